//! Quick create: a small popover with the time already filled in (from
//! the month cell or week slot the user picked, or the hours they dragged
//! across) and a title field; Enter saves, "More options" opens the full
//! editor with what was typed.

use iced::widget::{button, column, container, row, space, text, text_input, Id};
use iced::Task;

use super::app::{App, Message as AppMessage};
use super::prompt::dialog;
use super::theme;
use super::widget::Element;
use crate::draft::{parse_date, parse_time, Draft};
use crate::layout::describe_time;

/// The id of the popover's title field (focused when it opens).
pub const QUICK_TITLE_ID: &str = "quick-title";

/// What the popover reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The title was typed into.
    Title(String),
    /// Save (or Enter in the title).
    Save,
    /// Open the full editor with this draft.
    More,
    /// Close without saving.
    Cancel,
}

/// The open popover.
#[derive(Debug, Clone)]
pub struct Quick {
    pub draft: Draft,
    /// Opened, and its title not focused yet (see `Editor::type_ahead`).
    pub awaiting_focus: bool,
}

impl Quick {
    /// When the new event is, in words.
    fn when(&self) -> String {
        let d = &self.draft;
        let (Some(sd), Some(ed)) = (parse_date(&d.start_date), parse_date(&d.end_date)) else {
            return String::new();
        };
        if d.all_day {
            let end = ed.succ_opt().unwrap_or(ed);
            return describe_time(
                sd.and_time(chrono::NaiveTime::MIN),
                end.and_time(chrono::NaiveTime::MIN),
                true,
                &d.locale,
            );
        }
        match (parse_time(&d.start_time), parse_time(&d.end_time)) {
            (Some(st), Some(et)) => {
                describe_time(sd.and_time(st), ed.and_time(et), false, &d.locale)
            }
            _ => String::new(),
        }
    }
}

impl App {
    /// Opens the popover on `draft`, title focused.
    pub(super) fn open_quick(&mut self, draft: Draft) -> Task<AppMessage> {
        self.panel = None;
        self.quick = Some(Quick {
            draft,
            awaiting_focus: true,
        });
        iced::widget::operation::focus(Id::new(QUICK_TITLE_ID))
    }

    /// Reacts to the popover.
    pub(super) fn on_quick(&mut self, message: Message) -> Task<AppMessage> {
        let Some(quick) = &mut self.quick else {
            return Task::none();
        };
        quick.awaiting_focus = false;
        match message {
            Message::Title(t) => quick.draft.title = t,
            Message::Save => {
                if !quick.draft.title.trim().is_empty() {
                    let draft = quick.draft.clone();
                    self.create(&draft);
                }
            }
            Message::More => {
                let draft = quick.draft.clone();
                return self.open_editor(draft, None);
            }
            Message::Cancel => self.quick = None,
        }
        Task::none()
    }
}

pub fn view(quick: &Quick) -> Element<'_, Message> {
    let save = button(text("Save").size(14)).padding([6, 16]);
    let save = if quick.draft.title.trim().is_empty() {
        save.style(button::secondary)
    } else {
        save.style(button::primary).on_press(Message::Save)
    };
    let card = container(
        column![
            text("New event").size(16).font(theme::BOLD),
            text(quick.when()).size(13),
            text_input("Title", &quick.draft.title)
                .id(Id::new(QUICK_TITLE_ID))
                .on_input(Message::Title)
                .on_submit(Message::Save)
                .size(15)
                .padding(8),
            row![
                button(text("More options…").size(13))
                    .style(button::text)
                    .on_press(Message::More),
                space::horizontal(),
                button(text("Cancel").size(14))
                    .style(button::text)
                    .on_press(Message::Cancel),
                save,
            ]
            .spacing(6)
            .align_y(iced::Center),
        ]
        .spacing(10)
        .width(360),
    )
    .padding(16)
    .style(theme::panel);
    dialog(card.into())
}
