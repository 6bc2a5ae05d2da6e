//! What the updates appended after a signature changed: the pages of the signed revision
//! against the pages now, each reduced to a fingerprint of what a reader sees (content,
//! resources, boxes, rotation, annotations other than signature widgets).

use std::collections::HashSet;
use std::sync::Arc;

use lopdf::{Dictionary, Document, Object, ObjectId};

use crate::pdf;
use crate::verify::PageChanges;

/// Compares the pages of the signed revision (the first `end` bytes) with the current file.
pub(crate) fn compare_pages(pdf: &[u8], end: usize, current: Option<&Document>) -> PageChanges {
    let Some(current) = current else {
        return PageChanges::Unknown {
            reason: "the current file's structure is unreadable".into(),
        };
    };
    let signed = match pdf::load(Arc::new(pdf[..end].to_vec())) {
        Ok(doc) => doc,
        Err(e) => {
            return PageChanges::Unknown {
                reason: format!("the signed revision: {e}"),
            };
        }
    };
    let (before, after) = match (page_prints(&signed), page_prints(current)) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => return PageChanges::Unknown { reason: e },
    };
    let mut pages: Vec<usize> = after
        .iter()
        .enumerate()
        .filter(|(i, print)| before.get(*i) != Some(print))
        .map(|(i, _)| i + 1)
        .collect();
    if before.len() > after.len() && pages.is_empty() {
        pages.push(after.len());
    }
    if pages.is_empty() && before.len() == after.len() {
        PageChanges::None
    } else {
        PageChanges::Changed {
            pages,
            count_before: before.len(),
            count_after: after.len(),
        }
    }
}

/// One fingerprint per page: a SHA-256 over its content, resources, boxes, rotation and
/// annotations (signature widgets left out, so that a later signature is no change).
fn page_prints(doc: &Document) -> Result<Vec<[u8; 32]>, String> {
    use sha2::Digest;
    pdf::pages(doc)?
        .into_iter()
        .map(|page| {
            let mut hasher = sha2::Sha256::new();
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
                    let is_signature = pdf::dict(doc, annot).is_some_and(
                        |a| matches!(a.get(b"FT"), Ok(Object::Name(n)) if n == b"Sig"),
                    );
                    if !is_signature {
                        hasher.update(b"Annot");
                        hash_object(doc, annot, &mut hasher, &mut budget, 0);
                    }
                }
            }
            if budget.exhausted {
                return Err("a page refers to too many objects to compare".into());
            }
            Ok(hasher.finalize().into())
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
