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
