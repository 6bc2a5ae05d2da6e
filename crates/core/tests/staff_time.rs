//! Staff time outside the own quotes (issue 32): hours a month per rented instance held at
//! the peak, and the hours a hybrid spends on running two stacks, at one hourly rate.
//!
//! The example (`examples/enterprise-assistant.gpucase`, 5 years, one 8-GPU instance at
//! the peak) with 4 staff hours a month per rented instance, 10 a month for a second stack,
//! at 85 EUR an hour: 4 × 85 × 60 = 20,400 EUR per instance over the horizon, 10 × 85 × 60 =
//! 51,000 EUR for the second stack.

mod support;

use gpucase_core::Case;
use gpucase_core::case::Operations;
use gpucase_core::tco::{CostKind, OptionKind};
use rust_decimal_macros::dec;
use support::{costed, example, halve_into_four_gpus, item, option};

fn with_staff(mut case: Case) -> Case {
    case.operations = Some(Operations {
        rent_hours_per_instance_month: "4".parse().expect("hours"),
        second_stack_hours_per_month: "10".parse().expect("hours"),
        hour_rate: "85.00 EUR".parse().expect("an amount"),
    });
    case.validate().expect("valid");
    case
}

#[test]
fn every_rented_option_pays_staff_time_per_instance_held_at_the_peak() {
    let before = costed(&example());
    let after = costed(&with_staff(example()));
    for id in [
        "aws-p5e/on_demand_always",
        "aws-p5e/on_demand_stopped",
        "aws-p5e/savings_plan",
        "aws-p5e/spot_batch",
    ] {
        let o = option(&after, id);
        assert_eq!(item(o, CostKind::RentOperations), dec!(20400), "{id}");
        assert_eq!(
            o.total_cost - option(&before, id).total_cost,
            dec!(20400),
            "{id}"
        );
    }
    // The own option's staff time is its quote's, unchanged.
    assert_eq!(
        option(&after, "own-hgx-h200").total_cost,
        option(&before, "own-hgx-h200").total_cost
    );
}

#[test]
fn a_hybrid_with_an_own_base_and_rented_peaks_pays_for_two_stacks() {
    // The 4-GPU server of whole_servers.rs: at one server the hybrid owns 4 GPUs and rents
    // the 4 above them on the 8-GPU instance (one instance at the peak, as all-rent).
    let mut case = example();
    halve_into_four_gpus(&mut case.own[0]);
    let plain = gpucase_core::tco::compare(&case, &case.workload.profile().expect("profile"))
        .expect("computes");
    let staffed = with_staff(case);
    let staffed =
        gpucase_core::tco::compare(&staffed, &staffed.workload.profile().expect("profile"))
            .expect("computes");
    let curve = |c: &gpucase_core::tco::Comparison| {
        c.options
            .iter()
            .find(|o| o.kind == OptionKind::Hybrid)
            .and_then(|o| o.hybrid.clone())
            .expect("a hybrid")
            .curve
    };
    let (plain, staffed) = (curve(&plain), curve(&staffed));
    // No own base: the rented instance's 20,400 only. One server: 20,400 for the instance
    // and 51,000 for the second stack. Two servers: nothing rented, no staff time added.
    assert_eq!(staffed[0].total_cost - plain[0].total_cost, dec!(20400));
    assert_eq!(staffed[1].total_cost - plain[1].total_cost, dec!(71400));
    assert_eq!(staffed[2].total_cost, plain[2].total_cost);
}
