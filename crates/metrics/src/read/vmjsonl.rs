//! VictoriaMetrics `/api/v1/export` output: one JSON object per line,
//! `{"metric":{"__name__":"…",…},"values":[0.5,…],"timestamps":[1730000000000,…]}`,
//! timestamps in milliseconds. A series may span several lines.
//! Reference: <https://docs.victoriametrics.com/#how-to-export-data-in-json-line-format>.
//!
//! Values and timestamps are parallel arrays, so the first of the two is held until the
//! second arrives: memory grows with the longest line, not with the file.

use std::io::Read;

use super::json::{self, Members};
use super::number::{millis, parse_value};
use super::promjson::read_labels;
use super::scan::Scanner;
use super::{SampleSink, SeriesId};
use crate::error::MetricsError;

pub(crate) fn read<R: Read, S: SampleSink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
) -> Result<(), MetricsError> {
    sc.skip_bom()?;
    let mut line = LineReader::default();
    loop {
        json::skip_ws(sc)?;
        if sc.at_end()? {
            return Ok(());
        }
        line.read(sc, sink)?;
    }
}

#[derive(Default)]
struct LineReader {
    key: Vec<u8>,
    name: Vec<u8>,
    value: Vec<u8>,
    token: Vec<u8>,
    values: Vec<f64>,
    stamps: Vec<i64>,
}

