//! `gpucase plugins` and `gpucase offers` end to end: the bundled plugins on their recorded
//! fixtures (replayed over local HTTP), a real SQLite catalog, and a plugin that breaks.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn gpucase(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .current_dir(root())
        .env_remove("GPUCASE_STORE")
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

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
    let refresh = || {
        gpucase(&[
            "offers",
            "refresh",
            "--offline",
            "--dir",
            plugins_dir,
            "--store",
            store,
        ])
    };
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
