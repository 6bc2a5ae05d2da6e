//! The hybrid sized from the queue (issue 17): with imported metrics, the hours rented are
//! those in which demand, productive GPUs plus the GPUs waiting requests would have kept
//! busy, exceeds the own base.
//!
//! The case: the example's 8-GPU quote halved into a 4-GPU server (394,643.80 EUR over five
//! years, see `whole_servers.rs`), and the example's offer as a 4-GPU instance at 19.90 USD
//! an hour (17.114 EUR at 0.86), 10 minutes of boot and 20 of model load (half an hour a
//! start), every charge outside the hourly price set to zero. The profile: a month of 730
//! hours with 4 GPUs productive in every hour; requests wait for 4 GPUs more in hours 10 and
//! 11 of days 0 to 20 (42 hours, 168 GPU-hours).

mod support;

use gpucase_core::tco::{OptionKind, OptionResult, compare};
use gpucase_core::workload::{HourSlot, HourlyProfile};
use gpucase_core::{Case, casefile};
use rust_decimal_macros::dec;
use support::{EXAMPLE, halve_into_four_gpus, no_charges, option};

fn case() -> Case {
    let mut json: serde_json::Value = serde_json::from_str(EXAMPLE).expect("json");
    let offer = &mut json["rent"][0];
    offer["gpus_per_instance"] = "4".parse().expect("number");
    offer["on_demand_per_instance_hour"] = "19.90 USD".into();
    offer["charges"] = no_charges();
    let mut case = casefile::parse(&json.to_string()).expect("the case parses");
    halve_into_four_gpus(&mut case.own[0]);
    case.validate().expect("valid");
    case
}

fn profile(queue: bool) -> HourlyProfile {
    HourlyProfile {
        fleet_gpus: 4,
        slots: (0..730u32)
            .map(|h| {
                let (day, hour) = (h / 24, h % 24);
                let waits = queue && day <= 20 && (10..12).contains(&hour);
                HourSlot {
                    day,
                    weekday: u8::try_from(day % 7).expect("weekday"),
                    local_hour: u8::try_from(hour).expect("hour"),
                    workday: day % 7 < 5,
                    productive_gpus: 4,
                    batch_gpus: 0,
                    no_data_gpus: 0,
                    queued_gpus: if waits { 4 } else { 0 },
                }
            })
            .collect(),
    }
}

fn costed(queue: bool) -> Vec<OptionResult> {
    compare(&case(), &profile(queue)).expect("computes").options
}

fn hybrid(options: &[OptionResult]) -> &OptionResult {
    options
        .iter()
        .find(|o| o.kind == OptionKind::Hybrid)
        .expect("a hybrid")
}

#[test]
fn the_hybrid_rents_the_hours_in_which_requests_waited() {
    let options = costed(true);
    let h = hybrid(&options);
    let detail = h.hybrid.as_ref().expect("detail");
    // Peak demand 8: the fleets tried are 0, 4 and 8 own GPUs.
    let counts: Vec<u32> = detail.curve.iter().map(|p| p.own_gpus).collect();
    assert_eq!(counts, [0, 4, 8]);
    // One own server; one instance runs 2 hours on each of 21 days and starts 21 times:
    // 42 + 21 × 0.5 = 52.5 instance-hours a month × 17.114 EUR = 898.485 EUR, × 60 months
    // = 53,909.10 EUR. With the server's 394,643.80: 448,552.90 EUR.
    assert_eq!(detail.own_gpus, 4);
    assert_eq!(h.total_cost, dec!(448552.90));
    assert_eq!(h.starts_per_period, Some(dec!(21)));
    assert_eq!(detail.queued_gpu_hours, 168);
    // Against all-own on two servers (789,287.60) and all-rent: 4 GPUs in every hour and 4
    // more in the 42 hours, (730 + 52.5) × 17.114 × 60 = 803,502.30 EUR.
    let total = |gpus: u32| {
        detail
            .curve
            .iter()
            .find(|p| p.own_gpus == gpus)
            .expect("point")
            .total_cost
    };
    assert_eq!(total(8), dec!(789287.60));
    assert_eq!(total(0), dec!(803502.30));
    // The denominator stays the measured work: 4 × 730 productive GPU-hours a month.
    assert_eq!(
        h.cost_per_productive_gpu_hour,
        Some(dec!(448552.90) / dec!(175200))
    );
}

#[test]
fn without_a_queue_the_base_serves_every_hour_and_nothing_is_rented() {
    let options = costed(false);
    let h = hybrid(&options);
    let detail = h.hybrid.as_ref().expect("detail");
    assert_eq!(detail.own_gpus, 4);
    assert_eq!(h.total_cost, dec!(394643.80));
    assert_eq!(detail.queued_gpu_hours, 0);
    assert_eq!(h.starts_per_period, None);
}

#[test]
fn the_queue_sizes_the_hybrid_only() {
    let (with, without) = (costed(true), costed(false));
    for id in with
        .iter()
        .filter(|o| o.kind != OptionKind::Hybrid)
        .map(|o| &o.id)
    {
        assert_eq!(
            option(&with, id).total_cost,
            option(&without, id).total_cost,
            "{id}"
        );
    }
}
