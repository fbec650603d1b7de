//! The loop of a running Kairos process: reminders delivered while this
//! process holds the notifier lock, the background sync beside them, the
//! database file watched for other processes' edits, notification actions
//! answered, and the user's preferences followed as they change.
//!
//! Sleeps until the next reminder is due (never longer than a minute, to
//! notice a suspend or a clock change), wakes at once when another process
//! changes the database (a file watcher on it), and delivers only while it
//! holds the [`NotifierLock`] — so a window and a daemon on the same file
//! never both notify; whichever starts second stands by and takes over when
//! the other exits.

use chrono::{Duration, Utc};
use chrono_tz::Tz;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use thiserror::Error;

use super::follow::Follow;
use super::invites::{self, Announcer};
use super::watch::watch;
use crate::model::OccurrenceRef;
use crate::remind::{
    Action, ActionEvent, Clock, DesktopNotifier, InvitationAction, NotifierLock, Scheduler,
    SchedulerError, SystemClock,
};
use crate::store::health::Health;
use crate::store::{Store, StoreError};
use crate::sync::background::{self, Listener, Nudge, Progress};

/// Why the loop wakes.
#[derive(Debug)]
pub enum Wake {
    /// The user acted on a notification.
    Action(ActionEvent),
    /// The user answered an invitation's notification.
    Invitation(InvitationAction),
    /// The database file changed.
    Changed,
    /// A background sync pass started or ended.
    Synced(Progress),
    /// The file's guard checked the database (and backed it up if due).
    Checked(Health),
    /// Stop and return.
    Stop,
}

/// Why the loop could not run.
#[derive(Debug, Error)]
pub enum ServiceError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{}", crate::fl!("remind-cannot-lock", path = .path.display().to_string(), reason = .source.to_string()))]
    Lock {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}", crate::fl!("remind-cannot-start-sync", reason = .0.to_string()))]
    Thread(std::io::Error),
    #[error("{}", crate::fl!("remind-cannot-watch", path = .path.display().to_string(), reason = .reason))]
    Watch { path: PathBuf, reason: String },
    /// A check found the file damaged: nothing more is delivered, synced
    /// or written from it (the front door says so, and waits for a
    /// restore).
    #[error("{}", StoreError::damaged(.path, .health.problem().unwrap_or_default()))]
    Damaged { path: PathBuf, health: Health },
}

/// What the loop needs from its host.
pub struct Host<'a> {
    /// Where wake-ups arrive; the loop returns on [`Wake::Stop`] or when
    /// every sender is gone.
    pub wake: Receiver<Wake>,
    /// A sender for the same channel (for the file watcher and the
    /// notification action threads).
    pub waker: Sender<Wake>,
    /// Called when the user asks to open a reminder's occurrence (the
    /// window shows it; the daemon starts a window on it); `None` means
    /// nothing can, and Open is not offered.
    pub open: Option<&'a (dyn Fn(OccurrenceRef) + Sync)>,
    /// Told when a background sync pass starts and ends (the window
    /// redraws); the sync runs either way.
    pub synced: Option<&'a (dyn Fn(Progress) + Sync)>,
}

