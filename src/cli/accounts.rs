//! `kairos accounts`: add, list and remove CalDAV accounts.

use crate::fl;
use anyhow::Result;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{open_store, user_error, BadInput};
use crate::store::Store;
use crate::sync::account::{self, AddAccountError, NewAccount, Password};
use crate::sync::credentials::{CredentialError, Secret};
use crate::sync::{self, oauth, secrets, Options};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Add an account: find its calendars and make each a local calendar.
    Add {
        /// A name for the account (`work`).
        name: String,
        /// The server (https://dav.example.com), a calendar home, or one
        /// calendar.
        #[arg(long, required_unless_present = "google")]
        url: Option<String>,
        /// The user name to log in with; signing in in the browser, the
        /// e-mail address you sign in as, which the provider must vouch for.
        #[arg(long)]
        user: String,
        /// A Google Calendar account: sign in in the browser (OAuth 2.0),
        /// no password.
        #[arg(long, conflicts_with_all = ["url", "oauth_issuer", "password_command"])]
        google: bool,
        /// Sign in in the browser at this OpenID Connect issuer
        /// (OAuth 2.0, for a server that takes bearer tokens), not with a
        /// password.
        #[arg(
            long,
            value_name = "URL",
            requires = "client_id",
            requires = "scope",
            conflicts_with = "password_command"
        )]
        oauth_issuer: Option<String>,
        /// The OAuth client id to sign in as (Google: your own "Desktop
        /// app" client, if Kairos was built without one).
        #[arg(long, value_name = "ID")]
        client_id: Option<String>,
        /// That client's secret, if it has one.
        #[arg(
            long,
            value_name = "SECRET",
            env = "KAIROS_OAUTH_CLIENT_SECRET",
            hide_env_values = true
        )]
        client_secret: Option<String>,
        /// The scopes to ask the issuer for, space-separated.
        #[arg(long, value_name = "SCOPES")]
        scope: Option<String>,
        /// How long to wait for the browser's answer, in seconds.
        #[arg(long, value_name = "SECONDS", default_value_t = 300)]
        sign_in_timeout: u64,
        /// A command that prints the password (`pass show caldav/work`),
        /// run at each sync. Without it the password is asked for once and
        /// kept in the desktop's Secret Service.
        #[arg(long, value_name = "CMD")]
        password_command: Option<String>,
        /// A CA certificate (PEM) to trust besides the system's, for a
        /// self-hosted server.
        #[arg(long, value_name = "FILE")]
        ca_cert: Option<PathBuf>,
    },
    /// Sign an account in again in the browser (its sign-in expired or was
    /// revoked).
    SignIn {
        name: String,
        /// How long to wait for the browser's answer, in seconds.
        #[arg(long, value_name = "SECONDS", default_value_t = 300)]
        sign_in_timeout: u64,
    },
    /// Connect an account again after the server stopped taking it: a new
    /// password (asked on the terminal), a CA file to trust, or the same
    /// login checked again. Nothing changes unless the server takes it.
    Repair {
        name: String,
        /// Ask for a new password (kept in the Secret Service).
        #[arg(long)]
        password: bool,
        /// A CA certificate (PEM) to trust besides the system's.
        #[arg(long, value_name = "FILE", conflicts_with = "no_ca_cert")]
        ca_cert: Option<PathBuf>,
        /// Trust the system's roots alone (forget the account's CA file).
        #[arg(long)]
        no_ca_cert: bool,
    },
    /// List accounts and their calendars.
    List {
        /// One JSON array instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Remove an account and its calendars here (nothing on the server).
    Remove {
        name: String,
        /// Yes, delete its calendars and events from this computer.
        #[arg(long)]
        yes: bool,
    },
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let mut store = open_store(db)?;
    match &args.action {
        Action::Add {
            name,
            url,
            user,
            google,
            oauth_issuer,
            client_id,
            client_secret,
            scope,
            sign_in_timeout,
            password_command,
            ca_cert,
        } => {
            let timeout = Duration::from_secs(*sign_in_timeout);
            let user = user.clone();
            if *google {
                let settings = oauth::google::settings(client_id.clone(), client_secret.clone())
                    .map_err(|e| BadInput(e.to_string()))?;
                let url = oauth::google::principal_url(&user);
                let new = new_account(name, &url, &user, ca_cert);
                return add_signed_in(&mut store, new, settings, timeout, out);
            }
            let url = url.as_deref().unwrap_or_default();
            if let Some(issuer) = oauth_issuer {
                let settings = oauth::discover_issuer(
                    issuer,
                    client_id.clone().unwrap_or_default(),
                    client_secret.clone(),
                    scope.clone().unwrap_or_default(),
                    Options::default(),
                )?;
                let new = new_account(name, url, &user, ca_cert);
                return add_signed_in(&mut store, new, settings, timeout, out);
            }
            add(
                &mut store,
                new_account(name, url, &user, ca_cert),
                password_command.as_deref(),
                out,
            )
        }
        Action::SignIn {
            name,
            sign_in_timeout,
        } => {
            let found = store.account(name).map_err(user_error)?;
            let timeout = Duration::from_secs(*sign_in_timeout);
            let cancel = AtomicBool::new(false);
            let browser = |url: &str| show_and_open(name, url);
            account::sign_in_again(
                &mut store,
                &found,
                &browser,
                timeout,
                &cancel,
                Options::default(),
            )
            .map_err(refused)?;
            writeln!(out, "{}", fl!("cli-signed-in-again", name = name.as_str()))?;
            Ok(())
        }
        Action::Repair {
            name,
            password,
            ca_cert,
            no_ca_cert,
        } => {
            let found = store.account(name).map_err(user_error)?;
            if *password && found.password_command.is_some() {
                // Said before a password is asked for nothing.
                let account = name.clone();
                return Err(refused(AddAccountError::Password(
                    CredentialError::Commanded { account },
                )));
            }
            let password = match password {
                true => Some(Secret::new(ask_password(name, &found.user)?)),
                false => None,
            };
            let ca_cert = match (ca_cert, no_ca_cert) {
                (Some(path), _) => Some(Some(path.clone())),
                (None, true) => Some(None),
                (None, false) => None,
            };
            let repair = account::repair::Repair { password, ca_cert };
            account::repair::repair(&mut store, found, repair, Options::default())
                .map_err(refused)?;
            writeln!(out, "{}", fl!("cli-account-repaired", name = name.as_str()))?;
            Ok(())
        }
        Action::List { json } => list(&store, *json, out),
        Action::Remove { name, yes } => {
            let account = store.account(name).map_err(user_error)?;
            let calendars = store.synced_calendars(account.id).map_err(user_error)?;
            if !yes {
                let names: Vec<&str> = calendars.iter().map(|c| c.name.as_str()).collect();
                let calendars = names.join(", ");
                return Err(BadInput(fl!(
                    "cli-account-remove-confirm",
                    name = name.as_str(),
                    calendars = calendars
                ))
                .into());
            }
            let (calendars, events) = store.remove_account(name).map_err(user_error)?;
            if let Some(settings) = &account.oauth {
                // The provider forgets the sign-in too (RFC 7009); one that
                // cannot be reached keeps it, which is said.
                if let Err(e) = oauth::revoke((&account).into(), settings, Options::default()) {
                    let reason = e.to_string();
                    let kept = fl!(
                        "cli-token-not-revoked",
                        name = name.as_str(),
                        reason = reason
                    );
                    writeln!(out, "{kept}")?;
                }
            }
            if account.password_command.is_none() {
                // Its password goes too; a keyring that cannot be reached
                // keeps it, which is said, not fatal.
                if let Err(e) = secrets::forget((&account).into()) {
                    let reason = e.to_string();
                    let kept = fl!("cli-password-kept", name = name.as_str(), reason = reason);
                    writeln!(out, "{kept}")?;
                }
            }
            let removed = fl!(
                "cli-account-removed",
                name = name.as_str(),
                calendars = calendars,
                events = events
            );
            writeln!(out, "{removed}")?;
            Ok(())
        }
    }
}

