//! Writes laid-out pages as a PDF: embedded, subset DejaVu fonts, vector drawings, document
//! metadata, and the same bytes for the same pages.
//!
//! The architecture named printpdf for this. printpdf 0.7 embeds a TrueType font whole
//! (DejaVu Sans alone would make the report about 390 KB), and printpdf 0.12 subsets only
//! with its `text_layout` feature, whose layout engine took about 25 minutes to build on two
//! cores (`../shared/bench/pdf/README.md`). The report already had to read printpdf's output
//! back with lopdf to make it reproducible (printpdf stamps the clock and random IDs), so it
//! now writes the objects with lopdf directly: each font is subset to the glyphs the report
//! uses (`gpucase-pdffont`, over the `subsetter` crate as typst does) and embedded as a CID font (Type 0,
//! `Identity-H`) with a `ToUnicode` map, so the text stays searchable and copyable.
//!
//! Reproducible: no clock (the dates come from the report date), a document ID that is a
//! hash of the content, objects numbered in a fixed order, Flate compression at a fixed
//! level and a classic cross-reference table.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use gpucase_pdffont::Subset;
use jiff::civil::Date;
use lopdf::{Dictionary, Document, Object, Stream, StringFormat, dictionary};

use crate::ReportError;
use crate::fonts::face;
use crate::layout::{PAGE_HEIGHT, PAGE_WIDTH, Page, Rgb, Shape};
use crate::metrics::{Font, MM_PER_PT};

/// Document information.
pub(crate) struct Meta<'a> {
    /// Title.
    pub title: &'a str,
    /// Author.
    pub author: &'a str,
    /// Subject (one line).
    pub subject: &'a str,
    /// Language of the text, BCP 47 (`de-DE`).
    pub language: &'a str,
    /// Date of the report; creation and modification dates (00:00 UTC).
    pub date: Date,
}

fn pdf_error(e: impl std::fmt::Display) -> ReportError {
    ReportError::Pdf(e.to_string())
}

/// FNV-1a, 64 bits, from `seed`: a small, stable content hash (the document ID).
fn fnv(seed: u64, data: &[u8]) -> u64 {
    data.iter().fold(seed, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Millimetres to points, written with two decimals.
pub(crate) fn pt(mm: f32) -> String {
    num(mm / MM_PER_PT)
}

/// A number for a content stream: at most two decimals, no exponent, no `-0`.
pub(crate) fn num(v: f32) -> String {
    let r = (v * 100.0).round() / 100.0;
    let r = if r == 0.0 { 0.0 } else { r };
    let s = format!("{r:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_owned()
}

fn color(c: Rgb) -> String {
    format!("{} {} {}", num(c.0), num(c.1), num(c.2))
}

/// The used glyphs of each font, in page order; a character without a glyph is an error
/// naming the text it occurs in.
fn subsets(pages: &[Page]) -> Result<BTreeMap<Font, Subset>, ReportError> {
    let mut out = BTreeMap::new();
    for page in pages {
        for run in &page.runs {
            let f = face(run.font);
            let subset = out.entry(run.font).or_insert_with(Subset::new);
            for c in run.text.chars().map(crate::metrics::drawn) {
                subset.add(f, c).ok_or_else(|| ReportError::MissingGlyph {
                    character: c,
                    text: run.text.clone(),
                })?;
            }
        }
    }
    Ok(out)
}

/// Fails as [`write`] would on a character that the fonts cannot draw.
pub(crate) fn check_glyphs(pages: &[Page]) -> Result<(), ReportError> {
    subsets(pages).map(|_| ())
}

/// The page's content stream.
fn content(page: &Page, subsets: &BTreeMap<Font, Subset>) -> Vec<u8> {
    let mut s = String::new();
    for shape in &page.shapes {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                let rect = format!("{} {} {} {} re", pt(*x), pt(*y), pt(*w), pt(*h));
                match (fill, stroke) {
                    (Some(f), Some((c, width))) => {
                        let _ = writeln!(
                            s,
                            "{} rg {} RG {} w {rect} B",
                            color(*f),
                            color(*c),
                            num(*width)
                        );
                    }
                    (Some(f), None) => {
                        let _ = writeln!(s, "{} rg {rect} f", color(*f));
                    }
                    (None, Some((c, width))) => {
                        let _ = writeln!(s, "{} RG {} w {rect} S", color(*c), num(*width));
                    }
                    (None, None) => {}
                }
            }
            Shape::Line {
                points,
                color: c,
                width,
                dashed,
            } => {
                let Some(((x0, y0), rest)) = points.split_first() else {
                    continue;
                };
                let dash = if *dashed { "[3 2] 0 d" } else { "[] 0 d" };
                let _ = write!(
                    s,
                    "{} RG {} w {dash} 1 j {} {} m",
                    color(*c),
                    num(*width),
                    pt(*x0),
                    pt(*y0)
                );
                for (x, y) in rest {
                    let _ = write!(s, " {} {} l", pt(*x), pt(*y));
                }
                s.push_str(" S\n");
            }
        }
    }
    let _ = writeln!(s, "[] 0 d");
    for rule in &page.rules {
        let _ = writeln!(
            s,
            "0 G {} w {} {} m {} {} l S",
            num(rule.thickness),
            pt(rule.x1),
            pt(rule.y),
            pt(rule.x2),
            pt(rule.y)
        );
    }
    for run in &page.runs {
        let f = face(run.font);
        let Some(subset) = subsets.get(&run.font) else {
            continue;
        };
        let mut hex = String::with_capacity(run.text.len() * 4);
        for c in run.text.chars().map(crate::metrics::drawn) {
            let new = subset.get(f, c).unwrap_or(0);
            let _ = write!(hex, "{new:04X}");
        }
        let name = match run.font {
            Font::Regular => "F1",
            Font::Bold => "F2",
        };
        let _ = writeln!(
            s,
            "BT {} rg /{name} {} Tf 1 0 0 1 {} {} Tm <{hex}> Tj ET",
            color(run.color),
            num(run.size),
            pt(run.x),
            pt(run.baseline)
        );
    }
    s.into_bytes()
}

/// A PDF text string: PDFDocEncoding-safe ASCII as is, anything else as UTF-16BE with BOM.
fn text_string(text: &str) -> Object {
    if text.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        Object::String(text.as_bytes().to_vec(), StringFormat::Literal)
    } else {
        let mut bytes = vec![0xfe, 0xff];
        for unit in text.encode_utf16() {
            bytes.extend_from_slice(&unit.to_be_bytes());
        }
        Object::String(bytes, StringFormat::Hexadecimal)
    }
}

