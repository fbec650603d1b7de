//! `kairos accounts`: add, list and remove CalDAV accounts.

use crate::fl;
use anyhow::Result;
use std::io::{BufRead, Write};
use std::path::PathBuf;

use super::{open_store, user_error, BadInput};
use crate::store::Store;
use crate::sync::account::{self, AddAccountError, NewAccount, Password};
use crate::sync::credentials::Secret;
use crate::sync::{self, secrets, Options};

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
        #[arg(long)]
        url: String,
        /// The user name to log in with.
        #[arg(long)]
        user: String,
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
            password_command,
            ca_cert,
        } => add(
            &mut store,
            name,
            url,
            user,
            password_command.as_deref(),
            ca_cert.as_ref(),
            out,
        ),
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
            if account.password_command.is_none() {
                // Its password goes too; a keyring that cannot be reached
                // keeps it, which is said, not fatal.
                if let Err(e) = secrets::forget(name) {
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

fn add(
    store: &mut Store,
    name: &str,
    url: &str,
    user: &str,
    password_command: Option<&str>,
    ca_cert: Option<&PathBuf>,
    out: &mut dyn Write,
) -> Result<()> {
    let refused = |e: AddAccountError| -> anyhow::Error {
        if e.is_bad_input() {
            BadInput(e.to_string()).into()
        } else {
            e.into()
        }
    };
    let new = NewAccount {
        name: name.to_owned(),
        url: url.to_owned(),
        user: user.to_owned(),
        ca_cert: ca_cert.cloned(),
    };
    // What needs no server is checked before the password is asked for.
    let prepared = account::prepare(store, new).map_err(refused)?;
    let password = match password_command {
        Some(command) => Password::Command(command.to_owned()),
        None => Password::Typed(Secret::new(ask_password(name, user)?)),
    };
    let checked = account::check(prepared, password, Options::default()).map_err(refused)?;
    let added = account::save(store, checked).map_err(refused)?;
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
                "password": if a.password_command.is_some() { "command" } else { "secret-service" },
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
        let source = match &a.password_command {
            Some(_) => fl!("cli-password-from-command"),
            None => fl!("cli-password-in-secret-service"),
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
