//! The scenario file: a case as colleagues exchange it (format `gpucase/3`).
//!
//! A scenario file is an envelope around the case document: the case as the store versions
//! it (`case`, itself format `gpucase/3`), the results as the sender's gpucase computed
//! them (`results`), and optionally a detached signature over the rest (`signature`). The
//! envelope keeps apart what the analyst edits (the case, versioned in the store) from what
//! belongs to one export (figures computed by one gpucase version, one signer's
//! signature): storing those in the case would make every edit leave them stale.
//! docs/scenario-files.md describes the format and its limits.
//!
//! Reading goes in three steps, each refusing with the line, column and JSON path of the
//! fault: a scan of the raw text against [`LIMITS`] (before anything is allocated for the
//! values), the format tag (older formats migrate, newer ones are refused naming both
//! versions), then the typed parse and the case's own checks.
//!
//! Signing and verifying are the application's business (`gpucase-sign`); this module gives
//! the bytes they work on: [`signed_content`], the RFC 8785 canonical form of the document
//! without its `signature` member.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::case::Case;
use crate::casefile::migrate::V1;
use crate::casefile::{self, CaseFileError};
use crate::money::Currency;
use crate::problem::Problem;
use crate::tco::Comparison;

/// The format tag of the scenario files this version of gpucase writes.
pub const FORMAT: &str = crate::case::FORMAT;

/// The newest format version this gpucase reads.
pub const FORMAT_VERSION: u32 = crate::case::FORMAT_VERSION;

/// The scenario files around a case of format `gpucase/1`, migrated as they are read.
pub const V2: &str = "gpucase/2";

/// One scenario file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Always `gpucase/3`.
    pub format: ScenarioTag,
    /// The case: every input, the shortlisted offers as seen, imported metrics, checklist
    /// and probe findings, switching facts and the report language.
    pub case: Case,
    /// The results as the sender's gpucase computed them; `null` when the file came from a
    /// format that had none (a `gpucase/1` file).
    pub results: Option<Results>,
    /// The settings of the case's latest exported report (who wrote it, its date and
    /// language), so that a colleague can write the same report; absent when the sender
    /// exported none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<ReportSettingsRecord>,
    /// A detached CMS signature over [`signed_content`]; absent in an unsigned file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<SignatureBlock>,
}

/// The settings a report of the case was written with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportSettingsRecord {
    /// Who wrote the report, as named on it.
    pub author: String,
    /// The report's date, `YYYY-MM-DD`.
    #[schemars(with = "String")]
    pub date: jiff::civil::Date,
    /// The report's language.
    pub language: crate::Language,
}

/// The results of a case as one gpucase computed them: exact figures, not rounded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Results {
    /// Which gpucase computed them, e.g. `gpucase 0.1.0`.
    pub computed_by: String,
    /// The currency of every figure.
    pub currency: Currency,
    /// Each compared option, in the order of the comparison.
    pub options: Vec<OptionFigures>,
    /// The option with the lowest total cost, if any.
    pub cheapest: Option<String>,
    /// The recommended option, if any.
    pub recommendation: Option<String>,
}

/// One way a file's results differ from what this gpucase computes for its case; each
/// says itself in a message of the catalogue (`scenario-difference-*`), in the reader's
/// language. Field and option names are the file's own (`total_cost`, an option id), shown
/// as they are; figures are shown exactly as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Difference {
    /// The results are in another currency.
    Currency {
        /// The file's.
        file: Currency,
        /// This gpucase's.
        computed: Currency,
    },
    /// An option the file has and this gpucase does not compute.
    OnlyInFile {
        /// Its id.
        option: String,
    },
    /// An option this gpucase computes and the file lacks.
    OnlyHere {
        /// Its id.
        option: String,
    },
    /// A figure of an option (`total_cost`, …); absent where the option has none.
    Figure {
        /// The option's id.
        option: String,
        /// The figure's name in the file.
        figure: &'static str,
        /// The file's value.
        file: Option<Decimal>,
        /// This gpucase's value.
        computed: Option<Decimal>,
    },
    /// The cheapest option or the recommendation (`cheapest`, `recommendation`); absent
    /// where there is none.
    Choice {
        /// Which one, by its name in the file.
        choice: &'static str,
        /// The file's option id.
        file: Option<String>,
        /// This gpucase's option id.
        computed: Option<String>,
    },
}

