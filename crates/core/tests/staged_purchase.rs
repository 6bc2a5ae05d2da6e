//! An own server with free slots, bought whole or in stages (issue 17), on
//! `examples/h200-nvl-grows.gpucase`: an H200 NVL server with 8 slots, quoted with 4 cards.
//!
//! The figures in the comments are worked out by hand from the case file (5-year horizon,
//! 5-year service life, so month 1's purchases count in full):
//!
//! The server as quoted, over its life: purchase 160,000; electricity 3.2 kW × 1.4 × 8,760 h
//! × 5 × 0.22 EUR = 43,169.28; colocation 60 × 900 = 54,000; support 5 × 6,000 = 30,000;
//! staff 60 × 12 h × 85 EUR = 61,200; residual −16,000: 332,369.28 EUR.
//!
//! One more card, over its life: 32,000; electricity 0.6 kW × 1.4 × 8,760 × 5 × 0.22 =
//! 8,094.24; residual −3,000.
//!
//! The workload: 8 GPUs in 252 interactive and 84 batch hours of a 730-hour month, 2,688
//! productive GPU-hours a month, 161,280 over the 60 months.

mod support;

use gpucase_core::case::{CardSlots, Stage};
use gpucase_core::problem::Problem;
use gpucase_core::requirements::Exclusion;
use gpucase_core::tco::{CostKind, steps};
use gpucase_core::{Case, casefile};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{costed, item, option};

const GROWS: &str = include_str!("../../../examples/h200-nvl-grows.gpucase");

fn grows() -> Case {
    let case = casefile::parse(GROWS).expect("the example parses");
    case.validate().expect("the example is valid");
    case
}

#[test]
fn bought_at_once_the_four_free_slots_take_four_cards_not_a_second_server() {
    let options = costed(&grows());
    let now = option(&options, "h200-nvl-now");
    // One server and 4 cards: purchase 160,000 + 4 × 32,000 = 288,000; electricity
    // 43,169.28 + 4 × 8,094.24 = 75,546.24; residual −16,000 − 4 × 3,000 = −28,000; the
    // per-server items once: 54,000 + 30,000 + 61,200.
    assert_eq!(item(now, CostKind::Purchase), dec!(288000));
    assert_eq!(item(now, CostKind::Electricity), dec!(75546.24));
    assert_eq!(item(now, CostKind::Colocation), dec!(54000));
    assert_eq!(item(now, CostKind::HardwareSupport), dec!(30000));
    assert_eq!(item(now, CostKind::Operations), dec!(61200));
    assert_eq!(item(now, CostKind::ResidualValue), dec!(-28000));
    assert_eq!(now.total_cost, dec!(480746.24));
    assert!(now.unserved_gpu_hours.is_zero());
    assert!(now.label.ends_with("+ 4 cards"), "{}", now.label);
    let life = now.service_life.as_ref().expect("service life");
    assert_eq!((life.servers, life.gpu_hours), (1, 8 * 43_800));
    // 480,746.24 / 161,280 productive GPU-hours.
    assert_eq!(
        now.cost_per_productive_gpu_hour.expect("cost").round_dp(6),
        dec!(2.980817)
    );
}

