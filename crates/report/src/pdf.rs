//! Writes laid-out pages as a PDF with printpdf's builtin Helvetica fonts, reproducibly.
//!
//! printpdf 0.7 stamps each document with the clock and with random identifiers: the
//! creation, modification and metadata dates default to now, and the trailer's `/ID` pair is
//! drawn fresh on every save (`with_document_id` only reaches the XMP packet, which this
//! document does not carry). Here the dates come from the report date at 00:00 UTC, and the
//! saved file is read back with lopdf to replace `/ID` with a hash of the document's content
//! and metadata, to drop an empty PDF/X version claim from the document information, to
//! compress its streams and to write a classic cross-reference table. printpdf's own
//! release-mode optimisation is switched off (feature `less-optimization`) so that debug and
//! release builds write the same bytes.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use printpdf::lopdf;
use printpdf::{
    BuiltinFont, Color, Greyscale, IndirectFontRef, Line, Mm, OffsetDateTime, PdfDocument,
    PdfDocumentReference, PdfLayerReference, Point,
};

use crate::ReportError;
use crate::layout::{Font, PAGE_HEIGHT, PAGE_WIDTH, Page};

/// Document information.
pub(crate) struct Meta<'a> {
    /// Title (ASCII).
    pub title: &'a str,
    /// Author (ASCII).
    pub author: &'a str,
    /// Date of the report; creation and modification dates.
    pub date: Date,
}

fn pdf_error(e: impl std::fmt::Display) -> ReportError {
    ReportError::Pdf(e.to_string())
}

/// FNV-1a, 64 bits, from `seed`: a small, stable content hash for the document ID.
fn fnv(seed: u64, data: &[u8]) -> u64 {
    data.iter().fold(seed, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn timestamp(date: Date) -> Result<OffsetDateTime, ReportError> {
    let seconds = date
        .to_zoned(TimeZone::UTC)
        .map_err(|e| ReportError::Date(e.to_string()))?
        .timestamp()
        .as_second();
    OffsetDateTime::from_unix_timestamp(seconds).map_err(|e| ReportError::Date(e.to_string()))
}

fn draw(layer: &PdfLayerReference, page: &Page, regular: &IndirectFontRef, bold: &IndirectFontRef) {
    let black = || Color::Greyscale(Greyscale::new(0.0, None));
    for rule in &page.rules {
        layer.set_outline_color(black());
        layer.set_outline_thickness(rule.thickness);
        layer.add_line(Line {
            points: vec![
                (Point::new(Mm(rule.x1), Mm(rule.y)), false),
                (Point::new(Mm(rule.x2), Mm(rule.y)), false),
            ],
            is_closed: false,
        });
    }
    for run in &page.runs {
        let font = match run.font {
            Font::Regular => regular,
            Font::Bold => bold,
        };
        if run.muted {
            layer.set_fill_color(Color::Greyscale(Greyscale::new(0.4, None)));
        }
        layer.use_text(
            run.text.as_str(),
            run.size,
            Mm(run.x),
            Mm(run.baseline),
            font,
        );
        if run.muted {
            layer.set_fill_color(black());
        }
    }
}

fn build(pages: &[Page], meta: &Meta<'_>, id: &str) -> Result<PdfDocumentReference, ReportError> {
    let when = timestamp(meta.date)?;
    let (doc, first_page, first_layer) =
        PdfDocument::new(meta.title, Mm(PAGE_WIDTH), Mm(PAGE_HEIGHT), "Content");
    let doc = doc
        .with_author(meta.author)
        .with_creator("gpucase")
        .with_producer("gpucase-report (printpdf 0.7)")
        .with_creation_date(when)
        .with_mod_date(when)
        .with_metadata_date(when)
        .with_document_id(id.to_owned());
    let regular = doc
        .add_builtin_font(BuiltinFont::Helvetica)
        .map_err(pdf_error)?;
    let bold = doc
        .add_builtin_font(BuiltinFont::HelveticaBold)
        .map_err(pdf_error)?;
    for (i, page) in pages.iter().enumerate() {
        let (p, l) = if i == 0 {
            (first_page, first_layer)
        } else {
            doc.add_page(Mm(PAGE_WIDTH), Mm(PAGE_HEIGHT), "Content")
        };
        draw(&doc.get_page(p).get_layer(l), page, &regular, &bold);
    }
    Ok(doc)
}

/// Drops what printpdf puts in the document information dictionary without cause: an
/// empty `GTS_PDFXVersion`, which makes readers take the file for PDF/X, and empty fields.
fn tidy_info(doc: &mut lopdf::Document) -> Result<(), lopdf::Error> {
    let id = doc.trailer.get(b"Info")?.as_reference()?;
    let info = doc.get_object_mut(id)?.as_dict_mut()?;
    info.remove(b"GTS_PDFXVersion");
    for key in [&b"Subject"[..], b"Keywords", b"Identifier"] {
        if info
            .get(key)
            .and_then(lopdf::Object::as_str)
            .is_ok_and(<[u8]>::is_empty)
        {
            info.remove(key);
        }
    }
    Ok(())
}

/// Writes `pages` as PDF bytes; the same pages and metadata give the same bytes.
pub(crate) fn write(pages: &[Page], meta: &Meta<'_>) -> Result<Vec<u8>, ReportError> {
    let fingerprint = format!("{}\n{}\n{}\n{pages:?}", meta.title, meta.author, meta.date);
    let hash = [
        fnv(0xcbf2_9ce4_8422_2325, fingerprint.as_bytes()),
        fnv(0x6c62_272e_07bb_0142, fingerprint.as_bytes()),
    ];
    let id: Vec<u8> = hash.iter().flat_map(|h| h.to_be_bytes()).collect();
    let id_hex: String = id.iter().map(|b| format!("{b:02x}")).collect();

    let raw = build(pages, meta, &id_hex)?
        .save_to_bytes()
        .map_err(pdf_error)?;
    let mut doc = lopdf::Document::load_mem(&raw).map_err(pdf_error)?;
    let id_object = || lopdf::Object::String(id.clone(), lopdf::StringFormat::Hexadecimal);
    doc.trailer
        .set("ID", lopdf::Object::Array(vec![id_object(), id_object()]));
    tidy_info(&mut doc).map_err(pdf_error)?;
    doc.compress();
    // The file says PDF 1.3, but lopdf writes a cross-reference stream (PDF 1.5) unless told
    // otherwise; write a classic table, and drop the stream's keys from the trailer.
    doc.reference_table.cross_reference_type = lopdf::xref::XrefType::CrossReferenceTable;
    for key in [
        &b"Type"[..],
        b"W",
        b"Index",
        b"Length",
        b"Filter",
        b"DecodeParms",
        b"Prev",
    ] {
        doc.trailer.remove(key);
    }
    let mut out = Vec::new();
    doc.save_to(&mut out).map_err(pdf_error)?;
    Ok(out)
}
