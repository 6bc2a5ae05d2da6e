//! Scenario files (`.gpucase`, format `gpucase/3`): exporting a stored case with the results
//! as computed, optionally signed; reading one back with its signature checked and its
//! results recomputed. docs/scenario-files.md describes the format.
//!
//! What a file never holds: a key, a password, a token or a local path. The case carries
//! none (metrics sources are file names without folders or URLs without credentials), the
//! results are figures, and the signature block holds only the CMS structure (certificates,
//! never the key).

use std::path::{Path, PathBuf};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use gpucase_core::Case;
use gpucase_core::scenario::{
    self, ReadScenario, ReportSettingsRecord, Results, Scenario, ScenarioTag, SignatureBlock,
};
use gpucase_sign::{DetachedReport, Integrity, Signer, Trust, TrustAnchor};
use jiff::Timestamp;
use schemars::JsonSchema;
use serde::Serialize;

use crate::report::SignatureCheck;
use crate::signing::SigningError;
use crate::{AppError, MAX_CASE_FILE_BYTES};
use gpucase_l10n::Localizer;
use gpucase_message::{Describe, Message};

/// Which gpucase computes results, as the file records it.
pub fn computed_by() -> String {
    format!("gpucase {}", env!("CARGO_PKG_VERSION"))
}

/// The state of a file's signature, as a host shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum SignatureState {
    /// The file carries no signature: nobody vouches for it.
    Unsigned,
    /// The file is signed and nothing changed since.
    Signed {
        /// Who signed (the certificate's common name), if the certificate says.
        signer: Option<String>,
        /// When, as the signer claims (UTC, RFC 3339).
        signed_at: Option<String>,
        /// Whether the signer's certificate chains to a trust anchor the reader gave.
        trust: TrustState,
    },
}

/// Whether a signer is trusted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum TrustState {
    /// The chain leads to this anchor.
    Trusted {
        /// The anchor's name.
        anchor: String,
    },
    /// No chain to a given anchor; why.
    NotTrusted {
        /// Why, naming the certificate at fault, in the reader's language.
        reason: String,
    },
    /// No trust anchor was given, so trust was not checked.
    NotChecked,
}

/// The file's results compared with those computed here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum ResultsCheck {
    /// This gpucase computes the same figures.
    Match {
        /// Which gpucase computed the file's figures.
        computed_by: String,
    },
    /// This gpucase computes other figures: each difference, naming figure and both values.
    Differ {
        /// Which gpucase computed the file's figures.
        computed_by: String,
        /// One line per difference, in the reader's language.
        differences: Vec<String>,
    },
    /// The file has no results (a case file, or a scenario file of an older format):
    /// nothing to compare.
    NotInFile,
}

/// What opening a scenario file found, before anything is stored.
#[derive(Debug, Clone)]
pub struct OpenedScenario {
    /// The file as read (migrated to the current format).
    pub read: ReadScenario,
    /// The signature's state; a signature that does not verify is an error instead.
    pub signature: SignatureState,
    /// The file's results against those computed here.
    pub results: ResultsCheck,
}

/// What verifying a scenario file's signature found.
#[derive(Debug, Clone)]
pub enum ScenarioVerification {
    /// No signature.
    Unsigned,
    /// The findings of its signature.
    Signed(Box<DetachedReport>),
}

impl ScenarioVerification {
    /// Signed, intact and, where anchors were given, trusted.
    pub fn verified(&self, anchors_given: bool) -> bool {
        match self {
            Self::Unsigned => false,
            Self::Signed(r) => {
                r.is_intact() && (!anchors_given || matches!(r.trust, Trust::Trusted { .. }))
            }
        }
    }
}

/// Why a scenario file's signature is refused.
#[derive(Debug)]
pub enum ScenarioSignatureError {
    /// The signature block is not base64.
    NotBase64 {
        /// The file.
        path: PathBuf,
        /// The decoder's finding.
        reason: String,
    },
    /// The signature does not verify over the content.
    Broken {
        /// The file.
        path: PathBuf,
        /// What the check found (never [`Integrity::Intact`]).
        integrity: Integrity,
    },
}

gpucase_message::display_in_english!(ScenarioSignatureError);

impl std::error::Error for ScenarioSignatureError {}

impl Describe for ScenarioSignatureError {
    /// Why a scenario file's signature is refused.
    fn message(&self) -> Message {
        match self {
            ScenarioSignatureError::NotBase64 { path, reason } => {
                Message::new("error-scenario-not-base64")
                    .text("path", path.display().to_string())
                    .text("detail", reason.clone())
            }
            ScenarioSignatureError::Broken { path, integrity } => {
                Message::new("error-scenario-signature-broken")
                    .text("path", path.display().to_string())
                    .message("finding", integrity.message())
            }
        }
    }
}

