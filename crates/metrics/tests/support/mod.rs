//! A real Prometheus for tests: three days from `testdata/metrics/gen.py` (OpenMetrics,
//! with the host outage of 2026-10-21), backfilled with `promtool tsdb create-blocks-from
//! openmetrics` from 6-hour files (promtool re-reads its whole input once per 2 h block, so
//! one 72-hour file takes minutes), served by `prometheus` on 127.0.0.1 (a free port,
//! scraping only itself, retention 10 years so the backfilled blocks stay), stopped by PID
//! when dropped, also when a test fails.
//!
//! Shared by `crates/metrics/tests/prometheus.rs`, `crates/metrics/tests/import` and
//! `crates/cli/tests/metrics.rs` (each includes this file as a module), with the generator
//! and the Python that runs it. The `prometheus` and `promtool` binaries are required:
//! without them the tests fail (Debian: `apt-get install prometheus`).
#![allow(dead_code, reason = "each including test uses a part")]

use std::collections::VecDeque;
use std::fs;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use jiff::Timestamp;
use serde_json::Value;

pub const START: &str = "2026-10-19";
pub const DAYS: &str = "3";
pub const FROM: &str = "2026-10-19T00:00:00Z";
pub const TO: &str = "2026-10-22T00:00:00Z";

pub struct Fixture {
    pub dir: PathBuf,
    pub blocks: PathBuf,
    pub oracle: Value,
}

pub fn range() -> (Timestamp, Timestamp) {
    (FROM.parse().unwrap(), TO.parse().unwrap())
}

/// Fails (never skips) when a binary the tests need is missing.
fn require(binary: &str) {
    let found = Command::new(binary)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok();
    assert!(
        found,
        "`{binary}` is not on PATH: these tests need a real Prometheus \
         (Debian: apt-get install prometheus, which brings prometheus and promtool)"
    );
}

/// The generator.
pub fn gen_py() -> PathBuf {
    // The repository's copy, which must equal the shared folder's when that is beside the
    // checkout (so that they do not drift apart unnoticed).
    let copy = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/metrics/gen.py");
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/bench/metrics/gen.py");
    if shared.exists() {
        assert!(
            fs::read(&shared).unwrap() == fs::read(&copy).unwrap(),
            "testdata/metrics/gen.py differs from {}: copy the shared one over",
            shared.display()
        );
    }
    copy
}

/// A Python with numpy: `GPUCASE_PYTHON`, else `python3`, else the system's.
pub fn python() -> String {
    let candidates = std::env::var("GPUCASE_PYTHON")
        .into_iter()
        .chain(["python3".to_owned(), "/usr/bin/python3".to_owned()]);
    for candidate in candidates {
        let ok = Command::new(&candidate)
            .args(["-c", "import numpy"])
            .output()
            .is_ok_and(|o| o.status.success());
        if ok {
            return candidate;
        }
    }
    panic!("no python3 with numpy found (gen.py needs it); set GPUCASE_PYTHON");
}

pub fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        require("prometheus");
        require("promtool");
        // One folder per including crate: their test binaries may run at the same time.
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(env!("CARGO_PKG_NAME"))
            .join("prometheus-e2e");
        built_once(&dir, |dir| {
            let t = Instant::now();
            let out = Command::new(python())
                .arg(gen_py())
                .args(["--start", START, "--days", DAYS, "--formats", "om,promjson"])
                .args(["--om-split-hours", "6", "--prefix"])
                .arg(dir.join("g"))
                .arg("--oracle")
                .arg(dir.join("oracle.json"))
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "gen.py failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            eprintln!("generate: {:.2} s", t.elapsed().as_secs_f64());
            let t = Instant::now();
            backfill(&dir.join("g.om.d"), &dir.join("blocks"));
            eprintln!("backfill: {:.2} s", t.elapsed().as_secs_f64());
        });
        let blocks = dir.join("blocks");
        let oracle =
            serde_json::from_reader(fs::File::open(dir.join("oracle.json")).unwrap()).unwrap();
        Fixture {
            dir,
            blocks,
            oracle,
        }
    })
}

/// Builds `dir` once for every test process: cargo test runs a binary's tests in one
/// process, nextest each in its own, and they must not regenerate one folder while another
/// reads it. `build` fills a folder of this process's, which is renamed into place with a
/// mark that it is whole; a process that finds the mark uses the folder as it is, and one
/// that loses the race to rename uses the winner's.
pub fn built_once(dir: &Path, build: impl FnOnce(&Path)) {
    let whole = |d: &Path| d.join(".whole").exists();
    if whole(dir) {
        return;
    }
    let mine = dir.with_extension(format!("building-{}", std::process::id()));
    let _ = fs::remove_dir_all(&mine);
    fs::create_dir_all(&mine).unwrap();
    build(&mine);
    fs::write(mine.join(".whole"), "").unwrap();
    if fs::rename(&mine, dir).is_err() {
        if whole(dir) {
            let _ = fs::remove_dir_all(&mine);
        } else {
            // A folder left by an older run, never marked whole.
            let _ = fs::remove_dir_all(dir);
            fs::rename(&mine, dir).unwrap();
        }
    }
}

