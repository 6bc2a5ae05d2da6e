//! The plugin host against the bundled plugins and against hostile or broken ones. Every
//! plugin here runs for real: a Rhai script in the sandbox, fetching over real HTTP from a
//! local server that replays recorded responses.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use gpucase_plugins::{Limit, Limits, PluginDir, PluginError, check, run_all, run_on_fixtures};

// The hosts' heap count, so that a run's memory bound is exercised here as it is in the
// CLI and the desktop.
#[global_allocator]
static GLOBAL: gpucase_memory::Counting<std::alloc::System> =
    gpucase_memory::Counting(std::alloc::System);

fn bundled() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("plugin.toml").exists())
        .collect();
    dirs.sort();
    dirs
}

/// Writes a plugin folder `id` with `script` (and optional fixtures) under `root`.
fn plugin(
    root: &Path,
    id: &str,
    script: &str,
    fixtures: &[(&str, &str)],
    extra_manifest: &str,
) -> PathBuf {
    let dir = root.join(id);
    std::fs::create_dir_all(dir.join("fixtures")).unwrap();
    std::fs::write(
        dir.join("plugin.toml"),
        format!(
            "[plugin]\nid = \"{id}\"\nname = \"{id}\"\nversion = \"0.0.1\"\napi = 1\n\n\
             [provider]\nlegal_name = \"Test\"\nwebsite = \"https://example.test\"\ncountry = \"DE\"\n\n\
             [capabilities]\nfetch = [\"https://api.example.test/v1/\"]\nsecrets = [\"{}_TOKEN\"]\n{extra_manifest}",
            id.to_ascii_uppercase().replace('-', "_")
        ),
    )
    .unwrap();
    std::fs::write(dir.join("main.rhai"), script).unwrap();
    let mut index = String::from("recorded = \"2026-11-20\"\n");
    for (name, entry) in fixtures {
        index.push_str(&format!("\n[[response]]\n{entry}\n"));
        let _ = name;
    }
    std::fs::write(dir.join("fixtures/index.toml"), index).unwrap();
    dir
}

fn tight() -> Limits {
    Limits {
        max_operations: 2_000_000,
        max_string_size: 1024 * 1024,
        max_array_size: 10_000,
        wall_time: Duration::from_secs(20),
        ..Limits::default()
    }
}

fn script_error(dir: &Path, limits: &Limits) -> String {
    let p = PluginDir::load(dir).unwrap();
    match run_on_fixtures(&p, limits) {
        Err(PluginError::Script { plugin, message }) => {
            assert_eq!(plugin, dir.file_name().unwrap().to_str().unwrap());
            message
        }
        other => panic!("expected a script error, got {other:?}"),
    }
}

/// The limit that stopped the run of the plugin in `dir`, and the error's text.
fn limit_error(dir: &Path, limits: &Limits) -> (Limit, String) {
    let p = PluginDir::load(dir).unwrap();
    match run_on_fixtures(&p, limits) {
        Err(e @ PluginError::Limit { .. }) => {
            let text = e.to_string();
            let PluginError::Limit { plugin, limit, .. } = e else {
                unreachable!()
            };
            assert_eq!(plugin, dir.file_name().unwrap().to_str().unwrap());
            (limit, text)
        }
        other => panic!("expected a limit, got {other:?}"),
    }
}

#[test]
fn every_bundled_plugin_matches_its_expected_offers() {
    let dirs = bundled();
    assert!(!dirs.is_empty());
    for dir in dirs {
        let report = check(&dir, std::env::var_os("GPUCASE_BLESS").is_some()).unwrap();
        assert!(
            report.run.problems.is_empty(),
            "{}: {:?}",
            dir.display(),
            report.run.problems
        );
        assert!(
            !report.run.offers.is_empty(),
            "{}: no offers",
            dir.display()
        );
        assert_eq!(report.mismatch, None);
    }
}

#[test]
fn the_feed_plugin_keeps_shares_tiers_and_unknowns() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/feed");
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default()).unwrap();
    let json = serde_json::to_value(&run.offers).unwrap();
    let perf1 = &json[0];
    assert_eq!(
        perf1["allocation"],
        serde_json::json!({ "kind": "sriov_vf", "share": "0.25" })
    );
    assert_eq!(perf1["isolation"], serde_json::json!({ "kind": "vm" }));
    assert_eq!(perf1["performance_tier"], "Perf 1");
    assert_eq!(perf1["gpu"]["model"], "Intel UHD Graphics 770");
    let h100 = &json[4];
    assert_eq!(h100["gpu"]["model"], "H100 PCIe 80GB");
    assert_eq!(h100["allocation"]["kind"], "unknown");
    assert_eq!(
        h100["allocation"]["reason"],
        "the feed does not state the GPU allocation"
    );
    assert_eq!(
        h100["isolation"],
        serde_json::json!({ "kind": "container" })
    );
    // A monthly price's hourly figure is derived (price / 730 h) and says so.
    let hourly = run.offers[0].hourly();
    assert!(hourly.derived);
    let expected = rust_decimal::Decimal::new(990, 2) / rust_decimal::Decimal::from(730);
    assert_eq!(hourly.amount.amount(), expected, "9.90 EUR a month / 730 h");
}

#[test]
fn an_endless_loop_is_stopped() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "endless",
        "fn offers(ctx) { loop { } }",
        &[],
        "",
    );
    let (limit, message) = limit_error(&dir, &tight());
    assert_eq!(limit, Limit::Operations { max: 2_000_000 });
    assert!(
        message.starts_with("plugin endless: stopped")
            && message.ends_with(
                "it ran more than 2000000 operations, the limit of a run (an endless loop?)"
            ),
        "{message}"
    );
}

#[test]
fn a_run_past_its_wall_time_is_stopped() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "slow",
        "fn offers(ctx) { let x = 0; loop { x += 1; } }",
        &[],
        "",
    );
    let limits = Limits {
        max_operations: u64::MAX,
        wall_time: Duration::from_millis(300),
        ..tight()
    };
    let (limit, message) = limit_error(&dir, &limits);
    assert_eq!(limit, Limit::WallTime { seconds: 1 }, "{message}");
    assert!(message.contains("the wall time of a run"), "{message}");
}

#[test]
fn a_memory_bomb_is_stopped() {
    let root = tempfile::tempdir().unwrap();
    let strings = plugin(
        root.path(),
        "bomb",
        "fn offers(ctx) { let s = \"xx\"; loop { s += s; } }",
        &[],
        "",
    );
    assert_eq!(
        limit_error(&strings, &tight()).0,
        Limit::StringBytes { max: 1024 * 1024 }
    );
    let arrays = plugin(
        root.path(),
        "bomb-array",
        "fn offers(ctx) { let a = [1]; loop { a += a; } }",
        &[],
        "",
    );
    assert_eq!(
        limit_error(&arrays, &tight()).0,
        Limit::ArrayItems { max: 10_000 }
    );
}

