//! Carrying out the plan for one event: the HTTP write it needs, then the
//! store write that records it, batched. A write refused because someone
//! changed the resource meanwhile defers the calendar's token, so the next
//! pass sees both versions and decides again.

use crate::fl;
use chrono::NaiveDate;

use super::dav::{Condition, Dav, DavError};
use super::merge::{keep_my_reminders, keep_reminder_state, merge};
use super::normal::Resource;
use super::normal::{self, local_normal, mark_of, marked_resource_text, Normal};
use super::plan::{decide, Action, Item, Local, Remote};
use super::report::CalendarReport;
use super::resource::{new_href, Fetched};
use super::SyncError;
use crate::model::Event;
use crate::store::{
    IncomingEvent, ResourceStatus, Store, StoreError, StoredEvent, SyncApplied, SyncIntent,
    SyncWrite, SyncedCalendar, CONFLICT_OF, COPY_SUFFIX,
};

/// What is known of one event while acting on it.
pub(super) struct Context<'a> {
    pub(super) uid: &'a str,
    pub(super) status: Option<&'a ResourceStatus>,
    pub(super) local: Option<&'a Local>,
    pub(super) remote: Option<&'a Remote>,
    pub(super) local_event: Option<&'a (StoredEvent, Normal)>,
    pub(super) fetched: Option<&'a Fetched>,
    pub(super) defaults: &'a crate::model::DefaultReminders,
    pub(super) today: NaiveDate,
    /// This plan was made again after the server refused a write (412):
    /// a second refusal is not retried in this sync.
    pub(super) again: bool,
}

/// The store writes of a cycle, applied in batches.
pub(super) struct Work<'a> {
    pub(super) store: &'a mut Store,
    pub(super) calendar: &'a SyncedCalendar,
    pub(super) writes: Vec<SyncWrite>,
    /// Some write was left for later: the token must not be saved.
    pub(super) deferred: bool,
    /// Who I am in this calendar (whose meetings are someone else's).
    pub(super) me: crate::model::Identity,
    pub(super) report: &'a mut CalendarReport,
}

