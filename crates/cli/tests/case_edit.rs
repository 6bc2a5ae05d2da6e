//! Editing a stored case without editing its JSON (issue 35): `case rate` sets an exchange
//! rate with its date and source, replacing the rate of the same pair whichever way round it
//! was written; `case remove-option` removes options by the ids `tco` prints (or a quote's or
//! offer's id, or `hybrid`), refusing an unknown id by naming the known ones and keeping the
//! hybrid's parts while the hybrid stays.

#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

mod common;
use common::{exported, gpucase, ok};

use std::path::Path;
use std::process::Command;

/// The example (enterprise-assistant: USD → EUR at 0.86) imported into a fresh store.
fn store(dir: &Path) -> String {
    let store = dir.join("cases.sqlite").to_str().unwrap().to_owned();
    let example =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/enterprise-assistant.gpucase");
    ok(&[
        "case",
        "import",
        example.to_str().unwrap(),
        "--store",
        &store,
    ]);
    store
}

/// The option ids `tco --json` lists.
fn option_ids(store: &str) -> Vec<String> {
    let json = ok(&["tco", "enterprise-assistant", "--json", "--store", store]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["id"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn a_rate_is_set_with_its_date_and_source_and_replaces_the_same_pair() {
    let dir = tempfile::tempdir().unwrap();
    let store = store(dir.path());
    let before = ok(&["tco", "enterprise-assistant", "--store", &store]);
    let said = ok(&[
        "case",
        "rate",
        "enterprise-assistant",
        "USD",
        "EUR",
        "0.90",
        "--date",
        "2026-12-01",
        "--source",
        "ECB euro reference rate",
        "--store",
        &store,
    ]);
    assert_eq!(
        said.trim(),
        "Saved USD → EUR at 0.90 in enterprise-assistant as version 2."
    );
    let case = exported("enterprise-assistant", &store, dir.path());
    assert_eq!(
        case["exchange_rates"],
        serde_json::json!([{
            "from": "USD", "to": "EUR", "rate": "0.90",
            "date": "2026-12-01", "source": "ECB euro reference rate"
        }])
    );
    assert_ne!(
        ok(&["tco", "enterprise-assistant", "--store", &store]),
        before,
        "the rented options priced in USD move"
    );
    // Written the other way round, it replaces the same pair; a later year's is added.
    ok(&[
        "case",
        "rate",
        "enterprise-assistant",
        "EUR",
        "USD",
        "1.15",
        "--date",
        "2026-12-02",
        "--store",
        &store,
    ]);
    ok(&[
        "case",
        "rate",
        "enterprise-assistant",
        "USD",
        "EUR",
        "0.95",
        "--date",
        "2026-12-02",
        "--year",
        "3",
        "--store",
        &store,
    ]);
    let rates = exported("enterprise-assistant", &store, dir.path())["exchange_rates"].clone();
    let rates = rates.as_array().unwrap();
    assert_eq!(rates.len(), 2, "{rates:?}");
    assert_eq!(
        (rates[0]["from"].as_str(), rates[0]["rate"].as_str()),
        (Some("EUR"), Some("1.15"))
    );
    assert_eq!(rates[1]["year"], 3);
    // A year outside the horizon's 2 to 30 is refused by field, and nothing is saved.
    let out = gpucase(&[
        "case",
        "rate",
        "enterprise-assistant",
        "USD",
        "EUR",
        "0.9",
        "--date",
        "2026-12-02",
        "--year",
        "1",
        "--store",
        &store,
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("exchange_rates[2].year: must be between 2 and 30"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        exported("enterprise-assistant", &store, dir.path())["exchange_rates"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
}

#[test]
fn options_are_removed_by_id_and_the_hybrid_keeps_its_parts() {
    let dir = tempfile::tempdir().unwrap();
    let store = store(dir.path());
    let ids = option_ids(&store);
    assert!(
        ids.contains(&"aws-p5e/capacity_block".to_owned()),
        "{ids:?}"
    );
    let said = ok(&[
        "case",
        "remove-option",
        "enterprise-assistant",
        "aws-p5e/capacity_block",
        "aws-p5e/spot_batch",
        "--store",
        &store,
    ]);
    assert_eq!(
        said.trim(),
        "enterprise-assistant version 2: removed 2 options: aws-p5e/capacity_block, aws-p5e/spot_batch."
    );
    let after = option_ids(&store);
    assert_eq!(after.len(), ids.len() - 2, "{after:?}");
    assert!(
        !after
            .iter()
            .any(|i| i.contains("capacity_block") || i.contains("spot_batch"))
    );

    // The hybrid is made of the own quote: it stays while the hybrid does.
    let out = gpucase(&[
        "case",
        "remove-option",
        "enterprise-assistant",
        "own-hgx-h200",
        "--store",
        &store,
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "\"own-hgx-h200\": part of the hybrid option: remove \"hybrid\" with it, or keep it"
        ),
        "{err}"
    );
    // An unknown id names the options there are.
    let out = gpucase(&[
        "case",
        "remove-option",
        "enterprise-assistant",
        "aws-p5e/spot",
        "--store",
        &store,
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("\"aws-p5e/spot\": not an option of the case; its options are own-hgx-h200, aws-p5e/on_demand_always"),
        "{err}"
    );
    // With the hybrid, the quote goes: only the rented options are left.
    ok(&[
        "case",
        "remove-option",
        "enterprise-assistant",
        "hybrid",
        "own-hgx-h200",
        "--store",
        &store,
    ]);
    let left = option_ids(&store);
    assert!(left.iter().all(|i| i.starts_with("aws-p5e/")), "{left:?}");
    let case = exported("enterprise-assistant", &store, dir.path());
    assert!(case["hybrid"].is_null() && case["own"].as_array().unwrap().is_empty());
    // Not the last one.
    let mut all: Vec<&str> = vec!["case", "remove-option", "enterprise-assistant", "aws-p5e"];
    all.extend(["--store", &store]);
    let out = gpucase(&all);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("that would leave the case without an option to compare")
    );
}

/// Issue 35: an hourly savings plan commits the instances the case runs every hour. A new
/// case of 24 GPUs around the clock holds three 8-GPU ND96isr H200 v5 instances, so Azure's
/// 1-year plan (75.5568 USD an instance-hour) commits three every hour: 3 × 75.5568 ×
/// 43,800 h × 0.86 = 8,538,220.63 EUR over the five years, and nothing runs on demand
/// beside it.
#[test]
fn a_savings_plan_from_the_catalog_commits_the_instances_the_case_runs() {
    let dir = tempfile::tempdir().unwrap();
    let store = store(dir.path());
    let plugins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins");
    let s = ["--store", store.as_str()];
    let run = |args: &[&str]| ok(&[args, &s[..]].concat());
    run(&[
        "case",
        "new",
        "big",
        "--name",
        "Big",
        "--currency",
        "EUR",
        "--gpus",
        "24",
    ]);
    run(&[
        "case",
        "rate",
        "big",
        "USD",
        "EUR",
        "0.86",
        "--date",
        "2026-12-01",
    ]);
    run(&[
        "offers",
        "refresh",
        "--offline",
        "--plugin",
        "azure",
        "--dir",
        plugins.to_str().unwrap(),
    ]);
    run(&[
        "case",
        "add-offers",
        "big",
        "azure/Standard_ND96isr_H200_v5@swedencentral/on_demand",
        "azure/Standard_ND96isr_H200_v5@swedencentral/savings_plan-12m",
    ]);
    let v: serde_json::Value = serde_json::from_str(&run(&["tco", "big", "--json"])).unwrap();
    let plan = v["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == "azure-standard-nd96isr-h200-v5-swedencentral/savings_plan")
        .unwrap_or_else(|| panic!("the plan in {v}"));
    let item = |name: &str| {
        plan["breakdown"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["item"] == name)
            .map(|i| i["amount"].as_str().unwrap().to_owned())
    };
    assert_eq!(item("commitment").as_deref(), Some("8538220.63"), "{plan}");
    assert!(
        item("on_demand_overflow").is_none_or(|a| a == "0.00"),
        "{plan}"
    );
}

/// Issue 35: `add-offers` adds what it can. With the Azure catalog (the plugin's offline
/// fixture): the ND96isr H200 v5 in Sweden Central on demand and under a 1-year savings
/// plan (75.5568 USD an instance-hour) make one option, the plan one of its pricing models
/// (committing one instance every hour: 75.5568 × 43,800 h × 0.86 = 2,846,073.54 EUR over
/// the five years); an offer the catalog does not have is listed with why and what to type,
/// and the status is 0. With nothing added the status is 1 and the reason is the error.
#[test]
fn add_offers_adds_what_it_can_and_says_why_of_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let store = store(dir.path());
    let plugins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins");
    ok(&[
        "offers",
        "refresh",
        "--offline",
        "--plugin",
        "azure",
        "--dir",
        plugins.to_str().unwrap(),
        "--store",
        &store,
    ]);
    let said = ok(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        "azure/Standard_ND96isr_H200_v5@swedencentral/on_demand",
        "azure/Standard_ND96isr_H200_v5@swedencentral/savings_plan-12m",
        "azure/Standard_ND96isr_H200_v5@nowhere/on_demand",
        "--store",
        &store,
    ]);
    assert!(
        said.contains("version 2: one rent option from the catalog"),
        "{said}"
    );
    assert!(
        said.contains(
            "not added: azure/Standard_ND96isr_H200_v5@nowhere/on_demand: no offer azure/Standard_ND96isr_H200_v5@nowhere/on_demand in the catalog: run `gpucase offers refresh`, or look the id up with `gpucase offers list`"
        ),
        "{said}"
    );
    let json = ok(&["tco", "enterprise-assistant", "--json", "--store", &store]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let plan = v["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| {
            let id = o["id"].as_str().unwrap_or_default();
            id.starts_with("azure") && id.ends_with("/savings_plan")
        })
        .expect("the plan is an option");
    let commitment = plan["breakdown"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["item"] == "commitment")
        .expect("a commitment line");
    assert_eq!(commitment["amount"], "2846073.54");
    // The option names the offers its prices come from, as stated, with their dates: the
    // plan's rate, and the on-demand price the hours above the commitment pay.
    let from = plan["offers"].as_array().expect("the plan's offers");
    let named: Vec<(&str, &str)> = from
        .iter()
        .map(|o| (o["offer"].as_str().unwrap(), o["price"].as_str().unwrap()))
        .collect();
    assert_eq!(
        named,
        [
            (
                "azure/Standard_ND96isr_H200_v5@swedencentral/on_demand",
                "93.28 USD"
            ),
            (
                "azure/Standard_ND96isr_H200_v5@swedencentral/savings_plan-12m",
                "75.5568 USD"
            ),
        ]
    );
    assert!(
        from.iter()
            .all(|o| o["read_at"].as_str().is_some_and(|d| d.len() >= 10))
    );
    let out = gpucase(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        "azure/Standard_ND96isr_H200_v5@swedencentral/on_demand",
        "--store",
        &store,
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("azure/Standard_ND96isr_H200_v5@swedencentral/on_demand"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Issue 35: `case diff` of a discount rate lowered from 6 % to 4 %: the nominal cost per
/// productive GPU-hour stays (`=`), every present value per productive GPU-hour rises (the
/// same payments discounted less), and each option's place in the ranking is shown.
#[test]
fn a_diff_of_the_discount_rate_shows_present_values_and_the_ranking() {
    let dir = tempfile::tempdir().unwrap();
    let store = store(dir.path());
    for rate in ["0.06", "0.04"] {
        ok(&[
            "case",
            "discount",
            "enterprise-assistant",
            "--rate",
            rate,
            "--store",
            &store,
        ]);
    }
    let table = ok(&[
        "case",
        "diff",
        "enterprise-assistant@2",
        "enterprise-assistant@3",
        "--store",
        &store,
    ]);
    let header = table
        .lines()
        .find(|l| l.contains("PV before"))
        .unwrap_or_else(|| panic!("{table}"));
    assert!(
        header.contains("PV after") && header.contains("Rank"),
        "{header}"
    );
    let rows: Vec<&str> = table
        .lines()
        .filter(|l| l.contains('€') && l.contains('→'))
        .collect();
    assert_eq!(rows.len(), 8, "{table}");
    for row in &rows {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells[3], "=", "nominal unchanged: {row}");
        assert_eq!(cells[6], "▲", "present value up: {row}");
    }
    let json = ok(&[
        "case",
        "diff",
        "enterprise-assistant@2",
        "enterprise-assistant@3",
        "--json",
        "--store",
        &store,
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let outcome = &v["diff"]["outcome"];
    assert_eq!(outcome["present_values"], true);
    let ranks: Vec<u64> = outcome["options"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|o| o["new_rank"].as_u64())
        .collect();
    let mut sorted = ranks.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (1..=ranks.len() as u64).collect::<Vec<_>>());
}

/// Issue 35: `case new` on a terminal asks for what its flags leave out, each question
/// with its default, and asks again with why when an answer does not read. script(1)
/// (util-linux, on every Debian) runs it on a pseudo-terminal fed with the answers: a
/// name, a currency that is not one and then one, the horizon's default, a template and a
/// fleet. Off a terminal, a flag without a default is an error naming it.
#[test]
fn case_new_asks_on_a_terminal_for_what_its_flags_leave_out() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let command = format!(
        "'{}' case new fleet --store '{store}'",
        env!("CARGO_BIN_EXE_gpucase")
    );
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("GPUCASE_LANG")
        .env("LANG", "C.UTF-8")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("script(1) runs (util-linux)");
    {
        use std::io::Write as _;
        let mut stdin = child.stdin.take().unwrap();
        stdin
            .write_all(b"Fleet 2027\neuro\nEUR\n\naround-the-clock\n16\n")
            .unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{said}");
    for question in [
        "Name of the case:",
        "Currency of the results (ISO 4217, such as EUR):",
        "Years to compare the options over [5]:",
        "Workload (office-hours, around-the-clock or office-and-nightly-batch) [office-hours]:",
        "GPUs the workload keeps busy [8]:",
    ] {
        assert!(said.contains(question), "{question} in {said}");
    }
    assert!(said.contains("once more:"), "{said}");
    assert!(said.contains("Created fleet as version 1"), "{said}");
    let case = exported("fleet", store, dir.path());
    assert_eq!(case["name"], "Fleet 2027");
    assert_eq!(case["currency"], "EUR");
    assert_eq!(case["horizon_years"], 5);
    let windows = case["workload"]["windows"].as_array().unwrap();
    assert_eq!(windows.len(), 1, "{windows:?}");
    assert_eq!(windows[0]["days"], "every_day");
    assert_eq!(windows[0]["gpus"], 16);

    // A script: no terminal, no --currency.
    let out = gpucase(&["case", "new", "other", "--name", "Other", "--store", store]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--currency is needed: give it, or run the command on a terminal"),
        "{err}"
    );
}
