//! Errors written in the analyst's language: every error the application API returns,
//! and every error nested in it, through the Fluent messages of `locales/<lang>/errors.ftl`.
//!
//! `Display` on the error types stays English (logs, tests); hosts show people the text
//! of [`app_error`]. Text that comes from a third-party parser or the operating system
//! (serde_json's "expected ...", sqlx, jiff, `io::Error`, a Rhai script's error) cannot be
//! translated: it travels as the `$detail` variable and is shown verbatim inside the
//! localized sentence.

use gpucase_core::casefile::CaseFileError;
use gpucase_core::language::UnknownLanguage;
use gpucase_core::money::MoneyError;
use gpucase_core::problem::{Describe, Problem};
use gpucase_core::quantity::QuantityError;
use gpucase_core::switching::NotesError;
use gpucase_core::tco::TcoError;
use gpucase_l10n::{Args, Localizer};
use gpucase_metrics::{MetricsError, Position};
use gpucase_plugins::{Limit, PluginError};
use gpucase_probe::ProbeError;
use gpucase_report::ReportError;
use gpucase_secrets::SecretError;
use gpucase_sign::{FontError, Integrity, KeyError, SignError, VerifyError};
use gpucase_store::{NotAStoreReason, StoreError, TagProblem};
use gpucase_xlsx::XlsxError;

use crate::AppError;
use crate::scenario::ScenarioSignatureError;
use crate::signing::SigningError;

/// The text of `e` in the language of `l10n`: what went wrong, where (file, line, column,
/// JSON path) and what was expected.
pub fn app_error(l10n: &Localizer, e: &AppError) -> String {
    match e {
        AppError::Io { path, source } => l10n.tr(
            "error-io",
            &Args::new()
                .str("path", path.display().to_string())
                .str("detail", source.to_string()),
        ),
        AppError::TooLarge {
            path,
            kind,
            size,
            limit,
        } => l10n.tr(
            "error-too-large",
            &Args::new()
                .str("path", path.display().to_string())
                .str("kind", kind.key())
                .num("size", *size)
                .num("limit", *limit),
        ),
        AppError::NotUtf8 { path, kind, offset } => l10n.tr(
            "error-not-utf8",
            &Args::new()
                .str("path", path.display().to_string())
                .str("kind", kind.key())
                .num("offset", count(*offset)),
        ),
        AppError::NotAFile { path } => l10n.tr(
            "error-not-a-file",
            &Args::new().str("path", path.display().to_string()),
        ),
        AppError::CaseFile { path, source } => l10n.tr(
            "error-in-file",
            &Args::new()
                .str("path", path.display().to_string())
                .str("reason", case_file_error(l10n, source)),
        ),
        AppError::CaseInput { path, problem: p } => l10n.tr(
            "error-case-input",
            &Args::new()
                .str("path", path.clone())
                .str("reason", problem(l10n, p)),
        ),
        // Hosts build these texts themselves, the CLI already in its chosen language
        // (`cli.ftl`): shown as they are.
        AppError::Invalid(text) => text.clone(),
        AppError::Compute(e) => tco_error(l10n, e),
        AppError::Metrics(e) => metrics_error(l10n, e),
        AppError::Bills(e) => bills_error(l10n, e),
        AppError::Probe {
            path: Some(path),
            source,
        } => l10n.tr(
            "error-probe-in-file",
            &Args::new()
                .str("path", path.display().to_string())
                .str("reason", probe_error(l10n, source)),
        ),
        AppError::Probe { path: None, source } => l10n.tr(
            "error-probe-pasted",
            &Args::new().str("reason", probe_error(l10n, source)),
        ),
        AppError::Secret(e) => secret_error(l10n, e),
        AppError::Refused(p) => problem(l10n, p),
        AppError::QuotesInvalid {
            file,
            path,
            problem: p,
        } => l10n.tr(
            "error-quotes-invalid",
            &Args::new()
                .str("path", file.display().to_string())
                .str("field", path.clone())
                .str("reason", problem(l10n, p)),
        ),
        AppError::Row {
            file,
            line,
            column,
            problem: p,
        } => {
            let id = match (file, column.is_empty()) {
                (Some(_), false) => "error-row-in-file",
                (Some(_), true) => "error-row-in-file-whole",
                (None, false) => "error-row-entered",
                (None, true) => "error-row-entered-whole",
            };
            let mut args = Args::new()
                .str("column", column.clone())
                .str("reason", problem(l10n, p));
            if let Some(file) = file {
                args = args
                    .str("path", file.display().to_string())
                    .num("line", *line);
            }
            l10n.tr(id, &args)
        }
        AppError::Store(e) => store_error(l10n, e),
        AppError::Report(e) => l10n.tr(
            "error-report",
            &Args::new().str("reason", report_error(l10n, e)),
        ),
        AppError::Plugin(e) => plugin_error(l10n, e),
        AppError::NoDataDir => l10n.tr("error-no-data-dir", &Args::new()),
        AppError::Signing(e) => signing_error(l10n, e),
        AppError::CaseNotFound {
            case_id,
            similar: None,
        } => l10n.tr(
            "error-store-not-found",
            &Args::new().str("case", case_id.clone()),
        ),
        AppError::CaseNotFound {
            case_id,
            similar: Some(similar),
        } => l10n.tr(
            "error-store-not-found-similar",
            &Args::new()
                .str("case", case_id.clone())
                .str("similar", similar.clone()),
        ),
        AppError::OfferNotFound {
            offer,
            similar: None,
        } => l10n.tr(
            "error-offer-not-found",
            &Args::new().str("offer", offer.clone()),
        ),
        AppError::OfferNotFound {
            offer,
            similar: Some(similar),
        } => l10n.tr(
            "error-offer-not-found-similar",
            &Args::new()
                .str("offer", offer.clone())
                .str("similar", similar.clone()),
        ),
        AppError::ReportNotRecorded { path, source } => l10n.tr(
            "error-report-not-recorded",
            &Args::new()
                .str("path", path.display().to_string())
                .str("reason", store_error(l10n, source)),
        ),
        AppError::Workbook(e) => l10n.tr(
            "error-workbook",
            &Args::new().str("reason", xlsx_error(l10n, e)),
        ),
        AppError::ScenarioSignature(e) => scenario_signature_error(l10n, e),
    }
}

