//! The report of the worked example: a PDF whose text a real extractor (poppler's
//! `pdftotext`) reads back, with the figures of docs/method.md section 3, written the same way
//! every time.
//!
//! Set `GPUCASE_REPORT_EXAMPLE=/path/to/file.pdf` to keep a copy of the rendered example.

use std::process::{Command, Output};

use gpucase_core::recommendation::recommend;
use gpucase_core::{Case, Comparison, Language, casefile, compare};
use gpucase_report::{ReportError, ReportSettings, render_pdf, unsupported};

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
        language: Language::En,
        approval: None,
        // Every option of the example in the body, as these tests read each one's lines;
        // crates/cli/tests/memo.rs reads the memo as it compares five.
        compared: 26,
    }
}

/// Runs `tool` with `args`, then the PDF (written to a temporary file), then `tail`.
fn run_on(pdf: &[u8], tool: &str, args: &[&str], tail: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).expect("the PDF is written");
    Command::new(tool)
        .args(args)
        .arg(&path)
        .args(tail)
        .output()
        .unwrap_or_else(|e| panic!("{tool} runs (bash scripts/setup-system.sh installs it): {e}"))
}

/// The words of the PDF with their boxes, as `pdftotext -bbox` writes them (XHTML).
fn bbox_html(pdf: &[u8]) -> String {
    String::from_utf8_lossy(&run_on(pdf, "pdftotext", &["-bbox"], &["-"]).stdout).into_owned()
}

/// Text of the PDF as `pdftotext` extracts it, with runs of whitespace made one space.
fn extract(pdf: &[u8]) -> String {
    let out = run_on(pdf, "pdftotext", &[], &["-"]);
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
    assert_eq!(recommended.option_id, "aws-p5e/spot_batch");
    for expected in [
        "Enterprise assistant for 1,000 employees",
        "Prepared by: Test Analyst",
        "Date: 29 November 2026",
        "Language: English",
        "Recommendation",
        // The recommended option (the engine's cheapest), named in the report's words.
        "Recommended: AWS p5e.48xlarge (8x H200), spot for batch, on demand for interactive.",
        // docs/method.md section 3: 730 hours, 336 productive, 46.0 %, 5,840 GPU-hours.
        "730",
        "336",
        "46.0%",
        "5,840",
        // Money in English: the symbol before the figure, comma thousands.
        "€4.10 per productive GPU-hour",
        "Break-even",
        "cancels",
        "When the GPUs are productive",
        "Sensitivity",
        "What moves the answer most",
        "Appendix: every input",
        "Figures are rounded for display; the calculation is exact.",
        // Issue 18: the method is the project's own document, cited among the sources.
        "Method: docs/method.md of gpucase",
        "page 1 of",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} is missing from:\n{text}"
        );
    }
    // Issue 18: a provider's own error names stay out of sentences about any offer.
    assert!(text.contains("the provider may have no free instance of the type"));
    assert!(!text.contains("InsufficientInstanceCapacity"), "{text}");
    // The sections come in order.
    let at = |s: &str| text.find(s).unwrap_or(usize::MAX);
    assert!(at("Recommendation") < at("Workload"));
    assert!(at("Workload") < at("Options"));
    assert!(at("Options") < at("Break-even"));
    assert!(at("Break-even") < at("Sensitivity"));
    assert!(at("Sensitivity") < at("Assumptions and sources"));
    assert!(at("Assumptions and sources") < at("Appendix: every input"));
}

#[test]
fn the_fonts_carry_every_character_of_every_language() {
    // Every character of every message file (report, switching notes, CLI, UI) and of the
    // numbers each language formats: a missing one must fail here, not print a box.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales");
    let mut files = 0;
    for lang in std::fs::read_dir(root).expect("locales/") {
        let lang = lang.expect("an entry").path();
        for file in std::fs::read_dir(&lang).expect("a language folder") {
            let path = file.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let text = std::fs::read_to_string(&path).expect("UTF-8");
                assert_eq!(unsupported(&text), Vec::<char>::new(), "{}", path.display());
                files += 1;
            }
        }
    }
    assert!(files >= 12, "found {files} message files");
    // The separators CLDR gives: narrow no-break space (fr groups), no-break space, minus.
    assert_eq!(
        unsupported("1\u{202f}234,56\u{a0}€ \u{2212}3 € 1.234,56 €1,234.56"),
        Vec::<char>::new()
    );
}

