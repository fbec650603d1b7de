//! Meetings in the store: who I am in each calendar, and my answers.
//!
//! Who I am: the calendar user addresses an account's server gives
//! (RFC 6638 `calendar-user-address-set`, kept beside the account) and
//! those set in Preferences (for local calendars and servers that give
//! none). An answer is an edit like any other (one transaction, journaled,
//! pushed by the next sync) that changes my ATTENDEE line only and leaves
//! SEQUENCE alone: the organiser's changes count, an attendee's answer
//! does not (RFC 5546 §2.1.4), and a server delivers it to the organiser.

use rusqlite::{params, OptionalExtension};

use super::change::Change;
use super::edit::check_occurrence_exists;
use super::{Store, StoreError};
use crate::model::{
    AnswerError, CalendarAddress, CalendarId, Identity, Meeting, Organizer, ParticipationStatus,
    RecurrenceId, Standing,
};
use chrono::{DateTime, Utc};

/// What an account's server says of me: my addresses, and whether it
/// delivers invitations and answers itself (RFC 6638 scheduling).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ServerIdentity {
    pub addresses: Vec<CalendarAddress>,
    pub scheduling: bool,
}

/// A meeting that waits for my answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub uid: String,
    pub title: String,
    /// Its next occurrence's start, if it has one to come.
    pub next: Option<DateTime<Utc>>,
    pub organizer: Option<Organizer>,
    /// The calendar's name.
    pub calendar: String,
    /// Where an answer goes: `None` when the series waits; else the first
    /// occurrence invited on its own (an override with its own guests).
    pub occurrence: Option<RecurrenceId>,
    /// The recurrence id of its next occurrence (to show it).
    pub next_id: Option<RecurrenceId>,
    /// The organiser's SEQUENCE: a significant change (a new time) raises
    /// it, and asks again.
    pub sequence: u32,
}

