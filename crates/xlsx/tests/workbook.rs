//! The workbook read by a real spreadsheet: LibreOffice Calc, headless, loads the XLSX that
//! gpucase writes for the example case, recalculates its formulas and exports every sheet
//! to CSV; the TCO sheet's figures must then equal gpucase's to the cent. A second workbook,
//! with one input changed inside the XLSX itself (as an analyst would in Excel), must give
//! what gpucase computes for the changed case: the formulas are live, not pasted numbers.
//!
//! A variant of the example makes every formula path carry weight (overflow above a
//! reservation and a commitment, a savings plan stopped when idle, fixed starts, an inverse
//! exchange rate, a hybrid that splits). Beside the reader: the cells are formulas, the bytes
//! repeat, the labels follow the language, and bad input is refused by name.
//!
//! LibreOffice is a system package (scripts/setup-system.sh installs
//! libreoffice-calc-nogui); without `soffice` on PATH these tests fail and say so.

use std::io::{Cursor, Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use gpucase_core::casefile;
use gpucase_core::tco::{Comparison, compare};
use gpucase_core::workload::HourlyProfile;
use gpucase_core::{Case, Language};
use gpucase_l10n::Localizer;
use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn example() -> Case {
    casefile::parse(EXAMPLE).expect("the example case parses")
}

fn workbook(case: &Case, lang: Language) -> (Vec<u8>, Comparison, Duration) {
    let profile = case.profile().expect("the example's profile");
    let comparison = compare(case, &profile).expect("the example compares");
    let loc = Localizer::new(lang);
    let started = Instant::now();
    let bytes = gpucase_xlsx::write_workbook(case, &profile, &comparison, &loc)
        .expect("the workbook is written");
    let took = started.elapsed();
    assert!(loc.take_errors().is_empty(), "{:?}", loc.take_errors());
    (bytes, comparison, took)
}

fn soffice() -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join("soffice"))
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!(
                "soffice (LibreOffice) is not on PATH: run scripts/setup-system.sh, which \
                 installs libreoffice-calc-nogui"
            )
        })
}

/// Converts every sheet of each workbook to CSV in `out` with a private LibreOffice profile.
///
/// LibreOffice trusts the cached results of an XLSX by default ("never recalculate" for
/// Excel 2007 and newer files) and ignores the workbook's `fullCalcOnLoad`; the profile
/// sets OOXMLRecalcMode to 0, "always recalculate", as an analyst's installation would
/// have to be set to see live results. The workbook caches gpucase's result of every
/// formula (issue 18), so an unchanged workbook shows gpucase's figures either way: what
/// proves the recalculation is a workbook with an input changed in the file, whose figures
/// must move (and the stale copy in
/// `every_formula_caches_what_a_recalculating_spreadsheet_computes`).
///
/// One LibreOffice at a time: several headless instances started at once by parallel
/// tests have crashed on start ("Unspecified Application Error") on a 2-core machine.
fn recalculate(files: &[&Path], out: &Path, profile: &Path) -> Duration {
    convert(files, out, profile, 0)
}

/// As [`recalculate`], with LibreOffice's OOXMLRecalcMode `mode`: 0 always recalculates,
/// 1 never (it shows the results the file caches, as a mail preview does).
fn convert(files: &[&Path], out: &Path, profile: &Path, mode: u8) -> Duration {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _turn = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let user = profile.join("user");
    std::fs::create_dir_all(&user).expect("the profile directory");
    std::fs::write(
        user.join("registrymodifications.xcu"),
        format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>{mode}</value></prop></item>
</oor:items>
"#
        ),
    )
    .expect("the profile's settings");
    let started = Instant::now();
    let output = Command::new(soffice())
        .arg(format!(
            "-env:UserInstallation=file://{}",
            profile.display()
        ))
        .args(["--headless", "--calc", "--convert-to"])
        // Comma, double quote, UTF-8, from line 1, full precision (not "as shown"), every
        // sheet to its own file (-1, LibreOffice 7.2 and later).
        .arg("csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1")
        .arg("--outdir")
        .arg(out)
        .args(files)
        .output()
        .expect("soffice runs");
    assert!(
        output.status.success(),
        "soffice failed: {}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    started.elapsed()
}

fn rows(csv: &Path) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_path(csv)
        .unwrap_or_else(|e| panic!("{}: {e}", csv.display()));
    reader
        .records()
        .map(|r| r.expect("a CSV record").iter().map(str::to_owned).collect())
        .collect()
}

fn cents(x: f64) -> Decimal {
    Decimal::from_f64(x).expect("a finite number").round_dp(2)
}

/// The cost per productive GPU-hour of each option as LibreOffice computed it, by id.
fn costs_per_productive_hour(tco: &[Vec<String>], label: &str) -> Vec<(String, f64)> {
    tco.iter()
        .filter(|r| r.first().map(String::as_str) == Some(label))
        .map(|r| {
            let value: f64 = r[1]
                .parse()
                .unwrap_or_else(|_| panic!("not a number in {r:?}"));
            (r[5].clone(), value)
        })
        .collect()
}

/// The name's cell on the Inputs sheet where the value in the input's own currency is:
/// column B of the row that workbook.xml's defined name points at.
fn input_cell(xlsx: &[u8], name: &str) -> String {
    let workbook = entry(xlsx, "xl/workbook.xml");
    let start = workbook
        .find(&format!("<definedName name=\"{name}\">"))
        .unwrap_or_else(|| panic!("no defined name {name}"));
    let rest = &workbook[start..];
    let target = &rest[..rest.find("</definedName>").expect("the name's end")];
    let cell = target.rsplit('!').next().expect("a sheet reference");
    let row: String = cell.chars().filter(char::is_ascii_digit).collect();
    format!("B{row}")
}

fn entry(xlsx: &[u8], name: &str) -> String {
    let mut zip = zip::ZipArchive::new(Cursor::new(xlsx)).expect("the workbook is a zip");
    let mut text = String::new();
    zip.by_name(name)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .read_to_string(&mut text)
        .expect("UTF-8 XML");
    text
}

/// The workbook with the number in `cell` of the first sheet replaced by `value`, as
/// typing it into Excel would leave it.
fn with_input(xlsx: &[u8], cell: &str, value: &str) -> Vec<u8> {
    let mut zip = zip::ZipArchive::new(Cursor::new(xlsx)).expect("the workbook is a zip");
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for i in 0..zip.len() {
        let mut file = zip.by_index(i).expect("an entry");
        let name = file.name().expect("a UTF-8 entry name").into_owned();
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).expect("readable");
        if name == "xl/worksheets/sheet1.xml" {
            let xml = String::from_utf8(bytes).expect("UTF-8");
            let at = xml
                .find(&format!("<c r=\"{cell}\""))
                .unwrap_or_else(|| panic!("no cell {cell}"));
            let v = at + xml[at..].find("<v>").expect("a value") + 3;
            let end = v + xml[v..].find("</v>").expect("value end");
            bytes = format!("{}{value}{}", &xml[..v], &xml[end..]).into_bytes();
        }
        out.start_file(name, options).expect("an entry");
        out.write_all(&bytes).expect("written");
    }
    out.finish().expect("the zip").into_inner()
}

/// Every TCO row with a formula value and gpucase's beside it agrees to the cent; how many.
fn formulas_agree(tco: &[Vec<String>]) -> usize {
    let mut compared = 0;
    for r in tco {
        if let (Some(Ok(formula)), Some(Ok(gpucase))) = (
            r.get(1).map(|v| v.parse::<f64>()),
            r.get(2).map(|v| v.parse::<f64>()),
        ) {
            assert_eq!(cents(formula), cents(gpucase), "row {r:?}");
            compared += 1;
        }
    }
    compared
}

/// The Cash flows sheet's present value of every option, in gpucase's order, is gpucase's
/// to the cent.
fn present_values_agree(flows: &[Vec<String>], comparison: &Comparison) {
    let id = if comparison.tax.is_some() {
        "xlsx-cf-present-value-after-tax"
    } else {
        "xlsx-cf-present-value"
    };
    let label = Localizer::new(Language::En).tr(id, &Default::default());
    let pv = flows
        .iter()
        .find(|r| r.first() == Some(&label))
        .expect("a present-value row");
    for (i, o) in comparison.options.iter().enumerate() {
        assert_eq!(flows[0][i + 1], o.id, "options in gpucase's order");
        let value: f64 = pv[i + 1].parse().expect("a number");
        assert_eq!(cents(value), o.present_value.round_dp(2), "PV of {}", o.id);
    }
}

