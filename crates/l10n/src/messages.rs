//! Fluent messages: the bundle of one language, the arguments a caller passes, and the
//! hook that writes Fluent numbers with the locale's grouping.
//!
//! Numbers are passed as Fluent numbers (not pre-formatted strings) so that plural
//! selectors choose by the CLDR rules of the language; when a message shows such a
//! number itself, [`number_formatter`] writes it through ICU with the precision the
//! caller gave it.

use std::borrow::Cow;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use icu_locale_core::Locale;
use intl_memoizer::Memoizable;
use intl_memoizer::concurrent::IntlLangMemoizer;
use rust_decimal::Decimal;
use unic_langid::LanguageIdentifier;

use crate::numbers::NumberFormats;

/// The arguments of one message: named strings and numbers.
///
/// ```
/// use gpucase_l10n::Args;
/// let args = Args::new().str("path", "case.gpucase").num("count", 3u64);
/// # let _ = args;
/// ```
#[derive(Debug, Default)]
pub struct Args {
    pub(crate) fluent: FluentArgs<'static>,
}

impl Args {
    /// No arguments.
    pub fn new() -> Self {
        Args::default()
    }

    /// Adds a string argument: a name, a path, or an amount already formatted with
    /// [`Localizer::money`](crate::Localizer::money).
    pub fn str(mut self, name: &str, value: impl Into<String>) -> Self {
        self.fluent.set(
            name.to_owned(),
            FluentValue::String(Cow::Owned(value.into())),
        );
        self
    }

    /// Adds a number argument. Plural selectors choose by it; where the message shows it,
    /// it is written with the locale's grouping and as many decimals as the value has
    /// (`3u64` → "3", `dec!(2.50)` → "2,50" in German).
    pub fn num(mut self, name: &str, value: impl Into<Decimal>) -> Self {
        let value: Decimal = value.into();
        let places = usize::try_from(value.scale()).unwrap_or(0);
        // A whole number carries no options: Fluent matches an exact-number variant such
        // as `[0]` only when the options are equal too, and a key's are the defaults.
        let options = if places == 0 {
            FluentNumberOptions::default()
        } else {
            FluentNumberOptions {
                minimum_fraction_digits: Some(places),
                maximum_fraction_digits: Some(places),
                ..FluentNumberOptions::default()
            }
        };
        // Fluent numbers are f64: exact for every count and share a message shows; the
        // value's own decimal digits travel in the options and decide what is shown.
        let number = FluentNumber::new(f64::try_from(value).unwrap_or(f64::NAN), options);
        self.fluent
            .set(name.to_owned(), FluentValue::Number(number));
        self
    }
}

/// Builds the bundle of `langid` from `(file, source)` pairs; parse errors and ids defined
/// twice are returned, the rest of each file is still loaded.
pub(crate) fn bundle(
    langid: LanguageIdentifier,
    files: impl IntoIterator<Item = (&'static str, &'static str)>,
) -> (FluentBundle<FluentResource>, Vec<String>) {
    let mut bundle = FluentBundle::new_concurrent(vec![langid.clone()]);
    // Isolation marks (U+2068, U+2069) would show in the PDF and in a terminal; every
    // language gpucase writes in is left-to-right.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_formatter));
    let mut errors = Vec::new();
    for (file, source) in files {
        let resource = match FluentResource::try_new(source.to_owned()) {
            Ok(resource) => resource,
            Err((resource, parse_errors)) => {
                errors.extend(
                    parse_errors
                        .iter()
                        .map(|e| format!("locales/{langid}/{file}: {e:?}")),
                );
                resource
            }
        };
        if let Err(add_errors) = bundle.add_resource(resource) {
            errors.extend(
                add_errors
                    .iter()
                    .map(|e| format!("locales/{langid}/{file}: {e}")),
            );
        }
    }
    (bundle, errors)
}

/// Writes a Fluent number with the bundle language's grouping and decimal separator.
fn number_formatter(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let text = plain_decimal(number)?;
    let decimal: Decimal = text.parse().ok()?;
    let places = decimal.scale();
    intls
        .with_try_get::<LocaleNumbers, _, _>((), |n| n.0.number(decimal, places))
        .ok()
}

/// The number as plain decimal text with the fraction digits its options ask for.
fn plain_decimal(number: &FluentNumber) -> Option<String> {
    if !number.value.is_finite() {
        return None;
    }
    let places = number
        .options
        .maximum_fraction_digits
        .or(number.options.minimum_fraction_digits);
    Some(match places {
        Some(places) => format!("{:.*}", places, number.value),
        None => format!("{}", number.value),
    })
}

/// The number formatters of the bundle's language, kept by Fluent's memoizer.
struct LocaleNumbers(NumberFormats);

impl Memoizable for LocaleNumbers {
    type Args = ();
    type Error = icu_locale_core::ParseError;

    fn construct(lang: LanguageIdentifier, _args: ()) -> Result<Self, Self::Error> {
        let locale: Locale = lang.to_string().parse()?;
        Ok(LocaleNumbers(NumberFormats::new(&locale)))
    }
}

#[cfg(test)]
mod tests {
    use super::Args;
    use crate::{Language, Localizer};

    #[test]
    fn exact_number_variants_match_whole_numbers() {
        // report.ftl: `[0] no public holidays`, `[one] one public holiday`.
        let en = Localizer::new(Language::En);
        let text = |n: u64| {
            en.tr(
                "appendix-period-calendar",
                &Args::new()
                    .str("month", "2026-10")
                    .str("zone", "UTC")
                    .num("holidays", n),
            )
        };
        assert_eq!(text(0), "2026-10 in UTC, no public holidays");
        assert_eq!(text(1), "2026-10 in UTC, one public holiday");
        assert_eq!(text(3), "2026-10 in UTC, 3 public holidays");
        assert_eq!(en.take_errors(), Vec::<String>::new());
    }
}
