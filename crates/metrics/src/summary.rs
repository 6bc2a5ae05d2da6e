//! The productive-hours summary (docs/method.md section 3, "Measuring before comparing").
//!
//! **Rule**, per GPU and UTC clock hour `[h, h+1h)`, over the samples in that hour: the
//! GPU-hour is *productive* when its vLLM server(s) had `max(vllm:num_requests_running) >= 1`,
//! or the GPU had `mean(DCGM_FI_PROF_SM_ACTIVE) >= threshold` (default 0.10), or the hour
//! lies inside a window of the *batch schedule* for that GPU (the analyst's statement of when
//! batch jobs run; none by default). An hour with no sample of either metric and outside the
//! schedule is *no-data*: reported, never idle and never productive. The share is productive
//! GPU-hours over all GPU-hours of the period (GPUs seen × hours from the first to the last
//! hour with data), and over the GPU-hours with data; the profile the TCO engine takes
//! carries the no-data GPUs of each hour, so that they stay unknown there too. The period
//! comes from where the data is: a lone run of data far before or after the rest is an
//! outlier, reported and left out (see `span`). Samples outside their metric's range are
//! dropped by the aggregation ([`crate::hourly::value_range`]). `DCGM_FI_DEV_GPU_UTIL` is
//! shown, never used: it counts time in which any kernel runs and overstates a serving GPU.
//!
//! **Memory** grows with the hours of the period and the GPUs, at a quarter byte per
//! GPU-hour ([`crate::store::GpuHourStore`]), never with GPUs × hours at full statistics:
//! the statistics are laid out one GPU at a time. The period is at most [`MAX_HOURS`] and
//! GPUs × hours at most [`MAX_GPU_HOURS`]; beyond, an error says so before anything is laid
//! out.
//!
//! **Batch schedule** (`SummaryOptions::batch_schedule`, local hours of the time zone): a
//! scheduled GPU-hour is productive whatever its data says. Without data it counts as
//! productive, not as no-data: the analyst states that the job ran, and the schedule exists
//! for batch GPUs without profiling metrics; `batch_schedule.scheduled_without_data` tells
//! how many productive hours rest on that statement alone. Causes keep their precedence: a
//! scheduled hour with a running request or SM activity at the threshold counts as before
//! (`requests_only`, `sm_only`, `both`); only the rest count as `schedule_only`. Hours
//! productive without a running request (`sm_only` and `schedule_only`) are the hour
//! records' `batch_only_gpus`. The schedule covers only GPUs seen in DCGM series.
//!
//! **Queue** (`vllm:num_requests_waiting`): requests that waited are demand the fleet did
//! not serve. Per server and hour, the GPUs they would have kept busy are the server's GPUs
//! (from the mapping) × the hour's mean waiting requests / the server's capacity, the
//! highest hourly mean of `num_requests_running` over the period (the concurrency it
//! sustained for a whole hour). Summed over servers and rounded to the nearest GPU (half
//! up), they are the hour record's `queued_gpus`; a mean, not the hour's maximum, because a
//! burst that waits seconds needs no GPU rented for the hour. A server without GPUs or that
//! never ran a request has no capacity to divide by: its waiting hours are counted
//! (`queue.unsized_server_hours`), never turned into GPUs. The hybrid rents for productive
//! plus queued GPUs above its own base.
//!
//! **Periods** (local time, by the calendar day the hour falls on): workday daytime is
//! Monday-Friday 07:00-19:00, workday evening Monday-Friday 19:00-23:00, night
//! Monday-Friday 23:00-07:00 (Monday 00:00-07:00 and Friday 23:00-24:00 included), weekend
//! all of Saturday and Sunday; these four cover every hour once. Month end, an extra
//! overlapping view, is the last three local days of each month. Public holidays are not
//! known here and count as workdays.

mod calendar;
mod fleet;
mod schedule;
mod span;

use gpucase_core::workload::{HourSlot, HourlyProfile};
use jiff::Timestamp;
use jiff::tz::TimeZone;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::MetricsError;
use crate::hourly::{HOUR_MS, HourStats, HourlyData, SeriesQuality};
use crate::mapping::{self, MappingConfig, MappingReport};
use crate::store::{GpuHour, GpuHourStore};
use calendar::{Bucket, LocalHour, local_hours};
use fleet::{Fleet, Rows, describe_ignored};
use schedule::Plan;
pub use schedule::{BatchDays, BatchSchedule, BatchScheduleReport, BatchWindow};
pub use span::{OutlierHour, Outliers};

