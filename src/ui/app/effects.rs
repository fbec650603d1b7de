//! What the screens' events do to the calendar: navigation, selection,
//! moves and deletes (asking which occurrences of a repeating event),
//! undo and redo on the store's journal, and the toast that says what
//! happened.

use crate::fl;
use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime};
use iced::Task;

use super::dialogs::Dialog;
use super::{App, Message};
use crate::draft::{place, shift_days, Draft, Edit};
use crate::layout::{edit_in_words, Period, ViewKind};
use crate::model::{local_to_utc, EventChanges, EventDuration, EventTime, OccurrenceRef, Scope};
use crate::ui::screen::account::Mode;
use crate::ui::screen::details::{self, Details, EventDetails};
use crate::ui::screen::gesture::{self, Grip};
use crate::ui::screen::header;
use crate::ui::screen::prompt::{Pending, ScopePrompt};
use crate::ui::screen::sidebar;
use crate::ui::screen::toast::Toast;
use crate::ui::screen::transfer::Kind;

impl App {
    pub(super) fn show_toast(&mut self, text: String, undo: bool) {
        self.toast = Some(Toast::new(text, undo, self.context.now));
    }

    pub(super) fn on_header(&mut self, event: header::Event) -> Task<Message> {
        match event {
            header::Event::Go(go) => self.go_to(go),
            header::Event::Undo => {
                self.undo_or_redo(true);
                Task::none()
            }
            header::Event::Redo => {
                self.undo_or_redo(false);
                Task::none()
            }
            // The results replace the main view while there is a text.
            header::Event::Searched => {
                self.search.expanded = None;
                self.search_again()
            }
            header::Event::WillSearch => {
                self.search_focused();
                Task::none()
            }
            header::Event::ToggleSidebar => {
                self.frame.sidebar_open = !self.frame.sidebar_open;
                Task::none()
            }
            header::Event::PickDate => {
                let anchor = self.context.period.anchor;
                self.dialogs
                    .open(Dialog::GoTo(crate::ui::screen::goto::GoTo::new(anchor)));
                Task::none()
            }
            header::Event::OpenFirst => {
                let Some(first) = self.search.results.as_ref().and_then(|s| s.first()) else {
                    return Task::none();
                };
                self.select(first);
                // The keys now act on the event opened: Delete deletes it,
                // not a letter of the search.
                iced::advanced::widget::operate(
                    iced::advanced::widget::operation::focusable::unfocus(),
                )
            }
        }
    }

    pub(super) fn on_sidebar(&mut self, event: sidebar::Event) -> Task<Message> {
        match event {
            sidebar::Event::GoTo(day) => self.go(Period::new(self.context.period.kind, day)),
            sidebar::Event::New => self.open_new_editor(),
            sidebar::Event::Import => self.open_transfer(Kind::Import, None),
            sidebar::Event::Export => self.open_transfer(Kind::Export, None),
            sidebar::Event::AddCalendar => self.open_calendar(None),
            sidebar::Event::EditCalendar(id) => self.open_calendar(Some(id)),
            sidebar::Event::SyncNow => self.sync_now(),
            sidebar::Event::AddAccount => self.open_account(Some(Mode::Add), None),
            sidebar::Event::Subscribe => self.open_account(Some(Mode::Subscribe), None),
            sidebar::Event::Account(id) => self.open_account(None, Some(id)),
            sidebar::Event::ShowConflict(uid) => {
                // Its first occurrence: a copy is of one event.
                match self.store.event(&uid) {
                    Ok(copy) => self.select(OccurrenceRef {
                        recurrence_id: crate::model::RecurrenceId::from_event_time(
                            &copy.event.start,
                        ),
                        uid,
                    }),
                    Err(e) => {
                        let reason = e.to_string();
                        self.error = Some(fl!("app-cannot-show-event", reason = reason));
                    }
                }
                Task::none()
            }
            sidebar::Event::Preferences => {
                self.open_preferences();
                Task::none()
            }
            sidebar::Event::Visible(id, visible) => {
                let name = self
                    .context
                    .calendars
                    .iter()
                    .find(|c| c.id == id)
                    .map(|c| c.name.clone());
                if let Some(name) = name {
                    if let Err(e) = self.store.set_calendar_visible(&name, visible) {
                        let reason = e.to_string();
                        self.error = Some(fl!(
                            "app-cannot-change",
                            name = name.as_str(),
                            reason = reason
                        ));
                        return Task::none();
                    }
                }
                self.reload();
                Task::none()
            }
        }
    }

