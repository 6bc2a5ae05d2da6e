//! Present values of the example's options at a discount rate of 8 % a year (issue 17),
//! against an independent computation: Python's `decimal` at 40 digits over the same cash
//! flows, month `m` discounted by `1.08^(m/12)`.
//!
//! Own: 300,000 EUR paid at once; every month 8,571.46 EUR (licences 3,000, electricity
//! 17,537.52 / 12 = 1,461.46, colocation 1,500, support 1,250, staff 16 h × 85 = 1,360) in
//! arrears for 60 months; the residual value of 25,000 EUR back in month 60: 708,514.72 EUR,
//! the figure. On demand stopped when idle: 770,620.6112 EUR in 60 equal monthly
//! bills of 12,843.67685…: 637,623.10 EUR. (The 637,623.25 rounds each monthly bill
//! to the cent first, 12,843.68; gpucase rounds only for display.)

mod support;

use gpucase_core::Case;
use gpucase_core::case::{Finance, PricingModel};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;
use support::{costed, example, option as find};

fn at(rate: Decimal) -> Case {
    let mut case = example();
    case.finance = Some(Finance {
        discount_rate_per_year: rate.try_into().expect("a quantity"),
        ..Default::default()
    });
    case.validate().expect("valid");
    case
}

#[test]
fn at_eight_percent_owning_and_renting_are_worth_what_an_independent_computation_says() {
    let options = costed(&at(dec!(0.08)));
    let own = find(&options, "own-hgx-h200");
    assert_eq!(own.present_value.round_dp(2), dec!(708514.72));
    assert_eq!(own.total_cost, dec!(789287.60), "the nominal total stays");
    let stopped = find(&options, "aws-p5e/on_demand_stopped");
    assert_eq!(stopped.present_value.round_dp(2), dec!(637623.10));
}

#[test]
fn at_zero_percent_every_present_value_is_the_total() {
    for case in [example(), at(Decimal::ZERO)] {
        for o in costed(&case) {
            assert_eq!(o.present_value, o.total_cost, "{}", o.id);
        }
    }
}

#[test]
fn a_reservation_pays_its_upfront_at_the_start_of_each_term() {
    // A 3-year reservation, 163,250 USD upfront per instance, in the 5-year example: two
    // terms, paid in months 0 and 36 (163,250 × 0.86 = 140,395 EUR each), the hourly part
    // monthly over the 72 months of both terms.
    let mut case = at(dec!(0.08));
    case.rent[0].pricing.push(PricingModel::Reserved {
        term_years: 3,
        rate_per_instance_hour: "6.20 USD".parse().expect("an amount"),
        upfront_per_instance: "163250 USD".parse().expect("an amount"),
    });
    let options = costed(&case);
    let reserved = find(&options, "aws-p5e/reserved");
    let flows = &reserved.cash_flows;
    assert_eq!(flows.len(), 73);
    // The hourly part of a month: 730 h × 6.20 USD × 0.86 = 3,892.36 EUR.
    let hourly = dec!(730) * dec!(6.20) * dec!(0.86);
    assert_eq!(flows[0], dec!(140395));
    assert!((flows[36] - flows[35] - dec!(140395)).abs() < dec!(0.000001));
    assert!((flows[72] - hourly).abs() < dec!(0.000001), "{}", flows[72]);
    // The total holds the effective rate's 28 digits; the flows sum to it to within them.
    assert_eq!(
        flows.iter().copied().sum::<Decimal>().round_dp(10),
        reserved.total_cost.round_dp(10)
    );
    assert!(reserved.present_value < reserved.total_cost);
}

#[test]
fn a_discount_rate_above_100_percent_is_refused() {
    let mut case = at(dec!(0.08));
    case.finance = Some(Finance {
        discount_rate_per_year: dec!(1.5).try_into().expect("a quantity"),
        ..Default::default()
    });
    let err = case.validate().expect_err("refused").to_string();
    assert!(err.contains("finance.discount_rate_per_year"), "{err}");
}