#[test]
fn deep_recursion_is_stopped() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "deep",
        "fn down(n) { down(n + 1) } fn offers(ctx) { down(0) }",
        &[],
        "",
    );
    let (limit, message) = limit_error(&dir, &tight());
    assert_eq!(limit, Limit::CallDepth { max: 48 }, "{message}");
}

#[test]
fn a_fetch_outside_the_declared_prefixes_is_refused() {
    let root = tempfile::tempdir().unwrap();
    for (id, url) in [
        ("elsewhere", "https://evil.example.test/steal"),
        ("plain-http", "http://api.example.test/v1/offers"),
        ("sibling-path", "https://api.example.test/v2/offers"),
    ] {
        let dir = plugin(
            root.path(),
            id,
            &format!("fn offers(ctx) {{ http_get(\"{url}\"); [] }}"),
            &[],
            "",
        );
        let message = script_error(&dir, &tight());
        assert!(
            message.contains(&format!("fetch of {url} refused")),
            "{message}"
        );
    }
}

#[test]
fn an_undeclared_secret_is_refused_and_a_declared_one_is_read() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "thief",
        "fn offers(ctx) { secret(\"AWS_SECRET_ACCESS_KEY\"); [] }",
        &[],
        "",
    );
    let message = script_error(&dir, &tight());
    assert!(
        message.contains("secret(\"AWS_SECRET_ACCESS_KEY\") refused"),
        "{message}"
    );
    let dir = plugin(
        root.path(),
        "honest",
        "fn offers(ctx) { if secret(\"HONEST_TOKEN\") == () { [] } else { throw \"set\" } }",
        &[],
        "",
    );
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap();
    assert!(run.offers.is_empty());
}

#[test]
fn output_of_the_wrong_shape_is_reported_not_dropped() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(root.path(), "map", "fn offers(ctx) { #{ a: 1 } }", &[], "");
    let err = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "plugin map: offers() must return an array of offer maps, it returned a map"
    );

    let feed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/feed");
    let good = run_on_fixtures(&PluginDir::load(&feed).unwrap(), &Limits::default()).unwrap();
    let mut offers = serde_json::to_value(&good.offers).unwrap();
    // Two broken offers among good ones: one with a wrong type, one that fails validation.
    offers[1]["gpu"]["count"] = "eight".into();
    offers[2]["gpu"]["count"] = 0.into();
    let items: Vec<serde_json::Value> = offers
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            let mut o = o.clone();
            let m = o.as_object_mut().unwrap();
            m.remove("provider");
            m.remove("fetched_at");
            m["gpu"].as_object_mut().unwrap().remove("model");
            o
        })
        .collect();
    let (kept, problems) = gpucase_plugins::normalise(
        "feed",
        serde_json::Value::Array(items),
        "2026-11-20T00:00:00Z",
    )
    .unwrap();
    assert_eq!(kept.len(), good.offers.len() - 2);
    assert_eq!(problems.len(), 2);
    assert_eq!(
        problems[0].to_string(),
        "plugin feed: offer 1: gpu.count: invalid type: string \"eight\", expected u32"
    );
    assert_eq!(
        problems[1].to_string(),
        "plugin feed: offer 2: gpu.count: must be at least 1"
    );
}

#[test]
fn pagination_retries_and_failures_go_over_real_http() {
    let root = tempfile::tempdir().unwrap();
    let entry = |url: &str, status: u16, body: &str, extra: &str| {
        format!(
            "method = \"GET\"\nurl = \"{url}\"\nstatus = {status}\ncontent_type = \"application/json\"\nresponse_body = '{body}'\n{extra}"
        )
    };
    let page1 = entry(
        "https://api.example.test/v1/items?page=1",
        503,
        "busy",
        "headers = { retry-after = \"0\" }",
    );
    let page1_ok = entry(
        "https://api.example.test/v1/items?page=1",
        200,
        r#"{"items": [1, 2], "next": 2}"#,
        "",
    );
    let page2 = entry(
        "https://api.example.test/v1/items?page=2",
        200,
        r#"{"items": [3], "next": null}"#,
        "",
    );
    let script = r#"
        fn offers(ctx) {
            let page = 1; let seen = [];
            while page != () {
                let r = http_get(`https://api.example.test/v1/items?page=${page}`);
                if r.status != 200 { throw `page ${page}: HTTP ${r.status}`; }
                let body = parse_json(r.body);
                seen += body.items;
                page = body.next;
            }
            if seen.len() != 3 { throw `saw ${seen}`; }
            log(`pages read: ${seen}`);
            []
        }"#;
    let dir = plugin(
        root.path(),
        "pages",
        script,
        &[("", &page1), ("", &page1_ok), ("", &page2)],
        "",
    );
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap();
    assert_eq!(run.logs, vec!["pages read: [1, 2, 3]".to_owned()]);

    let broken = entry(
        "https://api.example.test/v1/items?page=1",
        200,
        "{\"items\": [1, ",
        "",
    );
    let dir = plugin(root.path(), "malformed", script, &[("", &broken)], "");
    assert!(script_error(&dir, &tight()).contains("parse_json: EOF while parsing"));

    let down = entry("https://api.example.test/v1/items?page=1", 500, "down", "");
    let dir = plugin(root.path(), "down", script, &[("", &down)], "");
    assert!(script_error(&dir, &tight()).contains("page 1: HTTP 500"));

    let slow = entry(
        "https://api.example.test/v1/items?page=1",
        200,
        "{}",
        "delay_ms = 7000",
    );
    let dir = plugin(root.path(), "slow-server", script, &[("", &slow)], "");
    let message = script_error(&dir, &tight());
    assert!(
        message.contains("GET https://api.example.test/v1/items?page=1: timed out"),
        "{message}"
    );
}

#[test]
fn one_failing_plugin_does_not_stop_the_others() {
    let root = tempfile::tempdir().unwrap();
    let hostile = plugin(
        root.path(),
        "hostile",
        "fn offers(ctx) { loop { } }",
        &[],
        "",
    );
    let feed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/feed");
    let results = run_all(&[hostile, feed], &tight());
    assert!(matches!(&results[0], Err(PluginError::Limit { plugin, .. }) if plugin == "hostile"));
    assert!(matches!(&results[1], Ok(run) if run.plugin == "feed" && !run.offers.is_empty()));
}

#[test]
fn a_manifest_that_does_not_fit_is_refused_with_its_file() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "extra",
        "fn offers(ctx) { [] }",
        &[],
        "[network]\nall = true\n",
    );
    let err = PluginDir::load(&dir).unwrap_err().to_string();
    assert!(
        err.contains("plugin.toml") && err.contains("unknown field `network`"),
        "{err}"
    );
    let dir = plugin(root.path(), "Wrong_Id", "fn offers(ctx) { [] }", &[], "");
    assert!(
        PluginDir::load(&dir)
            .unwrap_err()
            .to_string()
            .contains("expected lowercase letters")
    );
}