/// Reads a scenario file with the limits of [`MAX_CASE_FILE_BYTES`] and
/// [`scenario::LIMITS`].
pub fn read_scenario_file(path: &Path) -> Result<ReadScenario, AppError> {
    let text = read_text(path)?;
    scenario::parse(&text).map_err(|source| AppError::CaseFile {
        path: path.to_owned(),
        source: Box::new(source),
    })
}

fn read_text(path: &Path) -> Result<String, AppError> {
    let bytes = crate::bounded::read(path, MAX_CASE_FILE_BYTES)
        .map_err(|r| AppError::refused_read(path, crate::FileKind::Case, MAX_CASE_FILE_BYTES, r))?;
    String::from_utf8(bytes).map_err(|e| AppError::NotUtf8 {
        path: path.to_owned(),
        kind: crate::FileKind::Case,
        offset: e.utf8_error().valid_up_to(),
    })
}

/// Checks the signature of a read file against `anchors` (none: trust is not checked).
pub fn verify_read(
    path: &Path,
    read: &ReadScenario,
    anchors: &[TrustAnchor],
) -> Result<ScenarioVerification, AppError> {
    let (Some(block), Some(content)) = (&read.scenario.signature, &read.signed_content) else {
        return Ok(ScenarioVerification::Unsigned);
    };
    let cms =
        STANDARD
            .decode(block.cms.as_bytes())
            .map_err(|e| ScenarioSignatureError::NotBase64 {
                path: path.to_owned(),
                reason: e.to_string(),
            })?;
    Ok(ScenarioVerification::Signed(Box::new(
        gpucase_sign::verify_bytes(content.as_bytes(), &cms, anchors),
    )))
}

/// Verifies the signature of the scenario file at `path`.
pub fn verify_scenario_file(
    path: &Path,
    anchors: &[TrustAnchor],
) -> Result<ScenarioVerification, AppError> {
    let read = read_scenario_file(path)?;
    verify_read(path, &read, anchors)
}

/// Opens a scenario file for import: reads it, refuses it when its signature does not
/// verify, and recomputes its results to compare, the differences written in the
/// language of `l10n`. Stores nothing.
pub fn open_scenario_file(
    path: &Path,
    anchors: &[TrustAnchor],
    l10n: &Localizer,
) -> Result<OpenedScenario, AppError> {
    let text = read_text(path)?;
    open_scenario_text(path, &text, anchors, l10n)
}

/// Opens the text of a scenario file as [`open_scenario_file`] does; `path` names it in
/// messages. Stores nothing.
pub fn open_scenario_text(
    path: &Path,
    text: &str,
    anchors: &[TrustAnchor],
    l10n: &Localizer,
) -> Result<OpenedScenario, AppError> {
    let (read, verification) = read_signed(path, text, anchors)?;
    let signature = signature_state(&verification, l10n);
    let results = results_check(&read, l10n);
    Ok(OpenedScenario {
        read,
        signature,
        results,
    })
}

/// Reads a scenario file and refuses it when its signature does not verify, without
/// recomputing its results (a comparison needs its case only). Stores nothing.
pub fn read_signed_scenario_file(
    path: &Path,
    anchors: &[TrustAnchor],
) -> Result<ReadScenario, AppError> {
    let text = read_text(path)?;
    Ok(read_signed(path, &text, anchors)?.0)
}

/// The file read, and its signature checked: one whose content changed since signing is
/// refused.
fn read_signed(
    path: &Path,
    text: &str,
    anchors: &[TrustAnchor],
) -> Result<(ReadScenario, ScenarioVerification), AppError> {
    let read = scenario::parse(text).map_err(|source| AppError::CaseFile {
        path: path.to_owned(),
        source: Box::new(source),
    })?;
    let verification = verify_read(path, &read, anchors)?;
    if let ScenarioVerification::Signed(report) = &verification
        && !report.is_intact()
    {
        return Err(ScenarioSignatureError::Broken {
            path: path.to_owned(),
            integrity: report.integrity.clone(),
        }
        .into());
    }
    Ok((read, verification))
}

