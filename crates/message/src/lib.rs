//! A message of gpucase's Fluent catalogue (`locales/<lang>/*.ftl`): its id and its
//! arguments. Each error and problem says what it is in one of these, beside its own
//! definition ([`Describe`]); `gpucase-l10n` renders it in the reader's language
//! (`Localizer::message`). No crate writes the words themselves: the catalogue is the one
//! place they live, in every language.
//!
//! A message's `Display` is its English text from the same catalogue (compiled in, values
//! written plainly); [`display_in_english!`] gives an error type that `Display`, so that no
//! error carries English words of its own. This crate depends on Fluent alone, so that
//! every crate with an error (the store, the signer, the secrets) can describe it without
//! depending on the domain or on CLDR data.

mod english;

use std::borrow::Cow;

use fluent_bundle::{FluentArgs, FluentValue};

pub use english::catalogue_faults;

/// A message id and the values its text names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// One value a message names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A name, an id, a path or a text shown as it is (a third-party parser's or the
    /// operating system's words included: they cannot be translated).
    Text(String),
    /// A count: plural forms choose by it and the locale groups its digits.
    Number(u64),
    /// Another message, written in the same language first (a nested error's words).
    Message(Box<Message>),
    /// An instant (RFC 3339), written as the reader's language writes a date, with the
    /// time to the minute in UTC; shown as it is when it is not an instant.
    Time(String),
}

impl Message {
    /// Message `id` with no values yet.
    pub fn new(id: &'static str) -> Self {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Message `id` with `args`.
    pub fn with_args(id: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Message { id, args }
    }

    /// The id in the catalogue (`error-io`, `problem-not-empty`, …).
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The values, by the names the message's text uses.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// Adds a value shown as it is.
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds a count.
    #[must_use]
    pub fn num(mut self, name: &'static str, value: impl Into<Count>) -> Self {
        self.args.push((name, Arg::Number(value.into().0)));
        self
    }

    /// Adds another message, written in the same language.
    #[must_use]
    pub fn message(mut self, name: &'static str, value: Message) -> Self {
        self.args.push((name, Arg::Message(Box::new(value))));
        self
    }

    /// Adds an instant (RFC 3339), written as a date and time in the reader's language.
    #[must_use]
    pub fn time(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Time(value.into())));
        self
    }

    /// The values as Fluent arguments: a text as it is, a count as a Fluent number (plural
    /// forms choose by it; the bundle's number formatter writes it), a nested message as
    /// `nested` writes it and an instant as `time` writes it. Every language's rendering
    /// goes through here: `gpucase-l10n` passes its own words and dates, `Display`
    /// the English words and the instant as given.
    pub fn fluent_args(
        &self,
        nested: &dyn Fn(&Message) -> String,
        time: &dyn Fn(&str) -> String,
    ) -> FluentArgs<'static> {
        let mut args = FluentArgs::with_capacity(self.args.len());
        for (name, value) in &self.args {
            let value = match value {
                Arg::Text(text) => FluentValue::String(Cow::Owned(text.clone())),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Message(inner) => FluentValue::String(Cow::Owned(nested(inner))),
                Arg::Time(at) => FluentValue::String(Cow::Owned(time(at))),
            };
            args.set(*name, value);
        }
        args
    }

    /// A message whose one value is a text from outside (a library's or the operating
    /// system's words), shown verbatim as `$detail`.
    pub fn detail(id: &'static str, detail: impl ToString) -> Self {
        Message::new(id).text("detail", detail.to_string())
    }
}

/// A count as a message shows it; every count a message shows fits in a `u64`, a larger
/// one is shown as `u64::MAX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count(pub u64);

impl From<u64> for Count {
    fn from(n: u64) -> Self {
        Count(n)
    }
}

impl From<u32> for Count {
    fn from(n: u32) -> Self {
        Count(u64::from(n))
    }
}

impl From<u16> for Count {
    fn from(n: u16) -> Self {
        Count(u64::from(n))
    }
}

impl From<u8> for Count {
    fn from(n: u8) -> Self {
        Count(u64::from(n))
    }
}

