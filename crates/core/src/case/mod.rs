//! The case: every input of one rent-or-buy comparison, as the `.gpucase` file holds it.
//!
//! The types here are the file format `gpucase/3`: field names and order are the order in
//! the file, unknown fields are refused, amounts are [`Money`] strings and quantities
//! [`Quantity`] strings. [`Case::validate`] checks what types alone cannot (references
//! between parts, currencies that can be converted, block lengths a provider sells).

pub mod requirements;
pub mod switching;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::{Converter, Currency, ExchangeRate, Money};
use crate::problem::Problem;
use crate::quantity::Quantity;
use crate::workload::Schedule;

/// The format tag this version of gpucase writes (and reads, besides the older
/// `gpucase/1` it migrates: [`crate::casefile::migrate`]). Case and scenario files count
/// their formats together: 1 was a case, 2 a scenario around a format-1 case, 3 both, a
/// rent option naming its offers by key.
pub const FORMAT: &str = "gpucase/3";

/// The number of [`FORMAT`].
pub const FORMAT_VERSION: u32 = 3;

/// One rent-or-buy case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Always `gpucase/3` for this version.
    pub format: FormatTag,
    /// Stable identity of the case across versions and colleagues (letters, digits, `-`, `_`).
    pub id: String,
    /// Title of the case.
    pub name: String,
    /// What the case is about and what its figures rest on.
    pub description: String,
    /// The currency results are computed in.
    pub currency: Currency,
    /// Rates for every other currency the case uses, with date and source.
    pub exchange_rates: Vec<ExchangeRate>,
    /// Years over which options are compared.
    pub horizon_years: u32,
    /// The workload to serve.
    pub workload: Schedule,
    /// Quotes for servers to buy.
    pub own: Vec<OwnQuote>,
    /// Offers to rent, each with the pricing models to compare.
    pub rent: Vec<RentOffer>,
    /// Own GPUs for the base load and rented ones for peaks, if compared.
    pub hybrid: Option<HybridInput>,
    /// Offers from the catalog shortlisted for this case, as they were seen (with their
    /// fetch time), for the checklist and the report.
    #[serde(default)]
    pub shortlist: Vec<crate::offer::Offer>,
    /// The workload measured from imported metrics (hourly aggregates), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<crate::measured::Measured>,
    /// What the team's own bills say it pays today for GPUs (`gpucase case bills`): the
    /// baseline the options are set against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billed: Option<crate::billed::Billed>,
    /// The buyer's checklist per shortlisted offer, once one was started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checklist: Option<crate::checklist::Checklist>,
    /// The facts for leaving a provider: planned switch date, commitments, data to move and
    /// egress tiers (the Data Act notes of the report).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub switching: Option<switching::SwitchingFacts>,
    /// The language the analyst works on this case in: the desktop switches to it when the
    /// case opens. A case without one keeps the language the UI already shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<crate::language::Language>,
    /// What the service needs (must-answer windows, GPU memory); together with the
    /// checklist's concerns it decides which options may be recommended. A case without it
    /// states none, and the recommendation says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requirements: Option<requirements::Requirements>,
    /// Money over time: the company's discount rate, for the present value of each
    /// option's monthly cash flows. A case without it discounts nothing (0 %).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finance: Option<Finance>,
    /// Staff time outside the own quotes: operating rented instances, and running both an
    /// own and a rented stack in a hybrid. Absent: neither is costed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations: Option<Operations>,
}

/// Staff time the rented side and the hybrid cost (docs/method.md, "Staff time"), beside the
/// own quotes' own operating hours.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Operations {
    /// Staff hours a month per rented instance held at the peak: images, patching,
    /// deployment, monitoring, the provider's tickets.
    pub rent_hours_per_instance_month: Quantity,
    /// Staff hours a month a hybrid spends on running two stacks, beyond each side's own:
    /// the same model and engine version on both, the gateway between them (0: none).
    pub second_stack_hours_per_month: Quantity,
    /// What an hour of that staff time costs.
    pub hour_rate: Money,
}

pub use crate::offer::{Interconnect, InterconnectKind};

impl Default for Finance {
    /// No discounting and no price change: today's nominal figures.
    fn default() -> Self {
        Finance {
            discount_rate_per_year: Quantity::ZERO,
            rent_change_per_year: None,
            electricity_change_per_year: None,
            tax: None,
        }
    }
}

impl Finance {
    /// Whether it changes nothing: no discount rate, no price change.
    pub fn is_neutral(&self) -> bool {
        self.discount_rate_per_year.value().is_zero()
            && self.rent_change_per_year.is_none()
            && self.electricity_change_per_year.is_none()
            && self.tax.is_none()
    }
}

/// How the case values money over time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Finance {
    /// Discount rate per year (0.08 = 8 %), compounded monthly at the equivalent monthly
    /// rate `(1 + rate)^(1/12) - 1`; at most 1 (100 %).
    pub discount_rate_per_year: Quantity,
    /// Yearly change of rented rates not fixed by a commitment (on demand, its restarts and
    /// overflow, spot, capacity blocks, monthly billing), from year 2 on: `"-0.10"` falls
    /// 10 % a year. Committed rates (savings plans, reservations, reserved instances) stay
    /// at their contract's rate. Absent: today's rates throughout.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rent_change_per_year: Option<crate::quantity::Change>,
    /// Yearly change of the electricity price of own servers, from year 2 on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub electricity_change_per_year: Option<crate::quantity::Change>,
    /// The company's tax on profits, for present values after tax: every payment is
    /// deducted when it falls, an own server's purchase depreciated straight-line instead.
    /// Absent: present values before tax.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tax: Option<Tax>,
}

/// A tax on profits with straight-line depreciation of own servers (docs/method.md "Tax").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Tax {
    /// The tax rate (0.30 = 30 %); above 0, below 1.
    pub rate: Quantity,
    /// Years over which an own server's purchase is depreciated for tax, in equal monthly
    /// parts from the month after it is paid (1 to 30).
    pub depreciation_years: u32,
}

impl Case {
    /// The site's IANA time zone, where the case states one: its calendar month's, else
    /// that of the metrics it keeps. `None` for a generic month without metrics.
    pub fn site_time_zone(&self) -> Option<&str> {
        match &self.workload.period {
            crate::workload::Period::CalendarMonth { time_zone, .. } => Some(time_zone),
            crate::workload::Period::GenericMonth { .. } => {
                self.metrics.as_ref().map(|m| m.time_zone.as_str())
            }
        }
    }