/// A count as a Fluent number (every count a message shows fits).
fn count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// A text passed through verbatim as the message's `$detail`.
fn detail(l10n: &Localizer, id: &str, detail: impl ToString) -> String {
    l10n.tr(id, &Args::new().str("detail", detail.to_string()))
}

/// What is wrong with one field, in the language of `l10n`.
pub fn problem(l10n: &Localizer, p: &Problem) -> String {
    l10n.message(&p.message())
}

/// Why a case file could not be read, without the file's name.
pub fn case_file_error(l10n: &Localizer, e: &CaseFileError) -> String {
    l10n.message(&e.message())
}

/// Why an amount could not be read or combined.
pub fn money_error(l10n: &Localizer, e: &MoneyError) -> String {
    l10n.message(&e.message())
}

/// Why a quantity could not be read.
pub fn quantity_error(l10n: &Localizer, e: &QuantityError) -> String {
    l10n.message(&e.message())
}

/// A language gpucase does not write in.
pub fn unknown_language(l10n: &Localizer, e: &UnknownLanguage) -> String {
    l10n.message(&e.message())
}

/// Why a case could not be costed.
pub fn tco_error(l10n: &Localizer, e: &TcoError) -> String {
    l10n.message(&e.message())
}

/// Why the switching notes could not be drawn.
pub fn notes_error(l10n: &Localizer, e: &NotesError) -> String {
    l10n.message(&e.message())
}

/// Why the case store failed; sqlx's own text is the detail.
pub fn store_error(l10n: &Localizer, e: &StoreError) -> String {
    l10n.message(&e.message())
}

/// What is wrong with a tag.
pub fn tag_problem(l10n: &Localizer, p: &TagProblem) -> String {
    l10n.message(&p.message())
}

/// Why a file to restore from is not a case store; SQLite's own text is the detail.
pub fn not_a_store_reason(l10n: &Localizer, r: &NotAStoreReason) -> String {
    l10n.message(&r.message())
}

