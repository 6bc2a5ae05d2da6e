//! `gpucase metrics` end to end: files written by the metrics generator
//! (testdata/metrics/gen.py) in this run, its oracle, a real SQLite store, and the TCO
//! engine on the measured profile.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

mod common;
use common::{gpucase, text};

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use serde_json::Value;

/// A real Prometheus backfilled with gen.py's data (shared with the metrics crate's tests).
#[path = "../../metrics/tests/support/mod.rs"]
mod prometheus_server;

struct Generated {
    dir: PathBuf,
    oracle: Value,
}

/// Two days (with the host outage of 2026-10-21) as query_range JSON and Grafana CSV.
fn generated() -> &'static Generated {
    static GENERATED: OnceLock<Generated> = OnceLock::new();
    GENERATED.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-metrics");
        prometheus_server::built_once(&dir, |dir| {
            let out = Command::new(prometheus_server::python())
                .arg(prometheus_server::gen_py())
                .args(["--start", "2026-10-20", "--days", "2"])
                .args(["--formats", "promjson,csv"])
                .arg("--prefix")
                .arg(dir.join("g"))
                .arg("--oracle")
                .arg(dir.join("oracle.json"))
                .output()
                .unwrap();
            assert!(out.status.success(), "gen.py: {}", text(&out.stderr));
        });
        let oracle =
            serde_json::from_str(&std::fs::read_to_string(dir.join("oracle.json")).unwrap())
                .unwrap();
        Generated { dir, oracle }
    })
}

#[test]
fn a_summary_of_each_format_gives_the_oracles_productive_hours() {
    let g = generated();
    // Both files carry values forward over 5 minutes, as Prometheus answers: the oracle's
    // view of the same query_range data.
    let expected = &g.oracle["query_range_view"];
    for file in ["g_query_range.json", "g_grafana.csv"] {
        let path = g.dir.join(file);
        let out = gpucase(&["metrics", "summary", path.to_str().unwrap(), "--json"]);
        assert!(out.status.success(), "{file}: {}", text(&out.stderr));
        let s: Value = serde_json::from_slice(&out.stdout).unwrap();
        for key in [
            "productive_gpu_hours",
            "total_gpu_hours",
            "no_data_gpu_hours",
        ] {
            assert_eq!(s[key], expected[key], "{file}: {key}");
        }
        let per_gpu: Vec<&Value> = s["per_gpu"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| &g["productive_hours"])
            .collect();
        let oracle_per_gpu: Vec<&Value> = expected["per_gpu_productive_hours"]
            .as_array()
            .unwrap()
            .iter()
            .collect();
        assert_eq!(per_gpu, oracle_per_gpu, "{file}");
        // UTC site: the hour-of-week table is the oracle's.
        let oracle_week: Vec<Vec<&Value>> = expected["hour_of_week_monday0_utc"]
            .as_array()
            .unwrap()
            .iter()
            .map(|day| {
                day.as_array()
                    .unwrap()
                    .iter()
                    .map(|h| &h["productive"])
                    .collect()
            })
            .collect();
        let week: Vec<Vec<&Value>> = s["hour_of_week"]["productive"]
            .as_array()
            .unwrap()
            .iter()
            .map(|day| day.as_array().unwrap().iter().collect())
            .collect();
        assert_eq!(week, oracle_week, "{file}");
        assert!(s["productive_share"].as_f64().unwrap() > 0.0);
    }
}

