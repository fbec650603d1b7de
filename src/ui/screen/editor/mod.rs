//! The full event editor: a dialog over the window with every field of an
//! event, its repeat and reminder sections, and Save (disabled, with the
//! reason next to the field, while anything is wrong).
//!
//! The form itself is [`crate::draft::Draft`], GUI-free and tested on its
//! own; this screen sends keystrokes into it and tells the app when the
//! user saves or cancels.

mod guests;
mod heard;
mod keys;
mod label;
mod picker;
mod reminders_view;
mod unit;
mod view;

use unit::custom_minutes;
pub use unit::Unit;

use crate::fl;
use chrono::{Datelike, Months, NaiveDate};
use iced::widget::{operation, text_editor, Id};
use iced::Task;

use crate::draft::{
    format_date, parse_date, Draft, EndsKind, MonthlyBy, Origin, RepeatKind, REMINDER_PRESETS,
};
use crate::model::{CalendarAddress, CalendarId, Reminders, Zone};
use crate::store::KnownAddress;
use crate::ui::context::Context;
use crate::ui::widget::focus::{Ring, Stops, Target};
use crate::ui::widget::Element;

/// The id of the title field (focused when the editor opens).
pub const TITLE_ID: &str = "editor-title";
/// The ids of the start and end fields.
pub const START_DATE_ID: &str = "editor-start-date";
pub const START_TIME_ID: &str = "editor-start-time";
pub const END_DATE_ID: &str = "editor-end-date";
pub const END_TIME_ID: &str = "editor-end-time";
/// The ids of the other fields Tab goes through.
pub const LOCATION_ID: &str = "editor-location";
pub const ZONE_ID: &str = "editor-zone";
pub const INTERVAL_ID: &str = "editor-interval";
pub const CUSTOM_ID: &str = "editor-custom-rule";
pub const UNTIL_ID: &str = "editor-until";
pub const COUNT_ID: &str = "editor-count";
pub const NOTES_ID: &str = "editor-notes";
pub const GUESTS_ID: &str = "editor-guests";
/// The buttons and controls Tab reaches (see `keys`).
const CANCEL: &str = "cancel";
const SAVE: &str = "save";
const KEEP: &str = "keep-editing";
const DISCARD: &str = "discard";
const CALENDAR: &str = "calendar";
const ALL_DAY: &str = "all-day";
const REPEAT: &str = "repeat";
const MONTHLY: &str = "monthly";
const ENDS: &str = "ends";
const USE_DEFAULTS: &str = "use-defaults";
const CUSTOM_UNIT: &str = "custom-unit";
const ADD_REMINDER: &str = "add-reminder";
const INVITE: &str = "invite";
/// Rows of like controls: the weekdays' toggles, the removed dates'
/// checkboxes, the reminders' × buttons, the reminder presets.
const WEEKDAY: &str = "weekday";
const RESTORE: &str = "restore";
const REMOVE_REMINDER: &str = "remove-reminder";
const PRESET: &str = "preset";
const SUGGESTION: &str = "suggestion";
const REMOVE_GUEST: &str = "remove-guest";
/// The custom reminder's amount field.
pub const CUSTOM_AMOUNT_ID: &str = "editor-custom-amount";

/// Which date field the picker fills.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateField {
    Start,
    End,
    Until,
}

