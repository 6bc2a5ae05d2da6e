//! Errors of the application API, with a stable code per kind for hosts that must tell
//! kinds apart without reading messages (the desktop's IPC, scripts reading the CLI).

use std::path::PathBuf;

use gpucase_message::{Describe, Message};
use schemars::JsonSchema;
use serde::Serialize;

/// A stable, machine-readable error kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// A file could not be read or written.
    Io,
    /// A case file is malformed or invalid.
    InvalidCase,
    /// Input is too large to be what it claims.
    TooLarge,
    /// The case store failed.
    Store,
    /// The asked-for case or version does not exist.
    NotFound,
    /// A file to restore from is not a gpucase store this version can read.
    NotAStore,
    /// A save was made on a version that is no longer the latest: a colleague saved in
    /// between; the host offers Compare and save-on-top.
    Stale,
    /// The team library's server refused the operation for the connection's role.
    Denied,
    /// The report could not be rendered.
    Report,
    /// The platform has no data directory.
    NoDataDir,
    /// A provider plugin failed or was stopped.
    Plugin,
    /// A report could not be signed (key, password, certificate) or a PDF not verified.
    Signing,
    /// The XLSX workbook could not be written.
    Workbook,
    /// A step that sound input cannot make fail failed (writing JSON, a worker thread that
    /// stopped: a bug), or a host could not serve a request at all (a refused permission).
    Internal,
}

/// Why a use case failed. Its words are the message it says ([`Describe`]); `Display` is
/// that message's English text in the catalogue (logs, tests), hosts show people the
/// message in their language.
#[derive(Debug)]
pub enum AppError {
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A file is too large to be what it should be.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// What it should be.
        kind: FileKind,
        /// Its size, or the bytes read before the limit stopped the reading.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// A file is not UTF-8 text.
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// What it should be.
        kind: FileKind,
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
    /// A path names a device, a FIFO or a directory where a file is read.
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// A case file is malformed or invalid.
    CaseFile {
        /// The file.
        path: PathBuf,
        /// What is wrong, where (boxed: with its structured problem it is the largest
        /// error, and every `Result` of the API would carry its size).
        source: Box<gpucase_core::casefile::CaseFileError>,
    },
    /// A field of a case a host holds is wrong; `path` is its JSON path.
    CaseInput {
        /// JSON path of the field.
        path: String,
        /// What was wrong and what was expected.
        problem: gpucase_core::problem::Problem,
    },
    /// A request a host refused in its own words: a message of the catalogue (the CLI's
    /// in `cli.ftl`), written in the language the error is shown in.
    Said(Message),
    /// A step that cannot fail on sound input failed (writing JSON, a worker thread that
    /// stopped): a bug; the library's words are the detail.
    Internal(String),
    /// A valid case cannot be costed (no hours, an amount beyond any plausible case).
    Compute(gpucase_core::tco::TcoError),
    /// A metrics import or fetch failed.
    Metrics(gpucase_metrics::MetricsError),
    /// A bill could not be imported.
    Bills(gpucase_bills::BillsError),
    /// A probe output could not be read; `path` is its file, `None` for pasted text.
    Probe {
        /// The file, or `None` for pasted text.
        path: Option<PathBuf>,
        /// What is wrong with it.
        source: gpucase_probe::ProbeError,
    },
    /// A row of an imported CSV file, or a field of an entered offer, is wrong.
    Row {
        /// The CSV file, or `None` for an offer entered in a form.
        file: Option<PathBuf>,
        /// The file's 1-based line (0 for a form).
        line: u64,
        /// The column or form field at fault, empty when the whole row is.
        column: String,
        /// What is wrong.
        problem: gpucase_core::problem::Problem,
    },
    /// A request the application refuses: an unknown offer, credential, plugin or format.
    Refused(gpucase_core::problem::Problem),
    /// Own-server quotes read from `file` would make the case invalid at `path`.
    QuotesInvalid {
        /// The CSV file of quotes.
        file: PathBuf,
        /// JSON path of the field in the case.
        path: String,
        /// What is wrong there.
        problem: gpucase_core::problem::Problem,
    },
    /// A credential could not be stored in or deleted from the OS keyring.
    Secret(gpucase_secrets::SecretError),
    /// The case store failed.
    Store(gpucase_store::StoreError),
    /// No stored case has the id asked for; `similar` is a stored id one edit away (a
    /// letter added, left out, changed or two swapped), when there is one.
    CaseNotFound {
        /// The id asked for.
        case_id: String,
        /// The stored id it most likely meant.
        similar: Option<String>,
    },
    /// The catalog never had an offer with this key (`provider/offer_id`); `similar` is a
    /// key it has one edit away, when there is one.
    OfferNotFound {
        /// The key asked for.
        offer: String,
        /// The catalog's key it most likely meant.
        similar: Option<String>,
    },
    /// A report was written but the store could not record it among the case's exports.
    ReportNotRecorded {
        /// The report written.
        path: PathBuf,
        /// The store's failure.
        source: gpucase_store::StoreError,
    },
    /// The report could not be rendered.
    Report(gpucase_report::ReportError),
    /// A provider plugin could not be loaded or run.
    Plugin(gpucase_plugins::PluginError),
    /// No platform data directory to put the store in.
    NoDataDir,
    /// Signing a report or verifying a PDF failed.
    Signing(crate::signing::SigningError),
    /// The XLSX workbook could not be written.
    Workbook(gpucase_xlsx::XlsxError),
    /// A scenario file's signature is unreadable or does not match its content.
    ScenarioSignature(crate::scenario::ScenarioSignatureError),
}

