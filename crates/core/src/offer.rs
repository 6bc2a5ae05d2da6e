//! The normalised offer: what a rented GPU offer really is, including what price lists
//! leave out (docs/method.md section 1).
//!
//! Two offers with the same GPU name can differ completely in isolation (bare metal, VM,
//! container) and GPU allocation (passthrough, SR-IOV, vGPU, MIG, time-slicing, and the
//! size of the share). Every such attribute is either known or `unknown` with the reason
//! it is not known: never a guess. Provider plugins produce offers in this shape; the host
//! checks each with [`Offer::validate`] and fills the derived fields.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::Money;
use crate::problem::Problem;
use crate::quantity::Quantity;
use crate::workload::HOURS_PER_MONTH;

mod draft;
pub use draft::{AvailabilityDraft, GpuDraft, OfferDraft};

/// The provider of offers the analyst entered or imported (quotes, price lists by mail).
pub const MANUAL_PROVIDER: &str = "manual";

/// One offer of a provider, normalised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    /// The plugin that produced it.
    pub provider: String,
    /// The provider's identity of the offer.
    pub offer_id: String,
    /// Where the offer was read.
    pub source_url: String,
    /// When it was read (UTC, RFC 3339).
    pub fetched_at: String,
    /// The provider's name of what is sold: an instance type, plan or server (`p5.48xlarge`,
    /// `Standard_ND96isr_H200_v5`, `GEX130`), where the id is not it. The offers of one
    /// product in one place are its pricing models, listed together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub product: Option<String>,
    /// For an offer read from a public catalog that restates other providers' prices (a
    /// second source, such as SkyPilot's catalog): the plugin id of the provider whose
    /// offer it restates (`aws`). The catalog checks that provider's offer of the same
    /// product, place and pricing model against it and notes where the prices disagree.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restates: Option<String>,
    /// The GPUs of the offer.
    pub gpu: Gpu,
    /// How the GPUs are given to the customer.
    pub allocation: Allocation,
    /// What separates the customer from other tenants.
    pub isolation: Isolation,
    /// The host machine and the customer's share of it.
    pub host: Host,
    /// Where the machine is.
    pub location: Location,
    /// Who vouches for the host.
    pub host_status: HostStatus,
    /// GPU interconnect where published (e.g. "SXM with NVSwitch", "NVL 4-way", "PCIe"), as
    /// the seller writes it; [`Offer::interconnect_kind`] reads the structure from it.
    pub interconnect: Option<String>,
    /// Performance tier where the seller publishes one.
    pub performance_tier: Option<String>,
    /// The published price.
    pub price: Price,
    /// Charges outside the price.
    pub charges: Vec<Charge>,
    /// Charges the provider bills but whose price could not be read (a price list's
    /// endpoint failed): each stays visibly unknown rather than reading as none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unknown_charges: Vec<UnknownCharge>,
    /// Free capacity as the provider reported it when the offer was read; absent where the
    /// provider reports none (never guessed). Not part of what the offer is: a change of it
    /// alone is no new observation in the catalog's history.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub availability: Option<Availability>,
    /// Set on an offer of a case's shortlist when a refresh of the case's prices found it
    /// no longer in the catalog: what the case holds of it is its last observation. An
    /// offer read from a provider never has it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub withdrawn: bool,
}

/// An offer's identity wherever it is named (the catalog, a case's shortlist and options,
/// the checklist, the report): the plugin and the provider's id of the offer, written
/// `provider/offer_id`, the only place that writes it. A provider's id may itself hold `/`
/// (`a3-ultragpu-8g@europe-west4/spot`); a plugin's id never does, so the first `/` splits.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OfferKey {
    /// The plugin (or `manual`) that produced the offer.
    pub provider: String,
    /// The provider's identity of the offer.
    pub offer_id: String,
}

impl OfferKey {
    /// The key of the offer `offer_id` of `provider`.
    pub fn new(provider: impl Into<String>, offer_id: impl Into<String>) -> Self {
        Self {
            provider: provider.into(),
            offer_id: offer_id.into(),
        }
    }

    /// The key of `offer`.
    pub fn of(offer: &Offer) -> Self {
        Self::new(&offer.provider, &offer.offer_id)
    }
}

impl std::fmt::Display for OfferKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.provider, self.offer_id)
    }
}

impl std::str::FromStr for OfferKey {
    type Err = Problem;

    /// `provider/offer_id`; text without a `/`, or with nothing on one side of it, is
    /// refused.
    fn from_str(s: &str) -> Result<Self, Problem> {
        match s.split_once('/') {
            Some((provider, offer_id)) if !provider.is_empty() && !offer_id.is_empty() => {
                Ok(Self::new(provider, offer_id))
            }
            _ => Err(Problem::OfferKeyExpected {
                found: s.to_owned(),
            }),
        }
    }
}

