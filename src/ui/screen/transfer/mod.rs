//! Import and export in the window: a dialog with the file (typed, or
//! picked with the desktop's file chooser through the XDG portal), the
//! calendar, and for an import the report of what it would do, checked
//! before anything is written. `kairos FILE.ics` opens the window with
//! this dialog on that file. The app reads and writes the files; this
//! screen holds the form and says what to do.

use chrono::NaiveDate;
use iced::widget::{button, operation, pick_list, row, space, text, text_input, Id};
use iced::{Center, Fill, Task};
use std::path::PathBuf;

use crate::draft::parse_date;
use crate::fl;
use crate::model::CalendarId;
use crate::transfer::{ImportReport, RowKind};
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::focus::{neighbour, Ring, Spoken, Stops, Target};
use crate::ui::widget::menu_esc::{closes_on_esc, EscTaken};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card_height, dialog, form_card, ringed, Element};

mod view;

/// The card's width, and its greatest height.
const WIDTH: f32 = 600.0;
const HEIGHT: f32 = 560.0;

/// The id of the file field.
pub const PATH_ID: &str = "transfer-path";
/// The ids of the export's first and last day.
pub const FROM_ID: &str = "transfer-from";
pub const TO_ID: &str = "transfer-to";
const BROWSE: &str = "browse";
const CHECK: &str = "check";
const CANCEL: &str = "cancel";
const RUN: &str = "run";
/// The calendar pick list ("Into", "Calendar").
const CALENDAR: &str = "calendar";

/// Import or export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Import,
    Export,
}

/// What the dialog reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The file field was typed into.
    Path(String),
    /// "Browse…": the desktop's file chooser.
    Browse,
    /// The file chooser closed (`None`: cancelled, or no chooser).
    Picked(Option<PathBuf>),
    /// A calendar was picked (`None`: all calendars, for an export).
    Calendar(Option<CalendarId>),
    /// The export's first day was typed into.
    From(String),
    /// The export's last day was typed into.
    To(String),
    /// Check the file: read it and report what an import would do,
    /// writing nothing.
    Check,
    /// Import or export now; a file not checked as the form is now is
    /// checked first (Enter in the path: once to check, again to import).
    Run,
    /// Close the dialog.
    Close,
    /// Tab moved the keyboard to this stop (the dialog's scope did it).
    Ring(Target),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Read the file and report what importing it into the calendar would
    /// do, writing nothing (answer with [`Transfer::checked`]).
    Check(String, CalendarId),
    /// Import the checked file into the calendar.
    Import(String, CalendarId),
    /// Write the calendar (`None`: all) to the file, only the events in
    /// the days given (first and last, inclusive) when there are some.
    Export {
        path: String,
        calendar: Option<CalendarId>,
        days: Option<(NaiveDate, NaiveDate)>,
    },
    /// Close the dialog.
    Close,
}

/// The open dialog.
#[derive(Debug, Clone)]
pub struct Transfer {
    pub kind: Kind,
    pub path: String,
    pub calendar: Option<CalendarId>,
    pub from: String,
    pub to: String,
    /// What the last check found, or why it failed.
    pub report: Option<Result<ImportReport, String>>,
    /// The file and calendar the report is for (Import is enabled only
    /// while they are still the ones shown).
    checked: Option<(String, Option<CalendarId>)>,
    /// The calendars offered, as the dialog opened.
    choices: Vec<Choice>,
    ring: Ring,
    /// Opened with an empty path whose field has not taken the keyboard
    /// yet (that is a frame away): what is typed meanwhile goes into it.
    awaiting_focus: bool,
}

/// A calendar in the picker.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Choice(Option<CalendarId>, String);

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.1)
    }
}

impl Transfer {
    /// The window's title while the dialog is on top.
    pub fn title(&self) -> String {
        match self.kind {
            Kind::Import => fl!("transfer-import-title"),
            Kind::Export => fl!("transfer-export-title"),
        }
    }

    /// The dialog for `kind` on `path` (an export starts on
    /// `~/Documents/kairos.ics`), its file field focused.
    pub fn new(kind: Kind, path: Option<PathBuf>, ctx: &Context) -> (Transfer, Task<Message>) {
        let (calendar, default) = match kind {
            Kind::Import => (ctx.default_calendar(), String::new()),
            Kind::Export => (None, default_export_path()),
        };
        let path = path.map_or(default, |p| p.display().to_string());
        let t = Transfer {
            kind,
            awaiting_focus: path.is_empty(),
            path,
            calendar,
            from: String::new(),
            to: String::new(),
            report: None,
            checked: None,
            choices: choices(kind, ctx),
            ring: Ring::on(Target::Field(PATH_ID)),
        };
        (t, operation::focus(Id::new(PATH_ID)))
    }