    /// The yearly change of rented rates not fixed by a commitment; 0 when none is given.
    pub fn rent_change(&self) -> rust_decimal::Decimal {
        self.finance
            .as_ref()
            .and_then(|f| f.rent_change_per_year)
            .map_or(rust_decimal::Decimal::ZERO, |c| c.value())
    }

    /// The yearly change of the electricity price; 0 when none is given.
    pub fn electricity_change(&self) -> rust_decimal::Decimal {
        self.finance
            .as_ref()
            .and_then(|f| f.electricity_change_per_year)
            .map_or(rust_decimal::Decimal::ZERO, |c| c.value())
    }

    /// Spare machines the requirements ask for beyond the peak (1: N+1); 0 without.
    pub fn spares(&self) -> u32 {
        self.requirements.as_ref().map_or(0, |r| r.spares)
    }

    /// The yearly growth of the workload's demand; `None` when none is given or it is 0
    /// (the profile repeats unchanged, as without the field).
    pub fn growth(&self) -> Option<rust_decimal::Decimal> {
        self.workload
            .growth_per_year
            .map(|g| g.value())
            .filter(|g| !g.is_zero())
    }

    /// The tax on profits the present values are taken after; `None` before tax.
    pub fn tax(&self) -> Option<Tax> {
        self.finance.as_ref().and_then(|f| f.tax)
    }

    /// The discount rate per year; 0 without a finance section.
    pub fn discount_rate(&self) -> rust_decimal::Decimal {
        self.finance
            .as_ref()
            .map_or(rust_decimal::Decimal::ZERO, |f| {
                f.discount_rate_per_year.value()
            })
    }
}

/// The `format` field; only [`FORMAT`] is accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FormatTag;

impl Serialize for FormatTag {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(FORMAT)
    }
}

impl<'de> Deserialize<'de> for FormatTag {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text == FORMAT {
            return Ok(FormatTag);
        }
        let newer = text
            .strip_prefix("gpucase/")
            .and_then(|v| v.parse::<u32>().ok())
            .is_some_and(|v| v > FORMAT_VERSION);
        Err(serde::de::Error::custom(if newer {
            format!(
                "the file is format {text}, newer than this gpucase reads ({FORMAT}): update gpucase"
            )
        } else {
            format!("expected format {FORMAT:?}, found {text:?}")
        }))
    }
}

impl JsonSchema for FormatTag {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "FormatTag".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "const": FORMAT })
    }
}

/// A quote for servers to buy and run for their service life.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OwnQuote {
    /// Identity within the case.
    pub id: String,
    /// What is quoted, e.g. "HGX H200 8-GPU server".
    pub label: String,
    /// GPUs in the quote.
    pub gpus: u32,
    /// Purchase price of the hardware.
    pub purchase: Money,
    /// Software licences per year (e.g. NVIDIA AI Enterprise).
    pub licences_per_year: Money,
    /// Average electrical draw of the server in kW.
    pub power_kw: Quantity,
    /// Power usage effectiveness of the site (1.0 or more).
    pub pue: Quantity,
    /// Price per kWh.
    pub kwh_price: Money,
    /// Rack space or colocation per month.
    pub colocation_per_month: Money,
    /// IP transit or uplink per server per month (the own side's bandwidth, as egress is
    /// the rented side's); absent: none costed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bandwidth_per_month: Option<Money>,
    /// Hardware support contract per year.
    pub support_per_year: Money,
    /// Staff hours per month to operate the server.
    pub operating_hours_per_month: Quantity,
    /// Cost of one staff hour.
    pub operating_hour_rate: Money,
    /// Years of service.
    pub service_life_years: u32,
    /// What the hardware is worth at the end of its service life.
    pub residual_value: Money,
    /// What the servers still running are worth at the horizon's end; absent: their book
    /// value, straight-line depreciation to the residual value over the service life.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_at_horizon: Option<ValueAtHorizon>,
    /// Where the figures come from.
    pub source: String,
    /// How the server's GPUs are joined; unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interconnect: Option<Interconnect>,
    /// Memory per GPU in GB (141 for an H200); unknown when absent, so a required minimum
    /// cannot be checked for the quote.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gpu_memory_gb: Option<Quantity>,
    /// Free GPU slots of the server and what a card for them costs. Absent: the quote is one
    /// indivisible server, and the own side moves in whole servers of `gpus` GPUs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<CardSlots>,
    /// Purchases after the first, at months of the horizon. With stages the own option buys
    /// the quote as it stands in month 1 and then these, instead of sizing for the peak at
    /// once; before a stage, demand above the GPUs installed is not served.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stages: Vec<Stage>,
}

impl OwnQuote {
    /// GPU slots of one server: its free slots where the quote states them, else its GPUs.
    /// The most GPUs one server can hold, so the most one model replica can span on it.
    pub fn slots(&self) -> u32 {
        self.cards.as_ref().map_or(self.gpus, |c| c.slots).max(1)
    }
}

/// What an own server still running at the horizon's end is worth (issue 32), stated as
/// such in the breakdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "basis", rename_all = "snake_case", deny_unknown_fields)]
pub enum ValueAtHorizon {
    /// Its book value by straight-line depreciation to the residual value over
    /// `depreciation_years` (a company's own depreciation period rather than the service
    /// life): the purchase less `(purchase − residual) × min(months run, years × 12) /
    /// (years × 12)`.
    BookValue {
        /// Years over which the purchase is depreciated (1 to 30).
        depreciation_years: u32,
    },
    /// The analyst's resale estimate: this share of its purchase price (0 to 1), whatever
    /// its age.
    Resale {
        /// Share of the purchase price the server fetches at the horizon's end.
        share_of_purchase: Quantity,
    },
}

/// The free GPU slots of a quoted server and the price of filling them: the server as quoted
/// holds `gpus` cards, each further card goes into a free slot (issue 17: "a server can
/// start with four cards and grow").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardSlots {
    /// GPU slots in the chassis, at least the cards it is quoted with.
    pub slots: u32,
    /// Price of one more card for a free slot.
    pub card_price: Money,
    /// Average electrical draw one more card adds, in kW.
    pub power_kw_per_card: Quantity,
    /// What one more card is worth at the end of its service life.
    pub residual_value_per_card: Money,
}

/// A purchase under an own quote after the first: cards into free slots of the servers
/// bought so far, or whole servers as quoted, bought and paid in one month of the horizon
/// and running from then on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    /// Month of the horizon it is bought in, from 2 (month 1 is the first purchase) to the
    /// horizon's last month.
    pub month: u32,
    /// Cards added into free slots.
    #[serde(default)]
    pub cards: u32,
    /// Whole servers added, each as quoted (with the quote's `gpus` cards).
    #[serde(default)]
    pub servers: u32,
    /// The price paid for the stage's cards and servers, as quoted for that month.
    pub purchase: Money,
}