#[test]
fn four_cards_in_month_13_are_paid_then_and_leave_the_first_year_short() {
    let options = costed(&grows());
    let staged = option(&options, "h200-nvl-staged");
    // The stage runs 48 of the cards' 60 months: its electricity 4 × 8,094.24 × 48/60 =
    // 25,901.568. Its purchase, 120,000 for the 4 cards as the case prices the stage, is
    // paid whole in month 13 (issue 32); at the horizon's end the cards are worth their
    // book value, 120,000 − (120,000 − 4 × 3,000) × 48/60 = 33,600, which comes back. Purchases 160,000 + 120,000; value back −16,000 − 33,600.
    // The net, 120,000 − 33,600 = 86,400, is the pro-rata share of before, (120,000 −
    // 12,000) × 48/60.
    assert_eq!(item(staged, CostKind::Purchase), dec!(280000));
    assert_eq!(item(staged, CostKind::Electricity), dec!(69070.848));
    assert_eq!(item(staged, CostKind::ResidualValue), dec!(-49600));
    assert_eq!(item(staged, CostKind::Colocation), dec!(54000));
    assert_eq!(staged.total_cost, dec!(444670.848));
    // 4 GPUs serve 1,344 of the 2,688 GPU-hours in each of months 1 to 12: 16,128
    // unserved, 268.8 a month on average; 145,152 served.
    assert_eq!(staged.unserved_gpu_hours, dec!(268.8));
    assert_eq!(staged.productive_gpu_hours, dec!(2419.2));
    assert!(!staged.covers_demand());
    assert!(
        staged.risks.iter().any(|r| matches!(
            r,
            gpucase_core::tco::Risk::OwnCapacityShortfall {
                gpus: 4,
                peak_gpus: 8
            }
        )),
        "{:?}",
        staged.risks
    );
    let growth = &staged.service_life.as_ref().expect("life").growth;
    assert_eq!(
        growth
            .iter()
            .map(|g| (g.from_month, g.gpus))
            .collect::<Vec<_>>(),
        vec![(1, 4), (13, 8)]
    );
    // 4 GPUs installed for 12 months, 8 for 48: (4 × 12 + 8 × 48) × 730 / 60 a month.
    assert_eq!(staged.billed_gpu_hours, dec!(5256));
}

#[test]
fn the_stage_is_paid_in_its_month_and_discounted_from_there() {
    let mut case = grows();
    case.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a quantity"),
        ..Default::default()
    });
    let options = costed(&case);
    let staged = option(&options, "h200-nvl-staged");
    // The flows by hand: the server's 160,000 at once; its running costs (43,169.28 +
    // 54,000 + 30,000 + 61,200 = 188,369.28) in 60 monthly parts; the stage's 96,000 at
    // the start of month 13 (index 12) paid whole, 120,000; its 25,901.568 of power in 48
    // parts from month 13; the server's residual 16,000 and the cards' book value 33,600
    // back at month 60. Discounted by 1.08^(-m/12) in floating point, an
    // independent route from the engine's decimal Newton root.
    let mut flows = vec![0f64; 61];
    flows[0] += 160_000.0;
    for f in &mut flows[1..=60] {
        *f += 188_369.28 / 60.0;
    }
    flows[12] += 120_000.0;
    for f in &mut flows[13..=60] {
        *f += 25_901.568 / 48.0;
    }
    flows[60] -= 49_600.0;
    let pv: f64 = flows
        .iter()
        .enumerate()
        .map(|(m, f)| f * 1.08f64.powf(-(m as f64) / 12.0))
        .sum();
    let engine: f64 = staged
        .present_value
        .round_dp(2)
        .to_string()
        .parse()
        .expect("a number");
    assert!((engine - pv).abs() < 0.01, "engine {engine}, by hand {pv}");
    // At 0 % the flows are the nominal total.
    let sum: Decimal = staged.cash_flows.iter().copied().sum();
    assert_eq!(sum.round_dp(10), dec!(444670.848));
}

#[test]
fn the_hybrid_moves_in_cards_then_servers() {
    let case = grows();
    // 4 cards, then one more card at a time into the 8 slots; never 1 to 3 GPUs.
    let counts: Vec<u32> = steps(&case.own[0], 8).iter().map(|f| f.gpus).collect();
    assert_eq!(counts, vec![0, 4, 5, 6, 7, 8]);
    // Past 8, a second server: two servers hold their 8 quoted cards, so 9 GPUs are two
    // servers with one card added, and every count up to 16 is one step.
    let fleets = steps(&case.own[0], 13);
    let counts: Vec<u32> = fleets.iter().map(|f| f.gpus).collect();
    assert_eq!(
        counts,
        (0..=13).filter(|g| !(1..4).contains(g)).collect::<Vec<_>>()
    );
    let nine = fleets.iter().find(|f| f.gpus == 9).expect("9 GPUs");
    assert_eq!((nine.servers, nine.added_cards(&case.own[0])), (2, 1));
    let options = costed(&case);
    let hybrid = option(&options, "hybrid");
    let detail = hybrid.hybrid.as_ref().expect("a hybrid");
    let curve: Vec<u32> = detail.curve.iter().map(|p| p.own_gpus).collect();
    assert_eq!(curve, vec![0, 4, 5, 6, 7, 8]);
    // An 8-GPU instance for any GPUs above the own base costs as much as renting all 8,
    // so the base that needs no instance wins: the whole server with 8 cards.
    assert_eq!((detail.own_gpus, detail.own_servers), (8, 1));
    assert_eq!(hybrid.total_cost, dec!(480746.24));
}

