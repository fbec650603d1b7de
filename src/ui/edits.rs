//! Edits from the window: delete (asking which occurrences of a repeating
//! event), undo and redo on the store's journal, and the toast that says
//! what happened.

use chrono::{DateTime, Utc};
use iced::widget::{button, container, row, text};
use iced::Fill;

use super::app::{App, Message, OccurrenceKey, Panel};
use super::prompt::{Pending, ScopePrompt};
use super::theme;
use super::widget::Element;
use crate::draft::Edit;
use crate::store::{EventChanges, Scope};

/// A message shown for a while at the bottom of the window.
#[derive(Debug, Clone)]
pub(super) struct Toast {
    pub(super) text: String,
    /// Offer Undo (after an edit made here).
    pub(super) undo: bool,
    pub(super) until: DateTime<Utc>,
}

/// How long a toast stays.
const TOAST_SECONDS: i64 = 10;

impl App {
    pub(super) fn show_toast(&mut self, text: String, undo: bool) {
        self.toast = Some(Toast {
            text,
            undo,
            until: self.now + chrono::Duration::seconds(TOAST_SECONDS),
        });
    }

    /// Delete pressed on the open event: at once for a one-off event, after
    /// asking which occurrences for a repeating one.
    pub(super) fn start_delete(&mut self) {
        let Some(Panel::Event(d)) = &self.panel else {
            return;
        };
        if d.recurring {
            self.prompt = Some(ScopePrompt {
                key: d.key.clone(),
                title: d.title.clone(),
                pending: Pending::Delete,
            });
        } else {
            let (key, title) = (d.key.clone(), d.title.clone());
            self.delete(&key, &title, Scope::All);
        }
    }

    pub(super) fn delete(&mut self, key: &OccurrenceKey, title: &str, scope: Scope) {
        match self.store.delete(&key.uid, scope) {
            Ok(()) => {
                self.panel = None;
                self.reload();
                self.show_toast(format!("“{title}” deleted"), true);
            }
            Err(e) => self.error = Some(format!("Cannot delete “{title}”: {e}")),
        }
    }

    /// The user answered the "which occurrences?" dialog.
    pub(super) fn answer(&mut self, prompt: ScopePrompt, scope: Scope) {
        match prompt.pending {
            Pending::Delete => self.delete(&prompt.key, &prompt.title, scope),
            Pending::Save(edit) | Pending::Move(edit) => self.save_edit(&edit, scope),
        }
    }

    /// Writes `edit` for `scope`; the editor closes when it is written.
    pub(super) fn save_edit(&mut self, edit: &Edit, scope: Scope) {
        let changes = edit.changes(scope);
        if changes == EventChanges::default() {
            self.editor = None;
            return;
        }
        match self.store.update(edit.uid(), scope, changes) {
            Ok(uid) => {
                self.editor = None;
                self.reload();
                let key = self.panel_key();
                if key
                    .as_ref()
                    .is_some_and(|k| k.uid == edit.uid() || k.uid == uid)
                {
                    self.panel = None;
                }
                self.show_toast(format!("“{}” saved", edit.title()), true);
            }
            Err(e) => self.error = Some(format!("Cannot save “{}”: {e}", edit.title())),
        }
    }

    fn panel_key(&self) -> Option<OccurrenceKey> {
        match &self.panel {
            Some(Panel::Event(d)) => Some(d.key.clone()),
            _ => None,
        }
    }

    pub(super) fn undo_or_redo(&mut self, undo: bool) {
        let result = if undo {
            self.store.undo()
        } else {
            self.store.redo()
        };
        match result {
            Ok(Some(entry)) => {
                self.panel = None;
                self.reload();
                let verb = if undo { "Undone" } else { "Redone" };
                self.show_toast(format!("{verb}: {}", entry.label), false);
            }
            Ok(None) => {
                let what = if undo {
                    "Nothing to undo"
                } else {
                    "Nothing to redo"
                };
                self.show_toast(what.to_owned(), false);
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// The toast, drawn as a bar at the bottom of the window.
    pub(super) fn toast_bar(&self) -> Option<Element<'_, Message>> {
        let t = self.toast.as_ref()?;
        let mut bar = row![text(t.text.clone()).size(14).width(Fill)]
            .spacing(12)
            .align_y(iced::Center);
        if t.undo {
            bar = bar.push(
                button(text("Undo").size(14))
                    .style(button::text)
                    .on_press(Message::UndoFromToast),
            );
        }
        Some(
            container(bar)
                .padding([6, 16])
                .width(Fill)
                .style(theme::panel)
                .into(),
        )
    }
}
