//! The scheduler: deliver what is due, catch up after downtime without a
//! flood, retry failures with backoff, and say when to wake next.

mod answers;
mod cache;

use cache::{Cache, Source};

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;

use super::due::{due_of, dues_between, next_due, Due};
use super::{Clock, Notification, Notifier, Subject};
use std::collections::HashMap;

use crate::fl;
use crate::i18n::dates;
use crate::model::{OccurrenceRef, OccurrenceTime};
use crate::store::{Delivery, DeliveryState, Store, StoreError};

/// How the scheduler behaves.
#[derive(Debug, Clone)]
pub struct Config {
    /// How long Snooze puts a reminder off.
    pub snooze: Duration,
    /// A reminder delivered later than this after it was due counts as
    /// missed (the process was not running, or the machine slept).
    pub on_time_grace: Duration,
    /// After downtime, up to this many missed reminders are shown one by
    /// one; more become one summary.
    pub catch_up_limit: usize,
    /// Missed reminders of occurrences that ended longer ago than this are
    /// recorded, not shown.
    pub stale_after: Duration,
    /// The longest sleep: the wall clock is looked at again at least this
    /// often, to notice a suspend or a clock change.
    pub max_sleep: Duration,
    /// The first retry after a failed notification; doubled each time.
    pub retry_first: Duration,
    /// The longest wait between retries.
    pub retry_max: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            snooze: Duration::minutes(5),
            on_time_grace: Duration::seconds(60),
            catch_up_limit: 3,
            stale_after: Duration::hours(24),
            max_sleep: Duration::seconds(60),
            retry_first: Duration::seconds(30),
            retry_max: Duration::hours(1),
        }
    }
}

/// What went wrong: only the store can fail a tick (a notifier failure is
/// recorded and retried).
#[derive(Debug, thiserror::Error)]
pub enum SchedulerError {
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What one tick did, and when to run the next.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tick {
    /// Notifications shown (a summary counts once).
    pub shown: usize,
    /// Notifications that failed and will be retried.
    pub failed: usize,
    /// Reminders recorded as missed without a notification.
    pub missed_silently: usize,
    /// When to tick again (no later than `max_sleep` from now).
    pub next_wake: DateTime<Utc>,
}

/// Delivers reminders from a store through a notifier.
pub struct Scheduler<C: Clock, N: Notifier> {
    pub clock: C,
    pub notifier: N,
    pub config: Config,
    /// The zone times are shown in, and all-day occurrences start in.
    pub viewer: Tz,
    /// How times are written (the user's 12- or 24-hour clock).
    pub locale: crate::i18n::Locale,
    cache: Cache,
    /// When this scheduler last wrote the "checked up to" mark.
    mark_written: Option<DateTime<Utc>>,
    /// By uid, then by reminder key: until when a reminder of an event
    /// that just reminded stays quiet (see [`MIN_GAP`]).
    quiet_until: HashMap<String, HashMap<String, DateTime<Utc>>>,
}

/// The least time between two dues of one reminder of one event: a rule
/// that repeats faster (`FREQ=SECONDLY`) reminds once a minute, not once a
/// second. The dues in between are absorbed — neither shown nor recorded —
/// so a day of such a rule is at most 1,440 notifications and delivery rows
/// per reminder, not 86,400. Two different reminders that fall together
/// (today's at the start, tomorrow's a day before) are both shown, and so
/// is an occurrence moved on its own (an override) onto another's time.
const MIN_GAP: i64 = 60;

/// How often an idle scheduler writes its "checked up to" mark. Between
/// writes the stored mark lags; after a restart the lag is checked again,
/// and everything in it is either in the delivery log or was never due.
/// Writing on every tick would wake every watcher of the file each time.
const MARK_EVERY: i64 = 600;

impl<C: Clock, N: Notifier> Scheduler<C, N> {
    pub fn new(clock: C, notifier: N, viewer: Tz) -> Scheduler<C, N> {
        Scheduler {
            clock,
            notifier,
            config: Config::default(),
            viewer,
            locale: crate::i18n::Locale::default(),
            cache: Cache::default(),
            mark_written: None,
            quiet_until: HashMap::new(),
        }
    }

    /// Shows times in `zone` from now on. When it differs from the zone
    /// in use, every due is worked out afresh: floating and all-day
    /// reminders are due at another instant in another zone (a laptop that
    /// travelled), and what the old zone made due is not owed in the new.
    /// Returns whether the zone changed.
    pub fn follow_zone(&mut self, zone: Tz) -> bool {
        if zone == self.viewer {
            return false;
        }
        self.viewer = zone;
        self.cache = Cache::default();
        true
    }