impl gpucase_message::Describe for Difference {
    fn message(&self) -> gpucase_message::Message {
        use gpucase_message::{Arg, Message};
        // A figure the option lacks shows as JSON's null; an absent cheapest option or
        // recommendation as "none" in the reader's language.
        let figure = |d: &Option<Decimal>| d.map_or_else(|| "null".to_owned(), |d| d.to_string());
        let choice = |c: &Option<String>| match c {
            Some(id) => Arg::Text(id.clone()),
            None => Arg::Message(Box::new(Message::new("scenario-difference-none"))),
        };
        match self {
            Difference::Currency { file, computed } => Message::new("scenario-difference-currency")
                .text("file", file.to_string())
                .text("computed", computed.to_string()),
            Difference::OnlyInFile { option } => {
                Message::new("scenario-difference-only-in-file").text("option", option.clone())
            }
            Difference::OnlyHere { option } => {
                Message::new("scenario-difference-only-here").text("option", option.clone())
            }
            Difference::Figure {
                option,
                figure: name,
                file,
                computed,
            } => Message::new("scenario-difference-figure")
                .text("option", option.clone())
                .text("figure", *name)
                .text("file", figure(file))
                .text("computed", figure(computed)),
            Difference::Choice {
                choice: name,
                file,
                computed,
            } => Message::with_args(
                "scenario-difference-choice",
                vec![
                    ("choice", Arg::from(*name)),
                    ("file", choice(file)),
                    ("computed", choice(computed)),
                ],
            ),
        }
    }
}

gpucase_message::display_in_english!(Difference);

/// The figures of one option. Decimals are strings, exactly as computed; a JSON number is
/// refused, since reading it would pass through a binary float.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OptionFigures {
    /// The option's id.
    pub id: String,
    /// Its label.
    pub label: String,
    /// Total cost over the horizon.
    #[serde(with = "rust_decimal::serde::str")]
    #[schemars(with = "String")]
    pub total_cost: Decimal,
    /// Total cost over the productive GPU-hours of the horizon; `null` when nothing
    /// productive is served.
    #[serde(with = "rust_decimal::serde::str_option")]
    #[schemars(with = "Option<String>")]
    pub cost_per_productive_gpu_hour: Option<Decimal>,
    /// Productive GPU-hours served per period of the workload schedule.
    #[serde(with = "rust_decimal::serde::str")]
    #[schemars(with = "String")]
    pub productive_gpu_hours: Decimal,
    /// GPU-hours billed (rent) or available (own) per period of the workload schedule.
    #[serde(with = "rust_decimal::serde::str")]
    #[schemars(with = "String")]
    pub billed_gpu_hours: Decimal,
}

/// The signature member of a signed file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SignatureBlock {
    /// The DER CMS SignedData (detached, SHA-256) in standard base64 with padding.
    pub cms: String,
}

/// The `format` field of a scenario; only [`FORMAT`] is accepted by the typed parse (older
/// ones are migrated before it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ScenarioTag;

impl Serialize for ScenarioTag {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(FORMAT)
    }
}

impl<'de> Deserialize<'de> for ScenarioTag {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text == FORMAT {
            Ok(ScenarioTag)
        } else {
            Err(serde::de::Error::custom(format!(
                "expected format {FORMAT:?}, found {text:?}"
            )))
        }
    }
}

impl JsonSchema for ScenarioTag {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ScenarioTag".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "const": FORMAT })
    }
}

/// Limits a scenario file must stay within; a case is far inside them, a hostile file is
/// refused before its values are built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Deepest nesting of arrays and objects (a case nests about 7 deep).
    pub max_depth: usize,
    /// Longest string, in bytes as written in the file (escapes included).
    pub max_string_bytes: usize,
    /// Most items in one array (a year of hourly metrics is 8,760).
    pub max_array_items: usize,
}

