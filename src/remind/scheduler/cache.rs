//! The scheduler's cache of reminding events: each compiled once per
//! version, kept compiled only while its next due is near, and brought up
//! to date from the store by the versions written since the last look.
//!
//! Its own file because it is its own concern: what is due is decided in
//! the scheduler; here is only how little of the store has to be read for
//! it.

use chrono::{DateTime, Duration, Utc};
use std::collections::HashMap;
use std::sync::Arc;

use super::super::due::next_due;
use super::{Scheduler, SchedulerError};
use crate::model::{CalendarId, Event, Reminder, Reminders};
use crate::recur::Series;
use crate::remind::{Clock, Notifier};
use crate::store::{ChangeStamp, EventVersion, Store};

/// An event that reminds, with its next due, and its compiled form while
/// that due is near.
///
/// A file can hold a hundred thousand reminding events; keeping each one
/// compiled would cost a hundred megabytes for reminders months away. So
/// only those due within [`KEEP_COMPILED`] stay compiled; the rest are
/// compiled again from the store (by version, one read) when their time
/// comes or a retry needs them.
pub(super) struct Source {
    /// Shared with every event of the calendar that takes its defaults.
    pub(super) reminders: Arc<[Reminder]>,
    /// The first due after the "checked up to" mark as it was when this was
    /// worked out; still the first due after now while it is later than now.
    pub(super) next: Option<DateTime<Utc>>,
    pub(super) compiled: Option<Box<Compiled>>,
}

/// An event and its series.
pub(super) struct Compiled {
    pub(super) event: Event,
    pub(super) series: Series,
}

/// How far ahead a source's next due must be for it to stay compiled.
const KEEP_COMPILED: i64 = 6 * 3600;

/// How many events are read from the store at a time.
const READ_BATCH: usize = 2048;

impl Source {
    /// Drops the compiled form unless the next due is near `now`.
    pub(super) fn trim(&mut self, now: DateTime<Utc>) {
        if self
            .next
            .is_none_or(|next| next > now + Duration::seconds(KEEP_COMPILED))
        {
            self.compiled = None;
        }
    }
}

/// A calendar's default reminders, shared by its events that take them
/// (one list per calendar, not one per event).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Defaults {
    timed: Arc<[Reminder]>,
    all_day: Arc<[Reminder]>,
}

impl Defaults {
    fn new(d: crate::model::DefaultReminders) -> Defaults {
        Defaults {
            timed: d.timed.into(),
            all_day: d.all_day.into(),
        }
    }

    /// The list an event starting at `start` takes, as
    /// [`crate::model::DefaultReminders::for_start`] chooses it.
    fn for_start(&self, start: &crate::model::EventTime) -> Arc<[Reminder]> {
        if start.is_all_day() {
            Arc::clone(&self.all_day)
        } else {
            Arc::clone(&self.timed)
        }
    }
}

/// The reminding events, compiled once per event version: a tick with
/// nothing changed reads one PRAGMA and scans the next dues; an edit
/// recompiles only the events it changed.
#[derive(Default)]
pub(super) struct Cache {
    pub(super) stamp: Option<ChangeStamp>,
    pub(super) defaults: Vec<(CalendarId, Defaults)>,
    /// By uid: the version compiled, and the source if the event reminds.
    pub(super) events: HashMap<String, (EventVersion, Option<Source>)>,
    /// The newest version read: anything written since has a later one.
    pub(super) newest: Option<EventVersion>,
    /// Events read with an acknowledgement whose open deliveries are yet
    /// to be closed.
    pub(super) acknowledged: Vec<(String, DateTime<Utc>)>,
}

impl<C: Clock, N: Notifier> Scheduler<C, N> {
    /// Makes sure the sources of `uids` are compiled, reading those that are
    /// not from the store in one go (by the version already known).
    pub(super) fn compile(&mut self, store: &Store, uids: &[String]) -> Result<(), SchedulerError> {
        let wanted: Vec<EventVersion> = uids
            .iter()
            .filter_map(|uid| match self.cache.events.get(uid) {
                Some((version, Some(s))) if s.compiled.is_none() => Some(*version),
                _ => None,
            })
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        for (version, stored) in store.events_at(&wanted)? {
            let Some((known, Some(s))) = self.cache.events.get_mut(&stored.event.uid) else {
                continue;
            };
            if *known != version {
                continue;
            }
            // It compiled when first read; the same version compiles again.
            if let Ok(series) = Series::new(&stored.event) {
                s.compiled = Some(Box::new(Compiled {
                    event: stored.event,
                    series,
                }));
            }
        }
        Ok(())
    }

