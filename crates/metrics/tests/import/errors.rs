//! Inputs that must fail, each with an error that says where and what was expected, and
//! inputs that must not panic whatever they hold.

use gpucase_metrics::read::{self, SampleSink, SeriesId, SeriesKey};
use gpucase_metrics::{MetricsError, ReadOptions};

struct Discard;

impl SampleSink for Discard {
    fn series(&mut self, _: &SeriesKey) -> Option<SeriesId> {
        Some(SeriesId(0))
    }

    fn sample(&mut self, _: SeriesId, _: i64, _: f64) {}
}

fn read_err(text: &[u8]) -> MetricsError {
    read::read(text, "in.txt", &ReadOptions::default(), &mut Discard).unwrap_err()
}

const PROM: &str = r#"{"status":"success","data":{"resultType":"matrix","result":[{"metric":{"__name__":"vllm:num_requests_running","instance":"n:8000"},"values":[[1790812815,"1"],[1790812830,"2"]]}]}}"#;
const VM: &str = "{\"metric\":{\"__name__\":\"a\"},\"values\":[1,2],\"timestamps\":[1790812815000,1790812830000]}\n";
const OM: &str = "# TYPE a gauge\na{x=\"1\"} 1 1790812815\na{x=\"1\"} 2 1790812830\n# EOF\n";
const CSV: &str = "\"Time\",\"a{x=\"\"1\"\"}\"\r\n2026-10-01 00:00:15,1\r\n2026-10-01 00:00:30,2";

#[test]
fn truncated_query_range_names_the_place() {
    let cut = &PROM.as_bytes()[..PROM.len() - 20];
    let err = read_err(cut);
    let text = err.to_string();
    assert!(matches!(err, MetricsError::Syntax { .. }), "{text}");
    assert!(text.starts_with("in.txt: line 1, column "), "{text}");
    assert!(text.contains("end of input"), "{text}");
    let multi = "{\n\"status\": \"success\",\n\"data\": {\"result\": [ {\"metric\": {}, \"values\": [[1, \"x\"]]}]}}";
    let text = read_err(multi.as_bytes()).to_string();
    assert!(text.contains("line 3"), "{text}");
    assert!(text.contains("a sample value"), "{text}");
}

#[test]
fn prometheus_errors_and_instant_queries() {
    let err = read_err(
        br#"{"status":"error","errorType":"bad_data","error":"invalid parameter \"query\""}"#,
    );
    assert!(matches!(err, MetricsError::QueryFailed { .. }));
    assert!(
        err.to_string()
            .contains("bad_data): invalid parameter \"query\""),
        "{err}"
    );
    let err = read_err(br#"{"status":"success","data":{"resultType":"vector","result":[]}}"#);
    assert!(err.to_string().contains("/api/v1/query_range"), "{err}");
    let err =
        read_err(br#"{"status":"success","data":{"result":[{"metric":{},"value":[1,"1"]}]}}"#);
    assert!(err.to_string().contains("/api/v1/query_range"), "{err}");
}

#[test]
fn junk_and_unknown_formats() {
    assert!(matches!(
        read_err(b"\x00\x01\x02\xff binary"),
        MetricsError::UnknownFormat { .. }
    ));
    assert!(matches!(read_err(b""), MetricsError::UnknownFormat { .. }));
    assert!(matches!(
        read_err(b"\x1f\x8bnot really gzip"),
        MetricsError::Io { .. }
    ));
    let err = read_err(b"[1,2,3]");
    assert!(err.to_string().contains("unknown format"), "{err}");
}

#[test]
fn text_sample_without_timestamp_names_its_line() {
    let err = read_err(b"# TYPE a gauge\na 1 1790812815\na{x=\"1\"} 2\n");
    let text = err.to_string();
    assert!(matches!(err, MetricsError::Unsupported { .. }), "{text}");
    assert!(text.contains("line 3"), "{text}");
    assert!(text.contains("without a timestamp"), "{text}");
}

#[test]
fn csv_missing_columns_are_named() {
    let err = read_err(b"\"Time\",\"a\",\"b\"\r\n2026-10-01 00:00:15,1\r\n");
    let text = err.to_string();
    assert!(text.contains("line 2"), "{text}");
    assert!(text.contains("column 3 \"b\" is missing"), "{text}");
    let err = read_err(b"time,name\n2026-10-01 00:00:15,up\n");
    assert!(err.to_string().contains("\"Value\" column"), "{err}");
    let err = read_err(b"sep=,\nwhen,a\n1,2\n");
    assert!(err.to_string().contains("\"Time\" column"), "{err}");
    let err = read_err(b"Time,a\n2026-10-01 00:00:15,abc\n");
    assert!(err.to_string().contains("column 2 \"a\""), "{err}");
}

#[test]
fn victoriametrics_length_mismatch_names_its_line() {
    let text =
        format!("{VM}{{\"metric\":{{\"__name__\":\"a\"}},\"values\":[1,2],\"timestamps\":[1]}}\n");
    let err = read_err(text.as_bytes());
    let text = err.to_string();
    assert!(text.contains("line 2"), "{text}");
    assert!(text.contains("2 values but 1 timestamps"), "{text}");
}

/// Every prefix and a few thousand byte flips of small valid inputs: errors, never panics.
#[test]
fn no_input_panics() {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for sample in [PROM, VM, OM, CSV] {
        let bytes = sample.as_bytes();
        for cut in 0..bytes.len() {
            let _ = read::read(&bytes[..cut], "cut", &ReadOptions::default(), &mut Discard);
        }
        for _ in 0..2_000 {
            let mut mutated = bytes.to_vec();
            for _ in 0..1 + next() % 3 {
                let at = (next() % mutated.len() as u64) as usize;
                mutated[at] = (next() % 256) as u8;
            }
            let _ = read::read(&mutated[..], "flip", &ReadOptions::default(), &mut Discard);
        }
    }
}
