//! The library commands (search, tags, duplicate, delete with undo, history, compare,
//! backup and restore) as the UI sends them, against a real SQLite store file.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_app::ipc::{self, Command, Host, Request, handle as serve};
use gpucase_app::{CaseListEntry, ErrorCode, ErrorPayload, Language, Library};
use gpucase_core::diff::{Direction, Presence};
use serde_json::json;

/// "Now" for every library these tests open: a fixed instant, never the day they run.
const NOW: &str = "2026-12-01T09:30:00Z";

fn clock() -> gpucase_app::SharedClock {
    gpucase_app::FixedClock::at(NOW)
}

fn host(library: &Library, saved_by: &str) -> Host {
    Host::new(
        library.clone(),
        saved_by.to_owned(),
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../plugins").into(),
    )
}

/// The answer to `json` as the UI receives it.
async fn send(
    library: &Library,
    json: serde_json::Value,
    saved_by: &str,
) -> Result<serde_json::Value, ErrorPayload> {
    serve(
        &host(library, saved_by),
        serde_json::from_value::<Request>(json).unwrap(),
    )
    .await
}

/// The answer to `json`, which must be command `C`'s, typed; panics when it is refused.
async fn ok<C>(library: &Library, json: serde_json::Value) -> C::Output
where
    C: Command + TryFrom<Request, Error = Request>,
{
    let request = serde_json::from_value::<Request>(json).unwrap();
    let command = C::try_from(request).unwrap_or_else(|r| panic!("not this command: {r:?}"));
    match ipc::answer(&host(library, "tester"), command, Language::En).await {
        Ok(output) => output,
        Err(e) => panic!("refused: {e:?}"),
    }
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

fn ids(cases: Vec<CaseListEntry>) -> Vec<String> {
    cases.into_iter().map(|c| c.id).collect()
}

#[tokio::test]
async fn search_tags_duplicate_and_history() {
    let (_dir, library, _) = store_with_two_versions().await;
    let found = ok::<ipc::library::LibrarySearch>(
        &library,
        json!({"command": "library_search", "query": "ENTERPRISE assistant"}),
    )
    .await;
    assert_eq!(ids(found), ["enterprise-assistant"]);
    let none = ok::<ipc::library::LibrarySearch>(
        &library,
        json!({"command": "library_search", "query": "enterprise nowhere"}),
    )
    .await;
    assert!(ids(none).is_empty());

    let tags = ok::<ipc::cases::CaseTagAdd>(
        &library,
        json!({"command": "case_tag_add", "id": "enterprise-assistant", "tag": "Q1 review"}),
    )
    .await;
    assert_eq!(tags, ["Q1 review"]);
    let by_tag = ok::<ipc::library::LibrarySearch>(
        &library,
        json!({"command": "library_search", "query": "q1"}),
    )
    .await;
    assert_eq!(ids(by_tag), ["enterprise-assistant"]);

    let copy = ok::<ipc::cases::CaseDuplicate>(&library, json!({"command": "case_duplicate", "id": "enterprise-assistant", "version": 1, "name": null})).await;
    assert_eq!(copy.case_id, "enterprise-assistant-copy");
    assert_eq!(copy.name, "Enterprise assistant for 1,000 employees (copy)");
    assert_eq!(copy.version, 1);
    // A second copy gets the next free id, and the name the UI chose.
    let again = ok::<ipc::cases::CaseDuplicate>(&library, json!({"command": "case_duplicate", "id": "enterprise-assistant", "version": null, "name": "Variante B"})).await;
    assert_eq!(
        (again.case_id.as_str(), again.name.as_str()),
        ("enterprise-assistant-copy-2", "Variante B")
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

    let history = ok::<ipc::cases::CaseHistory>(
        &library,
        json!({"command": "case_history", "id": "enterprise-assistant-copy"}),
    )
    .await;
    assert_eq!(
        history[0].copied_from.as_deref(),
        Some("enterprise-assistant@1")
    );
    assert_eq!(history[0].saved_by, "tester");
    let history = ok::<ipc::cases::CaseHistory>(
        &library,
        json!({"command": "case_history", "id": "enterprise-assistant"}),
    )
    .await;
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
    let deleted = ok::<ipc::cases::CaseDelete>(
        &library,
        json!({"command": "case_delete", "id": "enterprise-assistant"}),
    )
    .await;
    assert_eq!(deleted.name, "Enterprise assistant for 1,000 employees");
    assert!(
        ids(ok::<ipc::library::LibraryList>(&library, json!({"command": "library_list"})).await)
            .is_empty()
    );
    let again = send(
        &library,
        json!({"command": "case_delete", "id": "enterprise-assistant"}),
        "x",
    )
    .await;
    assert_eq!(again.unwrap_err().code, ErrorCode::NotFound);

    let undone = ok::<ipc::cases::CaseUndoDelete>(
        &library,
        json!({"command": "case_undo_delete", "id": "enterprise-assistant"}),
    )
    .await;
    assert_eq!(undone, "enterprise-assistant");
    assert_eq!(
        ids(ok::<ipc::library::LibraryList>(&library, json!({"command": "library_list"})).await),
        ["enterprise-assistant"]
    );
    let history = library.history("enterprise-assistant").await.unwrap();
    assert_eq!(history.len(), 2, "undo keeps every version");
}

#[tokio::test]
async fn two_versions_compare_by_the_one_changed_input() {
    let (_dir, library, quote_id) = store_with_two_versions().await;
    let compared = ok::<ipc::cases::CaseDiff>(
        &library,
        json!({"command": "case_diff",
        "old": {"from": "stored", "id": "enterprise-assistant", "version": 1},
        "new": {"from": "stored", "id": "enterprise-assistant", "version": null}}),
    )
    .await;
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
    let same = ok::<ipc::cases::CaseDiff>(
        &library,
        json!({"command": "case_diff",
        "old": {"from": "file", "path": file},
        "new": {"from": "stored", "id": "enterprise-assistant", "version": 1}}),
    )
    .await;
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
    let written = ok::<ipc::library::LibraryBackup>(
        &library,
        json!({"command": "library_backup", "path": backup}),
    )
    .await;
    assert_eq!(written, backup);
    ok::<ipc::cases::CaseDelete>(
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
    assert!(
        ids(ok::<ipc::library::LibraryList>(&library, json!({"command": "library_list"})).await)
            .is_empty()
    );

    let outcome = ok::<ipc::library::LibraryRestore>(
        &library,
        json!({"command": "library_restore", "path": backup}),
    )
    .await;
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
        ids(ok::<ipc::library::LibraryList>(&library, json!({"command": "library_list"})).await),
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
