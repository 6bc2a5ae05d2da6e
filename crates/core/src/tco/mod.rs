//! The TCO engine: cost per productive GPU-hour for owning, renting under each pricing
//! model, and a hybrid (docs/method.md section 3).
//!
//! Every option is costed over the same horizon in the case currency, exactly. The hourly
//! profile is one period that repeats over the horizon: costs per period are multiplied by
//! the number of periods, charges per month by the months of the horizon. Where the case
//! gives a yearly growth of the demand, each year's demand is costed so and the years are
//! taken together (`growth`). Each cost item says whether it follows usage (it grows with
//! productive hours) or is fixed; that split gives the cost at any other productive share
//! and the break-even share against owning.

mod breakeven;
pub mod cashflow;
mod display;
mod eligibility;
pub mod equivalence;
pub mod growth;
mod hybrid;
mod month;
mod own;
mod redundancy;
mod rent;
pub mod sensitivity;
pub mod tornado;
pub mod usage;

pub use own::{Fleet, fleet_for, servers_for, steps, value_kind};

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use crate::case::Case;
use crate::money::{Converter, Currency, MoneyError};
use crate::workload::{HOURS_PER_YEAR, HourlyProfile};
use eligibility::Origin;
use gpucase_message::{Describe, Message};

pub use breakeven::{BreakEven, BreakEvenVerdict};
pub use equivalence::ReplicaSizing;
pub use month::held_month;
pub use rent::effective_reserved_rate;

/// The comparison of every option of a case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Comparison {
    /// Currency of every amount below.
    pub currency: Currency,
    /// What the workload needs.
    pub workload: WorkloadFigures,
    /// The span over which totals are taken.
    pub horizon: Horizon,
    /// Discount rate per year of the present values (0 without a finance section).
    pub discount_rate: Decimal,
    /// The tax on profits the present values are taken after, where the case sets one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tax: Option<crate::case::Tax>,
    /// What the options are ranked by: cost per productive GPU-hour at present value when
    /// the case gives a discount rate, nominal otherwise (`cheapest`, the recommendation,
    /// the memo's order and the tornado's flips all follow it).
    pub ranked_by: RankBasis,
    /// Yearly change of rented rates not fixed by a commitment the totals assume (0: today's
    /// rates throughout).
    #[serde(skip_serializing_if = "Decimal::is_zero")]
    pub rent_change: Decimal,
    /// Yearly change of the electricity price the totals assume.
    #[serde(skip_serializing_if = "Decimal::is_zero")]
    pub electricity_change: Decimal,
    /// With a yearly growth of the demand, each year's (`growth`); empty without, when the
    /// profile repeats unchanged and `workload` is every year's.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub demand_by_year: Vec<growth::YearDemand>,
    /// With growth and a replica stated, whether capacity grows in whole replicas, and the
    /// share of a productive replica's time the metrics measured busy (the rest is the
    /// headroom the work grows into first); absent without growth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub growth_in_replicas: Option<growth::ReplicaGrowth>,
    /// Commitments the case already holds (its switching facts), with what is still owed
    /// at the planned switch: owed whatever option is chosen, so in none of the totals.
    pub existing_commitments: Vec<crate::switching::CommitmentNote>,
    /// What the team's own bills say it pays today (`Case::billed`): the baseline.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paid_today: Option<crate::billed::PaidToday>,
    /// Every option, in the case's order: own quotes, rented offers, hybrid.
    pub options: Vec<OptionResult>,
    /// The option with the lowest cost per productive GPU-hour (by `ranked_by`) among those
    /// that serve the whole workload and that the case's requirements allow (the one to
    /// recommend).
    pub cheapest: Option<String>,
    /// Break-even productive share of each rented option against the cheapest own quote.
    pub break_even: Vec<BreakEven>,
    /// The case's requirements as applied: whether any are stated, the open checklist
    /// questions, and what would have to change when no option is eligible.
    pub requirements: crate::requirements::Assessment,
}

/// Workload figures per period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct WorkloadFigures {
    /// Hours in the period.
    pub hours_in_period: u32,
    /// Hours with at least one productive GPU.
    pub productive_hours: u32,
    /// GPUs the service runs on at its peak.
    pub fleet_gpus: u32,
    /// The most GPUs productive in one hour.
    pub peak_gpus: u32,
    /// Fleet GPUs times hours.
    pub fleet_gpu_hours: u64,
    /// Productive GPU-hours.
    pub productive_gpu_hours: u64,
    /// GPU-hours without data (a measured profile's unknown hours in hours where other
    /// GPUs had data): neither productive nor idle, left out of the share.
    pub no_data_gpu_hours: u64,
    /// Productive GPU-hours over fleet GPU-hours with data.
    pub productive_share: Decimal,
}

/// The comparison horizon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Horizon {
    /// Years.
    pub years: u32,
    /// Hours (years x 8,760).
    pub hours: u64,
    /// Months (years x 12), for monthly charges.
    pub months: u32,
    /// Periods of the profile in the horizon.
    pub periods: Decimal,
}

/// What options are ranked by (docs/method.md, "Ranking").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RankBasis {
    /// Total cost over productive GPU-hours: the case gives no discount rate.
    Nominal,
    /// Present value over productive GPU-hours: the case gives a discount rate, and money
    /// paid later weighs less than money paid now, or a tax, and a deduction that comes
    /// later (a server's depreciation) is worth less than one that comes now.
    PresentValue,
}

impl RankBasis {
    /// The basis `case` ranks by: present value with a discount rate or a tax.
    pub fn for_case(case: &Case) -> Self {
        if case.discount_rate().is_zero() && case.tax().is_none() {
            RankBasis::Nominal
        } else {
            RankBasis::PresentValue
        }
    }
}

/// What kind of option a result is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OptionKind {
    /// Buy servers.
    Own,
    /// Rent on-demand, allocated every hour.
    OnDemandAlways,
    /// Rent on-demand, stopped when idle.
    OnDemandStopped,
    /// Rent under a savings plan or committed-use discount.
    SavingsPlan,
    /// Rent with a capacity reservation.
    CapacityReservation,
    /// Rent in capacity blocks.
    CapacityBlock,
    /// Spot for batch hours, on-demand for interactive hours.
    SpotBatch,
    /// Reserved instances for a term, at the effective rate (hourly plus upfront).
    Reserved,
    /// Billed per month, allocated every hour.
    MonthlyBilled,
    /// Own base load, rented peaks.
    Hybrid,
}

