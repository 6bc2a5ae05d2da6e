//! The report as a host with a form writes it: a case previewed as page images in a
//! language, rendered, signed with the analyst's key when asked, written to a file and
//! recorded in the store with the SHA-256 of its bytes; the reports exported from a case
//! listed; and a signed PDF verified, its findings as data that a UI puts in its own words.
//! Rendering is [`render_report`]'s and the signature [`signing`]'s; this module joins them
//! for the `report_preview`, `report_write`, `report_list` and `report_verify` requests.
//!
//! The key's password comes with the request, typed into a password field. It is borrowed
//! for loading the key and dropped (and zeroed, see [`SecretValue`]) with the request: never
//! stored, logged, written into the case or sent back.

use std::path::{Path, PathBuf};

use gpucase_clock::Clock;
use gpucase_core::{Case, Language, casefile};
use gpucase_store::Store;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::credentials::SecretValue;
use crate::signing::{self, Coverage, Integrity, KeyFile, PageChanges, SignatureReport, Trust};
use crate::{AppError, ReportSettings, compute, render_report, write_file_atomically};

/// How to sign a report: the analyst's key, its password as typed, and why.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportSigning {
    /// A PKCS#12 file (`.p12`, `.pfx`) with the key and its certificate; with
    /// `certificate`, a PEM private key.
    pub key: PathBuf,
    /// The PEM certificate (optionally followed by its chain) of a PEM key; `None` for a
    /// PKCS#12 file.
    pub certificate: Option<PathBuf>,
    /// The key's password; `None` when the key is not encrypted. Used for this signature
    /// only.
    pub password: Option<SecretValue>,
    /// Why the report is signed; `None` or blank: "Recommendation approved", in the
    /// report's language.
    pub reason: Option<String>,
}

/// A report written to a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ReportWritten {
    /// The file.
    pub path: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
    /// SHA-256 of the bytes written, lowercase hex.
    pub sha256: String,
    /// Who signed it (the certificate's common name); `None` when it is not signed.
    pub signed_by: Option<String>,
}

/// The pages of a report as it would be written, for a preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ReportPreview {
    /// The language the pages are in.
    pub language: Language,
    /// Each page as a self-contained SVG document, in page order.
    pub pages: Vec<String>,
}

/// A report exported from a case, as the store recorded it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ExportedReport {
    /// The file written.
    pub path: String,
    /// The saved version of the case it was rendered from; `None` when the case had unsaved
    /// changes (or was never saved).
    pub case_version: Option<i64>,
    /// The report's language (BCP 47, `de`), as recorded.
    pub language: String,
    /// The report's date, `YYYY-MM-DD`.
    pub report_date: String,
    /// Who is named as the author.
    pub author: String,
    /// SHA-256 of the bytes written, lowercase hex.
    pub sha256: String,
    /// Size in bytes.
    pub bytes: u64,
    /// Who signed it; `None` when it is not signed.
    pub signed_by: Option<String>,
    /// When it was written (UTC, RFC 3339).
    pub exported_at: String,
    /// On a team library, the server role that recorded the export; empty locally.
    pub role: String,
}

impl From<gpucase_store::ExportedReport> for ExportedReport {
    fn from(r: gpucase_store::ExportedReport) -> Self {
        Self {
            path: r.path,
            case_version: r.case_version,
            language: r.language,
            report_date: r.report_date,
            author: r.author,
            sha256: r.sha256,
            bytes: u64::try_from(r.bytes).unwrap_or(0),
            signed_by: r.signer,
            exported_at: r.exported_at,
            role: r.role,
        }
    }
}

/// The pages of the report of `case` with `settings`, as SVG, the same layout the PDF gets.
pub fn preview(case: &Case, settings: &ReportSettings) -> Result<ReportPreview, AppError> {
    let comparison = compute(case)?;
    let pages =
        gpucase_report::render_svg(case, &comparison, settings).map_err(AppError::Report)?;
    Ok(ReportPreview {
        language: settings.language,
        pages,
    })
}

