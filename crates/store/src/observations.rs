//! One offer's price history: the observations a refresh added when the offer changed,
//! read back in time order.
//!
//! A history is bounded ([`MAX_OBSERVATIONS`]): an offer that changed more often than that
//! shows its latest observations, and the count of all of them says what was left out.

use crate::{Store, StoreError};

/// The most observations [`Store::offer_observations`] returns: the latest ones. An offer
/// whose price changed every day for almost three years fits; more is not a history anyone
/// reads row by row.
pub const MAX_OBSERVATIONS: usize = 1_000;

/// One observation of an offer: the offer as it was when it changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredObservation {
    /// When the offer was fetched in the refresh that saw the change (RFC 3339).
    pub observed_at: String,
    /// The offer's `price` object, JSON, as SQLite's `json_extract` reads it from the
    /// offer; empty when the document has none.
    pub price: String,
    /// The whole offer, JSON.
    pub document: String,
}

/// An offer's observations, oldest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferObservations {
    /// The latest observations, at most [`MAX_OBSERVATIONS`], oldest first.
    pub observations: Vec<StoredObservation>,
    /// How many observations the store holds for the offer, those left out included.
    pub total: u64,
    /// When the offer left the catalog (RFC 3339); `None` while it is offered.
    pub withdrawn_at: Option<String>,
}

impl Store {
    /// The observations of `provider`'s offer `offer_id`, oldest first: the latest
    /// [`MAX_OBSERVATIONS`] of them. Observations made at one instant (two refreshes that
    /// replay one recording) keep the order they were stored in. `None` when the catalog
    /// never had the offer; a withdrawn offer keeps its history.
    pub async fn offer_observations(
        &self,
        provider: &str,
        offer_id: &str,
    ) -> Result<Option<OfferObservations>, StoreError> {
        let limit = i64::try_from(MAX_OBSERVATIONS).unwrap_or(i64::MAX);
        let price = self.sql(
            "COALESCE(json_extract(offer, '$.price'), '')",
            "COALESCE(offer::json ->> 'price', '')",
        );
        let recent = format!(
            "SELECT observed_at, {price} AS price, offer FROM ( \
                 SELECT rowid, observed_at, offer FROM offer_observations \
                 WHERE provider = $1 AND offer_id = $2 \
                 ORDER BY observed_at DESC, rowid DESC LIMIT $3 \
             ) AS recent ORDER BY observed_at, rowid"
        );
        type Found = (Option<String>, i64, Vec<(String, String, String)>);
        let found: Option<Found> = on_pool!(&self.pool, |pool| {
            let offer: Option<(Option<String>,)> = sqlx::query_as(
                "SELECT withdrawn_at FROM offers WHERE provider = $1 AND offer_id = $2",
            )
            .bind(provider)
            .bind(offer_id)
            .fetch_optional(pool)
            .await?;
            match offer {
                None => None,
                Some((withdrawn_at,)) => {
                    let total: i64 = sqlx::query_scalar(
                        "SELECT COUNT(*) FROM offer_observations \
                             WHERE provider = $1 AND offer_id = $2",
                    )
                    .bind(provider)
                    .bind(offer_id)
                    .fetch_one(pool)
                    .await?;
                    let rows: Vec<(String, String, String)> = sqlx::query_as(&recent)
                        .bind(provider)
                        .bind(offer_id)
                        .bind(limit)
                        .fetch_all(pool)
                        .await?;
                    Some((withdrawn_at, total, rows))
                }
            }
        });
        let Some((withdrawn_at, total, rows)) = found else {
            return Ok(None);
        };
        let observations = rows
            .into_iter()
            .map(|(observed_at, price, document)| StoredObservation {
                observed_at,
                price,
                document,
            })
            .collect();
        Ok(Some(OfferObservations {
            observations,
            total: u64::try_from(total).unwrap_or(0),
            withdrawn_at,
        }))
    }

    /// Every offer the catalog has had, withdrawn ones included, as (provider, offer id),
    /// in order: what an id that was mistyped is compared with.
    pub async fn offer_keys(&self) -> Result<Vec<(String, String)>, StoreError> {
        let sql = "SELECT provider, offer_id FROM offers ORDER BY provider, offer_id";
        Ok(on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .fetch_all(pool)
            .await?))
    }
}
