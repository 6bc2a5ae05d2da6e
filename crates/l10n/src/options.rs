//! The names of the compared options in a language, derived once for every reader: the
//! report, the workbook and the desktop (through the app's view) all name an option with
//! [`labels`]. The engine's own labels are English; the names the analyst gave (quote and
//! offer labels) stay as given.

use std::collections::BTreeMap;

use gpucase_core::offer::Offer;
use gpucase_core::tco::{OptionKind, OptionResult};
use gpucase_core::workload::HOURS_PER_YEAR;
use gpucase_core::{Case, Comparison};

use crate::{Args, Localizer};

/// Each option's name in the language, by option id: an own quote by its label, a rented
/// option as its offer's name and the pricing model in words (`option-rent`: a savings plan
/// or reservation with its term and payment, a monthly commitment with its months, so that
/// two commitments of one offer read apart), the hybrid with its own GPUs and both sides'
/// names (`option-hybrid`, `option-hybrid-plain`).
///
/// A rent option made from catalog offers and not renamed by the analyst is named by what
/// tells it apart from the other offers: the provider's name (not the plugin id), the
/// product, its GPUs and the place ([`offer_name`]). Two options that would still read
/// alike get the offer id they were read from after their name.
pub fn labels(loc: &Localizer, case: &Case, c: &Comparison) -> BTreeMap<String, String> {
    let own_label = |id: &str| {
        case.own
            .iter()
            .find(|q| q.id == id)
            .map_or_else(|| id.to_owned(), |q| q.label.clone())
    };
    let rent_label = |id: &str| rent_name(loc, case, id);
    let mut names: BTreeMap<String, String> = c
        .options
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
                (_, Some(model), _) => match o.rent.as_deref() {
                    Some(offer) => loc.tr(
                        "option-rent",
                        &Args::new()
                            .str("offer", rent_label(offer))
                            .str("model", model)
                            .num("term", term_years(o))
                            .num("months", term_months(o))
                            .str("payment", payment(o)),
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
        .collect();
    // Names that still coincide (two offers of one product and place the analyst did not
    // rename) say which offer they were read from.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for name in names.values() {
        *seen.entry(name.clone()).or_default() += 1;
    }
    for o in &c.options {
        let Some(name) = names.get_mut(&o.id) else {
            continue;
        };
        if seen.get(name.as_str()).copied().unwrap_or(0) > 1 {
            let read_from = o
                .rent
                .as_deref()
                .and_then(|offer| case.rent.iter().find(|r| r.id == offer))
                .and_then(|r| {
                    r.offers_in(&case.shortlist)
                        .into_iter()
                        .find(|x| costed_by(r, x, o))
                })
                .map_or_else(|| o.id.clone(), |x| x.offer_id.clone());
            *name = format!("{name} [{read_from}]");
        }
    }
    names
}

/// Whether `o`'s pricing model is costed at the price of offer `x` of rent option `r`.
fn costed_by(r: &gpucase_core::case::RentOffer, x: &Offer, o: &OptionResult) -> bool {
    r.pricing.iter().any(|m| {
        m.key() == o.kind.model_key().unwrap_or_default()
            && gpucase_core::rent_option::costed_at(m, &x.price)
    })
}

/// The name of rent option `id`: the analyst's label, or, for an option made from catalog
/// offers under the label gpucase gave it, the offer's name ([`offer_name`]).
pub fn rent_name(loc: &Localizer, case: &Case, id: &str) -> String {
    let Some(rent) = case.rent.iter().find(|o| o.id == id) else {
        return id.to_owned();
    };
    let offer = rent.offers.first().and_then(|k| case.shortlisted(k));
    match offer {
        Some(offer) if gpucase_core::rent_option::default_label(offer) == rent.label => {
            offer_name(loc, offer)
        }
        _ => rent.label.clone(),
    }
}

/// An offer as a reader tells it apart: "Amazon Web Services p5.48xlarge (8× H100 SXM
/// 80GB), EU (Stockholm)" (`offer-name`): the provider's name, the product where the offer
/// names one, the GPUs, and the region (else the country).
pub fn offer_name(loc: &Localizer, offer: &Offer) -> String {
    let place = offer
        .location
        .region
        .clone()
        .or_else(|| offer.location.country.clone())
        .unwrap_or_default();
    loc.tr(
        "offer-name",
        &Args::new()
            .str("provider", crate::provider::name(&offer.provider))
            .str(
                "has-product",
                if offer.product.is_some() { "yes" } else { "no" },
            )
            .str("product", offer.product.clone().unwrap_or_default())
            .num("count", offer.gpu.count)
            .str("model", offer.gpu.model.as_str())
            .str("has-place", if place.is_empty() { "no" } else { "yes" })
            .str("place", place),
    )
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

/// A monthly commitment's months (its rate's term in months of 730 h); 0 for a plain
/// monthly server and every other model.
fn term_months(o: &OptionResult) -> u32 {
    (o.kind == OptionKind::MonthlyBilled)
        .then(|| o.rate.as_ref().and_then(|r| r.term_hours))
        .flatten()
        .map_or(0, |h| h / (HOURS_PER_YEAR / 12))
}

/// The payment option that tells two commitments of one term apart: a savings plan's as
/// chosen, reserved instances' from their rate (no upfront, partial, all upfront).
fn payment(o: &OptionResult) -> &'static str {
    if let Some(p) = o.payment {
        return p.key();
    }
    match (o.kind, o.rate.as_ref()) {
        (OptionKind::Reserved, Some(r)) => {
            let upfront = r.upfront.is_some_and(|u| !u.is_zero());
            let hourly = r.hourly.is_some_and(|h| !h.is_zero());
            match (upfront, hourly) {
                (false, _) => "no_upfront",
                (true, true) => "partial_upfront",
                (true, false) => "all_upfront",
            }
        }
        _ => "none",
    }
}
