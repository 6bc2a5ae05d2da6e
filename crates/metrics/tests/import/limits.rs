//! Hostile input that is well formed (issue 16, items 3, 4 and 8): a span of decades, too
//! many series, huge label values, a lone sample far from the rest, values outside their
//! range. Each is answered, quickly and in bounded memory: a summary that says what it left
//! out, or an error naming the file, the limit and the value.
//!
//! The inputs are OpenMetrics text as `promtool tsdb create-blocks-from openmetrics` takes
//! it (seconds, `# TYPE`, `# EOF`; see testdata/metrics/gen.py's OpenMetrics writer) with
//! the labels dcgm-exporter and vLLM put on their series.

use gpucase_metrics::hourly::{HourlyAggregator, MAX_LABEL_VALUE_BYTES, MAX_SERIES};
use gpucase_metrics::summary::{MAX_HOURS, Summary, SummaryOptions};
use gpucase_metrics::{MetricsError, ReadOptions, read};

/// 2026-10-01 00:00:00 UTC.
const T0: i64 = 1_790_812_800;
const HOUR: i64 = 3_600;

fn summarise(text: &str) -> Result<Summary, MetricsError> {
    let mut agg = HourlyAggregator::new();
    read::read(text.as_bytes(), "in.om", &ReadOptions::default(), &mut agg)?;
    Summary::compute(&agg.finish(), &SummaryOptions::default())
}

fn sm_line(host: &str, gpu: u32, value: f64, at: i64) -> String {
    format!(
        "DCGM_FI_PROF_SM_ACTIVE{{gpu=\"{gpu}\",UUID=\"GPU-{host}-{gpu}\",modelName=\"NVIDIA H200\",Hostname=\"{host}\"}} {value} {at}\n"
    )
}

/// The file of the issue: 1,000 series, two samples 20 years apart, about 148 KB. Before,
/// the summary laid every GPU-hour of the 20 years out at 72 bytes: 56 s and 13 GB. The
/// data sits at two ends of equal weight, so neither is an outlier and the span is refused
/// before anything is laid out.
#[test]
fn a_thousand_series_twenty_years_apart_are_refused_at_once() {
    let mut text = String::from("# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n");
    let later = T0 + 20 * 8_760 * HOUR;
    for g in 0..1_000 {
        let host = format!("n{:03}", g / 8);
        text.push_str(&sm_line(&host, g % 8, 0.5, T0));
        text.push_str(&sm_line(&host, g % 8, 0.5, later));
    }
    text.push_str("# EOF\n");
    assert!((140_000..300_000).contains(&text.len()), "{}", text.len());
    let started = std::time::Instant::now();
    let err = summarise(&text).unwrap_err();
    let MetricsError::PeriodTooLong { hours, max, .. } = err else {
        panic!("{err}");
    };
    assert_eq!((hours, max), (20 * 8_760 + 1, MAX_HOURS));
    // Generous for a debug build on a shared machine; the release CLI answers in well
    // under a second (see the commit).
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
}

/// A 1 MB label value is refused naming the file, the label, the limit and the value's
/// length, and the error quotes at most 80 characters of it (a 50 MB value gave a 52 MB
/// error line).
#[test]
fn a_huge_label_value_is_refused_and_quoted_short() {
    let huge = "x".repeat(1 << 20);
    let text = format!(
        "# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n{}# EOF\n",
        sm_line(&huge, 0, 0.5, T0)
    );
    let err = summarise(&text).unwrap_err();
    let message = err.to_string();
    let MetricsError::TooLong {
        file,
        what,
        bytes,
        max,
        start,
    } = err
    else {
        panic!("{message}");
    };
    assert_eq!(file, "in.om");
    assert_eq!(what, "label Hostname");
    assert_eq!((bytes, max), (1 << 20, MAX_LABEL_VALUE_BYTES));
    assert_eq!(start, format!("{}…", "x".repeat(80)));
    assert!(message.len() < 300, "{} bytes", message.len());
    // The same for a metric name that is not even read.
    let text = format!("{} 1 {T0}\n# EOF\n", "y".repeat(1 << 20));
    let message = summarise(&text).unwrap_err().to_string();
    assert!(
        message.contains("metric name has 1048576 bytes"),
        "{message}"
    );
    assert!(message.len() < 300, "{} bytes", message.len());
}