/// The limits every read applies. The file size limit is the host's
/// (`gpucase_app::MAX_CASE_FILE_BYTES`, 16 MiB), since the host reads the file.
pub const LIMITS: Limits = Limits {
    max_depth: 32,
    max_string_bytes: 1024 * 1024,
    max_array_items: 200_000,
};

/// A scenario file as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadScenario {
    /// The scenario, migrated to the current format.
    pub scenario: Scenario,
    /// The format the file was in when older than [`FORMAT`] (e.g. `gpucase/1`).
    pub migrated_from: Option<String>,
    /// The canonical bytes the signature covers, when the file has a signature: taken from
    /// the file's own values, so that the check is of what the file says.
    pub signed_content: Option<String>,
}

/// Reads a scenario file of any format this gpucase knows: `gpucase/3`, a `gpucase/2`
/// scenario or a `gpucase/1` case file, migrated, or a bare case file of today's format.
/// Nothing is partially accepted: an error names the first fault.
pub fn parse(text: &str) -> Result<ReadScenario, CaseFileError> {
    // Windows editors save UTF-8 with a byte-order mark; JSON (RFC 8259, section 8.1)
    // lets a reader ignore it, and serde_json would call it "expected value".
    let text = casefile::without_bom(text);
    scan(text, &LIMITS)?;
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| casefile::json_error(&e, None))?;
    let version = format_version(text, &value)?;
    let bare_case = value.get("case").is_none() && value.get("id").is_some();
    if version == 1 || bare_case {
        let case = casefile::parse(text)?;
        return Ok(ReadScenario {
            scenario: migrate_v1(case),
            migrated_from: (version == 1).then(|| V1.to_owned()),
            signed_content: None,
        });
    }
    // The signature covers the file's own values, as they were signed.
    let signed = value.get("signature").is_some().then(|| value.clone());
    let (scenario, migrated_from) = if version == 2 {
        // Read again refusing a member named twice, as the typed read below would.
        (
            migrate_v2(casefile::value_of(text)?, text)?,
            Some(V2.to_owned()),
        )
    } else {
        let mut de = serde_json::Deserializer::from_str(text);
        let scenario: Scenario = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let path = e.path().to_string();
            casefile::field_error(&e.into_inner(), path, text)
        })?;
        de.end().map_err(|e| casefile::json_error(&e, None))?;
        (scenario, None)
    };
    casefile::check(&scenario.case, text, "case.")?;
    let signed_content = signed
        .map(|value| canonical_without_signature(value, text))
        .transpose()?;
    Ok(ReadScenario {
        scenario,
        migrated_from,
        signed_content,
    })
}

/// The migration `gpucase/2` → `gpucase/3`: the envelope stays, its case is migrated
/// ([`casefile::migrate::offers_by_key`]); errors are placed in `text` by their paths.
fn migrate_v2(mut value: serde_json::Value, text: &str) -> Result<Scenario, CaseFileError> {
    if let Some(object) = value.as_object_mut() {
        object.insert("format".into(), FORMAT.into());
    }
    if let Some(case) = value.get_mut("case") {
        casefile::migrate::offers_by_key(case)
            .map_err(|(path, problem)| casefile::invalid(text, format!("case.{path}"), problem))?;
    }
    casefile::from_migrated(value, text)
}

/// A bare case becomes the envelope's case (the migration of a `gpucase/1` case file, once
/// read): it has no results as computed by its sender (a case file holds none) and no
/// signature.
pub fn migrate_v1(case: Case) -> Scenario {
    Scenario {
        format: ScenarioTag,
        case,
        results: None,
        report: None,
        signature: None,
    }
}

