//! The glossary: how each language names the domain's terms, and the check that every
//! message keeps to it.
//!
//! `locales/<lang>/glossary.toml` maps a concept (`productive-gpu-hour`) to the term a
//! translation must use (`produktive GPU-Stunde`), the patterns that recognise it in a
//! text, and the variants that must not appear instead (an Anglicism, a synonym that
//! would make a reader wonder whether two things are meant). The English glossary gives
//! the patterns that say a message speaks of the concept at all.
//!
//! Patterns are matched case-insensitively at word boundaries; `*` stands for any
//! letters, so that one pattern covers the inflected forms (`produktive* GPU-Stunde*`
//! matches "produktiven GPU-Stunden"). Typographic and plain apostrophes, and plain and
//! no-break spaces, count as the same.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::Language;
use crate::catalog::Catalog;

/// One concept's entry in a glossary.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// The term as a translator should write it.
    pub term: String,
    /// Patterns that recognise the term in a text; one of them must match.
    #[serde(rename = "match")]
    pub patterns: Vec<String>,
    /// Variants that must not appear where the concept is meant.
    #[serde(default)]
    pub forbidden: Vec<String>,
    /// Why this term, and from where.
    #[serde(default)]
    pub note: Option<String>,
}

/// The terms of one language by concept.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Glossary {
    /// Terms by concept id (`productive-gpu-hour`).
    pub terms: BTreeMap<String, Term>,
}

impl Glossary {
    /// Reads a glossary in TOML.
    pub fn parse(source: &str) -> Result<Glossary, toml::de::Error> {
        toml::from_str(source)
    }

    /// The glossary embedded for `lang`.
    pub fn of(lang: Language) -> Result<Glossary, toml::de::Error> {
        Glossary::parse(source(lang))
    }
}

/// The embedded `locales/<lang>/glossary.toml`.
pub fn source(lang: Language) -> &'static str {
    match lang {
        Language::En => include_str!("../../../locales/en/glossary.toml"),
        Language::De => include_str!("../../../locales/de/glossary.toml"),
        Language::Nl => include_str!("../../../locales/nl/glossary.toml"),
        Language::Fr => include_str!("../../../locales/fr/glossary.toml"),
    }
}

/// Checks every embedded Fluent file of `lang` (report, switching notes, CLI, desktop UI)
/// against the glossaries; one line per violation, naming file, message and term.
///
/// For a translation: where the English message with the same id speaks of a concept,
/// the translation must use the glossary's term and none of its forbidden variants. For
/// English: no message may use a forbidden English variant.
pub fn glossary_violations(lang: Language) -> Vec<String> {
    let (english, localized) = match (Glossary::of(Language::En), Glossary::of(lang)) {
        (Ok(en), Ok(l)) => (en, l),
        (Err(e), _) => return vec![format!("locales/en/glossary.toml: {e}")],
        (_, Err(e)) => return vec![format!("locales/{}/glossary.toml: {e}", lang.code())],
    };
    let mut violations = Vec::new();
    let files = crate::resources::checked_resources(Language::En)
        .iter()
        .zip(crate::resources::checked_resources(lang));
    for (en_file, file) in files {
        let (en_catalog, _) = Catalog::parse(en_file.source);
        let (catalog, _) = Catalog::parse(file.source);
        violations.extend(
            check(&english, &localized, lang, &en_catalog, &catalog)
                .into_iter()
                .map(|v| format!("locales/{}/{}: {v}", lang.code(), file.file)),
        );
    }
    violations
}

/// Checks the messages of one file of `lang` against the glossaries, pairing each with
/// the English message of the same id. Returns one line per violation, naming the
/// message id and the concept.
pub fn check(
    english: &Glossary,
    localized: &Glossary,
    lang: Language,
    en_catalog: &Catalog,
    catalog: &Catalog,
) -> Vec<String> {
    let mut violations = Vec::new();
    for (id, message) in &catalog.messages {
        let text = normalise(&message.text);
        for (concept, en_term) in &english.terms {
            if lang == Language::En {
                if let Some(bad) = first_match(&en_term.forbidden, &text) {
                    violations.push(format!(
                        "{id}: uses {bad:?} where the glossary says {:?} ({concept})",
                        en_term.term
                    ));
                }
                continue;
            }
            let Some(en_message) = en_catalog.messages.get(id) else {
                continue;
            };
            if first_match(&en_term.patterns, &normalise(&en_message.text)).is_none() {
                continue;
            }
            let Some(term) = localized.terms.get(concept) else {
                violations.push(format!(
                    "{id}: the {} glossary has no term for {concept}",
                    lang.code()
                ));
                continue;
            };
            if first_match(&term.patterns, &text).is_none() {
                violations.push(format!(
                    "{id}: the English says {:?} ({concept}), the translation lacks {:?}",
                    en_term.term, term.term
                ));
            }
            if let Some(bad) = first_match(&term.forbidden, &text) {
                violations.push(format!(
                    "{id}: uses {bad:?} where the glossary says {:?} ({concept})",
                    term.term
                ));
            }
        }
    }
    violations
}