const SM_ACTIVE: &str = "DCGM_FI_PROF_SM_ACTIVE";
const GPU_UTIL: &str = "DCGM_FI_DEV_GPU_UTIL";
const RUNNING: &str = "vllm:num_requests_running";
const WAITING: &str = "vllm:num_requests_waiting";
/// SM activity from which a GPU is in effective use (necessary, not sufficient).
const SM_HIGH: f64 = 0.8;
/// The longest period summarised hour by hour: five years of 366 days (a service's
/// metrics for a rent-or-buy case cover a month or a year; longer is a wrong timestamp).
pub const MAX_HOURS: i64 = 5 * 8_784;
/// The most GPU-hours one summary holds: 1,000 GPUs over five years, 5,700 over one.
pub const MAX_GPU_HOURS: u64 = 50_000_000;

/// What the summary needs besides the data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct SummaryOptions {
    /// Mean SM activity from which a GPU-hour counts as productive without requests
    /// (batch work). Default 0.10.
    pub sm_active_threshold: f64,
    /// IANA time zone of the site, for days, weekdays and periods. Default `UTC`.
    pub time_zone: String,
    /// How vLLM servers map to GPUs.
    pub mapping: MappingConfig,
    /// When batch jobs run: GPU-hours inside a window are productive (see the module
    /// documentation). Default: none.
    pub batch_schedule: Vec<BatchWindow>,
}

impl Default for SummaryOptions {
    fn default() -> Self {
        Self {
            sm_active_threshold: 0.10,
            time_zone: "UTC".to_owned(),
            mapping: MappingConfig::default(),
            batch_schedule: Vec::new(),
        }
    }
}

/// The productive-hours summary of imported metrics.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Summary {
    /// The period covered and the time zone of local views.
    pub period: PeriodInfo,
    /// The SM activity threshold used.
    pub sm_active_threshold: f64,
    /// GPUs seen in DCGM series: the fleet.
    pub gpus: u32,
    /// vLLM servers seen (`instance` labels).
    pub servers: u32,
    /// Productive GPU-hours.
    pub productive_gpu_hours: u64,
    /// GPUs × hours of the period.
    pub total_gpu_hours: u64,
    /// GPU-hours without a sample of either metric, outside the batch schedule.
    pub no_data_gpu_hours: u64,
    /// No-data / total GPU-hours, rounded to 4 decimals: the unknown part of the period.
    pub no_data_share: f64,
    /// Productive / total GPU-hours, rounded to 4 decimals.
    pub productive_share: f64,
    /// Productive / GPU-hours with data, rounded to 4 decimals.
    pub productive_share_of_hours_with_data: f64,
    /// Why the productive hours were productive.
    pub productive_by: ProductiveBy,
    /// Per GPU, ordered by host and index.
    pub per_gpu: Vec<GpuSummary>,
    /// Productive GPU-hours by local weekday and hour.
    pub hour_of_week: HourOfWeek,
    /// Productive GPU-hours by period of the week (see the module documentation).
    pub periods: Periods,
    /// SM activity in productive GPU-hours.
    pub sm_activity: SmActivity,
    /// Requests waiting for a slot.
    pub queue: Queue,
    /// What was odd about the data.
    pub data_quality: DataQuality,
    /// Which server runs on which GPU, and what was left over.
    pub mapping: MappingReport,
    /// The batch schedule used, and what it covered.
    pub batch_schedule: BatchScheduleReport,
    /// Hour by hour: the measured workload profile.
    pub hours: Vec<HourRecord>,
}

/// The period of a summary.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PeriodInfo {
    /// Start of the first hour with a sample (UTC).
    #[schemars(with = "String")]
    pub first_hour_utc: Timestamp,
    /// Start of the last hour with a sample (UTC).
    #[schemars(with = "String")]
    pub last_hour_utc: Timestamp,
    /// Hours from the first to the last, both included.
    pub hours: u32,
    /// IANA time zone of the local views.
    pub time_zone: String,
    /// Local days the period touches.
    pub local_days: u32,
}

/// Productive GPU-hours by cause.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ProductiveBy {
    /// A running request, SM activity below the threshold.
    pub requests_only: u64,
    /// SM activity at or above the threshold, no running request (batch work).
    pub sm_only: u64,
    /// Both.
    pub both: u64,
    /// Neither, but inside a window of the batch schedule (with or without data).
    pub schedule_only: u64,
}

impl GpuSummary {
    /// The GPU, named `host/gpu` ([`crate::mapping::GpuRef`]'s way).
    pub fn gpu_ref(&self) -> crate::mapping::GpuRef {
        crate::mapping::GpuRef {
            host: self.host.clone(),
            gpu: self.gpu,
        }
    }
}

