//! The ledger of acknowledged edits, and what it says the end must be.
//!
//! Every written value is unique (it names the step that wrote it), and
//! every write records the value its side held before it (`seen`). So the
//! writes to one property of one event form a tree, and:
//!
//! - two writes by different sides, neither made over the other, are
//!   *concurrent*: a conflict, where either may win and a conflict copy is
//!   legitimate (the start and the rule count as one property, as Kairos
//!   merges a series' timing whole);
//! - a single leaf must be the final value (nothing acknowledged is lost);
//! - a delete *covers* the writes its side had seen, and a conflict copy
//!   keeps the writes it holds; an event whose writes are all covered or
//!   kept must be gone, one with any other write must be there (an edit
//!   beats a delete) — unless the delete saw an edit whose PUT reached the
//!   server without Kairos hearing so: sending it again is then fair.

use std::collections::{BTreeMap, HashMap};

use super::world::{Prop, Props, Replica, PROPS};

/// Which device did it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Kairos,
    Device,
}

#[derive(Debug, Clone)]
struct Write {
    step: usize,
    side: Side,
    prop: Prop,
    value: Option<String>,
    /// The value this side held before (`None`: the event was new).
    seen: Option<Option<String>>,
    /// Everything this side held of the event before (`None`: it was new).
    before: Option<Props>,
}

#[derive(Debug, Clone)]
struct Delete {
    step: usize,
    side: Side,
    observed: Props,
}

#[derive(Debug, Clone)]
struct Entry {
    uid: String,
    calendar: String,
    writes: Vec<Write>,
    deletes: Vec<Delete>,
    /// Syncs whose PUT of it the server applied without Kairos hearing so.
    lost_answers: Vec<usize>,
}

/// What each side acknowledged, in order.
#[derive(Debug, Default)]
pub struct Ledger {
    entries: Vec<Entry>,
    by_uid: HashMap<String, usize>,
    /// What happened, a line per step, for the failure report.
    pub log: Vec<String>,
}

impl Ledger {
    pub fn note(&mut self, line: String) {
        self.log.push(line);
    }

    pub fn knows(&self, uid: &str) -> bool {
        self.by_uid.contains_key(uid)
    }

    /// Known events among `uids`, in the order they were created.
    pub fn in_order<'a>(&self, uids: impl Iterator<Item = &'a String>) -> Vec<String> {
        let mut known: Vec<(usize, String)> = uids
            .filter_map(|u| self.by_uid.get(u).map(|&i| (i, u.clone())))
            .collect();
        known.sort();
        known.into_iter().map(|(_, u)| u).collect()
    }

    pub fn created(&mut self, step: usize, side: Side, uid: &str, calendar: &str, props: &Props) {
        if self.knows(uid) {
            self.note(format!("  step {step}: {uid} created again?"));
        } else {
            self.by_uid.insert(uid.to_owned(), self.entries.len());
            self.entries.push(Entry {
                uid: uid.to_owned(),
                calendar: calendar.to_owned(),
                writes: Vec::new(),
                deletes: Vec::new(),
                lost_answers: Vec::new(),
            });
        }
        for prop in PROPS {
            self.push(uid, step, side, prop, prop.of(props), None);
        }
    }

    pub fn wrote(
        &mut self,
        step: usize,
        side: Side,
        uid: &str,
        prop: Prop,
        value: Option<String>,
        before: &Props,
    ) {
        self.push(uid, step, side, prop, value, Some(before.clone()));
    }

    fn push(
        &mut self,
        uid: &str,
        step: usize,
        side: Side,
        prop: Prop,
        value: Option<String>,
        before: Option<Props>,
    ) {
        let Some(&i) = self.by_uid.get(uid) else {
            return;
        };
        let seen = before.as_ref().map(|b| prop.of(b));
        if let Some(Some(seen_value)) = &seen {
            let known = self.entries[i]
                .writes
                .iter()
                .any(|w| w.prop == prop && w.value.as_ref() == Some(seen_value));
            if !known {
                self.log.push(format!(
                    "  step {step}: {side:?} saw {uid}.{} = {seen_value:?}, which no one wrote",
                    prop.name()
                ));
            }
        }
        self.entries[i].writes.push(Write {
            step,
            side,
            prop,
            value,
            seen,
            before,
        });
    }

    pub fn deleted(&mut self, step: usize, side: Side, uid: &str, observed: &Props) {
        if let Some(&i) = self.by_uid.get(uid) {
            self.entries[i].deletes.push(Delete {
                step,
                side,
                observed: observed.clone(),
            });
        }
    }

    /// The server applied a PUT of `uid` in the sync at `step`, and Kairos
    /// never heard so.
    pub fn answer_lost(&mut self, step: usize, uid: &str) {
        if let Some(&i) = self.by_uid.get(uid) {
            self.entries[i].lost_answers.push(step);
        }
    }

    /// Records what a Kairos command changed: `before` and `after` are the
    /// local events around it.
    pub fn kairos_did(&mut self, step: usize, before: &Replica, after: &Replica) {
        for (uid, (calendar, props)) in &after.events {
            match before.events.get(uid) {
                None => self.created(step, Side::Kairos, uid, calendar, props),
                Some((_, old)) => {
                    for prop in PROPS {
                        if prop.of(old) != prop.of(props) {
                            self.wrote(step, Side::Kairos, uid, prop, prop.of(props), old);
                        }
                    }
                }
            }
        }
        for (uid, (_, old)) in &before.events {
            if !after.events.contains_key(uid) {
                self.deleted(step, Side::Kairos, uid, old);
            }
        }
    }

    /// The last lines of the log.
    pub fn tail(&self, lines: usize) -> String {
        let from = self.log.len().saturating_sub(lines);
        self.log[from..].join("\n")
    }

    /// What is wrong with the end state `view` (the server's or the local
    /// one, named `place`).
    pub fn check(&self, place: &str, view: &Replica) -> Vec<String> {
        let mut wrong: Vec<String> = view
            .problems
            .iter()
            .map(|p| format!("(5) {place}: {p}"))
            .collect();
        // Conflict copies by the event they copy.
        let mut copies: BTreeMap<&str, Vec<&Props>> = BTreeMap::new();
        for (uid, (_, props)) in &view.events {
            if self.knows(uid) {
                continue;
            }
            match uid
                .split_once("-conflict-")
                .filter(|(of, _)| self.knows(of))
            {
                Some((of, _)) => copies.entry(of).or_default().push(props),
                None => {
                    let twin = view
                        .events
                        .iter()
                        .find(|(u, (_, p))| u != &uid && self.knows(u) && same_content(p, props));
                    wrong.push(match twin {
                        Some((u, _)) => {
                            format!("(5) {place}: {uid} ({:?}) duplicates {u}", props.summary)
                        }
                        None => format!(
                            "(5) {place}: {uid} ({:?}) is an event no one made",
                            props.summary
                        ),
                    });
                }
            }
        }
        for entry in &self.entries {
            let held = view.events.get(&entry.uid);
            let copies = copies.get(entry.uid.as_str()).cloned().unwrap_or_default();
            wrong.extend(entry.check(place, held, &copies));
        }
        wrong
    }
}

