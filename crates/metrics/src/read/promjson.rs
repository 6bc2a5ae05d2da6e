//! Prometheus HTTP API `/api/v1/query_range` responses:
//! `{"status":"success","data":{"resultType":"matrix","result":[{"metric":{…},"values":[[t,"v"],…]}]}}`.
//!
//! This is the hot path of an import (a month of a fleet is hundreds of MB), so samples are
//! read by a fast path that expects the compact shape Prometheus writes (`[1730000000,"0.5"]`)
//! and falls back, sample by sample, to a general JSON path that accepts any whitespace and
//! produces the error messages. Keys may come in any order; samples that arrive before their
//! series' `metric` object are held until it comes.
//! Reference: <https://prometheus.io/docs/prometheus/latest/querying/api/#range-queries>.

use std::io::Read;

use super::json::{self, Members};
use super::number::{POW10, parse_value, seconds_to_ms};
use super::scan::Scanner;
use super::{SampleSink, SeriesId, SeriesKey};
use crate::error::MetricsError;

/// Bytes the fast path wants in view for one sample; longer samples take the general path.
const FAST_WINDOW: usize = 64;
/// Bytes a run of the fast path wants in view.
const RUN_WINDOW: usize = 64 * 1024;

pub(crate) fn read<R: Read, S: SampleSink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
) -> Result<(), MetricsError> {
    sc.skip_bom()?;
    let mut key = Vec::new();
    let mut text = Vec::new();
    let mut status = None;
    let mut error_type = String::new();
    let mut error = String::new();
    let mut saw_result = false;
    let mut top = Members::open(sc, "a JSON object (a Prometheus API response)")?;
    while top.next(sc, &mut key)? {
        match key.as_slice() {
            b"status" => {
                json::string(sc, &mut text)?;
                status = Some(String::from_utf8_lossy(&text).into_owned());
            }
            b"errorType" => {
                json::string(sc, &mut text)?;
                error_type = String::from_utf8_lossy(&text).into_owned();
            }
            b"error" => {
                json::string(sc, &mut text)?;
                error = String::from_utf8_lossy(&text).into_owned();
            }
            b"data" if sc.peek()? == Some(b'{') => {
                saw_result |= read_data(sc, sink)?;
            }
            _ => json::skip_value(sc)?,
        }
    }
    json::skip_ws(sc)?;
    if !sc.at_end()? {
        return Err(sc.expected("the end of the input after the JSON response"));
    }
    let at = sc.cursor();
    match status.as_deref() {
        Some("error") => Err(MetricsError::QueryFailed {
            file: sc.file().to_owned(),
            error_type,
            message: error,
        }),
        // A saved `data` object without its envelope is accepted.
        Some("success") | None if saw_result => Ok(()),
        Some("success") => {
            Err(sc.unsupported_at(at, "the response has no \"data\".\"result\" array"))
        }
        None => Err(sc.unsupported_at(at, "no \"status\" member: not a Prometheus API response")),
        Some(other) => Err(sc.unsupported_at(
            at,
            format!("\"status\" is {other:?}, expected \"success\" or \"error\""),
        )),
    }
}

/// Reads the `data` object; returns whether it held a `result` array.
fn read_data<R: Read, S: SampleSink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
) -> Result<bool, MetricsError> {
    let mut key = Vec::new();
    let mut text = Vec::new();
    let mut saw_result = false;
    let mut members = Members::open(sc, "the \"data\" object")?;
    while members.next(sc, &mut key)? {
        match key.as_slice() {
            b"resultType" => {
                let at = sc.cursor();
                json::string(sc, &mut text)?;
                if text != b"matrix" {
                    return Err(sc.unsupported_at(at, not_a_range(&text)));
                }
            }
            b"result" => {
                read_result(sc, sink)?;
                saw_result = true;
            }
            _ => json::skip_value(sc)?,
        }
    }
    Ok(saw_result)
}

fn not_a_range(result_type: &[u8]) -> String {
    let kind = String::from_utf8_lossy(result_type);
    format!(
        "resultType is \"{kind}\", the answer to an instant query (one value per series); \
         hourly figures need a range query: export with /api/v1/query_range (resultType \"matrix\")"
    )
}

fn read_result<R: Read, S: SampleSink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
) -> Result<(), MetricsError> {
    json::expect(sc, b'[', "the \"result\" array")?;
    json::skip_ws(sc)?;
    if sc.peek()? == Some(b']') {
        sc.advance(1);
        return Ok(());
    }
    let mut series = SeriesReader::default();
    loop {
        series.read(sc, sink)?;
        if !json::comma_or(sc, b']', "',' or ']' after a series")? {
            return Ok(());
        }
    }
}

