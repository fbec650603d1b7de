//! The editor's guests: a field that invites by address, with completion
//! from the addresses the calendars' meetings already name, and the list
//! of guests, each with × to take the invitation back. A meeting someone
//! else organises shows its guests, not the field.

use crate::fl;
use iced::widget::{button, column, row, text, text_input, Id};
use iced::{Center, Fill};

use super::{Editor, Message, GUESTS_ID, INVITE, REMOVE_GUEST, SUGGESTION};
use crate::model::CalendarAddress;
use crate::store::KnownAddress;
use crate::ui::theme;
use crate::ui::widget::focus::{stop, Target};
use crate::ui::widget::reveal::marked;
use crate::ui::widget::Element;

/// How many known addresses are offered under the field at once.
pub const SUGGESTIONS: usize = 5;

impl Editor {
    /// The known addresses that complete what is typed (in the address or
    /// the name, any case), not invited yet, most used first.
    pub fn suggestions(&self) -> Vec<&KnownAddress> {
        let typed = self.guest_query.trim().to_lowercase();
        if typed.is_empty() {
            return Vec::new();
        }
        self.known
            .iter()
            .flatten()
            .filter(|k| !self.draft.guests.contains(&k.address))
            .filter(|k| {
                k.address.shown().to_lowercase().contains(&typed)
                    || k.name
                        .as_deref()
                        .is_some_and(|n| n.to_lowercase().contains(&typed))
            })
            .take(SUGGESTIONS)
            .collect()
    }

    /// Enter in the field, or Invite: the typed address, else the first
    /// suggestion; text that is neither says so under the field.
    pub(super) fn invite_typed(&mut self) {
        let typed = self.guest_query.trim().to_owned();
        if typed.is_empty() {
            return;
        }
        let address = CalendarAddress::parse(&typed)
            .or_else(|| Some(self.suggestions().first()?.address.clone()));
        match address {
            Some(address) => self.invite(address),
            None => self.guest_problem = Some(fl!("editor-not-an-address", text = typed)),
        }
    }

    /// Invites `address` and clears the field.
    pub(super) fn invite(&mut self, address: CalendarAddress) {
        self.draft.invite(address);
        self.guest_query.clear();
        self.guest_problem = None;
    }

    /// The field was typed into.
    pub(super) fn guest_typed(&mut self, text: String) {
        self.guest_query = text;
        self.guest_problem = None;
    }

    /// × beside guest `index`.
    pub(super) fn uninvite(&mut self, index: usize) {
        if index < self.draft.guests.len() {
            self.draft.guests.remove(index);
        }
    }
}

/// The guests' section: the field (for my own meetings), its completions,
/// the guests, and what saving does with them.
pub(super) fn section(editor: &Editor) -> Element<'_, Message> {
    let d = &editor.draft;
    let open = editor.locked_by.is_none();
    let mut list = column![].spacing(theme::gap::TIGHT);
    if open {
        let field = text_input(&fl!("editor-guests-placeholder"), &editor.guest_query)
            .id(Id::new(GUESTS_ID))
            .on_input(Message::GuestQuery)
            .on_submit(Message::InviteTyped)
            .size(theme::size::BODY);
        let invite = button(text(fl!("editor-invite")).size(theme::size::LABEL))
            .padding(crate::ui::theme::spot::PRESET_ADD)
            .style(theme::focus_ring(
                button::secondary,
                editor.ring.is_on(INVITE),
            ));
        let invite = if editor.guest_query.trim().is_empty() {
            invite
        } else {
            invite.on_press(Message::InviteTyped)
        };
        list = list.push(
            row![
                field,
                stop(
                    marked(invite, editor.ring.is_on(INVITE)),
                    Target::Button(INVITE)
                )
            ]
            .spacing(theme::gap::SMALL)
            .align_y(Center),
        );
        if let Some(problem) = &editor.guest_problem {
            list = list.push(
                text(problem.clone())
                    .size(theme::size::LABEL)
                    .style(theme::error),
            );
        }
        for (i, known) in editor.suggestions().into_iter().enumerate() {
            let words = match &known.name {
                Some(name) => format!("{name} <{}>", known.address.shown()),
                None => known.address.shown().to_owned(),
            };
            let on = editor.ring.is_on_item(SUGGESTION, i);
            list = list.push(stop(
                marked(
                    button(text(words).size(theme::size::BODY))
                        .width(Fill)
                        .padding(crate::ui::theme::pad_small::ROW)
                        .style(theme::focus_ring(button::text, on))
                        .on_press(Message::Invite(known.address.clone())),
                    on,
                ),
                Target::Item(SUGGESTION, i),
            ));
        }
    }
    for (i, guest) in d.guests.iter().enumerate() {
        let mut line = row![text(guest.shown().to_owned())
            .size(theme::size::BODY)
            .width(Fill)]
        .align_y(Center);
        if open {
            let on = editor.ring.is_on_item(REMOVE_GUEST, i);
            line = line.push(stop(
                marked(
                    button(text("×").size(theme::size::BODY))
                        .style(theme::focus_ring(button::text, on))
                        .padding(crate::ui::theme::pad_small::ARROW)
                        .on_press(Message::Uninvite(i)),
                    on,
                ),
                Target::Item(REMOVE_GUEST, i),
            ));
        }
        list = list.push(line);
    }
    if open && !d.guests.is_empty() {
        let words = if editor.scheduling.contains(&d.calendar) {
            fl!("editor-guests-organizer")
        } else {
            fl!("details-not-delivered")
        };
        list = list.push(text(words).size(theme::size::LABEL).style(theme::secondary));
    }
    list.into()
}
