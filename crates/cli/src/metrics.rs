//! `gpucase metrics`: summarise serving metrics, and keep them in a case.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use clap::Subcommand;
use gpucase_app::AppError;
use gpucase_app::metrics::{MetricsOptions, Summarised, parse_format, summarise, to_measured};

#[derive(Debug, clap::Args)]
pub struct SummaryArgs {
    /// IANA time zone of the site: days, weekdays and periods are local to it.
    #[arg(long = "tz", default_value = "UTC")]
    time_zone: String,
    /// Mean SM activity from which a GPU-hour without requests counts as productive.
    #[arg(long, default_value_t = 0.10)]
    threshold: f64,
    /// Server-to-GPU rules, TOML or JSON (docs/metrics.md).
    #[arg(long)]
    mapping: Option<PathBuf>,
    /// Batch windows, TOML or JSON (`[[windows]]`, docs/metrics.md): GPU-hours inside them
    /// count as productive, with or without data.
    #[arg(long)]
    batch_schedule: Option<PathBuf>,
    /// Force a format: promjson, vmjsonl, openmetrics, promtext or csv.
    #[arg(long)]
    format: Option<String>,
}

impl SummaryArgs {
    fn options(&self) -> Result<MetricsOptions, AppError> {
        Ok(MetricsOptions {
            time_zone: self.time_zone.clone(),
            sm_active_threshold: self.threshold,
            mapping: self.mapping.clone(),
            batch_schedule: self.batch_schedule.clone(),
            format: self.format.as_deref().map(parse_format).transpose()?,
        })
    }
}

