//! Reminders: which are due, delivering them once, and catching up.
//!
//! # Why it is built this way
//!
//! Users of other calendars lose reminders, get them twice, or get a flood
//! after a weekend away. Here every delivery is a row with a unique key
//! (uid, recurrence id, reminder) in the store's log, written right after the
//! notification is shown; a persisted "checked up to" instant says which
//! reminders were dealt with. After downtime, what came due is delivered as
//! at most [`Config::catch_up_limit`] individual "missed" notifications, or
//! as one summary; reminders of occurrences long over are recorded silently.
//!
//! The scheduler is GUI-free and takes an injected [`Clock`] and
//! [`Notifier`], so tests run it through days in microseconds. It computes
//! dues from the events themselves, with the engine, each time it runs: an
//! edit that moves or deletes an occurrence moves or cancels its reminder
//! with nothing to keep in sync.

mod bus;
mod clock;
mod desktop;
mod due;
mod lock;
mod notifier;
mod scheduler;

pub use clock::{Clock, ManualClock, SystemClock};
pub use desktop::{
    Action, ActionEvent, DesktopNotifier, InvitationAction, InvitationAnswer, OnAction, OnAnswer,
};
pub use due::{dues_between, next_due, Due};
pub use lock::NotifierLock;
pub use notifier::{
    escape_markup, InvitationNotice, Invited, Notification, Notifier, NotifyError, Subject,
};
pub use scheduler::{Config, Scheduler, SchedulerError, Tick};