#[test]
fn libreoffice_recalculates_every_option_to_gpucase_s_cent_and_follows_a_changed_input() {
    let case = example();
    let (xlsx, comparison, write_time) = workbook(&case, Language::En);

    // The variant: the own server's purchase price raised from 300,000 to 360,000 EUR in
    // the workbook's Inputs sheet; gpucase computes the same change on the case.
    let cell = input_cell(&xlsx, "Own1_Purchase");
    let variant_xlsx = with_input(&xlsx, &cell, "360000");
    let mut variant = case.clone();
    variant.own[0].purchase = "360000.00 EUR".parse().expect("an amount");
    let variant_profile = variant.profile().expect("profile");
    let variant_comparison = compare(&variant, &variant_profile).expect("compares");

    // The hybrid's own GPU count, gpucase's choice, set to the peak instead: the workbook
    // must give gpucase's total at that count (the hybrid's curve).
    let peak = comparison.workload.peak_gpus;
    let own_count = input_cell(&xlsx, "HybridOwnGPUs");
    let count_xlsx = with_input(&xlsx, &own_count, &peak.to_string());

    let dir = tempfile::tempdir().expect("a temporary directory");
    let original = dir.path().join("example.xlsx");
    let changed = dir.path().join("changed.xlsx");
    let count = dir.path().join("count.xlsx");
    std::fs::write(&original, &xlsx).expect("written");
    std::fs::write(&changed, &variant_xlsx).expect("written");
    std::fs::write(&count, &count_xlsx).expect("written");
    let out = dir.path().join("csv");
    let lo_time = recalculate(
        &[&original, &changed, &count],
        &out,
        &dir.path().join("lo-profile"),
    );
    eprintln!(
        "workbook: {} bytes, written in {write_time:?}; LibreOffice load, recalculation and \
         CSV export of both workbooks: {lo_time:?}",
        xlsx.len()
    );

    let label = Localizer::new(Language::En).tr("xlsx-cost-per-productive", &Default::default());
    assert_eq!(label, "Cost per productive GPU-hour");
    for (csv, expected, beside) in [
        ("example-TCO.csv", &comparison, true),
        ("changed-TCO.csv", &variant_comparison, false),
    ] {
        let tco = rows(&out.join(csv));
        let got = costs_per_productive_hour(&tco, &label);
        assert_eq!(
            got.len(),
            expected.options.len(),
            "{csv}: one result per option, got {got:?}"
        );
        // In the comparison's order: ids repeat when an offer has two plans of one kind.
        for (o, (id, value)) in expected.options.iter().zip(&got) {
            assert_eq!(*id, o.id, "{csv}: options in gpucase's order");
            let gpucase = o
                .cost_per_productive_gpu_hour
                .expect("every example option has productive hours")
                .round_dp(2);
            assert_eq!(cents(*value), gpucase, "{csv}: option {}", o.id);
        }
        // Every formula of the sheet against gpucase's figure beside it (column C), which
        // is the unchanged case's.
        for r in tco.iter().filter(|_| beside) {
            if let (Some(Ok(formula)), Some(Ok(gpucase))) = (
                r.get(1).map(|v| v.parse::<f64>()),
                r.get(2).map(|v| v.parse::<f64>()),
            ) {
                assert_eq!(cents(formula), cents(gpucase), "{csv}: row {r:?}");
            }
        }
    }
    let hybrid = comparison.options.last().and_then(|o| o.hybrid.as_ref());
    let at_peak = hybrid
        .and_then(|h| h.curve.iter().find(|p| p.own_gpus == peak))
        .expect("the curve reaches the peak");
    assert_ne!(hybrid.map(|h| h.own_gpus), Some(peak), "a different count");
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    let tco = rows(&out.join("count-TCO.csv"));
    let hybrid_total = tco
        .iter()
        .find(|r| r[0] == total_label && r[5] == "hybrid")
        .expect("the hybrid's total");
    let value: f64 = hybrid_total[1].parse().expect("a number");
    assert_eq!(
        cents(value),
        at_peak.total_cost.round_dp(2),
        "hybrid at {peak} own GPUs"
    );
    let own = |c: &Comparison| c.options[0].cost_per_productive_gpu_hour;
    assert_ne!(
        own(&comparison),
        own(&variant_comparison),
        "the change moves the own option"
    );
}

/// The example changed so that every formula path carries weight: batch on half the GPUs
/// and 4-GPU instances (so demand varies from hour to hour and instances above a
/// reservation or commitment overflow), a savings plan stopped when idle (its per-hour table
/// on the Profile sheet), fixed starts per day, the rate given from the case currency into
/// the offer's (the inverse factor), and a hybrid that keeps some GPUs at home.
fn demanding_variant() -> Case {
    use gpucase_core::case::{PricingModel, Usage};
    let mut case = example();
    case.workload.windows[1].gpus = 4;
    case.exchange_rates[0].from = gpucase_core::Currency::EUR;
    case.exchange_rates[0].to = gpucase_core::Currency::USD;
    case.exchange_rates[0].rate = "1.1628".parse().expect("a rate");
    // A 4-GPU server at half the example's 8-GPU quote, so that the hybrid can keep one
    // whole server at home.
    let q = &mut case.own[0];
    let half = |m: gpucase_core::Money| {
        gpucase_core::Money::new(m.amount() / Decimal::TWO, m.currency()).expect("an amount")
    };
    q.gpus = 4;
    q.purchase = half(q.purchase);
    q.licences_per_year = half(q.licences_per_year);
    q.colocation_per_month = half(q.colocation_per_month);
    q.support_per_year = half(q.support_per_year);
    q.residual_value = half(q.residual_value);
    q.power_kw = (q.power_kw.value() / Decimal::TWO)
        .try_into()
        .expect("a quantity");
    q.operating_hours_per_month = (q.operating_hours_per_month.value() / Decimal::TWO)
        .try_into()
        .expect("a quantity");
    let offer = &mut case.rent[0];
    offer.gpus_per_instance = 4;
    // Dear enough that the hybrid keeps the batch's 4 GPUs at home (own lifecycle about
    // 395,000 EUR per 4 GPUs against 336 busy hours a month at this rate), cheap enough
    // that the 252 interactive hours above them stay rented.
    offer.on_demand_per_instance_hour = "26.00 USD".parse().expect("an amount");
    // Paid all upfront: five 1-year terms, each paid at its start.
    offer.pricing.push(PricingModel::SavingsPlan {
        term_years: 1,
        rate_per_instance_hour: "11.94 USD".parse().expect("an amount"),
        commitment_per_hour: "11.94 USD".parse().expect("an amount"),
        usage: Usage::StoppedWhenIdle,
        payment: gpucase_core::case::SavingsPlanPayment::AllUpfront,
    });
    offer.pricing.push(PricingModel::OnDemandStopped {
        starts_per_day: Some("2".parse().expect("a quantity")),
    });
    offer.pricing.push(PricingModel::CapacityReservation {
        reserved_instances: 1,
        discounted_rate_per_instance_hour: Some("14.00 USD".parse().expect("an amount")),
    });
    // A 3-year reservation with a partial upfront payment: in a 5-year horizon the second
    // term runs a year past it, which the formulas must owe as gpucase does.
    offer.pricing.push(PricingModel::Reserved {
        term_years: 3,
        rate_per_instance_hour: "6.20 USD".parse().expect("an amount"),
        upfront_per_instance: "163250 USD".parse().expect("an amount"),
    });
    // A monthly server: billed every month for the peak's instances.
    offer.pricing.push(PricingModel::MonthlyBilled {
        per_instance_month: "9100.00 USD".parse().expect("an amount"),
        term_months: None,
    });
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.06".parse().expect("a quantity"),
        ..Default::default()
    });
    case
}

