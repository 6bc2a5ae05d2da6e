//! The PDF structure this crate needs: loading a file without letting a hostile one hang or
//! crash the caller, walking the page tree, writing objects, text strings and dates.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use jiff::Timestamp;
use lopdf::{Dictionary, Document, Object, ObjectId, StringFormat};

/// How long parsing one file may take before it is given up as hostile: the last line of
/// defence, after [`check_xref_chain`], against inputs that make the parser loop. A 100-page
/// report parses in milliseconds.
const PARSE_TIMEOUT: Duration = Duration::from_secs(20);

/// Page trees larger than this are not walked.
const MAX_PAGE_NODES: usize = 100_000;

/// Loads a PDF with lopdf on a thread of its own, so that a panic in the parser becomes an
/// error and a parser stuck on a hostile file does not hold the caller past
/// [`PARSE_TIMEOUT`] (the stuck thread is left behind; it holds only its copy of the bytes).
pub(crate) fn load(bytes: Arc<Vec<u8>>) -> Result<Document, String> {
    check_xref_chain(&bytes)?;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("pdf-parse".into())
        // The parser recurses on nested arrays and dictionaries.
        .stack_size(64 * 1024 * 1024)
        .spawn(move || {
            let result = std::panic::catch_unwind(|| Document::load_mem(&bytes));
            let _ = tx.send(result);
        })
        .map_err(|e| format!("cannot start the parser: {e}"))?;
    match rx.recv_timeout(PARSE_TIMEOUT) {
        Ok(Ok(Ok(doc))) => Ok(doc),
        Ok(Ok(Err(e))) => Err(format!("unreadable PDF structure ({e})")),
        Ok(Err(_)) => Err("unreadable PDF structure (the parser failed on it)".into()),
        Err(_) => Err(format!(
            "unreadable PDF structure (not parsed within {} s; a loop in its cross-reference chain?)",
            PARSE_TIMEOUT.as_secs()
        )),
    }
}

/// Follows the `/Prev` chain of cross-reference sections from the last `startxref`, as
/// lopdf will, and refuses a chain that comes back to a section it has seen: lopdf 0.31
/// follows such a loop for ever. Sections it cannot find are left for lopdf to report.
fn check_xref_chain(bytes: &[u8]) -> Result<(), String> {
    let Some(mut offset) = crate::sign::last_startxref(bytes) else {
        return Ok(());
    };
    let mut seen = HashSet::new();
    loop {
        if !seen.insert(offset) {
            return Err(format!(
                "unreadable PDF structure (its cross-reference chain loops back to offset {offset})"
            ));
        }
        if seen.len() > 10_000 {
            return Err(
                "unreadable PDF structure (more than 10,000 cross-reference sections)".into(),
            );
        }
        let Some(section) = bytes.get(offset..) else {
            return Ok(());
        };
        let start = section
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(section.len());
        let section = &section[start..];
        // A table's trailer follows it; a stream's dictionary precedes its data.
        let region = if section.starts_with(b"xref") {
            let Some(at) = find(section, b"trailer") else {
                return Ok(());
            };
            let rest = &section[at..];
            &rest[..find(rest, b"startxref").unwrap_or(rest.len()).min(65_536)]
        } else {
            &section[..find(section, b"stream")
                .unwrap_or(section.len())
                .min(65_536)]
        };
        let Some(at) = find(region, b"/Prev") else {
            return Ok(());
        };
        let digits: String = region[at + 5..]
            .iter()
            .skip_while(|b| b.is_ascii_whitespace())
            .take_while(|b| b.is_ascii_digit())
            .map(|&b| char::from(b))
            .collect();
        match digits.parse() {
            Ok(prev) => offset = prev,
            Err(_) => return Ok(()),
        }
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Follows references until a direct object, at most a few steps.
pub(crate) fn resolve<'a>(doc: &'a Document, mut object: &'a Object) -> Option<&'a Object> {
    for _ in 0..32 {
        match object {
            Object::Reference(id) => object = doc.objects.get(id)?,
            other => return Some(other),
        }
    }
    None
}

/// The dictionary behind `object` (directly, by reference, or a stream's).
pub(crate) fn dict<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    match resolve(doc, object)? {
        Object::Dictionary(d) => Some(d),
        Object::Stream(s) => Some(&s.dict),
        _ => None,
    }
}

/// The value of `key` in `dict`, resolved.
pub(crate) fn get<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Option<&'a Object> {
    resolve(doc, dict.get(key).ok()?)
}

/// The document catalog's id.
pub(crate) fn catalog_id(doc: &Document) -> Result<ObjectId, String> {
    match doc.trailer.get(b"Root") {
        Ok(Object::Reference(id)) if doc.objects.contains_key(id) => Ok(*id),
        _ => Err("the trailer has no /Root catalog".into()),
    }
}

