//! The calendar dialog's two lists of default reminders, for timed events
//! and for all-day ones: what each list offers, the reminders with their
//! ×, and the keyboard's way through them. A list is an "add" menu, not a
//! value, so ↑ and ↓ show a choice in it and Enter or Space adds the
//! choice shown (the first press, with none shown, shows the first); a
//! click on a choice adds it at once.

use chrono::Duration;
use iced::widget::{button, column, pick_list, row, space, text};
use iced::Center;
use std::fmt;

use super::Message;
use crate::draft::REMINDER_PRESETS;
use crate::fl;
use crate::layout::{describe_all_day_reminder, describe_reminder};
use crate::model::Reminder;
use crate::store::AllDayAt;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::focus::{neighbour, stop, Ring, Target};
use crate::ui::widget::menu_esc::closes_on_esc;
use crate::ui::widget::{reveal, ringed, Element};

/// The timed list's "Add reminder" menu, as a keyboard stop.
pub(super) const ADD_TIMED: &str = "add-timed-reminder";
/// The all-day list's menu.
pub(super) const ADD_ALL_DAY: &str = "add-all-day-reminder";
/// The timed reminders' × buttons, as a row of stops.
pub(super) const REMOVE_TIMED: &str = "remove-timed-reminder";
/// The all-day reminders' ×.
pub(super) const REMOVE_ALL_DAY: &str = "remove-all-day-reminder";

/// A reminder the list offers, in minutes before the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset(pub i64);

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = Reminder::Before(Duration::minutes(self.0));
        f.write_str(&describe_reminder(
            &r,
            chrono_tz::UTC,
            &crate::layout::Locale::default(),
        ))
    }
}

/// A reminder the all-day list offers: a day before it (or on it) at a
/// time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllDayPreset(pub AllDayAt);

impl fmt::Display for AllDayPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&describe_all_day_reminder(
            &self.0.reminder(),
            chrono_tz::UTC,
            &crate::layout::Locale::default(),
        ))
    }
}

/// What the all-day list offers: on the day at 9:00 (new calendars'), at
/// 8:00, at midnight, the day before at 18:00 and at 9:00.
const ALL_DAY_PRESETS: [AllDayAt; 5] = [
    AllDayAt::DEFAULT,
    AllDayAt {
        days_before: 0,
        minute_of_day: 8 * 60,
    },
    AllDayAt {
        days_before: 0,
        minute_of_day: 0,
    },
    AllDayAt {
        days_before: 1,
        minute_of_day: 18 * 60,
    },
    AllDayAt {
        days_before: 1,
        minute_of_day: 9 * 60,
    },
];

fn timed_presets() -> Vec<Preset> {
    REMINDER_PRESETS.iter().map(|m| Preset(*m)).collect()
}

fn all_day_presets() -> Vec<AllDayPreset> {
    ALL_DAY_PRESETS.map(AllDayPreset).to_vec()
}

/// The choice each list shows before it is added, chosen with ↑ and ↓.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Shown {
    pub(super) timed: Option<Preset>,
    pub(super) all_day: Option<AllDayPreset>,
}

impl Shown {
    /// ↑ (`backward`) or ↓ on the list `name`: the choice before or after
    /// the one shown, the last or the first when none is.
    pub(super) fn step(&self, name: &'static str, backward: bool) -> Option<Message> {
        fn next<T: PartialEq + Clone>(all: &[T], shown: Option<&T>, backward: bool) -> Option<T> {
            match shown {
                Some(s) => neighbour(all, s, backward),
                None if backward => all.last().cloned(),
                None => all.first().cloned(),
            }
        }
        match name {
            ADD_TIMED => {
                next(&timed_presets(), self.timed.as_ref(), backward).map(Message::ShowReminder)
            }
            ADD_ALL_DAY => next(&all_day_presets(), self.all_day.as_ref(), backward)
                .map(Message::ShowAllDayReminder),
            _ => None,
        }
    }

    /// Enter or Space on the list `name`: add the choice shown, or show
    /// the first.
    pub(super) fn press(&self, name: &'static str) -> Option<Message> {
        match (name, self.timed, self.all_day) {
            (ADD_TIMED, Some(p), _) => Some(Message::AddReminder(p)),
            (ADD_ALL_DAY, _, Some(p)) => Some(Message::AddAllDayReminder(p)),
            _ => self.step(name, false),
        }
    }
}

/// Adds `r` to `list` unless it is there.
pub(super) fn add(list: &mut Vec<Reminder>, r: Reminder) {
    if !list.contains(&r) {
        list.push(r);
    }
}

pub(super) fn remove(list: &mut Vec<Reminder>, i: usize) {
    if i < list.len() {
        list.remove(i);
    }
}

/// Both lists, each under its label.
pub(super) fn lists<'a>(
    ctx: &'a Context,
    timed: &'a [Reminder],
    all_day: &'a [Reminder],
    shown: &Shown,
    ring: &Ring,
) -> [Element<'a, Message>; 2] {
    let timed_list = reminder_list(
        timed
            .iter()
            .map(|r| describe_reminder(r, ctx.viewer, &ctx.locale)),
        Message::RemoveReminder,
        (ring, REMOVE_TIMED),
        ringed(
            closes_on_esc(
                &ctx.esc_taken,
                pick_list(timed_presets(), shown.timed, Message::AddReminder)
                    .placeholder(fl!("calendar-add-reminder"))
                    .text_size(size::BODY),
            ),
            (ring.is_on(ADD_TIMED), Target::Button(ADD_TIMED)),
        ),
    );
    let all_day_list = reminder_list(
        all_day
            .iter()
            .map(|r| describe_all_day_reminder(r, ctx.viewer, &ctx.locale)),
        Message::RemoveAllDayReminder,
        (ring, REMOVE_ALL_DAY),
        ringed(
            closes_on_esc(
                &ctx.esc_taken,
                pick_list(all_day_presets(), shown.all_day, Message::AddAllDayReminder)
                    .placeholder(fl!("calendar-add-reminder"))
                    .text_size(size::BODY),
            ),
            (ring.is_on(ADD_ALL_DAY), Target::Button(ADD_ALL_DAY)),
        ),
    );
    [timed_list, all_day_list]
}

/// A list of default reminders (`described`), each with its × (ringed
/// where the keyboard is on it: `row` names them as stops), "none" when
/// empty, and `add` under them.
fn reminder_list<'a>(
    described: impl Iterator<Item = String>,
    remove: fn(usize) -> Message,
    (ring, row_name): (&Ring, &'static str),
    add: Element<'a, Message>,
) -> Element<'a, Message> {
    let on = |i: usize| ring.is_on_item(row_name, i);
    let mut list = column![].spacing(gap::TIGHT);
    let mut any = false;
    for (i, words) in described.enumerate() {
        any = true;
        list = list.push(
            row![
                text(words).size(size::BODY),
                space::horizontal(),
                stop(
                    reveal::marked(
                        button(text("×").size(size::BODY))
                            .style(theme::focus_ring(button::text, on(i)))
                            .padding(crate::ui::theme::pad_small::ARROW)
                            .on_press(remove(i)),
                        on(i)
                    ),
                    Target::Item(row_name, i)
                ),
            ]
            .align_y(Center),
        );
    }
    if !any {
        list = list.push(
            text(fl!("calendar-no-reminders"))
                .size(size::LABEL)
                .style(theme::secondary),
        );
    }
    list.push(add).into()
}