#[test]
fn request_headers_reach_the_server_and_bad_ones_are_refused() {
    let root = tempfile::tempdir().unwrap();
    let entry = "method = \"GET\"\nurl = \"https://api.example.test/v1/me\"\nstatus = 200\ncontent_type = \"application/json\"\nresponse_body = '{}'\nrequest_headers = { authorization = \"Bearer t0ken\" }";
    let script = r#"
        fn offers(ctx) {
            let token = ctx.settings.token;
            let r = http_get("https://api.example.test/v1/me", #{ Authorization: `Bearer ${token}` });
            if r.status != 200 { throw `HTTP ${r.status}`; }
            []
        }"#;
    let good = plugin(
        root.path(),
        "auth",
        script,
        &[("", entry)],
        "\n[settings]\ntoken = \"t0ken\"\n",
    );
    assert!(run_on_fixtures(&PluginDir::load(&good).unwrap(), &tight()).is_ok());
    // Without the right header the recorded answer does not apply: the server says 404.
    let wrong = plugin(
        root.path(),
        "wrong-auth",
        script,
        &[("", entry)],
        "\n[settings]\ntoken = \"nope\"\n",
    );
    assert!(script_error(&wrong, &tight()).contains("HTTP 404"));
    let smuggle = plugin(
        root.path(),
        "smuggle",
        "fn offers(ctx) { http_get(\"https://api.example.test/v1/me\", #{ Host: \"evil.example\" }); [] }",
        &[("", entry)],
        "",
    );
    assert!(script_error(&smuggle, &tight()).contains("header \"Host\" is set by the host"));
}

#[test]
fn aws_sigv4_signs_at_the_runs_now_and_refuses_what_it_cannot_sign() {
    let root = tempfile::tempdir().unwrap();
    // The recorded answer applies only to the request signed at the fixtures' day
    // (2026-11-20T00:00:00Z). The expected signature was computed with botocore 1.43.11's
    // SigV4Auth (AWS's Python signer) for the same request; the unit tests of
    // gpucase_plugins::sigv4 check the signer against AWS's published vectors.
    let entry = "method = \"POST\"\nurl = \"https://api.example.test/v1/products?b=2&a=1\"\n\
         status = 200\ncontent_type = \"application/json\"\nresponse_body = '[]'\n\
         request_headers = { x-amz-date = \"20261120T000000Z\", x-amz-security-token = \"tok\", \
         x-amz-target = \"Test.Op\", content-type = \"application/x-amz-json-1.1\", \
         authorization = \"AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261120/eu-central-1/test/aws4_request, \
         SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, \
         Signature=4f14d49bdb8fa4bc06b56ac1584bcd9f685cfa841e2ac0515a40a3e45779d582\" }";
    let script = |url: &str, secret: &str| {
        format!(
            r#"
        fn offers(ctx) {{
            let url = "{url}";
            let body = `{{"x":1}}`;
            let headers = aws_sigv4(#{{
                method: "POST", url: url, body: body,
                headers: #{{ "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": "Test.Op" }},
                region: "eu-central-1", service: "test",
                access_key_id: "AKIDEXAMPLE", secret_access_key: {secret}, session_token: "tok",
            }});
            if headers["Content-Type"] != "application/x-amz-json-1.1" {{ throw "the given headers are kept"; }}
            let r = http_post(url, body, headers);
            if r.status != 200 {{ throw `HTTP ${{r.status}}`; }}
            []
        }}"#
        )
    };
    let secret = "\"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY\"";
    let url = "https://api.example.test/v1/products?b=2&a=1";
    let signed = plugin(
        root.path(),
        "signed",
        &script(url, secret),
        &[("", entry)],
        "",
    );
    let run = run_on_fixtures(&PluginDir::load(&signed).unwrap(), &tight());
    assert!(run.is_ok(), "{run:?}");

    let wrong = plugin(
        root.path(),
        "wrong-secret",
        &script(url, "\"not-the-secret\""),
        &[("", entry)],
        "",
    );
    assert!(script_error(&wrong, &tight()).contains("HTTP 404"));

    let plain = plugin(
        root.path(),
        "plain-http",
        &script("http://api.example.test/v1/products", secret),
        &[("", entry)],
        "",
    );
    let message = script_error(&plain, &tight());
    assert!(
        message.contains("aws_sigv4: url") && message.contains("only https URLs are signed"),
        "{message}"
    );

    let unset = plugin(root.path(), "unset", &script(url, "()"), &[("", entry)], "");
    let message = script_error(&unset, &tight());
    assert!(
        message.contains(
            "aws_sigv4: secret_access_key is missing (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)"
        ),
        "{message}"
    );
}

/// A fixture index entry serving `file` for one URL under the plugin's prefix.
fn serving(file: &str) -> String {
    format!(
        "method = \"GET\"\nurl = \"https://api.example.test/v1/offers\"\nstatus = 200\n\
         content_type = \"application/json\"\nfile = {file:?}"
    )
}

#[test]
fn a_fixture_never_reaches_outside_its_plugins_folder() {
    let root = tempfile::tempdir().unwrap();
    // A file beside the plugins: what a hostile fixture would like to read.
    let secret = root.path().join("secret.txt");
    std::fs::write(&secret, "the analyst's secret").unwrap();
    let script = "fn offers(ctx) { http_get(\"https://api.example.test/v1/offers\"); [] }";
    for (id, file) in [
        ("absolute", "/etc/passwd".to_owned()),
        ("climbing", "../../secret.txt".to_owned()),
        ("hidden-climb", "sub/../../../secret.txt".to_owned()),
        ("current", "./".to_owned()),
    ] {
        let dir = plugin(root.path(), id, script, &[("", &serving(&file))], "");
        let p = PluginDir::load(&dir).unwrap();
        let err = run_on_fixtures(&p, &tight()).unwrap_err();
        assert!(
            matches!(&err, PluginError::Fixture { path, message }
                if path.ends_with("fixtures/index.toml") && message.contains("inside fixtures/")),
            "{id}: {err}"
        );
        assert!(!err.to_string().contains("the analyst's secret"), "{err}");
    }
    // A plain name that is a link out of the folder is refused as well.
    let dir = plugin(
        root.path(),
        "linked",
        script,
        &[("", &serving("body.json"))],
        "",
    );
    std::os::unix::fs::symlink(&secret, dir.join("fixtures/body.json")).unwrap();
    let err = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap_err();
    assert!(err.to_string().contains("leads outside fixtures/"), "{err}");
    // And a fixture larger than the limit is refused before it is read.
    let dir = plugin(
        root.path(),
        "huge",
        script,
        &[("", &serving("big.json"))],
        "",
    );
    let big = std::fs::File::create(dir.join("fixtures/big.json")).unwrap();
    big.set_len(gpucase_plugins::replay::MAX_FIXTURE_BYTES + 1)
        .unwrap();
    let err = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap_err();
    assert!(
        err.to_string().contains("a fixture may hold at most"),
        "{err}"
    );
    // A device is not a plain file.
    let dir = plugin(root.path(), "zero", script, &[("", &serving("zero"))], "");
    std::os::unix::fs::symlink("/dev/zero", dir.join("fixtures/zero")).unwrap();
    let err = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap_err();
    assert!(err.to_string().contains("leads outside fixtures/"), "{err}");
}

