//! The sidebar as a screen reader hears it, and the keys its controls are
//! drawn with the keyboard's ring by.

use chrono::{Days, NaiveDate};

use super::{ago, Message, Sidebar};
use crate::a11y::{Key, Part, Role};
use crate::fl;
use crate::i18n::dates;
use crate::layout::{Period, ViewKind};
use crate::model::{Calendar, CalendarId};
use crate::ui::context::{AccountStatus, Context};
use crate::ui::screen::account;

/// The key of the sidebar's control `what`.
pub fn key(what: &str) -> Key {
    Key::of(("sidebar", what))
}

/// The key of the mini-month's `day`.
pub fn day_key(day: NaiveDate) -> Key {
    Key::of(("mini-day", day))
}

/// The key of the calendar `id`'s check box.
pub fn calendar_key(id: CalendarId) -> Key {
    Key::of(("calendar", id))
}

/// The key of the calendar `id`'s "···".
pub fn calendar_menu_key(id: CalendarId) -> Key {
    Key::of(("calendar-menu", id))
}

/// The key of the account `id`'s "···".
pub fn account_key(id: i64) -> Key {
    Key::of(("account-settings", id))
}

/// The key of the fix offered under the account `id`'s error.
pub fn fix_key(id: i64) -> Key {
    Key::of(("account-fix", id))
}

/// The key of the account `id`'s "N conflicts to settle".
pub fn conflicts_key(id: i64) -> Key {
    Key::of(("account-conflicts", id))
}

impl Sidebar {
    /// The sidebar as a screen reader hears it, in the order it is drawn:
    /// New event, the month to choose a day in (a grid: its day with the
    /// keyboard is Tab's stop, the arrows reach the others), the calendars
    /// as check boxes with their "···", the accounts with their sync status
    /// in words, and the buttons below.
    pub fn heard(&self, ctx: &Context) -> Part<Message> {
        let button = |what: &str, words: String, message: Message| {
            Part::new(key(what), Role::Button, words).click(message)
        };
        let month_name = dates::format(&self.month, &fl!("date-title-month"));
        let mini = Part::new(key("mini-month"), Role::Group, fl!("a11y-mini-month"))
            .description(month_name)
            .child(button(
                "month-back",
                fl!("a11y-previous"),
                Message::Step(-1),
            ))
            .child(button("month-on", fl!("a11y-next"), Message::Step(1)))
            .child(self.mini_grid(ctx));
        let calendar = |c: &Calendar| {
            let id = c.id;
            let settings = fl!("a11y-calendar-settings", calendar = c.name.as_str());
            [
                Part::new(calendar_key(id), Role::CheckBox, c.name.clone())
                    .toggled(c.visible)
                    .click(Message::Toggle(id, !c.visible)),
                Part::new(calendar_menu_key(id), Role::Button, settings)
                    .click(Message::EditCalendar(id)),
            ]
        };
        let synced: Vec<CalendarId> = ctx
            .accounts
            .iter()
            .flat_map(|a| a.calendars.iter().copied())
            .collect();
        let mut calendars = Part::new(key("calendars"), Role::List, fl!("sidebar-calendars"))
            .child(button(
                "add-calendar",
                fl!("a11y-add-calendar"),
                Message::AddCalendar,
            ))
            .children(
                ctx.calendars
                    .iter()
                    .filter(|c| !synced.contains(&c.id) && !ctx.subscriptions.contains(&c.id))
                    .flat_map(calendar),
            );
        for a in &ctx.accounts {
            let settings = fl!("a11y-account-settings", account = a.name.as_str());
            let mut account = Part::new(Key::of(("account", a.id)), Role::Group, a.name.clone())
                .description(status_words(a, ctx))
                .child(
                    Part::new(account_key(a.id), Role::Button, settings)
                        .click(Message::Account(a.id)),
                )
                .children(
                    ctx.calendars
                        .iter()
                        .filter(|c| a.calendars.contains(&c.id))
                        .flat_map(calendar),
                );
            let fix = a.state.error.as_ref().filter(|_| !a.syncing);
            if let Some(fix) = fix.and_then(|(trouble, _)| account::fix_of(*trouble)) {
                account = account.child(
                    Part::new(fix_key(a.id), Role::Button, fix).click(Message::Account(a.id)),
                );
            }
            if let Some(first) = a.conflicts.first() {
                let words = fl!("sidebar-conflicts", count = a.conflicts.len());
                account = account.child(
                    Part::new(conflicts_key(a.id), Role::Button, words)
                        .click(Message::ShowConflict(first.clone())),
                );
            }
            calendars = calendars.child(account);
        }
        if !ctx.subscriptions.is_empty() {
            let subscribed = ctx
                .calendars
                .iter()
                .filter(|c| ctx.subscriptions.contains(&c.id));
            calendars = calendars
                .child(button(
                    "add-subscription",
                    fl!("sidebar-subscribe"),
                    Message::Subscribe,
                ))
                .children(subscribed.flat_map(calendar));
        }
        let mut parts = vec![
            button("new", fl!("sidebar-new-event"), Message::New),
            mini,
            calendars,
            button("import", fl!("sidebar-import"), Message::Import),
            button("export", fl!("sidebar-export"), Message::Export),
            button(
                "add-account",
                fl!("sidebar-add-account"),
                Message::AddAccount,
            ),
            button("subscribe", fl!("sidebar-subscribe"), Message::Subscribe),
            button(
                "preferences",
                fl!("sidebar-preferences"),
                Message::Preferences,
            ),
        ];
        if !ctx.accounts.is_empty() || !ctx.subscriptions.is_empty() {
            parts.push(button("sync", fl!("sidebar-sync-now"), Message::SyncNow));
        }
        Part::new(key("sidebar"), Role::Complementary, fl!("a11y-sidebar")).children(parts)
    }

