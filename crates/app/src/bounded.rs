//! Reading a whole file the user named, bounded by the bytes actually read: the size a file
//! reports is no bound (`/dev/zero` reports 0 and never ends; a FIFO blocks its reader until
//! a writer comes). Only regular files are read; reading stops one byte past the limit.

use std::io::Read;
use std::path::Path;

/// Why a file was not read.
#[derive(Debug)]
pub(crate) enum Refusal {
    /// It could not be opened or read.
    Io(std::io::Error),
    /// It is a device, a FIFO, a socket or a directory, not a file.
    NotAFile,
    /// It holds more than the limit: `size` bytes, or at least that many read.
    TooLarge { size: u64 },
}

/// The bytes of the regular file at `path`, at most `limit` of them.
pub(crate) fn read(path: &Path, limit: u64) -> Result<Vec<u8>, Refusal> {
    // Checked before opening: opening a FIFO blocks until something writes to it.
    let meta = std::fs::metadata(path).map_err(Refusal::Io)?;
    if !meta.is_file() {
        return Err(Refusal::NotAFile);
    }
    if meta.len() > limit {
        return Err(Refusal::TooLarge { size: meta.len() });
    }
    let file = std::fs::File::open(path).map_err(Refusal::Io)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Refusal::Io)?;
    let read = bytes.len() as u64;
    if read > limit {
        return Err(Refusal::TooLarge { size: read });
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_and_a_fifo_are_refused_without_reading() {
        assert!(matches!(
            read(Path::new("/dev/zero"), 1024),
            Err(Refusal::NotAFile)
        ));
        let dir = tempfile::tempdir().expect("a temporary directory");
        assert!(matches!(read(dir.path(), 1024), Err(Refusal::NotAFile)));
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        // Opening it would block for ever; it is refused before.
        assert!(matches!(read(&fifo, 1024), Err(Refusal::NotAFile)));
    }

    #[test]
    fn a_file_is_read_up_to_its_limit() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("f");
        std::fs::write(&path, b"12345").expect("written");
        assert_eq!(read(&path, 5).expect("read"), b"12345");
        assert!(matches!(read(&path, 4), Err(Refusal::TooLarge { size: 5 })));
    }
}
