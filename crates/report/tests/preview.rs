//! The preview: the example's report as SVG pages, checked against the PDF of the same
//! inputs as poppler reads it (`pdfinfo` for the page count, `pdftotext` for the words of
//! a page), and each page parsed by a real XML parser (quick-xml).

use std::process::Command;

use gpucase_core::{Case, Comparison, Language, casefile, compare};
use gpucase_report::{ReportSettings, render_pdf, render_svg};
use quick_xml::Reader;
use quick_xml::events::Event;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn example() -> (Case, Comparison) {
    let case = casefile::parse(EXAMPLE).expect("the example parses");
    let profile = case.workload.profile().expect("the example has a profile");
    let comparison = compare(&case, &profile).expect("the example computes");
    (case, comparison)
}

fn settings(language: Language) -> ReportSettings {
    ReportSettings {
        date: jiff::civil::date(2026, 11, 29),
        author: "Test Analyst".to_owned(),
        language,
        approval: None,
        compared: gpucase_report::DEFAULT_COMPARED,
    }
}

/// Runs `tool` on the PDF (written to a temporary file) with `args` before it and `tail`
/// after it; its standard output.
fn poppler(pdf: &[u8], tool: &str, args: &[&str], tail: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).expect("the PDF is written");
    let out = Command::new(tool)
        .args(args)
        .arg(&path)
        .args(tail)
        .output()
        .unwrap_or_else(|e| panic!("{tool} runs (bash scripts/setup-system.sh installs it): {e}"));
    assert!(
        out.status.success(),
        "{tool}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("poppler writes UTF-8")
}

/// The page count `pdfinfo` reports.
fn pdf_pages(pdf: &[u8]) -> usize {
    let info = poppler(pdf, "pdfinfo", &[], &[]);
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no page count in pdfinfo's output:\n{info}"))
}

/// Parses one SVG page completely: the root element's name and the text of its `<text>`
/// elements, unescaped, one string per element. Panics, naming the position, where the
/// document is not well-formed XML.
fn parse(svg: &str) -> (String, Vec<String>) {
    let mut reader = Reader::from_str(svg);
    reader.config_mut().check_end_names = true;
    let mut root = None;
    let mut texts = Vec::new();
    let mut in_text = false;
    let mut depth = 0usize;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                let name = e.name().as_ref().to_owned();
                for attribute in e.attributes() {
                    attribute.unwrap_or_else(|err| panic!("attribute of <{name}>: {err}"));
                }
                in_text = name == "text";
                if in_text {
                    texts.push(String::new());
                }
                root.get_or_insert(name);
                depth += 1;
            }
            Ok(Event::Empty(e)) => {
                let name = e.name().as_ref().to_owned();
                for attribute in e.attributes() {
                    let a = attribute.unwrap_or_else(|err| panic!("attribute of <{name}>: {err}"));
                    let value = a.value.into_owned();
                    // Self-contained: nothing is loaded from anywhere.
                    assert!(
                        !a.key.as_ref().ends_with("href") && !value.contains("url("),
                        "<{name}> references {value}"
                    );
                }
            }
            Ok(Event::Text(t)) if in_text => {
                let text = t.into_inner();
                if let Some(last) = texts.last_mut() {
                    last.push_str(&text);
                }
            }
            Ok(Event::GeneralRef(r)) if in_text => {
                let entity = format!("&{};", r.into_inner());
                let text = quick_xml::escape::unescape(&entity).expect("a known entity");
                if let Some(last) = texts.last_mut() {
                    last.push_str(&text);
                }
            }
            Ok(Event::End(_)) => {
                in_text = false;
                depth = depth.checked_sub(1).expect("balanced elements");
            }
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!("not well-formed at byte {}: {e}", reader.error_position()),
        }
    }
    assert_eq!(depth, 0, "every element is closed");
    (root.expect("a root element"), texts)
}

#[test]
fn the_preview_has_the_pdfs_pages_and_page_one_says_what_the_pdf_says() {
    let (case, comparison) = example();
    for language in [Language::En, Language::De, Language::Nl, Language::Fr] {
        let s = settings(language);
        let pdf = render_pdf(&case, &comparison, &s).expect("the PDF renders");
        let pages = render_svg(&case, &comparison, &s).expect("the preview renders");
        assert_eq!(pages.len(), pdf_pages(&pdf), "{language:?}: page count");
        assert!(pages.len() > 1, "the example is longer than one page");

        let (root, texts) = parse(&pages[0]);
        assert_eq!(root, "svg");
        let svg_words: Vec<String> = texts
            .join(" ")
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        let pdf_words: Vec<String> = poppler(&pdf, "pdftotext", &["-f", "1", "-l", "1"], &["-"])
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        assert!(pdf_words.len() > 50, "{language:?}: page 1 has text");
        let missing: Vec<&String> = pdf_words
            .iter()
            .filter(|w| !svg_words.contains(w))
            .collect();
        assert!(
            missing.is_empty(),
            "{language:?}: words of PDF page 1 missing from SVG page 1: {missing:?}"
        );
        for (i, page) in pages.iter().enumerate().skip(1) {
            let (root, texts) = parse(page);
            assert_eq!(root, "svg", "page {}", i + 1);
            assert!(!texts.is_empty(), "page {} has text", i + 1);
        }
    }
}

#[test]
fn markup_in_the_case_is_text_in_the_preview() {
    let (mut case, comparison) = example();
    case.name = r#"R&D <script>alert("x")</script> 'pilot'"#.to_owned();
    let pages =
        render_svg(&case, &comparison, &settings(Language::En)).expect("the preview renders");
    let (_, texts) = parse(&pages[0]);
    assert!(
        texts
            .iter()
            .any(|t| t == r#"R&D <script>alert("x")</script> 'pilot'"#),
        "the name is one text run, as typed: {texts:?}"
    );
    assert!(!pages[0].contains("<script"), "no element made of the name");
}

#[test]
fn the_preview_is_the_same_every_time_and_fails_where_the_pdf_fails() {
    let (mut case, comparison) = example();
    let s = settings(Language::Fr);
    assert_eq!(
        render_svg(&case, &comparison, &s).expect("renders"),
        render_svg(&case, &comparison, &s).expect("renders")
    );
    // U+4E2D has no glyph in DejaVu Sans: the PDF refuses it, and so does the preview.
    case.name = "Fallstudie \u{4E2D}".to_owned();
    assert!(render_pdf(&case, &comparison, &s).is_err());
    assert!(matches!(
        render_svg(&case, &comparison, &s),
        Err(gpucase_report::ReportError::MissingGlyph {
            character: '\u{4E2D}',
            ..
        })
    ));
}
