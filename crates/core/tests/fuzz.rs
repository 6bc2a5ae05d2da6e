//! Bounded fuzzing of the two readers of `.gpucase` files (issue 16): the case file
//! (`casefile::parse`) and the scenario file (`scenario::parse`), fed mutants of the
//! bundled example and of a committed `gpucase/2` sample. A mutant either is refused with
//! an error or reads as a case that the engine costs without a panic: validation must
//! refuse whatever the engine cannot cost (item 6, a rate of 1e-28 overflowed there).
//!
//! Two kinds of mutants, a fixed number of each, from a fixed seed so that every run
//! tries the same inputs:
//! - structural: one to four leaves (numbers, strings, booleans) of the JSON replaced by
//!   hostile values (extreme and odd numbers, empty, huge and control-laden strings, wrong
//!   types), or a member removed;
//! - textual: bytes of the file deleted, duplicated or overwritten.

use gpucase_core::{casefile, scenario, tco};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde_json::Value;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");
const V2: &str = include_str!("../../../testdata/scenario/v2-enterprise-assistant.gpucase");

/// How many mutants of each kind a run tries; `scripts/test.sh` runs them with every
/// `cargo test`.
const CASES: u32 = 384;

fn runner() -> TestRunner {
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    };
    let seed = *b"gpucase issue 16, fuzzing cases.";
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed))
}

/// Values a hostile or careless editor puts where a leaf was.
fn hostile() -> impl Strategy<Value = Value> {
    let numbers = [
        "0",
        "-1",
        "1e308",
        "-1e308",
        "1e-28",
        "0.0000000000000000000000000001",
        "4294967295",
        "18446744073709551615",
        "9007199254740993",
        "79228162514264337593543950335",
        "1.5",
        "100000",
    ];
    let texts = [
        "",
        " ",
        "0.0000000000000000000000000001 USD",
        "1e30 EUR",
        "-5 EUR",
        "12.50 XXX",
        "NaN",
        "24:00",
        "00:00",
        "0000-01-01",
        "9999-12-31",
        "2026-02-30",
        "../../../etc/passwd",
        "\u{202e}\u{1b}[2J\n\t",
        "on_demand",
        "reserved",
        "monthly_billed",
    ];
    prop_oneof![
        prop::sample::select(numbers.to_vec())
            .prop_map(|n| serde_json::from_str::<Value>(n).unwrap_or(Value::Null)),
        prop::sample::select(texts.to_vec()).prop_map(|t| Value::String(t.to_owned())),
        "[ -~]{0,12}".prop_map(Value::String),
        (0usize..70_000).prop_map(|n| Value::String("x".repeat(n))),
        Just(Value::Null),
        Just(Value::Bool(true)),
        Just(Value::Array(vec![])),
        Just(Value::Object(serde_json::Map::new())),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
    ]
}

/// Every leaf's position in `value`, as a list of steps (member names and indices).
fn leaves(value: &Value, at: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                at.push(Step::Key(k.clone()));
                out.push(at.clone());
                leaves(v, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                at.push(Step::Index(i));
                out.push(at.clone());
                leaves(v, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

#[derive(Debug, Clone)]
enum Step {
    Key(String),
    Index(usize),
}

fn at_mut<'v>(value: &'v mut Value, path: &[Step]) -> Option<&'v mut Value> {
    path.iter().try_fold(value, |v, step| match step {
        Step::Key(k) => v.get_mut(k),
        Step::Index(i) => v.get_mut(*i),
    })
}

fn remove(value: &mut Value, path: &[Step]) {
    let Some((last, parent)) = path.split_last() else {
        return;
    };
    match (at_mut(value, parent), last) {
        (Some(Value::Object(map)), Step::Key(k)) => {
            map.remove(k);
        }
        (Some(Value::Array(items)), Step::Index(i)) if *i < items.len() => {
            items.remove(*i);
        }
        _ => {}
    }
}

/// Reads `text` with both readers; what either accepts is costed on its own profile.
fn read_and_cost(text: &str) {
    if let Ok(case) = casefile::parse(text)
        && let Ok(profile) = case.profile()
    {
        let _ = tco::compare(&case, &profile);
    }
    if let Ok(read) = scenario::parse(text) {
        let case = &read.scenario.case;
        if let Ok(profile) = case.profile() {
            let _ = tco::compare(case, &profile);
        }
    }
}

fn structural(source: &'static str) {
    let original: Value = serde_json::from_str(source).expect("the sample is JSON");
    let mut all = Vec::new();
    leaves(&original, &mut Vec::new(), &mut all);
    let edits = prop::collection::vec(
        (
            prop::sample::select(all),
            hostile(),
            prop::bool::weighted(0.15),
        ),
        1..=4,
    );
    runner()
        .run(&edits, |edits| {
            let mut mutant = original.clone();
            for (path, value, delete) in edits {
                if delete {
                    remove(&mut mutant, &path);
                } else if let Some(slot) = at_mut(&mut mutant, &path) {
                    *slot = value;
                }
            }
            let text = serde_json::to_string_pretty(&mutant).expect("JSON writes");
            read_and_cost(&text);
            Ok(())
        })
        .expect("no mutant panics");
}

fn textual(source: &'static str) {
    let edits = prop::collection::vec(
        (0usize..source.len(), 0usize..64, 0u8..3, any::<u8>()),
        1..=6,
    );
    runner()
        .run(&edits, |edits| {
            let mut bytes = source.as_bytes().to_vec();
            for (at, len, kind, byte) in edits {
                let at = at.min(bytes.len());
                let end = (at + len).min(bytes.len());
                match kind {
                    0 => {
                        bytes.drain(at..end);
                    }
                    1 => {
                        let copy = bytes[at..end].to_vec();
                        bytes.splice(at..at, copy);
                    }
                    _ => bytes[at..end].fill(byte),
                }
            }
            if let Ok(text) = std::str::from_utf8(&bytes) {
                read_and_cost(text);
            }
            Ok(())
        })
        .expect("no mutant panics");
}

#[test]
fn case_file_mutants_are_refused_or_costed_never_a_panic() {
    structural(EXAMPLE);
    textual(EXAMPLE);
}

#[test]
fn scenario_file_mutants_are_refused_or_costed_never_a_panic() {
    structural(V2);
    textual(V2);
}