/// Runs the delivery loop on the database at `path` for a viewer in
/// `viewer` until told to stop.
pub fn serve(path: &Path, viewer: Tz, host: Host<'_>) -> Result<(), ServiceError> {
    let mut store = Store::open(path)?;
    let _watcher = watch(path, host.waker.clone())?;
    let (actions, action_rx) = std::sync::mpsc::channel::<ActionEvent>();
    let forward = host.waker.clone();
    std::thread::spawn(move || {
        for a in action_rx {
            if forward.send(Wake::Action(a)).is_err() {
                break;
            }
        }
    });
    let (answers, answer_rx) = std::sync::mpsc::channel::<InvitationAction>();
    let forward = host.waker.clone();
    std::thread::spawn(move || {
        for a in answer_rx {
            if forward.send(Wake::Invitation(a)).is_err() {
                break;
            }
        }
    });
    // Whichever process delivers reminders also syncs in the background.
    let delivering = Arc::new(AtomicBool::new(false));
    let (nudges, nudged) = std::sync::mpsc::channel();
    let heard = host.waker.clone();
    let listener: Listener = Arc::new(move |p| {
        let _ = heard.send(Wake::Synced(p));
    });
    background::start(
        path.to_owned(),
        delivering.clone(),
        nudged,
        nudges.clone(),
        host.synced.is_some().then_some(listener),
    )
    .map_err(ServiceError::Thread)?;
    let mut notifier = DesktopNotifier::new(actions).answering_invitations(answers);
    let mut announcer = Announcer::default();
    if host.open.is_some() {
        notifier = notifier.offering_open();
    }
    let mut scheduler = Scheduler::new(SystemClock, notifier, viewer);
    // The language, clock and zone chosen in Preferences, followed as they
    // change.
    let mut follow = Follow::new(viewer);
    follow.preferences(&mut scheduler, &store)?;
    log::info!("delivering reminders for {}", path.display());
    let mut lock: Option<NotifierLock> = None;
    let mut standing_by = false;
    // Nothing is delivered, synced or written by this process's loop until
    // its own check (the guard's, as soon as this process holds the lock)
    // found the file sound: a good check of an hour ago says nothing of a
    // page damaged since, and delivering writes.
    let mut sound = false;
    let mut guard: Option<std::sync::mpsc::Sender<()>> = None;
    let mut damaged: Option<Health> = None;
    let mut deadline = Utc::now();
    let mut seen = store.change_stamp()?;
    // The file changes before another process's commit is visible: look
    // at the change stamp a moment after the last change seen.
    let mut recheck: Option<chrono::DateTime<Utc>> = None;
    // When the changes the pending recheck waits out began.
    let mut first_change: Option<chrono::DateTime<Utc>> = None;
    loop {
        let now = scheduler.clock.now();
        if recheck.is_some_and(|t| now >= t) {
            recheck = None;
            first_change = None;
            if store.change_stamp()? != seen {
                deadline = now;
                follow.preferences(&mut scheduler, &store)?;
                // The file event of another process's commit can come
                // before the commit is visible, when the sync thread's own
                // look finds nothing new: it looks again now, so an edit
                // from the command line is sent as one from here is.
                background::nudge(&nudges, Nudge::Changed);
            }
        }
        if now >= deadline {
            // At least once a minute: the zone chosen in Preferences, or
            // the system's when none is (a laptop that travelled).
            follow.zone(&mut scheduler, &store)?;
            if lock.is_none() {
                lock = NotifierLock::try_acquire(path).map_err(|source| ServiceError::Lock {
                    path: NotifierLock::path_for(path),
                    source,
                })?;
                // Said once per change, so that a reader of the log (or a
                // test) knows which process delivers from when.
                match (&lock, standing_by) {
                    (None, false) => {
                        log::info!("another Kairos process delivers reminders; standing by")
                    }
                    (Some(_), true) => log::info!("taking over reminder delivery"),
                    (Some(_), false) => log::info!("this process delivers reminders"),
                    (None, true) => {}
                }
                if lock.is_some() && guard.is_none() {
                    let (stop, stopped) = std::sync::mpsc::channel();
                    let waker = host.waker.clone();
                    let found = move |h| waker.send(Wake::Checked(h)).is_ok();
                    super::guard::start(path.to_owned(), found, stopped)
                        .map_err(ServiceError::Thread)?;
                    guard = Some(stop);
                }
                if lock.is_some() && sound {
                    // This process delivers from now on, so it syncs too:
                    // at once.
                    delivering.store(true, Ordering::Release);
                    background::nudge(&nudges, Nudge::Now);
                }
                standing_by = lock.is_none();
            }
            let delivers = lock.is_some() && sound;
            deadline = match (delivers, delivers.then(|| scheduler.tick(&mut store))) {
                (false, _) | (true, None) => now + scheduler.config.max_sleep,
                (true, Some(Ok(tick))) => {
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
                (true, Some(Err(e))) => {
                    log::error!("{e}");
                    now + scheduler.config.max_sleep
                }
            };
            // The delivering process also announces new invitations.
            if delivers {
                let (viewer, locale) = (scheduler.viewer, scheduler.locale);
                match announcer.announce(&mut store, &mut scheduler.notifier, viewer, &locale, now)
                {
                    Ok(done) if done.shown + done.withdrawn > 0 => log::info!(
                        "{} invitation notifications shown, {} taken down",
                        done.shown,
                        done.withdrawn
                    ),
                    Ok(_) => {}
                    Err(e) => log::error!("{e}"),
                }
            }
            seen = store.change_stamp()?;
        }
        let next = recheck.map_or(deadline, |t| t.min(deadline));
        let wait = (next - scheduler.clock.now())
            .clamp(Duration::zero(), scheduler.config.max_sleep)
            .to_std()
            .unwrap_or_default();
        match host.wake.recv_timeout(wait) {
            Ok(Wake::Stop) | Err(RecvTimeoutError::Disconnected) => break,
            Ok(Wake::Changed) => {
                background::nudge(&nudges, Nudge::Changed);
                // Our own delivery log writes do not move the stamp: only
                // other processes' edits wake us early. A moment after the
                // last change, but at most a second after the first: file
                // activity that never pauses (a reader polling the file)
                // must not put the look off until the next full wake.
                let now = scheduler.clock.now();
                let first = *first_change.get_or_insert(now);
                recheck =
                    Some((now + Duration::milliseconds(150)).min(first + Duration::seconds(1)));
            }
            Ok(Wake::Checked(health)) => {
                if health.is_damaged() {
                    damaged = Some(health);
                    break;
                }
                if !sound {
                    sound = true;
                    deadline = scheduler.clock.now();
                    if lock.is_some() {
                        delivering.store(true, Ordering::Release);
                        background::nudge(&nudges, Nudge::Now);
                    }
                }
            }
            Ok(Wake::Synced(progress)) => {
                if let Some(told) = host.synced {
                    told(progress);
                }
            }
            Ok(Wake::Action(event)) => {
                if let Err(e) = apply(&mut scheduler, &mut store, &event) {
                    log::error!("{e}");
                }
                if event.action == Action::Open {
                    if let Some(open) = host.open {
                        open(event.subject.occurrence.clone());
                    }
                }
                deadline = scheduler.clock.now();
            }
            Ok(Wake::Invitation(action)) => {
                match invites::answer(&mut store, &action) {
                    Ok(Some(next)) => {
                        if let Some(open) = host.open {
                            open(next);
                        }
                    }
                    Ok(None) => {}
                    Err(e) => log::error!("{e}"),
                }
                deadline = scheduler.clock.now();
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
    delivering.store(false, Ordering::Release);
    background::nudge(&nudges, Nudge::Stop);
    drop(guard);
    if let Some(health) = damaged {
        log::error!("stopped: the file is damaged");
        return Err(ServiceError::Damaged {
            path: path.to_owned(),
            health,
        });
    }
    log::info!("stopped delivering reminders");
    Ok(())
}

fn apply(
    scheduler: &mut Scheduler<SystemClock, DesktopNotifier>,
    store: &mut Store,
    event: &ActionEvent,
) -> Result<(), StoreError> {
    let s = &event.subject;
    let Some(row) = store.delivery(&s.occurrence.uid, s.occurrence.recurrence_id, &s.reminder)?
    else {
        return Ok(());
    };
    // Taken down because it was dealt with (acknowledged on another
    // device): the close that follows is not the user's dismissal.
    if row.state == crate::store::DeliveryState::Dismissed && event.action == Action::Dismiss {
        return Ok(());
    }
    let result = match event.action {
        Action::Snooze => scheduler.snooze(store, &row),
        // Opening the event acknowledges the reminder.
        Action::Dismiss | Action::Open => scheduler.dismiss(store, &row),
    };
    result.map_err(|SchedulerError::Store(e)| e)
}