/// The format version the document claims: 1 to 3; a newer one, or none, is refused.
fn format_version(text: &str, value: &serde_json::Value) -> Result<u32, CaseFileError> {
    let at = |path: &str| locate_opt(text, path);
    let Some(object) = value.as_object() else {
        return Err(CaseFileError::Invalid {
            path: "(document)".into(),
            line: Some(1),
            column: Some(1),
            problem: Problem::ScenarioNotObject,
        });
    };
    let tag = object.get("format").and_then(|f| f.as_str());
    let version = tag
        .and_then(|t| t.strip_prefix("gpucase/"))
        .and_then(|v| v.parse::<u32>().ok());
    let (line, column) = at("format");
    match version {
        Some(v @ 1..=FORMAT_VERSION) => Ok(v),
        Some(v) if v > FORMAT_VERSION => Err(CaseFileError::Invalid {
            path: "format".into(),
            line,
            column,
            problem: Problem::FormatNewer {
                found: format!("gpucase/{v}"),
                known: FORMAT.to_owned(),
            },
        }),
        _ => Err(CaseFileError::Invalid {
            path: "format".into(),
            line,
            column,
            problem: match object.get("format") {
                Some(found) => Problem::FormatUnknown {
                    expected: FORMAT,
                    older: V2,
                    found: found.to_string(),
                },
                None => Problem::FormatMissing {
                    expected: FORMAT,
                    older: V2,
                },
            },
        }),
    }
}

fn locate_opt(text: &str, path: &str) -> (Option<usize>, Option<usize>) {
    casefile::locate(text, path).map_or((None, None), |(l, c)| (Some(l), Some(c)))
}

fn canonical_without_signature(
    mut value: serde_json::Value,
    text: &str,
) -> Result<String, CaseFileError> {
    if let Some(object) = value.as_object_mut() {
        object.shift_remove("signature");
    }
    crate::jcs::canonicalize(&value).map_err(|e| {
        let (path, problem) = e.into_problem();
        let path = path.trim_start_matches("$.").to_owned();
        let (line, column) = locate_opt(text, &path);
        CaseFileError::Invalid {
            path,
            line,
            column,
            problem,
        }
    })
}

/// The bytes a signature covers: the RFC 8785 canonical form of the scenario without its
/// `signature` member.
pub fn signed_content(scenario: &Scenario) -> Result<String, crate::jcs::JcsError> {
    let unsigned = Scenario {
        signature: None,
        ..scenario.clone()
    };
    // Plain data always serialises.
    let value = serde_json::to_value(&unsigned).unwrap_or_default();
    crate::jcs::canonicalize(&value)
}

/// The text of a scenario file as gpucase writes it: two-space indentation, fields in
/// declaration order, a final newline. The same scenario always gives the same bytes.
pub fn to_string(scenario: &Scenario) -> String {
    // Serialising plain data structures into a String cannot fail.
    let mut text = serde_json::to_string_pretty(scenario).unwrap_or_default();
    text.push('\n');
    text
}

