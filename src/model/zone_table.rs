//! A zone's UTC offsets as a table of spans, read through a cursor, so that
//! expanding a series resolves each occurrence without a search.
//!
//! chrono-tz answers every question with a binary search over the zone's
//! history; an expansion asks two per occurrence (its start from wall-clock
//! time, its end from an instant), which was most of the engine's cost. The
//! spans here are read off chrono-tz itself, once per zone and process, and a
//! [`ZoneCursor`] remembers where the last answer was: successive occurrences
//! almost always fall in the same span or the next.
//!
//! The table covers 1900–2100; outside it the cursor asks chrono-tz directly.
//! The spans are found by probing chrono-tz every [`PROBE_HOURS`] hours and
//! bisecting each change to the second; `tests/zone_table.rs` checks the result
//! against chrono-tz for every zone.

use chrono::{DateTime, NaiveDate, NaiveDateTime, Offset, TimeZone};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::zone::{resolve_local, LocalResolution, ZoneOffset};
use super::{Zone, ZonedTime};

/// Probe interval when building a table. No zone in the tz database changes
/// offset and back within this time.
const PROBE_HOURS: i64 = 24 * 7;
const FIRST_YEAR: i32 = 1900;
const LAST_YEAR: i32 = 2100;

#[derive(Debug, Clone, Copy)]
struct Span {
    /// First UTC second of the span (inclusive).
    start: i64,
    /// First UTC second after it (exclusive).
    end: i64,
    /// Total offset from UTC in seconds.
    offset: i64,
    /// The zone's offset, reused so that building a `DateTime<Zone>` needs
    /// no lookup.
    tz_offset: ZoneOffset,
}

impl Span {
    fn local_start(&self) -> i64 {
        self.start + self.offset
    }
    fn local_end(&self) -> i64 {
        self.end + self.offset
    }
}

/// A zone's offset history between 1900 and 2100.
#[derive(Debug)]
pub struct ZoneTable {
    tz: Zone,
    spans: Vec<Span>,
    /// The longest gap (spring-forward) in the table, in seconds.
    max_gap: i64,
}

fn ts(year: i32) -> i64 {
    NaiveDate::from_ymd_opt(year, 1, 1)
        .map(|d| d.and_time(chrono::NaiveTime::MIN).and_utc().timestamp())
        .unwrap_or(0)
}

fn offset_at(tz: Zone, utc: i64) -> ZoneOffset {
    let at = DateTime::from_timestamp(utc, 0)
        .map(|t| t.naive_utc())
        .unwrap_or_default();
    tz.offset_from_utc_datetime(&at)
}

/// One change of a zone's offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transition {
    /// When, in UTC seconds.
    pub utc: i64,
    /// Seconds east of UTC before and after.
    pub from: i32,
    pub to: i32,
    /// The abbreviation in force after it (`CEST`), when the zone has one.
    pub name: Option<String>,
    /// Whether daylight saving time is in force after it.
    pub dst: bool,
}

impl ZoneTable {
    /// The offset changes in `[from, to)` (UTC seconds), in order, within the
    /// table's years; and the offset in force at `from` (as a transition at
    /// `from`, from and to the same offset).
    pub fn transitions(&self, from: i64, to: i64) -> (Transition, Vec<Transition>) {
        let describe = |span: &Span, utc: i64, before: i64| Transition {
            utc,
            from: before as i32,
            to: span.offset as i32,
            name: span.tz_offset.abbreviation().map(str::to_owned),
            dst: span.tz_offset.is_dst(),
        };
        let first = self
            .spans
            .partition_point(|s| s.end <= from)
            .min(self.spans.len() - 1);
        let at_start = describe(&self.spans[first], from, self.spans[first].offset);
        let changes = self.spans[first + 1..]
            .iter()
            .zip(&self.spans[first..])
            .take_while(|(s, _)| s.start < to)
            .filter(|(s, prev)| s.offset != prev.offset || s.tz_offset != prev.tz_offset)
            .map(|(s, prev)| describe(s, s.start, prev.offset))
            .collect();
        (at_start, changes)
    }

