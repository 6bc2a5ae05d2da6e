//! Scenario files end to end through the real `gpucase` binary, a real SQLite store file,
//! keys the real `openssl` made, and the real `sqlite3` shell checking the store after the
//! process was killed: round trip, signatures, hostile files, no local paths, and SIGKILL
//! during import and export.

#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/enterprise-assistant.gpucase"
);
const V1_METRICS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/scenario/v1-with-metrics.gpucase"
);
const CASE_ID: &str = "enterprise-assistant";

fn command(args: &[&str], store: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpucase"));
    cmd.args(args)
        .env_remove("GPUCASE_LANG")
        .env_remove("GPUCASE_SIGN_PASSWORD")
        .env("GPUCASE_STORE", store);
    cmd
}

fn gpucase(args: &[&str], store: &Path) -> Output {
    command(args, store).output().unwrap()
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn ok(args: &[&str], store: &Path) -> String {
    let out = gpucase(args, store);
    assert!(out.status.success(), "{args:?}: {}", text(&out));
    text(&out)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Runs the real `sqlite3` shell on the store and returns its output, trimmed.
fn sqlite(store: &Path, sql: &str) -> String {
    let out = Command::new("sqlite3")
        .arg(store)
        .arg(sql)
        .output()
        .unwrap_or_else(|e| panic!("sqlite3 cannot be run ({e}): apt-get install sqlite3"));
    assert!(
        out.status.success(),
        "sqlite3 {sql}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// Everything the store holds of cases, for before/after comparisons.
fn store_state(store: &Path) -> String {
    sqlite(
        store,
        "SELECT id, current_version FROM cases ORDER BY id; \
         SELECT case_id, version, sha256 FROM case_versions ORDER BY case_id, version;",
    )
}

/// A root CA and an ECDSA P-256 signer under it (PEM, unencrypted), made by openssl.
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

fn pki(d: &Path) {
    std::fs::write(
        d.join("leaf.cnf"),
        "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\n",
    )
    .unwrap();
    let ec = [
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:P-256",
        "-nodes",
    ];
    let runs: Vec<Vec<&str>> = vec![
        [
            &["req", "-x509"][..],
            &ec,
            &[
                "-keyout",
                "ca.key",
                "-out",
                "ca.pem",
                "-days",
                "8000",
                "-subj",
                "/CN=Example Root CA",
                "-addext",
                "basicConstraints=critical,CA:TRUE",
                "-addext",
                "keyUsage=critical,keyCertSign,cRLSign",
            ],
        ]
        .concat(),
        [
            &["req"][..],
            &ec,
            &[
                "-keyout",
                "leaf.key",
                "-out",
                "leaf.csr",
                "-subj",
                "/CN=Ada Analyst/O=Example GmbH",
            ],
        ]
        .concat(),
        vec![
            "x509",
            "-req",
            "-in",
            "leaf.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-set_serial",
            "42",
            "-days",
            "8000",
            "-extfile",
            "leaf.cnf",
            "-out",
            "leaf.pem",
        ],
        // A second, self-signed identity that no anchor trusts.
        [
            &["req", "-x509"][..],
            &ec,
            &[
                "-keyout",
                "other.key",
                "-out",
                "other.pem",
                "-days",
                "8000",
                "-subj",
                "/CN=Mallory",
            ],
        ]
        .concat(),
    ];
    for args in runs {
        let out = openssl(&args)
            .current_dir(d)
            .output()
            .unwrap_or_else(|e| panic!("openssl (through faketime) cannot be run ({e})"));
        assert!(
            out.status.success(),
            "openssl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The example imported into a fresh store and exported once: the scenario file.
fn exported_example(d: &Path, name: &str, sign: &[&str]) -> (PathBuf, PathBuf) {
    let store = d.join(format!("{name}.sqlite"));
    ok(&["case", "import", EXAMPLE], &store);
    let file = d.join(format!("{name}.gpucase"));
    let mut args = vec!["case", "export", CASE_ID, "-o", s(&file)];
    args.extend_from_slice(sign);
    ok(&args, &store);
    (file, store)
}

#[test]
fn export_import_export_gives_the_same_bytes_and_the_same_figures() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (first, _) = exported_example(d, "a", &[]);
    let fresh = d.join("fresh.sqlite");
    let imported = ok(&["case", "import", s(&first)], &fresh);
    assert!(
        imported.contains("new case enterprise-assistant (version 1)"),
        "{imported}"
    );
    assert!(imported.contains("unsigned"), "{imported}");
    assert!(
        imported.contains("computes the same figures as the file (gpucase 0.1.0)"),
        "{imported}"
    );
    let second = d.join("second.gpucase");
    ok(&["case", "export", CASE_ID, "-o", s(&second)], &fresh);
    assert_eq!(
        std::fs::read(&first).unwrap(),
        std::fs::read(&second).unwrap()
    );

    let tco = |file: &str| ok(&["tco", file, "--json"], &fresh);
    let from_first = tco(s(&first));
    assert_eq!(from_first, tco(s(&second)));
    // And the figures are those of the case file the analyst started from.
    assert_eq!(from_first, tco(EXAMPLE));
    assert!(from_first.contains("\"recommendation\""), "{from_first}");

    // Importing the same file again is a new version, never an overwrite.
    let again = ok(&["case", "import", s(&first)], &fresh);
    assert!(
        again.contains("version 2 of case enterprise-assistant"),
        "{again}"
    );
    assert_eq!(
        sqlite(&fresh, "SELECT count(*) FROM case_versions"),
        "2",
        "{again}"
    );
}

#[test]
fn an_older_file_imports_through_the_migration_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store.sqlite");
    let out = ok(&["case", "import", V1_METRICS], &store);
    assert!(out.contains("older format gpucase/1"), "{out}");
    assert!(out.contains("carries none to compare"), "{out}");
    // The metrics (hourly aggregates, quality summary) survive into the next export.
    let file = dir.path().join("out.gpucase");
    ok(&["case", "export", CASE_ID, "-o", s(&file)], &store);
    let written: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    let original: serde_json::Value =
        serde_json::from_slice(&std::fs::read(V1_METRICS).unwrap()).unwrap();
    assert_eq!(written["case"]["metrics"], original["metrics"]);
    assert!(written["case"]["metrics"]["summary"]["data_quality"].is_object());
}

#[test]
fn a_signed_file_verifies_breaks_on_any_change_and_survives_reformatting() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    pki(d);
    let key = d.join("leaf.key");
    let cert = d.join("leaf.pem");
    let ca = d.join("ca.pem");
    let (signed, store) = exported_example(d, "signed", &["--key", s(&key), "--cert", s(&cert)]);
    let text_of = |p: &Path| std::fs::read_to_string(p).unwrap();
    assert!(text_of(&signed).contains("\"signature\": {\n    \"cms\": \""));

    let verify = |file: &Path, trust: bool| {
        let mut args = vec!["case", "verify", s(file)];
        if trust {
            args.extend(["--trust", s(&ca)]);
        }
        gpucase(&args, &store)
    };
    let good = verify(&signed, true);
    let out = text(&good);
    assert!(good.status.success(), "{out}");
    for expected in ["Ada Analyst", "Intact: yes", "Trusted: yes", "Verified"] {
        assert!(out.contains(expected), "{expected:?} not in {out}");
    }
    // An independent check: openssl verifies the detached CMS over the canonical form made
    // by Python's json (sorted keys, no whitespace, UTF-8 as is), which for these documents
    // (ASCII member names, no floats) is the RFC 8785 form.
    let script = "import json,base64,sys\n\
        d=json.load(open(sys.argv[1]))\n\
        open('sig.der','wb').write(base64.b64decode(d.pop('signature')['cms']))\n\
        open('content.json','w',encoding='utf-8').write(json.dumps(d,sort_keys=True,separators=(',',':'),ensure_ascii=False))\n";
    let split = Command::new("python3")
        .args(["-c", script, s(&signed)])
        .current_dir(d)
        .output()
        .unwrap();
    assert!(split.status.success(), "{}", text(&split));
    let openssl = Command::new("openssl")
        .args([
            "cms",
            "-verify",
            "-binary",
            "-inform",
            "DER",
            "-in",
            "sig.der",
            "-content",
            "content.json",
            "-CAfile",
            s(&ca),
            "-purpose",
            "any",
            "-out",
            "/dev/null",
        ])
        .current_dir(d)
        .output()
        .unwrap();
    assert!(
        openssl.status.success(),
        "openssl cms -verify: {}",
        text(&openssl)
    );
    assert!(
        text(&openssl).contains("Verification successful"),
        "{}",
        text(&openssl)
    );

    // `gpucase verify` takes a scenario file as well as a PDF.
    assert!(
        gpucase(&["verify", s(&signed), "--trust", s(&ca)], &store)
            .status
            .success()
    );

    // Reformatted: compact, and with CR LF line ends and tabs (raw newlines in a pretty
    // JSON text lie only between tokens), same values.
    let value: serde_json::Value = serde_json::from_str(&text_of(&signed)).unwrap();
    let compact = d.join("compact.gpucase");
    std::fs::write(&compact, serde_json::to_string(&value).unwrap()).unwrap();
    let wide = d.join("wide.gpucase");
    std::fs::write(&wide, text_of(&signed).replace('\n', "\r\n\t")).unwrap();
    for file in [&compact, &wide] {
        let out = verify(file, true);
        assert!(out.status.success(), "{}: {}", file.display(), text(&out));
    }

    // Any changed value breaks it: an input, a result, the computing version.
    for (from, to) in [
        ("\"rate\": \"0.86\"", "\"rate\": \"0.87\""),
        (
            "\"total_cost\": \"789287.6000\"",
            "\"total_cost\": \"689287.6000\"",
        ),
        (
            "\"computed_by\": \"gpucase 0.1.0\"",
            "\"computed_by\": \"gpucase 9.9.9\"",
        ),
        ("\"name\": \"Enterprise", "\"name\": \"Small enterprise"),
    ] {
        let original = text_of(&signed);
        assert!(original.contains(from), "{from}");
        let changed = d.join("changed.gpucase");
        std::fs::write(&changed, original.replacen(from, to, 1)).unwrap();
        let out = verify(&changed, false);
        assert_eq!(out.status.code(), Some(1), "{from}: {}", text(&out));
        assert!(
            text(&out).contains("changed after signing"),
            "{from}: {}",
            text(&out)
        );
    }

    // Without --trust: intact, trust not checked; with a foreign anchor: not trusted.
    let untrusted = verify(&signed, false);
    assert!(untrusted.status.success(), "{}", text(&untrusted));
    let other = gpucase(
        &[
            "case",
            "verify",
            s(&signed),
            "--trust",
            s(&d.join("other.pem")),
        ],
        &store,
    );
    assert_eq!(other.status.code(), Some(1), "{}", text(&other));
    assert!(text(&other).contains("Trusted: no"), "{}", text(&other));

    // Importing shows who signed.
    let fresh = d.join("fresh.sqlite");
    let imported = ok(&["case", "import", s(&compact), "--trust", s(&ca)], &fresh);
    assert!(imported.contains("signed by Ada Analyst"), "{imported}");
    assert!(imported.contains("Trusted: yes"), "{imported}");

    // Issue 16, item 9: with --trust, a file its anchors do not vouch for printed
    // "Trusted: no" and was imported anyway. It is refused, nothing stored, unless the
    // analyst says --accept-untrusted.
    let other_anchor = d.join("other.pem");
    let wary = d.join("wary.sqlite");
    let refused = gpucase(
        &["case", "import", s(&compact), "--trust", s(&other_anchor)],
        &wary,
    );
    assert_eq!(refused.status.code(), Some(1), "{}", text(&refused));
    assert!(
        text(&refused).contains("not imported: the signature is intact but not trusted"),
        "{}",
        text(&refused)
    );
    let (unsigned, _) = exported_example(d, "plain", &[]);
    let refused = gpucase(&["case", "import", s(&unsigned), "--trust", s(&ca)], &wary);
    assert_eq!(refused.status.code(), Some(1), "{}", text(&refused));
    assert!(
        text(&refused).contains("not imported: the file is not signed"),
        "{}",
        text(&refused)
    );
    let no_case = gpucase(&["case", "list"], &wary);
    assert_eq!(text(&no_case).trim(), "", "nothing was stored");
    let accepted = ok(
        &[
            "case",
            "import",
            s(&compact),
            "--trust",
            s(&other_anchor),
            "--accept-untrusted",
        ],
        &wary,
    );
    assert!(accepted.contains("Trusted: no"), "{accepted}");
    assert!(
        accepted.contains("new case enterprise-assistant (version 1)"),
        "{accepted}"
    );

    // An unsigned file verifies as unsigned, with status 1.
    let out = verify(&unsigned, false);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out).contains("unsigned"), "{}", text(&out));
}

/// Hostile files, each refused by `case import` with one line naming the file and the
/// fault, the store unchanged.
#[test]
fn hostile_files_are_refused_and_store_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    pki(d);
    let key = d.join("leaf.key");
    let cert = d.join("leaf.pem");
    let (signed, _) = exported_example(d, "signed", &["--key", s(&key), "--cert", s(&cert)]);
    let signed_text = std::fs::read_to_string(&signed).unwrap();
    let (plain, _) = exported_example(d, "plain", &[]);
    let plain_text = std::fs::read_to_string(&plain).unwrap();
    let cms_of = |t: &str| {
        let v: serde_json::Value = serde_json::from_str(t).unwrap();
        v["signature"]["cms"].as_str().unwrap().to_owned()
    };
    let cms = cms_of(&signed_text);
    // Mallory's own signature over different content, grafted onto this file.
    let (mallory, _) = exported_example(
        d,
        "mallory",
        &[
            "--key",
            s(&d.join("other.key")),
            "--cert",
            s(&d.join("other.pem")),
        ],
    );
    let other_cms = cms_of(&std::fs::read_to_string(&mallory).unwrap());
    let with_signature = |t: &str, c: &str| {
        t.replacen(
            "\n}\n",
            &format!(",\n  \"signature\": {{\n    \"cms\": \"{c}\"\n  }}\n}}\n"),
            1,
        )
    };
    // Flip one base64 character inside the CMS signature value (near its end).
    let mut forged_cms = cms.clone().into_bytes();
    let at = forged_cms.len() - 10;
    forged_cms[at] = if forged_cms[at] == b'A' { b'B' } else { b'A' };
    let forged_cms = String::from_utf8(forged_cms).unwrap();

    let variants: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "not-json",
            b"PK\x03\x04 a zip, not JSON".to_vec(),
            "line 1, column 1",
        ),
        ("not-utf8", vec![0x7b, 0xff, 0xfe, 0x7d], "not UTF-8"),
        (
            "deep",
            format!("{}{}", "[".repeat(50_000), "]".repeat(50_000)).into_bytes(),
            "nested more than 32 levels",
        ),
        (
            "huge-string",
            plain_text
                .replacen(
                    "\"description\": \"",
                    &format!("\"description\": \"{}", "A".repeat(2 << 20)),
                    1,
                )
                .into_bytes(),
            "case.description (line 7",
        ),
        (
            "huge-array",
            plain_text
                .replacen(
                    "\"shortlist\": [",
                    &format!("\"shortlist\": [{}", "{},".repeat(250_000)),
                    1,
                )
                .into_bytes(),
            "case.shortlist (line",
        ),
        (
            "too-large",
            format!(
                "{{\"format\": \"gpucase/3\", \"pad\": \"{}\"}}",
                "x".repeat(17 << 20)
            )
            .into_bytes(),
            "more than a case file can be",
        ),
        (
            "number-out-of-range",
            plain_text
                .replacen("\"gpus\": 8,", "\"gpus\": 1e999,", 1)
                .into_bytes(),
            "number out of range",
        ),
        (
            "integer-too-big",
            plain_text
                .replacen("\"gpus\": 8,", "\"gpus\": 99999999999,", 1)
                .into_bytes(),
            "case.workload.gpus (line",
        ),
        (
            "wrong-type",
            plain_text
                .replacen("\"gpus\": 8,", "\"gpus\": \"eight\",", 1)
                .into_bytes(),
            "case.workload.gpus (line",
        ),
        (
            "future-version",
            plain_text
                .replacen("\"gpucase/3\"", "\"gpucase/4\"", 1)
                .into_bytes(),
            "format gpucase/4, newer than this gpucase reads (gpucase/3)",
        ),
        (
            "changed-after-signing",
            signed_text
                .replacen("\"rate\": \"0.86\"", "\"rate\": \"0.87\"", 1)
                .into_bytes(),
            "(the content changed after it was signed); nothing was imported",
        ),
        (
            "forged-signature",
            with_signature(&plain_text, &forged_cms).into_bytes(),
            "does not match the content",
        ),
        (
            "signature-over-other-content",
            with_signature(&plain_text.replacen("\"0.86\"", "\"0.80\"", 1), &other_cms)
                .into_bytes(),
            "the content changed after it was signed",
        ),
        (
            "signature-not-cms",
            with_signature(&plain_text, "aGVsbG8gd29ybGQ=").into_bytes(),
            "unreadable: not a CMS ContentInfo",
        ),
        (
            "signature-not-base64",
            with_signature(&plain_text, "@@@ not base64").into_bytes(),
            "signature.cms is not base64",
        ),
    ];

    let store = d.join("store.sqlite");
    ok(&["case", "import", EXAMPLE], &store);
    let before = store_state(&store);
    for (name, bytes, expected) in variants {
        let file = d.join(format!("{name}.gpucase"));
        std::fs::write(&file, &bytes).unwrap();
        let out = gpucase(&["case", "import", s(&file)], &store);
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!out.status.success(), "{name}: imported: {}", text(&out));
        assert_eq!(err.lines().count(), 1, "{name}: not one line: {err}");
        assert!(err.contains(s(&file)), "{name}: file not named: {err}");
        assert!(err.contains(expected), "{name}: {expected:?} not in {err}");
        assert!(out.stdout.is_empty(), "{name}: {}", text(&out));
        assert_eq!(store_state(&store), before, "{name} changed the store");
    }
    assert_eq!(sqlite(&store, "PRAGMA integrity_check"), "ok");
}

