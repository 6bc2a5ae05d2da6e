//! Streaming readers for exported metrics: Prometheus `query_range` JSON, VictoriaMetrics
//! export JSON lines, OpenMetrics and Prometheus text, and Grafana CSV, plain or gzip.
//!
//! A reader never holds the whole file: it walks the bytes chunk by chunk and hands each
//! series and sample to a [`SampleSink`] (usually [`crate::hourly::HourlyAggregator`]).
//! Memory is one chunk plus, for formats that split a series into parallel arrays
//! (VictoriaMetrics) or put its samples before its labels, the samples of one series.
//!
//! **Format detection** looks at the first bytes after gunzip and a byte order mark:
//! - `{` whose first key is `metric`, `values` or `timestamps`: VictoriaMetrics export lines;
//!   any other first key (`status`, `data`, …): a Prometheus API response.
//! - a first line `sep=…`, one starting with `"`, or one with `time` (any case) and a `,`
//!   or `;` before which there is no `{` or space: Grafana CSV.
//! - a first line starting with `#` or with a metric name: text exposition.
//!
//! **Text timestamps:** OpenMetrics writes seconds (`1730000000.5`), the Prometheus text
//! format integer milliseconds. A `# EOF` line only shows at the end, so the first timestamp
//! decides: a fraction, or a value below 10^11, means seconds; an integer of 10^11 or more,
//! milliseconds (10^11 s is the year 5138, 10^11 ms is 1973-03-03, so real exports are never
//! ambiguous). Forcing [`Format::OpenMetrics`] or [`Format::PrometheusText`] skips the guess.

mod csv;
mod json;
mod labels;
mod number;
mod promjson;
mod scan;
mod text;
mod vmjsonl;

use std::fmt;
use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;

use flate2::read::MultiGzDecoder;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};

use crate::error::{MetricsError, show_bytes};
use crate::hourly::Refusal;
use scan::Scanner;

/// A series: metric name and labels (sorted by label name, without `__name__`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SeriesKey {
    /// The metric name (`__name__`), empty when the export has none.
    pub name: String,
    /// Label pairs, sorted by name.
    pub labels: Vec<(String, String)>,
}

impl SeriesKey {
    /// A key from a name and labels in any order; a `__name__` label becomes the name when
    /// `name` is empty and is dropped from the labels.
    pub fn new(name: impl Into<String>, mut labels: Vec<(String, String)>) -> Self {
        let mut name = name.into();
        if let Some(i) = labels.iter().position(|(k, _)| k == "__name__") {
            let (_, v) = labels.remove(i);
            if name.is_empty() {
                name = v;
            }
        }
        labels.sort();
        Self { name, labels }
    }

    /// The value of label `name`.
    pub fn label(&self, name: &str) -> Option<&str> {
        self.labels
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

impl fmt::Display for SeriesKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        if self.labels.is_empty() {
            return Ok(());
        }
        f.write_str("{")?;
        for (i, (k, v)) in self.labels.iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            write!(f, "{sep}{k}={v:?}")?;
        }
        f.write_str("}")
    }
}

/// A sink's handle for a series, returned by [`SampleSink::series`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeriesId(pub u32);

/// Receives what a reader finds: a series, then its samples. A series may be announced
/// again (another file, an interleaved text export); the sink decides whether it is the same.
pub trait SampleSink {
    /// A series begins; returns the handle its samples will carry, or `None` to skip them.
    fn series(&mut self, key: &SeriesKey) -> Option<SeriesId>;
    /// One sample: milliseconds since the Unix epoch (UTC) and the value as exported
    /// (`NaN` and infinities included).
    fn sample(&mut self, series: SeriesId, timestamp_ms: i64, value: f64);
    /// A limit the input broke (see [`crate::hourly`]), taken once; the reader then fails
    /// with an error naming the file. The default sink has no limits.
    fn take_refusal(&mut self) -> Option<Refusal> {
        None
    }
    /// Whether a limit is broken and reading should stop (at the reader's next buffer, so
    /// memory stays bounded by the limit). The default sink never refuses.
    fn refusing(&self) -> bool {
        false
    }
}

/// Reads `inner` until the shared flag says stop, then reports the end of the input: the
/// reader stops at its next buffer, and the refusal, taken first, explains why.
struct Stoppable<R> {
    inner: R,
    stop: std::rc::Rc<std::cell::Cell<bool>>,
}

impl<R: Read> Read for Stoppable<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.stop.get() {
            return Ok(0);
        }
        self.inner.read(buf)
    }
}

