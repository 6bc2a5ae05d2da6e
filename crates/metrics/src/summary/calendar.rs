//! Local time of UTC hours: the day, weekday and hour an hour falls on at the site, and the
//! period bucket it belongs to. Daylight-saving days have 23 or 25 local hours; in zones
//! with a half-hour offset an hour is named by the local hour at its start.

use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;

use crate::hourly::HOUR_MS;

/// The disjoint buckets of the week (local time, by the calendar day of the hour).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bucket {
    /// Monday to Friday, 07:00-19:00.
    WorkdayDaytime,
    /// Monday to Friday, 19:00-23:00.
    WorkdayEvening,
    /// Monday to Friday, 23:00-24:00 and 00:00-07:00.
    Night,
    /// Saturday and Sunday, all day.
    Weekend,
}

/// One UTC hour seen from the site.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LocalHour {
    pub(crate) start: Timestamp,
    pub(crate) date: Date,
    /// 0 = Monday.
    pub(crate) weekday: u8,
    pub(crate) hour: u8,
    /// Local days since the first local day of the period.
    pub(crate) day: u32,
    pub(crate) bucket: Bucket,
    /// One of the last three days of the local month.
    pub(crate) month_end: bool,
}

/// The local view of `hours` UTC hours from `first_hour` (hours since the epoch).
pub(crate) fn local_hours(
    first_hour: i64,
    hours: usize,
    tz: &TimeZone,
) -> Result<Vec<LocalHour>, jiff::Error> {
    let mut out = Vec::with_capacity(hours);
    let mut first_date = None;
    for k in 0..hours {
        let start = Timestamp::from_millisecond((first_hour + k as i64) * HOUR_MS)?;
        let local = start.to_zoned(tz.clone());
        let date = local.date();
        let first = *first_date.get_or_insert(date);
        let day = u32::try_from(first.until(date)?.get_days()).unwrap_or(0);
        let weekday = u8::try_from(date.weekday().to_monday_zero_offset()).unwrap_or(0);
        let hour = u8::try_from(local.hour()).unwrap_or(0);
        let bucket = match (weekday, hour) {
            (5 | 6, _) => Bucket::Weekend,
            (_, 7..=18) => Bucket::WorkdayDaytime,
            (_, 19..=22) => Bucket::WorkdayEvening,
            _ => Bucket::Night,
        };
        out.push(LocalHour {
            start,
            date,
            weekday,
            hour,
            day,
            bucket,
            month_end: date.day() > date.days_in_month() - 3,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn berlin_autumn_day_has_25_hours() {
        let tz = TimeZone::get("Europe/Berlin").unwrap();
        // 2026-10-24 00:00 UTC, three days.
        let first = 1_792_800_000_000 / HOUR_MS;
        let hours = local_hours(first, 72, &tz).unwrap();
        let day_25: Vec<u8> = hours
            .iter()
            .filter(|h| h.date == jiff::civil::date(2026, 10, 25))
            .map(|h| h.hour)
            .collect();
        assert_eq!(day_25.len(), 25);
        assert_eq!(day_25.iter().filter(|&&h| h == 2).count(), 2);
        assert_eq!(hours[0].hour, 2); // 00:00 UTC is 02:00 CEST
        assert_eq!(hours[0].weekday, 5); // Saturday
        assert!(hours.iter().all(|h| h.month_end == (h.date.day() >= 29)));
    }

    #[test]
    fn buckets_follow_local_weekday_and_hour() {
        let tz = TimeZone::UTC;
        // 2026-10-05 is a Monday.
        let first = 1_791_158_400_000 / HOUR_MS;
        let hours = local_hours(first, 24 * 7, &tz).unwrap();
        let count = |b| hours.iter().filter(|h| h.bucket == b).count();
        assert_eq!(count(Bucket::WorkdayDaytime), 5 * 12);
        assert_eq!(count(Bucket::WorkdayEvening), 5 * 4);
        assert_eq!(count(Bucket::Night), 5 * 8);
        assert_eq!(count(Bucket::Weekend), 48);
        assert_eq!(hours[0].weekday, 0);
    }
}
