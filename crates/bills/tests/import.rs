//! Bills import (issue 34) on a real FOCUS 1.0 export (tests/fixtures/README.md) and on
//! hostile ones built from it. The expected totals were summed independently with Python's
//! `csv` and `decimal` modules over the same file, not by this crate.

#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

use std::io::Write;
use std::path::{Path, PathBuf};

use gpucase_bills::{BillsError, Limits, Mapping, Summary, read, read_path};
use rust_decimal_macros::dec;

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/focus-1.0-sample.csv")
}

fn text() -> String {
    std::fs::read_to_string(sample()).unwrap()
}

fn import(bytes: &[u8], name: &str) -> Result<Summary, BillsError> {
    let mut s = Summary::default();
    read(bytes, name, &Mapping::default(), &Limits::default(), &mut s)?;
    Ok(s)
}

#[test]
fn a_real_focus_export_gives_its_totals_and_its_hours() {
    let mut s = Summary::default();
    let report = read_path(&sample(), &Mapping::default(), &Limits::default(), &mut s).unwrap();
    assert_eq!(report.rows, 520);
    assert!(!report.gzip);
    assert_eq!(s.currency, Some(gpucase_core::Currency::USD));
    let t = s.total();
    assert_eq!(t.billed_cost, dec!(17.81440419599));
    assert_eq!(t.effective_cost, dec!(14.97651418586));
    assert_eq!(t.list_cost, dec!(17.68508321819));
    // Usage in Hours only: "GB Hours" and "LCU-Hours" count something else by the hour.
    assert_eq!(t.billed_hours, dec!(33.7616677778));
    let (from, to) = s.period.unwrap();
    assert_eq!(from.to_string(), "2024-09-01T00:00:00Z");
    assert_eq!(to.to_string(), "2024-10-01T00:00:00Z");
    // One EC2 SKU: 8 rows, 6.283056 hours, 11.00 effective against 10.20368294400 at list.
    let (_, sku) = s
        .groups()
        .into_iter()
        .find(|(g, _)| g.sku == "4GQWNPC9K2PZAY97")
        .unwrap();
    assert_eq!(sku.rows, 8);
    assert_eq!(sku.billed_hours, dec!(6.283056));
    assert_eq!(sku.effective_cost, dec!(11));
    assert_eq!(sku.list_cost, dec!(10.203682944));
}

#[test]
fn gzip_gives_the_same_as_the_plain_file() {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(text().as_bytes()).unwrap();
    let zipped = gz.finish().unwrap();
    let mut s = Summary::default();
    let report = read(
        zipped.as_slice(),
        "bill.csv.gz",
        &Mapping::default(),
        &Limits::default(),
        &mut s,
    )
    .unwrap();
    assert!(report.gzip);
    assert_eq!(
        s.total(),
        import(text().as_bytes(), "bill.csv").unwrap().total()
    );
}

#[test]
fn a_file_without_focus_columns_names_them_and_a_mapping_reads_it() {
    // The provider's own names for two columns FOCUS needs.
    let own = text().replacen("\"BilledCost\"", "\"Amount\"", 1).replacen(
        "\"ServiceName\"",
        "\"Product\"",
        1,
    );
    let e = import(own.as_bytes(), "own.csv").unwrap_err();
    let message = e.to_string();
    assert!(
        message.starts_with("own.csv: row 1: no column BilledCost, ServiceName "),
        "{message}"
    );
    let mapping =
        Mapping::parse(&["BilledCost=Amount".into(), "ServiceName=Product".into()]).unwrap();
    let mut s = Summary::default();
    read(
        own.as_bytes(),
        "own.csv",
        &mapping,
        &Limits::default(),
        &mut s,
    )
    .unwrap();
    assert_eq!(s.total().billed_cost, dec!(17.81440419599));
    let e = Mapping::parse(&["Cost=Amount".into()]).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("--map Cost=Amount: Cost is not a column"),
        "{e}"
    );
}

#[test]
fn mixed_currencies_name_the_row_and_column() {
    let mut lines: Vec<String> = text().lines().map(str::to_owned).collect();
    lines[300] = lines[300].replacen("\"USD\"", "\"EUR\"", 1);
    let e = import(lines.join("\n").as_bytes(), "bill.csv").unwrap_err();
    assert_eq!(
        e.to_string(),
        "bill.csv: row 301, column BillingCurrency: EUR after USD in the rows before: a bill is imported in one currency; import each currency's rows apart"
    );
}

