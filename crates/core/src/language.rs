//! The languages gpucase writes its report, CLI messages and desktop UI in.
//!
//! Only the tag lives here: the case records which language its report is written in.
//! The strings themselves and the locale-correct formatting of numbers, money and dates
//! belong to `gpucase-l10n`.

use std::fmt;
use std::str::FromStr;

use gpucase_message::{Describe, Message};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A language of the report and the user interface, written as its BCP 47 code.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English: the source language of every message.
    #[default]
    En,
    /// German.
    De,
    /// Dutch.
    Nl,
    /// French.
    Fr,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 4] = [Language::En, Language::De, Language::Nl, Language::Fr];

    /// The BCP 47 code: `en`, `de`, `nl` or `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Nl => "nl",
            Language::Fr => "fr",
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code gpucase does not write in.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct UnknownLanguage(pub String);

impl Describe for UnknownLanguage {
    /// A language gpucase does not write in.
    fn message(&self) -> Message {
        Message::new("error-unknown-language").text("found", self.0.clone())
    }
}

gpucase_message::display_in_english!(UnknownLanguage);

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| UnknownLanguage(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_through_from_str_and_serde() {
        for (lang, code) in [
            (Language::En, "en"),
            (Language::De, "de"),
            (Language::Nl, "nl"),
            (Language::Fr, "fr"),
        ] {
            assert_eq!(lang.code(), code);
            assert_eq!(code.parse::<Language>(), Ok(lang));
            assert_eq!(
                serde_json::to_string(&lang).expect("serialises"),
                format!("\"{code}\"")
            );
            assert_eq!(
                serde_json::from_str::<Language>(&format!("\"{code}\"")).expect("parses"),
                lang
            );
        }
    }

    #[test]
    fn an_unknown_code_names_the_accepted_ones() {
        let err = "DE".parse::<Language>().expect_err("codes are lower case");
        assert_eq!(
            err.to_string(),
            "unknown language \"DE\": expected one of en, de, nl, fr"
        );
    }
}