impl Serialize for OfferKey {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for OfferKey {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for OfferKey {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "OfferKey".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        String::json_schema(generator)
    }
}

impl Offer {
    /// The offer's key, `provider/offer_id`.
    pub fn key(&self) -> OfferKey {
        OfferKey::of(self)
    }

    /// Whether `key` names this offer.
    pub fn has_key(&self, key: &OfferKey) -> bool {
        self.provider == key.provider && self.offer_id == key.offer_id
    }
}

/// Capacity a provider reported free for an offer (Vast's `rentable`, RunPod's
/// `stockStatus`, Lambda's regions with capacity, Hyperstack's `stock_available`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Availability {
    /// Whether the offer could be started when it was read.
    pub available: bool,
    /// How many the provider reported free (instances, or the unit it counts in), where it
    /// gives a count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u32>,
    /// The provider's own word for the level, where it gives one (`High`, `Low`), as given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// When the provider reported it (UTC, RFC 3339): its own time where it gives one, else
    /// when the offer was read.
    pub as_of: String,
}

/// The GPUs of an offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Gpu {
    /// The name as the provider writes it.
    pub raw_name: String,
    /// The canonical model, e.g. `H200 SXM 141GB`; see [`canonical_gpu`].
    pub model: String,
    /// GPUs in the offer (whole cards; a share is in the allocation).
    pub count: u32,
    /// Memory per GPU in GB as offered (a share may offer less than the card has).
    pub vram_gb: Option<Quantity>,
}

/// How GPUs are allocated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Allocation {
    /// The whole GPU to one VM through PCI passthrough.
    Passthrough,
    /// The whole GPU in a machine that is the customer's alone.
    BareMetal,
    /// An SR-IOV virtual function: a hardware share.
    SriovVf {
        /// Share of the card, 0 to 1, when known.
        share: Option<Quantity>,
    },
    /// An NVIDIA vGPU profile.
    Vgpu {
        /// The profile, e.g. `A40-12Q`.
        profile: Option<String>,
        /// Share of the card, 0 to 1, when known.
        share: Option<Quantity>,
    },
    /// A MIG instance.
    Mig {
        /// The profile, e.g. `1g.18gb`.
        profile: Option<String>,
        /// Share of the card, 0 to 1, when known.
        share: Option<Quantity>,
    },
    /// Containers take turns on the GPU; no memory isolation.
    TimeSlicing {
        /// Share of the card, 0 to 1, when known.
        share: Option<Quantity>,
    },
    /// Not published.
    Unknown {
        /// Why it is not known.
        reason: String,
    },
}

/// What separates tenants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Isolation {
    /// The machine is the customer's alone.
    BareMetal,
    /// A virtual machine with its own kernel.
    Vm,
    /// A container on the host's kernel.
    Container,
    /// Not published.
    Unknown {
        /// Why it is not known.
        reason: String,
    },
}

/// The host machine and the customer's share of it; `None` where not published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Host {
    /// GPUs in the host.
    pub gpus: Option<u32>,
    /// CPU cores in the host.
    pub cpu_cores: Option<u32>,
    /// The customer's vCPUs.
    pub your_vcpus: Option<Quantity>,
    /// The customer's RAM in GB.
    pub your_ram_gb: Option<Quantity>,
}

/// Where the machine is; `None` where not published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Location {
    /// ISO 3166-1 alpha-2 country code.
    pub country: Option<String>,
    /// Region, state or provider region name.
    pub region: Option<String>,
    /// City.
    pub city: Option<String>,
    /// Data centre.
    pub datacenter: Option<String>,
}

/// EU and EEA member states (ISO 3166-1 alpha-2), for the GDPR flag.
const EU_EEA: [&str; 30] = [
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
    "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO",
];

impl Location {
    /// Whether the machine is in the EU or EEA; `None` when the country is not known.
    pub fn eu_eea(&self) -> Option<bool> {
        self.country.as_deref().map(|c| EU_EEA.contains(&c))
    }
}

/// Who vouches for the host.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HostStatus {
    /// The provider runs the machine in its own data centre.
    ProviderOwned,
    /// A third-party host the marketplace has verified.
    Verified,
    /// A third-party host nobody has verified.
    Unverified,
    /// A host whose verification was revoked.
    Revoked,
    /// Not published.
    Unknown,
}

/// The published price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Price {
    /// The amount per period for the whole offer.
    pub amount: Money,
    /// The period the amount is for.
    pub period: PricePeriod,
    /// The pricing model.
    pub model: PriceModel,
    /// Term of a reservation or commitment, in months.
    pub term_months: Option<u32>,
}

/// The period of a price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PricePeriod {
    /// Per hour.
    Hour,
    /// Per month.
    Month,
}

/// Pricing models of offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PriceModel {
    /// Pay per allocated period.
    OnDemand,
    /// Spot capacity.
    Spot,
    /// Interruptible marketplace capacity.
    Interruptible,
    /// Reserved for a term.
    Reserved,
    /// A savings plan or committed-use discount.
    SavingsPlan,
    /// A capacity block.
    CapacityBlock,
}

