//! Importing many events at once (an .ics file): one transaction, one
//! journal entry, and an event already present is replaced only by a newer
//! version (a higher SEQUENCE, or the same with a later LAST-MODIFIED).
//! Events are written as they come, so a million cost what one does.

use chrono::{DateTime, Utc};

use super::change::{CalendarRecord, Change};
use super::incoming::IncomingEvent;
use super::journal::Recorder;
use super::rows::read_record;
use super::validate::validate;
use super::versions::{self, Version};
use super::{Store, StoreError, StoredEvent};
use crate::model::{CalendarId, Event, OrganizerMessage, OrganizerSays, RecurrenceId};
use crate::recur::scheduling::{self, Named};

/// Which calendar imported events go to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportInto {
    /// An existing calendar.
    Calendar(CalendarId),
    /// A calendar created by the import (in the same transaction), with no
    /// default reminders: the file says which alarms its events have.
    NewCalendar { name: String, color: String },
}

/// What importing one event did (or, in a dry run, would do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportOutcome {
    Added,
    /// Replaced an older version.
    Updated,
    /// The store already holds this version or a newer one.
    Unchanged,
    /// The organiser's cancellation of the meeting, or of occurrences of
    /// it, applied.
    Cancelled,
    /// Not importable; why.
    Skipped(String),
}

/// An import under way: each event is written (and journaled) as it
/// arrives, so that a file of any size costs the memory of one event.
pub struct Importer<'c> {
    conn: &'c rusqlite::Connection,
    /// Every address I am known by: a newer version of someone else's
    /// meeting that moves it asks me again ([`Event::ask_again`]).
    me: crate::model::Identity,
    recorder: Recorder<'c>,
    calendar: CalendarId,
    now: DateTime<Utc>,
    /// Events added or updated so far.
    written: usize,
    /// Take a newer version of a meeting from a sender who is not its
    /// organiser (the user said so); refused otherwise.
    other_organizers: bool,
}

impl Importer<'_> {
    /// Imports `incoming` (an event already present stays in its calendar
    /// and is replaced only by a newer version): what that did.
    pub fn add(&mut self, incoming: IncomingEvent) -> Result<ImportOutcome, StoreError> {
        let was = read_record(self.conn, &incoming.event.uid)?;
        let existing = was.clone().map(|r| r.into_stored(self.conn)).transpose()?;
        let modified = incoming.last_modified.unwrap_or(self.now);
        let (stored, outcome) = match existing {
            None => (
                StoredEvent {
                    event: incoming.event,
                    calendar: self.calendar,
                    sequence: incoming.sequence,
                    created: incoming.created.unwrap_or(self.now),
                    modified,
                },
                ImportOutcome::Added,
            ),
            Some(old) => {
                // UIDs are one event across calendars: one a subscription
                // feeds is the feed's, never the file's to change.
                if let Some(why) = in_subscription(self.conn, old.calendar)? {
                    return Ok(ImportOutcome::Skipped(why));
                }
                let newer = incoming.sequence > old.sequence
                    || (incoming.sequence == old.sequence
                        && incoming.last_modified.is_some_and(|m| m > old.modified));
                if !newer {
                    return Ok(ImportOutcome::Unchanged);
                }
                if !self.other_organizers {
                    if let Some(why) = other_organizer(&old.event, &incoming.event) {
                        return Ok(ImportOutcome::Skipped(why));
                    }
                }
                let mut event = incoming.event;
                // The organiser moved it without asking again (RFC 5546
                // wants them to): asked again here.
                old.event.ask_again(&mut event, &self.me);
                (
                    StoredEvent {
                        event,
                        calendar: old.calendar,
                        sequence: incoming.sequence,
                        created: old.created,
                        modified,
                    },
                    ImportOutcome::Updated,
                )
            }
        };
        if let Err(e) = validate(&stored, false) {
            return Ok(ImportOutcome::Skipped(e.to_string()));
        }
        // It arrived whole: versions set by earlier messages are no longer
        // what it is at (a message adding it sets its own after this).
        versions::forget(self.conn, &stored.event.uid)?;
        self.recorder.apply_over(Change::import(stored), was)?;
        self.written += 1;
        Ok(outcome)
    }
}