/// One GPU's figures.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct GpuSummary {
    /// DCGM host.
    pub host: String,
    /// `gpu` index.
    pub gpu: u32,
    /// `UUID` label.
    pub uuid: Option<String>,
    /// `modelName` label (the GPU model).
    pub gpu_model: Option<String>,
    /// vLLM servers mapped to it.
    pub servers: Vec<String>,
    /// The models they serve (`model_name` labels).
    pub served_models: Vec<String>,
    /// Productive hours.
    pub productive_hours: u64,
    /// Hours without data, outside the batch schedule.
    pub no_data_hours: u64,
    /// Hours in the period.
    pub total_hours: u64,
    /// Productive / total hours, rounded to 4 decimals.
    pub productive_share: f64,
    /// Mean of the hourly SM activity means, over hours with SM data.
    pub mean_sm_active: Option<f64>,
    /// Mean of the hourly `DCGM_FI_DEV_GPU_UTIL` means (percent), over hours with data.
    pub mean_gpu_util: Option<f64>,
}

/// A week of local hours, `[weekday][hour]`, Monday first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HourOfWeek {
    /// Productive GPU-hours.
    pub productive: Vec<Vec<u64>>,
    /// GPU-hours in the period (the denominator).
    pub gpu_hours: Vec<Vec<u64>>,
}

/// Figures of a period of the week.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct PeriodFigures {
    /// GPU-hours in the period.
    pub gpu_hours: u64,
    /// Productive GPU-hours.
    pub productive: u64,
    /// GPU-hours without data.
    pub no_data: u64,
    /// Productive / GPU-hours, rounded to 4 decimals (0 when empty).
    pub share: f64,
}

/// The periods of the week (see the module documentation for their hours).
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct Periods {
    /// Monday-Friday 07:00-19:00.
    pub workday_daytime: PeriodFigures,
    /// Monday-Friday 19:00-23:00.
    pub workday_evening: PeriodFigures,
    /// Monday-Friday 23:00-07:00.
    pub night: PeriodFigures,
    /// Saturday and Sunday.
    pub weekend: PeriodFigures,
    /// The last three days of each month (overlaps the others).
    pub month_end: PeriodFigures,
}

/// SM activity over productive GPU-hours that have SM data (statistics of hourly means).
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct SmActivity {
    /// Productive GPU-hours with SM data.
    pub gpu_hours: u64,
    /// Mean of the hourly means.
    pub mean: Option<f64>,
    /// Median (linear interpolation).
    pub median: Option<f64>,
    /// 95th percentile (linear interpolation).
    pub p95: Option<f64>,
    /// Share of those GPU-hours with a mean of 0.8 or more, rounded to 4 decimals.
    pub share_at_least_0_8: Option<f64>,
    /// Mean `DCGM_FI_DEV_GPU_UTIL` (percent) over productive GPU-hours with that metric.
    pub mean_gpu_util: Option<f64>,
}

/// The request queue (`vllm:num_requests_waiting`) over all servers.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct Queue {
    /// Server-hours with at least one waiting request.
    pub server_hours_with_waiting: u64,
    /// Clock hours in which any server had a waiting request.
    pub hours_with_waiting: u64,
    /// The most requests waiting at one server.
    pub peak_waiting: Option<f64>,
    /// The hour of that peak (UTC).
    #[schemars(with = "Option<String>")]
    pub peak_hour_utc: Option<Timestamp>,
    /// The server of that peak.
    pub peak_instance: Option<String>,
    /// GPU-hours the waiting requests would have kept busy: the sum of the hour records'
    /// `queued_gpus` (see "Queue" in the module documentation).
    pub queued_gpu_hours: u64,
    /// Server-hours with waiting requests that could not be turned into GPUs: the server
    /// is on no GPU, or never ran a request in the period, so its capacity is unknown.
    /// Their demand stays out of `queued_gpus`.
    pub unsized_server_hours: u64,
    /// Hours whose queued GPUs were held to the engine's bound (`MAX_GPUS` with the
    /// productive ones): a queue that long is a stuck server or a wrong series.
    pub capped_hours: u64,
}