    /// The table for `tz`, built on first use and shared afterwards.
    pub fn of(tz: impl Into<Zone>) -> Arc<ZoneTable> {
        static TABLES: OnceLock<Mutex<HashMap<Zone, Arc<ZoneTable>>>> = OnceLock::new();
        let tz: Zone = tz.into();
        let tables = TABLES.get_or_init(|| Mutex::new(HashMap::new()));
        // A poisoned lock only means another thread panicked while building a
        // table; the map itself is still consistent.
        let mut map = tables.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(tz)
            .or_insert_with(|| Arc::new(ZoneTable::build(tz)))
            .clone()
    }

    fn build(tz: Zone) -> ZoneTable {
        let (lo, hi) = (ts(FIRST_YEAR), ts(LAST_YEAR));
        let changes = match tz {
            Zone::Iana(_) => Self::probe(tz, lo, hi),
            // A file's zone lists its changes: no probing needed.
            Zone::Custom(id) => id
                .get()
                .transitions()
                .iter()
                .map(|(at, _)| *at)
                .filter(|at| lo < *at && *at < hi)
                .collect(),
        };
        let mut spans = Vec::with_capacity(changes.len() + 1);
        let mut start = lo;
        for end in changes.into_iter().chain([hi]) {
            let current = offset_at(tz, start);
            spans.push(Span {
                start,
                end,
                offset: i64::from(current.fix().local_minus_utc()),
                tz_offset: current,
            });
            start = end;
        }
        let max_gap = spans
            .windows(2)
            .map(|w| w[1].offset - w[0].offset)
            .max()
            .unwrap_or(0)
            .max(0);
        ZoneTable { tz, spans, max_gap }
    }

    /// The instants an IANA zone's offset changes at in `(lo, hi)`, found
    /// by probing chrono-tz.
    fn probe(tz: Zone, lo: i64, hi: i64) -> Vec<i64> {
        let step = PROBE_HOURS * 3600;
        let mut changes = Vec::new();
        let mut current = offset_at(tz, lo);
        let mut t = lo;
        while t < hi {
            let next = (t + step).min(hi);
            let probe = offset_at(tz, next);
            if probe != current {
                // Bisect (t, next] for the first second with the new offset.
                let (mut a, mut b) = (t, next);
                while b - a > 1 {
                    let mid = a + (b - a) / 2;
                    if offset_at(tz, mid) == current {
                        a = mid;
                    } else {
                        b = mid;
                    }
                }
                changes.push(b);
                current = offset_at(tz, b);
            }
            t = next;
        }
        changes
    }

    /// The zone.
    pub fn tz(&self) -> Zone {
        self.tz
    }

    /// The longest gap in the zone's history (1900–2100): how far the DST
    /// policy can move a wall-clock time forward.
    pub fn max_gap(&self) -> chrono::Duration {
        chrono::Duration::seconds(self.max_gap)
    }

    /// Index of the span containing UTC second `utc`, starting from `hint`.
    fn span_at_utc(&self, utc: i64, hint: usize) -> Option<usize> {
        let first = self.spans.first()?;
        let last = self.spans.last()?;
        if utc < first.start || utc >= last.end {
            return None;
        }
        for i in [hint, hint + 1] {
            if let Some(s) = self.spans.get(i) {
                if s.start <= utc && utc < s.end {
                    return Some(i);
                }
            }
        }
        Some(self.spans.partition_point(|s| s.end <= utc))
    }

