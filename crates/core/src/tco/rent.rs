//! Renting: billed instance-hours under each pricing model, plus every charge outside the
//! hourly price (docs/method.md section 3, "Pricing models on the rent side").
//!
//! An instance bills all its GPUs for every allocated hour, so the demand in GPUs is turned
//! into instances per hour first. Per-period compute is multiplied by the periods of the
//! horizon; monthly charges by its months.

use rust_decimal::Decimal;

use super::usage::{
    InstanceUsage, blocks_booked, instances_needed, stopped_when_idle, stopped_with_starts,
};
use super::{Context, CostItem, CostKind, Draft, OptionKind, OptionResult, Risk};
use crate::case::{Charges, PricingModel, RentOffer, SavingsPlanPayment, Usage};
use crate::money::Money;
use crate::money::MoneyError;
use crate::quantity::Quantity;

/// The rented part of an option, before charges that depend on the whole option.
pub(crate) struct RentPart {
    pub items: Vec<CostItem>,
    pub billed_gpu_hours: Decimal,
    /// GPU-hours of work the part serves (with the queue, for the hybrid): its share of
    /// the traffic.
    pub productive_gpu_hours: Decimal,
    pub starts: Decimal,
    pub peak_instances: u32,
}

/// Hours of boot and model load per start.
fn restart_hours(offer: &RentOffer) -> Decimal {
    (offer.boot_minutes.value() + offer.model_load_minutes.value()) / Decimal::from(60)
}

/// Instances needed per hour for the GPUs above `own_gpus`.
/// Instances needed per hour for the GPUs above `own_gpus`: the productive ones, and with
/// `queued` also those the hour's waiting requests would have kept busy (the hybrid's
/// rented part is sized from the queue).
fn demand_above(ctx: &Context<'_>, offer: &RentOffer, own_gpus: u32, queued: bool) -> Vec<u32> {
    ctx.profile
        .slots
        .iter()
        .map(|s| {
            let gpus = if queued {
                s.demand_gpus()
            } else {
                s.productive_gpus
            };
            instances_needed(gpus.saturating_sub(own_gpus), offer.gpus_per_instance)
        })
        .collect()
}

fn sum(values: &[Decimal]) -> Decimal {
    values.iter().copied().sum()
}

/// Cost of `gb_per_month` through ascending egress tiers, per month.
fn egress_per_month(gb_per_month: Decimal, tiers: &[(Option<Decimal>, Decimal)]) -> Decimal {
    let mut lower = Decimal::ZERO;
    let mut cost = Decimal::ZERO;
    for (upper, per_gb) in tiers {
        let top = upper.map_or(gb_per_month, |u| u.min(gb_per_month));
        if top > lower {
            cost += (top - lower) * per_gb;
        }
        match upper {
            Some(u) => lower = *u,
            None => break,
        }
    }
    cost
}

