//! Fonts for gpucase's PDFs: a TrueType face with its metrics, the subset of glyphs a
//! document draws, and the embedding of that subset into a PDF as a Type 0 font over a
//! CIDFontType2 (`Identity-H`) with a `ToUnicode` map, so that the text stays searchable
//! and copyable. The report (`gpucase-report`) and the visible signature block
//! (`gpucase-sign`) both embed their fonts through [`embed`].
//!
//! The bundled faces are DejaVu Sans and DejaVu Sans Bold (Bitstream Vera licence, see
//! `fonts/LICENSE`), from Debian's `fonts-dejavu-core` 2.37: they cover every Latin letter
//! of the report languages and of Central European names (Ł, Ż, ř), the euro sign, the
//! narrow no-break space (U+202F), typographic quotes and the minus sign (U+2212).
//!
//! Subsetting uses the `subsetter` crate (as typst does); a subset's tag is a hash of its
//! glyphs, so the same text gives the same bytes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

use gpucase_message::{Describe, Message};
use lopdf::{Dictionary, Object, ObjectId, Stream, dictionary};
use ttf_parser::{GlyphId, name_id};

/// The bytes of DejaVu Sans 2.37.
pub static DEJAVU_SANS: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
/// The bytes of DejaVu Sans Bold 2.37.
pub static DEJAVU_SANS_BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

/// Why a font could not be read or embedded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FontError {
    /// The bytes are not a TrueType or OpenType font that can be read.
    Parse(String),
    /// The font was read but its subset could not be built.
    Subset {
        /// The font's PostScript name.
        font: String,
        /// The subsetter's finding.
        detail: String,
    },
}

impl Describe for FontError {
    /// Why a font could not be read or subset; the font parser's or subsetter's own text
    /// is the detail.
    fn message(&self) -> Message {
        match self {
            FontError::Parse(d) => Message::detail("error-font-parse", d),
            FontError::Subset { font, detail } => Message::new("error-font-subset")
                .text("font", font.clone())
                .text("detail", detail.clone()),
        }
    }
}

gpucase_message::display_in_english!(FontError);

/// A parsed TrueType face and the name it goes by in a PDF.
pub struct Face<'a> {
    data: &'a [u8],
    name: String,
    parsed: ttf_parser::Face<'a>,
}

impl std::fmt::Debug for Face<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Face")
            .field("name", &self.name)
            .field("bytes", &self.data.len())
            .finish()
    }
}

impl<'a> Face<'a> {
    /// Reads the first face of a TrueType/OpenType file; its PDF name is the font's
    /// PostScript name (name ID 6), reduced to characters a PDF name may hold, or `Font`
    /// where the file has none.
    ///
    /// # Errors
    /// [`FontError::Parse`] when the bytes are not a font.
    pub fn parse(data: &'a [u8]) -> Result<Self, FontError> {
        let parsed =
            ttf_parser::Face::parse(data, 0).map_err(|e| FontError::Parse(e.to_string()))?;
        let name = parsed
            .names()
            .into_iter()
            .filter(|n| n.name_id == name_id::POST_SCRIPT_NAME)
            .find_map(|n| n.to_string())
            .map(|n| {
                n.chars()
                    .filter(|c| c.is_ascii_graphic() && !"()<>[]{}/%#".contains(*c))
                    .take(63)
                    .collect::<String>()
            })
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| "Font".to_owned());
        Ok(Self { data, name, parsed })
    }

    /// The font file.
    #[must_use]
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// PostScript name, for the PDF's `/BaseFont` (after the subset tag).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The glyph for `c`, if the font has one.
    #[must_use]
    pub fn glyph(&self, c: char) -> Option<u16> {
        self.parsed.glyph_index(c).map(|g| g.0)
    }

    /// Advance width of glyph `gid` in 1/1000 em.
    #[must_use]
    pub fn advance(&self, gid: u16) -> f32 {
        let units = self.parsed.glyph_hor_advance(GlyphId(gid)).unwrap_or(0);
        f32::from(units) * 1000.0 / self.units_per_em()
    }

    fn units_per_em(&self) -> f32 {
        f32::from(self.parsed.units_per_em())
    }

    /// A font-unit value in 1/1000 em.
    #[must_use]
    pub fn scale(&self, units: i16) -> f32 {
        f32::from(units) * 1000.0 / self.units_per_em()
    }

    /// Ascender, descender, cap height and bounding box in 1/1000 em.
    #[must_use]
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

    /// Whether the font says it is bold (OS/2 `fsSelection`).
    #[must_use]
    pub fn is_bold(&self) -> bool {
        self.parsed.is_bold()
    }
}

fn bundled(which: usize) -> &'static Face<'static> {
    static FACES: OnceLock<[Face<'static>; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        // The files are part of the build; a broken one is a build defect, caught by this
        // crate's tests on the first run.
        #[allow(clippy::expect_used)]
        let load = |data| Face::parse(data).expect("the bundled DejaVu font parses");
        [load(DEJAVU_SANS), load(DEJAVU_SANS_BOLD)]
    });
    &faces[which]
}

