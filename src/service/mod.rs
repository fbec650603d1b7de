//! The running process: what `kairos daemon` and the window both run while
//! they are open.
//!
//! # Why a layer of its own
//!
//! A running Kairos does several things at once that are none of them the
//! reminders' business alone: it delivers reminders (`remind`), syncs in the
//! background (`sync`), watches the database file for other processes'
//! edits, answers notification actions, and follows the language, clock
//! and zone chosen in Preferences. Each front door — the daemon and the
//! window — needs all of it, the same way; so it lives here, above the
//! features it ties together and below the front doors, and neither front
//! door has a copy. `remind` stays a library that knows nothing of sync or
//! of how screens lay out time.
//!
//! Threads, not async: the store is a blocking SQLite connection, the HTTP
//! client is blocking with per-phase timeouts, and the loop sleeps on one
//! channel; a thread per concern (this loop, the sync, the watcher) is the
//! plainest thing that is correct, and the window runs the loop on a thread
//! of its own behind a subscription.

mod follow;
mod guard;
mod invites;
mod process;
pub mod search;
mod watch;

pub use invites::{answer as answer_invitation, Announced, Announcer, MOST_ONE_BY_ONE};
pub use process::{serve, Host, ServiceError, Wake};
