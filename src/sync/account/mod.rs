//! Adding a CalDAV account: the one workflow the command line and the
//! window both run.
//!
//! Three steps, so that a window can run the slow one off its thread:
//! [`prepare`] checks what needs no server (the address, the name, the CA
//! file), [`check`] asks the server (discovery, its calendars) and keeps a
//! typed password in the Secret Service once the server took it, and
//! [`save`] makes each server calendar a local one. [`add`] runs all three
//! for a caller that can wait. Nothing is stored, here or in the keyring,
//! for an account the server refused.

pub mod repair;

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use super::credentials::{self, CredentialError, Secret};
use super::dav::{CalendarInfo, Login};
use super::oauth::{self, Browser, FirstToken, OAuthError, OAuthSettings, SignIn};
use super::secrets::{self, SecretError};
use super::{discover, discover_with, parse_url, remote_calendar, Options, SyncError};
use crate::fl;
use crate::store::{Account, Store, StoreError, SyncedCalendar, Trouble};

/// Where a new account's password comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Password {
    /// Typed by the user: kept in the Secret Service once the server took
    /// it.
    Typed(Secret),
    /// A command that prints it (`pass show caldav/work`), run now and at
    /// each sync; nothing is kept.
    Command(String),
}

/// A new account as the user gave it.
#[derive(Debug, Clone)]
pub struct NewAccount {
    /// What the user calls it (`work`).
    pub name: String,
    /// The server, a calendar home, or one calendar.
    pub url: String,
    pub user: String,
    /// A CA certificate (PEM) to trust besides the system's.
    pub ca_cert: Option<PathBuf>,
}

