//! `kairos sync`: two-way sync of every account (or one).

use anyhow::{anyhow, Result};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::{open_store, user_error};
use crate::sync::{self, credentials, subscribe, AccountReport, Options, Run, SyncLock};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this account.
    #[arg(long, value_name = "NAME")]
    account: Option<String>,
    /// Print, per account and calendar, what was pulled, pushed, deleted
    /// and kept as conflict copies, as JSON.
    #[arg(long)]
    json: bool,
    /// Accept a server calendar that now lists no events though some were
    /// synced (it was emptied on purpose): delete them here too.
    #[arg(long)]
    allow_empty: bool,
    /// The longest one request may take, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    timeout: u64,
}

pub(super) fn run(
    args: &Args,
    db: Option<PathBuf>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
    let mut store = open_store(db)?;
    // One sync at a time on this database: wait for a running one.
    let _lock = SyncLock::acquire(store.path())?;
    let accounts = match &args.account {
        Some(name) => vec![store.account(name).map_err(user_error)?],
        None => store.accounts().map_err(user_error)?,
    };
    // Subscriptions are refreshed with a whole sync, not one account's.
    let subscriptions = match &args.account {
        Some(_) => Vec::new(),
        None => store.subscriptions().map_err(user_error)?,
    };
    if accounts.is_empty() && subscriptions.is_empty() {
        writeln!(
            out,
            "No accounts to sync. Add one with `kairos accounts add NAME --url URL --user USER`."
        )?;
        return Ok(());
    }
    let run = Run {
        today: chrono::Local::now().date_naive(),
        allow_empty: args.allow_empty,
    };
    let mut reports: Vec<AccountReport> = Vec::new();
    for account in &accounts {
        let options = Options {
            timeout: Duration::from_secs(args.timeout.max(1)),
            ca_cert: account.ca_cert.as_ref().map(PathBuf::from),
            ..Options::default()
        };
        let report = match credentials::password(account) {
            Ok(password) => sync::sync_account(&mut store, account, &password, options, run),
            Err(e) => AccountReport {
                account: account.name.clone(),
                error: Some(e.to_string()),
                ..Default::default()
            },
        };
        reports.push(report);
    }
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&reports)?)?;
    } else {
        for r in &reports {
            if r.ok() {
                writeln!(out, "{}", r.summary())?;
            }
            for name in &r.added {
                writeln!(out, "  new calendar from the server: {name}")?;
            }
            for name in &r.removed {
                writeln!(out, "  calendar gone from the server, removed here: {name}")?;
            }
            for c in &r.calendars {
                for note in &c.notes {
                    writeln!(out, "  {}: {note}", c.calendar)?;
                }
            }
        }
    }
    let mut feeds_failed = 0;
    for s in &subscriptions {
        let options = Options {
            timeout: Duration::from_secs(args.timeout.max(1)),
            ..Options::default()
        };
        match subscribe::refresh(&mut store, s, options) {
            Ok(done) if !args.json => writeln!(out, "{}", subscribe_line(&s.name, done))?,
            Ok(_) => {}
            Err(e) => {
                feeds_failed += 1;
                writeln!(err, "{}: {e}", s.name)?;
            }
        }
    }
    let failed: Vec<&AccountReport> = reports.iter().filter(|r| !r.ok()).collect();
    for r in &failed {
        writeln!(err, "{}", r.summary())?;
    }
    if failed.is_empty() && feeds_failed > 0 {
        return Err(anyhow!(
            "{feeds_failed} subscription{} could not be refreshed; their events are as they were",
            if feeds_failed == 1 { "" } else { "s" }
        ));
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(anyhow!(
            "{} of {} account{} did not sync; nothing was lost, the next sync goes on from here",
            failed.len(),
            reports.len(),
            if reports.len() == 1 { "" } else { "s" }
        ))
    }
}

/// "Holidays: 3 added, 1 updated, 0 removed" or "Holidays: unchanged".
pub(super) fn subscribe_line(name: &str, done: subscribe::Refreshed) -> String {
    match done {
        subscribe::Refreshed::Unchanged => format!("{name}: unchanged"),
        subscribe::Refreshed::Replaced(r) => {
            let mut line = format!(
                "{name}: {} added, {} updated, {} removed",
                r.added, r.updated, r.removed
            );
            if r.skipped > 0 {
                line += &format!(", {} skipped", r.skipped);
            }
            line
        }
    }
}
