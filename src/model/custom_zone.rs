//! Time zones a file defines for itself.
//!
//! An .ics file may carry a VTIMEZONE whose rules match no zone in the tz
//! database (a company's made-up zone, a historical rule set, a zone the
//! database has since changed). RFC 5545 says the file's definition is the
//! truth for its events, so Kairos keeps it: a [`CustomZone`] is the
//! definition's offsets, compiled to a list of transitions, with the
//! definition's text kept for writing it back out.
//!
//! Custom zones are interned for the life of the process, like chrono-tz's
//! built-in zones are compiled in: a [`super::Zone`] names one by a small
//! copyable id, and two zones with the same [`CustomZone::key`] are the same
//! zone. The key covers the name, the definition and the compiled offsets,
//! so a key found in a database always means the same offsets.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{OnceLock, RwLock};

/// The years a definition is compiled for (its rules are expanded up to
/// the last); after the last transition its last offset holds.
pub const COMPILED_UNTIL_YEAR: i32 = 2100;

/// At most this many transitions: a yearly rule pair over three centuries
/// is 600; a definition asking for more is refused.
const MAX_TRANSITIONS: usize = 4000;

/// The offset a zone keeps for a while.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Observance {
    /// Seconds east of UTC.
    pub offset: i32,
    /// Whether it is daylight saving time (a DAYLIGHT sub-component).
    pub dst: bool,
    /// Its abbreviation (`TZNAME`), when the definition gives one.
    pub name: Option<String>,
}

/// Why a definition cannot become a zone.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CustomZoneError {
    /// An offset of a day or more.
    #[error("offset of {0} seconds is not within a day of UTC")]
    OffsetOutOfRange(i32),
    /// Too many transitions to keep.
    #[error("{0} offset changes (at most {MAX_TRANSITIONS} are kept)")]
    TooManyTransitions(usize),
    /// The stored text of the transitions does not read back.
    #[error("transition list: {0}")]
    BadTransitions(String),
}

/// A zone defined by a file: its TZID, its definition as written, and the
/// offsets the definition gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomZone {
    tzid: String,
    key: String,
    definition: String,
    before: Observance,
    /// `(utc second, observance from then on)`, in order.
    transitions: Vec<(i64, Observance)>,
}

impl CustomZone {
    /// A zone called `tzid` with the offset `before` until the first of
    /// `transitions` (UTC seconds, any order); `definition` is the text it
    /// was read from (a VTIMEZONE component), written back on export.
    pub fn new(
        tzid: &str,
        definition: &str,
        before: Observance,
        mut transitions: Vec<(i64, Observance)>,
    ) -> Result<CustomZone, CustomZoneError> {
        if transitions.len() > MAX_TRANSITIONS {
            return Err(CustomZoneError::TooManyTransitions(transitions.len()));
        }
        for o in std::iter::once(&before).chain(transitions.iter().map(|(_, o)| o)) {
            if o.offset.abs() >= 86_400 {
                return Err(CustomZoneError::OffsetOutOfRange(o.offset));
            }
        }
        transitions.sort_by_key(|(at, _)| *at);
        // Two onsets at one instant: the later-listed one is what the
        // definition ends up saying, as a reader walking them would see.
        transitions.reverse();
        transitions.dedup_by_key(|(at, _)| *at);
        transitions.reverse();
        let mut zone = CustomZone {
            tzid: tzid.to_owned(),
            key: String::new(),
            definition: definition.to_owned(),
            before,
            transitions,
        };
        zone.key = format!(
            "{}~{:016x}",
            zone.tzid,
            fnv1a(&[&zone.tzid, &zone.definition, &zone.encode_transitions()])
        );
        Ok(zone)
    }

    /// The TZID the file gave it.
    pub fn tzid(&self) -> &str {
        &self.tzid
    }

    /// Its identity: the TZID and a hash of everything else.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The definition as the file wrote it (unfolded content lines).
    pub fn definition(&self) -> &str {
        &self.definition
    }

    /// The observance before the first transition.
    pub fn before(&self) -> &Observance {
        &self.before
    }

    /// The transitions, in order.
    pub fn transitions(&self) -> &[(i64, Observance)] {
        &self.transitions
    }

