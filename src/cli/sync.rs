//! `kairos sync`: two-way sync of every account (or one).

use crate::fl;
use anyhow::{anyhow, Result};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::{open_store, user_error};
use crate::sync::{self, AccountReport, PassOptions, SyncLock};

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
    /// The longest one request may take, in seconds (the background sync
    /// and the window allow the same by default).
    #[arg(long, value_name = "SECS", default_value_t = sync::REQUEST_TIMEOUT.as_secs())]
    timeout: u64,
    /// Also read the schedule inboxes of scheduling accounts now (by
    /// default: after a sync that changed something, and hourly).
    #[arg(long)]
    inbox: bool,
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
        writeln!(out, "{}", crate::fl!("cli-no-accounts"))?;
        return Ok(());
    }
    let options = PassOptions {
        timeout: Duration::from_secs(args.timeout.max(1)),
        allow_empty: args.allow_empty,
        today: chrono::Local::now().date_naive(),
        read_inbox: args.inbox,
    };
    let pass =
        sync::run_pass(&mut store, &accounts, &subscriptions, options).map_err(user_error)?;
    let (reports, feeds) = (pass.accounts, pass.feeds);
    if args.json {
        // One array: the accounts, then the subscriptions.
        let mut all: Vec<serde_json::Value> = Vec::new();
        for r in &reports {
            all.push(serde_json::to_value(r)?);
        }
        for f in &feeds {
            all.push(serde_json::to_value(f)?);
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&all)?)?;
    } else {
        for r in &reports {
            if r.ok() {
                writeln!(out, "{}", r.summary())?;
            }
            for name in &r.added {
                writeln!(
                    out,
                    "  {}",
                    fl!("sync-calendar-added", name = name.as_str())
                )?;
            }
            for name in &r.removed {
                writeln!(
                    out,
                    "  {}",
                    fl!("sync-calendar-removed", name = name.as_str())
                )?;
            }
            for c in &r.calendars {
                for note in &c.notes {
                    writeln!(out, "  {}: {note}", c.calendar)?;
                }
            }
            for refused in &r.inbox.refused {
                let message = refused.to_string();
                writeln!(out, "  {}", fl!("sync-inbox-refused", message = message))?;
            }
            for unshown in &r.inbox.unshown {
                writeln!(out, "  {unshown}")?;
            }
        }
        for f in feeds.iter().filter(|f| f.error.is_none()) {
            writeln!(out, "{}", f.summary())?;
        }
    }
    let mut feeds_failed = 0;
    for f in feeds.iter().filter(|f| f.error.is_some()) {
        feeds_failed += 1;
        writeln!(err, "{}", f.summary())?;
    }
    let failed: Vec<&AccountReport> = reports.iter().filter(|r| !r.ok()).collect();
    for r in &failed {
        writeln!(err, "{}", r.summary())?;
    }
    if failed.is_empty() && feeds_failed > 0 {
        return Err(anyhow!(
            "{}",
            fl!("sync-feeds-failed", count = feeds_failed)
        ));
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(anyhow!(
            "{}",
            fl!(
                "sync-accounts-failed",
                failed = failed.len(),
                count = reports.len()
            )
        ))
    }
}
