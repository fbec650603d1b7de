//! The dialogs over the window, as one stack.
//!
//! Why a stack: a dialog can legitimately sit over another (the "which
//! occurrences?" question over the editor that asked it), and the keyboard,
//! the title and Esc belong to the one on top. Eight `Option` fields, each
//! enumerated by hand in every place that asked "which dialog is on top?",
//! disagreed about the order; here the order is the order they opened in,
//! and each question (title, Tab, Enter/Space, drawing) is asked of
//! [`Dialogs::top`] or of each in turn, in one place.
//!
//! Adding a dialog: one line in the `dialogs!` list below (its screen type,
//! the app's message that wraps the screen's, and its accessors), one
//! `Message` variant and one arm in `App::update` for its events.

use iced::widget::Id;
use iced::Task;

use super::Message;
use crate::a11y::{Key, Part};
use crate::ui::context::Context;
use crate::ui::screen::account::AccountDialog;
use crate::ui::screen::calendar::{self, CalendarDialog};
use crate::ui::screen::editor::{self, Editor};
use crate::ui::screen::goto::GoTo;
use crate::ui::screen::preferences::PreferencesDialog;
use crate::ui::screen::prompt::ScopePrompt;
use crate::ui::screen::quick::Quick;
use crate::ui::screen::transfer::Transfer;
use crate::ui::widget::focus::{Stops, Target};
use crate::ui::widget::heard::Heard;
use crate::ui::widget::Element;

