//! A message of gpucase's Fluent catalogue (`locales/<lang>/*.ftl`): its id and its
//! arguments. Each error and problem says what it is in one of these, beside its own
//! definition ([`Describe`]); `gpucase-l10n` renders it in the reader's language
//! (`Localizer::message`). No crate writes the words themselves: the catalogue is the one
//! place they live, in every language.
//!
//! This crate has no dependencies, so that every crate with an error (the store, the
//! signer, the secrets) can describe it without depending on the domain.

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
}
