//! The commands a UI sends, declared once: request, response, and the handler that serves
//! them. The desktop forwards every request here through one Tauri command; tests send the
//! same JSON with no desktop around. TypeScript types for both sides are generated from
//! these declarations (see `tests/bindings.rs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use gpucase_core::money::Money;
use gpucase_core::offer::{Offer, OfferFilter};
use gpucase_core::quantity::Quantity;
use gpucase_core::{Case, Language};
use gpucase_l10n::Localizer;

use crate::catalog::{self, CatalogOffer, Refreshed, Source};
use crate::compare::{CaseSource, Compared, compare_cases};
use crate::credentials::{self, Credential, SecretValue};
use crate::manual;
use crate::metrics::{Fetch, MetricsOptions, Mode, fetch, summarise, to_measured, with_measured};
use crate::report::{
    self, ExportedReport, PdfVerification, ReportPreview, ReportSigning, ReportWritten,
};
use crate::tasks::{Progress, ProgressSink, Task, Tasks};
use crate::workbook::WorkbookWritten;
use gpucase_core::checklist::Question;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{
    AppError, ApprovalEntry, CaseListEntry, CaseView, DeletedEntry, ErrorPayload, Imported,
    Library, LibraryLocation, RestoreOutcome, VersionEntry, blank_case, example_case,
    read_case_file, view, view_from_value,
};

