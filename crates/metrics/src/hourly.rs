//! Hourly aggregation: the [`SampleSink`] that turns samples into per-series, per-UTC-hour
//! count, sum and maximum, and counts what was odd about the data on the way.
//!
//! Memory grows with series × hours, never with samples: each series keeps the hour it is
//! in as a running accumulator and files it in its [`HourMap`] (16 bytes an hour) when the
//! hour changes.
//!
//! Data-quality counters, per series:
//! - `NaN` and `±Inf` samples are dropped and counted;
//! - a sample at the same timestamp as the latest one is a duplicate: dropped and counted;
//! - a sample older than the latest one is out of order: counted and still aggregated
//!   (duplicates among out-of-order samples cannot be told apart without keeping samples);
//! - for counters (names ending in `_total`) a decrease is a reset, counted;
//! - intervals between samples: the modal step (rounded to whole seconds from 1 s up);
//!   intervals that are a multiple of it (±10 %) are gaps of missed samples; others are
//!   irregular, and a series with irregular intervals has mixed steps;
//! - a sample outside the range its metric can take ([`value_range`]: SM activity is a
//!   ratio, GPU utilisation a percentage, request counts are never negative) is out of
//!   range: dropped and counted, so an hour holding only such samples has no data.
//!
//! **Limits** refuse the absurd before it costs memory: at most [`MAX_SERIES`] kept series,
//! [`MAX_SERIES_HOURS`] hours kept over all of them, metric and label names of at most
//! [`MAX_NAME_BYTES`], label values of at most [`MAX_LABEL_VALUE_BYTES`]. A breach is
//! remembered ([`HourlyAggregator::take_refusal`]), the reader stops at its next buffer
//! ([`SampleSink::refusing`]) and turns it into an error naming the file; the offending text
//! is quoted shortened.

mod map;

use std::collections::{BTreeMap, HashMap};

pub use map::HourMap;

use schemars::JsonSchema;
use serde::Serialize;

use crate::read::{SampleSink, SeriesId, SeriesKey};

/// Milliseconds in an hour.
pub const HOUR_MS: i64 = 3_600_000;

/// Metric names the productive-hours summary reads; [`HourlyAggregator::new`] keeps only these.
pub const SUMMARY_METRICS: [&str; 4] = [
    "DCGM_FI_PROF_SM_ACTIVE",
    "DCGM_FI_DEV_GPU_UTIL",
    "vllm:num_requests_running",
    "vllm:num_requests_waiting",
];

/// Distinct step lengths remembered per series; further ones count as irregular.
const MAX_STEPS: usize = 32;

/// The most series of [`SUMMARY_METRICS`] one aggregation keeps: 100,000 series is 25,000
/// GPUs with all four metrics, far above a fleet whose rent-or-buy case one analyst makes.
pub const MAX_SERIES: usize = 100_000;
/// The most hours kept over all series together (16 bytes each and the maps' slack: about
/// 700 MB): the memory an import may take, checked while reading. A year of 1,700 GPUs with
/// both DCGM metrics fits; 100,000 series of 2,000 hours (a crafted export of 1 MB gzip)
/// is refused at the limit, not at the end.
pub const MAX_SERIES_HOURS: u64 = 30_000_000;
/// The longest metric or label name, in bytes. Prometheus sets no limit; real names are
/// well under 100 bytes.
pub const MAX_NAME_BYTES: usize = 1_024;
/// The longest label value, in bytes. Hostnames, UUIDs and Hugging Face model ids stay
/// under 256 bytes; 4 KiB leaves room for pod names and paths.
pub const MAX_LABEL_VALUE_BYTES: usize = 4_096;
/// Distinct metric names counted one by one among the skipped series; further names count
/// together under [`OTHER_IGNORED_NAMES`].
const MAX_IGNORED_NAMES: usize = 1_000;
/// The key under which skipped series beyond [`MAX_IGNORED_NAMES`] distinct names count.
pub const OTHER_IGNORED_NAMES: &str = "(other metric names)";

