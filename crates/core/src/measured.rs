//! A workload measured from the analyst's own serving metrics (docs/method.md section 3): the
//! hourly aggregates an import produced, never the raw samples, with the figures that say
//! how far to trust them. With `use_as_profile` the TCO engine takes these hours in place
//! of the schedule.
//!
//! Hours are stored in UTC, as counts per hour from `first_hour_utc`; days, weekdays and
//! local hours come from the site's time zone when the profile is laid out, so a
//! daylight-saving day has 23 or 25 hours.

use jiff::Timestamp;
use jiff::tz::TimeZone;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::problem::Problem;
use crate::quantity::Quantity;
use crate::workload::{HourSlot, HourlyProfile, WorkloadError};

/// The longest measured period: 20 years of hours.
pub const MAX_MEASURED_HOURS: usize = 20 * 8_784;

/// Workload measured from metrics.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Measured {
    /// Whether the TCO engine uses these hours in place of the schedule.
    pub use_as_profile: bool,
    /// Where the data came from.
    pub sources: Vec<MetricsSource>,
    /// When it was imported (UTC, RFC 3339).
    pub imported_at: String,
    /// IANA time zone of the site: days, weekdays and periods are local to it.
    pub time_zone: String,
    /// Mean SM activity from which a GPU-hour without requests counted as productive.
    pub sm_active_threshold: Quantity,
    /// GPUs seen in the data: the fleet.
    pub fleet_gpus: u32,
    /// Start of the first hour (UTC, on the hour).
    pub first_hour_utc: String,
    /// GPUs productive in each hour from `first_hour_utc`.
    pub productive_gpus: Vec<u32>,
    /// Of those, GPUs productive without a running request: batch work, by SM activity or
    /// by the analyst's batch schedule.
    pub batch_only_gpus: Vec<u32>,
    /// GPUs without any sample in each hour (counted apart, never as idle).
    pub no_data_gpus: Vec<u32>,
    /// GPUs more that each hour's waiting requests would have kept busy (see
    /// `gpucase_metrics::summary`, "Queue"); empty when no request waited, and in files of
    /// imports before the queue was measured.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queued_gpus: Vec<u32>,
    /// The figures of the import: totals, per GPU, SM activity, queue, data quality.
    pub summary: MeasuredSummary,
}

/// One source of imported metrics.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MetricsSource {
    /// A file's name (without its folder) or a server's URL (without credentials).
    pub name: String,
    /// The format read (`prometheus_query_range`, `grafana_csv`, `prometheus_server`, …).
    pub format: String,
    /// Samples read from it.
    pub samples: u64,
}

/// The figures of an import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasuredSummary {
    /// Productive GPU-hours.
    pub productive_gpu_hours: u64,
    /// GPUs × hours of the period.
    pub total_gpu_hours: u64,
    /// GPU-hours without a sample.
    pub no_data_gpu_hours: u64,
    /// Per GPU.
    pub per_gpu: Vec<MeasuredGpu>,
    /// SM activity in productive GPU-hours.
    pub sm_activity: MeasuredSm,
    /// The request queue.
    pub queue: MeasuredQueue,
    /// What was odd about the data.
    pub data_quality: MeasuredQuality,
    /// Which vLLM server was taken to run on which GPU, and what was left over.
    pub mapping: MeasuredMapping,
}

/// One GPU of an import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasuredGpu {
    /// Host.
    pub host: String,
    /// GPU index on the host.
    pub gpu: u32,
    /// GPU model as DCGM names it.
    pub gpu_model: Option<String>,
    /// vLLM servers mapped to it.
    pub servers: Vec<String>,
    /// Productive hours.
    pub productive_hours: u64,
    /// Hours without data.
    pub no_data_hours: u64,
    /// Hours in the period.
    pub total_hours: u64,
    /// Mean SM activity over its hours with data (4 decimals).
    pub mean_sm_active: Option<Quantity>,
}

/// SM activity over productive GPU-hours (statistics of hourly means, 4 decimals).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasuredSm {
    /// Productive GPU-hours with SM data.
    pub gpu_hours: u64,
    /// Mean.
    pub mean: Option<Quantity>,
    /// Median.
    pub median: Option<Quantity>,
    /// 95th percentile.
    pub p95: Option<Quantity>,
    /// Share of those GPU-hours at 0.8 or more.
    pub share_at_least_0_8: Option<Quantity>,
}

