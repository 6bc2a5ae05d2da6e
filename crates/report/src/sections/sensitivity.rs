//! The sensitivity section: cost per productive GPU-hour against the productive share, and the tornado of inputs.

use super::*;

pub(crate) fn sensitivity(
    flow: &mut Flow,
    w: &Words<'_>,
    c: &Comparison,
    sel: &Selection,
    bars: &[gpucase_core::tco::tornado::TornadoBar],
) {
    share_chart(flow, w, c, sel);
    tornado(flow, w, c, bars);
}

/// Cost per productive GPU-hour of the compared options against the productive share,
/// today's share and the break-even shares marked.
fn share_chart(flow: &mut Flow, w: &Words<'_>, c: &Comparison, sel: &Selection) {
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
}

/// The tornado of inputs around the recommendation's cost, each bar saying where another
/// option would become the cheapest.
fn tornado(
    flow: &mut Flow,
    w: &Words<'_>,
    c: &Comparison,
    bars: &[gpucase_core::tco::tornado::TornadoBar],
) {
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
