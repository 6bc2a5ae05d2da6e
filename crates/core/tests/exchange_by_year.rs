//! Exchange rates by year (issue 32, docs/method.md "Exchange rates by year"): where the
//! case expects a currency's rate to change in a later year, every payment priced in that
//! currency converts at the rate of the year it is paid in (index `i` of the flows, the end
//! of month `i`, in year `⌈i / 12⌉`; now in year 1). The lines stay at today's rate; what
//! the later rates change is a line of its own.
//!
//! The case: the example over 3 years, its rented offer (8 GPUs, priced in USD) under a
//! 3-year reservation of 6.20 USD an hour and 163,250 USD upfront per instance, no charges;
//! today's rate 0.86 EUR per USD, 0.90 expected for year 2 and 0.80 from year 3. Its own
//! quote is priced in EUR. Figures worked by hand.

mod support;

use gpucase_core::case::PricingModel;
use gpucase_core::money::ExchangeRate;
use gpucase_core::problem::Problem;
use gpucase_core::tco::CostKind;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{EXAMPLE, costed, item, no_charges, option};

fn case(later: &[(u32, &str)]) -> gpucase_core::Case {
    let mut json: serde_json::Value = serde_json::from_str(EXAMPLE).expect("json");
    json["rent"][0]["charges"] = no_charges();
    let mut case = gpucase_core::casefile::parse(&json.to_string()).expect("the case parses");
    case.horizon_years = 3;
    case.rent[0].pricing = vec![PricingModel::Reserved {
        term_years: 3,
        rate_per_instance_hour: "6.20 USD".parse().expect("an amount"),
        upfront_per_instance: "163250 USD".parse().expect("an amount"),
    }];
    case.hybrid = None;
    let today = case.exchange_rates[0].clone();
    assert_eq!(today.rate.value(), dec!(0.86));
    for &(year, rate) in later {
        case.exchange_rates.push(ExchangeRate {
            rate: rate.parse().expect("a rate"),
            year: Some(year),
            source: "forward rate (test)".into(),
            ..today.clone()
        });
    }
    case
}

#[test]
fn each_payment_in_dollars_converts_at_the_rate_of_the_year_it_is_paid_in() {
    let c = case(&[(2, "0.90"), (3, "0.80")]);
    c.validate().expect("valid");
    let options = costed(&c);
    let reserved = option(&options, "aws-p5e/reserved");
    // The upfront, 163,250 USD at month 0 (year 1): 140,395 EUR. The hourly part, 6.20 USD
    // × 730 h = 4,526 USD a month: 3,892.36 EUR in months 1-12 at 0.86, 4,073.40 in months
    // 13-24 at 0.90, 3,620.80 in months 25-36 at 0.80.
    let flows: Vec<Decimal> = reserved
        .cash_flows
        .iter()
        .map(|f| f.round_dp(10).normalize())
        .collect();
    let mut expected = vec![dec!(140395)];
    expected.extend(std::iter::repeat_n(dec!(3892.36), 12));
    expected.extend(std::iter::repeat_n(dec!(4073.4), 12));
    expected.extend(std::iter::repeat_n(dec!(3620.8), 12));
    assert_eq!(flows, expected);
    // At today's rate the reservation is 140,395 + 36 × 3,892.36 = 280,519.96 EUR; year 2
    // adds 12 × 181.04 = 2,172.48, year 3 takes 12 × 271.56 = 3,258.72: -1,086.24, the
    // line of its own.
    assert_eq!(
        item(reserved, CostKind::Reservation).round_dp(10),
        dec!(280519.96)
    );
    assert_eq!(
        item(reserved, CostKind::ExchangeRates).round_dp(10),
        dec!(-1086.24)
    );
    assert_eq!(reserved.total_cost.round_dp(10), dec!(279433.72));
    // The own server is priced in euros: no line, the same total as without later rates.
    let own = option(&options, "own-hgx-h200");
    let before = costed(&case(&[]));
    assert_eq!(item(own, CostKind::ExchangeRates), Decimal::ZERO);
    assert_eq!(own.total_cost, option(&before, "own-hgx-h200").total_cost);
    assert_eq!(
        option(&before, "aws-p5e/reserved").total_cost.round_dp(10),
        dec!(280519.96)
    );
}

#[test]
fn a_year_without_a_rate_of_its_own_keeps_the_one_before_it() {
    // 0.90 from year 2 on: months 13-36 at 0.90, 24 × 181.04 = 4,344.96 more.
    let options = costed(&case(&[(2, "0.90")]));
    let reserved = option(&options, "aws-p5e/reserved");
    assert_eq!(
        item(reserved, CostKind::ExchangeRates).round_dp(10),
        dec!(4344.96)
    );
    assert_eq!(reserved.cash_flows[36].round_dp(10), dec!(4073.4));
}

#[test]
fn a_later_rate_needs_todays_and_is_given_once_a_year() {
    let twice = case(&[(2, "0.90"), (2, "0.91")]);
    let e = twice.validate().expect_err("a year given twice");
    assert_eq!(e.path, "exchange_rates[2]");
    assert!(matches!(e.problem, Problem::YearRateTwice { year: 2, .. }));
    let mut later_only = case(&[(2, "0.90")]);
    later_only.exchange_rates.remove(0);
    let e = later_only.validate().expect_err("no rate for today");
    assert!(matches!(e.problem, Problem::YearRateWithoutToday { .. }));
    let e = case(&[(1, "0.90")])
        .validate()
        .expect_err("year 1 is today's");
    assert_eq!(e.path, "exchange_rates[1].year");
    let e = case(&[(31, "0.90")])
        .validate()
        .expect_err("beyond any horizon");
    assert_eq!(e.path, "exchange_rates[1].year");
}