/// Charges outside the hourly price over the horizon.
///
/// `egress_share` is the share of the workload's traffic served by rented instances;
/// `compute` the compute bill the support plan takes its share of, priced in
/// `compute_currency` (`None`: the case's).
pub(crate) fn charges(
    ctx: &Context<'_>,
    charges: &Charges,
    peak_instances: u32,
    (compute, compute_currency): (Decimal, Option<crate::money::Currency>),
    compute_follows_usage: bool,
    egress_share: Decimal,
) -> Result<Vec<CostItem>, MoneyError> {
    let workload = &ctx.case.workload;
    let months = ctx.months;
    let tiers = charges
        .egress_tiers
        .iter()
        .map(|t| Ok((t.up_to_gb.map(Quantity::value), ctx.convert(t.per_gb)?)))
        .collect::<Result<Vec<_>, MoneyError>>()?;
    let item = |item, amount, follows_usage, priced_in: Option<crate::money::Money>| CostItem {
        item,
        amount,
        follows_usage,
        share_of_capacity: false,
        currency: priced_in.and_then(|m| ctx.foreign(m)),
    };
    // Storage and the egress volume grow with the work (1 without growth); a rented part
    // serving a share of the traffic is billed its own volume through the tiers.
    let grown = ctx.demand_factor;
    let volume = workload.egress_gb_per_month.value() * grown * egress_share;
    // Staff time per rented instance held at the peak, where the case states it.
    let staff = match &ctx.case.operations {
        Some(o) => {
            o.rent_hours_per_instance_month.value()
                * ctx.convert(o.hour_rate)?
                * Decimal::from(peak_instances)
                * months
        }
        None => Decimal::ZERO,
    };
    Ok(vec![
        item(
            CostKind::RentOperations,
            staff,
            false,
            ctx.case.operations.as_ref().map(|o| o.hour_rate),
        ),
        item(
            CostKind::Storage,
            workload.storage_gb.value()
                * grown
                * ctx.convert(charges.storage_per_gb_month)?
                * months,
            false,
            Some(charges.storage_per_gb_month),
        ),
        item(
            CostKind::Egress,
            egress_per_month(volume, &tiers) * months,
            true,
            charges.egress_tiers.first().map(|t| t.per_gb),
        ),
        item(
            CostKind::Ipv4,
            ctx.convert(charges.ipv4_per_month)? * Decimal::from(peak_instances) * months,
            false,
            Some(charges.ipv4_per_month),
        ),
        // Each instance at the peak is set up once (a hoster's fee per server).
        item(
            CostKind::Setup,
            ctx.convert(charges.setup_fee)? * Decimal::from(peak_instances),
            false,
            Some(charges.setup_fee),
        ),
        item(
            CostKind::SupportPlan,
            ctx.convert(charges.support_per_month)? * months,
            false,
            Some(charges.support_per_month),
        ),
        // A share of the compute bill is paid in the compute's currency.
        CostItem {
            share_of_capacity: true,
            currency: compute_currency,
            ..item(
                CostKind::SupportPlan,
                charges.support_share_of_compute.value() * compute,
                compute_follows_usage,
                None,
            )
        },
    ])
}

/// On-demand instances, stopped when idle, serving the GPUs above `own_gpus`.
pub(crate) fn stopped_part(
    ctx: &Context<'_>,
    offer: &RentOffer,
    own_gpus: u32,
    starts_per_day: Option<Quantity>,
    queued: bool,
) -> Result<RentPart, MoneyError> {
    let rate = ctx.convert(offer.on_demand_per_instance_hour)?;
    let demand = demand_above(ctx, offer, own_gpus, queued);
    let restart = restart_hours(offer);
    let usage = match starts_per_day {
        None => stopped_when_idle(&demand, restart),
        Some(per_day) => fixed_starts(ctx, &demand, restart, per_day.value()),
    };
    let productive: u64 = ctx
        .profile
        .slots
        .iter()
        .map(|s| {
            let gpus = if queued {
                s.demand_gpus()
            } else {
                s.productive_gpus
            };
            u64::from(gpus.saturating_sub(own_gpus))
        })
        .sum();
    let gpi = Decimal::from(offer.gpus_per_instance);
    Ok(RentPart {
        items: vec![
            CostItem {
                item: CostKind::Compute,
                amount: usage.running_hours * rate * ctx.periods,
                follows_usage: true,
                share_of_capacity: false,
                currency: ctx.foreign(offer.on_demand_per_instance_hour),
            },
            CostItem {
                item: CostKind::Restarts,
                amount: usage.restart_hours * rate * ctx.periods,
                follows_usage: true,
                share_of_capacity: false,
                currency: ctx.foreign(offer.on_demand_per_instance_hour),
            },
        ],
        billed_gpu_hours: usage.billed_hours() * gpi,
        productive_gpu_hours: Decimal::from(productive),
        starts: usage.starts,
        peak_instances: demand.iter().copied().max().unwrap_or(0),
    })
}

/// Usage with at most a given number of starts per instance and day, instead of derived
/// ones: the gaps not stopped in are billed ([`stopped_with_starts`]).
fn fixed_starts(
    ctx: &Context<'_>,
    demand: &[u32],
    restart: Decimal,
    per_day: Decimal,
) -> InstanceUsage {
    let days: Vec<u32> = ctx.profile.slots.iter().map(|s| s.day).collect();
    // Validation holds it to a whole number from 0 to 24.
    let per_day = rust_decimal::prelude::ToPrimitive::to_u32(&per_day.trunc())
        .unwrap_or(24)
        .min(24);
    stopped_with_starts(demand, restart, &days, per_day)
}

