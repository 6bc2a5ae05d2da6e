//! Integration tests of gpucase-l10n: the Fluent files of every language against each
//! other, plurals, CLDR formatting and the glossary.

mod files;
mod formats;
mod glossary;
mod growth;
mod messages;
mod options;
