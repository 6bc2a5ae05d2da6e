//! An offer's facts written in the reader's language, as the report, the workbook and the
//! desktop's checklist show them.

use gpucase_core::Money;
use gpucase_core::offer::{
    Allocation, ChargeKind, ChargeUnit, HostStatus, Isolation, Offer, Price,
};

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
/// A charge whose price could not be read follows as `charge-unknown`: "egress, price not
/// known (why)".
pub fn charges(l10n: &Localizer, offer: &Offer) -> String {
    if offer.charges.is_empty() && offer.unknown_charges.is_empty() {
        return l10n.tr("charges-none", &Args::new());
    }
    offer
        .charges
        .iter()
        .map(|ch| charge(l10n, offer, ch))
        .chain(
            offer
                .unknown_charges
                .iter()
                .map(|u| unknown_charge(l10n, u)),
        )
        .collect::<Vec<_>>()
        .join(&l10n.tr("list-separator", &Args::new()))
}

/// A charge billed at a price not known (`charge-unknown` in checklist.ftl): "egress, price
/// not known (the price list's egress endpoint failed: HTTP 503)".
pub fn unknown_charge(l10n: &Localizer, u: &gpucase_core::offer::UnknownCharge) -> String {
    l10n.tr(
        "charge-unknown",
        &Args::new()
            .str("kind", charge_kind_word(u.kind))
            .str("why", &u.why),
    )
}

/// The selector word of a charge kind in checklist.ftl's `charge` and `charge-unknown`.
fn charge_kind_word(kind: ChargeKind) -> &'static str {
    match kind {
        ChargeKind::Storage => "storage",
        ChargeKind::Egress => "egress",
        ChargeKind::Ingress => "ingress",
        ChargeKind::Ipv4 => "ipv4",
        ChargeKind::Setup => "setup",
        ChargeKind::Support => "support",
        ChargeKind::Licence => "licence",
    }
}

/// One charge of `offer` (`charge` in checklist.ftl): "storage US$0.20/GB-month"; a
/// reservation's one-off charge is its upfront payment.
pub fn charge(l10n: &Localizer, offer: &Offer, ch: &gpucase_core::offer::Charge) -> String {
    {
        let kind = match ch.kind {
            // A reservation's one-off charge is its upfront payment, not a setup fee.
            ChargeKind::Setup
                if ch.unit == ChargeUnit::OneOff
                    && offer.price.model == gpucase_core::offer::PriceModel::Reserved =>
            {
                "upfront"
            }
            other => charge_kind_word(other),
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
    }
}

/// The offer's isolation (`isolation` in checklist.ftl): "VM", "container".
pub fn isolation(l10n: &Localizer, isolation: &Isolation) -> String {
    l10n.tr("isolation", &Args::new().str("kind", isolation.kind()))
}

/// The offer's GPU allocation (`allocation` in checklist.ftl) with its profile and the
/// share of a GPU where the offer states them: "MIG instance 1g.18gb, 14% of a GPU".
pub fn allocation(l10n: &Localizer, allocation: &Allocation) -> String {
    let (profile, share) = match allocation {
        Allocation::Vgpu { profile, share } | Allocation::Mig { profile, share } => {
            (profile.as_deref(), *share)
        }
        Allocation::SriovVf { share } | Allocation::TimeSlicing { share } => (None, *share),
        Allocation::Passthrough | Allocation::BareMetal | Allocation::Unknown { .. } => {
            (None, None)
        }
    };
    let mut text = l10n.tr("allocation", &Args::new().str("kind", allocation.kind()));
    if let Some(p) = profile {
        text = l10n.tr(
            "allocation-profile",
            &Args::new().str("allocation", text).str("profile", p),
        );
    }
    if let Some(s) = share {
        text = l10n.tr(
            "allocation-share",
            &Args::new()
                .str("allocation", text)
                .str("share", l10n.percent(s.value(), 0)),
        );
    }
    text
}

/// How many of the host's GPUs are the buyer's (`host-share`): "1 of 8 GPUs on the host".
pub fn host_share(l10n: &Localizer, offer: &Offer) -> String {
    let args = match offer.host.gpus {
        Some(gpus) => Args::new()
            .str("gpus", gpus.to_string())
            .str("yours", offer.gpu.count.to_string()),
        None => Args::new().str("gpus", "unknown").str("yours", ""),
    };
    l10n.tr("host-share", &args)
}

/// Who vouches for the host (`host-status`): "provider's own", "unverified".
pub fn host_status(l10n: &Localizer, status: HostStatus) -> String {
    let key = match status {
        HostStatus::ProviderOwned => "provider_owned",
        HostStatus::Verified => "verified",
        HostStatus::Unverified => "unverified",
        HostStatus::Revoked => "revoked",
        HostStatus::Unknown => "unknown",
    };
    l10n.tr("host-status", &Args::new().str("status", key))
}
