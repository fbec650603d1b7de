//! The editor as a screen reader hears it: each field with its label and
//! what it holds, the lists with their choice, the repetition in words.

use crate::fl;
use crate::model::Reminders;
use crate::ui::widget::focus::Spoken;
use crate::ui::widget::focus::Target;

use super::reminders_view::{preset_label, reminder_words};
use super::*;

impl Editor {
    /// How the stop `target` is heard (see [`Stops::spoken`]).
    pub(super) fn spoken_stop(&self, target: Target) -> Option<Spoken<Message>> {
        let d = &self.draft;
        let field = |label: String, value: &str, set: fn(String) -> Message| {
            Some(Spoken::field(label, value, set))
        };
        let dated = |label: String| format!("{label} ({})", fl!("editor-date-placeholder"));
        match target {
            Target::Field(TITLE_ID) => {
                field(fl!("editor-title-placeholder"), &d.title, Message::Title)
            }
            Target::Field(LOCATION_ID) => {
                field(fl!("editor-location"), &d.location, Message::Location)
            }
            Target::Field(START_DATE_ID) => field(
                dated(fl!("editor-starts")),
                &d.start_date,
                Message::StartDate,
            ),
            Target::Field(START_TIME_ID) => {
                field(fl!("editor-starts"), &d.start_time, Message::StartTime)
            }
            Target::Field(END_DATE_ID) => {
                field(dated(fl!("editor-ends")), &d.end_date, Message::EndDate)
            }
            Target::Field(END_TIME_ID) => field(fl!("editor-ends"), &d.end_time, Message::EndTime),
            Target::Field(ZONE_ID) => {
                let zone = d
                    .zone
                    .map_or_else(|| fl!("editor-floating"), |z| z.name().to_owned());
                let name = format!("{}, {zone}", fl!("editor-search-zones"));
                field(name, &self.zone_query, Message::ZoneQuery)
            }
            Target::Field(INTERVAL_ID) => {
                field(fl!("editor-every"), &d.repeat.interval, Message::Interval)
            }
            Target::Field(UNTIL_ID) => field(
                dated(fl!("editor-ends-on")),
                &d.repeat.until,
                Message::Until,
            ),
            Target::Field(COUNT_ID) => {
                field(fl!("editor-ends-after"), &d.repeat.count, Message::Count)
            }
            Target::Field(CUSTOM_ID) => field(
                fl!("editor-advanced-rule"),
                &d.repeat.custom,
                Message::Custom,
            ),
            Target::Field(GUESTS_ID) => field(
                fl!("editor-guests-placeholder"),
                &self.guest_query,
                Message::GuestQuery,
            ),
            Target::Field(CUSTOM_AMOUNT_ID) => {
                let name = format!("{} ({})", fl!("editor-reminders"), self.custom_unit);
                field(name, &self.custom_amount, Message::CustomAmount)
            }
            Target::Field(NOTES_ID) => Some(Spoken::text(fl!("editor-notes"), self.notes.text())),
            Target::Button(CALENDAR) => {
                let chosen = self.calendars.iter().find(|(id, _)| *id == d.calendar);
                Some(Spoken::choice(
                    fl!("editor-calendar"),
                    chosen.map_or_else(String::new, |(_, n)| n.clone()),
                ))
            }
            Target::Button(ALL_DAY) => Some(Spoken::check(fl!("editor-all-day"), d.all_day)),
            Target::Button(REPEAT) => {
                // The rule in words, as the editor shows under the list.
                let chosen = match d.summary() {
                    Some(Ok(words)) => words,
                    Some(Err(why)) => format!("{}, {why}", d.repeat.kind.label()),
                    None => d.repeat.kind.label(),
                };
                Some(Spoken::choice(fl!("editor-repeat"), chosen))
            }
            Target::Button(MONTHLY) => {
                let day = d.start().map(|s| s.wall_clock().date());
                let chosen = day
                    .map(|day| d.repeat.monthly.label(day))
                    .unwrap_or_default();
                Some(Spoken::choice(fl!("editor-repeat"), chosen))
            }
            Target::Button(ENDS) => {
                let chosen = match d.repeat.ends {
                    crate::draft::EndsKind::Never => fl!("editor-never-ends"),
                    crate::draft::EndsKind::OnDate => fl!("editor-ends-on"),
                    crate::draft::EndsKind::After => fl!("editor-ends-after"),
                };
                Some(Spoken::choice(fl!("editor-ends"), chosen))
            }
            Target::Button(CUSTOM_UNIT) => Some(Spoken::choice(
                fl!("editor-reminders"),
                self.custom_unit.to_string(),
            )),
            Target::Button(USE_DEFAULTS) => Some(Spoken::button(fl!("editor-use-defaults"))),
            Target::Button(INVITE) => Some(Spoken::button(fl!("editor-invite"))),
            Target::Button(ADD_REMINDER) => Some(Spoken::button(fl!("a11y-add-reminder"))),
            Target::Item(WEEKDAY, i) => {
                let on = d.repeat.weekdays.get(i).copied().unwrap_or(false);
                // A Monday, and the day `i` after it, by its full name.
                let monday = chrono::NaiveDate::from_ymd_opt(2024, 1, 1)?;
                let day = monday + chrono::Days::new(i as u64);
                Some(Spoken::check(
                    crate::i18n::dates::format(&day, &fl!("date-a11y-weekday")),
                    on,
                ))
            }
            Target::Item(RESTORE, i) => {
                let removed = d.removed.get(i)?;
                let day = crate::i18n::dates::format(
                    &removed.start.wall_clock().date(),
                    &fl!("date-editor-removed"),
                );
                Some(Spoken::check(
                    fl!("a11y-restore", date = day),
                    removed.restore,
                ))
            }
            Target::Item(REMOVE_REMINDER, i) => match &d.reminders {
                Reminders::Own(own) => {
                    let words = reminder_words(own.get(i)?, d);
                    Some(Spoken::button(fl!("a11y-remove", what = words)))
                }
                Reminders::CalendarDefault => None,
            },
            Target::Item(PRESET, i) => {
                let words = preset_label(*presets().get(i)?);
                Some(Spoken::button(fl!("a11y-add", what = words)))
            }
            Target::Item(SUGGESTION, i) => {
                let known = *self.suggestions().get(i)?;
                let who = known
                    .name
                    .clone()
                    .unwrap_or_else(|| known.address.shown().to_owned());
                Some(Spoken::button(fl!("a11y-invite", who = who)))
            }
            Target::Item(REMOVE_GUEST, i) => {
                let who = d.guests.get(i)?.shown().to_owned();
                Some(Spoken::button(fl!("a11y-uninvite", who = who)))
            }
            _ => None,
        }
    }
}