impl Work<'_> {
    pub(super) fn flush(&mut self) -> Result<(), SyncError> {
        if self.writes.is_empty() {
            return Ok(());
        }
        let writes = std::mem::take(&mut self.writes);
        let counted: Vec<Option<Count>> = writes.iter().map(counter).collect();
        let applied = self.store.apply_sync(self.calendar.calendar, writes)?;
        for (counter, outcome) in counted.into_iter().zip(applied) {
            match outcome {
                SyncApplied::Done(_) => {
                    if let Some(count) = counter {
                        *count(self.report) += 1;
                    }
                }
                SyncApplied::LocalChanged => self.deferred = true,
                SyncApplied::Elsewhere(other) => {
                    self.deferred = true;
                    let other = other.as_str();
                    self.report
                        .notes
                        .push(fl!("sync-note-elsewhere", other = other));
                }
                SyncApplied::Unstorable(why) => {
                    let why = why.as_str();
                    self.report
                        .notes
                        .push(fl!("sync-note-server-only", why = why))
                }
            }
        }
        Ok(())
    }

    pub(super) fn act(
        &mut self,
        dav: &mut Dav,
        action: Action,
        c: &Context<'_>,
    ) -> Result<(), SyncError> {
        match action {
            Action::Keep => {}
            Action::Forget => {
                if let Some(s) = c.status {
                    self.writes.push(SyncWrite::Forget {
                        href: s.href.clone(),
                    });
                }
            }
            Action::Record => {
                let (Some(remote), Some(local)) = (c.remote, c.local) else {
                    return Ok(());
                };
                let base = match (c.fetched, c.local_event, c.status) {
                    (Some(f), _, _) => f.normal.text.clone(),
                    (None, Some((_, n)), _) => n.text.clone(),
                    (None, None, Some(s)) => s.base.clone(),
                    (None, None, None) => return Ok(()),
                };
                self.writes.push(SyncWrite::Record(ResourceStatus {
                    href: remote.href.clone(),
                    uid: Some(c.uid.to_owned()),
                    etag: remote.etag.clone(),
                    hash: remote.hash.clone(),
                    local_version: Some(local.version),
                    base,
                }));
            }
            Action::Pull => self.pull(c)?,
            Action::Push { create } => self.push(dav, c, create)?,
            Action::DeleteLocal => {
                if let (Some(local), Some(s)) = (c.local, c.status) {
                    self.writes.push(SyncWrite::DeleteLocal {
                        uid: c.uid.to_owned(),
                        expected: local.version,
                        href: s.href.clone(),
                    });
                }
            }
            Action::DeleteRemote => {
                let Some(s) = c.status else { return Ok(()) };
                // The ETag the plan saw: what changed there since the
                // status (attendees' answers a scheduling server wrote in)
                // was weighed, and the delete is of that version.
                let etag = c
                    .remote
                    .and_then(|r| r.etag.as_deref())
                    .or(s.etag.as_deref());
                match dav.delete(&s.href, etag) {
                    Ok(()) => {
                        self.report.deleted_remote += 1;
                        self.writes.push(SyncWrite::Forget {
                            href: s.href.clone(),
                        });
                    }
                    Err(DavError::Precondition { .. }) => self.refused(dav, c, &s.href)?,
                    Err(e) => return Err(e.into()),
                }
            }
            Action::Merge => self.merge(dav, c)?,
        }
        Ok(())
    }

    fn pull(&mut self, c: &Context<'_>) -> Result<(), SyncError> {
        let Some(f) = c.fetched else { return Ok(()) };
        let mut incoming = f.incoming.clone();
        // Over a local copy whose reminder state the server may not hold
        // (a meeting's is kept back, see `prepare_local`), the later
        // dismissal and the newer snooze stay.
        if let (Some(_), Some(status)) = (c.local, c.status) {
            let local = match c.local_event {
                Some((stored, _)) => Some(stored.clone()),
                // Deleted here since the plan: the write below finds the
                // version changed and leaves it for the next sync.
                None => match self.store.event(c.uid) {
                    Ok(stored) => Some(stored),
                    Err(StoreError::UnknownEvent(_)) => None,
                    Err(e) => return Err(e.into()),
                },
            };
            if let (Some(local), Some(base)) = (&local, normal::event_of(&status.base)) {
                keep_reminder_state(&base, &local.event, &mut incoming.event);
            }
            if let Some(local) = &local {
                keep_my_reminders(local, &mut incoming, &self.me);
            }
        }
        self.writes.push(SyncWrite::Pull {
            incoming,
            expected: c.local.map(|l| l.version),
            status: ResourceStatus {
                href: f.href.clone(),
                uid: Some(c.uid.to_owned()),
                etag: f.etag.clone(),
                hash: f.normal.hash.clone(),
                local_version: None,
                base: f.normal.text.clone(),
            },
        });
        Ok(())
    }

    fn push(&mut self, dav: &mut Dav, c: &Context<'_>, create: bool) -> Result<(), SyncError> {
        let Some((stored, normal)) = c.local_event else {
            return Ok(());
        };
        let Some(local) = c.local else { return Ok(()) };
        let href = match (c.remote, c.status) {
            (Some(r), _) => r.href.clone(),
            (None, Some(s)) => s.href.clone(),
            (None, None) => new_href(&self.calendar.href, c.uid),
        };
        // Create only where the server has nothing (If-None-Match on an
        // update broke Nextcloud for EDS); update only what we last saw.
        let condition = match c.remote.and_then(|r| r.etag.clone()) {
            _ if create => Condition::Create,
            Some(etag) if !etag.is_empty() => Condition::Match(etag),
            _ => Condition::None,
        };
        let body = marked_resource_text(stored, c.defaults, c.today, mark_of(&normal.hash));
        let intent = |href: &str| SyncIntent {
            uid: c.uid.to_owned(),
            href: href.to_owned(),
            sent_hash: normal.hash.clone(),
            hash: normal.hash.clone(),
            local_version: local.version,
            base: normal.text.clone(),
            sent: normal.text.clone(),
            keep_etag: true,
        };
        self.store
            .record_intent(self.calendar.calendar, &intent(&href))?;
        let mut result = dav.put(&href, &body, &condition);
        let mut href = href;
        if matches!(result, Err(DavError::Precondition { .. })) && create && c.status.is_none() {
            // A new event whose href another resource already has (two
            // UIDs that sanitise alike): a name of its own.
            href = new_href(
                &self.calendar.href,
                &format!("{}-{}", c.uid, uuid::Uuid::new_v4().simple()),
            );
            self.store
                .record_intent(self.calendar.calendar, &intent(&href))?;
            result = dav.put(&href, &body, &condition);
        }
        match result {
            Ok(etag) => {
                self.report.pushed += 1;
                let base = c.status.and_then(|s| normal::event_of(&s.base));
                self.answered(base.as_ref(), &stored.event, stored.sequence);
                self.writes.push(SyncWrite::Record(ResourceStatus {
                    href,
                    uid: Some(c.uid.to_owned()),
                    etag,
                    hash: normal.hash.clone(),
                    local_version: Some(local.version),
                    base: normal.text.clone(),
                }));
                Ok(())
            }
            // Someone changed it there meanwhile: read again, decided again.
            Err(DavError::Precondition { .. }) => self.refused(dav, c, &href),
            // The server will not take this one event (too large, a
            // component it refuses): said, kept here, tried again at the
            // next sync, and the rest of the calendar still syncs.
            Err(DavError::Status { status, .. }) if (400..500).contains(&status) => {
                let title = stored.event.summary.as_str();
                let status = u64::from(status);
                self.report
                    .unsent
                    .push(fl!("sync-note-refused", title = title, status = status));
                Ok(())
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Both sides changed: merge what touched different properties, else
    /// keep both.
    fn merge(&mut self, dav: &mut Dav, c: &Context<'_>) -> Result<(), SyncError> {
        let (Some((stored, local_normal_form)), Some(f), Some(local)) =
            (c.local_event, c.fetched, c.local)
        else {
            return Ok(());
        };
        let base: Option<Event> = c.status.and_then(|s| normal::event_of(&s.base));
        // My answer to a time the organiser has moved since: not sent.
        if base.as_ref().is_some_and(|base| {
            super::merge::answer_overtaken(
                base,
                &local_normal_form.event,
                &f.normal.event,
                &self.me,
            )
        }) {
            self.pull(c)?;
            return Ok(());
        }
        if let Some(mut merged) = merge(base.as_ref(), &local_normal_form.event, &f.normal.event) {
            if let Some(base) = &base {
                super::merge::asked_again(base, &local_normal_form.event, &mut merged, &self.me);
            }
            let merged_stored = StoredEvent {
                event: merged,
                ..stored.clone()
            };
            let merged_normal = local_normal(&merged_stored, c.defaults);
            if merged_normal.hash == f.normal.hash {
                // The server's version already holds the local changes.
                self.pull(c)?;
                return Ok(());
            }
            let condition = f.etag.clone().map_or(Condition::None, Condition::Match);
            let body = marked_resource_text(
                &merged_stored,
                c.defaults,
                c.today,
                mark_of(&merged_normal.hash),
            );
            // Should this process die once the server has the merge, the
            // local version is still the one merged from: the next sync
            // merges it with the server's again (see the status below).
            self.store.record_intent(
                self.calendar.calendar,
                &SyncIntent {
                    uid: c.uid.to_owned(),
                    href: f.href.clone(),
                    sent_hash: merged_normal.hash.clone(),
                    hash: local_normal_form.hash.clone(),
                    local_version: local.version,
                    base: local_normal_form.text.clone(),
                    sent: merged_normal.text.clone(),
                    keep_etag: false,
                },
            )?;
            match dav.put(&f.href, &body, &condition) {
                Ok(etag) => {
                    self.report.merged += 1;
                    self.report.pushed += 1;
                    self.answered(Some(&f.normal.event), &merged_stored.event, stored.sequence);
                    // Should the local event change while the merge is
                    // sent, the pull below is refused; then this status
                    // stands: the local version merged is the base, and the
                    // server's (merged) version looks changed (no ETag), so
                    // the next sync merges the new edit with it instead of
                    // making a copy.
                    self.writes.push(SyncWrite::Record(ResourceStatus {
                        href: f.href.clone(),
                        uid: Some(c.uid.to_owned()),
                        etag: None,
                        hash: local_normal_form.hash.clone(),
                        local_version: Some(local.version),
                        base: local_normal_form.text.clone(),
                    }));
                    self.writes.push(SyncWrite::Pull {
                        incoming: IncomingEvent {
                            event: merged_normal.event.clone(),
                            sequence: stored.sequence.max(f.incoming.sequence) + 1,
                            last_modified: None,
                            created: Some(stored.created),
                        },
                        expected: Some(local.version),
                        status: ResourceStatus {
                            href: f.href.clone(),
                            uid: Some(c.uid.to_owned()),
                            etag,
                            hash: merged_normal.hash.clone(),
                            local_version: None,
                            base: merged_normal.text,
                        },
                    });
                }
                Err(DavError::Precondition { .. }) => self.refused(dav, c, &f.href)?,
                Err(e) => return Err(e.into()),
            }
            return Ok(());
        }
        // The same property changed on both sides: the server's version
        // keeps the UID, the local one becomes a copy that is pushed too.
        let mut copy = stored.clone();
        copy.event.uid = format!("{}-conflict-{}", c.uid, uuid::Uuid::new_v4().simple()); // i18n: not words
        copy.event.summary = format!("{}{COPY_SUFFIX}", stored.event.summary);
        copy.event
            .extra_properties
            .push(format!("{CONFLICT_OF}:{}", c.uid));
        let copy_normal = local_normal(&copy, c.defaults);
        self.report.conflicts += 1;
        self.writes.push(SyncWrite::Create(copy.clone()));
        self.pull(c)?;
        // Written here first, then sent: a crash in between leaves a local
        // event with no status, which the next sync pushes.
        self.flush()?;
        let href = new_href(&self.calendar.href, &copy.event.uid);
        let body = marked_resource_text(&copy, c.defaults, c.today, mark_of(&copy_normal.hash));
        let version = self.store.event_version(&copy.event.uid)?.map(|(_, v)| v);
        if let Some(version) = version {
            self.store.record_intent(
                self.calendar.calendar,
                &SyncIntent {
                    uid: copy.event.uid.clone(),
                    href: href.clone(),
                    sent_hash: copy_normal.hash.clone(),
                    hash: copy_normal.hash.clone(),
                    local_version: version,
                    base: copy_normal.text.clone(),
                    sent: copy_normal.text.clone(),
                    keep_etag: true,
                },
            )?;
        }
        let etag = dav.put(&href, &body, &Condition::Create)?;
        self.report.pushed += 1;
        self.writes.push(SyncWrite::Record(ResourceStatus {
            href,
            uid: Some(copy.event.uid.clone()),
            etag,
            hash: copy_normal.hash,
            local_version: version,
            base: copy_normal.text,
        }));
        Ok(())
    }
}

impl Work<'_> {
    /// Notes my answers of their own for single occurrences that the copy
    /// `after` just written carries and `before` (the server's) did not:
    /// they are posted to the outbox after the calendars
    /// ([`super::outbox`]).
    fn answered(&mut self, before: Option<&Event>, after: &Event, sequence: u32) {
        for occurrence in super::outbox::answered_occurrences(before, after, &self.me) {
            self.report.answers.push(super::outbox::OccurrenceAnswer {
                event: after.clone(),
                sequence,
                occurrence,
            });
        }
    }

    /// The server refused a write with 412: the resource changed there
    /// since it was listed. Read it again and decide again with what the
    /// server holds now (a delete of a meeting whose attendee answered
    /// meanwhile becomes a delete of the answered version; an edit there
    /// becomes a merge). A second refusal in the same sync is left for
    /// the next one and said: the token is not saved, and the change is
    /// counted as not sent.
    fn refused(&mut self, dav: &mut Dav, c: &Context<'_>, href: &str) -> Result<(), SyncError> {
        let what = c
            .local_event
            .map(|(stored, _)| format!("“{}”", stored.event.summary))
            .unwrap_or_else(|| fl!("sync-note-deleted-event", uid = c.uid));
        if c.again {
            self.deferred = true;
            let what = what.as_str();
            self.report
                .unsent
                .push(fl!("sync-note-changed-again", what = what));
            return Ok(());
        }
        let fresh = match dav.multiget(&self.calendar.href, &[href.to_owned()])?.pop() {
            None => None,
            Some(f) => match normal::read(&f.body) {
                Resource::Event { incoming, normal } => Some(Fetched {
                    href: f.href,
                    etag: f.etag,
                    incoming: *incoming,
                    normal: *normal,
                }),
                Resource::Other { why, .. } => {
                    self.deferred = true;
                    let (what, why) = (what.as_str(), why.as_str());
                    self.report.unsent.push(fl!(
                        "sync-note-no-longer-event",
                        what = what,
                        why = why
                    ));
                    return Ok(());
                }
            },
        };
        let remote = fresh.as_ref().map(|f| f.remote(c.status));
        let item = Item {
            status: c.status,
            local: c.local.cloned(),
            remote,
        };
        let again = Context {
            uid: c.uid,
            status: c.status,
            local: c.local,
            remote: item.remote.as_ref(),
            local_event: c.local_event,
            fetched: fresh.as_ref(),
            defaults: c.defaults,
            today: c.today,
            again: true,
        };
        self.act(dav, decide(&item), &again)
    }
}

/// One of the report's counts.
type Count = fn(&mut CalendarReport) -> &mut usize;

/// The report's count a write adds to once applied, if any.
fn counter(write: &SyncWrite) -> Option<Count> {
    match write {
        SyncWrite::Pull { .. } => Some(|r| &mut r.pulled),
        SyncWrite::DeleteLocal { .. } => Some(|r| &mut r.deleted_local),
        SyncWrite::Create(_)
        | SyncWrite::Record(_)
        | SyncWrite::Forget { .. }
        | SyncWrite::DropIntent { .. } => None,
    }
}
