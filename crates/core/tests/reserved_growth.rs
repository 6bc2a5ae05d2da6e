//! Reserved instances when the demand grows (issue 32): each instance is reserved when a
//! year first needs it, for terms of its own, and paid as bought; the present value equals
//! a month-by-month reference written out here from the lots, not from the engine.
//!
//! The case: the example (8 GPUs, 5 years, one 8-GPU instance per 8 GPUs, every charge
//! outside the hourly price set to zero) growing 60 % a year, at 8 %. Year by year the peak is 8, 8 × 1.6 = 12.8 → 13, 20.48 → 21, 32.768 → 33
//! and 52.4288 → 53 GPUs: 1, 2, 3, 5 and 7 instances. So lots of 1 instance are reserved at
//! the start of years 1, 2 and 3 (months 0, 12, 24) and lots of 2 at the start of years 4
//! and 5 (months 36, 48).
//!
//! Rates at 0.86 EUR per USD: 1-year, 9.00 USD an hour (7.74 EUR) and 25,000 USD upfront
//! (21,500 EUR); 3-year, 6.20 USD (5.332 EUR) and 163,250 USD (140,395 EUR). A month is 730
//! hours.

mod support;

use gpucase_core::case::{Finance, PricingModel};
use gpucase_core::tco::{CostKind, OptionResult};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;
use support::{EXAMPLE, costed, item, no_charges, present_value_at_8};

/// Lots as `(first month index, instances)`.
const LOTS: [(u32, u32); 5] = [(0, 1), (12, 1), (24, 1), (36, 2), (48, 2)];

fn reserved(term_years: u32) -> OptionResult {
    // Every charge outside the hourly price set to zero: the reservation alone is paid.
    let mut json: serde_json::Value = serde_json::from_str(EXAMPLE).expect("json");
    json["rent"][0]["charges"] = no_charges();
    let mut case = gpucase_core::casefile::parse(&json.to_string()).expect("the case parses");
    case.workload.growth_per_year = Some("0.60".parse().expect("a change"));
    case.finance = Some(Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        ..Default::default()
    });
    let (rate, upfront) = if term_years == 1 {
        ("9.00 USD", "25000 USD")
    } else {
        ("6.20 USD", "163250 USD")
    };
    case.rent[0].pricing = vec![PricingModel::Reserved {
        term_years,
        rate_per_instance_hour: rate.parse().expect("an amount"),
        upfront_per_instance: upfront.parse().expect("an amount"),
    }];
    case.hybrid = None;
    case.validate().expect("valid");
    costed(&case)
        .into_iter()
        .find(|o| o.id == "aws-p5e/reserved")
        .expect("the reservation")
}

/// The month-by-month flows of the lots: each lot's upfront at the start of each term
/// (index `start + k × term`), its hourly rate × 730 h in each month of its terms, renewed
/// until it covers month 60; and at month 60 the capacity the terms still give after it
/// credited at its cost: each instance-month after the horizon at the effective rate,
/// `hourly + upfront / (term × 730)` an hour.
fn reference(term_years: u32, hourly: Decimal, upfront: Decimal) -> Vec<Decimal> {
    let term = term_years * 12;
    let effective = hourly + upfront / Decimal::from(term * 730);
    let mut flows = vec![Decimal::ZERO; 85];
    for (start, n) in LOTS {
        let mut from = start;
        while from < 60 {
            flows[from as usize] += Decimal::from(n) * upfront;
            for m in from + 1..=from + term {
                flows[m as usize] += Decimal::from(n) * hourly * dec!(730);
            }
            from += term;
        }
        let left = from - 60;
        flows[60] -= Decimal::from(n * left) * dec!(730) * effective;
    }
    while flows.last() == Some(&Decimal::ZERO) {
        flows.pop();
    }
    flows
}

#[test]
fn one_year_reservations_pay_each_year_s_upfront_when_it_starts() {
    let o = reserved(1);
    let flows = reference(1, dec!(7.74), dec!(21500));
    // Upfronts at the start of each year for that year's instances: 1, 2, 3, 5, 7.
    assert_eq!(flows[0], dec!(21500));
    assert_eq!(flows[12], dec!(2) * dec!(21500) + dec!(7.74) * dec!(730));
    assert_eq!(o.cash_flows.len(), 61, "nothing is owed after the horizon");
    for (m, (got, want)) in o.cash_flows.iter().zip(&flows).enumerate() {
        assert_eq!(got.round_dp(6), want.round_dp(6), "month {m}");
    }
    // No month is negative: the upfronts are not averaged over the horizon.
    assert!(o.cash_flows.iter().all(|f| *f >= Decimal::ZERO));
    let pv = o.present_value.to_f64().expect("a number");
    let want = present_value_at_8(&flows);
    assert!((pv - want).abs() < 0.005, "{pv} against {want}");
    assert_eq!(item(&o, CostKind::CommitmentAfterHorizon), Decimal::ZERO);
}

#[test]
fn three_year_reservations_owe_after_the_horizon_for_the_instances_added_later() {
    let o = reserved(3);
    let flows = reference(3, dec!(5.332), dec!(140395));
    // The lots of months 12 and 48 run to month 84: 24 months owed after the horizon.
    assert_eq!(o.cash_flows.len(), flows.len());
    assert_eq!(flows.len(), 85);
    for (m, (got, want)) in o.cash_flows.iter().zip(&flows).enumerate() {
        assert_eq!(got.round_dp(6), want.round_dp(6), "month {m}");
    }
    let pv = o.present_value.to_f64().expect("a number");
    let want = present_value_at_8(&flows);
    assert!((pv - want).abs() < 0.005, "{pv} against {want}");
    // Owed after the horizon: 12 months of the first lot, 24 of the second, 12 of the two
    // instances of month 36 and 24 of the two of month 48, 108 instance-months, at the
    // effective rate 5.332 + 140,395 / 26,280 EUR an hour.
    let rate = dec!(5.332) + dec!(140395) / dec!(26280);
    assert_eq!(
        item(&o, CostKind::CommitmentAfterHorizon).round_dp(6),
        (dec!(108) * dec!(730) * rate).round_dp(6)
    );
    // The capacity those months give is credited at the same figure, so the reservation
    // costs the horizon's instance-months alone.
    assert_eq!(
        item(&o, CostKind::CapacityAfterHorizon),
        -item(&o, CostKind::CommitmentAfterHorizon)
    );
    // The whole is what the flows pay, the credit at month 60 included.
    assert_eq!(
        o.total_cost.round_dp(6),
        flows.iter().copied().sum::<Decimal>().round_dp(6)
    );
}
