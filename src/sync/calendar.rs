//! One calendar's sync cycle: list what the server changed, fetch it, plan
//! each event (`plan`), then carry the plan out — HTTP writes and store
//! writes, in `act` — and save the sync token only when all of it
//! succeeded.
//!
//! `Cycle::run` goes in steps, each side prepared before planning (as
//! vdirsyncer's `prepare_new_status` does): what the server holds now
//! (`list_remote`, `fetch_remote`), what the store holds
//! (`prepare_local`), then one plan per UID carried out (`plan_and_act`).

use crate::fl;
use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::NaiveDate;

use super::act::{Context, Work};
use super::cross_check;
use super::dav::{self, CalendarInfo, Dav, DavError};
use super::normal::{self, local_normal, with_agreed_reminder_state, Normal, Resource};
use super::plan::{decide, Action, Item, Local, Remote};
use super::report::CalendarReport;
use super::resource::Fetched;
use super::SyncError;

use crate::model::DefaultReminders;
use crate::store::{
    EventVersion, ResourceStatus, Store, StoredEvent, SyncIntent, SyncWrite, SyncedCalendar,
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

/// The status the last sync left, by href and by UID.
struct Status<'s> {
    all: &'s [ResourceStatus],
    by_href: HashMap<&'s str, &'s ResourceStatus>,
    by_uid: HashMap<&'s str, &'s ResourceStatus>,
}

impl<'s> Status<'s> {
    fn new(all: &'s [ResourceStatus]) -> Self {
        Status {
            all,
            by_href: all.iter().map(|s| (s.href.as_str(), s)).collect(),
            by_uid: all
                .iter()
                .filter_map(|s| s.uid.as_deref().map(|u| (u, s)))
                .collect(),
        }
    }
}

/// What the server lists now, before anything is fetched.
struct Listing {
    /// href → ETag (`Some("")` where none was given: fetched to compare).
    listed: BTreeMap<String, Option<String>>,
    /// The token to save once the cycle has done all of it.
    token: Option<String>,
    /// A first sync's bodies, from its single query.
    prefetched: Vec<dav::Fetched>,
}

/// What the server holds now, fetched and keyed by UID.
struct RemoteSide {
    /// href → ETag, less what went between the listing and the fetch.
    listed: BTreeMap<String, Option<String>>,
    /// The token to save once the cycle has done all of it.
    token: Option<String>,
    /// Every event the server holds, by UID.
    remote: HashMap<String, Remote>,
    /// The events fetched in this cycle, by UID.
    fetched: HashMap<String, Fetched>,
    /// Resources that are no event of ours: kept on the server only.
    others: Vec<ResourceStatus>,
}

/// What the store holds now.
struct LocalSide {
    /// The calendar's default reminders (part of an event's normal form).
    defaults: DefaultReminders,
    /// Every local event's UID and version.
    versions: Vec<(String, EventVersion)>,
    /// The events changed since their status, with their normal forms.
    changed: HashMap<String, (StoredEvent, Normal)>,
    /// Statuses that intents stand for (see `resolve_intents`).
    resolved: Vec<ResourceStatus>,
    /// Intents whose write never arrived as sent.
    dropped: Vec<SyncIntent>,
}

