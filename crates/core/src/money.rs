//! Money: exact decimal amounts that always carry their currency.
//!
//! Every amount in a case is a [`Money`]: a `rust_decimal::Decimal` and a [`Currency`]. In a
//! case file it is written as one string, `"1234.56 EUR"`, so that no amount can lose its
//! currency on the way through a spreadsheet or an e-mail. Conversion between currencies
//! goes only through an [`ExchangeRate`] that the case records with its date and source.
//! Rounding happens only when presenting (see [`Money::rounded`]).

use std::fmt;
use std::str::FromStr;

use gpucase_message::{Describe, Message};
use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use crate::quantity::MAX_INPUT;

/// An ISO 4217 currency that gpucase computes in.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
pub enum Currency {
    /// Euro.
    EUR,
    /// US dollar.
    USD,
    /// Pound sterling.
    GBP,
    /// Swiss franc.
    CHF,
}

impl Currency {
    /// The ISO 4217 code.
    pub fn code(self) -> &'static str {
        match self {
            Currency::EUR => "EUR",
            Currency::USD => "USD",
            Currency::GBP => "GBP",
            Currency::CHF => "CHF",
        }
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Currency {
    type Err = MoneyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "EUR" => Ok(Currency::EUR),
            "USD" => Ok(Currency::USD),
            "GBP" => Ok(Currency::GBP),
            "CHF" => Ok(Currency::CHF),
            other => Err(MoneyError::UnknownCurrency(other.to_owned())),
        }
    }
}

/// Why an amount could not be read or combined.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    /// The text is not `<decimal> <currency>`.
    Malformed(String),
    /// The currency code is not one gpucase knows.
    UnknownCurrency(String),
    /// The amount is below zero where only prices and costs are allowed.
    Negative(String),
    /// The amount is beyond what any case can plausibly hold.
    TooLarge(String),
    /// Two amounts in different currencies were combined.
    CurrencyMismatch(Currency, Currency),
}

impl Describe for MoneyError {
    /// Why an amount could not be read or combined.
    fn message(&self) -> Message {
        match self {
            MoneyError::Malformed(found) => {
                Message::new("error-money-malformed").text("found", found.clone())
            }
            MoneyError::UnknownCurrency(found) => {
                Message::new("error-money-unknown-currency").text("found", found.clone())
            }
            MoneyError::Negative(amount) => {
                Message::new("error-money-negative").text("amount", amount.clone())
            }
            MoneyError::TooLarge(amount) => Message::new("error-money-too-large")
                .text("amount", amount.clone())
                .text("limit", MAX_INPUT.to_string()),
            MoneyError::CurrencyMismatch(first, second) => {
                Message::new("error-money-currency-mismatch")
                    .text("first", first.to_string())
                    .text("second", second.to_string())
            }
        }
    }
}

gpucase_message::display_in_english!(MoneyError);

/// An exact, non-negative amount of money in one currency.
///
/// Inputs are prices and costs, so a `Money` read from a case is never negative; the
/// arithmetic in the engine only adds and scales such amounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Money {
    amount: Decimal,
    currency: Currency,
}

impl Money {
    /// An amount; fails on a negative or absurdly large amount.
    pub fn new(amount: Decimal, currency: Currency) -> Result<Self, MoneyError> {
        if amount.is_sign_negative() && !amount.is_zero() {
            return Err(MoneyError::Negative(amount.to_string()));
        }
        if amount > MAX_INPUT {
            return Err(MoneyError::TooLarge(amount.to_string()));
        }
        Ok(Self { amount, currency })
    }

    /// Zero in `currency`.
    pub fn zero(currency: Currency) -> Self {
        Self {
            amount: Decimal::ZERO,
            currency,
        }
    }

    /// The exact amount.
    pub fn amount(&self) -> Decimal {
        self.amount
    }

    /// The currency.
    pub fn currency(&self) -> Currency {
        self.currency
    }

    /// The amount rounded to cents (half away from zero), for presenting only.
    pub fn rounded(&self) -> Decimal {
        round_money(self.amount)
    }
}

/// Rounds an amount to two decimals, half away from zero, as invoices do. For display only.
pub fn round_money(amount: Decimal) -> Decimal {
    amount.round_dp_with_strategy(2, rust_decimal::RoundingStrategy::MidpointAwayFromZero)
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.amount, self.currency)
    }
}

impl FromStr for Money {
    type Err = MoneyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut parts = s.split(' ');
        let (Some(number), Some(code), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(MoneyError::Malformed(s.to_owned()));
        };
        let currency: Currency = code.parse()?;
        // Only plain decimal notation: no exponent, no thousands separators, no sign games.
        let plain = !number.is_empty()
            && number
                .bytes()
                .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-');
        let amount = if plain {
            Decimal::from_str_exact(number).map_err(|_| MoneyError::Malformed(s.to_owned()))?
        } else {
            return Err(MoneyError::Malformed(s.to_owned()));
        };
        Money::new(amount, currency)
    }
}

