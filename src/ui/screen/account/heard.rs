//! The account dialog as a screen reader hears it. A password field says
//! what it is for and never what it holds: its text stays out of the tree
//! (as it stays out of logs), and is typed with the keyboard.

use crate::a11y::Role;
use crate::fl;
use crate::ui::widget::focus::{Spoken, Target};

use super::{
    AccountDialog, Message, Mode, CA_ID, CLIENT_ID, CLIENT_SECRET_ID, COMMAND_ID, CONFIRM, COPY,
    GOOGLE, KEEP, NAME_ID, PASSWORD_ID, REMOVE, SUBMIT, URL_ID, USER_ID,
};

impl AccountDialog {
    /// The removal question, while it is asked.
    pub(super) fn question(&self) -> Option<String> {
        let Mode::Manage(m) = &self.mode else {
            return None;
        };
        if !self.confirming {
            return None;
        }
        let question = fl!("account-remove-question", name = m.name.as_str());
        Some(format!("{question} {}", fl!("account-remove-explained")))
    }

    /// How the stop `target` is heard.
    pub(super) fn spoken_stop(&self, target: Target) -> Option<Spoken<Message>> {
        let secret = |label: String| Spoken {
            role: Role::PasswordInput,
            ..Spoken::button(label)
        };
        Some(match target {
            Target::Field(NAME_ID) => Spoken::field(fl!("account-name"), &self.name, Message::Name),
            Target::Field(URL_ID) => {
                let label = match self.mode {
                    Mode::Subscribe => fl!("account-feed-address"),
                    _ => fl!("account-server"),
                };
                Spoken::field(label, &self.url, Message::Url)
            }
            Target::Field(USER_ID) => {
                let label = match self.mode {
                    Mode::Google => fl!("account-google-address"),
                    _ => fl!("account-user"),
                };
                Spoken::field(label, &self.user, Message::User)
            }
            Target::Field(PASSWORD_ID) => secret(match self.mode {
                Mode::Manage(_) => fl!("account-new-password"),
                _ => fl!("account-password"),
            }),
            Target::Field(CLIENT_SECRET_ID) => secret(fl!("account-client-secret")),
            Target::Field(COMMAND_ID) => Spoken::field(
                fl!("account-password-command-field"),
                &self.command,
                Message::Command,
            ),
            Target::Field(CA_ID) => {
                Spoken::field(fl!("account-ca-pem"), &self.ca_file, Message::CaFile)
            }
            Target::Field(CLIENT_ID) => {
                Spoken::field(fl!("account-client-id"), &self.client_id, Message::ClientId)
            }
            Target::Button(GOOGLE) => Spoken::button(fl!("account-add-google")),
            Target::Button(COPY) => Spoken::button(fl!("account-copy-address")),
            Target::Button(REMOVE) => Spoken::button(fl!("account-remove-account")),
            Target::Button(KEEP) => Spoken::button(fl!("account-keep")),
            Target::Button(CONFIRM) => Spoken::button(fl!("action-remove")),
            Target::Button(SUBMIT) => Spoken::button(match &self.mode {
                Mode::Add => fl!("action-add"),
                Mode::Google => fl!("account-sign-in"),
                Mode::Subscribe => fl!("account-subscribe"),
                Mode::Manage(m) if m.oauth => fl!("account-fix-sign-in"),
                Mode::Manage(_) => fl!("action-save"),
            }),
            _ => return None,
        })
    }
}
