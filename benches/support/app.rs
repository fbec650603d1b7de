//! The window's app on the benchmark data, for the window's benchmarks.

use chrono::TimeZone;
use chrono_tz::Tz;
use kairos::layout::{Locale, ViewKind};
use kairos::ui::{App, Settings};

pub const PARIS: Tz = Tz::Europe__Paris;

/// The app on `store` in `view`, 1280×800, on a Wednesday in the middle of
/// the data (2020–2029).
pub fn app_on(store: kairos::store::Store, view: ViewKind) -> App {
    let settings = Settings {
        view,
        window_size: (1280.0, 800.0),
        locale: Locale::default(),
        ..Settings::default()
    };
    let now = PARIS
        .with_ymd_and_hms(2024, 6, 12, 10, 0, 0)
        .unwrap()
        .to_utc();
    App::new(store, PARIS, settings, now)
}