impl OptionKind {
    /// A rented option's pricing model as the case file names it (`savings_plan`, the key
    /// of [`crate::case::PricingModel::key`] and of the names' messages); `None` for own
    /// and hybrid options.
    pub fn model_key(self) -> Option<&'static str> {
        match self {
            OptionKind::Own | OptionKind::Hybrid => None,
            OptionKind::OnDemandAlways => Some("on_demand_always"),
            OptionKind::OnDemandStopped => Some("on_demand_stopped"),
            OptionKind::SavingsPlan => Some("savings_plan"),
            OptionKind::CapacityReservation => Some("capacity_reservation"),
            OptionKind::CapacityBlock => Some("capacity_block"),
            OptionKind::SpotBatch => Some("spot_batch"),
            OptionKind::Reserved => Some("reserved"),
            OptionKind::MonthlyBilled => Some("monthly_billed"),
        }
    }
}

/// The costed result of one option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OptionResult {
    /// Identity: the own quote's id, `offer/model` for rented options, `hybrid`.
    pub id: String,
    /// Kind of option.
    pub kind: OptionKind,
    /// For a rented option: the rent option (`case.rent[].id`) whose pricing model it
    /// costs, so that no reader takes it apart from `id`; absent for an own quote and the
    /// hybrid (whose sides are in `hybrid`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rent: Option<String>,
    /// Human-readable name.
    pub label: String,
    /// Currency of the amounts.
    pub currency: Currency,
    /// Total cost over the horizon.
    pub total_cost: Decimal,
    /// Cost of one period.
    pub period_cost: Decimal,
    /// GPU-hours billed (rent) or available (own) per period.
    pub billed_gpu_hours: Decimal,
    /// Productive GPU-hours served per period.
    pub productive_gpu_hours: Decimal,
    /// Productive GPU-hours the option cannot serve per period (own capacity below the peak).
    pub unserved_gpu_hours: Decimal,
    /// Total cost over productive GPU-hours; `None` without productive hours.
    pub cost_per_productive_gpu_hour: Option<Decimal>,
    /// Total cost over billed GPU-hours.
    pub cost_per_billed_gpu_hour: Option<Decimal>,
    /// Present value over productive GPU-hours: what options are ranked by when the case
    /// discounts (equal to `cost_per_productive_gpu_hour` at 0 %); `None` without
    /// productive hours.
    pub present_value_per_productive_gpu_hour: Option<Decimal>,
    /// For own options: the figures over the service life.
    pub service_life: Option<ServiceLife>,
    /// Starts of stopped instances per period.
    pub starts_per_period: Option<Decimal>,
    /// Part of the total that does not change with the productive share.
    pub fixed_cost: Decimal,
    /// Part of the total that follows the productive share.
    pub usage_cost: Decimal,
    /// Cost items over the horizon.
    pub breakdown: Vec<CostItem>,
    /// What can go wrong with this option.
    pub risks: Vec<Risk>,
    /// For the hybrid: the own GPUs chosen and the cost at every count.
    pub hybrid: Option<HybridDetail>,
    /// For rented options: the price of one instance the option pays, in the case
    /// currency, with the arithmetic of a reservation's effective rate.
    pub rate: Option<InstanceRate>,
    /// A savings plan's term in years (from its rate's term hours), which the names in the
    /// report and the desktop say so that two plans of one offer read apart; absent for
    /// every other option.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub term_years: Option<u32>,
    /// A savings plan's payment option, which its name says beside the term; absent for
    /// every other option.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payment: Option<crate::case::SavingsPlanPayment>,
    /// What excludes the option from the recommendation under the case's requirements,
    /// and what the analyst resolved.
    pub eligibility: crate::requirements::Eligibility,
    /// With a replica's memory stated, how many of the option's GPUs one replica runs on
    /// against the reference fleet (`equivalence`): its billed and owned GPU-hours are in
    /// its own GPUs, its productive GPU-hours in the reference's. Absent otherwise, and for
    /// the hybrid, whose two sides are each sized so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replica: Option<ReplicaSizing>,
    /// Present value of the option's monthly cash flows at the case's discount rate
    /// (`cashflow`), after the case's tax where it sets one: the total itself at 0 %
    /// without a tax.
    pub present_value: Decimal,
    /// Present value of the items that follow usage (the part of `present_value` that moves
    /// with the productive share, as `usage_cost` of the total).
    pub present_usage: Decimal,
    /// The monthly cash flows (index 0 is now), for the workbook's present-value formula.
    #[serde(skip)]
    #[schemars(skip)]
    pub cash_flows: Vec<Decimal>,
    /// The monthly cash flows after the case's tax (`cashflow::after_tax`), which the
    /// present value is then taken of; empty without a tax.
    #[serde(skip)]
    #[schemars(skip)]
    pub after_tax_flows: Vec<Decimal>,
    /// When its items are paid, where not monthly over the horizon (for the workbook).
    #[serde(skip)]
    #[schemars(skip)]
    pub timing: cashflow::Timing,
}

/// The price of one rented instance under an option's pricing model, in the case currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct InstanceRate {
    /// Per instance-hour, or per instance-month when billed monthly; for a reservation the
    /// effective rate, `hourly + upfront / term_hours`.
    pub amount: Decimal,
    /// What the amount is per.
    pub per: RatePeriod,
    /// A reservation's hourly rate before its upfront payment.
    pub hourly: Option<Decimal>,
    /// A reservation's upfront payment per instance and term.
    pub upfront: Option<Decimal>,
    /// Hours of a reservation's or savings plan's term (1 year: 8,760; 3 years: 26,280);
    /// for a reservation billed by the month, its months of 730 h (24 months: 17,520).
    pub term_hours: Option<u32>,
    /// A savings plan's payment option (monthly, partly or all upfront); `None` for every
    /// other pricing model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payment: Option<crate::case::SavingsPlanPayment>,
}

/// The period of an [`InstanceRate`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RatePeriod {
    /// Per instance-hour.
    InstanceHour,
    /// Per instance-month.
    InstanceMonth,
}

impl InstanceRate {
    /// A rate per instance-hour.
    pub fn hourly(amount: Decimal) -> Self {
        Self {
            amount,
            per: RatePeriod::InstanceHour,
            hourly: None,
            upfront: None,
            term_hours: None,
            payment: None,
        }
    }
}

impl OptionResult {
    /// Whether the option serves every productive GPU-hour.
    pub fn covers_demand(&self) -> bool {
        self.unserved_gpu_hours.is_zero()
    }

    /// Cost per productive GPU-hour if the productive share were `share` instead of
    /// `base_share`, holding the shape of the profile: usage-following costs and productive
    /// hours scale with the share, fixed costs stay.
    pub fn cost_per_productive_gpu_hour_at(
        &self,
        share: Decimal,
        base_share: Decimal,
        periods: Decimal,
    ) -> Option<Decimal> {
        self.at_share(
            (self.fixed_cost, self.usage_cost),
            share,
            base_share,
            periods,
        )
    }

