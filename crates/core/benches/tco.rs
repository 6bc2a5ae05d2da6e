//! Benchmark of the TCO engine on the bundled example, the hybrid search over N included.

use criterion::{Criterion, criterion_main};
use gpucase_core::{casefile, tco::compare};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

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
}

// The macros generate undocumented public items; the bench binary has no public API.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::engine);
}
criterion_main!(group::benches);
