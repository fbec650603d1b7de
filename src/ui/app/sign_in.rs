//! Signing in in the browser from the window: a new Google account, or an
//! OAuth account whose sign-in expired. The wait for the browser (up to
//! five minutes) runs off the window's thread; the dialog's Cancel ends it,
//! and nothing is kept for a sign-in that did not finish.

use iced::Task;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::accounts::Done;
use super::{App, Message};
use crate::store::Store;
use crate::sync::account::{self as new_account, NewAccount};
use crate::sync::credentials::Secret;
use crate::sync::oauth::{self, google, OAuthError};
use crate::sync::{self, Options};

/// How long the window waits for the browser's answer.
const SIGN_IN_WAIT: Duration = Duration::from_secs(300);

fn options() -> Options {
    Options {
        timeout: sync::REQUEST_TIMEOUT,
        ..Options::default()
    }
}

/// Opens the user's browser at the provider's sign-in page.
fn browser(url: &str) -> Result<(), OAuthError> {
    log::info!("signing in: the browser opens the provider's page");
    oauth::open_browser(url)
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
        self.off_thread(move || {
            let checked = new_account::check_signed_in(
                prepared,
                settings,
                &browser,
                SIGN_IN_WAIT,
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
        self.off_thread(move || {
            let result = Store::open(&db)
                .map_err(new_account::AddAccountError::from)
                .and_then(|mut store| {
                    let found = store.account(&account)?;
                    new_account::sign_in_again(
                        &mut store,
                        &found,
                        &browser,
                        SIGN_IN_WAIT,
                        &cancel,
                        options(),
                    )
                })
                .map_err(|e| (e.trouble(), e.to_string()));
            Done::SignedIn { account, result }
        })
    }
}
