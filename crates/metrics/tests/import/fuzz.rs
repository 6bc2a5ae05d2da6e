//! A bounded fuzz run per reader (issue 16, "Must show"): 256 deterministic cases each of
//! a valid sample of the format with random byte edits (flips, insertions, cuts, repeats of
//! a slice) or plain random bytes, read with the format forced and then summarised. No
//! case may panic; every case ends in a summary or an error. Inputs stay under 64 KiB, so
//! no case comes near 1 GB or 10 s (the whole run takes a few seconds in a debug build).
//!
//! The seeds are the shapes of `errors.rs` and `formats.rs`: a Prometheus `query_range`
//! response, VictoriaMetrics `/api/v1/export` lines, OpenMetrics as promtool backfills it,
//! Prometheus text with ms timestamps, and Grafana's "Download CSV".

use gpucase_metrics::ReadOptions;
use gpucase_metrics::hourly::HourlyAggregator;
use gpucase_metrics::read::{self, Format};
use gpucase_metrics::summary::{Summary, SummaryOptions};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};

const PROMJSON: &str = r#"{"status":"success","data":{"resultType":"matrix","result":[{"metric":{"__name__":"DCGM_FI_PROF_SM_ACTIVE","gpu":"0","Hostname":"n1"},"values":[[1790812815,"0.5"],[1790816415,"0.7"]]},{"metric":{"__name__":"vllm:num_requests_running","instance":"n1:8000"},"values":[[1790812815,"1"],[1790816415,"NaN"]]}]}}"#;
const VMJSONL: &str = "{\"metric\":{\"__name__\":\"DCGM_FI_PROF_SM_ACTIVE\",\"gpu\":\"0\",\"Hostname\":\"n1\"},\"values\":[0.5,0.7],\"timestamps\":[1790812815000,1790816415000]}\n{\"metric\":{\"__name__\":\"vllm:num_requests_running\",\"instance\":\"n1:8000\"},\"values\":[1,2],\"timestamps\":[1790812815000,1790816415000]}\n";
const OPENMETRICS: &str = "# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\nDCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",Hostname=\"n1\"} 0.5 1790812815\nDCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",Hostname=\"n1\"} 0.7 1790816415.5\n# TYPE vllm:num_requests_running gauge\nvllm:num_requests_running{instance=\"n1:8000\"} 1 1790812815\n# EOF\n";
const PROMTEXT: &str = "DCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",Hostname=\"n1\"} 0.5 1790812815000\nDCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",Hostname=\"n1\"} 0.7 1790816415000\nvllm:num_requests_running{instance=\"n1:8000\"} 1 1790812815000\n";
const CSV: &str = "\"Time\",\"DCGM_FI_PROF_SM_ACTIVE{Hostname=\"\"n1\"\", gpu=\"\"0\"\"}\",\"vllm:num_requests_running{instance=\"\"n1:8000\"\"}\"\r\n2026-10-01 00:00:15,0.5,1\r\n2026-10-01 01:00:15,0.7,0\r\n";

/// Cases per reader.
const CASES: u32 = 256;

/// One edit of the seed.
#[derive(Debug, Clone)]
enum Edit {
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Cut(usize),
    Repeat(usize, usize, u16),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Edit::Flip(i, b)),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..16))
            .prop_map(|(i, bytes)| Edit::Insert(i, bytes)),
        any::<usize>().prop_map(Edit::Cut),
        (any::<usize>(), 1usize..64, 1u16..256).prop_map(|(i, n, k)| Edit::Repeat(i, n, k)),
    ]
}

/// The seed with the edits applied, at most 64 KiB; or random bytes.
fn input(seed: &'static str) -> impl Strategy<Value = Vec<u8>> {
    let edited = prop::collection::vec(edit(), 0..8).prop_map(move |edits| {
        let mut bytes = seed.as_bytes().to_vec();
        for e in edits {
            let at = |i: usize, len: usize| if len == 0 { 0 } else { i % len };
            match e {
                Edit::Flip(i, b) if !bytes.is_empty() => {
                    let i = at(i, bytes.len());
                    bytes[i] = b;
                }
                Edit::Flip(..) => {}
                Edit::Insert(i, more) => {
                    let i = at(i, bytes.len() + 1);
                    bytes.splice(i..i, more);
                }
                Edit::Cut(i) => bytes.truncate(at(i, bytes.len() + 1)),
                Edit::Repeat(i, n, k) => {
                    let i = at(i, bytes.len() + 1);
                    let slice = bytes[i..(i + n).min(bytes.len())].to_vec();
                    for _ in 0..k {
                        if bytes.len() + slice.len() > 64 * 1024 {
                            break;
                        }
                        bytes.splice(i..i, slice.iter().copied());
                    }
                }
            }
        }
        bytes
    });
    prop_oneof![
        4 => edited,
        1 => prop::collection::vec(any::<u8>(), 0..512),
    ]
}

fn run(format: Format, seed: &'static str) {
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        rng_seed: RngSeed::Fixed(16),
        ..Config::default()
    };
    let options = ReadOptions {
        format: Some(format),
        ..ReadOptions::default()
    };
    let started = std::time::Instant::now();
    let mut runner = TestRunner::new(config);
    runner
        .run(&input(seed), |bytes| {
            let mut agg = HourlyAggregator::new();
            if read::read(bytes.as_slice(), "fuzz", &options, &mut agg).is_ok() {
                // A summary or an error: anything but a panic.
                let _ = Summary::compute(&agg.finish(), &SummaryOptions::default());
            }
            Ok(())
        })
        .unwrap();
    let took = started.elapsed();
    eprintln!("{format}: {CASES} cases in {took:?}");
    assert!(took.as_secs() < 10, "{format}: {took:?}");
}

#[test]
fn fuzz_prometheus_query_range() {
    run(Format::PromQueryRange, PROMJSON);
}

#[test]
fn fuzz_victoriametrics_export() {
    run(Format::VictoriaMetricsJsonl, VMJSONL);
}

#[test]
fn fuzz_openmetrics() {
    run(Format::OpenMetrics, OPENMETRICS);
}

#[test]
fn fuzz_prometheus_text() {
    run(Format::PrometheusText, PROMTEXT);
}

#[test]
fn fuzz_grafana_csv() {
    run(Format::GrafanaCsv, CSV);
}
