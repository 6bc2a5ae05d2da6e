//! A case's commands: start one, open, compute and save it, its versions, tags and
//! copies, and a comparison of two.

use std::path::PathBuf;

use gpucase_core::problem::Problem;
use gpucase_core::quantity::Quantity;
use gpucase_core::{Case, Currency, Language};
use schemars::JsonSchema;
use serde::Deserialize;

use super::{Command, Cx};
use crate::compare::{CaseSource, Compared, compare_cases};
use crate::new_case::{NewCase, Template, case_of};
use crate::{
    AppError, ApprovalEntry, CaseView, DeletedEntry, Imported, VersionEntry, blank_case,
    example_case, read_case_file, view_from_value,
};

/// The bundled example as a new, unsaved case.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseExample {}

impl Command for CaseExample {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.view(example_case()?)
    }
}

/// A new, empty case.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseBlank {}

impl Command for CaseBlank {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.view(blank_case()?)
    }
}

/// A new case from a workload template, unsaved, with no option yet (the desktop's **New
/// case**; `gpucase case new` saves the same case).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseNew {
    /// Its id (letters, digits, `-`, `_`).
    pub id: String,
    /// Its title.
    pub name: String,
    /// The currency its results are computed in (ISO 4217).
    pub currency: Currency,
    /// Years the options are compared over.
    pub horizon_years: u32,
    /// The workload to start from: `office-hours`, `around-the-clock` or
    /// `office-and-nightly-batch`.
    pub template: String,
    /// GPUs the workload keeps busy in each of the template's windows.
    pub gpus: u32,
    /// The language of the case, where the analyst chose one.
    pub language: Option<Language>,
}

impl Command for CaseNew {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let template: Template = self.template.parse().map_err(AppError::Refused)?;
        let new = NewCase {
            id: self.id,
            name: self.name,
            currency: self.currency,
            horizon_years: self.horizon_years,
            gpus: self.gpus,
            windows: template.windows(self.gpus),
            storage_gb: Quantity::ZERO,
            egress_gb_per_month: Quantity::ZERO,
            language: self.language,
        };
        cx.view(case_of(&new)?)
    }
}

/// Open a `.gpucase` file (from a dialog or a drop).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseReadFile {
    /// The file.
    pub path: PathBuf,
}

impl Command for CaseReadFile {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.view(read_case_file(&self.path)?)
    }
}

/// Open a stored case, the latest version unless one is given.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseOpenStored {
    /// The case id.
    pub id: String,
    /// A version other than the latest.
    pub version: Option<i64>,
}

impl Command for CaseOpenStored {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.view(cx.library.open_case(&self.id, self.version).await?.0)
    }
}

/// Validate and compute a case as the UI holds it.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseCompute {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
}

impl Command for CaseCompute {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        Ok(Box::new(view_from_value(self.case, cx.l10n)?))
    }
}

/// Validate and save a case as its next version in the store.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseSave {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The version the analyst opened: when a colleague saved a newer one meanwhile,
    /// nothing is saved and the error (code `stale`) says who and when. Absent: the next
    /// version, whatever the latest is.
    #[serde(default)]
    pub base: Option<i64>,
}

impl Command for CaseSave {
    type Output = Imported;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let case = cx.case(self.case)?;
        cx.library.save_on(&case, cx.saved_by(), self.base).await
    }
}

/// Approve a saved version of a case (a team library records the approver's role).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseApprove {
    /// The case id.
    pub id: String,
    /// The version.
    pub version: i64,
}

impl Command for CaseApprove {
    type Output = ApprovalEntry;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library
            .approve(&self.id, self.version, cx.saved_by())
            .await
    }
}

/// Copy a case with every version into the other library: from the team library to the
/// local one, or from the local one to the team library.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseCopy {
    /// The case id.
    pub id: String,
}

impl Command for CaseCopy {
    type Output = Imported;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let host = cx.host;
        let (team, in_use) = {
            let state = host.team.read().unwrap_or_else(|e| e.into_inner());
            (state.library.clone(), state.in_use)
        };
        let team = team.ok_or(AppError::Refused(Problem::NoTeamLibrary))?;
        if in_use {
            team.copy_to(&host.library, &self.id).await
        } else {
            host.library.copy_to(&team, &self.id).await
        }
    }
}

/// Validate and write a case to a scenario file (save as), unsigned, with its results.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseWriteFile {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The file.
    pub path: PathBuf,
}

impl Command for CaseWriteFile {
    /// The file written.
    type Output = PathBuf;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let case = cx.case(self.case)?;
        // A file is for exchange: the scenario format, with the results as computed.
        cx.library
            .write_scenario(&case, true, &self.path, None)
            .await?;
        Ok(self.path)
    }
}

/// The saved versions of a case.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseHistory {
    /// The case id.
    pub id: String,
}

impl Command for CaseHistory {
    type Output = Vec<VersionEntry>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.history(&self.id).await
    }
}

/// The case the host was started with (a file named on its command line), if any.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseStartup {}

impl Command for CaseStartup {
    type Output = Option<Box<CaseView>>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        match &cx.host.startup_file {
            Some(path) => Ok(Some(cx.view(read_case_file(path)?)?)),
            None => Ok(None),
        }
    }
}

/// Tag a stored case (no version is saved).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseTagAdd {
    /// The case id.
    pub id: String,
    /// The tag.
    pub tag: String,
}

impl Command for CaseTagAdd {
    /// The case's tags.
    type Output = Vec<String>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.add_tag(&self.id, &self.tag).await
    }
}

/// Remove a tag from a stored case.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseTagRemove {
    /// The case id.
    pub id: String,
    /// The tag.
    pub tag: String,
}

impl Command for CaseTagRemove {
    /// The case's tags.
    type Output = Vec<String>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.remove_tag(&self.id, &self.tag).await
    }
}

/// Copy a stored case as a new case.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseDuplicate {
    /// The case id.
    pub id: String,
    /// A version other than the latest.
    pub version: Option<i64>,
    /// The copy's name; `None`: "NAME (copy)".
    pub name: Option<String>,
}

impl Command for CaseDuplicate {
    type Output = Imported;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library
            .duplicate(&self.id, self.version, self.name, cx.saved_by())
            .await
    }
}

/// Hide a stored case from the library (undo with `case_undo_delete`).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseDelete {
    /// The case id.
    pub id: String,
}

impl Command for CaseDelete {
    type Output = DeletedEntry;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.delete(&self.id).await
    }
}

/// Bring a deleted case back.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseUndoDelete {
    /// The case id.
    pub id: String,
}

impl Command for CaseUndoDelete {
    /// The id of the case that is back.
    type Output = String;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.undo_delete(&self.id).await?;
        Ok(self.id)
    }
}

/// What differs between two cases (files, stored cases or versions).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseDiff {
    /// The old side.
    pub old: CaseSource,
    /// The new side.
    pub new: CaseSource,
}

impl Command for CaseDiff {
    type Output = Box<Compared>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        Ok(Box::new(
            compare_cases(Some(&cx.library), &self.old, &self.new).await?,
        ))
    }
}
