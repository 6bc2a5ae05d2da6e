//! The XLSX workbook of a case, as hosts write it: computed on the case's own profile, the
//! labels in the language asked for, else the case's, else English.

use std::path::{Path, PathBuf};

use gpucase_core::{Case, Language};
use gpucase_l10n::Localizer;
use schemars::JsonSchema;
use serde::Serialize;

use crate::{AppError, write_file_atomically};

/// A workbook written to a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct WorkbookWritten {
    /// The file.
    pub path: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
    /// The options costed in it.
    pub options: u32,
    /// The language of its labels.
    pub language: Language,
}

/// The workbook of `case` as bytes, with its labels in `language`.
pub fn workbook(case: &Case, language: Language) -> Result<Vec<u8>, AppError> {
    // The same errors as `compute`: the field at fault, or why the case cannot be costed.
    let profile = case.profile().map_err(crate::view::workload_error)?;
    let comparison = gpucase_core::compare(case, &profile).map_err(AppError::Compute)?;
    let loc = Localizer::new(language);
    gpucase_xlsx::write_workbook(case, &profile, &comparison, &loc).map_err(AppError::Workbook)
}

/// Writes the workbook of `case` to `path`; `language`, else the case's, else English.
pub fn export_xlsx(
    case: &Case,
    path: &Path,
    language: Option<Language>,
) -> Result<WorkbookWritten, AppError> {
    let language = language.or(case.language).unwrap_or_default();
    let bytes = workbook(case, language)?;
    write_file_atomically(path, &bytes)?;
    let options = case.own.len()
        + case.rent.iter().map(|o| o.pricing.len()).sum::<usize>()
        + usize::from(case.hybrid.is_some());
    Ok(WorkbookWritten {
        path: path.to_owned(),
        bytes: bytes.len() as u64,
        options: u32::try_from(options).unwrap_or(u32::MAX),
        language,
    })
}
