//! `gpucase bills import` end to end (issue 34): the real FOCUS 1.0 sample
//! (crates/bills/tests/fixtures/README.md) as a table and as JSON, and a refused file named
//! with its row and column in the language asked for, with a non-zero exit status.

#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../bills/tests/fixtures/focus-1.0-sample.csv")
}

fn gpucase(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .env_remove("GPUCASE_LANG")
        .output()
        .unwrap()
}

#[test]
fn a_focus_export_is_read_into_what_is_paid_per_sku_and_a_bad_one_is_refused_by_row() {
    let path = sample();
    let out = gpucase(&["bills", "import", path.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.starts_with("1 bill, 520 rows, 2024-09-01T00:00:00Z to 2024-10-01T00:00:00Z, in USD:"),
        "{text}"
    );
    // The most spent first: an EC2 SKU, 6.28 hours at 1.7507 USD effective an hour
    // (11.00 over 6.283056 hours, summed apart in crates/bills/tests/import.rs).
    let first = text.lines().nth(2).unwrap();
    assert!(first.contains("4GQWNPC9K2PZAY97"), "{first}");
    assert!(
        first.contains("6.28") && first.contains("US$1.7507"),
        "{first}"
    );

    let json = gpucase(&["bills", "import", path.to_str().unwrap(), "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["rows"], 520);
    assert_eq!(v["total"]["billed_cost"], "17.81440419599");

    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.csv");
    let mut lines: Vec<String> = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    lines[300] = lines[300].replacen("\"USD\"", "\"EUR\"", 1);
    std::fs::write(&bad, lines.join("\n")).unwrap();
    let out = gpucase(&["--lang", "de", "bills", "import", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.csv: Zeile 301, Spalte BillingCurrency: EUR nach USD"),
        "{err}"
    );
}