/// One more series than the limit is refused naming the file and the limit.
#[test]
fn more_series_than_the_limit_are_refused() {
    let mut text = String::with_capacity(MAX_SERIES * 60);
    for g in 0..=MAX_SERIES {
        text.push_str(&format!(
            "DCGM_FI_PROF_SM_ACTIVE{{gpu=\"{}\",Hostname=\"h{}\"}} 0.5 {T0}\n",
            g % 8,
            g / 8
        ));
    }
    let err = summarise(&text).unwrap_err();
    assert!(
        matches!(&err, MetricsError::TooManySeries { file, max } if file == "in.om" && *max == MAX_SERIES),
        "{err}"
    );
}

/// A wide Grafana CSV written row by row as it is read: `columns` SM series, `rows` hours.
/// It counts the bytes the reader pulled, to show where reading stopped.
struct WideCsv {
    columns: usize,
    rows: usize,
    row: usize,
    pending: Vec<u8>,
    pulled: std::rc::Rc<std::cell::Cell<u64>>,
}

impl std::io::Read for WideCsv {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.pending.is_empty() {
            if self.row == 0 {
                let names: Vec<String> = (0..self.columns)
                    .map(|c| {
                        format!(
                            "\"DCGM_FI_PROF_SM_ACTIVE{{gpu=\"\"{}\"\", Hostname=\"\"h{}\"\"}}\"",
                            c % 8,
                            c / 8
                        )
                    })
                    .collect();
                self.pending = format!("\"Time\",{}\n", names.join(",")).into_bytes();
            } else if self.row <= self.rows {
                let at = T0 + (self.row as i64 - 1) * HOUR;
                self.pending = format!("{at}{}\n", ",0.5".repeat(self.columns)).into_bytes();
            } else {
                return Ok(0);
            }
            self.row += 1;
        }
        let n = buf.len().min(self.pending.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        self.pulled.set(self.pulled.get() + n as u64);
        Ok(n)
    }
}

/// Issue 33: 100,000 SM columns × 2,000 hours (a 656 KB gzip CSV) took 4.4 GB before the
/// GPU-hour limit refused it, at the end. The hours kept are counted while reading and the
/// reader stops at the limit: here 1,000 columns × 2,000 hours (2,000,000 series-hours)
/// against a limit of 100,000, refused after about a twentieth of the input.
#[test]
fn hours_beyond_the_limit_stop_the_reading() {
    let pulled = std::rc::Rc::new(std::cell::Cell::new(0));
    let input = WideCsv {
        columns: 1_000,
        rows: 2_000,
        row: 0,
        pending: Vec::new(),
        pulled: pulled.clone(),
    };
    // Each row is the time and 1,000 × ",0.5": about 4 KB; the whole about 8 MB.
    let whole = 2_000 * (10 + 4 * 1_000);
    let mut agg = HourlyAggregator::new().with_hour_limit(100_000);
    let err = read::read(input, "wide.csv", &ReadOptions::default(), &mut agg).unwrap_err();
    assert!(
        matches!(&err, MetricsError::TooManyHours { file, max } if file == "wide.csv" && *max == 100_000),
        "{err}"
    );
    // 100 rows reach the limit; the reader stops within its buffer after them.
    assert!(
        pulled.get() < whole / 10,
        "read {} of {whole} bytes",
        pulled.get()
    );
    assert!(
        err.to_string().contains("summarise the fleet in parts"),
        "{err}"
    );
}

