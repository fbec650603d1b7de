//! Import and export in the window: a dialog with the file (typed, or
//! picked with the desktop's file chooser through the XDG portal), the
//! calendar, and for an import the report of what it would do, checked
//! before anything is written. `kairos FILE.ics` opens the window with
//! this dialog on that file.

use chrono::{Days, NaiveTime};
use iced::widget::{
    button, column, container, pick_list, row, scrollable, space, text, text_input, Id,
};
use iced::{Center, Fill, Task};
use std::path::PathBuf;

use super::app::{App, Message as AppMessage};
use super::prompt::dialog;
use super::theme;
use super::widget::Element;
use crate::draft::parse_date;
use crate::model::{local_to_utc, CalendarId};
use crate::store::{ImportInto, ImportOutcome};
use crate::transfer;

/// The id of the file field.
pub const PATH_ID: &str = "transfer-path";

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
    /// Check the file (Enter in the field): read it and report what an
    /// import would do, writing nothing.
    Check,
    /// Import or export now.
    Run,
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
    pub report: Option<Result<String, String>>,
    /// The file and calendar the report is for (Import is enabled only
    /// while they are still the ones shown).
    checked: Option<(String, Option<CalendarId>)>,
}

/// A calendar in the picker.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Choice(Option<CalendarId>, String);

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.1)
    }
}

impl App {
    /// Opens the dialog; an import on `path` is checked at once.
    pub(super) fn open_transfer(&mut self, kind: Kind, path: Option<PathBuf>) -> Task<AppMessage> {
        let calendar = match kind {
            Kind::Import => self.default_calendar(),
            Kind::Export => None,
        };
        let default = match kind {
            Kind::Import => String::new(),
            Kind::Export => default_export_path(),
        };
        self.transfer = Some(Transfer {
            kind,
            path: path.map_or(default, |p| p.display().to_string()),
            calendar,
            from: String::new(),
            to: String::new(),
            report: None,
            checked: None,
        });
        if kind == Kind::Import && self.transfer.as_ref().is_some_and(|t| !t.path.is_empty()) {
            self.check_import();
        }
        iced::widget::operation::focus(Id::new(PATH_ID))
    }

    /// `kairos FILE.ics`: the import dialog on `path`, already checked.
    pub fn offer_import(&mut self, path: PathBuf) -> Task<AppMessage> {
        self.open_transfer(Kind::Import, Some(path))
    }

    /// The open import or export dialog's report, if one is shown.
    pub fn transfer_report(&self) -> Option<&Result<String, String>> {
        self.transfer.as_ref().and_then(|t| t.report.as_ref())
    }

    /// Reacts to the dialog.
    pub(super) fn on_transfer(&mut self, message: Message) -> Task<AppMessage> {
        let Some(t) = &mut self.transfer else {
            return Task::none();
        };
        match message {
            Message::Path(p) => t.path = p,
            Message::Calendar(c) => t.calendar = c,
            Message::From(d) => t.from = d,
            Message::To(d) => t.to = d,
            Message::Browse => return browse(t.kind),
            Message::Picked(Some(path)) => {
                t.path = path.display().to_string();
                if t.kind == Kind::Import {
                    self.check_import();
                }
            }
            Message::Picked(None) => {}
            Message::Check if t.kind == Kind::Import => self.check_import(),
            Message::Check | Message::Run if t.kind == Kind::Export => self.export(),
            Message::Check => {}
            Message::Run => self.import(),
            Message::Close => self.transfer = None,
        }
        Task::none()
    }

    /// Reads the file and reports what importing it would do.
    fn check_import(&mut self) {
        let Some(t) = &self.transfer else {
            return;
        };
        let (path, calendar) = (t.path.trim().to_owned(), t.calendar);
        let result = self.run_import(&path, calendar, true);
        if let Some(t) = &mut self.transfer {
            t.checked = result.is_ok().then_some((path, calendar));
            t.report = Some(result.map(|(report, _)| report));
        }
    }

    fn run_import(
        &mut self,
        path: &str,
        calendar: Option<CalendarId>,
        dry_run: bool,
    ) -> Result<(String, usize), String> {
        if path.is_empty() {
            return Err("Choose a file to import".into());
        }
        let Some(calendar) = calendar else {
            return Err("Choose the calendar to import into".into());
        };
        let files =
            transfer::read_files(&[PathBuf::from(path)], false).map_err(|e| e.to_string())?;
        let outcomes = transfer::import(
            &mut self.store,
            &files,
            ImportInto::Calendar(calendar),
            dry_run,
        )
        .map_err(|e| e.to_string())?;
        let changed = outcomes
            .iter()
            .filter(|o| matches!(o, ImportOutcome::Added | ImportOutcome::Updated))
            .count();
        Ok((transfer::report(&files, &outcomes, dry_run), changed))
    }

    /// Imports the checked file: one undoable edit.
    fn import(&mut self) {
        let Some(t) = &self.transfer else {
            return;
        };
        let (path, calendar) = (t.path.trim().to_owned(), t.calendar);
        if t.checked.as_ref() != Some(&(path.clone(), calendar)) {
            return self.check_import();
        }
        match self.run_import(&path, calendar, false) {
            Ok((_, changed)) => {
                self.transfer = None;
                self.reload();
                let name = file_name(&path);
                let undo = changed > 0;
                self.show_toast(format!("Imported {changed} events from {name}"), undo);
            }
            Err(e) => {
                if let Some(t) = &mut self.transfer {
                    t.report = Some(Err(e));
                }
            }
        }
    }

