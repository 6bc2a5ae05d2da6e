//! `gpucase`: the command-line host. It parses arguments, calls `gpucase-app` and prints;
//! every behaviour lives in the application API.

// Plugin runs and metrics imports allocate millions of small values; mimalloc took the
// 10,000-offer Vast run from 1.3 s to 0.8 s (crates/plugins/benches/normalise.rs).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod metrics;
mod offers;
mod probe;
mod table;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use gpucase_app::{AppError, Library, ReportSettings};

/// Rent-or-buy cases for GPU capacity for steady AI inference.
#[derive(Debug, Parser)]
#[command(name = "gpucase", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Compute and print the cost comparison of a case file.
    Tco {
        /// The `.gpucase` file.
        case_file: PathBuf,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Write the PDF recommendation of a case file.
    Report {
        /// The `.gpucase` file.
        case_file: PathBuf,
        /// Language of the report (only `en` so far).
        #[arg(long, default_value = "en")]
        lang: String,
        /// Where to write the PDF.
        #[arg(short = 'o', long = "out")]
        out: PathBuf,
        #[command(flatten)]
        meta: ReportMeta,
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
}

impl ReportMeta {
    fn settings(&self) -> ReportSettings {
        ReportSettings {
            date: self.date.unwrap_or_else(|| {
                jiff::Timestamp::now()
                    .to_zoned(jiff::tz::TimeZone::UTC)
                    .date()
            }),
            author: self.author.clone(),
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
    },
    /// Export a stored case to a `.gpucase` file.
    Export {
        /// The case id.
        id: String,
        /// Where to write it.
        #[arg(short = 'o', long = "out")]
        out: PathBuf,
        /// A version other than the latest.
        #[arg(long)]
        version: Option<i64>,
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
    /// List the stored cases.
    List,
    /// List the saved versions of a case.
    History {
        /// The case id.
        id: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // One line: what, where, what was expected.
            eprintln!("gpucase: error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<(), AppError> {
    let mut out = std::io::stdout().lock();
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    match cli.command {
        Command::Tco { case_file, json } => {
            let case = gpucase_app::read_case_file(&case_file)?;
            let comparison = gpucase_app::compute(&case)?;
            if json {
                let value = gpucase_app::comparison_json(&case, &comparison);
                let text = serde_json::to_string_pretty(&value)
                    .map_err(|e| AppError::Invalid(e.to_string()))?;
                writeln!(out, "{text}").map_err(io)?;
            } else {
                write!(out, "{}", table::render(&case, &comparison)).map_err(io)?;
            }
        }
        Command::Report {
            case_file,
            lang,
            out: pdf,
            meta,
        } => {
            if lang != "en" {
                return Err(AppError::Invalid(format!(
                    "--lang {lang}: this build writes English reports only (expected \"en\")"
                )));
            }
            let case = gpucase_app::read_case_file(&case_file)?;
            let bytes = gpucase_app::render_report(&case, &meta.settings())?;
            gpucase_app::write_file_atomically(&pdf, &bytes)?;
            writeln!(out, "wrote {} ({} bytes)", pdf.display(), bytes.len()).map_err(io)?;
        }
        Command::Demo { out: dir, meta } => {
            let done = gpucase_app::demo(&dir, &meta.settings())?;
            write!(out, "{}", table::render(&done.case, &done.comparison)).map_err(io)?;
            writeln!(out, "\nreport:     {}", done.report.display()).map_err(io)?;
            writeln!(out, "comparison: {}", done.json.display()).map_err(io)?;
        }
        Command::Plugins { command } => return plugins_command(command, &mut out),
        Command::Offers { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            runtime.block_on(offers::command(store.as_deref(), command, &mut out))?;
        }
        Command::Metrics { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            runtime.block_on(metrics::command(store.as_deref(), command, &mut out))?;
        }
        Command::Probe { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            runtime.block_on(probe::command(store.as_deref(), command, &mut out))?;
        }
        Command::Case { store, command } => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(io)?;
            runtime.block_on(case_command(store.as_deref(), command, &mut out))?;
        }
    }
    Ok(())
}

fn plugins_command(command: PluginsCommand, out: &mut impl Write) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    match command {
        PluginsCommand::List { dir } => {
            for p in gpucase_app::plugins::list_plugins(&dir)? {
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}\tfetch: {}\tsecrets: {}",
                    p.id,
                    p.version,
                    p.name,
                    p.provider,
                    p.fetch.join(" "),
                    if p.secrets.is_empty() {
                        "-".to_owned()
                    } else {
                        p.secrets.join(" ")
                    }
                )
                .map_err(io)?;
            }
        }
        PluginsCommand::Check { dirs, bless } => {
            let mut failed = Vec::new();
            for dir in &dirs {
                match gpucase_app::plugins::check_plugin(dir, bless) {
                    Ok(c) if c.passed() => {
                        writeln!(out, "ok\t{}\t{} offers", c.id, c.offers.len()).map_err(io)?;
                    }
                    Ok(c) => {
                        for p in &c.problems {
                            writeln!(out, "problem\t{p}").map_err(io)?;
                        }
                        if let Some(m) = &c.mismatch {
                            writeln!(out, "mismatch\t{m}").map_err(io)?;
                        }
                        failed.push(c.id);
                    }
                    Err(e) => {
                        writeln!(out, "failed\t{}\t{e}", dir.display()).map_err(io)?;
                        failed.push(dir.display().to_string());
                    }
                }
            }
            if !failed.is_empty() {
                return Err(AppError::Invalid(format!(
                    "{} of {} plugins failed their check: {}",
                    failed.len(),
                    dirs.len(),
                    failed.join(", ")
                )));
            }
        }
    }
    Ok(())
}

async fn case_command(
    store: Option<&Path>,
    command: CaseCommand,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path()?,
    };
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let library = Library::open(&path).await?;
    match command {
        CaseCommand::Import { file, by } => {
            let done = library.import(&file, &by).await?;
            let what = if done.created {
                "new case"
            } else {
                "new version of"
            };
            writeln!(
                out,
                "imported {}: {what} {:?} (version {})",
                file.display(),
                done.case_id,
                done.version
            )
            .map_err(io)?;
        }
        CaseCommand::Export {
            id,
            out: file,
            version,
        } => {
            let stored = library.export(&id, version, &file).await?;
            writeln!(
                out,
                "exported {id} version {} to {}",
                stored.version,
                file.display()
            )
            .map_err(io)?;
        }
        CaseCommand::AddQuotes { id, file, by } => {
            let (case, _) = library.open_case(&id, None).await?;
            let quotes = gpucase_app::manual::read_quotes_csv(&file)?;
            let (case, merged) = gpucase_app::manual::merge_quotes(&case, quotes, &file)?;
            let saved = library.save(&case, &by).await?;
            writeln!(
                out,
                "{id} version {}: {} quotes added ({}), {} replaced ({})",
                saved.version,
                merged.added.len(),
                merged.added.join(", "),
                merged.replaced.len(),
                merged.replaced.join(", ")
            )
            .map_err(io)?;
        }
        CaseCommand::List => {
            for c in library.list().await? {
                writeln!(
                    out,
                    "{}\tv{}\t{}\t{}",
                    c.id, c.current_version, c.updated_at, c.name
                )
                .map_err(io)?;
            }
        }
        CaseCommand::History { id } => {
            for v in library.history(&id).await? {
                writeln!(
                    out,
                    "v{}\t{}\t{}\t{}",
                    v.version, v.saved_at, v.saved_by, v.sha256
                )
                .map_err(io)?;
            }
        }
    }
    Ok(())
}
