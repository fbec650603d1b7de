//! One calendar's sync cycle: list what the server changed, fetch it, plan
//! each event (`plan`), then carry the plan out — HTTP writes and store
//! writes — and save the sync token only when all of it succeeded.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::NaiveDate;

use super::dav::{CalendarInfo, Condition, Dav, DavError};
use super::merge::merge;
use super::normal::{self, local_normal, resource_text, Normal, Resource};
use super::plan::{decide, Action, Item, Local, Remote};
use super::report::CalendarReport;
use super::SyncError;
use crate::model::{Event, Reminder};
use crate::store::{
    EventVersion, IncomingEvent, ResourceStatus, Store, StoredEvent, SyncApplied, SyncWrite,
    SyncedCalendar,
};

/// Bodies fetched per `calendar-multiget` (iCloud and others cap it).
const MULTIGET_BATCH: usize = 100;
/// Store writes per transaction while pulling.
const WRITE_BATCH: usize = 250;

/// How the calendar is synced.
pub struct Cycle<'a> {
    pub store: &'a mut Store,
    pub dav: &'a mut Dav,
    pub synced: &'a SyncedCalendar,
    pub info: &'a CalendarInfo,
    pub today: NaiveDate,
    /// Accept a server calendar that lists nothing though events were
    /// synced before (it was emptied on purpose).
    pub allow_empty: bool,
}

/// A fetched server event.
struct Fetched {
    href: String,
    etag: Option<String>,
    incoming: IncomingEvent,
    normal: Normal,
}