/// Buffers reused from series to series.
#[derive(Default)]
struct SeriesReader {
    key: Vec<u8>,
    name: Vec<u8>,
    value: Vec<u8>,
    token: Vec<u8>,
    /// Samples read before the series' `metric` object.
    pending: Vec<(i64, f64)>,
}

impl SeriesReader {
    fn read<R: Read, S: SampleSink>(
        &mut self,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<(), MetricsError> {
        let mut id: Option<Option<SeriesId>> = None;
        self.pending.clear();
        let mut members = Members::open(sc, "a series object {\"metric\":…,\"values\":…}")?;
        while members.next(sc, &mut self.key)? {
            match self.key.as_slice() {
                b"metric" => {
                    let key = read_labels(sc, &mut self.name, &mut self.value)?;
                    let got = sink.series(&key);
                    if let Some(series) = got {
                        for &(ts, v) in &self.pending {
                            sink.sample(series, ts, v);
                        }
                    }
                    self.pending.clear();
                    id = Some(got);
                }
                b"values" => match id {
                    Some(Some(series)) => {
                        read_values(sc, &mut self.token, |ts, v| sink.sample(series, ts, v))?;
                    }
                    Some(None) => read_values(sc, &mut self.token, |_, _| {})?,
                    None => {
                        let pending = &mut self.pending;
                        read_values(sc, &mut self.token, |ts, v| pending.push((ts, v)))?;
                    }
                },
                b"value" => {
                    return Err(sc.unsupported_at(sc.cursor(), not_a_range(b"vector")));
                }
                _ => json::skip_value(sc)?,
            }
        }
        if id.is_none() && !self.pending.is_empty() {
            return Err(sc.expected("a \"metric\" object in the series before its end"));
        }
        Ok(())
    }
}

/// Reads a `metric` object of string labels.
pub(crate) fn read_labels<R: Read>(
    sc: &mut Scanner<R>,
    name: &mut Vec<u8>,
    value: &mut Vec<u8>,
) -> Result<SeriesKey, MetricsError> {
    let mut labels = Vec::new();
    let mut members = Members::open(sc, "a \"metric\" object of labels")?;
    while members.next(sc, name)? {
        json::string(sc, value)?;
        labels.push((
            String::from_utf8_lossy(name).into_owned(),
            String::from_utf8_lossy(value).into_owned(),
        ));
    }
    Ok(SeriesKey::new(String::new(), labels))
}

/// Reads a `values` array, calling `emit` per sample.
#[inline]
fn read_values<R: Read, F: FnMut(i64, f64)>(
    sc: &mut Scanner<R>,
    token: &mut Vec<u8>,
    mut emit: F,
) -> Result<(), MetricsError> {
    json::expect(sc, b'[', "the \"values\" array")?;
    json::skip_ws(sc)?;
    if sc.peek()? == Some(b']') {
        sc.advance(1);
        return Ok(());
    }
    loop {
        // Compact runs are read straight from the buffer without updating the scanner per
        // sample; whatever stops a run goes through the general path once.
        sc.fill(RUN_WINDOW)?;
        let avail = sc.available();
        let mut used = 0;
        let mut stop = Stop::Window;
        while avail.len() - used > FAST_WINDOW {
            let rest = &avail[used..];
            let Some((ts, v, n)) = fast_sample(rest) else {
                stop = Stop::Sample;
                break;
            };
            emit(ts, v);
            match rest.get(n) {
                Some(b',') => used += n + 1,
                Some(b']') => {
                    used += n + 1;
                    stop = Stop::Done;
                    break;
                }
                _ => {
                    used += n;
                    stop = Stop::Separator;
                    break;
                }
            }
        }
        sc.advance(used);
        match stop {
            Stop::Done => return Ok(()),
            Stop::Window if used > 0 => continue,
            Stop::Window | Stop::Sample => {
                let (ts, v) = slow_sample(sc, token)?;
                emit(ts, v);
            }
            Stop::Separator => {}
        }
        if !json::comma_or(sc, b']', "',' or ']' after a sample")? {
            return Ok(());
        }
        json::skip_ws(sc)?;
    }
}

/// Why a run of the fast path stopped.
enum Stop {
    /// Too few bytes left in view.
    Window,
    /// The next sample is not in the compact shape.
    Sample,
    /// A sample was read; its separator is not a plain `,` or `]`.
    Separator,
    /// The array ended.
    Done,
}

/// Reads `[1730000000.5,"0.25"]` exactly as Prometheus writes it; `None` for anything else.
///
/// The caller guarantees `FAST_WINDOW` bytes in view. Timestamps of this era have ten digits,
/// read eight at a time (SWAR); values are read in the same pass that finds their closing
/// quote, and plain decimals take Clinger's fast path as in [`parse_value`].
#[inline(always)]
fn fast_sample(s: &[u8]) -> Option<(i64, f64, usize)> {
    if s.len() < FAST_WINDOW || s[0] != b'[' {
        return None;
    }
    let (seconds, mut i) = match eight_digits(&s[1..9]) {
        Some(high) => {
            let mut seconds = i64::from(high);
            let mut i = 9;
            while i <= 12 && s[i].is_ascii_digit() {
                seconds = seconds * 10 + i64::from(s[i] - b'0');
                i += 1;
            }
            (seconds, i)
        }
        None => {
            let mut seconds: i64 = 0;
            let mut i = 1;
            while i <= 12 && s[i].is_ascii_digit() {
                seconds = seconds * 10 + i64::from(s[i] - b'0');
                i += 1;
            }
            if i == 1 {
                return None;
            }
            (seconds, i)
        }
    };
    let mut ms = seconds * 1000;
    if s[i] == b'.' {
        let start = i;
        i += 1;
        let mut scale = 100;
        while s[i].is_ascii_digit() {
            if scale == 0 {
                // More than millisecond precision: let the general path round it.
                return None;
            }
            ms += i64::from(s[i] - b'0') * scale;
            scale /= 10;
            i += 1;
        }
        if i == start + 1 {
            return None;
        }
    }
    if s[i] != b',' || s[i + 1] != b'"' {
        return None;
    }
    i += 2;
    let start = i;
    // A plain decimal is read here; anything else (sign, exponent, NaN, long mantissa)
    // goes to `parse_value` once its closing quote is found.
    let mut mantissa: u64 = 0;
    let mut digits = 0usize;
    let mut fraction: Option<usize> = None;
    loop {
        let b = *s.get(i)?;
        match b {
            b'0'..=b'9' => {
                mantissa = mantissa.wrapping_mul(10).wrapping_add(u64::from(b - b'0'));
                digits += 1;
            }
            b'.' if fraction.is_none() => fraction = Some(digits),
            b'"' => break,
            _ => {
                let len = s[start..]
                    .iter()
                    .take(FAST_WINDOW)
                    .position(|&b| b == b'"')?;
                let value = parse_value(&s[start..start + len])?;
                i = start + len + 1;
                return (s.get(i) == Some(&b']')).then_some((ms, value, i + 1));
            }
        }
        i += 1;
    }
    let fraction_digits = fraction.map_or(0, |at| digits - at);
    let value = if digits == 0 || digits > 15 {
        parse_value(&s[start..i])?
    } else {
        mantissa as f64 / POW10[fraction_digits]
    };
    i += 1;
    if s.get(i) != Some(&b']') {
        return None;
    }
    Some((ms, value, i + 1))
}

/// The value of eight ASCII digits, or `None` when any byte is not a digit.
#[inline(always)]
fn eight_digits(bytes: &[u8]) -> Option<u32> {
    let chunk = u64::from_le_bytes(bytes.try_into().ok()?);
    // Each byte must be 0x30..=0x39: high nibble 3, and adding 6 must not carry into it.
    let all_digits = (chunk & 0xF0F0_F0F0_F0F0_F0F0)
        | ((chunk.wrapping_add(0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4);
    if all_digits != 0x3333_3333_3333_3333 {
        return None;
    }
    let mut v = chunk - 0x3030_3030_3030_3030;
    // Pairs, then the whole (the first digit is the lowest byte): Lemire's unrolled form.
    // The products overflow on purpose; only their high halves are kept.
    v = v.wrapping_mul(10).wrapping_add(v >> 8);
    v = (v & 0x0000_00FF_0000_00FF)
        .wrapping_mul(100 + (1_000_000 << 32))
        .wrapping_add(((v >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32)))
        >> 32;
    Some(v as u32)
}

/// Reads one sample with any whitespace, reporting what is wrong.
#[cold]
fn slow_sample<R: Read>(
    sc: &mut Scanner<R>,
    token: &mut Vec<u8>,
) -> Result<(i64, f64), MetricsError> {
    json::expect(sc, b'[', "a sample [timestamp, \"value\"]")?;
    json::scalar(sc, token)?;
    let ts = seconds_to_ms(token).ok_or_else(|| {
        sc.syntax_at(
            sc.cursor().saturating_sub(token.len()),
            "a timestamp in seconds",
            token,
        )
    })?;
    json::expect(sc, b',', "',' between a sample's timestamp and value")?;
    json::skip_ws(sc)?;
    let quoted = sc.peek()? == Some(b'"');
    if quoted {
        json::string(sc, token)?;
    } else {
        json::scalar(sc, token)?;
    }
    let value = parse_value(token).ok_or_else(|| {
        let back = token.len() + if quoted { 2 } else { 0 };
        sc.syntax_at(
            sc.cursor().saturating_sub(back),
            "a sample value such as \"0.5\", \"NaN\" or \"+Inf\"",
            token,
        )
    })?;
    json::expect(sc, b']', "']' after a sample's value")?;
    Ok((ts, value))
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn runs_and_the_general_path_interleave() {
        let mut text = String::from(
            r#"{"status":"success","data":{"resultType":"matrix","result":[{"metric":{"__name__":"m"},"values":["#,
        );
        let mut want = Vec::new();
        for i in 0..5_000i64 {
            let sep = if i == 0 {
                ""
            } else if i % 11 == 0 {
                " ,\n "
            } else {
                ","
            };
            let value = if i % 13 == 0 {
                format!("0.{}", "1".repeat(70))
            } else {
                format!("{i}")
            };
            let sample = if i % 7 == 0 {
                format!("[ {}.5 , \"{value}\" ]", 1_790_812_815 + i)
            } else {
                format!("[{},\"{value}\"]", 1_790_812_815 + i)
            };
            text.push_str(sep);
            text.push_str(&sample);
            let ms = (1_790_812_815 + i) * 1000 + if i % 7 == 0 { 500 } else { 0 };
            want.push((ms, value.parse::<f64>().unwrap()));
        }
        text.push_str("]}]}}");
        for piece in [7, 1000, 1 << 20] {
            let mut sc = Scanner::new(Pieces(text.as_bytes(), piece), "t");
            let mut got = Vec::new();
            struct Collect<'a>(&'a mut Vec<(i64, f64)>);
            impl SampleSink for Collect<'_> {
                fn series(&mut self, _: &SeriesKey) -> Option<SeriesId> {
                    Some(SeriesId(0))
                }
                fn sample(&mut self, _: SeriesId, ts: i64, v: f64) {
                    self.0.push((ts, v));
                }
            }
            read(&mut sc, &mut Collect(&mut got)).unwrap();
            assert_eq!(got, want, "pieces of {piece}");
        }
    }

    #[test]
    fn eight_digits_at_a_time() {
        for text in ["00000000", "12345678", "99999999", "17908128", "01020304"] {
            assert_eq!(
                eight_digits(text.as_bytes()),
                Some(text.parse().unwrap()),
                "{text}"
            );
        }
        for bad in [
            b"1234567a",
            b"/2345678",
            b":2345678",
            b"1234 678",
            b"12345\xff78",
            b"\xfa2345678",
        ] {
            assert_eq!(eight_digits(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn fast_path_reads_the_compact_shape() {
        // The fast path is only called with a full window in view.
        let fast_sample = |s: &[u8]| {
            let mut padded = s.to_vec();
            padded.resize(FAST_WINDOW + 8, b' ');
            fast_sample(&padded)
        };
        assert_eq!(
            fast_sample(br#"[1790850165,"0.7"],"#),
            Some((1_790_850_165_000, 0.7, 18))
        );
        assert_eq!(
            fast_sample(br#"[1790850165.25,"NaN"]"#).map(|(t, v, _)| (t, v.is_nan())),
            Some((1_790_850_165_250, true))
        );
        for (text, want) in [
            (&br#"[179085016,"16"]"#[..], (179_085_016_000, 16.0_f64)),
            (br#"[1790850165,"0.8315"]"#, (1_790_850_165_000, 0.8315)),
            (br#"[1790850165,".5"]"#, (1_790_850_165_000, 0.5)),
            (br#"[1790850165,"-0.5"]"#, (1_790_850_165_000, -0.5)),
            (br#"[1790850165,"1e-3"]"#, (1_790_850_165_000, 0.001)),
            (
                br#"[1790850165,"9007199254740993"]"#,
                (1_790_850_165_000, 9_007_199_254_740_992.0),
            ),
            (
                br#"[12,"0.30000000000000004"]"#,
                (12_000, 0.300_000_000_000_000_04),
            ),
        ] {
            let (ts, v, _) = fast_sample(text).unwrap();
            assert_eq!(
                (ts, v.to_bits()),
                (want.0, want.1.to_bits()),
                "{}",
                String::from_utf8_lossy(text)
            );
        }
        for other in [
            &br#"[1790850165,".""#[..],
            br#"[1790850165,"1.2.3"]"#,
            &br#"[ 1790850165,"0.7"]"#[..],
            br#"[1790850165, "0.7"]"#,
            br#"[1790850165,"0.7"#,
            br#"[1790850165.1234,"1"]"#,
            br#"[1e9,"1"]"#,
        ] {
            assert_eq!(
                fast_sample(other),
                None,
                "{}",
                String::from_utf8_lossy(other)
            );
        }
    }
}
