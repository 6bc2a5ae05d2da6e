//! Issue 31: a service that must answer on one machine is a single point of failure, and
//! the engine says so with what a second machine would cost. Worked by hand on the bundled
//! example (`examples/enterprise-assistant.gpucase`) with its chat window required to
//! answer without delay:
//!
//! The own HGX server (8 GPUs) holds the peak of 8 GPUs alone. A second one as quoted, over
//! the 5-year horizon that is its service life: purchase 300,000; licences 36,000 × 5 =
//! 180,000; electricity 6.5 kW × 1.4 × 8,760 h × 5 × 0.22 EUR = 87,687.60; colocation
//! 1,500 × 60 = 90,000; support 15,000 × 5 = 75,000; staff 16 h × 85 EUR × 60 = 81,600;
//! residual −25,000: 789,287.60 EUR.
//!
//! The AWS p5e.48xlarge (8 GPUs) always on is one instance. A second held every hour at
//! 39.80 USD × 0.86 = 34.228 EUR an hour, 8,760 h × 5 years: 1,499,186.40 EUR.
//!
//! Without a must-answer window or a 24/7 service, neither has the risk.

mod support;

use gpucase_core::requirements::Requirements;
use gpucase_core::tco::Risk;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{costed, example, option};

fn second(risks: &[Risk]) -> Option<(bool, Decimal)> {
    risks.iter().find_map(|r| match r {
        Risk::SingleMachine { own, second } => Some((*own, *second)),
        _ => None,
    })
}

#[test]
fn one_machine_for_a_window_that_must_answer_is_the_first_risk_with_a_second_s_cost() {
    let mut case = example();
    case.requirements = Some(Requirements {
        must_answer: vec!["Chat and RAG assistant".into()],
        ..Default::default()
    });
    let options = costed(&case);
    let own = option(&options, "own-hgx-h200");
    assert_eq!(
        own.risks
            .first()
            .and_then(|r| second(std::slice::from_ref(r))),
        Some((true, dec!(789287.60)))
    );
    let always = option(&options, "aws-p5e/on_demand_always");
    assert_eq!(second(&always.risks), Some((false, dec!(1499186.40))));
    // Stopped when idle it holds no instance: its risk is the restart, not this one.
    let stopped = option(&options, "aws-p5e/on_demand_stopped");
    assert_eq!(second(&stopped.risks), None);
}

#[test]
fn without_a_service_that_must_answer_one_machine_is_no_risk() {
    let options = costed(&example());
    for o in &options {
        assert_eq!(second(&o.risks), None, "{}", o.id);
    }
}
