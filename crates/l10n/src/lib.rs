//! gpucase localization: every string of the report and of the CLI, in English, German,
//! Dutch and French, and numbers, money, percentages and dates in each locale's convention.
//!
//! Messages are Fluent files in `locales/<lang>/` (`report.ftl`, `switching.ftl`,
//! `cli.ftl`, `checklist.ftl`), compiled into the binary. Formatting follows CLDR through ICU4X's compiled
//! data: `1.234,56 €` in German, `€ 1.234,56` in Dutch, `1 234,56 €` in French,
//! `€1,234.56` in English. Nothing reads the system locale or the clock, so the same
//! inputs give the same strings on every machine.
//!
//! The crate knows no GUI and no report layout: it turns message ids and values into
//! text. Each `locales/<lang>/glossary.toml` fixes how the domain's terms are translated;
//! [`glossary_violations`] checks every message against it.

pub mod analysis;
pub mod catalog;
pub mod checklist;
pub mod controls;
mod dates;
pub mod eligibility;
pub mod findings;
pub mod glossary;
mod messages;
mod numbers;
pub mod offer;
pub mod options;
pub mod provider;

/// `"yes"` when French elides a preposition before `word` ("d’Amazon", "auprès d’OVHcloud"),
/// `"no"` otherwise ("de Hetzner"): messages select on it, as Fluent has no elision of its
/// own. A vowel, accented or not, elides; an `h` does not (brand names take the h aspiré).
pub fn elides(word: &str) -> &'static str {
    let first = word
        .trim_start()
        .chars()
        .next()
        .map(|c| c.to_lowercase().next().unwrap_or(c));
    match first {
        Some('a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'à' | 'â' | 'é' | 'è' | 'ê' | 'î' | 'ô' | 'û') => {
            "yes"
        }
        _ => "no",
    }
}
pub mod resources;
pub mod tco;

use std::sync::{Mutex, PoisonError};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use gpucase_core::Currency;
use icu_locale_core::Locale;
use rust_decimal::Decimal;

pub use glossary::glossary_violations;
pub use gpucase_core::Language;
pub use messages::Args;

use dates::DateFormats;
use numbers::NumberFormats;

/// The locale whose CLDR conventions a language is written in. English follows British
/// usage (day before month, `US$` for the dollar), as a European procurement memo does.
/// The desktop's UI formats with the same tags (`ui/src/lib/bindings/locales.json`, written
/// from this function by a test).
pub fn locale_tag(lang: Language) -> &'static str {
    match lang {
        Language::En => "en-GB",
        Language::De => "de",
        Language::Nl => "nl",
        Language::Fr => "fr",
    }
}

/// Messages and formats of one language.
///
/// A missing message, or a message that uses a variable the caller did not pass, does
/// not fail: the text shows the id in brackets and the error is kept for
/// [`take_errors`](Self::take_errors), so that tests and the report can refuse a text
/// with holes while a CLI still prints something useful.
pub struct Localizer {
    lang: Language,
    bundle: FluentBundle<FluentResource>,
    numbers: NumberFormats,
    dates: DateFormats,
    errors: Mutex<Vec<String>>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The Fluent bundle has no Debug; its language says which one it is.
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// Loads the embedded messages and the CLDR formats of `lang`. Errors in the embedded
    /// Fluent files (a syntax error, an id defined twice) are kept for
    /// [`take_errors`](Self::take_errors).
    pub fn new(lang: Language) -> Self {
        let tag = locale_tag(lang);
        let locale: Locale = tag.parse().expect("the locale tags above are valid BCP 47");
        let langid = tag.parse().expect("the locale tags above are valid BCP 47");
        let files = resources::resources(lang)
            .iter()
            .map(|r| (r.file, r.source));
        let (bundle, errors) = messages::bundle(langid, files);
        Localizer {
            lang,
            bundle,
            numbers: NumberFormats::new(&locale),
            dates: DateFormats::new(&locale),
            errors: Mutex::new(errors),
        }
    }

    /// The language of the messages.
    pub fn language(&self) -> Language {
        self.lang
    }

