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
    /// When a new calendar reminds of all-day events by default: `D@HH:MM`
    /// (D days before, 0: on the day, at HH:MM), or `none`.
    pub const NEW_CALENDAR_ALL_DAY_REMINDER: &str = "new_calendar_all_day_reminder";
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
        NEW_CALENDAR_ALL_DAY_REMINDER,
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
    /// When a new calendar reminds of all-day events by default (`None`:
    /// no reminder).
    pub new_calendar_all_day_reminder: Option<AllDayAt>,
    /// Week numbers beside the month grid and in the week's title.
    pub week_numbers: bool,
    /// My calendar user addresses, for meetings in calendars whose server
    /// does not give them.
    pub addresses: Vec<CalendarAddress>,
}

/// Minutes before the start a new calendar reminds when nothing is set.
pub const NEW_CALENDAR_REMINDER_MINUTES: i64 = 10;

/// When an all-day event is reminded of: `days_before` days before its day
/// (0: on the day) at `minute_of_day` minutes after midnight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllDayAt {
    pub days_before: u32,
    pub minute_of_day: u32,
}

impl AllDayAt {
    /// On the day at 9:00: what new calendars remind all-day events of
    /// when nothing is set (Google's default).
    pub const DEFAULT: AllDayAt = AllDayAt {
        days_before: 0,
        minute_of_day: 9 * 60,
    };

    /// As a reminder of an all-day event.
    pub fn reminder(self) -> crate::model::Reminder {
        crate::model::days_before_at(
            i64::from(self.days_before),
            self.minute_of_day / 60,
            self.minute_of_day % 60,
        )
    }
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            language: None,
            first_weekday: None,
            clock: None,
            zone: None,
            event_minutes: 60,
            new_calendar_reminder: Some(NEW_CALENDAR_REMINDER_MINUTES as u32),
            new_calendar_all_day_reminder: Some(AllDayAt::DEFAULT),
            week_numbers: false,
            addresses: Vec::new(),
        }
    }
}

impl Preferences {
    /// Reads the saved preferences.
    pub fn load(store: &Store) -> Result<Preferences, StoreError> {
        let d = Preferences::default();
        let read = |k: &str| store.setting(k);
        Ok(Preferences {
            language: language(store)?,
            first_weekday: read(key::FIRST_WEEKDAY)?
                .and_then(|v| value::first_weekday(&v))
                .flatten(),
            clock: clock(store)?,
            zone: zone(store)?,
            event_minutes: read(key::EVENT_MINUTES)?
                .and_then(|v| value::event_minutes(&v))
                .unwrap_or(d.event_minutes),
            new_calendar_reminder: read(key::NEW_CALENDAR_REMINDER)?
                .and_then(|v| value::new_calendar_reminder(&v))
                .unwrap_or(d.new_calendar_reminder),
            new_calendar_all_day_reminder: read(key::NEW_CALENDAR_ALL_DAY_REMINDER)?
                .and_then(|v| value::all_day_reminder(&v))
                .unwrap_or(d.new_calendar_all_day_reminder),
            week_numbers: read(key::WEEK_NUMBERS)?
                .and_then(|v| value::on_off(&v))
                .unwrap_or(d.week_numbers),
            addresses: my_addresses(store)?,
        })
    }