#[test]
fn a_fetch_is_checked_as_the_url_it_normalises_to() {
    let root = tempfile::tempdir().unwrap();
    for (id, url) in [
        (
            "dot-dot",
            "https://api.example.test/v1/../admin/secret.json",
        ),
        (
            "encoded-dot-dot",
            "https://api.example.test/v1/%2e%2e/admin/secret.json",
        ),
        (
            "replay-escape",
            "https://api.example.test/v1/../../evil.example.test/x.json",
        ),
        (
            "userinfo-host",
            "https://api.example.test@evil.example.test/v1/offers",
        ),
        ("password", "https://user:pass@api.example.test/v1/offers"),
        ("longer-name", "https://api.example.test/v1x/offers"),
        ("other-port", "https://api.example.test:8443/v1/offers"),
    ] {
        let dir = plugin(
            root.path(),
            id,
            &format!("fn offers(ctx) {{ http_get(\"{url}\"); [] }}"),
            &[],
            "",
        );
        let message = script_error(&dir, &tight());
        assert!(
            message.contains(&format!("fetch of {url} refused")),
            "{id}: {message}"
        );
    }
    // The same host written in capitals and with its default port is the same place.
    let dir = plugin(
        root.path(),
        "spelled-differently",
        "fn offers(ctx) { let r = http_get(\"https://API.example.test:443/v1/./offers\"); [] }",
        &[(
            "",
            "method = \"GET\"\nurl = \"https://api.example.test/v1/offers\"\nstatus = 200\ncontent_type = \"application/json\"\nresponse_body = \"[]\"",
        )],
        "",
    );
    run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap();
}

#[test]
fn a_fetch_prefix_with_a_user_a_password_or_a_host_not_in_ascii_is_refused() {
    let root = tempfile::tempdir().unwrap();
    for (id, prefix, expected) in [
        (
            "userinfo",
            "https://api.example.test@evil.example.test/v1/",
            "no user or password",
        ),
        (
            "password",
            "https://user:hunter2@api.example.test/v1/",
            "no user or password",
        ),
        ("unicode", "https://bücher.example.test/v1/", "in ASCII"),
        (
            "climbing",
            "https://api.example.test/v1/../",
            "as it normalises",
        ),
        ("query", "https://api.example.test/v1/?all=1", "no query"),
    ] {
        let dir = plugin(root.path(), id, "fn offers(ctx) { [] }", &[], "");
        let manifest = dir.join("plugin.toml");
        let text = std::fs::read_to_string(&manifest)
            .unwrap()
            .replace("https://api.example.test/v1/", prefix);
        std::fs::write(&manifest, text).unwrap();
        let err = PluginDir::load(&dir).unwrap_err().to_string();
        assert!(
            err.contains("capabilities.fetch") && err.contains(expected),
            "{id}: {err}"
        );
        assert!(
            !err.contains("hunter2"),
            "a password is never echoed: {err}"
        );
    }
}

/// A valid offer map in Rhai with id `id`, the shape the feed plugin returns.
fn offer_rhai(id: &str) -> String {
    format!(
        r#"#{{ offer_id: {id}, source_url: "https://api.example.test/v1/offers",
            gpu: #{{ raw_name: "NVIDIA H100 PCIe", count: 1, vram_gb: "80" }},
            allocation: #{{ kind: "passthrough" }}, isolation: #{{ kind: "vm" }},
            host: #{{ gpus: 4, cpu_cores: 64, your_vcpus: "16", your_ram_gb: "120" }},
            location: #{{ country: "DE", region: (), city: (), datacenter: () }},
            host_status: "provider_owned", interconnect: (), performance_tier: (),
            price: #{{ amount: "1.89 EUR", period: "hour", model: "on_demand", term_months: () }},
            charges: [] }}"#
    )
}

#[test]
fn a_run_stops_at_its_offer_limit_whether_it_emits_or_returns() {
    let root = tempfile::tempdir().unwrap();
    let limits = Limits {
        max_offers: 100,
        ..tight()
    };
    let emitting = plugin(
        root.path(),
        "emitting",
        &format!(
            "fn offers(ctx) {{ let i = 0; loop {{ emit({}); i += 1; }} }}",
            offer_rhai("`x${i}`")
        ),
        &[],
        "",
    );
    let (limit, message) = limit_error(&emitting, &limits);
    assert_eq!(limit, Limit::Offers { max: 100 });
    assert!(
        message.contains("it gave more than 100 offers, the limit of a run"),
        "{message}"
    );
    let returning = plugin(
        root.path(),
        "returning",
        &format!(
            "fn offers(ctx) {{ let all = []; for i in 0..101 {{ all.push({}); }} all }}",
            offer_rhai("`x${i}`")
        ),
        &[],
        "",
    );
    assert_eq!(
        limit_error(&returning, &limits).0,
        Limit::Offers { max: 100 }
    );
    // At the limit itself the run succeeds.
    let hundred = plugin(
        root.path(),
        "hundred",
        &format!(
            "fn offers(ctx) {{ for i in 0..100 {{ emit({}); }} }}",
            offer_rhai("`x${i}`")
        ),
        &[],
        "",
    );
    let run = run_on_fixtures(&PluginDir::load(&hundred).unwrap(), &limits).unwrap();
    assert_eq!(run.offers.len(), 100);
}

#[test]
fn the_log_keeps_its_first_bytes_and_says_what_it_dropped() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "chatty",
        "fn offers(ctx) { let line = \"\"; line.pad(1000, 'x'); for i in 0..1000 { log(line); } [] }",
        &[],
        "",
    );
    let limits = Limits {
        max_log_bytes: 10_000,
        ..tight()
    };
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &limits).unwrap();
    assert_eq!(run.logs.len(), 11);
    assert!(run.logs[..10].iter().all(|l| l.len() == 1000));
    assert_eq!(
        run.logs[10],
        "990 more log lines (990000 bytes) dropped: a run keeps at most 10000 bytes of log"
    );
}

