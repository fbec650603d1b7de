//! Opening the full editor (Ctrl+N, Edit in the details panel, "More
//! options" in the quick-create popover) and saving what it holds: a new
//! event at once, an existing one for the scope the user picks.

use chrono::{Duration, NaiveDateTime, Timelike};
use iced::widget::{operation, Id};
use iced::Task;

use super::app::{App, Message, Panel};
use super::editor::{self, Editor, TITLE_ID};
use super::prompt::{Pending, ScopePrompt};
use crate::draft::Draft;
use crate::model::CalendarId;
use crate::store::Scope;

impl App {
    /// The open editor's form, if the editor is open.
    pub fn editing(&self) -> Option<&Draft> {
        self.editor.as_ref().map(|e| &e.draft)
    }

    /// The quick-create popover's form, if it is open.
    pub fn quick_creating(&self) -> Option<&Draft> {
        self.quick.as_ref().map(|q| &q.draft)
    }

    /// The calendar new events go into: the first shown one.
    pub(super) fn default_calendar(&self) -> Option<CalendarId> {
        self.calendars
            .iter()
            .find(|c| c.visible)
            .or(self.calendars.first())
            .map(|c| c.id)
    }

    fn calendar_names(&self) -> Vec<(CalendarId, String)> {
        self.calendars
            .iter()
            .map(|c| (c.id, c.name.clone()))
            .collect()
    }

    /// Ctrl+N: the editor on a new event at the next whole hour today, one
    /// hour long, title focused.
    pub(super) fn open_new_editor(&mut self) -> Task<Message> {
        let local = self.now.with_timezone(&self.viewer).naive_local();
        let hour = local
            .date()
            .and_hms_opt(local.hour(), 0, 0)
            .unwrap_or(local)
            + Duration::hours(1);
        self.open_editor_at(hour, 60)
    }

    /// The editor on a new timed event at `start` (viewer's time).
    pub(super) fn open_editor_at(&mut self, start: NaiveDateTime, minutes: i64) -> Task<Message> {
        let Some(calendar) = self.default_calendar() else {
            self.error = Some(
                "There is no calendar to add to: create one with `kairos calendars add NAME`"
                    .into(),
            );
            return Task::none();
        };
        let draft = Draft::timed(
            start,
            minutes,
            Some(self.viewer.into()),
            calendar,
            *self.locale(),
        );
        self.open_editor(draft, None)
    }

    /// The editor on `draft`, title focused.
    pub(super) fn open_editor(
        &mut self,
        draft: Draft,
        origin: Option<crate::draft::Origin>,
    ) -> Task<Message> {
        self.quick = None;
        self.prompt = None;
        self.editor = Some(Box::new(Editor::new(draft, origin, self.calendar_names())));
        operation::focus(Id::new(TITLE_ID))
    }

    /// The details panel's Edit: the shown occurrence in the editor.
    pub(super) fn open_editor_on_selected(&mut self) -> Task<Message> {
        let Some(Panel::Event(d)) = &self.panel else {
            return Task::none();
        };
        let key = d.key.clone();
        match self.store.event(&key.uid) {
            Ok(stored) => {
                let (draft, origin) = Draft::open(&stored, key.recurrence_id, *self.locale());
                self.open_editor(draft, Some(origin))
            }
            Err(e) => {
                self.error = Some(format!("Cannot open the event: {e}"));
                Task::none()
            }
        }
    }

    /// Reacts to the editor.
    pub(super) fn on_editor(&mut self, message: editor::Message) -> Task<Message> {
        let Some(editor) = &mut self.editor else {
            return Task::none();
        };
        match editor.update(message) {
            None => {}
            Some(editor::Event::Cancel) => self.editor = None,
            Some(editor::Event::Save) => self.save_editor(),
        }
        Task::none()
    }

    /// Save in the editor: a new event is created; a change to a repeating
    /// event asks which occurrences first.
    fn save_editor(&mut self) {
        let Some(editor) = &self.editor else {
            return;
        };
        let draft = editor.draft.clone();
        match &editor.origin {
            None => self.create(&draft),
            Some(origin) => {
                let edit = match draft.edit(origin) {
                    Ok(edit) => edit,
                    // The Save button is disabled then; Enter lands here.
                    Err(_) => return,
                };
                if edit.is_noop() {
                    self.editor = None;
                } else if let Some(id) = origin.recurrence_id {
                    self.prompt = Some(ScopePrompt {
                        key: super::app::OccurrenceKey {
                            uid: origin.uid.clone(),
                            recurrence_id: id,
                        },
                        title: edit.title().to_owned(),
                        pending: Pending::Save(Box::new(edit)),
                    });
                } else {
                    self.save_edit(&edit, Scope::All);
                }
            }
        }
    }

    /// Writes a new event from `draft` and closes the editor and popover.
    pub(super) fn create(&mut self, draft: &Draft) {
        let Ok((calendar, event)) = draft.new_event() else {
            return;
        };
        let title = event.summary.clone();
        match self.store.create(calendar, event) {
            Ok(_) => {
                self.editor = None;
                self.quick = None;
                self.reload();
                self.show_toast(format!("“{title}” created"), true);
            }
            Err(e) => self.error = Some(format!("Cannot create “{title}”: {e}")),
        }
    }
}