#[test]
fn a_character_without_a_glyph_is_an_error_not_a_box() {
    let (mut case, comparison) = example();
    case.name = "GPU \u{4e2d}".to_owned();
    match render_pdf(&case, &comparison, &settings()) {
        Err(ReportError::MissingGlyph { character, .. }) => assert_eq!(character, '\u{4e2d}'),
        other => panic!("expected a missing glyph, got {:?}", other.map(|b| b.len())),
    }
}

/// Issue 33: an ESC in a CSV offer's city made `report` fail for the whole case (no glyph
/// for U+001B). A control character or a right-to-left override in text from a case is
/// drawn as U+FFFD, visibly, and the report is written.
#[test]
fn a_control_character_in_a_name_is_drawn_as_a_replacement() {
    let (mut case, comparison) = example();
    case.name = "Fleet \u{1b}[2J plan \u{202e}fdp.exe\u{0}".to_owned();
    let pdf = render_pdf(&case, &comparison, &settings()).expect("renders");
    let text = extract(&pdf);
    assert!(
        text.contains("Fleet \u{FFFD}[2J plan \u{FFFD}fdp.exe\u{FFFD}"),
        "{text}"
    );
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{202e}'),
        "{text}"
    );
}

#[test]
fn the_example_report_is_small() {
    // ../shared/bench/pdf/README.md: DejaVu embedded whole made about 390 KB; subset, the
    // whole report must stay well under the 150 KB the issue allows once signed.
    let (case, comparison) = example();
    for language in Language::ALL {
        let pdf = render_pdf(
            &case,
            &comparison,
            &ReportSettings {
                language,
                ..settings()
            },
        )
        .expect("renders");
        assert!(pdf.len() < 100_000, "{language:?}: {} bytes", pdf.len());
    }
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
    let out = run_on(&pdf, "pdfinfo", &["-isodates"], &[]);
    let info = String::from_utf8_lossy(&out.stdout);
    assert!(
        info.contains("Enterprise assistant for 1,000 employees"),
        "{info}"
    );
    assert!(info.contains("Test Analyst"), "{info}");
    assert!(info.contains("2026-11-29T00:00:00"), "{info}");
    assert!(info.contains("A4"), "{info}");
}

/// Right edges (in points) of every word `pdftotext -bbox` finds, with the word.
fn word_right_edges(pdf: &[u8]) -> Vec<(f64, String)> {
    bbox_html(pdf)
        .split("xMax=\"")
        .skip(1)
        .filter_map(|rest| {
            let x = rest.split('"').next()?.parse().ok()?;
            let word = rest.split('>').nth(1)?.split('<').next()?.to_owned();
            Some((x, word))
        })
        .collect()
}

#[test]
fn long_and_non_ascii_text_stays_on_the_page() {
    let (mut case, _) = example();
    case.name = "Gro\u{df}e Anfrage \u{2013} \u{20ac} budget ".repeat(6);
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
    assert!(
        text.contains("Gro\u{df}e Anfrage \u{2013} \u{20ac} budget"),
        "{text}"
    );
    assert!(text.contains("J\u{f6}rg \u{201c}Analyst\u{201d}"), "{text}");
    let edges = word_right_edges(&pdf);
    assert!(edges.len() > 500);
    // A4 is 595.28 pt wide; the right margin is 20 mm (56.69 pt).
    let limit = 595.28 - 56.69 + 0.5;
    for (x, word) in edges {
        assert!(
            x <= limit,
            "{word:?} ends at {x} pt, beyond the margin at {limit} pt"
        );
    }
}

