//! The appendix of inputs: every plan input, every charge, the machines, rates and money over time.

use super::*;

pub(crate) fn appendix(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    c: &Comparison,
    sel: &Selection,
    report_date: Date,
) {
    // The appendix follows on the same page where a good part of it fits: the page
    // budget of a memo is kept by not leaving half pages empty.
    flow.keep_together(60.0);
    flow.space(4.0);
    flow.heading(&w.t("heading-appendix"), HEADING);
    excluded_table(flow, w, c, sel);
    flow.paragraph(&w.t("appendix-intro"), Font::Regular, SMALL, 0.0);
    let shown_rent = shown_rent(case, sel);
    let others = case.rent.len() - shown_rent.len();
    if others > 0 {
        flow.paragraph(
            &w.tr(
                "appendix-inputs-shown",
                &Args::new().num("count", others as u64),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
    flow.space(1.0);
    pairs_wide(flow, &case_rows(w, case));
    let own_blocks: Vec<(String, Vec<(String, String)>)> = case
        .own
        .iter()
        .filter(|q| shown_own(case, sel).contains(&q.id.as_str()))
        .map(|o| (o.label.clone(), own_block(w, o)))
        .collect();
    side_by_side(flow, w, &w.t("appendix-own"), &own_blocks);
    let rent_blocks: Vec<(String, Vec<(String, String)>)> = case
        .rent
        .iter()
        .filter(|o| shown_rent.contains(&o.id.as_str()))
        .map(|o| {
            (
                gpucase_l10n::options::rent_name(w.loc, case, &o.id),
                rent_block(w, o, &case.shortlist, report_date),
            )
        })
        .collect();
    side_by_side(flow, w, &w.t("appendix-rent"), &rent_blocks);
    if let Some(h) = &case.hybrid {
        flow.space(1.0);
        pairs_wide(
            flow,
            &[(
                w.t("appendix-hybrid"),
                w.tr(
                    "appendix-hybrid-value",
                    &Args::new().str("own", label_of_own(case, &h.own)).str(
                        "rent",
                        gpucase_l10n::options::rent_name(w.loc, case, &h.rent),
                    ),
                ),
            )],
        );
    }
}

/// The case's own inputs: the workload, money over time and the currencies, the
/// requirements.
fn case_rows(w: &Words<'_>, case: &Case) -> Vec<(String, String)> {
    let wl = &case.workload;
    let period = match &wl.period {
        Period::GenericMonth { hours, workdays } => w.tr(
            "appendix-period-generic",
            &Args::new()
                .str("hours", w.integer(u64::from(*hours)))
                .str("workdays", w.integer(u64::from(*workdays))),
        ),
        Period::CalendarMonth {
            month,
            time_zone,
            holidays,
        } => w.tr(
            "appendix-period-calendar",
            &Args::new()
                .str("month", month.as_str())
                .str("zone", time_zone.as_str())
                .num("holidays", holidays.len() as u64),
        ),
    };
    let mut rows = vec![
        (w.t("appendix-case"), format!("{} ({})", case.name, case.id)),
        (w.t("appendix-currency"), case.currency.code().to_owned()),
        (
            w.t("appendix-horizon"),
            w.tr(
                "workload-years",
                &Args::new().num("years", case.horizon_years),
            ),
        ),
        (w.t("appendix-workload-gpus"), w.integer(u64::from(wl.gpus))),
        (w.t("appendix-workload-period"), period),
    ];
    for win in &wl.windows {
        let kind = match win.kind {
            WindowKind::Interactive => "interactive",
            WindowKind::Batch => "batch",
        };
        let days = match win.days {
            Days::Workdays => "workdays",
            Days::Weekends => "weekends",
            Days::EveryDay => "every_day",
        };
        rows.push((
            w.tr(
                "appendix-window",
                &Args::new().str("name", win.name.as_str()),
            ),
            w.tr(
                "appendix-window-value",
                &Args::new()
                    .str("kind", kind)
                    .str("days", w.tr("days", &Args::new().str("days", days)))
                    .str("start", format!("{:02}", win.start.hour()))
                    .str("end", format!("{:02}", win.end.hour()))
                    .num("gpus", win.gpus),
            ),
        ));
    }
    rows.push((w.t("appendix-storage"), q(w, wl.storage_gb)));
    rows.push((w.t("appendix-egress"), q(w, wl.egress_gb_per_month)));
    if let Some(g) = wl.growth_per_year {
        rows.push((w.t("xlsx-in-growth"), share(w, g.value())));
    }
    rows.extend(money_rows(w, case));
    rows.extend(requirement_rows(w, case));
    rows
}

/// Money over time and the currencies: every figure converted or discounted rests on them.
fn money_rows(w: &Words<'_>, case: &Case) -> Vec<(String, String)> {
    let mut rows = Vec::new();
    for r in &case.exchange_rates {
        rows.push((
            w.tr(
                if r.year.is_some() {
                    "xlsx-in-rate-year"
                } else {
                    "xlsx-in-rate"
                },
                &Args::new()
                    .str("from", r.from.code())
                    .str("to", r.to.code())
                    .num("year", r.year.unwrap_or(1)),
            ),
            w.tr(
                "appendix-rate-value",
                &Args::new()
                    .str("rate", q(w, r.rate))
                    .str("date", w.loc.date(r.date))
                    .str("source", r.source.as_str()),
            ),
        ));
    }
    if let Some(f) = &case.finance {
        rows.push((
            w.t("xlsx-in-discount-rate"),
            share(w, f.discount_rate_per_year.value()),
        ));
        if let Some(c) = f.rent_change_per_year {
            rows.push((w.t("xlsx-in-rent-change"), share(w, c.value())));
        }
        if let Some(c) = f.electricity_change_per_year {
            rows.push((w.t("xlsx-in-electricity-change"), share(w, c.value())));
        }
        if let Some(t) = f.tax {
            rows.push((w.t("xlsx-in-tax-rate"), share(w, t.rate.value())));
            rows.push((
                w.t("xlsx-in-tax-depreciation-years"),
                w.tr(
                    "workload-years",
                    &Args::new().num("years", t.depreciation_years),
                ),
            ));
        }
    }
    rows
}

/// What the case requires of an option it may recommend.
fn requirement_rows(w: &Words<'_>, case: &Case) -> Vec<(String, String)> {
    let mut rows = Vec::new();
    if let Some(r) = &case.requirements {
        if !r.must_answer.is_empty() {
            rows.push((
                w.t("appendix-must-answer"),
                r.must_answer.join(&w.t("list-separator")),
            ));
        }
        if let Some(m) = r.min_gpu_memory_gb {
            rows.push((w.t("appendix-min-gpu-memory"), q(w, m)));
        }
        if let Some(rep) = &r.replica {
            rows.push((
                w.t("appendix-replica"),
                w.tr(
                    "appendix-replica-value",
                    &Args::new()
                        .num("gpus", rep.gpus)
                        .str("nvlink", if rep.one_nvlink_domain { "yes" } else { "no" }),
                ),
            ));
            if let Some(m) = rep.memory_gb {
                rows.push((w.t("xlsx-in-replica-memory"), q(w, m)));
            }
        }
    }
    rows
}

/// An own quote's inputs, its growth (cards, stages) and its machine.
fn own_block(w: &Words<'_>, o: &gpucase_core::case::OwnQuote) -> Vec<(String, String)> {
    let mut block: Vec<(String, String)> = Vec::from([
        (field(w, "gpus"), w.integer(u64::from(o.gpus))),
        (field(w, "purchase"), money(w, &o.purchase)),
        (
            field(w, "licences_per_year"),
            money(w, &o.licences_per_year),
        ),
        (field(w, "power_kw"), q(w, o.power_kw)),
        (field(w, "pue"), q(w, o.pue)),
        (field(w, "kwh_price"), money(w, &o.kwh_price)),
        (
            field(w, "colocation_per_month"),
            money(w, &o.colocation_per_month),
        ),
        (field(w, "support_per_year"), money(w, &o.support_per_year)),
        (
            field(w, "operating_hours_per_month"),
            q(w, o.operating_hours_per_month),
        ),
        (
            field(w, "operating_hour_rate"),
            money(w, &o.operating_hour_rate),
        ),
        (
            field(w, "service_life_years"),
            w.integer(u64::from(o.service_life_years)),
        ),
        (field(w, "residual_value"), money(w, &o.residual_value)),
        (field(w, "value_at_horizon"), value_at_horizon(w, o)),
        (field(w, "source"), o.source.clone()),
    ]);
    if let Some(b) = &o.bandwidth_per_month {
        block.push((field(w, "bandwidth_per_month"), money(w, b)));
    }
    let mut growth = Vec::new();
    growth.extend(machine_rows(w, o.interconnect, o.gpu_memory_gb));
    if let Some(c) = &o.cards {
        growth.extend([
            (field(w, "slots"), w.integer(u64::from(c.slots))),
            (field(w, "card_price"), money(w, &c.card_price)),
            (field(w, "power_kw_per_card"), q(w, c.power_kw_per_card)),
            (
                field(w, "residual_value_per_card"),
                money(w, &c.residual_value_per_card),
            ),
        ]);
    }
    for (k, s) in o.stages.iter().enumerate() {
        growth.push((
            w.tr("appendix-stage", &Args::new().num("stage", k + 1)),
            w.tr(
                "appendix-stage-value",
                &Args::new()
                    .str("month", w.integer(u64::from(s.month)))
                    .str(
                        "what",
                        match (s.cards, s.servers) {
                            (_, 0) => "cards",
                            (0, _) => "servers",
                            _ => "both",
                        },
                    )
                    .num("cards", s.cards)
                    .num("servers", s.servers)
                    .str("price", money(w, &s.purchase)),
            ),
        ));
    }
    block.extend(growth);
    block
}

/// A rent option's inputs: its offers (as `shortlist` holds them) with their prices and
/// ages, its machine, charges and pricing models.
fn rent_block(
    w: &Words<'_>,
    o: &gpucase_core::case::RentOffer,
    shortlist: &[gpucase_core::offer::Offer],
    report_date: Date,
) -> Vec<(String, String)> {
    // A figure no offer states is marked as the stated default it is.
    let assumed = |name: &str, value: String| {
        if o.assumed.iter().any(|a| a == name) {
            w.tr("appendix-assumed", &Args::new().str("value", value))
        } else {
            value
        }
    };
    let departures = o.departures(shortlist);
    let offers = o.offers_in(shortlist);
    // Every price of the option read on one day: its age, said once.
    let days: Vec<Option<&str>> = offers.iter().map(|r| r.fetched_at.get(..10)).collect();
    let read_together = match offers.first() {
        Some(first) if offers.len() > 1 && days.iter().all(|d| *d == days[0]) => {
            price_age(w, &first.fetched_at, report_date)
        }
        _ => None,
    };
    let pricing: Vec<String> = o
        .pricing
        .iter()
        .map(|p| {
            let key = p.key();
            let name = w.tr("appendix-pricing", &Args::new().str("model", key));
            // Two reservations of one offer differ by their terms.
            match p {
                gpucase_core::case::PricingModel::Reserved { term_years, .. }
                | gpucase_core::case::PricingModel::SavingsPlan { term_years, .. } => format!(
                    "{name} ({})",
                    w.tr("workload-years", &Args::new().num("years", *term_years))
                ),
                _ => name,
            }
        })
        .collect();
    let rows: Vec<(String, String)> = [
        (field(w, "provider"), w.provider(&o.provider).to_owned()),
        (
            field(w, "gpus_per_instance"),
            w.integer(u64::from(o.gpus_per_instance)),
        ),
        (
            field(w, "on_demand_per_instance_hour"),
            money(w, &o.on_demand_per_instance_hour),
        ),
        (
            field(w, "boot_minutes"),
            assumed("boot_minutes", q(w, o.boot_minutes)),
        ),
        (
            field(w, "model_load_minutes"),
            assumed("model_load_minutes", q(w, o.model_load_minutes)),
        ),
        (field(w, "pricing"), pricing.join(&w.t("list-separator"))),
        (field(w, "source"), o.source.clone()),
    ]
    .into_iter()
    .chain(offers.iter().enumerate().map(|(i, r)| {
        // The offer each price was read from, with the price's age on the report's
        // date, so that a reader sees where every figure comes from; said once, after
        // the last, where every price was read on one day.
        let last = i + 1 == offers.len();
        let price = match &read_together {
            Some(age) if last => format!(
                "{}{}{}",
                price_amount(w, &r.price),
                w.t("list-separator"),
                w.tr("price-age-all", &Args::new().str("age", age.as_str()))
            ),
            Some(_) => price_amount(w, &r.price),
            None => offer_price(w, &r.price, &r.fetched_at, report_date),
        };
        let mut line = format!("{}: {price}", r.key());
        if r.withdrawn {
            line = format!(
                "{line}{}{}",
                w.t("list-separator"),
                w.t("appendix-offer-withdrawn")
            );
        }
        let key = r.key().to_string();
        for d in departures.iter().filter(|d| d.offer == key) {
            line = format!(
                "{line}{}{}",
                w.t("list-separator"),
                w.tr(
                    "appendix-offer-departed",
                    &Args::new().str("amount", money(w, &d.in_case)),
                )
            );
        }
        (field(w, "offers"), line)
    }))
    .chain(machine_rows(w, o.interconnect, o.gpu_memory_gb))
    .chain(charge_rows(w, &o.charges))
    .chain(o.pricing.iter().flat_map(|p| pricing_rows(w, p)))
    .collect::<Vec<_>>();
    rows
}

/// "Field" in the appendix's words.
fn field(w: &Words<'_>, name: &str) -> String {
    w.tr("appendix-field", &Args::new().str("field", name))
}

/// An amount in its own currency.
fn money(w: &Words<'_>, m: &gpucase_core::Money) -> String {
    gpucase_l10n::offer::money_any(w.loc, *m)
}

/// A quantity with up to four decimals.
fn q(w: &Words<'_>, v: gpucase_core::quantity::Quantity) -> String {
    quantity(w, v.value(), 4)
}

/// How a quote's or an offer's GPUs are joined and their memory, where the case states them.
pub(crate) fn machine_rows(
    w: &Words<'_>,
    interconnect: Option<gpucase_core::case::Interconnect>,
    memory: Option<gpucase_core::quantity::Quantity>,
) -> Vec<(String, String)> {
    let mut rows = Vec::new();
    if let Some(i) = interconnect {
        let kind = match i.kind {
            gpucase_core::case::InterconnectKind::Sxm => "sxm",
            gpucase_core::case::InterconnectKind::Nvl => "nvl",
            gpucase_core::case::InterconnectKind::Pcie => "pcie",
        };
        rows.push((
            w.t("appendix-interconnect"),
            w.tr(
                "appendix-interconnect-value",
                &Args::new().str("kind", kind).num("gpus", i.domain_gpus),
            ),
        ));
    }
    if let Some(m) = memory {
        rows.push((w.t("xlsx-in-gpu-memory"), quantity(w, m.value(), 4)));
    }
    rows
}

/// What a quote's servers are worth at the horizon's end, as the case states it.
pub(crate) fn value_at_horizon(w: &Words<'_>, q: &gpucase_core::case::OwnQuote) -> String {
    use gpucase_core::case::ValueAtHorizon;
    let args = match q.value_at_horizon {
        None => Args::new().str("basis", "book").str(
            "years",
            w.tr(
                "workload-years",
                &Args::new().num("years", q.service_life_years),
            ),
        ),
        Some(ValueAtHorizon::BookValue { depreciation_years }) => {
            Args::new().str("basis", "book").str(
                "years",
                w.tr(
                    "workload-years",
                    &Args::new().num("years", depreciation_years),
                ),
            )
        }
        Some(ValueAtHorizon::Resale { share_of_purchase }) => Args::new()
            .str("basis", "resale")
            .str("share", share(w, share_of_purchase.value())),
    };
    w.tr("appendix-value-at-horizon", &args)
}

/// A share as a percentage with the places it has (0.15: 15 %, 0.125: 12.5 %).
pub(crate) fn share(w: &Words<'_>, value: Decimal) -> String {
    let places = (value * Decimal::ONE_HUNDRED).normalize().scale();
    w.loc.percent(value, places)
}

/// Every charge of a rent offer outside the hourly price, as the case holds it (issue 18: a
/// reviewer rebuilds the figures from the PDF). The labels are the workbook's Inputs sheet's.
pub(crate) fn charge_rows(w: &Words<'_>, c: &gpucase_core::case::Charges) -> Vec<(String, String)> {
    let money = |m: &gpucase_core::Money| gpucase_l10n::offer::money_any(w.loc, *m);
    let mut rows = vec![(w.t("xlsx-in-storage-price"), money(&c.storage_per_gb_month))];
    for (i, tier) in c.egress_tiers.iter().enumerate() {
        let n = Args::new().num("tier", i + 1);
        let upto = tier.up_to_gb.map_or_else(
            || "∞".to_owned(),
            |g| format!("{} GB", quantity(w, g.value(), 2)),
        );
        rows.push((w.tr("xlsx-in-tier-up-to", &n), upto));
        rows.push((w.tr("xlsx-in-tier-price", &n), money(&tier.per_gb)));
    }
    rows.extend([
        (w.t("xlsx-in-ipv4"), money(&c.ipv4_per_month)),
        (w.t("xlsx-in-setup"), money(&c.setup_fee)),
        (w.t("xlsx-in-support-plan"), money(&c.support_per_month)),
        (
            w.t("xlsx-in-support-share"),
            share(w, c.support_share_of_compute.value()),
        ),
    ]);
    rows
}

/// A pricing model's own inputs (term, rates, commitment, usage, blocks, upfront), each on
/// its row under the model's name, as the workbook's Inputs sheet writes them.
pub(crate) fn pricing_rows(
    w: &Words<'_>,
    p: &gpucase_core::case::PricingModel,
) -> Vec<(String, String)> {
    use gpucase_core::case::{PricingModel, Usage};
    let money = |m: &gpucase_core::Money| gpucase_l10n::offer::money_any(w.loc, *m);
    let model = w.tr("appendix-pricing", &Args::new().str("model", p.key()));
    let years = |n: u32| w.tr("workload-years", &Args::new().num("years", n));
    let inputs: Vec<(&str, String)> = match p {
        PricingModel::OnDemandAlways {} => Vec::new(),
        PricingModel::OnDemandStopped { starts_per_day } => vec![(
            "xlsx-in-starts-per-day",
            starts_per_day
                .map_or_else(|| w.t("xlsx-starts-derived"), |s| quantity(w, s.value(), 2)),
        )],
        PricingModel::SavingsPlan {
            term_years,
            rate_per_instance_hour,
            commitment_per_hour,
            usage,
            payment,
        } => {
            let usage = match usage {
                Usage::Always => "always",
                Usage::StoppedWhenIdle => "stopped_when_idle",
            };
            vec![
                ("xlsx-in-term", years(*term_years)),
                ("xlsx-in-plan-rate", money(rate_per_instance_hour)),
                ("xlsx-in-commitment", money(commitment_per_hour)),
                (
                    "xlsx-in-usage",
                    w.tr("xlsx-usage", &Args::new().str("usage", usage)),
                ),
                (
                    "xlsx-in-payment",
                    w.tr("xlsx-payment", &Args::new().str("payment", payment.key())),
                ),
            ]
        }
        PricingModel::CapacityReservation {
            reserved_instances,
            discounted_rate_per_instance_hour,
        } => vec![
            (
                "xlsx-in-reserved",
                w.integer(u64::from(*reserved_instances)),
            ),
            (
                "xlsx-in-reserved-rate",
                discounted_rate_per_instance_hour
                    .as_ref()
                    .map_or_else(|| w.t("appendix-rate-on-demand"), money),
            ),
        ],
        PricingModel::CapacityBlock {
            block_days,
            rate_per_instance_hour,
        } => vec![
            (
                "xlsx-in-block-days",
                format!("{block_days} {}", w.t("xlsx-unit-days")),
            ),
            ("xlsx-in-block-rate", money(rate_per_instance_hour)),
        ],
        PricingModel::Reserved {
            term_years,
            rate_per_instance_hour,
            upfront_per_instance,
        } => vec![
            ("xlsx-in-term", years(*term_years)),
            ("xlsx-in-reserved-rate", money(rate_per_instance_hour)),
            ("xlsx-in-upfront", money(upfront_per_instance)),
        ],
        PricingModel::MonthlyBilled {
            per_instance_month, ..
        } => {
            vec![("xlsx-in-monthly-price", money(per_instance_month))]
        }
        PricingModel::SpotBatch {
            rate_per_instance_hour,
            interruption_overhead,
        } => vec![
            ("xlsx-in-spot-rate", money(rate_per_instance_hour)),
            (
                "xlsx-in-interruption",
                share(w, interruption_overhead.value()),
            ),
        ],
    };
    inputs
        .into_iter()
        .map(|(id, value)| (format!("{model}: {}", w.t(id)), value))
        .collect()
}

pub(crate) fn label_of_own(case: &Case, id: &str) -> String {
    case.own
        .iter()
        .find(|o| o.id == id)
        .map_or_else(|| id.to_owned(), |o| o.label.clone())
}