/// DejaVu Sans, parsed once.
#[must_use]
pub fn dejavu_sans() -> &'static Face<'static> {
    bundled(0)
}

/// DejaVu Sans Bold, parsed once.
#[must_use]
pub fn dejavu_sans_bold() -> &'static Face<'static> {
    bundled(1)
}

/// The glyphs a document draws with one face: old glyph id to new id, and the text each
/// new id stands for. Glyph 0 (`.notdef`) is always kept, as the PDF font needs it.
pub struct Subset {
    remapper: subsetter::GlyphRemapper,
    unicode: BTreeMap<u16, char>,
}

impl Default for Subset {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for Subset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Subset")
            .field("unicode", &self.unicode)
            .finish()
    }
}

impl Subset {
    /// An empty subset (only `.notdef`).
    #[must_use]
    pub fn new() -> Self {
        let mut remapper = subsetter::GlyphRemapper::new();
        remapper.remap(0);
        Self {
            remapper,
            unicode: BTreeMap::new(),
        }
    }

    /// Adds the glyph `face` draws `c` with; returns its id in the subset (the CID to
    /// write in the content stream), or `None` when the face has no glyph for `c`. The
    /// first character drawn with a glyph is the text the `ToUnicode` map gives for it.
    pub fn add(&mut self, face: &Face<'_>, c: char) -> Option<u16> {
        let gid = face.glyph(c)?;
        let new = self.remapper.remap(gid);
        self.unicode.entry(new).or_insert(c);
        Some(new)
    }

    /// The subset id of the glyph for `c`, if it was [`add`](Self::add)ed.
    #[must_use]
    pub fn get(&self, face: &Face<'_>, c: char) -> Option<u16> {
        face.glyph(c).and_then(|g| self.remapper.get(g))
    }

    /// Each subset glyph id and the character it was added for, in id order.
    pub fn characters(&self) -> impl Iterator<Item = (u16, char)> + '_ {
        self.unicode.iter().map(|(g, c)| (*g, *c))
    }
}

