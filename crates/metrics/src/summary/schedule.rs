//! The batch schedule: the analyst's statement of when batch jobs run on which GPUs, for
//! batch GPUs without DCGM profiling metrics, or to count known batch windows whatever the
//! SM activity. A GPU-hour inside a window is productive, with or without data (see the
//! summary's module documentation).
//!
//! A window starts on the local days `days` names, at `start`, and ends at `end` (exclusive);
//! an end at or before the start runs past midnight, and that morning part belongs to the
//! window that started the day before. Hours are the local hours of the summary's time zone,
//! as the periods use them: on the day clocks go back an hour inside a window repeats and
//! counts twice; on the day they go forward a missing hour counts nowhere.

use gpucase_core::workload::ClockHour;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::calendar::LocalHour;
use crate::error::MetricsError;
use crate::mapping::{GpuRef, same_host};

/// A batch schedule file: `[[windows]]` entries (TOML) or `{"windows": [...]}` (JSON).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct BatchSchedule {
    /// The windows; a GPU-hour inside any of them is productive.
    pub windows: Vec<BatchWindow>,
}

/// When batch jobs run, and on which GPUs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BatchWindow {
    /// The local days the window starts on. Default: every day.
    #[serde(default)]
    pub days: BatchDays,
    /// First hour, `HH:00` local time, `00:00` to `23:00`.
    pub start: ClockHour,
    /// End hour (exclusive), `HH:00` local time, up to `24:00`; an end before the start
    /// runs past midnight.
    pub end: ClockHour,
    /// The DCGM host of the GPUs (case-insensitive; a short name matches its qualified
    /// form). Default: every host.
    #[serde(default)]
    pub host: Option<String>,
    /// The `gpu` indices. Default: every GPU of the host (or hosts).
    #[serde(default)]
    pub gpus: Option<Vec<u32>>,
}

/// The days a batch window starts on: a group, or one weekday (a window per weekday for
/// others). Public holidays are not known and count as workdays.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BatchDays {
    /// Every day.
    #[default]
    EveryDay,
    /// Monday to Friday.
    Workdays,
    /// Saturday and Sunday.
    Weekends,
    /// Monday.
    Mon,
    /// Tuesday.
    Tue,
    /// Wednesday.
    Wed,
    /// Thursday.
    Thu,
    /// Friday.
    Fri,
    /// Saturday.
    Sat,
    /// Sunday.
    Sun,
}

impl BatchDays {
    /// Whether the group holds `weekday` (0 = Monday).
    fn holds(self, weekday: u8) -> bool {
        let only = |day: u8| weekday == day;
        match self {
            Self::EveryDay => true,
            Self::Workdays => weekday < 5,
            Self::Weekends => weekday >= 5,
            Self::Mon => only(0),
            Self::Tue => only(1),
            Self::Wed => only(2),
            Self::Thu => only(3),
            Self::Fri => only(4),
            Self::Sat => only(5),
            Self::Sun => only(6),
        }
    }
}

/// The schedule a summary used, and what it covered.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct BatchScheduleReport {
    /// The windows, as given.
    pub windows: Vec<BatchWindow>,
    /// GPU-hours inside a window (all productive).
    pub scheduled_gpu_hours: u64,
    /// Of those, hours without a sample: productive only because the schedule says so.
    pub scheduled_without_data: u64,
    /// Windows that select no GPU of the data, or name GPUs without DCGM series.
    pub notes: Vec<String>,
}

/// A checked window: days and hours.
#[derive(Debug, Clone, Copy)]
pub(super) struct Hours {
    days: BatchDays,
    start: u8,
    end: u8,
}

impl Hours {
    /// Whether the local hour lies inside the window.
    fn covers(self, local: &LocalHour) -> bool {
        if self.start < self.end {
            self.days.holds(local.weekday) && (self.start..self.end).contains(&local.hour)
        } else {
            // Past midnight: the evening part belongs to today, the morning part to the
            // window that started the day before.
            (self.days.holds(local.weekday) && local.hour >= self.start)
                || (self.days.holds((local.weekday + 6) % 7) && local.hour < self.end)
        }
    }
}