/// Data-quality counters over the series read.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct DataQuality {
    /// Series of the four metrics read.
    pub series: u64,
    /// Finite samples aggregated.
    pub samples: u64,
    /// `NaN` samples dropped.
    pub nan: u64,
    /// Infinite samples dropped.
    pub infinite: u64,
    /// Duplicate timestamps dropped.
    pub duplicates: u64,
    /// Out-of-order samples.
    pub out_of_order: u64,
    /// Samples outside the range their metric can take (SM activity outside 0-1, GPU
    /// utilisation outside 0-100 %, negative request counts), dropped: per series in
    /// `per_series`.
    pub out_of_range: u64,
    /// Counter resets (`*_total` series).
    pub counter_resets: u64,
    /// Gaps of missed samples (intervals of two or more modal steps).
    pub gaps: u64,
    /// Series whose step changes.
    pub series_with_mixed_steps: u64,
    /// Series of other metrics, skipped.
    pub ignored_series: u64,
    /// Data far before or after the rest, left out of the period (see the `span` rule).
    pub outliers: Outliers,
    /// Series of the four metrics without the labels to place them (`gpu`, `instance`).
    pub unattributed_series: Vec<String>,
    /// Per series.
    pub per_series: Vec<SeriesQualityRow>,
}

/// One series' data quality.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SeriesQualityRow {
    /// The series, with its identifying labels.
    pub series: String,
    /// Its counters.
    #[serde(flatten)]
    pub quality: SeriesQuality,
}

/// One hour of the period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HourRecord {
    /// Start of the hour (UTC).
    #[schemars(with = "String")]
    pub start_utc: Timestamp,
    /// Local date, `YYYY-MM-DD`.
    pub local_date: String,
    /// Local day of the period, from 0.
    pub day: u32,
    /// Local weekday, 0 = Monday.
    pub weekday: u8,
    /// Local hour, 0-23 (repeats on the day clocks go back).
    pub local_hour: u8,
    /// GPUs productive in this hour.
    pub productive_gpus: u32,
    /// Of those, productive without a running request: by SM activity or by the batch
    /// schedule (batch work).
    pub batch_only_gpus: u32,
    /// GPUs without data in this hour, outside the batch schedule.
    pub no_data_gpus: u32,
    /// GPUs more that this hour's waiting requests would have kept busy (see "Queue" in
    /// the module documentation).
    pub queued_gpus: u32,
}

impl Summary {
    /// Summarises aggregated data.
    pub fn compute(data: &HourlyData, options: &SummaryOptions) -> Result<Summary, MetricsError> {
        let (tz, windows) = checked_options(options)?;
        let fleet = Fleet::collect(data);
        let used = fleet.used_series();
        let span = span::find(data, &used, |i| series_name(data, i)).ok_or_else(|| {
            MetricsError::NoSamples {
                ignored: describe_ignored(data),
            }
        })?;
        let (first, last) = (span.first, span.last);
        let hours = period_hours(first, last, fleet.gpus.len())?;
        let local = local_hours(first, hours, &tz).map_err(|e| MetricsError::InvalidOption {
            option: "time_zone",
            message: e.to_string(),
        })?;
        let mapping = mapping::map(&fleet.servers, &fleet.gpu_refs(), &options.mapping)?;
        let gpu_servers = gpu_servers(&mapping.server_gpus, fleet.gpus.len());
        let plan = Plan::new(&options.batch_schedule, windows, &fleet.gpu_refs());
        let mut tally = Tally::new(fleet.gpus.len(), &local, options.sm_active_threshold, &plan);
        let gpu_means = tally.gpus(data, &fleet, &gpu_servers, first);
        let mut records = hour_records(&local, &tally.store);
        let queue = queue(data, &fleet, first, last, &local);
        let queued = queued_gpus(data, &fleet, &mapping.server_gpus, first, &mut records);
        let queue = Queue {
            queued_gpu_hours: queued.gpu_hours,
            unsized_server_hours: queued.unsized_server_hours,
            capped_hours: queued.capped_hours,
            ..queue
        };
        let per_gpu = per_gpu(&fleet, &gpu_servers, &tally, &gpu_means, hours);
        let total = fleet.gpus.len() as u64 * hours as u64;
        let with_data = total - tally.no_data;
        Ok(Summary {
            period: PeriodInfo {
                first_hour_utc: local[0].start,
                last_hour_utc: local[hours - 1].start,
                hours: u32::try_from(hours).unwrap_or(u32::MAX),
                time_zone: options.time_zone.clone(),
                local_days: local[hours - 1].day + 1,
            },
            sm_active_threshold: options.sm_active_threshold,
            gpus: u32::try_from(fleet.gpus.len()).unwrap_or(u32::MAX),
            servers: u32::try_from(fleet.servers.len()).unwrap_or(u32::MAX),
            productive_gpu_hours: tally.productive,
            total_gpu_hours: total,
            no_data_gpu_hours: tally.no_data,
            no_data_share: share(tally.no_data, total),
            productive_share: share(tally.productive, total),
            productive_share_of_hours_with_data: share(tally.productive, with_data),
            productive_by: tally.by.clone(),
            per_gpu,
            sm_activity: tally.sm_activity(),
            hour_of_week: HourOfWeek {
                productive: tally.week_productive.iter().map(|d| d.to_vec()).collect(),
                gpu_hours: tally.week_hours.iter().map(|d| d.to_vec()).collect(),
            },
            periods: tally.periods.clone(),
            queue,
            data_quality: data_quality(data, &fleet, span.outliers),
            mapping: mapping.report,
            batch_schedule: BatchScheduleReport {
                windows: options.batch_schedule.clone(),
                scheduled_gpu_hours: tally.scheduled,
                scheduled_without_data: tally.scheduled_without_data,
                notes: plan.notes.clone(),
            },
            hours: records,
        })
    }