    /// Index of the transition in force at UTC second `utc` (`None`: before
    /// the first).
    pub(crate) fn index_at_utc(&self, utc: i64) -> Option<usize> {
        self.transitions
            .partition_point(|(at, _)| *at <= utc)
            .checked_sub(1)
    }

    /// The observance at `index` as [`CustomZone::index_at_utc`] gives it.
    pub(crate) fn observance(&self, index: Option<usize>) -> &Observance {
        index.map_or(&self.before, |i| &self.transitions[i].1)
    }

    /// The spans whose wall-clock time includes `local` (seconds of local
    /// time since 1970-01-01T00:00): none in a gap, two in a fold.
    pub(crate) fn spans_at_local(&self, local: i64) -> Vec<Option<usize>> {
        // Offsets are within a day, so only spans within a day of `local`
        // (read as UTC) can contain it.
        let first = self
            .transitions
            .partition_point(|(at, _)| *at <= local - 86_400);
        let mut found = Vec::new();
        let lo = first.checked_sub(1);
        let mut index = lo;
        loop {
            let start = index.map_or(i64::MIN, |i| self.transitions[i].0);
            if start > local + 86_400 {
                break;
            }
            let end = self
                .transitions
                .get(index.map_or(0, |i| i + 1))
                .map_or(i64::MAX, |(at, _)| *at);
            let offset = i64::from(self.observance(index).offset);
            let utc = local - offset;
            if start <= utc && utc < end {
                found.push(index);
            }
            match index.map_or(0, |i| i + 1) {
                next if next < self.transitions.len() => index = Some(next),
                _ => break,
            }
        }
        found
    }

    /// The offset in force just before the gap `local` falls in: the
    /// offset of the last span whose wall-clock time ends at or before it.
    pub(crate) fn offset_before_gap(&self, local: i64) -> i32 {
        let mut before = self.before.offset;
        for (i, (at, o)) in self.transitions.iter().enumerate() {
            let previous = self.observance(i.checked_sub(1)).offset;
            if at + i64::from(previous) > local {
                break;
            }
            before = if at + i64::from(o.offset) > local {
                previous
            } else {
                o.offset
            };
        }
        before
    }

    /// The transitions as text, one per line: `UTC-SECONDS OFFSET D|S
    /// [NAME]`; the before-observance first, with `-` for its instant.
    pub fn encode_transitions(&self) -> String {
        let mut out = String::new();
        let mut line = |at: Option<i64>, o: &Observance| {
            let at = at.map_or("-".to_owned(), |t| t.to_string());
            let kind = if o.dst { 'D' } else { 'S' };
            let _ = write!(out, "{at} {} {kind}", o.offset);
            if let Some(name) = &o.name {
                let _ = write!(out, " {}", name.replace(['\n', '\r'], " "));
            }
            out.push('\n');
        };
        line(None, &self.before);
        for (at, o) in &self.transitions {
            line(Some(*at), o);
        }
        out
    }

    /// What [`CustomZone::encode_transitions`] wrote, with the zone's TZID
    /// and definition: the same zone (the same key) again.
    pub fn decode(
        tzid: &str,
        definition: &str,
        transitions: &str,
    ) -> Result<CustomZone, CustomZoneError> {
        let bad = |what: &str| CustomZoneError::BadTransitions(what.to_owned());
        let mut before = None;
        let mut list = Vec::new();
        for line in transitions.lines() {
            let mut parts = line.splitn(4, ' ');
            let at = parts.next().ok_or_else(|| bad(line))?;
            let offset = parts
                .next()
                .and_then(|o| o.parse::<i32>().ok())
                .ok_or_else(|| bad(line))?;
            let dst = match parts.next() {
                Some("D") => true,
                Some("S") => false,
                _ => return Err(bad(line)),
            };
            let o = Observance {
                offset,
                dst,
                name: parts.next().map(str::to_owned),
            };
            match at {
                "-" if before.is_none() => before = Some(o),
                _ => list.push((at.parse::<i64>().map_err(|_| bad(line))?, o)),
            }
        }
        CustomZone::new(
            tzid,
            definition,
            before.ok_or_else(|| bad("no offset before the first change"))?,
            list,
        )
    }
}