#[test]
fn a_growing_array_or_map_is_stopped_long_before_the_wall_time() {
    let root = tempfile::tempdir().unwrap();
    for (id, script) in [
        (
            "growing-array",
            "fn offers(ctx) { let a = []; loop { a.push(#{ x: 1 }); } }",
        ),
        (
            "growing-map",
            "fn offers(ctx) { let m = #{}; let i = 0; loop { m[`k${i}`] = #{ x: i }; i += 1; } }",
        ),
    ] {
        let dir = plugin(root.path(), id, script, &[], "");
        let started = std::time::Instant::now();
        // The real limits: the wall time is 30 s, the script time 5 s.
        let (limit, message) = limit_error(&dir, &Limits::default());
        let took = started.elapsed();
        assert!(
            matches!(
                limit,
                Limit::ScriptTime { seconds: 5 }
                    | Limit::ArrayItems { .. }
                    | Limit::MapEntries { .. }
                    | Limit::HeapBytes { .. }
            ),
            "{id}: {message}"
        );
        assert!(took < Duration::from_secs(10), "{id}: took {took:?}");
    }
}

#[test]
fn a_script_that_keeps_many_large_strings_is_stopped_at_its_heap_bound() {
    let root = tempfile::tempdir().unwrap();
    // Each value is within the string limit; together they are not. Before the heap
    // bound, recursion 40 deep holding a 30 MB string per level reached 1.2 GB.
    let keep: String = (0..24)
        .map(|i| format!("let v{i} = s + \"{i}\"; "))
        .collect();
    for (id, script) in [
        (
            "many-strings",
            format!("fn offers(ctx) {{ let s = \"\"; s.pad(4000000, 'x'); {keep} [] }}"),
        ),
        (
            "deep-strings",
            "fn down(s, n) { let t = s + \"x\"; if n < 40 { down(s, n + 1) + t.len() } else { t.len() } } \
             fn offers(ctx) { let s = \"\"; s.pad(4000000, 'x'); down(s, 0); [] }"
                .to_owned(),
        ),
    ] {
        let dir = plugin(root.path(), id, &script, &[], "");
        let limits = Limits {
            max_heap_bytes: 48 * 1024 * 1024,
            max_string_size: 8 * 1024 * 1024,
            ..Limits::default()
        };
        let (limit, message) = limit_error(&dir, &limits);
        assert_eq!(
            limit,
            Limit::HeapBytes {
                max: 48 * 1024 * 1024
            },
            "{id}"
        );
        assert!(
            message.contains("it held more than 50331648 bytes of memory"),
            "{id}: {message}"
        );
        // The same script within a bound that holds it runs to its end.
        let roomy = Limits {
            max_heap_bytes: 256 * 1024 * 1024,
            ..limits
        };
        let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &roomy);
        assert!(run.is_ok(), "{id}: {run:?}");
    }
}

#[test]
fn a_request_in_flight_ends_with_the_wall_time() {
    let root = tempfile::tempdir().unwrap();
    // The replay server answers after 4 s; the run has 1 s. Before the deadline reached
    // the request, the run waited for the answer (up to the 20 s timeout, and retries).
    let slow = "method = \"GET\"\nurl = \"https://api.example.test/v1/slow\"\nstatus = 200\n\
         content_type = \"application/json\"\nresponse_body = '[]'\ndelay_ms = 4000";
    let dir = plugin(
        root.path(),
        "stalled",
        "fn offers(ctx) { http_get(\"https://api.example.test/v1/slow\"); [] }",
        &[("", slow)],
        "",
    );
    let limits = Limits {
        wall_time: Duration::from_secs(1),
        ..tight()
    };
    let started = std::time::Instant::now();
    let (limit, _) = limit_error(&dir, &limits);
    let took = started.elapsed();
    assert_eq!(limit, Limit::WallTime { seconds: 1 });
    assert!(took < Duration::from_millis(2500), "took {took:?}");
}

#[test]
fn waiting_for_requests_is_not_script_time() {
    let root = tempfile::tempdir().unwrap();
    let slow = "method = \"GET\"\nurl = \"https://api.example.test/v1/slow\"\nstatus = 200\n\
         content_type = \"application/json\"\nresponse_body = '[]'\ndelay_ms = 1200";
    let dir = plugin(
        root.path(),
        "patient",
        "fn offers(ctx) { http_get(\"https://api.example.test/v1/slow\"); http_get(\"https://api.example.test/v1/slow\"); [] }",
        &[("", slow)],
        "",
    );
    let limits = Limits {
        script_time: Duration::from_secs(1),
        ..tight()
    };
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &limits);
    assert!(run.is_ok(), "{run:?}");
    // The same second of computing is stopped.
    let busy = plugin(
        root.path(),
        "busy",
        "fn offers(ctx) { let x = 0; loop { x += 1; } }",
        &[],
        "",
    );
    let limits = Limits {
        max_operations: u64::MAX,
        ..limits
    };
    assert_eq!(
        limit_error(&busy, &limits).0,
        Limit::ScriptTime { seconds: 1 }
    );
}

#[test]
fn two_offers_with_one_id_refuse_the_run_with_both_indices() {
    let root = tempfile::tempdir().unwrap();
    let dir = plugin(
        root.path(),
        "twins",
        &format!(
            "fn offers(ctx) {{ [{}, {}, {}, {}] }}",
            offer_rhai("\"a\""),
            offer_rhai("\"b\""),
            offer_rhai("\"c\""),
            offer_rhai("\"b\"")
        ),
        &[],
        "",
    );
    let err = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap_err();
    assert_eq!(
        err,
        PluginError::DuplicateOffer {
            plugin: "twins".into(),
            offer_id: "b".into(),
            first: 1,
            second: 3,
        }
    );
    assert_eq!(
        err.to_string(),
        "plugin twins: offers 1 and 3 both have the id \"b\"; an id must be unique in a run, so the refresh of this plugin is refused"
    );
}

#[test]
fn a_secret_must_be_named_after_its_plugin_and_never_the_environments_own() {
    let root = tempfile::tempdir().unwrap();
    for (id, name, says) in [
        ("thief", "HOME", "for another purpose"),
        ("thief", "GPUCASE_STORE", "for another purpose"),
        ("ld", "LD_PRELOAD", "for another purpose"),
        ("ssh", "SSH_AUTH_SOCK", "for another purpose"),
        (
            "thief",
            "VAST_API_KEY",
            "begin with its id, e.g. \"THIEF_API_KEY\"",
        ),
        ("thief", "thief_token", "upper-case"),
        ("thief", "THIEF_", "begin with its id"),
        ("awsome", "AWSX_KEY", "begin with its id"),
    ] {
        let dir = root.path().join(id);
        let _ = std::fs::remove_dir_all(&dir);
        let dir = plugin(root.path(), id, "fn offers(ctx) { [] }", &[], "");
        let manifest = std::fs::read_to_string(dir.join("plugin.toml")).unwrap();
        let upper = id.to_ascii_uppercase();
        std::fs::write(
            dir.join("plugin.toml"),
            manifest.replace(&format!("\"{upper}_TOKEN\""), &format!("{name:?}")),
        )
        .unwrap();
        let err = PluginDir::load(&dir).unwrap_err().to_string();
        assert!(
            err.contains("plugin.toml")
                && err.contains(&format!("capabilities.secrets {name:?}"))
                && err.contains(says),
            "{id} {name}: {err}"
        );
    }
    for (id, name) in [
        ("aws", "AWS_ACCESS_KEY_ID"),
        ("ovhcloud", "OVH_APPLICATION_KEY"),
        ("ovhcloud", "OVHCLOUD_TOKEN"),
        ("hetzner", "HETZNER_ROBOT_USER"),
        ("my-cloud", "MY_CLOUD_TOKEN"),
    ] {
        assert_eq!(
            gpucase_plugins::manifest::secret_problem(id, name),
            None,
            "{id} {name}"
        );
    }
}

