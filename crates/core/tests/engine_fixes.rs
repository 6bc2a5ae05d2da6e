//! The four engine defects of issue 17, each against figures worked out by hand from the
//! example case (`examples/enterprise-assistant.gpucase`) in the comments.
//!
//! The example, as the hand computations below use it: a generic month of 730 h repeated
//! 60 times over 5 years; 21 workdays with a nightly batch 01:00-05:00 and the chat
//! 07:00-19:00, 8 GPUs each, on one 8-GPU instance (AWS p5e at 39.80 USD an hour, spot
//! 15.92 USD, boot 10 min + model load 20 min = 0.5 h a start); 1 USD = 0.86 EUR, so the
//! hour costs 34.228 EUR on demand and 13.6912 EUR on spot. Charges outside the hourly
//! price over the horizon: storage 2,000 GB × 0.0688 EUR × 60 months = 8,256.00; egress
//! 400 GB above the free 100 at 0.0774 EUR × 60 = 1,857.60; one IPv4 address 3.139 × 60
//! = 188.34; support 86.00 × 60 = 5,160.00; together 15,461.94 EUR, plus 3 % of compute.

mod support;

use gpucase_core::case::PricingModel;
use gpucase_core::tco::CostKind;
use gpucase_core::{Case, quantity::Quantity};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{costed, example, item, option};

fn with_starts_per_day(n: &str) -> Case {
    let mut case = example();
    for m in &mut case.rent[0].pricing {
        if let PricingModel::OnDemandStopped { starts_per_day } = m {
            *starts_per_day = Some(n.parse::<Quantity>().expect("a quantity"));
        }
    }
    case.validate().expect("valid");
    case
}

#[test]
fn d1_one_start_a_day_bills_the_gap_it_does_not_stop_in() {
    // Each workday the instance has two idle gaps: 05:00-07:00 (2 h) and from 19:00 to
    // the next 01:00 (6 h, longer before a weekend). One start a day: it is stopped in
    // the longer one (before 01:00) and kept running through 05:00-07:00.
    // Per period: 336 busy + 21 × 2 kept = 378 running instance-hours, 21 starts of
    // 0.5 h = 10.5 h; 388.5 instance-hours, 3,108 GPU-hours.
    // Compute 388.5 × 34.228 × 60 = 797,854.68; support 3 % = 23,935.6404;
    // total 797,854.68 + 23,935.6404 + 15,461.94 = 837,252.2604 EUR. Before the fix the
    // 42 kept hours were not billed: 748,410.06, 88,842.20 too low.
    let options = costed(&with_starts_per_day("1"));
    let o = option(&options, "aws-p5e/on_demand_stopped");
    assert_eq!(o.starts_per_period, Some(dec!(21)));
    assert_eq!(o.billed_gpu_hours, dec!(3108));
    assert_eq!(
        item(o, CostKind::Compute),
        dec!(378) * dec!(34.228) * dec!(60)
    );
    assert_eq!(
        item(o, CostKind::Restarts),
        dec!(10.5) * dec!(34.228) * dec!(60)
    );
    assert_eq!(o.total_cost, dec!(837252.2604));
}

#[test]
fn d1_no_start_a_day_keeps_the_instance_allocated_every_hour() {
    // Never started, never stopped: allocated all 730 h of each period, as on demand
    // every hour. 730 × 34.228 × 60 = 1,499,186.40; support 44,975.592; total
    // 1,499,186.40 + 44,975.592 + 15,461.94 = 1,559,623.932 EUR. Before the fix it cost
    // 726,199.51 EUR and was the cheapest option.
    let options = costed(&with_starts_per_day("0"));
    let o = option(&options, "aws-p5e/on_demand_stopped");
    assert_eq!(o.starts_per_period, Some(dec!(0)));
    assert_eq!(o.billed_gpu_hours, dec!(5840));
    assert_eq!(o.total_cost, dec!(1559623.932));
}

#[test]
fn d1_starts_per_day_must_be_a_whole_number_of_at_most_24() {
    let mut case = with_starts_per_day("1");
    for (value, expected) in [("1.5", "whole"), ("25", "24")] {
        for m in &mut case.rent[0].pricing {
            if let PricingModel::OnDemandStopped { starts_per_day } = m {
                *starts_per_day = Some(value.parse().expect("a quantity"));
            }
        }
        let err = case.validate().expect_err(value).to_string();
        assert!(
            err.contains("starts_per_day") && err.contains(expected),
            "{value}: {err}"
        );
    }
}