gpucase_message::display_in_english!(AppError);

impl std::error::Error for AppError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AppError::Io { source, .. } => Some(source),
            AppError::CaseFile { source, .. } => Some(source.as_ref()),
            AppError::Compute(e) => Some(e),
            AppError::Metrics(e) => Some(e),
            AppError::Bills(e) => Some(e),
            AppError::Probe { source, .. } => Some(source),
            AppError::Secret(e) => Some(e),
            AppError::Store(e) | AppError::ReportNotRecorded { source: e, .. } => Some(e),
            AppError::Report(e) => Some(e),
            AppError::Plugin(e) => Some(e),
            AppError::Signing(e) => Some(e),
            AppError::Workbook(e) => Some(e),
            AppError::ScenarioSignature(e) => Some(e),
            AppError::TooLarge { .. }
            | AppError::NotUtf8 { .. }
            | AppError::NotAFile { .. }
            | AppError::CaseInput { .. }
            | AppError::Said(_)
            | AppError::Internal(_)
            | AppError::Row { .. }
            | AppError::Refused(_)
            | AppError::QuotesInvalid { .. }
            | AppError::CaseNotFound { .. }
            | AppError::OfferNotFound { .. }
            | AppError::NoDataDir => None,
        }
    }
}

impl From<gpucase_store::StoreError> for AppError {
    fn from(e: gpucase_store::StoreError) -> Self {
        AppError::Store(e)
    }
}

impl From<crate::signing::SigningError> for AppError {
    fn from(e: crate::signing::SigningError) -> Self {
        AppError::Signing(e)
    }
}

impl From<crate::scenario::ScenarioSignatureError> for AppError {
    fn from(e: crate::scenario::ScenarioSignatureError) -> Self {
        AppError::ScenarioSignature(e)
    }
}

