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
        approval: None,
        compared: gpucase_report::DEFAULT_COMPARED,
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

/// The checklist's section of the report text: from its heading to the next section's.
fn checklist_section(text: &str, l10n: &gpucase_l10n::Localizer) -> String {
    let none = gpucase_l10n::Args::new();
    // As `extract` does: no-break spaces (French) become plain ones.
    let words = |id: &str| {
        l10n.tr(id, &none)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let heading = words("heading-checklist");
    let start = text
        .find(&heading)
        .unwrap_or_else(|| panic!("no {heading:?} in:\n{text}"));
    let rest = &text[start..];
    let end = ["switching-title", "heading-assumptions"]
        .iter()
        .filter_map(|id| rest.find(&words(id)))
        .min()
        .unwrap_or(rest.len());
    rest[..end].to_owned()
}

#[test]
fn the_checklist_writes_the_probes_findings_and_the_billing_in_the_reports_language() {
    // The example case with the feed plugin's GTX 1060 offer (its real output: a VM with a
    // whole GPU, billed by the month, on demand) shortlisted, and a recorded probe output
    // of a Docker container with two RTX 4090 (testdata/probe, see its README) recorded
    // against it, as the desktop's "Record in the offer's checklist" does.
    let feed: Vec<gpucase_core::offer::Offer> =
        serde_json::from_str(include_str!("../../../plugins/feed/expected/offers.json"))
            .expect("the feed's offers");
    let mut case = gpucase_app::example_case().expect("the example");
    case.shortlist = feed
        .into_iter()
        .filter(|o| o.offer_id == "gtx1060")
        .collect();
    let output = include_str!("../../../testdata/probe/docker-marketplace-2x-rtx4090.txt");
    let (case, probe) =
        gpucase_app::probe::record_probe(&case, "feed/gtx1060", output).expect("recorded");
    let kinds: Vec<&str> = probe.findings.iter().map(|f| f.message.as_str()).collect();
    assert!(
        probe.findings.iter().any(|f| matches!(
            f.finding,
            gpucase_core::finding::FindingKind::IsolationWeaker { .. }
        )),
        "{kinds:?}"
    );
    // Words of the English templates that the other languages must not show.
    let english_words = [
        "Offered as",
        "delivered as",
        "weaker isolation than bought",
        "not the offered",
        "GPU offered",
        "billed by the",
        "on demand",
        "CONTRADICTED",
        "on a bare-metal host",
        "whole GPU",
        "given to the container",
    ];
    // Per language: the localized sentences of the isolation finding, the GPU model
    // finding (with the model name as the driver wrote it), the billing answer, and the
    // verified answers (what the probe saw, with the runtime's name as measured).
    let cases = [
        (
            Language::En,
            [
                "Offered as a VM, delivered as a container: weaker isolation than bought.",
                "GPU 0 is NVIDIA GeForce RTX 4090, not the offered GTX 1060 6GB.",
                "billed by the month (an hourly figure is the price / 730 h), on demand",
                "Isolation: container (docker, on a bare-metal host)",
                "whole GPU (the host's device given to the container)",
            ],
        ),
        (
            Language::De,
            [
                "Angeboten als VM, geliefert als Container: schwächere Isolation als gekauft.",
                "GPU 0 ist eine NVIDIA GeForce RTX 4090, nicht das angebotene Modell GTX 1060 6GB.",
                "monatlich abgerechnet (ein Stundenwert ist der Preis / 730 h), On-Demand",
                "Isolation: Container (docker, auf einem Bare-Metal-Host)",
                "ganze GPU (Gerät des Hosts, dem Container übergeben)",
            ],
        ),
        (
            Language::Nl,
            [
                "Aangeboden als VM, geleverd als container: zwakkere isolatie dan gekocht.",
                "GPU 0 is een NVIDIA GeForce RTX 4090, niet het aangeboden model GTX 1060 6GB.",
                "per maand gefactureerd (een uurbedrag is de prijs / 730 u), on-demand",
                "Isolatie: container (docker, op een bare-metal-host)",
                "hele GPU (apparaat van de host, aan de container gegeven)",
            ],
        ),
        (
            Language::Fr,
            [
                "Proposé en VM, livré en conteneur : isolation plus faible que celle achetée.",
                "Le GPU 0 est un NVIDIA GeForce RTX 4090, et non le modèle proposé GTX 1060 6GB.",
                "facturé au mois (un montant horaire correspond au prix / 730 h), à la demande",
                "Isolation : conteneur (docker, sur un hôte bare metal)",
                "GPU entier (périphérique de l’hôte confié au conteneur)",
            ],
        ),
    ];
    for (language, expected) in cases {
        let settings = ReportSettings {
            date: jiff::civil::date(2026, 12, 1),
            author: "Analyst".into(),
            language,
            approval: None,
            compared: gpucase_report::DEFAULT_COMPARED,
        };
        // The report refuses to render with a missing message or variable.
        let pdf = gpucase_app::render_report(&case, &settings).expect("renders");
        let l10n = gpucase_l10n::Localizer::new(language);
        let section = checklist_section(&extract(&pdf), &l10n);
        for e in expected {
            assert!(
                section.contains(e),
                "{language}: {e:?} missing from:\n{section}"
            );
        }
        // Every finding of the run, written by the same Localizer, with no error.
        for f in &probe.findings {
            let _ = gpucase_l10n::findings::finding(&l10n, &f.finding);
        }
        assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{language}");
        if language == Language::En {
            continue;
        }
        for word in english_words {
            assert!(
                !section.contains(word),
                "{language}: English {word:?} in:\n{section}"
            );
        }
    }
}

/// The cover names the approval of the saved version a report shows (issue 20), in the
/// report's language; a report of a version that was not approved says nothing of it.
#[tokio::test]
async fn the_report_of_an_approved_version_says_who_approved_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let library = gpucase_app::Library::open(
        &dir.path().join("cases.sqlite"),
        gpucase_app::FixedClock::at("2026-12-01T09:30:00Z"),
    )
    .await
    .expect("the library opens");
    let case = gpucase_app::example_case().expect("the example");
    library.save(&case, "ana").await.expect("saved");
    let mut changed = case.clone();
    changed.name = format!("{} (v2)", case.name);
    library.save(&changed, "ana").await.expect("saved");
    library
        .approve(&case.id, 1, "Hanna Huber")
        .await
        .expect("approved");
    let written = |c: &gpucase_core::Case, name: &str, language| {
        let path = dir.path().join(name);
        let store = library.store().clone();
        let c = c.clone();
        async move {
            let settings = ReportSettings {
                date: jiff::civil::date(2026, 12, 2),
                author: "Ana".into(),
                language,
                approval: None,
                compared: gpucase_report::DEFAULT_COMPARED,
            };
            gpucase_app::report::write_and_record(&store, &c, &path, &settings, None)
                .await
                .expect("written");
            extract(&std::fs::read(&path).expect("read back"))
        }
    };
    let en = written(&case, "v1-en.pdf", Language::En).await;
    assert!(
        en.contains("Approved: case version 1, by Hanna Huber on 1 December 2026"),
        "{en}"
    );
    let de = written(&case, "v1-de.pdf", Language::De).await;
    assert!(
        de.contains("Freigegeben: Fallversion 1, von Hanna Huber am 1. Dezember 2026"),
        "{de}"
    );
    let v2 = written(&changed, "v2.pdf", Language::En).await;
    assert!(!v2.contains("Approved:"), "{v2}");
}
