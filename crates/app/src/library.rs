//! The library of cases: the store, seen through validated case documents.

use gpucase_message::{Describe, Message};
use std::path::{Path, PathBuf};

use gpucase_clock::SharedClock;
use gpucase_core::problem::Problem;
use gpucase_core::{Case, casefile};
use gpucase_store::{CaseSummary, DeletedCase, Saved, Store, StoreError, StoredVersion};
use schemars::JsonSchema;
use serde::Serialize;

use crate::scenario::{ResultsCheck, SignatureState, TrustState};
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
    /// Its tags, alphabetically.
    pub tags: Vec<String>,
}

impl From<CaseSummary> for CaseListEntry {
    fn from(c: CaseSummary) -> Self {
        Self {
            id: c.id,
            name: c.name,
            current_version: c.current_version,
            updated_at: c.updated_at,
            tags: c.tags,
        }
    }
}

/// A deleted case, which can still be brought back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DeletedEntry {
    /// Identity of the case.
    pub id: String,
    /// Title as of the latest version.
    pub name: String,
    /// When it was deleted (UTC, RFC 3339).
    pub deleted_at: String,
}

impl From<DeletedCase> for DeletedEntry {
    fn from(d: DeletedCase) -> Self {
        Self {
            id: d.id,
            name: d.name,
            deleted_at: d.deleted_at,
        }
    }
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RestoreOutcome {
    /// Cases in the library now.
    pub cases: i64,
    /// Where the store as it was before the restore is kept.
    pub kept: PathBuf,
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
    /// For the first version of a duplicate: the case and version it was copied from,
    /// `ID@VERSION`.
    pub copied_from: Option<String>,
    /// On a team library, the server role that saved it, stamped by the server; empty in a
    /// local library.
    pub role: String,
    /// Its approval, when it was approved.
    pub approved: Option<ApprovalEntry>,
}

/// Who approved a version, and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ApprovalEntry {
    /// The approved version.
    pub version: i64,
    /// Who approved it: the server role on a team library, the name given locally.
    pub approved_by: String,
    /// When (UTC, RFC 3339).
    pub approved_at: String,
}

impl From<gpucase_store::Approval> for ApprovalEntry {
    fn from(a: gpucase_store::Approval) -> Self {
        Self {
            version: a.version,
            approved_by: a.approved_by,
            approved_at: a.approved_at,
        }
    }
}

impl From<StoredVersion> for VersionEntry {
    fn from(v: StoredVersion) -> Self {
        Self {
            version: v.version,
            saved_at: v.saved_at,
            saved_by: v.saved_by,
            sha256: v.sha256,
            copied_from: v.copied_from,
            role: v.role,
            approved: None,
        }
    }
}

/// Which library is open: a local file, or a team library on a server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LibraryLocation {
    /// A local SQLite library.
    Local {
        /// Its file.
        path: PathBuf,
    },
    /// A team library on a PostgreSQL server.
    Team {
        /// Its URL, without a password.
        url: String,
        /// The role it is open as.
        role: String,
    },
}

/// The name of the secret that holds a team library's password: the environment variable
/// of that name, else the OS keyring entry (service `gpucase`) of that name.
pub const TEAM_PASSWORD_SECRET: &str = "GPUCASE_STORE_PASSWORD";

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
    /// The file's format when it was older and migrated (`gpucase/1` or `gpucase/2`).
    pub migrated_from: Option<String>,
    /// Who signed the file, or `unsigned`.
    pub signature: SignatureState,
    /// Whether this gpucase computes the file's results.
    pub results: ResultsCheck,
    /// The settings of the sender's latest report of the case, when the file carries them.
    pub report: Option<gpucase_core::scenario::ReportSettingsRecord>,
}

/// What importing a scenario file would write: never an overwrite.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "into", rename_all = "snake_case")]
pub enum ImportTarget {
    /// No case with the file's id is stored: a new case, version 1.
    NewCase,
    /// A case with the file's id is stored: its next version.
    NewVersion {
        /// The version the import would write.
        version: i64,
        /// The stored case's title, as of its latest version.
        local_name: String,
        /// The stored case's latest version, the one to compare with.
        local_version: i64,
    },
}

