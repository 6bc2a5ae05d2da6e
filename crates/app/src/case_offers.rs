//! Catalog offers into a case's comparison: "add to case" makes rent options of them (one
//! per instance, a pricing model per price, see `gpucase_core::rent_option`), and a refresh of
//! the case's prices reads them again from the latest catalog snapshot.
//!
//! Both save the case's next version; nothing is stored when an offer is unknown, a price
//! cannot be costed or the case no longer validates (a currency without a rate).

use gpucase_core::Case;
use gpucase_core::offer::{Offer, OfferFilter};
use gpucase_core::problem::Problem;
use gpucase_core::rent_option::{FromOffersError, rent_option, same_instance};
use schemars::JsonSchema;
use serde::Serialize;

use crate::{AppError, Imported, Library, catalog};

/// What adding offers did.
#[derive(Debug)]
pub struct OffersAdded {
    /// The version saved.
    pub imported: Imported,
    /// The rent options made, by id.
    pub options: Vec<String>,
    /// The offers named that were not added, each with why.
    pub not_added: Vec<NotAdded>,
}

/// An offer named to be added that was not, and why (the error names what to type).
#[derive(Debug)]
pub struct NotAdded {
    /// `provider/offer_id` as named.
    pub offer: String,
    /// Why.
    pub error: AppError,
}

/// One price that a refresh found changed or gone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PriceChange {
    /// The rent option.
    pub option: String,
    /// `provider/offer_id`.
    pub offer: String,
    /// The price before, as the offer stated it (`36.88 USD per hour`).
    pub before: String,
    /// The price now; `None` when the catalog no longer has the offer.
    pub after: Option<String>,
}

/// What a refresh of a case's prices did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PricesRefreshed {
    /// The version saved; `None` when nothing changed.
    pub imported: Option<Imported>,
    /// Every price that changed or was withdrawn.
    pub changes: Vec<PriceChange>,
}

fn refused(e: FromOffersError) -> AppError {
    AppError::CaseInput {
        path: format!("offers.{}", e.offer),
        problem: e.problem,
    }
}

fn price_text(p: &gpucase_core::offer::Price) -> String {
    let period = match p.period {
        gpucase_core::offer::PricePeriod::Hour => "hour",
        gpucase_core::offer::PricePeriod::Month => "month",
    };
    format!("{} per {period}", p.amount)
}

/// The current catalog offers by `provider/offer_id`.
async fn catalog_offers(library: &Library) -> Result<Vec<Offer>, AppError> {
    Ok(catalog::list(library.catalog(), &OfferFilter::default())
        .await?
        .into_iter()
        .map(|c| c.offer)
        .collect())
}

fn key(o: &Offer) -> String {
    o.key().to_string()
}

/// A readable option id for the instance `o` sells: provider, product (the instance type,
/// plan or server, else the offer's id) and place (region, else data centre, else city),
/// lower case, words joined by `-`
/// (`azure-standard-nd96isr-h200-v5-swedencentral`, `aws-p5.48xlarge-us-east-1`), at most
/// 60 characters; the same offer gives the same id, and a second option of the same
/// instance in `case` gets `-2`, `-3`. The pricing models are the comparison id's second
/// part (`…/on_demand_always`), so the rent id does not name one.
fn option_id(case: &Case, o: &Offer) -> String {
    let what = o.product.as_deref().unwrap_or(&o.offer_id);
    let mut words = vec![slug(&o.provider), slug(what)];
    let l = &o.location;
    let place = l
        .region
        .as_deref()
        .or(l.datacenter.as_deref())
        .or(l.city.as_deref());
    if let Some(place) = place.map(slug)
        && !place.is_empty()
        && !words[1].contains(&place)
    {
        words.push(place);
    }
    let joined = words
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let base: String = joined.chars().take(60).collect();
    let base = base.trim_end_matches(['-', '.']).to_owned();
    let taken =
        |id: &str| case.rent.iter().any(|r| r.id == id) || case.own.iter().any(|q| q.id == id);
    (1..)
        .map(|n| {
            if n == 1 {
                base.clone()
            } else {
                format!("{base}-{n}")
            }
        })
        .find(|id| !taken(id))
        .unwrap_or(base)
}

