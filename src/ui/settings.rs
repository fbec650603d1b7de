//! The window's preferences, kept in the database's settings table, so the
//! window and `kairos daemon` on one database agree, and a backup of the
//! file keeps them.
//!
//! Each preference is one key. A value that cannot be read is ignored (the
//! default stands, and the next save writes a good one), never guessed at.

use chrono::Weekday;
use chrono_tz::Tz;

use crate::layout::{HourCycle, Locale, ViewKind};
use crate::store::{Store, StoreError};

/// Light or dark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThemeChoice {
    /// What the desktop says (the XDG portal's `color-scheme`), live.
    #[default]
    System,
    Light,
    Dark,
}

impl ThemeChoice {
    /// The name saved in settings.
    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::System => "system",
            ThemeChoice::Light => "light",
            ThemeChoice::Dark => "dark",
        }
    }

    fn from_name(name: &str) -> Option<ThemeChoice> {
        [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark]
            .into_iter()
            .find(|c| c.name() == name)
    }
}

/// What the user chose in Preferences; `None` follows the locale or the
/// system.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preferences {
    /// The language of the window, the daemon and the CLI, as a tag
    /// (`de`, `pt-BR`; `None`: the environment's).
    pub language: Option<String>,
    /// The first column of the grids (`None`: the locale's).
    pub first_weekday: Option<Weekday>,
    /// 12- or 24-hour clock (`None`: the locale's).
    pub clock: Option<HourCycle>,
    /// The view the window opens in (`None`: the last one used).
    pub start_view: Option<ViewKind>,
    /// The zone times are shown in (`None`: the system's, `TZ` or
    /// /etc/localtime).
    pub zone: Option<Tz>,
    /// How long a new event is, in minutes.
    pub event_minutes: u32,
    /// Minutes before the start that a new calendar reminds by default
    /// (`None`: no reminder).
    pub new_calendar_reminder: Option<u32>,
    /// Week numbers beside the month grid and in the week's title.
    pub week_numbers: bool,
    pub theme: ThemeChoice,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            language: None,
            first_weekday: None,
            clock: None,
            start_view: None,
            zone: None,
            event_minutes: 60,
            new_calendar_reminder: Some(crate::store::NEW_CALENDAR_REMINDER_MINUTES as u32),
            week_numbers: false,
            theme: ThemeChoice::System,
        }
    }
}

/// Event lengths Preferences offers, in minutes.
pub const EVENT_LENGTHS: [u32; 6] = [15, 30, 45, 60, 90, 120];
/// Default reminders Preferences offers, in minutes before.
pub const REMINDER_CHOICES: [u32; 6] = [0, 5, 10, 15, 30, 60];