/// FNV-1a, 64 bits.
fn fnv(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A six-letter subset tag derived from the face's name and the glyphs kept
/// (ISO 32000-1, 9.6.4).
#[must_use]
pub fn subset_tag(face: &Face<'_>, subset: &Subset) -> String {
    let mut data = face.name.as_bytes().to_vec();
    for (gid, c) in &subset.unicode {
        data.extend_from_slice(&gid.to_be_bytes());
        data.extend_from_slice(&u32::from(*c).to_be_bytes());
    }
    let mut h = fnv(&data);
    (0..6)
        .map(|_| {
            let letter = char::from(b'A' + (h % 26) as u8);
            h /= 26;
            letter
        })
        .collect()
}

/// The `ToUnicode` CMap: each glyph of the subset to the character it was drawn for.
#[must_use]
pub fn to_unicode(subset: &Subset) -> Vec<u8> {
    let mut s = String::from(
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n\
         /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n\
         /CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n\
         1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n",
    );
    let entries: Vec<(&u16, &char)> = subset.unicode.iter().collect();
    for chunk in entries.chunks(100) {
        let _ = writeln!(s, "{} beginbfchar", chunk.len());
        for (gid, c) in chunk {
            let mut units = [0u16; 2];
            let utf16: String = c
                .encode_utf16(&mut units)
                .iter()
                .map(|u| format!("{u:04X}"))
                .collect();
            let _ = writeln!(s, "<{gid:04X}> <{utf16}>");
        }
        s.push_str("endbfchar\n");
    }
    s.push_str("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
    s.into_bytes()
}

/// Embeds `subset` of `face` as a Type 0 font over a CIDFontType2 (`Identity-H`, widths
/// from the font, a `ToUnicode` map) and returns the id of the Type 0 font dictionary.
///
/// `add` stores one object and returns its id: `|o| doc.add_object(o)` for a lopdf
/// document, or a writer of incremental updates. The objects come in a fixed order: the
/// font file, the descriptor, the CID font, the `ToUnicode` stream, the Type 0 font. The
/// streams are given uncompressed; compressing them is the writer's choice.
///
/// # Errors
/// [`FontError::Subset`] when the subset cannot be built.
pub fn embed(
    face: &Face<'_>,
    subset: &Subset,
    mut add: impl FnMut(Object) -> ObjectId,
) -> Result<ObjectId, FontError> {
    let data =
        subsetter::subset(face.data, 0, &subset.remapper).map_err(|e| FontError::Subset {
            font: face.name.clone(),
            detail: format!("{e:?}"),
        })?;
    let base = format!("{}+{}", subset_tag(face, subset), face.name);
    let length = i64::try_from(data.len()).unwrap_or(i64::MAX);
    let file = add(Object::Stream(Stream::new(
        dictionary! { "Length1" => length },
        data,
    )));
    let (ascent, descent, cap, bbox) = face.vertical();
    let descriptor = add(Object::Dictionary(dictionary! {
        "Type" => "FontDescriptor",
        "FontName" => Object::Name(base.clone().into_bytes()),
        "Flags" => 32,
        "FontBBox" => bbox.iter().map(|v| Object::Integer(v.round() as i64)).collect::<Vec<_>>(),
        "ItalicAngle" => 0,
        "Ascent" => ascent.round() as i64,
        "Descent" => descent.round() as i64,
        "CapHeight" => cap.round() as i64,
        "StemV" => if face.is_bold() { 120 } else { 80 },
        "FontFile2" => file,
    }));
    let mut widths = Vec::new();
    for (new, c) in &subset.unicode {
        // The widths come from the original glyphs.
        if let Some(old) = face.glyph(*c) {
            widths.push(Object::Integer(i64::from(*new)));
            widths.push(Object::Array(vec![Object::Integer(
                face.advance(old).round() as i64,
            )]));
        }
    }
    let cid = add(Object::Dictionary(dictionary! {
        "Type" => "Font",
        "Subtype" => "CIDFontType2",
        "BaseFont" => Object::Name(base.clone().into_bytes()),
        "CIDSystemInfo" => dictionary! {
            "Registry" => Object::string_literal("Adobe"),
            "Ordering" => Object::string_literal("Identity"),
            "Supplement" => 0,
        },
        "FontDescriptor" => descriptor,
        "DW" => 1000,
        "W" => widths,
        "CIDToGIDMap" => "Identity",
    }));
    let cmap = add(Object::Stream(Stream::new(
        Dictionary::new(),
        to_unicode(subset),
    )));
    Ok(add(Object::Dictionary(dictionary! {
        "Type" => "Font",
        "Subtype" => "Type0",
        "BaseFont" => Object::Name(base.into_bytes()),
        "Encoding" => "Identity-H",
        "DescendantFonts" => vec![Object::Reference(cid)],
        "ToUnicode" => cmap,
    })))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use super::*;

    #[test]
    fn the_bundled_faces_parse_with_their_postscript_names() {
        assert_eq!(dejavu_sans().name(), "DejaVuSans");
        assert_eq!(dejavu_sans_bold().name(), "DejaVuSans-Bold");
        assert!(dejavu_sans_bold().is_bold());
        assert!(!dejavu_sans().is_bold());
    }

    #[test]
    fn central_european_letters_have_glyphs() {
        for c in "Łukasz Żółć-Dvořák €\u{202f}\u{2212}\u{fffd}".chars() {
            assert!(dejavu_sans().glyph(c).is_some(), "{c:?}");
        }
        assert_eq!(dejavu_sans().glyph('中'), None);
    }

    #[test]
    fn bytes_that_are_no_font_are_an_error() {
        let err = Face::parse(b"%PDF-1.7 not a font").unwrap_err();
        assert!(matches!(err, FontError::Parse(_)), "{err}");
    }

    #[test]
    fn the_subset_maps_each_glyph_to_its_character() {
        let face = dejavu_sans();
        let mut subset = Subset::new();
        let l = subset.add(face, 'Ł').unwrap();
        let r = subset.add(face, 'ř').unwrap();
        // Glyph 0 is .notdef, so the first character gets 1.
        assert_eq!((l, r), (1, 2));
        assert_eq!(subset.add(face, 'Ł'), Some(1));
        assert_eq!(subset.get(face, 'ř'), Some(2));
        assert_eq!(subset.get(face, 'x'), None);
        assert_eq!(subset.add(face, '中'), None);
        let cmap = String::from_utf8(to_unicode(&subset)).unwrap();
        // U+0141 LATIN CAPITAL LETTER L WITH STROKE, U+0159 LATIN SMALL LETTER R WITH CARON.
        assert!(
            cmap.contains("2 beginbfchar\n<0001> <0141>\n<0002> <0159>\n"),
            "{cmap}"
        );
    }

    #[test]
    fn embedding_gives_five_objects_and_a_subset_much_smaller_than_the_font() {
        let face = dejavu_sans();
        let mut subset = Subset::new();
        for c in "Dvořák".chars() {
            subset.add(face, c);
        }
        let mut objects = Vec::new();
        let font = embed(face, &subset, |o| {
            objects.push(o);
            (objects.len() as u32, 0)
        })
        .unwrap();
        assert_eq!(font, (5, 0));
        let Object::Stream(file) = &objects[0] else {
            panic!("the font file comes first: {:?}", objects[0]);
        };
        assert!(
            file.content.len() < DEJAVU_SANS.len() / 20,
            "{}",
            file.content.len()
        );
        // The subset is itself a font with the same glyphs.
        let sub = Face::parse(&file.content).unwrap();
        assert_eq!(sub.advance(1), face.advance(face.glyph('D').unwrap()));
        let Object::Dictionary(type0) = &objects[4] else {
            panic!("the Type 0 font comes last");
        };
        let base = type0.get(b"BaseFont").unwrap().as_name().unwrap();
        let tag = subset_tag(face, &subset);
        assert_eq!(base, format!("{tag}+DejaVuSans").as_bytes());
        assert!(tag.bytes().all(|b| b.is_ascii_uppercase()) && tag.len() == 6);
    }
}
