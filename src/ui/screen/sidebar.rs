//! The sidebar: a mini-month to jump to any day (the shown period
//! highlighted) and the calendars with their color and visibility.

use crate::fl;
use crate::i18n::dates;
use chrono::{Datelike, Days, Months, NaiveDate};
use iced::widget::{button, checkbox, column, container, mouse_area, row, scrollable, space, text};
use iced::{Center, Fill, Task};

use crate::a11y::Key;
use crate::layout::ViewKind;
use crate::model::{Calendar, CalendarId};
use crate::ui::context::{AccountStatus, Context};
use crate::ui::screen::account;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::placed::{self, placed};
use crate::ui::widget::{days, fit, swatch, Element};

mod heard;
pub use heard::{
    account_key, calendar_key, calendar_menu_key, conflicts_key, day_key, fix_key, key,
};

/// The sidebar's width.
pub const WIDTH: f32 = 232.0;

/// What the sidebar asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// A day in the mini-month was clicked.
    Day(NaiveDate),
    /// An arrow key on the mini-month: its keyboard day moves this many
    /// days (its month follows).
    Move(i64),
    /// The mini-month's ‹ or › (months to move).
    Step(i32),
    /// A calendar's checkbox.
    Toggle(CalendarId, bool),
    /// "New event".
    New,
    /// "Import…".
    Import,
    /// "Export…".
    Export,
    /// "+" beside Calendars.
    AddCalendar,
    /// A calendar's "Edit" button.
    EditCalendar(CalendarId),
    /// "Preferences".
    Preferences,
    /// "Sync now".
    SyncNow,
    /// "Add account…".
    AddAccount,
    /// "Subscribe…".
    Subscribe,
    /// An account's "···", or the fix offered under its error.
    Account(i64),
    /// "N conflicts to settle" under an account: the first copy (its uid).
    ShowConflict(String),
}

/// What the parent must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Show this day in the current view.
    GoTo(NaiveDate),
    /// Show or hide a calendar.
    Visible(CalendarId, bool),
    /// Open the editor on a new event.
    New,
    /// Open the import dialog.
    Import,
    /// Open the export dialog.
    Export,
    /// Open the calendar dialog on a new calendar.
    AddCalendar,
    /// Open the calendar dialog on this one.
    EditCalendar(CalendarId),
    /// Open Preferences.
    Preferences,
    /// Sync every account and subscription now.
    SyncNow,
    /// Open the account dialog on a new account.
    AddAccount,
    /// Open the subscription dialog.
    Subscribe,
    /// Open the account dialog on this account.
    Account(i64),
    /// Show this conflict copy's details (where it is settled).
    ShowConflict(String),
}

/// The mini-month's own month (it can be paged without moving the view)
/// and the day of it the keyboard is on.
#[derive(Debug, Clone)]
pub struct Sidebar {
    month: NaiveDate,
    cursor: NaiveDate,
}

impl Sidebar {
    pub fn new(day: NaiveDate) -> Sidebar {
        Sidebar {
            month: first_of(day),
            cursor: day,
        }
    }

    /// The mini-month's day the keyboard is on.
    pub fn cursor(&self) -> NaiveDate {
        self.cursor
    }

    /// The month the mini-month shows.
    pub fn month(&self) -> NaiveDate {
        self.month
    }