    /// Text typed before the path's field took the keyboard (Ctrl+I, then
    /// the path at once) goes into it; returns whether it did.
    pub fn type_ahead(&mut self, text: &str) -> bool {
        // Not once Tab took the keyboard elsewhere.
        let taken = self.awaiting_focus && self.ring.current() == Some(Target::Field(PATH_ID));
        if taken {
            self.path.push_str(text);
        }
        taken
    }

    /// An import opened on a file is checked at once.
    pub fn first_check(&mut self) -> Option<Event> {
        (self.kind == Kind::Import && !self.path.is_empty())
            .then(|| self.check())
            .flatten()
    }

    /// The app checked `path` for `calendar`: what an import would do, or
    /// why it cannot.
    pub fn checked(
        &mut self,
        path: String,
        calendar: CalendarId,
        result: Result<ImportReport, String>,
    ) {
        self.checked = result.is_ok().then_some((path, Some(calendar)));
        self.report = Some(result);
    }

    /// The import or export failed: why, in the dialog.
    pub fn failed(&mut self, why: String) {
        self.report = Some(Err(why));
    }

    fn ready(&self) -> bool {
        match self.kind {
            Kind::Import => {
                self.checked.as_ref() == Some(&(self.path.trim().to_owned(), self.calendar))
            }
            Kind::Export => true,
        }
    }

    /// The file to check, or why there is none to check yet.
    fn to_check(&self) -> Result<(String, CalendarId), String> {
        let path = self.path.trim();
        if path.is_empty() {
            return Err(fl!("transfer-error-no-file"));
        }
        let Some(calendar) = self.calendar else {
            return Err(fl!("transfer-error-no-calendar"));
        };
        Ok((path.to_owned(), calendar))
    }

    /// The export asked for, or what is wrong with the form.
    fn to_export(&self) -> Result<Event, String> {
        let path = self.path.trim();
        if path.is_empty() {
            return Err(fl!("transfer-error-no-destination"));
        }
        let days = match (self.from.trim(), self.to.trim()) {
            ("", "") => None,
            (f, to) => {
                let (Some(f), Some(to)) = (parse_date(f), parse_date(to)) else {
                    return Err(fl!("transfer-error-range-incomplete"));
                };
                if to < f {
                    return Err(fl!("transfer-error-range-backwards"));
                }
                Some((f, to))
            }
        };
        Ok(Event::Export {
            path: path.to_owned(),
            calendar: self.calendar,
            days,
        })
    }

    fn check(&mut self) -> Option<Event> {
        match self.to_check() {
            Ok((path, calendar)) => Some(Event::Check(path, calendar)),
            Err(why) => {
                self.checked = None;
                self.report = Some(Err(why));
                None
            }
        }
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Path(p) => {
                self.ring.set(Target::Field(PATH_ID));
                self.awaiting_focus = false;
                self.path = p;
                None
            }
            Message::Calendar(c) => {
                self.calendar = c;
                // A file already checked is checked again for the calendar
                // now chosen, so Import stays at hand.
                let path = self.path.trim();
                let was_checked = self.checked.as_ref().is_some_and(|(p, _)| p == path);
                if self.kind == Kind::Import && was_checked {
                    self.check()
                } else {
                    None
                }
            }
            Message::From(d) => {
                self.ring.set(Target::Field(FROM_ID));
                self.from = d;
                None
            }
            Message::To(d) => {
                self.ring.set(Target::Field(TO_ID));
                self.to = d;
                None
            }
            Message::Browse => return (browse(self.kind), None),
            Message::Picked(Some(path)) => {
                self.path = path.display().to_string();
                match self.kind {
                    Kind::Import => self.check(),
                    Kind::Export => None,
                }
            }
            Message::Picked(None) => None,
            Message::Check | Message::Run if self.kind == Kind::Export => match self.to_export() {
                Ok(event) => Some(event),
                Err(why) => {
                    self.report = Some(Err(why));
                    None
                }
            },
            Message::Check => self.check(),
            Message::Run if self.ready() => self
                .to_check()
                .ok()
                .map(|(path, calendar)| Event::Import(path, calendar)),
            // The form changed since the check: check again first.
            Message::Run => self.check(),
            Message::Close => Some(Event::Close),
            Message::Ring(target) => {
                self.awaiting_focus = false;
                self.ring.set(target);
                None
            }
        };
        (Task::none(), event)
    }
}

