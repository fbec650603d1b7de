//! The editor by keyboard: every control in Tab's order, as it is drawn
//! (fields, the calendar and repeat pick lists, the all-day checkbox, the
//! weekdays, the removed dates, the reminders, Cancel and Save), what
//! Enter or Space does on each, and ↑/↓ on a pick list. A repeating event
//! with a reminder can be made without the mouse.

use super::*;
use crate::draft::EndsKind;
use crate::ui::widget::focus::neighbour;

impl Stops for Editor {
    type Message = Message;

    fn spoken(
        &self,
        target: Target,
        _: &crate::ui::context::Context,
    ) -> Option<crate::ui::widget::focus::Spoken<Message>> {
        self.spoken_stop(target)
    }

    fn order(&self) -> Vec<Target> {
        if self.confirming_discard {
            return vec![Target::Button(KEEP), Target::Button(DISCARD)];
        }
        let d = &self.draft;
        let timed = !d.all_day;
        let r = &d.repeat;
        if self.locked_by.is_some() {
            // The organiser's fields are shown, not editable.
            let mut order = Vec::new();
            self.reminder_stops(&mut order);
            return order;
        }
        let mut order = vec![
            Target::Field(TITLE_ID),
            Target::Field(LOCATION_ID),
            Target::Button(CALENDAR),
            Target::Button(ALL_DAY),
            Target::Field(START_DATE_ID),
        ];
        if timed {
            order.push(Target::Field(START_TIME_ID));
        }
        order.push(Target::Field(END_DATE_ID));
        if timed {
            order.extend([Target::Field(END_TIME_ID), Target::Field(ZONE_ID)]);
        }
        order.push(Target::Button(REPEAT));
        match r.kind {
            RepeatKind::Never | RepeatKind::Weekdays => {}
            RepeatKind::Custom => order.push(Target::Field(CUSTOM_ID)),
            _ => order.push(Target::Field(INTERVAL_ID)),
        }
        if r.kind == RepeatKind::Weekly {
            // As drawn: from the locale's first day of the week.
            let days = d.locale.weekdays();
            order.extend(
                days.iter()
                    .map(|day| Target::Item(WEEKDAY, day.num_days_from_monday() as usize)),
            );
        }
        if r.kind == RepeatKind::Monthly {
            order.push(Target::Button(MONTHLY));
        }
        if !matches!(r.kind, RepeatKind::Never | RepeatKind::Custom) {
            order.push(Target::Button(ENDS));
            match r.ends {
                EndsKind::Never => {}
                EndsKind::OnDate => order.push(Target::Field(UNTIL_ID)),
                EndsKind::After => order.push(Target::Field(COUNT_ID)),
            }
        }
        order.extend((0..d.removed.len()).map(|i| Target::Item(RESTORE, i)));
        order.push(Target::Field(GUESTS_ID));
        if !self.guest_query.trim().is_empty() {
            order.push(Target::Button(INVITE));
        }
        order.extend((0..self.suggestions().len()).map(|i| Target::Item(SUGGESTION, i)));
        order.extend((0..d.guests.len()).map(|i| Target::Item(REMOVE_GUEST, i)));
        self.reminder_stops(&mut order);
        order
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        match name {
            CANCEL => Some(Message::Cancel),
            SAVE if self.can_save() => Some(Message::Save),
            KEEP => Some(Message::KeepEditing),
            DISCARD => Some(Message::Discard),
            ALL_DAY => Some(Message::AllDay(!self.draft.all_day)),
            USE_DEFAULTS => Some(Message::UseDefaults),
            INVITE => Some(Message::InviteTyped),
            ADD_REMINDER => self.custom_minutes().map(|_| Message::AddCustom),
            // Enter or Space on a pick list: its next choice.
            CALENDAR | REPEAT | MONTHLY | ENDS | CUSTOM_UNIT => self.choose(name, false),
            _ => None,
        }
    }

    fn press_item(&self, name: &'static str, index: usize) -> Option<Message> {
        let d = &self.draft;
        match name {
            WEEKDAY => {
                let on = *d.repeat.weekdays.get(index)?;
                Some(Message::Weekday(index, !on))
            }
            RESTORE => {
                let restore = d.removed.get(index)?.restore;
                Some(Message::Restore(index, !restore))
            }
            REMOVE_REMINDER => match &d.reminders {
                Reminders::Own(own) if index < own.len() => Some(Message::RemoveReminder(index)),
                _ => None,
            },
            PRESET => presets().get(index).map(|m| Message::AddPreset(*m)),
            SUGGESTION => self
                .suggestions()
                .get(index)
                .map(|k| Message::Invite(k.address.clone())),
            REMOVE_GUEST => (index < d.guests.len()).then_some(Message::Uninvite(index)),
            _ => None,
        }
    }

    fn choose(&self, name: &'static str, backward: bool) -> Option<Message> {
        let d = &self.draft;
        match name {
            CALENDAR => {
                let ids: Vec<CalendarId> = self.calendars.iter().map(|(id, _)| *id).collect();
                neighbour(&ids, &d.calendar, backward).map(Message::Calendar)
            }
            REPEAT => neighbour(&RepeatKind::ALL, &d.repeat.kind, backward).map(Message::Repeat),
            MONTHLY => {
                neighbour(&MonthlyBy::ALL, &d.repeat.monthly, backward).map(Message::Monthly)
            }
            ENDS => neighbour(
                &[EndsKind::Never, EndsKind::OnDate, EndsKind::After],
                &d.repeat.ends,
                backward,
            )
            .map(Message::Ends),
            CUSTOM_UNIT => {
                neighbour(&Unit::ALL, &self.custom_unit, backward).map(Message::CustomUnit)
            }
            _ => None,
        }
    }
}

impl Editor {
    /// The stops from the reminders to Save.
    fn reminder_stops(&self, order: &mut Vec<Target>) {
        let d = &self.draft;
        match &d.reminders {
            Reminders::CalendarDefault => {}
            Reminders::Own(own) if own.is_empty() => order.push(Target::Button(USE_DEFAULTS)),
            Reminders::Own(own) => {
                order.extend((0..own.len()).map(|i| Target::Item(REMOVE_REMINDER, i)));
            }
        }
        order.extend((0..presets().len()).map(|i| Target::Item(PRESET, i)));
        order.extend([
            Target::Field(CUSTOM_AMOUNT_ID),
            Target::Button(CUSTOM_UNIT),
            Target::Button(ADD_REMINDER),
            Target::Field(NOTES_ID),
            Target::Button(CANCEL),
            Target::Button(SAVE),
        ]);
    }
}