impl Cycle<'_> {
    /// Runs the cycle; `Err` leaves the token as it was (nothing is lost:
    /// what was applied is recorded per event).
    pub fn run(self) -> Result<CalendarReport, SyncError> {
        let mut report = CalendarReport {
            calendar: self.synced.name.clone(),
            ..Default::default()
        };
        let calendar = self.synced.calendar;
        let status = self.store.sync_status(calendar)?;
        // The server side: href → ETag now.
        let same_token =
            self.info.sync_token.is_some() && self.info.sync_token == self.synced.sync_token;
        let same_ctag = self.info.sync_token.is_none()
            && self.info.ctag.is_some()
            && self.info.ctag == self.synced.ctag;
        let mut listed: BTreeMap<String, Option<String>> = status
            .iter()
            .map(|s| (s.href.clone(), s.etag.clone()))
            .collect();
        let mut token = self.info.sync_token.clone();
        if !(same_token || same_ctag) {
            let delta = match (&self.synced.sync_token, &self.info.sync_token) {
                (Some(old), Some(_)) => match self.dav.changes(&self.synced.href, old) {
                    Ok(changes) => Some(changes),
                    // A token the server no longer accepts (Radicale 403,
                    // Xandikos 412): list everything instead.
                    Err(DavError::Precondition { .. }) => None,
                    Err(e) => return Err(e.into()),
                },
                _ => None,
            };
            match delta {
                Some(changes) => {
                    for href in changes.deleted {
                        listed.remove(&href);
                    }
                    for (href, etag) in changes.changed {
                        // Without an ETag, fetch to compare.
                        listed.insert(href, etag.or(Some(String::new())));
                    }
                    token = Some(changes.token);
                }
                None => listed = self.dav.list(&self.synced.href)?.into_iter().collect(),
            }
        }
        let had_events = status.iter().any(|s| s.local_version.is_some());
        if listed.is_empty() && had_events && !self.allow_empty {
            return Err(SyncError::EmptyListing {
                calendar: self.synced.name.clone(),
                synced: status.len(),
            });
        }

        // Fetch what is new or changed on the server.
        let by_href: HashMap<&str, &ResourceStatus> =
            status.iter().map(|s| (s.href.as_str(), s)).collect();
        let wanted: Vec<String> = listed
            .iter()
            .filter(|(href, etag)| {
                by_href.get(href.as_str()).is_none_or(|s| {
                    s.etag.is_none() || etag.is_none() || s.etag.as_ref() != etag.as_ref()
                })
            })
            .map(|(href, _)| href.clone())
            .collect();
        let mut fetched: Vec<Fetched> = Vec::new();
        let mut others: Vec<ResourceStatus> = Vec::new();
        for batch in wanted.chunks(MULTIGET_BATCH) {
            let got = self.dav.multiget(&self.synced.href, batch)?;
            let returned: HashSet<&str> = got.iter().map(|f| f.href.as_str()).collect();
            // Gone between the listing and the fetch.
            let missing: Vec<String> = batch
                .iter()
                .filter(|h| !returned.contains(h.as_str()))
                .cloned()
                .collect();
            for href in missing {
                listed.remove(&href);
            }
            for f in got {
                match normal::read(&f.body) {
                    Resource::Event { incoming, normal } => fetched.push(Fetched {
                        href: f.href,
                        etag: f.etag,
                        incoming: *incoming,
                        normal: *normal,
                    }),
                    Resource::Other { why, hash } => {
                        if by_href.get(f.href.as_str()).is_none_or(|s| s.hash != hash) {
                            report
                                .notes
                                .push(format!("{} kept on the server only: {why}", f.href));
                        }
                        others.push(ResourceStatus {
                            href: f.href,
                            uid: None,
                            etag: f.etag,
                            hash,
                            local_version: None,
                            base: String::new(),
                        })
                    }
                }
            }
        }
        // The listing's ETags where the fetch gave none.
        for f in &mut fetched {
            if f.etag.is_none() {
                f.etag = listed
                    .get(&f.href)
                    .cloned()
                    .flatten()
                    .filter(|e| !e.is_empty());
            }
        }

        // The local side.
        let defaults = self
            .store
            .calendars()?
            .into_iter()
            .find(|c| c.id == calendar)
            .map(|c| c.default_reminders)
            .unwrap_or_default();
        let by_uid: HashMap<&str, &ResourceStatus> = status
            .iter()
            .filter_map(|s| s.uid.as_deref().map(|u| (u, s)))
            .collect();
        let versions = self.store.calendar_versions(calendar)?;
        let changed_versions: Vec<EventVersion> = versions
            .iter()
            .filter(|(uid, v)| {
                by_uid
                    .get(uid.as_str())
                    .is_none_or(|s| s.local_version != Some(*v))
            })
            .map(|(_, v)| *v)
            .collect();
        let mut local_changed: HashMap<String, (StoredEvent, Normal)> = HashMap::new();
        for (_, stored) in self.store.events_at(&changed_versions)? {
            let normal = local_normal(&stored, &defaults);
            local_changed.insert(stored.event.uid.clone(), (stored, normal));
        }

        // Every UID either side or the status knows.
        let mut remote: HashMap<String, Remote> = HashMap::new();
        for (href, etag) in &listed {
            if let Some(s) = by_href.get(href.as_str()) {
                if let (Some(uid), false) = (&s.uid, wanted.contains(href)) {
                    remote.insert(
                        uid.clone(),
                        Remote {
                            href: href.clone(),
                            etag: etag.clone(),
                            hash: s.hash.clone(),
                        },
                    );
                }
            }
        }
        let mut fetched_by_uid: HashMap<String, Fetched> = HashMap::new();
        for f in fetched {
            let uid = f.incoming.event.uid.clone();
            if fetched_by_uid.contains_key(&uid) || remote.contains_key(&uid) {
                report.notes.push(format!(
                    "{} repeats the UID {uid}: left on the server only",
                    f.href
                ));
                continue;
            }
            remote.insert(
                uid.clone(),
                Remote {
                    href: f.href.clone(),
                    etag: f.etag.clone(),
                    hash: f.normal.hash.clone(),
                },
            );
            fetched_by_uid.insert(uid, f);
        }
        let mut uids: Vec<String> = versions.iter().map(|(u, _)| u.clone()).collect();
        uids.extend(by_uid.keys().map(|u| u.to_string()));
        uids.extend(remote.keys().cloned());
        uids.sort();
        uids.dedup();

        let local_version: HashMap<&str, EventVersion> =
            versions.iter().map(|(u, v)| (u.as_str(), *v)).collect();
        let mut work = Work {
            store: &mut *self.store,
            calendar: self.synced,
            writes: Vec::new(),
            deferred: false,
            report: &mut report,
        };
        for status in &others {
            work.writes.push(SyncWrite::Record(status.clone()));
        }
        // Server-only resources gone from the server.
        for s in status.iter().filter(|s| s.uid.is_none()) {
            if !listed.contains_key(&s.href) {
                work.writes.push(SyncWrite::Forget {
                    href: s.href.clone(),
                });
            }
        }
        for uid in &uids {
            let status = by_uid.get(uid.as_str()).copied();
            let local = local_version.get(uid.as_str()).map(|v| Local {
                version: *v,
                hash: match local_changed.get(uid) {
                    Some((_, n)) => n.hash.clone(),
                    None => status.map(|s| s.hash.clone()).unwrap_or_default(),
                },
            });
            let item = Item {
                status,
                local,
                remote: remote.get(uid).cloned(),
            };
            let action = decide(&item);
            let context = Context {
                uid,
                status,
                local: item.local.as_ref(),
                remote: item.remote.as_ref(),
                local_event: local_changed.get(uid),
                fetched: fetched_by_uid.get(uid),
                defaults: &defaults,
                today: self.today,
            };
            work.act(self.dav, action, &context)?;
            if work.writes.len() >= WRITE_BATCH {
                work.flush()?;
            }
        }
        work.flush()?;
        let deferred = work.deferred;
        report.deferred = deferred;
        if !deferred {
            self.store
                .save_sync_point(calendar, token.as_deref(), self.info.ctag.as_deref())?;
        }
        Ok(report)
    }
}

