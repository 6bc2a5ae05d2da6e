//! The worked example of docs/method.md section 3, pinned exactly: it is the test oracle.
//!
//! 1,000 employees; chat and RAG assistant on 8 GPUs, 21 workdays 07:00-19:00 = 252 h;
//! nightly batch 4 h on the same 21 days = 84 h; month = 730 h; productive 336 h = 46 %
//! (336/730 = 0.4603). An 8-GPU instance allocated all month bills 730 instance-hours =
//! 5,840 GPU-hours for 2,688 productive GPU-hours. Over five years 8 own GPUs provide
//! 350,400 GPU-hours, 161,280 of them productive at the same share.

use gpucase_core::casefile;
use gpucase_core::tco::{BreakEvenVerdict, OptionKind, compare};
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn round4(d: Decimal) -> Decimal {
    d.round_dp_with_strategy(4, RoundingStrategy::MidpointAwayFromZero)
}

#[test]
fn the_schedule_gives_336_productive_hours_of_730() {
    let case = casefile::parse(EXAMPLE).unwrap();
    let profile = case.workload.profile().unwrap();
    assert_eq!(profile.hours(), 730);
    let chat = profile
        .slots
        .iter()
        .filter(|s| s.productive_gpus > 0 && s.batch_gpus == 0)
        .count();
    let batch = profile.slots.iter().filter(|s| s.batch_gpus > 0).count();
    assert_eq!((chat, batch), (252, 84));
    assert_eq!(profile.productive_hours(), 336);
    assert_eq!(round4(profile.productive_share()), dec!(0.4603));
}

#[test]
fn an_instance_allocated_all_month_bills_5840_gpu_hours_for_2688_productive() {
    let case = casefile::parse(EXAMPLE).unwrap();
    let result = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let always = result
        .options
        .iter()
        .find(|o| o.kind == OptionKind::OnDemandAlways)
        .unwrap();
    assert_eq!(always.billed_gpu_hours, dec!(5840));
    assert_eq!(always.productive_gpu_hours, dec!(2688));
}

#[test]
fn eight_own_gpus_provide_350400_gpu_hours_in_five_years_161280_productive() {
    let case = casefile::parse(EXAMPLE).unwrap();
    let result = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let own = result
        .options
        .iter()
        .find(|o| o.kind == OptionKind::Own)
        .unwrap();
    let life = own.service_life.as_ref().unwrap();
    assert_eq!(life.gpu_hours, 350_400);
    assert_eq!(life.productive_gpu_hours, dec!(161280));
}

#[test]
fn own_lifecycle_cost_follows_the_formula_of_the_brief() {
    // By hand from the example quote, five years:
    //   purchase 300,000 + licences 5 x 36,000 = 180,000
    //   + electricity 6.5 kW x 1.4 PUE x 43,800 h x 0.22 EUR/kWh = 87,687.60
    //   + colocation 60 x 1,500 = 90,000 + support 5 x 15,000 = 75,000
    //   + operations 60 x 16 h x 85 EUR = 81,600 - residual 25,000 = 789,287.60 EUR
    // cost per productive GPU-hour = 789,287.60 / 161,280 = 4.89390...
    let case = casefile::parse(EXAMPLE).unwrap();
    let result = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let own = &result.options[0];
    assert_eq!(own.total_cost, dec!(789287.60));
    assert_eq!(
        round4(own.cost_per_productive_gpu_hour.unwrap()),
        dec!(4.8939)
    );
}

#[test]
fn stopping_when_idle_bills_productive_hours_plus_two_starts_a_day() {
    // 336 productive instance-hours + 21 days x 2 starts x (10 + 20) minutes = 357 h.
    let case = casefile::parse(EXAMPLE).unwrap();
    let result = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let stopped = result
        .options
        .iter()
        .find(|o| o.kind == OptionKind::OnDemandStopped)
        .unwrap();
    assert_eq!(stopped.starts_per_period, Some(dec!(42)));
    assert_eq!(stopped.billed_gpu_hours, dec!(2856));
}

#[test]
fn the_share_cancels_for_capacity_allocated_every_hour() {
    let case = casefile::parse(EXAMPLE).unwrap();
    let result = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let always = result
        .break_even
        .iter()
        .find(|b| b.option == "aws-p5e/on_demand_always")
        .unwrap();
    assert_eq!(always.verdict, BreakEvenVerdict::ShareCancels);
    let stopped = result
        .break_even
        .iter()
        .find(|b| b.option == "aws-p5e/on_demand_stopped")
        .unwrap();
    assert_ne!(stopped.verdict, BreakEvenVerdict::ShareCancels);
}

#[test]
fn hybrid_is_never_dearer_than_all_own_or_all_rent() {
    let case = casefile::parse(EXAMPLE).unwrap();
    let result = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let find = |kind| result.options.iter().find(|o| o.kind == kind).unwrap();
    let hybrid = find(OptionKind::Hybrid);
    assert!(hybrid.total_cost <= find(OptionKind::Own).total_cost);
    assert!(hybrid.total_cost <= find(OptionKind::OnDemandStopped).total_cost);
    let curve = &hybrid.hybrid.as_ref().unwrap().curve;
    // The quote is one 8-GPU server, bought whole: none or one.
    assert_eq!(curve.len(), 2, "no own server or one");
    assert_eq!(curve[1].own_gpus, 8);
    assert_eq!(curve[1].total_cost, find(OptionKind::Own).total_cost);
    assert_eq!(
        curve[0].total_cost,
        find(OptionKind::OnDemandStopped).total_cost
    );
}
