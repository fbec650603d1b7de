//! A calendar's dialog: add one, or rename, recolor (the palette, or any
//! `#rrggbb`), set its default reminders, and delete it after saying how
//! many events go with it (undo brings them back).

mod heard;
mod reminders;

use chrono::Duration;
use iced::widget::{button, column, row, space, text, text_input};
use iced::{Center, Task};

use crate::fl;
use crate::model::{CalendarId, DefaultReminders, Reminder, PALETTE};
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::{action, cancel, closing, confirm, main, Confirm};
use crate::ui::widget::focus::{stop, Ring, Spoken, Stops, Target};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card, card_height, dialog, form_card, swatch, Element};
use reminders::{add, remove, Shown, ADD_ALL_DAY, ADD_TIMED, REMOVE_ALL_DAY, REMOVE_TIMED};
pub use reminders::{AllDayPreset, Preset};

/// The name field's id.
pub const NAME_ID: &str = "calendar-name";
/// The custom color field's id.
pub const COLOR_ID: &str = "calendar-color";

/// What the dialog reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The name was edited.
    Name(String),
    /// A palette color was clicked.
    Color(&'static str),
    /// The custom color field was edited.
    CustomColor(String),
    /// A reminder was added from the list.
    AddReminder(Preset),
    /// ↑ or ↓ on the list: this choice is shown, for Enter to add.
    ShowReminder(Preset),
    /// A reminder's × was clicked.
    RemoveReminder(usize),
    /// A reminder for all-day events was added from its list.
    AddAllDayReminder(AllDayPreset),
    /// ↑ or ↓ on the all-day list: this choice is shown.
    ShowAllDayReminder(AllDayPreset),
    /// An all-day events' reminder's × was clicked.
    RemoveAllDayReminder(usize),
    /// Save (Enter in the name field too).
    Save,
    /// "Delete calendar…": ask first.
    AskDelete,
    /// The delete was confirmed.
    Delete,
    /// Back from the delete question.
    KeepIt,
    /// Cancel: nothing changes.
    Cancel,
    /// Tab moved the keyboard to this stop.
    Ring(Target),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Add (`id` is `None`) or change a calendar.
    Save {
        id: Option<CalendarId>,
        /// Its name before this dialog (to find it by).
        was: Option<String>,
        name: String,
        color: String,
        reminders: DefaultReminders,
    },
    /// Delete the calendar and its events.
    Delete(CalendarId),
    /// Close without changing anything.
    Cancel,
}

/// What the calendar is now, for the dialog to open on.
#[derive(Debug, Clone)]
pub struct Existing {
    pub id: CalendarId,
    pub name: String,
    pub color: String,
    pub reminders: DefaultReminders,
    /// How many events it holds (the delete question says so).
    pub events: usize,
    /// The account it is synced from: it is deleted on the server, not here.
    pub account: Option<String>,
    /// It is a subscription: deleting it unsubscribes (not journaled; the
    /// feed brings the events back).
    pub subscription: bool,
}

/// How wide the form is.
const FORM_WIDTH: f32 = 420.0;
/// The tallest the card grows in a tall window.
const TALLEST: f32 = 800.0;

const SAVE: &str = "save";
const CANCEL: &str = "cancel";
const DELETE: &str = "delete";
const CONFIRM: &str = "confirm";
const KEEP: &str = "keep";

/// The form.
#[derive(Debug, Clone)]
pub struct CalendarDialog {
    existing: Option<Existing>,
    name: String,
    color: String,
    /// The custom color field's text (may be half typed).
    custom: String,
    reminders: DefaultReminders,
    /// The choices the keyboard shows in the lists, before they are added.
    shown: Shown,
    /// The delete question is shown.
    confirming: bool,
    /// Why the last save was refused.
    error: Option<String>,
    ring: Ring,
}

