//! The team's own bills (issue 34): `gpucase bills import` reads FOCUS exports into billed
//! hours and costs per provider, service, SKU, instance and region (crates/bills). Every
//! file is read before anything is kept: one refused file refuses the import.

use std::path::PathBuf;

use gpucase_bills::{FileReport, Limits, Mapping, Summary};

use crate::AppError;

/// What an import read.
#[derive(Debug, Clone)]
pub struct Imported {
    /// The bills' totals.
    pub summary: Summary,
    /// Each file and what reading it found.
    pub files: Vec<(PathBuf, FileReport)>,
}

/// Reads `files` (FOCUS CSV or gzip CSV; another CSV through `mapping`, `FOCUS=Header`
/// items) into one summary.
pub fn import(files: &[PathBuf], mapping: &[String]) -> Result<Imported, AppError> {
    let mapping = Mapping::parse(mapping).map_err(AppError::Bills)?;
    let limits = Limits::default();
    let mut summary = Summary::default();
    let mut reports = Vec::with_capacity(files.len());
    for f in files {
        let report = gpucase_bills::read_path(f, &mapping, &limits, &mut summary)
            .map_err(AppError::Bills)?;
        reports.push((f.clone(), report));
    }
    Ok(Imported {
        summary,
        files: reports,
    })
}
