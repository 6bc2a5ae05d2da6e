//! The library's commands: where cases are kept (the local file or a team library), and
//! what the library as a whole holds (the list, the search, the tags, a backup).

use std::path::{Path, PathBuf};

use gpucase_core::problem::Problem;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Command, Cx, Password};
use crate::{AppError, CaseListEntry, ErrorPayload, Library, LibraryLocation, RestoreOutcome};

/// The cases in the store, most recent first.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryList {}

impl Command for LibraryList {
    type Output = Vec<CaseListEntry>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.list().await
    }
}

/// Which library is open: the local file, or the team library and the role.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryWhere {}

impl Command for LibraryWhere {
    type Output = LibraryLocation;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.location().await
    }
}

/// Connect to a team library (`postgres://USER@HOST[:PORT]/DATABASE`) with its password,
/// which is kept in the OS keyring once the server accepted it; from then on every request
/// works on the team library.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryConnect {
    /// The URL, without a password.
    pub url: String,
    /// The password (empty: the server needs none).
    pub password: Password,
    /// Keep the offers catalog in the local library instead of the team's shared one.
    #[serde(default)]
    pub local_catalog: bool,
}

/// A team library connected to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Connected {
    /// The library now open.
    pub location: LibraryLocation,
    /// Why the OS keyring could not keep the password (it will be asked again); `None`
    /// when it was kept or none was needed.
    pub password_not_kept: Option<String>,
}

impl Command for LibraryConnect {
    type Output = Connected;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let host = cx.host;
        let (team, not_kept) = Library::connect_with_password(
            &self.url,
            &self.password.0,
            host.library.clock().clone(),
        )
        .await?;
        let team = if self.local_catalog {
            team.with_catalog_of(&host.library)
        } else {
            team
        };
        let location = team.location().await?;
        let opened = RememberedTeam {
            url: self.url,
            local_catalog: self.local_catalog,
        };
        remember(host.team_memory.as_deref(), Some(&opened))?;
        let mut state = host.team.write().unwrap_or_else(|e| e.into_inner());
        state.library = Some(team);
        state.in_use = true;
        state.opened = Some(opened);
        Ok(Connected {
            location,
            password_not_kept: not_kept.map(|e| ErrorPayload::localized(&e, cx.l10n).message),
        })
    }
}

/// Work on the local library again (the team library stays connected for copies).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryUseLocal {}

impl Command for LibraryUseLocal {
    type Output = LibraryLocation;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let host = cx.host;
        remember(host.team_memory.as_deref(), None)?;
        host.team.write().unwrap_or_else(|e| e.into_inner()).in_use = false;
        host.library.location().await
    }
}

/// Work on the team library connected before.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryUseTeam {}

impl Command for LibraryUseTeam {
    type Output = LibraryLocation;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let host = cx.host;
        let (team, opened) = {
            let mut state = host.team.write().unwrap_or_else(|e| e.into_inner());
            state.in_use = state.library.is_some();
            (state.library.clone(), state.opened.clone())
        };
        remember(host.team_memory.as_deref(), opened.as_ref())?;
        let team = team.ok_or(AppError::Refused(Problem::NoTeamLibrary))?;
        team.location().await
    }
}

/// The cases whose id, name, description or a tag contain every word of the query, letter
/// case ignored.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibrarySearch {
    /// Words to look for; empty: every case.
    pub query: String,
}

impl Command for LibrarySearch {
    type Output = Vec<CaseListEntry>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.search(&self.query).await
    }
}

/// Every tag in use in the library.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryTags {}

impl Command for LibraryTags {
    type Output = Vec<String>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.all_tags().await
    }
}

/// Write the whole store to one file.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryBackup {
    /// The file.
    pub path: PathBuf,
}

impl Command for LibraryBackup {
    /// The file written.
    type Output = PathBuf;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.backup(&self.path).await?;
        Ok(self.path)
    }
}

/// Replace the whole store by a backup; the current store is kept beside it.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct LibraryRestore {
    /// The backup file.
    pub path: PathBuf,
}

impl Command for LibraryRestore {
    type Output = RestoreOutcome;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        cx.library.restore(&self.path).await
    }
}

/// The team library a desktop opens again at start: its URL (never a password) and whether
/// the offers catalog stays local. Kept as JSON in the host's settings folder while the
/// team library is in use; "Use local library" forgets it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RememberedTeam {
    /// The team library's URL, without a password.
    pub url: String,
    /// Whether the offers catalog is the local library's.
    pub local_catalog: bool,
}

impl RememberedTeam {
    /// What `path` remembers; `None` when there is nothing (or nothing readable: a broken
    /// file is forgotten, the local library opens).
    pub fn read(path: &Path) -> Option<Self> {
        serde_json::from_slice(&std::fs::read(path).ok()?).ok()
    }

    /// Opens the remembered team library over `local` (its catalog when kept local), with
    /// the password from the environment or the keyring.
    pub async fn open(&self, local: &Library) -> Result<Library, AppError> {
        let team = Library::connect(&self.url, local.clock().clone()).await?;
        Ok(if self.local_catalog {
            team.with_catalog_of(local)
        } else {
            team
        })
    }
}

/// Remembers `team` at `path` (when the host keeps one), or forgets it (`None`).
fn remember(path: Option<&Path>, team: Option<&RememberedTeam>) -> Result<(), AppError> {
    let Some(path) = path else { return Ok(()) };
    match team {
        Some(t) => {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|source| AppError::Io {
                    path: dir.to_owned(),
                    source,
                })?;
            }
            let json =
                serde_json::to_vec_pretty(t).map_err(|e| AppError::Internal(e.to_string()))?;
            crate::write_file_atomically(path, &json)
        }
        None => match std::fs::remove_file(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(AppError::Io {
                path: path.to_owned(),
                source: e,
            }),
            _ => Ok(()),
        },
    }
}
