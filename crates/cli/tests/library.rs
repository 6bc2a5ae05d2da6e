//! The library commands of the CLI: `gpucase case diff` on the committed case pairs of
//! `examples/compare` (each the example with one change, see its README) and on two versions
//! of a case in a real store; `case backup` and `case restore` on real SQLite files.

use std::path::Path;
use std::process::{Command, Output};

use rust_decimal::Decimal;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/compare");

fn file(name: &str) -> String {
    format!("{DIR}/{name}")
}

fn gpucase(args: &[&str], store: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .env("GPUCASE_STORE", store)
        .env_remove("GPUCASE_LANG")
        .output()
        .expect("gpucase runs")
}

fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).expect("the output is JSON")
}

fn decimal(v: &serde_json::Value) -> Decimal {
    v.as_str()
        .expect("a decimal string")
        .parse()
        .expect("a decimal")
}

#[test]
fn a_shorter_day_is_one_changed_input_and_dearer_owning() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store.sqlite");
    let (before, after) = (file("before.gpucase"), file("shorter-day.gpucase"));
    let out = json(&gpucase(
        &["case", "diff", &before, &after, "--json"],
        &store,
    ));
    assert_eq!(
        out["diff"]["inputs"],
        serde_json::json!([{
            "path": "workload.windows[0].end",
            "change": "changed",
            "old": "19:00",
            "new": "13:00"
        }])
    );
    let own = out["diff"]["outcome"]["options"]
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["id"] == "own-hgx-h200")
        .expect("the own quote is an option");
    let (old, new) = (decimal(&own["old"]), decimal(&own["new"]));
    assert!(new > old, "{old} -> {new}");
    assert_eq!(decimal(&own["change"]), new - old, "exact, not rounded");
    assert_eq!(own["direction"], "up");
    assert_eq!(own["presence"], "both");
    // Both sides are files: no store was needed, none was created.
    assert!(!store.exists());

    let table = gpucase(&["case", "diff", &before, &after], &store);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(table.status.success());
    assert!(
        table.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&table.stderr)
    );
    assert!(text.contains("1 input differs:"), "{text}");
    assert!(
        text.contains("  ~ workload.windows[0].end: \"19:00\" → \"13:00\""),
        "{text}"
    );
    let own_line = text
        .lines()
        .find(|l| l.trim_start().starts_with("own-hgx-h200"))
        .expect("a line for the own quote");
    assert!(own_line.contains('▲'), "{own_line}");
    assert!(text.contains("Recommendation unchanged: "), "{text}");
}

#[test]
fn removing_the_recommended_model_moves_the_recommendation() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store.sqlite");
    let (before, after) = (file("before.gpucase"), file("no-spot.gpucase"));
    let out = json(&gpucase(
        &["case", "diff", &before, &after, "--json"],
        &store,
    ));
    let inputs = out["diff"]["inputs"].as_array().expect("inputs");
    assert_eq!(inputs.len(), 1);
    assert_eq!(inputs[0]["path"], "rent[id=aws-p5e].pricing[5]");
    assert_eq!(inputs[0]["change"], "removed");
    let r = &out["diff"]["outcome"]["recommendation"];
    assert_eq!(r["old"], "aws-p5e/spot_batch");
    assert_eq!(r["changed"], true);
    assert!(r["new"].is_string() && r["new"] != "aws-p5e/spot_batch");
    let spot = out["diff"]["outcome"]["options"]
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["id"] == "aws-p5e/spot_batch")
        .expect("the removed option is listed");
    assert_eq!(spot["presence"], "only_old");
    assert!(spot["new"].is_null() && spot["change"].is_null());

    let table = gpucase(&["--lang", "fr", "case", "diff", &before, &after], &store);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(
        table.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&table.stderr)
    );
    assert!(text.contains("uniquement dans l’ancien dossier"), "{text}");
    assert!(
        text.contains("Recommandation\u{a0}: aws-p5e/spot_batch → "),
        "{text}"
    );
}