#[test]
fn a_case_with_only_an_own_quote_renders() {
    let (mut case, _) = example();
    case.rent.clear();
    case.hybrid = None;
    case.exchange_rates.clear();
    // Nothing rented: no provider to leave, and no rate for the USD amounts of the notes.
    case.switching = None;
    case.validate().expect("a valid case");
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
    use gpucase_core::checklist::{
        Checklist, Concern, Contradiction, OfferChecklist, ProbeRecord, RecordedFinding,
    };
    use gpucase_core::finding::{FindingKind, IsolationKind, Severity};
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
    gtx.record_probe(ProbeRecord {
        probed_at: "2026-11-30T10:00:00Z".into(),
        isolation: "container (docker)".into(),
        allocation: "whole GPU".into(),
        seen_isolation: None,
        seen_allocation: None,
        findings: vec![RecordedFinding::Finding {
            severity: Severity::Critical,
            finding: FindingKind::IsolationWeaker {
                offered: IsolationKind::VirtualMachine,
                delivered: IsolationKind::Container,
            },
        }],
    });
    // A contradiction as a case file from before the findings were structured holds it.
    gtx.answers[0]
        .contradictions
        .push(Contradiction::Text("stored as a sentence".into()));
    case.checklist = Some(Checklist {
        concerns: vec![Concern::GdprData],
        offers: vec![gtx],
    });
    case.validate().expect("a valid case");
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    for expected in [
        "the data falls under the GDPR",
        // The offer by its provider's name, GPUs and place, and how it bills.
        "Example GPU VPS (1 × GTX 1060 6GB), Hesse · billed by the month",
        "verified by the probe on 30 November 2026",
        "CONTRADICTED: Offered as a VM, delivered as a container: weaker isolation than bought.",
        "CONTRADICTED: stored as a sentence",
        // The second offer has no stored checklist: its own data, with the unknown shown
        // in the feed's own words, marked as theirs (locales/en/checklist.ftl).
        "UNKNOWN: “the feed does not state the GPU allocation” (the offer's words)",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from: {text}");
    }
}

#[test]
fn every_language_writes_its_own_figures_and_words() {
    // Money, dates and the cover's language line as CLDR and each language write them
    // (no-break spaces come back from pdftotext as spaces).
    let (case, comparison) = example();
    let cases = [
        (
            Language::De,
            ["Sprache: Deutsch", "29. November 2026", "4,10 €", "46,0 %"],
        ),
        (
            Language::Nl,
            ["Taal: Nederlands", "29 november 2026", "€ 4,10", "46,0%"],
        ),
        (
            Language::Fr,
            ["Langue : français", "29 novembre 2026", "4,10 €", "46,0 %"],
        ),
        // Issue 18: French elides before a vowel and writes the first of a month "1er".
        (
            Language::Fr,
            [
                "auprès d’Amazon Web Services",
                "Paliers de trafic sortant d’Amazon",
                "1er avril 2027",
                "Langue : français",
            ],
        ),
        (
            Language::En,
            ["Language: English", "29 November 2026", "€4.10", "46.0%"],
        ),
    ];
    for (language, expected) in cases {
        let pdf = render_pdf(
            &case,
            &comparison,
            &ReportSettings {
                language,
                ..settings()
            },
        )
        .expect("renders");
        let text = extract(&pdf);
        for e in expected {
            assert!(
                text.contains(e),
                "{language:?}: {e:?} missing from:\n{text}"
            );
        }
        if language != Language::En {
            // No English heading is left untranslated.
            for english in [
                "Recommendation",
                "Options compared",
                "Appendix: every input",
                "Sensitivity",
            ] {
                assert!(
                    !text.contains(english),
                    "{language:?}: {english:?} in:\n{text}"
                );
            }
        }
        // The document says its language.
        let lang = pdf_lang(&pdf);
        assert_eq!(lang, language.code(), "{language:?}");
    }
}