    /// `(fixed, usage)` over the productive GPU-hours at productive share `share` instead
    /// of `base_share`: the usage part and the hours scale with the share, the fixed part
    /// stays; `None` without productive hours.
    fn at_share(
        &self,
        (fixed, usage): (Decimal, Decimal),
        share: Decimal,
        base_share: Decimal,
        periods: Decimal,
    ) -> Option<Decimal> {
        if base_share.is_zero() || share <= Decimal::ZERO {
            return None;
        }
        let scale = share / base_share;
        let productive = self.productive_gpu_hours * periods * scale;
        if productive.is_zero() {
            return None;
        }
        Some((fixed + usage * scale) / productive)
    }

    /// What the option is ranked by under `basis`: its cost per productive GPU-hour, nominal
    /// or at present value.
    pub fn rank_cost(&self, basis: RankBasis) -> Option<Decimal> {
        match basis {
            RankBasis::Nominal => self.cost_per_productive_gpu_hour,
            RankBasis::PresentValue => self.present_value_per_productive_gpu_hour,
        }
    }

    /// The total `rank_cost` is taken over: the nominal total or the present value.
    pub fn rank_total(&self, basis: RankBasis) -> Decimal {
        match basis {
            RankBasis::Nominal => self.total_cost,
            RankBasis::PresentValue => self.present_value,
        }
    }

    /// [`Self::rank_cost`] if the productive share were `share` instead of `base_share`:
    /// as [`Self::cost_per_productive_gpu_hour_at`], the present value's usage part
    /// (`present_usage`) scaling with the share and the rest staying.
    pub fn rank_cost_at(
        &self,
        basis: RankBasis,
        share: Decimal,
        base_share: Decimal,
        periods: Decimal,
    ) -> Option<Decimal> {
        match basis {
            RankBasis::Nominal => self.cost_per_productive_gpu_hour_at(share, base_share, periods),
            RankBasis::PresentValue => self.at_share(
                (self.present_value - self.present_usage, self.present_usage),
                share,
                base_share,
                periods,
            ),
        }
    }
}

impl Comparison {
    /// `o`'s cost per productive GPU-hour as this comparison ranks it (`ranked_by`).
    pub fn rank_cost(&self, o: &OptionResult) -> Option<Decimal> {
        o.rank_cost(self.ranked_by)
    }
}

/// Figures of an own option over its service life.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ServiceLife {
    /// Whole servers of the quote bought: as many as the peak needs (a quote is one
    /// indivisible server; its costs are never taken for a fraction of it).
    pub servers: u32,
    /// Years of service.
    pub years: u32,
    /// GPU-hours over the service life (GPUs x years x 8,760).
    pub gpu_hours: u64,
    /// Productive GPU-hours over the service life at the profile's share.
    pub productive_gpu_hours: Decimal,
    /// Lifecycle cost of the GPUs.
    pub lifecycle_cost: Decimal,
    /// Lifecycle cost per GPU-hour of service life.
    pub cost_per_gpu_hour: Decimal,
    /// With staged purchases, the fleet installed from month 1 and from each stage on;
    /// empty when everything is bought at once. The other figures are then those of the
    /// last fleet, each part over its own service life.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub growth: Vec<Installed>,
    /// The stages gpucase chose because the workload's demand grows (the quote gives
    /// none): at the first month of each year whose peak exceeds what is installed, cards
    /// into free slots first, then whole servers. Empty otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chosen_stages: Vec<ChosenStage>,
}

/// A purchase gpucase chose for an own option whose demand grows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ChosenStage {
    /// The month it is bought in (13 = the first month of year 2).
    pub month: u32,
    /// Cards added into free slots.
    pub cards: u32,
    /// Whole servers added, each as quoted.
    pub servers: u32,
    /// What it costs, in the case currency: the cards at the quote's card price, the
    /// servers at its purchase price.
    pub purchase: Decimal,
}

/// An own fleet as installed from a month of the horizon on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Installed {
    /// The month it stands from (1 = the horizon's start).
    pub from_month: u32,
    /// Servers installed.
    pub servers: u32,
    /// GPUs installed.
    pub gpus: u32,
}

/// One line of an option's cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CostItem {
    /// What the line is.
    pub item: CostKind,
    /// Amount over the horizon (negative only for a residual value).
    pub amount: Decimal,
    /// Whether it grows with the productive share.
    pub follows_usage: bool,
    /// Whether it is a share of the capacity lines (a support plan billed as a share of
    /// compute), so that it follows their yearly price change.
    #[serde(skip)]
    #[schemars(skip)]
    pub share_of_capacity: bool,
    /// The currency the amount is priced in where it is not the case's: where the case
    /// gives that currency's rate for later years, each payment of it converts at the rate
    /// of the year it is paid in ([`exchanged`]). `None`: priced in the case currency.
    #[serde(skip)]
    #[schemars(skip)]
    pub currency: Option<Currency>,
}

/// Cost lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CostKind {
    /// Hardware purchase (own), paid whole when bought (and again when a service life
    /// ends inside the horizon).
    Purchase,
    /// Software licences.
    Licences,
    /// Electricity including the site's PUE.
    Electricity,
    /// Rack space or colocation.
    Colocation,
    /// IP transit or uplink of the own servers.
    Bandwidth,
    /// Hardware support contract.
    HardwareSupport,
    /// Staff time to operate.
    Operations,
    /// What the own servers give back (negative): the residual value of one worn out
    /// inside the horizon, and the book value of those still running at its end.
    ResidualValue,
    /// What the own servers give back where the quote states a resale estimate (negative):
    /// the residual value of one worn out inside the horizon, and the estimate for those
    /// still running at its end (`OwnQuote::value_at_horizon`).
    ResaleValue,
    /// Instance-hours at the offer's rate.
    Compute,
    /// Instance-hours spent booting and loading the model after each start.
    Restarts,
    /// Hourly commitment of a savings plan, used or not.
    Commitment,
    /// Commitment still owed after the horizon ends.
    CommitmentAfterHorizon,
    /// What that commitment still gives after the horizon (negative): the capacity left,
    /// credited at its cost as an own server's book value is (issue 32).
    CapacityAfterHorizon,
    /// Usage above a commitment or reservation, billed on-demand.
    OnDemandOverflow,
    /// Reserved instance-hours, used or not.
    Reservation,
    /// Capacity blocks.
    CapacityBlocks,
    /// Spot instance-hours including interruption overhead.
    Spot,
    /// Persistent storage, billed while stopped too.
    Storage,
    /// Internet egress.
    Egress,
    /// Public IPv4 addresses.
    Ipv4,
    /// One-off setup fee.
    Setup,
    /// Provider support plan.
    SupportPlan,
    /// Staff time to operate the rented instances (`Case::operations`).
    RentOperations,
    /// Staff time a hybrid spends on running two stacks (`Case::operations`).
    SecondStack,
    /// What paying the lines priced in another currency at the rates the case expects for
    /// later years adds to their cost at today's rate (negative where those rates fall):
    /// the other lines stay at today's rate (docs/method.md "Exchange rates by year").
    ExchangeRates,
}

