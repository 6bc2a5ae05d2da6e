//! Demand grown as work, not as GPUs (issue 32): with a replica stated and metrics that
//! measured how busy the GPUs were, the growth fills the measured headroom before another
//! replica, and another server, is bought.
//!
//! The case: the example's 8-GPU quote halved into a 4-GPU server (394,643.80 EUR over its
//! five years, the horizon's; see `whole_servers.rs`), a replica of 4 GPUs, demand growing
//! 20 % a year, and a measured month of 730 hours (UTC) with 4 GPUs productive in every
//! hour, their mean SM activity 40 %.
//!
//! By hand: the factors of years 1 to 5 are 1, 1.2, 1.44, 1.728 and 2.0736. Every hour runs
//! one replica busy 40 % of the time; in year 5 the work needs 0.40 × 2.0736 = 0.829 of a
//! replica: still one, so every year's peak is 4 GPUs and the own option is the one server,
//! 394,643.80 EUR. The work itself grows exactly: 730 × 4 = 2,920 GPU-hours a month in
//! year 1, over the 60 months 12 × 2,920 × (1 + 1.2 + 1.44 + 1.728 + 2.0736) = 35,040 ×
//! 7.4416 = 260,753.664 productive GPU-hours, so the server costs 394,643.80 / 260,753.664
//! = 1.5134737… EUR per productive GPU-hour.
//!
//! Without the metrics no headroom is known, and the replicas grow as counted: ceil(1.2) =
//! 2 replicas in years 2 to 4 (ceil(1.44) = ceil(1.728) = 2), ceil(2.0736) = 3 in year 5:
//! peaks of 4, 8, 8, 8 and 12 GPUs, a second server bought in month 13 and a third in
//! month 49.

mod support;

use gpucase_core::Case;
use gpucase_core::measured::{
    Measured, MeasuredMapping, MeasuredQuality, MeasuredQueue, MeasuredSm, MeasuredSummary,
};
use gpucase_core::requirements::{Replica, Requirements};
use gpucase_core::tco::{Comparison, compare};
use rust_decimal_macros::dec;
use support::{example, halve_into_four_gpus, option};

const HOURS: usize = 730;

fn measured(sm_mean: Option<&str>) -> Measured {
    Measured {
        use_as_profile: true,
        sources: Vec::new(),
        imported_at: "2026-11-30T00:00:00Z".into(),
        time_zone: "UTC".into(),
        sm_active_threshold: "0.10".parse().expect("a quantity"),
        fleet_gpus: 4,
        first_hour_utc: "2026-01-05T00:00:00Z".into(),
        productive_gpus: vec![4; HOURS],
        batch_only_gpus: vec![0; HOURS],
        no_data_gpus: vec![0; HOURS],
        queued_gpus: Vec::new(),
        summary: MeasuredSummary {
            productive_gpu_hours: 4 * HOURS as u64,
            total_gpu_hours: 4 * HOURS as u64,
            no_data_gpu_hours: 0,
            per_gpu: Vec::new(),
            sm_activity: MeasuredSm {
                gpu_hours: 4 * HOURS as u64,
                mean: sm_mean.map(|m| m.parse().expect("a quantity")),
                median: None,
                p95: None,
                share_at_least_0_8: None,
            },
            queue: MeasuredQueue {
                hours_with_waiting: 0,
                peak_waiting: None,
                peak_hour_utc: None,
                queued_gpu_hours: 0,
                unsized_server_hours: 0,
                capped_hours: 0,
            },
            data_quality: MeasuredQuality::default(),
            mapping: MeasuredMapping::default(),
        },
    }
}

fn case(sm_mean: Option<&str>) -> Case {
    let mut case = example();
    halve_into_four_gpus(&mut case.own[0]);
    case.hybrid = None;
    case.workload.growth_per_year = Some("0.20".parse().expect("a change"));
    case.requirements = Some(Requirements {
        replica: Some(Replica {
            gpus: 4,
            one_nvlink_domain: false,
            memory_gb: None,
        }),
        ..Default::default()
    });
    case.metrics = Some(measured(sm_mean));
    case.validate().expect("valid");
    case
}

fn compared(case: &Case) -> Comparison {
    compare(case, &case.profile().expect("a profile")).expect("computes")
}

#[test]
fn growth_into_measured_headroom_buys_nothing_more() {
    let c = compared(&case(Some("0.4000")));
    let peaks: Vec<u32> = c.demand_by_year.iter().map(|y| y.peak_gpus).collect();
    assert_eq!(peaks, [4, 4, 4, 4, 4]);
    let own = option(&c.options, "own-hgx-h200");
    let life = own.service_life.as_ref().expect("an own option");
    assert!(life.chosen_stages.is_empty(), "{:?}", life.chosen_stages);
    assert_eq!(life.servers, 1);
    assert_eq!(own.total_cost, dec!(394643.80));
    assert!(own.covers_demand());
    // 260,753.664 productive GPU-hours of work over the horizon.
    assert_eq!(
        own.productive_gpu_hours * c.horizon.periods,
        dec!(260753.664)
    );
    assert_eq!(
        own.cost_per_productive_gpu_hour.map(|v| v.round_dp(6)),
        Some(dec!(1.513474))
    );
}

#[test]
fn without_measured_headroom_the_replicas_grow_as_counted() {
    let c = compared(&case(None));
    let peaks: Vec<u32> = c.demand_by_year.iter().map(|y| y.peak_gpus).collect();
    assert_eq!(peaks, [4, 8, 8, 8, 12]);
    let own = option(&c.options, "own-hgx-h200");
    let life = own.service_life.as_ref().expect("an own option");
    let months: Vec<(u32, u32)> = life
        .chosen_stages
        .iter()
        .map(|s| (s.month, s.servers))
        .collect();
    assert_eq!(months, [(13, 1), (49, 1)]);
}