/// Declares the dialogs: the [`Dialog`] enum, what every dialog answers
/// (title, Tab, Enter/Space, view), and the stack's accessors by kind.
macro_rules! dialogs {
    ($($kind:ident($screen:ty) => $message:ident, $get:ident, $get_mut:ident, $take:ident;)*) => {
        /// One dialog over the window.
        pub(super) enum Dialog {
            $($kind($screen),)*
        }

        impl Dialog {
            /// The window's title while this dialog is on top.
            fn title(&self) -> String {
                match self {
                    $(Dialog::$kind(d) => d.title(),)*
                }
            }

            /// Tab (or Shift+Tab, ↓ or ↑) from the field `from`.
            fn tab(&mut self, from: Option<&Id>, backward: bool) -> Task<Message> {
                match self {
                    $(Dialog::$kind(d) => d.tab(from, backward).map(Message::$message),)*
                }
            }

            /// What Enter or Space on the button the keyboard is on sends.
            fn activate(&self) -> Option<Message> {
                match self {
                    $(Dialog::$kind(d) => d.activate().map(Message::$message),)*
                }
            }

            /// What Enter sends: the button the keyboard is on, or what
            /// Enter in the field it is on does.
            fn enter(&self) -> Option<Message> {
                match self {
                    $(Dialog::$kind(d) => d.on_enter().map(Message::$message),)*
                }
            }

            /// Where the keyboard is in this dialog.
            fn focused(&self) -> Option<Target> {
                match self {
                    $(Dialog::$kind(d) => d.ring().current(),)*
                }
            }

            /// What ↑ (`backward`) or ↓ on the pick list the keyboard is on
            /// sends: its previous or next choice.
            fn choose(&self, backward: bool) -> Option<Message> {
                match self {
                    $(Dialog::$kind(d) => d.step_choice(backward).map(Message::$message),)*
                }
            }

            /// What ← (`backward`) or → on the control the keyboard is on
            /// sends: the control beside it, in a grid.
            fn beside(&self, backward: bool) -> Option<Message> {
                match self {
                    $(Dialog::$kind(d) => d.step_beside(backward).map(Message::$message),)*
                }
            }

            /// The dialog as a screen reader hears it, and the part the
            /// keyboard is on.
            fn heard(&self, ctx: &Context) -> (Part<Message>, Option<Key>) {
                match self {
                    $(Dialog::$kind(d) => {
                        let (part, focus) = d.heard_as(stringify!($kind), d.title(), ctx);
                        let mut part = part.map(Message::$message);
                        // Its parts are its stops, in order: focusing one
                        // puts the keyboard there.
                        for (stop, target) in part.children.iter_mut().zip(d.order()) {
                            stop.on_focus = Some(Message::FocusStop(target));
                        }
                        (part, focus)
                    })*
                }
            }

            /// This dialog's stops, by the ids of what they are drawn in,
            /// with their parts' keys.
            fn stops(&self) -> Vec<(iced::widget::Id, Key)> {
                match self {
                    $(Dialog::$kind(d) => d
                        .order()
                        .into_iter()
                        .map(|t| {
                            let key = crate::ui::widget::heard::key(stringify!($kind), t);
                            (crate::ui::widget::focus::stop_id(t), key)
                        })
                        .collect(),)*
                }
            }

            /// The keyboard to `target` of this dialog.
            fn go(&mut self, target: Target) -> Task<Message> {
                match self {
                    $(Dialog::$kind(d) => d.ring_mut().go(target),)*
                }
            }

            fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
                match self {
                    $(Dialog::$kind(d) => d.view(ctx).map(Message::$message),)*
                }
            }

            /// Whether `other` is the same kind of dialog.
            fn same_kind(&self, other: &Dialog) -> bool {
                std::mem::discriminant(self) == std::mem::discriminant(other)
            }
        }

        impl Dialogs {
            $(
                /// The dialog of this kind, if open.
                // Every kind gets all three; not every kind needs each.
                #[allow(dead_code)]
                pub(super) fn $get(&self) -> Option<&$screen> {
                    self.0.iter().rev().find_map(|d| match d {
                        Dialog::$kind(d) => Some(d),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    })
                }

                /// The dialog of this kind, if open, to change.
                #[allow(dead_code)]
                pub(super) fn $get_mut(&mut self) -> Option<&mut $screen> {
                    self.0.iter_mut().rev().find_map(|d| match d {
                        Dialog::$kind(d) => Some(d),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    })
                }

                /// Closes the dialog of this kind, returning it.
                #[allow(dead_code)]
                pub(super) fn $take(&mut self) -> Option<$screen> {
                    let at = self.0.iter().rposition(|d| matches!(d, Dialog::$kind(_)))?;
                    match self.0.remove(at) {
                        Dialog::$kind(d) => Some(d),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            )*
        }
    };
}

dialogs! {
    Editor(Box<Editor>) => Editor, editor, editor_mut, take_editor;
    Quick(Quick) => Quick, quick, quick_mut, take_quick;
    Transfer(Transfer) => Transfer, transfer, transfer_mut, take_transfer;
    GoTo(GoTo) => GoTo, goto, goto_mut, take_goto;
    Calendar(CalendarDialog) => Calendar, calendar, calendar_mut, take_calendar;
    Preferences(PreferencesDialog) => Preferences, preferences, preferences_mut, take_preferences;
    Account(AccountDialog) => Account, account, account_mut, take_account;
    Prompt(ScopePrompt) => Prompt, prompt, prompt_mut, take_prompt;
}

/// The dialogs over the window, bottom to top, and how many were ever
/// opened (so that the app sees a dialog open, whoever opened it).
#[derive(Default)]
pub(super) struct Dialogs(Vec<Dialog>, u64);

/// What Esc did to the top dialog.
pub(super) enum Escaped {
    /// Nothing was open.
    Nothing,
    /// The top dialog closed, or stepped back (a confirmation left).
    Handled(Task<Message>),
}

impl Dialogs {
    /// Opens `dialog` on top; one already open of its kind closes (a
    /// dialog is never open twice).
    pub(super) fn open(&mut self, dialog: Dialog) {
        self.0.retain(|d| !d.same_kind(&dialog));
        self.0.push(dialog);
        self.1 += 1;
    }

    /// How many dialogs were opened so far.
    pub(super) fn opened(&self) -> u64 {
        self.1
    }

    /// Whether any dialog is open.
    pub(super) fn any(&self) -> bool {
        !self.0.is_empty()
    }

    /// The dialog on top.
    pub(super) fn top(&self) -> Option<&Dialog> {
        self.0.last()
    }

    /// The window's title for the dialog on top (`None`: no dialog).
    pub(super) fn title(&self) -> Option<String> {
        self.top().map(Dialog::title)
    }

    /// Tab from `from` in the dialog on top.
    pub(super) fn tab(&mut self, from: Option<&Id>, backward: bool) -> Task<Message> {
        match self.0.last_mut() {
            Some(d) => d.tab(from, backward),
            None => Task::none(),
        }
    }

    /// What pressing the button the keyboard is on in the top dialog sends.
    pub(super) fn activate(&self) -> Option<Message> {
        self.top()?.activate()
    }

    /// What Enter on the top dialog sends.
    pub(super) fn enter(&self) -> Option<Message> {
        self.top()?.enter()
    }

    /// Where the keyboard is in the top dialog.
    pub(super) fn focused(&self) -> Option<Target> {
        self.top()?.focused()
    }

    /// What ↑ or ↓ on the top dialog's pick list sends, if the keyboard is
    /// on one.
    pub(super) fn choose(&self, backward: bool) -> Option<Message> {
        self.top()?.choose(backward)
    }

    /// What ← or → on the top dialog sends, if the keyboard is on a
    /// control of a grid.
    pub(super) fn beside(&self, backward: bool) -> Option<Message> {
        self.top()?.beside(backward)
    }

    /// Esc on the top dialog: a confirmation steps back to its form, the
    /// editor asks before dropping changes, anything else closes.
    pub(super) fn escape(&mut self, ctx: &Context) -> Escaped {
        let Some(top) = self.0.last_mut() else {
            return Escaped::Nothing;
        };
        let (task, close) = match top {
            Dialog::Editor(e) => {
                let (task, event) = e.escape(ctx);
                (
                    task.map(Message::Editor),
                    event == Some(editor::Event::Close),
                )
            }
            Dialog::Quick(q) => {
                let (task, event) = q.escape(ctx);
                (
                    task.map(Message::Quick),
                    event == Some(crate::ui::screen::quick::Event::Cancel),
                )
            }
            Dialog::Calendar(c) if c.confirming() => {
                let _ = c.update(calendar::Message::KeepIt, ctx);
                (Task::none(), false)
            }
            Dialog::Account(a) if a.confirming() => {
                let _ = a.update(crate::ui::screen::account::Message::KeepIt, ctx);
                (Task::none(), false)
            }
            _ => (Task::none(), true),
        };
        if close {
            self.0.pop();
        }
        Escaped::Handled(task)
    }

    /// The stops of the dialog on top, by the ids of what they are drawn
    /// in, with their parts' keys.
    pub(super) fn stops(&self) -> Vec<(iced::widget::Id, Key)> {
        self.top().map_or_else(Vec::new, Dialog::stops)
    }

    /// The dialogs as a screen reader hears them, bottom to top, and the
    /// part the keyboard is on in the top one.
    pub(super) fn heard(&self, ctx: &Context) -> (Vec<Part<Message>>, Option<Key>) {
        let mut focus = None;
        let top = self.0.len().saturating_sub(1);
        let parts = self
            .0
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let (mut part, on) = d.heard(ctx);
                focus = on.or(Some(part.key));
                if i < top {
                    // Under another dialog: the keyboard cannot go there.
                    for stop in &mut part.children {
                        stop.on_focus = None;
                    }
                }
                part
            })
            .collect();
        (parts, focus)
    }

    /// The keyboard to `target` of the dialog on top.
    pub(super) fn go(&mut self, target: Target) -> Task<Message> {
        match self.0.last_mut() {
            Some(d) => d.go(target),
            None => Task::none(),
        }
    }

    pub(super) fn views<'a>(&'a self, ctx: &'a Context) -> Vec<Element<'a, Message>> {
        self.0.iter().map(|d| d.view(ctx)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Locale, Period, ViewKind};
    use crate::model::{OccurrenceRef, RecurrenceId};
    use crate::ui::screen::prompt::Pending;
    use chrono::{NaiveDate, TimeZone, Utc};

    fn context() -> Context {
        let day = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
        let now = Utc.with_ymd_and_hms(2026, 11, 26, 9, 0, 0).unwrap();
        let period = Period::new(ViewKind::Month, day);
        Context::new(Locale::default(), chrono_tz::UTC, now, period)
    }

    fn prompt() -> Dialog {
        let what = OccurrenceRef {
            uid: "a@x".into(),
            recurrence_id: RecurrenceId::Instant(Utc::now()),
        };
        Dialog::Prompt(ScopePrompt::new(what, "Tea".into(), Pending::Delete))
    }

    fn goto() -> Dialog {
        Dialog::GoTo(GoTo::new(NaiveDate::from_ymd_opt(2026, 11, 1).unwrap()))
    }

    #[test]
    fn the_top_is_the_last_opened_and_esc_closes_only_it() {
        crate::i18n::choose(Some("en-US"));
        let ctx = context();
        let mut stack = Dialogs::default();
        assert!(!stack.any() && stack.title().is_none());
        assert!(matches!(stack.escape(&ctx), Escaped::Nothing));
        stack.open(goto());
        stack.open(prompt());
        assert!(matches!(stack.top(), Some(Dialog::Prompt(_))));
        assert_eq!(stack.title().as_deref(), Some("Which events?"));
        assert!(matches!(stack.escape(&ctx), Escaped::Handled(_)));
        assert!(matches!(stack.top(), Some(Dialog::GoTo(_))));
        assert!(stack.prompt().is_none() && stack.goto().is_some());
    }

    #[test]
    fn a_dialog_is_never_open_twice() {
        let mut stack = Dialogs::default();
        stack.open(goto());
        stack.open(prompt());
        stack.open(goto());
        assert_eq!(stack.0.len(), 2);
        assert!(
            matches!(stack.top(), Some(Dialog::GoTo(_))),
            "reopened on top"
        );
        assert!(stack.take_goto().is_some() && stack.take_goto().is_none());
        assert!(matches!(stack.top(), Some(Dialog::Prompt(_))));
    }
}