    /// Delivers everything due up to now; returns what it did and when to
    /// run again. Safe to call at any time and from several processes on one
    /// file (the delivery log's unique key keeps each reminder to one
    /// delivery; only a crash between showing and recording can repeat one).
    pub fn tick(&mut self, store: &mut Store) -> Result<Tick, SchedulerError> {
        let now = self.clock.now();
        let checked = match store.checked_up_to()? {
            Some(t) => t,
            // The first run ever: nothing before now is owed.
            None => {
                store.set_checked_up_to(now)?;
                now
            }
        };
        self.refresh(store, checked)?;
        self.close_acknowledged(store)?;
        let mut tick = Tick::default();
        let mut hold: Option<DateTime<Utc>> = None;
        if now > checked {
            let mut dues = Vec::new();
            let viewer = self.viewer;
            let due_now: Vec<String> = self
                .cache
                .events
                .iter()
                .filter(|(_, (_, s))| s.as_ref().is_some_and(|s| s.next.is_some_and(|n| n <= now)))
                .map(|(uid, _)| uid.clone())
                .collect();
            self.compile(store, &due_now)?;
            for uid in &due_now {
                let Some((_, Some(s))) = self.cache.events.get_mut(uid) else {
                    continue;
                };
                let Some(c) = s.compiled.as_deref() else {
                    // Rewritten by another process since it was read: the
                    // next refresh reads the new version.
                    s.next = None;
                    continue;
                };
                let gap = Duration::seconds(MIN_GAP);
                let mut quiet = self.quiet_until.remove(uid).unwrap_or_default();
                for d in dues_between(&c.event, &c.series, &s.reminders, checked, now, viewer) {
                    // An occurrence moved on its own (an override) is not
                    // the rule repeating fast: it reminds even when it
                    // falls with another occurrence, and quiets none.
                    let paced = d.occurrence.override_of.is_none();
                    let until = quiet.get(&d.key).copied().filter(|_| paced);
                    if delivered(store, &d)? {
                        if paced {
                            let next = until.map_or(d.at + gap, |q| q.max(d.at + gap));
                            quiet.insert(d.key.clone(), next);
                        }
                        continue;
                    }
                    if until.is_some_and(|q| d.at < q) {
                        continue;
                    }
                    if paced {
                        quiet.insert(d.key.clone(), d.at + gap);
                    }
                    if c.event.acknowledged.is_some_and(|a| d.at <= a) {
                        // Acknowledged on another device before it came due here.
                        record(store, &d, DeliveryState::Dismissed, d.at, 0, None, None)?;
                        continue;
                    }
                    dues.push(d);
                }
                // Not before that reminder may remind again (another one
                // due meanwhile is then at most a minute late: on time).
                s.next = next_due(&c.event, &c.series, &s.reminders, now, viewer).map(|d| {
                    match quiet.get(&d.key) {
                        Some(q) if d.occurrence.override_of.is_none() => d.at.max(*q),
                        _ => d.at,
                    }
                });
                if !quiet.is_empty() {
                    self.quiet_until.insert(uid.clone(), quiet);
                }
                s.trim(now);
            }
            dues.sort_by_key(|d| d.at);
            let (on_time, late): (Vec<Due>, Vec<Due>) = dues
                .into_iter()
                .partition(|d| now - d.at <= self.config.on_time_grace);
            hold = self.catch_up(store, late, now, &mut tick)?;
            for d in on_time {
                let n = self.notification(&d, false);
                self.deliver(store, &d, &n, now, 0, false, &mut tick)?;
            }
        }
        self.retry(store, now, &mut tick)?;
        // A quiet time long over changes nothing: every due it could absorb
        // is before the mark.
        let long_ago = now - Duration::days(1);
        self.quiet_until.retain(|_, by_key| {
            by_key.retain(|_, q| *q > long_ago);
            !by_key.is_empty()
        });
        let acted = tick.shown + tick.failed + tick.missed_silently > 0 || hold.is_some();
        let due_to_mark = self
            .mark_written
            .is_none_or(|t| now - t >= Duration::seconds(MARK_EVERY) || now < t);
        if acted || due_to_mark {
            store.set_checked_up_to(hold.unwrap_or(now).max(checked.min(now)))?;
            self.mark_written = Some(now);
        }
        if hold.is_some() {
            // Owed again from the held mark: work the dues out afresh.
            self.cache = Cache::default();
        }
        tick.next_wake = self.next_wake(store, now, hold.is_some())?;
        Ok(tick)
    }

