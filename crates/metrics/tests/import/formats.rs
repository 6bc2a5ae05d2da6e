//! Hand-written samples of each export shape. Their shapes follow the formats' documentation
//! (Prometheus HTTP API, VictoriaMetrics export, OpenMetrics, Grafana's CSV download) and,
//! for query_range, a real response saved from Prometheus 2.42 (`example_query_range.json`).

use std::path::Path;

use gpucase_metrics::read::{self, SampleSink, SeriesId, SeriesKey};
use gpucase_metrics::{Format, ReadOptions, ReadReport};
use jiff::tz::TimeZone;

/// Records what a reader passes on.
#[derive(Default)]
pub struct Recorder {
    pub keys: Vec<SeriesKey>,
    pub samples: Vec<(u32, i64, f64)>,
}

impl SampleSink for Recorder {
    fn series(&mut self, key: &SeriesKey) -> Option<SeriesId> {
        if let Some(i) = self.keys.iter().position(|k| k == key) {
            return Some(SeriesId(i as u32));
        }
        self.keys.push(key.clone());
        Some(SeriesId(self.keys.len() as u32 - 1))
    }

    fn sample(&mut self, series: SeriesId, timestamp_ms: i64, value: f64) {
        self.samples.push((series.0, timestamp_ms, value));
    }
}

pub fn record(text: &[u8], options: &ReadOptions) -> (Recorder, ReadReport) {
    let mut rec = Recorder::default();
    let report = read::read(text, "sample", options, &mut rec).unwrap();
    (rec, report)
}

fn auto(text: &str) -> (Recorder, ReadReport) {
    record(text.as_bytes(), &ReadOptions::default())
}

/// 2026-10-01 00:00:15 UTC in ms.
const T15: i64 = 1_790_812_815_000;

#[test]
fn real_prometheus_response() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/metrics/example_query_range.json");
    let Ok(text) = std::fs::read(&path) else {
        panic!("missing {}", path.display());
    };
    let (rec, report) = record(&text, &ReadOptions::default());
    assert_eq!(report.format, Format::PromQueryRange);
    assert_eq!((report.series, report.samples), (3, 15));
    assert_eq!(rec.keys[0].name, "DCGM_FI_PROF_SM_ACTIVE");
    assert_eq!(rec.keys[1].label("instance"), Some("gpu-node-01:8000"));
    assert_eq!(rec.samples[0], (0, 1_790_850_165_000, 0.7));
}

#[test]
fn query_range_with_whitespace_reordered_keys_and_escapes() {
    let text = r#"
    {
      "data" : {
        "result" : [
          { "values" : [ [ 1790812815.5 , "1" ] , [1790812830,"NaN"],[1790812845,"+Inf"] ],
            "metric" : { "__name__" : "vllm:num_requests_running", "path" : "a\"b\\c\u00e9" } },
          {"metric":{"__name__":"x"},"values":[]}
        ],
        "resultType" : "matrix"
      },
      "status" : "success",
      "warnings": ["ignored", {"nested": [1, 2]}]
    }
    "#;
    let (rec, report) = auto(text);
    assert_eq!(report.format, Format::PromQueryRange);
    assert_eq!(rec.keys[0].label("path"), Some("a\"b\\cé"));
    assert_eq!(rec.samples.len(), 3);
    assert_eq!(rec.samples[0], (0, T15 + 500, 1.0));
    assert!(rec.samples[1].2.is_nan());
    assert_eq!(rec.samples[2].2, f64::INFINITY);
}

#[test]
fn victoriametrics_lines_in_any_key_order() {
    let text = concat!(
        r#"{"metric":{"__name__":"vllm:num_requests_running","instance":"n:8000"},"values":[1,2.5],"timestamps":[1790812815000,1790812830000]}"#,
        "\n",
        r#"{"timestamps":[1790812845000],"values":[null],"metric":{"__name__":"vllm:num_requests_running","instance":"n:8000"}}"#,
        "\n\n"
    );
    let (rec, report) = auto(text);
    assert_eq!(report.format, Format::VictoriaMetricsJsonl);
    assert_eq!(rec.keys.len(), 1);
    assert_eq!(rec.samples[..2], [(0, T15, 1.0), (0, T15 + 15_000, 2.5)]);
    assert!(rec.samples[2].2.is_nan());
}

#[test]
fn text_formats_tell_seconds_from_milliseconds() {
    let om = "# TYPE g gauge\ng{a=\"1\"} 0.5 1790812815.25\ng{a=\"1\"} 1e0 1790812830 # {trace=\"x\"} 1\n# EOF\n";
    let (rec, report) = auto(om);
    assert_eq!(report.format, Format::OpenMetrics);
    assert_eq!(
        rec.samples,
        vec![(0, T15 + 250, 0.5), (0, T15 + 15_000, 1.0)]
    );
    let prom = "# HELP g x\ng{a=\"1\"} 0.5 1790812815000\nh 2 1790812830000\r\n";
    let (rec, report) = auto(prom);
    assert_eq!(report.format, Format::PrometheusText);
    assert_eq!(rec.samples, vec![(0, T15, 0.5), (1, T15 + 15_000, 2.0)]);
    let forced = ReadOptions {
        format: Some(Format::PrometheusText),
        ..ReadOptions::default()
    };
    let (rec, _) = record(b"g 1 1790812815\n", &forced);
    assert_eq!(rec.samples[0].1, 1_790_812_815);
}

#[test]
fn grafana_wide_csv_and_excel_variant() {
    let wide = "\"Time\",\"DCGM_FI_PROF_SM_ACTIVE{gpu=\"\"0\"\", Hostname=\"\"n\"\"}\",\"GPU 1\"\r\n\
                2026-10-01 00:00:15,0.5,\r\n2026-10-01 00:00:30,,0.25";
    let (rec, report) = auto(wide);
    assert_eq!(report.format, Format::GrafanaCsv);
    assert_eq!(rec.keys[0].label("Hostname"), Some("n"));
    assert_eq!(rec.keys[1].name, "GPU 1");
    assert_eq!(rec.samples, vec![(0, T15, 0.5), (1, T15 + 15_000, 0.25)]);
    let excel = "\u{feff}sep=;\r\n\"Time\";\"a\"\r\n1790812815000;0.5\r\n";
    let (rec, _) = auto(excel);
    assert_eq!(rec.samples, vec![(0, T15, 0.5)]);
}

#[test]
fn grafana_long_csv_shapes() {
    let long = "time,name,value\n2026-10-01T00:00:15Z,up{job=\"a\"},1\n2026-10-01T00:00:15Z,down,2\n2026-10-01T00:00:30Z,up{job=\"a\"},3\n";
    let (rec, _) = auto(long);
    assert_eq!(rec.keys.len(), 2);
    assert_eq!(
        rec.samples,
        vec![(0, T15, 1.0), (1, T15, 2.0), (0, T15 + 15_000, 3.0)]
    );
    let old = "Series;Time;Value\n\"up{job=\"\"a\"\"}\";2026-10-01T02:00:15+02:00;4\n";
    let (rec, _) = auto(old);
    assert_eq!(rec.keys[0].label("job"), Some("a"));
    assert_eq!(rec.samples, vec![(0, T15, 4.0)]);
}

#[test]
fn csv_times_without_offset_use_the_given_zone() {
    let options = ReadOptions {
        csv_time_zone: TimeZone::get("Europe/Berlin").unwrap(),
        ..ReadOptions::default()
    };
    let (rec, _) = record(b"Time,a\n2026-10-01 02:00:15,1\n", &options);
    assert_eq!(rec.samples, vec![(0, T15, 1.0)]);
}