/// Everything the editor reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The title was typed into.
    Title(String),
    /// The place was typed into.
    Location(String),
    /// The notes were edited.
    Notes(text_editor::Action),
    /// Another calendar was picked.
    Calendar(CalendarId),
    /// The all-day box was toggled.
    AllDay(bool),
    /// The start date was typed into.
    StartDate(String),
    /// The start time was typed into.
    StartTime(String),
    /// The end date was typed into.
    EndDate(String),
    /// The end time was typed into.
    EndTime(String),
    /// The time-zone search was typed into.
    ZoneQuery(String),
    /// A zone was picked from the search results (`None`: floating).
    Zone(Option<Zone>),
    /// A repeat choice was picked.
    Repeat(RepeatKind),
    /// "Every N" was typed into.
    Interval(String),
    /// A weekday toggle (Monday = 0) was switched.
    Weekday(usize, bool),
    /// A monthly choice was picked.
    Monthly(MonthlyBy),
    /// How the repetition ends was picked.
    Ends(EndsKind),
    /// The end date of the repetition was typed into.
    Until(String),
    /// The number of times was typed into.
    Count(String),
    /// The raw rule was typed into.
    Custom(String),
    /// A removed date was marked to restore (or not).
    Restore(usize, bool),
    /// A reminder preset was added (minutes before).
    AddPreset(i64),
    /// The custom reminder's amount was typed into.
    CustomAmount(String),
    /// The custom reminder's unit was picked.
    CustomUnit(Unit),
    /// The custom reminder was added.
    AddCustom,
    /// One of the event's reminders was removed.
    RemoveReminder(usize),
    /// Back to the calendar's default reminders.
    UseDefaults,
    /// The guests' field was typed into.
    GuestQuery(String),
    /// Enter in the guests' field, or Invite: the typed address (or the
    /// first completion) is invited.
    InviteTyped,
    /// A completion was picked: this address is invited.
    Invite(CalendarAddress),
    /// × beside a guest: no longer invited.
    Uninvite(usize),
    /// The date picker was opened for a field (or closed, when open).
    Picker(DateField),
    /// The date picker moved by some months.
    PickerStep(i32),
    /// A day was picked in the date picker.
    PickDay(NaiveDate),
    /// Save (or Enter in the title).
    Save,
    /// Cancel (or Esc): closes at once when nothing was changed, else asks
    /// "Discard changes?".
    Cancel,
    /// "Keep editing" (or Esc) in the "Discard changes?" question.
    KeepEditing,
    /// "Discard" in the "Discard changes?" question.
    Discard,
    /// Tab moved the keyboard to this stop (the dialog's scope did it).
    Ring(Target),
}

/// What the app must do after an editor message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Save the draft (it passed its checks).
    Save,
    /// Close the editor without saving (nothing was changed, or the user
    /// chose to discard the changes).
    Close,
    /// A guest is being typed: give the form the addresses it completes
    /// from ([`Editor::set_known`]), read only now, when first wanted.
    WantsAddresses,
}

/// The editor's state.
#[derive(Debug)]
pub struct Editor {
    pub draft: Draft,
    /// The draft as it opened: a form that differs asks before closing.
    opened: Draft,
    /// "Discard changes?" is showing.
    confirming_discard: bool,
    /// Where the keyboard is.
    ring: Ring,
    /// Where the event came from; `None` for a new one.
    pub origin: Option<Origin>,
    /// The calendars to choose from.
    pub calendars: Vec<(CalendarId, String)>,
    pub(super) notes: text_editor::Content,
    pub(super) zone_query: String,
    /// The zone the event's file defined for itself, when it has one: kept
    /// among the choices so that picking another zone can be undone.
    file_zone: Option<Zone>,
    /// The open date picker: which field, and which month it shows.
    pub(super) picker: Option<(DateField, NaiveDate)>,
    pub(super) custom_amount: String,
    pub(super) custom_unit: Unit,
    /// Opened, and its title field not focused yet: keys typed meanwhile
    /// belong in the title (see [`Editor::type_ahead`]).
    awaiting_focus: bool,
    /// The title was typed into, or saving was tried: only then does an
    /// empty title say so (a new event's form does not open in red).
    title_touched: bool,
    /// A meeting someone else organises (their name): its time, title,
    /// place, calendar and repetition are shown, not editable; reminders
    /// and notes are mine.
    pub locked_by: Option<String>,
    /// What the guests' field holds.
    pub(super) guest_query: String,
    /// Why the typed guest was not invited (not an address).
    pub(super) guest_problem: Option<String>,
    /// Addresses the calendars' meetings name, most used first: the
    /// field's completions (`None` until a guest is first typed).
    pub(super) known: Option<Vec<KnownAddress>>,
    /// The calendars whose server sends invitations (CalDAV scheduling).
    pub(super) scheduling: Vec<CalendarId>,
}

impl Editor {
    /// The window's title while the editor is on top.
    pub fn title(&self) -> String {
        if self.confirming_discard() {
            fl!("editor-discard-title")
        } else if self.origin.is_some() {
            fl!("editor-edit-title")
        } else {
            fl!("editor-new-title")
        }
    }

