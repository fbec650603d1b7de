//! "Go to a date": a year with ‹ and ›, and its twelve months. Opened by
//! Ctrl+G or a click on the period's title, so October two years ago is
//! three clicks away instead of twenty-five. The keyboard opens on the
//! month shown; the arrow keys move through the months (← and → one, ↑
//! and ↓ a row of three) and on into the year before or after, and Enter
//! goes there: October two years ago is a few keys away, not fifteen Tabs.

use chrono::{Datelike, NaiveDate};
use iced::widget::{button, column, row, text};
use iced::{Center, Fill, Task};

use crate::fl;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::{action, cancel, closing};
use crate::ui::widget::focus::{stop, Ring, Spoken, Stops, Target};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card, dialog, Element};

/// What the dialog reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// ‹ or ›: the year before or after.
    Year(i32),
    /// A month of the year shown was chosen (1–12).
    Month(u32),
    /// An arrow key: the keyboard moves this many months, into the year
    /// before or after past either end.
    Step(i32),
    /// Today was clicked.
    Today,
    /// Cancel: nothing changes.
    Cancel,
    /// Tab moved the keyboard to this stop.
    Ring(Target),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Show the period around this day.
    Go(NaiveDate),
    /// Close without going anywhere.
    Cancel,
}

const MONTHS: [&str; 12] = [
    "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11", "m12",
];
const EARLIER: &str = "earlier";
const LATER: &str = "later";
const TODAY: &str = "today";
const CANCEL: &str = "cancel";

/// The year shown, and where the keyboard is.
#[derive(Debug, Clone)]
pub struct GoTo {
    year: i32,
    /// The month the view shows (marked).
    shown: (i32, u32),
    ring: Ring,
}

impl GoTo {
    /// The window's title while the dialog is on top.
    pub fn title(&self) -> String {
        fl!("goto-title")
    }

    /// Opens on the year and month of `shown`, the keyboard on its month.
    pub fn new(shown: NaiveDate) -> GoTo {
        GoTo {
            year: shown.year(),
            shown: (shown.year(), shown.month()),
            ring: Ring::on(Target::Button(MONTHS[shown.month0() as usize])),
        }
    }

    /// The year shown.
    pub fn year(&self) -> i32 {
        self.year
    }

    pub fn update(&mut self, message: Message, ctx: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Year(step) => {
                // chrono's dates end at ±262,143; stay well inside.
                self.year = (self.year + step).clamp(1, 9999);
                None
            }
            Message::Month(m) => NaiveDate::from_ymd_opt(self.year, m, 1).map(Event::Go),
            Message::Step(months) => {
                if let Some(Target::Button(name)) = self.ring.current() {
                    if let Some(at) = MONTHS.iter().position(|m| *m == name) {
                        let to = self.year * 12 + at as i32 + months;
                        // The same bounds as ‹ and ›.
                        let year = to.div_euclid(12);
                        if (1..=9999).contains(&year) {
                            self.year = year;
                            self.ring
                                .set(Target::Button(MONTHS[to.rem_euclid(12) as usize]));
                        }
                    }
                }
                None
            }
            Message::Today => Some(Event::Go(ctx.today)),
            Message::Cancel => Some(Event::Cancel),
            Message::Ring(target) => {
                self.ring.set(target);
                None
            }
        };
        (Task::none(), event)
    }

    pub fn view(&self, _: &Context) -> Element<'_, Message> {
        let mut grid = column![].spacing(gap::SMALL);
        for quarter in 0..4u32 {
            let mut line = row![].spacing(gap::SMALL);
            for m in quarter * 3 + 1..=quarter * 3 + 3 {
                let name = MONTHS[m as usize - 1];
                let label = NaiveDate::from_ymd_opt(2000, m, 1)
                    .map(|d| crate::i18n::dates::format(&d, &fl!("date-goto-month")))
                    .unwrap_or_default();
                let base = if self.shown == (self.year, m) {
                    button::primary
                } else {
                    button::secondary
                };
                line = line.push(stop(
                    button(text(label).size(size::BODY).center().width(Fill))
                        .width(Fill)
                        .padding(crate::ui::theme::spot::MONTH_CELL)
                        .style(theme::focus_ring(base, self.ring.is_on(name)))
                        .on_press(Message::Month(m)),
                    Target::Button(name),
                ));
            }
            grid = grid.push(line);
        }
        let body = column![
            text(fl!("goto-title"))
                .size(size::HEADING)
                .font(theme::BOLD),
            row![
                stop(
                    button(text("‹").size(size::HEADING))
                        .padding(crate::ui::theme::spot::YEAR_ARROW)
                        .style(theme::focus_ring(button::text, self.ring.is_on(EARLIER)))
                        .on_press(Message::Year(-1)),
                    Target::Button(EARLIER)
                ),
                text(self.year.to_string())
                    .size(size::TITLE)
                    .font(theme::BOLD)
                    .center()
                    .width(Fill),
                stop(
                    button(text("›").size(size::HEADING))
                        .padding(crate::ui::theme::spot::YEAR_ARROW)
                        .style(theme::focus_ring(button::text, self.ring.is_on(LATER)))
                        .on_press(Message::Year(1)),
                    Target::Button(LATER)
                ),
            ]
            .align_y(Center),
            grid,
            closing(
                Some(stop(
                    action(
                        fl!("action-today"),
                        button::secondary,
                        self.ring.is_on(TODAY),
                        theme::pad::BUTTON,
                    )
                    .on_press(Message::Today),
                    Target::Button(TODAY)
                )),
                cancel(&self.ring, Message::Cancel),
                None,
            ),
        ]
        .spacing(gap::MEDIUM)
        .width(380);
        dialog(scope(
            card(body).padding(gap::XLARGE),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }
}

impl Stops for GoTo {
    type Message = Message;

    fn spoken(&self, target: Target, _: &Context) -> Option<Spoken<Message>> {
        let Target::Button(name) = target else {
            return None;
        };
        let words = match name {
            EARLIER => fl!("a11y-year-earlier", year = (self.year - 1).to_string()),
            LATER => fl!("a11y-year-later", year = (self.year + 1).to_string()),
            TODAY => fl!("action-today"),
            CANCEL => return None,
            month => {
                let m = MONTHS.iter().position(|x| *x == month)? as u32 + 1;
                let day = chrono::NaiveDate::from_ymd_opt(self.year, m, 1)?;
                crate::i18n::dates::format(&day, &fl!("date-title-month"))
            }
        };
        Some(Spoken::button(words))
    }

    fn order(&self) -> Vec<Target> {
        let mut order = vec![Target::Button(EARLIER), Target::Button(LATER)];
        order.extend(MONTHS.iter().map(|m| Target::Button(m)));
        order.extend([Target::Button(TODAY), Target::Button(CANCEL)]);
        order
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    /// ↑ and ↓ move a row of the months.
    fn choose(&self, name: &'static str, backward: bool) -> Option<Message> {
        MONTHS
            .contains(&name)
            .then_some(Message::Step(if backward { -3 } else { 3 }))
    }

    /// ← and → move a month.
    fn beside(&self, name: &'static str, backward: bool) -> Option<Message> {
        MONTHS
            .contains(&name)
            .then_some(Message::Step(if backward { -1 } else { 1 }))
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        Some(match name {
            EARLIER => Message::Year(-1),
            LATER => Message::Year(1),
            TODAY => Message::Today,
            CANCEL => Message::Cancel,
            month => Message::Month(MONTHS.iter().position(|m| *m == month)? as u32 + 1),
        })
    }
}
