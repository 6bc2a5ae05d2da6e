//! Grafana CSV downloads of a time-series panel. Shapes accepted (header decides):
//! - wide, "Series joined by time" (Grafana 7+ "Download CSV"): `"Time","A","B"`, one
//!   column per series, empty cells where a series has no value;
//! - the same "for Excel": a byte order mark and a first line `sep=,` (or `sep=;`);
//! - long: a time column, a series column (`Series`, `Name` or `Metric`) and a `Value`
//!   column, comma-separated or, as older Grafana wrote it, `Series;Time;Value`.
//!
//! Series names are selectors (`DCGM_FI_PROF_SM_ACTIVE{gpu="0", …}`) when the panel has no
//! legend; a legend name that is not a selector becomes a metric name without labels.
//! Times are `YYYY-MM-DD HH:MM:SS` (optionally `T`, fraction, `Z` or `±HH:MM`), or epoch
//! seconds or milliseconds (10^11 and above: milliseconds). Times without an offset are in
//! `csv_time_zone` (Grafana writes the dashboard's zone); in the hour a daylight-saving change
//! repeats, such times are ambiguous and the earlier instant is taken. Quoted fields may not
//! span lines.

use std::collections::HashMap;
use std::io::Read;
use std::ops::Range;

use jiff::civil::{Date, DateTime};
use jiff::tz::TimeZone;

use super::labels::parse_selector;
use super::number::{millis, parse_value, seconds_to_ms};
use super::scan::Scanner;
use super::{SampleSink, SeriesId, SeriesKey};
use crate::error::MetricsError;

/// Below this an epoch number is seconds (see the module documentation of `super`).
const SECONDS_BELOW: i64 = 100_000_000_000;

enum Shape {
    Wide {
        /// Series id per column (`None` for the time column and declined series).
        columns: Vec<Option<SeriesId>>,
    },
    Long {
        series: usize,
        value: usize,
    },
}

/// Reads a Grafana CSV download from `sc` into `sink`, times without an offset in `tz`.
pub(crate) fn read<R: Read, S: SampleSink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
    tz: &TimeZone,
) -> Result<(), MetricsError> {
    sc.skip_bom()?;
    let mut fields = FieldSplitter::default();
    let (header, separator) = header_line(sc)?;
    let sep = separator.unwrap_or_else(|| guess_separator(sc.slice(header.clone())));
    let header_start = header.start;
    fields.split(sc.slice(header), sep);
    let names: Vec<String> = fields
        .texts()
        .map(|t| String::from_utf8_lossy(t).trim().to_owned())
        .collect();
    let (time, shape) = shape(sc, &names, header_start, sink)?;
    let mut long_ids: HashMap<Vec<u8>, Option<SeriesId>> = HashMap::new();
    let mut clock = Clock::new(tz);
    while let Some(range) = sc.next_line()? {
        let start = range.start;
        let line = sc.slice(range);
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        fields.split(line, sep);
        let line = Line {
            sc,
            fields: &fields,
            names: &names,
            start,
        };
        line.check_field_count()?;
        let ts = clock
            .parse(line.text(time))
            .ok_or_else(|| line.error(time, "a time such as 2026-10-01 00:00:15"))?;
        match &shape {
            Shape::Wide { columns, .. } => line.wide_samples(columns, ts, sink)?,
            Shape::Long { series, value, .. } => {
                line.long_sample(*series, *value, ts, &mut long_ids, sink)?;
            }
        }
    }
    Ok(())
}

/// The header line, after blank lines and a `sep=` line (Grafana's "for Excel"), and the
/// separator that line names.
fn header_line<R: Read>(sc: &mut Scanner<R>) -> Result<(Range<usize>, Option<u8>), MetricsError> {
    let mut separator = None;
    loop {
        let Some(range) = sc.next_line()? else {
            return Err(sc.expected("a CSV header line with a \"Time\" column"));
        };
        let line = sc.slice(range.clone());
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if let Some(sep) = line.strip_prefix(b"sep=") {
            separator = sep.first().copied();
            continue;
        }
        return Ok((range, separator));
    }
}