/// Why the XLSX workbook could not be written; the XLSX writer's own text is the detail.
pub fn xlsx_error(l10n: &Localizer, e: &XlsxError) -> String {
    match e {
        XlsxError::Write(d) => detail(l10n, "error-xlsx-write", d),
        XlsxError::Mismatch {
            case,
            expected,
            found,
        } => l10n.tr(
            "error-xlsx-mismatch",
            &Args::new()
                .str("case", case.clone())
                .num("expected", count(*expected))
                .num("found", count(*found)),
        ),
        XlsxError::NoRate { field, from, to } => l10n.tr(
            "error-xlsx-no-rate",
            &Args::new()
                .str("field", field.clone())
                .str("from", from.clone())
                .str("to", to.clone()),
        ),
    }
}

/// Why a scenario file's signature is refused.
pub fn scenario_signature_error(l10n: &Localizer, e: &ScenarioSignatureError) -> String {
    match e {
        ScenarioSignatureError::NotBase64 { path, reason } => l10n.tr(
            "error-scenario-not-base64",
            &Args::new()
                .str("path", path.display().to_string())
                .str("detail", reason.clone()),
        ),
        ScenarioSignatureError::Broken { path, integrity } => l10n.tr(
            "error-scenario-signature-broken",
            &Args::new()
                .str("path", path.display().to_string())
                .str("finding", integrity_finding(l10n, integrity)),
        ),
    }
}

/// What a signature check found about the signed bytes; the verifier's reason is the
/// detail.
pub fn integrity_finding(l10n: &Localizer, integrity: &Integrity) -> String {
    match integrity {
        Integrity::Intact => l10n.tr("error-integrity-intact", &Args::new()),
        Integrity::DigestMismatch => l10n.tr("error-integrity-digest-mismatch", &Args::new()),
        Integrity::SignatureInvalid => l10n.tr("error-integrity-signature-invalid", &Args::new()),
        Integrity::Unreadable { reason } => detail(l10n, "error-integrity-unreadable", reason),
    }
}

/// Why the report could not be rendered.
pub fn report_error(l10n: &Localizer, e: &ReportError) -> String {
    match e {
        ReportError::Date(d) => detail(l10n, "error-report-date", d),
        ReportError::Pdf(d) => detail(l10n, "error-report-pdf", d),
        ReportError::MissingGlyph { character, text } => l10n.tr(
            "error-report-missing-glyph",
            &Args::new()
                .str("character", character.to_string())
                .str("code", format!("{:04X}", u32::from(*character)))
                .str("text", text.clone()),
        ),
        ReportError::Messages(d) => detail(l10n, "error-report-messages", d),
        ReportError::Switching(d) => detail(l10n, "error-report-switching", d),
    }
}

/// An offer a plugin returned that was refused: plugin, index and field, and the reason in
/// the language of `l10n` (serde's text for a wrong shape, quoted as it is).
pub fn offer_problem(l10n: &Localizer, p: &gpucase_plugins::OfferProblem) -> String {
    let reason = p
        .problem
        .as_ref()
        .map_or_else(|| p.message.clone(), |problem_| problem(l10n, problem_));
    l10n.tr(
        "error-offer-refused",
        &Args::new()
            .str("plugin", p.plugin.clone())
            .num("index", count(p.index))
            .str("field", p.field.clone())
            .str("reason", reason),
    )
}

