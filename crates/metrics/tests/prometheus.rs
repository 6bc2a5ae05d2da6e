//! The Prometheus client against a real Prometheus: three days from
//! `testdata/metrics/gen.py` (OpenMetrics, with the host outage of 2026-10-21),
//! backfilled with `promtool tsdb create-blocks-from openmetrics` from 6-hour files (promtool
//! re-reads its whole input once per 2 h block, so one 72-hour file takes minutes), served by
//! `prometheus` on 127.0.0.1 (a free port, scraping only itself, retention 10 years so the
//! backfilled blocks stay), stopped by PID when each test ends, also when it fails.
//!
//! Each test starts its own server on its own copy of the blocks (Prometheus locks its
//! data directory), so the tests can run in parallel. The `prometheus` and `promtool`
//! binaries are required: without them the tests fail (Debian: `apt-get install
//! prometheus`). Retries, `Retry-After`, credentials and 5xx answers are checked against a
//! scripted HTTP server.
#![allow(clippy::unwrap_used, reason = "tests fail loudly on unexpected errors")]

use std::collections::HashMap;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gpucase_metrics::hourly::{HourlyAggregator, HourlyData};
use gpucase_metrics::prometheus::{self, Auth, FetchOptions, FetchReport, Mode, Source};
use gpucase_metrics::read::{self, SampleSink, SeriesId, SeriesKey};
use gpucase_metrics::{MetricsError, ReadOptions, Summary, SummaryOptions, summarize_paths};
use serde_json::Value;

mod support;
use support::{Prometheus, fixture, free_port, range};

// ---------------------------------------------------------------------------------------
// Helpers

fn options(mode: Mode) -> FetchOptions {
    FetchOptions {
        mode,
        ..FetchOptions::default()
    }
}

fn fetch(server: &Prometheus, options: &FetchOptions) -> (HourlyData, FetchReport) {
    let t = Instant::now();
    let never = AtomicBool::new(false);
    let got = prometheus::fetch(&server.source(), range(), options, |_, _| {}, &never).unwrap();
    eprintln!(
        "fetch {:?} ({} queries): {:.2} s",
        got.1.mode,
        got.1.queries,
        t.elapsed().as_secs_f64()
    );
    got
}

fn summarise(data: &HourlyData) -> Summary {
    Summary::compute(data, &SummaryOptions::default()).unwrap()
}

/// Per-series data-quality rows come in the order series were first seen, which differs
/// between a file and a server; everything else must be equal.
fn normalised(mut s: Summary) -> Summary {
    s.data_quality
        .per_series
        .sort_by(|a, b| a.series.cmp(&b.series));
    s
}