impl Importer<'_> {
    /// Applies the organiser's `message` (an iTIP REQUEST or CANCEL): a
    /// meeting not here yet is added (a cancellation of one is skipped); a
    /// meeting here changes only in what the message names
    /// ([`crate::recur::scheduling::apply`]), when the message is not older
    /// than my copy ([`OrganizerMessage::newer_than`]) and comes from the
    /// meeting's organiser.
    pub fn apply(&mut self, message: OrganizerMessage) -> Result<ImportOutcome, StoreError> {
        let was = read_record(self.conn, &message.uid)?;
        let existing = was.clone().map(|r| r.into_stored(self.conn)).transpose()?;
        let Some(old) = existing else {
            return match message.says {
                OrganizerSays::Meeting(event) | OrganizerSays::Occurrences(event) => {
                    let outcome = self.add(IncomingEvent {
                        event,
                        sequence: message.sequence,
                        last_modified: message.stamp,
                        created: None,
                    })?;
                    if outcome == ImportOutcome::Added {
                        let version = Version {
                            sequence: message.sequence,
                            stamp: message.stamp.unwrap_or(self.now),
                        };
                        versions::set_meeting(self.conn, &message.uid, version)?;
                    }
                    Ok(outcome)
                }
                OrganizerSays::CancelMeeting | OrganizerSays::CancelOccurrences(_) => {
                    Ok(ImportOutcome::Skipped(crate::fl!("import-cancel-not-here")))
                }
            };
        };
        if let Some(why) = in_subscription(self.conn, old.calendar)? {
            return Ok(ImportOutcome::Skipped(why));
        }
        // Newer than what it changes: a message about the meeting than
        // everything applied to it, one about occurrences than each one's
        // last version (`store::versions`); only those it is newer for
        // change.
        let was_version = Version {
            sequence: old.sequence,
            stamp: old.modified,
        };
        let kept = versions::read(self.conn, &message.uid)?;
        let newer = |v: Version| message.newer_than(v.sequence, v.stamp);
        let named = scheduling::named(&old.event, &message.says);
        let fresh: Vec<RecurrenceId> = match &named {
            Named::Meeting if !newer(was_version) => return Ok(ImportOutcome::Unchanged),
            Named::Meeting => Vec::new(),
            Named::Occurrences(ids) => ids
                .iter()
                .copied()
                .filter(|id| newer(kept.of(*id, was_version)))
                .collect(),
        };
        if matches!(named, Named::Occurrences(_)) && fresh.is_empty() {
            return Ok(ImportOutcome::Unchanged);
        }
        if !self.other_organizers {
            let why = match &message.says {
                OrganizerSays::Meeting(event) => other_organizer(&old.event, event),
                _ => {
                    let mut sender = old.event.clone();
                    sender.meeting.organizer = message.organizer.clone();
                    other_organizer(&old.event, &sender)
                        .or_else(|| (!old.event.has_participants()).then(not_a_meeting))
                }
            };
            if let Some(why) = why {
                return Ok(ImportOutcome::Skipped(why));
            }
        }
        let event = match &named {
            Named::Meeting => scheduling::apply(&old.event, &message.says, &self.me),
            Named::Occurrences(_) => {
                scheduling::apply_where(&old.event, &message.says, &self.me, |id| {
                    fresh.contains(&id)
                })
            }
        };
        if event == old.event {
            return Ok(ImportOutcome::Unchanged);
        }
        let outcome = if message.is_cancel() {
            ImportOutcome::Cancelled
        } else {
            ImportOutcome::Updated
        };
        let version = Version {
            sequence: message.sequence,
            stamp: message.stamp.unwrap_or(self.now),
        };
        // The event keeps the newest version applied to any part of it: a
        // message about the meeting is weighed against it.
        let newest = if (version.sequence, version.stamp) > (old.sequence, old.modified) {
            version
        } else {
            was_version
        };
        let stored = StoredEvent {
            event,
            calendar: old.calendar,
            sequence: newest.sequence,
            created: old.created,
            modified: newest.stamp,
        };
        if let Err(e) = validate(&stored, false) {
            return Ok(ImportOutcome::Skipped(e.to_string()));
        }
        self.recorder.apply_over(Change::import(stored), was)?;
        match named {
            Named::Meeting => versions::set_meeting(self.conn, &message.uid, version)?,
            Named::Occurrences(_) => {
                versions::set_occurrences(self.conn, &message.uid, was_version, &fresh, version)?
            }
        }
        self.written += 1;
        Ok(outcome)
    }

    /// From now on, take newer versions of meetings whatever their
    /// organiser says (the user confirmed it).
    pub fn take_other_organizers(&mut self) {
        self.other_organizers = true;
    }
}

