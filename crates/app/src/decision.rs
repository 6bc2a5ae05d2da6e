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
