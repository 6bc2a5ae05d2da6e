//! Property tests of the TCO engine over random workloads and prices, starting from the
//! example case and changing what the strategies draw.

use gpucase_core::Case;
use gpucase_core::case::{PricingModel, Usage};
use gpucase_core::casefile;
use gpucase_core::money::Money;
use gpucase_core::quantity::Quantity;
use gpucase_core::tco::{CostKind, OptionKind, compare};
use gpucase_core::workload::{ClockHour, Days, Period, Window, WindowKind};
use proptest::prelude::*;
use rust_decimal::Decimal;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn money(cents: u64, currency: &str) -> Money {
    format!("{} {currency}", Decimal::new(cents as i64, 2))
        .parse()
        .expect("valid test input")
}

fn qty(hundredths: u64) -> Quantity {
    Decimal::new(hundredths as i64, 2)
        .try_into()
        .expect("valid test input")
}

prop_compose! {
    fn window(fleet: u32)(
        start in 0u8..24, len in 1u8..24, gpus in 1..=fleet, batch in any::<bool>(),
        days in prop_oneof![Just(Days::Workdays), Just(Days::Weekends), Just(Days::EveryDay)],
    ) -> Window {
        let end = (start + len) % 24;
        let end = if end == start { (start + 1) % 24 } else { end };
        Window {
            name: "w".into(),
            kind: if batch { WindowKind::Batch } else { WindowKind::Interactive },
            days,
            start: format!("{start:02}:00").parse::<ClockHour>().expect("valid test input"),
            end: format!("{end:02}:00").parse::<ClockHour>().expect("valid test input"),
            gpus,
        }
    }
}