/// An offer to rent instances, with the pricing models to compare for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RentOffer {
    /// Identity within the case.
    pub id: String,
    /// What is offered, e.g. "p5e.48xlarge (8x H200)".
    pub label: String,
    /// Who sells it.
    pub provider: String,
    /// GPUs in one instance; every allocated hour bills all of them.
    pub gpus_per_instance: u32,
    /// On-demand price of one instance-hour.
    pub on_demand_per_instance_hour: Money,
    /// Minutes from start to a booted instance.
    pub boot_minutes: Quantity,
    /// Minutes to load the model from persistent storage after boot.
    pub model_load_minutes: Quantity,
    /// Charges outside the hourly price.
    pub charges: Charges,
    /// Pricing models of this offer to compare.
    pub pricing: Vec<PricingModel>,
    /// Where the figures come from.
    pub source: String,
    /// The shortlisted offers the figures were taken from, by key, one per price read: the
    /// price as offered, when and where it was read are the shortlist's, held once. Empty
    /// for an option typed by hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<crate::offer::OfferKey>,
    /// Fields whose figure no offer publishes and which hold a stated default the analyst
    /// may change (e.g. `boot_minutes`); they stay marked until the analyst sets them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assumed: Vec<String>,
    /// How the instance's GPUs are joined; unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interconnect: Option<Interconnect>,
    /// Memory per GPU in GB as offered (a share's memory for a shared GPU); unknown when
    /// absent. Taken from the catalog offer; with a replica's memory stated it sizes how
    /// many of the instance's GPUs one replica runs on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gpu_memory_gb: Option<Quantity>,
    /// Whether the offer bills each month at its start (a hoster's monthly server) rather
    /// than at its end (a cloud's hourly bill): the same total, paid a month earlier, which
    /// the present value counts.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub billed_in_advance: bool,
}

/// What a rented option bills outside the hourly price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Charges {
    /// Persistent storage per GB-month, billed while stopped too.
    pub storage_per_gb_month: Money,
    /// Internet egress tiers per month, in ascending order; the last has no upper bound.
    pub egress_tiers: Vec<EgressTier>,
    /// Public IPv4 address per instance and month.
    pub ipv4_per_month: Money,
    /// One-off setup fee per instance (a hoster's fee per server), charged once for each
    /// instance the option holds at its peak.
    pub setup_fee: Money,
    /// Support plan, fixed part per month.
    pub support_per_month: Money,
    /// Support plan, share of the compute bill (0.10 = 10 %).
    pub support_share_of_compute: Quantity,
}

/// One tier of egress pricing: GB up to `up_to_gb` in a month cost `per_gb`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EgressTier {
    /// Upper bound of the tier in GB per month; `null` for the last tier.
    pub up_to_gb: Option<Quantity>,
    /// Price per GB within the tier.
    pub per_gb: Money,
}

/// A way of paying for the offer's instances (docs/method.md section 3, "Pricing models").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum PricingModel {
    /// On-demand, allocated every hour of the period.
    OnDemandAlways {},
    /// On-demand, stopped when idle and started again (boot plus model load) before work.
    OnDemandStopped {
        /// Starts of one instance per day, at most (a whole number, 0 to 24): each instance
        /// is stopped in the idle gaps where that saves most and kept running through the
        /// others; 0 keeps it allocated every hour. `null` derives them from the profile's
        /// idle gaps (stopped in every gap longer than a restart).
        starts_per_day: Option<Quantity>,
    },
    /// A savings plan or committed-use discount: a commitment per hour, used or lost in that
    /// hour; usage above it is billed on-demand. No capacity is reserved. Terms are renewed
    /// at the same rate to cover the horizon; what the last term still commits after it is
    /// counted.
    SavingsPlan {
        /// Term of the commitment: 1 or 3 years.
        term_years: u32,
        /// Price of an instance-hour under the plan.
        rate_per_instance_hour: Money,
        /// Spend committed for every hour of the term.
        commitment_per_hour: Money,
        /// Whether instances stay allocated every hour or are stopped when idle.
        usage: Usage,
        /// When the commitment is paid: monthly (`no_upfront`, the default), half of each
        /// term's commitment at its start (`partial_upfront`) or all of it
        /// (`all_upfront`). The total is the same; the present value is not.
        #[serde(default, skip_serializing_if = "SavingsPlanPayment::is_no_upfront")]
        payment: SavingsPlanPayment,
    },
    /// A capacity reservation: every reserved hour is billed, used or not.
    CapacityReservation {
        /// Instances reserved for every hour.
        reserved_instances: u32,
        /// Rate of a reserved instance-hour when a savings plan covers it; `null` bills the
        /// on-demand rate.
        discounted_rate_per_instance_hour: Option<Money>,
    },
    /// Capacity blocks: 1 to 14 days in 1-day steps, or 7 to 182 days in 7-day steps,
    /// booked ahead for the days with work.
    CapacityBlock {
        /// Length of one block in days.
        block_days: u32,
        /// Price of an instance-hour in the block.
        rate_per_instance_hour: Money,
    },
    /// Reserved instances for a 1- or 3-year term with no, partial or all upfront payment:
    /// every instance the peak needs is held every hour of the term and billed at the
    /// effective rate, the hourly rate plus the upfront payment spread over the term's hours
    /// (3 years: 26,280 h). Terms are renewed to cover the horizon; what the last term still
    /// owes after the horizon is counted.
    Reserved {
        /// Term of the reservation: 1 or 3 years.
        term_years: u32,
        /// Hourly rate of one reserved instance (zero when paid all upfront).
        rate_per_instance_hour: Money,
        /// Paid upfront per instance for the whole term (zero when no upfront).
        upfront_per_instance: Money,
    },
    /// Billed per month, as a hoster's dedicated server: every instance the peak needs is
    /// allocated every hour of every month and cannot be stopped. Never turned into an
    /// hourly price (price / 730 h does not mean it can be given back after an hour).
    MonthlyBilled {
        /// Price of one instance per month.
        per_instance_month: Money,
        /// Months the price is committed for, where it is a reservation billed by the month
        /// (a 12- or 24-month term); absent for a plain monthly server. Names two monthly
        /// prices of one instance apart and ties each to the offer it was read from.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        term_months: Option<u32>,
    },
    /// Spot instances for the batch hours only; interactive hours on-demand, stopped when
    /// idle.
    SpotBatch {
        /// Spot price of an instance-hour.
        rate_per_instance_hour: Money,
        /// Extra hours lost to interruptions, as a share of batch hours (0.15 = 15 %).
        interruption_overhead: Quantity,
    },
}