/// The catalog's `/Lang` entry, read with `qpdf --json=2` (qpdf 11).
fn pdf_lang(pdf: &[u8]) -> String {
    let out = run_on(pdf, "qpdf", &["--json=2", "--json-key=qpdf"], &[]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("qpdf writes JSON");
    let objects = json["qpdf"][1].as_object().expect("the objects");
    objects
        .values()
        .map(|o| &o["value"])
        .find(|o| o["/Type"] == "/Catalog")
        .and_then(|o| o["/Lang"].as_str())
        .map(|s| s.trim_start_matches("u:").to_owned())
        .unwrap_or_default()
}

#[test]
fn qpdf_finds_the_report_clean_in_every_language() {
    let (case, comparison) = example();
    for language in Language::ALL {
        let pdf = render_pdf(
            &case,
            &comparison,
            &ReportSettings {
                language,
                ..settings()
            },
        )
        .expect("renders");
        let out = run_on(&pdf, "qpdf", &["--check"], &[]);
        let report = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{language:?}: {report}");
        assert!(
            report.contains("No syntax or stream encoding errors"),
            "{report}"
        );
        // Fonts embedded and subset, with a Unicode map (searchable text).
        let fonts = run_on(&pdf, "pdffonts", &[], &[]);
        let fonts = String::from_utf8_lossy(&fonts.stdout);
        // After the two header lines (names, dashes): one row per font.
        let rows: Vec<&str> = fonts.lines().skip(2).collect();
        assert!(!rows.is_empty(), "{fonts}");
        for row in rows {
            let cols: Vec<&str> = row.split_whitespace().collect();
            let n = cols.len();
            assert_eq!(
                &cols[n - 5..n - 2],
                &["yes", "yes", "yes"],
                "{language:?}: {row}"
            );
        }
    }
}

#[test]
fn the_last_page_keeps_the_signature_area_free() {
    let (case, comparison) = example();
    for language in Language::ALL {
        let pdf = render_pdf(
            &case,
            &comparison,
            &ReportSettings {
                language,
                ..settings()
            },
        )
        .expect("renders");
        let html = bbox_html(&pdf);
        let last_page = html.rsplit("<page ").next().expect("a page");
        // The area in pdftotext's coordinates (origin top left, A4 841.89 pt high).
        let [llx, lly, urx, ury] = gpucase_report::SIGNATURE_AREA;
        let (top, bottom) = (841.89 - f64::from(ury), 841.89 - f64::from(lly));
        let number = |w: &str, key: &str| -> f64 {
            w.split(&format!("{key}=\""))
                .nth(1)
                .and_then(|r| r.split('"').next())
                .and_then(|v| v.parse().ok())
                .unwrap_or(0.0)
        };
        for word in last_page.split("<word ").skip(1) {
            let (x0, y0, x1, y1) = (
                number(word, "xMin"),
                number(word, "yMin"),
                number(word, "xMax"),
                number(word, "yMax"),
            );
            let overlaps = x1 > f64::from(llx) && x0 < f64::from(urx) && y1 > top && y0 < bottom;
            assert!(
                !overlaps,
                "{language:?}: a word lies in the signature area: {word}"
            );
        }
    }
}

/// The switching notes of the example (switch planned for 1 April 2027) as the report
/// prints them on `date`.
fn switching_text(case: &Case, comparison: &Comparison, date: jiff::civil::Date) -> String {
    let settings = ReportSettings { date, ..settings() };
    let text = extract(&render_pdf(case, comparison, &settings).expect("renders"));
    let start = text
        .find("These notes state the dates")
        .expect("the switching notes are in the report");
    text[start..].to_owned()
}

#[test]
fn the_switching_notes_follow_the_report_date_across_12_january_2027() {
    let (case, comparison) = example();
    // The rule in force on the planned date: none from 12 January 2027 (Art. 29(1)).
    let no_charges =
        "From 12 January 2027, providers may not charge switching charges (Art. 29(1)).";
    let reduced = "may charge reduced switching charges";
    let if_earlier = "If the switch were moved to a date before 12 January 2027";

    // Before the deadline: the switch falls after it, and moving it earlier would change
    // the rule, which the notes say.
    let before = switching_text(&case, &comparison, jiff::civil::date(2026, 11, 29));
    for expected in [
        // Issue 18: the rules as in force, the proposed amendment named as not adopted,
        // and what must be disclosed before the contract.
        "The rules are stated as in force on the report date.",
        "(Digital Omnibus, COM(2025) 837, November 2025); the proposal has not been adopted",
        "any reduced switching charges that may be imposed (Art. 29(4))",
        "Report date: 29 November 2026. Planned switch date: 1 April 2027.",
        "The switch is planned for 1 April 2027, on or after 12 January 2027.",
        no_charges,
        if_earlier,
    ] {
        assert!(before.contains(expected), "{expected:?} in {before}");
    }

    // On the day itself and after it, a switch can no longer be moved to a date with
    // reduced charges: no sentence offers that, and none says reduced charges are allowed.
    for (date, printed) in [
        (jiff::civil::date(2027, 1, 12), "12 January 2027"),
        (jiff::civil::date(2027, 2, 1), "1 February 2027"),
    ] {
        let after = switching_text(&case, &comparison, date);
        let dates = format!("Report date: {printed}. Planned switch date: 1 April 2027.");
        for expected in [
            dates.as_str(),
            "The switch is planned for 1 April 2027.",
            no_charges,
        ] {
            assert!(after.contains(expected), "{expected:?} on {date}: {after}");
        }
        for never in [
            if_earlier,
            reduced,
            "on or after 12 January 2027",
            "before 12 January 2027",
        ] {
            assert!(!after.contains(never), "{never:?} on {date}: {after}");
        }
    }

    // A stale case whose planned switch (5 January 2027) lies before a report dated after
    // the deadline: marked as passed, with the rule of that day, never as a current plan.
    let mut stale = case.clone();
    if let Some(facts) = stale.switching.as_mut() {
        facts.planned_switch = jiff::civil::date(2027, 1, 5);
    }
    let passed = switching_text(&stale, &comparison, jiff::civil::date(2027, 2, 1));
    for expected in [
        "The planned switch date (5 January 2027) is before the date of this report (1 February 2027).",
        "update the planned date before relying on them",
    ] {
        assert!(passed.contains(expected), "{expected:?} in {passed}");
    }
}

#[test]
fn a_price_the_analyst_changed_is_named_beside_the_offer_s_in_the_appendix() {
    let (mut case, _) = example();
    // The Hetzner plugin's recorded GEX130 offer (plugins/hetzner/expected/offers.json),
    // made an option and then given a negotiated monthly price.
    let hetzner: Vec<gpucase_core::offer::Offer> = serde_json::from_str(include_str!(
        "../../../plugins/hetzner/expected/offers.json"
    ))
    .expect("the plugin's expected offers");
    let gex = hetzner
        .iter()
        .find(|o| o.offer_id == "GEX130-FSN1")
        .expect("the GEX130 offer");
    let mut option = gpucase_core::rent_option::rent_option("gex", &[gex]).expect("an option");
    option.pricing = vec![gpucase_core::case::PricingModel::MonthlyBilled {
        per_instance_month: "790.00 EUR".parse().expect("money"),
        term_months: None,
    }];
    case.rent.push(option);
    case.shortlist.push(gex.clone());
    case.validate().expect("a valid case");
    let profile = case.workload.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("computes");
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    assert!(
        text.contains("hetzner/GEX130-FSN1:")
            && text.contains("the case uses €790.00 instead, set by the analyst"),
        "{text}"
    );
}

/// Issue 34: a charge whose price the plugin could not read (the AWS plugin's recorded
/// us-east-2 reservation: no EBS or egress price read for that region) is said beside the
/// option, in every language, rather than reading as none.
#[test]
fn a_charge_the_catalog_could_not_price_is_said_beside_its_option() {
    let (mut case, _) = example();
    let aws: Vec<gpucase_core::offer::Offer> =
        serde_json::from_str(include_str!("../../../plugins/aws/expected/offers.json"))
            .expect("the plugin's expected offers");
    let offer = aws
        .iter()
        .find(|o| !o.unknown_charges.is_empty())
        .expect("an offer with an unknown charge");
    let option = gpucase_core::rent_option::rent_option("p5-east-2", &[offer]).expect("an option");
    case.rent.push(option);
    case.shortlist.push(offer.clone());
    case.validate().expect("a valid case");
    let profile = case.workload.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("computes");
    let mut said = Vec::new();
    for (language, words) in [
        (
            Language::En,
            "egress, price not known (no internet egress price read for us-east-2",
        ),
        (
            Language::De,
            "ausgehende Datenübertragung, Preis unbekannt (no internet egress",
        ),
        (
            Language::Fr,
            "trafic sortant, prix inconnu (no internet egress",
        ),
        (
            Language::Nl,
            "uitgaand verkeer, prijs onbekend (no internet egress",
        ),
    ] {
        let settings = ReportSettings {
            language,
            compared: 40,
            ..settings()
        };
        let text = extract(&render_pdf(&case, &comparison, &settings).expect("renders"));
        said.push((language, text.contains(words)));
        if language == Language::En {
            assert!(
                text.contains("the catalog could not read this charge's price"),
                "{text}"
            );
        }
    }
    assert!(said.iter().all(|(_, s)| *s), "{said:?}");
}

/// Issue 16, item 4: GPU-hours without data are stated in the report's metrics lines,
/// with their count and share, and how the comparison treats them. The case is the
/// stored `gpucase/1` sample with measured metrics (testdata/scenario), given a second GPU
/// without data in its one hour.
#[test]
fn hours_without_data_are_stated_with_their_count_and_share() {
    let sample = include_str!("../../../testdata/scenario/v1-with-metrics.gpucase");
    let mut case = casefile::parse(sample).expect("the sample parses");
    let m = case.metrics.as_mut().expect("the sample has metrics");
    m.use_as_profile = true;
    m.fleet_gpus = 2;
    m.no_data_gpus = vec![1];
    m.summary.total_gpu_hours = 2;
    m.summary.no_data_gpu_hours = 1;
    let profile = case.profile().expect("a measured profile");
    assert_eq!(profile.no_data_gpu_hours(), 1);
    let comparison = compare(&case, &profile).expect("the case computes");
    assert_eq!(comparison.workload.no_data_gpu_hours, 1);
    let pdf = render_pdf(&case, &comparison, &settings()).expect("the report renders");
    let text = extract(&pdf);
    assert!(
        text.contains(
            "1 GPU-hours (50.0% of the measured period) have no data: they are unknown, \
             counted neither as idle nor as productive."
        ),
        "{text}"
    );
}

#[test]
fn a_discount_rate_adds_each_option_s_present_value_beside_its_total() {
    let (mut case, _) = example();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        ..Default::default()
    });
    let profile = case.workload.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("computes");
    let pdf = render_pdf(&case, &comparison, &settings()).expect("renders");
    // The own server's 708,514.72 EUR at 8 % (crates/core/tests/present_value.rs).
    // The present value is a row of the breakdown table, a figure per option: read as laid
    // out, the row's first line holds its figures.
    let out = run_on(&pdf, "pdftotext", &["-layout"], &["-"]);
    let laid_out = String::from_utf8(out.stdout).expect("pdftotext writes UTF-8");
    let rows: Vec<&str> = laid_out
        .lines()
        .filter(|l| l.trim_start().starts_with("Present value at 8.00% a"))
        .collect();
    assert!(!rows.is_empty(), "no present value row in {laid_out}");
    assert!(rows.iter().any(|r| r.contains("€708,514.72")), "{rows:?}");
    // Without a rate the line is not there.
    let (case, comparison) = example();
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    assert!(!text.contains("Present value"), "{text}");
}

