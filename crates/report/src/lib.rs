//! gpucase PDF recommendation: lays out a computed case as a searchable, reproducible PDF in
//! English, German, Dutch or French.
//!
//! [`render_pdf`] takes a case, its [`Comparison`] and the [`ReportSettings`] (date, author,
//! language, how many options to compare) and returns the bytes of an A4 report: page 1 is
//! the decision (the recommendation, its cost, the runner-up, the requirements, the excluded
//! options grouped by reason, its risks and what would change it); then the workload with a
//! week heatmap (and the measured serving metrics when imported), the compared options side
//! by side with their breakdowns and risks, break-even against owning, a sensitivity chart
//! and a tornado, the offers behind the compared options, the buyer's checklist, the EU Data
//! Act switching notes, assumptions and sources, and an appendix with every excluded option
//! and the compared options' inputs. Every string comes from `locales/<lang>/report.ftl` and
//! `switching.ftl` through gpucase-l10n; numbers, money and dates are formatted for the
//! language there. The same inputs and date give the same bytes. Figures are rounded for
//! display only; the engine's figures stay exact.
//!
//! Modules: `memo` (which options the memo shows and how the excluded ones group, for the
//! PDF, its preview and the desktop), `decision` (page 1), `text` (sentences), `sections`
//! (the parts after the options), `charts` (vector charts), `metrics` (font widths and
//! wrapping), `fonts` (the embedded DejaVu fonts), `layout` (pages, paragraphs, tables,
//! figures), `pdf` (writing the file), `svg` (the same pages as SVG, for a preview).

mod charts;
mod decision;
mod fonts;
mod layout;
pub mod memo;
mod metrics;
mod pdf;
mod sections;
mod svg;
mod switching;
mod text;

use gpucase_core::tco::{CostKind, OptionResult, RankBasis};
use gpucase_core::{Case, Comparison};
use gpucase_l10n::{Args, Language, Localizer};
use rust_decimal::Decimal;

pub use crate::fonts::unsupported;
use crate::layout::{Align, Column, Flow, Font, Row};
pub use crate::memo::DEFAULT_COMPARED;
use crate::text::{Words, period_key};
use gpucase_message::{Describe, Message};

/// Who prepared the report, when, and in which language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportSettings {
    /// The report date: printed on the cover, used for the PDF's creation and modification
    /// dates (00:00 UTC), for the age of prices and for the switching notes, so that the
    /// output does not depend on the clock.
    pub date: jiff::civil::Date,
    /// The analyst who prepared the report.
    pub author: String,
    /// The language of the report.
    pub language: Language,
    /// The approval of the saved version the report is rendered from, when it was approved
    /// (a team library's approver, recorded by the server); the cover says so.
    pub approval: Option<ReportApproval>,
    /// How many eligible options the body compares in its tables and charts (the
    /// recommendation first; [`DEFAULT_COMPARED`] unless the analyst widens it). Every
    /// other option is counted on page 1 and listed in the appendix.
    pub compared: usize,
}

/// Who approved the case version a report shows, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportApproval {
    /// The approved version.
    pub version: i64,
    /// Who approved it (the server role on a team library).
    pub approved_by: String,
    /// When, as a day (UTC).
    pub approved_on: jiff::civil::Date,
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
    /// A character of the text has no glyph in the report's fonts; it would print as an
    /// empty box.
    #[error("the report's font has no glyph for {character:?} (U+{:04X}) in {text:?}", *.character as u32)]
    MissingGlyph {
        /// The character.
        character: char,
        /// The line of text it occurs in.
        text: String,
    },
    /// A message of the report could not be formatted (a missing message or variable).
    #[error("the report's messages are incomplete: {0}")]
    Messages(String),
    /// The case's switching facts cannot be turned into notes.
    #[error("the switching notes could not be written: {0}")]
    Switching(String),
}

