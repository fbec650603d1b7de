//! The dialog's Tab order in each of its forms, and what Enter on a
//! button does.

use super::{
    AccountDialog, Message, Mode, CANCEL, CA_ID, CLIENT_ID, CLIENT_SECRET_ID, COMMAND_ID, CONFIRM,
    COPY, GOOGLE, KEEP, NAME_ID, PASSWORD_ID, REMOVE, SUBMIT, URL_ID, USER_ID,
};
use crate::sync::oauth::google;
use crate::ui::context::Context;
use crate::ui::widget::focus::{Ring, Spoken, Stops, Target};

impl Stops for AccountDialog {
    type Message = Message;

    fn said(&self) -> Option<String> {
        self.question().or_else(|| self.error.clone())
    }

    fn spoken(&self, target: Target, _: &Context) -> Option<Spoken<Message>> {
        self.spoken_stop(target)
    }

    fn order(&self) -> Vec<Target> {
        if self.confirming {
            return vec![Target::Button(KEEP), Target::Button(CONFIRM)];
        }
        let mut order = match &self.mode {
            Mode::Add => vec![
                Target::Button(GOOGLE),
                Target::Field(NAME_ID),
                Target::Field(URL_ID),
                Target::Field(USER_ID),
                Target::Field(PASSWORD_ID),
                Target::Field(COMMAND_ID),
                Target::Field(CA_ID),
            ],
            Mode::Google => {
                let mut o = vec![Target::Field(NAME_ID), Target::Field(USER_ID)];
                if !google::has_built_in_client() {
                    o.extend([Target::Field(CLIENT_ID), Target::Field(CLIENT_SECRET_ID)]);
                }
                o
            }
            Mode::Subscribe => vec![Target::Field(NAME_ID), Target::Field(URL_ID)],
            Mode::Manage(m) if m.oauth => vec![Target::Button(REMOVE)],
            Mode::Manage(m) => {
                let mut o = Vec::new();
                if !m.password_command {
                    o.push(Target::Field(PASSWORD_ID));
                }
                o.extend([Target::Field(CA_ID), Target::Button(REMOVE)]);
                o
            }
        };
        if self.offers_copy() {
            order.push(Target::Button(COPY));
        }
        order.extend([Target::Button(CANCEL), Target::Button(SUBMIT)]);
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
            SUBMIT => Message::Submit,
            CANCEL => Message::Cancel,
            REMOVE => Message::AskRemove,
            CONFIRM => Message::Remove,
            KEEP => Message::KeepIt,
            GOOGLE => Message::Google,
            COPY => Message::CopyAddress,
            _ => return None,
        })
    }
}