/// The time column and the shape the header `names` (at `header_start`) say; a wide
/// header's series are declared to `sink`, in column order.
fn shape<R: Read, S: SampleSink>(
    sc: &Scanner<R>,
    names: &[String],
    header_start: usize,
    sink: &mut S,
) -> Result<(usize, Shape), MetricsError> {
    let find = |wanted: &[&str]| {
        names
            .iter()
            .position(|n| wanted.iter().any(|w| n.eq_ignore_ascii_case(w)))
    };
    let Some(time) = find(&["time", "timestamp"]) else {
        return Err(sc.unsupported_at(header_start, "expected a \"Time\" column in the CSV header"));
    };
    let shape = match find(&["series", "name", "metric"]) {
        Some(series) => {
            let Some(value) = find(&["value"]) else {
                return Err(sc.unsupported_at(
                    header_start,
                    format!(
                        "expected a \"Value\" column beside the \"{}\" column in the CSV header",
                        names[series]
                    ),
                ));
            };
            Shape::Long { series, value }
        }
        None => {
            let columns = names
                .iter()
                .enumerate()
                .map(|(i, name)| {
                    if i == time {
                        None
                    } else {
                        sink.series(&series_key(name))
                    }
                })
                .collect();
            Shape::Wide { columns }
        }
    };
    Ok((time, shape))
}

/// A data line split into its fields, with what an error about one of them names.
struct Line<'a, R> {
    sc: &'a Scanner<R>,
    fields: &'a FieldSplitter,
    /// The header's names.
    names: &'a [String],
    /// Where the line starts in the input.
    start: usize,
}

impl<R: Read> Line<'_, R> {
    /// Refuses a line with another number of fields than the header.
    fn check_field_count(&self) -> Result<(), MetricsError> {
        let (fields, names) = (self.fields, self.names);
        if fields.len() == names.len() {
            return Ok(());
        }
        let missing = names.get(fields.len()).map_or(String::new(), |n| {
            format!(" (column {} \"{n}\" is missing)", fields.len() + 1)
        });
        Err(self.sc.unsupported_at(
            self.start,
            format!(
                "expected {} fields as in the header, found {}{missing}",
                names.len(),
                fields.len()
            ),
        ))
    }

    /// The trimmed text of field `column`.
    fn text(&self, column: usize) -> &[u8] {
        self.fields.field(column).1
    }

    /// The error for field `column`, which is not what is `expected`.
    fn error(&self, column: usize, expected: &str) -> MetricsError {
        let (at, text) = self.fields.field(column);
        self.sc.syntax_at(
            self.start + at,
            format!(
                "{expected} in column {} \"{}\"",
                column + 1,
                self.names[column]
            ),
            text,
        )
    }

    /// A wide line's samples at `ts`, one per series column with a value.
    fn wide_samples<S: SampleSink>(
        &self,
        columns: &[Option<SeriesId>],
        ts: i64,
        sink: &mut S,
    ) -> Result<(), MetricsError> {
        for (column, id) in columns.iter().enumerate() {
            let Some(id) = *id else { continue };
            let text = self.text(column);
            if text.is_empty() {
                continue;
            }
            let value =
                cell_value(text).ok_or_else(|| self.error(column, "a number, empty or null"))?;
            sink.sample(id, ts, value);
        }
        Ok(())
    }

    /// A long line's sample at `ts`, if its value column holds one; its series (column
    /// `series`) is declared to `sink` the first time it is seen.
    fn long_sample<S: SampleSink>(
        &self,
        series: usize,
        value: usize,
        ts: i64,
        long_ids: &mut HashMap<Vec<u8>, Option<SeriesId>>,
        sink: &mut S,
    ) -> Result<(), MetricsError> {
        let text = self.text(value);
        if text.is_empty() {
            return Ok(());
        }
        let v = cell_value(text).ok_or_else(|| self.error(value, "a number, empty or null"))?;
        let name = self.text(series);
        let id = match long_ids.get(name) {
            Some(&id) => id,
            None => {
                let id = sink.series(&series_key(&String::from_utf8_lossy(name)));
                long_ids.insert(name.to_vec(), id);
                id
            }
        };
        if let Some(id) = id {
            sink.sample(id, ts, v);
        }
        Ok(())
    }
}

fn series_key(name: &str) -> SeriesKey {
    let name = name.trim();
    match parse_selector(name.as_bytes()) {
        Ok((key, used)) if used == name.len() => key,
        _ => SeriesKey::new(name, Vec::new()),
    }
}

