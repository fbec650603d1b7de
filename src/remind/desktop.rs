//! The desktop notifier: freedesktop notifications on the session bus
//! (notify-rust, pure-Rust D-Bus), with Snooze and Dismiss, and Open where
//! a window can show the event.
//!
//! Open is the notification's default action (a click on it): servers
//! that list actions in a menu (dunst) would show a second "Open" button
//! as a duplicate. A notification snoozed or dismissed is taken down by
//! its id, whichever way the answer came.
//!
//! Each notification's actions are awaited on a thread of their own (the
//! wait blocks until the user acts or the notification closes) and come
//! back as [`ActionEvent`]s on a channel, for the scheduler's loop to apply.

use std::collections::HashMap;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

use super::{escape_markup, Notification, Notifier, NotifyError, Subject};

/// What the user did with a notification.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Remind again later.
    Snooze,
    /// Done with it (also when the notification is closed).
    Dismiss,
    /// Show the occurrence in the window (the Open button, or a click on
    /// the notification itself).
    Open,
}

/// An action on the reminder `subject`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionEvent {
    pub subject: Subject,
    pub action: Action,
}

/// Shows reminders through the session's notification server.
pub struct DesktopNotifier {
    actions: Sender<ActionEvent>,
    offer_open: bool,
    /// The server's id of each notification still up, by what it is about.
    up: Arc<Mutex<HashMap<Subject, u32>>>,
}

impl DesktopNotifier {
    /// A notifier whose users' actions arrive on `actions`.
    pub fn new(actions: Sender<ActionEvent>) -> DesktopNotifier {
        DesktopNotifier {
            actions,
            offer_open: false,
            up: Arc::default(),
        }
    }

    /// Also offers Open: only where a window will act on it.
    pub fn offering_open(mut self) -> DesktopNotifier {
        self.offer_open = true;
        self
    }
}

impl Notifier for DesktopNotifier {
    fn notify(&mut self, n: &Notification) -> Result<(), NotifyError> {
        let mut note = notify_rust::Notification::new();
        note.appname("Kairos")
            .summary(&escape_markup(&n.summary))
            .body(&escape_markup(&n.body))
            .icon("x-office-calendar")
            // A reminder stays until the user acts on it.
            .timeout(notify_rust::Timeout::Never);
        if n.subject.is_some() {
            if self.offer_open {
                // "default" is a click on the notification body; its label
                // is what menus (dunst's) list.
                note.action("default", &crate::fl!("reminder-action-open"));
            }
            note.action("snooze", &crate::fl!("reminder-action-snooze"))
                .action("dismiss", &crate::fl!("reminder-action-dismiss"));
        }
        let handle = note.show().map_err(|e| NotifyError(e.to_string()))?;
        if let Some(subject) = n.subject.clone() {
            let actions = self.actions.clone();
            if let Ok(mut up) = self.up.lock() {
                up.insert(subject.clone(), handle.id());
            }
            std::thread::Builder::new()
                .name("kairos-notification".into())
                .spawn(move || {
                    handle.wait_for_action(|action| {
                        let action = match action {
                            "snooze" => Action::Snooze,
                            "dismiss" | "__closed" => Action::Dismiss,
                            "default" => Action::Open,
                            _ => return,
                        };
                        // The loop may have stopped; then nobody needs it.
                        let _ = actions.send(ActionEvent { subject, action });
                    });
                })
                .map_err(|e| {
                    NotifyError(format!("cannot wait for the notification's actions: {e}"))
                })?;
        }
        Ok(())
    }

    fn withdraw(&mut self, subject: &Subject) {
        let id = self.up.lock().ok().and_then(|mut up| up.remove(subject));
        if let Some(id) = id {
            // Already gone (the user closed it) is fine: nothing to do.
            if let Err(e) = close_notification(id) {
                log::debug!("notification {id} not taken down: {e}");
            }
        }
    }
}

/// Asks the notification server to take notification `id` down.
fn close_notification(id: u32) -> Result<(), zbus::Error> {
    zbus::block_on(async {
        let bus = zbus::Connection::session().await?;
        bus.call_method(
            Some("org.freedesktop.Notifications"),
            "/org/freedesktop/Notifications",
            Some("org.freedesktop.Notifications"),
            "CloseNotification",
            &(id,),
        )
        .await?;
        Ok(())
    })
}