#[test]
fn an_exported_file_holds_no_local_path_and_no_key() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    pki(d);
    let key = d.join("leaf.key");
    let (signed, store) = exported_example(
        d,
        "signed",
        &["--key", s(&key), "--cert", s(&d.join("leaf.pem"))],
    );
    let metrics_store = d.join("metrics.sqlite");
    ok(&["case", "import", V1_METRICS], &metrics_store);
    let with_metrics = d.join("metrics.gpucase");
    ok(
        &["case", "export", CASE_ID, "-o", s(&with_metrics)],
        &metrics_store,
    );
    let key_pem = std::fs::read_to_string(&key).unwrap();
    let key_line = key_pem.lines().nth(1).unwrap();
    let home = std::env::var("HOME").unwrap_or_else(|_| "/root".into());
    for file in [&signed, &with_metrics] {
        let text = std::fs::read_to_string(file).unwrap();
        for needle in [
            s(d),
            s(&store),
            home.as_str(),
            env!("CARGO_MANIFEST_DIR"),
            key_line,
            "PRIVATE KEY",
        ] {
            assert!(
                !text.contains(needle),
                "{} contains {needle:?}",
                file.display()
            );
        }
    }
}

/// A small deterministic generator (xorshift64*), so that a failing run can be repeated.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, limit: Duration) -> Duration {
        let micros = u64::try_from(limit.as_micros()).unwrap().max(1);
        Duration::from_micros(self.next() % micros)
    }
}

