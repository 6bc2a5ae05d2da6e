//! What the team pays today from its own bills (issue 34, the article's step 5), worked by
//! hand: the example (8 GPUs, 336 productive hours of 730 a month: 2,688 productive
//! GPU-hours a month) with one bill line for September 2026 (720 hours): an 8-GPU instance
//! billed 720 hours, 24,000 USD at list and 18,000 USD as paid, at 0.86 EUR per USD.

mod support;

use gpucase_core::billed::{Billed, BilledLine, ProductiveFrom};
use gpucase_core::problem::Problem;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::example;

fn billed(start: &str, end: &str) -> Billed {
    Billed {
        sources: vec!["focus-2026-09.csv".into()],
        period_start: start.into(),
        period_end: end.into(),
        lines: vec![BilledLine {
            provider: "AWS".into(),
            service: "Amazon Elastic Compute Cloud".into(),
            sku: "8EUDH4DMU9BPYJJY".into(),
            instance: "BoxUsage:p5e.48xlarge".into(),
            region: "eu-north-1".into(),
            gpus: 8,
            billed_hours: "720".parse().expect("a quantity"),
            list_cost: "24000 USD".parse().expect("an amount"),
            contracted_cost: None,
            effective_cost: "18000 USD".parse().expect("an amount"),
        }],
        credits: None,
    }
}

#[test]
fn the_bill_is_set_against_the_productive_gpu_hours_of_its_period() {
    let mut case = example();
    case.billed = Some(billed("2026-09-01T00:00:00Z", "2026-10-01T00:00:00Z"));
    case.validate().expect("valid");
    let c =
        gpucase_core::compare(&case, &case.workload.profile().expect("a profile")).expect("costed");
    let p = c.paid_today.expect("bills");
    // 720 hours × 8 GPUs billed; 18,000 × 0.86 = 15,480 EUR paid, 24,000 × 0.86 = 20,640 at
    // list.
    assert_eq!(p.period_hours, dec!(720));
    assert_eq!(p.billed_gpu_hours, dec!(5760));
    assert_eq!(p.effective_cost, dec!(15480));
    assert_eq!(p.list_cost, dec!(20640));
    // 15,480 / 5,760 = 2.6875 EUR per billed GPU-hour, 20,640 / 5,760 = 3.58333… at list.
    assert_eq!(p.per_billed_gpu_hour, Some(dec!(2.6875)));
    assert_eq!(
        p.list_per_billed_gpu_hour.map(|d| d.round_dp(5)),
        Some(dec!(3.58333))
    );
    // The schedule's 2,688 productive GPU-hours in 730 hours, over 720: 2,651.178…; so
    // 15,480 / 2,651.178… = 15,695 / 2,688 = 5.83891369… EUR per productive GPU-hour.
    assert_eq!(p.productive_from, ProductiveFrom::Profile);
    assert_eq!(p.productive_gpu_hours.round_dp(6), dec!(2651.178082));
    assert_eq!(
        p.per_productive_gpu_hour.map(|d| d.round_dp(8)),
        Some((dec!(15695) / dec!(2688)).round_dp(8))
    );
    let without = gpucase_core::compare(&example(), &example().workload.profile().expect("p"))
        .expect("costed");
    assert_eq!(without.paid_today, None);
    assert_ne!(p.per_productive_gpu_hour, Some(Decimal::ZERO));
}

#[test]
fn a_period_that_does_not_end_after_it_starts_is_refused_by_field() {
    let mut case = example();
    case.billed = Some(billed("2026-10-01T00:00:00Z", "2026-09-01T00:00:00Z"));
    let e = case.validate().expect_err("backwards");
    assert_eq!(e.path, "billed.period_end");
    assert!(matches!(e.problem, Problem::BillPeriod { .. }));
    case.billed = Some(billed("September", "2026-09-01T00:00:00Z"));
    let e = case.validate().expect_err("no time");
    assert_eq!(e.path, "billed.period_start");
    let mut b = billed("2026-09-01T00:00:00Z", "2026-10-01T00:00:00Z");
    b.lines[0].gpus = 0;
    case.billed = Some(b);
    assert_eq!(
        case.validate().expect_err("no GPUs").path,
        "billed.lines[0].gpus"
    );
}

/// Metrics over the whole of October 2026 (744 hours), 3 GPUs productive in each of the
/// first 100 hours and none after: 300 productive GPU-hours measured. A bill for 1 to 11
/// October (240 hours) meets 3 × 100 = 300 of them; one for September meets none of the
/// metrics' hours and falls back to the workload's share.
#[test]
fn metrics_that_cover_the_bills_period_give_its_productive_gpu_hours() {
    use gpucase_core::measured::{
        Measured, MeasuredMapping, MeasuredQuality, MeasuredQueue, MeasuredSm, MeasuredSummary,
    };
    const HOURS: usize = 744;
    let mut productive = vec![0u32; HOURS];
    for h in productive.iter_mut().take(100) {
        *h = 3;
    }
    let measured = Measured {
        use_as_profile: false,
        sources: Vec::new(),
        imported_at: "2026-11-30T00:00:00Z".into(),
        time_zone: "UTC".into(),
        sm_active_threshold: "0.10".parse().expect("a quantity"),
        fleet_gpus: 8,
        first_hour_utc: "2026-10-01T00:00:00Z".into(),
        productive_gpus: productive,
        batch_only_gpus: vec![0; HOURS],
        no_data_gpus: vec![0; HOURS],
        queued_gpus: Vec::new(),
        summary: MeasuredSummary {
            productive_gpu_hours: 300,
            total_gpu_hours: 8 * HOURS as u64,
            no_data_gpu_hours: 0,
            per_gpu: Vec::new(),
            sm_activity: MeasuredSm {
                gpu_hours: 300,
                mean: None,
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
    };
    let mut case = example();
    case.metrics = Some(measured);
    case.billed = Some(billed("2026-10-01T00:00:00Z", "2026-10-11T00:00:00Z"));
    let profile = case.workload.profile().expect("a profile");
    let p = gpucase_core::billed::paid_today(&case, &profile)
        .expect("readable")
        .expect("bills");
    assert_eq!(p.productive_from, ProductiveFrom::Measured);
    assert_eq!(p.productive_gpu_hours, dec!(300));
    // 15,480 EUR over 300 productive GPU-hours: 51.60.
    assert_eq!(p.per_productive_gpu_hour, Some(dec!(51.6)));
    case.billed = Some(billed("2026-09-01T00:00:00Z", "2026-10-01T00:00:00Z"));
    let p = gpucase_core::billed::paid_today(&case, &profile)
        .expect("readable")
        .expect("bills");
    assert_eq!(p.productive_from, ProductiveFrom::Profile);
}
