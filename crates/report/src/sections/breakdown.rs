//! Where each compared option's money goes (its cost lines, those its offers state that it
//! does not hold) and the break-even against owning.

use super::*;
use crate::{bullet, layout, memo, rank_cost, shortest, text};
use gpucase_core::tco::{CostKind, OptionResult, RankBasis};

/// Options side by side in one breakdown table: at most this many columns of figures.
const BREAKDOWN_COLUMNS: usize = 6;

/// The shown options' cost breakdowns side by side (a column per option, by its key; a
/// cost line per kind, the total, the present value, the cost per productive GPU-hour),
/// then what each option's breakdown leaves out of its offers' charges, and its risks.
pub(crate) fn breakdowns(
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
    let mut rows = cost_rows(w, options);
    rows.extend(figure_rows(w, c, options));
    // Figures as wide as six columns leave them (a label of 30 mm), never wider than 30 mm;
    // narrower, down to 18 mm, where that gives the labels room to wrap less.
    let widest = ((layout::CONTENT_WIDTH - 30.0) / options.len().max(1) as f32).min(30.0);
    let steps = (0..=12).map(|k| widest - k as f32).filter(|w| *w >= 18.0);
    let columns = shortest(steps, columns_for, &rows, 6.5);
    (columns, rows)
}

/// "–", where an option has no such line or figure.
fn dash() -> String {
    "–".to_owned()
}

/// A row per cost kind, in the order the kinds first occur, each option's lines of that
/// kind summed.
fn cost_rows(w: &Words<'_>, options: &[&OptionResult]) -> Vec<Row> {
    let mut kinds: Vec<CostKind> = Vec::new();
    for o in options {
        for item in &o.breakdown {
            if !kinds.contains(&item.item) {
                kinds.push(item.item);
            }
        }
    }
    kinds
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
        .collect()
}

/// The totals under the cost lines: the total, the present value where the ranking is by
/// it, the cost per productive GPU-hour, and the hybrid's and stopped instances' figures.
fn figure_rows(w: &Words<'_>, c: &Comparison, options: &[&OptionResult]) -> Vec<Row> {
    let mut rows = Vec::new();
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
    rows
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
    for offer in rent.offers_in(&case.shortlist) {
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

pub(crate) fn break_even(flow: &mut Flow, w: &Words<'_>, c: &Comparison, sel: &memo::Selection) {
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
