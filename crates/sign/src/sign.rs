//! Signing a PDF: one incremental update (ISO 32000-1 §7.5.6) that adds a signature field
//! with a visible block on the last page and the signature dictionary, whose `/Contents` is
//! reserved, then filled with the CMS signature over every byte but itself.
//!
//! The original bytes stay as they were, so the unsigned report's checksum still describes
//! its first revision. The update is written by hand rather than through lopdf's writer
//! for byte-exact control of `/ByteRange` and `/Contents`: the `/ByteRange` placeholder has
//! a fixed width and is patched in place, and the hex of `/Contents` is sized for the
//! longest signature the key can make.

use std::sync::Arc;

use gpucase_pdffont::Face;
use jiff::Timestamp;
use lopdf::{Dictionary, Document, Object, ObjectId};

use crate::appearance;
use crate::pdf::{self, write_dictionary, write_object};
use crate::{SignError, Signer, cms};

/// What the signature says besides the signature itself.
#[derive(Debug, Clone)]
pub struct SignOptions {
    /// The signing time claimed in `/M` (PAdES baseline-B has no trusted time). The caller
    /// gives it; this crate never reads the clock, so the same inputs give the same bytes.
    pub time: Timestamp,
    /// Why the document is signed (`/Reason`), in the reader's language.
    pub reason: Option<String>,
    /// Where it was signed (`/Location`).
    pub location: Option<String>,
    /// The signer's name for `/Name`; `None` takes the certificate's common name.
    pub name: Option<String>,
    /// The lines of the visible block, localized by the caller, e.g. "Digitally signed by
    /// Ada Lovelace", the date, the reason. Drawn with [`font`](Self::font), embedded as a
    /// subset of exactly these characters; a character the font lacks is drawn as U+FFFD
    /// (see [`BlockFont::unsupported`]). Empty: the block shows the signer's name.
    pub lines: Vec<String>,
    /// The font of the visible block; DejaVu Sans unless the caller gives another.
    pub font: BlockFont,
    /// Where the block goes on the last page, `[llx lly urx ury]` in points; `None` puts it
    /// in the bottom-right corner inside a 36 pt margin.
    pub rect: Option<[f32; 4]>,
}

impl SignOptions {
    /// Options with only the time set.
    #[must_use]
    pub fn new(time: Timestamp) -> Self {
        Self {
            time,
            reason: None,
            location: None,
            name: None,
            lines: Vec::new(),
            rect: None,
            font: BlockFont::DejaVuSans,
        }
    }
}

/// The font the visible signature block is drawn with. Either way it is embedded as a
/// subset (Type 0 over CIDFontType2 with a `ToUnicode` map), so the block reads the same in
/// every viewer and its text can be searched and copied.
#[derive(Clone, Default)]
#[non_exhaustive]
pub enum BlockFont {
    /// DejaVu Sans 2.37, bundled with `gpucase-pdffont` (the report's own font).
    #[default]
    DejaVuSans,
    /// A TrueType or OpenType (glyf outlines) font file of the caller's choice.
    TrueType(Arc<[u8]>),
}

impl std::fmt::Debug for BlockFont {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::DejaVuSans => f.write_str("DejaVuSans"),
            Self::TrueType(bytes) => write!(f, "TrueType({} bytes)", bytes.len()),
        }
    }
}

