//! Spares as a requirement (issue 32): N+1 buys the own side a spare server and has the
//! rented side hold a spare instance where its pricing model holds capacity; a model that
//! starts instances as work comes says it holds none.
//!
//! The example (`examples/enterprise-assistant.gpucase`) with one spare: its 8-GPU server
//! costs 789,287.60 EUR over its five years (the horizon's); the 8-GPU instance 39.80 USD
//! an hour, 34.228 EUR at 0.86, with a support plan of 3 % of compute and IPv4 at 3.65 USD
//! a month per instance.

mod support;

use gpucase_core::requirements::Requirements;
use gpucase_core::tco::Risk;
use rust_decimal_macros::dec;
use support::{costed, example, option};

fn with_spares(spares: u32) -> gpucase_core::Case {
    let mut case = example();
    case.requirements = Some(Requirements {
        spares,
        ..Default::default()
    });
    case.validate().expect("valid");
    case
}

#[test]
fn one_spare_buys_a_second_server_and_holds_a_second_instance() {
    let none = costed(&example());
    let one = costed(&with_spares(1));
    // Own: two servers, 2 × 789,287.60 EUR; the work is the same.
    let own = option(&one, "own-hgx-h200");
    assert_eq!(own.total_cost, dec!(1578575.20));
    assert_eq!(own.service_life.as_ref().map(|l| l.servers), Some(2));
    assert_eq!(
        own.productive_gpu_hours,
        option(&none, "own-hgx-h200").productive_gpu_hours
    );
    assert!(own.covers_demand());
    // On demand allocated every hour: a second instance every hour of the 60 months,
    // 34.228 × 730 × 60 = 1,499,186.40 EUR, with its 3 % support share 44,975.592 and its
    // IPv4 address 3.65 × 0.86 × 60 = 188.34: 1,544,350.332 EUR more.
    let always =
        |o: &[gpucase_core::tco::OptionResult]| option(o, "aws-p5e/on_demand_always").total_cost;
    assert_eq!(always(&one) - always(&none), dec!(1544350.332));
}

#[test]
fn a_model_that_starts_instances_as_work_comes_says_it_holds_no_spare() {
    let none = costed(&example());
    let one = costed(&with_spares(1));
    let stopped = option(&one, "aws-p5e/on_demand_stopped");
    assert_eq!(
        stopped.total_cost,
        option(&none, "aws-p5e/on_demand_stopped").total_cost
    );
    assert!(
        stopped
            .risks
            .iter()
            .any(|r| matches!(r, Risk::SpareNotHeld { spares: 1 })),
        "{:?}",
        stopped.risks
    );
    // The single-machine risk is the case's without spares; with them it is answered.
    assert!(
        !one.iter()
            .flat_map(|o| &o.risks)
            .any(|r| matches!(r, Risk::SingleMachine { .. }))
    );
}

#[test]
fn more_spares_than_eight_are_refused_with_the_field() {
    let mut case = example();
    case.requirements = Some(Requirements {
        spares: 9,
        ..Default::default()
    });
    let err = case.validate().expect_err("refused");
    assert_eq!(err.path, "requirements.spares");
}