#[test]
fn every_formula_path_recalculates_to_gpucase_s_cent() {
    let case = demanding_variant();
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("variant.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    // And at every other own GPU count of the hybrid, gpucase's total at that count.
    let chosen = comparison
        .options
        .last()
        .and_then(|o| o.hybrid.as_ref())
        .expect("the hybrid");
    let cell = input_cell(&xlsx, "HybridOwnGPUs");
    let mut counts = Vec::new();
    for point in chosen
        .curve
        .iter()
        .filter(|p| p.own_gpus != chosen.own_gpus)
    {
        let path = dir.path().join(format!("own{}.xlsx", point.own_gpus));
        std::fs::write(&path, with_input(&xlsx, &cell, &point.own_gpus.to_string()))
            .expect("written");
        counts.push((path, point.total_cost));
    }
    let mut files: Vec<&Path> = vec![&file];
    files.extend(counts.iter().map(|(p, _)| p.as_path()));
    let out = dir.path().join("csv");
    recalculate(&files, &out, &dir.path().join("lo-profile"));
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    for (path, total) in &counts {
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
        let tco = rows(&out.join(format!("{stem}-TCO.csv")));
        let row = tco
            .iter()
            .find(|r| r[0] == total_label && r[5] == "hybrid")
            .expect("the hybrid's total");
        let value: f64 = row[1].parse().expect("a number");
        assert_eq!(cents(value), total.round_dp(2), "{stem}");
    }
    let tco = rows(&out.join("variant-TCO.csv"));
    let label = Localizer::new(Language::En).tr("xlsx-cost-per-productive", &Default::default());
    let got = costs_per_productive_hour(&tco, &label);
    assert_eq!(got.len(), comparison.options.len(), "{got:?}");
    for (o, (id, value)) in comparison.options.iter().zip(&got) {
        assert_eq!(*id, o.id, "options in gpucase's order");
        let gpucase = o
            .cost_per_productive_gpu_hour
            .expect("productive hours")
            .round_dp(2);
        assert_eq!(cents(*value), gpucase, "option {}", o.id);
    }
    // The present values at the variant's 6 %, the reservation's upfront payments at the
    // start of each term included, by NPV over the Cash flows sheet.
    let flows = rows(&out.join("variant-Cash flows.csv"));
    let pv_label = Localizer::new(Language::En).tr("xlsx-cf-present-value", &Default::default());
    let pv = flows
        .iter()
        .find(|r| r.first() == Some(&pv_label))
        .expect("a present-value row");
    for (i, o) in comparison.options.iter().enumerate() {
        assert_eq!(flows[0][i + 1], o.id);
        let value: f64 = pv[i + 1].parse().expect("a number");
        assert_eq!(cents(value), o.present_value.round_dp(2), "PV of {}", o.id);
        assert!(o.present_value < o.total_cost, "{}", o.id);
    }
    let compared = formulas_agree(&tco);
    // The paths this variant is for did carry weight.
    use gpucase_core::tco::{CostKind, OptionKind};
    let overflows = |kind: OptionKind| {
        comparison.options.iter().any(|o| {
            o.kind == kind
                && o.breakdown
                    .iter()
                    .any(|i| i.item == CostKind::OnDemandOverflow)
        })
    };
    assert!(overflows(OptionKind::CapacityReservation));
    assert!(overflows(OptionKind::SavingsPlan));
    let hybrid = comparison.options.last().and_then(|o| o.hybrid.as_ref());
    let own = hybrid.map_or(0, |h| h.own_gpus);
    assert!(0 < own && own < 8, "the hybrid splits: {own} own GPUs");
    eprintln!(
        "variant: {} options, {compared} figures compared, hybrid own GPUs {:?}",
        comparison.options.len(),
        hybrid.map(|h| h.own_gpus)
    );
}

#[test]
fn the_tco_cells_are_formulas_over_named_inputs() {
    let case = example();
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let workbook = entry(&xlsx, "xl/workbook.xml");
    for name in [
        "HorizonYears",
        "Own1_Purchase",
        "Rent1_OnDemandRate",
        "Periods",
    ] {
        assert!(
            workbook.contains(&format!("<definedName name=\"{name}\">")),
            "defined name {name}"
        );
    }
    // The TCO sheet is the third.
    let tco = entry(&xlsx, "xl/worksheets/sheet3.xml");
    let formulas = tco.matches("<f>").count();
    let items: usize = comparison.options.iter().map(|o| o.breakdown.len()).sum();
    assert!(
        formulas > items,
        "{formulas} formulas for {items} cost lines"
    );
    assert_eq!(
        tco.matches(",\"\")</f>").count(),
        comparison.options.len(),
        "one cost-per-productive-GPU-hour formula per option"
    );
    // Whole servers for the peak, paid whole as often as a service life starts inside the
    // horizon (issue 32), not pro rata of it.
    assert!(tco.contains(
        "<f>Own1_Purchase*(MAX(CEILING(PeakGPUs/Own1_GPUs,1),1)+Spares)*MAX(CEILING(Months/(Own1_ServiceLifeYears*12),1),1)</f>"
    ), "{tco}");
    // Results are cached for a viewer that cannot calculate; one that can is told to.
    assert!(workbook.contains("fullCalcOnLoad=\"1\""));
}

#[test]
fn the_same_case_gives_the_same_bytes_and_german_labels() {
    let case = example();
    let (a, _, _) = workbook(&case, Language::De);
    let (b, _, _) = workbook(&case, Language::De);
    assert!(a == b, "two writes of the same case differ");
    let strings = entry(&a, "xl/sharedStrings.xml");
    assert!(
        strings.contains("Kosten je produktiver GPU-Stunde"),
        "German label"
    );
    let workbook = entry(&a, "xl/workbook.xml");
    assert!(
        workbook.contains("<sheet name=\"Eingaben\""),
        "German sheet name"
    );
}

#[test]
fn an_amount_without_a_rate_and_a_foreign_comparison_are_refused_by_name() {
    let case = example();
    let profile = case.profile().expect("profile");
    let comparison = compare(&case, &profile).expect("compares");
    let loc = Localizer::new(Language::En);

    let mut no_rate = case.clone();
    no_rate.own[0].purchase = "300000.00 CHF".parse().expect("an amount");
    let e = gpucase_xlsx::write_workbook(&no_rate, &profile, &comparison, &loc)
        .expect_err("CHF has no rate in the example");
    assert_eq!(
        e.to_string(),
        "field own[0].purchase: no exchange rate from CHF into the case currency EUR"
    );

    let mut other = case.clone();
    other.hybrid = None;
    let e = gpucase_xlsx::write_workbook(&other, &profile, &comparison, &loc)
        .expect_err("the comparison has the hybrid, the case not");
    assert_eq!(
        e.to_string(),
        "the comparison does not belong to case \"enterprise-assistant\": expected 7 options, found 8"
    );
}

#[test]
fn the_offers_and_the_checklist_are_listed_with_their_sources() {
    use gpucase_core::checklist::{
        Checklist, Concern, OfferChecklist, ProbeRecord, RecordedFinding,
    };
    use gpucase_core::finding::{FindingKind, IsolationKind, Severity};
    let mut case = example();
    // Two offers as the feed plugin normalises them (plugins/feed/expected/offers.json), one
    // with a probe that contradicts the offer, as crates/report's test builds them.
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
    case.checklist = Some(Checklist {
        concerns: vec![Concern::GdprData],
        offers: vec![gtx],
    });
    case.validate().expect("a valid case");
    let (xlsx, _, _) = workbook(&case, Language::En);
    let strings = entry(&xlsx, "xl/sharedStrings.xml");
    for expected in [
        "gtx1060",
        "h100-container",
        "container",
        "verified by the probe on 2026-11-30T10:00:00Z",
        "Offered as a VM, delivered as a container: weaker isolation than bought.",
        "UNKNOWN: “the feed does not state the GPU allocation” (the offer's words)",
        "Charges outside the price",
    ] {
        assert!(
            strings.contains(expected),
            "{expected:?} missing from the workbook"
        );
    }
    assert!(!strings.contains("No offers are shortlisted"));
}

/// The example at a discount rate of 8 % a year, and the same workbook with the rate set to
/// 0 in its Inputs sheet: LibreOffice's `NPV` over the Cash flows sheet gives gpucase's
/// present value of every option to the cent, and at 0 % the nominal total. The own
/// option's 708,514.72 EUR and on demand stopped when idle's 637,623.10 EUR are the
/// independent figures of crates/core/tests/present_value.rs.
///
/// With the example's 3-year savings plan a second time, paid partly upfront (issue 18):
/// half of each term's commitment, 23.88 USD × 26,280 h × 0.86 / 2 = 269,853.552 EUR, in
/// months 0 and 36 as a formula over the plan's inputs, the rest monthly. Its present value
/// exceeds the no-upfront plan's by 53,203.12 EUR, the figure
/// crates/core/tests/savings_plan_payment.rs works out by hand; at 0 % the two are equal.
#[test]
fn libreoffice_computes_each_present_value_from_the_monthly_flows() {
    use gpucase_core::case::{PricingModel, SavingsPlanPayment};
    let mut case = example();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        ..Default::default()
    });
    let mut plan = case.rent[0]
        .pricing
        .iter()
        .find(|m| matches!(m, PricingModel::SavingsPlan { .. }))
        .cloned()
        .expect("the example's plan");
    if let PricingModel::SavingsPlan { payment, .. } = &mut plan {
        *payment = SavingsPlanPayment::PartialUpfront;
    }
    case.rent[0].pricing.push(plan);
    case.validate().expect("valid");
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let plan_column = |payment: SavingsPlanPayment| {
        1 + comparison
            .options
            .iter()
            .position(|o| o.payment == Some(payment))
            .expect("the plan")
    };
    let (no, partial) = (
        plan_column(SavingsPlanPayment::NoUpfront),
        plan_column(SavingsPlanPayment::PartialUpfront),
    );
    let own = comparison.options.first().expect("the own option");
    assert_eq!(own.present_value.round_dp(2), Decimal::new(70851472, 2));
    let rate = input_cell(&xlsx, "DiscountRate");
    let undiscounted = with_input(&xlsx, &rate, "0");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (eight, zero) = (dir.path().join("eight.xlsx"), dir.path().join("zero.xlsx"));
    std::fs::write(&eight, &xlsx).expect("written");
    std::fs::write(&zero, &undiscounted).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&eight, &zero], &out, &dir.path().join("lo-profile"));
    let label = Localizer::new(Language::En).tr("xlsx-cf-present-value", &Default::default());
    for (csv, expected) in [
        ("eight-Cash flows.csv", true),
        ("zero-Cash flows.csv", false),
    ] {
        let sheet = rows(&out.join(csv));
        let ids = &sheet[0];
        let pv = sheet
            .iter()
            .find(|r| r.first() == Some(&label))
            .unwrap_or_else(|| panic!("{csv}: no present-value row"));
        for (i, o) in comparison.options.iter().enumerate() {
            assert_eq!(ids[i + 1], o.id, "{csv}: options in gpucase's order");
            let value: f64 = pv[i + 1].parse().expect("a number");
            let gpucase = if expected {
                o.present_value
            } else {
                o.total_cost
            };
            assert_eq!(cents(value), gpucase.round_dp(2), "{csv}: option {}", o.id);
        }
        // The partial upfront plan's upfront in months 0 and 36, from its inputs: what it
        // pays more than the no-upfront plan in month 0, and in month 36 beside the half
        // of a monthly commitment (-7,495.932 EUR) that every month from 1 pays less.
        let flow = |m: usize, col: usize| -> f64 { sheet[1 + m][col].parse().expect("a number") };
        let more = |m: usize| flow(m, partial) - flow(m, no);
        assert_eq!(cents(more(0)), Decimal::new(26985355, 2), "{csv}: month 0");
        assert_eq!(cents(more(1)), Decimal::new(-749593, 2), "{csv}: month 1");
        assert_eq!(
            cents(more(36) - more(37)),
            Decimal::new(26985355, 2),
            "{csv}: month 36"
        );
        let gap = pv[partial].parse::<f64>().expect("a number")
            - pv[no].parse::<f64>().expect("a number");
        let expected = if expected {
            Decimal::new(5320312, 2)
        } else {
            Decimal::ZERO
        };
        assert_eq!(cents(gap), expected, "{csv}: partial against no upfront");
    }
}

/// `examples/h200-nvl-grows.gpucase`: a server with free slots, bought with its cards at
/// once or with four more in month 13, with rented rates falling 10 % and electricity rising
/// 5 % a year. LibreOffice recalculates every figure of both own options, the hybrid that
/// moves in cards, and their present values at 8 % to gpucase's cent (crates/core/tests/staged_purchase.rs works the figures out by hand); changing the
/// stage's month in the workbook moves the staged option as gpucase costs that month.
#[test]
fn cards_and_a_staged_purchase_recalculate_to_gpucase_s_cent() {
    let mut case = casefile::parse(include_str!("../../../examples/h200-nvl-grows.gpucase"))
        .expect("the example parses");
    // With prices that change yearly: rented rates 10 % less a year, electricity 5 % more.
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        rent_change_per_year: Some("-0.10".parse().expect("a change")),
        electricity_change_per_year: Some("0.05".parse().expect("a change")),
        tax: None,
    });
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let staged_id = "h200-nvl-staged";
    assert!(
        comparison
            .options
            .iter()
            .any(|o| o.id == staged_id && !o.timing.staged.is_empty()),
        "the staged option pays a stage later"
    );
    // The same case with the stage in month 25, costed by gpucase.
    let mut later = case.clone();
    later.own[1].stages[0].month = 25;
    let later_total = compare(&later, &later.profile().expect("profile"))
        .expect("computes")
        .options
        .into_iter()
        .find(|o| o.id == staged_id)
        .expect("the staged option");
    let month = input_cell(&xlsx, "Own2_S1_Month");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (file, moved) = (dir.path().join("grows.xlsx"), dir.path().join("moved.xlsx"));
    std::fs::write(&file, &xlsx).expect("written");
    std::fs::write(&moved, with_input(&xlsx, &month, "25")).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file, &moved], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("grows-TCO.csv"));
    let compared = formulas_agree(&tco);
    assert!(compared > 40, "{compared} figures compared");
    let label = Localizer::new(Language::En).tr("xlsx-cost-per-productive", &Default::default());
    let got = costs_per_productive_hour(&tco, &label);
    for (o, (id, value)) in comparison.options.iter().zip(&got) {
        assert_eq!(*id, o.id);
        let gpucase = o
            .cost_per_productive_gpu_hour
            .expect("productive")
            .round_dp(2);
        assert_eq!(cents(*value), gpucase, "option {}", o.id);
    }
    present_values_agree(&rows(&out.join("grows-Cash flows.csv")), &comparison);
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    let moved_tco = rows(&out.join("moved-TCO.csv"));
    let row = moved_tco
        .iter()
        .find(|r| r[0] == total_label && r[5] == staged_id)
        .expect("the staged option's total");
    let value: f64 = row[1].parse().expect("a number");
    assert_eq!(cents(value), later_total.total_cost.round_dp(2));
    assert_ne!(later_total.total_cost, comparison.options[1].total_cost);
}