/// Backfills each OpenMetrics file into its own scratch directory (a few promtool
/// processes at a time) and moves the blocks into `out`.
fn backfill(input: &Path, out: &Path) {
    let scratch = out.with_extension("scratch");
    fs::create_dir_all(out).unwrap();
    let mut files: Vec<PathBuf> = fs::read_dir(input)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "om"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "gen.py wrote no .om files");
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4));
    let finish = |(file, child): (PathBuf, Child)| {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "promtool failed on {}: {}",
            file.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let mut running = VecDeque::new();
    for file in files {
        if running.len() == jobs {
            finish(running.pop_front().unwrap());
        }
        let target = scratch.join(file.file_stem().unwrap());
        let child = Command::new("promtool")
            .args(["tsdb", "create-blocks-from", "openmetrics", "-q"])
            .arg(&file)
            .arg(&target)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        running.push_back((file, child));
    }
    running.into_iter().for_each(finish);
    for part in fs::read_dir(&scratch).unwrap() {
        for block in fs::read_dir(part.unwrap().path()).unwrap() {
            let block = block.unwrap();
            if block.file_type().unwrap().is_dir() {
                fs::rename(block.path(), out.join(block.file_name())).unwrap();
            }
        }
    }
    fs::remove_dir_all(&scratch).unwrap();
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A port nothing listens on (just freed).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A running Prometheus; dropping it stops it by PID (SIGTERM, then SIGKILL).
pub struct Prometheus {
    child: Child,
    pub url: String,
    log: PathBuf,
}

impl Prometheus {
    pub fn start(name: &str) -> Prometheus {
        let f = fixture();
        let t = Instant::now();
        let dir = f.dir.join(format!("server-{name}"));
        let _ = fs::remove_dir_all(&dir);
        copy_dir(&f.blocks, &dir.join("tsdb"));
        for _ in 0..3 {
            let port = free_port();
            let config = dir.join("prometheus.yml");
            fs::write(
                &config,
                format!(
                    "global: {{scrape_interval: 15s}}\nscrape_configs:\n  - job_name: prometheus\n    \
                     static_configs: [{{targets: ['127.0.0.1:{port}']}}]\n"
                ),
            )
            .unwrap();
            let log = dir.join("prometheus.log");
            let out = fs::File::create(&log).unwrap();
            let child = Command::new("prometheus")
                .arg(format!("--config.file={}", config.display()))
                .arg(format!(
                    "--storage.tsdb.path={}",
                    dir.join("tsdb").display()
                ))
                .arg("--storage.tsdb.retention.time=10y")
                .arg(format!("--web.listen-address=127.0.0.1:{port}"))
                .stdout(out.try_clone().unwrap())
                .stderr(out)
                .spawn()
                .expect("cannot start prometheus");
            let mut server = Prometheus {
                child,
                url: format!("http://127.0.0.1:{port}"),
                log,
            };
            if server.wait_ready() {
                eprintln!("{name}: start -> ready: {:.2} s", t.elapsed().as_secs_f64());
                return server;
            }
        }
        panic!("prometheus did not start (see {})", dir.display());
    }

    /// Whether it became ready; false if it exited (e.g. the port was taken).
    fn wait_ready(&mut self) -> bool {
        let client = reqwest::blocking::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                eprintln!("prometheus exited ({status}): {}", self.log_tail());
                return false;
            }
            let ready = client
                .get(format!("{}/-/ready", self.url))
                .send()
                .is_ok_and(|r| r.status().is_success());
            if ready {
                return true;
            }
            assert!(
                Instant::now() < deadline,
                "prometheus not ready after 30 s: {}",
                self.log_tail()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn log_tail(&self) -> String {
        let text = fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(10)..].join("\n")
    }

    pub fn source(&self) -> gpucase_metrics::prometheus::Source {
        gpucase_metrics::prometheus::Source {
            retries: 0,
            ..gpucase_metrics::prometheus::Source::new(&self.url)
        }
    }
}

impl Drop for Prometheus {
    fn drop(&mut self) {
        if !matches!(self.child.try_wait(), Ok(None)) {
            return;
        }
        let pid = self.child.id().to_string();
        let _ = Command::new("kill").args(["-TERM", &pid]).status();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
