//! What the updates appended after a signature changed: the pages of the signed revision
//! against the pages now, each reduced to a fingerprint of what a reader sees (content,
//! resources, boxes, rotation, annotations), with the visible signature fields apart: a
//! later signature's field is drawn on the page too, and a field that draws over the signed
//! content must not pass for "no change".

use std::collections::HashSet;

use lopdf::{Dictionary, Document, Object, ObjectId};

use crate::pdf;
use crate::verify::PageChanges;

/// Compares the pages of the signed revision (`signed`, the file up to the signature's end)
/// with the current file.
pub(crate) fn compare_pages(
    signed: Result<&Document, &str>,
    current: Option<&Document>,
) -> PageChanges {
    let Some(current) = current else {
        return PageChanges::Unknown {
            reason: "the current file's structure is unreadable".into(),
        };
    };
    let signed = match signed {
        Ok(doc) => doc,
        Err(e) => {
            return PageChanges::Unknown {
                reason: format!("the signed revision: {e}"),
            };
        }
    };
    let (before, after) = match (page_prints(signed), page_prints(current)) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => return PageChanges::Unknown { reason: e },
    };
    let changed = |of: fn(&PagePrint) -> [u8; 32]| -> Vec<usize> {
        after
            .iter()
            .enumerate()
            .filter(|(i, print)| before.get(*i).map(of) != Some(of(print)))
            .map(|(i, _)| i + 1)
            .collect()
    };
    let mut pages = changed(|p| p.content);
    if before.len() > after.len() && pages.is_empty() {
        pages.push(after.len());
    }
    if !pages.is_empty() || before.len() != after.len() {
        return PageChanges::Changed {
            pages,
            count_before: before.len(),
            count_after: after.len(),
        };
    }
    let fields = changed(|p| p.signature_fields);
    if fields.is_empty() {
        PageChanges::None
    } else {
        PageChanges::SignatureFields { pages: fields }
    }
}

/// What a reader sees of one page: everything but the visible signature fields, and those.
struct PagePrint {
    content: [u8; 32],
    signature_fields: [u8; 32],
}

/// Whether `widget` belongs to a signature field: `/FT /Sig` on it or, where the field has
/// its widgets as kids, on its parent.
fn is_signature_field(doc: &Document, widget: &Dictionary) -> bool {
    let sig = |d: &Dictionary| matches!(d.get(b"FT"), Ok(Object::Name(n)) if n == b"Sig");
    sig(widget)
        || pdf::get(doc, widget, b"Parent")
            .and_then(|p| pdf::dict(doc, p))
            .is_some_and(sig)
}

/// Whether a signature field's widget draws on the page: it has an appearance, an area and
/// is neither hidden nor "no view" (ISO 32000-1 §12.5.3, flags 2 and 6). An invisible
/// signature adds nothing a reader sees.
fn draws(doc: &Document, widget: &Dictionary) -> bool {
    let area = pdf::get(doc, widget, b"Rect")
        .and_then(|r| pdf::rectangle(doc, r))
        .is_some_and(|[x0, y0, x1, y1]| (x1 - x0).abs() > 0.0 && (y1 - y0).abs() > 0.0);
    let hidden = match pdf::get(doc, widget, b"F") {
        Some(Object::Integer(f)) => f & (2 | 32) != 0,
        _ => false,
    };
    area && !hidden && widget.has(b"AP")
}

/// Two fingerprints per page: a SHA-256 over its content, resources, boxes, rotation and
/// annotations other than signature fields, and one over its visible signature fields (an
/// invisible one left out, so that an invisible later signature is no change).
fn page_prints(doc: &Document) -> Result<Vec<PagePrint>, String> {
    use sha2::Digest;
    pdf::pages(doc)?
        .into_iter()
        .map(|page| {
            let mut hasher = sha2::Sha256::new();
            let mut fields = sha2::Sha256::new();
            let mut budget = Budget::new();
            for key in [
                &b"Contents"[..],
                b"Resources",
                b"MediaBox",
                b"CropBox",
                b"Rotate",
            ] {
                hasher.update(key);
                if let Some(value) = pdf::inherited(doc, page, key) {
                    hash_object(doc, value, &mut hasher, &mut budget, 0);
                }
            }
            let annots = doc
                .objects
                .get(&page)
                .and_then(|p| pdf::dict(doc, p))
                .and_then(|p| pdf::get(doc, p, b"Annots"));
            if let Some(Object::Array(annots)) = annots {
                for annot in annots {
                    let widget = pdf::dict(doc, annot);
                    let signature = widget.filter(|w| is_signature_field(doc, w));
                    match signature {
                        Some(w) if draws(doc, w) => {
                            // What it draws and where; its value (the signature) is not
                            // what a reader sees.
                            fields.update(b"Field");
                            for key in [&b"Rect"[..], b"AP", b"MK"] {
                                fields.update(key);
                                if let Some(value) = pdf::get(doc, w, key) {
                                    hash_object(doc, value, &mut fields, &mut budget, 0);
                                }
                            }
                        }
                        Some(_) => {}
                        None => {
                            hasher.update(b"Annot");
                            hash_object(doc, annot, &mut hasher, &mut budget, 0);
                        }
                    }
                }
            }
            if budget.exhausted {
                return Err("a page refers to too many objects to compare".into());
            }
            Ok(PagePrint {
                content: hasher.finalize().into(),
                signature_fields: fields.finalize().into(),
            })
        })
        .collect()
}

/// Bounds the objects one page's fingerprint visits, against reference webs.
struct Budget {
    seen: HashSet<ObjectId>,
    exhausted: bool,
}

impl Budget {
    fn new() -> Self {
        Self {
            seen: HashSet::new(),
            exhausted: false,
        }
    }
}

fn hash_object(
    doc: &Document,
    object: &Object,
    hasher: &mut sha2::Sha256,
    budget: &mut Budget,
    depth: usize,
) {
    use sha2::Digest;
    if depth > 64 || budget.seen.len() > 50_000 {
        budget.exhausted = true;
        return;
    }
    match object {
        Object::Reference(id) => {
            // Object numbers may differ between revisions; only what they hold counts. A
            // reference already visited is hashed as a marker (cycles, shared fonts).
            if budget.seen.insert(*id) {
                if let Some(target) = doc.objects.get(id) {
                    hash_object(doc, target, hasher, budget, depth + 1);
                }
            } else {
                hasher.update(b"seen");
            }
        }
        Object::Array(items) => {
            hasher.update(b"[");
            for item in items {
                hash_object(doc, item, hasher, budget, depth + 1);
            }
            hasher.update(b"]");
        }
        Object::Dictionary(d) => hash_dict(doc, d, hasher, budget, depth),
        Object::Stream(s) => {
            hash_dict(doc, &s.dict, hasher, budget, depth);
            hasher.update(&s.content);
        }
        other => {
            let mut bytes = Vec::new();
            let _ = pdf::write_object(&mut bytes, other);
            hasher.update(&bytes);
        }
    }
}

fn hash_dict(
    doc: &Document,
    d: &Dictionary,
    hasher: &mut sha2::Sha256,
    budget: &mut Budget,
    depth: usize,
) {
    use sha2::Digest;
    hasher.update(b"<<");
    let mut entries: Vec<_> = d.iter().collect();
    entries.sort_by(|a, b| a.0.cmp(b.0));
    for (key, value) in entries {
        // /Parent and /P lead back up the tree; /Length may change with the same content.
        if key == b"Parent" || key == b"P" || key == b"Length" {
            continue;
        }
        hasher.update(key);
        hash_object(doc, value, hasher, budget, depth + 1);
    }
    hasher.update(b">>");
}