impl Describe for ReportError {
    /// Why the report could not be rendered.
    fn message(&self) -> Message {
        match self {
            ReportError::Date(d) => Message::detail("error-report-date", d),
            ReportError::Pdf(d) => Message::detail("error-report-pdf", d),
            ReportError::MissingGlyph { character, text } => {
                Message::new("error-report-missing-glyph")
                    .text("character", character.to_string())
                    .text("code", format!("{:04X}", u32::from(*character)))
                    .text("text", text.clone())
            }
            ReportError::Messages(d) => Message::detail("error-report-messages", d),
            ReportError::Switching(d) => Message::detail("error-report-switching", d),
        }
    }
}

/// Where a signature's visible block goes on the last page, `[llx lly urx ury]` in points:
/// 80 mm by 20 mm at the right edge of the text, from 19 mm above the page's edge, just
/// clear of the footer (one line at 12 mm, a wrapped second line up to about 18 mm). The
/// report keeps this area of its last page free.
pub const SIGNATURE_AREA: [f32; 4] = [
    110.0 * PT_PER_MM,
    19.0 * PT_PER_MM,
    190.0 * PT_PER_MM,
    39.0 * PT_PER_MM,
];
const PT_PER_MM: f32 = 72.0 / 25.4;

pub(crate) const BODY: f32 = 10.0;
pub(crate) const SMALL: f32 = 9.0;
pub(crate) const HEADING: f32 = 13.0;

/// Renders the report for `case` and its `comparison` as PDF bytes.
///
/// Deterministic: the same case, comparison and settings always give the same bytes. Fails
/// rather than print a message id or an empty box: a message the language lacks and a
/// character the font cannot draw are errors.
pub fn render_pdf(
    case: &Case,
    comparison: &Comparison,
    settings: &ReportSettings,
) -> Result<Vec<u8>, ReportError> {
    let (pages, subject) = lay_out(case, comparison, settings)?;
    pdf::write(
        &pages,
        &pdf::Meta {
            title: &case.name,
            author: &settings.author,
            subject: &subject,
            language: settings.language.code(),
            date: settings.date,
        },
    )
}

/// Renders the same pages as [`render_pdf`] as SVG documents, one per page, for a preview
/// before the PDF is written.
///
/// Each page is a self-contained SVG (no fonts, images or styles referenced from outside)
/// with the PDF's coordinates in points. It fails where [`render_pdf`] fails, so that a
/// preview never shows a report that cannot be written.
pub fn render_svg(
    case: &Case,
    comparison: &Comparison,
    settings: &ReportSettings,
) -> Result<Vec<String>, ReportError> {
    let (pages, _) = lay_out(case, comparison, settings)?;
    svg::write(&pages, settings.language.code())
}

/// Lays the report out as pages; also returns the document's subject line.
fn lay_out(
    case: &Case,
    comparison: &Comparison,
    settings: &ReportSettings,
) -> Result<(Vec<layout::Page>, String), ReportError> {
    let loc = Localizer::new(settings.language);
    let sel = memo::select(comparison, settings.compared);
    let w = Words {
        loc: &loc,
        currency: comparison.currency,
        labels: gpucase_l10n::options::labels(&loc, case, comparison),
        keys: text::option_keys(&sel.shown()),
    };
    let mut flow = Flow::new();
    let c = comparison;
    let profile = case.profile().ok();
    let bars = profile
        .as_ref()
        .map(|p| gpucase_core::tco::tornado::tornado(case, p, c))
        .unwrap_or_default();

    cover(&mut flow, &w, case, settings);
    decision::page_one(&mut flow, &w, c, &sel, &bars);

    sections::workload(&mut flow, &w, case, c, profile.as_ref());
    options(&mut flow, &w, case, c, &sel);
    break_even(&mut flow, &w, c, &sel);
    sections::sensitivity(&mut flow, &w, c, &sel, &bars);
    let offers = sections::offers_of(case, &sel);
    sections::offers(&mut flow, &w, case, &offers, settings.date);
    sections::checklist(&mut flow, &w, case, &offers);
    sections::switching(&mut flow, &w, case, settings.date)?;
    sections::assumptions(&mut flow, &w, case, &sel);
    sections::appendix(&mut flow, &w, case, c, &sel, settings.date);
    // Keep the signature's area free: the last page's text ends 2 mm above its top, 19 mm
    // above the bottom margin (22 mm).
    flow.ensure(SIGNATURE_AREA[3] / PT_PER_MM - 22.0 + 2.0);

    // The footer names the case, or, where the name leaves no room for the page numbers on
    // one line, by its id (the cover gives both).
    let footer = |case_name: &str, n: usize, m: usize| {
        loc.tr(
            "footer-page",
            &Args::new()
                .str("case", case_name)
                .num("page", n as u64)
                .num("pages", m as u64),
        )
    };
    let pages = flow.finish(|n, m| {
        let named = footer(&case.name, m, m);
        if metrics::text_width(&named, Font::Regular, 8.0) <= layout::CONTENT_WIDTH {
            footer(&case.name, n, m)
        } else {
            footer(case.id.as_str(), n, m)
        }
    });
    let mut errors = loc.take_errors();
    if !errors.is_empty() {
        errors.sort();
        errors.dedup();
        return Err(ReportError::Messages(errors.join("; ")));
    }
    let subject = loc.tr("report-subject", &Args::new());
    Ok((pages, subject))
}

