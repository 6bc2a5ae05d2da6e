//! Comparing two cases: files, stored cases, or two versions of one stored case.
//!
//! A host names each side as a [`CaseSource`]; both sides are read, validated and computed
//! here and handed to `gpucase_core::diff`, so the CLI's `case diff` and the desktop's
//! Compare view show the same thing.

use std::path::{Path, PathBuf};

use gpucase_core::Case;
use gpucase_core::diff::{CaseDiff, diff};
use gpucase_core::problem::Problem;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{AppError, Library, compute, read_case_file};

/// Where one side of a comparison comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "from", rename_all = "snake_case", deny_unknown_fields)]
pub enum CaseSource {
    /// A `.gpucase` file.
    File {
        /// The file.
        path: PathBuf,
    },
    /// A scenario file someone else sent, not imported: read as `File`, but its signature,
    /// when it has one, must match its content, as for an import.
    Scenario {
        /// The file.
        path: PathBuf,
    },
    /// A case in the store.
    Stored {
        /// The case id.
        id: String,
        /// A version; `None`: the latest.
        version: Option<i64>,
    },
    /// A case as the host holds it, not saved: the analyst's draft (a save refused as stale
    /// compares it with the colleague's newer version).
    Draft {
        /// The case.
        #[schemars(with = "gpucase_core::Case")]
        case: serde_json::Value,
    },
}

impl CaseSource {
    /// Reads what a user typed: a path to an existing file; else `ID` or `ID@VERSION` of a
    /// stored case. Text that looks like a path (a separator, or a `.gpucase` ending) but
    /// names no file stays a file, so that the error says the file is missing.
    pub fn parse(text: &str) -> Result<Self, AppError> {
        let path = Path::new(text);
        if path.is_file() || text.contains(['/', '\\']) || text.ends_with(".gpucase") {
            return Ok(Self::File {
                path: path.to_owned(),
            });
        }
        let (id, version) = match text.rsplit_once('@') {
            Some((id, v)) => {
                let version = v.parse::<i64>().ok().filter(|n| *n >= 1).ok_or_else(|| {
                    AppError::CaseInput {
                        path: text.to_owned(),
                        problem: Problem::VersionNumber {
                            found: v.to_owned(),
                        },
                    }
                })?;
                (id, Some(version))
            }
            None => (text, None),
        };
        let id_ok = !id.is_empty()
            && id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !id_ok {
            return Err(AppError::CaseInput {
                path: text.to_owned(),
                problem: Problem::NotFileNorCaseId,
            });
        }
        Ok(Self::Stored {
            id: id.to_owned(),
            version,
        })
    }

    /// Whether this side is read from the store.
    pub fn is_stored(&self) -> bool {
        matches!(self, Self::Stored { .. })
    }
}

/// One side of a comparison as hosts name it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ComparedSide {
    /// The case id.
    pub id: String,
    /// The case's title.
    pub name: String,
    /// The stored version, for a stored case.
    pub version: Option<i64>,
    /// The file, for a file.
    pub path: Option<PathBuf>,
    /// The case's working language, if it has one.
    pub language: Option<gpucase_core::Language>,
}

/// Two cases compared.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Compared {
    /// The old side.
    pub old: ComparedSide,
    /// The new side.
    pub new: ComparedSide,
    /// What differs.
    pub diff: CaseDiff,
}

/// Reads, computes and compares two cases. `library` is needed only for stored sides.
pub async fn compare_cases(
    library: Option<&Library>,
    old: &CaseSource,
    new: &CaseSource,
) -> Result<Compared, AppError> {
    let (old_case, old_side) = load(library, old).await?;
    let (new_case, new_side) = load(library, new).await?;
    let (old_result, new_result) = (compute(&old_case)?, compute(&new_case)?);
    Ok(Compared {
        old: old_side,
        new: new_side,
        diff: diff(&old_case, &old_result, &new_case, &new_result),
    })
}

async fn load(
    library: Option<&Library>,
    source: &CaseSource,
) -> Result<(Case, ComparedSide), AppError> {
    match source {
        CaseSource::File { path } => {
            let case = read_case_file(path)?;
            let side = ComparedSide {
                id: case.id.clone(),
                name: case.name.clone(),
                version: None,
                path: Some(path.clone()),
                language: case.language,
            };
            Ok((case, side))
        }
        CaseSource::Scenario { path } => {
            let case = crate::scenario::read_signed_scenario_file(path, &[])?
                .scenario
                .case;
            let side = ComparedSide {
                id: case.id.clone(),
                name: case.name.clone(),
                version: None,
                path: Some(path.clone()),
                language: case.language,
            };
            Ok((case, side))
        }
        CaseSource::Draft { case } => {
            let case = crate::view::case_from_value(case.clone())?;
            let side = ComparedSide {
                id: case.id.clone(),
                name: case.name.clone(),
                version: None,
                path: None,
                language: case.language,
            };
            Ok((case, side))
        }
        CaseSource::Stored { id, version } => {
            let library = library
                .ok_or_else(|| AppError::Refused(Problem::StoredNeedsStore { id: id.clone() }))?;
            let (case, stored) = library.open_case(id, *version).await?;
            let side = ComparedSide {
                id: case.id.clone(),
                name: case.name.clone(),
                version: Some(stored.version),
                path: None,
                language: case.language,
            };
            Ok((case, side))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_versions_are_read_from_what_the_user_typed() {
        assert_eq!(
            CaseSource::parse("enterprise-assistant@3").ok(),
            Some(CaseSource::Stored {
                id: "enterprise-assistant".into(),
                version: Some(3)
            })
        );
        assert_eq!(
            CaseSource::parse("case_1").ok(),
            Some(CaseSource::Stored {
                id: "case_1".into(),
                version: None
            })
        );
        assert_eq!(
            CaseSource::parse("missing/dir/a.gpucase").ok(),
            Some(CaseSource::File {
                path: "missing/dir/a.gpucase".into()
            })
        );
        for bad in ["x@0", "x@", "x@two", "@3", "not an id"] {
            let e = CaseSource::parse(bad).expect_err(bad);
            assert!(e.to_string().starts_with(bad), "{bad}: {e}");
        }
    }
}
