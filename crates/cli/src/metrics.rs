//! `gpucase metrics`: summarise serving metrics, and keep them in a case.

use gpucase_app::Message;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use clap::Subcommand;
use gpucase_app::AppError;
use gpucase_app::metrics::{MetricsOptions, Summarised, parse_format, summarise, to_measured};
use gpucase_l10n::{Args, Localizer};
use rust_decimal::Decimal;

use crate::lang::say;

#[derive(Debug, clap::Args)]
pub struct SummaryArgs {
    /// IANA time zone of the site: days, weekdays and periods are local to it. Default:
    /// with --case, the case's (its calendar month's, else its metrics'); otherwise UTC.
    #[arg(long = "tz")]
    time_zone: Option<String>,
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
    /// The options, the time zone being `--tz`, else `site` (the case's), else UTC.
    fn options(&self, site: Option<&str>) -> Result<MetricsOptions, AppError> {
        Ok(MetricsOptions {
            time_zone: self
                .time_zone
                .as_deref()
                .or(site)
                .unwrap_or("UTC")
                .to_owned(),
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
        AppError::Said(
            Message::new("cli-bad-instant")
                .text("flag", flag)
                .text("value", text),
        )
    })
}

fn step(text: &str) -> Result<std::time::Duration, AppError> {
    let bad = || AppError::Said(Message::new("cli-bad-step").text("value", text));
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
                return Err(AppError::Said(
                    Message::new("cli-bad-aggregate").text("value", other),
                ));
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

/// What a progress line counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    /// Bytes of the files, shown in MB (bytes / 1e6).
    Megabytes,
    /// Requests to the metrics server.
    Requests,
}

/// A progress line on stderr when it is a terminal.
fn progress(unit: Unit, l10n: &Localizer) -> impl FnMut(u64, u64) + '_ {
    let terminal = std::io::stderr().is_terminal();
    let mut last = u64::MAX;
    move |done, total| {
        if !terminal || total == 0 {
            return;
        }
        let percent = done * 100 / total;
        if percent != last {
            last = percent;
            let (id, shown_total) = match unit {
                Unit::Megabytes => ("cli-reading-mb", total / 1_000_000),
                Unit::Requests => ("cli-reading-requests", total),
            };
            let line = say(
                l10n,
                id,
                Args::new()
                    .str(
                        "percent",
                        l10n.percent(Decimal::from(percent) / Decimal::ONE_HUNDRED, 0),
                    )
                    .num("total", shown_total),
            );
            eprint!("\r{line}");
            if done >= total {
                eprintln!();
            }
        }
    }
}

fn read(
    files: &[PathBuf],
    options: &MetricsOptions,
    l10n: &Localizer,
) -> Result<Summarised, AppError> {
    let never = AtomicBool::new(false);
    summarise(files, options, &mut progress(Unit::Megabytes, l10n), &never)
}

/// The stored case's site time zone ([`gpucase_core::Case::site_time_zone`]): the default
/// of `--tz` when metrics go into a case, so that its days are the site's.
async fn site_time_zone(store: Option<&Path>, case: &str) -> Result<Option<String>, AppError> {
    let path = crate::store_or_default(store)?;
    let library = gpucase_app::Library::open(&path, crate::clock()).await?;
    let (current, _) = library.open_case(case, None).await?;
    Ok(current.site_time_zone().map(str::to_owned))
}

/// Keeps a summary in the stored case `case` as its next version.
async fn keep(
    store: Option<&Path>,
    case: &str,
    done: &Summarised,
    keep_schedule: bool,
    by: &str,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let path = match store {
        Some(p) => p.to_owned(),
        None => gpucase_app::default_store_path()?,
    };
    let library = gpucase_app::Library::open(&path, crate::clock()).await?;
    let (current, _) = library.open_case(case, None).await?;
    let now = library.clock().now().to_string();
    let measured = to_measured(done, &now, !keep_schedule);
    let next = gpucase_app::metrics::with_measured(&current, measured)?;
    let saved = library.save(&next, by).await?;
    write!(out, "{}", render(done, l10n)).map_err(io)?;
    let kept = say(
        l10n,
        if keep_schedule {
            "cli-metrics-kept-schedule"
        } else {
            "cli-metrics-kept"
        },
        Args::new()
            .str("case", case)
            .num("version", saved.version)
            .num("hours", done.summary.period.hours),
    );
    writeln!(out, "\n{kept}").map_err(io)
}

