//! Demand that grows over the horizon (issue 17, docs/method.md "Demand that grows").
//!
//! With `workload.growth_per_year` = `g`, year `y`'s demand in each hour of the profile is
//! the profile's GPUs × `(1 + g)^(y - 1)`, rounded up to whole GPUs: year 1 is the profile
//! itself, and the demand steps up at the first month of each later year. An option sized
//! in replicas rounds each year's GPUs up to whole replicas on its own count
//! (`equivalence`), as it does the profile's.
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
    /// What the profile's GPUs are multiplied by before rounding up: `(1 + g)^(year - 1)`.
    pub factor: Decimal,
    /// The most GPUs productive in one hour of the year's period.
    pub peak_gpus: u32,
    /// Productive GPU-hours per period in that year.
    pub productive_gpu_hours: u64,
}

/// `(1 + growth)^(year - 1)`, exactly.
pub fn factor(growth: Decimal, year: u32) -> Decimal {
    (1..year).fold(Decimal::ONE, |acc, _| acc * (Decimal::ONE + growth))
}

/// `gpus` × `factor` rounded up to whole GPUs.
fn up(gpus: u32, factor: Decimal) -> u32 {
    if factor == Decimal::ONE {
        return gpus;
    }
    (Decimal::from(gpus) * factor)
        .ceil()
        .to_u32()
        .unwrap_or(u32::MAX)
}

/// `profile` with every hour's GPUs multiplied by `factor` and rounded up.
pub fn grown(profile: &HourlyProfile, factor: Decimal) -> HourlyProfile {
    HourlyProfile {
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
    }
}

/// The profile of each year of `case`'s horizon, year 1 first; empty without growth.
pub fn years(case: &Case, profile: &HourlyProfile) -> Vec<HourlyProfile> {
    let Some(g) = case.growth() else {
        return Vec::new();
    };
    (1..=case.horizon_years)
        .map(|y| grown(profile, factor(g, y)))
        .collect()
}

/// What each year of `years` demands, for the comparison's figures.
pub fn demand(case: &Case, years: &[HourlyProfile]) -> Vec<YearDemand> {
    let g = case.growth().unwrap_or_default();
    years
        .iter()
        .zip(1..)
        .map(|(p, year)| YearDemand {
            year,
            factor: factor(g, year),
            peak_gpus: p.peak_gpus(),
            productive_gpu_hours: p.productive_gpu_hours(),
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
/// GPU-hours are the sum of the years'.
pub(crate) fn context<'a: 'p, 'p>(
    ctx: &Context<'a>,
    sizing: Option<super::ReplicaSizing>,
    seen: &'p [HourlyProfile],
    years: &[HourlyProfile],
) -> Context<'p> {
    Context {
        case: ctx.case,
        profile: &seen[0],
        fx: ctx.fx.clone(),
        periods: ctx.periods,
        months: ctx.months,
        productive_per_period: average_productive(seen),
        sizing,
        reference_productive: average_productive(years),
    }
}

/// Kinds bought once: their total is what the last year needs, each increase paid at the
/// start of the year that needs it.
fn bought_once(kind: CostKind) -> bool {
    matches!(
        kind,
        CostKind::Purchase | CostKind::Setup | CostKind::ResidualValue
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
        item.amount = if first.item == CostKind::CommitmentAfterHorizon || bought_once(first.item) {
            amount(years - 1)
        } else {
            (0..years).map(amount).sum::<Decimal>() / n
        };
        if first.item != CostKind::CommitmentAfterHorizon {
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
