//! The right-hand panel: one occurrence's details (time, repetition in
//! words, reminders, place, notes), or every event of one day.

use crate::fl;
use crate::i18n::dates;
use chrono::{Days, NaiveDate};
use iced::widget::{button, checkbox, column, container, row, scrollable, text};
use iced::{Center, Fill, Task};

pub use crate::layout::EventDetails;

mod heard;
use crate::a11y::Key;
use crate::layout::{agenda, Item, MeetingDetails};
use crate::model::{OccurrenceRef, ParticipationStatus};
use crate::store::Settle;
use crate::ui::context::Context;
use crate::ui::theme::{self, size};
use crate::ui::widget::placed::{self, placed};
use crate::ui::widget::{swatch, Element};
pub use heard::{item_key, key};

/// The panel's width.
pub const WIDTH: f32 = 320.0;

/// What the panel reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// × was clicked.
    Close,
    /// An event in a day's list was clicked.
    Select(OccurrenceRef),
    /// The Delete button.
    Delete,
    /// The Edit button.
    Edit,
    /// A conflict copy's "Keep this", "Keep the server's" or "Keep both".
    Settle(Settle),
    /// Accept, Maybe or Decline, for a meeting I am invited to.
    Answer(ParticipationStatus),
    /// "Only this occurrence" ticked or not, for a repeating meeting.
    OnlyThis(bool),
    /// "E-mail my answer…", for a meeting whose calendar cannot deliver it.
    EmailAnswer,
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Close the panel.
    Close,
    /// Show this occurrence's details instead.
    Select(OccurrenceRef),
    /// Delete the shown occurrence (asking which occurrences, for a
    /// repeating event).
    Delete(Box<EventDetails>),
    /// Open the shown occurrence in the full editor.
    Edit(OccurrenceRef),
    /// Settle the shown conflict copy (its uid) this way.
    Settle(String, Settle),
    /// Write my answer to the meeting shown: for occurrence `what` alone,
    /// or the whole series.
    Answer {
        what: OccurrenceRef,
        status: ParticipationStatus,
        only_this: bool,
    },
    /// Hand my answer to the meeting shown to the mail program, addressed
    /// to its organiser: for occurrence `what` alone, or the whole series.
    EmailAnswer {
        what: OccurrenceRef,
        only_this: bool,
    },
}

/// What the panel shows.
#[derive(Debug, Clone)]
pub enum Details {
    /// One occurrence; for a repeating meeting, whether an answer is for
    /// this occurrence only.
    Event {
        shown: Box<EventDetails>,
        only_this: bool,
    },
    /// Every event of a day ("+N more", a day heading), from the items
    /// loaded for the view.
    Day { day: NaiveDate, items: Vec<Item> },
}

impl Details {
    /// The panel for one occurrence.
    pub fn of(shown: EventDetails) -> Details {
        Details::Event {
            shown: Box::new(shown),
            only_this: false,
        }
    }

    /// The day panel for `day`, listing those of `items` on it.
    pub fn day(day: NaiveDate, items: &[Item]) -> Details {
        let mut d = Details::Day {
            day,
            items: Vec::new(),
        };
        d.refresh(items);
        d
    }

    /// The view was loaded again: a day's list follows it.
    pub fn refresh(&mut self, loaded: &[Item]) {
        if let Details::Day { day, items } = self {
            *items = loaded.iter().filter(|i| i.covers(*day)).cloned().collect();
        }
    }

    /// The occurrence shown, when one is.
    pub fn event(&self) -> Option<&EventDetails> {
        match self {
            Details::Event { shown, .. } => Some(shown),
            Details::Day { .. } => None,
        }
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Close => Some(Event::Close),
            Message::Select(what) => Some(Event::Select(what)),
            Message::Delete => self
                .event()
                .filter(|d| !d.read_only)
                .map(|d| Event::Delete(Box::new(d.clone()))),
            Message::Edit => self
                .event()
                .filter(|d| !d.read_only)
                .map(|d| Event::Edit(d.what.clone())),
            Message::Settle(how) => self
                .event()
                .filter(|d| d.conflict)
                .map(|d| Event::Settle(d.what.uid.clone(), how)),
            Message::Answer(status) => match self {
                Details::Event { shown, only_this }
                    if shown.meeting.as_ref().is_some_and(|m| m.mine.is_some()) =>
                {
                    Some(Event::Answer {
                        what: shown.what.clone(),
                        status,
                        only_this: *only_this && shown.recurring,
                    })
                }
                _ => None,
            },
            Message::EmailAnswer => match self {
                Details::Event { shown, only_this }
                    if shown
                        .meeting
                        .as_ref()
                        .is_some_and(MeetingDetails::can_email) =>
                {
                    Some(Event::EmailAnswer {
                        what: shown.what.clone(),
                        only_this: *only_this && shown.recurring,
                    })
                }
                _ => None,
            },
            Message::OnlyThis(on) => {
                if let Details::Event { only_this, .. } = self {
                    *only_this = on;
                }
                None
            }
        };
        (Task::none(), event)
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        match self {
            Details::Event { shown, only_this } => event_view(shown, *only_this, ctx),
            Details::Day { day, items } => day_view(*day, items, ctx),
        }
    }
}

