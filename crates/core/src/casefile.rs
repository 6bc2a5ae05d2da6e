//! Reading and writing `.gpucase` documents.
//!
//! A case file is JSON in format `gpucase/3` (a file of format `gpucase/1` is migrated as
//! it is read: [`migrate`]). Reading reports every problem with the JSON path of the field
//! and its line and column; writing produces one canonical form (two-space indentation,
//! fields in declaration order, a final newline), so that reading and writing a file gpucase
//! wrote gives the same bytes.

pub mod migrate;

use crate::case::Case;
use gpucase_message::{Describe, Message};

/// Why a case file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaseFileError {
    /// Not well-formed JSON.
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected: serde_json's own English wording, which cannot be
        /// translated; hosts show it verbatim inside a localized frame.
        message: String,
    },
    /// Well-formed JSON whose field has the wrong type or value, or is unknown.
    Field {
        /// JSON path of the field.
        path: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was wrong and what was expected: serde's own English wording, which
        /// cannot be translated; hosts show it verbatim inside a localized frame.
        message: String,
    },
    /// Fields that are each well-typed but do not fit together.
    Invalid {
        /// JSON path of the field.
        path: String,
        /// 1-based line, when the field is in the file.
        line: Option<usize>,
        /// 1-based column, when the field is in the file.
        column: Option<usize>,
        /// What was wrong and what was expected.
        problem: crate::problem::Problem,
    },
}

impl Describe for CaseFileError {
    /// Why a case file could not be read, without the file's name.
    fn message(&self) -> Message {
        match self {
            CaseFileError::Syntax {
                line,
                column,
                message,
            } => Message::new("error-case-syntax")
                .num("line", *line)
                .num("column", *column)
                .text("detail", message.clone()),
            CaseFileError::Field {
                path,
                line,
                column,
                message,
            } => Message::new("error-case-field")
                .text("field", path.clone())
                .num("line", *line)
                .num("column", *column)
                .text("detail", message.clone()),
            CaseFileError::Invalid {
                path,
                line: Some(line),
                column: Some(column),
                problem,
            } => Message::new("error-case-invalid")
                .text("field", path.clone())
                .num("line", *line)
                .num("column", *column)
                .message("reason", problem.message()),
            CaseFileError::Invalid { path, problem, .. } => problem.at(path.clone()),
        }
    }
}

gpucase_message::display_in_english!(CaseFileError);

/// `text` without a leading UTF-8 byte-order mark, which JSON readers may ignore (RFC 8259,
/// section 8.1) and Windows editors write.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads and validates a case from the text of a `.gpucase` file, of today's format or,
/// migrated, of format `gpucase/1`.
pub fn parse(text: &str) -> Result<Case, CaseFileError> {
    let text = without_bom(text);
    let format = value_at(text, "format").and_then(|raw| raw.strip_prefix('"')?.strip_suffix('"'));
    if format == Some(migrate::V1) {
        return parse_v1(text);
    }
    let mut de = serde_json::Deserializer::from_str(text);
    let case: Case = match serde_path_to_error::deserialize(&mut de) {
        Ok(case) => case,
        Err(e) => {
            let path = e.path().to_string();
            let inner = e.into_inner();
            return Err(field_error(&inner, path, text));
        }
    };
    de.end().map_err(|e| json_error(&e, None))?;
    check(&case, text, "")?;
    Ok(case)
}

/// A case file of format `gpucase/1`: read as JSON, migrated ([`migrate::offers_by_key`]),
/// then read as today's case; every error is placed in `text` by its path.
fn parse_v1(text: &str) -> Result<Case, CaseFileError> {
    let mut value = value_of(text)?;
    migrate::offers_by_key(&mut value).map_err(|(path, problem)| invalid(text, path, problem))?;
    let case = from_migrated(value, text)?;
    check(&case, text, "")?;
    Ok(case)
}

/// The JSON value of `text`, for a migration to work on. A member named twice in one
/// object is refused (with its line and column), as the typed read refuses it: a plain
/// `serde_json::Value` would keep the later one silently, and a file could say two things.
pub(crate) fn value_of(text: &str) -> Result<serde_json::Value, CaseFileError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = serde::de::DeserializeSeed::deserialize(OnceEach, &mut de)
        .and_then(|value| de.end().map(|()| value))
        .map_err(|e| json_error(&e, None))?;
    Ok(value)
}

/// Builds a JSON value as the parser reads it, refusing a member named twice.
#[derive(Clone, Copy)]
struct OnceEach;

impl<'de> serde::de::DeserializeSeed<'de> for OnceEach {
    type Value = serde_json::Value;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for OnceEach {
    type Value = serde_json::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JSON")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Self::Value, E> {
        Ok(v.into())
    }

    fn visit_i64<E>(self, v: i64) -> Result<Self::Value, E> {
        Ok(v.into())
    }

    fn visit_u64<E>(self, v: u64) -> Result<Self::Value, E> {
        Ok(v.into())
    }

