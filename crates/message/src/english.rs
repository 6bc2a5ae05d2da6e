//! The English words of the error catalogue, which every error's `Display` writes.
//!
//! `locales/en/errors.ftl` and `cli.ftl` (whose `cli-*` messages a host's refusal says) are
//! compiled in, so that a crate with an error (the store, the signer, the metrics reader)
//! gets its English text from the catalogue without depending on `gpucase-l10n` and its
//! CLDR data. The values are written plainly: a count without
//! grouping (`line 1417`), an instant as its RFC 3339 text. That is the form for logs and
//! for a chain of causes; a reader sees `Localizer::message`, which writes the same
//! message in their language with the locale's grouping and dates.

use std::fmt::Write as _;
use std::sync::OnceLock;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;

use crate::{Arg, Message};

/// The English messages an error can say, as the project keeps them.
const FILES: [(&str, &str); 2] = [
    (
        "locales/en/errors.ftl",
        include_str!("../../../locales/en/errors.ftl"),
    ),
    (
        "locales/en/cli.ftl",
        include_str!("../../../locales/en/cli.ftl"),
    ),
];

/// The English bundle, loaded once, and what went wrong loading it.
struct English {
    bundle: FluentBundle<FluentResource>,
    faults: Vec<String>,
}

fn english() -> &'static English {
    static ENGLISH: OnceLock<English> = OnceLock::new();
    ENGLISH.get_or_init(load)
}

fn load() -> English {
    let langid: unic_langid::LanguageIdentifier = "en".parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Isolation marks (U+2068, U+2069) would show in a log line and a terminal.
    bundle.set_use_isolating(false);
    let mut faults = Vec::new();
    for (file, source) in FILES {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, errors)| {
            faults.extend(errors.iter().map(|e| format!("{file}: {e:?}")));
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            faults.extend(errors.iter().map(|e| format!("{file}: {e}")));
        }
    }
    English { bundle, faults }
}

/// What was wrong with the compiled-in catalogue (a syntax error, an id defined twice):
/// empty in a gpucase that passed its tests.
pub fn catalogue_faults() -> &'static [String] {
    &english().faults
}

/// `message` in English words with its values written plainly; a message the catalogue
/// lacks, or whose text names a value it was not given, is written as its id and values in
/// brackets so that nothing it says is lost.
pub(crate) fn render(message: &Message) -> String {
    let english = english();
    let (id, attribute) = match message.id().split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (message.id(), None),
    };
    let pattern = english
        .bundle
        .get_message(id)
        .and_then(|m| match attribute {
            Some(attribute) => m.get_attribute(attribute).map(|a| a.value()),
            None => m.value(),
        });
    let Some(pattern) = pattern else {
        return unwritten(message);
    };
    let args = message.fluent_args(&render, &str::to_owned);
    let mut errors = Vec::new();
    let text = english
        .bundle
        .format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        text.into_owned()
    } else {
        unwritten(message)
    }
}

/// `[id: name = value, …]`, the values as plainly as [`render`] writes them.
fn unwritten(message: &Message) -> String {
    let mut text = format!("[{}", message.id());
    for (i, (name, value)) in message.args().iter().enumerate() {
        let sep = if i == 0 { ": " } else { ", " };
        let _ = match value {
            Arg::Text(t) | Arg::Time(t) => write!(text, "{sep}{name} = {t:?}"),
            Arg::Number(n) => write!(text, "{sep}{name} = {n}"),
            Arg::Message(m) => write!(text, "{sep}{name} = {:?}", render(m)),
        };
    }
    text.push(']');
    text
}
