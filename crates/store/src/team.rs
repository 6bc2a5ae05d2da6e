//! The team library: the same store on a PostgreSQL server, and what a team needs beyond
//! one analyst's file: saves that never overwrite a colleague's newer version, the author
//! stamped by the server from the connection's role, approvals, and copying cases between
//! libraries.
//!
//! The password never travels in the URL (a URL ends up in shell history and settings
//! files): it comes from the caller, who reads it from the environment or the OS keyring.

use std::time::Duration;

use gpucase_clock::SharedClock;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};

use crate::{BeginWrite, Dialect, PG_MIGRATOR, Pool, Saved, Store, StoreError};
use gpucase_message::{Describe, Message};

/// Where a team library lives: a `postgres://` URL without a password.
#[derive(Debug, Clone)]
pub struct TeamLocation {
    options: PgConnectOptions,
    shown: String,
}

impl TeamLocation {
    /// Reads a `postgres://USER@HOST[:PORT]/DATABASE[?sslmode=...]` URL. A password in the
    /// URL is refused: it belongs in the environment or the keyring, never in a file.
    pub fn parse(url: &str) -> Result<Self, TeamUrlError> {
        let trimmed = url.trim();
        if !(trimmed.starts_with("postgres://") || trimmed.starts_with("postgresql://")) {
            return Err(TeamUrlError::NotTeamUrl {
                found: trimmed.to_owned(),
            });
        }
        let options: PgConnectOptions =
            trimmed
                .parse()
                .map_err(|e: sqlx::Error| TeamUrlError::Unreadable {
                    url: redact(trimmed),
                    detail: e.to_string(),
                })?;
        if has_password(trimmed) {
            return Err(TeamUrlError::Password {
                url: redact(trimmed),
            });
        }
        let options = options.application_name("gpucase");
        Ok(Self {
            shown: redact(trimmed),
            options,
        })
    }

    /// Whether `text` names a team library rather than a file.
    pub fn is_team_url(text: &str) -> bool {
        let t = text.trim_start();
        t.starts_with("postgres://") || t.starts_with("postgresql://")
    }

    /// The role the library is opened as.
    pub fn user(&self) -> String {
        self.options.get_username().to_owned()
    }

    /// Whether TLS is required with the server's certificate checked against its name.
    pub fn verifies_server(&self) -> bool {
        matches!(self.options.get_ssl_mode(), PgSslMode::VerifyFull)
    }
}

/// Why a text is not a team library's URL. A password in it is never shown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamUrlError {
    /// Not a `postgres://` URL.
    NotTeamUrl {
        /// The text given.
        found: String,
    },
    /// A `postgres://` URL the driver cannot read.
    Unreadable {
        /// The URL, any password replaced by `***`.
        url: String,
        /// The driver's words.
        detail: String,
    },
    /// The URL holds a password.
    Password {
        /// The URL, the password replaced by `***`.
        url: String,
    },
}

impl Describe for TeamUrlError {
    fn message(&self) -> Message {
        match self {
            TeamUrlError::NotTeamUrl { found } => {
                Message::new("error-team-url").text("found", format!("{found:?}"))
            }
            TeamUrlError::Unreadable { url, detail } => Message::new("error-team-url-unreadable")
                .text("url", url.clone())
                .text("detail", detail.clone()),
            TeamUrlError::Password { url } => {
                Message::new("error-team-url-password").text("url", url.clone())
            }
        }
    }
}

gpucase_message::display_in_english!(TeamUrlError);

impl std::fmt::Display for TeamLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.shown)
    }
}

