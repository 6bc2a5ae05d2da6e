//! The report of the worked example: a PDF whose text a real extractor (poppler's
//! `pdftotext`) reads back, with the figures of domain.md section 3, written the same way
//! every time.
//!
//! Set `GPUCASE_REPORT_EXAMPLE=/path/to/file.pdf` to keep a copy of the rendered example.

use std::process::Command;

use gpucase_core::recommendation::recommend;
use gpucase_core::{Case, Comparison, casefile, compare};
use gpucase_report::{ReportSettings, render_pdf};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn example() -> (Case, Comparison) {
    let case = casefile::parse(EXAMPLE).expect("the example parses");
    let profile = case.workload.profile().expect("the example has a profile");
    let comparison = compare(&case, &profile).expect("the example computes");
    (case, comparison)
}

fn settings() -> ReportSettings {
    ReportSettings {
        date: jiff::civil::date(2026, 11, 29),
        author: "Test Analyst".to_owned(),
    }
}

/// Text of the PDF as `pdftotext` extracts it, with runs of whitespace made one space.
fn extract(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).expect("the PDF is written");
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs (install poppler-utils)");
    assert!(
        out.status.success(),
        "pdftotext failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("pdftotext writes UTF-8")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_example_renders_as_a_pdf_that_reads_back() {
    let (case, comparison) = example();
    let pdf = render_pdf(&case, &comparison, &settings()).expect("the report renders");
    assert!(pdf.starts_with(b"%PDF-"));
    if let Some(path) = std::env::var_os("GPUCASE_REPORT_EXAMPLE") {
        std::fs::write(path, &pdf).expect("the example copy is written");
    }

    let text = extract(&pdf);
    let recommended = recommend(&comparison).expect("the example has a recommendation");
    for expected in [
        "Enterprise assistant for 1,000 employees",
        "Prepared by Test Analyst on 2026-11-29",
        "Recommendation",
        recommended.label.as_str(),
        "730",
        "336",
        "46.0 %",
        "5,840",
        "Break-even",
        "cancels",
        "Figures are rounded for display; the calculation is exact.",
        "Page 1 of",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} is missing from:\n{text}"
        );
    }
    // The sections come in order.
    let at = |s: &str| text.find(s).unwrap_or(usize::MAX);
    assert!(at("Recommendation") < at("Workload"));
    assert!(at("Workload") < at("Options"));
    assert!(at("Options") < at("Break-even"));
    assert!(at("Break-even") < at("Assumptions and sources"));
}

#[test]
fn rendering_twice_gives_the_same_bytes() {
    let (case, comparison) = example();
    let first = render_pdf(&case, &comparison, &settings()).expect("renders");
    let second = render_pdf(&case, &comparison, &settings()).expect("renders again");
    assert!(first == second, "two renderings differ");

    let later = ReportSettings {
        date: jiff::civil::date(2026, 11, 30),
        ..settings()
    };
    let third = render_pdf(&case, &comparison, &later).expect("renders");
    assert!(first != third, "the date must show in the document");
}

#[test]
fn the_metadata_names_title_author_and_date() {
    let (case, comparison) = example();
    let pdf = render_pdf(&case, &comparison, &settings()).expect("renders");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, &pdf).expect("the PDF is written");
    let out = Command::new("pdfinfo")
        .arg("-isodates")
        .arg(&path)
        .output()
        .expect("pdfinfo runs (install poppler-utils)");
    let info = String::from_utf8_lossy(&out.stdout);
    assert!(
        info.contains("Enterprise assistant for 1,000 employees"),
        "{info}"
    );
    assert!(info.contains("Test Analyst"), "{info}");
    assert!(info.contains("2026-11-29T00:00:00"), "{info}");
    assert!(info.contains("A4"), "{info}");
}

/// Right edges (in points) of every word `pdftotext -bbox` finds, and the page width.
fn word_right_edges(pdf: &[u8]) -> Vec<f64> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).expect("the PDF is written");
    let out = Command::new("pdftotext")
        .arg("-bbox")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs (install poppler-utils)");
    let html = String::from_utf8_lossy(&out.stdout).into_owned();
    html.split("xMax=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next()?.parse().ok())
        .collect()
}

#[test]
fn long_and_non_ascii_text_stays_on_the_page() {
    let (mut case, _) = example();
    case.name = "Gro\u{df}e Anfrage \u{2013} \u{20ac} budget \u{4e2d} ".repeat(6);
    case.description = format!("{} {}", "word ".repeat(400), "x".repeat(500));
    case.own[0].label = format!("M\u{fc}ller {}", "Z".repeat(300));
    case.own[0].source = "source ".repeat(100);
    let profile = case.workload.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("computes");
    let settings = ReportSettings {
        author: "J\u{f6}rg \u{201c}Analyst\u{201d}".to_owned(),
        ..settings()
    };
    let pdf = render_pdf(&case, &comparison, &settings).expect("renders");
    let text = extract(&pdf);
    assert!(text.contains("Gro\u{df}e Anfrage - EUR budget ?"), "{text}");
    assert!(text.contains("J\u{f6}rg \"Analyst\""), "{text}");
    let edges = word_right_edges(&pdf);
    assert!(edges.len() > 500);
    // A4 is 595.28 pt wide; the right margin is 20 mm (56.69 pt).
    let limit = 595.28 - 56.69 + 0.5;
    for x in edges {
        assert!(
            x <= limit,
            "a word ends at {x} pt, beyond the margin at {limit} pt"
        );
    }
}

#[test]
fn a_case_with_only_an_own_quote_renders() {
    let (mut case, _) = example();
    case.rent.clear();
    case.hybrid = None;
    case.exchange_rates.clear();
    let profile = case.workload.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("computes");
    let pdf = render_pdf(&case, &comparison, &settings()).expect("renders");
    let text = extract(&pdf);
    assert!(
        text.contains("No other option serves the whole workload."),
        "{text}"
    );
    assert!(text.contains("Exchange rates: none"), "{text}");
}

#[test]
fn the_checklist_carries_every_unknown_and_contradiction_into_the_report() {
    use gpucase_core::checklist::{Checklist, Concern, OfferChecklist, ProbeRecord};
    let (mut case, comparison) = example();
    // The feed plugin's real offers: a VM with a whole GTX 1060, and an H100 in a container
    // whose allocation the feed does not state.
    let feed: Vec<gpucase_core::offer::Offer> =
        serde_json::from_str(include_str!("../../../plugins/feed/expected/offers.json"))
            .expect("the feed's offers");
    case.shortlist = feed
        .into_iter()
        .filter(|o| o.offer_id == "gtx1060" || o.offer_id == "h100-container")
        .collect();
    let mut gtx = OfferChecklist::of(&case.shortlist[0]);
    gtx.record_probe(
        ProbeRecord {
            probed_at: "2026-11-30T10:00:00Z".into(),
            isolation: "container (docker)".into(),
            allocation: "whole GPU".into(),
            findings: Vec::new(),
        },
        &[(
            "isolation".into(),
            "sold as a VM, delivered as a container".into(),
        )],
    );
    case.checklist = Some(Checklist {
        concerns: vec![Concern::GdprData],
        offers: vec![gtx],
    });
    case.validate().expect("a valid case");
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    for expected in [
        "the data falls under the GDPR",
        "feed/gtx1060: 1 x GTX 1060 6GB",
        "verified by the probe on 2026-11-30",
        "CONTRADICTED: sold as a VM, delivered as a container",
        // The second offer has no stored checklist: its own data, with the unknown shown.
        "UNKNOWN: the feed does not state the GPU allocation",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from: {text}");
    }
}
