//! Scenario files (`gpucase/2`): the migration from `gpucase/1` on committed sample files
//! (testdata/scenario/README.md says where each comes from), the refusal of newer formats,
//! hostile input, the canonical form a signature covers, and schema drift.

#![allow(
    clippy::unwrap_used,
    reason = "tests: a panic is the test failing, with its location"
)]

use gpucase_core::casefile::{self, CaseFileError};
use gpucase_core::scenario::{self, Limits};

const V1_EXAMPLE: &str = include_str!("../../../testdata/scenario/v1-enterprise-assistant.gpucase");
const V1_METRICS: &str = include_str!("../../../testdata/scenario/v1-with-metrics.gpucase");
const V2_EXAMPLE: &str = include_str!("../../../testdata/scenario/v2-enterprise-assistant.gpucase");
const SCHEMA_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../docs/gpucase-2.schema.json"
);

fn message(e: &CaseFileError) -> String {
    e.to_string()
}

#[test]
fn v1_files_migrate_to_v2_with_their_case_intact_and_no_results() {
    for sample in [V1_EXAMPLE, V1_METRICS] {
        let read = scenario::parse(sample).unwrap();
        assert_eq!(read.migrated_from.as_deref(), Some("gpucase/1"));
        assert_eq!(read.scenario.case, casefile::parse(sample).unwrap());
        assert_eq!(read.scenario.results, None);
        assert_eq!(read.scenario.signature, None);
        assert_eq!(read.signed_content, None);
        // The case inside the written v2 file is the v1 document, value for value.
        let written: serde_json::Value =
            serde_json::from_str(&scenario::to_string(&read.scenario)).unwrap();
        let original: serde_json::Value = serde_json::from_str(sample).unwrap();
        assert_eq!(written["format"], "gpucase/2");
        assert_eq!(written["case"], original);
    }
    let metrics = scenario::parse(V1_METRICS).unwrap().scenario.case.metrics;
    assert!(metrics.is_some(), "the metrics sample lost its metrics");
}

#[test]
fn the_v2_sample_reads_and_writes_back_byte_for_byte() {
    let read = scenario::parse(V2_EXAMPLE).unwrap();
    assert_eq!(read.migrated_from, None);
    let results = read.scenario.results.as_ref().unwrap();
    assert_eq!(results.computed_by, "gpucase 0.1.0");
    assert!(results.options.len() > 3, "{results:?}");
    assert_eq!(scenario::to_string(&read.scenario), V2_EXAMPLE);
    // And its case is the v1 sample's.
    assert_eq!(read.scenario.case, casefile::parse(V1_EXAMPLE).unwrap());
}

#[test]
fn a_newer_format_is_refused_naming_both_versions() {
    for text in [
        V2_EXAMPLE.replacen("\"gpucase/2\"", "\"gpucase/3\"", 1),
        "{\"format\": \"gpucase/17\", \"anything\": [1, 2]}".to_owned(),
    ] {
        let err = scenario::parse(&text).unwrap_err();
        let m = message(&err);
        assert!(
            m.contains("gpucase/3") || m.contains("gpucase/17"),
            "the file's version is not named: {m}"
        );
        assert!(
            m.contains("gpucase/2"),
            "the app's version is not named: {m}"
        );
        assert!(m.starts_with("format (line "), "{m}");
    }
}

#[test]
fn a_missing_or_foreign_format_is_refused() {
    for (text, expected) in [
        ("{\"id\": \"x\"}", "no format field"),
        ("{\"format\": \"pdf/1\"}", "\"pdf/1\""),
        ("[1, 2, 3]", "expected a JSON object"),
        ("\"gpucase/2\"", "expected a JSON object"),
    ] {
        let m = message(&scenario::parse(text).unwrap_err());
        assert!(m.contains(expected), "{text}: {m}");
    }
}

/// Each hostile variant is refused with the place of the fault in its message.
#[test]
fn hostile_input_is_refused_with_its_place() {
    let nested = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let huge_string = V2_EXAMPLE.replacen(
        "\"name\": \"Enterprise",
        &format!("\"name\": \"{}Enterprise", "x".repeat(2 * 1024 * 1024)),
        1,
    );
    let huge_array = V2_EXAMPLE.replacen(
        "\"exchange_rates\": [",
        &format!("\"exchange_rates\": [{}", "0,".repeat(300_000)),
        1,
    );
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "not JSON",
            "this is not JSON".into(),
            "line 1, column 2: expected ident",
        ),
        (
            "truncated",
            V2_EXAMPLE[..V2_EXAMPLE.len() / 2].into(),
            "EOF",
        ),
        ("deeply nested", nested, "nested more than 32 levels"),
        ("huge string", huge_string, "case.name (line 6"),
        ("huge array", huge_array, "case.exchange_rates (line"),
        (
            "number out of range for JSON",
            V2_EXAMPLE.replacen("\"horizon_years\": 5", "\"horizon_years\": 1e400", 1),
            "number out of range",
        ),
        (
            "number out of range for the field",
            V2_EXAMPLE.replacen("\"horizon_years\": 5", "\"horizon_years\": 4294967296", 1),
            "case.horizon_years (line",
        ),
        (
            "wrong type",
            V2_EXAMPLE.replacen("\"horizon_years\": 5", "\"horizon_years\": \"five\"", 1),
            "case.horizon_years (line",
        ),
        (
            "unknown member",
            V2_EXAMPLE.replacen("\"results\": {", "\"result\": 1, \"results\": {", 1),
            "unknown field `result`",
        ),
        (
            "duplicate member",
            V2_EXAMPLE.replacen("\"results\": {", "\"results\": null, \"results\": {", 1),
            "duplicate field `results`",
        ),
        (
            "invalid case inside",
            V2_EXAMPLE.replacen("\"horizon_years\": 5", "\"horizon_years\": 0", 1),
            "case.horizon_years (line",
        ),
        (
            "money as a number",
            V2_EXAMPLE.replacen(
                "\"total_cost\": \"789287.6000\"",
                "\"total_cost\": 789287.6",
                1,
            ),
            "results.options[0].total_cost (line",
        ),
    ];
    for (name, text, expected) in cases {
        assert_ne!(text, V2_EXAMPLE, "{name}: the edit did not apply");
        let m = message(&scenario::parse(&text).expect_err(name));
        assert!(m.contains(expected), "{name}: {expected:?} not in {m:?}");
    }
}