fn refused(e: AddAccountError) -> anyhow::Error {
    if e.is_bad_input() {
        BadInput(e.to_string()).into()
    } else {
        e.into()
    }
}

fn new_account(name: &str, url: &str, user: &str, ca_cert: &Option<PathBuf>) -> NewAccount {
    NewAccount {
        name: name.to_owned(),
        url: url.to_owned(),
        user: user.to_owned(),
        ca_cert: ca_cert.clone(),
    }
}

fn add(
    store: &mut Store,
    new: NewAccount,
    password_command: Option<&str>,
    out: &mut dyn Write,
) -> Result<()> {
    let (name, user) = (new.name.clone(), new.user.clone());
    // What needs no server is checked before the password is asked for.
    let prepared = account::prepare(store, new).map_err(refused)?;
    let password = match password_command {
        Some(command) => Password::Command(command.to_owned()),
        None => Password::Typed(Secret::new(ask_password(&name, &user)?)),
    };
    let checked = account::check(prepared, password, Options::default()).map_err(refused)?;
    added(store, checked, out)
}

/// Tells the user where to sign in (the address, should no browser open)
/// and opens their browser there.
fn show_and_open(name: &str, url: &str) -> Result<(), oauth::OAuthError> {
    eprintln!("{}", fl!("cli-sign-in-open", name = name, url = url));
    let failed = |why: String| eprintln!("{}", oauth::OAuthError::Browser(why));
    if let Err(e) = oauth::open_browser(url, failed) {
        // The address is on the screen: the user can still open it.
        eprintln!("{e}");
    }
    Ok(())
}

