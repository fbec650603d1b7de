//! Quick create: a small popover with the time already filled in (from
//! the month cell or week slot the user picked, or the hours they dragged
//! across) and a title field; Enter saves, "More options" opens the full
//! editor with what was typed. Esc with a title typed asks before the
//! title is thrown away.

use iced::widget::{button, column, operation, row, space, text, text_input, Id};
use iced::Task;

use crate::draft::{parse_date, parse_time, Draft};
use crate::fl;
use crate::layout::describe_time;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::{confirm, Confirm};
use crate::ui::widget::focus::{stop, Ring, Spoken, Stops, Target};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card, dialog, Element};

/// The id of the popover's title field (focused when it opens).
pub const QUICK_TITLE_ID: &str = "quick-title";
const MORE: &str = "more";
const CANCEL: &str = "cancel";
const SAVE: &str = "save";
const KEEP: &str = "keep";
const DISCARD: &str = "discard";

/// What the popover reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The title was typed into.
    Title(String),
    /// Save (or Enter in the title).
    Save,
    /// "More options…".
    More,
    /// Cancel.
    Cancel,
    /// "Keep editing" (or Esc) in the "Discard the new event?" question.
    KeepEditing,
    /// "Discard" in the "Discard the new event?" question.
    Discard,
    /// Tab moved the keyboard to this stop (the dialog's scope did it).
    Ring(Target),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Create this event.
    Save(Box<Draft>),
    /// Open the full editor on this draft.
    More(Box<Draft>),
    /// Close without saving.
    Cancel,
}

/// The open popover.
#[derive(Debug, Clone)]
pub struct Quick {
    pub draft: Draft,
    /// Opened, and its title not focused yet (see [`Quick::type_ahead`]).
    awaiting_focus: bool,
    /// "Discard the new event?" is showing (Esc with a title typed).
    confirming_discard: bool,
    ring: Ring,
}

impl Quick {
    /// The window's title while the popover is on top.
    pub fn title(&self) -> String {
        fl!("quick-title")
    }

    /// The popover on `draft`, and the task that focuses its title.
    pub fn new(draft: Draft) -> (Quick, Task<Message>) {
        let quick = Quick {
            draft,
            awaiting_focus: true,
            confirming_discard: false,
            ring: Ring::on(Target::Field(QUICK_TITLE_ID)),
        };
        (quick, operation::focus(Id::new(QUICK_TITLE_ID)))
    }

    /// Esc: closes a popover with no title; with one, asks first; in the
    /// question, goes back to the title.
    pub fn escape(&mut self, ctx: &Context) -> (Task<Message>, Option<Event>) {
        if self.confirming_discard {
            self.update(Message::KeepEditing, ctx)
        } else if self.draft.title.trim().is_empty() {
            (Task::none(), Some(Event::Cancel))
        } else {
            self.confirming_discard = true;
            self.ring.set(Target::Button(KEEP));
            (Task::none(), None)
        }
    }

    /// Whether "Discard the new event?" is showing.
    pub fn confirming_discard(&self) -> bool {
        self.confirming_discard
    }

    /// Whether the title has not taken the focus yet.
    pub fn awaiting_focus(&self) -> bool {
        self.awaiting_focus
    }

    /// Text typed before the title took the focus goes into it; returns
    /// whether it did.
    pub fn type_ahead(&mut self, text: &str) -> bool {
        if self.awaiting_focus {
            self.draft.title.push_str(text);
        }
        self.awaiting_focus
    }

