//! Text from cases, offers and plugins as the CLI prints it in its tables: a name may hold
//! anything a file or a provider put there, so control characters (new lines, tabs, ANSI
//! escape sequences) and the Unicode controls that reorder text (right-to-left overrides,
//! isolates) are written as visible escapes (`\n`, `\t`, `\u{1b}`, `\u{202e}`), and every
//! row stays one row with its columns where they belong.

use std::borrow::Cow;
use std::fmt::Write;

/// Whether `c` would change how the terminal lays out or colours what follows it (the list
/// the report uses too: `gpucase_l10n::controls`).
fn is_control(c: char) -> bool {
    gpucase_l10n::controls::acts_on_layout(c)
}

/// `text` with every control character written as a visible escape; borrowed when there
/// is none (the common case).
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if is_control(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// `text` of several lines with every control character but the line break written as a
/// visible escape: a report the CLI lays out itself (the probe's analysis) keeps its lines,
/// and what a file put in it cannot colour, move or reorder them.
pub fn shown_lines(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && is_control(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for line in text.split_inclusive('\n') {
        match line.strip_suffix('\n') {
            Some(line) => {
                out.push_str(&shown(line));
                out.push('\n');
            }
            None => out.push_str(&shown(line)),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::{shown, shown_lines};

    #[test]
    fn a_text_of_lines_keeps_its_lines_and_nothing_else() {
        assert_eq!(shown_lines("a\nb\n"), "a\nb\n");
        assert_eq!(
            shown_lines("GPU \u{1b}[2J\nx\u{202e}y\u{0}\n"),
            "GPU \\u{1b}[2J\nx\\u{202e}y\\u{0}\n"
        );
    }

    #[test]
    fn controls_are_written_as_escapes_and_other_text_is_kept() {
        assert_eq!(shown("H200 Stockholm"), "H200 Stockholm");
        assert_eq!(shown("Zürich – 東京"), "Zürich – 東京");
        assert_eq!(shown("a\nb\tc\rd"), "a\\nb\\tc\\rd");
        assert_eq!(shown("\u{1b}[31mred\u{1b}[0m"), "\\u{1b}[31mred\\u{1b}[0m");
        assert_eq!(shown("abc\u{202e}fed"), "abc\\u{202e}fed");
        assert_eq!(shown("x\u{2066}y\u{2069}"), "x\\u{2066}y\\u{2069}");
        assert_eq!(shown("\u{7f}\u{85}"), "\\u{7f}\\u{85}");
    }
}