impl PricingModel {
    /// Whether the model holds its instances every hour (on demand allocated, capacity
    /// reservations, reserved instances, monthly billing, a savings plan used every hour),
    /// so that a spare is held too; one that starts instances as work comes holds none.
    pub fn holds_capacity(&self) -> bool {
        match self {
            PricingModel::OnDemandAlways {}
            | PricingModel::CapacityReservation { .. }
            | PricingModel::Reserved { .. }
            | PricingModel::MonthlyBilled { .. } => true,
            PricingModel::SavingsPlan { usage, .. } => *usage == Usage::Always,
            _ => false,
        }
    }

    /// The pricing model's name as the case file writes it (`spot_batch`): the key of its
    /// messages and the suffix of its option's id.
    pub fn key(&self) -> &'static str {
        match self {
            PricingModel::OnDemandAlways {} => "on_demand_always",
            PricingModel::OnDemandStopped { .. } => "on_demand_stopped",
            PricingModel::SavingsPlan { .. } => "savings_plan",
            PricingModel::CapacityReservation { .. } => "capacity_reservation",
            PricingModel::CapacityBlock { .. } => "capacity_block",
            PricingModel::Reserved { .. } => "reserved",
            PricingModel::MonthlyBilled { .. } => "monthly_billed",
            PricingModel::SpotBatch { .. } => "spot_batch",
        }
    }
}

/// When a savings plan's commitment is paid (AWS's payment options). The commitment per
/// hour is the plan's whole commitment whichever is chosen; the option moves payments
/// earlier, which changes the present value and not the total (docs/method.md section 3,
/// "Money over time").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SavingsPlanPayment {
    /// The commitment billed monthly over the term.
    #[default]
    NoUpfront,
    /// Half of the term's commitment (commitment per hour × the term's hours) paid at the
    /// start of the term, the other half monthly over it. AWS takes 50 to 99 % upfront
    /// (`CreateSavingsPlan`'s `upfrontPaymentAmount`); gpucase models the least, half.
    PartialUpfront,
    /// The term's whole commitment paid at its start.
    AllUpfront,
}

impl SavingsPlanPayment {
    /// Every payment option, in the order the case file's schema lists them.
    pub const ALL: [SavingsPlanPayment; 3] = [
        SavingsPlanPayment::NoUpfront,
        SavingsPlanPayment::PartialUpfront,
        SavingsPlanPayment::AllUpfront,
    ];

    /// The option as the case file writes it (`partial_upfront`): the key of its messages.
    pub fn key(self) -> &'static str {
        match self {
            SavingsPlanPayment::NoUpfront => "no_upfront",
            SavingsPlanPayment::PartialUpfront => "partial_upfront",
            SavingsPlanPayment::AllUpfront => "all_upfront",
        }
    }

    /// The share of each term's commitment paid at its start: 0, one half, or 1.
    pub fn upfront_share(self) -> rust_decimal::Decimal {
        match self {
            SavingsPlanPayment::NoUpfront => rust_decimal::Decimal::ZERO,
            SavingsPlanPayment::PartialUpfront => rust_decimal::Decimal::new(5, 1),
            SavingsPlanPayment::AllUpfront => rust_decimal::Decimal::ONE,
        }
    }

    /// Whether it is the default, which the case file leaves out (by reference, as serde's
    /// `skip_serializing_if` asks).
    pub fn is_no_upfront(&self) -> bool {
        *self == SavingsPlanPayment::NoUpfront
    }
}

/// How instances under a commitment are used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Usage {
    /// Allocated every hour.
    Always,
    /// Stopped when idle, started before work.
    StoppedWhenIdle,
}

/// A hybrid: own GPUs for the base load, rented on-demand instances for the hours above it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HybridInput {
    /// The own quote whose cost per GPU the own part uses.
    pub own: String,
    /// The rent offer that takes the peaks, on-demand and stopped when idle.
    pub rent: String,
}

/// A case that types alone allowed but that cannot be computed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ValidationError {
    /// JSON path of the offending field.
    pub path: String,
    /// What is wrong and what was expected.
    pub problem: Problem,
}

impl gpucase_message::Describe for ValidationError {
    /// The field by its path and what is wrong with it.
    fn message(&self) -> gpucase_message::Message {
        self.problem.at(self.path.clone())
    }
}

gpucase_message::display_in_english!(ValidationError);

fn err(path: impl Into<String>, problem: Problem) -> ValidationError {
    ValidationError {
        path: path.into(),
        problem,
    }
}

/// Capacity-block lengths a provider sells (docs/method.md: 1-14 days in 1-day steps, 7-182 days
/// in 7-day steps).
pub fn is_valid_block_length(days: u32) -> bool {
    (1..=14).contains(&days) || ((7..=182).contains(&days) && days.is_multiple_of(7))
}

impl Case {
    /// The workload profile the comparison uses: the measured one when the case has
    /// imported metrics marked `use_as_profile`, else the schedule's.
    pub fn profile(
        &self,
    ) -> Result<crate::workload::HourlyProfile, crate::workload::WorkloadError> {
        match &self.metrics {
            Some(m) if m.use_as_profile => m.profile(),
            _ => self.workload.profile(),
        }
    }

