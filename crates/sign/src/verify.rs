//! Verifying the signatures of a PDF: for each, who signed and when, whether the signed bytes
//! are unchanged and the CMS signature valid, whether it covers the whole file or what was
//! appended after it, and whether its certificate chains to a trust anchor the reader gave.
//!
//! The signatures are found through the parsed document; when a file is too damaged to
//! parse (a byte changed in its cross-reference table, say), by scanning its bytes for
//! `/ByteRange`, so that a tampered file is still reported as tampered rather than only as
//! unreadable. Nothing in a hostile file makes this panic: each fault is named in the report
//! of the signature it concerns.

use std::collections::HashMap;
use std::sync::Arc;

use jiff::Timestamp;
use lopdf::{Dictionary, Document, Object, ObjectId};

use crate::VerifyError;
use crate::certs;
use crate::cms;
use crate::pdf;
use crate::revisions;
use crate::trust::{self, Trust, TrustAnchor, Untrusted};
use gpucase_message::{Describe, Message};

/// What verifying one signature found.
#[derive(Debug, Clone)]
pub struct SignatureReport {
    /// The signature field's name (`/T`), when the field was found.
    pub field: Option<String>,
    /// The signer: the common name of the signing certificate, else the signature
    /// dictionary's `/Name`.
    pub signer: Option<String>,
    /// `/Name` of the signature dictionary, as the signer's software wrote it.
    pub name: Option<String>,
    /// `/Reason`.
    pub reason: Option<String>,
    /// `/Location`.
    pub location: Option<String>,
    /// `/M`: the signing time the signer claims (PAdES baseline-B has no trusted time).
    pub time: Option<Timestamp>,
    /// The signing certificate, when the signature carries it.
    pub certificate: Option<CertificateInfo>,
    /// Whether the signed bytes are unchanged and the signature is the certificate key's.
    pub integrity: Integrity,
    /// What of the file the signature covers.
    pub coverage: Coverage,
    /// Whether the certificate chains to a given trust anchor.
    pub trust: Trust,
}

impl SignatureReport {
    /// The signed bytes are unchanged and the signature is valid.
    #[must_use]
    pub fn is_intact(&self) -> bool {
        self.integrity == Integrity::Intact
    }

    /// The signature covers every byte of the file (nothing was appended after it).
    #[must_use]
    pub fn covers_whole_document(&self) -> bool {
        self.coverage == Coverage::WholeDocument
    }

    /// Intact and covering the whole file: the document is exactly what was signed.
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.is_intact() && self.covers_whole_document()
    }
}

/// The signing certificate, for display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CertificateInfo {
    /// Subject distinguished name (RFC 4514).
    pub subject: String,
    /// Issuer distinguished name.
    pub issuer: String,
    /// Serial number in hexadecimal.
    pub serial: String,
    /// Start of validity.
    pub not_before: Timestamp,
    /// End of validity.
    pub not_after: Timestamp,
}

/// Whether the signed bytes are as signed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Integrity {
    /// The digest of the signed bytes matches the signed digest and the signature verifies
    /// with the signing certificate's key.
    Intact,
    /// The signed bytes were changed after signing.
    DigestMismatch,
    /// The digest matches but the signature does not verify: the signed attributes were
    /// changed, or the signature was not made with this certificate's key.
    SignatureInvalid,
    /// The signature cannot be checked; the reason names the part at fault (`/ByteRange`,
    /// `/Contents`, the CMS structure, an unsupported algorithm).
    Unreadable {
        /// What is wrong.
        reason: String,
    },
}

impl Describe for Integrity {
    /// What a signature check found about the signed bytes; the verifier's reason is the
    /// detail.
    fn message(&self) -> Message {
        match self {
            Integrity::Intact => Message::new("error-integrity-intact"),
            Integrity::DigestMismatch => Message::new("error-integrity-digest-mismatch"),
            Integrity::SignatureInvalid => Message::new("error-integrity-signature-invalid"),
            Integrity::Unreadable { reason } => {
                Message::detail("error-integrity-unreadable", reason)
            }
        }
    }
}

