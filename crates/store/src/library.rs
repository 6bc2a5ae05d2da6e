//! The library operations on cases: search, tags, duplicate, delete with undo, and backup
//! and restore of the whole store.
//!
//! Deleting is soft: the case and its versions stay, hidden from the library, until
//! [`Store::purge`] removes them; nothing is purged behind the analyst's back. Every
//! operation that writes is one statement or one transaction, so a killed process leaves
//! either the whole change or none of it. A restore replaces the store's content in one
//! transaction, after a copy of the current store was written beside it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

use crate::{
    BeginWrite, CaseSummary, MIGRATOR, NotAStoreReason, Pool, Saved, Store, StoreError, TagProblem,
    hex_sha256,
};

/// The longest tag, in characters: a tag is a word or two, not a note.
pub const MAX_TAG_CHARS: usize = 40;

/// A case that was deleted and can be brought back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeletedCase {
    /// Identity of the case.
    pub id: String,
    /// Its title as of the latest version.
    pub name: String,
    /// When it was deleted (UTC, RFC 3339).
    pub deleted_at: String,
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// Cases in the library after the restore (deleted ones not counted).
    pub cases: i64,
    /// Where the store as it was before the restore was kept.
    pub kept: PathBuf,
}

impl Store {
    /// The cases in the library whose id, name, description or a tag contain every
    /// whitespace-separated term of `query`, letter case ignored; most recently saved
    /// first. An empty query lists every case.
    ///
    /// Matching happens here rather than in SQL: SQLite's `LIKE` and `lower()` fold only
    /// ASCII letters, and case names are German, Dutch and French too ("Übersetzung" must
    /// find "übersetzung"). A library holds hundreds of cases, not millions.
    pub async fn search(&self, query: &str) -> Result<Vec<CaseSummary>, StoreError> {
        // The description is the current version's, written with it by each save.
        let sql = "SELECT id, name, current_version, created_at, updated_at, description \
                   FROM cases WHERE deleted_at IS NULL ORDER BY updated_at DESC, id";
        type Listed = (String, String, i64, String, String, String);
        let rows: Vec<Listed> = on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .fetch_all(pool)
            .await?);
        let mut tags = self.tags_by_case().await?;
        let terms: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        let mut found = Vec::new();
        for (id, name, current_version, created_at, updated_at, description) in rows {
            let case_tags = tags.remove(&id).unwrap_or_default();
            let haystack = [id.as_str(), name.as_str(), description.as_str()]
                .into_iter()
                .chain(case_tags.iter().map(String::as_str))
                .map(str::to_lowercase)
                .collect::<Vec<_>>();
            if terms
                .iter()
                .all(|t| haystack.iter().any(|h| h.contains(t.as_str())))
            {
                found.push(CaseSummary {
                    current_version,
                    created_at,
                    updated_at,
                    tags: case_tags,
                    id,
                    name,
                });
            }
        }
        Ok(found)
    }

    async fn tags_by_case(&self) -> Result<BTreeMap<String, Vec<String>>, StoreError> {
        let sql = "SELECT case_id, tag FROM case_tags ORDER BY case_id, lower(tag), tag";
        let rows: Vec<(String, String)> = on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .fetch_all(pool)
            .await?);
        let mut map: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (case_id, tag) in rows {
            map.entry(case_id).or_default().push(tag);
        }
        Ok(map)
    }

    /// Every tag in use on a case of the library, alphabetically (letter case ignored).
    pub async fn all_tags(&self) -> Result<Vec<String>, StoreError> {
        // Two cases may carry one tag in different letter case: one entry, as first seen.
        let sql = "SELECT MIN(t.tag) FROM case_tags t JOIN cases c ON c.id = t.case_id \
                   WHERE c.deleted_at IS NULL GROUP BY lower(t.tag) ORDER BY lower(t.tag)";
        Ok(on_pool!(&self.pool, |pool| sqlx::query_scalar(sql)
            .fetch_all(pool)
            .await?))
    }

    /// Tags a case; a tag it already has (in any letter case) is kept as it was. Returns
    /// the case's tags.
    pub async fn add_tag(&self, case_id: &str, tag: &str) -> Result<Vec<String>, StoreError> {
        let tag = valid_tag(tag)?;
        let sql = "INSERT INTO case_tags (case_id, tag) \
                   SELECT id, $1 FROM cases WHERE id = $2 AND deleted_at IS NULL \
                   ON CONFLICT DO NOTHING";
        let done: Result<u64, StoreError> = on_pool!(&self.pool, |pool| sqlx::query(sql)
            .bind(tag)
            .bind(case_id)
            .execute(pool)
            .await
            .map(|d| d.rows_affected())
            .map_err(StoreError::from));
        let added = match done {
            Ok(n) => n,
            Err(e) => return Err(self.denied(e).await),
        };
        if added == 0 {
            self.require_listed(case_id).await?;
        }
        self.tags(case_id).await
    }

    /// Removes a tag (in any letter case) from a case. Returns the case's tags.
    pub async fn remove_tag(&self, case_id: &str, tag: &str) -> Result<Vec<String>, StoreError> {
        self.require_listed(case_id).await?;
        let sql = "DELETE FROM case_tags WHERE case_id = $1 AND lower(tag) = lower($2)";
        let done: Result<(), StoreError> = on_pool!(&self.pool, |pool| sqlx::query(sql)
            .bind(case_id)
            .bind(tag.trim())
            .execute(pool)
            .await
            .map(|_| ())
            .map_err(StoreError::from));
        if let Err(e) = done {
            return Err(self.denied(e).await);
        }
        self.tags(case_id).await
    }

    /// The tags of one case, alphabetically.
    pub async fn tags(&self, case_id: &str) -> Result<Vec<String>, StoreError> {
        let sql = "SELECT tag FROM case_tags WHERE case_id = $1 ORDER BY lower(tag), tag";
        Ok(on_pool!(&self.pool, |pool| sqlx::query_scalar(sql)
            .bind(case_id)
            .fetch_all(pool)
            .await?))
    }

    async fn require_listed(&self, case_id: &str) -> Result<(), StoreError> {
        let sql = "SELECT id FROM cases WHERE id = $1 AND deleted_at IS NULL";
        let listed: Option<String> = on_pool!(&self.pool, |pool| sqlx::query_scalar(sql)
            .bind(case_id)
            .fetch_optional(pool)
            .await?);
        listed.map(|_| ()).ok_or_else(|| StoreError::NotFound {
            case_id: case_id.to_owned(),
            version: None,
        })
    }

    /// Whether a case with this id is in the store, deleted or not.
    pub async fn exists(&self, case_id: &str) -> Result<bool, StoreError> {
        let sql = "SELECT id FROM cases WHERE id = $1";
        let found: Option<String> = on_pool!(&self.pool, |pool| sqlx::query_scalar(sql)
            .bind(case_id)
            .fetch_optional(pool)
            .await?);
        Ok(found.is_some())
    }

    /// Stores a copy of case `from` (its version `from_version`) as the new case `new_id`,
    /// version 1, recording where it came from, with the tags of the original; in one
    /// transaction. The caller gives the copy's document (its id and name already changed).
    pub async fn duplicate(
        &self,
        from: (&str, i64),
        new_id: &str,
        name: &str,
        document: &str,
        saved_by: &str,
    ) -> Result<Saved, StoreError> {
        let now = self.now();
        let done: Result<(), StoreError> = on_pool!(&self.pool, |pool| {
            async {
                let mut tx = pool.begin_write().await?;
                let taken: Option<String> =
                    sqlx::query_scalar("SELECT id FROM cases WHERE id = $1")
                        .bind(new_id)
                        .fetch_optional(&mut *tx)
                        .await?;
                if taken.is_some() {
                    return Err(StoreError::Exists(new_id.to_owned()));
                }
                sqlx::query(
                    "INSERT INTO cases (id, name, created_at, updated_at, current_version, \
                     description) VALUES ($1, $2, $3, $4, 1, $5)",
                )
                .bind(new_id)
                .bind(name)
                .bind(&now)
                .bind(&now)
                .bind(crate::description_of(document))
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "INSERT INTO case_versions \
                     (case_id, version, saved_at, saved_by, document, sha256, copied_from) \
                     VALUES ($1, 1, $2, $3, $4, $5, $6)",
                )
                .bind(new_id)
                .bind(&now)
                .bind(saved_by)
                .bind(document)
                .bind(hex_sha256(document))
                .bind(format!("{}@{}", from.0, from.1))
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "INSERT INTO case_tags (case_id, tag) \
                     SELECT $1, tag FROM case_tags WHERE case_id = $2",
                )
                .bind(new_id)
                .bind(from.0)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(())
            }
            .await
        });
        match done {
            Ok(()) => Ok(Saved {
                case_id: new_id.to_owned(),
                version: 1,
                created: true,
            }),
            Err(StoreError::Query(e)) if crate::is_unique_violation(&e) => {
                Err(StoreError::Exists(new_id.to_owned()))
            }
            Err(e) => Err(self.denied(e).await),
        }
    }

    /// Hides a case from the library, keeping it and its versions for [`Store::undo_delete`]
    /// until [`Store::purge`].
    pub async fn delete(&self, case_id: &str) -> Result<DeletedCase, StoreError> {
        let now = self.now();
        let sql = "UPDATE cases SET deleted_at = $1 WHERE id = $2 AND deleted_at IS NULL \
                   RETURNING id, name, deleted_at";
        let row: Result<Option<(String, String, String)>, StoreError> =
            on_pool!(&self.pool, |pool| sqlx::query_as(sql)
                .bind(&now)
                .bind(case_id)
                .fetch_optional(pool)
                .await
                .map_err(StoreError::from));
        let row = match row {
            Ok(r) => r,
            Err(e) => return Err(self.denied(e).await),
        };
        let (id, name, deleted_at) = row.ok_or_else(|| StoreError::NotFound {
            case_id: case_id.to_owned(),
            version: None,
        })?;
        Ok(DeletedCase {
            id,
            name,
            deleted_at,
        })
    }

    /// Brings a deleted case back to the library, as it was.
    pub async fn undo_delete(&self, case_id: &str) -> Result<(), StoreError> {
        let sql = "UPDATE cases SET deleted_at = NULL WHERE id = $1 AND deleted_at IS NOT NULL";
        let done: Result<u64, StoreError> = on_pool!(&self.pool, |pool| sqlx::query(sql)
            .bind(case_id)
            .execute(pool)
            .await
            .map(|d| d.rows_affected())
            .map_err(StoreError::from));
        self.changed(done, case_id).await
    }

    /// The deleted cases, most recently deleted first.
    pub async fn deleted(&self) -> Result<Vec<DeletedCase>, StoreError> {
        let sql = "SELECT id, name, deleted_at FROM cases WHERE deleted_at IS NOT NULL \
                   ORDER BY deleted_at DESC, id";
        let rows: Vec<(String, String, String)> = on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .fetch_all(pool)
            .await?);
        Ok(rows
            .into_iter()
            .map(|(id, name, deleted_at)| DeletedCase {
                id,
                name,
                deleted_at,
            })
            .collect())
    }

    /// Removes a deleted case with every version and tag for good. A case in the library
    /// (not deleted) is refused as not found: purging is only for what was deleted. A case
    /// with an approved version is refused: an approval is never undone.
    pub async fn purge(&self, case_id: &str) -> Result<(), StoreError> {
        if let Some(a) = self.approvals(case_id).await?.into_iter().next() {
            return Err(StoreError::Approved(Box::new(a)));
        }
        let sql = "DELETE FROM cases WHERE id = $1 AND deleted_at IS NOT NULL";
        let done: Result<u64, StoreError> = on_pool!(&self.pool, |pool| sqlx::query(sql)
            .bind(case_id)
            .execute(pool)
            .await
            .map(|d| d.rows_affected())
            .map_err(StoreError::from));
        self.changed(done, case_id).await
    }

    /// The local library's pool; backup and restore work on a file only.
    fn sqlite(&self, what: &'static str) -> Result<&sqlx::SqlitePool, StoreError> {
        match &self.pool {
            Pool::Sqlite(p) => Ok(p),
            Pool::Postgres(_) => Err(StoreError::LocalOnly { what }),
        }
    }

    /// Writes a consistent copy of the whole store to one file (`VACUUM INTO`, which reads
    /// one snapshot while others keep working), through a temporary file and a rename, so
    /// that `path` is either the old file or a complete backup.
    pub async fn backup_to(&self, path: &Path) -> Result<(), StoreError> {
        if self.path.as_deref().is_some_and(|own| same_file(own, path)) {
            return Err(StoreError::File {
                path: path.to_owned(),
                source: std::io::Error::other("this is the store itself"),
            });
        }
        let pool = self.sqlite("a backup")?;
        let staged = staging(path, "backup");
        remove_if_present(&staged)?;
        let result = sqlx::query("VACUUM INTO ?")
            .bind(path_text(&staged)?)
            .execute(pool)
            .await;
        if let Err(e) = result {
            let _ = std::fs::remove_file(&staged);
            return Err(e.into());
        }
        std::fs::rename(&staged, path).map_err(|source| {
            let _ = std::fs::remove_file(&staged);
            StoreError::File {
                path: path.to_owned(),
                source,
            }
        })
    }

    /// Replaces the whole content of this store with the store in `from`, after checking
    /// that `from` is a sound gpucase store (`PRAGMA integrity_check`, and migrations that
    /// this gpucase knows) whose every saved version matches the hash saved with it and
    /// passes `valid` (the caller's reading of a case document, which says what is wrong in
    /// a message of the catalogue), and after writing the
    /// current content to `keep_current_at`. The replacement is one transaction: a killed
    /// process leaves the old content or the new. A refused file changes nothing.
    pub async fn restore_from(
        &self,
        from: &Path,
        keep_current_at: &Path,
        valid: &(dyn Fn(&str) -> Result<(), gpucase_message::Message> + Sync),
    ) -> Result<Restored, StoreError> {
        self.sqlite("a restore")?;
        let own = self.path.clone().ok_or(StoreError::InMemory)?;
        let staged = staging(&own, "restore");
        remove_store_files(&staged)?;
        let result = self
            .restore_staged(from, &staged, keep_current_at, valid)
            .await;
        let _ = remove_store_files(&staged);
        result
    }

    async fn restore_staged(
        &self,
        from: &Path,
        staged: &Path,
        keep_current_at: &Path,
        valid: &(dyn Fn(&str) -> Result<(), gpucase_message::Message> + Sync),
    ) -> Result<Restored, StoreError> {
        check_and_copy(from, staged).await?;
        // The backup may be older than this gpucase: bring the copy's schema up to date, so
        // that its tables have exactly the columns of ours.
        let copy =
            Store::open(staged, self.clock.clone())
                .await
                .map_err(|e| StoreError::NotAStore {
                    path: from.to_owned(),
                    reason: NotAStoreReason::Unreadable(e.to_string()),
                })?;
        // Every version as saved: its hash, and a case this gpucase can compute. Checked
        // before anything of this store is touched.
        let checked = check_versions(&copy, valid).await;
        copy.close().await;
        checked.map_err(|reason| StoreError::NotAStore {
            path: from.to_owned(),
            reason,
        })?;
        self.backup_to(keep_current_at).await?;

        let pool = self.sqlite("a restore")?;
        let mut conn = pool.acquire().await?;
        sqlx::query("ATTACH DATABASE ? AS restored")
            .bind(path_text(staged)?)
            .execute(&mut *conn)
            .await?;
        let swapped = swap_content(&mut conn).await;
        let detached = sqlx::query("DETACH DATABASE restored")
            .execute(&mut *conn)
            .await;
        swapped?;
        detached?;
        drop(conn);
        let cases: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM cases WHERE deleted_at IS NULL")
            .fetch_one(pool)
            .await?;
        Ok(Restored {
            cases,
            kept: keep_current_at.to_owned(),
        })
    }
}

