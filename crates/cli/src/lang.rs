//! The language of what the CLI prints: `--lang`, else the language of the case it reads,
//! else `GPUCASE_LANG`, else English.
//!
//! The CLI's own words (headings, labels, summaries, confirmations and the error prefix)
//! come from `locales/<lang>/cli.ftl`, the texts of errors from `errors.ftl` (each error says
//! its message, `gpucase_app::Describe`); `--help` stays English. An error is written in the language
//! asked for with `--lang` or `GPUCASE_LANG`: a case that could not be read has none.

use gpucase_app::AppError;
use gpucase_l10n::{Args, Language, Localizer};

/// The environment variable that sets the default language.
pub const ENV: &str = "GPUCASE_LANG";

/// The language the user asked for: `--lang`, else `GPUCASE_LANG`; `None` when neither
/// is set, so that a case's own language can decide.
pub fn requested(flag: Option<Language>) -> Result<Option<Language>, AppError> {
    if flag.is_some() {
        return Ok(flag);
    }
    match std::env::var(ENV) {
        Ok(code) if !code.is_empty() => {
            code.parse()
                .map(Some)
                .map_err(|e: gpucase_core::language::UnknownLanguage| {
                    AppError::Said(
                        gpucase_app::Message::new("cli-lang-env")
                            .text("env", ENV)
                            .text("code", code)
                            .message("reason", gpucase_app::Describe::message(&e)),
                    )
                })
        }
        _ => Ok(None),
    }
}

/// The messages for a command that reads `case_language`'s case: `--lang` wins over the
/// case's language, the case's over `GPUCASE_LANG`.
pub fn for_case(flag: Option<Language>, case_language: Option<Language>) -> Localizer {
    let env = requested(None).ok().flatten();
    Localizer::new(flag.or(case_language).or(env).unwrap_or_default())
}

/// Formats `id` with `args` in the language of `l10n`.
pub fn say(l10n: &Localizer, id: &str, args: Args) -> String {
    l10n.tr(id, &args)
}
