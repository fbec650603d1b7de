//! Preferences as a screen reader hears it: each list with its label and
//! choice, the zone and address fields, the appearance buttons.

use crate::fl;
use crate::ui::context::Context;
use crate::ui::widget::focus::{Spoken, Target};

use super::*;

impl PreferencesDialog {
    /// How the stop `target` is heard.
    pub(super) fn spoken_stop(&self, target: Target, _: &Context) -> Option<Spoken<Message>> {
        let o = self.options();
        let list = |label: String, chosen: String| Some(Spoken::choice(label, chosen));
        match target {
            Target::Button(LANGUAGE) => list(fl!("prefs-language"), o.language.to_string()),
            Target::Button(WEEKDAY) => list(fl!("prefs-first-weekday"), o.weekday.to_string()),
            Target::Button(CLOCK) => list(fl!("prefs-clock"), o.clock.to_string()),
            Target::Button(OPEN_IN) => list(fl!("prefs-open-in"), o.view.to_string()),
            Target::Button(LENGTH) => list(fl!("prefs-event-length"), o.length.to_string()),
            Target::Button(REMINDER) => {
                list(fl!("prefs-new-calendar-reminder"), o.reminder.to_string())
            }
            Target::Button(ALL_DAY_REMINDER) => list(
                fl!("prefs-new-calendar-all-day-reminder"),
                o.all_day.to_string(),
            ),
            Target::Button(WEEK_NUMBERS) => Some(Spoken::check(
                fl!("prefs-week-numbers"),
                self.form.shared.week_numbers,
            )),
            Target::Field(ZONE_ID) => {
                let zone = choice(self.form.shared.zone, self.system_zone);
                let name = format!("{}, {zone}", fl!("prefs-time-zone"));
                Some(Spoken::field(name, &self.zone_query, Message::ZoneTyped))
            }
            Target::Item(ZONE_SUGGESTIONS, i) => {
                Some(Spoken::button(self.zone_matches.get(i)?.to_string()))
            }
            Target::Field(ADDRESSES_ID) => Some(Spoken::field(
                fl!("prefs-my-addresses"),
                &self.addresses_text,
                Message::AddressesTyped,
            )),
            Target::Item(THEME, i) => {
                let words = [
                    fl!("prefs-theme-system"),
                    fl!("prefs-theme-light"),
                    fl!("prefs-theme-dark"),
                ];
                let on = THEMES.get(i).is_some_and(|t| *t == self.form.theme);
                let mut spoken = Spoken::check(words.get(i)?.clone(), on);
                spoken.role = crate::a11y::Role::RadioButton;
                Some(spoken)
            }
            Target::Button(RESTORE) => Some(Spoken::button(fl!("prefs-backup-restore"))),
            Target::Button(RESTORE_NOW) => Some(Spoken::button(fl!("prefs-backup-restore-now"))),
            _ => None,
        }
    }
}