    /// Keeps the mini-month (and its keyboard day) on the view's day
    /// after navigation.
    pub fn follow(&mut self, day: NaiveDate) {
        self.month = first_of(day);
        self.cursor = day;
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Day(day) => Some(Event::GoTo(day)),
            Message::Step(months) => {
                let m = Months::new(months.unsigned_abs());
                let moved = if months >= 0 {
                    self.month.checked_add_months(m)
                } else {
                    self.month.checked_sub_months(m)
                };
                self.month = moved.unwrap_or(self.month);
                self.cursor = self.month;
                None
            }
            Message::Move(days) => {
                let d = Days::new(days.unsigned_abs());
                let moved = if days >= 0 {
                    self.cursor.checked_add_days(d)
                } else {
                    self.cursor.checked_sub_days(d)
                };
                self.cursor = moved.unwrap_or(self.cursor);
                self.month = first_of(self.cursor);
                None
            }
            Message::Toggle(id, visible) => Some(Event::Visible(id, visible)),
            Message::New => Some(Event::New),
            Message::Import => Some(Event::Import),
            Message::Export => Some(Event::Export),
            Message::AddCalendar => Some(Event::AddCalendar),
            Message::EditCalendar(id) => Some(Event::EditCalendar(id)),
            Message::Preferences => Some(Event::Preferences),
            Message::SyncNow => Some(Event::SyncNow),
            Message::AddAccount => Some(Event::AddAccount),
            Message::Subscribe => Some(Event::Subscribe),
            Message::Account(id) => Some(Event::Account(id)),
            Message::ShowConflict(uid) => Some(Event::ShowConflict(uid)),
        };
        (Task::none(), event)
    }
}

fn first_of(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}

impl Sidebar {
    pub fn view(&self, ctx: &Context) -> Element<'_, Message> {
        let month = self.month;
        let period = ctx.period;
        type Style = fn(&iced::Theme, button::Status) -> button::Style;
        let ring = |style: Style, at| theme::focus_ring(style, ctx.ringed(at));
        let weeks = days::grid(
            month,
            &ctx.locale,
            |day| {
                // The agenda's days are as many as it has loaded.
                let shown = if period.kind == ViewKind::Agenda {
                    ctx.shown.0 <= day && day < ctx.shown.1
                } else {
                    period.contains(day, &ctx.locale, 7)
                };
                (shown, day == ctx.today)
            },
            Message::Day,
            (
                ctx.ringed(day_key(self.cursor)).then_some(self.cursor),
                Some(day_key),
            ),
        );
        let nav = row![
            text(dates::format(&month, &fl!("date-title-month")))
                .size(size::BODY)
                .font(theme::BOLD),
            space::horizontal(),
            placed(
                button(text("‹").size(size::LARGE))
                    .style(ring(button::text, key("month-back")))
                    .padding(crate::ui::theme::pad_small::ARROW)
                    .on_press(Message::Step(-1)),
                key("month-back")
            ),
            placed(
                button(text("›").size(size::LARGE))
                    .style(ring(button::text, key("month-on")))
                    .padding(crate::ui::theme::pad_small::ARROW)
                    .on_press(Message::Step(1)),
                key("month-on")
            ),
        ]
        .align_y(Center);
        let synced: Vec<CalendarId> = ctx
            .accounts
            .iter()
            .flat_map(|a| a.calendars.iter().copied())
            .collect();
        let mut calendars = column![group_heading(
            fl!("sidebar-calendars"),
            (Message::AddCalendar, key("add-calendar")),
            ctx
        )]
        .spacing(gap::TIGHT + 2.0);
        for c in ctx
            .calendars
            .iter()
            .filter(|c| !synced.contains(&c.id) && !ctx.subscriptions.contains(&c.id))
        {
            calendars = calendars.push(calendar_row(c, ctx));
        }
        for a in &ctx.accounts {
            calendars = calendars.push(account_heading(a, ctx));
            for c in ctx.calendars.iter().filter(|c| a.calendars.contains(&c.id)) {
                calendars = calendars.push(calendar_row(c, ctx));
            }
            calendars = calendars.push(account_status(a, ctx));
        }
        if !ctx.subscriptions.is_empty() {
            calendars = calendars.push(group_heading(
                fl!("sidebar-subscriptions"),
                (Message::Subscribe, key("add-subscription")),
                ctx,
            ));
            for c in ctx
                .calendars
                .iter()
                .filter(|c| ctx.subscriptions.contains(&c.id))
            {
                calendars = calendars.push(calendar_row(c, ctx));
            }
        }
        let new = button(text(fl!("sidebar-new-event")).size(size::BODY))
            .width(Fill)
            .padding(theme::pad::BUTTON)
            .style(ring(button::primary, key("new")))
            .on_press(Message::New);
        let new = placed(new, key("new"));
        // Equal halves of the sidebar, whatever the language: a long
        // label wraps inside its button rather than running past the edge.
        let side = |label: String, message: Message, name: &str| {
            placed(
                button(text(label).size(size::LABEL).width(Fill).center())
                    .width(Fill)
                    .style(ring(button::secondary, key(name)))
                    .on_press(message),
                key(name),
            )
        };
        let files = row![
            side(fl!("sidebar-import"), Message::Import, "import"),
            side(fl!("sidebar-export"), Message::Export, "export"),
        ]
        .spacing(gap::SMALL);
        let online = row![
            side(
                fl!("sidebar-add-account"),
                Message::AddAccount,
                "add-account"
            ),
            side(fl!("sidebar-subscribe"), Message::Subscribe, "subscribe"),
        ]
        .spacing(gap::SMALL);
        let mut files = column![files, online].spacing(gap::SMALL);
        let mut last = row![side(
            fl!("sidebar-preferences"),
            Message::Preferences,
            "preferences"
        )]
        .spacing(gap::SMALL);
        if !ctx.accounts.is_empty() || !ctx.subscriptions.is_empty() {
            last = last.push(side(fl!("sidebar-sync-now"), Message::SyncNow, "sync"));
        }
        files = files.push(last);
        // The month and the calendars scroll between "New event" and the
        // buttons below, which stay in reach however many calendars,
        // accounts and subscriptions there are.
        let middle = scrollable(
            column![nav, weeks, calendars]
                .spacing(gap::LARGE)
                .padding(iced::padding::right(gap::SCROLLBAR)),
        )
        .height(Fill);
        container(
            column![new, middle, files]
                .spacing(gap::LARGE)
                .padding(gap::MEDIUM),
        )
        .width(WIDTH)
        .height(Fill)
        .style(theme::panel)
        .into()
    }
}

