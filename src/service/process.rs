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
    Action, ActionEvent, Clock, DesktopNotifier, InvitationAction, NotifierLock, OnAction,
    OnAnswer, Scheduler, SchedulerError, SystemClock,
};
use crate::store::health::Health;
use crate::store::{ChangeStamp, Store, StoreError};
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
    let store = Store::open(path)?;
    let _watcher = watch(path, host.waker.clone())?;
    let mut service = Service::start(path, store, viewer, &host)?;
    log::info!("delivering reminders for {}", path.display());
    loop {
        let now = service.scheduler.clock.now();
        service.look_again_if_due(now)?;
        if now >= service.deadline {
            service
                .follow
                .zone(&mut service.scheduler, &service.store)?;
            service.take_the_lock_if_free()?;
            service.deliver(now)?;
        }
        let wait = service.until_next();
        let heard = match host.wake.recv_timeout(wait) {
            Ok(wake) => wake,
            Err(RecvTimeoutError::Disconnected) => Wake::Stop,
            Err(RecvTimeoutError::Timeout) => continue,
        };
        if service.heard(heard) == Go::Stop {
            break;
        }
    }
    service.stop()
}

/// Whether the loop goes on.
#[derive(Debug, PartialEq, Eq)]
enum Go {
    On,
    Stop,
}

/// The loop's state between wake-ups.
struct Service<'h, 'a> {
    path: PathBuf,
    host: &'h Host<'a>,
    store: Store,
    scheduler: Scheduler<SystemClock, DesktopNotifier>,
    /// The language, clock and zone chosen in Preferences, followed as
    /// they change.
    follow: Follow,
    announcer: Announcer,
    /// Whether this process delivers, so that its background sync runs.
    delivering: Arc<AtomicBool>,
    nudges: Sender<Nudge>,
    lock: Option<NotifierLock>,
    standing_by: bool,
    /// Nothing is delivered, synced or written by this process's loop
    /// until its own check (the guard's, as soon as this process holds the
    /// lock) found the file sound: a good check of an hour ago says nothing
    /// of a page damaged since, and delivering writes.
    sound: bool,
    guard: Option<Sender<()>>,
    damaged: Option<Health>,
    deadline: chrono::DateTime<Utc>,
    seen: ChangeStamp,
    /// The file changes before another process's commit is visible: look
    /// at the change stamp a moment after the last change seen.
    recheck: Option<chrono::DateTime<Utc>>,
    /// When the changes the pending recheck waits out began.
    first_change: Option<chrono::DateTime<Utc>>,
}