impl Serialize for Money {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Money {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for Money {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Money".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "description": "A non-negative decimal amount and its ISO 4217 currency, e.g. \"1234.56 EUR\".",
            "pattern": "^[0-9]+(\\.[0-9]+)? (EUR|USD|GBP|CHF)$"
        })
    }
}

/// The rate at which one unit of `from` buys `rate` units of `to`, as recorded on `date`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExchangeRate {
    /// The currency converted from.
    pub from: Currency,
    /// The currency converted to.
    pub to: Currency,
    /// Units of `to` for one unit of `from`.
    pub rate: crate::quantity::Quantity,
    /// The day the rate was taken (ISO 8601 date).
    #[schemars(with = "String")]
    pub date: jiff::civil::Date,
    /// Where the rate comes from (e.g. the ECB reference rate, a bank's forward rate).
    pub source: String,
    /// The year of the horizon the rate is expected for, from 2: what is paid in that year
    /// (and the years after it up to the next rate given) converts at it. Absent for
    /// today's rate, which year 1 converts at (docs/method.md "Exchange rates by year").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 2))]
    pub year: Option<u32>,
}

impl ExchangeRate {
    /// The factor this rate gives from `from` into `to`: the rate, or its inverse where it
    /// is recorded the other way round; `None` where it is for another pair.
    fn factor(&self, from: Currency, to: Currency) -> Option<Decimal> {
        if self.from == from && self.to == to {
            Some(self.rate.value())
        } else if self.to == from && self.from == to && !self.rate.value().is_zero() {
            Some(Decimal::ONE / self.rate.value())
        } else {
            None
        }
    }

    /// The year of the horizon the rate converts for first (1 for today's rate).
    pub fn first_year(&self) -> u32 {
        self.year.unwrap_or(1)
    }
}

/// Converts amounts into one currency through the rates a case records.
#[derive(Debug, Clone)]
pub struct Converter {
    target: Currency,
    rates: Vec<ExchangeRate>,
}

impl Converter {
    /// A converter into `target` using `rates` (either direction of a rate may be used).
    pub fn new(target: Currency, rates: &[ExchangeRate]) -> Self {
        Self {
            target,
            rates: rates.to_vec(),
        }
    }

    /// The currency everything is converted into.
    pub fn target(&self) -> Currency {
        self.target
    }

    /// The exact factor that turns an amount in `from` into the target currency at today's
    /// rate (what year 1 pays at), if the case records a rate for that pair.
    pub fn factor(&self, from: Currency) -> Option<Decimal> {
        if from == self.target {
            return Some(Decimal::ONE);
        }
        self.rates
            .iter()
            .filter(|r| r.year.is_none())
            .find_map(|r| r.factor(from, self.target))
    }

    /// Whether the case gives a rate for a later year.
    pub fn changes_by_year(&self) -> bool {
        self.rates.iter().any(|r| r.year.is_some())
    }

    /// What a payment in `from` made in each year of the horizon is multiplied by, beside
    /// its conversion at today's rate, where the case expects `from`'s rate to change:
    /// `None` where it gives no yearly rate for it.
    pub fn yearly(&self, from: Currency) -> Option<YearFactors> {
        let today = self.factor(from)?;
        let mut given: Vec<(u32, Decimal)> = self
            .rates
            .iter()
            .filter(|r| r.year.is_some())
            .filter_map(|r| Some((r.first_year(), r.factor(from, self.target)?)))
            .collect();
        if given.is_empty() || today.is_zero() {
            return None;
        }
        given.sort_by_key(|&(year, _)| year);
        let last = given.last().map_or(1, |&(year, _)| year);
        let mut by_year = Vec::with_capacity(last as usize);
        let mut current = Decimal::ONE;
        for year in 1..=last {
            if let Some(&(_, f)) = given.iter().find(|&&(y, _)| y == year) {
                current = f / today;
            }
            by_year.push(current);
        }
        Some(YearFactors { by_year })
    }

    /// `money` in the target currency, exact.
    pub fn convert(&self, money: Money) -> Result<Decimal, MoneyError> {
        self.factor(money.currency())
            .map(|f| money.amount() * f)
            .ok_or(MoneyError::CurrencyMismatch(money.currency(), self.target))
    }
}

/// A currency's rate in each year of the horizon relative to today's (see
/// [`Converter::yearly`]): year 1 is 1; a year without a rate of its own keeps the one
/// before it, and so do the months after the horizon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YearFactors {
    by_year: Vec<Decimal>,
}