/// A group's heading with its "+" (what it sends, and its key).
fn group_heading<'a>(
    title: String,
    (add, at): (Message, Key),
    ctx: &Context,
) -> Element<'a, Message> {
    row![
        text(title).size(size::BODY).font(theme::BOLD),
        space::horizontal(),
        placed(
            button(text("+").size(size::LARGE))
                .style(theme::focus_ring(button::text, ctx.ringed(at)))
                .padding(crate::ui::theme::pad_small::ARROW)
                .on_press(add),
            at
        ),
    ]
    .align_y(Center)
    .into()
}

/// A calendar: its color, whether it is shown, its name, its "···".
fn calendar_row<'a>(c: &Calendar, ctx: &Context) -> Element<'a, Message> {
    let id = c.id;
    let line = row![
        swatch(theme::calendar_color(&c.color), 12.0),
        container(
            checkbox(c.visible)
                .on_toggle(move |v| Message::Toggle(id, v))
                .size(size::LARGE)
        )
        .id(placed::id(calendar_key(id)))
        .style(theme::control_ring(ctx.ringed(calendar_key(id)))),
        // The name toggles too, and a long one ends with "…".
        mouse_area(
            container(fit::line(c.name.clone(), size::BODY, theme::FONT))
                .width(Fill)
                .height(20)
        )
        .on_press(Message::Toggle(id, !c.visible)),
        placed(
            button(text("···").size(size::BODY).font(theme::BOLD))
                .style(theme::focus_ring(
                    button::text,
                    ctx.ringed(calendar_menu_key(id))
                ))
                .padding(crate::ui::theme::pad_small::MENU)
                .on_press(Message::EditCalendar(id)),
            calendar_menu_key(id)
        ),
    ]
    .spacing(gap::SMALL)
    .align_y(Center);
    // A long list scrolls: the ring's row is brought into view.
    let ringed = ctx.ringed(calendar_key(id)) || ctx.ringed(calendar_menu_key(id));
    crate::ui::widget::reveal::marked(line, ringed)
}