    fn visit_f64<E>(self, v: f64) -> Result<Self::Value, E> {
        // The parser gives finite numbers only.
        Ok(serde_json::Number::from_f64(v).map_or(serde_json::Value::Null, Into::into))
    }

    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
        Ok(v.into())
    }

    fn visit_string<E>(self, v: String) -> Result<Self::Value, E> {
        Ok(v.into())
    }

    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(serde_json::Value::Null)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(self)? {
            items.push(item);
        }
        Ok(items.into())
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut members = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if members.contains_key(&key) {
                return Err(serde::de::Error::custom(format_args!(
                    "duplicate field `{key}`"
                )));
            }
            let value = map.next_value_seed(self)?;
            members.insert(key, value);
        }
        Ok(members.into())
    }
}

/// A `T` read from `value`, a migrated document of `text`: serde knows no position in a
/// value, so an error is placed in `text` by its path (which migration keeps).
pub(crate) fn from_migrated<T: serde::de::DeserializeOwned>(
    value: serde_json::Value,
    text: &str,
) -> Result<T, CaseFileError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let mut error = field_error(&e.into_inner(), path.clone(), text);
        let (at_line, at_column) = locate(text, &path).unwrap_or((1, 1));
        match &mut error {
            CaseFileError::Field { line, column, .. }
            | CaseFileError::Syntax { line, column, .. } => {
                (*line, *column) = (at_line, at_column);
            }
            CaseFileError::Invalid { line, column, .. } => {
                (*line, *column) = (Some(at_line), Some(at_column));
            }
        }
        error
    })
}

/// `problem` at the JSON `path` of `text`, placed by its line and column where the file
/// has the path.
pub(crate) fn invalid(text: &str, path: String, problem: crate::problem::Problem) -> CaseFileError {
    let at = locate(text, &path);
    CaseFileError::Invalid {
        line: at.map(|a| a.0),
        column: at.map(|a| a.1),
        path,
        problem,
    }
}

/// The checks types alone cannot make, on a case read from `text` at the JSON path
/// `prefix` (empty for a bare case file, `case.` inside a scenario file), with the line and
/// column of the field at fault.
pub(crate) fn check(case: &Case, text: &str, prefix: &str) -> Result<(), CaseFileError> {
    let invalid = |path: String, problem: crate::problem::Problem| {
        invalid(text, format!("{prefix}{path}"), problem)
    };
    case.validate().map_err(|v| invalid(v.path, v.problem))?;
    let checks = [
        case.workload.profile().err(),
        case.metrics.as_ref().and_then(|m| m.validate().err()),
    ];
    if let Some(crate::workload::WorkloadError::Invalid { path, problem }) =
        checks.into_iter().flatten().next()
    {
        return Err(invalid(path, problem));
    }
    Ok(())
}

pub(crate) fn json_error(e: &serde_json::Error, path: Option<String>) -> CaseFileError {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let message = full.strip_suffix(&suffix).unwrap_or(&full).to_owned();
    match (e.classify(), path) {
        (serde_json::error::Category::Data, Some(path)) => CaseFileError::Field {
            path: if path == "." {
                "(document)".into()
            } else {
                path
            },
            line: e.line(),
            column: e.column(),
            message,
        },
        _ => CaseFileError::Syntax {
            line: e.line(),
            column: e.column(),
            message,
        },
    }
}

/// A value of the wrong type or form at `path` of `text`, in plain words where the
/// parser's own are not (issue 18): a negative or non-numeric count, a date not written
/// `YYYY-MM-DD`, an amount without its currency. Anything else keeps the parser's words
/// ([`json_error`]).
pub(crate) fn field_error(e: &serde_json::Error, path: String, text: &str) -> CaseFileError {
    let general = json_error(e, Some(path.clone()));
    let CaseFileError::Field {
        line,
        column,
        message,
        ..
    } = &general
    else {
        return general;
    };
    let raw = value_at(text, &path).unwrap_or_default();
    let found = raw
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .unwrap_or(raw);
    let Some(problem) = plain_problem(message, raw, found) else {
        return general;
    };
    CaseFileError::Invalid {
        path,
        line: Some(*line),
        column: Some(*column),
        problem,
    }
}

/// The plain problem behind serde's or a parser's `message` about the value `raw` (as the
/// file writes it; `found` without its quotes).
fn plain_problem(message: &str, raw: &str, found: &str) -> Option<crate::problem::Problem> {
    use crate::problem::Problem;
    // Counts of 8, 16 bits keep the parser's words: they name the range.
    if [", expected u32", ", expected u64", ", expected usize"]
        .iter()
        .any(|ty| message.ends_with(ty))
    {
        return Some(Problem::CountExpected {
            found: raw.chars().take(40).collect(),
        });
    }
    let date_words = [
        "as year",
        "as month",
        "as day",
        "parsed date is not valid",
        "expected to find date",
        "invalid date",
    ];
    if date_words.iter().any(|w| message.contains(w)) {
        return Some(Problem::DateExpected {
            found: found.chars().take(40).collect(),
        });
    }
    if message.starts_with("expected an amount like")
        && found.trim().parse::<rust_decimal::Decimal>().is_ok()
    {
        return Some(Problem::AmountWithoutCurrency {
            found: found.trim().to_owned(),
        });
    }
    None
}