    /// Saves every preference (a cleared one removes its override).
    pub fn save(&self, store: &mut Store) -> Result<(), StoreError> {
        let language = value::language_word(self.language.as_deref());
        store.set_setting(key::LANGUAGE, language)?;
        let weekday = value::first_weekday_word(self.first_weekday);
        store.set_setting(key::FIRST_WEEKDAY, &weekday)?;
        store.set_setting(key::CLOCK, value::clock_word(self.clock))?;
        store.set_setting(key::ZONE, value::zone_word(self.zone))?;
        store.set_setting(key::EVENT_MINUTES, &self.event_minutes.to_string())?;
        let reminder = value::new_calendar_reminder_word(self.new_calendar_reminder);
        store.set_setting(key::NEW_CALENDAR_REMINDER, &reminder)?;
        let all_day = value::all_day_reminder_word(self.new_calendar_all_day_reminder);
        store.set_setting(key::NEW_CALENDAR_ALL_DAY_REMINDER, &all_day)?;
        let week_numbers = value::on_off_word(self.week_numbers);
        store.set_setting(key::WEEK_NUMBERS, week_numbers)?;
        let addresses = value::my_addresses_word(&self.addresses);
        store.set_setting(key::MY_ADDRESSES, &addresses)?;
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
    let chosen = store.setting(key::LANGUAGE)?;
    Ok(chosen.and_then(|v| value::language(&v)).flatten())
}

/// The zone chosen in Preferences, if one is (read alone each minute by a
/// process following the zone).
pub fn zone(store: &Store) -> Result<Option<Tz>, StoreError> {
    let chosen = store.setting(key::ZONE)?;
    Ok(chosen.and_then(|v| value::zone(&v)).flatten())
}

/// My addresses set in Preferences (a line that is no address is left out).
pub fn my_addresses(store: &Store) -> Result<Vec<CalendarAddress>, StoreError> {
    let text = store.setting(key::MY_ADDRESSES)?;
    Ok(text.map(|t| value::my_addresses(&t)).unwrap_or_default())
}

/// The clock chosen in Preferences, if one is.
fn clock(store: &Store) -> Result<Option<HourCycle>, StoreError> {
    let chosen = store.setting(key::CLOCK)?;
    Ok(chosen.and_then(|v| value::clock(&v)).flatten())
}

/// Light or dark: the window's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThemeChoice {
    /// What the desktop says (the XDG portal's `color-scheme`), live.
    #[default]
    System,
    Light,
    Dark,
}

impl ThemeChoice {
    /// Every choice, in the order Preferences offers them.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];