    /// Index of the last span whose local start is at or before `local`.
    fn span_at_local(&self, local: i64, hint: usize) -> Option<usize> {
        let first = self.spans.first()?;
        let last = self.spans.last()?;
        if local < first.local_start() || local >= last.local_end() {
            return None;
        }
        // Almost always the hint's span, or the next one.
        let next_start = |i: usize| self.spans.get(i + 1).map_or(i64::MAX, |n| n.local_start());
        if let Some(s) = self.spans.get(hint) {
            if s.local_start() <= local {
                let after = next_start(hint);
                if local < after {
                    return Some(hint);
                }
                if local < next_start(hint + 1) {
                    return Some(hint + 1);
                }
            }
        }
        Some(
            self.spans
                .partition_point(|s| s.local_start() <= local)
                .saturating_sub(1),
        )
    }

    fn at(&self, span: usize, utc: NaiveDateTime) -> DateTime<Zone> {
        DateTime::from_naive_utc_and_offset(utc, self.spans[span].tz_offset)
    }
}

/// A wall-clock time resolved in seconds: UTC seconds and the index of the
/// span they fall in (to build a `DateTime<Tz>` without a lookup).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecsResolution {
    /// One instant.
    Unique(i64, usize),
    /// In a gap: shifted forward by the gap's length.
    Gap(i64, usize),
    /// In a fold: both instants, earlier first.
    Fold {
        earlier: (i64, usize),
        later: (i64, usize),
    },
}

impl SecsResolution {
    /// The instant chosen by the DST policy (gap: shifted; fold: earlier).
    pub fn policy(self) -> (i64, usize) {
        match self {
            SecsResolution::Unique(u, s) | SecsResolution::Gap(u, s) => (u, s),
            SecsResolution::Fold { earlier, .. } => earlier,
        }
    }
}

/// A wall-clock time resolved by the DST policy, in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PolicyInstant {
    /// The instant, UTC seconds.
    pub utc: i64,
    /// Seconds east of UTC then.
    pub offset: i32,
    /// The table span it falls in, when the table covers it.
    pub span: Option<usize>,
    /// Whether the wall-clock time was in a gap (and moved forward).
    pub in_gap: bool,
}

/// Reads a [`ZoneTable`] with a memory of where the last answer was.
#[derive(Debug, Clone)]
pub struct ZoneCursor<'a> {
    table: &'a ZoneTable,
    hint: usize,
}

impl<'a> ZoneCursor<'a> {
    /// A cursor at the start of `table` (see [`ZoneTable::of`]).
    pub fn new(table: &'a ZoneTable) -> ZoneCursor<'a> {
        ZoneCursor { table, hint: 0 }
    }

    /// The table it reads.
    pub fn table(&self) -> &'a ZoneTable {
        self.table
    }

    /// The zone.
    pub fn tz(&self) -> Zone {
        self.table.tz
    }

    /// Resolves a wall-clock time given as seconds since 1970-01-01T00:00
    /// local (`NaiveDateTime::and_utc().timestamp()`), or `None` outside the
    /// table. Same policy and answers as [`resolve_local`].
    pub fn resolve_secs(&mut self, local: i64) -> Option<SecsResolution> {
        let j = self.table.span_at_local(local, self.hint)?;
        self.hint = j;
        let spans = &self.table.spans;
        let span = spans[j];
        Some(if local < span.local_end() {
            match j.checked_sub(1).map(|i| spans[i]) {
                Some(prev) if local < prev.local_end() => SecsResolution::Fold {
                    earlier: (local - prev.offset, j - 1),
                    later: (local - span.offset, j),
                },
                _ => SecsResolution::Unique(local - span.offset, j),
            }
        } else if j + 1 < spans.len() {
            // In the gap after span j: read with the offset from before it,
            // which lands in the next span.
            SecsResolution::Gap(local - span.offset, j + 1)
        } else {
            return None;
        })
    }

    /// The instant `utc` seconds (plus `nanos`) in span `span`, as found by
    /// [`ZoneCursor::resolve_secs`] or [`ZoneCursor::span_of_utc`]: no
    /// calendar arithmetic.
    pub fn zoned(&self, utc: i64, nanos: u32, span: usize) -> Option<ZonedTime> {
        let offset = i32::try_from(self.table.spans.get(span)?.offset).ok()?;
        ZonedTime::from_parts(utc, nanos, offset, self.table.tz)
    }

