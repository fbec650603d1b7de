//! Six weeks of day buttons under the weekdays' initials: the sidebar's
//! mini-month and the editor's date picker draw the same grid.

use chrono::{Datelike, Days, NaiveDate};
use iced::widget::{button, column, container, row, text, Column};
use iced::Fill;

use crate::a11y::Key;
use crate::layout::{Locale, Period, ViewKind};
use crate::ui::theme;

/// Where the keyboard's ring is drawn, and how a day a screen reader
/// hears is keyed.
pub type Keyboard = (Option<NaiveDate>, Option<fn(NaiveDate) -> Key>);

/// The grid around `month` (its first day), from the locale's first
/// weekday. `mark(day)` says whether a day is in the highlighted period and
/// whether it is the one day drawn in the accent; `on(day)` is what a
/// click sends; the keyboard's ring is drawn on `ringed`; a day a screen
/// reader hears is [`super::placed`] as `heard(day)`. Days of other months
/// are dimmed.
pub fn grid<'a, M: Clone + 'a>(
    month: NaiveDate,
    locale: &Locale,
    mark: impl Fn(NaiveDate) -> (bool, bool),
    on: impl Fn(NaiveDate) -> M,
    (ringed, heard): Keyboard,
) -> Column<'a, M> {
    let start = Period::new(ViewKind::Month, month).month_grid_start(locale);
    let mut weeks = column![row(locale.weekdays().iter().map(|d| {
        container(text(crate::i18n::dates::weekday_initial(*d)).size(theme::size::CAPTION))
            .width(28)
            .center_x(28)
            .into()
    }))]
    .spacing(theme::gap::HAIRLINE);
    for w in 0..6u64 {
        weeks = weeks.push(row((0..7u64).map(|i| {
            let day = start + Days::new(w * 7 + i);
            let (in_period, accent) = mark(day);
            let label = text(day.day())
                .size(theme::size::SMALL)
                .center()
                .width(Fill);
            let label = if day.month() == month.month() {
                label
            } else {
                label.style(theme::dimmed)
            };
            let day_button = button(label)
                .width(28)
                .height(24)
                .padding(crate::ui::theme::spot::FLUSH)
                .style(theme::focus_ring(
                    theme::mini_day(in_period, accent),
                    ringed == Some(day),
                ))
                .on_press(on(day));
            match heard {
                Some(key) => super::placed::placed(day_button, key(day)),
                None => day_button.into(),
            }
        })));
    }
    weeks
}
