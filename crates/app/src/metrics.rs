//! Importing serving metrics: summarise files (with progress and cancel), and keep the
//! hourly aggregates in a case as its measured workload (`gpucase_core::measured`).
//!
//! The raw samples never reach the store: a case keeps one count per hour and the
//! import's figures.

use gpucase_message::Message;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use gpucase_core::Case;
use gpucase_core::measured::{
    Measured, MeasuredGpu, MeasuredMapping, MeasuredQuality, MeasuredQueue, MeasuredSm,
    MeasuredSummary, MetricsSource,
};
use gpucase_core::quantity::Quantity;
pub use gpucase_metrics::Summary;
use gpucase_metrics::hourly::HourlyAggregator;
use gpucase_metrics::mapping::MappingConfig;
pub use gpucase_metrics::prometheus::Mode;
use gpucase_metrics::prometheus::{self, Auth, FetchOptions, Source};
use gpucase_metrics::summary::BatchSchedule;
use gpucase_metrics::{Format, MetricsError, ReadOptions, ReadReport, SummaryOptions};
use rust_decimal::Decimal;

use crate::AppError;

/// How to read and summarise metrics.
#[derive(Debug, Clone)]
pub struct MetricsOptions {
    /// IANA time zone of the site.
    pub time_zone: String,
    /// Mean SM activity from which a GPU-hour without requests is productive.
    pub sm_active_threshold: f64,
    /// A TOML or JSON file of server-to-GPU rules (`gpucase_metrics::mapping`).
    pub mapping: Option<PathBuf>,
    /// A TOML or JSON file of batch windows (`gpucase_metrics::summary::BatchSchedule`):
    /// GPU-hours inside them are productive.
    pub batch_schedule: Option<PathBuf>,
    /// Force a format instead of detecting it.
    pub format: Option<Format>,
}

impl Default for MetricsOptions {
    fn default() -> Self {
        Self {
            time_zone: "UTC".into(),
            sm_active_threshold: 0.10,
            mapping: None,
            batch_schedule: None,
            format: None,
        }
    }
}

/// The metrics error as an application error.
pub fn metrics_error(e: MetricsError) -> AppError {
    AppError::Metrics(e)
}

/// Reads a mapping file: TOML when it ends in `.toml`, else JSON.
pub fn read_mapping(path: &Path) -> Result<MappingConfig, AppError> {
    read_config(path)
}

/// Reads a batch schedule file (`[[windows]]`): TOML when it ends in `.toml`, else JSON.
pub fn read_batch_schedule(path: &Path) -> Result<BatchSchedule, AppError> {
    read_config(path)
}

/// Reads an options file: TOML when it ends in `.toml`, else JSON.
fn read_config<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, AppError> {
    // A mapping or a schedule is a few kilobytes; a megabyte is a wrong file.
    const MAX_OPTIONS_BYTES: u64 = 1024 * 1024;
    let bytes = crate::bounded::read(path, MAX_OPTIONS_BYTES).map_err(|r| {
        AppError::refused_read(path, crate::FileKind::Options, MAX_OPTIONS_BYTES, r)
    })?;
    let text = String::from_utf8(bytes).map_err(|e| AppError::NotUtf8 {
        path: path.to_owned(),
        kind: crate::FileKind::Options,
        offset: e.utf8_error().valid_up_to(),
    })?;
    let toml = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    let parsed = if toml {
        toml::from_str(&text).map_err(|e| e.to_string())
    } else {
        serde_json::from_str(&text).map_err(|e| e.to_string())
    };
    parsed.map_err(|e| {
        AppError::Said(
            Message::new("error-options-file")
                .text("path", path.display().to_string())
                .text("detail", e),
        )
    })
}

impl MetricsOptions {
    /// The summary's options, with the mapping and batch schedule files read.
    pub fn summary_options(&self) -> Result<SummaryOptions, AppError> {
        Ok(SummaryOptions {
            sm_active_threshold: self.sm_active_threshold,
            time_zone: self.time_zone.clone(),
            mapping: match &self.mapping {
                Some(path) => read_mapping(path)?,
                None => MappingConfig::default(),
            },
            batch_schedule: match &self.batch_schedule {
                Some(path) => read_batch_schedule(path)?.windows,
                None => Vec::new(),
            },
        })
    }
}

