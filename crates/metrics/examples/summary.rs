//! Reads metrics exports and prints the productive-hours summary as JSON.
//!
//! `cargo run --release -p gpucase-metrics --example summary -- FILE… [--tz Europe/Berlin] [--brief]`
//! `--brief` leaves out the per-hour records and per-series data quality.

use std::process::ExitCode;
use std::time::Instant;

use gpucase_metrics::{ReadOptions, SummaryOptions, summarize_paths};

fn main() -> ExitCode {
    let mut paths = Vec::new();
    let mut options = SummaryOptions::default();
    let mut brief = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--tz" => options.time_zone = args.next().unwrap_or_default(),
            "--brief" => brief = true,
            _ => paths.push(arg),
        }
    }
    if paths.is_empty() {
        eprintln!("usage: summary FILE… [--tz ZONE] [--brief]");
        return ExitCode::FAILURE;
    }
    let started = Instant::now();
    let (mut summary, reports) = match summarize_paths(&paths, &ReadOptions::default(), &options) {
        Ok(done) => done,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let bytes: u64 = reports.iter().map(|r| r.bytes).sum();
    for r in &reports {
        eprintln!(
            "{}: {} bytes, {} series, {} samples{}",
            r.format,
            r.bytes,
            r.series,
            r.samples,
            if r.gzip { " (gzip)" } else { "" }
        );
    }
    eprintln!(
        "{:.3} s, {:.0} MB/s",
        seconds,
        bytes as f64 / 1e6 / seconds.max(1e-9)
    );
    if brief {
        summary.hours.clear();
        summary.data_quality.per_series.clear();
    }
    match serde_json::to_string_pretty(&summary) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
