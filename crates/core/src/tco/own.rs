//! Owning: lifecycle cost over the service life, divided by the GPU-hours it provides.
//!
//! docs/method.md section 3: own cost per productive GPU-hour = lifecycle cost / (GPUs x
//! service-life hours x productive share); five years = 43,800 hours per GPU. The lifecycle
//! cost is purchase, licences, electricity (kWh at the site's PUE), rack space or
//! colocation, support and operating time, less the residual value. Over a horizon shorter
//! or longer than the service life the lifecycle cost is taken pro rata.
//!
//! A quote is a server. Without free slots it is bought whole, so the own side moves in
//! whole servers (issue 17: a quarter of a 4-GPU server was once recommended); with free
//! slots ([`CardSlots`](crate::case::CardSlots)) cards go into them first, then whole
//! servers follow. Per-server costs (chassis, colocation, support, staff, licences) count
//! per server, per-card costs (card, its power, its residual value) per card added.
//!
//! A quote with stages is bought as it stands in month 1 and grows at the stages' months:
//! each stage is paid in its month and runs, and is taken pro rata of the service life, for
//! the months from then to the horizon's end.

use rust_decimal::Decimal;

use super::cashflow::{OneOff, Staged};
use super::{
    ChosenStage, Context, CostItem, CostKind, Draft, Installed, OptionKind, OptionResult, Risk,
    ServiceLife,
};
use crate::case::{OwnQuote, ValueAtHorizon};
use crate::money::MoneyError;
use crate::workload::{HOURS_PER_MONTH, HOURS_PER_YEAR, HourlyProfile};

/// A fleet that can be bought under one quote: whole servers, and cards in them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fleet {
    /// Servers bought.
    pub servers: u32,
    /// GPUs in them: the quoted cards of every server plus the cards added.
    pub gpus: u32,
}

impl Fleet {
    /// No servers at all (the hybrid's all-rent end).
    pub const NONE: Fleet = Fleet {
        servers: 0,
        gpus: 0,
    };

    /// Cards bought into free slots, beyond those the servers are quoted with.
    pub fn added_cards(self, quote: &OwnQuote) -> u32 {
        self.gpus.saturating_sub(self.servers * quote.gpus)
    }
}

/// The smallest fleet of `quote` that holds `gpus` GPUs, at least one server: as few
/// servers as the slots allow, each with at least its quoted cards. 8 GPUs on a 4-GPU quote
/// without free slots are two servers; on a 4-card server with 8 slots, one with 4 cards
/// added.
pub fn fleet_for(quote: &OwnQuote, gpus: u32) -> Fleet {
    let servers = gpus.div_ceil(quote.slots()).max(1);
    Fleet {
        servers,
        gpus: gpus.max(servers * quote.gpus.max(1)),
    }
}

/// `fleet` with `spares` more servers, each as full as the fullest of the fleet, so that
/// any one failing can be replaced (the requirements' N+1).
pub fn with_spares(fleet: Fleet, spares: u32) -> Fleet {
    if spares == 0 || fleet.servers == 0 {
        return fleet;
    }
    let per_server = fleet.gpus.div_ceil(fleet.servers);
    Fleet {
        servers: fleet.servers + spares,
        gpus: fleet.gpus + spares * per_server,
    }
}

/// Whole servers of `quote` that hold `gpus` GPUs (see [`fleet_for`]).
pub fn servers_for(quote: &OwnQuote, gpus: u32) -> u32 {
    fleet_for(quote, gpus).servers
}

/// Every fleet that can be bought under `quote`, from none to the first that holds `gpus`,
/// in increasing GPUs: the steps a hybrid's own base moves in (0, 4, 8 … for a 4-GPU quote
/// without free slots; 0, 4, 5, 6, 7, 8, 12 … for 4 cards in 8 slots).
pub fn steps(quote: &OwnQuote, gpus: u32) -> Vec<Fleet> {
    let top = fleet_for(quote, gpus).gpus;
    let mut steps = vec![Fleet::NONE];
    for g in 1..=top {
        let f = fleet_for(quote, g);
        if steps.last().is_none_or(|last| last.gpus < f.gpus) {
            steps.push(f);
        }
    }
    steps
}

/// One purchase under a quote: `servers` as quoted and `cards` added, for `purchase` in
/// the case currency, running from month `from` (1 = the horizon's start).
struct Part {
    from: u32,
    servers: u32,
    cards: u32,
    purchase: Decimal,
}

