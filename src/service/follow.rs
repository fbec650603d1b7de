//! What the running process follows: the language, clock and zone chosen
//! in Preferences (read with the store's [`Preferences`], as the window and
//! the CLI read them), and the system's zone when none is chosen.

use chrono_tz::Tz;

use crate::i18n::Locale;
use crate::remind::{Clock, DesktopNotifier, Scheduler};
use crate::store::{preferences, Preferences, Store, StoreError};

/// What was applied last, so that a change is applied (and logged) once.
pub(super) struct Follow {
    language: Option<Option<String>>,
    /// The system's zone as last read (kept when it cannot be read now).
    system_zone: Tz,
}

impl Follow {
    /// Following from a process started in `system_zone`.
    pub(super) fn new(system_zone: Tz) -> Follow {
        Follow {
            language: None,
            system_zone,
        }
    }

    /// Applies the preferences saved now: the language of what this
    /// process says, the clock and week of notification texts, the zone.
    pub(super) fn preferences<C: Clock>(
        &mut self,
        scheduler: &mut Scheduler<C, DesktopNotifier>,
        store: &Store,
    ) -> Result<(), StoreError> {
        let chosen = Preferences::load(store)?;
        if self.language.as_ref() != Some(&chosen.language) {
            crate::i18n::choose(chosen.language.as_deref());
            self.language = Some(chosen.language.clone());
        }
        scheduler.locale = chosen.locale(Locale::from_env());
        self.apply_zone(scheduler, chosen.zone);
        Ok(())
    }

    /// Points the scheduler at the zone chosen in Preferences, else the
    /// system's as it is now (a laptop that travelled). A change is logged
    /// once.
    pub(super) fn zone<C: Clock>(
        &mut self,
        scheduler: &mut Scheduler<C, DesktopNotifier>,
        store: &Store,
    ) -> Result<(), StoreError> {
        match crate::viewer_zone::system() {
            Ok(zone) => self.system_zone = zone,
            Err(e) => log::warn!("{e}"),
        }
        self.apply_zone(scheduler, preferences::zone(store)?);
        Ok(())
    }

    fn apply_zone<C: Clock>(
        &mut self,
        scheduler: &mut Scheduler<C, DesktopNotifier>,
        chosen: Option<Tz>,
    ) {
        let zone = chosen.unwrap_or(self.system_zone);
        let before = scheduler.viewer;
        if scheduler.follow_zone(zone) {
            log::info!("reminders now follow the zone {zone} (was {before})");
        }
    }
}