/// An account's name, with its "···".
fn account_heading<'a>(a: &AccountStatus, ctx: &Context) -> Element<'a, Message> {
    row![
        container(fit::line(a.name.clone(), size::BODY, theme::BOLD))
            .width(Fill)
            .height(20),
        placed(
            button(text("···").size(size::BODY).font(theme::BOLD))
                .style(theme::focus_ring(
                    button::text,
                    ctx.ringed(account_key(a.id))
                ))
                .padding(crate::ui::theme::pad_small::MENU)
                .on_press(Message::Account(a.id)),
            account_key(a.id)
        ),
    ]
    .align_y(Center)
    .into()
}

/// How an account's syncing goes: a spinner while it syncs; else its error
/// with the fix, or when it last synced; and the changes not sent yet.
fn account_status<'a>(a: &AccountStatus, ctx: &Context) -> Element<'a, Message> {
    let small = |t: String| text(t).size(size::LABEL).style(theme::secondary);
    let mut lines = column![].spacing(theme::gap::HAIRLINE);
    if a.syncing {
        let spinner = theme::glyph::SPINNER[ctx.spin % theme::glyph::SPINNER.len()];
        lines = lines.push(small(fl!("sidebar-syncing", spinner = spinner)));
    } else if let Some((trouble, detail)) = &a.state.error {
        lines = lines.push(
            text(account::in_words(*trouble, detail))
                .size(size::LABEL)
                .style(theme::error),
        );
        if let Some(fix) = account::fix_of(*trouble) {
            lines = lines.push(placed(
                button(text(fix).size(size::LABEL))
                    .style(theme::focus_ring(button::text, ctx.ringed(fix_key(a.id))))
                    .padding(crate::ui::theme::spot::FLUSH)
                    .on_press(Message::Account(a.id)),
                fix_key(a.id),
            ));
        }
    } else {
        lines = lines.push(small(match a.state.synced {
            Some(t) => {
                let when = ago(t, ctx);
                fl!("sidebar-synced", when = when)
            }
            None => fl!("sidebar-not-synced"),
        }));
    }
    if a.pending > 0 {
        lines = lines.push(small(fl!("sidebar-changes-to-send", count = a.pending)));
    }
    // Until settled, a conflict stays in sight.
    if let Some(first) = a.conflicts.first() {
        lines = lines.push(placed(
            button(text(fl!("sidebar-conflicts", count = a.conflicts.len())).size(size::LABEL))
                .style(theme::focus_ring(
                    button::text,
                    ctx.ringed(conflicts_key(a.id)),
                ))
                .padding(crate::ui::theme::spot::FLUSH)
                .on_press(Message::ShowConflict(first.clone())),
            conflicts_key(a.id),
        ));
    }
    container(lines)
        .padding(crate::ui::theme::spot::INSET)
        .into()
}

/// "just now", "5 min ago", "at 14:05", "on Nov 23".
fn ago(t: chrono::DateTime<chrono::Utc>, ctx: &Context) -> String {
    let minutes = (ctx.now - t).num_minutes();
    if minutes < 1 {
        return fl!("sidebar-just-now");
    }
    if minutes < 60 {
        return fl!("sidebar-minutes-ago", count = minutes);
    }
    let local = t.with_timezone(&ctx.viewer);
    if local.date_naive() == ctx.today {
        let time = ctx.locale.time(local.time());
        fl!("sidebar-at-time", time = time)
    } else {
        let date = dates::format(&local, &fl!("date-sidebar-synced"));
        fl!("sidebar-on-date", date = date)
    }
}
