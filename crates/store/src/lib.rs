//! The case store: SQLite through sqlx, with in-repo migrations and WAL.
//!
//! The store keeps cases and every version saved of each, as the canonical `.gpucase` text
//! the application validated, and a record of every report exported from them (`reports`). It does not interpret documents: parsing and validation
//! belong to `gpucase-core`, so a store can never hold a case the core cannot read back.
//! Each save is one transaction.

mod catalog;
mod library;
mod observations;
mod reports;

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use gpucase_clock::SharedClock;
use sha2::{Digest, Sha256};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Row, migrate::Migrator};

pub use catalog::{IncomingOffer, RefreshRecord, SnapshotChange, StoredOffer};
pub use library::{DeletedCase, MAX_TAG_CHARS, Restored};
pub use observations::{MAX_OBSERVATIONS, OfferObservations, StoredObservation};
pub use reports::ExportedReport;

/// What is wrong with a tag.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TagProblem {
    /// Nothing but white space.
    #[error("expected a word or two, found nothing")]
    Empty,
    /// More than `max` characters.
    #[error("expected at most {max} characters")]
    TooLong {
        /// The most a tag may have ([`MAX_TAG_CHARS`]).
        max: usize,
    },
    /// A control character (a line break, a tab).
    #[error("expected text without control characters")]
    ControlCharacters,
}

/// Why a file to restore from is not a gpucase store this version can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotAStoreReason {
    /// No file at the path.
    #[error("no such file")]
    NoSuchFile,
    /// SQLite could not open or read it; SQLite's (sqlx's) own text.
    #[error("{0}")]
    Unreadable(String),
    /// SQLite's integrity check found damage; its findings, joined by `; `.
    #[error("the integrity check failed: {0}")]
    IntegrityCheck(String),
    /// Rows of `table` refer to rows that are missing.
    #[error("table {table}: {rows} row(s) refer to rows that are missing")]
    BrokenReferences {
        /// The table.
        table: String,
        /// How many of its rows.
        rows: usize,
    },
    /// The file has no migrations table: not written by gpucase.
    #[error("it has no gpucase migrations table (_sqlx_migrations)")]
    NoMigrations,
    /// The file lacks gpucase's first migration: another program's sqlx database.
    #[error("it lacks the first gpucase migration")]
    NoFirstMigration,
    /// A migration this gpucase does not know: written by a newer one.
    #[error("it was written by a newer gpucase (migration {version} is unknown here)")]
    NewerMigration {
        /// The unknown migration's version.
        version: i64,
    },
    /// A migration whose checksum differs from this gpucase's.
    #[error("its migration {version} differs from this gpucase's")]
    MigrationDiffers {
        /// The migration's version.
        version: i64,
    },
}

/// The migrations in `crates/store/migrations`, applied in order when a store opens.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database file could not be opened or created.
    #[error("cannot open the case store {path}: {source}")]
    Open {
        /// The database file.
        path: PathBuf,
        /// The cause.
        source: sqlx::Error,
    },
    /// The schema could not be brought up to date.
    #[error("cannot upgrade the case store: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A query failed.
    #[error("case store query failed: {0}")]
    Query(#[from] sqlx::Error),
    /// A case with this id is already in the store (perhaps deleted, awaiting purge).
    #[error("a case {0:?} is already in the store")]
    Exists(String),
    /// A tag is empty, too long or holds control characters.
    #[error("tag {tag:?}: {reason}")]
    Tag {
        /// The tag as given.
        tag: String,
        /// What was expected.
        reason: TagProblem,
    },
    /// A file to restore from is not a gpucase store this version can read; nothing was
    /// changed.
    #[error("{}: not a gpucase case store: {reason}; the current store is unchanged", path.display())]
    NotAStore {
        /// The file.
        path: PathBuf,
        /// What was found instead.
        reason: NotAStoreReason,
    },
    /// A file beside the store (a backup, a copy kept before a restore) could not be written.
    #[error("{}: {source}", path.display())]
    File {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A backup or restore needs a file, and this store lives in memory.
    #[error("a store in memory has no file to back up or keep")]
    InMemory,
    /// No such case or version.
    #[error("no case {case_id:?}{} in the store", .version.map(|v| format!(" with version {v}")).unwrap_or_default())]
    NotFound {
        /// The case asked for.
        case_id: String,
        /// The version asked for, if one was.
        version: Option<i64>,
    },
}

/// A case as listed in the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseSummary {
    /// Identity of the case.
    pub id: String,
    /// Its title as of the latest version.
    pub name: String,
    /// Latest version number (from 1).
    pub current_version: i64,
    /// When it was first saved (UTC, RFC 3339).
    pub created_at: String,
    /// When the latest version was saved (UTC, RFC 3339).
    pub updated_at: String,
    /// Its tags, in alphabetical order (letter case ignored).
    pub tags: Vec<String>,
}

