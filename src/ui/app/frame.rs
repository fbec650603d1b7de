//! The window's frame: its title, theme and subscriptions, and its size and
//! place saved when it closes.

use crate::fl;
use chrono::Utc;
use iced::{window, Subscription, Theme};
use std::time::Duration;

use super::{keys, App, Message};

/// How long the reminder service waits for the window's first frame.
pub const FIRST_FRAME_WAIT: Duration = Duration::from_secs(2);

/// The window as the desktop shows it.
#[derive(Debug)]
pub(super) struct Frame {
    pub(super) size: iced::Size,
    /// Where the window is, when the window manager said.
    pub(super) position: Option<iced::Point>,
    /// The folded sidebar is open (narrow windows).
    pub(super) sidebar_open: bool,
    /// Print when the first frame is drawn (for the startup benchmark).
    pub(super) report_first: bool,
    /// The first frame was drawn (or long awaited): the reminder service
    /// and background sync may start.
    pub(super) first_shown: bool,
}

/// What the desktop chose, before the user's choices in Preferences.
#[derive(Debug)]
pub(super) struct Desktop {
    /// The locale of the environment.
    pub(super) locale: crate::layout::Locale,
    /// The system's zone.
    pub(super) zone: chrono_tz::Tz,
    /// Light or dark, as the portal last said.
    pub(super) scheme: Option<crate::ui::portal::ColorScheme>,
}

impl App {
    /// The window was resized: the month's rows per day may change.
    pub(super) fn resized(&mut self, size: iced::Size) -> iced::Task<Message> {
        let rows = self.rows_per_cell();
        self.frame.size = size;
        self.context.width = size.width;
        if self.rows_per_cell() != rows {
            self.reload();
        }
        iced::Task::none()
    }

    /// The main view's width: the window's less the sidebar and the
    /// details panel where they are shown (as `view` lays them out).
    pub(super) fn main_width(&self) -> f32 {
        let mut width = self.frame.size.width;
        if !self.context.narrow() || self.frame.sidebar_open {
            width -= crate::ui::screen::sidebar::WIDTH;
        }
        if self.details.is_some() {
            width -= crate::ui::screen::details::WIDTH;
        }
        width.max(0.0)
    }

    /// The window closes at `size` and `place`: both are saved.
    pub(super) fn closing(
        &mut self,
        size: iced::Size,
        place: Option<iced::Point>,
    ) -> iced::Task<Message> {
        self.frame.size = size;
        self.frame.position = place.or(self.frame.position);
        self.save_window();
        iced::exit()
    }

    /// A frame was drawn: the first one lets the reminder service start
    /// (and is reported, for the startup benchmark).
    pub(super) fn frame_drawn(&mut self) -> iced::Task<Message> {
        self.frame.first_shown = true;
        if std::mem::take(&mut self.frame.report_first) {
            let at = Utc::now();
            eprintln!(
                "kairos: first frame at {}.{:09}",
                at.timestamp(),
                at.timestamp_subsec_nanos()
            );
        }
        iced::Task::none()
    }

    /// Saves the window's size, place and view for the next start. Closing must
    /// not fail on a settings write: it reports and goes on.
    pub(super) fn save_window(&mut self) {
        use crate::store::preferences::value;
        let size = value::window_size_word((
            self.frame.size.width.round(),
            self.frame.size.height.round(),
        ));
        let mut saved = self
            .store
            .set_setting(crate::store::preferences::key::WINDOW_SIZE, &size)
            .and_then(|()| {
                self.store.set_setting(
                    crate::store::preferences::key::VIEW,
                    self.context.period.kind.name(),
                )
            });
        if let Some(p) = self.frame.position {
            let place = value::window_position_word(Some((p.x.round(), p.y.round())));
            saved = saved.and_then(|()| {
                self.store
                    .set_setting(crate::store::preferences::key::WINDOW_POSITION, &place)
            });
        }
        if let Err(e) = saved {
            eprintln!("kairos: cannot save the window size and view: {e}");
        }
    }

    /// The window's title: the dialog on top, then the app, as GNOME
    /// apps name a window by what it shows (screen readers and window
    /// lists read it too).
    pub fn title(&self) -> String {
        let dialog = self.dialogs.title();
        let query = self.header.query().trim();
        match dialog {
            Some(d) => fl!("title-dialog", dialog = d),
            // The results replace the view: the title says so.
            None if !query.is_empty() => {
                let search = fl!("title-search", text = query);
                fl!("title-dialog", dialog = search)
            }
            None => fl!("title-app"),
        }
    }

    /// The theme: the one chosen in Preferences, else the desktop's as
    /// the portal says (live), else `None`, which leaves it to iced (the
    /// window system's at start).
    pub fn theme(&self) -> Option<Theme> {
        use crate::ui::portal::ColorScheme;
        use crate::ui::settings::ThemeChoice;
        match (self.preferences.theme, self.desktop.scheme) {
            (ThemeChoice::Light, _) => Some(Theme::Light),
            (ThemeChoice::Dark, _) => Some(Theme::Dark),
            (ThemeChoice::System, Some(ColorScheme::Dark)) => Some(Theme::Dark),
            (ThemeChoice::System, Some(ColorScheme::Light | ColorScheme::NoPreference)) => {
                Some(Theme::Light)
            }
            (ThemeChoice::System, None) => None,
        }
    }

    /// Screen readers' requests, once the first frame is drawn (no D-Bus
    /// on the way to it).
    fn access_subscription(&self) -> Subscription<Message> {
        #[cfg(all(feature = "a11y", target_os = "linux"))]
        if self.frame.first_shown {
            return crate::ui::access::subscription().map(Message::Access);
        }
        Subscription::none()
    }

    /// Keys, the clock, window size and close.
    pub fn subscription(&self) -> Subscription<Message> {
        // Until the first frame: a window that gets none (hidden at start
        // on some compositors) starts its services after a while anyway.
        let first_frame = if !self.frame.first_shown {
            Subscription::batch([
                window::frames().map(|_| Message::Frame),
                iced::time::every(FIRST_FRAME_WAIT).map(|_| Message::FrameAwaited),
            ])
        } else {
            Subscription::none()
        };
        // The spinner turns only while something syncs.
        let spinner = if self.work.syncing || self.context.accounts.iter().any(|a| a.syncing) {
            iced::time::every(Duration::from_millis(125)).map(|_| Message::Spin)
        } else {
            Subscription::none()
        };
        // A toast goes when its time is up, not at the next half-minute.
        let toast_clock = if self.toast.is_some() {
            iced::time::every(Duration::from_millis(500)).map(|_| Message::Tick(Utc::now()))
        } else {
            Subscription::none()
        };
        Subscription::batch([
            first_frame,
            spinner,
            toast_clock,
            iced::event::listen_with(keys::key_event),
            iced::time::every(Duration::from_secs(30)).map(|_| Message::Tick(Utc::now())),
            // Within a minute of the system's zone changing.
            iced::time::every(Duration::from_secs(20))
                .filter_map(|_| crate::viewer_zone::system().ok().map(Message::SystemZone)),
            window::resize_events().map(|(_, size)| Message::Resized(size)),
            window::close_requests().map(Message::CloseRequested),
            window::events().filter_map(|(_, e)| match e {
                window::Event::Moved(p) => Some(Message::Moved(p)),
                window::Event::Focused => Some(Message::WindowFocused(true)),
                window::Event::Unfocused => Some(Message::WindowFocused(false)),
                _ => None,
            }),
            self.access_subscription(),
        ])
    }
}