    /// Formats message `id`, or the attribute `id.attr`, with `args`.
    ///
    /// A missing message or attribute, or a resolver error (a variable the message uses
    /// that `args` lacks, a reference to a missing message), is recorded for
    /// [`take_errors`](Self::take_errors) and the text is `[id]`.
    pub fn tr(&self, id: &str, args: &Args) -> String {
        let (message_id, attribute) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let Some(message) = self.bundle.get_message(message_id) else {
            return self.failed(id, format!("no message {id:?}"));
        };
        let pattern = match attribute {
            Some(attribute) => message.get_attribute(attribute).map(|a| a.value()),
            None => message.value(),
        };
        let Some(pattern) = pattern else {
            return self.failed(id, format!("message {message_id:?} has no {id:?}"));
        };
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args.fluent), &mut errors);
        if errors.is_empty() {
            text.into_owned()
        } else {
            let detail = errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ");
            self.failed(id, detail)
        }
    }

    /// `message` in this language: each value as its kind is written (a count with the
    /// locale's grouping, a nested message in this language, an instant as a date and time
    /// to the minute in UTC), then the message's text with them.
    pub fn message(&self, message: &gpucase_message::Message) -> String {
        let args = Args {
            fluent: message.fluent_args(&|inner| self.message(inner), &|at| self.time(at)),
        };
        self.tr(message.id(), &args)
    }

    /// An instant (RFC 3339) as this language writes a date, with the time to the minute
    /// in UTC: "4 December 2026, 20:54 UTC", "4. Dezember 2026, 20:54 UTC"; as given when
    /// it is not an instant.
    pub fn time(&self, at: &str) -> String {
        match at.parse::<jiff::Timestamp>() {
            Ok(t) => {
                let utc = t.to_zoned(jiff::tz::TimeZone::UTC);
                format!("{}, {} UTC", self.date(utc.date()), utc.strftime("%H:%M"))
            }
            Err(_) => at.to_owned(),
        }
    }

    /// The errors recorded since the last call, each naming the language and the id.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut *self.errors.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// `amount` in `currency` with `decimals` places: `1.234,56 €` (de), `€ 1.234,56`
    /// (nl), `1 234,56 €` (fr), `€1,234.56` (en). Rounded half away from zero.
    pub fn money(&self, amount: Decimal, currency: Currency, decimals: u32) -> String {
        self.numbers.money(amount, currency, decimals)
    }

    /// `value` with `decimals` places and the locale's grouping: `1.234,5` (de).
    /// Rounded half away from zero.
    pub fn number(&self, value: Decimal, decimals: u32) -> String {
        self.numbers.number(value, decimals)
    }

    /// A whole number with the locale's grouping: `43.800` (de), `43,800` (en).
    pub fn integer(&self, value: u64) -> String {
        self.numbers.integer(value)
    }

    /// `share` as a percentage with `decimals` places: 0.125 → `12,5 %` (de), `12.5%`
    /// (en). Rounded half away from zero.
    pub fn percent(&self, share: Decimal, decimals: u32) -> String {
        self.numbers.percent(share, decimals)
    }

    /// The long form of a date: `30. November 2026` (de), `30 november 2026` (nl),
    /// `30 novembre 2026` (fr), `30 November 2026` (en).
    pub fn date(&self, date: jiff::civil::Date) -> String {
        self.dates.long(date)
    }

    /// The month and year of a date: `November 2026` (de, en), `november 2026` (nl),
    /// `novembre 2026` (fr).
    pub fn month_year(&self, date: jiff::civil::Date) -> String {
        self.dates.month_year(date)
    }

    fn failed(&self, id: &str, detail: String) -> String {
        self.errors
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(format!("{} {id}: {detail}", self.lang.code()));
        format!("[{id}]")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_localizer_can_be_shared_between_threads() {
        fn shared<T: Send + Sync>() {}
        shared::<Localizer>();
    }

    #[test]
    fn every_language_loads_its_cldr_data_and_messages() {
        for lang in Language::ALL {
            let l10n = Localizer::new(lang);
            assert_eq!(l10n.language(), lang);
            assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{lang}");
        }
    }
}
