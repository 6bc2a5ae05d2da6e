//! Scenario files (`gpucase/3`): the migrations from `gpucase/1` and `gpucase/2` on
//! committed sample files (testdata/scenario/README.md says where each comes from), the
//! refusal of newer formats, hostile input, the canonical form a signature covers, and
//! schema drift.

#![allow(
    clippy::unwrap_used,
    reason = "tests: a panic is the test failing, with its location"
)]

use gpucase_core::casefile::{self, CaseFileError};
use gpucase_core::scenario::{self, Limits};

const V1_EXAMPLE: &str = include_str!("../../../testdata/scenario/v1-enterprise-assistant.gpucase");
const V1_METRICS: &str = include_str!("../../../testdata/scenario/v1-with-metrics.gpucase");
const V2_EXAMPLE: &str = include_str!("../../../testdata/scenario/v2-enterprise-assistant.gpucase");
const V1_TRIAGE: &str = include_str!("../../../testdata/scenario/v1-triage-shortlist.gpucase");
/// The triage example as rewritten in format 3 when it came (by a script of its own, not by
/// gpucase's migration).
const V3_TRIAGE: &str = include_str!("../../../examples/triage-shortlist.gpucase");
const SCHEMA_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../docs/scenario-file.schema.json"
);

fn message(e: &CaseFileError) -> String {
    e.to_string()
}

#[test]
fn v1_files_migrate_to_v3_with_their_case_intact_and_no_results() {
    for sample in [V1_EXAMPLE, V1_METRICS] {
        let read = scenario::parse(sample).unwrap();
        assert_eq!(read.migrated_from.as_deref(), Some("gpucase/1"));
        assert_eq!(read.scenario.case, casefile::parse(sample).unwrap());
        assert_eq!(read.scenario.results, None);
        assert_eq!(read.scenario.signature, None);
        assert_eq!(read.signed_content, None);
        // The case inside the written file is the v1 document, value for value, but for
        // its format (these samples have no option made from offers).
        let written: serde_json::Value =
            serde_json::from_str(&scenario::to_string(&read.scenario)).unwrap();
        let mut original: serde_json::Value = serde_json::from_str(sample).unwrap();
        original["format"] = "gpucase/3".into();
        assert_eq!(written["format"], "gpucase/3");
        assert_eq!(written["case"], original);
    }
    let metrics = scenario::parse(V1_METRICS).unwrap().scenario.case.metrics;
    assert!(metrics.is_some(), "the metrics sample lost its metrics");
}

#[test]
fn the_v2_sample_migrates_and_writes_back_byte_for_byte_but_its_formats() {
    let read = scenario::parse(V2_EXAMPLE).unwrap();
    assert_eq!(read.migrated_from.as_deref(), Some("gpucase/2"));
    let results = read.scenario.results.as_ref().unwrap();
    assert_eq!(results.computed_by, "gpucase 0.1.0");
    assert!(results.options.len() > 3, "{results:?}");
    // The envelope's and the case's format are the only change: its options were typed,
    // none made from offers.
    let v3 = V2_EXAMPLE
        .replacen("\"gpucase/2\"", "\"gpucase/3\"", 1)
        .replacen("\"gpucase/1\"", "\"gpucase/3\"", 1);
    assert_eq!(scenario::to_string(&read.scenario), v3);
    // Written in format 3, it reads back as it is, not migrated.
    let again = scenario::parse(&v3).unwrap();
    assert_eq!(
        (again.migrated_from, again.scenario),
        (None, read.scenario.clone())
    );
    // And its case is the v1 sample's.
    assert_eq!(read.scenario.case, casefile::parse(V1_EXAMPLE).unwrap());
}

/// Issue 36: a format-1 case whose options carried copies of their offers (the 30-option
/// triage example as it was) reads as the same case as its format-3 rewrite, made apart
/// from gpucase: every option names its offers by key, the shortlist holds their prices.
#[test]
fn a_v1_case_with_offer_copies_reads_as_its_v3_rewrite() {
    let migrated = casefile::parse(V1_TRIAGE).unwrap();
    let rewritten = casefile::parse(V3_TRIAGE).unwrap();
    assert_eq!(migrated, rewritten);
    let keys: usize = migrated.rent.iter().map(|r| r.offers.len()).sum();
    assert_eq!(keys, 16, "the sample's 16 references");
    // As a scenario file: migrated from format 1; the rewrite, a bare case of today's
    // format, is read as it is.
    let read = scenario::parse(V1_TRIAGE).unwrap();
    assert_eq!(read.migrated_from.as_deref(), Some("gpucase/1"));
    assert_eq!(read.scenario.case, rewritten);
    let bare = scenario::parse(V3_TRIAGE).unwrap();
    assert_eq!((bare.migrated_from, bare.scenario.case), (None, rewritten));
}