#[derive(Debug, Subcommand)]
pub enum MetricsCommand {
    /// Summarise metrics files (Prometheus query_range JSON, VictoriaMetrics export,
    /// OpenMetrics or Prometheus text, Grafana CSV; plain or gzip). Stores nothing.
    Summary {
        /// The files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        args: SummaryArgs,
        /// Print the whole summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Fetch a range from a Prometheus-compatible server (Prometheus, Thanos, Mimir,
    /// VictoriaMetrics) and summarise it; with --case, keep it like `import`.
    Fetch {
        #[command(flatten)]
        server: ServerArgs,
        /// The case id to keep the hourly figures in.
        #[arg(long)]
        case: Option<String>,
        #[command(flatten)]
        args: SummaryArgs,
        /// Print the whole summary as JSON (without --case).
        #[arg(long)]
        json: bool,
        /// Keep the figures but go on costing the schedule.
        #[arg(long)]
        keep_schedule: bool,
        /// Who imports, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
    /// Summarise metrics files and keep the hourly figures in a stored case (its next
    /// version), used as its workload profile.
    Import {
        /// The files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The case id.
        #[arg(long)]
        case: String,
        #[command(flatten)]
        args: SummaryArgs,
        /// Keep the figures but go on costing the schedule.
        #[arg(long)]
        keep_schedule: bool,
        /// Who imports, recorded in the version history.
        #[arg(long, env = "USER", default_value = "")]
        by: String,
    },
}

/// Fetch from a live Prometheus-compatible server instead of files.
#[derive(Debug, clap::Args)]
pub struct ServerArgs {
    /// The server's base URL, e.g. http://prometheus:9090. Credentials come from
    /// GPUCASE_PROMETHEUS_TOKEN, or GPUCASE_PROMETHEUS_USER and GPUCASE_PROMETHEUS_PASSWORD.
    #[arg(long = "prometheus")]
    url: String,
    /// Start of the range: a date (00:00 UTC) or an RFC 3339 time.
    #[arg(long)]
    from: String,
    /// End of the range: a date (00:00 UTC) or an RFC 3339 time.
    #[arg(long)]
    to: String,
    /// The scrape interval, e.g. 15s or 1m: raw samples are fetched at this step.
    #[arg(long, default_value = "15s")]
    step: String,
    /// raw (samples at the step), server (hourly aggregates computed by the server), or
    /// auto (by the size of the fleet and the range).
    #[arg(long, default_value = "auto")]
    aggregate: String,
}

fn instant(text: &str, flag: &str) -> Result<jiff::Timestamp, AppError> {
    gpucase_app::metrics::parse_instant(text).ok_or_else(|| {
        AppError::Invalid(format!(
            "{flag} {text}: expected a date (2026-10-01) or an RFC 3339 time"
        ))
    })
}

fn step(text: &str) -> Result<std::time::Duration, AppError> {
    let bad = || {
        AppError::Invalid(format!(
            "--step {text}: expected seconds or minutes, e.g. 15s or 1m"
        ))
    };
    let (number, unit) = text.split_at(text.len().saturating_sub(1));
    let n: u64 = number.parse().map_err(|_| bad())?;
    match unit {
        "s" => Ok(std::time::Duration::from_secs(n)),
        "m" => Ok(std::time::Duration::from_secs(n * 60)),
        _ => Err(bad()),
    }
}

impl ServerArgs {
    fn request(&self) -> Result<gpucase_app::metrics::Fetch, AppError> {
        use gpucase_app::metrics::Mode;
        let mode = match self.aggregate.as_str() {
            "auto" => Mode::Auto,
            "raw" => Mode::Raw,
            "server" | "server-side" => Mode::ServerSide,
            other => {
                return Err(AppError::Invalid(format!(
                    "--aggregate {other}: expected auto, raw or server"
                )));
            }
        };
        Ok(gpucase_app::metrics::Fetch {
            url: self.url.clone(),
            from: instant(&self.from, "--from")?,
            to: instant(&self.to, "--to")?,
            step: step(&self.step)?,
            mode,
        })
    }
}

/// A progress line on stderr when it is a terminal.
fn progress() -> impl FnMut(u64, u64) {
    progress_of("MB")
}

/// A progress line counting `unit` (MB are shown as bytes / 1e6).
fn progress_of(unit: &'static str) -> impl FnMut(u64, u64) {
    let terminal = std::io::stderr().is_terminal();
    let mut last = u64::MAX;
    move |done, total| {
        if !terminal || total == 0 {
            return;
        }
        let percent = done * 100 / total;
        if percent != last {
            last = percent;
            let total = if unit == "MB" {
                total / 1_000_000
            } else {
                total
            };
            eprint!("\rreading: {percent:>3} % of {total} {unit}");
            if done >= total {
                eprintln!();
            }
        }
    }
}

fn read(files: &[PathBuf], args: &SummaryArgs) -> Result<Summarised, AppError> {
    let never = AtomicBool::new(false);
    summarise(files, &args.options()?, &mut progress(), &never)
}

/// Keeps a summary in the stored case `case` as its next version.
async fn keep(
    store: Option<&Path>,
    case: &str,
    done: &Summarised,
    keep_schedule: bool,
    by: &str,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path()?,
    };
    let library = gpucase_app::Library::open(&path).await?;
    let (current, _) = library.open_case(case, None).await?;
    let now = jiff::Timestamp::now().to_string();
    let measured = to_measured(done, &now, !keep_schedule);
    let next = gpucase_app::metrics::with_measured(&current, measured)?;
    let saved = library.save(&next, by).await?;
    write!(out, "{}", render(done)).map_err(io)?;
    writeln!(
        out,
        "\n{case} version {}: hourly figures of {} hours kept{}",
        saved.version,
        done.summary.period.hours,
        if keep_schedule {
            "; the schedule stays the workload profile"
        } else {
            "; they are now the workload profile"
        }
    )
    .map_err(io)
}

pub async fn command(
    store: Option<&Path>,
    command: MetricsCommand,
    out: &mut impl Write,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    match command {
        MetricsCommand::Summary { files, args, json } => {
            let done = read(&files, &args)?;
            if json {
                let text = serde_json::to_string_pretty(&done.summary)
                    .map_err(|e| AppError::Invalid(e.to_string()))?;
                writeln!(out, "{text}").map_err(io)?;
            } else {
                write!(out, "{}", render(&done)).map_err(io)?;
            }
        }
        MetricsCommand::Import {
            files,
            case,
            args,
            keep_schedule,
            by,
        } => {
            let done = read(&files, &args)?;
            keep(store, &case, &done, keep_schedule, &by, out).await?;
        }
        MetricsCommand::Fetch {
            server,
            case,
            args,
            json,
            keep_schedule,
            by,
        } => {
            let request = server.request()?;
            let options = args.options()?;
            // The HTTP client blocks: run it on a thread of its own, not on the runtime.
            let done = std::thread::scope(|scope| {
                scope
                    .spawn(|| {
                        let never = AtomicBool::new(false);
                        let mut shown = progress_of("requests");
                        gpucase_app::metrics::fetch(&request, &options, &mut shown, &never)
                    })
                    .join()
                    .unwrap_or_else(|_| Err(AppError::Invalid("the fetch failed".into())))
            })?;
            match case {
                Some(case) => keep(store, &case, &done, keep_schedule, &by, out).await?,
                None if json => {
                    let text = serde_json::to_string_pretty(&done.summary)
                        .map_err(|e| AppError::Invalid(e.to_string()))?;
                    writeln!(out, "{text}").map_err(io)?;
                }
                None => write!(out, "{}", render(&done)).map_err(io)?,
            }
        }
    }
    Ok(())
}

fn pct(share: f64) -> String {
    format!("{:.1} %", share * 100.0)
}

fn opt(v: Option<f64>) -> String {
    v.map_or_else(|| "–".to_owned(), |v| format!("{v:.3}"))
}

/// The summary as a terminal table.
fn render(done: &Summarised) -> String {
    use std::fmt::Write as _;
    let s = &done.summary;
    let mut t = String::new();
    for note in &done.notes {
        let _ = writeln!(t, "{note}");
    }
    let _ = writeln!(
        t,
        "\nperiod            {} to {} ({} h, {} local days in {})",
        s.period.first_hour_utc,
        s.period.last_hour_utc,
        s.period.hours,
        s.period.local_days,
        s.period.time_zone
    );
    let _ = writeln!(t, "GPUs / servers    {} / {}", s.gpus, s.servers);
    let _ = writeln!(
        t,
        "productive        {} of {} GPU-hours: {} ({} of hours with data)",
        s.productive_gpu_hours,
        s.total_gpu_hours,
        pct(s.productive_share),
        pct(s.productive_share_of_hours_with_data)
    );
    let _ = writeln!(
        t,
        "no data           {} GPU-hours (counted apart, never as idle)",
        s.no_data_gpu_hours
    );
    let by = &s.productive_by;
    let _ = writeln!(
        t,
        "productive by     requests only {}, SM activity only (batch) {}, both {}, batch schedule only {}",
        by.requests_only, by.sm_only, by.both, by.schedule_only
    );
    let schedule = &s.batch_schedule;
    if !schedule.windows.is_empty() {
        let _ = writeln!(
            t,
            "batch schedule    {} windows: {} GPU-hours scheduled, {} of them without data (productive as scheduled)",
            schedule.windows.len(),
            schedule.scheduled_gpu_hours,
            schedule.scheduled_without_data
        );
    }
    for note in &schedule.notes {
        let _ = writeln!(t, "batch schedule    {note}");
    }
    let p = &s.periods;
    let _ = writeln!(
        t,
        "by period         workday daytime {}, evening {}, night {}, weekend {}, month end {}",
        pct(p.workday_daytime.share),
        pct(p.workday_evening.share),
        pct(p.night.share),
        pct(p.weekend.share),
        pct(p.month_end.share)
    );
    let sm = &s.sm_activity;
    let _ = writeln!(
        t,
        "SM activity       in productive hours: mean {}, median {}, p95 {}, at 0.8 or more {}",
        opt(sm.mean),
        opt(sm.median),
        opt(sm.p95),
        sm.share_at_least_0_8.map_or_else(|| "–".into(), pct)
    );
    let _ = writeln!(
        t,
        "queue             {} hours with waiting requests, peak {}",
        s.queue.hours_with_waiting,
        s.queue.peak_waiting.map_or_else(
            || "–".into(),
            |p| format!("{p} at {}", s.queue.peak_instance.as_deref().unwrap_or("?"))
        )
    );
    let dq = &s.data_quality;
    let _ = writeln!(
        t,
        "data quality      {} series, {} samples; dropped NaN {}, Inf {}, duplicates {}; out of order {}, gaps {}, mixed steps {}",
        dq.series,
        dq.samples,
        dq.nan,
        dq.infinite,
        dq.duplicates,
        dq.out_of_order,
        dq.gaps,
        dq.series_with_mixed_steps
    );
    let _ = writeln!(
        t,
        "\n{:<28} {:>10} {:>8} {:>8} {:>8}  servers",
        "GPU", "productive", "no data", "share", "SM"
    );
    for g in &s.per_gpu {
        let _ = writeln!(
            t,
            "{:<28} {:>10} {:>8} {:>8} {:>8}  {}",
            format!("{}/{}", g.host, g.gpu),
            g.productive_hours,
            g.no_data_hours,
            pct(g.productive_share),
            opt(g.mean_sm_active),
            g.servers.join(", ")
        );
    }
    for u in &s.mapping.servers_without_gpus {
        let _ = writeln!(t, "unmatched server  {}: {}", u.instance, u.reason);
    }
    for u in &s.mapping.gpus_without_server {
        let _ = writeln!(
            t,
            "GPU without server {}/{}: {}",
            u.gpu.host, u.gpu.gpu, u.reason
        );
    }
    t
}