/// A tax on profits: the memo's present values are after it (70 % of the own server's
/// 789,287.60 EUR at no discount rate, 552,501.32 EUR, as crates/cli/tests/decision.rs
/// works out), the ranking sentence says the rule, and the appendix lists the tax's inputs.
#[test]
fn a_tax_takes_the_memo_s_present_values_after_it_and_says_its_rule() {
    let (mut case, _) = example();
    case.finance = Some(gpucase_core::case::Finance {
        tax: Some(gpucase_core::case::Tax {
            rate: "0.30".parse().expect("a quantity"),
            depreciation_years: 3,
        }),
        ..Default::default()
    });
    let profile = case.workload.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("computes");
    let pdf = render_pdf(&case, &comparison, &settings()).expect("renders");
    let out = run_on(&pdf, "pdftotext", &["-layout"], &["-"]);
    let laid_out = String::from_utf8(out.stdout).expect("pdftotext writes UTF-8");
    let rows: Vec<&str> = laid_out
        .lines()
        .filter(|l| l.trim_start().starts_with("Present value at 0.00% a"))
        .collect();
    assert!(rows.iter().any(|r| r.contains("€552,501.32")), "{laid_out}");
    let text = extract(&pdf);
    assert!(
        text.contains(
            "Present values are after a tax on profits of 30.00%: every payment is deducted \
             in the month it is paid, and own servers are depreciated straight-line over 3 \
             years"
        ),
        "{text}"
    );
    assert!(text.contains("Tax on profits (0.30 = 30 %) 30"), "{text}");
    // Without a discount rate the ranking's sentence says cost after tax, not a rate of 0.
    assert!(
        text.contains("Undiscounted, its cost after tax is")
            && text.contains("ranked by cost after tax per productive GPU-hour"),
        "{text}"
    );
    assert!(!text.contains("discount rate of 0.00%"), "{text}");
    assert!(
        laid_out
            .lines()
            .any(|l| l.contains("Tax depreciation of own servers") && l.contains("3 years")),
        "{laid_out}"
    );
}