    /// The measured workload as the TCO engine's input: one slot per hour, the fleet being
    /// the GPUs seen, days counted from the first local day, workdays Monday to Friday.
    pub fn to_profile(&self) -> HourlyProfile {
        HourlyProfile {
            fleet_gpus: self.gpus,
            slots: self
                .hours
                .iter()
                .map(|h| HourSlot {
                    day: h.day,
                    weekday: h.weekday,
                    local_hour: h.local_hour,
                    workday: h.weekday < 5,
                    productive_gpus: h.productive_gpus,
                    batch_gpus: h.batch_only_gpus,
                    no_data_gpus: h.no_data_gpus,
                    queued_gpus: h.queued_gpus,
                })
                .collect(),
        }
    }
}

/// The options' time zone and batch windows, once the threshold, the zone and the windows
/// are checked (in that order).
fn checked_options(
    options: &SummaryOptions,
) -> Result<(TimeZone, Vec<schedule::Hours>), MetricsError> {
    if !(options.sm_active_threshold.is_finite() && options.sm_active_threshold >= 0.0) {
        return Err(MetricsError::InvalidOption {
            option: "sm_active_threshold",
            message: format!(
                "{} is not a fraction; expected e.g. 0.10",
                options.sm_active_threshold
            ),
        });
    }
    let tz = TimeZone::get(&options.time_zone).map_err(|e| MetricsError::InvalidOption {
        option: "time_zone",
        message: format!(
            "{:?} is not an IANA time zone such as \"Europe/Berlin\" ({e})",
            options.time_zone
        ),
    })?;
    let windows = schedule::check(&options.batch_schedule)?;
    Ok((tz, windows))
}

/// The hours from hour `first` to hour `last` (both from the epoch, both included), once
/// each is a timestamp and the period and its GPU-hours for `gpus` GPUs are within bounds.
fn period_hours(first: i64, last: i64, gpus: usize) -> Result<usize, MetricsError> {
    for hour in [first, last] {
        let ms = hour.saturating_mul(HOUR_MS);
        if Timestamp::from_millisecond(ms).is_err() {
            return Err(MetricsError::TimestampOutOfRange { ms });
        }
    }
    let span_hours = last - first + 1;
    if span_hours > MAX_HOURS {
        let show = |h: i64| {
            Timestamp::from_millisecond(h * HOUR_MS)
                .map_or_else(|_| h.to_string(), |t| t.to_string())
        };
        return Err(MetricsError::PeriodTooLong {
            hours: span_hours,
            first: show(first),
            last: show(last),
            max: MAX_HOURS,
        });
    }
    let hours = span_hours as usize;
    let gpu_hours = gpus as u64 * hours as u64;
    if gpu_hours > MAX_GPU_HOURS {
        return Err(MetricsError::TooManyGpuHours {
            gpus: gpus as u64,
            hours: hours as u64,
            gpu_hours,
            max: MAX_GPU_HOURS,
        });
    }
    Ok(hours)
}

/// The servers of each of `gpus` GPUs, from the GPUs of each server.
fn gpu_servers(server_gpus: &[Vec<usize>], gpus: usize) -> Vec<Vec<usize>> {
    let mut gpu_servers = vec![Vec::new(); gpus];
    for (s, gpus) in server_gpus.iter().enumerate() {
        for &g in gpus {
            gpu_servers[g].push(s);
        }
    }
    gpu_servers
}

