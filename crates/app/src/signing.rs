//! Signing a rendered report with the analyst's own key, and verifying signed PDFs: the use
//! cases behind `gpucase report --sign` and `gpucase verify`, for every host.
//!
//! The key stays where the analyst keeps it. Its file is read for the one signature, and its
//! password comes from an environment variable the analyst names ([`SigningKey::password_env`])
//! or, in the desktop, from a password field ([`load_signer_with_password`]), so neither a key nor a password is ever written to the store, a scenario file, a command
//! line or a log. The signature itself is `gpucase-sign`'s: PAdES baseline-B, with the
//! visible block's lines and the reason in the report's language.

use std::path::{Path, PathBuf};

use gpucase_core::Language;
use gpucase_l10n::{Args, Localizer};
use gpucase_message::{Describe, Message};
pub use gpucase_sign::{
    CertificateInfo, CertificateWarning, Coverage, Integrity, PageChanges, SignatureReport, Signer,
    Trust, TrustAnchor,
};
use gpucase_sign::{KeyError, SignError, SignOptions, VerifyError};
use jiff::Timestamp;
use zeroize::Zeroizing;

/// The largest key or certificate file read: real ones are a few kilobytes.
pub const MAX_KEY_FILE_BYTES: u64 = 1024 * 1024;

/// The largest PDF verified: far above any report, and a bound on the memory a file takes.
pub const MAX_PDF_BYTES: u64 = 512 * 1024 * 1024;

/// Where the analyst's private key and certificate are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyFile {
    /// A PKCS#12 file (`.p12`, `.pfx`): the key, the certificate and its chain.
    Pkcs12(PathBuf),
    /// A PEM private key and a PEM file with the certificate (and its chain).
    Pem {
        /// The private key: PKCS#8, PKCS#1 or SEC1, encrypted PKCS#8 with a password.
        key: PathBuf,
        /// The signer's certificate and, optionally, the CA certificates above it.
        certificates: PathBuf,
    },
}

/// A signing key and where its password is: the name of an environment variable, never the
/// password itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SigningKey {
    /// The key file(s).
    pub file: KeyFile,
    /// The environment variable holding the password; `None`: the key is not encrypted (a
    /// PKCS#12 file is then opened with the empty password).
    pub password_env: Option<String>,
}

/// Why signing or verifying failed.
#[derive(Debug)]
pub enum SigningError {
    /// A file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A path names a device, a FIFO or a directory where a file is read.
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// A file is too large to be what it should be.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// What it should be: `key file`, `PDF`.
        what: &'static str,
        /// Its size.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// The environment variable named for the password is not set.
    PasswordUnset {
        /// The variable's name.
        name: String,
    },
    /// The key or certificate could not be loaded.
    Key {
        /// The key file.
        path: PathBuf,
        /// What was wrong.
        source: KeyError,
    },
    /// The PDF could not be signed.
    Sign(SignError),
    /// A PDF could not be examined, or a trust anchor not read.
    Verify {
        /// The PDF or the trust anchor file.
        path: PathBuf,
        /// What was wrong.
        source: VerifyError,
    },
}

gpucase_message::display_in_english!(SigningError);

impl std::error::Error for SigningError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SigningError::Read { source: e, .. } => Some(e),
            SigningError::Key { source: e, .. } => Some(e),
            SigningError::Sign(e) => Some(e),
            SigningError::Verify { source: e, .. } => Some(e),
            _ => None,
        }
    }
}

