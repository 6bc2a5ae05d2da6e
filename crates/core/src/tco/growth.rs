//! Demand that grows over the horizon (issues 17 and 32, docs/method.md "Demand that
//! grows").
//!
//! With `workload.growth_per_year` = `g`, year `y`'s **work** is year 1's × `(1 + g)^(y -
//! 1)`: the productive GPU-hours every option is divided by grow exactly, never rounded
//! (2 GPU-hours grown by 3.32 are 6.64, not 7). The **capacity** each hour needs is rounded
//! up, once per year from the profile (never compounded from the year before):
//!
//! - without a replica stated, to whole GPUs: `ceil(GPUs × factor)`;
//! - with a replica (`requirements.replica.gpus`), to whole replicas, and the work grows
//!   into the headroom the fleet was measured to have first: an hour that ran `r` replicas
//!   busy `u` of the time (the mean SM activity of productive GPU-hours of the metrics used
//!   as profile; 1 without metrics, and 1 in an hour whose requests waited) needs
//!   `max(r, ceil(r × u × factor))` replicas. At 40 % busy, 20 % a year for five years
//!   (factor 2.0736) fills 83 % of one replica: nothing more is bought.
//!
//! Every option is then costed once per year's demand over the whole horizon and taken a
//! year at a time: an item that runs with time (compute, charges per month) is the sum of
//! each year's twelfth-of-the-horizon share, an item bought once (a setup fee per
//! instance, the own base's purchase) is what the last year needs, its increases paid at
//! the start of the year that needs them. Each year's increase over the year before is a
//! [`Staged`] part from that year's first month, so the monthly cash flows, and the
//! present value, follow the demand year by year. Without growth nothing here runs, and
//! every figure is the one-period computation of before.

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use schemars::JsonSchema;
use serde::Serialize;

use super::cashflow::Staged;
use super::{Context, CostItem, CostKind, Draft, Risk};
use crate::case::Case;
use crate::workload::{HourSlot, HourlyProfile};

/// The demand of one year of the horizon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct YearDemand {
    /// The year, from 1.
    pub year: u32,
    /// What year 1's work is multiplied by: `(1 + g)^(year - 1)`.
    pub factor: Decimal,
    /// The most GPUs one hour of the year's period needs (whole GPUs, or whole replicas'
    /// GPUs with a replica stated).
    pub peak_gpus: u32,
    /// Productive GPU-hours of work per period in that year: year 1's × `factor`, exactly.
    pub productive_gpu_hours: Decimal,
}

/// How the demand grows: the yearly growth, the replica's GPUs where the case states one,
/// and how busy the measured fleet's productive GPUs were.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Growth {
    /// The yearly growth `g`.
    pub per_year: Decimal,
    /// GPUs of the reference fleet one replica runs on, where the case states a replica.
    pub replica_gpus: Option<u32>,
    /// The share of a productive replica's capacity the work used (0 to 1): the metrics'
    /// mean SM activity with a replica stated, 1 otherwise (no headroom known).
    pub busy: Decimal,
}

impl Growth {
    /// How `case`'s demand grows; `None` without growth.
    pub fn of(case: &Case) -> Option<Self> {
        let per_year = case.growth()?;
        let replica_gpus = case
            .requirements
            .as_ref()
            .and_then(|r| r.replica)
            .map(|r| r.gpus)
            .filter(|g| *g > 0);
        let busy = replica_gpus
            .and_then(|_| measured_busy(case))
            .unwrap_or(Decimal::ONE);
        Some(Self {
            per_year,
            replica_gpus,
            busy,
        })
    }

    /// With a replica stated, how its capacity grows.
    pub fn in_replicas(&self) -> Option<ReplicaGrowth> {
        self.replica_gpus.map(|replica_gpus| ReplicaGrowth {
            replica_gpus,
            busy: (self.busy < Decimal::ONE).then_some(self.busy),
        })
    }
}

/// How the capacity of a case with a replica grows (see [`Growth`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ReplicaGrowth {
    /// GPUs of the reference fleet one replica runs on.
    pub replica_gpus: u32,
    /// The measured busy share of a productive replica (mean SM activity); `None` where
    /// no metrics measured it, and the replicas grow as counted.
    pub busy: Option<Decimal>,
}