/// What a scenario file is, found before anything is stored: what a host shows before it
/// asks whether to import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ScenarioPreview {
    /// The file.
    pub path: PathBuf,
    /// The case's id.
    pub id: String,
    /// The case's title.
    pub name: String,
    /// The format the file is read in: this gpucase's (`gpucase/3`); `migrated_from` says
    /// the file's own when it was older.
    pub format: String,
    /// The file's format when it was older and migrated (`gpucase/1` or `gpucase/2`).
    pub migrated_from: Option<String>,
    /// Who signed the file, or `unsigned`.
    pub signature: SignatureState,
    /// Whether this gpucase computes the file's results.
    pub results: ResultsCheck,
    /// A new case, or the next version of the stored case with the same id.
    pub target: ImportTarget,
}

/// What a scenario import given trust anchors does with a file they do not vouch for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Untrusted {
    /// Refuse it, storing nothing: the analyst asked for a trusted signer.
    Refuse,
    /// Import it anyway: the analyst said so explicitly, having seen its trust state.
    Accept,
}

/// The library of cases: the store and what hosts do with it.
#[derive(Debug, Clone)]
pub struct Library {
    store: Store,
    /// Where the offers catalog lives when not beside the cases: a team library whose
    /// analyst keeps the catalog in the local library. `None`: in `store` (a team library
    /// shares one catalog, refreshed once for the team).
    catalog: Option<Store>,
}

impl Library {
    /// Opens the library at `path`, creating it if needed; `clock` says what "now" is for
    /// everything the library stamps (hosts hand it the system clock, tests a fixed one).
    /// A `postgres://USER@HOST/DATABASE` URL in place of a path opens that team library
    /// ([`Library::connect`]).
    pub async fn open(path: &Path, clock: SharedClock) -> Result<Self, AppError> {
        if let Some(url) = path
            .to_str()
            .filter(|p| gpucase_store::TeamLocation::is_team_url(p))
        {
            return Self::connect(url, clock).await;
        }
        let store = Store::open(path, clock).await?;
        crate::protected::protect_store(path);
        Ok(Self {
            store,
            catalog: None,
        })
    }

    /// Opens the team library at `url` (`postgres://USER@HOST[:PORT]/DATABASE`, with
    /// `?sslmode=verify-full` to require TLS and check the server's certificate). The
    /// password is the secret [`TEAM_PASSWORD_SECRET`]: the environment variable, else the
    /// OS keyring; never a file or the URL.
    pub async fn connect(url: &str, clock: SharedClock) -> Result<Self, AppError> {
        let location =
            gpucase_store::TeamLocation::parse(url).map_err(|e| AppError::Said(e.message()))?;
        let (password, keyring) = match gpucase_secrets::get(TEAM_PASSWORD_SECRET) {
            Ok(p) => (p, None),
            // No keyring here (a headless machine): the server may need no password (a
            // local socket); if it does, the keyring's failure is what to report.
            Err(e) => (None, Some(e)),
        };
        match Store::connect(
            &location,
            password.as_ref().map(|p| p.expose()),
            clock.clone(),
        )
        .await
        {
            Ok(store) => {
                let team = Self {
                    store,
                    catalog: None,
                };
                // `GPUCASE_CATALOG=local`: the analyst keeps the offers catalog in their
                // local library; `team` (the default) shares the team library's.
                match std::env::var("GPUCASE_CATALOG").as_deref() {
                    Ok("local") => {
                        let path = crate::default_store_path()?;
                        let local = Library {
                            store: Store::open(&path, clock).await?,
                            catalog: None,
                        };
                        crate::protected::protect_store(&path);
                        Ok(team.with_catalog_of(&local))
                    }
                    Ok("team" | "") | Err(_) => Ok(team),
                    Ok(other) => Err(AppError::Said(
                        Message::new("error-catalog-env").text("found", format!("{other:?}")),
                    )),
                }
            }
            Err(e @ gpucase_store::StoreError::Connect { .. }) => match keyring {
                Some(k) => Err(AppError::Secret(k)),
                None => Err(e.into()),
            },
            Err(e) => Err(e.into()),
        }
    }