impl Describe for SigningError {
    /// Why signing a report or verifying a PDF failed.
    fn message(&self) -> Message {
        match self {
            SigningError::Read { path, source } => Message::new("error-signing-read")
                .text("path", path.display().to_string())
                .text("detail", source.to_string()),
            SigningError::NotAFile { path } => {
                Message::new("error-not-a-file").text("path", path.display().to_string())
            }
            SigningError::TooLarge {
                path,
                what,
                size,
                limit,
            } => Message::new("error-signing-too-large")
                .text("path", path.display().to_string())
                .text("what", *what)
                .num("size", *size)
                .num("limit", *limit),
            SigningError::PasswordUnset { name } => {
                Message::new("error-signing-password-unset").text("name", name.clone())
            }
            SigningError::Key { path, source } => Message::new("error-signing-key")
                .text("path", path.display().to_string())
                .message("reason", source.message()),
            SigningError::Sign(e) => {
                Message::new("error-signing-sign").message("reason", e.message())
            }
            SigningError::Verify { path, source } => Message::new("error-signing-verify")
                .text("path", path.display().to_string())
                .message("reason", source.message()),
        }
    }
}

fn read_limited(path: &Path, what: &'static str, limit: u64) -> Result<Vec<u8>, SigningError> {
    use crate::bounded::Refusal;
    crate::bounded::read(path, limit).map_err(|r| match r {
        Refusal::Io(source) => SigningError::Read {
            path: path.to_owned(),
            source,
        },
        Refusal::NotAFile => SigningError::NotAFile {
            path: path.to_owned(),
        },
        Refusal::TooLarge { size } => SigningError::TooLarge {
            path: path.to_owned(),
            what,
            size,
            limit,
        },
    })
}

/// Loads the signer: reads the key file(s) and takes the password from the environment
/// variable named in `key`.
pub fn load_signer(key: &SigningKey) -> Result<Signer, SigningError> {
    let password = match &key.password_env {
        Some(name) => {
            Some(Zeroizing::new(std::env::var(name).map_err(|_| {
                SigningError::PasswordUnset { name: name.clone() }
            })?))
        }
        None => None,
    };
    load_signer_with_password(&key.file, password.as_ref().map(|p| p.as_str()))
}

/// Loads the signer from its key file(s) with the password the analyst typed (the
/// desktop's password field); `None`: the key is not encrypted (a PKCS#12 file is then
/// opened with the empty password). The password is borrowed for the call and kept nowhere.
pub fn load_signer_with_password(
    file: &KeyFile,
    password: Option<&str>,
) -> Result<Signer, SigningError> {
    match file {
        KeyFile::Pkcs12(path) => {
            let bytes = Zeroizing::new(read_limited(path, "key file", MAX_KEY_FILE_BYTES)?);
            let password = password.unwrap_or("");
            Signer::from_pkcs12(&bytes, password).map_err(|source| SigningError::Key {
                path: path.clone(),
                source,
            })
        }
        KeyFile::Pem { key, certificates } => {
            let key_pem = Zeroizing::new(read_limited(key, "key file", MAX_KEY_FILE_BYTES)?);
            let certs_pem = read_limited(certificates, "certificate file", MAX_KEY_FILE_BYTES)?;
            Signer::from_pem(&key_pem, &certs_pem, password).map_err(|source| SigningError::Key {
                path: match source {
                    KeyError::NoCertificate { .. } | KeyError::KeyCertificateMismatch { .. } => {
                        certificates.clone()
                    }
                    _ => key.clone(),
                },
                source,
            })
        }
    }
}

/// The reason a report is signed for when the analyst gives none, in `lang`.
pub fn default_reason(lang: Language) -> String {
    Localizer::new(lang).tr("signature-reason-default", &Args::new())
}

/// Signs a rendered report: the visible block on its last page says, in `lang`, who signed,
/// when and why; `reason` (default: [`default_reason`]) also goes into the signature's
/// `/Reason`. `time` is the signing time to claim, normally now.
pub fn sign_report(
    pdf: &[u8],
    signer: &Signer,
    lang: Language,
    reason: Option<&str>,
    time: Timestamp,
) -> Result<Vec<u8>, SigningError> {
    let l10n = Localizer::new(lang);
    let reason = reason.map_or_else(|| default_reason(lang), str::to_owned);
    let mut options = SignOptions::new(time);
    options.lines = block_lines(&l10n, &signer.name(), time, &reason);
    options.reason = Some(reason);
    // The report keeps this area of its last page free for the block.
    options.rect = Some(gpucase_report::SIGNATURE_AREA);
    gpucase_sign::sign_pdf(pdf, signer, &options).map_err(SigningError::Sign)
}

