//! Metrics import: reads a month or a year of vLLM and DCGM series and says which GPU-hours
//! were productive.
//!
//! The pipeline: [`read`] streams an export (Prometheus, VictoriaMetrics, OpenMetrics,
//! Grafana CSV; plain or gzip) into a [`hourly::HourlyAggregator`], which keeps per-series,
//! per-hour statistics; [`Summary::compute`] maps vLLM servers to GPUs ([`mapping`]) and
//! applies the productive-hour rule of docs/method.md section 3; [`Summary::to_profile`] hands the
//! measured hours to the TCO engine. [`summarize_paths`] does all of it for a list of files;
//! [`prometheus::fetch`] gets the same hourly data from a live Prometheus-compatible server.

mod error;
pub mod hourly;
pub mod mapping;
pub mod prometheus;
pub mod read;
pub mod store;
pub mod summary;

use std::path::Path;

pub use error::{MetricsError, Position};
pub use read::{Format, ReadOptions, ReadReport};
pub use summary::{Summary, SummaryOptions};

/// Reads every file into one aggregation and summarises it; also returns what each file held.
pub fn summarize_paths<P: AsRef<Path>>(
    paths: &[P],
    read_options: &ReadOptions,
    options: &SummaryOptions,
) -> Result<(Summary, Vec<ReadReport>), MetricsError> {
    let mut hours = hourly::HourlyAggregator::new();
    let reports = paths
        .iter()
        .map(|p| read::read_path(p.as_ref(), read_options, &mut hours))
        .collect::<Result<Vec<_>, _>>()?;
    let summary = Summary::compute(&hours.finish(), options)?;
    Ok((summary, reports))
}