    /// An editor on `draft`.
    pub fn new(
        draft: Draft,
        origin: Option<Origin>,
        calendars: Vec<(CalendarId, String)>,
    ) -> Editor {
        Editor {
            notes: text_editor::Content::with_text(&draft.notes),
            opened: draft.clone(),
            confirming_discard: false,
            ring: Ring::on(Target::Field(TITLE_ID)),
            file_zone: draft.zone.filter(|z| z.iana().is_none()),
            draft,
            origin,
            calendars,
            zone_query: String::new(),
            picker: None,
            custom_amount: "2".to_owned(),
            custom_unit: Unit::Hours,
            awaiting_focus: true,
            title_touched: false,
            locked_by: None,
            guest_query: String::new(),
            guest_problem: None,
            known: None,
            scheduling: Vec::new(),
        }
    }

    /// The form told which calendars' servers send invitations.
    pub fn with_scheduling(mut self, scheduling: Vec<CalendarId>) -> Editor {
        self.scheduling = scheduling;
        self
    }

    /// The guests' completions (my own addresses left out by the caller).
    pub fn set_known(&mut self, known: Vec<KnownAddress>) {
        self.known = Some(known);
    }

    /// The form for a meeting `organizer` organises: only what is mine
    /// (reminders, notes) can change; the keyboard starts in the notes.
    pub fn locked(mut self, organizer: String) -> Editor {
        self.locked_by = Some(organizer);
        self.awaiting_focus = false;
        self.ring = Ring::on(Target::Field(NOTES_ID));
        self
    }

    /// Whether `message` changes what a meeting's organiser decides.
    fn organizers(message: &Message) -> bool {
        matches!(
            message,
            Message::Title(_)
                | Message::Location(_)
                | Message::Calendar(_)
                | Message::AllDay(_)
                | Message::StartDate(_)
                | Message::StartTime(_)
                | Message::EndDate(_)
                | Message::EndTime(_)
                | Message::ZoneQuery(_)
                | Message::Zone(_)
                | Message::Repeat(_)
                | Message::Interval(_)
                | Message::Weekday(..)
                | Message::Monthly(_)
                | Message::Ends(_)
                | Message::Until(_)
                | Message::Count(_)
                | Message::Custom(_)
                | Message::Restore(..)
                | Message::Picker(_)
                | Message::PickerStep(_)
                | Message::PickDay(_)
                | Message::GuestQuery(_)
                | Message::InviteTyped
                | Message::Invite(_)
                | Message::Uninvite(_)
        )
    }

    /// Text typed before the title field took the focus (the focus is
    /// given on the frame after the editor opens; a fast typist or a slow
    /// frame would otherwise lose the first letters). Returns whether the
    /// text was taken.
    pub fn type_ahead(&mut self, text: &str) -> bool {
        if self.awaiting_focus {
            self.draft.title.push_str(text);
        }
        self.awaiting_focus
    }

    /// Whether an empty title is said: once typed into or saved, and for
    /// an event that had a title.
    pub(super) fn says_title_problem(&self) -> bool {
        self.title_touched || self.origin.is_some()
    }

    /// Whether the title field has not taken the focus yet (nothing has
    /// been typed into the form itself).
    pub fn awaiting_focus(&self) -> bool {
        self.awaiting_focus
    }

    /// The task that gives the title the keyboard (run when it opens).
    pub fn focus_title() -> Task<Message> {
        operation::focus(Id::new(TITLE_ID))
    }

    /// Whether the form differs from what it opened with.
    pub fn changed(&self) -> bool {
        self.draft != self.opened
    }

    /// Whether "Discard changes?" is showing.
    pub fn confirming_discard(&self) -> bool {
        self.confirming_discard
    }

    /// Where the keyboard is.
    pub fn focused(&self) -> Option<Target> {
        self.ring.current()
    }

    /// Esc: closes the date picker, else answers "Discard changes?" with
    /// Keep editing, else cancels (which asks when something changed).
    pub fn escape(&mut self, ctx: &Context) -> (Task<Message>, Option<Event>) {
        if self.picker.is_some() {
            self.picker = None;
            return (Task::none(), None);
        }
        let message = if self.confirming_discard {
            Message::KeepEditing
        } else {
            Message::Cancel
        };
        self.update(message, ctx)
    }

