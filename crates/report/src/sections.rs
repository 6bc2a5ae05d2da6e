//! The report's sections after the recommendation: workload (with the week heatmap and the
//! measured metrics), sensitivity and tornado, shortlisted offers, checklist, switching
//! notes, assumptions and sources, and the appendix of inputs.

use gpucase_core::checklist::{self, Concern, Question, Source};
use gpucase_core::measured::Measured;
use gpucase_core::offer::Offer;
use gpucase_core::tco::sensitivity::{curves, default_shares};
use gpucase_core::tco::tornado::{SWING, TornadoInput};
use gpucase_core::workload::{Days, HourlyProfile, Period, WindowKind};
use gpucase_core::{Case, Comparison};
use gpucase_l10n::Args;
use jiff::civil::Date;
use rust_decimal::Decimal;

use crate::charts;
use crate::layout::{Align, Column, Flow, Font, Row};
use crate::memo::Selection;
use crate::text::{Words, period_key, sentence};
use crate::{BODY, HEADING, ReportError, SMALL, pairs, pairs_wide};

/// A `YYYY-MM-DD…` string as a date in the report's language; as given when it is not one.
fn date_text(w: &Words<'_>, text: &str) -> String {
    text.get(..10)
        .and_then(|d| d.parse::<Date>().ok())
        .map_or_else(|| text.to_owned(), |d| w.loc.date(d))
}

/// The first and last local day of the measured period, in the report's language.
pub(crate) fn measured_period(w: &Words<'_>, m: &Measured) -> (String, String) {
    let days = m.days().unwrap_or_default();
    let first = days.first().map(|d| date_text(w, &d.date));
    let last = days.last().map(|d| date_text(w, &d.date));
    let unknown = || w.t("value-unknown");
    (first.unwrap_or_else(unknown), last.unwrap_or_else(unknown))
}

fn quantity(w: &Words<'_>, q: Decimal, max_dp: u32) -> String {
    let r = q.round_dp(max_dp).normalize();
    w.loc.number(r, r.scale())
}

pub(crate) fn workload(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    c: &Comparison,
    profile: Option<&HourlyProfile>,
) {
    let wl = &c.workload;
    let period = || Args::new().str("period", period_key(c));
    flow.heading(&w.t("heading-workload"), HEADING);
    pairs(
        flow,
        &[
            (
                w.tr("workload-hours", &period()),
                w.integer(u64::from(wl.hours_in_period)),
            ),
            (
                w.tr("workload-productive-hours", &period()),
                w.integer(u64::from(wl.productive_hours)),
            ),
            (
                w.tr("workload-productive-gpu-hours", &period()),
                w.integer(wl.productive_gpu_hours),
            ),
            (w.t("workload-fleet"), w.integer(u64::from(wl.fleet_gpus))),
            (w.t("workload-peak"), w.integer(u64::from(wl.peak_gpus))),
            (w.t("workload-share"), w.percent(wl.productive_share)),
            (
                w.t("workload-horizon"),
                w.tr("workload-years", &Args::new().num("years", c.horizon.years)),
            ),
        ],
    );
    flow.space(1.5);
    let measured = case.metrics.as_ref().filter(|m| m.use_as_profile);
    let source = match measured {
        Some(m) => {
            let (from, to) = measured_period(w, m);
            w.tr(
                "workload-source-measured",
                &Args::new()
                    .str("from", from)
                    .str("to", to)
                    .str("zone", m.time_zone.as_str())
                    .str("imported", date_text(w, &m.imported_at)),
            )
        }
        None => w.t("workload-source-schedule"),
    };
    flow.paragraph(&source, Font::Regular, SMALL, 0.0);

    if let Some(p) = profile {
        flow.heading(&w.t("heading-week"), HEADING - 2.0);
        flow.paragraph(&w.t("week-intro"), Font::Regular, SMALL, 0.0);
        flow.space(1.0);
        let days: Vec<String> = (0..7u32)
            .map(|d| w.tr("day-short", &Args::new().num("day", d)))
            .collect();
        charts::week(flow, &p.week_view(), &days, |n| {
            w.tr("week-legend", &Args::new().num("gpus", n))
        });
    }
    if let Some(m) = case.metrics.as_ref() {
        measured_metrics(flow, w, m);
    }
}

