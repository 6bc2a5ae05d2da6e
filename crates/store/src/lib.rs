//! The case store: a local SQLite file (WAL), or a team library on a PostgreSQL server,
//! through sqlx, with in-repo migrations for both engines.
//!
//! The store keeps cases and every version saved of each, as the canonical `.gpucase` text
//! the application validated, and a record of every report exported from them (`reports`).
//! It does not interpret documents: parsing and validation belong to `gpucase-core`, so a
//! store can never hold a case the core cannot read back. Each save is one transaction.
//!
//! Both engines run the same statements ([`on_pool!`] compiles each body once per engine);
//! the few places where their SQL differs say so with [`Store::dialect`]. What only a
//! server can do (roles, grants, the author stamped from the connection's role, approvals
//! that nobody can undo) lives in the PostgreSQL migrations (`migrations/postgres`).

/// Runs `$body` with `$p` bound to the store's pool, whichever engine it is on: the body is
/// compiled once for SQLite and once for PostgreSQL, so both run the same statements.
macro_rules! on_pool {
    ($pool:expr, |$p:ident| $body:expr) => {
        match $pool {
            $crate::Pool::Sqlite($p) => $body,
            $crate::Pool::Postgres($p) => $body,
        }
    };
}

mod catalog;
mod library;
mod observations;
mod reports;
mod team;
#[cfg(feature = "testing")]
pub mod testing;

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use gpucase_clock::SharedClock;
use gpucase_message::{Describe, Message};
use sha2::{Digest, Sha256};
use sqlx::migrate::Migrator;
use sqlx::postgres::PgPool;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

pub use catalog::{IncomingOffer, RefreshRecord, SnapshotChange, StoredOffer};
pub use library::{DeletedCase, MAX_TAG_CHARS, Restored};
pub use observations::{MAX_OBSERVATIONS, OfferObservations, StoredObservation};
pub use reports::ExportedReport;
pub use team::{Approval, Base, Stale, TeamLocation, TeamUrlError};

/// What is wrong with a tag.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TagProblem {
    /// Nothing but white space.
    Empty,
    /// More than `max` characters.
    TooLong {
        /// The most a tag may have ([`MAX_TAG_CHARS`]).
        max: usize,
    },
    /// A control character (a line break, a tab).
    ControlCharacters,
}

impl Describe for TagProblem {
    /// What is wrong with a tag.
    fn message(&self) -> Message {
        match self {
            TagProblem::Empty => Message::new("error-tag-empty"),
            TagProblem::TooLong { max } => Message::new("error-tag-too-long").num("max", *max),
            TagProblem::ControlCharacters => Message::new("error-tag-control"),
        }
    }
}

gpucase_message::display_in_english!(TagProblem);

/// Why a file to restore from is not a gpucase store this version can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotAStoreReason {
    /// No file at the path.
    NoSuchFile,
    /// SQLite could not open or read it; SQLite's (sqlx's) own text.
    Unreadable(String),
    /// SQLite's integrity check found damage; its findings, joined by `; `.
    IntegrityCheck(String),
    /// Rows of `table` refer to rows that are missing.
    BrokenReferences {
        /// The table.
        table: String,
        /// How many of its rows.
        rows: usize,
    },
    /// The file has no migrations table: not written by gpucase.
    NoMigrations,
    /// The file lacks gpucase's first migration: another program's sqlx database.
    NoFirstMigration,
    /// A migration this gpucase does not know: written by a newer one.
    NewerMigration {
        /// The unknown migration's version.
        version: i64,
    },
    /// A migration whose checksum differs from this gpucase's.
    MigrationDiffers {
        /// The migration's version.
        version: i64,
    },
    /// A saved version's document does not match the hash saved with it: edited after it
    /// was saved (an approved version among them, perhaps).
    HashMismatch {
        /// The case.
        case: String,
        /// The version.
        version: i64,
    },
    /// A saved version's document is not a case this gpucase can compute.
    InvalidDocument {
        /// The case.
        case: String,
        /// The version.
        version: i64,
        /// What is wrong, as the case file reader says it (boxed: a message is larger than
        /// the other reasons, and every store error carries one).
        reason: Box<Message>,
    },
}