/// The request queue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasuredQueue {
    /// Clock hours in which any server had a waiting request.
    pub hours_with_waiting: u64,
    /// The most requests waiting at one server.
    pub peak_waiting: Option<Quantity>,
    /// The hour of that peak (UTC).
    pub peak_hour_utc: Option<String>,
    /// GPU-hours the waiting requests would have kept busy (the sum of `queued_gpus`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub queued_gpu_hours: u64,
    /// Server-hours with waiting requests whose GPUs could not be sized (the server is on
    /// no GPU or never ran a request).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unsized_server_hours: u64,
    /// Hours whose queued GPUs were held to the engine's bound (a stuck server or a wrong
    /// series).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub capped_hours: u64,
}

/// Data-quality counters of an import.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasuredQuality {
    /// Series read.
    pub series: u64,
    /// Samples aggregated.
    pub samples: u64,
    /// `NaN` samples dropped.
    pub nan: u64,
    /// Infinite samples dropped.
    pub infinite: u64,
    /// Duplicate timestamps dropped.
    pub duplicates: u64,
    /// Out-of-order samples.
    pub out_of_order: u64,
    /// Counter resets.
    pub counter_resets: u64,
    /// Gaps of missed samples.
    pub gaps: u64,
    /// Series whose step changes.
    pub series_with_mixed_steps: u64,
    /// Series of other metrics, skipped.
    pub ignored_series: u64,
    /// Series that could not be placed on a GPU or server.
    pub unattributed_series: Vec<String>,
    /// Samples outside the range their metric can take, dropped (absent when none, so that
    /// files of earlier imports keep their bytes).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub out_of_range: u64,
    /// Series-hours far before or after the rest, left out of the period.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub outlier_series_hours: u64,
    /// The first of them: `series at hour (samples)`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outliers: Vec<String>,
}

/// The server-to-GPU mapping an import used.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasuredMapping {
    /// `server -> host/gpu, …`, one line per server.
    pub matched: Vec<String>,
    /// Servers that were placed on no GPU, with why.
    pub unmatched_servers: Vec<String>,
    /// GPUs without a server (only SM activity counts for them), with why.
    pub unmatched_gpus: Vec<String>,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn invalid(path: &str, problem: Problem) -> WorkloadError {
    WorkloadError::Invalid {
        path: format!("metrics.{path}"),
        problem,
    }
}

/// jiff's own wording of a time-zone or time error, shown verbatim inside a localized
/// frame.
fn jiff_detail(path: &'static str) -> impl Fn(jiff::Error) -> WorkloadError {
    move |e| {
        invalid(
            path,
            Problem::Detail {
                detail: e.to_string(),
            },
        )
    }
}

/// One local day of a measured period, for a calendar.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MeasuredDay {
    /// Local date, `YYYY-MM-DD`.
    pub date: String,
    /// Day of the week, 0 = Monday.
    pub weekday: u8,
    /// Hours of the day in the period (23 or 25 on daylight-saving days; fewer at the ends).
    pub hours: u32,
    /// Productive GPU-hours.
    pub productive_gpu_hours: u64,
    /// GPU-hours without data.
    pub no_data_gpu_hours: u64,
    /// GPUs × hours.
    pub gpu_hours: u64,
}

impl Measured {
    /// The period day by day in local time.
    pub fn days(&self) -> Result<Vec<MeasuredDay>, WorkloadError> {
        self.validate()?;
        let first = self.first_hour()?;
        let tz = TimeZone::get(&self.time_zone).map_err(jiff_detail("time_zone"))?;
        let mut days: Vec<MeasuredDay> = Vec::new();
        for (i, (&productive, &no_data)) in self
            .productive_gpus
            .iter()
            .zip(&self.no_data_gpus)
            .enumerate()
        {
            let offset = i64::try_from(i).unwrap_or(i64::MAX).saturating_mul(3600);
            let at = Timestamp::from_second(first.as_second().saturating_add(offset))
                .map_err(jiff_detail("first_hour_utc"))?;
            let local = at.to_zoned(tz.clone());
            let date = local.date().to_string();
            if days.last().is_none_or(|d| d.date != date) {
                days.push(MeasuredDay {
                    date,
                    weekday: u8::try_from(local.weekday().to_monday_zero_offset()).unwrap_or(0),
                    hours: 0,
                    productive_gpu_hours: 0,
                    no_data_gpu_hours: 0,
                    gpu_hours: 0,
                });
            }
            if let Some(day) = days.last_mut() {
                day.hours += 1;
                day.productive_gpu_hours += u64::from(productive);
                day.no_data_gpu_hours += u64::from(no_data);
                day.gpu_hours += u64::from(self.fleet_gpus);
            }
        }
        Ok(days)
    }

