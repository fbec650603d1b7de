//! Sync without being asked, in whichever process delivers reminders (the
//! window or `kairos daemon`): a thread the delivery loop starts, which
//! syncs only while that process holds the notifier lock, and only while
//! it can take the [`SyncLock`] — so two processes never sync one file at
//! once, and a `kairos sync` the user runs is waited out, not raced.
//!
//! When it syncs is [`Pace`]'s: at start, every interval (the
//! `sync_interval` setting, in seconds; 15 minutes unset), soon after a
//! local edit to a synced calendar, at once after a resume, and a failing
//! account on a backoff of its own. A resume is seen as the wall clock
//! running on while the monotonic clock stood still (it does not count a
//! suspend).
//!
//! Idle, it costs one wake-up a minute and, each interval, one request per
//! account (the calendar list carries each calendar's sync token) plus a
//! conditional GET per subscription.

use chrono::{DateTime, Duration, Utc};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::Instant;

pub use super::pace::DEFAULT_INTERVAL;
use super::{run_pass, Pace, PassOptions, SyncLock, REQUEST_TIMEOUT};
use crate::store::{Account, ChangeStamp, Store, StoreError, Trouble};

/// The setting that holds the interval between full passes, in seconds.
pub const SYNC_INTERVAL: &str = crate::store::preferences::key::SYNC_INTERVAL;
/// The longest one request of a background pass may take.
/// The longest the thread sleeps: it looks at the clocks at least this often.
const MAX_SLEEP: Duration = Duration::seconds(60);
/// A wall clock that ran this much further than the monotonic one means
/// the machine was suspended.
const RESUME_GAP: Duration = Duration::seconds(30);

/// What the thread is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nudge {
    /// The database file changed (maybe a local edit to send).
    Changed,
    /// Sync everything now: the process took over delivery, or the network
    /// changed (it may be back).
    Now,
    /// Stop.
    Stop,
}

/// What the host hears of a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// A pass began.
    Started,
    /// A pass ended (the file holds what it brought and each account's
    /// status).
    Finished,
}

/// Told of each pass's start and end (the window redraws on them).
pub type Listener = Arc<dyn Fn(Progress) + Send + Sync>;

/// The longest interval the setting may say: a year (a longer one would
/// overflow the time of the next pass).
pub const MAX_INTERVAL: Duration = Duration::days(365);

/// The sync interval the settings say.
pub fn interval(store: &Store) -> Result<Duration, StoreError> {
    Ok(store
        .setting(SYNC_INTERVAL)?
        .and_then(|v| read_interval(&v))
        .unwrap_or(DEFAULT_INTERVAL))
}

/// The interval `text` says: whole seconds, from 1 to [`MAX_INTERVAL`]
/// (`None`: not one; the default stands).
pub fn read_interval(text: &str) -> Option<Duration> {
    text.parse::<i64>()
        .ok()
        .filter(|s| (1..=MAX_INTERVAL.num_seconds()).contains(s))
        .map(Duration::seconds)
}

/// Starts the thread on the database at `db`; it syncs while `delivering`
/// holds. Ends when told [`Nudge::Stop`] or when every sender is gone; a
/// pass under way when the process exits is safe to cut (see `sync`).
pub fn start(
    db: PathBuf,
    delivering: Arc<AtomicBool>,
    nudges: Receiver<Nudge>,
    nudger: Sender<Nudge>,
    listener: Option<Listener>,
) -> std::io::Result<()> {
    watch_network(nudger);
    std::thread::Builder::new()
        .name("kairos-sync".into())
        .spawn(move || {
            if let Err(e) = run(&db, &delivering, &nudges, listener.as_ref()) {
                log::error!("background sync stopped: {e}");
            }
        })
        .map(|_| ())
}

