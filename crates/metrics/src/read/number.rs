//! Number parsing for the hot paths: sample values and timestamps as ASCII bytes.
//!
//! Values such as `0.8315` or `16` take Clinger's fast path (an integer mantissa below 2^53
//! divided by an exact power of ten is correctly rounded), which gives the same `f64` as
//! `str::parse` at a fraction of its cost; everything else (exponents, `NaN`, `+Inf`, long
//! mantissas) goes through `str::parse`.

/// Exact powers of ten as `f64` (10^22 is the last one exactly representable).
pub(crate) const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Largest seconds value accepted in a timestamp (about year 33,000), so ms fit in `i64`.
const MAX_SECONDS: f64 = 1e12;

/// Parses a sample value: a decimal number, `NaN`, `+Inf`, `-Inf` (any case).
#[inline]
pub(crate) fn parse_value(bytes: &[u8]) -> Option<f64> {
    let (negative, digits) = match bytes.first() {
        Some(b'-') => (true, &bytes[1..]),
        Some(b'+') => (false, &bytes[1..]),
        _ => (false, bytes),
    };
    let mut mantissa: u64 = 0;
    let mut fraction_digits = 0usize;
    let mut seen_digit = false;
    let mut seen_point = false;
    let mut count = 0usize;
    for &b in digits {
        match b {
            b'0'..=b'9' => {
                mantissa = mantissa.wrapping_mul(10).wrapping_add(u64::from(b - b'0'));
                count += 1;
                seen_digit = true;
                if seen_point {
                    fraction_digits += 1;
                }
            }
            b'.' if !seen_point => seen_point = true,
            _ => return parse_slow(bytes),
        }
    }
    if !seen_digit || count > 15 || fraction_digits >= POW10.len() {
        return parse_slow(bytes);
    }
    let value = mantissa as f64 / POW10[fraction_digits];
    Some(if negative { -value } else { value })
}

#[cold]
fn parse_slow(bytes: &[u8]) -> Option<f64> {
    std::str::from_utf8(bytes).ok()?.parse::<f64>().ok()
}

/// Parses a timestamp in seconds (`1730000000`, `1730000000.123`, `1.73e9`) into whole
/// milliseconds, rounding half away from zero past the third decimal.
#[inline]
pub(crate) fn seconds_to_ms(bytes: &[u8]) -> Option<i64> {
    let (negative, digits) = match bytes.first() {
        Some(b'-') => (true, &bytes[1..]),
        Some(b'+') => (false, &bytes[1..]),
        _ => (false, bytes),
    };
    let mut i = 0;
    let mut whole: i64 = 0;
    while let Some(&b) = digits.get(i) {
        if !b.is_ascii_digit() {
            break;
        }
        if i >= 12 {
            return seconds_slow(bytes);
        }
        whole = whole * 10 + i64::from(b - b'0');
        i += 1;
    }
    let mut ms = whole * 1000;
    let mut any_digit = i > 0;
    if digits.get(i) == Some(&b'.') {
        i += 1;
        let mut scale = 100;
        let mut round_up = false;
        let mut place = 0;
        while let Some(&b) = digits.get(i) {
            if !b.is_ascii_digit() {
                break;
            }
            any_digit = true;
            let d = i64::from(b - b'0');
            match place {
                0..=2 => {
                    ms += d * scale;
                    scale /= 10;
                }
                3 => round_up = d >= 5,
                _ => {}
            }
            place += 1;
            i += 1;
        }
        if round_up {
            ms += 1;
        }
    }
    if i != digits.len() || !any_digit {
        return seconds_slow(bytes);
    }
    Some(if negative { -ms } else { ms })
}

#[cold]
fn seconds_slow(bytes: &[u8]) -> Option<i64> {
    let seconds = parse_slow(bytes)?;
    if !seconds.is_finite() || seconds.abs() > MAX_SECONDS {
        return None;
    }
    Some((seconds * 1000.0).round() as i64)
}

/// Parses a timestamp in whole milliseconds; a fraction or exponent is accepted and rounded.
#[inline]
pub(crate) fn millis(bytes: &[u8]) -> Option<i64> {
    let (negative, digits) = match bytes.first() {
        Some(b'-') => (true, &bytes[1..]),
        _ => (false, bytes),
    };
    if digits.is_empty() || digits.len() > 15 || !digits.iter().all(u8::is_ascii_digit) {
        let ms = parse_slow(bytes)?;
        if !ms.is_finite() || ms.abs() > MAX_SECONDS * 1000.0 {
            return None;
        }
        return Some(ms.round() as i64);
    }
    let ms = digits
        .iter()
        .fold(0i64, |acc, &b| acc * 10 + i64::from(b - b'0'));
    Some(if negative { -ms } else { ms })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_match_std_parse() {
        for text in [
            "0",
            "16",
            "0.8315",
            "-0.5",
            "+3",
            "0.1",
            "0.30000000000000004",
            "123456789.123456",
            "1e-3",
            "1E6",
            "NaN",
            "+Inf",
            "-Inf",
            "inf",
            "9007199254740993",
            ".5",
            "5.",
        ] {
            let ours = parse_value(text.as_bytes()).unwrap();
            let std: f64 = text.parse().unwrap();
            assert!(
                ours.to_bits() == std.to_bits() || (ours.is_nan() && std.is_nan()),
                "{text}: {ours} vs {std}"
            );
        }
        for bad in ["", "-", ".", "0x10", "1..2", "abc", "1,5"] {
            assert_eq!(parse_value(bad.as_bytes()), None, "{bad}");
        }
    }

    #[test]
    fn seconds_become_milliseconds() {
        let cases = [
            ("1730000000", 1_730_000_000_000),
            ("1730000000.5", 1_730_000_000_500),
            ("1730000000.123", 1_730_000_000_123),
            ("1730000000.1235", 1_730_000_000_124),
            ("1.73e9", 1_730_000_000_000),
            ("-1.5", -1_500),
        ];
        for (text, ms) in cases {
            assert_eq!(seconds_to_ms(text.as_bytes()), Some(ms), "{text}");
        }
        for bad in ["", ".", "abc", "1e300", "NaN", "12a"] {
            assert_eq!(seconds_to_ms(bad.as_bytes()), None, "{bad}");
        }
        assert_eq!(millis(b"1730000000123"), Some(1_730_000_000_123));
        assert_eq!(millis(b"1.5e3"), Some(1_500));
        assert_eq!(millis(b"x"), None);
    }
}