    /// Connects to the team library at `url` with `password` (empty: none) and, once the
    /// server accepted it, keeps the password in the OS keyring as
    /// [`TEAM_PASSWORD_SECRET`], so that later opens find it: "Connect to a team library".
    ///
    /// The library is open even when the keyring cannot keep the password (no keyring on
    /// this machine): the keyring's refusal comes back beside it, for the host to say that
    /// the password will be asked again (or belongs in `GPUCASE_STORE_PASSWORD`).
    pub async fn connect_with_password(
        url: &str,
        password: &str,
        clock: SharedClock,
    ) -> Result<(Self, Option<AppError>), AppError> {
        let location =
            gpucase_store::TeamLocation::parse(url).map_err(|e| AppError::Said(e.message()))?;
        let store =
            Store::connect(&location, (!password.is_empty()).then_some(password), clock).await?;
        let kept = if password.is_empty() {
            None
        } else {
            gpucase_secrets::set(TEAM_PASSWORD_SECRET, password)
                .err()
                .map(AppError::Secret)
        };
        Ok((
            Self {
                store,
                catalog: None,
            },
            kept,
        ))
    }

    /// Which library this is: its file, or its server and the role it is open as.
    pub async fn location(&self) -> Result<LibraryLocation, AppError> {
        Ok(match self.store.team_location() {
            Some(url) => LibraryLocation::Team {
                url: url.to_owned(),
                role: self.store.role().await?,
            },
            None => LibraryLocation::Local {
                path: self.store.path().map(Path::to_owned).unwrap_or_default(),
            },
        })
    }

    /// The clock this library was opened with: the one source of "now" for the use cases
    /// served over it.
    pub fn clock(&self) -> &SharedClock {
        self.store.clock()
    }

    /// Imports a scenario file and says what it found: signature (checked against
    /// `anchors`, when given) and whether the results compute the same here. A signature
    /// that does not match the content refuses the file.
    ///
    /// Given `anchors`, the analyst asked for a trusted signer: a file that is unsigned or
    /// whose signer does not chain to one of them is refused and nothing is stored, unless
    /// `untrusted` says explicitly to import it anyway.
    pub async fn import_scenario(
        &self,
        path: &Path,
        saved_by: &str,
        anchors: &[TrustAnchor],
        untrusted: Untrusted,
        l10n: &gpucase_l10n::Localizer,
    ) -> Result<ScenarioImport, AppError> {
        let opened = crate::scenario::open_scenario_file(path, anchors, l10n)?;
        if !anchors.is_empty() && untrusted == Untrusted::Refuse {
            let place = path.display().to_string();
            match &opened.signature {
                SignatureState::Unsigned => {
                    return Err(AppError::Refused(Problem::ImportUnsigned { path: place }));
                }
                SignatureState::Signed {
                    trust: TrustState::NotTrusted { reason },
                    ..
                } => {
                    return Err(AppError::Refused(Problem::ImportNotTrusted {
                        path: place,
                        reason: reason.clone(),
                    }));
                }
                SignatureState::Signed { .. } => {}
            }
        }
        let imported = self.save(&opened.read.scenario.case, saved_by).await?;
        Ok(ScenarioImport {
            imported,
            migrated_from: opened.read.migrated_from,
            signature: opened.signature,
            results: opened.results,
            report: opened.read.scenario.report,
        })
    }

    /// Opens the scenario file at `path` without storing anything: what it is, who signed it,
    /// whether its results compute the same here, and what importing it would write. A
    /// signature that does not match the content refuses the file.
    pub async fn preview_scenario(
        &self,
        path: &Path,
        anchors: &[TrustAnchor],
        l10n: &gpucase_l10n::Localizer,
    ) -> Result<ScenarioPreview, AppError> {
        let opened = crate::scenario::open_scenario_file(path, anchors, l10n)?;
        self.preview_opened(path, opened).await
    }