/// The JSON text of the value at `path`, when the file has one.
fn value_at<'t>(text: &'t str, path: &str) -> Option<&'t str> {
    let start = offset_of(text, path)?;
    let end = skip_value(text.as_bytes(), start)?;
    text.get(start..end)
}

/// The canonical text of a case.
pub fn to_string(case: &Case) -> String {
    // Serialising plain data structures into a String cannot fail.
    let mut text = serde_json::to_string_pretty(case).unwrap_or_default();
    text.push('\n');
    text
}

/// The JSON Schema of the case file, generated from the types.
pub fn json_schema() -> String {
    let mut schema = schemars::schema_for!(Case);
    schema.insert("title".into(), "gpucase case file".into());
    schema.insert(
        "description".into(),
        "Every input of one rent-or-buy comparison of GPU capacity for steady inference (format gpucase/3)."
            .into(),
    );
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

/// Line and column (1-based) of the value at a JSON `path` like `own[0].purchase`.
pub fn locate(text: &str, path: &str) -> Option<(usize, usize)> {
    let pos = offset_of(text, path)?;
    let before = &text[..pos];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    Some((line, column))
}

/// Byte offset of the value at a JSON `path`.
fn offset_of(text: &str, path: &str) -> Option<usize> {
    let mut segments = Vec::new();
    for part in path.split('.') {
        let (key, rest) = part.split_once('[').map_or((part, ""), |(k, r)| (k, r));
        if !key.is_empty() {
            segments.push(Segment::Key(key));
        }
        for index in rest.split('[') {
            if let Some(n) = index.strip_suffix(']') {
                segments.push(Segment::Index(n.parse().ok()?));
            }
        }
    }
    let bytes = text.as_bytes();
    let mut pos = skip_ws(bytes, 0);
    for segment in segments {
        pos = match segment {
            Segment::Key(key) => find_key(bytes, pos, key)?,
            Segment::Index(n) => find_index(bytes, pos, n)?,
        };
    }
    Some(pos)
}

enum Segment<'a> {
    Key(&'a str),
    Index(usize),
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// Index just past the string that starts at `i` (a `"`).
fn skip_string(b: &[u8], mut i: usize) -> Option<usize> {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// Index just past the value that starts at `i`.
fn skip_value(b: &[u8], i: usize) -> Option<usize> {
    match b.get(i)? {
        b'"' => skip_string(b, i),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut j = i;
            while j < b.len() {
                match b[j] {
                    b'"' => {
                        j = skip_string(b, j)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            None
        }
        _ => {
            let mut j = i;
            while j < b.len() && !matches!(b[j], b',' | b'}' | b']') && !b[j].is_ascii_whitespace()
            {
                j += 1;
            }
            Some(j)
        }
    }
}

fn find_key(b: &[u8], at: usize, key: &str) -> Option<usize> {
    if b.get(at) != Some(&b'{') {
        return None;
    }
    let mut i = skip_ws(b, at + 1);
    while b.get(i) == Some(&b'"') {
        let end = skip_string(b, i)?;
        let name = std::str::from_utf8(&b[i + 1..end - 1]).ok()?;
        i = skip_ws(b, end);
        if b.get(i) != Some(&b':') {
            return None;
        }
        i = skip_ws(b, i + 1);
        if name == key {
            return Some(i);
        }
        i = skip_ws(b, skip_value(b, i)?);
        if b.get(i) == Some(&b',') {
            i = skip_ws(b, i + 1);
        }
    }
    None
}

fn find_index(b: &[u8], at: usize, n: usize) -> Option<usize> {
    if b.get(at) != Some(&b'[') {
        return None;
    }
    let mut i = skip_ws(b, at + 1);
    for _ in 0..n {
        i = skip_ws(b, skip_value(b, i)?);
        if b.get(i) != Some(&b',') {
            return None;
        }
        i = skip_ws(b, i + 1);
    }
    (b.get(i) != Some(&b']')).then_some(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_nested_values() {
        let text = "{\n  \"a\": {\"b\": [1, {\"c\": \"x\\\"y\"}, 3]},\n  \"d\": 4\n}";
        assert_eq!(locate(text, "a.b[2]"), Some((2, 33)));
        assert_eq!(locate(text, "d"), Some((3, 8)));
        assert_eq!(locate(text, "a.b[1].c"), Some((2, 24)));
        assert_eq!(locate(text, "a.b[5]"), None);
        assert_eq!(locate(text, "zz"), None);
    }
}