/// Why a provider plugin failed; the host's or the script's own text is the detail.
pub fn plugin_error(l10n: &Localizer, e: &PluginError) -> String {
    let at = |id: &str, path: &std::path::Path, message: &str| {
        l10n.tr(
            id,
            &Args::new()
                .str("path", path.display().to_string())
                .str("detail", message),
        )
    };
    match e {
        PluginError::Io { path, message } => at("error-plugin-io", path, message),
        PluginError::Manifest { path, message } => at("error-plugin-manifest", path, message),
        PluginError::Fixture { path, message } => at("error-plugin-fixture", path, message),
        PluginError::Script { plugin, message } => l10n.tr(
            "error-plugin-script",
            &Args::new()
                .str("plugin", plugin.clone())
                .str("detail", message.clone()),
        ),
        PluginError::Shape { plugin, found } => l10n.tr(
            "error-plugin-shape",
            &Args::new()
                .str("plugin", plugin.clone())
                .str("found", found.clone()),
        ),
        PluginError::Limit {
            plugin,
            limit,
            line,
        } => {
            let args = Args::new()
                .str("plugin", plugin.clone())
                .str("limit", plugin_limit(l10n, limit));
            match line {
                Some(line) => l10n.tr("error-plugin-stopped-at", &args.num("line", count(*line))),
                None => l10n.tr("error-plugin-stopped", &args),
            }
        }
        PluginError::DuplicateOffer {
            plugin,
            offer_id,
            first,
            second,
        } => l10n.tr(
            "error-plugin-duplicate-offer",
            &Args::new()
                .str("plugin", plugin.clone())
                .str("id", format!("{offer_id:?}"))
                .num("first", count(*first))
                .num("second", count(*second)),
        ),
        PluginError::FixtureNotPlain { path, file } => l10n.tr(
            "error-plugin-fixture-not-plain",
            &Args::new()
                .str("path", path.display().to_string())
                .str("file", format!("{file:?}")),
        ),
        PluginError::FixtureTooLarge {
            path,
            file,
            size,
            max,
        } => l10n.tr(
            "error-plugin-fixture-too-large",
            &Args::new()
                .str("path", path.display().to_string())
                .str("file", format!("{file:?}"))
                .num("size", *size)
                .num("max", *max),
        ),
    }
}

/// The limit a plugin run reached, with its value.
pub fn plugin_limit(l10n: &Localizer, limit: &Limit) -> String {
    l10n.tr(
        &format!("error-plugin-limit-{}", limit.name()),
        &Args::new().num("value", limit.value()),
    )
}

/// Why signing a report or verifying a PDF failed.
pub fn signing_error(l10n: &Localizer, e: &SigningError) -> String {
    match e {
        SigningError::Read { path, source } => l10n.tr(
            "error-signing-read",
            &Args::new()
                .str("path", path.display().to_string())
                .str("detail", source.to_string()),
        ),
        SigningError::NotAFile { path } => l10n.tr(
            "error-not-a-file",
            &Args::new().str("path", path.display().to_string()),
        ),
        SigningError::TooLarge {
            path,
            what,
            size,
            limit,
        } => l10n.tr(
            "error-signing-too-large",
            &Args::new()
                .str("path", path.display().to_string())
                .str("what", *what)
                .num("size", *size)
                .num("limit", *limit),
        ),
        SigningError::PasswordUnset { name } => l10n.tr(
            "error-signing-password-unset",
            &Args::new().str("name", name.clone()),
        ),
        SigningError::Key { path, source } => l10n.tr(
            "error-signing-key",
            &Args::new()
                .str("path", path.display().to_string())
                .str("reason", key_error(l10n, source)),
        ),
        SigningError::Sign(e) => l10n.tr(
            "error-signing-sign",
            &Args::new().str("reason", sign_error(l10n, e)),
        ),
        SigningError::Verify { path, source } => l10n.tr(
            "error-signing-verify",
            &Args::new()
                .str("path", path.display().to_string())
                .str("reason", verify_error(l10n, source)),
        ),
    }
}

/// Why a key or certificate could not be used. `what` names the file kind in English
/// ("the PKCS#12 file"): the sign crate's fixed wording, passed through.
pub fn key_error(l10n: &Localizer, e: &KeyError) -> String {
    let what = |id: &str, what: &str| l10n.tr(id, &Args::new().str("what", what));
    match e {
        KeyError::WrongPassword { what: w } => what("error-key-wrong-password", w),
        KeyError::PasswordNeeded => l10n.tr("error-key-password-needed", &Args::new()),
        KeyError::NoKey { what: w } => what("error-key-no-key", w),
        KeyError::NoCertificate { what: w } => what("error-key-no-certificate", w),
        KeyError::KeyCertificateMismatch { subject } => l10n.tr(
            "error-key-mismatch",
            &Args::new().str("subject", subject.clone()),
        ),
        KeyError::UnsupportedKey { found } => l10n.tr(
            "error-key-unsupported",
            &Args::new().str("found", found.clone()),
        ),
        KeyError::UnsupportedProtection { algorithm, what } => l10n.tr(
            "error-key-unsupported-protection",
            &Args::new()
                .str("algorithm", algorithm.clone())
                .str("what", *what),
        ),
        KeyError::Malformed { what, detail } => l10n.tr(
            "error-key-malformed",
            &Args::new().str("what", *what).str("detail", detail.clone()),
        ),
        // The enum is non-exhaustive: a kind added later shows its English text until it
        // gets its message.
        other => detail(l10n, "error-other", other),
    }
}

