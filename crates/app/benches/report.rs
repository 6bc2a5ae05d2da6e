//! Benchmark of the report path on the bundled example: render the PDF in each language,
//! sign it with an RSA-2048 and a P-256 key, and both together; and on the 30-option case
//! of issue 31 (`examples/triage-shortlist.gpucase`): render and sign in English and
//! French, whose budget is 0.5 s (the page counts are printed with the sizes). The keys are made by the
//! real `openssl` in a temporary directory, as the validator tests make theirs; the sizes
//! of the rendered and signed files are printed once, before the timings.

use std::path::Path;
use std::process::Command;

use criterion::{Criterion, criterion_main};
use gpucase_app::signing::{KeyFile, load_signer_with_password, sign_report};
use gpucase_app::{ReportSettings, render_report};
use gpucase_core::{Language, casefile};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");
const SHORTLIST: &str = include_str!("../../../examples/triage-shortlist.gpucase");

/// Pages of a rendered report: its page objects (`/Type/Page`, not `/Pages`).
fn pages(pdf: &[u8]) -> usize {
    pdf.windows(10)
        .enumerate()
        .filter(|(i, w)| *w == b"/Type/Page" && pdf.get(i + 10) != Some(&b's'))
        .count()
}

fn openssl(dir: &Path, args: &[&str]) {
    let status = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .status()
        .expect("openssl runs (bash scripts/setup-system.sh installs it)");
    assert!(status.success(), "openssl {args:?} failed");
}

/// A self-signed certificate and its unencrypted PEM key, of the kind `algorithm` names.
fn key_pair(dir: &Path, name: &str, algorithm: &[&str]) -> KeyFile {
    let key = format!("{name}.key");
    let cert = format!("{name}.pem");
    let mut args = vec!["req", "-x509", "-nodes", "-days", "30", "-subj"];
    let subject = format!("/CN=Bench {name}");
    args.push(&subject);
    args.extend_from_slice(algorithm);
    args.extend_from_slice(&["-keyout", &key, "-out", &cert]);
    openssl(dir, &args);
    KeyFile::Pem {
        key: dir.join(key),
        certificates: dir.join(cert),
    }
}

fn report(c: &mut Criterion) {
    let case = casefile::parse(EXAMPLE).expect("example parses");
    let date = jiff::civil::date(2026, 11, 30);
    let settings = |language| ReportSettings {
        date,
        author: "Anna Berger".into(),
        language,
        approval: None,
        compared: gpucase_report::DEFAULT_COMPARED,
    };
    let dir = tempfile::tempdir().expect("temporary directory");
    let rsa = key_pair(dir.path(), "rsa", &["-newkey", "rsa:2048"]);
    let ec = key_pair(
        dir.path(),
        "p256",
        &["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"],
    );
    let rsa = load_signer_with_password(&rsa, None).expect("RSA key loads");
    let ec = load_signer_with_password(&ec, None).expect("P-256 key loads");
    // A fixed signing time: the bench measures the same bytes on every run.
    let now: jiff::Timestamp = "2026-12-01T09:30:00Z".parse().expect("an instant");

    for language in [Language::En, Language::De, Language::Nl, Language::Fr] {
        let pdf = render_report(&case, &settings(language)).expect("report renders");
        let signed = sign_report(&pdf, &rsa, language, None, now).expect("signs");
        eprintln!(
            "example report, {language:?}: {} bytes rendered, {} bytes signed (RSA 2048)",
            pdf.len(),
            signed.len()
        );
    }

    for language in [Language::En, Language::De] {
        c.bench_function(&format!("render example report ({language:?})"), |b| {
            b.iter(|| render_report(std::hint::black_box(&case), &settings(language)))
        });
    }
    let pdf = render_report(&case, &settings(Language::De)).expect("report renders");
    c.bench_function("sign the rendered report (RSA 2048)", |b| {
        b.iter(|| sign_report(std::hint::black_box(&pdf), &rsa, Language::De, None, now))
    });
    c.bench_function("sign the rendered report (ECDSA P-256)", |b| {
        b.iter(|| sign_report(std::hint::black_box(&pdf), &ec, Language::De, None, now))
    });
    c.bench_function("render and sign (De, RSA 2048)", |b| {
        b.iter(|| {
            let pdf = render_report(std::hint::black_box(&case), &settings(Language::De))?;
            sign_report(&pdf, &rsa, Language::De, None, now).map_err(gpucase_app::AppError::from)
        })
    });
    let shortlist = casefile::parse(SHORTLIST).expect("the 30-option case parses");
    for language in [Language::En, Language::De, Language::Nl, Language::Fr] {
        let pdf = render_report(&shortlist, &settings(language)).expect("report renders");
        eprintln!(
            "30-option report, {language:?}: {} pages, {} bytes",
            pages(&pdf),
            pdf.len()
        );
    }
    for language in [Language::En, Language::Fr] {
        c.bench_function(
            &format!("render and sign the 30-option case ({language:?}, RSA 2048)"),
            |b| {
                b.iter(|| {
                    let pdf = render_report(std::hint::black_box(&shortlist), &settings(language))?;
                    sign_report(&pdf, &rsa, language, None, now)
                        .map_err(gpucase_app::AppError::from)
                })
            },
        );
    }
}

// The macros generate undocumented public items; the bench binary has no public API.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::report);
}
criterion_main!(group::benches);
