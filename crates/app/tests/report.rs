//! The report of a case whose workload was measured: metrics imported from a real
//! Prometheus response (testdata/metrics/example_query_range.json, Debian's Prometheus 2.42)
//! into the example case, rendered in German, read back with poppler's `pdftotext`.

use std::process::Command;

use gpucase_app::ReportSettings;
use gpucase_core::Language;

fn extract(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).expect("the PDF is written");
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs (install poppler-utils)");
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_measured_workload_shows_in_the_report_with_its_period_and_source() {
    let file = std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/metrics/example_query_range.json"
    ));
    let options = gpucase_app::metrics::MetricsOptions {
        time_zone: "Europe/Berlin".into(),
        ..Default::default()
    };
    let never = std::sync::atomic::AtomicBool::new(false);
    let summarised = gpucase_app::metrics::summarise(&[file], &options, &mut |_, _| {}, &never)
        .expect("imports");
    let measured = gpucase_app::metrics::to_measured(&summarised, "2026-11-30T00:00:00Z", true);
    let case = gpucase_app::metrics::with_measured(
        &gpucase_app::example_case().expect("the example"),
        measured,
    )
    .expect("a valid case");
    let settings = ReportSettings {
        date: jiff::civil::date(2026, 12, 1),
        author: "Prüferin".into(),
        language: Language::De,
    };
    let pdf = gpucase_app::render_report(&case, &settings).expect("renders");
    let text = extract(&pdf);
    for expected in [
        // The cover and the workload say where the productive hours come from.
        "Grundlage: Serving-Metriken, gemessen vom 1. Oktober 2026 bis zum 1. Oktober 2026",
        "Gemessene Serving-Metriken",
        "Europe/Berlin",
        "importiert am 30. November 2026",
        "example_query_range.json",
        "Prüferin",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
}