    /// What a press, click or drag on the month or week grid asked for.
    pub(super) fn on_grid(&mut self, event: gesture::Event) -> Task<Message> {
        match event {
            gesture::Event::Select(what) => self.select(what),
            gesture::Event::CreateAllDay(day) => {
                if let Some(calendar) = self.context.default_calendar() {
                    let ctx = &self.context;
                    let draft =
                        Draft::all_day(day, day, Some(ctx.viewer.into()), calendar, ctx.locale);
                    return self.open_quick(draft);
                }
            }
            gesture::Event::CreateTimed(day, from, to) => return self.quick_timed(day, from, to),
            gesture::Event::MoveDays(what, days) => {
                self.propose(what, |shown| (shift_days(&shown, days), None))
            }
            gesture::Event::Retime(what, grip, start, end) => self.retime(what, grip, start, end),
            gesture::Event::ShowDay(day) => self.show_day(day),
            gesture::Event::GoToDay(day) => return self.go(Period::new(ViewKind::Week, day)),
        }
        Task::none()
    }

    pub(super) fn on_details(&mut self, event: details::Event) -> Task<Message> {
        match event {
            details::Event::Close => self.details = None,
            details::Event::Select(what) => self.select(what),
            details::Event::Delete(d) => self.ask_delete(&d),
            details::Event::Edit(what) => return self.open_editor_on(&what),
            details::Event::Settle(uid, how) => self.settle(&uid, how),
            details::Event::Answer {
                what,
                status,
                only_this,
            } => self.answer_meeting(what, status, only_this),
            details::Event::EmailAnswer { what, only_this } => {
                return self.email_answer(what, only_this)
            }
        }
        Task::none()
    }

    /// Shows `what` in the details panel.
    pub(super) fn select(&mut self, what: OccurrenceRef) {
        let item = self
            .body
            .loaded()
            .and_then(|l| l.items.iter().find(|i| i.is(&what)))
            .or_else(|| self.search.results.as_ref().and_then(|s| s.item(&what)));
        let ctx = &self.context;
        match self.store.event(&what.uid) {
            Ok(stored) => {
                // A conflict's other version: the server's for a copy, the
                // copy for the server's version. Not found (settled
                // meanwhile, or unreadable): the panel says less.
                let copy_of = crate::store::conflict_of(&stored);
                let other = match copy_of {
                    Some(original) => self.store.event(original).ok(),
                    None => self.store.conflict_copy_of(&what.uid).ok().flatten(),
                };
                // Who I am there, for a meeting. Unreadable: the panel
                // offers no answer, and the banner says why.
                let mut problem = None;
                let identity = self.store.identity(stored.calendar).unwrap_or_else(|e| {
                    problem = Some(e.to_string());
                    Default::default()
                });
                let delivers = self
                    .store
                    .delivers_answers(stored.calendar)
                    .unwrap_or_else(|e| {
                        problem = Some(e.to_string());
                        false
                    });
                let source = crate::layout::DetailsSource {
                    what: &what,
                    event: &stored.event,
                    calendar: ctx.calendars.iter().find(|c| c.id == stored.calendar),
                    read_only: ctx.subscriptions.contains(&stored.calendar),
                    conflict: copy_of.is_some(),
                    other_version: other.as_ref().map(|o| &o.event),
                    item,
                    identity: &identity,
                    delivers,
                };
                let d = crate::layout::event_details(source, ctx.viewer, &ctx.locale);
                self.details = Some(Details::of(d));
                if let Some(reason) = problem {
                    self.error = Some(fl!("app-cannot-show-event", reason = reason));
                }
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-show-event", reason = reason));
            }
        }
    }

    /// My answer to the meeting shown (for the occurrence `what` alone,
    /// or the whole series); the panel shows it at once.
    fn answer_meeting(
        &mut self,
        what: OccurrenceRef,
        status: crate::model::ParticipationStatus,
        only_this: bool,
    ) {
        let occurrence = only_this.then_some(what.recurrence_id);
        match self.store.answer(&what.uid, status.clone(), occurrence) {
            Ok(()) => {
                let title = self
                    .details
                    .as_ref()
                    .and_then(Details::event)
                    .map(|d| d.title.clone())
                    .unwrap_or_default();
                let answer = status.json_word();
                self.reload();
                self.select(what);
                self.show_toast(fl!("app-answered", answer = answer, title = title), true);
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-answer", reason = reason));
            }
        }
    }

