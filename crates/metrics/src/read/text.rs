//! Text exposition with timestamps, one sample a line: `name{label="v",…} value timestamp`.
//! OpenMetrics (what `promtool tsdb create-blocks-from openmetrics` reads) writes seconds,
//! the Prometheus text format milliseconds; the module documentation of [`super`] gives the
//! rule that tells them apart. A scrape of `/metrics` has no timestamps and is refused: it
//! is one instant, not a period.
//! References: <https://github.com/prometheus/OpenMetrics/blob/main/specification/OpenMetrics.md>,
//! <https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format>.

use std::collections::HashMap;
use std::io::Read;

use super::labels::parse_selector;
use super::number::{millis, parse_value, seconds_to_ms};
use super::scan::Scanner;
use super::{Format, SampleSink, SeriesId};
use crate::error::MetricsError;

/// Timestamps of a text export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unit {
    /// OpenMetrics: seconds, possibly with a fraction.
    Seconds,
    /// Prometheus text: integer milliseconds.
    Millis,
}

/// Below this a timestamp is read as seconds when the unit is not forced (see `super`).
const SECONDS_BELOW: f64 = 1e11;

/// Reads text lines into `sink`; returns the format the timestamps showed.
pub(crate) fn read<R: Read, S: SampleSink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
    forced: Option<Unit>,
) -> Result<Format, MetricsError> {
    sc.skip_bom()?;
    let mut unit = forced;
    let mut known: HashMap<Vec<u8>, Option<SeriesId>> = HashMap::new();
    let mut last_selector: Vec<u8> = Vec::new();
    let mut last_id: Option<SeriesId> = None;
    while let Some(range) = sc.next_line()? {
        let start = range.start;
        let line = sc.slice(range);
        if line.is_empty() || line[0] == b'#' || line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let selector_len = selector_end(line);
        let selector = &line[..selector_len];
        let id = if !last_selector.is_empty() && selector == last_selector.as_slice() {
            last_id
        } else {
            let id = match known.get(selector) {
                Some(&id) => id,
                None => {
                    let (key, used) = parse_selector(selector).map_err(|(at, expected)| {
                        sc.syntax_at(start + at, expected, &line[at.min(line.len())..])
                    })?;
                    if used != selector.len() {
                        return Err(sc.syntax_at(
                            start + used,
                            "a space after the series",
                            &line[used..],
                        ));
                    }
                    let id = sink.series(&key);
                    known.insert(selector.to_vec(), id);
                    id
                }
            };
            last_selector.clear();
            last_selector.extend_from_slice(selector);
            last_id = id;
            id
        };
        let mut fields = Fields {
            line,
            at: selector_len,
        };
        let Some((value_at, value_text)) = fields.next() else {
            return Err(sc.syntax_at(start + selector_len, "a sample value after the series", b""));
        };
        let value = parse_value(value_text).ok_or_else(|| {
            sc.syntax_at(
                start + value_at,
                "a sample value such as 0.5, NaN or +Inf",
                value_text,
            )
        })?;
        let stamp = fields.next().filter(|(_, t)| t.first() != Some(&b'#'));
        let Some((ts_at, ts_text)) = stamp else {
            return Err(sc.unsupported_at(
                start,
                "sample without a timestamp: a scrape of /metrics is a single instant; export \
                 a period with timestamps (OpenMetrics for promtool, or Prometheus text with ms)",
            ));
        };
        let unit = *unit.get_or_insert_with(|| guess_unit(ts_text));
        let ts = match unit {
            Unit::Seconds => seconds_to_ms(ts_text),
            Unit::Millis => millis(ts_text),
        };
        let Some(ts) = ts else {
            let expected = match unit {
                Unit::Seconds => "a timestamp in seconds (OpenMetrics)",
                Unit::Millis => "a timestamp in milliseconds (Prometheus text)",
            };
            return Err(sc.syntax_at(start + ts_at, expected, ts_text));
        };
        if let Some(rest) = fields.next().filter(|(_, t)| t.first() != Some(&b'#')) {
            return Err(sc.syntax_at(
                start + rest.0,
                "the end of the line or an exemplar ('# …') after the timestamp",
                rest.1,
            ));
        }
        if let Some(id) = id {
            sink.sample(id, ts, value);
        }
    }
    Ok(match unit {
        Some(Unit::Millis) => Format::PrometheusText,
        _ => Format::OpenMetrics,
    })
}

fn guess_unit(ts: &[u8]) -> Unit {
    if ts.iter().any(|&b| matches!(b, b'.' | b'e' | b'E')) {
        return Unit::Seconds;
    }
    match millis(ts) {
        Some(v) if (v as f64).abs() >= SECONDS_BELOW => Unit::Millis,
        _ => Unit::Seconds,
    }
}

/// Length of the series part of a line: the name and the braces, quotes respected.
fn selector_end(line: &[u8]) -> usize {
    let mut i = line
        .iter()
        .position(|&b| b == b'{' || b == b' ' || b == b'\t')
        .unwrap_or(line.len());
    if line.get(i) != Some(&b'{') {
        return i;
    }
    let mut quoted = false;
    while let Some(&b) = line.get(i) {
        match b {
            b'\\' if quoted => i += 1,
            b'"' => quoted = !quoted,
            b'}' if !quoted => return i + 1,
            _ => {}
        }
        i += 1;
    }
    line.len()
}

/// Space-separated fields after the series.
struct Fields<'a> {
    line: &'a [u8],
    at: usize,
}

impl<'a> Fields<'a> {
    fn next(&mut self) -> Option<(usize, &'a [u8])> {
        let rest = self.line.get(self.at..)?;
        let skip = rest.iter().position(|&b| b != b' ' && b != b'\t')?;
        let start = self.at + skip;
        let len = self.line[start..]
            .iter()
            .position(|&b| b == b' ' || b == b'\t')
            .unwrap_or(self.line.len() - start);
        self.at = start + len;
        Some((start, &self.line[start..start + len]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_guess_uses_magnitude() {
        assert_eq!(guess_unit(b"1730000000"), Unit::Seconds);
        assert_eq!(guess_unit(b"1730000000.5"), Unit::Seconds);
        assert_eq!(guess_unit(b"1730000000000"), Unit::Millis);
    }

    #[test]
    fn selector_end_respects_quotes() {
        assert_eq!(selector_end(br#"a{b="} x"} 1 2"#), 10);
        assert_eq!(selector_end(b"abc 1 2"), 3);
    }
}
