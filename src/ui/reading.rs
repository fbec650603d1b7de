//! What the window's state says, for tests and the panels to read.

use chrono::NaiveDate;

use super::app::{App, OccurrenceKey, Panel};
use crate::layout::{Loaded, Period};
use crate::store::Store;

impl App {
    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.next_undo.is_some()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        self.next_redo.is_some()
    }

    /// The toast's text, if one is showing.
    pub fn toast(&self) -> Option<&str> {
        self.toast.as_ref().map(|t| t.text.as_str())
    }

    /// Whether the "which occurrences?" dialog is open.
    pub fn prompting(&self) -> bool {
        self.prompt.is_some()
    }

    /// The occurrence whose details are open, if any.
    pub fn selected(&self) -> Option<&OccurrenceKey> {
        match &self.panel {
            Some(Panel::Event(d)) => Some(&d.key),
            _ => None,
        }
    }

    /// The store (tests and the details panel read it).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The period shown.
    pub fn period(&self) -> Period {
        self.period
    }

    /// The laid-out visible days.
    pub fn loaded(&self) -> Option<&Loaded> {
        self.loaded.as_ref()
    }

    /// The search text.
    pub fn query(&self) -> &str {
        &self.query
    }

    /// The error shown in the banner, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The title of the open details panel, if one is open.
    pub fn details_title(&self) -> Option<&str> {
        match &self.panel {
            Some(Panel::Event(d)) => Some(&d.title),
            _ => None,
        }
    }

    /// The day whose list is open ("+N more"), if one is.
    pub fn open_day(&self) -> Option<NaiveDate> {
        match &self.panel {
            Some(Panel::Day(d)) => Some(*d),
            _ => None,
        }
    }
}
