//! A meeting's people as the store keeps them: one JSON document per
//! series (`events.meeting`) and per occurrence with its own
//! (`overrides.meeting`), in the undo journal's records alike.
//!
//! Every field of [`Attendee`] and [`Organizer`] has a named member, and
//! the parameters Kairos does not interpret keep their order, so what a
//! server wrote comes back out unchanged. A document that does not read
//! back (an address that is none) is a damaged file, said as such — never
//! a participant dropped or guessed.

use serde::{Deserialize, Serialize};

use super::StoreError;
use crate::model::{
    Attendee, CalendarAddress, Meeting, Organizer, Parameter, ParticipationStatus, Role, UserKind,
};

/// A meeting's people.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub(crate) struct MeetingRecord {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organizer: Option<PersonRecord>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attendees: Vec<PersonRecord>,
}

/// One organiser or attendee (an organiser leaves the attendee's members
/// empty).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub(crate) struct PersonRecord {
    pub address: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rsvp: Option<bool>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub delegated_to: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub delegated_from: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent_by: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub schedule_status: Vec<String>,
    /// The other parameters, `[name, [values…]]` in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub params: Vec<(String, Vec<String>)>,
}

fn texts(list: &[CalendarAddress]) -> Vec<String> {
    list.iter().map(|a| a.as_str().to_owned()).collect()
}

fn params_of(list: &[Parameter]) -> Vec<(String, Vec<String>)> {
    list.iter()
        .map(|p| (p.name.clone(), p.values.clone()))
        .collect()
}

fn address(text: &str) -> Result<CalendarAddress, StoreError> {
    CalendarAddress::parse(text)
        .ok_or_else(|| StoreError::Corrupt(format!("a participant's address {text:?}")))
}

fn addresses(list: &[String]) -> Result<Vec<CalendarAddress>, StoreError> {
    list.iter().map(|t| address(t)).collect()
}

impl MeetingRecord {
    pub(crate) fn of(meeting: &Meeting) -> MeetingRecord {
        MeetingRecord {
            organizer: meeting.organizer.as_ref().map(PersonRecord::of_organizer),
            attendees: meeting
                .attendees
                .iter()
                .map(PersonRecord::of_attendee)
                .collect(),
        }
    }

    pub(crate) fn meeting(&self) -> Result<Meeting, StoreError> {
        Ok(Meeting {
            organizer: self
                .organizer
                .as_ref()
                .map(PersonRecord::organizer)
                .transpose()?,
            attendees: self
                .attendees
                .iter()
                .map(PersonRecord::attendee)
                .collect::<Result<_, _>>()?,
        })
    }

    /// The record of a series' people; `None` when it names nobody.
    pub(crate) fn of_series(meeting: &Meeting) -> Option<MeetingRecord> {
        (!meeting.is_empty()).then(|| MeetingRecord::of(meeting))
    }

    /// How many people it names (the organiser counted).
    pub(crate) fn len(&self) -> usize {
        usize::from(self.organizer.is_some()) + self.attendees.len()
    }

    /// The column's text.
    pub(crate) fn to_column(&self) -> String {
        serde_json::to_string(self).expect("a record of strings serialises")
    }

    /// From the column's text.
    pub(crate) fn from_column(text: &str) -> Result<MeetingRecord, StoreError> {
        serde_json::from_str(text)
            .map_err(|e| StoreError::Corrupt(format!("a meeting's people: {e}")))
    }
}

impl PersonRecord {
    fn of_organizer(o: &Organizer) -> PersonRecord {
        PersonRecord {
            address: o.address.as_str().to_owned(),
            name: o.name.clone(),
            sent_by: o.sent_by.as_ref().map(|a| a.as_str().to_owned()),
            schedule_status: o.schedule_status.clone(),
            params: params_of(&o.other),
            ..PersonRecord::default()
        }
    }