    /// Writes my answer to `what` (the occurrence alone, or the series) as
    /// an iTIP reply and opens the mail composer on it, off the window's
    /// thread: a mail program may take seconds to start.
    fn email_answer(&mut self, what: OccurrenceRef, only_this: bool) -> Task<Message> {
        use crate::mail;
        let occurrence = only_this.then_some(what.recurrence_id);
        let now = self.context.now;
        let written = mail::reply_of(&self.store, &what.uid, occurrence, None, now).and_then(|m| {
            let file = mail::write_reply(&mail::replies_dir(self.store.path()), &m, now)?;
            Ok((m, file))
        });
        let (reply, file) = match written {
            Ok(written) => written,
            Err(e) => {
                self.error = Some(fl!("app-cannot-mail", reason = e.to_string()));
                return Task::none();
            }
        };
        let title = self
            .store
            .event(&what.uid)
            .map(|s| s.event.summary)
            .unwrap_or_default();
        let program = self.work.mail_program.clone();
        self.off_thread(move || {
            super::accounts::Done::Mailed(
                mail::compose(&program, &reply, &file)
                    .map(|()| {
                        let organizer = reply.to.as_str();
                        fl!("app-mail-opened", title = title, organizer = organizer)
                    })
                    .map_err(|e| e.to_string()),
            )
        })
    }

    /// The day panel ("+N more", a day heading).
    fn show_day(&mut self, day: NaiveDate) {
        let items = self.body.loaded().map_or(&[][..], |l| &l.items[..]);
        self.details = Some(Details::day(day, items));
    }

    /// The popover on a new timed event `from`–`to` minutes into `day`.
    fn quick_timed(&mut self, day: NaiveDate, from: i64, to: i64) -> Task<Message> {
        let Some(calendar) = self.context.default_calendar() else {
            return Task::none();
        };
        let start = day.and_time(NaiveTime::MIN) + Duration::minutes(from);
        let ctx = &self.context;
        let draft = Draft::timed(
            start,
            to - from,
            Some(ctx.viewer.into()),
            calendar,
            ctx.locale,
        );
        self.open_quick(draft)
    }

    /// Settles a conflict copy; the details follow the event that stays.
    fn settle(&mut self, uid: &str, how: crate::store::Settle) {
        use crate::store::Settle;
        let shown = self
            .details
            .as_ref()
            .and_then(Details::event)
            .map(|d| d.what.recurrence_id);
        let original = self
            .store
            .event(uid)
            .ok()
            .and_then(|s| crate::store::conflict_of(&s).map(str::to_owned));
        match self.store.settle_conflict(uid, how) {
            Ok(()) => {
                let said = match how {
                    Settle::KeepThis => fl!("app-kept-this"),
                    Settle::KeepServers => fl!("app-kept-servers"),
                    Settle::KeepBoth => fl!("app-kept-both"),
                };
                self.details = None;
                self.reload();
                // The same occurrence of the event that stays.
                let stays = match how {
                    Settle::KeepBoth => Some(uid.to_owned()),
                    Settle::KeepThis | Settle::KeepServers => original,
                };
                if let (Some(uid), Some(recurrence_id)) = (stays, shown) {
                    if self.store.event(&uid).is_ok() {
                        self.select(OccurrenceRef { uid, recurrence_id });
                    }
                }
                self.show_toast(said, true);
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-settle", reason = reason));
            }
        }
    }

    /// Delete (the details panel's button, or the Delete key) on the
    /// selected event.
    pub(super) fn start_delete(&mut self) {
        if let Some(d) = self.details.as_ref().and_then(Details::event).cloned() {
            if d.read_only {
                return;
            }
            self.ask_delete(&d);
        }
    }

    /// Deletes at once a one-off event, after asking which occurrences a
    /// repeating one.
    fn ask_delete(&mut self, d: &EventDetails) {
        if d.recurring {
            let prompt = ScopePrompt::new(d.what.clone(), d.title.clone(), Pending::Delete);
            self.dialogs.open(Dialog::Prompt(prompt));
        } else {
            self.delete(&d.what, &d.title, Scope::All);
        }
    }

