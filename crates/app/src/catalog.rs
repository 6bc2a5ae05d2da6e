//! The offers catalog: refreshing it from the provider plugins and reading it back.
//!
//! Each plugin runs on its own (a failing plugin costs only its own refresh), and each
//! successful run replaces that provider's snapshot in one transaction; a failed run keeps
//! the last good snapshot and records why.

use gpucase_message::{Describe, Message};
use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use gpucase_core::offer::{Allocation, Isolation, Offer, OfferFilter, PriceModel};
use gpucase_l10n::{Args, Localizer};
use gpucase_plugins::{FetchPolicy, Fetcher, Limits, PluginDir, Target};
use gpucase_store::{IncomingOffer, RefreshRecord, SnapshotChange, Store};

use crate::AppError;

/// How a refresh reaches the providers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Each plugin's recorded fixtures, replayed over local HTTP: works offline.
    Fixtures,
    /// The providers' live APIs.
    Live,
}

/// Why one plugin's refresh stored nothing; its last good snapshot is kept in each case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefreshFailure {
    /// The refresh was cancelled before this plugin's turn.
    NotRun,
    /// The analyst cancelled the refresh while this plugin ran.
    Cancelled,
    /// The plugin failed or was stopped at a limit.
    Plugin(gpucase_plugins::PluginError),
}

/// The outcome of one plugin's refresh.
#[derive(Debug, Clone)]
pub struct Refreshed {
    /// The plugin (or its folder, when it could not be loaded).
    pub plugin: String,
    /// What the snapshot changed, when the run succeeded.
    pub change: Option<SnapshotChange>,
    /// Offers the plugin returned that were refused.
    pub problems: Vec<gpucase_plugins::OfferProblem>,
    /// Why the run stored nothing, when it did not.
    pub error: Option<RefreshFailure>,
    /// Items of the provider's data that gave no offer, grouped by why.
    pub skipped: Vec<gpucase_plugins::SkipGroup>,
    /// Parts of the provider's data the run could not read: their offers were kept as
    /// they were, none withdrawn.
    pub failed_parts: Vec<gpucase_plugins::FailedPart>,
}

impl Refreshed {
    /// One line on what the refresh did, in the language of `l10n`: `vast: 3 new, 1
    /// changed, 4 unchanged, 0 withdrawn`, or why it failed.
    pub fn describe(&self, l10n: &Localizer) -> String {
        let plugin = || Args::new().str("plugin", self.plugin.clone());
        match (&self.change, &self.error) {
            (_, Some(_)) => l10n.tr(
                "refresh-failed",
                &plugin().str("reason", self.failure_text(l10n).unwrap_or_default()),
            ),
            (Some(c), None) => l10n.tr(
                "refresh-done",
                &plugin()
                    .num("added", c.added)
                    .num("changed", c.changed)
                    .num("unchanged", c.unchanged)
                    .num("withdrawn", c.withdrawn)
                    .num("refused", self.problems.len()),
            ),
            (None, None) => self.plugin.clone(),
        }
    }

    /// Why the run stored nothing, in the language of `l10n`; `None` when it stored.
    pub fn failure_text(&self, l10n: &Localizer) -> Option<String> {
        self.error.as_ref().map(|failure| match failure {
            RefreshFailure::NotRun => l10n.tr("refresh-not-run", &Args::new()),
            RefreshFailure::Cancelled => l10n.tr("refresh-cancelled", &Args::new()),
            RefreshFailure::Plugin(e) => l10n.message(&e.message()),
        })
    }
}

fn run_one(
    dir: &Path,
    source: Source,
    cancel: Arc<AtomicBool>,
    now: String,
) -> Result<gpucase_plugins::Run, gpucase_plugins::PluginError> {
    let plugin = PluginDir::load(dir)?;
    let limits = Limits {
        cancel: Some(cancel),
        ..Limits::default()
    };
    match source {
        Source::Fixtures => gpucase_plugins::run_on_fixtures(&plugin, &limits),
        Source::Live => {
            let fetcher = Fetcher::new(
                plugin.manifest.capabilities.clone(),
                Target::Live,
                FetchPolicy::default(),
            )
            .map_err(|message| gpucase_plugins::PluginError::Script {
                plugin: plugin.id().to_owned(),
                message,
            })?;
            gpucase_plugins::run(&plugin, fetcher, &limits, &now)
        }
    }
}

/// A step of a refresh, as it happens.
#[derive(Debug)]
pub enum Step<'a> {
    /// A plugin starts: the `index`th (from 0) of `total`.
    Starting {
        /// The plugin's folder name.
        plugin: &'a str,
        /// Its place in the run, from 0.
        index: usize,
        /// Plugins in the run.
        total: usize,
    },
    /// A plugin is done (or failed, or was cancelled).
    Finished(&'a Refreshed),
}