    /// [`Library::preview_scenario`] for the text of a scenario file; `path` names it in
    /// messages.
    pub async fn preview_scenario_text(
        &self,
        path: &Path,
        text: &str,
        anchors: &[TrustAnchor],
        l10n: &gpucase_l10n::Localizer,
    ) -> Result<ScenarioPreview, AppError> {
        let opened = crate::scenario::open_scenario_text(path, text, anchors, l10n)?;
        self.preview_opened(path, opened).await
    }

    async fn preview_opened(
        &self,
        path: &Path,
        opened: crate::scenario::OpenedScenario,
    ) -> Result<ScenarioPreview, AppError> {
        let case = &opened.read.scenario.case;
        let target = match self.store.load(&case.id, None).await {
            Ok(local) => {
                let origin = PathBuf::from(format!("store:{}@{}", case.id, local.version));
                ImportTarget::NewVersion {
                    version: local.version + 1,
                    local_name: parse_case(&local.document, &origin)?.name,
                    local_version: local.version,
                }
            }
            Err(StoreError::NotFound { .. }) => ImportTarget::NewCase,
            Err(e) => return Err(e.into()),
        };
        Ok(ScenarioPreview {
            path: path.to_owned(),
            id: case.id.clone(),
            name: case.name.clone(),
            format: gpucase_core::scenario::FORMAT.to_owned(),
            migrated_from: opened.read.migrated_from.clone(),
            signature: opened.signature.clone(),
            results: opened.results.clone(),
            target,
        })
    }

    /// Saves a case as its next version, in canonical form.
    pub async fn save(&self, case: &Case, saved_by: &str) -> Result<Imported, AppError> {
        self.save_on(case, saved_by, None).await
    }

    /// Saves a case as its next version on top of `base`, the version the analyst opened:
    /// when a colleague saved a newer one meanwhile, nothing is written and the error
    /// ([`ErrorCode::Stale`](crate::ErrorCode::Stale)) says who and when, so that the host
    /// can offer to compare, or to save on top of the newer one. `None` saves whatever the
    /// latest version is (a case not opened from the library).
    pub async fn save_on(
        &self,
        case: &Case,
        saved_by: &str,
        base: Option<i64>,
    ) -> Result<Imported, AppError> {
        let document = casefile::to_string(case);
        let base = base.map_or(gpucase_store::Base::Any, gpucase_store::Base::Version);
        let saved = self
            .store
            .save_on(&case.id, &case.name, &document, saved_by, base)
            .await?;
        Ok(Imported::new(saved, &case.name))
    }

    /// Approves version `version` of a stored case. On a team library only a role granted
    /// `gpucase_approver` may, and the server records that role; locally `by` is recorded.
    pub async fn approve(
        &self,
        id: &str,
        version: i64,
        by: &str,
    ) -> Result<ApprovalEntry, AppError> {
        Ok(self.store.approve(id, version, by).await?.into())
    }

    /// Copies stored cases with every version and their tags into the library `to`; a case
    /// `to` already has is brought up to date when its history is the start of this one's.
    /// Each case is one transaction there: a failure leaves it whole or absent.
    pub async fn copy_to(&self, to: &Library, id: &str) -> Result<Imported, AppError> {
        let saved = self.store.copy_case_to(&to.store, id).await?;
        let (case, _) = to.open_case(id, Some(saved.version)).await?;
        Ok(Imported::new(saved, &case.name))
    }

    /// A stored case, the latest version unless `version` is given, parsed again so that the
    /// caller gets a case the core accepts.
    pub async fn open_case(
        &self,
        id: &str,
        version: Option<i64>,
    ) -> Result<(Case, StoredVersion), AppError> {
        let stored = match self.store.load(id, version).await {
            Err(StoreError::NotFound { version: None, .. }) => {
                let ids: Vec<String> = self.store.list().await?.into_iter().map(|c| c.id).collect();
                return Err(AppError::CaseNotFound {
                    case_id: id.to_owned(),
                    similar: crate::similar::one_edit_away(id, ids.iter().map(String::as_str))
                        .map(str::to_owned),
                });
            }
            other => other?,
        };
        let origin = PathBuf::from(format!("store:{id}@{}", stored.version));
        Ok((parse_case(&stored.document, &origin)?, stored))
    }

