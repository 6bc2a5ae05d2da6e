//! Files no output may be written over: the case store this process has open (with the
//! `-wal` and `-shm` files SQLite keeps beside it) and the inputs the running command reads.
//!
//! Renaming a report over an open store leaves the connection writing into an unlinked
//! file and the next open finds a PDF beside a stale journal ("file is not a database"),
//! so [`crate::write_file_atomically`], the one way the application writes a file, asks
//! [`check_output`] first. [`Library::open`](crate::Library::open) registers its store;
//! a host registers the files a command reads with [`protect_input`] (the CLI does, for
//! the one command its process runs), and the outputs it has written with
//! [`protect_output`], so that two outputs of one command cannot land in one file.
//!
//! A path is the same file as a protected one when both resolve to the same canonical
//! path (symbolic links followed; for a file not there yet, its canonical folder and its
//! name) or, on Unix, when both exist with the same device and inode (a hard link).

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use gpucase_core::problem::Problem;

use crate::AppError;

/// What a protected file is, for the message that refuses writing over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Store,
    Input,
    Output,
}

#[derive(Debug, Clone)]
struct Protected {
    /// The path as registered.
    given: PathBuf,
    /// Its resolved form, when it could be resolved.
    resolved: Option<PathBuf>,
    role: Role,
}

static PROTECTED: Mutex<Vec<Protected>> = Mutex::new(Vec::new());

fn register(path: &Path, role: Role) {
    let entry = Protected {
        given: path.to_owned(),
        resolved: resolve(path),
        role,
    };
    let mut all = PROTECTED.lock().unwrap_or_else(PoisonError::into_inner);
    if !all
        .iter()
        .any(|p| p.given == entry.given && p.role == entry.role)
    {
        all.push(entry);
    }
}

/// Registers the store at `path`, with its `-wal` and `-shm` files, as a file no output
/// may replace while this process runs.
pub fn protect_store(path: &Path) {
    register(path, Role::Store);
    for journal in journals(path) {
        register(&journal, Role::Store);
    }
    // SQLite follows a symbolic link to the database and keeps its journals beside the
    // target: protect those names too.
    if let Ok(target) = path.canonicalize() {
        for journal in journals(&target) {
            register(&journal, Role::Store);
        }
    }
}

/// Registers a file the running command reads, so that its output cannot replace it.
pub fn protect_input(path: &Path) {
    register(path, Role::Input);
}

/// Registers a file the running command has written, so that a second output of the same
/// command (a workbook beside a scenario file) cannot replace it.
pub fn protect_output(path: &Path) {
    register(path, Role::Output);
}

fn journals(path: &Path) -> [PathBuf; 2] {
    ["-wal", "-shm"].map(|suffix| {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        PathBuf::from(name)
    })
}

/// The canonical form of `path`: the file's own when it exists, else its folder's joined
/// with its name; `None` when neither resolves.
fn resolve(path: &Path) -> Option<PathBuf> {
    if let Ok(full) = path.canonicalize() {
        return Some(full);
    }
    let name = path.file_name()?;
    let parent = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    parent.canonicalize().ok().map(|dir| dir.join(name))
}

#[cfg(unix)]
fn same_inode(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_inode(_: &Path, _: &Path) -> bool {
    false
}

/// Refuses `path` as an output when it is a protected file: the open store, its journals,
/// or an input of the running command.
pub fn check_output(path: &Path) -> Result<(), AppError> {
    let target = resolve(path);
    let all = PROTECTED.lock().unwrap_or_else(PoisonError::into_inner);
    let hit = all.iter().find(|p| {
        let now = resolve(&p.given);
        p.given == path
            || [&p.resolved, &now]
                .into_iter()
                .flatten()
                .any(|r| target.as_ref() == Some(r))
            || same_inode(&p.given, path)
    });
    match hit.map(|p| p.role) {
        None => Ok(()),
        Some(Role::Store) => Err(AppError::Refused(Problem::OutputIsStore {
            path: path.display().to_string(),
        })),
        Some(Role::Input) => Err(AppError::Refused(Problem::OutputIsInput {
            path: path.display().to_string(),
        })),
        Some(Role::Output) => Err(AppError::Refused(Problem::OutputWrittenTwice {
            path: path.display().to_string(),
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_output_over_a_protected_file_is_refused_by_any_name() {
        let dir = tempfile::tempdir().unwrap();
        let store = dir.path().join("store.sqlite");
        std::fs::write(&store, b"SQLite format 3\0").unwrap();
        let input = dir.path().join("case.gpucase");
        std::fs::write(&input, b"{}").unwrap();
        protect_store(&store);
        protect_input(&input);

        let refused = |p: &Path| match check_output(p) {
            Err(AppError::Refused(problem)) => problem.id(),
            other => panic!("{}: expected a refusal, got {other:?}", p.display()),
        };
        assert_eq!(refused(&store), "problem-output-is-store");
        assert_eq!(
            refused(&dir.path().join("store.sqlite-wal")),
            "problem-output-is-store"
        );
        assert_eq!(refused(&input), "problem-output-is-input");

        let sub = dir.path().join("sub");
        std::fs::create_dir(&sub).unwrap();
        assert_eq!(
            refused(&sub.join("../store.sqlite")),
            "problem-output-is-store"
        );
        assert_eq!(
            refused(&sub.join("../store.sqlite-shm")),
            "problem-output-is-store"
        );
        #[cfg(unix)]
        {
            let link = dir.path().join("link.pdf");
            std::os::unix::fs::symlink(&store, &link).unwrap();
            assert_eq!(refused(&link), "problem-output-is-store");
            let hard = dir.path().join("hard.pdf");
            std::fs::hard_link(&input, &hard).unwrap();
            assert_eq!(refused(&hard), "problem-output-is-input");
        }
        assert!(check_output(&dir.path().join("report.pdf")).is_ok());
        assert!(check_output(&dir.path().join("store.sqlite.pdf")).is_ok());
    }
}
