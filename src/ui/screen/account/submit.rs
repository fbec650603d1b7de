//! What Add, Sign in, Subscribe or Save sends: the event for what was
//! typed, or what is missing, said in the dialog.

use super::{AccountDialog, Event, Mode};
use crate::fl;
use crate::sync::account::Password;
use crate::sync::oauth::google;

impl AccountDialog {
    /// The event for what was typed, or why it cannot be sent.
    pub(super) fn submit(&mut self) -> Option<Event> {
        let name = self.name.trim().to_owned();
        let url = self.url.trim().to_owned();
        let ca = self.ca_file.trim();
        let ca_cert = (!ca.is_empty()).then(|| ca.to_owned());
        let (event, problem) = match &self.mode {
            Mode::Add => {
                let problem = if name.is_empty() {
                    Some(fl!("account-missing-account-name"))
                } else if url.is_empty() {
                    Some(fl!("account-missing-server"))
                } else if self.user.trim().is_empty() {
                    Some(fl!("account-missing-user"))
                } else if self.password.is_empty() && self.command.trim().is_empty() {
                    Some(fl!("account-missing-password"))
                } else {
                    None
                };
                // A command, when given, is what the account uses: nothing
                // goes to a keyring.
                let command = self.command.trim();
                let password = if command.is_empty() {
                    Password::Typed(self.password.clone())
                } else {
                    Password::Command(command.to_owned())
                };
                let event = Event::Add {
                    name,
                    url,
                    user: self.user.trim().to_owned(),
                    password,
                    ca_cert,
                };
                (event, problem)
            }
            Mode::Google => {
                let user = self.user.trim().to_owned();
                let client_id = self.client_id.trim().to_owned();
                let problem = if name.is_empty() {
                    Some(fl!("account-missing-account-name"))
                } else if user.is_empty() {
                    Some(fl!("account-missing-google-address"))
                } else if client_id.is_empty() && !google::has_built_in_client() {
                    Some(fl!("account-missing-client-id"))
                } else {
                    None
                };
                let event = Event::AddGoogle {
                    name,
                    user,
                    client_id: (!client_id.is_empty()).then_some(client_id),
                    client_secret: (!self.client_secret.is_empty())
                        .then(|| self.client_secret.clone()),
                };
                (event, problem)
            }
            Mode::Manage(m) if m.oauth => (
                Event::SignInAgain {
                    account: m.name.clone(),
                },
                None,
            ),
            Mode::Subscribe => {
                let problem = if name.is_empty() {
                    Some(fl!("account-missing-calendar-name"))
                } else if url.is_empty() {
                    Some(fl!("account-missing-feed"))
                } else {
                    None
                };
                (Event::Subscribe { name, url }, problem)
            }
            Mode::Manage(m) => {
                let password = (!self.password.is_empty()).then(|| self.password.clone());
                let problem = (password.is_none() && ca_cert == m.ca_cert)
                    .then(|| fl!("account-missing-repair"));
                let event = Event::Repair {
                    account: m.name.clone(),
                    password,
                    ca_cert,
                };
                (event, problem)
            }
        };
        match problem {
            Some(p) => {
                self.error = Some(p);
                None
            }
            None => Some(event),
        }
    }
}
