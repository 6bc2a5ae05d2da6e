//! Benchmark of the TCO engine on the bundled example, the hybrid search over N included.

use criterion::{Criterion, criterion_main};
use gpucase_core::{casefile, tco::compare};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");
const GROWS: &str = include_str!("../../../examples/h200-nvl-grows.gpucase");
const DEMAND_GROWS: &str = include_str!("../../../examples/h200-nvl-demand-grows.gpucase");

fn engine(c: &mut Criterion) {
    let case = casefile::parse(EXAMPLE).expect("example parses");
    let profile = case.workload.profile().expect("example profile");
    c.bench_function("parse example case file", |b| {
        b.iter(|| casefile::parse(std::hint::black_box(EXAMPLE)))
    });
    c.bench_function("schedule to hourly profile", |b| {
        b.iter(|| std::hint::black_box(&case.workload).profile())
    });
    c.bench_function(
        "compare all options of the example (hybrid N = 0, 8)",
        |b| b.iter(|| compare(std::hint::black_box(&case), &profile)),
    );
    // A larger fleet: 64 GPUs on single-GPU instances, bought as 8-GPU servers, so the
    // hybrid searches N = 0, 8, .., 64 and every stopped instance slot is billed separately.
    let mut big = case.clone();
    big.workload.gpus = 64;
    for w in &mut big.workload.windows {
        w.gpus = 64;
    }
    big.rent[0].gpus_per_instance = 1;
    let big_profile = big.workload.profile().expect("big profile");
    c.bench_function(
        "compare a 64-GPU fleet on 1-GPU instances (hybrid N = 0, 8, .., 64)",
        |b| b.iter(|| compare(std::hint::black_box(&big), &big_profile)),
    );
    // Issue 17: 512 GPUs on 8-GPU instances and 8-GPU servers: 64 instance slots billed
    // one by one, capacity blocks booked per instance over the five years, the hybrid at
    // 65 server counts.
    let mut fleet = case.clone();
    fleet.workload.gpus = 512;
    for w in &mut fleet.workload.windows {
        w.gpus = 512;
    }
    let fleet_profile = fleet.workload.profile().expect("fleet profile");
    c.bench_function(
        "compare a 512-GPU fleet on 8-GPU instances (hybrid 0..64 servers)",
        |b| b.iter(|| compare(std::hint::black_box(&fleet), &fleet_profile)),
    );
    // Issue 32: a 1,024-GPU fleet, the hybrid's search over 0..128 servers, once as it is
    // and once growing 20 % a year at a discount rate of 8 % (each year costed, the
    // options ranked by present value).
    let mut thousand = case.clone();
    thousand.workload.gpus = 1024;
    for w in &mut thousand.workload.windows {
        w.gpus = 1024;
    }
    let thousand_profile = thousand.workload.profile().expect("fleet profile");
    c.bench_function(
        "compare a 1,024-GPU fleet hybrid on 8-GPU instances (hybrid 0..128 servers)",
        |b| b.iter(|| compare(std::hint::black_box(&thousand), &thousand_profile)),
    );
    let mut thousand_grows = thousand.clone();
    thousand_grows.workload.growth_per_year = Some("0.20".parse().expect("a change"));
    thousand_grows.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        ..Default::default()
    });
    c.bench_function(
        "compare a 1,024-GPU fleet hybrid growing 20 % a year at 8 % (5 years)",
        |b| b.iter(|| compare(std::hint::black_box(&thousand_grows), &thousand_profile)),
    );
    // The hybrid sized from the queue: the example's month with requests waiting for 8
    // GPUs more in two daytime hours of every workday, so the hybrid tries 0, 8 and 16.
    let mut queued = profile.clone();
    for s in &mut queued.slots {
        if s.workday && (10..12).contains(&s.local_hour) {
            s.queued_gpus = 8;
        }
    }
    c.bench_function(
        "compare the example with a measured queue (hybrid N = 0, 8, 16)",
        |b| b.iter(|| compare(std::hint::black_box(&case), &queued)),
    );
    // The growing NVL example with prices that change yearly: a server with free slots
    // (the hybrid at 0, 4, 5, .., 8 GPUs), a staged purchase, every line at each year's
    // price.
    let mut grows = casefile::parse(GROWS).expect("the growing example parses");
    grows.finance = Some(gpucase_core::case::Finance {
        discount_rate_per_year: "0.08".parse().expect("a rate"),
        rent_change_per_year: Some("-0.10".parse().expect("a change")),
        electricity_change_per_year: Some("0.05".parse().expect("a change")),
        tax: None,
    });
    let grows_profile = grows.workload.profile().expect("profile");
    c.bench_function(
        "compare the growing NVL example with yearly price changes (hybrid 0, 4..8 GPUs)",
        |b| b.iter(|| compare(std::hint::black_box(&grows), &grows_profile)),
    );
    // 512 GPUs on servers of 4 cards in 8 slots: the hybrid at every count from 4 to 512.
    let mut cards = fleet.clone();
    cards.own = grows.own[..1].to_vec();
    cards.hybrid = Some(gpucase_core::case::HybridInput {
        own: cards.own[0].id.clone(),
        rent: cards.rent[0].id.clone(),
    });
    c.bench_function(
        "compare a 512-GPU fleet on 4-of-8-card servers (hybrid search narrowed over 0, 4..512 GPUs)",
        |b| b.iter(|| compare(std::hint::black_box(&cards), &fleet_profile)),
    );
    // Demand that grows 60 % a year: every option of the example costed once per year's
    // demand (5 years), the hybrid at every fleet up to year 5's peak, the own option's
    // stages chosen by gpucase.
    let mut growing = case.clone();
    growing.workload.growth_per_year = Some("0.60".parse().expect("a change"));
    c.bench_function(
        "compare the example with demand growing 60 % a year (5 years)",
        |b| b.iter(|| compare(std::hint::black_box(&growing), &profile)),
    );
    let demand = casefile::parse(DEMAND_GROWS).expect("the demand example parses");
    let demand_profile = demand.workload.profile().expect("profile");
    c.bench_function(
        "compare the H200 NVL example whose demand grows (stages chosen, 3 years)",
        |b| b.iter(|| compare(std::hint::black_box(&demand), &demand_profile)),
    );
    // Counted in replicas served: the example beside an H100 server and instance, a
    // replica of 200 GB on 2 H200, so every H100 option sees its own profile (4 GPUs a
    // replica) and the hybrid two (own H200, rented H100).
    let mut replicas = case.clone();
    let gb = |n: i64| {
        Some(
            rust_decimal::Decimal::from(n)
                .try_into()
                .expect("a quantity"),
        )
    };
    replicas.own[0].gpu_memory_gb = gb(141);
    replicas.rent[0].gpu_memory_gb = gb(141);
    let mut h100 = replicas.own[0].clone();
    h100.id = "own-h100".into();
    h100.gpu_memory_gb = gb(80);
    replicas.own.push(h100);
    let mut p5 = replicas.rent[0].clone();
    p5.id = "aws-p5".into();
    p5.gpu_memory_gb = gb(80);
    replicas.rent.push(p5);
    if let Some(h) = replicas.hybrid.as_mut() {
        h.rent = "aws-p5".into();
    }
    replicas.requirements = Some(gpucase_core::requirements::Requirements {
        replica: Some(gpucase_core::requirements::Replica {
            gpus: 2,
            one_nvlink_domain: false,
            memory_gb: gb(200),
        }),
        ..Default::default()
    });
    c.bench_function(
        "compare H200 and H100 options on replicas served (200 GB a replica)",
        |b| b.iter(|| compare(std::hint::black_box(&replicas), &profile)),
    );
}

// The macros generate undocumented public items; the bench binary has no public API.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::engine);
}
criterion_main!(group::benches);
