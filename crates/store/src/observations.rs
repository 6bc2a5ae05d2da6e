//! One offer's price history: the observations a refresh added when the offer changed,
//! read back in time order.
//!
//! A history is bounded ([`MAX_OBSERVATIONS`]): an offer that changed more often than that
//! shows its latest observations, and the count of all of them says what was left out.

use sqlx::Row;

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
        let offer: Option<(Option<String>,)> =
            sqlx::query_as("SELECT withdrawn_at FROM offers WHERE provider = ? AND offer_id = ?")
                .bind(provider)
                .bind(offer_id)
                .fetch_optional(&self.pool)
                .await?;
        let Some((withdrawn_at,)) = offer else {
            return Ok(None);
        };
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM offer_observations WHERE provider = ? AND offer_id = ?",
        )
        .bind(provider)
        .bind(offer_id)
        .fetch_one(&self.pool)
        .await?;
        let limit = i64::try_from(MAX_OBSERVATIONS).unwrap_or(i64::MAX);
        let rows = sqlx::query(
            "SELECT observed_at, COALESCE(json_extract(offer, '$.price'), '') AS price, offer FROM ( \
                 SELECT rowid, observed_at, offer FROM offer_observations \
                 WHERE provider = ? AND offer_id = ? \
                 ORDER BY observed_at DESC, rowid DESC LIMIT ? \
             ) ORDER BY observed_at, rowid",
        )
        .bind(provider)
        .bind(offer_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let observations = rows
            .iter()
            .map(|r| {
                Ok(StoredObservation {
                    observed_at: r.try_get("observed_at")?,
                    price: r.try_get("price")?,
                    document: r.try_get("offer")?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(Some(OfferObservations {
            observations,
            total: u64::try_from(total).unwrap_or(0),
            withdrawn_at,
        }))
    }

    /// Every offer the catalog has had, withdrawn ones included, as (provider, offer id),
    /// in order: what an id that was mistyped is compared with.
    pub async fn offer_keys(&self) -> Result<Vec<(String, String)>, StoreError> {
        Ok(
            sqlx::query_as("SELECT provider, offer_id FROM offers ORDER BY provider, offer_id")
                .fetch_all(&self.pool)
                .await?,
        )
    }
}