/// The same event but for the UID (a copy's suffix aside).
fn same_content(a: &Props, b: &Props) -> bool {
    let mut a = a.clone();
    a.summary = strip_copy(&a.summary).to_owned();
    let mut b = b.clone();
    b.summary = strip_copy(&b.summary).to_owned();
    a == b
}

const COPY_SUFFIX: &str = " (conflict copy)";

/// Which of the properties Kairos merges as one a property belongs to.
fn group(prop: Prop) -> Prop {
    match prop {
        Prop::Rrule => Prop::Start,
        other => other,
    }
}

fn strip_copy(summary: &str) -> &str {
    let mut s = summary;
    while let Some(rest) = s.strip_suffix(COPY_SUFFIX) {
        s = rest;
    }
    s
}

impl Entry {
    fn writes_of(&self, prop: Prop) -> impl Iterator<Item = &Write> {
        self.writes.iter().filter(move |w| w.prop == prop)
    }

    /// The values `value` was written over, itself included.
    fn lineage(&self, prop: Prop, value: &Option<String>) -> Vec<Option<String>> {
        let mut chain = vec![value.clone()];
        let mut at = value.clone();
        while let Some(w) = self.writes_of(prop).find(|w| w.value == at) {
            match &w.seen {
                Some(seen) if !chain.contains(seen) => {
                    chain.push(seen.clone());
                    at = seen.clone();
                }
                _ => break,
            }
        }
        chain
    }

    /// Writes no later write was made over.
    fn leaves(&self, prop: Prop) -> Vec<&Write> {
        self.writes_of(prop)
            .filter(|w| {
                !self
                    .writes_of(prop)
                    .any(|x| x.step > w.step && x.seen.as_ref() == Some(&w.value))
            })
            .collect()
    }

    /// Whether a delete had seen this write.
    fn covered(&self, w: &Write) -> bool {
        self.deletes.iter().any(|d| {
            d.step > w.step
                && self
                    .lineage(w.prop, &w.prop.of(&d.observed))
                    .contains(&w.value)
        })
    }

    /// Both sides wrote one property without seeing the other's write
    /// (whatever was written over either since). The start and the rule
    /// are one property, as Kairos merges them: a series' timing.
    fn conflicted(&self) -> bool {
        let edits: Vec<&Write> = self.writes.iter().filter(|w| w.before.is_some()).collect();
        edits.iter().any(|a| {
            edits.iter().any(|b| {
                a.side != b.side
                    && group(a.prop) == group(b.prop)
                    && !self.had_seen(a, b)
                    && !self.had_seen(b, a)
            })
        })
    }

    /// Whether `a`'s side held `b`'s write (or one made over it) when it
    /// wrote `a`.
    fn had_seen(&self, a: &Write, b: &Write) -> bool {
        a.before
            .as_ref()
            .is_some_and(|p| self.lineage(b.prop, &b.prop.of(p)).contains(&b.value))
    }