#[test]
fn the_commitment_the_case_already_holds_stands_beside_the_options() {
    // 11 months of 17,432.40 USD at 0.86 from the planned switch: 164,910.50 EUR
    // (crates/cli/tests/decision.rs works it out).
    let (case, comparison) = example();
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    assert!(
        text.contains("Owed whatever is chosen, and in none of the totals:"),
        "{text}"
    );
    assert!(
        text.contains("11 months still to pay at the planned switch, €164,910.50."),
        "{text}"
    );
}

/// Issue 18: two savings plans of one offer were both "Savings Plan" in the tables, the
/// chart and the cards; each now says its term and its payment option, so that two plans
/// of one term (3 years, no upfront; 3 years, partial upfront) read apart too.
#[test]
fn two_savings_plans_of_one_offer_read_apart() {
    let (mut case, _) = example();
    let plan = case.rent[0]
        .pricing
        .iter()
        .find(|m| matches!(m, gpucase_core::case::PricingModel::SavingsPlan { .. }))
        .cloned()
        .expect("the example has a 3-year plan");
    let gpucase_core::case::PricingModel::SavingsPlan {
        rate_per_instance_hour,
        commitment_per_hour,
        usage,
        ..
    } = plan
    else {
        unreachable!()
    };
    case.rent[0]
        .pricing
        .push(gpucase_core::case::PricingModel::SavingsPlan {
            term_years: 1,
            rate_per_instance_hour,
            commitment_per_hour,
            usage,
            payment: gpucase_core::case::SavingsPlanPayment::NoUpfront,
        });
    case.rent[0]
        .pricing
        .push(gpucase_core::case::PricingModel::SavingsPlan {
            term_years: 3,
            rate_per_instance_hour,
            commitment_per_hour,
            usage,
            payment: gpucase_core::case::SavingsPlanPayment::PartialUpfront,
        });
    case.validate().expect("valid");
    let comparison =
        gpucase_core::tco::compare(&case, &case.profile().expect("profile")).expect("compares");
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    for name in [
        "AWS p5e.48xlarge (8x H200), savings plan, 3 years, no upfront",
        "AWS p5e.48xlarge (8x H200), savings plan, 1 year, no upfront",
        "AWS p5e.48xlarge (8x H200), savings plan, 3 years, partial upfront",
    ] {
        assert!(text.contains(name), "{name:?} in {text}");
    }
    // The appendix lists each plan's payment option among its inputs.
    let appendix = &text[text.find("Appendix: every input").expect("the appendix")..];
    for payment in [
        "no upfront: the commitment monthly",
        "partial upfront: half of each term's commitment at its start, the rest monthly",
    ] {
        assert!(appendix.contains(payment), "{payment:?} in {appendix}");
    }
}

