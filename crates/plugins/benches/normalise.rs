//! Benchmarks of the plugin host: the Vast plugin on 2,000 offers (a parsed answer
//! of that many is within a run's map limit, `limits::MAX_MAP_ENTRIES`) (replayed over local
//! HTTP, run in the sandbox, validated and normalised), and filtering 100,000 offers.

use std::path::Path;

// The allocator the gpucase binaries use (a plugin run allocates millions of small values).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{Criterion, criterion_main};
use gpucase_core::offer::{Offer, OfferFilter};
use gpucase_plugins::{Limits, PluginDir, run_on_fixtures};

/// A copy of the Vast plugin whose recorded answer holds `n` offers, made from the fixture's
/// eight by giving each copy a new id.
fn vast_with(n: usize, root: &Path) -> PluginDir {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/vast");
    let dir = root.join("vast");
    std::fs::create_dir_all(dir.join("fixtures")).expect("bench folder");
    for f in ["plugin.toml", "main.rhai", "fixtures/index.toml"] {
        std::fs::copy(source.join(f), dir.join(f)).expect("copy");
    }
    let body: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(source.join("fixtures/bundles.json")).expect("fixture"),
    )
    .expect("fixture JSON");
    let rows = body["offers"].as_array().expect("offers");
    let many: Vec<serde_json::Value> = (0..n)
        .map(|i| {
            let mut o = rows[i % rows.len()].clone();
            o["id"] = serde_json::Value::from(1_000_000 + i);
            o
        })
        .collect();
    std::fs::write(
        dir.join("fixtures/bundles.json"),
        serde_json::json!({ "offers": many }).to_string(),
    )
    .expect("write");
    PluginDir::load(&dir).expect("plugin")
}

fn benches(c: &mut Criterion) {
    let root = tempfile::tempdir().expect("temp");
    let plugin = vast_with(2_000, root.path());
    let mut group = c.benchmark_group("plugins");
    group.sample_size(10);
    group.bench_function(
        "vast plugin: 2,000 offers fetched, run and normalised",
        |b| {
            b.iter(|| {
                let run = run_on_fixtures(&plugin, &Limits::default()).expect("run");
                assert_eq!(run.offers.len(), 2_000);
            })
        },
    );
    let offers: Vec<Offer> = run_on_fixtures(&plugin, &Limits::default())
        .expect("run")
        .offers;
    let many: Vec<Offer> = (0..100_000)
        .map(|i| offers[i % offers.len()].clone())
        .collect();
    let filter = OfferFilter {
        gpu: Some("h100".into()),
        min_vram_gb: Some(80.into()),
        isolation: Some("container".into()),
        eu_only: true,
        verified_only: true,
        max_hourly: Some(20.into()),
        ..OfferFilter::default()
    };
    group.sample_size(20);
    group.bench_function(
        "filter 100,000 offers (GPU, memory, isolation, EU, verified, price)",
        |b| b.iter(|| many.iter().filter(|o| filter.matches(o)).count()),
    );
    group.finish();
}

// The macros generate undocumented public items; the bench binary has no public API.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::benches);
}
criterion_main!(group::benches);
