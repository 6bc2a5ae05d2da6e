//! The characters that act on the text around them rather than being read: control
//! characters (escape sequences, NUL, line breaks inside a name), the Unicode controls that
//! reorder text (right-to-left overrides, isolates: "Trojan Source", CVE-2021-42574) and the
//! line and paragraph separators. Text from a case, an offer, a plugin or a probe may hold
//! them; the terminal shows them as escapes, the report as U+FFFD. One list for both.

/// Whether `c` would change how a terminal or a page lays out, colours or orders what
/// follows it.
pub fn acts_on_layout(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        || matches!(c, '\u{2028}' | '\u{2029}')
}

#[cfg(test)]
mod tests {
    use super::acts_on_layout;

    #[test]
    fn controls_and_reordering_marks_act_and_letters_do_not() {
        for c in [
            '\u{1b}', '\0', '\n', '\u{7f}', '\u{85}', '\u{202e}', '\u{2066}', '\u{2028}',
        ] {
            assert!(acts_on_layout(c), "{c:?}");
        }
        for c in ['a', 'ü', '東', '€', '\u{202f}', '\u{a0}'] {
            assert!(!acts_on_layout(c), "{c:?}");
        }
    }
}
