//! The words a host shows beside a computed answer, written in the reader's language by
//! `gpucase-l10n`: the options' names, why an option is excluded, the requirements stated,
//! the checklist's answers, the probe's analysis and findings. A host reads these strings
//! as they are and keeps no rules of its own for them, so an option, an exclusion or a
//! finding is written in one place (the same functions write the report, the workbook and
//! the CLI). The values they are written from travel beside them, for the host's own
//! figures and decisions.

use std::collections::BTreeMap;

use gpucase_core::checklist::{OfferChecklist, Question, Source, offer_key};
use gpucase_core::tco::Comparison;
use gpucase_core::{Case, Language};
use gpucase_l10n::{Localizer, checklist, eligibility, findings};
use schemars::JsonSchema;
use serde::Serialize;

use crate::probe::ProbeReport;

/// The words of an open case's view in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CaseText {
    /// The language everything here is written in.
    pub language: Language,
    /// Each compared option's name, by option id.
    pub option_labels: BTreeMap<String, String>,
    /// Why each option that may not be recommended is excluded, by option id: one clause
    /// per entry of its `eligibility.excluded_by`, in that order.
    pub exclusions: BTreeMap<String, Vec<String>>,
    /// What the analyst resolved, by option id: one clause per entry of its
    /// `eligibility.resolved` (the exclusion it lifted), in that order.
    pub resolved: BTreeMap<String, Vec<String>>,
    /// The requirements the case states, one list entry each (empty when it states none).
    pub stated_requirements: Vec<String>,
    /// What would make options eligible, one sentence per entry of the comparison's
    /// `requirements.would_change`, naming the options by their names.
    pub would_change: Vec<String>,
    /// Each shortlisted offer's checklist (by `provider/offer_id`): one entry per answer of
    /// the view's checklist, in its order.
    pub checklist: BTreeMap<String, Vec<AnswerText>>,
    /// The excluded options grouped by reason, the largest group first, as page 1 of the
    /// memo groups them (`gpucase_report::memo`): one place decides what the memo, its
    /// preview and the Decision view show.
    pub exclusion_groups: Vec<ExclusionGroupText>,
    /// When the demand grows: the growth and each year's peak, then each stage gpucase
    /// chose for an own option ("gpucase buys 3 more cards … in month 13"), as the report
    /// and the CLI say them. Empty without growth.
    pub demand: Vec<String>,
    /// The tax the present values are taken after, as the report and the CLI say it
    /// (`tax-rule`); absent without a tax.
    pub tax: Option<String>,
    /// What the team pays today from its bills (`paid-today`), the baseline; absent
    /// without bills.
    pub paid_today: Option<String>,
    /// Each rented option the bills price: the rate as paid and at list per instance-hour
    /// beside the catalog's (`rate-as-paid`).
    pub rates_as_paid: Vec<String>,
    /// The exchange rates of later years, one line a currency (`later-rates`).
    pub later_rates: Vec<String>,
}

/// Excluded options that share a reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ExclusionGroupText {
    /// The reason with the number of options it keeps out ("No NVLink domain of the 4 GPUs
    /// one model replica needs: 5 options").
    pub reason: String,
    /// The options listed under this reason, by id, cheapest first: each excluded option
    /// under the first of its reasons' groups, so that it has one entry (its other reasons
    /// are in `exclusions`).
    pub options: Vec<String>,
}

/// One checklist answer as a host shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct AnswerText {
    /// The question answered.
    pub question: Question,
    /// The answer: from the offer's facts or what the probe saw, in the language; the
    /// analyst's words, and what an older record kept, as written.
    pub answer: String,
    /// What contradicts it, one sentence per entry of the answer's `contradictions`; a
    /// sentence an older case file kept stays as written.
    pub contradictions: Vec<String>,
    /// Why the answer is unknown, when its source is unknown: gpucase's own reason in the
    /// language, the offer's source's words quoted as theirs.
    pub unknown_reason: Option<String>,
}

/// The words of a probe's analysis in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ProbeText {
    /// The language everything here is written in.
    pub language: Language,
    /// The analysis as the lines `gpucase probe analyze` prints: headings, answers, notes,
    /// the output lines they rest on, the GPUs, what could not be answered.
    pub analysis: String,
    /// Each finding against the offer, one sentence per entry of the report's `findings`.
    pub findings: Vec<String>,
}

