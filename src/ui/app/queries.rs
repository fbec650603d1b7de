//! What the window's state says, for tests and benchmarks to read.

use chrono::NaiveDate;

use super::App;
use crate::draft::Draft;
use crate::layout::{Loaded, Period};
use crate::model::OccurrenceRef;
use crate::store::Store;
use crate::ui::context::Context;
use crate::ui::screen::details::Details;
use crate::ui::widget::focus::Target;

impl App {
    /// What every screen reads.
    pub fn context(&self) -> &Context {
        &self.context
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.header.can_undo()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        self.header.can_redo()
    }

    /// The toast's text, if one is showing.
    pub fn toast(&self) -> Option<&str> {
        self.toast.as_ref().map(|t| t.text.as_str())
    }

    /// Whether the "which occurrences?" dialog is open.
    pub fn prompting(&self) -> bool {
        self.dialogs.prompt().is_some()
    }

    /// The occurrence whose details are open, if any.
    pub fn selected(&self) -> Option<&OccurrenceRef> {
        self.details
            .as_ref()
            .and_then(Details::event)
            .map(|d| &d.what)
    }

    /// The store (tests read it).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The period shown.
    pub fn period(&self) -> Period {
        self.context.period
    }

    /// What the search found, while the search field holds text.
    pub fn search_results(&self) -> Option<&crate::layout::SearchResults> {
        self.search.results.as_ref().map(|s| s.results())
    }

    /// The laid-out visible days.
    pub fn loaded(&self) -> Option<&Loaded> {
        self.body.loaded()
    }

    /// The search text.
    pub fn query(&self) -> &str {
        self.header.query()
    }

    /// The error shown in the banner, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The title of the open details panel, if one is open.
    pub fn details_title(&self) -> Option<&str> {
        self.details
            .as_ref()
            .and_then(Details::event)
            .map(|d| d.title.as_str())
    }

    /// The day whose list is open ("+N more"), if one is.
    pub fn open_day(&self) -> Option<NaiveDate> {
        match &self.details {
            Some(Details::Day { day, .. }) => Some(*day),
            _ => None,
        }
    }

    /// The open editor's form, if the editor is open.
    pub fn editing(&self) -> Option<&Draft> {
        self.dialogs.editor().map(|e| &e.draft)
    }

    /// Whether the editor asks "Discard changes?".
    pub fn confirming_discard(&self) -> bool {
        self.dialogs
            .editor()
            .is_some_and(|e| e.confirming_discard())
    }

    /// The quick-create popover's form, if it is open.
    pub fn quick_creating(&self) -> Option<&Draft> {
        self.dialogs.quick().map(|q| &q.draft)
    }

    /// The open import or export dialog's report, if one is shown.
    /// (as the CLI would print it).
    pub fn transfer_report(&self) -> Option<Result<String, String>> {
        let report = self.dialogs.transfer()?.report.as_ref()?;
        Some(report.as_ref().map(|r| r.text()).map_err(Clone::clone))
    }

    /// Whether a browser sign-in is waiting (not cancelled).
    pub fn sign_in_waiting(&self) -> bool {
        self.work
            .sign_in
            .as_ref()
            .is_some_and(|f| !f.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// The account dialog, if one is open.
    pub fn account_dialog(&self) -> Option<&crate::ui::screen::account::AccountDialog> {
        self.dialogs.account()
    }

    /// Where the keyboard is in the dialog on top, if one is open.
    pub fn focused(&self) -> Option<Target> {
        if let Some(p) = self.dialogs.prompt() {
            return p.focused();
        }
        if let Some(e) = self.dialogs.editor() {
            return e.focused();
        }
        self.dialogs.focused()
    }

    /// Whether a grid is in the middle of a press or drag.
    pub fn pressing(&self) -> bool {
        self.body.pressing()
    }
}
