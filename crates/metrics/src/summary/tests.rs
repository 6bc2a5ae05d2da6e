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