/// Issue 18: "Appendix: every input" left out the plans' rates and terms and every rent
/// charge; a reviewer must be able to rebuild the figures from the PDF.
#[test]
fn the_appendix_lists_every_plan_input_and_every_charge() {
    let (case, comparison) = example();
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    let appendix = &text[text.find("Appendix: every input").expect("the appendix")..];
    for expected in [
        "savings plan: Term",
        "3 years",
        "savings plan: Commitment per hour",
        "US$23.88",
        "capacity blocks: Length of one block",
        "5 days",
        "US$31.46",
        "spot for batch: Spot rate per instance-hour",
        "US$15.92",
        "15%",
        "Storage per GB and month",
        "US$0.08",
        "Egress tier 2: price per GB",
        "US$0.09",
        "Public IPv4 address per month",
        "US$3.65",
        "Support plan as a share of compute",
        "3%",
    ] {
        assert!(appendix.contains(expected), "{expected:?} in {appendix}");
    }
}

/// The rest of what a reviewer needs to rebuild the figures: exchange rates with their date
/// and source, the discount rate and price changes, the demand's growth, the requirements,
/// and how each machine's GPUs are joined and their memory.
#[test]
fn the_appendix_lists_rates_money_over_time_growth_requirements_and_machines() {
    let mut case = casefile::parse(include_str!(
        "../../../examples/h200-nvl-demand-grows.gpucase"
    ))
    .expect("parses");
    let (example, _) = example();
    case.exchange_rates = example.exchange_rates.clone();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("rate"),
        rent_change_per_year: Some("-0.10".parse().expect("change")),
        electricity_change_per_year: None,
        tax: None,
    });
    case.requirements = Some(gpucase_core::requirements::Requirements {
        must_answer: vec!["office".to_owned()],
        min_gpu_memory_gb: Some("80".parse().expect("GB")),
        replica: Some(gpucase_core::requirements::Replica {
            gpus: 2,
            one_nvlink_domain: true,
            memory_gb: None,
        }),
        spares: 0,
    });
    let comparison = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    let appendix = &text[text.find("Appendix: every input").expect("the appendix")..];
    for expected in [
        "Yearly growth of the demand from year 2 on (0.30 = 30 % more a year)",
        "60%",
        "USD to EUR",
        "0.86 (2 November 2026, Example figure",
        "Discount rate per year (0.08 = 8 %) 8%",
        "(-0.10 = 10 % less a year) −10%",
        "Windows that must answer without delay office",
        "2 GPUs on one machine, in one NVLink domain",
        "GPU interconnect NVL bridges, 4 GPUs per NVLink domain",
        "Memory per GPU 141",
    ] {
        assert!(appendix.contains(expected), "{expected:?} in {appendix}");
    }
    // pdftotext may read the next row's label before this row's value.
    let memory = appendix
        .find("Memory per GPU the model needs at least (GB)")
        .map(|at| &appendix[at..(at + 80).min(appendix.len())])
        .unwrap_or_else(|| panic!("the minimum GPU memory in {appendix}"));
    assert!(memory.contains(" 80 "), "{memory}");
}

