//! `kairos daemon`: the reminder scheduler without a window.
//!
//! Sleeps until the next reminder is due (never longer than a minute, to
//! notice a suspend or a clock change), wakes at once when another process
//! changes the database (a file watcher on it), delivers only while it holds
//! the notifier lock, and exits cleanly on SIGTERM or SIGINT.

use anyhow::{Context, Result};
use chrono::{Duration, Utc};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, RecvTimeoutError, Sender};
use std::sync::Mutex;

use super::parse::system_zone;
use super::{user_error, BadInput};
use crate::remind::{
    Action, ActionEvent, Clock, DesktopNotifier, NotifierLock, Scheduler, SystemClock,
};
use crate::store::{Store, StoreError};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Also log to this file (default: kairos-daemon.log in the state
    /// directory, e.g. ~/.local/state/kairos).
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
}

/// Why the loop wakes.
enum Wake {
    Action(ActionEvent),
    Changed,
    Stop,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>) -> Result<()> {
    let path = match db {
        Some(p) => p,
        None => Store::default_path().map_err(user_error)?,
    };
    let viewer = system_zone()?;
    let log_path = match &args.log {
        Some(p) => p.clone(),
        None => directories::ProjectDirs::from("", "", "kairos")
            .and_then(|d| d.state_dir().map(|s| s.join("kairos-daemon.log")))
            .ok_or_else(|| BadInput("no state directory for the log: pass --log FILE".into()))?,
    };
    Logger::install(&log_path)?;
    let mut store = Store::open(&path).map_err(user_error)?;
    let (tx, rx) = channel::<Wake>();
    let stop = tx.clone();
    ctrlc::set_handler(move || {
        let _ = stop.send(Wake::Stop);
    })
    .context("cannot handle SIGTERM/SIGINT")?;
    let _watcher = watch(&path, tx.clone())?;
    let (actions, action_rx) = channel::<ActionEvent>();
    let forward = tx.clone();
    std::thread::spawn(move || {
        for a in action_rx {
            if forward.send(Wake::Action(a)).is_err() {
                break;
            }
        }
    });
    let mut scheduler = Scheduler::new(SystemClock, DesktopNotifier::new(actions), viewer);
    log::info!("kairos daemon started on {}", path.display());
    let mut lock: Option<NotifierLock> = None;
    let mut standing_by = false;
    let mut deadline = Utc::now();
    let mut seen = store.change_stamp().map_err(user_error)?;
    // The file changes before another process's commit is visible: look
    // at the change stamp a moment after the last change seen.
    let mut recheck: Option<chrono::DateTime<Utc>> = None;
    loop {
        let now = scheduler.clock.now();
        if recheck.is_some_and(|t| now >= t) {
            recheck = None;
            if store.change_stamp().map_err(user_error)? != seen {
                deadline = now;
            }
        }
        if now >= deadline {
            if lock.is_none() {
                lock = NotifierLock::try_acquire(&path).with_context(|| {
                    format!("cannot lock {}", NotifierLock::path_for(&path).display())
                })?;
                match (&lock, standing_by) {
                    (None, false) => {
                        log::info!("another Kairos process delivers reminders; standing by")
                    }
                    (Some(_), true) => log::info!("taking over reminder delivery"),
                    _ => {}
                }
                standing_by = lock.is_none();
            }
            deadline = match (&lock, scheduler.tick(&mut store)) {
                (None, _) => now + scheduler.config.max_sleep,
                (Some(_), Ok(tick)) => {
                    if tick.shown + tick.failed + tick.missed_silently > 0 {
                        log::info!(
                            "{} shown, {} failed (will retry), {} missed silently",
                            tick.shown,
                            tick.failed,
                            tick.missed_silently
                        );
                    }
                    tick.next_wake
                }
                (Some(_), Err(e)) => {
                    log::error!("{e}");
                    now + scheduler.config.max_sleep
                }
            };
            seen = store.change_stamp().map_err(user_error)?;
        }
        let next = recheck.map_or(deadline, |t| t.min(deadline));
        let wait = (next - scheduler.clock.now())
            .clamp(Duration::zero(), scheduler.config.max_sleep)
            .to_std()
            .unwrap_or_default();
        match rx.recv_timeout(wait) {
            Ok(Wake::Stop) | Err(RecvTimeoutError::Disconnected) => break,
            Ok(Wake::Changed) => {
                // Our own delivery log writes do not move the stamp: only
                // other processes' edits wake us early.
                recheck = Some(scheduler.clock.now() + Duration::milliseconds(150));
            }
            Ok(Wake::Action(event)) => {
                if let Err(e) = apply(&mut scheduler, &mut store, &event) {
                    log::error!("{e}");
                }
                deadline = scheduler.clock.now();
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
    log::info!("kairos daemon stopped");
    Ok(())
}

fn apply(
    scheduler: &mut Scheduler<SystemClock, DesktopNotifier>,
    store: &mut Store,
    event: &ActionEvent,
) -> Result<(), StoreError> {
    let s = &event.subject;
    let Some(row) = store.delivery(&s.uid, s.recurrence_id, &s.reminder)? else {
        return Ok(());
    };
    let result = match event.action {
        Action::Snooze => scheduler.snooze(store, &row),
        Action::Dismiss => scheduler.dismiss(store, &row),
    };
    result.map_err(|crate::remind::SchedulerError::Store(e)| e)
}

/// Wakes the loop when the database file or its WAL changes.
fn watch(db: &Path, tx: Sender<Wake>) -> Result<notify::RecommendedWatcher> {
    use notify::Watcher;
    let dir = db
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_owned();
    let name = db.file_name().map(|n| n.to_owned()).unwrap_or_default();
    let tx = Mutex::new(tx);
    let mut watcher = notify::recommended_watcher(move |res: notify::Result<notify::Event>| {
        let Ok(event) = res else { return };
        let ours = event.paths.iter().any(|p| {
            p.file_name()
                .is_some_and(|f| f.to_string_lossy().starts_with(&*name.to_string_lossy()))
        });
        if ours && event.kind.is_modify() {
            if let Ok(tx) = tx.lock() {
                let _ = tx.send(Wake::Changed);
            }
        }
    })
    .context("cannot watch the database for changes")?;
    watcher
        .watch(&dir, notify::RecursiveMode::NonRecursive)
        .with_context(|| format!("cannot watch {}", dir.display()))?;
    Ok(watcher)
}

/// Log lines with a UTC timestamp, to stderr and to a file.
struct Logger {
    file: Mutex<std::fs::File>,
}

impl Logger {
    fn install(path: &Path) -> Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
        }
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("cannot open the log {}", path.display()))?;
        log::set_boxed_logger(Box::new(Logger {
            file: Mutex::new(file),
        }))
        .context("a logger is already installed")?;
        log::set_max_level(log::LevelFilter::Info);
        Ok(())
    }
}

impl log::Log for Logger {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::Level::Info
    }

    fn log(&self, record: &log::Record<'_>) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let line = format!(
            "{} {} {}\n",
            Utc::now().format("%Y-%m-%dT%H:%M:%SZ"),
            record.level(),
            record.args()
        );
        let _ = std::io::stderr().write_all(line.as_bytes());
        if let Ok(mut f) = self.file.lock() {
            let _ = f.write_all(line.as_bytes());
        }
    }

    fn flush(&self) {
        if let Ok(mut f) = self.file.lock() {
            let _ = f.flush();
        }
    }
}