/// `style` with the keyboard's ring when it is on the control `what`.
fn ring<'a>(
    ctx: &Context,
    what: &str,
    style: impl Fn(&iced::Theme, button::Status) -> button::Style + 'a,
) -> impl Fn(&iced::Theme, button::Status) -> button::Style + 'a {
    theme::focus_ring(style, ctx.ringed(key(what)))
}

/// The panel: its heading (the part `what`), × and `body`.
fn panel<'a>(
    (title, what): (String, &str),
    body: Element<'a, Message>,
    ctx: &Context,
) -> Element<'a, Message> {
    let head = row![
        placed(
            text(title)
                .size(size::HEADING)
                .font(theme::BOLD)
                .width(Fill),
            key(what)
        ),
        placed(
            button(text(theme::glyph::CLOSE).size(size::HEADING))
                .padding(theme::pad_small::HEADER_ARROW)
                .style(ring(ctx, "close", button::text))
                .on_press(Message::Close),
            key("close")
        ),
    ]
    .align_y(Center);
    container(
        column![head, scrollable(body).height(Fill)]
            .spacing(theme::gap::MEDIUM)
            .padding(crate::ui::theme::spot::PANEL),
    )
    .width(WIDTH)
    .height(Fill)
    .style(theme::panel)
    .into()
}

/// A line of the panel: what it is, then its words; `what` names its part.
fn section<'a>(what: &str, label: String, value: String) -> Element<'a, Message> {
    placed(
        column![
            text(label).size(size::SMALL).style(theme::secondary),
            text(value).size(size::BODY),
        ]
        .spacing(theme::gap::HAIRLINE),
        key(what),
    )
}

fn event_view<'a>(d: &'a EventDetails, only_this: bool, ctx: &Context) -> Element<'a, Message> {
    let when = match &d.own_time {
        Some(own) => format!("{}\n{own}", d.when),
        None => d.when.clone(),
    };
    let mut body = column![].spacing(crate::ui::theme::spot::SECTIONS);
    if d.cancelled {
        body = body.push(placed(
            text(fl!("details-cancelled"))
                .size(size::BODY)
                .font(theme::BOLD)
                .style(text::danger),
            key("cancelled"),
        ));
    }
    if d.conflict {
        body = body.push(conflict_box(&d.differs, ctx));
    } else if let Some(copy) = &d.copy {
        body = body.push(has_copy_box(copy, &d.differs, ctx));
    }
    body = body.push(section("when", fl!("details-when"), when));
    if let Some(r) = &d.repeats {
        body = body.push(section("repeats", fl!("details-repeats"), r.clone()));
    }
    body = body.push(section(
        "reminders",
        fl!("details-reminders"),
        if d.reminders.is_empty() {
            fl!("details-no-reminders")
        } else {
            d.reminders.join("\n")
        },
    ));
    if let Some(l) = &d.location {
        body = body.push(section("location", fl!("details-location"), l.clone()));
    }
    if let Some(m) = &d.meeting {
        body = body.push(meeting_view(m, (d.recurring, only_this), ctx));
    }
    if let Some(n) = &d.notes {
        body = body.push(section("notes", fl!("details-notes"), n.clone()));
    }
    let color = theme::calendar_color(&d.color);
    body = body.push(placed(
        row![
            swatch(color, 10.0),
            text(d.calendar.clone()).size(size::LABEL),
        ]
        .spacing(theme::gap::SMALL)
        .align_y(Center),
        key("calendar"),
    ));
    if d.read_only {
        body = body.push(
            text(fl!(
                "details-from-subscription",
                calendar = d.calendar.as_str()
            ))
            .size(size::LABEL)
            .style(theme::secondary),
        );
    } else if d.cancelled {
        // Nothing to change in a meeting that is off: only to take it away.
        body = body.push(placed(
            button(text(fl!("details-remove-cancelled")).size(size::BODY))
                .padding(theme::pad::MAIN_BUTTON)
                .style(ring(ctx, "remove", button::danger))
                .on_press(Message::Delete),
            key("remove"),
        ));
    } else {
        body = body.push(
            row![
                placed(
                    button(text(fl!("action-edit")).size(size::BODY))
                        .padding(theme::pad::MAIN_BUTTON)
                        .style(ring(ctx, "edit", button::primary))
                        .on_press(Message::Edit),
                    key("edit")
                ),
                placed(
                    button(text(fl!("action-delete")).size(size::BODY))
                        .padding(theme::pad::MAIN_BUTTON)
                        .style(ring(ctx, "delete", button::danger))
                        .on_press(Message::Delete),
                    key("delete")
                ),
            ]
            .spacing(theme::gap::SMALL),
        );
    }
    panel((d.title.clone(), "title"), body.into(), ctx)
}

