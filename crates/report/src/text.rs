//! The report's sentences: the recommendation paragraph, risks, cost lines and break-even
//! verdicts in plain English, built from the engine's results.

use gpucase_core::Comparison;
use gpucase_core::recommendation::Recommendation;
use gpucase_core::tco::{BreakEven, BreakEvenVerdict, CostKind, Risk};
use rust_decimal::Decimal;

use crate::format::{capitalize, money, percent, quantity, year_span};

/// What to call one period of the profile: "month" when it is a month long (28 to 31 days),
/// "period" otherwise (e.g. a profile imported from metrics of another length).
pub fn period_word(c: &Comparison) -> &'static str {
    if (672..=744).contains(&c.workload.hours_in_period) {
        "month"
    } else {
        "period"
    }
}

/// A cost line in words.
pub fn cost_kind(kind: CostKind) -> &'static str {
    match kind {
        CostKind::Purchase => "Hardware purchase (share of the service life)",
        CostKind::Licences => "Software licences",
        CostKind::Electricity => "Electricity, including the site's PUE",
        CostKind::Colocation => "Rack space or colocation",
        CostKind::HardwareSupport => "Hardware support contract",
        CostKind::Operations => "Staff time to operate",
        CostKind::ResidualValue => "Residual value at the end of life",
        CostKind::Compute => "Instance-hours at the offer's rate",
        CostKind::Restarts => "Boot and model load after each start",
        CostKind::Commitment => "Savings-plan commitment, used or not",
        CostKind::CommitmentAfterHorizon => "Commitment still owed after the horizon",
        CostKind::OnDemandOverflow => "Usage above the commitment or reservation, billed on-demand",
        CostKind::Reservation => "Reserved instance-hours, used or not",
        CostKind::CapacityBlocks => "Capacity blocks",
        CostKind::Spot => "Spot instance-hours, including interruptions",
        CostKind::Storage => "Persistent storage (billed while stopped too)",
        CostKind::Egress => "Internet egress",
        CostKind::Ipv4 => "Public IPv4 addresses",
        CostKind::Setup => "One-off setup fee",
        CostKind::SupportPlan => "Provider support plan",
    }
}

/// A risk as a clause starting in lower case (no final full stop).
pub fn risk(r: &Risk, c: &Comparison) -> String {
    match r {
        Risk::RestartCapacity { starts_per_period } => format!(
            "each of the {} starts per {} can fail for lack of on-demand capacity \
             (InsufficientInstanceCapacity), because on-demand capacity is not reserved",
            quantity(*starts_per_period, 2),
            period_word(c)
        ),
        Risk::NoCapacityReserved => "a savings plan commits spend, not capacity: it does not \
             guarantee that instances are available when they are needed"
            .to_owned(),
        Risk::UnusedCommitment { amount } => format!(
            "{} of the hourly commitment is paid over the horizon without being used",
            money(*amount, c.currency)
        ),
        Risk::CommitmentBeyondHorizon { term_years } => format!(
            "the {} commitment runs past the {} horizon and is still owed after it",
            year_span(*term_years),
            year_span(c.horizon.years)
        ),
        Risk::BlockPriceAtPurchase => "capacity block prices follow supply and demand at the \
             time of purchase, and blocks must be booked ahead"
            .to_owned(),
        Risk::SpotInterruption => "spot instances can be interrupted at any time, so batch \
             jobs must tolerate being stopped and resumed"
            .to_owned(),
        Risk::NoBatchHours => {
            "the workload has no batch hours for spot instances to take".to_owned()
        }
        Risk::OwnCapacityShortfall { gpus, peak_gpus } => format!(
            "the {gpus} own GPUs are fewer than the {peak_gpus} GPUs the workload needs at its \
             peak, so part of the work is not served"
        ),
        Risk::HybridOperations => "a hybrid needs the same model and serving-engine version on \
             both sides, a gateway that overflows to rented instances when the own queue grows, \
             and a data class that may be processed at the provider"
            .to_owned(),
    }
}

