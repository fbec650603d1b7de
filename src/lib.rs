//! Kairos: a desktop calendar whose core is a correct, fast RFC 5545
//! recurrence engine.
//!
//! The crate is split by what each part knows about:
//!
//! * [`model`] — plain data: events, their times, occurrences and the ids that
//!   name them. No parsing, no I/O.
//! * [`recur`] — RRULE parsing, validation and lazy expansion over a range,
//!   with the DST policy explicit in the types.
//! * [`store`] — the SQLite file: calendars, events with their rules and
//!   exceptions, range queries, edits with scopes, the undo journal, and
//!   the typed preferences every front door reads. The only module that
//!   speaks SQL.
//! * [`ical`] — RFC 5545 files: reading them into events (every zone
//!   resolved to an IANA one, or kept as the file's own when none has its
//!   rules) and writing events back out.
//! * [`remind`] — the reminder scheduler (GUI-free, with an injected clock),
//!   the notifier lock, and the desktop notifier (freedesktop
//!   notifications on the session bus, one listener for every action).
//! * [`sync`] — two-way CalDAV sync: accounts, a pure planning step, and
//!   the executor that does the HTTP and writes through the store.
//! * [`transfer`] — store ⇄ .ics glue shared by the command line and the
//!   window.
//! * [`mail`] — my answer to a meeting as an iTIP reply handed to the
//!   user's mail program, for calendars that cannot deliver it.
//! * [`instance`] — reaching the window already open on a database (a
//!   reminder's Open shows the occurrence there instead of a second window).
//! * [`draft`] — the event editor's form as data: typed fields checked
//!   into a new event, or into changes for the scope the user picks.
//! * [`layout`] — what the month, week and agenda views show, computed from
//!   occurrences: plain data the window draws, tested without a window.
//! * `ui` (feature `gui`, on by default) — the iced window; the only module
//!   that imports iced.
//! * [`viewer_zone`] — the system's zone (the one times are shown in when
//!   Preferences chose none), read afresh so that a running daemon or
//!   window follows a travelling laptop.
//! * [`private`] — owner-only files and directories: everything Kairos
//!   creates is readable by its user alone, whatever the umask.
//! * [`service`] — the running process both the daemon and the window run:
//!   reminders, background sync, the file watch, notification actions, and
//!   the language, clock and zone followed as Preferences change.
//! * [`a11y`] — the window as a screen reader hears it: a tree of named
//!   parts built from the views' models, without iced.
//! * [`cli`] — the `kairos` command line (glue; uses `anyhow`).
//!
//! Dependencies run one way: `ui`, `cli` → `service` → `layout`, `draft`,
//! `remind`, `sync`, `transfer` → `store`, `ical` → `recur` → `model`; `layout` and `draft`
//! speak `model`'s types, not the store's. `tests/architecture.rs` holds
//! the code to it, and ARCHITECTURE.md draws the map.

#![forbid(unsafe_code)]

pub mod a11y;
pub mod cli;
pub mod draft;
pub mod i18n;
pub mod ical;
pub mod instance;
pub mod layout;
pub mod mail;
pub mod model;
pub mod private;
pub mod recur;
pub mod remind;
pub mod service;
pub mod store;
pub mod sync;
pub mod transfer;
#[cfg(feature = "gui")]
pub mod ui;
pub mod viewer_zone;
