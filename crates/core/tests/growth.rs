//! Demand that grows over the horizon, and the stages gpucase chooses for it (issue 17), on
//! `examples/h200-nvl-demand-grows.gpucase`: an H200 NVL server with 8 slots, quoted with
//! 4 cards, against 1-GPU instances rented on demand, for an assistant whose demand grows
//! 60 % a year.
//!
//! The figures in the comments are worked out by hand from the case file (3-year horizon,
//! 3-year service life, so month 1's purchases count in full and a stage bought in month
//! `m` counts `(37 − m) / 36` of its life):
//!
//! The workload: 4 GPUs in 252 hours (21 workdays, 07:00-19:00) of a 730-hour month, 1,008
//! productive GPU-hours a month in year 1. The work grows exactly (issue 32): 1,008 × 1.6 =
//! 1,612.8 GPU-hours a month in year 2, 1,008 × 1.6² = 2,580.48 in year 3; over the 36
//! months 12 × (1,008 + 1,612.8 + 2,580.48) = 62,415.36 productive GPU-hours. The capacity
//! is rounded up: 4 × 1.6 = 6.4, 7 GPUs in year 2; 4 × 1.6² = 10.24, 11 GPUs in year 3.
//!
//! The server as quoted, over its 3-year life: purchase 160,000; electricity 3.2 kW × 1.4
//! × 8,760 h × 3 × 0.22 EUR = 25,901.568; colocation 36 × 900 = 32,400; support 3 × 6,000
//! = 18,000; staff 36 × 12 h × 85 EUR = 36,720; residual −16,000: 257,021.568 EUR.
//! One more card over its life: 32,000; electricity 0.6 kW × 1.4 × 8,760 × 3 × 0.22 =
//! 4,856.544; residual −3,000.
//!
//! The stages: year 1 needs 4 GPUs, the server as quoted. Year 2 needs 7: 3 cards into
//! the 4 free slots in month 13 (96,000 EUR). Year 3 needs 11, more than one server's 8
//! slots: a second server as quoted in month 25 (160,000 EUR, 4 cards), 7 + 4 = 11 GPUs.
//!
//! Own, nominal: the server 257,021.568 in full; the 3 cards 24/36 of (96,000 + 3 ×
//! 4,856.544 − 9,000) = 2/3 × 101,569.632 = 67,713.088; the second server 12/36 of
//! 257,021.568 = 85,673.856. Total 410,408.512 EUR.
//!
//! On demand, allocated every hour, 1 GPU per instance at 3.50 EUR: an instance per GPU
//! of the year's peak, 730 h × 12 months a year: 4 × 30,660 = 122,640 in year 1, 7 ×
//! 30,660 = 214,620 in year 2, 11 × 30,660 = 337,260 in year 3: compute 674,520. Storage
//! grows with the work: 1,000 GB × 0.10 × 12 × (1 + 1.6 + 2.56) = 6,192; IPv4 3.00 × 12 ×
//! (4 + 7 + 11) = 792; setup 50 per instance, 11 in the end: 550. Total 682,054 EUR.

mod support;

use gpucase_core::problem::Problem;
use gpucase_core::tco::{ChosenStage, CostKind, Installed, OptionKind, compare};
use gpucase_core::{Case, casefile};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;
use support::{costed, item, option};

const DEMAND_GROWS: &str = include_str!("../../../examples/h200-nvl-demand-grows.gpucase");
const STAGED: &str = include_str!("../../../examples/h200-nvl-grows.gpucase");

fn grows() -> Case {
    let case = casefile::parse(DEMAND_GROWS).expect("the example parses");
    case.validate().expect("the example is valid");
    case
}

