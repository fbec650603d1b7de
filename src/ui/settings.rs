//! The window's preferences, kept in the database's settings table.

use chrono::Weekday;

use crate::layout::{HourCycle, Locale, ViewKind};
use crate::store::{Store, StoreError};

/// Preferences kept in the database's settings.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The view the window opens in (the last one used).
    pub view: ViewKind,
    /// The window's last size, in logical pixels.
    pub window_size: (f32, f32),
    /// Week start and clock: the locale's, unless set.
    pub locale: Locale,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            view: ViewKind::Month,
            window_size: (1200.0, 800.0),
            locale: Locale::default(),
        }
    }
}

impl Settings {
    /// Reads the saved preferences over the locale's defaults. A value that
    /// cannot be read is ignored (it is a preference, and the next close
    /// writes a good one), never guessed at.
    pub fn load(store: &Store) -> Result<Settings, StoreError> {
        let mut locale = Locale::from_env();
        match store.setting("clock")?.as_deref() {
            Some("12") => locale.hour_cycle = HourCycle::H12,
            Some("24") => locale.hour_cycle = HourCycle::H24,
            _ => {}
        }
        if let Some(day) = store.setting("first_weekday")? {
            if let Ok(day) = day.parse::<Weekday>() {
                locale.first_weekday = day;
            }
        }
        let view = store
            .setting("view")?
            .and_then(|v| ViewKind::from_name(&v))
            .unwrap_or(ViewKind::Month);
        let window_size = store
            .setting("window_size")?
            .and_then(|v| {
                let (w, h) = v.split_once('x')?;
                Some((w.parse::<f32>().ok()?, h.parse::<f32>().ok()?))
            })
            .filter(|(w, h)| w.is_finite() && h.is_finite())
            .map(|(w, h)| (w.clamp(640.0, 10_000.0), h.clamp(480.0, 10_000.0)))
            .unwrap_or(Settings::default().window_size);
        Ok(Settings {
            view,
            window_size,
            locale,
        })
    }
}
