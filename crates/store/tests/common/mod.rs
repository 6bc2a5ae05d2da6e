//! Stores on both engines for the store's tests: a fresh SQLite file, or a fresh database
//! on one PostgreSQL cluster shared by the test binary (Debian's server, started here as an
//! unprivileged cluster in a temporary directory and stopped by its PID).

#![allow(dead_code)]

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use gpucase_store::testing::{ADMIN, ADMIN_PASSWORD, PgCluster};
use gpucase_store::{Store, TeamLocation};

/// Every test saves at one instant, so that what a store stamps can be asserted.
pub const NOW: &str = "2026-12-01T09:30:00Z";

pub fn clock() -> gpucase_clock::SharedClock {
    gpucase_clock::FixedClock::at(NOW)
}

static CLUSTER: OnceLock<PgCluster> = OnceLock::new();
static DATABASES: AtomicU32 = AtomicU32::new(0);

/// The test binary's cluster, started on first use.
pub fn cluster() -> &'static PgCluster {
    CLUSTER.get_or_init(|| PgCluster::start().unwrap_or_else(|e| panic!("{e}")))
}

/// A store and what keeps it alive (its file's directory).
pub struct Lib {
    pub store: Store,
    pub dir: Option<tempfile::TempDir>,
    /// The PostgreSQL database, where it is one.
    pub database: Option<String>,
}

impl std::ops::Deref for Lib {
    type Target = Store;
    fn deref(&self) -> &Store {
        &self.store
    }
}

/// A fresh local library in a temporary file.
pub async fn sqlite() -> Lib {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("cases.sqlite"), clock())
        .await
        .unwrap();
    Lib {
        store,
        dir: Some(dir),
        database: None,
    }
}

/// A fresh, empty database on the cluster, its name.
pub fn new_database() -> String {
    let db = format!(
        "t{}_{}",
        std::process::id(),
        DATABASES.fetch_add(1, Ordering::SeqCst)
    );
    cluster().create_database(&db).unwrap();
    db
}

/// The location of `database` for `user`.
pub fn location(user: &str, database: &str) -> TeamLocation {
    TeamLocation::parse(&cluster().url(user, database)).unwrap()
}

/// A fresh team library, opened by the cluster's superuser (who applies the migrations).
pub async fn postgres() -> Lib {
    let db = new_database();
    let store = Store::connect(&location(ADMIN, &db), Some(ADMIN_PASSWORD), clock())
        .await
        .unwrap();
    Lib {
        store,
        dir: None,
        database: Some(db),
    }
}

/// Runs each named `async fn(Lib)` once on a local library and once on a team library.
#[macro_export]
macro_rules! on_both_engines {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test]
                async fn sqlite() {
                    super::$name(super::common::sqlite().await).await;
                }
                #[tokio::test]
                async fn postgres() {
                    super::$name(super::common::postgres().await).await;
                }
            }
        )*
    };
}