impl CostKind {
    /// Whether the line pays for GPU capacity (as opposed to a charge beside it).
    pub fn is_capacity(self) -> bool {
        matches!(
            self,
            CostKind::Compute
                | CostKind::Restarts
                | CostKind::Commitment
                | CostKind::CommitmentAfterHorizon
                | CostKind::OnDemandOverflow
                | CostKind::Reservation
                | CostKind::CapacityBlocks
                | CostKind::Spot
        )
    }
}

/// A risk the analyst must weigh beside the cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Risk {
    /// Each restart can fail for want of capacity: on-demand capacity is not reserved, and
    /// the provider may have no free instance of the type (AWS's InsufficientInstanceCapacity;
    /// the report's sentence names no provider's error).
    RestartCapacity {
        /// Starts per period.
        starts_per_period: Decimal,
    },
    /// A savings plan commits spend, not capacity.
    NoCapacityReserved,
    /// Part of the hourly commitment is paid without use.
    UnusedCommitment {
        /// Committed spend not used over the horizon.
        amount: Decimal,
    },
    /// The commitment runs past the horizon.
    CommitmentBeyondHorizon {
        /// Term in years.
        term_years: u32,
    },
    /// Block prices follow supply and demand at purchase; blocks are booked ahead.
    BlockPriceAtPurchase,
    /// Spot instances can be interrupted at any time.
    SpotInterruption,
    /// The profile has no batch hours for spot to take.
    NoBatchHours,
    /// Own capacity is below the workload's peak.
    OwnCapacityShortfall {
        /// GPUs owned.
        gpus: u32,
        /// Peak GPUs needed.
        peak_gpus: u32,
    },
    /// A hybrid needs the same model and engine on both sides, a gateway that overflows on
    /// queue growth, and a data class the provider may process.
    HybridOperations,
    /// The case needs the service to answer (a must-answer window, or around the clock),
    /// and the option serves it on one machine: a single point of failure.
    SingleMachine {
        /// Whether the machine is an own server (else a rented instance).
        own: bool,
        /// What a second machine would cost over the horizon: an own server as quoted
        /// (purchase and running costs pro rata of its life, less its residual value), or
        /// a rented instance held every hour at the option's rate.
        second: Decimal,
    },
    /// The case asks for spares (N+1) and the option starts its instances as work comes
    /// (stopped when idle, spot, blocks, a plan used only when busy): it holds none, and a
    /// failed instance is replaced by a new start, which can fail for lack of capacity.
    SpareNotHeld {
        /// The spares the case asks for.
        spares: u32,
    },
}

/// The hybrid's choice and the curve it was chosen from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HybridDetail {
    /// Own GPUs that minimise the total: a fleet that can be bought under the quote.
    pub own_gpus: u32,
    /// Own servers behind them.
    pub own_servers: u32,
    /// Own quote used.
    pub own_quote: String,
    /// Rent offer used for the peaks.
    pub rent_offer: String,
    /// Total over the horizon for every whole number of own servers, from none to as many
    /// as the peak needs.
    pub curve: Vec<HybridPoint>,
    /// GPU-hours of the period rented for requests that waited (measured queue above the
    /// own base; see `hybrid`): 0 without a measured queue.
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub queued_gpu_hours: u64,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

/// Total cost of the hybrid at one own GPU count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HybridPoint {
    /// Own GPUs.
    pub own_gpus: u32,
    /// Total over the horizon.
    pub total_cost: Decimal,
}

/// Why a case could not be costed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TcoError {
    /// The profile has no hours.
    EmptyProfile,
    /// An amount has no exchange rate into the case currency.
    Money(MoneyError),
}

/// The money error as it is: it says the same words and has the same cause.
impl From<MoneyError> for TcoError {
    fn from(e: MoneyError) -> Self {
        TcoError::Money(e)
    }
}

impl Describe for TcoError {
    /// Why a case could not be costed.
    fn message(&self) -> Message {
        match self {
            TcoError::EmptyProfile => Message::new("error-tco-empty-profile"),
            TcoError::Money(e) => e.message(),
        }
    }
}

gpucase_message::display_in_english!(TcoError);

/// What every option's computation shares.
pub(crate) struct Context<'a> {
    pub case: &'a Case,
    /// The profile in the option's GPUs (the workload's own without replica sizing).
    pub profile: &'a HourlyProfile,
    pub fx: Converter,
    pub periods: Decimal,
    pub months: Decimal,
    /// Productive GPU-hours per period of `profile`.
    pub productive_per_period: Decimal,
    /// How the option runs a replica against the reference fleet; `None` when GPUs count
    /// as the workload's profile counts them.
    pub sizing: Option<ReplicaSizing>,
    /// Productive GPU-hours per period of the workload's own profile: the work every
    /// option is divided by.
    pub reference_productive: Decimal,
    /// What year 1's work is multiplied by in the year costed (`growth`): storage and the
    /// egress volume grow with it. 1 without growth.
    pub demand_factor: Decimal,
}

impl<'a> Context<'a> {
    /// The context of `case` over the workload's own `profile`.
    fn of(case: &'a Case, profile: &'a HourlyProfile) -> Result<Self, TcoError> {
        if profile.slots.is_empty() {
            return Err(TcoError::EmptyProfile);
        }
        let horizon_hours = u64::from(case.horizon_years) * u64::from(HOURS_PER_YEAR);
        Ok(Context {
            case,
            profile,
            fx: Converter::new(case.currency, &case.exchange_rates),
            periods: Decimal::from(horizon_hours) / Decimal::from(profile.hours()),
            months: Decimal::from(case.horizon_years * 12),
            productive_per_period: Decimal::from(profile.productive_gpu_hours()),
            sizing: None,
            reference_productive: Decimal::from(profile.productive_gpu_hours()),
            demand_factor: Decimal::ONE,
        })
    }

