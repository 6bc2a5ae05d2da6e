//! What leaves the tool and comes back: the PDF report, the workbook, scenario files, and
//! the checks of their signatures.

use std::path::PathBuf;

use gpucase_core::{Case, Language};
use schemars::JsonSchema;
use serde::Deserialize;

use super::{Command, Cx};
use crate::report::{self, ExportedReport, PdfVerification, ReportSigning, ReportWritten};
use crate::scenario::ScenarioCheck;
use crate::workbook::WorkbookWritten;
use crate::{AppError, ScenarioPreview, Untrusted};

/// The pages of the report of a case as the UI holds it, as SVG, for a preview.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ReportPreview {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The report's language; `None`: the case's, else English.
    pub language: Option<Language>,
    /// Who wrote the report, named on it.
    pub author: String,
    /// The report's date, `YYYY-MM-DD`; `None`: today (UTC).
    pub date: Option<String>,
    /// How many eligible options the report's tables and charts compare; `None`: five.
    #[serde(default)]
    pub compared: Option<u16>,
}

impl Command for ReportPreview {
    type Output = report::ReportPreview;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let case = cx.case(self.case)?;
        let settings = report::settings(
            &case,
            self.language,
            self.author,
            self.date.as_deref(),
            self.compared,
            cx.library.clock().as_ref(),
        )?;
        // Laying out a report takes a noticeable moment (about 0.4 s for the example in a
        // debug build), and the UI asks again after every change of the form: off the async
        // workers, so that other requests are not held up.
        tokio::task::spawn_blocking(move || report::preview(&case, &settings))
            .await
            .map_err(|e| AppError::Internal(format!("the preview: {e}")))?
    }
}

/// Render the PDF report of a case as the UI holds it, sign it when asked, write it to a
/// file, and record it among the case's exported reports.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ReportWrite {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The file.
    pub path: PathBuf,
    /// The report's language; `None`: the case's, else English.
    pub language: Option<Language>,
    /// Who wrote the report, named on it.
    pub author: String,
    /// The report's date, `YYYY-MM-DD`; `None`: today (UTC).
    pub date: Option<String>,
    /// The key to sign with; `None`: not signed.
    pub signing: Option<ReportSigning>,
    /// How many eligible options the report's tables and charts compare; `None`: five.
    #[serde(default)]
    pub compared: Option<u16>,
}

impl Command for ReportWrite {
    type Output = ReportWritten;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let case = cx.case(self.case)?;
        let settings = report::settings(
            &case,
            self.language,
            self.author,
            self.date.as_deref(),
            self.compared,
            cx.library.clock().as_ref(),
        )?;
        report::write_and_record(
            cx.library.store(),
            &case,
            &self.path,
            &settings,
            self.signing.as_ref(),
        )
        .await
    }
}

/// The reports exported from a case, newest first.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ReportList {
    /// The case id.
    pub case_id: String,
}

impl Command for ReportList {
    type Output = Vec<ExportedReport>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        report::list(cx.library.store(), &self.case_id).await
    }
}

/// Verify the signatures of a PDF.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ReportVerify {
    /// The PDF.
    pub path: PathBuf,
    /// PEM files of the certificates to trust; empty: trust is not checked.
    pub trust: Vec<PathBuf>,
}

impl Command for ReportVerify {
    type Output = PdfVerification;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        report::verify(&self.path, &self.trust, cx.l10n)
    }
}

/// Write the XLSX workbook of a case as the UI holds it to a file: inputs, profile, the TCO
/// as live formulas, offers and checklist.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct WorkbookWrite {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The file.
    pub path: PathBuf,
    /// The labels' language; `None`: the case's, else English.
    pub language: Option<Language>,
}

impl Command for WorkbookWrite {
    type Output = WorkbookWritten;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let case = cx.case(self.case)?;
        crate::workbook::export_xlsx(&case, &self.path, self.language)
    }
}

/// Import a scenario file (`.gpucase`) into the store: a new case or the next version of
/// the case with its id, with the signature's state and the results check.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ScenarioImport {
    /// The file.
    pub path: PathBuf,
    /// PEM files of the certificates to trust; empty: trust is not checked.
    pub trust: Vec<PathBuf>,
}

impl Command for ScenarioImport {
    type Output = Box<crate::ScenarioImport>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let anchors = crate::signing::load_trust_anchors(&self.trust)?;
        // The desktop imports after showing the file's preview with its trust state: the
        // analyst's Import there is the explicit choice.
        let imported = cx
            .library
            .import_scenario(
                &self.path,
                cx.saved_by(),
                &anchors,
                Untrusted::Accept,
                cx.l10n,
            )
            .await?;
        Ok(Box::new(imported))
    }
}

/// Open a scenario file (`.gpucase`) without storing it: what it is, who signed it, whether
/// its results compute the same here, and whether importing it makes a new case or a new
/// version. A signature that does not match the content refuses the file.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ScenarioOpen {
    /// The file.
    pub path: PathBuf,
    /// PEM files of the certificates to trust; empty: trust is not checked.
    pub trust: Vec<PathBuf>,
}

impl Command for ScenarioOpen {
    type Output = Box<ScenarioPreview>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let anchors = crate::signing::load_trust_anchors(&self.trust)?;
        Ok(Box::new(
            cx.library
                .preview_scenario(&self.path, &anchors, cx.l10n)
                .await?,
        ))
    }
}

/// Verify the signature of a scenario file.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct ScenarioVerify {
    /// The file.
    pub path: PathBuf,
    /// PEM files of the certificates to trust; empty: trust is not checked.
    pub trust: Vec<PathBuf>,
}

impl Command for ScenarioVerify {
    type Output = ScenarioCheck;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        crate::scenario::check_file(&self.path, &self.trust, cx.l10n)
    }
}
