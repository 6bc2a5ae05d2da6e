//! The library operations (search, tags, duplicate, delete with undo, backup and restore)
//! against real SQLite files. Documents here are small JSON objects: the store does not
//! interpret them beyond reading a `description` for search.

#![allow(clippy::unwrap_used, reason = "tests fail loudly on unexpected errors")]

use std::path::Path;

/// Every test saves at one instant, so that what a store stamps can be asserted.
const NOW: &str = "2026-12-01T09:30:00Z";

fn clock() -> gpucase_clock::SharedClock {
    gpucase_clock::FixedClock::at(NOW)
}

use gpucase_store::{Store, StoreError};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

fn doc(description: &str) -> String {
    format!("{{\"description\":{description:?}}}\n")
}

async fn store_with_cases(path: &Path) -> Store {
    let store = Store::open(path, clock()).await.unwrap();
    store
        .save(
            "gpu-2027",
            "Übersetzung H200",
            &doc("Translation service"),
            "ana",
        )
        .await
        .unwrap();
    store
        .save(
            "chat",
            "Chat assistant",
            &doc("RAG for 100% of staff_"),
            "ben",
        )
        .await
        .unwrap();
    store
        .save("batch", "Nightly batch", &doc("Embeddings"), "ana")
        .await
        .unwrap();
    store
}

fn ids(cases: &[gpucase_store::CaseSummary]) -> Vec<&str> {
    let mut ids: Vec<&str> = cases.iter().map(|c| c.id.as_str()).collect();
    ids.sort_unstable();
    ids
}

/// Every case with every version's document, as a comparable snapshot of the content.
async fn snapshot(store: &Store) -> Vec<(String, i64, String, Vec<String>)> {
    let mut out = Vec::new();
    for c in store.list().await.unwrap() {
        for v in store.history(&c.id).await.unwrap() {
            let full = store.load(&c.id, Some(v.version)).await.unwrap();
            out.push((c.id.clone(), v.version, full.document, c.tags.clone()));
        }
    }
    out.sort();
    out
}

#[tokio::test]
async fn search_matches_id_name_description_and_tags_ignoring_case() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_cases(&dir.path().join("cases.sqlite")).await;
    store.add_tag("batch", "Q3-Review").await.unwrap();

    assert_eq!(
        ids(&store.search("").await.unwrap()),
        ["batch", "chat", "gpu-2027"]
    );
    assert_eq!(
        ids(&store.search("ÜBERSETZUNG").await.unwrap()),
        ["gpu-2027"]
    );
    assert_eq!(
        ids(&store.search("übersetzung").await.unwrap()),
        ["gpu-2027"]
    );
    assert_eq!(ids(&store.search("2027").await.unwrap()), ["gpu-2027"]);
    assert_eq!(ids(&store.search("rag").await.unwrap()), ["chat"]);
    assert_eq!(ids(&store.search("q3-review").await.unwrap()), ["batch"]);
    // Every term must match; `%` and `_` are plain characters, not wildcards.
    assert_eq!(ids(&store.search("chat staff").await.unwrap()), ["chat"]);
    assert!(store.search("chat embeddings").await.unwrap().is_empty());
    assert_eq!(ids(&store.search("100%").await.unwrap()), ["chat"]);
    assert_eq!(ids(&store.search("f_").await.unwrap()), ["chat"]);
    assert!(store.search("h%0").await.unwrap().is_empty());
}