#[test]
fn d2_blocks_are_booked_per_instance_across_the_ends_of_periods() {
    // Two years of 14-day blocks for the one instance. Booked period by period, each
    // month of 730 h needed three blocks (days 0-13, 14-27, 28): 24 × 3 = 72. Across
    // period ends a block runs on into the next month, so at most ⌈17,520 / 336⌉ = 53
    // cover every hour of the horizon. An independent count by days below.
    let mut case = example();
    case.horizon_years = 2;
    for m in &mut case.rent[0].pricing {
        if let PricingModel::CapacityBlock { block_days, .. } = m {
            *block_days = 14;
        }
    }
    let profile = case.workload.profile().expect("profile");
    let options = costed(&case);
    let o = option(&options, "aws-p5e/capacity_block");
    let rate = dec!(31.46) * dec!(0.86);
    let blocks = item(o, CostKind::CapacityBlocks) / (dec!(336) * rate);
    // Day by day: each day with work as its absolute start (the period's start plus 24 h
    // per day of it) and its last hour with work; a block is booked from a day's start
    // when the day still has work after the blocks before it end.
    let mut days: Vec<(u64, u64)> = Vec::new();
    for period in 0..24u64 {
        for (h, s) in profile.slots.iter().enumerate() {
            let at = period * 730 + h as u64;
            if s.productive_gpus == 0 || at >= 17_520 {
                continue;
            }
            let start = period * 730 + u64::from(s.day) * 24;
            match days.last_mut() {
                Some((day, last)) if *day == start => *last = at,
                _ => days.push((start, at)),
            }
        }
    }
    let mut counted = 0u64;
    let mut covered_until = 0u64;
    for (start, last) in days {
        if last >= covered_until {
            counted += 1;
            covered_until = start + 336;
        }
    }
    assert_eq!(blocks, Decimal::from(counted));
    assert!(counted <= 53, "{counted} blocks, where 53 cover every hour");
}

#[test]
fn d3_each_spot_start_costs_its_boot_and_model_load() {
    // Spot takes the 84 batch hours (4 h on 21 nights), with 15 % lost to interruptions:
    // 96.6 h, and each night's run starts the spot instance once: 21 × 0.5 h = 10.5 h.
    // 107.1 × 13.6912 × 60 = 87,979.6512 EUR on spot. The chat on demand, stopped when
    // idle: 252 h and 21 starts (19:00 to 07:00 is longer than a restart), 262.5 ×
    // 34.228 × 60 = 539,091.00. Compute 627,070.6512, support 18,812.119536; total
    // 627,070.6512 + 18,812.119536 + 15,461.94 = 661,344.710736 EUR. Before the fix the
    // spot starts were free: 652,460.49 EUR.
    let options = costed(&example());
    let o = option(&options, "aws-p5e/spot_batch");
    assert_eq!(
        item(o, CostKind::Spot),
        dec!(107.1) * dec!(13.6912) * dec!(60)
    );
    assert_eq!(o.billed_gpu_hours, (dec!(107.1) + dec!(262.5)) * dec!(8));
    assert_eq!(o.total_cost, dec!(661344.710736));
}

#[test]
fn d4_a_savings_plan_shorter_than_the_horizon_is_renewed_and_its_rest_is_owed() {
    // A 3-year plan in a 5-year case: bought twice, six years, so one year of commitment
    // is owed after the horizon: 23.88 USD × 0.86 × 8,760 h = 179,902.368 EUR.
    // Commitment over the horizon 20.5368 × 730 × 60 = 899,511.84 (it covers the one
    // instance every hour: no overflow); support 3 % of the commitment, the part owed
    // after the horizon included, as for a reservation's last term: 3 % of 1,079,414.208
    // = 32,382.42624. The year it still commits after the horizon gives a year of capacity
    // then, credited at its cost as an own server's book value is (issue 32): −179,902.368.
    // Total 899,511.84 + 179,902.368 − 179,902.368 + 32,382.42624 + 15,461.94 =
    // 947,356.20624 EUR. Before the fix the plan was stretched over five years and nothing
    // was owed: 941,959.14 EUR; before the credit, 1,127,258.57424 EUR.
    let options = costed(&example());
    let o = option(&options, "aws-p5e/savings_plan");
    assert_eq!(item(o, CostKind::CommitmentAfterHorizon), dec!(179902.368));
    assert_eq!(item(o, CostKind::CapacityAfterHorizon), dec!(-179902.368));
    assert_eq!(o.total_cost, dec!(947356.20624));
    // A 1-year plan renews five times and owes nothing after.
    let mut case = example();
    for m in &mut case.rent[0].pricing {
        if let PricingModel::SavingsPlan { term_years, .. } = m {
            *term_years = 1;
        }
    }
    let options = costed(&case);
    let o = option(&options, "aws-p5e/savings_plan");
    assert_eq!(item(o, CostKind::CommitmentAfterHorizon), dec!(0));
}