fn cell_value(text: &[u8]) -> Option<f64> {
    if text.eq_ignore_ascii_case(b"null") {
        return Some(f64::NAN);
    }
    parse_value(text)
}

/// `,` or `;`, whichever occurs more often outside quotes.
fn guess_separator(line: &[u8]) -> u8 {
    let (mut commas, mut semicolons, mut quoted) = (0, 0, false);
    for &b in line {
        match b {
            b'"' => quoted = !quoted,
            b',' if !quoted => commas += 1,
            b';' if !quoted => semicolons += 1,
            _ => {}
        }
    }
    if semicolons > commas { b';' } else { b',' }
}

/// Splits a CSV line into fields, unquoting `"…"` and `""`; reuses its buffers.
#[derive(Default)]
struct FieldSplitter {
    /// Unquoted text of all fields.
    text: Vec<u8>,
    /// Per field: its range in `text` and its offset in the line.
    fields: Vec<(Range<usize>, usize)>,
}

impl FieldSplitter {
    fn split(&mut self, line: &[u8], sep: u8) {
        self.text.clear();
        self.fields.clear();
        let mut i = 0;
        loop {
            let at = i;
            let start = self.text.len();
            if line.get(i) == Some(&b'"') {
                i += 1;
                while let Some(&b) = line.get(i) {
                    if b == b'"' {
                        if line.get(i + 1) == Some(&b'"') {
                            self.text.push(b'"');
                            i += 2;
                            continue;
                        }
                        i += 1;
                        break;
                    }
                    self.text.push(b);
                    i += 1;
                }
                // Anything between the closing quote and the separator is kept as text.
                while let Some(&b) = line.get(i).filter(|&&b| b != sep) {
                    self.text.push(b);
                    i += 1;
                }
            } else {
                let len = line[i..]
                    .iter()
                    .position(|&b| b == sep)
                    .unwrap_or(line.len() - i);
                self.text.extend_from_slice(&line[i..i + len]);
                i += len;
            }
            let end = self.text.len();
            self.fields.push((start..end, at));
            if i >= line.len() {
                return;
            }
            i += 1; // the separator
        }
    }

    fn len(&self) -> usize {
        self.fields.len()
    }

    /// The field's offset in the line and its trimmed text.
    fn field(&self, i: usize) -> (usize, &[u8]) {
        match self.fields.get(i) {
            Some((range, at)) => (*at, self.text[range.clone()].trim_ascii()),
            None => (0, &[]),
        }
    }

    fn texts(&self) -> impl Iterator<Item = &[u8]> {
        self.fields.iter().map(|(r, _)| &self.text[r.clone()])
    }
}

/// Turns CSV times into epoch milliseconds, remembering the last date's validity.
struct Clock<'a> {
    tz: &'a TimeZone,
    utc: bool,
    last_date: Option<((i16, i8, i8), i64)>,
}

impl<'a> Clock<'a> {
    fn new(tz: &'a TimeZone) -> Self {
        Self {
            tz,
            utc: tz == &TimeZone::UTC,
            last_date: None,
        }
    }

