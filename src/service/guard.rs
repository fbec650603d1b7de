//! The file's guard: in the process that delivers reminders, a thread that
//! checks the database (`PRAGMA quick_check`) when delivery begins and once
//! a day, and after each good check makes the daily backup when one is
//! due. Off the loop's thread, so neither the window's first frame nor a
//! reminder waits for a check of a large file.

use chrono::{DateTime, Duration, Utc};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError};

use crate::store::backup;
use crate::store::health::{self, Depth, Health, CHECK_EVERY};

/// The longest the guard sleeps before it looks at the wall clock again: a
/// suspended laptop's day passes without the monotonic clock counting it.
const MOST_ASLEEP: Duration = Duration::hours(1);

/// Runs the guard on `db` until `stop` is dropped (or sends). Each check's
/// record is handed to `found`, which says whether anyone still listens.
pub(super) fn start(
    db: PathBuf,
    found: impl Fn(Health) -> bool + Send + 'static,
    stop: Receiver<()>,
) -> std::io::Result<std::thread::JoinHandle<()>> {
    std::thread::Builder::new()
        .name("kairos-guard".into())
        .spawn(move || loop {
            let checked = guard_once(&db, Utc::now());
            let next = match checked {
                Some(health) => {
                    let next = health.checked + CHECK_EVERY;
                    if !found(health) {
                        return;
                    }
                    next
                }
                // The check could not run (the file locked or gone for a
                // moment): try again within the hour.
                None => Utc::now() + MOST_ASLEEP,
            };
            if !sleep_until(&stop, next) {
                return;
            }
        })
}

/// One check (and, when it is sound, the daily backup if due); `None` when
/// the check itself could not run.
pub(super) fn guard_once(db: &std::path::Path, now: DateTime<Utc>) -> Option<Health> {
    let health = match health::check_and_record(db, Depth::Quick, now) {
        Ok(health) => health,
        Err(e) => {
            log::error!("cannot check {}: {e}", db.display());
            return None;
        }
    };
    match health.problem() {
        Some(problem) => log::error!("{} is damaged: {problem}", db.display()),
        None => match backup::daily(db, now) {
            Ok(Some(made)) => log::info!("backed up to {}", made.path.display()),
            Ok(None) => {}
            Err(e) => log::error!("{e}"),
        },
    }
    Some(health)
}

/// Sleeps until `until` by the wall clock; `false` when told to stop.
fn sleep_until(stop: &Receiver<()>, until: DateTime<Utc>) -> bool {
    loop {
        let left = until - Utc::now();
        if left <= Duration::zero() {
            return true;
        }
        let nap = left.min(MOST_ASLEEP).to_std().unwrap_or_default();
        match stop.recv_timeout(nap) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return false,
        }
    }
}