impl Preferences {
    /// Reads the saved preferences.
    pub fn load(store: &Store) -> Result<Preferences, StoreError> {
        let d = Preferences::default();
        Ok(Preferences {
            language: language_setting(store)?,
            first_weekday: store
                .setting("first_weekday")?
                .and_then(|v| v.parse::<Weekday>().ok()),
            clock: match store.setting("clock")?.as_deref() {
                Some("12") => Some(HourCycle::H12),
                Some("24") => Some(HourCycle::H24),
                _ => None,
            },
            start_view: store
                .setting("start_view")?
                .and_then(|v| ViewKind::from_name(&v)),
            zone: crate::viewer_zone::chosen(store)?,
            event_minutes: store
                .setting("event_minutes")?
                .and_then(|v| v.parse::<u32>().ok())
                .filter(|m| (5..=24 * 60).contains(m))
                .unwrap_or(d.event_minutes),
            new_calendar_reminder: match store.setting(NEW_CALENDAR_REMINDER)?.as_deref() {
                Some("none") => None,
                Some(v) => v.parse::<u32>().ok().or(d.new_calendar_reminder),
                None => d.new_calendar_reminder,
            },
            week_numbers: store.setting("week_numbers")?.as_deref() == Some("on"),
            theme: store
                .setting("theme")?
                .and_then(|v| ThemeChoice::from_name(&v))
                .unwrap_or_default(),
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
        store.set_setting(LANGUAGE, self.language.as_deref().unwrap_or("system"))?;
        store.set_setting("first_weekday", &weekday)?;
        store.set_setting("clock", clock)?;
        store.set_setting("start_view", self.start_view.map_or("last", |v| v.name()))?;
        store.set_setting(
            crate::viewer_zone::ZONE_SETTING,
            self.zone.map_or("system", |z| z.name()),
        )?;
        store.set_setting("event_minutes", &self.event_minutes.to_string())?;
        store.set_setting(NEW_CALENDAR_REMINDER, &reminder)?;
        store.set_setting("week_numbers", if self.week_numbers { "on" } else { "off" })?;
        store.set_setting("theme", self.theme.name())?;
        Ok(())
    }

    /// The locale with the user's overrides.
    pub fn locale(&self, base: Locale) -> Locale {
        Locale {
            first_weekday: self.first_weekday.unwrap_or(base.first_weekday),
            hour_cycle: self.clock.unwrap_or(base.hour_cycle),
        }
    }
}

/// The key of the language setting, which `main` also reads.
pub const LANGUAGE: &str = "language";

/// The language chosen in Preferences, if it is one Kairos has.
pub fn language_setting(store: &Store) -> Result<Option<String>, StoreError> {
    let chosen = store
        .setting(LANGUAGE)?
        .filter(|tag| crate::i18n::is_available(tag));
    Ok(chosen)
}

/// The key the store reads when it adds a calendar.
const NEW_CALENDAR_REMINDER: &str = crate::store::NEW_CALENDAR_REMINDER;

/// Everything the window starts with.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The view the window opens in.
    pub view: ViewKind,
    /// The window's last size, in logical pixels.
    pub window_size: (f32, f32),
    /// Where the window last was (`None`: where the window manager puts it).
    pub window_position: Option<(f32, f32)>,
    /// Week start and clock: the locale's, unless set.
    pub locale: Locale,
    /// The locale before the user's overrides (Preferences shows it as
    /// "the locale's").
    pub base_locale: Locale,
    pub preferences: Preferences,
}

/// The smallest window the layout is drawn for.
pub const MIN_WINDOW: (f32, f32) = (480.0, 360.0);

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            view: ViewKind::Month,
            window_size: (1200.0, 800.0),
            window_position: None,
            locale: Locale::default(),
            base_locale: Locale::default(),
            preferences: Preferences::default(),
        }
    }
}

impl Settings {
    /// Reads the saved preferences over the locale's defaults.
    pub fn load(store: &Store) -> Result<Settings, StoreError> {
        let base_locale = Locale::from_env();
        let preferences = Preferences::load(store)?;
        let last = store
            .setting("view")?
            .and_then(|v| ViewKind::from_name(&v))
            .unwrap_or(ViewKind::Month);
        let pair = |key: &str| -> Result<Option<(f32, f32)>, StoreError> {
            Ok(store
                .setting(key)?
                .and_then(|v| {
                    let (a, b) = v.split_once(['x', ','])?;
                    Some((a.parse::<f32>().ok()?, b.parse::<f32>().ok()?))
                })
                .filter(|(a, b)| a.is_finite() && b.is_finite()))
        };
        let window_size = pair("window_size")?
            .map(|(w, h)| {
                (
                    w.clamp(MIN_WINDOW.0, 10_000.0),
                    h.clamp(MIN_WINDOW.1, 10_000.0),
                )
            })
            .unwrap_or(Settings::default().window_size);
        let window_position = pair("window_position")?
            // A place far off every plausible screen (a monitor unplugged)
            // is dropped: the window manager places the window then.
            .filter(|(x, y)| (-64.0..16_000.0).contains(x) && (-64.0..16_000.0).contains(y));
        Ok(Settings {
            view: preferences.start_view.unwrap_or(last),
            window_size,
            window_position,
            locale: preferences.locale(base_locale),
            base_locale,
            preferences,
        })
    }
}
