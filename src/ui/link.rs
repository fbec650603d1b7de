//! The window's end of [`crate::instance`]: a thread accepting requests on
//! the socket next to the database, as a subscription that yields what to
//! open. A second window on the same file does not listen (the first one
//! answers).

use iced::futures::{SinkExt, StreamExt};
use iced::Subscription;
use std::path::Path;

use super::OccurrenceKey;
use crate::instance::{LinkError, Listener};

/// Occurrences other processes asked this window to show.
pub fn subscription(db: &Path) -> Subscription<OccurrenceKey> {
    Subscription::run_with(db.to_path_buf(), |db| {
        let db = db.clone();
        iced::stream::channel(16, async move |mut output| {
            let listener = match Listener::bind(&db) {
                Ok(Some(listener)) => listener,
                // Another window on this file answers.
                Ok(None) => return,
                Err(e) => {
                    eprintln!("kairos: other programs cannot reach this window: {e}");
                    return;
                }
            };
            let (found, mut requests) = iced::futures::channel::mpsc::unbounded();
            let spawned = std::thread::Builder::new()
                .name("kairos-link".into())
                .spawn(move || loop {
                    match listener.next() {
                        Ok((uid, recurrence_id)) => {
                            let key = OccurrenceKey { uid, recurrence_id };
                            if found.unbounded_send(key).is_err() {
                                break;
                            }
                        }
                        Err(e @ LinkError::BadRequest(_)) => eprintln!("kairos: {e}"),
                        Err(e) => {
                            // The socket itself failing: say so, and do
                            // not spin on it.
                            eprintln!("kairos: {e}");
                            std::thread::sleep(std::time::Duration::from_millis(500));
                        }
                    }
                });
            if let Err(e) = spawned {
                eprintln!("kairos: cannot listen for other programs: {e}");
                return;
            }
            while let Some(key) = requests.next().await {
                if output.send(key).await.is_err() {
                    break;
                }
            }
        })
    })
}
