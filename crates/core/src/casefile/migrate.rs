//! Case documents of format `gpucase/1`, read into today's case.
//!
//! The one change since: a rent option names the shortlisted offers its figures were read
//! from by key (`"aws/KX3M8D5QF2PAJ6RT.JRTCKXETXF"`), and the shortlist holds each
//! offer's price, the time and the place it was read, once. Format 1 gave each option a
//! copy of them (`provider`, `offer_id`, `fetched_at`, `source_url`, `price`, `withdrawn`)
//! beside the shortlist's, and gpucase before 2026-12-07 refreshed the option's copy only,
//! so that the two could disagree.

use serde_json::Value;

use crate::offer::OfferKey;
use crate::problem::Problem;

/// The format of case documents whose options carried copies of their offers.
pub const V1: &str = "gpucase/1";

/// Turns the case document `case` of format 1 into today's, in place: each rent option's
/// offer references become keys, and the shortlisted offer keeps what the reference knew
/// that it did not (a later observation's price, time and source; that the catalog had
/// withdrawn it). A reference to an offer the shortlist lacks is refused at its path, since
/// its price would have nowhere to go. What is not a reference (a key, or something else)
/// is left for the typed read to accept or refuse.
pub(crate) fn offers_by_key(case: &mut Value) -> Result<(), (String, Problem)> {
    let Some(object) = case.as_object_mut() else {
        return Ok(());
    };
    object.insert("format".into(), crate::case::FORMAT.into());
    let Some(Value::Array(mut shortlist)) = object.get("shortlist").cloned() else {
        // No shortlist: any reference is to an offer it lacks.
        return keys_in_place(object, &mut Vec::new());
    };
    keys_in_place(object, &mut shortlist)?;
    object.insert("shortlist".into(), Value::Array(shortlist));
    Ok(())
}

/// Replaces each reference of `case`'s rent options by its key, bringing what it knew into
/// `shortlist`.
fn keys_in_place(
    case: &mut serde_json::Map<String, Value>,
    shortlist: &mut [Value],
) -> Result<(), (String, Problem)> {
    let Some(Value::Array(rent)) = case.get_mut("rent") else {
        return Ok(());
    };
    for (i, option) in rent.iter_mut().enumerate() {
        let Some(Value::Array(offers)) = option.get_mut("offers") else {
            continue;
        };
        for (j, reference) in offers.iter_mut().enumerate() {
            let Some(key) = key_of(reference) else {
                continue;
            };
            let Some(listed) = shortlist
                .iter_mut()
                .find(|s| key_of(s).as_ref() == Some(&key))
            else {
                return Err((
                    format!("rent[{i}].offers[{j}]"),
                    Problem::NotInShortlist {
                        offer: key.to_string(),
                    },
                ));
            };
            bring_in(reference, listed);
            *reference = Value::String(key.to_string());
        }
    }
    Ok(())
}

/// The key of an offer or of a format-1 reference: its `provider` and `offer_id`.
fn key_of(value: &Value) -> Option<OfferKey> {
    let provider = value.get("provider")?.as_str()?;
    let offer_id = value.get("offer_id")?.as_str()?;
    Some(OfferKey::new(provider, offer_id))
}

/// What `reference` knew of an offer that `listed` (the shortlist's copy) does not: its
/// price, time and source when it was read later, and its withdrawal.
fn bring_in(reference: &Value, listed: &mut Value) {
    let read_at = |v: &Value| {
        v.get("fetched_at")
            .and_then(Value::as_str)
            .and_then(|t| t.parse::<jiff::Timestamp>().ok())
    };
    let later = match (read_at(reference), read_at(listed)) {
        (Some(theirs), Some(ours)) => theirs > ours,
        _ => false,
    };
    let Some(listed) = listed.as_object_mut() else {
        return;
    };
    if later {
        for field in ["price", "fetched_at", "source_url"] {
            if let Some(v) = reference.get(field) {
                listed.insert(field.into(), v.clone());
            }
        }
    }
    if reference.get("withdrawn") == Some(&Value::Bool(true)) {
        listed.insert("withdrawn".into(), Value::Bool(true));
    }
}