/// Runs `args` and kills it with SIGKILL after `delay` (unless it finished first); whether
/// it finished, and successfully.
fn run_and_kill(args: &[&str], store: &Path, delay: Duration) -> Run {
    let mut child = command(args, store)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(delay);
    let finished = child.try_wait().unwrap();
    // std's kill is SIGKILL on Unix.
    let _ = child.kill();
    child.wait().unwrap();
    match finished {
        None => Run::Killed,
        Some(status) => {
            assert!(status.success(), "{args:?} failed on its own: {status}");
            Run::Finished
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Run {
    Killed,
    Finished,
}

/// Whether the store has its tables: a run killed while creating the store can leave an
/// empty database file, which the next run migrates.
fn has_tables(store: &Path) -> bool {
    store.exists()
        && sqlite(
            store,
            "SELECT count(*) FROM sqlite_master WHERE name = 'case_versions'",
        ) == "1"
}

/// A large case: the example with a long description (about 900 KB, under the 1 MiB string
/// limit), to widen the window in which an import writes.
fn large_case(d: &Path) -> PathBuf {
    let example = std::fs::read_to_string(EXAMPLE).unwrap();
    let long = "Lorem ipsum dolor sit amet. ".repeat(32_000);
    let file = d.join("large.gpucase");
    std::fs::write(
        &file,
        example.replacen(
            "\"description\": \"",
            &format!("\"description\": \"{long}"),
            1,
        ),
    )
    .unwrap();
    file
}

#[test]
fn killing_an_import_at_random_points_leaves_all_of_it_or_none() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let case = large_case(d);
    // The document a complete import stores, from a run that is not killed.
    let reference = d.join("reference.sqlite");
    let started = Instant::now();
    ok(&["case", "import", s(&case)], &reference);
    let duration = started.elapsed();
    let document = sqlite(&reference, "SELECT sha256 FROM case_versions");

    let store = d.join("store.sqlite");
    let mut rng = Rng(0x5eed_0f9a_5eed);
    let (mut killed, mut finished) = (0, 0);
    let mut versions = 0u64;
    for i in 0..50 {
        // Delays spread over the whole run, start-up included, and a little past its end.
        let delay = rng.below(duration.mul_f32(1.2));
        let run = run_and_kill(&["case", "import", s(&case)], &store, delay);
        match run {
            Run::Finished => finished += 1,
            Run::Killed => killed += 1,
        }
        if store.exists() {
            assert_eq!(sqlite(&store, "PRAGMA integrity_check"), "ok", "run {i}");
        }
        if !has_tables(&store) {
            assert_eq!(run, Run::Killed, "run {i} finished without a store");
            assert_eq!(versions, 0, "run {i}: the store lost its tables");
            continue;
        }
        let count: u64 = sqlite(&store, "SELECT count(*) FROM case_versions")
            .parse()
            .unwrap();
        assert!(
            count == versions || count == versions + 1,
            "run {i}: {versions} versions before, {count} after"
        );
        if run == Run::Finished {
            assert_eq!(count, versions + 1, "run {i} finished but stored nothing");
        }
        versions = count;
        if count > 0 {
            let current = sqlite(
                &store,
                &format!("SELECT current_version FROM cases WHERE id = '{CASE_ID}'"),
            );
            assert_eq!(current, count.to_string(), "run {i}: current version");
            let shas = sqlite(&store, "SELECT DISTINCT sha256 FROM case_versions");
            assert_eq!(shas, document, "run {i}: a stored document differs");
            let intact = sqlite(
                &store,
                "SELECT count(*) FROM case_versions WHERE length(document) > 800000",
            );
            assert_eq!(intact, count.to_string(), "run {i}: a short document");
        } else {
            assert_eq!(sqlite(&store, "SELECT count(*) FROM cases"), "0", "run {i}");
        }
    }
    eprintln!(
        "import of {} bytes took {duration:?} unkilled; {killed} runs killed, {finished} finished, {versions} versions stored",
        std::fs::metadata(&case).unwrap().len()
    );
    assert!(
        killed >= 10,
        "too few runs were killed ({killed}) to test anything"
    );
}

#[test]
fn killing_an_export_leaves_the_old_file_or_the_whole_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let case = large_case(d);
    let store = d.join("store.sqlite");
    ok(&["case", "import", s(&case)], &store);
    let target = d.join("out.gpucase");
    let started = Instant::now();
    ok(&["case", "export", CASE_ID, "-o", s(&target)], &store);
    let duration = started.elapsed();
    let complete = std::fs::read(&target).unwrap();
    let old = b"the previous file".to_vec();

    let mut rng = Rng(0x0ec5_9031);
    let mut killed = 0;
    for i in 0..30 {
        std::fs::write(&target, &old).unwrap();
        let delay = rng.below(duration.mul_f32(1.2));
        let run = run_and_kill(
            &["case", "export", CASE_ID, "-o", s(&target)],
            &store,
            delay,
        );
        if run == Run::Killed {
            killed += 1;
        }
        let now = std::fs::read(&target).unwrap();
        if run == Run::Finished {
            assert_eq!(now, complete, "run {i} finished with another file");
        }
        assert!(
            now == old || now == complete,
            "run {i}: a partial file of {} bytes",
            now.len()
        );
    }
    assert_eq!(sqlite(&store, "PRAGMA integrity_check"), "ok");
    assert!(killed >= 5, "too few runs were killed ({killed})");
}

#[test]
fn killing_a_save_of_a_stored_case_leaves_the_whole_version_or_none() {
    // `case add-quotes` opens the stored case, merges the quotes and saves the next version.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let case = large_case(d);
    let quotes = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/own-quotes.csv");
    let store = d.join("store.sqlite");
    ok(&["case", "import", s(&case)], &store);
    let started = Instant::now();
    ok(&["case", "add-quotes", CASE_ID, quotes], &store);
    let duration = started.elapsed();
    let mut versions: u64 = 2;
    let mut rng = Rng(0x0add_9007);
    let mut killed = 0;
    for i in 0..30 {
        let delay = rng.below(duration.mul_f32(1.2));
        let run = run_and_kill(&["case", "add-quotes", CASE_ID, quotes], &store, delay);
        if run == Run::Killed {
            killed += 1;
        }
        assert_eq!(sqlite(&store, "PRAGMA integrity_check"), "ok", "run {i}");
        let count: u64 = sqlite(&store, "SELECT count(*) FROM case_versions")
            .parse()
            .unwrap();
        assert!(
            count == versions || count == versions + 1,
            "run {i}: {versions} versions before, {count} after"
        );
        if run == Run::Finished {
            assert_eq!(count, versions + 1, "run {i} finished but saved nothing");
        }
        versions = count;
        let current = sqlite(
            &store,
            &format!("SELECT current_version FROM cases WHERE id = '{CASE_ID}'"),
        );
        assert_eq!(current, count.to_string(), "run {i}: current version");
        // Every stored version is a whole document (the long description and the quotes).
        let whole = sqlite(
            &store,
            "SELECT count(*) FROM case_versions WHERE length(document) > 800000 \
             AND (version = 1 OR document LIKE '%own-hgx-h200-vendor-b%')",
        );
        assert_eq!(whole, count.to_string(), "run {i}: a partial document");
    }
    assert!(killed >= 5, "too few runs were killed ({killed})");
}

#[test]
fn a_reason_is_refused_for_a_scenario_signature_rather_than_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store.sqlite");
    ok(&["case", "import", EXAMPLE], &store);
    let file = dir.path().join("out.gpucase");
    let args = [
        "case",
        "export",
        CASE_ID,
        "-o",
        s(&file),
        "--key",
        "k.pem",
        "--cert",
        "c.pem",
        "--reason",
        "Approved",
    ];
    let out = gpucase(&args, &store);
    assert!(!out.status.success());
    assert!(
        text(&out).contains("--reason is for reports"),
        "{}",
        text(&out)
    );
    assert!(!file.exists());
}