/// The pages in order, by a walk of the page tree that tolerates cycles and junk.
pub(crate) fn pages(doc: &Document) -> Result<Vec<ObjectId>, String> {
    let catalog = doc
        .objects
        .get(&catalog_id(doc)?)
        .and_then(|o| dict(doc, o))
        .ok_or("the catalog is not a dictionary")?;
    let Ok(Object::Reference(root)) = catalog.get(b"Pages") else {
        return Err("the catalog has no /Pages tree".into());
    };
    let mut pages = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![*root];
    while let Some(id) = stack.pop() {
        if !seen.insert(id) || seen.len() > MAX_PAGE_NODES {
            continue;
        }
        let Some(node) = doc.objects.get(&id).and_then(|o| dict(doc, o)) else {
            continue;
        };
        match get(doc, node, b"Kids") {
            Some(Object::Array(kids)) if !node.type_is(b"Page") => {
                for kid in kids.iter().rev() {
                    if let Object::Reference(kid) = kid {
                        stack.push(*kid);
                    }
                }
            }
            _ => pages.push(id),
        }
    }
    Ok(pages)
}

/// A page attribute, inherited from the page tree where the page lacks it (ISO 32000-1
/// §7.7.3.4: Resources, MediaBox, CropBox, Rotate).
pub(crate) fn inherited<'a>(doc: &'a Document, page: ObjectId, key: &[u8]) -> Option<&'a Object> {
    let mut node = doc.objects.get(&page).and_then(|o| dict(doc, o))?;
    for _ in 0..64 {
        if let Some(value) = get(doc, node, key) {
            return Some(value);
        }
        node = get(doc, node, b"Parent").and_then(|p| dict(doc, p))?;
    }
    None
}

/// A rectangle's numbers, `[llx lly urx ury]`.
pub(crate) fn rectangle(doc: &Document, object: &Object) -> Option<[f32; 4]> {
    let Object::Array(items) = resolve(doc, object)? else {
        return None;
    };
    let mut out = [0.0; 4];
    if items.len() != 4 {
        return None;
    }
    for (slot, item) in out.iter_mut().zip(items) {
        *slot = match resolve(doc, item)? {
            Object::Integer(i) => *i as f32,
            Object::Real(r) => *r,
            _ => return None,
        };
    }
    Some(out)
}

/// Appends the PDF syntax of a direct object.
pub(crate) fn write_object(out: &mut Vec<u8>, object: &Object) -> Result<(), String> {
    match object {
        Object::Null => out.extend_from_slice(b"null"),
        Object::Boolean(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
        Object::Integer(i) => out.extend_from_slice(i.to_string().as_bytes()),
        Object::Real(r) => out.extend_from_slice(real(*r).as_bytes()),
        Object::Name(name) => write_name(out, name),
        Object::String(bytes, StringFormat::Literal) => write_literal(out, bytes),
        Object::String(bytes, StringFormat::Hexadecimal) => {
            out.push(b'<');
            out.extend_from_slice(hex(bytes).as_bytes());
            out.push(b'>');
        }
        Object::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                write_object(out, item)?;
            }
            out.push(b']');
        }
        Object::Dictionary(d) => write_dictionary(out, d)?,
        Object::Stream(_) => return Err("a stream where a direct object belongs".into()),
        Object::Reference((id, generation)) => {
            out.extend_from_slice(format!("{id} {generation} R").as_bytes());
        }
    }
    Ok(())
}

pub(crate) fn write_dictionary(out: &mut Vec<u8>, d: &Dictionary) -> Result<(), String> {
    out.extend_from_slice(b"<<");
    for (key, value) in d.iter() {
        write_name(out, key);
        out.push(b' ');
        write_object(out, value)?;
    }
    out.extend_from_slice(b">>");
    Ok(())
}

/// A real number in PDF syntax: no exponent, at most five decimals.
pub(crate) fn real(value: f32) -> String {
    let text = format!("{value:.5}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text.is_empty() || text == "-" {
        "0".into()
    } else {
        text.into()
    }
}

fn write_name(out: &mut Vec<u8>, name: &[u8]) {
    out.push(b'/');
    for &byte in name {
        if byte.is_ascii_graphic() && !b"()<>[]{}/%#".contains(&byte) {
            out.push(byte);
        } else {
            out.extend_from_slice(format!("#{byte:02X}").as_bytes());
        }
    }
}

/// Appends a literal string, escaping what must be and octal-escaping non-printing bytes.
pub(crate) fn write_literal(out: &mut Vec<u8>, bytes: &[u8]) {
    out.push(b'(');
    for &byte in bytes {
        match byte {
            b'(' | b')' | b'\\' => {
                out.push(b'\\');
                out.push(byte);
            }
            0x20..=0x7e => out.push(byte),
            _ => out.extend_from_slice(format!("\\{byte:03o}").as_bytes()),
        }
    }
    out.push(b')');
}

