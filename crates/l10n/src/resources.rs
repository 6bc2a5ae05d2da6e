//! The Fluent files compiled into the binary: `locales/<lang>/<feature>.ftl`.
//!
//! Embedding them means a report or a CLI message never depends on files beside the
//! binary, and the same build gives the same strings on every machine. The desktop UI's
//! `ui.ftl` is embedded only for the glossary check: the front end loads it itself, and
//! receives what these files say (option names, exclusions, checklist answers, the
//! probe's analysis) written by this crate with the app's answers.

use crate::Language;

/// One embedded Fluent file: its name (`report.ftl`) and its text.
#[derive(Debug, Clone, Copy)]
pub struct Resource {
    /// The file name inside `locales/<lang>/`.
    pub file: &'static str,
    /// The Fluent source.
    pub source: &'static str,
}

macro_rules! resources {
    ($lang:literal) => {
        [
            Resource {
                file: "report.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/report.ftl")),
            },
            Resource {
                file: "switching.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/switching.ftl")),
            },
            Resource {
                file: "cli.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/cli.ftl")),
            },
            Resource {
                file: "checklist.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/checklist.ftl")),
            },
            Resource {
                file: "xlsx.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/xlsx.ftl")),
            },
            Resource {
                file: "errors.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/errors.ftl")),
            },
            Resource {
                file: "ui.ftl",
                source: include_str!(concat!("../../../locales/", $lang, "/ui.ftl")),
            },
        ]
    };
}

const EN: [Resource; 7] = resources!("en");
const DE: [Resource; 7] = resources!("de");
const NL: [Resource; 7] = resources!("nl");
const FR: [Resource; 7] = resources!("fr");

/// The Fluent files a [`Localizer`](crate::Localizer) of `lang` loads: the report, the
/// switching notes, the CLI messages, the checklist's answers and probe findings, the
/// workbook's labels and the errors.
pub fn resources(lang: Language) -> &'static [Resource] {
    &checked_resources(lang)[..6]
}

/// Every embedded Fluent file of `lang`: those of [`resources`] and the desktop UI's
/// `ui.ftl`, in the same order for every language.
pub fn checked_resources(lang: Language) -> &'static [Resource] {
    match lang {
        Language::En => &EN,
        Language::De => &DE,
        Language::Nl => &NL,
        Language::Fr => &FR,
    }
}