/// Reads every saved version of `copy` one by one (one document in memory at a time), and
/// finds the first whose document does not match its hash or is not `valid`.
async fn check_versions(
    copy: &Store,
    valid: &(dyn Fn(&str) -> Result<(), gpucase_message::Message> + Sync),
) -> Result<(), NotAStoreReason> {
    let unreadable = |e: sqlx::Error| NotAStoreReason::Unreadable(e.to_string());
    let pool = copy
        .sqlite("a restore")
        .map_err(|e| NotAStoreReason::Unreadable(e.to_string()))?;
    let keys: Vec<(String, i64)> =
        sqlx::query_as("SELECT case_id, version FROM case_versions ORDER BY case_id, version")
            .fetch_all(pool)
            .await
            .map_err(unreadable)?;
    for (case, version) in keys {
        let (document, sha256): (String, String) = sqlx::query_as(
            "SELECT document, sha256 FROM case_versions WHERE case_id = ? AND version = ?",
        )
        .bind(&case)
        .bind(version)
        .fetch_one(pool)
        .await
        .map_err(unreadable)?;
        if crate::hex_sha256(&document) != sha256 {
            return Err(NotAStoreReason::HashMismatch { case, version });
        }
        if let Err(reason) = valid(&document) {
            return Err(NotAStoreReason::InvalidDocument {
                case,
                version,
                reason: Box::new(reason),
            });
        }
    }
    Ok(())
}

