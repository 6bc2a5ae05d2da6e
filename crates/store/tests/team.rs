//! The team library on a real PostgreSQL server: roles and grants enforced by the server,
//! the author stamped by the server, row-level security, copying between libraries, faults
//! (wrong password, server down, a newer gpucase's migration, the server killed mid-save).

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::{NOW, clock, cluster, location, new_database};
use gpucase_store::testing::{ADMIN, ADMIN_PASSWORD, PgCluster};
use gpucase_store::{Base, MIGRATOR, PG_MIGRATOR, Store, StoreError, TeamLocation};
use sqlx::Connection;

fn doc(description: &str, n: u32) -> String {
    format!("{{\"description\":{description:?},\"n\":{n}}}\n")
}

/// A fresh team library migrated by its owner, and login roles for a reader, an editor
/// and an approver of it (named after the database: roles are the server's, shared by
/// every test of this binary).
async fn library_with_people() -> (String, Store, [String; 3]) {
    let db = new_database();
    let owner = Store::connect(&location(ADMIN, &db), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();
    let people = [
        format!("rita_{db}"),
        format!("anna_{db}"),
        format!("hanna_{db}"),
    ];
    let [reader, editor, approver] = &people;
    cluster()
        .psql(
            &db,
            &format!(
                "CREATE ROLE {reader} LOGIN PASSWORD 'pw-{reader}'; GRANT gpucase_reader TO {reader}; \
                 CREATE ROLE {editor} LOGIN PASSWORD 'pw-{editor}'; GRANT gpucase_editor TO {editor}; \
                 CREATE ROLE {approver} LOGIN PASSWORD 'pw-{approver}'; GRANT gpucase_approver TO {approver};"
            ),
        )
        .unwrap();
    (db, owner, people)
}

async fn open_as(db: &str, role: &str) -> Store {
    Store::connect(&location(role, db), Some(&format!("pw-{role}")), clock())
        .await
        .unwrap()
}

#[tokio::test]
async fn roles_are_enforced_by_the_server_and_the_author_is_its_role() {
    let (db, owner, [reader, editor, approver]) = library_with_people().await;
    owner
        .save("c1", "Case", &doc("first", 1), "Owner")
        .await
        .unwrap();

    // A reader reads, and the server itself refuses the reader's save.
    let rita = open_as(&db, &reader).await;
    assert_eq!(rita.list().await.unwrap().len(), 1);
    let refused = rita
        .save_on("c1", "Case", &doc("rita", 2), "Rita", Base::Version(1))
        .await
        .unwrap_err();
    let StoreError::Denied { role, source } = &refused else {
        panic!("expected the server's refusal, got {refused:?}");
    };
    assert_eq!(role, &reader);
    // PostgreSQL's own words (SQLSTATE 42501).
    assert!(
        source
            .to_string()
            .contains("permission denied for table cases"),
        "{source}"
    );
    assert!(matches!(
        rita.add_tag("c1", "mine").await,
        Err(StoreError::Denied { .. })
    ));
    assert_eq!(
        owner.history("c1").await.unwrap().len(),
        1,
        "nothing written"
    );

    // An editor saves; the server stamps the editor's role whatever name the app gives.
    let anna = open_as(&db, &editor).await;
    let saved = anna
        .save_on(
            "c1",
            "Case",
            &doc("anna", 2),
            "Somebody Else",
            Base::Version(1),
        )
        .await
        .unwrap();
    let v2 = owner.load("c1", Some(saved.version)).await.unwrap();
    assert_eq!(
        (v2.saved_by.as_str(), v2.role.as_str()),
        ("Somebody Else", editor.as_str())
    );
    // Nor can an editor write the role column or change a version behind gpucase's back.
    let mut raw = sqlx::PgConnection::connect(&format!(
        "postgres://{editor}:pw-{editor}@127.0.0.1:{}/{db}",
        cluster().port()
    ))
    .await
    .unwrap();
    let forged = sqlx::query(
        "INSERT INTO case_versions (case_id, version, saved_at, saved_by, document, sha256, role_name) \
         VALUES ('c1', 3, 'x', 'x', '{}', 'x', 'hanna')",
    )
    .execute(&mut raw)
    .await
    .unwrap_err();
    assert!(forged.to_string().contains("permission denied"), "{forged}");
    let changed = sqlx::query("UPDATE case_versions SET document = '{}' WHERE case_id = 'c1'")
        .execute(&mut raw)
        .await
        .unwrap_err();
    assert!(
        changed.to_string().contains("permission denied"),
        "{changed}"
    );
    raw.close().await.unwrap();
    // Not even the owner changes a saved version.
    let owner_change = cluster()
        .psql(
            &db,
            "UPDATE case_versions SET document = '{}' WHERE case_id = 'c1'",
        )
        .unwrap_err();
    assert!(
        owner_change.contains("a saved version is never changed"),
        "{owner_change}"
    );

    // Approving is the approver's: the editor is refused, the approver recorded by role.
    assert!(matches!(
        anna.approve("c1", 2, "Anna").await,
        Err(StoreError::Denied { .. })
    ));
    let hanna = open_as(&db, &approver).await;
    let approval = hanna.approve("c1", 2, "Anyone").await.unwrap();
    assert_eq!(
        (approval.approved_by.as_str(), approval.approved_at.as_str()),
        (approver.as_str(), NOW)
    );
    assert!(matches!(
        hanna
            .save_on("c1", "Case", &doc("hanna", 3), "Hanna", Base::Version(2))
            .await,
        Err(StoreError::Denied { .. })
    ));
    // An approved version is superseded, never changed: the editor saves version 3.
    let v3 = anna
        .save_on(
            "c1",
            "Case",
            &doc("after approval", 3),
            "Anna",
            Base::Version(2),
        )
        .await
        .unwrap();
    assert_eq!(v3.version, 3);
    assert_eq!(owner.approvals("c1").await.unwrap().len(), 1);
}

/// Issue 35: the administrator's one-time script (scripts/team-library-admin.sql, run with
/// psql as the server's superuser) makes an owner whose first gpucase connection creates
/// the schema and gpucase's roles; the owner then gives an analyst a login role as
/// docs/team-library.md says, and the analyst saves a case under their own name. An owner
/// made without CREATEROLE is what the docs warn of: its first connection is refused
/// before anything is written, saying what the administrator runs.
#[tokio::test]
async fn the_admin_script_makes_an_owner_whose_first_connection_sets_the_library_up() {
    let script = include_str!("../../../scripts/team-library-admin.sql");
    let db = new_database();
    let library = format!("{db}_lib");
    let owner = format!("owner_{db}");
    let password = format!("pw-{owner}");
    cluster()
        .psql_script(
            "postgres",
            script,
            &[
                ("owner", owner.as_str()),
                ("password", password.as_str()),
                ("database", library.as_str()),
            ],
        )
        .unwrap();
    let store = Store::connect(&location(&owner, &library), Some(&password), clock())
        .await
        .unwrap();
    let analyst = format!("anna_{db}");
    let mut as_owner = sqlx::PgConnection::connect(&format!(
        "postgres://{owner}:{password}@127.0.0.1:{}/{library}",
        cluster().port()
    ))
    .await
    .unwrap();
    for sql in [
        format!("CREATE ROLE {analyst} LOGIN PASSWORD 'pw-{analyst}'"),
        format!("GRANT gpucase_editor TO {analyst}"),
    ] {
        sqlx::query(&sql).execute(&mut as_owner).await.unwrap();
    }
    let anna = open_as(&library, &analyst).await;
    anna.save("c1", "Case", &doc("first", 1), "Anna")
        .await
        .unwrap();
    let history = store.history("c1").await.unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].role, analyst);

    // Without CREATEROLE: the owner's first connection is refused, saying why and what to
    // run, before any migration (the server's bare "permission denied to create role"
    // came after the first migrations had run).
    let plain = format!("plain_{db}");
    let plain_library = format!("{db}_plain");
    for sql in [
        format!("CREATE ROLE {plain} LOGIN PASSWORD 'pw-{plain}'"),
        format!("CREATE DATABASE {plain_library} OWNER {plain}"),
    ] {
        cluster().psql("postgres", &sql).unwrap();
    }
    let refused = Store::connect(
        &location(&plain, &plain_library),
        Some(&format!("pw-{plain}")),
        clock(),
    )
    .await
    .expect_err("refused without CREATEROLE")
    .to_string();
    assert!(
        refused.contains("may not create roles")
            && refused.contains(&format!("ALTER ROLE {plain} CREATEROLE")),
        "{refused}"
    );
    // Nothing was written: no migration ran.
    let tables = cluster()
        .psql(
            &plain_library,
            "SELECT CASE WHEN count(*) = 0 THEN 'no table' ELSE 'tables' END \
             FROM pg_tables WHERE schemaname = 'public'",
        )
        .unwrap();
    assert!(tables.contains("no table"), "{tables}");
}

