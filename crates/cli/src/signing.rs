//! `gpucase report --sign` and `gpucase verify`: their arguments and their output. Loading the
//! key, signing and verifying are gpucase-app's (`gpucase_app::signing`).

use std::io::Write;
use std::path::{Path, PathBuf};

use gpucase_app::AppError;
use gpucase_app::signing::{self, KeyFile, Signer, SigningKey};
use gpucase_l10n::{Args, Localizer};

use crate::lang::say;

/// How `gpucase report` signs: a PKCS#12 file, or a PEM key with its certificate.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("signing").args(["sign", "key"])))]
pub struct SignArgs {
    /// Sign the report with this PKCS#12 file (.p12, .pfx): the key, its certificate and
    /// chain.
    #[arg(long, value_name = "KEY.p12", conflicts_with_all = ["key", "cert"])]
    sign: Option<PathBuf>,
    /// Sign the report with this PEM private key (with --cert).
    #[arg(long, value_name = "KEY.pem", requires = "cert")]
    key: Option<PathBuf>,
    /// The PEM certificate of --key, optionally followed by its chain.
    #[arg(long, value_name = "CERT.pem", requires = "key")]
    cert: Option<PathBuf>,
    /// The environment variable that holds the key's password. gpucase takes the name of
    /// the variable, never the password, so the password stays out of the shell history.
    #[arg(long, value_name = "VAR", requires = "signing")]
    password_env: Option<String>,
    /// Why the report is signed, in the report's language (default: "Recommendation
    /// approved", translated).
    #[arg(long, value_name = "TEXT", requires = "signing")]
    reason: Option<String>,
}

impl SignArgs {
    /// The files signing reads: the PKCS#12 file, or the key and its certificate.
    pub fn files(&self) -> impl Iterator<Item = &Path> {
        [&self.sign, &self.key, &self.cert]
            .into_iter()
            .flatten()
            .map(PathBuf::as_path)
    }

    /// The key to sign with, when signing was asked for.
    fn key(&self) -> Option<SigningKey> {
        let file = match (&self.sign, &self.key, &self.cert) {
            (Some(p12), _, _) => KeyFile::Pkcs12(p12.clone()),
            (None, Some(key), Some(cert)) => KeyFile::Pem {
                key: key.clone(),
                certificates: cert.clone(),
            },
            _ => return None,
        };
        Some(SigningKey {
            file,
            password_env: self.password_env.clone(),
        })
    }

    /// Loads the key for a scenario file's signature, which carries no reason: `--reason`
    /// is refused rather than dropped without a word.
    pub fn scenario_signer(&self) -> Result<Option<Signer>, AppError> {
        if self.reason.is_some() {
            return Err(AppError::Said(gpucase_app::Message::new(
                "cli-reason-for-reports",
            )));
        }
        self.signer()
    }

    /// Loads the key, before the report is rendered, so that a wrong password costs nothing.
    pub fn signer(&self) -> Result<Option<Signer>, AppError> {
        Ok(match self.key() {
            Some(key) => Some(signing::load_signer(&key)?),
            None => None,
        })
    }

    /// Signs the rendered `pdf` with `signer`, in the language of `l10n`, at the current time.
    pub fn sign(&self, pdf: &[u8], signer: &Signer, l10n: &Localizer) -> Result<Vec<u8>, AppError> {
        Ok(signing::sign_report(
            pdf,
            signer,
            l10n.language(),
            self.reason.as_deref(),
            crate::clock().now(),
        )?)
    }
}

/// Says on stderr, before anything is signed, what a reader's validator will hold against
/// the signing certificate now: expired, not yet valid, or not for signing documents.
pub fn warn_about_certificate(signer: &Signer, l10n: &Localizer) {
    for warning in signer.warnings(crate::clock().now()) {
        let day = |t: jiff::Timestamp| t.to_zoned(jiff::tz::TimeZone::UTC).date().to_string();
        let line = match warning {
            signing::CertificateWarning::Expired { not_after } => say(
                l10n,
                "cli-signing-expired",
                Args::new().str("date", day(not_after)),
            ),
            signing::CertificateWarning::NotYetValid { not_before } => say(
                l10n,
                "cli-signing-not-yet-valid",
                Args::new().str("date", day(not_before)),
            ),
            signing::CertificateWarning::MayNotSign => {
                say(l10n, "cli-signing-may-not-sign", Args::new())
            }
        };
        eprintln!("{line}");
    }
}

/// The line saying who signed a written report.
pub fn signed_line(signer: &Signer, l10n: &Localizer) -> String {
    say(
        l10n,
        "cli-report-signed",
        Args::new()
            .str("signer", signer.name())
            .str("key", signer.key_description()),
    )
}

/// `gpucase verify`: prints each signature's findings and the verdict; returns whether the
/// file is verified (every signature intact, covering the whole file, and trusted when
/// `trust` names anchors).
pub fn verify(
    file: &Path,
    trust: &[PathBuf],
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<bool, AppError> {
    let io = |e| AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    };
    let anchors = signing::load_trust_anchors(trust)?;
    let verification = signing::verify_file(file, &anchors)?;
    let count = Args::new()
        .str("path", file.display().to_string())
        .num("count", verification.signatures.len() as u64);
    writeln!(out, "{}", say(l10n, "cli-verify-count", count)).map_err(io)?;
    for (i, report) in verification.signatures.iter().enumerate() {
        let index = i as u64 + 1;
        let heading = match &report.field {
            Some(field) => say(
                l10n,
                "cli-verify-heading",
                Args::new().num("index", index).str("field", field.clone()),
            ),
            None => say(
                l10n,
                "cli-verify-heading-unnamed",
                Args::new().num("index", index),
            ),
        };
        writeln!(out, "{heading}").map_err(io)?;
        for line in signing::describe(report, l10n) {
            writeln!(out, "  {line}").map_err(io)?;
        }
    }
    let verified = verification.verified();
    let verdict = match (verified, verification.anchors_given) {
        (true, true) => "cli-verify-ok-trusted",
        (true, false) => "cli-verify-ok",
        (false, _) => "cli-verify-failed",
    };
    writeln!(out, "{}", say(l10n, verdict, Args::new())).map_err(io)?;
    Ok(verified)
}