/// Nudges the sync thread when the network changes (a thread of its own,
/// which ends with the sync thread: its first nudge after that fails).
fn watch_network(nudger: Sender<Nudge>) {
    let spawned = std::thread::Builder::new()
        .name("kairos-network".into())
        .spawn(move || {
            super::network::watch(None, &|| {
                log::info!("the network changed: syncing");
                nudger.send(Nudge::Now).is_ok()
            });
        });
    if let Err(e) = spawned {
        log::warn!("cannot watch the network: {e}");
    }
}

/// Forwards nudges to the thread; a stopped thread is not an error.
pub fn nudge(to: &Sender<Nudge>, what: Nudge) {
    let _ = to.send(what);
}

fn run(
    db: &Path,
    delivering: &AtomicBool,
    nudges: &Receiver<Nudge>,
    listener: Option<&Listener>,
) -> Result<(), StoreError> {
    let mut store = Store::open(db)?;
    let mut pace = Pace::new(Utc::now(), interval(&store)?);
    let mut stamp: Option<ChangeStamp> = None;
    let (mut wall, mut mono) = (Utc::now(), Instant::now());
    loop {
        let now = Utc::now();
        let ran = Duration::from_std(mono.elapsed()).unwrap_or(Duration::zero());
        if now - wall - ran > RESUME_GAP {
            log::info!("resumed after a suspend: syncing");
            pace.now(now);
        }
        (wall, mono) = (now, Instant::now());
        let mut wait = MAX_SLEEP;
        if delivering.load(Ordering::Acquire) {
            // A pass that fails (the database busy or broken) or hits a bug
            // is logged in words; the thread goes on and tries again at the
            // next time the pace gives, so edits are never stranded.
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                pass_if_due(db, &mut store, &mut pace, now, listener)
            }));
            wait = (pace.next() - Utc::now()).clamp(Duration::zero(), MAX_SLEEP);
            match outcome {
                Ok(Ok(())) => {}
                Ok(Err(e)) => {
                    log::error!("background sync: {e}; trying again in a minute");
                    wait = MAX_SLEEP;
                }
                Err(_) => {
                    log::error!(
                        "background sync stopped on an internal error; trying again in a minute"
                    );
                    wait = MAX_SLEEP;
                }
            }
        }
        match nudges.recv_timeout(wait.to_std().unwrap_or_default()) {
            Ok(Nudge::Stop) | Err(RecvTimeoutError::Disconnected) => return Ok(()),
            Ok(Nudge::Now) => pace.now(Utc::now()),
            Ok(Nudge::Changed) => {
                if let Err(e) = changed(&store, &mut stamp, &mut pace) {
                    log::error!("background sync: {e}");
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// Another process wrote the file: a new interval, or edits to send.
fn changed(
    store: &Store,
    stamp: &mut Option<ChangeStamp>,
    pace: &mut Pace,
) -> Result<(), StoreError> {
    // Only another connection's commit moves the stamp: the file activity
    // of reading, or of this thread's own writes, is not an edit.
    let now_stamp = store.change_stamp()?;
    if *stamp != Some(now_stamp) {
        *stamp = Some(now_stamp);
        let new = interval(store)?;
        if new != pace.interval {
            pace.set_interval(new);
        }
        if store.any_pending_changes()? {
            pace.edited(Utc::now());
        }
    }
    Ok(())
}

/// The accounts background sync takes: all but those waiting for the user
/// to sign in again (asking their server meanwhile only fails, and a
/// provider may count the attempts against the app).
pub fn unattended_accounts(store: &Store) -> Result<Vec<Account>, StoreError> {
    let mut accounts = store.accounts()?;
    let mut waiting = Vec::new();
    for a in &accounts {
        if matches!(store.sync_state(a.id)?.error, Some((Trouble::SignIn, _))) {
            waiting.push(a.id);
        }
    }
    accounts.retain(|a| !waiting.contains(&a.id));
    Ok(accounts)
}

/// Runs the pass due at `now`, if any, under the sync lock.
fn pass_if_due(
    db: &Path,
    store: &mut Store,
    pace: &mut Pace,
    now: DateTime<Utc>,
    listener: Option<&Listener>,
) -> Result<(), StoreError> {
    let accounts = unattended_accounts(store)?;
    let ids: Vec<i64> = accounts.iter().map(|a| a.id).collect();
    let Some(pass) = pace.due(now, &ids) else {
        return Ok(());
    };
    let lock = match SyncLock::try_acquire(db) {
        Ok(Some(lock)) => lock,
        Ok(None) => {
            pace.busy(now);
            return Ok(());
        }
        Err(e) => {
            log::error!("cannot take the sync lock: {e}");
            pace.busy(now);
            return Ok(());
        }
    };
    if let Some(l) = listener {
        l(Progress::Started);
    }
    let chosen: Vec<_> = accounts
        .into_iter()
        .filter(|a| pass.accounts.contains(&a.id))
        .collect();
    let options = PassOptions {
        timeout: REQUEST_TIMEOUT,
        allow_empty: false,
        today: chrono::Local::now().date_naive(),
        read_inbox: false,
    };
    let subscriptions = if pass.feeds {
        store.subscriptions()?
    } else {
        Vec::new()
    };
    let done = run_pass(store, &chosen, &subscriptions, options);
    // Told of the end whatever happened, so no spinner turns for ever.
    let finish = || {
        if let Some(l) = listener {
            l(Progress::Finished);
        }
    };
    let reports = match done {
        Ok(done) => done.accounts,
        Err(e) => {
            drop(lock);
            pace.done(Utc::now(), &pass, &[]);
            finish();
            return Err(e);
        }
    };
    let outcomes: Vec<_> = chosen
        .iter()
        .zip(&reports)
        .map(|(account, report)| (account.id, report.failure().map(|(t, _)| t)))
        .collect();
    drop(lock);
    pace.done(Utc::now(), &pass, &outcomes);
    finish();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An interval too long for a time (a hand-edited file) is the default,
    /// not a panic of the thread that reads it; the longest one read keeps
    /// the next pass's time within range.
    #[test]
    fn an_interval_past_any_time_is_the_default() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        for (text, read) in [
            ("99999999999999999", DEFAULT_INTERVAL),
            ("9000000000000", DEFAULT_INTERVAL),
            ("0", DEFAULT_INTERVAL),
            ("-5", DEFAULT_INTERVAL),
            ("+60", Duration::seconds(60)),
            ("31536000", MAX_INTERVAL),
        ] {
            store.set_setting(SYNC_INTERVAL, text).unwrap();
            assert_eq!(interval(&store).unwrap(), read, "{text}");
        }
        let now = Utc::now();
        let mut pace = Pace::new(now, MAX_INTERVAL);
        let pass = pace.due(now, &[]).unwrap();
        pace.done(now, &pass, &[]);
        assert!(pace.due(now + MAX_INTERVAL, &[]).is_some());
    }

    #[test]
    fn an_account_to_sign_in_again_waits_until_it_is_mended() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        for name in ["google", "work"] {
            let account = Account {
                id: 0,
                name: name.into(),
                url: "https://dav.example.com/".into(),
                user: "ann".into(),
                password_command: None,
                ca_cert: None,
                home: "/home/".into(),
                oauth: None,
                keyring_id: String::new(),
            };
            store.add_account(&account, &[]).unwrap();
        }
        let names = |store: &Store| -> Vec<String> {
            unattended_accounts(store)
                .unwrap()
                .into_iter()
                .map(|a| a.name)
                .collect()
        };
        let google = store.account("google").unwrap().id;
        let work = store.account("work").unwrap().id;
        let now = Utc::now();
        store
            .sync_finished(google, now, Some((Trouble::SignIn, "revoked")))
            .unwrap();
        store
            .sync_finished(work, now, Some((Trouble::Offline, "offline")))
            .unwrap();
        // Offline passes by itself and is retried; a revoked sign-in is not.
        assert_eq!(names(&store), ["work"]);
        store.sync_mended(google).unwrap();
        assert_eq!(names(&store), ["google", "work"]);
        assert_eq!(store.sync_state(google).unwrap().error, None);
    }
}
