//! Numbers, money and percentages in each locale's convention, from CLDR through ICU4X.
//!
//! Digits, grouping and decimal separators come from `icu_decimal`; where the currency
//! symbol goes, and the space beside it, comes from the currency formatter of
//! `icu_experimental`; the percent sign and its spacing from its percent formatter. This
//! module only rounds: half away from zero, to the number of places the caller asks for,
//! so that a total shown with no decimals and a rate shown with four use the same data.
//! Nothing reads the system locale, so the same value gives the same string everywhere.

use fixed_decimal::Decimal as FixedDecimal;
use gpucase_core::Currency;
use icu_decimal::DecimalFormatter;
use icu_experimental::dimension::currency::CurrencyType;
use icu_experimental::dimension::currency::formatter::CurrencyFormatter;
use icu_experimental::dimension::percent::formatter::PercentFormatter;
use icu_locale_core::Locale;
use rust_decimal::{Decimal, RoundingStrategy};
use writeable::Writeable;

/// The largest number of decimal places a `rust_decimal::Decimal` can hold.
const MAX_PLACES: u32 = 28;

/// The number formatters of one locale.
#[derive(Debug)]
pub(crate) struct NumberFormats {
    locale: Locale,
    decimal: DecimalFormatter,
    percent: PercentFormatter<DecimalFormatter>,
}

impl NumberFormats {
    /// Loads the compiled CLDR data of `locale`.
    pub(crate) fn new(locale: &Locale) -> Self {
        // The compiled data covers every locale gpucase writes in (a unit test constructs
        // each one), so a failure here is a build defect, not a user error.
        let decimal = DecimalFormatter::try_new(locale.into(), Default::default())
            .expect("compiled CLDR decimal data covers en-GB, de, nl and fr");
        let percent = PercentFormatter::try_new(locale.into(), Default::default())
            .expect("compiled CLDR percent data covers en-GB, de, nl and fr");
        NumberFormats {
            locale: locale.clone(),
            decimal,
            percent,
        }
    }

    /// `value` with `decimals` places and the locale's grouping.
    pub(crate) fn number(&self, value: Decimal, decimals: u32) -> String {
        minus(
            self.decimal
                .format(&rounded(value, decimals))
                .write_to_string()
                .into_owned(),
        )
    }

    /// A whole number with the locale's grouping.
    pub(crate) fn integer(&self, value: u64) -> String {
        self.decimal
            .format(&FixedDecimal::from(value))
            .write_to_string()
            .into_owned()
    }

    /// `share` (0.125) as a percentage (12.5 %) with `decimals` places.
    pub(crate) fn percent(&self, share: Decimal, decimals: u32) -> String {
        let percent = rounded(share.saturating_mul(Decimal::ONE_HUNDRED), decimals);
        minus(self.percent.format(&percent).write_to_string().into_owned())
    }

    /// `amount` in `currency` with `decimals` places, the symbol placed per CLDR.
    pub(crate) fn money(&self, amount: Decimal, currency: Currency, decimals: u32) -> String {
        let value = rounded(amount, decimals);
        let negative = value.sign == fixed_decimal::Sign::Negative;
        let (prefix, suffix) = self.currency_affixes(currency, negative);
        let mut absolute = value;
        absolute.sign = fixed_decimal::Sign::None;
        let digits = self
            .decimal
            .format(&absolute)
            .write_to_string()
            .into_owned();
        minus(format!("{prefix}{digits}{suffix}"))
    }

    /// What CLDR puts before and after the digits of an amount in `currency`: the
    /// symbol, the sign and the spaces between them.
    ///
    /// ICU4X's currency formatter always rounds to the currency's own minor unit (two
    /// places for the euro), while a report shows totals without cents and hourly rates
    /// with four places. So it formats one unit of the currency, and everything outside
    /// its digits is the pattern's affixes; the digits themselves come from the decimal
    /// formatter at the precision asked for. The symbols of the currencies gpucase knows
    /// (€, $, US$, £, CHF …) contain no digits, so the split is exact.
    fn currency_affixes(&self, currency: Currency, negative: bool) -> (String, String) {
        let code = CurrencyType::try_from_str(currency.code())
            .expect("an ISO 4217 code is a valid CurrencyType");
        let formatter =
            CurrencyFormatter::try_new_symbol((&self.locale).into(), code, Default::default())
                .expect("compiled CLDR currency data covers en-GB, de, nl and fr");
        let one: FixedDecimal = if negative { -1 } else { 1 }.into();
        let sample = formatter
            .format_fixed_decimal(&one)
            .write_to_string()
            .into_owned();
        let first = sample.find(|c: char| c.is_ascii_digit());
        let last = sample.rfind(|c: char| c.is_ascii_digit());
        match (first, last) {
            (Some(first), Some(last)) => {
                (sample[..first].to_owned(), sample[last + 1..].to_owned())
            }
            // Not reachable with Latin digits; fall back to the ISO code after the digits.
            _ => (
                if negative { "-" } else { "" }.to_owned(),
                format!(" {}", currency.code()),
            ),
        }
    }
}

/// The sign of a negative figure as the typographic minus (U+2212), as the charts write
/// it, never the hyphen-minus CLDR's patterns use: one sign in tables, charts and text.
/// Formatted figures hold no other hyphen.
fn minus(text: String) -> String {
    if text.contains('-') {
        text.replace('-', "\u{2212}")
    } else {
        text
    }
}

/// `value` rounded half away from zero to `decimals` places, as an ICU decimal that shows
/// exactly that many fraction digits. A value that rounds to zero loses its sign, so that
/// -0.001 never shows as "-0.00".
pub(crate) fn rounded(value: Decimal, decimals: u32) -> FixedDecimal {
    let places = decimals.min(MAX_PLACES);
    let mut value = value.round_dp_with_strategy(places, RoundingStrategy::MidpointAwayFromZero);
    if value.is_zero() {
        value.set_sign_positive(true);
    }
    let mut fixed: FixedDecimal = value
        .to_string()
        .parse()
        .expect("rust_decimal writes a plain decimal number");
    fixed
        .absolute
        .pad_end(-i16::try_from(places).unwrap_or(i16::MAX));
    fixed
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn rounds_half_away_from_zero_and_pads() {
        assert_eq!(rounded(dec!(2.345), 2).to_string(), "2.35");
        assert_eq!(rounded(dec!(-2.345), 2).to_string(), "-2.35");
        assert_eq!(rounded(dec!(2.5), 0).to_string(), "3");
        assert_eq!(rounded(dec!(7), 2).to_string(), "7.00");
        assert_eq!(rounded(dec!(-0.001), 2).to_string(), "0.00");
    }

    /// Issue 18: "-12.000,00 €" in tables beside "−20 %" in charts; one typographic minus.
    #[test]
    fn a_negative_figure_has_the_typographic_minus_in_every_form() {
        let de = NumberFormats::new(&"de".parse().unwrap());
        assert_eq!(
            de.money(dec!(-12000), Currency::EUR, 2),
            "\u{2212}12.000,00\u{a0}€"
        );
        assert_eq!(de.number(dec!(-3.5), 1), "\u{2212}3,5");
        assert_eq!(de.percent(dec!(-0.2), 0), "\u{2212}20\u{a0}%");
        let en = NumberFormats::new(&"en-GB".parse().unwrap());
        assert_eq!(
            en.money(dec!(-12000), Currency::EUR, 2),
            "\u{2212}€12,000.00"
        );
        assert_eq!(en.money(dec!(12000), Currency::EUR, 2), "€12,000.00");
    }
}
