//! What the window starts with: the preferences every front door shares
//! (read by the store's [`Preferences`]), the window's own choices (its
//! start view and theme), and where and how big it last was; all in the
//! database's settings table, under the store's key table.
//!
//! A value that cannot be read is ignored (the default stands, and the
//! next save writes a good one), never guessed at.

use crate::layout::{Locale, ViewKind};
use crate::store::preferences::{key, value, LAST_VIEW};
use crate::store::{Preferences, Store, StoreError};

pub use crate::store::preferences::{ThemeChoice, MIN_WINDOW};

/// What the Preferences dialog edits: the preferences every front door
/// applies (the store's), and the window's own.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Choices {
    /// Language, week start, clock, zone, new events' length and
    /// reminders, week numbers: the window, the daemon and the CLI read
    /// these the same way.
    pub shared: Preferences,
    /// The view the window opens in (`None`: the last one used).
    pub start_view: Option<ViewKind>,
    pub theme: ThemeChoice,
}

/// Event lengths Preferences offers, in minutes.
pub const EVENT_LENGTHS: [u32; 6] = [15, 30, 45, 60, 90, 120];
/// Default reminders Preferences offers, in minutes before.
pub const REMINDER_CHOICES: [u32; 6] = [0, 5, 10, 15, 30, 60];

impl Choices {
    /// Reads the saved choices.
    pub fn load(store: &Store) -> Result<Choices, StoreError> {
        Ok(Choices {
            shared: Preferences::load(store)?,
            start_view: store
                .setting(key::START_VIEW)?
                .and_then(|v| ViewKind::from_name(&v)),
            theme: store
                .setting(key::THEME)?
                .and_then(|v| value::theme(&v))
                .unwrap_or_default(),
        })
    }

    /// Saves every choice (a cleared one removes its override).
    pub fn save(&self, store: &mut Store) -> Result<(), StoreError> {
        self.shared.save(store)?;
        store.set_setting(
            key::START_VIEW,
            self.start_view.map_or(LAST_VIEW, |v| v.name()),
        )?;
        store.set_setting(key::THEME, self.theme.name())?;
        Ok(())
    }
}

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
    pub choices: Choices,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            view: ViewKind::Month,
            window_size: crate::store::preferences::DEFAULT_WINDOW,
            window_position: None,
            locale: Locale::default(),
            base_locale: Locale::default(),
            choices: Choices::default(),
        }
    }
}

impl Settings {
    /// Reads the saved preferences over the locale's defaults.
    pub fn load(store: &Store) -> Result<Settings, StoreError> {
        let base_locale = Locale::from_env();
        let choices = Choices::load(store)?;
        let last = store
            .setting(key::VIEW)?
            .and_then(|v| ViewKind::from_name(&v))
            .unwrap_or_default();
        let window_size = store
            .setting(key::WINDOW_SIZE)?
            .and_then(|v| value::window_size(&v))
            .unwrap_or(Settings::default().window_size);
        let window_position = store
            .setting(key::WINDOW_POSITION)?
            .and_then(|v| value::window_position(&v))
            .flatten();
        Ok(Settings {
            view: choices.start_view.unwrap_or(last),
            window_size,
            window_position,
            locale: choices.shared.locale(base_locale),
            base_locale,
            choices,
        })
    }
}