/// The recommendation paragraph.
pub fn recommendation(rec: Option<&Recommendation>, c: &Comparison) -> String {
    let Some(r) = rec else {
        return "No option serves the whole workload at a cost per productive GPU-hour, so \
                there is no recommendation. See the options below for what each one leaves \
                unserved."
            .to_owned();
    };
    let cur = c.currency;
    let mut text = format!(
        "Recommended: {}. It costs {} per productive GPU-hour and {} in total over the {} \
         horizon.",
        r.label,
        money(r.cost_per_productive_gpu_hour, cur),
        money(r.total_cost, cur),
        year_span(c.horizon.years),
    );
    if let Some(own) = r.hybrid_own_gpus {
        text.push_str(&format!(
            " It keeps {own} own GPUs for the base load and rents the hours above them."
        ));
    }
    match (&r.runner_up, r.saving_against_runner_up) {
        (Some(u), Some(saving)) => {
            text.push_str(&format!(
                " The runner-up is {} at {} per productive GPU-hour ({} in total);",
                u.label,
                money(u.cost_per_productive_gpu_hour, cur),
                money(u.total_cost, cur),
            ));
            if saving >= Decimal::ZERO {
                text.push_str(&format!(
                    " the recommendation saves {} against it over the horizon.",
                    money(saving, cur)
                ));
            } else {
                text.push_str(&format!(
                    " the recommendation costs {} more in total but less per productive \
                     GPU-hour.",
                    money(-saving, cur)
                ));
            }
        }
        _ => text.push_str(" No other option serves the whole workload."),
    }
    match &r.main_risk {
        Some(main) => text.push_str(&format!(" Main risk: {}.", risk(main, c))),
        None => text.push_str(" The engine lists no particular risk for this option."),
    }
    text
}

fn label<'a>(c: &'a Comparison, id: &'a str) -> &'a str {
    c.options
        .iter()
        .find(|o| o.id == id)
        .map_or(id, |o| o.label.as_str())
}

/// One break-even entry in words.
pub fn break_even(b: &BreakEven, c: &Comparison) -> String {
    let option = label(c, &b.option);
    let own = label(c, &b.own);
    let now = percent(c.workload.productive_share);
    match b.verdict {
        BreakEvenVerdict::RentCheaperBelowShare => {
            let share = b
                .share
                .map_or_else(|| "an unknown share".to_owned(), percent);
            let cheaper_now = match b.share {
                Some(s) if c.workload.productive_share < s => "renting",
                _ => "owning",
            };
            format!(
                "{option}: renting is cheaper than owning ({own}) below a productive share of \
                 {share} and owning above it; at the profile's {now}, {cheaper_now} is cheaper."
            )
        }
        BreakEvenVerdict::OwnCheaperAtAnyShare => format!(
            "{option}: owning ({own}) is cheaper at any productive share, because the rented \
             option's fixed costs alone exceed the own total."
        ),
        BreakEvenVerdict::RentCheaperAtAnyShare => format!(
            "{option}: renting is cheaper than owning ({own}) at any productive share up to \
             100 %."
        ),
        BreakEvenVerdict::ShareCancels => {
            let money_or = |v: Option<Decimal>| {
                v.map_or_else(|| "an unknown amount".to_owned(), |v| money(v, c.currency))
            };
            let verdict = match (
                b.own_cost_per_service_life_gpu_hour,
                b.option_cost_per_billed_gpu_hour,
            ) {
                (Some(o), Some(r)) if o < r => " Owning is cheaper.",
                (Some(o), Some(r)) if o > r => " Renting is cheaper.",
                (Some(_), Some(_)) => " Both cost the same.",
                _ => "",
            };
            format!(
                "{option}: the capacity stays allocated every hour, so the productive share is \
                 on both sides and cancels. Compare the own cost of {} per GPU-hour of service \
                 life ({own}) with this option's {} per billed GPU-hour.{verdict}",
                money_or(b.own_cost_per_service_life_gpu_hour),
                money_or(b.option_cost_per_billed_gpu_hour),
            )
        }
    }
}

/// A risk as a sentence of its own.
pub fn risk_sentence(r: &Risk, c: &Comparison) -> String {
    format!("{}.", capitalize(&risk(r, c)))
}