/// A reader that reports the bytes it read and stops when cancelled.
struct Watched<'a, R> {
    inner: R,
    read: u64,
    on_read: &'a mut dyn FnMut(u64),
    cancel: &'a AtomicBool,
}

impl<R: Read> Read for Watched<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.cancel.load(Ordering::Relaxed) {
            // Not `Interrupted`: readers retry those, and the import would never stop.
            return Err(std::io::Error::other(CANCELLED));
        }
        let n = self.inner.read(buf)?;
        self.read += n as u64;
        (self.on_read)(self.read);
        Ok(n)
    }
}

const CANCELLED: &str = "the import was cancelled";

/// A summary of metrics and where they came from.
#[derive(Debug, Clone)]
pub struct Summarised {
    /// The summary.
    pub summary: Summary,
    /// The sources, as a case records them (file names without folders, URLs without
    /// credentials).
    pub sources: Vec<MetricsSource>,
    /// One line per source on what was read, for a terminal or a status line.
    pub notes: Vec<String>,
}

fn file_note(name: &str, r: &ReadReport) -> String {
    format!(
        "{name}: {}{}, {} series, {} samples",
        r.format,
        if r.gzip { " (gzip)" } else { "" },
        r.series,
        r.samples
    )
}

/// Reads `paths` into one summary. `progress(done, total)` hears the bytes read over the
/// files' total size (compressed size for gzip files); `cancel` stops the reading.
pub fn summarise(
    paths: &[PathBuf],
    options: &MetricsOptions,
    progress: &mut dyn FnMut(u64, u64),
    cancel: &AtomicBool,
) -> Result<Summarised, AppError> {
    let summary_options = options.summary_options()?;
    let mut sizes = Vec::with_capacity(paths.len());
    for p in paths {
        let meta = std::fs::metadata(p).map_err(|source| AppError::Io {
            path: p.clone(),
            source,
        })?;
        // Opening a FIFO would wait for a writer; a device never ends.
        if !meta.is_file() {
            return Err(AppError::NotAFile { path: p.clone() });
        }
        sizes.push(meta.len());
    }
    let total: u64 = sizes.iter().sum();
    let read_options = ReadOptions {
        format: options.format,
        ..ReadOptions::default()
    };
    let mut hours = HourlyAggregator::new();
    let mut files = Vec::with_capacity(paths.len());
    let mut before = 0u64;
    for (path, size) in paths.iter().zip(&sizes) {
        let file = std::fs::File::open(path).map_err(|source| AppError::Io {
            path: path.clone(),
            source,
        })?;
        let mut on_read = |n: u64| progress(before + n.min(*size), total);
        let watched = Watched {
            inner: std::io::BufReader::with_capacity(1 << 20, file),
            read: 0,
            on_read: &mut on_read,
            cancel,
        };
        let name = path.display().to_string();
        let report = gpucase_metrics::read::read(watched, &name, &read_options, &mut hours)
            .map_err(|e| {
                if cancel.load(Ordering::Relaxed) {
                    AppError::Refused(gpucase_core::problem::Problem::ImportCancelled)
                } else {
                    metrics_error(e)
                }
            })?;
        before += size;
        files.push((name, report));
    }
    progress(total, total);
    let summary = Summary::compute(&hours.finish(), &summary_options).map_err(metrics_error)?;
    Ok(Summarised {
        summary,
        sources: files
            .iter()
            .map(|(name, r)| MetricsSource {
                name: file_name(name),
                format: format_name(r.format).into(),
                samples: r.samples,
            })
            .collect(),
        notes: files.iter().map(|(n, r)| file_note(n, r)).collect(),
    })
}

/// A time a user gives: an RFC 3339 time, or a date taken as 00:00 UTC.
pub fn parse_instant(text: &str) -> Option<jiff::Timestamp> {
    let text = text.trim();
    if let Ok(t) = text.parse::<jiff::Timestamp>() {
        return Some(t);
    }
    text.parse::<jiff::civil::Date>()
        .ok()
        .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC).ok())
        .map(|z| z.timestamp())
}

/// What to fetch from a Prometheus-compatible server.
#[derive(Debug, Clone)]
pub struct Fetch {
    /// The server's base URL (`http://prometheus:9090`, or a Thanos, Mimir or
    /// VictoriaMetrics query URL).
    pub url: String,
    /// Start of the range (UTC).
    pub from: jiff::Timestamp,
    /// End of the range (UTC).
    pub to: jiff::Timestamp,
    /// The scrape interval: raw samples are fetched at this step.
    pub step: std::time::Duration,
    /// Raw samples, hourly aggregates computed by the server, or chosen by size.
    pub mode: Mode,
}

