//! What decides which options may be recommended: the case's requirements (must-answer
//! windows, GPU memory, and the checklist's concerns: GDPR data, a 24/7 service) and the
//! analyst's resolutions of what excluded an offer. The comparison applies them
//! (`gpucase_core::requirements`); here they are set, each giving the next case.
//!
//! Nothing is changed when the input is refused: a window the workload does not have, a
//! blank note, an offer outside the shortlist.

use gpucase_core::Case;
use gpucase_core::checklist::{Checklist, Concern, OfferChecklist, offer_key};
use gpucase_core::problem::Problem;
use gpucase_core::requirements::{Requirements, Resolution};

use crate::{AppError, Imported, Library};

/// `case` with `requirements` and `concerns` stated (replacing what it stated before).
/// Stating none leaves the case without requirements, compared on price alone.
pub fn with_requirements(
    case: &Case,
    requirements: Requirements,
    concerns: Vec<Concern>,
) -> Result<Case, AppError> {
    let mut next = case.clone();
    next.requirements = (!requirements.is_empty()).then_some(requirements);
    let mut concerns_sorted = Vec::new();
    for c in [Concern::Service24x7, Concern::GdprData] {
        if concerns.contains(&c) {
            concerns_sorted.push(c);
        }
    }
    if next.checklist.is_some() || !concerns_sorted.is_empty() {
        next.checklist
            .get_or_insert_with(Checklist::default)
            .concerns = concerns_sorted;
    }
    next.validate()?;
    Ok(next)
}

