//! The commands a UI sends, declared once: request, response, and the handler that serves
//! them. The desktop forwards every request here through one Tauri command; tests send the
//! same JSON with no desktop around. TypeScript types for both sides are generated from
//! these declarations (see `tests/bindings.rs`).

use std::path::PathBuf;

use gpucase_core::Case;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{
    AppError, CaseListEntry, CaseView, ErrorPayload, Imported, Library, VersionEntry, blank_case,
    example_case, read_case_file, view, view_from_value, write_file_atomically,
};

/// A command from the UI.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(tag = "command", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// The cases in the store, most recent first.
    LibraryList,
    /// The bundled example as a new, unsaved case.
    CaseExample,
    /// A new, empty case.
    CaseBlank,
    /// Open a `.gpucase` file (from a dialog or a drop).
    CaseReadFile {
        /// The file.
        path: PathBuf,
    },
    /// Open a stored case, the latest version unless one is given.
    CaseOpenStored {
        /// The case id.
        id: String,
        /// A version other than the latest.
        version: Option<i64>,
    },
    /// Validate and compute a case as the UI holds it.
    CaseCompute {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
    },
    /// Validate and save a case as its next version in the store.
    CaseSave {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
    },
    /// Validate and write a case to a file (save as).
    CaseWriteFile {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The file.
        path: PathBuf,
    },
    /// The saved versions of a case.
    CaseHistory {
        /// The case id.
        id: String,
    },
    /// The case the host was started with (a file named on its command line), if any.
    CaseStartup,
}

/// The answer to a [`Request`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum Response {
    /// Cases in the store.
    Cases(Vec<CaseListEntry>),
    /// An open case, computed.
    View(Box<CaseView>),
    /// A case was saved in the store.
    Saved(Imported),
    /// A case was written to a file.
    Written(PathBuf),
    /// The versions of a case.
    History(Vec<VersionEntry>),
    /// The case the host was started with, if any.
    Startup(Option<Box<CaseView>>),
}

/// What a host serves requests with.
#[derive(Debug, Clone)]
pub struct Host {
    /// The case library.
    pub library: Library,
    /// Who saves, for the version history.
    pub saved_by: String,
    /// A case file to open at start.
    pub startup_file: Option<PathBuf>,
}

/// Serves one request.
pub async fn handle(host: &Host, request: Request) -> Result<Response, ErrorPayload> {
    serve(host, request)
        .await
        .map_err(|e| ErrorPayload::from(&e))
}

async fn serve(host: &Host, request: Request) -> Result<Response, AppError> {
    let (library, saved_by) = (&host.library, host.saved_by.as_str());
    let boxed = |v| Response::View(Box::new(v));
    Ok(match request {
        Request::LibraryList => Response::Cases(library.list().await?),
        Request::CaseExample => boxed(view(example_case()?)?),
        Request::CaseBlank => boxed(view(blank_case()?)?),
        Request::CaseReadFile { path } => boxed(view(read_case_file(&path)?)?),
        Request::CaseOpenStored { id, version } => {
            boxed(view(library.open_case(&id, version).await?.0)?)
        }
        Request::CaseCompute { case } => boxed(view_from_value(case)?),
        Request::CaseSave { case } => {
            let v = view_from_value(case)?;
            Response::Saved(library.save(&v.case, saved_by).await?)
        }
        Request::CaseWriteFile { case, path } => {
            let v = view_from_value(case)?;
            write_file_atomically(&path, gpucase_core::casefile::to_string(&v.case).as_bytes())?;
            Response::Written(path)
        }
        Request::CaseHistory { id } => Response::History(library.history(&id).await?),
        Request::CaseStartup => Response::Startup(match &host.startup_file {
            Some(path) => Some(Box::new(view(read_case_file(path)?)?)),
            None => None,
        }),
    })
}