/// The cost kinds of the lifecycle, in the order the breakdown lists them.
const KINDS: [CostKind; 8] = [
    CostKind::Purchase,
    CostKind::Licences,
    CostKind::Electricity,
    CostKind::Colocation,
    CostKind::Bandwidth,
    CostKind::HardwareSupport,
    CostKind::Operations,
    CostKind::ResidualValue,
];

/// The place of the purchase and of the residual value in [`KINDS`].
const PURCHASE: usize = 0;
const RESIDUAL: usize = 7;

/// `part`'s lifecycle amounts over one service life, in the order of [`KINDS`].
fn lifecycle(ctx: &Context<'_>, quote: &OwnQuote, part: &Part) -> Result<[Decimal; 8], MoneyError> {
    let life = Decimal::from(quote.service_life_years);
    let hours_per_year = Decimal::from(HOURS_PER_YEAR);
    let (servers, cards) = (Decimal::from(part.servers), Decimal::from(part.cards));
    let (card_kw, card_residual) = match &quote.cards {
        Some(c) => (
            c.power_kw_per_card.value(),
            ctx.convert(c.residual_value_per_card)?,
        ),
        None => (Decimal::ZERO, Decimal::ZERO),
    };
    let kw = quote.power_kw.value() * servers + card_kw * cards;
    Ok([
        part.purchase,
        ctx.convert(quote.licences_per_year)? * life * servers,
        kw * quote.pue.value() * hours_per_year * life * ctx.convert(quote.kwh_price)?,
        ctx.convert(quote.colocation_per_month)? * Decimal::from(12) * life * servers,
        match quote.bandwidth_per_month {
            Some(b) => ctx.convert(b)? * Decimal::from(12) * life * servers,
            None => Decimal::ZERO,
        },
        ctx.convert(quote.support_per_year)? * life * servers,
        quote.operating_hours_per_month.value()
            * ctx.convert(quote.operating_hour_rate)?
            * Decimal::from(12)
            * life
            * servers,
        -(ctx.convert(quote.residual_value)? * servers + card_residual * cards),
    ])
}

/// The parts bought under `quote` for an own fleet `fleet`: the fleet in month 1, then the
/// quote's stages.
fn parts(ctx: &Context<'_>, quote: &OwnQuote, fleet: Fleet) -> Result<Vec<Part>, MoneyError> {
    let card_price = match &quote.cards {
        Some(c) => ctx.convert(c.card_price)?,
        None => Decimal::ZERO,
    };
    let cards = fleet.added_cards(quote);
    let mut parts = vec![Part {
        from: 1,
        servers: fleet.servers,
        cards,
        purchase: ctx.convert(quote.purchase)? * Decimal::from(fleet.servers)
            + card_price * Decimal::from(cards),
    }];
    for s in &quote.stages {
        parts.push(Part {
            from: s.month,
            servers: s.servers,
            cards: s.cards,
            purchase: ctx.convert(s.purchase)?,
        });
    }
    Ok(parts)
}

/// What a fleet's purchases cost over the horizon.
pub(crate) struct Costed {
    /// The lifecycle items over the horizon: running costs pro rata of the service life,
    /// purchases as paid and the value back as received (see [`as_paid`]).
    pub items: Vec<CostItem>,
    /// What the stages after month 1 add to them, and from which month.
    pub staged: Vec<Staged>,
    /// Replacements bought, and worn-out servers' residual values received, inside the
    /// horizon when it is longer than the service life.
    pub one_offs: Vec<OneOff>,
    /// The lifecycle cost of every part over its own full service life.
    pub lifecycle_cost: Decimal,
}

/// What the last server of a part is worth at the horizon's end.
#[derive(Clone, Copy)]
enum EndValue {
    /// Its book value, straight-line depreciation to the residual value over this many
    /// months (the service life's unless the quote states a depreciation period).
    BookOver(u32),
    /// This share of its purchase price (the analyst's resale estimate).
    Resale(Decimal),
}

impl EndValue {
    fn of(quote: &OwnQuote) -> Self {
        match quote.value_at_horizon {
            None => EndValue::BookOver(quote.service_life_years * 12),
            Some(ValueAtHorizon::BookValue { depreciation_years }) => {
                EndValue::BookOver(depreciation_years * 12)
            }
            Some(ValueAtHorizon::Resale { share_of_purchase }) => {
                EndValue::Resale(share_of_purchase.value())
            }
        }
    }
}