/// Upper-case hexadecimal.
pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut text = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(text, "{b:02X}");
    }
    text
}

/// A text string (ISO 32000-1 §7.9.2.2): printable ASCII as is, anything else as UTF-16BE
/// with a byte-order mark.
pub(crate) fn text_string(text: &str) -> Object {
    if text.bytes().all(|b| (0x20..=0x7e).contains(&b)) {
        Object::String(text.as_bytes().to_vec(), StringFormat::Literal)
    } else {
        let mut bytes = vec![0xfe, 0xff];
        for unit in text.encode_utf16() {
            bytes.extend_from_slice(&unit.to_be_bytes());
        }
        Object::String(bytes, StringFormat::Hexadecimal)
    }
}

/// Reads a text string: UTF-16BE or UTF-8 with their marks, else PDFDocEncoding (taken as
/// Latin-1, which it equals for letters).
pub(crate) fn decode_text(bytes: &[u8]) -> String {
    if let Some(rest) = bytes.strip_prefix(&[0xfe, 0xff]) {
        let units: Vec<u16> = rest
            .chunks_exact(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]))
            .collect();
        String::from_utf16_lossy(&units)
    } else if let Some(rest) = bytes.strip_prefix(&[0xef, 0xbb, 0xbf]) {
        String::from_utf8_lossy(rest).into_owned()
    } else {
        bytes.iter().map(|&b| char::from(b)).collect()
    }
}

/// A PDF date in UTC: `D:YYYYMMDDHHmmSS+00'00'` (ISO 32000-1 §7.9.4).
pub(crate) fn format_date(time: Timestamp) -> String {
    let t = time.to_zoned(jiff::tz::TimeZone::UTC);
    format!(
        "D:{:04}{:02}{:02}{:02}{:02}{:02}+00'00'",
        t.year(),
        t.month(),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

/// Parses a PDF date; fields after the year may be missing, the offset defaults to UTC.
pub(crate) fn parse_date(text: &str) -> Option<Timestamp> {
    let text = text.trim();
    let text = text.strip_prefix("D:").unwrap_or(text);
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    if digits.len() < 4 || digits.len() > 14 || !digits.len().is_multiple_of(2) {
        return None;
    }
    let field = |at: usize, default: i32| -> Option<i32> {
        digits
            .get(at..at + 2)
            .map_or(Some(default), |s| s.parse().ok())
    };
    let year: i16 = digits.get(0..4)?.parse().ok()?;
    let date = jiff::civil::date(year, 1, 1)
        .with()
        .month(i8::try_from(field(4, 1)?).ok()?)
        .day(i8::try_from(field(6, 1)?).ok()?)
        .build()
        .ok()?;
    let time = jiff::civil::Time::new(
        i8::try_from(field(8, 0)?).ok()?,
        i8::try_from(field(10, 0)?).ok()?,
        i8::try_from(field(12, 0)?).ok()?.min(59),
        0,
    )
    .ok()?;
    let rest = &text[digits.len()..];
    let offset_seconds = match rest.chars().next() {
        Some(sign @ ('+' | '-')) => {
            let parts: Vec<&str> = rest[1..].split('\'').filter(|s| !s.is_empty()).collect();
            let hours: i32 = parts.first()?.parse().ok()?;
            let minutes: i32 = parts.get(1).map_or(Some(0), |m| m.parse().ok())?;
            let total = hours * 3600 + minutes * 60;
            if sign == '-' { -total } else { total }
        }
        _ => 0,
    };
    let offset = jiff::tz::Offset::from_seconds(offset_seconds).ok()?;
    offset.to_timestamp(date.to_datetime(time)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_and_offsets_apply() {
        let t: Timestamp = "2026-11-05T09:30:15Z".parse().expect("a timestamp");
        assert_eq!(format_date(t), "D:20261105093015+00'00'");
        assert_eq!(parse_date(&format_date(t)), Some(t));
        assert_eq!(parse_date("D:20261105103015+01'00'"), Some(t));
        assert_eq!(parse_date("D:20261105093015Z"), Some(t));
        assert_eq!(parse_date("D:2026"), "2026-01-01T00:00:00Z".parse().ok());
        assert_eq!(parse_date("D:20261399"), None);
        assert_eq!(parse_date("garbage"), None);
    }

    #[test]
    fn text_strings_are_ascii_or_utf16() {
        assert!(matches!(
            text_string("Ada"),
            Object::String(s, StringFormat::Literal) if s == b"Ada"
        ));
        let Object::String(bytes, _) = text_string("Jürgen") else {
            panic!("a string");
        };
        assert_eq!(decode_text(&bytes), "Jürgen");
    }

    #[test]
    fn reals_have_no_exponent() {
        assert_eq!(real(0.5), "0.5");
        assert_eq!(real(12.0), "12");
        assert_eq!(real(1e-7), "0");
        assert_eq!(real(-3.25), "-3.25");
    }
}