    /// The case `id_or_path` names: a `.gpucase` file when a file has that path, else the
    /// stored case with that id (`version`: the latest when `None`), with its stored version.
    pub async fn open_case_or_file(
        &self,
        id_or_path: &str,
        version: Option<i64>,
    ) -> Result<(Case, Option<StoredVersion>), AppError> {
        let path = Path::new(id_or_path);
        if path.is_file() {
            Ok((crate::read_case_file(path)?, None))
        } else {
            let (case, stored) = self.open_case(id_or_path, version).await?;
            Ok((case, Some(stored)))
        }
    }

    /// Writes `case` to `path` as a scenario file (format `gpucase/3`) with its results
    /// computed here, signed by `signer` at the given time when one is given. With
    /// `with_report`, the file carries the settings of the latest report this store
    /// recorded for the case's id. The same case gives the same bytes unsigned.
    pub async fn write_scenario(
        &self,
        case: &Case,
        with_report: bool,
        path: &Path,
        signer: Option<(&Signer, jiff::Timestamp)>,
    ) -> Result<(), AppError> {
        let report = if with_report {
            crate::scenario::last_report_settings(&self.store, &case.id).await?
        } else {
            None
        };
        let scenario = crate::scenario::build_scenario(case, report, signer)?;
        let text = gpucase_core::scenario::to_string(&scenario);
        write_file_atomically(path, text.as_bytes())
    }