#[test]
fn two_versions_in_the_store_compare_by_id_and_version() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store.sqlite");
    for name in ["before.gpucase", "shorter-day.gpucase"] {
        let imported = gpucase(&["case", "import", &file(name), "--by", "ana"], &store);
        assert!(imported.status.success(), "{imported:?}");
    }
    let out = json(&gpucase(
        &[
            "case",
            "diff",
            "enterprise-assistant@1",
            "enterprise-assistant",
            "--json",
        ],
        &store,
    ));
    assert_eq!(out["old"]["version"], 1);
    assert_eq!(out["new"]["version"], 2);
    assert_eq!(out["diff"]["inputs"][0]["path"], "workload.windows[0].end");
    assert_eq!(out["diff"]["inputs"].as_array().map(Vec::len), Some(1));

    let table = gpucase(
        &[
            "--lang",
            "de",
            "case",
            "diff",
            "enterprise-assistant@1",
            "enterprise-assistant@2",
        ],
        &store,
    );
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(
        text.starts_with(
            "Vergleich von enterprise-assistant Version 1 mit enterprise-assistant Version 2"
        ),
        "{text}"
    );
    assert!(
        text.contains("Kosten je produktiver GPU-Stunde (EUR):"),
        "{text}"
    );
}

#[test]
fn bad_sides_are_named_in_one_error_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store.sqlite");
    let before = file("before.gpucase");
    for (side, expected) in [
        (
            "enterprise-assistant@0",
            "enterprise-assistant@0: version \"0\"",
        ),
        ("nowhere/missing.gpucase", "nowhere/missing.gpucase"),
        (
            "enterprise-assistant@7",
            "no case \"enterprise-assistant\" with version 7",
        ),
    ] {
        let out = gpucase(&["case", "diff", &before, side], &store);
        assert!(!out.status.success(), "{side}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(expected), "{side}: {err}");
    }
}

#[test]
fn the_store_backs_up_and_restores_and_refuses_what_is_not_a_store() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store.sqlite");
    let imported = gpucase(&["case", "import", &file("before.gpucase")], &store);
    assert!(imported.status.success(), "{imported:?}");
    let backup = dir.path().join("backup.sqlite");
    let out = gpucase(&["case", "backup", &backup.display().to_string()], &store);
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("backed up the store"));

    // A second version after the backup; the restore brings back the store with one.
    let again = gpucase(&["case", "import", &file("shorter-day.gpucase")], &store);
    assert!(again.status.success(), "{again:?}");
    let listed = |store: &Path| {
        String::from_utf8_lossy(&gpucase(&["case", "list"], store).stdout).into_owned()
    };
    assert!(listed(&store).contains("\tv2\t"));

    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "not a store\n").expect("written");
    let refused = gpucase(&["case", "restore", &notes.display().to_string()], &store);
    assert!(!refused.status.success());
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(
        err.contains("notes.txt: not a gpucase case store") && err.contains("unchanged"),
        "{err}"
    );
    // The same refusal in the analyst's language; SQLite's own words stay as they are.
    let notes_arg = notes.display().to_string();
    for (lang, expected) in [
        (
            "de",
            "notes.txt: Keine gpucase-Fallablage: SQLite kann die Datei nicht lesen",
        ),
        (
            "fr",
            "notes.txt\u{a0}: ce n'est pas une base de dossiers gpucase",
        ),
    ] {
        let refused = gpucase(&["--lang", lang, "case", "restore", &notes_arg], &store);
        assert!(!refused.status.success());
        let err = String::from_utf8_lossy(&refused.stderr);
        assert!(err.contains(expected), "{lang}: {err}");
    }
    assert!(listed(&store).contains("\tv2\t"));

    // Issue 33: a backup whose saved document was edited with its hash kept, and one whose
    // document (hash recomputed) is no case gpucase computes, were restored. Each is
    // refused naming the case and version, and the store stays as it was. Python's sqlite3
    // edits the copies as a hostile hand would, dropping gpucase's own trigger first.
    for (name, edit, expected) in [
        (
            "edited.sqlite",
            "d = json.loads(doc); d['horizon_years'] = 3; doc = json.dumps(d)",
            "the document does not match the hash saved with it",
        ),
        (
            "invalid.sqlite",
            "d = json.loads(doc); d['horizon_years'] = 0; doc = json.dumps(d); sha = hashlib.sha256(doc.encode()).hexdigest()",
            "the document is not a valid case",
        ),
    ] {
        let copy = dir.path().join(name);
        std::fs::copy(&backup, &copy).expect("copied");
        let script = format!(
            "import sqlite3, hashlib, json, sys\n\
             db = sqlite3.connect(sys.argv[1])\n\
             db.execute('DROP TRIGGER case_versions_never_change')\n\
             doc, sha = db.execute('SELECT document, sha256 FROM case_versions').fetchone()\n\
             {edit}\n\
             db.execute('UPDATE case_versions SET document = ?, sha256 = ?', (doc, sha))\n\
             db.commit()\n"
        );
        let edited = std::process::Command::new("python3")
            .arg("-c")
            .arg(&script)
            .arg(&copy)
            .output()
            .expect("python3 runs");
        assert!(edited.status.success(), "{edited:?}");
        let refused = gpucase(&["case", "restore", &copy.display().to_string()], &store);
        assert!(!refused.status.success(), "{name}");
        let err = String::from_utf8_lossy(&refused.stderr);
        assert!(
            err.contains("version 1") && err.contains(expected) && err.contains("unchanged"),
            "{name}: {err}"
        );
        assert!(
            listed(&store).contains("\tv2\t"),
            "{name}: the store is as it was"
        );
    }

    let restored = gpucase(&["case", "restore", &backup.display().to_string()], &store);
    assert!(restored.status.success(), "{restored:?}");
    let text = String::from_utf8_lossy(&restored.stdout);
    assert!(
        text.contains(": 1 case; the store as it was is kept in "),
        "{text}"
    );
    assert!(listed(&store).contains("\tv1\t"));
    let kept = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().contains("store.sqlite.before-restore-"))
        .expect("the replaced store is kept");
    assert!(
        listed(&kept).contains("\tv2\t"),
        "the kept store holds version 2"
    );
}

