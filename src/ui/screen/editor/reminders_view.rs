//! The event form's reminders: the event's own (each with ×), or the
//! calendar's, presets to add one, and a custom amount.

use crate::fl;
use iced::widget::{button, column, pick_list, row, text, text_input, Id};
use iced::{Center, Fill};

use super::label::{labelled, secondary};
use super::{
    presets, Editor, Message, Unit, ADD_REMINDER, CUSTOM_AMOUNT_ID, CUSTOM_UNIT, PRESET,
    REMOVE_REMINDER, USE_DEFAULTS,
};
use crate::layout::describe_reminder_for;
use crate::model::{Reminder, Reminders};
use crate::ui::context::Context;
use crate::ui::theme;
use crate::ui::widget::focus::{stop, Target};
use crate::ui::widget::menu_esc::closes_on_esc;
use crate::ui::widget::reveal::marked;
use crate::ui::widget::{ringed, Element};

pub(super) fn reminder_section<'a>(editor: &'a Editor, ctx: &Context) -> Element<'a, Message> {
    let d = &editor.draft;
    let mut list = column![].spacing(theme::gap::TIGHT);
    match &d.reminders {
        Reminders::CalendarDefault => {
            // Which they are, for this event: the calendar's list for
            // timed events or for all-day ones.
            let defaults = ctx
                .calendars
                .iter()
                .find(|c| c.id == d.calendar)
                .map(|c| {
                    let list = c.default_reminders.for_all_day(d.all_day);
                    list.iter()
                        .map(|r| reminder_words(r, d))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            let said = if defaults.is_empty() {
                fl!("editor-calendar-reminders-none")
            } else {
                fl!(
                    "editor-calendar-reminders-are",
                    reminders = defaults.join(", ")
                )
            };
            list = list.push(secondary(said));
        }
        Reminders::Own(own) if own.is_empty() => {
            let on = editor.ring.is_on(USE_DEFAULTS);
            list = list.push(row![
                text(fl!("editor-no-reminders"))
                    .size(theme::size::BODY)
                    .width(Fill),
                stop(
                    marked(
                        button(text(fl!("editor-use-defaults")).size(theme::size::LABEL))
                            .style(theme::focus_ring(button::text, on))
                            .on_press(Message::UseDefaults),
                        on
                    ),
                    Target::Button(USE_DEFAULTS)
                ),
            ]);
        }
        Reminders::Own(own) => {
            for (i, r) in own.iter().enumerate() {
                let on = editor.ring.is_on_item(REMOVE_REMINDER, i);
                list = list.push(
                    row![
                        text(reminder_words(r, d))
                            .size(theme::size::BODY)
                            .width(Fill),
                        stop(
                            marked(
                                button(text("×").size(theme::size::BODY))
                                    .style(theme::focus_ring(button::text, on))
                                    .padding(crate::ui::theme::pad_small::ARROW)
                                    .on_press(Message::RemoveReminder(i)),
                                on
                            ),
                            Target::Item(REMOVE_REMINDER, i)
                        ),
                    ]
                    .align_y(Center),
                );
            }
        }
    }
    let presets = row(presets().iter().enumerate().map(|(i, &m)| {
        let on = editor.ring.is_on_item(PRESET, i);
        stop(
            marked(
                button(text(preset_label(m)).size(theme::size::SMALL))
                    .padding(crate::ui::theme::spot::PRESET)
                    .style(theme::focus_ring(button::secondary, on))
                    .on_press(Message::AddPreset(m)),
                on,
            ),
            Target::Item(PRESET, i),
        )
    }))
    .spacing(theme::gap::TIGHT)
    .wrap();
    let add = button(text(fl!("action-add")).size(theme::size::LABEL))
        .padding(crate::ui::theme::spot::PRESET_ADD)
        .style(theme::focus_ring(
            button::secondary,
            editor.ring.is_on(ADD_REMINDER),
        ));
    let add = if editor.custom_minutes().is_some() {
        add.on_press(Message::AddCustom)
    } else {
        add
    };
    let custom = row![
        text_input("2", &editor.custom_amount)
            .id(Id::new(CUSTOM_AMOUNT_ID))
            .on_input(Message::CustomAmount)
            .size(theme::size::LABEL)
            .width(60),
        ringed(
            closes_on_esc(
                &ctx.esc_taken,
                pick_list(Unit::ALL, Some(editor.custom_unit), Message::CustomUnit)
                    .text_size(theme::size::LABEL)
            ),
            (editor.ring.is_on(CUSTOM_UNIT), Target::Button(CUSTOM_UNIT))
        ),
        stop(
            marked(add, editor.ring.is_on(ADD_REMINDER)),
            Target::Button(ADD_REMINDER)
        ),
    ]
    .spacing(crate::ui::theme::spot::CLOSE)
    .align_y(Center);
    list = list.push(presets).push(custom);
    labelled(fl!("editor-reminders"), list.into())
}

pub(super) fn preset_label(minutes: i64) -> String {
    match minutes {
        0 => fl!("editor-preset-at-start"),
        1440 => fl!("editor-preset-day"),
        60 => fl!("editor-preset-hour"),
        m => fl!("editor-preset-minutes", count = m),
    }
}

pub(super) fn reminder_words(r: &Reminder, d: &crate::draft::Draft) -> String {
    let zone = d.zone.unwrap_or(crate::model::Zone::UTC);
    describe_reminder_for(r, d.all_day, zone, &d.locale)
}
