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
//!
//! **Counted in replicas.** With a replica's memory stated (`equivalence`), the own base
//! serves the whole replicas its GPUs hold, and the rented part runs the replicas above it
//! on the offer's GPUs: an own H200 pair and four rented H100 each serve one replica. No
//! replica is split across own and rented GPUs.

use rust_decimal::Decimal;

use super::equivalence::{ReplicaSizing, profile_for};
use super::rent::{charges, stopped_part};
use super::{
    Context, CostItem, Draft, HybridDetail, HybridPoint, OptionKind, OptionResult, Risk, growth,
};
use crate::case::{HybridInput, OwnQuote, RentOffer};
use crate::money::MoneyError;
use crate::tco::own::{self, Fleet};
use crate::workload::HourlyProfile;

struct Candidate {
    fleet: Fleet,
    items: Vec<CostItem>,
    /// The own base's replacements and worn-out residuals inside the horizon.
    one_offs: Vec<super::cashflow::OneOff>,
    billed_gpu_hours: Decimal,
    starts: Decimal,
}

/// The rented side's GPUs that the own `fleet` stands for: the same GPUs, or with replica
/// sizing the whole replicas the fleet holds, each on the offer's count.
fn base_in_rent(own: Option<ReplicaSizing>, rent: Option<ReplicaSizing>, fleet: Fleet) -> u32 {
    match (own, rent) {
        (Some(own), Some(rent)) => (fleet.gpus / own.option_gpus).saturating_mul(rent.option_gpus),
        _ => fleet.gpus,
    }
}

/// `ctx` is the reference's view, `rent_ctx` the offer's (the same without replica sizing);
/// `base` the own fleet in the offer's GPUs.
fn candidate(
    ctx: &Context<'_>,
    rent_ctx: &Context<'_>,
    quote: &OwnQuote,
    offer: &RentOffer,
    fleet: Fleet,
    base: u32,
) -> Result<Candidate, MoneyError> {
    let own_gpus = fleet.gpus;
    let (mut items, one_offs) = own::items(ctx, quote, fleet)?;
    let part = stopped_part(rent_ctx, offer, base, None, true)?;
    let rented = !part.billed_gpu_hours.is_zero();
    if rented {
        let compute: Decimal = part.items.iter().map(|i| i.amount).sum();
        let traffic_share = if rent_ctx.productive_per_period.is_zero() {
            Decimal::ZERO
        } else {
            part.productive_gpu_hours / rent_ctx.productive_per_period
        };
        items.extend(part.items);
        items.extend(charges(
            rent_ctx,
            &offer.charges,
            part.peak_instances,
            (compute, rent_ctx.foreign(offer.on_demand_per_instance_hour)),
            true,
            traffic_share,
        )?);
    }
    // Two stacks to run when the base is owned and the peaks are rented.
    if let Some(o) = &ctx.case.operations
        && rented
        && own_gpus > 0
    {
        items.push(CostItem {
            item: super::CostKind::SecondStack,
            amount: o.second_stack_hours_per_month.value() * ctx.convert(o.hour_rate)? * ctx.months,
            follows_usage: false,
            share_of_capacity: false,
            currency: ctx.foreign(o.hour_rate),
        });
    }
    let own_hours = Decimal::from(own_gpus) * Decimal::from(ctx.profile.hours());
    Ok(Candidate {
        fleet,
        items,
        one_offs,
        billed_gpu_hours: own_hours + part.billed_gpu_hours,
        starts: part.starts,
    })
}

/// GPU-hours rented for requests that waited: the demand above the own base, less the
/// productive GPUs above it (in the offer's GPUs, `own_gpus` the base in them).
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

impl Candidate {
    /// The candidate as an option's draft, before its totals are taken.
    /// When its items are paid, where not monthly over the horizon.
    fn timing(&self) -> super::cashflow::Timing {
        super::cashflow::Timing {
            one_offs: self.one_offs.clone(),
            ..Default::default()
        }
    }

    fn draft(&self, ctx: &Context<'_>) -> Draft {
        let mut d = Draft::new("hybrid".into(), OptionKind::Hybrid, String::new());
        d.items = self.items.clone();
        d.timing = self.timing();
        d.billed_gpu_hours = self.billed_gpu_hours;
        d.productive_gpu_hours = ctx.productive_per_period;
        d.starts_per_period = Some(self.starts);
        d
    }
}