/// The mean SM activity of the productive GPU-hours of the metrics `case` uses as its
/// profile, between 0 and 1; `None` without such metrics or SM data.
pub fn measured_busy(case: &Case) -> Option<Decimal> {
    case.metrics
        .as_ref()
        .filter(|m| m.use_as_profile)
        .and_then(|m| m.summary.sm_activity.mean)
        .map(|q| q.value().clamp(Decimal::ZERO, Decimal::ONE))
}

pub use crate::workload::growth_factor as factor;

/// `value` rounded up to a whole number.
fn ceil(value: Decimal) -> u32 {
    value.ceil().to_u32().unwrap_or(u32::MAX)
}

/// `gpus` × `factor` rounded up to whole GPUs.
fn up(gpus: u32, factor: Decimal) -> u32 {
    if factor == Decimal::ONE {
        return gpus;
    }
    ceil(Decimal::from(gpus) * factor)
}

/// The GPUs `gpus` of the reference fleet need when the work grows by `factor`, counted
/// in replicas of `k` GPUs busy `busy` of the time: `max(r, ceil(r × busy × factor))`
/// replicas for the `r` the hour ran; the hour as it was while that is no more.
fn in_replicas(gpus: u32, k: u32, busy: Decimal, factor: Decimal) -> u32 {
    if gpus == 0 || factor == Decimal::ONE {
        return gpus;
    }
    let r = gpus.div_ceil(k);
    let need = ceil(Decimal::from(r) * busy * factor);
    if need <= r {
        gpus
    } else {
        need.saturating_mul(k)
    }
}

/// `profile` with every hour's capacity grown by `factor` as `growth` says.
pub fn grown(profile: &HourlyProfile, factor: Decimal, growth: &Growth) -> HourlyProfile {
    let Some(k) = growth.replica_gpus else {
        return HourlyProfile {
            fleet_gpus: up(profile.fleet_gpus, factor),
            slots: profile
                .slots
                .iter()
                .map(|s| {
                    let productive = up(s.productive_gpus, factor);
                    HourSlot {
                        productive_gpus: productive,
                        batch_gpus: up(s.batch_gpus, factor).min(productive),
                        no_data_gpus: up(s.no_data_gpus, factor),
                        queued_gpus: up(s.demand_gpus(), factor).saturating_sub(productive),
                        ..*s
                    }
                })
                .collect(),
        };
    };
    let slots: Vec<HourSlot> = profile
        .slots
        .iter()
        .map(|s| {
            // An hour whose requests waited had no headroom.
            let busy = if s.queued_gpus > 0 {
                Decimal::ONE
            } else {
                growth.busy
            };
            let productive = in_replicas(s.productive_gpus, k, busy, factor);
            let demand = in_replicas(s.demand_gpus(), k, busy, factor).max(productive);
            HourSlot {
                productive_gpus: productive,
                batch_gpus: in_replicas(s.batch_gpus, k, busy, factor).min(productive),
                no_data_gpus: s.no_data_gpus,
                queued_gpus: demand - productive,
                ..*s
            }
        })
        .collect();
    let peak = slots.iter().map(HourSlot::demand_gpus).max().unwrap_or(0);
    HourlyProfile {
        fleet_gpus: profile.fleet_gpus.max(peak),
        slots,
    }
}

/// The profile of each year of `case`'s horizon, year 1 first; empty without growth.
pub fn years(case: &Case, profile: &HourlyProfile) -> Vec<HourlyProfile> {
    let Some(growth) = Growth::of(case) else {
        return Vec::new();
    };
    (1..=case.horizon_years)
        .map(|y| grown(profile, factor(growth.per_year, y), &growth))
        .collect()
}

/// Productive GPU-hours of work per period in each year of `case`'s horizon: year 1's
/// (`profile`'s) × the year's factor, exactly; empty without growth.
pub fn work(case: &Case, profile: &HourlyProfile) -> Vec<Decimal> {
    let Some(g) = case.growth() else {
        return Vec::new();
    };
    let first = Decimal::from(profile.productive_gpu_hours());
    (1..=case.horizon_years)
        .map(|y| first * factor(g, y))
        .collect()
}

