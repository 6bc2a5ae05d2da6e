//! The in-machine probe: its script, reading its output, and checking it against what an
//! offer claims (docs/method.md section 2).

use std::path::Path;

use gpucase_core::Case;
use gpucase_core::checklist::{OfferChecklist, ProbeRecord, Question, RecordedFinding, offer_key};
use gpucase_core::offer::{Allocation, Isolation, Offer};
use gpucase_l10n::findings::{seen_allocation, seen_isolation};
use gpucase_l10n::{Language, Localizer};
use gpucase_probe::{AllocationKind, Analysis, Finding, IsolationKind, OfferClaims};
use rust_decimal::prelude::ToPrimitive;
use schemars::JsonSchema;
use serde::Serialize;

use crate::AppError;

/// The largest probe output read (the analysis refuses more itself).
const MAX_PROBE_BYTES: u64 = 16 * 1024 * 1024;

/// An analysis, and its findings against an offer when one was given.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ProbeReport {
    /// What the machine is, with the evidence for each conclusion.
    pub analysis: Analysis,
    /// The offer checked against, `provider/offer_id`.
    pub offer: Option<String>,
    /// Every difference from the offer's claims, most severe first.
    pub findings: Vec<Finding>,
    /// The analysis as English text, with its evidence (what `gpucase --lang en probe
    /// analyze` prints); the desktop receives it in the UI's language beside the report
    /// ([`crate::text::ProbeView`]).
    pub text: String,
}

/// What an offer claims, in the terms the probe can check; what the offer leaves unknown
/// is not checked.
pub fn claims_of(offer: &Offer) -> OfferClaims {
    let share = |s: &Option<gpucase_core::quantity::Quantity>| s.and_then(|q| q.value().to_f64());
    let (allocation, profile, share) = match &offer.allocation {
        Allocation::Passthrough | Allocation::BareMetal => {
            (Some(AllocationKind::WholeGpu), None, None)
        }
        Allocation::SriovVf { share: s } => (Some(AllocationKind::SriovVf), None, share(s)),
        Allocation::Vgpu { profile, share: s } => {
            (Some(AllocationKind::Vgpu), profile.clone(), share(s))
        }
        Allocation::Mig { profile, share: s } => {
            (Some(AllocationKind::Mig), profile.clone(), share(s))
        }
        Allocation::TimeSlicing { share: s } => (Some(AllocationKind::TimeSliced), None, share(s)),
        Allocation::Unknown { .. } => (None, None, None),
    };
    OfferClaims {
        isolation: match offer.isolation {
            Isolation::BareMetal => Some(IsolationKind::BareMetal),
            Isolation::Vm => Some(IsolationKind::VirtualMachine),
            Isolation::Container => Some(IsolationKind::Container),
            Isolation::Unknown { .. } => None,
        },
        allocation,
        profile,
        share,
        gpu_model: Some(offer.gpu.model.clone()).filter(|m| !m.starts_with("unknown")),
        gpu_count: Some(offer.gpu.count),
        vram_gb_per_gpu: offer.gpu.vram_gb.and_then(|v| v.value().to_f64()),
        vcpus: offer.host.your_vcpus.and_then(|v| v.value().to_u32()),
        ram_gb: offer.host.your_ram_gb.and_then(|v| v.value().to_f64()),
    }
}

fn read_bytes(path: &Path) -> Result<Vec<u8>, AppError> {
    crate::bounded::read(path, MAX_PROBE_BYTES).map_err(|r| match r {
        // The probe's own words for a file too large (it names the limit of its output).
        crate::bounded::Refusal::TooLarge { size } => AppError::Probe {
            path: Some(path.to_owned()),
            source: gpucase_probe::ProbeError::TooLarge {
                size: usize::try_from(size).unwrap_or(usize::MAX),
                limit: gpucase_probe::MAX_INPUT_BYTES,
            },
        },
        other => AppError::refused_read(path, crate::FileKind::ProbeOutput, MAX_PROBE_BYTES, other),
    })
}

/// Reads and analyses a probe output file.
pub fn analyze_file(path: &Path) -> Result<Analysis, AppError> {
    gpucase_probe::analyze_bytes(&read_bytes(path)?).map_err(|source| AppError::Probe {
        path: Some(path.to_owned()),
        source,
    })
}

/// A probe output file as text, checked to be one (so a wrong file is named at once).
pub fn read_output(path: &Path) -> Result<String, AppError> {
    let bytes = read_bytes(path)?;
    gpucase_probe::analyze_bytes(&bytes).map_err(|source| AppError::Probe {
        path: Some(path.to_owned()),
        source,
    })?;
    String::from_utf8(bytes).map_err(|e| AppError::NotUtf8 {
        path: path.to_owned(),
        kind: crate::FileKind::ProbeOutput,
        offset: e.utf8_error().valid_up_to(),
    })
}

/// Analyses pasted probe output.
pub fn analyze_text(text: &str) -> Result<Analysis, AppError> {
    gpucase_probe::analyze(text).map_err(|source| AppError::Probe { path: None, source })
}

/// The report of an analysis, against `offer` when given.
pub fn report(analysis: Analysis, offer: Option<&Offer>) -> ProbeReport {
    let findings = offer.map_or_else(Vec::new, |o| {
        gpucase_probe::compare(&analysis, &claims_of(o))
    });
    ProbeReport {
        text: gpucase_l10n::analysis::english(&analysis),
        analysis,
        offer: offer.map(|o| o.key().to_string()),
        findings,
    }
}

/// The case's checklist of every shortlisted offer (see `checklist::of_case`).
pub fn checklists(case: &Case) -> Vec<OfferChecklist> {
    gpucase_core::checklist::of_case(case)
}

/// Records a pasted probe output against the shortlisted offer `key`: isolation and GPU
/// share become verified, and the findings are kept as contradictions.
pub fn record_probe(case: &Case, key: &str, text: &str) -> Result<(Case, ProbeReport), AppError> {
    let mut next = case.clone();
    let offer = next
        .shortlist
        .iter()
        .find(|o| offer_key(o) == key)
        .cloned()
        .ok_or_else(|| {
            AppError::Refused(gpucase_core::problem::Problem::NotInCaseShortlist {
                offer: key.to_owned(),
            })
        })?;
    let analysis = analyze_text(text)?;
    let report = report(analysis, Some(&offer));
    let english = Localizer::new(Language::En);
    let seen = (
        report.analysis.isolation.value.seen(),
        report.analysis.allocation.value.seen(),
    );
    let record = ProbeRecord {
        probed_at: report
            .analysis
            .collected_at
            .clone()
            .unwrap_or_else(|| "unknown".into()),
        isolation: seen_isolation(&english, &seen.0),
        allocation: seen_allocation(&english, &seen.1),
        seen_isolation: Some(seen.0),
        seen_allocation: Some(seen.1),
        findings: report
            .findings
            .iter()
            .map(|f| RecordedFinding::Finding {
                severity: f.severity,
                finding: f.finding.clone(),
            })
            .collect(),
    };
    crate::decision::entry(&mut next, key)?.record_probe(record);
    Ok((next, report))
}

/// The analyst states an answer for the shortlisted offer `key`.
pub fn state_answer(
    case: &Case,
    key: &str,
    question: Question,
    answer: String,
    note: String,
    document: Option<String>,
) -> Result<Case, AppError> {
    if note.trim().is_empty() {
        return Err(AppError::CaseInput {
            path: "note".into(),
            problem: gpucase_core::problem::Problem::NoteMissing,
        });
    }
    let mut next = case.clone();
    crate::decision::entry(&mut next, key)?.state(question, answer, note, document);
    Ok(next)
}
