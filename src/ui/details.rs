//! The right-hand panel: one occurrence's details (time, repetition in
//! words, reminders, place, notes), or every event of one day.

use chrono::{Days, NaiveDate, NaiveTime};
use chrono_tz::Tz;
use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Center, Fill};

use super::app::{App, OccurrenceKey};
use super::month::key;
use super::theme;
use super::widget::Element;
use crate::layout::{agenda, describe_reminder, describe_rule, describe_time, Item, Locale, Span};
use crate::model::{EventTime, OccurrenceTime};
use crate::recur::RRule;
use crate::store::{Store, StoreError};

/// The panel's width.
pub const WIDTH: f32 = 320.0;

/// What the panel asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// Close the panel.
    Close,
    /// An event in a day's list was clicked.
    Select(OccurrenceKey),
    /// The Delete button (asks which occurrences, for a repeating event).
    Delete,
    /// The Edit button: the occurrence in the full editor.
    Edit,
}

/// One occurrence, in words.
#[derive(Debug, Clone)]
pub struct Details {
    pub key: OccurrenceKey,
    pub title: String,
    pub when: String,
    /// The repetition in words, for recurring events.
    pub repeats: Option<String>,
    pub reminders: Vec<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub calendar: String,
    pub color: String,
    /// Whether the event repeats (a delete then asks which occurrences).
    pub recurring: bool,
}

impl Details {
    /// Reads the event behind `key`. `item` is the occurrence as laid out,
    /// when it is on screen; otherwise its time is worked out from the
    /// event (an Open from a notification for a day not shown yet).
    pub fn load(
        store: &Store,
        key: &OccurrenceKey,
        item: Option<&Item>,
        viewer: Tz,
        locale: &Locale,
    ) -> Result<Details, StoreError> {
        let stored = store.event(&key.uid)?;
        let event = &stored.event;
        let own = event
            .overrides
            .iter()
            .find(|o| o.recurrence_id == key.recurrence_id)
            .map(|o| o.details.clone())
            .unwrap_or_default();
        let when = match item.map(|i| i.span) {
            Some(Span::AllDay { first, last }) => describe_time(
                first.and_time(NaiveTime::MIN),
                (last + Days::new(1)).and_time(NaiveTime::MIN),
                true,
                locale,
            ),
            Some(Span::Timed { start, end }) => describe_time(start, end, false, locale),
            None => {
                let (start, duration) = event.occurrence_time(key.recurrence_id);
                let begin = start.resolve();
                let end = begin.plus(duration);
                let local = |t: OccurrenceTime| match t {
                    OccurrenceTime::Floating(l) => l,
                    other => other
                        .instant_in(viewer)
                        .with_timezone(&viewer)
                        .naive_local(),
                };
                describe_time(
                    local(begin),
                    local(end),
                    matches!(start, EventTime::AllDay(_)),
                    locale,
                )
            }
        };
        let repeats = event
            .rrule
            .as_deref()
            .map(|text| match text.parse::<RRule>() {
                Ok(rule) => describe_rule(&rule, &event.start),
                Err(_) => format!("Custom rule: {text}"),
            });
        let repeats = match (repeats, event.rdates.is_empty()) {
            (Some(r), true) => Some(r),
            (Some(r), false) => Some(format!("{r}, and on {} more dates", event.rdates.len())),
            (None, false) => Some(format!("On {} more dates", event.rdates.len())),
            (None, true) => None,
        };
        let calendar = store
            .calendars()?
            .into_iter()
            .find(|c| c.id == stored.calendar);
        let defaults = calendar
            .as_ref()
            .map(|c| c.default_reminders.clone())
            .unwrap_or_default();
        Ok(Details {
            key: key.clone(),
            title: own.summary.unwrap_or_else(|| event.summary.clone()),
            when,
            repeats,
            reminders: event
                .reminders
                .effective(&defaults)
                .iter()
                .map(|r| describe_reminder(r, viewer, locale))
                .collect(),
            location: own
                .location
                .or_else(|| event.location.clone())
                .filter(|l| !l.trim().is_empty()),
            notes: own
                .description
                .or_else(|| event.description.clone())
                .filter(|n| !n.trim().is_empty()),
            calendar: calendar
                .as_ref()
                .map(|c| c.name.clone())
                .unwrap_or_default(),
            color: calendar.map(|c| c.color).unwrap_or_default(),
            recurring: event.is_recurring(),
        })
    }
}

