//! `gpucase`: the command-line host. It parses arguments, calls `gpucase-app` and prints;
//! every behaviour lives in the application API.

// Plugin runs and metrics imports allocate millions of small values; mimalloc took the
// 10,000-offer Vast run from 1.3 s to 0.8 s (crates/plugins/benches/normalise.rs).
// Counting keeps the bytes each thread holds, which bounds a plugin run's memory
// (gpucase_plugins::limits::MAX_HEAP_BYTES).
#[global_allocator]
static GLOBAL: gpucase_memory::Counting<mimalloc::MiMalloc> =
    gpucase_memory::Counting(mimalloc::MiMalloc);

mod ask;
mod bills;
mod case_cmd;
mod diff;
mod lang;
mod metrics;
mod offer_history;
mod offers;
mod probe;
mod scenario;
mod signing;
mod table;
mod terminal;

use gpucase_app::Describe;
use gpucase_app::Message;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use gpucase_app::{AppError, Library, ReportSettings};
use gpucase_l10n::{Args, Language, Localizer};

use crate::lang::say;

/// Rent-or-buy cases for GPU capacity for steady AI inference.
#[derive(Debug, Parser)]
#[command(name = "gpucase", version, about)]
struct Cli {
    /// Language of the output: en, de, nl or fr (default: the case's language where a case
    /// is read, else GPUCASE_LANG, else en).
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<Language>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Compute and print the cost comparison of a case file.
    Tco {
        /// The `.gpucase` file, or the id of a stored case (its latest version).
        case_file: PathBuf,
        /// The store (SQLite) a case id is read from; defaults to the platform's data
        /// directory.
        #[arg(long, env = "GPUCASE_STORE")]
        store: Option<PathBuf>,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Write the PDF recommendation of a case file.
    Report {
        /// The `.gpucase` file, or the id of a stored case (its latest version).
        case_file: PathBuf,
        /// The store (SQLite) a case id is read from; defaults to the platform's data
        /// directory.
        #[arg(long, env = "GPUCASE_STORE")]
        store: Option<PathBuf>,
        /// Where to write the PDF.
        #[arg(short = 'o', long = "out")]
        out: PathBuf,
        #[command(flatten)]
        meta: ReportMeta,
        #[command(flatten)]
        sign: signing::SignArgs,
    },
    /// Check the signatures of a PDF, or of a scenario file (`.gpucase`): who signed, when, whether the document is intact and
    /// whether the certificate is trusted. Exit status 0 only when every signature is intact,
    /// covers the whole document and, with --trust, is trusted; 1 otherwise.
    Verify {
        /// The signed PDF or `.gpucase` file.
        file: PathBuf,
        /// A PEM certificate to trust as the root of signers' chains (repeatable).
        #[arg(long = "trust", value_name = "CERT.pem")]
        trust: Vec<PathBuf>,
    },
    /// Run the bundled example end to end and write its report.
    Demo {
        /// Folder for the report and the comparison JSON.
        #[arg(long, default_value = "gpucase-demo")]
        out: PathBuf,
        #[command(flatten)]
        meta: ReportMeta,
    },
    /// Provider plugins.
    Plugins {
        #[command(subcommand)]
        command: PluginsCommand,
    },
    /// The team's own cloud bills (FOCUS exports): what is paid today, per provider,
    /// service, SKU and region.
    Bills {
        #[command(subcommand)]
        command: BillsCommand,
    },
    /// The offers catalog in the store.
    Offers {
        /// The store (SQLite); defaults to the platform's data directory.
        #[arg(long, env = "GPUCASE_STORE", global = true)]
        store: Option<PathBuf>,
        #[command(subcommand)]
        command: OffersCommand,
    },
    /// Serving metrics: the productive share measured instead of assumed.
    Metrics {
        /// The store (SQLite); defaults to the platform's data directory.
        #[arg(long, env = "GPUCASE_STORE", global = true)]
        store: Option<PathBuf>,
        #[command(subcommand)]
        command: metrics::MetricsCommand,
    },
    /// The probe to run inside a rented machine, and reading its output.
    Probe {
        /// The store (SQLite), for --offer; defaults to the platform's data directory.
        #[arg(long, env = "GPUCASE_STORE", global = true)]
        store: Option<PathBuf>,
        #[command(subcommand)]
        command: probe::ProbeCommand,
    },
    /// Cases in the store.
    Case {
        /// The case store (SQLite); defaults to the platform's data directory.
        #[arg(long, env = "GPUCASE_STORE", global = true)]
        store: Option<PathBuf>,
        #[command(subcommand)]
        command: CaseCommand,
    },
}

#[derive(Debug, clap::Args)]
struct ReportMeta {
    /// Author named on the report.
    #[arg(long, env = "GPUCASE_AUTHOR", default_value = "gpucase user")]
    author: String,
    /// Report date, YYYY-MM-DD (default: today, UTC). Same inputs and date give the same bytes.
    #[arg(long)]
    date: Option<jiff::civil::Date>,
    /// How many eligible options the report's tables and charts compare, the
    /// recommendation first (the others are counted on page 1 and listed in the appendix).
    #[arg(long, value_name = "N", default_value_t = gpucase_app::DEFAULT_COMPARED as u16,
          value_parser = clap::value_parser!(u16).range(1..=26))]
    compare: u16,
}