/// Credentials for a server: `GPUCASE_PROMETHEUS_TOKEN` (bearer), or
/// `GPUCASE_PROMETHEUS_USER` and `GPUCASE_PROMETHEUS_PASSWORD` (basic), each from the
/// environment or else the OS keyring.
pub fn server_auth() -> Result<Auth, AppError> {
    // A keyring that cannot be reached (a headless host) holds nothing for us: the server
    // then answers 401 if it needs credentials, and that error says which to set.
    Auth::from_vars(|name| {
        gpucase_secrets::get(name)
            .ok()
            .flatten()
            .map(|s| s.expose().to_owned())
    })
    .map_err(metrics_error)
}

/// Fetches the range from a server and summarises it; `progress(done, total)` counts
/// requests, `cancel` stops between them.
pub fn fetch(
    request: &Fetch,
    options: &MetricsOptions,
    progress: &mut dyn FnMut(u64, u64),
    cancel: &AtomicBool,
) -> Result<Summarised, AppError> {
    let summary_options = options.summary_options()?;
    let source = Source {
        auth: server_auth()?,
        ..Source::new(request.url.clone())
    };
    let fetch_options = FetchOptions {
        mode: request.mode,
        step: request.step,
        ..FetchOptions::default()
    };
    let (data, report) = prometheus::fetch(
        &source,
        (request.from, request.to),
        &fetch_options,
        |done, total| progress(done as u64, total as u64),
        cancel,
    )
    .map_err(metrics_error)?;
    let summary = Summary::compute(&data, &summary_options).map_err(metrics_error)?;
    let format = match report.mode {
        Mode::ServerSide => "prometheus_server_hourly",
        _ => "prometheus_server",
    };
    let note = format!(
        "{}: {} to {}, {} mode, {} queries ({} HTTP requests, {} retries), {} series, {} samples",
        report.url,
        report.from,
        report.to,
        report.mode,
        report.queries,
        report.http_requests,
        report.retries,
        report.series,
        report.samples
    );
    Ok(Summarised {
        summary,
        sources: vec![MetricsSource {
            name: report.url.clone(),
            format: format.into(),
            samples: report.samples,
        }],
        notes: vec![note],
    })
}

/// A share or statistic as an exact decimal with 4 places, for the case file.
fn q4(value: f64) -> Option<Quantity> {
    let d = Decimal::from_f64_retain(value)?.round_dp(4);
    Quantity::try_from(d).ok()
}

/// The name of a source without its folder (a shared case never carries a local path).
fn file_name(name: &str) -> String {
    Path::new(name)
        .file_name()
        .map_or_else(|| name.to_owned(), |n| n.to_string_lossy().into_owned())
}

/// A format by the name a user gives it (`--format`).
pub fn parse_format(name: &str) -> Result<Format, AppError> {
    Ok(match name {
        "promjson" | "query_range" | "prometheus_query_range" => Format::PromQueryRange,
        "vmjsonl" | "victoriametrics" | "victoriametrics_export" => Format::VictoriaMetricsJsonl,
        "openmetrics" | "om" => Format::OpenMetrics,
        "promtext" | "prometheus_text" => Format::PrometheusText,
        "csv" | "grafana" | "grafana_csv" => Format::GrafanaCsv,
        other => {
            return Err(AppError::Refused(
                gpucase_core::problem::Problem::UnknownMetricsFormat {
                    found: other.to_owned(),
                },
            ));
        }
    })
}

/// The format's stable name in a case file.
pub fn format_name(format: Format) -> &'static str {
    match format {
        Format::PromQueryRange => "prometheus_query_range",
        Format::VictoriaMetricsJsonl => "victoriametrics_export",
        Format::OpenMetrics => "openmetrics",
        Format::PrometheusText => "prometheus_text",
        Format::GrafanaCsv => "grafana_csv",
    }
}

