use super::*;
use crate::hourly::HourlyAggregator;
use crate::read::{SampleSink, SeriesKey};

/// 2026-10-24 00:00 UTC, a Saturday; Berlin leaves summer time on 2026-10-25.
const START_MS: i64 = 1_792_800_000_000;

fn labels(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect()
}

/// One GPU on n1 with its server n1:8000 (requests in UTC hours 8-15), batch SM activity
/// in UTC hours 1-3, nothing at all in the hour starting 2026-10-26 05:00 UTC, and a server
/// on a host without GPUs.
fn sample_data(hours: i64) -> HourlyData {
    let mut agg = HourlyAggregator::new();
    let sm = agg
        .series(&SeriesKey::new(
            "DCGM_FI_PROF_SM_ACTIVE",
            labels(&[("Hostname", "n1"), ("gpu", "0"), ("UUID", "GPU-x")]),
        ))
        .unwrap();
    let run = agg
        .series(&SeriesKey::new(
            "vllm:num_requests_running",
            labels(&[("instance", "n1:8000"), ("model_name", "m")]),
        ))
        .unwrap();
    let wait = agg
        .series(&SeriesKey::new(
            "vllm:num_requests_waiting",
            labels(&[("instance", "n1:8000")]),
        ))
        .unwrap();
    let lonely = agg
        .series(&SeriesKey::new(
            "vllm:num_requests_running",
            labels(&[("instance", "n9:8000")]),
        ))
        .unwrap();
    for h in 0..hours {
        if h == 53 {
            continue;
        }
        let utc_hour = h % 24;
        for q in 0..4 {
            let t = START_MS + h * HOUR_MS + q * 900_000;
            let busy = (8..16).contains(&utc_hour);
            agg.sample(run, t, if busy { 2.0 } else { 0.0 });
            agg.sample(wait, t, if busy && q == 0 { 3.0 } else { 0.0 });
            let batch = (1..4).contains(&utc_hour);
            agg.sample(
                sm,
                t,
                if batch {
                    0.85
                } else if busy {
                    0.05
                } else {
                    0.0
                },
            );
            agg.sample(lonely, t, 1.0);
        }
    }
    agg.finish()
}