impl Describe for AppError {
    /// What went wrong, where (file, line, column, JSON path) and what was expected.
    fn message(&self) -> Message {
        let path_of = |p: &std::path::Path| p.display().to_string();
        match self {
            AppError::Io { path, source } => Message::new("error-io")
                .text("path", path_of(path))
                .text("detail", source.to_string()),
            AppError::TooLarge {
                path,
                kind,
                size,
                limit,
            } => Message::new("error-too-large")
                .text("path", path_of(path))
                .text("kind", kind.key())
                .num("size", *size)
                .num("limit", *limit),
            AppError::NotUtf8 { path, kind, offset } => Message::new("error-not-utf8")
                .text("path", path_of(path))
                .text("kind", kind.key())
                .num("offset", *offset),
            AppError::NotAFile { path } => {
                Message::new("error-not-a-file").text("path", path_of(path))
            }
            AppError::CaseFile { path, source } => Message::new("error-in-file")
                .text("path", path_of(path))
                .message("reason", source.message()),
            AppError::CaseInput { path, problem } => Message::new("error-case-input")
                .text("path", path.clone())
                .message("reason", problem.message()),
            // Hosts build these texts themselves, the CLI already in its chosen language
            // (`cli.ftl`): shown as they are.
            AppError::Said(message) => message.clone(),
            AppError::Internal(detail) => Message::detail("error-internal", detail),
            AppError::Compute(e) => e.message(),
            AppError::Metrics(e) => e.message(),
            AppError::Bills(e) => e.message(),
            AppError::Probe {
                path: Some(path),
                source,
            } => Message::new("error-probe-in-file")
                .text("path", path_of(path))
                .message("reason", source.message()),
            AppError::Probe { path: None, source } => {
                Message::new("error-probe-pasted").message("reason", source.message())
            }
            AppError::Secret(e) => e.message(),
            AppError::Refused(problem) => problem.message(),
            AppError::QuotesInvalid {
                file,
                path,
                problem,
            } => Message::new("error-quotes-invalid")
                .text("path", path_of(file))
                .text("field", path.clone())
                .message("reason", problem.message()),
            AppError::Row {
                file,
                line,
                column,
                problem,
            } => {
                let id = match (file, column.is_empty()) {
                    (Some(_), false) => "error-row-in-file",
                    (Some(_), true) => "error-row-in-file-whole",
                    (None, false) => "error-row-entered",
                    (None, true) => "error-row-entered-whole",
                };
                let message = Message::new(id)
                    .text("column", column.clone())
                    .message("reason", problem.message());
                match file {
                    Some(file) => message.text("path", path_of(file)).num("line", *line),
                    None => message,
                }
            }
            AppError::Store(e) => e.message(),
            AppError::Report(e) => Message::new("error-report").message("reason", e.message()),
            AppError::Plugin(e) => e.message(),
            AppError::NoDataDir => Message::new("error-no-data-dir"),
            AppError::Signing(e) => e.message(),
            AppError::CaseNotFound {
                case_id,
                similar: None,
            } => Message::new("error-store-not-found").text("case", case_id.clone()),
            AppError::CaseNotFound {
                case_id,
                similar: Some(similar),
            } => Message::new("error-store-not-found-similar")
                .text("case", case_id.clone())
                .text("similar", similar.clone()),
            AppError::OfferNotFound {
                offer,
                similar: None,
            } => Message::new("error-offer-not-found").text("offer", offer.clone()),
            AppError::OfferNotFound {
                offer,
                similar: Some(similar),
            } => Message::new("error-offer-not-found-similar")
                .text("offer", offer.clone())
                .text("similar", similar.clone()),
            AppError::ReportNotRecorded { path, source } => {
                Message::new("error-report-not-recorded")
                    .text("path", path_of(path))
                    .message("reason", source.message())
            }
            AppError::Workbook(e) => Message::new("error-workbook").message("reason", e.message()),
            AppError::ScenarioSignature(e) => e.message(),
        }
    }
}

/// What a file read whole should be, for the words of a refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A `.gpucase` case file (JSON).
    Case,
    /// A CSV file of offers or quotes.
    Csv,
    /// The output of the probe.
    ProbeOutput,
    /// A mapping or batch schedule file (TOML or JSON).
    Options,
}

impl FileKind {
    /// The Fluent selector of the kind (`case`, `csv`, `probe`, `options`).
    pub fn key(self) -> &'static str {
        match self {
            FileKind::Case => "case",
            FileKind::Csv => "csv",
            FileKind::ProbeOutput => "probe",
            FileKind::Options => "options",
        }
    }
}

