//! The TCO engine's terms, as message ids the report and the workbook both use.

use gpucase_core::tco::CostKind;

/// The message id of a cost line (`cost-purchase`, `cost-egress`, …), in report.ftl.
pub fn cost_message_id(kind: CostKind) -> &'static str {
    match kind {
        CostKind::Purchase => "cost-purchase",
        CostKind::Licences => "cost-licences",
        CostKind::Electricity => "cost-electricity",
        CostKind::Colocation => "cost-colocation",
        CostKind::HardwareSupport => "cost-hardware-support",
        CostKind::Operations => "cost-operations",
        CostKind::ResidualValue => "cost-residual-value",
        CostKind::ResaleValue => "cost-resale-value",
        CostKind::Compute => "cost-compute",
        CostKind::Restarts => "cost-restarts",
        CostKind::Commitment => "cost-commitment",
        CostKind::CommitmentAfterHorizon => "cost-commitment-after-horizon",
        CostKind::CapacityAfterHorizon => "cost-capacity-after-horizon",
        CostKind::OnDemandOverflow => "cost-on-demand-overflow",
        CostKind::Reservation => "cost-reservation",
        CostKind::CapacityBlocks => "cost-capacity-blocks",
        CostKind::Spot => "cost-spot",
        CostKind::Storage => "cost-storage",
        CostKind::Egress => "cost-egress",
        CostKind::Ipv4 => "cost-ipv4",
        CostKind::Setup => "cost-setup",
        CostKind::SupportPlan => "cost-support-plan",
        CostKind::RentOperations => "cost-rent-operations",
        CostKind::Bandwidth => "cost-bandwidth",
        CostKind::SecondStack => "cost-second-stack",
        CostKind::ExchangeRates => "cost-exchange-rates",
    }
}

/// The arguments of `price-changes` (report.ftl), which the report and the CLI both say
/// under the options: the yearly changes the totals assume, signed; `None` when prices stay
/// as they are today.
pub fn price_change_args(
    loc: &crate::Localizer,
    c: &gpucase_core::tco::Comparison,
) -> Option<crate::Args> {
    if c.rent_change.is_zero() && c.electricity_change.is_zero() {
        return None;
    }
    let signed = |d: rust_decimal::Decimal| {
        let p = loc.percent(d.abs(), 2);
        if d.is_sign_negative() && !d.is_zero() {
            format!("−{p}")
        } else {
            format!("+{p}")
        }
    };
    Some(
        crate::Args::new()
            .str("rent", signed(c.rent_change))
            .str("electricity", signed(c.electricity_change)),
    )
}

/// The first and the last day of a bill's period, written in the language (its end is
/// exclusive: a September bill ends at 1 October 00:00).
pub fn bill_days(loc: &crate::Localizer, p: &gpucase_core::billed::PaidToday) -> (String, String) {
    let day = |t: jiff::Timestamp| loc.date(t.to_zoned(jiff::tz::TimeZone::UTC).date());
    let from = p
        .period_start
        .parse::<jiff::Timestamp>()
        .map_or_else(|_| p.period_start.clone(), day);
    let to = p
        .period_end
        .parse::<jiff::Timestamp>()
        .ok()
        .and_then(|t| t.checked_sub(jiff::SignedDuration::from_secs(1)).ok())
        .map_or_else(|| p.period_end.clone(), day);
    (from, to)
}

/// `paid-today` (report.ftl), which the report and the CLI both say under the options
/// where the case holds the team's bills: what is paid today per billed and per productive
/// GPU-hour, the baseline; `None` without bills.
pub fn paid_today(loc: &crate::Localizer, c: &gpucase_core::tco::Comparison) -> Option<String> {
    let p = c.paid_today.as_ref()?;
    let money = |d: rust_decimal::Decimal, places: u32| loc.money(d, c.currency, places);
    let per = |d: Option<rust_decimal::Decimal>| d.map_or_else(|| "–".to_owned(), |d| money(d, 4));
    let (from, to) = bill_days(loc, p);
    let share = if p.billed_gpu_hours.is_zero() {
        rust_decimal::Decimal::ZERO
    } else {
        p.productive_gpu_hours / p.billed_gpu_hours
    };
    Some(
        loc.tr(
            "paid-today",
            &crate::Args::new()
                .str("from", from)
                .str("to", to)
                .str("effective", money(p.effective_cost, 2))
                .str("billed", loc.number(p.billed_gpu_hours.round_dp(0), 0))
                .str("per-billed", per(p.per_billed_gpu_hour))
                .str("per-productive", per(p.per_productive_gpu_hour))
                .str("share", loc.percent(share, 1))
                .str(
                    "basis",
                    match p.productive_from {
                        gpucase_core::billed::ProductiveFrom::Measured => "measured",
                        gpucase_core::billed::ProductiveFrom::Profile => "profile",
                    },
                )
                .str("list-per-billed", per(p.list_per_billed_gpu_hour)),
        ),
    )
}