/// A password crossing from the UI: never shown by `Debug`, so that no log can hold it.
#[derive(Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct Password(String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

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
    /// A new case from a workload template, unsaved, with no option yet (the desktop's
    /// **New case**; `gpucase case new` saves the same case).
    CaseNew {
        /// Its id (letters, digits, `-`, `_`).
        id: String,
        /// Its title.
        name: String,
        /// The currency its results are computed in (ISO 4217).
        currency: gpucase_core::Currency,
        /// Years the options are compared over.
        horizon_years: u32,
        /// The workload to start from: `office-hours`, `around-the-clock` or
        /// `office-and-nightly-batch`.
        template: String,
        /// GPUs the workload keeps busy in each of the template's windows.
        gpus: u32,
        /// The language of the case, where the analyst chose one.
        language: Option<Language>,
    },
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
        /// The version the analyst opened: when a colleague saved a newer one meanwhile,
        /// nothing is saved and the error (code `stale`) says who and when. Absent: the
        /// next version, whatever the latest is.
        #[serde(default)]
        base: Option<i64>,
    },
    /// Which library is open: the local file, or the team library and the role.
    LibraryWhere,
    /// Connect to a team library (`postgres://USER@HOST[:PORT]/DATABASE`) with its
    /// password, which is kept in the OS keyring once the server accepted it; from then
    /// on every request works on the team library.
    LibraryConnect {
        /// The URL, without a password.
        url: String,
        /// The password (empty: the server needs none).
        password: Password,
        /// Keep the offers catalog in the local library instead of the team's shared one.
        #[serde(default)]
        local_catalog: bool,
    },
    /// Work on the local library again (the team library stays connected for copies).
    LibraryUseLocal,
    /// Work on the team library connected before.
    LibraryUseTeam,
    /// Approve a saved version of a case (a team library records the approver's role).
    CaseApprove {
        /// The case id.
        id: String,
        /// The version.
        version: i64,
    },
    /// Copy a case with every version into the other library: from the team library to
    /// the local one, or from the local one to the team library.
    CaseCopy {
        /// The case id.
        id: String,
    },
    /// Validate and write a case to a scenario file (save as), unsigned, with its results.
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
    /// The cases whose id, name, description or a tag contain every word of the query,
    /// letter case ignored.
    LibrarySearch {
        /// Words to look for; empty: every case.
        query: String,
    },
    /// Every tag in use in the library.
    LibraryTags,
    /// Tag a stored case (no version is saved).
    CaseTagAdd {
        /// The case id.
        id: String,
        /// The tag.
        tag: String,
    },
    /// Remove a tag from a stored case.
    CaseTagRemove {
        /// The case id.
        id: String,
        /// The tag.
        tag: String,
    },
    /// Copy a stored case as a new case.
    CaseDuplicate {
        /// The case id.
        id: String,
        /// A version other than the latest.
        version: Option<i64>,
        /// The copy's name; `None`: "NAME (copy)".
        name: Option<String>,
    },
    /// Hide a stored case from the library (undo with `case_undo_delete`).
    CaseDelete {
        /// The case id.
        id: String,
    },
    /// Bring a deleted case back.
    CaseUndoDelete {
        /// The case id.
        id: String,
    },
    /// Write the whole store to one file.
    LibraryBackup {
        /// The file.
        path: PathBuf,
    },
    /// Replace the whole store by a backup; the current store is kept beside it.
    LibraryRestore {
        /// The backup file.
        path: PathBuf,
    },
    /// What differs between two cases (files, stored cases or versions).
    CaseDiff {
        /// The old side.
        old: CaseSource,
        /// The new side.
        new: CaseSource,
    },
    /// The pages of the report of a case as the UI holds it, as SVG, for a preview.
    ReportPreview {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The report's language; `None`: the case's, else English.
        language: Option<Language>,
        /// Who wrote the report, named on it.
        author: String,
        /// The report's date, `YYYY-MM-DD`; `None`: today (UTC).
        date: Option<String>,
        /// How many eligible options the report's tables and charts compare; `None`: five.
        #[serde(default)]
        compared: Option<u16>,
    },
    /// Render the PDF report of a case as the UI holds it, sign it when asked, write it to a
    /// file, and record it among the case's exported reports.
    ReportWrite {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The file.
        path: PathBuf,
        /// The report's language; `None`: the case's, else English.
        language: Option<Language>,
        /// Who wrote the report, named on it.
        author: String,
        /// The report's date, `YYYY-MM-DD`; `None`: today (UTC).
        date: Option<String>,
        /// The key to sign with; `None`: not signed.
        signing: Option<ReportSigning>,
        /// How many eligible options the report's tables and charts compare; `None`: five.
        #[serde(default)]
        compared: Option<u16>,
    },
    /// The reports exported from a case, newest first.
    ReportList {
        /// The case id.
        case_id: String,
    },
    /// Write the XLSX workbook of a case as the UI holds it to a file: inputs, profile, the
    /// TCO as live formulas, offers and checklist.
    WorkbookWrite {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The file.
        path: PathBuf,
        /// The labels' language; `None`: the case's, else English.
        language: Option<Language>,
    },
    /// Verify the signatures of a PDF.
    ReportVerify {
        /// The PDF.
        path: PathBuf,
        /// PEM files of the certificates to trust; empty: trust is not checked.
        trust: Vec<PathBuf>,
    },
    /// Import a scenario file (`.gpucase`) into the store: a new case or the next version
    /// of the case with its id, with the signature's state and the results check.
    ScenarioImport {
        /// The file.
        path: PathBuf,
        /// PEM files of the certificates to trust; empty: trust is not checked.
        trust: Vec<PathBuf>,
    },
    /// Open a scenario file (`.gpucase`) without storing it: what it is, who signed it,
    /// whether its results compute the same here, and whether importing it makes a new case
    /// or a new version. A signature that does not match the content refuses the file.
    ScenarioOpen {
        /// The file.
        path: PathBuf,
        /// PEM files of the certificates to trust; empty: trust is not checked.
        trust: Vec<PathBuf>,
    },
    /// Verify the signature of a scenario file.
    ScenarioVerify {
        /// The file.
        path: PathBuf,
        /// PEM files of the certificates to trust; empty: trust is not checked.
        trust: Vec<PathBuf>,
    },
    /// Run the provider plugins and store their offers.
    OffersRefresh {
        /// Replay the plugins' recorded fixtures instead of calling the providers.
        offline: bool,
    },
    /// Add the offers of a CSV file to the catalog as manual offers (docs/manual-csv.md).
    OffersImportCsv {
        /// The file.
        path: PathBuf,
    },
    /// Add one offer the analyst entered; the fields are the CSV columns.
    OffersAddManual {
        /// Column name to value.
        fields: BTreeMap<String, String>,
    },
    /// Withdraw a manual offer.
    OffersRemoveManual {
        /// Its id.
        offer_id: String,
    },
    /// Add catalog offers (`provider/offer_id`) to a case as the UI holds it (unsaved): into
    /// its shortlist and, one option per instance, into its comparison, with a pricing model
    /// per price and each figure's reference.
    CaseAddOffers {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The offers, `provider/offer_id`.
        offers: Vec<String>,
    },
    /// Add the own-server quotes of a CSV file to a case as the UI holds it (unsaved).
    CaseAddQuotes {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The file.
        path: PathBuf,
    },
    /// Take the GPU lines of the team's bills (FOCUS exports) into a case as the UI holds it
    /// (unsaved): what is paid today, the baseline. GPUs per billed unit from `gpus`
    /// (`INSTANCE_OR_SKU=N`) or the catalog.
    BillsImport {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The files.
        paths: Vec<PathBuf>,
        /// GPUs per billed unit, `INSTANCE_OR_SKU=N` each.
        gpus: Vec<String>,
    },
    /// Import metrics files into a case as the UI holds it (unsaved): the measured hours
    /// become its workload profile. Reports `metrics_import` progress in bytes.
    MetricsImport {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The files.
        paths: Vec<PathBuf>,
        /// IANA time zone of the site.
        time_zone: String,
        /// Mean SM activity from which a GPU-hour without requests is productive.
        sm_active_threshold: Quantity,
        /// A TOML or JSON file of server-to-GPU rules.
        mapping: Option<PathBuf>,
        /// A TOML or JSON file of batch windows (docs/metrics.md).
        batch_schedule: Option<PathBuf>,
    },
    /// Fetch a range from a Prometheus-compatible server into a case as the UI holds it
    /// (unsaved). Credentials come from the host's environment. Reports `metrics_import`
    /// progress in requests.
    MetricsFetch {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The server's base URL.
        url: String,
        /// Start of the range, RFC 3339 or a date (00:00 UTC).
        from: String,
        /// End of the range, RFC 3339 or a date (00:00 UTC).
        to: String,
        /// The scrape interval in seconds.
        step_seconds: u32,
        /// `auto`, `raw` or `server_side`.
        mode: FetchMode,
        /// IANA time zone of the site.
        time_zone: String,
        /// Mean SM activity from which a GPU-hour without requests is productive.
        sm_active_threshold: Quantity,
        /// A TOML or JSON file of server-to-GPU rules.
        mapping: Option<PathBuf>,
        /// A TOML or JSON file of batch windows (docs/metrics.md).
        batch_schedule: Option<PathBuf>,
    },
    /// The probe script to run inside a rented machine.
    ProbeScript,
    /// Read a probe output file (from a dialog or a drop) as text, to analyse or record.
    ProbeReadFile {
        /// The file.
        path: PathBuf,
    },
    /// Analyse a pasted probe output, against a shortlisted offer when given.
    ProbeAnalyze {
        /// The probe's output as pasted.
        text: String,
        /// The offer to check it against.
        offer: Option<Box<Offer>>,
    },
    /// Record a pasted probe output in the checklist of a shortlisted offer (unsaved).
    ChecklistRecordProbe {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The offer, `provider/offer_id`.
        offer: String,
        /// The probe's output.
        text: String,
    },
    /// The analyst states an answer of a shortlisted offer's checklist (unsaved).
    ChecklistState {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The offer, `provider/offer_id`.
        offer: String,
        /// The question.
        question: Question,
        /// The answer.
        answer: String,
        /// Who said so, or where it is written.
        note: String,
        /// An attached document (name or reference).
        document: Option<String>,
    },
    /// The analyst resolves what excluded a shortlisted offer (its latest probe's critical
    /// findings, facts it does not publish) with a note, or takes the resolution back
    /// (`note` null); unsaved.
    ChecklistResolve {
        /// The case.
        #[schemars(with = "Case")]
        case: serde_json::Value,
        /// The offer, `provider/offer_id`.
        offer: String,
        /// Who checked what, and where it is written; null takes the resolution back.
        note: Option<String>,
    },
    /// The credentials plugins and the metrics fetch may use, and where each is set.
    CredentialsList,
    /// Store a credential in the OS keyring.
    CredentialSet {
        /// Its name.
        name: String,
        /// The value; never sent back.
        value: SecretValue,
    },
    /// Delete a credential from the OS keyring.
    CredentialDelete {
        /// Its name.
        name: String,
    },
    /// Stop a long task that is running; what it finished stays.
    Cancel {
        /// The task.
        task: Task,
    },
    /// The current offers that pass a filter, with costs for a workload's storage and
    /// traffic.
    OffersList {
        /// The filter.
        filter: OfferQuery,
        /// Persistent storage of the workload in GB.
        storage_gb: Quantity,
        /// Egress of the workload per month in GB.
        egress_gb_per_month: Quantity,
    },
    /// One catalog offer's observations, oldest first, each with its price and what changed
    /// (at most [`crate::offer_history::MAX_OBSERVATIONS`], the latest).
    OffersHistory {
        /// The offer, `provider/offer_id`.
        offer: String,
    },
}