#[test]
fn each_year_s_demand_is_the_profile_grown_and_rounded_up() {
    let case = grows();
    let c = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    let years: Vec<(u32, u32, Decimal)> = c
        .demand_by_year
        .iter()
        .map(|y| (y.year, y.peak_gpus, y.productive_gpu_hours))
        .collect();
    assert_eq!(
        years,
        [
            (1, 4, dec!(1008)),
            (2, 7, dec!(1612.8)),
            (3, 11, dec!(2580.48))
        ]
    );
    assert_eq!(c.demand_by_year[2].factor, dec!(2.56));
}

#[test]
fn gpucase_adds_three_cards_in_month_13_and_a_server_in_month_25() {
    let options = costed(&grows());
    let own = option(&options, "h200-nvl");
    let life = own.service_life.as_ref().expect("service life");
    assert_eq!(
        life.chosen_stages,
        [
            ChosenStage {
                month: 13,
                cards: 3,
                servers: 0,
                purchase: dec!(96000),
            },
            ChosenStage {
                month: 25,
                cards: 0,
                servers: 1,
                purchase: dec!(160000),
            },
        ]
    );
    assert_eq!(
        life.growth,
        [
            Installed {
                from_month: 1,
                servers: 1,
                gpus: 4
            },
            Installed {
                from_month: 13,
                servers: 1,
                gpus: 7
            },
            Installed {
                from_month: 25,
                servers: 2,
                gpus: 11
            },
        ]
    );
    // Purchases as paid (issue 32): 160,000 + 96,000 + 160,000 = 416,000. Electricity
    // 25,901.568 + 2/3 × 14,569.632 + 1/3 × 25,901.568 = 44,248.512; colocation 32,400 +
    // 10,800. Back at the horizon's end: the first server's residual 16,000; the cards'
    // book value after 24 of their 36 months, 96,000 − (96,000 − 9,000) × 24/36 = 38,000;
    // the second server's after 12, 160,000 − (160,000 − 16,000) × 12/36 = 112,000: in all
    // −166,000. Net 250,000, the pro-rata 277,333.33 − 27,333.33 of before.
    assert_eq!(item(own, CostKind::Purchase), dec!(416000));
    assert_eq!(item(own, CostKind::Electricity), dec!(44248.512));
    assert_eq!(item(own, CostKind::Colocation), dec!(43200));
    assert_eq!(
        item(own, CostKind::ResidualValue).round_dp(2),
        dec!(-166000)
    );
    assert_eq!(own.total_cost.round_dp(6), dec!(410408.512));
    // Every year's peak is installed when the year begins: nothing unserved.
    assert!(own.covers_demand(), "{:?}", own.unserved_gpu_hours);
    // 410,408.512 / 62,415.36 productive GPU-hours.
    let per_hour = own.cost_per_productive_gpu_hour.expect("productive hours");
    assert_eq!(per_hour.round_dp(6), dec!(6.575441));
}

#[test]
fn on_demand_bills_each_year_s_grown_peak() {
    let options = costed(&grows());
    let always = option(&options, "cloud-h200/on_demand_always");
    assert_eq!(item(always, CostKind::Compute), dec!(674520));
    assert_eq!(item(always, CostKind::Storage), dec!(6192));
    assert_eq!(item(always, CostKind::Ipv4), dec!(792));
    assert_eq!(item(always, CostKind::Setup), dec!(550));
    assert_eq!(always.total_cost, dec!(682054));
    // 682,054 / 62,415.36 productive GPU-hours.
    assert_eq!(
        always
            .cost_per_productive_gpu_hour
            .expect("hours")
            .round_dp(6),
        dec!(10.927663)
    );
}

/// Issue 31: a sentence said "each of the 84 starts per month" beside a table that said
/// 154. Stopped when idle, each instance of the year's peak starts once a workday: 4 × 21 =
/// 84 in year 1, 7 × 21 = 147 in year 2, 11 × 21 = 231 in year 3, on average
/// (84 + 147 + 231) / 3 = 154 a month; the restart risk states the same 154.
#[test]
fn the_restart_risk_states_the_option_s_own_starts() {
    let options = costed(&grows());
    let stopped = option(&options, "cloud-h200/on_demand_stopped");
    assert_eq!(stopped.starts_per_period, Some(dec!(154)));
    let stated = stopped.risks.iter().find_map(|r| match r {
        gpucase_core::tco::Risk::RestartCapacity { starts_per_period } => Some(*starts_per_period),
        _ => None,
    });
    assert_eq!(stated, Some(dec!(154)));
}

