//! `gpucase bills import` end to end (issue 34): the real FOCUS 1.0 sample
//! (crates/bills/tests/fixtures/README.md) as a table and as JSON, and a refused file named
//! with its row and column in the language asked for, with a non-zero exit status.

#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

mod common;
use common::gpucase;

use std::path::{Path, PathBuf};
use std::process::Command;

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../bills/tests/fixtures/focus-1.0-sample.csv")
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

/// A FOCUS 1.0 bill for September 2026 in the sample's own header: one 8-GPU instance
/// billed 720 hours, 24,000 USD at list and 18,000 USD as paid (its SKU as AWS would give
/// it), and one CPU instance billed 720 hours for 70 USD. The rows are written here (every
/// other column NULL); the header and the value formats are the real sample's.
fn september_bill(dir: &Path) -> PathBuf {
    let sample = std::fs::read_to_string(sample()).unwrap();
    let header = sample.lines().next().unwrap().to_owned();
    let names: Vec<String> = header
        .split(',')
        .map(|h| h.trim_matches('"').to_owned())
        .collect();
    let row = |values: &[(&str, &str)]| {
        names
            .iter()
            .map(|n| {
                values
                    .iter()
                    .find(|(k, _)| k == n)
                    .map_or_else(|| "NULL".to_owned(), |(_, v)| format!("\"{v}\""))
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let common = [
        ("BillingCurrency", "USD"),
        ("ChargeCategory", "Usage"),
        ("ChargePeriodStart", "2026-09-01 00:00:00"),
        ("ChargePeriodEnd", "2026-10-01 00:00:00"),
        ("ProviderName", "AWS"),
        ("ServiceName", "Amazon Elastic Compute Cloud"),
        ("RegionId", "eu-north-1"),
        ("ConsumedQuantity", "720"),
        ("ConsumedUnit", "Hours"),
    ];
    let gpu: Vec<(&str, &str)> = common
        .iter()
        .copied()
        .chain([
            ("SkuId", "8EUDH4DMU9BPYJJY"),
            ("ListCost", "24000.00000000000"),
            ("BilledCost", "18000.00000000000"),
            ("EffectiveCost", "18000.00000000000"),
        ])
        .collect();
    let cpu: Vec<(&str, &str)> = common
        .iter()
        .copied()
        .chain([
            ("SkuId", "QW4FHUGEZYB74TW8"),
            ("ListCost", "70.00000000000"),
            ("BilledCost", "70.00000000000"),
            ("EffectiveCost", "70.00000000000"),
        ])
        .collect();
    let path = dir.join("focus-2026-09.csv");
    std::fs::write(&path, format!("{header}\n{}\n{}\n", row(&gpu), row(&cpu))).unwrap();
    path
}

/// Issue 34: the bills into a case. The example (8 GPUs, 2,688 productive GPU-hours in 730
/// hours) with the September bill: 5,760 billed GPU-hours; 18,000 USD × 0.86 = 15,480 EUR,
/// 2.6875 EUR per billed GPU-hour; the workload's 2,688 × 720 / 730 = 2,651.18 productive
/// GPU-hours in the month, 5.8389 EUR each (15,695 / 2,688); at list 3.5833.
#[test]
fn the_bills_taken_into_a_case_give_what_is_paid_today_beside_the_options() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let example =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/enterprise-assistant.gpucase");
    let out = gpucase(&[
        "case",
        "import",
        example.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bill = september_bill(dir.path());
    let bill = bill.to_str().unwrap();
    // Without a GPU count nothing is taken, and nothing saved.
    let out = gpucase(&[
        "case",
        "bills",
        "enterprise-assistant",
        bill,
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--gpus INSTANCE_OR_SKU=GPUS"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = gpucase(&[
        "case",
        "bills",
        "enterprise-assistant",
        bill,
        "--gpus",
        "8EUDH4DMU9BPYJJY=8",
        "--store",
        store,
    ]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("not taken: QW4FHUGEZYB74TW8: its GPUs per billed hour are not known"),
        "{said}"
    );
    assert!(
        said.contains("Saved enterprise-assistant version 2 with 1 line of the bills"),
        "{said}"
    );
    let table = gpucase(&["tco", "enterprise-assistant", "--store", store]);
    let table = String::from_utf8_lossy(&table.stdout);
    assert!(
        table.contains(
            "What you pay today, from your bills (1 September 2026 to 30 September 2026): €15,480.00 as paid for 5,760 billed GPU-hours, €2.6875 per billed and €5.8389 per productive GPU-hour (46.0% of the billed GPU-hours were productive, at the workload's productive share); at list prices €3.5833 per billed GPU-hour."
        ),
        "{table}"
    );
    // Page 1 sets the recommendation against it: the example's spot for the batch hours
    // costs 4.1006 EUR per productive GPU-hour (its `tco` figure), 1 − 4.1006 / 5.83891… =
    // 29.8 % less than what the bill comes to.
    let pdf = dir.path().join("report.pdf");
    let report = gpucase(&[
        "report",
        "enterprise-assistant",
        "--store",
        store,
        "-o",
        pdf.to_str().unwrap(),
        "--date",
        "2026-12-01",
    ]);
    assert!(
        report.status.success(),
        "{}",
        String::from_utf8_lossy(&report.stderr)
    );
    let page = Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", pdf.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is installed by scripts/test.sh");
    let page = String::from_utf8_lossy(&page.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        page.contains(
            "Today you pay €5.84 per productive GPU-hour (your bills, 1 September 2026 to 30 September 2026): the recommendation costs 29.8% less."
        ),
        "{page}"
    );
    let json = gpucase(&["tco", "enterprise-assistant", "--json", "--store", store]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let paid = &v["comparison"]["paid_today"];
    let paid = if paid.is_null() {
        &v["paid_today"]
    } else {
        paid
    };
    assert_eq!(paid["billed_gpu_hours"], "5760");
    assert_eq!(paid["productive_from"], "profile");
}

/// The GPUs of a billed instance from the catalog: an AWS bill that names its usage type
/// (`x_UsageType`, as AWS's FOCUS export adds it) `EUN1-BoxUsage:p5.48xlarge`, and the AWS
/// plugin's offers (its recorded fixtures) listing product `p5.48xlarge` with 8 GPUs.
/// The example in a fresh store with the AWS catalog (offline fixture), the September bill
/// with AWS's usage-type column and `extra` rows (each a `(column, value)` list; the same
/// header) taken into it, and the catalog's p5.48xlarge on demand added as an option: what
/// `case bills` said, and the `tco` table.
fn priced(dir: &Path, gpu: &[(&str, &str)], extra: &[Vec<(&str, &str)>]) -> (String, String) {
    let store = dir.join("cases.sqlite");
    let store = store.to_str().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let plugins = root.join("plugins");
    let out = gpucase(&[
        "offers",
        "refresh",
        "--offline",
        "--plugin",
        "aws",
        "--dir",
        plugins.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let example = root.join("examples/enterprise-assistant.gpucase");
    assert!(
        gpucase(&[
            "case",
            "import",
            example.to_str().unwrap(),
            "--store",
            store
        ])
        .status
        .success()
    );
    // The September bill with AWS's usage-type column beside the sample's.
    let bill = september_bill(dir);
    let text = std::fs::read_to_string(&bill).unwrap();
    let mut lines = text.lines();
    let header_line = lines.next().unwrap();
    let names: Vec<String> = header_line
        .split(',')
        .map(|h| h.trim_matches('"').to_owned())
        .collect();
    // A value of the GPU row set to another (`gpu`), or a row of `extra`.
    let set = |line: &str, values: &[(&str, &str)]| -> String {
        line.split(',')
            .zip(&names)
            .map(|(v, n)| match values.iter().find(|(k, _)| k == n) {
                Some((_, x)) => format!("\"{x}\""),
                None => v.to_owned(),
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let header = format!("{header_line},\"x_UsageType\"");
    let gpu_line = set(lines.next().unwrap(), gpu);
    let gpu_row = format!("{gpu_line},\"EUN1-BoxUsage:p5.48xlarge\"");
    let cpu_line = lines.next().unwrap();
    let cpu = format!("{cpu_line},\"EUN1-BoxUsage:m7i.large\"");
    let mut rows = vec![header, gpu_row, cpu];
    for values in extra {
        rows.push(format!("{},\"\"", set(cpu_line, values)));
    }
    std::fs::write(&bill, rows.join("\n") + "\n").unwrap();
    let out = gpucase(&[
        "case",
        "bills",
        "enterprise-assistant",
        bill.to_str().unwrap(),
        "--store",
        store,
    ]);
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let added = gpucase(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        "aws/3D4V8UAYEMB38GU2.JRTCKXETXF",
        "--store",
        store,
    ]);
    assert!(
        added.status.success(),
        "{}",
        String::from_utf8_lossy(&added.stderr)
    );
    let table = gpucase(&["tco", "enterprise-assistant", "--store", store]);
    (said, String::from_utf8_lossy(&table.stdout).into_owned())
}

#[test]
fn a_billed_instance_the_catalog_lists_takes_its_gpus_from_there() {
    let dir = tempfile::tempdir().unwrap();
    let (said, table) = priced(dir.path(), &[], &[]);
    assert!(
        said.contains("EUN1-BoxUsage:p5.48xlarge (8EUDH4DMU9BPYJJY): 8 GPUs per billed hour, as the catalog's offer aws/"),
        "{said}"
    );
    assert!(
        said.contains("not taken: EUN1-BoxUsage:m7i.large (QW4FHUGEZYB74TW8)"),
        "{said}"
    );
    assert!(said.contains("with 1 line of the bills"), "{said}");
    // With the catalog's p5.48xlarge on demand (55.04 USD an instance-hour, the AWS
    // fixture) as an option, the bill prices it: 18,000 USD over 720 instance-hours is 25
    // USD as paid, 33.3333 at list; × 0.86: 21.50 and 28.6667 EUR against 47.3344 EUR
    // (55.04 × 0.86) in the catalog, −54.6 %.
    assert!(
        table.contains("As billed (EUN1-BoxUsage:p5.48xlarge), ")
            && table.contains(
                ": €21.5000 per instance-hour as paid, €28.6667 at list price, against €47.3344 on demand in the catalog (−54.6%)."
            ),
        "{table}"
    );
}

/// Issue 34: from list to paid in steps, credits apart. The same bill with the GPU line's
/// negotiated cost (`ContractedCost`) 21,600 USD, 10 % under list, and two credits: 1,000
/// USD on the GPU line's own SKU and 500 USD on no SKU. Per instance-hour: 21,600 / 720 =
/// 30 USD × 0.86 = 25.80 EUR negotiated; as paid still 18,000 / 720 = 25 USD = 21.50 EUR (the
/// line's own credit taken back out); the credits, 1,500 USD × 0.86 = 1,290.00 EUR, said
/// apart.
#[test]
fn the_rate_as_paid_goes_from_list_to_paid_in_steps_with_credits_apart() {
    let dir = tempfile::tempdir().unwrap();
    let credit = |sku: &str, amount: &str| -> Vec<(&'static str, String)> {
        vec![
            ("ChargeCategory", "Credit".to_owned()),
            ("SkuId", sku.to_owned()),
            ("ConsumedQuantity", "NULL".to_owned()),
            ("ConsumedUnit", "NULL".to_owned()),
            ("ListCost", "0".to_owned()),
            ("BilledCost", amount.to_owned()),
            ("EffectiveCost", amount.to_owned()),
        ]
    };
    let own = credit("8EUDH4DMU9BPYJJY", "-1000.00000000000");
    let loose = credit("NULL", "-500.00000000000");
    fn borrow<'v>(v: &'v [(&'static str, String)]) -> Vec<(&'static str, &'v str)> {
        v.iter().map(|(k, x)| (*k, x.as_str())).collect()
    }
    let (_, table) = priced(
        dir.path(),
        &[("ContractedCost", "21600.00000000000")],
        &[borrow(&own), borrow(&loose)],
    );
    assert!(
        table.contains(
            "per instance-hour: €47.3344 on demand in the catalog, €28.6667 at list price as billed, €25.8000 at the negotiated price, €21.5000 as paid with commitments amortised (−54.6% against the catalog)."
        ),
        "{table}"
    );
    assert!(
        table.contains(
            "The bills also grant €1,290.00 of credits over the period (across all their services), left out of these rates: a credit is spent once."
        ),
        "{table}"
    );
}
