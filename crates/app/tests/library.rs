//! The library commands (search, tags, duplicate, delete with undo, history, compare,
//! backup and restore) as the UI sends them, against a real SQLite store file.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_app::ipc::{Host, Request, Response, handle as serve};
use gpucase_app::{ErrorCode, ErrorPayload, Library};
use gpucase_core::diff::{Direction, Presence};
use serde_json::json;

/// "Now" for every library these tests open: a fixed instant, never the day they run.
const NOW: &str = "2026-12-01T09:30:00Z";

fn clock() -> gpucase_app::SharedClock {
    gpucase_app::FixedClock::at(NOW)
}

async fn send(
    library: &Library,
    json: serde_json::Value,
    saved_by: &str,
) -> Result<Response, ErrorPayload> {
    let host = Host::new(
        library.clone(),
        saved_by.to_owned(),
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../plugins").into(),
    );
    serve(&host, serde_json::from_value::<Request>(json).unwrap()).await
}

async fn ok(library: &Library, json: serde_json::Value) -> Response {
    send(library, json, "tester").await.unwrap()
}

/// A store holding the example as version 1 (saved by ana) and, as version 2 (by ben), the
/// example with the first own quote's purchase price raised by 10 %.
async fn store_with_two_versions() -> (tempfile::TempDir, Library, String) {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::open(&dir.path().join("cases.sqlite"), clock())
        .await
        .unwrap();
    let mut case = gpucase_app::example_case().unwrap();
    send(
        &library,
        json!({"command": "case_save", "case": case}),
        "ana",
    )
    .await
    .unwrap();
    let quote = &mut case.own[0];
    let raised = quote.purchase.amount() * rust_decimal::Decimal::new(11, 1);
    quote.purchase = gpucase_core::Money::new(raised, quote.purchase.currency()).unwrap();
    let quote_id = quote.id.clone();
    send(
        &library,
        json!({"command": "case_save", "case": case}),
        "ben",
    )
    .await
    .unwrap();
    (dir, library, quote_id)
}

fn ids(response: Response) -> Vec<String> {
    match response {
        Response::Cases(cases) => cases.into_iter().map(|c| c.id).collect(),
        other => panic!("expected cases, got {other:?}"),
    }
}

#[tokio::test]
async fn search_tags_duplicate_and_history() {
    let (_dir, library, _) = store_with_two_versions().await;
    let found = ok(
        &library,
        json!({"command": "library_search", "query": "ENTERPRISE assistant"}),
    )
    .await;
    assert_eq!(ids(found), ["enterprise-assistant"]);
    let none = ok(
        &library,
        json!({"command": "library_search", "query": "enterprise nowhere"}),
    )
    .await;
    assert!(ids(none).is_empty());

    let tags = ok(
        &library,
        json!({"command": "case_tag_add", "id": "enterprise-assistant", "tag": "Q1 review"}),
    )
    .await;
    assert_eq!(tags, Response::Tags(vec!["Q1 review".into()]));
    let by_tag = ok(
        &library,
        json!({"command": "library_search", "query": "q1"}),
    )
    .await;
    assert_eq!(ids(by_tag), ["enterprise-assistant"]);

    let copy = ok(&library, json!({"command": "case_duplicate", "id": "enterprise-assistant", "version": 1, "name": null})).await;
    let Response::Saved(copy) = copy else {
        panic!("{copy:?}")
    };
    assert_eq!(copy.case_id, "enterprise-assistant-copy");
    assert_eq!(copy.name, "Enterprise assistant for 1,000 employees (copy)");
    assert_eq!(copy.version, 1);
    // A second copy gets the next free id, and the name the UI chose.
    let again = ok(&library, json!({"command": "case_duplicate", "id": "enterprise-assistant", "version": null, "name": "Variante B"})).await;
    assert!(
        matches!(again, Response::Saved(ref s) if s.case_id == "enterprise-assistant-copy-2" && s.name == "Variante B")
    );

    // The copy holds version 1's inputs under its own id and name.
    let (copied, _) = library
        .open_case("enterprise-assistant-copy", None)
        .await
        .unwrap();
    let (mut original, _) = library
        .open_case("enterprise-assistant", Some(1))
        .await
        .unwrap();
    original.id = copied.id.clone();
    original.name = copied.name.clone();
    assert_eq!(copied, original);

    let history = ok(
        &library,
        json!({"command": "case_history", "id": "enterprise-assistant-copy"}),
    )
    .await;
    let Response::History(history) = history else {
        panic!("{history:?}")
    };
    assert_eq!(
        history[0].copied_from.as_deref(),
        Some("enterprise-assistant@1")
    );
    assert_eq!(history[0].saved_by, "tester");
    let history = ok(
        &library,
        json!({"command": "case_history", "id": "enterprise-assistant"}),
    )
    .await;
    let Response::History(history) = history else {
        panic!("{history:?}")
    };
    let who: Vec<(i64, &str)> = history
        .iter()
        .map(|v| (v.version, v.saved_by.as_str()))
        .collect();
    assert_eq!(who, [(1, "ana"), (2, "ben")]);
    assert!(history.iter().all(|v| v.saved_at == NOW), "{history:?}");
}

