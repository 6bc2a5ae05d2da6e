//! The period of a summary, from where the data is.
//!
//! One sample a year after a month of data would make the period thirteen months, twelve of
//! them without data. So the hours with data (of the series the summary uses) are split
//! into runs wherever no series has a sample for more than [`GAP_HOURS`]; a run before or
//! after the others that holds at most one percent of the series-hours with data
//! ([`OUTLIER_PERCENT`]) is an outlier: reported with its series and hours, left out of the
//! period. Runs of comparable weight (a January and a June export) all stay: the hours
//! between them are no data, reported as such.

use std::collections::BTreeMap;

use jiff::Timestamp;
use schemars::JsonSchema;
use serde::Serialize;

use crate::hourly::{HOUR_MS, HourlyData};

/// A week without any sample of any series separates two runs of data.
pub(super) const GAP_HOURS: i64 = 7 * 24;
/// A run holding at most this share (percent) of the series-hours with data, before or
/// after the rest, is an outlier.
pub(super) const OUTLIER_PERCENT: u64 = 1;
/// Outlying series-hours listed one by one; the rest are counted.
const LISTED: usize = 20;

/// A series-hour left out of the period as an outlier.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OutlierHour {
    /// The series, with its identifying labels.
    pub series: String,
    /// The hour (UTC, RFC 3339; hours since 1970 when outside the years -9999 to 9999).
    pub hour_utc: String,
    /// Samples of the series in that hour.
    pub samples: u32,
}

/// Outlying data: far from the rest, too little to be a period of its own.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct Outliers {
    /// Series-hours left out of the period.
    pub series_hours: u64,
    /// Samples in them.
    pub samples: u64,
    /// The first of them, by series and hour (at most 20).
    pub listed: Vec<OutlierHour>,
}

/// The period and what lay outside it.
pub(super) struct DataSpan {
    pub(super) first: i64,
    pub(super) last: i64,
    pub(super) outliers: Outliers,
}

/// The period of the `used` series of `data`; `None` when they hold no sample. `name`
/// gives a series' display form.
pub(super) fn find(
    data: &HourlyData,
    used: &[usize],
    name: impl Fn(usize) -> String,
) -> Option<DataSpan> {
    let mut weight: BTreeMap<i64, u64> = BTreeMap::new();
    for &i in used {
        for h in data.series[i].hours.keys() {
            *weight.entry(h).or_default() += 1;
        }
    }
    // Runs: (first hour, last hour, series-hours).
    let mut runs: Vec<(i64, i64, u64)> = Vec::new();
    for (&h, &w) in &weight {
        match runs.last_mut() {
            Some(run) if h - run.1 <= GAP_HOURS => {
                run.1 = h;
                run.2 += w;
            }
            _ => runs.push((h, h, w)),
        }
    }
    let total: u64 = runs.iter().map(|r| r.2).sum();
    let main = runs
        .iter()
        .enumerate()
        .max_by_key(|(i, r)| (r.2, std::cmp::Reverse(*i)))
        .map(|(i, _)| i)?;
    let outlier = |r: &(i64, i64, u64)| r.2.saturating_mul(100) <= total * OUTLIER_PERCENT;
    let start = runs[..main]
        .iter()
        .position(|r| !outlier(r))
        .unwrap_or(main);
    let end = main
        + runs[main + 1..]
            .iter()
            .rposition(|r| !outlier(r))
            .map_or(0, |k| k + 1);
    let (first, last) = (runs[start].0, runs[end].1);
    let mut outliers = Outliers::default();
    if start > 0 || end + 1 < runs.len() {
        for &i in used {
            let series = &data.series[i];
            let outside = series
                .hours
                .range(..first)
                .chain(series.hours.range(last + 1..));
            for (h, stats) in outside {
                outliers.series_hours += 1;
                outliers.samples += u64::from(stats.count);
                if outliers.listed.len() < LISTED {
                    outliers.listed.push(OutlierHour {
                        series: name(i),
                        hour_utc: Timestamp::from_millisecond(h.saturating_mul(HOUR_MS))
                            .map_or_else(|_| format!("hour {h} since 1970"), |t| t.to_string()),
                        samples: stats.count,
                    });
                }
            }
        }
    }
    Some(DataSpan {
        first,
        last,
        outliers,
    })
}
