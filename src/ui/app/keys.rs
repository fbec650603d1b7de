//! The keyboard: shortcuts over the window, and Tab, Enter, Space, the
//! arrows and Esc for the dialog on top.

use iced::keyboard;
use iced::widget::Id;
use iced::{event, Task};

use super::dialogs::{Dialog, Escaped};
use super::{App, Message};
use crate::layout::{Period, ViewKind};
use crate::model::OccurrenceRef;
use crate::ui::keys::{shortcut, Shortcut};
use crate::ui::screen::editor::Message::Save;
use crate::ui::screen::goto::GoTo;
use crate::ui::screen::header::Go;
use crate::ui::screen::transfer::Kind;
use crate::ui::screen::week::Week;

/// A key event as the window's message. Keys a widget took are dropped,
/// except Esc: a field takes it to let go of the focus, and one press must
/// still close the dialog the field is in. (Public for the tests that keep
/// a widget tree and route keys as the window does.)
pub fn key_event(
    event: iced::Event,
    status: event::Status,
    _: iced::window::Id,
) -> Option<Message> {
    let iced::Event::Keyboard(event) = event else {
        return None;
    };
    match event {
        keyboard::Event::KeyPressed {
            key,
            modifiers,
            text,
            ..
        } => {
            let shortcut = shortcut(&key, modifiers);
            if status == event::Status::Captured {
                return (shortcut == Some(Shortcut::Escape))
                    .then_some(Message::Pressed(shortcut, None));
            }
            let text = text
                .filter(|t| !t.chars().any(char::is_control))
                .filter(|_| !modifiers.command() && !modifiers.alt())
                .map(|t| t.to_string());
            (shortcut.is_some() || text.is_some()).then_some(Message::Pressed(shortcut, text))
        }
        keyboard::Event::ModifiersChanged(m) => Some(Message::Modifiers(m)),
        _ => None,
    }
}

impl App {
    /// Whether a dialog is over the window.
    pub(super) fn dialog_open(&self) -> bool {
        self.dialogs.any()
    }

    /// A key press no widget took.
    pub(super) fn pressed(
        &mut self,
        shortcut: Option<Shortcut>,
        text: Option<String>,
    ) -> Task<Message> {
        if let Some(t) = text {
            if let Some(task) = self.type_ahead(&t) {
                return task;
            }
            if !self.dialog_open() && self.header.type_ahead(&t) {
                self.search.expanded = None;
                return self.search_again();
            }
        }
        if let Some(task) = shortcut.and_then(|s| self.panel_key(s)) {
            return task;
        }
        if let Some(task) = shortcut.and_then(|s| self.grid_key(s)) {
            return task;
        }
        match shortcut {
            // Decided here and now, from where the ring is (typing into a
            // field or clicking one moves it there): a key pressed right
            // after Tab must already find the keyboard on the next stop.
            Some(Shortcut::Tab { backward }) if self.dialog_open() => self.tab(backward, None),
            // Tab in the agenda, or from a field the ring did not know:
            // on to the next part of the window.
            Some(Shortcut::Tab { backward }) => {
                let from = self.region();
                self.next_region(from, backward, backward)
            }
            Some(Shortcut::Up | Shortcut::Down) if self.dialog_open() => {
                let backward = shortcut == Some(Shortcut::Up);
                if let Some(message) = self.dialogs.choose(backward) {
                    self.update(message)
                } else if matches!(self.dialogs.top(), Some(Dialog::Prompt(_))) {
                    self.tab(backward, None)
                } else {
                    Task::none()
                }
            }
            Some(Shortcut::Left | Shortcut::Right) if self.dialog_open() => {
                let backward = shortcut == Some(Shortcut::Left);
                match self.dialogs.beside(backward) {
                    Some(message) => self.update(message),
                    None => Task::none(),
                }
            }
            Some(Shortcut::Enter) => self.enter(),
            Some(Shortcut::Space) => match self.activate() {
                Some(message) => self.update(message),
                None => Task::none(),
            },
            Some(s) => self.update(Message::Shortcut(s)),
            None => Task::none(),
        }
    }

    /// Text typed while no field has the keyboard: into the top dialog's
    /// title while it is still taking the focus, or a digit answering the
    /// scope question. `None` when nothing took it.
    fn type_ahead(&mut self, text: &str) -> Option<Task<Message>> {
        let taken = match self.dialogs.top()? {
            Dialog::Prompt(p) => {
                let chosen = p.digit(text)?;
                return Some(self.update(Message::Prompt(chosen)));
            }
            Dialog::Editor(_) => self.dialogs.editor_mut()?.type_ahead(text),
            Dialog::Quick(_) => self.dialogs.quick_mut()?.type_ahead(text),
            Dialog::Transfer(_) => self.dialogs.transfer_mut()?.type_ahead(text),
            _ => false,
        };
        taken.then(Task::none)
    }

    /// ↑ (`backward`) or ↓ over the window: the event before or after the
    /// one shown in the details, in the order the view lists them (the
    /// search results while there are some); the first or last when none
    /// is shown.
    fn step_selection(&mut self, backward: bool) {
        let items: Vec<OccurrenceRef> = match &self.search.results {
            Some(s) => s.in_order(),
            None => self.body.loaded().map_or_else(Vec::new, |l| {
                l.items.iter().map(|i| i.reference()).collect()
            }),
        };
        let at = self
            .selected()
            .and_then(|current| items.iter().position(|i| i == current));
        let next = match (at, backward) {
            (None, false) => items.first(),
            (None, true) => items.last(),
            (Some(i), false) => items.get(i + 1),
            (Some(i), true) => i.checked_sub(1).and_then(|i| items.get(i)),
        };
        if let Some(next) = next.cloned() {
            self.select(next);
        }
    }

