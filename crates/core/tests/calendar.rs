//! Calendar months in a time zone: daylight-saving days have 23 or 25 hours, and windows
//! follow the local clock.

use gpucase_core::casefile;
use gpucase_core::workload::Period;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn month(month: &str, tz: &str, holidays: &[&str]) -> gpucase_core::workload::HourlyProfile {
    let mut case = casefile::parse(EXAMPLE).expect("valid test input");
    case.workload.period = Period::CalendarMonth {
        month: month.into(),
        time_zone: tz.into(),
        holidays: holidays
            .iter()
            .map(|d| d.parse().expect("valid test input"))
            .collect(),
    };
    case.workload.profile().expect("valid test input")
}

#[test]
fn march_in_berlin_has_a_23_hour_day() {
    // 31 days x 24 h - 1 h (clocks go forward on Sunday 29 March 2026).
    let p = month("2026-03", "Europe/Berlin", &[]);
    assert_eq!(p.hours(), 743);
    let day_29: Vec<u8> = p
        .slots
        .iter()
        .filter(|s| s.day == 28)
        .map(|s| s.local_hour)
        .collect();
    assert_eq!(day_29.len(), 23);
    assert!(!day_29.contains(&2), "02:00 does not exist that night");
    // March 2026 has 22 weekdays: 22 x 12 h chat + 22 x 4 h batch.
    assert_eq!(p.productive_hours(), 22 * 16);
}

#[test]
fn october_in_berlin_has_a_25_hour_day_and_holidays_are_not_workdays() {
    // Clocks go back on Sunday 25 October 2026; 3 October (Saturday) is no weekday anyway,
    // so take Friday 2 October as a company holiday.
    let p = month("2026-10", "Europe/Berlin", &["2026-10-02"]);
    assert_eq!(p.hours(), 31 * 24 + 1);
    let day_25: Vec<u8> = p
        .slots
        .iter()
        .filter(|s| s.day == 24)
        .map(|s| s.local_hour)
        .collect();
    assert_eq!(
        day_25.iter().filter(|&&h| h == 2).count(),
        2,
        "02:00 happens twice"
    );
    // October 2026 has 22 weekdays, one of them a holiday.
    assert_eq!(p.productive_hours(), 21 * 16);
}

#[test]
fn a_month_without_daylight_saving_has_whole_days() {
    let p = month("2026-02", "Asia/Tokyo", &[]);
    assert_eq!(p.hours(), 28 * 24);
}

#[test]
fn a_bad_zone_or_holiday_is_an_error_naming_the_field() {
    let mut case = casefile::parse(EXAMPLE).expect("valid test input");
    case.workload.period = Period::CalendarMonth {
        month: "2026-03".into(),
        time_zone: "Europe/Atlantis".into(),
        holidays: vec![],
    };
    let err = case.workload.profile().unwrap_err().to_string();
    assert!(
        err.starts_with("workload.period.calendar_month.time_zone"),
        "{err}"
    );
    case.workload.period = Period::CalendarMonth {
        month: "2026-03".into(),
        time_zone: "Europe/Berlin".into(),
        holidays: vec!["2026-04-03".parse().expect("valid test input")],
    };
    let err = case.workload.profile().unwrap_err().to_string();
    assert!(err.contains("holidays[0]"), "{err}");
}