/// The values a metric of [`SUMMARY_METRICS`] can take, inclusive; `None` for other metrics.
///
/// `DCGM_FI_PROF_SM_ACTIVE` is a ratio from 0 to 1 (NVIDIA DCGM field reference: "the ratio
/// of cycles an SM has at least 1 warp assigned"); `DCGM_FI_DEV_GPU_UTIL` a percentage from
/// 0 to 100; `vllm:num_requests_running` and `vllm:num_requests_waiting` count requests,
/// never negative, and a million requests at one server is taken as the absurd bound.
pub fn value_range(metric: &str) -> Option<(f64, f64)> {
    match metric {
        "DCGM_FI_PROF_SM_ACTIVE" => Some((0.0, 1.0)),
        "DCGM_FI_DEV_GPU_UTIL" => Some((0.0, 100.0)),
        "vllm:num_requests_running" | "vllm:num_requests_waiting" => Some((0.0, 1e6)),
        _ => None,
    }
}

/// Why an aggregation refused its input: a limit of the module documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// More than [`MAX_SERIES`] series of the summary's metrics.
    TooManySeries {
        /// The limit.
        max: usize,
    },
    /// More than [`MAX_SERIES_HOURS`] hours over all series.
    TooManyHours {
        /// The limit.
        max: u64,
    },
    /// A metric name, label name or label value longer than its limit.
    TooLong {
        /// What was too long: `metric name`, `label name` or the label whose value it is.
        what: String,
        /// Its length in bytes.
        bytes: usize,
        /// The limit in bytes.
        max: usize,
        /// Its start, at most 80 characters, escaped.
        start: String,
    },
}

/// The start of `text`, at most 80 characters, escaped for one line, `…` when cut.
pub(crate) fn shorten(text: &str) -> String {
    const MAX_CHARS: usize = 80;
    let mut out: String = text.chars().take(MAX_CHARS).collect::<String>();
    let cut = out.len() < text.len();
    out = out.escape_debug().to_string();
    if cut {
        out.push('…');
    }
    out
}

/// Checks a series key against the name and value limits.
fn check_key(key: &SeriesKey) -> Result<(), Refusal> {
    let too_long = |what: &str, text: &str, max: usize| Refusal::TooLong {
        what: what.to_owned(),
        bytes: text.len(),
        max,
        start: shorten(text),
    };
    if key.name.len() > MAX_NAME_BYTES {
        return Err(too_long("metric name", &key.name, MAX_NAME_BYTES));
    }
    for (name, value) in &key.labels {
        if name.len() > MAX_NAME_BYTES {
            return Err(too_long("label name", name, MAX_NAME_BYTES));
        }
        if value.len() > MAX_LABEL_VALUE_BYTES {
            return Err(too_long(
                &format!("label {name}"),
                value,
                MAX_LABEL_VALUE_BYTES,
            ));
        }
    }
    Ok(())
}

/// Count, sum and maximum of one series' finite samples in one UTC hour.
///
/// From a server-side aggregation ([`crate::prometheus`], [`crate::prometheus::Mode::ServerSide`])
/// a statistic the summary does not read is not fetched and is `NaN`: `max` of the DCGM
/// metrics, `sum` of the vLLM gauges.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HourStats {
    /// Samples aggregated.
    pub count: u32,
    /// Their sum.
    pub sum: f64,
    /// Their maximum (`-inf` when `count` is 0). Once filed in a [`HourMap`] it has an
    /// `f32`'s precision: exact for the request counts the summary reads it of.
    pub max: f64,
}

impl Default for HourStats {
    fn default() -> Self {
        Self {
            count: 0,
            sum: 0.0,
            max: f64::NEG_INFINITY,
        }
    }
}

impl HourStats {
    /// The mean, if there were samples.
    pub fn mean(&self) -> Option<f64> {
        (self.count > 0).then(|| self.sum / f64::from(self.count))
    }

    /// Adds another hour's statistics (of the same or another series).
    pub fn merge(&mut self, other: &HourStats) {
        self.count += other.count;
        self.sum += other.sum;
        self.max = self.max.max(other.max);
    }

    #[inline]
    fn add(&mut self, value: f64) {
        self.count += 1;
        self.sum += value;
        if value > self.max {
            self.max = value;
        }
    }
}