/// A probe's report with its words, as a host receives it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ProbeView {
    /// The analysis and findings, with their values.
    pub report: ProbeReport,
    /// Their words in the host's language.
    pub text: ProbeText,
}

/// The words of a case's view: its comparison's options, exclusions and requirements, and
/// its checklist.
pub fn case_text(
    l10n: &Localizer,
    case: &Case,
    comparison: &Comparison,
    checklists: &[OfferChecklist],
) -> CaseText {
    let option_labels = gpucase_l10n::options::labels(l10n, case, comparison);
    let label = |id: &str| {
        option_labels
            .get(id)
            .cloned()
            .unwrap_or_else(|| id.to_owned())
    };
    let exclusions = comparison
        .options
        .iter()
        .filter(|o| !o.eligibility.excluded_by.is_empty())
        .map(|o| {
            let reasons = o.eligibility.excluded_by.iter();
            let reasons = reasons.map(|e| eligibility::exclusion(l10n, e)).collect();
            (o.id.clone(), reasons)
        })
        .collect();
    let resolved = comparison
        .options
        .iter()
        .filter(|o| !o.eligibility.resolved.is_empty())
        .map(|o| {
            let reasons = o.eligibility.resolved.iter();
            let reasons = reasons
                .map(|r| eligibility::exclusion(l10n, &r.exclusion))
                .collect();
            (o.id.clone(), reasons)
        })
        .collect();
    let requirements = &comparison.requirements;
    let would_change = requirements
        .would_change
        .iter()
        .map(|r| eligibility::would_change(l10n, r, &label))
        .collect();
    let stated_requirements = if requirements.stated {
        eligibility::stated(l10n, requirements)
    } else {
        Vec::new()
    };
    let checklist = checklists
        .iter()
        .map(|c| {
            let offer = case.shortlist.iter().find(|o| offer_key(o) == c.offer);
            let answers = c
                .answers
                .iter()
                .map(|a| AnswerText {
                    question: a.question,
                    answer: checklist::answer(l10n, offer, c.probe.as_ref(), a),
                    contradictions: a
                        .contradictions
                        .iter()
                        .map(|x| findings::contradiction(l10n, x))
                        .collect(),
                    unknown_reason: match &a.source {
                        Source::Unknown { reason, because } => {
                            Some(findings::unknown_reason(l10n, reason, *because))
                        }
                        _ => None,
                    },
                })
                .collect();
            (c.offer.clone(), answers)
        })
        .collect();
    let exclusion_groups =
        gpucase_report::memo::select(comparison, gpucase_report::DEFAULT_COMPARED)
            .groups
            .into_iter()
            .map(|g| ExclusionGroupText {
                reason: eligibility::exclusion_group(l10n, &g.reason, g.options.len()),
                options: g.listed,
            })
            .collect();
    CaseText {
        language: l10n.language(),
        exclusion_groups,
        option_labels,
        exclusions,
        resolved,
        stated_requirements,
        would_change,
        checklist,
        demand: gpucase_l10n::tco::demand_growth(l10n, comparison),
        tax: gpucase_l10n::tco::tax_rule(l10n, comparison),
        paid_today: gpucase_l10n::tco::paid_today(l10n, comparison),
        rates_as_paid: gpucase_l10n::tco::rates_as_paid(l10n, case, comparison),
        later_rates: gpucase_l10n::tco::later_rates(l10n, case),
    }
}

/// The words of a probe's report: its analysis and its findings.
pub fn probe_text(l10n: &Localizer, report: &ProbeReport) -> ProbeText {
    ProbeText {
        language: l10n.language(),
        analysis: gpucase_l10n::analysis::text(l10n, &report.analysis),
        findings: report
            .findings
            .iter()
            .map(|f| findings::finding(l10n, &f.finding))
            .collect(),
    }
}

/// A probe's report with its words in the language of `l10n`.
pub fn probe_view(l10n: &Localizer, report: ProbeReport) -> ProbeView {
    ProbeView {
        text: probe_text(l10n, &report),
        report,
    }
}