prop_compose! {
    fn case()(fleet in 1u32..=16)(
        fleet in Just(fleet),
        windows in prop::collection::vec(window(fleet), 0..4),
        days in 1u32..=31,
        gpi in prop::sample::select(vec![1u32, 2, 4, 8]),
        od in 1u64..10_000,
        sp_discount in 30u64..100,
        spot_discount in 10u64..100,
        restart_minutes in 0u64..180,
        purchase in 0u64..100_000_000,
        kw in 0u64..2_000,
        residual_share in 0u64..=100,
        storage_gb in 0u64..100_000,
        block_days in prop::sample::select(vec![1u32, 5, 7, 14, 28, 182]),
    ) -> Case {
        let mut case = casefile::parse(EXAMPLE).expect("valid test input");
        let w = &mut case.workload;
        w.gpus = fleet;
        let hours = days * 24;
        let weekdays = (0..days).filter(|d| d % 7 < 5).count() as u32;
        w.period = Period::GenericMonth { hours, workdays: weekdays };
        w.windows = windows;
        w.storage_gb = qty(storage_gb * 100);
        let own = &mut case.own[0];
        own.gpus = fleet;
        own.purchase = money(purchase, "EUR");
        own.residual_value = money(purchase * residual_share / 100, "EUR");
        own.power_kw = qty(kw);
        let rent = &mut case.rent[0];
        rent.gpus_per_instance = gpi;
        rent.on_demand_per_instance_hour = money(od, "USD");
        rent.boot_minutes = qty(restart_minutes * 100);
        rent.model_load_minutes = qty(0);
        rent.pricing = vec![
            PricingModel::OnDemandAlways {},
            PricingModel::OnDemandStopped { starts_per_day: None },
            PricingModel::SavingsPlan {
                term_years: 3,
                rate_per_instance_hour: money((od * sp_discount / 100).max(1), "USD"),
                commitment_per_hour: money(od * sp_discount / 200, "USD"),
                usage: Usage::StoppedWhenIdle,
                payment: gpucase_core::case::SavingsPlanPayment::PartialUpfront,
            },
            PricingModel::CapacityReservation { reserved_instances: 1, discounted_rate_per_instance_hour: None },
            PricingModel::CapacityBlock { block_days, rate_per_instance_hour: money(od, "USD") },
            PricingModel::SpotBatch {
                rate_per_instance_hour: money(od * spot_discount / 100, "USD"),
                interruption_overhead: qty(15),
            },
        ];
        case
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn costs_are_never_negative(case in case()) {
        let profile = case.workload.profile().expect("valid test input");
        let result = compare(&case, &profile).expect("valid test input");
        for o in &result.options {
            prop_assert!(o.total_cost >= Decimal::ZERO, "{} costs {}", o.id, o.total_cost);
            // Only what comes back is negative: the own side's value at the horizon, and the
            // capacity a commitment still gives after it, never more than what it still owes.
            for i in &o.breakdown {
                prop_assert!(
                    matches!(i.item, CostKind::ResidualValue | CostKind::CapacityAfterHorizon)
                        || i.amount >= Decimal::ZERO,
                    "{}: {:?} is {}", o.id, i.item, i.amount);
            }
            let sum = |k: CostKind| -> Decimal {
                o.breakdown.iter().filter(|i| i.item == k).map(|i| i.amount).sum()
            };
            prop_assert_eq!(
                sum(CostKind::CapacityAfterHorizon),
                -sum(CostKind::CommitmentAfterHorizon),
                "{}: the capacity credited is what is still owed", o.id
            );
            if let Some(c) = o.cost_per_productive_gpu_hour {
                prop_assert!(c >= Decimal::ZERO);
            }
        }
    }

    #[test]
    fn own_cost_per_productive_hour_falls_as_the_share_rises(case in case(), a in 1u32..100, b in 1u32..100) {
        prop_assume!(a != b);
        let profile = case.workload.profile().expect("valid test input");
        let share = profile.productive_share();
        prop_assume!(!share.is_zero());
        let result = compare(&case, &profile).expect("valid test input");
        let own = result.options.iter().find(|o| o.kind == OptionKind::Own).expect("valid test input");
        prop_assume!(own.total_cost > Decimal::ZERO);
        let (low, high) = (Decimal::new(a.min(b).into(), 2), Decimal::new(a.max(b).into(), 2));
        let at = |s| own.cost_per_productive_gpu_hour_at(s, share, result.horizon.periods).expect("valid test input");
        prop_assert!(at(low) > at(high), "{} at {low} vs {} at {high}", at(low), at(high));
    }

    #[test]
    fn hybrid_never_costs_more_than_all_own_or_all_rent(mut case in case()) {
        let profile = case.workload.profile().expect("valid test input");
        prop_assume!(profile.peak_gpus() > 0);
        // All-own at the hybrid's upper bound: an own quote for exactly the peak.
        let peak = profile.peak_gpus();
        let fleet = case.own[0].gpus;
        let mut at_peak = case.own[0].clone();
        at_peak.id = "own-at-peak".into();
        at_peak.gpus = peak;
        for m in [&mut at_peak.purchase, &mut at_peak.residual_value] {
            let scaled = m.amount() * Decimal::from(peak) / Decimal::from(fleet);
            *m = Money::new(scaled, m.currency()).expect("valid test input");
        }
        at_peak.licences_per_year = money(0, "EUR");
        at_peak.power_kw = qty(0);
        at_peak.colocation_per_month = money(0, "EUR");
        at_peak.support_per_year = money(0, "EUR");
        at_peak.operating_hours_per_month = qty(0);
        case.own = vec![at_peak];
        case.hybrid.as_mut().expect("valid test input").own = "own-at-peak".into();
        let result = compare(&case, &profile).expect("valid test input");
        let find = |k| result.options.iter().find(|o| o.kind == k).expect("valid test input");
        let hybrid = find(OptionKind::Hybrid);
        prop_assert!(hybrid.total_cost <= find(OptionKind::Own).total_cost,
            "hybrid {} vs own {}", hybrid.total_cost, find(OptionKind::Own).total_cost);
        prop_assert!(hybrid.total_cost <= find(OptionKind::OnDemandStopped).total_cost,
            "hybrid {} vs stopped {}", hybrid.total_cost, find(OptionKind::OnDemandStopped).total_cost);
    }
}

/// An offer with two plans of one kind (a one-year savings plan beside the three-year one)
/// gives two options with distinct ids; the options the example already had keep theirs.
#[test]
fn two_plans_of_one_kind_get_distinct_option_ids() {
    let example = casefile::parse(EXAMPLE).expect("valid test input");
    let mut case = example.clone();
    let mut plan = case.rent[0]
        .pricing
        .iter()
        .find(|p| matches!(p, PricingModel::SavingsPlan { .. }))
        .cloned()
        .expect("the example has a savings plan");
    if let PricingModel::SavingsPlan { term_years, .. } = &mut plan {
        *term_years = 1;
    }
    case.rent[0].pricing.push(plan);
    let before =
        compare(&example, &example.workload.profile().expect("profile")).expect("compares");
    let after = compare(&case, &case.workload.profile().expect("profile")).expect("compares");
    let ids: Vec<&str> = after.options.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(after.options.len(), before.options.len() + 1, "{ids:?}");
    let unique: std::collections::HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "repeated ids: {ids:?}");
    for o in &before.options {
        assert!(ids.contains(&o.id.as_str()), "{} lost: {ids:?}", o.id);
    }
}