impl BlockFont {
    fn with_face<T>(&self, f: impl FnOnce(&Face<'_>) -> T) -> Result<T, SignError> {
        match self {
            Self::DejaVuSans => Ok(f(gpucase_pdffont::dejavu_sans())),
            Self::TrueType(bytes) => {
                let face = Face::parse(bytes).map_err(SignError::FontFile)?;
                Ok(f(&face))
            }
        }
    }

    /// The characters of `text` this font has no glyph for (each once, in order): the block
    /// draws them as U+FFFD. Tabs and line breaks are drawn as spaces and not reported.
    ///
    /// # Errors
    /// [`SignError::FontFile`] when a [`TrueType`](Self::TrueType) file cannot be read.
    pub fn unsupported(&self, text: &str) -> Result<Vec<char>, SignError> {
        self.with_face(|face| appearance::unsupported(face, text))
    }
}

/// Width of each patched `/ByteRange` number: enough for files up to 10 GB.
const RANGE_DIGITS: usize = 10;

/// Signs `pdf` with `signer`: the returned bytes are `pdf` followed by one incremental
/// update holding a PAdES baseline-B signature (CMS detached, SubFilter
/// `ETSI.CAdES.detached`) that covers the whole returned file.
///
/// # Errors
/// [`SignError::Pdf`] when the PDF cannot be read, [`SignError::Encrypted`],
/// [`SignError::NoPage`], [`SignError::Cms`] when the signature cannot be made.
pub fn sign_pdf(pdf: &[u8], signer: &Signer, options: &SignOptions) -> Result<Vec<u8>, SignError> {
    let doc = pdf::load(Arc::new(pdf.to_vec())).map_err(SignError::Pdf)?;
    if doc.trailer.has(b"Encrypt") {
        return Err(SignError::Encrypted);
    }
    let pages = pdf::pages(&doc).map_err(SignError::Pdf)?;
    let page_id = *pages.last().ok_or(SignError::NoPage)?;
    let catalog_id = pdf::catalog_id(&doc).map_err(SignError::Pdf)?;
    let mut update = Update::new(&doc);

    let sig_id = update.allocate();
    let widget_id = update.allocate();
    let appearance_id = update.allocate();

    let page = page_with_widget(&doc, page_id, widget_id)?;
    let field_name = add_field(&doc, catalog_id, widget_id, &mut update)?;
    let (rect, block, font_id) = visible_block(&doc, page_id, signer, options, &mut update)?;
    let widget = Widget {
        field_name: &field_name,
        sig_id,
        page_id,
        rect,
        appearance_id,
    };
    update.put(widget_id, widget.dictionary());
    update.put_raw(appearance_id, appearance_stream(&block, font_id));
    update.put(page_id, page);

    let capacity = cms::max_len(signer).map_err(SignError::Cms)?;
    let (sig, range_at, contents_at) = signature_dictionary(signer, options, capacity)?;
    update.put_raw(sig_id, sig);

    let (out, sig_offset) = update.write(pdf, sig_id)?;
    fill_signature(
        out,
        sig_offset + range_at,
        sig_offset + contents_at,
        capacity,
        signer,
    )
}

/// The last page's dictionary with the widget in its `/Annots`.
fn page_with_widget(
    doc: &Document,
    page_id: ObjectId,
    widget_id: ObjectId,
) -> Result<Dictionary, SignError> {
    let mut page = page_dict(doc, page_id)?;
    let mut annots = match page.get(b"Annots").ok().and_then(|a| pdf::resolve(doc, a)) {
        Some(Object::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    annots.push(Object::Reference(widget_id));
    page.set("Annots", Object::Array(annots));
    Ok(page)
}

/// Puts the signature field (the widget) in the catalog's `/AcroForm` and declares the
/// PAdES extension, into `update`; returns the field's name.
fn add_field(
    doc: &Document,
    catalog_id: ObjectId,
    widget_id: ObjectId,
    update: &mut Update,
) -> Result<String, SignError> {
    let mut catalog = doc
        .get_dictionary(catalog_id)
        .map_err(|e| SignError::Pdf(format!("the catalog: {e}")))?
        .clone();
    let (mut form, form_id) = match catalog.get(b"AcroForm") {
        Ok(Object::Reference(id)) => (
            doc.get_dictionary(*id)
                .map_err(|e| SignError::Pdf(format!("the AcroForm: {e}")))?
                .clone(),
            Some(*id),
        ),
        Ok(Object::Dictionary(d)) => (d.clone(), None),
        _ => (Dictionary::new(), None),
    };
    let mut fields = match form.get(b"Fields").ok().and_then(|f| pdf::resolve(doc, f)) {
        Some(Object::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    let field_name = free_field_name(doc, &fields);
    fields.push(Object::Reference(widget_id));
    form.set("Fields", Object::Array(fields));
    // SignaturesExist | AppendOnly (ISO 32000-1 Table 219).
    form.set("SigFlags", Object::Integer(3));
    match form_id {
        Some(id) => update.put(id, form),
        None => catalog.set("AcroForm", Object::Dictionary(form)),
    }
    declare_pades_extension(doc, &mut catalog);
    update.put(catalog_id, catalog);
    Ok(field_name)
}

/// Lays out the visible block on the last page and embeds its font into `update`: the
/// block's rectangle, the block, the font's object.
fn visible_block(
    doc: &Document,
    page_id: ObjectId,
    signer: &Signer,
    options: &SignOptions,
    update: &mut Update,
) -> Result<([f32; 4], appearance::Block, ObjectId), SignError> {
    let page_box = pdf::inherited(doc, page_id, b"CropBox")
        .or_else(|| pdf::inherited(doc, page_id, b"MediaBox"))
        .and_then(|b| pdf::rectangle(doc, b))
        .unwrap_or([0.0, 0.0, 595.0, 842.0]);
    let lines = if options.lines.is_empty() {
        vec![signer.name()]
    } else {
        options.lines.clone()
    };
    let (rect, block, font_id) = options.font.with_face(|face| {
        let (rect, block) = match options.rect {
            Some(rect) => {
                let block = appearance::layout(face, &lines, (rect[2] - rect[0]).abs());
                (rect, block)
            }
            None => {
                let block =
                    appearance::layout(face, &lines, (page_box[2] - page_box[0] - 72.0).min(300.0));
                let x = page_box[2] - 36.0 - block.width;
                let y = page_box[1] + 36.0;
                ([x, y, x + block.width, y + block.height], block)
            }
        };
        let font_id = gpucase_pdffont::embed(face, &block.subset, |object| {
            let id = update.allocate();
            update.put_object(id, object);
            id
        })
        .map_err(SignError::Font);
        (rect, block, font_id)
    })?;
    Ok((rect, block, font_id?))
}

/// The signature field's widget, and what it points to.
struct Widget<'a> {
    field_name: &'a str,
    sig_id: ObjectId,
    page_id: ObjectId,
    rect: [f32; 4],
    appearance_id: ObjectId,
}

impl Widget<'_> {
    /// The widget annotation's dictionary, which is also the field's.
    fn dictionary(&self) -> Dictionary {
        let mut widget = Dictionary::new();
        widget.set("Type", Object::Name(b"Annot".to_vec()));
        widget.set("Subtype", Object::Name(b"Widget".to_vec()));
        widget.set("FT", Object::Name(b"Sig".to_vec()));
        widget.set("T", pdf::text_string(self.field_name));
        widget.set("V", Object::Reference(self.sig_id));
        // Print | Locked (ISO 32000-1 Table 165).
        widget.set("F", Object::Integer(132));
        widget.set("P", Object::Reference(self.page_id));
        widget.set(
            "Rect",
            Object::Array(self.rect.iter().map(|&v| Object::Real(v)).collect()),
        );
        let mut ap = Dictionary::new();
        ap.set("N", Object::Reference(self.appearance_id));
        widget.set("AP", Object::Dictionary(ap));
        widget
    }
}

/// The signature dictionary with its placeholders, `/Contents` sized for `capacity` bytes
/// of signature; and where in it the `/ByteRange` and the `/Contents` placeholders start.
fn signature_dictionary(
    signer: &Signer,
    options: &SignOptions,
    capacity: usize,
) -> Result<(Vec<u8>, usize, usize), SignError> {
    let mut sig = Vec::new();
    sig.extend_from_slice(b"<</Type/Sig/Filter/Adobe.PPKLite/SubFilter/ETSI.CAdES.detached");
    sig.extend_from_slice(b"/ByteRange ");
    let range_at = sig.len();
    sig.extend_from_slice(placeholder_range().as_bytes());
    sig.extend_from_slice(b"/Contents ");
    let contents_at = sig.len();
    sig.push(b'<');
    sig.resize(sig.len() + 2 * capacity, b'0');
    sig.push(b'>');
    sig.extend_from_slice(b"/M");
    pdf::write_literal(&mut sig, pdf::format_date(options.time).as_bytes());
    let name = options.name.clone().unwrap_or_else(|| signer.name());
    for (key, value) in [
        ("Name", Some(&name)),
        ("Reason", options.reason.as_ref()),
        ("Location", options.location.as_ref()),
    ] {
        if let Some(value) = value {
            sig.extend_from_slice(format!("/{key}").as_bytes());
            write_object(&mut sig, &pdf::text_string(value)).map_err(SignError::Pdf)?;
        }
    }
    sig.extend_from_slice(b">>");
    Ok((sig, range_at, contents_at))
}

/// Patches the `/ByteRange` at `range_at` in `out` and fills the `/Contents` at
/// `contents_start` (reserved for `capacity` bytes) with the signature over the rest.
fn fill_signature(
    mut out: Vec<u8>,
    range_at: usize,
    contents_start: usize,
    capacity: usize,
    signer: &Signer,
) -> Result<Vec<u8>, SignError> {
    let contents_end = contents_start + 2 * capacity + 2;
    // ISO 32000-1 §12.8.1: the range is the whole file but the hex string, brackets included.
    let byte_range = [0, contents_start, contents_end, out.len() - contents_end];
    let range_text = format_range(byte_range);
    out[range_at..range_at + range_text.len()].copy_from_slice(range_text.as_bytes());
    let digest = {
        use sha2::Digest;
        let mut hasher = sha2::Sha256::new();
        hasher.update(&out[..contents_start]);
        hasher.update(&out[contents_end..]);
        hasher.finalize()
    };
    let signature = cms::sign(signer, &digest).map_err(SignError::Cms)?;
    if signature.len() > capacity {
        return Err(SignError::Cms(format!(
            "the signature ({} bytes) outgrew its reserved space ({capacity} bytes)",
            signature.len()
        )));
    }
    let hex = pdf::hex(&signature);
    out[contents_start + 1..contents_start + 1 + hex.len()].copy_from_slice(hex.as_bytes());
    Ok(out)
}

fn placeholder_range() -> String {
    format!("[0 {0} {0} {0}]", "9".repeat(RANGE_DIGITS))
}

/// The range with each number right-aligned in its fixed width, so it fills the
/// placeholder exactly.
fn format_range(range: [usize; 4]) -> String {
    format!(
        "[0 {:>w$} {:>w$} {:>w$}]",
        range[1],
        range[2],
        range[3],
        w = RANGE_DIGITS
    )
}

fn page_dict(doc: &Document, page_id: ObjectId) -> Result<Dictionary, SignError> {
    doc.objects
        .get(&page_id)
        .and_then(|o| pdf::dict(doc, o))
        .cloned()
        .ok_or_else(|| SignError::Pdf(format!("page object {} is not a dictionary", page_id.0)))
}

/// `Signature1`, or the first `SignatureN` no top-level field uses yet.
fn free_field_name(doc: &Document, fields: &[Object]) -> String {
    let taken: Vec<String> = fields
        .iter()
        .filter_map(|f| pdf::dict(doc, f))
        .filter_map(|d| match d.get(b"T") {
            Ok(Object::String(bytes, _)) => Some(pdf::decode_text(bytes)),
            _ => None,
        })
        .collect();
    (1..)
        .map(|n| format!("Signature{n}"))
        .find(|name| !taken.contains(name))
        .unwrap_or_else(|| "Signature".into())
}

/// ETSI EN 319 142-1 §5.6: a PDF with a PAdES signature declares the extension `/ESIC`
/// (base version 1.7, level 2) in the catalog's `/Extensions`, unless it is PDF 2.0.
fn declare_pades_extension(doc: &Document, catalog: &mut Dictionary) {
    if doc.version.starts_with('2') {
        return;
    }
    let mut extensions = match catalog
        .get(b"Extensions")
        .ok()
        .and_then(|e| pdf::dict(doc, e))
    {
        Some(d) => d.clone(),
        None => Dictionary::new(),
    };
    if extensions.has(b"ESIC") {
        return;
    }
    let mut esic = Dictionary::new();
    esic.set("BaseVersion", Object::Name(b"1.7".to_vec()));
    esic.set("ExtensionLevel", Object::Integer(2));
    extensions.set("ESIC", Object::Dictionary(esic));
    catalog.set("Extensions", Object::Dictionary(extensions));
}

fn appearance_stream(block: &appearance::Block, font_id: ObjectId) -> Vec<u8> {
    let mut out = format!(
        "<</Type/XObject/Subtype/Form/BBox[0 0 {} {}]/Resources<</Font<</F1 {} {} R>>>>/Length {}>>\nstream\n",
        pdf::real(block.width),
        pdf::real(block.height),
        font_id.0,
        font_id.1,
        block.content.len()
    )
    .into_bytes();
    out.extend_from_slice(&block.content);
    out.extend_from_slice(b"\nendstream");
    out
}

/// The objects of one incremental update and their cross-reference section.
struct Update {
    next_id: u32,
    objects: Vec<(ObjectId, Vec<u8>)>,
    error: Option<String>,
    xref_stream: bool,
    trailer: Dictionary,
    prev: Option<usize>,
}

impl Update {
    fn new(doc: &Document) -> Self {
        let size = doc
            .trailer
            .get(b"Size")
            .ok()
            .and_then(|s| s.as_i64().ok())
            .and_then(|s| u32::try_from(s).ok())
            .unwrap_or(0);
        let mut trailer = Dictionary::new();
        for key in [&b"Root"[..], b"Info", b"ID"] {
            if let Ok(value) = doc.trailer.get(key) {
                trailer.set(key.to_vec(), value.clone());
            }
        }
        Self {
            next_id: size.max(doc.max_id + 1),
            objects: Vec::new(),
            error: None,
            xref_stream: doc.trailer.type_is(b"XRef"),
            trailer,
            prev: None,
        }
    }

    fn allocate(&mut self) -> ObjectId {
        let id = (self.next_id, 0);
        self.next_id += 1;
        id
    }

    fn put(&mut self, id: ObjectId, dict: Dictionary) {
        let mut body = Vec::new();
        if let Err(e) = write_dictionary(&mut body, &dict) {
            self.error.get_or_insert(e);
        }
        self.put_raw(id, body);
    }

    /// Stores a dictionary or a stream (Flate-compressed where that makes it smaller).
    fn put_object(&mut self, id: ObjectId, object: Object) {
        match object {
            Object::Stream(mut stream) => {
                if let Err(e) = stream.compress() {
                    self.error
                        .get_or_insert(format!("compressing a font stream: {e}"));
                }
                let mut body = Vec::new();
                if let Err(e) = write_dictionary(&mut body, &stream.dict) {
                    self.error.get_or_insert(e);
                }
                body.extend_from_slice(b"\nstream\n");
                body.extend_from_slice(&stream.content);
                body.extend_from_slice(b"\nendstream");
                self.put_raw(id, body);
            }
            other => {
                let mut body = Vec::new();
                if let Err(e) = write_object(&mut body, &other) {
                    self.error.get_or_insert(e);
                }
                self.put_raw(id, body);
            }
        }
    }

    fn put_raw(&mut self, id: ObjectId, body: Vec<u8>) {
        self.objects.retain(|(i, _)| *i != id);
        self.objects.push((id, body));
    }

    /// Appends the update to `original`; returns the file and the offset of the body of
    /// object `mark`.
    fn write(mut self, original: &[u8], mark: ObjectId) -> Result<(Vec<u8>, usize), SignError> {
        if let Some(e) = self.error.take() {
            return Err(SignError::Pdf(e));
        }
        self.prev = Some(
            last_startxref(original)
                .ok_or_else(|| SignError::Pdf("no startxref at the end of the file".into()))?,
        );
        let mut out = Vec::with_capacity(original.len() + 16 * 1024);
        out.extend_from_slice(original);
        if !matches!(out.last(), Some(b'\n' | b'\r')) {
            out.push(b'\n');
        }
        self.objects.sort_by_key(|(id, _)| *id);
        let mut offsets = Vec::with_capacity(self.objects.len() + 1);
        let mut mark_offset = 0;
        for (id, body) in &self.objects {
            offsets.push((*id, out.len()));
            out.extend_from_slice(format!("{} {} obj\n", id.0, id.1).as_bytes());
            if *id == mark {
                mark_offset = out.len();
            }
            out.extend_from_slice(body);
            out.extend_from_slice(b"\nendobj\n");
        }
        let xref_at = out.len();
        let mut trailer = self.trailer.clone();
        if let Some(prev) = self.prev {
            trailer.set("Prev", Object::Integer(prev as i64));
        }
        if self.xref_stream {
            let xref_id = self.allocate();
            offsets.push((xref_id, xref_at));
            trailer.set("Size", Object::Integer(i64::from(self.next_id)));
            write_xref_stream(&mut out, xref_id, &offsets, trailer)?;
        } else {
            trailer.set("Size", Object::Integer(i64::from(self.next_id)));
            out.extend_from_slice(b"xref\n");
            for run in runs(&offsets) {
                out.extend_from_slice(format!("{} {}\n", run[0].0.0, run.len()).as_bytes());
                for (id, offset) in run {
                    out.extend_from_slice(format!("{offset:010} {:05} n\r\n", id.1).as_bytes());
                }
            }
            out.extend_from_slice(b"trailer\n");
            write_dictionary(&mut out, &trailer).map_err(SignError::Pdf)?;
            out.push(b'\n');
        }
        out.extend_from_slice(format!("startxref\n{xref_at}\n%%EOF\n").as_bytes());
        Ok((out, mark_offset))
    }
}

/// Consecutive object numbers, for the subsections of a cross-reference table.
fn runs(offsets: &[(ObjectId, usize)]) -> Vec<&[(ObjectId, usize)]> {
    let mut runs = Vec::new();
    let mut start = 0;
    for i in 1..=offsets.len() {
        if i == offsets.len() || offsets[i].0.0 != offsets[i - 1].0.0 + 1 {
            runs.push(&offsets[start..i]);
            start = i;
        }
    }
    runs
}

/// A cross-reference stream (ISO 32000-1 §7.5.8) for files whose last section is one.
fn write_xref_stream(
    out: &mut Vec<u8>,
    id: ObjectId,
    offsets: &[(ObjectId, usize)],
    mut dict: Dictionary,
) -> Result<(), SignError> {
    let mut index = Vec::new();
    let mut data = Vec::new();
    for run in runs(offsets) {
        index.push(Object::Integer(i64::from(run[0].0.0)));
        index.push(Object::Integer(run.len() as i64));
        for (id, offset) in run {
            let offset = u32::try_from(*offset)
                .map_err(|_| SignError::Pdf("file too large for a 4-byte offset".into()))?;
            data.push(1);
            data.extend_from_slice(&offset.to_be_bytes());
            data.extend_from_slice(&id.1.to_be_bytes());
        }
    }
    dict.set("Type", Object::Name(b"XRef".to_vec()));
    dict.set(
        "W",
        Object::Array(vec![
            Object::Integer(1),
            Object::Integer(4),
            Object::Integer(2),
        ]),
    );
    dict.set("Index", Object::Array(index));
    dict.set("Length", Object::Integer(data.len() as i64));
    out.extend_from_slice(format!("{} {} obj\n", id.0, id.1).as_bytes());
    write_dictionary(out, &dict).map_err(SignError::Pdf)?;
    out.extend_from_slice(b"\nstream\n");
    out.extend_from_slice(&data);
    out.extend_from_slice(b"\nendstream\nendobj\n");
    Ok(())
}

/// The offset after the last `startxref` keyword of a file.
pub(crate) fn last_startxref(bytes: &[u8]) -> Option<usize> {
    let tail_start = bytes.len().saturating_sub(2048);
    let tail = &bytes[tail_start..];
    let at = tail.windows(9).rposition(|w| w == b"startxref")?;
    let digits: String = tail[at + 9..]
        .iter()
        .skip_while(|b| b.is_ascii_whitespace())
        .take_while(|b| b.is_ascii_digit())
        .map(|&b| char::from(b))
        .collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_patched_range_fills_its_placeholder_exactly() {
        let placeholder = placeholder_range();
        for range in [[0, 1, 2, 3], [0, 123_456, 140_000, 9_999_999_999]] {
            assert_eq!(format_range(range).len(), placeholder.len());
        }
    }

    #[test]
    fn startxref_is_read_from_the_tail() {
        assert_eq!(
            last_startxref(b"%PDF-1.7\n...startxref\n123\n%%EOF\nstartxref\r\n4567\r\n%%EOF\r\n"),
            Some(4567)
        );
        assert_eq!(last_startxref(b"%PDF-1.7 no xref"), None);
    }

    #[test]
    fn runs_split_at_gaps() {
        let offsets = [
            ((3, 0), 1),
            ((4, 0), 2),
            ((9, 0), 3),
            ((10, 0), 4),
            ((12, 0), 5),
        ];
        let lens: Vec<usize> = runs(&offsets).iter().map(|r| r.len()).collect();
        assert_eq!(lens, [2, 2, 1]);
    }
}