    /// The same case and horizon over `profile`, an option's view of the workload under
    /// `sizing`.
    pub fn sized<'p>(
        &self,
        sizing: Option<ReplicaSizing>,
        profile: &'p HourlyProfile,
    ) -> Context<'p>
    where
        'a: 'p,
    {
        Context {
            case: self.case,
            profile,
            fx: self.fx.clone(),
            periods: self.periods,
            months: self.months,
            productive_per_period: Decimal::from(profile.productive_gpu_hours()),
            sizing,
            reference_productive: self.reference_productive,
            demand_factor: self.demand_factor,
        }
    }

    /// The same context for a year whose work is year 1's × `factor`.
    pub fn in_year(mut self, factor: Decimal) -> Self {
        self.demand_factor = factor;
        self
    }

    /// Of `gpus` of the option, those that serve: with replica sizing, the whole replicas
    /// they hold (a replica is never split across machines' leftovers or sides).
    pub fn usable(&self, gpus: u32) -> u32 {
        self.sizing
            .map_or(gpus, |s| gpus / s.option_gpus * s.option_gpus)
    }

    pub fn convert(&self, m: crate::money::Money) -> Result<Decimal, MoneyError> {
        self.fx.convert(m)
    }

    /// The currency `m` is priced in, where it is not the case's (see [`CostItem::currency`]).
    pub fn foreign(&self, m: crate::money::Money) -> Option<Currency> {
        (m.currency() != self.fx.target()).then_some(m.currency())
    }

    /// Assembles a result from its per-period usage figures and horizon cost items, those
    /// items taken at each year's prices where the case gives a yearly change.
    pub fn finish(&self, mut draft: Draft) -> OptionResult {
        escalate(self.case, &mut draft.items, &mut draft.timing);
        let months = self.case.horizon_years * 12;
        let (cash_flows, bought, exchange) =
            flows_as_paid(&draft.items, months, &draft.timing, &self.fx);
        // What the rates of later years change is a line of its own: the others stay at
        // today's rate, as their inputs give them.
        let usage_exchange = if exchange.is_zero() {
            Decimal::ZERO
        } else {
            let usage: Vec<CostItem> = draft
                .items
                .iter()
                .filter(|i| i.follows_usage)
                .cloned()
                .collect();
            flows_as_paid(&usage, months, &draft.timing.of(&usage), &self.fx).2
        };
        if !exchange.is_zero() {
            draft.items.push(CostItem {
                item: CostKind::ExchangeRates,
                amount: exchange,
                follows_usage: false,
                share_of_capacity: false,
                currency: None,
            });
        }
        let total: Decimal = draft.items.iter().map(|i| i.amount).sum();
        let after_tax_flows = self.case.tax().map_or_else(Vec::new, |tax| {
            cashflow::after_tax(&cash_flows, &bought, months, tax)
        });
        let rate = self.case.discount_rate();
        let present_value = if !after_tax_flows.is_empty() {
            cashflow::present_value(&after_tax_flows, rate)
        } else if rate.is_zero() {
            total
        } else {
            cashflow::present_value(&cash_flows, rate)
        };
        let usage_cost: Decimal = draft
            .items
            .iter()
            .filter(|i| i.follows_usage)
            .map(|i| i.amount)
            .sum::<Decimal>()
            + usage_exchange;
        let present_usage = if rate.is_zero() && self.case.tax().is_none() {
            usage_cost
        } else {
            usage_present_value(
                &draft.items,
                &draft.timing,
                months,
                rate,
                self.case.tax(),
                &self.fx,
            )
        };
        // In the reference's GPU-hours: the work the option serves, whatever GPUs it runs on.
        if let Some(sizing) = self.sizing {
            draft.unserved_gpu_hours = sizing.to_reference(draft.unserved_gpu_hours);
            draft.productive_gpu_hours =
                (self.reference_productive - draft.unserved_gpu_hours).max(Decimal::ZERO);
        }
        let productive_horizon = draft.productive_gpu_hours * self.periods;
        let billed_horizon = draft.billed_gpu_hours * self.periods;
        OptionResult {
            id: draft.id,
            kind: draft.kind,
            rent: draft.rent,
            label: draft.label,
            currency: self.fx.target(),
            total_cost: total,
            period_cost: total / self.periods,
            billed_gpu_hours: draft.billed_gpu_hours,
            productive_gpu_hours: draft.productive_gpu_hours,
            unserved_gpu_hours: draft.unserved_gpu_hours,
            cost_per_productive_gpu_hour: (!productive_horizon.is_zero())
                .then(|| total / productive_horizon),
            cost_per_billed_gpu_hour: (!billed_horizon.is_zero()).then(|| total / billed_horizon),
            present_value_per_productive_gpu_hour: (!productive_horizon.is_zero())
                .then(|| present_value / productive_horizon),
            present_usage,
            service_life: draft.service_life,
            starts_per_period: draft.starts_per_period,
            fixed_cost: total - usage_cost,
            usage_cost,
            breakdown: draft
                .items
                .into_iter()
                .filter(|i| !i.amount.is_zero())
                .collect(),
            risks: draft.risks,
            hybrid: draft.hybrid,
            term_years: (draft.kind == OptionKind::SavingsPlan)
                .then(|| draft.rate.as_ref().and_then(|r| r.term_hours))
                .flatten()
                .map(|h| h / crate::workload::HOURS_PER_YEAR),
            payment: draft.rate.as_ref().and_then(|r| r.payment),
            rate: draft.rate,
            eligibility: crate::requirements::Eligibility::default(),
            replica: self.sizing,
            present_value,
            cash_flows,
            after_tax_flows,
            timing: draft.timing,
        }
    }
}

/// The present value of those of `items` that follow usage, paid as `timing` says.
fn usage_present_value(
    items: &[CostItem],
    timing: &cashflow::Timing,
    months: u32,
    rate: Decimal,
    tax: Option<crate::case::Tax>,
    fx: &Converter,
) -> Decimal {
    let usage: Vec<CostItem> = items.iter().filter(|i| i.follows_usage).cloned().collect();
    if usage.is_empty() {
        return Decimal::ZERO;
    }
    // An own base's replacements are no usage.
    let timing = timing.of(&usage);
    let (flows, bought, _) = flows_as_paid(&usage, months, &timing, fx);
    match tax {
        Some(tax) => {
            cashflow::present_value(&cashflow::after_tax(&flows, &bought, months, tax), rate)
        }
        None => cashflow::present_value(&flows, rate),
    }
}

/// The monthly cash flows of `items` and the own servers they buy, each payment in another
/// currency at the rate of the year it is paid in (`cashflow::exchanged`), with what those
/// rates change over the horizon (0 where the case gives none).
fn flows_as_paid(
    items: &[CostItem],
    months: u32,
    timing: &cashflow::Timing,
    fx: &Converter,
) -> (Vec<Decimal>, Vec<(u32, Decimal)>, Decimal) {
    let mut flows = cashflow::monthly(items, months, timing);
    let mut bought = cashflow::purchases(items, timing);
    let mut change = Decimal::ZERO;
    if let Some(x) = cashflow::exchanged(items, months, timing, |c| fx.yearly(c)) {
        for (f, d) in flows.iter_mut().zip(&x.flows) {
            *f += *d;
        }
        bought.extend(x.purchases.iter().copied());
        change = x.total();
    }
    (flows, bought, change)
}