/// The hybrid when the demand grows over `years` (the reference's profiles, year 1
/// first): every fleet from none to the first that holds the last year's peak demand is
/// bought in month 1 and costed over each year's demand, its rented part renting the hours
/// above it year by year (`growth::combine`); the fleet with the lowest total at each
/// year's prices is the answer. The own base does not grow: stages belong to the own
/// option.
fn grown_option(
    ctx: &Context<'_>,
    input: &HybridInput,
    years: &[HourlyProfile],
) -> Result<OptionResult, MoneyError> {
    let quote = ctx.case.own.iter().find(|q| q.id == input.own);
    let offer = ctx.case.rent.iter().find(|o| o.id == input.rent);
    let own_sizing = quote.and_then(|q| ReplicaSizing::of(ctx.case, q.gpu_memory_gb));
    let rent_sizing = offer.and_then(|o| ReplicaSizing::of(ctx.case, o.gpu_memory_gb));
    let rent_years: Vec<HourlyProfile> = years
        .iter()
        .map(|p| profile_for(rent_sizing, p).into_owned())
        .collect();
    let peak = years
        .iter()
        .map(|p| profile_for(own_sizing, p).peak_demand_gpus())
        .max()
        .unwrap_or(0);
    let gctx = growth::context(ctx, None, years, years);
    let months = ctx.case.horizon_years * 12;
    let mut curve = Vec::new();
    let mut best: Option<(Decimal, (Draft, u32), Fleet)> = None;
    if let (Some(quote), Some(offer)) = (quote, offer) {
        (curve, best) = cheapest(&own::steps(quote, peak), |fleet| {
            let base = base_in_rent(own_sizing, rent_sizing, fleet);
            let mut drafts = Vec::with_capacity(years.len());
            for ((reference, rented), f) in
                years.iter().zip(&rent_years).zip(growth::factors(ctx.case))
            {
                let year_ctx = ctx.sized(None, reference).in_year(f);
                let rent_ctx = ctx.sized(rent_sizing, rented).in_year(f);
                let c = candidate(&year_ctx, &rent_ctx, quote, offer, fleet, base)?;
                drafts.push(c.draft(&year_ctx));
            }
            let combined = growth::combine(drafts, months);
            let total = super::priced_total(ctx, &combined.items, &combined.timing);
            Ok((total, (combined, base)))
        })?;
    }
    let Some((_, (mut draft, base), fleet)) = best else {
        return option_over_one_period(ctx, input);
    };
    draft.label = format!(
        "Hybrid: {} own GPUs ({}), peaks on {}",
        fleet.gpus, input.own, input.rent
    );
    let starts = draft.starts_per_period.unwrap_or_default();
    draft.starts_per_period = None;
    if !starts.is_zero() {
        draft.starts_per_period = Some(starts);
        draft.risks.push(Risk::RestartCapacity {
            starts_per_period: starts,
        });
    }
    if fleet.gpus > 0 && fleet.gpus < peak {
        draft.risks.push(Risk::HybridOperations);
    }
    // The hybrid buys no spare server: a failed one's work goes to instances started then.
    if ctx.case.spares() > 0 {
        draft.risks.push(Risk::SpareNotHeld {
            spares: ctx.case.spares(),
        });
    }
    let rent_ctx = ctx.sized(rent_sizing, &rent_years[0]);
    draft.hybrid = Some(HybridDetail {
        own_gpus: fleet.gpus,
        own_servers: fleet.servers,
        own_quote: input.own.clone(),
        rent_offer: input.rent.clone(),
        curve,
        queued_gpu_hours: queued_above(&rent_ctx, base),
    });
    // The years' work, exactly, not the rounded capacity's GPU-hours.
    draft.productive_gpu_hours = gctx.productive_per_period - draft.unserved_gpu_hours;
    Ok(gctx.finish(draft))
}

