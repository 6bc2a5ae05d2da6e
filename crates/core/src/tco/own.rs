//! Owning: lifecycle cost over the service life, divided by the GPU-hours it provides.
//!
//! domain.md section 3: own cost per productive GPU-hour = lifecycle cost / (GPUs x
//! service-life hours x productive share); five years = 43,800 hours per GPU. The lifecycle
//! cost is purchase, licences, electricity (kWh at the site's PUE), rack space or
//! colocation, support and operating time, less the residual value. Over a horizon shorter
//! or longer than the service life the lifecycle cost is taken pro rata.
//!
//! A quote is one server, bought whole: the own option buys as many as the workload's peak
//! needs, and the hybrid moves in whole servers (issue 17: a quarter of a 4-GPU server was
//! once recommended).

use rust_decimal::Decimal;

use super::{Context, CostItem, CostKind, Draft, OptionKind, OptionResult, Risk, ServiceLife};
use crate::case::OwnQuote;
use crate::money::MoneyError;
use crate::workload::HOURS_PER_YEAR;

/// Whole servers of `quote` that hold `gpus` GPUs: a quote prices one indivisible server, so
/// 8 GPUs on a 4-GPU quote are two servers and 5 GPUs are two as well; at least one.
pub fn servers_for(quote: &OwnQuote, gpus: u32) -> u32 {
    gpus.div_ceil(quote.gpus.max(1)).max(1)
}

/// The lifecycle cost items of `servers` whole servers bought under `quote`, over the
/// horizon: the quote's figures times the servers, pro rata of the service life.
pub(crate) fn items(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    servers: u32,
) -> Result<(Vec<CostItem>, Decimal), MoneyError> {
    let life = Decimal::from(quote.service_life_years);
    let hours_per_year = Decimal::from(HOURS_PER_YEAR);
    let lifecycle = [
        (CostKind::Purchase, ctx.convert(quote.purchase)?),
        (
            CostKind::Licences,
            ctx.convert(quote.licences_per_year)? * life,
        ),
        (
            CostKind::Electricity,
            quote.power_kw.value()
                * quote.pue.value()
                * hours_per_year
                * life
                * ctx.convert(quote.kwh_price)?,
        ),
        (
            CostKind::Colocation,
            ctx.convert(quote.colocation_per_month)? * Decimal::from(12) * life,
        ),
        (
            CostKind::HardwareSupport,
            ctx.convert(quote.support_per_year)? * life,
        ),
        (
            CostKind::Operations,
            quote.operating_hours_per_month.value()
                * ctx.convert(quote.operating_hour_rate)?
                * Decimal::from(12)
                * life,
        ),
        (CostKind::ResidualValue, -ctx.convert(quote.residual_value)?),
    ];
    // Multiply before dividing, so that one server over its own service life gives the
    // quote's figures exactly.
    let numerator = Decimal::from(ctx.case.horizon_years) * Decimal::from(servers);
    let denominator = life;
    let lifecycle_total: Decimal = lifecycle.iter().map(|(_, a)| *a).sum();
    let items = lifecycle
        .into_iter()
        .map(|(item, amount)| CostItem {
            item,
            amount: amount * numerator / denominator,
            follows_usage: false,
        })
        .collect();
    Ok((items, lifecycle_total * Decimal::from(servers)))
}

/// The own option: `servers` whole servers of `quote`.
pub(crate) fn option(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    servers: u32,
) -> Result<OptionResult, MoneyError> {
    let profile = ctx.profile;
    let gpus = servers * quote.gpus;
    let (items, lifecycle_cost) = items(ctx, quote, servers)?;
    let served: u64 = profile
        .slots
        .iter()
        .map(|s| u64::from(s.productive_gpus.min(gpus)))
        .sum();
    let unserved = profile.productive_gpu_hours() - served;
    let label = if servers == 1 {
        quote.label.clone()
    } else {
        format!("{servers} × {}", quote.label)
    };
    let mut draft = Draft::new(quote.id.clone(), OptionKind::Own, label);
    draft.items = items;
    draft.billed_gpu_hours = Decimal::from(u64::from(gpus) * u64::from(profile.hours()));
    draft.productive_gpu_hours = Decimal::from(served);
    draft.unserved_gpu_hours = Decimal::from(unserved);
    let life_hours = u64::from(quote.service_life_years) * u64::from(HOURS_PER_YEAR);
    let gpu_hours = u64::from(gpus) * life_hours;
    draft.service_life = Some(ServiceLife {
        servers,
        years: quote.service_life_years,
        gpu_hours,
        productive_gpu_hours: Decimal::from(served) * Decimal::from(life_hours)
            / Decimal::from(profile.hours()),
        lifecycle_cost,
        cost_per_gpu_hour: if gpu_hours == 0 {
            Decimal::ZERO
        } else {
            lifecycle_cost / Decimal::from(gpu_hours)
        },
    });
    if unserved > 0 {
        draft.risks.push(Risk::OwnCapacityShortfall {
            gpus,
            peak_gpus: profile.peak_gpus(),
        });
    }
    Ok(ctx.finish(draft))
}
