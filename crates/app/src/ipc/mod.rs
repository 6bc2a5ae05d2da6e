//! The commands a UI sends, each declared once in the feature module it belongs to: a
//! struct for the request, the type it answers ([`Command::Output`]), and how it is
//! served. [`Request`] is the union the UI sends (`{"command": "offers_list", …}`),
//! [`Outputs`] says what each command answers; the desktop forwards every request here
//! through one Tauri command, tests send the same JSON with no desktop around, and the
//! TypeScript types of both are generated from these declarations (`tests/bindings.rs`),
//! so that `call({ command: "offers_list", … })` is typed `Promise<OfferRow[]>` in the UI.

use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;

use gpucase_core::{Case, Language};
use gpucase_l10n::Localizer;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::tasks::{ProgressSink, Tasks};
use crate::{AppError, CaseView, ErrorPayload, Library};

pub mod cases;
pub mod checklist;
pub mod library;
pub mod measured;
pub mod offers;
pub mod reports;
pub mod settings;

pub use library::{Connected, RememberedTeam};
pub use measured::{BillsTaken, FetchMode};
pub use offers::{OfferGroupHead, OfferQuery, OfferRow, RefreshSummary};

/// One command of the UI: its request is `Self`, its answer `Output`.
pub trait Command: Sized + Send {
    /// What the command answers.
    type Output: Serialize + JsonSchema + Send;

    /// Serves the command.
    fn serve(self, cx: &Cx<'_>) -> impl Future<Output = Result<Self::Output, AppError>> + Send;
}

/// What a command is served with: the host, the library requests work on now, and the
/// words of the UI's language.
#[derive(Debug)]
pub struct Cx<'a> {
    /// The host serving it.
    pub host: &'a Host,
    /// The library requests work on ([`Host::current`]).
    pub library: Library,
    /// Writes what an answer says in words (a view's and a probe analysis's text, progress
    /// lines, a plugin's failure) in the UI's language.
    pub l10n: &'a Localizer,
}

impl<'a> Cx<'a> {
    /// Serving on `host` in the language of `l10n`, on the library in use now.
    pub fn of(host: &'a Host, l10n: &'a Localizer) -> Self {
        Self {
            host,
            library: host.current(),
            l10n,
        }
    }

    /// `case` computed, with its words in the UI's language.
    pub fn view(&self, case: Case) -> Result<Box<CaseView>, AppError> {
        Ok(Box::new(crate::view(case, self.l10n)?))
    }

    /// A case as the UI holds it (JSON), read and checked as a case file is.
    pub fn case(&self, value: serde_json::Value) -> Result<Case, AppError> {
        Ok(crate::view_from_value(value, self.l10n)?.case)
    }

    /// Who saves, for the version history.
    pub fn saved_by(&self) -> &str {
        &self.host.saved_by
    }
}

/// A password crossing from the UI: never shown by `Debug`, so that no log can hold it.
#[derive(Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct Password(String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

/// Declares the commands once: the request union, what each answers, the conversions
/// between a command and the union, and the dispatch.
macro_rules! commands {
    ($($name:ident: $variant:ident($ty:ty),)*) => {
        /// A command from the UI, tagged by its name (`"command": "offers_list"`); each
        /// variant's struct says what it does.
        #[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
        #[serde(tag = "command", rename_all = "snake_case")]
        pub enum Request {
            $(
                #[allow(missing_docs, reason = "the struct's own doc says what it does")]
                $variant($ty),
            )*
        }

        impl Request {
            /// The command's name, as the UI sends it.
            pub fn name(&self) -> &'static str {
                match self {
                    $(Request::$variant(_) => stringify!($name),)*
                }
            }

            /// Serves the command; its answer as JSON.
            async fn serve(self, cx: &Cx<'_>) -> Result<serde_json::Value, AppError> {
                match self {
                    $(Request::$variant(c) => json(&c.serve(cx).await?),)*
                }
            }
        }

        /// What each command answers, by the command's name.
        #[derive(JsonSchema)]
        pub struct Outputs {
            $(
                #[doc = concat!("What `", stringify!($name), "` answers.")]
                pub $name: <$ty as Command>::Output,
            )*
        }

        $(
            impl From<$ty> for Request {
                fn from(c: $ty) -> Self {
                    Request::$variant(c)
                }
            }

            impl TryFrom<Request> for $ty {
                type Error = Request;
                fn try_from(r: Request) -> Result<Self, Request> {
                    match r {
                        Request::$variant(c) => Ok(c),
                        other => Err(other),
                    }
                }
            }
        )*
    };
}