/// How a fetch gets its data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FetchMode {
    /// Raw samples for a small fleet, hourly aggregates from the server for a large one.
    Auto,
    /// Raw samples at the scrape step.
    Raw,
    /// Hourly aggregates computed by the server.
    ServerSide,
}

/// A filter of the offers catalog; empty fields pass everything.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OfferQuery {
    /// Part of the canonical GPU model.
    pub gpu: Option<String>,
    /// At least this memory per GPU in GB.
    pub min_vram_gb: Option<Quantity>,
    /// Only this isolation kind.
    pub isolation: Option<String>,
    /// Only this allocation kind.
    pub allocation: Option<String>,
    /// Only machines known to be in the EU or EEA.
    pub eu_only: bool,
    /// Only provider-owned or verified hosts.
    pub verified_only: bool,
    /// At most this price per hour.
    pub max_hourly: Option<Quantity>,
}

/// An offer as the catalog table shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OfferRow {
    /// The offer.
    pub offer: Offer,
    /// Its price per hour.
    pub hourly: Money,
    /// Whether that hourly figure was derived from a monthly price (price / 730 h).
    pub hourly_derived: bool,
    /// Whether it includes a reservation's upfront payment spread over its term (the
    /// effective rate; [`gpucase_core::offer::Hourly::upfront_spread`]).
    pub hourly_upfront_spread: bool,
    /// One instance held every hour, per month, with the workload's storage and traffic,
    /// costed by the TCO engine (setup fees left out, a reservation's upfront payment spread
    /// over its term); `None` when a charge is in another currency or the price alone cannot
    /// be costed.
    pub effective_monthly: Option<Money>,
    /// Whether the machine is in the EU or EEA; `None` when the country is not known.
    pub eu_eea: Option<bool>,
    /// When the catalog first saw the offer.
    pub first_seen: String,
    /// Versions observed (1 when it never changed).
    pub observations: i64,
    /// The product and place it is listed under ([`crate::catalog::OfferGroup`]), on the
    /// first row of each group whose offers name a product; the rows of a group follow one
    /// another.
    pub group: Option<OfferGroupHead>,
    /// What second sources (public catalogs such as SkyPilot's) say of its price.
    pub second_sources: Vec<crate::catalog::SecondSource>,
}