#[tokio::test]
async fn tags_are_added_once_whatever_the_case_and_removed() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_cases(&dir.path().join("cases.sqlite")).await;
    assert_eq!(
        store.add_tag("chat", " Finance ").await.unwrap(),
        ["Finance"]
    );
    assert_eq!(store.add_tag("chat", "finance").await.unwrap(), ["Finance"]);
    assert_eq!(
        store.add_tag("chat", "EU").await.unwrap(),
        ["EU", "Finance"]
    );
    store.add_tag("batch", "eu").await.unwrap();
    assert_eq!(store.all_tags().await.unwrap(), ["EU", "Finance"]);
    let listed = store.list().await.unwrap();
    let chat = listed.iter().find(|c| c.id == "chat").unwrap();
    assert_eq!(chat.tags, ["EU", "Finance"]);
    // Tags are not case inputs: no version was added.
    assert_eq!(chat.current_version, 1);

    assert_eq!(store.remove_tag("chat", "FINANCE").await.unwrap(), ["EU"]);
    for (bad, expected) in [
        ("", "nothing"),
        ("a\u{7}b", "control"),
        (&*"x".repeat(41), "40"),
    ] {
        let e = store.add_tag("chat", bad).await.unwrap_err();
        assert!(
            matches!(e, StoreError::Tag { .. }) && e.to_string().contains(expected),
            "{bad:?}: {e}"
        );
    }
    assert!(matches!(
        store.add_tag("nope", "x").await,
        Err(StoreError::NotFound { .. })
    ));
}

#[tokio::test]
async fn a_duplicate_is_a_new_case_that_records_its_origin() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_cases(&dir.path().join("cases.sqlite")).await;
    store
        .save("chat", "Chat assistant", &doc("v2"), "ben")
        .await
        .unwrap();
    store.add_tag("chat", "EU").await.unwrap();

    let copy = store
        .duplicate(
            ("chat", 1),
            "chat-copy",
            "Chat assistant (copy)",
            &doc("copy"),
            "cleo",
        )
        .await
        .unwrap();
    assert_eq!((copy.version, copy.created), (1, true));
    let history = store.history("chat-copy").await.unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].copied_from.as_deref(), Some("chat@1"));
    assert_eq!(history[0].saved_by, "cleo");
    let loaded = store.load("chat-copy", None).await.unwrap();
    assert_eq!(loaded.document, doc("copy"));
    assert_eq!(store.tags("chat-copy").await.unwrap(), ["EU"]);
    // The original is untouched.
    assert_eq!(store.history("chat").await.unwrap().len(), 2);
    assert_eq!(store.load("chat", None).await.unwrap().copied_from, None);

    let again = store
        .duplicate(("chat", 1), "chat-copy", "x", &doc("x"), "cleo")
        .await;
    assert!(matches!(again, Err(StoreError::Exists(id)) if id == "chat-copy"));
}

#[tokio::test]
async fn a_deleted_case_is_hidden_until_undone_and_gone_only_when_purged() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_cases(&dir.path().join("cases.sqlite")).await;
    store.add_tag("chat", "EU").await.unwrap();
    let deleted = store.delete("chat").await.unwrap();
    assert_eq!(
        (deleted.id.as_str(), deleted.name.as_str()),
        ("chat", "Chat assistant")
    );
    assert_eq!(deleted.deleted_at, NOW, "stamped by the store's clock");
    assert_eq!(ids(&store.list().await.unwrap()), ["batch", "gpu-2027"]);
    assert!(store.search("chat").await.unwrap().is_empty());
    assert!(store.all_tags().await.unwrap().is_empty());
    assert_eq!(store.deleted().await.unwrap()[0].id, "chat");
    assert!(matches!(
        store.delete("chat").await,
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        store.add_tag("chat", "x").await,
        Err(StoreError::NotFound { .. })
    ));
    // Purging refuses a case that is in the library.
    assert!(matches!(
        store.purge("batch").await,
        Err(StoreError::NotFound { .. })
    ));

    store.undo_delete("chat").await.unwrap();
    let back = store.list().await.unwrap();
    let chat = back.iter().find(|c| c.id == "chat").unwrap();
    assert_eq!(
        (chat.current_version, chat.tags.clone()),
        (1, vec!["EU".to_owned()])
    );
    assert!(matches!(
        store.undo_delete("chat").await,
        Err(StoreError::NotFound { .. })
    ));

    // Saving a deleted case brings it back with a new version.
    store.delete("chat").await.unwrap();
    store
        .save("chat", "Chat assistant", &doc("again"), "ben")
        .await
        .unwrap();
    assert!(
        store
            .list()
            .await
            .unwrap()
            .iter()
            .any(|c| c.id == "chat" && c.current_version == 2)
    );

    store.delete("batch").await.unwrap();
    store.purge("batch").await.unwrap();
    assert!(!store.exists("batch").await.unwrap());
    assert!(matches!(
        store.load("batch", None).await,
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        store.undo_delete("batch").await,
        Err(StoreError::NotFound { .. })
    ));
}