/// A month of one GPU with requests from 08:00 to 16:00 UTC, and one sample of it moved a
/// year later (the issue's `metrics import` case: 68.8 % became 0.2 %). The lone sample is
/// an outlier: reported with its series and hour, left out of the period, so the share
/// stays that of the month.
#[test]
fn a_lone_sample_a_year_later_is_an_outlier_not_a_year_of_idle_hours() {
    let mut text = String::from(
        "# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n# TYPE vllm:num_requests_running gauge\n",
    );
    let hours = 30 * 24;
    for h in 0..hours {
        let at = T0 + h * HOUR + 60;
        let busy = (8..16).contains(&(h % 24));
        text.push_str(&sm_line("n1", 0, if busy { 0.6 } else { 0.0 }, at));
        text.push_str(&format!(
            "vllm:num_requests_running{{instance=\"n1:8000\",model_name=\"m\"}} {} {at}\n",
            if busy { 3 } else { 0 }
        ));
    }
    let lone = T0 + 395 * 24 * HOUR + 60;
    text.push_str(&sm_line("n1", 0, 0.6, lone));
    text.push_str("# EOF\n");
    let s = summarise(&text).unwrap();
    assert_eq!(s.period.hours, 720);
    assert_eq!(s.productive_gpu_hours, 30 * 8);
    assert_eq!(s.no_data_gpu_hours, 0);
    assert_eq!(s.productive_share, 0.3333);
    let out = &s.data_quality.outliers;
    assert_eq!((out.series_hours, out.samples), (1, 1));
    assert_eq!(out.listed.len(), 1);
    assert_eq!(
        out.listed[0].series,
        "DCGM_FI_PROF_SM_ACTIVE{Hostname=\"n1\",gpu=\"0\"}"
    );
    assert_eq!(out.listed[0].hour_utc, "2027-10-31T00:00:00Z");
}

/// Two months of comparable weight half a year apart are both data: the months between
/// are no data, counted apart, and the share of the hours with data is that of the months.
#[test]
fn two_months_apart_keep_the_hours_between_as_no_data() {
    let mut text = String::from("# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n");
    for start in [0, 180 * 24] {
        for h in start..start + 30 * 24 {
            let v = if h % 2 == 0 { 0.5 } else { 0.0 };
            text.push_str(&sm_line("n1", 0, v, T0 + h * HOUR));
        }
    }
    let s = summarise(&text).unwrap();
    assert_eq!(s.period.hours, 210 * 24);
    assert!(s.data_quality.outliers.listed.is_empty());
    assert_eq!(s.no_data_gpu_hours, 150 * 24);
    assert_eq!(s.productive_share_of_hours_with_data, 0.5);
}

/// SM activity of 85 (a percentage where DCGM writes a ratio), -5 and 1e308, and GPU
/// utilisation of 250 %: counted per series and never used. Before, each counted as a
/// busy hour with a clean data-quality report. An hour whose only SM samples are out of
/// range has no data; one with an in-range sample beside them counts that sample.
#[test]
fn values_outside_their_range_are_counted_and_never_used() {
    let mut text =
        String::from("# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n");
    for (h, values) in [
        (0, &[0.0][..]),
        (1, &[85.0][..]),
        (2, &[-5.0][..]),
        (3, &[1e308][..]),
        (4, &[1e308, 0.02][..]),
        (5, &[0.0][..]),
    ] {
        for (k, v) in values.iter().enumerate() {
            text.push_str(&sm_line("n1", 0, *v, T0 + h * HOUR + 60 * k as i64));
        }
    }
    text.push_str(&format!(
        "DCGM_FI_DEV_GPU_UTIL{{gpu=\"0\",Hostname=\"n1\"}} 250 {}\n# EOF\n",
        T0 + 60
    ));
    let s = summarise(&text).unwrap();
    assert_eq!(s.productive_gpu_hours, 0);
    assert_eq!(s.no_data_gpu_hours, 3);
    let dq = &s.data_quality;
    assert_eq!(dq.out_of_range, 5);
    let row = |name: &str| {
        dq.per_series
            .iter()
            .find(|r| r.series.starts_with(name))
            .unwrap()
            .quality
            .out_of_range
    };
    assert_eq!(row("DCGM_FI_PROF_SM_ACTIVE"), 4);
    assert_eq!(row("DCGM_FI_DEV_GPU_UTIL"), 1);
    assert_eq!(s.per_gpu[0].mean_gpu_util, None);
}
