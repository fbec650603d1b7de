//! Where an account's password comes from: the user's password command, run
//! at each sync (`pass show caldav/work`, as vdirsyncer and aerc do), or the
//! desktop's Secret Service. Never from the database, and never into a
//! message: errors say which command failed and how, not what it printed.

use std::io::Read;
use std::process::{Command, Stdio};

use std::sync::Arc;
use std::time::Duration;

use super::dav::Login;
use super::oauth::AccountTokens;
use super::secrets;
use crate::fl;
use crate::store::Account;

/// Why no password could be had.
#[derive(Debug, thiserror::Error)]
pub enum CredentialError {
    #[error("{}", fl!("credential-spawn", account = .account.as_str(), reason = .reason.as_str()))]
    Spawn { account: String, reason: String },
    #[error("{}", fl!("credential-failed", account = .account.as_str(), status = .status.as_str()))]
    Failed { account: String, status: String },
    #[error("{}", fl!("credential-empty", account = .account.as_str()))]
    Empty { account: String },
    #[error("{}", fl!("credential-commanded", account = .account.as_str()))]
    Commanded { account: String },
    #[error("{0}")]
    Secrets(#[from] secrets::SecretError),
}

/// The largest password output read (a command that prints a file by
/// mistake must not fill memory).
const MAX_OUTPUT: u64 = 64 * 1024;

/// The password of `account`.
pub fn password(account: &Account) -> Result<String, CredentialError> {
    match &account.password_command {
        Some(command) => run_command(&account.name, command),
        None => Ok(secrets::lookup(account.into())?),
    }
}

/// How `account` logs in: HTTP Basic with its password, its OAuth tokens
/// (refreshed within `timeout`), or nothing (no user name).
pub fn login(account: &Account, timeout: Duration) -> Result<Option<Login>, CredentialError> {
    if let Some(settings) = &account.oauth {
        let tokens = AccountTokens::new(account, settings.clone(), timeout);
        return Ok(Some(Login::bearer(Arc::new(tokens))));
    }
    let password = password(account)?;
    Ok((!account.user.is_empty()).then(|| Login::basic(&account.user, &password)))
}

/// Runs `command` with the shell and reads the password from the first
/// line of what it prints.
pub fn run_command(account: &str, command: &str) -> Result<String, CredentialError> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        // Its own messages (a pinentry prompt, an error) reach the user.
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| CredentialError::Spawn {
            account: account.to_owned(),
            reason: e.to_string(),
        })?;
    let mut out = Vec::new();
    if let Some(stdout) = child.stdout.take() {
        let _ = stdout.take(MAX_OUTPUT).read_to_end(&mut out);
    }
    let status = child.wait().map_err(|e| CredentialError::Spawn {
        account: account.to_owned(),
        reason: e.to_string(),
    })?;
    if !status.success() {
        return Err(CredentialError::Failed {
            account: account.to_owned(),
            status: status.to_string(),
        });
    }
    let text = String::from_utf8_lossy(&out);
    let line = text.lines().next().unwrap_or("").trim_end_matches('\r');
    if line.is_empty() {
        return Err(CredentialError::Empty {
            account: account.to_owned(),
        });
    }
    Ok(line.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_line_is_the_password() {
        assert_eq!(
            run_command("work", "printf 'hunter2\\nuser: alice\\n'").unwrap(),
            "hunter2"
        );
    }

    #[test]
    fn failures_do_not_show_what_was_printed() {
        let e = run_command("work", "echo hunter2; exit 3").unwrap_err();
        assert!(matches!(e, CredentialError::Failed { .. }));
        assert!(!e.to_string().contains("hunter2"), "{e}");
        assert!(matches!(
            run_command("work", "true").unwrap_err(),
            CredentialError::Empty { .. }
        ));
    }
}

/// A password on its way from a field to the Secret Service: its `Debug`
/// shows nothing, so no log, panic or test output can print it.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(text: String) -> Secret {
        Secret(text)
    }

    /// The password itself, for the field that shows it masked and for
    /// the login.
    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(…)")
    }
}