    fn delete(&mut self, what: &OccurrenceRef, title: &str, scope: Scope) {
        match self.store.delete(&what.uid, scope) {
            Ok(()) => {
                self.details = None;
                self.reload();
                self.show_toast(fl!("app-deleted", title = title), true);
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-delete", title = title, reason = reason));
            }
        }
    }

    /// The user answered the "which occurrences?" dialog.
    pub(super) fn answer(&mut self, prompt: ScopePrompt, scope: Scope) {
        match prompt.pending {
            Pending::Delete => self.delete(&prompt.what, &prompt.title, scope),
            Pending::Save(edit) | Pending::Move(edit) => self.save_edit(&edit, scope),
        }
    }

    /// Writes `edit` for `scope`; the editor closes when it is written.
    pub(super) fn save_edit(&mut self, edit: &Edit, scope: Scope) {
        let mut changes = edit.changes(scope);
        let guests = match edit.guests() {
            Some((added, removed)) => self
                .store
                .guests_changed(edit.uid(), &added, &removed)
                .map(Some),
            None => Ok(None),
        };
        let written = guests.and_then(|people| {
            changes.meeting = people;
            if changes == EventChanges::default() {
                return Ok(None);
            }
            self.store.update(edit.uid(), scope, changes).map(Some)
        });
        match written {
            Ok(None) => {
                self.dialogs.take_editor();
            }
            Ok(Some(uid)) => {
                self.dialogs.take_editor();
                self.reload();
                let shown = self
                    .details
                    .as_ref()
                    .and_then(Details::event)
                    .is_some_and(|d| d.what.uid == edit.uid() || d.what.uid == uid);
                if shown {
                    self.details = None;
                }
                let title = edit.title().to_string();
                self.show_toast(fl!("app-saved", title = title), true);
            }
            Err(e) => {
                let (title, reason) = (edit.title().to_string(), e.to_string());
                self.error = Some(fl!("app-cannot-save", title = title, reason = reason));
            }
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
                self.details = None;
                self.reload();
                let ctx = &self.context;
                let what = edit_in_words(&entry.label, ctx.viewer, &ctx.locale, ctx.today);
                let toast = if undo {
                    fl!("app-undone", what = what)
                } else {
                    fl!("app-redone", what = what)
                };
                self.show_toast(toast, false);
            }
            Ok(None) => {
                let what = if undo {
                    fl!("app-nothing-to-undo")
                } else {
                    fl!("app-nothing-to-redo")
                };
                self.show_toast(what, false);
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Moves (or resizes) a week event to `start`–`end`.
    fn retime(
        &mut self,
        what: OccurrenceRef,
        grip: Grip,
        start: NaiveDateTime,
        end: NaiveDateTime,
    ) {
        let viewer = self.context.viewer;
        // A move keeps the length as it was (elapsed time, or calendar
        // days); a resize sets an elapsed one.
        let duration = match grip {
            Grip::Body => None,
            Grip::Bottom => Some(EventDuration::Exact(
                local_to_utc(viewer, end) - local_to_utc(viewer, start),
            )),
        };
        self.propose(what, |shown| (place(&shown, viewer, start), duration));
    }

    /// Moves occurrence `what` where `to` says (given its shown start), to
    /// last the duration it gives or (`None`) as long as before. Asks the
    /// scope for a repeating event.
    fn propose(
        &mut self,
        what: OccurrenceRef,
        to: impl FnOnce(EventTime) -> (EventTime, Option<EventDuration>),
    ) {
        let stored = match self.store.event(&what.uid) {
            Ok(s) => s,
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-move", reason = reason));
                return;
            }
        };
        let (shown, length) = if stored.event.is_recurring() {
            stored.event.occurrence_time(what.recurrence_id)
        } else {
            (stored.event.start, stored.event.duration)
        };
        let (start, duration) = to(shown);
        let duration = duration.unwrap_or(length);
        let edit = Edit::moved(
            &stored,
            what.recurrence_id,
            start,
            duration,
            self.context.locale,
        );
        if edit.is_noop() {
            return;
        }
        if stored.event.is_recurring() {
            let title = stored.event.summary.clone();
            self.dialogs.open(Dialog::Prompt(ScopePrompt::new(
                what,
                title,
                Pending::Move(Box::new(edit)),
            )));
        } else {
            self.save_edit(&edit, Scope::All);
        }
    }
}