fn cover(flow: &mut Flow, w: &Words<'_>, case: &Case, settings: &ReportSettings) {
    flow.paragraph(&w.t("report-kind"), Font::Regular, 11.0, 0.0);
    flow.space(1.0);
    flow.paragraph(&case.name, Font::Bold, 18.0, 0.0);
    flow.space(2.0);
    let lines = [
        w.tr("cover-case", &Args::new().str("case", case.id.as_str())),
        w.tr(
            "cover-author",
            &Args::new().str("author", settings.author.as_str()),
        ),
        w.tr(
            "cover-date",
            &Args::new().str("date", w.loc.date(settings.date)),
        ),
        w.t("cover-language"),
        basis(w, case),
    ];
    let approval = settings.approval.as_ref().map(|a| {
        w.tr(
            "cover-approved",
            &Args::new()
                .num("version", a.version)
                .str("who", a.approved_by.as_str())
                .str("date", w.loc.date(a.approved_on)),
        )
    });
    for line in lines.into_iter().chain(approval) {
        flow.paragraph(&line, Font::Regular, SMALL, 0.0);
    }
    flow.space(2.0);
    flow.rule(0.5);
    flow.space(1.0);
}

/// Where the productive hours come from, for the cover.
fn basis(w: &Words<'_>, case: &Case) -> String {
    match case.metrics.as_ref().filter(|m| m.use_as_profile) {
        Some(m) => {
            let (from, to) = sections::measured_period(w, m);
            w.tr(
                "cover-basis",
                &Args::new()
                    .str("basis", "measured")
                    .str("from", from)
                    .str("to", to),
            )
        }
        None => w.tr(
            "cover-basis",
            &Args::new()
                .str("basis", "schedule")
                .str("from", "")
                .str("to", ""),
        ),
    }
}

/// Label and value rows, values flush right in a fixed column.
pub(crate) fn pair_table(rows: &[(String, String)]) -> ([Column; 2], Vec<Row>) {
    pair_table_split(rows, 110.0)
}

/// Label and value rows with the labels `label_width` mm wide (of the 170 mm).
pub(crate) fn pair_table_split(
    rows: &[(String, String)],
    label_width: f32,
) -> ([Column; 2], Vec<Row>) {
    let columns = [
        Column {
            header: String::new(),
            width: label_width,
            align: Align::Left,
        },
        Column {
            header: String::new(),
            width: layout::CONTENT_WIDTH - label_width,
            align: Align::Right,
        },
    ];
    let rows = rows
        .iter()
        .map(|(k, v)| Row {
            cells: vec![k.clone(), v.clone()],
            bold: false,
        })
        .collect();
    (columns, rows)
}

/// One entry of a list, "• text", indented, in the small size.
pub(crate) fn bullet(flow: &mut Flow, w: &Words<'_>, item: String) {
    flow.paragraph(
        &w.tr("list-item", &Args::new().str("item", item)),
        Font::Regular,
        SMALL,
        4.0,
    );
}