/// Connects `role` straight to the server, as a colleague with psql would.
async fn raw_as(db: &str, role: &str) -> sqlx::PgConnection {
    sqlx::PgConnection::connect(&format!(
        "postgres://{role}:pw-{role}@127.0.0.1:{}/{db}",
        cluster().port()
    ))
    .await
    .unwrap()
}

/// Runs `sql` and returns the server's refusal, failing the test if it was accepted.
async fn refused(conn: &mut sqlx::PgConnection, sql: &str) -> String {
    match sqlx::query(sql).execute(&mut *conn).await {
        Ok(done) => panic!("accepted ({} rows): {sql}", done.rows_affected()),
        Err(e) => e.to_string(),
    }
}

/// Issue 33: an editor, an approver and a reader with SQL of their own. Every field a
/// client could forge is derived or checked by the server: the current version, a
/// version's number and hash, a case's name and restriction, an approval's date, a signed
/// report's record. What they may do still works through gpucase.
#[tokio::test]
async fn what_a_role_may_not_do_the_server_refuses_whatever_sql_it_sends() {
    let (db, owner, [reader, editor, approver]) = library_with_people().await;
    owner
        .save("c1", "Case", &doc("first", 1), "Owner")
        .await
        .unwrap();
    let anna = open_as(&db, &editor).await;
    anna.save_on("c1", "Case", &doc("second", 2), "Anna", Base::Version(1))
        .await
        .unwrap();
    let hanna = open_as(&db, &approver).await;
    hanna.approve("c1", 2, "Hanna").await.unwrap();
    let group = format!("board_{db}");
    cluster()
        .psql(&db, &format!("CREATE ROLE {group} NOLOGIN;"))
        .unwrap();

    let mut editor_sql = raw_as(&db, &editor).await;
    // The current version moved back to 1 (serving v1 for the approved v2), or past the
    // latest (hiding the case).
    for sql in [
        "UPDATE cases SET current_version = 1 WHERE id = 'c1'",
        "UPDATE cases SET current_version = 999 WHERE id = 'c1'",
    ] {
        let e = refused(&mut editor_sql, sql).await;
        assert!(
            e.contains("the current version is its latest saved version (2)"),
            "{e}"
        );
    }
    // A renamed case, a restriction lifted or imposed.
    let e = refused(
        &mut editor_sql,
        "UPDATE cases SET name = 'Approved plan' WHERE id = 'c1'",
    )
    .await;
    assert!(e.contains("name changes with a new version"), "{e}");
    let e = refused(
        &mut editor_sql,
        &format!("UPDATE cases SET restricted_to = '{group}' WHERE id = 'c1'"),
    )
    .await;
    assert!(e.contains("only the library's owner restricts"), "{e}");
    // Version 3 with version 2's hash and time, to pass for the approved one; a version
    // that skips a number.
    let (sha2, saved2): (String, String) = sqlx::query_as(
        "SELECT sha256, saved_at FROM case_versions WHERE case_id = 'c1' AND version = 2",
    )
    .fetch_one(&mut editor_sql)
    .await
    .unwrap();
    let e = refused(
        &mut editor_sql,
        "INSERT INTO case_versions (case_id, version, saved_at, saved_by, document, sha256) \
         VALUES ('c1', 5, '2026-12-01T09:30:00Z', 'x', '{}', 'x')",
    )
    .await;
    assert!(
        e.contains("version 5 does not follow its latest version 2"),
        "{e}"
    );
    let mut tx = editor_sql.begin().await.unwrap();
    sqlx::query(&format!(
        "INSERT INTO case_versions (case_id, version, saved_at, saved_by, document, sha256) \
         VALUES ('c1', 3, '{saved2}', 'Anna', '{{\"forged\":true}}', '{sha2}')"
    ))
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query("UPDATE cases SET current_version = 3, updated_at = updated_at WHERE id = 'c1'")
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let v3 = owner.load("c1", Some(3)).await.unwrap();
    assert_ne!(v3.sha256, sha2, "the server hashes the document it stores");
    assert_eq!(v3.sha256.len(), 64);
    editor_sql.close().await.unwrap();
    // gpucase's own save goes on after it.
    anna.save_on("c1", "Case", &doc("fourth", 4), "Anna", Base::Version(3))
        .await
        .unwrap();

    // An approval backdated to 2019, or dated in words.
    let mut approver_sql = raw_as(&db, &approver).await;
    let e = refused(
        &mut approver_sql,
        "INSERT INTO approvals (case_id, version, approved_at) VALUES ('c1', 4, '2019-01-01T00:00:00Z')",
    )
    .await;
    assert!(
        e.contains("cannot be approved at 2019-01-01T00:00:00Z"),
        "{e}"
    );
    let e = refused(
        &mut approver_sql,
        "INSERT INTO approvals (case_id, version, approved_at) VALUES ('c1', 4, 'yesterday')",
    )
    .await;
    assert!(e.contains("RFC 3339"), "{e}");
    approver_sql.close().await.unwrap();

    // A reader records a report signed by someone, or of a version that does not exist.
    let mut reader_sql = raw_as(&db, &reader).await;
    let sha = "ab".repeat(32);
    let e = refused(
        &mut reader_sql,
        &format!(
            "INSERT INTO reports (case_id, case_version, path, language, report_date, author, \
             sha256, bytes, signer, exported_at) VALUES ('c1', 4, '/tmp/r.pdf', 'en', \
             '2026-12-01', 'Rita', '{sha}', 1000, 'Chief Financial Officer', '2026-12-01T09:30:00Z')"
        ),
    )
    .await;
    assert!(
        e.contains("a signed report is recorded by an editor or an approver"),
        "{e}"
    );
    let e = refused(
        &mut reader_sql,
        &format!(
            "INSERT INTO reports (case_id, case_version, path, language, report_date, author, \
             sha256, bytes, exported_at) VALUES ('c1', 99, '/tmp/r.pdf', 'en', '2026-12-01', \
             'Rita', '{sha}', 1000, '2026-12-01T09:30:00Z')"
        ),
    )
    .await;
    assert!(e.contains("case c1 has no version 99"), "{e}");
    // The export a reader makes, unsigned, is recorded.
    sqlx::query(&format!(
        "INSERT INTO reports (case_id, case_version, path, language, report_date, author, \
         sha256, bytes, exported_at) VALUES ('c1', 4, '/tmp/r.pdf', 'en', '2026-12-01', \
         'Rita', '{sha}', 1000, '2026-12-01T09:30:00Z')"
    ))
    .execute(&mut reader_sql)
    .await
    .unwrap();
    reader_sql.close().await.unwrap();

    // The owner restricts, and the history reads as it was saved.
    owner.restrict("c1", Some(&group)).await.unwrap();
    let history: Vec<i64> = owner
        .history("c1")
        .await
        .unwrap()
        .iter()
        .map(|v| v.version)
        .collect();
    assert_eq!(history.len(), 4);
    assert_eq!(owner.approvals("c1").await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_case_restricted_to_a_group_exists_only_for_its_members() {
    let (db, owner, [reader, editor, _]) = library_with_people().await;
    owner
        .save("open", "Open", &doc("open", 1), "o")
        .await
        .unwrap();
    owner
        .save("secret", "Secret", &doc("secret", 1), "o")
        .await
        .unwrap();
    let group = format!("buyers_{db}");
    cluster()
        .psql(
            &db,
            &format!("CREATE ROLE {group} NOLOGIN; GRANT {group} TO {editor};"),
        )
        .unwrap();
    owner.restrict("secret", Some(&group)).await.unwrap();

    let rita = open_as(&db, &reader).await;
    let seen: Vec<String> = rita
        .list()
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(seen, ["open"]);
    assert!(matches!(
        rita.load("secret", None).await,
        Err(StoreError::NotFound { .. })
    ));
    let anna = open_as(&db, &editor).await;
    assert_eq!(anna.list().await.unwrap().len(), 2);
    assert_eq!(anna.history("secret").await.unwrap().len(), 1);
}

#[tokio::test]
async fn cases_copy_between_a_local_and_the_team_library_with_every_version() {
    let dir = tempfile::tempdir().unwrap();
    let local = Store::open(&dir.path().join("cases.sqlite"), clock())
        .await
        .unwrap();
    for n in 1..=3 {
        local
            .save(
                "c1",
                "Case",
                &doc("local", n),
                if n == 2 { "ben" } else { "ana" },
            )
            .await
            .unwrap();
    }
    local.add_tag("c1", "pilot").await.unwrap();
    let db = new_database();
    let team = Store::connect(&location(ADMIN, &db), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();

    let copied = local.copy_case_to(&team, "c1").await.unwrap();
    assert_eq!((copied.version, copied.created), (3, true));
    let versions = |s: Store| async move {
        let mut out = Vec::new();
        for v in s.history("c1").await.unwrap() {
            let full = s.load("c1", Some(v.version)).await.unwrap();
            out.push((v.version, v.saved_by, v.saved_at, full.document, v.sha256));
        }
        out
    };
    assert_eq!(versions(team.clone()).await, versions(local.clone()).await);
    assert_eq!(team.tags("c1").await.unwrap(), ["pilot"]);
    assert_eq!(team.search("local").await.unwrap().len(), 1);

    // Copied again: nothing new. A newer local version: only that one is added.
    assert_eq!(local.copy_case_to(&team, "c1").await.unwrap().version, 3);
    local
        .save("c1", "Case", &doc("local", 4), "ana")
        .await
        .unwrap();
    let more = local.copy_case_to(&team, "c1").await.unwrap();
    assert_eq!((more.version, more.created), (4, false));
    assert_eq!(team.history("c1").await.unwrap().len(), 4);

    // And back: a second local library receives the team's case as it is.
    let back = Store::open(&dir.path().join("other.sqlite"), clock())
        .await
        .unwrap();
    team.copy_case_to(&back, "c1").await.unwrap();
    assert_eq!(versions(back.clone()).await, versions(team.clone()).await);

    // Histories that went apart are refused, and nothing changes on either side.
    team.save("c1", "Case", &doc("team", 5), "cy")
        .await
        .unwrap();
    local
        .save("c1", "Case", &doc("local", 5), "ana")
        .await
        .unwrap();
    assert!(matches!(
        local.copy_case_to(&team, "c1").await,
        Err(StoreError::Exists(_))
    ));
    assert_eq!(
        team.load("c1", None).await.unwrap().document,
        doc("team", 5)
    );
}

#[tokio::test]
async fn a_wrong_password_or_a_server_that_is_down_is_named_and_nothing_opens() {
    let db = new_database();
    let wrong = Store::connect(&location(ADMIN, &db), Some("not-the-password"), clock())
        .await
        .unwrap_err();
    let text = wrong.to_string();
    assert!(
        matches!(wrong, StoreError::Connect { .. })
            && text.contains("password authentication failed")
            && text.contains(&format!("postgres://{ADMIN}@127.0.0.1:"))
            && !text.contains("not-the-password"),
        "{text}"
    );
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let down = TeamLocation::parse(&format!("postgres://anna@127.0.0.1:{port}/gpucase")).unwrap();
    let refused = Store::connect(&down, Some("x"), clock()).await.unwrap_err();
    let text = refused.to_string();
    assert!(
        matches!(refused, StoreError::Connect { .. }) && text.contains("refused"),
        "{text}"
    );
}

#[tokio::test]
async fn a_library_upgraded_by_a_newer_gpucase_is_refused_unchanged() {
    let db = new_database();
    let team = Store::connect(&location(ADMIN, &db), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();
    team.save("c1", "Case", &doc("kept", 1), "ana")
        .await
        .unwrap();
    team.close().await;
    // What a newer gpucase would leave: a migration this one does not know.
    cluster()
        .psql(
            &db,
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (29991231000000, 'from the future', true, '\\x00', 1)",
        )
        .unwrap();
    let refused = Store::connect(&location(ADMIN, &db), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap_err();
    assert!(
        matches!(
            refused,
            StoreError::NewerServer {
                version: 29991231000000,
                ..
            }
        ),
        "{refused:?}"
    );
    let count = cluster()
        .psql(&db, "SELECT count(*) FROM case_versions")
        .unwrap();
    assert!(count.contains('1'), "{count}");
}

#[tokio::test]
async fn both_engines_have_the_same_migrations_and_tables() {
    let names = |m: &sqlx::migrate::Migrator| {
        m.iter()
            .map(|m| (m.version, m.description.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&MIGRATOR), names(&PG_MIGRATOR));

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    Store::open(&path, clock()).await.unwrap().close().await;
    let mut lite = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let mut local: Vec<(String, String)> = sqlx::query_as(
        "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p \
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name <> '_sqlx_migrations'",
    )
    .fetch_all(&mut lite)
    .await
    .unwrap();
    local.sort();

    let db = new_database();
    Store::connect(&location(ADMIN, &db), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap()
        .close()
        .await;
    let mut pg = sqlx::PgConnection::connect(&format!(
        "postgres://{ADMIN}:{ADMIN_PASSWORD}@127.0.0.1:{}/{db}",
        cluster().port()
    ))
    .await
    .unwrap();
    // SQLite's implicit rowid is an explicit column on the server.
    let mut team: Vec<(String, String)> = sqlx::query_as(
        "SELECT table_name::text, column_name::text FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name <> '_sqlx_migrations' \
         AND column_name <> 'rowid'",
    )
    .fetch_all(&mut pg)
    .await
    .unwrap();
    team.sort();
    assert_eq!(local, team);
}

/// The server is killed (SIGKILL) while one analyst saves 50 new cases and another copies
/// 20 cases of three versions each from a local library. After a restart every case is
/// there whole or not at all, and every save that was confirmed is there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_during_saves_and_copies_leaves_every_case_whole_or_absent() {
    let server = Arc::new(PgCluster::start().unwrap());
    server.create_database("killed").unwrap();
    let at = TeamLocation::parse(&server.url(ADMIN, "killed")).unwrap();
    let team = Store::connect(&at, Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let local = Store::open(&dir.path().join("cases.sqlite"), clock())
        .await
        .unwrap();
    for i in 0..20 {
        for n in 1..=3 {
            local
                .save(&format!("copy-{i}"), "Copied", &doc("copied", n), "ana")
                .await
                .unwrap();
        }
    }
    let done = Arc::new(AtomicUsize::new(0));
    let saver = {
        let (team, done) = (team.clone(), done.clone());
        tokio::spawn(async move {
            let mut confirmed = Vec::new();
            for i in 0..50 {
                let id = format!("save-{i}");
                match team
                    .save_on(&id, "Saved", &doc("saved", i), "ben", Base::New)
                    .await
                {
                    Ok(_) => confirmed.push(id),
                    Err(_) => break,
                }
                done.fetch_add(1, Ordering::SeqCst);
            }
            confirmed
        })
    };
    let copier = {
        let (team, local, done) = (team.clone(), local.clone(), done.clone());
        tokio::spawn(async move {
            let mut confirmed = Vec::new();
            for i in 0..20 {
                let id = format!("copy-{i}");
                match local.copy_case_to(&team, &id).await {
                    Ok(_) => confirmed.push(id),
                    Err(_) => break,
                }
                done.fetch_add(1, Ordering::SeqCst);
            }
            confirmed
        })
    };
    // Kill it once a third of the work is confirmed, in the middle of what follows.
    let killer = {
        let (server, done) = (server.clone(), done.clone());
        tokio::task::spawn_blocking(move || {
            while done.load(Ordering::SeqCst) < 23 {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            server.kill();
        })
    };
    killer.await.unwrap();
    let (saved, copied) = (saver.await.unwrap(), copier.await.unwrap());
    assert!(
        saved.len() < 50 || copied.len() < 20,
        "the kill came before the end"
    );
    team.close().await;

    server.restart().unwrap();
    let team = Store::connect(&at, Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();
    let listed = team.list().await.unwrap();
    for c in &listed {
        let history = team.history(&c.id).await.unwrap();
        let numbers: Vec<i64> = history.iter().map(|v| v.version).collect();
        let expected: Vec<i64> = (1..=c.current_version).collect();
        assert_eq!(numbers, expected, "{}: versions 1..current, no gap", c.id);
        if c.id.starts_with("copy-") {
            assert_eq!(c.current_version, 3, "{}: every version or none", c.id);
        }
        for v in history {
            let full = team.load(&c.id, Some(v.version)).await.unwrap();
            let sha = {
                use sha2::Digest;
                sha2::Sha256::digest(full.document.as_bytes())
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect::<String>()
            };
            assert_eq!(sha, v.sha256, "{} v{}: the document whole", c.id, v.version);
        }
    }
    for id in saved.iter().chain(&copied) {
        assert!(
            listed.iter().any(|c| &c.id == id),
            "{id} was confirmed before the kill and must survive it"
        );
    }
}

/// Runs `openssl` with `args` in `dir`.
fn openssl(dir: &std::path::Path, args: &[&str]) {
    let out = std::process::Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("openssl runs (scripts/setup-system.sh installs it)");
    assert!(
        out.status.success(),
        "openssl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A certificate authority and a server certificate for 127.0.0.1 signed by it, and a
/// second authority that signed nothing: `ca.pem`, `server.crt`, `server.key`, `other.pem`.
fn certificates(dir: &std::path::Path) {
    for ca in ["ca", "other"] {
        openssl(
            dir,
            &[
                "req",
                "-x509",
                "-newkey",
                "rsa:2048",
                "-nodes",
                "-days",
                "3650",
                "-keyout",
                &format!("{ca}.key"),
                "-out",
                &format!("{ca}.pem"),
                "-subj",
                &format!("/CN=gpucase test {ca}"),
            ],
        );
    }
    openssl(
        dir,
        &[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
            "-subj",
            "/CN=127.0.0.1",
        ],
    );
    std::fs::write(
        dir.join("ext.cnf"),
        "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
    )
    .unwrap();
    openssl(
        dir,
        &[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-days",
            "3650",
            "-out",
            "server.crt",
            "-extfile",
            "ext.cnf",
        ],
    );
}

/// `sslmode=verify-full`: the connection is encrypted and the server's certificate is
/// checked against the authority given (`sslrootcert`) and the host name; a certificate of
/// another authority is refused before anything is sent.
#[tokio::test]
async fn tls_with_the_servers_certificate_checked_as_verify_full_asks() {
    let server = PgCluster::start().unwrap();
    server.create_database("tls").unwrap();
    let dir = tempfile::tempdir().unwrap();
    certificates(dir.path());
    server
        .enable_tls(
            &dir.path().join("server.crt"),
            &dir.path().join("server.key"),
        )
        .unwrap();
    let at = |ca: &str| {
        TeamLocation::parse(&format!(
            "{}?sslmode=verify-full&sslrootcert={}",
            server.url(ADMIN, "tls"),
            dir.path().join(ca).display()
        ))
        .unwrap()
    };
    assert!(at("ca.pem").verifies_server());
    let team = Store::connect(&at("ca.pem"), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();
    team.save("c1", "Case", &doc("over TLS", 1), "ana")
        .await
        .unwrap();
    team.close().await;
    // The server's own record of the connection: encrypted.
    let mut raw = sqlx::PgConnection::connect(&format!(
        "postgres://{ADMIN}:{ADMIN_PASSWORD}@127.0.0.1:{}/tls?sslmode=verify-full&sslrootcert={}",
        server.port(),
        dir.path().join("ca.pem").display()
    ))
    .await
    .unwrap();
    let ssl: bool = sqlx::query_scalar("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        .fetch_one(&mut raw)
        .await
        .unwrap();
    assert!(ssl);
    raw.close().await.unwrap();

    let refused = Store::connect(&at("other.pem"), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap_err();
    let text = refused.to_string();
    assert!(
        matches!(refused, StoreError::Connect { .. })
            && text.to_lowercase().contains("certificate"),
        "{text}"
    );
}
