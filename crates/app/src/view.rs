//! The view of an open case: its inputs with everything a host shows beside them, the
//! words included, in the host's language ([`crate::text`]).

use gpucase_core::measured::MeasuredDay;
use gpucase_core::problem::Problem;
use gpucase_core::recommendation::{Recommendation, recommend};
use gpucase_core::tco::sensitivity::{Curve, curves, default_shares};
use gpucase_core::tco::{Comparison, compare};
use gpucase_core::{Case, casefile};
use gpucase_l10n::Localizer;
use schemars::JsonSchema;
use serde::Serialize;

use crate::{AppError, EXAMPLE_CASE};

/// An open case as hosts show it: the inputs, the exact comparison, the recommendation, the
/// week of the workload profile, the sensitivity curves, and the words to show with them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CaseView {
    /// The inputs, valid.
    pub case: Case,
    /// The comparison, exact (hosts round for display).
    pub comparison: Comparison,
    /// The recommended option, if any option serves the workload.
    pub recommendation: Option<Recommendation>,
    /// The most GPUs productive at each hour of the week, `[weekday][hour]`, Monday first.
    pub week: Vec<Vec<u32>>,
    /// Cost per productive GPU-hour against productive share, per option.
    pub curves: Vec<Curve>,
    /// The imported metrics day by day in the site's time zone (empty without metrics).
    pub calendar: Vec<MeasuredDay>,
    /// The buyer's checklist of every shortlisted offer (stored, or from the offer's data).
    pub checklist: Vec<gpucase_core::checklist::OfferChecklist>,
    /// Per rent option (by id), the figures the analyst changed from the prices of the
    /// offers they were read from; options without any are left out.
    pub departures: std::collections::BTreeMap<String, Vec<gpucase_core::rent_option::Departure>>,
    /// The options' names, exclusions, requirements and checklist answers, written in the
    /// language the view was asked in.
    pub text: crate::text::CaseText,
}

/// A schedule or measured profile that cannot be laid out, as an error at its field.
pub(crate) fn workload_error(e: gpucase_core::workload::WorkloadError) -> AppError {
    match e {
        gpucase_core::workload::WorkloadError::Invalid { path, problem } => {
            AppError::CaseInput { path, problem }
        }
    }
}

/// Computes the view of a valid case, its words in the language of `l10n`.
pub fn view(case: Case, l10n: &Localizer) -> Result<CaseView, AppError> {
    let profile = case.profile().map_err(workload_error)?;
    let comparison = compare(&case, &profile).map_err(AppError::Compute)?;
    let calendar = match &case.metrics {
        Some(m) => m.days().map_err(workload_error)?,
        None => Vec::new(),
    };
    let departures = case
        .rent
        .iter()
        .map(|r| (r.id.clone(), r.departures(&case.shortlist)))
        .filter(|(_, d)| !d.is_empty())
        .collect();
    let checklist = crate::probe::checklists(&case);
    Ok(CaseView {
        text: crate::text::case_text(l10n, &case, &comparison, &checklist),
        departures,
        checklist,
        calendar,
        recommendation: recommend(&comparison),
        week: profile.week_view().iter().map(|d| d.to_vec()).collect(),
        curves: curves(&comparison, &default_shares()),
        case,
        comparison,
    })
}

/// Reads a case from a JSON value (as a host's form holds it), validates it and computes
/// its view, its words in the language of `l10n`. Errors name the JSON path of the field at
/// fault.
pub fn view_from_value(value: serde_json::Value, l10n: &Localizer) -> Result<CaseView, AppError> {
    view(case_from_value(value)?, l10n)
}

/// A case as a host holds it (an edited draft, JSON), read and validated: the field at
/// fault is named as in a case file.
pub fn case_from_value(value: serde_json::Value) -> Result<Case, AppError> {
    // serde's own English wording, shown verbatim inside the localized frame.
    let case: Case = serde_path_to_error::deserialize(value).map_err(|e| AppError::CaseInput {
        path: e.path().to_string(),
        problem: Problem::Detail {
            detail: e.into_inner().to_string(),
        },
    })?;
    case.validate().map_err(|v| AppError::CaseInput {
        path: v.path,
        problem: v.problem,
    })?;
    Ok(case)
}

/// The bundled example case.
pub fn example_case() -> Result<Case, AppError> {
    casefile::parse(EXAMPLE_CASE).map_err(|source| AppError::CaseFile {
        path: "examples/enterprise-assistant.gpucase".into(),
        source: Box::new(source),
    })
}

/// A new, empty case: the example's workload and nothing to compare yet.
pub fn blank_case() -> Result<Case, AppError> {
    let mut case = example_case()?;
    case.id = "new-case".into();
    case.name = "New case".into();
    case.description = String::new();
    case.own.clear();
    case.rent.clear();
    case.hybrid = None;
    case.shortlist.clear();
    Ok(case)
}
