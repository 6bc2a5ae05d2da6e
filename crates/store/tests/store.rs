//! The case store against real SQLite files.

use std::borrow::Cow;

/// Every test saves at one instant, so that what a store stamps can be asserted.
const NOW: &str = "2026-12-01T09:30:00Z";

fn clock() -> gpucase_clock::SharedClock {
    gpucase_clock::FixedClock::at(NOW)
}

use gpucase_store::{ExportedReport, MIGRATOR, Store, StoreError};
use sqlx::migrate::Migrator;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

#[tokio::test]
async fn every_save_is_kept_as_a_version() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("cases.sqlite"), clock())
        .await
        .unwrap();
    let first = store
        .save("c1", "First", "{\"v\":1}\n", "ana")
        .await
        .unwrap();
    assert!(first.created);
    let second = store
        .save("c1", "Renamed", "{\"v\":2}\n", "ben")
        .await
        .unwrap();
    assert_eq!((second.version, second.created), (2, false));

    let latest = store.load("c1", None).await.unwrap();
    assert_eq!(
        (latest.version, latest.document.as_str()),
        (2, "{\"v\":2}\n")
    );
    let old = store.load("c1", Some(1)).await.unwrap();
    assert_eq!(
        (old.document.as_str(), old.saved_by.as_str()),
        ("{\"v\":1}\n", "ana")
    );
    // sha256 of the text {"v":1} and a newline, as `sha256sum` prints it.
    assert_eq!(
        old.sha256,
        "2b4248702881de2f5638efe96b233de1c0dd9be5dd24ec35ad030d6b06aede9a"
    );

    let listed = store.list().await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(
        (listed[0].name.as_str(), listed[0].current_version),
        ("Renamed", 2)
    );
    assert_eq!(store.history("c1").await.unwrap().len(), 2);
    assert!(matches!(
        store.load("c1", Some(3)).await,
        Err(StoreError::NotFound {
            version: Some(3),
            ..
        })
    ));
}

#[tokio::test]
async fn the_store_is_a_wal_sqlite_file_that_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/dir/cases.sqlite");
    let store = Store::open(&path, clock()).await.unwrap();
    store.save("c1", "Kept", "{}\n", "").await.unwrap();
    store.close().await;

    let pool = SqlitePoolOptions::new()
        .connect_with(SqliteConnectOptions::new().filename(&path))
        .await
        .unwrap();
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    let ok: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(ok, "ok");
    pool.close().await;

    let store = Store::open(&path, clock()).await.unwrap();
    assert_eq!(store.load("c1", None).await.unwrap().document, "{}\n");
}

#[tokio::test]
async fn a_database_of_the_first_schema_upgrades_and_keeps_its_cases() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    // Build a database as the first release left it: only the first migration applied.
    let first_only = Migrator {
        migrations: Cow::Owned(MIGRATOR.migrations[..1].to_vec()),
        ..Migrator::DEFAULT
    };
    let pool = SqlitePoolOptions::new()
        .connect_with(
            SqliteConnectOptions::new()
                .filename(&path)
                .create_if_missing(true),
        )
        .await
        .unwrap();
    first_only.run(&pool).await.unwrap();
    sqlx::query("INSERT INTO cases VALUES ('old', 'Old case', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 1)")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO case_versions VALUES ('old', 1, '2026-01-01T00:00:00Z', '{\"old\":true}\n', 'x')")
        .execute(&pool)
        .await
        .unwrap();
    let has_author = sqlx::query("SELECT saved_by FROM case_versions")
        .fetch_all(&pool)
        .await;
    assert!(
        has_author.is_err(),
        "the first schema has no saved_by column"
    );
    pool.close().await;

    let store = Store::open(&path, clock()).await.unwrap();
    let old = store.load("old", None).await.unwrap();
    assert_eq!(old.document, "{\"old\":true}\n");
    assert_eq!(
        old.saved_by, "",
        "versions from before the migration have no known author"
    );
    let next = store
        .save("old", "Old case", "{\"old\":false}\n", "ana")
        .await
        .unwrap();
    assert_eq!(next.version, 2);
}