pub async fn command(
    store: Option<&Path>,
    command: MetricsCommand,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    match command {
        MetricsCommand::Summary { files, args, json } => {
            let done = read(&files, &args.options(None)?, l10n)?;
            if json {
                let text = gpucase_app::pretty_json(&done.summary)?;
                writeln!(out, "{text}").map_err(io)?;
            } else {
                write!(out, "{}", render(&done, l10n)).map_err(io)?;
            }
        }
        MetricsCommand::Import {
            files,
            case,
            args,
            keep_schedule,
            by,
        } => {
            let site = site_time_zone(store, &case).await?;
            let done = read(&files, &args.options(site.as_deref())?, l10n)?;
            keep(store, &case, &done, keep_schedule, &by, out, l10n).await?;
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
            let site = match &case {
                Some(case) => site_time_zone(store, case).await?,
                None => None,
            };
            let options = args.options(site.as_deref())?;
            // The HTTP client blocks: run it on a thread of its own, not on the runtime.
            let done = std::thread::scope(|scope| {
                scope
                    .spawn(|| {
                        let never = AtomicBool::new(false);
                        let mut shown = progress(Unit::Requests, l10n);
                        gpucase_app::metrics::fetch(&request, &options, &mut shown, &never)
                    })
                    .join()
                    .unwrap_or_else(|_| Err(AppError::Said(Message::new("cli-fetch-failed"))))
            })?;
            match case {
                Some(case) => keep(store, &case, &done, keep_schedule, &by, out, l10n).await?,
                None if json => {
                    let text = gpucase_app::pretty_json(&done.summary)?;
                    writeln!(out, "{text}").map_err(io)?;
                }
                None => write!(out, "{}", render(&done, l10n)).map_err(io)?,
            }
        }
    }
    Ok(())
}

/// A share (0.46) as a percentage with one decimal, in the user's language.
fn pct(share: f64, l10n: &Localizer) -> String {
    Decimal::try_from(share).map_or_else(|_| "–".to_owned(), |d| l10n.percent(d, 1))
}

/// A figure with three decimals, or a dash when there is none.
fn opt(v: Option<f64>, l10n: &Localizer) -> String {
    v.and_then(|v| Decimal::try_from(v).ok())
        .map_or_else(|| "–".to_owned(), |d| l10n.number(d, 3))
}

/// The summary as a terminal table.
fn render(done: &Summarised, l10n: &Localizer) -> String {
    use std::fmt::Write as _;
    let s = &done.summary;
    let mut lines = usage_lines(s, l10n);
    lines.extend(activity_lines(s, l10n));
    let mut t = String::new();
    for note in &done.notes {
        let _ = writeln!(t, "{note}");
    }
    let _ = writeln!(t);
    let width = lines
        .iter()
        .map(|(label, _)| label.chars().count())
        .max()
        .unwrap_or(0);
    for (label, value) in &lines {
        let _ = writeln!(t, "{label:<width$}  {value}");
    }

    gpu_table(&mut t, s, l10n);
    t
}

/// The period, the fleet, the productive and the unknown GPU-hours, why hours count as
/// productive, the batch schedule and the share by time of day.
fn usage_lines(s: &gpucase_app::metrics::Summary, l10n: &Localizer) -> Vec<(String, String)> {
    let pct = |share: f64| pct(share, l10n);
    let mut lines: Vec<(String, String)> = Vec::new();
    let mut line = |label: &str, value: String| {
        lines.push((say(l10n, label, Args::new()), value));
    };
    line(
        "cli-m-period",
        say(
            l10n,
            "cli-m-period-value",
            Args::new()
                .str("first", s.period.first_hour_utc.to_string())
                .str("last", s.period.last_hour_utc.to_string())
                .num("hours", s.period.hours)
                .num("days", s.period.local_days)
                .str("zone", s.period.time_zone.clone()),
        ),
    );
    line(
        "cli-m-gpus",
        format!(
            "{} / {}",
            l10n.integer(s.gpus.into()),
            l10n.integer(s.servers.into())
        ),
    );
    line(
        "cli-m-productive",
        say(
            l10n,
            "cli-m-productive-value",
            Args::new()
                .num("productive", s.productive_gpu_hours)
                .num("total", s.total_gpu_hours)
                .str("share", pct(s.productive_share))
                .str(
                    "share_with_data",
                    pct(s.productive_share_of_hours_with_data),
                ),
        ),
    );
    line(
        "cli-m-no-data",
        say(
            l10n,
            "cli-m-no-data-value",
            Args::new()
                .num("hours", s.no_data_gpu_hours)
                .str("share", pct(s.no_data_share)),
        ),
    );
    let by = &s.productive_by;
    line(
        "cli-m-productive-by",
        say(
            l10n,
            "cli-m-productive-by-value",
            Args::new()
                .num("requests", by.requests_only)
                .num("sm", by.sm_only)
                .num("both", by.both)
                .num("schedule", by.schedule_only),
        ),
    );
    let schedule = &s.batch_schedule;
    if !schedule.windows.is_empty() {
        line(
            "cli-m-schedule",
            say(
                l10n,
                "cli-m-schedule-value",
                Args::new()
                    .num("windows", schedule.windows.len())
                    .num("scheduled", schedule.scheduled_gpu_hours)
                    .num("without_data", schedule.scheduled_without_data),
            ),
        );
    }
    for note in &schedule.notes {
        line("cli-m-schedule", note.clone());
    }
    let p = &s.periods;
    line(
        "cli-m-by-period",
        say(
            l10n,
            "cli-m-by-period-value",
            Args::new()
                .str("daytime", pct(p.workday_daytime.share))
                .str("evening", pct(p.workday_evening.share))
                .str("night", pct(p.night.share))
                .str("weekend", pct(p.weekend.share))
                .str("month_end", pct(p.month_end.share)),
        ),
    );
    lines
}