/// Case ids and versions as `case list` prints them, sorted.
fn listing(store: &Path) -> Vec<String> {
    let out = gpucase(&["case", "list"], store);
    assert!(out.status.success(), "{out:?}");
    let mut ids: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.split('\t').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    ids.sort();
    ids
}

#[test]
fn a_restore_killed_at_any_moment_leaves_the_old_store_or_the_new() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The backup: 40 cases, the example under 40 ids.
    let source = dir.path().join("source.sqlite");
    let example = std::fs::read_to_string(file("before.gpucase")).expect("example");
    for i in 0..40 {
        let case = dir.path().join(format!("case-{i}.gpucase"));
        let text = example.replace(
            "\"id\": \"enterprise-assistant\"",
            &format!("\"id\": \"case-{i:02}\""),
        );
        std::fs::write(&case, text).expect("written");
        let out = gpucase(&["case", "import", &case.display().to_string()], &source);
        assert!(out.status.success(), "{out:?}");
    }
    let backup = dir.path().join("backup.sqlite");
    assert!(
        gpucase(&["case", "backup", &backup.display().to_string()], &source)
            .status
            .success()
    );
    let new = listing(&source);
    assert_eq!(new.len(), 40);

    // The store to restore into holds one case; a pristine copy resets it for each try.
    let pristine = dir.path().join("pristine.sqlite");
    assert!(
        gpucase(&["case", "import", &file("before.gpucase")], &pristine)
            .status
            .success()
    );
    let old = listing(&pristine);

    let mut outcomes = [0u32; 2];
    for delay_ms in (0..300).step_by(15) {
        let store = dir.path().join(format!("store-{delay_ms}.sqlite"));
        assert!(
            gpucase(&["case", "backup", &store.display().to_string()], &pristine)
                .status
                .success()
        );
        let mut child = Command::new(env!("CARGO_BIN_EXE_gpucase"))
            .args(["case", "restore", &backup.display().to_string()])
            .env("GPUCASE_STORE", &store)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("gpucase starts");
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        // SIGKILL: no destructor, no rollback code of ours runs.
        let _ = child.kill();
        let _ = child.wait();
        let now = listing(&store);
        if now == old {
            outcomes[0] += 1;
        } else {
            assert_eq!(
                now, new,
                "killed after {delay_ms} ms: neither the old store nor the new"
            );
            outcomes[1] += 1;
        }
        // And the store still takes a restore.
        assert!(
            gpucase(&["case", "restore", &backup.display().to_string()], &store)
                .status
                .success()
        );
        assert_eq!(listing(&store), new);
    }
    eprintln!(
        "killed restores: {} left the old store, {} the new",
        outcomes[0], outcomes[1]
    );
}

#[test]
fn the_diff_speaks_the_new_case_language_unless_told_otherwise() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store.sqlite");
    let german = dir.path().join("german.gpucase");
    let text = std::fs::read_to_string(file("before.gpucase")).expect("example");
    // The example with the working language German: one more input, `language`.
    let text = text.replacen(
        "\"horizon_years\"",
        "\"language\": \"de\",\n  \"horizon_years\"",
        1,
    );
    std::fs::write(&german, text).expect("written");
    let (before, german) = (file("before.gpucase"), german.display().to_string());
    let out = gpucase(&["case", "diff", &before, &german], &store);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("1 Eingabe weicht ab:"), "{text}");
    assert!(text.contains("  + language: \"de\""), "{text}");
    let out = gpucase(&["--lang", "nl", "case", "diff", &before, &german], &store);
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 invoer wijkt af:"));
}