/// A demand that grows 60 % a year (examples/h200-nvl-demand-grows.gpucase, worked out by
/// hand in crates/core/tests/growth.rs): the report says the growth and each stage gpucase
/// chose, in every language.
#[test]
fn the_stages_gpucase_chose_for_a_growing_demand_are_said_in_every_language() {
    let case = casefile::parse(include_str!(
        "../../../examples/h200-nvl-demand-grows.gpucase"
    ))
    .expect("parses");
    let comparison = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    for (language, said) in [
        (
            Language::En,
            "gpucase buys 3 more cards for “H200 NVL server, 8 slots, 4-way NVLink bridges, colocated” in month 13 (€96,000.00)",
        ),
        (
            Language::De,
            "gpucase kauft für „H200 NVL server, 8 slots, 4-way NVLink bridges, colocated“ in Monat 13 3 weitere Karten (96.000,00 €)",
        ),
        (
            Language::Fr,
            "gpucase achète 3 cartes de plus pour « H200 NVL server, 8 slots, 4-way NVLink bridges, colocated » au mois 13",
        ),
        (
            Language::Nl,
            "gpucase koopt 3 kaarten extra voor ‘H200 NVL server, 8 slots, 4-way NVLink bridges, colocated’ in maand 13",
        ),
    ] {
        let settings = ReportSettings {
            language,
            ..settings()
        };
        let text = extract(&render_pdf(&case, &comparison, &settings).expect("renders"));
        // Lines break where the page does: compare the words alone.
        let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(words.contains(said), "{language:?}: {words}");
    }
}

/// The buyer's checklist of the 30-option case (examples/triage-shortlist.gpucase): an offer
/// whose every answer comes from the offer, read on one day, says so once and points to the
/// shortlist table that holds the answers; the Verda offer, whose GPU share the offer leaves
/// unknown, lists its answers under the source they share, the unknown one with its own.
#[test]
fn the_checklist_says_a_shared_source_once() {
    let case = casefile::parse(include_str!("../../../examples/triage-shortlist.gpucase"))
        .expect("parses");
    let comparison = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    let text = extract(&render_pdf(&case, &comparison, &settings()).expect("renders"));
    let checklist = &text[text
        .find("The buyer's checklist per offer")
        .expect("the checklist")..];
    let settled = "Every question answered, from the offer, read 20 November 2026: the answers \
                   are those under “Shortlisted offers” above.";
    let scaleway = checklist
        .find("Scaleway H100-SXM-8-80G")
        .expect("the Scaleway offer's checklist");
    assert!(checklist[scaleway..].starts_with(&format!(
        "Scaleway H100-SXM-8-80G (8 × H100 SXM 80GB), fr-par-2 · billed by the hour, on demand {settled}"
    )));
    let verda = &checklist[checklist.find("Verda 8H200").expect("the Verda offer")..];
    assert!(
        verda.contains(
            "Answers from the offer, read 20 November 2026, unless said otherwise: \
             Isolation: virtual machine GPU share: unknown (UNKNOWN:"
        ),
        "{verda}"
    );
    assert!(verda.contains("One question is still unknown."), "{verda}");
    // The shared source is not repeated on the lines under it.
    let lines = &verda[..verda
        .find("One question is still unknown.")
        .expect("summary")];
    assert_eq!(lines.matches("read 20 November 2026").count(), 1, "{lines}");
}
