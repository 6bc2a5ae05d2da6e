//! Hostile plugins through the real CLI: each is written into a temporary plugins folder
//! beside a good plugin, and `gpucase offers refresh --offline` runs both. Every hostile
//! one must be stopped (or refused) with a message naming what it ran into, within 10 s and
//! 500 MB for the whole process, and the good plugin's offer must be stored all the same.
//!
//! Time is the child's wall time; memory its peak resident set (`VmHWM` in
//! `/proc/<pid>/status`, polled while it runs; Linux only, elsewhere only time is checked).

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The bounds of the issue: a hostile plugin costs a refresh at most this much.
const MAX_TIME: Duration = Duration::from_secs(10);
const MAX_PEAK_BYTES: u64 = 500 * 1024 * 1024;

/// What a refresh line for the hostile plugin must say.
enum Outcome {
    /// The plugin failed; its line contains one of these.
    Failed(&'static [&'static str]),
    /// The run succeeded but refused its offers; the refusal contains this.
    Refused(&'static str),
    /// The run succeeded (its excess was dropped, not its offers).
    Succeeded,
}

/// A file in the hostile plugin's `fixtures/`.
enum Fixture {
    Text(&'static str, String),
    Link(&'static str, PathBuf),
    Fifo(&'static str),
    Sparse(&'static str, u64),
}

struct Hostile {
    id: &'static str,
    script: String,
    /// `[capabilities]` and `api` lines of the manifest, when not the usual ones.
    api: u32,
    secrets: &'static [&'static str],
    /// `[[response]]` entries of `fixtures/index.toml`.
    responses: Vec<String>,
    fixtures: Vec<Fixture>,
    outcome: Outcome,
}

fn hostile(id: &'static str, script: &str, outcome: Outcome) -> Hostile {
    Hostile {
        id,
        script: script.to_owned(),
        api: 1,
        secrets: &[],
        responses: Vec::new(),
        fixtures: Vec::new(),
        outcome,
    }
}

/// A valid offer map in Rhai, id given as a Rhai expression.
fn offer(id: &str) -> String {
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

/// A fixture entry answering `GET https://api.example.test/v1/offers` with `file`.
fn serving(file: &str) -> String {
    format!(
        "method = \"GET\"\nurl = \"https://api.example.test/v1/offers\"\nstatus = 200\n\
         content_type = \"application/json\"\nfile = {file:?}"
    )
}

const FETCH_OFFERS: &str =
    "fn offers(ctx) { http_get(\"https://api.example.test/v1/offers\"); [] }";

fn write_plugin(
    plugins: &Path,
    id: &str,
    api: u32,
    secrets: &[&str],
    script: &str,
    responses: &[String],
) -> PathBuf {
    let dir = plugins.join(id);
    std::fs::create_dir_all(dir.join("fixtures")).unwrap();
    let secrets: Vec<String> = secrets.iter().map(|s| format!("{s:?}")).collect();
    std::fs::write(
        dir.join("plugin.toml"),
        format!(
            "[plugin]\nid = \"{id}\"\nname = \"{id}\"\nversion = \"0.0.1\"\napi = {api}\n\n\
             [provider]\nlegal_name = \"Test\"\nwebsite = \"https://example.test\"\ncountry = \"DE\"\n\n\
             [capabilities]\nfetch = [\"https://api.example.test/v1/\"]\nsecrets = [{}]\n",
            secrets.join(", ")
        ),
    )
    .unwrap();
    std::fs::write(dir.join("main.rhai"), script).unwrap();
    let mut index = String::from("recorded = \"2026-11-20\"\n");
    for r in responses {
        index.push_str(&format!("\n[[response]]\n{r}\n"));
    }
    std::fs::write(dir.join("fixtures/index.toml"), index).unwrap();
    dir
}

fn suite(root: &Path) -> Vec<Hostile> {
    let secret_file = root.join("secret.txt");
    std::fs::write(&secret_file, "the analyst's secret 5b1e").unwrap();
    let fetch = |url: &str| format!("fn offers(ctx) {{ http_get({url:?}); [] }}");
    let refused_fetch: &'static [&'static str] =
        &["refused: it is not an https URL under the prefixes"];
    let mut list = vec![
        hostile(
            "infinite-loop",
            "fn offers(ctx) { loop { } }",
            Outcome::Failed(&["operations, the limit of a run", "the script time of a run"]),
        ),
        hostile(
            "deep-recursion",
            "fn down(n) { down(n + 1) } fn offers(ctx) { down(0) }",
            Outcome::Failed(&["its calls nested deeper than 48 levels"]),
        ),
        hostile(
            "huge-string",
            "fn offers(ctx) { let s = \"xx\"; loop { s += s; } }",
            Outcome::Failed(&["a string grew past 33,554,432 bytes"]),
        ),
        hostile(
            "growing-array",
            "fn offers(ctx) { let a = []; loop { a.push(#{ x: 1 }); } }",
            Outcome::Failed(&[
                "the script time of a run",
                "operations, the limit of a run",
                "an array grew past 250,000 items",
            ]),
        ),
        hostile(
            "doubling-array",
            "fn offers(ctx) { let a = [#{ x: 1 }]; loop { a += a; } }",
            Outcome::Failed(&[
                "an array grew past 250,000 items",
                "bytes of memory, the limit of a run",
            ]),
        ),
        // Each string within the string limit, together far past the heap bound: 40
        // levels of recursion, or 30 variables, of 30 MB each (1.2 GB before the bound).
        hostile(
            "strings-in-recursion",
            "fn down(s, n) { let t = s + \"x\"; if n < 40 { down(s, n + 1) + t.len() } else { t.len() } } \
             fn offers(ctx) { let s = \"\"; s.pad(30000000, 'x'); down(s, 0); [] }",
            Outcome::Failed(&["it held more than 268,435,456 bytes of memory, the limit of a run"]),
        ),
        hostile(
            "many-large-strings",
            &format!(
                "fn offers(ctx) {{ let s = \"\"; s.pad(30000000, 'x'); {} [] }}",
                (0..30)
                    .map(|i| format!("let v{i} = s + \"{i}\";"))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            Outcome::Failed(&["it held more than 268,435,456 bytes of memory, the limit of a run"]),
        ),
        hostile(
            "growing-map",
            "fn offers(ctx) { let m = #{}; let i = 0; loop { m[`k${i}`] = i; i += 1; } }",
            Outcome::Failed(&[
                "the script time of a run",
                "operations, the limit of a run",
                "a map grew past 250,000 entries",
            ]),
        ),
        hostile(
            "doubling-map",
            "fn offers(ctx) { let m = #{ x: 1 }; loop { m = #{ a: m, b: m }; } }",
            Outcome::Failed(&[
                "a map grew past 250,000 entries",
                "bytes of memory, the limit of a run",
            ]),
        ),
        hostile(
            "million-emits",
            &format!(
                "fn offers(ctx) {{ for i in 0..1000000 {{ emit({}); }} }}",
                offer("`x${i}`")
            ),
            Outcome::Failed(&["it gave more than 10,000 offers, the limit of a run"]),
        ),
        hostile(
            "huge-log",
            "fn offers(ctx) { let s = \"\"; s.pad(16000000, 'x'); for i in 0..200 { log(s); } [] }",
            Outcome::Succeeded,
        ),
        hostile(
            "url-outside-prefix",
            &fetch("https://evil.example.test/steal"),
            Outcome::Failed(refused_fetch),
        ),
        hostile(
            "url-dot-dot",
            &fetch("https://api.example.test/v1/../admin/secret.json"),
            Outcome::Failed(refused_fetch),
        ),
        hostile(
            "url-percent-dot-dot",
            &fetch("https://api.example.test/v1/%2e%2e/admin/secret.json"),
            Outcome::Failed(refused_fetch),
        ),
        hostile(
            "url-userinfo",
            &fetch("https://api.example.test@evil.example.test/v1/offers"),
            Outcome::Failed(refused_fetch),
        ),
        hostile(
            "url-password",
            &fetch("https://user:pass@api.example.test/v1/offers"),
            Outcome::Failed(refused_fetch),
        ),
        hostile(
            "undeclared-secret",
            "fn offers(ctx) { secret(\"AWS_SECRET_ACCESS_KEY\"); [] }",
            Outcome::Failed(&["secret(\"AWS_SECRET_ACCESS_KEY\") refused"]),
        ),
        Hostile {
            secrets: &["HOME"],
            ..hostile(
                "secret-home",
                "fn offers(ctx) { throw secret(\"HOME\"); }",
                Outcome::Failed(&[
                    "capabilities.secrets \"HOME\": the environment gives this name",
                ]),
            )
        },
        Hostile {
            secrets: &["GPUCASE_STORE"],
            ..hostile(
                "secret-store",
                "fn offers(ctx) { throw secret(\"GPUCASE_STORE\"); }",
                Outcome::Failed(&["capabilities.secrets \"GPUCASE_STORE\": the environment gives"]),
            )
        },
        Hostile {
            secrets: &["VAST_API_KEY"],
            ..hostile(
                "other-providers-secret",
                "fn offers(ctx) { throw secret(\"VAST_API_KEY\"); }",
                Outcome::Failed(&[
                    "capabilities.secrets \"VAST_API_KEY\": a plugin's secrets begin with its id",
                ]),
            )
        },
        hostile(
            "duplicate-ids",
            &format!(
                "fn offers(ctx) {{ [{}, {}, {}] }}",
                offer("\"a\""),
                offer("\"b\""),
                offer("\"a\"")
            ),
            Outcome::Failed(&["offers 0 and 2 both have the id \"a\""]),
        ),
        hostile(
            "invalid-offer",
            &format!(
                "fn offers(ctx) {{ let o = {}; o.gpu.count = \"eight\"; [o] }}",
                offer("\"a\"")
            ),
            Outcome::Refused("offer 0: gpu.count: invalid type: string \"eight\", expected u32"),
        ),
        hostile(
            "not-an-array",
            "fn offers(ctx) { #{ offers: 1 } }",
            Outcome::Failed(&["offers() must return an array of offer maps, it returned a map"]),
        ),
        hostile(
            "throws",
            "fn offers(ctx) { throw \"provider exploded\"; }",
            Outcome::Failed(&["provider exploded"]),
        ),
        hostile(
            "no-offers-fn",
            "fn other(ctx) { [] }",
            Outcome::Failed(&["main.rhai defines no `fn offers(ctx)`"]),
        ),
        hostile(
            "uses-eval",
            "fn offers(ctx) { eval(\"[]\") }",
            Outcome::Failed(&["main.rhai does not compile"]),
        ),
        Hostile {
            api: 2,
            ..hostile(
                "unknown-api",
                "fn offers(ctx) { [] }",
                Outcome::Failed(&["plugin.api 2 is not supported: this gpucase offers API 1"]),
            )
        },
        Hostile {
            responses: vec![serving("zero")],
            fixtures: vec![Fixture::Link("zero", PathBuf::from("/dev/zero"))],
            ..hostile(
                "fixture-dev-zero",
                FETCH_OFFERS,
                Outcome::Failed(&["leads outside fixtures/"]),
            )
        },
        Hostile {
            responses: vec![serving("pipe")],
            fixtures: vec![Fixture::Fifo("pipe")],
            ..hostile(
                "fixture-fifo",
                FETCH_OFFERS,
                Outcome::Failed(&["file = \"pipe\": expected a plain file"]),
            )
        },
        Hostile {
            responses: vec![serving("body.json")],
            fixtures: vec![Fixture::Link("body.json", secret_file.clone())],
            ..hostile(
                "fixture-link-out",
                FETCH_OFFERS,
                Outcome::Failed(&["leads outside fixtures/"]),
            )
        },
        Hostile {
            responses: vec![serving("../../../secret.txt")],
            ..hostile(
                "fixture-dot-dot",
                FETCH_OFFERS,
                Outcome::Failed(&["expected a path inside fixtures/"]),
            )
        },
        Hostile {
            responses: vec![serving(&secret_file.display().to_string())],
            ..hostile(
                "fixture-absolute",
                FETCH_OFFERS,
                Outcome::Failed(&["expected a path inside fixtures/"]),
            )
        },
        Hostile {
            responses: vec![serving("big.json")],
            fixtures: vec![Fixture::Sparse("big.json", 33 * 1024 * 1024)],
            ..hostile(
                "fixture-too-large",
                FETCH_OFFERS,
                Outcome::Failed(&[
                    "holds 34,603,008 bytes; a fixture may hold at most 33,554,432 bytes",
                ]),
            )
        },
    ];
    // A body of many offers the script would hand on: the fixture itself is fine.
    list.push(Hostile {
        responses: vec![serving("fine.json")],
        fixtures: vec![Fixture::Text("fine.json", "[]".into())],
        ..hostile(
            "fixture-fine-but-throws",
            "fn offers(ctx) { let r = http_get(\"https://api.example.test/v1/offers\"); throw `got ${r.body}`; }",
            Outcome::Failed(&["got []"]),
        )
    });
    list
}

/// Runs `gpucase args`, returning its output, wall time and peak resident bytes.
fn measured(args: &[&str], log: &Path) -> (String, Duration, Option<u64>) {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .env_remove("GPUCASE_STORE")
        .env_remove("GPUCASE_LANG")
        .env("AWS_SECRET_ACCESS_KEY", "aws-secret-9c4f")
        .stdout(Stdio::from(std::fs::File::create(log).unwrap()))
        .stderr(Stdio::from(
            std::fs::File::create(log.with_extension("err")).unwrap(),
        ))
        .spawn()
        .unwrap();
    let status_file = PathBuf::from(format!("/proc/{}/status", child.id()));
    let mut peak: Option<u64> = None;
    loop {
        if let Ok(status) = std::fs::read_to_string(&status_file) {
            let hwm = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
            if let Some(kb) = hwm {
                peak = Some(peak.unwrap_or(0).max(kb * 1024));
            }
        }
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let took = started.elapsed();
    let mut text = std::fs::read_to_string(log).unwrap();
    text.push_str(&std::fs::read_to_string(log.with_extension("err")).unwrap());
    (text, took, peak)
}

fn providers(store: &str) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(["offers", "list", "--json", "--store", store])
        .env_remove("GPUCASE_STORE")
        .env_remove("GPUCASE_LANG")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let offers: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    offers
        .iter()
        .map(|o| {
            format!(
                "{}/{}",
                o["provider"].as_str().unwrap(),
                o["offer_id"].as_str().unwrap()
            )
        })
        .collect()
}

#[test]
fn every_hostile_plugin_is_stopped_quickly_and_the_good_one_is_stored() {
    let root = tempfile::tempdir().unwrap();
    let cases = suite(root.path());
    assert!(cases.len() >= 20, "{} hostile plugins", cases.len());
    let mut faults = Vec::new();
    let mut table = Vec::new();
    for case in &cases {
        // A folder of its own for each: the hostile plugin and the good one.
        let plugins = root.path().join(case.id).join("plugins");
        let dir = write_plugin(
            &plugins,
            case.id,
            case.api,
            case.secrets,
            &case.script,
            &case.responses,
        );
        for f in &case.fixtures {
            let fixtures = dir.join("fixtures");
            match f {
                Fixture::Text(name, text) => std::fs::write(fixtures.join(name), text).unwrap(),
                Fixture::Link(name, to) => {
                    std::os::unix::fs::symlink(to, fixtures.join(name)).unwrap()
                }
                Fixture::Fifo(name) => {
                    let made = Command::new("mkfifo")
                        .arg(fixtures.join(name))
                        .status()
                        .unwrap();
                    assert!(made.success());
                }
                Fixture::Sparse(name, len) => std::fs::File::create(fixtures.join(name))
                    .unwrap()
                    .set_len(*len)
                    .unwrap(),
            }
        }
        write_plugin(
            &plugins,
            "good",
            1,
            &["GOOD_TOKEN"],
            &format!("fn offers(ctx) {{ [{}] }}", offer("\"good-1\"")),
            &[],
        );
        let store = root.path().join(case.id).join("catalog.sqlite");
        let store = store.to_str().unwrap();
        let plugins_arg = plugins.to_str().unwrap();
        let (out, took, peak) = measured(
            &[
                "offers",
                "refresh",
                "--offline",
                "--plugin",
                case.id,
                "--plugin",
                "good",
                "--dir",
                plugins_arg,
                "--store",
                store,
            ],
            &root.path().join(case.id).join("refresh.txt"),
        );
        table.push(format!(
            "{:<26} {:>6} ms {:>6} MB",
            case.id,
            took.as_millis(),
            peak.map_or("?".to_owned(), |p| (p / (1024 * 1024)).to_string())
        ));
        let mut fault = |what: String| faults.push(format!("{}: {what}\n{out}", case.id));
        if took > MAX_TIME {
            fault(format!("took {took:?}"));
        }
        if cfg!(target_os = "linux") && peak.is_none_or(|p| p > MAX_PEAK_BYTES) {
            fault(format!("peak memory {peak:?} bytes"));
        }
        let line = out
            .lines()
            .find(|l| l.contains(&format!("] {}", case.id)))
            .unwrap_or_default()
            .to_owned();
        match &case.outcome {
            Outcome::Failed(any) => {
                if !line.contains(&format!("] {}: failed, last snapshot kept:", case.id))
                    || !any.iter().any(|m| line.contains(m))
                {
                    fault(format!(
                        "expected a failure saying one of {any:?}, got {line:?}"
                    ));
                }
            }
            Outcome::Refused(why) => {
                if !line.contains(": 0 new") || !out.contains(why) {
                    fault(format!("expected its offer refused with {why:?}"));
                }
            }
            Outcome::Succeeded => {
                if !line.contains(": 0 new") {
                    fault(format!("expected a successful run, got {line:?}"));
                }
            }
        }
        for leak in ["the analyst's secret 5b1e", "aws-secret-9c4f"] {
            if out.contains(leak) {
                fault(format!("the output holds {leak:?}"));
            }
        }
        if !out.contains("] good: 1 new, 0 changed, 0 unchanged, 0 withdrawn") {
            fault("the good plugin's refresh did not succeed".into());
        }
        let stored = providers(store);
        if stored != ["good/good-1"] {
            fault(format!("the catalog holds {stored:?}"));
        }
    }
    eprintln!("hostile plugin, wall time, peak RSS:\n{}", table.join("\n"));
    assert!(faults.is_empty(), "{}", faults.join("\n\n"));
}

#[test]
fn plugins_check_stops_a_hostile_plugin_with_the_limit_it_reached() {
    let root = tempfile::tempdir().unwrap();
    let plugins = root.path().join("plugins");
    let dir = write_plugin(
        &plugins,
        "million-emits",
        1,
        &[],
        &format!(
            "fn offers(ctx) {{ for i in 0..1000000 {{ emit({}); }} }}",
            offer("`x${i}`")
        ),
        &[],
    );
    let (out, took, peak) = measured(
        &["plugins", "check", dir.to_str().unwrap()],
        &root.path().join("check.txt"),
    );
    assert!(
        out.contains("plugin million-emits: stopped at main.rhai line 1: it gave more than 10,000 offers, the limit of a run"),
        "{out}"
    );
    assert!(took < MAX_TIME, "{took:?}");
    if cfg!(target_os = "linux") {
        assert!(peak.is_some_and(|p| p < MAX_PEAK_BYTES), "{peak:?}");
    }
}
