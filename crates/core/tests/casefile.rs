//! Reading and writing `.gpucase` files: canonical round trip, schema drift, and errors that
//! name where the problem is.

use gpucase_core::casefile::{self, CaseFileError};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");
const SCHEMA_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../docs/gpucase-1.schema.json"
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
        "docs/gpucase-1.schema.json is out of date: run `GPUCASE_BLESS=1 cargo test -p gpucase-core --test casefile`"
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
    let CaseFileError::Field { path, line, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(path, "workload.gpus");
    assert_eq!(*line, 18);
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
    let err = error_for(|t| t.replacen("gpucase/1", "gpucase/7", 1));
    assert!(
        err.to_string()
            .contains("gpucase/7, newer than this gpucase reads (gpucase/1)"),
        "{err}"
    );
}