impl ReportMeta {
    /// The report's settings, in `language` (from --lang, else the case's, else
    /// GPUCASE_LANG, else English).
    fn settings(&self, language: Language) -> ReportSettings {
        ReportSettings {
            language,
            date: self.date.unwrap_or_else(|| crate::clock().today_utc()),
            author: self.author.clone(),
            approval: None,
            compared: usize::from(self.compare),
        }
    }
}

#[derive(Debug, Subcommand)]
enum PluginsCommand {
    /// List the plugins in a folder.
    List {
        /// The folder holding one folder per plugin.
        #[arg(long, default_value = "plugins")]
        dir: PathBuf,
    },
    /// Check plugins: manifest, a run on the recorded fixtures, and the expected offers.
    Check {
        /// Plugin folders.
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
        /// Write expected/offers.json from this run instead of comparing.
        #[arg(long)]
        bless: bool,
        /// Name every item a plugin skipped, not only how many and why.
        #[arg(long)]
        verbose: bool,
    },
}

#[derive(Debug, Subcommand)]
enum BillsCommand {
    /// Read FOCUS exports (CSV, gzip CSV or Parquet, FOCUS 1.0 to 1.3) into billed hours, list,
    /// billed and effective cost, commitments used and unused, credits and taxes per
    /// provider, service, SKU, instance and region. Every file is read before anything is
    /// shown: one refused file refuses the import, naming file, row and column.
    Import {
        /// The exports.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// A provider's own CSV: the header that holds a FOCUS column, as
        /// FOCUS_COLUMN=YOUR_HEADER (repeatable), e.g. --map BilledCost=Amount.
        #[arg(long = "map")]
        map: Vec<String>,
        /// One JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
enum OffersCommand {
    /// Run the plugins and store what they return; a failing plugin keeps its last snapshot.
    Refresh {
        /// Replay each plugin's recorded fixtures instead of calling the providers.
        #[arg(long)]
        offline: bool,
        /// Only this plugin (repeatable).
        #[arg(long = "plugin")]
        plugins: Vec<String>,
        /// The folder holding one folder per plugin.
        #[arg(long, default_value = "plugins")]
        dir: PathBuf,
        /// Name every item a plugin skipped, not only how many and why.
        #[arg(long)]
        verbose: bool,
    },
    /// Add the offers of a CSV file (docs/manual-csv.md) to the catalog as manual offers; an
    /// offer with an id already there replaces it. A bad row refuses the whole file.
    Import {
        /// The CSV file.
        file: PathBuf,
    },
    /// Withdraw a manual offer from the catalog (its price history stays).
    Remove {
        /// The offer id.
        offer_id: String,
    },
    /// List the current offers.
    List {
        #[command(flatten)]
        filter: OfferFilterArgs,
        /// One JSON array.
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// CSV with a header line.
        #[arg(long)]
        csv: bool,
        /// List what second sources (public catalogs such as SkyPilot's) restate of other
        /// providers' prices, instead of the offers to buy.
        #[arg(long)]
        second_sources: bool,
    },
    /// One offer's price history: every change observed, oldest first (the latest 1,000).
    History {
        /// The offer, PROVIDER/OFFER-ID as `offers list` shows it.
        offer: String,
        /// One JSON object: the observations with their prices, changes and offers.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, clap::Args)]
struct OfferFilterArgs {
    /// Part of the GPU model, e.g. h200.
    #[arg(long)]
    gpu: Option<String>,
    /// At least this much memory per GPU (GB).
    #[arg(long)]
    min_vram: Option<rust_decimal::Decimal>,
    /// bare_metal, vm, container or unknown.
    #[arg(long)]
    isolation: Option<String>,
    /// passthrough, bare_metal, sriov_vf, vgpu, mig, time_slicing or unknown.
    #[arg(long)]
    allocation: Option<String>,
    /// Only machines known to be in the EU or EEA.
    #[arg(long)]
    eu_only: bool,
    /// Only provider-owned or verified hosts.
    #[arg(long)]
    verified_only: bool,
    /// At most this price per hour (monthly prices / 730 h), in the offer's currency.
    #[arg(long)]
    max_hourly: Option<rust_decimal::Decimal>,
    /// Exactly this many GPUs per offer.
    #[arg(long)]
    gpus: Option<u32>,
    /// nvlink (SXM or NVL), sxm, nvl, pcie or unknown.
    #[arg(long, value_parser = ["nvlink", "sxm", "nvl", "pcie", "unknown"])]
    interconnect: Option<String>,
}

#[derive(Debug, Subcommand)]
enum CaseCommand {
    /// Import a `.gpucase` file: a new case, or a new version of the case with its id.
    Import(case_cmd::ImportArgs),
    /// Export a stored case, or a `.gpucase` file, to a scenario file (`.gpucase`, format
    /// gpucase/3, with its results as computed here, optionally signed) and/or an XLSX
    /// workbook.
    Export(case_cmd::ExportArgs),
    /// Check the signature of a scenario file: who signed, when, whether anything changed
    /// since, and whether the certificate is trusted. Exit status 0 only when signed, intact
    /// and, with --trust, trusted.
    Verify(case_cmd::VerifyArgs),
    /// Add the own-server quotes of a CSV file (docs/manual-csv.md) to a stored case as its
    /// next version; a quote with an id already there replaces it.
    AddQuotes(case_cmd::AddQuotesArgs),
    /// Add catalog offers (PROVIDER/OFFER-ID, as `offers list` shows them) to a stored case
    /// as its next version: into its shortlist and, one option per instance, into its
    /// comparison with a pricing model per price. No price is typed.
    AddOffers(case_cmd::AddOffersArgs),
    /// Read the prices of a stored case's offers again from the latest catalog snapshot;
    /// saves the next version listing what changed. A withdrawn offer is marked, never
    /// dropped.
    RefreshPrices(case_cmd::RefreshPricesArgs),
    /// Set the staff time outside the own quotes, as the next version of a stored case:
    /// hours a month per rented instance held at the peak, hours a month a hybrid spends on
    /// running two stacks, at one hourly rate; `--none` removes it.
    Staff(case_cmd::StaffArgs),
    /// Set the yearly change of rented rates and of electricity prices, as the next version
    /// of a stored case; each left out stays at today's price over the whole horizon.
    Prices(case_cmd::PricesArgs),
    /// Take the GPU lines of the team's own bills (FOCUS exports) into a stored case, as
    /// the next version: what is paid today per billed and per productive GPU-hour, the
    /// baseline `tco` and the report set the options against.
    Bills(case_cmd::BillsArgs),
    /// Set the yearly growth of a stored case's demand, as the next version: each year's
    /// GPUs are the profile's grown from year 2 on and rounded up, every option is costed
    /// year by year, and an own quote without stages gets the stages the years need.
    Growth(case_cmd::GrowthArgs),
    /// Start a new case in the store without writing its file: a name, a currency, a
    /// horizon and a workload from a template or from windows. It has no option yet:
    /// `add-offers`, `add-quotes` and `metrics import` fill it in.
    New(case_cmd::NewArgs),
    /// Set an exchange rate of a stored case, as its next version: RATE units of TO for one
    /// of FROM (`case rate ID USD EUR 0.86 --date 2026-12-01`), replacing the rate of that
    /// pair (either way round) and year.
    Rate(case_cmd::RateArgs),
    /// Remove options from a stored case, as its next version: option ids as `tco` prints
    /// them, an own quote's or rent offer's id (every pricing model of it), or `hybrid`. A
    /// rent offer left without pricing models goes, and so do the shortlisted offers no
    /// option uses any more.
    RemoveOption(case_cmd::RemoveOptionArgs),
    /// Set the company's discount rate, as the next version of a stored case: `tco`, the
    /// report and the workbook then give each option's present value beside its total.
    Discount(case_cmd::DiscountArgs),
    /// Set the company's tax on profits, as the next version of a stored case: the present
    /// values are then after tax, every payment deducted when it is paid and own servers
    /// depreciated straight-line over the years given.
    Tax(case_cmd::TaxArgs),
    /// State what the service needs, as the next version of a stored case: the windows in
    /// which the model must answer without delay, the data class, a 24/7 service, the GPU
    /// memory. They replace what the case stated; none leaves it compared on price alone.
    Require(case_cmd::RequireArgs),
    /// Record a probe's output against a shortlisted offer of a stored case (its next
    /// version): isolation and GPU share become verified; critical findings exclude the
    /// offer until resolved.
    RecordProbe(case_cmd::RecordProbeArgs),
    /// Resolve what excluded a shortlisted offer (its latest probe's critical findings, facts
    /// it does not publish) with a note, as the next version of a stored case.
    Resolve(case_cmd::ResolveArgs),
    /// List the stored cases.
    List,
    /// List the saved versions of a case: version, when, who, SHA-256, the server role that
    /// saved it (`-` in a local library) and its approval (`-` when not approved),
    /// separated by tabs.
    History(case_cmd::HistoryArgs),
    /// Approve a saved version of a case. On a team library only a role granted
    /// gpucase_approver may, and the server records that role; an approved version is
    /// never changed or removed, only superseded by a newer one.
    Approve(case_cmd::ApproveArgs),
    /// Copy cases with every version and their tags into another library: a file, or a
    /// team library's postgres:// URL. A case the other library has already is brought up
    /// to date when its history is the start of this one's; otherwise it is refused.
    Copy(case_cmd::CopyArgs),
    /// Say which library is open: its file, or its server and the role it is open as.
    Where,
    /// Connect to a team library (postgres://USER@HOST[:PORT]/DATABASE): reads the password
    /// from standard input, checks it by connecting, and keeps it in the OS keyring as
    /// GPUCASE_STORE_PASSWORD. Then open it with --store URL or GPUCASE_STORE=URL.
    Connect(case_cmd::ConnectArgs),
    /// List the reports exported from a case, newest first: when, language, report date,
    /// case version (`-`: unsaved changes), SHA-256 of the file, signer (`-`: not signed),
    /// the file and, on a team library, the server role that exported it (`-` locally),
    /// separated by tabs.
    Reports(case_cmd::ReportsArgs),
    /// Write the whole store (cases, versions, tags, deleted cases, the offers catalog) to one
    /// SQLite file, a consistent copy taken while others may keep working.
    Backup(case_cmd::BackupArgs),
    /// Replace the whole store by a backup after checking it; the store as it was is kept
    /// beside it as STORE.before-restore-YYYYMMDDTHHMMSSZ. A file that is not a sound
    /// gpucase store is refused and nothing changes.
    Restore(case_cmd::RestoreArgs),
    /// Show what differs between two cases: the inputs, each option's cost per productive
    /// GPU-hour and the recommendation. Each side is a `.gpucase` file, a stored case id
    /// (its latest version) or ID@VERSION.
    Diff(case_cmd::DiffArgs),
}

/// The clock this host hands to the application: the system's. Everything the CLI stamps
/// (saved versions, signing times, a report's default date) reads "now" from here.
fn clock() -> gpucase_app::SharedClock {
    gpucase_app::SystemClock::shared()
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (l10n, result) = match lang::requested(cli.lang) {
        Ok(requested) => {
            let l10n = Localizer::new(requested.unwrap_or_default());
            let result = run(cli, &l10n);
            (l10n, result)
        }
        Err(e) => (Localizer::new(Language::En), Err(Failure::from(e))),
    };
    let code = match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            // One line: what, where, what was expected, in the language of the output.
            let spoken = failure.language.map(Localizer::new);
            let l10n = spoken.as_ref().unwrap_or(&l10n);
            // What a file or a font put in the message is shown, never run by the terminal.
            let text = l10n.message(&failure.error.message());
            let text = terminal::shown(&text).into_owned();
            let message = Args::new().str("message", text);
            eprintln!("{}", say(l10n, "cli-error", message));
            if let Some(spoken) = &spoken {
                report_message_errors(spoken);
            }
            ExitCode::FAILURE
        }
    };
    // A message id or variable missing from cli.ftl is a bug; debug builds (and so the
    // tests) say so.
    if cfg!(debug_assertions) {
        for e in l10n.take_errors() {
            eprintln!("gpucase: message error: {e}");
        }
    }
    code
}

/// Why a command failed, and the language its output was in when a case chose it (an
/// error after the case was read is written in the case's language, as the output is).
struct Failure {
    // Boxed: with the scenario and library errors merged in, `AppError` is too large to
    // travel unboxed in every `Result` of `run` (clippy's result_large_err).
    error: Box<AppError>,
    language: Option<Language>,
}

impl From<AppError> for Failure {
    fn from(error: AppError) -> Self {
        Self {
            error: Box::new(error),
            language: None,
        }
    }
}

impl Failure {
    /// `error`, to be written in the language of `l10n`.
    fn in_language_of(l10n: &Localizer) -> impl Fn(AppError) -> Failure + '_ {
        move |error| Failure {
            error: Box::new(error),
            language: Some(l10n.language()),
        }
    }
}

/// Registers what no output of `command` may replace: the store it names (else the
/// default one), and the files it reads. `gpucase_app::write_file_atomically` refuses them.
fn protect(command: &Command) {
    use gpucase_app::protected::{protect_input, protect_store};
    let store = match command {
        Command::Tco { store, .. }
        | Command::Report { store, .. }
        | Command::Offers { store, .. }
        | Command::Metrics { store, .. }
        | Command::Probe { store, .. }
        | Command::Case { store, .. } => store.clone(),
        Command::Verify { .. }
        | Command::Demo { .. }
        | Command::Plugins { .. }
        | Command::Bills { .. } => None,
    };
    if let Some(store) = store.or_else(|| gpucase_app::default_store_path().ok()) {
        protect_store(&store);
    }
    match command {
        // A case argument is an input when it names a file; otherwise it is a stored
        // case's id, read from the store.
        Command::Report {
            case_file, sign, ..
        } => {
            if case_file.is_file() {
                protect_input(case_file);
            }
            sign.files().for_each(protect_input);
        }
        Command::Case {
            command: CaseCommand::Export(case_cmd::ExportArgs { id, sign, .. }),
            ..
        } => {
            if Path::new(id).is_file() {
                protect_input(Path::new(id));
            }
            sign.files().for_each(protect_input);
        }
        _ => {}
    }
}

fn run(cli: Cli, l10n: &Localizer) -> Result<(), Failure> {
    protect(&cli.command);
    let mut out = std::io::stdout().lock();
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let flag = cli.lang;
    match cli.command {
        Command::Tco {
            case_file,
            store,
            json,
        } => {
            let case = case_file_or_stored(&case_file, store.as_deref())?;
            let l10n = &lang::for_case(flag, case.language);
            tco(&case, json, &mut out, l10n).map_err(Failure::in_language_of(l10n))?;
            report_message_errors(l10n);
        }
        Command::Report {
            case_file,
            out: pdf,
            store,
            meta,
            sign,
        } => {
            let case = case_file_or_stored(&case_file, store.as_deref())?;
            let l10n = &lang::for_case(flag, case.language);
            // A report of a stored case is recorded among its exports, as the desktop does.
            let stored =
                !(case_file.is_file() || case_file.extension().is_some_and(|e| e == "gpucase"));
            let record = stored.then_some(store.as_deref());
            report(&case, &pdf, &meta, &sign, record, &mut out, l10n)
                .map_err(Failure::in_language_of(l10n))?;
            report_message_errors(l10n);
        }
        Command::Verify { file, trust } => {
            let verified = if scenario::is_scenario_path(&file) {
                scenario::verify(&file, &trust, &mut out, l10n)?
            } else {
                signing::verify(&file, &trust, &mut out, l10n)?
            };
            if !verified {
                // The verdict is the output; the exit status tells scripts, without an
                // error line, that the file is not verified.
                out.flush().map_err(io)?;
                report_message_errors(l10n);
                std::process::exit(1);
            }
        }
        Command::Demo { out: dir, meta } => {
            let done = gpucase_app::demo(&dir, &meta.settings(l10n.language()))?;
            let l10n = &lang::for_case(flag, done.case.language);
            write!(out, "{}", table::render(&done.case, &done.comparison, l10n)).map_err(io)?;
            let report = Args::new().str("path", done.report.display().to_string());
            let json = Args::new().str("path", done.json.display().to_string());
            writeln!(out, "\n{}", say(l10n, "cli-demo-report", report)).map_err(io)?;
            writeln!(out, "{}", say(l10n, "cli-demo-comparison", json)).map_err(io)?;
            report_message_errors(l10n);
        }
        Command::Plugins { command } => return Ok(plugins_command(command, &mut out, l10n)?),
        Command::Offers { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            runtime.block_on(offers::command(store.as_deref(), command, &mut out, l10n))?;
        }
        Command::Bills {
            command: BillsCommand::Import { files, map, json },
        } => {
            let imported = gpucase_app::bills::import(&files, &map)?;
            bills::print(&imported, json, &mut out, l10n)?;
        }
        Command::Metrics { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            runtime.block_on(metrics::command(store.as_deref(), command, &mut out, l10n))?;
        }
        Command::Probe { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            if runtime.block_on(probe::command(store.as_deref(), command, &mut out, l10n))? {
                // The findings are the output; the status tells a provisioning script to
                // stop, without an error line.
                out.flush().map_err(io)?;
                report_message_errors(l10n);
                std::process::exit(probe::CRITICAL_STATUS);
            }
        }
        Command::Case { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            // A command on a stored case answers in its language (--lang first), errors too.
            let case_l10n = runtime
                .block_on(stored_case_language(store.as_deref(), &command))
                .map(|language| lang::for_case(flag, Some(language)));
            let l10n = case_l10n.as_ref().unwrap_or(l10n);
            runtime
                .block_on(case_command(
                    store.as_deref(),
                    command,
                    &mut out,
                    l10n,
                    flag,
                ))
                .map_err(Failure::in_language_of(l10n))?;
            report_message_errors(l10n);
        }
    }
    Ok(())
}

/// The store `--store` names, else the default one (the library the desktop opens too).
pub(crate) fn store_or_default(store: Option<&Path>) -> Result<PathBuf, AppError> {
    match store {
        Some(p) => Ok(p.to_owned()),
        None => gpucase_app::default_store_path(),
    }
}

/// Runs `work` on a current-thread runtime of its own: the commands that read a store.
pub(crate) fn block_on<T>(
    work: impl std::future::Future<Output = Result<T, AppError>>,
) -> Result<T, AppError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| AppError::Io {
            path: PathBuf::from("<runtime>"),
            source: e,
        })?
        .block_on(work)
}