/// What is known of one event while acting on it.
struct Context<'a> {
    uid: &'a str,
    status: Option<&'a ResourceStatus>,
    local: Option<&'a Local>,
    remote: Option<&'a Remote>,
    local_event: Option<&'a (StoredEvent, Normal)>,
    fetched: Option<&'a Fetched>,
    defaults: &'a [Reminder],
    today: NaiveDate,
}

/// The store writes of a cycle, applied in batches.
struct Work<'a> {
    store: &'a mut Store,
    calendar: &'a SyncedCalendar,
    writes: Vec<SyncWrite>,
    /// Some write was left for later: the token must not be saved.
    deferred: bool,
    report: &'a mut CalendarReport,
}

impl Work<'_> {
    fn flush(&mut self) -> Result<(), SyncError> {
        if self.writes.is_empty() {
            return Ok(());
        }
        let writes = std::mem::take(&mut self.writes);
        let kinds: Vec<&'static str> = writes.iter().map(kind).collect();
        let applied = self.store.apply_sync(self.calendar.calendar, writes)?;
        for (kind, outcome) in kinds.into_iter().zip(applied) {
            match outcome {
                SyncApplied::Done(_) => match kind {
                    "pull" => self.report.pulled += 1,
                    "delete" => self.report.deleted_local += 1,
                    _ => {}
                },
                SyncApplied::LocalChanged => self.deferred = true,
                SyncApplied::Elsewhere(other) => {
                    self.deferred = true;
                    self.report.notes.push(format!(
                        "an event is also in {other}: left until that calendar syncs"
                    ));
                }
                SyncApplied::Unstorable(why) => self
                    .report
                    .notes
                    .push(format!("an event was kept on the server only: {why}")),
            }
        }
        Ok(())
    }

    fn act(&mut self, dav: &mut Dav, action: Action, c: &Context<'_>) -> Result<(), SyncError> {
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
            Action::Pull => self.pull(c),
            Action::Push { .. } => self.push(dav, c)?,
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
                match dav.delete(&s.href, s.etag.as_deref()) {
                    Ok(()) => {
                        self.report.deleted_remote += 1;
                        self.writes.push(SyncWrite::Forget {
                            href: s.href.clone(),
                        });
                    }
                    // Changed there meanwhile: the edit wins, seen next time.
                    Err(DavError::Precondition { .. }) => self.deferred = true,
                    Err(e) => return Err(e.into()),
                }
            }
            Action::Merge => self.merge(dav, c)?,
        }
        Ok(())
    }

    fn pull(&mut self, c: &Context<'_>) {
        let Some(f) = c.fetched else { return };
        self.writes.push(SyncWrite::Pull {
            incoming: f.incoming.clone(),
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
    }

    fn push(&mut self, dav: &mut Dav, c: &Context<'_>) -> Result<(), SyncError> {
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
        let condition = match c.remote {
            None => Condition::Create,
            Some(r) => match &r.etag {
                Some(etag) if !etag.is_empty() => Condition::Match(etag.clone()),
                _ => Condition::None,
            },
        };
        let body = resource_text(stored, c.defaults, c.today);
        let mut result = dav.put(&href, &body, &condition);
        let mut href = href;
        if matches!(result, Err(DavError::Precondition { .. }))
            && c.remote.is_none()
            && c.status.is_none()
        {
            // A new event whose href another resource already has (two
            // UIDs that sanitise alike): a name of its own.
            href = new_href(
                &self.calendar.href,
                &format!("{}-{}", c.uid, uuid::Uuid::new_v4().simple()),
            );
            result = dav.put(&href, &body, &condition);
        }
        match result {
            Ok(etag) => {
                self.report.pushed += 1;
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
            // Someone changed it there meanwhile: decided again next time,
            // with both versions in hand.
            Err(DavError::Precondition { .. }) => {
                self.deferred = true;
                Ok(())
            }
            // The server will not take this one event (too large, a
            // component it refuses): said, kept here, tried again at the
            // next sync, and the rest of the calendar still syncs.
            Err(DavError::Status { status, .. }) if (400..500).contains(&status) => {
                self.report.notes.push(format!(
                    "the server refused “{}” (HTTP {status}); it stays here and is sent again next time",
                    stored.event.summary
                ));
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
        if let Some(merged) = merge(base.as_ref(), &local_normal_form.event, &f.normal.event) {
            let merged_stored = StoredEvent {
                event: merged,
                ..stored.clone()
            };
            let merged_normal = local_normal(&merged_stored, c.defaults);
            if merged_normal.hash == f.normal.hash {
                // The server's version already holds the local changes.
                self.pull(c);
                return Ok(());
            }
            let condition = f.etag.clone().map_or(Condition::None, Condition::Match);
            let body = resource_text(&merged_stored, c.defaults, c.today);
            match dav.put(&f.href, &body, &condition) {
                Ok(etag) => {
                    self.report.merged += 1;
                    self.report.pushed += 1;
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
                Err(DavError::Precondition { .. }) => self.deferred = true,
                Err(e) => return Err(e.into()),
            }
            return Ok(());
        }
        // The same property changed on both sides: the server's version
        // keeps the UID, the local one becomes a copy that is pushed too.
        let mut copy = stored.clone();
        copy.event.uid = format!("{}-conflict-{}", c.uid, uuid::Uuid::new_v4().simple());
        copy.event.summary = format!("{} (conflict copy)", stored.event.summary);
        copy.event
            .extra_properties
            .push(format!("X-KAIROS-CONFLICT-OF:{}", c.uid));
        let copy_normal = local_normal(&copy, c.defaults);
        self.report.conflicts += 1;
        self.writes.push(SyncWrite::Create(copy.clone()));
        self.pull(c);
        // Written here first, then sent: a crash in between leaves a local
        // event with no status, which the next sync pushes.
        self.flush()?;
        let href = new_href(&self.calendar.href, &copy.event.uid);
        let body = resource_text(&copy, c.defaults, c.today);
        let etag = dav.put(&href, &body, &Condition::Create)?;
        let version = self.store.event_version(&copy.event.uid)?.map(|(_, v)| v);
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

fn kind(write: &SyncWrite) -> &'static str {
    match write {
        SyncWrite::Pull { .. } => "pull",
        SyncWrite::DeleteLocal { .. } => "delete",
        SyncWrite::Create(_) => "create",
        SyncWrite::Record(_) => "record",
        SyncWrite::Forget { .. } => "forget",
    }
}

/// Where a new event goes: its UID made safe for a path (`@` and `/` have
/// broken other clients), hashed when it is long or had to change much.
pub fn new_href(calendar: &str, uid: &str) -> String {
    let safe: String = uid
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let name = if safe.len() > 120 || uid.contains('/') {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(uid.as_bytes());
        digest.iter().take(16).map(|b| format!("{b:02x}")).collect()
    } else {
        safe
    };
    format!("{}/{name}.ics", calendar.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::new_href;

    #[test]
    fn new_hrefs_are_safe_paths() {
        assert_eq!(
            new_href("/cal/alice/work/", "abc@example.com"),
            "/cal/alice/work/abc_example.com.ics"
        );
        let odd = new_href("/c/", "a/b");
        assert!(odd.starts_with("/c/") && odd.ends_with(".ics") && !odd[3..].contains('/'));
    }
}