    fn describe(w: &Write) -> String {
        format!("{:?} at step {} ({:?})", w.side, w.step, w.value)
    }

    fn check(&self, place: &str, held: Option<&(String, Props)>, copies: &[&Props]) -> Vec<String> {
        let uid = &self.uid;
        let mut wrong = Vec::new();
        // A write a conflict copy holds (or holds one made over) is kept,
        // whatever becomes of the UID.
        let kept = |w: &Write| {
            copies.iter().any(|c| {
                let held = match w.prop {
                    Prop::Summary => Some(strip_copy(&c.summary).to_owned()),
                    prop => prop.of(c),
                };
                self.lineage(w.prop, &held).contains(&w.value)
            })
        };
        let survivors: Vec<&Write> = self
            .writes
            .iter()
            .filter(|w| !self.covered(w) && !kept(w))
            .collect();
        let conflicted = self.conflicted();
        if !copies.is_empty() && !conflicted {
            wrong.push(format!(
                "(4) {place}: {} conflict cop{} of {uid}, though no property of it was written \
                 on both sides concurrently: {:?}",
                copies.len(),
                if copies.len() == 1 { "y" } else { "ies" },
                copies.iter().map(|c| &c.summary).collect::<Vec<_>>()
            ));
        }
        let deleted = !self.deletes.is_empty();
        let Some((calendar, props)) = held else {
            if deleted && survivors.is_empty() {
                return wrong;
            }
            wrong.push(match survivors.iter().max_by_key(|w| w.step) {
                Some(w) if deleted => format!(
                    "(2) {place}: {uid} is gone, though the delete had not seen the write of {} \
                     by {}",
                    w.prop.name(),
                    Self::describe(w)
                ),
                _ => format!("(2) {place}: {uid} is gone, though no one deleted it"),
            });
            return wrong;
        };
        if deleted && survivors.is_empty() {
            let last = self.deletes.iter().max_by_key(|d| d.step).unwrap();
            // The delete saw an edit whose PUT Kairos never heard land: that
            // Kairos sends it again (and the event comes back) is fair.
            if last.side == Side::Device && self.lost_answers.iter().any(|&s| s < last.step) {
                return wrong;
            }
            wrong.push(format!(
                "(3) {place}: {uid} came back ({:?}), deleted by {:?} at step {} with every \
                 write seen",
                props.summary, last.side, last.step
            ));
            return wrong;
        }
        // Where a copy was made, each write must be here or in a copy.
        let lenient = conflicted || !copies.is_empty();
        if calendar != &self.calendar {
            wrong.push(format!(
                "(1) {place}: {uid} is in {calendar}, made in {}",
                self.calendar
            ));
        }
        for prop in PROPS {
            let now = prop.of(props);
            let leaves: Vec<&Write> = self
                .leaves(prop)
                .into_iter()
                .filter(|w| !self.covered(w))
                .collect();
            if lenient {
                for leaf in &leaves {
                    if now != leaf.value && !kept(leaf) {
                        wrong.push(format!(
                            "(2) {place}: {uid}.{} is {now:?} and no copy holds the write of {}",
                            prop.name(),
                            Self::describe(leaf)
                        ));
                    }
                }
            } else if let [leaf] = leaves.as_slice() {
                if now != leaf.value {
                    wrong.push(format!(
                        "(2) {place}: {uid}.{} is {now:?}, the last acknowledged write is {}",
                        prop.name(),
                        Self::describe(leaf)
                    ));
                }
            } else if leaves.len() > 1 {
                wrong.push(format!(
                    "(2) {place}: {uid}.{} is {now:?}; one side's writes were lost: {}",
                    prop.name(),
                    leaves
                        .iter()
                        .map(|w| Self::describe(w))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
        wrong
    }
}

/// Where the server and the local side differ.
pub fn differences(server: &Replica, local: &Replica) -> Vec<String> {
    let mut wrong = Vec::new();
    for (uid, (calendar, props)) in &server.events {
        match local.events.get(uid) {
            None => wrong.push(format!(
                "(1) {uid} ({:?}) is on the server ({calendar}), not here",
                props.summary
            )),
            Some((here, mine)) => {
                if here != calendar {
                    wrong.push(format!(
                        "(1) {uid} is in {calendar} on the server, in {here} here"
                    ));
                }
                for prop in PROPS {
                    if prop.of(props) != prop.of(mine) {
                        wrong.push(format!(
                            "(1) {uid}.{}: the server has {:?}, here {:?}",
                            prop.name(),
                            prop.of(props),
                            prop.of(mine)
                        ));
                    }
                }
            }
        }
    }
    for (uid, (calendar, props)) in &local.events {
        if !server.events.contains_key(uid) {
            wrong.push(format!(
                "(1) {uid} ({:?}) is here ({calendar}), not on the server",
                props.summary
            ));
        }
    }
    wrong
}
