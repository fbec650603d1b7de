//! What a search remembers between keystrokes.
//!
//! Each keystroke is a new search of the same calendar over the same days:
//! reading every event row of the range from SQLite again (tens of
//! milliseconds at a hundred thousand events) and expanding every matching
//! series again to find its next occurrence (a hundred milliseconds and
//! more when a first letter matches nearly everything) is work the last
//! keystroke already did. So a search keeps, for as long as the events and
//! the days searched stay the same ([`MemoryKey`]):
//!
//! - the events whose bounds meet the range, with their texts folded once
//!   into one arena ([`Entries`]), unless those texts are larger than
//!   [`TEXT_BUDGET`] (then each keystroke reads them from the file, as
//!   before);
//! - for each event listed once, when the occurrence it is listed by (its
//!   first from now on, else its latest before) starts and ends: a
//!   [`Spot`]. That occurrence does not depend on the text typed when no
//!   override of the event has texts of its own, and only those are kept.
//!   The few a list shows are found again by their spots, and the last
//!   ones shown are kept whole ([`SHOWN_AT_MOST`]).
//!
//! So the memory stays small (a few tens of bytes an event: at a hundred
//! thousand events, a few megabytes where whole occurrences took twenty),
//! and the window's search thread can keep it for as long as the window is
//! open, prepared before the first key (`Store::prepare_search`).
//!
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
/// would cost the window more memory than re-reading them costs time. With
/// the spots, the whole memory stays within the 10 MB the window gives it
/// (at a hundred thousand events of short texts, it takes about 4 MB).
pub(super) const TEXT_BUDGET: usize = 8 << 20;

/// Listing occurrences kept at most: one per event of the range.
pub(super) const LISTED_AT_MOST: usize = 200_000;

/// Which versions of events there are: every edit of an event writes a
/// new row, and a row id is never used twice (`AUTOINCREMENT`), so the
/// highest id and the count change with any event written or deleted,
/// and with nothing else (a setting, a sync's status, a reminder
/// dismissed): those leave the memory as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct EventsMark {
    pub last_id: Option<i64>,
    pub count: i64,
}

/// What the memory holds is good for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct MemoryKey {
    pub events: EventsMark,
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub now: DateTime<Utc>,
    pub viewer: Tz,
}

/// When the occurrence an event is listed by starts and ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Spot {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

impl Spot {
    pub fn of(listed: &Listed) -> Spot {
        Spot {
            start: listed.start,
            end: listed.end,
        }
    }
}

/// Occurrences kept whole, the last ones a list showed: a list shows a few
/// hundred, and the next keystroke shows most of them again.
pub(super) const SHOWN_AT_MOST: usize = 2048;

/// The events of the range as matching needs them: title, place, notes
/// (folded, see [`fold`]) and uid of each, in one arena.
#[derive(Default)]
pub(super) struct Entries {
    arena: String,
    rows: Vec<Row>,
}

/// One event's place in the arena.
struct Row {
    id: i64,
    calendar: i64,
    /// Where title, place, notes and uid start; each ends where the next
    /// starts (the uid where the next row's title does).
    starts: [u32; 4],
    /// Which of title, place and notes the event has (bit `i`).
    present: u8,
}

/// One event of [`Entries`].
#[derive(Clone, Copy)]
pub(super) struct EntryRef<'a> {
    entries: &'a Entries,
    at: usize,
}

impl EntryRef<'_> {
    fn row(&self) -> &Row {
        &self.entries.rows[self.at]
    }

    fn span(&self, i: usize) -> &str {
        let row = self.row();
        let end = match i {
            3 => self
                .entries
                .rows
                .get(self.at + 1)
                .map_or(self.entries.arena.len(), |next| next.starts[0] as usize),
            _ => row.starts[i + 1] as usize,
        };
        &self.entries.arena[row.starts[i] as usize..end]
    }

    pub fn id(&self) -> i64 {
        self.row().id
    }

    pub fn calendar(&self) -> i64 {
        self.row().calendar
    }

    /// Title, place or notes (`i` = 0, 1, 2), folded, if the event has it.
    pub fn text(&self, i: usize) -> Option<&str> {
        (self.row().present & (1 << i) != 0).then(|| self.span(i))
    }

    pub fn uid(&self) -> &str {
        self.span(3)
    }
}

impl Entries {
    /// Adds an event, folding its texts.
    pub fn push(&mut self, id: i64, calendar: i64, texts: [Option<&str>; 3], uid: &str) {
        let mut starts = [0u32; 4];
        let mut present = 0u8;
        for (i, text) in texts.iter().enumerate() {
            starts[i] = self.offset();
            if let Some(text) = text {
                present |= 1 << i;
                self.arena.push_str(&fold(text));
            }
        }
        starts[3] = self.offset();
        self.arena.push_str(uid);
        self.rows.push(Row {
            id,
            calendar,
            starts,
            present,
        });
    }

