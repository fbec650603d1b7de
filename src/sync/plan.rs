//! The pure step of a sync: what the last sync left (the status), what each
//! side holds now → what to do with each event. No I/O; tested on tables.
//!
//! The rules are vdirsyncer's, with an edit beating a delete: a side has
//! *changed* an event when its version (local row, server ETag) moved on
//! **and** its normal form's hash differs from the status's. A version that
//! moved with the same hash (a server that only rewrote the text, an undo
//! that put the same event back) is recorded, not propagated.

use crate::store::{EventVersion, ResourceStatus};

/// The local side of one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Local {
    /// Its current version.
    pub version: EventVersion,
    /// Its normal form's hash.
    pub hash: String,
}

/// The server side of one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remote {
    /// Where it is.
    pub href: String,
    /// Its ETag, when the server gave one.
    pub etag: Option<String>,
    /// Its normal form's hash.
    pub hash: String,
    /// What changed since the status is attendees' answers and nothing
    /// else (a scheduling server writes them into the organiser's copy).
    pub answers_only: bool,
}

/// One event (by UID) as the planner sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item<'a> {
    pub status: Option<&'a ResourceStatus>,
    pub local: Option<Local>,
    pub remote: Option<Remote>,
}

/// What to do with one event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Both sides are as the status says.
    Keep,
    /// Both sides hold the same event, but a version moved: record the
    /// new versions, change nothing.
    Record,
    /// Write the server's version locally.
    Pull,
    /// Send the local version: a create (`If-None-Match: *`) when the
    /// server does not have it, else an update (`If-Match`).
    Push { create: bool },
    /// Deleted on the server, unchanged here: delete locally.
    DeleteLocal,
    /// Deleted here, unchanged on the server: delete there.
    DeleteRemote,
    /// Changed on both sides, differently: merge, or keep both.
    Merge,
    /// Gone from both sides: forget the status.
    Forget,
}

/// Decides one event.
pub fn decide(item: &Item<'_>) -> Action {
    let Some(status) = item.status else {
        return match (&item.local, &item.remote) {
            (Some(_), None) => Action::Push { create: true },
            (None, Some(_)) => Action::Pull,
            (Some(l), Some(r)) if l.hash == r.hash => Action::Record,
            (Some(_), Some(_)) => Action::Merge,
            (None, None) => Action::Keep,
        };
    };
    let local_moved = |l: &Local| status.local_version != Some(l.version);
    let local_changed = |l: &Local| local_moved(l) && l.hash != status.hash;
    let remote_moved = |r: &Remote| status.etag != r.etag || status.href != r.href;
    let remote_changed = |r: &Remote| remote_moved(r) && r.hash != status.hash;
    match (&item.local, &item.remote) {
        (Some(l), Some(r)) => match (local_changed(l), remote_changed(r)) {
            (false, false) if local_moved(l) || remote_moved(r) => Action::Record,
            (false, false) => Action::Keep,
            (true, false) => Action::Push { create: false },
            (false, true) => Action::Pull,
            (true, true) if l.hash == r.hash => Action::Record,
            (true, true) => Action::Merge,
        },
        // Gone from the server.
        (Some(l), None) => {
            if status.local_version.is_none() || local_changed(l) {
                // An edit beats a delete (or Kairos never had it, so this
                // local event is new here).
                Action::Push { create: true }
            } else {
                Action::DeleteLocal
            }
        }
        // Gone from here. Answers that arrived since do not bring back a
        // meeting its organiser deleted: they were answers to it.
        (None, Some(r)) => {
            let changed = remote_changed(r) && !r.answers_only;
            if status.local_version.is_none() || changed {
                // Kept only on the server (or edited there): try again.
                if changed {
                    Action::Pull
                } else {
                    Action::Keep
                }
            } else {
                Action::DeleteRemote
            }
        }
        (None, None) => Action::Forget,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(version: Option<i64>, etag: &str, hash: &str) -> ResourceStatus {
        ResourceStatus {
            href: "/cal/e.ics".into(),
            uid: Some("e".into()),
            etag: Some(etag.into()),
            hash: hash.into(),
            local_version: version.map(EventVersion::from_raw),
            base: String::new(),
        }
    }

    fn local(version: i64, hash: &str) -> Option<Local> {
        Some(Local {
            version: EventVersion::from_raw(version),
            hash: hash.into(),
        })
    }

    fn remote(etag: &str, hash: &str) -> Option<Remote> {
        Some(Remote {
            href: "/cal/e.ics".into(),
            etag: Some(etag.into()),
            hash: hash.into(),
            answers_only: false,
        })
    }

    fn answers(etag: &str, hash: &str) -> Option<Remote> {
        remote(etag, hash).map(|r| Remote {
            answers_only: true,
            ..r
        })
    }

    type Case<'a> = (
        &'a str,
        Option<&'a ResourceStatus>,
        Option<Local>,
        Option<Remote>,
        Action,
    );

    /// Every case of the table: status × local × server.
    #[test]
    fn the_table() {
        use Action::*;
        let s = status(Some(1), "e1", "h");
        let kept = status(None, "e1", "h");
        #[rustfmt::skip]
        let cases: Vec<Case<'_>> = vec![
            ("new here", None, local(1, "a"), None, Push { create: true }),
            ("new there", None, None, remote("e", "a"), Pull),
            ("new on both, equal", None, local(1, "a"), remote("e", "a"), Record),
            ("new on both, different", None, local(1, "a"), remote("e", "b"), Merge),
            ("nothing", None, None, None, Keep),
            ("unchanged", Some(&s), local(1, "h"), remote("e1", "h"), Keep),
            ("edited here", Some(&s), local(2, "x"), remote("e1", "h"), Push { create: false }),
            ("edited there", Some(&s), local(1, "h"), remote("e2", "x"), Pull),
            ("server rewrote it", Some(&s), local(1, "h"), remote("e2", "h"), Record),
            ("undo put it back", Some(&s), local(3, "h"), remote("e1", "h"), Record),
            ("both, same result", Some(&s), local(2, "x"), remote("e2", "x"), Record),
            ("both, differently", Some(&s), local(2, "x"), remote("e2", "y"), Merge),
            ("deleted there", Some(&s), local(1, "h"), None, DeleteLocal),
            ("deleted there, edited here", Some(&s), local(2, "x"), None, Push { create: true }),
            ("deleted here", Some(&s), None, remote("e1", "h"), DeleteRemote),
            ("deleted here, edited there", Some(&s), None, remote("e2", "x"), Pull),
            ("deleted here, answered there", Some(&s), None, answers("e2", "x"), DeleteRemote),
            ("answered there", Some(&s), local(1, "h"), answers("e2", "x"), Pull),
            ("edited here, answered there", Some(&s), local(2, "y"), answers("e2", "x"), Merge),
            ("gone from both", Some(&s), None, None, Forget),
            ("server-only, unchanged", Some(&kept), None, remote("e1", "h"), Keep),
            ("server-only, changed", Some(&kept), None, remote("e2", "x"), Pull),
        ];
        for (what, status, local, remote, want) in cases {
            let got = decide(&Item {
                status,
                local,
                remote,
            });
            assert_eq!(got, want, "{what}");
        }
    }
}
