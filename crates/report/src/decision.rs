//! Page 1: the decision and nothing else. What is recommended and what it costs (the total,
//! the present value where the case discounts, the cost per productive GPU-hour), the
//! runner-up among the eligible options and the gap, the requirements that decided, the
//! excluded options grouped by reason with their numbers, the risks that matter for the
//! chosen option, and what would change the decision.

use gpucase_core::Comparison;
use gpucase_core::recommendation::recommend;
use gpucase_core::tco::RankBasis;
use gpucase_core::tco::tornado::{SWING, TornadoBar};
use gpucase_l10n::Args;

use crate::layout::{Flow, Font};
use crate::memo::Selection;
use crate::text::{self, Words};
use crate::{BODY, HEADING, SMALL, bullet};

/// Risks page 1 names for the recommendation; the option's section lists all of them.
const RISKS_ON_PAGE_ONE: usize = 3;

/// Writes page 1 and ends the page.
pub(crate) fn page_one(
    flow: &mut Flow,
    w: &Words<'_>,
    c: &Comparison,
    sel: &Selection,
    bars: &[TornadoBar],
) {
    flow.heading(&w.t("heading-recommendation"), HEADING);
    let rec = recommend(c);
    flow.paragraph(
        &text::recommendation(w, rec.as_ref(), c),
        Font::Regular,
        BODY,
        0.0,
    );
    // What the options are ranked by, with the recommendation's figure on that basis.
    let ranking = match (&rec, c.ranked_by) {
        (Some(r), RankBasis::PresentValue) => {
            c.options.iter().find(|o| o.id == r.option_id).map(|best| {
                // With a tax and no discount rate the present value is the cost after tax.
                let id = if c.discount_rate.is_zero() {
                    "rec-ranked-after-tax"
                } else {
                    "rec-ranked-present-value"
                };
                w.tr(
                    id,
                    &Args::new()
                        .str("rate", w.loc.percent(c.discount_rate, 2))
                        .str("amount", w.money(best.present_value))
                        .str("cost", w.money(r.rank_cost)),
                )
            })
        }
        (Some(_), RankBasis::Nominal) => Some(w.t("rec-ranked-nominal")),
        (None, _) => None,
    };
    if let Some(ranking) = ranking {
        flow.space(1.0);
        // The tax the present values are after, where the case sets one.
        let ranking = match gpucase_l10n::tco::tax_rule(w.loc, c) {
            Some(tax) => format!("{ranking} {tax}"),
            None => ranking,
        };
        flow.paragraph(&ranking, Font::Regular, BODY, 0.0);
    }

    // The requirements that decided, and what they keep out, by reason.
    let label = |id: &str| w.label(id).to_owned();
    let summary = gpucase_l10n::eligibility::summary(w.loc, c, &label);
    let requirements = summary.first().cloned().unwrap_or_default();
    flow.space(2.0);
    flow.paragraph(&requirements, Font::Regular, SMALL, 0.0);
    if rec.is_none() {
        // Nothing eligible: what would have to change, as the requirements block says it.
        let serving = c.options.iter().any(|o| o.covers_demand());
        if c.cheapest.is_none() && serving {
            for r in &c.requirements.would_change {
                flow.space(1.0);
                flow.paragraph(
                    &gpucase_l10n::eligibility::would_change(w.loc, r, &label),
                    Font::Regular,
                    SMALL,
                    0.0,
                );
            }
        }
    }
    exclusions(flow, w, c, sel);
    resolved(flow, w, c);

    if let Some(r) = &rec
        && let Some(best) = c.options.iter().find(|o| o.id == r.option_id)
    {
        risks(flow, w, c, &best.risks);
        changes(flow, w, bars);
    }
    flow.page_break();
}

