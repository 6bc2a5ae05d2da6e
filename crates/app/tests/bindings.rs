//! The IPC contract as JSON Schema, generated from the Rust types and committed. The UI's
//! TypeScript types are generated from this file (`npm run bindings` in `ui/`); CI fails
//! when either is out of date.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_app::ipc::{Outputs, Request};
use gpucase_app::tasks::Progress;
use gpucase_app::{CaseView, ErrorPayload, Language};
use gpucase_core::Case;
use gpucase_l10n::Localizer;
use schemars::JsonSchema;

const SCHEMA_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../ui/src/lib/bindings/ipc.schema.json"
);
const VIEW_FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../ui/src/lib/fixtures/example-view.json"
);

/// The view of `case` as the handler answers a UI that speaks English.
fn view(case: Case) -> CaseView {
    gpucase_app::view(case, &Localizer::new(Language::En)).unwrap()
}

/// The words of the view of `case` in every language, by language code: what the handler
/// answers a UI in that language beside the same figures.
fn texts(case: &Case) -> serde_json::Value {
    Language::ALL
        .iter()
        .map(|&lang| {
            let text = gpucase_app::view(case.clone(), &Localizer::new(lang))
                .unwrap()
                .text;
            (lang.code().to_owned(), serde_json::to_value(text).unwrap())
        })
        .collect()
}

