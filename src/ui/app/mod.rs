//! The window: it keeps the screens, maps their messages, and carries out
//! the store effects their events ask for.
//!
//! `App` is the only part of the window that touches the store. `update`
//! never blocks on more than one store query: every navigation reloads
//! exactly the visible days ([`crate::layout::load`]) and hands the laid-out
//! result to the screen that draws it.

mod accounts;
mod body;
mod compose;
mod dialogs;
mod effects;
mod finder;
mod frame;
mod grid;
mod heard;
mod keys;
mod panels;
pub use keys::key_event;
mod manage;
mod queries;
mod reload;
mod screens;
mod sign_in;
mod view;
mod work;

use crate::fl;
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use iced::keyboard;
use iced::widget::Id;
use iced::{window, Size, Task};

use super::context::Context;
use super::keys::Shortcut;
use super::screen::account;
use super::screen::agenda::{self, Agenda};
use super::screen::calendar;
use super::screen::details::{self, Details};
use super::screen::editor;
use super::screen::goto;
use super::screen::header::{self, Header};
use super::screen::month;
use super::screen::preferences;
use super::screen::prompt;
use super::screen::quick;
use super::screen::search;
use super::screen::sidebar::{self, Sidebar};
use super::screen::toast::{self, Toast};
use super::screen::transfer;
use super::screen::week::{self, Week};
use super::settings::{Choices, Settings};
use crate::layout::{Period, ViewKind};
use crate::model::OccurrenceRef;
use crate::store::{ChangeStamp, Store};
use body::Body;
use dialogs::Dialogs;

/// Everything the window reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The header: navigation, view switch, undo, search.
    Header(header::Message),
    /// The sidebar: mini-month, calendars, new, import, export.
    Sidebar(sidebar::Message),
    /// The month grid.
    Month(month::Message),
    /// The week grid.
    Week(week::Message),
    /// The agenda list.
    Agenda(agenda::Message),
    /// The search results.
    Search(search::Message),
    /// The search thread answered search number `.0` (shown only when it
    /// is the latest).
    Searched(u64, finder::Answer),
    /// Search number `.0` was typed over before it ran: nothing to show.
    SearchDropped(u64),
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
    /// The "go to a date" dialog.
    GoTo(goto::Message),
    /// The calendar dialog (add, change, delete).
    Calendar(calendar::Message),
    /// Preferences.
    Preferences(preferences::Message),
    /// The account or subscription dialog.
    Account(account::Message),
    /// What the reminder service (and its background sync) said.
    Heard(super::service::Heard),
    /// Work done off the window's thread (a server asked) came back.
    Done(accounts::Done),
    /// The sync spinner turns.
    Spin,
    /// The toast.
    Toast(toast::Message),
    /// A keyboard shortcut.
    Shortcut(Shortcut),
    /// A key press no widget took (or Esc, which a field takes too): a
    /// shortcut, and the text it types (without Ctrl or Alt), which goes
    /// into a dialog's title while the field is still taking the focus.
    Pressed(Option<Shortcut>, Option<String>),
    /// Tab in the dialog on top, from the text field `from` (`None`: from
    /// where its focus ring is).
    Tab { backward: bool, from: Option<Id> },
    /// Shift, Ctrl, Alt or Logo went down or up.
    Modifiers(keyboard::Modifiers),
    /// The clock moved: today, the current-time line, and edits made by
    /// other processes are picked up.
    Tick(DateTime<Utc>),
    /// The system's zone, read again (a laptop that travelled): times are
    /// shown in it when Preferences chose none.
    SystemZone(Tz),
    /// The window was resized.
    Resized(Size),
    /// The user asked to close the window: its size and place are asked
    /// for, then [`Message::Closing`].
    CloseRequested(window::Id),
    /// The window's size and place at close: saved, then the app exits.
    Closing(Size, Option<iced::Point>),
    /// The window was moved.
    Moved(iced::Point),
    /// Show one occurrence: a reminder notification's Open, or
    /// `kairos --open UID --occurrence ID`.
    Open(OccurrenceRef),
    /// The desktop's light or dark preference, at start and at each
    /// change (`None`: no portal says).
    SystemTheme(Option<super::portal::ColorScheme>),
    /// A frame is about to be drawn (watched until the first one, which
    /// starts the reminder service).
    Frame,
    /// No first frame within two seconds (a window hidden at start): the
    /// reminder service starts all the same.
    FrameAwaited,
    /// A screen reader pressed an event: its details open.
    Show(OccurrenceRef),
    /// A screen reader put the keyboard on this stop of the dialog on top.
    FocusStop(crate::ui::widget::focus::Target),
    /// A screen reader put the keyboard on a day of the grid, or an event
    /// of it.
    FocusGrid(chrono::NaiveDate, Option<OccurrenceRef>),
    /// A screen reader put the keyboard on this control of the header,
    /// the sidebar or the details panel.
    FocusPart(crate::a11y::Key),
    /// The window gained (`true`) or lost the keyboard.
    WindowFocused(bool),
    /// Where the controls were drawn, looked up for a screen reader when
    /// the part `.0` had the keyboard.
    Placed(Option<crate::a11y::Key>, super::widget::placed::Places),
    /// A screen reader asked something of the window (AT-SPI).
    #[cfg(all(feature = "a11y", target_os = "linux"))]
    Access(super::access::Asked),
}