/// The URL with any password (in the user part or a `password=` parameter) replaced by
/// `***`.
fn redact(url: &str) -> String {
    let url = match url.split_once('?') {
        Some((head, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|kv| {
                    if kv.starts_with("password=") {
                        "password=***".to_owned()
                    } else {
                        kv.to_owned()
                    }
                })
                .collect();
            format!("{head}?{}", query.join("&"))
        }
        None => url.to_owned(),
    };
    let url = url.as_str();
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let (authority, tail) = match rest.find(['/', '?']) {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    match authority.rsplit_once('@') {
        Some((userinfo, host)) => {
            let user = userinfo.split(':').next().unwrap_or("");
            let shown = if userinfo.contains(':') {
                format!("{user}:***")
            } else {
                user.to_owned()
            };
            format!("{scheme}://{shown}@{host}{tail}")
        }
        None => url.to_owned(),
    }
}

fn has_password(url: &str) -> bool {
    let Some((_, rest)) = url.split_once("://") else {
        return false;
    };
    let authority = rest.split(['/', '?']).next().unwrap_or("");
    let userinfo_password = authority
        .rsplit_once('@')
        .is_some_and(|(userinfo, _)| userinfo.contains(':'));
    let query_password = url
        .split_once('?')
        .is_some_and(|(_, q)| q.split('&').any(|kv| kv.starts_with("password=")));
    userinfo_password || query_password
}

/// What a save expects the case's latest version to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    /// Whatever it is: the save becomes the next version (an import, a batch tool).
    Any,
    /// No case with this id yet: a new case.
    New,
    /// This version is the latest: the one the editor opened.
    Version(i64),
}

impl Base {
    /// Whether a case whose latest version is `current` (`None`: no such case) admits the
    /// save.
    pub(crate) fn admits(self, current: Option<i64>) -> bool {
        match self {
            Base::Any => true,
            Base::New => current.is_none(),
            Base::Version(v) => current == Some(v),
        }
    }
}

/// The newer version a stale save ran into.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Latest {
    /// Its number.
    pub version: i64,
    /// Who saved it, as the app recorded (the analyst's name).
    pub saved_by: String,
    /// The server role that saved it (team library); empty locally.
    pub role: String,
    /// When (UTC, RFC 3339).
    pub saved_at: String,
}

/// A save refused because a newer version exists than the one it was made on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stale {
    /// The case.
    pub case_id: String,
    /// What the save expected.
    pub base: Base,
    /// The version that is the latest now; `None` when the case disappeared meanwhile
    /// (purged by a colleague).
    pub latest: Option<Latest>,
}

impl Describe for Stale {
    /// A save refused because a colleague saved a newer version: who, when, and what the
    /// analyst can do.
    fn message(&self) -> Message {
        let Some(latest) = &self.latest else {
            return Message::new("error-store-stale-gone").text("case", self.case_id.clone());
        };
        let (id, base) = match self.base {
            Base::Version(base) => ("error-store-stale", Some(base)),
            Base::New | Base::Any => ("error-store-stale-new", None),
        };
        let message = Message::new(id)
            .text("case", self.case_id.clone())
            .text("latest", latest.version.to_string())
            .text("next", (latest.version + 1).to_string())
            .time("at", latest.saved_at.clone());
        let message = match base {
            Some(base) => message.text("base", base.to_string()),
            None => message,
        };
        match (latest.saved_by.as_str(), latest.role.as_str()) {
            (by, "") => message.text("who", by),
            ("", role) => message.text("who", role),
            (by, role) if by == role => message.text("who", by),
            (by, role) => message.message(
                "who",
                Message::new("error-store-who-role")
                    .text("by", by.to_owned())
                    .text("role", role.to_owned()),
            ),
        }
    }
}

gpucase_message::display_in_english!(Stale);

/// An approval of one version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Approval {
    /// The case.
    pub case_id: String,
    /// The approved version.
    pub version: i64,
    /// Who approved it: the server role on a team library, the name the app gave locally.
    pub approved_by: String,
    /// When (UTC, RFC 3339).
    pub approved_at: String,
}

#[derive(sqlx::FromRow)]
struct ApprovalRow {
    case_id: String,
    version: i64,
    approved_by: String,
    approved_at: String,
}

impl From<ApprovalRow> for Approval {
    fn from(r: ApprovalRow) -> Self {
        Approval {
            case_id: r.case_id,
            version: r.version,
            approved_by: r.approved_by,
            approved_at: r.approved_at,
        }
    }
}

/// One version as copied between libraries, with its document.
#[derive(sqlx::FromRow)]
struct CopiedVersion {
    version: i64,
    saved_at: String,
    saved_by: String,
    document: String,
    sha256: String,
    copied_from: Option<String>,
}