/// The most instances of `offer` an hour of `ctx`'s profile needs.
pub(crate) fn peak_instances(ctx: &Context<'_>, offer: &RentOffer) -> u32 {
    demand_above(ctx, offer, 0, false)
        .into_iter()
        .max()
        .unwrap_or(0)
}

/// A reservation of `offer` (`model`, reserved instances) bought as a demand grows
/// (issue 32), into `draft`, the years' drafts combined: `peaks[y - 1]` instances in year
/// `y`. The instances year 1 needs are reserved at the horizon's start; at the start of
/// each later year that needs more, the ones added are reserved then, each lot for terms of
/// its own, renewed until it covers the horizon: its upfront at the start of each term, its
/// hourly rate every month of them. The reservation is the lots' instance-hours inside the
/// horizon at the effective rate, what they still owe after it those after; the cash flows
/// are the lots' payments month by month. Without it, the combined years would average an
/// upfront over the horizon and owe after it for year 1's instances only.
pub(crate) fn reserve_lots(
    ctx: &Context<'_>,
    model: &PricingModel,
    peaks: &[u32],
    draft: &mut Draft,
) -> Result<(), MoneyError> {
    let PricingModel::Reserved {
        term_years,
        rate_per_instance_hour,
        upfront_per_instance,
    } = model
    else {
        return Ok(());
    };
    let (hourly, upfront) = (
        ctx.convert(*rate_per_instance_hour)?,
        ctx.convert(*upfront_per_instance)?,
    );
    let rate = effective_reserved_rate(*term_years, hourly, upfront);
    let month_hours = Decimal::from(crate::workload::HOURS_PER_MONTH);
    let horizon = ctx.case.horizon_years * 12;
    let term = (*term_years).max(1) * 12;
    // (first month index, instances) of each lot.
    let mut lots: Vec<(u32, u32)> = Vec::new();
    for (year, need) in (0u32..).zip(peaks) {
        // The spares the requirements ask for are reserved with year 1's instances.
        let need = need + ctx.case.spares();
        let have: u32 = lots.iter().map(|l| l.1).sum();
        if need > have {
            lots.push((12 * year, need - have));
        }
    }
    let end = lots
        .iter()
        .map(|&(start, _)| start + (horizon - start).div_ceil(term) * term)
        .max()
        .unwrap_or(horizon);
    let mut flows = vec![Decimal::ZERO; end as usize + 1];
    let (mut within, mut after) = (Decimal::ZERO, Decimal::ZERO);
    for &(start, n) in &lots {
        let n = Decimal::from(n);
        let terms = (horizon - start).div_ceil(term);
        for k in 0..terms {
            let from = start + k * term;
            flows[from as usize] += n * upfront;
            for m in from + 1..=from + term {
                flows[m as usize] += n * hourly * month_hours;
            }
        }
        let owed = start + terms * term - horizon;
        within += n * Decimal::from(horizon - start) * month_hours * rate;
        after += n * Decimal::from(owed) * month_hours * rate;
    }
    for (kind, amount) in [
        (CostKind::Reservation, within),
        (CostKind::CommitmentAfterHorizon, after),
        (CostKind::CapacityAfterHorizon, -after),
    ] {
        match draft.items.iter_mut().find(|i| i.item == kind) {
            Some(item) => item.amount = amount,
            None => draft.item(kind, amount, false),
        }
    }
    draft.timing.staged.retain(|s| {
        !matches!(
            s.item,
            CostKind::Reservation
                | CostKind::CommitmentAfterHorizon
                | CostKind::CapacityAfterHorizon
        )
    });
    draft.timing.upfront = Vec::new();
    draft.timing.owed_months = end - horizon;
    draft.timing.reserved_flows = flows;
    if end > horizon
        && !draft
            .risks
            .iter()
            .any(|r| matches!(r, Risk::CommitmentBeyondHorizon { .. }))
    {
        draft.risks.push(Risk::CommitmentBeyondHorizon {
            term_years: *term_years,
        });
    }
    Ok(())
}

/// One option per pricing model of `offer`.
pub(crate) fn options(
    ctx: &Context<'_>,
    offer: &RentOffer,
) -> Result<Vec<OptionResult>, MoneyError> {
    offer
        .pricing
        .iter()
        .map(|model| Ok(ctx.finish(pricing_draft(ctx, offer, model)?)))
        .collect()
}

