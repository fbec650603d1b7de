//! A whole file → events: VEVENTs grouped by UID into series with their
//! overrides, checked, with every problem listed by line.
//!
//! A file is read twice, never held whole: first for its VTIMEZONEs (a
//! VEVENT may come before the zone it names) and how many VEVENTs share
//! each UID; then for its events, each series handed on as soon as its
//! last part is read. A file of a million events costs the memory of its
//! zones, a number per UID, and the series still waiting for a part.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{BuildHasher, RandomState};
use std::path::Path;

use super::assemble::{derived_uid, series, ParsedEvent};
use super::cancel::{self, Cancellation};
use super::component::{Component, ComponentReader, Scope};
use super::lines::Problem;
use super::reason::Reason;
use super::tz::ZoneResolver;
use super::unfold::LineReader;
use super::vevent::{self, Vevent};

/// What a file holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Parsed {
    /// The METHOD of an iTIP message (upper case).
    pub method: Option<String>,
    /// The events, in file order of their first VEVENT.
    pub events: Vec<ParsedEvent>,
    /// What a METHOD:CANCEL cancels, VEVENT by VEVENT (its VEVENTs are
    /// read as this, not as events).
    pub cancellations: Vec<Cancellation>,
    /// What was left out, and why.
    pub problems: Vec<Problem>,
    /// Decisions the reader made that the user should know of (a zone
    /// chosen by the location a VTIMEZONE names, say).
    pub notes: Vec<Problem>,
    /// Components counted and left alone (VTODO, VJOURNAL, VFREEBUSY, …).
    pub other_components: BTreeMap<String, usize>,
}

/// Why a file cannot be imported at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct FatalError {
    pub line: usize,
    pub what: Reason,
}

/// More VTIMEZONEs than this in one file are left out: real files define
/// a few dozen at most, and each is kept while the file is read.
pub const MAX_ZONES: usize = 1000;

/// Where a file's text comes from. It is read twice, a line at a time.
#[derive(Debug, Clone, Copy)]
pub enum Source<'a> {
    Bytes(&'a [u8]),
    File(&'a Path),
}

impl<'a> Source<'a> {
    fn lines(self) -> Result<LineReader<'a>, ReadError> {
        Ok(match self {
            Source::Bytes(bytes) => LineReader::new(bytes),
            Source::File(path) => {
                let file = std::fs::File::open(path).map_err(ReadError::Io)?;
                LineReader::new(std::io::BufReader::with_capacity(1 << 16, file))
            }
        })
    }
}

/// Why a file was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// It holds no calendar data at all.
    #[error(transparent)]
    Fatal(#[from] FatalError),
    /// It could not be read.
    #[error("{0}")]
    Io(std::io::Error),
}

/// What a file's VEVENTs are read as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// An event (a series with its overrides, or the occurrences of one
    /// without its master).
    Event(Box<ParsedEvent>),
    /// In a METHOD:CANCEL, what one VEVENT cancels.
    Cancel(Box<Cancellation>),
}

/// Why reading stopped: the file, or what was done with an event.
#[derive(Debug)]
pub enum Stop<E> {
    Read(ReadError),
    Stopped(E),
}

/// What a file holds besides its events.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Found {
    /// What was left out, and why, by line: the first ones.
    pub problems: Vec<Problem>,
    /// How many more there were.
    pub more_problems: usize,
    /// Decisions the reader made that the user should know of.
    pub notes: Vec<Problem>,
    pub more_notes: usize,
    /// Components counted and left alone (VTODO, VJOURNAL, VFREEBUSY, …).
    pub other_components: BTreeMap<String, usize>,
}

/// A file after its first reading: its zones, and how many VEVENTs each
/// UID has.
pub struct Survey<'a> {
    source: Source<'a>,
    zones: HashMap<Scope, Vec<Component>>,
    hasher: RandomState,
    /// VEVENTs per UID (by the UID's hash: two UIDs sharing one only make
    /// their series wait for the end of the file).
    parts: HashMap<u64, u32>,
    /// The METHOD of an iTIP message (upper case).
    method: Option<String>,
}