/// Where an option's copy of an offer was read later than the shortlist's (an older
/// gpucase refreshed the copy only) the shortlist takes its price, time and source; a copy
/// marked withdrawn marks the offer. In a v1 case file and in the case of a v2 scenario.
#[test]
fn migration_keeps_what_an_option_s_copy_knew_and_the_shortlist_did_not() {
    let mut v1: serde_json::Value = serde_json::from_str(V1_TRIAGE).unwrap();
    let reference = &mut v1["rent"][0]["offers"][0];
    let key = format!(
        "{}/{}",
        reference["provider"].as_str().unwrap(),
        reference["offer_id"].as_str().unwrap()
    );
    reference["price"]["amount"] = "99.50 EUR".into();
    reference["fetched_at"] = "2027-01-15T08:00:00Z".into();
    reference["source_url"] = "https://example.com/later-price-list".into();
    v1["rent"][1]["offers"][0]["withdrawn"] = true.into();
    let withdrawn = format!(
        "{}/{}",
        v1["rent"][1]["offers"][0]["provider"].as_str().unwrap(),
        v1["rent"][1]["offers"][0]["offer_id"].as_str().unwrap()
    );
    let v1_text = serde_json::to_string_pretty(&v1).unwrap();
    let mut v2: serde_json::Value = serde_json::from_str(V2_EXAMPLE).unwrap();
    v2["case"] = v1.clone();
    v2["results"] = serde_json::Value::Null;
    let v2_text = serde_json::to_string_pretty(&v2).unwrap();
    for (text, from) in [(v1_text, "gpucase/1"), (v2_text, "gpucase/2")] {
        let read = scenario::parse(&text).unwrap();
        assert_eq!(read.migrated_from.as_deref(), Some(from));
        let case = read.scenario.case;
        let listed = |k: &str| {
            case.shortlist
                .iter()
                .find(|o| o.key().to_string() == k)
                .unwrap()
        };
        assert_eq!(case.rent[0].offers[0].to_string(), key);
        assert_eq!(listed(&key).price.amount.to_string(), "99.50 EUR");
        assert_eq!(listed(&key).fetched_at, "2027-01-15T08:00:00Z");
        assert_eq!(
            listed(&key).source_url,
            "https://example.com/later-price-list"
        );
        assert!(listed(&withdrawn).withdrawn, "{withdrawn}");
        assert_eq!(
            case.shortlist.iter().filter(|o| o.withdrawn).count(),
            1,
            "only the one marked"
        );
    }
}

/// A copy of an offer the shortlist lacks has nowhere to keep its price: the file is
/// refused at the copy's place, in a case file and in a v2 scenario's case.
#[test]
fn a_copy_of_an_offer_not_shortlisted_is_refused_at_its_place() {
    let mut v1: serde_json::Value = serde_json::from_str(V1_TRIAGE).unwrap();
    let first = v1["rent"][0]["offers"][0].clone();
    v1["shortlist"]
        .as_array_mut()
        .unwrap()
        .retain(|o| o["offer_id"] != first["offer_id"]);
    let v1_text = serde_json::to_string_pretty(&v1).unwrap();
    let m = message(&casefile::parse(&v1_text).unwrap_err());
    assert!(m.starts_with("rent[0].offers[0] (line "), "{m}");
    assert!(m.contains("is not in the shortlist"), "{m}");
    let mut v2: serde_json::Value = serde_json::from_str(V2_EXAMPLE).unwrap();
    v2["case"] = v1;
    let m = message(&scenario::parse(&serde_json::to_string_pretty(&v2).unwrap()).unwrap_err());
    assert!(m.starts_with("case.rent[0].offers[0] (line "), "{m}");
    // In today's format, a key the shortlist lacks is refused the same way.
    let mut v3: serde_json::Value = serde_json::from_str(V3_TRIAGE).unwrap();
    v3["rent"][0]["offers"][0] = "manual/nowhere".into();
    let m = message(&casefile::parse(&serde_json::to_string_pretty(&v3).unwrap()).unwrap_err());
    assert!(m.starts_with("rent[0].offers[0] (line "), "{m}");
    assert!(m.contains("manual/nowhere is not in the shortlist"), "{m}");
}

#[test]
fn a_newer_format_is_refused_naming_both_versions() {
    for text in [
        V2_EXAMPLE.replacen("\"gpucase/2\"", "\"gpucase/4\"", 1),
        "{\"format\": \"gpucase/17\", \"anything\": [1, 2]}".to_owned(),
    ] {
        let err = scenario::parse(&text).unwrap_err();
        let m = message(&err);
        assert!(
            m.contains("gpucase/4") || m.contains("gpucase/17"),
            "the file's version is not named: {m}"
        );
        assert!(
            m.contains("gpucase/3"),
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
    // The v2 sample in today's format: the writer signs what it writes.
    let v3 = V2_EXAMPLE
        .replacen("\"gpucase/2\"", "\"gpucase/3\"", 1)
        .replacen("\"gpucase/1\"", "\"gpucase/3\"", 1);
    let signed = v3.replacen(
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
    // A v2 file signed as it was: its content is the file's own values (format 2), not the
    // migrated scenario's, so that a signature is checked against what was signed.
    let v2_signed = V2_EXAMPLE.replacen(
        "\n}\n",
        ",\n  \"signature\": {\n    \"cms\": \"AAAA\"\n  }\n}\n",
        1,
    );
    let v2 = scenario::parse(&v2_signed).unwrap();
    let v2_content = v2.signed_content.clone().unwrap();
    assert!(
        v2_content.contains("\"format\":\"gpucase/2\""),
        "{v2_content}"
    );
    assert_ne!(scenario::signed_content(&v2.scenario).unwrap(), v2_content);
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
    let differences = theirs.differences(&ours);
    let value = |text: &str| text.parse::<rust_decimal::Decimal>().ok();
    assert_eq!(
        differences,
        [scenario::Difference::Figure {
            option: "own-hgx-h200".into(),
            figure: "total_cost",
            file: value("789287.61"),
            computed: value("789287.6000"),
        }]
    );
    // Its English words (the catalogue's, as every language writes it through l10n), the
    // figures exactly as written.
    assert_eq!(
        differences[0].to_string(),
        "option own-hgx-h200 total_cost: file 789287.61, computed 789287.6000"
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
        "docs/scenario-file.schema.json is out of date: run `GPUCASE_BLESS=1 cargo test -p gpucase-core --test scenario`"
    );
}