#[test]
fn results_that_this_gpucase_computes_differently_are_a_visible_warning() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (file, _) = exported_example(d, "sender", &[]);
    // As if the sender's gpucase had computed another total for the own server.
    let text_of = std::fs::read_to_string(&file).unwrap();
    let from = "\"total_cost\": \"789287.6000\"";
    assert!(text_of.contains(from));
    let other = d.join("other.gpucase");
    std::fs::write(
        &other,
        text_of.replacen(from, "\"total_cost\": \"789000.00\"", 1),
    )
    .unwrap();
    let store = d.join("store.sqlite");
    let out = ok(&["case", "import", s(&other)], &store);
    assert!(
        out.contains(
            "Warning: this gpucase computes one figure differently from the file (gpucase 0.1.0):"
        ),
        "{out}"
    );
    assert!(
        out.contains("option own-hgx-h200 total_cost: file 789000.00, computed 789287.6000"),
        "{out}"
    );
    // In German too.
    let out = ok(&["--lang", "de", "case", "import", s(&other)], &store);
    assert!(
        out.contains("Warnung: dieses gpucase errechnet einen Wert anders"),
        "{out}"
    );
    assert!(
        out.contains("Version 2 des Falls enterprise-assistant"),
        "{out}"
    );
    // The difference itself in German (it was English in every language), the figures
    // exactly as the file and this gpucase write them.
    assert!(
        out.contains("Option own-hgx-h200 total_cost: Datei 789000.00, hier errechnet 789287.6000"),
        "{out}"
    );
}

