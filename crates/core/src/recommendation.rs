//! The recommendation drawn from a [`Comparison`]: the option to take, the one to weigh it
//! against, what taking it saves and the risk that comes with it.
//!
//! Pure selection over the engine's results; nothing is recomputed. The recommended option
//! is the comparison's cheapest (lowest cost per productive GPU-hour among the options that
//! serve the whole workload and that the case's requirements allow); the runner-up is
//! eligible too. The runner-up is preferably of another *kind family* (own,
//! rented, hybrid), so that the reader sees the best alternative of a different nature
//! rather than a sibling pricing model of the same offer. A hybrid whose best split is at
//! an end counts as what it then is: with no own GPUs it is rented, with own GPUs up to the
//! peak it is owned.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use crate::tco::{Comparison, OptionKind, OptionResult, RankBasis, Risk};

/// The option to take and what to weigh it against.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Recommendation {
    /// Identity of the recommended option (equals [`Comparison::cheapest`]).
    pub option_id: String,
    /// Kind of the recommended option.
    pub kind: OptionKind,
    /// Human-readable name of the recommended option.
    pub label: String,
    /// Total cost of the recommended option over the horizon.
    pub total_cost: Decimal,
    /// Cost per productive GPU-hour of the recommended option.
    pub cost_per_productive_gpu_hour: Decimal,
    /// What the options were ranked by (the comparison's `ranked_by`).
    pub ranked_by: RankBasis,
    /// The recommended option's cost per productive GPU-hour by `ranked_by`: at present
    /// value where the case discounts, else `cost_per_productive_gpu_hour`.
    pub rank_cost: Decimal,
    /// The best alternative, if the comparison has another option that serves the workload.
    pub runner_up: Option<RunnerUp>,
    /// Runner-up minus recommended, by `ranked_by`: present values where the case
    /// discounts, totals over the horizon otherwise.
    pub saving_against_runner_up: Option<Decimal>,
    /// The first risk the engine lists for the recommended option.
    pub main_risk: Option<Risk>,
    /// Own GPUs in the recommended option when it is the hybrid.
    pub hybrid_own_gpus: Option<u32>,
}

/// The alternative the recommendation is weighed against.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RunnerUp {
    /// Identity of the option.
    pub option_id: String,
    /// Human-readable name of the option.
    pub label: String,
    /// Total cost over the horizon.
    pub total_cost: Decimal,
    /// Cost per productive GPU-hour.
    pub cost_per_productive_gpu_hour: Decimal,
    /// Present value over the horizon.
    pub present_value: Decimal,
    /// Its cost per productive GPU-hour by the comparison's `ranked_by`.
    pub rank_cost: Decimal,
    /// Its family (own, rented, hybrid).
    pub family: Family,
    /// Whether it is the cheapest of another family than the recommendation (the usual
    /// case: "the cheapest rented option"), rather than the cheapest of any other option
    /// where no other family is left. A cheaper option of the recommendation's own family
    /// may then stand between the two.
    pub of_another_family: bool,
}

/// The broad family of an option: buy, rent (any pricing model) or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Family {
    /// Own servers.
    Own,
    /// Rented capacity, under any pricing model.
    Rented,
    /// A hybrid with own GPUs below the peak and rented ones above.
    Hybrid,
}

/// The family of `o`; a hybrid at either end of its curve belongs to that end's family.
fn family(o: &OptionResult, peak_gpus: u32) -> Family {
    if let (OptionKind::Hybrid, Some(h)) = (o.kind, o.hybrid.as_ref()) {
        if h.own_gpus == 0 {
            return Family::Rented;
        }
        if h.own_gpus >= peak_gpus {
            return Family::Own;
        }
    }
    match o.kind {
        OptionKind::Own => Family::Own,
        OptionKind::Hybrid => Family::Hybrid,
        OptionKind::OnDemandAlways
        | OptionKind::OnDemandStopped
        | OptionKind::SavingsPlan
        | OptionKind::CapacityReservation
        | OptionKind::CapacityBlock
        | OptionKind::SpotBatch
        | OptionKind::Reserved
        | OptionKind::MonthlyBilled => Family::Rented,
    }
}

