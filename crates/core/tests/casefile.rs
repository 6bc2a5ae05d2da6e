//! Reading and writing `.gpucase` files: canonical round trip, schema drift, and errors that
//! name where the problem is.

use gpucase_core::casefile::{self, CaseFileError};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");
const SCHEMA_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../docs/case-file.schema.json"
);

#[test]
fn the_example_round_trips_byte_for_byte() {
    let case = casefile::parse(EXAMPLE).unwrap();
    assert_eq!(casefile::to_string(&case), EXAMPLE);
}

#[test]
fn the_committed_schema_matches_the_types() {
    let generated = casefile::json_schema();
    if std::env::var_os("GPUCASE_BLESS").is_some() {
        std::fs::write(SCHEMA_PATH, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(SCHEMA_PATH).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/case-file.schema.json is out of date: run `GPUCASE_BLESS=1 cargo test -p gpucase-core --test casefile`"
    );
}

fn error_for(edit: impl Fn(&str) -> String) -> CaseFileError {
    casefile::parse(&edit(EXAMPLE)).expect_err("the edit must break the case")
}

#[test]
fn bad_json_names_line_and_column() {
    let err = error_for(|t| t.replacen("\"currency\": \"EUR\",", "\"currency\": \"EUR\"", 1));
    let CaseFileError::Syntax { line, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(*line, 7, "{err}");
}

#[test]
fn a_wrong_type_names_its_path() {
    let err = error_for(|t| {
        t.replacen(
            "\"gpus\": 8,\n    \"period\"",
            "\"gpus\": \"eight\",\n    \"period\"",
            1,
        )
    });
    // A count with a text in it says so in plain words (issue 18), with path and line.
    let CaseFileError::Invalid {
        path,
        line,
        problem,
        ..
    } = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!(path, "workload.gpus");
    assert_eq!(*line, Some(18));
    assert_eq!(
        problem.to_string(),
        "expected a whole number, 0 or more, found \"eight\""
    );
}

/// Issue 18: serde's and jiff's words ("invalid value: integer `-4`, expected u32",
/// "failed to parse four digit integer as year") and the generic amount message became
/// plain ones that name what was found and how to write it.
#[test]
fn a_negative_count_a_misspelt_date_and_an_amount_without_currency_are_plain() {
    let cases = [
        (
            ("\"horizon_years\": 5", "\"horizon_years\": -4"),
            "horizon_years",
            "expected a whole number, 0 or more, found -4",
        ),
        (
            (
                "\"planned_switch\": \"2027-04-01\"",
                "\"planned_switch\": \"1.4.2027\"",
            ),
            "switching.planned_switch",
            "\"1.4.2027\" is not a date: write it as YYYY-MM-DD",
        ),
        (
            (
                "\"planned_switch\": \"2027-04-01\"",
                "\"planned_switch\": \"2027-02-30\"",
            ),
            "switching.planned_switch",
            "\"2027-02-30\" is not a date",
        ),
        (
            (
                "\"purchase\": \"300000.00 EUR\"",
                "\"purchase\": \"300000.00\"",
            ),
            "own[0].purchase",
            "\"300000.00\" has no currency: write it with one, as \"300000.00 EUR\"",
        ),
    ];
    for ((from, to), field, expected) in cases {
        assert!(EXAMPLE.contains(from), "{from}");
        let err = error_for(|t| t.replacen(from, to, 1));
        let CaseFileError::Invalid {
            path,
            line,
            problem,
            ..
        } = &err
        else {
            panic!("{err:?}")
        };
        assert_eq!(path, field);
        assert!(line.is_some(), "{err}");
        assert!(problem.to_string().contains(expected), "{problem}");
    }
}

#[test]
fn an_unknown_field_is_an_error() {
    let err = error_for(|t| {
        t.replacen(
            "\"pue\": \"1.4\",",
            "\"pue\": \"1.4\",\n      \"colour\": \"green\",",
            1,
        )
    });
    let text = err.to_string();
    assert!(text.starts_with("own[0].colour"), "{text}");
    assert!(text.contains("unknown field `colour`"), "{text}");
}

#[test]
fn a_negative_price_is_refused_where_it_stands() {
    let err = error_for(|t| t.replacen("\"39.80 USD\"", "\"-39.80 USD\"", 1));
    let text = err.to_string();
    assert!(
        text.starts_with("rent[0].on_demand_per_instance_hour (line 71,"),
        "{text}"
    );
    assert!(text.contains("must not be negative"), "{text}");
}

#[test]
fn inconsistent_fields_are_located_too() {
    let err = error_for(|t| t.replacen("\"block_days\": 5", "\"block_days\": 15", 1));
    let text = err.to_string();
    assert!(
        text.starts_with("rent[0].pricing[4].capacity_block.block_days (line 120, column 27)"),
        "{text}"
    );
    let err = error_for(|t| t.replacen("\"from\": \"USD\"", "\"from\": \"GBP\"", 1));
    assert!(
        err.to_string().contains("no exchange rate from USD"),
        "{err}"
    );
}

#[test]
fn a_newer_format_is_refused_by_name() {
    let err = error_for(|t| t.replacen("gpucase/3", "gpucase/7", 1));
    assert!(
        err.to_string()
            .contains("gpucase/7, newer than this gpucase reads (gpucase/3)"),
        "{err}"
    );
}

/// The example with three measured hours appended as its `metrics`, written canonically.
fn with_metrics(productive: &str) -> String {
    let mut case = casefile::parse(EXAMPLE).expect("the example parses");
    let measured = format!(
        r#"{{
            "use_as_profile": true,
            "sources": [{{ "name": "october.json", "format": "prometheus_query_range", "samples": 2880 }}],
            "imported_at": "2026-11-30T00:00:00Z",
            "time_zone": "Europe/Berlin",
            "sm_active_threshold": "0.1",
            "fleet_gpus": 8,
            "first_hour_utc": "2026-10-01T00:00:00Z",
            "productive_gpus": {productive},
            "batch_only_gpus": [0, 1, 0],
            "no_data_gpus": [0, 0, 8],
            "summary": {{
                "productive_gpu_hours": 9, "total_gpu_hours": 24, "no_data_gpu_hours": 8,
                "per_gpu": [],
                "sm_activity": {{ "gpu_hours": 9, "mean": "0.41", "median": null, "p95": null, "share_at_least_0_8": null }},
                "queue": {{ "hours_with_waiting": 0, "peak_waiting": null, "peak_hour_utc": null }},
                "data_quality": {{ "series": 24, "samples": 2880, "nan": 0, "infinite": 0, "duplicates": 0,
                                   "out_of_order": 0, "counter_resets": 0, "gaps": 1, "series_with_mixed_steps": 0,
                                   "ignored_series": 0, "unattributed_series": [] }},
                "mapping": {{ "matched": [], "unmatched_servers": [], "unmatched_gpus": [] }}
            }}
        }}"#
    );
    case.metrics =
        Some(serde_json::from_str(&measured).expect("measured hours of the right shape"));
    casefile::to_string(&case)
}

#[test]
fn measured_hours_round_trip_and_replace_the_schedule() {
    let text = with_metrics("[8, 1, 0]");
    let case = casefile::parse(&text).unwrap();
    assert_eq!(casefile::to_string(&case), text, "byte for byte");
    let profile = case.profile().unwrap();
    // The third hour has no data on any of the 8 GPUs: unknown, left out of the profile.
    assert_eq!(profile.hours(), 2);
    assert_eq!(profile.productive_gpu_hours(), 9);
    assert_eq!(
        profile.slots[0].local_hour, 2,
        "00:00 UTC is 02:00 in Berlin in October"
    );
    // A case without metrics writes no `metrics` field: older files stay as they were.
    assert!(!casefile::to_string(&casefile::parse(EXAMPLE).unwrap()).contains("\"metrics\""));
}

#[test]
fn inconsistent_measured_hours_are_located() {
    // 8 productive GPUs and 8 without data in the third hour exceed the fleet of 8.
    let err = casefile::parse(&with_metrics("[8, 1, 8]")).unwrap_err();
    let CaseFileError::Invalid { path, line, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(path, "metrics.productive_gpus[2]");
    assert!(line.is_some(), "{err}");
}