fn folder_name(dir: &Path) -> String {
    dir.file_name().map_or_else(
        || dir.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Runs the plugins in `dirs` and stores each result; `progress` hears of each plugin as it
/// starts and finishes. Setting `cancel` stops the running plugin (its last snapshot is
/// kept) and skips the rest; what finished before stays stored.
pub async fn refresh<F: FnMut(Step<'_>)>(
    store: &Store,
    dirs: &[PathBuf],
    source: Source,
    cancel: &Arc<AtomicBool>,
    progress: &mut F,
) -> Result<Vec<Refreshed>, AppError> {
    let mut outcomes = Vec::new();
    for (index, dir) in dirs.iter().enumerate() {
        let plugin = folder_name(dir);
        if cancel.load(Ordering::Relaxed) {
            let outcome = Refreshed {
                plugin,
                change: None,
                problems: Vec::new(),
                error: Some(RefreshFailure::NotRun),
                skipped: Vec::new(),
                failed_parts: Vec::new(),
            };
            progress(Step::Finished(&outcome));
            outcomes.push(outcome);
            continue;
        }
        progress(Step::Starting {
            plugin: &plugin,
            index,
            total: dirs.len(),
        });
        let (owned, flag) = (dir.clone(), cancel.clone());
        // A live run's `now()` is the library's clock; a replay's is the fixture's date.
        let now = store.clock().now().to_string();
        let result = tokio::task::spawn_blocking(move || run_one(&owned, source, flag, now))
            .await
            .unwrap_or_else(|_| {
                Err(gpucase_plugins::PluginError::Script {
                    plugin: plugin.clone(),
                    message: "the plugin host failed on this plugin".into(),
                })
            });
        let outcome = match result {
            Ok(run) => {
                let incoming = run
                    .offers
                    .iter()
                    .map(incoming)
                    .collect::<Result<Vec<_>, AppError>>()?;
                // The store keeps the refusals and the parts not read as its record of the
                // run, in English.
                let record: Vec<String> = run
                    .problems
                    .iter()
                    .map(ToString::to_string)
                    .chain(
                        run.failed_parts
                            .iter()
                            .map(|f| format!("part not read: {}: {}", f.part, f.message)),
                    )
                    .collect();
                // A part not read says nothing of its offers: none is withdrawn then.
                let change = store
                    .update_snapshot(
                        &run.plugin,
                        &incoming,
                        &record.join("; "),
                        run.failed_parts.is_empty(),
                    )
                    .await?;
                Refreshed {
                    plugin: run.plugin,
                    change: Some(change),
                    problems: run.problems,
                    error: None,
                    skipped: run.skipped,
                    failed_parts: run.failed_parts,
                }
            }
            // A cancelled run is not the provider's failure: nothing is recorded.
            Err(_) if cancel.load(Ordering::Relaxed) => Refreshed {
                plugin,
                change: None,
                problems: Vec::new(),
                error: Some(RefreshFailure::Cancelled),
                skipped: Vec::new(),
                failed_parts: Vec::new(),
            },
            Err(e) => {
                store.record_failed_refresh(&plugin, &e.to_string()).await?;
                Refreshed {
                    plugin,
                    change: None,
                    problems: Vec::new(),
                    error: Some(RefreshFailure::Plugin(e)),
                    skipped: Vec::new(),
                    failed_parts: Vec::new(),
                }
            }
        };
        progress(Step::Finished(&outcome));
        outcomes.push(outcome);
    }
    Ok(outcomes)
}

pub(crate) fn incoming(offer: &Offer) -> Result<IncomingOffer, AppError> {
    let json = |v: &serde_json::Value| {
        serde_json::to_string(v).map_err(|e| AppError::Internal(e.to_string()))
    };
    let mut value = serde_json::to_value(offer).map_err(|e| AppError::Internal(e.to_string()))?;
    let document = json(&value)?;
    // What the offer is, without when it was read or how much of it was free then: a
    // change of stock alone is no new observation in the price history.
    if let Some(map) = value.as_object_mut() {
        map.remove("fetched_at");
        map.remove("availability");
    }
    Ok(IncomingOffer {
        offer_id: offer.offer_id.clone(),
        fetched_at: offer.fetched_at.clone(),
        document,
        content: json(&value)?,
    })
}

/// An offer in the catalog with its history.
#[derive(Debug, Clone)]
pub struct CatalogOffer {
    /// The offer.
    pub offer: Offer,
    /// When it was first seen.
    pub first_seen: String,
    /// Observed versions (1 when it never changed).
    pub observations: i64,
    /// What second sources (public catalogs that restate providers' prices, such as
    /// SkyPilot's) say of the same product, place and pricing model ([`second_sources`]).
    pub second_sources: Vec<SecondSource>,
}

/// A second source's price for an offer: the same product, place, pricing model and term
/// as another plugin lists it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct SecondSource {
    /// The plugin that restates it (`skypilot`).
    pub plugin: String,
    /// Its offer id there.
    pub offer_id: String,
    /// The price it gives.
    pub price: gpucase_core::Money,
    /// When that source was read (RFC 3339).
    pub fetched_at: String,
    /// Whether it gives the offer's own price, exactly (trailing zeros aside).
    pub agrees: bool,
}

/// Each offer's second sources among `offers`: those that restate its provider and name its
/// product, region (else data centre, else country), pricing model, period and term. An
/// offer without a product has none; second-source offers themselves have none.
pub fn second_sources(offers: &[CatalogOffer]) -> Vec<Vec<SecondSource>> {
    let key = |o: &Offer| {
        let place = [
            &o.location.region,
            &o.location.datacenter,
            &o.location.country,
        ]
        .into_iter()
        .flatten()
        .next()
        .cloned();
        (
            o.product.clone(),
            place,
            o.price.model,
            o.price.period,
            o.price.term_months,
        )
    };
    offers
        .iter()
        .map(|o| {
            let f = &o.offer;
            if f.restates.is_some() || f.product.is_none() {
                return Vec::new();
            }
            offers
                .iter()
                .filter(|s| s.offer.restates.as_deref() == Some(f.provider.as_str()))
                .filter(|s| key(&s.offer) == key(f))
                .map(|s| SecondSource {
                    plugin: s.offer.provider.clone(),
                    offer_id: s.offer.offer_id.clone(),
                    price: s.offer.price.amount,
                    fetched_at: s.offer.fetched_at.clone(),
                    agrees: s.offer.price.amount == f.price.amount,
                })
                .collect()
        })
        .collect()
}

/// The current offers that pass `filter`, each with its second sources. Offers that only
/// restate another provider's price (a second source's) are no offers to buy: they are
/// left out here and listed by [`restating`].
pub async fn list(store: &Store, filter: &OfferFilter) -> Result<Vec<CatalogOffer>, AppError> {
    Ok(current(store)
        .await?
        .into_iter()
        .filter(|o| o.offer.restates.is_none() && filter.matches(&o.offer))
        .collect())
}

/// The second sources' offers that pass `filter`: prices a public catalog restates.
pub async fn restating(store: &Store, filter: &OfferFilter) -> Result<Vec<CatalogOffer>, AppError> {
    Ok(current(store)
        .await?
        .into_iter()
        .filter(|o| o.offer.restates.is_some() && filter.matches(&o.offer))
        .collect())
}

/// Every current offer of the catalog, with its second sources.
async fn current(store: &Store) -> Result<Vec<CatalogOffer>, AppError> {
    let mut out = Vec::new();
    for stored in store.current_offers().await? {
        let offer: Offer = serde_json::from_str(&stored.document).map_err(|e| {
            AppError::Said(
                Message::new("error-catalog-offer-unreadable")
                    .text(
                        "offer",
                        gpucase_core::offer::OfferKey::new(&stored.provider, &stored.offer_id)
                            .to_string(),
                    )
                    .text("detail", e.to_string()),
            )
        })?;
        out.push(CatalogOffer {
            offer,
            first_seen: stored.first_seen,
            observations: stored.observations,
            second_sources: Vec::new(),
        });
    }
    for (o, sources) in second_sources(&out).into_iter().enumerate() {
        out[o].second_sources = sources;
    }
    Ok(out)
}

/// The offers of one product in one place: its pricing models, listed together (one row
/// for `p5.48xlarge` in eu-north-1, its on-demand and reserved prices beneath).
#[derive(Debug, Clone)]
pub struct OfferGroup {
    /// The plugin.
    pub provider: String,
    /// What is sold: the offers' `product`, else the offer's id.
    pub product: String,
    /// Where: the region, else the data centre, else the country; empty where unknown.
    pub place: String,
    /// Whether the catalog sells it only under a commitment (reservations, savings plans,
    /// capacity blocks): it has no on-demand, spot or interruptible price. Taken over all
    /// of its offers, whatever the filter shows.
    pub commitment_only: bool,
    /// Its offers that pass the filter, in the catalog's order.
    pub offers: Vec<CatalogOffer>,
}

/// The current offers that pass `filter`, by product and place ([`group`]).
pub async fn list_grouped(
    store: &Store,
    filter: &OfferFilter,
) -> Result<Vec<OfferGroup>, AppError> {
    Ok(group(current(store).await?, filter))
}

/// `offers` by provider, product and place, in order of first appearance, each group with
/// its members that pass `filter`; a group none of whose offers passes is left out.
pub fn group(offers: Vec<CatalogOffer>, filter: &OfferFilter) -> Vec<OfferGroup> {
    let mut groups: Vec<OfferGroup> = Vec::new();
    let mut index: std::collections::HashMap<(String, String, String), usize> =
        std::collections::HashMap::new();
    for o in offers {
        let f = &o.offer;
        let product = f.product.clone().unwrap_or_else(|| f.offer_id.clone());
        let place = [
            &f.location.region,
            &f.location.datacenter,
            &f.location.country,
        ]
        .into_iter()
        .flatten()
        .next()
        .cloned()
        .unwrap_or_default();
        let key = (f.provider.clone(), product.clone(), place.clone());
        let at = *index.entry(key).or_insert_with(|| {
            groups.push(OfferGroup {
                provider: f.provider.clone(),
                product,
                place,
                commitment_only: true,
                offers: Vec::new(),
            });
            groups.len() - 1
        });
        let g = &mut groups[at];
        if !f.price.model.is_commitment() {
            g.commitment_only = false;
        }
        if filter.matches(f) && f.restates.is_none() {
            g.offers.push(o);
        }
    }
    groups.retain(|g| !g.offers.is_empty());
    // Within a product: what can be had now first (on demand, spot), then commitments by
    // term, as a price list reads.
    let rank = |m: PriceModel| match m {
        PriceModel::OnDemand => 0,
        PriceModel::Spot => 1,
        PriceModel::Interruptible => 2,
        PriceModel::SavingsPlan => 3,
        PriceModel::Reserved => 4,
        PriceModel::CapacityBlock => 5,
    };
    for g in &mut groups {
        g.offers.sort_by(|a, b| {
            let key = |o: &CatalogOffer| {
                (
                    rank(o.offer.price.model),
                    o.offer.price.term_months.unwrap_or(0),
                    o.offer.offer_id.clone(),
                )
            };
            key(a).cmp(&key(b))
        });
    }
    groups
}

/// The last refresh of every provider.
pub async fn refreshes(store: &Store) -> Result<Vec<RefreshRecord>, AppError> {
    Ok(store.last_refreshes().await?)
}

fn unknown_reason_of_isolation(i: &Isolation) -> &str {
    match i {
        Isolation::Unknown { reason } => reason,
        _ => "",
    }
}

fn unknown_reason_of_allocation(a: &Allocation) -> &str {
    match a {
        Allocation::Unknown { reason } => reason,
        _ => "",
    }
}

/// One CSV field. A field that a spreadsheet would run as a formula (starting with `=`,
/// `+`, `-`, `@`, a tab or a carriage return: an offer id `=HYPERLINK(...)` from a
/// provider) is written with a leading `'`, which spreadsheets show as text (OWASP, "CSV
/// Injection"); no number the catalog writes starts with one of these.
fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{s}"))
    } else {
        Cow::Borrowed(s)
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.into_owned()
    }
}