/// A charge outside the price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Charge {
    /// What is charged.
    pub kind: ChargeKind,
    /// The amount per unit.
    pub amount: Money,
    /// The unit the amount is per.
    pub unit: ChargeUnit,
    /// Whether it is billed while the instance is stopped; `None` when not published.
    pub billed_while_stopped: Option<bool>,
}

/// A charge an offer is billed whose price is not known: no amount is guessed, and a rent
/// option made from the offer costs none of it (the report says so).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnknownCharge {
    /// What is charged.
    pub kind: ChargeKind,
    /// Why its price is not known, as the plugin says it.
    pub why: String,
}

/// Kinds of charges outside the price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChargeKind {
    /// Persistent storage.
    Storage,
    /// Data sent out.
    Egress,
    /// Data received.
    Ingress,
    /// Public IPv4 address.
    Ipv4,
    /// One-off setup.
    Setup,
    /// Support.
    Support,
    /// Software licence.
    Licence,
}

/// Units of charges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChargeUnit {
    /// Per GB and month.
    PerGbMonth,
    /// Per GB transferred.
    PerGb,
    /// Per month.
    PerMonth,
    /// Per hour.
    PerHour,
    /// Once.
    OneOff,
}

/// The hourly figure of an offer's price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Hourly {
    /// Price per hour of the whole offer.
    pub amount: Money,
    /// Whether it was derived from a monthly price (price / 730 h): such an hourly figure
    /// does not mean the offer can be stopped after an hour.
    pub derived: bool,
    /// Whether it includes the offer's one-off charges (a reservation's upfront payment)
    /// spread over the hours of its term: the effective rate, as an all-upfront
    /// reservation has no other.
    pub upfront_spread: bool,
}

impl PriceModel {
    /// The model's name as files and selectors write it: `on_demand`, `spot`,
    /// `interruptible`, `reserved`, `savings_plan`, `capacity_block`.
    pub fn key(self) -> &'static str {
        match self {
            PriceModel::OnDemand => "on_demand",
            PriceModel::Spot => "spot",
            PriceModel::Interruptible => "interruptible",
            PriceModel::Reserved => "reserved",
            PriceModel::SavingsPlan => "savings_plan",
            PriceModel::CapacityBlock => "capacity_block",
        }
    }

    /// Whether the price holds only under a commitment (a reservation's term, a savings
    /// plan, a capacity block booked ahead): what an offer sold in no other way is sold as.
    pub fn is_commitment(self) -> bool {
        matches!(
            self,
            PriceModel::Reserved | PriceModel::SavingsPlan | PriceModel::CapacityBlock
        )
    }
}

impl PricePeriod {
    /// The period as files and selectors write it: `hour` or `month`.
    pub fn key(self) -> &'static str {
        match self {
            PricePeriod::Hour => "hour",
            PricePeriod::Month => "month",
        }
    }
}

/// A field of an offer that is not acceptable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct OfferError {
    /// The field.
    pub field: OfferField,
    /// What is wrong.
    pub problem: Problem,
}

impl gpucase_message::Describe for OfferError {
    /// The field by its path and what is wrong with it.
    fn message(&self) -> gpucase_message::Message {
        self.problem.at(self.field.to_string())
    }
}

gpucase_message::display_in_english!(OfferError);

/// A field of an offer that [`Offer::validate`] checks: a reader of offers that come
/// from elsewhere than JSON (the analyst's CSV columns) tells from it which of its own
/// fields was at fault, without reading the path back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferField {
    /// `offer_id`.
    OfferId,
    /// `gpu.count`.
    GpuCount,
    /// `gpu.raw_name`.
    GpuName,
    /// `source_url`.
    Source,
    /// `fetched_at`.
    FetchedAt,
    /// `availability.as_of`.
    AvailabilityAsOf,
    /// `allocation.share`.
    AllocationShare,
    /// `allocation.reason`.
    AllocationReason,
    /// `isolation.reason`.
    IsolationReason,
    /// `location.country`.
    Country,
    /// `price.term_months`.
    PriceTerm,
    /// `unknown_charges[k].why`.
    UnknownChargeWhy(usize),
}

impl std::fmt::Display for OfferField {
    /// The field's JSON path in an offer, e.g. `gpu.count`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = match self {
            OfferField::OfferId => "offer_id",
            OfferField::GpuCount => "gpu.count",
            OfferField::GpuName => "gpu.raw_name",
            OfferField::Source => "source_url",
            OfferField::FetchedAt => "fetched_at",
            OfferField::AvailabilityAsOf => "availability.as_of",
            OfferField::AllocationShare => "allocation.share",
            OfferField::AllocationReason => "allocation.reason",
            OfferField::IsolationReason => "isolation.reason",
            OfferField::Country => "location.country",
            OfferField::PriceTerm => "price.term_months",
            OfferField::UnknownChargeWhy(k) => return write!(f, "unknown_charges[{k}].why"),
        };
        f.write_str(path)
    }
}

