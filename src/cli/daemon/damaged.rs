//! The daemon on a damaged file: it says so once on the desktop, delivers
//! nothing (a reminder shown from a file that cannot record it would be
//! shown again after the restore), and waits until the file is restored or
//! a full check finds it sound again.

use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use crate::fl;
use crate::remind::{DesktopNotifier, Notification, Notifier};
use crate::store::backup;
use crate::store::health::Health;

/// How often the record is read again while waiting (a small file).
const LOOK_EVERY: Duration = Duration::from_secs(2);

/// Waits until `db`'s record no longer says it is damaged (a restore, or
/// `kairos check`, wrote it); `false` when told to stop first. Tells the
/// desktop once, retrying while no notification server answers.
pub(super) fn wait_for_repair(db: &Path, stop: &Receiver<()>) -> bool {
    loop {
        match Health::read(db) {
            Some(health) if health.is_damaged() => {
                if !health.told {
                    tell(db, health);
                }
            }
            _ => return true,
        }
        match stop.recv_timeout(LOOK_EVERY) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return false,
        }
    }
}

/// One notification that the file is damaged and where its backup is; the
/// record remembers it was shown.
fn tell(db: &Path, health: Health) {
    let path = db.display().to_string();
    let problem = health.problem().unwrap_or_default().to_owned();
    let body = match backup::latest(db) {
        Some(b) => {
            let backup = b.path.display().to_string();
            fl!(
                "remind-damaged-body",
                path = path,
                problem = problem,
                backup = backup
            )
        }
        None => fl!(
            "remind-damaged-body-no-backup",
            path = path,
            problem = problem
        ),
    };
    let shown = DesktopNotifier::for_notices().notify(&Notification {
        summary: fl!("remind-damaged-summary"),
        body,
        subject: None,
    });
    match shown {
        Ok(()) => {
            log::info!("told the desktop that {} is damaged", db.display());
            // Unless a restore (or a check) wrote a new record meanwhile.
            if Health::read(db).as_ref() != Some(&health) {
                return;
            }
            let told = Health {
                told: true,
                ..health
            };
            if let Err(e) = told.write(db) {
                log::error!("{e}");
            }
        }
        Err(e) => log::error!("cannot show that the file is damaged (will retry): {e}"),
    }
}