#[test]
fn the_monthly_cash_flows_step_up_with_each_year() {
    let options = costed(&grows());
    let always = option(&options, "cloud-h200/on_demand_always");
    let flows = &always.cash_flows;
    // Setup for 4 instances at once; then each month's compute (peak × 730 h × 3.50 =
    // 2,555 per instance), storage (1,000 GB × 0.10 = 100 in year 1, grown with the work:
    // 160 in year 2, 256 in year 3) and IPv4 3.00 per instance; the setup of the 3 and 4
    // instances added at the start of months 13 and 25 (the ends of months 12 and 24).
    // Month 13: 7 × 2,555 + 160 + 21 = 18,066; month 25: 11 × 2,555 + 256 + 33 = 28,394.
    assert_eq!(flows.len(), 37);
    assert_eq!(flows[0], dec!(200));
    assert_eq!(flows[1], dec!(10332));
    assert_eq!(flows[12], dec!(10482));
    assert_eq!(flows[13], dec!(18066));
    assert_eq!(flows[24], dec!(18266));
    assert_eq!(flows[25], dec!(28394));
    assert_eq!(flows[36], dec!(28394));
    assert_eq!(flows.iter().copied().sum::<Decimal>(), dec!(682054));
}

#[test]
fn present_values_follow_the_grown_flows() {
    let mut case = grows();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("rate"),
        ..Default::default()
    });
    let options = costed(&case);
    let always = option(&options, "cloud-h200/on_demand_always");
    // A plain reference: the hand flows above, month m at 1.08^(−m/12), in floating point.
    let month = |m: u32| -> f64 {
        match m {
            0 => 200.0,
            1..=11 => 10_332.0,
            12 => 10_482.0,
            13..=23 => 18_066.0,
            24 => 18_266.0,
            _ => 28_394.0,
        }
    };
    let reference: f64 = (0..=36)
        .map(|m| month(m) * 1.08f64.powf(-f64::from(m) / 12.0))
        .sum();
    let pv = always.present_value.to_f64().expect("a number");
    assert!((pv - reference).abs() < 0.005, "{pv} against {reference}");
}

#[test]
fn the_hybrid_rents_the_grown_peaks_and_costs_no_more_than_renting_them_all() {
    let options = costed(&grows());
    let hybrid = options
        .iter()
        .find(|o| o.kind == OptionKind::Hybrid)
        .expect("hybrid");
    let stopped = option(&options, "cloud-h200/on_demand_stopped");
    assert!(hybrid.covers_demand());
    assert!(hybrid.total_cost <= stopped.total_cost);
    let detail = hybrid.hybrid.as_ref().expect("detail");
    // The fleets tried run up to the last year's peak of 11 GPUs: 0, 4 to 8 in one
    // server, then two servers (8 quoted cards) with 1 to 3 cards added.
    let counts: Vec<u32> = detail.curve.iter().map(|p| p.own_gpus).collect();
    assert_eq!(counts, [0, 4, 5, 6, 7, 8, 9, 10, 11]);
    // All-rent costs as on demand stopped when idle: the curve's first point.
    assert_eq!(detail.curve[0].total_cost, stopped.total_cost);
}

#[test]
fn a_growth_of_zero_changes_nothing() {
    let with = grows();
    let mut without = with.clone();
    without.workload.growth_per_year = None;
    let mut zero = with.clone();
    zero.workload.growth_per_year = Some("0".parse().expect("a change"));
    assert_eq!(costed(&without), costed(&zero));
    // Without growth the server as quoted serves the 4 GPUs every year: 257,021.568.
    let own = costed(&without);
    assert_eq!(option(&own, "h200-nvl").total_cost, dec!(257021.568));
}