/// Label and value lines, values flush right in a fixed column.
pub(crate) fn pairs(flow: &mut Flow, rows: &[(String, String)]) {
    let (columns, rows) = pair_table(rows);
    flow.table(&columns, &rows, BODY);
}

/// Label and value lines with room for long values (the appendix): the split between
/// labels and values that gives the shortest table, from 30 to 130 mm of labels (the
/// narrowest such split when several tie).
pub(crate) fn pairs_wide(flow: &mut Flow, rows: &[(String, String)]) {
    let (_, table) = pair_table_split(rows, 70.0);
    let columns = shortest(
        (30..=130).step_by(2).map(|mm| mm as f32),
        |label_width| pair_table_split(rows, label_width).0.to_vec(),
        &table,
        SMALL,
    );
    flow.table(&columns, &table, SMALL);
}

/// Of the column layouts `columns_for` gives for each of `widths`, the one that cuts the
/// fewest words (see [`Flow::cut_words`]; a long address is cut in any) and of those makes
/// the shortest table of `rows` at `size` (the first of those that tie): labels that wrap
/// less where the figures beside them need less room.
pub(crate) fn shortest(
    widths: impl IntoIterator<Item = f32>,
    columns_for: impl Fn(f32) -> Vec<Column>,
    rows: &[Row],
    size: f32,
) -> Vec<Column> {
    let mut best: Option<(usize, f32, Vec<Column>)> = None;
    for width in widths {
        let columns = columns_for(width);
        let cut = Flow::cut_words(&columns, rows, size);
        let height = Flow::table_height(&columns, rows, size);
        let better = best
            .as_ref()
            .is_none_or(|(c, h, _)| cut < *c || (cut == *c && height < *h - 0.01));
        if better {
            best = Some((cut, height, columns));
        }
    }
    best.map(|(_, _, c)| c).unwrap_or_default()
}

fn cost_per_productive(w: &Words<'_>, o: &OptionResult) -> String {
    o.cost_per_productive_gpu_hour
        .map_or_else(|| w.t("not-applicable"), |v| w.money(v))
}

/// The header of the column the options are ranked by: cost per productive GPU-hour, at
/// present value where the case discounts.
pub(crate) fn rank_header(w: &Words<'_>, c: &Comparison) -> String {
    match c.ranked_by {
        RankBasis::Nominal => w.t("options-col-cost"),
        RankBasis::PresentValue => w.t("options-col-cost-pv"),
    }
}

/// `o`'s figure in the column of [`rank_header`].
pub(crate) fn rank_cost(w: &Words<'_>, c: &Comparison, o: &OptionResult) -> String {
    c.rank_cost(o)
        .map_or_else(|| w.t("not-applicable"), |v| w.money(v))
}

