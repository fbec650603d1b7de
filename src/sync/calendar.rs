//! One calendar's sync cycle: list what the server changed, fetch it, plan
//! each event (`plan`), then carry the plan out — HTTP writes and store
//! writes, in `act` — and save the sync token only when all of it
//! succeeded.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::NaiveDate;

use super::act::{Context, LostWrite, Work};
use super::dav::{self, CalendarInfo, Dav, DavError};
use super::normal::{self, local_normal, Normal, Resource};
use super::plan::{decide, Action, Item, Local, Remote};
use super::report::CalendarReport;
use super::SyncError;

use crate::store::{
    EventVersion, IncomingEvent, ResourceStatus, Store, StoredEvent, SyncIntent, SyncWrite,
    SyncedCalendar,
};

/// Bodies fetched per `calendar-multiget` (iCloud and others cap it).
const MULTIGET_BATCH: usize = 100;
/// Store writes per transaction while pulling (a write that records what
/// the server acknowledged is committed at once).
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
pub(super) struct Fetched {
    pub(super) href: String,
    pub(super) etag: Option<String>,
    pub(super) incoming: IncomingEvent,
    pub(super) normal: Normal,
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
        // The server's side is as the last sync left it.
        let same_token =
            self.info.sync_token.is_some() && self.info.sync_token == self.synced.sync_token;
        let same_ctag = self.info.sync_token.is_none()
            && self.info.ctag.is_some()
            && self.info.ctag == self.synced.ctag;
        if (same_token || same_ctag) && !self.store.local_changes_since_sync(calendar)? {
            return Ok(report);
        }
        let status = self.store.sync_status(calendar)?;
        // The server side: href → ETag now.
        let mut listed: BTreeMap<String, Option<String>> = status
            .iter()
            .map(|s| (s.href.clone(), s.etag.clone()))
            .collect();
        let mut token = self.info.sync_token.clone();
        // A calendar's first sync fetches everything in one query; later
        // ones list what changed and fetch that in batches.
        let mut prefetched: Vec<dav::Fetched> = Vec::new();
        if status.is_empty() && !(same_token || same_ctag) {
            match self.dav.query_all(&self.synced.href) {
                Ok(all) => {
                    listed = all
                        .iter()
                        .map(|f| (f.href.clone(), f.etag.clone().or(Some(String::new()))))
                        .collect();
                    prefetched = all;
                }
                Err(
                    e @ (DavError::Unauthorized { .. }
                    | DavError::Unreachable { .. }
                    | DavError::Timeout { .. }
                    | DavError::Tls { .. }),
                ) => return Err(e.into()),
                // A server that cannot answer it (or not in one body):
                // list, then fetch in batches.
                Err(_) => listed = self.dav.list(&self.synced.href)?.into_iter().collect(),
            }
        } else if !(same_token || same_ctag) {
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
        let mut batches: Vec<Vec<dav::Fetched>> = Vec::new();
        if !prefetched.is_empty() {
            batches.push(prefetched);
        } else {
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
                batches.push(got);
            }
        }
        for got in batches {
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
        for href in self.dav.take_refused() {
            report.notes.push(format!(
                "the server named {href:?}, which is not in this calendar: ignored, never written"
            ));
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
        // Writes sent by a sync that died before recording them: the
        // server holding what was sent means they arrived.
        let (resolved, dropped) = resolve_intents(self.store.sync_intents(calendar)?, &remote);
        let mut agreed = by_uid.clone();
        for s in &resolved {
            if let Some(uid) = &s.uid {
                agreed.insert(uid.as_str(), s);
            }
        }
        let mut uids: Vec<String> = versions.iter().map(|(u, _)| u.clone()).collect();
        uids.extend(agreed.keys().map(|u| u.to_string()));
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
        for status in others.iter().chain(&resolved) {
            work.writes.push(SyncWrite::Record(status.clone()));
        }
        let lost: HashMap<&str, LostWrite<'_>> = dropped
            .iter()
            .map(|i| {
                let write = LostWrite {
                    sent: &i.sent,
                    from: &i.base,
                    mark: normal::mark_of(&i.sent_hash),
                };
                (i.uid.as_str(), write)
            })
            .collect();
        for intent in &dropped {
            work.writes.push(SyncWrite::DropIntent {
                uid: intent.uid.clone(),
            });
        }
        // Server-only resources gone from the server.
        for s in status.iter().filter(|s| s.uid.is_none()) {
            if !listed.contains_key(&s.href) {
                work.writes.push(SyncWrite::Forget {
                    href: s.href.clone(),
                });
            }
        }
        let mut wrote_any = false;
        for uid in &uids {
            let status = agreed.get(uid.as_str()).copied();
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
                sent: lost.get(uid.as_str()).copied(),
                defaults: &defaults,
                today: self.today,
            };
            // What the server acknowledged is recorded before anything
            // else is sent: a failure, a timeout or a kill after this point
            // leaves a status that says what the server holds, so the next
            // sync neither copies nor resurrects it.
            let wrote_remote = matches!(
                action,
                Action::Push { .. } | Action::DeleteRemote | Action::Merge
            );
            if wrote_remote && !wrote_any {
                // The token and ctag were read before this cycle's own
                // writes. A delta from such a token may leave out a
                // resource created after it and deleted since (RFC 6578
                // lets a server omit it; Xandikos does), so an event sent
                // now and deleted by another device later would never be
                // seen gone. Forgotten before the first write, so a kill
                // anywhere after it leaves none: the next cycle lists the
                // calendar and saves the token it reads then.
                work.store.save_sync_point(calendar, None, None)?;
                wrote_any = true;
            }
            if let Err(e) = work.act(self.dav, action, &context) {
                work.flush()?;
                return Err(e);
            }
            if wrote_remote || work.writes.len() >= WRITE_BATCH {
                work.flush()?;
            }
        }
        work.flush()?;
        let deferred = work.deferred;
        report.deferred = deferred;
        if !deferred && !wrote_any {
            self.store
                .save_sync_point(calendar, token.as_deref(), self.info.ctag.as_deref())?;
        }
        Ok(report)
    }
}

/// The statuses that intents stand for, where the server holds what was
/// sent; and the intents whose write never arrived (or was changed there
/// since), whose recorded status stands.
fn resolve_intents(
    intents: Vec<SyncIntent>,
    remote: &HashMap<String, Remote>,
) -> (Vec<ResourceStatus>, Vec<SyncIntent>) {
    let mut resolved = Vec::new();
    let mut dropped = Vec::new();
    for intent in intents {
        match remote.get(&intent.uid) {
            Some(r) if r.hash == intent.sent_hash => resolved.push(ResourceStatus {
                href: r.href.clone(),
                etag: if intent.keep_etag {
                    r.etag.clone()
                } else {
                    None
                },
                uid: Some(intent.uid),
                hash: intent.hash,
                local_version: Some(intent.local_version),
                base: intent.base,
            }),
            _ => dropped.push(intent),
        }
    }
    (resolved, dropped)
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
        normal::hex(&Sha256::digest(uid.as_bytes())[..16])
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