/// The example's every pricing model with yearly price changes (rented rates 10 % less a
/// year, electricity 5 % more) and a discount rate of 8 %: LibreOffice recalculates each
/// line, each total and each present value to gpucase's cent (the figures are worked out by
/// hand in crates/core/tests/price_change.rs), and with the changes set to 0 in the
/// workbook it gives the nominal figures of today's prices.
#[test]
fn yearly_price_changes_recalculate_to_gpucase_s_cent() {
    let mut case = example();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        rent_change_per_year: Some("-0.10".parse().expect("a change")),
        electricity_change_per_year: Some("0.05".parse().expect("a change")),
        tax: None,
    });
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let today = compare(&example(), &example().profile().expect("profile")).expect("computes");
    let mut flat = with_input(&xlsx, &input_cell(&xlsx, "RentChange"), "0");
    flat = with_input(&flat, &input_cell(&flat, "ElectricityChange"), "0");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (file, zero) = (
        dir.path().join("changes.xlsx"),
        dir.path().join("flat.xlsx"),
    );
    std::fs::write(&file, &xlsx).expect("written");
    std::fs::write(&zero, &flat).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file, &zero], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("changes-TCO.csv"));
    let compared = formulas_agree(&tco);
    assert!(compared > 60, "{compared} figures compared");
    present_values_agree(&rows(&out.join("changes-Cash flows.csv")), &comparison);
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    let flat_tco = rows(&out.join("flat-TCO.csv"));
    for o in &today.options {
        let row = flat_tco
            .iter()
            .find(|r| r[0] == total_label && r[5] == o.id)
            .unwrap_or_else(|| panic!("no total of {}", o.id));
        let value: f64 = row[1].parse().expect("a number");
        assert_eq!(
            cents(value),
            o.total_cost.round_dp(2),
            "today's total of {}",
            o.id
        );
    }
}

/// Exchange rates of later years (docs/method.md "Exchange rates by year"): the example's
/// USD offers with 0.90 EUR per USD expected from year 2 and 0.80 from year 4, at 8 % and a
/// 30 % tax. Every TCO figure and every present value (before and after tax) recalculates
/// to gpucase's cent; the line the later rates add is gpucase's, labelled so.
#[test]
fn exchange_rates_of_later_years_recalculate_to_gpucase_s_cent() {
    let mut case = example();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        tax: Some(gpucase_core::case::Tax {
            rate: "0.30".parse().expect("a rate"),
            depreciation_years: 3,
        }),
        ..Default::default()
    });
    let today = case.exchange_rates[0].clone();
    for (year, rate) in [(2, "0.90"), (4, "0.80")] {
        case.exchange_rates.push(gpucase_core::money::ExchangeRate {
            rate: rate.parse().expect("a rate"),
            year: Some(year),
            ..today.clone()
        });
    }
    case.validate().expect("valid");
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let changed = comparison
        .options
        .iter()
        .filter(|o| {
            o.breakdown
                .iter()
                .any(|i| i.item == gpucase_core::tco::CostKind::ExchangeRates)
        })
        .count();
    assert!(changed >= 3, "{changed} options paid in dollars");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("rates.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("rates-TCO.csv"));
    let compared = formulas_agree(&tco);
    assert!(compared > 60, "{compared} figures compared");
    present_values_agree(&rows(&out.join("rates-Cash flows.csv")), &comparison);
    let label = Localizer::new(Language::En).tr("cost-exchange-rates", &Default::default());
    assert_eq!(
        tco.iter().filter(|r| r[0] == label).count(),
        changed,
        "one line per option paid in dollars"
    );
}

/// The profile of `case` with requests waiting for 8 GPUs more in two daytime hours of
/// every workday (a measured queue: the Profile sheet gets its column).
fn queued_profile(case: &Case) -> HourlyProfile {
    let mut profile = case.profile().expect("profile");
    for s in &mut profile.slots {
        if s.workday && (10..12).contains(&s.local_hour) {
            s.queued_gpus = 8;
        }
    }
    profile
}

/// Issue 17: the hybrid sized from the queue. The example's schedule with requests waiting
/// for 8 GPUs more in two daytime hours of every workday: the Profile sheet carries the
/// queued GPUs, and the hybrid's rented part, a formula over productive plus queued GPUs
/// above its own base, recalculates to gpucase's figures.
#[test]
fn a_hybrid_sized_from_the_queue_recalculates_to_gpucase_s_cent() {
    let case = example();
    let profile = queued_profile(&case);
    let comparison = compare(&case, &profile).expect("compares");
    let hybrid = comparison
        .options
        .iter()
        .find(|o| o.id == "hybrid")
        .expect("a hybrid");
    let detail = hybrid.hybrid.as_ref().expect("detail");
    // 21 workdays × 2 hours × 8 GPUs: above the base whether it keeps 0 or 8 own GPUs, as
    // the productive ones are 8 in those hours.
    assert_eq!(detail.queued_gpu_hours, 336);
    let loc = Localizer::new(Language::En);
    let xlsx = gpucase_xlsx::write_workbook(&case, &profile, &comparison, &loc)
        .expect("the workbook is written");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("queue.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("queue-TCO.csv"));
    let compared = formulas_agree(&tco);
    assert!(compared > 60, "{compared} figures compared");
    let total_label = loc.tr("xlsx-total", &Default::default());
    let row = tco
        .iter()
        .find(|r| r[0] == total_label && r[5] == "hybrid")
        .expect("the hybrid's total");
    let value: f64 = row[1].parse().expect("a number");
    assert_eq!(cents(value), hybrid.total_cost.round_dp(2));
    let sheet = rows(&out.join("queue-Profile.csv"));
    let header = sheet
        .iter()
        .find(|r| r.first() == Some(&loc.tr("xlsx-profile-hour", &Default::default())))
        .expect("the header row");
    assert_eq!(
        header[7],
        loc.tr("xlsx-profile-queued", &Default::default())
    );
}

/// Issue 18: the workbook's cached values were all 0, so a viewer that does not recalculate
/// (a mail preview, a browser) showed zeros. LibreOffice told never to recalculate shows
/// what the file caches: every option's items, total, cost per productive GPU-hour and
/// present value are gpucase's.
#[test]
fn a_viewer_that_does_not_recalculate_shows_gpucase_s_figures() {
    let mut case = example();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        ..Default::default()
    });
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    // The purchase price changed in the file: a viewer that does not recalculate still
    // shows the cached figures, so this one proves LibreOffice did not recalculate here.
    let stale = with_input(&xlsx, &input_cell(&xlsx, "Own1_Purchase"), "360000");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("cached.xlsx");
    let stale_file = dir.path().join("stale.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    std::fs::write(&stale_file, &stale).expect("written");
    let out = dir.path().join("csv");
    convert(
        &[&file, &stale_file],
        &out,
        &dir.path().join("lo-profile"),
        1,
    );
    let own = comparison
        .options
        .iter()
        .find(|o| o.kind == gpucase_core::tco::OptionKind::Own)
        .expect("the own option");
    let stale_total = rows(&out.join("stale-TCO.csv"))
        .into_iter()
        .find(|r| {
            r[0] == Localizer::new(Language::En).tr("xlsx-total", &Default::default())
                && r[5] == own.id
        })
        .expect("the own option's total");
    let value: f64 = stale_total[1].parse().expect("a number");
    assert_eq!(cents(value), own.total_cost.round_dp(2), "not recalculated");
    let tco = rows(&out.join("cached-TCO.csv"));
    let compared = formulas_agree(&tco);
    assert!(compared > 60, "{compared} figures compared");
    let loc = Localizer::new(Language::En);
    let total_label = loc.tr("xlsx-total", &Default::default());
    for o in &comparison.options {
        let row = tco
            .iter()
            .find(|r| r[0] == total_label && r[5] == o.id)
            .unwrap_or_else(|| panic!("no total of {}", o.id));
        let value: f64 = row[1].parse().expect("a number");
        assert_eq!(cents(value), o.total_cost.round_dp(2), "{}", o.id);
    }
    present_values_agree(&rows(&out.join("cached-Cash flows.csv")), &comparison);
}

/// The cells of the workbook's `n`-th worksheet (from 1, in the workbook's order) that hold
/// a formula, as (row, column) from 0: the CSV export's record and field.
fn formula_cells(xlsx: &[u8], n: usize) -> Vec<(usize, usize)> {
    let xml = entry(xlsx, &format!("xl/worksheets/sheet{n}.xml"));
    xml.split("<c r=\"")
        .skip(1)
        .filter(|cell| {
            // A cell written without a value (`<c r="A1" s="1"/>`) has no end tag: what
            // follows it up to the next cell is a row's end and start, never a formula.
            let inside = cell.split("</c>").next().unwrap_or_default();
            inside.contains("<f>") || inside.contains("<f ")
        })
        .map(|cell| {
            let reference = &cell[..cell.find('"').expect("the reference's end")];
            let letters: String = reference
                .chars()
                .take_while(char::is_ascii_alphabetic)
                .collect();
            let col = letters
                .bytes()
                .fold(0, |acc, b| acc * 26 + usize::from(b - b'A') + 1);
            let row: usize = reference[letters.len()..].parse().expect("a row number");
            (row - 1, col - 1)
        })
        .collect()
}

/// A number of a CSV export: LibreOffice writes a percentage with its sign even at full
/// precision.
fn number(field: &str) -> Option<f64> {
    match field.strip_suffix('%') {
        Some(percent) => percent.parse::<f64>().ok().map(|p| p / 100.0),
        None => field.parse().ok(),
    }
}

/// Every formula cell of worksheet `n` of `xlsx` as a viewer that does not recalculate
/// shows it (`cached`, LibreOffice's CSV export in never-recalculate mode) against what
/// LibreOffice computes (`recalculated`): non-zero where that is, a whole number exactly,
/// any other to the cent and within a billionth of itself (double rounding aside). Returns
/// how many cells were compared.
fn cached_as_recalculated(
    xlsx: &[u8],
    n: usize,
    cached: &[Vec<String>],
    recalculated: &[Vec<String>],
    what: &str,
) -> usize {
    let cell = |rows: &[Vec<String>], r: usize, c: usize| {
        rows.get(r)
            .and_then(|row| row.get(c))
            .map_or("", String::as_str)
            .to_owned()
    };
    let cells = formula_cells(xlsx, n);
    for &(r, c) in &cells {
        let (shown, computed) = (cell(cached, r, c), cell(recalculated, r, c));
        let at = format!("{what}, row {} column {}", r + 1, c + 1);
        // Every formula of these cases gives a number (the cost per productive GPU-hour
        // gives the empty text only without productive hours).
        let expected = number(&computed)
            .unwrap_or_else(|| panic!("{at}: {computed:?} recalculated, not a number"));
        let got = number(&shown)
            .unwrap_or_else(|| panic!("{at}: {shown:?} shown, {computed} recalculated"));
        assert!(
            expected == 0.0 || got != 0.0,
            "{at}: 0 shown, {computed} recalculated"
        );
        let tolerance = if expected.fract() == 0.0 {
            0.0
        } else {
            (expected.abs() * 1e-9).clamp(1e-12, 0.005)
        };
        assert!(
            (got - expected).abs() <= tolerance,
            "{at}: {shown} shown, {computed} recalculated"
        );
    }
    cells.len()
}