fn offer_error(field: OfferField, problem: Problem) -> OfferError {
    OfferError { field, problem }
}

fn check_share(field: OfferField, share: Option<Quantity>) -> Result<(), OfferError> {
    match share {
        Some(s) if s.value().is_zero() || s.value() > Decimal::ONE => Err(offer_error(
            field,
            Problem::ShareRange {
                share: s.to_string(),
            },
        )),
        _ => Ok(()),
    }
}

impl Offer {
    /// The interconnect as one word for lists and filters: `sxm`, `nvl`, `pcie`, or
    /// `unknown` where the offer does not say (or says it without the domain's size).
    pub fn interconnect_word(&self) -> &'static str {
        use InterconnectKind;
        match self.interconnect_kind().map(|i| i.kind) {
            Some(InterconnectKind::Sxm) => "sxm",
            Some(InterconnectKind::Nvl) => "nvl",
            Some(InterconnectKind::Pcie) => "pcie",
            None => "unknown",
        }
    }

    /// How the offer's GPUs are joined, where its interconnect text says so without doubt:
    /// SXM, HGX or NVSwitch join all the instance's GPUs in one domain (2 to 72); NVL cards
    /// or NVLink bridges "2-way" or "4-way" join 2 or 4; PCIe without NVLink joins none (a domain of
    /// one). Anything else, a bare "NVLink" included (its domain size is not said), stays
    /// unknown, never guessed.
    pub fn interconnect_kind(&self) -> Option<Interconnect> {
        let text = self.interconnect.as_deref()?.to_ascii_lowercase();
        let gpus = self.gpu.count;
        if ["sxm", "hgx", "nvswitch"].iter().any(|w| text.contains(w)) {
            return (2..=72).contains(&gpus).then_some(Interconnect {
                kind: InterconnectKind::Sxm,
                domain_gpus: gpus,
            });
        }
        if (text.contains("nvl") && !text.contains("nvlink")) || text.contains("bridge") {
            let domain = if text.contains("4-way") {
                4
            } else if text.contains("2-way") {
                2
            } else {
                return None;
            };
            return (domain <= gpus).then_some(Interconnect {
                kind: InterconnectKind::Nvl,
                domain_gpus: domain,
            });
        }
        if text.contains("pcie") && !text.contains("nvl") {
            return Some(Interconnect {
                kind: InterconnectKind::Pcie,
                domain_gpus: 1,
            });
        }
        None
    }

    /// Checks what the types alone cannot.
    pub fn validate(&self) -> Result<(), OfferError> {
        if self.offer_id.trim().is_empty() {
            return Err(offer_error(OfferField::OfferId, Problem::NotEmpty));
        }
        if self.gpu.count == 0 {
            return Err(offer_error(
                OfferField::GpuCount,
                Problem::AtLeast { min: 1 },
            ));
        }
        if self.gpu.raw_name.trim().is_empty() {
            return Err(offer_error(OfferField::GpuName, Problem::NotEmpty));
        }
        // An analyst's offer (provider `manual`) may cite a quote instead of a web page.
        if self.provider == MANUAL_PROVIDER {
            if self.source_url.trim().is_empty() {
                return Err(offer_error(OfferField::Source, Problem::SourceMissing));
            }
        } else if !self.source_url.starts_with("https://") {
            return Err(offer_error(OfferField::Source, Problem::NotHttps));
        }
        if self.fetched_at.parse::<jiff::Timestamp>().is_err() {
            return Err(offer_error(OfferField::FetchedAt, Problem::FetchedAtFormat));
        }
        if let Some(a) = &self.availability
            && a.as_of.parse::<jiff::Timestamp>().is_err()
        {
            return Err(offer_error(
                OfferField::AvailabilityAsOf,
                Problem::FetchedAtFormat,
            ));
        }
        match &self.allocation {
            Allocation::SriovVf { share }
            | Allocation::Vgpu { share, .. }
            | Allocation::Mig { share, .. }
            | Allocation::TimeSlicing { share } => {
                check_share(OfferField::AllocationShare, *share)?
            }
            Allocation::Unknown { reason } if reason.trim().is_empty() => {
                return Err(offer_error(
                    OfferField::AllocationReason,
                    Problem::UnknownNeedsReason,
                ));
            }
            _ => {}
        }
        if let Isolation::Unknown { reason } = &self.isolation
            && reason.trim().is_empty()
        {
            return Err(offer_error(
                OfferField::IsolationReason,
                Problem::UnknownNeedsReason,
            ));
        }
        if let Some(c) = &self.location.country
            && (c.len() != 2 || !c.bytes().all(|b| b.is_ascii_uppercase()))
        {
            return Err(offer_error(
                OfferField::Country,
                Problem::CountryCode { found: c.clone() },
            ));
        }
        if self.price.model == PriceModel::Reserved && self.price.term_months.is_none() {
            return Err(offer_error(
                OfferField::PriceTerm,
                Problem::ReservedNeedsTerm,
            ));
        }
        for (k, u) in self.unknown_charges.iter().enumerate() {
            if u.why.trim().is_empty() {
                return Err(offer_error(
                    OfferField::UnknownChargeWhy(k),
                    Problem::UnknownNeedsReason,
                ));
            }
        }
        Ok(())
    }

    /// The price per hour of the whole offer; a monthly price is divided by 730 h and marked
    /// as derived. A reservation or savings plan with a term adds its one-off charges in
    /// the price's currency (its upfront payment) spread over the term's hours (months ×
    /// 730 h): the effective rate, so that an all-upfront reservation is never listed, or
    /// filtered, at 0 an hour.
    pub fn hourly(&self) -> Hourly {
        let currency = self.price.amount.currency();
        let (base, derived) = match self.price.period {
            PricePeriod::Hour => (self.price.amount.amount(), false),
            PricePeriod::Month => (
                self.price.amount.amount() / Decimal::from(HOURS_PER_MONTH),
                true,
            ),
        };
        let term_hours = match (self.price.model, self.price.term_months) {
            (PriceModel::Reserved | PriceModel::SavingsPlan, Some(months)) if months > 0 => {
                Some(Decimal::from(months) * Decimal::from(HOURS_PER_MONTH))
            }
            _ => None,
        };
        let upfront: Decimal = self
            .charges
            .iter()
            .filter(|c| c.unit == ChargeUnit::OneOff && c.amount.currency() == currency)
            .map(|c| c.amount.amount())
            .sum();
        let spread = match term_hours {
            Some(hours) if !upfront.is_zero() => Some(upfront / hours),
            _ => None,
        };
        let amount = base + spread.unwrap_or_default();
        Hourly {
            amount: Money::new(amount, currency).unwrap_or(self.price.amount),
            derived,
            upfront_spread: spread.is_some(),
        }
    }
}