commands! {
    library_list: LibraryList(library::LibraryList),
    case_example: CaseExample(cases::CaseExample),
    case_blank: CaseBlank(cases::CaseBlank),
    case_new: CaseNew(cases::CaseNew),
    case_read_file: CaseReadFile(cases::CaseReadFile),
    case_open_stored: CaseOpenStored(cases::CaseOpenStored),
    case_compute: CaseCompute(cases::CaseCompute),
    case_save: CaseSave(cases::CaseSave),
    library_where: LibraryWhere(library::LibraryWhere),
    library_connect: LibraryConnect(library::LibraryConnect),
    library_use_local: LibraryUseLocal(library::LibraryUseLocal),
    library_use_team: LibraryUseTeam(library::LibraryUseTeam),
    case_approve: CaseApprove(cases::CaseApprove),
    case_copy: CaseCopy(cases::CaseCopy),
    case_write_file: CaseWriteFile(cases::CaseWriteFile),
    case_history: CaseHistory(cases::CaseHistory),
    case_startup: CaseStartup(cases::CaseStartup),
    library_search: LibrarySearch(library::LibrarySearch),
    library_tags: LibraryTags(library::LibraryTags),
    case_tag_add: CaseTagAdd(cases::CaseTagAdd),
    case_tag_remove: CaseTagRemove(cases::CaseTagRemove),
    case_duplicate: CaseDuplicate(cases::CaseDuplicate),
    case_delete: CaseDelete(cases::CaseDelete),
    case_undo_delete: CaseUndoDelete(cases::CaseUndoDelete),
    library_backup: LibraryBackup(library::LibraryBackup),
    library_restore: LibraryRestore(library::LibraryRestore),
    case_diff: CaseDiff(cases::CaseDiff),
    report_preview: ReportPreview(reports::ReportPreview),
    report_write: ReportWrite(reports::ReportWrite),
    report_list: ReportList(reports::ReportList),
    workbook_write: WorkbookWrite(reports::WorkbookWrite),
    report_verify: ReportVerify(reports::ReportVerify),
    scenario_import: ScenarioImport(reports::ScenarioImport),
    scenario_open: ScenarioOpen(reports::ScenarioOpen),
    scenario_verify: ScenarioVerify(reports::ScenarioVerify),
    offers_refresh: OffersRefresh(offers::OffersRefresh),
    offers_import_csv: OffersImportCsv(offers::OffersImportCsv),
    offers_add_manual: OffersAddManual(offers::OffersAddManual),
    offers_remove_manual: OffersRemoveManual(offers::OffersRemoveManual),
    case_add_offers: CaseAddOffers(offers::CaseAddOffers),
    case_add_quotes: CaseAddQuotes(offers::CaseAddQuotes),
    bills_import: BillsImport(measured::BillsImport),
    metrics_import: MetricsImport(measured::MetricsImport),
    metrics_fetch: MetricsFetch(measured::MetricsFetch),
    probe_script: ProbeScript(checklist::ProbeScript),
    probe_read_file: ProbeReadFile(checklist::ProbeReadFile),
    probe_analyze: ProbeAnalyze(checklist::ProbeAnalyze),
    checklist_record_probe: ChecklistRecordProbe(checklist::ChecklistRecordProbe),
    checklist_state: ChecklistState(checklist::ChecklistState),
    checklist_resolve: ChecklistResolve(checklist::ChecklistResolve),
    credentials_list: CredentialsList(settings::CredentialsList),
    credential_set: CredentialSet(settings::CredentialSet),
    credential_delete: CredentialDelete(settings::CredentialDelete),
    cancel: Cancel(settings::Cancel),
    offers_list: OffersList(offers::OffersList),
    offers_history: OffersHistory(offers::OffersHistory),
}