fn panel<'a>(title: String, body: Element<'a, Message>) -> Element<'a, Message> {
    let head = row![
        text(title).size(18).font(theme::BOLD).width(Fill),
        button(text("✕").size(14))
            .style(button::text)
            .on_press(Message::Close),
    ]
    .align_y(Center);
    container(
        column![head, scrollable(body).height(Fill)]
            .spacing(12)
            .padding(16),
    )
    .width(WIDTH)
    .height(Fill)
    .style(theme::panel)
    .into()
}

fn section<'a>(label: &'a str, value: String) -> Element<'a, Message> {
    column![
        text(label).size(12).style(|t| text::Style {
            color: Some(theme::secondary_text(t)),
        }),
        text(value).size(14),
    ]
    .spacing(2)
    .into()
}

pub fn view<'a>(d: &'a Details, _app: &'a App) -> Element<'a, Message> {
    let mut body = column![section("When", d.when.clone()),].spacing(14);
    if let Some(r) = &d.repeats {
        body = body.push(section("Repeats", r.clone()));
    }
    body = body.push(section(
        "Reminders",
        if d.reminders.is_empty() {
            "None".to_owned()
        } else {
            d.reminders.join("\n")
        },
    ));
    if let Some(l) = &d.location {
        body = body.push(section("Location", l.clone()));
    }
    if let Some(n) = &d.notes {
        body = body.push(section("Notes", n.clone()));
    }
    let color = theme::calendar_color(&d.color);
    body = body.push(
        row![
            container(space())
                .width(10)
                .height(10)
                .style(theme::swatch(color)),
            text(d.calendar.clone()).size(13),
        ]
        .spacing(8)
        .align_y(Center),
    );
    body = body.push(
        row![
            button(text("Edit").size(14))
                .padding([6, 14])
                .style(button::primary)
                .on_press(Message::Edit),
            button(text("Delete").size(14))
                .padding([6, 14])
                .style(button::danger)
                .on_press(Message::Delete),
        ]
        .spacing(8),
    );
    panel(d.title.clone(), body.into())
}

/// Every event of `day` (opened by "+N more" or a day heading).
pub fn day_view(day: NaiveDate, app: &App) -> Element<'_, Message> {
    let items = app.loaded().map(|l| l.items.as_slice()).unwrap_or(&[]);
    let days = agenda(
        items,
        (day, day + Days::new(1)),
        app.today,
        "",
        app.locale(),
        usize::MAX,
    );
    let mut list = column![].spacing(4);
    match days.first() {
        None => list = list.push(text("Nothing on this day.").size(14)),
        Some(d) => {
            for entry in &d.entries {
                let item = &items[entry.item];
                let color = theme::calendar_color(app.color_of(item.calendar));
                list = list.push(
                    button(
                        row![
                            container(space())
                                .width(8)
                                .height(8)
                                .style(theme::swatch(color)),
                            column![
                                text(item.title()).size(14),
                                text(entry.when.clone()).size(12).style(|t| text::Style {
                                    color: Some(theme::secondary_text(t)),
                                }),
                            ]
                        ]
                        .spacing(8)
                        .align_y(Center),
                    )
                    .width(Fill)
                    .padding([4, 6])
                    .style(theme::event_chip)
                    .on_press(Message::Select(key(item))),
                );
            }
        }
    }
    panel(day.format("%A, %B %-d").to_string(), list.into())
}
