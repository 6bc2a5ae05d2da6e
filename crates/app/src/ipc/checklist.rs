//! The isolation checklist's commands: the probe script, a probe's output read and
//! analysed, and the answers of a shortlisted offer's checklist.

use std::path::PathBuf;

use gpucase_core::Case;
use gpucase_core::checklist::Question;
use gpucase_core::offer::Offer;
use schemars::JsonSchema;
use serde::Deserialize;

use super::{Command, Cx};
use crate::text::ProbeView;
use crate::{AppError, CaseView};

/// The probe script to run inside a rented machine.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ProbeScript {}

impl Command for ProbeScript {
    type Output = String;
    async fn serve(self, _: &Cx<'_>) -> Result<Self::Output, AppError> {
        Ok(gpucase_probe::script().to_owned())
    }
}

/// Read a probe output file (from a dialog or a drop) as text, to analyse or record.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ProbeReadFile {
    /// The file.
    pub path: PathBuf,
}

impl Command for ProbeReadFile {
    type Output = String;
    async fn serve(self, _: &Cx<'_>) -> Result<Self::Output, AppError> {
        crate::probe::read_output(&self.path)
    }
}

/// Analyse a pasted probe output, against a shortlisted offer when given.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ProbeAnalyze {
    /// The probe's output as pasted.
    pub text: String,
    /// The offer to check it against.
    pub offer: Option<Box<Offer>>,
}

impl Command for ProbeAnalyze {
    type Output = Box<ProbeView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let analysis = crate::probe::analyze_text(&self.text)?;
        let report = crate::probe::report(analysis, self.offer.as_deref());
        Ok(Box::new(crate::text::probe_view(cx.l10n, report)))
    }
}

/// Record a pasted probe output in the checklist of a shortlisted offer (unsaved).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ChecklistRecordProbe {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The offer, `provider/offer_id`.
    pub offer: String,
    /// The probe's output.
    pub text: String,
}

impl Command for ChecklistRecordProbe {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let (next, _) = crate::probe::record_probe(&current, &self.offer, &self.text)?;
        cx.view(next)
    }
}

/// The analyst states an answer of a shortlisted offer's checklist (unsaved).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ChecklistState {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The offer, `provider/offer_id`.
    pub offer: String,
    /// The question.
    pub question: Question,
    /// The answer.
    pub answer: String,
    /// Who said so, or where it is written.
    pub note: String,
    /// An attached document (name or reference).
    pub document: Option<String>,
}

impl Command for ChecklistState {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let next = crate::probe::state_answer(
            &current,
            &self.offer,
            self.question,
            self.answer,
            self.note,
            self.document,
        )?;
        cx.view(next)
    }
}

/// The analyst resolves what excluded a shortlisted offer (its latest probe's critical
/// findings, facts it does not publish) with a note, or takes the resolution back
/// (`note` null); unsaved.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ChecklistResolve {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The offer, `provider/offer_id`.
    pub offer: String,
    /// Who checked what, and where it is written; null takes the resolution back.
    pub note: Option<String>,
}

impl Command for ChecklistResolve {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let next = crate::decision::with_resolution(&current, &self.offer, self.note.as_deref())?;
        cx.view(next)
    }
}
