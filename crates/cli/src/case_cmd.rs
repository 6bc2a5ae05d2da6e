//! `gpucase case …`: one function per subcommand, each with its arguments' struct
//! (`main.rs`'s `CaseCommand` names them), over `gpucase_app` (issue 36, item 5).

use gpucase_app::Describe;
use std::io::Write;
use std::path::{Path, PathBuf};

use gpucase_app::{AppError, Library};
use gpucase_l10n::{Args, Language, Localizer};

use crate::lang::say;
use crate::{ask, lang, scenario, signing, terminal};

/// What every subcommand on a stored case works with.
#[derive(Clone, Copy)]
pub(crate) struct Ctx<'a> {
    /// The open library.
    pub library: &'a Library,
    /// Its file, or the team library's location.
    pub path: &'a Path,
    /// The words the answers are in.
    pub l10n: &'a Localizer,
    /// The language asked for with --lang, if any.
    pub flag: Option<Language>,
}

/// An error writing to standard output.
fn io(e: std::io::Error) -> AppError {
    AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    }
}

/// The arguments of `case import`.
#[derive(Debug, clap::Args)]
pub(crate) struct ImportArgs {
    /// The file.
    pub(crate) file: PathBuf,
    /// Who imports it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
    /// A PEM certificate to trust as the root of signers' chains (repeatable). With it,
    /// a file that is unsigned or not signed under one of them is refused.
    #[arg(long = "trust", value_name = "CERT.pem")]
    pub(crate) trust: Vec<PathBuf>,
    /// Import the file even when --trust does not vouch for it (its trust state is
    /// still printed).
    #[arg(long, requires = "trust")]
    pub(crate) accept_untrusted: bool,
}

/// The arguments of `case export`.
#[derive(Debug, clap::Args)]
pub(crate) struct ExportArgs {
    /// The case id, or the path of a `.gpucase` file.
    pub(crate) id: String,
    /// Where to write the case file.
    #[arg(short = 'o', long = "out", required_unless_present = "xlsx")]
    pub(crate) out: Option<PathBuf>,
    /// Where to write the XLSX workbook: the inputs as named cells, the hourly profile,
    /// the TCO of every option as live formulas beside gpucase's figures, the offers and
    /// the checklist; labels in --lang, else the case's language.
    #[arg(long, value_name = "OUT.xlsx")]
    pub(crate) xlsx: Option<PathBuf>,
    /// A version other than the latest.
    #[arg(long)]
    pub(crate) version: Option<i64>,
    #[command(flatten)]
    pub(crate) sign: signing::SignArgs,
}

/// The arguments of `case verify`.
#[derive(Debug, clap::Args)]
pub(crate) struct VerifyArgs {
    /// The `.gpucase` file.
    pub(crate) file: PathBuf,
    /// A PEM certificate to trust as the root of signers' chains (repeatable).
    #[arg(long = "trust", value_name = "CERT.pem")]
    pub(crate) trust: Vec<PathBuf>,
}