/// The option of `offer` under `model`, before its totals are taken: over the horizon as
/// if every year's demand were that of `ctx`'s profile (`growth` takes one per year).
pub(crate) fn pricing_draft(
    ctx: &Context<'_>,
    offer: &RentOffer,
    model: &PricingModel,
) -> Result<Draft, MoneyError> {
    let od = ctx.convert(offer.on_demand_per_instance_hour)?;
    let gpi = Decimal::from(offer.gpus_per_instance);
    let hours = Decimal::from(ctx.profile.hours());
    let demand = demand_above(ctx, offer, 0, false);
    let peak = demand.iter().copied().max().unwrap_or(0);
    // Spares the requirements ask for: held every hour beside the peak's instances by a
    // model that holds its capacity; one that starts instances as work comes holds none.
    let spares = ctx.case.spares();
    let (held, spare) = if model.holds_capacity() {
        (peak + spares, spares)
    } else {
        (peak, 0)
    };
    let h = Held {
        ctx,
        offer,
        demand: &demand,
        held,
        spare,
        od,
        gpi,
        hours,
    };
    let (kind, name) = describe(model);
    let mut draft = Draft::new(
        format!("{}/{}", offer.id, model.key()),
        kind,
        format!("{}, {name}", offer.label),
    );
    draft.rent = Some(offer.id.clone());
    draft.productive_gpu_hours = ctx.productive_per_period;
    draft.rate = Some(super::InstanceRate::hourly(od));
    draft.timing.in_advance = offer.billed_in_advance;
    // Every price of an offer is in one currency (validation holds the upfronts to it).
    draft.currency = ctx.foreign(offer.on_demand_per_instance_hour);
    let (compute, compute_follows) = match model {
        PricingModel::OnDemandAlways {} => on_demand_always(&h, &mut draft),
        PricingModel::OnDemandStopped { starts_per_day } => {
            on_demand_stopped(&h, &mut draft, *starts_per_day)?
        }
        PricingModel::SavingsPlan {
            term_years,
            rate_per_instance_hour,
            commitment_per_hour,
            usage,
            payment,
        } => savings_plan(
            &h,
            &mut draft,
            *term_years,
            *rate_per_instance_hour,
            *commitment_per_hour,
            *usage,
            *payment,
        )?,
        PricingModel::CapacityReservation {
            reserved_instances,
            discounted_rate_per_instance_hour,
        } => capacity_reservation(
            &h,
            &mut draft,
            *reserved_instances,
            *discounted_rate_per_instance_hour,
        )?,
        PricingModel::CapacityBlock {
            block_days,
            rate_per_instance_hour,
        } => capacity_block(&h, &mut draft, *block_days, *rate_per_instance_hour)?,
        PricingModel::Reserved {
            term_years,
            rate_per_instance_hour,
            upfront_per_instance,
        } => reserved(
            &h,
            &mut draft,
            *term_years,
            *rate_per_instance_hour,
            *upfront_per_instance,
        )?,
        PricingModel::MonthlyBilled {
            per_instance_month,
            term_months,
        } => monthly_billed(&h, &mut draft, *per_instance_month, *term_months)?,
        PricingModel::SpotBatch {
            rate_per_instance_hour,
            interruption_overhead,
        } => spot_batch(
            &h,
            &mut draft,
            *rate_per_instance_hour,
            *interruption_overhead,
        )?,
    };
    if spares > 0 && !model.holds_capacity() {
        draft.risks.push(Risk::SpareNotHeld { spares });
    }
    let extra = charges(
        ctx,
        &offer.charges,
        held,
        (compute, draft.currency),
        compute_follows,
        Decimal::ONE,
    )?;
    draft.items.extend(extra);
    Ok(draft)
}

/// What every pricing model of one offer is costed from: the hours' demand in instances,
/// the instances held every hour (the peak, with the spares where the model holds its
/// capacity), the on-demand rate and the instance's GPUs.
struct Held<'h, 'c> {
    ctx: &'h Context<'c>,
    offer: &'h RentOffer,
    /// Instances each hour of the profile needs.
    demand: &'h [u32],
    /// Instances held every hour.
    held: u32,
    /// Of them, the spares the requirements ask for.
    spare: u32,
    /// The on-demand rate per instance-hour, in the case currency.
    od: Decimal,
    /// GPUs per instance.
    gpi: Decimal,
    /// Hours of the profile's period.
    hours: Decimal,
}