/// The window.
pub struct App {
    store: Store,
    /// What every screen reads.
    context: Context,
    /// The window's size and place, and its first frame.
    frame: frame::Frame,
    /// The locale, zone and light or dark the desktop chose.
    desktop: frame::Desktop,
    stamp: Option<ChangeStamp>,
    /// The banner: what went wrong last.
    error: Option<String>,
    header: Header,
    sidebar: Sidebar,
    body: Body,
    /// The search: its results, its thread, what is due.
    search: finder::Searching,
    /// The right-hand panel.
    details: Option<Details>,
    /// The dialogs, bottom to top.
    dialogs: Dialogs,
    toast: Option<Toast>,
    /// What the user chose in Preferences.
    preferences: Choices,
    /// The unsettled conflict copies at the last reload (`None`: none
    /// read yet), to tell when a sync made a new one.
    conflicts_seen: Option<usize>,
    /// Work under way off the window's thread.
    work: work::Work,
    /// The link to screen readers.
    access: heard::Access,
}

impl App {
    /// The window's state on `store`, for a viewer whose system zone is
    /// `system_zone` (a zone chosen in Preferences wins), at `now`.
    pub fn new(store: Store, system_zone: Tz, settings: Settings, now: DateTime<Utc>) -> App {
        let viewer = settings.choices.shared.viewer(system_zone);
        let today = now.with_timezone(&viewer).date_naive();
        let period = Period::new(settings.view, today);
        let mut context = Context::new(settings.locale, viewer, now, period);
        context.week_numbers = settings.choices.shared.week_numbers;
        context.event_minutes = i64::from(settings.choices.shared.event_minutes);
        context.width = settings.window_size.0;
        let store_path = store.path().to_owned();
        let mut app = App {
            store,
            context,
            frame: frame::Frame {
                size: Size::new(settings.window_size.0, settings.window_size.1),
                position: settings
                    .window_position
                    .map(|(x, y)| iced::Point::new(x, y)),
                sidebar_open: false,
                report_first: false,
                first_shown: false,
            },
            desktop: frame::Desktop {
                locale: settings.base_locale,
                zone: system_zone,
                scheme: None,
            },
            stamp: None,
            error: None,
            header: Header::default(),
            sidebar: Sidebar::new(today),
            body: Body::Nothing,
            search: finder::Searching::new(store_path),
            details: None,
            dialogs: Dialogs::default(),
            toast: None,
            preferences: settings.choices,
            conflicts_seen: None,
            work: work::Work::default(),
            access: heard::Access::default(),
        };
        app.context.main_width = app.main_width();
        app.reload();
        // The keyboard starts in the grid, on today.
        app.grid_on(today);
        app
    }

    /// The task run when the window opens: in the week view, scroll the
    /// grid to the current time or the working day.
    pub fn startup_task(&self) -> Task<Message> {
        if self.context.period.kind == ViewKind::Week {
            Week::scroll_to_now(&self.context)
        } else {
            Task::none()
        }
    }

    /// Whether the window has drawn its first frame (or waited long enough
    /// for it): until then the reminder service waits, so that reading
    /// every event to plan reminders does not compete with the first view
    /// for a small machine's cores. It loses nothing by waiting: missed
    /// reminders are caught up from the last time checked.
    pub fn first_frame_shown(&self) -> bool {
        self.frame.first_shown
    }