/// What was odd about one series' samples.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct SeriesQuality {
    /// Finite samples aggregated.
    pub samples: u64,
    /// `NaN` samples dropped.
    pub nan: u64,
    /// `+Inf` or `-Inf` samples dropped.
    pub infinite: u64,
    /// Samples at the timestamp of the latest one, dropped.
    pub duplicates: u64,
    /// Samples older than the latest one (aggregated anyway).
    pub out_of_order: u64,
    /// Samples outside the range their metric can take ([`value_range`]), dropped.
    pub out_of_range: u64,
    /// Decreases of a counter (`*_total`).
    pub counter_resets: u64,
    /// The most common interval between samples, in seconds.
    pub modal_step_s: Option<f64>,
    /// Intervals of two or more modal steps (missed samples, outages).
    pub gaps: u64,
    /// Intervals that are no multiple of the modal step.
    pub irregular_intervals: u64,
    /// Whether the series changes its step (has irregular intervals).
    pub mixed_steps: bool,
}

/// The hourly statistics of one series.
#[derive(Debug, Clone)]
pub struct HourlySeries {
    /// The series.
    pub key: SeriesKey,
    /// Statistics per UTC hour, keyed by hours since the Unix epoch.
    pub hours: HourMap,
    /// Data-quality counters.
    pub quality: SeriesQuality,
}

/// Everything aggregated: the input of [`crate::summary::Summary::compute`].
#[derive(Debug, Clone, Default)]
pub struct HourlyData {
    /// The kept series, in the order first seen.
    pub series: Vec<HourlySeries>,
    /// Series skipped because the summary does not read them, counted by metric name.
    pub ignored: BTreeMap<String, u64>,
}

/// Aggregates samples into hours; pass it to [`crate::read::read_path`] for each input,
/// then call [`HourlyAggregator::finish`].
#[derive(Debug, Default)]
pub struct HourlyAggregator {
    keep_all: bool,
    index: HashMap<SeriesKey, SeriesId>,
    series: Vec<SeriesState>,
    ignored: BTreeMap<String, u64>,
    refusal: Option<Refusal>,
    /// Hours begun over all series, an upper bound of those kept.
    hours_begun: u64,
    /// The most hours kept over all series; `None` is [`MAX_SERIES_HOURS`].
    hour_limit: Option<u64>,
}

#[derive(Debug)]
struct SeriesState {
    key: SeriesKey,
    counter: bool,
    range: Option<(f64, f64)>,
    last_ts: Option<i64>,
    last_value: f64,
    hour: i64,
    current: HourStats,
    hours: HourMap,
    quality: SeriesQuality,
    /// The interval of the latest run of equal intervals, and its length.
    step: i64,
    step_run: u64,
    /// Interval (ms, rounded) → count.
    steps: Vec<(i64, u64)>,
    steps_overflow: u64,
}

impl HourlyAggregator {
    /// An aggregator that keeps the series the summary reads ([`SUMMARY_METRICS`]).
    pub fn new() -> Self {
        Self::default()
    }

    /// An aggregator that keeps every series.
    pub fn keeping_all_series() -> Self {
        Self {
            keep_all: true,
            ..Self::default()
        }
    }

    /// The same aggregator keeping at most `limit` hours over all series (below
    /// [`MAX_SERIES_HOURS`]; a larger limit is that one): for a caller with less memory to
    /// give, and for tests of the bound.
    pub fn with_hour_limit(mut self, limit: u64) -> Self {
        self.hour_limit = Some(limit.min(MAX_SERIES_HOURS));
        self
    }

    /// The first limit the input broke, if any (see the module documentation); the reader
    /// makes it an error naming the file and takes it, so the next file starts clean.
    pub fn take_refusal(&mut self) -> Option<Refusal> {
        self.refusal.take()
    }

