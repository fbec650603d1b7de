//! Owner-only files and directories.
//!
//! A calendar says who a person sees, where and when: nobody else on the
//! machine should read it. Everything Kairos creates beside its database or
//! its logs — directories, the database (SQLite gives its WAL and shared
//! memory files the database's own mode), locks, the window's socket, logs,
//! exports — is made owner-only here, with the mode set after creation so
//! that no umask widens (or narrows) it.
//!
//! Files that already exist are the user's, except Kairos's own: an
//! existing database, its WAL/SHM, or a log that others can read are
//! tightened, and the caller is told once (the next open finds them
//! private), so that it can say so.
//!
//! ```
//! use std::os::unix::fs::PermissionsExt;
//!
//! let dir = tempfile::tempdir().unwrap();
//! let data = dir.path().join("kairos");
//! kairos::private::create_dir(&data).unwrap();
//! let mode = std::fs::metadata(&data).unwrap().permissions().mode() & 0o777;
//! assert_eq!(mode, 0o700);
//! ```

use std::fmt;
use std::fs::{File, OpenOptions, Permissions};
use std::io;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The mode of every directory Kairos creates.
pub const DIR_MODE: u32 = 0o700;
/// The mode of every file Kairos creates.
pub const FILE_MODE: u32 = 0o600;

/// A file or directory others could read, made owner-only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tightened {
    /// What was tightened.
    pub path: PathBuf,
    /// Its permission bits before (e.g. `0o644`).
    pub was: u32,
    /// Its permission bits now (`0o600` or `0o700`).
    pub now: u32,
}

impl fmt::Display for Tightened {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} could be read by other users (mode {:04o}); made it owner-only ({:04o})",
            self.path.display(),
            self.was,
            self.now
        )
    }
}

/// Creates `dir` (and any missing parents) owner-only. Only what this call
/// creates gets the mode: an existing directory is left as it is, since
/// `--db /somewhere/shared/kairos.db` names a folder that is the user's.
pub fn create_dir(dir: &Path) -> io::Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_dir(parent)?;
    }
    match std::fs::create_dir(dir) {
        Ok(()) => std::fs::set_permissions(dir, Permissions::from_mode(DIR_MODE)),
        // Another process made it first: it is as good as ours.
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists && dir.is_dir() => Ok(()),
        Err(e) => Err(e),
    }
}

/// Creates `dir` owner-only, or tightens it if it exists and others can
/// enter it: for Kairos's own directories (the default data and state
/// directories), never for one the user named.
pub fn own_dir(dir: &Path) -> io::Result<Option<Tightened>> {
    if dir.is_dir() {
        tighten(dir, DIR_MODE)
    } else {
        create_dir(dir).map(|()| None)
    }
}

/// Creates `path` as an empty owner-only file if it does not exist; an
/// existing one is left to [`tighten_file`].
pub fn create_file(path: &Path) -> io::Result<()> {
    match OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(FILE_MODE)
        .open(path)
    {
        Ok(file) => file.set_permissions(Permissions::from_mode(FILE_MODE)),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// Opens `path` for appending (a log), creating it owner-only; an existing
/// one others can read is tightened and returned as such.
pub fn append(path: &Path) -> io::Result<(File, Option<Tightened>)> {
    create_file(path)?;
    let file = OpenOptions::new().append(true).open(path)?;
    let tightened = tighten_file(path)?;
    Ok((file, tightened))
}

/// Opens `path` read-write, creating it owner-only (a lock file).
pub fn open_rw(path: &Path) -> io::Result<File> {
    create_file(path)?;
    OpenOptions::new().write(true).open(path)
}

/// Writes `text` to a new owner-only file `path` (replacing any file there).
pub fn write_new(path: &Path, text: &[u8]) -> io::Result<()> {
    match std::fs::remove_file(path) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(FILE_MODE)
        .open(path)?;
    file.set_permissions(Permissions::from_mode(FILE_MODE))?;
    io::Write::write_all(&mut file, text)?;
    file.sync_all()
}

/// Syncs a folder, so that a rename in it survives a power cut (best
/// effort: the rename itself has happened either way).
pub fn sync_dir(dir: &Path) {
    if let Ok(folder) = File::open(dir) {
        let _ = folder.sync_all();
    }
}

/// Makes an existing file of Kairos's owner-only if others can read or
/// write it. A missing file is not an error (nothing to tighten).
pub fn tighten_file(path: &Path) -> io::Result<Option<Tightened>> {
    tighten(path, FILE_MODE)
}

/// Sets owner-only permissions (`mode`) on `path` when its group or others
/// have any; what the owner has is kept.
fn tighten(path: &Path, mode: u32) -> io::Result<Option<Tightened>> {
    let was = match std::fs::metadata(path) {
        Ok(meta) => meta.permissions().mode() & 0o7777,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    if was & 0o077 == 0 {
        return Ok(None);
    }
    std::fs::set_permissions(path, Permissions::from_mode(mode))?;
    Ok(Some(Tightened {
        path: path.to_owned(),
        was,
        now: mode,
    }))
}

/// Whether the process on the other end of a Unix socket runs as this
/// process's user. The window's socket acts only for its own user: its
/// directory and mode already keep others out, and this holds even where
/// they do not (a database in a shared folder).
pub fn same_user(stream: &std::os::unix::net::UnixStream) -> io::Result<PeerUser> {
    let peer = rustix::net::sockopt::socket_peercred(stream)?;
    let own = rustix::process::getuid();
    Ok(if peer.uid == own {
        PeerUser::Same
    } else {
        PeerUser::Other(peer.uid.as_raw())
    })
}

/// Who is on the other end of a socket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeerUser {
    /// This process's user.
    Same,
    /// Another user, with this uid.
    Other(u32),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn created_dirs_and_files_are_owner_only() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a/b");
        create_dir(&dir).unwrap();
        assert_eq!(mode(&tmp.path().join("a")), 0o700);
        assert_eq!(mode(&dir), 0o700);
        let file = dir.join("f");
        create_file(&file).unwrap();
        assert_eq!(mode(&file), 0o600);
        write_new(&dir.join("g"), b"x").unwrap();
        assert_eq!(mode(&dir.join("g")), 0o600);
    }

    #[test]
    fn an_existing_dir_is_left_unless_it_is_our_own() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("shared");
        std::fs::create_dir(&dir).unwrap();
        std::fs::set_permissions(&dir, Permissions::from_mode(0o755)).unwrap();
        create_dir(&dir).unwrap();
        assert_eq!(mode(&dir), 0o755);
        let t = own_dir(&dir).unwrap().unwrap();
        assert_eq!((t.was, t.now), (0o755, 0o700));
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(own_dir(&dir).unwrap(), None, "said once");
    }

    #[test]
    fn a_readable_file_is_tightened_once() {
        let tmp = tempfile::tempdir().unwrap();
        let file = tmp.path().join("kairos.db");
        std::fs::write(&file, b"").unwrap();
        std::fs::set_permissions(&file, Permissions::from_mode(0o644)).unwrap();
        let t = tighten_file(&file).unwrap().unwrap();
        assert_eq!(mode(&file), 0o600);
        assert!(t.to_string().contains("(mode 0644)"), "{t}");
        assert_eq!(tighten_file(&file).unwrap(), None);
        assert_eq!(tighten_file(&tmp.path().join("none")).unwrap(), None);
    }
}