/// The case a `tco` or `report` argument names: a `.gpucase` file when one has that path,
/// else the latest version of the stored case with that id.
fn case_file_or_stored(arg: &Path, store: Option<&Path>) -> Result<gpucase_core::Case, AppError> {
    if arg.is_file() || arg.extension().is_some_and(|e| e == "gpucase") {
        return gpucase_app::read_case_file(arg);
    }
    let path = store_or_default(store)?;
    block_on(async {
        let library = Library::open(&path, crate::clock()).await?;
        Ok(library.open_case(&arg.to_string_lossy(), None).await?.0)
    })
}

/// `gpucase tco`: the comparison of `case` as a table in the language of `l10n`, or as JSON.
fn tco(
    case: &gpucase_core::Case,
    json: bool,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let comparison = gpucase_app::compute(case)?;
    if json {
        let value = gpucase_app::comparison_json(case, &comparison);
        let text = gpucase_app::pretty_json(&value)?;
        writeln!(out, "{text}").map_err(io)
    } else {
        write!(out, "{}", table::render(case, &comparison, l10n)).map_err(io)
    }
}

/// `gpucase report`: the PDF of `case` in the language of `l10n`, signed when asked. With
/// `record` (the case came from a store: that store, `None` for the default one), the
/// report is recorded among the case's exports (`gpucase case reports`).
fn report(
    case: &gpucase_core::Case,
    pdf: &Path,
    meta: &ReportMeta,
    sign: &signing::SignArgs,
    record: Option<Option<&Path>>,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let signer = sign.signer()?;
    if let Some(signer) = &signer {
        signing::warn_about_certificate(signer, l10n);
    }
    let mut settings = meta.settings(l10n.language());
    let write = |settings: &gpucase_app::ReportSettings| -> Result<Vec<u8>, AppError> {
        let mut bytes = gpucase_app::render_report(case, settings)?;
        if let Some(signer) = &signer {
            bytes = sign.sign(&bytes, signer, l10n)?;
        }
        gpucase_app::write_file_atomically(pdf, &bytes)?;
        Ok(bytes)
    };
    let bytes = match record {
        // A stored case's report names its version's approval, and is recorded.
        Some(store) => {
            let path = store_or_default(store)?;
            block_on(async {
                let library = Library::open(&path, crate::clock()).await?;
                settings.approval = gpucase_app::report::approval_of(library.store(), case).await?;
                let bytes = write(&settings)?;
                let written = gpucase_app::report::written_from_bytes(
                    pdf,
                    &bytes,
                    signer.as_ref().map(|s| s.name()),
                );
                gpucase_app::report::record(library.store(), case, &settings, &written).await?;
                Ok(bytes)
            })?
        }
        None => write(&settings)?,
    };
    let written = Args::new()
        .str("path", pdf.display().to_string())
        .num("bytes", bytes.len());
    writeln!(out, "{}", say(l10n, "cli-report-written", written)).map_err(io)?;
    if let Some(signer) = &signer {
        writeln!(out, "{}", signing::signed_line(signer, l10n)).map_err(io)?;
    }
    Ok(())
}