/// The saved version of `case` in `store`: the one whose document is exactly `case`'s, or
/// the latest version when it was saved in an older format and reads as `case` (its
/// document, migrated, no longer matches byte for byte); `None` when neither.
async fn saved_version_of(
    store: &Store,
    case: &Case,
) -> Result<Option<i64>, gpucase_store::StoreError> {
    if let Some(version) = store
        .version_of(&case.id, &casefile::to_string(case))
        .await?
    {
        return Ok(Some(version));
    }
    let latest = match store.load(&case.id, None).await {
        Ok(latest) => latest,
        Err(gpucase_store::StoreError::NotFound { .. }) => return Ok(None),
        Err(e) => return Err(e),
    };
    let reads_as_case = casefile::parse(&latest.document).is_ok_and(|stored| &stored == case);
    Ok(reads_as_case.then_some(latest.version))
}

/// The approval of the saved version of `case` in `store` (the version whose document is
/// exactly `case`), for the report's cover; `None` when the case matches no saved version or
/// that version was not approved.
pub async fn approval_of(
    store: &Store,
    case: &Case,
) -> Result<Option<gpucase_report::ReportApproval>, AppError> {
    let Some(version) = saved_version_of(store, case).await? else {
        return Ok(None);
    };
    Ok(store
        .approvals(&case.id)
        .await?
        .into_iter()
        .find(|a| a.version == version)
        .and_then(|a| {
            let at: jiff::Timestamp = a.approved_at.parse().ok()?;
            Some(gpucase_report::ReportApproval {
                version,
                approved_by: a.approved_by,
                approved_on: at.to_zoned(jiff::tz::TimeZone::UTC).date(),
            })
        }))
}

/// Writes the report as [`write`] does, then records it among the reports exported from the
/// case in `store`. Nothing is recorded when nothing was written; when the record fails,
/// the file stays written and the error ([`AppError::ReportNotRecorded`]) says both.
pub async fn write_and_record(
    store: &Store,
    case: &Case,
    path: &Path,
    settings: &ReportSettings,
    signing: Option<&ReportSigning>,
) -> Result<ReportWritten, AppError> {
    let settings = &ReportSettings {
        approval: approval_of(store, case).await?,
        ..settings.clone()
    };
    let written = write(case, path, settings, signing, store.clock().as_ref())?;
    record(store, case, settings, &written).await?;
    Ok(written)
}

/// The written report `written` of `case`, described from its bytes on disk, ready to
/// record: for a host that writes the file itself (the CLI signs with its own key options).
pub fn written_from_bytes(path: &Path, pdf: &[u8], signed_by: Option<String>) -> ReportWritten {
    ReportWritten {
        path: path.to_owned(),
        bytes: u64::try_from(pdf.len()).unwrap_or(u64::MAX),
        sha256: Sha256::digest(pdf)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
        signed_by,
    }
}

/// Records `written`, a report of `case` with `settings`, among the reports exported from
/// the case in `store`, with the saved version it was rendered from (none when the case
/// differs from every saved version). When the record fails, the file stays written and
/// the error ([`AppError::ReportNotRecorded`]) says both.
pub async fn record(
    store: &Store,
    case: &Case,
    settings: &ReportSettings,
    written: &ReportWritten,
) -> Result<(), AppError> {
    let not_recorded = |source| AppError::ReportNotRecorded {
        path: written.path.clone(),
        source,
    };
    let case_version = saved_version_of(store, case).await.map_err(not_recorded)?;
    store
        .record_report(&gpucase_store::ExportedReport {
            case_id: case.id.clone(),
            case_version,
            path: written.path.display().to_string(),
            language: settings.language.code().to_owned(),
            report_date: settings.date.to_string(),
            author: settings.author.clone(),
            sha256: written.sha256.clone(),
            bytes: i64::try_from(written.bytes).unwrap_or(i64::MAX),
            signer: written.signed_by.clone(),
            exported_at: store.clock().now().to_string(),
            // The server stamps the role itself; a local library has none.
            role: String::new(),
        })
        .await
        .map_err(not_recorded)?;
    Ok(())
}

