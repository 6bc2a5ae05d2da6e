//! What is left at the horizon's end is credited the same way on both sides (issue 32): an
//! own server's life left is worth its book value, the purchase less straight-line
//! depreciation; a reservation's term left is worth what it costs, its effective rate over
//! the instance-hours still committed. Each is paid as it falls due and the value left comes
//! back at the horizon's end, so neither side is charged for capacity it still has.
//!
//! The case: the example (one 8-GPU instance, or one 8-GPU server) over a 4-year horizon at
//! 8 %, every rented charge outside the hourly price set to zero. Figures worked by hand.

mod support;

use gpucase_core::case::{Finance, PricingModel};
use gpucase_core::tco::CostKind;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;
use support::{EXAMPLE, costed, item, no_charges, option, present_value_at_8};

fn case() -> gpucase_core::Case {
    let mut json: serde_json::Value = serde_json::from_str(EXAMPLE).expect("json");
    json["rent"][0]["charges"] = no_charges();
    let mut case = gpucase_core::casefile::parse(&json.to_string()).expect("the case parses");
    case.horizon_years = 4;
    case.finance = Some(Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        ..Default::default()
    });
    // 3-year reserved: 6.20 USD an hour (5.332 EUR at 0.86) and 163,250 USD (140,395 EUR)
    // upfront per instance.
    case.rent[0].pricing = vec![PricingModel::Reserved {
        term_years: 3,
        rate_per_instance_hour: "6.20 USD".parse().expect("an amount"),
        upfront_per_instance: "163250 USD".parse().expect("an amount"),
    }];
    case.hybrid = None;
    case.validate().expect("valid");
    case
}

#[test]
fn a_reservation_past_the_horizon_is_credited_the_capacity_it_still_gives() {
    let options = costed(&case());
    let o = option(&options, "aws-p5e/reserved");
    // Two 3-year terms cover 4 years and run 24 months past them. The effective rate is
    // 5.332 + 140,395 / 26,280 EUR an hour; the horizon's 48 months of 730 h cost 35,040 ×
    // that, the 24 months after it 17,520 × that, paid, and credited back as capacity left.
    let rate = dec!(5.332) + dec!(140395) / dec!(26280);
    assert_eq!(item(o, CostKind::Reservation), dec!(35040) * rate);
    assert_eq!(
        item(o, CostKind::CommitmentAfterHorizon),
        dec!(17520) * rate
    );
    assert_eq!(
        item(o, CostKind::CapacityAfterHorizon),
        -(dec!(17520) * rate)
    );
    assert_eq!(o.total_cost, dec!(35040) * rate);
    // As paid: the upfront at months 0 and 36, 5.332 × 730 = 3,892.36 EUR every month of the
    // two terms (1 to 72), and the capacity left back at month 48.
    let mut flows = vec![Decimal::ZERO; 73];
    flows[0] += dec!(140395);
    flows[36] += dec!(140395);
    for f in &mut flows[1..=72] {
        *f += dec!(3892.36);
    }
    flows[48] -= dec!(17520) * rate;
    assert_eq!(o.cash_flows.len(), flows.len());
    for (m, (got, want)) in o.cash_flows.iter().zip(&flows).enumerate() {
        assert_eq!(got.round_dp(6), want.round_dp(6), "month {m}");
    }
    let pv = o.present_value.to_f64().expect("a number");
    let want = present_value_at_8(&flows);
    assert!((pv - want).abs() < 0.005, "{pv} against {want}");
}

#[test]
fn an_own_server_past_the_horizon_is_credited_its_book_value_by_the_same_rule() {
    let options = costed(&case());
    let o = option(&options, "own-hgx-h200");
    // The 300,000 EUR server of a 5-year life (25,000 EUR residual) runs 48 of its 60
    // months: it is paid whole and worth 300,000 − 275,000 × 48/60 = 80,000 EUR at month
    // 48, what its 12 months left cost at its straight-line rate: 275,000 / 60 × 12 +
    // 25,000. The reservation above is credited its months left at its rate likewise.
    assert_eq!(item(o, CostKind::Purchase), dec!(300000));
    assert_eq!(item(o, CostKind::ResidualValue), dec!(-80000));
    assert_eq!(o.cash_flows[48] - o.cash_flows[47], dec!(-80000));
}

/// The example's server over the 4-year horizon, its running costs worked out: licences
/// 36,000 × 4 = 144,000; electricity 6.5 kW × 1.4 × 8,760 h × 0.22 EUR × 4 = 70,150.08;
/// colocation 1,500 × 48 = 72,000; support 15,000 × 4 = 60,000; staff 16 h × 85 EUR × 48
/// = 65,280: 411,430.08 EUR beside the 300,000 EUR purchase.
const RUNNING_FOUR_YEARS: Decimal = dec!(411430.08);

fn own_with(value: Option<gpucase_core::case::ValueAtHorizon>) -> gpucase_core::tco::OptionResult {
    let mut case = case();
    case.own[0].value_at_horizon = value;
    case.validate().expect("valid");
    option(&costed(&case), "own-hgx-h200").clone()
}

#[test]
fn the_value_at_the_horizon_is_the_book_value_unless_the_quote_states_another() {
    use gpucase_core::case::ValueAtHorizon;
    // Book value over the 5-year life: 80,000 back, 631,430.08 in all.
    let book = own_with(None);
    assert_eq!(
        book.total_cost,
        dec!(300000) + RUNNING_FOUR_YEARS - dec!(80000)
    );
    // Depreciated over 3 years, the server is at its 25,000 residual after month 36: only
    // that comes back at month 48.
    let three = own_with(Some(ValueAtHorizon::BookValue {
        depreciation_years: 3,
    }));
    assert_eq!(item(&three, CostKind::ResidualValue), dec!(-25000));
    assert_eq!(
        three.total_cost,
        dec!(300000) + RUNNING_FOUR_YEARS - dec!(25000)
    );
    // The analyst expects a resale at 40 % of the price: 120,000 back at month 48, on a
    // line of its own, and no book value.
    let resale = own_with(Some(ValueAtHorizon::Resale {
        share_of_purchase: "0.40".parse().expect("a share"),
    }));
    assert_eq!(item(&resale, CostKind::ResaleValue), dec!(-120000));
    assert!(
        !resale
            .breakdown
            .iter()
            .any(|i| i.item == CostKind::ResidualValue)
    );
    assert_eq!(
        resale.total_cost,
        dec!(300000) + RUNNING_FOUR_YEARS - dec!(120000)
    );
    assert_eq!(resale.cash_flows[48] - resale.cash_flows[47], dec!(-120000));
}

#[test]
fn a_value_at_the_horizon_out_of_range_is_refused_naming_its_field() {
    use gpucase_core::case::ValueAtHorizon;
    let mut case = case();
    case.own[0].value_at_horizon = Some(ValueAtHorizon::Resale {
        share_of_purchase: "1.5".parse().expect("a quantity"),
    });
    let e = case.validate().expect_err("more than the price");
    assert!(
        e.to_string()
            .contains("own[0].value_at_horizon.share_of_purchase"),
        "{e}"
    );
    case.own[0].value_at_horizon = Some(ValueAtHorizon::BookValue {
        depreciation_years: 0,
    });
    let e = case.validate().expect_err("no years");
    assert!(
        e.to_string()
            .contains("own[0].value_at_horizon.depreciation_years"),
        "{e}"
    );
}