#[test]
fn one_replica_on_four_gpus_fits_the_four_way_bridges_eight_do_not() {
    let options = costed(&grows());
    for id in [
        "h200-nvl-now",
        "h200-nvl-staged",
        "aws-p5e/on_demand_always",
    ] {
        let o = option(&options, id);
        assert!(o.eligibility.eligible(), "{id} {:?}", o.eligibility);
    }
    let mut case = grows();
    case.requirements.as_mut().expect("requirements").replica =
        Some(gpucase_core::requirements::Replica {
            gpus: 8,
            one_nvlink_domain: true,
            memory_gb: None,
        });
    let options = costed(&case);
    for id in ["h200-nvl-now", "h200-nvl-staged"] {
        assert_eq!(
            option(&options, id).eligibility.excluded_by,
            vec![Exclusion::DomainTooSmall {
                interconnect: gpucase_core::case::InterconnectKind::Nvl,
                domain_gpus: 4,
                replica_gpus: 8,
            }],
            "{id}"
        );
    }
    assert!(
        option(&options, "aws-p5e/on_demand_always")
            .eligibility
            .eligible()
    );
}

fn refused(case: &Case) -> (String, Problem) {
    let e = case.validate().expect_err("refused");
    (e.path.clone(), e.problem.clone())
}

#[test]
fn stages_that_cannot_be_bought_are_refused_by_field() {
    let stage = |month, cards| Stage {
        month,
        cards,
        servers: 0,
        purchase: "1000.00 EUR".parse().expect("money"),
    };
    let mut case = grows();
    case.own[1].stages = vec![stage(13, 5)];
    assert_eq!(
        refused(&case),
        (
            "own[1].stages[0].cards".into(),
            Problem::StageCardsAboveSlots { free: 4 }
        )
    );
    case.own[1].stages = vec![stage(1, 4)];
    assert_eq!(
        refused(&case),
        (
            "own[1].stages[0].month".into(),
            Problem::StageMonth { after: 1, last: 60 }
        )
    );
    case.own[1].stages = vec![stage(13, 2), stage(13, 2)];
    assert_eq!(refused(&case).0, "own[1].stages[1].month");
    case.own[1].stages = vec![stage(61, 2)];
    assert_eq!(refused(&case).0, "own[1].stages[0].month");
    case.own[1].stages = vec![stage(13, 0)];
    assert_eq!(
        refused(&case),
        ("own[1].stages[0].cards".into(), Problem::StageBuysNothing)
    );
    // A second server makes room for 4 more cards beside its own 4.
    case.own[1].stages = vec![Stage {
        servers: 1,
        cards: 9,
        ..stage(13, 0)
    }];
    assert_eq!(
        refused(&case),
        (
            "own[1].stages[0].cards".into(),
            Problem::StageCardsAboveSlots { free: 8 }
        )
    );
    case.own[1].stages = vec![stage(13, 4)];
    case.own[1].cards = None;
    assert_eq!(
        refused(&case),
        ("own[1].stages[0].cards".into(), Problem::StageNoFreeSlots)
    );
    case.own[1].cards = Some(CardSlots {
        slots: 2,
        ..case.own[0].cards.clone().expect("slots")
    });
    assert_eq!(refused(&case).0, "own[1].cards.slots");
}