    /// Checks what the types alone cannot: identities, references, currencies, ranges. The
    /// first problem found is the error, in the order of the case's parts below.
    pub fn validate(&self) -> Result<(), ValidationError> {
        check_id("id", &self.id)?;
        if let Some(checklist) = &self.checklist {
            self.validate_checklist(checklist)?;
        }
        if !(1..=30).contains(&self.horizon_years) {
            return Err(err("horizon_years", Problem::Between { min: 1, max: 30 }));
        }
        if let Some(f) = &self.finance {
            validate_finance(f)?;
        }
        let fx = Converter::new(self.currency, &self.exchange_rates);
        self.validate_rates()?;
        self.validate_workload()?;
        let money = |path: String, m: &Money| -> Result<(), ValidationError> {
            // Amounts the engine can multiply by every hour of 30 years and divide by
            // without overflow: nothing a price list holds comes near either bound.
            // (money::MAX_INPUT bounds every amount from above when it is read).
            let a = m.amount().abs();
            if !a.is_zero() {
                within(&path, a, MIN_AMOUNT, crate::money::MAX_INPUT)?;
            }
            if fx.factor(m.currency()).is_none() {
                return Err(err(
                    path,
                    Problem::NoExchangeRate {
                        from: m.currency().to_string(),
                        to: self.currency.to_string(),
                    },
                ));
            }
            Ok(())
        };
        if let Some(o) = &self.operations {
            at_most(
                "operations.rent_hours_per_instance_month",
                o.rent_hours_per_instance_month,
                100_000,
            )?;
            at_most(
                "operations.second_stack_hours_per_month",
                o.second_stack_hours_per_month,
                100_000,
            )?;
            money("operations.hour_rate".into(), &o.hour_rate)?;
        }
        if let Some(b) = &self.billed {
            validate_billed(b, &money)?;
        }
        let mut ids = std::collections::BTreeSet::new();
        for (i, q) in self.own.iter().enumerate() {
            let p = format!("own[{i}]");
            check_id(&format!("{p}.id"), &q.id)?;
            if !ids.insert(q.id.as_str()) {
                return Err(err(
                    format!("{p}.id"),
                    Problem::UsedTwice { id: q.id.clone() },
                ));
            }
            validate_own(&p, q, self.horizon_years * 12, &fx, &money)?;
        }
        for (i, o) in self.rent.iter().enumerate() {
            let p = format!("rent[{i}]");
            check_id(&format!("{p}.id"), &o.id)?;
            if !ids.insert(o.id.as_str()) {
                return Err(err(
                    format!("{p}.id"),
                    Problem::UsedTwice { id: o.id.clone() },
                ));
            }
            validate_rent(&p, o, &money)?;
        }
        for (i, offer) in self.shortlist.iter().enumerate() {
            offer
                .validate()
                .map_err(|e| err(format!("shortlist[{i}].{}", e.field), e.problem))?;
        }
        self.validate_offer_keys()?;
        if let Some(h) = &self.hybrid {
            if !self.own.iter().any(|q| q.id == h.own) {
                return Err(err("hybrid.own", Problem::NoOwnQuote { id: h.own.clone() }));
            }
            if !self.rent.iter().any(|o| o.id == h.rent) {
                return Err(err(
                    "hybrid.rent",
                    Problem::NoRentOffer { id: h.rent.clone() },
                ));
            }
        }
        if let Some(facts) = &self.switching {
            switching::validate(facts, &money)?;
        }
        requirements::validate(self)
    }
}

impl Case {
    /// The shortlisted offer `key` names.
    pub fn shortlisted(&self, key: &crate::offer::OfferKey) -> Option<&crate::offer::Offer> {
        self.shortlist.iter().find(|o| o.has_key(key))
    }

    /// Each offer a rent option was read from is on the shortlist, which holds its price.
    fn validate_offer_keys(&self) -> Result<(), ValidationError> {
        for (i, o) in self.rent.iter().enumerate() {
            if let Some((j, k)) = o
                .offers
                .iter()
                .enumerate()
                .find(|(_, k)| self.shortlisted(k).is_none())
            {
                return Err(err(
                    format!("rent[{i}].offers[{j}]"),
                    Problem::NotInShortlist {
                        offer: k.to_string(),
                    },
                ));
            }
        }
        Ok(())
    }

    /// Each checklist names a shortlisted offer and answers every question in order.
    fn validate_checklist(
        &self,
        checklist: &crate::checklist::Checklist,
    ) -> Result<(), ValidationError> {
        for (i, c) in checklist.offers.iter().enumerate() {
            let listed = self
                .shortlist
                .iter()
                .any(|o| crate::checklist::offer_key(o) == c.offer);
            if !listed {
                return Err(err(
                    format!("checklist.offers[{i}].offer"),
                    Problem::NotInShortlist {
                        offer: c.offer.clone(),
                    },
                ));
            }
            let questions: Vec<_> = c.answers.iter().map(|a| a.question).collect();
            if questions != crate::checklist::Question::ALL {
                return Err(err(
                    format!("checklist.offers[{i}].answers"),
                    Problem::ChecklistOrder {
                        order: question_keys(),
                    },
                ));
            }
        }
        Ok(())
    }

    /// The exchange rates: within bounds, each pair and year once, a later year's rate only
    /// beside today's.
    fn validate_rates(&self) -> Result<(), ValidationError> {
        let mut pairs = std::collections::BTreeSet::new();
        for (i, r) in self.exchange_rates.iter().enumerate() {
            if r.rate.value().is_zero() {
                return Err(err(format!("exchange_rates[{i}].rate"), Problem::AboveZero));
            }
            within(
                &format!("exchange_rates[{i}].rate"),
                r.rate.value(),
                MIN_EXCHANGE_RATE,
                MAX_EXCHANGE_RATE,
            )?;
            let pair = if r.from <= r.to {
                (r.from, r.to)
            } else {
                (r.to, r.from)
            };
            if let Some(year) = r.year {
                // Up to the longest horizon: a year after this one's is what a commitment
                // still owes after it converts at.
                within_count(&format!("exchange_rates[{i}].year"), year, 2, 30)?;
            }
            if !pairs.insert((pair, r.first_year())) {
                let (from, to) = (r.from.to_string(), r.to.to_string());
                return Err(err(
                    format!("exchange_rates[{i}]"),
                    match r.year {
                        None => Problem::RateGivenTwice { from, to },
                        Some(year) => {
                            // Named by the currency that is not the case's.
                            let from = if r.from == self.currency { to } else { from };
                            Problem::YearRateTwice { from, year }
                        }
                    },
                ));
            }
        }
        // A rate for a later year says how today's changes: today's must be there.
        for (i, r) in self.exchange_rates.iter().enumerate() {
            let pair = if r.from <= r.to {
                (r.from, r.to)
            } else {
                (r.to, r.from)
            };
            if r.year.is_some() && !pairs.contains(&(pair, 1)) {
                return Err(err(
                    format!("exchange_rates[{i}]"),
                    Problem::YearRateWithoutToday {
                        from: r.from.to_string(),
                        to: r.to.to_string(),
                    },
                ));
            }
        }
        Ok(())
    }

