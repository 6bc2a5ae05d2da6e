//! Validation of the switching facts: what their types alone cannot say (a term that
//! ends before it starts, data whose provider has no egress tiers, amounts in a currency
//! without an exchange rate). Errors name the field by its JSON path under `switching`.

use super::{DataClass, SwitchingFacts};
use crate::case::ValidationError;
use crate::money::Money;

fn invalid(path: String, message: impl Into<String>) -> ValidationError {
    ValidationError {
        path,
        message: message.into(),
    }
}

/// Checks switching facts: dates in order, providers named and priced, tiers ascending,
/// every amount convertible into the case currency (through `money`).
pub(crate) fn validate(
    facts: &SwitchingFacts,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    for (i, c) in facts.commitments.iter().enumerate() {
        let p = format!("switching.commitments[{i}]");
        if c.provider.trim().is_empty() {
            return Err(invalid(format!("{p}.provider"), "must name the provider"));
        }
        money(format!("{p}.per_month"), &c.per_month)?;
        if c.end < c.start {
            return Err(invalid(
                format!("{p}.end"),
                format!(
                    "the term ends on {}, before it starts on {}",
                    c.end, c.start
                ),
            ));
        }
        if c.early_termination.trim().is_empty() {
            return Err(invalid(
                format!("{p}.early_termination"),
                "state the contract's early-termination terms, or that it states none",
            ));
        }
        if let Some(penalty) = &c.stated_penalty {
            money(format!("{p}.stated_penalty"), penalty)?;
        }
    }
    for (i, e) in facts.egress.iter().enumerate() {
        let p = format!("switching.egress[{i}]");
        if e.provider.trim().is_empty() {
            return Err(invalid(format!("{p}.provider"), "must name the provider"));
        }
        if facts.egress[..i].iter().any(|o| o.provider == e.provider) {
            return Err(invalid(
                format!("{p}.provider"),
                format!("{:?} has egress tiers twice", e.provider),
            ));
        }
        if e.tiers.is_empty() {
            return Err(invalid(
                format!("{p}.tiers"),
                "needs at least one tier; the last one unbounded (null)",
            ));
        }
        crate::case::validate_egress_tiers(&format!("{p}.tiers"), &e.tiers, money)?;
    }
    for (i, d) in facts.data.iter().enumerate() {
        let p = format!("switching.data[{i}]");
        if !facts.egress.iter().any(|e| e.provider == d.provider) {
            return Err(invalid(
                format!("{p}.provider"),
                format!(
                    "no egress tiers for {:?}: add the provider's tiers to switching.egress",
                    d.provider
                ),
            ));
        }
        let twice = facts.data[..i]
            .iter()
            .any(|o| o.class == d.class && o.provider == d.provider);
        if twice {
            return Err(invalid(
                format!("{p}.class"),
                format!(
                    "{} from {:?} is listed twice: give one volume per class and provider",
                    class_name(d.class),
                    d.provider
                ),
            ));
        }
    }
    Ok(())
}

fn class_name(class: DataClass) -> &'static str {
    match class {
        DataClass::DocumentStores => "document_stores",
        DataClass::VectorIndices => "vector_indices",
        DataClass::Logs => "logs",
        DataClass::Backups => "backups",
        DataClass::ModelCopies => "model_copies",
    }
}