/// Each GPU's own summary over the period's `hours`.
fn per_gpu(
    fleet: &Fleet,
    gpu_servers: &[Vec<usize>],
    tally: &Tally<'_>,
    gpu_means: &[(Option<f64>, Option<f64>)],
    hours: usize,
) -> Vec<GpuSummary> {
    fleet
        .gpus
        .iter()
        .enumerate()
        .map(|(g, gpu)| GpuSummary {
            host: gpu.gpu.host.clone(),
            gpu: gpu.gpu.gpu,
            uuid: gpu.uuid.clone(),
            gpu_model: gpu.model.clone(),
            servers: gpu_servers[g]
                .iter()
                .map(|&s| fleet.servers[s].instance.clone())
                .collect(),
            served_models: served_models(fleet, &gpu_servers[g]),
            productive_hours: tally.per_gpu[g].0,
            no_data_hours: tally.per_gpu[g].1,
            total_hours: hours as u64,
            productive_share: share(tally.per_gpu[g].0, hours as u64),
            mean_sm_active: gpu_means[g].0,
            mean_gpu_util: gpu_means[g].1,
        })
        .collect()
}

fn served_models(fleet: &Fleet, servers: &[usize]) -> Vec<String> {
    let mut models: Vec<String> = servers
        .iter()
        .filter_map(|&s| fleet.servers[s].model_name.clone())
        .collect();
    models.sort();
    models.dedup();
    models
}

/// Rounds a ratio to 4 decimals; 0 for an empty denominator.
fn share(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        return 0.0;
    }
    (part as f64 / whole as f64 * 10_000.0).round() / 10_000.0
}

fn mean_of(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (sum, n) = values.fold((0.0, 0u64), |(s, n), v| (s + v, n + 1));
    (n > 0).then(|| sum / n as f64)
}

/// Counts built GPU by GPU; the state of each GPU-hour goes into the compact store.
struct Tally<'a> {
    local: &'a [LocalHour],
    threshold: f64,
    plan: &'a Plan,
    scheduled: u64,
    scheduled_without_data: u64,
    productive: u64,
    no_data: u64,
    by: ProductiveBy,
    per_gpu: Vec<(u64, u64)>,
    week_productive: [[u64; 24]; 7],
    week_hours: [[u64; 24]; 7],
    periods: Periods,
    sm_in_productive: Vec<f64>,
    util_in_productive: Vec<f64>,
    store: GpuHourStore,
}

impl<'a> Tally<'a> {
    fn new(gpus: usize, local: &'a [LocalHour], threshold: f64, plan: &'a Plan) -> Self {
        Self {
            local,
            threshold,
            plan,
            scheduled: 0,
            scheduled_without_data: 0,
            productive: 0,
            no_data: 0,
            by: ProductiveBy::default(),
            per_gpu: Vec::with_capacity(gpus),
            week_productive: [[0; 24]; 7],
            week_hours: [[0; 24]; 7],
            periods: Periods::default(),
            sm_in_productive: Vec::new(),
            util_in_productive: Vec::new(),
            store: GpuHourStore::new(gpus, local.len()),
        }
    }

    fn gpu(&mut self, rows: &Rows, g: usize) {
        let (mut productive, mut no_data) = (0u64, 0u64);
        for (h, local) in self.local.iter().enumerate() {
            let running = &rows.running[h];
            let sm = rows.sm[h].mean();
            let by_requests = running.count > 0 && running.max >= 1.0;
            let by_sm = sm.is_some_and(|m| m >= self.threshold);
            let scheduled = self.plan.covers(g, local);
            let is_productive = by_requests || by_sm || scheduled;
            let without_samples = running.count == 0 && sm.is_none();
            // A scheduled hour without data is productive: the analyst states the job ran.
            let is_no_data = without_samples && !scheduled;
            if scheduled {
                self.scheduled += 1;
                self.scheduled_without_data += u64::from(without_samples);
            }
            let (wd, hr) = (usize::from(local.weekday), usize::from(local.hour));
            self.week_hours[wd][hr] += 1;
            let state = if is_productive {
                productive += 1;
                self.week_productive[wd][hr] += 1;
                if let Some(m) = sm {
                    self.sm_in_productive.push(m);
                }
                if let Some(u) = rows.util[h].mean() {
                    self.util_in_productive.push(u);
                }
                match (by_requests, by_sm) {
                    (true, true) => {
                        self.by.both += 1;
                        GpuHour::Serving
                    }
                    (true, false) => {
                        self.by.requests_only += 1;
                        GpuHour::Serving
                    }
                    (false, true) => {
                        self.by.sm_only += 1;
                        GpuHour::Batch
                    }
                    (false, false) => {
                        self.by.schedule_only += 1;
                        GpuHour::Batch
                    }
                }
            } else if is_no_data {
                no_data += 1;
                GpuHour::NoData
            } else {
                GpuHour::Idle
            };
            self.store.set(g, h, state);
            let bucket = match local.bucket {
                Bucket::WorkdayDaytime => &mut self.periods.workday_daytime,
                Bucket::WorkdayEvening => &mut self.periods.workday_evening,
                Bucket::Night => &mut self.periods.night,
                Bucket::Weekend => &mut self.periods.weekend,
            };
            count_period(bucket, is_productive, is_no_data);
            if local.month_end {
                count_period(&mut self.periods.month_end, is_productive, is_no_data);
            }
        }
        self.productive += productive;
        self.no_data += no_data;
        self.per_gpu.push((productive, no_data));
    }

