//! `kairos check` and `kairos backup [list|now|restore WHEN]`: the file's
//! health on demand, and the backups Kairos keeps of it.

use anyhow::Result;
use chrono::{NaiveDate, Utc};
use std::io::Write;
use std::path::{Path, PathBuf};

use super::{database, user_error, BadInput};
use crate::fl;
use crate::remind::NotifierLock;
use crate::store::backup::{self, Backup, BackupKind};
use crate::store::health::{self, Depth, Verdict};
use crate::store::{restore, StoreError};
use crate::sync::SyncLock;

#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// SQLite's quick check (what Kairos runs daily and before writing)
    /// instead of the full one, which also checks every index.
    #[arg(long)]
    quick: bool,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// List the backups, oldest first (the default).
    List {
        /// One JSON array instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Make a backup now (after checking the file).
    Now,
    /// Put a backup in the database's place. WHEN is `latest`, a day
    /// (`2026-11-27`: that day's newest), a backup's time as listed
    /// (`20261127T083000Z`) or its file. Every other Kairos process must
    /// be closed; the file replaced is kept beside it.
    Restore {
        #[arg(value_name = "WHEN")]
        when: String,
        /// Wait for this process to end first (the window that asked).
        #[arg(long, value_name = "PID", hide = true)]
        after: Option<u32>,
        /// Open the window afterwards, and show a failure as a desktop
        /// notification (nobody reads this command's output).
        #[arg(long, hide = true)]
        reopen: bool,
    },
}

/// `kairos check`: SQLite's full integrity check (or with `--quick` the
/// daily one), recorded like the daily one: a file found sound again may
/// be written to again.
pub(super) fn run_check(args: &CheckArgs, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let path = database(db)?;
    if !path.exists() {
        let shown = path.display().to_string();
        return Err(BadInput(fl!("cli-check-no-file", path = shown)).into());
    }
    let depth = if args.quick {
        Depth::Quick
    } else {
        Depth::Full
    };
    let health = health::check_and_record(&path, depth, Utc::now())?;
    let shown = path.display().to_string();
    if args.json {
        let latest = backup::latest(&path).map(|b| b.path);
        let json = serde_json::json!({
            "path": path,
            "checked": health.checked.to_rfc3339(),
            "sound": !health.is_damaged(),
            "problems": match &health.verdict {
                Verdict::Sound => Vec::new(),
                Verdict::Damaged(p) => p.clone(),
            },
            "latest_backup": latest,
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
    }
    match &health.verdict {
        Verdict::Sound => {
            if !args.json {
                let said = if args.quick {
                    fl!("cli-check-sound-quick", path = shown)
                } else {
                    fl!("cli-check-sound", path = shown)
                };
                writeln!(out, "{said}")?;
            }
            Ok(())
        }
        Verdict::Damaged(problems) => {
            if !args.json {
                for p in problems {
                    writeln!(out, "{p}")?;
                }
            }
            // Exit 1: the check ran, and found the file damaged.
            // SQLite names at least one problem when it finds any; a
            // verdict without one still says the file is damaged.
            let first = problems.first().map_or("", String::as_str);
            Err(StoreError::damaged(&path, first).into())
        }
    }
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let path = database(db)?;
    match &args.action {
        None => list(&path, false, out),
        Some(Action::List { json }) => list(&path, *json, out),
        Some(Action::Now) => now(&path, out),
        Some(Action::Restore {
            when,
            after,
            reopen,
        }) => {
            if let Some(pid) = after {
                wait_for_exit(*pid);
            }
            let restored = restore(&path, when, out);
            if *reopen {
                reopen_window(&path, restored.as_ref().err());
            }
            restored
        }
    }
}

fn kind_words(kind: BackupKind) -> String {
    match kind {
        BackupKind::Regular => fl!("cli-backup-regular"),
        BackupKind::BeforeUpgrade(v) => fl!("cli-backup-before-upgrade", version = v),
    }
}

fn list(path: &Path, json: bool, out: &mut dyn Write) -> Result<()> {
    let backups = backup::list(path).map_err(user_error)?;
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&backups)?)?;
        return Ok(());
    }
    if backups.is_empty() {
        let shown = path.display().to_string();
        writeln!(out, "{}", fl!("cli-backup-none", path = shown))?;
    }
    for b in &backups {
        writeln!(
            out,
            "{}  {:>9}  {:<24}  {}",
            b.made.format("%Y-%m-%d %H:%M:%S UTC"), // i18n: not words
            format!("{:.1} MB", b.size as f64 / 1e6), // i18n: not words
            kind_words(b.kind),
            b.path.display()
        )?;
    }
    Ok(())
}