impl LineReader {
    fn read<R: Read, S: SampleSink>(
        &mut self,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<(), MetricsError> {
        let mut id: Option<Option<SeriesId>> = None;
        let (mut have_values, mut have_stamps) = (false, false);
        // Samples already passed on while reading the timestamps.
        let mut streamed: Option<usize> = None;
        self.values.clear();
        self.stamps.clear();
        let mut members = Members::open(
            sc,
            "a JSON object per line {\"metric\":…,\"values\":…,\"timestamps\":…}",
        )?;
        while members.next(sc, &mut self.key)? {
            match self.key.as_slice() {
                b"metric" => {
                    let key = read_labels(sc, &mut self.name, &mut self.value)?;
                    id = Some(sink.series(&key));
                }
                b"values" => {
                    let values = &mut self.values;
                    read_array(sc, &mut self.token, "a sample value", |tok| {
                        values.push(value_of(tok)?);
                        Some(())
                    })?;
                    have_values = true;
                }
                b"timestamps" => {
                    if let (true, Some(Some(series))) = (have_values, id) {
                        let values = &self.values;
                        let mut n = 0usize;
                        read_array(sc, &mut self.token, "a timestamp in milliseconds", |tok| {
                            let ts = millis(tok)?;
                            if let Some(&v) = values.get(n) {
                                sink.sample(series, ts, v);
                            }
                            n += 1;
                            Some(())
                        })?;
                        streamed = Some(n);
                    } else {
                        let stamps = &mut self.stamps;
                        read_array(sc, &mut self.token, "a timestamp in milliseconds", |tok| {
                            stamps.push(millis(tok)?);
                            Some(())
                        })?;
                    }
                    have_stamps = true;
                }
                _ => json::skip_value(sc)?,
            }
        }
        let at = sc.cursor();
        let Some(id) = id else {
            return Err(sc.unsupported_at(at, "the line has no \"metric\" object"));
        };
        if !have_values || !have_stamps {
            return Err(sc.unsupported_at(
                at,
                "the line needs both \"values\" and \"timestamps\" arrays",
            ));
        }
        let stamps = streamed.unwrap_or(self.stamps.len());
        if stamps != self.values.len() {
            return Err(sc.unsupported_at(
                at,
                format!(
                    "the line has {} values but {stamps} timestamps",
                    self.values.len()
                ),
            ));
        }
        if let (None, Some(series)) = (streamed, id) {
            for (&ts, &v) in self.stamps.iter().zip(&self.values) {
                sink.sample(series, ts, v);
            }
        }
        Ok(())
    }
}

/// A value as VictoriaMetrics writes it: a number, or (defensively) `null`, a bare or
/// quoted `NaN`/`Inf`.
fn value_of(token: &[u8]) -> Option<f64> {
    if token == b"null" {
        return Some(f64::NAN);
    }
    parse_value(token)
}

/// Bytes the fast path wants in view; it stops this far before the end of the buffer.
const WINDOW: usize = 64 * 1024;
/// The longest plain token the fast path takes.
const MAX_TOKEN: usize = 32;

/// How a run of the fast path ended.
enum Run {
    /// The array ended.
    Done,
    /// The next element needs the general path (whitespace, a string, the buffer's end).
    General,
    /// The token of this length at the cursor is not what the caller wants.
    Bad(usize),
}

/// Reads an array of scalars, calling `each` with each token (strings unquoted); `each`
/// returns `None` when the token is not what `what` says. Compact runs (`1,2.5,3`) are read
/// straight from the buffer; anything else element by element through the JSON tokens.
#[inline]
fn read_array<R: Read, F: FnMut(&[u8]) -> Option<()>>(
    sc: &mut Scanner<R>,
    token: &mut Vec<u8>,
    what: &str,
    mut each: F,
) -> Result<(), MetricsError> {
    json::expect(sc, b'[', "an array")?;
    json::skip_ws(sc)?;
    if sc.peek()? == Some(b']') {
        sc.advance(1);
        return Ok(());
    }
    loop {
        sc.fill(WINDOW)?;
        let avail = sc.available();
        let mut used = 0;
        let mut run = Run::General;
        while avail.len() - used > MAX_TOKEN {
            let rest = &avail[used..];
            let Some(n) = plain_token(rest) else { break };
            if each(&rest[..n]).is_none() {
                run = Run::Bad(n);
                break;
            }
            used += n + 1;
            if rest[n] == b']' {
                run = Run::Done;
                break;
            }
        }
        sc.advance(used);
        match run {
            Run::Done => return Ok(()),
            Run::Bad(n) => {
                let found = sc.available()[..n].to_vec();
                return Err(sc.syntax_at(sc.cursor(), what, &found));
            }
            Run::General if used > 0 => continue,
            Run::General => {}
        }
        json::skip_ws(sc)?;
        let quoted = sc.peek()? == Some(b'"');
        if quoted {
            json::string(sc, token)?;
        } else {
            json::scalar(sc, token)?;
        }
        if each(token).is_none() {
            let back = token.len() + usize::from(quoted) * 2;
            return Err(sc.syntax_at(sc.cursor().saturating_sub(back), what, token));
        }
        if !json::comma_or(sc, b']', "',' or ']' in an array")? {
            return Ok(());
        }
    }
}

/// Length of a plain token (letters, digits, `.+-`) followed directly by `,` or `]`.
#[inline(always)]
fn plain_token(s: &[u8]) -> Option<usize> {
    for (i, &b) in s.iter().enumerate().take(MAX_TOKEN) {
        match b {
            b'0'..=b'9' | b'a'..=b'z' | b'A'..=b'Z' | b'.' | b'-' | b'+' => {}
            b',' | b']' if i > 0 => return Some(i),
            _ => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::SeriesKey;

    /// Hands out the input in small odd-sized pieces, so runs stop at every boundary.
    struct Pieces<'a>(&'a [u8], usize);

    impl Read for Pieces<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(out.len()).min(self.0.len());
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    struct Collect(Vec<(i64, f64)>);

    impl SampleSink for Collect {
        fn series(&mut self, _: &SeriesKey) -> Option<SeriesId> {
            Some(SeriesId(0))
        }

        fn sample(&mut self, _: SeriesId, ts: i64, v: f64) {
            self.0.push((ts, v));
        }
    }

    #[test]
    fn runs_and_the_general_path_interleave() {
        let (mut values, mut stamps, mut want) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..5_000i64 {
            let value = match i % 9 {
                0 => format!("\"{i}\""),
                1 => format!("0.{}", "3".repeat(40)),
                2 => format!(" {i} "),
                _ => i.to_string(),
            };
            values.push(value.clone());
            stamps.push((1_790_812_815_000 + i).to_string());
            let v: f64 = value.trim().trim_matches('"').parse().unwrap();
            want.push((1_790_812_815_000 + i, v));
        }
        let line = format!(
            "{{\"metric\":{{\"__name__\":\"m\"}},\"values\":[{}],\"timestamps\":[{}]}}\n",
            values.join(","),
            stamps.join(",")
        );
        for piece in [5, 999, 1 << 20] {
            let mut sc = Scanner::new(Pieces(line.as_bytes(), piece), "t");
            let mut got = Collect(Vec::new());
            read(&mut sc, &mut got).unwrap();
            assert_eq!(got.0, want, "pieces of {piece}");
        }
    }
}