#[tokio::test]
async fn a_deleted_case_comes_back_with_undo() {
    let (_dir, library, _) = store_with_two_versions().await;
    let deleted = ok(
        &library,
        json!({"command": "case_delete", "id": "enterprise-assistant"}),
    )
    .await;
    assert!(
        matches!(deleted, Response::Deleted(ref d) if d.name == "Enterprise assistant for 1,000 employees")
    );
    assert!(ids(ok(&library, json!({"command": "library_list"})).await).is_empty());
    let again = send(
        &library,
        json!({"command": "case_delete", "id": "enterprise-assistant"}),
        "x",
    )
    .await;
    assert_eq!(again.unwrap_err().code, ErrorCode::NotFound);

    let undone = ok(
        &library,
        json!({"command": "case_undo_delete", "id": "enterprise-assistant"}),
    )
    .await;
    assert_eq!(undone, Response::Undeleted("enterprise-assistant".into()));
    assert_eq!(
        ids(ok(&library, json!({"command": "library_list"})).await),
        ["enterprise-assistant"]
    );
    let history = library.history("enterprise-assistant").await.unwrap();
    assert_eq!(history.len(), 2, "undo keeps every version");
}

#[tokio::test]
async fn two_versions_compare_by_the_one_changed_input() {
    let (_dir, library, quote_id) = store_with_two_versions().await;
    let diff = ok(
        &library,
        json!({"command": "case_diff",
        "old": {"from": "stored", "id": "enterprise-assistant", "version": 1},
        "new": {"from": "stored", "id": "enterprise-assistant", "version": null}}),
    )
    .await;
    let Response::Diff(compared) = diff else {
        panic!("{diff:?}")
    };
    assert_eq!(
        (compared.old.version, compared.new.version),
        (Some(1), Some(2))
    );
    let paths: Vec<&str> = compared
        .diff
        .inputs
        .iter()
        .map(|c| c.path.as_str())
        .collect();
    let expected = format!("own[id={quote_id}].purchase");
    assert_eq!(paths, [expected.as_str()]);
    for o in &compared.diff.outcome.options {
        assert_eq!(o.presence, Presence::Both);
        if o.id == quote_id {
            // A dearer server is dearer per productive GPU-hour.
            assert_eq!(o.direction, Direction::Up, "{}", o.id);
        } else if o.id != "hybrid" {
            assert_eq!(o.direction, Direction::Same, "{}", o.id);
        }
    }

    // A file on one side, the store on the other.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/enterprise-assistant.gpucase"
    );
    let diff = ok(
        &library,
        json!({"command": "case_diff",
        "old": {"from": "file", "path": file},
        "new": {"from": "stored", "id": "enterprise-assistant", "version": 1}}),
    )
    .await;
    let Response::Diff(same) = diff else {
        panic!("{diff:?}")
    };
    assert!(same.diff.inputs.is_empty());
    assert!(!same.diff.outcome.recommendation.changed);

    let missing = send(
        &library,
        json!({"command": "case_diff",
        "old": {"from": "stored", "id": "enterprise-assistant", "version": 9},
        "new": {"from": "stored", "id": "enterprise-assistant", "version": 1}}),
        "x",
    )
    .await;
    let e = missing.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    assert!(e.message.contains("version 9"), "{}", e.message);
}