impl YearFactors {
    /// The factor of year `year` (from 1).
    pub fn of_year(&self, year: u32) -> Decimal {
        let i = (year.max(1) as usize - 1).min(self.by_year.len().saturating_sub(1));
        self.by_year.get(i).copied().unwrap_or(Decimal::ONE)
    }

    /// The factor of a payment at the end of month `index` (0 is now): index 1 to 12 are
    /// paid in year 1, 13 to 24 in year 2; now counts as year 1.
    pub fn at_month_end(&self, index: u32) -> Decimal {
        self.of_year(index.div_ceil(12).max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn parses_and_prints_amounts_with_their_currency() {
        let m: Money = "1234.50 EUR".parse().unwrap();
        assert_eq!(m.amount(), dec!(1234.50));
        assert_eq!(m.currency(), Currency::EUR);
        assert_eq!(m.to_string(), "1234.50 EUR");
    }

    #[test]
    fn rejects_what_is_not_an_amount() {
        for bad in [
            "1234.50",
            "EUR 12",
            "12  EUR",
            "1e3 EUR",
            "1,000 EUR",
            "12 eur",
            "",
            "+5 USD",
        ] {
            assert!(bad.parse::<Money>().is_err(), "{bad:?} was accepted");
        }
        assert_eq!(
            "-0.01 USD".parse::<Money>(),
            Err(MoneyError::Negative("-0.01".into()))
        );
        assert!(matches!(
            "1000000000001 EUR".parse::<Money>(),
            Err(MoneyError::TooLarge(_))
        ));
    }

    #[test]
    fn rounds_half_away_from_zero_for_display() {
        assert_eq!(round_money(dec!(0.125)), dec!(0.13));
        assert_eq!(round_money(dec!(0.124999)), dec!(0.12));
    }

    #[test]
    fn converts_in_both_directions_of_a_recorded_rate() {
        let rate = ExchangeRate {
            from: Currency::USD,
            to: Currency::EUR,
            rate: dec!(0.80).try_into().unwrap(),
            date: jiff::civil::date(2026, 11, 2),
            source: "test".into(),
            year: None,
        };
        let to_eur = Converter::new(Currency::EUR, std::slice::from_ref(&rate));
        assert_eq!(
            to_eur.convert("10.00 USD".parse().unwrap()).unwrap(),
            dec!(8.0000)
        );
        let to_usd = Converter::new(Currency::USD, &[rate]);
        assert_eq!(to_usd.convert("8 EUR".parse().unwrap()).unwrap(), dec!(10));
        assert!(to_usd.convert("8 GBP".parse().unwrap()).is_err());
    }

    #[test]
    fn a_rate_given_for_a_later_year_holds_from_that_year_until_the_next() {
        let rate = |r: Decimal, year| ExchangeRate {
            from: Currency::USD,
            to: Currency::EUR,
            rate: r.try_into().unwrap(),
            date: jiff::civil::date(2026, 11, 2),
            source: "test".into(),
            year,
        };
        // Today 0.80 EUR per USD, 0.88 expected from year 3; recorded the other way for
        // year 5: 1 EUR = 1.25 USD, 0.80 EUR per USD again.
        let fx = Converter::new(
            Currency::EUR,
            &[
                rate(dec!(0.80), None),
                rate(dec!(0.88), Some(3)),
                ExchangeRate {
                    from: Currency::EUR,
                    to: Currency::USD,
                    ..rate(dec!(1.25), Some(5))
                },
            ],
        );
        assert_eq!(fx.factor(Currency::USD), Some(dec!(0.80)));
        let years = fx.yearly(Currency::USD).unwrap();
        // 0.88 / 0.80 = 1.1 in years 3 and 4; (1 / 1.25) / 0.80 = 1 from year 5 on.
        let by_year: Vec<Decimal> = (1..=7).map(|y| years.of_year(y)).collect();
        assert_eq!(
            by_year,
            [
                dec!(1),
                dec!(1),
                dec!(1.1),
                dec!(1.1),
                dec!(1),
                dec!(1),
                dec!(1)
            ]
        );
        // Month 24 is paid at the end of year 2, month 25 in year 3.
        assert_eq!(years.at_month_end(0), dec!(1));
        assert_eq!(years.at_month_end(24), dec!(1));
        assert_eq!(years.at_month_end(25), dec!(1.1));
        assert_eq!(fx.yearly(Currency::GBP), None);
        assert_eq!(
            Converter::new(Currency::EUR, &[rate(dec!(0.80), None)]).yearly(Currency::USD),
            None
        );
    }
}
