//! The desktop notifier: freedesktop notifications on the session bus
//! (org.freedesktop.Notifications over zbus), with Snooze and Dismiss, and Open where
//! a window can show the event.
//!
//! Open is the notification's default action (a click on it): servers
//! that list actions in a menu (dunst) would show a second "Open" button
//! as a duplicate. A notification snoozed or dismissed is taken down by
//! its id, whichever way the answer came.
//!
//! Every notification's actions are heard by one listener on the
//! connection that showed it ([`super::bus`]) and come back as
//! [`ActionEvent`]s through the callback the notifier was made with
//! ([`OnAction`]), for the service's loop to apply.
//!
//! A new meeting invitation is shown the same way with Accept and Decline
//! ([`InvitationAction`]s through a callback of their own); closing it
//! answers nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::bus::{NotificationBus, OnSignal, Shown};
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
/// the thread that hears them).
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
    /// The session bus, connected at the first notification.
    bus: Option<NotificationBus>,
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
            bus: None,
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

impl DesktopNotifier {
    fn bus(&mut self) -> Result<&NotificationBus, NotifyError> {
        let bus = match self.bus.take() {
            Some(bus) => bus,
            None => NotificationBus::connect().map_err(|e| NotifyError(e.to_string()))?,
        };
        Ok(self.bus.insert(bus))
    }

    /// Shows a notification (its texts escaped: servers read markup);
    /// `then` hears what the user does with it. Returns the server's id.
    fn show(
        &mut self,
        summary: &str,
        body: &str,
        actions: &[(&str, String)],
        then: Option<OnSignal>,
    ) -> Result<u32, NotifyError> {
        let (summary, body) = (escape_markup(summary), escape_markup(body));
        let shown = Shown {
            summary: &summary,
            body: &body,
            actions,
        };
        self.bus()?
            .show(&shown, then)
            .map_err(|e| NotifyError(e.to_string()))
    }

    /// Takes notification `id` down, if there is one. Already gone (the
    /// user closed it) is fine: nothing to do.
    fn take_down(&mut self, id: Option<u32>) {
        let (Some(id), Some(bus)) = (id, &self.bus) else {
            return;
        };
        if let Err(e) = bus.close(id) {
            log::debug!("notification {id} not taken down: {e}");
        }
    }
}

impl Notifier for DesktopNotifier {
    fn notify(&mut self, n: &Notification) -> Result<(), NotifyError> {
        let mut actions = Vec::new();
        if n.subject.is_some() {
            if self.offer_open {
                // "default" is a click on the notification body; its label
                // is what menus (dunst's) list.
                actions.push(("default", crate::fl!("reminder-action-open")));
            }
            actions.push(("snooze", crate::fl!("reminder-action-snooze")));
            actions.push(("dismiss", crate::fl!("reminder-action-dismiss")));
        }
        let then = n.subject.clone().map(|subject| {
            let told = self.actions.clone();
            Box::new(move |action: Option<&str>| {
                let action = match action {
                    Some("snooze") => Action::Snooze,
                    Some("dismiss") | None => Action::Dismiss,
                    Some("default") => Action::Open,
                    Some(_) => return,
                };
                told(ActionEvent {
                    subject: subject.clone(),
                    action,
                });
            }) as OnSignal
        });
        let id = self.show(&n.summary, &n.body, &actions, then)?;
        if let Some(subject) = n.subject.clone() {
            if let Ok(mut up) = self.up.lock() {
                up.insert(subject, id);
            }
        }
        Ok(())
    }

    fn withdraw(&mut self, subject: &Subject) {
        let id = self.up.lock().ok().and_then(|mut up| up.remove(subject));
        self.take_down(id);
    }

    fn invite(&mut self, n: &InvitationNotice) -> Result<(), NotifyError> {
        let mut actions = Vec::new();
        if self.answers.is_some() {
            if self.offer_open && n.invited.next.is_some() {
                actions.push(("default", crate::fl!("reminder-action-open")));
            }
            actions.push(("accept", crate::fl!("action-accept")));
            actions.push(("decline", crate::fl!("action-decline")));
        }
        let then = self.answers.clone().map(|answers| {
            let invited = n.invited.clone();
            let up = self.invitations_up.clone();
            Box::new(move |action: Option<&str>| {
                let answer = match action {
                    Some("accept") => InvitationAnswer::Accept,
                    Some("decline") => InvitationAnswer::Decline,
                    Some("default") => InvitationAnswer::Open,
                    // Closed: no answer. It stays in `kairos invitations`
                    // and the views.
                    _ => {
                        if let Ok(mut up) = up.lock() {
                            up.remove(&invitation_key(&invited));
                        }
                        return;
                    }
                };
                // Still listed as up: once the answer is stored, the next
                // look takes it down (a server that left it showing must
                // not keep offering an answer).
                answers(InvitationAction {
                    invited: invited.clone(),
                    answer,
                });
            }) as OnSignal
        });
        let id = self.show(&n.summary, &n.body, &actions, then)?;
        log::info!("invitation {} shown (notification {id})", n.invited.uid);
        if self.answers.is_some() {
            if let Ok(mut up) = self.invitations_up.lock() {
                up.insert(invitation_key(&n.invited), id);
            }
        }
        Ok(())
    }

    fn withdraw_invitation(&mut self, invited: &Invited) {
        let id = self
            .invitations_up
            .lock()
            .ok()
            .and_then(|mut up| up.remove(&invitation_key(invited)));
        self.take_down(id);
    }
}
