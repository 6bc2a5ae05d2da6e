//! What the team pays today, from its own bills (issue 34; the rent-or-buy article's step 5):
//! the GPU lines of a FOCUS import kept in the case, and what they come to per billed and
//! per productive GPU-hour over the bill's period, the baseline every option is set against.
//!
//! The productive GPU-hours of the period are the measured ones where the case's metrics
//! cover the whole period, else the workload's productive share of the period's hours (the
//! schedule's, or the measured profile's where it only covers part of it); the figure says
//! which.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::{Converter, Money, MoneyError};
use crate::problem::Problem;
use crate::quantity::Quantity;

/// The GPU lines of the team's bills over one period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Billed {
    /// The files the lines were read from (names without folders).
    pub sources: Vec<String>,
    /// The first charge period's start (UTC, RFC 3339).
    pub period_start: String,
    /// The last charge period's end (UTC, RFC 3339, exclusive).
    pub period_end: String,
    /// One line per provider, service, SKU, instance and region billed by the hour for GPUs.
    pub lines: Vec<BilledLine>,
    /// Credits the bills granted over the period, as a positive amount: left out of every
    /// rate (a credit is spent once; what is paid later is paid without it) and said apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credits: Option<Money>,
}

/// What one billed product cost over the period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BilledLine {
    /// The provider as the bill names it.
    pub provider: String,
    /// The service.
    pub service: String,
    /// The SKU.
    pub sku: String,
    /// The instance or meter, where the bill names it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub instance: String,
    /// The region.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub region: String,
    /// GPUs in one billed unit (an instance of 8 GPUs: 8), as the analyst or the catalog
    /// gives it.
    pub gpus: u32,
    /// Hours billed.
    pub billed_hours: Quantity,
    /// What they cost at list prices.
    pub list_cost: Money,
    /// What they cost at the prices negotiated with the provider (FOCUS `ContractedCost`),
    /// before commitments are amortised; absent where the bills do not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contracted_cost: Option<Money>,
    /// What they cost with commitments amortised and discounts applied.
    pub effective_cost: Money,
}

/// Where the productive GPU-hours of the bill's period come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProductiveFrom {
    /// The imported metrics, which cover the whole period.
    Measured,
    /// The workload's productive share of the period's hours.
    Profile,
}

/// What the team pays today, in the case currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PaidToday {
    /// The period's start (RFC 3339).
    pub period_start: String,
    /// The period's end (RFC 3339, exclusive).
    pub period_end: String,
    /// Hours in the period.
    pub period_hours: Decimal,
    /// GPU-hours billed: each line's hours × its GPUs.
    pub billed_gpu_hours: Decimal,
    /// Productive GPU-hours of the workload in the period.
    pub productive_gpu_hours: Decimal,
    /// Where they come from.
    pub productive_from: ProductiveFrom,
    /// The lines at list prices.
    pub list_cost: Decimal,
    /// The lines as paid (effective cost).
    pub effective_cost: Decimal,
    /// Effective cost per billed GPU-hour.
    pub per_billed_gpu_hour: Option<Decimal>,
    /// Effective cost per productive GPU-hour: what an option is compared with.
    pub per_productive_gpu_hour: Option<Decimal>,
    /// List cost per billed GPU-hour.
    pub list_per_billed_gpu_hour: Option<Decimal>,
    /// The rented options the bills price, with the rate as paid beside the catalog's.
    pub rates: Vec<RateAsPaid>,
    /// The bills' credits over the period, left out of every figure above.
    pub credits: Option<Decimal>,
}

/// A rented option's rate as the bills say it was paid, beside the catalog's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RateAsPaid {
    /// The rented offer of the case (`rent[].id`).
    pub rent: String,
    /// The bill line's instance or SKU.
    pub billed_as: String,
    /// Instance-hours billed.
    pub billed_hours: Decimal,
    /// List cost per billed instance-hour, as billed.
    pub list_per_instance_hour: Decimal,
    /// Cost per billed instance-hour at the negotiated prices, where the bills say.
    pub contracted_per_instance_hour: Option<Decimal>,
    /// Effective cost per billed instance-hour: the rate as paid.
    pub effective_per_instance_hour: Decimal,
    /// The catalog's on-demand price of an instance-hour, as the case holds it.
    pub catalog_on_demand: Decimal,
}

/// An instance type as a bill or a catalog writes it, for matching the two: lower case,
/// without AWS's usage-type prefix (`EUN1-BoxUsage:p5e.48xlarge` is `p5e.48xlarge`) or
/// Azure's `Standard_`, spaces and underscores alike.
pub fn instance_key(text: &str) -> String {
    let t = text
        .rsplit(':')
        .next()
        .unwrap_or(text)
        .trim()
        .to_ascii_lowercase();
    let t = t.strip_prefix("standard_").unwrap_or(&t).to_owned();
    t.replace([' ', '_'], "-")
}

