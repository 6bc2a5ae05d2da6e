//! A single machine where the case needs the service to answer: one own server (or a
//! hybrid whose own base is one server) or one rented instance, for a case whose service
//! must answer without delay in some window or runs around the clock. A fault of that one
//! machine stops the service until it is repaired or replaced, so the engine lists it as
//! the option's first risk, with what a second machine would cost over the horizon (the
//! next step, N+1 redundancy as a requirement, is costed by the case when it states it).

use rust_decimal::Decimal;

use super::eligibility::Origin;
use super::own::{self, Fleet};
use super::{Context, OptionResult, RatePeriod, Risk};
use crate::case::PricingModel;
use crate::checklist::Concern;

/// Whether the case asks the service to answer: a must-answer window, or a service that
/// runs around the clock.
fn must_answer(ctx: &Context<'_>) -> bool {
    let stated = ctx
        .case
        .requirements
        .as_ref()
        .is_some_and(|r| !r.must_answer.is_empty());
    let around_the_clock = ctx
        .case
        .checklist
        .as_ref()
        .is_some_and(|c| c.concerns.contains(&Concern::Service24x7));
    stated || around_the_clock
}

/// The single-machine risk of `result`, when the case needs the service to answer and the
/// option serves its peak of `peak` GPUs (in the option's own GPUs) on one machine.
pub(crate) fn risk(
    ctx: &Context<'_>,
    result: &OptionResult,
    origin: &Origin<'_>,
    peak: u32,
) -> Result<Option<Risk>, crate::money::MoneyError> {
    // With spares asked for, the option holds them or says it holds none
    // (`Risk::SpareNotHeld`).
    if !must_answer(ctx) || peak == 0 || ctx.case.spares() > 0 {
        return Ok(None);
    }
    let second = match origin {
        Origin::Own(quote) => {
            if own::servers_for(quote, peak) != 1 || !quote.stages.iter().all(|s| s.servers == 0) {
                return Ok(None);
            }
            server_cost(ctx, quote)?
        }
        Origin::Hybrid { .. } => {
            let Some(h) = result.hybrid.as_ref() else {
                return Ok(None);
            };
            let quote = ctx.case.own.iter().find(|q| q.id == h.own_quote);
            match quote {
                Some(quote) if h.own_servers == 1 => server_cost(ctx, quote)?,
                _ => return Ok(None),
            }
        }
        Origin::Rent(offer, model) => {
            // Only a model that holds its instances stands on them; one that starts
            // instances as work comes has its own risk (a start can fail).
            let holds = model.holds_capacity() || matches!(model, PricingModel::SavingsPlan { .. });
            if !holds || peak.div_ceil(offer.gpus_per_instance.max(1)) != 1 {
                return Ok(None);
            }
            let Some(rate) = result.rate.as_ref() else {
                return Ok(None);
            };
            match rate.per {
                RatePeriod::InstanceHour => {
                    rate.amount
                        * Decimal::from(ctx.case.horizon_years)
                        * Decimal::from(crate::workload::HOURS_PER_YEAR)
                }
                RatePeriod::InstanceMonth => rate.amount * ctx.months,
            }
        }
    };
    Ok(Some(Risk::SingleMachine {
        own: !matches!(origin, Origin::Rent(..)),
        second,
    }))
}

/// What one more server of `quote`, as quoted, costs over the horizon: its purchase and
/// running costs pro rata of its service life, less its residual value, as the engine costs
/// the first.
fn server_cost(
    ctx: &Context<'_>,
    quote: &crate::case::OwnQuote,
) -> Result<Decimal, crate::money::MoneyError> {
    let one = Fleet {
        servers: 1,
        gpus: quote.gpus,
    };
    Ok(own::items(ctx, quote, one)?
        .0
        .iter()
        .map(|i| i.amount)
        .sum())
}