/// The organiser, each guest and their answer; my own answer to change;
/// what this calendar does not send.
fn meeting_view<'a>(
    m: &'a MeetingDetails,
    (recurring, only_this): (bool, bool),
    ctx: &Context,
) -> Element<'a, Message> {
    let mut lines = column![].spacing(crate::ui::theme::spot::SECTIONS);
    if let Some(o) = &m.organizer {
        lines = lines.push(section("organiser", fl!("details-organiser"), o.clone()));
    }
    let mut guests = column![text(fl!("details-guests"))
        .size(size::SMALL)
        .style(theme::secondary)]
    .spacing(theme::gap::HAIRLINE);
    for (i, g) in m.guests.iter().enumerate() {
        guests = guests.push(placed(
            row![
                text(answer_mark(&g.status))
                    .size(size::BODY)
                    .width(MARK_WIDTH)
                    .style(theme::secondary),
                column![
                    text(g.who.clone()).size(size::BODY),
                    text(g.answer.clone())
                        .size(size::SMALL)
                        .style(theme::secondary),
                ],
            ]
            .spacing(theme::gap::SMALL),
            Key::of(("guest", i)),
        ));
    }
    lines = lines.push(guests);
    if let Some(mine) = &m.mine {
        let choice = |label: String, status: ParticipationStatus, what: &str| {
            let chosen = *mine == status;
            let answer = button(text(label).size(size::LABEL))
                .padding(crate::ui::theme::spot::SETTLE)
                .style(ring(
                    ctx,
                    what,
                    if chosen {
                        button::primary
                    } else {
                        button::secondary
                    },
                ))
                .on_press(Message::Answer(status));
            placed(answer, key(what))
        };
        let mut answer = column![
            text(fl!("details-your-answer"))
                .size(size::SMALL)
                .style(theme::secondary),
            row![
                choice(
                    fl!("action-accept"),
                    ParticipationStatus::Accepted,
                    "accept"
                ),
                choice(fl!("action-maybe"), ParticipationStatus::Tentative, "maybe"),
                choice(
                    fl!("action-decline"),
                    ParticipationStatus::Declined,
                    "decline"
                ),
            ]
            .spacing(crate::ui::theme::spot::CLOSE),
        ]
        .spacing(theme::gap::SMALL);
        if recurring {
            answer = answer.push(
                container(
                    checkbox(only_this)
                        .label(fl!("details-only-this-occurrence"))
                        .text_size(size::LABEL)
                        .on_toggle(Message::OnlyThis),
                )
                .id(placed::id(key("only-this")))
                .style(theme::control_ring(ctx.ringed(key("only-this")))),
            );
        }
        lines = lines.push(answer);
    }
    if m.theirs {
        lines = lines.push(
            text(fl!("details-organisers-meeting"))
                .size(size::LABEL)
                .style(theme::secondary),
        );
    }
    if !m.delivered {
        lines = lines.push(
            text(fl!("details-not-delivered"))
                .size(size::LABEL)
                .style(theme::secondary),
        );
    }
    if m.can_email() {
        lines = lines.push(placed(
            button(text(fl!("details-email-answer")).size(size::LABEL))
                .padding(crate::ui::theme::spot::SETTLE)
                .style(ring(ctx, "email", button::secondary))
                .on_press(Message::EmailAnswer),
            key("email"),
        ));
    }
    lines.into()
}

/// The column of the answer marks, so that every name starts in line.
const MARK_WIDTH: f32 = 14.0;

/// A mark beside a guest's name for their answer.
fn answer_mark(status: &ParticipationStatus) -> &'static str {
    match status {
        ParticipationStatus::Accepted => "✓",
        ParticipationStatus::Declined => "✗",
        ParticipationStatus::Tentative => "?",
        _ => "·",
    }
}