    /// Hours measured.
    pub fn hours(&self) -> usize {
        self.productive_gpus.len()
    }

    /// Checks the hourly series against each other and the fleet.
    pub fn validate(&self) -> Result<(), WorkloadError> {
        let hours = self.productive_gpus.len();
        if hours == 0 {
            return Err(invalid("productive_gpus", Problem::NoHours));
        }
        if hours > MAX_MEASURED_HOURS {
            return Err(invalid(
                "productive_gpus",
                Problem::MoreThanTwentyYears { hours },
            ));
        }
        for (field, len) in [
            ("batch_only_gpus", self.batch_only_gpus.len()),
            ("no_data_gpus", self.no_data_gpus.len()),
            ("queued_gpus", self.queued_gpus.len()),
        ] {
            if len != hours && !(field == "queued_gpus" && len == 0) {
                return Err(invalid(field, Problem::LengthMismatch { len, hours }));
            }
        }
        if self.fleet_gpus == 0 {
            return Err(invalid("fleet_gpus", Problem::AtLeast { min: 1 }));
        }
        for i in 0..hours {
            let (p, b, n) = (
                self.productive_gpus[i],
                self.batch_only_gpus[i],
                self.no_data_gpus[i],
            );
            if b > p {
                return Err(invalid(
                    &format!("batch_only_gpus[{i}]"),
                    Problem::BatchAboveProductive {
                        batch: b,
                        productive: p,
                    },
                ));
            }
            if u64::from(p) + u64::from(n) > u64::from(self.fleet_gpus) {
                return Err(invalid(
                    &format!("productive_gpus[{i}]"),
                    Problem::AboveFleet {
                        productive: p,
                        no_data: n,
                        fleet: self.fleet_gpus,
                    },
                ));
            }
            let queued = self.queued(i);
            if u64::from(p) + u64::from(queued) > u64::from(crate::workload::MAX_GPUS) {
                return Err(invalid(
                    &format!("queued_gpus[{i}]"),
                    Problem::Between {
                        min: 0,
                        max: u64::from(crate::workload::MAX_GPUS) - u64::from(p),
                    },
                ));
            }
        }
        self.first_hour()?;
        TimeZone::get(&self.time_zone).map_err(|_| {
            invalid(
                "time_zone",
                Problem::UnknownTimeZone {
                    found: self.time_zone.clone(),
                },
            )
        })?;
        Ok(())
    }

    /// Queued GPUs of hour `i` (0 when the import measured no queue).
    fn queued(&self, i: usize) -> u32 {
        self.queued_gpus.get(i).copied().unwrap_or(0)
    }

    /// GPU-hours the measured waiting requests would have kept busy.
    pub fn queued_gpu_hours(&self) -> u64 {
        self.queued_gpus.iter().map(|&q| u64::from(q)).sum()
    }

    fn first_hour(&self) -> Result<Timestamp, WorkloadError> {
        let t: Timestamp = self.first_hour_utc.parse().map_err(|_| {
            invalid(
                "first_hour_utc",
                Problem::HourFormat {
                    found: self.first_hour_utc.clone(),
                },
            )
        })?;
        if t.as_second().rem_euclid(3600) != 0 || t.subsec_nanosecond() != 0 {
            return Err(invalid("first_hour_utc", Problem::NotOnTheHour));
        }
        Ok(t)
    }