    /// Files the open hours and returns the aggregated data.
    pub fn finish(self) -> HourlyData {
        let series = self
            .series
            .into_iter()
            .map(|mut s| {
                s.file_hour();
                s.hours.shrink_to_fit();
                s.flush_step();
                let mut quality = s.quality;
                summarise_steps(&s.steps, s.steps_overflow, &mut quality);
                HourlySeries {
                    key: s.key,
                    hours: s.hours,
                    quality,
                }
            })
            .collect();
        HourlyData {
            series,
            ignored: self.ignored,
        }
    }
}

impl SampleSink for HourlyAggregator {
    fn series(&mut self, key: &SeriesKey) -> Option<SeriesId> {
        if self.refusal.is_some() {
            return None;
        }
        if let Some(&id) = self.index.get(key) {
            return Some(id);
        }
        if let Err(refusal) = check_key(key) {
            self.refusal = Some(refusal);
            return None;
        }
        if !self.keep_all && !SUMMARY_METRICS.contains(&key.name.as_str()) {
            let name =
                if self.ignored.len() < MAX_IGNORED_NAMES || self.ignored.contains_key(&key.name) {
                    key.name.clone()
                } else {
                    OTHER_IGNORED_NAMES.to_owned()
                };
            *self.ignored.entry(name).or_default() += 1;
            return None;
        }
        if self.series.len() >= MAX_SERIES {
            self.refusal = Some(Refusal::TooManySeries { max: MAX_SERIES });
            return None;
        }
        let id = SeriesId(u32::try_from(self.series.len()).ok()?);
        self.series.push(SeriesState {
            key: key.clone(),
            counter: key.name.ends_with("_total"),
            range: if self.keep_all {
                None
            } else {
                value_range(&key.name)
            },
            last_ts: None,
            last_value: 0.0,
            hour: i64::MIN,
            current: HourStats::default(),
            hours: HourMap::new(),
            quality: SeriesQuality::default(),
            step: 0,
            step_run: 0,
            steps: Vec::new(),
            steps_overflow: 0,
        });
        self.index.insert(key.clone(), id);
        Some(id)
    }

    #[inline]
    fn sample(&mut self, series: SeriesId, timestamp_ms: i64, value: f64) {
        if self.refusal.is_some() {
            return;
        }
        if let Some(s) = self.series.get_mut(series.0 as usize)
            && s.sample(timestamp_ms, value)
        {
            self.hours_begun += 1;
            let max = self.hour_limit.unwrap_or(MAX_SERIES_HOURS);
            if self.hours_begun > max {
                self.refusal = Some(Refusal::TooManyHours { max });
            }
        }
    }

    fn take_refusal(&mut self) -> Option<Refusal> {
        HourlyAggregator::take_refusal(self)
    }

    fn refusing(&self) -> bool {
        self.refusal.is_some()
    }
}

impl SeriesState {
    /// Takes one sample; whether it began an hour of its own (one more the series keeps).
    #[inline]
    fn sample(&mut self, ts: i64, value: f64) -> bool {
        if !value.is_finite() {
            if value.is_nan() {
                self.quality.nan += 1;
            } else {
                self.quality.infinite += 1;
            }
            return false;
        }
        if let Some((low, high)) = self.range
            && !(low..=high).contains(&value)
        {
            self.quality.out_of_range += 1;
            return false;
        }
        if let Some(last) = self.last_ts {
            if ts == last {
                self.quality.duplicates += 1;
                return false;
            }
            if ts < last {
                self.quality.out_of_order += 1;
            } else {
                self.note_step(ts - last);
                self.last_ts = Some(ts);
            }
            if self.counter && value < self.last_value {
                self.quality.counter_resets += 1;
            }
        } else {
            self.last_ts = Some(ts);
        }
        self.last_value = value;
        self.quality.samples += 1;
        let hour = ts.div_euclid(HOUR_MS);
        let began = hour != self.hour;
        if began {
            self.file_hour();
            self.hour = hour;
        }
        self.current.add(value);
        began
    }

    #[inline]
    fn note_step(&mut self, step: i64) {
        if step == self.step {
            self.step_run += 1;
        } else {
            self.flush_step();
            self.step = step;
            self.step_run = 1;
        }
    }

