//! Inviting: the guest list of a meeting I organise, as its organiser and
//! attendees — one place for the command line and the
//! editor, so both make the same meeting from the same guests.
//!
//! A new meeting makes me (the first address of the calendar's identity,
//! an e-mail address first) its organiser and chair; guests are required
//! participants asked for an answer. Changing the guests of an existing
//! meeting keeps everyone else as they were (answers, what a server
//! added), so only the added and removed guests differ.

use std::collections::HashMap;

use super::rows::meeting_column;
use super::{Store, StoreError};
use crate::model::{
    Attendee, CalendarAddress, CalendarId, Meeting, Organizer, ParticipationStatus, Role,
};

/// An address seen among the meetings in the store, for completion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownAddress {
    pub address: CalendarAddress,
    /// The name a meeting gave it (CN), when one did.
    pub name: Option<String>,
    /// In how many events it appears.
    pub uses: usize,
}

/// Meetings read for completion at most: a store with more completes from
/// the first ones (most hold far fewer).
const KNOWN_MEETINGS_AT_MOST: usize = 20_000;

/// A guest asked for an answer: a required participant who has not
/// answered yet.
pub fn guest(address: CalendarAddress) -> Attendee {
    Attendee {
        role: Some(Role::Required),
        status: Some(ParticipationStatus::NeedsAction),
        rsvp: Some(true),
        ..Attendee::new(address)
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
        Ok(Organizer::new(address, None))
    }

    /// The people of a new meeting in `calendar` that invites `guests`,
    /// organised by me.
    pub fn new_meeting(
        &self,
        calendar: CalendarId,
        guests: &[CalendarAddress],
    ) -> Result<Meeting, StoreError> {
        let me = self.organizer_in(calendar)?;
        let guests: Vec<Attendee> = guests.iter().cloned().map(guest).collect();
        Ok(Meeting::organized(&me, &guests))
    }

    /// The series' people of event `uid` with `add` invited and `remove` no
    /// longer: me as the organiser when it was no meeting yet; otherwise
    /// everyone else kept as they are.
    pub fn guests_changed(
        &self,
        uid: &str,
        add: &[CalendarAddress],
        remove: &[CalendarAddress],
    ) -> Result<Meeting, StoreError> {
        let stored = self.event(uid)?;
        let mut meeting = stored.event.meeting;
        if let Some(gone) = remove
            .iter()
            .find(|gone| !meeting.attendees.iter().any(|a| &a.address == *gone))
        {
            return Err(StoreError::NotAnAttendee(gone.shown().to_owned()));
        }
        meeting.attendees.retain(|a| !remove.contains(&a.address));
        let Some(me) = meeting.organizer.clone() else {
            let me = self.organizer_in(stored.calendar)?;
            let kept: Vec<Attendee> = meeting
                .attendees
                .into_iter()
                .chain(add.iter().cloned().map(guest))
                .collect();
            return Ok(Meeting::organized(&me, &kept));
        };
        for address in add {
            if !meeting.attendees.iter().any(|a| &a.address == address) {
                meeting.attendees.push(guest(address.clone()));
            }
        }
        debug_assert_eq!(meeting.organizer.as_ref(), Some(&me));
        Ok(meeting)
    }

    /// Addresses of organisers and guests in the store's meetings, most
    /// used first (then by address), at most `limit`.
    pub fn known_addresses(&self, limit: usize) -> Result<Vec<KnownAddress>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT id, meeting FROM events WHERE meeting IS NOT NULL LIMIT ?1")?;
        let mut rows = q.query([KNOWN_MEETINGS_AT_MOST as i64])?;
        // address → (name, the events it is in)
        let mut seen: HashMap<CalendarAddress, (Option<String>, Vec<i64>)> = HashMap::new();
        while let Some(row) = rows.next()? {
            let event: i64 = row.get(0)?;
            let Some(record) = meeting_column(row, 1)? else {
                continue;
            };
            let meeting = record.meeting()?;
            let organizer = meeting.organizer.map(|o| (o.address, o.name));
            let attendees = meeting.attendees.into_iter().map(|a| (a.address, a.name));
            for (address, name) in organizer.into_iter().chain(attendees) {
                let entry = seen.entry(address).or_default();
                if entry.0.is_none() {
                    entry.0 = name;
                }
                if entry.1.last() != Some(&event) {
                    entry.1.push(event);
                }
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
