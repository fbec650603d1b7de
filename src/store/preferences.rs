//! What the user chose in Preferences, typed, read the same way by every
//! front door: the window, `kairos daemon` and the CLI.
//!
//! Why here: preferences live in the database's settings table (a backup
//! of the file keeps them, and every process on one file sees one choice),
//! and before this module each front door parsed the keys itself — so the
//! three could, and did, disagree. Now there is one key table ([`key`]) and
//! one reader ([`Preferences::load`]).
//!
//! A value that cannot be read (a hand-edited file, a newer version's
//! value) is not guessed at: the preference is unset (the locale's or the
//! system's), the same for every reader, and the next save writes a good
//! one.

use chrono::Weekday;
use chrono_tz::Tz;

use super::{Store, StoreError};
use crate::i18n::{HourCycle, Locale};
use crate::model::CalendarAddress;

/// Every settings key Kairos keeps, in one table.
pub mod key {
    /// The language (a tag Kairos has; `system`: the environment's).
    pub const LANGUAGE: &str = "language";
    /// The first column of the grids (`Mon`, `Sat`, `Sun`; `locale`).
    pub const FIRST_WEEKDAY: &str = "first_weekday";
    /// `12` or `24` (`locale`: the locale's).
    pub const CLOCK: &str = "clock";
    /// An IANA zone name (`system`: the system's).
    pub const ZONE: &str = "zone";
    /// How long a new event is, in minutes.
    pub const EVENT_MINUTES: &str = "event_minutes";
    /// Minutes before the start a new calendar reminds by default, or
    /// `none`; the store reads it when it adds a calendar.
    pub const NEW_CALENDAR_REMINDER: &str = "new_calendar_reminder";
    /// `on` or `off`.
    pub const WEEK_NUMBERS: &str = "week_numbers";
    /// Seconds between background syncs.
    pub const SYNC_INTERVAL: &str = "sync_interval";
    /// My calendar user addresses (`mailto:…`), one per line: who I am in
    /// meetings of calendars whose server does not say (local calendars,
    /// servers without scheduling).
    pub const MY_ADDRESSES: &str = "my_addresses";
    /// The window's own: the view it opens in (`last`: the last used).
    pub const START_VIEW: &str = "start_view";
    /// The window's own: `system`, `light` or `dark`.
    pub const THEME: &str = "theme";
    /// The window's own: the view last used.
    pub const VIEW: &str = "view";
    /// The window's own: its last size, `WxH` in logical pixels.
    pub const WINDOW_SIZE: &str = "window_size";
    /// The window's own: where it last was, `X,Y`.
    pub const WINDOW_POSITION: &str = "window_position";

    /// Every key above, in this order: what `kairos preferences` lists and
    /// sets. A key added above and not here fails the store's tests.
    pub const ALL: &[&str] = &[
        LANGUAGE,
        FIRST_WEEKDAY,
        CLOCK,
        ZONE,
        EVENT_MINUTES,
        NEW_CALENDAR_REMINDER,
        WEEK_NUMBERS,
        SYNC_INTERVAL,
        MY_ADDRESSES,
        START_VIEW,
        THEME,
        VIEW,
        WINDOW_SIZE,
        WINDOW_POSITION,
    ];
}

/// The preferences every front door applies; the window's own (its view,
/// theme and geometry) are the window's business.
///
/// ```
/// use kairos::store::{Preferences, Store};
/// use kairos::i18n::HourCycle;
///
/// let dir = std::env::temp_dir().join(format!("kairos-doc-prefs-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let mut store = Store::open(&dir.join("kairos.db")).unwrap();
/// let mut chosen = Preferences::load(&store).unwrap();
/// chosen.clock = Some(HourCycle::H12);
/// chosen.zone = Some(chrono_tz::Asia::Tokyo);
/// chosen.save(&mut store).unwrap();
/// // Every reader of this file now sees the same choice.
/// assert_eq!(Preferences::load(&store).unwrap(), chosen);
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preferences {
    /// The language of the window, the daemon and the CLI, as a tag Kairos
    /// has (`de`, `pt-BR`; `None`: the environment's).
    pub language: Option<String>,
    /// The first column of the grids (`None`: the locale's).
    pub first_weekday: Option<Weekday>,
    /// 12- or 24-hour clock (`None`: the locale's).
    pub clock: Option<HourCycle>,
    /// The zone times are shown in (`None`: the system's, `TZ` or
    /// /etc/localtime, read afresh).
    pub zone: Option<Tz>,
    /// How long a new event is, in minutes.
    pub event_minutes: u32,
    /// Minutes before the start that a new calendar reminds by default
    /// (`None`: no reminder).
    pub new_calendar_reminder: Option<u32>,
    /// Week numbers beside the month grid and in the week's title.
    pub week_numbers: bool,
    /// My calendar user addresses, for meetings in calendars whose server
    /// does not give them.
    pub addresses: Vec<CalendarAddress>,
}

