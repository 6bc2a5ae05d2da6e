//! The embedded fonts: DejaVu Sans and DejaVu Sans Bold (Bitstream Vera licence, see
//! `fonts/LICENSE`), from Debian's `fonts-dejavu-core` 2.37.
//!
//! DejaVu covers every Latin letter the four report languages use, the euro sign, the
//! narrow no-break space that French groups digits with (U+202F), typographic quotes and
//! the minus sign (U+2212, which Noto Sans lacks). A character without a glyph is never
//! drawn as an empty box: [`unsupported`] finds it, the PDF writer refuses it, and a test
//! runs every localized string through it.

use std::sync::OnceLock;

use ttf_parser::{Face as Parsed, GlyphId};

use crate::metrics::Font;

static REGULAR: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

/// One embedded font, parsed once.
pub(crate) struct Face {
    /// The font file.
    pub data: &'static [u8],
    /// PostScript name, for the PDF's `/BaseFont`.
    pub name: &'static str,
    parsed: Parsed<'static>,
}

impl Face {
    fn load(data: &'static [u8], name: &'static str) -> Self {
        // The files are part of the build; a broken one is a build defect, caught by the
        // crate's tests on the first run.
        #[allow(clippy::expect_used)]
        let parsed = Parsed::parse(data, 0).expect("the embedded DejaVu font parses");
        Self { data, name, parsed }
    }

    /// The glyph for `c`, if the font has one.
    pub fn glyph(&self, c: char) -> Option<u16> {
        self.parsed.glyph_index(c).map(|g| g.0)
    }

    /// Advance width of glyph `gid` in 1/1000 em.
    pub fn advance(&self, gid: u16) -> f32 {
        let units = self.parsed.glyph_hor_advance(GlyphId(gid)).unwrap_or(0);
        f32::from(units) * 1000.0 / self.units_per_em()
    }

    fn units_per_em(&self) -> f32 {
        f32::from(self.parsed.units_per_em())
    }

    /// A font-unit value in 1/1000 em.
    pub fn scale(&self, units: i16) -> f32 {
        f32::from(units) * 1000.0 / self.units_per_em()
    }

    /// Ascender, descender, cap height and bounding box in 1/1000 em.
    pub fn vertical(&self) -> (f32, f32, f32, [f32; 4]) {
        let p = &self.parsed;
        let bbox = p.global_bounding_box();
        (
            self.scale(p.ascender()),
            self.scale(p.descender()),
            self.scale(p.capital_height().unwrap_or(p.ascender())),
            [
                self.scale(bbox.x_min),
                self.scale(bbox.y_min),
                self.scale(bbox.x_max),
                self.scale(bbox.y_max),
            ],
        )
    }
}

/// The face of `font`.
pub(crate) fn face(font: Font) -> &'static Face {
    static FACES: OnceLock<[Face; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        [
            Face::load(REGULAR, "DejaVuSans"),
            Face::load(BOLD, "DejaVuSans-Bold"),
        ]
    });
    match font {
        Font::Regular => &faces[0],
        Font::Bold => &faces[1],
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