/// Issue 18, every sheet: each formula caches its result, so a viewer that does not
/// recalculate shows on the Inputs sheet (months, weights and factors, hours and periods,
/// amounts in the case currency, GPUs per replica), the Profile sheet (the summary, every
/// per-hour column), the TCO and the Cash flows sheets what a spreadsheet that recalculates
/// the same file computes, cell by cell: on the example; on `h200-nvl-grows` with yearly
/// price changes and a tax (cards, a stage); with capacity counted in replicas served; with
/// a queue column; and on the variant where every formula path carries weight. A copy with
/// another horizon, still showing the cached months, proves LibreOffice did not recalculate
/// there.
#[test]
fn every_formula_caches_what_a_recalculating_spreadsheet_computes() {
    let mut grows = casefile::parse(include_str!("../../../examples/h200-nvl-grows.gpucase"))
        .expect("the example parses");
    grows.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        rent_change_per_year: Some("-0.10".parse().expect("a change")),
        electricity_change_per_year: Some("0.05".parse().expect("a change")),
        tax: Some(gpucase_core::case::Tax {
            rate: "0.30".parse().expect("a rate"),
            depreciation_years: 3,
        }),
    });
    let queued = example();
    let cases = [
        ("example", example(), None),
        ("grows", grows, None),
        ("replicas", replicas_case(), None),
        ("queue", queued.clone(), Some(queued_profile(&queued))),
        ("variant", demanding_variant(), None),
    ];
    let loc = Localizer::new(Language::En);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut books = Vec::new();
    for (stem, case, profile) in cases {
        let profile = profile.unwrap_or_else(|| case.profile().expect("profile"));
        let comparison = compare(&case, &profile).expect("compares");
        let xlsx = gpucase_xlsx::write_workbook(&case, &profile, &comparison, &loc)
            .expect("the workbook is written");
        let path = dir.path().join(format!("{stem}.xlsx"));
        std::fs::write(&path, &xlsx).expect("written");
        books.push((stem, path, xlsx, comparison.options.len()));
    }
    let stale = dir.path().join("stale.xlsx");
    let example_xlsx = &books[0].2;
    std::fs::write(
        &stale,
        with_input(example_xlsx, &input_cell(example_xlsx, "HorizonYears"), "7"),
    )
    .expect("written");
    let mut files: Vec<&Path> = books.iter().map(|(_, p, _, _)| p.as_path()).collect();
    files.push(&stale);
    let (shown, computed) = (dir.path().join("cached"), dir.path().join("computed"));
    convert(&files, &shown, &dir.path().join("lo-cached"), 1);
    recalculate(&files, &computed, &dir.path().join("lo-computed"));

    let t = |id: &str| loc.tr(id, &Default::default());
    let sheets = [
        (1, t("xlsx-sheet-inputs")),
        (2, t("xlsx-sheet-profile")),
        (3, t("xlsx-sheet-tco")),
        (4, t("xlsx-sheet-cashflows")),
    ];
    for (stem, _, xlsx, options) in &books {
        let mut counts = Vec::new();
        for (n, sheet) in &sheets {
            let csv = format!("{stem}-{sheet}.csv");
            let compared = cached_as_recalculated(
                xlsx,
                *n,
                &rows(&shown.join(&csv)),
                &rows(&computed.join(&csv)),
                &csv,
            );
            counts.push(compared);
        }
        eprintln!("{stem}: formula cells compared, Inputs, Profile, TCO, Cash flows: {counts:?}");
        // At least: the header's derived figures; the summary and three columns of the
        // month's 730 hours; a block of figures per option; a flow per month and option.
        assert!(counts[0] >= 20, "{stem}: {counts:?}");
        assert!(counts[1] >= 5 + 3 * 730, "{stem}: {counts:?}");
        assert!(counts[2] >= 10 * *options, "{stem}: {counts:?}");
        assert!(counts[3] > 61 * *options, "{stem}: {counts:?}");
    }
    let months = t("xlsx-in-months");
    let months_of = |csv: &Path| {
        rows(csv)
            .into_iter()
            .find(|r| r[0] == months)
            .map(|r| r[1].clone())
            .expect("the months row")
    };
    assert_eq!(
        months_of(&shown.join("stale-Inputs.csv")),
        "60",
        "not recalculated"
    );
    assert_eq!(
        months_of(&computed.join("stale-Inputs.csv")),
        "84",
        "recalculated"
    );
}

/// The example beside an H100 server and an H100 instance (every pricing model of the
/// example's offer), a replica of 200 GB on 2 of the example's H200, and the hybrid's peaks
/// on the H100 instance: capacity counted in replicas served (issue 17).
fn replicas_case() -> Case {
    let gb = |n: i64| Some(Decimal::from(n).try_into().expect("a quantity"));
    let mut case = example();
    case.own[0].gpu_memory_gb = gb(141);
    let mut h100 = case.own[0].clone();
    h100.id = "own-hgx-h100".into();
    h100.label = "HGX H100 8-GPU server".into();
    h100.gpu_memory_gb = gb(80);
    h100.purchase = "250000.00 EUR".parse().expect("money");
    case.own.push(h100);
    case.rent[0].gpu_memory_gb = gb(141);
    let mut p5 = case.rent[0].clone();
    p5.id = "aws-p5".into();
    p5.label = "p5.48xlarge (8x H100)".into();
    p5.gpu_memory_gb = gb(80);
    case.rent.push(p5);
    case.hybrid.as_mut().expect("the example's hybrid").rent = "aws-p5".into();
    case.requirements = Some(gpucase_core::requirements::Requirements {
        replica: Some(gpucase_core::requirements::Replica {
            gpus: 2,
            one_nvlink_domain: false,
            memory_gb: gb(200),
        }),
        ..Default::default()
    });
    case.validate().expect("valid");
    case
}

/// Issue 17: capacity counted in replicas served ([`replicas_case`]): every line recalculates
/// to gpucase's cent, and with the H100 instance's memory set to 141 GB in the workbook its
/// figures become gpucase's for an instance of that memory (2 GPUs a replica).
#[test]
fn replicas_served_recalculate_to_gpucase_s_cent_and_follow_a_changed_gpu_memory() {
    let gb = |n: i64| Some(Decimal::from(n).try_into().expect("a quantity"));
    let case = replicas_case();
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let mut same = case.clone();
    same.rent[1].gpu_memory_gb = gb(141);
    let same = compare(&same, &same.profile().expect("profile")).expect("computes");
    let memory = input_cell(&xlsx, "Rent2_GPUMemoryGB");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (file, changed) = (
        dir.path().join("replicas.xlsx"),
        dir.path().join("memory.xlsx"),
    );
    std::fs::write(&file, &xlsx).expect("written");
    std::fs::write(&changed, with_input(&xlsx, &memory, "141")).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file, &changed], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("replicas-TCO.csv"));
    let compared = formulas_agree(&tco);
    assert!(compared > 80, "{compared} figures compared");
    let label = Localizer::new(Language::En).tr("xlsx-cost-per-productive", &Default::default());
    let got = costs_per_productive_hour(&tco, &label);
    assert_eq!(got.len(), comparison.options.len());
    for (o, (id, value)) in comparison.options.iter().zip(&got) {
        assert_eq!(*id, o.id);
        let gpucase = o
            .cost_per_productive_gpu_hour
            .expect("productive")
            .round_dp(2);
        assert_eq!(cents(*value), gpucase, "option {}", o.id);
    }
    // The H100 instance is billed for 4 GPUs a replica: its totals differ from those at
    // 141 GB, which the changed workbook gives for every model that is a formula through
    // and through (starts, idle gaps kept running and blocks booked are gpucase's search,
    // written as constants and labelled so).
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    let changed_tco = rows(&out.join("memory-TCO.csv"));
    let mut moved = 0;
    let formulas_only = ["aws-p5/on_demand_always", "aws-p5/savings_plan"];
    for o in same
        .options
        .iter()
        .filter(|o| formulas_only.contains(&o.id.as_str()))
    {
        let row = changed_tco
            .iter()
            .find(|r| r[0] == total_label && r[5] == o.id)
            .unwrap_or_else(|| panic!("no total of {}", o.id));
        let value: f64 = row[1].parse().expect("a number");
        assert_eq!(cents(value), o.total_cost.round_dp(2), "{} at 141 GB", o.id);
        let before = comparison
            .options
            .iter()
            .find(|b| b.id == o.id)
            .expect("the option");
        moved += usize::from(before.total_cost != o.total_cost);
    }
    assert_eq!(moved, 2, "every one of them moved with the memory");
}

/// A demand that grows 60 % a year (examples/h200-nvl-demand-grows.gpucase, worked out by
/// hand in crates/core/tests/growth.rs): every figure is gpucase's, written as a constant
/// and labelled so, the stages gpucase chose among them, and LibreOffice's totals, costs
/// per productive GPU-hour and present values are gpucase's to the cent.
#[test]
fn a_growing_demand_writes_gpucase_s_figures_and_the_stages_it_chose() {
    let mut case = casefile::parse(include_str!(
        "../../../examples/h200-nvl-demand-grows.gpucase"
    ))
    .expect("the example parses");
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        ..Default::default()
    });
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("demand.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("demand-TCO.csv"));
    assert!(formulas_agree(&tco) > 20);
    let loc = Localizer::new(Language::En);
    let got = costs_per_productive_hour(
        &tco,
        &loc.tr("xlsx-cost-per-productive", &Default::default()),
    );
    for (o, (id, value)) in comparison.options.iter().zip(&got) {
        assert_eq!(*id, o.id);
        let gpucase = o
            .cost_per_productive_gpu_hour
            .expect("productive")
            .round_dp(2);
        assert_eq!(cents(*value), gpucase, "option {}", o.id);
    }
    // 3 cards in month 13 for 96,000 EUR, a server in month 25 for 160,000 EUR.
    let stage = |month: u32, cards: u32, servers: u32| {
        loc.tr(
            "xlsx-chosen-stage",
            &gpucase_l10n::Args::new()
                .num("month", month)
                .num("cards", cards)
                .num("servers", servers),
        )
    };
    for (label, price) in [(stage(13, 3, 0), 96_000.0), (stage(25, 0, 1), 160_000.0)] {
        let row = tco
            .iter()
            .find(|r| r[0] == label)
            .unwrap_or_else(|| panic!("no row {label:?}"));
        let value: f64 = row[1].parse().expect("a number");
        assert!((value - price).abs() < 0.005, "{label}: {value}");
    }
    present_values_agree(&rows(&out.join("demand-Cash flows.csv")), &comparison);
}