    /// Missed reminders: the long-over ones recorded silently, a few shown
    /// one by one, many as one summary. If the summary cannot be shown,
    /// returns the instant to hold "checked up to" at, so they are owed again.
    fn catch_up(
        &mut self,
        store: &mut Store,
        late: Vec<Due>,
        now: DateTime<Utc>,
        tick: &mut Tick,
    ) -> Result<Option<DateTime<Utc>>, SchedulerError> {
        let viewer = self.viewer;
        let stale_before = now - self.config.stale_after;
        let (stale, recent): (Vec<Due>, Vec<Due>) = late
            .into_iter()
            .partition(|d| d.occurrence.end.instant_in(viewer) < stale_before);
        for d in &stale {
            record(store, d, DeliveryState::Missed, d.at, 0, None, None)?;
            tick.missed_silently += 1;
        }
        if recent.len() <= self.config.catch_up_limit {
            for d in &recent {
                let n = self.notification(d, true);
                self.deliver(store, d, &n, now, 0, true, tick)?;
            }
            return Ok(None);
        }
        let n = self.summary(&recent);
        match self.notifier.notify(&n) {
            Ok(()) => {
                for d in &recent {
                    record(store, d, DeliveryState::Missed, d.at, 1, None, Some(now))?;
                }
                tick.shown += 1;
                Ok(None)
            }
            Err(e) => {
                log::warn!("kairos: could not show the missed-reminders summary: {e}");
                tick.failed += 1;
                Ok(recent.iter().map(|d| d.at - Duration::seconds(1)).min())
            }
        }
    }

    /// Shows `n` for `d`: recorded shown (missed, when it is a catch-up),
    /// or failed with the next attempt scheduled.
    #[allow(clippy::too_many_arguments)]
    fn deliver(
        &mut self,
        store: &mut Store,
        d: &Due,
        n: &Notification,
        now: DateTime<Utc>,
        attempts_before: u32,
        missed: bool,
        tick: &mut Tick,
    ) -> Result<(), SchedulerError> {
        let attempts = attempts_before + 1;
        match self.notifier.notify(n) {
            Ok(()) => {
                let state = if missed {
                    DeliveryState::Missed
                } else {
                    DeliveryState::Shown
                };
                record(store, d, state, d.at, attempts, None, Some(now))?;
                tick.shown += 1;
            }
            Err(e) => {
                log::warn!("kairos: reminder for {:?} not shown: {e}", d.title);
                let retry_at = now + self.backoff(attempts);
                record(
                    store,
                    d,
                    DeliveryState::Failed,
                    retry_at,
                    attempts,
                    Some(e.0),
                    None,
                )?;
                tick.failed += 1;
            }
        }
        Ok(())
    }

    fn backoff(&self, attempts: u32) -> Duration {
        let factor = 1_i32 << attempts.saturating_sub(1).min(20);
        (self.config.retry_first * factor).min(self.config.retry_max)
    }

    /// Snoozed and failed deliveries whose time has come, shown again if
    /// their occurrence still exists.
    fn retry(
        &mut self,
        store: &mut Store,
        now: DateTime<Utc>,
        tick: &mut Tick,
    ) -> Result<(), SchedulerError> {
        for row in store.deliveries_due_again(now)? {
            self.compile(store, std::slice::from_ref(&row.uid))?;
            let current = self
                .cache
                .events
                .get(&row.uid)
                .and_then(|(_, s)| s.as_ref())
                .and_then(|s| occurrence_due(s, &row, self.viewer));
            if let Some((_, Some(s))) = self.cache.events.get_mut(&row.uid) {
                s.trim(now);
            }
            let acknowledged = self
                .cache
                .events
                .get(&row.uid)
                .and_then(|(_, s)| s.as_ref()?.compiled.as_ref()?.event.acknowledged);
            let current = current.filter(|d| !self.closed_by(&row, d.at, acknowledged));
            match current {
                Some(d) => {
                    let n = self.notification(&d, false);
                    self.deliver(store, &d, &n, now, row.attempts, false, tick)?;
                }
                // Deleted since, or its reminder removed: nothing to show.
                None => store.put_delivery(&Delivery {
                    state: DeliveryState::Dismissed,
                    ..row
                })?,
            }
        }
        Ok(())
    }

    /// The next moment anything can be due, no later than `max_sleep` away.
    fn next_wake(
        &self,
        store: &Store,
        now: DateTime<Utc>,
        holding: bool,
    ) -> Result<DateTime<Utc>, SchedulerError> {
        let mut wake = now + self.config.max_sleep;
        if holding {
            wake = wake.min(now + self.config.retry_first);
        }
        for (_, s) in self.cache.events.values() {
            if let Some(next) = s.as_ref().and_then(|s| s.next) {
                wake = wake.min(next.max(now));
            }
        }
        if let Some(t) = store.next_due_again()? {
            wake = wake.min(t.max(now));
        }
        Ok(wake)
    }