/// "12 of 29 options are not eligible:" and a line per reason with its number.
fn exclusions(flow: &mut Flow, w: &Words<'_>, c: &Comparison, sel: &Selection) {
    let excluded = sel.excluded_count();
    if excluded > 0 {
        let counted: usize = sel.groups.iter().map(|g| g.options.len()).sum();
        flow.space(1.5);
        flow.paragraph(
            &w.tr(
                "rec-excluded-count",
                &Args::new()
                    .num("excluded", excluded as u64)
                    .num("total", c.options.len() as u64)
                    .str("overlap", if counted > excluded { "yes" } else { "no" }),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
        for g in &sel.groups {
            bullet(
                flow,
                w,
                gpucase_l10n::eligibility::exclusion_group(w.loc, &g.reason, g.options.len()),
            );
        }
    }
    if !sel.not_serving.is_empty() {
        flow.space(1.0);
        flow.paragraph(
            &w.tr(
                "rec-not-serving",
                &Args::new().num("count", sel.not_serving.len() as u64),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
}

/// What the analyst resolved with a note: it lifts an exclusion, so the reader sees it here.
fn resolved(flow: &mut Flow, w: &Words<'_>, c: &Comparison) {
    let lines: Vec<String> = c
        .options
        .iter()
        .flat_map(|o| {
            o.eligibility.resolved.iter().map(|r| {
                w.tr(
                    "rec-resolved-option",
                    &Args::new()
                        .str("option", w.label(&o.id))
                        .str(
                            "reason",
                            gpucase_l10n::eligibility::exclusion(w.loc, &r.exclusion),
                        )
                        .str("note", r.note.as_str()),
                )
            })
        })
        .collect();
    if lines.is_empty() {
        return;
    }
    flow.space(1.5);
    flow.paragraph(&w.t("rec-resolved"), Font::Regular, SMALL, 0.0);
    for line in lines {
        flow.paragraph(&line, Font::Regular, SMALL, 4.0);
    }
}

/// The recommendation's first risks, as the engine orders them (a single machine first).
fn risks(flow: &mut Flow, w: &Words<'_>, c: &Comparison, list: &[gpucase_core::tco::Risk]) {
    flow.space(2.0);
    if list.is_empty() {
        flow.paragraph(&w.t("rec-no-risk"), Font::Regular, SMALL, 0.0);
        return;
    }
    flow.paragraph(&w.t("rec-risks"), Font::Bold, SMALL, 0.0);
    for r in list.iter().take(RISKS_ON_PAGE_ONE) {
        bullet(flow, w, text::risk_sentence(w, r, c));
    }
    let more = list.len().saturating_sub(RISKS_ON_PAGE_ONE);
    if more > 0 {
        flow.paragraph(
            &w.tr("rec-risks-more", &Args::new().num("count", more as u64)),
            Font::Regular,
            SMALL,
            4.0,
        );
    }
}

/// The inputs that, changed alone by the tornado's swing, make another eligible option the
/// cheapest (the tornado's flips), or that none does.
fn changes(flow: &mut Flow, w: &Words<'_>, bars: &[TornadoBar]) {
    let swing = w.loc.percent(SWING, 0);
    let mut lines = Vec::new();
    for b in bars {
        for (direction, option) in [("lower", &b.low_cheapest), ("higher", &b.high_cheapest)] {
            if let Some(id) = option {
                lines.push(
                    w.tr(
                        "rec-change",
                        &Args::new()
                            .str(
                                "input",
                                w.tr(
                                    "tornado-input",
                                    &Args::new().str("input", crate::sections::input_key(b.input)),
                                ),
                            )
                            .str("direction", direction)
                            .str("swing", crate::sections::swing_words(w, b.input))
                            .str("option", w.label(id)),
                    ),
                );
            }
        }
    }
    flow.space(2.0);
    flow.paragraph(&w.t("rec-changes"), Font::Bold, SMALL, 0.0);
    if lines.is_empty() {
        lines.push(w.tr("rec-change-none", &Args::new().str("swing", swing)));
    }
    for line in lines {
        bullet(flow, w, line);
    }
}