/// Minutes before the start a new calendar reminds when nothing is set.
pub const NEW_CALENDAR_REMINDER_MINUTES: i64 = 10;

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            language: None,
            first_weekday: None,
            clock: None,
            zone: None,
            event_minutes: 60,
            new_calendar_reminder: Some(NEW_CALENDAR_REMINDER_MINUTES as u32),
            week_numbers: false,
            addresses: Vec::new(),
        }
    }
}

impl Preferences {
    /// Reads the saved preferences.
    pub fn load(store: &Store) -> Result<Preferences, StoreError> {
        let d = Preferences::default();
        Ok(Preferences {
            language: language(store)?,
            first_weekday: store
                .setting(key::FIRST_WEEKDAY)?
                .and_then(|v| v.parse::<Weekday>().ok()),
            clock: clock(store)?,
            zone: zone(store)?,
            event_minutes: store
                .setting(key::EVENT_MINUTES)?
                .and_then(|v| v.parse::<u32>().ok())
                .filter(|m| (5..=24 * 60).contains(m))
                .unwrap_or(d.event_minutes),
            new_calendar_reminder: match store.setting(key::NEW_CALENDAR_REMINDER)?.as_deref() {
                Some("none") => None,
                Some(v) => v.parse::<u32>().ok().or(d.new_calendar_reminder),
                None => d.new_calendar_reminder,
            },
            week_numbers: store.setting(key::WEEK_NUMBERS)?.as_deref() == Some("on"),
            addresses: my_addresses(store)?,
        })
    }

    /// Saves every preference (a cleared one removes its override).
    pub fn save(&self, store: &mut Store) -> Result<(), StoreError> {
        let weekday = self
            .first_weekday
            .map_or("locale".to_owned(), |w| w.to_string());
        let clock = match self.clock {
            Some(HourCycle::H12) => "12",
            Some(HourCycle::H24) => "24",
            None => "locale",
        };
        let reminder = self
            .new_calendar_reminder
            .map_or("none".to_owned(), |m| m.to_string());
        store.set_setting(key::LANGUAGE, self.language.as_deref().unwrap_or("system"))?;
        store.set_setting(key::FIRST_WEEKDAY, &weekday)?;
        store.set_setting(key::CLOCK, clock)?;
        store.set_setting(key::ZONE, self.zone.map_or("system", |z| z.name()))?;
        store.set_setting(key::EVENT_MINUTES, &self.event_minutes.to_string())?;
        store.set_setting(key::NEW_CALENDAR_REMINDER, &reminder)?;
        store.set_setting(
            key::WEEK_NUMBERS,
            if self.week_numbers { "on" } else { "off" },
        )?;
        let addresses: Vec<&str> = self.addresses.iter().map(|a| a.as_str()).collect();
        store.set_setting(key::MY_ADDRESSES, &addresses.join("\n"))?;
        Ok(())
    }

    /// `base` (the environment's locale) with the user's overrides.
    pub fn locale(&self, base: Locale) -> Locale {
        Locale {
            first_weekday: self.first_weekday.unwrap_or(base.first_weekday),
            hour_cycle: self.clock.unwrap_or(base.hour_cycle),
        }
    }

    /// The zone times are shown in: the chosen one, else `system`.
    pub fn viewer(&self, system: Tz) -> Tz {
        self.zone.unwrap_or(system)
    }
}