    fn parse(&mut self, text: &[u8]) -> Option<i64> {
        if text.len() < 10 || text[4] != b'-' {
            return epoch(text);
        }
        let (date, rest) = text.split_at(10);
        let num = |s: &[u8]| -> Option<i32> {
            if s.is_empty() || !s.iter().all(u8::is_ascii_digit) {
                return None;
            }
            Some(s.iter().fold(0i32, |a, &b| a * 10 + i32::from(b - b'0')))
        };
        if date[7] != b'-' {
            return None;
        }
        let ymd = (
            i16::try_from(num(&date[..4])?).ok()?,
            i8::try_from(num(&date[5..7])?).ok()?,
            i8::try_from(num(&date[8..10])?).ok()?,
        );
        let (mut h, mut m, mut s, mut ms) = (0, 0, 0, 0);
        let mut tail: &[u8] = rest;
        if let Some((&b' ' | &b'T', time)) = rest.split_first() {
            if time.len() < 8 || time[2] != b':' || time[5] != b':' {
                return None;
            }
            h = num(&time[..2])?;
            m = num(&time[3..5])?;
            s = num(&time[6..8])?;
            tail = &time[8..];
            if let Some(frac) = tail.strip_prefix(b".") {
                let len = frac.iter().take_while(|b| b.is_ascii_digit()).count();
                let digits = &frac[..len];
                for (k, &d) in digits.iter().take(3).enumerate() {
                    ms += i32::from(d - b'0') * [100, 10, 1][k];
                }
                tail = &frac[len..];
            }
        }
        if h > 23 || m > 59 || s > 60 {
            return None;
        }
        let offset = match tail {
            [] => None,
            [b'Z' | b'z'] => Some(0),
            [sign @ (b'+' | b'-'), rest @ ..] => {
                let rest: Vec<u8> = rest.iter().copied().filter(|&b| b != b':').collect();
                if rest.len() != 4 {
                    return None;
                }
                let minutes = num(&rest[..2])? * 60 + num(&rest[2..])?;
                Some(if *sign == b'-' { -minutes } else { minutes } * 60)
            }
            _ => return None,
        };
        let seconds_of_day = i64::from(h * 3600 + m * 60 + s);
        let local_ms = |day_start: i64| (day_start + seconds_of_day) * 1000 + i64::from(ms);
        match offset {
            Some(offset) => Some(local_ms(self.day_start(ymd)?) - i64::from(offset) * 1000),
            None if self.utc => Some(local_ms(self.day_start(ymd)?)),
            None => {
                let dt = DateTime::new(
                    ymd.0,
                    ymd.1,
                    ymd.2,
                    h as i8,
                    m as i8,
                    s.min(59) as i8,
                    ms * 1_000_000,
                )
                .ok()?;
                let zoned = dt.to_zoned(self.tz.clone()).ok()?;
                Some(zoned.timestamp().as_millisecond())
            }
        }
    }

    /// Seconds from the epoch to 00:00 of the date as if it were UTC.
    fn day_start(&mut self, ymd: (i16, i8, i8)) -> Option<i64> {
        if let Some((last, start)) = self.last_date
            && last == ymd
        {
            return Some(start);
        }
        let date = Date::new(ymd.0, ymd.1, ymd.2).ok()?;
        let start = date.to_zoned(TimeZone::UTC).ok()?.timestamp().as_second();
        self.last_date = Some((ymd, start));
        Some(start)
    }
}

/// Epoch seconds or milliseconds, by magnitude.
fn epoch(text: &[u8]) -> Option<i64> {
    if text.iter().all(|b| b.is_ascii_digit() || *b == b'-') {
        let value = millis(text)?;
        return Some(if value.abs() >= SECONDS_BELOW {
            value
        } else {
            value * 1000
        });
    }
    let ms = seconds_to_ms(text)?;
    Some(if (ms / 1000).abs() >= SECONDS_BELOW {
        ms / 1000
    } else {
        ms
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_in_grafana_shapes() {
        let utc = TimeZone::UTC;
        let mut clock = Clock::new(&utc);
        let want = 1_790_812_815_000; // 2026-10-01 00:00:15 UTC
        for text in [
            "2026-10-01 00:00:15",
            "2026-10-01T00:00:15Z",
            "2026-10-01T02:00:15+02:00",
            "2026-10-01 00:00:15.000",
            "1790812815000",
            "1790812815",
        ] {
            assert_eq!(clock.parse(text.as_bytes()), Some(want), "{text}");
        }
        for bad in [
            "2026-13-01 00:00:00",
            "2026-02-30 00:00:00",
            "yesterday",
            "2026-10-01 25:00:00",
        ] {
            assert_eq!(clock.parse(bad.as_bytes()), None, "{bad}");
        }
        let berlin = TimeZone::get("Europe/Berlin").unwrap();
        let mut clock = Clock::new(&berlin);
        assert_eq!(clock.parse(b"2026-10-01 02:00:15"), Some(want));
    }

    #[test]
    fn splits_quoted_fields() {
        let mut f = FieldSplitter::default();
        f.split(br#""Time","a{x=""1"", y=""2""}",,3"#, b',');
        let texts: Vec<String> = f
            .texts()
            .map(|t| String::from_utf8_lossy(t).into())
            .collect();
        assert_eq!(texts, ["Time", r#"a{x="1", y="2"}"#, "", "3"]);
        assert_eq!(guess_separator(br#""Series";"Time";"Value""#), b';');
        assert_eq!(guess_separator(br#""Time","a{x=""1"";"""#), b',');
    }
}
