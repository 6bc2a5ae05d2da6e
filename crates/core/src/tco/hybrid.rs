//! Hybrid: own GPUs for the base load, on-demand instances for the hours above it.
//!
//! docs/method.md section 3, "Hybrid". For every fleet that can be bought under the quote, from
//! none to the first that holds the peak, the own part costs that fleet's lifecycle and the
//! rented part bills instances started for the GPUs above it (stopped when idle). The fleet
//! with the lowest total is the answer; none is all-rent and the last is all-own, so the
//! hybrid never costs more than either of them. A server is never split: a 4-GPU quote
//! without free slots moves the own base in steps of 4; with free slots, cards go into them
//! one by one before the next server (`own::steps`). The hybrid buys its base in month 1:
//! the quote's stages belong to the own option.
//!
//! **Sized from the queue.** With imported metrics whose requests waited, an hour's demand
//! is its productive GPUs plus those its waiting requests would have kept busy
//! (`HourSlot::queued_gpus`): the rented part covers the demand above the own base, and
//! the fleets tried run up to the peak demand. The productive GPU-hours, the denominator
//! of every option, stay the measured ones, so the options are compared on the same work;
//! the detail names the GPU-hours rented for the queue. Without metrics the schedule's
//! peaks size it as before (no hour has queued GPUs).

use rust_decimal::Decimal;

use super::rent::{charges, stopped_part};
use super::{Context, CostItem, Draft, HybridDetail, HybridPoint, OptionKind, OptionResult, Risk};
use crate::case::{HybridInput, OwnQuote, RentOffer};
use crate::money::MoneyError;
use crate::tco::own::{self, Fleet};

struct Candidate {
    fleet: Fleet,
    items: Vec<CostItem>,
    billed_gpu_hours: Decimal,
    starts: Decimal,
}

fn candidate(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    offer: &RentOffer,
    fleet: Fleet,
) -> Result<Candidate, MoneyError> {
    let own_gpus = fleet.gpus;
    let mut items = own::items(ctx, quote, fleet)?;
    let part = stopped_part(ctx, offer, own_gpus, None, true)?;
    let rented = !part.billed_gpu_hours.is_zero();
    if rented {
        let compute: Decimal = part.items.iter().map(|i| i.amount).sum();
        let traffic_share = if ctx.productive_per_period.is_zero() {
            Decimal::ZERO
        } else {
            part.productive_gpu_hours / ctx.productive_per_period
        };
        items.extend(part.items);
        items.extend(charges(
            ctx,
            &offer.charges,
            part.peak_instances,
            compute,
            true,
            traffic_share,
        )?);
    }
    let own_hours = Decimal::from(own_gpus) * Decimal::from(ctx.profile.hours());
    Ok(Candidate {
        fleet,
        items,
        billed_gpu_hours: own_hours + part.billed_gpu_hours,
        starts: part.starts,
    })
}

/// GPU-hours rented for requests that waited: the demand above the own base, less the
/// productive GPUs above it.
fn queued_above(ctx: &Context<'_>, own_gpus: u32) -> u64 {
    ctx.profile
        .slots
        .iter()
        .map(|s| {
            u64::from(s.demand_gpus().saturating_sub(own_gpus))
                - u64::from(s.productive_gpus.saturating_sub(own_gpus))
        })
        .sum()
}

/// The hybrid option with the own GPU count that minimises the total.
pub(crate) fn option(ctx: &Context<'_>, input: &HybridInput) -> Result<OptionResult, MoneyError> {
    let peak = ctx.profile.peak_demand_gpus();
    let mut curve = Vec::new();
    let mut best: Option<(Decimal, Candidate)> = None;
    let quote = ctx.case.own.iter().find(|q| q.id == input.own);
    let offer = ctx.case.rent.iter().find(|o| o.id == input.rent);
    if let (Some(quote), Some(offer)) = (quote, offer) {
        for fleet in own::steps(quote, peak) {
            let c = candidate(ctx, quote, offer, fleet)?;
            // Chosen at each year's prices, as the option's total is taken.
            let mut priced = c.items.clone();
            super::escalate(ctx.case, &mut priced, &mut Default::default());
            let total: Decimal = priced.iter().map(|i| i.amount).sum();
            curve.push(HybridPoint {
                own_gpus: c.fleet.gpus,
                total_cost: total,
            });
            // Ties go to fewer own servers: less capital for the same cost.
            if best.as_ref().is_none_or(|(t, _)| total < *t) {
                best = Some((total, c));
            }
        }
    }
    let mut draft = Draft::new(
        "hybrid".into(),
        OptionKind::Hybrid,
        format!(
            "Hybrid: own {} for the base load, {} for peaks",
            input.own, input.rent
        ),
    );
    draft.productive_gpu_hours = ctx.productive_per_period;
    if let Some((_, c)) = best {
        draft.label = format!(
            "Hybrid: {} own GPUs ({}), peaks on {}",
            c.fleet.gpus, input.own, input.rent
        );
        draft.items = c.items;
        draft.billed_gpu_hours = c.billed_gpu_hours;
        if !c.starts.is_zero() {
            draft.starts_per_period = Some(c.starts);
            draft.risks.push(Risk::RestartCapacity {
                starts_per_period: c.starts,
            });
        }
        if c.fleet.gpus > 0 && c.fleet.gpus < peak {
            draft.risks.push(Risk::HybridOperations);
        }
        draft.hybrid = Some(HybridDetail {
            own_gpus: c.fleet.gpus,
            own_servers: c.fleet.servers,
            own_quote: input.own.clone(),
            rent_offer: input.rent.clone(),
            curve,
            queued_gpu_hours: queued_above(ctx, c.fleet.gpus),
        });
    }
    Ok(ctx.finish(draft))
}
