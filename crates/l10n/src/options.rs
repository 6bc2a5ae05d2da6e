//! The names of the compared options in a language, derived once for every reader: the
//! report, the workbook and the desktop (through the app's view) all name an option with
//! [`labels`]. The engine's own labels are English; the names the analyst gave (quote and
//! offer labels) stay as given.

use std::collections::BTreeMap;

use gpucase_core::tco::{OptionKind, OptionResult};
use gpucase_core::workload::HOURS_PER_YEAR;
use gpucase_core::{Case, Comparison};

use crate::{Args, Localizer};

/// Each option's name in the language, by option id: an own quote by its label, a rented
/// option as its offer's label and the pricing model in words (`option-rent`; a savings
/// plan with its term and payment option, so that two plans of one offer read apart), the hybrid
/// with its own GPUs and both sides' labels (`option-hybrid`, `option-hybrid-plain`).
pub fn labels(loc: &Localizer, case: &Case, c: &Comparison) -> BTreeMap<String, String> {
    let own_label = |id: &str| {
        case.own
            .iter()
            .find(|q| q.id == id)
            .map_or_else(|| id.to_owned(), |q| q.label.clone())
    };
    let rent_label = |id: &str| {
        case.rent
            .iter()
            .find(|o| o.id == id)
            .map_or_else(|| id.to_owned(), |o| o.label.clone())
    };
    c.options
        .iter()
        .map(|o| {
            let model = o.kind.model_key();
            let text = match (o.kind, model, &o.hybrid) {
                (OptionKind::Own, ..) => o.label.clone(),
                (OptionKind::Hybrid, _, Some(h)) => loc.tr(
                    "option-hybrid",
                    &Args::new()
                        .num("gpus", h.own_gpus)
                        .str("own", own_label(&h.own_quote))
                        .str("rent", rent_label(&h.rent_offer)),
                ),
                // The kind, not the id's suffix: a second plan of one offer is `savings_plan-2`.
                (_, Some(model), _) => match o.id.split_once('/') {
                    Some((offer, _)) => loc.tr(
                        "option-rent",
                        &Args::new()
                            .str("offer", rent_label(offer))
                            .str("model", model)
                            .num("term", term_years(o))
                            .str("payment", o.payment.map_or("none", |p| p.key())),
                    ),
                    None => o.label.clone(),
                },
                _ => match &case.hybrid {
                    Some(h) => loc.tr(
                        "option-hybrid-plain",
                        &Args::new()
                            .str("own", own_label(&h.own))
                            .str("rent", rent_label(&h.rent)),
                    ),
                    None => o.label.clone(),
                },
            };
            (o.id.clone(), text)
        })
        .collect()
}

/// The term in years that tells two commitments of one offer apart: a savings plan's
/// (the engine's `term_years`) or reserved instances' (from the rate's term).
fn term_years(o: &OptionResult) -> u32 {
    let reserved = || {
        (o.kind == OptionKind::Reserved)
            .then(|| o.rate.as_ref().and_then(|r| r.term_hours))
            .flatten()
            .map(|h| h / HOURS_PER_YEAR)
    };
    o.term_years.or_else(reserved).unwrap_or(0)
}
