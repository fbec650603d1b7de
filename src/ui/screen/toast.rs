//! The toast: a short message floating at the bottom of the window ("“Standup”
//! deleted — Undo") for a few seconds. It floats over the content and never
//! takes room from it, so nothing under the pointer moves as it comes and
//! goes.

use chrono::{DateTime, Duration, Utc};
use iced::widget::{button, container, opaque, row, text};
use iced::{Bottom, Center, Fill, Task};

use crate::a11y::{Key, Part, Role};
use crate::fl;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::Element;

/// How long a toast stays: GNOME's five seconds. Undo outlives it on
/// Ctrl+Z and in the header.
pub const SHOWN_FOR: Duration = Duration::seconds(5);

/// What the toast reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// Its Undo button was clicked.
    Undo,
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Undo the edit the toast reports.
    Undo,
}

/// A message shown for a while.
#[derive(Debug, Clone)]
pub struct Toast {
    pub text: String,
    /// Offer Undo (after an edit made here).
    undo: bool,
    until: DateTime<Utc>,
}

impl Toast {
    /// `text`, shown from `now` for [`SHOWN_FOR`], with an Undo button
    /// when `undo`.
    pub fn new(text: String, undo: bool, now: DateTime<Utc>) -> Toast {
        Toast {
            text,
            undo,
            until: now + SHOWN_FOR,
        }
    }

    /// Whether its time is up at `now`.
    pub fn expired(&self, now: DateTime<Utc>) -> bool {
        now >= self.until
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        match message {
            Message::Undo => (Task::none(), self.undo.then_some(Event::Undo)),
        }
    }

    /// The toast as a layer over the whole window: the bar at the bottom
    /// center takes the clicks on it, everything else reaches the page.
    pub fn view(&self, _: &Context) -> Element<'_, Message> {
        let mut bar = row![text(self.text.clone()).size(size::BODY)]
            .spacing(gap::MEDIUM)
            .align_y(Center);
        if self.undo {
            bar = bar.push(crate::ui::widget::placed::placed(
                button(text(fl!("action-undo")).size(size::BODY))
                    .style(button::text)
                    .on_press(Message::Undo),
                Key::of("toast-undo"),
            ));
        }
        // Where the window's notice is, as a screen reader is told.
        let bar = container(bar)
            .id(crate::ui::widget::placed::id(crate::a11y::notice_key()))
            .padding(crate::ui::theme::spot::TOAST)
            .max_width(640)
            .style(theme::toast);
        container(opaque(bar))
            .width(Fill)
            .height(Fill)
            .align_x(Center)
            .align_y(Bottom)
            .padding(gap::LARGE)
            .into()
    }
}

impl Toast {
    /// The toast as a screen reader hears it: its Undo. Its words are the
    /// name of the window's notice, a polite live region, so they are
    /// spoken as they appear.
    pub fn heard(&self, _: &Context) -> Option<Part<Message>> {
        self.undo.then(|| {
            Part::new(Key::of("toast-undo"), Role::Button, fl!("action-undo")).click(Message::Undo)
        })
    }
}