/// The head of a group of offers: one product in one place, its pricing models beneath.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OfferGroupHead {
    /// The plugin.
    pub provider: String,
    /// What is sold: the offers' product, else the offer's id.
    pub product: String,
    /// Where: the region, else the data centre, else the country; empty where unknown.
    pub place: String,
    /// Sold only under a commitment: no on-demand, spot or interruptible price.
    pub commitment_only: bool,
    /// Offers of the group the filter shows.
    pub offers: usize,
}

/// A case with the team's bills taken in.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct BillsTaken {
    /// The case, computed, with what is paid today.
    pub view: CaseView,
    /// What of the bills was not taken and why, and the lines whose GPUs the catalog
    /// gave, in the UI's language, one line each.
    pub notes: Vec<String>,
}

/// One plugin's refresh as the UI shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RefreshSummary {
    /// The plugin.
    pub plugin: String,
    /// Offers seen for the first time.
    pub added: u64,
    /// Offers that changed.
    pub changed: u64,
    /// Offers seen again unchanged.
    pub unchanged: u64,
    /// Offers no longer offered.
    pub withdrawn: u64,
    /// Offers refused, each with plugin, index and field.
    pub refused: Vec<String>,
    /// Why the refresh failed; the last good snapshot was kept.
    pub error: Option<String>,
    /// What the plugin skipped and could not read, in the UI's language: a line per part
    /// not read, one on the items skipped by reason.
    pub skipped: Vec<String>,
    /// Each item skipped, named (up to 50 a reason, the rest counted), for a list to open.
    pub skipped_items: Vec<String>,
}

/// The answer to a [`Request`].
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
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
    /// The pages of a report, for a preview.
    ReportPreview(ReportPreview),
    /// A report was written to a file.
    ReportWritten(ReportWritten),
    /// The reports exported from a case, newest first.
    Reports(Vec<ExportedReport>),
    /// A workbook was written to a file.
    WorkbookWritten(WorkbookWritten),
    /// What verifying a PDF's signatures found.
    Verification(PdfVerification),
    /// What importing a scenario file did and found.
    ScenarioImported(Box<crate::ScenarioImport>),
    /// What a scenario file is, before anything is stored.
    ScenarioOpened(Box<crate::ScenarioPreview>),
    /// What verifying a scenario file's signature found.
    ScenarioVerification(crate::scenario::ScenarioCheck),
    /// The versions of a case.
    History(Vec<VersionEntry>),
    /// Which library is open.
    Location(LibraryLocation),
    /// A team library was connected.
    Connected(Connected),
    /// A version was approved.
    Approved(ApprovalEntry),
    /// The case the host was started with, if any.
    Startup(Option<Box<CaseView>>),
    /// Tags (of the library, or of one case).
    Tags(Vec<String>),
    /// A case was deleted and can be brought back.
    Deleted(DeletedEntry),
    /// A deleted case is back; its id.
    Undeleted(String),
    /// A backup was restored.
    Restored(RestoreOutcome),
    /// Two cases compared.
    Diff(Box<Compared>),
    /// What a refresh did, per plugin.
    Refreshed(Vec<RefreshSummary>),
    /// The case with the bills taken in, and what was not taken, one line each.
    BillsTaken(Box<BillsTaken>),
    /// Offers from the catalog.
    Offers(Vec<OfferRow>),
    /// Whether the task was running when asked to stop.
    Cancelled(bool),
    /// The credentials and where each is set.
    Credentials(Vec<Credential>),
    /// The probe script.
    ProbeScript(String),
    /// A probe output file's text.
    ProbeText(String),
    /// A probe output's analysis and findings, with their words in the UI's language.
    Probe(Box<crate::text::ProbeView>),
    /// One catalog offer's observations.
    OfferHistory(crate::offer_history::OfferHistory),
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
                serde_json::to_vec_pretty(t).map_err(|e| AppError::Invalid(e.to_string()))?;
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
pub async fn handle(host: &Host, request: Request) -> Result<Response, ErrorPayload> {
    serve(host, request, &gpucase_l10n::Localizer::new(Language::En))
        .await
        .map_err(|e| ErrorPayload::from(&e))
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
) -> Result<Response, ErrorPayload> {
    let l10n = gpucase_l10n::Localizer::new(language);
    serve(host, request, &l10n)
        .await
        .map_err(|e| ErrorPayload::localized(&e, &l10n))
}