#[tokio::test]
async fn history_says_who_saved_each_version_and_when() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_cases(&dir.path().join("cases.sqlite")).await;
    store
        .save("chat", "Chat", &doc("v2"), "dora")
        .await
        .unwrap();
    let history = store.history("chat").await.unwrap();
    let who: Vec<&str> = history.iter().map(|v| v.saved_by.as_str()).collect();
    assert_eq!(who, ["ben", "dora"]);
    for v in &history {
        assert_eq!(v.saved_at, NOW, "stamped by the store's clock");
    }
}

#[tokio::test]
async fn a_backup_restores_the_store_as_it_was_and_keeps_the_replaced_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let store = store_with_cases(&path).await;
    store.add_tag("chat", "EU").await.unwrap();
    store.delete("batch").await.unwrap();
    let backup = dir.path().join("backup.gpucase-store");
    store.backup_to(&backup).await.unwrap();
    let at_backup = snapshot(&store).await;

    // Work goes on after the backup.
    store
        .save("later", "Later case", &doc("after"), "ana")
        .await
        .unwrap();
    store.remove_tag("chat", "EU").await.unwrap();
    let before_restore = snapshot(&store).await;

    let kept = dir.path().join("cases.sqlite.before-restore");
    let restored = store
        .restore_from(&backup, &kept, &|_| Ok(()))
        .await
        .unwrap();
    assert_eq!(restored.cases, 2);
    assert_eq!(snapshot(&store).await, at_backup);
    assert_eq!(store.deleted().await.unwrap()[0].id, "batch");

    // The replaced content is kept, whole, in a store of its own.
    let old = Store::open(&kept, clock()).await.unwrap();
    assert_eq!(snapshot(&old).await, before_restore);
    old.close().await;
    // No staging files are left beside the store.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    names.sort();
    assert!(names.is_empty(), "{names:?}");
    store.close().await;
    let reopened = Store::open(&path, clock()).await.unwrap();
    assert_eq!(snapshot(&reopened).await, at_backup);
}