fn now(path: &Path, out: &mut dyn Write) -> Result<()> {
    if !path.exists() {
        let shown = path.display().to_string();
        return Err(BadInput(fl!("cli-check-no-file", path = shown)).into());
    }
    // A damaged file is not backed up: its copy would stand beside the
    // good ones as if it were one.
    crate::store::damage::before_writing(path, Utc::now()).map_err(user_error)?;
    let made = backup::make(path, Utc::now(), BackupKind::Regular)?;
    backup::prune(path)?;
    let (shown, copy) = (path.display().to_string(), made.path.display().to_string());
    writeln!(
        out,
        "{}",
        fl!("cli-backup-made", path = shown, backup = copy)
    )?;
    Ok(())
}

/// The backup `when` names.
fn chosen(path: &Path, when: &str) -> Result<Backup> {
    let backups = backup::list(path).map_err(user_error)?;
    let found = if when == "latest" {
        backups.last().cloned()
    } else if let Ok(day) = NaiveDate::parse_from_str(when, "%Y-%m-%d") {
        backups
            .iter()
            .rev()
            .find(|b| b.made.date_naive() == day)
            .cloned()
    } else {
        let named = Path::new(when);
        backups
            .iter()
            .find(|b| {
                b.made.format("%Y%m%dT%H%M%SZ").to_string() == when
                    || b.path == named
                    || b.path.file_name() == Some(named.as_os_str())
            })
            .cloned()
    };
    found.ok_or_else(|| {
        let shown = path.display().to_string();
        BadInput(fl!("cli-backup-no-such", path = shown, when = when)).into()
    })
}

fn restore(path: &Path, when: &str, out: &mut dyn Write) -> Result<()> {
    let backup = chosen(path, when)?;
    // No window or daemon may start delivering or syncing on the file
    // while it is swapped: both locks are held until the restore is done.
    let in_use = |what: String| {
        let holders = restore::holders(path);
        let by = if holders.is_empty() {
            what
        } else {
            restore::named(&holders)
        };
        user_error(StoreError::InUse {
            path: path.to_owned(),
            by,
        })
    };
    let _notifier = NotifierLock::try_acquire(path)?
        .ok_or_else(|| in_use(fl!("cli-backup-in-use-notifier")))?;
    let _sync =
        SyncLock::try_acquire(path)?.ok_or_else(|| in_use(fl!("cli-backup-in-use-sync")))?;
    let done = restore::restore(path, &backup, Utc::now()).map_err(user_error)?;
    let (copy, aside) = (
        done.backup.display().to_string(),
        done.kept_aside.display().to_string(),
    );
    writeln!(
        out,
        "{}",
        fl!("cli-backup-restored", backup = copy, aside = aside)
    )?;
    if done.to_compare > 0 {
        writeln!(
            out,
            "{}",
            fl!("cli-backup-compare", count = done.to_compare)
        )?;
    }
    Ok(())
}

/// How long a restore waits for the window that asked for it to close.
const MOST_WAITED: std::time::Duration = std::time::Duration::from_secs(60);

/// Returns once process `pid` has ended (or after [`MOST_WAITED`]: then
/// the restore finds it still holding the file, and says so).
fn wait_for_exit(pid: u32) {
    let proc = PathBuf::from(format!("/proc/{pid}"));
    let begun = std::time::Instant::now();
    while proc.exists() && begun.elapsed() < MOST_WAITED {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Opens the window on `db` again after a restore the window asked for;
/// a failure is shown on the desktop too, since no terminal shows it.
fn reopen_window(db: &Path, failed: Option<&anyhow::Error>) {
    use crate::remind::{DesktopNotifier, Notification, Notifier};
    if let Some(e) = failed {
        let _ = DesktopNotifier::for_notices().notify(&Notification {
            summary: fl!("cli-backup-restore-failed"),
            body: format!("{e:#}"),
            subject: None,
        });
    }
    if let Ok(exe) = std::env::current_exe() {
        let _ = std::process::Command::new(exe)
            .arg("--db")
            .arg(db)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
    }
}
