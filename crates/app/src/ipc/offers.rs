//! The offers catalog's commands: refresh it from the plugins, add and withdraw manual
//! offers, list and filter it, an offer's history; and a case's options from its offers
//! and from own-server quotes.

use gpucase_message::Describe;
use std::collections::BTreeMap;
use std::path::PathBuf;

use gpucase_core::Case;
use gpucase_core::money::Money;
use gpucase_core::offer::{MANUAL_PROVIDER, Offer, OfferFilter};
use gpucase_core::quantity::Quantity;
use gpucase_l10n::Localizer;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Command, Cx};
use crate::catalog::{self, CatalogOffer, Refreshed, Source};
use crate::offer_history::OfferHistory;
use crate::tasks::{Progress, Task};
use crate::{AppError, CaseView, manual};

/// Run the provider plugins and store their offers.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct OffersRefresh {
    /// Replay the plugins' recorded fixtures instead of calling the providers.
    pub offline: bool,
}

impl Command for OffersRefresh {
    type Output = Vec<RefreshSummary>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let host = cx.host;
        let dirs = crate::plugins::plugin_dirs(&host.plugins_dir)?;
        let source = if self.offline {
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
                cx.library.catalog(),
                &dirs,
                source,
                &cancel,
                &mut |step| match step {
                    catalog::Step::Starting { plugin, .. } => report(done, format!("{plugin}…")),
                    catalog::Step::Finished(r) => {
                        done += 1;
                        report(done, r.describe(cx.l10n));
                    }
                },
            )
            .await;
        host.tasks.end(Task::OffersRefresh);
        Ok(result?.into_iter().map(|r| summary(r, cx.l10n)).collect())
    }
}

/// Add the offers of a CSV file to the catalog as manual offers (docs/manual-csv.md).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct OffersImportCsv {
    /// The file.
    pub path: PathBuf,
}

impl Command for OffersImportCsv {
    type Output = Vec<RefreshSummary>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let offers = manual::read_offers_csv(&self.path)?;
        Ok(manual_summary(
            manual::add_offers(cx.library.catalog(), &offers).await?,
        ))
    }
}

/// Add one offer the analyst entered; the fields are the CSV columns.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct OffersAddManual {
    /// Column name to value.
    pub fields: BTreeMap<String, String>,
}

impl Command for OffersAddManual {
    type Output = Vec<RefreshSummary>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let offer = manual::offer_from_form(&self.fields)?;
        Ok(manual_summary(
            manual::add_offers(cx.library.catalog(), &[offer]).await?,
        ))
    }
}

/// Withdraw a manual offer.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct OffersRemoveManual {
    /// Its id.
    pub offer_id: String,
}

impl Command for OffersRemoveManual {
    type Output = Vec<RefreshSummary>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        Ok(manual_summary(
            manual::remove_offer(cx.library.catalog(), &self.offer_id).await?,
        ))
    }
}

/// The current offers that pass a filter, with costs for a workload's storage and
/// traffic.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct OffersList {
    /// The filter.
    pub filter: OfferQuery,
    /// Persistent storage of the workload in GB.
    pub storage_gb: Quantity,
    /// Egress of the workload per month in GB.
    pub egress_gb_per_month: Quantity,
}

impl Command for OffersList {
    type Output = Vec<OfferRow>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let groups = catalog::list_grouped(cx.library.catalog(), &self.filter.into()).await?;
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
                let mut row = row(r, self.storage_gb, self.egress_gb_per_month);
                row.group = head.take();
                rows.push(row);
            }
        }
        Ok(rows)
    }
}

/// One catalog offer's observations, oldest first, each with its price and what changed
/// (at most [`crate::offer_history::MAX_OBSERVATIONS`], the latest).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct OffersHistory {
    /// The offer, `provider/offer_id`.
    pub offer: String,
}

impl Command for OffersHistory {
    type Output = OfferHistory;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        crate::offer_history::history(cx.library.catalog(), &self.offer).await
    }
}

/// Add catalog offers (`provider/offer_id`) to a case as the UI holds it (unsaved): into
/// its shortlist and, one option per instance, into its comparison, with a pricing model
/// per price and each figure's reference.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseAddOffers {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The offers, `provider/offer_id`.
    pub offers: Vec<String>,
}

impl Command for CaseAddOffers {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        // The desktop adds one offer at a time: it is added, or its error is the answer.
        let (next, _, _) =
            crate::case_offers::with_offers(current, &cx.library, &self.offers).await?;
        cx.view(next)
    }
}

/// Add the own-server quotes of a CSV file to a case as the UI holds it (unsaved).
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CaseAddQuotes {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The file.
    pub path: PathBuf,
}

impl Command for CaseAddQuotes {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let quotes = manual::read_quotes_csv(&self.path)?;
        let (next, _) = manual::merge_quotes(&current, quotes, &self.path)?;
        cx.view(next)
    }
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

fn manual_summary(change: gpucase_store::SnapshotChange) -> Vec<RefreshSummary> {
    let c = change;
    vec![RefreshSummary {
        plugin: MANUAL_PROVIDER.to_owned(),
        added: count(c.added),
        changed: count(c.changed),
        unchanged: count(c.unchanged),
        withdrawn: count(c.withdrawn),
        refused: Vec::new(),
        error: None,
        skipped: Vec::new(),
        skipped_items: Vec::new(),
    }]
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
            .map(|p| l10n.message(&p.message()))
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