/// Serves one request; `l10n` writes what the answer says in words (a view's and a probe
/// analysis's text, progress lines, a plugin's failure) in the UI's language.
async fn serve(host: &Host, request: Request, l10n: &Localizer) -> Result<Response, AppError> {
    let current = host.current();
    let (library, saved_by) = (&current, host.saved_by.as_str());
    let boxed = |v| Response::View(Box::new(v));
    Ok(match request {
        Request::LibraryList => Response::Cases(library.list().await?),
        Request::CaseExample => boxed(view(example_case()?, l10n)?),
        Request::CaseBlank => boxed(view(blank_case()?, l10n)?),
        Request::CaseNew {
            id,
            name,
            currency,
            horizon_years,
            template,
            gpus,
            language,
        } => {
            use crate::new_case::{NewCase, Template, case_of};
            let template: Template = template.parse().map_err(AppError::Refused)?;
            let new = NewCase {
                id,
                name,
                currency,
                horizon_years,
                gpus,
                windows: template.windows(gpus),
                storage_gb: gpucase_core::quantity::Quantity::ZERO,
                egress_gb_per_month: gpucase_core::quantity::Quantity::ZERO,
                language,
            };
            boxed(view(case_of(&new)?, l10n)?)
        }
        Request::CaseReadFile { path } => boxed(view(read_case_file(&path)?, l10n)?),
        Request::CaseOpenStored { id, version } => {
            boxed(view(library.open_case(&id, version).await?.0, l10n)?)
        }
        Request::CaseCompute { case } => boxed(view_from_value(case, l10n)?),
        Request::CaseSave { case, base } => {
            let v = view_from_value(case, l10n)?;
            Response::Saved(library.save_on(&v.case, saved_by, base).await?)
        }
        Request::LibraryWhere => Response::Location(library.location().await?),
        Request::LibraryConnect {
            url,
            password,
            local_catalog,
        } => {
            let (team, not_kept) =
                Library::connect_with_password(&url, &password.0, host.library.clock().clone())
                    .await?;
            let team = if local_catalog {
                team.with_catalog_of(&host.library)
            } else {
                team
            };
            let location = team.location().await?;
            let opened = RememberedTeam {
                url: url.clone(),
                local_catalog,
            };
            remember(host.team_memory.as_deref(), Some(&opened))?;
            let mut state = host.team.write().unwrap_or_else(|e| e.into_inner());
            state.library = Some(team);
            state.in_use = true;
            state.opened = Some(opened);
            Response::Connected(Connected {
                location,
                password_not_kept: not_kept.map(|e| ErrorPayload::localized(&e, l10n).message),
            })
        }
        Request::LibraryUseLocal => {
            remember(host.team_memory.as_deref(), None)?;
            host.team.write().unwrap_or_else(|e| e.into_inner()).in_use = false;
            Response::Location(host.library.location().await?)
        }
        Request::LibraryUseTeam => {
            let (team, opened) = {
                let mut state = host.team.write().unwrap_or_else(|e| e.into_inner());
                state.in_use = state.library.is_some();
                (state.library.clone(), state.opened.clone())
            };
            remember(host.team_memory.as_deref(), opened.as_ref())?;
            let team = team.ok_or(AppError::Refused(
                gpucase_core::problem::Problem::NoTeamLibrary,
            ))?;
            Response::Location(team.location().await?)
        }
        Request::CaseApprove { id, version } => {
            Response::Approved(library.approve(&id, version, saved_by).await?)
        }
        Request::CaseCopy { id } => {
            let (team, in_use) = {
                let state = host.team.read().unwrap_or_else(|e| e.into_inner());
                (state.library.clone(), state.in_use)
            };
            let team = team.ok_or(AppError::Refused(
                gpucase_core::problem::Problem::NoTeamLibrary,
            ))?;
            let copied = if in_use {
                team.copy_to(&host.library, &id).await?
            } else {
                host.library.copy_to(&team, &id).await?
            };
            Response::Saved(copied)
        }
        Request::CaseWriteFile { case, path } => {
            let v = view_from_value(case, l10n)?;
            // A file is for exchange: the scenario format, with the results as computed.
            library.write_scenario(&v.case, true, &path, None).await?;
            Response::Written(path)
        }
        Request::ReportPreview {
            case,
            language,
            author,
            date,
            compared,
        } => {
            let case = view_from_value(case, l10n)?.case;
            let settings = report::settings(
                &case,
                language,
                author,
                date.as_deref(),
                compared,
                library.clock().as_ref(),
            )?;
            // Laying out a report takes a noticeable moment (about 0.4 s for the example in a
            // debug build), and the UI asks again after every change of the form: off the
            // async workers, so that other requests are not held up.
            let preview = tokio::task::spawn_blocking(move || report::preview(&case, &settings))
                .await
                .map_err(|e| AppError::Invalid(format!("the preview failed: {e}")))??;
            Response::ReportPreview(preview)
        }
        Request::ReportWrite {
            case,
            path,
            language,
            author,
            date,
            signing,
            compared,
        } => {
            let case = view_from_value(case, l10n)?.case;
            let settings = report::settings(
                &case,
                language,
                author,
                date.as_deref(),
                compared,
                library.clock().as_ref(),
            )?;
            Response::ReportWritten(
                report::write_and_record(
                    library.store(),
                    &case,
                    &path,
                    &settings,
                    signing.as_ref(),
                )
                .await?,
            )
        }
        Request::ReportList { case_id } => {
            Response::Reports(report::list(library.store(), &case_id).await?)
        }
        Request::WorkbookWrite {
            case,
            path,
            language,
        } => {
            let case = view_from_value(case, l10n)?.case;
            Response::WorkbookWritten(crate::workbook::export_xlsx(&case, &path, language)?)
        }
        Request::ReportVerify { path, trust } => {
            Response::Verification(report::verify(&path, &trust)?)
        }
        Request::ScenarioImport { path, trust } => {
            let anchors = crate::signing::load_trust_anchors(&trust)?;
            Response::ScenarioImported(Box::new(
                // The desktop imports after showing the file's preview with its trust
                // state: the analyst's Import there is the explicit choice.
                library
                    .import_scenario(&path, saved_by, &anchors, crate::Untrusted::Accept)
                    .await?,
            ))
        }
        Request::ScenarioOpen { path, trust } => {
            let anchors = crate::signing::load_trust_anchors(&trust)?;
            Response::ScenarioOpened(Box::new(library.preview_scenario(&path, &anchors).await?))
        }
        Request::ScenarioVerify { path, trust } => {
            Response::ScenarioVerification(crate::scenario::check_file(&path, &trust)?)
        }
        Request::CaseHistory { id } => Response::History(library.history(&id).await?),
        Request::LibrarySearch { query } => Response::Cases(library.search(&query).await?),
        Request::LibraryTags => Response::Tags(library.all_tags().await?),
        Request::CaseTagAdd { id, tag } => Response::Tags(library.add_tag(&id, &tag).await?),
        Request::CaseTagRemove { id, tag } => Response::Tags(library.remove_tag(&id, &tag).await?),
        Request::CaseDuplicate { id, version, name } => {
            Response::Saved(library.duplicate(&id, version, name, saved_by).await?)
        }
        Request::CaseDelete { id } => Response::Deleted(library.delete(&id).await?),
        Request::CaseUndoDelete { id } => {
            library.undo_delete(&id).await?;
            Response::Undeleted(id)
        }
        Request::LibraryBackup { path } => {
            library.backup(&path).await?;
            Response::Written(path)
        }
        Request::LibraryRestore { path } => Response::Restored(library.restore(&path).await?),
        Request::CaseDiff { old, new } => {
            Response::Diff(Box::new(compare_cases(Some(library), &old, &new).await?))
        }
        Request::CaseStartup => Response::Startup(match &host.startup_file {
            Some(path) => Some(Box::new(view(read_case_file(path)?, l10n)?)),
            None => None,
        }),
        Request::OffersRefresh { offline } => {
            let dirs = crate::plugins::plugin_dirs(&host.plugins_dir)?;
            let source = if offline {
                Source::Fixtures
            } else {
                Source::Live
            };
            let cancel = host.tasks.begin(Task::OffersRefresh);
            let total = count(dirs.len());
            let mut done = 0;
            let report = |done: u64, message: String| {
                host.progress.report(&Progress {
                    task: Task::OffersRefresh,
                    done,
                    total,
                    message,
                });
            };
            report(0, String::new());
            let result =
                catalog::refresh(
                    library.catalog(),
                    &dirs,
                    source,
                    &cancel,
                    &mut |step| match step {
                        catalog::Step::Starting { plugin, .. } => {
                            report(done, format!("{plugin}…"))
                        }
                        catalog::Step::Finished(r) => {
                            done += 1;
                            report(done, r.describe(l10n));
                        }
                    },
                )
                .await;
            host.tasks.end(Task::OffersRefresh);
            Response::Refreshed(result?.into_iter().map(|r| summary(r, l10n)).collect())
        }
        Request::OffersImportCsv { path } => {
            let offers = manual::read_offers_csv(&path)?;
            manual_summary(manual::add_offers(library.catalog(), &offers).await?)
        }
        Request::OffersAddManual { fields } => {
            let offer = manual::offer_from_form(&fields)?;
            manual_summary(manual::add_offers(library.catalog(), &[offer]).await?)
        }
        Request::OffersRemoveManual { offer_id } => {
            manual_summary(manual::remove_offer(library.catalog(), &offer_id).await?)
        }
        Request::CaseAddOffers { case, offers } => {
            let current = view_from_value(case, l10n)?.case;
            // The desktop adds one offer at a time: it is added, or its error is the answer.
            let (next, _, _) = crate::case_offers::with_offers(current, library, &offers).await?;
            boxed(view(next, l10n)?)
        }
        Request::BillsImport { case, paths, gpus } => {
            let current = view_from_value(case, l10n)?.case;
            let gpus = crate::bills::gpu_counts(&gpus)?;
            let products = crate::bills::catalog_products(library).await?;
            let taken = crate::bills::with_bills(&current, &paths, &[], &gpus, &products)?;
            let notes = crate::bills::notes(l10n, &taken);
            Response::BillsTaken(Box::new(BillsTaken {
                view: view(taken.case, l10n)?,
                notes,
            }))
        }
        Request::CaseAddQuotes { case, path } => {
            let current = view_from_value(case, l10n)?.case;
            let quotes = manual::read_quotes_csv(&path)?;
            let (next, _) = manual::merge_quotes(&current, quotes, &path)?;
            boxed(view(next, l10n)?)
        }
        Request::MetricsImport {
            case,
            paths,
            time_zone,
            sm_active_threshold,
            mapping,
            batch_schedule,
        } => {
            let current = view_from_value(case, l10n)?.case;
            let options = metrics_options(time_zone, sm_active_threshold, mapping, batch_schedule)?;
            let summarised = metrics_task(host, move |report, cancel| {
                summarise(&paths, &options, report, cancel)
            })
            .await?;
            let now = library.clock().now().to_string();
            let next = with_measured(&current, to_measured(&summarised, &now, true))?;
            boxed(view(next, l10n)?)
        }
        Request::MetricsFetch {
            case,
            url,
            from,
            to,
            step_seconds,
            mode,
            time_zone,
            sm_active_threshold,
            mapping,
            batch_schedule,
        } => {
            let current = view_from_value(case, l10n)?.case;
            let options = metrics_options(time_zone, sm_active_threshold, mapping, batch_schedule)?;
            let request = Fetch {
                url,
                from: instant(&from, "from")?,
                to: instant(&to, "to")?,
                step: std::time::Duration::from_secs(u64::from(step_seconds)),
                mode: match mode {
                    FetchMode::Auto => Mode::Auto,
                    FetchMode::Raw => Mode::Raw,
                    FetchMode::ServerSide => Mode::ServerSide,
                },
            };
            let summarised = metrics_task(host, move |report, cancel| {
                fetch(&request, &options, report, cancel)
            })
            .await?;
            let now = library.clock().now().to_string();
            let next = with_measured(&current, to_measured(&summarised, &now, true))?;
            boxed(view(next, l10n)?)
        }
        Request::ProbeScript => Response::ProbeScript(gpucase_probe::script().to_owned()),
        Request::ProbeReadFile { path } => Response::ProbeText(crate::probe::read_output(&path)?),
        Request::ProbeAnalyze { text, offer } => {
            let analysis = crate::probe::analyze_text(&text)?;
            let report = crate::probe::report(analysis, offer.as_deref());
            Response::Probe(Box::new(crate::text::probe_view(l10n, report)))
        }
        Request::ChecklistRecordProbe { case, offer, text } => {
            let current = view_from_value(case, l10n)?.case;
            let (next, _) = crate::probe::record_probe(&current, &offer, &text)?;
            boxed(view(next, l10n)?)
        }
        Request::ChecklistState {
            case,
            offer,
            question,
            answer,
            note,
            document,
        } => {
            let current = view_from_value(case, l10n)?.case;
            let next =
                crate::probe::state_answer(&current, &offer, question, answer, note, document)?;
            boxed(view(next, l10n)?)
        }
        Request::ChecklistResolve { case, offer, note } => {
            let current = view_from_value(case, l10n)?.case;
            let next = crate::decision::with_resolution(&current, &offer, note.as_deref())?;
            boxed(view(next, l10n)?)
        }
        Request::CredentialsList => Response::Credentials(credentials::list(&host.plugins_dir)?),
        Request::CredentialSet { name, value } => {
            credentials::set(&host.plugins_dir, &name, &value)?;
            Response::Credentials(credentials::list(&host.plugins_dir)?)
        }
        Request::CredentialDelete { name } => {
            credentials::delete(&host.plugins_dir, &name)?;
            Response::Credentials(credentials::list(&host.plugins_dir)?)
        }
        Request::Cancel { task } => Response::Cancelled(host.tasks.cancel(task)),
        Request::OffersList {
            filter,
            storage_gb,
            egress_gb_per_month,
        } => {
            let groups = catalog::list_grouped(library.catalog(), &filter.into()).await?;
            let mut rows = Vec::new();
            for g in groups {
                // An offer its provider names only by its id is a row of its own, headed by
                // nothing (as the CLI lists it).
                let named = g.offers.first().is_some_and(|o| o.offer.product.is_some());
                let mut head = named.then_some(OfferGroupHead {
                    provider: g.provider,
                    product: g.product,
                    place: g.place,
                    commitment_only: g.commitment_only,
                    offers: g.offers.len(),
                });
                for r in g.offers {
                    let mut row = row(r, storage_gb, egress_gb_per_month);
                    row.group = head.take();
                    rows.push(row);
                }
            }
            Response::Offers(rows)
        }
        Request::OffersHistory { offer } => {
            Response::OfferHistory(crate::offer_history::history(library.catalog(), &offer).await?)
        }
    })
}