/// The example with colocation at 500 EUR a month instead of 1,500, without spot and
/// without the hybrid: owning is then cheaper in nominal terms, renting stopped when idle
/// cheaper in present value.
fn owning_cheaper_nominally(rate: Decimal) -> gpucase_core::tco::Comparison {
    let mut case = at(rate);
    if rate.is_zero() {
        case.finance = None;
    }
    case.own[0].colocation_per_month = "500.00 EUR".parse().expect("an amount");
    case.rent[0]
        .pricing
        .retain(|m| !matches!(m, PricingModel::SpotBatch { .. }));
    case.hybrid = None;
    case.validate().expect("valid");
    let profile = case.workload.profile().expect("a profile");
    gpucase_core::tco::compare(&case, &profile).expect("costed")
}

#[test]
fn with_a_discount_rate_the_options_are_ranked_by_present_value_per_productive_gpu_hour() {
    use gpucase_core::tco::RankBasis;
    // Nominal: own 789,287.60 less 60 months × 1,000 = 729,287.60 EUR against on demand
    // stopped 770,620.61 EUR, over the same 161,280 productive GPU-hours: owning is cheaper.
    let nominal = owning_cheaper_nominally(Decimal::ZERO);
    assert_eq!(nominal.ranked_by, RankBasis::Nominal);
    let own = find(&nominal.options, "own-hgx-h200");
    assert_eq!(own.total_cost, dec!(729287.60));
    assert_eq!(nominal.cheapest.as_deref(), Some("own-hgx-h200"));

    // At 8 %: the 1,000 EUR less a month is worth 1,000 × Σ 1.08^(-m/12) over months 1..60
    // = 1,000 × 49.6449033506… (Python decimal, 40 digits) = 49,644.90 EUR, so own is worth
    // 708,514.72 - 49,644.90 = 658,869.82 EUR against stopped's 637,623.10 EUR: renting
    // stopped is cheaper in present value, and the recommendation follows the rate.
    let discounted = owning_cheaper_nominally(dec!(0.08));
    assert_eq!(discounted.ranked_by, RankBasis::PresentValue);
    let own = find(&discounted.options, "own-hgx-h200");
    assert_eq!(own.present_value.round_dp(2), dec!(658869.82));
    let stopped = find(&discounted.options, "aws-p5e/on_demand_stopped");
    assert_eq!(stopped.present_value.round_dp(2), dec!(637623.10));
    // 637,623.10 over 161,280 productive GPU-hours: 3.953516… EUR.
    assert_eq!(
        stopped
            .present_value_per_productive_gpu_hour
            .map(|v| v.round_dp(5)),
        Some(dec!(3.95352))
    );
    assert_eq!(
        discounted.cheapest.as_deref(),
        Some("aws-p5e/on_demand_stopped")
    );
    let r = gpucase_core::recommendation::recommend(&discounted).expect("a recommendation");
    assert_eq!(r.ranked_by, RankBasis::PresentValue);
    let runner = r.runner_up.as_ref().expect("a runner-up");
    assert_eq!(runner.option_id, "own-hgx-h200");
    // The saving is taken in present value: 658,869.82 - 637,623.10 = 21,246.72 EUR.
    assert_eq!(
        r.saving_against_runner_up.map(|s| s.round_dp(2)),
        Some(dec!(21246.72))
    );
}

#[test]
fn billed_in_advance_pays_every_month_one_month_earlier() {
    // On demand allocated every hour has no one-off payment: each of its 60 monthly bills
    // moves from the end of its month to the start, so the present value is the arrears one
    // × 1.08^(1/12) (one month less discounting), and the total stays.
    let arrears = costed(&at(dec!(0.08)));
    let mut case = at(dec!(0.08));
    case.rent[0].billed_in_advance = true;
    let advance = costed(&case);
    let before = find(&arrears, "aws-p5e/on_demand_always");
    let after = find(&advance, "aws-p5e/on_demand_always");
    assert_eq!(after.total_cost, before.total_cost);
    assert_eq!(after.cash_flows[0], before.cash_flows[1]);
    assert_eq!(after.cash_flows[59], before.cash_flows[60]);
    assert_eq!(after.cash_flows[60], Decimal::ZERO);
    let want = before.present_value.to_f64().expect("a number") * 1.08f64.powf(1.0 / 12.0);
    let got = after.present_value.to_f64().expect("a number");
    assert!((got - want).abs() < 0.01, "{got} against {want}");
    // An own option is not a rented one: unchanged.
    assert_eq!(
        find(&advance, "own-hgx-h200").present_value,
        find(&arrears, "own-hgx-h200").present_value
    );
}
