//! Formatting messages: plurals by CLDR rules, numbers inside messages, and the errors a
//! missing message or variable leaves for `take_errors`.

use gpucase_l10n::{Args, Language, Localizer};
use rust_decimal_macros::dec;

fn cases(lang: Language, count: u64) -> String {
    let l10n = Localizer::new(lang);
    let text = l10n.tr("cli-cases-listed", &Args::new().num("count", count));
    assert_eq!(l10n.take_errors(), Vec::<String>::new());
    text
}

#[test]
fn plurals_follow_cldr_rules_per_language() {
    assert_eq!(cases(Language::En, 1), "1 case");
    assert_eq!(cases(Language::En, 2), "2 cases");
    assert_eq!(cases(Language::De, 1), "1 Fall");
    assert_eq!(cases(Language::De, 2), "2 Fälle");
    assert_eq!(cases(Language::Nl, 1), "1 dossier");
    assert_eq!(cases(Language::Nl, 2), "2 dossiers");
    // French counts 0 and 1 as "one" (CLDR: i = 0,1).
    assert_eq!(cases(Language::Fr, 0), "0 dossier");
    assert_eq!(cases(Language::Fr, 1), "1 dossier");
    assert_eq!(cases(Language::Fr, 2), "2 dossiers");
}

#[test]
fn numbers_inside_messages_use_the_locale_grouping() {
    assert_eq!(cases(Language::De, 1234), "1.234 Fälle");
    assert_eq!(cases(Language::Fr, 1234), "1\u{202f}234 dossiers");
    let l10n = Localizer::new(Language::De);
    let text = l10n.tr(
        "cli-workload",
        &Args::new()
            .num("productive", 336u64)
            .num("hours", 730u64)
            .num("productive_gpu_hours", 2688u64)
            .num("gpu_hours", 5840u64)
            .str("share", l10n.percent(dec!(0.4603), 1)),
    );
    assert_eq!(l10n.take_errors(), Vec::<String>::new());
    assert_eq!(
        text,
        "Workload: 336 von 730 Stunden produktiv; 2.688 von 5.840 GPU-Stunden (46,0\u{a0}%)"
    );
}

#[test]
fn a_missing_message_is_recorded_and_shown_in_brackets() {
    let l10n = Localizer::new(Language::Nl);
    assert_eq!(
        l10n.tr("no-such-message", &Args::new()),
        "[no-such-message]"
    );
    let errors = l10n.take_errors();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("nl no-such-message:"), "{errors:?}");
    assert_eq!(l10n.take_errors(), Vec::<String>::new(), "taken once");
}

#[test]
fn a_missing_variable_is_recorded() {
    let l10n = Localizer::new(Language::Fr);
    assert_eq!(
        l10n.tr("cli-cases-listed", &Args::new()),
        "[cli-cases-listed]"
    );
    let errors = l10n.take_errors();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("count"), "{errors:?}");
}

#[test]
fn a_missing_attribute_is_recorded() {
    let l10n = Localizer::new(Language::En);
    assert_eq!(l10n.tr("cli-error.nope", &Args::new()), "[cli-error.nope]");
    assert_eq!(l10n.take_errors().len(), 1);
}
