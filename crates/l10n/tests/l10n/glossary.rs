//! The glossaries: each is well formed and covers the concepts of the English one, and
//! every message of every language keeps to them.

use gpucase_l10n::Language;
use gpucase_l10n::glossary::{Glossary, glossary_violations};

#[test]
fn every_glossary_reads_and_covers_the_english_concepts() {
    let english = Glossary::of(Language::En).expect("locales/en/glossary.toml");
    assert!(english.terms.contains_key("productive-gpu-hour"));
    for lang in Language::ALL {
        let glossary = Glossary::of(lang)
            .unwrap_or_else(|e| panic!("locales/{}/glossary.toml: {e}", lang.code()));
        let concepts: Vec<&String> = glossary.terms.keys().collect();
        let english_concepts: Vec<&String> = english.terms.keys().collect();
        assert_eq!(concepts, english_concepts, "{lang}");
        for (concept, term) in &glossary.terms {
            assert!(!term.patterns.is_empty(), "{lang} {concept}: no pattern");
            assert!(
                term.patterns
                    .iter()
                    .chain(&term.forbidden)
                    .all(|p| !p.trim().is_empty()),
                "{lang} {concept}: an empty pattern"
            );
        }
    }
}

#[test]
fn every_message_keeps_to_the_glossary() {
    let violations: Vec<String> = Language::ALL
        .into_iter()
        .flat_map(glossary_violations)
        .collect();
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}
