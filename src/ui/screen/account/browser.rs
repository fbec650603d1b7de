//! A browser sign-in under way, as the dialog shows it: the address the
//! browser was asked to open, with Copy (a browser that did not open, or
//! opened on another screen, leaves the user that address to open
//! themselves), and, as soon as it is known, that the browser could not be
//! opened and why. The sign-in goes on waiting either way.

use iced::widget::{button, column, row, text, text_input};
use iced::Task;

use crate::ui::widget::focus::Target;

use super::{AccountDialog, Message, Mode, COPY};
use crate::fl;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::action;
use crate::ui::widget::Element;

/// The field showing the address (read-only: select it, or Copy).
pub const ADDRESS_ID: &str = "account-sign-in-address";

/// What is known of the browser while a sign-in waits for it.
#[derive(Debug, Clone, Default)]
pub(super) struct BrowserSignIn {
    /// The address the browser was asked to open.
    address: Option<String>,
    /// Why the browser did not open.
    not_opened: Option<String>,
    /// Copy was pressed.
    copied: bool,
}

impl AccountDialog {
    /// Whether a browser sign-in is what is under way.
    fn signing_in(&self) -> bool {
        self.checking
            && match &self.mode {
                Mode::Google => true,
                Mode::Manage(m) => m.oauth,
                _ => false,
            }
    }

    /// The sign-in under way asked the browser to open `url`.
    pub fn signing_in_at(&mut self, url: String) {
        if self.signing_in() {
            self.browser.address = Some(url);
        }
    }

    /// The browser could not be opened (`why`: the program and what the
    /// system said).
    pub fn browser_not_opened(&mut self, why: String) {
        if self.signing_in() {
            self.browser.not_opened = Some(why);
        }
    }

    /// The address shown to open by hand, if any.
    pub fn sign_in_address(&self) -> Option<&str> {
        self.browser.address.as_deref()
    }

    /// The sign-in ended: nothing of it is shown any more.
    pub(super) fn forget_browser(&mut self) {
        self.browser = BrowserSignIn::default();
    }

    /// Copy: the address to the clipboard.
    pub(super) fn copy_address(&mut self) -> Task<Message> {
        match &self.browser.address {
            Some(url) => {
                self.browser.copied = true;
                self.ring
                    .set(crate::ui::widget::focus::Target::Button(COPY));
                iced::clipboard::write(url.clone())
            }
            None => Task::none(),
        }
    }

    /// Whether Copy is there to Tab to.
    pub(super) fn offers_copy(&self) -> bool {
        self.signing_in() && self.browser.address.is_some()
    }

    /// The lines under "Waiting for you to sign in…": that the browser
    /// did not open, and the address with Copy.
    pub(super) fn browser_lines(&self) -> Option<Element<'_, Message>> {
        if !self.signing_in() {
            return None;
        }
        let mut lines = column![].spacing(gap::TIGHT);
        if let Some(why) = &self.browser.not_opened {
            lines = lines.push(
                text(fl!("account-browser-not-opened", reason = why.as_str()))
                    .size(size::LABEL)
                    .style(theme::error),
            );
        }
        if let Some(url) = &self.browser.address {
            let copy = if self.browser.copied {
                fl!("account-address-copied")
            } else {
                fl!("account-copy-address")
            };
            lines = lines
                .push(
                    text(fl!("account-sign-in-address"))
                        .size(size::LABEL)
                        .style(theme::secondary),
                )
                .push(
                    row![
                        // No on_input: read-only, yet it can be selected
                        // and copied by hand too.
                        text_input("", url)
                            .id(iced::widget::Id::new(ADDRESS_ID))
                            .size(size::SMALL)
                            .padding(theme::pad_small::TOOL),
                        crate::ui::widget::focus::stop(
                            action(
                                copy,
                                button::secondary,
                                self.ring.is_on(COPY),
                                theme::pad::BUTTON
                            )
                            .on_press(Message::CopyAddress),
                            Target::Button(COPY)
                        ),
                    ]
                    .spacing(gap::SMALL),
                );
        }
        Some(lines.into())
    }
}