#[test]
fn a_fifo_or_a_folder_is_not_a_fixture() {
    let root = tempfile::tempdir().unwrap();
    let script = "fn offers(ctx) { http_get(\"https://api.example.test/v1/offers\"); [] }";
    let fifo = plugin(root.path(), "fifo", script, &[("", &serving("pipe"))], "");
    let made = std::process::Command::new("mkfifo")
        .arg(fifo.join("fixtures/pipe"))
        .status()
        .unwrap();
    assert!(made.success());
    let folder = plugin(root.path(), "folder", script, &[("", &serving("sub"))], "");
    std::fs::create_dir(folder.join("fixtures/sub")).unwrap();
    for (dir, file) in [(fifo, "pipe"), (folder, "sub")] {
        let err = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap_err();
        assert!(
            matches!(&err, PluginError::FixtureNotPlain { path, file: f }
                if path.ends_with("fixtures/index.toml") && f == file),
            "{err}"
        );
    }
}

#[test]
fn what_a_plugin_skips_is_counted_by_reason_and_the_first_named_whatever_it_sends() {
    let root = tempfile::tempdir().unwrap();
    // 120 items for one reason, one for another, then 150 reasons of one item each: the
    // first 100 reasons are kept apart, the rest counted together; names are cut.
    let script = r#"
        fn offers(ctx) {
            for i in 0..120 { skip("no GPU", `server ${i}`); }
            let long = "x";
            long.pad(1000, 'y');
            skip("unknown region", long);
            for i in 0..150 { skip(`reason ${i}`, `item ${i}`); }
            part_failed("prices", "HTTP 401");
            []
        }"#;
    let dir = plugin(root.path(), "skipper", script, &[], "");
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &tight()).unwrap();
    assert_eq!(run.skipped_count(), 271);
    assert_eq!(run.skipped.len(), 101);
    let no_gpu = &run.skipped[0];
    assert_eq!((no_gpu.reason.as_str(), no_gpu.count), ("no GPU", 120));
    assert_eq!(no_gpu.items.len(), gpucase_plugins::MAX_SKIPPED_NAMED);
    assert_eq!(no_gpu.items[49], "server 49");
    assert_eq!(run.skipped[1].items[0].chars().count(), 301);
    let other = run.skipped.last().unwrap();
    // Reasons 0 to 97 were kept apart (100 in all with the first two); 98 to 149 are other.
    assert_eq!((other.reason.as_str(), other.count), ("other reasons", 52));
    assert_eq!(run.failed_parts.len(), 1);
    assert_eq!(run.failed_parts[0].part, "prices");
    assert_eq!(run.failed_parts[0].message, "HTTP 401");
}

/// The Hetzner plugin without a Robot webservice login: the Robot endpoint answers 401
/// (recorded as the live one does), the public auction feed is read all the same.
#[test]
fn hetzner_without_a_robot_login_keeps_the_auction_and_says_what_it_could_not_read() {
    let root = tempfile::tempdir().unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/hetzner");
    let dir = root.path().join("hetzner");
    std::fs::create_dir_all(dir.join("fixtures")).unwrap();
    for f in ["plugin.toml", "main.rhai"] {
        std::fs::copy(source.join(f), dir.join(f)).unwrap();
    }
    std::fs::copy(
        source.join("fixtures/live_data_sb_EUR.json"),
        dir.join("fixtures/live_data_sb_EUR.json"),
    )
    .unwrap();
    std::fs::write(
        dir.join("fixtures/unauthorized.json"),
        r#"{"error":{"status":401,"code":"UNAUTHORIZED","message":"Unauthorized"}}"#,
    )
    .unwrap();
    let index = std::fs::read_to_string(source.join("fixtures/index.toml"))
        .unwrap()
        .replace(
            "status = 200\ncontent_type = \"application/json\"\nfile = \"robot-order-server-product.json\"",
            "status = 401\ncontent_type = \"application/json\"\nfile = \"unauthorized.json\"",
        );
    assert!(index.contains("unauthorized.json"));
    std::fs::write(dir.join("fixtures/index.toml"), index).unwrap();
    let full = run_on_fixtures(&PluginDir::load(&source).unwrap(), &Limits::default()).unwrap();
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default()).unwrap();
    let auction = |offers: &[gpucase_core::offer::Offer]| {
        offers
            .iter()
            .filter(|o| o.offer_id.starts_with("auction"))
            .count()
    };
    assert!(auction(&run.offers) > 0);
    assert_eq!(run.offers.len(), auction(&full.offers));
    assert_eq!(run.failed_parts.len(), 1);
    assert_eq!(
        run.failed_parts[0].part,
        "Robot products (dedicated servers)"
    );
    assert!(
        run.failed_parts[0].message.contains("HTTP 401"),
        "{}",
        run.failed_parts[0].message
    );
}

/// A copy in `root` of bundled plugin `name`: its manifest, script and fixtures (not its
/// recorded responses). The bundled folder and the copy.
fn copy_of(root: &Path, name: &str) -> (PathBuf, PathBuf) {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../plugins")
        .join(name);
    let dir = root.join(name);
    std::fs::create_dir_all(dir.join("fixtures")).unwrap();
    for f in ["plugin.toml", "main.rhai"] {
        std::fs::copy(source.join(f), dir.join(f)).unwrap();
    }
    for entry in std::fs::read_dir(source.join("fixtures")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            std::fs::copy(&path, dir.join("fixtures").join(path.file_name().unwrap())).unwrap();
        }
    }
    (source, dir)
}