/// Shows, in debug builds, the message errors of a localizer made for a case's language
/// (those of the main one are shown when the command ends).
fn report_message_errors(l10n: &Localizer) {
    if cfg!(debug_assertions) {
        for e in l10n.take_errors() {
            eprintln!("gpucase: message error: {e}");
        }
    }
}

fn plugins_command(
    command: PluginsCommand,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    match command {
        PluginsCommand::List { dir } => {
            for p in gpucase_app::plugins::list_plugins(&dir)? {
                let fetch = say(
                    l10n,
                    "cli-plugin-fetch",
                    Args::new().str("prefixes", p.fetch.join(" ")),
                );
                let secrets = if p.secrets.is_empty() {
                    say(l10n, "cli-plugin-no-secrets", Args::new())
                } else {
                    let names = Args::new().str("names", p.secrets.join(" "));
                    say(l10n, "cli-plugin-secrets", names)
                };
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{fetch}\t{secrets}",
                    p.id, p.version, p.name, p.provider,
                )
                .map_err(io)?;
            }
        }
        PluginsCommand::Check {
            dirs,
            bless,
            verbose,
        } => {
            let mut failed = Vec::new();
            let [ok, problem, mismatch, failure] = [
                "cli-check-ok",
                "cli-check-problem",
                "cli-check-mismatch",
                "cli-check-failed",
            ]
            .map(|id| say(l10n, id, Args::new()));
            for dir in &dirs {
                let checked = gpucase_app::plugins::check_plugin(dir, bless);
                // What the fixtures' run skipped or could not read, under the plugin's line.
                let skipped = |c: &gpucase_app::plugins::PluginCheck| {
                    let mut lines = gpucase_app::plugins::skipped_lines(
                        l10n,
                        &c.skipped,
                        &c.failed_parts,
                        verbose,
                    );
                    // The run on the responses recorded from the provider, and what it left.
                    if let Some(r) = &c.recorded {
                        lines.push(say(
                            l10n,
                            "cli-check-recorded",
                            Args::new().num("count", r.offers),
                        ));
                        lines.extend(
                            gpucase_app::plugins::skipped_lines(
                                l10n,
                                &r.skipped,
                                &r.failed_parts,
                                verbose,
                            )
                            .into_iter()
                            .map(|l| format!("    {l}")),
                        );
                    }
                    lines
                };
                match checked {
                    Ok(c) if c.passed() => {
                        let count = Args::new().num("count", c.offers.len());
                        let offers = say(l10n, "cli-offers-count", count);
                        writeln!(out, "{ok}\t{}\t{offers}", c.id).map_err(io)?;
                        for line in skipped(&c) {
                            writeln!(out, "    {line}").map_err(io)?;
                        }
                    }
                    Ok(c) => {
                        for line in skipped(&c) {
                            writeln!(out, "    {line}").map_err(io)?;
                        }
                        for p in &c.problems {
                            let p = l10n.message(&p.message());
                            writeln!(out, "{problem}\t{p}").map_err(io)?;
                        }
                        if let Some(m) = &c.mismatch {
                            writeln!(out, "{mismatch}\t{m}").map_err(io)?;
                        }
                        failed.push(c.id);
                    }
                    Err(e) => {
                        let e = l10n.message(&e.message());
                        writeln!(out, "{failure}\t{}\t{e}", dir.display()).map_err(io)?;
                        failed.push(dir.display().to_string());
                    }
                }
            }
            if !failed.is_empty() {
                return Err(AppError::Said(
                    Message::new("cli-plugins-check-failed")
                        .num("failed", failed.len())
                        .num("total", dirs.len())
                        .text("ids", failed.join(", ")),
                ));
            }
        }
    }
    Ok(())
}

