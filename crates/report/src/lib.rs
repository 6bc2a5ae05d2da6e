//! gpucase PDF recommendation: lays out a computed case as a searchable, reproducible PDF.
//!
//! [`render_pdf`] takes a case, its [`Comparison`] and the [`ReportSettings`] (date and
//! author) and returns the bytes of an A4 report in English: the recommendation, the
//! workload, every option with its cost breakdown and risks, the break-even against owning,
//! and the assumptions and sources. The same inputs and date give the same bytes. Figures
//! are rounded for display only; the engine's figures stay exact.
//!
//! Modules: `format` (numbers and WinAnsi-safe text), `text` (sentences), `metrics` (font
//! widths and wrapping), `layout` (pages, paragraphs, tables), `pdf` (writing with printpdf).

mod format;
mod layout;
mod metrics;
mod pdf;
mod text;

use gpucase_core::recommendation::recommend;
use gpucase_core::tco::{CostKind, OptionResult};
use gpucase_core::{Case, Comparison, Currency};
use rust_decimal::Decimal;

use crate::format::{gpu_hours, integer, money, percent, win_ansi, years};
use crate::layout::{Align, Column, Flow, Font, Row};

/// Who prepared the report and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportSettings {
    /// The report date: printed under the title and used as the PDF's creation and
    /// modification date (00:00 UTC), so that the output does not depend on the clock.
    pub date: jiff::civil::Date,
    /// The analyst who prepared the report.
    pub author: String,
}

/// Why a report could not be written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReportError {
    /// The report date cannot be expressed as a PDF date.
    #[error("the report date cannot be used as the PDF date: {0}")]
    Date(String),
    /// The PDF library failed to build or write the document.
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
}

const BODY: f32 = 10.0;
const SMALL: f32 = 9.0;
const HEADING: f32 = 13.0;

/// Renders the report for `case` and its `comparison` as PDF bytes.
///
/// Deterministic: the same case, comparison and settings always give the same bytes.
pub fn render_pdf(
    case: &Case,
    comparison: &Comparison,
    settings: &ReportSettings,
) -> Result<Vec<u8>, ReportError> {
    let mut flow = Flow::new();
    let c = comparison;
    let title = win_ansi(&case.name);
    let author = win_ansi(&settings.author);

    flow.paragraph(&title, Font::Bold, 18.0, 0.0);
    flow.space(1.0);
    flow.paragraph(
        &format!("Prepared by {author} on {}", settings.date),
        Font::Regular,
        BODY,
        0.0,
    );
    flow.space(2.0);
    flow.rule(0.5);
    flow.space(2.0);

    flow.heading("Recommendation", HEADING);
    let rec = recommend(c);
    flow.paragraph(
        &win_ansi(&text::recommendation(rec.as_ref(), c)),
        Font::Regular,
        BODY,
        0.0,
    );

    workload(&mut flow, c);
    options(&mut flow, c);

    flow.heading("Break-even against owning", HEADING);
    if c.break_even.is_empty() {
        flow.paragraph(
            "No own quote serves the whole workload, so there is no break-even to show.",
            Font::Regular,
            BODY,
            0.0,
        );
    }
    for b in &c.break_even {
        flow.paragraph(&win_ansi(&text::break_even(b, c)), Font::Regular, BODY, 0.0);
        flow.space(1.5);
    }

    checklist(&mut flow, case);
    assumptions(&mut flow, case);

    let pages = flow.finish(|n, m| format!("Page {n} of {m}"));
    pdf::write(
        &pages,
        &pdf::Meta {
            title: &format::ascii(&case.name),
            author: &format::ascii(&settings.author),
            date: settings.date,
        },
    )
}

/// Label and value rows, values flush right in a fixed column.
fn pair_table(rows: &[(String, String)]) -> ([Column; 2], Vec<Row>) {
    let columns = [
        Column {
            header: String::new(),
            width: 95.0,
            align: Align::Left,
        },
        Column {
            header: String::new(),
            width: 40.0,
            align: Align::Right,
        },
    ];
    let rows = rows
        .iter()
        .map(|(k, v)| Row {
            cells: vec![win_ansi(k), win_ansi(v)],
            bold: false,
        })
        .collect();
    (columns, rows)
}

/// Label and value lines, values flush right in a fixed column.
fn pairs(flow: &mut Flow, rows: &[(String, String)]) {
    let (columns, rows) = pair_table(rows);
    flow.table(&columns, &rows, BODY);
}