    /// Tab or Shift+Tab (the form is then worked by keyboard).
    pub fn tab(&mut self, from: Option<&Id>, backward: bool) -> Task<Message> {
        self.awaiting_focus = false;
        Stops::tab(self, from, backward)
    }

    /// Enter that no field took: the button the keyboard is on, else the
    /// dialog's default, Save (as Enter in any one-line field does).
    pub fn enter(&self) -> Option<Message> {
        match self.ring.current() {
            Some(Target::Button(_) | Target::Item(..)) => Stops::activate(self),
            _ if self.confirming_discard => None,
            _ => Some(Message::Save),
        }
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        view::view(self, ctx)
    }

    /// Whether the draft can be saved now.
    pub fn can_save(&self) -> bool {
        self.draft.check().is_ok()
    }

    /// The zones matching the search, best first (at most `limit`).
    pub fn zone_matches(&self, limit: usize) -> Vec<Zone> {
        let q = self
            .zone_query
            .trim()
            .to_ascii_lowercase()
            .replace(' ', "_");
        if q.is_empty() {
            return Vec::new();
        }
        let own = self
            .file_zone
            .filter(|z| z.name().to_ascii_lowercase().replace(' ', "_").contains(&q));
        let mut found: Vec<(bool, chrono_tz::Tz)> = chrono_tz::TZ_VARIANTS
            .iter()
            .filter(|tz| tz.name().to_ascii_lowercase().contains(&q))
            .map(|tz| {
                let city = tz.name().rsplit('/').next().unwrap_or("");
                (!city.to_ascii_lowercase().starts_with(&q), *tz)
            })
            .collect();
        found.sort_by_key(|(later, tz)| (*later, tz.name()));
        own.into_iter()
            .chain(found.into_iter().map(|(_, tz)| Zone::from(tz)))
            .take(limit)
            .collect()
    }