/// The visible block's lines: who signed, when, why.
fn block_lines(l10n: &Localizer, name: &str, time: Timestamp, reason: &str) -> Vec<String> {
    vec![
        l10n.tr("signature-signed-by", &Args::new().str("name", name)),
        l10n.tr("signature-date", &date_args(l10n, time)),
        l10n.tr("signature-reason", &Args::new().str("reason", reason)),
    ]
}

fn date_args(l10n: &Localizer, time: Timestamp) -> Args {
    let utc = time.to_zoned(jiff::tz::TimeZone::UTC);
    Args::new()
        .str("date", l10n.date(utc.date()))
        .str("time", format!("{:02}:{:02}", utc.hour(), utc.minute()))
}

/// Reads trust anchors: every certificate of each PEM file.
pub fn load_trust_anchors(paths: &[PathBuf]) -> Result<Vec<TrustAnchor>, SigningError> {
    let mut anchors = Vec::new();
    for path in paths {
        let pem = read_limited(path, "certificate file", MAX_KEY_FILE_BYTES)?;
        anchors.extend(
            TrustAnchor::from_pem(&pem).map_err(|source| SigningError::Verify {
                path: path.clone(),
                source,
            })?,
        );
    }
    Ok(anchors)
}

/// What verifying a file found.
#[derive(Debug, Clone)]
pub struct Verification {
    /// Each signature, in signing order.
    pub signatures: Vec<SignatureReport>,
    /// Whether trust anchors were given, so that trust counts in [`Self::verified`].
    pub anchors_given: bool,
}

impl Verification {
    /// The file is verified: it has signatures, each intact and covering the whole file,
    /// and, where trust anchors were given, each trusted. A file with a later update (even a
    /// second signature) is not, for the earlier signature does not cover it.
    pub fn verified(&self) -> bool {
        !self.signatures.is_empty()
            && self.signatures.iter().all(|s| {
                s.is_exact() && (!self.anchors_given || matches!(s.trust, Trust::Trusted { .. }))
            })
    }
}

/// Verifies the signatures of the PDF at `path` against `anchors`.
pub fn verify_file(path: &Path, anchors: &[TrustAnchor]) -> Result<Verification, SigningError> {
    let pdf = read_limited(path, "PDF", MAX_PDF_BYTES)?;
    let signatures =
        gpucase_sign::verify_pdf(&pdf, anchors).map_err(|source| SigningError::Verify {
            path: path.to_owned(),
            source,
        })?;
    Ok(Verification {
        signatures,
        anchors_given: !anchors.is_empty(),
    })
}

/// A scenario file's detached signature as [`describe`] takes it: it covers the whole
/// document (all but its own member), and has no field, name, reason or location.
pub fn detached_as_report(report: &gpucase_sign::DetachedReport) -> SignatureReport {
    SignatureReport {
        field: None,
        signer: report.signer.clone(),
        name: None,
        reason: None,
        location: None,
        time: report.time,
        certificate: report.certificate.clone(),
        integrity: report.integrity.clone(),
        coverage: Coverage::WholeDocument,
        trust: report.trust.clone(),
    }
}