    /// Prints the wall-clock time of the first frame to stderr, so a script
    /// can measure start to first frame from outside.
    pub fn reporting_first_frame(mut self) -> App {
        self.frame.report_first = true;
        self
    }

    /// Shows `period`, remembering a change of view for the next start.
    pub(super) fn go(&mut self, period: Period) -> Task<Message> {
        let before = self.context.period.kind;
        if period.kind != before {
            if let Err(e) = self
                .store
                .set_setting(crate::store::preferences::key::VIEW, period.kind.name())
            {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-save-view", reason = reason));
            }
            // A view entered anew starts from its first page.
            if period.kind == ViewKind::Agenda {
                self.body = Body::Agenda(Agenda::default());
            }
        }
        self.context.period = period;
        // The keyboard on the mini-month's day moves with it.
        let on_mini_month = self.context.ring == Some(self.sidebar.cursor_key());
        self.sidebar.follow(period.anchor);
        if on_mini_month {
            self.context.ring = Some(self.sidebar.cursor_key());
        }
        self.reload();
        self.grid_follows(period.kind != before);
        if period.kind == ViewKind::Week && before != ViewKind::Week {
            Week::scroll_to_now(&self.context)
        } else {
            Task::none()
        }
    }

    /// Reacts to a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        // Anything but keys and the clocks means the search field's
        // focus has landed or the user turned elsewhere.
        if !matches!(
            message,
            Message::Pressed(..)
                | Message::Tick(_)
                | Message::Spin
                | Message::Frame
                | Message::FrameAwaited
                | Message::Modifiers(_)
                | Message::Searched(..)
                | Message::SearchDropped(_)
        ) {
            self.header.stop_awaiting_focus();
        }
        // The spinner's turns, frames and modifier keys change nothing a
        // screen reader hears: no tree is built for them (the spinner
        // turns eight times a second while a sync runs).
        let heard = !matches!(
            message,
            Message::Spin | Message::Frame | Message::Modifiers(_)
        );
        // After a change, where its controls are drawn is looked up (not
        // after the look itself, nor for the clock's ticks).
        let placing = heard && !matches!(message, Message::Placed(..) | Message::Tick(_));
        let opened = self.dialogs.opened();
        let mut task = self.react(message);
        if self.dialogs.opened() != opened {
            // The dialog on top owns the keyboard, however it was opened:
            // Enter in the editor's title opens the scope question, and a
            // field under it that kept iced's focus would take the "1"
            // meant for the question. A dialog that focuses a field of its
            // own does so after this.
            task = iced::advanced::widget::operate(
                iced::advanced::widget::operation::focusable::unfocus(),
            )
            .chain(task);
        }
        self.context.main_width = self.main_width();
        self.ring_still_there();
        // One selection: the open details, mirrored for the views to mark,
        // and brought into view when it changes (after any scroll the
        // message asked for, such as entering the week).
        let selected = self.selected().cloned();
        if selected != self.context.selected {
            if let Some(what) = &selected {
                self.grid_to_selected(what);
            }
            let reveal = selected.is_some();
            self.context.selected = selected;
            if reveal {
                task = task.chain(crate::ui::widget::reveal::reveal_selected());
            }
        }
        let task = if std::mem::take(&mut self.search.due) {
            Task::batch([task, self.search_again()])
        } else {
            task
        };
        if heard {
            self.publish();
        }
        if placing {
            task.chain(self.find_places())
        } else {
            task
        }
    }

    /// Routes a message to the part of the window it concerns: the
    /// screens (`screens.rs`), the frame (`frame.rs`), the keys
    /// (`keys.rs`), work done elsewhere (`accounts.rs`), the clock here.
    fn react(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Header(m) => self.header_message(m),
            Message::Sidebar(m) => self.sidebar_message(m),
            Message::Month(m) => self.month_message(m),
            Message::Week(m) => self.week_message(m),
            Message::Agenda(m) => self.agenda_message(m),
            Message::Search(m) => self.search_message(m),
            Message::Details(m) => self.details_message(m),
            Message::Prompt(m) => self.prompt_message(m),
            Message::Editor(m) => self.editor_message(m),
            Message::Quick(m) => self.quick_message(m),
            Message::Transfer(m) => self.transfer_message(m),
            Message::Toast(m) => self.toast_message(m),
            Message::Calendar(m) => self.calendar_message(m),
            Message::Account(m) => self.account_message(m),
            Message::Preferences(m) => self.preferences_message(m),
            Message::GoTo(m) => self.goto_message(m),
            Message::Done(done) => self.done(done),
            Message::Searched(number, answer) => {
                self.searched(number, answer);
                Task::none()
            }
            Message::SearchDropped(_) => Task::none(),
            Message::Heard(super::service::Heard::Open(what)) => self.update(Message::Open(what)),
            Message::Heard(super::service::Heard::Sync(_) | super::service::Heard::Damaged) => {
                // A background pass began or ended: its status, and what
                // it brought.
                self.reload();
                Task::none()
            }
            Message::Spin => self.spin(),
            Message::Pressed(shortcut, text) => self.pressed(shortcut, text),
            Message::Tab { backward, from } => self.tab(backward, from.as_ref()),
            Message::Shortcut(s) => self.shortcut(s),
            Message::Modifiers(m) => {
                self.context.fine_snap = m.shift();
                Task::none()
            }
            Message::Tick(now) => self.tick(now),
            Message::SystemZone(zone) => self.follow_system_zone(zone),
            Message::Resized(size) => self.resized(size),
            // Asked of the window rather than taken from the last resize
            // event: a window mapped at its saved size may never send one.
            Message::CloseRequested(id) => window::size(id).then(move |size| {
                window::position(id).map(move |place| Message::Closing(size, place))
            }),
            Message::Closing(size, place) => self.closing(size, place),
            Message::Moved(place) => {
                self.frame.position = Some(place);
                self.place_tree();
                Task::none()
            }
            Message::SystemTheme(scheme) => {
                self.desktop.scheme = scheme;
                Task::none()
            }
            Message::FrameAwaited => {
                self.frame.first_shown = true;
                Task::none()
            }
            Message::Frame => self.frame_drawn(),
            Message::Open(what) => self.open(what),
            Message::Show(what) => {
                self.select(what);
                Task::none()
            }
            Message::FocusStop(target) => self.dialogs.go(target),
            Message::FocusGrid(day, event) => {
                self.context.ring = None;
                self.focus_grid(day, event);
                Task::none()
            }
            Message::FocusPart(key) => self.focus_part(key),
            Message::WindowFocused(focused) => {
                self.access.focused = focused;
                #[cfg(all(feature = "a11y", target_os = "linux"))]
                if let Some(p) = &self.access.publisher {
                    p.focused(focused);
                }
                Task::none()
            }
            Message::Placed(focus, places) => {
                self.access.places = (focus, places);
                Task::none()
            }
            #[cfg(all(feature = "a11y", target_os = "linux"))]
            Message::Access(asked) => self.asked(asked),
        }
    }

    /// The clock moved: today, the toast's time, edits of other processes.
    fn tick(&mut self, now: DateTime<Utc>) -> Task<Message> {
        self.context.now = now;
        if self.toast.as_ref().is_some_and(|t| t.expired(now)) {
            self.toast = None;
        }
        let today = now.with_timezone(&self.context.viewer).date_naive();
        let changed = self.store.change_stamp().ok() != self.stamp;
        if today != self.context.today {
            self.context.today = today;
            self.reload();
        } else if changed {
            self.reload();
        }
        Task::none()
    }

    /// Shows one occurrence (a reminder's Open) and raises the window.
    fn open(&mut self, what: OccurrenceRef) -> Task<Message> {
        let viewer = self.context.viewer;
        let day = what
            .recurrence_id
            .instant_in(viewer)
            .with_timezone(&viewer)
            .date_naive();
        let task = self.go(Period::new(self.context.period.kind, day));
        self.select(what);
        let raise = window::latest().and_then(|id| {
            Task::batch([
                window::gain_focus(id),
                window::request_user_attention(id, Some(window::UserAttention::Informational)),
            ])
        });
        Task::batch([task, raise])
    }

    /// `task`, and what the app does for the screen's `event`, if any.
    fn then<E>(
        &mut self,
        task: Task<Message>,
        event: Option<E>,
        act: fn(&mut App, E) -> Task<Message>,
    ) -> Task<Message> {
        match event {
            Some(e) => Task::batch([task, act(self, e)]),
            None => task,
        }
    }
}

/// A screen's answer with its task mapped into the app's messages.
fn mapped<M, E>(
    (task, event): (Task<M>, Option<E>),
    wrap: fn(M) -> Message,
) -> (Task<Message>, Option<E>)
where
    M: Send + 'static,
{
    (task.map(wrap), event)
}
