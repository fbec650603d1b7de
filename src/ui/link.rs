//! The window's end of [`crate::instance`]: a thread accepting requests on
//! the socket next to the database, as a subscription that yields what to
//! open. A second window on the same file does not listen (the first one
//! answers).

use iced::Subscription;
use std::path::Path;

use super::background::thread_stream;
use crate::instance::{LinkError, Listener};
use crate::model::OccurrenceRef;

/// Occurrences other processes asked this window to show.
pub fn subscription(db: &Path) -> Subscription<OccurrenceRef> {
    Subscription::run_with(db.to_path_buf(), |db| {
        let db = db.clone();
        thread_stream("kairos-link", move |found| {
            let listener = match Listener::bind(&db) {
                Ok(Some(listener)) => listener,
                // Another window on this file answers.
                Ok(None) => return,
                Err(e) => {
                    eprintln!("kairos: other programs cannot reach this window: {e}");
                    return;
                }
            };
            loop {
                match listener.next() {
                    Ok(what) => {
                        if !found(what) {
                            break;
                        }
                    }
                    Err(e @ (LinkError::BadRequest(_) | LinkError::OtherUser(_))) => {
                        eprintln!("kairos: {e}")
                    }
                    Err(e) => {
                        // The socket itself failing: say so, and do not
                        // spin on it.
                        eprintln!("kairos: {e}");
                        std::thread::sleep(std::time::Duration::from_millis(500));
                    }
                }
            }
        })
    })
}