impl Describe for NotAStoreReason {
    /// Why a file to restore from is not a case store; SQLite's own text is the detail.
    fn message(&self) -> Message {
        // Migration versions are timestamps (20261130000001): shown as written, not grouped.
        let version = |id, version: &i64| Message::new(id).text("version", version.to_string());
        match self {
            NotAStoreReason::NoSuchFile => Message::new("error-not-a-store-no-file"),
            NotAStoreReason::Unreadable(d) => Message::detail("error-not-a-store-unreadable", d),
            NotAStoreReason::IntegrityCheck(d) => Message::detail("error-not-a-store-integrity", d),
            NotAStoreReason::BrokenReferences { table, rows } => {
                Message::new("error-not-a-store-broken-references")
                    .text("table", table.clone())
                    .num("rows", *rows)
            }
            NotAStoreReason::NoMigrations => Message::new("error-not-a-store-no-migrations"),
            NotAStoreReason::NoFirstMigration => {
                Message::new("error-not-a-store-no-first-migration")
            }
            NotAStoreReason::NewerMigration { version: v } => version("error-not-a-store-newer", v),
            NotAStoreReason::MigrationDiffers { version: v } => {
                version("error-not-a-store-migration-differs", v)
            }
            NotAStoreReason::HashMismatch { case, version } => {
                Message::new("error-not-a-store-hash-mismatch")
                    .text("case", case.clone())
                    .text("version", version.to_string())
            }
            NotAStoreReason::InvalidDocument {
                case,
                version,
                reason,
            } => Message::new("error-not-a-store-invalid-document")
                .text("case", case.clone())
                .text("version", version.to_string())
                .message("detail", reason.as_ref().clone()),
        }
    }
}

gpucase_message::display_in_english!(NotAStoreReason);

/// The migrations of a local library (`crates/store/migrations/sqlite`), applied in order
/// when a store opens.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations/sqlite");

/// The migrations of a team library (`crates/store/migrations/postgres`): the same versions
/// as [`MIGRATOR`], each written for PostgreSQL, and what only a server has (roles, grants,
/// the author stamped by the server). A test holds the two lists and the tables they make
/// to each other.
pub static PG_MIGRATOR: Migrator = sqlx::migrate!("./migrations/postgres");

/// Which engine a store runs on, where their SQL differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// A local SQLite file (or memory).
    Sqlite,
    /// A team library on a PostgreSQL server.
    Postgres,
}