/// A savings plan made from an hourly plan rate (Azure's) commits, every hour, the
/// instances `case` holds of `option` ([`gpucase_core::tco::instances_held`]) at the plan's
/// rate: the hours the case runs them. Where the case has no profile yet the plan keeps its
/// one instance; either way the commitment stays marked as assumed, for the analyst.
fn size_savings_plans(case: &Case, option: &mut gpucase_core::case::RentOffer) {
    use gpucase_core::case::{PricingModel, Usage};
    let Ok(profile) = case.profile() else {
        return;
    };
    let Ok(held) = gpucase_core::tco::instances_held(case, &profile, option) else {
        return;
    };
    for model in &mut option.pricing {
        if let PricingModel::SavingsPlan {
            rate_per_instance_hour,
            commitment_per_hour,
            usage: Usage::Always,
            ..
        } = model
            && let Ok(sized) = gpucase_core::money::Money::new(
                rate_per_instance_hour.amount() * rust_decimal::Decimal::from(held.max(1)),
                rate_per_instance_hour.currency(),
            )
        {
            *commitment_per_hour = sized;
        }
    }
}

/// `text` in lower case with every run of characters other than ASCII letters, digits and
/// `.` made one `-`, none at either end: `Standard_ND96isr_H200_v5` → `standard-nd96isr-h200-v5`.
fn slug(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// Adds the catalog offers `keys` (`provider/offer_id`) to stored case `case_id`: into its
/// shortlist and, grouped by instance, as rent options of its comparison. Saves the next
/// version.
pub async fn add_offers(
    library: &Library,
    case_id: &str,
    keys: &[String],
    saved_by: &str,
) -> Result<OffersAdded, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let (case, options, not_added) = with_offers(case, library, keys).await?;
    // On the version read: a colleague's save meanwhile is refused, not overwritten.
    let imported = library
        .save_on(&case, saved_by, Some(opened.version))
        .await?;
    Ok(OffersAdded {
        imported,
        options,
        not_added,
    })
}

/// `case` with the catalog offers `keys` added (shortlist and rent options), unsaved: what
/// the desktop's "Add to case" does to the case it holds. Adds what it can: an offer that is
/// not in the catalog, already in the case, cannot be costed, or would leave the case
/// invalid (a currency without a rate) is left out and returned with why, the others are
/// added. Returns the options made; an error (the first offer's) when none is.
pub async fn with_offers(
    mut case: Case,
    library: &Library,
    keys: &[String],
) -> Result<(Case, Vec<String>, Vec<NotAdded>), AppError> {
    let catalog = catalog_offers(library).await?;
    let mut chosen: Vec<Offer> = Vec::new();
    let mut not_added: Vec<NotAdded> = Vec::new();
    let mut refuse = |offer: &str, error: AppError| {
        not_added.push(NotAdded {
            offer: offer.to_owned(),
            error,
        });
    };
    for k in keys {
        let Some(offer) = catalog.iter().find(|o| &key(o) == k) else {
            refuse(
                k,
                AppError::Refused(Problem::OfferNotInCatalog { offer: k.clone() }),
            );
            continue;
        };
        let in_case = case
            .rent
            .iter()
            .flat_map(|r| &r.offers)
            .any(|r| &r.to_string() == k);
        if in_case || chosen.iter().any(|o| &key(o) == k) {
            refuse(k, AppError::Refused(Problem::UsedTwice { id: k.clone() }));
            continue;
        }
        chosen.push(offer.clone());
    }
    // One option per instance, in the order the offers were named.
    let mut groups: Vec<Vec<&Offer>> = Vec::new();
    for o in &chosen {
        match groups.iter_mut().find(|g| same_instance(g[0], o)) {
            Some(g) => g.push(o),
            None => groups.push(vec![o]),
        }
    }
    let mut options = Vec::new();
    for mut g in groups {
        // An offer that cannot be costed leaves the group; the rest make the option.
        let option = loop {
            if g.is_empty() {
                break None;
            }
            let id = option_id(&case, g[0]);
            match rent_option(&id, &g) {
                Ok(option) => break Some(option),
                Err(e) => {
                    let at = e.offer.clone();
                    g.retain(|o| key(o) != at);
                    refuse(&at, refused(e));
                }
            }
        };
        let Some(mut option) = option else { continue };
        size_savings_plans(&case, &mut option);
        let mut next = case.clone();
        next.rent.push(option.clone());
        for o in &g {
            if !next
                .shortlist
                .iter()
                .any(|s| s.provider == o.provider && s.offer_id == o.offer_id)
            {
                next.shortlist.push((*o).clone());
            }
        }
        // What would leave the case invalid (a price in a currency without a rate) is not
        // added; the case stays as it was.
        if next.validate().is_ok() {
            options.push(option.id.clone());
            case = next;
        } else {
            for o in &g {
                if let Err(e) = next.validate() {
                    refuse(&key(o), e.into());
                }
            }
        }
    }
    if options.is_empty() && !not_added.is_empty() {
        return Err(not_added.swap_remove(0).error);
    }
    Ok((case, options, not_added))
}