#[test]
fn berlin_across_the_autumn_change() {
    let data = sample_data(72);
    let options = SummaryOptions {
        time_zone: "Europe/Berlin".into(),
        ..SummaryOptions::default()
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!((s.gpus, s.servers, s.period.hours), (1, 2, 72));
    assert_eq!(s.total_gpu_hours, 72);
    assert_eq!(s.no_data_gpu_hours, 1);
    // 3 days × (8 request hours + 3 batch hours), less nothing: hour 53 is 05:00 UTC.
    assert_eq!(s.productive_gpu_hours, 33);
    assert_eq!(s.productive_by.requests_only, 24);
    assert_eq!(s.productive_by.sm_only, 9);
    assert_eq!(s.per_gpu[0].servers, vec!["n1:8000".to_owned()]);
    assert_eq!(s.per_gpu[0].uuid.as_deref(), Some("GPU-x"));
    assert_eq!(s.per_gpu[0].served_models, vec!["m".to_owned()]);
    assert_eq!(s.mapping.servers_without_gpus.len(), 1);
    assert_eq!(s.mapping.servers_without_gpus[0].instance, "n9:8000");
    let day_hours = |date: &str| s.hours.iter().filter(|h| h.local_date == date).count();
    assert_eq!(
        [
            day_hours("2026-10-24"),
            day_hours("2026-10-25"),
            day_hours("2026-10-26"),
            day_hours("2026-10-27")
        ],
        [22, 25, 24, 1]
    );
    let week_total: u64 = s.hour_of_week.productive.iter().flatten().sum();
    assert_eq!(week_total, s.productive_gpu_hours);
    let p = &s.periods;
    assert_eq!(
        p.workday_daytime.gpu_hours
            + p.workday_evening.gpu_hours
            + p.night.gpu_hours
            + p.weekend.gpu_hours,
        72
    );
    assert_eq!(p.weekend.gpu_hours, 22 + 25);
    assert_eq!(s.queue.server_hours_with_waiting, 24);
    assert_eq!(s.queue.peak_waiting, Some(3.0));
    // 0.75 requests wait on average in a busy hour, against a capacity of 2 running on one
    // GPU: 0.375 GPUs, rounded to none.
    assert_eq!(s.queue.queued_gpu_hours, 0);
    let sm = &s.sm_activity;
    assert_eq!(sm.gpu_hours, 33);
    assert_eq!(sm.share_at_least_0_8, Some(share(9, 33)));

    let profile = s.to_profile();
    assert_eq!(profile.hours(), 72);
    assert_eq!(profile.productive_gpu_hours(), 33);
    assert_eq!(profile.slots.iter().filter(|h| h.day == 1).count(), 25);
    assert_eq!(
        profile
            .slots
            .iter()
            .map(|h| u64::from(h.batch_gpus))
            .sum::<u64>(),
        9
    );
    assert_eq!(profile.fleet_gpus, 1);
    assert!(!profile.slots[0].workday); // a Saturday
}

#[test]
fn the_threshold_is_configurable() {
    let data = sample_data(24);
    let options = SummaryOptions {
        sm_active_threshold: 0.9,
        ..SummaryOptions::default()
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(s.productive_by.sm_only, 0);
    let options = SummaryOptions {
        sm_active_threshold: 0.05,
        ..SummaryOptions::default()
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(s.productive_by.both, 8);
}

#[test]
fn bad_options_and_empty_data_are_errors() {
    let data = sample_data(2);
    let bad_tz = SummaryOptions {
        time_zone: "Mars/Olympus".into(),
        ..SummaryOptions::default()
    };
    assert!(matches!(
        Summary::compute(&data, &bad_tz),
        Err(MetricsError::InvalidOption {
            option: "time_zone",
            ..
        })
    ));
    let mut agg = HourlyAggregator::new();
    let sm = agg
        .series(&SeriesKey::new(
            "DCGM_FI_PROF_SM_ACTIVE",
            labels(&[("gpu", "0")]),
        ))
        .unwrap();
    agg.sample(sm, 0, 0.5);
    agg.sample(sm, 1_000_000_000_000, 0.5);
    let err = Summary::compute(&agg.finish(), &SummaryOptions::default()).unwrap_err();
    assert!(matches!(err, MetricsError::PeriodTooLong { .. }), "{err}");
    let mut agg = HourlyAggregator::new();
    let sm = agg
        .series(&SeriesKey::new(
            "DCGM_FI_PROF_SM_ACTIVE",
            labels(&[("gpu", "0")]),
        ))
        .unwrap();
    agg.sample(sm, 1_790_812_815 * 1_000_000, 0.5);
    let err = Summary::compute(&agg.finish(), &SummaryOptions::default()).unwrap_err();
    assert!(
        matches!(err, MetricsError::TimestampOutOfRange { .. }),
        "{err}"
    );
    let mut agg = HourlyAggregator::new();
    assert!(agg.series(&SeriesKey::new("up", Vec::new())).is_none());
    let err = Summary::compute(&agg.finish(), &SummaryOptions::default()).unwrap_err();
    assert!(err.to_string().contains("1 other series: up"), "{err}");
}

#[test]
fn percentiles_interpolate() {
    let v = [1.0, 2.0, 3.0, 4.0];
    assert_eq!(percentile(&v, 0.5), Some(2.5));
    assert_eq!(percentile(&v, 0.95), Some(3.8499999999999996));
    assert_eq!(percentile(&[], 0.5), None);
}

#[test]
fn summary_has_a_json_schema_and_serialises() {
    let schema = serde_json::to_value(schemars::schema_for!(Summary)).unwrap();
    assert!(schema["properties"]["productive_share"].is_object());
    let options: SummaryOptions = serde_json::from_str(
        r#"{"time_zone":"Europe/Berlin","mapping":{"rules":[{"instance":"n1:8000","gpus":[0]}]}}"#,
    )
    .unwrap();
    assert_eq!(options.sm_active_threshold, 0.10);
    assert!(options.mapping.default_pairing);
    let s = Summary::compute(&sample_data(3), &options).unwrap();
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["period"]["first_hour_utc"], "2026-10-24T00:00:00Z");
    assert_eq!(json["mapping"]["matched"][0]["by"], "rule 1");
    assert_eq!(json["data_quality"]["per_series"][0]["modal_step_s"], 900.0);
}

fn window(json: &str) -> BatchWindow {
    serde_json::from_str(json).unwrap()
}

fn start_utc(s: &Summary, batch_only: bool) -> Vec<String> {
    s.hours
        .iter()
        .filter(|h| (h.batch_only_gpus > 0) == batch_only)
        .map(|h| h.start_utc.to_string())
        .collect()
}

#[test]
fn a_window_across_the_autumn_change_covers_the_repeated_hour() {
    // 01:00-03:00 in Berlin on Sunday 2026-10-25: 01:00 CEST, 02:00 CEST and 02:00 CET,
    // three UTC hours. The threshold above 1 leaves the schedule the only batch cause.
    let data = sample_data(72);
    let base = SummaryOptions {
        time_zone: "Europe/Berlin".into(),
        sm_active_threshold: 1.5,
        ..SummaryOptions::default()
    };
    let without = Summary::compute(&data, &base).unwrap();
    assert_eq!(without.productive_by.sm_only, 0);
    let options = SummaryOptions {
        batch_schedule: vec![window(
            r#"{"days":"sun","start":"01:00","end":"03:00","host":"N1","gpus":[0]}"#,
        )],
        ..base
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(
        start_utc(&s, true),
        [
            "2026-10-24T23:00:00Z",
            "2026-10-25T00:00:00Z",
            "2026-10-25T01:00:00Z"
        ]
    );
    let local: Vec<(&str, u8)> = s
        .hours
        .iter()
        .filter(|h| h.batch_only_gpus > 0)
        .map(|h| (h.local_date.as_str(), h.local_hour))
        .collect();
    assert_eq!(
        local,
        [("2026-10-25", 1), ("2026-10-25", 2), ("2026-10-25", 2)]
    );
    assert_eq!(s.productive_by.schedule_only, 3);
    assert_eq!(s.batch_schedule.scheduled_gpu_hours, 3);
    assert_eq!(s.batch_schedule.scheduled_without_data, 0);
    assert_eq!(s.batch_schedule.windows, options.batch_schedule);
    assert!(s.batch_schedule.notes.is_empty());
    assert_eq!(s.productive_gpu_hours, without.productive_gpu_hours + 3);
    assert_eq!(
        s.productive_by.requests_only,
        without.productive_by.requests_only
    );

    // Past midnight: a Saturday window 23:00-02:00 runs into Sunday (00:00 and 01:00 CEST);
    // Sunday's own 23:00 is not in it.
    let options = SummaryOptions {
        batch_schedule: vec![window(r#"{"days":"sat","start":"23:00","end":"02:00"}"#)],
        ..options
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(
        start_utc(&s, true),
        [
            "2026-10-24T21:00:00Z",
            "2026-10-24T22:00:00Z",
            "2026-10-24T23:00:00Z"
        ]
    );
}

#[test]
fn a_scheduled_hour_without_data_is_productive_not_no_data() {
    // Hour 53 (Monday 2026-10-26 05:00 UTC) has no sample at all.
    let data = sample_data(72);
    let without = Summary::compute(&data, &SummaryOptions::default()).unwrap();
    assert_eq!(without.no_data_gpu_hours, 1);
    let options = SummaryOptions {
        batch_schedule: vec![window(
            r#"{"days":"workdays","start":"05:00","end":"06:00"}"#,
        )],
        ..SummaryOptions::default()
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(s.no_data_gpu_hours, 0);
    assert_eq!(s.per_gpu[0].no_data_hours, 0);
    assert_eq!(s.productive_gpu_hours, without.productive_gpu_hours + 1);
    assert_eq!(s.productive_by.schedule_only, 1);
    assert_eq!(s.batch_schedule.scheduled_gpu_hours, 1);
    assert_eq!(s.batch_schedule.scheduled_without_data, 1);
    assert_eq!(s.periods.night.no_data, 0);
    assert_eq!(
        s.periods.night.productive,
        without.periods.night.productive + 1
    );
    let hour = s
        .hours
        .iter()
        .find(|h| h.start_utc.to_string() == "2026-10-26T05:00:00Z")
        .unwrap();
    assert_eq!(
        (
            hour.productive_gpus,
            hour.batch_only_gpus,
            hour.no_data_gpus
        ),
        (1, 1, 0)
    );
    // Causes keep their precedence: a window over request and batch hours adds nothing.
    let options = SummaryOptions {
        batch_schedule: vec![window(r#"{"start":"01:00","end":"16:00"}"#)],
        ..SummaryOptions::default()
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(s.productive_by.sm_only, without.productive_by.sm_only);
    assert_eq!(
        s.productive_by.requests_only,
        without.productive_by.requests_only
    );
    // 15 scheduled hours a day, 3 days, 11 productive anyway, hour 5 of day 3 without data.
    assert_eq!(s.productive_by.schedule_only, 3 * (15 - 11));
    assert_eq!(s.batch_schedule.scheduled_gpu_hours, 3 * 15);
    assert_eq!(s.batch_schedule.scheduled_without_data, 1);
    let sum = |s: &Summary| {
        let b = &s.productive_by;
        b.requests_only + b.sm_only + b.both + b.schedule_only
    };
    assert_eq!(sum(&s), s.productive_gpu_hours);
    let records: u64 = s.hours.iter().map(|h| u64::from(h.batch_only_gpus)).sum();
    assert_eq!(
        records,
        s.productive_by.sm_only + s.productive_by.schedule_only
    );
}

#[test]
fn a_window_on_other_gpus_counts_nothing_and_says_so() {
    let data = sample_data(24);
    let without = Summary::compute(&data, &SummaryOptions::default()).unwrap();
    let options = SummaryOptions {
        batch_schedule: vec![
            window(r#"{"start":"00:00","end":"24:00","host":"n2"}"#),
            window(r#"{"start":"00:00","end":"24:00","host":"n1","gpus":[0,7]}"#),
        ],
        ..SummaryOptions::default()
    };
    let s = Summary::compute(&data, &options).unwrap();
    assert_eq!(s.productive_gpu_hours, 24);
    assert_eq!(
        s.productive_by.schedule_only,
        24 - without.productive_gpu_hours
    );
    let notes = &s.batch_schedule.notes;
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(
        notes[0].contains("windows[0]") && notes[0].contains("\"n2\""),
        "{notes:?}"
    );
    assert!(
        notes[1].contains("windows[1]") && notes[1].contains("GPU 7"),
        "{notes:?}"
    );
}

#[test]
fn invalid_windows_are_named() {
    let data = sample_data(2);
    let error = |json: &str| {
        let options = SummaryOptions {
            batch_schedule: vec![window(r#"{"start":"01:00","end":"05:00"}"#), window(json)],
            ..SummaryOptions::default()
        };
        match Summary::compute(&data, &options).unwrap_err() {
            MetricsError::InvalidOption {
                option: "batch_schedule",
                message,
            } => message,
            other => panic!("{other}"),
        }
    };
    let message = error(r#"{"start":"24:00","end":"02:00"}"#);
    assert!(message.starts_with("windows[1].start: 24:00"), "{message}");
    let message = error(r#"{"start":"05:00","end":"05:00"}"#);
    assert!(
        message.starts_with("windows[1].end: equals the start"),
        "{message}"
    );
    let message = error(r#"{"start":"05:00","end":"06:00","host":" "}"#);
    assert!(
        message.starts_with("windows[1].host: is empty"),
        "{message}"
    );
    let message = error(r#"{"start":"05:00","end":"06:00","gpus":[]}"#);
    assert!(
        message.starts_with("windows[1].gpus: is empty"),
        "{message}"
    );
    let err = Summary::compute(
        &data,
        &SummaryOptions {
            batch_schedule: vec![window(r#"{"start":"05:00","end":"05:00"}"#)],
            ..SummaryOptions::default()
        },
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "summary option batch_schedule: windows[0].end: equals the start, 05:00; a window \
         needs at least one hour (00:00 to 24:00 for a whole day)"
    );
    // Hours out of range, minutes, unknown days and fields do not parse.
    for bad in [
        r#"{"windows":[{"start":"25:00","end":"02:00"}]}"#,
        r#"{"windows":[{"start":"01:30","end":"02:00"}]}"#,
        r#"{"windows":[{"start":"1:00","end":"02:00"}]}"#,
        r#"{"windows":[{"days":"monday","start":"01:00","end":"02:00"}]}"#,
        r#"{"windows":[{"start":"01:00","end":"02:00","gpu":[0]}]}"#,
        r#"{"windows":[{"end":"02:00"}]}"#,
    ] {
        assert!(serde_json::from_str::<BatchSchedule>(bad).is_err(), "{bad}");
    }
    let parsed: BatchSchedule = serde_json::from_str(
        r#"{"windows":[{"days":"weekends","start":"22:00","end":"06:00","gpus":[0,1]}]}"#,
    )
    .unwrap();
    assert_eq!(parsed.windows[0].days, BatchDays::Weekends);
    assert_eq!(parsed.windows[0].host, None);
    let unknown_day = serde_json::from_str::<BatchSchedule>(
        r#"{"windows":[{"days":"monday","start":"01:00","end":"02:00"}]}"#,
    )
    .unwrap_err();
    assert!(
        unknown_day.to_string().contains("every_day"),
        "{unknown_day}"
    );
}

/// Host n1 with two GPUs and its server n1:8000 running 10 requests in each of hours 0-3;
/// requests wait in hours 1-3, and at a server on a host without GPUs (n2:8000) in hour 0.
fn queue_data() -> HourlyData {
    let mut agg = HourlyAggregator::new();
    for gpu in ["0", "1"] {
        let sm = agg
            .series(&SeriesKey::new(
                "DCGM_FI_PROF_SM_ACTIVE",
                labels(&[("Hostname", "n1"), ("gpu", gpu)]),
            ))
            .unwrap();
        for h in 0..4 {
            agg.sample(sm, START_MS + h * HOUR_MS, 0.5);
        }
    }
    let run = agg
        .series(&SeriesKey::new(
            "vllm:num_requests_running",
            labels(&[("instance", "n1:8000")]),
        ))
        .unwrap();
    let wait = agg
        .series(&SeriesKey::new(
            "vllm:num_requests_waiting",
            labels(&[("instance", "n1:8000")]),
        ))
        .unwrap();
    let stray = agg
        .series(&SeriesKey::new(
            "vllm:num_requests_waiting",
            labels(&[("instance", "n2:8000")]),
        ))
        .unwrap();
    // Two samples an hour: waiting means of 0, 10, 2.5 and 2 requests.
    let waiting = [[0.0, 0.0], [12.0, 8.0], [5.0, 0.0], [4.0, 0.0]];
    for (h, w) in waiting.iter().enumerate() {
        for (k, &v) in w.iter().enumerate() {
            let t = START_MS + h as i64 * HOUR_MS + k as i64 * 1_800_000;
            agg.sample(run, t, 10.0);
            agg.sample(wait, t, v);
            agg.sample(stray, t, if h == 0 { 5.0 } else { 0.0 });
        }
    }
    agg.finish()
}

#[test]
fn waiting_requests_become_the_gpus_they_would_have_kept_busy() {
    let s = Summary::compute(&queue_data(), &SummaryOptions::default()).unwrap();
    // Capacity 10 running requests on 2 GPUs. Hour 1: 2 × 10 / 10 = 2 GPUs; hour 2:
    // 2 × 2.5 / 10 = 0.5, rounded half up to 1; hour 3: 2 × 2 / 10 = 0.4, rounded to 0.
    let queued: Vec<u32> = s.hours.iter().map(|h| h.queued_gpus).collect();
    assert_eq!(queued, [0, 2, 1, 0]);
    assert_eq!(s.queue.queued_gpu_hours, 3);
    // n2:8000 runs on no GPU: its waiting hour cannot be sized, and says so.
    assert_eq!(s.queue.unsized_server_hours, 1);
    assert_eq!(s.queue.capped_hours, 0);
    let profile = s.to_profile();
    assert_eq!(profile.queued_gpu_hours(), 3);
    assert_eq!(profile.peak_demand_gpus(), 4);
    assert_eq!(profile.peak_gpus(), 2);
}
