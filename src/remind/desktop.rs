//! The desktop notifier: freedesktop notifications on the session bus
//! (notify-rust, pure-Rust D-Bus), with Snooze and Dismiss, and Open where
//! a window can show the event.
//!
//! Each notification's actions are awaited on a thread of their own (the
//! wait blocks until the user acts or the notification closes) and come
//! back as [`ActionEvent`]s on a channel, for the scheduler's loop to apply.

use std::sync::mpsc::Sender;

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
}

impl DesktopNotifier {
    /// A notifier whose users' actions arrive on `actions`.
    pub fn new(actions: Sender<ActionEvent>) -> DesktopNotifier {
        DesktopNotifier {
            actions,
            offer_open: false,
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
                // "default" is a click on the notification body.
                note.action("default", "Open").action("open", "Open");
            }
            note.action("snooze", "Snooze").action("dismiss", "Dismiss");
        }
        let handle = note.show().map_err(|e| NotifyError(e.to_string()))?;
        if let Some(subject) = n.subject.clone() {
            let actions = self.actions.clone();
            std::thread::Builder::new()
                .name("kairos-notification".into())
                .spawn(move || {
                    handle.wait_for_action(|action| {
                        let action = match action {
                            "snooze" => Action::Snooze,
                            "dismiss" | "__closed" => Action::Dismiss,
                            "open" | "default" => Action::Open,
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
}
