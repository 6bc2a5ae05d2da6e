//! The workload: how many GPUs are productive in each hour of a period.
//!
//! docs/method.md section 3: a *productive GPU-hour* is an hour in which a GPU serves at least one
//! request or runs a batch job. Everything the TCO engine needs from a workload is an
//! [`HourlyProfile`]: one slot per hour of the period, each with the GPUs productive in it
//! (and how many of those run batch work). A [`Schedule`] builds such a profile from the
//! analyst's description (workdays, hours of day, batch windows, time zone); the metrics
//! import fills the same type from measured series, so nothing downstream assumes a schedule.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::problem::Problem;
use crate::quantity::Quantity;

/// Hours in a year, as docs/method.md counts them (5 years = 43,800 hours per GPU).
pub const HOURS_PER_YEAR: u32 = 8_760;
/// Hours in an average month (8,760 / 12), the month that comparison sites and docs/method.md use.
pub const HOURS_PER_MONTH: u32 = 730;

/// What the analyst knows about the workload when no metrics are imported yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    /// GPUs the service runs on at its peak: the fleet to own or rent.
    pub gpus: u32,
    /// The period the profile describes; it repeats over the horizon.
    pub period: Period,
    /// When GPUs are productive. Windows share the fleet: where they overlap, their GPUs add
    /// up to at most `gpus`.
    pub windows: Vec<Window>,
    /// Persistent storage the service keeps (model copies, indices), billed per GB-month by
    /// providers even while an instance is stopped.
    pub storage_gb: Quantity,
    /// Data sent to the internet per month (answers, sync to the own site).
    pub egress_gb_per_month: Quantity,
    /// Yearly growth of the demand, from year 2 on: `"0.60"` needs 60 % more GPUs in each
    /// hour every year, year `y`'s GPUs being the profile's × `(1 + growth)^(y - 1)`, rounded
    /// up to whole GPUs (from 0 to 1). Absent: the profile repeats unchanged over the
    /// horizon.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth_per_year: Option<crate::quantity::Change>,
}

/// The period an hourly profile covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Period {
    /// An average month that starts on a Monday at 00:00: `hours` long (730 = 8,760 / 12),
    /// with the first `workdays` weekdays as workdays and the other weekdays as holidays.
    GenericMonth {
        /// Hours in the period (730 for an average month).
        hours: u32,
        /// Workdays in the period (Monday to Friday, counted from the start).
        workdays: u32,
    },
    /// A calendar month in the site's time zone: daylight-saving days have 23 or 25 hours.
    CalendarMonth {
        /// The month, `YYYY-MM`.
        month: String,
        /// IANA time zone of the site, e.g. `Europe/Berlin`.
        time_zone: String,
        /// Weekdays that are not workdays (public holidays), `YYYY-MM-DD`.
        #[schemars(with = "Vec<String>")]
        holidays: Vec<Date>,
    },
}

/// A recurring window of productive GPU time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Window {
    /// What runs, e.g. "Chat and RAG assistant".
    pub name: String,
    /// Interactive serving must answer without delay; batch work may wait or be interrupted.
    pub kind: WindowKind,
    /// The days on which the window starts.
    pub days: Days,
    /// First hour, `HH:00` in local time.
    pub start: ClockHour,
    /// End hour (exclusive), `HH:00`; an end before the start runs past midnight.
    pub end: ClockHour,
    /// GPUs productive during the window.
    pub gpus: u32,
}

/// Whether the work in a window must answer at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WindowKind {
    /// Users wait for answers.
    Interactive,
    /// Jobs that can be scheduled and interrupted.
    Batch,
}

/// The days a window starts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Days {
    /// Monday to Friday, except holidays.
    Workdays,
    /// Saturday and Sunday.
    Weekends,
    /// Every day.
    EveryDay,
}

/// A whole hour of the day, written `HH:00`, from `00:00` to `24:00`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClockHour(u8);

impl ClockHour {
    /// The hour, 0 to 24.
    pub fn hour(self) -> u8 {
        self.0
    }

    /// Hour `hour` of the day, at most 24 (a later one is 24).
    pub fn at(hour: u8) -> Self {
        Self(hour.min(24))
    }
}

impl std::str::FromStr for ClockHour {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let expected =
            || format!("expected a whole hour like \"07:00\" (the profile is hourly), found {s:?}");
        let (h, m) = s.split_once(':').ok_or_else(expected)?;
        if h.len() != 2 || m != "00" || !h.bytes().all(|b| b.is_ascii_digit()) {
            return Err(expected());
        }
        let hour: u8 = h.parse().map_err(|_| expected())?;
        if hour > 24 {
            return Err(expected());
        }
        Ok(Self(hour))
    }
}

impl Serialize for ClockHour {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{:02}:00", self.0))
    }
}