    /// Reacts to a message; the app acts on the returned event.
    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        if self.locked_by.is_some() && Editor::organizers(&message) {
            return (Task::none(), None);
        }
        // Any input through the form means the fields have the keyboard.
        self.awaiting_focus = false;
        if let Some(field) = typed_into(&message) {
            self.ring.set(Target::Field(field));
        }
        let d = &mut self.draft;
        match message {
            Message::Title(t) => {
                d.title = t;
                self.title_touched = true;
            }
            Message::Location(t) => d.location = t,
            Message::Notes(action) => {
                self.notes.perform(action);
                d.notes = self.notes.text().trim_end_matches('\n').to_owned();
            }
            Message::Calendar(c) => d.calendar = c,
            Message::AllDay(on) => d.set_all_day(on),
            Message::StartDate(t) => d.set_start_date(t),
            Message::StartTime(t) => d.set_start_time(t),
            Message::EndDate(t) => d.set_end_date(t),
            Message::EndTime(t) => d.set_end_time(t),
            Message::ZoneQuery(q) => self.zone_query = q,
            Message::Zone(z) => {
                d.zone = z;
                self.zone_query.clear();
            }
            Message::Repeat(kind) => {
                if kind == RepeatKind::Custom && d.repeat.custom.trim().is_empty() {
                    // Start from what the other choices say.
                    if let Some(Ok(Some(rule))) = d.start().map(|s| d.repeat.rule(&s)) {
                        d.repeat.custom = rule.to_string();
                    }
                }
                d.repeat.kind = kind;
            }
            Message::Interval(t) => d.repeat.interval = t,
            Message::Weekday(i, on) => {
                if let Some(w) = d.repeat.weekdays.get_mut(i) {
                    *w = on;
                }
            }
            Message::Monthly(by) => d.repeat.monthly = by,
            Message::Ends(e) => {
                if e == EndsKind::OnDate && d.repeat.until.trim().is_empty() {
                    if let Some(start) = parse_date(&d.start_date) {
                        d.repeat.until =
                            format_date(start.checked_add_months(Months::new(3)).unwrap_or(start));
                    }
                }
                d.repeat.ends = e;
            }
            Message::Until(t) => d.repeat.until = t,
            Message::Count(t) => d.repeat.count = t,
            Message::Custom(t) => d.repeat.custom = t,
            Message::Restore(i, on) => {
                if let Some(r) = d.removed.get_mut(i) {
                    r.restore = on;
                }
            }
            Message::AddPreset(minutes) => d.add_reminder(minutes),
            Message::CustomAmount(t) => self.custom_amount = t,
            Message::CustomUnit(u) => self.custom_unit = u,
            Message::AddCustom => {
                if let Some(n) = custom_minutes(&self.custom_amount, self.custom_unit) {
                    d.add_reminder(n);
                }
            }
            Message::RemoveReminder(i) => d.remove_reminder(i),
            Message::UseDefaults => d.reminders = Reminders::CalendarDefault,
            Message::GuestQuery(text) => {
                self.guest_typed(text);
                let wanted = self.known.is_none().then_some(Event::WantsAddresses);
                return (Task::none(), wanted);
            }
            Message::InviteTyped => self.invite_typed(),
            Message::Invite(address) => self.invite(address),
            Message::Uninvite(i) => self.uninvite(i),
            Message::Picker(field) => {
                self.picker = match self.picker {
                    Some((open, _)) if open == field => None,
                    _ => {
                        let text = match field {
                            DateField::Start => &d.start_date,
                            DateField::End => &d.end_date,
                            DateField::Until => &d.repeat.until,
                        };
                        let shown = parse_date(text)
                            .or_else(|| parse_date(&d.start_date))
                            .unwrap_or_default();
                        Some((field, shown.with_day(1).unwrap_or(shown)))
                    }
                }
            }
            Message::PickerStep(n) => {
                if let Some((_, month)) = &mut self.picker {
                    let moved = if n >= 0 {
                        month.checked_add_months(Months::new(n.unsigned_abs()))
                    } else {
                        month.checked_sub_months(Months::new(n.unsigned_abs()))
                    };
                    *month = moved.unwrap_or(*month);
                }
            }
            Message::PickDay(day) => {
                if let Some((field, _)) = self.picker.take() {
                    let text = format_date(day);
                    match field {
                        DateField::Start => d.set_start_date(text),
                        DateField::End => d.set_end_date(text),
                        DateField::Until => d.repeat.until = text,
                    }
                }
            }
            // Enter in a field behind the question does not answer it.
            Message::Save if self.confirming_discard => {}
            Message::Save => {
                self.title_touched = true;
                return (Task::none(), self.can_save().then_some(Event::Save));
            }
            Message::Cancel if self.changed() => {
                self.confirming_discard = true;
                self.ring = Ring::on(Target::Button(KEEP));
                // Off the fields, so Enter and Space reach the question.
                return (self.ring.step(&[Target::Button(KEEP)], None, false), None);
            }
            Message::Cancel | Message::Discard => return (Task::none(), Some(Event::Close)),
            Message::Ring(target) => {
                self.ring.set(target);
                return (crate::ui::widget::reveal::reveal(), None);
            }
            Message::KeepEditing => {
                self.confirming_discard = false;
                // The title takes the focus again: keys typed meanwhile
                // belong in it.
                self.awaiting_focus = true;
                self.ring = Ring::on(Target::Field(TITLE_ID));
                return (Editor::focus_title(), None);
            }
        }
        (Task::none(), None)
    }

    /// The custom reminder in minutes, when its amount is a whole number
    /// from 0 to four weeks.
    pub(super) fn custom_minutes(&self) -> Option<i64> {
        custom_minutes(&self.custom_amount, self.custom_unit)
    }
}

/// The field a message types into, for the focus ring.
fn typed_into(message: &Message) -> Option<&'static str> {
    Some(match message {
        Message::Title(_) => TITLE_ID,
        Message::Location(_) => LOCATION_ID,
        Message::StartDate(_) => START_DATE_ID,
        Message::StartTime(_) => START_TIME_ID,
        Message::EndDate(_) => END_DATE_ID,
        Message::EndTime(_) => END_TIME_ID,
        Message::ZoneQuery(_) => ZONE_ID,
        Message::Interval(_) => INTERVAL_ID,
        Message::Custom(_) => CUSTOM_ID,
        Message::Until(_) => UNTIL_ID,
        Message::Count(_) => COUNT_ID,
        Message::Notes(_) => NOTES_ID,
        Message::CustomAmount(_) => CUSTOM_AMOUNT_ID,
        Message::GuestQuery(_) => GUESTS_ID,
        _ => return None,
    })
}

/// The presets, for the view.
pub(super) fn presets() -> &'static [i64] {
    &REMINDER_PRESETS
}