fn options(flow: &mut Flow, w: &Words<'_>, case: &Case, c: &Comparison, sel: &memo::Selection) {
    let period = period_key(c);
    let years = || Args::new().num("years", c.horizon.years);
    let per = || Args::new().str("period", period);
    flow.heading(&w.t("heading-options"), HEADING);
    // The key column ties each row to its line in the sensitivity chart.
    // The figures' widths by column index (2 to 5); the option's name takes the rest.
    let columns_at = |width: &dyn Fn(usize) -> f32| {
        let option_width = layout::CONTENT_WIDTH - 7.0 - (2..6).map(width).sum::<f32>();
        vec![
            Column {
                header: String::new(),
                width: 7.0,
                align: Align::Left,
            },
            Column {
                header: w.t("options-col-option"),
                width: option_width,
                align: Align::Left,
            },
            Column {
                header: w.tr("options-col-total", &years()),
                width: width(2),
                align: Align::Right,
            },
            Column {
                header: w.tr("options-col-billed", &per()),
                width: width(3),
                align: Align::Right,
            },
            Column {
                header: w.tr("options-col-productive", &per()),
                width: width(4),
                align: Align::Right,
            },
            Column {
                header: rank_header(w, c),
                width: width(5),
                align: Align::Right,
            },
        ]
    };
    let cheapest = c.cheapest.as_deref();
    let shown: Vec<&OptionResult> = sel
        .shown()
        .into_iter()
        .filter_map(|id| c.options.iter().find(|o| o.id == id))
        .collect();
    let rows: Vec<Row> = shown
        .iter()
        .map(|o| {
            let marked = Some(o.id.as_str()) == cheapest;
            let mut label = w.label(&o.id).to_owned();
            if marked {
                label = w.tr("options-cheapest", &Args::new().str("option", label));
            }
            if sel.reference.as_deref() == Some(o.id.as_str()) {
                label = w.tr("options-reference", &Args::new().str("option", label));
            }
            if !o.covers_demand() {
                label = w.tr("options-not-serving", &Args::new().str("option", label));
            }
            Row {
                cells: vec![
                    w.key(&o.id).to_owned(),
                    label,
                    w.money(o.total_cost),
                    w.gpu_hours(o.billed_gpu_hours),
                    w.gpu_hours(o.productive_gpu_hours),
                    rank_cost(w, c, o),
                ],
                bold: marked,
            }
        })
        .collect();
    // The figures as narrow as their words allow (at most 32, 25, 25 and 30 mm), the
    // option's name taking the rest.
    let widest = [0.0, 0.0, 32.0, 25.0, 25.0, 30.0];
    let columns = columns_at(&|i| widest[i]);
    let narrow: Vec<f32> = (0..6)
        .map(|i| (Flow::narrowest(&columns, i, &rows, SMALL) + 1.0).min(widest[i]))
        .collect();
    let columns = columns_at(&|i| narrow[i]);
    flow.table(&columns, &rows, SMALL);
    flow.space(1.5);
    let note = match c.ranked_by {
        RankBasis::Nominal => "options-note",
        RankBasis::PresentValue => "options-note-pv",
    };
    flow.paragraph(&w.t(note), Font::Regular, SMALL, 0.0);
    // What the table leaves out, and where it is.
    let left_out = w.tr(
        "options-left-out",
        &Args::new()
            .num("more", sel.more_eligible.len() as u64)
            .num("excluded", sel.excluded_count() as u64)
            .num("not-serving", sel.not_serving.len() as u64),
    );
    if sel.excluded_count() + sel.not_serving.len() + sel.more_eligible.len() > 0 {
        flow.space(1.0);
        flow.paragraph(&left_out, Font::Regular, SMALL, 0.0);
    }
    if let Some(args) = gpucase_l10n::tco::price_change_args(w.loc, c) {
        flow.space(1.0);
        flow.paragraph(&w.tr("price-changes", &args), Font::Regular, SMALL, 0.0);
    }
    if let Some(line) = gpucase_l10n::tco::paid_today(w.loc, c) {
        flow.space(1.0);
        flow.paragraph(&line, Font::Regular, SMALL, 0.0);
    }
    for line in gpucase_l10n::tco::rates_as_paid(w.loc, case, c) {
        flow.paragraph(&line, Font::Regular, SMALL, 0.0);
    }
    for line in gpucase_l10n::tco::later_rates(w.loc, case) {
        flow.space(1.0);
        flow.paragraph(&line, Font::Regular, SMALL, 0.0);
    }
    if let Some(sizing) = gpucase_l10n::tco::replica_sizing(w.loc, c) {
        flow.space(1.0);
        flow.paragraph(&sizing, Font::Regular, SMALL, 0.0);
    }
    // The demand's growth, and the stages gpucase chose for it.
    for line in gpucase_l10n::tco::demand_growth(w.loc, c) {
        flow.space(1.0);
        flow.paragraph(&line, Font::Regular, SMALL, 0.0);
    }
    // What the case already holds is owed whichever option is chosen: said beside the
    // options, in none of their totals (the switching notes give the terms).
    for n in &c.existing_commitments {
        flow.space(1.0);
        flow.paragraph(
            &w.tr(
                "switching-owed-anyway",
                &Args::new()
                    .str("label", n.label.as_str())
                    .str("provider", w.provider(&n.provider))
                    .str("end", w.loc.date(n.end))
                    .num("months", n.months_to_pay)
                    .str("amount", w.money(n.outstanding)),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }

    breakdowns(flow, w, c, case, &shown);
}

/// Options side by side in one breakdown table: at most this many columns of figures.
const BREAKDOWN_COLUMNS: usize = 6;

/// The shown options' cost breakdowns side by side (a column per option, by its key; a
/// cost line per kind, the total, the present value, the cost per productive GPU-hour),
/// then what each option's breakdown leaves out of its offers' charges, and its risks.
fn breakdowns(
    flow: &mut Flow,
    w: &Words<'_>,
    c: &Comparison,
    case: &Case,
    shown: &[&OptionResult],
) {
    flow.space(3.0);
    flow.heading(
        &w.tr(
            "heading-breakdown",
            &Args::new().num("years", c.horizon.years),
        ),
        HEADING - 2.0,
    );
    for chunk in shown.chunks(BREAKDOWN_COLUMNS) {
        let (columns, rows) = breakdown_table(w, c, chunk);
        // The header stays with the first lines; a long table continues on the next page
        // under its header rather than leaving half a page empty.
        flow.keep_together(Flow::table_height(
            &columns,
            &rows[..rows.len().min(8)],
            6.5,
        ));
        flow.table(&columns, &rows, 6.5);
        flow.space(2.0);
    }
    for o in shown {
        let mut lines: Vec<String> = uncosted_lines(w, case, o);
        lines.extend(o.risks.iter().map(|r| text::risk_sentence(w, r, c)));
        if lines.is_empty() {
            lines.push(w.t("option-no-risk"));
        }
        let name = w.keyed(&o.id);
        flow.keep_together(
            1.5 + Flow::paragraph_height(&name, Font::Bold, SMALL, 0.0)
                + lines
                    .iter()
                    .map(|l| Flow::paragraph_height(l, Font::Regular, SMALL, 4.0))
                    .sum::<f32>(),
        );
        flow.space(1.5);
        flow.paragraph(&name, Font::Bold, SMALL, 0.0);
        for line in lines {
            bullet(flow, w, line);
        }
    }
}

/// One table of up to [`BREAKDOWN_COLUMNS`] options: rows by cost kind in the order they
/// first occur (lines of one kind in an option, such as a support plan's fixed part and its
/// share of compute, shown as one), "–" where an option has none.
fn breakdown_table(
    w: &Words<'_>,
    c: &Comparison,
    options: &[&OptionResult],
) -> (Vec<Column>, Vec<Row>) {
    let columns_for = |figure_width: f32| {
        let mut columns = vec![Column {
            header: String::new(),
            width: layout::CONTENT_WIDTH - figure_width * options.len() as f32,
            align: Align::Left,
        }];
        columns.extend(options.iter().map(|o| Column {
            header: w.key(&o.id).to_owned(),
            width: figure_width,
            align: Align::Right,
        }));
        columns
    };
    let mut kinds: Vec<CostKind> = Vec::new();
    for o in options {
        for item in &o.breakdown {
            if !kinds.contains(&item.item) {
                kinds.push(item.item);
            }
        }
    }
    let dash = || "–".to_owned();
    let mut rows: Vec<Row> = kinds
        .iter()
        .map(|kind| {
            let mut cells = vec![text::cost_kind(w, *kind)];
            cells.extend(options.iter().map(|o| {
                let items: Vec<Decimal> = o
                    .breakdown
                    .iter()
                    .filter(|i| i.item == *kind)
                    .map(|i| i.amount)
                    .collect();
                if items.is_empty() {
                    dash()
                } else {
                    w.money(items.iter().copied().sum())
                }
            }));
            Row { cells, bold: false }
        })
        .collect();
    let row = |label: String, cell: &dyn Fn(&OptionResult) -> String, bold: bool| {
        let mut cells = vec![label];
        cells.extend(options.iter().map(|o| cell(o)));
        Row { cells, bold }
    };
    rows.push(row(
        w.tr("option-total", &Args::new().num("years", c.horizon.years)),
        &|o| w.money(o.total_cost),
        true,
    ));
    if c.ranked_by == RankBasis::PresentValue {
        rows.push(row(
            w.tr(
                gpucase_l10n::tco::present_value_label(c),
                &Args::new().str("rate", w.loc.percent(c.discount_rate, 2)),
            ),
            &|o| w.money(o.present_value),
            false,
        ));
    }
    rows.push(row(
        w.t("options-col-cost"),
        &|o| cost_per_productive(w, o),
        false,
    ));
    if c.ranked_by == RankBasis::PresentValue {
        rows.push(row(
            w.t("options-col-cost-pv"),
            &|o| rank_cost(w, c, o),
            false,
        ));
    }
    if options.iter().any(|o| o.hybrid.is_some()) {
        rows.push(row(
            w.t("option-own-gpus"),
            &|o| {
                o.hybrid
                    .as_ref()
                    .map_or_else(dash, |h| w.integer(u64::from(h.own_gpus)))
            },
            false,
        ));
    }
    if options
        .iter()
        .any(|o| o.hybrid.as_ref().is_some_and(|h| h.queued_gpu_hours > 0))
    {
        rows.push(row(
            w.tr("option-queued", &Args::new().str("period", period_key(c))),
            &|o| {
                o.hybrid
                    .as_ref()
                    .filter(|h| h.queued_gpu_hours > 0)
                    .map_or_else(dash, |h| w.integer(h.queued_gpu_hours))
            },
            false,
        ));
    }
    if options.iter().any(|o| o.starts_per_period.is_some()) {
        rows.push(row(
            w.tr("option-starts", &Args::new().str("period", period_key(c))),
            &|o| {
                o.starts_per_period.map_or_else(dash, |s| {
                    let s = s.round_dp(2).normalize();
                    w.loc.number(s, s.scale())
                })
            },
            false,
        ));
    }
    // Figures as wide as six columns leave them (a label of 30 mm), never wider than 30 mm;
    // narrower, down to 18 mm, where that gives the labels room to wrap less.
    let widest = ((layout::CONTENT_WIDTH - 30.0) / options.len().max(1) as f32).min(30.0);
    let steps = (0..=12).map(|k| widest - k as f32).filter(|w| *w >= 18.0);
    let columns = shortest(steps, columns_for, &rows, 6.5);
    (columns, rows)
}

/// The charges an option's offers state that its breakdown does not hold, each with why.
fn uncosted_lines(w: &Words<'_>, case: &Case, o: &OptionResult) -> Vec<String> {
    let Some(rent_id) = o.rent.as_deref() else {
        return Vec::new();
    };
    let Some(rent) = case.rent.iter().find(|r| r.id == rent_id) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for r in &rent.offers {
        let Some(offer) = case
            .shortlist
            .iter()
            .find(|s| s.provider == r.provider && s.offer_id == r.offer_id)
        else {
            continue;
        };
        for charge in gpucase_core::rent_option::uncosted(offer) {
            let line = w.tr(
                "option-uncosted",
                &Args::new().str("charge", gpucase_l10n::offer::charge(w.loc, offer, charge)),
            );
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
        for unknown in &offer.unknown_charges {
            let line = w.tr(
                "option-charge-unknown",
                &Args::new().str(
                    "charge",
                    gpucase_l10n::offer::unknown_charge(w.loc, unknown),
                ),
            );
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    lines
}

fn break_even(flow: &mut Flow, w: &Words<'_>, c: &Comparison, sel: &memo::Selection) {
    flow.heading(&w.t("heading-breakeven"), HEADING);
    // The options the body compares, against the own option (shown or not: it is the
    // measure every rented option is held to).
    let shown: Vec<_> = c
        .break_even
        .iter()
        .filter(|b| sel.shows(&b.option))
        .collect();
    if shown.is_empty() {
        flow.paragraph(&w.t("breakeven-none"), Font::Regular, BODY, 0.0);
    }
    for b in shown {
        flow.paragraph(&text::break_even(w, b, c), Font::Regular, BODY, 0.0);
        flow.space(1.5);
    }
}
