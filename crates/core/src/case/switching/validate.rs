//! Validation of the switching facts: what their types alone cannot say (a term that
//! ends before it starts, data whose provider has no egress tiers, amounts in a currency
//! without an exchange rate). Errors name the field by its JSON path under `switching`.

use super::{DataClass, SwitchingFacts};
use crate::case::ValidationError;
use crate::money::Money;
use crate::problem::Problem;

/// The dates a switch or a commitment may have: a year 0000 or 9999 is a typing error, and
/// counting months to it would run for ever.
const EARLIEST: jiff::civil::Date = jiff::civil::date(2000, 1, 1);
/// See [`EARLIEST`].
const LATEST: jiff::civil::Date = jiff::civil::date(2100, 12, 31);

fn invalid(path: String, problem: Problem) -> ValidationError {
    ValidationError { path, problem }
}

/// Checks switching facts: dates in order, providers named and priced, tiers ascending,
/// every amount convertible into the case currency (through `money`).
pub(crate) fn validate(
    facts: &SwitchingFacts,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    let date = |path: String, d: jiff::civil::Date| -> Result<(), ValidationError> {
        if d < EARLIEST || d > LATEST {
            return Err(invalid(
                path,
                Problem::Range {
                    min: EARLIEST.to_string(),
                    max: LATEST.to_string(),
                },
            ));
        }
        Ok(())
    };
    date("switching.planned_switch".to_owned(), facts.planned_switch)?;
    for (i, c) in facts.commitments.iter().enumerate() {
        let p = format!("switching.commitments[{i}]");
        date(format!("{p}.start"), c.start)?;
        date(format!("{p}.end"), c.end)?;
        if c.provider.trim().is_empty() {
            return Err(invalid(format!("{p}.provider"), Problem::ProviderMissing));
        }
        money(format!("{p}.per_month"), &c.per_month)?;
        if c.end < c.start {
            return Err(invalid(
                format!("{p}.end"),
                Problem::TermEndsBeforeStart {
                    end: c.end.to_string(),
                    start: c.start.to_string(),
                },
            ));
        }
        if c.early_termination.trim().is_empty() {
            return Err(invalid(
                format!("{p}.early_termination"),
                Problem::EarlyTerminationMissing,
            ));
        }
        if let Some(penalty) = &c.stated_penalty {
            money(format!("{p}.stated_penalty"), penalty)?;
        }
    }
    for (i, e) in facts.egress.iter().enumerate() {
        let p = format!("switching.egress[{i}]");
        if e.provider.trim().is_empty() {
            return Err(invalid(format!("{p}.provider"), Problem::ProviderMissing));
        }
        if facts.egress[..i].iter().any(|o| o.provider == e.provider) {
            return Err(invalid(
                format!("{p}.provider"),
                Problem::EgressTwice {
                    provider: e.provider.clone(),
                },
            ));
        }
        if e.tiers.is_empty() {
            return Err(invalid(format!("{p}.tiers"), Problem::NoTiers));
        }
        crate::case::validate_egress_tiers(&format!("{p}.tiers"), &e.tiers, money)?;
    }
    for (i, d) in facts.data.iter().enumerate() {
        let p = format!("switching.data[{i}]");
        if !facts.egress.iter().any(|e| e.provider == d.provider) {
            return Err(invalid(
                format!("{p}.provider"),
                Problem::NoEgressFor {
                    provider: d.provider.clone(),
                },
            ));
        }
        let twice = facts.data[..i]
            .iter()
            .any(|o| o.class == d.class && o.provider == d.provider);
        if twice {
            return Err(invalid(
                format!("{p}.class"),
                Problem::DataTwice {
                    class: class_name(d.class).to_owned(),
                    provider: d.provider.clone(),
                },
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