/// The JSON Schema of the scenario file, generated from the types.
pub fn json_schema() -> String {
    let mut schema = schemars::schema_for!(Scenario);
    schema.insert("title".into(), "gpucase scenario file".into());
    schema.insert(
        "description".into(),
        "A rent-or-buy case as colleagues exchange it: the case, the results as computed, and an optional detached CMS signature (format gpucase/3)."
            .into(),
    );
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

impl Results {
    /// The results of `comparison`, as computed by `computed_by` (e.g. `gpucase 0.1.0`).
    pub fn of(comparison: &Comparison, computed_by: &str) -> Self {
        Self {
            computed_by: computed_by.to_owned(),
            currency: comparison.currency,
            options: comparison
                .options
                .iter()
                .map(|o| OptionFigures {
                    id: o.id.clone(),
                    label: o.label.clone(),
                    total_cost: o.total_cost,
                    cost_per_productive_gpu_hour: o.cost_per_productive_gpu_hour,
                    productive_gpu_hours: o.productive_gpu_hours,
                    billed_gpu_hours: o.billed_gpu_hours,
                })
                .collect(),
            cheapest: comparison.cheapest.clone(),
            recommendation: crate::recommendation::recommend(comparison).map(|r| r.option_id),
        }
    }

    /// Where `other` (computed here) differs from these (the file's), one [`Difference`]
    /// each, naming the figure and both values. Numbers compare by value (`1.50` equals
    /// `1.5`); the computing version is not a difference by itself.
    pub fn differences(&self, other: &Results) -> Vec<Difference> {
        let mut out = Vec::new();
        if self.currency != other.currency {
            out.push(Difference::Currency {
                file: self.currency,
                computed: other.currency,
            });
        }
        for theirs in &self.options {
            let Some(ours) = other.options.iter().find(|o| o.id == theirs.id) else {
                out.push(Difference::OnlyInFile {
                    option: theirs.id.clone(),
                });
                continue;
            };
            let figures = [
                ("total_cost", Some(theirs.total_cost), Some(ours.total_cost)),
                (
                    "cost_per_productive_gpu_hour",
                    theirs.cost_per_productive_gpu_hour,
                    ours.cost_per_productive_gpu_hour,
                ),
                (
                    "productive_gpu_hours",
                    Some(theirs.productive_gpu_hours),
                    Some(ours.productive_gpu_hours),
                ),
                (
                    "billed_gpu_hours",
                    Some(theirs.billed_gpu_hours),
                    Some(ours.billed_gpu_hours),
                ),
            ];
            for (figure, file, computed) in figures {
                if file != computed {
                    out.push(Difference::Figure {
                        option: theirs.id.clone(),
                        figure,
                        file,
                        computed,
                    });
                }
            }
        }
        for ours in &other.options {
            if !self.options.iter().any(|o| o.id == ours.id) {
                out.push(Difference::OnlyHere {
                    option: ours.id.clone(),
                });
            }
        }
        for (choice, file, computed) in [
            ("cheapest", &self.cheapest, &other.cheapest),
            (
                "recommendation",
                &self.recommendation,
                &other.recommendation,
            ),
        ] {
            if file != computed {
                out.push(Difference::Choice {
                    choice,
                    file: file.clone(),
                    computed: computed.clone(),
                });
            }
        }
        out
    }
}

/// Checks the raw text against `limits` without building any value: nesting depth, string
/// length and array length, naming the JSON path, line and column of the first excess.
/// Malformed JSON passes through to the parser, which names its own error.
pub fn scan(text: &str, limits: &Limits) -> Result<(), CaseFileError> {
    enum Frame {
        Object { key: Option<String> },
        Array { index: usize },
    }
    let bytes = text.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let path_of = |stack: &[Frame]| {
        let mut path = String::new();
        for frame in stack {
            match frame {
                Frame::Object { key: Some(k) } => {
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(k);
                }
                Frame::Object { key: None } => {}
                Frame::Array { index } => path.push_str(&format!("[{index}]")),
            }
        }
        if path.is_empty() {
            "(document)".to_owned()
        } else {
            path
        }
    };
    let fail = |at: usize, path: String, problem: Problem| {
        let before = &text[..at.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        CaseFileError::Invalid {
            path,
            line: Some(line),
            column: Some(column),
            problem,
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                let len = i.saturating_sub(start + 1);
                if len > limits.max_string_bytes {
                    return Err(fail(
                        start,
                        path_of(&stack),
                        Problem::StringTooLong {
                            len,
                            max: limits.max_string_bytes,
                        },
                    ));
                }
                // A string followed by ':' inside an object is the next member's name.
                let mut j = i + 1;
                while j < bytes.len() && bytes[j].is_ascii_whitespace() {
                    j += 1;
                }
                if bytes.get(j) == Some(&b':')
                    && let Some(Frame::Object { key }) = stack.last_mut()
                {
                    let name = text.get(start + 1..i).unwrap_or_default();
                    *key = Some(name.chars().take(64).collect());
                }
            }
            open @ (b'{' | b'[') => {
                if stack.len() >= limits.max_depth {
                    return Err(fail(
                        i,
                        path_of(&stack),
                        Problem::TooDeep {
                            max: limits.max_depth,
                        },
                    ));
                }
                stack.push(if open == b'{' {
                    Frame::Object { key: None }
                } else {
                    Frame::Array { index: 0 }
                });
            }
            b'}' | b']' => {
                stack.pop();
            }
            b',' => {
                if let Some(Frame::Array { index }) = stack.last_mut() {
                    *index += 1;
                    if *index >= limits.max_array_items {
                        return Err(fail(
                            i,
                            path_of(&stack[..stack.len() - 1]),
                            Problem::ArrayTooLong {
                                max: limits.max_array_items,
                            },
                        ));
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    Ok(())
}
