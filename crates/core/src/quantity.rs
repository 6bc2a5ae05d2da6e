//! Non-negative decimal quantities (hours, kW, ratios) as they appear in a case file.
//!
//! Like money, a quantity is written as a string (`"1.4"`) so that no JSON reader turns it
//! into a binary float on the way.

use std::fmt;

use gpucase_message::{Describe, Message};
use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The largest amount or quantity a case may hold. Keeps every product of inputs far from
/// `Decimal`'s range, so that the engine cannot overflow on user data.
pub const MAX_INPUT: Decimal = Decimal::from_parts(3_567_587_328, 232, 0, false, 0);

/// A non-negative decimal quantity, at most [`MAX_INPUT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Quantity(Decimal);

impl Quantity {
    /// Zero.
    pub const ZERO: Quantity = Quantity(Decimal::ZERO);
}

/// Why a quantity could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuantityError {
    /// Not plain decimal notation.
    Malformed(String),
    /// Below zero.
    Negative(String),
    /// Beyond the input limit.
    TooLarge(String),
}

impl Describe for QuantityError {
    /// Why a quantity could not be read.
    fn message(&self) -> Message {
        let (id, value) = match self {
            QuantityError::Malformed(found) => {
                return Message::new("error-quantity-malformed").text("found", found.clone());
            }
            QuantityError::Negative(value) => ("error-quantity-negative", value),
            QuantityError::TooLarge(value) => ("error-quantity-too-large", value),
        };
        Message::new(id)
            .text("value", value.clone())
            .text("limit", MAX_INPUT.to_string())
    }
}

gpucase_message::display_in_english!(QuantityError);

impl Quantity {
    /// The exact value.
    pub fn value(self) -> Decimal {
        self.0
    }
}

impl TryFrom<Decimal> for Quantity {
    type Error = QuantityError;

    fn try_from(value: Decimal) -> Result<Self, Self::Error> {
        if value.is_sign_negative() && !value.is_zero() {
            Err(QuantityError::Negative(value.to_string()))
        } else if value > MAX_INPUT {
            Err(QuantityError::TooLarge(value.to_string()))
        } else {
            Ok(Self(value))
        }
    }
}

impl std::str::FromStr for Quantity {
    type Err = QuantityError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let plain = !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-');
        if !plain {
            return Err(QuantityError::Malformed(s.to_owned()));
        }
        let value =
            Decimal::from_str_exact(s).map_err(|_| QuantityError::Malformed(s.to_owned()))?;
        value.try_into()
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Serialize for Quantity {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Quantity {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for Quantity {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Quantity".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "description": "A non-negative decimal number written as a string, e.g. \"1.25\".",
            "pattern": "^[0-9]+(\\.[0-9]+)?$"
        })
    }
}

/// A yearly change of a price, as a signed share: `"0.03"` rises 3 % a year, `"-0.10"`
/// falls 10 % a year. Read from plain decimal notation only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Change(Decimal);

impl Change {
    /// The exact value.
    pub fn value(self) -> Decimal {
        self.0
    }
}

impl TryFrom<Decimal> for Change {
    type Error = QuantityError;

    fn try_from(value: Decimal) -> Result<Self, Self::Error> {
        if value.abs() > MAX_INPUT {
            Err(QuantityError::TooLarge(value.to_string()))
        } else {
            Ok(Self(value))
        }
    }
}

impl std::str::FromStr for Change {
    type Err = QuantityError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let digits = s.strip_prefix('-').unwrap_or(s);
        let plain = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.');
        if !plain {
            return Err(QuantityError::Malformed(s.to_owned()));
        }
        let value =
            Decimal::from_str_exact(s).map_err(|_| QuantityError::Malformed(s.to_owned()))?;
        value.try_into()
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Serialize for Change {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Change {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for Change {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Change".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "description": "A signed decimal share written as a string: \"0.03\" is +3 %, \"-0.10\" is -10 %.",
            "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_plain_non_negative_decimals_only() {
        assert_eq!("1.40".parse::<Quantity>().unwrap().to_string(), "1.40");
        assert!(matches!(
            "-1".parse::<Quantity>(),
            Err(QuantityError::Negative(_))
        ));
        for bad in ["", "1e2", "0x10", " 1", "1,5"] {
            assert!(bad.parse::<Quantity>().is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn a_change_may_fall_as_well_as_rise() {
        assert_eq!("-0.10".parse::<Change>().unwrap().to_string(), "-0.10");
        assert_eq!(
            "0.03".parse::<Change>().unwrap().value().to_string(),
            "0.03"
        );
        for bad in ["", "-", "--1", "+0.1", "1-", "0.1 ", "1,5"] {
            assert!(bad.parse::<Change>().is_err(), "{bad:?} was accepted");
        }
    }
}