/// How busy the GPUs were, what waited, and the quality of the data.
fn activity_lines(s: &gpucase_app::metrics::Summary, l10n: &Localizer) -> Vec<(String, String)> {
    let pct = |share: f64| pct(share, l10n);
    let opt = |v: Option<f64>| opt(v, l10n);
    let mut lines: Vec<(String, String)> = Vec::new();
    let mut line = |label: &str, value: String| {
        lines.push((say(l10n, label, Args::new()), value));
    };
    let sm = &s.sm_activity;
    line(
        "cli-m-sm",
        say(
            l10n,
            "cli-m-sm-value",
            Args::new()
                .str("mean", opt(sm.mean))
                .str("median", opt(sm.median))
                .str("p95", opt(sm.p95))
                .str(
                    "high",
                    sm.share_at_least_0_8.map_or_else(|| "–".into(), pct),
                ),
        ),
    );
    let peak = s
        .queue
        .peak_waiting
        .and_then(|p| Decimal::try_from(p).ok())
        .map_or_else(
            || "–".to_owned(),
            |p| {
                let p = p.normalize();
                say(
                    l10n,
                    "cli-m-queue-peak",
                    Args::new()
                        .str("peak", l10n.number(p, p.scale()))
                        .str("instance", s.queue.peak_instance.as_deref().unwrap_or("?")),
                )
            },
        );
    line(
        "cli-m-queue",
        say(
            l10n,
            "cli-m-queue-value",
            Args::new()
                .num("hours", s.queue.hours_with_waiting)
                .str("peak", peak)
                .num("queued", s.queue.queued_gpu_hours)
                .num("unsized", s.queue.unsized_server_hours),
        ),
    );
    let dq = &s.data_quality;
    line(
        "cli-m-quality",
        say(
            l10n,
            "cli-m-quality-value",
            Args::new()
                .num("series", dq.series)
                .num("samples", dq.samples)
                .num("nan", dq.nan)
                .num("inf", dq.infinite)
                .num("duplicates", dq.duplicates)
                .num("out_of_order", dq.out_of_order)
                .num("out_of_range", dq.out_of_range)
                .num("gaps", dq.gaps)
                .num("mixed", dq.series_with_mixed_steps),
        ),
    );
    if dq.outliers.series_hours > 0 {
        let listed: Vec<String> = dq
            .outliers
            .listed
            .iter()
            .map(|o| format!("{} {}", o.series, o.hour_utc))
            .collect();
        line(
            "cli-m-outliers",
            say(
                l10n,
                "cli-m-outliers-value",
                Args::new()
                    .num("hours", dq.outliers.series_hours)
                    .num("samples", dq.outliers.samples)
                    .str("listed", listed.join("; ")),
            ),
        );
    }

    lines
}

/// One row per GPU: its productive and unknown hours, share, mean SM activity and servers;
/// then the servers and GPUs the mapping could not pair.
fn gpu_table(t: &mut String, s: &gpucase_app::metrics::Summary, l10n: &Localizer) {
    use std::fmt::Write as _;
    let pct = |share: f64| pct(share, l10n);
    let opt = |v: Option<f64>| opt(v, l10n);
    let header = [
        "cli-m-col-gpu",
        "cli-m-col-productive",
        "cli-m-col-no-data",
        "cli-m-col-share",
        "cli-m-col-sm",
        "cli-m-col-servers",
    ]
    .map(|id| say(l10n, id, Args::new()));
    let rows: Vec<[String; 6]> = s
        .per_gpu
        .iter()
        .map(|g| {
            [
                g.gpu_ref().to_string(),
                l10n.integer(g.productive_hours),
                l10n.integer(g.no_data_hours),
                pct(g.productive_share),
                opt(g.mean_sm_active),
                g.servers.join(", "),
            ]
        })
        .collect();
    let mut widths = [0usize; 5];
    for row in std::iter::once(&header).chain(&rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let _ = writeln!(t);
    for row in std::iter::once(&header).chain(&rows) {
        let _ = writeln!(
            t,
            "{:<w0$}  {:>w1$}  {:>w2$}  {:>w3$}  {:>w4$}  {}",
            row[0],
            row[1],
            row[2],
            row[3],
            row[4],
            row[5],
            w0 = widths[0],
            w1 = widths[1],
            w2 = widths[2],
            w3 = widths[3],
            w4 = widths[4],
        );
    }
    let unmatched = say(l10n, "cli-m-unmatched-server", Args::new());
    for u in &s.mapping.servers_without_gpus {
        let _ = writeln!(t, "{unmatched}: {}: {}", u.instance, u.reason);
    }
    let without = say(l10n, "cli-m-gpu-without-server", Args::new());
    for u in &s.mapping.gpus_without_server {
        let _ = writeln!(t, "{without}: {}/{}: {}", u.gpu.host, u.gpu.gpu, u.reason);
    }
}
