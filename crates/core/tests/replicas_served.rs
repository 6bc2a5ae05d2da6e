//! Capacity counted in replicas served (issue 17): with the GPU memory one model replica
//! needs, fleets of different GPU models compare on the same work.
//!
//! The example's workload runs 8 H200 (141 GB) at its peak. Stated here: one replica needs
//! 200 GB and runs on 2 of those H200, so the peak is 4 replicas. On H100 (80 GB) a replica
//! needs 4 GPUs (2 × 80 = 160 GB is too little; tensor parallelism takes a power of two), so
//! the same 4 replicas need 16 H100.
//!
//! Hand figures. The example's 8-GPU quote costs 789,287.60 EUR over five years (purchase
//! 300,000 + licences 180,000 + electricity 87,687.60 + colocation 90,000 + support 75,000 +
//! staff 81,600 − residual 25,000, see `whole_servers.rs`). The H100 server below is the
//! same but for its purchase (250,000) and residual value (20,000): 744,287.60 EUR; two of
//! them, as 16 GPUs need, 1,488,575.20 EUR. The work is the reference's: 2,688 productive
//! H200-hours a period (336 hours × 8), 60 periods, 161,280 productive GPU-hours.

mod support;

use gpucase_core::Case;
use gpucase_core::quantity::Quantity;
use gpucase_core::requirements::{Exclusion, Replica, Requirements};
use gpucase_core::tco::{CostKind, OptionKind};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{costed, example, item, option};

fn gb(n: i64) -> Quantity {
    Quantity::try_from(Decimal::from(n)).expect("a quantity")
}

/// The example with an H100 server quote and an H100 instance beside its H200 ones, and a
/// replica of `memory` GB on 2 H200.
fn mixed(memory: Option<i64>) -> Case {
    let mut case = example();
    case.own[0].gpu_memory_gb = Some(gb(141));
    let mut h100 = case.own[0].clone();
    h100.id = "own-hgx-h100".into();
    h100.label = "HGX H100 8-GPU server".into();
    h100.gpu_memory_gb = Some(gb(80));
    h100.purchase = "250000.00 EUR".parse().expect("money");
    h100.residual_value = "20000.00 EUR".parse().expect("money");
    case.own.push(h100);
    case.rent[0].gpu_memory_gb = Some(gb(141));
    let mut p5 = case.rent[0].clone();
    p5.id = "aws-p5".into();
    p5.label = "p5.48xlarge (8x H100)".into();
    p5.gpu_memory_gb = Some(gb(80));
    case.rent.push(p5);
    case.requirements = Some(Requirements {
        replica: Some(Replica {
            gpus: 2,
            one_nvlink_domain: false,
            memory_gb: memory.map(gb),
        }),
        ..Default::default()
    });
    case.validate().expect("valid");
    case
}

#[test]
fn a_replica_runs_on_the_fewest_gpus_whose_memory_holds_it() {
    let replica = Replica {
        gpus: 2,
        one_nvlink_domain: false,
        memory_gb: Some(gb(200)),
    };
    assert_eq!(replica.gpus_with(Some(gb(141))), Some(2));
    assert_eq!(replica.gpus_with(Some(gb(80))), Some(4));
    assert_eq!(replica.gpus_with(Some(gb(40))), Some(8));
    assert_eq!(replica.gpus_with(Some(gb(200))), Some(1));
    // Unknown memory, or none stated: no count.
    assert_eq!(replica.gpus_with(None), None);
    let unsized_replica = Replica {
        memory_gb: None,
        ..replica
    };
    assert_eq!(unsized_replica.gpus_with(Some(gb(80))), None);
    // More than any machine holds.
    let huge = Replica {
        memory_gb: Some(gb(1_000_000)),
        ..replica
    };
    assert_eq!(huge.gpus_with(Some(gb(16))), None);
}

