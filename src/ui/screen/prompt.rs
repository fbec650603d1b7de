//! Asking which occurrences a change to a repeating event applies to (a
//! delete, an edit or a drag), as a dialog over the window: "Only this
//! event / This and following events / All events". The keyboard answers
//! too: ↑/↓ or Tab move between the choices, Enter or Space picks one, and
//! 1, 2, 3 pick directly. Esc or Cancel changes nothing.

use iced::widget::{button, column, row, text};
use iced::{Center, Fill, Task};

use crate::draft::Edit;
use crate::fl;
use crate::model::{OccurrenceRef, Scope};
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::action;
use crate::ui::widget::focus::{stop, Ring, Spoken, Stops, Target};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card, dialog, Element};

/// What the dialog reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// One of the three scopes was chosen.
    Chosen(Scope),
    /// Cancel: nothing changes.
    Cancel,
    /// Tab moved the keyboard to this stop (the dialog's scope did it).
    Ring(Target),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Carry out the pending change for this scope.
    Answer(Scope),
    /// Close without changing anything.
    Cancel,
}

/// What waits for the user's answer.
#[derive(Debug, Clone)]
pub enum Pending {
    /// Delete the occurrences.
    Delete,
    /// Save the editor's changes.
    Save(Box<Edit>),
    /// Move or resize by a drag.
    Move(Box<Edit>),
}

/// A change to an occurrence of a repeating event, waiting for its scope.
#[derive(Debug, Clone)]
pub struct ScopePrompt {
    pub what: OccurrenceRef,
    pub title: String,
    pub pending: Pending,
    ring: Ring,
}

const THIS: &str = "only-this";
const FOLLOWING: &str = "following";
const ALL: &str = "all";
const CANCEL: &str = "cancel";

impl ScopePrompt {
    /// The window's title while the question is on top.
    pub fn title(&self) -> String {
        fl!("title-which-events")
    }

    /// Asks about `pending` on `what` (titled `title`); the keyboard starts
    /// on the first choice offered.
    pub fn new(what: OccurrenceRef, title: String, pending: Pending) -> ScopePrompt {
        let mut prompt = ScopePrompt {
            what,
            title,
            pending,
            ring: Ring::default(),
        };
        prompt.ring = Ring::on(prompt.order()[0]);
        prompt
    }

    /// Whether "Only this event" makes sense: not for a new rule,
    /// reminders, calendar or restored dates, which belong to a series.
    pub fn offers_only_this(&self) -> bool {
        match &self.pending {
            Pending::Delete => true,
            Pending::Save(edit) | Pending::Move(edit) => !edit.changes_series(),
        }
    }

    /// The choice the keyboard is on.
    pub fn focused(&self) -> Option<Target> {
        self.ring.current()
    }

    /// A digit typed: 1, 2 and 3 are the three choices (1 only when
    /// offered).
    pub fn digit(&self, typed: &str) -> Option<Message> {
        match typed {
            "1" if self.offers_only_this() => self.message_of(THIS),
            "2" => self.message_of(FOLLOWING),
            "3" => self.message_of(ALL),
            _ => None,
        }
    }

    fn message_of(&self, name: &str) -> Option<Message> {
        let rid = self.what.recurrence_id;
        Some(match name {
            THIS => Message::Chosen(Scope::This(rid)),
            FOLLOWING => Message::Chosen(Scope::Following(rid)),
            ALL => Message::Chosen(Scope::All),
            CANCEL => Message::Cancel,
            _ => return None,
        })
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Chosen(Scope::This(_)) if !self.offers_only_this() => None,
            Message::Chosen(scope) => Some(Event::Answer(scope)),
            Message::Cancel => Some(Event::Cancel),
            Message::Ring(target) => {
                self.ring.set(target);
                None
            }
        };
        (Task::none(), event)
    }

    pub fn view(&self, _: &Context) -> Element<'_, Message> {
        let choice = |number: &str, label: String, name: &'static str, enabled: bool| {
            let keys = text(number.to_owned())
                .size(size::BODY)
                .style(theme::secondary);
            let b = button(row![keys, text(label).size(size::BODY)].spacing(gap::MEDIUM))
                .width(Fill)
                .padding(crate::ui::theme::spot::CHOICE)
                .style(theme::focus_ring(button::secondary, self.ring.is_on(name)));
            stop(
                b.on_press_maybe(enabled.then(|| self.message_of(name)).flatten()),
                Target::Button(name),
            )
        };
        let (question, note) = self.question();
        let body = column![
            text(question).size(size::HEADING).font(theme::BOLD),
            text(note).size(size::BODY),
            choice("1", fl!("prompt-only-this"), THIS, self.offers_only_this()),
            choice("2", fl!("prompt-following"), FOLLOWING, true),
            choice("3", fl!("prompt-all"), ALL, true),
            row![stop(
                action(
                    fl!("action-cancel"),
                    button::text,
                    self.ring.is_on(CANCEL),
                    theme::pad::BUTTON,
                )
                .on_press(Message::Cancel),
                Target::Button(CANCEL)
            )]
            .width(Fill)
            .align_y(Center),
        ]
        .spacing(crate::ui::theme::spot::CONTROLS)
        .width(340);
        dialog(scope(
            card(body).padding(gap::XLARGE),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }
}

impl ScopePrompt {
    /// The question and the note under it.
    fn question(&self) -> (String, String) {
        let title = self.title.as_str();
        let question = match self.pending {
            Pending::Delete => fl!("prompt-delete-question", title = title),
            Pending::Save(_) => fl!("prompt-save-question", title = title),
            Pending::Move(_) => fl!("prompt-move-question", title = title),
        };
        let note = if self.offers_only_this() {
            fl!("prompt-repeating")
        } else {
            fl!("prompt-repeating-series")
        };
        (question, note)
    }
}

impl Stops for ScopePrompt {
    type Message = Message;

    fn said(&self) -> Option<String> {
        let (question, note) = self.question();
        Some(format!("{question} {note}"))
    }

    fn spoken(&self, target: Target, _: &Context) -> Option<Spoken<Message>> {
        let words = match target {
            Target::Button(THIS) => fl!("prompt-only-this"),
            Target::Button(FOLLOWING) => fl!("prompt-following"),
            Target::Button(ALL) => fl!("prompt-all"),
            _ => return None,
        };
        Some(Spoken::button(words))
    }

    fn order(&self) -> Vec<Target> {
        let mut order = Vec::with_capacity(4);
        if self.offers_only_this() {
            order.push(Target::Button(THIS));
        }
        order.extend([
            Target::Button(FOLLOWING),
            Target::Button(ALL),
            Target::Button(CANCEL),
        ]);
        order
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        self.message_of(name)
    }
}