/// With a demand that grows (`years`, the reference's profiles, year 1 first), the hybrid
/// with the own `fleet` costed over the whole horizon at each year's demand, year 1 first:
/// the drafts [`grown_option`] combines for that fleet, each finished on its own (no line
/// of later exchange rates). Empty without the hybrid's quote and offer.
pub(crate) fn by_year(
    ctx: &Context<'_>,
    input: &HybridInput,
    years: &[HourlyProfile],
    fleet: Fleet,
) -> Result<Vec<OptionResult>, MoneyError> {
    let quote = ctx.case.own.iter().find(|q| q.id == input.own);
    let offer = ctx.case.rent.iter().find(|o| o.id == input.rent);
    let (Some(quote), Some(offer)) = (quote, offer) else {
        return Ok(Vec::new());
    };
    let own_sizing = ReplicaSizing::of(ctx.case, quote.gpu_memory_gb);
    let rent_sizing = ReplicaSizing::of(ctx.case, offer.gpu_memory_gb);
    let base = base_in_rent(own_sizing, rent_sizing, fleet);
    let mut out = Vec::with_capacity(years.len());
    for (reference, f) in years.iter().zip(growth::factors(ctx.case)) {
        let rented = profile_for(rent_sizing, reference);
        let year_ctx = ctx.sized(None, reference).in_year(f);
        let rent_ctx = ctx.sized(rent_sizing, &rented).in_year(f);
        let c = candidate(&year_ctx, &rent_ctx, quote, offer, fleet, base)?;
        let mut draft = c.draft(&year_ctx);
        draft.hybrid = Some(HybridDetail {
            own_gpus: fleet.gpus,
            own_servers: fleet.servers,
            own_quote: input.own.clone(),
            rent_offer: input.rent.clone(),
            curve: Vec::new(),
            queued_gpu_hours: queued_above(&rent_ctx, base),
        });
        let mut result = year_ctx.finish(draft);
        result
            .breakdown
            .retain(|i| i.item != super::CostKind::ExchangeRates);
        out.push(result);
    }
    Ok(out)
}

/// The hybrid option with the own GPU count that minimises the total, over each year's
/// demand where it grows (`years`, empty otherwise).
pub(crate) fn option(
    ctx: &Context<'_>,
    input: &HybridInput,
    years: &[HourlyProfile],
) -> Result<OptionResult, MoneyError> {
    if years.is_empty() {
        option_over_one_period(ctx, input)
    } else {
        grown_option(ctx, input, years)
    }
}

/// The steps a search costed, and the cheapest with its total and what `cost` gave for it.
type Searched<T> = (Vec<HybridPoint>, Option<(Decimal, T, Fleet)>);

/// At most this many own bases are costed one by one; beyond, the search narrows.
const COST_EVERY_STEP_UP_TO: usize = 96;
/// Bases costed per pass of a narrowing search.
const SAMPLES_PER_PASS: usize = 32;

/// The cheapest of `steps` by `cost` (ties to the fewer own GPUs: less capital for the same
/// cost), and the curve of the steps costed, in GPU order. Up to
/// [`COST_EVERY_STEP_UP_TO`] steps every one is costed. A fleet of thousands of GPUs has
/// thousands of steps, each costed over every hour (and every year of a growing demand):
/// there each pass costs [`SAMPLES_PER_PASS`] evenly spaced steps of the window and the next
/// window is the one around the cheapest of them, until every step of the window is costed.
/// The curve then holds the steps costed, not every step.
fn cheapest<T, E>(
    steps: &[Fleet],
    mut cost: impl FnMut(Fleet) -> Result<(Decimal, T), E>,
) -> Result<Searched<T>, E> {
    let mut costed: std::collections::BTreeMap<usize, Decimal> = Default::default();
    let mut best: Option<(Decimal, T, Fleet, usize)> = None;
    let mut at = |i: usize, costed: &mut std::collections::BTreeMap<usize, Decimal>| {
        if costed.contains_key(&i) {
            return Ok(());
        }
        let (total, value) = cost(steps[i])?;
        costed.insert(i, total);
        if best
            .as_ref()
            .is_none_or(|(t, _, _, j)| total < *t || (total == *t && i < *j))
        {
            best = Some((total, value, steps[i], i));
        }
        Ok(())
    };
    if !steps.is_empty() {
        let (mut lo, mut hi) = (0, steps.len() - 1);
        loop {
            if hi - lo < COST_EVERY_STEP_UP_TO {
                for i in lo..=hi {
                    at(i, &mut costed)?;
                }
                break;
            }
            let stride = (hi - lo).div_ceil(SAMPLES_PER_PASS);
            for i in (lo..=hi).step_by(stride).chain([hi]) {
                at(i, &mut costed)?;
            }
            let centre = costed
                .range(lo..=hi)
                .min_by(|a, b| a.1.cmp(b.1).then(a.0.cmp(b.0)))
                .map_or(lo, |(i, _)| *i);
            (lo, hi) = (
                centre.saturating_sub(stride).max(lo),
                (centre + stride).min(hi),
            );
        }
    }
    let curve = costed
        .iter()
        .map(|(i, total)| HybridPoint {
            own_gpus: steps[*i].gpus,
            total_cost: *total,
        })
        .collect();
    Ok((curve, best.map(|(t, v, f, _)| (t, v, f))))
}