impl Cycle<'_> {
    /// Runs the cycle; `Err` leaves the token as it was (nothing is lost:
    /// what was applied is recorded per event).
    pub fn run(mut self) -> Result<CalendarReport, SyncError> {
        let mut report = CalendarReport {
            calendar: self.synced.name.clone(),
            ..Default::default()
        };
        let unchanged = self.server_unchanged();
        if unchanged && !self.store.local_changes_since_sync(self.synced.calendar)? {
            return Ok(report);
        }
        let status = self.store.sync_status(self.synced.calendar)?;
        let status = Status::new(&status);
        let listing = self.list_remote(&status, unchanged)?;
        self.refuse_emptied(&status, &listing)?;
        let remote = self.fetch_remote(&status, listing, &mut report)?;
        let local = self.prepare_local(&status, &remote)?;
        self.plan_and_act(&status, &remote, &local, report)
    }

    /// Whether the server's side is as the last sync left it (the same
    /// sync token, or the same ctag where there is no token): then it is
    /// neither listed nor fetched, and a cycle with no local change either
    /// stops before it reads anything else.
    fn server_unchanged(&self) -> bool {
        // The server's side is as the last sync left it.
        let same_token =
            self.info.sync_token.is_some() && self.info.sync_token == self.synced.sync_token;
        let same_ctag = self.info.sync_token.is_none()
            && self.info.ctag.is_some()
            && self.info.ctag == self.synced.ctag;
        same_token || same_ctag
    }

    /// What the server holds now, href → ETag: the status's own view where
    /// the server is unchanged, else all of it in one query (a first
    /// sync), the delta since the saved token, or a full listing. Read
    /// after the status, which it starts from, and before anything is
    /// fetched, which it decides.
    fn list_remote(&mut self, status: &Status<'_>, unchanged: bool) -> Result<Listing, SyncError> {
        // The server side: href → ETag now.
        let mut listed: BTreeMap<String, Option<String>> = status
            .all
            .iter()
            .map(|s| (s.href.clone(), s.etag.clone()))
            .collect();
        let mut token = self.info.sync_token.clone();
        // A calendar's first sync fetches everything in one query; later
        // ones list what changed and fetch that in batches.
        let mut prefetched: Vec<dav::Fetched> = Vec::new();
        if status.all.is_empty() && !unchanged {
            match self.dav.query_all(&self.synced.href) {
                Ok(all) => {
                    cross_check::done(self.store, self.synced.calendar, self.today)?;
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
        } else if !unchanged {
            let due = cross_check::due(self.store, self.synced.calendar, self.today)?;
            let delta = match (&self.synced.sync_token, &self.info.sync_token) {
                // At least daily the whole listing is compared instead.
                _ if due => None,
                (Some(old), Some(_)) => match self.dav.changes(&self.synced.href, old) {
                    Ok(changes) => Some(changes),
                    // A token the server no longer accepts (Radicale 403,
                    // Xandikos 412): list everything instead.
                    Err(DavError::Precondition { .. }) => None,
                    Err(e) => return Err(e.into()),
                },
                _ => None,
            };
            // A token that moved on while its answer lists nothing says
            // something changed that the answer does not show: a calendar
            // deleted and made again at the same address, or a server
            // restored from a backup, that took a token it never issued
            // (sabre/dav's PDO backend does). The whole listing says what
            // is there.
            let delta = delta.filter(|c| !(c.changed.is_empty() && c.deleted.is_empty()));
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
                None => {
                    listed = self.dav.list(&self.synced.href)?.into_iter().collect();
                    cross_check::done(self.store, self.synced.calendar, self.today)?;
                }
            }
        }
        Ok(Listing {
            listed,
            token,
            prefetched,
        })
    }

    /// A listing with nothing in it, where events were synced before, is
    /// refused unless `allow_empty` says the calendar was emptied on
    /// purpose: checked before anything is fetched or written, so a
    /// glitch cannot delete every event here.
    fn refuse_emptied(&self, status: &Status<'_>, listing: &Listing) -> Result<(), SyncError> {
        let had_events = status.all.iter().any(|s| s.local_version.is_some());
        if listing.listed.is_empty() && had_events && !self.allow_empty {
            return Err(SyncError::EmptyListing {
                calendar: self.synced.name.clone(),
                synced: status.all.len(),
            });
        }
        Ok(())
    }

    /// Fetches what is new or changed on the server (what the status does
    /// not already hold at the listed ETag), reads each body, and keys
    /// the server's events by UID. An href listed but not returned by the
    /// fetch is taken as gone since the listing. Done after the empty
    /// listing was refused, and before the store is read: the intents are
    /// settled against what it finds.
    fn fetch_remote(
        &mut self,
        status: &Status<'_>,
        listing: Listing,
        report: &mut CalendarReport,
    ) -> Result<RemoteSide, SyncError> {
        let Listing {
            mut listed,
            token,
            prefetched,
        } = listing;
        // Fetch what is new or changed on the server.
        let by_href = &status.by_href;
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
                            let (what, why) = (f.href.as_str(), why.as_str());
                            report.notes.push(fl!(
                                "sync-note-kept-on-server",
                                what = what,
                                why = why
                            ));
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
            let href = format!("{href:?}");
            report
                .notes
                .push(fl!("sync-note-foreign-href", href = href));
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
        let (remote, fetched) = by_uid(status, &listed, &wanted, fetched, report);
        Ok(RemoteSide {
            listed,
            token,
            remote,
            fetched,
            others,
        })
    }

    /// What the store holds: each local event's version, the events
    /// changed since their status (in normal form), and the intents of
    /// writes a sync sent but died before recording, settled against what
    /// the server holds now. Read after the server's side, which the
    /// intents are settled against.
    fn prepare_local(
        &mut self,
        status: &Status<'_>,
        remote: &RemoteSide,
    ) -> Result<LocalSide, SyncError> {
        let calendar = self.synced.calendar;
        // The local side.
        let defaults = self
            .store
            .calendars()?
            .into_iter()
            .find(|c| c.id == calendar)
            .map(|c| c.default_reminders)
            .unwrap_or_default();
        let versions = self.store.calendar_versions(calendar)?;
        let changed_versions: Vec<EventVersion> = versions
            .iter()
            .filter(|(uid, v)| {
                status
                    .by_uid
                    .get(uid.as_str())
                    .is_none_or(|s| s.local_version != Some(*v))
            })
            .map(|(_, v)| *v)
            .collect();
        // On a scheduling server a write of a meeting is sent on to its
        // participants: a dismissed or snoozed reminder stays here.
        let schedules = self.store.delivers_answers(calendar)?;
        let mut changed: HashMap<String, (StoredEvent, Normal)> = HashMap::new();
        for (_, stored) in self.store.events_at(&changed_versions)? {
            let mut normal = local_normal(&stored, &defaults);
            let agreed = status.by_uid.get(stored.event.uid.as_str());
            if let Some(agreed) = agreed.filter(|a| schedules && normal.hash != a.hash) {
                if stored.event.has_participants() {
                    if let Some(held) = with_agreed_reminder_state(&stored, &defaults, &agreed.base)
                    {
                        if held.hash == agreed.hash {
                            normal = held;
                        }
                    }
                }
            }
            changed.insert(stored.event.uid.clone(), (stored, normal));
        }
        // Writes sent by a sync that died before recording them: the
        // server holding what was sent, or its mark, means they arrived.
        let (resolved, dropped) = resolve_intents(self.store.sync_intents(calendar)?, remote);
        Ok(LocalSide {
            defaults,
            versions,
            changed,
            resolved,
            dropped,
        })
    }

    /// Plans every UID either side or the status knows (`plan::decide`)
    /// and carries each plan out (`act`), committing store writes in
    /// batches and at once after each server write; saves the sync token
    /// last, and only when nothing was left for later and nothing was
    /// written to the server.
    fn plan_and_act(
        self,
        status: &Status<'_>,
        remote: &RemoteSide,
        local: &LocalSide,
        mut report: CalendarReport,
    ) -> Result<CalendarReport, SyncError> {
        let calendar = self.synced.calendar;
        let mut agreed = status.by_uid.clone();
        for s in &local.resolved {
            if let Some(uid) = &s.uid {
                agreed.insert(uid.as_str(), s);
            }
        }
        // Every UID either side or the status knows.
        let mut uids: Vec<String> = local.versions.iter().map(|(u, _)| u.clone()).collect();
        uids.extend(agreed.keys().map(|u| u.to_string()));
        uids.extend(remote.remote.keys().cloned());
        uids.sort();
        uids.dedup();

        let local_version: HashMap<&str, EventVersion> = local
            .versions
            .iter()
            .map(|(u, v)| (u.as_str(), *v))
            .collect();
        let me = self.store.identity(calendar)?;
        let mut work = Work {
            store: &mut *self.store,
            calendar: self.synced,
            writes: settled_writes(status, remote, local),
            deferred: false,
            me,
            report: &mut report,
        };
        // The settled writes are facts about what the server holds, and an
        // intent resolved there is replaced by the next write's: committed
        // before anything is sent.
        work.flush()?;
        let mut wrote_any = false;
        for uid in &uids {
            let status = agreed.get(uid.as_str()).copied();
            let item_local = local_version.get(uid.as_str()).map(|v| Local {
                version: *v,
                hash: match local.changed.get(uid) {
                    Some((_, n)) => n.hash.clone(),
                    None => status.map(|s| s.hash.clone()).unwrap_or_default(),
                },
            });
            let item = Item {
                status,
                local: item_local,
                remote: remote.remote.get(uid).cloned(),
            };
            let action = decide(&item);
            let context = Context {
                uid,
                status,
                local: item.local.as_ref(),
                remote: item.remote.as_ref(),
                local_event: local.changed.get(uid),
                fetched: remote.fetched.get(uid),
                defaults: &local.defaults,
                today: self.today,
                again: false,
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
            self.store.save_sync_point(
                calendar,
                remote.token.as_deref(),
                self.info.ctag.as_deref(),
            )?;
        }
        Ok(report)
    }
}

/// The server's events by UID: those the status holds at the listed ETag
/// (not fetched), then those fetched. A UID the server holds twice is
/// planned once, for the first; the others stay on the server only (and
/// said so, after the notes of the fetch).
fn by_uid(
    status: &Status<'_>,
    listed: &BTreeMap<String, Option<String>>,
    wanted: &[String],
    fetched: Vec<Fetched>,
    report: &mut CalendarReport,
) -> (HashMap<String, Remote>, HashMap<String, Fetched>) {
    let mut remote: HashMap<String, Remote> = HashMap::new();
    for (href, etag) in listed {
        if let Some(s) = status.by_href.get(href.as_str()) {
            if let (Some(uid), false) = (&s.uid, wanted.contains(href)) {
                remote.insert(
                    uid.clone(),
                    Remote {
                        href: href.clone(),
                        etag: etag.clone(),
                        hash: s.hash.clone(),
                        answers_only: false,
                    },
                );
            }
        }
    }
    let mut fetched_by_uid: HashMap<String, Fetched> = HashMap::new();
    for f in fetched {
        let uid = f.incoming.event.uid.clone();
        if fetched_by_uid.contains_key(&uid) || remote.contains_key(&uid) {
            let what = f.href.as_str();
            report.notes.push(fl!(
                "sync-note-repeated-uid",
                what = what,
                uid = uid.as_str()
            ));
            continue;
        }
        remote.insert(
            uid.clone(),
            f.remote(status.by_uid.get(uid.as_str()).copied()),
        );
        fetched_by_uid.insert(uid, f);
    }
    (remote, fetched_by_uid)
}

/// The store writes known before any event is planned, in this order:
/// the server's other resources and the statuses that intents stand for
/// recorded, the intents that never arrived dropped, and server-only
/// resources gone from the server forgotten. Queued ahead of every
/// planned write, so the cycle's first commit holds them.
fn settled_writes(status: &Status<'_>, remote: &RemoteSide, local: &LocalSide) -> Vec<SyncWrite> {
    let mut writes = Vec::new();
    for status in remote.others.iter().chain(&local.resolved) {
        writes.push(SyncWrite::Record(status.clone()));
    }
    for intent in &local.dropped {
        writes.push(SyncWrite::DropIntent {
            uid: intent.uid.clone(),
        });
    }
    // Server-only resources gone from the server.
    for s in status.all.iter().filter(|s| s.uid.is_none()) {
        if !remote.listed.contains_key(&s.href) {
            writes.push(SyncWrite::Forget {
                href: s.href.clone(),
            });
        }
    }
    writes
}

/// The statuses that intents stand for, and the intents whose write never
/// arrived. A write arrived when the server holds what was sent; or when
/// the server's copy carries the write's mark (`normal::WRITE_MARK`): it
/// arrived and was changed there since, on top of it. Either way the
/// status is as of that write, so a merge with what changed there since
/// takes what was sent as its base; for the second, the server's version
/// looks changed (no ETag). Recorded in the cycle's first commit, before
/// any new write for the event could replace the intent: should the next
/// write's answer be lost too, its base is still this one.
fn resolve_intents(
    intents: Vec<SyncIntent>,
    remote: &RemoteSide,
) -> (Vec<ResourceStatus>, Vec<SyncIntent>) {
    let mut resolved = Vec::new();
    let mut dropped = Vec::new();
    for intent in intents {
        let Some(r) = remote.remote.get(&intent.uid) else {
            dropped.push(intent);
            continue;
        };
        let held = r.hash == intent.sent_hash;
        let marked = remote
            .fetched
            .get(&intent.uid)
            .and_then(|f| f.normal.mark.as_deref())
            .is_some_and(|m| m == normal::mark_of(&intent.sent_hash));
        if !held && !marked {
            dropped.push(intent);
            continue;
        }
        resolved.push(ResourceStatus {
            href: r.href.clone(),
            etag: if held && intent.keep_etag {
                r.etag.clone()
            } else {
                None
            },
            uid: Some(intent.uid),
            hash: intent.hash,
            local_version: Some(intent.local_version),
            base: intent.base,
        });
    }
    (resolved, dropped)
}