/// The kind of the line that carries what `quote`'s servers give back: the residual and
/// book value, or the resale estimate where the quote states one.
pub fn value_kind(quote: &OwnQuote) -> CostKind {
    match quote.value_at_horizon {
        Some(ValueAtHorizon::Resale { .. }) => CostKind::ResaleValue,
        _ => CostKind::ResidualValue,
    }
}

/// A part's purchases and the value it gives back over the horizon, as paid (issue 32).
struct AsPaid {
    /// Every purchase: the first when the part is bought, a replacement at the end of
    /// each service life that ends inside the horizon.
    purchases: Decimal,
    /// What comes back (negative): the residual value of each server worn out inside the
    /// horizon, and the book value of the last at the horizon's end.
    value_back: Decimal,
    /// The replacements and worn-out residuals.
    one_offs: Vec<OneOff>,
}

/// `purchase` paid for a part that runs `run` months of the horizon from month `from`
/// (1 = the horizon's start) with a service life of `life` months and a residual value of
/// `residual` at its end: paid at once when bought (month `from - 1`, the end of the month
/// before), and again at the end of each life that ends inside the horizon, when the
/// worn-out server's residual value comes back; at the horizon's end the last server is
/// worth `end`: by default its book value, the purchase less straight-line depreciation
/// to the residual value, `purchase - (purchase - residual) × months run / life` (the
/// nominal total then the pro-rata share, `(purchase - residual) × run / life`); over a
/// stated depreciation period `d` months, `purchase - (purchase - residual) × min(months
/// run, d) / d`; or the analyst's resale estimate, a share of the purchase.
fn as_paid(
    purchase: Decimal,
    residual: Decimal,
    (from, run, life): (u32, u32, u32),
    end: EndValue,
) -> AsPaid {
    let life = life.max(1);
    let bought = run.div_ceil(life).max(1);
    let worn_out = bought - 1;
    let last_run = run - worn_out * life;
    let book = match end {
        EndValue::BookOver(months) => {
            let months = months.max(1);
            purchase
                - (purchase - residual) * Decimal::from(last_run.min(months))
                    / Decimal::from(months)
        }
        EndValue::Resale(share) => share * purchase,
    };
    let mut one_offs = Vec::new();
    for i in 1..=worn_out {
        let month = from - 1 + i * life;
        for (item, amount) in [
            (CostKind::Purchase, purchase),
            (CostKind::ResidualValue, -residual),
        ] {
            one_offs.push(OneOff {
                part_from: from,
                month,
                item,
                amount,
            });
        }
    }
    AsPaid {
        purchases: purchase * Decimal::from(bought),
        value_back: -(residual * Decimal::from(worn_out) + book),
        one_offs,
    }
}

