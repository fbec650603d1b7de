//! What a search remembers between keystrokes.
//!
//! Each keystroke is a new search of the same calendar over the same days:
//! reading every event row of the range from SQLite again (tens of
//! milliseconds at a hundred thousand events) and expanding every matching
//! series again to find its next occurrence (a hundred milliseconds and
//! more when a first letter matches nearly everything) is work the last
//! keystroke already did. So a search keeps, for as long as the database and
//! the days searched stay the same ([`MemoryKey`]):
//!
//! - the events whose bounds meet the range, with their texts folded once,
//!   unless those texts are larger than [`TEXT_BUDGET`] (then each
//!   keystroke reads them from the file, as before);
//! - for each event listed once, the occurrence it is listed by (its first
//!   from now on, else its latest before). That occurrence does not depend
//!   on the text typed when no override of the event has texts of its own,
//!   and only those are kept.
//!
//! Any write, by this connection or another process, changes the
//! [`ChangeStamp`](super::ChangeStamp) and the memory starts over.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use rustc_hash::FxHashMap as HashMap;

use super::fold::fold;
use super::ChangeStamp;
use crate::model::EventOccurrence;

/// An occurrence a search lists, with the instants it is ordered by
/// (computed once: a zone lookup per comparison made ordering twenty
/// thousand hits cost more than finding them).
pub(super) struct Listed {
    pub found: EventOccurrence,
    /// It stands for its whole series.
    pub series: bool,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

impl Listed {
    pub fn new(found: EventOccurrence, series: bool, viewer: Tz) -> Listed {
        Listed {
            start: found.occurrence.start.instant_in(viewer),
            end: found.occurrence.end.instant_in(viewer),
            found,
            series,
        }
    }

    /// Start order: start, end, title, uid.
    pub fn order(&self, other: &Listed) -> std::cmp::Ordering {
        (self.start, self.end)
            .cmp(&(other.start, other.end))
            .then_with(|| {
                self.found
                    .headline
                    .summary
                    .cmp(&other.found.headline.summary)
            })
            .then_with(|| self.found.uid().cmp(other.found.uid()))
    }
}

/// The folded texts kept at most, in bytes: past this, a calendar's notes
/// would cost the window more memory than re-reading them costs time.
pub(super) const TEXT_BUDGET: usize = 24 << 20;

/// Listing occurrences kept at most: one per event of the range.
pub(super) const LISTED_AT_MOST: usize = 200_000;

/// What the memory holds is good for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct MemoryKey {
    pub stamp: ChangeStamp,
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub now: DateTime<Utc>,
    pub viewer: Tz,
}

/// One event of the range, as matching needs it.
pub(super) struct Entry {
    pub id: i64,
    pub calendar: i64,
    /// Title, place and notes, folded (see [`fold`]).
    pub texts: [Option<Box<str>>; 3],
    pub uid: Box<str>,
}

impl Entry {
    pub fn new(id: i64, calendar: i64, texts: [Option<&str>; 3], uid: &str) -> Entry {
        Entry {
            id,
            calendar,
            texts: texts.map(|t| t.map(|t| fold(t).into_boxed_str())),
            uid: uid.into(),
        }
    }

    fn bytes(&self) -> usize {
        self.texts.iter().flatten().map(|t| t.len()).sum::<usize>()
            + self.uid.len()
            + std::mem::size_of::<Entry>()
    }
}

/// The memory of one search connection.
#[derive(Default)]
pub(crate) struct SearchMemory {
    key: Option<MemoryKey>,
    /// The events of the range; `None` until read, or when over budget.
    entries: Option<Vec<Entry>>,
    /// The texts were too large to keep for this key.
    over_budget: bool,
    /// Per event listed once: the occurrence it is listed by (`None`: it
    /// has none in the range).
    listed: HashMap<i64, Option<Listed>>,
}

impl SearchMemory {
    /// Forgets everything unless it was kept for `key`.
    pub fn keep_for(&mut self, key: MemoryKey) {
        if self.key != Some(key) {
            *self = SearchMemory {
                key: Some(key),
                ..SearchMemory::default()
            };
        }
    }

    /// The events of the range, if they are kept.
    pub fn entries(&self) -> Option<&[Entry]> {
        self.entries.as_deref()
    }

    /// Whether reading the events into memory is worth trying.
    pub fn wants_entries(&self) -> bool {
        self.entries.is_none() && !self.over_budget
    }

    /// Keeps `entries` if they fit the budget, else gives them back.
    pub fn keep_entries(&mut self, entries: Vec<Entry>) -> Option<Vec<Entry>> {
        let bytes: usize = entries.iter().map(Entry::bytes).sum();
        if bytes <= TEXT_BUDGET {
            self.entries = Some(entries);
            None
        } else {
            self.over_budget = true;
            Some(entries)
        }
    }

    /// The occurrence `event` is listed by, if known.
    pub fn listed(&self, event: i64) -> Option<&Option<Listed>> {
        self.listed.get(&event)
    }

    /// Whether another listing occurrence may be kept.
    pub fn has_room(&self) -> bool {
        self.listed.len() < LISTED_AT_MOST
    }

    /// Remembers the occurrence `event` is listed by, room permitting.
    pub fn remember(&mut self, event: i64, occurrence: Option<Listed>) {
        if self.has_room() {
            self.listed.insert(event, occurrence);
        }
    }

    /// Lets go of everything (the search was closed).
    pub fn clear(&mut self) {
        *self = SearchMemory::default();
    }
}