/// One signature's findings as lines for a person, in the language of `l10n`: signer, time,
/// reason, whether intact, whether it covers the whole document, and trust.
pub fn describe(report: &SignatureReport, l10n: &Localizer) -> Vec<String> {
    let unknown = || l10n.tr("signature-unknown", &Args::new());
    let mut lines = vec![
        l10n.tr(
            "signature-line-signer",
            &Args::new().str("signer", report.signer.clone().unwrap_or_else(unknown)),
        ),
        match report.time {
            Some(time) => l10n.tr("signature-line-time", &date_args(l10n, time)),
            None => l10n.tr("signature-line-time-unknown", &Args::new()),
        },
    ];
    if let Some(reason) = &report.reason {
        lines.push(l10n.tr(
            "signature-line-reason",
            &Args::new().str("reason", reason.clone()),
        ));
    }
    lines.push(match &report.integrity {
        Integrity::Intact => l10n.tr("signature-intact-yes", &Args::new()),
        Integrity::DigestMismatch => l10n.tr("signature-intact-changed", &Args::new()),
        Integrity::SignatureInvalid => l10n.tr("signature-intact-invalid", &Args::new()),
        Integrity::Unreadable { reason } => l10n.tr(
            "signature-intact-unreadable",
            &Args::new().str("reason", reason.clone()),
        ),
    });
    lines.push(match &report.coverage {
        Coverage::WholeDocument => l10n.tr("signature-covers-yes", &Args::new()),
        Coverage::Unknown => l10n.tr("signature-covers-unknown", &Args::new()),
        Coverage::Appended {
            bytes,
            pages,
            rewritten,
        } => {
            let list = |pages: &[usize]| {
                pages
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let changes = match pages {
                PageChanges::None => l10n.tr("signature-changes-none", &Args::new()),
                PageChanges::SignatureFields { pages } => l10n.tr(
                    "signature-changes-fields",
                    &Args::new().str("pages", list(pages)),
                ),
                PageChanges::Changed { pages, .. } => l10n.tr(
                    "signature-changes-pages",
                    &Args::new().str(
                        "pages",
                        pages
                            .iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                ),
                PageChanges::Unknown { reason } => l10n.tr(
                    "signature-changes-unknown",
                    &Args::new().str("reason", reason.clone()),
                ),
            };
            let changes = if *rewritten {
                format!(
                    "{changes}; {}",
                    l10n.tr("signature-rewritten", &Args::new())
                )
            } else {
                changes
            };
            l10n.tr(
                "signature-covers-no",
                &Args::new().num("bytes", *bytes).str("changes", changes),
            )
        }
    });
    lines.push(match &report.trust {
        Trust::Trusted { anchor } => l10n.tr(
            "signature-trust-yes",
            &Args::new().str("anchor", anchor.clone()),
        ),
        Trust::NotTrusted { reason } => l10n.tr(
            "signature-trust-no",
            &Args::new().str("reason", l10n.message(&reason.message())),
        ),
        Trust::NoAnchorGiven => l10n.tr("signature-trust-unchecked", &Args::new()),
    });
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_block_reads_in_every_language_with_characters_its_font_draws() {
        let time: Timestamp = "2026-11-05T09:30:00Z".parse().expect("a time");
        for lang in [Language::En, Language::De, Language::Nl, Language::Fr] {
            let l10n = Localizer::new(lang);
            let lines = block_lines(&l10n, "Jürgen Müller", time, &default_reason(lang));
            assert!(l10n.take_errors().is_empty(), "{lang:?}: {lines:?}");
            let polish = block_lines(&l10n, "Łukasz Żółć-Dvořák", time, &default_reason(lang));
            for line in lines.iter().chain(&polish) {
                // The block's font (embedded DejaVu Sans) draws what it lacks as U+FFFD.
                let lost = gpucase_sign::BlockFont::default()
                    .unsupported(line)
                    .expect("the bundled font reads");
                assert!(lost.is_empty(), "{lang:?}: {line:?} loses {lost:?}");
            }
            assert!(lines[0].contains("Jürgen Müller"), "{lang:?}: {lines:?}");
            assert!(
                lines[1].contains("2026") && lines[1].contains("09:30"),
                "{lines:?}"
            );
        }
    }
}