/// FNV-1a over the parts (with a separator): stable across Rust versions
/// and processes, unlike `std`'s hasher, so a key written today is found
/// tomorrow.
fn fnv1a(parts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in part.as_bytes().iter().chain([0xffu8].iter()) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// A custom zone as interned: a small copyable handle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CustomZoneId(u32);

#[derive(Default)]
struct Registry {
    zones: Vec<&'static CustomZone>,
    by_key: HashMap<String, u32>,
}

fn registry() -> &'static RwLock<Registry> {
    static REGISTRY: OnceLock<RwLock<Registry>> = OnceLock::new();
    REGISTRY.get_or_init(Default::default)
}

impl CustomZoneId {
    /// Interns `zone`: the id of the zone with its key, added if new.
    pub fn intern(zone: CustomZone) -> CustomZoneId {
        // A poisoned lock only means another thread panicked while adding a
        // zone; the registry itself is still consistent.
        let mut r = registry().write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = r.by_key.get(&zone.key) {
            return CustomZoneId(id);
        }
        let id = r.zones.len() as u32;
        r.by_key.insert(zone.key.clone(), id);
        // Interned zones live as long as the process, as built-in zones do.
        r.zones.push(Box::leak(Box::new(zone)));
        CustomZoneId(id)
    }

    /// The zone interned under `key`, if any.
    pub fn by_key(key: &str) -> Option<CustomZoneId> {
        let r = registry().read().unwrap_or_else(|e| e.into_inner());
        r.by_key.get(key).copied().map(CustomZoneId)
    }

    /// The zone.
    pub fn get(self) -> &'static CustomZone {
        let r = registry().read().unwrap_or_else(|e| e.into_inner());
        // Ids are only made by `intern`, and nothing is ever removed.
        r.zones[self.0 as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(offset: i32, dst: bool, name: &str) -> Observance {
        Observance {
            offset,
            dst,
            name: Some(name.to_owned()),
        }
    }

    /// +02:45 standard, +03:45 daylight from UTC second 1000 to 5000.
    fn zone() -> CustomZone {
        CustomZone::new(
            "Made-up",
            "BEGIN:VTIMEZONE",
            o(9900, false, "MST"),
            vec![(5000, o(9900, false, "MST")), (1000, o(13500, true, "MDT"))],
        )
        .unwrap()
    }

    #[test]
    fn transitions_read_back_as_the_same_zone() {
        let z = zone();
        let again = CustomZone::decode("Made-up", "BEGIN:VTIMEZONE", &z.encode_transitions());
        assert_eq!(again.as_ref(), Ok(&z));
        assert_eq!(again.unwrap().key(), z.key());
        assert!(z.key().starts_with("Made-up~"));
        assert_eq!(
            CustomZone::decode("Made-up", "", "12 x S"),
            Err(CustomZoneError::BadTransitions("12 x S".into()))
        );
    }

    #[test]
    fn offsets_of_a_day_or_more_are_refused() {
        let e = CustomZone::new("Far", "", o(86_400, false, "F"), vec![]);
        assert_eq!(e, Err(CustomZoneError::OffsetOutOfRange(86_400)));
    }

    #[test]
    fn local_times_in_gap_fold_and_between() {
        let z = zone();
        // The gap: wall clock 1000+9900 .. 1000+13500 does not exist.
        assert_eq!(z.spans_at_local(1000 + 9900 - 1), vec![None]);
        assert_eq!(z.spans_at_local(1000 + 9900), Vec::<Option<usize>>::new());
        assert_eq!(z.offset_before_gap(1000 + 9900 + 60), 9900);
        assert_eq!(z.spans_at_local(1000 + 13500), vec![Some(0)]);
        // The fold: wall clock 5000+9900 .. 5000+13500 happens twice.
        assert_eq!(z.spans_at_local(5000 + 9900 + 60), vec![Some(0), Some(1)]);
        assert_eq!(z.spans_at_local(5000 + 13500), vec![Some(1)]);
        assert_eq!(z.index_at_utc(999), None);
        assert_eq!(z.index_at_utc(1000), Some(0));
    }

    #[test]
    fn interning_gives_one_id_per_key() {
        let a = CustomZoneId::intern(zone());
        let b = CustomZoneId::intern(zone());
        assert_eq!(a, b);
        assert_eq!(CustomZoneId::by_key(zone().key()), Some(a));
        assert_eq!(a.get().tzid(), "Made-up");
    }
}