/// Purchases as paid (issue 32): the staged example over a 4-year horizon, shorter than
/// its servers' 5-year life, and over 7 years, longer, at 8 %. LibreOffice recalculates
/// every line (the purchase paid whole, the book value back at the horizon's end, a stage
/// likewise, a server replaced when its life ends) and each cost per productive GPU-hour
/// to gpucase's cent, and over 4 years each present value from the monthly flows.
#[test]
fn purchases_as_paid_recalculate_to_gpucase_s_cent() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut files = Vec::new();
    let mut cases = Vec::new();
    for years in [4, 7] {
        let mut case = casefile::parse(include_str!("../../../examples/h200-nvl-grows.gpucase"))
            .expect("the example parses");
        case.horizon_years = years;
        case.finance = Some(gpucase_core::case::Finance {
            discount_rate_per_year: "0.08".parse().expect("a quantity"),
            ..Default::default()
        });
        case.validate().expect("valid");
        let (xlsx, comparison, _) = workbook(&case, Language::En);
        let file = dir.path().join(format!("h{years}.xlsx"));
        std::fs::write(&file, &xlsx).expect("written");
        files.push(file);
        cases.push((years, comparison));
    }
    let out = dir.path().join("csv");
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    recalculate(&paths, &out, &dir.path().join("lo-profile"));
    let label = Localizer::new(Language::En).tr("xlsx-cost-per-productive", &Default::default());
    for (years, comparison) in &cases {
        let tco = rows(&out.join(format!("h{years}-TCO.csv")));
        let compared = formulas_agree(&tco);
        assert!(compared > 20, "{compared} figures compared");
        let got = costs_per_productive_hour(&tco, &label);
        assert_eq!(got.len(), comparison.options.len());
        for (o, (id, value)) in comparison.options.iter().zip(&got) {
            assert_eq!(*id, o.id);
            let gpucase = o
                .cost_per_productive_gpu_hour
                .expect("productive")
                .round_dp(2);
            assert_eq!(cents(*value), gpucase, "option {} over {years} years", o.id);
        }
        present_values_agree(
            &rows(&out.join(format!("h{years}-Cash flows.csv"))),
            comparison,
        );
    }
    // Over 7 years the servers are replaced in month 61: gpucase's flows say so.
    let (_, seven) = &cases[1];
    let own = seven
        .options
        .iter()
        .find(|o| o.id == "h200-nvl-now")
        .expect("the own option");
    assert!(!own.timing.one_offs.is_empty());
}

/// Spares as a requirement (issue 32): the example's workbook without spares, with its
/// `Spares` input set to 1 in the file, recalculates every option's total to what gpucase
/// costs for the example with one spare (a second server, a second instance held every hour
/// by the models that hold capacity, none by those that start instances as work comes).
#[test]
fn a_spare_set_in_the_workbook_recalculates_to_gpucase_s_n_plus_1() {
    let case = example();
    let (xlsx, _, _) = workbook(&case, Language::En);
    let mut spare = case.clone();
    spare.requirements = Some(gpucase_core::requirements::Requirements {
        spares: 1,
        ..Default::default()
    });
    spare.validate().expect("valid");
    let with_spare = compare(&spare, &spare.profile().expect("profile")).expect("computes");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("spare.xlsx");
    std::fs::write(&file, with_input(&xlsx, &input_cell(&xlsx, "Spares"), "1")).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    totals_agree(&rows(&out.join("spare-TCO.csv")), &with_spare);
}

/// Every option of `comparison` has a total on the TCO sheet `tco`, equal to gpucase's to
/// the cent.
fn totals_agree(tco: &[Vec<String>], comparison: &Comparison) {
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    for o in &comparison.options {
        let row = tco
            .iter()
            .find(|r| r[0] == total_label && r[5] == o.id)
            .unwrap_or_else(|| panic!("a total for {}", o.id));
        let value: f64 = row[1].parse().expect("a number");
        assert_eq!(cents(value), o.total_cost.round_dp(2), "option {}", o.id);
    }
}

/// Staff time outside the own quotes (issue 32): the example with 4 staff hours a month per
/// rented instance, 10 for a hybrid's second stack, at 85 EUR, recalculates every line to
/// gpucase's cent; with `RentStaffHours` set to 8 in the file, every total moves to what
/// gpucase costs at 8.
#[test]
fn staff_time_recalculates_and_follows_its_inputs() {
    let staffed = |hours: &str| {
        let mut case = example();
        case.operations = Some(gpucase_core::case::Operations {
            rent_hours_per_instance_month: hours.parse().expect("hours"),
            second_stack_hours_per_month: "10".parse().expect("hours"),
            hour_rate: "85.00 EUR".parse().expect("an amount"),
        });
        case.validate().expect("valid");
        case
    };
    let (xlsx, _, _) = workbook(&staffed("4"), Language::En);
    let eight = staffed("8");
    let at_eight = compare(&eight, &eight.profile().expect("profile")).expect("computes");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (file, moved) = (dir.path().join("staff.xlsx"), dir.path().join("eight.xlsx"));
    std::fs::write(&file, &xlsx).expect("written");
    std::fs::write(
        &moved,
        with_input(&xlsx, &input_cell(&xlsx, "RentStaffHours"), "8"),
    )
    .expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file, &moved], &out, &dir.path().join("lo-profile"));
    let compared = formulas_agree(&rows(&out.join("staff-TCO.csv")));
    assert!(compared > 40, "{compared} figures compared");
    totals_agree(&rows(&out.join("eight-TCO.csv")), &at_eight);
}

/// An offer billed in advance (issue 32): every monthly bill a month earlier. LibreOffice
/// computes each option's present value from the Cash flows sheet to gpucase's cent, with
/// yearly price changes and the example's every pricing model.
#[test]
fn billing_in_advance_recalculates_each_present_value_to_gpucase_s_cent() {
    let mut case = example();
    case.rent[0].billed_in_advance = true;
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        rent_change_per_year: Some("-0.10".parse().expect("a change")),
        electricity_change_per_year: None,
        tax: None,
    });
    case.validate().expect("valid");
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("advance.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    present_values_agree(&rows(&out.join("advance-Cash flows.csv")), &comparison);
}