#[test]
fn a_wrong_value_names_its_row_and_column() {
    let mut lines: Vec<String> = text().lines().map(str::to_owned).collect();
    // Row 11's BilledCost (the second field) is text.
    let fields: Vec<&str> = lines[10].splitn(3, ',').collect();
    lines[10] = format!("{},\"twelve\",{}", fields[0], fields[2]);
    let e = import(lines.join("\n").as_bytes(), "bill.csv").unwrap_err();
    assert_eq!(
        e.to_string(),
        "bill.csv: row 11, column BilledCost: \"twelve\" is not a decimal number"
    );
    let mut lines: Vec<String> = text().lines().map(str::to_owned).collect();
    lines[20].push_str(",extra");
    let e = import(lines.join("\n").as_bytes(), "bill.csv").unwrap_err();
    assert_eq!(
        e.to_string(),
        "bill.csv: row 21: 45 fields where the header has 44"
    );
}

#[test]
fn a_quote_never_closed_is_refused_at_its_row_not_read_to_the_end() {
    let mut t = text();
    t.push_str("NULL,\"1");
    t.push_str(&"9".repeat(2 * 1024 * 1024));
    let e = import(t.as_bytes(), "bill.csv").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("bill.csv: row 522: longer than 1048576 bytes"),
        "{e}"
    );
}

#[test]
fn a_gzip_bomb_is_refused_before_it_is_read_out() {
    // 64 MiB of one repeated row compresses to about 0.1 MiB: a ratio near 600.
    let header = text().lines().next().unwrap().to_owned();
    let row = text().lines().nth(1).unwrap().to_owned();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    writeln!(gz, "{header}").unwrap();
    let block = format!("{row}\n").repeat(1000);
    let mut written = 0;
    while written < 64 * 1024 * 1024 {
        gz.write_all(block.as_bytes()).unwrap();
        written += block.len();
    }
    let bomb = gz.finish().unwrap();
    let limits = Limits {
        ratio_floor: 1024 * 1024,
        ..Limits::default()
    };
    let mut s = Summary::default();
    let e = read(
        bomb.as_slice(),
        "bomb.csv.gz",
        &Mapping::default(),
        &limits,
        &mut s,
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "bomb.csv.gz: decompresses to more than 200 times its size: refused as a gzip bomb, not a bill"
    );
}

#[test]
fn an_empty_file_and_a_header_only_file_say_what_they_are() {
    let e = import(b"", "empty.csv").unwrap_err();
    assert_eq!(
        e.to_string(),
        "empty.csv: the file is empty; expected a FOCUS CSV export with a header line"
    );
    let header = text().lines().next().unwrap().to_owned();
    let s = import(header.as_bytes(), "header.csv").unwrap();
    assert_eq!(s.rows, 0);
    assert_eq!(s.currency, None);
}

/// The sample's rows repeated `copies` times under its header: over 4 MiB from 11 copies,
/// so that the file is read in several chunks on several threads.
fn repeated(copies: usize) -> Vec<String> {
    let t = text();
    let mut lines = t.lines();
    let header = lines.next().unwrap().to_owned();
    let rows: Vec<&str> = lines.collect();
    let mut out = vec![header];
    for _ in 0..copies {
        out.extend(rows.iter().map(|r| (*r).to_owned()));
    }
    out
}

#[test]
fn a_bill_read_in_chunks_gives_the_totals_and_the_first_error_in_file_order() {
    // 30 copies: 15,600 rows, about 12 MB.
    let lines = repeated(30);
    let s = import(lines.join("\n").as_bytes(), "big.csv").unwrap();
    assert_eq!(s.rows, 15_600);
    assert_eq!(s.total().billed_cost, dec!(17.81440419599) * dec!(30));
    assert_eq!(s.total().billed_hours, dec!(33.7616677778) * dec!(30));
    // A currency changes in copy 26 (row 1 + 25 × 520 + 7 = 13,008) and a cost is text in
    // copy 28 (row 14,048): the first in the file is the one named, whichever thread
    // reads it first.
    let mut bad = lines.clone();
    bad[13_007] = bad[13_007].replacen("\"USD\"", "\"EUR\"", 1);
    let broken = {
        let fields: Vec<&str> = lines[14_047].splitn(3, ',').collect();
        format!("{},\"x\",{}", fields[0], fields[2])
    };
    bad[14_047] = broken.clone();
    let e = import(bad.join("\n").as_bytes(), "big.csv").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("big.csv: row 13008, column BillingCurrency: EUR after USD"),
        "{e}"
    );
    let mut bad = lines;
    bad[14_047] = broken;
    let e = import(bad.join("\n").as_bytes(), "big.csv").unwrap_err();
    assert_eq!(
        e.to_string(),
        "big.csv: row 14048, column BilledCost: \"x\" is not a decimal number"
    );
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn import_path(path: &Path, limits: &Limits) -> Result<(Summary, u64), BillsError> {
    let mut s = Summary::default();
    let report = read_path(path, &Mapping::default(), limits, &mut s)?;
    assert!(report.parquet || !path.to_string_lossy().ends_with(".parquet"));
    Ok((s, report.rows))
}