fn invalid(index: usize, field: &str, message: String) -> MetricsError {
    MetricsError::InvalidOption {
        option: "batch_schedule",
        message: format!("windows[{index}].{field}: {message}"),
    }
}

/// Checks the windows: each starts before 24:00 and differs from its end, and names a host
/// and GPUs when it names them at all.
pub(super) fn check(windows: &[BatchWindow]) -> Result<Vec<Hours>, MetricsError> {
    windows
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let (start, end) = (w.start.hour(), w.end.hour());
            if start > 23 {
                return Err(invalid(
                    i,
                    "start",
                    format!("{start:02}:00 is the end of a day; a window starts at 00:00 to 23:00"),
                ));
            }
            if start == end {
                return Err(invalid(
                    i,
                    "end",
                    format!(
                        "equals the start, {start:02}:00; a window needs at least one hour \
                         (00:00 to 24:00 for a whole day)"
                    ),
                ));
            }
            if w.host.as_deref().is_some_and(|h| h.trim().is_empty()) {
                return Err(invalid(
                    i,
                    "host",
                    "is empty; leave it out for every host".to_owned(),
                ));
            }
            if w.gpus.as_ref().is_some_and(Vec::is_empty) {
                return Err(invalid(
                    i,
                    "gpus",
                    "is empty; leave it out for every GPU of the host".to_owned(),
                ));
            }
            Ok(Hours {
                days: w.days,
                start,
                end,
            })
        })
        .collect()
}

/// Which windows apply to which GPU of the fleet.
pub(super) struct Plan {
    hours: Vec<Hours>,
    /// Per GPU, the windows that select it.
    per_gpu: Vec<Vec<usize>>,
    pub(super) notes: Vec<String>,
}

impl Plan {
    pub(super) fn new(windows: &[BatchWindow], hours: Vec<Hours>, gpus: &[GpuRef]) -> Self {
        let mut per_gpu = vec![Vec::new(); gpus.len()];
        let mut notes = Vec::new();
        for (i, w) in windows.iter().enumerate() {
            let on_host = |g: &GpuRef| {
                w.host
                    .as_deref()
                    .is_none_or(|h| same_host(h.trim(), &g.host))
            };
            let mut selected = 0usize;
            for (g, gpu) in gpus.iter().enumerate() {
                let index_ok = w.gpus.as_ref().is_none_or(|list| list.contains(&gpu.gpu));
                if on_host(gpu) && index_ok {
                    per_gpu[g].push(i);
                    selected += 1;
                }
            }
            let host = w
                .host
                .as_deref()
                .map_or_else(|| "any host".to_owned(), |h| format!("host {:?}", h.trim()));
            if selected == 0 {
                notes.push(format!(
                    "windows[{i}] selects no GPU with DCGM series on {host}: it counts nothing"
                ));
            } else if let Some(list) = &w.gpus {
                let mut missing: Vec<u32> = list
                    .iter()
                    .copied()
                    .filter(|&n| !gpus.iter().any(|g| on_host(g) && g.gpu == n))
                    .collect();
                missing.sort_unstable();
                missing.dedup();
                if !missing.is_empty() {
                    let names: Vec<String> = missing.iter().map(u32::to_string).collect();
                    notes.push(format!(
                        "windows[{i}]: no DCGM series for GPU {} on {host}: not counted",
                        names.join(", ")
                    ));
                }
            }
        }
        Self {
            hours,
            per_gpu,
            notes,
        }
    }

    /// Whether GPU `g` is inside a window in this local hour.
    pub(super) fn covers(&self, g: usize, local: &LocalHour) -> bool {
        self.per_gpu
            .get(g)
            .is_some_and(|ws| ws.iter().any(|&w| self.hours[w].covers(local)))
    }
}