impl Store {
    /// What the server of account `account` said of me; `None` when it
    /// was never asked (an account added before Kairos knew meetings).
    pub fn server_identity(&self, account: i64) -> Result<Option<ServerIdentity>, StoreError> {
        let row: Option<(Option<String>, Option<bool>)> = self
            .conn
            .query_row(
                "SELECT addresses, scheduling FROM accounts WHERE id = ?",
                [account],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        Ok(match row {
            Some((Some(text), scheduling)) => Some(ServerIdentity {
                addresses: text.lines().filter_map(CalendarAddress::parse).collect(),
                scheduling: scheduling.unwrap_or(false),
            }),
            _ => None,
        })
    }

    /// Keeps what the server of `account` said of me.
    pub fn set_server_identity(
        &mut self,
        account: i64,
        identity: &ServerIdentity,
    ) -> Result<(), StoreError> {
        let text: Vec<&str> = identity
            .addresses
            .iter()
            .map(CalendarAddress::as_str)
            .collect();
        self.conn.execute(
            "UPDATE accounts SET addresses = ?, scheduling = ? WHERE id = ?",
            params![text.join("\n"), identity.scheduling, account],
        )?;
        Ok(())
    }

    fn account_of(&self, calendar: CalendarId) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT account_id FROM synced_calendars WHERE calendar_id = ?",
                [calendar.0],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Whether an answer written in `calendar` reaches the organiser by
    /// itself: the calendar lives on a server that does scheduling.
    pub fn delivers_answers(&self, calendar: CalendarId) -> Result<bool, StoreError> {
        Ok(match self.account_of(calendar)? {
            Some(account) => self.server_identity(account)?.is_some_and(|s| s.scheduling),
            None => false,
        })
    }

    /// Meetings someone else organises that wait for my answer (the series'
    /// or an occurrence's), with an occurrence ending after `since`; the
    /// soonest first.
    pub fn invitations(&self, since: DateTime<Utc>) -> Result<Vec<Invitation>, StoreError> {
        let mut q = self.conn.prepare(
            "SELECT uid FROM events \
             WHERE participants > 0 AND (last_end_utc IS NULL OR last_end_utc > ?)",
        )?;
        let uids: Vec<String> = q
            .query_map([since.timestamp()], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let names: std::collections::HashMap<CalendarId, String> = self
            .calendars()?
            .into_iter()
            .map(|c| (c.id, c.name))
            .collect();
        let mut identities = std::collections::HashMap::new();
        let mut found = Vec::new();
        for uid in uids {
            let stored = self.event(&uid)?;
            let identity = match identities.entry(stored.calendar) {
                std::collections::hash_map::Entry::Occupied(known) => known.into_mut(),
                std::collections::hash_map::Entry::Vacant(new) => {
                    new.insert(self.identity(stored.calendar)?)
                }
            };
            let event = &stored.event;
            // A cancelled meeting is never an invitation.
            if event.status == Some(crate::model::EventStatus::Cancelled) {
                continue;
            }
            let series = &event.meeting;
            let waiting = |m: &Meeting| {
                matches!(
                    m.standing(identity),
                    Standing::Invited(ParticipationStatus::NeedsAction)
                )
            };
            let own_occurrence = event
                .overrides
                .iter()
                .filter(|o| o.change != crate::model::OverrideChange::Cancelled)
                .find(|o| o.details.meeting.as_ref().is_some_and(waiting))
                .map(|o| o.recurrence_id);
            let occurrence = if waiting(series) {
                None
            } else if own_occurrence.is_some() {
                own_occurrence
            } else {
                continue;
            };
            let next = crate::recur::Series::new(event)
                .ok()
                .and_then(|s| s.next_after(since, chrono_tz::UTC));
            found.push(Invitation {
                uid: uid.clone(),
                title: event.summary.clone(),
                next: next.as_ref().map(|o| o.start.instant_in(chrono_tz::UTC)),
                organizer: series.organizer.clone(),
                calendar: names.get(&stored.calendar).cloned().unwrap_or_default(),
                occurrence,
                next_id: next.map(|o| o.recurrence_id()),
                sequence: stored.sequence,
            });
        }
        found.sort_by_key(|i| (i.next.is_none(), i.next));
        Ok(found)
    }

    /// Every address I am known by: each account's, and those set in
    /// Preferences.
    pub fn every_identity(&self) -> Result<Identity, StoreError> {
        let mut all = Identity::default();
        for account in self.accounts()? {
            if let Some(s) = self.server_identity(account.id)? {
                all = all.with(&s.addresses);
            }
        }
        Ok(all.with(&super::preferences::my_addresses(self)?))
    }

    /// Who I am in `calendar`: its account's addresses, then those set in
    /// Preferences.
    pub fn identity(&self, calendar: CalendarId) -> Result<Identity, StoreError> {
        let from_server = match self.account_of(calendar)? {
            Some(id) => self
                .server_identity(id)?
                .map(|s| s.addresses)
                .unwrap_or_default(),
            None => Vec::new(),
        };
        let mine = super::preferences::my_addresses(self)?;
        Ok(Identity {
            addresses: from_server,
        }
        .with(&mine))
    }

    /// The meeting of event `uid` (of occurrence `occurrence`, when it has
    /// answers of its own) and what I am in it.
    pub fn meeting(
        &self,
        uid: &str,
        occurrence: Option<RecurrenceId>,
    ) -> Result<(Meeting, Standing), StoreError> {
        let stored = self.event(uid)?;
        let identity = self.identity(stored.calendar)?;
        let meeting = stored.event.meeting_at(occurrence).clone();
        let standing = meeting.standing(&identity);
        Ok((meeting, standing))
    }

    /// Refuses a change of what the organiser decides (time, title, place,
    /// guests) in a meeting someone else organises.
    pub(super) fn check_organizer(&self, uid: &str) -> Result<(), StoreError> {
        let (meeting, standing) = self.meeting(uid, None)?;
        match (standing.is_theirs(), meeting.organizer) {
            (true, Some(organizer)) => Err(StoreError::NotOrganizer {
                title: self.event(uid)?.event.summary,
                organizer: organizer.shown().to_owned(),
            }),
            _ => Ok(()),
        }
    }

    /// Writes my answer to the meeting `uid`: for the whole series, or for
    /// occurrence `occurrence` alone. Refused when I am not among its
    /// attendees, or the occurrence does not exist.
    pub fn answer(
        &mut self,
        uid: &str,
        status: ParticipationStatus,
        occurrence: Option<RecurrenceId>,
    ) -> Result<(), StoreError> {
        let calendar = self.event(uid)?.calendar;
        let identity = self.identity(calendar)?;
        self.edit(|conn| {
            let mut stored = super::rows::read_record(conn, uid)?
                .ok_or_else(|| StoreError::UnknownEvent(uid.to_owned()))?
                .to_stored(conn)?;
            if let Some(id) = occurrence {
                check_occurrence_exists(&stored.event, id)?;
            }
            stored
                .event
                .answer(&identity, &status, occurrence)
                .map_err(|e| match (e, occurrence) {
                    (AnswerError::Cancelled, None) => StoreError::MeetingCancelled {
                        title: stored.event.summary.clone(),
                    },
                    (AnswerError::Cancelled, Some(id)) => StoreError::MeetingCancelled {
                        title: format!("{} ({id})", stored.event.summary),
                    },
                    _ => StoreError::NotInvited {
                        uid: uid.to_owned(),
                        addresses: identity
                            .addresses
                            .iter()
                            .map(|a| a.shown().to_owned())
                            .collect::<Vec<_>>()
                            .join(", "),
                    },
                })?;
            stored.modified = super::edit::now();
            let label = match occurrence {
                None => format!("Answer “{}”", stored.event.summary),
                Some(id) => format!("Answer “{}” (only {id})", stored.event.summary),
            };
            Ok((label, vec![Change::put(stored)]))
        })
    }
}
