//! Owning: lifecycle cost over the service life, divided by the GPU-hours it provides.
//!
//! domain.md section 3: own cost per productive GPU-hour = lifecycle cost / (GPUs x
//! service-life hours x productive share); five years = 43,800 hours per GPU. The lifecycle
//! cost is purchase, licences, electricity (kWh at the site's PUE), rack space or
//! colocation, support and operating time, less the residual value. Over a horizon shorter
//! or longer than the service life the lifecycle cost is taken pro rata.

use rust_decimal::Decimal;

use super::{Context, CostItem, CostKind, Draft, OptionKind, OptionResult, Risk, ServiceLife};
use crate::case::OwnQuote;
use crate::money::MoneyError;
use crate::workload::HOURS_PER_YEAR;

/// The lifecycle cost items of `gpus` GPUs bought under `quote`, over the horizon.
///
/// The quote's costs scale linearly per GPU (an own server can start with fewer cards and
/// grow, domain.md); with `gpus` equal to the quote's count they are the quote's own.
pub(crate) fn items(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    gpus: u32,
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
    // Multiply before dividing, so that the quote's own GPU count over its own service life
    // gives its figures exactly.
    let numerator = Decimal::from(ctx.case.horizon_years) * Decimal::from(gpus);
    let denominator = life * Decimal::from(quote.gpus);
    let lifecycle_total: Decimal = lifecycle.iter().map(|(_, a)| *a).sum();
    let items = lifecycle
        .into_iter()
        .map(|(item, amount)| CostItem {
            item,
            amount: amount * numerator / denominator,
            follows_usage: false,
        })
        .collect();
    Ok((
        items,
        lifecycle_total * Decimal::from(gpus) / Decimal::from(quote.gpus),
    ))
}

/// The own option for `gpus` GPUs under `quote`.
pub(crate) fn option(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    gpus: u32,
) -> Result<OptionResult, MoneyError> {
    let profile = ctx.profile;
    let (items, lifecycle_cost) = items(ctx, quote, gpus)?;
    let served: u64 = profile
        .slots
        .iter()
        .map(|s| u64::from(s.productive_gpus.min(gpus)))
        .sum();
    let unserved = profile.productive_gpu_hours() - served;
    let mut draft = Draft::new(quote.id.clone(), OptionKind::Own, quote.label.clone());
    draft.items = items;
    draft.billed_gpu_hours = Decimal::from(u64::from(gpus) * u64::from(profile.hours()));
    draft.productive_gpu_hours = Decimal::from(served);
    draft.unserved_gpu_hours = Decimal::from(unserved);
    let life_hours = u64::from(quote.service_life_years) * u64::from(HOURS_PER_YEAR);
    let gpu_hours = u64::from(gpus) * life_hours;
    draft.service_life = Some(ServiceLife {
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
