//! An own quote is one server, bought whole (issue 17): the own option buys as many as the
//! peak needs and the hybrid moves in whole servers, never a fraction of one.
//!
//! The example's quote is an 8-GPU server at 789,287.60 EUR over its five years: purchase
//! 300,000 + licences 5 × 36,000 + electricity 6.5 kW × 1.4 × 8,760 h × 5 × 0.22 EUR =
//! 87,687.60 + colocation 60 × 1,500 + support 5 × 15,000 + staff 60 × 16 h × 85 EUR =
//! 81,600 − residual 25,000. The tests halve every figure of it into a 4-GPU server:
//! 394,643.80 EUR each.

mod support;

use gpucase_core::Case;
use gpucase_core::tco::OptionKind;
use rust_decimal_macros::dec;
use support::{costed, example, halve_into_four_gpus};

/// The example with its own quote halved into a 4-GPU server.
fn four_gpu_quote() -> Case {
    let mut case = example();
    halve_into_four_gpus(&mut case.own[0]);
    case.validate().expect("valid");
    case
}

#[test]
fn an_eight_gpu_peak_on_a_four_gpu_quote_buys_two_whole_servers() {
    let options = costed(&four_gpu_quote());
    let own = options
        .iter()
        .find(|o| o.kind == OptionKind::Own)
        .expect("own");
    // Two servers of 394,643.80 EUR: the 8-GPU quote's 789,287.60, serving every hour.
    assert_eq!(own.total_cost, dec!(789287.60));
    assert_eq!(own.label, "2 × 4-GPU server");
    assert_eq!(own.service_life.as_ref().expect("life").servers, 2);
    assert!(own.unserved_gpu_hours.is_zero());
    assert_eq!(own.billed_gpu_hours, dec!(5840));
}

#[test]
fn a_six_gpu_peak_still_buys_two_servers_never_one_and_a_half() {
    let mut case = four_gpu_quote();
    for w in &mut case.workload.windows {
        w.gpus = 6;
    }
    let options = costed(&case);
    let own = options
        .iter()
        .find(|o| o.kind == OptionKind::Own)
        .expect("own");
    assert_eq!(own.total_cost, dec!(789287.60));
    assert_eq!(own.billed_gpu_hours, dec!(8) * dec!(730));
}

#[test]
fn the_hybrid_moves_in_whole_servers() {
    let options = costed(&four_gpu_quote());
    let hybrid = options
        .iter()
        .find(|o| o.kind == OptionKind::Hybrid)
        .expect("hybrid");
    let detail = hybrid.hybrid.as_ref().expect("detail");
    let counts: Vec<u32> = detail.curve.iter().map(|p| p.own_gpus).collect();
    // None, one or two servers: the old curve had every count from 0 to 8.
    assert_eq!(counts, [0, 4, 8]);
    // At none it is the all-rent option stopped when idle; at two servers it is the own
    // option, nothing rented (no rented charges either).
    let stopped = options
        .iter()
        .find(|o| o.id == "aws-p5e/on_demand_stopped")
        .expect("stopped");
    assert_eq!(detail.curve[0].total_cost, stopped.total_cost);
    assert_eq!(detail.curve[2].total_cost, dec!(789287.60));
    // One server for the base and the 4 GPUs above it on an 8-GPU instance: the instance
    // bills the same hours as renting all 8, and only half the traffic, 250 of the 500 GB a
    // month, leaves it. That volume goes through the provider's tiers on its own (issue
    // 32): the first 100 GB free, 150 GB × 0.0774 EUR × 60 months = 696.60 EUR against
    // all-rent's 400 GB × 0.0774 × 60 = 1,857.60: all-rent plus one server less 1,161.00.
    assert_eq!(
        detail.curve[1].total_cost,
        stopped.total_cost + dec!(394643.80) - dec!(1161.00)
    );
    assert_eq!(detail.own_gpus, 0);
    assert_eq!(detail.own_servers, 0);
}