/// Issue 16, item 5: `case export -o $GPUCASE_STORE` and `report -o <store>` exited 0 and,
/// depending on the WAL's state, left "file is not a database". Every output that is the
/// store, its `-wal` or `-shm`, an input of the command, or another output of it, is
/// refused with the path named, and the store still opens with all it held.
#[test]
fn no_output_replaces_the_store_its_journals_or_an_input() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (file, store) = exported_example(d, "kept", &[]);
    let before = store_state(&store);
    let file_bytes = std::fs::read(&file).unwrap();
    let mut wal = store.as_os_str().to_owned();
    wal.push("-wal");
    let wal = PathBuf::from(wal);
    let sub = d.join("sub");
    std::fs::create_dir(&sub).unwrap();
    let by_other_name = sub.join("../kept.sqlite");
    let link = d.join("report.pdf");
    std::os::unix::fs::symlink(&store, &link).unwrap();

    let refused = |args: &[&str], named: &str, what: &str| {
        let out = gpucase(args, &store);
        let said = text(&out);
        assert!(!out.status.success(), "{args:?} was not refused: {said}");
        assert!(said.contains(named), "{args:?}: {said}");
        assert!(said.contains(what), "{args:?}: {said}");
    };
    let store_said = "this is the case store gpucase has open";
    refused(
        &["case", "export", CASE_ID, "-o", s(&store)],
        s(&store),
        store_said,
    );
    refused(
        &["case", "export", CASE_ID, "-o", s(&wal)],
        s(&wal),
        store_said,
    );
    refused(
        &["case", "export", CASE_ID, "--xlsx", s(&by_other_name)],
        s(&by_other_name),
        store_said,
    );
    refused(&["report", CASE_ID, "-o", s(&store)], s(&store), store_said);
    let mut shm = store.as_os_str().to_owned();
    shm.push("-shm");
    let shm = PathBuf::from(shm);
    refused(&["case", "backup", s(&shm)], s(&shm), store_said);
    refused(
        &["report", s(&file), "-o", s(&store)],
        s(&store),
        store_said,
    );
    refused(&["report", s(&file), "-o", s(&link)], s(&link), store_said);
    refused(
        &["report", s(&file), "-o", s(&file)],
        s(&file),
        "this command reads this file",
    );
    refused(
        &["case", "export", s(&file), "-o", s(&file)],
        s(&file),
        "this command reads this file",
    );
    let twice = d.join("both.out");
    refused(
        &[
            "case",
            "export",
            CASE_ID,
            "-o",
            s(&twice),
            "--xlsx",
            s(&twice),
        ],
        s(&twice),
        "already wrote another of its outputs",
    );
    // In German too.
    refused(
        &["--lang", "de", "report", s(&file), "-o", s(&store)],
        s(&store),
        "Fallablage",
    );

    assert_eq!(store_state(&store), before);
    assert_eq!(std::fs::read(&file).unwrap(), file_bytes);
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    // The store opens and serves the case as before.
    let listed = ok(&["case", "list"], &store);
    assert!(listed.contains(CASE_ID), "{listed}");
    // A file beside the store is written as ever.
    ok(&["report", CASE_ID, "-o", s(&d.join("kept.pdf"))], &store);
}