/// The name a value serialises to (`"on_demand"`), for enums written as plain strings.
fn name_of(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The offers as CSV with a header line, one offer a line, unknowns with their reasons.
pub fn to_csv(offers: &[CatalogOffer]) -> String {
    let mut text = String::from(
        "provider,offer_id,gpu_model,gpu_count,vram_gb,isolation,isolation_unknown_reason,allocation,allocation_unknown_reason,country,eu_eea,host_status,price,price_currency,price_period,price_model,hourly,hourly_derived,fetched_at,term_months,hourly_upfront_spread\n",
    );
    for o in offers {
        let f = &o.offer;
        let hourly = f.hourly();
        let fields = [
            f.provider.clone(),
            f.offer_id.clone(),
            f.gpu.model.clone(),
            f.gpu.count.to_string(),
            f.gpu.vram_gb.map(|v| v.to_string()).unwrap_or_default(),
            f.isolation.kind().to_owned(),
            unknown_reason_of_isolation(&f.isolation).to_owned(),
            f.allocation.kind().to_owned(),
            unknown_reason_of_allocation(&f.allocation).to_owned(),
            f.location.country.clone().unwrap_or_default(),
            f.location
                .eu_eea()
                .map(|b| b.to_string())
                .unwrap_or_default(),
            name_of(f.host_status),
            f.price.amount.amount().to_string(),
            f.price.amount.currency().to_string(),
            f.price.period.key().to_owned(),
            f.price.model.key().to_owned(),
            hourly.amount.amount().to_string(),
            hourly.derived.to_string(),
            f.fetched_at.clone(),
            f.price
                .term_months
                .map(|m| m.to_string())
                .unwrap_or_default(),
            hourly.upfront_spread.to_string(),
        ];
        let line: Vec<String> = fields.iter().map(|s| csv_field(s)).collect();
        text.push_str(&line.join(","));
        text.push('\n');
    }
    text
}