/// The lifecycle cost items of `parts` bought under `quote`, over the horizon: running
/// costs pro rata of the service life for the months each part runs, purchases and the
/// value back as paid ([`as_paid`]).
fn cost(ctx: &Context<'_>, quote: &OwnQuote, parts: &[Part]) -> Result<Costed, MoneyError> {
    let months = ctx.case.horizon_years * 12;
    let mut totals = [Decimal::ZERO; KINDS.len()];
    let mut staged = Vec::new();
    let mut one_offs = Vec::new();
    let mut lifecycle_cost = Decimal::ZERO;
    for part in parts {
        let amounts = lifecycle(ctx, quote, part)?;
        lifecycle_cost += amounts.iter().copied().sum::<Decimal>();
        let run = months + 1 - part.from.min(months + 1);
        let paid = as_paid(
            amounts[PURCHASE],
            -amounts[RESIDUAL],
            (part.from.max(1), run, quote.service_life_years * 12),
            EndValue::of(quote),
        );
        // Multiply before dividing, so that one server over its own service life gives the
        // quote's figures exactly; a part from month 1 runs the whole horizon.
        let (numerator, denominator) = if part.from <= 1 {
            (
                Decimal::from(ctx.case.horizon_years),
                Decimal::from(quote.service_life_years),
            )
        } else {
            (
                Decimal::from(months + 1 - part.from.min(months + 1)),
                Decimal::from(quote.service_life_years * 12),
            )
        };
        for (k, amount) in amounts.into_iter().enumerate() {
            let (share, later) = match KINDS[k] {
                CostKind::Purchase => (paid.purchases, paid.purchases - amount),
                CostKind::ResidualValue => (
                    paid.value_back,
                    paid.one_offs
                        .iter()
                        .filter(|o| o.item == CostKind::ResidualValue)
                        .map(|o| o.amount)
                        .sum(),
                ),
                _ => (amount * numerator / denominator, Decimal::ZERO),
            };
            totals[k] += share;
            // A stage's first purchase at its month, its book value at the horizon's end;
            // replacements and worn-out residuals are one-offs of their own.
            if part.from > 1 && !(share - later).is_zero() {
                staged.push(Staged {
                    from: part.from,
                    item: KINDS[k],
                    amount: share - later,
                    share_of_capacity: false,
                });
            }
        }
        one_offs.extend(paid.one_offs);
    }
    // The value back under its own name where it is a resale estimate.
    let kind = |k: CostKind| match k {
        CostKind::ResidualValue => value_kind(quote),
        k => k,
    };
    for s in &mut staged {
        s.item = kind(s.item);
    }
    for o in &mut one_offs {
        o.item = kind(o.item);
    }
    // The quote's field each line is priced from (a card's price and value count with the
    // server's: a quote is one vendor's).
    let priced_in = [
        quote.purchase,
        quote.licences_per_year,
        quote.kwh_price,
        quote.colocation_per_month,
        quote
            .bandwidth_per_month
            .unwrap_or(quote.colocation_per_month),
        quote.support_per_year,
        quote.operating_hour_rate,
        quote.residual_value,
    ];
    let items = KINDS
        .into_iter()
        .zip(totals)
        .zip(priced_in)
        .map(|((item, amount), money)| CostItem {
            item: kind(item),
            amount,
            follows_usage: false,
            share_of_capacity: false,
            currency: ctx.foreign(money),
        })
        .collect();
    Ok(Costed {
        items,
        staged,
        one_offs,
        lifecycle_cost,
    })
}

/// The lifecycle cost items of `fleet` bought under `quote` in month 1, without stages:
/// the hybrid's own base; with the replacements and worn-out residuals inside the horizon.
pub(crate) fn items(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    fleet: Fleet,
) -> Result<(Vec<CostItem>, Vec<OneOff>), MoneyError> {
    let mut parts = parts(ctx, quote, fleet)?;
    parts.truncate(1);
    let costed = cost(ctx, quote, &parts)?;
    Ok((costed.items, costed.one_offs))
}

/// GPU-hours of `profile` served by `gpus` GPUs in one period.
fn served_per_period(profile: &HourlyProfile, gpus: u32) -> u64 {
    profile
        .slots
        .iter()
        .map(|s| u64::from(s.productive_gpus.min(gpus)))
        .sum()
}

/// The fleet installed from each month on: month 1's, then after each stage.
fn installed(quote: &OwnQuote, first: Fleet) -> Vec<Installed> {
    let mut now = Installed {
        from_month: 1,
        servers: first.servers,
        gpus: first.gpus,
    };
    let mut list = vec![now];
    for s in &quote.stages {
        now = Installed {
            from_month: s.month,
            servers: now.servers + s.servers,
            gpus: now.gpus + s.servers * quote.gpus + s.cards,
        };
        list.push(now);
    }
    list
}