    /// Counts every GPU's hours, one GPU at a time (its servers in `gpu_servers`, the
    /// period from hour `first`); returns each GPU's mean SM activity and utilisation.
    fn gpus(
        &mut self,
        data: &HourlyData,
        fleet: &Fleet,
        gpu_servers: &[Vec<usize>],
        first: i64,
    ) -> Vec<(Option<f64>, Option<f64>)> {
        let mut rows = Rows::new(first, self.local.len());
        let mut gpu_means = Vec::with_capacity(fleet.gpus.len());
        for (g, servers) in gpu_servers.iter().enumerate() {
            rows.fill(data, fleet, servers, g);
            self.gpu(&rows, g);
            gpu_means.push((
                mean_of(rows.sm.iter().filter_map(HourStats::mean)),
                mean_of(rows.util.iter().filter_map(HourStats::mean)),
            ));
        }
        gpu_means
    }

    fn sm_activity(&mut self) -> SmActivity {
        let values = &mut self.sm_in_productive;
        values.sort_by(f64::total_cmp);
        let n = values.len() as u64;
        let high = values.iter().filter(|&&v| v >= SM_HIGH).count() as u64;
        SmActivity {
            gpu_hours: n,
            mean: mean_of(values.iter().copied()),
            median: percentile(values, 0.5),
            p95: percentile(values, 0.95),
            share_at_least_0_8: (n > 0).then(|| share(high, n)),
            mean_gpu_util: mean_of(self.util_in_productive.iter().copied()),
        }
    }
}

fn count_period(figures: &mut PeriodFigures, productive: bool, no_data: bool) {
    figures.gpu_hours += 1;
    figures.productive += u64::from(productive);
    figures.no_data += u64::from(no_data);
    figures.share = share(figures.productive, figures.gpu_hours);
}

/// Percentile of sorted values with linear interpolation between closest ranks (numpy's
/// default).
fn percentile(sorted: &[f64], q: f64) -> Option<f64> {
    let last = sorted.len().checked_sub(1)?;
    let rank = q * last as f64;
    let low = rank.floor() as usize;
    let high = (low + 1).min(last);
    let frac = rank - low as f64;
    Some(sorted[low] + (sorted[high] - sorted[low]) * frac)
}

/// The hour records of the period, counted from the store.
fn hour_records(local: &[LocalHour], store: &GpuHourStore) -> Vec<HourRecord> {
    local
        .iter()
        .zip(store.hour_counts())
        .map(|(l, c)| HourRecord {
            start_utc: l.start,
            local_date: l.date.to_string(),
            day: l.day,
            weekday: l.weekday,
            local_hour: l.hour,
            productive_gpus: c.productive(),
            batch_only_gpus: c.batch,
            no_data_gpus: c.no_data,
            queued_gpus: 0,
        })
        .collect()
}

/// What [`queued_gpus`] found.
struct Queued {
    gpu_hours: u64,
    unsized_server_hours: u64,
    capped_hours: u64,
}