fn workload(flow: &mut Flow, c: &Comparison) {
    let w = &c.workload;
    flow.heading("Workload", HEADING);
    let period = text::period_word(c);
    pairs(
        flow,
        &[
            (
                format!("Hours in the {period}"),
                integer(u64::from(w.hours_in_period)),
            ),
            (
                format!("Productive hours per {period}"),
                integer(u64::from(w.productive_hours)),
            ),
            (
                format!("Productive GPU-hours per {period}"),
                integer(w.productive_gpu_hours),
            ),
            ("Fleet GPUs".to_owned(), integer(u64::from(w.fleet_gpus))),
            ("Productive share".to_owned(), percent(w.productive_share)),
            ("Horizon".to_owned(), years(c.horizon.years)),
        ],
    );
}

fn cost_per_productive(o: &OptionResult, currency: Currency) -> String {
    o.cost_per_productive_gpu_hour
        .map_or_else(|| "n/a".to_owned(), |v| money(v, currency))
}

fn options(flow: &mut Flow, c: &Comparison) {
    let period = text::period_word(c);
    flow.heading("Options", HEADING);
    let columns = [
        Column {
            header: "Option".into(),
            width: 58.0,
            align: Align::Left,
        },
        Column {
            header: format!("Total ({})", years(c.horizon.years)),
            width: 32.0,
            align: Align::Right,
        },
        Column {
            header: format!("Billed GPU-h / {period}"),
            width: 25.0,
            align: Align::Right,
        },
        Column {
            header: format!("Productive GPU-h / {period}"),
            width: 25.0,
            align: Align::Right,
        },
        Column {
            header: "Cost / productive GPU-h".into(),
            width: 30.0,
            align: Align::Right,
        },
    ];
    let cheapest = c.cheapest.as_deref();
    let rows: Vec<Row> = c
        .options
        .iter()
        .map(|o| {
            let marked = Some(o.id.as_str()) == cheapest;
            let mut label = win_ansi(&o.label);
            if marked {
                label.push_str(" (cheapest)");
            }
            if !o.covers_demand() {
                label.push_str(" (does not serve the whole workload)");
            }
            Row {
                cells: vec![
                    label,
                    money(o.total_cost, c.currency),
                    gpu_hours(o.billed_gpu_hours),
                    gpu_hours(o.productive_gpu_hours),
                    cost_per_productive(o, c.currency),
                ],
                bold: marked,
            }
        })
        .collect();
    flow.table(&columns, &rows, SMALL);
    flow.space(1.5);
    flow.paragraph(
        "The cheapest option has the lowest cost per productive GPU-hour among the options \
         that serve the whole workload; it is set in bold.",
        Font::Regular,
        SMALL,
        0.0,
    );

    for o in &c.options {
        option_detail(flow, c, o);
    }
}

/// One option's cost breakdown and risks, kept on one page when it fits.
fn option_detail(flow: &mut Flow, c: &Comparison, o: &OptionResult) {
    let period = text::period_word(c);
    // Lines of the same kind (e.g. a support plan's fixed part and its share of compute)
    // are shown as one.
    let mut merged: Vec<(CostKind, Decimal)> = Vec::new();
    for item in &o.breakdown {
        match merged.iter_mut().find(|(k, _)| *k == item.item) {
            Some((_, sum)) => *sum += item.amount,
            None => merged.push((item.item, item.amount)),
        }
    }
    let mut lines: Vec<(String, String)> = merged
        .into_iter()
        .map(|(kind, amount)| (text::cost_kind(kind).to_owned(), money(amount, c.currency)))
        .collect();
    lines.push((
        format!("Total over {}", years(c.horizon.years)),
        money(o.total_cost, c.currency),
    ));
    if let Some(h) = &o.hybrid {
        lines.push(("Own GPUs chosen".to_owned(), integer(u64::from(h.own_gpus))));
    }
    if let Some(starts) = o.starts_per_period {
        lines.push((format!("Starts per {period}"), format::quantity(starts, 2)));
    }
    let mut risks: Vec<String> = o
        .risks
        .iter()
        .map(|r| format!("Risk: {}", win_ansi(&text::risk_sentence(r, c))))
        .collect();
    if risks.is_empty() {
        risks.push("Risks: none listed by the engine.".to_owned());
    }

    let title = win_ansi(&o.label);
    let (columns, rows) = pair_table(&lines);
    let height = 3.0
        + Flow::paragraph_height(&title, Font::Bold, BODY + 1.0, 0.0)
        + Flow::table_height(&columns, &rows, BODY)
        + 1.0
        + risks
            .iter()
            .map(|r| Flow::paragraph_height(r, Font::Regular, SMALL, 0.0))
            .sum::<f32>();
    flow.space(3.0);
    flow.keep_together(height - 3.0);
    flow.paragraph(&title, Font::Bold, BODY + 1.0, 0.0);
    flow.table(&columns, &rows, BODY);
    flow.space(1.0);
    for r in &risks {
        flow.paragraph(r, Font::Regular, SMALL, 0.0);
    }
}

