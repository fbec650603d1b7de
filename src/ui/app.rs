//! The window's state, its messages and how it reacts to them.
//!
//! `update` never blocks on more than one store query: every navigation
//! reloads exactly the visible days ([`crate::layout::load`]) and keeps the
//! laid-out result, which `view` only draws.

use chrono::{DateTime, Datelike, NaiveDate, Timelike, Utc, Weekday};
use chrono_tz::Tz;
use iced::keyboard;
use iced::widget::{operation, Id};
use iced::{window, Size, Subscription, Task, Theme};
use std::time::Duration;

use super::edits::Toast;
use super::keys::{shortcut, Shortcut};
use super::prompt::{self, ScopePrompt};
use super::settings::Settings;
use super::{agenda, details, drag, editor, header, month, quick, sidebar, transfer, week};
use crate::layout::{self, Loaded, Locale, Period, ViewKind};
use crate::model::{Calendar, CalendarId, RecurrenceId};
use crate::remind::Subject;
use crate::store::{ChangeStamp, Store, StoreError};

/// One occurrence of one event: what a click selects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OccurrenceKey {
    pub uid: String,
    pub recurrence_id: RecurrenceId,
}

/// What the right-hand panel shows.
#[derive(Debug, Clone)]
pub(super) enum Panel {
    /// One occurrence's details.
    Event(Box<details::Details>),
    /// Every event of a day ("+N more").
    Day(NaiveDate),
}

/// Everything the window reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The header: navigation, view switch, search.
    Header(header::Message),
    /// The sidebar: mini-month and calendars.
    Sidebar(sidebar::Message),
    /// The month grid.
    Month(month::Message),
    /// The week grid.
    Week(week::Message),
    /// The agenda list.
    Agenda(agenda::Message),
    /// The details or day panel.
    Details(details::Message),
    /// The "which occurrences?" dialog.
    Prompt(prompt::Message),
    /// The full event editor.
    Editor(editor::Message),
    /// The quick-create popover.
    Quick(quick::Message),
    /// The import or export dialog.
    Transfer(transfer::Message),
    /// The toast's Undo button.
    UndoFromToast,
    /// A keyboard shortcut.
    Shortcut(Shortcut),
    /// A key press no widget took: a shortcut, and the text it types
    /// (without Ctrl or Alt), which goes into a dialog's title while the
    /// field is still taking the focus.
    Pressed(Option<Shortcut>, Option<String>),
    /// Shift, Ctrl, Alt or Logo went down or up.
    Modifiers(keyboard::Modifiers),
    /// The clock moved: today, the current-time line, and edits made by
    /// other processes are picked up.
    Tick(DateTime<Utc>),
    /// The window was resized.
    Resized(Size),
    /// The user closed the window: the view and size are saved first.
    CloseRequested,
    /// Show one occurrence: a reminder notification's Open, or
    /// `kairos --open UID --occurrence ID`.
    Open(OccurrenceKey),
    /// A frame is about to be drawn (watched only to report the first one,
    /// with `KAIROS_STARTUP_TIMING=1`).
    Frame,
}

impl From<Subject> for OccurrenceKey {
    fn from(s: Subject) -> OccurrenceKey {
        OccurrenceKey {
            uid: s.uid,
            recurrence_id: s.recurrence_id,
        }
    }
}

/// The id of the search field (Ctrl+F focuses it).
pub const SEARCH_ID: &str = "search";
/// The week grid's scroll area.
pub const WEEK_SCROLL_ID: &str = "week-hours";

/// Days the agenda first shows, and how many more each scroll to its end
/// adds (up to ten years).
pub(super) const AGENDA_PAGE: u32 = 30;
/// Lines the agenda first lays out, and how many more each scroll to its
/// end adds.
pub(super) const AGENDA_LINES: usize = 300;
pub(super) const AGENDA_LIMIT: u32 = 3650;
/// How far ahead a search looks.
const SEARCH_DAYS: u32 = 366;