/// Replaces every table of `main` by the same table of `restored`, in one transaction.
async fn swap_content(conn: &mut SqliteConnection) -> Result<(), StoreError> {
    let mut tx = conn.begin_with(crate::BEGIN_WRITE).await?;
    // Rows go in table by table; references are checked once, at commit.
    sqlx::query("PRAGMA defer_foreign_keys = ON")
        .execute(&mut *tx)
        .await?;
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM main.sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
    )
    .fetch_all(&mut *tx)
    .await?;
    // Every table is emptied before any is filled: deleting a case cascades to its
    // versions and tags, and would take rows already copied with it.
    for table in &tables {
        sqlx::query(&format!("DELETE FROM main.{}", quoted(table)))
            .execute(&mut *tx)
            .await?;
    }
    for table in &tables {
        let columns: Vec<String> = sqlx::query_scalar("SELECT name FROM pragma_table_info(?)")
            .bind(table)
            .fetch_all(&mut *tx)
            .await?;
        let columns = columns
            .iter()
            .map(|c| quoted(c))
            .collect::<Vec<_>>()
            .join(", ");
        let t = quoted(table);
        sqlx::query(&format!(
            "INSERT INTO main.{t} ({columns}) SELECT {columns} FROM restored.{t}"
        ))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Checks that `from` is a sound gpucase store and writes a consistent copy of it to
/// `staged`; reads `from` only.
async fn check_and_copy(from: &Path, staged: &Path) -> Result<(), StoreError> {
    let refuse = |reason: NotAStoreReason| StoreError::NotAStore {
        path: from.to_owned(),
        reason,
    };
    if !from.is_file() {
        return Err(refuse(NotAStoreReason::NoSuchFile));
    }
    let options = SqliteConnectOptions::new()
        .filename(from)
        .read_only(true)
        .create_if_missing(false);
    let mut conn = SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| refuse(NotAStoreReason::Unreadable(e.to_string())))?;
    let integrity: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut conn)
        .await
        .map_err(|e| refuse(NotAStoreReason::Unreadable(e.to_string())))?;
    if integrity.first().map(String::as_str) != Some("ok") {
        return Err(refuse(NotAStoreReason::IntegrityCheck(
            integrity.join("; "),
        )));
    }
    // The integrity check does not look at references between tables; a store whose
    // versions point at missing cases would fail only at the end of the swap.
    let broken: Vec<String> = sqlx::query_scalar("SELECT \"table\" FROM pragma_foreign_key_check")
        .fetch_all(&mut conn)
        .await
        .map_err(|e| refuse(NotAStoreReason::Unreadable(e.to_string())))?;
    if let Some(table) = broken.first() {
        return Err(refuse(NotAStoreReason::BrokenReferences {
            table: table.clone(),
            rows: broken.iter().filter(|t| *t == table).count(),
        }));
    }
    let applied: Vec<(i64, Vec<u8>)> =
        sqlx::query_as("SELECT version, checksum FROM _sqlx_migrations WHERE success = 1")
            .fetch_all(&mut conn)
            .await
            .map_err(|_| refuse(NotAStoreReason::NoMigrations))?;
    let first = MIGRATOR.iter().next().map(|m| m.version);
    if first.is_none_or(|v| !applied.iter().any(|(a, _)| *a == v)) {
        return Err(refuse(NotAStoreReason::NoFirstMigration));
    }
    for (version, checksum) in &applied {
        match MIGRATOR.iter().find(|m| m.version == *version) {
            None => {
                return Err(refuse(NotAStoreReason::NewerMigration {
                    version: *version,
                }));
            }
            Some(m) if m.checksum.as_ref() != checksum.as_slice() => {
                return Err(refuse(NotAStoreReason::MigrationDiffers {
                    version: *version,
                }));
            }
            Some(_) => {}
        }
    }
    sqlx::query("VACUUM INTO ?")
        .bind(path_text(staged)?)
        .execute(&mut conn)
        .await?;
    conn.close().await?;
    Ok(())
}