/// The hybrid option with the own GPU count that minimises the total.
fn option_over_one_period(
    ctx: &Context<'_>,
    input: &HybridInput,
) -> Result<OptionResult, MoneyError> {
    let mut curve = Vec::new();
    let mut best: Option<(Decimal, Candidate, u32)> = None;
    let quote = ctx.case.own.iter().find(|q| q.id == input.own);
    let offer = ctx.case.rent.iter().find(|o| o.id == input.rent);
    let own_sizing = quote.and_then(|q| ReplicaSizing::of(ctx.case, q.gpu_memory_gb));
    let rent_sizing = offer.and_then(|o| ReplicaSizing::of(ctx.case, o.gpu_memory_gb));
    let own_profile = profile_for(own_sizing, ctx.profile);
    let rent_profile = profile_for(rent_sizing, ctx.profile);
    let rent_ctx = ctx.sized(rent_sizing, &rent_profile);
    let peak = own_profile.peak_demand_gpus();
    if let (Some(quote), Some(offer)) = (quote, offer) {
        let found;
        (curve, found) = cheapest(&own::steps(quote, peak), |fleet| {
            let base = base_in_rent(own_sizing, rent_sizing, fleet);
            let c = candidate(ctx, &rent_ctx, quote, offer, fleet, base)?;
            // Chosen at each year's prices, as the option's total is taken.
            let total = super::priced_total(ctx, &c.items, &c.timing());
            Ok((total, (c, base)))
        })?;
        best = found.map(|(total, (c, base), _)| (total, c, base));
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
    if let Some((_, c, base)) = best {
        draft.label = format!(
            "Hybrid: {} own GPUs ({}), peaks on {}",
            c.fleet.gpus, input.own, input.rent
        );
        draft.items = c.items;
        draft.timing.one_offs = c.one_offs;
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
        // The hybrid buys no spare server: a failed one's work goes to instances started
        // then.
        if ctx.case.spares() > 0 {
            draft.risks.push(Risk::SpareNotHeld {
                spares: ctx.case.spares(),
            });
        }
        draft.hybrid = Some(HybridDetail {
            own_gpus: c.fleet.gpus,
            own_servers: c.fleet.servers,
            own_quote: input.own.clone(),
            rent_offer: input.rent.clone(),
            curve,
            queued_gpu_hours: queued_above(&rent_ctx, base),
        });
    }
    Ok(ctx.finish(draft))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fleets(n: u32) -> Vec<Fleet> {
        (0..n)
            .map(|g| Fleet {
                servers: g,
                gpus: g,
            })
            .collect()
    }

    /// Few bases: every one is costed, and a tie goes to the fewer own GPUs.
    #[test]
    fn few_bases_are_all_costed_and_a_tie_goes_to_fewer_gpus() {
        let steps = fleets(40);
        let (curve, best) = cheapest(&steps, |f| {
            // Flat from 10 to 20 GPUs: 10 wins.
            let g = i64::from(f.gpus);
            Ok::<_, ()>((Decimal::from((g - 15).abs().max(5)), ()))
        })
        .unwrap();
        assert_eq!(curve.len(), 40);
        assert_eq!(
            best.map(|(t, _, f)| (t, f.gpus)),
            Some((Decimal::from(5), 10))
        );
    }

    /// Thousands of bases (a fleet of thousands of GPUs): the narrowing search finds the
    /// cheapest of a cost that falls, then rises, costing a small part of them.
    #[test]
    fn many_bases_are_searched_by_narrowing_to_the_cheapest() {
        let steps = fleets(5_000);
        let mut calls = 0;
        let (curve, best) = cheapest(&steps, |f| {
            calls += 1;
            let g = i64::from(f.gpus);
            Ok::<_, ()>((Decimal::from((g - 3_217).pow(2)), ()))
        })
        .unwrap();
        assert_eq!(best.map(|(_, _, f)| f.gpus), Some(3_217));
        assert_eq!(curve.len(), calls);
        assert!(calls < 250, "{calls} bases costed of 5,000");
        assert!(curve.windows(2).all(|w| w[0].own_gpus < w[1].own_gpus));
    }
}
