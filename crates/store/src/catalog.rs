//! The offers catalog: each provider's current snapshot and the history of changes.
//!
//! Offers arrive as JSON documents the application validated; the store compares them by
//! the hash of their content without the time they were fetched, so a refresh that sees
//! the same offer again only moves `last_seen`, and a changed price adds an observation.

use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::{Store, StoreError};

/// One offer to store: its identity, when it was fetched, its JSON with and without the
/// fetch time (the latter decides whether it changed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncomingOffer {
    /// The provider's offer id.
    pub offer_id: String,
    /// When it was fetched (RFC 3339).
    pub fetched_at: String,
    /// The whole offer, JSON.
    pub document: String,
    /// The offer without its fetch time, JSON: what is compared.
    pub content: String,
}

/// What a snapshot changed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SnapshotChange {
    /// Offers seen for the first time.
    pub added: usize,
    /// Offers whose content changed.
    pub changed: usize,
    /// Offers seen again unchanged.
    pub unchanged: usize,
    /// Offers no longer in the snapshot.
    pub withdrawn: usize,
}

/// A stored offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredOffer {
    /// The plugin.
    pub provider: String,
    /// The provider's offer id.
    pub offer_id: String,
    /// The offer, JSON.
    pub document: String,
    /// When it was fetched last (RFC 3339).
    pub fetched_at: String,
    /// First seen (RFC 3339).
    pub first_seen: String,
    /// Observations of changes, the first included.
    pub observations: i64,
}

/// The last refresh of a provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefreshRecord {
    /// The plugin.
    pub provider: String,
    /// When it ended (RFC 3339).
    pub finished_at: String,
    /// Whether it replaced the snapshot.
    pub ok: bool,
    /// Offers in the snapshot it left.
    pub offers: i64,
    /// Problems or the error.
    pub message: String,
}

fn sha(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl Store {
    /// Replaces `provider`'s snapshot with `offers`, in one transaction.
    pub async fn replace_snapshot(
        &self,
        provider: &str,
        offers: &[IncomingOffer],
        message: &str,
    ) -> Result<SnapshotChange, StoreError> {
        let now = self.now();
        let mut tx = crate::begin_write(&self.pool).await?;
        let mut change = SnapshotChange::default();
        for o in offers {
            let hash = sha(&o.content);
            let current: Option<(String, Option<String>)> = sqlx::query_as(
                "SELECT sha256, withdrawn_at FROM offers WHERE provider = ? AND offer_id = ?",
            )
            .bind(provider)
            .bind(&o.offer_id)
            .fetch_optional(&mut *tx)
            .await?;
            let observe = match &current {
                None => {
                    change.added += 1;
                    sqlx::query("INSERT INTO offers (provider, offer_id, first_seen, last_seen, fetched_at, offer, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)")
                        .bind(provider).bind(&o.offer_id).bind(&now).bind(&now).bind(&o.fetched_at).bind(&o.document).bind(&hash)
                        .execute(&mut *tx).await?;
                    true
                }
                Some((old, withdrawn)) => {
                    let changed = *old != hash || withdrawn.is_some();
                    if changed {
                        change.changed += 1;
                    } else {
                        change.unchanged += 1;
                    }
                    sqlx::query("UPDATE offers SET last_seen = ?, withdrawn_at = NULL, fetched_at = ?, offer = ?, sha256 = ? WHERE provider = ? AND offer_id = ?")
                        .bind(&now).bind(&o.fetched_at).bind(&o.document).bind(&hash).bind(provider).bind(&o.offer_id)
                        .execute(&mut *tx).await?;
                    changed
                }
            };
            if observe {
                sqlx::query("INSERT INTO offer_observations (provider, offer_id, observed_at, offer, sha256) VALUES (?, ?, ?, ?, ?)")
                    .bind(provider).bind(&o.offer_id).bind(&o.fetched_at).bind(&o.document).bind(&hash)
                    .execute(&mut *tx).await?;
            }
        }
        let ids: Vec<&str> = offers.iter().map(|o| o.offer_id.as_str()).collect();
        let live: Vec<String> = sqlx::query_scalar(
            "SELECT offer_id FROM offers WHERE provider = ? AND withdrawn_at IS NULL",
        )
        .bind(provider)
        .fetch_all(&mut *tx)
        .await?;
        for gone in live.iter().filter(|id| !ids.contains(&id.as_str())) {
            change.withdrawn += 1;
            sqlx::query("UPDATE offers SET withdrawn_at = ? WHERE provider = ? AND offer_id = ?")
                .bind(&now)
                .bind(provider)
                .bind(gone)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("INSERT INTO plugin_refreshes (provider, finished_at, ok, offers, message) VALUES (?, ?, 1, ?, ?)")
            .bind(provider)
            .bind(&now)
            .bind(i64::try_from(offers.len()).unwrap_or(i64::MAX))
            .bind(message)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(change)
    }

    /// Records a failed refresh; the provider's snapshot stays as it was.
    pub async fn record_failed_refresh(
        &self,
        provider: &str,
        message: &str,
    ) -> Result<(), StoreError> {
        let kept: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM offers WHERE provider = ? AND withdrawn_at IS NULL",
        )
        .bind(provider)
        .fetch_one(&self.pool)
        .await?;
        sqlx::query("INSERT INTO plugin_refreshes (provider, finished_at, ok, offers, message) VALUES (?, ?, 0, ?, ?)")
            .bind(provider)
            .bind(self.now())
            .bind(kept)
            .bind(message)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The offers currently in the catalog (not withdrawn), by provider and id.
    pub async fn current_offers(&self) -> Result<Vec<StoredOffer>, StoreError> {
        let rows = sqlx::query(
            "SELECT o.provider, o.offer_id, o.offer, o.fetched_at, o.first_seen, \
             (SELECT COUNT(*) FROM offer_observations b WHERE b.provider = o.provider AND b.offer_id = o.offer_id) AS observations \
             FROM offers o WHERE o.withdrawn_at IS NULL ORDER BY o.provider, o.offer_id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(StoredOffer {
                    provider: r.try_get("provider")?,
                    offer_id: r.try_get("offer_id")?,
                    document: r.try_get("offer")?,
                    fetched_at: r.try_get("fetched_at")?,
                    first_seen: r.try_get("first_seen")?,
                    observations: r.try_get("observations")?,
                })
            })
            .collect()
    }

    /// The latest refresh of each provider.
    pub async fn last_refreshes(&self) -> Result<Vec<RefreshRecord>, StoreError> {
        let rows = sqlx::query(
            "SELECT provider, finished_at, ok, offers, message FROM plugin_refreshes r \
             WHERE rowid = (SELECT MAX(rowid) FROM plugin_refreshes WHERE provider = r.provider) ORDER BY provider",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(RefreshRecord {
                    provider: r.try_get("provider")?,
                    finished_at: r.try_get("finished_at")?,
                    ok: r.try_get::<i64, _>("ok")? != 0,
                    offers: r.try_get("offers")?,
                    message: r.try_get("message")?,
                })
            })
            .collect()
    }
}
