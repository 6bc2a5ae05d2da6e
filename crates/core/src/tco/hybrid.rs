//! Hybrid: own GPUs for the base load, on-demand instances for the hours above it.
//!
//! domain.md section 3, "Hybrid". For every own GPU count from 0 to the peak, the own part
//! costs its share of the quote's lifecycle and the rented part bills instances started
//! for the GPUs above the own count (stopped when idle). The count with the lowest total is
//! the answer; 0 is all-rent and the peak is all-own, so the hybrid never costs more than
//! either of them.

use rust_decimal::Decimal;

use super::rent::{charges, stopped_part};
use super::{Context, CostItem, Draft, HybridDetail, HybridPoint, OptionKind, OptionResult, Risk};
use crate::case::HybridInput;
use crate::money::MoneyError;
use crate::tco::own;

struct Candidate {
    own_gpus: u32,
    items: Vec<CostItem>,
    billed_gpu_hours: Decimal,
    starts: Decimal,
}

fn candidate(
    ctx: &Context<'_>,
    input: &HybridInput,
    own_gpus: u32,
) -> Result<Option<Candidate>, MoneyError> {
    let (Some(quote), Some(offer)) = (
        ctx.case.own.iter().find(|q| q.id == input.own),
        ctx.case.rent.iter().find(|o| o.id == input.rent),
    ) else {
        return Ok(None);
    };
    let (mut items, _) = own::items(ctx, quote, own_gpus)?;
    let part = stopped_part(ctx, offer, own_gpus, None)?;
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
    Ok(Some(Candidate {
        own_gpus,
        items,
        billed_gpu_hours: own_hours + part.billed_gpu_hours,
        starts: part.starts,
    }))
}

/// The hybrid option with the own GPU count that minimises the total.
pub(crate) fn option(ctx: &Context<'_>, input: &HybridInput) -> Result<OptionResult, MoneyError> {
    let peak = ctx.profile.peak_gpus();
    let mut curve = Vec::new();
    let mut best: Option<(Decimal, Candidate)> = None;
    for own_gpus in 0..=peak {
        let Some(c) = candidate(ctx, input, own_gpus)? else {
            break;
        };
        let total: Decimal = c.items.iter().map(|i| i.amount).sum();
        curve.push(HybridPoint {
            own_gpus,
            total_cost: total,
        });
        // Ties go to fewer own GPUs: less capital for the same cost.
        if best.as_ref().is_none_or(|(t, _)| total < *t) {
            best = Some((total, c));
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
            c.own_gpus, input.own, input.rent
        );
        draft.items = c.items;
        draft.billed_gpu_hours = c.billed_gpu_hours;
        if !c.starts.is_zero() {
            draft.starts_per_period = Some(c.starts);
            draft.risks.push(Risk::RestartCapacity {
                starts_per_period: c.starts,
            });
        }
        if c.own_gpus > 0 && c.own_gpus < peak {
            draft.risks.push(Risk::HybridOperations);
        }
        draft.hybrid = Some(HybridDetail {
            own_gpus: c.own_gpus,
            own_quote: input.own.clone(),
            rent_offer: input.rent.clone(),
            curve,
        });
    }
    Ok(ctx.finish(draft))
}