/// Sets each hour record's `queued_gpus`: per server, its GPUs × the hour's mean waiting
/// requests / its capacity (the highest hourly mean of running requests in the period),
/// summed over servers and rounded to the nearest GPU (half up).
fn queued_gpus(
    data: &HourlyData,
    fleet: &Fleet,
    server_gpus: &[Vec<usize>],
    first: i64,
    records: &mut [HourRecord],
) -> Queued {
    let hours = records.len();
    let last = first + i64::try_from(hours).unwrap_or(i64::MAX) - 1;
    let mut demand = vec![0.0f64; hours];
    let mut unsized_server_hours = 0u64;
    for s in 0..fleet.servers.len() {
        let waiting = fleet::waiting_hours(data, fleet, s, first, last);
        if !waiting.values().any(|w| w.mean().is_some_and(|m| m > 0.0)) {
            continue;
        }
        let running = fleet::running_hours(data, fleet, s, first, last);
        let capacity = running
            .values()
            .filter_map(HourStats::mean)
            .fold(0.0f64, f64::max);
        let gpus = server_gpus.get(s).map_or(0, Vec::len) as f64;
        for (h, w) in waiting {
            let Some(mean) = w.mean().filter(|&m| m > 0.0) else {
                continue;
            };
            if gpus == 0.0 || capacity < 1.0 {
                unsized_server_hours += 1;
                continue;
            }
            if let Some(slot) = usize::try_from(h - first)
                .ok()
                .and_then(|k| demand.get_mut(k))
            {
                *slot += gpus * mean / capacity;
            }
        }
    }
    let (mut gpu_hours, mut capped_hours) = (0u64, 0u64);
    let bound = f64::from(gpucase_core::case::MAX_GPUS);
    for (record, d) in records.iter_mut().zip(demand) {
        let room = bound - f64::from(record.productive_gpus);
        let rounded = (d + 0.5).floor();
        if rounded > room {
            capped_hours += 1;
        }
        // Within 0..=MAX_GPUS, so the cast is exact.
        record.queued_gpus = rounded.clamp(0.0, room.max(0.0)) as u32;
        gpu_hours += u64::from(record.queued_gpus);
    }
    Queued {
        gpu_hours,
        unsized_server_hours,
        capped_hours,
    }
}

fn queue(data: &HourlyData, fleet: &Fleet, first: i64, last: i64, local: &[LocalHour]) -> Queue {
    let mut q = Queue::default();
    let mut any = vec![false; local.len()];
    // The peak: the highest value, at the earliest hour, at the first server in order.
    let mut peak: Option<(f64, i64, usize)> = None;
    for s in 0..fleet.servers.len() {
        for (h, stats) in fleet::waiting_hours(data, fleet, s, first, last) {
            if stats.count == 0 {
                continue;
            }
            if stats.max >= 1.0 {
                q.server_hours_with_waiting += 1;
                if let Some(slot) = usize::try_from(h - first).ok().and_then(|k| any.get_mut(k)) {
                    *slot = true;
                }
            }
            let better = peak
                .is_none_or(|(p, ph, ps)| stats.max > p || (stats.max == p && (h, s) < (ph, ps)));
            if better {
                peak = Some((stats.max, h, s));
            }
        }
    }
    q.hours_with_waiting = any.iter().filter(|&&a| a).count() as u64;
    if let Some((value, h, s)) = peak {
        q.peak_waiting = Some(value);
        q.peak_hour_utc = usize::try_from(h - first)
            .ok()
            .and_then(|k| local.get(k))
            .map(|l| l.start);
        q.peak_instance = Some(fleet.servers[s].instance.clone());
    }
    q
}

/// A series with its identifying labels, as the data-quality report names it.
fn series_name(data: &HourlyData, i: usize) -> String {
    let s = &data.series[i];
    let identity: Vec<String> = ["Hostname", "hostname", "gpu", "instance"]
        .iter()
        .filter_map(|&l| s.key.label(l).map(|v| format!("{l}={v:?}")))
        .collect();
    format!("{}{{{}}}", s.key.name, identity.join(","))
}

fn data_quality(data: &HourlyData, fleet: &Fleet, outliers: Outliers) -> DataQuality {
    let mut dq = DataQuality {
        ignored_series: data.ignored.values().sum(),
        outliers,
        unattributed_series: fleet
            .unattributed
            .iter()
            .map(|&i| data.series[i].key.to_string())
            .collect(),
        ..DataQuality::default()
    };
    for s in &data.series {
        let q = &s.quality;
        dq.series += 1;
        dq.samples += q.samples;
        dq.nan += q.nan;
        dq.infinite += q.infinite;
        dq.duplicates += q.duplicates;
        dq.out_of_order += q.out_of_order;
        dq.out_of_range += q.out_of_range;
        dq.counter_resets += q.counter_resets;
        dq.gaps += q.gaps;
        dq.series_with_mixed_steps += u64::from(q.mixed_steps);
    }
    for (i, s) in data.series.iter().enumerate() {
        dq.per_series.push(SeriesQualityRow {
            series: series_name(data, i),
            quality: s.quality.clone(),
        });
    }
    dq
}

#[cfg(test)]
mod tests;