impl Store {
    /// Opens the team library at `location` as its user, with `password` (from the
    /// environment or the keyring; `None` where the server needs none, a local socket with
    /// peer authentication). Brings the schema up to date when the role may do so; refuses,
    /// changing nothing, a library upgraded by a newer gpucase.
    pub async fn connect(
        location: &TeamLocation,
        password: Option<&str>,
        clock: SharedClock,
    ) -> Result<Self, StoreError> {
        let mut options = location.options.clone();
        if let Some(p) = password {
            options = options.password(p);
        }
        let shown = location.to_string();
        // One connection first: its failure is the server's own answer (refused, wrong
        // password, no such database), where a pool would only say it timed out retrying.
        let probe = sqlx::ConnectOptions::connect(&options)
            .await
            .map_err(|source| StoreError::Connect {
                location: shown.clone(),
                source: Box::new(source),
            })?;
        let _ = sqlx::Connection::close(probe).await;
        let pool = PgPoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(15))
            .connect_with(options)
            .await
            .map_err(|source| StoreError::Connect {
                location: shown.clone(),
                source: Box::new(source),
            })?;
        let store = Self {
            pool: Pool::Postgres(pool.clone()),
            path: None,
            team: Some(shown.clone()),
            clock,
        };
        let known: bool = sqlx::query_scalar("SELECT to_regclass('_sqlx_migrations') IS NOT NULL")
            .fetch_one(&pool)
            .await?;
        let applied: Vec<i64> = if known {
            sqlx::query_scalar(
                "SELECT version FROM _sqlx_migrations WHERE success ORDER BY version",
            )
            .fetch_all(&pool)
            .await?
        } else {
            Vec::new()
        };
        if let Some(version) = applied
            .iter()
            .find(|v| !PG_MIGRATOR.iter().any(|m| m.version == **v))
        {
            return Err(StoreError::NewerServer {
                location: shown,
                version: *version,
            });
        }
        let pending = PG_MIGRATOR.iter().any(|m| !applied.contains(&m.version));
        // The migrations create gpucase's roles where the server lacks them: a role that
        // may not is told so before anything is written, rather than after the first
        // migrations with the server's bare "permission denied to create role".
        // (The statement needs the privilege whether or not another library on the server
        // made the roles already.)
        let creates_roles = PG_MIGRATOR
            .iter()
            .filter(|m| !applied.contains(&m.version))
            .any(|m| m.sql.contains("CREATE ROLE"));
        if creates_roles {
            let may_create: bool = sqlx::query_scalar(
                "SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = session_user",
            )
            .fetch_one(&pool)
            .await?;
            if !may_create {
                return Err(StoreError::CannotCreateRoles {
                    location: shown,
                    role: location.user(),
                });
            }
        }
        if pending && let Err(e) = PG_MIGRATOR.run(&pool).await {
            return Err(match e {
                sqlx::migrate::MigrateError::Execute(q) if crate::is_permission_denied(&q) => {
                    StoreError::Denied {
                        role: location.user(),
                        source: Box::new(q),
                    }
                }
                e => StoreError::Migrate(e),
            });
        }
        Ok(store)
    }

    /// The role the store works as: the team library's connection role, or empty locally.
    pub async fn role(&self) -> Result<String, StoreError> {
        match &self.pool {
            Pool::Sqlite(_) => Ok(String::new()),
            Pool::Postgres(pool) => Ok(sqlx::query_scalar("SELECT session_user::text")
                .fetch_one(pool)
                .await?),
        }
    }

    /// `e` as the analyst should read it: a server's refusal for lack of privilege names
    /// the role.
    pub(crate) async fn denied(&self, e: StoreError) -> StoreError {
        match e {
            StoreError::Query(q) if crate::is_permission_denied(&q) => StoreError::Denied {
                role: self.role().await.unwrap_or_default(),
                source: Box::new(q),
            },
            e => e,
        }
    }

    /// What a statement that changes case `case_id` did, as the analyst reads it: no row
    /// changed is "no such case", a server's refusal names the role.
    pub(crate) async fn changed(
        &self,
        done: Result<u64, StoreError>,
        case_id: &str,
    ) -> Result<(), StoreError> {
        match done {
            Ok(0) => Err(StoreError::NotFound {
                case_id: case_id.to_owned(),
                version: None,
            }),
            Ok(_) => Ok(()),
            Err(e) => Err(self.denied(e).await),
        }
    }

    /// The refusal of a save made on `base` of case `case_id`, with the version that is
    /// the latest now.
    pub(crate) async fn stale(&self, case_id: &str, base: Base) -> StoreError {
        let latest = self.load(case_id, None).await.ok().map(|v| Latest {
            version: v.version,
            saved_by: v.saved_by,
            role: v.role,
            saved_at: v.saved_at,
        });
        StoreError::Stale(Box::new(Stale {
            case_id: case_id.to_owned(),
            base,
            latest,
        }))
    }

    /// Approves version `version` of case `case_id`. On a team library the server records
    /// the connection's role as the approver, and only a role granted `gpucase_approver`
    /// may do it; locally `by` is recorded. An approved version stays as it is: versions
    /// are never changed, and one that is approved cannot be purged.
    pub async fn approve(
        &self,
        case_id: &str,
        version: i64,
        by: &str,
    ) -> Result<Approval, StoreError> {
        self.load(case_id, Some(version)).await?;
        let now = self.now();
        let insert = self.sql(
            "INSERT INTO approvals (case_id, version, approved_at, approved_by) \
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
            "INSERT INTO approvals (case_id, version, approved_at) \
             VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        );
        let done: Result<(), StoreError> = on_pool!(&self.pool, |pool| {
            let mut q = sqlx::query(insert).bind(case_id).bind(version).bind(&now);
            if self.dialect() == Dialect::Sqlite {
                q = q.bind(by);
            }
            q.execute(pool).await.map(|_| ()).map_err(StoreError::from)
        });
        if let Err(e) = done {
            return Err(self.denied(e).await);
        }
        self.approvals(case_id)
            .await?
            .into_iter()
            .find(|a| a.version == version)
            .ok_or_else(|| StoreError::NotFound {
                case_id: case_id.to_owned(),
                version: Some(version),
            })
    }

    /// Restricts case `case_id` to the members of the server role `group` (`None`: every
    /// reader of the library). A team library's server enforces it with row-level security:
    /// to everyone else the case does not exist. A local library keeps it only to carry it
    /// along.
    pub async fn restrict(&self, case_id: &str, group: Option<&str>) -> Result<(), StoreError> {
        let sql = "UPDATE cases SET restricted_to = $1 WHERE id = $2";
        let done: Result<u64, StoreError> = on_pool!(&self.pool, |pool| sqlx::query(sql)
            .bind(group)
            .bind(case_id)
            .execute(pool)
            .await
            .map(|d| d.rows_affected())
            .map_err(StoreError::from));
        self.changed(done, case_id).await
    }

    /// The approvals of a case, oldest version first.
    pub async fn approvals(&self, case_id: &str) -> Result<Vec<Approval>, StoreError> {
        let sql = "SELECT case_id, version, approved_by, approved_at FROM approvals \
                   WHERE case_id = $1 ORDER BY version";
        let rows: Vec<ApprovalRow> = on_pool!(&self.pool, |pool| {
            sqlx::query_as(sql).bind(case_id).fetch_all(pool).await?
        });
        Ok(rows.into_iter().map(Approval::from).collect())
    }

    /// Copies case `case_id` with every version (numbers, times, authors and origins as
    /// they were) and its tags from this library into `to`, in one transaction there: a cut
    /// connection leaves `to` without the case, never with part of it. A case `to` already
    /// has is brought up to date when its versions are the first ones of this library's
    /// (the same documents): the newer versions are added. Otherwise it is refused, and
    /// nothing changes. Returns how many versions were added.
    pub async fn copy_case_to(&self, to: &Store, case_id: &str) -> Result<Saved, StoreError> {
        let head = self.load(case_id, None).await?;
        let sql = "SELECT version, saved_at, saved_by, document, sha256, copied_from \
                   FROM case_versions WHERE case_id = $1 ORDER BY version";
        let versions: Vec<CopiedVersion> = on_pool!(&self.pool, |pool| {
            sqlx::query_as(sql).bind(case_id).fetch_all(pool).await?
        });
        let tags = self.tags(case_id).await?;
        let name_sql = "SELECT name FROM cases WHERE id = $1";
        let name: String = on_pool!(&self.pool, |pool| sqlx::query_scalar(name_sql)
            .bind(case_id)
            .fetch_one(pool)
            .await?);
        let description = crate::description_of(&head.document);
        let there: Vec<(i64, String)> = match to.history(case_id).await {
            Ok(h) => h.into_iter().map(|v| (v.version, v.sha256)).collect(),
            Err(StoreError::NotFound { .. }) => Vec::new(),
            Err(e) => return Err(e),
        };
        let diverged = there.len() > versions.len()
            || there
                .iter()
                .zip(&versions)
                .any(|((n, sha), v)| *n != v.version || *sha != v.sha256);
        if diverged {
            return Err(StoreError::Exists(case_id.to_owned()));
        }
        let new: Vec<&CopiedVersion> = versions.iter().skip(there.len()).collect();
        let Some(last) = new.last() else {
            return Ok(Saved {
                case_id: case_id.to_owned(),
                version: head.version,
                created: false,
            });
        };
        let created = there.is_empty();
        let first_saved = versions
            .first()
            .map_or(String::new(), |v| v.saved_at.clone());
        let latest = last.version;
        let updated = last.saved_at.clone();
        let done: Result<(), StoreError> = on_pool!(&to.pool, |pool| {
            async {
                let mut tx = pool.begin_write().await?;
                if created {
                    sqlx::query(
                        "INSERT INTO cases (id, name, created_at, updated_at, current_version, \
                         description) VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .bind(case_id)
                    .bind(&name)
                    .bind(&first_saved)
                    .bind(&updated)
                    .bind(latest)
                    .bind(&description)
                    .execute(&mut *tx)
                    .await?;
                } else {
                    let moved = sqlx::query(
                        "UPDATE cases SET name = $1, updated_at = $2, current_version = $3, \
                         description = $4 WHERE id = $5 AND current_version = $6",
                    )
                    .bind(&name)
                    .bind(&updated)
                    .bind(latest)
                    .bind(&description)
                    .bind(case_id)
                    .bind(i64::try_from(there.len()).unwrap_or(i64::MAX))
                    .execute(&mut *tx)
                    .await?;
                    if moved.rows_affected() == 0 {
                        return Err(StoreError::Exists(case_id.to_owned()));
                    }
                }
                for v in &new {
                    sqlx::query(
                        "INSERT INTO case_versions \
                         (case_id, version, saved_at, saved_by, document, sha256, copied_from) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7)",
                    )
                    .bind(case_id)
                    .bind(v.version)
                    .bind(&v.saved_at)
                    .bind(&v.saved_by)
                    .bind(&v.document)
                    .bind(&v.sha256)
                    .bind(&v.copied_from)
                    .execute(&mut *tx)
                    .await?;
                }
                for tag in &tags {
                    sqlx::query(
                        "INSERT INTO case_tags (case_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                    )
                    .bind(case_id)
                    .bind(tag)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                Ok(())
            }
            .await
        });
        match done {
            Ok(()) => Ok(Saved {
                case_id: case_id.to_owned(),
                version: latest,
                created,
            }),
            Err(StoreError::Query(e)) if crate::is_unique_violation(&e) => {
                Err(StoreError::Exists(case_id.to_owned()))
            }
            Err(e) => Err(to.denied(e).await),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_in_the_url_is_refused_and_never_shown() {
        let e = TeamLocation::parse("postgres://anna:s3cret@db.example:5432/gpucase")
            .unwrap_err()
            .to_string();
        assert!(e.contains("GPUCASE_STORE_PASSWORD"), "{e}");
        assert!(!e.contains("s3cret"), "{e}");
        let e = TeamLocation::parse("postgres://anna@db.example/gpucase?password=s3cret")
            .unwrap_err()
            .to_string();
        assert!(!e.contains("s3cret"), "{e}");
    }

    #[test]
    fn a_url_without_password_is_shown_as_given() {
        let l = TeamLocation::parse("postgres://anna@db.example:5432/gpucase?sslmode=verify-full")
            .unwrap();
        assert_eq!(
            l.to_string(),
            "postgres://anna@db.example:5432/gpucase?sslmode=verify-full"
        );
        assert_eq!(l.user(), "anna");
        assert!(l.verifies_server());
        assert!(TeamLocation::parse("/home/anna/cases.sqlite").is_err());
    }
}
