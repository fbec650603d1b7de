//! The database file watched: another process's edit (the CLI, a sync in
//! another process, a second window) wakes the loop at once.

use std::path::Path;
use std::sync::mpsc::Sender;
use std::sync::Mutex;

use super::{ServiceError, Wake};

/// Wakes the loop when the database file or its WAL changes.
pub(super) fn watch(
    db: &Path,
    tx: Sender<Wake>,
) -> Result<notify::RecommendedWatcher, ServiceError> {
    use notify::Watcher;
    let dir = db
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_owned();
    let name = db.file_name().map(|n| n.to_owned()).unwrap_or_default();
    let tx = Mutex::new(tx);
    let failed = |e: notify::Error| ServiceError::Watch {
        path: dir.clone(),
        reason: e.to_string(),
    };
    let mut watcher = notify::recommended_watcher(move |res: notify::Result<notify::Event>| {
        let Ok(event) = res else { return };
        // The file, its WAL (where other processes' commits land) and its
        // health record; not files that merely share its name's start (a
        // log written beside it would wake the loop with every line).
        let ours = event.paths.iter().any(|p| {
            p.file_name().is_some_and(|f| {
                let (f, name) = (f.to_string_lossy(), name.to_string_lossy());
                f.strip_prefix(&*name)
                    .is_some_and(|rest| matches!(rest, "" | "-wal" | ".health"))
            })
        });
        if ours && event.kind.is_modify() {
            if let Ok(tx) = tx.lock() {
                let _ = tx.send(Wake::Changed);
            }
        }
    })
    .map_err(failed)?;
    watcher
        .watch(&dir, notify::RecursiveMode::NonRecursive)
        .map_err(failed)?;
    Ok(watcher)
}