    /// The workload's fleet, its growth (the last year's demand still a fleet gpucase
    /// costs), storage and traffic.
    fn validate_workload(&self) -> Result<(), ValidationError> {
        within_count("workload.gpus", self.workload.gpus, 0, MAX_GPUS)?;
        // From no growth to doubling every year: a shrinking demand needs no purchase, and
        // beyond doubling is a typing error.
        if let Some(g) = self.workload.growth_per_year {
            within(
                "workload.growth_per_year",
                g.value(),
                rust_decimal::Decimal::ZERO,
                rust_decimal::Decimal::ONE,
            )?;
            // The last year's demand must stay a fleet gpucase costs: at most MAX_GPUS, as
            // the workload itself (a 90 % growth over 20 years is 196,000 times year 1's).
            let peak = self
                .workload
                .windows
                .iter()
                .map(|w| w.gpus)
                .chain([self.workload.gpus])
                .max()
                .unwrap_or(0);
            let last = crate::workload::growth_factor(g.value(), self.horizon_years)
                * rust_decimal::Decimal::from(peak);
            if last > rust_decimal::Decimal::from(MAX_GPUS) {
                return Err(err(
                    "workload.growth_per_year",
                    Problem::GrowthBeyondFleet {
                        year: self.horizon_years,
                        gpus: last.ceil().to_string(),
                    },
                ));
            }
        }
        at_most("workload.storage_gb", self.workload.storage_gb, MAX_GB)?;
        at_most(
            "workload.egress_gb_per_month",
            self.workload.egress_gb_per_month,
            MAX_GB,
        )?;
        Ok(())
    }
}

/// The money over time: a discount rate, yearly price changes, a tax.
fn validate_finance(f: &Finance) -> Result<(), ValidationError> {
    at_most(
        "finance.discount_rate_per_year",
        f.discount_rate_per_year,
        1,
    )?;
    // From halving every year to doubling: beyond either is a typing error.
    for (field, change) in [
        ("rent_change_per_year", f.rent_change_per_year),
        ("electricity_change_per_year", f.electricity_change_per_year),
    ] {
        if let Some(c) = change {
            within(
                &format!("finance.{field}"),
                c.value(),
                rust_decimal::Decimal::new(-5, 1),
                rust_decimal::Decimal::ONE,
            )?;
        }
    }
    // From 1 % to 90 %: corporate taxes lie between 9 % and 35 %; a rate of 0 or
    // 1 is a typing error (none, or every cost gone).
    if let Some(t) = &f.tax {
        within(
            "finance.tax.rate",
            t.rate.value(),
            rust_decimal::Decimal::new(1, 2),
            rust_decimal::Decimal::new(9, 1),
        )?;
        within_count(
            "finance.tax.depreciation_years",
            t.depreciation_years,
            1,
            30,
        )?;
    }
    Ok(())
}

/// The team's bills: their period and every line's figures.
fn validate_billed(
    b: &crate::billed::Billed,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    let time = |path: &str, text: &str| {
        text.parse::<jiff::Timestamp>().map_err(|_| {
            err(
                path,
                Problem::HourFormat {
                    found: text.to_owned(),
                },
            )
        })
    };
    let start = time("billed.period_start", &b.period_start)?;
    let end = time("billed.period_end", &b.period_end)?;
    if end <= start {
        return Err(err(
            "billed.period_end",
            Problem::BillPeriod {
                start: b.period_start.clone(),
                end: b.period_end.clone(),
            },
        ));
    }
    for (i, l) in b.lines.iter().enumerate() {
        let p = format!("billed.lines[{i}]");
        within_count(&format!("{p}.gpus"), l.gpus, 1, 1024)?;
        at_most(&format!("{p}.billed_hours"), l.billed_hours, 100_000_000)?;
        money(format!("{p}.list_cost"), &l.list_cost)?;
        money(format!("{p}.effective_cost"), &l.effective_cost)?;
        if let Some(c) = &l.contracted_cost {
            money(format!("{p}.contracted_cost"), c)?;
        }
    }
    if let Some(c) = &b.credits {
        money("billed.credits".into(), c)?;
    }
    Ok(())
}

/// One own-server quote at `p` (its id checked by the caller).
fn validate_own(
    p: &str,
    q: &OwnQuote,
    months: u32,
    fx: &Converter,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    if q.gpus == 0 {
        return Err(err(format!("{p}.gpus"), Problem::AtLeast { min: 1 }));
    }
    within_count(&format!("{p}.gpus"), q.gpus, 1, MAX_GPUS)?;
    validate_interconnect(p, q.interconnect, q.gpus)?;
    at_most(&format!("{p}.power_kw"), q.power_kw, 10_000)?;
    if let Some(gb) = q.gpu_memory_gb {
        at_most(&format!("{p}.gpu_memory_gb"), gb, 10_000)?;
    }
    at_most(&format!("{p}.pue"), q.pue, 5)?;
    at_most(
        &format!("{p}.operating_hours_per_month"),
        q.operating_hours_per_month,
        100_000,
    )?;
    if !(1..=30).contains(&q.service_life_years) {
        return Err(err(
            format!("{p}.service_life_years"),
            Problem::Between { min: 1, max: 30 },
        ));
    }
    if q.pue.value() < rust_decimal::Decimal::ONE {
        return Err(err(format!("{p}.pue"), Problem::PueBelowOne));
    }
    for (field, m) in [
        ("purchase", &q.purchase),
        ("licences_per_year", &q.licences_per_year),
        ("kwh_price", &q.kwh_price),
        ("colocation_per_month", &q.colocation_per_month),
        ("support_per_year", &q.support_per_year),
        ("operating_hour_rate", &q.operating_hour_rate),
        ("residual_value", &q.residual_value),
    ] {
        money(format!("{p}.{field}"), m)?;
    }
    if let Some(b) = &q.bandwidth_per_month {
        money(format!("{p}.bandwidth_per_month"), b)?;
    }
    if fx.convert(q.residual_value).ok() > fx.convert(q.purchase).ok() {
        return Err(err(
            format!("{p}.residual_value"),
            Problem::ResidualAbovePurchase,
        ));
    }
    match q.value_at_horizon {
        Some(ValueAtHorizon::BookValue { depreciation_years })
            if !(1..=30).contains(&depreciation_years) =>
        {
            return Err(err(
                format!("{p}.value_at_horizon.depreciation_years"),
                Problem::Between { min: 1, max: 30 },
            ));
        }
        Some(ValueAtHorizon::Resale { share_of_purchase }) => at_most(
            &format!("{p}.value_at_horizon.share_of_purchase"),
            share_of_purchase,
            1,
        )?,
        _ => {}
    }
    validate_growth(p, q, months, fx, money)?;
    Ok(())
}