/// The pool of the engine the store is on.
#[derive(Debug, Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database file could not be opened or created.
    Open {
        /// The database file.
        path: PathBuf,
        /// The cause.
        source: sqlx::Error,
    },
    /// The team library's server could not be reached, or refused the connection.
    Connect {
        /// The library's URL, without its password.
        location: String,
        /// The cause (the server's own words where it answered).
        source: Box<sqlx::Error>,
    },
    /// The team library was upgraded by a newer gpucase: its schema has a migration this
    /// one does not know. Nothing was changed.
    NewerServer {
        /// The library's URL, without its password.
        location: String,
        /// The unknown migration.
        version: i64,
    },
    /// A new team library's first connection creates gpucase's roles, and the connecting
    /// role may not create roles (it lacks CREATEROLE): nothing was changed.
    CannotCreateRoles {
        /// The library's URL, without its password.
        location: String,
        /// The connecting role.
        role: String,
    },
    /// The save was made on top of a version that is no longer the latest: someone else
    /// saved in between. Nothing was written.
    Stale(Box<Stale>),
    /// The version was approved; an approved version is never changed or removed, only
    /// superseded by a newer version.
    Approved(Box<Approval>),
    /// The server refused the statement for the connection's role (a reader saving, an
    /// editor approving): the server's own words are in `source`.
    Denied {
        /// The connection's role.
        role: String,
        /// The server's error.
        source: Box<sqlx::Error>,
    },
    /// The operation works on a local library file only (backup and restore: a team
    /// library is backed up by its server's own means, `pg_dump`).
    LocalOnly {
        /// What was asked.
        what: &'static str,
    },
    /// The schema could not be brought up to date.
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A query failed.
    Query(#[from] sqlx::Error),
    /// A case with this id is already in the store (perhaps deleted, awaiting purge).
    Exists(String),
    /// A tag is empty, too long or holds control characters.
    Tag {
        /// The tag as given.
        tag: String,
        /// What was expected.
        reason: TagProblem,
    },
    /// A file to restore from is not a gpucase store this version can read; nothing was
    /// changed.
    NotAStore {
        /// The file.
        path: PathBuf,
        /// What was found instead.
        reason: NotAStoreReason,
    },
    /// A file beside the store (a backup, a copy kept before a restore) could not be written.
    File {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A backup or restore needs a file, and this store lives in memory.
    InMemory,
    /// No such case or version.
    NotFound {
        /// The case asked for.
        case_id: String,
        /// The version asked for, if one was.
        version: Option<i64>,
    },
}

impl Describe for StoreError {
    /// Why the case store failed; sqlx's own text is the detail.
    fn message(&self) -> Message {
        match self {
            StoreError::Open { path, source } => Message::new("error-store-open")
                .text("path", path.display().to_string())
                .text("detail", source.to_string()),
            StoreError::Migrate(e) => Message::detail("error-store-migrate", e),
            StoreError::Query(e) => Message::detail("error-store-query", e),
            StoreError::Exists(case) => {
                Message::new("error-store-exists").text("case", case.clone())
            }
            StoreError::Tag { tag, reason } => Message::new("error-store-tag")
                // Escaped as the English text escapes it: a refused tab or line break
                // must show, not break the line.
                .text("tag", debug_inner(tag))
                .message("reason", reason.message()),
            StoreError::NotAStore { path, reason } => Message::new("error-store-not-a-store")
                .text("path", path.display().to_string())
                .message("reason", reason.message()),
            StoreError::File { path, source } => Message::new("error-store-file")
                .text("path", path.display().to_string())
                .text("detail", source.to_string()),
            StoreError::InMemory => Message::new("error-store-in-memory"),
            StoreError::Connect { location, source } => Message::new("error-store-connect")
                .text("location", location.clone())
                .text("detail", source.to_string()),
            StoreError::NewerServer { location, version } => {
                Message::new("error-store-newer-server")
                    .text("location", location.clone())
                    .text("version", version.to_string())
            }
            StoreError::CannotCreateRoles { location, role } => {
                Message::new("error-store-cannot-create-roles")
                    .text("location", location.clone())
                    .text("role", role.clone())
            }
            StoreError::Stale(stale) => stale.message(),
            StoreError::Approved(a) => Message::new("error-store-approved")
                .text("case", a.case_id.clone())
                .text("version", a.version.to_string())
                .text("who", a.approved_by.clone())
                .time("at", a.approved_at.clone()),
            StoreError::Denied { role, source } => Message::new("error-store-denied")
                .text("role", role.clone())
                .text("detail", source.to_string()),
            StoreError::LocalOnly { .. } => Message::new("error-store-local-only"),
            StoreError::NotFound {
                case_id,
                version: None,
            } => Message::new("error-store-not-found").text("case", case_id.clone()),
            StoreError::NotFound {
                case_id,
                version: Some(version),
            } => Message::new("error-store-version-not-found")
                .text("case", case_id.clone())
                .text("version", version.to_string()),
        }
    }
}

gpucase_message::display_in_english!(StoreError);

/// `text` with the escapes of Rust's `Debug` (`\t`, `\n`, `\"`), without the quotes.
fn debug_inner(text: &str) -> String {
    let quoted = format!("{text:?}");
    quoted
        .strip_prefix('"')
        .and_then(|q| q.strip_suffix('"'))
        .unwrap_or(&quoted)
        .to_owned()
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
    /// On a team library, the server role that saved it, stamped by the server itself from
    /// the connection (an app cannot set it); empty in a local library.
    pub role: String,
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
    pool: Pool,
    /// The database file; `None` in memory or on a server.
    path: Option<PathBuf>,
    /// The team library's URL without its password; `None` for a local library.
    team: Option<String>,
    /// What stamps saves, deletions and refreshes.
    clock: SharedClock,
}

/// How every write transaction begins: with the write lock taken at once. A transaction
/// that began by reading (SQLite's default, `BEGIN DEFERRED`) cannot become a writer once
/// another connection (a refresh in another process) has committed since its first read:
/// SQLite answers SQLITE_BUSY_SNAPSHOT at once, without the busy timeout. Taking the lock
/// first makes the transaction wait out the busy timeout instead.
pub(crate) const BEGIN_WRITE: &str = "BEGIN IMMEDIATE";

/// Beginning a write transaction, on either engine.
pub(crate) trait BeginWrite {
    type Db: sqlx::Database;
    /// A transaction that will write: SQLite takes its write lock at once
    /// ([`BEGIN_WRITE`]); PostgreSQL locks the rows it touches (`FOR UPDATE` where a read
    /// decides the write).
    fn begin_write(
        &self,
    ) -> impl std::future::Future<Output = Result<sqlx::Transaction<'static, Self::Db>, sqlx::Error>>
    + Send;
}

impl BeginWrite for SqlitePool {
    type Db = sqlx::Sqlite;
    fn begin_write(
        &self,
    ) -> impl std::future::Future<Output = Result<sqlx::Transaction<'static, Self::Db>, sqlx::Error>>
    + Send {
        self.begin_with(BEGIN_WRITE)
    }
}

impl BeginWrite for PgPool {
    type Db = sqlx::Postgres;
    fn begin_write(
        &self,
    ) -> impl std::future::Future<Output = Result<sqlx::Transaction<'static, Self::Db>, sqlx::Error>>
    + Send {
        self.begin()
    }
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
            pool: Pool::Sqlite(pool),
            path: Some(path.to_owned()),
            team: None,
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

    /// The database file; `None` for a store in memory or on a server.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The team library's URL, without its password; `None` for a local library.
    pub fn team_location(&self) -> Option<&str> {
        self.team.as_deref()
    }

    /// Which engine the store runs on.
    pub fn dialect(&self) -> Dialect {
        match self.pool {
            Pool::Sqlite(_) => Dialect::Sqlite,
            Pool::Postgres(_) => Dialect::Postgres,
        }
    }

    /// `sqlite` or `postgres` as the store's engine needs.
    pub(crate) fn sql<'a>(&self, sqlite: &'a str, postgres: &'a str) -> &'a str {
        match self.dialect() {
            Dialect::Sqlite => sqlite,
            Dialect::Postgres => postgres,
        }
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
            pool: Pool::Sqlite(pool),
            path: None,
            team: None,
            clock,
        })
    }

    /// Saves `document` as the next version of case `case_id`, in one transaction, whatever
    /// the latest version is (an import, a tool that means "next version"). Saving a case
    /// that was deleted brings it back to the library. An editor that opened a version
    /// saves with [`Store::save_on`], which refuses to overwrite a newer one.
    pub async fn save(
        &self,
        case_id: &str,
        name: &str,
        document: &str,
        saved_by: &str,
    ) -> Result<Saved, StoreError> {
        self.save_on(case_id, name, document, saved_by, Base::Any)
            .await
    }

    /// Saves `document` as the next version of case `case_id` on top of `base`, in one
    /// transaction. When `base` is no longer the latest version (a colleague saved in
    /// between) nothing is written and [`StoreError::Stale`] says who saved the newer one
    /// and when. On a team library the server also stamps the connection's role on the
    /// version.
    pub async fn save_on(
        &self,
        case_id: &str,
        name: &str,
        document: &str,
        saved_by: &str,
        base: Base,
    ) -> Result<Saved, StoreError> {
        let now = self.now();
        let sha = hex_sha256(document);
        let description = description_of(document);
        let select = self.sql(
            "SELECT current_version FROM cases WHERE id = $1",
            "SELECT current_version FROM cases WHERE id = $1 FOR UPDATE",
        );
        let result: Result<Saved, StoreError> = on_pool!(&self.pool, |pool| {
            async {
                let mut tx = pool.begin_write().await?;
                let current: Option<i64> = sqlx::query_scalar(select)
                    .bind(case_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                if !base.admits(current) {
                    return Err(StoreError::Stale(Box::new(Stale {
                        case_id: case_id.to_owned(),
                        base,
                        latest: None,
                    })));
                }
                let version = current.unwrap_or(0) + 1;
                if current.is_some() {
                    sqlx::query(
                        "UPDATE cases SET name = $1, updated_at = $2, current_version = $3, \
                         deleted_at = NULL, description = $4 WHERE id = $5",
                    )
                    .bind(name)
                    .bind(&now)
                    .bind(version)
                    .bind(&description)
                    .bind(case_id)
                    .execute(&mut *tx)
                    .await?;
                } else {
                    sqlx::query(
                        "INSERT INTO cases (id, name, created_at, updated_at, current_version, \
                         description) VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .bind(case_id)
                    .bind(name)
                    .bind(&now)
                    .bind(&now)
                    .bind(version)
                    .bind(&description)
                    .execute(&mut *tx)
                    .await?;
                }
                sqlx::query(
                    "INSERT INTO case_versions (case_id, version, saved_at, saved_by, document, sha256) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
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
            .await
        });
        match result {
            // Two first saves of one new case at once: the server's key refuses the second.
            Err(StoreError::Query(e)) if is_unique_violation(&e) => {
                Err(self.stale(case_id, base).await)
            }
            Err(StoreError::Stale(_)) => Err(self.stale(case_id, base).await),
            Err(e) => Err(self.denied(e).await),
            ok => ok,
        }
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
        let sql = "SELECT v.case_id, v.version, v.saved_at, v.saved_by, v.sha256, v.document, \
                   v.copied_from, v.role_name \
                   FROM case_versions v JOIN cases c ON c.id = v.case_id \
                   WHERE v.case_id = $1 AND v.version = COALESCE($2, c.current_version)";
        let row: Option<VersionRow> = on_pool!(&self.pool, |pool| {
            sqlx::query_as(sql)
                .bind(case_id)
                .bind(version)
                .fetch_optional(pool)
                .await?
        });
        row.map(StoredVersion::from)
            .ok_or_else(|| StoreError::NotFound {
                case_id: case_id.to_owned(),
                version,
            })
    }

    /// Every saved version of a case, oldest first, without their documents' text.
    pub async fn history(&self, case_id: &str) -> Result<Vec<StoredVersion>, StoreError> {
        let sql = "SELECT case_id, version, saved_at, saved_by, sha256, '' AS document, \
                   copied_from, role_name \
                   FROM case_versions WHERE case_id = $1 ORDER BY version";
        let rows: Vec<VersionRow> = on_pool!(&self.pool, |pool| {
            sqlx::query_as(sql).bind(case_id).fetch_all(pool).await?
        });
        if rows.is_empty() {
            return Err(StoreError::NotFound {
                case_id: case_id.to_owned(),
                version: None,
            });
        }
        Ok(rows.into_iter().map(StoredVersion::from).collect())
    }

    /// Closes the store, waiting for connections to finish.
    pub async fn close(self) {
        on_pool!(self.pool, |pool| pool.close().await);
    }
}

/// A version as both engines return it.
#[derive(sqlx::FromRow)]
struct VersionRow {
    case_id: String,
    version: i64,
    saved_at: String,
    saved_by: String,
    sha256: String,
    document: String,
    copied_from: Option<String>,
    role_name: String,
}

impl From<VersionRow> for StoredVersion {
    fn from(r: VersionRow) -> Self {
        StoredVersion {
            case_id: r.case_id,
            version: r.version,
            saved_at: r.saved_at,
            saved_by: r.saved_by,
            sha256: r.sha256,
            document: r.document,
            copied_from: r.copied_from,
            role: r.role_name,
        }
    }
}

/// Whether the server refused a row because its key is taken (SQLite's and PostgreSQL's
/// unique-constraint failure).
pub(crate) fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// Whether the server refused the statement for lack of privilege (PostgreSQL's 42501,
/// `insufficient_privilege`, also raised by row-level security).
pub(crate) fn is_permission_denied(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.code().as_deref() == Some("42501"))
}

/// The `description` of a case document, for listing and search; empty when it has none
/// (or is not a JSON object: the store holds what the application validated).
pub(crate) fn description_of(document: &str) -> String {
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        description: Option<String>,
    }
    serde_json::from_str::<Head>(document)
        .ok()
        .and_then(|h| h.description)
        .unwrap_or_default()
}

pub(crate) fn hex_sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
