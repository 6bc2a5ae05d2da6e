//! `gpucase offers`: refresh the catalog from the plugins and list it.

use gpucase_app::Describe;
use gpucase_app::Message;
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
            verbose,
        } => refresh(&library, offline, &plugins, &dir, verbose, out, l10n).await?,
        OffersCommand::Import { file } => {
            let offers = gpucase_app::manual::read_offers_csv(&file)?;
            let c = gpucase_app::manual::add_offers(library.catalog(), &offers).await?;
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
            gpucase_app::manual::remove_offer(library.catalog(), &offer_id).await?;
            let done = say(l10n, "cli-offer-withdrawn", Args::new().str("id", offer_id));
            writeln!(out, "{done}").map_err(io)?;
        }
        OffersCommand::History { offer, json } => {
            crate::offer_history::print(&library, &offer, json, out, l10n).await?;
        }
        OffersCommand::List {
            filter,
            json,
            csv,
            second_sources,
        } => {
            let filter = to_filter(filter);
            if json || csv || second_sources {
                list_flat(&library, &filter, json, csv, second_sources, out, l10n).await?;
            } else {
                list_grouped(&library, &filter, out, l10n).await?;
            }
        }
    }
    Ok(())
}

/// Runs the plugins into the catalog, a line per plugin as it ends with what it refused and
/// skipped; refused when any failed.
async fn refresh(
    library: &gpucase_app::Library,
    offline: bool,
    plugins: &[String],
    dir: &Path,
    verbose: bool,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let dirs = gpucase_app::plugins::select(dir, plugins)?;
    let source = if offline {
        Source::Fixtures
    } else {
        Source::Live
    };
    let total = dirs.len();
    let mut done = 0;
    let mut failed = 0usize;
    // The CLI has no cancel button: Ctrl-C ends the process, and the store keeps
    // every snapshot that was complete.
    let never = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let outcomes = catalog::refresh(library.catalog(), &dirs, source, &never, &mut |step| {
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
                Args::new().str("problem", l10n.message(&p.message())),
            );
            let _ = writeln!(out, "    {refused}");
        }
        let skipped =
            gpucase_app::plugins::skipped_lines(l10n, &r.skipped, &r.failed_parts, verbose);
        for line in skipped {
            let _ = writeln!(out, "    {line}");
        }
    })
    .await?;
    if failed > 0 {
        return Err(AppError::Said(
            Message::new("cli-refresh-failed")
                .num("failed", failed)
                .num("total", outcomes.len()),
        ));
    }
    Ok(())
}

/// The offers one per line (`--json`, `--csv`, or with what second sources say of them).
async fn list_flat(
    library: &gpucase_app::Library,
    filter: &OfferFilter,
    json: bool,
    csv: bool,
    second_sources: bool,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let offers = if second_sources {
        catalog::restating(library.catalog(), filter).await?
    } else {
        catalog::list(library.catalog(), filter).await?
    };
    if json {
        let list: Vec<&Offer> = offers.iter().map(|o| &o.offer).collect();
        let text = gpucase_app::pretty_json(&list)?;
        writeln!(out, "{text}").map_err(io)?;
    } else if csv {
        write!(out, "{}", catalog::to_csv(&offers)).map_err(io)?;
    } else {
        let today = library.clock().today_utc();
        for o in &offers {
            let f = &o.offer;
            let restates = f.restates.as_deref().unwrap_or_default();
            let said = say(
                l10n,
                "cli-offer-restates",
                Args::new()
                    .str("provider", shown(restates).into_owned())
                    .str(
                        "product",
                        shown(f.product.as_deref().unwrap_or("?")).into_owned(),
                    ),
            );
            let rest = offer_line(o, today, l10n);
            writeln!(
                out,
                "{:<10} {:<34} {:<3} {:<16} {rest}  {said}",
                shown(&f.provider),
                shown(&f.offer_id),
                f.location.country.as_deref().unwrap_or("?"),
                shown(f.location.region.as_deref().unwrap_or("")),
            )
            .map_err(io)?;
        }
        let count = Args::new().num("count", offers.len());
        writeln!(out, "{}", say(l10n, "cli-offers-count", count)).map_err(io)?;
    }
    Ok(())
}