    /// `local` (wall-clock seconds) resolved by the DST policy: through the
    /// table where it covers `local`, else by chrono-tz.
    pub fn resolve_policy(&mut self, local: i64) -> Option<PolicyInstant> {
        if let Some(r) = self.resolve_secs(local) {
            let (utc, span) = r.policy();
            return Some(PolicyInstant {
                utc,
                offset: self.span_offset(span)?,
                span: Some(span),
                in_gap: matches!(r, SecsResolution::Gap(..)),
            });
        }
        let r = resolve_local(
            self.table.tz,
            DateTime::from_timestamp(local, 0)?.naive_utc(),
        );
        let t = r.instant();
        Some(PolicyInstant {
            utc: t.timestamp(),
            offset: t.offset().fix().local_minus_utc(),
            span: None,
            in_gap: matches!(r, LocalResolution::Gap { .. }),
        })
    }

    /// The instant at UTC second `utc` in the zone: through the table where
    /// it covers `utc`, else by chrono-tz.
    pub fn zoned_at(&mut self, utc: i64) -> Option<ZonedTime> {
        match self.span_of_utc(utc) {
            Some(span) => self.zoned(utc, 0, span),
            None => {
                let at = DateTime::from_timestamp(utc, 0)?.naive_utc();
                Some(ZonedTime::new(self.table.tz.from_utc_datetime(&at)))
            }
        }
    }

    /// Seconds east of UTC in span `span`.
    pub fn span_offset(&self, span: usize) -> Option<i32> {
        i32::try_from(self.table.spans.get(span)?.offset).ok()
    }

    /// Seconds east of UTC at UTC second `utc`, or `None` outside the table.
    pub fn offset_at_utc(&mut self, utc: i64) -> Option<i64> {
        let span = self.span_of_utc(utc)?;
        Some(self.table.spans[span].offset)
    }

    /// The span containing UTC second `utc`, or `None` outside the table.
    pub fn span_of_utc(&mut self, utc: i64) -> Option<usize> {
        let i = self.table.span_at_utc(utc, self.hint)?;
        self.hint = i;
        Some(i)
    }

    /// Same answer as [`resolve_local`], without searching when the time is
    /// near the previous one.
    pub fn resolve(&mut self, local: NaiveDateTime) -> LocalResolution {
        let nanos = local.and_utc().timestamp_subsec_nanos();
        let at = |c: &Self, (utc, span): (i64, usize)| {
            let utc = DateTime::from_timestamp(utc, nanos)?.naive_utc();
            Some(c.table.at(span, utc))
        };
        let resolved = match self.resolve_secs(local.and_utc().timestamp()) {
            Some(SecsResolution::Unique(utc, span)) => {
                at(self, (utc, span)).map(LocalResolution::Unique)
            }
            Some(SecsResolution::Gap(utc, span)) => {
                at(self, (utc, span)).map(|shifted| LocalResolution::Gap { shifted })
            }
            Some(SecsResolution::Fold { earlier, later }) => at(self, earlier)
                .zip(at(self, later))
                .map(|(earlier, later)| LocalResolution::Fold { earlier, later }),
            None => None,
        };
        resolved.unwrap_or_else(|| resolve_local(self.table.tz, local))
    }

    /// The instant `utc` in the zone; same as `tz.from_utc_datetime(&utc)`.
    pub fn at_utc(&mut self, utc: NaiveDateTime) -> DateTime<Zone> {
        match self.table.span_at_utc(utc.and_utc().timestamp(), self.hint) {
            Some(i) => {
                self.hint = i;
                self.table.at(i, utc)
            }
            None => self.table.tz.from_utc_datetime(&utc),
        }
    }
}