/// A copy of bundled plugin `name` in `root` whose fixture `file` answers `status` with
/// `body` instead (the index entry's other lines kept).
fn with_failing_fixture(root: &Path, name: &str, file: &str, status: u16, body: &str) -> PathBuf {
    let (source, dir) = copy_of(root, name);
    std::fs::write(dir.join("fixtures/failure.txt"), body).unwrap();
    let index = std::fs::read_to_string(source.join("fixtures/index.toml")).unwrap();
    let at = index.find(&format!("file = \"{file}\"")).unwrap();
    let entry = index[..at].rfind("status = 200").unwrap();
    let index = format!(
        "{}status = {status}{}file = \"failure.txt\"{}",
        &index[..entry],
        &index[entry + "status = 200".len()..at],
        &index[at + format!("file = \"{file}\"").len()..]
    );
    std::fs::write(dir.join("fixtures/index.toml"), index).unwrap();
    dir
}

/// AWS: the EBS price query fails (HTTP 503): every instance offer is kept at its price,
/// storage is an unknown charge on each, saying why, egress is still priced, and the run
/// names the part it could not read.
#[test]
fn aws_without_its_storage_prices_keeps_every_offer_with_storage_unknown() {
    let root = tempfile::tempdir().unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/aws");
    let dir = with_failing_fixture(
        root.path(),
        "aws",
        "get-products-ebs-gp3.json",
        503,
        "Service Unavailable",
    );
    let full = run_on_fixtures(&PluginDir::load(&source).unwrap(), &Limits::default()).unwrap();
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default()).unwrap();
    assert_eq!(run.offers.len(), full.offers.len());
    assert_eq!(run.failed_parts.len(), 1, "{:?}", run.failed_parts);
    assert_eq!(run.failed_parts[0].part, "EBS gp3 storage prices");
    assert!(run.failed_parts[0].message.contains("HTTP 503"));
    for (got, was) in run.offers.iter().zip(&full.offers) {
        assert_eq!(got.offer_id, was.offer_id);
        assert_eq!(got.price, was.price);
        use gpucase_core::offer::ChargeKind;
        assert!(
            !got.charges.iter().any(|c| c.kind == ChargeKind::Storage),
            "{}",
            got.offer_id
        );
        let storage: Vec<_> = got
            .unknown_charges
            .iter()
            .filter(|u| u.kind == ChargeKind::Storage)
            .collect();
        assert_eq!(storage.len(), 1, "{}", got.offer_id);
        assert!(
            storage[0].why.contains("HTTP 503"),
            "{}: {}",
            got.offer_id,
            storage[0].why
        );
        // Egress is what it was: priced where it was priced.
        let egress = |o: &gpucase_core::offer::Offer| {
            o.charges
                .iter()
                .filter(|c| c.kind == ChargeKind::Egress)
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(egress(got), egress(was));
    }
    assert!(full.offers.iter().any(|o| {
        o.charges
            .iter()
            .any(|c| c.kind == gpucase_core::offer::ChargeKind::Storage)
    }));
}

/// Azure: the public IPv4 price query fails (HTTP 500): the virtual machines are kept, the
/// IPv4 charge is unknown on each, disk and egress are priced as before.
#[test]
fn azure_without_its_ipv4_prices_keeps_every_offer_with_the_address_unknown() {
    use gpucase_core::offer::ChargeKind;
    let root = tempfile::tempdir().unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/azure");
    let dir = with_failing_fixture(root.path(), "azure", "ipv4.json", 500, "{}");
    let full = run_on_fixtures(&PluginDir::load(&source).unwrap(), &Limits::default()).unwrap();
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default()).unwrap();
    assert_eq!(run.offers.len(), full.offers.len());
    assert_eq!(run.failed_parts.len(), 1, "{:?}", run.failed_parts);
    assert_eq!(run.failed_parts[0].part, "public IPv4 prices");
    for (got, was) in run.offers.iter().zip(&full.offers) {
        assert_eq!((&got.offer_id, &got.price), (&was.offer_id, &was.price));
        let without_ipv4: Vec<_> = was
            .charges
            .iter()
            .filter(|c| c.kind != ChargeKind::Ipv4)
            .cloned()
            .collect();
        assert_eq!(got.charges, without_ipv4, "{}", got.offer_id);
        let ipv4: Vec<_> = got
            .unknown_charges
            .iter()
            .filter(|u| u.kind == ChargeKind::Ipv4)
            .collect();
        assert_eq!(ipv4.len(), 1, "{}", got.offer_id);
        assert!(ipv4[0].why.contains("HTTP 500"), "{}", ipv4[0].why);
    }
}

/// Each plugin with parts loses only the part that fails (HTTP 500 on one of its
/// responses): the offers of its other parts are exactly those of a full run, and the run
/// names the part. `(plugin, fixture, part, offers of the failed part)`: OTC without its
/// disk prices keeps every offer with storage unknown; Vultr without its bare metal list,
/// Scaleway without pl-waw-2 and SkyPilot without Azure's catalog lose those offers only.
#[test]
fn a_plugin_loses_only_the_part_that_fails() {
    type Lost = fn(&gpucase_core::offer::Offer) -> bool;
    let cases: [(&str, &str, &str, Lost); 4] = [
        ("otc", "evs.json", "EVS disk prices", |_| false),
        ("vultr", "plans-metal.json", "bare metal plans", |o| {
            o.offer_id.starts_with("vbm-")
        }),
        (
            "scaleway",
            "pl-waw-2-page1.json",
            "Instance types of pl-waw-2",
            |o| o.location.region.as_deref() == Some("pl-waw-2"),
        ),
        ("skypilot", "azure-vms.csv", "azure catalog", |o| {
            o.restates.as_deref() == Some("azure")
        }),
    ];
    for (name, file, part, lost) in cases {
        let root = tempfile::tempdir().unwrap();
        let source = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../plugins")
            .join(name);
        let dir = with_failing_fixture(root.path(), name, file, 500, "{}");
        let full = run_on_fixtures(&PluginDir::load(&source).unwrap(), &Limits::default()).unwrap();
        let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let kept: Vec<_> = full.offers.iter().filter(|o| !lost(o)).collect();
        assert!(
            kept.len() < full.offers.len() || name == "otc",
            "{name}: nothing lost"
        );
        assert!(!kept.is_empty(), "{name}");
        assert_eq!(
            run.offers.iter().map(|o| &o.offer_id).collect::<Vec<_>>(),
            kept.iter().map(|o| &o.offer_id).collect::<Vec<_>>(),
            "{name}"
        );
        assert_eq!(run.failed_parts.len(), 1, "{name}: {:?}", run.failed_parts);
        assert_eq!(run.failed_parts[0].part, part, "{name}");
        assert!(
            run.failed_parts[0].message.contains("500"),
            "{name}: {}",
            run.failed_parts[0].message
        );
        if name == "otc" {
            for (got, was) in run.offers.iter().zip(&full.offers) {
                assert_eq!(got.price, was.price);
                assert!(
                    got.charges.is_empty() && !was.charges.is_empty(),
                    "{}",
                    got.offer_id
                );
                assert_eq!(got.unknown_charges.len(), 1, "{}", got.offer_id);
                assert!(
                    got.unknown_charges[0]
                        .why
                        .contains("EVS prices could not be read")
                );
            }
        } else {
            for (got, was) in run.offers.iter().zip(kept) {
                assert_eq!(got, was);
            }
        }
    }
}

