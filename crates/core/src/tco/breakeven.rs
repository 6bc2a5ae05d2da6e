//! Break-even productive share between owning and each rented option.
//!
//! Own cost does not change with the productive share; a rented option's cost is a fixed
//! part plus a part that follows usage. Holding the profile's shape, the rented cost at
//! share `s` is `fixed + usage x s / s0`, so the shares meet at
//! `s* = s0 x (own - fixed) / usage`. When nothing follows usage (capacity allocated every
//! hour), the productive share is on both sides and cancels (docs/method.md section 3): the
//! comparison is own cost per GPU-hour of service life against the rented cost per billed
//! GPU-hour. When capacity is counted in replicas served (`equivalence`), both are taken
//! per GPU-hour of the profile's fleet, so that an H100 hour and an H200 hour are not set
//! side by side as if each did the same work.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use super::{OptionKind, OptionResult};

/// The break-even of one rented option against an own option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct BreakEven {
    /// The own option compared against.
    pub own: String,
    /// The rented option.
    pub option: String,
    /// What the comparison found.
    pub verdict: BreakEvenVerdict,
    /// The productive share at which both cost the same, when there is one below 100 %.
    pub share: Option<Decimal>,
    /// Own lifecycle cost per GPU-hour of service life (per GPU-hour of the profile's fleet
    /// when counted in replicas served).
    pub own_cost_per_service_life_gpu_hour: Option<Decimal>,
    /// The rented option's cost per billed GPU-hour (likewise).
    pub option_cost_per_billed_gpu_hour: Option<Decimal>,
}

/// What a break-even comparison found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BreakEvenVerdict {
    /// Renting is cheaper below `share`, owning above it.
    RentCheaperBelowShare,
    /// Owning is cheaper at every productive share.
    OwnCheaperAtAnyShare,
    /// Renting is cheaper at every productive share up to 100 %.
    RentCheaperAtAnyShare,
    /// The capacity stays allocated every hour: the share cancels; compare cost per GPU-hour
    /// of service life against cost per billed GPU-hour.
    ShareCancels,
}

/// Break-even of every rented option against the cheapest own option that serves the
/// whole workload, at the profile's productive share `base_share`: the cheapest the case's
/// requirements allow, where one does (an own quote they exclude is no measure for a
/// rented option that may be recommended), else the cheapest of all.
pub(crate) fn against_cheapest_own(
    options: &[OptionResult],
    base_share: Decimal,
) -> Vec<BreakEven> {
    let cheapest_own = |eligible_only: bool| {
        options
            .iter()
            .filter(|o| o.kind == OptionKind::Own && o.covers_demand())
            .filter(|o| !eligible_only || o.eligibility.eligible())
            .min_by(|a, b| a.total_cost.cmp(&b.total_cost))
    };
    let Some(own) = cheapest_own(true).or_else(|| cheapest_own(false)) else {
        return Vec::new();
    };
    options
        .iter()
        .filter(|o| !matches!(o.kind, OptionKind::Own | OptionKind::Hybrid))
        .map(|o| {
            let (verdict, share) = verdict(own.total_cost, o, base_share);
            BreakEven {
                own: own.id.clone(),
                option: o.id.clone(),
                verdict,
                share,
                own_cost_per_service_life_gpu_hour: own
                    .service_life
                    .as_ref()
                    .map(|l| per_reference(l.cost_per_gpu_hour, own)),
                option_cost_per_billed_gpu_hour: o
                    .cost_per_billed_gpu_hour
                    .map(|c| per_reference(c, o)),
            }
        })
        .collect()
}

/// `cost` per GPU-hour of `option`'s GPUs as a cost per GPU-hour of the profile's fleet:
/// the option's GPUs that do the work of one reference GPU.
fn per_reference(cost: Decimal, option: &OptionResult) -> Decimal {
    option.replica.map_or(cost, |s| {
        cost * (Decimal::from(s.option_gpus) / Decimal::from(s.reference_gpus))
    })
}

fn verdict(
    own: Decimal,
    option: &OptionResult,
    base_share: Decimal,
) -> (BreakEvenVerdict, Option<Decimal>) {
    let capacity_follows_usage = option
        .breakdown
        .iter()
        .any(|i| i.item.is_capacity() && i.follows_usage);
    if !capacity_follows_usage || base_share.is_zero() {
        return (BreakEvenVerdict::ShareCancels, None);
    }
    if option.fixed_cost >= own {
        return (BreakEvenVerdict::OwnCheaperAtAnyShare, None);
    }
    let share = base_share * (own - option.fixed_cost) / option.usage_cost;
    if share >= Decimal::ONE {
        (BreakEvenVerdict::RentCheaperAtAnyShare, None)
    } else {
        (BreakEvenVerdict::RentCheaperBelowShare, Some(share))
    }
}
