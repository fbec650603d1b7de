//! What every screen may read and none may change: the viewer's locale,
//! zone and clock, the period shown, and the calendars with their colors.
//!
//! The app owns the one `Context` and hands it to each screen's `update`
//! and `view` by shared reference, so a screen never reaches into the app
//! for them and two screens can never disagree about today.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;

use crate::layout::{Locale, Period};
use crate::model::{Calendar, CalendarId, OccurrenceRef};
use crate::store::SyncState;

/// The read-only facts the screens draw with.
#[derive(Debug, Clone)]
pub struct Context {
    /// How dates and times are written, and the first day of the week.
    pub locale: Locale,
    /// The zone times are shown in.
    pub viewer: Tz,
    /// The clock's last tick.
    pub now: DateTime<Utc>,
    /// `now`'s date in the viewer's zone.
    pub today: NaiveDate,
    /// The period the main view shows.
    pub period: Period,
    /// The days actually loaded, `first..end` (the agenda's grow as it
    /// scrolls).
    pub shown: (NaiveDate, NaiveDate),
    /// Every calendar, in the store's order.
    pub calendars: Vec<Calendar>,
    /// Shift is held: drags snap to the minute instead of the quarter hour.
    pub fine_snap: bool,
    /// Week numbers are drawn (a preference).
    pub week_numbers: bool,
    /// How long a new event is, in minutes (a preference).
    pub event_minutes: i64,
    /// The window's width, in logical pixels (narrow windows fold the
    /// sidebar and stack the header).
    pub width: f32,
    /// The main view's width: the window's, less the sidebar and the
    /// details panel where they are shown (a list this narrow puts each
    /// event's time above its title).
    pub main_width: f32,
    /// The CalDAV accounts, with their calendars and how syncing goes.
    pub accounts: Vec<AccountStatus>,
    /// The calendars fed by a subscription (read-only).
    pub subscriptions: Vec<CalendarId>,
    /// Turns of the spinner drawn while something syncs.
    pub spin: usize,
    /// The uids of both versions of every unsettled conflict: marked "⚠"
    /// wherever they are drawn, so the server's version is told apart
    /// too and the mark survives a title cut short.
    pub conflicted: Vec<String>,
    /// The occurrence whose details are open: marked wherever it is drawn
    /// (one selection, which every view only styles).
    pub selected: Option<OccurrenceRef>,
    /// Set by a pick list whose open menu Esc closed, in the same event as
    /// the key, and read by the window, which must then not close the
    /// dialog too: the one thing here a widget writes (see
    /// [`crate::ui::widget::menu_esc`]).
    pub esc_taken: crate::ui::widget::menu_esc::EscTaken,
    /// Where the keyboard is in the month or week grid (`None`: the grid
    /// does not have it).
    pub grid: Option<GridFocus>,
    /// The control of the header, the sidebar or the details panel the
    /// keyboard is on (`None`: it is in the main view, or a dialog's):
    /// F6 and Tab brought it there, and the ring is drawn on it.
    pub ring: Option<crate::a11y::Key>,
}

/// Where the keyboard is in the month or week grid: a day, an event of
/// it, and in the week an hour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridFocus {
    pub day: NaiveDate,
    /// The event of the day it is on (`None`: the day, or in the week the
    /// hour).
    pub event: Option<OccurrenceRef>,
    /// In the week: the hour it is on.
    pub hour: u32,
    /// The keyboard moved it: its ring is drawn (as a browser draws focus
    /// only once keys are used, so a mouse user sees no ring).
    pub shown: bool,
}

impl GridFocus {
    /// On `day` itself, its ring not drawn yet.
    pub fn on(day: NaiveDate) -> GridFocus {
        GridFocus {
            day,
            event: None,
            hour: 9,
            shown: false,
        }
    }
}

/// One account as the sidebar shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountStatus {
    pub id: i64,
    pub name: String,
    /// Its calendars here, in the store's order.
    pub calendars: Vec<CalendarId>,
    /// When it last synced, and what failed.
    pub state: SyncState,
    /// Local changes the server has not had yet.
    pub pending: usize,
    /// A sync of it is under way (in this process or another).
    pub syncing: bool,
    /// The conflict copies its syncs left in its calendars, unsettled
    /// (by uid, oldest first).
    pub conflicts: Vec<String>,
}