/// The window.
pub struct App {
    pub(super) store: Store,
    pub(super) viewer: Tz,
    pub(super) settings: Settings,
    pub(super) now: DateTime<Utc>,
    pub(super) today: NaiveDate,
    pub(super) period: Period,
    pub(super) calendars: Vec<Calendar>,
    pub(super) query: String,
    pub(super) agenda_days: u32,
    pub(super) agenda_lines: usize,
    window: Size,
    pub(super) loaded: Option<Loaded>,
    stamp: Option<ChangeStamp>,
    pub(super) sidebar: sidebar::State,
    pub(super) panel: Option<Panel>,
    pub(super) error: Option<String>,
    /// The open "which occurrences?" dialog.
    pub(super) prompt: Option<ScopePrompt>,
    /// A drag or press on a grid, under way.
    pub(super) gesture: Option<drag::Gesture>,
    /// Where the pointer is in the week grid (day, minutes into it).
    pub(super) pointer: Option<(NaiveDate, f32)>,
    /// The month cell under the pointer.
    pub(super) hovered: Option<NaiveDate>,
    /// Shift held: drags snap to 1 minute instead of 15.
    pub(super) modifiers: keyboard::Modifiers,
    /// The open event editor.
    pub(super) editor: Option<Box<editor::Editor>>,
    /// The open quick-create popover.
    pub(super) quick: Option<quick::Quick>,
    /// The open import or export dialog.
    pub(super) transfer: Option<transfer::Transfer>,
    /// A short message at the bottom ("“Standup” deleted — Undo").
    pub(super) toast: Option<Toast>,
    /// What undo and redo would do now (labels from the journal).
    pub(super) next_undo: Option<String>,
    pub(super) next_redo: Option<String>,
    /// Print when the first frame is drawn (for the startup benchmark).
    report_first_frame: bool,
}

impl App {
    /// The window's state on `store`, for a viewer in `viewer`, at `now`.
    pub fn new(store: Store, viewer: Tz, settings: Settings, now: DateTime<Utc>) -> App {
        let today = now.with_timezone(&viewer).date_naive();
        let window = Size::new(settings.window_size.0, settings.window_size.1);
        let mut app = App {
            store,
            viewer,
            period: Period::new(settings.view, today),
            settings,
            now,
            today,
            calendars: Vec::new(),
            query: String::new(),
            agenda_days: AGENDA_PAGE,
            agenda_lines: AGENDA_LINES,
            window,
            loaded: None,
            stamp: None,
            sidebar: sidebar::State::new(today),
            panel: None,
            error: None,
            prompt: None,
            gesture: None,
            pointer: None,
            hovered: None,
            modifiers: keyboard::Modifiers::default(),
            editor: None,
            quick: None,
            transfer: None,
            toast: None,
            next_undo: None,
            next_redo: None,
            report_first_frame: false,
        };
        app.reload();
        app
    }

    /// The task run when the window opens: in the week view, scroll the
    /// grid to the current time or the working day.
    pub fn startup_task(&self) -> Task<Message> {
        if self.period.kind == ViewKind::Week {
            self.scroll_week()
        } else {
            Task::none()
        }
    }

    /// Prints the wall-clock time of the first frame to stderr, so a script
    /// can measure start to first frame from outside.
    pub fn reporting_first_frame(mut self) -> App {
        self.report_first_frame = true;
        self
    }

    pub(super) fn locale(&self) -> &Locale {
        &self.settings.locale
    }

    /// The calendar's color, as `#rrggbb`.
    pub(super) fn color_of(&self, id: CalendarId) -> &str {
        self.calendars
            .iter()
            .find(|c| c.id == id)
            .map_or("#777777", |c| c.color.as_str())
    }

    /// Lines of events that fit in one month cell at the window's height.
    fn rows_per_cell(&self) -> usize {
        let grid = (self.window.height - header::HEIGHT - month::WEEKDAY_ROW).max(0.0);
        let cell = grid / 6.0;
        (((cell - month::DAY_NUMBER) / month::LINE).floor() as usize).max(1)
    }

