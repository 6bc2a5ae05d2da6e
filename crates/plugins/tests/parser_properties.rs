//! Bounded property tests of the two parsers a plugin author writes input for: the manifest
//! (`plugin.toml`) and the fixture index (`fixtures/index.toml`). A fixed number of cases
//! from a fixed seed, so `cargo test` (and `scripts/test.sh`) runs the same inputs every
//! time: neither parser panics, and no error repeats a password or token of its input.
//!
//! The inputs are manifests and indexes in the real shape (as the bundled plugins write
//! them), with a password where one can hide (a URL's user information, a quoted value, a
//! recorded `authorization` header), then cut short or with a byte changed.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use std::path::Path;

use gpucase_plugins::Manifest;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, RngSeed, TestRunner};

/// Cases per parser; about a second each in a debug build.
const CASES: u32 = 512;

fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: CASES,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x16_0009),
        failure_persistence: None,
        ..Config::default()
    })
}

fn password() -> impl Strategy<Value = String> {
    "[A-Za-z0-9]{12}".prop_map(|s| format!("pw{s}"))
}

/// A URL prefix, sometimes carrying `pw` as its password or user.
fn prefix(pw: String) -> impl Strategy<Value = String> {
    prop_oneof![
        Just("https://api.example.test/v1/".to_owned()),
        Just(format!("https://user:{pw}@api.example.test/v1/")),
        Just(format!("https://{pw}@api.example.test/v1/")),
        Just(format!("http://user:{pw}@api.example.test/")),
        Just(format!("https://user:{pw}@exa mple.test/v1/")),
        Just(format!("https://user:{pw}@bücher.example/v1/")),
        Just(format!("https://api.example.test:{pw}@evil.example/")),
        "[ -~]{0,30}",
    ]
}

fn secret_name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("P_TOKEN".to_owned()),
        Just("HOME".to_owned()),
        Just("GPUCASE_STORE".to_owned()),
        "[A-Z_]{1,12}",
        "[ -~]{0,12}",
    ]
}

/// Cuts `text` short at `cut` (a share of its length) or puts `byte` at that place.
fn mutate(text: &str, how: u8, at: f64, byte: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let i = ((chars.len() as f64) * at) as usize;
    match how % 3 {
        0 => text.to_owned(),
        1 => chars.into_iter().take(i).collect(),
        _ => {
            // An `@` stays: without it a URL's password is no longer one, only text.
            if i < chars.len() && chars[i] != '@' {
                chars[i] = byte;
            }
            chars.into_iter().collect()
        }
    }
}

fn toml_byte() -> impl Strategy<Value = char> {
    prop_oneof![
        Just('"'),
        Just('['),
        Just(']'),
        Just('='),
        Just('\n'),
        Just('#'),
        Just('\''),
        Just('{'),
        any::<char>(),
    ]
}

