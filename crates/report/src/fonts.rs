//! The embedded fonts: DejaVu Sans and DejaVu Sans Bold (Bitstream Vera licence), from
//! Debian's `fonts-dejavu-core` 2.37; the files and their parsing live in `gpucase-pdffont`
//! (`crates/pdffont/fonts`), shared with the visible signature block.
//!
//! DejaVu covers every Latin letter the four report languages use, the euro sign, the
//! narrow no-break space that French groups digits with (U+202F), typographic quotes and
//! the minus sign (U+2212, which Noto Sans lacks). A character without a glyph is never
//! drawn as an empty box: [`unsupported`] finds it, the PDF writer refuses it, and a test
//! runs every localized string through it.

use gpucase_pdffont::{Face, dejavu_sans, dejavu_sans_bold};

use crate::metrics::Font;

/// The face of `font` (parsed once, by `gpucase-pdffont`).
pub(crate) fn face(font: Font) -> &'static Face<'static> {
    match font {
        Font::Regular => dejavu_sans(),
        Font::Bold => dejavu_sans_bold(),
    }
}

/// The characters of `text` that the report's fonts cannot draw (each once, in order).
/// Line breaks and tabs are layout, not glyphs, and are not reported.
pub fn unsupported(text: &str) -> Vec<char> {
    let mut missing = Vec::new();
    for c in text.chars() {
        if matches!(c, '\n' | '\r' | '\t') || missing.contains(&c) {
            continue;
        }
        if face(Font::Regular).glyph(c).is_none() || face(Font::Bold).glyph(c).is_none() {
            missing.push(c);
        }
    }
    missing
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fonts_cover_what_the_four_languages_write() {
        let text = "Wechselentgelte für Datenextraktion: 1.234,56 € · overstapkosten € 1.234,56 · \
                    frais de changement de fournisseur : 1\u{202f}234,56\u{a0}€ · €1,234.56 · \
                    Größe, Übersicht, Prüfung, déjà, à, ç, é, è, ê, ë, î, ï, ô, ù, û, ü, œ, Œ, \
                    „Zitat“ « citation » ‘quote’ – — … \u{2212}5 % ≥ ≤ × ÷ ½ ¼ ñ ß ÿ";
        assert_eq!(unsupported(text), Vec::<char>::new());
    }

    #[test]
    fn a_character_without_a_glyph_is_reported() {
        // Chinese and Japanese are outside DejaVu Sans.
        assert_eq!(unsupported("Preis 中 ok あ 中"), vec!['中', 'あ']);
    }

    #[test]
    fn bold_is_wider_than_regular() {
        let w = |font: Font| {
            let f = face(font);
            "Mi".chars()
                .map(|c| f.advance(f.glyph(c).unwrap_or(0)))
                .sum::<f32>()
        };
        assert!(w(Font::Bold) > w(Font::Regular));
        assert!(w(Font::Regular) > 0.0);
    }
}