/// Why a PDF could not be signed.
pub fn sign_error(l10n: &Localizer, e: &SignError) -> String {
    match e {
        SignError::Pdf(d) => detail(l10n, "error-sign-pdf", d),
        SignError::Encrypted => l10n.tr("error-sign-encrypted", &Args::new()),
        SignError::NoPage => l10n.tr("error-sign-no-page", &Args::new()),
        SignError::Cms(d) => detail(l10n, "error-sign-cms", d),
        SignError::FontFile(e) => l10n.tr(
            "error-sign-font-file",
            &Args::new().str("reason", font_error(l10n, e)),
        ),
        SignError::Font(e) => l10n.tr(
            "error-sign-font",
            &Args::new().str("reason", font_error(l10n, e)),
        ),
        other => detail(l10n, "error-other", other),
    }
}

/// Why a font could not be read or subset; the font parser's or subsetter's own text is
/// the detail.
pub fn font_error(l10n: &Localizer, e: &FontError) -> String {
    match e {
        FontError::Parse(d) => detail(l10n, "error-font-parse", d),
        FontError::Subset { font, detail } => l10n.tr(
            "error-font-subset",
            &Args::new()
                .str("font", font.clone())
                .str("detail", detail.clone()),
        ),
        other => detail(l10n, "error-other", other),
    }
}

/// Why a PDF could not be verified at all.
pub fn verify_error(l10n: &Localizer, e: &VerifyError) -> String {
    match e {
        VerifyError::NotPdf => l10n.tr("error-verify-not-pdf", &Args::new()),
        VerifyError::TrustAnchor(d) => detail(l10n, "error-verify-trust-anchor", d),
        VerifyError::TooManySignatures { found, limit } => l10n.tr(
            "error-verify-too-many-signatures",
            &Args::new()
                .str("found", found.to_string())
                .str("limit", limit.to_string()),
        ),
        other => detail(l10n, "error-other", other),
    }
}

/// Why a secret could not be read or stored; the keyring's own text is the detail.
pub fn secret_error(l10n: &Localizer, e: &SecretError) -> String {
    match e {
        SecretError::InvalidName { name, reason } => l10n.tr(
            "error-secret-invalid-name",
            &Args::new().str("name", name.clone()).str("detail", *reason),
        ),
        SecretError::EnvironmentNotUnicode { name } => l10n.tr(
            "error-secret-not-unicode",
            &Args::new().str("name", name.clone()),
        ),
        SecretError::Keyring {
            name,
            action,
            reason,
        } => l10n.tr(
            "error-secret-keyring",
            &Args::new()
                .str("name", name.clone())
                .str("action", action.to_string())
                .str("detail", reason.clone()),
        ),
        other => detail(l10n, "error-other", other),
    }
}

fn position(l10n: &Localizer, at: &Position) -> String {
    l10n.tr(
        "error-metrics-position",
        &Args::new()
            .num("line", at.line)
            .num("column", at.column)
            .num("offset", at.offset),
    )
}

/// Why a bill was refused, in the words the error carries (`BillsError::message`).
pub fn bills_error(l10n: &Localizer, e: &gpucase_bills::BillsError) -> String {
    let (id, args) = e.message();
    let args = args
        .into_iter()
        .fold(Args::new(), |a, (name, value)| a.str(name, value));
    l10n.tr(id, &args)
}

