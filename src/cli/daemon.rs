//! `kairos daemon`: the reminder scheduler without a window.
//!
//! The loop itself is [`crate::service::serve`], shared with the window; this
//! adds the log file and a clean exit on SIGTERM or SIGINT.

use anyhow::{Context, Result};
use chrono::Utc;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};

mod damaged;

use super::parse::system_zone;
use super::{user_error, BadInput};
use crate::fl;
use crate::model::OccurrenceRef;
use crate::private::{self, Tightened};
use crate::service::{serve, Host, ServiceError, Wake};
use crate::store::health::{self, Health, Verdict};
use crate::store::{Store, StoreError};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Also log to this file (default: kairos-daemon.log in the state
    /// directory, e.g. ~/.local/state/kairos).
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>) -> Result<()> {
    let path = super::database(db)?;
    let viewer = system_zone()?;
    let (log_path, own_dir) = match &args.log {
        Some(p) => (p.clone(), false),
        None => directories::ProjectDirs::from("", "", "kairos")
            .and_then(|d| d.state_dir().map(|s| (s.join("kairos-daemon.log"), true)))
            .ok_or_else(|| BadInput(crate::fl!("cli-no-state-dir")))?,
    };
    let tightened = Logger::install(&log_path, own_dir)?;
    for t in tightened {
        log::warn!("{t}");
    }
    let (stop_tx, stop_rx) = channel::<()>();
    let current: Arc<Mutex<Option<Sender<Wake>>>> = Arc::default();
    let told = current.clone();
    ctrlc::set_handler(move || {
        let _ = stop_tx.send(());
        if let Some(waker) = told.lock().ok().and_then(|w| w.clone()) {
            let _ = waker.send(Wake::Stop);
        }
    })
    .context(fl!("cli-daemon-no-signals"))?;
    log::info!("kairos daemon started on {}", path.display());
    loop {
        // Open once here so that a bad file is reported before the loop
        // starts (and a database others could read is made private, and
        // said so, before anything else reads it).
        let served = match Store::open(&path) {
            Ok(store) => {
                for t in store.tightened() {
                    log::warn!("{t}");
                }
                drop(store);
                serve_once(&path, viewer, &current)
            }
            Err(e) if e.is_damage() => Err(ServiceError::Damaged {
                path: path.clone(),
                health: record_unreadable(&path, &e),
            }),
            Err(e) => return Err(user_error(e)),
        };
        match served {
            Ok(()) => break,
            Err(ServiceError::Damaged { health, .. }) => {
                // One notification, then nothing from this file until it
                // is restored (or found sound again by `kairos check`).
                log::error!(
                    "{}",
                    StoreError::damaged(&path, health.problem().unwrap_or_default())
                );
                if !damaged::wait_for_repair(&path, &stop_rx) {
                    break;
                }
                log::info!("{} is sound again: delivering", path.display());
            }
            Err(ServiceError::Store(e)) => return Err(user_error(e)),
            Err(other) => return Err(other.into()),
        }
    }
    log::info!("kairos daemon stopped");
    Ok(())
}

/// One run of the service, until it stops or finds the file damaged.
fn serve_once(
    path: &Path,
    viewer: chrono_tz::Tz,
    current: &Mutex<Option<Sender<Wake>>>,
) -> Result<(), ServiceError> {
    let (waker, wake) = channel::<Wake>();
    if let Ok(mut c) = current.lock() {
        *c = Some(waker.clone());
    }
    let db = path.to_owned();
    // Open shows the occurrence in the running window, or starts one.
    let open = move |what: OccurrenceRef| open_window(&db, &what);
    serve(
        path,
        viewer,
        Host {
            wake,
            waker,
            open: Some(&open),
            synced: None,
        },
    )
}

/// A file too damaged to open, recorded as such (once: the first finding's
/// time and whether it was said are kept).
fn record_unreadable(path: &Path, e: &StoreError) -> Health {
    let problem = e.to_string();
    health::record_damage(path, problem.clone(), Utc::now()).unwrap_or_else(|e| {
        log::error!("{e}");
        Health::after(None, Utc::now(), Verdict::Damaged(vec![problem]))
    })
}

/// Shows the occurrence in the window open on the same database, or when
/// there is none starts `kairos --open UID --occurrence ID` as a process of
/// its own (it outlives the daemon's notification thread).
fn open_window(db: &Path, subject: &OccurrenceRef) {
    let request = crate::instance::Request::open(subject);
    if crate::instance::send(db, &request) {
        log::info!("showed {} in the running window", subject.uid);
        return;
    }
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            log::error!("cannot find the kairos executable to open the window: {e}");
            return;
        }
    };
    let started = std::process::Command::new(exe)
        .arg("--db")
        .arg(db)
        .args(["--open", &subject.uid, "--occurrence"])
        .arg(subject.recurrence_id.to_string())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    match started {
        Ok(mut child) => {
            log::info!("opened the window (pid {}) on {}", child.id(), subject.uid);
            // Reap it when it closes, so no zombie is left behind.
            std::thread::spawn(move || child.wait());
        }
        Err(e) => log::error!("cannot open the window: {e}"),
    }
}

/// Log lines with a UTC timestamp, to stderr and to a file.
struct Logger {
    file: Mutex<std::fs::File>,
}

impl Logger {
    /// Logs to `path` (and stderr), creating it and its directory
    /// owner-only. `own_dir`: the directory is Kairos's state directory,
    /// tightened if others can enter it. Returns what was tightened, to be
    /// logged.
    fn install(path: &Path, own_dir: bool) -> Result<Vec<Tightened>> {
        let mut tightened = Vec::new();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            let made = if own_dir {
                private::own_dir(dir)
            } else {
                private::create_dir(dir).map(|()| None)
            };
            let path = dir.display().to_string();
            tightened.extend(made.with_context(|| fl!("cli-daemon-cannot-create", path = path))?);
        }
        let (file, log) = private::append(path).with_context(|| {
            let path = path.display().to_string();
            fl!("cli-daemon-cannot-open-log", path = path)
        })?;
        tightened.extend(log);
        log::set_boxed_logger(Box::new(Logger {
            file: Mutex::new(file),
        }))
        .context(fl!("cli-daemon-logger-taken"))?;
        log::set_max_level(log::LevelFilter::Info);
        Ok(tightened)
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
