//! `gpucase probe`: the script to run inside a rented machine, and reading its output.

use gpucase_app::Message;
use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use gpucase_app::AppError;
use gpucase_app::catalog;
use gpucase_core::offer::OfferFilter;
use gpucase_l10n::{Args, Localizer};

use crate::lang::say;

#[derive(Debug, Subcommand)]
pub enum ProbeCommand {
    /// Print the probe: a POSIX sh script, read-only, no network, no root needed. Run it in
    /// the rented machine: `sh probe.sh > out.txt`.
    Script,
    /// Read a probe's output: isolation, kernel, GPU allocation, VRAM, CPU and RAM, each
    /// with its evidence; with --offer, every difference from the offer's claims. Exits
    /// with status 3 when a finding is critical (not what was bought), so that a
    /// provisioning script can stop; 0 otherwise.
    Analyze {
        /// The probe's output.
        file: PathBuf,
        /// An offer in the catalog, `provider/offer_id` (or the offer id when unique).
        #[arg(long)]
        offer: Option<String>,
        /// Print the analysis and findings as JSON.
        #[arg(long)]
        json: bool,
    },
}

/// The exit status of `probe analyze --offer` when a finding is critical.
pub const CRITICAL_STATUS: i32 = 3;

/// Runs the command; `Ok(true)` when `analyze --offer` found a critical difference.
pub async fn command(
    store: Option<&Path>,
    command: ProbeCommand,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<bool, AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    match command {
        ProbeCommand::Script => write!(out, "{}", gpucase_probe::script()).map_err(io)?,
        ProbeCommand::Analyze { file, offer, json } => {
            let analysis = gpucase_app::probe::analyze_file(&file)?;
            let offer = match offer {
                Some(id) => Some(find_offer(store, &id).await?),
                None => None,
            };
            let report = gpucase_app::probe::report(analysis, offer.as_ref());
            let critical = report
                .findings
                .iter()
                .any(|f| f.severity == gpucase_core::finding::Severity::Critical);
            if json {
                let text = gpucase_app::pretty_json(&report)?;
                writeln!(out, "{text}").map_err(io)?;
            } else {
                // What the probe's output holds (a GPU's name, a path) is the machine's to
                // write: its controls are shown as escapes.
                let analysis = gpucase_l10n::analysis::text(l10n, &report.analysis);
                write!(out, "{}", crate::terminal::shown_lines(&analysis)).map_err(io)?;
                if let Some(offer) = &report.offer {
                    let against = say(
                        l10n,
                        "cli-probe-against",
                        Args::new().str("offer", offer.to_string()),
                    );
                    writeln!(out, "\n{against}").map_err(io)?;
                    if report.findings.is_empty() {
                        let none = say(l10n, "cli-probe-no-difference", Args::new());
                        writeln!(out, "  {none}").map_err(io)?;
                    }
                    for f in &report.findings {
                        let severity = serde_json::to_value(f.severity)
                            .ok()
                            .and_then(|v| v.as_str().map(str::to_owned))
                            .unwrap_or_default();
                        let severity = say(l10n, &format!("cli-severity-{severity}"), Args::new());
                        let finding = gpucase_l10n::findings::finding(l10n, &f.finding);
                        let finding = crate::terminal::shown_lines(&finding);
                        writeln!(out, "  [{severity}] {finding}").map_err(io)?;
                    }
                }
            }
            return Ok(critical);
        }
    }
    Ok(false)
}

async fn find_offer(
    store: Option<&Path>,
    id: &str,
) -> Result<gpucase_core::offer::Offer, AppError> {
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path()?,
    };
    let library = gpucase_app::Library::open(&path, crate::clock()).await?;
    let offers = catalog::list(library.catalog(), &OfferFilter::default()).await?;
    let matching: Vec<_> = offers
        .into_iter()
        .map(|c| c.offer)
        .filter(|o| o.key().to_string() == id || o.offer_id == id)
        .collect();
    match matching.len() {
        1 => Ok(matching
            .into_iter()
            .next()
            .ok_or_else(|| AppError::Internal(format!("the one offer {id}")))?),
        0 => Err(AppError::Said(
            Message::new("cli-offer-not-found").text("id", id),
        )),
        n => Err(AppError::Said(
            Message::new("cli-offer-ambiguous")
                .text("id", id)
                .num("count", n),
        )),
    }
}