impl From<OfferQuery> for OfferFilter {
    fn from(q: OfferQuery) -> Self {
        OfferFilter {
            gpu: q.gpu.filter(|g| !g.trim().is_empty()),
            min_vram_gb: q.min_vram_gb.map(Quantity::value),
            isolation: q.isolation.filter(|k| !k.is_empty()),
            allocation: q.allocation.filter(|k| !k.is_empty()),
            eu_only: q.eu_only,
            verified_only: q.verified_only,
            max_hourly: q.max_hourly.map(Quantity::value),
            ..OfferFilter::default()
        }
    }
}

fn metrics_options(
    time_zone: String,
    threshold: Quantity,
    mapping: Option<PathBuf>,
    batch_schedule: Option<PathBuf>,
) -> Result<MetricsOptions, AppError> {
    Ok(MetricsOptions {
        time_zone,
        sm_active_threshold: rust_decimal::prelude::ToPrimitive::to_f64(&threshold.value())
            .ok_or_else(|| AppError::Refused(gpucase_core::problem::Problem::ThresholdUnusable))?,
        mapping,
        batch_schedule,
        format: None,
    })
}

/// A time the user typed: RFC 3339, or a date taken as 00:00 UTC.
fn instant(text: &str, field: &str) -> Result<jiff::Timestamp, AppError> {
    crate::metrics::parse_instant(text).ok_or_else(|| AppError::CaseInput {
        path: field.to_owned(),
        problem: gpucase_core::problem::Problem::DateOrTime {
            found: text.to_owned(),
        },
    })
}