/// The same bill written as Parquet by another program (Apache Arrow's writer, with the
/// types it infers and with the costs as decimals, Snappy and gzip; fixtures/README.md):
/// the same rows, totals, hours, period and groups as the CSV, whose totals are summed by
/// hand in `a_real_focus_export_gives_its_totals_and_its_hours`.
#[test]
fn parquet_exports_give_the_same_totals_as_the_csv() {
    let (csv, _) = import_path(&sample(), &Limits::default()).unwrap();
    for name in [
        "focus-1.0-sample.parquet",
        "focus-1.0-sample-decimal-gzip.parquet",
    ] {
        let (s, rows) = import_path(&fixture(name), &Limits::default()).unwrap();
        assert_eq!(rows, 520, "{name}");
        assert_eq!(s.currency, Some(gpucase_core::Currency::USD), "{name}");
        let t = s.total();
        assert_eq!(t.billed_cost, dec!(17.81440419599), "{name}");
        assert_eq!(t.effective_cost, dec!(14.97651418586), "{name}");
        assert_eq!(t.list_cost, dec!(17.68508321819), "{name}");
        assert_eq!(t.billed_hours, dec!(33.7616677778), "{name}");
        assert_eq!(s.period, csv.period, "{name}");
        assert_eq!(s.groups(), csv.groups(), "{name}");
    }
}

/// Hostile Parquet: a value that is not a number names its row and column, a missing
/// column is named, a damaged file and a stream are refused by name, and a row group
/// larger than the bound is refused before it is read.
#[test]
fn a_hostile_parquet_bill_is_refused_by_file_row_and_column() {
    let limits = Limits::default();
    let bad = fixture("focus-1.0-ten-rows-bad-cost.parquet");
    match import_path(&bad, &limits) {
        Err(BillsError::BadValue {
            row, column, found, ..
        }) => {
            assert_eq!(
                (row, column.as_str(), found.as_str()),
                (3, "BilledCost", "twelve")
            );
        }
        other => panic!("expected the bad cost, got {other:?}"),
    }
    let missing = fixture("focus-1.0-ten-rows-no-billed-cost.parquet");
    match import_path(&missing, &limits) {
        Err(BillsError::MissingColumns { file, missing, .. }) => {
            assert!(file.ends_with("no-billed-cost.parquet"), "{file}");
            assert_eq!(missing, "BilledCost");
        }
        other => panic!("expected the missing column, got {other:?}"),
    }
    // Cut short: the footer that says where the columns are is gone.
    let whole = std::fs::read(fixture("focus-1.0-sample.parquet")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let cut = dir.path().join("cut.parquet");
    std::fs::write(&cut, &whole[..whole.len() - 100]).unwrap();
    match import_path(&cut, &limits) {
        Err(e @ BillsError::Parquet { .. }) => {
            assert!(e.to_string().starts_with(&cut.display().to_string()), "{e}");
        }
        other => panic!("expected a damaged file, got {other:?}"),
    }
    match import(&whole, "stdin") {
        Err(BillsError::Parquet { file, why }) => {
            assert_eq!(file, "stdin");
            assert!(why.contains("seek"), "{why}");
        }
        other => panic!("expected a stream refused, got {other:?}"),
    }
    let small = Limits {
        max_row_group_bytes: 10_000,
        ..Limits::default()
    };
    match import_path(&fixture("focus-1.0-sample.parquet"), &small) {
        Err(BillsError::RowGroupTooLarge { group, max, .. }) => {
            assert_eq!((group, max), (1, 10_000));
        }
        other => panic!("expected the row group refused, got {other:?}"),
    }
}