/// The reports exported from case `case_id`, newest first.
pub async fn list(store: &Store, case_id: &str) -> Result<Vec<ExportedReport>, AppError> {
    Ok(store
        .reports(case_id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// The settings of a report a host asks for: `language`, else the case's, else English;
/// `date` as `YYYY-MM-DD`, else today in UTC by `clock`; `compared` eligible options in
/// the tables and charts (1 to 26), else [`gpucase_report::DEFAULT_COMPARED`].
pub fn settings(
    case: &Case,
    language: Option<Language>,
    author: String,
    date: Option<&str>,
    compared: Option<u16>,
    clock: &dyn Clock,
) -> Result<ReportSettings, AppError> {
    let date = match date.map(str::trim).filter(|d| !d.is_empty()) {
        Some(text) => text
            .parse::<jiff::civil::Date>()
            .map_err(|e| AppError::CaseInput {
                path: "date".into(),
                problem: gpucase_core::problem::Problem::ReportDate {
                    found: text.to_owned(),
                    detail: e.to_string(),
                },
            })?,
        None => clock.today_utc(),
    };
    Ok(ReportSettings {
        date,
        author,
        language: language.or(case.language).unwrap_or_default(),
        approval: None,
        compared: compared.map_or(gpucase_report::DEFAULT_COMPARED, |n| {
            usize::from(n.clamp(1, 26))
        }),
    })
}

/// Renders the report of `case`, signs it when `signing` says so (at `clock`'s now), and
/// writes it to `path`.
/// The key is loaded first, so that a wrong password fails before anything is rendered or
/// written.
pub fn write(
    case: &Case,
    path: &Path,
    settings: &ReportSettings,
    signing: Option<&ReportSigning>,
    clock: &dyn Clock,
) -> Result<ReportWritten, AppError> {
    let signer = match signing {
        Some(s) => {
            let file = match &s.certificate {
                Some(certificates) => KeyFile::Pem {
                    key: s.key.clone(),
                    certificates: certificates.clone(),
                },
                None => KeyFile::Pkcs12(s.key.clone()),
            };
            let password = s.password.as_ref().map(SecretValue::expose);
            Some(signing::load_signer_with_password(&file, password)?)
        }
        None => None,
    };
    let mut pdf = render_report(case, settings)?;
    if let (Some(signer), Some(s)) = (&signer, signing) {
        let reason = s.reason.as_deref().map(str::trim).filter(|r| !r.is_empty());
        pdf = signing::sign_report(&pdf, signer, settings.language, reason, clock.now())?;
    }
    write_file_atomically(path, &pdf)?;
    Ok(written_from_bytes(path, &pdf, signer.map(|s| s.name())))
}

/// What verifying a PDF found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PdfVerification {
    /// The file.
    pub path: PathBuf,
    /// Each signature, in signing order; empty when the file is not signed.
    pub signatures: Vec<SignatureCheck>,
    /// Whether trust anchors were given, so that trust was checked.
    pub trust_checked: bool,
    /// The verdict: signed, each signature intact and covering the whole file, and trusted
    /// where trust anchors were given.
    pub verified: bool,
}

/// One signature's findings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SignatureCheck {
    /// The signature field's name.
    pub field: Option<String>,
    /// The signer: the signing certificate's common name, else the name the signature gives.
    pub signer: Option<String>,
    /// The distinguished name of the signing certificate's issuer.
    pub issuer: Option<String>,
    /// The signing time the signer claims (UTC, RFC 3339); a PAdES baseline-B signature has
    /// no trusted time.
    pub time: Option<String>,
    /// Why it was signed.
    pub reason: Option<String>,
    /// Whether the signed bytes are unchanged and the signature valid.
    pub integrity: IntegrityCheck,
    /// What of the file the signature covers.
    pub coverage: CoverageCheck,
    /// Whether the certificate chains to a trust anchor given.
    pub trust: TrustCheck,
}

/// Whether the signed bytes are as signed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum IntegrityCheck {
    /// Unchanged, and the signature is the certificate key's.
    Intact,
    /// The signed bytes were changed after signing.
    Changed,
    /// The bytes match but the signature does not verify with the certificate's key.
    SignatureInvalid,
    /// The signature cannot be checked.
    Unreadable {
        /// What is wrong.
        reason: String,
    },
}