/// The yearly price change that applies to items of `kind` (see [`CostKind::price_stream`]).
fn change_for(case: &Case, kind: CostKind) -> Decimal {
    match kind.price_stream() {
        Some(PriceStream::Rent) => case.rent_change(),
        Some(PriceStream::Electricity) => case.electricity_change(),
        None => Decimal::ZERO,
    }
}

/// Which yearly price change a cost line follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceStream {
    /// Rented rates at list prices.
    Rent,
    /// The own servers' electricity price.
    Electricity,
}

impl CostKind {
    /// The yearly price change lines of this kind follow: rented rates for what is billed at
    /// list prices (on demand with its restarts and overflow, spot, capacity blocks, monthly
    /// billing), electricity for electricity; none for committed rates and charges.
    pub fn price_stream(self) -> Option<PriceStream> {
        match self {
            CostKind::Compute
            | CostKind::Restarts
            | CostKind::OnDemandOverflow
            | CostKind::Spot
            | CostKind::CapacityBlocks => Some(PriceStream::Rent),
            CostKind::Electricity => Some(PriceStream::Electricity),
            _ => None,
        }
    }
}

/// Takes `items`, costed at today's prices, at each year's prices: an item over months
/// `a..=H` is multiplied by the average of `(1 + change)^(year - 1)` over those months, a
/// stage's part of it (in `timing`) over the stage's months; `timing` learns which kinds
/// change, so that their cash flows grow year by year.
pub(crate) fn escalate(case: &Case, items: &mut [CostItem], timing: &mut cashflow::Timing) {
    let months = case.horizon_years * 12;
    let capacity = |items: &[CostItem]| -> Decimal {
        items
            .iter()
            .filter(|i| i.item.is_capacity())
            .map(|i| i.amount)
            .sum()
    };
    let before = capacity(items);
    // The capacity lines' staged parts by the month they start (a stage, or a year of
    // grown demand), before and after the change is taken.
    let staged_capacity = |timing: &cashflow::Timing| -> Vec<(u32, Decimal)> {
        let mut out: Vec<(u32, Decimal)> = Vec::new();
        for s in timing
            .staged
            .iter()
            .filter(|s| s.item.is_capacity() && !s.share_of_capacity)
        {
            match out.iter_mut().find(|(f, _)| *f == s.from) {
                Some((_, a)) => *a += s.amount,
                None => out.push((s.from, s.amount)),
            }
        }
        out
    };
    let staged_before = staged_capacity(timing);
    for item in items.iter_mut() {
        let change = change_for(case, item.item);
        if change.is_zero() {
            continue;
        }
        let staged: Decimal = timing
            .staged
            .iter()
            .filter(|s| s.adds_to(item))
            .map(|s| s.amount)
            .sum();
        let mut amount = (item.amount - staged) * cashflow::average_weight(1, months, change);
        for s in timing.staged.iter_mut().filter(|s| s.adds_to(item)) {
            s.amount *= cashflow::average_weight(s.from, months, change);
            amount += s.amount;
        }
        item.amount = amount;
        if !timing.changes.iter().any(|(k, _)| *k == item.item) {
            timing.changes.push((item.item, change));
        }
    }
    // A share of the capacity lines moves with them; its monthly parts follow the rented
    // rates' change where any capacity line is billed at list prices (on demand, spot,
    // blocks), and stay level where the capacity is committed.
    let after = capacity(items);
    if after != before && !before.is_zero() {
        // What a year of grown demand (or a stage) adds to the share is a share of what it
        // adds to the capacity lines, taken at the prices of its own months; the rest is
        // the share of the lines from the start. The total is the share of all of them.
        let staged_after = staged_capacity(timing);
        let ratio_from = |from: u32| -> Decimal {
            let part = |parts: &[(u32, Decimal)]| {
                parts
                    .iter()
                    .find(|(f, _)| *f == from)
                    .map_or(Decimal::ZERO, |(_, a)| *a)
            };
            let was = part(&staged_before);
            if was.is_zero() {
                after / before
            } else {
                part(&staged_after) / was
            }
        };
        let sum = |parts: &[(u32, Decimal)]| parts.iter().map(|(_, a)| *a).sum::<Decimal>();
        let (start_before, start_after) =
            (before - sum(&staged_before), after - sum(&staged_after));
        let from_start = if start_before.is_zero() {
            after / before
        } else {
            start_after / start_before
        };
        for item in items.iter_mut().filter(|i| i.share_of_capacity) {
            let staged: Decimal = timing
                .staged
                .iter()
                .filter(|s| s.adds_to(item))
                .map(|s| s.amount)
                .sum();
            let mut amount = (item.amount - staged) * from_start;
            for s in timing.staged.iter_mut().filter(|s| s.adds_to(item)) {
                s.amount *= ratio_from(s.from);
                amount += s.amount;
            }
            item.amount = amount;
        }
    }
    if listed_capacity(items) {
        timing.share_change = case.rent_change();
    }
}

/// What `items`, paid as `timing` says, cost over the horizon as the option's total is
/// taken: at each year's prices (`escalate`) and, where the case gives exchange rates for
/// later years, at the rate of the year each payment falls in.
pub(crate) fn priced_total(
    ctx: &Context<'_>,
    items: &[CostItem],
    timing: &cashflow::Timing,
) -> Decimal {
    let mut priced = items.to_vec();
    let mut timing = timing.clone();
    escalate(ctx.case, &mut priced, &mut timing);
    let total: Decimal = priced.iter().map(|i| i.amount).sum();
    if !ctx.fx.changes_by_year() {
        return total;
    }
    let months = ctx.case.horizon_years * 12;
    total
        + cashflow::exchanged(&priced, months, &timing, |c| ctx.fx.yearly(c))
            .map_or(Decimal::ZERO, |x| x.total())
}

/// Whether any of `items` pays for capacity at list prices, whose rate changes yearly with
/// the rented rates: what a share of the capacity lines follows month by month.
pub fn listed_capacity(items: &[CostItem]) -> bool {
    items.iter().any(|i| {
        i.item.is_capacity()
            && i.item.price_stream() == Some(PriceStream::Rent)
            && !i.amount.is_zero()
    })
}

/// An option's figures before totals are taken.
pub(crate) struct Draft {
    pub id: String,
    pub kind: OptionKind,
    /// The rent option a rented option costs ([`OptionResult::rent`]).
    pub rent: Option<String>,
    pub label: String,
    pub billed_gpu_hours: Decimal,
    pub productive_gpu_hours: Decimal,
    pub unserved_gpu_hours: Decimal,
    pub service_life: Option<ServiceLife>,
    pub starts_per_period: Option<Decimal>,
    pub items: Vec<CostItem>,
    pub risks: Vec<Risk>,
    pub hybrid: Option<HybridDetail>,
    pub rate: Option<InstanceRate>,
    /// When the items are paid, where not monthly over the horizon.
    pub timing: cashflow::Timing,
    /// The currency [`Draft::item`] records its items in (see [`CostItem::currency`]): the
    /// offer's, where an option's lines are priced from one.
    pub currency: Option<Currency>,
}

