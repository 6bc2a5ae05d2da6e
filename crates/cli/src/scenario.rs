//! `gpucase case import`, `case verify` and `verify FILE.gpucase`: the output for scenario
//! files. Reading, verifying and importing are gpucase-app's (`gpucase_app::scenario`).

use std::io::Write;
use std::path::{Path, PathBuf};

use gpucase_app::scenario::{ResultsCheck, ScenarioVerification, SignatureState, TrustState};
use gpucase_app::{AppError, ScenarioImport, signing};
use gpucase_l10n::{Args, Localizer};

use crate::lang::say;

/// Whether `path` names a scenario file (by its `.gpucase` extension).
pub fn is_scenario_path(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "gpucase")
}

/// The lines `case import` prints: what was stored, the migration, the signature and the
/// results check.
pub fn import_lines(file: &Path, done: &ScenarioImport, l10n: &Localizer) -> Vec<String> {
    let imported = &done.imported;
    let id = if imported.created {
        "cli-case-imported-new"
    } else {
        "cli-case-imported-version"
    };
    let mut lines = vec![say(
        l10n,
        id,
        Args::new()
            .str("file", file.display().to_string())
            .str("id", imported.case_id.clone())
            .num("version", imported.version),
    )];
    if let Some(report) = &done.report {
        lines.push(say(
            l10n,
            "cli-scenario-report",
            Args::new()
                .str("author", report.author.clone())
                .str("date", l10n.date(report.date))
                .str("language", report.language.code()),
        ));
    }
    if let Some(from) = &done.migrated_from {
        lines.push(say(
            l10n,
            "cli-scenario-migrated",
            Args::new()
                .str("from", from.clone())
                .str("to", gpucase_core::scenario::FORMAT),
        ));
    }
    lines.push(match &done.signature {
        SignatureState::Unsigned => say(l10n, "cli-scenario-unsigned", Args::new()),
        SignatureState::Signed {
            signer,
            signed_at,
            trust,
        } => {
            let unknown = || l10n.tr("signature-unknown", &Args::new());
            let signed = say(
                l10n,
                "cli-scenario-signed",
                Args::new()
                    .str("signer", signer.clone().unwrap_or_else(unknown))
                    .str("time", signed_at.clone().unwrap_or_else(unknown)),
            );
            let trust = match trust {
                TrustState::Trusted { anchor } => l10n.tr(
                    "signature-trust-yes",
                    &Args::new().str("anchor", anchor.clone()),
                ),
                TrustState::NotTrusted { reason } => l10n.tr(
                    "signature-trust-no",
                    &Args::new().str("reason", reason.clone()),
                ),
                TrustState::NotChecked => l10n.tr("signature-trust-unchecked", &Args::new()),
            };
            format!("{signed}\n  {trust}")
        }
    });
    match &done.results {
        ResultsCheck::Match { computed_by } => lines.push(say(
            l10n,
            "cli-scenario-results-match",
            Args::new().str("computed_by", computed_by.clone()),
        )),
        ResultsCheck::Differ {
            computed_by,
            differences,
        } => {
            lines.push(say(
                l10n,
                "cli-scenario-results-differ",
                Args::new()
                    .str("computed_by", computed_by.clone())
                    .num("count", differences.len()),
            ));
            lines.extend(differences.iter().map(|d| format!("  {d}")));
        }
        ResultsCheck::NotInFile => lines.push(say(l10n, "cli-scenario-results-none", Args::new())),
    }
    lines
}

/// Verifies a scenario file's signature and prints the findings and the verdict; returns
/// whether it is signed, intact and (with `trust`) trusted.
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
    let verification = gpucase_app::scenario::verify_scenario_file(file, &anchors)?;
    let path = Args::new().str("path", file.display().to_string());
    match &verification {
        ScenarioVerification::Unsigned => {
            writeln!(out, "{}", say(l10n, "cli-scenario-verify-unsigned", path)).map_err(io)?;
        }
        ScenarioVerification::Signed(report) => {
            writeln!(out, "{}", say(l10n, "cli-scenario-verify-signed", path)).map_err(io)?;
            for line in signing::describe(&signing::detached_as_report(report), l10n) {
                writeln!(out, "  {line}").map_err(io)?;
            }
        }
    }
    let verified = verification.verified(!anchors.is_empty());
    let verdict = match (verified, anchors.is_empty()) {
        (true, false) => "cli-verify-ok-trusted",
        (true, true) => "cli-verify-ok",
        (false, _) => "cli-verify-failed",
    };
    writeln!(out, "{}", say(l10n, verdict, Args::new())).map_err(io)?;
    Ok(verified)
}