/// What of the file a signature covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Coverage {
    /// Every byte of the file but the signature itself.
    WholeDocument,
    /// The file goes on after the signed revision: incremental updates were appended.
    Appended {
        /// Bytes after the signed revision.
        bytes: u64,
        /// What the appended updates change on the pages.
        pages: PageChanges,
        /// Whether the appended updates replaced this signature's own dictionary (its
        /// name, reason, place or time): the report then shows what was signed, and says so.
        rewritten: bool,
    },
    /// The `/ByteRange` is unreadable, so coverage is unknown.
    Unknown,
}

/// What updates appended after a signature change on the pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageChanges {
    /// No page's content, resources, boxes or annotations changed, and no visible
    /// signature field was added or changed (an invisible later signature or form data
    /// only).
    None,
    /// Only visible signature fields were added or changed, on these pages (1-based): a
    /// later signature's block, or a field that draws over the signed content; nothing else
    /// on the pages changed.
    SignatureFields {
        /// Pages with a new or changed visible signature field, 1-based.
        pages: Vec<usize>,
    },
    /// These pages (1-based) look different from what was signed, or pages were added or
    /// removed.
    Changed {
        /// Changed pages, 1-based, numbered as in the current file.
        pages: Vec<usize>,
        /// Page count of the signed revision.
        count_before: usize,
        /// Page count now.
        count_after: usize,
    },
    /// The revisions could not be compared; why.
    Unknown {
        /// What could not be read.
        reason: String,
    },
}

/// The most signature dictionaries with a readable `/ByteRange` one file may hold: a signed
/// document carries a handful; each is checked against a revision of its own.
pub const MAX_SIGNATURES: usize = 64;

/// How far around a `/ByteRange` found by scanning its dictionary is looked for: back to
/// its `obj`, on to its `endobj` (a signature dictionary's `/Contents` is at most 32 KiB of
/// hex in practice; 64 KiB leaves room). Bounding both keeps the scan linear in the file.
const BACK: usize = 4096;
const AHEAD: usize = 65_536;

/// Verifies every signature of `pdf`, in signing order, against `anchors` (none: trust is
/// not evaluated). Linear in the file's size: each signature is checked once, against its
/// signed revision read once.
///
/// # Errors
/// [`VerifyError::NotPdf`] when the bytes are not a PDF, [`VerifyError::TooManySignatures`]
/// when more than [`MAX_SIGNATURES`] dictionaries carry a readable `/ByteRange`. A PDF
/// without signatures gives an empty list.
pub fn verify_pdf(
    pdf: &[u8],
    anchors: &[TrustAnchor],
) -> Result<Vec<SignatureReport>, VerifyError> {
    let head = &pdf[..pdf.len().min(1024)];
    if !head.windows(5).any(|w| w == b"%PDF-") {
        return Err(VerifyError::NotPdf);
    }
    let shared = Arc::new(pdf.to_vec());
    let doc = pdf::load(shared).ok();
    let mut candidates = match &doc {
        Some(doc) => {
            // A signature dictionary lopdf could not read (garbage in its /Contents, say)
            // is dropped from the document without a word; the scan still finds it.
            let (mut parsed, mut offsets) = parsed_candidates(doc);
            offsets.sort_unstable();
            let ends = positions(pdf, b"endobj");
            // Inside a parsed signature's object: the nearest object start at or before
            // `at`, with no `endobj` between.
            let covered = |at: usize| {
                let nearest = offsets.partition_point(|&o| o <= at);
                nearest > 0 && {
                    let o = offsets[nearest - 1];
                    let first_end = ends.get(ends.partition_point(|&e| e < o));
                    at - o < AHEAD && first_end.is_none_or(|&e| e >= at)
                }
            };
            parsed.extend(
                scanned_candidates(pdf)
                    .into_iter()
                    .filter(|(at, c)| c.ranges.is_ok() && !covered(*at))
                    .map(|(_, c)| c),
            );
            parsed
        }
        None => scanned_candidates(pdf)
            .into_iter()
            .map(|(_, c)| c)
            .collect(),
    };
    // One signature claimed by two dictionaries (its own and a copy the scan found) is
    // checked once, the parsed one first.
    let mut seen = std::collections::HashSet::new();
    candidates.retain(|c| c.ranges.as_ref().map_or(true, |r| seen.insert(*r)));
    let readable = candidates.iter().filter(|c| c.ranges.is_ok()).count();
    if readable > MAX_SIGNATURES {
        return Err(VerifyError::TooManySignatures {
            found: readable,
            limit: MAX_SIGNATURES,
        });
    }
    // Unreadable ranges beyond the bound are not listed: that many already say the file is
    // broken, and each report costs a line of output.
    let mut unreadable = 0;
    candidates.retain(|c| {
        c.ranges.is_ok() || {
            unreadable += 1;
            unreadable <= MAX_SIGNATURES
        }
    });
    // In signing order, so that signatures ending at one revision meet it in turn.
    let end_of = |c: &Candidate| c.ranges.as_ref().map_or(0, |r| r[2] + r[3]);
    candidates.sort_by_key(end_of);
    let mut revisions = Revisions::default();
    Ok(candidates
        .into_iter()
        .map(|c| check_candidate(pdf, doc.as_ref(), c, anchors, &mut revisions))
        .collect())
}