/// What an analyst filters the catalog by; every criterion left `None` or `false` passes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OfferFilter {
    /// Part of the canonical GPU model, case-insensitive (e.g. `h200`).
    pub gpu: Option<String>,
    /// At least this much memory per GPU, in GB.
    pub min_vram_gb: Option<Decimal>,
    /// Only this isolation (`bare_metal`, `vm`, `container`, `unknown`).
    pub isolation: Option<String>,
    /// Only this allocation (`passthrough`, `bare_metal`, `sriov_vf`, `vgpu`, `mig`,
    /// `time_slicing`, `unknown`).
    pub allocation: Option<String>,
    /// Only machines known to be in the EU or EEA.
    pub eu_only: bool,
    /// Only provider-owned or verified hosts.
    pub verified_only: bool,
    /// At most this hourly price (derived hourly figures included), in the offer's currency.
    pub max_hourly: Option<Decimal>,
    /// Exactly this many GPUs in one offer.
    pub gpus: Option<u32>,
    /// Only this interconnect, as [`Offer::interconnect_word`] names it (`sxm`, `nvl`,
    /// `pcie`, `unknown`), or `nvlink` for either kind with NVLink (SXM or NVL).
    pub interconnect: Option<String>,
}

impl Isolation {
    /// The kind as written in files: `bare_metal`, `vm`, `container` or `unknown`.
    pub fn kind(&self) -> &'static str {
        match self {
            Isolation::BareMetal => "bare_metal",
            Isolation::Vm => "vm",
            Isolation::Container => "container",
            Isolation::Unknown { .. } => "unknown",
        }
    }

    /// The isolation whose [`kind`](Isolation::kind) is `kind`, `unknown` with `reason`;
    /// a word that is no kind is refused, naming the kinds.
    pub fn of_kind(kind: &str, reason: String) -> Result<Self, Problem> {
        let every = [
            Isolation::BareMetal,
            Isolation::Vm,
            Isolation::Container,
            Isolation::Unknown { reason },
        ];
        of_kind(every, kind, Isolation::kind)
    }
}

impl Allocation {
    /// The kind as written in files.
    pub fn kind(&self) -> &'static str {
        match self {
            Allocation::Passthrough => "passthrough",
            Allocation::BareMetal => "bare_metal",
            Allocation::SriovVf { .. } => "sriov_vf",
            Allocation::Vgpu { .. } => "vgpu",
            Allocation::Mig { .. } => "mig",
            Allocation::TimeSlicing { .. } => "time_slicing",
            Allocation::Unknown { .. } => "unknown",
        }
    }

    /// The allocation whose [`kind`](Allocation::kind) is `kind`, with the `share` and
    /// `profile` that kind has (a whole GPU has neither) and `unknown` with `reason`; a
    /// word that is no kind is refused, naming the kinds.
    pub fn of_kind(
        kind: &str,
        share: Option<Quantity>,
        profile: Option<String>,
        reason: String,
    ) -> Result<Self, Problem> {
        let every = [
            Allocation::Passthrough,
            Allocation::BareMetal,
            Allocation::SriovVf { share },
            Allocation::Vgpu {
                profile: profile.clone(),
                share,
            },
            Allocation::Mig { profile, share },
            Allocation::TimeSlicing { share },
            Allocation::Unknown { reason },
        ];
        of_kind(every, kind, Allocation::kind)
    }
}

