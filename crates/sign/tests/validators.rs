//! Signed PDFs judged by independent validators: poppler's `pdfsig` (with an NSS database
//! that trusts a test root CA), pyHanko's `sign validate`, and `qpdf --check`; then the same
//! files with one byte changed in the signed range, or with an incremental update appended
//! that changes a page, which every validator and `verify_pdf` must catch. Keys, certificates
//! and PKCS#12 files are made in the test with the real `openssl` CLI.
//!
//! The tools come from `scripts/setup-system.sh`; a missing tool fails the test (it never
//! passes silently).

#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::Command;

use gpucase_sign::{
    BlockFont, Coverage, KeyError, PageChanges, SignOptions, Signer, Trust, TrustAnchor, sign_pdf,
    verify_pdf,
};
use lopdf::{Dictionary, Document, Object, Stream, dictionary};

const PASSWORD: &str = "correct horse battery staple";

// ---------------------------------------------------------------------------------------
// Tools

fn pyhanko() -> PathBuf {
    if let Some(path) = std::env::var_os("GPUCASE_PYHANKO") {
        return PathBuf::from(path);
    }
    let venv = std::env::var_os("GPUCASE_PYHANKO_VENV").map_or_else(
        || {
            PathBuf::from(std::env::var_os("HOME").unwrap_or_default())
                .join(".cache/gpucase/pyhanko-venv")
        },
        PathBuf::from,
    );
    let in_venv = venv.join("bin/pyhanko");
    if in_venv.exists() {
        in_venv
    } else {
        PathBuf::from("pyhanko")
    }
}

/// Runs a tool; a tool that cannot be started fails the test with the way to install it.
/// The command for `openssl ARGS`. One that issues a certificate (it names `-days`) runs
/// with its clock set to 1 January 2026 by libfaketime (Debian's `faketime`): OpenSSL 3.0
/// has no `-not_before`, and a certificate valid from the moment the test runs would not
/// cover the fixed signing times these tests use. Every certificate is issued for 8,000
/// days, so it holds from 2026-01-01 to 2047-11-26 whatever day the suite runs.
fn openssl<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> std::process::Command {
    let issues = args.iter().any(|a| a.as_ref() == "-days");
    let mut command = if issues {
        let mut c = std::process::Command::new("faketime");
        c.args(["-f", "@2026-01-01 00:00:00", "openssl"]);
        c
    } else {
        std::process::Command::new("openssl")
    };
    command.args(args);
    command
}

/// When every report of these tests is signed: a fixed instant inside the certificates'
/// validity, never the moment the test runs.
const SIGNED_AT: &str = "2026-12-01T09:30:00Z";

fn run(tool: impl AsRef<std::ffi::OsStr>, args: &[&str], dir: &Path) -> (bool, String) {
    let tool = tool.as_ref();
    let mut command = if tool == "openssl" {
        openssl(args)
    } else {
        let mut c = Command::new(tool);
        c.args(args);
        c
    };
    let output = command.current_dir(dir).output().unwrap_or_else(|e| {
        panic!(
            "{} cannot be run ({e}): install the validators with `bash scripts/setup-system.sh`{}",
            tool.to_string_lossy(),
            if std::env::var("CI").as_deref() == Ok("true") {
                " (CI runs it first: check that it still installs this tool)"
            } else {
                ""
            }
        )
    });
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    (output.status.success(), text)
}

fn must(tool: &str, args: &[&str], dir: &Path) -> String {
    let (ok, out) = run(tool, args, dir);
    assert!(ok, "{tool} {args:?} failed:\n{out}");
    out
}

// ---------------------------------------------------------------------------------------
// A test PKI: a root CA, a leaf under it, PKCS#12 and PEM files, an NSS database.

#[derive(Clone, Copy, Debug, PartialEq)]
enum KeyKind {
    Rsa,
    P256,
}

struct Pki {
    dir: tempfile::TempDir,
}

impl Pki {
    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn read(&self, name: &str) -> Vec<u8> {
        std::fs::read(self.path(name)).unwrap()
    }

    fn new(kind: KeyKind) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(
            d.join("ca.cnf"),
            "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\n",
        )
        .unwrap();
        std::fs::write(
            d.join("leaf.cnf"),
            "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n",
        )
        .unwrap();
        // The root: EC, so that chains mix key types whatever the leaf is.
        must(
            "openssl",
            &[
                "ecparam",
                "-name",
                "prime256v1",
                "-genkey",
                "-noout",
                "-out",
                "ca.key",
            ],
            d,
        );
        must(
            "openssl",
            &[
                "req",
                "-new",
                "-key",
                "ca.key",
                "-subj",
                "/O=gpucase tests/CN=gpucase Test Root CA",
                "-out",
                "ca.csr",
            ],
            d,
        );
        must(
            "openssl",
            &[
                "x509",
                "-req",
                "-in",
                "ca.csr",
                "-signkey",
                "ca.key",
                "-days",
                "8000",
                "-sha256",
                "-extfile",
                "ca.cnf",
                "-set_serial",
                "1",
                "-out",
                "ca.pem",
            ],
            d,
        );
        match kind {
            KeyKind::Rsa => must(
                "openssl",
                &[
                    "genpkey",
                    "-algorithm",
                    "RSA",
                    "-pkeyopt",
                    "rsa_keygen_bits:2048",
                    "-out",
                    "leaf.key",
                ],
                d,
            ),
            KeyKind::P256 => must(
                "openssl",
                &[
                    "genpkey",
                    "-algorithm",
                    "EC",
                    "-pkeyopt",
                    "ec_paramgen_curve:P-256",
                    "-out",
                    "leaf.key",
                ],
                d,
            ),
        };
        must(
            "openssl",
            &[
                "req",
                "-new",
                "-key",
                "leaf.key",
                "-subj",
                "/O=Beispiel GmbH/CN=Jürgen Müller-Lovelace",
                "-utf8",
                "-out",
                "leaf.csr",
            ],
            d,
        );
        must(
            "openssl",
            &[
                "x509",
                "-req",
                "-in",
                "leaf.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
                "-set_serial",
                "4660",
                "-days",
                "8000",
                "-sha256",
                "-extfile",
                "leaf.cnf",
                "-out",
                "leaf.pem",
            ],
            d,
        );
        let pass = format!("pass:{PASSWORD}");
        must(
            "openssl",
            &[
                "pkcs12",
                "-export",
                "-inkey",
                "leaf.key",
                "-in",
                "leaf.pem",
                "-certfile",
                "ca.pem",
                "-name",
                "signing key",
                "-passout",
                &pass,
                "-out",
                "leaf.p12",
            ],
            d,
        );
        std::fs::create_dir(d.join("nssdb")).unwrap();
        must(
            "certutil",
            &["-N", "-d", "sql:nssdb", "--empty-password"],
            d,
        );
        must(
            "certutil",
            &[
                "-A",
                "-d",
                "sql:nssdb",
                "-n",
                "root",
                "-t",
                "CT,C,C",
                "-a",
                "-i",
                "ca.pem",
            ],
            d,
        );
        Self { dir }
    }

    fn signer(&self) -> Signer {
        Signer::from_pkcs12(&self.read("leaf.p12"), PASSWORD).unwrap()
    }

    fn anchors(&self) -> Vec<TrustAnchor> {
        TrustAnchor::from_pem(&self.read("ca.pem")).unwrap()
    }
}

