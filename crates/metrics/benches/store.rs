//! Benchmark of the compact hourly store (issue 16, item 3): a fleet of 1,000 GPUs over a
//! year (8.76 million GPU-hours) filled directly, state by state, and counted back hour by
//! hour as the summary's records are. Prints the bytes it holds per GPU-hour and in all;
//! the bound (a quarter byte per GPU-hour, 300 MB in all) is asserted by the store's unit
//! test.
//!
//! And the stage before it: the same fleet's series (two DCGM series per GPU, two vLLM
//! series per 8-GPU server) aggregated hour by hour from one sample an hour, with the bytes
//! their [`HourMap`](gpucase_metrics::hourly::HourMap)s hold per series-hour.

use criterion::{Criterion, criterion_main};
use gpucase_metrics::hourly::{HOUR_MS, HourlyAggregator, HourlyData};
use gpucase_metrics::read::{SampleSink, SeriesKey};
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

/// 2026-01-01 00:00 UTC.
const START_MS: i64 = 1_767_225_600_000;

fn aggregate() -> HourlyData {
    let mut agg = HourlyAggregator::new();
    let mut ids = Vec::new();
    for g in 0..GPUS {
        for metric in ["DCGM_FI_PROF_SM_ACTIVE", "DCGM_FI_DEV_GPU_UTIL"] {
            let labels = vec![
                ("Hostname".to_owned(), format!("node{}", g / 8)),
                ("gpu".to_owned(), (g % 8).to_string()),
            ];
            ids.push(agg.series(&SeriesKey::new(metric, labels)));
        }
    }
    for server in 0..GPUS / 8 {
        for metric in ["vllm:num_requests_running", "vllm:num_requests_waiting"] {
            let labels = vec![("instance".to_owned(), format!("node{server}:8000"))];
            ids.push(agg.series(&SeriesKey::new(metric, labels)));
        }
    }
    for h in 0..HOURS {
        let ts = START_MS + h as i64 * HOUR_MS + 60_000;
        for (k, id) in ids.iter().enumerate() {
            if let Some(id) = *id {
                agg.sample(id, ts, if (k + h) % 3 == 0 { 0.0 } else { 0.5 });
            }
        }
    }
    agg.finish()
}

fn store(c: &mut Criterion) {
    let data = aggregate();
    let series_hours: usize = data.series.iter().map(|s| s.hours.len()).sum();
    let bytes: usize = data.series.iter().map(|s| s.hours.heap_bytes()).sum();
    println!(
        "input stage, {} series x {HOURS} hours = {series_hours} series-hours: {bytes} bytes \
         in their hour maps, {:.2} bytes per series-hour",
        data.series.len(),
        bytes as f64 / series_hours as f64
    );
    drop(data);
    c.bench_function(
        "aggregate a year of 2,250 series, one sample an hour",
        |b| b.iter(aggregate),
    );
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