    /// The mini-month as a grid of six weeks, as drawn: the day the
    /// keyboard is on is Tab's one stop in it.
    fn mini_grid(&self, ctx: &Context) -> Part<Message> {
        let start = Period::new(ViewKind::Month, self.month).month_grid_start(&ctx.locale);
        let weeks = (0..6u64).map(|w| {
            let days = (0..7u64).filter_map(|d| {
                let day = start.checked_add_days(Days::new(w * 7 + d))?;
                let words = dates::format(&day, &fl!("date-a11y-day"));
                let words = if day == ctx.today {
                    fl!("a11y-today", day = words)
                } else {
                    words
                };
                let shown = ctx.period.contains(day, &ctx.locale, 7);
                let cell = Part::new(day_key(day), Role::Cell, words)
                    .selected(shown)
                    .click(Message::Day(day));
                Some(if day == self.cursor {
                    cell
                } else {
                    cell.off_tab()
                })
            });
            Part::new(Key::of(("mini-week", w)), Role::Row, "").children(days)
        });
        Part::new(key("mini-grid"), Role::Grid, fl!("a11y-mini-month")).children(weeks)
    }

    /// The key of the mini-month's day the keyboard is on.
    pub fn cursor_key(&self) -> Key {
        day_key(self.cursor)
    }
}

/// How an account's syncing goes, in words (what its status lines say).
fn status_words(a: &AccountStatus, ctx: &Context) -> String {
    let mut words = vec![if a.syncing {
        fl!("sidebar-syncing", spinner = "")
    } else if let Some((trouble, detail)) = &a.state.error {
        account::in_words(*trouble, detail)
    } else {
        match a.state.synced {
            Some(t) => {
                let when = ago(t, ctx);
                fl!("sidebar-synced", when = when)
            }
            None => fl!("sidebar-not-synced"),
        }
    }];
    if a.pending > 0 {
        words.push(fl!("sidebar-changes-to-send", count = a.pending));
    }
    if !a.conflicts.is_empty() {
        words.push(fl!("sidebar-conflicts", count = a.conflicts.len()));
    }
    words.join(", ").trim().to_owned()
}