/// The language of the stored case `command` works on, where it names one the store has
/// and states a language; `None` otherwise (the command answers in --lang or the default).
async fn stored_case_language(store: Option<&Path>, command: &CaseCommand) -> Option<Language> {
    let id = match command {
        CaseCommand::AddQuotes(a) => &a.id,
        CaseCommand::AddOffers(a) => &a.id,
        CaseCommand::RefreshPrices(a) => &a.id,
        CaseCommand::Staff(a) => &a.id,
        CaseCommand::Prices(a) => &a.id,
        CaseCommand::Bills(a) => &a.id,
        CaseCommand::Growth(a) => &a.id,
        CaseCommand::Rate(a) => &a.id,
        CaseCommand::RemoveOption(a) => &a.id,
        CaseCommand::Discount(a) => &a.id,
        CaseCommand::Tax(a) => &a.id,
        CaseCommand::Require(a) => &a.id,
        CaseCommand::RecordProbe(a) => &a.id,
        CaseCommand::Resolve(a) => &a.id,
        CaseCommand::History(a) => &a.id,
        CaseCommand::Approve(a) => &a.id,
        CaseCommand::Reports(a) => &a.id,
        _ => return None,
    };
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path().ok()?,
    };
    // Only an existing store is read: asking its language creates none.
    if !path.is_file() {
        return None;
    }
    let library = Library::open(&path, crate::clock()).await.ok()?;
    let (case, _) = library.open_case(id, None).await.ok()?;
    case.language
}