/// On demand, every instance held allocated every hour. Its compute and that it does not
/// follow usage.
fn on_demand_always(h: &Held<'_, '_>, draft: &mut Draft) -> (Decimal, bool) {
    let instance_hours = Decimal::from(h.held) * h.hours;
    draft.billed_gpu_hours = instance_hours * h.gpi;
    let compute = instance_hours * h.od * h.ctx.periods;
    draft.item(CostKind::Compute, compute, false);
    (compute, false)
}

/// On demand, instances started as work comes and stopped when idle (`starts_per_day`
/// where the analyst states it). Its compute and that it follows usage.
fn on_demand_stopped(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    starts_per_day: Option<Quantity>,
) -> Result<(Decimal, bool), MoneyError> {
    let part = stopped_part(h.ctx, h.offer, 0, starts_per_day, false)?;
    draft.billed_gpu_hours = part.billed_gpu_hours;
    draft.starts_per_period = Some(part.starts);
    if !part.starts.is_zero() {
        draft.risks.push(Risk::RestartCapacity {
            starts_per_period: part.starts,
        });
    }
    let compute = part.items.iter().map(|i| i.amount).sum();
    draft.items.extend(part.items);
    Ok((compute, true))
}

/// Capacity blocks: booked per instance, `block_days` at a time, over the whole horizon
/// (blocks run across period ends), at the rate of when they are bought. Its compute and
/// that it follows usage.
fn capacity_block(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    block_days: u32,
    rate_per_instance_hour: Money,
) -> Result<(Decimal, bool), MoneyError> {
    let ctx = h.ctx;
    let rate = ctx.convert(rate_per_instance_hour)?;
    draft.rate = Some(super::InstanceRate::hourly(rate));
    let local: Vec<u8> = ctx.profile.slots.iter().map(|s| s.local_hour).collect();
    let horizon_hours =
        u64::from(ctx.case.horizon_years) * u64::from(crate::workload::HOURS_PER_YEAR);
    let blocks = blocks_booked(h.demand, &local, horizon_hours, block_days);
    let instance_hours = Decimal::from(blocks) * Decimal::from(block_days * 24);
    draft.billed_gpu_hours = instance_hours * h.gpi / ctx.periods;
    let cost = instance_hours * rate;
    draft.item(CostKind::CapacityBlocks, cost, true);
    draft.risks.push(Risk::BlockPriceAtPurchase);
    Ok((cost, true))
}

/// A server billed by the month: every instance held, every month of the horizon, whatever
/// the hours in use. Its compute and that it does not follow usage.
fn monthly_billed(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    per_instance_month: Money,
    term_months: Option<u32>,
) -> Result<(Decimal, bool), MoneyError> {
    let monthly = h.ctx.convert(per_instance_month)?;
    draft.rate = Some(super::InstanceRate {
        per: super::RatePeriod::InstanceMonth,
        // A monthly reservation's term (months of 730 h), which its name says.
        term_hours: term_months.map(|m| m.saturating_mul(crate::workload::HOURS_PER_YEAR / 12)),
        ..super::InstanceRate::hourly(monthly)
    });
    draft.billed_gpu_hours = Decimal::from(h.held) * h.hours * h.gpi;
    let compute = Decimal::from(h.held) * monthly * h.ctx.months;
    draft.item(CostKind::Compute, compute, false);
    Ok((compute, false))
}