#[test]
fn the_analyst_s_stages_are_kept_and_none_added() {
    let mut case = casefile::parse(STAGED).expect("parses");
    case.workload.growth_per_year = Some("0.60".parse().expect("a change"));
    case.validate().expect("valid");
    let options = costed(&case);
    let staged = option(&options, "h200-nvl-staged");
    let life = staged.service_life.as_ref().expect("life");
    assert!(life.chosen_stages.is_empty());
    assert_eq!(
        life.growth.iter().map(|g| g.gpus).collect::<Vec<_>>(),
        [4, 8]
    );
    // 8 GPUs grow to 13 in year 2: the analyst's 8 leave demand unserved.
    assert!(!staged.covers_demand());
}

#[test]
fn growth_outside_0_to_1_is_refused_with_its_path() {
    for bad in ["1.5", "-0.1"] {
        let mut case = grows();
        case.workload.growth_per_year = Some(bad.parse().expect("a change"));
        let e = case.validate().expect_err("refused");
        assert_eq!(
            (e.path.as_str(), e.problem),
            (
                "workload.growth_per_year",
                Problem::Range {
                    min: "0".into(),
                    max: "1".into()
                }
            )
        );
    }
}

#[test]
fn every_option_s_monthly_flows_sum_to_its_total_when_the_example_grows() {
    // The example's every pricing model (savings plan, reservations, blocks, spot, …) and
    // its hybrid, with the demand growing 60 % a year and prices changing yearly.
    let mut case = support::example();
    case.workload.growth_per_year = Some("0.60".parse().expect("a change"));
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        rent_change_per_year: Some("-0.10".parse().expect("a change")),
        electricity_change_per_year: Some("0.05".parse().expect("a change")),
        tax: None,
    });
    case.validate().expect("valid");
    let options = costed(&case);
    let mut same_every_year = case.clone();
    same_every_year.workload.growth_per_year = None;
    let plain = costed(&same_every_year);
    for o in &options {
        let flows: Decimal = o.cash_flows.iter().copied().sum();
        assert!(
            (flows - o.total_cost).abs() < dec!(0.000001),
            "{}: flows {flows} against total {}",
            o.id,
            o.total_cost
        );
        // A grown demand costs no less than the same demand every year.
        let before = option(&plain, &o.id);
        assert!(
            o.total_cost >= before.total_cost || o.kind == OptionKind::Hybrid,
            "{}",
            o.id
        );
    }
}

/// A growth whose last year needs more GPUs than a workload may have is refused before
/// anything is costed (a hostile or mistyped file must not keep the engine busy for
/// minutes): 4 GPUs growing 90 % a year for 20 years would be 4 × 1.9^19 = 791,367.86…
/// GPUs (1.9^19 = 197,841.97…, Python's decimal at 40 digits), over the 100,000 of
/// MAX_GPUS.
#[test]
fn a_growth_beyond_a_fleet_gpucase_costs_is_refused_naming_the_year() {
    let mut case = grows();
    case.horizon_years = 20;
    case.own.iter_mut().for_each(|q| q.service_life_years = 20);
    case.workload.growth_per_year = Some("0.9".parse().expect("a share"));
    let refused = case.validate().expect_err("refused");
    assert_eq!(refused.path, "workload.growth_per_year");
    assert_eq!(
        refused.problem,
        Problem::GrowthBeyondFleet {
            year: 20,
            gpus: "791368".into(),
        }
    );
    // 10 years: 4 × 1.9^9 = 1,290.75… GPUs, a fleet gpucase costs.
    case.horizon_years = 10;
    case.own.iter_mut().for_each(|q| q.service_life_years = 10);
    assert!(case.validate().is_ok());
}
