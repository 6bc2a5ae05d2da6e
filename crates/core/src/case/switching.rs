//! What a case says of leaving its providers (docs/method.md section 5): the planned switch
//! date, the commitments that bind beyond it, the data to move and each provider's egress
//! tiers. `crate::switching` turns them into the report's notes.

use jiff::civil::Date;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::EgressTier;
use crate::money::Money;
use crate::quantity::Quantity;

mod validate;
pub(crate) use validate::validate;

/// Everything the notes on leaving a provider rest on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SwitchingFacts {
    /// The day the workload is planned to leave the provider (ISO 8601 date).
    #[schemars(with = "String")]
    pub planned_switch: Date,
    /// Whether the plan keeps using the provider after the switch (a hybrid); `null` takes
    /// it from the case: a case with a `hybrid` option keeps its rent offer's provider.
    pub keeps_provider: Option<bool>,
    /// Savings plans, committed-use discounts and other commitments still running.
    pub commitments: Vec<Commitment>,
    /// The data to move, by class and provider.
    pub data: Vec<DataToMove>,
    /// Each provider's egress tiers, for every provider the data leaves.
    pub egress: Vec<ProviderEgress>,
}

/// A commitment with a provider that binds beyond the planned switch date.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Commitment {
    /// Who the commitment is with, spelled as in `data` and `egress`.
    pub provider: String,
    /// What the contract calls it, e.g. "Compute Savings Plan, 3 years, no upfront".
    pub label: String,
    /// The kind of commitment.
    pub kind: CommitmentKind,
    /// Spend committed per month.
    pub per_month: Money,
    /// First day of the term (ISO 8601 date).
    #[schemars(with = "String")]
    pub start: Date,
    /// Last day of the term, included (ISO 8601 date).
    #[schemars(with = "String")]
    pub end: Date,
    /// The early-termination terms as the contract states them.
    pub early_termination: String,
    /// The amount the contract states for terminating early, if it states one.
    pub stated_penalty: Option<Money>,
}

/// The kinds of commitment a provider sells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CommitmentKind {
    /// A savings plan: spend per hour committed for one or three years.
    SavingsPlan,
    /// A committed-use discount: usage or spend committed for a term.
    CommittedUseDiscount,
    /// Reserved instances or capacity for a term.
    ReservedCapacity,
    /// Any other commitment with a term.
    Other,
}

/// The classes of data that make the large transfers of a move (docs/method.md section 5).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum DataClass {
    /// Document stores the assistant retrieves from.
    DocumentStores,
    /// Vector indices built from the documents.
    VectorIndices,
    /// Logs kept for operation and audit.
    Logs,
    /// Backups.
    Backups,
    /// Copies of the model weights.
    ModelCopies,
}

impl DataClass {
    /// Every class, in the order the notes list them.
    pub const ALL: [DataClass; 5] = [
        DataClass::DocumentStores,
        DataClass::VectorIndices,
        DataClass::Logs,
        DataClass::Backups,
        DataClass::ModelCopies,
    ];
}

/// A volume of one class of data that leaves one provider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DataToMove {
    /// The class of data.
    pub class: DataClass,
    /// Volume in GB.
    pub gb: Quantity,
    /// The provider the data leaves, spelled as in `egress`.
    pub provider: String,
}

/// A provider's internet egress pricing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProviderEgress {
    /// The provider.
    pub provider: String,
    /// GB per month that leave free of charge.
    pub free_gb_per_month: Quantity,
    /// Tiers in ascending order; a bound counts the month's GB from the first one, the free
    /// allowance included. The last tier has no upper bound.
    pub tiers: Vec<EgressTier>,
    /// Where the tiers come from (price list and date).
    pub source: String,
}