/// Sets the requirements of stored case `case_id` and saves its next version.
pub async fn require(
    library: &Library,
    case_id: &str,
    requirements: Requirements,
    concerns: Vec<Concern>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let next = with_requirements(&case, requirements, concerns)?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// Sets the discount rate per year of a stored case (its next version): the present values
/// of every option follow it. `None` removes it (0 %, nominal figures only).
pub async fn discount(
    library: &Library,
    case_id: &str,
    rate: Option<gpucase_core::quantity::Quantity>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let mut next = case.clone();
    let mut finance = next.finance.take().unwrap_or_default();
    finance.discount_rate_per_year = rate.unwrap_or(gpucase_core::quantity::Quantity::ZERO);
    next.finance = (!finance.is_neutral()).then_some(finance);
    next.validate()?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// Sets the tax on profits of a stored case (its next version): the present values are then
/// after tax. `None` removes it.
pub async fn tax(
    library: &Library,
    case_id: &str,
    tax: Option<gpucase_core::case::Tax>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let mut next = case.clone();
    let mut finance = next.finance.take().unwrap_or_default();
    finance.tax = tax;
    next.finance = (!finance.is_neutral()).then_some(finance);
    next.validate()?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// Sets the yearly change of rented rates and of electricity prices of a stored case (its
/// next version); `None` keeps that price at today's level over the whole horizon.
pub async fn price_changes(
    library: &Library,
    case_id: &str,
    rent: Option<gpucase_core::quantity::Change>,
    electricity: Option<gpucase_core::quantity::Change>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let mut next = case.clone();
    let mut finance = next.finance.take().unwrap_or_default();
    finance.rent_change_per_year = rent;
    finance.electricity_change_per_year = electricity;
    next.finance = (!finance.is_neutral()).then_some(finance);
    next.validate()?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// Sets the staff time outside the own quotes of a stored case (its next version): hours a
/// month per rented instance, hours a month for a hybrid's second stack, and their rate;
/// `None` removes it.
pub async fn staff_time(
    library: &Library,
    case_id: &str,
    operations: Option<gpucase_core::case::Operations>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let mut next = case.clone();
    next.operations = operations;
    next.validate()?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// Sets the yearly growth of a stored case's demand (its next version); `None` removes it,
/// so the profile repeats unchanged over the horizon.
pub async fn demand_growth(
    library: &Library,
    case_id: &str,
    growth: Option<gpucase_core::quantity::Change>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let mut next = case.clone();
    next.workload.growth_per_year = growth;
    next.validate()?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// The checklist entry of the shortlisted offer `key`, made from the offer's own data when
/// the case has none yet.
pub(crate) fn entry<'a>(case: &'a mut Case, key: &str) -> Result<&'a mut OfferChecklist, AppError> {
    let offer = case
        .shortlist
        .iter()
        .find(|o| offer_key(o) == key)
        .cloned()
        .ok_or_else(|| {
            AppError::Refused(Problem::NotInCaseShortlist {
                offer: key.to_owned(),
            })
        })?;
    let checklist = case.checklist.get_or_insert_with(Checklist::default);
    if let Some(i) = checklist.offers.iter().position(|c| c.offer == key) {
        return Ok(&mut checklist.offers[i]);
    }
    checklist.offers.push(OfferChecklist::of(&offer));
    let last = checklist.offers.len() - 1;
    Ok(&mut checklist.offers[last])
}

/// `case` with what excluded the shortlisted offer `key` resolved by the analyst's `note`:
/// the findings of its latest probe run and the facts it does not publish. A later probe
/// run with critical findings excludes it again. `None` takes a resolution back.
pub fn with_resolution(case: &Case, key: &str, note: Option<&str>) -> Result<Case, AppError> {
    let mut next = case.clone();
    let entry = entry(&mut next, key)?;
    entry.resolution = match note {
        None => None,
        Some(note) if note.trim().is_empty() => {
            return Err(AppError::CaseInput {
                path: "note".into(),
                problem: Problem::NoteMissing,
            });
        }
        Some(note) => {
            // A note lifts a finding or an unknown; where the probe measured the machine
            // short of the offer, the offer stays excluded whatever else the note lifts,
            // so a note would be saved as "resolved" and change nothing.
            if let Some(probe) = &entry.probe {
                let measured = probe.findings.iter().any(|f| {
                    matches!(
                        f,
                        gpucase_core::checklist::RecordedFinding::Finding {
                            severity: gpucase_core::finding::Severity::Critical,
                            finding,
                        } if finding.measured_shortfall()
                    )
                });
                if measured {
                    return Err(AppError::Refused(Problem::MeasuredStays {
                        offer: key.to_owned(),
                        probed_at: probe.probed_at.clone(),
                    }));
                }
            }
            Some(Resolution {
                note: note.trim().to_owned(),
                probed_at: entry.probe.as_ref().map(|p| p.probed_at.clone()),
            })
        }
    };
    next.validate()?;
    Ok(next)
}

/// Resolves (or, with `None`, takes back the resolution of) offer `key` in stored case
/// `case_id`, and saves its next version.
pub async fn resolve(
    library: &Library,
    case_id: &str,
    key: &str,
    note: Option<&str>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let next = with_resolution(&case, key, note)?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// Records a probe output against the shortlisted offer `key` of stored case `case_id`
/// (see `probe::record_probe`), and saves its next version.
pub async fn record_probe(
    library: &Library,
    case_id: &str,
    key: &str,
    text: &str,
    saved_by: &str,
) -> Result<(Imported, crate::probe::ProbeReport), AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let (next, report) = crate::probe::record_probe(&case, key, text)?;
    let imported = library
        .save_on(&next, saved_by, Some(opened.version))
        .await?;
    Ok((imported, report))
}

/// Sets the exchange rate from `from` to `to` of a stored case (its next version): `rate`
/// units of `to` for one of `from`, taken on `date` from `source`, for `year` of the
/// horizon (today's rate without one). It replaces the rate of the same pair and year
/// (either way round); the case's amounts in `from` are then converted at it.
#[allow(
    clippy::too_many_arguments,
    reason = "the rate's parts as the analyst types them, each a different thing"
)]
pub async fn exchange_rate(
    library: &Library,
    case_id: &str,
    (from, to): (gpucase_core::Currency, gpucase_core::Currency),
    rate: gpucase_core::quantity::Quantity,
    date: jiff::civil::Date,
    source: &str,
    year: Option<u32>,
    saved_by: &str,
) -> Result<Imported, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let next = with_rate(
        &case,
        gpucase_core::money::ExchangeRate {
            from,
            to,
            rate,
            date,
            source: source.to_owned(),
            year,
        },
    )?;
    library.save_on(&next, saved_by, Some(opened.version)).await
}

/// `case` with `rate` in place of any rate of the same pair (either way round) and year.
pub fn with_rate(
    case: &gpucase_core::Case,
    rate: gpucase_core::money::ExchangeRate,
) -> Result<gpucase_core::Case, AppError> {
    let mut next = case.clone();
    let same_pair = |r: &gpucase_core::money::ExchangeRate| {
        ((r.from == rate.from && r.to == rate.to) || (r.from == rate.to && r.to == rate.from))
            && r.year == rate.year
    };
    match next.exchange_rates.iter_mut().find(|r| same_pair(r)) {
        Some(r) => *r = rate,
        None => next.exchange_rates.push(rate),
    }
    next.validate()?;
    Ok(next)
}

/// Removes options from a stored case (its next version); the ids removed.
pub async fn remove_options(
    library: &Library,
    case_id: &str,
    ids: &[String],
    saved_by: &str,
) -> Result<(Imported, Vec<String>), AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let (next, removed) = without_options(&case, ids)?;
    let imported = library
        .save_on(&next, saved_by, Some(opened.version))
        .await?;
    Ok((imported, removed))
}

