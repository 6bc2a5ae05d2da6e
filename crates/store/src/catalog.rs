//! The offers catalog: each provider's current snapshot and the history of changes.
//!
//! Offers arrive as JSON documents the application validated; the store compares them by
//! the hash of their content without the time they were fetched, so a refresh that sees
//! the same offer again only moves `last_seen`, and a changed price adds an observation.

use sha2::{Digest, Sha256};

use crate::{BeginWrite, Store, StoreError};

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
        self.update_snapshot(provider, offers, message, true).await
    }

    /// As [`Store::replace_snapshot`], but where `withdraw_missing` is false (a run that
    /// could not read a part of the provider's data) an offer the run did not return is
    /// kept as it was rather than withdrawn: its part was not read, so nothing says it is
    /// gone.
    pub async fn update_snapshot(
        &self,
        provider: &str,
        offers: &[IncomingOffer],
        message: &str,
        withdraw_missing: bool,
    ) -> Result<SnapshotChange, StoreError> {
        let now = self.now();
        let result: Result<SnapshotChange, StoreError> = on_pool!(&self.pool, |pool| {
            async {
                let mut tx = pool.begin_write().await?;
                let mut change = SnapshotChange::default();
                for o in offers {
                    let hash = sha(&o.content);
                    let current: Option<(String, Option<String>)> = sqlx::query_as(
                        "SELECT sha256, withdrawn_at FROM offers WHERE provider = $1 AND offer_id = $2",
                    )
                    .bind(provider)
                    .bind(&o.offer_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                    let observe = match &current {
                        None => {
                            change.added += 1;
                            sqlx::query(
                                "INSERT INTO offers (provider, offer_id, first_seen, last_seen, \
                                 fetched_at, offer, sha256) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                            )
                            .bind(provider)
                            .bind(&o.offer_id)
                            .bind(&now)
                            .bind(&now)
                            .bind(&o.fetched_at)
                            .bind(&o.document)
                            .bind(&hash)
                            .execute(&mut *tx)
                            .await?;
                            true
                        }
                        Some((old, withdrawn)) => {
                            let changed = *old != hash || withdrawn.is_some();
                            if changed {
                                change.changed += 1;
                            } else {
                                change.unchanged += 1;
                            }
                            sqlx::query(
                                "UPDATE offers SET last_seen = $1, withdrawn_at = NULL, \
                                 fetched_at = $2, offer = $3, sha256 = $4 \
                                 WHERE provider = $5 AND offer_id = $6",
                            )
                            .bind(&now)
                            .bind(&o.fetched_at)
                            .bind(&o.document)
                            .bind(&hash)
                            .bind(provider)
                            .bind(&o.offer_id)
                            .execute(&mut *tx)
                            .await?;
                            changed
                        }
                    };
                    if observe {
                        sqlx::query(
                            "INSERT INTO offer_observations (provider, offer_id, observed_at, offer, \
                             sha256) VALUES ($1, $2, $3, $4, $5)",
                        )
                        .bind(provider)
                        .bind(&o.offer_id)
                        .bind(&o.fetched_at)
                        .bind(&o.document)
                        .bind(&hash)
                        .execute(&mut *tx)
                        .await?;
                    }
                }
                let ids: Vec<&str> = offers.iter().map(|o| o.offer_id.as_str()).collect();
                let live: Vec<String> = sqlx::query_scalar(
                    "SELECT offer_id FROM offers WHERE provider = $1 AND withdrawn_at IS NULL",
                )
                .bind(provider)
                .fetch_all(&mut *tx)
                .await?;
                let missing = live
                    .iter()
                    .filter(|id| withdraw_missing && !ids.contains(&id.as_str()));
                for gone in missing {
                    change.withdrawn += 1;
                    sqlx::query(
                        "UPDATE offers SET withdrawn_at = $1 WHERE provider = $2 AND offer_id = $3",
                    )
                    .bind(&now)
                    .bind(provider)
                    .bind(gone)
                    .execute(&mut *tx)
                    .await?;
                }
                sqlx::query(
                    "INSERT INTO plugin_refreshes (provider, finished_at, ok, offers, message) \
                     VALUES ($1, $2, 1, $3, $4)",
                )
                .bind(provider)
                .bind(&now)
                .bind(i64::try_from(offers.len()).unwrap_or(i64::MAX))
                .bind(message)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(change)
            }
            .await
        });
        match result {
            Ok(change) => Ok(change),
            Err(e) => Err(self.denied(e).await),
        }
    }

    /// Records a failed refresh; the provider's snapshot stays as it was.
    pub async fn record_failed_refresh(
        &self,
        provider: &str,
        message: &str,
    ) -> Result<(), StoreError> {
        let kept_sql = "SELECT COUNT(*) FROM offers WHERE provider = $1 AND withdrawn_at IS NULL";
        let insert = "INSERT INTO plugin_refreshes (provider, finished_at, ok, offers, message) \
                      VALUES ($1, $2, 0, $3, $4)";
        let now = self.now();
        let done: Result<(), StoreError> = on_pool!(&self.pool, |pool| {
            async {
                let kept: i64 = sqlx::query_scalar(kept_sql)
                    .bind(provider)
                    .fetch_one(pool)
                    .await?;
                sqlx::query(insert)
                    .bind(provider)
                    .bind(&now)
                    .bind(kept)
                    .bind(message)
                    .execute(pool)
                    .await?;
                Ok(())
            }
            .await
        });
        if let Err(e) = done {
            return Err(self.denied(e).await);
        }
        Ok(())
    }

    /// The offers currently in the catalog (not withdrawn), by provider and id.
    pub async fn current_offers(&self) -> Result<Vec<StoredOffer>, StoreError> {
        let sql = "SELECT o.provider, o.offer_id, o.offer, o.fetched_at, o.first_seen, \
                   (SELECT COUNT(*) FROM offer_observations b \
                    WHERE b.provider = o.provider AND b.offer_id = o.offer_id) AS observations \
                   FROM offers o WHERE o.withdrawn_at IS NULL ORDER BY o.provider, o.offer_id";
        type Row = (String, String, String, String, String, i64);
        let rows: Vec<Row> = on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .fetch_all(pool)
            .await?);
        Ok(rows
            .into_iter()
            .map(
                |(provider, offer_id, document, fetched_at, first_seen, observations)| {
                    StoredOffer {
                        provider,
                        offer_id,
                        document,
                        fetched_at,
                        first_seen,
                        observations,
                    }
                },
            )
            .collect())
    }

    /// The latest refresh of each provider.
    pub async fn last_refreshes(&self) -> Result<Vec<RefreshRecord>, StoreError> {
        let sql = "SELECT provider, finished_at, ok, offers, message FROM plugin_refreshes r \
                   WHERE rowid = (SELECT MAX(rowid) FROM plugin_refreshes WHERE provider = r.provider) \
                   ORDER BY provider";
        type Row = (String, String, i64, i64, String);
        let rows: Vec<Row> = on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .fetch_all(pool)
            .await?);
        Ok(rows
            .into_iter()
            .map(
                |(provider, finished_at, ok, offers, message)| RefreshRecord {
                    provider,
                    finished_at,
                    ok: ok != 0,
                    offers,
                    message,
                },
            )
            .collect())
    }
}