/// `rate-as-paid` (report.ftl), one line per rented offer the case's bills price: the rate
/// paid and the list rate per instance-hour as billed, against the catalog's on-demand price
/// (`rate-as-paid-steps` with the negotiated rate between, where the bills give it); then
/// the bills' credits, said apart (`bills-credits-apart`).
pub fn rates_as_paid(
    loc: &crate::Localizer,
    case: &gpucase_core::Case,
    c: &gpucase_core::tco::Comparison,
) -> Vec<String> {
    let Some(p) = &c.paid_today else {
        return Vec::new();
    };
    let currency = c.currency;
    let money = |d: rust_decimal::Decimal| loc.money(d, currency, 4);
    p.rates
        .iter()
        .map(|r| {
            let label = case
                .rent
                .iter()
                .find(|o| o.id == r.rent)
                .map_or_else(|| r.rent.clone(), |o| o.label.clone());
            let variance = if r.catalog_on_demand.is_zero() {
                rust_decimal::Decimal::ZERO
            } else {
                r.effective_per_instance_hour / r.catalog_on_demand - rust_decimal::Decimal::ONE
            };
            let signed = {
                let v = loc.percent(variance.abs(), 1);
                if variance.is_sign_negative() && !variance.is_zero() {
                    format!("−{v}")
                } else {
                    format!("+{v}")
                }
            };
            let args = crate::Args::new()
                .str("offer", label)
                .str("billed-as", r.billed_as.clone())
                .str("paid", money(r.effective_per_instance_hour))
                .str("list", money(r.list_per_instance_hour))
                .str("catalog", money(r.catalog_on_demand))
                .str("variance", signed);
            // From the catalog to what was paid, a step at a time where the bills say the
            // negotiated price too.
            match r.contracted_per_instance_hour {
                Some(c) => loc.tr("rate-as-paid-steps", &args.str("contracted", money(c))),
                None => loc.tr("rate-as-paid", &args),
            }
        })
        .chain(p.credits.map(|c| {
            loc.tr(
                "bills-credits-apart",
                &crate::Args::new().str("credits", loc.money(c, currency, 2)),
            )
        }))
        .collect()
}

/// `later-rates` (report.ftl), which the report and the CLI both say under the options
/// where the case expects exchange rates to change: per currency, today's rate and each
/// later year's (docs/method.md "Exchange rates by year"); none without.
pub fn later_rates(loc: &crate::Localizer, case: &gpucase_core::Case) -> Vec<String> {
    let target = case.currency;
    let fx = gpucase_core::money::Converter::new(target, &case.exchange_rates);
    let mut currencies: Vec<gpucase_core::Currency> = case
        .exchange_rates
        .iter()
        .filter(|r| r.year.is_some())
        .flat_map(|r| [r.from, r.to])
        .filter(|c| *c != target)
        .collect();
    currencies.sort();
    currencies.dedup();
    let rate = |d: rust_decimal::Decimal| {
        // Up to 6 places, as a rate is written; a rate given the other way round is its
        // inverse, which does not end.
        let d = d.round_dp(6).normalize();
        loc.number(d, d.scale())
    };
    let mut out = Vec::new();
    for currency in currencies {
        let (Some(today), Some(years)) = (fx.factor(currency), fx.yearly(currency)) else {
            continue;
        };
        let mut later: Vec<u32> = case
            .exchange_rates
            .iter()
            .filter(|r| (r.from == currency || r.to == currency) && r.year.is_some())
            .filter_map(|r| r.year)
            .collect();
        later.sort_unstable();
        later.dedup();
        let list: Vec<String> = later
            .iter()
            .map(|&y| {
                loc.tr(
                    "later-rate",
                    &crate::Args::new()
                        .num("year", y)
                        .str("rate", rate(today * years.of_year(y))),
                )
            })
            .collect();
        out.push(
            loc.tr(
                "later-rates",
                &crate::Args::new()
                    .str("from", currency.code())
                    .str("to", target.code())
                    .str("today", rate(today))
                    .str("rates", list.join(", ")),
            ),
        );
    }
    out
}