fn manifest() -> impl Strategy<Value = (String, String)> {
    password().prop_flat_map(|pw| {
        (
            prop_oneof![Just("p".to_owned()), "[a-z][a-z0-9-]{0,8}", "[ -~]{0,10}"],
            prop_oneof![Just("1".to_owned()), "[0-9]{1,12}", Just(format!("\"{pw}\""))],
            proptest::collection::vec(prefix(pw.clone()), 0..3),
            proptest::collection::vec(secret_name(), 0..3),
            prop_oneof![
                Just(String::new()),
                Just(format!("token = \"{pw}\"\n")),
                Just(format!("feed = \"https://u:{pw}@feed.example/x\"\n")),
            ],
            (any::<u8>(), 0.0..1.0f64, toml_byte()),
            Just(pw),
        )
            .prop_map(|(id, api, fetch, secrets, settings, (how, at, byte), pw)| {
                let list = |v: &[String]| {
                    v.iter()
                        .map(|s| format!("{s:?}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let text = format!(
                    "[plugin]\nid = {id:?}\nname = \"P\"\nversion = \"0.1.0\"\napi = {api}\n\n\
                     [provider]\nlegal_name = \"P GmbH\"\nwebsite = \"https://u:{pw}@p.example\"\ncountry = \"DE\"\n\n\
                     [capabilities]\nfetch = [{}]\nsecrets = [{}]\n\n[settings]\n{settings}",
                    list(&fetch),
                    list(&secrets)
                );
                (mutate(&text, how, at, byte), pw)
            })
    })
}

fn index() -> impl Strategy<Value = (String, String)> {
    password().prop_flat_map(|pw| {
        let response = (
            prop_oneof![Just("GET"), Just("POST"), Just("get")],
            prop_oneof![
                Just("https://api.example.test/v1/offers".to_owned()),
                Just(format!("https://user:{pw}@api.example.test/v1/offers")),
                "[ -~]{0,20}",
            ],
            prop_oneof![
                Just("200".to_owned()),
                "[0-9]{1,7}",
                Just(format!("\"{pw}\""))
            ],
            prop_oneof![
                Just("file = \"body.json\"\n".to_owned()),
                Just("file = \"../../secret.txt\"\n".to_owned()),
                Just("file = \"/etc/passwd\"\n".to_owned()),
                Just(format!("file = \"https://u:{pw}@h.example/x\"\n")),
                Just("response_body = '[]'\n".to_owned()),
                Just("file = \"body.json\"\nresponse_body = '[]'\n".to_owned()),
                Just(String::new()),
            ],
            prop_oneof![
                Just(String::new()),
                Just(format!(
                    "request_headers = {{ authorization = \"Bearer {pw}\" }}\n"
                )),
                Just(format!("headers = {{ retry-after = \"{pw}\" }}\n")),
            ],
        )
            .prop_map(|(method, url, status, body, headers)| {
                format!(
                    "[[response]]\nmethod = \"{method}\"\nurl = {url:?}\nstatus = {status}\n\
                     content_type = \"application/json\"\n{body}{headers}"
                )
            });
        (
            prop_oneof![Just("2026-11-20".to_owned()), "[ -~]{0,12}"],
            proptest::collection::vec(response, 0..3),
            (any::<u8>(), 0.0..1.0f64, toml_byte()),
            Just(pw),
        )
            .prop_map(|(recorded, responses, (how, at, byte), pw)| {
                let text = format!("recorded = {recorded:?}\n\n{}", responses.join("\n"));
                (mutate(&text, how, at, byte), pw)
            })
    })
}

#[test]
fn the_manifest_parser_never_panics_nor_repeats_a_password() {
    let started = std::time::Instant::now();
    let (refused, accepted) = (std::cell::Cell::new(0u32), std::cell::Cell::new(0u32));
    runner()
        .run(&manifest(), |(text, pw)| {
            match Manifest::parse(&text, Path::new("plugins/p/plugin.toml"), "p") {
                Ok(_) => accepted.set(accepted.get() + 1),
                Err(e) => {
                    refused.set(refused.get() + 1);
                    let message = e.to_string();
                    prop_assert!(!message.contains(&pw), "{message}\n--- input:\n{text}");
                }
            }
            Ok(())
        })
        .unwrap();
    eprintln!(
        "manifest: {CASES} cases ({} accepted, {} refused) in {:?}",
        accepted.get(),
        refused.get(),
        started.elapsed()
    );
    // The inputs reach past the TOML syntax into the manifest's own checks.
    assert!(accepted.get() > 0 && refused.get() > 0);
}

#[test]
fn the_fixture_index_parser_never_panics_nor_repeats_a_password() {
    let started = std::time::Instant::now();
    let root = tempfile::tempdir().unwrap();
    let plugin = root.path().join("p");
    std::fs::create_dir_all(plugin.join("fixtures")).unwrap();
    std::fs::write(plugin.join("fixtures/body.json"), "[]").unwrap();
    std::fs::write(root.path().join("secret.txt"), "secret").unwrap();
    let (refused, accepted) = (std::cell::Cell::new(0u32), std::cell::Cell::new(0u32));
    runner()
        .run(&index(), |(text, pw)| {
            std::fs::write(plugin.join("fixtures/index.toml"), &text).unwrap();
            match gpucase_plugins::replay::load_fixtures(&plugin) {
                Ok(_) => accepted.set(accepted.get() + 1),
                Err(e) => {
                    refused.set(refused.get() + 1);
                    let message = e.to_string();
                    prop_assert!(!message.contains(&pw), "{message}\n--- input:\n{text}");
                }
            }
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fixture index: {CASES} cases ({} accepted, {} refused) in {:?}",
        accepted.get(),
        refused.get(),
        started.elapsed()
    );
    assert!(accepted.get() > 0 && refused.get() > 0);
}