    /// Enter that no field took: a dialog whose title is still taking the
    /// focus saves (in the order it was typed); otherwise the button the
    /// keyboard is on is pressed (the editor decides for itself).
    fn enter(&mut self) -> Task<Message> {
        let message = match self.dialogs.top() {
            Some(Dialog::Editor(e)) if e.awaiting_focus() => Some(Message::Editor(Save)),
            Some(Dialog::Quick(q)) if q.awaiting_focus() => {
                Some(Message::Quick(crate::ui::screen::quick::Message::Save))
            }
            Some(Dialog::Editor(e)) => e.enter().map(Message::Editor),
            Some(_) => self.dialogs.enter(),
            None => return self.enter_over_window(),
        };
        match message {
            Some(message) => self.update(message),
            None => Task::none(),
        }
    }

    /// Enter over the window: the event shown in the details opens in the
    /// editor (one a subscription feeds is only shown).
    pub(super) fn enter_over_window(&mut self) -> Task<Message> {
        let what = self.selected().cloned();
        let editable = self
            .details
            .as_ref()
            .and_then(crate::ui::screen::details::Details::event)
            .is_some_and(|d| !d.read_only);
        match what {
            Some(what) if editable => self.open_editor_on(&what),
            _ => Task::none(),
        }
    }

    /// What pressing the button the keyboard is on in the top dialog sends.
    fn activate(&self) -> Option<Message> {
        self.dialogs.activate()
    }

    /// Tab from `from` in the top dialog.
    pub(super) fn tab(&mut self, backward: bool, from: Option<&Id>) -> Task<Message> {
        self.dialogs.tab(from, backward)
    }

    /// A shortcut. Under a dialog only Esc acts: keys nothing in the
    /// dialog took must not page, switch views or undo behind it.
    pub(super) fn shortcut(&mut self, s: Shortcut) -> Task<Message> {
        if s != Shortcut::Escape && self.dialog_open() {
            return Task::none();
        }
        match s {
            Shortcut::Today => self.go_to(Go::Today),
            Shortcut::Previous | Shortcut::Left => self.go_to(Go::Previous),
            Shortcut::Next | Shortcut::Right => self.go_to(Go::Next),
            Shortcut::Home => self.go_to(Go::Today),
            Shortcut::Show(kind) => self.go_to(Go::Show(kind)),
            Shortcut::Search => {
                self.search_focused();
                self.ring_on_search();
                self.header.focus_search()
            }
            Shortcut::Undo => {
                self.undo_or_redo(true);
                Task::none()
            }
            Shortcut::Redo => {
                self.undo_or_redo(false);
                Task::none()
            }
            Shortcut::Delete => {
                self.start_delete();
                Task::none()
            }
            Shortcut::New => self.open_new_editor(),
            Shortcut::GoTo => {
                self.dialogs
                    .open(Dialog::GoTo(GoTo::new(self.context.period.anchor)));
                Task::none()
            }
            Shortcut::Escape => self.escape(),
            Shortcut::Sync => self.sync_now(),
            Shortcut::Preferences => {
                self.open_preferences();
                Task::none()
            }
            Shortcut::Import => self.open_transfer(Kind::Import, None),
            Shortcut::Export => self.open_transfer(Kind::Export, None),
            // ↑ ↓ go from event to event of the view (or the results).
            Shortcut::Up | Shortcut::Down => {
                self.step_selection(s == Shortcut::Up);
                Task::none()
            }
            // Only dialogs and the grid take these (see `pressed`).
            Shortcut::Enter
            | Shortcut::Space
            | Shortcut::Tab { .. }
            | Shortcut::Region { .. }
            | Shortcut::Edit
            | Shortcut::NewHere => Task::none(),
        }
    }

    /// One Esc leaves the top thing: a drag, the dialog on top (the
    /// editor asking first when it was changed, a confirmation stepping
    /// back to its form), the details panel, the search.
    fn escape(&mut self) -> Task<Message> {
        if self.context.esc_taken.take() {
            // It closed a pick list's menu, and that is all it does.
            return Task::none();
        }
        if self.body.pressing() {
            // A drag let go of with Esc changes nothing.
            self.body.cancel_press();
        } else if let Escaped::Handled(task) = self.dialogs.escape(&self.context) {
            if self.dialogs.account().is_none() {
                // As Cancel does: a sign-in left by Esc must not add the
                // account should the user still finish it in the browser.
                self.cancel_sign_in();
            }
            return task;
        } else if self.details.is_some() {
            self.details = None;
        } else if self.header.clear_search() {
            self.reload();
        }
        Task::none()
    }

    /// Moves the main view.
    pub(super) fn go_to(&mut self, go: Go) -> Task<Message> {
        let period = self.context.period;
        let to = match go {
            Go::Today => Period::new(period.kind, self.context.today),
            Go::Previous => period.previous(),
            Go::Next => period.next(),
            Go::Show(kind) => period.with_kind(kind, &self.context.locale),
        };
        let task = self.go(to);
        // Today in a week already shown still brings now into view (the
        // week scrolls by itself only when it is entered).
        if go == Go::Today && to.kind == ViewKind::Week && period.kind == ViewKind::Week {
            Task::batch([task, Week::scroll_to_now(&self.context)])
        } else {
            task
        }
    }
}
