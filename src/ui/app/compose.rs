//! Opening the dialogs and carrying out what they ask: the full editor
//! (Ctrl+N, Edit in the details panel, "More options" in the popover), the
//! quick-create popover, and import and export.

use crate::fl;
use chrono::{Days, Duration, NaiveDateTime, NaiveTime, Timelike};
use iced::Task;
use std::path::PathBuf;

use super::dialogs::Dialog;
use super::{App, Message};
use crate::draft::{Draft, Origin};
use crate::model::{local_to_utc, CalendarId, OccurrenceRef, Scope};
use crate::store::ImportInto;

/// How many known addresses the editor completes guests from.
const KNOWN_ADDRESSES: usize = 500;
use crate::transfer as files;
use crate::ui::screen::editor::Editor;
use crate::ui::screen::prompt::{Pending, ScopePrompt};
use crate::ui::screen::quick::Quick;
use crate::ui::screen::transfer::{self, file_name, Kind, Transfer};

impl App {
    /// Ctrl+N: the editor on a new event at the next whole hour today, as
    /// long as Preferences says, title focused.
    pub(super) fn open_new_editor(&mut self) -> Task<Message> {
        let local = self
            .context
            .now
            .with_timezone(&self.context.viewer)
            .naive_local();
        let hour = local
            .date()
            .and_hms_opt(local.hour(), 0, 0)
            .unwrap_or(local)
            + Duration::hours(1);
        self.open_editor_at(hour, self.context.event_minutes)
    }

    /// The editor on a new timed event at `start` (viewer's time).
    fn open_editor_at(&mut self, start: NaiveDateTime, minutes: i64) -> Task<Message> {
        let Some(calendar) = self.context.default_calendar() else {
            self.error = Some(fl!("app-no-calendar"));
            return Task::none();
        };
        let ctx = &self.context;
        let draft = Draft::timed(
            start,
            minutes,
            Some(ctx.viewer.into()),
            calendar,
            ctx.locale,
        );
        self.open_editor(draft, None)
    }

    /// The editor on `draft`, title focused.
    pub(super) fn open_editor(&mut self, draft: Draft, origin: Option<Origin>) -> Task<Message> {
        self.dialogs.take_quick();
        self.dialogs.take_prompt();
        let calendars = self.context.calendar_names();
        let scheduling = self.scheduling_calendars();
        self.dialogs.open(Dialog::Editor(Box::new(
            Editor::new(draft, origin, calendars).with_scheduling(scheduling),
        )));
        Editor::focus_title().map(Message::Editor)
    }

    /// The calendars whose server sends invitations. A failed read counts
    /// none and says why in the banner (the form still works).
    fn scheduling_calendars(&mut self) -> Vec<CalendarId> {
        let mut scheduling = Vec::new();
        for (id, _) in self.context.calendar_names() {
            match self.store.delivers_answers(id) {
                Ok(true) => scheduling.push(id),
                Ok(false) => {}
                Err(e) => self.error = Some(e.to_string()),
            }
        }
        scheduling
    }

    /// Gives the open editor the addresses it completes guests from, mine
    /// in its calendar left out (read when a guest is first typed: the
    /// scan is not paid by every editor opened). A failed read completes
    /// nothing and says why in the banner.
    pub(super) fn give_known_addresses(&mut self) {
        let Some(calendar) = self.dialogs.editor().map(|e| e.draft.calendar) else {
            return;
        };
        let read = self.store.identity(calendar).and_then(|me| {
            let mut known = self.store.known_addresses(KNOWN_ADDRESSES)?;
            known.retain(|k| !me.is_me(&k.address));
            Ok(known)
        });
        let known = read.unwrap_or_else(|e| {
            self.error = Some(e.to_string());
            Vec::new()
        });
        if let Some(editor) = self.dialogs.editor_mut() {
            editor.set_known(known);
        }
    }

    /// The details panel's Edit: the shown occurrence in the editor.
    pub(super) fn open_editor_on(&mut self, what: &OccurrenceRef) -> Task<Message> {
        match self.store.event(&what.uid) {
            Ok(stored) => {
                let (draft, origin) = Draft::open(&stored, what.recurrence_id, self.context.locale);
                // Someone else's meeting: only my reminders and notes.
                let organizer = match self.store.meeting(&what.uid, None) {
                    Ok((meeting, standing)) if standing.is_theirs() => {
                        meeting.organizer.map(|o| o.shown().to_owned())
                    }
                    _ => None,
                };
                let task = self.open_editor(draft, Some(origin));
                match organizer {
                    Some(name) => {
                        if let Some(editor) = self.dialogs.take_editor() {
                            self.dialogs
                                .open(Dialog::Editor(Box::new(editor.locked(name))));
                        }
                        Task::none()
                    }
                    None => task,
                }
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-open-event", reason = reason));
                Task::none()
            }
        }
    }

    /// Opens the popover on `draft`, title focused.
    pub(super) fn open_quick(&mut self, draft: Draft) -> Task<Message> {
        self.details = None;
        let (quick, task) = Quick::new(draft);
        self.dialogs.open(Dialog::Quick(quick));
        task.map(Message::Quick)
    }