#[test]
fn serde_json_alone_stops_at_its_recursion_limit_without_overflowing() {
    // The scan refuses deep nesting first; this shows what the parser itself would do with
    // it: an error at depth 128, not a stack overflow.
    let nested = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let err = serde_json::from_str::<serde_json::Value>(&nested).unwrap_err();
    assert!(
        err.to_string().contains("recursion limit exceeded"),
        "{err}"
    );
    let loose = Limits {
        max_depth: usize::MAX,
        max_string_bytes: usize::MAX,
        max_array_items: usize::MAX,
    };
    assert!(scenario::scan(&nested, &loose).is_ok());
}

#[test]
fn the_signed_content_ignores_formatting_and_follows_every_value() {
    let signed = V2_EXAMPLE.replacen(
        "\n}\n",
        ",\n  \"signature\": {\n    \"cms\": \"AAAA\"\n  }\n}\n",
        1,
    );
    let pretty = scenario::parse(&signed).unwrap();
    let content = pretty.signed_content.clone().unwrap();
    // Reformatted: compact, members of the envelope reordered, an escape written out.
    let value: serde_json::Value = serde_json::from_str(&signed).unwrap();
    let mut reordered = serde_json::Map::new();
    for key in ["signature", "results", "case", "format"] {
        reordered.insert(key.into(), value[key].clone());
    }
    let compact = serde_json::to_string(&reordered)
        .unwrap()
        .replacen("EUR", "\\u0045UR", 1);
    let read = scenario::parse(&compact).unwrap();
    assert_eq!(read.signed_content.as_deref(), Some(content.as_str()));
    // Not a member of the content: the signature itself.
    assert!(!content.contains("AAAA"));
    assert!(content.starts_with("{\"case\":{"), "{}", &content[..40]);
    // The content is what the writer signs for the same scenario.
    assert_eq!(scenario::signed_content(&pretty.scenario).unwrap(), content);
    // Any changed value changes it.
    for (from, to) in [
        ("\"rate\": \"0.86\"", "\"rate\": \"0.87\""),
        ("\"horizon_years\": 5", "\"horizon_years\": 4"),
        (
            "\"computed_by\": \"gpucase 0.1.0\"",
            "\"computed_by\": \"gpucase 0.1.1\"",
        ),
    ] {
        assert!(signed.contains(from), "{from}");
        let changed = scenario::parse(&signed.replacen(from, to, 1)).unwrap();
        assert_ne!(changed.signed_content.unwrap(), content, "{from} -> {to}");
    }
}

#[test]
fn differences_name_the_figure_and_both_values() {
    let read = scenario::parse(V2_EXAMPLE).unwrap();
    let ours = read.scenario.results.clone().unwrap();
    assert!(ours.differences(&ours).is_empty());
    let changed = scenario::parse(&V2_EXAMPLE.replacen(
        "\"total_cost\": \"789287.6000\"",
        "\"total_cost\": \"789287.61\"",
        1,
    ))
    .unwrap();
    let theirs = changed.scenario.results.unwrap();
    assert_eq!(
        theirs.differences(&ours),
        ["option own-hgx-h200 total_cost: file 789287.61, computed 789287.6000"]
    );
    // Trailing zeros are not a difference: the figures compare by value.
    let same = scenario::parse(&V2_EXAMPLE.replacen(
        "\"total_cost\": \"789287.6000\"",
        "\"total_cost\": \"789287.6\"",
        1,
    ))
    .unwrap();
    assert!(same.scenario.results.unwrap().differences(&ours).is_empty());
}

#[test]
fn the_committed_schema_matches_the_types() {
    let generated = scenario::json_schema();
    if std::env::var_os("GPUCASE_BLESS").is_some() {
        std::fs::write(SCHEMA_PATH, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(SCHEMA_PATH).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/gpucase-2.schema.json is out of date: run `GPUCASE_BLESS=1 cargo test -p gpucase-core --test scenario`"
    );
}
