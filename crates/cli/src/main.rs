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
    Import {
        /// The file.
        file: PathBuf,
        /// Who imports it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
        /// A PEM certificate to trust as the root of signers' chains (repeatable). With it,
        /// a file that is unsigned or not signed under one of them is refused.
        #[arg(long = "trust", value_name = "CERT.pem")]
        trust: Vec<PathBuf>,
        /// Import the file even when --trust does not vouch for it (its trust state is
        /// still printed).
        #[arg(long, requires = "trust")]
        accept_untrusted: bool,
    },
    /// Export a stored case, or a `.gpucase` file, to a scenario file (`.gpucase`, format
    /// gpucase/2, with its results as computed here, optionally signed) and/or an XLSX
    /// workbook.
    Export {
        /// The case id, or the path of a `.gpucase` file.
        id: String,
        /// Where to write the case file.
        #[arg(short = 'o', long = "out", required_unless_present = "xlsx")]
        out: Option<PathBuf>,
        /// Where to write the XLSX workbook: the inputs as named cells, the hourly profile,
        /// the TCO of every option as live formulas beside gpucase's figures, the offers and
        /// the checklist; labels in --lang, else the case's language.
        #[arg(long, value_name = "OUT.xlsx")]
        xlsx: Option<PathBuf>,
        /// A version other than the latest.
        #[arg(long)]
        version: Option<i64>,
        #[command(flatten)]
        sign: signing::SignArgs,
    },
    /// Check the signature of a scenario file: who signed, when, whether anything changed
    /// since, and whether the certificate is trusted. Exit status 0 only when signed, intact
    /// and, with --trust, trusted.
    Verify {
        /// The `.gpucase` file.
        file: PathBuf,
        /// A PEM certificate to trust as the root of signers' chains (repeatable).
        #[arg(long = "trust", value_name = "CERT.pem")]
        trust: Vec<PathBuf>,
    },
    /// Add the own-server quotes of a CSV file (docs/manual-csv.md) to a stored case as its
    /// next version; a quote with an id already there replaces it.
    AddQuotes {
        /// The case id.
        id: String,
        /// The CSV file.
        file: PathBuf,
        /// Who adds them, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Add catalog offers (PROVIDER/OFFER-ID, as `offers list` shows them) to a stored case
    /// as its next version: into its shortlist and, one option per instance, into its
    /// comparison with a pricing model per price. No price is typed.
    AddOffers {
        /// The case id.
        id: String,
        /// The offers, PROVIDER/OFFER-ID.
        #[arg(required = true)]
        offers: Vec<String>,
        /// Who adds them, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Read the prices of a stored case's offers again from the latest catalog snapshot;
    /// saves the next version listing what changed. A withdrawn offer is marked, never
    /// dropped.
    RefreshPrices {
        /// The case id.
        id: String,
        /// Who refreshes, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Set the staff time outside the own quotes, as the next version of a stored case:
    /// hours a month per rented instance held at the peak, hours a month a hybrid spends on
    /// running two stacks, at one hourly rate; `--none` removes it.
    Staff {
        /// The case id.
        id: String,
        /// Staff hours a month per rented instance held at the peak.
        #[arg(long, value_name = "HOURS", required_unless_present = "none")]
        rent_hours: Option<gpucase_core::quantity::Quantity>,
        /// Staff hours a month a hybrid spends on running both stacks (default 0).
        #[arg(long, value_name = "HOURS", requires = "rent_hours")]
        second_stack_hours: Option<gpucase_core::quantity::Quantity>,
        /// What an hour of that staff time costs, with its currency ("85.00 EUR").
        #[arg(long, value_name = "AMOUNT", required_unless_present = "none")]
        rate: Option<gpucase_core::Money>,
        /// Remove the staff time.
        #[arg(long, conflicts_with_all = ["rent_hours", "second_stack_hours", "rate"])]
        none: bool,
        /// Who sets it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Set the yearly change of rented rates and of electricity prices, as the next version
    /// of a stored case; each left out stays at today's price over the whole horizon.
    Prices {
        /// The case id.
        id: String,
        /// Change of rented rates not fixed by a commitment (on demand, spot, capacity
        /// blocks, monthly billing) per year, as a signed share: -0.10 = 10 % cheaper each
        /// year from year 2; -0.5 to 1.
        #[arg(long, value_name = "SHARE", allow_hyphen_values = true)]
        rent_change: Option<gpucase_core::quantity::Change>,
        /// Change of the own servers' electricity price per year, as a signed share.
        #[arg(long, value_name = "SHARE", allow_hyphen_values = true)]
        electricity_change: Option<gpucase_core::quantity::Change>,
        /// Who sets it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Take the GPU lines of the team's own bills (FOCUS exports) into a stored case, as
    /// the next version: what is paid today per billed and per productive GPU-hour, the
    /// baseline `tco` and the report set the options against.
    Bills {
        /// The case id.
        id: String,
        /// The exports (CSV, gzip CSV or Parquet).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// GPUs in one billed unit of an instance or SKU as the bill names it
        /// (INSTANCE_OR_SKU=GPUS, repeatable), e.g. --gpus BoxUsage:p5e.48xlarge=8.
        #[arg(long = "gpus")]
        gpus: Vec<String>,
        /// A provider's own CSV: FOCUS_COLUMN=YOUR_HEADER (repeatable).
        #[arg(long = "map")]
        map: Vec<String>,
        /// Who takes them in, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Set the yearly growth of a stored case's demand, as the next version: each year's
    /// GPUs are the profile's grown from year 2 on and rounded up, every option is costed
    /// year by year, and an own quote without stages gets the stages the years need.
    Growth {
        /// The case id.
        id: String,
        /// Growth per year as a share (0.60 = 60 % more each year); 0 to 1.
        #[arg(conflicts_with = "none", required_unless_present = "none")]
        share: Option<gpucase_core::quantity::Change>,
        /// Remove the growth (the same demand every year).
        #[arg(long)]
        none: bool,
        /// Who sets it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Start a new case in the store without writing its file: a name, a currency, a
    /// horizon and a workload from a template or from windows. It has no option yet:
    /// `add-offers`, `add-quotes` and `metrics import` fill it in.
    New {
        /// The case id (letters, digits, `-`, `_`).
        id: String,
        /// Its title (asked on a terminal when left out).
        #[arg(long)]
        name: Option<String>,
        /// The currency results are computed in (ISO 4217; asked on a terminal when left
        /// out).
        #[arg(long)]
        currency: Option<gpucase_core::Currency>,
        /// Years the options are compared over (default 5; asked on a terminal).
        #[arg(long)]
        horizon: Option<u32>,
        /// The workload to start from: office-hours (the default), around-the-clock or
        /// office-and-nightly-batch (asked on a terminal unless --window is given).
        #[arg(long)]
        template: Option<gpucase_app::new_case::Template>,
        /// GPUs of the fleet, busy in each of the template's windows (default 8; asked on a
        /// terminal unless --window is given).
        #[arg(long)]
        gpus: Option<u32>,
        /// A window instead of the template's (repeatable):
        /// "NAME;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS".
        #[arg(long = "window")]
        windows: Vec<String>,
        /// Persistent storage the workload keeps, GB.
        #[arg(long, default_value = "0")]
        storage_gb: gpucase_core::quantity::Quantity,
        /// Traffic it sends out a month, GB.
        #[arg(long, default_value = "0")]
        egress_gb_month: gpucase_core::quantity::Quantity,
        /// The language of the case: en, de, nl or fr (its memo, its answers here).
        #[arg(long = "case-lang", value_name = "LANG")]
        case_lang: Option<Language>,
        /// Who creates it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Set an exchange rate of a stored case, as its next version: RATE units of TO for one
    /// of FROM (`case rate ID USD EUR 0.86 --date 2026-12-01`), replacing the rate of that
    /// pair (either way round) and year.
    Rate {
        /// The case id.
        id: String,
        /// The currency converted from (ISO 4217, e.g. USD).
        from: gpucase_core::Currency,
        /// The currency converted to.
        to: gpucase_core::Currency,
        /// Units of TO for one unit of FROM.
        rate: gpucase_core::quantity::Quantity,
        /// The day the rate was taken (YYYY-MM-DD).
        #[arg(long)]
        date: jiff::civil::Date,
        /// Where it comes from (the ECB reference rate, a bank's forward rate).
        #[arg(long, default_value = "entered with gpucase case rate")]
        source: String,
        /// The year of the horizon it is expected for, from 2 (today's rate without).
        #[arg(long)]
        year: Option<u32>,
        /// Who sets it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Remove options from a stored case, as its next version: option ids as `tco` prints
    /// them, an own quote's or rent offer's id (every pricing model of it), or `hybrid`. A
    /// rent offer left without pricing models goes, and so do the shortlisted offers no
    /// option uses any more.
    RemoveOption {
        /// The case id.
        id: String,
        /// The options.
        #[arg(required = true)]
        options: Vec<String>,
        /// Who removes them, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Set the company's discount rate, as the next version of a stored case: `tco`, the
    /// report and the workbook then give each option's present value beside its total.
    Discount {
        /// The case id.
        id: String,
        /// Per year, as a share (0.08 = 8 %); 0 to 1.
        #[arg(
            long,
            value_name = "SHARE",
            conflicts_with = "none",
            required_unless_present = "none"
        )]
        rate: Option<gpucase_core::quantity::Quantity>,
        /// Remove the discount rate (nominal figures only).
        #[arg(long)]
        none: bool,
        /// Who sets it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Set the company's tax on profits, as the next version of a stored case: the present
    /// values are then after tax, every payment deducted when it is paid and own servers
    /// depreciated straight-line over the years given.
    Tax {
        /// The case id.
        id: String,
        /// The tax rate, as a share (0.30 = 30 %); 0.01 to 0.9.
        #[arg(
            long,
            value_name = "SHARE",
            conflicts_with = "none",
            required_unless_present = "none"
        )]
        rate: Option<gpucase_core::quantity::Quantity>,
        /// Years over which an own server is depreciated for tax; 1 to 30.
        #[arg(
            long,
            value_name = "YEARS",
            conflicts_with = "none",
            required_unless_present = "none"
        )]
        depreciation_years: Option<u32>,
        /// Remove the tax (present values before tax).
        #[arg(long)]
        none: bool,
        /// Who sets it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// State what the service needs, as the next version of a stored case: the windows in
    /// which the model must answer without delay, the data class, a 24/7 service, the GPU
    /// memory. They replace what the case stated; none leaves it compared on price alone.
    Require {
        /// The case id.
        id: String,
        /// A workload window (by name) that must answer without delay (repeatable).
        #[arg(long = "must-answer", value_name = "WINDOW")]
        must_answer: Vec<String>,
        /// The data falls under the GDPR: EU/EEA location, a VM or bare metal, and the
        /// provider's own or a verified host.
        #[arg(long)]
        gdpr: bool,
        /// The service runs around the clock: a VM or bare metal, and the provider's own or
        /// a verified host.
        #[arg(long = "24x7")]
        around_the_clock: bool,
        /// Memory per GPU the model needs at least, in GB.
        #[arg(long, value_name = "GB")]
        min_gpu_memory: Option<gpucase_core::quantity::Quantity>,
        /// GPUs one replica of the model needs, on one server or instance.
        #[arg(long, value_name = "GPUS")]
        replica_gpus: Option<u32>,
        /// The replica's GPUs must share one NVLink domain (tensor parallelism).
        #[arg(long, requires = "replica_gpus")]
        one_nvlink_domain: bool,
        /// GPU memory one replica needs in all, in GB: capacity is then counted in replicas
        /// served, each option running a replica on as few of its GPUs as hold it
        /// (`--replica-gpus` counts them on the fleet the workload describes).
        #[arg(long, value_name = "GB", requires = "replica_gpus")]
        replica_memory: Option<gpucase_core::quantity::Quantity>,
        /// Spare machines held beyond the peak, so that one failing leaves the service
        /// whole (1 is N+1): own options buy them, rented options that hold capacity hold
        /// them (0 to 8).
        #[arg(long, value_name = "N", default_value_t = 0)]
        spares: u32,
        /// Who states them, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Record a probe's output against a shortlisted offer of a stored case (its next
    /// version): isolation and GPU share become verified; critical findings exclude the
    /// offer until resolved.
    RecordProbe {
        /// The case id.
        id: String,
        /// The offer, PROVIDER/OFFER-ID, as the case's shortlist has it.
        offer: String,
        /// The probe's output.
        file: PathBuf,
        /// Who records it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Resolve what excluded a shortlisted offer (its latest probe's critical findings, facts
    /// it does not publish) with a note, as the next version of a stored case.
    Resolve {
        /// The case id.
        id: String,
        /// The offer, PROVIDER/OFFER-ID.
        offer: String,
        /// Who checked what, and where it is written.
        #[arg(long, required_unless_present = "withdraw")]
        note: Option<String>,
        /// Take the resolution back instead.
        #[arg(long, conflicts_with = "note")]
        withdraw: bool,
        /// Who resolves it, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// List the stored cases.
    List,
    /// List the saved versions of a case: version, when, who, SHA-256, the server role that
    /// saved it (`-` in a local library) and its approval (`-` when not approved),
    /// separated by tabs.
    History {
        /// The case id.
        id: String,
    },
    /// Approve a saved version of a case. On a team library only a role granted
    /// gpucase_approver may, and the server records that role; an approved version is
    /// never changed or removed, only superseded by a newer one.
    Approve {
        /// The case id.
        id: String,
        /// The version to approve.
        version: i64,
        /// Who approves it, recorded in a local library (a team library records the role).
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Copy cases with every version and their tags into another library: a file, or a
    /// team library's postgres:// URL. A case the other library has already is brought up
    /// to date when its history is the start of this one's; otherwise it is refused.
    Copy {
        /// The case ids.
        #[arg(required = true)]
        ids: Vec<String>,
        /// The library to copy into.
        #[arg(long)]
        to: PathBuf,
    },
    /// Say which library is open: its file, or its server and the role it is open as.
    Where,
    /// Connect to a team library (postgres://USER@HOST[:PORT]/DATABASE): reads the password
    /// from standard input, checks it by connecting, and keeps it in the OS keyring as
    /// GPUCASE_STORE_PASSWORD. Then open it with --store URL or GPUCASE_STORE=URL.
    Connect {
        /// The team library's URL, without a password.
        url: String,
    },
    /// List the reports exported from a case, newest first: when, language, report date,
    /// case version (`-`: unsaved changes), SHA-256 of the file, signer (`-`: not signed),
    /// the file and, on a team library, the server role that exported it (`-` locally),
    /// separated by tabs.
    Reports {
        /// The case id.
        id: String,
    },
    /// Write the whole store (cases, versions, tags, deleted cases, the offers catalog) to one
    /// SQLite file, a consistent copy taken while others may keep working.
    Backup {
        /// The backup file to write.
        file: PathBuf,
    },
    /// Replace the whole store by a backup after checking it; the store as it was is kept
    /// beside it as STORE.before-restore-YYYYMMDDTHHMMSSZ. A file that is not a sound
    /// gpucase store is refused and nothing changes.
    Restore {
        /// The backup file.
        file: PathBuf,
    },
    /// Show what differs between two cases: the inputs, each option's cost per productive
    /// GPU-hour and the recommendation. Each side is a `.gpucase` file, a stored case id
    /// (its latest version) or ID@VERSION.
    Diff {
        /// The old side.
        old: String,
        /// The new side.
        new: String,
        /// Print one JSON object (exact decimals as strings) instead of a table.
        #[arg(long)]
        json: bool,
    },
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
            let text = gpucase_app::error_text::app_error(l10n, &failure.error);
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
            command: CaseCommand::Export { id, sign, .. },
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
        let text =
            serde_json::to_string_pretty(&value).map_err(|e| AppError::Invalid(e.to_string()))?;
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
                            let p = gpucase_app::error_text::offer_problem(l10n, p);
                            writeln!(out, "{problem}\t{p}").map_err(io)?;
                        }
                        if let Some(m) = &c.mismatch {
                            writeln!(out, "{mismatch}\t{m}").map_err(io)?;
                        }
                        failed.push(c.id);
                    }
                    Err(e) => {
                        let e = gpucase_app::error_text::app_error(l10n, &e);
                        writeln!(out, "{failure}\t{}\t{e}", dir.display()).map_err(io)?;
                        failed.push(dir.display().to_string());
                    }
                }
            }
            if !failed.is_empty() {
                return Err(AppError::Invalid(say(
                    l10n,
                    "cli-plugins-check-failed",
                    Args::new()
                        .num("failed", failed.len())
                        .num("total", dirs.len())
                        .str("ids", failed.join(", ")),
                )));
            }
        }
    }
    Ok(())
}

/// The language of the stored case `command` works on, where it names one the store has
/// and states a language; `None` otherwise (the command answers in --lang or the default).
async fn stored_case_language(store: Option<&Path>, command: &CaseCommand) -> Option<Language> {
    let id = match command {
        CaseCommand::AddQuotes { id, .. }
        | CaseCommand::AddOffers { id, .. }
        | CaseCommand::RefreshPrices { id, .. }
        | CaseCommand::Staff { id, .. }
        | CaseCommand::Prices { id, .. }
        | CaseCommand::Bills { id, .. }
        | CaseCommand::Growth { id, .. }
        | CaseCommand::Rate { id, .. }
        | CaseCommand::RemoveOption { id, .. }
        | CaseCommand::Discount { id, .. }
        | CaseCommand::Tax { id, .. }
        | CaseCommand::Require { id, .. }
        | CaseCommand::RecordProbe { id, .. }
        | CaseCommand::Resolve { id, .. }
        | CaseCommand::History { id, .. }
        | CaseCommand::Approve { id, .. }
        | CaseCommand::Reports { id, .. } => id,
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
    if let CaseCommand::Verify { file, trust } = &command {
        if !scenario::verify(file, trust, out, l10n)? {
            // As `gpucase verify`: the verdict is the output, the status tells scripts.
            out.flush().map_err(io)?;
            std::process::exit(1);
        }
        return Ok(());
    }
    if let CaseCommand::Diff { old, new, json } = command {
        let (old, new) = diff::sources(&old, &new)?;
        // The store is opened (and so created) only when a side is in it.
        let library = if old.is_stored() || new.is_stored() {
            Some(Library::open(&path, crate::clock()).await?)
        } else {
            None
        };
        let compared = gpucase_app::compare::compare_cases(library.as_ref(), &old, &new).await?;
        if json {
            let text = serde_json::to_string_pretty(&compared)
                .map_err(|e| AppError::Invalid(e.to_string()))?;
            writeln!(out, "{text}").map_err(io)?;
        } else {
            // Like every command that reads a case: --lang, else the (new) case's language.
            let l10n = &lang::for_case(flag, compared.new.language);
            write!(out, "{}", diff::render(&compared, l10n)).map_err(io)?;
            report_message_errors(l10n);
        }
        return Ok(());
    }
    if let CaseCommand::Connect { url } = &command {
        return connect_team(url, out, l10n).await;
    }
    let library = Library::open(&path, crate::clock()).await?;
    match command {
        CaseCommand::Connect { .. } => unreachable!("answered above"),
        CaseCommand::Approve { id, version, by } => {
            let approved = library.approve(&id, version, &by).await?;
            let args = Args::new()
                .str("id", id)
                .num("version", approved.version)
                .str("who", terminal::shown(&approved.approved_by).to_string())
                .str("at", approved.approved_at);
            writeln!(out, "{}", say(l10n, "cli-case-approved", args)).map_err(io)?;
        }
        CaseCommand::Copy { ids, to } => {
            let target = Library::open(&to, crate::clock()).await?;
            for id in ids {
                let copied = library.copy_to(&target, &id).await?;
                let args = Args::new()
                    .str("id", id)
                    .num("version", copied.version)
                    .str("to", to.display().to_string());
                writeln!(out, "{}", say(l10n, "cli-case-copied", args)).map_err(io)?;
            }
        }
        CaseCommand::Where => {
            let line = match library.location().await? {
                gpucase_app::LibraryLocation::Local { path } => say(
                    l10n,
                    "cli-library-local",
                    Args::new().str("path", path.display().to_string()),
                ),
                gpucase_app::LibraryLocation::Team { url, role } => say(
                    l10n,
                    "cli-library-team",
                    Args::new().str("url", url).str("role", role),
                ),
            };
            writeln!(out, "{line}").map_err(io)?;
        }
        CaseCommand::Import {
            file,
            by,
            trust,
            accept_untrusted,
        } => {
            let anchors = gpucase_app::signing::load_trust_anchors(&trust)?;
            let untrusted = if accept_untrusted {
                gpucase_app::Untrusted::Accept
            } else {
                gpucase_app::Untrusted::Refuse
            };
            let done = library
                .import_scenario(&file, &by, &anchors, untrusted)
                .await?;
            for line in scenario::import_lines(&file, &done, l10n) {
                writeln!(out, "{line}").map_err(io)?;
            }
        }
        CaseCommand::Export {
            id,
            out: file,
            xlsx,
            version,
            sign,
        } => {
            let (case, stored) = library.open_case_or_file(&id, version).await?;
            let signer = sign.scenario_signer()?;
            if let Some(signer) = &signer {
                signing::warn_about_certificate(signer, l10n);
            }
            if let Some(file) = &file {
                let signed = signer.as_ref().map(|s| (s, library.clock().now()));
                // A stored case carries the settings of its latest exported report.
                library
                    .write_scenario(&case, stored.is_some(), file, signed)
                    .await?;
                let args = Args::new()
                    .str("id", case.id.clone())
                    .str("file", file.display().to_string());
                let message = match &stored {
                    Some(s) => say(l10n, "cli-case-exported", args.num("version", s.version)),
                    None => say(l10n, "cli-case-file-exported", args),
                };
                writeln!(out, "{message}").map_err(io)?;
                if let Some(signer) = &signer {
                    writeln!(out, "{}", signing::signed_line(signer, l10n)).map_err(io)?;
                }
            }
            if let Some(xlsx) = &xlsx {
                if let Some(file) = &file {
                    // The workbook must not replace the scenario file just written.
                    gpucase_app::protected::protect_output(file);
                }
                let language = lang::for_case(flag, case.language).language();
                let done = gpucase_app::export_xlsx(&case, xlsx, Some(language))?;
                let args = Args::new()
                    .str("id", case.id.clone())
                    .num("options", done.options)
                    .num("bytes", done.bytes)
                    .str("file", xlsx.display().to_string());
                writeln!(out, "{}", say(l10n, "cli-workbook-exported", args)).map_err(io)?;
            }
        }
        // Handled above, before the store is opened: verifying needs no store.
        CaseCommand::Verify { .. } => {}
        CaseCommand::AddQuotes { id, file, by } => {
            let (case, _) = library.open_case(&id, None).await?;
            let quotes = gpucase_app::manual::read_quotes_csv(&file)?;
            let (case, merged) = gpucase_app::manual::merge_quotes(&case, quotes, &file)?;
            let saved = library.save(&case, &by).await?;
            let args = Args::new()
                .str("id", id)
                .num("version", saved.version)
                .num("added", merged.added.len())
                .str("added_ids", merged.added.join(", "))
                .num("replaced", merged.replaced.len())
                .str("replaced_ids", merged.replaced.join(", "));
            writeln!(out, "{}", say(l10n, "cli-quotes-added", args)).map_err(io)?;
        }
        CaseCommand::AddOffers { id, offers, by } => {
            let added = gpucase_app::case_offers::add_offers(&library, &id, &offers, &by).await?;
            let args = Args::new()
                .str("id", id)
                .num("version", added.imported.version)
                .num("count", added.options.len())
                .str("options", added.options.join(", "));
            writeln!(out, "{}", say(l10n, "cli-offers-added", args)).map_err(io)?;
            // What was left out, each with why and what to do; the status stays 0 since
            // something was added.
            for n in &added.not_added {
                let why = gpucase_app::error_text::app_error(l10n, &n.error);
                let args = Args::new().str("offer", n.offer.clone()).str("why", why);
                writeln!(out, "{}", say(l10n, "cli-offer-not-added", args)).map_err(io)?;
            }
        }
        CaseCommand::Require {
            id,
            must_answer,
            gdpr,
            around_the_clock,
            min_gpu_memory,
            replica_gpus,
            one_nvlink_domain,
            replica_memory,
            spares,
            by,
        } => {
            let mut concerns = Vec::new();
            if around_the_clock {
                concerns.push(gpucase_core::checklist::Concern::Service24x7);
            }
            if gdpr {
                concerns.push(gpucase_core::checklist::Concern::GdprData);
            }
            let requirements = gpucase_core::requirements::Requirements {
                must_answer,
                min_gpu_memory_gb: min_gpu_memory,
                replica: replica_gpus.map(|gpus| gpucase_core::requirements::Replica {
                    gpus,
                    one_nvlink_domain,
                    memory_gb: replica_memory,
                }),
                spares,
            };
            let saved =
                gpucase_app::decision::require(&library, &id, requirements, concerns, &by).await?;
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-requirements-saved", args)).map_err(io)?;
        }
        CaseCommand::New {
            id,
            name,
            currency,
            horizon,
            template,
            gpus,
            windows,
            storage_gb,
            egress_gb_month,
            case_lang,
            by,
        } => {
            use gpucase_app::new_case::{NewCase, Template, create, window};
            // What the flags leave out is asked on a terminal; a script gets the defaults,
            // or an error naming a flag that has none.
            let mut ask = ask::Asker::terminal(l10n);
            let name = ask.value(name, "--name", "cli-ask-name", None)?;
            let currency = ask.value(currency, "--currency", "cli-ask-currency", None)?;
            let horizon = ask.value(horizon, "--horizon", "cli-ask-horizon", Some(5))?;
            let (windows, gpus) = if windows.is_empty() {
                let template = ask.value(
                    template,
                    "--template",
                    "cli-ask-template",
                    Some(Template::OfficeHours),
                )?;
                let gpus = ask.value(gpus, "--gpus", "cli-ask-gpus", Some(8))?;
                (template.windows(gpus), gpus)
            } else {
                let windows = windows
                    .iter()
                    .map(|w| window(w))
                    .collect::<Result<Vec<_>, _>>()?;
                (windows, gpus.unwrap_or(8))
            };
            let language = case_lang;
            let new = NewCase {
                id: id.clone(),
                name,
                currency,
                horizon_years: horizon,
                gpus,
                windows,
                storage_gb,
                egress_gb_per_month: egress_gb_month,
                language,
            };
            let saved = create(&library, &new, &by).await?;
            // The new case's language, unless --lang says otherwise.
            let l10n = &lang::for_case(flag, language);
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-case-created", args)).map_err(io)?;
        }
        CaseCommand::Rate {
            id,
            from,
            to,
            rate,
            date,
            source,
            year,
            by,
        } => {
            let saved = gpucase_app::decision::exchange_rate(
                &library,
                &id,
                (from, to),
                rate,
                date,
                &source,
                year,
                &by,
            )
            .await?;
            let args = Args::new()
                .str("id", id)
                .num("version", saved.version)
                .str("from", from.code())
                .str("to", to.code())
                .str("rate", rate.to_string());
            writeln!(out, "{}", say(l10n, "cli-rate-saved", args)).map_err(io)?;
        }
        CaseCommand::RemoveOption { id, options, by } => {
            let (saved, removed) =
                gpucase_app::decision::remove_options(&library, &id, &options, &by).await?;
            let args = Args::new()
                .str("id", id)
                .num("version", saved.version)
                .num("count", removed.len())
                .str("options", removed.join(", "));
            writeln!(out, "{}", say(l10n, "cli-options-removed", args)).map_err(io)?;
        }
        CaseCommand::Discount { id, rate, none, by } => {
            let saved =
                gpucase_app::decision::discount(&library, &id, if none { None } else { rate }, &by)
                    .await?;
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-discount-saved", args)).map_err(io)?;
        }
        CaseCommand::Tax {
            id,
            rate,
            depreciation_years,
            none,
            by,
        } => {
            let tax = match (rate, depreciation_years) {
                (Some(rate), Some(depreciation_years)) if !none => Some(gpucase_core::case::Tax {
                    rate,
                    depreciation_years,
                }),
                _ => None,
            };
            let saved = gpucase_app::decision::tax(&library, &id, tax, &by).await?;
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-tax-saved", args)).map_err(io)?;
        }
        CaseCommand::Bills {
            id,
            files,
            gpus,
            map,
            by,
        } => {
            let gpus = gpucase_app::bills::gpu_counts(&gpus)?;
            let taken =
                gpucase_app::bills::into_case(&library, &id, &files, &map, &gpus, &by, l10n)
                    .await?;
            for line in &taken.notes {
                writeln!(out, "{line}").map_err(io)?;
            }
            let args = Args::new()
                .str("id", id)
                .num("version", taken.saved.version)
                .num("lines", taken.lines);
            writeln!(out, "{}", say(l10n, "cli-bills-saved", args)).map_err(io)?;
        }
        CaseCommand::Growth {
            id,
            share,
            none,
            by,
        } => {
            let growth = if none { None } else { share };
            let saved = gpucase_app::decision::demand_growth(&library, &id, growth, &by).await?;
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-growth-saved", args)).map_err(io)?;
        }
        CaseCommand::Prices {
            id,
            rent_change,
            electricity_change,
            by,
        } => {
            let saved = gpucase_app::decision::price_changes(
                &library,
                &id,
                rent_change,
                electricity_change,
                &by,
            )
            .await?;
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-prices-saved", args)).map_err(io)?;
        }
        CaseCommand::Staff {
            id,
            rent_hours,
            second_stack_hours,
            rate,
            none,
            by,
        } => {
            let operations = match (none, rent_hours, rate) {
                (false, Some(rent), Some(rate)) => Some(gpucase_core::case::Operations {
                    rent_hours_per_instance_month: rent,
                    second_stack_hours_per_month: second_stack_hours
                        .unwrap_or(gpucase_core::quantity::Quantity::ZERO),
                    hour_rate: rate,
                }),
                _ => None,
            };
            let saved = gpucase_app::decision::staff_time(&library, &id, operations, &by).await?;
            let args = Args::new().str("id", id).num("version", saved.version);
            writeln!(out, "{}", say(l10n, "cli-staff-saved", args)).map_err(io)?;
        }
        CaseCommand::RecordProbe {
            id,
            offer,
            file,
            by,
        } => {
            let text = gpucase_app::probe::read_output(&file)?;
            let (saved, report) =
                gpucase_app::decision::record_probe(&library, &id, &offer, &text, &by).await?;
            let args = Args::new()
                .str("id", id)
                .num("version", saved.version)
                .str("offer", offer)
                .num("findings", report.findings.len());
            writeln!(out, "{}", say(l10n, "cli-probe-recorded", args)).map_err(io)?;
        }
        CaseCommand::Resolve {
            id,
            offer,
            note,
            withdraw,
            by,
        } => {
            let note = if withdraw { None } else { note };
            let saved =
                gpucase_app::decision::resolve(&library, &id, &offer, note.as_deref(), &by).await?;
            let args = Args::new()
                .str("id", id)
                .num("version", saved.version)
                .str("offer", offer);
            let message = if withdraw {
                "cli-resolution-withdrawn"
            } else {
                "cli-resolved"
            };
            writeln!(out, "{}", say(l10n, message, args)).map_err(io)?;
        }
        CaseCommand::RefreshPrices { id, by } => {
            let done = gpucase_app::case_offers::refresh_prices(&library, &id, &by).await?;
            for c in &done.changes {
                let args = Args::new()
                    .str("option", c.option.clone())
                    .str("offer", c.offer.clone())
                    .str("before", c.before.clone());
                let line = match &c.after {
                    Some(after) => say(l10n, "cli-price-changed", args.str("after", after.clone())),
                    None => say(l10n, "cli-price-withdrawn", args),
                };
                writeln!(out, "{line}").map_err(io)?;
            }
            let line = match &done.imported {
                Some(saved) => say(
                    l10n,
                    "cli-prices-refreshed",
                    Args::new().str("id", id).num("version", saved.version),
                ),
                None => say(l10n, "cli-prices-unchanged", Args::new().str("id", id)),
            };
            writeln!(out, "{line}").map_err(io)?;
        }
        CaseCommand::List => {
            for c in library.list().await? {
                writeln!(
                    out,
                    "{}\tv{}\t{}\t{}",
                    terminal::shown(&c.id),
                    c.current_version,
                    c.updated_at,
                    terminal::shown(&c.name)
                )
                .map_err(io)?;
            }
        }
        // Served above, before the store is opened.
        CaseCommand::Diff { .. } => {}
        CaseCommand::Backup { file } => {
            library.backup(&file).await?;
            let args = Args::new()
                .str("store", path.display().to_string())
                .str("file", file.display().to_string());
            writeln!(out, "{}", say(l10n, "cli-store-backed-up", args)).map_err(io)?;
        }
        CaseCommand::Restore { file } => {
            let done = library.restore(&file).await?;
            let args = Args::new()
                .str("file", file.display().to_string())
                .num("cases", done.cases)
                .str("kept", done.kept.display().to_string());
            writeln!(out, "{}", say(l10n, "cli-store-restored", args)).map_err(io)?;
        }
        CaseCommand::History { id } => {
            for v in library.history(&id).await? {
                let role = if v.role.is_empty() {
                    "-".to_owned()
                } else {
                    terminal::shown(&v.role).to_string()
                };
                let approved = v.approved.map_or_else(
                    || "-".to_owned(),
                    |a| {
                        say(
                            l10n,
                            "cli-history-approved",
                            Args::new()
                                .str("who", terminal::shown(&a.approved_by).to_string())
                                .str("at", a.approved_at),
                        )
                    },
                );
                writeln!(
                    out,
                    "v{}\t{}\t{}\t{}\t{role}\t{approved}",
                    v.version,
                    v.saved_at,
                    terminal::shown(&v.saved_by),
                    v.sha256
                )
                .map_err(io)?;
            }
        }
        CaseCommand::Reports { id } => {
            for r in gpucase_app::report::list(library.store(), &id).await? {
                let version = r
                    .case_version
                    .map_or_else(|| "-".to_owned(), |v| format!("v{v}"));
                let role = if r.role.is_empty() {
                    "-"
                } else {
                    r.role.as_str()
                };
                writeln!(
                    out,
                    "{}\t{}\t{}\t{version}\t{}\t{}\t{}\t{}",
                    r.exported_at,
                    r.language,
                    r.report_date,
                    r.sha256,
                    terminal::shown(r.signed_by.as_deref().unwrap_or("-")),
                    terminal::shown(&r.path),
                    terminal::shown(role)
                )
                .map_err(io)?;
            }
        }
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
