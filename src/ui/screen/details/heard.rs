//! The details panel as a screen reader hears it: every line it shows,
//! and its buttons.

use crate::a11y::{event_name, Key, Part, Role};
use crate::fl;
use crate::layout::Item;
use crate::model::ParticipationStatus;
use crate::store::Settle;
use crate::ui::context::Context;

use super::{Details, EventDetails, Message};

/// The key of the panel's control `what`.
pub fn key(what: &str) -> Key {
    Key::of(("details", what))
}

/// The key of the day's event `item` in the panel's list.
pub fn item_key(item: &Item) -> Key {
    Key::of(("details-item", item.uid(), item.recurrence_id))
}

impl Details {
    /// The panel: the event's lines and buttons, or a day's events.
    pub fn heard(&self, ctx: &Context) -> Part<Message> {
        let mut parts =
            vec![Part::new(key("close"), Role::Button, fl!("action-close")).click(Message::Close)];
        match self {
            Details::Event { shown, only_this } => parts.extend(event_parts(shown, *only_this)),
            Details::Day { day, items } => {
                let facts = ctx.facts();
                let heading = crate::a11y::day_name(*day, items.len(), ctx.today);
                parts.push(Part::new(key("day"), Role::Heading, heading));
                parts.extend(items.iter().map(|i| {
                    Part::new(item_key(i), Role::Button, event_name(i, &facts))
                        .click(Message::Select(i.reference()))
                }));
            }
        }
        Part::new(key("panel"), Role::Complementary, fl!("a11y-details")).children(parts)
    }
}

/// One occurrence's lines, as the panel shows them, then its buttons.
fn event_parts(d: &EventDetails, only_this: bool) -> Vec<Part<Message>> {
    let line = |what: &str, label: String, words: String| {
        Part::new(key(what), Role::Label, format!("{label}: {words}"))
    };
    let button = |what: &str, words: String, message: Message| {
        Part::new(key(what), Role::Button, words).click(message)
    };
    let mut parts = vec![Part::new(key("title"), Role::Heading, d.title.clone())];
    if d.cancelled {
        parts.push(Part::new(
            key("cancelled"),
            Role::Label,
            fl!("details-cancelled"),
        ));
    }
    if d.conflict {
        // With its three ways out, where the panel draws them.
        parts.push(Part::new(
            key("conflict"),
            Role::Label,
            fl!("details-conflict-explained"),
        ));
        parts.push(button(
            "keep-this",
            fl!("details-keep-this"),
            Message::Settle(Settle::KeepThis),
        ));
        parts.push(button(
            "keep-servers",
            fl!("details-keep-servers"),
            Message::Settle(Settle::KeepServers),
        ));
        parts.push(button(
            "keep-both",
            fl!("details-keep-both"),
            Message::Settle(Settle::KeepBoth),
        ));
    }
    if let Some(copy) = &d.copy {
        parts.push(Part::new(
            key("has-copy"),
            Role::Label,
            fl!("details-has-copy"),
        ));
        parts.push(button(
            "show-copy",
            fl!("details-show-copy"),
            Message::Select(copy.clone()),
        ));
    }
    let mut when = d.when.clone();
    if let Some(own) = &d.own_time {
        when = format!("{when}, {own}");
    }
    parts.push(line("when", fl!("details-when"), when));
    if let Some(r) = &d.repeats {
        parts.push(line("repeats", fl!("details-repeats"), r.clone()));
    }
    let reminders = if d.reminders.is_empty() {
        fl!("details-no-reminders")
    } else {
        d.reminders.join(", ")
    };
    parts.push(line("reminders", fl!("details-reminders"), reminders));
    if let Some(l) = &d.location {
        parts.push(line("location", fl!("details-location"), l.clone()));
    }
    parts.push(Part::new(key("calendar"), Role::Label, d.calendar.clone()));
    if let Some(m) = &d.meeting {
        if let Some(o) = &m.organizer {
            parts.push(line("organiser", fl!("details-organiser"), o.clone()));
        }
        for (i, g) in m.guests.iter().enumerate() {
            let words = format!("{}, {}", g.who, g.answer);
            parts.push(Part::new(Key::of(("guest", i)), Role::Label, words));
        }
        if let Some(mine) = &m.mine {
            let choice = |what: &str, words: String, status: ParticipationStatus| {
                Part::new(key(what), Role::RadioButton, words)
                    .toggled(*mine == status)
                    .click(Message::Answer(status))
            };
            let answers = Part::new(key("answer"), Role::RadioGroup, fl!("details-your-answer"))
                .child(choice(
                    "accept",
                    fl!("action-accept"),
                    ParticipationStatus::Accepted,
                ))
                .child(choice(
                    "maybe",
                    fl!("action-maybe"),
                    ParticipationStatus::Tentative,
                ))
                .child(choice(
                    "decline",
                    fl!("action-decline"),
                    ParticipationStatus::Declined,
                ));
            parts.push(answers);
            if d.recurring {
                parts.push(
                    Part::new(
                        key("only-this"),
                        Role::CheckBox,
                        fl!("details-only-this-occurrence"),
                    )
                    .toggled(only_this)
                    .click(Message::OnlyThis(!only_this)),
                );
            }
        }
        if m.can_email() {
            parts.push(button(
                "email",
                fl!("details-email-answer"),
                Message::EmailAnswer,
            ));
        }
    }
    if let Some(n) = &d.notes {
        parts.push(line("notes", fl!("details-notes"), n.clone()));
    }
    if d.read_only {
        return parts;
    }
    if d.cancelled {
        parts.push(button(
            "remove",
            fl!("details-remove-cancelled"),
            Message::Delete,
        ));
    } else {
        parts.push(button("edit", fl!("action-edit"), Message::Edit));
        parts.push(button("delete", fl!("action-delete"), Message::Delete));
    }
    parts
}