impl<'a> Survey<'a> {
    /// Reads `source` once. Only a file with no calendar data at all is an
    /// error (or one that cannot be read).
    pub fn of(source: Source<'a>) -> Result<Survey<'a>, ReadError> {
        let mut reader = ComponentReader::new(source.lines()?);
        let hasher = RandomState::new();
        let mut zones: HashMap<Scope, Vec<Component>> = HashMap::new();
        let mut parts = HashMap::new();
        let (mut found_any, mut zone_count) = (false, 0);
        while let Some((scope, c)) = reader.next() {
            found_any = true;
            match c.name.as_str() {
                "VTIMEZONE" if zone_count < MAX_ZONES => {
                    zone_count += 1;
                    zones.entry(scope).or_default().push(c);
                }
                "VEVENT" => {
                    if let Some(uid) = vevent::uid(&c) {
                        *parts.entry(hasher.hash_one(uid)).or_insert(0) += 1;
                    }
                }
                _ => {}
            }
            // Pass 1's problems are found again by pass 2.
            reader.lines.problems.clear();
            reader.lines.notes.clear();
        }
        if let Some(e) = reader.lines.error.take() {
            return Err(ReadError::Io(e));
        }
        if reader.calendars() == 0 && !found_any {
            return Err(ReadError::Fatal(FatalError {
                line: reader.lines.problems.first().map_or(1, |p| p.line),
                what: Reason::NotICalendar,
            }));
        }
        Ok(Survey {
            source,
            zones,
            hasher,
            parts,
            method: reader.method().map(str::to_owned),
        })
    }

    /// The METHOD of an iTIP message (upper case): `REQUEST`, `CANCEL`, …
    pub fn method(&self) -> Option<&str> {
        self.method.as_deref()
    }

    /// Reads the events, handing each on to `each` as soon as its series
    /// is complete (in a METHOD:CANCEL, what each VEVENT cancels); keeps
    /// the first `keep` problems and notes.
    pub fn read<E>(
        self,
        keep: usize,
        mut each: impl FnMut(Item) -> Result<(), E>,
    ) -> Result<Found, Stop<E>> {
        self.run(keep, &mut |_, item| each(item))
    }

    /// [`Survey::read`], telling `each` also the line of the series' first
    /// VEVENT (file order).
    fn run<E>(
        self,
        keep: usize,
        each: &mut dyn FnMut(usize, Item) -> Result<(), E>,
    ) -> Result<Found, Stop<E>> {
        let mut reader = ComponentReader::new(self.source.lines().map_err(Stop::Read)?);
        let mut found = Found::default();
        let mut resolvers: BTreeMap<usize, ZoneResolver<'_>> = BTreeMap::new();
        let scope_key = |scope: Scope| match scope {
            Scope::Calendar(n) => n,
            Scope::Bare => usize::MAX,
        };
        let mut problems = Vec::new();
        let mut notes = Vec::new();
        // Series still waiting for a part: (line of the first, parts).
        let mut waiting: HashMap<String, (usize, Vec<Vevent>)> = HashMap::new();
        let mut derived: HashSet<u64> = HashSet::new();
        let mut zone_count = 0;
        let mut emit = |first: usize, items: Vec<Item>| -> Result<(), Stop<E>> {
            for item in items {
                each(first, item).map_err(Stop::Stopped)?;
            }
            Ok(())
        };
        let events =
            |list: Vec<ParsedEvent>| list.into_iter().map(|e| Item::Event(Box::new(e))).collect();
        while let Some((scope, c)) = reader.next() {
            match c.name.as_str() {
                "VEVENT" => {
                    let zones = resolvers.entry(scope_key(scope)).or_insert_with(|| {
                        ZoneResolver::new(self.zones.get(&scope).into_iter().flatten())
                    });
                    if reader.method() == Some("CANCEL") {
                        match cancel::read(&c, zones, &mut problems, &mut notes) {
                            Ok(gone) => emit(gone.line, vec![Item::Cancel(Box::new(gone))])?,
                            Err(p) => problems.push(p),
                        }
                        continue;
                    }
                    let mut v = match vevent::read(&c, zones, &mut problems, &mut notes) {
                        Ok(v) => v,
                        Err(p) => {
                            problems.push(p);
                            continue;
                        }
                    };
                    let (uid, parts) = match &v.uid {
                        Some(uid) => {
                            let parts = self.parts.get(&self.hasher.hash_one(uid.as_str()));
                            (uid.clone(), parts.copied().unwrap_or(1))
                        }
                        None => {
                            let uid = derived_uid(&v);
                            if !derived.insert(self.hasher.hash_one(uid.as_str())) {
                                problems.push(Problem {
                                    line: v.line,
                                    what: Reason::SecondMaster { uid },
                                });
                                continue;
                            }
                            v.uid = Some(uid.clone());
                            (uid, 1)
                        }
                    };
                    if parts <= 1 {
                        let line = v.line;
                        emit(line, events(series(uid, vec![v], &mut problems)))?;
                    } else {
                        let group = waiting.entry(uid.clone()).or_insert((v.line, Vec::new()));
                        group.1.push(v);
                        if group.1.len() >= parts as usize {
                            let (first, vevents) = waiting.remove(&uid).expect("just found");
                            emit(first, events(series(uid, vevents, &mut problems)))?;
                        }
                    }
                }
                "VTIMEZONE" => {
                    zone_count += 1;
                    if zone_count == MAX_ZONES + 1 {
                        problems.push(Problem {
                            line: c.line,
                            what: Reason::TooManyZones { max: MAX_ZONES },
                        });
                    }
                }
                other => *found.other_components.entry(other.to_owned()).or_insert(0) += 1,
            }
            problems.append(&mut reader.lines.problems);
            notes.append(&mut reader.lines.notes);
            found.more_problems += cap(&mut problems, keep);
            found.more_notes += cap(&mut notes, keep);
        }
        if let Some(e) = reader.lines.error.take() {
            return Err(Stop::Read(ReadError::Io(e)));
        }
        // Series a part of which was left out (or whose UID shares a hash).
        let mut rest: Vec<(String, (usize, Vec<Vevent>))> = waiting.into_iter().collect();
        rest.sort_by_key(|(_, (first, _))| *first);
        for (uid, (first, vevents)) in rest {
            emit(first, events(series(uid, vevents, &mut problems)))?;
        }
        problems.append(&mut reader.lines.problems);
        notes.append(&mut reader.lines.notes);
        for zones in resolvers.values_mut() {
            notes.extend(zones.take_notes());
        }
        found.more_problems += cap(&mut problems, keep);
        found.more_notes += cap(&mut notes, keep);
        problems.sort_by_key(|p| p.line);
        found.problems = problems;
        found.notes = notes;
        Ok(found)
    }
}

/// Keeps the first `keep` of `list`; how many it dropped.
fn cap(list: &mut Vec<Problem>, keep: usize) -> usize {
    let over = list.len().saturating_sub(keep);
    list.truncate(keep);
    over
}

/// Reads a file's bytes. Only a file with no calendar data at all is an
/// error; everything else that cannot be read is listed in `problems`.
pub fn parse(bytes: &[u8]) -> Result<Parsed, FatalError> {
    let survey = Survey::of(Source::Bytes(bytes)).map_err(fatal)?;
    let method = survey.method.clone();
    let mut events = Vec::new();
    let mut cancellations = Vec::new();
    let found = survey
        .run(usize::MAX, &mut |first, item| {
            match item {
                Item::Event(event) => events.push((first, *event)),
                Item::Cancel(gone) => cancellations.push(*gone),
            }
            Ok::<(), std::convert::Infallible>(())
        })
        .map_err(|stop| match stop {
            Stop::Read(e) => fatal(e),
            Stop::Stopped(never) => match never {},
        })?;
    // In file order of each series' first VEVENT, as a file lists them.
    events.sort_by_key(|(first, _)| *first);
    Ok(Parsed {
        method,
        events: events.into_iter().map(|(_, e)| e).collect(),
        cancellations,
        problems: found.problems,
        notes: found.notes,
        other_components: found.other_components,
    })
}

fn fatal(e: ReadError) -> FatalError {
    match e {
        ReadError::Fatal(f) => f,
        // Bytes in memory cannot fail to be read.
        ReadError::Io(e) => FatalError {
            line: 1,
            what: Reason::CannotRead {
                error: e.to_string(),
            },
        },
    }
}
