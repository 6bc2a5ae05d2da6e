//! A yearly change of rented rates and of electricity prices (issue 17), on the bundled
//! example over its five years. The figures are worked out by hand in the comments:
//!
//! Rented rates falling 10 % a year weigh years 1 to 5 by 1, 0.9, 0.81, 0.729, 0.6561:
//! on average 4.0951 / 5 = 0.81902. Electricity rising 5 % a year: 1, 1.05, 1.1025,
//! 1.157625, 1.21550625, on average 5.52563125 / 5 = 1.10512625.

mod support;

use gpucase_core::Case;
use gpucase_core::case::Finance;
use gpucase_core::tco::{CostKind, OptionResult};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{costed, example, option};

fn with_changes(rent: &str, electricity: &str) -> Case {
    let mut case = example();
    case.finance = Some(Finance {
        rent_change_per_year: Some(rent.parse().expect("a change")),
        electricity_change_per_year: Some(electricity.parse().expect("a change")),
        ..Default::default()
    });
    case.validate().expect("valid");
    case
}

fn item(o: &OptionResult, kind: CostKind) -> Vec<Decimal> {
    o.breakdown
        .iter()
        .filter(|i| i.item == kind)
        .map(|i| i.amount)
        .collect()
}

#[test]
fn on_demand_follows_the_rented_rates_and_the_own_side_the_electricity_price() {
    let options = costed(&with_changes("-0.10", "0.05"));
    let always = option(&options, "aws-p5e/on_demand_always");
    // One instance every hour: 730 h × 39.80 USD × 0.86 × 60 months = 1,499,186.40 EUR at
    // today's rate; × 0.81902 = 1,227,863.645328.
    assert_eq!(item(always, CostKind::Compute), vec![dec!(1227863.645328)]);
    // The support plan: 100 USD a month stays 5,160; its 3 % of compute follows compute:
    // 0.03 × 1,227,863.645328 = 36,835.90935984.
    let support = item(always, CostKind::SupportPlan);
    assert_eq!(support[0], dec!(5160));
    assert_eq!(support[1].round_dp(8), dec!(36835.90935984));
    // Storage, egress and IPv4 are charges at today's prices.
    assert_eq!(item(always, CostKind::Storage), vec![dec!(8256)]);
    // The own option: electricity 87,687.60 × 1.10512625 = 96,905.8685595; the rest as
    // quoted.
    let own = option(&options, "own-hgx-h200");
    assert_eq!(item(own, CostKind::Electricity), vec![dec!(96905.8685595)]);
    assert_eq!(item(own, CostKind::Purchase), vec![dec!(300000)]);
    assert_eq!(
        own.total_cost,
        dec!(789287.60) - dec!(87687.60) + dec!(96905.8685595)
    );
    // A savings plan's commitment stays at its contract rate.
    let plan = option(&options, "aws-p5e/savings_plan");
    assert_eq!(item(plan, CostKind::Commitment), vec![dec!(899511.84)]);
}

#[test]
fn the_monthly_flows_step_at_each_new_year() {
    let options = costed(&with_changes("-0.10", "0.05"));
    let own = option(&options, "own-hgx-h200");
    // Electricity is 1,461.46 a month in year 1 (87,687.60 / 60 at today's price) and 5 %
    // more from month 13: the flows of months 12 and 13 differ by 73.073, every other
    // monthly item being equal.
    let f = &own.cash_flows;
    assert_eq!((f[13] - f[12]).round_dp(6), dec!(73.073));
    assert_eq!(f[2] - f[1], Decimal::ZERO);
    let always = option(&options, "aws-p5e/on_demand_always");
    // Compute is 24,986.44 a month in year 1; 10 % less, 2,498.644, from month 13, and its
    // 3 % support share with it: 2,573.60332 less.
    let f = &always.cash_flows;
    assert_eq!((f[12] - f[13]).round_dp(6), dec!(2573.60332));
    // The flows still sum to the total.
    let sum: Decimal = f.iter().copied().sum();
    assert_eq!(sum.round_dp(8), always.total_cost.round_dp(8));
}

#[test]
fn without_a_change_every_figure_stays_as_it_was() {
    let before = costed(&example());
    let after = costed(&with_changes("0", "0"));
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(b.total_cost, a.total_cost, "{}", b.id);
        assert_eq!(b.cash_flows, a.cash_flows, "{}", b.id);
    }
}

#[test]
fn a_change_beyond_halving_or_doubling_is_refused_by_field() {
    let mut case = example();
    case.finance = Some(Finance {
        rent_change_per_year: Some("-0.6".parse().expect("a change")),
        ..Default::default()
    });
    let e = case.validate().expect_err("refused");
    assert_eq!(e.path, "finance.rent_change_per_year");
    case.finance = Some(Finance {
        electricity_change_per_year: Some("1.5".parse().expect("a change")),
        ..Default::default()
    });
    assert_eq!(
        case.validate().expect_err("refused").path,
        "finance.electricity_change_per_year"
    );
}