/// `replica-sizing` (report.ftl), which the report and the CLI both say under the options
/// when capacity is counted in replicas served: the replica's memory, its GPUs on the
/// profile's fleet, and how many GPUs each own quote and rented offer runs it on; `None`
/// when the case states no replica memory.
pub fn replica_sizing(loc: &crate::Localizer, c: &gpucase_core::tco::Comparison) -> Option<String> {
    let replica = c.requirements.requirements.replica?;
    let memory = replica.memory_gb?;
    let mut seen: Vec<(String, String)> = Vec::new();
    for o in &c.options {
        let Some(s) = o.replica else { continue };
        // The options of one offer share its GPUs: named once, by the offer.
        let name = o.id.split('/').next().unwrap_or(&o.id).to_owned();
        if seen.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let count = if s.memory_known {
            loc.tr(
                "replica-sizing-gpus",
                &crate::Args::new().num("gpus", s.option_gpus),
            )
        } else {
            loc.tr("replica-sizing-unknown", &crate::Args::new())
        };
        seen.push((name, count));
    }
    let list = seen
        .iter()
        .map(|(n, g)| format!("{n} {g}"))
        .collect::<Vec<_>>()
        .join(&loc.tr("names-separator", &crate::Args::new()));
    Some(
        loc.tr(
            "replica-sizing",
            &crate::Args::new()
                .num("gb", memory.value())
                .num("reference", replica.gpus)
                .str("list", list),
        ),
    )
}

/// What the report and the CLI both say under the options when the demand grows: the
/// growth and each year's peak (`demand-growth`), then each stage gpucase chose for an own
/// option (`chosen-stage`, "gpucase buys 3 more cards for … in month 13"). Empty without
/// growth.
pub fn demand_growth(loc: &crate::Localizer, c: &gpucase_core::tco::Comparison) -> Vec<String> {
    let (Some(first), Some(last)) = (c.demand_by_year.first(), c.demand_by_year.last()) else {
        return Vec::new();
    };
    let share = c
        .demand_by_year
        .get(1)
        .map_or(rust_decimal::Decimal::ZERO, |y| {
            y.factor - rust_decimal::Decimal::ONE
        });
    let peaks = c
        .demand_by_year
        .iter()
        .map(|y| loc.number(rust_decimal::Decimal::from(y.peak_gpus), 0))
        .collect::<Vec<_>>()
        .join(&loc.tr("names-separator", &crate::Args::new()));
    let mut lines = vec![
        loc.tr(
            "demand-growth",
            &crate::Args::new()
                // As many places as the share has (0.6: 60 %, 0.125: 12.5 %).
                .str(
                    "share",
                    loc.percent(
                        share,
                        (share * rust_decimal::Decimal::ONE_HUNDRED)
                            .normalize()
                            .scale(),
                    ),
                )
                .str("peaks", peaks)
                .str(
                    "unit",
                    if c.growth_in_replicas.is_some() {
                        "replicas"
                    } else {
                        "gpus"
                    },
                )
                .num("years", last.year.max(first.year)),
        ),
    ];
    if let Some(busy) = c.growth_in_replicas.and_then(|g| g.busy) {
        lines.push(loc.tr(
            "demand-growth-headroom",
            &crate::Args::new().str("busy", loc.percent(busy, 0)).str(
                "headroom",
                loc.percent(rust_decimal::Decimal::ONE - busy, 0),
            ),
        ));
    }
    for o in &c.options {
        let Some(life) = &o.service_life else {
            continue;
        };
        for s in &life.chosen_stages {
            let what = match (s.cards, s.servers) {
                (_, 0) => "cards",
                (0, _) => "servers",
                _ => "both",
            };
            lines.push(
                loc.tr(
                    "chosen-stage",
                    &crate::Args::new()
                        .str("what", what)
                        .num("cards", s.cards)
                        .num("servers", s.servers)
                        // The quote's own name, as the analyst wrote it.
                        .str("option", o.label.as_str())
                        .num("month", s.month)
                        .str("price", loc.money(s.purchase, c.currency, 2)),
                ),
            );
        }
    }
    lines
}

/// What the report, the CLI and the desktop say of the tax the present values are taken
/// after (`tax-rule`); `None` without a tax.
pub fn tax_rule(loc: &crate::Localizer, c: &gpucase_core::tco::Comparison) -> Option<String> {
    c.tax.map(|t| {
        loc.tr(
            "tax-rule",
            &crate::Args::new()
                .str("rate", loc.percent(t.rate.value(), 2))
                .num("years", t.depreciation_years),
        )
    })
}

/// The message id of the present-value figure's label: after tax where the case sets one.
pub fn present_value_label(c: &gpucase_core::tco::Comparison) -> &'static str {
    if c.tax.is_some() {
        "option-present-value-after-tax"
    } else {
        "option-present-value"
    }
}
