//! The library of cases: the store, seen through validated case documents.

use std::path::{Path, PathBuf};

use gpucase_core::{Case, casefile};
use gpucase_store::{CaseSummary, Saved, Store, StoredVersion};
use schemars::JsonSchema;
use serde::Serialize;

use crate::scenario::{ResultsCheck, SignatureState};
use crate::signing::{Signer, TrustAnchor};
use crate::{AppError, parse_case, write_file_atomically};

/// A case as the library lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CaseListEntry {
    /// Identity of the case.
    pub id: String,
    /// Title as of the latest version.
    pub name: String,
    /// Latest version.
    pub current_version: i64,
    /// When the latest version was saved (UTC, RFC 3339).
    pub updated_at: String,
}

impl From<CaseSummary> for CaseListEntry {
    fn from(c: CaseSummary) -> Self {
        Self {
            id: c.id,
            name: c.name,
            current_version: c.current_version,
            updated_at: c.updated_at,
        }
    }
}

/// One saved version, as the history lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct VersionEntry {
    /// Version number, from 1.
    pub version: i64,
    /// When it was saved (UTC, RFC 3339).
    pub saved_at: String,
    /// Who saved it; empty when unknown.
    pub saved_by: String,
    /// SHA-256 of the canonical document, hex.
    pub sha256: String,
}

impl From<StoredVersion> for VersionEntry {
    fn from(v: StoredVersion) -> Self {
        Self {
            version: v.version,
            saved_at: v.saved_at,
            saved_by: v.saved_by,
            sha256: v.sha256,
        }
    }
}

/// What a save or an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Imported {
    /// Identity of the case.
    pub case_id: String,
    /// The version written.
    pub version: i64,
    /// Whether the case was new to the store.
    pub created: bool,
    /// The case's title.
    pub name: String,
}

impl Imported {
    fn new(saved: Saved, name: &str) -> Self {
        Self {
            case_id: saved.case_id,
            version: saved.version,
            created: saved.created,
            name: name.to_owned(),
        }
    }
}

/// What importing a scenario file did and found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ScenarioImport {
    /// The case and version written: a new case, or a new version of the case with the
    /// file's id (never an overwrite).
    pub imported: Imported,
    /// The file's format when it was older and migrated (`gpucase/1`).
    pub migrated_from: Option<String>,
    /// Who signed the file, or `unsigned`.
    pub signature: SignatureState,
    /// Whether this gpucase computes the file's results.
    pub results: ResultsCheck,
}

/// The library of cases: the store and what hosts do with it.
#[derive(Debug, Clone)]
pub struct Library {
    store: Store,
}

impl Library {
    /// Opens the library at `path`, creating it if needed.
    pub async fn open(path: &Path) -> Result<Self, AppError> {
        Ok(Self {
            store: Store::open(path).await?,
        })
    }

    /// Imports a scenario file (or an older case file, migrated): a new case, or a new
    /// version of the case with the same id. The file is read, its signature checked and
    /// its case validated completely before anything is written, in one transaction.
    pub async fn import(&self, path: &Path, saved_by: &str) -> Result<Imported, AppError> {
        Ok(self.import_scenario(path, saved_by, &[]).await?.imported)
    }

    /// Imports a scenario file and says what it found: signature (checked against
    /// `anchors`, when given) and whether the results compute the same here. A signature
    /// that does not match the content refuses the file.
    pub async fn import_scenario(
        &self,
        path: &Path,
        saved_by: &str,
        anchors: &[TrustAnchor],
    ) -> Result<ScenarioImport, AppError> {
        let opened = crate::scenario::open_scenario_file(path, anchors)?;
        let imported = self.save(&opened.read.scenario.case, saved_by).await?;
        Ok(ScenarioImport {
            imported,
            migrated_from: opened.read.migrated_from,
            signature: opened.signature,
            results: opened.results,
        })
    }

    /// Saves a case as its next version, in canonical form.
    pub async fn save(&self, case: &Case, saved_by: &str) -> Result<Imported, AppError> {
        let document = casefile::to_string(case);
        let saved = self
            .store
            .save(&case.id, &case.name, &document, saved_by)
            .await?;
        Ok(Imported::new(saved, &case.name))
    }

    /// A stored case, the latest version unless `version` is given, parsed again so that the
    /// caller gets a case the core accepts.
    pub async fn open_case(
        &self,
        id: &str,
        version: Option<i64>,
    ) -> Result<(Case, StoredVersion), AppError> {
        let stored = self.store.load(id, version).await?;
        let origin = PathBuf::from(format!("store:{id}@{}", stored.version));
        Ok((parse_case(&stored.document, &origin)?, stored))
    }

    /// Exports a stored case to `path` as a scenario file (format `gpucase/2`) with its
    /// results computed here, signed by `signer` at the given time when one is given. The
    /// same stored case gives the same bytes unsigned.
    pub async fn export(
        &self,
        id: &str,
        version: Option<i64>,
        path: &Path,
        signer: Option<(&Signer, jiff::Timestamp)>,
    ) -> Result<StoredVersion, AppError> {
        let (case, stored) = self.open_case(id, version).await?;
        let scenario = crate::scenario::build_scenario(&case, signer)?;
        let text = gpucase_core::scenario::to_string(&scenario);
        write_file_atomically(path, text.as_bytes())?;
        Ok(stored)
    }

    /// Writes the XLSX workbook of a stored case to `path`: labels in `language`, else the
    /// case's, else English.
    pub async fn export_xlsx(
        &self,
        id: &str,
        version: Option<i64>,
        path: &Path,
        language: Option<gpucase_core::Language>,
    ) -> Result<(crate::WorkbookWritten, StoredVersion), AppError> {
        let (case, stored) = self.open_case(id, version).await?;
        Ok((crate::workbook::export_xlsx(&case, path, language)?, stored))
    }

    /// Every case, most recently saved first.
    pub async fn list(&self) -> Result<Vec<CaseListEntry>, AppError> {
        Ok(self
            .store
            .list()
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// The store behind the library.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Every version of a case, oldest first.
    pub async fn history(&self, id: &str) -> Result<Vec<VersionEntry>, AppError> {
        Ok(self
            .store
            .history(id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }
}