impl From<usize> for Count {
    fn from(n: usize) -> Self {
        Count(u64::try_from(n).unwrap_or(u64::MAX))
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}

impl From<&'static str> for Arg {
    fn from(value: &'static str) -> Self {
        Arg::Text(value.to_owned())
    }
}

impl From<u32> for Arg {
    fn from(value: u32) -> Self {
        Arg::Number(u64::from(value))
    }
}

impl From<u64> for Arg {
    fn from(value: u64) -> Self {
        Arg::Number(value)
    }
}

impl From<usize> for Arg {
    fn from(value: usize) -> Self {
        Arg::Number(Count::from(value).0)
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Self {
        Arg::Message(Box::new(value))
    }
}

impl std::fmt::Display for Message {
    /// The English text of the catalogue, values written plainly (a count without grouping,
    /// an instant as given); a message the catalogue lacks shows its id and values in
    /// brackets.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english::render(self))
    }
}

/// Gives each type named its `Display` from the message it says ([`Describe`]): the
/// English text of the catalogue. An error enum derives `thiserror::Error` without any
/// `#[error]` text (for its `source` and `From` conversions) and names itself here.
#[macro_export]
macro_rules! display_in_english {
    ($($t:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&$crate::Describe::message(self), f)
            }
        }
    )+};
}

/// What says what it is in words of the catalogue: an error, a problem with a field.
pub trait Describe {
    /// The message that says it.
    fn message(&self) -> Message;
}

impl<T: Describe + ?Sized> Describe for &T {
    fn message(&self) -> Message {
        (**self).message()
    }
}

impl<T: Describe + ?Sized> Describe for Box<T> {
    fn message(&self) -> Message {
        (**self).message()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_keeps_its_values_in_the_order_given() {
        let m = Message::new("error-io")
            .text("path", "case.gpucase")
            .num("line", 417usize)
            .message("reason", Message::new("problem-not-empty"))
            .time("at", "2026-12-01T09:30:00Z");
        assert_eq!(m.id(), "error-io");
        let names: Vec<&str> = m.args().iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["path", "line", "reason", "at"]);
        assert_eq!(m.args()[1].1, Arg::Number(417));
        assert_eq!(
            m.args()[2].1,
            Arg::Message(Box::new(Message::new("problem-not-empty")))
        );
    }

    #[test]
    fn the_compiled_in_catalogue_loads_without_a_fault() {
        assert_eq!(catalogue_faults(), &[] as &[String]);
    }

    #[test]
    fn display_writes_the_english_catalogue_text_with_nested_messages_and_plain_values() {
        let m = Message::new("error-row-in-file")
            .text("path", "offers.csv")
            .num("line", 1417usize)
            .num("column", 23u32)
            .message("reason", Message::new("problem-not-empty"));
        assert_eq!(
            m.to_string(),
            "offers.csv: line 1417, column 23: must not be empty"
        );
    }

    #[test]
    fn display_chooses_plural_forms_by_the_count_and_shows_an_instant_as_given() {
        let skipped = |n: u64| {
            Message::new("refresh-skipped")
                .num("count", n)
                .text("reasons", "no price")
                .to_string()
        };
        assert_eq!(skipped(1), "1 item skipped: no price");
        assert_eq!(skipped(2), "2 items skipped: no price");
        let approved = Message::new("error-store-approved")
            .text("case", "gpu-2027")
            .text("version", "4")
            .text("who", "ana")
            .time("at", "2026-12-01T09:30:00Z");
        assert!(
            approved.to_string().starts_with(
                "case \"gpu-2027\" version 4 was approved by ana at 2026-12-01T09:30:00Z:"
            ),
            "{approved}"
        );
    }

    #[test]
    fn a_message_the_catalogue_lacks_or_cannot_fill_keeps_its_id_and_values() {
        let unknown = Message::new("error-no-such-message")
            .text("path", "a.csv")
            .num("line", 3u32);
        assert_eq!(
            unknown.to_string(),
            "[error-no-such-message: path = \"a.csv\", line = 3]"
        );
        // error-row-in-file names $reason, which this one lacks.
        let short = Message::new("error-row-in-file").text("path", "a.csv");
        assert_eq!(short.to_string(), "[error-row-in-file: path = \"a.csv\"]");
    }
}