    /// Tab or Shift+Tab (the title has been reached).
    pub fn tab(&mut self, from: Option<&Id>, backward: bool) -> Task<Message> {
        self.awaiting_focus = false;
        Stops::tab(self, from, backward)
    }

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

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        self.awaiting_focus = false;
        let event = match message {
            Message::Title(t) => {
                self.ring.set(Target::Field(QUICK_TITLE_ID));
                self.draft.title = t;
                None
            }
            Message::Save => (!self.draft.title.trim().is_empty())
                .then(|| Event::Save(Box::new(self.draft.clone()))),
            Message::More => Some(Event::More(Box::new(self.draft.clone()))),
            Message::Cancel | Message::Discard => Some(Event::Cancel),
            Message::KeepEditing => {
                self.confirming_discard = false;
                self.ring.set(Target::Field(QUICK_TITLE_ID));
                return (operation::focus(Id::new(QUICK_TITLE_ID)), None);
            }
            Message::Ring(target) => {
                self.ring.set(target);
                None
            }
        };
        (Task::none(), event)
    }

    pub fn view(&self, _: &Context) -> Element<'_, Message> {
        if self.confirming_discard {
            let title = self.draft.title.trim().to_owned();
            let body = confirm(Confirm {
                question: fl!("quick-discard-question", title = title),
                explained: fl!("quick-discard-explained"),
                keep: (
                    fl!("editor-keep-editing"),
                    self.ring.is_on(KEEP),
                    Message::KeepEditing,
                ),
                confirm: (
                    fl!("editor-discard"),
                    self.ring.is_on(DISCARD),
                    Message::Discard,
                ),
                width: 360.0,
                stops: [Target::Button(KEEP), Target::Button(DISCARD)],
            });
            return dialog(scope(
                card(body),
                self.order(),
                self.ring.current(),
                Message::Ring,
            ));
        }
        let save = button(text(fl!("action-save")).size(size::BODY))
            .padding(crate::ui::theme::pad_small::WIDE);
        let save = if self.draft.title.trim().is_empty() {
            save.style(theme::focus_ring(button::secondary, self.ring.is_on(SAVE)))
        } else {
            save.style(theme::focus_ring(button::primary, self.ring.is_on(SAVE)))
                .on_press(Message::Save)
        };
        let body = column![
            text(fl!("quick-title")).size(size::LARGE).font(theme::BOLD),
            text(self.when()).size(size::LABEL),
            text_input(&fl!("quick-title-placeholder"), &self.draft.title)
                .id(Id::new(QUICK_TITLE_ID))
                .on_input(Message::Title)
                .on_submit(Message::Save)
                .size(size::FIELD)
                .padding(gap::SMALL),
            row![
                stop(
                    button(text(fl!("quick-more-options")).size(size::LABEL))
                        .style(theme::focus_ring(button::text, self.ring.is_on(MORE)))
                        .on_press(Message::More),
                    Target::Button(MORE)
                ),
                space::horizontal(),
                stop(
                    button(text(fl!("action-cancel")).size(size::BODY))
                        .style(theme::focus_ring(button::text, self.ring.is_on(CANCEL)))
                        .on_press(Message::Cancel),
                    Target::Button(CANCEL)
                ),
                stop(save, Target::Button(SAVE)),
            ]
            .spacing(gap::TIGHT + 2.0)
            .align_y(iced::Center),
        ]
        .spacing(crate::ui::theme::spot::CONTROLS)
        .width(360);
        dialog(scope(
            card(body),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }
}

impl Stops for Quick {
    type Message = Message;

    fn said(&self) -> Option<String> {
        if !self.confirming_discard {
            return None;
        }
        let title = self.draft.title.as_str();
        let question = fl!("quick-discard-question", title = title);
        Some(format!("{question} {}", fl!("quick-discard-explained")))
    }

    fn spoken(&self, target: Target, _: &Context) -> Option<Spoken<Message>> {
        match target {
            Target::Field(QUICK_TITLE_ID) => Some(Spoken::field(
                fl!("quick-title-placeholder"),
                &self.draft.title,
                Message::Title,
            )),
            Target::Button(MORE) => Some(Spoken::button(fl!("quick-more-options"))),
            _ => None,
        }
    }

    fn order(&self) -> Vec<Target> {
        if self.confirming_discard {
            return vec![Target::Button(KEEP), Target::Button(DISCARD)];
        }
        vec![
            Target::Field(QUICK_TITLE_ID),
            Target::Button(MORE),
            Target::Button(CANCEL),
            Target::Button(SAVE),
        ]
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        match name {
            MORE => Some(Message::More),
            CANCEL => Some(Message::Cancel),
            SAVE => Some(Message::Save),
            KEEP => Some(Message::KeepEditing),
            DISCARD => Some(Message::Discard),
            _ => None,
        }
    }
}