/// The own side's bandwidth (issue 32): the example's server with 400 EUR a month of
/// transit recalculates every line, its transit line included, to gpucase's cent.
#[test]
fn own_bandwidth_recalculates_to_gpucase_s_cent() {
    let mut case = example();
    case.own[0].bandwidth_per_month = Some("400.00 EUR".parse().expect("an amount"));
    case.validate().expect("valid");
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    assert!(
        comparison.options[0]
            .breakdown
            .iter()
            .any(|i| i.item == gpucase_core::tco::CostKind::Bandwidth)
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("transit.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    let compared = formulas_agree(&rows(&out.join("transit-TCO.csv")));
    assert!(compared > 40, "{compared} figures compared");
}

/// The value of the own servers at the horizon's end as an input (issue 32): over 7 years
/// at 8 % (a replacement in month 61, so a worn-out residual as well), a 3-year depreciation
/// and a resale estimate of 35 % recalculate every line, the cash flows and the present
/// values to gpucase's cent; the resale workbook with its `Own1_ResaleShare` set to 0.5
/// recalculates every total to what gpucase costs at 50 %.
#[test]
fn the_value_at_the_horizon_recalculates_and_follows_its_input() {
    use gpucase_core::case::ValueAtHorizon;
    let valued = |value: ValueAtHorizon| {
        let mut case = example();
        case.horizon_years = 7;
        case.finance = Some(gpucase_core::case::Finance {
            discount_rate_per_year: "0.08".parse().expect("a quantity"),
            ..Default::default()
        });
        case.own[0].value_at_horizon = Some(value);
        case.validate().expect("valid");
        case
    };
    let resale = |share: &str| ValueAtHorizon::Resale {
        share_of_purchase: share.parse().expect("a share"),
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut comparisons = Vec::new();
    let mut files = Vec::new();
    for (name, value) in [
        (
            "depreciated",
            ValueAtHorizon::BookValue {
                depreciation_years: 3,
            },
        ),
        ("resale", resale("0.35")),
    ] {
        let (xlsx, comparison, _) = workbook(&valued(value), Language::En);
        let file = dir.path().join(format!("{name}.xlsx"));
        std::fs::write(&file, &xlsx).expect("written");
        if name == "resale" {
            let moved = dir.path().join("half.xlsx");
            std::fs::write(
                &moved,
                with_input(&xlsx, &input_cell(&xlsx, "Own1_ResaleShare"), "0.5"),
            )
            .expect("written");
            files.push(moved);
        }
        files.push(file);
        comparisons.push((name, comparison));
    }
    let out = dir.path().join("csv");
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    recalculate(&paths, &out, &dir.path().join("lo-profile"));
    for (name, comparison) in &comparisons {
        let tco = rows(&out.join(format!("{name}-TCO.csv")));
        let compared = formulas_agree(&tco);
        assert!(compared > 40, "{name}: {compared} figures compared");
        totals_agree(&tco, comparison);
        present_values_agree(
            &rows(&out.join(format!("{name}-Cash flows.csv"))),
            comparison,
        );
    }
    let half = valued(resale("0.5"));
    let at_half = compare(&half, &half.profile().expect("profile")).expect("computes");
    totals_agree(&rows(&out.join("half-TCO.csv")), &at_half);
}

/// A tax on profits (crates/core/tests/tax.rs works its rule by hand): the Cash flows
/// sheet's flows after tax and their present values recalculate to gpucase's cent for the
/// example over 7 years (a server bought at once, then replaced in month 61: gpucase's
/// purchases), a staged purchase read from its month input, and a growing demand; with the
/// tax rate or the depreciation period changed in the workbook, the present values are
/// gpucase's at the new figure.
#[test]
fn a_tax_recalculates_to_gpucase_s_present_values_and_follows_its_inputs() {
    use gpucase_core::case::Tax;
    let taxed = |mut case: Case, rate: &str, years: u32| {
        case.finance = Some(gpucase_core::case::Finance {
            discount_rate_per_year: "0.08".parse().expect("a quantity"),
            tax: Some(Tax {
                rate: rate.parse().expect("a rate"),
                depreciation_years: years,
            }),
            ..Default::default()
        });
        case.validate().expect("valid");
        case
    };
    let mut seven = example();
    seven.horizon_years = 7;
    let staged = casefile::parse(include_str!("../../../examples/h200-nvl-grows.gpucase"))
        .expect("the example parses");
    let grows = casefile::parse(include_str!(
        "../../../examples/h200-nvl-demand-grows.gpucase"
    ))
    .expect("the example parses");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut files = Vec::new();
    let mut comparisons = Vec::new();
    let mut seven_xlsx = Vec::new();
    for (name, case) in [
        ("seven", taxed(seven.clone(), "0.30", 3)),
        ("staged", taxed(staged, "0.30", 5)),
        ("grows", taxed(grows, "0.25", 1)),
    ] {
        let (xlsx, comparison, _) = workbook(&case, Language::En);
        assert_eq!(comparison.tax, case.tax());
        let file = dir.path().join(format!("{name}.xlsx"));
        std::fs::write(&file, &xlsx).expect("written");
        if name == "seven" {
            seven_xlsx = xlsx;
        }
        files.push(file);
        comparisons.push((name, comparison));
    }
    for (name, input, value) in [
        ("rate", "TaxRate", "0.2"),
        ("years", "TaxDepreciationYears", "5"),
    ] {
        let moved = dir.path().join(format!("{name}.xlsx"));
        let cell = input_cell(&seven_xlsx, input);
        std::fs::write(&moved, with_input(&seven_xlsx, &cell, value)).expect("written");
        files.push(moved);
    }
    let out = dir.path().join("csv");
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    recalculate(&paths, &out, &dir.path().join("lo-profile"));
    for (name, comparison) in &comparisons {
        let flows = rows(&out.join(format!("{name}-Cash flows.csv")));
        present_values_agree(&flows, comparison);
        // Every month after tax, of every option, to gpucase's cent.
        let n = comparison.options.len();
        for (i, o) in comparison.options.iter().enumerate() {
            assert_eq!(flows[0][n + 2 + i], format!("{} after tax", o.id));
            for (m, after) in o.after_tax_flows.iter().enumerate() {
                let value: f64 = flows[m + 1][n + 2 + i].parse().expect("a number");
                assert_eq!(cents(value), after.round_dp(2), "{name} {} month {m}", o.id);
            }
        }
    }
    for (name, rate, years) in [("rate", "0.2", 3), ("years", "0.30", 5)] {
        let case = taxed(seven.clone(), rate, years);
        let expected = compare(&case, &case.profile().expect("profile")).expect("computes");
        present_values_agree(
            &rows(&out.join(format!("{name}-Cash flows.csv"))),
            &expected,
        );
    }
}

/// A reservation's upfront payment is paid at the start of each term on the Cash flows
/// sheet from the TCO sheet's formula over its input, not as gpucase's constant: with the
/// 3-year reservation's upfront changed in the workbook from 163,250 to 200,000 USD, the
/// option's present value is gpucase's for that upfront, to the cent.
#[test]
fn a_reservation_s_upfront_moves_its_present_value_in_the_workbook() {
    let case = demanding_variant();
    let (xlsx, _, _) = workbook(&case, Language::En);
    let k = case.rent[0]
        .pricing
        .iter()
        .position(|m| matches!(m, gpucase_core::case::PricingModel::Reserved { .. }))
        .expect("the variant has a reservation");
    let name = format!("Rent1_P{}_Upfront", k + 1);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let moved = dir.path().join("upfront.xlsx");
    std::fs::write(
        &moved,
        with_input(&xlsx, &input_cell(&xlsx, &name), "200000"),
    )
    .expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&moved], &out, &dir.path().join("lo-profile"));
    let mut dearer = case.clone();
    if let gpucase_core::case::PricingModel::Reserved {
        upfront_per_instance,
        ..
    } = &mut dearer.rent[0].pricing[k]
    {
        *upfront_per_instance = "200000 USD".parse().expect("an amount");
    }
    let expected = compare(&dearer, &dearer.profile().expect("profile")).expect("computes");
    let flows = rows(&out.join("upfront-Cash flows.csv"));
    let label = Localizer::new(Language::En).tr("xlsx-cf-present-value", &Default::default());
    let pv = flows
        .iter()
        .find(|r| r.first() == Some(&label))
        .expect("a present-value row");
    let (i, o) = expected
        .options
        .iter()
        .enumerate()
        .find(|(_, o)| o.id.ends_with("/reserved"))
        .expect("the reserved option");
    assert_eq!(flows[0][i + 1], o.id);
    let value: f64 = pv[i + 1].parse().expect("a number");
    assert_eq!(cents(value), o.present_value.round_dp(2), "PV of {}", o.id);
}

/// Whether `o` is a rented option, which the workbook costs year by year under growth
/// (not an own server or the hybrid, which it costs so too).
fn live_under_growth(o: &gpucase_core::tco::OptionResult) -> bool {
    o.service_life.is_none() && o.hybrid.is_none()
}

/// Issue 32: a demand that grows is live in the workbook. The demanding variant (every
/// pricing model, a queue-free profile with batch hours, storage and traffic charges) with
/// the demand growing 25 % a year and rented prices rising 4 % a year, at 6 %: LibreOffice
/// recalculates every line of the TCO sheet and of each year's block to gpucase's cent, and
/// every present value (14 rented options costed year by year: on demand always and
/// stopped, two plans used always, one paid all upfront and stopped when idle, a capacity
/// reservation, reserved instances bought lot by lot, blocks, spot, a monthly server).
/// With the growth changed to 40 % in the workbook's Inputs, each of them whose formulas
/// hold no searched figure gives what gpucase computes at 40 %: cost per productive
/// GPU-hour and present value, to the cent. The hybrid, costed year by year too, gives
/// gpucase's total over the grown years at another own GPU count typed into the workbook.
#[test]
fn a_growing_demand_recalculates_year_by_year_and_follows_a_changed_growth() {
    use gpucase_core::case::PricingModel;
    let grown = |g: &str, case: &Case| {
        let mut case = case.clone();
        case.workload.growth_per_year = Some(g.parse().expect("a change"));
        case
    };
    let mut base = demanding_variant();
    base.rent[0].pricing.push(PricingModel::SpotBatch {
        rate_per_instance_hour: "9.80 USD".parse().expect("an amount"),
        interruption_overhead: "0.10".parse().expect("a share"),
    });
    // A 3-year plan billed monthly, used always: what it owes after the 5-year horizon.
    base.rent[0].pricing.push(PricingModel::SavingsPlan {
        term_years: 3,
        rate_per_instance_hour: "12.40 USD".parse().expect("an amount"),
        commitment_per_hour: "12.40 USD".parse().expect("an amount"),
        usage: gpucase_core::case::Usage::Always,
        payment: gpucase_core::case::SavingsPlanPayment::NoUpfront,
    });
    base.rent[0].pricing.push(PricingModel::CapacityBlock {
        block_days: 7,
        rate_per_instance_hour: "15.50 USD".parse().expect("an amount"),
    });
    if let Some(f) = base.finance.as_mut() {
        f.rent_change_per_year = Some("0.04".parse().expect("a change"));
    }
    base.workload.storage_gb = "2000".parse().expect("a quantity");
    base.workload.egress_gb_per_month = "15000".parse().expect("a quantity");
    let case = grown("0.25", &base);
    case.validate().expect("valid");
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let changed_case = grown("0.40", &base);
    let changed =
        compare(&changed_case, &changed_case.profile().expect("profile")).expect("computes");
    let changed_xlsx = with_input(&xlsx, &input_cell(&xlsx, "DemandGrowth"), "0.4");
    // The hybrid at another own count than gpucase's: its total over the grown years at
    // that count (the hybrid's curve).
    let hybrid = comparison
        .options
        .last()
        .and_then(|o| o.hybrid.as_ref())
        .expect("the hybrid");
    let other = hybrid
        .curve
        .iter()
        .find(|p| p.own_gpus != hybrid.own_gpus)
        .expect("another count on the curve");
    let count_xlsx = with_input(
        &xlsx,
        &input_cell(&xlsx, "HybridOwnGPUs"),
        &other.own_gpus.to_string(),
    );

    let dir = tempfile::tempdir().expect("a temporary directory");
    let (a, b) = (
        dir.path().join("grows.xlsx"),
        dir.path().join("faster.xlsx"),
    );
    let count = dir.path().join("count.xlsx");
    std::fs::write(&a, &xlsx).expect("written");
    std::fs::write(&b, &changed_xlsx).expect("written");
    std::fs::write(&count, &count_xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&a, &b, &count], &out, &dir.path().join("lo-profile"));
    let total_label = Localizer::new(Language::En).tr("xlsx-total", &Default::default());
    let at_count = rows(&out.join("count-TCO.csv"))
        .into_iter()
        .find(|r| r[0] == total_label && r[5] == "hybrid")
        .expect("the hybrid's total");
    let value: f64 = at_count[1].parse().expect("a number");
    assert_eq!(
        cents(value),
        other.total_cost.round_dp(2),
        "hybrid at {} own GPUs",
        other.own_gpus
    );

    let tco = rows(&out.join("grows-TCO.csv"));
    assert!(formulas_agree(&tco) > 60, "the TCO sheet's lines");
    let years = rows(&out.join("grows-TCO by year.csv"));
    assert!(formulas_agree(&years) > 300, "each year's lines");
    present_values_agree(&rows(&out.join("grows-Cash flows.csv")), &comparison);
    totals_agree(&tco, &comparison);

    let live: Vec<usize> = (0..comparison.options.len())
        .filter(|&i| live_under_growth(&comparison.options[i]))
        .collect();
    assert_eq!(
        live.len(),
        14,
        "the rented options costed year by year: {live:?}"
    );
    // Of them, those whose formulas hold no figure of gpucase's searches (the starts and
    // gaps of instances stopped when idle, blocks booked: constants in each year's block,
    // labelled so, which a changed input does not move).
    let models: Vec<Option<&PricingModel>> = case
        .own
        .iter()
        .map(|_| None)
        .chain(case.rent.iter().flat_map(|o| o.pricing.iter().map(Some)))
        .collect();
    let searched = |i: &usize| {
        !matches!(
            models[*i],
            Some(
                PricingModel::OnDemandStopped { .. }
                    | PricingModel::CapacityReservation { .. }
                    | PricingModel::CapacityBlock { .. }
                    | PricingModel::SpotBatch { .. }
                    | PricingModel::SavingsPlan {
                        usage: gpucase_core::case::Usage::StoppedWhenIdle,
                        ..
                    }
            )
        )
    };
    let live: Vec<usize> = live.into_iter().filter(searched).collect();
    assert_eq!(
        live.len(),
        5,
        "always, two plans used always, reserved in lots, monthly: {live:?}"
    );
    let loc = Localizer::new(Language::En);
    let label = loc.tr("xlsx-cost-per-productive", &Default::default());
    let got = costs_per_productive_hour(&rows(&out.join("faster-TCO.csv")), &label);
    let flows = rows(&out.join("faster-Cash flows.csv"));
    let pv_label = loc.tr("xlsx-cf-present-value", &Default::default());
    let pv = flows
        .iter()
        .find(|r| r.first() == Some(&pv_label))
        .expect("a present-value row");
    for &i in &live {
        let (o, before) = (&changed.options[i], &comparison.options[i]);
        assert_eq!(got[i].0, o.id);
        let cost = o.cost_per_productive_gpu_hour.expect("productive");
        assert_ne!(
            Some(cost),
            before.cost_per_productive_gpu_hour,
            "{} moves",
            o.id
        );
        assert_eq!(
            cents(got[i].1),
            cost.round_dp(2),
            "cost of {} at 40 %",
            o.id
        );
        let value: f64 = pv[i + 1].parse().expect("a number");
        assert_eq!(
            cents(value),
            o.present_value.round_dp(2),
            "PV of {} at 40 %",
            o.id
        );
    }
}