/// Reads the offers behind stored case `case_id`'s rent options again from the latest
/// catalog snapshot. A changed price rebuilds its option (what the analyst set, such as
/// boot minutes, is kept); an offer the catalog no longer has is marked withdrawn and keeps
/// its last figures, never dropped. Saves the next version when anything changed.
pub async fn refresh_prices(
    library: &Library,
    case_id: &str,
    saved_by: &str,
) -> Result<PricesRefreshed, AppError> {
    let (mut case, opened) = library.open_case(case_id, None).await?;
    let catalog = catalog_offers(library).await?;
    let (changes, changed) = price_changes(&case, &catalog);
    // The shortlist holds each offer as it was last seen, which the options cost and the
    // checklist and the report print: an offer the catalog still lists is seen anew, one
    // it no longer lists keeps its last observation, marked withdrawn.
    for s in &mut case.shortlist {
        match catalog.iter().find(|c| c.key() == s.key()) {
            Some(now) if now != s => s.clone_from(now),
            Some(_) => {}
            None => s.withdrawn = true,
        }
    }
    // An option whose offers were seen anew is made again from them, a withdrawn one at its
    // last observation.
    for r in &mut case.rent {
        if !changed.contains(&r.id) {
            continue;
        }
        let offers = r.offers_in(&case.shortlist);
        let mut rebuilt = rent_option(&r.id, &offers).map_err(refused)?;
        // What the analyst set stays theirs: only assumed figures follow the offers.
        rebuilt.label.clone_from(&r.label);
        for field in ["boot_minutes", "model_load_minutes"] {
            if !r.assumed.iter().any(|a| a == field) {
                rebuilt.assumed.retain(|a| a != field);
                match field {
                    "boot_minutes" => rebuilt.boot_minutes = r.boot_minutes,
                    _ => rebuilt.model_load_minutes = r.model_load_minutes,
                }
            }
        }
        *r = rebuilt;
    }
    let any = !changes.is_empty() || case.rent.iter().any(|r| !r.offers.is_empty());
    let (stored, now) = library.open_case(case_id, None).await?;
    if !any || (stored == case && now.version == opened.version) {
        return Ok(PricesRefreshed {
            imported: None,
            changes,
        });
    }
    case.validate()?;
    let imported = library
        .save_on(&case, saved_by, Some(opened.version))
        .await?;
    Ok(PricesRefreshed {
        imported: Some(imported),
        changes,
    })
}

/// What the catalog says of the offers `case`'s options were read from, against the
/// shortlist's copies: the prices changed or withdrawn, and the options to make again
/// (a price changed, or the same price read at a later time).
fn price_changes(case: &Case, catalog: &[Offer]) -> (Vec<PriceChange>, Vec<String>) {
    let mut changes = Vec::new();
    let mut changed = Vec::new();
    for r in &case.rent {
        let mut read_again = false;
        for key in &r.offers {
            let Some(then) = case.shortlisted(key) else {
                continue;
            };
            let change = |after| PriceChange {
                option: r.id.clone(),
                offer: key.to_string(),
                before: price_text(&then.price),
                after,
            };
            match catalog.iter().find(|c| c.has_key(key)) {
                Some(now) if now.price != then.price => {
                    changes.push(change(Some(price_text(&now.price))));
                    read_again = true;
                }
                Some(now) if now.fetched_at != then.fetched_at => read_again = true,
                Some(_) => {}
                None if !then.withdrawn => changes.push(change(None)),
                None => {}
            }
        }
        if read_again {
            changed.push(r.id.clone());
        }
    }
    (changes, changed)
}

#[cfg(test)]
mod tests {
    use super::slug;

    #[test]
    fn a_slug_keeps_letters_digits_and_dots_and_joins_the_rest_with_one_dash() {
        assert_eq!(slug("Standard_ND96isr_H200_v5"), "standard-nd96isr-h200-v5");
        assert_eq!(slug("p5.48xlarge"), "p5.48xlarge");
        assert_eq!(slug("  SE Central (Gävle) "), "se-central-g-vle");
        assert_eq!(slug("__"), "");
    }
}
