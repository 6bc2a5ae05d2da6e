//! Number and text formatting for the report: money in cents with thousands separators,
//! GPU-hours, percentages, and text made safe for the PDF's builtin fonts.
//!
//! Every figure is rounded here, for display only; the engine's figures stay exact. Text
//! goes out in WinAnsi (Windows-1252) encoding, which the builtin Helvetica fonts use:
//! characters outside it would silently vanish, so they are replaced here first.

use gpucase_core::Currency;
use gpucase_core::money::round_money;
use rust_decimal::{Decimal, RoundingStrategy};

/// Groups the integer part of a plain decimal string in threes: `1234567.8` -> `1,234,567.8`.
fn group(plain: &str) -> String {
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain),
    };
    let (int, frac) = match digits.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (digits, None),
    };
    let mut out = String::with_capacity(plain.len() + int.len() / 3);
    out.push_str(sign);
    for (i, ch) in int.chars().enumerate() {
        if i > 0 && (int.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    if let Some(f) = frac {
        out.push('.');
        out.push_str(f);
    }
    out
}

/// Rounds half away from zero to `dp` decimals; a negative zero becomes zero.
fn round(value: Decimal, dp: u32) -> Decimal {
    let r = value.round_dp_with_strategy(dp, RoundingStrategy::MidpointAwayFromZero);
    if r.is_zero() { Decimal::ZERO } else { r }
}

/// An amount with exactly two decimals and thousands separators: `1234567.891` ->
/// `1,234,567.89` (half away from zero, as invoices round).
pub fn amount(value: Decimal) -> String {
    let mut r = round_money(value);
    if r.is_zero() {
        r = Decimal::ZERO;
    }
    r.rescale(2);
    group(&r.to_string())
}

/// An amount with its currency code in front: `EUR 1,234.56`.
pub fn money(value: Decimal, currency: Currency) -> String {
    format!("{} {}", currency.code(), amount(value))
}

/// A quantity with up to `dp` decimals (trailing zeros dropped) and thousands separators.
pub fn quantity(value: Decimal, dp: u32) -> String {
    group(&round(value, dp).normalize().to_string())
}

/// GPU-hours with up to two decimals: `2856.00` -> `2,856`, `2872.8` -> `2,872.8`.
pub fn gpu_hours(value: Decimal) -> String {
    quantity(value, 2)
}

/// A whole number with thousands separators.
pub fn integer(value: u64) -> String {
    group(&value.to_string())
}

/// A share as a percentage with one decimal: `0.4603` -> `46.0 %`.
pub fn percent(share: Decimal) -> String {
    let mut r = round(share * Decimal::ONE_HUNDRED, 1);
    r.rescale(1);
    format!("{} %", group(&r.to_string()))
}

/// `1 year`, `5 years`.
pub fn years(n: u32) -> String {
    if n == 1 {
        "1 year".to_owned()
    } else {
        format!("{n} years")
    }
}

/// `1-year`, `5-year` (as in "the 5-year horizon").
pub fn year_span(n: u32) -> String {
    format!("{n}-year")
}

/// Text the builtin fonts can show: typographic punctuation becomes its ASCII form, the euro
/// sign becomes `EUR`, line breaks and tabs become spaces, Latin-1 letters stay, and any other
/// character becomes `?` so that nothing disappears without a trace.
pub fn win_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            ' '..='~' => out.push(ch),
            '\n' | '\r' | '\t' | '\u{a0}' | '\u{2002}'..='\u{200a}' | '\u{202f}' => out.push(' '),
            '\u{a1}'..='\u{ff}' => out.push(ch),
            '\u{2010}'..='\u{2015}' | '\u{2212}' => out.push('-'),
            '\u{2018}' | '\u{2019}' | '\u{201a}' | '\u{2032}' => out.push('\''),
            '\u{201c}' | '\u{201d}' | '\u{201e}' | '\u{2033}' => out.push('"'),
            '\u{2026}' => out.push_str("..."),
            '\u{2022}' => out.push('*'),
            '\u{20ac}' => out.push_str("EUR"),
            '\u{2264}' => out.push_str("<="),
            '\u{2265}' => out.push_str(">="),
            '\u{2192}' => out.push_str("->"),
            _ => out.push('?'),
        }
    }
    out
}

/// Text for the document information dictionary, which readers take as PDFDocEncoding:
/// plain ASCII only.
pub fn ascii(text: &str) -> String {
    win_ansi(text)
        .chars()
        .map(|c| if c.is_ascii() { c } else { '?' })
        .collect()
}

/// The text with its first letter in upper case.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).expect("a decimal")
    }

    #[test]
    fn amounts_round_to_cents_with_separators() {
        assert_eq!(amount(d("1234567.891")), "1,234,567.89");
        assert_eq!(amount(d("0.005")), "0.01");
        assert_eq!(amount(d("0.004")), "0.00");
        assert_eq!(amount(d("-0.004")), "0.00");
        assert_eq!(amount(d("-25000")), "-25,000.00");
        assert_eq!(amount(d("999.995")), "1,000.00");
        assert_eq!(amount(d("100")), "100.00");
        assert_eq!(money(d("652460.491056"), Currency::EUR), "EUR 652,460.49");
    }

    #[test]
    fn gpu_hours_show_up_to_two_decimals() {
        assert_eq!(gpu_hours(d("5840")), "5,840");
        assert_eq!(gpu_hours(d("2856.00")), "2,856");
        assert_eq!(gpu_hours(d("2872.80")), "2,872.8");
        assert_eq!(gpu_hours(d("1234.5678")), "1,234.57");
        assert_eq!(gpu_hours(d("350400")), "350,400");
        assert_eq!(integer(1_000), "1,000");
        assert_eq!(integer(999), "999");
    }

    #[test]
    fn shares_show_as_percent_with_one_decimal() {
        assert_eq!(percent(d("0.4602739726")), "46.0 %");
        assert_eq!(percent(d("0.47162")), "47.2 %");
        assert_eq!(percent(d("1")), "100.0 %");
        assert_eq!(percent(d("0.00049")), "0.0 %");
        assert_eq!(percent(d("12.3456")), "1,234.6 %");
    }

    #[test]
    fn text_is_made_win_ansi_safe() {
        assert_eq!(win_ansi("1\u{2013}14 days \u{20ac}5"), "1-14 days EUR5");
        assert_eq!(
            win_ansi("\u{201c}M\u{fc}ller\u{201d}\n\u{4e2d}"),
            "\"M\u{fc}ller\" ?"
        );
        assert_eq!(ascii("M\u{fc}ller"), "M?ller");
        assert_eq!(capitalize("each start"), "Each start");
    }
}