    /// Brings the compiled events up to date with the store: nothing to do
    /// when its change stamp has not moved; else only new versions are read.
    pub(super) fn refresh(
        &mut self,
        store: &Store,
        checked: DateTime<Utc>,
    ) -> Result<(), SchedulerError> {
        let stamp = store.change_stamp()?;
        if self.cache.stamp == Some(stamp) {
            return Ok(());
        }
        let mut defaults: Vec<(CalendarId, Defaults)> = store
            .calendars()?
            .into_iter()
            .map(|c| (c.id, Defaults::new(c.default_reminders)))
            .collect();
        defaults.sort_by_key(|(id, _)| *id);
        if defaults != self.cache.defaults {
            // Every event may remind differently now (a calendar's default
            // reminders, or a calendar added, removed or undone): read them
            // all again, from the first version, not from the newest seen.
            self.cache.events.clear();
            self.cache.newest = None;
            self.cache.defaults = defaults;
        }
        // Every write makes a new version, newer than any before: read only
        // those. Deletions show as fewer events than expected; only then is
        // every version listed.
        let changed = match self.cache.newest {
            Some(newest) => store.event_versions_after(newest)?,
            None => store.event_versions()?,
        };
        let mut wanted = Vec::new();
        let mut replaced = 0;
        for (uid, version) in &changed {
            if self.cache.events.contains_key(uid) {
                replaced += 1;
            }
            wanted.push(*version);
            self.cache.newest = self.cache.newest.max(Some(*version));
        }
        let expected = self.cache.events.len() + changed.len() - replaced;
        if store.event_count()? != expected as i64 {
            let live: std::collections::HashSet<String> = store
                .event_versions()?
                .into_iter()
                .map(|(uid, _)| uid)
                .collect();
            self.cache.events.retain(|uid, _| live.contains(uid));
        }
        // In batches: read at once, a hundred thousand events held 46 MB
        // for a moment, and the allocator kept the pages afterwards.
        for batch in wanted.chunks(READ_BATCH) {
            self.take_versions(store.events_at(batch)?, checked);
        }
        self.cache.stamp = Some(stamp);
        Ok(())
    }

    /// Keeps each event read as a source when it reminds (compiled while
    /// its next due is near), else just its version.
    fn take_versions(
        &mut self,
        read: Vec<(EventVersion, crate::store::StoredEvent)>,
        checked: DateTime<Utc>,
    ) {
        for (version, stored) in read {
            if let Some(at) = stored.event.acknowledged {
                self.cache.acknowledged.push((stored.event.uid.clone(), at));
            }
            let reminders: Arc<[Reminder]> = match &stored.event.reminders {
                Reminders::CalendarDefault => self
                    .cache
                    .defaults
                    .iter()
                    .find(|(id, _)| *id == stored.calendar)
                    .map_or_else(|| Arc::from([]), |(_, d)| d.for_start(&stored.event.start)),
                Reminders::Own(list) => list.as_slice().into(),
            };
            // An event whose rule no longer compiles is left out rather than
            // stopping all reminders.
            let source = match Series::new(&stored.event) {
                Ok(series) if !reminders.is_empty() => {
                    let next = next_due(&stored.event, &series, &reminders, checked, self.viewer)
                        .map(|d| d.at);
                    let mut source = Source {
                        reminders,
                        next,
                        compiled: Some(Box::new(Compiled {
                            event: stored.event.clone(),
                            series,
                        })),
                    };
                    source.trim(checked.max(self.clock.now()));
                    Some(source)
                }
                _ => None,
            };
            self.cache
                .events
                .insert(stored.event.uid.clone(), (version, source));
        }
    }
}