/// The one of `every` whose kind (by `kind_of`) is `kind`, or why there is none.
fn of_kind<T, const N: usize>(
    every: [T; N],
    kind: &str,
    kind_of: fn(&T) -> &'static str,
) -> Result<T, Problem> {
    let expected = every.iter().map(kind_of).collect::<Vec<_>>().join(", ");
    every
        .into_iter()
        .find(|t| kind_of(t) == kind)
        .ok_or_else(|| Problem::KindExpected {
            found: kind.to_owned(),
            expected,
        })
}

impl OfferFilter {
    /// Whether `offer` passes every criterion.
    pub fn matches(&self, offer: &Offer) -> bool {
        if let Some(gpu) = &self.gpu
            && !offer
                .gpu
                .model
                .to_ascii_lowercase()
                .contains(&gpu.to_ascii_lowercase())
        {
            return false;
        }
        if let Some(min) = self.min_vram_gb
            && offer.gpu.vram_gb.is_none_or(|v| v.value() < min)
        {
            return false;
        }
        if self
            .isolation
            .as_deref()
            .is_some_and(|k| k != offer.isolation.kind())
        {
            return false;
        }
        if self
            .allocation
            .as_deref()
            .is_some_and(|k| k != offer.allocation.kind())
        {
            return false;
        }
        if self.eu_only && offer.location.eu_eea() != Some(true) {
            return false;
        }
        if self.verified_only
            && !matches!(
                offer.host_status,
                HostStatus::ProviderOwned | HostStatus::Verified
            )
        {
            return false;
        }
        if let Some(max) = self.max_hourly
            && offer.hourly().amount.amount() > max
        {
            return false;
        }
        if self.gpus.is_some_and(|n| n != offer.gpu.count) {
            return false;
        }
        if let Some(want) = self.interconnect.as_deref() {
            let is = offer.interconnect_word();
            let nvlink = matches!(is, "sxm" | "nvl");
            if !(want.eq_ignore_ascii_case(is) || (want.eq_ignore_ascii_case("nvlink") && nvlink)) {
                return false;
            }
        }
        true
    }
}

/// GPUs gpucase knows: canonical name, the names providers use for them, memory per card
/// in GB from the vendor's datasheet (`None` for integrated GPUs, which share system RAM).
const KNOWN_GPUS: &[(&str, &[&str], Option<u32>)] = &[
    // NVIDIA's HGX/DGX B200 datasheet: 1,440 GB of HBM3e over 8 GPUs.
    ("B200 180GB", &["b200", "b200 sxm", "b200 sxm6"], Some(180)),
    // HGX B300: 288 GB of HBM3e per GPU.
    ("B300 288GB", &["b300", "b300 sxm"], Some(288)),
    // GH200 Grace Hopper: 96 GB HBM3, or 144 GB HBM3e in the later version.
    ("GH200 96GB", &["gh200 96gb", "gh200"], Some(96)),
    ("GH200 144GB", &["gh200 144gb", "gh200"], Some(144)),
    ("H200 SXM 141GB", &["h200 sxm", "h200"], Some(141)),
    ("H200 NVL 141GB", &["h200 nvl"], Some(141)),
    (
        "H100 SXM 80GB",
        &["h100 sxm", "h100 sxm5", "h100 80gb hbm3"],
        Some(80),
    ),
    // A bare "H100" does not say SXM or PCIe.
    ("H100 80GB", &["h100"], Some(80)),
    ("H100 PCIe 80GB", &["h100 pcie"], Some(80)),
    ("H100 NVL 94GB", &["h100 nvl"], Some(94)),
    (
        "A100 SXM 80GB",
        &["a100 sxm4 80gb", "a100 sxm 80gb", "a100 sxm4", "a100 sxm"],
        Some(80),
    ),
    // A bare "A100" says neither form factor nor memory; the offer's memory decides.
    ("A100 80GB", &["a100 80gb", "a100"], Some(80)),
    (
        "A100 PCIe 80GB",
        &["a100 pcie 80gb", "a100 80gb pcie", "a100 pcie"],
        Some(80),
    ),
    (
        "A100 40GB",
        &["a100 sxm4 40gb", "a100 pcie 40gb", "a100 40gb", "a100"],
        Some(40),
    ),
    ("L40S 48GB", &["l40s"], Some(48)),
    ("L40 48GB", &["l40"], Some(48)),
    ("L4 24GB", &["l4"], Some(24)),
    ("A40 48GB", &["a40"], Some(48)),
    ("A16 16GB", &["a16"], Some(16)),
    ("A10 24GB", &["a10"], Some(24)),
    ("T4 16GB", &["t4"], Some(16)),
    ("P100 16GB", &["p100 16gb", "p100"], Some(16)),
    ("P100 12GB", &["p100 12gb", "p100"], Some(12)),
    ("V100 32GB", &["v100 32gb", "v100s"], Some(32)),
    ("V100 16GB", &["v100 16gb", "v100"], Some(16)),
    ("RTX 4090 24GB", &["rtx 4090", "geforce rtx 4090"], Some(24)),
    (
        "RTX 6000 Ada 48GB",
        &["rtx 6000 ada", "rtx 6000ada"],
        Some(48),
    ),
    ("RTX A6000 48GB", &["rtx a6000", "a6000"], Some(48)),
    ("GTX 1060 6GB", &["gtx 1060", "geforce gtx 1060"], Some(6)),
    ("GTX 1080 8GB", &["gtx 1080", "geforce gtx 1080"], Some(8)),
    (
        "RTX 4000 SFF Ada 20GB",
        &["rtx 4000 sff ada", "rtx 4000 sff ada generation"],
        Some(20),
    ),
    (
        "Intel UHD Graphics 770",
        &["intel uhd graphics 770", "intel uhd 770", "uhd 770"],
        None,
    ),
];