    /// Lays the measured hours out as the TCO engine's profile, in local time.
    ///
    /// Hours without data stay unknown: an hour in which no GPU has data is left out of
    /// the profile (the period the engine repeats is the hours with data), and in the
    /// others the GPUs without data are the slot's `no_data_gpus`, which the productive
    /// share leaves out.
    pub fn profile(&self) -> Result<HourlyProfile, WorkloadError> {
        self.validate()?;
        let first = self.first_hour()?;
        let tz = TimeZone::get(&self.time_zone).map_err(jiff_detail("time_zone"))?;
        let first_day = first.to_zoned(tz.clone()).date();
        let mut slots = Vec::with_capacity(self.hours());
        for (i, ((&productive, &batch), &no_data)) in self
            .productive_gpus
            .iter()
            .zip(&self.batch_only_gpus)
            .zip(&self.no_data_gpus)
            .enumerate()
        {
            if no_data >= self.fleet_gpus {
                continue;
            }
            let offset = i64::try_from(i).unwrap_or(i64::MAX).saturating_mul(3600);
            let at = Timestamp::from_second(first.as_second().saturating_add(offset))
                .map_err(jiff_detail("first_hour_utc"))?;
            let local = at.to_zoned(tz.clone());
            let day = first_day
                .until(local.date())
                .map(|span| span.get_days())
                .unwrap_or(0);
            let weekday = u8::try_from(local.weekday().to_monday_zero_offset()).unwrap_or(0);
            slots.push(HourSlot {
                day: u32::try_from(day).unwrap_or(0),
                weekday,
                local_hour: local.hour().unsigned_abs(),
                workday: weekday < 5,
                productive_gpus: productive,
                batch_gpus: batch,
                no_data_gpus: no_data,
                queued_gpus: self.queued(i),
            });
        }
        if slots.is_empty() {
            return Err(invalid("no_data_gpus", Problem::NoHours));
        }
        Ok(HourlyProfile {
            fleet_gpus: self.fleet_gpus,
            slots,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measured(first: &str, tz: &str, hours: usize) -> Measured {
        Measured {
            use_as_profile: true,
            sources: Vec::new(),
            imported_at: "2026-11-30T00:00:00Z".into(),
            time_zone: tz.into(),
            sm_active_threshold: "0.10".parse().unwrap(),
            fleet_gpus: 2,
            first_hour_utc: first.into(),
            productive_gpus: vec![1; hours],
            batch_only_gpus: vec![0; hours],
            no_data_gpus: vec![1; hours],
            queued_gpus: Vec::new(),
            summary: MeasuredSummary {
                productive_gpu_hours: 0,
                total_gpu_hours: 0,
                no_data_gpu_hours: 0,
                per_gpu: Vec::new(),
                sm_activity: MeasuredSm {
                    gpu_hours: 0,
                    mean: None,
                    median: None,
                    p95: None,
                    share_at_least_0_8: None,
                },
                queue: MeasuredQueue {
                    hours_with_waiting: 0,
                    peak_waiting: None,
                    peak_hour_utc: None,
                    queued_gpu_hours: 0,
                    unsized_server_hours: 0,
                    capped_hours: 0,
                },
                data_quality: MeasuredQuality::default(),
                mapping: MeasuredMapping::default(),
            },
        }
    }

    #[test]
    fn the_day_clocks_go_back_in_berlin_has_25_local_hours() {
        // 2026-10-25 00:00 in Berlin (CEST, UTC+2) is 2026-10-24T22:00Z; the day ends at
        // 2026-10-25T23:00Z (CET, UTC+1): 25 hours.
        let m = measured("2026-10-24T22:00:00Z", "Europe/Berlin", 48);
        let p = m.profile().unwrap();
        let first_day: Vec<u8> = p
            .slots
            .iter()
            .filter(|s| s.day == 0)
            .map(|s| s.local_hour)
            .collect();
        assert_eq!(first_day.len(), 25);
        assert_eq!(&first_day[..4], &[0, 1, 2, 2]);
        assert_eq!(p.slots[0].weekday, 6, "a Sunday");
        assert!(!p.slots[0].workday);
        assert_eq!(p.slots[25].day, 1);
        assert_eq!(p.slots[25].weekday, 0);
    }

    #[test]
    fn the_calendar_counts_local_days() {
        let m = measured("2026-10-24T22:00:00Z", "Europe/Berlin", 48);
        let days = m.days().unwrap();
        let shape: Vec<(&str, u32, u64, u64)> = days
            .iter()
            .map(|d| {
                (
                    d.date.as_str(),
                    d.hours,
                    d.productive_gpu_hours,
                    d.gpu_hours,
                )
            })
            .collect();
        assert_eq!(
            shape,
            [("2026-10-25", 25, 25, 50), ("2026-10-26", 23, 23, 46)]
        );
    }

    #[test]
    fn the_day_clocks_go_forward_in_berlin_has_23_local_hours() {
        // 2026-03-29 00:00 CET is 2026-03-28T23:00Z; the day ends at 2026-03-29T22:00Z.
        let m = measured("2026-03-28T23:00:00Z", "Europe/Berlin", 30);
        let p = m.profile().unwrap();
        let hours: Vec<u8> = p
            .slots
            .iter()
            .filter(|s| s.day == 0)
            .map(|s| s.local_hour)
            .collect();
        assert_eq!(hours.len(), 23);
        assert_eq!(&hours[..3], &[0, 1, 3]);
    }

    #[test]
    fn inconsistent_hours_are_refused_with_their_field() {
        let mut m = measured("2026-10-01T00:00:00Z", "UTC", 3);
        m.no_data_gpus.pop();
        let e = m.validate().unwrap_err().to_string();
        assert!(e.contains("metrics.no_data_gpus"), "{e}");
        let mut m = measured("2026-10-01T00:00:00Z", "UTC", 3);
        m.productive_gpus[1] = 2;
        let e = m.validate().unwrap_err().to_string();
        assert!(e.contains("metrics.productive_gpus[1]"), "{e}");
        let m = measured("2026-10-01T00:30:00Z", "UTC", 3);
        assert!(
            m.validate()
                .unwrap_err()
                .to_string()
                .contains("on the hour")
        );
        let m = measured("2026-10-01T00:00:00Z", "Mars/Olympus", 3);
        assert!(m.validate().unwrap_err().to_string().contains("time zone"));
    }

    /// Issue 16, item 4: hours without data stay unknown in the profile. Before, the
    /// profile dropped `no_data_gpus`, so a GPU-hour without data was costed as idle.
    #[test]
    fn hours_without_data_stay_unknown_in_the_profile() {
        // Two GPUs, four hours: the second has no data at all (an outage), the third for
        // one GPU only.
        let mut m = measured("2026-10-01T00:00:00Z", "UTC", 4);
        m.productive_gpus = vec![2, 0, 1, 1];
        m.no_data_gpus = vec![0, 2, 1, 0];
        let p = m.profile().unwrap();
        assert_eq!(p.hours(), 3, "the hour without any data is left out");
        assert_eq!(
            p.slots.iter().map(|s| s.local_hour).collect::<Vec<_>>(),
            [0, 2, 3]
        );
        assert_eq!(p.no_data_gpu_hours(), 1);
        assert_eq!(p.productive_gpu_hours(), 4);
        // 4 productive of the 5 GPU-hours with data, not of 6 (nor 8).
        assert_eq!(p.productive_share(), rust_decimal::Decimal::new(8, 1));
        m.no_data_gpus = vec![2; 4];
        m.productive_gpus = vec![0; 4];
        assert!(m.profile().is_err(), "no hour with data: nothing to cost");
    }

    #[test]
    fn queued_gpus_reach_the_profile_and_are_checked() {
        let mut m = measured("2026-10-01T00:00:00Z", "UTC", 3);
        m.queued_gpus = vec![0, 3, 1];
        let p = m.profile().unwrap();
        let queued: Vec<u32> = p.slots.iter().map(|s| s.queued_gpus).collect();
        assert_eq!(queued, [0, 3, 1]);
        // One productive GPU an hour (of two) and three waiting in the second hour.
        assert_eq!(p.peak_demand_gpus(), 4);
        assert_eq!(m.queued_gpu_hours(), 4);
        // A file from before the queue was measured has none: every hour 0.
        m.queued_gpus.clear();
        assert_eq!(m.profile().unwrap().queued_gpu_hours(), 0);
        m.queued_gpus = vec![0, 1];
        let e = m.validate().unwrap_err().to_string();
        assert!(e.contains("metrics.queued_gpus"), "{e}");
        m.queued_gpus = vec![0, crate::workload::MAX_GPUS, 0];
        let e = m.validate().unwrap_err().to_string();
        assert!(e.contains("metrics.queued_gpus[1]"), "{e}");
    }
}