    /// Writes the chosen calendar and range to the file.
    fn export(&mut self) {
        let Some(t) = &self.transfer else {
            return;
        };
        let result = (|| -> Result<(usize, String), String> {
            let path = t.path.trim();
            if path.is_empty() {
                return Err("Choose where to save the file".into());
            }
            let range = match (t.from.trim(), t.to.trim()) {
                ("", "") => None,
                (f, to) => {
                    let (Some(f), Some(to)) = (parse_date(f), parse_date(to)) else {
                        return Err("The range needs both days, as YYYY-MM-DD".into());
                    };
                    if to < f {
                        return Err("The range ends before it starts".into());
                    }
                    let midnight = |d: chrono::NaiveDate| {
                        local_to_utc(self.viewer, d.and_time(NaiveTime::MIN))
                    };
                    Some((midnight(f), midnight(to + Days::new(1)), self.viewer))
                }
            };
            let events = transfer::events_to_export(&self.store, t.calendar, range)
                .map_err(|e| e.to_string())?;
            let text = transfer::to_ics(&events, self.today);
            transfer::write_file(std::path::Path::new(path), &text).map_err(|e| e.to_string())?;
            Ok((events.len(), path.to_owned()))
        })();
        match result {
            Ok((n, path)) => {
                self.transfer = None;
                self.show_toast(format!("Exported {n} events to {path}"), false);
            }
            Err(e) => {
                if let Some(t) = &mut self.transfer {
                    t.report = Some(Err(e));
                }
            }
        }
    }
}

fn file_name(path: &str) -> String {
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
fn browse(kind: Kind) -> Task<AppMessage> {
    let dialog = rfd::AsyncFileDialog::new().add_filter("iCalendar", &["ics", "ical", "ifb"]);
    let wrap = |f: Option<rfd::FileHandle>| {
        AppMessage::Transfer(Message::Picked(f.map(|f| f.path().to_path_buf())))
    };
    match kind {
        Kind::Import => Task::perform(dialog.pick_file(), wrap),
        Kind::Export => Task::perform(dialog.set_file_name("kairos.ics").save_file(), wrap),
    }
}

pub fn view<'a>(t: &'a Transfer, app: &'a App) -> Element<'a, Message> {
    let (heading, run) = match t.kind {
        Kind::Import => ("Import events", "Import"),
        Kind::Export => ("Export events", "Export"),
    };
    let mut choices: Vec<Choice> = app
        .calendars
        .iter()
        .map(|c| Choice(Some(c.id), c.name.clone()))
        .collect();
    if t.kind == Kind::Export {
        choices.insert(0, Choice(None, "All calendars".into()));
    }
    let chosen = choices.iter().find(|c| c.0 == t.calendar).cloned();
    let mut body = column![
        text(heading).size(18).font(theme::BOLD),
        row![
            text_input("/path/to/calendar.ics", &t.path)
                .id(Id::new(PATH_ID))
                .on_input(Message::Path)
                .on_submit(Message::Check)
                .size(14)
                .width(Fill),
            button(text("Browse…").size(14))
                .style(button::secondary)
                .on_press(Message::Browse),
        ]
        .spacing(8)
        .align_y(Center),
        row![
            text(if t.kind == Kind::Import {
                "Into"
            } else {
                "Calendar"
            })
            .size(14)
            .width(80),
            pick_list(choices, chosen, |c| Message::Calendar(c.0)).text_size(14),
        ]
        .spacing(8)
        .align_y(Center),
    ]
    .spacing(12);
    if t.kind == Kind::Export {
        body = body.push(
            row![
                text("Days").size(14).width(80),
                text_input("from YYYY-MM-DD", &t.from)
                    .on_input(Message::From)
                    .size(14)
                    .width(150),
                text("–").size(14),
                text_input("to YYYY-MM-DD", &t.to)
                    .on_input(Message::To)
                    .size(14)
                    .width(150),
                text("(empty: everything)").size(12),
            ]
            .spacing(8)
            .align_y(Center),
        );
    }
    match &t.report {
        Some(Ok(report)) => {
            body = body.push(
                scrollable(text(report.clone()).size(12).font(iced::Font::MONOSPACE))
                    .height(iced::Length::Shrink)
                    .width(Fill),
            )
        }
        Some(Err(e)) => {
            body = body.push(text(e.clone()).size(13).style(|th| text::Style {
                color: Some(theme::error_text(th)),
            }))
        }
        None => {}
    }
    let ready = match t.kind {
        Kind::Import => t.checked.as_ref() == Some(&(t.path.trim().to_owned(), t.calendar)),
        Kind::Export => true,
    };
    let mut buttons = row![space::horizontal()].spacing(8);
    if t.kind == Kind::Import {
        buttons = buttons.push(
            button(text("Check").size(14))
                .style(button::secondary)
                .on_press(Message::Check),
        );
    }
    buttons = buttons
        .push(
            button(text("Cancel").size(14))
                .style(button::text)
                .on_press(Message::Close),
        )
        .push(
            button(text(run).size(14))
                .padding([6, 16])
                .style(button::primary)
                .on_press_maybe(ready.then_some(Message::Run)),
        );
    body = body.push(buttons);
    dialog(
        container(body)
            .width(600)
            .max_height(560)
            .padding(16)
            .style(theme::panel)
            .into(),
    )
}