    /// Exports a stored case to `path` as a scenario file, as [`Library::write_scenario`]
    /// writes it with the settings of its latest report.
    pub async fn export(
        &self,
        id: &str,
        version: Option<i64>,
        path: &Path,
        signer: Option<(&Signer, jiff::Timestamp)>,
    ) -> Result<StoredVersion, AppError> {
        let (case, stored) = self.open_case(id, version).await?;
        self.write_scenario(&case, true, path, signer).await?;
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

    /// The store behind the library: its cases, versions and reports.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The store of the offers catalog: the library's own (on a team library, one catalog
    /// for the team, refreshed once), or the local library's when the analyst keeps the
    /// catalog local ([`Library::with_catalog_of`]).
    pub fn catalog(&self) -> &Store {
        self.catalog.as_ref().unwrap_or(&self.store)
    }

    /// This library with the offers catalog of `local` instead of its own: a team library
    /// whose analyst refreshes and reads offers in their local library.
    pub fn with_catalog_of(mut self, local: &Library) -> Self {
        self.catalog = Some(local.catalog().clone());
        self
    }

    /// Whether the offers catalog is kept apart from the cases (a team library with a local
    /// catalog).
    pub fn catalog_is_local(&self) -> bool {
        self.catalog.is_some()
    }

    /// Every version of a case, oldest first, with who saved and who approved each.
    pub async fn history(&self, id: &str) -> Result<Vec<VersionEntry>, AppError> {
        let approvals = self.store.approvals(id).await?;
        Ok(self
            .store
            .history(id)
            .await?
            .into_iter()
            .map(|v| {
                let approved = approvals
                    .iter()
                    .find(|a| a.version == v.version)
                    .cloned()
                    .map(ApprovalEntry::from);
                VersionEntry {
                    approved,
                    ..v.into()
                }
            })
            .collect())
    }

    /// The cases whose id, name, description or a tag contain every word of `query`,
    /// letter case ignored; most recently saved first.
    pub async fn search(&self, query: &str) -> Result<Vec<CaseListEntry>, AppError> {
        Ok(self
            .store
            .search(query)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// Every tag in use in the library.
    pub async fn all_tags(&self) -> Result<Vec<String>, AppError> {
        Ok(self.store.all_tags().await?)
    }

    /// Tags a case (tags are not case inputs: no version is saved). Returns its tags.
    pub async fn add_tag(&self, id: &str, tag: &str) -> Result<Vec<String>, AppError> {
        Ok(self.store.add_tag(id, tag).await?)
    }

    /// Removes a tag from a case. Returns its tags.
    pub async fn remove_tag(&self, id: &str, tag: &str) -> Result<Vec<String>, AppError> {
        Ok(self.store.remove_tag(id, tag).await?)
    }

    /// Copies a case (the latest version unless `version` is given) as a new case: the id
    /// `ID-copy` (or `ID-copy-2`, … when taken), the name `name` or else "NAME (copy)",
    /// version 1 recording where it came from.
    pub async fn duplicate(
        &self,
        id: &str,
        version: Option<i64>,
        name: Option<String>,
        saved_by: &str,
    ) -> Result<Imported, AppError> {
        let (mut case, stored) = self.open_case(id, version).await?;
        let mut new_id = format!("{id}-copy");
        let mut n = 1;
        while self.store.exists(&new_id).await? {
            n += 1;
            new_id = format!("{id}-copy-{n}");
        }
        case.id = new_id;
        case.name = name
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| format!("{} (copy)", case.name));
        let document = casefile::to_string(&case);
        // The copy is read back as any stored case would be, before it is written.
        let origin = PathBuf::from(format!("store:{}@1", case.id));
        parse_case(&document, &origin)?;
        let saved = self
            .store
            .duplicate(
                (id, stored.version),
                &case.id,
                &case.name,
                &document,
                saved_by,
            )
            .await?;
        Ok(Imported::new(saved, &case.name))
    }

    /// Hides a case from the library; [`Library::undo_delete`] brings it back. Deleted
    /// cases stay in the store (and in backups) until purged.
    pub async fn delete(&self, id: &str) -> Result<DeletedEntry, AppError> {
        Ok(self.store.delete(id).await?.into())
    }

    /// Brings a deleted case back.
    pub async fn undo_delete(&self, id: &str) -> Result<(), AppError> {
        Ok(self.store.undo_delete(id).await?)
    }

    /// The deleted cases, most recently deleted first.
    pub async fn deleted(&self) -> Result<Vec<DeletedEntry>, AppError> {
        Ok(self
            .store
            .deleted()
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// Removes a deleted case for good.
    pub async fn purge(&self, id: &str) -> Result<(), AppError> {
        Ok(self.store.purge(id).await?)
    }

    /// Writes the whole store, every case and version, the offers catalog and deleted
    /// cases included, to one file.
    pub async fn backup(&self, to: &Path) -> Result<(), AppError> {
        // The store refuses its own file; its journals and the inputs of the command are
        // refused here, as for every other output.
        crate::protected::check_output(to)?;
        Ok(self.store.backup_to(to).await?)
    }

    /// Replaces the whole store by a backup, after checking it; the store as it was is
    /// kept beside it as `NAME.before-restore-YYYYMMDDTHHMMSSZ` (with `-2`, `-3`, … when that name
    /// is taken).
    pub async fn restore(&self, from: &Path) -> Result<RestoreOutcome, AppError> {
        if self.store.team_location().is_some() {
            return Err(gpucase_store::StoreError::LocalOnly { what: "a restore" }.into());
        }
        let own = self
            .store
            .path()
            .ok_or(gpucase_store::StoreError::InMemory)?;
        let stamp = self.clock().now().strftime("%Y%m%dT%H%M%SZ");
        // Two restores within a second must not put the second's copy over the first's.
        let kept = (1..)
            .map(|n| {
                let mut name = own.as_os_str().to_owned();
                name.push(format!(".before-restore-{stamp}"));
                if n > 1 {
                    name.push(format!("-{n}"));
                }
                PathBuf::from(name)
            })
            .find(|p| !p.exists())
            .ok_or(AppError::Refused(Problem::NoFreeCopyName))?;
        // Every version of the backup must be a case this gpucase computes, as saved.
        let valid = |document: &str| {
            gpucase_core::casefile::parse(document)
                .map(|_| ())
                .map_err(|e| e.message())
        };
        let restored = self.store.restore_from(from, &kept, &valid).await?;
        Ok(RestoreOutcome {
            cases: restored.cases,
            kept: restored.kept,
        })
    }
}