/// A savings plan: a commitment per hour, used or lost in that hour, on-demand above it,
/// renewed in whole terms over the horizon. Its compute and whether it follows usage.
fn savings_plan(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    term_years: u32,
    rate_per_instance_hour: Money,
    commitment_per_hour: Money,
    usage: Usage,
    payment: SavingsPlanPayment,
) -> Result<(Decimal, bool), MoneyError> {
    let rate = h.ctx.convert(rate_per_instance_hour)?;
    // The term and the payment name the plan: two plans of one offer differ by them.
    draft.rate = Some(super::InstanceRate {
        term_hours: Some(term_years.saturating_mul(crate::workload::HOURS_PER_YEAR)),
        payment: Some(payment),
        ..super::InstanceRate::hourly(rate)
    });
    let years = if term_years == 1 { "year" } else { "years" };
    let paid = payment.key().replace('_', " ");
    draft.label = format!(
        "{}, savings plan, {term_years} {years}, {paid}",
        h.offer.label
    );
    let commitment = h.ctx.convert(commitment_per_hour)?;
    let per_hour = match usage {
        Usage::Always => vec![Decimal::from(h.held); h.demand.len()],
        Usage::StoppedWhenIdle => {
            let u = stopped_when_idle(h.demand, restart_hours(h.offer));
            draft.starts_per_period = Some(u.starts);
            if !u.starts.is_zero() {
                draft.risks.push(Risk::RestartCapacity {
                    starts_per_period: u.starts,
                });
            }
            u.per_hour
        }
    };
    // Each hour's commitment buys `covered` instance-hours in that hour only.
    let covered = commitment / rate;
    let overflow: Decimal = per_hour
        .iter()
        .map(|u| (*u - covered).max(Decimal::ZERO))
        .sum();
    let unused: Decimal = per_hour
        .iter()
        .map(|u| (covered - *u).max(Decimal::ZERO))
        .sum();
    draft.billed_gpu_hours = sum(&per_hour) * h.gpi;
    let follows = usage == Usage::StoppedWhenIdle;
    draft.item(
        CostKind::Commitment,
        commitment * h.hours * h.ctx.periods,
        false,
    );
    draft.item(
        CostKind::OnDemandOverflow,
        overflow * h.od * h.ctx.periods,
        follows,
    );
    // Plans are sold for whole terms and renewed to cover the horizon: what the last
    // term still commits after it is owed whatever is chosen then.
    let horizon = h.ctx.case.horizon_years;
    let after = horizon.div_ceil((term_years).max(1)) * term_years - horizon;
    draft.timing.owed_months = after * 12;
    let owed = commitment * Decimal::from(after * crate::workload::HOURS_PER_YEAR);
    draft.item(CostKind::CommitmentAfterHorizon, owed, false);
    draft.item(CostKind::CapacityAfterHorizon, -owed, false);
    // Paid upfront: the payment option's share of each term's commitment at the
    // term's start, the rest monthly over every month of the terms, as a
    // reservation's upfront (`cashflow::Timing::upfront`).
    let share = payment.upfront_share();
    if !share.is_zero() {
        let term_hours = Decimal::from(term_years * crate::workload::HOURS_PER_YEAR);
        let terms = horizon.div_ceil((term_years).max(1));
        draft.timing.upfront = (0..terms)
            .map(|k| (k * term_years * 12, share * commitment * term_hours))
            .collect();
    }
    draft.risks.push(Risk::NoCapacityReserved);
    if !unused.is_zero() {
        draft.risks.push(Risk::UnusedCommitment {
            amount: unused * rate * h.ctx.periods,
        });
    }
    if after > 0 {
        draft
            .risks
            .push(Risk::CommitmentBeyondHorizon { term_years });
    }
    // The support plan takes its share of the commitment still owed too, as of a
    // reservation's last term: it is billed as compute when it falls due.
    let compute = commitment * h.hours * h.ctx.periods + overflow * h.od * h.ctx.periods + owed;
    Ok((compute, follows))
}

/// A capacity reservation: every reserved hour billed (the spares reserved too), on-demand
/// above it. Its compute and whether it follows usage.
fn capacity_reservation(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    reserved_instances: u32,
    discounted: Option<Money>,
) -> Result<(Decimal, bool), MoneyError> {
    let rate = match discounted {
        Some(m) => h.ctx.convert(m)?,
        None => h.od,
    };
    draft.rate = Some(super::InstanceRate::hourly(rate));
    // The spares are reserved beside the instances that serve.
    let reserved = Decimal::from(reserved_instances + h.spare) * h.hours;
    let above: Vec<u32> = h
        .demand
        .iter()
        .map(|d| d.saturating_sub(reserved_instances))
        .collect();
    let overflow = stopped_when_idle(&above, restart_hours(h.offer));
    draft.billed_gpu_hours = (reserved + overflow.billed_hours()) * h.gpi;
    let reservation = reserved * rate * h.ctx.periods;
    let overflow_cost = overflow.billed_hours() * h.od * h.ctx.periods;
    draft.item(CostKind::Reservation, reservation, false);
    draft.item(CostKind::OnDemandOverflow, overflow_cost, true);
    if !overflow.starts.is_zero() {
        draft.starts_per_period = Some(overflow.starts);
        draft.risks.push(Risk::RestartCapacity {
            starts_per_period: overflow.starts,
        });
    }
    Ok((reservation + overflow_cost, false))
}