/// A measured month (730 hours) of 4 GPUs productive every hour, their mean SM activity
/// `sm_mean` (crates/core/tests/headroom.rs worked it by hand).
fn measured_month(sm_mean: Option<&str>) -> gpucase_core::measured::Measured {
    use gpucase_core::measured::{
        Measured, MeasuredMapping, MeasuredQuality, MeasuredQueue, MeasuredSm, MeasuredSummary,
    };
    const HOURS: usize = 730;
    Measured {
        use_as_profile: true,
        sources: Vec::new(),
        imported_at: "2026-11-30T00:00:00Z".into(),
        time_zone: "UTC".into(),
        sm_active_threshold: "0.10".parse().expect("a quantity"),
        fleet_gpus: 4,
        first_hour_utc: "2026-01-05T00:00:00Z".into(),
        productive_gpus: vec![4; HOURS],
        batch_only_gpus: vec![0; HOURS],
        no_data_gpus: vec![0; HOURS],
        queued_gpus: Vec::new(),
        summary: MeasuredSummary {
            productive_gpu_hours: 4 * HOURS as u64,
            total_gpu_hours: 4 * HOURS as u64,
            no_data_gpu_hours: 0,
            per_gpu: Vec::new(),
            sm_activity: MeasuredSm {
                gpu_hours: 4 * HOURS as u64,
                mean: sm_mean.map(|m| m.parse().expect("a quantity")),
                median: None,
                p95: None,
                share_at_least_0_8: None,
            },
            queue: MeasuredQueue {
                hours_with_waiting: 0,
                peak_waiting: None,
                peak_hour_utc: None,
                queued_gpu_hours: 0,
                unsized_server_hours: 0,
                capped_hours: 0,
            },
            data_quality: MeasuredQuality::default(),
            mapping: MeasuredMapping::default(),
        },
    }
}

/// Issue 32: growth in replicas into the measured headroom, live. A replica of 4 GPUs busy
/// 40 % of the time, the demand growing 20 % a year: each year's Profile sheet keeps one
/// replica (0.40 × 2.0736 < 1), and LibreOffice recalculates every line and present value
/// to gpucase's cent. With the busy share set to 1 in the workbook (no headroom), the
/// replicas grow as counted (2 in years 2 to 4, 3 in year 5) and each rented option costed
/// year by year without a searched figure gives gpucase's figures for a case measured
/// without SM activity.
#[test]
fn growth_into_the_measured_headroom_recalculates_and_follows_the_busy_share() {
    let setup = |sm: Option<&str>| {
        let mut case = example();
        case.hybrid = None;
        case.workload.growth_per_year = Some("0.20".parse().expect("a change"));
        case.requirements = Some(gpucase_core::requirements::Requirements {
            replica: Some(gpucase_core::requirements::Replica {
                gpus: 4,
                one_nvlink_domain: false,
                memory_gb: None,
            }),
            ..Default::default()
        });
        case.metrics = Some(measured_month(sm));
        case.validate().expect("valid");
        case
    };
    let case = setup(Some("0.4000"));
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let full = setup(None);
    let full = compare(&full, &full.profile().expect("profile")).expect("computes");
    let changed = with_input(&xlsx, &input_cell(&xlsx, "MeasuredBusy"), "1");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (a, b) = (dir.path().join("room.xlsx"), dir.path().join("full.xlsx"));
    std::fs::write(&a, &xlsx).expect("written");
    std::fs::write(&b, &changed).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&a, &b], &out, &dir.path().join("lo-profile"));

    let tco = rows(&out.join("room-TCO.csv"));
    assert!(formulas_agree(&tco) > 20);
    assert!(formulas_agree(&rows(&out.join("room-TCO by year.csv"))) > 50);
    totals_agree(&tco, &comparison);
    present_values_agree(&rows(&out.join("room-Cash flows.csv")), &comparison);
    // Year 5's peak: one replica with the headroom, three without.
    let peak = |file: &str| -> f64 {
        let sheet = rows(&out.join(file));
        let label = Localizer::new(Language::En).tr("xlsx-profile-peak", &Default::default());
        let row = sheet
            .iter()
            .find(|r| r[0] == label)
            .expect("the year's peak");
        row[3].parse().expect("a number")
    };
    assert_eq!(peak("room-Profile year 5.csv"), 4.0);
    assert_eq!(peak("full-Profile year 5.csv"), 12.0);
    assert_eq!(peak("full-Profile year 2.csv"), 8.0);

    let label = Localizer::new(Language::En).tr("xlsx-cost-per-productive", &Default::default());
    let got = costs_per_productive_hour(&rows(&out.join("full-TCO.csv")), &label);
    let mut followed = 0;
    for (i, o) in full.options.iter().enumerate() {
        use gpucase_core::tco::OptionKind;
        if !live_under_growth(&comparison.options[i])
            || !matches!(
                o.kind,
                OptionKind::OnDemandAlways | OptionKind::MonthlyBilled
            )
        {
            continue;
        }
        let cost = o.cost_per_productive_gpu_hour.expect("productive");
        let before = comparison.options[i].cost_per_productive_gpu_hour;
        assert_ne!(Some(cost), before, "{} moves", o.id);
        assert_eq!(
            cents(got[i].1),
            cost.round_dp(2),
            "{} without headroom",
            o.id
        );
        followed += 1;
    }
    assert!(
        followed >= 1,
        "an option on demand always follows the busy share"
    );
}

/// Issue 32: an own quote under growth is live. The 60 % example
/// (examples/h200-nvl-demand-grows.gpucase: 3 cards in month 13, a server in month 25,
/// written as labelled constants) with the colocation raised from its quote to 2,400 EUR a
/// month in the workbook: the own option's lines, cost per productive GPU-hour and present
/// value become gpucase's for the changed quote, to the cent.
#[test]
fn an_own_quote_under_growth_follows_a_changed_running_cost() {
    let mut case = casefile::parse(include_str!(
        "../../../examples/h200-nvl-demand-grows.gpucase"
    ))
    .expect("the example parses");
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        ..Default::default()
    });
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let mut dearer = case.clone();
    dearer.own[0].colocation_per_month = "2400.00 EUR".parse().expect("an amount");
    let dearer = compare(&dearer, &dearer.profile().expect("profile")).expect("computes");
    let changed = with_input(&xlsx, &input_cell(&xlsx, "Own1_ColocationPerMonth"), "2400");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("dearer.xlsx");
    std::fs::write(&file, &changed).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    let (before, after) = (&comparison.options[0], &dearer.options[0]);
    assert!(before.service_life.is_some(), "the own option comes first");
    assert_ne!(before.total_cost, after.total_cost, "the change moves it");
    let loc = Localizer::new(Language::En);
    let got = costs_per_productive_hour(
        &rows(&out.join("dearer-TCO.csv")),
        &loc.tr("xlsx-cost-per-productive", &Default::default()),
    );
    assert_eq!(got[0].0, after.id);
    let cost = after.cost_per_productive_gpu_hour.expect("productive");
    assert_eq!(cents(got[0].1), cost.round_dp(2));
    let flows = rows(&out.join("dearer-Cash flows.csv"));
    let pv_label = loc.tr("xlsx-cf-present-value", &Default::default());
    let pv = flows
        .iter()
        .find(|r| r.first() == Some(&pv_label))
        .expect("a present-value row");
    let value: f64 = pv[1].parse().expect("a number");
    assert_eq!(cents(value), after.present_value.round_dp(2));
}

/// Issue 32: capacity counted in replicas served ([`replicas_case`], an H200 and an H100
/// option each on its own replica count) with the demand growing 30 % a year: each year's
/// rented blocks size the grown profile on the option's count, and LibreOffice recalculates
/// every line, each year's and each present value to gpucase's cent.
#[test]
fn replicas_served_under_growth_recalculate_to_gpucase_s_cent() {
    let mut case = replicas_case();
    case.workload.growth_per_year = Some("0.30".parse().expect("a change"));
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.05".parse().expect("a quantity"),
        ..Default::default()
    });
    case.validate().expect("valid");
    let (xlsx, comparison, _) = workbook(&case, Language::En);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("sized.xlsx");
    std::fs::write(&file, &xlsx).expect("written");
    let out = dir.path().join("csv");
    recalculate(&[&file], &out, &dir.path().join("lo-profile"));
    let tco = rows(&out.join("sized-TCO.csv"));
    assert!(formulas_agree(&tco) > 40);
    assert!(formulas_agree(&rows(&out.join("sized-TCO by year.csv"))) > 100);
    totals_agree(&tco, &comparison);
    present_values_agree(&rows(&out.join("sized-Cash flows.csv")), &comparison);
}