/// The arguments of `case add-quotes`.
#[derive(Debug, clap::Args)]
pub(crate) struct AddQuotesArgs {
    /// The case id.
    pub(crate) id: String,
    /// The CSV file.
    pub(crate) file: PathBuf,
    /// Who adds them, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case add-offers`.
#[derive(Debug, clap::Args)]
pub(crate) struct AddOffersArgs {
    /// The case id.
    pub(crate) id: String,
    /// The offers, PROVIDER/OFFER-ID.
    #[arg(required = true)]
    pub(crate) offers: Vec<String>,
    /// Who adds them, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case refresh-prices`.
#[derive(Debug, clap::Args)]
pub(crate) struct RefreshPricesArgs {
    /// The case id.
    pub(crate) id: String,
    /// Who refreshes, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case staff`.
#[derive(Debug, clap::Args)]
pub(crate) struct StaffArgs {
    /// The case id.
    pub(crate) id: String,
    /// Staff hours a month per rented instance held at the peak.
    #[arg(long, value_name = "HOURS", required_unless_present = "none")]
    pub(crate) rent_hours: Option<gpucase_core::quantity::Quantity>,
    /// Staff hours a month a hybrid spends on running both stacks (default 0).
    #[arg(long, value_name = "HOURS", requires = "rent_hours")]
    pub(crate) second_stack_hours: Option<gpucase_core::quantity::Quantity>,
    /// What an hour of that staff time costs, with its currency ("85.00 EUR").
    #[arg(long, value_name = "AMOUNT", required_unless_present = "none")]
    pub(crate) rate: Option<gpucase_core::Money>,
    /// Remove the staff time.
    #[arg(long, conflicts_with_all = ["rent_hours", "second_stack_hours", "rate"])]
    pub(crate) none: bool,
    /// Who sets it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case prices`.
#[derive(Debug, clap::Args)]
pub(crate) struct PricesArgs {
    /// The case id.
    pub(crate) id: String,
    /// Change of rented rates not fixed by a commitment (on demand, spot, capacity
    /// blocks, monthly billing) per year, as a signed share: -0.10 = 10 % cheaper each
    /// year from year 2; -0.5 to 1.
    #[arg(long, value_name = "SHARE", allow_hyphen_values = true)]
    pub(crate) rent_change: Option<gpucase_core::quantity::Change>,
    /// Change of the own servers' electricity price per year, as a signed share.
    #[arg(long, value_name = "SHARE", allow_hyphen_values = true)]
    pub(crate) electricity_change: Option<gpucase_core::quantity::Change>,
    /// Who sets it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case bills`.
#[derive(Debug, clap::Args)]
pub(crate) struct BillsArgs {
    /// The case id.
    pub(crate) id: String,
    /// The exports (CSV, gzip CSV or Parquet).
    #[arg(required = true)]
    pub(crate) files: Vec<PathBuf>,
    /// GPUs in one billed unit of an instance or SKU as the bill names it
    /// (INSTANCE_OR_SKU=GPUS, repeatable), e.g. --gpus BoxUsage:p5e.48xlarge=8.
    #[arg(long = "gpus")]
    pub(crate) gpus: Vec<String>,
    /// A provider's own CSV: FOCUS_COLUMN=YOUR_HEADER (repeatable).
    #[arg(long = "map")]
    pub(crate) map: Vec<String>,
    /// Who takes them in, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case growth`.
#[derive(Debug, clap::Args)]
pub(crate) struct GrowthArgs {
    /// The case id.
    pub(crate) id: String,
    /// Growth per year as a share (0.60 = 60 % more each year); 0 to 1.
    #[arg(conflicts_with = "none", required_unless_present = "none")]
    pub(crate) share: Option<gpucase_core::quantity::Change>,
    /// Remove the growth (the same demand every year).
    #[arg(long)]
    pub(crate) none: bool,
    /// Who sets it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case new`.
#[derive(Debug, clap::Args)]
pub(crate) struct NewArgs {
    /// The case id (letters, digits, `-`, `_`).
    pub(crate) id: String,
    /// Its title (asked on a terminal when left out).
    #[arg(long)]
    pub(crate) name: Option<String>,
    /// The currency results are computed in (ISO 4217; asked on a terminal when left
    /// out).
    #[arg(long)]
    pub(crate) currency: Option<gpucase_core::Currency>,
    /// Years the options are compared over (default 5; asked on a terminal).
    #[arg(long)]
    pub(crate) horizon: Option<u32>,
    /// The workload to start from: office-hours (the default), around-the-clock or
    /// office-and-nightly-batch (asked on a terminal unless --window is given).
    #[arg(long)]
    pub(crate) template: Option<gpucase_app::new_case::Template>,
    /// GPUs of the fleet, busy in each of the template's windows (default 8; asked on a
    /// terminal unless --window is given).
    #[arg(long)]
    pub(crate) gpus: Option<u32>,
    /// A window instead of the template's (repeatable):
    /// "NAME;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS".
    #[arg(long = "window")]
    pub(crate) windows: Vec<String>,
    /// Persistent storage the workload keeps, GB.
    #[arg(long, default_value = "0")]
    pub(crate) storage_gb: gpucase_core::quantity::Quantity,
    /// Traffic it sends out a month, GB.
    #[arg(long, default_value = "0")]
    pub(crate) egress_gb_month: gpucase_core::quantity::Quantity,
    /// The language of the case: en, de, nl or fr (its memo, its answers here).
    #[arg(long = "case-lang", value_name = "LANG")]
    pub(crate) case_lang: Option<Language>,
    /// Who creates it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case rate`.
#[derive(Debug, clap::Args)]
pub(crate) struct RateArgs {
    /// The case id.
    pub(crate) id: String,
    /// The currency converted from (ISO 4217, e.g. USD).
    pub(crate) from: gpucase_core::Currency,
    /// The currency converted to.
    pub(crate) to: gpucase_core::Currency,
    /// Units of TO for one unit of FROM.
    pub(crate) rate: gpucase_core::quantity::Quantity,
    /// The day the rate was taken (YYYY-MM-DD).
    #[arg(long)]
    pub(crate) date: jiff::civil::Date,
    /// Where it comes from (the ECB reference rate, a bank's forward rate).
    #[arg(long, default_value = "entered with gpucase case rate")]
    pub(crate) source: String,
    /// The year of the horizon it is expected for, from 2 (today's rate without).
    #[arg(long)]
    pub(crate) year: Option<u32>,
    /// Who sets it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case remove-option`.
#[derive(Debug, clap::Args)]
pub(crate) struct RemoveOptionArgs {
    /// The case id.
    pub(crate) id: String,
    /// The options.
    #[arg(required = true)]
    pub(crate) options: Vec<String>,
    /// Who removes them, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case discount`.
#[derive(Debug, clap::Args)]
pub(crate) struct DiscountArgs {
    /// The case id.
    pub(crate) id: String,
    /// Per year, as a share (0.08 = 8 %); 0 to 1.
    #[arg(
        long,
        value_name = "SHARE",
        conflicts_with = "none",
        required_unless_present = "none"
    )]
    pub(crate) rate: Option<gpucase_core::quantity::Quantity>,
    /// Remove the discount rate (nominal figures only).
    #[arg(long)]
    pub(crate) none: bool,
    /// Who sets it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case tax`.
#[derive(Debug, clap::Args)]
pub(crate) struct TaxArgs {
    /// The case id.
    pub(crate) id: String,
    /// The tax rate, as a share (0.30 = 30 %); 0.01 to 0.9.
    #[arg(
        long,
        value_name = "SHARE",
        conflicts_with = "none",
        required_unless_present = "none"
    )]
    pub(crate) rate: Option<gpucase_core::quantity::Quantity>,
    /// Years over which an own server is depreciated for tax; 1 to 30.
    #[arg(
        long,
        value_name = "YEARS",
        conflicts_with = "none",
        required_unless_present = "none"
    )]
    pub(crate) depreciation_years: Option<u32>,
    /// Remove the tax (present values before tax).
    #[arg(long)]
    pub(crate) none: bool,
    /// Who sets it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case require`.
#[derive(Debug, clap::Args)]
pub(crate) struct RequireArgs {
    /// The case id.
    pub(crate) id: String,
    /// A workload window (by name) that must answer without delay (repeatable).
    #[arg(long = "must-answer", value_name = "WINDOW")]
    pub(crate) must_answer: Vec<String>,
    /// The data falls under the GDPR: EU/EEA location, a VM or bare metal, and the
    /// provider's own or a verified host.
    #[arg(long)]
    pub(crate) gdpr: bool,
    /// The service runs around the clock: a VM or bare metal, and the provider's own or
    /// a verified host.
    #[arg(long = "24x7")]
    pub(crate) around_the_clock: bool,
    /// Memory per GPU the model needs at least, in GB.
    #[arg(long, value_name = "GB")]
    pub(crate) min_gpu_memory: Option<gpucase_core::quantity::Quantity>,
    /// GPUs one replica of the model needs, on one server or instance.
    #[arg(long, value_name = "GPUS")]
    pub(crate) replica_gpus: Option<u32>,
    /// The replica's GPUs must share one NVLink domain (tensor parallelism).
    #[arg(long, requires = "replica_gpus")]
    pub(crate) one_nvlink_domain: bool,
    /// GPU memory one replica needs in all, in GB: capacity is then counted in replicas
    /// served, each option running a replica on as few of its GPUs as hold it
    /// (`--replica-gpus` counts them on the fleet the workload describes).
    #[arg(long, value_name = "GB", requires = "replica_gpus")]
    pub(crate) replica_memory: Option<gpucase_core::quantity::Quantity>,
    /// Spare machines held beyond the peak, so that one failing leaves the service
    /// whole (1 is N+1): own options buy them, rented options that hold capacity hold
    /// them (0 to 8).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) spares: u32,
    /// Who states them, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case record-probe`.
#[derive(Debug, clap::Args)]
pub(crate) struct RecordProbeArgs {
    /// The case id.
    pub(crate) id: String,
    /// The offer, PROVIDER/OFFER-ID, as the case's shortlist has it.
    pub(crate) offer: String,
    /// The probe's output.
    pub(crate) file: PathBuf,
    /// Who records it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case resolve`.
#[derive(Debug, clap::Args)]
pub(crate) struct ResolveArgs {
    /// The case id.
    pub(crate) id: String,
    /// The offer, PROVIDER/OFFER-ID.
    pub(crate) offer: String,
    /// Who checked what, and where it is written.
    #[arg(long, required_unless_present = "withdraw")]
    pub(crate) note: Option<String>,
    /// Take the resolution back instead.
    #[arg(long, conflicts_with = "note")]
    pub(crate) withdraw: bool,
    /// Who resolves it, recorded in the version history.
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case history`.
#[derive(Debug, clap::Args)]
pub(crate) struct HistoryArgs {
    /// The case id.
    pub(crate) id: String,
}

/// The arguments of `case approve`.
#[derive(Debug, clap::Args)]
pub(crate) struct ApproveArgs {
    /// The case id.
    pub(crate) id: String,
    /// The version to approve.
    pub(crate) version: i64,
    /// Who approves it, recorded in a local library (a team library records the role).
    #[arg(long, env = "USER", default_value = "")]
    pub(crate) by: String,
}

/// The arguments of `case copy`.
#[derive(Debug, clap::Args)]
pub(crate) struct CopyArgs {
    /// The case ids.
    #[arg(required = true)]
    pub(crate) ids: Vec<String>,
    /// The library to copy into.
    #[arg(long)]
    pub(crate) to: PathBuf,
}

/// The arguments of `case connect`.
#[derive(Debug, clap::Args)]
pub(crate) struct ConnectArgs {
    /// The team library's URL, without a password.
    pub(crate) url: String,
}

/// The arguments of `case reports`.
#[derive(Debug, clap::Args)]
pub(crate) struct ReportsArgs {
    /// The case id.
    pub(crate) id: String,
}

/// The arguments of `case backup`.
#[derive(Debug, clap::Args)]
pub(crate) struct BackupArgs {
    /// The backup file to write.
    pub(crate) file: PathBuf,
}

/// The arguments of `case restore`.
#[derive(Debug, clap::Args)]
pub(crate) struct RestoreArgs {
    /// The backup file.
    pub(crate) file: PathBuf,
}

/// The arguments of `case diff`.
#[derive(Debug, clap::Args)]
pub(crate) struct DiffArgs {
    /// The old side.
    pub(crate) old: String,
    /// The new side.
    pub(crate) new: String,
    /// Print one JSON object (exact decimals as strings) instead of a table.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `gpucase case approve`.
pub(crate) async fn approve(
    ctx: &Ctx<'_>,
    args: ApproveArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let ApproveArgs { id, version, by } = args;
    let approved = library.approve(&id, version, &by).await?;
    let args = Args::new()
        .str("id", id)
        .num("version", approved.version)
        .str("who", terminal::shown(&approved.approved_by).to_string())
        .str("at", approved.approved_at);
    writeln!(out, "{}", say(l10n, "cli-case-approved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case copy`.
pub(crate) async fn copy_cases(
    ctx: &Ctx<'_>,
    args: CopyArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let CopyArgs { ids, to } = args;
    let target = Library::open(&to, crate::clock()).await?;
    for id in ids {
        let copied = library.copy_to(&target, &id).await?;
        let args = Args::new()
            .str("id", id)
            .num("version", copied.version)
            .str("to", to.display().to_string());
        writeln!(out, "{}", say(l10n, "cli-case-copied", args)).map_err(io)?;
    }
    Ok(())
}

/// `gpucase case where`.
pub(crate) async fn where_is(ctx: &Ctx<'_>, out: &mut impl Write) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
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
    Ok(())
}

/// `gpucase case import`.
pub(crate) async fn import(
    ctx: &Ctx<'_>,
    args: ImportArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let ImportArgs {
        file,
        by,
        trust,
        accept_untrusted,
    } = args;
    let anchors = gpucase_app::signing::load_trust_anchors(&trust)?;
    let untrusted = if accept_untrusted {
        gpucase_app::Untrusted::Accept
    } else {
        gpucase_app::Untrusted::Refuse
    };
    let done = library
        .import_scenario(&file, &by, &anchors, untrusted, l10n)
        .await?;
    for line in scenario::import_lines(&file, &done, l10n) {
        writeln!(out, "{line}").map_err(io)?;
    }
    Ok(())
}

/// `gpucase case export`.
pub(crate) async fn export(
    ctx: &Ctx<'_>,
    args: ExportArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx {
        library,
        l10n,
        flag,
        ..
    } = *ctx;
    let ExportArgs {
        id,
        out: file,
        xlsx,
        version,
        sign,
    } = args;
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
    Ok(())
}

/// `gpucase case add-quotes`.
pub(crate) async fn add_quotes(
    ctx: &Ctx<'_>,
    args: AddQuotesArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let AddQuotesArgs { id, file, by } = args;
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
    Ok(())
}

/// `gpucase case add-offers`.
pub(crate) async fn add_offers(
    ctx: &Ctx<'_>,
    args: AddOffersArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let AddOffersArgs { id, offers, by } = args;
    let added = gpucase_app::case_offers::add_offers(library, &id, &offers, &by).await?;
    let args = Args::new()
        .str("id", id)
        .num("version", added.imported.version)
        .num("count", added.options.len())
        .str("options", added.options.join(", "));
    writeln!(out, "{}", say(l10n, "cli-offers-added", args)).map_err(io)?;
    // What was left out, each with why and what to do; the status stays 0 since
    // something was added.
    for n in &added.not_added {
        let why = l10n.message(&n.error.message());
        let args = Args::new().str("offer", n.offer.clone()).str("why", why);
        writeln!(out, "{}", say(l10n, "cli-offer-not-added", args)).map_err(io)?;
    }
    Ok(())
}

/// `gpucase case require`.
pub(crate) async fn require(
    ctx: &Ctx<'_>,
    args: RequireArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let RequireArgs {
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
    } = args;
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
    let saved = gpucase_app::decision::require(library, &id, requirements, concerns, &by).await?;
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-requirements-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case new`.
pub(crate) async fn new_case(
    ctx: &Ctx<'_>,
    args: NewArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx {
        library,
        l10n,
        flag,
        ..
    } = *ctx;
    let NewArgs {
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
    } = args;
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
    let saved = create(library, &new, &by).await?;
    // The new case's language, unless --lang says otherwise.
    let l10n = &lang::for_case(flag, language);
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-case-created", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case rate`.
pub(crate) async fn rate(
    ctx: &Ctx<'_>,
    args: RateArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let RateArgs {
        id,
        from,
        to,
        rate,
        date,
        source,
        year,
        by,
    } = args;
    let saved = gpucase_app::decision::exchange_rate(
        library,
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
    Ok(())
}

/// `gpucase case remove-option`.
pub(crate) async fn remove_option(
    ctx: &Ctx<'_>,
    args: RemoveOptionArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let RemoveOptionArgs { id, options, by } = args;
    let (saved, removed) =
        gpucase_app::decision::remove_options(library, &id, &options, &by).await?;
    let args = Args::new()
        .str("id", id)
        .num("version", saved.version)
        .num("count", removed.len())
        .str("options", removed.join(", "));
    writeln!(out, "{}", say(l10n, "cli-options-removed", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case discount`.
pub(crate) async fn discount(
    ctx: &Ctx<'_>,
    args: DiscountArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let DiscountArgs { id, rate, none, by } = args;
    let saved =
        gpucase_app::decision::discount(library, &id, if none { None } else { rate }, &by).await?;
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-discount-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case tax`.
pub(crate) async fn tax(
    ctx: &Ctx<'_>,
    args: TaxArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let TaxArgs {
        id,
        rate,
        depreciation_years,
        none,
        by,
    } = args;
    let tax = match (rate, depreciation_years) {
        (Some(rate), Some(depreciation_years)) if !none => Some(gpucase_core::case::Tax {
            rate,
            depreciation_years,
        }),
        _ => None,
    };
    let saved = gpucase_app::decision::tax(library, &id, tax, &by).await?;
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-tax-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case bills`.
pub(crate) async fn bills(
    ctx: &Ctx<'_>,
    args: BillsArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let BillsArgs {
        id,
        files,
        gpus,
        map,
        by,
    } = args;
    let gpus = gpucase_app::bills::gpu_counts(&gpus)?;
    let taken = gpucase_app::bills::into_case(library, &id, &files, &map, &gpus, &by, l10n).await?;
    for line in &taken.notes {
        writeln!(out, "{line}").map_err(io)?;
    }
    let args = Args::new()
        .str("id", id)
        .num("version", taken.saved.version)
        .num("lines", taken.lines);
    writeln!(out, "{}", say(l10n, "cli-bills-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case growth`.
pub(crate) async fn growth(
    ctx: &Ctx<'_>,
    args: GrowthArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let GrowthArgs {
        id,
        share,
        none,
        by,
    } = args;
    let growth = if none { None } else { share };
    let saved = gpucase_app::decision::demand_growth(library, &id, growth, &by).await?;
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-growth-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case prices`.
pub(crate) async fn prices(
    ctx: &Ctx<'_>,
    args: PricesArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let PricesArgs {
        id,
        rent_change,
        electricity_change,
        by,
    } = args;
    let saved =
        gpucase_app::decision::price_changes(library, &id, rent_change, electricity_change, &by)
            .await?;
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-prices-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case staff`.
pub(crate) async fn staff(
    ctx: &Ctx<'_>,
    args: StaffArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let StaffArgs {
        id,
        rent_hours,
        second_stack_hours,
        rate,
        none,
        by,
    } = args;
    let operations = match (none, rent_hours, rate) {
        (false, Some(rent), Some(rate)) => Some(gpucase_core::case::Operations {
            rent_hours_per_instance_month: rent,
            second_stack_hours_per_month: second_stack_hours
                .unwrap_or(gpucase_core::quantity::Quantity::ZERO),
            hour_rate: rate,
        }),
        _ => None,
    };
    let saved = gpucase_app::decision::staff_time(library, &id, operations, &by).await?;
    let args = Args::new().str("id", id).num("version", saved.version);
    writeln!(out, "{}", say(l10n, "cli-staff-saved", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case record-probe`.
pub(crate) async fn record_probe(
    ctx: &Ctx<'_>,
    args: RecordProbeArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let RecordProbeArgs {
        id,
        offer,
        file,
        by,
    } = args;
    let text = gpucase_app::probe::read_output(&file)?;
    let (saved, report) =
        gpucase_app::decision::record_probe(library, &id, &offer, &text, &by).await?;
    let args = Args::new()
        .str("id", id)
        .num("version", saved.version)
        .str("offer", offer)
        .num("findings", report.findings.len());
    writeln!(out, "{}", say(l10n, "cli-probe-recorded", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case resolve`.
pub(crate) async fn resolve(
    ctx: &Ctx<'_>,
    args: ResolveArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let ResolveArgs {
        id,
        offer,
        note,
        withdraw,
        by,
    } = args;
    let note = if withdraw { None } else { note };
    let saved = gpucase_app::decision::resolve(library, &id, &offer, note.as_deref(), &by).await?;
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
    Ok(())
}

/// `gpucase case refresh-prices`.
pub(crate) async fn refresh_prices(
    ctx: &Ctx<'_>,
    args: RefreshPricesArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let RefreshPricesArgs { id, by } = args;
    let done = gpucase_app::case_offers::refresh_prices(library, &id, &by).await?;
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
    Ok(())
}

/// `gpucase case list`.
pub(crate) async fn list(ctx: &Ctx<'_>, out: &mut impl Write) -> Result<(), AppError> {
    let Ctx { library, .. } = *ctx;
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
    Ok(())
}

/// `gpucase case backup`.
pub(crate) async fn backup(
    ctx: &Ctx<'_>,
    args: BackupArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx {
        library,
        path,
        l10n,
        ..
    } = *ctx;
    let BackupArgs { file } = args;
    library.backup(&file).await?;
    let args = Args::new()
        .str("store", path.display().to_string())
        .str("file", file.display().to_string());
    writeln!(out, "{}", say(l10n, "cli-store-backed-up", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case restore`.
pub(crate) async fn restore(
    ctx: &Ctx<'_>,
    args: RestoreArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let RestoreArgs { file } = args;
    let done = library.restore(&file).await?;
    let args = Args::new()
        .str("file", file.display().to_string())
        .num("cases", done.cases)
        .str("kept", done.kept.display().to_string());
    writeln!(out, "{}", say(l10n, "cli-store-restored", args)).map_err(io)?;
    Ok(())
}

/// `gpucase case history`.
pub(crate) async fn history(
    ctx: &Ctx<'_>,
    args: HistoryArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, l10n, .. } = *ctx;
    let HistoryArgs { id } = args;
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
    Ok(())
}

/// `gpucase case reports`.
pub(crate) async fn reports(
    ctx: &Ctx<'_>,
    args: ReportsArgs,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let Ctx { library, .. } = *ctx;
    let ReportsArgs { id } = args;
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
    Ok(())
}