/// The measured workload of a summary, as a case keeps it.
pub fn to_measured(s: &Summarised, imported_at: &str, use_as_profile: bool) -> Measured {
    let summary = &s.summary;
    let dq = &summary.data_quality;
    Measured {
        use_as_profile,
        sources: s.sources.clone(),
        imported_at: imported_at.to_owned(),
        time_zone: summary.period.time_zone.clone(),
        sm_active_threshold: q4(summary.sm_active_threshold).unwrap_or(Quantity::ZERO),
        fleet_gpus: summary.gpus,
        first_hour_utc: summary.period.first_hour_utc.to_string(),
        productive_gpus: summary.hours.iter().map(|h| h.productive_gpus).collect(),
        batch_only_gpus: summary.hours.iter().map(|h| h.batch_only_gpus).collect(),
        no_data_gpus: summary.hours.iter().map(|h| h.no_data_gpus).collect(),
        queued_gpus: if summary.queue.queued_gpu_hours == 0 {
            Vec::new()
        } else {
            summary.hours.iter().map(|h| h.queued_gpus).collect()
        },
        summary: MeasuredSummary {
            productive_gpu_hours: summary.productive_gpu_hours,
            total_gpu_hours: summary.total_gpu_hours,
            no_data_gpu_hours: summary.no_data_gpu_hours,
            per_gpu: summary
                .per_gpu
                .iter()
                .map(|g| MeasuredGpu {
                    host: g.host.clone(),
                    gpu: g.gpu,
                    gpu_model: g.gpu_model.clone(),
                    servers: g.servers.clone(),
                    productive_hours: g.productive_hours,
                    no_data_hours: g.no_data_hours,
                    total_hours: g.total_hours,
                    mean_sm_active: g.mean_sm_active.and_then(q4),
                })
                .collect(),
            sm_activity: MeasuredSm {
                gpu_hours: summary.sm_activity.gpu_hours,
                mean: summary.sm_activity.mean.and_then(q4),
                median: summary.sm_activity.median.and_then(q4),
                p95: summary.sm_activity.p95.and_then(q4),
                share_at_least_0_8: summary.sm_activity.share_at_least_0_8.and_then(q4),
            },
            queue: MeasuredQueue {
                hours_with_waiting: summary.queue.hours_with_waiting,
                peak_waiting: summary.queue.peak_waiting.and_then(q4),
                peak_hour_utc: summary.queue.peak_hour_utc.map(|t| t.to_string()),
                queued_gpu_hours: summary.queue.queued_gpu_hours,
                unsized_server_hours: summary.queue.unsized_server_hours,
                capped_hours: summary.queue.capped_hours,
            },
            data_quality: MeasuredQuality {
                series: dq.series,
                samples: dq.samples,
                nan: dq.nan,
                infinite: dq.infinite,
                duplicates: dq.duplicates,
                out_of_order: dq.out_of_order,
                counter_resets: dq.counter_resets,
                gaps: dq.gaps,
                series_with_mixed_steps: dq.series_with_mixed_steps,
                ignored_series: dq.ignored_series,
                unattributed_series: dq.unattributed_series.clone(),
                out_of_range: dq.out_of_range,
                outlier_series_hours: dq.outliers.series_hours,
                outliers: dq
                    .outliers
                    .listed
                    .iter()
                    .map(|o| format!("{} at {} ({} samples)", o.series, o.hour_utc, o.samples))
                    .collect(),
            },
            mapping: MeasuredMapping {
                matched: summary
                    .mapping
                    .matched
                    .iter()
                    .map(|m| {
                        let gpus: Vec<String> = m.gpus.iter().map(ToString::to_string).collect();
                        format!("{} -> {} ({})", m.instance, gpus.join(", "), m.by)
                    })
                    .collect(),
                unmatched_servers: summary
                    .mapping
                    .servers_without_gpus
                    .iter()
                    .map(|s| format!("{}: {}", s.instance, s.reason))
                    .collect(),
                unmatched_gpus: summary
                    .mapping
                    .gpus_without_server
                    .iter()
                    .map(|g| format!("{}/{}: {}", g.gpu.host, g.gpu.gpu, g.reason))
                    .collect(),
            },
        },
    }
}

/// `case` with `measured` as its metrics, checked: the next version to save.
pub fn with_measured(case: &Case, measured: Measured) -> Result<Case, AppError> {
    let mut next = case.clone();
    next.metrics = Some(measured);
    if let Some(m) = &next.metrics {
        m.validate().map_err(crate::view::workload_error)?;
    }
    next.profile().map_err(crate::view::workload_error)?;
    Ok(next)
}