impl<'de> Deserialize<'de> for ClockHour {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for ClockHour {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ClockHour".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "description": "A whole hour of local time, \"00:00\" to \"24:00\".",
            "pattern": "^([01][0-9]|2[0-4]):00$"
        })
    }
}

/// Why a schedule cannot become a profile.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WorkloadError {
    /// A field holds a value the schedule cannot use; `path` is its JSON path in the case.
    Invalid {
        /// JSON path of the field, e.g. `workload.windows[1].gpus`.
        path: String,
        /// What was wrong and what was expected.
        problem: Problem,
    },
}

impl gpucase_message::Describe for WorkloadError {
    /// The field by its path and what is wrong with it.
    fn message(&self) -> gpucase_message::Message {
        match self {
            WorkloadError::Invalid { path, problem } => problem.at(path.clone()),
        }
    }
}

gpucase_message::display_in_english!(WorkloadError);

fn invalid(path: impl Into<String>, problem: Problem) -> WorkloadError {
    WorkloadError::Invalid {
        path: path.into(),
        problem,
    }
}

/// One hour of a profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HourSlot {
    /// Day of the period, from 0.
    pub day: u32,
    /// Day of the week, 0 = Monday.
    pub weekday: u8,
    /// Hour of the local day, 0 to 23 (on a daylight-saving day an hour can repeat).
    pub local_hour: u8,
    /// Whether the day is a workday.
    pub workday: bool,
    /// GPUs productive in this hour.
    pub productive_gpus: u32,
    /// Of those, GPUs running batch work (interruptible).
    pub batch_gpus: u32,
    /// GPUs without data in this hour (measured profiles only): unknown, neither
    /// productive nor idle; the productive share leaves them out.
    #[serde(default)]
    pub no_data_gpus: u32,
    /// GPUs more that the hour's waiting requests would have kept busy (measured profiles
    /// with a request queue only; 0 otherwise): demand the fleet did not serve. A hybrid
    /// rents for productive plus queued GPUs above its own base.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub queued_gpus: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl HourSlot {
    /// GPUs the hour's demand needs: the productive ones and those its waiting requests
    /// would have kept busy.
    pub fn demand_gpus(&self) -> u32 {
        self.productive_gpus.saturating_add(self.queued_gpus)
    }
}

/// Productive GPUs per hour over one period, which repeats over the horizon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HourlyProfile {
    /// GPUs the service runs on at its peak.
    pub fleet_gpus: u32,
    /// One slot per hour of the period.
    pub slots: Vec<HourSlot>,
}

impl HourlyProfile {
    /// Hours in the period.
    pub fn hours(&self) -> u32 {
        u32::try_from(self.slots.len()).unwrap_or(u32::MAX)
    }