impl AppError {
    /// The file at `path`, refused by the bounded read as a `kind` of at most `limit` bytes.
    pub(crate) fn refused_read(
        path: &std::path::Path,
        kind: FileKind,
        limit: u64,
        refusal: crate::bounded::Refusal,
    ) -> Self {
        use crate::bounded::Refusal;
        match refusal {
            Refusal::Io(source) => AppError::Io {
                path: path.to_owned(),
                source,
            },
            Refusal::NotAFile => AppError::NotAFile {
                path: path.to_owned(),
            },
            Refusal::TooLarge { size } => AppError::TooLarge {
                path: path.to_owned(),
                kind,
                size,
                limit,
            },
        }
    }

    /// The stable kind of this error.
    pub fn code(&self) -> ErrorCode {
        match self {
            AppError::Io { .. } | AppError::NotAFile { .. } => ErrorCode::Io,
            AppError::TooLarge { .. } => ErrorCode::TooLarge,
            AppError::NotUtf8 { .. }
            | AppError::CaseFile { .. }
            | AppError::CaseInput { .. }
            | AppError::Said(_)
            | AppError::Compute(_)
            | AppError::Metrics(_)
            | AppError::Bills(_)
            | AppError::Probe { .. }
            | AppError::Row { .. }
            | AppError::Refused(_)
            | AppError::QuotesInvalid { .. }
            | AppError::Secret(_) => ErrorCode::InvalidCase,
            AppError::Store(gpucase_store::StoreError::NotFound { .. })
            | AppError::CaseNotFound { .. }
            | AppError::OfferNotFound { .. } => ErrorCode::NotFound,
            AppError::Store(gpucase_store::StoreError::NotAStore { .. }) => ErrorCode::NotAStore,
            AppError::Store(gpucase_store::StoreError::Stale(_)) => ErrorCode::Stale,
            AppError::Store(gpucase_store::StoreError::Denied { .. }) => ErrorCode::Denied,
            AppError::Store(_) | AppError::ReportNotRecorded { .. } => ErrorCode::Store,
            AppError::Report(_) => ErrorCode::Report,
            AppError::NoDataDir => ErrorCode::NoDataDir,
            AppError::Plugin(_) => ErrorCode::Plugin,
            AppError::Signing(_) | AppError::ScenarioSignature(_) => ErrorCode::Signing,
            AppError::Workbook(_) => ErrorCode::Workbook,
            AppError::Internal(_) => ErrorCode::Internal,
        }
    }
}

/// An error as it crosses to a host's UI: a stable code, the message, and the JSON path of
/// the field at fault when there is one. UIs never parse the message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorPayload {
    /// The kind.
    pub code: ErrorCode,
    /// One line: what, where, what was expected.
    pub message: String,
    /// JSON path of the field at fault, for messages beside a field.
    pub path: Option<String>,
}

impl ErrorPayload {
    /// The payload of `e` with its message written in the language of `l10n` (the UI's);
    /// the code and the path are those of [`From<&AppError>`], whatever the language.
    pub fn localized(e: &AppError, l10n: &gpucase_l10n::Localizer) -> Self {
        Self {
            message: l10n.message(&e.message()),
            ..Self::from(e)
        }
    }
}

/// The payload with the error's English message.
impl From<&AppError> for ErrorPayload {
    fn from(e: &AppError) -> Self {
        let path = match e {
            AppError::CaseInput { path, .. } => Some(path.clone()),
            AppError::CaseFile { source, .. } => match source.as_ref() {
                gpucase_core::casefile::CaseFileError::Field { path, .. }
                | gpucase_core::casefile::CaseFileError::Invalid { path, .. } => Some(path.clone()),
                gpucase_core::casefile::CaseFileError::Syntax { .. } => None,
            },
            _ => None,
        };
        Self {
            code: e.code(),
            message: e.to_string(),
            path,
        }
    }
}

impl From<gpucase_core::case::ValidationError> for AppError {
    /// A case that no longer validates after a change: the field at fault and the problem.
    fn from(v: gpucase_core::case::ValidationError) -> Self {
        AppError::CaseInput {
            path: v.path,
            problem: v.problem,
        }
    }
}