async fn case_command(
    store: Option<&Path>,
    command: CaseCommand,
    out: &mut impl Write,
    l10n: &Localizer,
    flag: Option<Language>,
) -> Result<(), AppError> {
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path()?,
    };
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    if let CaseCommand::Verify(case_cmd::VerifyArgs { file, trust }) = &command {
        if !scenario::verify(file, trust, out, l10n)? {
            // As `gpucase verify`: the verdict is the output, the status tells scripts.
            out.flush().map_err(io)?;
            std::process::exit(1);
        }
        return Ok(());
    }
    if let CaseCommand::Diff(case_cmd::DiffArgs { old, new, json }) = command {
        let (old, new) = diff::sources(&old, &new)?;
        // The store is opened (and so created) only when a side is in it.
        let library = if old.is_stored() || new.is_stored() {
            Some(Library::open(&path, crate::clock()).await?)
        } else {
            None
        };
        let compared = gpucase_app::compare::compare_cases(library.as_ref(), &old, &new).await?;
        if json {
            let text = gpucase_app::pretty_json(&compared)?;
            writeln!(out, "{text}").map_err(io)?;
        } else {
            // Like every command that reads a case: --lang, else the (new) case's language.
            let l10n = &lang::for_case(flag, compared.new.language);
            write!(out, "{}", diff::render(&compared, l10n)).map_err(io)?;
            report_message_errors(l10n);
        }
        return Ok(());
    }
    if let CaseCommand::Connect(case_cmd::ConnectArgs { url }) = &command {
        return connect_team(url, out, l10n).await;
    }
    let library = Library::open(&path, crate::clock()).await?;
    let ctx = case_cmd::Ctx {
        library: &library,
        path: &path,
        l10n,
        flag,
    };
    match command {
        CaseCommand::Connect(..) => unreachable!("answered above"),
        CaseCommand::Approve(args) => case_cmd::approve(&ctx, args, out).await?,
        CaseCommand::Copy(args) => case_cmd::copy_cases(&ctx, args, out).await?,
        CaseCommand::Where => case_cmd::where_is(&ctx, out).await?,
        CaseCommand::Import(args) => case_cmd::import(&ctx, args, out).await?,
        CaseCommand::Export(args) => case_cmd::export(&ctx, args, out).await?,
        // Handled above, before the store is opened: verifying needs no store.
        CaseCommand::Verify(..) => {}
        CaseCommand::AddQuotes(args) => case_cmd::add_quotes(&ctx, args, out).await?,
        CaseCommand::AddOffers(args) => case_cmd::add_offers(&ctx, args, out).await?,
        CaseCommand::Require(args) => case_cmd::require(&ctx, args, out).await?,
        CaseCommand::New(args) => case_cmd::new_case(&ctx, args, out).await?,
        CaseCommand::Rate(args) => case_cmd::rate(&ctx, args, out).await?,
        CaseCommand::RemoveOption(args) => case_cmd::remove_option(&ctx, args, out).await?,
        CaseCommand::Discount(args) => case_cmd::discount(&ctx, args, out).await?,
        CaseCommand::Tax(args) => case_cmd::tax(&ctx, args, out).await?,
        CaseCommand::Bills(args) => case_cmd::bills(&ctx, args, out).await?,
        CaseCommand::Growth(args) => case_cmd::growth(&ctx, args, out).await?,
        CaseCommand::Prices(args) => case_cmd::prices(&ctx, args, out).await?,
        CaseCommand::Staff(args) => case_cmd::staff(&ctx, args, out).await?,
        CaseCommand::RecordProbe(args) => case_cmd::record_probe(&ctx, args, out).await?,
        CaseCommand::Resolve(args) => case_cmd::resolve(&ctx, args, out).await?,
        CaseCommand::RefreshPrices(args) => case_cmd::refresh_prices(&ctx, args, out).await?,
        CaseCommand::List => case_cmd::list(&ctx, out).await?,
        // Served above, before the store is opened.
        CaseCommand::Diff(..) => {}
        CaseCommand::Backup(args) => case_cmd::backup(&ctx, args, out).await?,
        CaseCommand::Restore(args) => case_cmd::restore(&ctx, args, out).await?,
        CaseCommand::History(args) => case_cmd::history(&ctx, args, out).await?,
        CaseCommand::Reports(args) => case_cmd::reports(&ctx, args, out).await?,
    }
    Ok(())
}

/// `gpucase case connect URL`: reads the password from standard input, connects with it,
/// and keeps it in the OS keyring once the server accepted it.
async fn connect_team(url: &str, out: &mut impl Write, l10n: &Localizer) -> Result<(), AppError> {
    let mut password = String::new();
    std::io::stdin()
        .read_line(&mut password)
        .map_err(|e| AppError::Io {
            path: PathBuf::from("<stdin>"),
            source: e,
        })?;
    let password = password.trim_end_matches(['\r', '\n']);
    let (library, not_kept) = Library::connect_with_password(url, password, crate::clock()).await?;
    if let Some(e) = not_kept {
        return Err(e);
    }
    let gpucase_app::LibraryLocation::Team { url, role } = library.location().await? else {
        unreachable!("a team library was connected");
    };
    let args = Args::new().str("url", url).str("role", role);
    writeln!(out, "{}", say(l10n, "cli-library-connected", args)).map_err(|e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    })?;
    Ok(())
}
