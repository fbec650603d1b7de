//! The running process inside the window: [`crate::service::serve`] on a
//! thread of its own, started by a subscription so it lives exactly as long
//! as the window. It delivers only while it holds the notifier lock (a
//! running `kairos daemon` keeps delivering and this one stands by), and
//! turns a notification's Open into a message for the window.

use chrono_tz::Tz;
use iced::Subscription;
use std::path::PathBuf;

use super::background::thread_stream;
use crate::model::OccurrenceRef;
use crate::service::{serve, Host, ServiceError};
use crate::sync::background::Progress;

/// Which database the scheduler serves, for whom.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Service {
    db: PathBuf,
    viewer: Tz,
}

impl Service {
    pub fn new(db: PathBuf, viewer: Tz) -> Service {
        Service { db, viewer }
    }
}

/// What the service tells the window.
#[derive(Debug, Clone)]
pub enum Heard {
    /// The user asked (on a notification) to open this occurrence.
    Open(OccurrenceRef),
    /// A background sync pass started or ended.
    Sync(Progress),
    /// A check found the file damaged: the service stopped (nothing is
    /// delivered, synced or written from it), and the banner says so.
    Damaged,
}

/// The running scheduler (and background sync); yields what the window
/// must act on.
pub fn subscription(service: &Service) -> Subscription<Heard> {
    Subscription::run_with(service.clone(), |service| {
        let service = service.clone();
        thread_stream("kairos-reminders", move |found| {
            let (waker, wake) = std::sync::mpsc::channel();
            let open = |subject: OccurrenceRef| {
                found(Heard::Open(subject));
            };
            let synced = |p: Progress| {
                found(Heard::Sync(p));
            };
            let host = Host {
                wake,
                waker,
                open: Some(&open),
                synced: Some(&synced),
            };
            match serve(&service.db, service.viewer, host) {
                Ok(()) => {}
                Err(ServiceError::Damaged { .. }) => {
                    found(Heard::Damaged);
                }
                Err(e) => eprintln!("kairos: reminders stopped: {e}"),
            }
        })
    })
}
