//! Issue 18: every label of the report readable. The example case with options from the
//! catalog (the aws, ovhcloud and gcp plugins' recorded offers, under long names as a
//! catalog gives them): no text drawn is cut with an ellipsis, offer ids break only after
//! their separators, the sensitivity chart marks each line with the option's key and its
//! legend names every option once in full; providers go by their names, and a provider's
//! own name for a region is quoted as theirs.

use std::process::Command;

use gpucase_core::case::{HybridInput, SavingsPlanPayment};
use gpucase_core::offer::Offer;
use gpucase_core::rent_option::rent_option;
use gpucase_core::tco::{OptionKind, OptionResult};
use gpucase_core::{Case, Comparison, Language, casefile, compare};
use gpucase_report::{ReportSettings, render_pdf, render_svg};
use quick_xml::Reader;
use quick_xml::events::Event;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

/// The plugins' expected offers (`plugins/<id>/expected/offers.json`, blessed from their
/// recorded fixtures).
fn plugin_offers(json: &str, ids: &[&str]) -> Vec<Offer> {
    let all: Vec<Offer> = serde_json::from_str(json).expect("a plugin's expected offers");
    ids.iter()
        .map(|id| {
            all.iter()
                .find(|o| o.offer_id == *id)
                .cloned()
                .unwrap_or_else(|| panic!("offer {id} among the plugin's"))
        })
        .collect()
}

/// The example with three rent options from the catalog under long names, the hybrid on
/// the OVHcloud one, and every offer shortlisted.
fn long_case() -> (Case, Comparison) {
    let mut case = casefile::parse(EXAMPLE).expect("the example parses");
    let aws = plugin_offers(
        include_str!("../../../plugins/aws/expected/offers.json"),
        &[
            "KX3M8D5QF2PAJ6RT.JRTCKXETXF",
            "KX3M8D5QF2PAJ6RT.38NPMPTW36",
            "KX3M8D5QF2PAJ6RT.4NA7Y494T4",
        ],
    );
    let ovh = plugin_offers(
        include_str!("../../../plugins/ovhcloud/expected/offers.json"),
        &["h100-380.consumption@GRA11"],
    );
    let gcp = plugin_offers(
        include_str!("../../../plugins/gcp/expected/offers.json"),
        &[
            "a3-ultragpu-8g@europe-west4/on_demand",
            "a3-ultragpu-8g@europe-west4/spot",
        ],
    );
    let groups = [
        (
            "aws-KX3M8D5QF2PAJ6RT.JRTCKXETXF",
            "AWS p5.48xlarge (8x H100 SXM), eu-north-1 Stockholm",
            &aws,
        ),
        (
            "ovhcloud-h100-380.consumption-GRA11",
            "OVHcloud h100-380 (1x H100 80GB), GRA11 Gravelines (autumn price list)",
            &ovh,
        ),
        (
            "gcp-a3-ultragpu-8g-europe-west4-on_demand",
            "Google Cloud a3-ultragpu-8g (8x H200 SXM 141GB), europe-west4 Eemshaven",
            &gcp,
        ),
    ];
    for (id, label, offers) in groups {
        let refs: Vec<&Offer> = offers.iter().collect();
        let mut option = rent_option(id, &refs).expect("the offers make a rent option");
        option.label = label.to_owned();
        case.rent.push(option);
    }
    case.hybrid = Some(HybridInput {
        own: "own-hgx-h200".to_owned(),
        rent: "ovhcloud-h100-380.consumption-GRA11".to_owned(),
    });
    case.shortlist = [aws, ovh, gcp].concat();
    case.validate().expect("a valid case");
    let profile = case.profile().expect("a profile");
    let comparison = compare(&case, &profile).expect("computes");
    (case, comparison)
}

fn settings(language: Language) -> ReportSettings {
    ReportSettings {
        date: jiff::civil::date(2026, 11, 29),
        author: "Test Analyst".to_owned(),
        language,
        approval: None,
        // Every option the comparison ranks, so that each one's label is checked.
        compared: 26,
    }
}

