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
//! back as [`ActionEvent`]s through the callback the notifier was made
//! with ([`OnAction`]), for the service's loop to apply.
//!
//! A new meeting invitation is shown the same way with Accept and Decline
//! ([`InvitationAction`]s through a callback of their own); closing it
//! answers nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::{
    escape_markup, InvitationNotice, Invited, Notification, Notifier, NotifyError, Subject,
};

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

/// What the user answered from an invitation's notification.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvitationAnswer {
    Accept,
    Decline,
    /// Show it in the window (a click on the notification).
    Open,
}

/// An answer to the invitation `invited`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvitationAction {
    pub invited: Invited,
    pub answer: InvitationAnswer,
}

/// An invitation's notification, as it is taken down: by its uid and the
/// occurrence invited on its own (its next occurrence does not matter).
type InvitationKey = (String, Option<crate::model::RecurrenceId>);

fn invitation_key(invited: &Invited) -> InvitationKey {
    (invited.uid.clone(), invited.occurrence)
}

/// Told of each action a user takes on a reminder's notification (from
/// the thread that waited for it).
pub type OnAction = Arc<dyn Fn(ActionEvent) + Send + Sync>;

/// Told of each answer given from an invitation's notification.
pub type OnAnswer = Arc<dyn Fn(InvitationAction) + Send + Sync>;

/// Shows reminders through the session's notification server.
pub struct DesktopNotifier {
    actions: OnAction,
    /// Where invitations' answers go; none: invitations show no buttons.
    answers: Option<OnAnswer>,
    offer_open: bool,
    /// The server's id of each notification still up, by what it is about.
    up: Arc<Mutex<HashMap<Subject, u32>>>,
    /// Likewise for invitations, by uid and occurrence invited on its own.
    invitations_up: Arc<Mutex<HashMap<InvitationKey, u32>>>,
}

impl DesktopNotifier {
    /// A notifier that tells `actions` what the user does.
    pub fn new(actions: OnAction) -> DesktopNotifier {
        DesktopNotifier {
            actions,
            answers: None,
            offer_open: false,
            up: Arc::default(),
            invitations_up: Arc::default(),
        }
    }

    /// A notifier for notices that offer no action (a damaged file, a
    /// failed restore).
    pub fn for_notices() -> DesktopNotifier {
        DesktopNotifier::new(Arc::new(|_| {}))
    }

    /// Offers Accept and Decline on invitations, whose answers go to
    /// `answers`.
    pub fn answering_invitations(mut self, answers: OnAnswer) -> DesktopNotifier {
        self.answers = Some(answers);
        self
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
                        actions(ActionEvent { subject, action });
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
        take_down(id);
    }

    fn invite(&mut self, n: &InvitationNotice) -> Result<(), NotifyError> {
        let mut note = notify_rust::Notification::new();
        note.appname("Kairos")
            .summary(&escape_markup(&n.summary))
            .body(&escape_markup(&n.body))
            .icon("x-office-calendar")
            // Like a reminder, it stays until the user acts on it (or it
            // is answered elsewhere: then it is taken down).
            .timeout(notify_rust::Timeout::Never);
        if self.answers.is_some() {
            if self.offer_open && n.invited.next.is_some() {
                note.action("default", &crate::fl!("reminder-action-open"));
            }
            note.action("accept", &crate::fl!("action-accept"))
                .action("decline", &crate::fl!("action-decline"));
        }
        let handle = note.show().map_err(|e| NotifyError(e.to_string()))?;
        log::info!(
            "invitation {} shown (notification {})",
            n.invited.uid,
            handle.id()
        );
        let Some(answers) = self.answers.clone() else {
            return Ok(());
        };
        let invited = n.invited.clone();
        if let Ok(mut up) = self.invitations_up.lock() {
            up.insert(invitation_key(&invited), handle.id());
        }
        let up = self.invitations_up.clone();
        std::thread::Builder::new()
            .name("kairos-invitation".into())
            .spawn(move || {
                handle.wait_for_action(|action| {
                    let answer = match action {
                        "accept" => InvitationAnswer::Accept,
                        "decline" => InvitationAnswer::Decline,
                        "default" => InvitationAnswer::Open,
                        // Closed: no answer. It stays in `kairos
                        // invitations` and the views.
                        _ => {
                            if let Ok(mut up) = up.lock() {
                                up.remove(&invitation_key(&invited));
                            }
                            return;
                        }
                    };
                    // Still listed as up: once the answer is stored, the
                    // next look takes it down (a server that left it
                    // showing must not keep offering an answer).
                    answers(InvitationAction { invited, answer });
                });
            })
            .map_err(|e| NotifyError(format!("cannot wait for the notification's actions: {e}")))?;
        Ok(())
    }

    fn withdraw_invitation(&mut self, invited: &Invited) {
        let id = self
            .invitations_up
            .lock()
            .ok()
            .and_then(|mut up| up.remove(&invitation_key(invited)));
        take_down(id);
    }
}

/// Takes notification `id` down, if there is one. Already gone (the user
/// closed it) is fine: nothing to do.
fn take_down(id: Option<u32>) {
    if let Some(id) = id {
        if let Err(e) = close_notification(id) {
            log::debug!("notification {id} not taken down: {e}");
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
