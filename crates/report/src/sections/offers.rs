//! The shortlisted offers: where, what, at which price and how old it is.

use super::*;

/// Where the machine is: the city, the region in the provider's own words (quoted: "EU
/// (Stockholm)" is not the report's language), the country code, and whether it lies in the
/// EU/EEA.
pub(crate) fn location(w: &Words<'_>, o: &Offer) -> String {
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

pub(crate) fn price(w: &Words<'_>, o: &Offer, report_date: Date) -> String {
    offer_price(w, &o.price, &o.fetched_at, report_date)
}

/// A price as an offer states it, with its age on `report_date`.
pub(crate) fn offer_price(
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
pub(crate) fn price_amount(w: &Words<'_>, price: &gpucase_core::offer::Price) -> String {
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
pub(crate) fn price_age(w: &Words<'_>, fetched_at: &str, report_date: Date) -> Option<String> {
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
        .flat_map(|r| r.offers.iter().map(ToString::to_string))
        .collect();
    // Offers no option is priced from yet are the analyst's shortlist proper: they stay,
    // with their checklist, whatever the body compares.
    let priced: Vec<String> = case
        .rent
        .iter()
        .flat_map(|r| r.offers.iter().map(ToString::to_string))
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
pub(crate) fn shown_own<'c>(case: &'c Case, sel: &Selection) -> Vec<&'c str> {
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
            sel.rent_of.iter().any(|(_, rent)| rent == id)
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
