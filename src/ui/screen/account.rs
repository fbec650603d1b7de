//! Calendars from the internet: add a CalDAV account (server, user,
//! password — kept in the Secret Service, or a command that prints it
//! where there is no keyring) or a Google account (signed in in the
//! browser), subscribe to an `.ics` feed, or
//! look after an account (its status; re-enter its password or trust a CA
//! when the server says so; remove it).
//!
//! The dialog only gathers and checks what was typed: the app talks to the
//! server off the window's thread and answers with [`AccountDialog::refused`]
//! (the dialog stays, saying why in words a person understands) or by
//! closing it.

use iced::widget::{button, space, text, text_input};
use iced::Task;

use crate::fl;
use crate::store::Trouble;
use crate::sync::account::Password;
use crate::sync::credentials::Secret;
use crate::sync::oauth::google;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::{action, cancel, closing, confirm, main, Confirm};
use crate::ui::widget::focus::{Ring, Stops, Target};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card, dialog, Element};

pub use super::trouble::{fix_of, in_words, sentence};

mod browser;
mod heard;
mod order;
mod submit;
mod view;

pub use browser::ADDRESS_ID;

/// The fields' ids.
pub const NAME_ID: &str = "account-name";
pub const URL_ID: &str = "account-url";
pub const USER_ID: &str = "account-user";
pub const PASSWORD_ID: &str = "account-password";
pub const COMMAND_ID: &str = "account-password-command";
pub const CLIENT_ID: &str = "account-client-id";
pub const CLIENT_SECRET_ID: &str = "account-client-secret";

/// What the command field shows while empty: a program's command line.
const COMMAND_EXAMPLE: &str = "pass show calendar"; // i18n: not words
pub const CA_ID: &str = "account-ca";

/// How wide the form is.
const FORM_WIDTH: f32 = 440.0;
/// The tallest the card grows in a tall window.
const TALLEST: f32 = 800.0;

const SUBMIT: &str = "submit";
const CANCEL: &str = "cancel";
const REMOVE: &str = "remove";
const CONFIRM: &str = "confirm";
const KEEP: &str = "keep";
const GOOGLE: &str = "google";
const COPY: &str = "copy";

/// What the dialog reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// The name field was edited.
    Name(String),
    /// The server (or feed) address was edited.
    Url(String),
    /// The user name was edited.
    User(String),
    /// The password was edited.
    Password(Secret),
    /// The command that prints the password was edited.
    Command(String),
    /// The CA certificate file's path was edited.
    CaFile(String),
    /// The Google client id was edited.
    ClientId(String),
    /// The Google client secret was edited.
    ClientSecret(Secret),
    /// "Google account…": the form becomes Google's sign-in.
    Google,
    /// Add, Subscribe or Save (Enter in a field too).
    Submit,
    /// "Remove account…": ask first.
    AskRemove,
    /// The removal was confirmed.
    Remove,
    /// Back from the removal question.
    KeepIt,
    /// Cancel: nothing changes.
    Cancel,
    /// Copy the sign-in's address to the clipboard.
    CopyAddress,
    /// Tab moved the keyboard to this stop.
    Ring(Target),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Check the account with the server, then add it and its calendars.
    Add {
        name: String,
        url: String,
        user: String,
        /// Typed (kept in the Secret Service), or a command's.
        password: Password,
        ca_cert: Option<String>,
    },
    /// Sign in to Google in the browser, then add the account and its
    /// calendars. No client id: the one built in.
    AddGoogle {
        name: String,
        user: String,
        client_id: Option<String>,
        client_secret: Option<Secret>,
    },
    /// Sign an OAuth account in again in the browser.
    SignInAgain { account: String },
    /// Download the feed, then keep it as a read-only calendar.
    Subscribe { name: String, url: String },
    /// Check the new password or CA with the server, then keep them and
    /// sync the account.
    Repair {
        account: String,
        password: Option<Secret>,
        ca_cert: Option<String>,
    },
    /// Remove the account and its calendars here.
    Remove(String),
    /// Close without changing anything.
    Cancel,
}

/// An account as the dialog shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Managed {
    pub name: String,
    pub url: String,
    pub user: String,
    /// Its calendars here.
    pub calendars: usize,
    /// The password comes from a command (nothing to re-enter here).
    pub password_command: bool,
    /// It signs in in the browser (OAuth): no password at all.
    pub oauth: bool,
    pub ca_cert: Option<String>,
    /// What its last sync failed with.
    pub trouble: Option<(Trouble, String)>,
    /// Who I am there, as its server says, and whether it delivers
    /// invitations and answers (`None`: not asked yet).
    pub identity: Option<crate::store::ServerIdentity>,
}

/// Which form the dialog is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// A new CalDAV account.
    Add,
    /// A new Google account, signed in in the browser.
    Google,
    /// A new subscription.
    Subscribe,
    /// An account that exists.
    Manage(Managed),
}