/// The text of every `<text>` element of an SVG page, unescaped, in drawing order.
fn drawn_texts(svg: &str) -> Vec<String> {
    let mut reader = Reader::from_str(svg);
    let mut texts = Vec::new();
    let mut in_text = false;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                in_text = e.name().as_ref() == "text";
                if in_text {
                    texts.push(String::new());
                }
            }
            Ok(Event::Text(t)) if in_text => {
                if let Some(last) = texts.last_mut() {
                    last.push_str(&t.into_inner());
                }
            }
            Ok(Event::GeneralRef(r)) if in_text => {
                let entity = format!("&{};", r.into_inner());
                let text = quick_xml::escape::unescape(&entity).expect("a known entity");
                if let Some(last) = texts.last_mut() {
                    last.push_str(&text);
                }
            }
            Ok(Event::End(_)) => in_text = false,
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!("not well-formed at byte {}: {e}", reader.error_position()),
        }
    }
    texts
}

/// The option's name as the English report gives it (locales/en/report.ftl, `option-rent`
/// and `option-hybrid`).
fn english_name(case: &Case, o: &OptionResult) -> String {
    let rent = |id: &str| {
        case.rent
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.label.clone())
            .expect("a rent option")
    };
    if let Some(h) = &o.hybrid {
        let own = &case
            .own
            .iter()
            .find(|q| q.id == h.own_quote)
            .expect("own")
            .label;
        let gpus = match h.own_gpus {
            1 => "one own GPU".to_owned(),
            n => format!("{n} own GPUs"),
        };
        return format!("Hybrid: {gpus} ({own}), peaks on {}", rent(&h.rent_offer));
    }
    let Some((offer, _)) = o.id.split_once('/') else {
        return o.label.clone();
    };
    let years = |n: u32| {
        if n == 1 {
            "1 year".to_owned()
        } else {
            format!("{n} years")
        }
    };
    let term = o.term_years.or_else(|| {
        o.rate
            .as_ref()
            .and_then(|r| r.term_hours)
            .map(|h| h / 8_760)
    });
    let model = match o.kind {
        OptionKind::OnDemandAlways => "on demand, allocated every hour".to_owned(),
        OptionKind::OnDemandStopped => "on demand, stopped when idle".to_owned(),
        OptionKind::SavingsPlan => format!(
            "savings plan, {}, {}",
            years(term.expect("a term")),
            match o.payment.expect("a payment option") {
                SavingsPlanPayment::NoUpfront => "no upfront",
                SavingsPlanPayment::PartialUpfront => "partial upfront",
                SavingsPlanPayment::AllUpfront => "all upfront",
            }
        ),
        OptionKind::CapacityReservation => "capacity reservation".to_owned(),
        OptionKind::CapacityBlock => "capacity blocks".to_owned(),
        OptionKind::Reserved => {
            let rate = o.rate.as_ref().expect("a reservation's rate");
            let upfront = rate.upfront.is_some_and(|u| !u.is_zero());
            let hourly = rate.hourly.is_some_and(|h| !h.is_zero());
            let payment = match (upfront, hourly) {
                (false, _) => "no upfront",
                (true, true) => "partial upfront",
                (true, false) => "all upfront",
            };
            format!(
                "reserved instances, {}, {payment}, effective rate",
                years(term.expect("a term"))
            )
        }
        OptionKind::MonthlyBilled => "billed per month".to_owned(),
        OptionKind::SpotBatch => "spot for batch, on demand for interactive".to_owned(),
        other => panic!("no rent model for {other:?}"),
    };
    format!("{}, {model}", rent(offer))
}

/// The key of the `n`th option: A, B, … (the example with these offers has fewer than 27).
fn key(n: usize) -> String {
    char::from(b'A' + u8::try_from(n).expect("fewer than 26 options")).to_string()
}

#[test]
fn no_text_of_the_report_is_cut() {
    let (case, comparison) = long_case();
    assert!(comparison.options.len() > 12, "a crowded chart");
    let ids: Vec<String> = case.shortlist.iter().map(|o| o.key().to_string()).collect();
    for language in Language::ALL {
        let pages = render_svg(&case, &comparison, &settings(language)).expect("renders");
        for (n, page) in pages.iter().enumerate() {
            for text in drawn_texts(page) {
                assert!(
                    !text.contains('…') && !text.contains("..."),
                    "{language:?} page {}: {text:?} is cut",
                    n + 1
                );
                // A line that ends inside an offer's id ends after one of its separators.
                for id in &ids {
                    let provider = id.split('/').next().unwrap_or_default();
                    for (end, _) in id.char_indices().skip(provider.len() + 2) {
                        let part = &id[..end];
                        if text.ends_with(part) {
                            assert!(
                                part.ends_with(['/', '-', '.', '_']),
                                "{language:?} page {}: {id} breaks after {part:?}",
                                n + 1
                            );
                        }
                    }
                }
            }
        }
        // The PDF draws the same text.
        let pdf = render_pdf(&case, &comparison, &settings(language)).expect("renders");
        let text = pdftotext(&pdf);
        assert!(!text.contains('…'), "{language:?}: {text}");
    }
}