fn add_signed_in(
    store: &mut Store,
    new: NewAccount,
    settings: oauth::OAuthSettings,
    timeout: Duration,
    out: &mut dyn Write,
) -> Result<()> {
    let name = new.name.clone();
    let prepared = account::prepare(store, new).map_err(refused)?;
    let cancel = AtomicBool::new(false);
    let browser = |url: &str| show_and_open(&name, url);
    let checked = account::check_signed_in(
        prepared,
        settings,
        &browser,
        timeout,
        &cancel,
        Options::default(),
    )
    .map_err(refused)?;
    added(store, checked, out)
}

fn added(store: &mut Store, checked: account::Checked, out: &mut dyn Write) -> Result<()> {
    let added = account::save(store, checked).map_err(refused)?;
    let name = added.account.name.as_str();
    let home = added.account.home.as_str();
    writeln!(out, "{}", fl!("cli-account-home", name = name, home = home))?;
    for (calendar, info) in &added.calendars {
        writeln!(
            out,
            "  {}  {}  ({})",
            remote_color(info),
            calendar.name,
            info.href
        )?;
    }
    writeln!(out, "{}", fl!("cli-account-run-sync"))?;
    Ok(())
}

fn remote_color(info: &sync::dav::CalendarInfo) -> String {
    info.color.clone().unwrap_or_else(|| "#3584e4".into())
}

/// Asks for the password on the terminal, without echo.
fn ask_password(name: &str, user: &str) -> Result<String> {
    use rustix::termios::{tcgetattr, tcsetattr, LocalModes, OptionalActions};
    let stdin = std::io::stdin();
    if !rustix::termios::isatty(&stdin) {
        return Err(BadInput(fl!("cli-no-terminal", name = name, user = user)).into());
    }
    // Echo off before the prompt shows, so nothing typed after it echoes.
    let saved = tcgetattr(&stdin)?;
    let mut quiet = saved.clone();
    quiet.local_modes.remove(LocalModes::ECHO);
    tcsetattr(&stdin, OptionalActions::Now, &quiet)?;
    eprint!("{}", fl!("cli-password-prompt", user = user, name = name));
    let mut line = String::new();
    let read = stdin.lock().read_line(&mut line);
    tcsetattr(&stdin, OptionalActions::Now, &saved)?;
    eprintln!();
    read?;
    let password = line.trim_end_matches(['\n', '\r']).to_owned();
    if password.is_empty() {
        return Err(BadInput(fl!("cli-empty-password")).into());
    }
    Ok(password)
}

fn list(store: &Store, json: bool, out: &mut dyn Write) -> Result<()> {
    let accounts = store.accounts().map_err(user_error)?;
    if json {
        let mut list = Vec::new();
        for a in &accounts {
            let calendars: Vec<serde_json::Value> = store
                .synced_calendars(a.id)
                .map_err(user_error)?
                .iter()
                .map(|c| serde_json::json!({"name": c.name, "href": c.href}))
                .collect();
            let server = store.server_identity(a.id).map_err(user_error)?;
            list.push(serde_json::json!({
                "name": a.name,
                "url": a.url,
                "user": a.user,
                "password": match (&a.oauth, &a.password_command) {
                    (Some(_), _) => "oauth",
                    (None, Some(_)) => "command",
                    (None, None) => "secret-service",
                },
                "calendars": calendars,
                // null: the server was not asked yet.
                "addresses": server.as_ref().map(|s| {
                    s.addresses.iter().map(|x| x.shown().to_owned()).collect::<Vec<_>>()
                }),
                "scheduling": server.as_ref().map(|s| s.scheduling),
            }));
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&list)?)?;
        return Ok(());
    }
    if accounts.is_empty() {
        writeln!(out, "{}", fl!("cli-no-accounts-yet"))?;
    }
    for a in &accounts {
        let source = match (&a.oauth, &a.password_command) {
            (Some(_), _) => fl!("cli-signs-in-browser"),
            (None, Some(_)) => fl!("cli-password-from-command"),
            (None, None) => fl!("cli-password-in-secret-service"),
        };
        let line = fl!(
            "cli-account-line",
            name = a.name.as_str(),
            url = a.url.as_str(),
            user = a.user.as_str(),
            source = source
        );
        writeln!(out, "{line}")?;
        if let Some(server) = store.server_identity(a.id).map_err(user_error)? {
            let addresses: Vec<&str> = server.addresses.iter().map(|x| x.shown()).collect();
            let said = match (addresses.is_empty(), server.scheduling) {
                (true, _) => fl!("cli-account-no-addresses"),
                (false, true) => fl!("cli-account-addresses", addresses = addresses.join(", ")),
                (false, false) => fl!(
                    "cli-account-addresses-no-scheduling",
                    addresses = addresses.join(", ")
                ),
            };
            writeln!(out, "  {said}")?;
        }
        for c in store.synced_calendars(a.id).map_err(user_error)? {
            writeln!(out, "  {}", c.name)?;
        }
    }
    Ok(())
}
