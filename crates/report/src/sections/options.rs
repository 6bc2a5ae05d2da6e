//! The compared options side by side: what each costs per productive GPU-hour, billed and
//! productive hours, present values and risks.

use super::*;
use crate::{layout, memo, rank_cost, rank_header};
use gpucase_core::tco::{OptionResult, RankBasis};

pub(crate) fn cost_per_productive(w: &Words<'_>, o: &OptionResult) -> String {
    o.cost_per_productive_gpu_hour
        .map_or_else(|| w.t("not-applicable"), |v| w.money(v))
}

pub(crate) fn options(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    c: &Comparison,
    sel: &memo::Selection,
) {
    flow.heading(&w.t("heading-options"), HEADING);
    let shown: Vec<&OptionResult> = sel
        .shown()
        .into_iter()
        .filter_map(|id| c.options.iter().find(|o| o.id == id))
        .collect();
    options_table(flow, w, c, sel, &shown);
    options_notes(flow, w, case, c, sel);
    breakdowns(flow, w, c, case, &shown);
}

/// The table of the shown options: total, billed and productive GPU-hours and the cost the
/// ranking is by, the figures' columns as narrow as their words allow.
fn options_table(
    flow: &mut Flow,
    w: &Words<'_>,
    c: &Comparison,
    sel: &memo::Selection,
    shown: &[&OptionResult],
) {
    let period = period_key(c);
    let years = || Args::new().num("years", c.horizon.years);
    let per = || Args::new().str("period", period);
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
}

/// What the options' table leaves out and the notes beneath it: the ranking basis, price
/// changes, what is paid today, later rates, replica sizing, growth, commitments owed
/// anyway.
fn options_notes(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    c: &Comparison,
    sel: &memo::Selection,
) {
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
}