    /// Re-reads the calendars and the visible days.
    pub(super) fn reload(&mut self) {
        let result = (|| -> Result<(), StoreError> {
            self.calendars = self.store.calendars()?;
            let shown: Vec<CalendarId> = self
                .calendars
                .iter()
                .filter(|c| c.visible)
                .map(|c| c.id)
                .collect();
            let searching = !self.query.trim().is_empty();
            let request = layout::Request {
                period: self.period,
                locale: self.settings.locale,
                viewer: self.viewer,
                today: self.today,
                agenda_days: if searching {
                    self.agenda_days.max(SEARCH_DAYS)
                } else {
                    self.agenda_days
                },
                query: &self.query,
                agenda_entries: self.agenda_lines,
                rows_per_cell: self.rows_per_cell(),
                calendars: &shown,
            };
            self.stamp = Some(self.store.change_stamp()?);
            self.next_undo = self.store.next_undo()?.map(|e| e.label);
            self.next_redo = self.store.next_redo()?.map(|e| e.label);
            self.loaded = Some(layout::load(&self.store, &request)?);
            Ok(())
        })();
        self.error = result
            .err()
            .map(|e| format!("Cannot read the calendar: {e}"));
    }

    pub(super) fn go(&mut self, period: Period) -> Task<Message> {
        let entering_week = period.kind == ViewKind::Week && self.period.kind != ViewKind::Week;
        if period.kind != self.period.kind {
            // The last view is remembered for the next start.
            if let Err(e) = self.store.set_setting("view", period.kind.name()) {
                self.error = Some(format!("Cannot save the view: {e}"));
            }
        }
        if period.kind == ViewKind::Agenda && self.period.kind != ViewKind::Agenda {
            self.agenda_days = AGENDA_PAGE;
            self.agenda_lines = AGENDA_LINES;
        }
        self.period = period;
        self.sidebar.follow(period.anchor);
        self.reload();
        if entering_week {
            self.scroll_week()
        } else {
            Task::none()
        }
    }

    /// Scrolls the week grid to the current time in this week, else to the
    /// start of the working day.
    fn scroll_week(&self) -> Task<Message> {
        let local = self.now.with_timezone(&self.viewer).naive_local();
        let (first, end) = self.period.days(self.locale(), 0);
        let hour = if first <= local.date() && local.date() < end {
            // Two hours of context above the current time.
            (local.hour() as f32 - 2.0).max(0.0)
        } else {
            week::WORKDAY_START
        };
        operation::scroll_to(
            Id::new(WEEK_SCROLL_ID),
            operation::AbsoluteOffset {
                x: 0.0,
                y: hour * week::HOUR_HEIGHT,
            },
        )
    }

    pub(super) fn select(&mut self, key: OccurrenceKey) {
        let item = self.loaded.as_ref().and_then(|l| {
            l.items
                .iter()
                .find(|i| i.uid() == key.uid && i.recurrence_id == key.recurrence_id)
                .cloned()
        });
        match details::Details::load(&self.store, &key, item.as_ref(), self.viewer, self.locale()) {
            Ok(d) => self.panel = Some(Panel::Event(Box::new(d))),
            Err(e) => self.error = Some(format!("Cannot show the event: {e}")),
        }
    }