/// The canonical model for a provider's GPU name, e.g. `NVIDIA H100 80GB HBM3` becomes
/// `H100 SXM 80GB`. A name gpucase does not know stays visible as `unknown (<name>)`.
pub fn canonical_gpu(raw_name: &str) -> String {
    canonical_gpu_sized(raw_name, None)
}

/// Like [`canonical_gpu`], using the memory per GPU an offer states to tell apart models
/// that share a name (an `A100 SXM4` with 40 or 80 GB). Providers report memory in GiB or
/// GB, and marketing GB differ from both, so a model matches within 10 %.
pub fn canonical_gpu_sized(raw_name: &str, vram_gb: Option<Decimal>) -> String {
    let cleaned: String = raw_name
        .to_ascii_lowercase()
        .replace(['_', '-'], " ")
        .replace("nvidia", "")
        .replace("tesla", "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let matches: Vec<(&str, &str, Option<u32>)> = KNOWN_GPUS
        .iter()
        .flat_map(|(canonical, aliases, gb)| aliases.iter().map(move |a| (*canonical, *a, *gb)))
        .filter(|(_, alias, _)| {
            cleaned == *alias
                || cleaned.starts_with(&format!("{alias} "))
                || cleaned.contains(&format!(" {alias} "))
                || cleaned.ends_with(&format!(" {alias}"))
        })
        .collect();
    let fits = |gb: Option<u32>| match (gb, vram_gb) {
        (Some(gb), Some(offered)) => {
            let gb = Decimal::from(gb);
            (offered - gb).abs() * Decimal::from(10) <= gb
        }
        _ => false,
    };
    // Among the models whose memory fits, else among all, the longest alias that matches
    // wins, so `h100 pcie` beats `h100`.
    let sized: Vec<_> = matches.iter().filter(|m| fits(m.2)).collect();
    let pool: Vec<_> = if sized.is_empty() {
        matches.iter().collect()
    } else {
        sized
    };
    let longest = pool.iter().map(|(_, alias, _)| alias.len()).max();
    let mut best: Vec<&str> = pool
        .iter()
        .filter(|(_, alias, _)| Some(alias.len()) == longest)
        .map(|(c, _, _)| *c)
        .collect();
    best.dedup();
    match best.as_slice() {
        [one] => (*one).to_owned(),
        // Nothing matches, or the name fits several models equally: say so, do not guess.
        _ => format!("unknown ({})", raw_name.trim()),
    }
}

/// Memory of one card of a canonical model in GB, from the datasheets.
pub fn datasheet_vram_gb(model: &str) -> Option<u32> {
    KNOWN_GPUS
        .iter()
        .find(|(canonical, _, _)| *canonical == model)
        .and_then(|(_, _, gb)| *gb)
}

/// How a server's or an instance's GPUs are joined, which decides how many GPUs one model
/// replica can span at full bandwidth: SXM boards with NVSwitch join 4 or 8, NVL bridges
/// join 2 or 4 PCIe cards, plain PCIe joins none (a domain of one GPU).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Interconnect {
    /// The kind of link.
    pub kind: InterconnectKind,
    /// GPUs in one NVLink domain (1 for PCIe).
    pub domain_gpus: u32,
}