    fn offset(&self) -> u32 {
        // The texts kept are bounded by TEXT_BUDGET, far below 4 GiB.
        u32::try_from(self.arena.len()).unwrap_or(u32::MAX)
    }

    pub fn iter(&self) -> impl Iterator<Item = EntryRef<'_>> {
        (0..self.rows.len()).map(|at| EntryRef { entries: self, at })
    }

    /// What keeping them costs.
    fn bytes(&self) -> usize {
        self.arena.len() + self.rows.len() * std::mem::size_of::<Row>()
    }

    /// Lets go of the room grown for more.
    fn shrink(&mut self) {
        self.arena.shrink_to_fit();
        self.rows.shrink_to_fit();
    }
}

/// The memory of one search connection.
#[derive(Default)]
pub(crate) struct SearchMemory {
    key: Option<MemoryKey>,
    /// The database's stamp when the key was last checked: while it stays,
    /// nothing was written and the key holds without asking the file.
    stamp: Option<ChangeStamp>,
    /// The events of the range; `None` until read, or when over budget.
    entries: Option<Entries>,
    /// The texts were too large to keep for this key.
    over_budget: bool,
    /// Per event listed once: when the occurrence it is listed by starts
    /// and ends (`None`: it has none in the range).
    spots: HashMap<i64, Option<Spot>>,
    /// The occurrences last shown, whole, by event: until anything at all
    /// is written (they say what my answer to a meeting is, and who I am
    /// changes with a setting or a sync).
    shown: HashMap<i64, Listed>,
    /// A preparation read everything the key's searches need.
    prepared: bool,
}

impl SearchMemory {
    /// The key, if the database's stamp is still `stamp` (nothing was
    /// written since it was checked).
    pub fn key_at(&self, stamp: ChangeStamp) -> Option<MemoryKey> {
        self.key.filter(|_| self.stamp == Some(stamp))
    }

    /// Forgets everything unless it was kept for `key`, and the occurrences
    /// kept whole unless nothing was written since (`stamp`).
    pub fn keep_for(&mut self, key: MemoryKey, stamp: ChangeStamp) {
        if self.key != Some(key) {
            *self = SearchMemory {
                key: Some(key),
                ..SearchMemory::default()
            };
        }
        if self.stamp != Some(stamp) {
            self.shown.clear();
            self.stamp = Some(stamp);
        }
    }

    /// The events of the range, if they are kept.
    pub fn entries(&self) -> Option<&Entries> {
        self.entries.as_ref()
    }

    /// Whether reading the events into memory is worth trying.
    pub fn wants_entries(&self) -> bool {
        self.entries.is_none() && !self.over_budget
    }

    /// Keeps `entries` if they fit the budget, else gives them back.
    pub fn keep_entries(&mut self, mut entries: Entries) -> Option<Entries> {
        if entries.bytes() <= TEXT_BUDGET {
            entries.shrink();
            self.entries = Some(entries);
            None
        } else {
            self.over_budget = true;
            Some(entries)
        }
    }

    /// When the occurrence `event` is listed by starts and ends, if known.
    pub fn spot(&self, event: i64) -> Option<Option<Spot>> {
        self.spots.get(&event).copied()
    }

    /// Whether another listing may be kept.
    pub fn has_room(&self) -> bool {
        self.spots.len() < LISTED_AT_MOST
    }

    /// Remembers when the occurrence `event` is listed by starts and ends,
    /// room permitting.
    pub fn remember(&mut self, event: i64, spot: Option<Spot>) {
        if self.has_room() {
            self.spots.insert(event, spot);
        }
    }

    /// The occurrence `event` is listed by, if it was shown lately.
    pub fn shown(&self, event: i64) -> Option<&Listed> {
        self.shown.get(&event)
    }

    /// Keeps `occurrence` whole, as one of the last shown.
    pub fn show(&mut self, event: i64, occurrence: Listed) {
        if self.shown.len() >= SHOWN_AT_MOST {
            self.shown.clear();
        }
        self.shown.insert(event, occurrence);
    }

    /// Whether a preparation for `key` finished and nothing changed since.
    pub fn is_prepared_for(&self, key: MemoryKey) -> bool {
        self.prepared && self.key == Some(key)
    }

    /// A preparation finished for the key kept.
    pub fn set_prepared(&mut self) {
        self.prepared = true;
    }

    /// Lets go of everything.
    pub fn clear(&mut self) {
        *self = SearchMemory::default();
    }
}