// ---------------------------------------------------------------------------------------
// Documents

/// A two-page PDF written by lopdf, as the report renderer writes with it: Helvetica text,
/// a classic cross-reference table or a cross-reference stream.
fn sample_pdf(xref_stream: bool) -> Vec<u8> {
    let mut doc = Document::with_version("1.7");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
        "Encoding" => "WinAnsiEncoding",
    });
    let resources = dictionary! { "Font" => dictionary! { "F1" => font_id } };
    let mut kids = Vec::new();
    for (n, text) in [
        "Rent or buy: the recommendation",
        "Total cost of ownership: 1,234,567 EUR",
    ]
    .iter()
    .enumerate()
    {
        let content = format!("BT /F1 14 Tf 72 760 Td (Page {}: {text}) Tj ET", n + 1);
        let content_id = doc.add_object(Stream::new(Dictionary::new(), content.into_bytes()));
        let page_id = doc.add_object(dictionary! {
            "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
            "Resources" => resources.clone(), "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        });
        kids.push(Object::Reference(page_id));
    }
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! { "Type" => "Pages", "Count" => 2, "Kids" => kids }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    if xref_stream {
        doc.reference_table.cross_reference_type = lopdf::xref::XrefType::CrossReferenceStream;
    }
    let mut out = Vec::new();
    doc.save_to(&mut out).unwrap();
    out
}

fn options() -> SignOptions {
    let mut options = SignOptions::new(SIGNED_AT.parse().unwrap());
    options.reason = Some("Freigabe der Empfehlung".into());
    options.lines = vec![
        "Digital signiert von Jürgen Müller-Lovelace".into(),
        "Datum: 2026-11-05 10:00 UTC".into(),
        "Grund: Freigabe der Empfehlung".into(),
    ];
    options
}

/// Appends an incremental update, written by lopdf, that draws over page 1.
fn append_page_change(signed: &[u8]) -> Vec<u8> {
    let mut inc = lopdf::IncrementalDocument::create_from(
        signed.to_vec(),
        Document::load_mem(signed).unwrap(),
    );
    let page_id = inc.get_prev_documents().get_pages()[&1];
    inc.opt_clone_object_to_new_document(page_id).unwrap();
    let forged = inc.new_document.add_object(Stream::new(
        Dictionary::new(),
        b"BT /F1 14 Tf 72 700 Td (Total cost of ownership: 1 EUR) Tj ET".to_vec(),
    ));
    let page = inc
        .new_document
        .get_object_mut(page_id)
        .and_then(Object::as_dict_mut)
        .unwrap();
    let old = page.get(b"Contents").unwrap().clone();
    page.set("Contents", vec![old, Object::Reference(forged)]);
    let mut out = Vec::new();
    inc.save_to(&mut out).unwrap();
    out
}

// ---------------------------------------------------------------------------------------
// The validators' verdicts

#[derive(Debug)]
struct Verdict {
    qpdf_clean: bool,
    pdfsig_valid: bool,
    pdfsig_trusted: bool,
    pdfsig_total: bool,
    pyhanko_valid: bool,
    /// pyHanko's last line, for the log.
    #[allow(dead_code, reason = "read through Debug in the test log")]
    pyhanko_summary: String,
    /// pdfsig's validation lines, for the log.
    #[allow(dead_code, reason = "read through Debug in the test log")]
    pdfsig_summary: String,
}

impl Verdict {
    fn accepts(&self) -> bool {
        self.qpdf_clean
            && self.pdfsig_valid
            && self.pdfsig_trusted
            && self.pdfsig_total
            && self.pyhanko_valid
    }
}

fn judge(pki: &Pki, pdf: &[u8], name: &str) -> Verdict {
    let path = pki.path(name);
    std::fs::write(&path, pdf).unwrap();
    let file = path.to_str().unwrap();
    let (qpdf_ok, qpdf_out) = run("qpdf", &["--check", file], pki.dir.path());
    let (_, pdfsig_out) = run("pdfsig", &["-nssdir", "sql:nssdb", file], pki.dir.path());
    // pdfsig exits 0 even on a digest mismatch: its verdict is in its output. With several
    // signatures, the last block is the latest.
    let last = pdfsig_out
        .rsplit_once("Signature #")
        .map_or(String::new(), |(_, b)| b.to_owned());
    let (_, pyhanko_out) = run(
        pyhanko(),
        &[
            "sign",
            "validate",
            "--no-revocation-check",
            "--executive-summary",
            "--trust",
            "ca.pem",
            "--trust-replace",
            file,
        ],
        pki.dir.path(),
    );
    // The summary is pyHanko's last line of its own; a Python warning (the cryptography
    // package's deprecation notices, on stderr after it) is not the verdict.
    let pyhanko_summary = pyhanko_out
        .trim()
        .lines()
        .rfind(|l| !l.starts_with(char::is_whitespace) && !l.contains("Warning"))
        .unwrap_or("")
        .to_owned();
    Verdict {
        qpdf_clean: qpdf_ok && !qpdf_out.contains("WARNING"),
        pdfsig_valid: last.contains("Signature Validation: Signature is Valid."),
        pdfsig_trusted: last.contains("Certificate Validation: Certificate is Trusted."),
        pdfsig_total: last.contains("Total document signed"),
        pyhanko_valid: pyhanko_summary.ends_with(":VALID"),
        pyhanko_summary,
        pdfsig_summary: last
            .lines()
            .filter(|l| l.contains("Validation") || l.contains("document signed"))
            .map(str::trim)
            .collect::<Vec<_>>()
            .join("; "),
    }
}

// ---------------------------------------------------------------------------------------
// Tests

fn signed_files_pass_and_tampering_is_caught(kind: KeyKind, xref_stream: bool) {
    let pki = Pki::new(kind);
    let signer = pki.signer();
    let original = sample_pdf(xref_stream);
    let signed = sign_pdf(&original, &signer, &options()).unwrap();
    eprintln!(
        "{kind:?}: {} -> {} bytes (+{})",
        original.len(),
        signed.len(),
        signed.len() - original.len()
    );
    assert_eq!(
        &signed[..original.len()],
        &original[..],
        "the original bytes stay as they were"
    );

    // The signed file: every validator accepts it.
    let verdict = judge(&pki, &signed, "signed.pdf");
    eprintln!("{kind:?} signed: {verdict:?}");
    assert!(verdict.accepts(), "{verdict:#?}");
    let out = must(
        "bash",
        &[
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../scripts/verify-signed-pdf.sh"
            ),
            "signed.pdf",
            "ca.pem",
            "nssdb",
        ],
        pki.dir.path(),
    );
    assert!(out.contains("OK: signed.pdf"), "{out}");
    let reports = verify_pdf(&signed, &pki.anchors()).unwrap();
    assert_eq!(reports.len(), 1);
    let report = &reports[0];
    assert!(report.is_exact(), "{report:#?}");
    assert_eq!(report.signer.as_deref(), Some("Jürgen Müller-Lovelace"));
    assert_eq!(report.reason.as_deref(), Some("Freigabe der Empfehlung"));
    assert_eq!(report.field.as_deref(), Some("Signature1"));
    assert!(matches!(&report.trust, Trust::Trusted { anchor } if anchor == "gpucase Test Root CA"));
    // Without an anchor, trust is not evaluated; with another root, it is refused.
    assert_eq!(
        verify_pdf(&signed, &[]).unwrap()[0].trust,
        Trust::NoAnchorGiven
    );
    let other = Pki::new(KeyKind::P256);
    assert!(matches!(
        verify_pdf(&signed, &other.anchors()).unwrap()[0].trust,
        Trust::NotTrusted { .. }
    ));

    // One byte changed inside the signed range: early in the file, in a page's content
    // stream, just before /Contents, just after it.
    let contents_at = find_last(&signed, b"/Contents <").unwrap() + b"/Contents ".len();
    let contents_end = contents_at
        + signed[contents_at..]
            .iter()
            .position(|&b| b == b'>')
            .unwrap()
        + 1;
    let positions = [
        ("early", 12),
        (
            "content stream",
            find_last(&original, b"Total cost").unwrap() + 6,
        ),
        ("before /Contents", contents_at - 2),
        ("after /Contents", contents_end + 1),
    ];
    for (label, at) in positions {
        let mut tampered = signed.clone();
        tampered[at] ^= 0x01;
        let verdict = judge(&pki, &tampered, "tampered.pdf");
        eprintln!("{kind:?} byte changed {label} (offset {at}): {verdict:?}");
        assert!(
            !verdict.pdfsig_valid,
            "pdfsig missed the change {label}: {verdict:#?}"
        );
        assert!(
            !verdict.pyhanko_valid,
            "pyHanko missed the change {label}: {verdict:#?}"
        );
        let ours = verify_pdf(&tampered, &pki.anchors()).unwrap();
        eprintln!(
            "  verify_pdf: {:?}",
            ours.iter().map(|r| &r.integrity).collect::<Vec<_>>()
        );
        assert!(
            !ours.is_empty() && ours.iter().all(|r| !r.is_intact()),
            "verify_pdf missed the change {label}: {ours:#?}"
        );
    }

    // An incremental update appended after signing that changes page 1.
    let updated = append_page_change(&signed);
    let verdict = judge(&pki, &updated, "updated.pdf");
    eprintln!("{kind:?} page changed by an appended update: {verdict:?}");
    assert!(!verdict.pdfsig_total, "pdfsig: {verdict:#?}");
    assert!(!verdict.pyhanko_valid, "pyHanko: {verdict:#?}");
    let ours = verify_pdf(&updated, &pki.anchors()).unwrap();
    assert_eq!(ours.len(), 1);
    assert!(ours[0].is_intact(), "the signed revision itself is intact");
    match &ours[0].coverage {
        Coverage::Appended {
            pages: PageChanges::Changed { pages, .. },
            ..
        } => assert_eq!(pages, &[1]),
        other => panic!("expected page 1 changed after signing, got {other:?}"),
    }
    assert!(!ours[0].is_exact());
}