#[tokio::test]
async fn a_failed_save_leaves_the_store_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let store = Store::open(&path, clock()).await.unwrap();
    store.save("c1", "One", "{}\n", "").await.unwrap();
    // Another writer takes version 2 behind the store's back, so the next save must fail
    // half-way: after updating the case row, at inserting the version.
    let pool = SqlitePoolOptions::new()
        .connect_with(SqliteConnectOptions::new().filename(&path))
        .await
        .unwrap();
    sqlx::query("INSERT INTO case_versions (case_id, version, saved_at, document, sha256) VALUES ('c1', 2, 'x', 'taken', 'x')")
        .execute(&pool)
        .await
        .unwrap();
    assert!(store.save("c1", "Two", "{\"a\":1}\n", "").await.is_err());
    let listed = store.list().await.unwrap();
    assert_eq!(
        (listed[0].name.as_str(), listed[0].current_version),
        ("One", 1)
    );
    assert_eq!(store.load("c1", None).await.unwrap().document, "{}\n");
    pool.close().await;
}

fn exported(case_id: &str, at: &str, signer: Option<&str>) -> ExportedReport {
    ExportedReport {
        case_id: case_id.to_owned(),
        case_version: None,
        path: format!("/home/ana/{case_id}-{at}.pdf"),
        language: "de".to_owned(),
        report_date: "2026-12-01".to_owned(),
        author: "Ana".to_owned(),
        sha256: "ab".repeat(32),
        bytes: 187_392,
        signer: signer.map(str::to_owned),
        exported_at: at.to_owned(),
        role: String::new(),
    }
}

#[tokio::test]
async fn exported_reports_are_listed_per_case_newest_first_and_survive_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let store = Store::open(&path, clock()).await.unwrap();
    let saved = store
        .save("c1", "Case", "{\"v\":1}\n", "ana")
        .await
        .unwrap();
    // The version whose document is exactly the one given; none for a changed document.
    assert_eq!(
        store.version_of("c1", "{\"v\":1}\n").await.unwrap(),
        Some(saved.version)
    );
    assert_eq!(store.version_of("c1", "{\"v\":2}\n").await.unwrap(), None);
    assert_eq!(
        store.version_of("other", "{\"v\":1}\n").await.unwrap(),
        None
    );

    let older = ExportedReport {
        case_version: Some(1),
        ..exported("c1", "2026-12-01T09:00:00Z", None)
    };
    let newer = exported("c1", "2026-12-01T10:00:00Z", Some("Ada Analyst"));
    store.record_report(&older).await.unwrap();
    store.record_report(&newer).await.unwrap();
    // A case the store never held keeps its reports too.
    let unsaved = exported("never-saved", "2026-12-01T11:00:00Z", None);
    store.record_report(&unsaved).await.unwrap();
    store.close().await;

    let store = Store::open(&path, clock()).await.unwrap();
    assert_eq!(store.reports("c1").await.unwrap(), vec![newer, older]);
    assert_eq!(store.reports("never-saved").await.unwrap(), vec![unsaved]);
    assert!(store.reports("none").await.unwrap().is_empty());
}

/// Issue 16, item 9: a case import that met a long offers refresh failed at once with
/// "database is locked" (code 5). A write transaction that began by reading, as `save`
/// does, could not become a writer once another connection had committed in between:
/// SQLite answers SQLITE_BUSY_SNAPSHOT without waiting. Every write transaction now takes
/// the write lock first (`BEGIN IMMEDIATE`) and waits out the busy timeout for it.
#[tokio::test]
async fn a_save_waits_for_another_writer_instead_of_failing_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let store = Store::open(&path, clock()).await.unwrap();
    store
        .save("c1", "First", "{\"v\":1}\n", "ana")
        .await
        .unwrap();

    // Another process's connection, as a refresh would hold it: it takes the write lock,
    // writes, and commits 1.5 s later.
    let other = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(SqliteConnectOptions::new().filename(&path))
        .await
        .unwrap();
    let mut writer = other.acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *writer)
        .await
        .unwrap();
    sqlx::query("UPDATE cases SET name = 'Renamed by the other writer' WHERE id = 'c1'")
        .execute(&mut *writer)
        .await
        .unwrap();
    let holder = tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        sqlx::query("COMMIT").execute(&mut *writer).await.unwrap();
    });

    let saved = store.save("c1", "Second", "{\"v\":2}\n", "ben").await;
    holder.await.unwrap();
    let saved = saved.expect("the save waits for the other writer, then saves");
    assert_eq!(saved.version, 2);
    let latest = store.load("c1", None).await.unwrap();
    assert_eq!(latest.document, "{\"v\":2}\n");
}