/// The text with a full stop at the end unless it already ends a sentence.
fn sentence(text: &str) -> String {
    let t = text.trim_end();
    if t.ends_with(['.', '!', '?']) {
        t.to_owned()
    } else {
        format!("{t}.")
    }
}

/// The shortlisted offers with the buyer's checklist: every answer with its source, and
/// every unknown and contradiction (domain.md section 2).
fn checklist(flow: &mut Flow, case: &Case) {
    use gpucase_core::checklist::{Concern, Question, Source};
    if case.shortlist.is_empty() {
        return;
    }
    flow.heading("Shortlisted offers: the buyer's checklist", HEADING);
    let concerns: Vec<&str> = case
        .checklist
        .as_ref()
        .map(|c| c.concerns.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|c| match c {
            Concern::Service24x7 => "the service runs around the clock",
            Concern::GdprData => "the data falls under the GDPR",
        })
        .collect();
    if !concerns.is_empty() {
        flow.paragraph(
            &win_ansi(&format!(
                "Isolation, the host's identity and its location weigh more than price here: {}.",
                concerns.join("; ")
            )),
            Font::Regular,
            BODY,
            0.0,
        );
        flow.space(1.5);
    }
    for (offer, c) in case
        .shortlist
        .iter()
        .zip(gpucase_core::checklist::of_case(case))
    {
        flow.paragraph(
            &win_ansi(&format!(
                "{}: {} x {}",
                c.offer, offer.gpu.count, offer.gpu.model
            )),
            Font::Bold,
            BODY,
            0.0,
        );
        for a in &c.answers {
            let question = match a.question {
                Question::Isolation => "Isolation",
                Question::GpuShare => "GPU share",
                Question::ExtraCharges => "Charges outside the price",
                Question::HostAndLocation => "Host and location",
                Question::Billing => "Billing",
            };
            let source = match &a.source {
                Source::Offer { fetched_at } => {
                    format!(
                        "from the offer, read {}",
                        fetched_at.get(..10).unwrap_or(fetched_at)
                    )
                }
                Source::Verified { probed_at } => {
                    format!(
                        "verified by the probe on {}",
                        probed_at.get(..10).unwrap_or(probed_at)
                    )
                }
                Source::Analyst { note, document } => match document {
                    Some(d) => format!("stated: {note} ({d})"),
                    None => format!("stated: {note}"),
                },
                Source::Unknown { reason } => format!("UNKNOWN: {reason}"),
            };
            flow.paragraph(
                &win_ansi(&format!("{question}: {} ({source})", a.answer)),
                Font::Regular,
                BODY,
                4.0,
            );
            for x in &a.contradictions {
                flow.paragraph(
                    &win_ansi(&format!("CONTRADICTED: {x}")),
                    Font::Bold,
                    BODY,
                    8.0,
                );
            }
        }
        flow.space(2.0);
    }
}

fn assumptions(flow: &mut Flow, case: &Case) {
    flow.heading("Assumptions and sources", HEADING);
    let mut sources = Vec::new();
    if case.exchange_rates.is_empty() {
        sources.push(format!(
            "Exchange rates: none; every amount is in {}.",
            case.currency
        ));
    }
    for r in &case.exchange_rates {
        sources.push(format!(
            "Exchange rate: 1 {} = {} {} as of {}; source: {}",
            r.from,
            r.rate.value().normalize(),
            r.to,
            r.date,
            r.source
        ));
    }
    for q in &case.own {
        sources.push(format!("Own quote {}: {}", q.label, q.source));
    }
    for o in &case.rent {
        sources.push(format!(
            "Rent offer {} ({}): {}",
            o.label, o.provider, o.source
        ));
    }
    for text in sources {
        flow.paragraph(&win_ansi(&sentence(&text)), Font::Regular, BODY, 0.0);
        flow.space(1.0);
    }
    flow.space(1.5);
    let description = format!("Case description: {}", case.description.trim());
    flow.paragraph(&win_ansi(&sentence(&description)), Font::Regular, BODY, 0.0);
    flow.space(2.5);
    flow.paragraph(
        "Figures are rounded for display; the calculation is exact.",
        Font::Regular,
        BODY,
        0.0,
    );
}