#[tokio::test]
async fn a_file_that_is_not_a_sound_gpucase_store_is_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let store = store_with_cases(&path).await;
    let before = snapshot(&store).await;

    let text = dir.path().join("notes.txt");
    std::fs::write(
        &text,
        "not a database at all, just some words\n".repeat(200),
    )
    .unwrap();

    let unrelated = dir.path().join("other.sqlite");
    let pool = SqlitePoolOptions::new()
        .connect_with(
            SqliteConnectOptions::new()
                .filename(&unrelated)
                .create_if_missing(true),
        )
        .await
        .unwrap();
    sqlx::query("CREATE TABLE things (x INTEGER)")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    // A backup whose pages were overwritten in the middle: SQLite's integrity check (or
    // the first read) finds it.
    let corrupt = dir.path().join("corrupt.gpucase-store");
    store.backup_to(&corrupt).await.unwrap();
    let mut bytes = std::fs::read(&corrupt).unwrap();
    assert!(bytes.len() > 8192, "the backup has several pages");
    for b in &mut bytes[4096..8192] {
        *b = 0xA5;
    }
    std::fs::write(&corrupt, &bytes).unwrap();

    // A store written by a newer gpucase, with a migration this one does not know.
    let newer = dir.path().join("newer.gpucase-store");
    store.backup_to(&newer).await.unwrap();
    let pool = SqlitePoolOptions::new()
        .connect_with(SqliteConnectOptions::new().filename(&newer))
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, installed_on, success, checksum, execution_time) \
         VALUES (29991231000001, 'future', '2999-12-31', 1, x'00', 0)",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    // A store whose versions belong to no case: sound pages, broken references.
    let orphans = dir.path().join("orphans.gpucase-store");
    store.backup_to(&orphans).await.unwrap();
    let pool = SqlitePoolOptions::new()
        .connect_with(
            SqliteConnectOptions::new()
                .filename(&orphans)
                .foreign_keys(false),
        )
        .await
        .unwrap();
    sqlx::query("DELETE FROM cases WHERE id = 'chat'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    // Issue 33: a backup whose saved document was edited with its hash kept (an approved
    // version rewritten), and one whose document, hash and all, is not a case the caller
    // can compute.
    let edited = dir.path().join("edited.gpucase-store");
    store.backup_to(&edited).await.unwrap();
    let pool = SqlitePoolOptions::new()
        .connect_with(SqliteConnectOptions::new().filename(&edited))
        .await
        .unwrap();
    // gpucase's own trigger refuses the change; a hostile file drops it first.
    sqlx::query("DROP TRIGGER case_versions_never_change")
        .execute(&pool)
        .await
        .unwrap();
    let changed = sqlx::query(
        "UPDATE case_versions SET document = replace(document, '\"', '\" ') \
         WHERE case_id = 'chat' AND version = 1",
    )
    .execute(&pool)
    .await
    .unwrap();
    assert_eq!(changed.rows_affected(), 1);
    pool.close().await;
    let invalid = dir.path().join("invalid.gpucase-store");
    store.backup_to(&invalid).await.unwrap();
    let pool = SqlitePoolOptions::new()
        .connect_with(SqliteConnectOptions::new().filename(&invalid))
        .await
        .unwrap();
    let broken = r#"{"format":"gpucase/2","broken":true}"#;
    let hash: String = {
        use sha2::Digest;
        sha2::Sha256::digest(broken.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    };
    sqlx::query("DROP TRIGGER case_versions_never_change")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query(
        "UPDATE case_versions SET document = ?, sha256 = ? WHERE case_id = 'chat' AND version = 1",
    )
    .bind(broken)
    .bind(hash)
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    let missing = dir.path().join("missing.gpucase-store");
    for (file, expected) in [
        (
            &edited,
            "case \"chat\" version 1: the document does not match the hash saved with it",
        ),
        (
            &invalid,
            "case \"chat\" version 1: the document is not a valid case (workload: must not be empty)",
        ),
        (&text, "not a database"),
        (&unrelated, "no gpucase migrations table"),
        (&corrupt, ""),
        (&newer, "newer gpucase (migration 29991231000001"),
        (
            &orphans,
            "table case_versions: 1 row(s) refer to rows that are missing",
        ),
        (&missing, "no such file"),
    ] {
        let kept = dir.path().join("kept.sqlite");
        let valid = |d: &str| {
            if d.contains("\"broken\"") {
                // As the app's reader says a case without a workload.
                Err(gpucase_message::Message::new("error-case-invalid-unplaced")
                    .text("field", "workload")
                    .message("reason", gpucase_message::Message::new("problem-not-empty")))
            } else {
                Ok(())
            }
        };
        let e = store.restore_from(file, &kept, &valid).await.unwrap_err();
        let message = e.to_string();
        assert!(
            matches!(e, StoreError::NotAStore { .. }),
            "{file:?}: {message}"
        );
        assert!(message.contains(expected), "{file:?}: {message}");
        assert!(message.contains(&file.display().to_string()), "{message}");
        assert!(
            message.ends_with("the current store is unchanged"),
            "{message}"
        );
        assert!(!kept.exists(), "a refused restore wrote {kept:?}");
        assert_eq!(snapshot(&store).await, before, "{file:?} changed the store");
    }
}

#[tokio::test]
async fn a_backup_never_overwrites_the_store_itself() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let store = store_with_cases(&path).await;
    let before = snapshot(&store).await;
    assert!(matches!(
        store.backup_to(&path).await,
        Err(StoreError::File { .. })
    ));
    assert_eq!(snapshot(&store).await, before);
}
