//! How a reminder reaches the user: the `Notifier` trait (the desktop
//! notifier implements it on the session bus).

use std::fmt;

use crate::model::{OccurrenceRef, RecurrenceId};

/// One notification to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    /// The title line (the event's title, or "N missed reminders").
    pub summary: String,
    /// The time range in the viewer's zone and the place, as plain text;
    /// backends that take markup escape it ([`escape_markup`]).
    pub body: String,
    /// The reminder it is about (none for a summary of many).
    pub subject: Option<Subject>,
}

/// Which reminder of which occurrence a notification is about: what its
/// Snooze and Dismiss act on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Subject {
    /// The occurrence it reminds of.
    pub occurrence: OccurrenceRef,
    /// The reminder's key in the delivery log.
    pub reminder: String,
}

/// A meeting invitation that arrived, as a notification that answers it
/// (Accept, Decline; a click shows it where a window can).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvitationNotice {
    /// "Invitation: Planning".
    pub summary: String,
    /// Who invites, and when.
    pub body: String,
    pub invited: Invited,
}

/// Which meeting an invitation's notification answers.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Invited {
    pub uid: String,
    /// The occurrence invited on its own; `None`: the whole series.
    pub occurrence: Option<RecurrenceId>,
    /// Its next occurrence, which a click shows.
    pub next: Option<OccurrenceRef>,
}

/// Why a notification could not be shown (no session bus, no server, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotifyError(pub String);

impl fmt::Display for NotifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotifyError {}

/// Shows notifications.
pub trait Notifier {
    /// Shows `n`; an error means it was not shown and will be retried.
    fn notify(&mut self, n: &Notification) -> Result<(), NotifyError>;

    /// Takes down the notification about `subject`, if one is up: it was
    /// snoozed or dismissed, and must not stay on screen (nor in the
    /// server's list) saying otherwise.
    fn withdraw(&mut self, subject: &Subject) {
        let _ = subject;
    }

    /// Shows a new invitation. A notifier that cannot offer its answers
    /// shows it as a plain notification.
    fn invite(&mut self, n: &InvitationNotice) -> Result<(), NotifyError> {
        self.notify(&Notification {
            summary: n.summary.clone(),
            body: n.body.clone(),
            subject: None,
        })
    }

    /// Takes down the notification of an invitation answered (or
    /// withdrawn) meanwhile, if one is up.
    fn withdraw_invitation(&mut self, invited: &Invited) {
        let _ = invited;
    }
}

/// Escapes the characters notification servers read as markup
/// (`<b>`, `&amp;`): titles and places are the user's text, not markup.
pub fn escape_markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