/// Why a cancellation may not change an event that is no meeting.
fn not_a_meeting() -> String {
    crate::fl!("import-cancel-not-a-meeting")
}

/// Why `incoming` may not replace `old` without the user's word: a file
/// (an invitation mailed by anyone) that names someone else as the
/// organiser of a meeting here (mine included), or makes a meeting of an
/// event that was none. `None` when the organiser is the same, or neither
/// is a meeting.
fn other_organizer(old: &Event, incoming: &Event) -> Option<String> {
    let was = &old.meeting.organizer;
    let now = &incoming.meeting.organizer;
    let name = |o: &Option<crate::model::Organizer>| {
        o.as_ref()
            .map_or_else(|| "no one".to_owned(), |o| o.address.shown().to_owned())
    };
    let same = match (was, now) {
        (Some(a), Some(b)) => a.address == b.address,
        (None, None) => !old.has_participants() || incoming.has_participants(),
        _ => false,
    };
    if same {
        return None;
    }
    Some(format!(
        "its organiser here is {}, the file names {}: not taken (import with --other-organizers to take it)",
        name(was),
        name(now)
    ))
}

impl Store {
    /// Imports what `feed` hands the [`Importer`] into `into`, all or
    /// nothing, as one undoable edit called `label`; with `dry_run`,
    /// nothing is kept (the events are written in the transaction, so
    /// each outcome is exact, and rolled back). A calendar to create is
    /// created only if an event goes in it.
    pub fn import_each<E: From<StoreError>>(
        &mut self,
        into: ImportInto,
        label: &str,
        dry_run: bool,
        feed: impl FnOnce(&mut Importer<'_>) -> Result<(), E>,
    ) -> Result<(), E> {
        let me = self.every_identity()?;
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let mut recorder = Recorder::begin(&tx, label)?;
        let calendar = match into {
            ImportInto::Calendar(id) => id,
            ImportInto::NewCalendar { name, color } => {
                // Written by the journaled edit with the events, so
                // undoing the import removes the calendar too.
                let (id, position): (i64, i64) = tx
                    .query_row(
                        "SELECT coalesce(max(id), 0) + 1, coalesce(max(position), -1) + 1 FROM calendars",
                        [],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .map_err(StoreError::from)?;
                recorder.apply(Change::NewCalendar(CalendarRecord {
                    id,
                    name,
                    color,
                    visible: true,
                    position,
                    reminders: Vec::new(),
                    all_day_reminders: Some(Vec::new()),
                }))?;
                CalendarId(id)
            }
        };
        let mut importer = Importer {
            conn: &tx,
            me,
            recorder,
            calendar,
            now: Utc::now(),
            written: 0,
            other_organizers: false,
        };
        feed(&mut importer)?;
        let Importer {
            recorder, written, ..
        } = importer;
        if written == 0 || !recorder.finish()? || dry_run {
            return Ok(());
        }
        tx.commit().map_err(StoreError::from)?;
        self.local_writes += 1;
        Ok(())
    }

    /// [`Store::import_each`] of `incoming`: one outcome per event.
    pub fn import(
        &mut self,
        into: ImportInto,
        incoming: Vec<IncomingEvent>,
        label: &str,
        dry_run: bool,
    ) -> Result<Vec<ImportOutcome>, StoreError> {
        let mut outcomes = Vec::with_capacity(incoming.len());
        self.import_each(into, label, dry_run, |importer| {
            for event in incoming {
                outcomes.push(importer.add(event)?);
            }
            Ok::<(), StoreError>(())
        })?;
        Ok(outcomes)
    }
}

/// Why an event already in `calendar` is not imported, when that calendar
/// is a subscription's: "already in FC Union (a subscription)".
fn in_subscription(
    conn: &rusqlite::Connection,
    calendar: CalendarId,
) -> Result<Option<String>, StoreError> {
    use rusqlite::OptionalExtension;
    let name: Option<String> = conn
        .query_row(
            "SELECT c.name FROM subscriptions s JOIN calendars c ON c.id = s.calendar_id \
             WHERE s.calendar_id = ?",
            [calendar.0],
            |row| row.get(0),
        )
        .optional()?;
    Ok(name.map(|name| crate::fl!("import-in-subscription", calendar = name)))
}