/// Writes `pages` as PDF bytes; the same pages and metadata give the same bytes.
pub(crate) fn write(pages: &[Page], meta: &Meta<'_>) -> Result<Vec<u8>, ReportError> {
    let subsets = subsets(pages)?;
    let mut doc = Document::with_version("1.7");
    let pages_id = doc.new_object_id();
    let mut fonts = Dictionary::new();
    for (font, subset) in &subsets {
        let id = gpucase_pdffont::embed(face(*font), subset, |o| doc.add_object(o))
            .map_err(pdf_error)?;
        let name = match font {
            Font::Regular => "F1",
            Font::Bold => "F2",
        };
        fonts.set(name, id);
    }
    let resources = doc.add_object(dictionary! { "Font" => fonts });
    let media_box: Vec<Object> = vec![
        0.into(),
        0.into(),
        Object::Real(PAGE_WIDTH / MM_PER_PT),
        Object::Real(PAGE_HEIGHT / MM_PER_PT),
    ];
    let mut kids = Vec::new();
    let mut fingerprint = format!(
        "{}\n{}\n{}\n{}\n{}\n",
        meta.title, meta.author, meta.subject, meta.language, meta.date
    );
    for page in pages {
        let bytes = content(page, &subsets);
        fingerprint.push_str(&String::from_utf8_lossy(&bytes));
        let contents = doc.add_object(Stream::new(Dictionary::new(), bytes));
        let id = doc.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "MediaBox" => media_box.clone(),
            "Resources" => resources,
            "Contents" => contents,
        });
        kids.push(Object::Reference(id));
    }
    let count = i64::try_from(kids.len()).map_err(pdf_error)?;
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages",
            "Kids" => kids,
            "Count" => count,
        }),
    );
    let catalog = doc.add_object(dictionary! {
        "Type" => "Catalog",
        "Pages" => pages_id,
        "Lang" => text_string(meta.language),
        "ViewerPreferences" => dictionary! { "DisplayDocTitle" => true },
    });
    let date = format!("D:{}000000Z", meta.date.strftime("%Y%m%d"));
    let info = doc.add_object(dictionary! {
        "Title" => text_string(meta.title),
        "Author" => text_string(meta.author),
        "Subject" => text_string(meta.subject),
        "Creator" => Object::string_literal("gpucase"),
        "Producer" => Object::string_literal(concat!("gpucase-report ", env!("CARGO_PKG_VERSION"))),
        "CreationDate" => Object::string_literal(date.clone()),
        "ModDate" => Object::string_literal(date),
    });
    doc.trailer.set("Root", catalog);
    doc.trailer.set("Info", info);
    let hash = [
        fnv(0xcbf2_9ce4_8422_2325, fingerprint.as_bytes()),
        fnv(0x6c62_272e_07bb_0142, fingerprint.as_bytes()),
    ];
    let id: Vec<u8> = hash.iter().flat_map(|h| h.to_be_bytes()).collect();
    let id_object = || Object::String(id.clone(), StringFormat::Hexadecimal);
    doc.trailer
        .set("ID", Object::Array(vec![id_object(), id_object()]));
    doc.compress();
    doc.reference_table.cross_reference_type = lopdf::xref::XrefType::CrossReferenceTable;
    let mut out = Vec::new();
    doc.save_to(&mut out).map_err(pdf_error)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(num(1.0), "1");
        assert_eq!(num(2.345), "2.35");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(0.5), "0.5");
    }

    #[test]
    fn non_ascii_metadata_is_utf16() {
        let bytes = |o: Object| match o {
            Object::String(b, f) => (b, matches!(f, StringFormat::Hexadecimal)),
            _ => (Vec::new(), false),
        };
        assert_eq!(
            bytes(text_string("Ü")),
            (vec![0xfe, 0xff, 0x00, 0xdc], true)
        );
        assert_eq!(bytes(text_string("Case")), (b"Case".to_vec(), false));
    }
}