/// The last part of `path`, for a toast.
pub fn file_name(path: &str) -> String {
    std::path::Path::new(path)
        .file_name()
        .map_or_else(|| path.to_owned(), |n| n.to_string_lossy().into_owned())
}

/// `~/kairos.ics` (or in the working directory without a home).
fn default_export_path() -> String {
    let dir = directories::UserDirs::new()
        .map(|d| d.document_dir().unwrap_or(d.home_dir()).to_path_buf())
        .unwrap_or_default();
    dir.join("kairos.ics").display().to_string()
}

/// The desktop's file chooser (XDG portal), off the update loop.
fn browse(kind: Kind) -> Task<Message> {
    let dialog = rfd::AsyncFileDialog::new().add_filter("iCalendar", &["ics", "ical", "ifb"]);
    let wrap = |f: Option<rfd::FileHandle>| Message::Picked(f.map(|f| f.path().to_path_buf()));
    match kind {
        Kind::Import => Task::perform(dialog.pick_file(), wrap),
        Kind::Export => Task::perform(dialog.set_file_name("kairos.ics").save_file(), wrap),
    }
}

impl Stops for Transfer {
    type Message = Message;

    fn said(&self) -> Option<String> {
        self.report.as_ref()?.as_ref().err().cloned()
    }

    fn spoken(&self, target: Target, _: &Context) -> Option<Spoken<Message>> {
        Some(match target {
            Target::Field(PATH_ID) => Spoken::field(fl!("a11y-file"), &self.path, Message::Path),
            Target::Field(FROM_ID) => {
                let label = format!(
                    "{} ({})",
                    fl!("transfer-days"),
                    fl!("transfer-from-example")
                );
                Spoken::field(label, &self.from, Message::From)
            }
            Target::Field(TO_ID) => {
                let label = format!("{} ({})", fl!("transfer-days"), fl!("transfer-to-example"));
                Spoken::field(label, &self.to, Message::To)
            }
            Target::Button(BROWSE) => Spoken::button(fl!("transfer-browse")),
            Target::Button(CHECK) => Spoken::button(fl!("transfer-check")),
            Target::Button(RUN) => Spoken::button(match self.kind {
                Kind::Import => fl!("transfer-import"),
                Kind::Export => fl!("transfer-export"),
            }),
            Target::Button(CALENDAR) => {
                let label = match self.kind {
                    Kind::Import => fl!("transfer-into"),
                    Kind::Export => fl!("transfer-calendar"),
                };
                let chosen = self.choices.iter().find(|c| c.0 == self.calendar);
                Spoken::choice(label, chosen.map_or_else(String::new, |c| c.1.clone()))
            }
            _ => return None,
        })
    }

    fn order(&self) -> Vec<Target> {
        let mut order = vec![
            Target::Field(PATH_ID),
            Target::Button(BROWSE),
            Target::Button(CALENDAR),
        ];
        match self.kind {
            Kind::Import => order.push(Target::Button(CHECK)),
            Kind::Export => order.extend([Target::Field(FROM_ID), Target::Field(TO_ID)]),
        }
        order.push(Target::Button(CANCEL));
        if self.ready() {
            order.push(Target::Button(RUN));
        }
        order
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    /// Enter on the path: check the file, and once it is checked,
    /// import it (export: write it).
    fn submit(&self, id: &'static str) -> Option<Message> {
        (id == PATH_ID).then_some(Message::Run)
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        match name {
            BROWSE => Some(Message::Browse),
            CHECK => Some(Message::Check),
            CANCEL => Some(Message::Close),
            RUN if self.ready() => Some(Message::Run),
            CALENDAR => self.choose(CALENDAR, false),
            _ => None,
        }
    }

    fn choose(&self, name: &'static str, backward: bool) -> Option<Message> {
        if name != CALENDAR {
            return None;
        }
        neighbour(&self.targets(), &self.calendar, backward).map(Message::Calendar)
    }
}

/// The calendars offered: for an import only those Kairos can write (not
/// a subscription, which its feed replaces); for an export all, "All
/// calendars" first.
fn choices(kind: Kind, ctx: &Context) -> Vec<Choice> {
    let mut choices: Vec<Choice> = ctx
        .calendars
        .iter()
        .filter(|c| kind == Kind::Export || !ctx.subscriptions.contains(&c.id))
        .map(|c| Choice(Some(c.id), c.name.clone()))
        .collect();
    if kind == Kind::Export {
        choices.insert(0, Choice(None, fl!("transfer-all-calendars")));
    }
    choices
}