    /// Reacts to a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Header(m) => match m {
                header::Message::Today => self.go(Period::new(self.period.kind, self.today)),
                header::Message::Previous => self.go(self.period.previous()),
                header::Message::Next => self.go(self.period.next()),
                header::Message::Show(kind) => self.go(self.period.with_kind(kind)),
                header::Message::Undo => {
                    self.undo_or_redo(true);
                    Task::none()
                }
                header::Message::Redo => {
                    self.undo_or_redo(false);
                    Task::none()
                }
                header::Message::Search(q) => {
                    self.query = q;
                    if self.period.kind != ViewKind::Agenda && !self.query.trim().is_empty() {
                        let anchor = self.today.max(self.period.anchor);
                        return self.go(Period::new(ViewKind::Agenda, anchor));
                    }
                    self.reload();
                    Task::none()
                }
            },
            Message::Sidebar(m) => {
                match self.sidebar.update(m) {
                    Some(sidebar::Event::GoTo(day)) => {
                        return self.go(Period::new(self.period.kind, day));
                    }
                    Some(sidebar::Event::New) => return self.open_new_editor(),
                    Some(sidebar::Event::Import) => {
                        return self.open_transfer(transfer::Kind::Import, None)
                    }
                    Some(sidebar::Event::Export) => {
                        return self.open_transfer(transfer::Kind::Export, None)
                    }
                    Some(sidebar::Event::Visible(id, visible)) => {
                        let name = self
                            .calendars
                            .iter()
                            .find(|c| c.id == id)
                            .map(|c| c.name.clone());
                        if let Some(name) = name {
                            if let Err(e) = self.store.set_calendar_visible(&name, visible) {
                                self.error = Some(format!("Cannot change {name}: {e}"));
                            }
                        }
                        self.reload();
                    }
                    None => {}
                }
                Task::none()
            }
            Message::Month(m) => self.on_month(m),
            Message::Week(m) => self.on_week(m),
            Message::Agenda(m) => self.on_agenda(m),
            Message::Details(m) => match m {
                details::Message::Close => {
                    self.panel = None;
                    Task::none()
                }
                details::Message::Select(key) => {
                    self.select(key);
                    Task::none()
                }
                details::Message::Delete => {
                    self.start_delete();
                    Task::none()
                }
                details::Message::Edit => self.open_editor_on_selected(),
            },
            Message::Prompt(m) => {
                if let Some(p) = self.prompt.take() {
                    if let prompt::Message::Chosen(scope) = m {
                        self.answer(p, scope);
                    }
                }
                Task::none()
            }
            Message::Editor(m) => self.on_editor(m),
            Message::Quick(m) => self.on_quick(m),
            Message::Transfer(m) => self.on_transfer(m),
            Message::Pressed(shortcut, text) => {
                if let Some(t) = text {
                    if self.type_ahead(&t) {
                        return Task::none();
                    }
                }
                // Enter typed ahead with the title saves, as it would
                // once the title has the focus.
                if shortcut == Some(Shortcut::Enter) {
                    return self.submit_ahead();
                }
                match shortcut {
                    Some(s) => self.update(Message::Shortcut(s)),
                    None => Task::none(),
                }
            }
            Message::Modifiers(m) => {
                self.modifiers = m;
                Task::none()
            }
            Message::UndoFromToast => {
                self.toast = None;
                self.undo_or_redo(true);
                Task::none()
            }
            // Under a dialog only Esc acts: keys nothing in the dialog took
            // must not page, switch views or undo behind it.
            Message::Shortcut(s) if s != Shortcut::Escape && self.dialog_open() => Task::none(),
            Message::Shortcut(s) => match s {
                Shortcut::Today => self.update(Message::Header(header::Message::Today)),
                Shortcut::Previous => self.update(Message::Header(header::Message::Previous)),
                Shortcut::Next => self.update(Message::Header(header::Message::Next)),
                Shortcut::Show(kind) => self.update(Message::Header(header::Message::Show(kind))),
                Shortcut::Search => operation::focus(Id::new(SEARCH_ID)),
                Shortcut::Undo => self.update(Message::Header(header::Message::Undo)),
                Shortcut::Redo => self.update(Message::Header(header::Message::Redo)),
                Shortcut::Delete => {
                    self.start_delete();
                    Task::none()
                }
                Shortcut::New => self.open_new_editor(),
                // Only typed ahead into a dialog (see `Message::Pressed`).
                Shortcut::Enter => Task::none(),
                Shortcut::Escape => {
                    if self.gesture.is_some() {
                        // A drag let go of with Esc changes nothing.
                        self.gesture = None;
                    } else if self.prompt.is_some() {
                        self.prompt = None;
                    } else if let Some(e) = &mut self.editor {
                        if e.picker.is_some() {
                            e.picker = None;
                        } else {
                            self.editor = None;
                        }
                    } else if self.quick.is_some() {
                        self.quick = None;
                    } else if self.transfer.is_some() {
                        self.transfer = None;
                    } else if self.panel.is_some() {
                        self.panel = None;
                    } else if !self.query.is_empty() {
                        self.query.clear();
                        self.reload();
                    }
                    Task::none()
                }
            },
            Message::Tick(now) => {
                self.now = now;
                if self.toast.as_ref().is_some_and(|t| now >= t.until) {
                    self.toast = None;
                }
                let today = now.with_timezone(&self.viewer).date_naive();
                let changed = self.store.change_stamp().ok() != self.stamp;
                if today != self.today {
                    self.today = today;
                    self.reload();
                } else if changed {
                    self.reload();
                }
                Task::none()
            }
            Message::Resized(size) => {
                let rows = self.rows_per_cell();
                self.window = size;
                if self.rows_per_cell() != rows {
                    self.reload();
                }
                Task::none()
            }
            Message::CloseRequested => {
                let size = format!(
                    "{}x{}",
                    self.window.width.round(),
                    self.window.height.round()
                );
                // Closing must not fail on a settings write: report and go.
                let saved = self
                    .store
                    .set_setting("window_size", &size)
                    .and_then(|()| self.store.set_setting("view", self.period.kind.name()));
                if let Err(e) = saved {
                    eprintln!("kairos: cannot save the window size and view: {e}");
                }
                iced::exit()
            }
            Message::Frame => {
                if std::mem::take(&mut self.report_first_frame) {
                    let at = Utc::now();
                    eprintln!(
                        "kairos: first frame at {}.{:09}",
                        at.timestamp(),
                        at.timestamp_subsec_nanos()
                    );
                }
                Task::none()
            }
            Message::Open(key) => {
                let day = key
                    .recurrence_id
                    .instant_in(self.viewer)
                    .with_timezone(&self.viewer)
                    .date_naive();
                let task = self.go(Period::new(self.period.kind, day));
                self.select(key);
                let raise = window::latest().and_then(|id| {
                    Task::batch([
                        window::gain_focus(id),
                        window::request_user_attention(
                            id,
                            Some(window::UserAttention::Informational),
                        ),
                    ])
                });
                Task::batch([task, raise])
            }
        }
    }

    /// Text typed while a dialog's title is still taking the focus goes
    /// there; returns whether it did.
    fn type_ahead(&mut self, text: &str) -> bool {
        if self.prompt.is_some() {
            return false;
        }
        if let Some(e) = &mut self.editor {
            return e.type_ahead(text);
        }
        if let Some(q) = self.quick.as_mut().filter(|q| q.awaiting_focus) {
            q.draft.title.push_str(text);
            return true;
        }
        false
    }

    /// Enter pressed while a dialog's title is still taking the focus:
    /// the dialog's Save, in the order it was typed.
    fn submit_ahead(&mut self) -> Task<Message> {
        if self.prompt.is_some() {
            return Task::none();
        }
        if self.editor.as_ref().is_some_and(|e| e.awaiting_focus()) {
            return self.update(Message::Editor(editor::Message::Save));
        }
        if self.quick.as_ref().is_some_and(|q| q.awaiting_focus) {
            return self.update(Message::Quick(quick::Message::Save));
        }
        Task::none()
    }

    /// Whether a dialog (editor, quick create, import/export, scope) is
    /// over the window.
    fn dialog_open(&self) -> bool {
        self.editor.is_some()
            || self.quick.is_some()
            || self.transfer.is_some()
            || self.prompt.is_some()
    }

    /// The theme: `None` follows the system's light or dark preference.
    pub fn theme(&self) -> Option<Theme> {
        None
    }

    /// Keys, the clock, window size and close.
    pub fn subscription(&self) -> Subscription<Message> {
        let first_frame = if self.report_first_frame {
            window::frames().map(|_| Message::Frame)
        } else {
            Subscription::none()
        };
        Subscription::batch([
            first_frame,
            keyboard::listen().filter_map(|event| match event {
                keyboard::Event::KeyPressed {
                    key,
                    modifiers,
                    text,
                    ..
                } => {
                    let text = text
                        .filter(|t| !t.chars().any(char::is_control))
                        .filter(|_| !modifiers.command() && !modifiers.alt())
                        .map(|t| t.to_string());
                    let shortcut = shortcut(&key, modifiers);
                    (shortcut.is_some() || text.is_some())
                        .then_some(Message::Pressed(shortcut, text))
                }
                keyboard::Event::ModifiersChanged(m) => Some(Message::Modifiers(m)),
                _ => None,
            }),
            iced::time::every(Duration::from_secs(30)).map(|_| Message::Tick(Utc::now())),
            window::resize_events().map(|(_, size)| Message::Resized(size)),
            window::close_requests().map(|_| Message::CloseRequested),
        ])
    }
}

/// Whether `day` is a weekend day (drawn a shade darker in grids).
pub(super) fn is_weekend(day: NaiveDate) -> bool {
    matches!(day.weekday(), Weekday::Sat | Weekday::Sun)
}
