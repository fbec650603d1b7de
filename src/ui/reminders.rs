//! The reminder scheduler inside the window: [`crate::remind::serve`] on a
//! thread of its own, started by a subscription so it lives exactly as long
//! as the window. It delivers only while it holds the notifier lock (a
//! running `kairos daemon` keeps delivering and this one stands by), and
//! turns a notification's Open into a message for the window.

use chrono_tz::Tz;
use iced::futures::{SinkExt, StreamExt};
use iced::Subscription;
use std::path::PathBuf;

use crate::remind::{serve, Host, Subject};

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

/// The running scheduler; yields the occurrences the user asked to open.
pub fn subscription(service: &Service) -> Subscription<Subject> {
    Subscription::run_with(service.clone(), |service| {
        let service = service.clone();
        iced::stream::channel(16, async move |mut output| {
            let (opened, mut opens) = iced::futures::channel::mpsc::unbounded::<Subject>();
            let (waker, wake) = std::sync::mpsc::channel();
            let spawned = std::thread::Builder::new()
                .name("kairos-reminders".into())
                .spawn(move || {
                    let open = move |subject: Subject| {
                        let _ = opened.unbounded_send(subject);
                    };
                    let host = Host {
                        wake,
                        waker,
                        open: Some(&open),
                    };
                    if let Err(e) = serve(&service.db, service.viewer, host) {
                        eprintln!("kairos: reminders stopped: {e}");
                    }
                });
            if let Err(e) = spawned {
                eprintln!("kairos: cannot start the reminder scheduler: {e}");
                return;
            }
            while let Some(subject) = opens.next().await {
                if output.send(subject).await.is_err() {
                    break;
                }
            }
        })
    })
}