/// What an option of a case is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Own(usize),
    Rent(usize, usize),
    Hybrid,
}

/// `case` without the options `ids` (as `tco` names them; an own quote's or a rent offer's
/// id names the quote, or every pricing model of the offer, and `hybrid` the hybrid): a
/// rent offer left without a pricing model goes, and the shortlisted offers and checklist
/// entries no option uses any more with it. Refused where an id names no option, where the
/// hybrid would lose its quote or offer, and where no option would be left. The ids removed,
/// in the case's order.
pub fn without_options(
    case: &gpucase_core::Case,
    ids: &[String],
) -> Result<(gpucase_core::Case, Vec<String>), AppError> {
    use gpucase_core::problem::Problem;
    let c = crate::compute(case)?;
    let parts = parts_of(case, &c);
    let gone = parts_named(case, &parts, ids)?;
    // Each rent offer's models that stay; an offer with none goes.
    let kept_models = |j: usize| -> Vec<usize> {
        (0..case.rent[j].pricing.len())
            .filter(|k| !gone.contains(&Part::Rent(j, *k)))
            .collect()
    };
    if let Some(h) = &case.hybrid
        && !gone.contains(&Part::Hybrid)
    {
        let quote_gone = case
            .own
            .iter()
            .enumerate()
            .any(|(i, q)| q.id == h.own && gone.contains(&Part::Own(i)));
        let offer_gone = case
            .rent
            .iter()
            .enumerate()
            .any(|(j, o)| o.id == h.rent && kept_models(j).is_empty());
        if quote_gone || offer_gone {
            let id = if quote_gone { &h.own } else { &h.rent };
            return Err(AppError::Refused(Problem::OptionInHybrid {
                id: id.clone(),
            }));
        }
    }
    let mut next = case.clone();
    next.own = case
        .own
        .iter()
        .enumerate()
        .filter(|(i, _)| !gone.contains(&Part::Own(*i)))
        .map(|(_, q)| q.clone())
        .collect();
    next.rent = Vec::new();
    for (j, o) in case.rent.iter().enumerate() {
        let kept = kept_models(j);
        if kept.is_empty() {
            continue;
        }
        let mut o = o.clone();
        // An offer's references follow its pricing models, one a model where it has them.
        if o.offers.len() == o.pricing.len() {
            o.offers = kept.iter().map(|&k| o.offers[k].clone()).collect();
        }
        o.pricing = kept.iter().map(|&k| o.pricing[k].clone()).collect();
        next.rent.push(o);
    }
    if gone.contains(&Part::Hybrid) {
        next.hybrid = None;
    }
    if next.own.is_empty() && next.rent.is_empty() {
        return Err(AppError::Refused(Problem::NoOptionLeft));
    }
    drop_unused_offers(case, &mut next);
    next.validate()?;
    let removed = parts
        .into_iter()
        .filter(|(_, p)| gone.contains(p))
        .map(|(n, _)| n)
        .collect();
    Ok((next, removed))
}