/// Picks the recommendation from a comparison.
///
/// `None` when the comparison has no cheapest option (no option serves the whole workload,
/// or there are no productive hours). The runner-up is the cheapest other option by cost
/// per productive GPU-hour (at present value where the case discounts) that serves the whole workload and is of a different family
/// (own, rented, hybrid; a hybrid with no own GPUs counts as rented, one with own GPUs up
/// to the peak as own) than the recommended one; if no such option exists, the cheapest
/// other option of any family. Ties keep the comparison's order.
pub fn recommend(c: &Comparison) -> Option<Recommendation> {
    let cheapest_id = c.cheapest.as_deref()?;
    let best = c.options.iter().find(|o| o.id == cheapest_id)?;
    let best_cost = best.cost_per_productive_gpu_hour?;
    let basis = c.ranked_by;
    let best_rank = best.rank_cost(basis)?;
    let peak = c.workload.peak_gpus;
    let candidates: Vec<(&OptionResult, Decimal)> = c
        .options
        .iter()
        .filter(|o| o.id != best.id && o.covers_demand() && o.eligibility.eligible())
        .filter_map(|o| o.rank_cost(basis).map(|cost| (o, cost)))
        .collect();
    let cheapest_of = |other_family_only: bool| {
        candidates
            .iter()
            .filter(|(o, _)| !other_family_only || family(o, peak) != family(best, peak))
            .min_by(|a, b| a.1.cmp(&b.1))
            .copied()
    };
    let other = cheapest_of(true);
    let of_another_family = other.is_some();
    let runner_up = other
        .or_else(|| cheapest_of(false))
        .map(|(o, rank_cost)| RunnerUp {
            family: family(o, peak),
            of_another_family,
            option_id: o.id.clone(),
            label: o.label.clone(),
            total_cost: o.total_cost,
            cost_per_productive_gpu_hour: o.cost_per_productive_gpu_hour.unwrap_or(rank_cost),
            present_value: o.present_value,
            rank_cost,
        });
    let runner_total = |r: &RunnerUp| match basis {
        RankBasis::Nominal => r.total_cost,
        RankBasis::PresentValue => r.present_value,
    };
    Some(Recommendation {
        option_id: best.id.clone(),
        kind: best.kind,
        label: best.label.clone(),
        total_cost: best.total_cost,
        cost_per_productive_gpu_hour: best_cost,
        ranked_by: basis,
        rank_cost: best_rank,
        saving_against_runner_up: runner_up
            .as_ref()
            .map(|r| runner_total(r) - best.rank_total(basis)),
        runner_up,
        main_risk: best.risks.first().cloned(),
        hybrid_own_gpus: match best.kind {
            OptionKind::Hybrid => best.hybrid.as_ref().map(|h| h.own_gpus),
            _ => None,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::casefile;
    use crate::tco::compare;

    const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

    fn example() -> (crate::Case, Comparison) {
        let case = casefile::parse(EXAMPLE).expect("the example parses");
        let profile = case.workload.profile().expect("the example has a profile");
        let comparison = compare(&case, &profile).expect("the example computes");
        (case, comparison)
    }

    #[test]
    fn recommends_the_cheapest_option() {
        let (_, c) = example();
        let r = recommend(&c).expect("the example has a cheapest option");
        assert_eq!(Some(r.option_id.as_str()), c.cheapest.as_deref());
        let best = c
            .options
            .iter()
            .find(|o| o.id == r.option_id)
            .expect("the recommended option is in the comparison");
        assert_eq!(r.label, best.label);
        assert_eq!(r.kind, best.kind);
        assert_eq!(r.total_cost, best.total_cost);
        assert_eq!(
            Some(r.cost_per_productive_gpu_hour),
            best.cost_per_productive_gpu_hour
        );
        assert_eq!(r.main_risk.as_ref(), best.risks.first());
        assert_eq!(r.hybrid_own_gpus.is_some(), best.kind == OptionKind::Hybrid);
        // No option that serves the workload is cheaper per productive GPU-hour.
        for o in c.options.iter().filter(|o| o.covers_demand()) {
            if let Some(cost) = o.cost_per_productive_gpu_hour {
                assert!(
                    cost >= r.cost_per_productive_gpu_hour,
                    "{} is cheaper",
                    o.id
                );
            }
        }
    }

    fn family_of(c: &Comparison, id: &str) -> Family {
        let o = c
            .options
            .iter()
            .find(|o| o.id == id)
            .expect("the option is in the comparison");
        family(o, c.workload.peak_gpus)
    }

    #[test]
    fn the_runner_up_is_the_cheapest_of_another_family() {
        let (_, c) = example();
        let r = recommend(&c).expect("the example has a cheapest option");
        let runner = r
            .runner_up
            .as_ref()
            .expect("the example has several options");
        assert_ne!(runner.option_id, r.option_id);
        assert_ne!(
            family_of(&c, &runner.option_id),
            family_of(&c, &r.option_id)
        );
        // Every option of another family that serves the workload costs as much or more.
        for o in c
            .options
            .iter()
            .filter(|o| o.covers_demand() && family_of(&c, &o.id) != family_of(&c, &r.option_id))
        {
            if let Some(cost) = o.cost_per_productive_gpu_hour {
                assert!(
                    cost >= runner.cost_per_productive_gpu_hour,
                    "{} is cheaper",
                    o.id
                );
            }
        }
        assert_eq!(
            r.saving_against_runner_up,
            Some(runner.total_cost - r.total_cost)
        );
    }

    #[test]
    fn falls_back_to_the_same_family_when_no_other_serves() {
        let (_, mut c) = example();
        let best = recommend(&c).expect("cheapest").option_id;
        let keep = family_of(&c, &best);
        let ids: Vec<String> = c
            .options
            .iter()
            .filter(|o| family_of(&c, &o.id) == keep)
            .map(|o| o.id.clone())
            .collect();
        c.options.retain(|o| ids.contains(&o.id));
        let r = recommend(&c).expect("the cheapest option is kept");
        assert_eq!(r.option_id, best);
        if ids.len() > 1 {
            let runner = r.runner_up.expect("another option of the family is left");
            assert_eq!(family_of(&c, &runner.option_id), keep);
            assert_ne!(runner.option_id, best);
        }
    }

    #[test]
    fn a_hybrid_at_an_end_of_its_curve_counts_as_that_end() {
        let (_, c) = example();
        let mut hybrid = c
            .options
            .iter()
            .find(|o| o.kind == OptionKind::Hybrid)
            .expect("the example has a hybrid")
            .clone();
        let peak = c.workload.peak_gpus;
        let mut at = |own_gpus: u32| {
            if let Some(h) = hybrid.hybrid.as_mut() {
                h.own_gpus = own_gpus;
            }
            family(&hybrid, peak)
        };
        assert_eq!(at(0), Family::Rented);
        assert_eq!(at(peak), Family::Own);
        assert_eq!(at(peak / 2), Family::Hybrid);
    }

    #[test]
    fn a_case_with_only_one_option_has_no_runner_up() {
        let (mut case, _) = example();
        case.rent.clear();
        case.hybrid = None;
        let profile = case.workload.profile().expect("profile");
        let c = compare(&case, &profile).expect("computes");
        assert_eq!(c.options.len(), 1);
        let r = recommend(&c).expect("the own quote serves the workload");
        assert_eq!(r.option_id, c.options[0].id);
        assert_eq!(r.runner_up, None);
        assert_eq!(r.saving_against_runner_up, None);
    }

    #[test]
    fn nothing_to_recommend_without_a_cheapest_option() {
        let (_, mut c) = example();
        c.cheapest = None;
        assert_eq!(recommend(&c), None);
    }
}