/// Runs a metrics import or fetch off the async runtime as the `metrics_import` task:
/// progress events (about a hundred per run) and cancel.
async fn metrics_task<F>(host: &Host, work: F) -> Result<crate::metrics::Summarised, AppError>
where
    F: FnOnce(
            &mut dyn FnMut(u64, u64),
            &std::sync::atomic::AtomicBool,
        ) -> Result<crate::metrics::Summarised, AppError>
        + Send
        + 'static,
{
    let cancel = host.tasks.begin(Task::MetricsImport);
    let progress = host.progress.clone();
    let result = tokio::task::spawn_blocking(move || {
        let mut last = u64::MAX;
        let mut report = |done: u64, total: u64| {
            let step = (total / 100).max(1);
            if done / step != last || done == total {
                last = done / step;
                progress.report(&Progress {
                    task: Task::MetricsImport,
                    done,
                    total,
                    message: String::new(),
                });
            }
        };
        work(&mut report, &cancel)
    })
    .await
    .map_err(|e| AppError::Invalid(format!("the metrics import failed: {e}")));
    host.tasks.end(Task::MetricsImport);
    result?
}

fn manual_summary(change: gpucase_store::SnapshotChange) -> Response {
    let c = change;
    Response::Refreshed(vec![RefreshSummary {
        plugin: gpucase_core::offer::MANUAL_PROVIDER.to_owned(),
        added: count(c.added),
        changed: count(c.changed),
        unchanged: count(c.unchanged),
        withdrawn: count(c.withdrawn),
        refused: Vec::new(),
        error: None,
        skipped: Vec::new(),
        skipped_items: Vec::new(),
    }])
}