/// Who signed the file and whether they are trusted, why not in the language of `l10n`.
fn signature_state(verification: &ScenarioVerification, l10n: &Localizer) -> SignatureState {
    match verification {
        ScenarioVerification::Unsigned => SignatureState::Unsigned,
        ScenarioVerification::Signed(report) => SignatureState::Signed {
            signer: report.signer.clone(),
            signed_at: report.time.map(|t| t.to_string()),
            trust: match &report.trust {
                Trust::Trusted { anchor } => TrustState::Trusted {
                    anchor: anchor.clone(),
                },
                Trust::NotTrusted { reason } => TrustState::NotTrusted {
                    reason: l10n.message(&reason.message()),
                },
                Trust::NoAnchorGiven => TrustState::NotChecked,
            },
        },
    }
}

/// Whether this gpucase computes the figures the file carries, each difference written in
/// the language of `l10n`.
fn results_check(read: &ReadScenario, l10n: &Localizer) -> ResultsCheck {
    let Some(theirs) = &read.scenario.results else {
        return ResultsCheck::NotInFile;
    };
    // A case this gpucase cannot compute still imports (it validated); that its figures
    // cannot be reproduced here is the difference to show.
    let differences: Vec<String> = match results_of(&read.scenario.case) {
        Ok(ours) => theirs
            .differences(&ours)
            .iter()
            .map(|d| l10n.message(&d.message()))
            .collect(),
        Err(e) => vec![l10n.message(
            &Message::new("scenario-difference-not-computed").message("reason", e.message()),
        )],
    };
    if differences.is_empty() {
        ResultsCheck::Match {
            computed_by: theirs.computed_by.clone(),
        }
    } else {
        ResultsCheck::Differ {
            computed_by: theirs.computed_by.clone(),
            differences,
        }
    }
}

/// The results of `case` as this gpucase computes them.
pub fn results_of(case: &Case) -> Result<Results, AppError> {
    let comparison = crate::compute(case)?;
    Ok(Results::of(&comparison, &computed_by()))
}

/// The settings of the latest report exported from case `case_id` (the store's record of
/// exports), for the scenario file; `None` when none was exported or its record is not one
/// this gpucase reads.
pub async fn last_report_settings(
    store: &gpucase_store::Store,
    case_id: &str,
) -> Result<Option<ReportSettingsRecord>, AppError> {
    let latest = store.reports(case_id).await?.into_iter().next();
    Ok(latest.and_then(|r| {
        Some(ReportSettingsRecord {
            author: r.author,
            date: r.report_date.parse().ok()?,
            language: r.language.parse().ok()?,
        })
    }))
}

/// The scenario of `case` with its results computed here and the settings of its latest
/// report, signed by `signer` at `time` when given.
pub fn build_scenario(
    case: &Case,
    report: Option<ReportSettingsRecord>,
    signer: Option<(&Signer, Timestamp)>,
) -> Result<Scenario, AppError> {
    let mut scenario = Scenario {
        format: ScenarioTag,
        case: case.clone(),
        results: Some(results_of(case)?),
        report,
        signature: None,
    };
    if let Some((signer, time)) = signer {
        let content = scenario::signed_content(&scenario).map_err(|e| {
            let (path, problem) = e.into_problem();
            AppError::CaseInput {
                path: path.trim_start_matches("$.").to_owned(),
                problem,
            }
        })?;
        let cms = gpucase_sign::sign_bytes(content.as_bytes(), signer, time)
            .map_err(SigningError::Sign)?;
        scenario.signature = Some(SignatureBlock {
            cms: STANDARD.encode(cms),
        });
    }
    Ok(scenario)
}

/// What verifying a scenario file found, as hosts show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ScenarioCheck {
    /// The file.
    pub path: PathBuf,
    /// The signature's findings; `None`: the file is unsigned.
    pub signature: Option<SignatureCheck>,
    /// Whether trust anchors were given, so that trust was checked.
    pub trust_checked: bool,
    /// The verdict: signed, intact and, where trust anchors were given, trusted.
    pub verified: bool,
}

/// Verifies the scenario file at `path` against the PEM certificates in `trust`; why a
/// signer is not trusted is written in the language of `l10n`.
pub fn check_file(
    path: &Path,
    trust: &[PathBuf],
    l10n: &Localizer,
) -> Result<ScenarioCheck, AppError> {
    let anchors = crate::signing::load_trust_anchors(trust)?;
    let verification = verify_scenario_file(path, &anchors)?;
    Ok(ScenarioCheck {
        path: path.to_owned(),
        verified: verification.verified(!anchors.is_empty()),
        trust_checked: !anchors.is_empty(),
        signature: match verification {
            ScenarioVerification::Unsigned => None,
            ScenarioVerification::Signed(report) => Some(crate::report::check(
                crate::signing::detached_as_report(&report),
                l10n,
            )),
        },
    })
}