fn find_last(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

#[test]
fn rsa_signatures_pass_the_validators_and_tampering_is_caught() {
    signed_files_pass_and_tampering_is_caught(KeyKind::Rsa, false);
}

#[test]
fn ecdsa_p256_signatures_pass_the_validators_and_tampering_is_caught() {
    signed_files_pass_and_tampering_is_caught(KeyKind::P256, false);
}

#[test]
fn a_pdf_with_a_cross_reference_stream_is_signed_as_well() {
    let pki = Pki::new(KeyKind::P256);
    let signed = sign_pdf(&sample_pdf(true), &pki.signer(), &options()).unwrap();
    let verdict = judge(&pki, &signed, "xref-stream.pdf");
    assert!(verdict.accepts(), "{verdict:#?}");
}

#[test]
fn signing_is_deterministic_for_both_key_types() {
    for kind in [KeyKind::Rsa, KeyKind::P256] {
        let pki = Pki::new(kind);
        let pdf = sample_pdf(false);
        let options = options();
        let a = sign_pdf(&pdf, &pki.signer(), &options).unwrap();
        let b = sign_pdf(&pdf, &pki.signer(), &options).unwrap();
        assert!(a == b, "{kind:?}: two signatures of the same input differ");
    }
}

#[test]
fn pem_keys_and_legacy_pkcs12_files_sign_as_well() {
    let pki = Pki::new(KeyKind::Rsa);
    let d = pki.dir.path();
    let pass = format!("pass:{PASSWORD}");
    // What OpenSSL 1.x and Windows wrote: SHA-1 PKCS#12 PBE with 3DES, RC2 for certificates.
    must(
        "openssl",
        &[
            "pkcs12",
            "-export",
            "-legacy",
            "-inkey",
            "leaf.key",
            "-in",
            "leaf.pem",
            "-certfile",
            "ca.pem",
            "-passout",
            &pass,
            "-out",
            "legacy.p12",
        ],
        d,
    );
    must(
        "openssl",
        &[
            "pkcs12",
            "-export",
            "-keypbe",
            "PBE-SHA1-3DES",
            "-certpbe",
            "PBE-SHA1-3DES",
            "-macalg",
            "sha1",
            "-inkey",
            "leaf.key",
            "-in",
            "leaf.pem",
            "-passout",
            &pass,
            "-out",
            "3des.p12",
        ],
        d,
    );
    // PKCS#1 and encrypted PKCS#8 PEM keys.
    must(
        "openssl",
        &[
            "pkey",
            "-in",
            "leaf.key",
            "-traditional",
            "-out",
            "leaf-pkcs1.key",
        ],
        d,
    );
    must(
        "openssl",
        &[
            "pkcs8",
            "-topk8",
            "-in",
            "leaf.key",
            "-v2",
            "aes-256-cbc",
            "-passout",
            &pass,
            "-out",
            "leaf-enc.key",
        ],
        d,
    );
    let mut chain = pki.read("leaf.pem");
    chain.extend(pki.read("ca.pem"));
    let signers = [
        (
            "legacy.p12",
            Signer::from_pkcs12(&pki.read("legacy.p12"), PASSWORD),
        ),
        (
            "3des.p12",
            Signer::from_pkcs12(&pki.read("3des.p12"), PASSWORD),
        ),
        (
            "pkcs1",
            Signer::from_pem(&pki.read("leaf-pkcs1.key"), &chain, None),
        ),
        (
            "pkcs8 encrypted",
            Signer::from_pem(&pki.read("leaf-enc.key"), &chain, Some(PASSWORD)),
        ),
    ];
    let pdf = sample_pdf(false);
    for (label, signer) in signers {
        let signer = signer.unwrap_or_else(|e| panic!("{label}: {e}"));
        assert_eq!(signer.name(), "Jürgen Müller-Lovelace", "{label}");
        let signed = sign_pdf(&pdf, &signer, &options()).unwrap();
        let report = &verify_pdf(&signed, &pki.anchors()).unwrap()[0];
        assert!(report.is_exact(), "{label}: {report:#?}");
        assert!(
            matches!(report.trust, Trust::Trusted { .. }),
            "{label}: {report:#?}"
        );
    }
    // A chain given in PEM travels in the signature, so pdfsig trusts it as well.
    let signer = Signer::from_pem(&pki.read("leaf-pkcs1.key"), &chain, None).unwrap();
    let verdict = judge(
        &pki,
        &sign_pdf(&pdf, &signer, &options()).unwrap(),
        "pem.pdf",
    );
    assert!(verdict.accepts(), "{verdict:#?}");
}

#[test]
fn key_errors_name_the_problem() {
    let pki = Pki::new(KeyKind::P256);
    let d = pki.dir.path();
    let p12 = pki.read("leaf.p12");
    assert!(matches!(
        Signer::from_pkcs12(&p12, "wrong password"),
        Err(KeyError::WrongPassword { .. })
    ));
    assert!(matches!(
        Signer::from_pkcs12(b"not a pkcs12 file", PASSWORD),
        Err(KeyError::Malformed { .. })
    ));
    let pass = format!("pass:{PASSWORD}");
    // Certificates only.
    must(
        "openssl",
        &[
            "pkcs12",
            "-export",
            "-nokeys",
            "-in",
            "leaf.pem",
            "-passout",
            &pass,
            "-out",
            "certs.p12",
        ],
        d,
    );
    assert!(matches!(
        Signer::from_pkcs12(&pki.read("certs.p12"), PASSWORD),
        Err(KeyError::NoKey { .. })
    ));
    // A key that is not the certificate's.
    must(
        "openssl",
        &[
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-out",
            "other.key",
        ],
        d,
    );
    let err = Signer::from_pem(&pki.read("other.key"), &pki.read("leaf.pem"), None).unwrap_err();
    assert!(
        matches!(err, KeyError::KeyCertificateMismatch { .. }),
        "{err}"
    );
    // Unsupported key types name what is supported.
    must(
        "openssl",
        &[
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            "ec_paramgen_curve:P-384",
            "-out",
            "p384.key",
        ],
        d,
    );
    must(
        "openssl",
        &["genpkey", "-algorithm", "ED25519", "-out", "ed.key"],
        d,
    );
    for (file, found) in [("p384.key", "P-384"), ("ed.key", "Ed25519")] {
        let err = Signer::from_pem(&pki.read(file), &pki.read("leaf.pem"), None).unwrap_err();
        let text = err.to_string();
        assert!(matches!(err, KeyError::UnsupportedKey { .. }), "{text}");
        assert!(
            text.contains(found) && text.contains("RSA") && text.contains("P-256"),
            "{text}"
        );
    }
    // An encrypted PEM key without or with a wrong password.
    must(
        "openssl",
        &[
            "pkcs8",
            "-topk8",
            "-in",
            "leaf.key",
            "-v2",
            "aes-256-cbc",
            "-passout",
            &pass,
            "-out",
            "enc.key",
        ],
        d,
    );
    assert!(matches!(
        Signer::from_pem(&pki.read("enc.key"), &pki.read("leaf.pem"), None),
        Err(KeyError::PasswordNeeded)
    ));
    assert!(matches!(
        Signer::from_pem(&pki.read("enc.key"), &pki.read("leaf.pem"), Some("nope")),
        Err(KeyError::WrongPassword { .. })
    ));
    // Neither the password nor key material shows in Debug.
    let signer = pki.signer();
    let debug = format!("{signer:?}");
    assert!(
        debug.contains("ECDSA P-256") && !debug.contains(PASSWORD),
        "{debug}"
    );
}

#[test]
fn a_second_signature_leaves_the_first_valid() {
    let pki = Pki::new(KeyKind::P256);
    let once = sign_pdf(&sample_pdf(false), &pki.signer(), &options()).unwrap();
    let twice = sign_pdf(&once, &pki.signer(), &options()).unwrap();
    let reports = verify_pdf(&twice, &pki.anchors()).unwrap();
    assert_eq!(reports.len(), 2);
    assert_eq!(reports[0].field.as_deref(), Some("Signature1"));
    assert_eq!(reports[1].field.as_deref(), Some("Signature2"));
    assert!(reports.iter().all(|r| r.is_intact()), "{reports:#?}");
    assert!(reports[1].is_exact());
    // Its block is drawn on the last page: said as a signature field added there, not as
    // no change.
    assert!(
        matches!(
            &reports[0].coverage,
            Coverage::Appended {
                pages: PageChanges::SignatureFields { pages },
                rewritten: false,
                ..
            } if pages == &[2]
        ),
        "{:?}",
        reports[0].coverage
    );
    // pdfsig agrees: both valid, only the second covers the whole file.
    let path = pki.path("twice.pdf");
    std::fs::write(&path, &twice).unwrap();
    let (_, out) = run(
        "pdfsig",
        &["-nssdir", "sql:nssdb", path.to_str().unwrap()],
        pki.dir.path(),
    );
    assert_eq!(out.matches("Signature is Valid.").count(), 2, "{out}");
    assert_eq!(out.matches("Total document signed").count(), 1, "{out}");
}

// ---------------------------------------------------------------------------------------
// Hostile files: each is reported, none panics or hangs.

/// Appends an incremental update that adds a signature field's widget to page 1 at `rect`,
/// with an appearance that paints a white box and a figure of its own, and no signature
/// behind it: the "shadow" overlay a reader sees over the signed page.
fn append_signature_widget(signed: &[u8], rect: [i64; 4]) -> Vec<u8> {
    let mut inc = lopdf::IncrementalDocument::create_from(
        signed.to_vec(),
        Document::load_mem(signed).unwrap(),
    );
    let page_id = inc.get_prev_documents().get_pages()[&1];
    inc.opt_clone_object_to_new_document(page_id).unwrap();
    let appearance = inc.new_document.add_object(Stream::new(
        dictionary! {
            "Type" => "XObject", "Subtype" => "Form",
            "BBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        },
        b"1 g 0 0 595 842 re f 0 g BT /Helv 14 Tf 72 760 Td (Total cost: 1 EUR) Tj ET".to_vec(),
    ));
    let widget = inc.new_document.add_object(dictionary! {
        "Type" => "Annot", "Subtype" => "Widget", "FT" => "Sig",
        "T" => Object::string_literal("Overlay"),
        "Rect" => rect.iter().map(|&n| Object::Integer(n)).collect::<Vec<_>>(),
        "F" => 4, "P" => page_id,
        "AP" => dictionary! { "N" => appearance },
    });
    let page = inc
        .new_document
        .get_object_mut(page_id)
        .and_then(Object::as_dict_mut)
        .unwrap();
    let mut annots = match page.get(b"Annots") {
        Ok(Object::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    annots.push(Object::Reference(widget));
    page.set("Annots", annots);
    let mut out = Vec::new();
    inc.save_to(&mut out).unwrap();
    out
}

/// Issue 33: a widget with `/FT /Sig` appended after signing that paints over page 1 was
/// "no page changed". It is a signature field drawn on page 1, said as such; an invisible
/// one (no area) is still no change a reader sees.
#[test]
fn a_signature_field_drawn_over_a_signed_page_is_said() {
    let pki = Pki::new(KeyKind::P256);
    let signed = sign_pdf(&sample_pdf(false), &pki.signer(), &options()).unwrap();
    let overlaid = append_signature_widget(&signed, [0, 0, 595, 842]);
    let reports = verify_pdf(&overlaid, &pki.anchors()).unwrap();
    assert_eq!(reports.len(), 1, "{reports:#?}");
    assert!(reports[0].is_intact() && !reports[0].is_exact());
    assert!(
        matches!(
            &reports[0].coverage,
            Coverage::Appended { pages: PageChanges::SignatureFields { pages }, .. } if pages == &[1]
        ),
        "{:?}",
        reports[0].coverage
    );
    let invisible = append_signature_widget(&signed, [0, 0, 0, 0]);
    let reports = verify_pdf(&invisible, &pki.anchors()).unwrap();
    assert!(
        matches!(
            &reports[0].coverage,
            Coverage::Appended {
                pages: PageChanges::None,
                ..
            }
        ),
        "{:?}",
        reports[0].coverage
    );
}

/// Issue 33: an update appended after signing that replaces the signature's dictionary
/// (same signed bytes, same /Contents, another /Name and /Reason) showed the new name as the
/// signer's and "no page changed". The report shows what was signed and says it was
/// replaced.
#[test]
fn a_rewritten_signature_dictionary_shows_what_was_signed() {
    let pki = Pki::new(KeyKind::P256);
    let mut opts = options();
    opts.name = Some("Ada Analyst".into());
    let signed = sign_pdf(&sample_pdf(false), &pki.signer(), &opts).unwrap();
    let doc = Document::load_mem(&signed).unwrap();
    let sig_id = doc
        .objects
        .iter()
        .find(|(_, o)| o.as_dict().is_ok_and(|d| d.has(b"ByteRange")))
        .map(|(id, _)| *id)
        .unwrap();
    let mut inc = lopdf::IncrementalDocument::create_from(signed.clone(), doc);
    inc.opt_clone_object_to_new_document(sig_id).unwrap();
    let sig = inc
        .new_document
        .get_object_mut(sig_id)
        .and_then(Object::as_dict_mut)
        .unwrap();
    sig.set("Name", Object::string_literal("Chief Financial Officer"));
    sig.set("Reason", Object::string_literal("Approved by the board"));
    let mut rewritten = Vec::new();
    inc.save_to(&mut rewritten).unwrap();

    let reports = verify_pdf(&rewritten, &pki.anchors()).unwrap();
    assert_eq!(reports.len(), 1, "{reports:#?}");
    let r = &reports[0];
    assert_eq!(r.name.as_deref(), Some("Ada Analyst"), "{r:#?}");
    assert_eq!(
        r.reason.as_deref(),
        Some("Freigabe der Empfehlung"),
        "{r:#?}"
    );
    assert!(r.is_intact(), "{r:#?}");
    assert!(
        matches!(
            r.coverage,
            Coverage::Appended {
                rewritten: true,
                ..
            }
        ),
        "{:?}",
        r.coverage
    );
}

/// Issue 33: verify was quadratic in repeated `/ByteRange` strings (730 KB: 20 s). A 5 MB
/// file of 200,000 of them is refused by count when they are readable and distinct, and
/// reported in a bounded list when they are not; `cargo bench -p gpucase-sign` times both.
#[test]
fn two_hundred_thousand_byte_ranges_are_bounded() {
    let pki = Pki::new(KeyKind::P256);
    let signed = sign_pdf(&sample_pdf(false), &pki.signer(), &options()).unwrap();
    let flood = |line: &dyn Fn(usize) -> String| {
        let mut pdf = signed.clone();
        for i in 0..200_000 {
            pdf.extend_from_slice(line(i).as_bytes());
        }
        pdf
    };
    let readable = flood(&|i| format!("%/ByteRange [0 {} {} 9]\n", i + 1, i + 3));
    assert!(readable.len() > 4_000_000, "{}", readable.len());
    match verify_pdf(&readable, &pki.anchors()) {
        Err(gpucase_sign::VerifyError::TooManySignatures { found, limit }) => {
            assert!(found > 100_000, "{found}");
            assert_eq!(limit, gpucase_sign::MAX_SIGNATURES);
        }
        other => panic!("expected too many signatures, got {other:?}"),
    }
    let unreadable = flood(&|i| format!("%/ByteRange [0 -{i} 1 2] padding\n"));
    let reports = verify_pdf(&unreadable, &pki.anchors()).unwrap();
    // The unreadable ones are reported up to the bound, beside the readable ones.
    assert!(
        reports.len() <= 2 * gpucase_sign::MAX_SIGNATURES,
        "{}",
        reports.len()
    );
    assert!(reports.iter().all(|r| !r.is_exact()));
}

/// Replaces `from` (first occurrence after `after`) by `to` of the same length.
fn replace_same_len(pdf: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    assert_eq!(from.len(), to.len());
    let at = pdf.windows(from.len()).rposition(|w| w == from).unwrap();
    let mut out = pdf.to_vec();
    out[at..at + to.len()].copy_from_slice(to);
    out
}

#[test]
fn hostile_files_are_reported_not_trusted() {
    let pki = Pki::new(KeyKind::P256);
    let original = sample_pdf(false);
    let signed = sign_pdf(&original, &pki.signer(), &options()).unwrap();
    let anchors = pki.anchors();
    let range_at = find_last(&signed, b"/ByteRange [").unwrap() + b"/ByteRange ".len();
    let range_end = range_at + signed[range_at..].iter().position(|&b| b == b']').unwrap() + 1;
    let range = signed[range_at..range_end].to_vec();
    let with_range = |text: &str| {
        let mut padded = text.as_bytes().to_vec();
        padded.resize(range.len(), b' ');
        replace_same_len(&signed, &range, &padded)
    };
    let contents_at = find_last(&signed, b"/Contents <").unwrap() + b"/Contents <".len();
    let mut garbage_contents = signed.clone();
    garbage_contents[contents_at..contents_at + 8].copy_from_slice(b"GARBAGE!");
    let mut random_contents = signed.clone();
    for (i, b) in random_contents[contents_at..contents_at + 200]
        .iter_mut()
        .enumerate()
    {
        *b = b"0123456789ABCDEF"[(i * 7 + 3) % 16];
    }
    // A trailer whose /Prev points at its own cross-reference section.
    let mut looping = original.clone();
    let xref_at = looping.len();
    looping.extend_from_slice(
        format!("xref\n0 1\n0000000000 65535 f \ntrailer\n<</Size 7/Root 6 0 R/Prev {xref_at}>>\nstartxref\n{xref_at}\n%%EOF\n")
            .as_bytes(),
    );

    let cases: Vec<(&str, Vec<u8>, Option<&str>)> = vec![
        (
            "truncated in the middle",
            signed[..signed.len() / 2].to_vec(),
            None,
        ),
        (
            "truncated before %%EOF",
            signed[..signed.len() - 7].to_vec(),
            None,
        ),
        (
            "range past the end",
            with_range("[0 100 200 999999999]"),
            Some("/ByteRange"),
        ),
        (
            "negative range",
            with_range("[0 -5 200 300]"),
            Some("/ByteRange"),
        ),
        (
            "range not framing /Contents",
            with_range("[0 10 20 30]"),
            Some("/ByteRange"),
        ),
        (
            "range of three numbers",
            with_range("[0 10 20]"),
            Some("/ByteRange"),
        ),
        ("garbage in /Contents", garbage_contents, Some("/Contents")),
        (
            "random hex in /Contents",
            random_contents,
            Some("/Contents"),
        ),
        ("cross-reference loop", looping, None),
        ("a header only", b"%PDF-1.7\n".to_vec(), None),
        (
            "zeros",
            [b"%PDF-1.7\n".to_vec(), vec![0; 4096]].concat(),
            None,
        ),
    ];
    for (label, pdf, reason) in cases {
        let started = std::time::Instant::now();
        let reports = verify_pdf(&pdf, &anchors).unwrap();
        assert!(
            started.elapsed().as_secs() < 10,
            "{label}: took {:?}",
            started.elapsed()
        );
        assert!(
            reports.iter().all(|r| !r.is_exact()),
            "{label}: {reports:#?}"
        );
        if let Some(part) = reason {
            let Some(first) = reports.first() else {
                panic!("{label}: no signature found")
            };
            let text = format!("{:?}", first.integrity);
            assert!(text.contains(part), "{label}: {text}");
        }
        // Signing a broken file is refused with a reason, not a panic.
        if label.starts_with("truncated") {
            assert!(
                sign_pdf(&pdf, &pki.signer(), &options()).is_err(),
                "{label}"
            );
        }
    }
    assert!(verify_pdf(b"", &anchors).is_err());
    assert!(verify_pdf(b"GIF89a", &anchors).is_err());
    let err = sign_pdf(b"not a pdf", &pki.signer(), &options()).unwrap_err();
    assert!(err.to_string().contains("cannot read the PDF"), "{err}");
}

/// Issues a certificate for `subject` with key `key` (made if missing) under `issuer`,
/// with the extensions in `extensions` (an openssl extension file's text).
fn issue(pki: &Pki, name: &str, subject: &str, issuer: &str, extensions: &str) {
    let d = pki.dir.path();
    let key = format!("{name}.key");
    if !d.join(&key).exists() {
        must(
            "openssl",
            &[
                "genpkey",
                "-algorithm",
                "EC",
                "-pkeyopt",
                "ec_paramgen_curve:P-256",
                "-out",
                &key,
            ],
            d,
        );
    }
    std::fs::write(d.join(format!("{name}.cnf")), extensions).unwrap();
    let csr = format!("{name}.csr");
    must(
        "openssl",
        &[
            "req", "-new", "-key", &key, "-utf8", "-subj", subject, "-out", &csr,
        ],
        d,
    );
    let (ca, ca_key) = (format!("{issuer}.pem"), format!("{issuer}.key"));
    let (cnf, pem) = (format!("{name}.cnf"), format!("{name}.pem"));
    must(
        "openssl",
        &[
            "x509",
            "-req",
            "-in",
            &csr,
            "-CA",
            &ca,
            "-CAkey",
            &ca_key,
            "-set_serial",
            "77",
            "-days",
            "8000",
            "-sha256",
            "-extfile",
            &cnf,
            "-out",
            &pem,
        ],
        d,
    );
}

/// What `verify_pdf` says of trust for a PDF signed with key `leaf` and the certificates
/// `chain` (the leaf's first), with the test root as the only anchor.
fn trust_of(pki: &Pki, leaf: &str, chain: &[&str], anchor: &str) -> Trust {
    let mut certificates = Vec::new();
    for name in chain {
        certificates.extend(pki.read(&format!("{name}.pem")));
    }
    let signer = Signer::from_pem(&pki.read(&format!("{leaf}.key")), &certificates, None).unwrap();
    let signed = sign_pdf(&sample_pdf(false), &signer, &options()).unwrap();
    let anchors = TrustAnchor::from_pem(&pki.read(&format!("{anchor}.pem"))).unwrap();
    let reports = verify_pdf(&signed, &anchors).unwrap();
    assert_eq!(reports.len(), 1);
    assert!(reports[0].is_intact(), "{:?}", reports[0]);
    reports[0].trust.clone()
}

/// Asserts that trust was refused for the reason `why`.
fn assert_refused(trust: Trust, why: &str) {
    match trust {
        Trust::NotTrusted { reason } => {
            let words = reason.to_string();
            assert!(words.contains(why), "{words}");
        }
        other => panic!("expected trust refused ({why}), got {other:?}"),
    }
}

#[test]
fn the_trust_check_applies_key_usage_and_path_length() {
    let pki = Pki::new(KeyKind::P256);
    let leaf = "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n";
    let ca = "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n";

    // A chain through an intermediate CA is trusted: the control for the cases below.
    issue(&pki, "int", "/CN=Good Intermediate", "ca", ca);
    issue(&pki, "signer", "/CN=Signer", "int", leaf);
    let trust = trust_of(&pki, "signer", &["signer", "int"], "ca");
    assert!(matches!(trust, Trust::Trusted { .. }), "{trust:?}");

    // A certificate for key exchange only may not sign documents.
    issue(
        &pki,
        "encipher",
        "/CN=Key Exchange Only",
        "ca",
        "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,keyEncipherment\n",
    );
    assert_refused(
        trust_of(&pki, "encipher", &["encipher"], "ca"),
        "may not sign documents",
    );
    // Issue 33: such a certificate signed without a word. The signer now says what a
    // validator will hold against it, and when it is expired or not yet valid at the
    // signing time (the certificate is issued the day the test runs, for 8,000 days: the
    // times below lie inside and on either side of that).
    let read = |f: &str| std::fs::read(pki.path(f)).unwrap();
    let encipher = Signer::from_pem(&read("encipher.key"), &read("encipher.pem"), None).unwrap();
    // Inside the 8,000 days from whatever day openssl issued it on (2018 to 2040).
    let now: jiff::Timestamp = "2040-01-01T00:00:00Z".parse().unwrap();
    assert_eq!(
        encipher.warnings(now),
        vec![gpucase_sign::CertificateWarning::MayNotSign]
    );
    let good = Signer::from_pem(&read("signer.key"), &read("signer.pem"), None).unwrap();
    assert_eq!(good.warnings(now), vec![]);
    let later: jiff::Timestamp = "2100-01-01T00:00:00Z".parse().unwrap();
    assert!(matches!(
        good.warnings(later).as_slice(),
        [gpucase_sign::CertificateWarning::Expired { .. }]
    ));
    let earlier: jiff::Timestamp = "2000-01-01T00:00:00Z".parse().unwrap();
    assert!(matches!(
        good.warnings(earlier).as_slice(),
        [gpucase_sign::CertificateWarning::NotYetValid { .. }]
    ));

    // An intermediate that is a CA but may not sign certificates.
    issue(
        &pki,
        "nosign",
        "/CN=Intermediate Without Certificate Signing",
        "ca",
        "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,digitalSignature\n",
    );
    issue(&pki, "under_nosign", "/CN=Signer Under It", "nosign", leaf);
    assert_refused(
        trust_of(&pki, "under_nosign", &["under_nosign", "nosign"], "ca"),
        "may not sign certificates",
    );

    // A root that allows no CA below it, and a chain with one.
    std::fs::write(
        pki.path("root0.cnf"),
        "basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign\n",
    )
    .unwrap();
    let d = pki.dir.path();
    must(
        "openssl",
        &[
            "ecparam",
            "-name",
            "prime256v1",
            "-genkey",
            "-noout",
            "-out",
            "root0.key",
        ],
        d,
    );
    must(
        "openssl",
        &[
            "req",
            "-new",
            "-key",
            "root0.key",
            "-subj",
            "/CN=Root Allowing No Intermediate",
            "-out",
            "root0.csr",
        ],
        d,
    );
    must(
        "openssl",
        &[
            "x509",
            "-req",
            "-in",
            "root0.csr",
            "-signkey",
            "root0.key",
            "-days",
            "8000",
            "-sha256",
            "-extfile",
            "root0.cnf",
            "-set_serial",
            "2",
            "-out",
            "root0.pem",
        ],
        d,
    );
    issue(&pki, "int0", "/CN=Intermediate Too Many", "root0", ca);
    issue(
        &pki,
        "under_int0",
        "/CN=Signer Two Levels Down",
        "int0",
        leaf,
    );
    assert_refused(
        trust_of(&pki, "under_int0", &["under_int0", "int0"], "root0"),
        "allows 0 CA certificate",
    );
    // Directly under that root, a signer is trusted.
    issue(
        &pki,
        "under_root0",
        "/CN=Signer Directly Under",
        "root0",
        leaf,
    );
    let trust = trust_of(&pki, "under_root0", &["under_root0"], "root0");
    assert!(matches!(trust, Trust::Trusted { .. }), "{trust:?}");
}

/// A one-page PDF whose text font is embedded, as the report's are: a DejaVu Sans subset
/// through `gpucase-pdffont`, the crate the report writes its fonts with.
fn embedded_font_pdf() -> Vec<u8> {
    let face = gpucase_pdffont::dejavu_sans();
    let text = "Rent or buy: the recommendation";
    let mut subset = gpucase_pdffont::Subset::new();
    let hex: String = text
        .chars()
        .map(|c| format!("{:04X}", subset.add(face, c).unwrap()))
        .collect();
    let mut doc = Document::with_version("1.7");
    let pages_id = doc.new_object_id();
    let font_id = gpucase_pdffont::embed(face, &subset, |o| doc.add_object(o)).unwrap();
    let content = format!("BT /F1 14 Tf 72 760 Td <{hex}> Tj ET");
    let content_id = doc.add_object(Stream::new(Dictionary::new(), content.into_bytes()));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
        "Resources" => dictionary! { "Font" => dictionary! { "F1" => font_id } },
        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(
            dictionary! { "Type" => "Pages", "Count" => 1, "Kids" => vec![page_id.into()] },
        ),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    doc.compress();
    let mut out = Vec::new();
    doc.save_to(&mut out).unwrap();
    out
}

/// The `bfchar` targets of a `ToUnicode` CMap, as characters.
fn cmap_characters(cmap: &str) -> Vec<char> {
    let mut out = Vec::new();
    let mut in_bfchar = false;
    for line in cmap.lines() {
        match line.trim() {
            l if l.ends_with("beginbfchar") => in_bfchar = true,
            "endbfchar" => in_bfchar = false,
            l if in_bfchar => {
                let target = l.rsplit('<').next().unwrap().trim_end_matches('>');
                let units: Vec<u16> = (0..target.len() / 4)
                    .map(|i| u16::from_str_radix(&target[4 * i..4 * i + 4], 16).unwrap())
                    .collect();
                out.extend(char::decode_utf16(units).map(Result::unwrap));
            }
            _ => {}
        }
    }
    out
}

#[test]
fn a_central_european_name_is_drawn_in_an_embedded_font_with_a_unicode_map() {
    let pki = Pki::new(KeyKind::P256);
    let leaf_extensions = String::from_utf8(pki.read("leaf.cnf")).unwrap();
    issue(
        &pki,
        "polish",
        "/O=Przykład sp. z o.o./CN=Łukasz Żółć-Dvořák",
        "ca",
        &leaf_extensions,
    );
    let signer = Signer::from_pem(&pki.read("polish.key"), &pki.read("polish.pem"), None).unwrap();
    assert_eq!(signer.name(), "Łukasz Żółć-Dvořák");
    let mut options = SignOptions::new(SIGNED_AT.parse().unwrap());
    options.lines = vec![
        "Podpisano cyfrowo przez Łukasz Żółć-Dvořák".into(),
        "Data: 2026-11-30 08:30 UTC".into(),
    ];
    let signed = sign_pdf(&embedded_font_pdf(), &signer, &options).unwrap();

    // Every validator accepts it, as any other signed file.
    let verdict = judge(&pki, &signed, "polish.pdf");
    assert!(verdict.accepts(), "{verdict:?}");

    // pdffonts: every font embedded, the block's one among them.
    let listing = must("pdffonts", &["polish.pdf"], pki.dir.path());
    let rows: Vec<Vec<&str>> = listing
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 2, "the page's font and the block's:\n{listing}");
    for row in &rows {
        // name, type (one or two words), encoding, emb, sub, uni, object number, generation
        let emb = row[row.len() - 5];
        let uni = row[row.len() - 3];
        assert_eq!((emb, uni), ("yes", "yes"), "{listing}");
        assert!(row[0].ends_with("+DejaVuSans"), "{listing}");
    }

    // The appearance stream's font, read with lopdf: a Type 0 font whose ToUnicode map
    // gives back the letters WinAnsi lacks.
    let doc = Document::load_mem(&signed).unwrap();
    let widget = doc
        .objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .find(|d| d.get(b"FT").and_then(Object::as_name).ok() == Some(b"Sig"))
        .unwrap();
    let ap = widget.get(b"AP").unwrap().as_dict().unwrap();
    let normal = doc
        .get_object(ap.get(b"N").unwrap().as_reference().unwrap())
        .unwrap()
        .as_stream()
        .unwrap();
    let resources = normal.dict.get(b"Resources").unwrap().as_dict().unwrap();
    let fonts = resources.get(b"Font").unwrap().as_dict().unwrap();
    let font = doc
        .get_dictionary(fonts.get(b"F1").unwrap().as_reference().unwrap())
        .unwrap();
    assert_eq!(font.get(b"Subtype").unwrap().as_name().unwrap(), b"Type0");
    let cmap = doc
        .get_object(font.get(b"ToUnicode").unwrap().as_reference().unwrap())
        .unwrap()
        .as_stream()
        .unwrap();
    let cmap = cmap
        .decompressed_content()
        .unwrap_or_else(|_| cmap.content.clone());
    let characters = cmap_characters(&String::from_utf8(cmap).unwrap());
    for c in ['Ł', 'Ż', 'ř', 'ó', 'ć', 'á'] {
        assert!(characters.contains(&c), "{c} missing from {characters:?}");
    }
    // Exactly the block's characters: nothing but what its two lines draw.
    let mut expected: Vec<char> = options.lines.concat().chars().collect();
    expected.sort_unstable();
    expected.dedup();
    let mut mapped = characters.clone();
    mapped.sort_unstable();
    assert_eq!(mapped, expected);
    // The block draws the name's glyphs from the font, no `?` stands in for a letter.
    assert!(!characters.contains(&'?'));
}

#[test]
fn a_font_file_that_is_no_font_is_a_clear_error() {
    let pki = Pki::new(KeyKind::P256);
    let mut options = options();
    options.font = BlockFont::TrueType(b"%PDF-1.7 not a font".to_vec().into());
    let err = sign_pdf(&sample_pdf(false), &pki.signer(), &options).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("cannot embed the signature block's font: the block's font: the font file cannot be read"),
        "{err}"
    );
}

#[test]
fn a_font_of_the_callers_choice_is_embedded_in_its_place() {
    let pki = Pki::new(KeyKind::P256);
    let mut options = options();
    options.font = BlockFont::TrueType(gpucase_pdffont::DEJAVU_SANS_BOLD.into());
    let signed = sign_pdf(&embedded_font_pdf(), &pki.signer(), &options).unwrap();
    let verdict = judge(&pki, &signed, "bold.pdf");
    assert!(verdict.accepts(), "{verdict:?}");
    let listing = must("pdffonts", &["bold.pdf"], pki.dir.path());
    let names: Vec<&str> = listing
        .lines()
        .skip(2)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(names.len(), 2, "{listing}");
    assert!(names[0].ends_with("+DejaVuSans"), "{listing}");
    assert!(names[1].ends_with("+DejaVuSans-Bold"), "{listing}");
    assert!(
        listing.lines().skip(2).all(|l| l.contains(" yes yes yes ")),
        "{listing}"
    );
}