fn count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

fn summary(r: Refreshed, l10n: &Localizer) -> RefreshSummary {
    let error = r.failure_text(l10n);
    let skipped = crate::plugins::skipped_lines(l10n, &r.skipped, &r.failed_parts, false);
    let skipped_items = crate::plugins::skipped_items(l10n, &r.skipped);
    let c = r.change.unwrap_or_default();
    RefreshSummary {
        plugin: r.plugin,
        added: count(c.added),
        changed: count(c.changed),
        unchanged: count(c.unchanged),
        withdrawn: count(c.withdrawn),
        refused: r
            .problems
            .iter()
            .map(|p| crate::error_text::offer_problem(l10n, p))
            .collect(),
        error,
        skipped,
        skipped_items,
    }
}

fn row(r: CatalogOffer, storage_gb: Quantity, egress_gb: Quantity) -> OfferRow {
    let hourly = r.offer.hourly();
    OfferRow {
        effective_monthly: gpucase_core::tco::held_month(&r.offer, storage_gb, egress_gb),
        eu_eea: r.offer.location.eu_eea(),
        hourly: hourly.amount,
        hourly_derived: hourly.derived,
        hourly_upfront_spread: hourly.upfront_spread,
        offer: r.offer,
        first_seen: r.first_seen,
        observations: r.observations,
        group: None,
        second_sources: r.second_sources,
    }
}