/// Under this width the sidebar folds into a button.
pub const SIDEBAR_FOLDS: f32 = 1000.0;

/// The color drawn for a calendar the context does not know (it was just
/// removed by another process).
const UNKNOWN_COLOR: &str = "#777777";

impl Context {
    /// `item`'s title as the views draw it: "⚠ " before either version
    /// of an unsettled conflict.
    pub fn title_of<'a>(&self, item: &'a crate::layout::Item) -> std::borrow::Cow<'a, str> {
        if self.conflicted.iter().any(|uid| uid == item.uid()) {
            std::borrow::Cow::Owned(format!("⚠ {}", item.title()))
        } else {
            std::borrow::Cow::Borrowed(item.title())
        }
    }

    /// The context at `now` for a viewer in `viewer`, showing `period`.
    pub fn new(locale: Locale, viewer: Tz, now: DateTime<Utc>, period: Period) -> Context {
        let today = now.with_timezone(&viewer).date_naive();
        Context {
            locale,
            viewer,
            now,
            today,
            period,
            shown: (today, today),
            calendars: Vec::new(),
            fine_snap: false,
            main_width: 1200.0,
            week_numbers: false,
            event_minutes: 60,
            width: 1200.0,
            accounts: Vec::new(),
            subscriptions: Vec::new(),
            spin: 0,
            conflicted: Vec::new(),
            selected: None,
            esc_taken: Default::default(),
            grid: None,
            ring: None,
        }
    }

    /// What naming an event for a screen reader takes from here.
    pub fn facts(&self) -> crate::a11y::Facts<'_> {
        crate::a11y::Facts {
            locale: &self.locale,
            calendars: &self.calendars,
            conflicted: &self.conflicted,
            today: self.today,
            selected: self.selected.as_ref(),
        }
    }

    /// Whether the grid's keyboard ring is on `item` on `day`.
    pub fn is_grid_focus(&self, item: &crate::layout::Item, day: NaiveDate) -> bool {
        self.grid.as_ref().is_some_and(|g| {
            g.shown && g.day == day && g.event.as_ref().is_some_and(|e| item.is(e))
        })
    }

    /// Whether the keyboard's ring is on the header's, sidebar's or
    /// details' control `key`.
    pub fn ringed(&self, key: crate::a11y::Key) -> bool {
        self.ring == Some(key)
    }

    /// Whether the grid's keyboard ring is on `day` itself.
    pub fn is_grid_day(&self, day: NaiveDate) -> bool {
        self.grid
            .as_ref()
            .is_some_and(|g| g.shown && g.day == day && g.event.is_none())
    }

    /// Whether `item` is the occurrence whose details are open.
    pub fn is_selected(&self, item: &crate::layout::Item) -> bool {
        self.selected.as_ref().is_some_and(|s| item.is(s))
    }

    /// The calendar's color, as `#rrggbb`.
    pub fn color_of(&self, id: CalendarId) -> &str {
        self.calendars
            .iter()
            .find(|c| c.id == id)
            .map_or(UNKNOWN_COLOR, |c| c.color.as_str())
    }

    /// The calendar new events go into: the first shown one, else the
    /// first one (never a subscription: its events come from its feed).
    pub fn default_calendar(&self) -> Option<CalendarId> {
        let writable = || {
            self.calendars
                .iter()
                .filter(|c| !self.subscriptions.contains(&c.id))
        };
        writable()
            .find(|c| c.visible)
            .or(writable().next())
            .map(|c| c.id)
    }

    /// The calendars an event can be put in, as (id, name), for pickers.
    pub fn calendar_names(&self) -> Vec<(CalendarId, String)> {
        self.calendars
            .iter()
            .filter(|c| !self.subscriptions.contains(&c.id))
            .map(|c| (c.id, c.name.clone()))
            .collect()
    }

    /// Whether the sidebar is folded into a button.
    pub fn narrow(&self) -> bool {
        self.width < SIDEBAR_FOLDS
    }

    /// Drag snapping, in minutes: 15, or 1 with Shift held.
    pub fn snap_step(&self) -> i64 {
        if self.fine_snap {
            1
        } else {
            15
        }
    }
}