    fn of_attendee(a: &Attendee) -> PersonRecord {
        PersonRecord {
            address: a.address.as_str().to_owned(),
            name: a.name.clone(),
            kind: a.kind.as_ref().map(|k| k.as_str().to_owned()),
            role: a.role.as_ref().map(|r| r.as_str().to_owned()),
            status: a.status.as_ref().map(|s| s.as_str().to_owned()),
            rsvp: a.rsvp,
            delegated_to: texts(&a.delegated_to),
            delegated_from: texts(&a.delegated_from),
            sent_by: a.sent_by.as_ref().map(|a| a.as_str().to_owned()),
            schedule_status: a.schedule_status.clone(),
            params: params_of(&a.other),
        }
    }

    fn other(&self) -> Vec<Parameter> {
        self.params
            .iter()
            .map(|(name, values)| Parameter {
                name: name.clone(),
                values: values.clone(),
            })
            .collect()
    }

    fn organizer(&self) -> Result<Organizer, StoreError> {
        Ok(Organizer {
            address: address(&self.address)?,
            name: self.name.clone(),
            sent_by: self.sent_by.as_deref().map(address).transpose()?,
            schedule_status: self.schedule_status.clone(),
            other: self.other(),
        })
    }

    fn attendee(&self) -> Result<Attendee, StoreError> {
        Ok(Attendee {
            address: address(&self.address)?,
            name: self.name.clone(),
            kind: self.kind.as_deref().map(UserKind::parse),
            role: self.role.as_deref().map(|r| Role::parse(Some(r))),
            status: self
                .status
                .as_deref()
                .map(|s| ParticipationStatus::parse(Some(s))),
            rsvp: self.rsvp,
            delegated_to: addresses(&self.delegated_to)?,
            delegated_from: addresses(&self.delegated_from)?,
            sent_by: self.sent_by.as_deref().map(address).transpose()?,
            schedule_status: self.schedule_status.clone(),
            other: self.other(),
        })
    }
}

/// Where an earlier schema kept the lines: they are read once, as the
/// upgrade to schema 16 moves them ([`Meeting::from_lines`]).
#[cfg(test)]
fn from_lines<'a>(lines: impl IntoIterator<Item = &'a str>) -> (MeetingRecord, Vec<String>) {
    let (meeting, rest) = Meeting::from_lines(lines);
    (MeetingRecord::of(&meeting), rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_and_unknown_parameter_reads_back() {
        let (record, rest) = from_lines([
            "ORGANIZER;CN=Al;SENT-BY=\"mailto:s@x.org\";X-O=1:MAILTO:al@x.org",
            "ATTENDEE;CN=\"B, B\";CUTYPE=ROOM;ROLE=CHAIR;PARTSTAT=DELEGATED;RSVP=TRUE;\
             DELEGATED-TO=\"mailto:c@x.org\";DELEGATED-FROM=\"mailto:d@x.org\";\
             SCHEDULE-STATUS=1.2;EMAIL=b@x.org;X-A=\"1\",\"2\":mailto:b@x.org",
            "ATTENDEE:nobody",
            "X-KEPT:1",
        ]);
        assert_eq!(rest, ["ATTENDEE:nobody", "X-KEPT:1"]);
        let text = record.to_column();
        let again = MeetingRecord::from_column(&text).unwrap();
        assert_eq!(again, record);
        let meeting = again.meeting().unwrap();
        assert_eq!(MeetingRecord::of(&meeting), record);
        assert_eq!(
            meeting.organizer.as_ref().unwrap().address.as_str(),
            "MAILTO:al@x.org"
        );
        assert_eq!(meeting.attendees[0].other.len(), 2);
        assert_eq!(record.len(), 2);
    }

    #[test]
    fn a_damaged_document_is_said_not_guessed() {
        let bad = r#"{"attendees":[{"address":"nobody"}]}"#;
        let record = MeetingRecord::from_column(bad).unwrap();
        assert!(matches!(record.meeting(), Err(StoreError::Corrupt(_))));
        assert!(MeetingRecord::from_column("{").is_err());
    }
}