    /// Save in the editor: a new event is created; a change to a repeating
    /// event asks which occurrences first.
    pub(super) fn save_editor(&mut self) {
        let Some(editor) = self.dialogs.editor() else {
            return;
        };
        let draft = editor.draft.clone();
        let Some(origin) = &editor.origin else {
            return self.create(&draft);
        };
        let edit = match draft.edit(origin) {
            Ok(edit) => edit,
            // The Save button is disabled then; Enter lands here.
            Err(_) => return,
        };
        if edit.is_noop() {
            self.dialogs.take_editor();
        } else if let Some(id) = origin.recurrence_id {
            let what = OccurrenceRef {
                uid: origin.uid.clone(),
                recurrence_id: id,
            };
            let title = edit.title().to_owned();
            self.dialogs.open(Dialog::Prompt(ScopePrompt::new(
                what,
                title,
                Pending::Save(Box::new(edit)),
            )));
        } else {
            self.save_edit(&edit, Scope::All);
        }
    }

    /// Writes a new event from `draft` and closes the editor and popover.
    pub(super) fn create(&mut self, draft: &Draft) {
        let Ok((calendar, mut event)) = draft.new_event() else {
            return;
        };
        let title = event.summary.clone();
        let written = if draft.guests.is_empty() {
            Ok(())
        } else {
            // A meeting I organise: me, then the guests.
            self.store
                .new_meeting(calendar, &draft.guests)
                .map(|people| event.meeting = people)
        };
        match written.and_then(|()| self.store.create(calendar, event)) {
            Ok(_) => {
                self.dialogs.take_editor();
                self.dialogs.take_quick();
                self.reload();
                self.show_toast(fl!("app-created", title = title.as_str()), true);
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!(
                    "app-cannot-create",
                    title = title.as_str(),
                    reason = reason
                ));
            }
        }
    }

    /// Opens the import or export dialog; an import on `path` is checked
    /// at once.
    pub(super) fn open_transfer(&mut self, kind: Kind, path: Option<PathBuf>) -> Task<Message> {
        let (mut dialog, task) = Transfer::new(kind, path, &self.context);
        let check = dialog.first_check();
        self.dialogs.open(Dialog::Transfer(dialog));
        if let Some(event) = check {
            self.on_transfer(event);
        }
        task.map(Message::Transfer)
    }

    /// `kairos FILE.ics`: the import dialog on `path`, already checked.
    pub fn offer_import(&mut self, path: PathBuf) -> Task<Message> {
        self.open_transfer(Kind::Import, Some(path))
    }

    /// What the import or export dialog asked for.
    pub(super) fn on_transfer(&mut self, event: transfer::Event) {
        match event {
            transfer::Event::Close => {
                self.dialogs.take_transfer();
            }
            transfer::Event::Check(path, calendar) => {
                let result = self.run_import(&path, calendar, true).map(|(r, _)| r);
                if let Some(t) = self.dialogs.transfer_mut() {
                    t.checked(path, calendar, result);
                }
            }
            transfer::Event::Import(path, calendar) => {
                match self.run_import(&path, calendar, false) {
                    Ok((_, changed)) => {
                        self.dialogs.take_transfer();
                        self.reload();
                        let name = file_name(&path);
                        let toast = fl!("app-imported", count = changed, name = name.as_str());
                        self.show_toast(toast, changed > 0);
                    }
                    Err(e) => {
                        if let Some(t) = self.dialogs.transfer_mut() {
                            t.failed(e);
                        }
                    }
                }
            }
            transfer::Event::Export {
                path,
                calendar,
                days,
            } => match self.export(&path, calendar, days) {
                Ok(n) => {
                    self.dialogs.take_transfer();
                    let path = path.to_string();
                    self.show_toast(fl!("app-exported", count = n, path = path), false);
                }
                Err(e) => {
                    if let Some(t) = self.dialogs.transfer_mut() {
                        t.failed(e);
                    }
                }
            },
        }
    }

    /// Imports (or with `dry_run` only reads and reports) the file:
    /// the report, and how many events it adds or changes.
    fn run_import(
        &mut self,
        path: &str,
        calendar: CalendarId,
        dry_run: bool,
    ) -> Result<(files::ImportReport, usize), String> {
        let paths = [PathBuf::from(path)];
        let read = files::read_files(&paths).map_err(|e| e.to_string())?;
        let into = ImportInto::Calendar(calendar);
        let report = files::import(&mut self.store, read, into, dry_run, false, false)
            .map_err(|e| e.to_string())?;
        let changed = report.files.iter().map(|f| f.added + f.updated).sum();
        Ok((report, changed))
    }

    /// Writes the calendar (all, with `None`) to `path`, only the events of
    /// `days` (first and last, on the viewer's clock) when given; how many
    /// it wrote.
    fn export(
        &self,
        path: &str,
        calendar: Option<CalendarId>,
        days: Option<(chrono::NaiveDate, chrono::NaiveDate)>,
    ) -> Result<usize, String> {
        let viewer = self.context.viewer;
        let midnight = |d: chrono::NaiveDate| local_to_utc(viewer, d.and_time(NaiveTime::MIN));
        let range = days.map(|(from, to)| (midnight(from), midnight(to + Days::new(1)), viewer));
        let events =
            files::events_to_export(&self.store, calendar, range).map_err(|e| e.to_string())?;
        let text = files::to_ics(&events, self.context.today);
        files::write_file(std::path::Path::new(path), &text).map_err(|e| e.to_string())?;
        Ok(events.len())
    }
}
