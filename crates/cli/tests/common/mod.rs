//! What the CLI's test files share: the `gpucase` binary run from the repository's root
//! (where it finds the bundled plugins) with no store or language taken from the
//! environment, and its output as text.

#![allow(
    dead_code,
    reason = "each test file uses what it needs of these helpers"
)]
#![allow(
    clippy::unwrap_used,
    reason = "test helpers: a panic is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `gpucase ARGS` from the repository's root, without `GPUCASE_STORE` or `GPUCASE_LANG`
/// from the environment.
pub fn gpucase(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .current_dir(root())
        .env_remove("GPUCASE_STORE")
        .env_remove("GPUCASE_LANG")
        .output()
        .unwrap()
}

/// Bytes a command wrote, as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// What `gpucase ARGS` writes to standard output; the test fails, with both outputs, when
/// it does not succeed.
pub fn ok(args: &[&str]) -> String {
    let out = gpucase(args);
    assert!(
        out.status.success(),
        "gpucase {args:?}: {}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

/// Stored case `id` of `store`, exported (`case export`) into `dir` and read back: the case
/// object of the scenario file.
pub fn exported(id: &str, store: &str, dir: &Path) -> serde_json::Value {
    let file = dir.join(format!("{id}.gpucase"));
    ok(&[
        "case",
        "export",
        id,
        "-o",
        file.to_str().unwrap(),
        "--store",
        store,
    ]);
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    file.get("case").cloned().unwrap_or(file)
}