impl CalendarDialog {
    /// The window's title while the dialog is on top.
    pub fn title(&self) -> String {
        if self.confirming() {
            fl!("title-delete-calendar")
        } else if self.is_new() {
            fl!("calendar-new-title")
        } else {
            fl!("calendar-title")
        }
    }

    /// A new calendar: the next palette color and `reminders` (the
    /// Preferences' default).
    pub fn new(color: &str, reminders: DefaultReminders) -> CalendarDialog {
        CalendarDialog {
            existing: None,
            name: String::new(),
            color: color.to_owned(),
            custom: color.to_owned(),
            reminders,
            shown: Shown::default(),
            confirming: false,
            error: None,
            ring: Ring::on(Target::Field(NAME_ID)),
        }
    }

    /// The dialog on an existing calendar.
    pub fn edit(existing: Existing) -> CalendarDialog {
        CalendarDialog {
            name: existing.name.clone(),
            color: existing.color.clone(),
            custom: existing.color.clone(),
            reminders: existing.reminders.clone(),
            existing: Some(existing),
            shown: Shown::default(),
            confirming: false,
            error: None,
            ring: Ring::on(Target::Field(NAME_ID)),
        }
    }

    /// The store refused the save: say why, keep the form.
    pub fn refused(&mut self, why: String) {
        self.error = Some(why);
    }

    /// Whether this dialog adds a calendar (else it changes one).
    pub fn is_new(&self) -> bool {
        self.existing.is_none()
    }

    /// Whether the delete question is up.
    pub fn confirming(&self) -> bool {
        self.confirming
    }