/// A supported export format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Prometheus HTTP API `/api/v1/query_range` response (`resultType: matrix`).
    PromQueryRange,
    /// VictoriaMetrics `/api/v1/export`: one JSON object per line, ms timestamps.
    VictoriaMetricsJsonl,
    /// OpenMetrics text with timestamps in seconds (ends with `# EOF`).
    OpenMetrics,
    /// Prometheus text exposition with timestamps in milliseconds.
    PrometheusText,
    /// A Grafana panel's CSV download (wide, long, "for Excel" or the older `;` format).
    GrafanaCsv,
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::PromQueryRange => "Prometheus query_range JSON",
            Self::VictoriaMetricsJsonl => "VictoriaMetrics export JSON lines",
            Self::OpenMetrics => "OpenMetrics text",
            Self::PrometheusText => "Prometheus text",
            Self::GrafanaCsv => "Grafana CSV",
        })
    }
}

/// How to read an input.
#[derive(Debug, Clone)]
pub struct ReadOptions {
    /// Force a format instead of detecting it from the first bytes.
    pub format: Option<Format>,
    /// Time zone of CSV times written without an offset (Grafana writes the dashboard's
    /// time zone); UTC by default.
    pub csv_time_zone: TimeZone,
}

impl Default for ReadOptions {
    fn default() -> Self {
        Self {
            format: None,
            csv_time_zone: TimeZone::UTC,
        }
    }
}

/// What one input held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ReadReport {
    /// The format read (detected or forced).
    pub format: Format,
    /// Whether the input was gzip-compressed.
    pub gzip: bool,
    /// Bytes read after decompression.
    pub bytes: u64,
    /// Series announced to the sink.
    pub series: u64,
    /// Samples passed to the sink (those of series it declined are not counted).
    pub samples: u64,
}

/// Reads the file at `path` into `sink`; the path's display form names it in errors.
pub fn read_path<S: SampleSink>(
    path: &Path,
    options: &ReadOptions,
    sink: &mut S,
) -> Result<ReadReport, MetricsError> {
    let name = path.display().to_string();
    let file = File::open(path).map_err(|source| MetricsError::Io {
        file: name.clone(),
        source,
    })?;
    read(file, &name, options, sink)
}

/// Reads `input` (plain or gzip) into `sink`; `name` names it in errors.
pub fn read<R: Read, S: SampleSink>(
    mut input: R,
    name: &str,
    options: &ReadOptions,
    sink: &mut S,
) -> Result<ReadReport, MetricsError> {
    let io = |source| MetricsError::Io {
        file: name.to_owned(),
        source,
    };
    let mut magic = [0u8; 2];
    let mut got = 0;
    while got < magic.len() {
        match input.read(&mut magic[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io(e)),
        }
    }
    let head = std::io::Cursor::new(magic).take(got as u64).chain(input);
    let gzip = got == 2 && magic == [0x1f, 0x8b];
    let stop = std::rc::Rc::new(std::cell::Cell::new(false));
    let mut counting = Counting {
        sink,
        series: 0,
        samples: 0,
        stop: stop.clone(),
    };
    let read = if gzip {
        let decoder = MultiGzDecoder::new(BufReader::with_capacity(256 * 1024, head));
        let input = Stoppable {
            inner: decoder,
            stop,
        };
        read_decoded(Scanner::new(input, name), options, &mut counting)
    } else {
        let input = Stoppable { inner: head, stop };
        read_decoded(Scanner::new(input, name), options, &mut counting)
    };
    // A broken limit explains what follows it (a reader may fail later on the same junk).
    if let Some(refusal) = counting.sink.take_refusal() {
        return Err(refused(name, refusal));
    }
    let (format, bytes) = read?;
    Ok(ReadReport {
        format,
        gzip,
        bytes,
        series: counting.series,
        samples: counting.samples,
    })
}

fn read_decoded<R: Read, S: SampleSink>(
    mut sc: Scanner<R>,
    options: &ReadOptions,
    sink: &mut S,
) -> Result<(Format, u64), MetricsError> {
    sc.fill(4096)?;
    let format = match options.format {
        Some(format) => format,
        None => detect_format(sc.available()).ok_or_else(|| MetricsError::UnknownFormat {
            file: sc.file().to_owned(),
            start: show_bytes(sc.available()),
        })?,
    };
    let format = match format {
        Format::PromQueryRange => {
            promjson::read(&mut sc, sink)?;
            format
        }
        Format::VictoriaMetricsJsonl => {
            vmjsonl::read(&mut sc, sink)?;
            format
        }
        // Detection cannot tell the two text formats apart; the first timestamp does.
        Format::OpenMetrics | Format::PrometheusText if options.format.is_none() => {
            text::read(&mut sc, sink, None)?
        }
        Format::OpenMetrics => text::read(&mut sc, sink, Some(text::Unit::Seconds))?,
        Format::PrometheusText => text::read(&mut sc, sink, Some(text::Unit::Millis))?,
        Format::GrafanaCsv => {
            csv::read(&mut sc, sink, &options.csv_time_zone)?;
            format
        }
    };
    Ok((format, sc.consumed()))
}

