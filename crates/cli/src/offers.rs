//! `gpucase offers`: refresh the catalog from the plugins and list it.

use std::io::Write;
use std::path::{Path, PathBuf};

use gpucase_app::AppError;
use gpucase_app::catalog::{self, Source};
use gpucase_core::offer::{Offer, OfferFilter};
use gpucase_l10n::{Args, Localizer};

use crate::lang::say;
use crate::terminal::shown;
use crate::{OfferFilterArgs, OffersCommand};

fn io(e: std::io::Error) -> AppError {
    AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    }
}

pub async fn command(
    store: Option<&Path>,
    command: OffersCommand,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path()?,
    };
    let library = gpucase_app::Library::open(&path, crate::clock()).await?;
    match command {
        OffersCommand::Refresh {
            offline,
            plugins,
            dir,
        } => {
            let dirs = gpucase_app::plugins::select(&dir, &plugins)?;
            let source = if offline {
                Source::Fixtures
            } else {
                Source::Live
            };
            let total = dirs.len();
            let mut done = 0;
            let mut failed = 0;
            // The CLI has no cancel button: Ctrl-C ends the process, and the store keeps
            // every snapshot that was complete.
            let never = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
            let outcomes = catalog::refresh(library.store(), &dirs, source, &never, &mut |step| {
                let catalog::Step::Finished(r) = step else {
                    return;
                };
                done += 1;
                if r.error.is_some() {
                    failed += 1;
                }
                let _ = writeln!(out, "[{done}/{total}] {}", r.describe(l10n));
                for p in &r.problems {
                    let refused = say(
                        l10n,
                        "cli-refused",
                        Args::new().str("problem", gpucase_app::error_text::offer_problem(l10n, p)),
                    );
                    let _ = writeln!(out, "    {refused}");
                }
            })
            .await?;
            if failed > 0 {
                return Err(AppError::Invalid(say(
                    l10n,
                    "cli-refresh-failed",
                    Args::new()
                        .num("failed", failed)
                        .num("total", outcomes.len()),
                )));
            }
        }
        OffersCommand::Import { file } => {
            let offers = gpucase_app::manual::read_offers_csv(&file)?;
            let c = gpucase_app::manual::add_offers(library.store(), &offers).await?;
            let done = say(
                l10n,
                "cli-offers-imported",
                Args::new()
                    .str("file", file.display().to_string())
                    .num("count", offers.len())
                    .num("added", c.added)
                    .num("changed", c.changed)
                    .num("unchanged", c.unchanged),
            );
            writeln!(out, "{done}").map_err(io)?;
        }
        OffersCommand::Remove { offer_id } => {
            gpucase_app::manual::remove_offer(library.store(), &offer_id).await?;
            let done = say(l10n, "cli-offer-withdrawn", Args::new().str("id", offer_id));
            writeln!(out, "{done}").map_err(io)?;
        }
        OffersCommand::List { filter, json, csv } => {
            let offers = catalog::list(library.store(), &to_filter(filter)).await?;
            if json {
                let list: Vec<&Offer> = offers.iter().map(|o| &o.offer).collect();
                let text = serde_json::to_string_pretty(&list)
                    .map_err(|e| AppError::Invalid(e.to_string()))?;
                writeln!(out, "{text}").map_err(io)?;
            } else if csv {
                write!(out, "{}", catalog::to_csv(&offers)).map_err(io)?;
            } else {
                let derived = say(l10n, "cli-offer-derived", Args::new());
                let upfront = say(l10n, "cli-offer-upfront", Args::new());
                let today = library.clock().today_utc();
                for o in &offers {
                    let offer = &o.offer;
                    let hourly = offer.hourly();
                    let price = l10n.money(hourly.amount.amount(), hourly.amount.currency(), 2);
                    let per_hour = say(l10n, "cli-offer-per-hour", Args::new().str("price", price));
                    let mut marks = String::new();
                    if hourly.derived {
                        marks.push_str(&format!(" {derived}"));
                    }
                    if hourly.upfront_spread {
                        marks.push_str(&format!(" {upfront}"));
                    }
                    let age = offer
                        .fetched_at
                        .get(..10)
                        .and_then(|d| d.parse::<jiff::civil::Date>().ok())
                        .map_or_else(
                            || "?".to_owned(),
                            |d| {
                                let days = (today - d).get_days().max(0);
                                say(
                                    l10n,
                                    "cli-offer-age",
                                    Args::new().num("days", i64::from(days)),
                                )
                            },
                        );
                    // Ids in full: a script reads this table too (or --csv, --json).
                    writeln!(
                        out,
                        "{:<10} {:<34} {}x {:<24} {:<10} {:<12} {:<3} {:>16}{}  {}  {}",
                        shown(&offer.provider),
                        shown(&offer.offer_id),
                        offer.gpu.count,
                        shown(&offer.gpu.model),
                        offer.isolation.kind(),
                        offer.allocation.kind(),
                        offer.location.country.as_deref().unwrap_or("?"),
                        per_hour,
                        marks,
                        gpucase_l10n::offer::billing(l10n, &offer.price),
                        age,
                    )
                    .map_err(io)?;
                }
                let count = say(
                    l10n,
                    "cli-offers-count",
                    Args::new().num("count", offers.len()),
                );
                writeln!(out, "{count}").map_err(io)?;
            }
        }
    }
    Ok(())
}

fn to_filter(a: OfferFilterArgs) -> OfferFilter {
    OfferFilter {
        gpu: a.gpu,
        min_vram_gb: a.min_vram,
        isolation: a.isolation,
        allocation: a.allocation,
        eu_only: a.eu_only,
        verified_only: a.verified_only,
        max_hourly: a.max_hourly,
    }
}