/// The signed revision last read, by its end: read once for the signatures that end there
/// (taken in signing order), and only one held at a time, so that memory stays that of the
/// file and one revision however many signatures it has.
#[derive(Default)]
struct Revisions(Option<(usize, Result<Document, String>)>);

impl Revisions {
    fn at(&mut self, pdf: &[u8], end: usize) -> Result<&Document, &str> {
        if self.0.as_ref().is_none_or(|(at, _)| *at != end) {
            self.0 = Some((end, pdf::load(Arc::new(pdf[..end].to_vec()))));
        }
        match &self.0 {
            Some((_, read)) => read.as_ref().map_err(String::as_str),
            None => Err("no revision read"),
        }
    }
}

/// A signature dictionary found in the file, before checking.
struct Candidate {
    /// The dictionary's object, where it was found by parsing.
    id: Option<ObjectId>,
    field: Option<String>,
    name: Option<String>,
    reason: Option<String>,
    location: Option<String>,
    time: Option<Timestamp>,
    /// The `/ByteRange`, or what is wrong with it.
    ranges: Result<[usize; 4], String>,
    /// `/Contents` as parsed, to compare with the bytes the range leaves out.
    contents: Option<Vec<u8>>,
}

/// The signature dictionaries of the parsed document, and the file offsets of their objects.
fn parsed_candidates(doc: &Document) -> (Vec<Candidate>, Vec<usize>) {
    let mut fields: HashMap<ObjectId, String> = HashMap::new();
    for object in doc.objects.values() {
        if let Object::Dictionary(d) = object
            && let (Ok(Object::Reference(v)), Ok(Object::String(t, _))) = (d.get(b"V"), d.get(b"T"))
        {
            fields.insert(*v, pdf::decode_text(t));
        }
    }
    let signatures: Vec<(&ObjectId, &Dictionary)> = doc
        .objects
        .iter()
        .filter_map(|(id, object)| match object {
            Object::Dictionary(d) if d.has(b"ByteRange") => Some((id, d)),
            _ => None,
        })
        .collect();
    let offsets = signatures
        .iter()
        .filter_map(|(id, _)| match doc.reference_table.get(id.0) {
            Some(lopdf::xref::XrefEntry::Normal { offset, .. }) => usize::try_from(*offset).ok(),
            _ => None,
        })
        .collect();
    let candidates = signatures
        .into_iter()
        .map(|(id, d)| {
            let mut c = described(doc, d);
            c.id = Some(*id);
            c.field = fields.get(id).cloned();
            c
        })
        .collect();
    (candidates, offsets)
}