/// Detects the format from the first bytes of the (decompressed) input, as described in
/// the module documentation; `None` when nothing matches.
pub fn detect_format(head: &[u8]) -> Option<Format> {
    let head = head.strip_prefix(&[0xef, 0xbb, 0xbf]).unwrap_or(head);
    let start = head.iter().position(|b| !b.is_ascii_whitespace())?;
    let head = &head[start..];
    if head.first() == Some(&b'{') {
        let rest = &head[1..];
        let key_start = rest.iter().position(|b| !b.is_ascii_whitespace())?;
        let rest = rest[key_start..].strip_prefix(b"\"")?;
        let key_end = rest.iter().position(|&b| b == b'"')?;
        return Some(match &rest[..key_end] {
            b"metric" | b"values" | b"timestamps" => Format::VictoriaMetricsJsonl,
            _ => Format::PromQueryRange,
        });
    }
    let line_end = head.iter().position(|&b| b == b'\n').unwrap_or(head.len());
    let line = &head[..line_end];
    if line.starts_with(b"sep=") {
        return Some(Format::GrafanaCsv);
    }
    if line.first() == Some(&b'#') {
        return Some(Format::OpenMetrics);
    }
    if line.first() == Some(&b'"') {
        return Some(Format::GrafanaCsv);
    }
    // An unquoted CSV header: a `time` field and a separator, with a plain first field
    // (a text sample has `{` or a space before any comma).
    let has_time = line.windows(4).any(|w| w.eq_ignore_ascii_case(b"time"));
    if let Some(sep) = line.iter().position(|&b| b == b',' || b == b';')
        && has_time
        && !line[..sep].iter().any(|&b| b == b'{' || b == b' ')
    {
        return Some(Format::GrafanaCsv);
    }
    let first = *line.first()?;
    if first.is_ascii_alphabetic() || first == b'_' || first == b':' {
        return Some(Format::OpenMetrics);
    }
    None
}

fn refused(name: &str, refusal: Refusal) -> MetricsError {
    match refusal {
        Refusal::TooManySeries { max } => MetricsError::TooManySeries {
            file: name.to_owned(),
            max,
        },
        Refusal::TooManyHours { max } => MetricsError::TooManyHours {
            file: name.to_owned(),
            max,
        },
        Refusal::TooLong {
            what,
            bytes,
            max,
            start,
        } => MetricsError::TooLong {
            file: name.to_owned(),
            what,
            bytes,
            max,
            start,
        },
    }
}

/// Counts what passes to the caller's sink.
/// Counts what passes to the caller's sink, and stops the input once the sink refuses.
struct Counting<'a, S> {
    sink: &'a mut S,
    series: u64,
    samples: u64,
    stop: std::rc::Rc<std::cell::Cell<bool>>,
}

impl<S: SampleSink> SampleSink for Counting<'_, S> {
    #[inline]
    fn series(&mut self, key: &SeriesKey) -> Option<SeriesId> {
        self.series += 1;
        let id = self.sink.series(key);
        if self.sink.refusing() {
            self.stop.set(true);
        }
        id
    }

    #[inline]
    fn sample(&mut self, series: SeriesId, timestamp_ms: i64, value: f64) {
        self.samples += 1;
        self.sink.sample(series, timestamp_ms, value);
        if self.sink.refusing() {
            self.stop.set(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_formats_from_first_bytes() {
        let cases: [(&[u8], Option<Format>); 11] = [
            (
                br#"{"status":"success","data":{}}"#,
                Some(Format::PromQueryRange),
            ),
            (b"  {\n \"data\": {}", Some(Format::PromQueryRange)),
            (
                br#"{"metric":{"__name__":"up"},"values":[1]"#,
                Some(Format::VictoriaMetricsJsonl),
            ),
            (b"# HELP up x\n", Some(Format::OpenMetrics)),
            (b"up{job=\"a\"} 1 1730000000\n", Some(Format::OpenMetrics)),
            (
                b"\"Time\",\"up{job=\\\"a\\\"}\"\r\n",
                Some(Format::GrafanaCsv),
            ),
            (
                b"\xef\xbb\xbfsep=,\r\n\"Time\",\"A\"",
                Some(Format::GrafanaCsv),
            ),
            (b"Series;Time;Value\n", Some(Format::GrafanaCsv)),
            (b"time,name,value\n", Some(Format::GrafanaCsv)),
            (b"\x00\x01binary", None),
            (b"", None),
        ];
        for (head, want) in cases {
            assert_eq!(
                detect_format(head),
                want,
                "{:?}",
                String::from_utf8_lossy(head)
            );
        }
    }

    #[test]
    fn series_key_takes_name_label() {
        let key = SeriesKey::new(
            "",
            vec![
                ("job".into(), "x".into()),
                ("__name__".into(), "up".into()),
                ("a".into(), "b".into()),
            ],
        );
        assert_eq!(key.name, "up");
        assert_eq!(key.to_string(), "up{a=\"b\",job=\"x\"}");
        assert_eq!(key.label("job"), Some("x"));
    }
}