/// The draft of an own option bought as `first` in month 1 and grown to `last`:
/// its name, its costed items and their timing, the GPU-hours it holds and leaves unserved
/// per period (`hours`: billed, unserved), and its service life, whose productive
/// GPU-hours are measured on `profile` (the last year's where the demand grows).
#[allow(clippy::too_many_arguments)]
fn own_draft(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    (first, last): (Fleet, Installed),
    costed: Costed,
    (billed, unserved): (Decimal, Decimal),
    profile: &HourlyProfile,
    growth: Vec<Installed>,
    chosen_stages: Vec<ChosenStage>,
) -> Draft {
    let added = first.added_cards(quote);
    let label = match (first.servers, added) {
        (1, 0) => quote.label.clone(),
        (n, 0) => format!("{n} × {}", quote.label),
        (1, c) => format!("{} + {c} cards", quote.label),
        (n, c) => format!("{n} × {} + {c} cards", quote.label),
    };
    let mut draft = Draft::new(quote.id.clone(), OptionKind::Own, label);
    draft.items = costed.items;
    draft.timing.staged = costed.staged;
    draft.timing.one_offs = costed.one_offs;
    draft.billed_gpu_hours = billed;
    draft.productive_gpu_hours = ctx.productive_per_period - unserved;
    draft.unserved_gpu_hours = unserved;
    let life_hours = u64::from(quote.service_life_years) * u64::from(HOURS_PER_YEAR);
    let gpu_hours = u64::from(last.gpus) * life_hours;
    draft.service_life = Some(ServiceLife {
        servers: last.servers,
        years: quote.service_life_years,
        gpu_hours,
        productive_gpu_hours: Decimal::from(served_per_period(profile, ctx.usable(last.gpus)))
            * Decimal::from(life_hours)
            / Decimal::from(profile.hours()),
        lifecycle_cost: costed.lifecycle_cost,
        cost_per_gpu_hour: if gpu_hours == 0 {
            Decimal::ZERO
        } else {
            costed.lifecycle_cost / Decimal::from(gpu_hours)
        },
        growth: if growth.len() > 1 { growth } else { Vec::new() },
        chosen_stages,
    });
    draft
}

/// The own option of `quote`: without stages the smallest fleet that holds the profile's
/// peak; with stages the quote as it stands, growing at the stages' months.
pub(crate) fn option(ctx: &Context<'_>, quote: &OwnQuote) -> Result<OptionResult, MoneyError> {
    let profile = ctx.profile;
    let first = if quote.stages.is_empty() {
        fleet_for(quote, profile.peak_gpus())
    } else {
        fleet_for(quote, quote.gpus)
    };
    let serving = first;
    let first = with_spares(first, ctx.case.spares());
    let parts = parts(ctx, quote, first)?;
    let costed = cost(ctx, quote, &parts)?;
    let growth = installed(quote, first);
    let last = *growth.last().unwrap_or(&growth[0]);
    let months = ctx.case.horizon_years * 12;
    // Served and installed GPU-hours over the horizon, segment by segment; a stage's months
    // are average months (730 hours), like the horizon's.
    // Counted as what goes unserved, so that a fleet that serves every hour from month 1
    // on serves exactly the profile's productive GPU-hours.
    let (mut unserved, mut installed_hours) = (Decimal::ZERO, Decimal::ZERO);
    for (k, seg) in growth.iter().enumerate() {
        let end = growth.get(k + 1).map_or(months + 1, |n| n.from_month);
        let hours = Decimal::from((end - seg.from_month) * HOURS_PER_MONTH);
        let short =
            profile.productive_gpu_hours() - served_per_period(profile, ctx.usable(seg.gpus));
        if short > 0 {
            unserved += Decimal::from(short) * hours / Decimal::from(profile.hours());
        }
        installed_hours += Decimal::from(seg.gpus) * hours;
    }
    let (unserved, billed) = if growth.len() == 1 {
        (
            Decimal::from(
                profile.productive_gpu_hours() - served_per_period(profile, ctx.usable(first.gpus)),
            ),
            Decimal::from(u64::from(first.gpus) * u64::from(profile.hours())),
        )
    } else {
        (unserved / ctx.periods, installed_hours / ctx.periods)
    };
    let mut draft = own_draft(
        ctx,
        quote,
        (first, last),
        costed,
        (billed, unserved),
        profile,
        growth,
        Vec::new(),
    );
    if serving.gpus < profile.peak_gpus() {
        draft.risks.push(Risk::OwnCapacityShortfall {
            gpus: serving.gpus,
            peak_gpus: profile.peak_gpus(),
        });
    }
    Ok(ctx.finish(draft))
}