impl Draft {
    pub fn new(id: String, kind: OptionKind, label: String) -> Self {
        Self {
            id,
            kind,
            rent: None,
            label,
            billed_gpu_hours: Decimal::ZERO,
            productive_gpu_hours: Decimal::ZERO,
            unserved_gpu_hours: Decimal::ZERO,
            service_life: None,
            starts_per_period: None,
            items: Vec::new(),
            risks: Vec::new(),
            hybrid: None,
            rate: None,
            timing: cashflow::Timing::default(),
            currency: None,
        }
    }

    pub fn item(&mut self, item: CostKind, amount: Decimal, follows_usage: bool) {
        self.items.push(CostItem {
            item,
            amount,
            follows_usage,
            share_of_capacity: false,
            currency: self.currency,
        });
    }
}

/// Makes option ids unique: an offer with two plans of one kind (two savings plans of
/// different terms, say) yields the same id twice; the second becomes `ID-2`, the third
/// `ID-3`. The first keeps its id, so a case without repeats keeps all of them.
fn unique_ids(options: &mut [OptionResult]) {
    let mut seen = std::collections::HashSet::new();
    for o in options.iter_mut() {
        if !seen.insert(o.id.clone()) {
            let mut n = 2;
            while seen.contains(&format!("{}-{n}", o.id)) {
                n += 1;
            }
            o.id = format!("{}-{n}", o.id);
            seen.insert(o.id.clone());
        }
    }
}

/// With a demand that grows, pricing model `model` of rent offer `offer` of `case` costed
/// over the whole horizon at each year's demand, year 1 first: the figures
/// `growth::combine` takes a year at a time into the option's result (each year's
/// items at that year's demand, taken at each year's prices; no line of later exchange
/// rates, which is the combined option's). Empty without growth, or where the offer or
/// model is not the case's. The workbook lays these years out as formulas.
pub fn rent_by_year(
    case: &Case,
    profile: &HourlyProfile,
    offer: usize,
    model: usize,
) -> Result<Vec<OptionResult>, TcoError> {
    let ctx = Context::of(case, profile)?;
    let years = growth::years(case, profile);
    let (Some(o), false) = (case.rent.get(offer), years.is_empty()) else {
        return Ok(Vec::new());
    };
    let Some(m) = o.pricing.get(model) else {
        return Ok(Vec::new());
    };
    let sizing = ReplicaSizing::of(case, o.gpu_memory_gb);
    let mut out = Vec::with_capacity(years.len());
    for (p, f) in years.iter().zip(growth::factors(case)) {
        let seen = equivalence::profile_for(sizing, p);
        let year = ctx.sized(sizing, &seen).in_year(f);
        let draft = rent::pricing_draft(&year, o, m)?;
        let mut result = year.finish(draft);
        result
            .breakdown
            .retain(|i| i.item != CostKind::ExchangeRates);
        out.push(result);
    }
    Ok(out)
}

/// The instances of rent option `offer` that `case` holds every hour when it keeps them
/// running: its first year's peak over `profile` (in replicas where the case sizes by
/// them) and the spares the requirements ask for. A savings plan that holds its instances
/// pays them every hour, so its commitment is these instances at the plan's rate.
pub fn instances_held(
    case: &Case,
    profile: &HourlyProfile,
    offer: &crate::case::RentOffer,
) -> Result<u32, TcoError> {
    let ctx = Context::of(case, profile)?;
    let sizing = ReplicaSizing::of(case, offer.gpu_memory_gb);
    let seen = equivalence::profile_for(sizing, profile);
    Ok(rent::peak_instances(&ctx.sized(sizing, &seen), offer) + case.spares())
}

/// With a demand that grows, the case's hybrid with the own `fleet` (the one
/// [`compare`] chose: its `own_gpus` and `own_servers`) costed over the whole horizon at
/// each year's demand, year 1 first, as [`rent_by_year`] does for a rented option. Empty
/// without growth or a hybrid.
pub fn hybrid_by_year(
    case: &Case,
    profile: &HourlyProfile,
    fleet: Fleet,
) -> Result<Vec<OptionResult>, TcoError> {
    let ctx = Context::of(case, profile)?;
    let years = growth::years(case, profile);
    match &case.hybrid {
        Some(h) if !years.is_empty() => Ok(hybrid::by_year(&ctx, h, &years, fleet)?),
        _ => Ok(Vec::new()),
    }
}

/// Costs every option of `case` for the workload `profile`.
///
/// The case must have passed [`Case::validate`]; the profile may come from the case's
/// schedule or from imported metrics.
pub fn compare(case: &Case, profile: &HourlyProfile) -> Result<Comparison, TcoError> {
    let demand = Demand::of(case, profile)?;
    let (horizon_hours, periods) = (
        u64::from(case.horizon_years) * u64::from(HOURS_PER_YEAR),
        demand.ctx.periods,
    );
    let costed = demand.costed()?;
    let years = &demand.years;
    let by_year: Vec<&HourlyProfile> = std::iter::once(profile).chain(years.iter()).collect();
    let (eligibility, requirements) = eligibility::assess(case, &costed, &by_year);
    let mut options: Vec<OptionResult> = costed
        .into_iter()
        .zip(eligibility)
        .map(|((mut o, _), e)| {
            o.eligibility = e;
            o
        })
        .collect();
    unique_ids(&mut options);
    let ranked_by = RankBasis::for_case(case);
    let cheapest = options
        .iter()
        .filter(|o| o.covers_demand() && o.eligibility.eligible())
        .filter_map(|o| o.rank_cost(ranked_by).map(|c| (c, o)))
        .min_by(|a, b| a.0.cmp(&b.0))
        .map(|(_, o)| o.id.clone());
    let share = profile.productive_share();
    let break_even = breakeven::against_cheapest_own(&options, share);
    Ok(Comparison {
        currency: case.currency,
        workload: workload_figures(profile),
        horizon: Horizon {
            years: case.horizon_years,
            hours: horizon_hours,
            months: case.horizon_years * 12,
            periods,
        },
        discount_rate: case.discount_rate(),
        tax: case.tax(),
        ranked_by,
        rent_change: case.rent_change(),
        electricity_change: case.electricity_change(),
        demand_by_year: growth::demand(case, profile, years),
        growth_in_replicas: growth::Growth::of(case).and_then(|g| g.in_replicas()),
        // What the switching notes say is owed at the planned switch; a fact the notes
        // cannot read (a date) is reported by the notes themselves, in the report.
        existing_commitments: case
            .switching
            .as_ref()
            .and_then(|f| {
                crate::switching::notes(case, f.planned_switch)
                    .ok()
                    .flatten()
            })
            .map(|n| n.commitments)
            .unwrap_or_default(),
        // Validation holds the bills' period and amounts to what can be read.
        paid_today: crate::billed::paid_today(case, profile).ok().flatten(),
        options,
        cheapest,
        break_even,
        requirements,
    })
}