/// One rent option at `p` (its id checked by the caller).
fn validate_rent(
    p: &str,
    o: &RentOffer,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    if o.gpus_per_instance == 0 {
        return Err(err(
            format!("{p}.gpus_per_instance"),
            Problem::AtLeast { min: 1 },
        ));
    }
    within_count(
        &format!("{p}.gpus_per_instance"),
        o.gpus_per_instance,
        1,
        MAX_GPUS_PER_INSTANCE,
    )?;
    validate_interconnect(p, o.interconnect, o.gpus_per_instance)?;
    at_most(&format!("{p}.boot_minutes"), o.boot_minutes, 1_440)?;
    at_most(
        &format!("{p}.model_load_minutes"),
        o.model_load_minutes,
        1_440,
    )?;
    money(
        format!("{p}.on_demand_per_instance_hour"),
        &o.on_demand_per_instance_hour,
    )?;
    validate_charges(&format!("{p}.charges"), &o.charges, money)?;
    for (j, model) in o.pricing.iter().enumerate() {
        validate_pricing(&format!("{p}.pricing[{j}]"), model, money)?;
    }
    Ok(())
}

/// The smallest non-zero amount a case may hold (a millionth of a unit): a rate below it is
/// a typing error, and dividing by it would overflow.
pub const MIN_AMOUNT: rust_decimal::Decimal = rust_decimal::Decimal::from_parts(1, 0, 0, false, 6);
/// Exchange rates from 0.01 to 100: the currencies a case can hold (EUR, USD, GBP, CHF)
/// trade within a factor of a few of each other; a rate outside is a typing error.
pub const MIN_EXCHANGE_RATE: rust_decimal::Decimal =
    rust_decimal::Decimal::from_parts(1, 0, 0, false, 2);
/// See [`MIN_EXCHANGE_RATE`].
pub const MAX_EXCHANGE_RATE: rust_decimal::Decimal =
    rust_decimal::Decimal::from_parts(100, 0, 0, false, 0);
pub use crate::workload::{MAX_GPUS, MAX_GPUS_PER_INSTANCE};
/// The most GB of storage or of egress a month.
pub const MAX_GB: u32 = 1_000_000_000;

/// `value` at `path` from `min` to `max`, both included.
pub(crate) fn within(
    path: &str,
    value: rust_decimal::Decimal,
    min: rust_decimal::Decimal,
    max: rust_decimal::Decimal,
) -> Result<(), ValidationError> {
    if value < min || value > max {
        return Err(err(
            path,
            Problem::Range {
                min: min.normalize().to_string(),
                max: max.normalize().to_string(),
            },
        ));
    }
    Ok(())
}

fn within_count(path: &str, value: u32, min: u32, max: u32) -> Result<(), ValidationError> {
    if value < min || value > max {
        return Err(err(
            path,
            Problem::Between {
                min: u64::from(min),
                max: u64::from(max),
            },
        ));
    }
    Ok(())
}

/// `q` at `path` at most `max` (quantities are never negative).
/// An NVLink domain as the kind of link allows, within the machine's GPUs: PCIe joins
/// none (1), NVL bridges 2 or 4, SXM with NVSwitch from 2 (rack-scale systems join up to
/// 72).
/// The free slots and the stages of own quote `q` at path `p`, over a horizon of `months`.
fn validate_growth(
    p: &str,
    q: &OwnQuote,
    months: u32,
    fx: &Converter,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    if let Some(c) = &q.cards {
        within_count(&format!("{p}.cards.slots"), c.slots, q.gpus, MAX_GPUS)?;
        at_most(
            &format!("{p}.cards.power_kw_per_card"),
            c.power_kw_per_card,
            100,
        )?;
        money(format!("{p}.cards.card_price"), &c.card_price)?;
        money(
            format!("{p}.cards.residual_value_per_card"),
            &c.residual_value_per_card,
        )?;
        if fx.convert(c.residual_value_per_card).ok() > fx.convert(c.card_price).ok() {
            return Err(err(
                format!("{p}.cards.residual_value_per_card"),
                Problem::ResidualAbovePurchase,
            ));
        }
    }
    let slots = q.cards.as_ref().map_or(q.gpus, |c| c.slots);
    let (mut servers, mut cards) = (1u32, q.gpus);
    let mut previous = 1;
    for (k, stage) in q.stages.iter().enumerate() {
        let sp = format!("{p}.stages[{k}]");
        if !(previous + 1..=months).contains(&stage.month) {
            return Err(err(
                format!("{sp}.month"),
                Problem::StageMonth {
                    after: previous,
                    last: months,
                },
            ));
        }
        previous = stage.month;
        if stage.cards == 0 && stage.servers == 0 {
            return Err(err(format!("{sp}.cards"), Problem::StageBuysNothing));
        }
        within_count(&format!("{sp}.servers"), stage.servers, 0, MAX_GPUS)?;
        servers = servers.saturating_add(stage.servers);
        cards = cards.saturating_add(stage.servers.saturating_mul(q.gpus));
        let room = u64::from(servers) * u64::from(slots);
        if q.cards.is_none() && stage.cards > 0 {
            return Err(err(format!("{sp}.cards"), Problem::StageNoFreeSlots));
        }
        if u64::from(cards) + u64::from(stage.cards) > room {
            return Err(err(
                format!("{sp}.cards"),
                Problem::StageCardsAboveSlots {
                    free: u32::try_from(room - u64::from(cards)).unwrap_or(u32::MAX),
                },
            ));
        }
        cards += stage.cards;
        within_count(&format!("{sp}.cards"), cards, 0, MAX_GPUS)?;
        money(format!("{sp}.purchase"), &stage.purchase)?;
    }
    Ok(())
}

fn validate_interconnect(
    p: &str,
    ic: Option<Interconnect>,
    machine_gpus: u32,
) -> Result<(), ValidationError> {
    let Some(ic) = ic else {
        return Ok(());
    };
    let field = format!("{p}.interconnect.domain_gpus");
    let (min, max) = match ic.kind {
        InterconnectKind::Pcie => (1, 1),
        InterconnectKind::Nvl => (2, 4),
        InterconnectKind::Sxm => (2, 72),
    };
    let max = max.min(machine_gpus.max(1));
    if !(min..=max).contains(&ic.domain_gpus)
        || (ic.kind == InterconnectKind::Nvl && ic.domain_gpus == 3)
    {
        return Err(err(
            field,
            Problem::Between {
                min: u64::from(min),
                max: u64::from(max),
            },
        ));
    }
    Ok(())
}

fn at_most(path: &str, q: Quantity, max: u32) -> Result<(), ValidationError> {
    within(
        path,
        q.value(),
        rust_decimal::Decimal::ZERO,
        rust_decimal::Decimal::from(max),
    )
}