/// The kinds of GPU interconnect.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum InterconnectKind {
    /// SXM modules on an NVSwitch baseboard (HGX): domains of 4 or 8.
    Sxm,
    /// PCIe cards joined by NVLink bridges (H100 NVL, H200 NVL): domains of 2 or 4.
    Nvl,
    /// PCIe cards without NVLink.
    Pcie,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 36: the key is written in one place and read back whole, a `/` in the
    /// provider's id included; text that is not a key says what it expected.
    #[test]
    fn an_offer_key_reads_back_as_it_is_written_and_serialises_as_its_text() {
        for text in [
            "aws/KX3M8D5QF2PAJ6RT.JRTCKXETXF",
            "gcp/a3-ultragpu-8g@europe-west4/spot",
        ] {
            let key: OfferKey = text.parse().expect("a key");
            assert_eq!(key.to_string(), text);
            assert_eq!(
                serde_json::to_value(&key).expect("serialises"),
                serde_json::Value::String(text.to_owned())
            );
            let back: OfferKey =
                serde_json::from_value(serde_json::Value::String(text.to_owned())).expect("reads");
            assert_eq!(back, key);
        }
        let gcp: OfferKey = "gcp/a3@x/spot".parse().expect("a key");
        assert_eq!(
            (gcp.provider.as_str(), gcp.offer_id.as_str()),
            ("gcp", "a3@x/spot")
        );
        for bad in ["gtx1060", "/gtx1060", "feed/", ""] {
            let e = bad.parse::<OfferKey>().expect_err("not a key");
            assert_eq!(
                e,
                Problem::OfferKeyExpected {
                    found: bad.to_owned()
                }
            );
        }
    }

    /// Issue 18: one name per pricing model, the one the files write (the workbook wrote
    /// `ondemand` from `Debug`).
    #[test]
    fn a_pricing_model_s_key_is_its_name_in_files() {
        use PriceModel::*;
        for model in [
            OnDemand,
            Spot,
            Interruptible,
            Reserved,
            SavingsPlan,
            CapacityBlock,
        ] {
            assert_eq!(
                serde_json::to_value(model).unwrap(),
                serde_json::Value::from(model.key())
            );
        }
        for period in [PricePeriod::Hour, PricePeriod::Month] {
            assert_eq!(
                serde_json::to_value(period).unwrap(),
                serde_json::Value::from(period.key())
            );
        }
    }

    #[test]
    fn provider_names_map_to_canonical_models() {
        for (raw, canonical) in [
            ("NVIDIA H100 80GB HBM3", "H100 SXM 80GB"),
            ("H100 PCIe", "H100 PCIe 80GB"),
            ("H100_NVL", "H100 NVL 94GB"),
            ("NVIDIA H200", "H200 SXM 141GB"),
            ("H100", "H100 80GB"),
            ("A100", "unknown (A100)"),
            ("RTX 4090", "RTX 4090 24GB"),
            ("NVIDIA A100-SXM4-80GB", "A100 SXM 80GB"),
            ("Tesla V100", "V100 16GB"),
            ("L40S", "L40S 48GB"),
            ("L4", "L4 24GB"),
        ] {
            assert_eq!(canonical_gpu(raw), canonical, "{raw}");
        }
        assert_eq!(
            canonical_gpu("Quantum QPU 9000"),
            "unknown (Quantum QPU 9000)"
        );
        let sized = |name, gb: u32| canonical_gpu_sized(name, Some(Decimal::from(gb)));
        assert_eq!(sized("A100 SXM4", 80), "A100 SXM 80GB");
        assert_eq!(sized("A100 SXM4", 40), "A100 40GB");
        assert_eq!(sized("A100 PCIE", 40), "A100 40GB");
        assert_eq!(sized("NVIDIA_A100", 80), "A100 80GB");
        assert_eq!(sized("A40", 45), "A40 48GB");
        assert_eq!(datasheet_vram_gb("H200 SXM 141GB"), Some(141));
        // Issue 19: the GPUs the new catalogs sell (Lambda, Verda, Scaleway, OTC).
        assert_eq!(sized("B200 SXM6 180GB", 180), "B200 180GB");
        assert_eq!(sized("B300 SXM", 288), "B300 288GB");
        assert_eq!(sized("GH200 96GB", 96), "GH200 96GB");
        assert_eq!(sized("NVIDIA Tesla T4", 16), "T4 16GB");
        assert_eq!(sized("P100 PCIe", 16), "P100 16GB");
        // A bare GH200 or P100 says neither memory: unknown, not guessed.
        assert_eq!(canonical_gpu("GH200"), "unknown (GH200)");
        assert_eq!(canonical_gpu("P100"), "unknown (P100)");
    }

    #[test]
    fn eu_flag_follows_the_country() {
        let mut l = Location {
            country: Some("FI".into()),
            region: None,
            city: None,
            datacenter: None,
        };
        assert_eq!(l.eu_eea(), Some(true));
        l.country = Some("US".into());
        assert_eq!(l.eu_eea(), Some(false));
        l.country = None;
        assert_eq!(l.eu_eea(), None);
    }
}