#[test]
fn an_import_makes_the_measured_hours_the_cases_workload_and_a_bad_file_stores_nothing() {
    let g = generated();
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let out = gpucase(&[
        "case",
        "import",
        "examples/enterprise-assistant.gpucase",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let history = || {
        let out = gpucase(&["case", "history", "enterprise-assistant", "--store", store]);
        text(&out.stdout).lines().count()
    };

    // A truncated file: a clear error with its position, and no new version.
    let full = std::fs::read(g.dir.join("g_query_range.json")).unwrap();
    let truncated = dir.path().join("truncated.json");
    std::fs::write(&truncated, &full[..full.len() / 2]).unwrap();
    let out = gpucase(&[
        "metrics",
        "import",
        truncated.to_str().unwrap(),
        "--case",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("truncated.json") && said.contains("line 1, column"),
        "{said}"
    );
    assert_eq!(history(), 1, "nothing stored");

    let out = gpucase(&[
        "metrics",
        "import",
        g.dir.join("g_query_range.json").to_str().unwrap(),
        "--case",
        "enterprise-assistant",
        "--tz",
        "Europe/Berlin",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("enterprise-assistant version 2"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(history(), 2);

    let file = dir.path().join("measured.gpucase");
    let out = gpucase(&[
        "case",
        "export",
        "enterprise-assistant",
        "-o",
        file.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let scenario: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    // The export is a scenario file (docs/scenario-files.md); the case is its `case`.
    let case = &scenario["case"];
    let metrics = &case["metrics"];
    assert_eq!(metrics["use_as_profile"], true);
    assert_eq!(metrics["time_zone"], "Europe/Berlin");
    assert_eq!(
        metrics["sources"][0]["name"], "g_query_range.json",
        "no local path"
    );
    assert_eq!(metrics["sources"][0]["format"], "prometheus_query_range");
    let expected = &g.oracle["query_range_view"];
    let hours = metrics["productive_gpus"].as_array().unwrap();
    let productive: u64 = hours.iter().map(|h| h.as_u64().unwrap()).sum();
    assert_eq!(Value::from(productive), expected["productive_gpu_hours"]);
    assert_eq!(
        metrics["summary"]["no_data_gpu_hours"],
        expected["no_data_gpu_hours"]
    );

    // The TCO engine now costs the measured hours, not the schedule.
    let out = gpucase(&["tco", file.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let tco: Value = serde_json::from_slice(&out.stdout).unwrap();
    // Hours in which no GPU has data (the host outage) are unknown: left out of the period
    // the engine repeats, never costed as idle.
    let no_data = metrics["no_data_gpus"].as_array().unwrap();
    let with_data = no_data.iter().filter(|n| n.as_u64().unwrap() < 8).count();
    assert!(
        with_data < hours.len(),
        "gen.py's outage has hours without data"
    );
    assert_eq!(tco["workload"]["hours_in_period"], Value::from(with_data));
    assert_eq!(
        tco["workload"]["productive_gpu_hours"],
        expected["productive_gpu_hours"]
    );
    assert_eq!(tco["workload"]["fleet_gpus"], 8);

    // Issue 18: without --tz an import into a case takes the case's time zone (here that
    // of the metrics it keeps), never UTC silently.
    let out = gpucase(&[
        "metrics",
        "import",
        g.dir.join("g_query_range.json").to_str().unwrap(),
        "--case",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("Europe/Berlin"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(history(), 3);
    let again = dir.path().join("again.gpucase");
    let out = gpucase(&[
        "case",
        "export",
        "enterprise-assistant",
        "-o",
        again.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let scenario: Value = serde_json::from_str(&std::fs::read_to_string(&again).unwrap()).unwrap();
    assert_eq!(scenario["case"]["metrics"]["time_zone"], "Europe/Berlin");
}

#[test]
fn unknown_formats_and_bad_options_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.bin");
    std::fs::write(&junk, [0u8, 159, 146, 150, 1, 2, 3]).unwrap();
    let out = gpucase(&["metrics", "summary", junk.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("junk.bin: unknown format"),
        "{}",
        text(&out.stderr)
    );
    let g = generated();
    let file = g.dir.join("g_query_range.json");
    let out = gpucase(&[
        "metrics",
        "summary",
        file.to_str().unwrap(),
        "--tz",
        "Europe/Atlantis",
    ]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("Europe/Atlantis"),
        "{}",
        text(&out.stderr)
    );
    let out = gpucase(&[
        "metrics",
        "summary",
        file.to_str().unwrap(),
        "--format",
        "xlsx",
    ]);
    assert!(text(&out.stderr).contains("--format xlsx: expected promjson"));
    // A forced format that does not fit is a syntax error with its position.
    let out = gpucase(&[
        "metrics",
        "summary",
        file.to_str().unwrap(),
        "--format",
        "csv",
    ]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("g_query_range.json"));
}

#[test]
fn a_fetch_from_a_real_prometheus_gives_what_the_file_gives_and_is_kept_in_the_case() {
    let server = prometheus_server::Prometheus::start("cli");
    let f = prometheus_server::fixture();
    let fetch = |aggregate: &str| {
        let out = gpucase(&[
            "metrics",
            "fetch",
            "--prometheus",
            &server.url,
            "--from",
            prometheus_server::FROM,
            "--to",
            prometheus_server::TO,
            "--aggregate",
            aggregate,
            "--json",
        ]);
        assert!(out.status.success(), "{aggregate}: {}", text(&out.stderr));
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    // Raw samples at the scrape step are Prometheus's query_range view: the file gen.py
    // wrote of the same data gives the same figures through `metrics summary`.
    let file = f.dir.join("g_query_range.json");
    let out = gpucase(&["metrics", "summary", file.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let from_file: Value = serde_json::from_slice(&out.stdout).unwrap();
    let raw = fetch("raw");
    let server_side = fetch("server");
    for key in [
        "productive_gpu_hours",
        "total_gpu_hours",
        "no_data_gpu_hours",
        "per_gpu",
        "hour_of_week",
    ] {
        assert_eq!(raw[key], from_file[key], "raw fetch vs file: {key}");
    }
    // Hourly aggregates computed by the server follow the raw-sample rule: the oracle's.
    let expected = &f.oracle["raw_samples"];
    for key in [
        "productive_gpu_hours",
        "total_gpu_hours",
        "no_data_gpu_hours",
    ] {
        assert_eq!(server_side[key], expected[key], "server-side fetch: {key}");
    }

    // With --case the fetched hours become the stored case's next version.
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let out = gpucase(&[
        "case",
        "import",
        "examples/enterprise-assistant.gpucase",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = gpucase(&[
        "metrics",
        "fetch",
        "--prometheus",
        &server.url,
        "--from",
        prometheus_server::FROM,
        "--to",
        prometheus_server::TO,
        "--case",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("enterprise-assistant version 2"), "{said}");
    assert!(said.contains(&format!("{}: ", server.url)), "{said}");

    // A server that is not there: named, nothing stored.
    let out = gpucase(&[
        "metrics",
        "fetch",
        "--prometheus",
        "http://127.0.0.1:9",
        "--from",
        prometheus_server::FROM,
        "--to",
        prometheus_server::TO,
        "--case",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("http://127.0.0.1:9"),
        "{}",
        text(&out.stderr)
    );
    let out = gpucase(&["case", "history", "enterprise-assistant", "--store", store]);
    assert_eq!(text(&out.stdout).lines().count(), 2);
}

#[test]
fn a_batch_schedule_makes_its_hours_productive() {
    let g = generated();
    let file = g.dir.join("g_query_range.json");
    let file = file.to_str().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let schedule = dir.path().join("batch.toml");
    // gen.py's nightly batch on GPUs 0-5, and a late window on GPUs 6-7, which are idle at
    // night: every hour of it is productive by the schedule alone.
    std::fs::write(
        &schedule,
        r#"
[[windows]]
days = "every_day"
start = "01:00"
end = "05:00"
host = "gpu-node-01"
gpus = [0, 1, 2, 3, 4, 5]

[[windows]]
start = "23:00"
end = "01:00"
gpus = [6, 7]
"#,
    )
    .unwrap();
    let summary = |extra: &[&str]| {
        let mut args = vec!["metrics", "summary", file, "--json"];
        args.extend_from_slice(extra);
        let out = gpucase(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let without = summary(&[]);
    let with = summary(&["--batch-schedule", schedule.to_str().unwrap()]);
    let expected = &g.oracle["query_range_view"];
    assert_eq!(
        without["productive_gpu_hours"],
        expected["productive_gpu_hours"]
    );
    assert_eq!(without["productive_by"]["schedule_only"], 0);
    for cause in ["requests_only", "sm_only", "both"] {
        let key = format!("productive_by_{cause}");
        assert_eq!(with["productive_by"][cause], expected[&key], "{cause}");
    }
    let n = |v: &Value| v.as_u64().unwrap();
    let added = n(&with["productive_by"]["schedule_only"]);
    assert!(added > 0);
    assert_eq!(
        n(&with["productive_gpu_hours"]),
        n(&without["productive_gpu_hours"]) + added
    );
    assert!(with["productive_share"].as_f64() > without["productive_share"].as_f64());
    // GPUs 6 and 7 gain every hour of the late window: 23:00 and 00:00 of each day.
    let late_hours = with["hours"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| [23, 0].contains(&n(&h["local_hour"])))
        .count() as u64;
    assert!(late_hours > 0);
    for gpu in [6, 7] {
        assert_eq!(
            n(&with["per_gpu"][gpu]["productive_hours"]),
            n(&without["per_gpu"][gpu]["productive_hours"]) + late_hours,
            "GPU {gpu}"
        );
    }
    let report = &with["batch_schedule"];
    assert_eq!(report["windows"].as_array().unwrap().len(), 2);
    assert_eq!(report["windows"][1]["days"], "every_day");
    assert_eq!(report["windows"][1]["start"], "23:00");
    assert!(n(&report["scheduled_gpu_hours"]) >= added);

    let out = gpucase(&[
        "metrics",
        "summary",
        file,
        "--batch-schedule",
        schedule.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains(&format!("batch schedule only {added}")) && said.contains("2 windows"),
        "{said}"
    );

    // A window that cannot be is named, by file and line or by window and field.
    std::fs::write(
        &schedule,
        "[[windows]]\nstart = \"25:00\"\nend = \"02:00\"\n",
    )
    .unwrap();
    let out = gpucase(&[
        "metrics",
        "summary",
        file,
        "--batch-schedule",
        schedule.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("batch.toml") && said.contains("25:00"),
        "{said}"
    );
    std::fs::write(
        &schedule,
        "[[windows]]\nstart = \"02:00\"\nend = \"02:00\"\n",
    )
    .unwrap();
    let out = gpucase(&[
        "metrics",
        "summary",
        file,
        "--batch-schedule",
        schedule.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("batch_schedule: windows[0].end: equals the start"),
        "{said}"
    );
}

/// Issue 16, item 4: one DCGM sample moved a year later (in a second file, OpenMetrics as
/// dcgm-exporter labels it) turned the measured share into a year of no data after
/// `metrics import`. It is an outlier now: named in the summary's data quality, left out
/// of the period, and the case's TCO costs the same hours as without it, with the
/// productive share over the GPU-hours with data.
#[test]
fn a_lone_sample_a_year_later_changes_neither_the_period_nor_the_share() {
    let g = generated();
    let dir = tempfile::tempdir().unwrap();
    let lone = dir.path().join("lone.om");
    std::fs::write(
        &lone,
        "# TYPE DCGM_FI_PROF_SM_ACTIVE gauge\n\
         DCGM_FI_PROF_SM_ACTIVE{gpu=\"0\",Hostname=\"gpu-node-01\",modelName=\"NVIDIA H200\"} 0.5 1824552000\n\
         # EOF\n",
    )
    .unwrap();
    let month = g.dir.join("g_query_range.json");
    let month = month.to_str().unwrap();
    let summary = |files: &[&str]| {
        let mut args = vec!["metrics", "summary"];
        args.extend_from_slice(files);
        args.push("--json");
        let out = gpucase(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let alone = summary(&[month]);
    let both = summary(&[month, lone.to_str().unwrap()]);
    for key in [
        "productive_gpu_hours",
        "total_gpu_hours",
        "no_data_gpu_hours",
    ] {
        assert_eq!(both[key], alone[key], "{key}");
    }
    assert_eq!(both["period"], alone["period"]);
    let outliers = &both["data_quality"]["outliers"];
    assert_eq!(outliers["series_hours"], 1);
    assert_eq!(outliers["listed"][0]["hour_utc"], "2027-10-26T12:00:00Z");
    assert_eq!(
        outliers["listed"][0]["series"],
        "DCGM_FI_PROF_SM_ACTIVE{Hostname=\"gpu-node-01\",gpu=\"0\"}"
    );

    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let out = gpucase(&[
        "case",
        "import",
        "examples/enterprise-assistant.gpucase",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = gpucase(&[
        "metrics",
        "import",
        month,
        lone.to_str().unwrap(),
        "--case",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = gpucase(&["tco", "enterprise-assistant", "--json", "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let tco: Value = serde_json::from_slice(&out.stdout).unwrap();
    let n = |v: &Value| v.as_u64().unwrap();
    let productive = n(&alone["productive_gpu_hours"]);
    let known = n(&alone["total_gpu_hours"]) - n(&alone["no_data_gpu_hours"]);
    assert_eq!(tco["workload"]["productive_gpu_hours"], productive);
    let share: f64 = tco["workload"]["productive_share"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let expected = productive as f64 / known as f64;
    assert!(
        (share - expected).abs() < 0.000_06,
        "{share} against {expected}"
    );
}

/// Issue 35 "done when": a case from `case new` to a signed memo with no JSON edited. A new
/// German case (around the clock, 8 GPUs, EUR), the AWS catalog (offline fixture), its USD
/// rate set with `case rate`, the p5.48xlarge on demand added, the 24/7 requirement, the
/// generator's two measured days imported as its profile, and `report --key --cert` with a
/// key and certificate `openssl` made here: the memo is written, signed and verified.
#[test]
fn a_case_goes_from_case_new_to_a_signed_memo_without_editing_json() {
    let g = generated();
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let run = |args: &[&str]| -> String {
        let out = gpucase(args);
        assert!(
            out.status.success(),
            "{args:?}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        text(&out.stdout)
    };
    run(&[
        "offers",
        "refresh",
        "--offline",
        "--plugin",
        "aws",
        "--store",
        store,
    ]);
    let said = run(&[
        "case",
        "new",
        "pilot",
        "--name",
        "Pilot inference",
        "--currency",
        "EUR",
        "--template",
        "around-the-clock",
        "--gpus",
        "8",
        "--case-lang",
        "de",
        "--store",
        store,
    ]);
    assert!(said.starts_with("pilot als Version 1 angelegt"), "{said}");
    run(&[
        "case",
        "rate",
        "pilot",
        "USD",
        "EUR",
        "0.86",
        "--date",
        "2026-12-01",
        "--source",
        "ECB",
        "--store",
        store,
    ]);
    let said = run(&[
        "case",
        "add-offers",
        "pilot",
        "aws/3D4V8UAYEMB38GU2.JRTCKXETXF",
        "--store",
        store,
    ]);
    assert!(said.contains("pilot Version 3"), "{said}");
    run(&["case", "require", "pilot", "--24x7", "--store", store]);
    run(&[
        "metrics",
        "import",
        g.dir.join("g_query_range.json").to_str().unwrap(),
        "--case",
        "pilot",
        "--tz",
        "Europe/Berlin",
        "--store",
        store,
    ]);
    // A key and a self-signed certificate for Ada Analyst.
    let key = dir.path().join("key.pem");
    let cert = dir.path().join("cert.pem");
    let made = Command::new("openssl")
        .args([
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
        ])
        .args([
            "-nodes",
            "-subj",
            "/CN=Ada Analyst",
            "-days",
            "3650",
            "-keyout",
        ])
        .arg(&key)
        .arg("-out")
        .arg(&cert)
        .output()
        .unwrap();
    assert!(made.status.success(), "{}", text(&made.stderr));
    let pdf = dir.path().join("pilot.pdf");
    let said = run(&[
        "report",
        "pilot",
        "-o",
        pdf.to_str().unwrap(),
        "--key",
        key.to_str().unwrap(),
        "--cert",
        cert.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(said.contains("Ada Analyst"), "{said}");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    // Signed and intact (the certificate is not trusted without --trust: status 1, said so).
    let out = gpucase(&["verify", pdf.to_str().unwrap()]);
    let said = text(&out.stdout);
    assert!(said.contains("Ada Analyst"), "{said}{}", text(&out.stderr));
    let history = run(&["case", "history", "pilot", "--store", store]);
    assert_eq!(history.lines().count(), 5, "{history}");
}