/// The workload figures of `profile`, the workload's own.
fn workload_figures(profile: &HourlyProfile) -> WorkloadFigures {
    WorkloadFigures {
        hours_in_period: profile.hours(),
        productive_hours: profile.productive_hours(),
        fleet_gpus: profile.fleet_gpus,
        peak_gpus: profile.peak_gpus(),
        fleet_gpu_hours: profile.fleet_gpu_hours(),
        productive_gpu_hours: profile.productive_gpu_hours(),
        no_data_gpu_hours: profile.no_data_gpu_hours(),
        productive_share: profile.productive_share(),
    }
}

/// The demand [`compare`] costs every option for: the case's context over the workload's
/// own profile and, with growth, each year's demand.
struct Demand<'a> {
    ctx: Context<'a>,
    profile: &'a HourlyProfile,
    /// With growth, each year's demand (empty without: one period repeats unchanged).
    years: Vec<HourlyProfile>,
}

impl<'a> Demand<'a> {
    /// The demand of `case` for the workload `profile`.
    fn of(case: &'a Case, profile: &'a HourlyProfile) -> Result<Self, TcoError> {
        let ctx = Context::of(case, profile)?;
        Ok(Demand {
            ctx,
            profile,
            years: growth::years(case, profile),
        })
    }

    /// Each year's demand in the GPUs of an option sized by `sizing`.
    fn in_sizing(&self, sizing: Option<ReplicaSizing>) -> Vec<HourlyProfile> {
        self.years
            .iter()
            .map(|p| equivalence::profile_for(sizing, p).into_owned())
            .collect()
    }

    /// The most GPUs the option runs in any hour of any year, in its own GPUs.
    fn peak_of(&self, sizing: Option<ReplicaSizing>) -> u32 {
        if self.years.is_empty() {
            equivalence::profile_for(sizing, self.profile).peak_gpus()
        } else {
            self.in_sizing(sizing)
                .iter()
                .map(HourlyProfile::peak_gpus)
                .max()
                .unwrap_or(0)
        }
    }

    /// Every option of the case costed, with where it came from: the own quotes, each
    /// rent offer's pricing models, the hybrid; each with its single-machine risk first.
    fn costed(&self) -> Result<Vec<(OptionResult, Origin<'a>)>, TcoError> {
        let case = self.ctx.case;
        let mut costed = Vec::new();
        for quote in &case.own {
            costed.push(self.own(quote)?);
        }
        for offer in &case.rent {
            costed.extend(self.rent(offer)?);
        }
        if let Some(h) = &case.hybrid {
            let rent = case.rent.iter().find(|o| o.id == h.rent);
            let result = hybrid::option(&self.ctx, h, &self.years)?;
            costed.push(self.with_risk(result, Origin::Hybrid { rent }, self.peak_of(None))?);
        }
        Ok(costed)
    }

    /// `result` with the single-machine risk of serving `peak` GPUs first among its risks.
    fn with_risk(
        &self,
        mut result: OptionResult,
        origin: Origin<'a>,
        peak: u32,
    ) -> Result<(OptionResult, Origin<'a>), TcoError> {
        if let Some(risk) = redundancy::risk(&self.ctx, &result, &origin, peak)? {
            result.risks.insert(0, risk);
        }
        Ok((result, origin))
    }

    /// The own `quote` costed, over the years where the demand grows.
    fn own(
        &self,
        quote: &'a crate::case::OwnQuote,
    ) -> Result<(OptionResult, Origin<'a>), TcoError> {
        let case = self.ctx.case;
        let sizing = ReplicaSizing::of(case, quote.gpu_memory_gb);
        let result = if self.years.is_empty() {
            let seen = equivalence::profile_for(sizing, self.profile);
            own::option(&self.ctx.sized(sizing, &seen), quote)?
        } else {
            let seen = self.in_sizing(sizing);
            let over_years = growth::context(&self.ctx, sizing, &seen, &self.years);
            own::grown_option(&over_years, quote, &seen)?
        };
        self.with_risk(result, Origin::Own(quote), self.peak_of(sizing))
    }

    /// Each pricing model of rent `offer` costed, over the years where the demand grows.
    fn rent(
        &self,
        offer: &'a crate::case::RentOffer,
    ) -> Result<Vec<(OptionResult, Origin<'a>)>, TcoError> {
        let sizing = ReplicaSizing::of(self.ctx.case, offer.gpu_memory_gb);
        let results = if self.years.is_empty() {
            let seen = equivalence::profile_for(sizing, self.profile);
            rent::options(&self.ctx.sized(sizing, &seen), offer)?
        } else {
            self.rent_over_years(sizing, offer)?
        };
        let peak = self.peak_of(sizing);
        results
            .into_iter()
            .zip(&offer.pricing)
            .map(|(r, model)| self.with_risk(r, Origin::Rent(offer, model), peak))
            .collect()
    }

    /// With growth, each pricing model of rent `offer` costed a year at a time at that
    /// year's demand and prices, the years combined into one option.
    fn rent_over_years(
        &self,
        sizing: Option<ReplicaSizing>,
        offer: &crate::case::RentOffer,
    ) -> Result<Vec<OptionResult>, TcoError> {
        let (ctx, case) = (&self.ctx, self.ctx.case);
        let seen = self.in_sizing(sizing);
        let over_years = growth::context(ctx, sizing, &seen, &self.years);
        let mut results = Vec::with_capacity(offer.pricing.len());
        for model in &offer.pricing {
            let drafts = seen
                .iter()
                .zip(growth::factors(case))
                .map(|(p, f)| rent::pricing_draft(&ctx.sized(sizing, p).in_year(f), offer, model))
                .collect::<Result<Vec<_>, _>>()?;
            let mut combined = growth::combine(drafts, case.horizon_years * 12);
            if matches!(model, crate::case::PricingModel::Reserved { .. }) {
                let peaks: Vec<u32> = seen
                    .iter()
                    .map(|p| rent::peak_instances(&ctx.sized(sizing, p), offer))
                    .collect();
                rent::reserve_lots(ctx, model, &peaks, &mut combined)?;
            }
            // The years' work, exactly, not the rounded capacity's GPU-hours.
            combined.productive_gpu_hours =
                over_years.productive_per_period - combined.unserved_gpu_hours;
            results.push(over_years.finish(combined));
        }
        Ok(results)
    }
}