/// Issue 16, item 9: a case name with new lines, tabs, ANSI escapes or a right-to-left
/// override broke `case list` (one case printed as several rows, the terminal recoloured).
/// Such characters are printed as visible escapes.
#[test]
fn a_hostile_case_name_stays_one_row_of_case_list() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let store = d.join("names.sqlite");
    let example = std::fs::read_to_string(EXAMPLE).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&example).unwrap();
    value["name"] = serde_json::Value::String(
        "Fleet\n2027\tplan \u{1b}[2J\u{1b}[31mred \u{202e}txt.exe".into(),
    );
    let file = d.join("hostile-name.gpucase");
    std::fs::write(&file, serde_json::to_string_pretty(&value).unwrap()).unwrap();
    ok(&["case", "import", s(&file)], &store);
    let listed = ok(&["case", "list"], &store);
    assert_eq!(listed.lines().count(), 1, "{listed:?}");
    assert!(
        !listed.contains('\u{1b}') && !listed.contains('\u{202e}'),
        "{listed:?}"
    );
    assert!(
        listed.contains("Fleet\\n2027\\tplan \\u{1b}[2J\\u{1b}[31mred \\u{202e}txt.exe"),
        "{listed}"
    );
    // The columns are still four, split by the tabs the CLI writes.
    assert_eq!(listed.trim_end().split('\t').count(), 4, "{listed:?}");
    let table = ok(&["tco", s(&file)], &store);
    assert!(!table.contains('\u{1b}'), "{table:?}");
}

/// Issue 16, item 9: a case file saved with a UTF-8 byte-order mark (as Windows editors
/// write it) was refused with "line 1, column 1: expected value". It reads as the file
/// without it, signed scenario files included.
#[test]
fn a_byte_order_mark_is_read_as_the_file_without_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (exported, store) = exported_example(d, "bom", &[]);
    for (name, plain) in [("example", PathBuf::from(EXAMPLE)), ("exported", exported)] {
        let with_bom = d.join(format!("{name}-bom.gpucase"));
        let mut bytes = b"\xEF\xBB\xBF".to_vec();
        bytes.extend(std::fs::read(&plain).unwrap());
        std::fs::write(&with_bom, bytes).unwrap();
        assert_eq!(
            ok(&["tco", s(&with_bom), "--json"], &store),
            ok(&["tco", s(&plain), "--json"], &store),
            "{name}"
        );
        let imported = ok(&["case", "import", s(&with_bom)], &store);
        assert!(imported.contains("enterprise-assistant"), "{imported}");
    }
}
