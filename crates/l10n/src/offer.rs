//! An offer's facts written in the reader's language, as the report and the workbook both
//! show them.

use gpucase_core::Money;
use gpucase_core::offer::{ChargeKind, ChargeUnit, Offer, Price};

use crate::{Args, Localizer};

/// An amount in its own currency, with two to four decimals: unit prices such as egress
/// per GB go below a cent.
pub fn money_any(l10n: &Localizer, m: Money) -> String {
    let dp = m.amount().normalize().scale().clamp(2, 4);
    l10n.money(m.amount(), m.currency(), dp)
}

/// How a price bills (`billing-answer` in checklist.ftl): period, pricing model and term,
/// "billed by the hour, reserved, 12-month term".
pub fn billing(l10n: &Localizer, price: &Price) -> String {
    let text = l10n.tr(
        "billing-answer",
        &Args::new()
            .str("period", price.period.key())
            .str("model", price.model.key()),
    );
    match price.term_months {
        Some(months) => l10n.tr(
            "billing-answer-term",
            &Args::new().str("billing", text).num("months", months),
        ),
        None => text,
    }
}

/// Every charge outside the hourly price (`charge` in checklist.ftl), separated by the
/// language's list separator; `charges-none` when the offer states none.
pub fn charges(l10n: &Localizer, offer: &Offer) -> String {
    if offer.charges.is_empty() {
        return l10n.tr("charges-none", &Args::new());
    }
    offer
        .charges
        .iter()
        .map(|ch| {
            let kind = match ch.kind {
                ChargeKind::Storage => "storage",
                ChargeKind::Egress => "egress",
                ChargeKind::Ingress => "ingress",
                ChargeKind::Ipv4 => "ipv4",
                ChargeKind::Setup => "setup",
                ChargeKind::Support => "support",
                ChargeKind::Licence => "licence",
            };
            let unit = match ch.unit {
                ChargeUnit::PerGbMonth => "per_gb_month",
                ChargeUnit::PerGb => "per_gb",
                ChargeUnit::PerMonth => "per_month",
                ChargeUnit::PerHour => "per_hour",
                ChargeUnit::OneOff => "one_off",
            };
            l10n.tr(
                "charge",
                &Args::new()
                    .str("kind", kind)
                    .str("unit", unit)
                    .str("amount", money_any(l10n, ch.amount)),
            )
        })
        .collect::<Vec<_>>()
        .join(&l10n.tr("list-separator", &Args::new()))
}
