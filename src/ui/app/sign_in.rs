//! Signing in in the browser from the window: a new Google account, or an
//! OAuth account whose sign-in expired. The wait for the browser (up to
//! five minutes) runs off the window's thread; the dialog's Cancel ends it,
//! and nothing is kept for a sign-in that did not finish.

use iced::Task;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::accounts::Done;
use super::work::Tell;
use super::{App, Message};
use crate::store::Store;
use crate::sync::account::{self as new_account, NewAccount};
use crate::sync::credentials::Secret;
use crate::sync::oauth::{self, google, OAuthError};
use crate::sync::{self, Options};

fn options() -> Options {
    Options {
        timeout: sync::REQUEST_TIMEOUT,
        ..Options::default()
    }
}

/// Opens the user's browser at the provider's sign-in page, telling the
/// window the address (to show and copy) and, at once or whenever the
/// browser program gives up, that it did not open. Never ends the sign-in:
/// the user can open the address themselves while it waits.
fn browser(tell: &Tell) -> impl Fn(&str) -> Result<(), OAuthError> + '_ {
    move |url| {
        log::info!("signing in: the browser opens the provider's page");
        let _ = tell.unbounded_send(Done::SignInAt(url.to_owned()));
        let later = tell.clone();
        let failed = move |why: String| {
            let _ = later.unbounded_send(Done::NotOpened(why));
        };
        if let Err(e) = oauth::open_browser(url, failed) {
            let why = match e {
                OAuthError::Browser(why) => why,
                other => other.to_string(),
            };
            let _ = tell.unbounded_send(Done::NotOpened(why));
        }
        Ok(())
    }
}

impl App {
    /// A flag the sign-in under way watches; set by Cancel.
    fn new_sign_in(&mut self) -> Arc<AtomicBool> {
        self.cancel_sign_in();
        let flag = Arc::new(AtomicBool::new(false));
        self.work.sign_in = Some(flag.clone());
        flag
    }

    /// Ends the wait of a sign-in under way (the dialog was closed).
    pub(super) fn cancel_sign_in(&mut self) {
        if let Some(flag) = self.work.sign_in.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Signs in to Google as `user`, then checks and adds the account as
    /// a typed password's would be ([`Done::Checked`]).
    pub(super) fn add_google(
        &mut self,
        name: String,
        user: String,
        client_id: Option<String>,
        client_secret: Option<Secret>,
    ) -> Task<Message> {
        let secret = client_secret.map(|s| s.expose().to_owned());
        let settings = match google::settings(client_id, secret) {
            Ok(s) => s,
            Err(e) => return self.refused_now(e.to_string()),
        };
        let new = NewAccount {
            name,
            url: google::principal_url(&user),
            user,
            ca_cert: None,
        };
        let prepared = match new_account::prepare(&self.store, new) {
            Ok(p) => p,
            Err(e) => return self.refused_now(e.to_string()),
        };
        let cancel = self.new_sign_in();
        let wait = self.work.sign_in_wait;
        self.off_thread_telling(move |tell| {
            let checked = new_account::check_signed_in(
                prepared,
                settings,
                &browser(tell),
                wait,
                &cancel,
                options(),
            )
            .map(Box::new)
            .map_err(|e| (e.trouble(), e.to_string()));
            Done::Checked(checked)
        })
    }

    /// Signs `account` in again; its sync resumes once it is.
    pub(super) fn sign_in_again(&mut self, account: String) -> Task<Message> {
        let db = self.store.path().to_owned();
        let cancel = self.new_sign_in();
        let wait = self.work.sign_in_wait;
        self.off_thread_telling(move |tell| {
            let result = Store::open(&db)
                .map_err(new_account::AddAccountError::from)
                .and_then(|mut store| {
                    let found = store.account(&account)?;
                    new_account::sign_in_again(
                        &mut store,
                        &found,
                        &browser(tell),
                        wait,
                        &cancel,
                        options(),
                    )
                })
                .map_err(|e| (e.trouble(), e.to_string()));
            Done::SignedIn { account, result }
        })
    }
}
