//! Every Fluent file under `locales/`, read from the directory at test time: it parses,
//! every id exists in every language, and every language uses the same variables.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use gpucase_l10n::Language;
use gpucase_l10n::catalog::Catalog;

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

/// Every `.ftl` file of every language: file name → language → catalog.
fn catalogs() -> (BTreeMap<String, BTreeMap<Language, Catalog>>, Vec<String>) {
    let mut files: BTreeMap<String, BTreeMap<Language, Catalog>> = BTreeMap::new();
    let mut errors = Vec::new();
    for lang in Language::ALL {
        let dir = locales().join(lang.code());
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .expect("a UTF-8 file name")
                .to_owned();
            let source = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let (catalog, parse_errors) = Catalog::parse(&source);
            errors.extend(
                parse_errors
                    .into_iter()
                    .map(|e| format!("locales/{}/{name}: {e}", lang.code())),
            );
            files.entry(name).or_default().insert(lang, catalog);
        }
    }
    (files, errors)
}

#[test]
fn every_fluent_file_parses() {
    let (files, errors) = catalogs();
    assert!(files.contains_key("cli.ftl"), "{:?}", files.keys());
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn every_file_and_message_exists_in_every_language() {
    let (files, _) = catalogs();
    let mut missing = Vec::new();
    for (name, by_lang) in &files {
        let ids: BTreeSet<&String> = by_lang.values().flat_map(|c| c.messages.keys()).collect();
        for lang in Language::ALL {
            let Some(catalog) = by_lang.get(&lang) else {
                missing.push(format!("locales/{}/{name} does not exist", lang.code()));
                continue;
            };
            for id in &ids {
                if !catalog.messages.contains_key(*id) {
                    missing.push(format!("locales/{}/{name}: no {id}", lang.code()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_language_uses_the_variables_of_the_english_message() {
    let (files, _) = catalogs();
    let mut differ = Vec::new();
    for (name, by_lang) in &files {
        let Some(english) = by_lang.get(&Language::En) else {
            continue;
        };
        for (id, en) in &english.messages {
            for (lang, catalog) in by_lang {
                let Some(message) = catalog.messages.get(id) else {
                    continue;
                };
                // `<name>_elides` (gpucase_l10n::elides) is a selector only the languages
                // that elide use: French writes "d’Amazon" where English has "of Amazon".
                let own: std::collections::BTreeSet<_> = message
                    .variables
                    .iter()
                    .filter(|v| !v.ends_with("_elides"))
                    .cloned()
                    .collect();
                let english: std::collections::BTreeSet<_> = en.variables.iter().cloned().collect();
                if own != english {
                    differ.push(format!(
                        "locales/{}/{name}: {id} uses {:?}, the English {:?}",
                        lang.code(),
                        message.variables,
                        en.variables
                    ));
                }
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