/// An answer as the JSON the UI receives.
fn json<T: Serialize>(answer: &T) -> Result<serde_json::Value, AppError> {
    serde_json::to_value(answer).map_err(|e| AppError::Internal(format!("an answer: {e}")))
}

/// The team library a host connected to, and whether requests work on it.
#[derive(Debug, Default)]
pub struct TeamState {
    /// The team library, once connected.
    pub library: Option<Library>,
    /// Whether requests work on it (else on the local library).
    pub in_use: bool,
    /// How it was opened, to remember it again when the analyst switches back to it.
    pub opened: Option<RememberedTeam>,
}

/// What a host serves requests with.
#[derive(Debug, Clone)]
pub struct Host {
    /// The local case library.
    pub library: Library,
    /// The team library, once the analyst connected to one.
    pub team: Arc<std::sync::RwLock<TeamState>>,
    /// Where the host remembers the team library in use, to open it again at the next
    /// start ([`RememberedTeam`]); `None`: not remembered.
    pub team_memory: Option<PathBuf>,
    /// Who saves, for the version history.
    pub saved_by: String,
    /// A case file to open at start.
    pub startup_file: Option<PathBuf>,
    /// The folder of provider plugins.
    pub plugins_dir: PathBuf,
    /// The running long tasks, to cancel them.
    pub tasks: Arc<Tasks>,
    /// Where long tasks report their steps (the desktop forwards them to the UI).
    pub progress: ProgressSink,
}

impl Host {
    /// The library requests work on: the team library while it is in use, else the local
    /// one.
    pub fn current(&self) -> Library {
        let state = self.team.read().unwrap_or_else(|e| e.into_inner());
        match (&state.library, state.in_use) {
            (Some(team), true) => team.clone(),
            _ => self.library.clone(),
        }
    }

    /// A host over `library` with no startup file, no progress sink and no tasks running.
    pub fn new(library: Library, saved_by: String, plugins_dir: PathBuf) -> Self {
        Self {
            library,
            team: Arc::default(),
            saved_by,
            startup_file: None,
            team_memory: None,
            plugins_dir,
            tasks: Arc::default(),
            progress: ProgressSink::none(),
        }
    }
}

/// Serves one request; an error's message, and the words of a view or a probe's analysis,
/// are in English.
pub async fn handle(host: &Host, request: Request) -> Result<serde_json::Value, ErrorPayload> {
    let l10n = Localizer::new(Language::En);
    request
        .serve(&Cx::of(host, &l10n))
        .await
        .map_err(|e| ErrorPayload::localized(&e, &l10n))
}

/// Serves one request for a UI that speaks `language`: an error's message is written in
/// it (`locales/<lang>/errors.ftl`), its code and path are the same in every language, and
/// so are the words a view or a probe's analysis carries ([`crate::text`]), which the UI
/// shows as they come. The desktop passes the UI's language with every request, so no
/// state on the Rust side can disagree with what the analyst sees.
pub async fn handle_in(
    host: &Host,
    request: Request,
    language: Language,
) -> Result<serde_json::Value, ErrorPayload> {
    let l10n = Localizer::new(language);
    request
        .serve(&Cx::of(host, &l10n))
        .await
        .map_err(|e| ErrorPayload::localized(&e, &l10n))
}

/// Serves one command for a UI that speaks `language`, its answer typed: what
/// [`handle_in`] sends as JSON, for Rust callers and tests.
pub async fn answer<C: Command>(
    host: &Host,
    command: C,
    language: Language,
) -> Result<C::Output, ErrorPayload> {
    let l10n = Localizer::new(language);
    command
        .serve(&Cx::of(host, &l10n))
        .await
        .map_err(|e| ErrorPayload::localized(&e, &l10n))
}
