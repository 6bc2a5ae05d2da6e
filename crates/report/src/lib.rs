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

use gpucase_core::tco::{OptionResult, RankBasis};
use gpucase_core::{Case, Comparison};
use gpucase_l10n::{Args, Language, Localizer};

pub use crate::fonts::unsupported;
use crate::layout::{Align, Column, Flow, Font, Row};
pub use crate::memo::DEFAULT_COMPARED;
use crate::text::Words;
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
    Date(String),
    /// The PDF library failed to build or write the document.
    Pdf(String),
    /// A character of the text has no glyph in the report's fonts; it would print as an
    /// empty box.
    MissingGlyph {
        /// The character.
        character: char,
        /// The line of text it occurs in.
        text: String,
    },
    /// A message of the report could not be formatted (a missing message or variable).
    Messages(String),
    /// The case's switching facts cannot be turned into notes.
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

gpucase_message::display_in_english!(ReportError);

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
    sections::options(&mut flow, &w, case, c, &sel);
    sections::break_even(&mut flow, &w, c, &sel);
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
