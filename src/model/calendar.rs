//! Calendars: named, coloured groups of events that can be shown or hidden.

use std::fmt;

use super::DefaultReminders;

/// A calendar's id in the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CalendarId(pub i64);

impl fmt::Display for CalendarId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A calendar as the user sees it in the sidebar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Calendar {
    /// Its id in the store.
    pub id: CalendarId,
    /// Its name, unique among calendars.
    pub name: String,
    /// `#rrggbb`.
    pub color: String,
    /// Whether its events are shown.
    pub visible: bool,
    /// Reminders for events that have none of their own (timed and
    /// all-day).
    pub default_reminders: DefaultReminders,
}

/// GNOME's palette, in the order new calendars take it.
pub const PALETTE: [&str; 8] = [
    "#3584e4", "#33d17a", "#f6d32d", "#ff7800", "#e01b24", "#9141ac", "#986a44", "#5e5c64",
];

/// The color a new calendar gets when `existing` calendars exist: the next
/// of [`PALETTE`].
pub fn next_color(existing: usize) -> &'static str {
    PALETTE[existing % PALETTE.len()]
}
