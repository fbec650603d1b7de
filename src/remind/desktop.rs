//! The desktop notifier: freedesktop notifications on the session bus
//! (notify-rust, pure-Rust D-Bus), with Snooze and Dismiss.
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
}

impl DesktopNotifier {
    /// A notifier whose users' actions arrive on `actions`.
    pub fn new(actions: Sender<ActionEvent>) -> DesktopNotifier {
        DesktopNotifier { actions }
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