/// The first pattern that matches `text` (already normalised).
fn first_match<'a>(patterns: &'a [String], text: &[char]) -> Option<&'a str> {
    patterns
        .iter()
        .find(|p| contains(text, &normalise(p)))
        .map(String::as_str)
}

/// Lower case, one kind of apostrophe, one kind of space.
fn normalise(text: &str) -> Vec<char> {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            '\u{2019}' | '\u{02bc}' => '\'',
            '\u{00a0}' | '\u{202f}' | '\u{2009}' => ' ',
            c => c,
        })
        .collect()
}

/// Whether `pattern` occurs in `text` at word boundaries; `*` is any run of letters.
/// A leading `*` lifts the boundary before (a compound's tail), a trailing one the
/// boundary after.
fn contains(text: &[char], pattern: &[char]) -> bool {
    if pattern.is_empty() {
        return false;
    }
    let open_start = pattern[0] == '*';
    (0..=text.len()).any(|start| {
        (open_start || start == 0 || !is_word(text[start - 1]))
            && matches_here(text, start, pattern)
    })
}

fn matches_here(text: &[char], at: usize, pattern: &[char]) -> bool {
    match pattern.split_first() {
        None => at == text.len() || !is_word(text[at]),
        Some(('*', rest)) => {
            let mut end = at;
            loop {
                if matches_here(text, end, rest) {
                    return true;
                }
                match text.get(end) {
                    Some(c) if c.is_alphabetic() => end += 1,
                    _ => return false,
                }
            }
        }
        Some((c, rest)) => text.get(at) == Some(c) && matches_here(text, at + 1, rest),
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str, pattern: &str) -> bool {
        contains(&normalise(text), &normalise(pattern))
    }

    #[test]
    fn patterns_match_whole_words_and_stars_take_inflections() {
        assert!(found(
            "Kosten je produktiver GPU-Stunde",
            "produktive* GPU-Stunde*"
        ));
        assert!(found(
            "2.688 produktive GPU-Stunden",
            "produktive* GPU-Stunde*"
        ));
        assert!(!found("unproduktive GPU-Stunde", "produktive* GPU-Stunde*"));
        assert!(found("Spot instances", "spot"));
        assert!(!found("a spotless record", "spot"));
        assert!(found("ermäßigte Wechselentgelte", "Wechselentgelt*"));
        assert!(found("Datenextraktionsentgelte", "*entgelt*"));
        assert!(found("l’allocation du GPU", "l'allocation du GPU"));
        assert!(found(
            "1\u{202f}234 heures GPU productives",
            "heure* GPU productive*"
        ));
        assert!(!found("", "x"));
    }

    #[test]
    fn a_translation_must_use_the_term_where_the_english_does() {
        let en = Glossary::parse(
            "[gpu-hour]\nterm = \"GPU-hour\"\nmatch = [\"GPU-hour*\"]\nforbidden = [\"GPU hour*\"]\n",
        )
        .expect("valid");
        let de = Glossary::parse(
            "[gpu-hour]\nterm = \"GPU-Stunde\"\nmatch = [\"GPU-Stunde*\"]\nforbidden = [\"GPU-Hour*\"]\n",
        )
        .expect("valid");
        let (en_catalog, _) =
            Catalog::parse("a = 5 GPU-hours\nb = Offers\nc = 3 GPU-hours\nd = one GPU hour\n");
        let (de_catalog, _) = Catalog::parse(
            "a = 5 GPU-Stunden\nb = Angebote mit GPU-Hours\nc = 3 GPU-Hours\nd = eine Stunde\n",
        );
        assert_eq!(
            check(&en, &de, Language::De, &en_catalog, &de_catalog),
            [
                "c: the English says \"GPU-hour\" (gpu-hour), the translation lacks \"GPU-Stunde\"",
                "c: uses \"GPU-Hour*\" where the glossary says \"GPU-Stunde\" (gpu-hour)",
            ]
        );
        assert_eq!(
            check(&en, &en, Language::En, &en_catalog, &en_catalog),
            ["d: uses \"GPU hour*\" where the glossary says \"GPU-hour\" (gpu-hour)"]
        );
    }
}
