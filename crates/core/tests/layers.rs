//! The core's modules form layers without a circle (issue 36): primitives → facts → the
//! case → the engine → outputs. Each top-level module of `src/` is given its layer here;
//! every `crate::…` path in its code (tests left out) must name a module of its own layer or
//! a lower one, and the modules with their paths must form no circle, so that each piece
//! can be read and tested with only what lies below it.
//!
//! The paths are read from the source text as it is: `use crate::a::B;`, `use
//! crate::{a::B, c};` and paths written inline (`crate::a::f(…)`); a `super::` path stays
//! inside its own top-level module. docs/architecture.md shows the layers.

#![allow(
    clippy::unwrap_used,
    reason = "a panic is the test failing, with its location"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each top-level module and its layer, lowest first.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "primitives",
        &[
            "problem", "language", "quantity", "money", "jcs", "workload", "finding",
        ],
    ),
    ("facts", &["offer", "measured", "billed", "checklist"]),
    ("case", &["case", "casefile"]),
    (
        "engine",
        &[
            "rent_option",
            "requirements",
            "switching",
            "tco",
            "recommendation",
            "diff",
        ],
    ),
    ("outputs", &["scenario"]),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to (`tco/rent.rs` → `tco`); `None` for
/// `lib.rs`.
fn module_of(file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src()).unwrap();
    let first = rel.components().next()?.as_os_str().to_str()?.to_owned();
    let name = first.strip_suffix(".rs").unwrap_or(&first).to_owned();
    (name != "lib").then_some(name)
}

/// The code of a file without its comments and without its tests (a `#[cfg(test)]` item
/// and what follows it: tests come last in this crate's files; `tests.rs` files are test
/// modules whole).
fn code(file: &Path) -> String {
    if file.file_name().is_some_and(|n| n == "tests.rs") {
        return String::new();
    }
    let text = std::fs::read_to_string(file).unwrap();
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules `code` names through `crate::`.
fn named(code: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a::B, c::{D, E}}`: the first name of each top-level part.
            let mut depth = 1;
            let mut part = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 || (depth == 1 && c == ',') {
                    out.insert(ident(&part));
                    part.clear();
                    if depth == 0 {
                        break;
                    }
                } else if depth == 1 {
                    part.push(c);
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|n| !n.is_empty());
    out
}

/// Each top-level module and the other top-level modules its code names.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut all = Vec::new();
    files(&src(), &mut all);
    let modules: BTreeSet<String> = all.iter().filter_map(|f| module_of(f)).collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &all {
        let Some(from) = module_of(file) else {
            continue;
        };
        let to = named(&code(file));
        let entry = edges.entry(from.clone()).or_default();
        entry.extend(to.into_iter().filter(|t| *t != from && modules.contains(t)));
    }
    edges
}

fn layer_of(module: &str) -> Option<(usize, &'static str)> {
    LAYERS
        .iter()
        .enumerate()
        .find(|(_, (_, members))| members.contains(&module))
        .map(|(i, (name, _))| (i, *name))
}

#[test]
fn every_module_has_a_layer_and_names_only_its_own_or_lower_ones() {
    let edges = graph();
    assert!(edges.len() >= 20, "{} modules read", edges.len());
    let mut wrong = Vec::new();
    for (from, to) in &edges {
        let Some((mine, name)) = layer_of(from) else {
            wrong.push(format!("{from} has no layer in this test's LAYERS"));
            continue;
        };
        for t in to {
            let Some((theirs, their_name)) = layer_of(t) else {
                continue;
            };
            if theirs > mine {
                wrong.push(format!(
                    "{from} ({name}) names {t}, which is in a higher layer ({their_name})"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_modules_form_no_circle() {
    let edges = graph();
    // Depth-first search for a path back to where it started.
    fn visit(
        at: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|p| p == at) {
            let mut circle = path[start..].to_vec();
            circle.push(at.to_owned());
            return Some(circle);
        }
        if done.contains(at) {
            return None;
        }
        path.push(at.to_owned());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(circle) = visit(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(at.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    for module in edges.keys() {
        let circle = visit(module, &edges, &mut Vec::new(), &mut done);
        assert_eq!(circle, None, "a circle of imports");
    }
}

#[test]
fn the_reader_finds_grouped_and_inline_paths() {
    let code = "use crate::{case::{Case, RentOffer}, money::Money};\n\
                fn f() { crate::tco::compare(); }\n\
                use crate::offer::Offer;";
    let found: Vec<String> = named(code).into_iter().collect();
    assert_eq!(found, ["case", "money", "offer", "tco"]);
}