/// What each year of `years` demands, for the comparison's figures.
pub fn demand(case: &Case, profile: &HourlyProfile, years: &[HourlyProfile]) -> Vec<YearDemand> {
    let g = case.growth().unwrap_or_default();
    years
        .iter()
        .zip(work(case, profile))
        .zip(1..)
        .map(|((p, work), year)| YearDemand {
            year,
            factor: factor(g, year),
            peak_gpus: p.peak_gpus(),
            productive_gpu_hours: work,
        })
        .collect()
}

/// The average productive GPU-hours per period over `years`.
pub(crate) fn average_productive(years: &[HourlyProfile]) -> Decimal {
    average(
        years
            .iter()
            .map(|p| Decimal::from(p.productive_gpu_hours())),
    )
}

fn average(values: impl ExactSizeIterator<Item = Decimal>) -> Decimal {
    let n = values.len();
    if n == 0 {
        return Decimal::ZERO;
    }
    values.sum::<Decimal>() / Decimal::from(n)
}

/// The context of an option costed over grown `years` (in its own GPUs, `seen`): its
/// per-period productive figures the years' averages, so that the horizon's productive
/// GPU-hours are the sum of the years'. The work is year 1's grown exactly (`work`), not
/// the rounded capacity's GPU-hours; an option sized in replicas keeps its own GPUs'
/// figures, its productive hours taken from the reference's work when it is finished.
pub(crate) fn context<'a: 'p, 'p>(
    ctx: &Context<'a>,
    sizing: Option<super::ReplicaSizing>,
    seen: &'p [HourlyProfile],
    years: &[HourlyProfile],
) -> Context<'p> {
    let work = average(work(ctx.case, ctx.profile).into_iter());
    let work = if work.is_zero() {
        average_productive(years)
    } else {
        work
    };
    Context {
        case: ctx.case,
        profile: &seen[0],
        fx: ctx.fx.clone(),
        periods: ctx.periods,
        months: ctx.months,
        productive_per_period: if sizing.is_none() {
            work
        } else {
            average_productive(seen)
        },
        sizing,
        reference_productive: work,
        demand_factor: Decimal::ONE,
    }
}

/// Each year's factor over `case`'s horizon, year 1 first (1 for every year without
/// growth).
pub(crate) fn factors(case: &Case) -> Vec<Decimal> {
    let g = case.growth().unwrap_or_default();
    (1..=case.horizon_years).map(|y| factor(g, y)).collect()
}

/// Kinds bought once: their total is what the last year needs, each increase paid at the
/// start of the year that needs it.
fn bought_once(kind: CostKind) -> bool {
    matches!(
        kind,
        CostKind::Purchase | CostKind::Setup | CostKind::ResidualValue | CostKind::ResaleValue
    )
}

/// An item's identity across years: its kind, whether it is a share of the capacity
/// lines, and its place among the items of both.
type Key = (CostKind, bool, usize);

fn keys(items: &[CostItem]) -> Vec<(Key, &CostItem)> {
    let mut out: Vec<(Key, &CostItem)> = Vec::with_capacity(items.len());
    for item in items {
        let nth = out
            .iter()
            .filter(|((k, s, _), _)| *k == item.item && *s == item.share_of_capacity)
            .count();
        out.push(((item.item, item.share_of_capacity, nth), item));
    }
    out
}