/// The offers by product and place, their pricing models beneath.
async fn list_grouped(
    library: &gpucase_app::Library,
    filter: &OfferFilter,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let groups = catalog::list_grouped(library.catalog(), filter).await?;
    let today = library.clock().today_utc();
    let mut listed = 0usize;
    for g in &groups {
        let first = &g.offers[0].offer;
        let head = |name: &str| {
            format!(
                "{:<10} {:<34} {}x {:<24} {:<7} {:<10} {:<12} {:<3}",
                shown(&g.provider),
                shown(name),
                first.gpu.count,
                shown(&first.gpu.model),
                first.interconnect_word(),
                first.isolation.kind(),
                first.allocation.kind(),
                first.location.country.as_deref().unwrap_or("?"),
            )
        };
        listed += g.offers.len();
        if first.product.is_none() {
            // Its id is all the provider names it by: one line, as it is.
            for o in &g.offers {
                let row = head(&o.offer.offer_id);
                let rest = offer_line(o, today, l10n);
                writeln!(out, "{row} {rest}").map_err(io)?;
            }
            continue;
        }
        // One row per product and place, its pricing models beneath: the user
        // knows `p5.48xlarge` in eu-north-1, not a SKU hash per price. Ids in
        // full: a script reads this table too (or --csv, --json).
        let mut row = format!("{} {}", head(&g.product), shown(&g.place));
        if g.commitment_only {
            let only = say(l10n, "cli-offer-commitment-only", Args::new());
            row.push_str(&format!("  {only}"));
        }
        writeln!(out, "{}", row.trim_end()).map_err(io)?;
        for o in &g.offers {
            let rest = offer_line(o, today, l10n);
            writeln!(out, "    {:<34} {rest}", shown(&o.offer.offer_id)).map_err(io)?;
        }
    }
    let count = say(l10n, "cli-offers-count", Args::new().num("count", listed));
    writeln!(out, "{count}").map_err(io)?;
    Ok(())
}

/// What the list says of one offer after its id: price per hour with how it was derived,
/// billing, the price's age, what the provider reported free, and what second sources say
/// of its price.
fn offer_line(o: &catalog::CatalogOffer, today: jiff::civil::Date, l10n: &Localizer) -> String {
    let offer = &o.offer;
    let hourly = offer.hourly();
    let price = l10n.money(hourly.amount.amount(), hourly.amount.currency(), 2);
    let mut line = format!(
        "{:>16}",
        say(l10n, "cli-offer-per-hour", Args::new().str("price", price))
    );
    if hourly.derived {
        line.push_str(&format!(" {}", say(l10n, "cli-offer-derived", Args::new())));
    }
    if hourly.upfront_spread {
        line.push_str(&format!(" {}", say(l10n, "cli-offer-upfront", Args::new())));
    }
    let day = |text: &str| {
        text.get(..10)
            .and_then(|d| d.parse::<jiff::civil::Date>().ok())
    };
    let age = day(&offer.fetched_at).map_or_else(
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
    line.push_str(&format!(
        "  {}  {}",
        gpucase_l10n::offer::billing(l10n, &offer.price),
        age
    ));
    if let Some(a) = &offer.availability {
        let date = day(&a.as_of).map_or_else(|| a.as_of.clone(), |d| l10n.date(d));
        let args = Args::new().str("date", date);
        let said = match (a.available, a.count, &a.level) {
            (false, ..) => say(l10n, "cli-offer-unavailable", args),
            (true, Some(n), _) => say(l10n, "cli-offer-available-count", args.num("count", n)),
            (true, None, Some(level)) => say(
                l10n,
                "cli-offer-available-level",
                args.str("level", shown(level).into_owned()),
            ),
            (true, None, None) => say(l10n, "cli-offer-available", args),
        };
        line.push_str(&format!("  {said}"));
    }
    for s in &o.second_sources {
        let source = shown(&s.plugin).into_owned();
        let said = if s.agrees {
            say(
                l10n,
                "cli-offer-second-agrees",
                Args::new().str("source", source),
            )
        } else {
            let date = day(&s.fetched_at).map_or_else(|| s.fetched_at.clone(), |d| l10n.date(d));
            say(
                l10n,
                "cli-offer-second-differs",
                Args::new()
                    .str("source", source)
                    .str("price", l10n.money(s.price.amount(), s.price.currency(), 4))
                    .str("date", date),
            )
        };
        line.push_str(&format!("  {said}"));
    }
    line
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
        gpus: a.gpus,
        interconnect: a.interconnect,
    }
}