/// Each option of `case`'s comparison `c` by its id, with the part of the case it is made
/// of, in the comparison's order (own quotes, each rent offer's models, the hybrid).
fn parts_of(case: &gpucase_core::Case, c: &gpucase_core::tco::Comparison) -> Vec<(String, Part)> {
    let mut parts: Vec<(String, Part)> = Vec::with_capacity(c.options.len());
    let mut names = c.options.iter().map(|o| o.id.clone());
    for i in 0..case.own.len() {
        parts.extend(names.next().map(|n| (n, Part::Own(i))));
    }
    for (j, o) in case.rent.iter().enumerate() {
        for k in 0..o.pricing.len() {
            parts.extend(names.next().map(|n| (n, Part::Rent(j, k))));
        }
    }
    if case.hybrid.is_some() {
        parts.extend(names.next().map(|n| (n, Part::Hybrid)));
    }
    parts
}

/// The parts `ids` name: an option's id its part; an own quote's or a rent offer's id the
/// quote, or every model of the offer; `hybrid` the hybrid. An id that names nothing is
/// refused with the options' ids.
fn parts_named(
    case: &gpucase_core::Case,
    parts: &[(String, Part)],
    ids: &[String],
) -> Result<Vec<Part>, AppError> {
    let mut gone: Vec<Part> = Vec::new();
    for id in ids {
        let by_option: Vec<Part> = parts
            .iter()
            .filter(|(n, _)| n == id)
            .map(|(_, p)| *p)
            .collect();
        let by_input: Vec<Part> = if !by_option.is_empty() {
            by_option
        } else if id == "hybrid" && case.hybrid.is_some() {
            vec![Part::Hybrid]
        } else if let Some(i) = case.own.iter().position(|q| q.id == *id) {
            vec![Part::Own(i)]
        } else if let Some(j) = case.rent.iter().position(|o| o.id == *id) {
            (0..case.rent[j].pricing.len())
                .map(|k| Part::Rent(j, k))
                .collect()
        } else {
            return Err(AppError::Refused(
                gpucase_core::problem::Problem::UnknownOption {
                    id: id.clone(),
                    known: parts
                        .iter()
                        .map(|(n, _)| n.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                },
            ));
        };
        for p in by_input {
            if !gone.contains(&p) {
                gone.push(p);
            }
        }
    }
    Ok(gone)
}

/// Drops from `next` (`case` less some options) the shortlisted offers, and their
/// checklists, that an option of `case` referred to and none of `next` does any more.
fn drop_unused_offers(case: &gpucase_core::Case, next: &mut gpucase_core::Case) {
    use gpucase_core::checklist::offer_key;
    let refers = |case: &gpucase_core::Case, key: &str| {
        case.rent
            .iter()
            .flat_map(|o| &o.offers)
            .any(|r| r.to_string() == key)
    };
    let kept_keys: Vec<String> = next
        .shortlist
        .iter()
        .map(offer_key)
        .filter(|k| !refers(case, k) || refers(next, k))
        .collect();
    next.shortlist.retain(|s| kept_keys.contains(&offer_key(s)));
    if let Some(checklist) = next.checklist.as_mut() {
        let listed: Vec<String> = next.shortlist.iter().map(offer_key).collect();
        checklist.offers.retain(|o| listed.contains(&o.offer));
    }
}