    /// Hours in which at least one GPU is productive.
    pub fn productive_hours(&self) -> u32 {
        let n = self.slots.iter().filter(|s| s.productive_gpus > 0).count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// Productive GPU-hours in the period.
    pub fn productive_gpu_hours(&self) -> u64 {
        self.slots
            .iter()
            .map(|s| u64::from(s.productive_gpus))
            .sum()
    }

    /// GPU-hours the fleet offers in the period.
    pub fn fleet_gpu_hours(&self) -> u64 {
        u64::from(self.fleet_gpus) * u64::from(self.hours())
    }

    /// GPU-hours without data (a measured profile's unknown hours).
    pub fn no_data_gpu_hours(&self) -> u64 {
        self.slots.iter().map(|s| u64::from(s.no_data_gpus)).sum()
    }

    /// Productive GPU-hours over the fleet's GPU-hours with data: the productive share.
    /// GPU-hours without data are unknown, never counted as idle.
    pub fn productive_share(&self) -> Decimal {
        let known = self
            .fleet_gpu_hours()
            .saturating_sub(self.no_data_gpu_hours());
        if known == 0 {
            return Decimal::ZERO;
        }
        Decimal::from(self.productive_gpu_hours()) / Decimal::from(known)
    }

    /// The most GPUs productive in any hour.
    pub fn peak_gpus(&self) -> u32 {
        self.slots
            .iter()
            .map(|s| s.productive_gpus)
            .max()
            .unwrap_or(0)
    }

    /// The most GPUs any hour's demand needs, waiting requests included
    /// ([`HourSlot::demand_gpus`]); the peak when nothing waited.
    pub fn peak_demand_gpus(&self) -> u32 {
        self.slots
            .iter()
            .map(HourSlot::demand_gpus)
            .max()
            .unwrap_or(0)
    }

    /// GPU-hours the period's waiting requests would have kept busy.
    pub fn queued_gpu_hours(&self) -> u64 {
        self.slots.iter().map(|s| u64::from(s.queued_gpus)).sum()
    }

    /// The most GPUs productive at each hour of the week: `[weekday][local hour]`, Monday
    /// first. The view of the week a schedule or a month of metrics gives.
    pub fn week_view(&self) -> [[u32; 24]; 7] {
        let mut week = [[0u32; 24]; 7];
        for s in &self.slots {
            if let Some(cell) = week
                .get_mut(usize::from(s.weekday))
                .and_then(|d| d.get_mut(usize::from(s.local_hour)))
            {
                *cell = (*cell).max(s.productive_gpus);
            }
        }
        week
    }

    /// Days the period touches (a partial last day counts).
    pub fn days(&self) -> u32 {
        self.slots.last().map_or(0, |s| s.day + 1)
    }
}

impl Schedule {
    /// Lays the schedule out hour by hour.
    pub fn profile(&self) -> Result<HourlyProfile, WorkloadError> {
        if self.gpus == 0 {
            return Err(invalid("workload.gpus", Problem::AtLeast { min: 1 }));
        }
        let days = lay_out_days(&self.period)?;
        for (i, w) in self.windows.iter().enumerate() {
            let path = format!("workload.windows[{i}]");
            if w.gpus == 0 || w.gpus > self.gpus {
                return Err(invalid(
                    format!("{path}.gpus"),
                    Problem::WindowGpus { gpus: self.gpus },
                ));
            }
            if w.start == w.end || w.start.hour() == 24 {
                return Err(invalid(format!("{path}.start"), Problem::WindowStart));
            }
        }
        let mut slots = Vec::with_capacity(days.iter().map(|d| d.hours.len()).sum());
        for (index, day) in days.iter().enumerate() {
            let previous = index.checked_sub(1).map(|p| &days[p]);
            for &local_hour in &day.hours {
                let (mut all, mut batch) = (0u32, 0u32);
                for w in &self.windows {
                    if window_covers(w, day, previous, local_hour) {
                        all += w.gpus;
                        if w.kind == WindowKind::Batch {
                            batch += w.gpus;
                        }
                    }
                }
                let productive = all.min(self.gpus);
                slots.push(HourSlot {
                    day: u32::try_from(index).unwrap_or(u32::MAX),
                    weekday: day.weekday,
                    local_hour,
                    workday: day.workday,
                    productive_gpus: productive,
                    batch_gpus: batch.min(productive),
                    no_data_gpus: 0,
                    queued_gpus: 0,
                });
            }
        }
        Ok(HourlyProfile {
            fleet_gpus: self.gpus,
            slots,
        })
    }
}

struct DayLayout {
    weekday: u8,
    workday: bool,
    hours: Vec<u8>,
}

fn days_match(days: Days, weekday: u8, workday: bool) -> bool {
    match days {
        Days::Workdays => workday,
        Days::Weekends => weekday >= 5,
        Days::EveryDay => true,
    }
}

fn window_covers(w: &Window, day: &DayLayout, previous: Option<&DayLayout>, hour: u8) -> bool {
    w.covers(
        (day.weekday, day.workday),
        previous.map(|p| (p.weekday, p.workday)),
        hour,
    )
}

impl Window {
    /// Whether the window runs in local hour `hour` of a day that is `(weekday, workday)`,
    /// the day before being `previous`: a window past midnight runs its morning part on the
    /// day after it started.
    pub fn covers(&self, day: (u8, bool), previous: Option<(u8, bool)>, hour: u8) -> bool {
        let (start, end) = (self.start.hour(), self.end.hour());
        let on = |(weekday, workday): (u8, bool)| days_match(self.days, weekday, workday);
        if start < end {
            on(day) && (start..end).contains(&hour)
        } else {
            // Runs past midnight: the evening part belongs to today, the morning part to the
            // window that started yesterday.
            (on(day) && hour >= start) || (previous.is_some_and(on) && hour < end)
        }
    }

