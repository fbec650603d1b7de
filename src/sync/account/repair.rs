//! Mending an account the server stopped taking: a new password, a CA
//! file to trust (or none), checked with the server before anything is
//! kept. The window's "Connect again" and `kairos accounts repair` run it;
//! a new browser sign-in is [`super::sign_in_again`].
//!
//! Two steps, as adding is: [`check`] (slow: the server is asked, off the
//! window's thread) keeps a typed password in the Secret Service only once
//! the server took it, and [`save`] writes the CA and forgets the
//! account's trouble, so that sync takes it up again.

use std::path::PathBuf;

use super::AddAccountError;
use crate::store::{Account, Store};
use crate::sync::credentials::{self, Secret};
use crate::sync::secrets;
use crate::sync::{discover, Options};

/// What the user changes.
#[derive(Debug, Clone, Default)]
pub struct Repair {
    /// A new password, typed: kept in the Secret Service once the server
    /// took it.
    pub password: Option<Secret>,
    /// The CA certificate to trust besides the system's: `None` keeps the
    /// account's, `Some(None)` trusts the system's roots alone.
    pub ca_cert: Option<Option<PathBuf>>,
}

/// A repair the server took, to be saved.
#[derive(Debug, Clone)]
pub struct Checked {
    account: Account,
    ca_cert: Option<String>,
}

impl Checked {
    /// The account's name.
    pub fn name(&self) -> &str {
        &self.account.name
    }
}

/// Asks the server with the account's login as `repair` changes it (slow).
/// A CA file that cannot be read, a password the account does not keep in
/// the Secret Service, or a server that still refuses changes nothing.
pub fn check(
    account: Account,
    repair: Repair,
    options: Options,
) -> Result<Checked, AddAccountError> {
    let ca_cert = match repair.ca_cert {
        None => account.ca_cert.clone(),
        Some(None) => None,
        Some(Some(path)) => Some(
            std::fs::canonicalize(&path)
                .map_err(|source| AddAccountError::CaCert { path, source })?
                .display()
                .to_string(),
        ),
    };
    if repair.password.is_some() && account.password_command.is_some() {
        return Err(AddAccountError::Password(
            credentials::CredentialError::Commanded {
                account: account.name.clone(),
            },
        ));
    }
    let password = match &repair.password {
        Some(typed) => typed.clone(),
        None => Secret::new(
            credentials::password(&account).map_err(|e| AddAccountError::Server(e.into()))?,
        ),
    };
    let options = Options {
        ca_cert: ca_cert.as_ref().map(PathBuf::from),
        ..options
    };
    discover(&account.url, &account.user, password.expose(), options)
        .map_err(AddAccountError::Server)?;
    if repair.password.is_some() {
        secrets::store((&account).into(), password.expose()).map_err(AddAccountError::Keyring)?;
    }
    Ok(Checked { account, ca_cert })
}

/// Saves a repair the server took: the CA, and the account's trouble
/// forgotten.
pub fn save(store: &mut Store, checked: Checked) -> Result<Account, AddAccountError> {
    store.set_account_ca(&checked.account.name, checked.ca_cert.as_deref())?;
    store.sync_mended(checked.account.id)?;
    Ok(Account {
        ca_cert: checked.ca_cert,
        ..checked.account
    })
}

/// The whole repair of `account`, for a caller that can wait.
pub fn repair(
    store: &mut Store,
    account: Account,
    repair: Repair,
    options: Options,
) -> Result<Account, AddAccountError> {
    let checked = check(account, repair, options)?;
    save(store, checked)
}