/// The form.
#[derive(Debug, Clone)]
pub struct AccountDialog {
    mode: Mode,
    name: String,
    url: String,
    user: String,
    password: Secret,
    /// A command that prints the password, instead of typing it.
    command: String,
    ca_file: String,
    client_id: String,
    client_secret: Secret,
    /// The server is being asked: the buttons wait.
    checking: bool,
    /// The removal question is shown.
    confirming: bool,
    error: Option<String>,
    ring: Ring,
    /// The browser sign-in under way, as far as it is known.
    browser: browser::BrowserSignIn,
}

impl AccountDialog {
    /// The window's title while the dialog is on top.
    pub fn title(&self) -> String {
        match self.mode() {
            Mode::Add => fl!("account-add-title"),
            Mode::Google => fl!("account-google-title"),
            Mode::Subscribe => fl!("account-subscribe-title"),
            Mode::Manage(_) if self.confirming() => fl!("title-remove-account"),
            Mode::Manage(_) => fl!("title-account"),
        }
    }

    /// A dialog in `mode`, the keyboard on its first field.
    pub fn new(mode: Mode) -> AccountDialog {
        let first = match &mode {
            Mode::Manage(m) if m.oauth => Target::Button(SUBMIT),
            Mode::Manage(m) if !m.password_command => Target::Field(PASSWORD_ID),
            Mode::Manage(_) => Target::Field(CA_ID),
            _ => Target::Field(NAME_ID),
        };
        let ca_file = match &mode {
            Mode::Manage(m) => m.ca_cert.clone().unwrap_or_default(),
            _ => String::new(),
        };
        AccountDialog {
            mode,
            name: String::new(),
            url: String::new(),
            user: String::new(),
            password: Secret::default(),
            command: String::new(),
            ca_file,
            client_id: String::new(),
            client_secret: Secret::default(),
            checking: false,
            confirming: false,
            error: None,
            ring: Ring::on(first),
            browser: browser::BrowserSignIn::default(),
        }
    }

    /// Which form it is.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// Whether the removal question is up.
    pub fn confirming(&self) -> bool {
        self.confirming
    }

    /// Whether the server is being asked.
    pub fn checking(&self) -> bool {
        self.checking
    }

    /// The app (or the server) refused: say why, keep the form.
    pub fn refused(&mut self, why: String) {
        self.checking = false;
        self.error = Some(why);
        self.forget_browser();
    }

    /// The first field takes the keyboard.
    pub fn focus_first<M: Send + 'static>(&self) -> Task<M> {
        match self.ring.current() {
            Some(Target::Field(id)) => iced::widget::operation::focus(iced::widget::Id::new(id)),
            _ => Task::none(),
        }
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let edited = |ring: &mut Ring, error: &mut Option<String>, id| {
            ring.set(Target::Field(id));
            *error = None;
        };
        let event = match message {
            Message::Name(v) => {
                self.name = v;
                edited(&mut self.ring, &mut self.error, NAME_ID);
                None
            }
            Message::Url(v) => {
                self.url = v;
                edited(&mut self.ring, &mut self.error, URL_ID);
                None
            }
            Message::User(v) => {
                self.user = v;
                edited(&mut self.ring, &mut self.error, USER_ID);
                None
            }
            Message::Password(v) => {
                self.password = v;
                edited(&mut self.ring, &mut self.error, PASSWORD_ID);
                None
            }
            Message::Command(v) => {
                self.command = v;
                edited(&mut self.ring, &mut self.error, COMMAND_ID);
                None
            }
            Message::CaFile(v) => {
                self.ca_file = v;
                edited(&mut self.ring, &mut self.error, CA_ID);
                None
            }
            Message::ClientId(v) => {
                self.client_id = v;
                edited(&mut self.ring, &mut self.error, CLIENT_ID);
                None
            }
            Message::ClientSecret(v) => {
                self.client_secret = v;
                edited(&mut self.ring, &mut self.error, CLIENT_SECRET_ID);
                None
            }
            Message::Google if matches!(self.mode, Mode::Add) && !self.checking => {
                // What was typed of a name and an address carries over.
                self.mode = Mode::Google;
                self.error = None;
                self.ring = Ring::on(Target::Field(NAME_ID));
                return (self.focus_first(), None);
            }
            Message::Google => None,
            Message::Submit if self.checking => None,
            Message::Submit => {
                let event = self.submit();
                self.checking = event.is_some();
                event
            }
            Message::AskRemove => {
                if matches!(self.mode, Mode::Manage(_)) {
                    self.confirming = true;
                    self.ring = Ring::on(Target::Button(KEEP));
                }
                None
            }
            Message::Remove => match &self.mode {
                Mode::Manage(m) => Some(Event::Remove(m.name.clone())),
                _ => None,
            },
            Message::KeepIt => {
                self.confirming = false;
                self.ring = Ring::on(Target::Button(REMOVE));
                None
            }
            Message::Cancel => Some(Event::Cancel),
            Message::CopyAddress => return (self.copy_address(), None),
            Message::Ring(target) => {
                self.ring.set(target);
                None
            }
        };
        (Task::none(), event)
    }
}