/// A reservation with an upfront payment: the peak held every hour at the effective rate,
/// in whole terms. Its compute and whether it follows usage.
fn reserved(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    term_years: u32,
    hourly: Money,
    upfront: Money,
) -> Result<(Decimal, bool), MoneyError> {
    // Capacity held for the peak every hour, at the effective rate: the hourly
    // rate plus the upfront payment spread over the term's hours.
    let (hourly, upfront) = (h.ctx.convert(hourly)?, h.ctx.convert(upfront)?);
    let rate = effective_reserved_rate(term_years, hourly, upfront);
    draft.rate = Some(super::InstanceRate {
        amount: rate,
        per: super::RatePeriod::InstanceHour,
        hourly: Some(hourly),
        upfront: Some(upfront),
        term_hours: Some(term_years * crate::workload::HOURS_PER_YEAR),
        payment: None,
    });
    let peak = h.held;
    let instance_hours = Decimal::from(peak) * h.hours;
    draft.billed_gpu_hours = instance_hours * h.gpi;
    let reservation = instance_hours * rate * h.ctx.periods;
    draft.item(CostKind::Reservation, reservation, false);
    // Terms are bought whole: the last one may run past the horizon, and what it
    // still owes is paid whatever is chosen then.
    let horizon = h.ctx.case.horizon_years;
    let terms = horizon.div_ceil((term_years).max(1));
    let after = terms * term_years - horizon;
    // Paid upfront for each instance at the start of each term, the hourly rate
    // monthly over every month of the terms.
    draft.timing.owed_months = after * 12;
    draft.timing.upfront = (0..terms)
        .map(|k| (k * term_years * 12, Decimal::from(peak) * upfront))
        .collect();
    let owed = Decimal::from(peak) * Decimal::from(after * crate::workload::HOURS_PER_YEAR) * rate;
    draft.item(CostKind::CommitmentAfterHorizon, owed, false);
    draft.item(CostKind::CapacityAfterHorizon, -owed, false);
    if after > 0 {
        draft
            .risks
            .push(Risk::CommitmentBeyondHorizon { term_years });
    }
    Ok((reservation + owed, false))
}

/// Spot instances for the batch hours, on-demand stopped when idle for the interactive
/// ones. Its compute and whether it follows usage.
fn spot_batch(
    h: &Held<'_, '_>,
    draft: &mut Draft,
    rate: Money,
    overhead: Quantity,
) -> Result<(Decimal, bool), MoneyError> {
    let spot_rate = h.ctx.convert(rate)?;
    draft.rate = Some(super::InstanceRate::hourly(spot_rate));
    let gpus = h.offer.gpus_per_instance;
    let batch_demand: Vec<u32> = h
        .ctx
        .profile
        .slots
        .iter()
        .map(|s| instances_needed(s.batch_gpus, gpus))
        .collect();
    let batch: Decimal = batch_demand.iter().map(|&d| Decimal::from(d)).sum();
    // A spot instance boots and loads the model before each run of batch hours as
    // any instance does, and is kept through a gap shorter than that; the overhead
    // is the work interruptions take again.
    let spot_usage = stopped_when_idle(&batch_demand, restart_hours(h.offer));
    let spot_hours = batch * (Decimal::ONE + overhead.value())
        + (spot_usage.running_hours - batch)
        + spot_usage.restart_hours;
    let interactive: Vec<u32> = h
        .ctx
        .profile
        .slots
        .iter()
        .map(|s| instances_needed(s.productive_gpus - s.batch_gpus, gpus))
        .collect();
    let on_demand = stopped_when_idle(&interactive, restart_hours(h.offer));
    draft.billed_gpu_hours = (spot_hours + on_demand.billed_hours()) * h.gpi;
    draft.starts_per_period = Some(on_demand.starts);
    let spot = spot_hours * spot_rate * h.ctx.periods;
    let running = on_demand.running_hours * h.od * h.ctx.periods;
    let restarts = on_demand.restart_hours * h.od * h.ctx.periods;
    draft.item(CostKind::Spot, spot, true);
    draft.item(CostKind::Compute, running, true);
    draft.item(CostKind::Restarts, restarts, true);
    draft.risks.push(if batch.is_zero() {
        Risk::NoBatchHours
    } else {
        Risk::SpotInterruption
    });
    if !on_demand.starts.is_zero() {
        draft.risks.push(Risk::RestartCapacity {
            starts_per_period: on_demand.starts,
        });
    }
    Ok((spot + running + restarts, true))
}

