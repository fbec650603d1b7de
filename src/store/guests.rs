//! Inviting: the guest list of a meeting I organise, written as its
//! ORGANIZER and ATTENDEE lines — one place for the command line and the
//! editor, so both make the same meeting from the same guests.
//!
//! A new meeting makes me (the first address of the calendar's identity,
//! an e-mail address first) its organiser and chair; guests are required
//! participants asked for an answer. Changing the guests of an existing
//! meeting keeps every other line as it was (answers, what a server
//! added), so only the added and removed guests differ.

use std::collections::HashMap;

use super::{Store, StoreError};
use crate::ical::participants;
use crate::model::{Attendee, CalendarAddress, CalendarId, Organizer, ParticipationStatus, Role};

/// An address seen among the meetings in the store, for completion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownAddress {
    pub address: CalendarAddress,
    /// The name a meeting gave it (CN), when one did.
    pub name: Option<String>,
    /// In how many events it appears.
    pub uses: usize,
}

/// Lines read for completion at most: a calendar with more meetings
/// completes from the first ones (most calendars hold far fewer).
const KNOWN_LINES_AT_MOST: usize = 50_000;

/// A guest asked for an answer.
pub fn guest(address: CalendarAddress) -> Attendee {
    Attendee {
        address,
        name: None,
        status: ParticipationStatus::NeedsAction,
        role: Role::Required,
        rsvp: true,
    }
}

impl Store {
    /// Me as the organiser in `calendar`: the first of my addresses there
    /// (an e-mail address first). [`StoreError::NoAddress`] when none is
    /// known (no account address, none in Preferences).
    pub fn organizer_in(&self, calendar: CalendarId) -> Result<Organizer, StoreError> {
        let identity = self.identity(calendar)?;
        let address = identity
            .addresses
            .iter()
            .find(|a| a.email().is_some())
            .or(identity.addresses.first())
            .cloned()
            .ok_or(StoreError::NoAddress)?;
        Ok(Organizer {
            address,
            name: None,
        })
    }

    /// The participant lines of a new meeting in `calendar` that invites
    /// `guests`, organised by me.
    pub fn new_meeting_lines(
        &self,
        calendar: CalendarId,
        guests: &[CalendarAddress],
    ) -> Result<Vec<String>, StoreError> {
        let me = self.organizer_in(calendar)?;
        let guests: Vec<Attendee> = guests.iter().cloned().map(guest).collect();
        Ok(participants::organized_lines(&me, &guests))
    }

    /// The series' participant lines of event `uid` with `add` invited and
    /// `remove` no longer: me as the organiser when it was no meeting yet;
    /// otherwise every other line kept as it is.
    pub fn guest_lines(
        &self,
        uid: &str,
        add: &[CalendarAddress],
        remove: &[CalendarAddress],
    ) -> Result<Vec<String>, StoreError> {
        let stored = self.event(uid)?;
        let meeting = participants::meeting_of(&stored.event);
        if let Some(gone) = remove
            .iter()
            .find(|gone| !meeting.attendees.iter().any(|a| &a.address == *gone))
        {
            return Err(StoreError::NotAnAttendee(gone.shown().to_owned()));
        }
        let current: Vec<&String> = stored
            .event
            .extra_properties
            .iter()
            .filter(|l| participants::is_participant(l))
            .collect();
        if current.is_empty() || meeting.organizer.is_none() {
            let me = self.organizer_in(stored.calendar)?;
            let kept: Vec<Attendee> = meeting
                .attendees
                .into_iter()
                .filter(|a| !remove.contains(&a.address))
                .chain(add.iter().cloned().map(guest))
                .collect();
            return Ok(participants::organized_lines(&me, &kept));
        }
        let mut lines: Vec<String> = current
            .into_iter()
            .filter(|line| {
                participants::attendee_of(line).is_none_or(|a| !remove.contains(&a.address))
            })
            .cloned()
            .collect();
        for address in add {
            if !meeting.attendees.iter().any(|a| &a.address == address) {
                lines.push(participants::attendee_line(&guest(address.clone())));
            }
        }
        Ok(lines)
    }

    /// Addresses of organisers and guests in the store's meetings, most
    /// used first (then by address), at most `limit`.
    pub fn known_addresses(&self, limit: usize) -> Result<Vec<KnownAddress>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT event_id, line FROM event_properties \
             WHERE line LIKE 'ATTENDEE%' OR line LIKE 'ORGANIZER%' LIMIT ?1",
        )?;
        let mut rows = q.query([KNOWN_LINES_AT_MOST as i64])?;
        // address → (name, the events it is in)
        let mut seen: HashMap<CalendarAddress, (Option<String>, Vec<i64>)> = HashMap::new();
        while let Some(row) = rows.next()? {
            let (event, line): (i64, String) = (row.get(0)?, row.get(1)?);
            let meeting = participants::meeting(std::iter::once(&line));
            let (address, name) = match (meeting.organizer, meeting.attendees.into_iter().next()) {
                (Some(o), _) => (o.address, o.name),
                (None, Some(a)) => (a.address, a.name),
                (None, None) => continue,
            };
            let entry = seen.entry(address).or_default();
            if entry.0.is_none() {
                entry.0 = name;
            }
            if entry.1.last() != Some(&event) {
                entry.1.push(event);
            }
        }
        let mut known: Vec<KnownAddress> = seen
            .into_iter()
            .map(|(address, (name, events))| KnownAddress {
                address,
                name,
                uses: events.len(),
            })
            .collect();
        known.sort_by(|a, b| {
            b.uses.cmp(&a.uses).then_with(|| {
                let key = |k: &KnownAddress| k.address.shown().to_lowercase();
                key(a).cmp(&key(b))
            })
        });
        known.truncate(limit);
        Ok(known)
    }
}