/// What a signature dictionary `d` of `doc` says of itself.
fn described(doc: &Document, d: &Dictionary) -> Candidate {
    Candidate {
        id: None,
        field: None,
        name: text(doc, d, b"Name"),
        reason: text(doc, d, b"Reason"),
        location: text(doc, d, b"Location"),
        time: text(doc, d, b"M").and_then(|m| pdf::parse_date(&m)),
        ranges: match pdf::get(doc, d, b"ByteRange") {
            Some(Object::Array(items)) => ranges_of(
                items
                    .iter()
                    .map(|i| pdf::resolve(doc, i).and_then(|o| o.as_i64().ok()))
                    .collect(),
            ),
            _ => Err("/ByteRange is not an array".into()),
        },
        contents: match pdf::get(doc, d, b"Contents") {
            Some(Object::String(bytes, _)) => Some(bytes.clone()),
            _ => None,
        },
    }
}

fn text(doc: &Document, d: &Dictionary, key: &[u8]) -> Option<String> {
    match pdf::get(doc, d, key)? {
        Object::String(bytes, _) => Some(pdf::decode_text(bytes)),
        _ => None,
    }
}

fn ranges_of(numbers: Vec<Option<i64>>) -> Result<[usize; 4], String> {
    let values: Option<Vec<usize>> = numbers
        .iter()
        .map(|n| n.and_then(|n| usize::try_from(n).ok()))
        .collect();
    match values.as_deref() {
        Some(&[a, b, c, d]) => Ok([a, b, c, d]),
        _ => Err(format!(
            "/ByteRange is not four non-negative integers ({} entries)",
            numbers.len()
        )),
    }
}

