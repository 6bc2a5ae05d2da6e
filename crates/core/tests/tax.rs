//! Present values after a tax on profits (issue 32, docs/method.md "Tax"): every payment is
//! deducted in the month it is paid, so it costs `1 - rate` of itself; an own server's
//! purchase is paid whole and depreciated straight-line instead, what is not yet written
//! off at the horizon's end deducted there. Over the horizon the flows after tax sum to
//! `1 - rate` of the nominal total; only when the deductions come, and so the present value
//! and the ranking, moves.
//!
//! The case: the example over a 4-year horizon at 8 % (one 8-GPU server of 300,000 EUR, its
//! running costs 411,430.08 EUR over the 48 months, 80,000 EUR book value back at month 48;
//! one 3-year reservation of an 8-GPU instance), a tax of 30 %. Figures worked by hand.

mod support;

use gpucase_core::case::{Finance, PricingModel, Tax};
use gpucase_core::tco::RankBasis;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;
use support::{EXAMPLE, costed, no_charges, option, present_value_at_8};

fn case(tax: Option<Tax>, rate: &str) -> gpucase_core::Case {
    let mut json: serde_json::Value = serde_json::from_str(EXAMPLE).expect("json");
    json["rent"][0]["charges"] = no_charges();
    let mut case = gpucase_core::casefile::parse(&json.to_string()).expect("the case parses");
    case.horizon_years = 4;
    case.finance = Some(Finance {
        discount_rate_per_year: rate.parse().expect("a rate"),
        tax,
        ..Default::default()
    });
    case.rent[0].pricing = vec![PricingModel::Reserved {
        term_years: 3,
        rate_per_instance_hour: "6.20 USD".parse().expect("an amount"),
        upfront_per_instance: "163250 USD".parse().expect("an amount"),
    }];
    case.hybrid = None;
    case.validate().expect("valid");
    case
}

fn tax(years: u32) -> Option<Tax> {
    Some(Tax {
        rate: "0.30".parse().expect("a rate"),
        depreciation_years: years,
    })
}

/// `flows` to 18 places: a 36th of the purchase does not end, and each month's part is
/// what the written-off share grew by, exact in sum but not in its last digits.
fn rounded(flows: &[Decimal]) -> Vec<Decimal> {
    flows.iter().map(|f| f.round_dp(18).normalize()).collect()
}

/// The example server's running costs a month: licences 3,000, electricity 1,461.46
/// (70,150.08 / 48), colocation 1,500, support 1,250, staff 1,360 EUR.
const RUNNING_A_MONTH: Decimal = dec!(8571.46);

#[test]
fn a_server_is_depreciated_over_the_tax_period_and_the_rest_deducted_when_paid() {
    let options = costed(&case(tax(3), "0.08"));
    let own = option(&options, "own-hgx-h200");
    // Month 0: the 300,000 purchase, paid whole (no deduction when paid).
    // Months 1-36: 70 % of the running costs, 6,000.022, less 30 % of a 36th of the
    // purchase, 2,500: 3,500.022.
    // Months 37-47: 6,000.022, the server written off.
    // Month 48: 6,000.022 and 70 % of the 80,000 book value back: -49,999.978.
    assert_eq!(RUNNING_A_MONTH * dec!(0.7), dec!(6000.022));
    let mut expected = vec![dec!(300000)];
    expected.extend(std::iter::repeat_n(dec!(3500.022), 36));
    expected.extend(std::iter::repeat_n(dec!(6000.022), 11));
    expected.push(dec!(-49999.978));
    assert_eq!(rounded(&own.after_tax_flows), expected);
    // 70 % of the nominal 631,430.08: 442,001.056.
    assert_eq!(own.total_cost, dec!(631430.08));
    assert_eq!(expected.iter().sum::<Decimal>(), dec!(442001.056));
    let sum: Decimal = own.after_tax_flows.iter().sum();
    assert_eq!(sum.round_dp(20), dec!(442001.056));
    let reference = present_value_at_8(&expected);
    let pv = own.present_value.to_f64().expect("a number");
    assert!((pv - reference).abs() < 0.005, "{pv} against {reference}");
}

#[test]
fn a_tax_period_longer_than_the_horizon_leaves_the_rest_to_its_last_month() {
    let options = costed(&case(tax(5), "0.08"));
    let own = option(&options, "own-hgx-h200");
    // A 60th of 300,000 is 5,000 a month, 30 % of it 1,500: months 1-47 are 6,000.022 -
    // 1,500 = 4,500.022. At month 48, 13 of the 60 parts are not yet written off, 65,000,
    // deducted there: 6,000.022 - 56,000 - 19,500 = -69,499.978.
    let mut expected = vec![dec!(300000)];
    expected.extend(std::iter::repeat_n(dec!(4500.022), 47));
    expected.push(dec!(-69499.978));
    assert_eq!(rounded(&own.after_tax_flows), expected);
    assert_eq!(expected.iter().sum::<Decimal>(), dec!(442001.056));
}

#[test]
fn a_rented_option_is_deducted_as_it_is_paid() {
    let options = costed(&case(tax(3), "0.08"));
    let before = costed(&case(None, "0.08"));
    let reserved = option(&options, "aws-p5e/reserved");
    let untaxed = option(&before, "aws-p5e/reserved");
    // No purchase: every month, the upfronts at months 0 and 36 included, costs 70 % of
    // itself.
    assert_eq!(reserved.cash_flows, untaxed.cash_flows);
    let seventy: Vec<Decimal> = untaxed.cash_flows.iter().map(|f| f * dec!(0.7)).collect();
    assert_eq!(reserved.after_tax_flows, seventy);
    let reference = present_value_at_8(&seventy);
    let pv = reserved.present_value.to_f64().expect("a number");
    assert!((pv - reference).abs() < 0.005, "{pv} against {reference}");
    assert!(untaxed.after_tax_flows.is_empty());
}

#[test]
fn with_a_tax_and_no_discount_rate_the_present_value_is_the_total_after_tax() {
    let c = gpucase_core::compare(
        &case(tax(3), "0"),
        &support::example().workload.profile().expect("a profile"),
    )
    .expect("costed");
    assert_eq!(c.ranked_by, RankBasis::PresentValue);
    assert_eq!(c.tax, tax(3));
    for o in &c.options {
        // To within decimal's 28 digits (a reservation's monthly parts do not end).
        assert_eq!(
            o.present_value.round_dp(18),
            (o.total_cost * dec!(0.7)).round_dp(18),
            "{}",
            o.id
        );
    }
}

#[test]
fn a_tax_out_of_range_is_refused_naming_its_field() {
    for (rate, years, field) in [
        ("0", 3, "finance.tax.rate"),
        ("1", 3, "finance.tax.rate"),
        ("0.30", 0, "finance.tax.depreciation_years"),
        ("0.30", 31, "finance.tax.depreciation_years"),
    ] {
        let mut c = case(None, "0.08");
        c.finance.as_mut().expect("finance").tax = Some(Tax {
            rate: rate.parse().expect("a rate"),
            depreciation_years: years,
        });
        let e = c.validate().expect_err("refused");
        assert_eq!(e.path, field, "{rate} over {years} years");
    }
}