fn measured_metrics(flow: &mut Flow, w: &Words<'_>, m: &Measured) {
    let s = &m.summary;
    flow.heading(&w.t("heading-measured"), HEADING - 2.0);
    let with_data = s.total_gpu_hours.saturating_sub(s.no_data_gpu_hours);
    let share = if with_data > 0 {
        Decimal::from(s.productive_gpu_hours) / Decimal::from(with_data)
    } else {
        Decimal::ZERO
    };
    let unknown = || w.t("value-unknown");
    let pct = |q: Option<gpucase_core::quantity::Quantity>| {
        q.map_or_else(unknown, |v| w.percent(v.value()))
    };
    let rows = vec![
        (w.t("measured-gpu-hours"), w.integer(with_data)),
        (
            w.t("measured-productive"),
            w.integer(s.productive_gpu_hours),
        ),
        (w.t("measured-no-data"), w.integer(s.no_data_gpu_hours)),
        (w.t("measured-share"), w.percent(share)),
        (w.t("measured-sm-mean"), pct(s.sm_activity.mean)),
        (w.t("measured-sm-median"), pct(s.sm_activity.median)),
        (w.t("measured-sm-p95"), pct(s.sm_activity.p95)),
        (
            w.t("measured-sm-high"),
            pct(s.sm_activity.share_at_least_0_8),
        ),
        (
            w.t("measured-queue-hours"),
            w.integer(s.queue.hours_with_waiting),
        ),
        (
            w.t("measured-queue-peak"),
            s.queue
                .peak_waiting
                .map_or_else(unknown, |v| quantity(w, v.value(), 1)),
        ),
        (
            w.t("measured-queue-gpu-hours"),
            w.integer(s.queue.queued_gpu_hours),
        ),
    ];
    pairs(flow, &rows);
    flow.space(1.5);
    flow.paragraph(
        &w.tr(
            "measured-threshold",
            &Args::new().str("threshold", w.percent(m.sm_active_threshold.value())),
        ),
        Font::Regular,
        SMALL,
        0.0,
    );
    if s.no_data_gpu_hours > 0 {
        let unknown_share = if s.total_gpu_hours > 0 {
            Decimal::from(s.no_data_gpu_hours) / Decimal::from(s.total_gpu_hours)
        } else {
            Decimal::ZERO
        };
        flow.paragraph(
            &w.tr(
                "measured-unknown",
                &Args::new()
                    .str("hours", w.integer(s.no_data_gpu_hours))
                    .str("share", w.percent(unknown_share)),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
    let q = &s.data_quality;
    let problems = q.nan + q.infinite + q.duplicates + q.out_of_order + q.out_of_range;
    flow.paragraph(
        &w.tr(
            "measured-quality",
            &Args::new()
                .str("samples", w.integer(q.samples))
                .str("series", w.integer(q.series))
                .num("problems", problems),
        ),
        Font::Regular,
        SMALL,
        0.0,
    );
    if q.outlier_series_hours > 0 {
        flow.paragraph(
            &w.tr(
                "measured-outliers",
                &Args::new()
                    .str("hours", w.integer(q.outlier_series_hours))
                    .str("listed", q.outliers.join("; ")),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
    let files: Vec<&str> = m.sources.iter().map(|s| s.name.as_str()).collect();
    if !files.is_empty() {
        flow.paragraph(
            &w.tr(
                "measured-sources",
                &Args::new().str("files", files.join(", ")),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
}

pub(crate) fn sensitivity(
    flow: &mut Flow,
    w: &Words<'_>,
    c: &Comparison,
    sel: &Selection,
    bars: &[gpucase_core::tco::tornado::TornadoBar],
) {
    flow.heading(&w.t("heading-sensitivity"), HEADING);
    let today = c.workload.productive_share;
    let intro = w.tr(
        "sensitivity-intro",
        &Args::new().str("share", w.percent(today)),
    );
    flow.paragraph(
        &format!("{intro} {}", w.t("sensitivity-key")),
        Font::Regular,
        SMALL,
        0.0,
    );
    flow.space(1.0);
    // The options the body compares: a handful of curves whose keys can be told apart.
    let lines: Vec<charts::Curve> = curves(c, &default_shares())
        .into_iter()
        .filter(|curve| sel.shows(&curve.option_id))
        .map(|curve| charts::Curve {
            key: w.key(&curve.option_id).to_owned(),
            label: w.label(&curve.option_id).to_owned(),
            points: curve
                .points
                .iter()
                .filter_map(|p| p.cost_per_productive_gpu_hour.map(|v| (p.share, v)))
                .collect(),
        })
        .filter(|curve| !curve.points.is_empty())
        .collect();
    // Where a rented option and owning cost the same: the break-even shares, on the own curve.
    let marks: Vec<(Decimal, Decimal)> = c
        .break_even
        .iter()
        .filter(|b| sel.shows(&b.option))
        .filter_map(|b| {
            let share = b.share?;
            let own = c.options.iter().find(|o| o.id == b.own)?;
            let cost = own.cost_per_productive_gpu_hour_at(share, today, c.horizon.periods)?;
            Some((share, cost))
        })
        .collect();
    let currency = c.currency.code();
    charts::sensitivity(
        flow,
        &lines,
        today,
        &marks,
        &w.t("sensitivity-axis-x"),
        &w.tr("sensitivity-axis-y", &Args::new().str("currency", currency)),
        |s| w.loc.percent(s, 0),
        |v| w.loc.number(v, 2),
    );

    let heading = w.t("heading-tornado");
    let swing = w.loc.percent(SWING, 0);
    let Some(base) = c
        .cheapest
        .as_deref()
        .and_then(|id| c.options.iter().find(|o| o.id == id))
        .and_then(|o| c.rank_cost(o))
    else {
        flow.heading(&heading, HEADING - 2.0);
        flow.paragraph(&w.t("tornado-none"), Font::Regular, SMALL, 0.0);
        return;
    };
    let intro_key = match c.ranked_by {
        gpucase_core::tco::RankBasis::Nominal => "tornado-intro",
        gpucase_core::tco::RankBasis::PresentValue => "tornado-intro-pv",
    };
    let intro = w.tr(intro_key, &Args::new().str("swing", swing.as_str()));
    let low = w.tr("tornado-low", &Args::new().str("swing", swing.as_str()));
    let high = w.tr("tornado-high", &Args::new().str("swing", swing.as_str()));
    let chart_bars: Vec<charts::Bar> = bars
        .iter()
        .filter_map(|b| {
            let (l, h) = (b.low?, b.high?);
            let flip = |change: &str, option: &Option<String>| {
                option.as_ref().map(|id| {
                    w.tr(
                        "tornado-flip",
                        &Args::new().str("change", change).str("option", w.keyed(id)),
                    )
                })
            };
            // A yearly change or the discount rate moves by points, not by the swing.
            let by = swing_words(w, b.input);
            let (low, high) = if by == swing {
                (low.clone(), high.clone())
            } else {
                (
                    w.tr("tornado-low", &Args::new().str("swing", by.as_str())),
                    w.tr("tornado-high", &Args::new().str("swing", by.as_str())),
                )
            };
            let notes: Vec<String> = [flip(&low, &b.low_cheapest), flip(&high, &b.high_cheapest)]
                .into_iter()
                .flatten()
                .collect();
            Some(charts::Bar {
                label: w.tr(
                    "tornado-input",
                    &Args::new().str("input", input_key(b.input)),
                ),
                low: l,
                high: h,
                note: (!notes.is_empty()).then(|| notes.join(&w.t("list-separator"))),
            })
        })
        .collect();
    // The heading and its sentence stay on the page of the chart they introduce.
    flow.keep_together(
        4.0 + Flow::paragraph_height(&heading, Font::Bold, HEADING - 2.0, 0.0)
            + 1.0
            + Flow::paragraph_height(&intro, Font::Regular, SMALL, 0.0)
            + 1.0
            + charts::tornado_height(&chart_bars),
    );
    flow.heading(&heading, HEADING - 2.0);
    flow.paragraph(&intro, Font::Regular, SMALL, 0.0);
    flow.space(1.0);
    charts::tornado(flow, &chart_bars, base, |v| w.money(v), (&low, &high));
}

/// How far the tornado moves `input` either way, in words: the swing for prices and rates
/// scaled by it, percentage points for the yearly changes and the discount rate.
pub(crate) fn swing_words(w: &Words<'_>, input: TornadoInput) -> String {
    let points = match input {
        TornadoInput::RentChange | TornadoInput::ElectricityChange => {
            gpucase_core::tco::tornado::CHANGE_SWING
        }
        TornadoInput::DiscountRate => gpucase_core::tco::tornado::DISCOUNT_SWING,
        _ => return w.loc.percent(SWING, 0),
    };
    w.tr(
        "tornado-points",
        &Args::new().str("points", w.loc.number(points * Decimal::ONE_HUNDRED, 0)),
    )
}

pub(crate) fn input_key(input: TornadoInput) -> &'static str {
    match input {
        TornadoInput::ProductiveShare => "productive_share",
        TornadoInput::PurchasePrice => "purchase_price",
        TornadoInput::ElectricityPrice => "electricity_price",
        TornadoInput::Colocation => "colocation",
        TornadoInput::OperationsRate => "operations_rate",
        TornadoInput::RentRates => "rent_rates",
        TornadoInput::ExchangeRates => "exchange_rates",
        TornadoInput::RentChange => "rent_change",
        TornadoInput::ElectricityChange => "electricity_change",
        TornadoInput::DiscountRate => "discount_rate",
    }
}

/// Where the machine is: the city, the region in the provider's own words (quoted: "EU
/// (Stockholm)" is not the report's language), the country code, and whether it lies in the
/// EU/EEA.
fn location(w: &Words<'_>, o: &Offer) -> String {
    let l = &o.location;
    let region = l
        .region
        .as_deref()
        .map(|r| w.tr("provider-words", &Args::new().str("words", r)));
    let parts: Vec<String> = [l.city.clone(), region, l.country.clone()]
        .into_iter()
        .flatten()
        .collect();
    if parts.is_empty() {
        return w.t("location-unknown");
    }
    let place = parts.join(", ");
    match l.eu_eea() {
        Some(true) => w.tr("location-eu", &Args::new().str("place", place)),
        Some(false) => w.tr("location-non-eu", &Args::new().str("place", place)),
        None => place,
    }
}

fn price(w: &Words<'_>, o: &Offer, report_date: Date) -> String {
    offer_price(w, &o.price, &o.fetched_at, report_date)
}

/// A price as an offer states it, with its age on `report_date`.
fn offer_price(
    w: &Words<'_>,
    price: &gpucase_core::offer::Price,
    fetched_at: &str,
    report_date: Date,
) -> String {
    let amount = price_amount(w, price);
    match price_age(w, fetched_at, report_date) {
        Some(age) => format!("{amount}{}{age}", w.t("list-separator")),
        None => amount,
    }
}

/// A price as the offer states it: amount, period and model.
fn price_amount(w: &Words<'_>, price: &gpucase_core::offer::Price) -> String {
    w.tr(
        "price",
        &Args::new()
            .str(
                "amount",
                gpucase_l10n::offer::money_any(w.loc, price.amount),
            )
            .str("period", price.period.key())
            .str("model", price.model.key()),
    )
}

/// When a price was read and how old it is on the report's date; none where `fetched_at`
/// starts with no date.
fn price_age(w: &Words<'_>, fetched_at: &str, report_date: Date) -> Option<String> {
    let d = fetched_at.get(..10)?.parse::<Date>().ok()?;
    let days = (report_date - d).get_days().max(0);
    Some(
        w.tr(
            "price-age",
            &Args::new()
                .str("date", w.loc.date(d))
                .num("days", i64::from(days)),
        ),
    )
}

/// The shortlisted offers the options the body shows are priced from (the hybrid's rented
/// side included) and those no option is priced from, in the shortlist's order.
pub(crate) fn offers_of<'c>(case: &'c Case, sel: &Selection) -> Vec<&'c Offer> {
    let rent_ids = shown_rent(case, sel);
    let keys: Vec<String> = case
        .rent
        .iter()
        .filter(|r| rent_ids.contains(&r.id.as_str()))
        .flat_map(|r| r.offers.iter().map(|x| x.key()))
        .collect();
    // Offers no option is priced from yet are the analyst's shortlist proper: they stay,
    // with their checklist, whatever the body compares.
    let priced: Vec<String> = case
        .rent
        .iter()
        .flat_map(|r| r.offers.iter().map(|x| x.key()))
        .collect();
    case.shortlist
        .iter()
        .filter(|o| {
            let key = o.key().to_string();
            keys.contains(&key) || !priced.contains(&key)
        })
        .collect()
}

/// The own quotes (by id) behind the options the body shows, the hybrid's own side
/// included.
fn shown_own<'c>(case: &'c Case, sel: &Selection) -> Vec<&'c str> {
    let shown = sel.shown();
    case.own
        .iter()
        .map(|q| q.id.as_str())
        .filter(|id| {
            shown.contains(id)
                || (shown.contains(&"hybrid") && case.hybrid.as_ref().is_some_and(|h| h.own == *id))
        })
        .collect()
}

/// The rent options (by id) behind the options the body shows, the hybrid's rented side
/// included.
pub(crate) fn shown_rent<'c>(case: &'c Case, sel: &Selection) -> Vec<&'c str> {
    let shown = sel.shown();
    case.rent
        .iter()
        .map(|r| r.id.as_str())
        .filter(|id| {
            shown
                .iter()
                .any(|s| s.split_once('/').is_some_and(|(offer, _)| offer == *id))
                || (shown.contains(&"hybrid")
                    && case.hybrid.as_ref().is_some_and(|h| h.rent == *id))
        })
        .collect()
}

pub(crate) fn offers(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    shown: &[&Offer],
    report_date: Date,
) {
    flow.heading(&w.t("heading-offers"), HEADING);
    if shown.is_empty() {
        flow.paragraph(&w.t("offers-none"), Font::Regular, BODY, 0.0);
        return;
    }
    let more = case.shortlist.len() - shown.len();
    if more > 0 {
        flow.paragraph(
            &w.tr("offers-more", &Args::new().num("count", more as u64)),
            Font::Regular,
            SMALL,
            0.0,
        );
        flow.space(1.0);
    }
    // The offer's id takes the widest column; where it still needs two lines it breaks
    // after a separator of the id (metrics::wrap).
    let columns = [
        Column {
            header: w.t("offers-col-offer"),
            width: 46.0,
            align: Align::Left,
        },
        Column {
            header: w.t("offers-col-isolation"),
            width: 22.0,
            align: Align::Left,
        },
        Column {
            header: w.t("offers-col-allocation"),
            width: 30.0,
            align: Align::Left,
        },
        Column {
            header: w.t("offers-col-host"),
            width: 24.0,
            align: Align::Left,
        },
        Column {
            header: w.t("offers-col-location"),
            width: 28.0,
            align: Align::Left,
        },
        Column {
            header: w.t("offers-col-verification"),
            width: 20.0,
            align: Align::Left,
        },
    ];
    let rows: Vec<Row> = shown
        .iter()
        .map(|o| Row {
            cells: vec![
                format!(
                    "{} · {}",
                    gpucase_l10n::options::offer_name(w.loc, o),
                    gpucase_l10n::offer::billing(w.loc, &o.price)
                ),
                gpucase_l10n::offer::isolation(w.loc, &o.isolation),
                gpucase_l10n::offer::allocation(w.loc, &o.allocation),
                gpucase_l10n::offer::host_share(w.loc, o),
                location(w, o),
                gpucase_l10n::offer::host_status(w.loc, o.host_status),
            ],
            bold: false,
        })
        .collect();
    flow.table(&columns, &rows, 7.5);
    flow.space(1.5);
    // Price and charges need more room than a column gives them: a line per offer.
    for o in shown {
        flow.paragraph(
            &w.tr(
                "offer-line",
                &Args::new()
                    .str(
                        "offer",
                        format!(
                            "{} · {}",
                            gpucase_l10n::options::offer_name(w.loc, o),
                            gpucase_l10n::offer::billing(w.loc, &o.price)
                        ),
                    )
                    .str("price", price(w, o, report_date))
                    .str("charges", gpucase_l10n::offer::charges(w.loc, o)),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
        flow.space(0.8);
    }
}

pub(crate) fn checklist(flow: &mut Flow, w: &Words<'_>, case: &Case, shown: &[&Offer]) {
    if shown.is_empty() {
        return;
    }
    flow.heading(&w.t("heading-checklist"), HEADING);
    let concerns: Vec<String> = case
        .checklist
        .as_ref()
        .map(|c| c.concerns.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|c| {
            let key = match c {
                Concern::Service24x7 => "service_24x7",
                Concern::GdprData => "gdpr_data",
            };
            w.tr("concern", &Args::new().str("concern", key))
        })
        .collect();
    if !concerns.is_empty() {
        flow.paragraph(
            &w.tr(
                "checklist-concerns",
                &Args::new().str("concerns", concerns.join(&w.t("list-separator"))),
            ),
            Font::Regular,
            BODY,
            0.0,
        );
        flow.space(1.5);
    }
    let checked = case.shortlist.iter().zip(checklist::of_case(case));
    for (offer, c) in checked.filter(|(o, _)| shown.iter().any(|s| std::ptr::eq(*s, *o))) {
        flow.keep_together(30.0);
        flow.paragraph(
            &w.tr(
                "offer-heading",
                &Args::new()
                    .str("offer", gpucase_l10n::options::offer_name(w.loc, offer))
                    .str("billing", gpucase_l10n::offer::billing(w.loc, &offer.price)),
            ),
            Font::Bold,
            BODY,
            0.0,
        );
        let unknown = c
            .answers
            .iter()
            .filter(|a| matches!(a.source, Source::Unknown { .. }))
            .count();
        let contradicted = c
            .answers
            .iter()
            .filter(|a| !a.contradictions.is_empty())
            .count();
        let sources: Vec<String> = c
            .answers
            .iter()
            .map(|a| match &a.source {
                Source::Offer { fetched_at } => w.tr(
                    "source-offer",
                    &Args::new().str("date", date_text(w, fetched_at)),
                ),
                Source::Verified { probed_at } => w.tr(
                    "source-verified",
                    &Args::new().str("date", date_text(w, probed_at)),
                ),
                Source::Analyst { note, document } => match document {
                    Some(d) => w.tr(
                        "source-analyst-document",
                        &Args::new()
                            .str("note", note.as_str())
                            .str("document", d.as_str()),
                    ),
                    None => w.tr("source-analyst", &Args::new().str("note", note.as_str())),
                },
                Source::Unknown { reason, because } => w.tr(
                    "source-unknown",
                    &Args::new().str(
                        "reason",
                        gpucase_l10n::findings::unknown_reason(w.loc, reason, *because),
                    ),
                ),
            })
            .collect();
        // The source most answers share (all from the offer read on one day) is said once,
        // not on every line; an answer from another source says its own.
        let shared_by = |s: &String| sources.iter().filter(|t| *t == s).count();
        let one_source = sources
            .iter()
            .max_by_key(|s| shared_by(s))
            .filter(|s| shared_by(s) > 1);
        let all_one = one_source.is_some_and(|s| shared_by(s) == sources.len());
        // Every question answered from one source: said once, in place of the summary.
        let settled = all_one && unknown == 0 && contradicted == 0;
        // Answered by the offer alone, the answers are the shortlist table's and paragraph's
        // above (isolation, GPU share, host share and location, billing and charges): the
        // checklist says so rather than repeating them.
        if settled
            && let Some(source) = one_source
            && c.answers
                .iter()
                .all(|a| matches!(a.source, Source::Offer { .. }))
        {
            flow.paragraph(
                &w.tr(
                    "checklist-settled-by-offer",
                    &Args::new().str("source", source.as_str()),
                ),
                Font::Regular,
                BODY,
                4.0,
            );
            flow.space(2.0);
            continue;
        }
        if let Some(source) = one_source {
            let id = if settled {
                "checklist-all-answered"
            } else if all_one {
                "checklist-one-source"
            } else {
                "checklist-most-from"
            };
            flow.paragraph(
                &w.tr(id, &Args::new().str("source", source.as_str())),
                Font::Regular,
                BODY,
                4.0,
            );
        }
        for (a, source) in c.answers.iter().zip(sources.iter()) {
            let question = a.question.key();
            let answer = localized_answer(w, offer, a, c.probe.as_ref());
            let args = Args::new()
                .str(
                    "question",
                    w.tr("question", &Args::new().str("question", question)),
                )
                .str("answer", answer);
            let line = if one_source == Some(source) {
                w.tr("checklist-answer-plain", &args)
            } else {
                w.tr("checklist-answer", &args.str("source", source.as_str()))
            };
            flow.paragraph(&line, Font::Regular, BODY, 4.0);
            for x in &a.contradictions {
                flow.paragraph(
                    &w.tr(
                        "checklist-contradicted",
                        &Args::new().str("detail", gpucase_l10n::findings::contradiction(w.loc, x)),
                    ),
                    Font::Bold,
                    BODY,
                    8.0,
                );
            }
        }
        if settled {
            flow.space(2.0);
            continue;
        }
        flow.paragraph(
            w.tr(
                "checklist-summary",
                &Args::new()
                    .num("unknown", unknown as u64)
                    .num("contradicted", contradicted as u64),
            )
            .trim(),
            Font::Regular,
            SMALL,
            4.0,
        );
        flow.space(2.0);
    }
}

/// The answer in the report's language where it comes from the offer's structured facts
/// or from what the probe saw; the analyst's own words, and a probe record from before it
/// kept what it saw, as written.
fn localized_answer(
    w: &Words<'_>,
    offer: &Offer,
    a: &checklist::Answer,
    probe: Option<&checklist::ProbeRecord>,
) -> String {
    use gpucase_l10n::findings::{seen_allocation, seen_isolation};
    match (&a.source, a.question) {
        (Source::Verified { .. }, Question::Isolation) => {
            match probe.and_then(|p| p.seen_isolation.as_ref()) {
                Some(seen) => seen_isolation(w.loc, seen),
                None => a.answer.clone(),
            }
        }
        (Source::Verified { .. }, Question::GpuShare) => {
            match probe.and_then(|p| p.seen_allocation.as_ref()) {
                Some(seen) => seen_allocation(w.loc, seen),
                None => a.answer.clone(),
            }
        }
        (Source::Offer { .. }, Question::Isolation) => {
            gpucase_l10n::offer::isolation(w.loc, &offer.isolation)
        }
        (Source::Offer { .. }, Question::GpuShare) => {
            gpucase_l10n::offer::allocation(w.loc, &offer.allocation)
        }
        (Source::Offer { .. }, Question::ExtraCharges) => {
            gpucase_l10n::offer::charges(w.loc, offer)
        }
        (Source::Offer { .. }, Question::HostAndLocation) => [
            gpucase_l10n::offer::host_share(w.loc, offer),
            location(w, offer),
            gpucase_l10n::offer::host_status(w.loc, offer.host_status),
        ]
        .join(&w.t("list-separator")),
        (Source::Offer { .. }, Question::Billing) => billing(w, offer),
        (Source::Unknown { .. }, _) => w.t("value-unknown"),
        _ => a.answer.clone(),
    }
}

/// How the offer bills (checklist.ftl): period, pricing model and term.
fn billing(w: &Words<'_>, offer: &Offer) -> String {
    gpucase_l10n::offer::billing(w.loc, &offer.price)
}

pub(crate) fn switching(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    report_date: Date,
) -> Result<(), ReportError> {
    crate::switching::section(flow, w, case, report_date)
}

pub(crate) fn assumptions(flow: &mut Flow, w: &Words<'_>, case: &Case, sel: &Selection) {
    let shown_rent = shown_rent(case, sel);
    let shown_offers = offers_of(case, sel);
    flow.heading(&w.t("heading-assumptions"), HEADING);
    let mut lines = vec![w.tr(
        "assumptions-method",
        &Args::new().str("version", env!("CARGO_PKG_VERSION")),
    )];
    if case.exchange_rates.is_empty() {
        lines.push(w.tr(
            "assumptions-no-rates",
            &Args::new().str("currency", case.currency.code()),
        ));
    }
    for r in &case.exchange_rates {
        let rate = r.rate.value().normalize();
        let mut args = Args::new()
            .str("from", r.from.code())
            .str("to", r.to.code())
            .str("rate", w.loc.number(rate, rate.scale()))
            .str("date", w.loc.date(r.date))
            .str("source", r.source.as_str());
        let id = match r.year {
            Some(year) => {
                args = args.num("year", year);
                "assumptions-rate-year"
            }
            None => "assumptions-rate",
        };
        lines.push(w.tr(id, &args));
    }
    for q in &case.own {
        lines.push(
            w.tr(
                "assumptions-own",
                &Args::new()
                    .str("label", q.label.as_str())
                    .str("source", q.source.as_str()),
            ),
        );
    }
    for o in case
        .rent
        .iter()
        .filter(|o| shown_rent.contains(&o.id.as_str()))
    {
        lines.push(
            w.tr(
                "assumptions-rent",
                &Args::new()
                    .str(
                        "label",
                        gpucase_l10n::options::rent_name(w.loc, case, &o.id),
                    )
                    .str("provider", w.provider(&o.provider))
                    .str("source", o.source.as_str()),
            ),
        );
    }
    for o in shown_offers {
        lines.push(
            w.tr(
                "assumptions-snapshot",
                &Args::new()
                    .str("offer", o.offer_id.as_str())
                    .str("provider", w.provider(&o.provider))
                    .str(
                        "provider_elides",
                        gpucase_l10n::elides(w.provider(&o.provider)),
                    )
                    .str("date", date_text(w, &o.fetched_at))
                    .str("url", o.source_url.as_str()),
            ),
        );
    }
    if let Some(m) = &case.metrics {
        let (from, to) = measured_period(w, m);
        lines.push(
            w.tr(
                "assumptions-metrics",
                &Args::new()
                    .str("from", from)
                    .str("to", to)
                    .str("zone", m.time_zone.as_str())
                    .str("imported", date_text(w, &m.imported_at)),
            ),
        );
    }
    for line in lines {
        flow.paragraph(&sentence(&line), Font::Regular, SMALL, 0.0);
        flow.space(0.8);
    }
    flow.space(1.5);
    let description = w.tr(
        "assumptions-description",
        &Args::new().str("description", case.description.trim()),
    );
    flow.paragraph(&sentence(&description), Font::Regular, SMALL, 0.0);
    flow.space(2.0);
    flow.paragraph(&w.t("assumptions-rounding"), Font::Regular, SMALL, 0.0);
}

/// The excluded options, grouped by reason, one line each: name, cost per productive
/// GPU-hour and every reason that keeps it out.
fn excluded_table(flow: &mut Flow, w: &Words<'_>, c: &Comparison, sel: &Selection) {
    if sel.groups.is_empty() {
        return;
    }
    flow.heading(&w.t("heading-excluded"), HEADING - 2.0);
    let columns_for = |option_width: f32| {
        vec![
            Column {
                header: w.t("options-col-option"),
                width: option_width,
                align: Align::Left,
            },
            Column {
                header: crate::rank_header(w, c),
                width: 24.0,
                align: Align::Right,
            },
            Column {
                header: w.t("excluded-col-also"),
                width: crate::layout::CONTENT_WIDTH - 24.0 - option_width,
                align: Align::Left,
            },
        ]
    };
    for g in &sel.groups {
        if g.listed.is_empty() {
            continue;
        }
        let group_key = crate::memo::reason_key(&g.reason);
        // The group's reason heads the table; a row says what else keeps its option out,
        // and the group's own reason where the option's clause says more than the heading
        // (the country, the memory, what the probe found).
        let rows = listed_rows(w, c, &g.listed, |o| {
            o.eligibility
                .excluded_by
                .iter()
                .filter(|e| crate::memo::reason_key(e) != group_key || has_detail(e))
                .map(|e| gpucase_l10n::eligibility::exclusion(w.loc, e))
                .collect::<Vec<_>>()
                .join(&w.t("list-separator"))
        });
        let heading = gpucase_l10n::eligibility::exclusion_group(w.loc, &g.reason, g.options.len());
        // The option's name and the other reasons share the room as makes the table
        // shortest.
        let columns = crate::shortest(
            (0..=30).map(|k| 50.0 + 2.0 * k as f32),
            columns_for,
            &rows,
            7.5,
        );
        flow.keep_together(
            2.0 + Flow::paragraph_height(&heading, Font::Bold, SMALL, 0.0)
                + Flow::table_height(&columns, &rows[..rows.len().min(2)], 7.5),
        );
        flow.space(2.0);
        flow.paragraph(&heading, Font::Bold, SMALL, 0.0);
        flow.table(&columns, &rows, 7.5);
        let earlier = g.options.len() - g.listed.len();
        if earlier > 0 {
            flow.paragraph(
                &w.tr(
                    "excluded-listed-earlier",
                    &Args::new().num("count", earlier as u64),
                ),
                Font::Regular,
                7.5,
                0.0,
            );
        }
    }
    if !sel.more_eligible.is_empty() {
        flow.space(2.0);
        flow.paragraph(&w.t("heading-more-eligible"), Font::Bold, SMALL, 0.0);
        let rows = listed_rows(w, c, &sel.more_eligible, |_| String::new());
        let columns = crate::shortest(
            (0..=30).map(|k| 50.0 + 2.0 * k as f32),
            columns_for,
            &rows,
            7.5,
        );
        flow.table(&columns, &rows, 7.5);
    }
    flow.space(3.0);
}

/// Quotes or offers side by side, [`SIDE_BY_SIDE`] to a table: a row per field in the order
/// the fields first occur, a column per block headed by its name, "–" where a block has no
/// such field. Several values of one field in a block (the offers a price was read from)
/// are one cell, separated as a list.
fn side_by_side(
    flow: &mut Flow,
    w: &Words<'_>,
    caption: &str,
    blocks: &[(String, Vec<(String, String)>)],
) {
    for chunk in blocks.chunks(SIDE_BY_SIDE) {
        let columns_for = |label_width: f32| {
            let width = (crate::layout::CONTENT_WIDTH - label_width) / chunk.len() as f32;
            // The kind of block heads the labels, each block's name its column.
            let mut columns = vec![Column {
                header: caption.to_owned(),
                width: label_width,
                align: Align::Left,
            }];
            columns.extend(chunk.iter().map(|(name, _)| Column {
                header: name.clone(),
                width,
                align: Align::Right,
            }));
            columns
        };
        let mut fields: Vec<&str> = Vec::new();
        for (_, rows) in chunk {
            for (field, _) in rows {
                if !fields.contains(&field.as_str()) {
                    fields.push(field);
                }
            }
        }
        let rows: Vec<Row> = fields
            .iter()
            .map(|field| {
                let mut cells = vec![(*field).to_owned()];
                cells.extend(chunk.iter().map(|(_, rows)| {
                    let values: Vec<&str> = rows
                        .iter()
                        .filter(|(f, _)| f == field)
                        .map(|(_, v)| v.as_str())
                        .collect();
                    if values.is_empty() {
                        "–".to_owned()
                    } else {
                        values.join(&w.t("list-separator"))
                    }
                }));
                Row { cells, bold: false }
            })
            .collect();
        // The labels as wide as makes the table shortest, from 38 mm, each offer's column
        // keeping at least 36 mm.
        let widest = crate::layout::CONTENT_WIDTH - 36.0 * chunk.len() as f32;
        let steps = (0..)
            .map(|k| 38.0 + 2.0 * k as f32)
            .take_while(|w| *w <= widest.max(38.0));
        let columns = crate::shortest(steps, columns_for, &rows, 7.0);
        flow.space(2.0);
        // The names stay with the first fields.
        flow.keep_together(Flow::table_height(
            &columns,
            &rows[..rows.len().min(4)],
            7.0,
        ));
        flow.table(&columns, &rows, 7.0);
    }
}

/// Quotes or offers in one table of the appendix.
const SIDE_BY_SIDE: usize = 3;

/// A row per option `ids` names: its name, its cost per productive GPU-hour and `remark`.
fn listed_rows(
    w: &Words<'_>,
    c: &Comparison,
    ids: &[String],
    remark: impl Fn(&gpucase_core::tco::OptionResult) -> String,
) -> Vec<Row> {
    ids.iter()
        .filter_map(|id| c.options.iter().find(|o| &o.id == id))
        .map(|o| Row {
            cells: vec![
                w.label(&o.id).to_owned(),
                crate::rank_cost(w, c, o),
                remark(o),
            ],
            bold: false,
        })
        .collect()
}

/// Whether an exclusion's clause for one option says more than its group's heading.
fn has_detail(e: &gpucase_core::requirements::Exclusion) -> bool {
    use gpucase_core::requirements::Exclusion as E;
    matches!(
        e,
        E::PartlyHeld { .. }
            | E::OutsideEu { .. }
            | E::HostNotVouched { .. }
            | E::GpuMemoryShort { .. }
            | E::ProbeContradiction { .. }
            | E::DomainTooSmall { .. }
            | E::ReplicaTooLarge { .. }
    )
}

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
    let field = |name: &str| w.tr("appendix-field", &Args::new().str("field", name));
    let money = |m: &gpucase_core::Money| gpucase_l10n::offer::money_any(w.loc, *m);
    let q = |v: gpucase_core::quantity::Quantity| quantity(w, v.value(), 4);
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
    rows.push((w.t("appendix-storage"), q(wl.storage_gb)));
    rows.push((w.t("appendix-egress"), q(wl.egress_gb_per_month)));
    if let Some(g) = wl.growth_per_year {
        rows.push((w.t("xlsx-in-growth"), share(w, g.value())));
    }
    // Money over time and the currencies: every figure converted or discounted rests on them.
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
                    .str("rate", q(r.rate))
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
    if let Some(r) = &case.requirements {
        if !r.must_answer.is_empty() {
            rows.push((
                w.t("appendix-must-answer"),
                r.must_answer.join(&w.t("list-separator")),
            ));
        }
        if let Some(m) = r.min_gpu_memory_gb {
            rows.push((w.t("appendix-min-gpu-memory"), q(m)));
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
                rows.push((w.t("xlsx-in-replica-memory"), q(m)));
            }
        }
    }
    pairs_wide(flow, &rows);
    let mut own_blocks: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for o in case
        .own
        .iter()
        .filter(|q| shown_own(case, sel).contains(&q.id.as_str()))
    {
        let mut block: Vec<(String, String)> = Vec::from([
            (field("gpus"), w.integer(u64::from(o.gpus))),
            (field("purchase"), money(&o.purchase)),
            (field("licences_per_year"), money(&o.licences_per_year)),
            (field("power_kw"), q(o.power_kw)),
            (field("pue"), q(o.pue)),
            (field("kwh_price"), money(&o.kwh_price)),
            (
                field("colocation_per_month"),
                money(&o.colocation_per_month),
            ),
            (field("support_per_year"), money(&o.support_per_year)),
            (
                field("operating_hours_per_month"),
                q(o.operating_hours_per_month),
            ),
            (field("operating_hour_rate"), money(&o.operating_hour_rate)),
            (
                field("service_life_years"),
                w.integer(u64::from(o.service_life_years)),
            ),
            (field("residual_value"), money(&o.residual_value)),
            (field("value_at_horizon"), value_at_horizon(w, o)),
            (field("source"), o.source.clone()),
        ]);
        if let Some(b) = &o.bandwidth_per_month {
            block.push((field("bandwidth_per_month"), money(b)));
        }
        let mut growth = Vec::new();
        growth.extend(machine_rows(w, o.interconnect, o.gpu_memory_gb));
        if let Some(c) = &o.cards {
            growth.extend([
                (field("slots"), w.integer(u64::from(c.slots))),
                (field("card_price"), money(&c.card_price)),
                (field("power_kw_per_card"), q(c.power_kw_per_card)),
                (
                    field("residual_value_per_card"),
                    money(&c.residual_value_per_card),
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
                        .str("price", money(&s.purchase)),
                ),
            ));
        }
        block.extend(growth);
        own_blocks.push((o.label.clone(), block));
    }
    side_by_side(flow, w, &w.t("appendix-own"), &own_blocks);
    let mut rent_blocks: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for o in case
        .rent
        .iter()
        .filter(|o| shown_rent.contains(&o.id.as_str()))
    {
        // A figure no offer states is marked as the stated default it is.
        let assumed = |name: &str, value: String| {
            if o.assumed.iter().any(|a| a == name) {
                w.tr("appendix-assumed", &Args::new().str("value", value))
            } else {
                value
            }
        };
        let departures = o.departures();
        // Every price of the option read on one day: its age, said once.
        let days: Vec<Option<&str>> = o.offers.iter().map(|r| r.fetched_at.get(..10)).collect();
        let read_together = match o.offers.first() {
            Some(first) if o.offers.len() > 1 && days.iter().all(|d| *d == days[0]) => {
                price_age(w, &first.fetched_at, report_date)
            }
            _ => None,
        };
        let pricing: Vec<String> = o
            .pricing
            .iter()
            .map(|p| {
                let key = pricing_key(p);
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
            (field("provider"), w.provider(&o.provider).to_owned()),
            (
                field("gpus_per_instance"),
                w.integer(u64::from(o.gpus_per_instance)),
            ),
            (
                field("on_demand_per_instance_hour"),
                money(&o.on_demand_per_instance_hour),
            ),
            (
                field("boot_minutes"),
                assumed("boot_minutes", q(o.boot_minutes)),
            ),
            (
                field("model_load_minutes"),
                assumed("model_load_minutes", q(o.model_load_minutes)),
            ),
            (field("pricing"), pricing.join(&w.t("list-separator"))),
            (field("source"), o.source.clone()),
        ]
        .into_iter()
        .chain(o.offers.iter().enumerate().map(|(i, r)| {
            // The offer each price was read from, with the price's age on the report's
            // date, so that a reader sees where every figure comes from; said once, after
            // the last, where every price was read on one day.
            let last = i + 1 == o.offers.len();
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
            let key = r.key();
            for d in departures.iter().filter(|d| d.offer == key) {
                line = format!(
                    "{line}{}{}",
                    w.t("list-separator"),
                    w.tr(
                        "appendix-offer-departed",
                        &Args::new().str("amount", money(&d.in_case)),
                    )
                );
            }
            (field("offers"), line)
        }))
        .chain(machine_rows(w, o.interconnect, o.gpu_memory_gb))
        .chain(charge_rows(w, &o.charges))
        .chain(o.pricing.iter().flat_map(|p| pricing_rows(w, p)))
        .collect::<Vec<_>>();
        rent_blocks.push((gpucase_l10n::options::rent_name(w.loc, case, &o.id), rows));
    }
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

fn pricing_key(p: &gpucase_core::case::PricingModel) -> &'static str {
    p.key()
}

/// How a quote's or an offer's GPUs are joined and their memory, where the case states them.
fn machine_rows(
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
fn value_at_horizon(w: &Words<'_>, q: &gpucase_core::case::OwnQuote) -> String {
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
fn share(w: &Words<'_>, value: Decimal) -> String {
    let places = (value * Decimal::ONE_HUNDRED).normalize().scale();
    w.loc.percent(value, places)
}

/// Every charge of a rent offer outside the hourly price, as the case holds it (issue 18: a
/// reviewer rebuilds the figures from the PDF). The labels are the workbook's Inputs sheet's.
fn charge_rows(w: &Words<'_>, c: &gpucase_core::case::Charges) -> Vec<(String, String)> {
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
fn pricing_rows(w: &Words<'_>, p: &gpucase_core::case::PricingModel) -> Vec<(String, String)> {
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

fn label_of_own(case: &Case, id: &str) -> String {
    case.own
        .iter()
        .find(|o| o.id == id)
        .map_or_else(|| id.to_owned(), |o| o.label.clone())
}