impl<'h, 'a> Service<'h, 'a> {
    /// Starts what runs beside the loop (the background sync; the
    /// notifier tells the loop of actions) and reads the preferences.
    fn start(
        path: &Path,
        store: Store,
        viewer: Tz,
        host: &'h Host<'a>,
    ) -> Result<Service<'h, 'a>, ServiceError> {
        let (waker, answered) = (host.waker.clone(), host.waker.clone());
        // The loop may have stopped; then nobody needs them.
        let actions: OnAction = Arc::new(move |a| {
            let _ = waker.send(Wake::Action(a));
        });
        let answers: OnAnswer = Arc::new(move |a| {
            let _ = answered.send(Wake::Invitation(a));
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
        if host.open.is_some() {
            notifier = notifier.offering_open();
        }
        let mut scheduler = Scheduler::new(SystemClock, notifier, viewer);
        let mut follow = Follow::new(viewer);
        follow.preferences(&mut scheduler, &store)?;
        let seen = store.change_stamp()?;
        Ok(Service {
            path: path.to_owned(),
            host,
            store,
            scheduler,
            follow,
            announcer: Announcer::default(),
            delivering,
            nudges,
            lock: None,
            standing_by: false,
            sound: false,
            guard: None,
            damaged: None,
            deadline: Utc::now(),
            seen,
            recheck: None,
            first_change: None,
        })
    }

    /// A moment after another process changed the file: whether its
    /// commit moved the change stamp.
    fn look_again_if_due(&mut self, now: chrono::DateTime<Utc>) -> Result<(), ServiceError> {
        if self.recheck.is_none_or(|t| now < t) {
            return Ok(());
        }
        self.recheck = None;
        self.first_change = None;
        if self.store.change_stamp()? != self.seen {
            self.deadline = now;
            self.follow.preferences(&mut self.scheduler, &self.store)?;
            // The file event of another process's commit can come before
            // the commit is visible, when the sync thread's own look finds
            // nothing new: it looks again now, so an edit from the command
            // line is sent as one from here is.
            background::nudge(&self.nudges, Nudge::Changed);
        }
        Ok(())
    }

    /// Takes the notifier lock when no other process holds it, and starts
    /// the file's guard once it is taken.
    fn take_the_lock_if_free(&mut self) -> Result<(), ServiceError> {
        if self.lock.is_some() {
            return Ok(());
        }
        let path = &self.path;
        self.lock = NotifierLock::try_acquire(path).map_err(|source| ServiceError::Lock {
            path: NotifierLock::path_for(path),
            source,
        })?;
        // Said once per change, so that a reader of the log (or a test)
        // knows which process delivers from when.
        match (&self.lock, self.standing_by) {
            (None, false) => log::info!("another Kairos process delivers reminders; standing by"),
            (Some(_), true) => log::info!("taking over reminder delivery"),
            (Some(_), false) => log::info!("this process delivers reminders"),
            (None, true) => {}
        }
        if self.lock.is_some() && self.guard.is_none() {
            let (stop, stopped) = std::sync::mpsc::channel();
            let waker = self.host.waker.clone();
            let found = move |h| waker.send(Wake::Checked(h)).is_ok();
            super::guard::start(path.to_owned(), found, stopped).map_err(ServiceError::Thread)?;
            self.guard = Some(stop);
        }
        if self.lock.is_some() && self.sound {
            // This process delivers from now on, so it syncs too: at once.
            self.start_syncing();
        }
        self.standing_by = self.lock.is_none();
        Ok(())
    }

    fn start_syncing(&self) {
        self.delivering.store(true, Ordering::Release);
        background::nudge(&self.nudges, Nudge::Now);
    }

    /// Delivers what is due (and announces new invitations) while this
    /// process holds the lock on a sound file; sets the next deadline.
    fn deliver(&mut self, now: chrono::DateTime<Utc>) -> Result<(), ServiceError> {
        let delivers = self.lock.is_some() && self.sound;
        let max_sleep = self.scheduler.config.max_sleep;
        self.deadline = match delivers.then(|| self.scheduler.tick(&mut self.store)) {
            None => now + max_sleep,
            Some(Ok(tick)) => {
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
            Some(Err(e)) => {
                log::error!("{e}");
                now + max_sleep
            }
        };
        // The delivering process also announces new invitations.
        if delivers {
            let (viewer, locale) = (self.scheduler.viewer, self.scheduler.locale);
            let notifier = &mut self.scheduler.notifier;
            match self
                .announcer
                .announce(&mut self.store, notifier, viewer, &locale, now)
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
        self.seen = self.store.change_stamp()?;
        Ok(())
    }

    /// How long to sleep: until the deadline or the pending recheck, at
    /// most the scheduler's longest sleep.
    fn until_next(&self) -> std::time::Duration {
        let next = self.recheck.map_or(self.deadline, |t| t.min(self.deadline));
        (next - self.scheduler.clock.now())
            .clamp(Duration::zero(), self.scheduler.config.max_sleep)
            .to_std()
            .unwrap_or_default()
    }

    /// Acts on what woke the loop.
    fn heard(&mut self, wake: Wake) -> Go {
        match wake {
            Wake::Stop => return Go::Stop,
            Wake::Changed => {
                background::nudge(&self.nudges, Nudge::Changed);
                // Our own delivery log writes do not move the stamp: only
                // other processes' edits wake us early. A moment after the
                // last change, but at most a second after the first: file
                // activity that never pauses (a reader polling the file)
                // must not put the look off until the next full wake.
                let now = self.scheduler.clock.now();
                let first = *self.first_change.get_or_insert(now);
                self.recheck =
                    Some((now + Duration::milliseconds(150)).min(first + Duration::seconds(1)));
            }
            Wake::Checked(health) => {
                if health.is_damaged() {
                    self.damaged = Some(health);
                    return Go::Stop;
                }
                if !self.sound {
                    self.sound = true;
                    self.deadline = self.scheduler.clock.now();
                    if self.lock.is_some() {
                        self.start_syncing();
                    }
                }
            }
            Wake::Synced(progress) => {
                if let Some(told) = self.host.synced {
                    told(progress);
                }
            }
            Wake::Action(event) => {
                if let Err(e) = apply(&mut self.scheduler, &mut self.store, &event) {
                    log::error!("{e}");
                }
                if event.action == Action::Open {
                    if let Some(open) = self.host.open {
                        open(event.subject.occurrence.clone());
                    }
                }
                self.deadline = self.scheduler.clock.now();
            }
            Wake::Invitation(action) => {
                match invites::answer(&mut self.store, &action) {
                    Ok(Some(next)) => {
                        if let Some(open) = self.host.open {
                            open(next);
                        }
                    }
                    Ok(None) => {}
                    Err(e) => log::error!("{e}"),
                }
                self.deadline = self.scheduler.clock.now();
            }
        }
        Go::On
    }

    /// Lets go: the background sync stops, the guard with it; a damaged
    /// file is the loop's error.
    fn stop(self) -> Result<(), ServiceError> {
        self.delivering.store(false, Ordering::Release);
        background::nudge(&self.nudges, Nudge::Stop);
        drop(self.guard);
        if let Some(health) = self.damaged {
            log::error!("stopped: the file is damaged");
            return Err(ServiceError::Damaged {
                path: self.path,
                health,
            });
        }
        log::info!("stopped delivering reminders");
        Ok(())
    }
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