    /// The most GPUs the hours of this window demand in `profile` (measured or laid out
    /// from the schedule, of any year of a growing demand): for interactive work what is
    /// not batch, for batch work all of it; `None` when the profile has no hour of it.
    pub fn peak_in(&self, profile: &HourlyProfile) -> Option<u32> {
        let mut days: std::collections::BTreeMap<u32, (u8, bool)> = Default::default();
        for s in &profile.slots {
            days.entry(s.day).or_insert((s.weekday, s.workday));
        }
        profile
            .slots
            .iter()
            .filter(|s| {
                let previous = s.day.checked_sub(1).and_then(|d| days.get(&d).copied());
                self.covers((s.weekday, s.workday), previous, s.local_hour)
            })
            .map(|s| match self.kind {
                WindowKind::Interactive => s.demand_gpus().saturating_sub(s.batch_gpus),
                WindowKind::Batch => s.demand_gpus(),
            })
            .max()
    }
}

fn lay_out_days(period: &Period) -> Result<Vec<DayLayout>, WorkloadError> {
    match period {
        Period::GenericMonth { hours, workdays } => generic_days(*hours, *workdays),
        Period::CalendarMonth {
            month,
            time_zone,
            holidays,
        } => calendar_days(month, time_zone, holidays),
    }
}

fn generic_days(hours: u32, workdays: u32) -> Result<Vec<DayLayout>, WorkloadError> {
    const PATH: &str = "workload.period.generic_month";
    if hours == 0 || hours > 24 * 31 {
        return Err(invalid(format!("{PATH}.hours"), Problem::PeriodHours));
    }
    let day_count = hours.div_ceil(24);
    let weekdays = (0..day_count).filter(|d| d % 7 < 5).count();
    if usize::try_from(workdays).unwrap_or(usize::MAX) > weekdays {
        return Err(invalid(
            format!("{PATH}.workdays"),
            Problem::WorkdaysDoNotFit {
                workdays,
                hours,
                weekdays,
            },
        ));
    }
    let mut workdays_left = workdays;
    let mut days = Vec::new();
    for d in 0..day_count {
        let weekday = u8::try_from(d % 7).unwrap_or(0);
        let workday = weekday < 5 && workdays_left > 0;
        if workday {
            workdays_left -= 1;
        }
        let in_day = (hours - d * 24).min(24);
        days.push(DayLayout {
            weekday,
            workday,
            hours: (0..u8::try_from(in_day).unwrap_or(24)).collect(),
        });
    }
    Ok(days)
}

fn calendar_days(
    month: &str,
    time_zone: &str,
    holidays: &[Date],
) -> Result<Vec<DayLayout>, WorkloadError> {
    const PATH: &str = "workload.period.calendar_month";
    let first = parse_month(month).ok_or_else(|| {
        invalid(
            format!("{PATH}.month"),
            Problem::MonthFormat {
                found: month.to_owned(),
            },
        )
    })?;
    let tz = TimeZone::get(time_zone).map_err(|_| {
        invalid(
            format!("{PATH}.time_zone"),
            Problem::UnknownTimeZone {
                found: time_zone.to_owned(),
            },
        )
    })?;
    for (i, h) in holidays.iter().enumerate() {
        if h.year() != first.year() || h.month() != first.month() {
            return Err(invalid(
                format!("{PATH}.holidays[{i}]"),
                Problem::HolidayOutsideMonth {
                    day: h.to_string(),
                    month: month.to_owned(),
                },
            ));
        }
    }
    // jiff's own wording: shown verbatim inside a localized frame.
    let tz_error = |e: jiff::Error| {
        invalid(
            format!("{PATH}.time_zone"),
            Problem::Detail {
                detail: e.to_string(),
            },
        )
    };
    let mut days = Vec::new();
    let mut date = first;
    while date.month() == first.month() {
        let next = date.tomorrow().map_err(tz_error)?;
        let start = date.to_zoned(tz.clone()).map_err(tz_error)?.timestamp();
        let end = next.to_zoned(tz.clone()).map_err(tz_error)?.timestamp();
        let hour_count = (end.as_second() - start.as_second()) / 3600;
        let mut hours = Vec::with_capacity(25);
        for k in 0..hour_count {
            let ts =
                jiff::Timestamp::from_second(start.as_second() + k * 3600).map_err(tz_error)?;
            hours.push(ts.to_zoned(tz.clone()).hour().unsigned_abs());
        }
        let weekday = u8::try_from(date.weekday().to_monday_zero_offset()).unwrap_or(0);
        days.push(DayLayout {
            weekday,
            workday: weekday < 5 && !holidays.contains(&date),
            hours,
        });
        date = next;
    }
    Ok(days)
}

fn parse_month(month: &str) -> Option<Date> {
    let (y, m) = month.split_once('-')?;
    if y.len() != 4 || m.len() != 2 {
        return None;
    }
    Date::new(y.parse().ok()?, m.parse().ok()?, 1).ok()
}

/// Weekday names, Monday first, for messages and tables.
pub fn weekday_name(weekday: u8) -> &'static str {
    const NAMES: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    NAMES.get(usize::from(weekday)).copied().unwrap_or("?")
}

/// The most GPUs a fleet or an own quote may have.
pub const MAX_GPUS: u32 = 100_000;
/// The most GPUs one rented instance may have.
pub const MAX_GPUS_PER_INSTANCE: u32 = 1_024;
/// A demand's factor in year `year` when it grows by `growth` a year: `(1 + growth)^(year -
/// 1)`, exactly.
pub fn growth_factor(growth: Decimal, year: u32) -> Decimal {
    (1..year).fold(Decimal::ONE, |acc, _| acc * (Decimal::ONE + growth))
}