/// The effective hourly rate of a reservation: `rate` plus `upfront` spread over the
/// term's hours (1 year: 8,760 h; 3 years: 26,280 h).
pub fn effective_reserved_rate(term_years: u32, rate: Decimal, upfront: Decimal) -> Decimal {
    let term_hours = Decimal::from(term_years.max(1) * crate::workload::HOURS_PER_YEAR);
    rate + upfront / term_hours
}

/// The kind of option `model` makes and the engine's English name of it (the option's
/// `label`; hosts name options in their language by [`OptionKind`]). Its key
/// ([`PricingModel::key`]) is the suffix of the option's id.
fn describe(model: &PricingModel) -> (OptionKind, &'static str) {
    match model {
        PricingModel::OnDemandAlways {} => (
            OptionKind::OnDemandAlways,
            "on-demand, allocated every hour",
        ),
        PricingModel::OnDemandStopped { .. } => {
            (OptionKind::OnDemandStopped, "on-demand, stopped when idle")
        }
        PricingModel::SavingsPlan { .. } => (OptionKind::SavingsPlan, "savings plan"),
        PricingModel::CapacityReservation { .. } => {
            (OptionKind::CapacityReservation, "capacity reservation")
        }
        PricingModel::CapacityBlock { .. } => (OptionKind::CapacityBlock, "capacity blocks"),
        PricingModel::Reserved { .. } => (OptionKind::Reserved, "reserved"),
        PricingModel::MonthlyBilled { .. } => (OptionKind::MonthlyBilled, "billed per month"),
        PricingModel::SpotBatch { .. } => (
            OptionKind::SpotBatch,
            "spot for batch, on-demand for interactive",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    /// A pricing model's name is spelt once: its key is the kind's model key and the tag
    /// a case file writes it with.
    #[test]
    fn a_pricing_model_s_key_is_its_kind_s_and_its_tag_in_the_case_file() {
        let models: Vec<PricingModel> = serde_json::from_str(
            r#"[
                {"on_demand_always": {}},
                {"on_demand_stopped": {"starts_per_day": null}},
                {"savings_plan": {"term_years": 1, "rate_per_instance_hour": "2.00 USD",
                    "commitment_per_hour": "10.00 USD", "usage": "always"}},
                {"capacity_reservation": {"reserved_instances": 1,
                    "discounted_rate_per_instance_hour": null}},
                {"capacity_block": {"block_days": 7, "rate_per_instance_hour": "2.00 USD"}},
                {"reserved": {"term_years": 1, "rate_per_instance_hour": "1.00 USD",
                    "upfront_per_instance": "100.00 USD"}},
                {"monthly_billed": {"per_instance_month": "1000.00 USD"}},
                {"spot_batch": {"rate_per_instance_hour": "0.50 USD",
                    "interruption_overhead": "0.05"}}
            ]"#,
        )
        .expect("one of each pricing model");
        for m in &models {
            let value = serde_json::to_value(m).expect("serialises");
            let tags: Vec<&String> = value.as_object().expect("one tag").keys().collect();
            assert_eq!(describe(m).0.model_key(), Some(m.key()), "{m:?}");
            assert_eq!(tags, [m.key()], "{m:?}");
        }
    }

    #[test]
    fn egress_tiers_price_each_band_once() {
        let tiers = [
            (Some(dec!(100)), dec!(0)),
            (Some(dec!(10240)), dec!(0.09)),
            (None, dec!(0.085)),
        ];
        assert_eq!(egress_per_month(dec!(50), &tiers), dec!(0));
        // 400 GB above the free 100 GB at 0.09.
        assert_eq!(egress_per_month(dec!(500), &tiers), dec!(36.00));
        // 10,140 GB at 0.09 plus 1,000 GB at 0.085.
        assert_eq!(egress_per_month(dec!(11240), &tiers), dec!(997.600));
        assert_eq!(egress_per_month(dec!(10), &[]), dec!(0));
    }
}