/// The language chosen in Preferences, if it is one Kairos has. Read alone
/// by a process choosing its language before anything else.
pub fn language(store: &Store) -> Result<Option<String>, StoreError> {
    let chosen = store
        .setting(key::LANGUAGE)?
        .filter(|tag| crate::i18n::is_available(tag));
    Ok(chosen)
}

/// The zone chosen in Preferences, if one is (read alone each minute by a
/// process following the zone).
pub fn zone(store: &Store) -> Result<Option<Tz>, StoreError> {
    Ok(store.setting(key::ZONE)?.and_then(|v| v.parse::<Tz>().ok()))
}

/// My addresses set in Preferences (a line that is no address is left out).
pub fn my_addresses(store: &Store) -> Result<Vec<CalendarAddress>, StoreError> {
    Ok(store
        .setting(key::MY_ADDRESSES)?
        .map(|text| text.lines().filter_map(CalendarAddress::parse).collect())
        .unwrap_or_default())
}

/// The clock chosen in Preferences, if one is.
fn clock(store: &Store) -> Result<Option<HourCycle>, StoreError> {
    Ok(match store.setting(key::CLOCK)?.as_deref() {
        Some("12") => Some(HourCycle::H12),
        Some("24") => Some(HourCycle::H24),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("k.db")).unwrap();
        (dir, store)
    }

    #[test]
    fn what_is_saved_is_what_every_reader_loads() {
        let (_dir, mut store) = store();
        assert_eq!(Preferences::load(&store).unwrap(), Preferences::default());
        let chosen = Preferences {
            language: Some("de".into()),
            first_weekday: Some(Weekday::Sun),
            clock: Some(HourCycle::H12),
            zone: Some(chrono_tz::America::New_York),
            event_minutes: 45,
            new_calendar_reminder: None,
            week_numbers: true,
            addresses: vec![CalendarAddress::parse("me@example.org").unwrap()],
        };
        chosen.save(&mut store).unwrap();
        assert_eq!(Preferences::load(&store).unwrap(), chosen);
        Preferences::default().save(&mut store).unwrap();
        assert_eq!(Preferences::load(&store).unwrap(), Preferences::default());
    }

    #[test]
    fn an_unreadable_value_is_unset_not_guessed() {
        let (_dir, mut store) = store();
        for (k, v) in [
            (key::LANGUAGE, "xx-Klingon"),
            (key::FIRST_WEEKDAY, "Someday"),
            (key::CLOCK, "13"),
            (key::ZONE, "Mars/Olympus"),
            (key::EVENT_MINUTES, "2"),
            (key::WEEK_NUMBERS, "maybe"),
        ] {
            store.set_setting(k, v).unwrap();
        }
        assert_eq!(Preferences::load(&store).unwrap(), Preferences::default());
    }

    /// `key::ALL` is every key the `key` module names, each once: a key
    /// added to the table and not to the list would be one no command can
    /// read or set. Read from this file's text, as the module is written.
    #[test]
    fn all_names_every_key_once() {
        let text = include_str!("preferences.rs");
        let start = text.find("pub mod key {").unwrap();
        let end = start + text[start..].find("pub const ALL").unwrap();
        let mut named: Vec<&str> = text[start..end]
            .lines()
            .filter_map(|l| l.trim().strip_prefix("pub const "))
            .filter_map(|l| l.split('"').nth(1))
            .collect();
        assert!(named.len() >= 14, "{named:?}");
        let mut all = key::ALL.to_vec();
        named.sort_unstable();
        all.sort_unstable();
        assert_eq!(all, named);
    }

    #[test]
    fn the_locale_is_the_environments_with_the_users_overrides() {
        let base = Locale::from_tag("en_US.UTF-8");
        let none = Preferences::default();
        assert_eq!(none.locale(base), base);
        let chosen = Preferences {
            clock: Some(HourCycle::H24),
            first_weekday: Some(Weekday::Mon),
            ..none
        };
        let l = chosen.locale(base);
        assert_eq!(
            (l.first_weekday, l.hour_cycle),
            (Weekday::Mon, HourCycle::H24)
        );
    }
}