/// One saved version of a case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredVersion {
    /// Identity of the case.
    pub case_id: String,
    /// Version number, from 1.
    pub version: i64,
    /// When it was saved (UTC, RFC 3339).
    pub saved_at: String,
    /// Who saved it; empty when unknown.
    pub saved_by: String,
    /// SHA-256 of the document, hex.
    pub sha256: String,
    /// The canonical `.gpucase` text.
    pub document: String,
    /// For version 1 of a duplicate: the case and version it was copied from, `ID@VERSION`.
    pub copied_from: Option<String>,
}

/// The outcome of a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    /// Identity of the case.
    pub case_id: String,
    /// The version this save created.
    pub version: i64,
    /// Whether the case was new to the store.
    pub created: bool,
}

/// A handle on one case store database.
#[derive(Debug, Clone)]
pub struct Store {
    pool: SqlitePool,
    /// The database file; `None` in memory.
    path: Option<PathBuf>,
    /// What stamps saves, deletions and refreshes.
    clock: SharedClock,
}

/// How every write transaction begins: with the write lock taken at once. A transaction
/// that began by reading (SQLite's default, `BEGIN DEFERRED`) cannot become a writer once
/// another connection (a refresh in another process) has committed since its first read:
/// SQLite answers SQLITE_BUSY_SNAPSHOT at once, without the busy timeout. Taking the lock
/// first makes the transaction wait out the busy timeout instead.
pub(crate) const BEGIN_WRITE: &str = "BEGIN IMMEDIATE";

/// Begins a write transaction on `pool` ([`BEGIN_WRITE`]).
pub(crate) async fn begin_write(
    pool: &sqlx::SqlitePool,
) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>, sqlx::Error> {
    pool.begin_with(BEGIN_WRITE).await
}