    /// The name saved in settings.
    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::System => "system",
            ThemeChoice::Light => "light",
            ThemeChoice::Dark => "dark",
        }
    }

    /// The choice saved as `name`.
    pub fn from_name(name: &str) -> Option<ThemeChoice> {
        ThemeChoice::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// The word `start_view` is saved as when the window opens in the view it
/// last showed.
pub const LAST_VIEW: &str = "last";
/// The window's size when none is saved, in logical pixels.
pub const DEFAULT_WINDOW: (f32, f32) = (1200.0, 800.0);
/// The smallest window the layout is drawn for.
pub const MIN_WINDOW: (f32, f32) = (480.0, 360.0);
/// The largest saved window size read as it is (a larger one is read as this).
pub const MAX_WINDOW: (f32, f32) = (10_000.0, 10_000.0);
/// Where a saved window place may be, each of `X` and `Y`: one far off
/// every plausible screen (a monitor unplugged) is dropped, and the window
/// manager places the window.
pub const WINDOW_PLACES: std::ops::Range<f32> = -64.0..16_000.0;

/// How every reader reads each key's saved text, and the text each value
/// is saved as: one place for [`Preferences`], the window's settings and
/// `kairos preferences`. A reading gives `None` for text it cannot read
/// (the default stands); for a key whose value may be unset, `Some(None)`
/// is the word saved for unset (`system`, `locale`, `none`). What a word
/// function writes, the reading reads back as it was.
pub mod value {
    use chrono::Weekday;
    use chrono_tz::Tz;

    use super::{ThemeChoice, MAX_WINDOW, MIN_WINDOW, WINDOW_PLACES};
    use crate::i18n::HourCycle;
    use crate::model::CalendarAddress;

    /// A tag Kairos has (as Kairos names it: `pt-BR`), or `system`.
    pub fn language(text: &str) -> Option<Option<String>> {
        match text {
            "system" => Some(None),
            tag => crate::i18n::available_tag(tag).map(Some),
        }
    }

    pub fn language_word(language: Option<&str>) -> &str {
        language.unwrap_or("system")
    }

    /// A weekday as chrono reads one (`Mon`, `monday`), or `locale`.
    pub fn first_weekday(text: &str) -> Option<Option<Weekday>> {
        match text {
            "locale" => Some(None),
            day => day.parse::<Weekday>().ok().map(Some),
        }
    }

    pub fn first_weekday_word(day: Option<Weekday>) -> String {
        day.map_or("locale".to_owned(), |w| w.to_string())
    }

    /// `12`, `24` or `locale`.
    pub fn clock(text: &str) -> Option<Option<HourCycle>> {
        match text {
            "12" => Some(Some(HourCycle::H12)),
            "24" => Some(Some(HourCycle::H24)),
            "locale" => Some(None),
            _ => None,
        }
    }

    pub fn clock_word(clock: Option<HourCycle>) -> &'static str {
        match clock {
            Some(HourCycle::H12) => "12",
            Some(HourCycle::H24) => "24",
            None => "locale",
        }
    }

    /// An IANA zone name, or `system`.
    pub fn zone(text: &str) -> Option<Option<Tz>> {
        match text {
            "system" => Some(None),
            name => name.parse::<Tz>().ok().map(Some),
        }
    }

    pub fn zone_word(zone: Option<Tz>) -> &'static str {
        zone.map_or("system", |z| z.name())
    }

    /// The shortest and the longest a new event may be, in minutes.
    pub const EVENT_MINUTES: std::ops::RangeInclusive<u32> = 5..=24 * 60;

    /// Whole minutes within [`EVENT_MINUTES`].
    pub fn event_minutes(text: &str) -> Option<u32> {
        text.parse::<u32>()
            .ok()
            .filter(|m| EVENT_MINUTES.contains(m))
    }

    /// Whole minutes before the start, or `none`.
    pub fn new_calendar_reminder(text: &str) -> Option<Option<u32>> {
        match text {
            "none" => Some(None),
            minutes => minutes.parse::<u32>().ok().map(Some),
        }
    }

    pub fn new_calendar_reminder_word(minutes: Option<u32>) -> String {
        minutes.map_or("none".to_owned(), |m| m.to_string())
    }

    /// `D@HH:MM` (D days before, at most a week; a time of day), or
    /// `none`.
    pub fn all_day_reminder(text: &str) -> Option<Option<super::AllDayAt>> {
        if text == "none" {
            return Some(None);
        }
        let (days, time) = text.split_once('@')?;
        let days = days.parse::<u32>().ok().filter(|d| *d <= 7)?;
        let time = chrono::NaiveTime::parse_from_str(time, "%H:%M").ok()?;
        use chrono::Timelike;
        Some(Some(super::AllDayAt {
            days_before: days,
            minute_of_day: time.hour() * 60 + time.minute(),
        }))
    }

    pub fn all_day_reminder_word(at: Option<super::AllDayAt>) -> String {
        at.map_or("none".to_owned(), |a| {
            format!(
                "{}@{:02}:{:02}",
                a.days_before,
                a.minute_of_day / 60,
                a.minute_of_day % 60
            )
        })
    }

    /// `on` or `off`.
    pub fn on_off(text: &str) -> Option<bool> {
        match text {
            "on" => Some(true),
            "off" => Some(false),
            _ => None,
        }
    }

    pub fn on_off_word(on: bool) -> &'static str {
        if on {
            "on"
        } else {
            "off"
        }
    }

    /// One address a line; a line that is no address is left out.
    pub fn my_addresses(text: &str) -> Vec<CalendarAddress> {
        text.lines().filter_map(CalendarAddress::parse).collect()
    }

    pub fn my_addresses_word(addresses: &[CalendarAddress]) -> String {
        let lines: Vec<&str> = addresses.iter().map(|a| a.as_str()).collect();
        lines.join("\n")
    }

    /// `system`, `light` or `dark`.
    pub fn theme(text: &str) -> Option<ThemeChoice> {
        ThemeChoice::from_name(text)
    }

    /// Two finite numbers, `AxB` or `A,B`, as the window saves its size
    /// and its place.
    pub fn pair(text: &str) -> Option<(f32, f32)> {
        let (a, b) = text.split_once(['x', ','])?;
        let pair = (a.parse::<f32>().ok()?, b.parse::<f32>().ok()?);
        (pair.0.is_finite() && pair.1.is_finite()).then_some(pair)
    }

    /// A size `WxH`, read within [`MIN_WINDOW`] and [`MAX_WINDOW`] (a
    /// larger or smaller one is read as the nearest within).
    pub fn window_size(text: &str) -> Option<(f32, f32)> {
        pair(text).map(|(w, h)| {
            (
                w.clamp(MIN_WINDOW.0, MAX_WINDOW.0),
                h.clamp(MIN_WINDOW.1, MAX_WINDOW.1),
            )
        })
    }

    /// A place `X,Y` within [`WINDOW_PLACES`], or `none` (the window
    /// manager places the window).
    pub fn window_position(text: &str) -> Option<Option<(f32, f32)>> {
        if text == "none" {
            return Some(None);
        }
        pair(text)
            .filter(|(x, y)| WINDOW_PLACES.contains(x) && WINDOW_PLACES.contains(y))
            .map(Some)
    }

    pub fn window_size_word((w, h): (f32, f32)) -> String {
        format!("{w}x{h}")
    }

    pub fn window_position_word(place: Option<(f32, f32)>) -> String {
        place.map_or("none".to_owned(), |(x, y)| format!("{x},{y}"))
    }
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
            new_calendar_all_day_reminder: Some(AllDayAt {
                days_before: 1,
                minute_of_day: 18 * 60 + 30,
            }),
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

    /// What a word function writes is read back as it was, and the readers
    /// read what Preferences and the window write, nothing looser.
    #[test]
    fn every_word_reads_back_as_written() {
        for day in [
            None,
            Some(Weekday::Mon),
            Some(Weekday::Sat),
            Some(Weekday::Sun),
        ] {
            let word = value::first_weekday_word(day);
            assert_eq!(value::first_weekday(&word), Some(day), "{word}");
        }
        for clock in [None, Some(HourCycle::H12), Some(HourCycle::H24)] {
            assert_eq!(value::clock(value::clock_word(clock)), Some(clock));
        }
        for zone in [None, Some(chrono_tz::Asia::Tokyo), Some(chrono_tz::UTC)] {
            assert_eq!(value::zone(value::zone_word(zone)), Some(zone));
        }
        for tag in [None, Some("de"), Some("pt-BR")] {
            let word = value::language_word(tag);
            assert_eq!(value::language(word), Some(tag.map(str::to_owned)));
        }
        assert_eq!(value::language("pt-br"), Some(Some("pt-BR".to_owned())));
        assert_eq!(value::language("xx"), None);
        for minutes in [None, Some(0), Some(10), Some(u32::MAX)] {
            let word = value::new_calendar_reminder_word(minutes);
            assert_eq!(value::new_calendar_reminder(&word), Some(minutes));
        }
        assert_eq!(value::new_calendar_reminder("-5"), None);
        assert_eq!(value::event_minutes("4"), None);
        assert_eq!(value::event_minutes("1441"), None);
        assert_eq!(value::event_minutes("45"), Some(45));
        for on in [false, true] {
            assert_eq!(value::on_off(value::on_off_word(on)), Some(on));
        }
        assert_eq!(value::on_off("maybe"), None);
        let addresses = vec![
            CalendarAddress::parse("me@example.org").unwrap(),
            CalendarAddress::parse("urn:uuid:1234").unwrap(),
        ];
        let word = value::my_addresses_word(&addresses);
        assert_eq!(value::my_addresses(&word), addresses);
        for theme in ThemeChoice::ALL {
            assert_eq!(value::theme(theme.name()), Some(theme));
        }
        let size = (1200.0, 800.5);
        assert_eq!(
            value::window_size(&value::window_size_word(size)),
            Some(size)
        );
        assert_eq!(value::window_size("100x100"), Some(MIN_WINDOW));
        assert_eq!(value::window_size("NaNx100"), None);
        for place in [None, Some((-10.0, 20.0))] {
            let word = value::window_position_word(place);
            assert_eq!(value::window_position(&word), Some(place));
        }
        assert_eq!(value::window_position("20000,0"), None);
    }

    /// A negative default reminder is the default for every reader, the
    /// store's new calendars included, not a reminder after the start.
    #[test]
    fn a_new_calendar_reminds_as_preferences_read_it() {
        let (_dir, mut store) = store();
        store.set_setting(key::NEW_CALENDAR_REMINDER, "-5").unwrap();
        store.add_calendar("New", "#3584e4").unwrap();
        let new = store.calendar_by_name("New").unwrap();
        let ten = chrono::Duration::minutes(NEW_CALENDAR_REMINDER_MINUTES);
        assert_eq!(
            new.default_reminders.timed,
            vec![crate::model::Reminder::Before(ten)]
        );
        // All-day events: on the day at 9:00 unless Preferences say else.
        assert_eq!(
            new.default_reminders.all_day,
            vec![crate::model::on_the_day_at(9, 0)]
        );
        store
            .set_setting(key::NEW_CALENDAR_ALL_DAY_REMINDER, "1@18:00")
            .unwrap();
        store.add_calendar("Other", "#3584e4").unwrap();
        let other = store.calendar_by_name("Other").unwrap();
        assert_eq!(
            other.default_reminders.all_day,
            vec![crate::model::days_before_at(1, 18, 0)]
        );
        store
            .set_setting(key::NEW_CALENDAR_ALL_DAY_REMINDER, "none")
            .unwrap();
        store.add_calendar("Quiet", "#3584e4").unwrap();
        let quiet = store.calendar_by_name("Quiet").unwrap();
        assert_eq!(quiet.default_reminders.all_day, []);
        let read = Preferences::load(&store).unwrap().new_calendar_reminder;
        assert_eq!(read, Some(NEW_CALENDAR_REMINDER_MINUTES as u32));
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
