//! One catalog offer's price history: every observation the refreshes recorded (one each
//! time the offer changed), oldest first, with its price as the offer states it and what
//! changed since the observation before.
//!
//! A change is found by comparing, field by field, the offers' JSON as the catalog compares
//! them when it decides that an offer changed (`catalog::incoming`: the time it was read
//! left out), so that a field added to the offer format later is named too without a list
//! kept here. The store returns at most [`MAX_OBSERVATIONS`], the latest.

use gpucase_core::offer::OfferKey;
use gpucase_core::offer::{Offer, Price};
use gpucase_message::Message;
use gpucase_store::Store;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use crate::AppError;

pub use gpucase_store::MAX_OBSERVATIONS;

/// An offer's observations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OfferHistory {
    /// The offer, `provider/offer_id`.
    pub offer: String,
    /// The latest observations (at most [`MAX_OBSERVATIONS`]), oldest first.
    pub observations: Vec<Observation>,
    /// Observations recorded, those left out included: more than `observations` holds when
    /// the history is longer than [`MAX_OBSERVATIONS`].
    pub total: u64,
    /// When the offer left the catalog (RFC 3339); `None` while it is offered.
    pub withdrawn_at: Option<String>,
}

/// The offer as one refresh saw it change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Observation {
    /// When the offer was fetched in that refresh (RFC 3339, UTC).
    pub observed_at: String,
    /// The price as the offer states it: amount with currency, period, model and term.
    pub price: Price,
    /// What differs from the observation before, the price's amount first and the other
    /// fields in the offer's order; empty for the first one shown, and for an offer that
    /// came back unchanged after it was withdrawn.
    pub changes: Vec<FieldChange>,
    /// The whole offer.
    pub offer: Offer,
}

/// One field of an offer that changed between two observations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FieldChange {
    /// The field, as a path into the offer: `price.amount`, `location.city`, `charges`.
    pub field: String,
    /// Its value before, as the offer writes it (`9.90 EUR`, `vm`); `None` when absent or
    /// null.
    pub before: Option<String>,
    /// Its value after; `None` when absent or null.
    pub after: Option<String>,
}

impl FieldChange {
    /// Whether the change is to the price's amount, the figure a history is read for.
    pub fn is_price(&self) -> bool {
        self.field == "price.amount"
    }
}

/// The history of catalog offer `key` (`provider/offer_id`, as `offers list` shows it),
/// withdrawn offers included. An offer the catalog never had is
/// [`AppError::OfferNotFound`], with an offer one edit away when there is one.
pub async fn history(store: &Store, key: &str) -> Result<OfferHistory, AppError> {
    let found = match key.parse::<OfferKey>() {
        Ok(k) => store.offer_observations(&k.provider, &k.offer_id).await?,
        Err(_) => None,
    };
    let Some(stored) = found else {
        let keys: Vec<String> = store
            .offer_keys()
            .await?
            .into_iter()
            .map(|(provider, offer_id)| OfferKey::new(provider, offer_id).to_string())
            .collect();
        return Err(AppError::OfferNotFound {
            offer: key.to_owned(),
            similar: crate::similar::one_edit_away(key, keys.iter().map(String::as_str))
                .map(str::to_owned),
        });
    };
    let unreadable = |at: &str, e: serde_json::Error| {
        AppError::Said(
            Message::new("error-catalog-observation-unreadable")
                .text("offer", key.to_string())
                .text("at", at)
                .text("detail", e.to_string()),
        )
    };
    let mut observations: Vec<Observation> = Vec::with_capacity(stored.observations.len());
    let mut previous: Option<Value> = None;
    for o in stored.observations {
        let offer: Offer =
            serde_json::from_str(&o.document).map_err(|e| unreadable(&o.observed_at, e))?;
        // What the catalog compares to decide that an offer changed (without the time it
        // was read, or the stock free then): only what made the observation is a change.
        let document: Value = serde_json::from_str(&crate::catalog::incoming(&offer)?.content)
            .map_err(|e| unreadable(&o.observed_at, e))?;
        let mut changes = previous
            .as_ref()
            .map(|before| changes(before, &document))
            .unwrap_or_default();
        // The figure a history is read for leads; the rest follow in the offer's order.
        changes.sort_by_key(|c| !c.is_price());
        observations.push(Observation {
            observed_at: o.observed_at,
            price: offer.price.clone(),
            changes,
            offer,
        });
        previous = Some(document);
    }
    Ok(OfferHistory {
        offer: key.to_owned(),
        observations,
        total: stored.total,
        withdrawn_at: stored.withdrawn_at,
    })
}