/// Writes `generated` to `path` under GPUCASE_BLESS, else checks that it is what is committed.
fn check_committed(path: &str, generated: &str, hint: &str) {
    if std::env::var_os("GPUCASE_BLESS").is_some() {
        let dir = std::path::Path::new(path).parent().expect("a folder");
        std::fs::create_dir_all(dir).expect("folder created");
        std::fs::write(path, generated).expect("file written");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(committed == generated, "{path} is out of date: {hint}");
}

/// Everything that crosses between the webview and Rust.
#[derive(JsonSchema)]
#[allow(dead_code)] // Only its schema is used.
struct Ipc {
    request: Request,
    /// What each command answers, by its name.
    outputs: Outputs,
    error: ErrorPayload,
    /// The payload of the `progress` event long tasks emit.
    progress: Progress,
}

/// The serialize contract: what Rust writes is what the UI reads (decimals as strings, every
/// optional field present as null).
fn schema() -> serde_json::Value {
    let schema = schemars::generate::SchemaSettings::draft2020_12()
        .for_serialize()
        .into_generator()
        .into_root_schema_for::<Ipc>();
    serde_json::to_value(schema).unwrap()
}

#[test]
fn the_committed_ipc_schema_matches_the_types() {
    let schema = schema();
    let mut generated = serde_json::to_string_pretty(&schema).unwrap();
    generated.push('\n');
    check_committed(
        SCHEMA_PATH,
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`, then `npm run bindings` in ui/",
    );
}

/// Every command the UI may send has its answer's type under its name, and nothing else
/// does: the UI's `call("offers_list", …)` is typed by that name.
#[test]
fn every_command_has_its_output_under_its_name() {
    let schema = schema();
    let defs = &schema["$defs"];
    let request = &defs["Request"];
    let variants = request["oneOf"].as_array().expect("Request is a union");
    let mut commands: Vec<&str> = variants
        .iter()
        .map(|v| {
            v["properties"]["command"]["const"]
                .as_str()
                .expect("each variant names its command")
        })
        .collect();
    let outputs = schema["properties"]["outputs"]["$ref"]
        .as_str()
        .and_then(|r| r.strip_prefix("#/$defs/"))
        .expect("outputs refers to Outputs");
    let mut answered: Vec<&str> = defs[outputs]["properties"]
        .as_object()
        .expect("Outputs has properties")
        .keys()
        .map(String::as_str)
        .collect();
    assert!(commands.contains(&"offers_list"), "{commands:?}");
    commands.sort_unstable();
    answered.sort_unstable();
    assert_eq!(commands, answered);
    // Each variant forbids what it does not know, as the old enum did.
    for v in variants {
        assert_eq!(v["additionalProperties"], false, "{v}");
    }
}

/// The UI's component tests use the example's view exactly as the handler returns it.
#[test]
fn the_committed_example_view_fixture_is_what_the_handler_returns() {
    let view = view(gpucase_app::example_case().unwrap());
    let mut generated = serde_json::to_string_pretty(&view).unwrap();
    generated.push('\n');
    check_committed(
        VIEW_FIXTURE,
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}

/// The example with metrics imported from a real Prometheus response, for the Metrics
/// screen's component tests. The import time is fixed so the fixture does not drift.
#[test]
fn the_committed_measured_view_fixture_is_what_the_import_gives() {
    let file = std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/metrics/example_query_range.json"
    ));
    let options = gpucase_app::metrics::MetricsOptions {
        time_zone: "Europe/Berlin".into(),
        ..Default::default()
    };
    let never = std::sync::atomic::AtomicBool::new(false);
    let summarised =
        gpucase_app::metrics::summarise(&[file], &options, &mut |_, _| {}, &never).unwrap();
    let measured = gpucase_app::metrics::to_measured(&summarised, "2026-11-30T00:00:00Z", true);
    let case = gpucase_app::metrics::with_measured(&gpucase_app::example_case().unwrap(), measured)
        .unwrap();
    let view = view(case);
    let mut generated = serde_json::to_string_pretty(&view).unwrap();
    generated.push('\n');
    check_committed(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/src/lib/fixtures/measured-view.json"
        ),
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}

/// The example with the feed plugin's GTX 1060 offer shortlisted (its recorded output,
/// plugins/feed/expected) and a recorded probe output (testdata/probe, a Docker container
/// with two RTX 4090) recorded against it, for the Checklist screen's component tests; the
/// probe report of that output against the offer, as `probe_analyze` answers in English;
/// and the words of both in every language (`text.<lang>.case`, `text.<lang>.probe`).
#[test]
fn the_committed_probed_view_fixture_is_what_recording_a_probe_gives() {
    let feed: Vec<gpucase_core::offer::Offer> =
        serde_json::from_str(include_str!("../../../plugins/feed/expected/offers.json")).unwrap();
    let mut case = gpucase_app::example_case().unwrap();
    case.shortlist = feed
        .into_iter()
        .filter(|o| o.offer_id == "gtx1060")
        .collect();
    let output = include_str!("../../../testdata/probe/docker-marketplace-2x-rtx4090.txt");
    let (case, report) = gpucase_app::probe::record_probe(&case, "feed/gtx1060", output).unwrap();
    let text: serde_json::Map<String, serde_json::Value> = Language::ALL
        .iter()
        .map(|&lang| {
            let l10n = Localizer::new(lang);
            let words = serde_json::json!({
                "case": gpucase_app::view(case.clone(), &l10n).unwrap().text,
                "probe": gpucase_app::text::probe_text(&l10n, &report),
            });
            (lang.code().to_owned(), words)
        })
        .collect();
    let probe = gpucase_app::text::probe_view(&Localizer::new(Language::En), report);
    let view = view(case);
    let fixture = serde_json::json!({ "view": view, "probe": probe, "text": text });
    let mut generated = serde_json::to_string_pretty(&fixture).unwrap();
    generated.push('\n');
    check_committed(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/src/lib/fixtures/probed-view.json"
        ),
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}

/// The comparison of two case pairs of examples/compare (without the spot pricing model,
/// then with it and a shorter working day), for the library's Compare view tests. Paths are relative to this crate, as the test runs in it.
#[tokio::test]
async fn the_committed_compare_fixture_is_what_the_comparison_gives() {
    use gpucase_app::compare::{CaseSource, compare_cases};
    let side = |name: &str| CaseSource::File {
        path: format!("../../examples/compare/{name}").into(),
    };
    let compared = compare_cases(None, &side("no-spot.gpucase"), &side("shorter-day.gpucase"))
        .await
        .unwrap();
    let mut generated = serde_json::to_string_pretty(&compared).unwrap();
    generated.push('\n');
    check_committed(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/src/lib/fixtures/compare-view.json"
        ),
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}

/// The example with its chat window marked "must answer without delay", as the Decision
/// view receives it: the stopped, spot and hybrid options excluded with their reasons.
/// The words of the example's view in every language are beside it (example-text.json),
/// for the tests of a language switch.
#[test]
fn the_committed_decision_fixture_is_the_example_with_a_must_answer_window() {
    let case = gpucase_app::example_case().unwrap();
    let requirements = gpucase_core::requirements::Requirements {
        must_answer: vec!["Chat and RAG assistant".into()],
        min_gpu_memory_gb: None,
        replica: None,
        spares: 0,
    };
    let case = gpucase_app::decision::with_requirements(&case, requirements, vec![]).unwrap();
    let view = view(case);
    let mut generated = serde_json::to_string_pretty(&view).unwrap();
    generated.push('\n');
    check_committed(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/src/lib/fixtures/decision-view.json"
        ),
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}

/// The words of the example's view in every language, as the handler answers a UI in each:
/// what the window shows after a language switch.
#[test]
fn the_committed_example_text_fixture_is_what_each_language_gives() {
    let mut generated =
        serde_json::to_string_pretty(&texts(&gpucase_app::example_case().unwrap())).unwrap();
    generated.push('\n');
    check_committed(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/src/lib/fixtures/example-text.json"
        ),
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}

/// The locale each language is written in, as the UI's number and date formats take it:
/// the same CLDR conventions as the report, the workbook and the CLI.
#[test]
fn the_committed_locale_tags_are_the_ones_rust_writes_in() {
    let tags: serde_json::Map<String, serde_json::Value> = Language::ALL
        .iter()
        .map(|&lang| {
            (
                lang.code().to_owned(),
                serde_json::Value::from(gpucase_l10n::locale_tag(lang)),
            )
        })
        .collect();
    let mut generated = serde_json::to_string_pretty(&tags).unwrap();
    generated.push('\n');
    check_committed(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/src/lib/bindings/locales.json"
        ),
        &generated,
        "run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`",
    );
}
