//! A case that validation accepts can be costed without a panic: validation refuses what
//! the engine cannot cost (issue 16, items 6 and 9), naming the field and the bound. The
//! inputs are the bundled example with one field made absurd, as a hostile or careless
//! file would have it.

use gpucase_core::problem::Problem;
use gpucase_core::{Case, compare};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

/// The example with `edit` applied to its JSON.
fn edited(edit: impl FnOnce(&mut serde_json::Value)) -> Case {
    let mut value: serde_json::Value = serde_json::from_str(EXAMPLE).expect("the example");
    edit(&mut value);
    serde_json::from_value(value).expect("still a case by its types")
}

/// The field and problem validation refuses `case` with.
fn refused(case: &Case) -> (String, Problem) {
    let e = case.validate().expect_err("refused");
    (e.path, e.problem)
}

fn savings_plan(v: &mut serde_json::Value) -> &mut serde_json::Value {
    &mut v["rent"][0]["pricing"][2]["savings_plan"]
}

#[test]
fn a_rate_too_small_to_divide_by_is_refused_and_the_smallest_allowed_computes() {
    // Before validation bounded it, this rate made `commitment / rate` overflow: exit 101.
    let case = edited(|v| {
        savings_plan(v)["rate_per_instance_hour"] = "0.0000000000000000000000000001 USD".into();
    });
    assert_eq!(
        refused(&case),
        (
            "rent[0].pricing[2].savings_plan.rate_per_instance_hour".to_owned(),
            Problem::Range {
                min: "0.000001".into(),
                max: "1000000000000".into()
            }
        )
    );
    // At the bound, every option is costed (no panic, no error).
    let case = edited(|v| {
        savings_plan(v)["rate_per_instance_hour"] = "0.000001 USD".into();
    });
    case.validate().expect("at the bound");
    let profile = case.profile().expect("a profile");
    let c = compare(&case, &profile).expect("computes");
    assert!(c.options.iter().any(|o| o.id == "aws-p5e/savings_plan"));
}

#[test]
fn exchange_rates_outside_their_range_or_given_twice_are_refused() {
    let case = edited(|v| v["exchange_rates"][0]["rate"] = "0.0000000000000000000000000001".into());
    assert_eq!(
        refused(&case),
        (
            "exchange_rates[0].rate".to_owned(),
            Problem::Range {
                min: "0.01".into(),
                max: "100".into()
            }
        )
    );
    // USD/EUR 0.86 and EUR/USD 0.86 contradict each other; either one alone is fine.
    let case = edited(|v| {
        let mut back = v["exchange_rates"][0].clone();
        back["from"] = "EUR".into();
        back["to"] = "USD".into();
        v["exchange_rates"]
            .as_array_mut()
            .expect("rates")
            .push(back);
    });
    assert_eq!(
        refused(&case),
        (
            "exchange_rates[1]".to_owned(),
            Problem::RateGivenTwice {
                from: "EUR".into(),
                to: "USD".into()
            }
        )
    );
}

#[test]
fn counts_and_quantities_beyond_any_real_fleet_are_refused() {
    let case = edited(|v| v["own"][0]["gpus"] = 4_294_967_295u32.into());
    assert_eq!(
        refused(&case),
        (
            "own[0].gpus".to_owned(),
            Problem::Between {
                min: 1,
                max: 100_000
            }
        )
    );
    let case = edited(|v| {
        v["rent"][0]["pricing"][5]["spot_batch"]["interruption_overhead"] = "100".into();
    });
    assert_eq!(
        refused(&case),
        (
            "rent[0].pricing[5].spot_batch.interruption_overhead".to_owned(),
            Problem::Range {
                min: "0".into(),
                max: "2".into()
            }
        )
    );
    let case = edited(|v| v["workload"]["egress_gb_per_month"] = "999999999999".into());
    assert_eq!(refused(&case).0, "workload.egress_gb_per_month");
}

#[test]
fn a_switch_in_the_year_zero_is_refused() {
    let case = edited(|v| v["switching"]["planned_switch"] = "0000-01-01".into());
    assert_eq!(
        refused(&case),
        (
            "switching.planned_switch".to_owned(),
            Problem::Range {
                min: "2000-01-01".into(),
                max: "2100-12-31".into()
            }
        )
    );
}