/// Why a metrics import failed: file, where in it, and what was expected.
pub fn metrics_error(l10n: &Localizer, e: &MetricsError) -> String {
    match e {
        MetricsError::Io { file, source } => l10n.tr(
            "error-metrics-io",
            &Args::new()
                .str("file", file.clone())
                .str("detail", source.to_string()),
        ),
        MetricsError::Syntax {
            file,
            at,
            expected,
            found,
        } => l10n.tr(
            "error-metrics-syntax",
            &Args::new()
                .str("file", file.clone())
                .str("at", position(l10n, at))
                .str("expected", expected.clone())
                .str("found", found.clone()),
        ),
        MetricsError::Unsupported { file, at, message } => l10n.tr(
            "error-metrics-unsupported",
            &Args::new()
                .str("file", file.clone())
                .str("at", position(l10n, at))
                .str("detail", message.clone()),
        ),
        MetricsError::QueryFailed {
            file,
            error_type,
            message,
        } => l10n.tr(
            "error-metrics-query-failed",
            &Args::new()
                .str("file", file.clone())
                .str("type", error_type.clone())
                .str("detail", message.clone()),
        ),
        MetricsError::Http { url, message } => l10n.tr(
            "error-metrics-http",
            &Args::new()
                .str("url", url.clone())
                .str("detail", message.clone()),
        ),
        MetricsError::Cancelled { url, done, total } => l10n.tr(
            "error-metrics-cancelled",
            &Args::new()
                .str("url", url.clone())
                .num("done", count(*done))
                .num("total", count(*total)),
        ),
        MetricsError::UnknownFormat { file, start } => l10n.tr(
            "error-metrics-unknown-format",
            &Args::new()
                .str("file", file.clone())
                .str("start", start.clone()),
        ),
        MetricsError::NoSamples { ignored } => l10n.tr(
            "error-metrics-no-samples",
            &Args::new().str("ignored", ignored.clone()),
        ),
        MetricsError::InvalidOption { option, message } => l10n.tr(
            "error-metrics-invalid-option",
            &Args::new()
                .str("option", *option)
                .str("detail", message.clone()),
        ),
        MetricsError::TimestampOutOfRange { ms } => l10n.tr(
            "error-metrics-timestamp-out-of-range",
            &Args::new().str("ms", ms.to_string()),
        ),
        MetricsError::PeriodTooLong {
            hours,
            first,
            last,
            max,
        } => l10n.tr(
            "error-metrics-period-too-long",
            &Args::new()
                .str("hours", hours.to_string())
                .str("first", first.clone())
                .str("last", last.clone())
                .str("max", max.to_string()),
        ),
        MetricsError::TooManySeries { file, max } => l10n.tr(
            "error-metrics-too-many-series",
            &Args::new()
                .str("file", file.clone())
                .str("max", max.to_string()),
        ),
        MetricsError::TooManyHours { file, max } => l10n.tr(
            "error-metrics-too-many-hours",
            &Args::new()
                .str("file", file.clone())
                .str("max", max.to_string()),
        ),
        MetricsError::TooLong {
            file,
            what,
            bytes,
            max,
            start,
        } => l10n.tr(
            "error-metrics-too-long",
            &Args::new()
                .str("file", file.clone())
                .str("what", what.clone())
                .str("bytes", bytes.to_string())
                .str("max", max.to_string())
                .str("start", start.clone()),
        ),
        MetricsError::TooManyGpuHours {
            gpus,
            hours,
            gpu_hours,
            max,
        } => l10n.tr(
            "error-metrics-too-many-gpu-hours",
            &Args::new()
                .str("gpus", gpus.to_string())
                .str("hours", hours.to_string())
                .str("gpuhours", gpu_hours.to_string())
                .str("max", max.to_string()),
        ),
    }
}

/// Why a probe output could not be read; the hint is the probe crate's English text.
pub fn probe_error(l10n: &Localizer, e: &ProbeError) -> String {
    match e {
        ProbeError::TooLarge { size, limit } => l10n.tr(
            "error-probe-too-large",
            &Args::new()
                .num("size", count(*size))
                .num("limit", count(*limit)),
        ),
        ProbeError::Binary { reason, offset } => l10n.tr(
            "error-probe-binary",
            &Args::new()
                .str("reason", reason.clone())
                .num("offset", count(*offset)),
        ),
        ProbeError::NoHeader { hint } => l10n.tr(
            "error-probe-no-header",
            &Args::new().str("hint", hint.clone()),
        ),
        ProbeError::TwoRuns { first, second } => l10n.tr(
            "error-probe-two-runs",
            &Args::new()
                .num("first", count(*first))
                .num("second", count(*second)),
        ),
        ProbeError::UnsupportedFrame {
            line,
            found,
            supported,
        } => l10n.tr(
            "error-probe-unsupported-frame",
            &Args::new()
                .num("line", count(*line))
                .str("found", found.clone())
                .num("supported", *supported),
        ),
    }
}