fn valid_tag(tag: &str) -> Result<&str, StoreError> {
    let tag = tag.trim();
    let refuse = |reason| StoreError::Tag {
        tag: tag.to_owned(),
        reason,
    };
    if tag.is_empty() {
        return Err(refuse(TagProblem::Empty));
    }
    if tag.chars().count() > MAX_TAG_CHARS {
        return Err(refuse(TagProblem::TooLong { max: MAX_TAG_CHARS }));
    }
    if tag.chars().any(char::is_control) {
        return Err(refuse(TagProblem::ControlCharacters));
    }
    Ok(tag)
}

fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

fn path_text(path: &Path) -> Result<&str, StoreError> {
    path.to_str().ok_or_else(|| StoreError::File {
        path: path.to_owned(),
        source: std::io::Error::other("the path is not valid Unicode"),
    })
}

/// A file beside `path` to write first and rename into place.
fn staging(path: &Path, what: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{what}-{}", std::process::id()))
}

fn remove_if_present(path: &Path) -> Result<(), StoreError> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(StoreError::File {
            path: path.to_owned(),
            source: e,
        }),
        _ => Ok(()),
    }
}

/// Removes a database file with its WAL and shared-memory files.
fn remove_store_files(path: &Path) -> Result<(), StoreError> {
    remove_if_present(path)?;
    for suffix in ["-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        remove_if_present(Path::new(&name))?;
    }
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}