#[test]
fn h100_options_need_twice_the_gpus_for_the_same_replicas() {
    let options = costed(&mixed(Some(200)));
    // The H200 quote runs a replica on 2 GPUs, as the reference: unchanged.
    let h200 = option(&options, "own-hgx-h200");
    assert_eq!(h200.total_cost, dec!(789287.60));
    assert_eq!(h200.billed_gpu_hours, dec!(5840));
    let sizing = h200.replica.expect("sized");
    assert_eq!((sizing.reference_gpus, sizing.option_gpus), (2, 2));
    // The H100 quote: 16 GPUs, two whole servers.
    let h100 = option(&options, "own-hgx-h100");
    assert_eq!(h100.total_cost, dec!(1488575.20));
    assert_eq!(h100.service_life.as_ref().expect("life").servers, 2);
    assert_eq!(h100.billed_gpu_hours, dec!(16) * dec!(730));
    assert_eq!(h100.replica.expect("sized").option_gpus, 4);
    // Both are divided by the same work: 2,688 productive H200-hours a period.
    assert_eq!(h100.productive_gpu_hours, dec!(2688));
    assert!(h100.unserved_gpu_hours.is_zero());
    assert_eq!(
        h100.cost_per_productive_gpu_hour,
        Some(dec!(1488575.20) / dec!(161280))
    );
    assert_eq!(
        h200.cost_per_productive_gpu_hour,
        Some(dec!(789287.60) / dec!(161280))
    );
}

#[test]
fn a_rented_h100_instance_bills_two_instances_where_an_h200_one_bills_one() {
    let options = costed(&mixed(Some(200)));
    let p5e = option(&options, "aws-p5e/on_demand_always");
    let p5 = option(&options, "aws-p5/on_demand_always");
    // Same rate, twice the instance-hours: 16 H100 for the 8 H200's 4 replicas.
    assert_eq!(
        item(p5, CostKind::Compute),
        dec!(2) * item(p5e, CostKind::Compute)
    );
    assert_eq!(p5e.billed_gpu_hours, dec!(5840));
    assert_eq!(p5.billed_gpu_hours, dec!(11680));
    assert_eq!(p5.productive_gpu_hours, dec!(2688));
    assert_eq!(
        p5.cost_per_productive_gpu_hour,
        Some(p5.total_cost / dec!(161280))
    );
    // IPv4 is billed per instance at the peak: two instances, twice the line.
    assert_eq!(
        item(p5, CostKind::Ipv4),
        dec!(2) * item(p5e, CostKind::Ipv4)
    );
}

#[test]
fn without_a_replica_memory_every_option_counts_the_profile_as_it_is() {
    let sized = costed(&mixed(Some(200)));
    let plain = costed(&mixed(None));
    // The H200 side is the same either way; the H100 side is then costed for 8 GPUs, as
    // before GPU equivalence: one server, one instance.
    for id in [
        "own-hgx-h200",
        "aws-p5e/on_demand_always",
        "aws-p5e/savings_plan",
    ] {
        assert_eq!(
            option(&sized, id).total_cost,
            option(&plain, id).total_cost,
            "{id}"
        );
    }
    let h100 = option(&plain, "own-hgx-h100");
    assert_eq!(h100.total_cost, dec!(744287.60));
    assert!(h100.replica.is_none());
    assert_eq!(
        option(&plain, "aws-p5/on_demand_always").billed_gpu_hours,
        dec!(5840)
    );
}

#[test]
fn an_option_whose_gpu_memory_is_unknown_is_costed_as_the_reference_and_not_eligible() {
    let mut case = mixed(Some(200));
    case.rent[1].gpu_memory_gb = None;
    let options = costed(&case);
    let p5 = option(&options, "aws-p5/on_demand_always");
    assert_eq!(p5.billed_gpu_hours, dec!(5840));
    assert!(
        p5.eligibility
            .excluded_by
            .contains(&Exclusion::ReplicaMemoryUnknown { memory_gb: gb(200) }),
        "{:?}",
        p5.eligibility
    );
    assert!(!p5.replica.expect("sized").memory_known);
}