/// Why an account was not added. Nothing was kept, here or in the
/// keyring.
#[derive(Debug, thiserror::Error)]
pub enum AddAccountError {
    /// Not an http(s) address, or one with the user in it.
    #[error(transparent)]
    Address(SyncError),
    #[error("{}", fl!("app-account-exists", name = .0.as_str()))]
    Exists(String),
    #[error("{}", fl!("app-cannot-read-file", path = .path.display().to_string(), reason = .source.to_string()))]
    CaCert {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The password command failed.
    #[error(transparent)]
    Password(CredentialError),
    /// The server could not be reached, refused the login, or answered
    /// wrongly.
    #[error(transparent)]
    Server(SyncError),
    #[error("{}", fl!("app-no-calendars", url = .url.as_str(), user = .user.as_str()))]
    NoCalendars { url: String, user: String },
    #[error("{}", fl!("app-cannot-keep-password", reason = .0.to_string()))]
    Keyring(SecretError),
    /// The OAuth sign-in did not finish (declined, timed out, refused).
    #[error(transparent)]
    SignIn(OAuthError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl AddAccountError {
    /// Input the user can fix before any server is asked.
    pub fn is_bad_input(&self) -> bool {
        match self {
            AddAccountError::Address(_)
            | AddAccountError::Exists(_)
            | AddAccountError::CaCert { .. } => true,
            AddAccountError::Store(e) => e.is_bad_input(),
            _ => false,
        }
    }

    /// What would fix it.
    pub fn trouble(&self) -> Trouble {
        match self {
            AddAccountError::Server(e) => e.trouble(),
            AddAccountError::Password(_) => Trouble::Password,
            AddAccountError::SignIn(OAuthError::Server(e)) => super::dav_trouble(e),
            // Said in its own words (declined, timed out, refused): the
            // user is at the sign-in already.
            AddAccountError::SignIn(_) => Trouble::Server,
            _ => Trouble::Server,
        }
    }
}

/// A new account whose address, name and CA file are good.
#[derive(Debug, Clone)]
pub struct Prepared {
    account: Account,
}

/// A new account the server took, with what it has.
#[derive(Debug, Clone)]
pub struct Checked {
    account: Account,
    calendars: Vec<CalendarInfo>,
    identity: Option<crate::store::ServerIdentity>,
}

/// An account added: it, and each of its calendars here with the server's.
#[derive(Debug, Clone)]
pub struct Added {
    pub account: Account,
    pub calendars: Vec<(SyncedCalendar, CalendarInfo)>,
}

/// Checks what needs no server: a good address, a name not yet taken, a
/// CA file that can be read (kept by its full path, for later syncs).
pub fn prepare(store: &Store, new: NewAccount) -> Result<Prepared, AddAccountError> {
    parse_url(&new.url).map_err(AddAccountError::Address)?;
    if store.account(&new.name).is_ok() {
        return Err(AddAccountError::Exists(new.name));
    }
    let ca_cert = new
        .ca_cert
        .map(|path| {
            std::fs::canonicalize(&path).map_err(|source| AddAccountError::CaCert { path, source })
        })
        .transpose()?;
    Ok(Prepared {
        account: Account {
            id: 0,
            name: new.name,
            url: new.url,
            user: new.user,
            password_command: None,
            ca_cert: ca_cert.map(|p| p.display().to_string()),
            home: String::new(),
            oauth: None,
            keyring_id: store.keyring_id()?,
        },
    })
}

/// Asks the server (slow: run it where waiting is fine). A server with no
/// calendar of events is refused; a typed password is kept in the Secret
/// Service only once the server took it.
pub fn check(
    prepared: Prepared,
    password: Password,
    options: Options,
) -> Result<Checked, AddAccountError> {
    let mut account = prepared.account;
    let password = match password {
        Password::Typed(secret) => secret,
        Password::Command(command) => {
            let got = credentials::run_command(&account.name, &command)
                .map_err(AddAccountError::Password)?;
            account.password_command = Some(command);
            Secret::new(got)
        }
    };
    let options = Options {
        ca_cert: account.ca_cert.as_ref().map(PathBuf::from),
        ..options
    };
    let found = discover(&account.url, &account.user, password.expose(), options)
        .map_err(AddAccountError::Server)?;
    if found.calendars.is_empty() {
        return Err(AddAccountError::NoCalendars {
            url: account.url,
            user: account.user,
        });
    }
    if account.password_command.is_none() {
        secrets::store((&account).into(), password.expose()).map_err(AddAccountError::Keyring)?;
    }
    Ok(checked(account, found))
}

/// Signs in with `settings` in the browser (slow: up to `timeout`, or
/// until `cancel`), then asks the server with the new access token. The
/// refresh token is kept in the Secret Service only once the server took
/// it; nothing is kept for a sign-in declined, timed out or refused.
pub fn check_signed_in(
    prepared: Prepared,
    settings: OAuthSettings,
    browser: Browser<'_>,
    timeout: Duration,
    cancel: &AtomicBool,
    options: Options,
) -> Result<Checked, AddAccountError> {
    let mut account = prepared.account;
    let (sign_in, options) =
        browser_sign_in(&account, &settings, browser, timeout, cancel, options)?;
    // An account not added leaves no sign-in behind at the provider either.
    let give_back = |e| given_back(&sign_in, &settings, &options, e);
    let found =
        signed_in_as(&account.user, &account.url, &sign_in, options.clone()).map_err(give_back)?;
    if found.calendars.is_empty() {
        return Err(give_back(AddAccountError::NoCalendars {
            url: account.url,
            user: account.user,
        }));
    }
    oauth::keep((&account).into(), &sign_in)
        .map_err(AddAccountError::Keyring)
        .map_err(give_back)?;
    account.oauth = Some(settings);
    Ok(checked(account, found))
}

/// Signs in for `account` with `settings` in the browser; the sign-in,
/// and the options its requests use (the account's CA file).
fn browser_sign_in(
    account: &Account,
    settings: &OAuthSettings,
    browser: Browser<'_>,
    timeout: Duration,
    cancel: &AtomicBool,
    options: Options,
) -> Result<(SignIn, Options), AddAccountError> {
    let options = Options {
        ca_cert: account.ca_cert.as_ref().map(PathBuf::from),
        ..options
    };
    let sign_in = oauth::sign_in(settings, browser, timeout, cancel, options.clone())
        .map_err(AddAccountError::SignIn)?;
    Ok((sign_in, options))
}

/// `e`, once the sign-in it ended is revoked at the provider (a provider
/// that cannot be reached keeps it, which is logged).
fn given_back(
    sign_in: &SignIn,
    settings: &OAuthSettings,
    options: &Options,
    e: AddAccountError,
) -> AddAccountError {
    let token = sign_in.refresh_token.expose();
    if let Err(why) = oauth::revoke_token(token, settings, options.clone()) {
        log::warn!("a sign-in not kept was not revoked: {why}");
    }
    e
}

/// Discovery with a new sign-in, once the sign-in is known to be
/// `person`'s: as the provider vouched before the server is asked (the
/// token of someone else is never used), else as the principal's own
/// addresses say.
fn signed_in_as(
    person: &str,
    url: &str,
    sign_in: &SignIn,
    options: Options,
) -> Result<super::Discovered, AddAccountError> {
    let refused = AddAccountError::SignIn;
    if let Some(vouched) = &sign_in.vouched {
        oauth::identity::confirm(person, Some(vouched), &[]).map_err(refused)?;
    }
    let found = ask_with(url, sign_in, options).map_err(AddAccountError::Server)?;
    if sign_in.vouched.is_none() {
        let addresses = found.identity.as_ref().map_or(&[][..], |i| &i.addresses);
        oauth::identity::confirm(person, None, addresses).map_err(refused)?;
    }
    Ok(found)
}

/// The account the server took, with what discovery found there.
fn checked(account: Account, found: super::Discovered) -> Checked {
    Checked {
        account: Account {
            home: found.home,
            ..account
        },
        calendars: found.calendars,
        identity: found.identity,
    }
}

/// Discovery with a sign-in's first access token.
fn ask_with(url: &str, sign_in: &SignIn, options: Options) -> Result<super::Discovered, SyncError> {
    let first = FirstToken(sign_in.access_token.expose().to_owned());
    discover_with(url, Some(Login::bearer(Arc::new(first))), options)
}

/// Signs `account` (an OAuth account) in again, after its sign-in was
/// revoked or expired: the same flow, the server asked, the new refresh
/// token kept, and the account's trouble forgotten so that sync takes it
/// up again. Nothing changes if any step fails.
pub fn sign_in_again(
    store: &mut Store,
    account: &Account,
    browser: Browser<'_>,
    timeout: Duration,
    cancel: &AtomicBool,
    options: Options,
) -> Result<(), AddAccountError> {
    let settings = account.oauth.clone().ok_or_else(|| {
        AddAccountError::SignIn(OAuthError::Refused(fl!(
            "oauth-password-account",
            account = account.name.as_str()
        )))
    })?;
    let settings = oauth::google::upgraded(settings);
    let (sign_in, options) =
        browser_sign_in(account, &settings, browser, timeout, cancel, options)?;
    // Someone else's sign-in, or one the server refuses, is given back and
    // the account keeps its own.
    let give_back = |e| given_back(&sign_in, &settings, &options, e);
    signed_in_as(&account.user, &account.url, &sign_in, options.clone()).map_err(give_back)?;
    oauth::keep(account.into(), &sign_in)
        .map_err(AddAccountError::Keyring)
        .map_err(give_back)?;
    if account.oauth.as_ref() != Some(&settings) {
        store.set_account_oauth(account.id, &settings)?;
    }
    store.sync_mended(account.id)?;
    Ok(())
}

/// Makes each of the server's calendars a local calendar of the account.
pub fn save(store: &mut Store, checked: Checked) -> Result<Added, AddAccountError> {
    // Each calendar without a server color takes the next of the palette.
    let existing = store.calendars()?.len();
    let remote: Vec<_> = (checked.calendars.iter().enumerate())
        .map(|(i, info)| remote_calendar(info, crate::model::next_color(existing + i)))
        .collect();
    let added = store.add_account(&checked.account, &remote)?;
    if let (Some(identity), Some(first)) = (&checked.identity, added.first()) {
        store.set_server_identity(first.account, identity)?;
    }
    Ok(Added {
        account: checked.account,
        calendars: added.into_iter().zip(checked.calendars).collect(),
    })
}

/// The whole workflow, for a caller that can wait.
pub fn add(
    store: &mut Store,
    new: NewAccount,
    password: Password,
    options: Options,
) -> Result<Added, AddAccountError> {
    let prepared = prepare(store, new)?;
    let checked = check(prepared, password, options)?;
    save(store, checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(name: &str, url: &str) -> NewAccount {
        NewAccount {
            name: name.into(),
            url: url.into(),
            user: "ann".into(),
            ca_cert: None,
        }
    }

    #[test]
    fn what_needs_no_server_is_refused_before_any_is_asked() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        let bad = prepare(&store, new("work", "ftp://example.com/")).unwrap_err();
        assert!(matches!(bad, AddAccountError::Address(_)) && bad.is_bad_input());
        let in_url = prepare(&store, new("work", "https://ann@example.com/")).unwrap_err();
        assert!(matches!(in_url, AddAccountError::Address(_)));
        let missing = NewAccount {
            ca_cert: Some(dir.path().join("no-such-ca.pem")),
            ..new("work", "https://example.com/")
        };
        let e = prepare(&store, missing).unwrap_err();
        assert!(matches!(e, AddAccountError::CaCert { .. }) && e.is_bad_input());
        assert!(e.to_string().contains("no-such-ca.pem"), "{e}");

        let taken = Account {
            id: 0,
            name: "work".into(),
            url: "https://example.com/".into(),
            user: "ann".into(),
            password_command: Some("echo x".into()),
            ca_cert: None,
            home: "/home/".into(),
            oauth: None,
            keyring_id: String::new(),
        };
        store.add_account(&taken, &[]).unwrap();
        let e = prepare(&store, new("work", "https://example.com/")).unwrap_err();
        assert!(
            matches!(e, AddAccountError::Exists(ref n) if n == "work"),
            "{e}"
        );
        // Nothing else was stored.
        assert_eq!(store.accounts().unwrap().len(), 1);
    }

    #[test]
    fn a_failing_password_command_asks_no_server_and_keeps_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        // Nothing listens here: were it asked, the error would be Server,
        // not Password.
        let failing = new("work", "http://127.0.0.1:9/");
        let command = Password::Command("exit 3".into());
        let e = add(&mut store, failing, command, Options::default()).unwrap_err();
        assert!(matches!(e, AddAccountError::Password(_)), "{e}");
        assert_eq!(e.trouble(), Trouble::Password);
        assert!(store.accounts().unwrap().is_empty());
    }
}