impl Store {
    /// Opens (creating if needed) the store at `path` and applies pending migrations;
    /// `clock` stamps what it saves.
    pub async fn open(path: &Path, clock: SharedClock) -> Result<Self, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Open {
                path: path.to_owned(),
                source: sqlx::Error::Io(e),
            })?;
        }
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .map_err(|source| StoreError::Open {
                path: path.to_owned(),
                source,
            })?;
        MIGRATOR.run(&pool).await?;
        Ok(Self {
            pool,
            path: Some(path.to_owned()),
            clock,
        })
    }

    /// The clock that stamps what this store saves.
    pub fn clock(&self) -> &SharedClock {
        &self.clock
    }

    /// Now, as the store writes it (UTC, RFC 3339).
    fn now(&self) -> String {
        self.clock.now().to_string()
    }

    /// The database file; `None` for a store in memory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// A store in memory, for tests and throw-away work; `clock` stamps what it saves.
    pub async fn open_in_memory(clock: SharedClock) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str("sqlite::memory:")?.foreign_keys(true);
        // One connection: every in-memory connection would be a database of its own.
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await?;
        MIGRATOR.run(&pool).await?;
        Ok(Self {
            pool,
            path: None,
            clock,
        })
    }

    /// Saves `document` as the next version of case `case_id`, in one transaction. Saving a
    /// case that was deleted brings it back to the library.
    pub async fn save(
        &self,
        case_id: &str,
        name: &str,
        document: &str,
        saved_by: &str,
    ) -> Result<Saved, StoreError> {
        let now = self.now();
        let sha = hex_sha256(document);
        let mut tx = crate::begin_write(&self.pool).await?;
        let current: Option<i64> =
            sqlx::query_scalar("SELECT current_version FROM cases WHERE id = ?")
                .bind(case_id)
                .fetch_optional(&mut *tx)
                .await?;
        let version = current.unwrap_or(0) + 1;
        if current.is_some() {
            sqlx::query(
                "UPDATE cases SET name = ?, updated_at = ?, current_version = ?, deleted_at = NULL \
                 WHERE id = ?",
            )
            .bind(name)
            .bind(&now)
            .bind(version)
            .bind(case_id)
            .execute(&mut *tx)
            .await?;
        } else {
            sqlx::query("INSERT INTO cases (id, name, created_at, updated_at, current_version) VALUES (?, ?, ?, ?, ?)")
                .bind(case_id)
                .bind(name)
                .bind(&now)
                .bind(&now)
                .bind(version)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("INSERT INTO case_versions (case_id, version, saved_at, saved_by, document, sha256) VALUES (?, ?, ?, ?, ?, ?)")
            .bind(case_id)
            .bind(version)
            .bind(&now)
            .bind(saved_by)
            .bind(document)
            .bind(&sha)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Saved {
            case_id: case_id.to_owned(),
            version,
            created: current.is_none(),
        })
    }

    /// Every case in the library (not deleted), most recently saved first.
    pub async fn list(&self) -> Result<Vec<CaseSummary>, StoreError> {
        self.search("").await
    }

    /// A version of a case: the latest when `version` is `None`.
    pub async fn load(
        &self,
        case_id: &str,
        version: Option<i64>,
    ) -> Result<StoredVersion, StoreError> {
        let row = sqlx::query(
            "SELECT v.case_id, v.version, v.saved_at, v.saved_by, v.sha256, v.document, v.copied_from \
             FROM case_versions v JOIN cases c ON c.id = v.case_id \
             WHERE v.case_id = ? AND v.version = COALESCE(?, c.current_version)",
        )
        .bind(case_id)
        .bind(version)
        .fetch_optional(&self.pool)
        .await?
        .ok_or_else(|| StoreError::NotFound {
            case_id: case_id.to_owned(),
            version,
        })?;
        version_from_row(&row)
    }

    /// Every saved version of a case, oldest first, without their documents' text.
    pub async fn history(&self, case_id: &str) -> Result<Vec<StoredVersion>, StoreError> {
        let rows = sqlx::query(
            "SELECT case_id, version, saved_at, saved_by, sha256, '' AS document, copied_from \
             FROM case_versions WHERE case_id = ? ORDER BY version",
        )
        .bind(case_id)
        .fetch_all(&self.pool)
        .await?;
        if rows.is_empty() {
            return Err(StoreError::NotFound {
                case_id: case_id.to_owned(),
                version: None,
            });
        }
        rows.iter().map(version_from_row).collect()
    }

    /// Closes the store, waiting for connections to finish.
    pub async fn close(self) {
        self.pool.close().await;
    }
}

fn version_from_row(r: &sqlx::sqlite::SqliteRow) -> Result<StoredVersion, StoreError> {
    Ok(StoredVersion {
        case_id: r.try_get("case_id")?,
        version: r.try_get("version")?,
        saved_at: r.try_get("saved_at")?,
        saved_by: r.try_get("saved_by")?,
        sha256: r.try_get("sha256")?,
        document: r.try_get("document")?,
        copied_from: r.try_get("copied_from")?,
    })
}

fn hex_sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