/// The stages gpucase chooses for `quote` bought as `first` when the demand grows over
/// `years` (in the option's GPUs): at the first month of each year whose peak exceeds the
/// GPUs installed, cards into the free slots while they hold the peak, else the whole
/// servers as quoted that the slots need, with cards for what their quoted cards leave.
fn choose_stages(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    first: Fleet,
    spare_gpus: u32,
    years: &[HourlyProfile],
) -> Result<Vec<ChosenStage>, MoneyError> {
    let card_price = match &quote.cards {
        Some(c) => ctx.convert(c.card_price)?,
        None => Decimal::ZERO,
    };
    let server_price = ctx.convert(quote.purchase)?;
    let slots = quote.slots();
    let mut now = first;
    let mut stages = Vec::new();
    for (year, profile) in (1u32..).zip(years).skip(1) {
        let need = profile.peak_gpus() + spare_gpus;
        if need <= now.gpus {
            continue;
        }
        // As few servers as the slots allow (none while the free slots hold the peak),
        // and cards for what the new servers' quoted cards leave: never a card the peak
        // does not need.
        let servers = need.div_ceil(slots).saturating_sub(now.servers);
        let gpus = need.max(now.gpus + servers * quote.gpus);
        let cards = gpus - now.gpus - servers * quote.gpus;
        stages.push(ChosenStage {
            month: 12 * (year - 1) + 1,
            cards,
            servers,
            purchase: card_price * Decimal::from(cards) + server_price * Decimal::from(servers),
        });
        now = Fleet {
            servers: now.servers + servers,
            gpus,
        };
    }
    Ok(stages)
}

/// The own option of `quote` when the demand grows over `years` (each year's profile in
/// the option's GPUs, year 1 first; `ctx`'s productive figures are the years' averages).
/// Without stages in the quote, gpucase buys what year 1's peak needs and chooses the
/// stages the later years need ([`choose_stages`]); with the analyst's stages, those
/// alone, and demand above the GPUs installed goes unserved.
pub(crate) fn grown_option(
    ctx: &Context<'_>,
    quote: &OwnQuote,
    years: &[HourlyProfile],
) -> Result<OptionResult, MoneyError> {
    let year_one = &years[0];
    // The spares are bought with year 1's fleet and kept spare as the fleet grows.
    let spares = ctx.case.spares();
    let (first, chosen) = if quote.stages.is_empty() {
        let serving = fleet_for(quote, year_one.peak_gpus());
        let first = with_spares(serving, spares);
        let spare_gpus = first.gpus - serving.gpus;
        (first, choose_stages(ctx, quote, first, spare_gpus, years)?)
    } else {
        (
            with_spares(fleet_for(quote, quote.gpus), spares),
            Vec::new(),
        )
    };
    let mut staged_quote = quote.clone();
    if !chosen.is_empty() {
        staged_quote.stages = chosen
            .iter()
            .map(|s| {
                Ok(crate::case::Stage {
                    month: s.month,
                    cards: s.cards,
                    servers: s.servers,
                    purchase: crate::money::Money::new(s.purchase, ctx.case.currency)?,
                })
            })
            .collect::<Result<_, MoneyError>>()?;
    }
    let quote = &staged_quote;
    let parts = parts(ctx, quote, first)?;
    let costed = cost(ctx, quote, &parts)?;
    let growth = installed(quote, first);
    let last = *growth.last().unwrap_or(&growth[0]);
    let months = ctx.case.horizon_years * 12;
    // Month by month: each month the year's demand against the GPUs then installed, a
    // month being an average one (730 hours), as the horizon's.
    let (mut unserved, mut installed_hours) = (Decimal::ZERO, Decimal::ZERO);
    let month_hours = Decimal::from(HOURS_PER_MONTH);
    for m in 1..=months {
        let profile = &years[((m - 1) / 12) as usize % years.len()];
        let gpus = growth
            .iter()
            .rev()
            .find(|s| s.from_month <= m)
            .map_or(first.gpus, |s| s.gpus);
        let short = profile.productive_gpu_hours() - served_per_period(profile, ctx.usable(gpus));
        if short > 0 {
            unserved += Decimal::from(short) * month_hours / Decimal::from(profile.hours());
        }
        installed_hours += Decimal::from(gpus) * month_hours;
    }
    let (unserved, billed) = (unserved / ctx.periods, installed_hours / ctx.periods);
    let last_year = &years[years.len() - 1];
    let mut draft = own_draft(
        ctx,
        quote,
        (first, last),
        costed,
        (billed, unserved),
        last_year,
        growth,
        chosen,
    );
    let peak = years
        .iter()
        .map(HourlyProfile::peak_gpus)
        .max()
        .unwrap_or(0);
    if !unserved.is_zero() {
        draft.risks.push(Risk::OwnCapacityShortfall {
            gpus: first.gpus,
            peak_gpus: peak,
        });
    }
    Ok(ctx.finish(draft))
}