#[test]
fn the_hybrid_serves_whole_replicas_on_each_side() {
    // Own H200 for the base, rented H100 for the peaks.
    let mut case = mixed(Some(200));
    let hybrid = case.hybrid.as_mut().expect("the example has a hybrid");
    hybrid.own = "own-hgx-h200".into();
    hybrid.rent = "aws-p5".into();
    let options = costed(&case);
    let h = options
        .iter()
        .find(|o| o.kind == OptionKind::Hybrid)
        .expect("hybrid");
    let detail = h.hybrid.as_ref().expect("detail");
    let counts: Vec<u32> = detail.curve.iter().map(|p| p.own_gpus).collect();
    // The example's quote is one 8-GPU server: none or one.
    assert_eq!(counts, [0, 8]);
    // None own: all 4 replicas on 16 rented H100, stopped when idle, as the H100 offer's
    // own stopped option; one server: every replica own, the H200 quote's total.
    assert_eq!(
        detail.curve[0].total_cost,
        option(&options, "aws-p5/on_demand_stopped").total_cost
    );
    assert_eq!(detail.curve[1].total_cost, dec!(789287.60));
    // Either way it is divided by the reference's work.
    assert_eq!(h.productive_gpu_hours, dec!(2688));
}

#[test]
fn the_nvlink_domain_is_checked_for_the_gpus_a_replica_runs_on_there() {
    use gpucase_core::case::{Interconnect, InterconnectKind};
    // 500 GB per replica in one NVLink domain: 4 H200 (564 GB) but 8 H100 (640 GB).
    let mut case = mixed(Some(500));
    case.requirements.as_mut().expect("stated").replica = Some(Replica {
        gpus: 4,
        one_nvlink_domain: true,
        memory_gb: Some(gb(500)),
    });
    let nvl4 = Interconnect {
        kind: InterconnectKind::Nvl,
        domain_gpus: 4,
    };
    case.own[0].interconnect = Some(nvl4);
    case.own[1].interconnect = Some(nvl4);
    let options = costed(&case);
    assert!(option(&options, "own-hgx-h200").eligibility.eligible());
    assert_eq!(
        option(&options, "own-hgx-h100").eligibility.excluded_by,
        vec![Exclusion::DomainTooSmall {
            interconnect: InterconnectKind::Nvl,
            domain_gpus: 4,
            replica_gpus: 8,
        }]
    );
}

#[test]
fn break_even_sets_gpu_hours_of_the_same_work_side_by_side() {
    let options = gpucase_core::tco::compare(
        &mixed(Some(200)),
        &example().workload.profile().expect("profile"),
    )
    .expect("computes");
    let of = |id: &str| {
        options
            .break_even
            .iter()
            .find(|b| b.option == id)
            .unwrap_or_else(|| panic!("no break-even for {id}"))
    };
    let (p5e, p5) = (
        of("aws-p5e/on_demand_always"),
        of("aws-p5/on_demand_always"),
    );
    // Against the cheapest own option, the H200 server (789,287.60 EUR over 350,400
    // GPU-hours; it runs a replica on 2 GPUs, as the profile's fleet).
    assert_eq!(
        p5e.own_cost_per_service_life_gpu_hour,
        Some(dec!(789287.60) / dec!(350400))
    );
    // An H100 instance-hour does half the work of an H200 one: per GPU-hour of the
    // profile's fleet it costs twice its billed GPU-hour.
    let billed = |id: &str| {
        option(&options.options, id)
            .cost_per_billed_gpu_hour
            .expect("billed")
    };
    assert_eq!(
        p5e.option_cost_per_billed_gpu_hour,
        Some(billed("aws-p5e/on_demand_always"))
    );
    assert_eq!(
        p5.option_cost_per_billed_gpu_hour,
        Some(billed("aws-p5/on_demand_always") * dec!(2))
    );
}