#[tokio::test]
async fn backup_and_restore_through_the_commands() {
    let (dir, library, _) = store_with_two_versions().await;
    let backup = dir.path().join("library-backup.sqlite");
    let written = ok(
        &library,
        json!({"command": "library_backup", "path": backup}),
    )
    .await;
    assert_eq!(written, Response::Written(backup.clone()));
    ok(
        &library,
        json!({"command": "case_delete", "id": "enterprise-assistant"}),
    )
    .await;

    // An unrelated file is refused with its name, and the store stays as it is.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "minutes of the procurement meeting\n").unwrap();
    let refused = send(
        &library,
        json!({"command": "library_restore", "path": notes}),
        "x",
    )
    .await;
    let e = refused.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotAStore);
    assert!(e.message.contains("notes.txt"), "{}", e.message);
    assert!(ids(ok(&library, json!({"command": "library_list"})).await).is_empty());

    let restored = ok(
        &library,
        json!({"command": "library_restore", "path": backup}),
    )
    .await;
    let Response::Restored(outcome) = restored else {
        panic!("{restored:?}")
    };
    assert_eq!(outcome.cases, 1);
    let kept = outcome
        .kept
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    // The kept copy is named by the library's clock.
    assert_eq!(kept, "cases.sqlite.before-restore-20261201T093000Z");
    assert!(outcome.kept.is_file());
    assert_eq!(
        ids(ok(&library, json!({"command": "library_list"})).await),
        ["enterprise-assistant"]
    );
    assert_eq!(
        library.history("enterprise-assistant").await.unwrap().len(),
        2
    );
}

/// Issue 18: the desktop and the CLI opened different stores by default. The desktop now
/// opens the CLI's, and moves a store an earlier build kept in its own data directory there,
/// with SQLite's side files, once; an existing store at the shared place is never replaced.
#[test]
fn an_earlier_desktop_store_moves_to_the_shared_library_once() {
    let dir = tempfile::tempdir().unwrap();
    let legacy = dir.path().join("org.gpucase.desktop/cases.sqlite");
    let shared = dir.path().join("gpucase/cases.sqlite");
    std::fs::create_dir_all(legacy.parent().unwrap()).unwrap();
    std::fs::write(&legacy, b"the analyst's cases").unwrap();
    std::fs::write(
        dir.path().join("org.gpucase.desktop/cases.sqlite-wal"),
        b"wal",
    )
    .unwrap();
    assert!(gpucase_app::adopt_legacy_store(&legacy, &shared).unwrap());
    assert_eq!(std::fs::read(&shared).unwrap(), b"the analyst's cases");
    assert_eq!(
        std::fs::read(dir.path().join("gpucase/cases.sqlite-wal")).unwrap(),
        b"wal"
    );
    assert!(!legacy.exists());
    // Again, with a store in both places: nothing moves, nothing is lost.
    std::fs::write(&legacy, b"another").unwrap();
    assert!(!gpucase_app::adopt_legacy_store(&legacy, &shared).unwrap());
    assert_eq!(std::fs::read(&shared).unwrap(), b"the analyst's cases");
    assert_eq!(std::fs::read(&legacy).unwrap(), b"another");
}