#[test]
fn the_sensitivity_key_names_every_option_once_in_full() {
    let (case, comparison) = long_case();
    let pages = render_svg(&case, &comparison, &settings(Language::En)).expect("renders");
    let chart = pages
        .iter()
        .map(|p| drawn_texts(p))
        .find(|t| t.iter().any(|s| s == "Cost per productive GPU-hour (EUR)"))
        .expect("a page with the sensitivity chart");
    let start = chart
        .iter()
        .position(|s| s == "Cost per productive GPU-hour (EUR)")
        .expect("the y axis title");
    let end = chart[start..]
        .iter()
        .position(|s| s == "What moves the answer most" || s.starts_with("Rented hourly rates"))
        .map_or(chart.len(), |i| start + i);
    let region = &chart[start..end];
    let legend = region.join(" ");
    // The chart draws the options the body compares, keyed in ranking order (A is the
    // recommendation): here every option that serves the workload.
    let selection = gpucase_report::memo::select(&comparison, 26);
    let shown = selection.shown();
    assert!(shown.len() > 8, "a crowded chart: {shown:?}");
    for (n, id) in shown.iter().enumerate() {
        let o = comparison
            .options
            .iter()
            .find(|o| o.id == *id)
            .expect("a shown option");
        let entry = format!("{} {}", key(n), english_name(&case, o));
        assert_eq!(
            legend.matches(&entry).count(),
            1,
            "{entry:?} once in the key: {legend}"
        );
        // The key stands at the line's end and in the legend: twice in the chart.
        assert_eq!(
            region.iter().filter(|s| **s == key(n)).count(),
            2,
            "key {} of {:?} in {region:?}",
            key(n),
            o.id
        );
    }
    // Two reserved terms of one offer read apart.
    for term in ["3 years, partial upfront", "1 year, no upfront"] {
        let name = format!(
            "AWS p5.48xlarge (8x H100 SXM), eu-north-1 Stockholm, reserved instances, {term}, \
             effective rate"
        );
        assert!(legend.contains(&name), "{name:?} in {legend}");
    }
}

#[test]
fn providers_go_by_their_names_and_regions_are_the_provider_s_words() {
    let (case, comparison) = long_case();
    let fr = pdftotext(&render_pdf(&case, &comparison, &settings(Language::Fr)).expect("renders"));
    for expected in [
        // The shortlisted offers' snapshots, by the provider's name, elided before a vowel.
        "Offre h100-380.consumption@GRA11 d’OVHcloud",
        "Offre a3-ultragpu-8g@europe-west4/spot de Google Cloud",
        "Offre KX3M8D5QF2PAJ6RT.JRTCKXETXF d’Amazon Web Services",
        // The rent option the catalog made names its provider.
        "(Google Cloud) :",
        // The commitment of the example, elided: "auprès d’Amazon Web Services".
        "auprès d’Amazon Web Services",
        // AWS's own name of the region, quoted as its words.
        "« EU (Stockholm) »",
    ] {
        assert!(fr.contains(expected), "{expected:?} in {fr}");
    }
    for wrong in [
        "de aws",
        "d’aws",
        "d’ovhcloud",
        "de gcp",
        "(aws)",
        "(ovhcloud)",
    ] {
        assert!(!fr.contains(wrong), "{wrong:?} in {fr}");
    }
    let en = pdftotext(&render_pdf(&case, &comparison, &settings(Language::En)).expect("renders"));
    assert!(en.contains("“EU (Stockholm)”, SE (EU/EEA)"), "{en}");
    // The appendix's provider row, with the quotes side by side, names the provider.
    assert!(en.contains("Provider Google Cloud"), "{en}");
    assert!(!en.contains("Provider aws"), "{en}");
}

/// The PDF's text as poppler's `pdftotext` reads it, runs of whitespace (no-break spaces
/// included) made one space.
fn pdftotext(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).expect("the PDF is written");
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .unwrap_or_else(|e| {
            panic!("pdftotext runs (bash scripts/setup-system.sh installs it): {e}")
        });
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .split(|c: char| c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}
