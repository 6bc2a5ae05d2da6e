//! `gpucase offers history` end to end: the feed plugin on its recorded fixture (replayed
//! over local HTTP) refreshed twice into a real SQLite catalog, the second time with a
//! changed price, then the offer's observations in English, German and as JSON; and an id
//! the catalog does not have.
//!
//! Nothing here depends on today's date: an offline refresh stamps each offer with the day
//! its fixture was recorded (plugins/feed/fixtures/index.toml: 2026-11-20).

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

mod common;
use common::{gpucase, root, text};

use std::path::PathBuf;
use std::process::Output;

/// A copy of the feed plugin in `dir`, whose fixture a test may change, and a catalog
/// refreshed from it once.
struct Catalog {
    _dir: tempfile::TempDir,
    plugins: String,
    store: String,
    feed: PathBuf,
}

impl Catalog {
    fn refreshed() -> Self {
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
        let catalog = Catalog {
            feed: plugins.join("feed/fixtures/gpucase-offer-feed.json"),
            plugins: plugins.to_str().unwrap().to_owned(),
            store: dir
                .path()
                .join("catalog.sqlite")
                .to_str()
                .unwrap()
                .to_owned(),
            _dir: dir,
        };
        catalog.refresh();
        catalog
    }

    fn refresh(&self) {
        let out = gpucase(&[
            "offers",
            "refresh",
            "--offline",
            "--dir",
            &self.plugins,
            "--store",
            &self.store,
        ]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }

    /// `offers history` of `offer` with `more` arguments.
    fn history(&self, offer: &str, more: &[&str]) -> Output {
        let mut args = vec!["offers", "history", offer, "--store", &self.store];
        args.extend(more);
        gpucase(&args)
    }
}

#[test]
fn a_changed_price_shows_as_a_second_observation_with_both_prices() {
    let catalog = Catalog::refreshed();
    // The seller raises the first tier's monthly price from 9.90 to 10.90 EUR and moves it
    // to another city.
    let body = std::fs::read_to_string(&catalog.feed).unwrap();
    let raised = body
        .replacen("\"amount\": \"9.90\"", "\"amount\": \"10.90\"", 1)
        .replacen("\"Frankfurt am Main\"", "\"Offenbach\"", 1);
    assert_ne!(raised, body);
    std::fs::write(&catalog.feed, raised).unwrap();
    catalog.refresh();

    let out = catalog.history("feed/igpu-perf1", &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(
        lines,
        [
            "feed/igpu-perf1: 2 observations",
            "20 November 2026, 00:00 UTC  €9.90 per month, on demand  first observation",
            "20 November 2026, 00:00 UTC  €10.90 per month, on demand  price €9.90 → €10.90; location.city: Frankfurt am Main → Offenbach",
        ],
        "{printed}"
    );

    let german = catalog.history("feed/igpu-perf1", &["--lang", "de"]);
    assert!(german.status.success(), "{}", text(&german.stderr));
    let printed = text(&german.stdout);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(
        lines,
        [
            "feed/igpu-perf1: 2 Beobachtungen",
            "20. November 2026, 00:00 UTC  9,90\u{a0}€ pro Monat, On-Demand  erste Beobachtung",
            "20. November 2026, 00:00 UTC  10,90\u{a0}€ pro Monat, On-Demand  Preis 9,90\u{a0}€ → 10,90\u{a0}€; location.city: Frankfurt am Main → Offenbach",
        ],
        "{printed}"
    );

    // For scripts: the observations with the price as stated and the field that changed.
    let json = catalog.history("feed/igpu-perf1", &["--json"]);
    assert!(json.status.success(), "{}", text(&json.stderr));
    let history: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let observations = history["observations"].as_array().unwrap();
    let prices: Vec<&str> = observations
        .iter()
        .map(|o| o["price"]["amount"].as_str().unwrap())
        .collect();
    assert_eq!(prices, ["9.90 EUR", "10.90 EUR"]);
    assert_eq!(
        observations[1]["changes"],
        serde_json::json!([
            { "field": "price.amount", "before": "9.90 EUR", "after": "10.90 EUR" },
            { "field": "location.city", "before": "Frankfurt am Main", "after": "Offenbach" },
        ])
    );
    assert_eq!(history["total"], 2);
    assert_eq!(observations[1]["offer"]["offer_id"], "igpu-perf1");

    // An offer that never changed has its one observation.
    let out = catalog.history("feed/igpu-perf2", &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout).lines().count(),
        2,
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn an_id_the_catalog_does_not_have_fails_naming_it() {
    let catalog = Catalog::refreshed();
    let out = catalog.history("feed/igpu-perf9", &[]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert_eq!(
        text(&out.stderr).trim_end(),
        "gpucase: error: no offer \"feed/igpu-perf9\" in the catalog; did you mean \"feed/igpu-perf1\"?"
    );
    let out = catalog.history("vast/nothing-like-it", &["--lang", "fr"]);
    assert!(!out.status.success());
    let printed = text(&out.stderr);
    assert!(
        printed.contains("aucune offre « vast/nothing-like-it » dans le catalogue"),
        "{printed}"
    );
    assert!(!printed.contains("vouliez-vous"), "{printed}");
}