/// The checklist's question keys in order, as the case file writes them.
fn question_keys() -> String {
    crate::checklist::Question::ALL
        .iter()
        .filter_map(|q| match serde_json::to_value(q) {
            Ok(serde_json::Value::String(key)) => Some(key),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn check_id(path: &str, id: &str) -> Result<(), ValidationError> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.');
    if ok {
        Ok(())
    } else {
        Err(err(
            path,
            Problem::BadId {
                found: id.to_owned(),
            },
        ))
    }
}

fn validate_charges(
    p: &str,
    c: &Charges,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    for (field, m) in [
        ("storage_per_gb_month", &c.storage_per_gb_month),
        ("ipv4_per_month", &c.ipv4_per_month),
        ("setup_fee", &c.setup_fee),
        ("support_per_month", &c.support_per_month),
    ] {
        money(format!("{p}.{field}"), m)?;
    }
    if c.support_share_of_compute.value() > rust_decimal::Decimal::ONE {
        return Err(err(
            format!("{p}.support_share_of_compute"),
            Problem::SupportShare,
        ));
    }
    validate_egress_tiers(&format!("{p}.egress_tiers"), &c.egress_tiers, money)
}

/// Checks egress tiers at `p`: prices in a convertible currency, bounds ascending, only the
/// last tier unbounded.
pub(crate) fn validate_egress_tiers(
    p: &str,
    tiers: &[EgressTier],
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    let mut previous = None;
    for (k, tier) in tiers.iter().enumerate() {
        let tp = format!("{p}[{k}]");
        money(format!("{tp}.per_gb"), &tier.per_gb)?;
        let last = k + 1 == tiers.len();
        match (tier.up_to_gb, last) {
            (None, false) => {
                return Err(err(format!("{tp}.up_to_gb"), Problem::TierUnboundedNotLast));
            }
            (Some(_), true) => {
                return Err(err(format!("{tp}.up_to_gb"), Problem::LastTierBounded));
            }
            (Some(bound), false) => {
                if previous.is_some_and(|prev| bound <= prev) {
                    return Err(err(format!("{tp}.up_to_gb"), Problem::TiersNotAscending));
                }
                previous = Some(bound);
            }
            (None, true) => {}
        }
    }
    Ok(())
}

fn validate_pricing(
    p: &str,
    model: &PricingModel,
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    match model {
        PricingModel::OnDemandAlways {}
        | PricingModel::OnDemandStopped {
            starts_per_day: None,
        } => Ok(()),
        PricingModel::OnDemandStopped {
            starts_per_day: Some(n),
        } => {
            // Starts of one instance on one day: a whole number, at most one an hour.
            let field = format!("{p}.on_demand_stopped.starts_per_day");
            if !n.value().fract().is_zero() {
                return Err(err(
                    field,
                    Problem::NotWholeNumber {
                        found: n.value().to_string(),
                    },
                ));
            }
            at_most(&field, *n, 24)
        }
        PricingModel::SavingsPlan {
            term_years,
            rate_per_instance_hour,
            commitment_per_hour,
            ..
        } => validate_commitment(
            &format!("{p}.savings_plan"),
            *term_years,
            rate_per_instance_hour,
            None,
            ("commitment_per_hour", commitment_per_hour),
            money,
        ),
        PricingModel::CapacityReservation {
            reserved_instances,
            discounted_rate_per_instance_hour,
        } => {
            let p = format!("{p}.capacity_reservation");
            within_count(
                &format!("{p}.reserved_instances"),
                *reserved_instances,
                1,
                MAX_GPUS,
            )?;
            match discounted_rate_per_instance_hour {
                Some(m) => money(format!("{p}.discounted_rate_per_instance_hour"), m),
                None => Ok(()),
            }
        }
        PricingModel::CapacityBlock {
            block_days,
            rate_per_instance_hour,
        } => {
            let p = format!("{p}.capacity_block");
            if !is_valid_block_length(*block_days) {
                return Err(err(
                    format!("{p}.block_days"),
                    Problem::BlockDays { days: *block_days },
                ));
            }
            money(
                format!("{p}.rate_per_instance_hour"),
                rate_per_instance_hour,
            )
        }
        PricingModel::Reserved {
            term_years,
            rate_per_instance_hour,
            upfront_per_instance,
        } => validate_commitment(
            &format!("{p}.reserved"),
            *term_years,
            rate_per_instance_hour,
            Some(upfront_per_instance),
            ("upfront_per_instance", upfront_per_instance),
            money,
        ),
        PricingModel::MonthlyBilled {
            per_instance_month, ..
        } => {
            let p = format!("{p}.monthly_billed.per_instance_month");
            if per_instance_month.amount().is_zero() {
                return Err(err(p, Problem::AboveZero));
            }
            money(p, per_instance_month)
        }
        PricingModel::SpotBatch {
            rate_per_instance_hour,
            interruption_overhead,
        } => {
            // Interruptions can at most triple the spot hours; more is not spot but a typo.
            at_most(
                &format!("{p}.spot_batch.interruption_overhead"),
                *interruption_overhead,
                2,
            )?;
            money(
                format!("{p}.spot_batch.rate_per_instance_hour"),
                rate_per_instance_hour,
            )
        }
    }
}

/// A commitment for a term at `p` (a savings plan, reserved instances): one or three years,
/// a rate above zero unless an `upfront` payment pays it all (all upfront has no rate), its
/// rate and its other amount (`other`, named by its field) in bounds.
fn validate_commitment(
    p: &str,
    term_years: u32,
    rate_per_instance_hour: &Money,
    upfront: Option<&Money>,
    other: (&str, &Money),
    money: &dyn Fn(String, &Money) -> Result<(), ValidationError>,
) -> Result<(), ValidationError> {
    if ![1, 3].contains(&term_years) {
        return Err(err(format!("{p}.term_years"), Problem::TermYears));
    }
    let paid_upfront = upfront.is_some_and(|u| !u.amount().is_zero());
    if rate_per_instance_hour.amount().is_zero() && !paid_upfront {
        return Err(err(
            format!("{p}.rate_per_instance_hour"),
            Problem::AboveZero,
        ));
    }
    money(
        format!("{p}.rate_per_instance_hour"),
        rate_per_instance_hour,
    )?;
    let (field, amount) = other;
    money(format!("{p}.{field}"), amount)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_checklist_order_names_the_keys_of_the_case_file() {
        // The keys as docs/method.md section 2 and the case schema write them.
        assert_eq!(
            super::question_keys(),
            "isolation, gpu_share, extra_charges, host_and_location, billing"
        );
    }
}