/// Signature dictionaries found by scanning the bytes for `/ByteRange`, with the offset of
/// each: for files, or objects, lopdf cannot parse.
fn scanned_candidates(pdf: &[u8]) -> Vec<(usize, Candidate)> {
    const KEY: &[u8] = b"/ByteRange";
    // Every key, object start and object end found in one pass each: what is looked up
    // around a key is then a binary search, never a scan of the file.
    let keys = positions(pdf, KEY);
    let objects = positions(pdf, b" obj");
    let ends = positions(pdf, b"endobj");
    let mut out = Vec::with_capacity(keys.len());
    for (k, &at) in keys.iter().enumerate() {
        let from = at + KEY.len();
        let rest = &pdf[from..pdf.len().min(from + 200)];
        let ranges = match (
            rest.iter().position(|&b| b == b'['),
            rest.iter().position(|&b| b == b']'),
        ) {
            (Some(open), Some(close)) if open < close => {
                let inner = String::from_utf8_lossy(&rest[open + 1..close]);
                ranges_of(inner.split_whitespace().map(|t| t.parse().ok()).collect())
            }
            _ => Err("/ByteRange is not an array".into()),
        };
        // The object around it, for its /M: from its `obj` to its `endobj`, looked for
        // only nearby and never past the keys before and after it, so that the regions of
        // all keys together read the file about once.
        let previous = k.checked_sub(1).map_or(0, |p| keys[p] + KEY.len());
        let next = keys.get(k + 1).copied().unwrap_or(pdf.len());
        let back = at.saturating_sub(BACK).max(previous);
        let start = objects
            .partition_point(|&o| o < at)
            .checked_sub(1)
            .map(|i| objects[i])
            .filter(|&o| o >= back)
            .unwrap_or(back);
        let ahead = pdf.len().min(at + AHEAD).min(next);
        let end = ends
            .get(ends.partition_point(|&e| e < at))
            .copied()
            .filter(|&e| e <= ahead)
            .unwrap_or(ahead);
        let time = literal_after(&pdf[start..end], b"/M").and_then(|m| pdf::parse_date(&m));
        out.push((
            at,
            Candidate {
                id: None,
                field: None,
                name: None,
                reason: None,
                location: None,
                time,
                ranges,
                contents: None,
            },
        ));
    }
    out
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Where `needle` starts in `haystack`, every occurrence, in one pass.
fn positions(haystack: &[u8], needle: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = find(&haystack[from..], needle) {
        out.push(from + i);
        from += i + needle.len();
    }
    out
}

/// The literal string after `key` in `region`, when `key` is a whole name.
fn literal_after(region: &[u8], key: &[u8]) -> Option<String> {
    let mut from = 0;
    while let Some(at) = find(&region[from..], key).map(|i| i + from) {
        from = at + key.len();
        let rest = region[from..]
            .iter()
            .skip_while(|b| b.is_ascii_whitespace());
        let rest: Vec<u8> = rest.take(64).copied().collect();
        if rest.first() == Some(&b'(') {
            let end = rest.iter().position(|&b| b == b')')?;
            return Some(String::from_utf8_lossy(&rest[1..end]).into_owned());
        }
    }
    None
}

fn check_candidate(
    pdf: &[u8],
    doc: Option<&Document>,
    mut candidate: Candidate,
    anchors: &[TrustAnchor],
    signed_revisions: &mut Revisions,
) -> SignatureReport {
    // Where later updates replaced the signature's dictionary, what it said when signed is
    // what the report shows.
    let mut rewritten = false;
    if let (Some(id), Some(_), Ok([_, _, c, d])) = (candidate.id, doc, &candidate.ranges)
        && let Some(end) = c.checked_add(*d).filter(|&e| e < pdf.len())
        && let Ok(signed) = signed_revisions.at(pdf, end)
    {
        let then = signed.objects.get(&id).and_then(|o| pdf::dict(signed, o));
        rewritten = match then {
            Some(then) => {
                let was = described(signed, then);
                let differs = was.name != candidate.name
                    || was.reason != candidate.reason
                    || was.location != candidate.location
                    || was.time != candidate.time
                    || was.ranges != candidate.ranges
                    || was.contents != candidate.contents;
                if differs {
                    candidate = Candidate {
                        id: candidate.id,
                        field: candidate.field,
                        ..was
                    };
                }
                differs
            }
            // Written wholly after the revision it claims to sign.
            None => true,
        };
    }
    let mut report = SignatureReport {
        field: candidate.field,
        signer: candidate.name.clone(),
        name: candidate.name,
        reason: candidate.reason,
        location: candidate.location,
        time: candidate.time,
        certificate: None,
        integrity: Integrity::Unreadable {
            reason: String::new(),
        },
        coverage: Coverage::Unknown,
        trust: if anchors.is_empty() {
            Trust::NoAnchorGiven
        } else {
            Trust::NotTrusted {
                reason: Untrusted::Unreadable,
            }
        },
    };
    let unreadable = |reason: String| Integrity::Unreadable { reason };
    let ranges = match candidate.ranges.and_then(|r| check_ranges(pdf, r)) {
        Ok(r) => r,
        Err(reason) => {
            report.integrity = unreadable(reason);
            return report;
        }
    };
    let [_, b, c, d] = ranges;
    let end = c + d;
    report.coverage = if end == pdf.len() {
        Coverage::WholeDocument
    } else {
        Coverage::Appended {
            bytes: (pdf.len() - end) as u64,
            pages: revisions::compare_pages(signed_revisions.at(pdf, end), doc),
            rewritten,
        }
    };
    let contents = match hex_decode(&pdf[b + 1..c - 1]) {
        Ok(bytes) => bytes,
        Err(reason) => {
            report.integrity = unreadable(format!("/Contents: {reason}"));
            return report;
        }
    };
    if candidate.contents.is_some_and(|parsed| parsed != contents) {
        report.integrity =
            unreadable("the /ByteRange gap is not this signature's /Contents".into());
        return report;
    }
    let parsed = match cms::parse(&contents) {
        Ok(p) => p,
        Err(reason) => {
            report.integrity = unreadable(format!("/Contents: {reason}"));
            return report;
        }
    };
    if let Some(cert) = &parsed.signer {
        let tbs = &cert.tbs_certificate;
        report.signer = Some(certs::display_name(&tbs.subject));
        report.certificate = Some(CertificateInfo {
            subject: tbs.subject.to_string(),
            issuer: tbs.issuer.to_string(),
            serial: pdf::hex(tbs.serial_number.as_bytes()),
            not_before: timestamp(tbs.validity.not_before.to_unix_duration()),
            not_after: timestamp(tbs.validity.not_after.to_unix_duration()),
        });
        report.trust = trust::evaluate(cert, &parsed.certificates, anchors, report.time);
    }
    report.integrity = match cms::check(&parsed, &[&pdf[..b], &pdf[c..end]]) {
        Ok(cms::Check::Valid) => Integrity::Intact,
        Ok(cms::Check::DigestMismatch) => Integrity::DigestMismatch,
        Ok(cms::Check::SignatureInvalid) => Integrity::SignatureInvalid,
        Err(reason) => unreadable(reason),
    };
    report
}

fn timestamp(since_epoch: std::time::Duration) -> Timestamp {
    let seconds = i64::try_from(since_epoch.as_secs()).unwrap_or(i64::MAX);
    Timestamp::from_second(seconds).unwrap_or(Timestamp::MAX)
}

/// Checks that the ranges are two pieces of the file around one hex string.
fn check_ranges(pdf: &[u8], [a, b, c, d]: [usize; 4]) -> Result<[usize; 4], String> {
    let len = pdf.len();
    let range = format!("/ByteRange [{a} {b} {c} {d}]");
    if a != 0 {
        return Err(format!("{range} does not start at the first byte"));
    }
    if b == 0 || c <= b + 1 {
        return Err(format!("{range} leaves no room for /Contents"));
    }
    if c.checked_add(d).is_none_or(|end| end > len) {
        return Err(format!(
            "{range} runs past the end of the file ({len} bytes)"
        ));
    }
    if pdf[b] != b'<' || pdf[c - 1] != b'>' {
        return Err(format!(
            "{range}: the bytes it leaves out are not a hex string <...>"
        ));
    }
    Ok([a, b, c, d])
}

fn hex_decode(text: &[u8]) -> Result<Vec<u8>, String> {
    let digits: Vec<u8> = text
        .iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .collect();
    if let Some(bad) = digits.iter().find(|b| !b.is_ascii_hexdigit()) {
        return Err(format!("not a hex string (byte 0x{bad:02x})"));
    }
    let value = |b: u8| match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        _ => b - b'A' + 10,
    };
    // A missing last digit counts as 0 (ISO 32000-1 §7.3.4.3).
    Ok(digits
        .chunks(2)
        .map(|pair| value(pair[0]) << 4 | pair.get(1).map_or(0, |&d| value(d)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_must_frame_a_hex_string_inside_the_file() {
        let pdf = b"%PDF-1.7 aaaa<00ff>bbbb";
        assert!(check_ranges(pdf, [0, 13, 19, 4]).is_ok());
        assert!(check_ranges(pdf, [1, 13, 19, 4]).is_err());
        assert!(check_ranges(pdf, [0, 13, 19, 5]).is_err());
        assert!(check_ranges(pdf, [0, 12, 19, 4]).is_err());
        assert!(check_ranges(pdf, [0, 13, 13, 4]).is_err());
        assert!(check_ranges(pdf, [0, 13, usize::MAX, 4]).is_err());
    }

    #[test]
    fn hex_decoding_tolerates_whitespace_and_rejects_junk() {
        assert_eq!(hex_decode(b"00 ff\nA"), Ok(vec![0x00, 0xff, 0xa0]));
        assert!(hex_decode(b"0g").is_err());
    }

    #[test]
    fn not_a_pdf_is_an_error_and_no_signature_is_an_empty_list() {
        assert!(matches!(
            verify_pdf(b"hello", &[]),
            Err(VerifyError::NotPdf)
        ));
        assert!(matches!(verify_pdf(b"%PDF-1.7\n%%EOF", &[]), Ok(v) if v.is_empty()));
    }
}