/// What of the file a signature covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CoverageCheck {
    /// Every byte of the file but the signature itself.
    WholeDocument,
    /// Updates were appended after the signed revision.
    Appended {
        /// Bytes after the signed revision.
        bytes: u64,
        /// What they change on the pages.
        changes: AppendedChanges,
        /// Whether they replaced the signature's own dictionary (what is shown is what was
        /// signed).
        rewritten: bool,
    },
    /// The signed byte range is unreadable.
    Unknown,
}

/// What updates appended after a signature change on the pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AppendedChanges {
    /// No page changed (an invisible later signature or form data only).
    None,
    /// Only visible signature fields were added or changed, on these pages: a later
    /// signature's block, or a field drawn over the signed content.
    SignatureFields {
        /// The pages, numbered as in the current file.
        pages: Vec<u64>,
    },
    /// These pages (1-based) look different, or pages were added or removed.
    Pages {
        /// The changed pages, numbered as in the current file.
        pages: Vec<u64>,
    },
    /// The revisions could not be compared.
    Unknown {
        /// What could not be read.
        reason: String,
    },
}

/// Whether a signature's certificate chains to a trust anchor given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TrustCheck {
    /// It chains to this anchor.
    Trusted {
        /// The anchor's name.
        anchor: String,
    },
    /// It chains to none of them.
    NotTrusted {
        /// The first reason found, naming the certificate at fault, in the reader's
        /// language.
        reason: String,
    },
    /// No trust anchor was given.
    NotChecked,
}

/// Verifies the signatures of the PDF at `path`, against the certificates of the PEM files
/// `trust` when any are given; why a signer is not trusted is written in the language of
/// `l10n`.
pub fn verify(
    path: &Path,
    trust: &[PathBuf],
    l10n: &gpucase_l10n::Localizer,
) -> Result<PdfVerification, AppError> {
    let anchors = signing::load_trust_anchors(trust)?;
    let verification = signing::verify_file(path, &anchors)?;
    Ok(PdfVerification {
        path: path.to_owned(),
        verified: verification.verified(),
        trust_checked: verification.anchors_given,
        signatures: verification
            .signatures
            .into_iter()
            .map(|s| check(s, l10n))
            .collect(),
    })
}

/// One signature's findings as hosts show them, why a signer is not trusted in the
/// language of `l10n`.
pub(crate) fn check(report: SignatureReport, l10n: &gpucase_l10n::Localizer) -> SignatureCheck {
    SignatureCheck {
        field: report.field,
        signer: report.signer,
        issuer: report.certificate.map(|c| c.issuer),
        time: report.time.map(|t| t.to_string()),
        reason: report.reason,
        integrity: match report.integrity {
            Integrity::Intact => IntegrityCheck::Intact,
            Integrity::DigestMismatch => IntegrityCheck::Changed,
            Integrity::SignatureInvalid => IntegrityCheck::SignatureInvalid,
            Integrity::Unreadable { reason } => IntegrityCheck::Unreadable { reason },
        },
        coverage: match report.coverage {
            Coverage::WholeDocument => CoverageCheck::WholeDocument,
            Coverage::Unknown => CoverageCheck::Unknown,
            Coverage::Appended {
                bytes,
                pages,
                rewritten,
            } => CoverageCheck::Appended {
                bytes,
                rewritten,
                changes: match pages {
                    PageChanges::None => AppendedChanges::None,
                    PageChanges::SignatureFields { pages } => AppendedChanges::SignatureFields {
                        pages: pages
                            .into_iter()
                            .map(|p| u64::try_from(p).unwrap_or(u64::MAX))
                            .collect(),
                    },
                    PageChanges::Changed { pages, .. } => AppendedChanges::Pages {
                        pages: pages
                            .into_iter()
                            .map(|p| u64::try_from(p).unwrap_or(u64::MAX))
                            .collect(),
                    },
                    PageChanges::Unknown { reason } => AppendedChanges::Unknown { reason },
                },
            },
        },
        trust: match report.trust {
            Trust::Trusted { anchor } => TrustCheck::Trusted { anchor },
            Trust::NotTrusted { reason } => TrustCheck::NotTrusted {
                reason: l10n.message(&gpucase_message::Describe::message(&reason)),
            },
            Trust::NoAnchorGiven => TrustCheck::NotChecked,
        },
    }
}