    /// The name field takes the keyboard.
    pub fn focus_name<M: Send + 'static>() -> Task<M> {
        iced::widget::operation::focus(iced::widget::Id::new(NAME_ID))
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Name(n) => {
                self.name = n;
                self.error = None;
                self.ring.set(Target::Field(NAME_ID));
                None
            }
            Message::Color(c) => {
                self.color = c.to_owned();
                self.custom = c.to_owned();
                None
            }
            Message::CustomColor(text) => {
                let t = text.trim();
                if valid_color(t) {
                    self.color = t.to_ascii_lowercase();
                }
                self.custom = text;
                self.ring.set(Target::Field(COLOR_ID));
                None
            }
            Message::AddReminder(p) => {
                add(
                    &mut self.reminders.timed,
                    Reminder::Before(Duration::minutes(p.0)),
                );
                self.shown.timed = None;
                None
            }
            Message::ShowReminder(p) => {
                self.shown.timed = Some(p);
                None
            }
            Message::RemoveReminder(i) => {
                remove(&mut self.reminders.timed, i);
                self.ring_after_removing(REMOVE_TIMED, self.reminders.timed.len(), ADD_TIMED);
                None
            }
            Message::AddAllDayReminder(p) => {
                add(&mut self.reminders.all_day, p.0.reminder());
                self.shown.all_day = None;
                None
            }
            Message::ShowAllDayReminder(p) => {
                self.shown.all_day = Some(p);
                None
            }
            Message::RemoveAllDayReminder(i) => {
                remove(&mut self.reminders.all_day, i);
                let left = self.reminders.all_day.len();
                self.ring_after_removing(REMOVE_ALL_DAY, left, ADD_ALL_DAY);
                None
            }
            Message::Save => self.save(),
            Message::AskDelete => {
                if self.existing.as_ref().is_some_and(|e| e.account.is_none()) {
                    self.confirming = true;
                    self.ring = Ring::on(Target::Button(KEEP));
                }
                None
            }
            Message::Delete => self.existing.as_ref().map(|e| Event::Delete(e.id)),
            Message::KeepIt => {
                self.confirming = false;
                self.ring = Ring::on(Target::Button(DELETE));
                None
            }
            Message::Cancel => Some(Event::Cancel),
            Message::Ring(target) => {
                self.ring.set(target);
                // A dialog that scrolls in a small window brings the stop
                // the keyboard went to into view.
                return (crate::ui::widget::reveal::reveal(), None);
            }
        };
        (Task::none(), event)
    }

    /// A × pressed by keyboard went with its reminder: the ring goes to
    /// the × now in its place, else the last one, else the list's menu.
    fn ring_after_removing(&mut self, row: &'static str, left: usize, menu: &'static str) {
        if let Some(Target::Item(name, i)) = self.ring.current() {
            if name == row && i >= left {
                self.ring.set(match left {
                    0 => Target::Button(menu),
                    n => Target::Item(row, n - 1),
                });
            }
        }
    }

    fn save(&mut self) -> Option<Event> {
        let name = self.name.trim();
        if name.is_empty() {
            self.error = Some(fl!("calendar-error-no-name"));
            return None;
        }
        if !valid_color(self.custom.trim()) {
            self.error = Some(fl!(
                "calendar-error-not-a-color",
                color = self.custom.trim()
            ));
            return None;
        }
        Some(Event::Save {
            id: self.existing.as_ref().map(|e| e.id),
            was: self.existing.as_ref().map(|e| e.name.clone()),
            name: name.to_owned(),
            color: self.color.clone(),
            reminders: self.reminders.clone(),
        })
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        if self.confirming {
            return self.confirm_view();
        }
        // The card fits the window: in a short one the form scrolls above
        // the buttons, which stay in reach.
        iced::widget::responsive(move |window| {
            self.form_view(ctx, card_height(window.height, TALLEST))
        })
        .into()
    }

    /// The form in a card at most `height` tall.
    fn form_view<'a>(&'a self, ctx: &'a Context, height: f32) -> Element<'a, Message> {
        let heading = if self.is_new() {
            fl!("calendar-new-title")
        } else {
            fl!("calendar-title")
        };
        let palette = row(PALETTE.iter().map(|c| {
            let chosen = self.color.eq_ignore_ascii_case(c);
            button(swatch(theme::calendar_color(c), 18.0))
                .padding(crate::ui::theme::spot::SWATCH)
                .style(theme::toggle(chosen))
                .on_press(Message::Color(c))
                .into()
        }))
        .spacing(gap::TIGHT)
        .align_y(Center);
        let custom = row![
            swatch(theme::calendar_color(&self.color), 18.0),
            text_input("#rrggbb", &self.custom)
                .id(iced::widget::Id::new(COLOR_ID))
                .on_input(Message::CustomColor)
                .on_submit(Message::Save)
                .size(size::BODY)
                .padding(crate::ui::theme::spot::SHORT_FIELD)
                .width(110),
        ]
        .spacing(gap::SMALL)
        .align_y(Center);
        let [reminders, all_day] = reminders::lists(
            ctx,
            &self.reminders.timed,
            &self.reminders.all_day,
            &self.shown,
            &self.ring,
        );
        let delete = self.existing.as_ref().map(|e| {
            let label = if e.subscription {
                fl!("calendar-unsubscribe")
            } else {
                fl!("calendar-delete")
            };
            action(
                label,
                button::danger,
                self.ring.is_on(DELETE),
                theme::pad::BUTTON,
            )
            .on_press_maybe(e.account.is_none().then_some(Message::AskDelete))
        });
        let save = if self.is_new() {
            fl!("action-add")
        } else {
            fl!("action-save")
        };
        let actions = closing(
            delete.map(|d| stop(d, Target::Button(DELETE))),
            cancel(&self.ring, Message::Cancel),
            Some(stop(
                main(save, self.ring.is_on(SAVE)).on_press(Message::Save),
                Target::Button(SAVE),
            )),
        );
        let label = |t: String| text(t).size(size::LABEL).style(theme::secondary);
        let mut body = column![
            text(heading).size(size::HEADING).font(theme::BOLD),
            label(fl!("calendar-name")),
            text_input(&fl!("calendar-name-examples"), &self.name)
                .id(iced::widget::Id::new(NAME_ID))
                .on_input(Message::Name)
                .on_submit(Message::Save)
                .size(size::FIELD)
                .padding(crate::ui::theme::pad_small::TOOL),
            label(fl!("calendar-color")),
            palette,
            custom,
            label(fl!("calendar-default-reminders")),
            reminders,
            label(fl!("calendar-all-day-reminders")),
            all_day,
        ]
        .spacing(gap::SMALL)
        .width(FORM_WIDTH);
        if let Some(account) = self.existing.as_ref().and_then(|e| e.account.as_ref()) {
            body = body.push(
                text(fl!("calendar-from-account", account = account))
                    .size(size::LABEL)
                    .style(theme::secondary),
            );
        }
        if let Some(e) = &self.error {
            body = body.push(text(e.clone()).size(size::LABEL).style(theme::error));
        }
        let body = body.padding(crate::ui::theme::spot::FORM);
        let width = FORM_WIDTH + 2.0 * (gap::LARGE + crate::ui::theme::spot::FORM[1]);
        dialog(scope(
            form_card(body, actions, width, height),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }

    fn confirm_view(&self) -> Element<'_, Message> {
        let Some((question, explained)) = self.question_parts() else {
            return space().into();
        };
        let body = confirm(Confirm {
            question,
            explained,
            keep: (fl!("calendar-keep"), self.ring.is_on(KEEP), Message::KeepIt),
            confirm: (
                fl!("action-delete"),
                self.ring.is_on(CONFIRM),
                Message::Delete,
            ),
            width: 380.0,
            stops: [Target::Button(KEEP), Target::Button(CONFIRM)],
        });
        dialog(scope(
            card(body).padding(gap::XLARGE),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }
}

fn valid_color(t: &str) -> bool {
    let hex = t.strip_prefix('#').unwrap_or("");
    hex.len() == 6 && hex.chars().all(|c| c.is_ascii_hexdigit())
}

impl Stops for CalendarDialog {
    type Message = Message;

    fn said(&self) -> Option<String> {
        self.question().or_else(|| self.error.clone())
    }

    fn spoken(&self, target: Target, ctx: &Context) -> Option<Spoken<Message>> {
        self.spoken_stop(target, ctx)
    }

    fn order(&self) -> Vec<Target> {
        if self.confirming {
            return vec![Target::Button(KEEP), Target::Button(CONFIRM)];
        }
        let mut order = vec![Target::Field(NAME_ID), Target::Field(COLOR_ID)];
        let lists = [
            (REMOVE_TIMED, self.reminders.timed.len(), ADD_TIMED),
            (REMOVE_ALL_DAY, self.reminders.all_day.len(), ADD_ALL_DAY),
        ];
        for (row, count, menu) in lists {
            order.extend((0..count).map(|i| Target::Item(row, i)));
            order.push(Target::Button(menu));
        }
        if self.existing.as_ref().is_some_and(|e| e.account.is_none()) {
            order.push(Target::Button(DELETE));
        }
        order.extend([Target::Button(CANCEL), Target::Button(SAVE)]);
        order
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        Some(match name {
            SAVE => Message::Save,
            CANCEL => Message::Cancel,
            DELETE => Message::AskDelete,
            CONFIRM => Message::Delete,
            KEEP => Message::KeepIt,
            ADD_TIMED | ADD_ALL_DAY => return self.shown.press(name),
            _ => return None,
        })
    }

    fn press_item(&self, name: &'static str, index: usize) -> Option<Message> {
        match name {
            REMOVE_TIMED if index < self.reminders.timed.len() => {
                Some(Message::RemoveReminder(index))
            }
            REMOVE_ALL_DAY if index < self.reminders.all_day.len() => {
                Some(Message::RemoveAllDayReminder(index))
            }
            _ => None,
        }
    }

    fn choose(&self, name: &'static str, backward: bool) -> Option<Message> {
        self.shown.step(name, backward)
    }
}
