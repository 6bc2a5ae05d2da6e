//! Benchmark of the compact hourly store (issue 16, item 3): a fleet of 1,000 GPUs over a
//! year (8.76 million GPU-hours) filled directly, state by state, and counted back hour by
//! hour as the summary's records are. Prints the bytes it holds per GPU-hour and in all;
//! the bound (a quarter byte per GPU-hour, 300 MB in all) is asserted by the store's unit
//! test.

use criterion::{Criterion, criterion_main};
use gpucase_metrics::store::{GpuHour, GpuHourStore};

const GPUS: usize = 1_000;
const HOURS: usize = 8_760;

/// A working-day pattern: serving 08:00-18:00 on five days of seven, batch at night on
/// every other GPU, a few hours without data.
fn state(g: usize, h: usize) -> GpuHour {
    let (day, hour) = (h / 24, h % 24);
    if (g * 31 + h).is_multiple_of(997) {
        GpuHour::NoData
    } else if day % 7 < 5 && (8..18).contains(&hour) {
        GpuHour::Serving
    } else if g.is_multiple_of(2) && (1..5).contains(&hour) {
        GpuHour::Batch
    } else {
        GpuHour::Idle
    }
}

fn fill() -> GpuHourStore {
    let mut store = GpuHourStore::new(GPUS, HOURS);
    for g in 0..GPUS {
        for h in 0..HOURS {
            store.set(g, h, state(g, h));
        }
    }
    store
}

fn store(c: &mut Criterion) {
    let filled = fill();
    let gpu_hours = GPUS * HOURS;
    println!(
        "hourly store, {GPUS} GPUs x {HOURS} hours = {gpu_hours} GPU-hours: {} bytes in all, \
         {:.3} bytes per GPU-hour",
        filled.bytes(),
        filled.bytes() as f64 / gpu_hours as f64
    );
    c.bench_function("fill the hourly store: 1,000 GPUs over a year", |b| {
        b.iter(fill)
    });
    c.bench_function("count the hourly store back, hour by hour", |b| {
        b.iter(|| std::hint::black_box(&filled).hour_counts())
    });
}

// The macros generate undocumented public items; the bench binary has no public API.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group! {
        name = benches;
        config = criterion::Criterion::default().sample_size(10);
        targets = super::store
    }
}
criterion_main!(group::benches);
