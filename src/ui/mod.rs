//! The calendar window (iced 0.14). The only module that imports iced.
//!
//! The window is a thin drawing of [`crate::layout`]: every navigation asks
//! the store for exactly the visible days, lays them out without iced, and
//! the screens turn that model into widgets. Each screen in [`screen`]
//! owns its state, its `Message`, `update` and `view`, and reads only the
//! shared [`Context`]; [`app`] keeps the screens, maps their messages and
//! carries out the store effects their events ask for. [`theme`] names the
//! sizes, spacing and styles; [`widget`] holds what several screens draw.
//! ARCHITECTURE.md has the whole map.

#[cfg(all(feature = "a11y", target_os = "linux"))]
mod access;
pub mod app;
mod background;
mod compose_cache;
pub mod context;
pub mod keys;
mod link;
pub mod portal;
mod preflight;
pub mod screen;
mod service;
pub mod settings;
pub mod theme;
pub mod widget;

pub use context::Context;
pub use screen::{
    account, agenda, calendar, details, editor, goto, header, month, preferences, prompt, quick,
    search, sidebar, toast, transfer, week,
};

use iced::Task;
use std::path::PathBuf;
use thiserror::Error;

pub use app::{App, Message};
pub use preflight::{check_display, DisplayProblem};
pub use service::Heard;
pub use settings::Settings;

use crate::model::OccurrenceRef;
use crate::store::{Store, StoreError};

/// Why the window could not be shown.
#[derive(Debug, Error)]
pub enum UiError {
    #[error(transparent)]
    Display(#[from] DisplayProblem),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{}", crate::fl!("window-failed", reason = .0))]
    Window(String),
}

/// What the window opens on.
#[derive(Debug, Clone)]
pub struct Launch {
    /// The database file.
    pub db: PathBuf,
    /// The viewer's zone.
    pub viewer: chrono_tz::Tz,
    /// An occurrence to show at once (from a daemon's notification).
    pub open: Option<OccurrenceRef>,
    /// An .ics file to offer to import (`kairos FILE.ics`).
    pub import: Option<PathBuf>,
}

/// The application id: the .desktop file's and AppStream's name.
pub const APP_ID: &str = "io.github.kairos.Kairos";

/// iced's settings for this app: the bundled fonts, and Inter as the
/// default (the simulator in tests uses the same).
pub fn settings() -> iced::Settings {
    iced::Settings {
        fonts: theme::font_files().into_iter().map(Into::into).collect(),
        default_font: theme::FONT,
        ..iced::Settings::default()
    }
}

/// Opens the window and runs until it is closed.
pub fn run(launch: Launch) -> Result<(), UiError> {
    // First: it sets an environment variable, before any thread starts.
    compose_cache::choose();
    check_display()?;
    let store = Store::open(&launch.db)?;
    // The language chosen in Preferences speaks from the first word (the
    // reminder thread would choose it too, but only once it runs). A
    // setting that cannot be read leaves the environment's.
    if let Ok(language) = crate::store::preferences::language(&store) {
        crate::i18n::choose(language.as_deref());
    }
    // Said once, before the window opens: the next open finds the files
    // private.
    for t in store.tightened() {
        let path = t.path.display().to_string();
        let (was, now) = (format!("{:04o}", t.was), format!("{:04o}", t.now));
        eprintln!(
            "kairos: {}",
            crate::fl!("window-tightened", path = path, was = was, now = now)
        );
    }
    let settings = Settings::load(&store)?;
    let size = settings.window_size;
    let position = settings
        .window_position
        .map_or(iced::window::Position::default(), |(x, y)| {
            iced::window::Position::Specific(iced::Point::new(x, y))
        });
    // The renderer's font system reads every font installed (hundreds of
    // files on a desktop) the first time text is measured; read them now,
    // while the window and the first view are still being made, not on the
    // way to the first frame.
    std::thread::spawn(|| {
        let _ = iced::advanced::graphics::text::font_system();
    });
    let service = service::Service::new(launch.db.clone(), launch.viewer);
    let link_db = launch.db.clone();
    // The first view's data is read and laid out while iced opens the
    // display and makes the window, not after.
    let now = chrono::Utc::now();
    let made = {
        let settings = settings.clone();
        let viewer = launch.viewer;
        std::thread::spawn(move || App::new(store, viewer, settings, now))
    };
    let boot = std::sync::Mutex::new(Some(made));
    let open = launch.open.clone();
    let import = launch.import.clone();
    let timing = std::env::var_os("KAIROS_STARTUP_TIMING").is_some_and(|v| v == "1");
    let application = iced::application(
        move || {
            let made = boot
                .lock()
                .ok()
                .and_then(|mut s| s.take())
                .expect("the window boots once");
            // A panic while reading the first view is reported as it was.
            let mut app = made
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            if timing {
                app = app.reporting_first_frame();
            }
            let mut task = match open.clone() {
                Some(key) => Task::batch([app.startup_task(), Task::done(Message::Open(key))]),
                None => app.startup_task(),
            };
            if let Some(path) = import.clone() {
                task = Task::batch([task, app.offer_import(path)]);
            }
            (app, task)
        },
        App::update,
        App::view,
    )
    .title(App::title)
    .theme(App::theme)
    .subscription(move |app: &App| {
        // The reminder service (and background sync) after the first frame:
        // see `App::first_frame_shown`.
        let service = if app.first_frame_shown() {
            service::subscription(&service).map(Message::Heard)
        } else {
            iced::Subscription::none()
        };
        iced::Subscription::batch([
            app.subscription(),
            service,
            link::subscription(&link_db).map(Message::Open),
            portal::subscription().map(Message::SystemTheme),
        ])
    })
    .window(iced::window::Settings {
        // The close request is ours: the size and place are saved first.
        // (Set here: `.window(..)` replaces every window setting, so the
        // builder's `exit_on_close_request(false)` before it was lost and a
        // close exited at once, saving nothing.)
        exit_on_close_request: false,
        size: iced::Size::new(size.0, size.1),
        position,
        min_size: Some(iced::Size::new(
            settings::MIN_WINDOW.0,
            settings::MIN_WINDOW.1,
        )),
        // Matches the .desktop file's name, so launchers and docks group the
        // window with its entry and icon.
        platform_specific: iced::window::settings::PlatformSpecific {
            application_id: APP_ID.to_owned(),
            ..Default::default()
        },
        ..iced::window::Settings::default()
    })
    .settings(self::settings());
    run_catching(move || application.run())
}

/// Runs iced, turning a panic inside it (a display that vanished, a
/// library missing after all) into an error with its message.
fn run_catching(f: impl FnOnce() -> iced::Result) -> Result<(), UiError> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(UiError::Window(e.to_string())),
        Err(panic) => {
            let text = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| crate::fl!("window-unknown-failure"));
            Err(UiError::Window(text))
        }
    }
}