/// One option costed over the horizon at each year's demand (`drafts[y - 1]` for year
/// `y`), taken a year at a time.
pub(crate) fn combine(mut drafts: Vec<Draft>, months: u32) -> Draft {
    let years = drafts.len();
    assert!(years > 0, "a horizon has at least one year");
    let n = Decimal::from(u32::try_from(years).unwrap_or(u32::MAX));
    let mut out = Draft::new(
        drafts[0].id.clone(),
        drafts[0].kind,
        drafts[0].label.clone(),
    );
    out.currency = drafts[0].currency;
    out.rent = drafts[0].rent.clone();
    // Items are matched by kind, by whether they are a share of the capacity lines, and by
    // their place among such items: a year may bill lines another does not (a hybrid that
    // rents nothing in year 1).
    let keyed: Vec<Vec<(Key, &CostItem)>> = drafts.iter().map(|d| keys(&d.items)).collect();
    let mut templates: Vec<(Key, &CostItem)> = Vec::new();
    for (key, item) in keyed.iter().flatten() {
        if !templates.iter().any(|(k, _)| k == key) {
            templates.push((*key, item));
        }
    }
    let mut staged = Vec::new();
    for (key, first) in templates {
        let amount = |y: usize| {
            keyed[y]
                .iter()
                .find(|(k, _)| *k == key)
                .map_or(Decimal::ZERO, |(_, i)| i.amount)
        };
        let mut item = first.clone();
        let after_horizon = matches!(
            first.item,
            CostKind::CommitmentAfterHorizon | CostKind::CapacityAfterHorizon
        );
        item.amount = if after_horizon || bought_once(first.item) {
            amount(years - 1)
        } else {
            (0..years).map(amount).sum::<Decimal>() / n
        };
        if !after_horizon {
            for y in 1..years {
                let from = u32::try_from(12 * y + 1).unwrap_or(u32::MAX);
                let increase = amount(y) - amount(y - 1);
                let part = if bought_once(first.item) {
                    increase
                } else {
                    // Year y+1 on to the horizon's end: (H - y) of H years.
                    increase * Decimal::from(months + 1 - from) / Decimal::from(months)
                };
                if !part.is_zero() {
                    staged.push(Staged {
                        from,
                        item: first.item,
                        amount: part,
                        share_of_capacity: first.share_of_capacity,
                    });
                }
            }
        }
        out.items.push(item);
    }
    out.billed_gpu_hours = average(drafts.iter().map(|d| d.billed_gpu_hours));
    out.productive_gpu_hours = average(drafts.iter().map(|d| d.productive_gpu_hours));
    out.unserved_gpu_hours = average(drafts.iter().map(|d| d.unserved_gpu_hours));
    if drafts.iter().any(|d| d.starts_per_period.is_some()) {
        out.starts_per_period = Some(average(
            drafts
                .iter()
                .map(|d| d.starts_per_period.unwrap_or_default()),
        ));
    }
    for d in &drafts {
        for r in &d.risks {
            let kind = std::mem::discriminant(r);
            if !out.risks.iter().any(|o| std::mem::discriminant(o) == kind) {
                out.risks.push(r.clone());
            }
        }
    }
    // A risk that states the starts states the option's own figure (the average over the
    // years), not the first year's: the report prints both side by side.
    if let Some(starts) = out.starts_per_period {
        for r in &mut out.risks {
            if let Risk::RestartCapacity { starts_per_period } = r {
                *starts_per_period = starts;
            }
        }
    }
    let mut timing = drafts[years - 1].timing.clone();
    timing.upfront = upfronts(&drafts);
    timing.staged = staged;
    out.timing = timing;
    let first = drafts.swap_remove(0);
    out.service_life = first.service_life;
    out.hybrid = first.hybrid;
    out.rate = first.rate;
    out
}

/// A reservation's upfront payments under growth: at the start of each term, for the
/// instances that term's first year needs, and at the start of a year inside a term that
/// needs more, for those added.
fn upfronts(drafts: &[Draft]) -> Vec<(u32, Decimal)> {
    let first_of = |d: &Draft| d.timing.upfront.first().map_or(Decimal::ZERO, |u| u.1);
    let mut out = Vec::new();
    for (y, d) in drafts.iter().enumerate() {
        let month = u32::try_from(12 * y).unwrap_or(u32::MAX);
        if let Some(term) = d.timing.upfront.iter().find(|u| u.0 == month) {
            out.push((month, term.1));
        } else if y > 0 {
            let increase = first_of(d) - first_of(&drafts[y - 1]);
            if increase > Decimal::ZERO {
                out.push((month, increase));
            }
        }
    }
    out
}