/// The fields that differ between two offer documents, in the order of the fields.
pub fn changes(before: &Value, after: &Value) -> Vec<FieldChange> {
    let mut out = Vec::new();
    compare("", before, after, &mut out);
    out
}

fn compare(path: &str, before: &Value, after: &Value, out: &mut Vec<FieldChange>) {
    if before == after {
        return;
    }
    match (before, after) {
        (Value::Object(b), Value::Object(a)) => {
            let keys = b.keys().chain(a.keys().filter(|k| !b.contains_key(*k)));
            for k in keys {
                let field = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                let none = Value::Null;
                compare(
                    &field,
                    b.get(k).unwrap_or(&none),
                    a.get(k).unwrap_or(&none),
                    out,
                );
            }
        }
        // A list of the same length changed in place (a charge's amount); one that grew
        // or shrank is named whole, as an index would not say which item came or went.
        (Value::Array(b), Value::Array(a)) if b.len() == a.len() => {
            for (i, (b, a)) in b.iter().zip(a).enumerate() {
                compare(&format!("{path}[{i}]"), b, a, out);
            }
        }
        _ => out.push(FieldChange {
            field: path.to_owned(),
            before: text(before),
            after: text(after),
        }),
    }
}

/// A value as the offer writes it: a string as it is, anything else as compact JSON.
fn text(value: &Value) -> Option<String> {
    match value {
        Value::Null => None,
        Value::String(s) => Some(s.clone()),
        other => Some(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn change(field: &str, before: Option<&str>, after: Option<&str>) -> FieldChange {
        FieldChange {
            field: field.to_owned(),
            before: before.map(str::to_owned),
            after: after.map(str::to_owned),
        }
    }

    #[test]
    fn each_changed_field_is_named_with_its_values() {
        let before = json!({
            "price": { "amount": "9.90 EUR", "period": "month", "term_months": null },
            "location": { "country": "DE", "city": "Frankfurt am Main" },
            "gpu": { "count": 1 },
            "charges": [{ "kind": "setup", "amount": "0.00 EUR" }],
        });
        let after = json!({
            "price": { "amount": "10.90 EUR", "period": "month", "term_months": 12 },
            "location": { "country": "DE", "city": null, "datacenter": "FRA1" },
            "gpu": { "count": 2 },
            "charges": [{ "kind": "setup", "amount": "49.00 EUR" }],
        });
        let found = changes(&before, &after);
        assert_eq!(
            found,
            [
                change("price.amount", Some("9.90 EUR"), Some("10.90 EUR")),
                change("price.term_months", None, Some("12")),
                change("location.city", Some("Frankfurt am Main"), None),
                change("location.datacenter", None, Some("FRA1")),
                change("gpu.count", Some("1"), Some("2")),
                change("charges[0].amount", Some("0.00 EUR"), Some("49.00 EUR")),
            ]
        );
        assert!(found[0].is_price() && !found[1].is_price());
    }

    #[test]
    fn a_list_that_grew_is_named_whole_and_equal_documents_have_no_changes() {
        let before = json!({ "charges": [] });
        let after = json!({ "charges": [{ "kind": "ipv4" }] });
        assert_eq!(
            changes(&before, &after),
            [change("charges", Some("[]"), Some(r#"[{"kind":"ipv4"}]"#))]
        );
        assert_eq!(changes(&after, &after), []);
    }
}