    /// The notification for one reminder: the title, then the time range in
    /// the viewer's zone and the place.
    fn notification(&self, d: &Due, missed: bool) -> Notification {
        let mut body = when(d, self.viewer, &self.locale);
        if let Some(place) = &d.location {
            body.push_str(" · ");
            body.push_str(place);
        }
        if missed {
            let at = d.at.with_timezone(&self.viewer).naive_local();
            let date = dates::format(&at, &fl!("date-notification-day"));
            let time = self.locale.time(at.time());
            let was = fl!("notification-due", date = date, time = time);
            let missed = fl!("reminder-missed", when = was);
            body = format!("{missed}\n{body}");
        }
        Notification {
            summary: d.title.clone(),
            body,
            subject: Some(Subject {
                occurrence: OccurrenceRef {
                    uid: d.uid.clone(),
                    recurrence_id: d.recurrence_id,
                },
                reminder: d.key.clone(),
            }),
        }
    }

    /// One notification for many missed reminders, listing the first few.
    fn summary(&self, dues: &[Due]) -> Notification {
        const LISTED: usize = 5;
        let mut lines: Vec<String> = dues
            .iter()
            .take(LISTED)
            .map(|d| {
                let when = when(d, self.viewer, &self.locale);
                fl!(
                    "notification-missed-line",
                    title = d.title.as_str(),
                    when = when
                )
            })
            .collect();
        if dues.len() > LISTED {
            let more = dues.len() - LISTED;
            lines.push(fl!("reminders-and-more", count = more));
        }
        Notification {
            summary: fl!("reminders-missed", count = dues.len()),
            body: lines.join("\n"),
            subject: None,
        }
    }
}

/// Whether `d` was already dealt with. A shown, dismissed or missed
/// reminder whose occurrence has since moved is due again at the new time;
/// snoozed and failed ones are the retry path's.
fn delivered(store: &Store, d: &Due) -> Result<bool, SchedulerError> {
    Ok(match store.delivery(&d.uid, d.recurrence_id, &d.key)? {
        None => false,
        Some(row) => match row.state {
            DeliveryState::Shown | DeliveryState::Dismissed | DeliveryState::Missed => {
                row.due == d.at
            }
            DeliveryState::Snoozed | DeliveryState::Failed | DeliveryState::Pending => true,
        },
    })
}

/// The due of a logged delivery, as the event now stands (`None` if the
/// occurrence or the reminder is gone).
fn occurrence_due(s: &Source, row: &Delivery, viewer: Tz) -> Option<Due> {
    let c = s.compiled.as_deref()?;
    if row.reminder == super::due::SNOOZE_KEY {
        return super::due::snooze_due(&c.event, &c.series, viewer)
            .filter(|d| d.recurrence_id == row.recurrence_id);
    }
    let reminder = *s
        .reminders
        .iter()
        .find(|r| crate::store::reminder_key(r) == row.reminder)?;
    // An override may have moved it; a year either side is far enough.
    let at = row.recurrence_id.instant_in(viewer);
    let o = c
        .series
        .occurrences(at - Duration::days(366), at + Duration::days(366), viewer)
        .find(|o| o.recurrence_id() == row.recurrence_id)?;
    Some(due_of(&c.event, reminder, o, viewer))
}

fn record(
    store: &mut Store,
    d: &Due,
    state: DeliveryState,
    due: DateTime<Utc>,
    attempts: u32,
    last_error: Option<String>,
    shown: Option<DateTime<Utc>>,
) -> Result<(), SchedulerError> {
    store.put_delivery(&Delivery {
        uid: d.uid.clone(),
        recurrence_id: d.recurrence_id,
        reminder: d.key.clone(),
        due,
        state,
        attempts,
        last_error,
        shown,
    })?;
    Ok(())
}

/// `Mon, Nov 23, 09:00–09:45` (or `9:00 AM–9:45 AM` on a 12-hour clock) or
/// `Mon, Nov 23, all day`, in the viewer's zone.
fn when(d: &Due, viewer: Tz, locale: &crate::i18n::Locale) -> String {
    match (d.occurrence.start, d.occurrence.end) {
        (OccurrenceTime::Date(day), _) => {
            let date = dates::format(&day, &fl!("date-notification-day"));
            fl!("notification-all-day", date = date)
        }
        (start, end) => {
            let s = start.instant_in(viewer).with_timezone(&viewer);
            let e = end.instant_in(viewer).with_timezone(&viewer);
            let date = dates::format(&s, &fl!("date-notification-day"));
            let start = locale.time(s.time());
            let end = locale.time(e.time());
            fl!("notification-time", date = date, start = start, end = end)
        }
    }
}