/// Each rented offer of the case whose shortlisted offer's product and region a bill line
/// is for, with the rate that line was paid at.
fn rates_as_paid(
    case: &crate::Case,
    b: &Billed,
    fx: &Converter,
) -> Result<Vec<RateAsPaid>, BilledError> {
    let mut out = Vec::new();
    for r in &case.rent {
        let places: Vec<(String, Option<String>)> = r
            .offers
            .iter()
            .filter_map(|k| case.shortlisted(k))
            .filter_map(|s| Some((instance_key(s.product.as_ref()?), s.location.region.clone())))
            .collect();
        // The line of the same product in the same region; a catalog may name the region
        // otherwise than the bill (AWS: "US East (N. Virginia)" against "us-east-1"), so
        // the one line of that product, where there is one, serves too.
        let of_product: Vec<&BilledLine> = b
            .lines
            .iter()
            .filter(|l| {
                !l.instance.is_empty()
                    && places.iter().any(|(p, _)| *p == instance_key(&l.instance))
            })
            .collect();
        let same_region = of_product.iter().copied().find(|l| {
            places
                .iter()
                .any(|(_, region)| region.as_deref() == Some(l.region.as_str()))
        });
        let line = same_region.or(match of_product.as_slice() {
            [one] => Some(*one),
            _ => None,
        });
        let Some(l) = line else { continue };
        let hours = l.billed_hours.value();
        if hours.is_zero() {
            continue;
        }
        out.push(RateAsPaid {
            rent: r.id.clone(),
            billed_as: l.instance.clone(),
            billed_hours: hours,
            list_per_instance_hour: fx.convert(l.list_cost)? / hours,
            contracted_per_instance_hour: match l.contracted_cost {
                Some(c) => Some(fx.convert(c)? / hours),
                None => None,
            },
            effective_per_instance_hour: fx.convert(l.effective_cost)? / hours,
            catalog_on_demand: fx.convert(r.on_demand_per_instance_hour)?,
        });
    }
    Ok(out)
}

/// Why the bills' figures could not be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BilledError {
    /// A period bound that is no RFC 3339 time.
    Time {
        /// `period_start` or `period_end`.
        field: &'static str,
        /// What it holds.
        found: String,
    },
    /// An amount without a rate into the case currency.
    Money(MoneyError),
}

/// The money error as it is: it says the same words and has the same cause.
impl From<MoneyError> for BilledError {
    fn from(e: MoneyError) -> Self {
        BilledError::Money(e)
    }
}

impl gpucase_message::Describe for BilledError {
    /// The field by its path and what is wrong with it.
    fn message(&self) -> gpucase_message::Message {
        match self {
            BilledError::Time { field, found } => Problem::HourFormat {
                found: found.clone(),
            }
            .at(format!("billed.{field}")),
            BilledError::Money(e) => gpucase_message::Describe::message(e),
        }
    }
}

gpucase_message::display_in_english!(BilledError);

/// The period's bounds.
fn bounds(b: &Billed) -> Result<(jiff::Timestamp, jiff::Timestamp), BilledError> {
    let parse = |field: &'static str, text: &str| {
        text.parse::<jiff::Timestamp>()
            .map_err(|_| BilledError::Time {
                field,
                found: text.to_owned(),
            })
    };
    Ok((
        parse("period_start", &b.period_start)?,
        parse("period_end", &b.period_end)?,
    ))
}

/// What the case's bills come to; `None` without bills.
pub fn paid_today(
    case: &crate::Case,
    profile: &crate::workload::HourlyProfile,
) -> Result<Option<PaidToday>, BilledError> {
    let Some(b) = &case.billed else {
        return Ok(None);
    };
    let (start, end) = bounds(b)?;
    let seconds = end.as_second().saturating_sub(start.as_second()).max(0);
    let period_hours = Decimal::from(seconds) / Decimal::from(3600);
    let fx = Converter::new(case.currency, &case.exchange_rates);
    let (mut billed, mut list, mut effective) = (Decimal::ZERO, Decimal::ZERO, Decimal::ZERO);
    for l in &b.lines {
        billed += l.billed_hours.value() * Decimal::from(l.gpus);
        list += fx.convert(l.list_cost)?;
        effective += fx.convert(l.effective_cost)?;
    }
    let (productive, from) = match measured_in(case, start, end) {
        Some(p) => (p, ProductiveFrom::Measured),
        None => {
            let hours = Decimal::from(profile.hours());
            let share = if hours.is_zero() {
                Decimal::ZERO
            } else {
                Decimal::from(profile.productive_gpu_hours()) / hours
            };
            (share * period_hours, ProductiveFrom::Profile)
        }
    };
    let per = |cost: Decimal, hours: Decimal| (!hours.is_zero()).then(|| cost / hours);
    Ok(Some(PaidToday {
        period_start: b.period_start.clone(),
        period_end: b.period_end.clone(),
        period_hours,
        billed_gpu_hours: billed,
        productive_gpu_hours: productive,
        productive_from: from,
        list_cost: list,
        effective_cost: effective,
        per_billed_gpu_hour: per(effective, billed),
        per_productive_gpu_hour: per(effective, productive),
        list_per_billed_gpu_hour: per(list, billed),
        rates: rates_as_paid(case, b, &fx)?,
        credits: match b.credits {
            Some(c) => Some(fx.convert(c)?),
            None => None,
        },
    }))
}

/// The measured productive GPU-hours from `start` to `end`, where the case's metrics cover
/// every hour of it.
fn measured_in(
    case: &crate::Case,
    start: jiff::Timestamp,
    end: jiff::Timestamp,
) -> Option<Decimal> {
    let m = case.metrics.as_ref()?;
    let first = m.first_hour_utc.parse::<jiff::Timestamp>().ok()?;
    let from = start.as_second().checked_sub(first.as_second())?;
    let to = end.as_second().checked_sub(first.as_second())?;
    if from < 0 || from % 3600 != 0 || to % 3600 != 0 || to <= from {
        return None;
    }
    let (a, b) = (
        usize::try_from(from / 3600).ok()?,
        usize::try_from(to / 3600).ok()?,
    );
    let hours = m.productive_gpus.get(a..b)?;
    Some(Decimal::from(
        hours.iter().map(|&g| u64::from(g)).sum::<u64>(),
    ))
}