fn as_u64s(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

/// Compares a summary with one section of the oracle.
fn assert_oracle(s: &Summary, section: &str, what: &str) {
    let o = &fixture().oracle[section];
    let n = |k: &str| o[k].as_u64().unwrap();
    assert_eq!(s.gpus, 8, "{what}");
    assert_eq!(s.period.hours, 72, "{what}");
    let got = [
        s.productive_gpu_hours,
        s.total_gpu_hours,
        s.no_data_gpu_hours,
        s.productive_by.requests_only,
        s.productive_by.sm_only,
        s.productive_by.both,
    ];
    let want = [
        "productive_gpu_hours",
        "total_gpu_hours",
        "no_data_gpu_hours",
        "productive_by_requests_only",
        "productive_by_sm_only",
        "productive_by_both",
    ]
    .map(n);
    assert_eq!(got, want, "{what}: productive, total, no data, by");
    let per_gpu: Vec<u64> = s.per_gpu.iter().map(|g| g.productive_hours).collect();
    assert_eq!(per_gpu, as_u64s(&o["per_gpu_productive_hours"]), "{what}");
    let no_data: Vec<u64> = s.per_gpu.iter().map(|g| g.no_data_hours).collect();
    assert_eq!(no_data, as_u64s(&o["per_gpu_no_data_hours"]), "{what}");
    let mean = s.sm_activity.mean.unwrap();
    let want = o["mean_sm_active_in_productive_hours"].as_f64().unwrap();
    assert!(
        (mean - want).abs() < 1e-9,
        "{what}: mean SM {mean} vs {want}"
    );
    let how = o["hour_of_week_monday0_utc"].as_array().unwrap();
    for (wd, day) in how.iter().enumerate() {
        for (h, cell) in day.as_array().unwrap().iter().enumerate() {
            assert_eq!(
                s.hour_of_week.productive[wd][h],
                cell["productive"].as_u64().unwrap(),
                "{what}: hour of week {wd}/{h}"
            );
        }
    }
    assert_eq!(s.mapping.matched.len(), 8, "{what}: mapping");
}

struct Discard;

impl SampleSink for Discard {
    fn series(&mut self, _: &SeriesKey) -> Option<SeriesId> {
        Some(SeriesId(0))
    }

    fn sample(&mut self, _: SeriesId, _: i64, _: f64) {}
}

// ---------------------------------------------------------------------------------------
// (a) Raw mode

/// Raw mode (query_range at 15 s) must give exactly what reading gen.py's query_range JSON
/// gives: the same points (Prometheus's 5-minute lookback fills missed scrapes, as in the
/// file), hence the same summary, data quality included, and the oracle's query_range view.
#[test]
fn raw_mode_matches_the_query_range_export() {
    let f = fixture();
    let server = Prometheus::start("raw");
    let never = AtomicBool::new(false);
    let mut seen = Vec::new();
    let (data, report) = prometheus::fetch(
        &server.source(),
        range(),
        &options(Mode::Raw),
        |done, total| seen.push((done, total)),
        &never,
    )
    .unwrap();
    // 72 h at 15 s: two chunks (45 h of 10,800 points, 27 h) × four metrics.
    assert_eq!(report.mode, Mode::Raw);
    assert_eq!((report.queries, report.http_requests), (8, 8));
    assert_eq!(seen, (0..=8).map(|d| (d, 8)).collect::<Vec<_>>());
    assert_eq!(
        (report.from, report.to, report.hours),
        (range().0, range().1, 72)
    );
    assert_eq!(report.url, server.url);
    assert_eq!(report.series, 24, "no DCGM_FI_DEV_GPU_UTIL in the data");
    assert_eq!(report.points, report.samples);
    assert!(report.bytes > 1_000_000);
    let s = summarise(&data);
    assert_oracle(&s, "query_range_view", "raw mode");
    assert_eq!(s.data_quality.duplicates + s.data_quality.out_of_order, 0);
    let (file, _) = summarize_paths(
        &[f.dir.join("g_query_range.json")],
        &ReadOptions::default(),
        &SummaryOptions::default(),
    )
    .unwrap();
    assert_eq!(
        normalised(s.clone()),
        normalised(file),
        "raw mode vs the file"
    );

    // 4-hour chunks (1,000 points allowed, 960 used): the same points, none twice.
    let small = FetchOptions {
        max_points_per_series: 1_000,
        ..options(Mode::Raw)
    };
    let (data, report) = fetch(&server, &small);
    assert_eq!(report.queries, 18 * 4);
    assert_eq!(normalised(summarise(&data)), normalised(s));
}

// ---------------------------------------------------------------------------------------
// (b) Server-side mode

/// Server-side mode aggregates the raw samples in each clock hour: its counts, means (SM)
/// and maxima (vLLM gauges) must equal those of the raw samples read from the OpenMetrics
/// files, hour by hour (means to 1e-12: Prometheus sums in another order), so its summary
/// is the oracle's raw-sample one exactly.
///
/// Against raw mode: raw mode sees the query_range view, in which Prometheus's 5-minute
/// lookback repeats the previous value over a missed scrape, so its hourly counts differ
/// (240 points in an hour with a missed scrape, 239 samples) and its SM means can differ
/// slightly. The only GPU-hours allowed to be judged differently are those where that view
/// and the raw samples disagree, which the oracle counts in the same run
/// (`gpu_hours_where_raw_and_query_range_disagree`; 0 for these three days, so then every
/// count of the two summaries must be equal). No-data hours must be equal whenever no gap
/// ends within 5 minutes before an hour it leaves empty, true of this data.
#[test]
fn server_side_mode_agrees_with_raw_samples_and_raw_mode() {
    let f = fixture();
    let server = Prometheus::start("server-side");
    let (data, report) = fetch(&server, &options(Mode::ServerSide));
    assert_eq!(report.mode, Mode::ServerSide);
    // The estimate (to size requests), then one chunk × four metrics × two functions.
    assert_eq!(report.queries, 1 + 8);
    assert_eq!(report.estimate.map(|e| e.series), Some(24));
    assert_eq!((report.step_s, report.dropped_hours), (3600.0, 0));
    assert_eq!(report.series, 24);

    // Raw samples, read from the files that were backfilled.
    let mut raw = HourlyAggregator::new();
    let mut files: Vec<PathBuf> = fs::read_dir(f.dir.join("g.om.d"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for file in &files {
        read::read_path(file, &ReadOptions::default(), &mut raw).unwrap();
    }
    let raw = raw.finish();
    let by_key: HashMap<&SeriesKey, _> = raw.series.iter().map(|s| (&s.key, s)).collect();
    assert_eq!(data.series.len(), raw.series.len());
    assert_eq!(
        report.samples,
        raw.series.iter().map(|s| s.quality.samples).sum::<u64>()
    );
    for series in &data.series {
        let want = by_key
            .get(&series.key)
            .unwrap_or_else(|| panic!("{} is not in the files", series.key));
        let hours: Vec<_> = series.hours.keys().collect();
        assert_eq!(
            hours,
            want.hours.keys().collect::<Vec<_>>(),
            "{}",
            series.key
        );
        for (hour, got) in series.hours.iter() {
            let want = want.hours.get(hour).unwrap();
            assert_eq!(got.count, want.count, "{} hour {hour}", series.key);
            if series.key.name.starts_with("DCGM_") {
                let (g, w) = (got.mean().unwrap(), want.mean().unwrap());
                assert!(
                    (g - w).abs() < 1e-12,
                    "{} hour {hour}: {g} vs {w}",
                    series.key
                );
                assert!(got.max.is_nan(), "max is not fetched for DCGM metrics");
            } else {
                assert_eq!(got.max, want.max, "{} hour {hour}", series.key);
                assert!(got.sum.is_nan(), "sum is not fetched for vLLM gauges");
            }
        }
    }
    let server_side = summarise(&data);
    assert_oracle(&server_side, "raw_samples", "server-side mode");

    // Against raw mode, on the same server.
    let (raw_mode, _) = fetch(&server, &options(Mode::Raw));
    let raw_mode = summarise(&raw_mode);
    let allowed = f.oracle["gpu_hours_where_raw_and_query_range_disagree"]
        .as_u64()
        .unwrap();
    let differing: u64 = server_side
        .hours
        .iter()
        .zip(&raw_mode.hours)
        .map(|(a, b)| u64::from(a.productive_gpus.abs_diff(b.productive_gpus)))
        .sum();
    assert!(
        differing <= allowed,
        "{differing} GPU-hours differ, {allowed} allowed"
    );
    assert_eq!(server_side.period, raw_mode.period);
    assert_eq!(server_side.no_data_gpu_hours, raw_mode.no_data_gpu_hours);
    let no_data = |s: &Summary| {
        s.per_gpu
            .iter()
            .map(|g| g.no_data_hours)
            .collect::<Vec<_>>()
    };
    assert_eq!(no_data(&server_side), no_data(&raw_mode));
    if allowed == 0 {
        assert_eq!(
            server_side.productive_gpu_hours,
            raw_mode.productive_gpu_hours
        );
        assert_eq!(server_side.productive_by, raw_mode.productive_by);
        assert_eq!(server_side.hour_of_week, raw_mode.hour_of_week);
        assert_eq!(server_side.periods, raw_mode.periods);
        let productive = |s: &Summary| {
            s.per_gpu
                .iter()
                .map(|g| g.productive_hours)
                .collect::<Vec<_>>()
        };
        assert_eq!(productive(&server_side), productive(&raw_mode));
    }

    // 10-hour chunks: the same hours, none twice.
    let small = FetchOptions {
        max_points_per_series: 10,
        ..options(Mode::ServerSide)
    };
    let (chunked, report) = fetch(&server, &small);
    assert_eq!(report.queries, 1 + 8 * 8);
    assert_eq!(summarise(&chunked), server_side);
}

/// The automatic choice asks the server how many series there are.
#[test]
fn auto_mode_chooses_by_size() {
    let server = Prometheus::start("auto");
    let estimate =
        prometheus::estimate(&server.source(), range(), Duration::from_secs(15)).unwrap();
    assert_eq!(estimate.series, 24);
    assert_eq!(estimate.points_per_series, 72 * 240);
    assert_eq!(estimate.raw_samples, 24 * 72 * 240);
    let (_, report) = fetch(&server, &options(Mode::Auto));
    assert_eq!(report.mode, Mode::Raw);
    assert_eq!(report.estimate, Some(estimate));
    assert_eq!(report.queries, 1 + 8);
    let limited = FetchOptions {
        raw_sample_limit: 100_000,
        ..options(Mode::Auto)
    };
    let (_, report) = fetch(&server, &limited);
    assert_eq!(report.mode, Mode::ServerSide);
    assert_eq!(report.queries, 1 + 8);
}

// ---------------------------------------------------------------------------------------
// (c) Errors

/// A wrong URL, a wrong path, bad PromQL and a query the server refuses: each error names
/// the URL (without credentials) and says what went wrong.
#[test]
fn errors_name_the_url() {
    let server = Prometheus::start("errors");
    let never = AtomicBool::new(false);
    let run = |source: &Source| {
        prometheus::fetch(source, range(), &options(Mode::Raw), |_, _| {}, &never).unwrap_err()
    };

    let port = free_port();
    let nobody = Source {
        retries: 1,
        ..Source::new(format!("http://alice:s3cret@127.0.0.1:{port}"))
    };
    let err = run(&nobody);
    let text = err.to_string();
    eprintln!("{text}");
    assert!(matches!(err, MetricsError::Http { .. }), "{text}");
    assert!(
        text.starts_with(&format!(
            "http://127.0.0.1:{port}/api/v1/query_range (query "
        )),
        "{text}"
    );
    assert!(text.contains("2 attempts"), "{text}");
    assert!(
        !text.contains("s3cret") && !text.contains("alice"),
        "{text}"
    );

    let err = run(&Source::new(format!("{}/not-prometheus", server.url)));
    let text = err.to_string();
    eprintln!("{text}");
    assert!(matches!(err, MetricsError::Http { .. }), "{text}");
    assert!(
        text.contains(&format!("{}/not-prometheus/api/v1/query_range", server.url)),
        "{text}"
    );
    assert!(
        text.contains("HTTP 404") && text.contains("/api/v1"),
        "{text}"
    );

    let (from, to) = range();
    let err = prometheus::query_range(
        &server.source(),
        "count_over_time(up[1h)",
        from,
        to,
        Duration::from_secs(3600),
        &mut Discard,
    )
    .unwrap_err();
    let text = err.to_string();
    eprintln!("{text}");
    assert!(matches!(err, MetricsError::QueryFailed { .. }), "{text}");
    assert!(
        text.starts_with(&format!(
            "{}/api/v1/query_range (query count_over_time(up[1h)",
            server.url
        )),
        "{text}"
    );
    assert!(
        text.contains("(bad_data): ") && text.contains("parse error"),
        "{text}"
    );

    // 3 days at 1 s: over Prometheus's 11,000 points.
    let err = prometheus::query_range(
        &server.source(),
        "up",
        from,
        to,
        Duration::from_secs(1),
        &mut Discard,
    )
    .unwrap_err();
    let text = err.to_string();
    eprintln!("{text}");
    assert!(text.contains("11,000 points"), "{text}");
    assert!(text.contains(&server.url), "{text}");

    let err = prometheus::estimate(
        &Source::new(format!("{}/nope", server.url)),
        range(),
        Duration::from_secs(15),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains(&format!("{}/nope/api/v1/series", server.url)),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------
// (d) Cancel

/// The cancel flag is checked between requests: set during the third request's progress
/// call, the fetch stops with three done.
#[test]
fn cancel_stops_between_requests() {
    let server = Prometheus::start("cancel");
    for (mode, total) in [(Mode::Raw, 8), (Mode::ServerSide, 8)] {
        let cancel = AtomicBool::new(false);
        let mut calls = 0;
        let err = prometheus::fetch(
            &server.source(),
            range(),
            &options(mode),
            |done, _| {
                calls += 1;
                if done == 3 {
                    cancel.store(true, Ordering::Relaxed);
                }
            },
            &cancel,
        )
        .unwrap_err();
        assert!(
            matches!(err, MetricsError::Cancelled { done: 3, total: t, .. } if t == total),
            "{err}"
        );
        assert_eq!(calls, 4, "progress at 0, 1, 2, 3");
        assert!(err.to_string().starts_with(&server.url), "{err}");
    }
    let cancelled = AtomicBool::new(true);
    let err = prometheus::fetch(
        &server.source(),
        range(),
        &options(Mode::Auto),
        |_, _| panic!("no request when cancelled before the start"),
        &cancelled,
    )
    .unwrap_err();
    assert!(
        matches!(err, MetricsError::Cancelled { done: 0, .. }),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------
// Retries, Retry-After, credentials: a scripted HTTP server

/// Answers each connection with the next scripted response and records the requests'
/// heads (lower-cased).
struct Scripted {
    url: String,
    heads: Arc<Mutex<Vec<String>>>,
}

fn scripted(responses: Vec<String>) -> Scripted {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let heads = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&heads);
    std::thread::spawn(move || {
        for response in responses {
            let (stream, _) = listener.accept().unwrap();
            let mut reader = BufReader::new(stream);
            let mut head = String::new();
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap() == 0 || line == "\r\n" {
                    break;
                }
                head.push_str(&line);
            }
            seen.lock().unwrap().push(head.to_ascii_lowercase());
            let mut stream = reader.into_inner();
            stream.write_all(response.as_bytes()).unwrap();
            stream.flush().unwrap();
        }
    });
    Scripted { url, heads }
}

fn response(status: &str, headers: &str, body: &str) -> String {
    format!(
        "HTTP/1.1 {status}\r\nContent-Length: {}\r\nConnection: close\r\n{headers}\r\n{body}",
        body.len()
    )
}

const MATRIX: &str = r#"{"status":"success","data":{"resultType":"matrix","result":[{"metric":{"__name__":"vllm:num_requests_running","instance":"n:8000"},"values":[[1792368000,"1"],[1792368015,"2"]]}]}}"#;

fn query(source: &Source) -> Result<read::ReadReport, MetricsError> {
    let (from, _) = range();
    prometheus::query_range(
        source,
        "vllm:num_requests_running",
        from,
        from,
        Duration::from_secs(15),
        &mut Discard,
    )
}

#[test]
fn retries_honour_retry_after_and_send_the_token() {
    let server = scripted(vec![
        response(
            "503 Service Unavailable",
            "Retry-After: 1\r\n",
            "overloaded",
        ),
        response("429 Too Many Requests", "Retry-After: 0\r\n", ""),
        response("200 OK", "Content-Type: application/json\r\n", MATRIX),
    ]);
    let source = Source {
        auth: Auth::Bearer("tok-123".into()),
        ..Source::new(&server.url)
    };
    let t = Instant::now();
    let report = query(&source).unwrap();
    let elapsed = t.elapsed();
    assert_eq!((report.series, report.samples), (1, 2));
    // Retry-After 1 s, then 0 s (the back-off alone would wait 0.5 s, then 1 s).
    assert!(elapsed >= Duration::from_secs(1), "{elapsed:?}");
    assert!(elapsed < Duration::from_millis(1400), "{elapsed:?}");
    let heads = server.heads.lock().unwrap();
    assert_eq!(heads.len(), 3);
    for head in heads.iter() {
        assert!(head.starts_with("get /api/v1/query_range?query=vllm%3anum_requests_running&start=1792368000&end=1792368000&step=15 "), "{head}");
        assert!(head.contains("authorization: bearer tok-123\r\n"), "{head}");
    }
}

#[test]
fn server_errors_fail_after_retries_without_credentials() {
    let boom = response("500 Internal Server Error", "", "boom\nat line 3");
    let server = scripted(vec![boom.clone(), boom.clone(), boom]);
    let port = server.url.rsplit(':').next().unwrap();
    let source = Source {
        retries: 2,
        ..Source::new(format!("http://bob:pa%20ss@127.0.0.1:{port}"))
    };
    let err = query(&source).unwrap_err();
    let text = err.to_string();
    eprintln!("{text}");
    assert!(matches!(err, MetricsError::Http { .. }), "{text}");
    assert!(
        text.starts_with(&format!(
            "{}/api/v1/query_range (query vllm:num_requests_running, ",
            server.url
        )),
        "{text}"
    );
    assert!(
        text.ends_with("HTTP 500 Internal Server Error: boom at line 3 (3 attempts)"),
        "{text}"
    );
    assert!(
        !text.contains("bob") && !text.contains("pa ss") && !text.contains("pa%20ss"),
        "{text}"
    );
    let heads = server.heads.lock().unwrap();
    assert_eq!(heads.len(), 3);
    assert!(
        heads
            .iter()
            .all(|h| h.contains("authorization: basic ym9ionbhihnz\r\n"))
    );
}

#[test]
fn prometheus_errors_are_not_retried() {
    let server = scripted(vec![
        response(
            "422 Unprocessable Entity",
            "Content-Type: application/json\r\n",
            r#"{"status":"error","errorType":"execution","error":"query processing would load too many samples into memory in query execution"}"#,
        ),
        response("401 Unauthorized", "", "Unauthorized"),
    ]);
    let source = Source::new(&server.url);
    let err = query(&source).unwrap_err();
    let text = err.to_string();
    eprintln!("{text}");
    assert!(matches!(err, MetricsError::QueryFailed { .. }), "{text}");
    assert!(
        text.contains("(execution): query processing would load too many samples"),
        "{text}"
    );
    let err = query(&source).unwrap_err();
    let text = err.to_string();
    eprintln!("{text}");
    assert!(text.contains("HTTP 401 Unauthorized"), "{text}");
    assert!(text.contains(prometheus::TOKEN_ENV), "{text}");
    assert_eq!(server.heads.lock().unwrap().len(), 2);
}