    fn flush_step(&mut self) {
        if self.step_run == 0 {
            return;
        }
        let key = if self.step >= 1000 {
            (self.step + 500) / 1000 * 1000
        } else {
            self.step
        };
        if let Some(entry) = self.steps.iter_mut().find(|(k, _)| *k == key) {
            entry.1 += self.step_run;
        } else if self.steps.len() < MAX_STEPS {
            self.steps.push((key, self.step_run));
        } else {
            self.steps_overflow += self.step_run;
        }
        self.step_run = 0;
    }

    fn file_hour(&mut self) {
        if self.current.count > 0 {
            self.hours.merge(self.hour, &self.current);
        }
        self.current = HourStats::default();
    }
}

fn summarise_steps(steps: &[(i64, u64)], overflow: u64, quality: &mut SeriesQuality) {
    let Some(&(modal, _)) = steps.iter().max_by_key(|(step, count)| (*count, -*step)) else {
        return;
    };
    quality.modal_step_s = Some(modal as f64 / 1000.0);
    quality.irregular_intervals = overflow;
    for &(step, count) in steps {
        let multiple = (step as f64 / modal as f64).round();
        let off = (step as f64 - multiple * modal as f64).abs();
        if multiple >= 1.0 && off <= 0.1 * modal as f64 {
            if multiple >= 2.0 {
                quality.gaps += count;
            }
        } else {
            quality.irregular_intervals += count;
        }
    }
    quality.mixed_steps = quality.irregular_intervals > 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str) -> SeriesKey {
        SeriesKey::new(name, vec![("gpu".into(), "0".into())])
    }

    #[test]
    fn aggregates_hours_and_counts_oddities() {
        let mut agg = HourlyAggregator::new();
        let id = agg.series(&key("DCGM_FI_PROF_SM_ACTIVE")).unwrap();
        assert_eq!(agg.series(&key("other_metric")), None);
        let t0 = 1_790_812_800_000; // 2026-10-01 00:00 UTC
        for (dt, v) in [
            (0, 0.5),
            (15_000, 0.7),
            (15_000, 0.9),      // duplicate
            (30_000, f64::NAN), // dropped
            (60_000, 0.1),      // gap of 3 steps
            (45_000, 0.3),      // out of order
            (HOUR_MS, 1.0),     // next hour
            (HOUR_MS + 16_000, f64::INFINITY),
        ] {
            agg.sample(id, t0 + dt, v);
        }
        let data = agg.finish();
        assert_eq!(data.ignored.get("other_metric"), Some(&1));
        let s = &data.series[0];
        let h0 = s.hours.get(t0 / HOUR_MS).unwrap();
        assert_eq!(h0.count, 4);
        assert!((h0.mean().unwrap() - 0.4).abs() < 1e-12);
        // Kept as f32 by the hour map (its documentation says why).
        assert_eq!(h0.max, f64::from(0.7f32));
        assert_eq!(s.hours.get(t0 / HOUR_MS + 1).unwrap().count, 1);
        let q = &s.quality;
        assert_eq!(
            (q.nan, q.infinite, q.duplicates, q.out_of_order),
            (1, 1, 1, 1)
        );
        assert_eq!(q.modal_step_s, Some(15.0));
        assert_eq!(q.samples, 5);
        // Intervals: 15 s, 45 s (3 steps), then 3,540 s to the next hour (236 steps).
        assert_eq!(
            (q.gaps, q.irregular_intervals, q.mixed_steps),
            (2, 0, false)
        );
    }

    #[test]
    fn counters_count_resets_and_steps_can_mix() {
        let mut agg = HourlyAggregator::keeping_all_series();
        let id = agg.series(&key("requests_total")).unwrap();
        for (t, v) in [
            (0, 5.0),
            (10_000, 7.0),
            (20_000, 1.0),
            (27_000, 2.0),
            (37_000, 3.0),
        ] {
            agg.sample(id, t, v);
        }
        let q = agg.finish().series[0].quality.clone();
        assert_eq!(q.counter_resets, 1);
        assert_eq!(q.modal_step_s, Some(10.0));
        assert_eq!(q.irregular_intervals, 1);
        assert!(q.mixed_steps);
    }
}