/// Azure lists the disk meter's name under more than one storage product: the plugin takes
/// the product its settings name, whichever comes last, and says what it left out.
#[test]
fn azure_prices_the_disk_from_the_named_product_whatever_else_shares_its_meter() {
    let root = tempfile::tempdir().unwrap();
    let (source, dir) = copy_of(root.path(), "azure");
    let disks = dir.join("fixtures/disk-p30.json");
    let mut body: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&disks).unwrap()).unwrap();
    let items = body["Items"].as_array_mut().unwrap();
    let mut other = items[0].clone();
    other["productName"] = "Premium Page Blob".into();
    other["retailPrice"] = 999.0.into();
    items.push(other);
    std::fs::write(&disks, body.to_string()).unwrap();
    let expected = run_on_fixtures(&PluginDir::load(&source).unwrap(), &Limits::default()).unwrap();
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default()).unwrap();
    assert_eq!(run.offers, expected.offers);
    let group = run
        .skipped
        .iter()
        .find(|g| g.reason.starts_with("disk meter of another product"))
        .expect("the other product is named");
    assert_eq!(group.count, 1);
    assert!(
        group.items[0].contains("Premium Page Blob"),
        "{:?}",
        group.items
    );
}

/// Issue 34: every plugin that has responses recorded from its provider (fixtures/recorded,
/// each with its source in a README) reads them: it gives offers, and what real data holds
/// (float noise in prices, a host that names only its country) does not reach an offer.
#[test]
fn the_responses_recorded_from_providers_give_clean_offers() {
    let mut with_recorded = 0;
    for dir in bundled() {
        let plugin = PluginDir::load(&dir).unwrap();
        let Some(run) = gpucase_plugins::run_on_recorded(&plugin, &Limits::default()) else {
            continue;
        };
        with_recorded += 1;
        let readme = dir.join("fixtures/recorded/README.md");
        let source = std::fs::read_to_string(&readme).unwrap();
        assert!(source.contains("**Source:**"), "{}", readme.display());
        let run = run.unwrap();
        assert!(!run.offers.is_empty(), "{}: no offer", dir.display());
        assert!(run.problems.is_empty(), "{:?}", run.problems);
        for o in &run.offers {
            let amounts = std::iter::once(o.price.amount).chain(o.charges.iter().map(|c| c.amount));
            for a in amounts {
                let digits = a.amount().normalize().mantissa().abs().to_string().len();
                assert!(digits <= 10, "{}: {a} carries float noise", o.offer_id);
            }
            assert_ne!(o.location.region.as_deref(), Some(""), "{}", o.offer_id);
        }
    }
    assert!(
        with_recorded >= 2,
        "{with_recorded} plugins with recorded responses"
    );
}

/// A recorded set says the settings it was recorded with: Scaleway's recording paged at 50
/// in one zone, and its run asks for exactly those pages. A setting the plugin does not
/// have is refused naming the index and the setting.
#[test]
fn a_recorded_set_runs_with_the_settings_it_was_recorded_with() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../plugins/scaleway");
    let plugin = PluginDir::load(&source).unwrap();
    assert_eq!(plugin.manifest.settings["per_page"], "5");
    let run = gpucase_plugins::run_on_recorded(&plugin, &Limits::default())
        .expect("scaleway has recorded responses")
        .unwrap();
    let zones: std::collections::BTreeSet<_> = run
        .offers
        .iter()
        .map(|o| o.location.region.clone().unwrap_or_default())
        .collect();
    assert_eq!(zones.into_iter().collect::<Vec<_>>(), ["fr-par-1"]);
    // RENDER-S is on the recording's second page, so the pages were followed.
    assert!(run.offers.iter().any(|o| o.offer_id == "RENDER-S@fr-par-1"));

    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("scaleway");
    std::fs::create_dir_all(dir.join("fixtures/recorded")).unwrap();
    for f in ["plugin.toml", "main.rhai"] {
        std::fs::copy(source.join(f), dir.join(f)).unwrap();
    }
    for entry in std::fs::read_dir(source.join("fixtures/recorded")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            dir.join("fixtures/recorded")
                .join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    let index = dir.join("fixtures/recorded/index.toml");
    let text = std::fs::read_to_string(&index)
        .unwrap()
        .replace("per_page = \"50\"", "page_size = \"50\"");
    std::fs::write(&index, text).unwrap();
    let err = gpucase_plugins::run_on_recorded(&PluginDir::load(&dir).unwrap(), &Limits::default())
        .expect("a recorded set")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("index.toml") && err.contains("settings.page_size"),
        "{err}"
    );
}

/// Verda's spot availability and long-term periods are parts of their own: with both
/// endpoints failing (HTTP 500), the on-demand offers are read as before, the spot and
/// long-term offers are missing, and the run names both parts.
#[test]
fn verda_without_spot_or_long_term_endpoints_keeps_its_on_demand_offers() {
    let root = tempfile::tempdir().unwrap();
    let (source, dir) = copy_of(root.path(), "verda");
    let index = std::fs::read_to_string(source.join("fixtures/index.toml")).unwrap();
    let mut broken = String::new();
    let mut failing = false;
    for line in index.lines() {
        if line.starts_with("url = ") {
            failing = line.contains("is_spot=true") || line.contains("/long-term/");
        }
        if failing && line == "status = 200" {
            broken.push_str("status = 500\n");
        } else {
            broken.push_str(line);
            broken.push('\n');
        }
    }
    assert_eq!(broken.matches("status = 500").count(), 2);
    std::fs::write(dir.join("fixtures/index.toml"), broken).unwrap();
    let full = run_on_fixtures(&PluginDir::load(&source).unwrap(), &Limits::default()).unwrap();
    let run = run_on_fixtures(&PluginDir::load(&dir).unwrap(), &Limits::default()).unwrap();
    let model = |o: &gpucase_core::offer::Offer| o.price.model;
    use gpucase_core::offer::PriceModel;
    let on_demand = |offers: &[gpucase_core::offer::Offer]| {
        offers
            .iter()
            .filter(|o| model(o) == PriceModel::OnDemand)
            .count()
    };
    assert!(on_demand(&full.offers) > 0);
    assert_eq!(on_demand(&run.offers), on_demand(&full.offers));
    assert!(run.offers.iter().all(|o| model(o) == PriceModel::OnDemand));
    assert!(full.offers.len() > run.offers.len());
    let parts: Vec<&str> = run.failed_parts.iter().map(|f| f.part.as_str()).collect();
    assert_eq!(
        parts,
        [
            "spot availability (no spot offers)",
            "long-term periods (no long-term offers)"
        ]
    );
}