/// "Differs in the time and the place.", when the versions differ.
fn differs_line<'a>(differs: &[String]) -> Option<Element<'a, Message>> {
    (!differs.is_empty()).then(|| {
        let parts = differs.join(", ");
        text(fl!("details-differs", parts = parts))
            .size(size::LABEL)
            .into()
    })
}

/// The server's version of a conflict: the mark, what differs, and the
/// way to its copy (where it is settled).
fn has_copy_box<'a>(
    copy: &OccurrenceRef,
    differs: &[String],
    ctx: &Context,
) -> Element<'a, Message> {
    let mut lines = column![
        text(fl!("details-conflict"))
            .size(size::BODY)
            .font(theme::BOLD),
        placed(
            text(fl!("details-has-copy")).size(size::LABEL),
            key("has-copy")
        ),
    ]
    .spacing(theme::gap::SMALL);
    if let Some(line) = differs_line(differs) {
        lines = lines.push(line);
    }
    lines = lines.push(placed(
        button(text(fl!("details-show-copy")).size(size::LABEL))
            .padding(crate::ui::theme::spot::SETTLE)
            .style(ring(ctx, "show-copy", button::secondary))
            .on_press(Message::Select(copy.clone())),
        key("show-copy"),
    ));
    container(lines)
        .padding(crate::ui::theme::spot::NOTICE)
        .style(theme::banner)
        .into()
}

/// What a conflict copy is, what differs, and the three ways to settle it.
fn conflict_box<'a>(differs: &[String], ctx: &Context) -> Element<'a, Message> {
    let choice =
        |label: String, how: Settle, style: fn(&iced::Theme, button::Status) -> button::Style| {
            let what = match how {
                Settle::KeepThis => "keep-this",
                Settle::KeepServers => "keep-servers",
                Settle::KeepBoth => "keep-both",
            };
            placed(
                button(text(label).size(size::LABEL))
                    .padding(crate::ui::theme::spot::SETTLE)
                    .style(ring(ctx, what, style))
                    .on_press(Message::Settle(how)),
                key(what),
            )
        };
    let mut lines = column![
        text(fl!("details-conflict"))
            .size(size::BODY)
            .font(theme::BOLD),
        placed(
            text(fl!("details-conflict-explained")).size(size::LABEL),
            key("conflict")
        ),
    ]
    .spacing(theme::gap::SMALL);
    if let Some(line) = differs_line(differs) {
        lines = lines.push(line);
    }
    lines = lines
        .push(
            row![
                choice(fl!("details-keep-this"), Settle::KeepThis, button::primary),
                choice(
                    fl!("details-keep-servers"),
                    Settle::KeepServers,
                    button::secondary
                ),
            ]
            .spacing(crate::ui::theme::spot::CLOSE),
        )
        .push(choice(
            fl!("details-keep-both"),
            Settle::KeepBoth,
            button::secondary,
        ));
    container(lines)
        .padding(crate::ui::theme::spot::NOTICE)
        .style(theme::banner)
        .into()
}

/// Every event of `day` (opened by "+N more" or a day heading).
fn day_view<'a>(day: NaiveDate, items: &'a [Item], ctx: &'a Context) -> Element<'a, Message> {
    let days = agenda(
        items,
        (day, day + Days::new(1)),
        ctx.today,
        &ctx.locale,
        usize::MAX,
    );
    let mut list = column![].spacing(theme::gap::TIGHT);
    match days.first() {
        None => list = list.push(text(fl!("details-nothing-on-day")).size(size::BODY)),
        Some(d) => {
            for entry in &d.entries {
                let item = &items[entry.item];
                let color = theme::calendar_color(ctx.color_of(item.calendar));
                let line = button(
                    row![
                        swatch(color, 8.0),
                        column![
                            text(item.title()).size(size::BODY),
                            text(entry.when.clone())
                                .size(size::SMALL)
                                .style(theme::secondary),
                        ]
                    ]
                    .spacing(theme::gap::SMALL)
                    .align_y(Center),
                )
                .width(Fill)
                .padding(crate::ui::theme::spot::LINE)
                .style(theme::focus_ring(
                    theme::event_chip,
                    ctx.ringed(item_key(item)),
                ))
                .on_press(Message::Select(item.reference()));
                list = list.push(placed(line, item_key(item)));
            }
        }
    }
    panel(
        (dates::format(&day, &fl!("date-agenda-day")), "day"),
        list.into(),
        ctx,
    )
}
