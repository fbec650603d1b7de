//! The calendar dialog as a screen reader hears it: the name and color
//! fields, each default reminder's remove button by what it removes, the
//! lists to add one with the choice the keyboard shows.

use crate::fl;
use crate::layout::{describe_all_day_reminder, describe_reminder};
use crate::ui::context::Context;
use crate::ui::widget::focus::{Spoken, Target};

use super::reminders::{ADD_ALL_DAY, ADD_TIMED, REMOVE_ALL_DAY, REMOVE_TIMED};
use super::{CalendarDialog, Message, COLOR_ID, CONFIRM, DELETE, KEEP, NAME_ID, SAVE};

impl CalendarDialog {
    /// The delete question, while it is asked.
    pub(super) fn question(&self) -> Option<String> {
        let (question, explained) = self.question_parts().filter(|_| self.confirming)?;
        Some(format!("{question} {explained}"))
    }

    /// The delete (or unsubscribe) question and what it explains.
    pub(super) fn question_parts(&self) -> Option<(String, String)> {
        let e = self.existing.as_ref()?;
        let name = e.name.as_str();
        Some(if e.subscription {
            (
                fl!("calendar-unsubscribe-question", name = name),
                fl!("calendar-unsubscribe-explained", count = e.events),
            )
        } else {
            (
                fl!("calendar-delete-question", name = name),
                fl!("calendar-delete-explained", count = e.events),
            )
        })
    }

    /// How the stop `target` is heard.
    pub(super) fn spoken_stop(&self, target: Target, ctx: &Context) -> Option<Spoken<Message>> {
        let remove = |words: String| Spoken::button(fl!("a11y-remove", what = words));
        Some(match target {
            Target::Field(NAME_ID) => {
                Spoken::field(fl!("calendar-name"), &self.name, Message::Name)
            }
            Target::Field(COLOR_ID) => {
                Spoken::field(fl!("calendar-color"), &self.custom, Message::CustomColor)
            }
            Target::Item(REMOVE_TIMED, i) => {
                let r = self.reminders.timed.get(i)?;
                remove(describe_reminder(r, ctx.viewer, &ctx.locale))
            }
            Target::Item(REMOVE_ALL_DAY, i) => {
                let r = self.reminders.all_day.get(i)?;
                remove(describe_all_day_reminder(r, ctx.viewer, &ctx.locale))
            }
            Target::Button(ADD_TIMED) => Spoken::choice(
                fl!("calendar-default-reminders"),
                self.shown
                    .timed
                    .map_or_else(|| fl!("calendar-add-reminder"), |p| p.to_string()),
            ),
            Target::Button(ADD_ALL_DAY) => Spoken::choice(
                fl!("calendar-all-day-reminders"),
                self.shown
                    .all_day
                    .map_or_else(|| fl!("calendar-add-reminder"), |p| p.to_string()),
            ),
            Target::Button(DELETE) => Spoken::button(match &self.existing {
                Some(e) if e.subscription => fl!("calendar-unsubscribe"),
                _ => fl!("calendar-delete"),
            }),
            Target::Button(SAVE) if self.is_new() => Spoken::button(fl!("action-add")),
            Target::Button(KEEP) => Spoken::button(fl!("calendar-keep")),
            Target::Button(CONFIRM) => Spoken::button(fl!("action-delete")),
            _ => return None,
        })
    }
}
