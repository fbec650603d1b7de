//! An organiser and an attendee as data (RFC 5545 §3.8.4.1 and §3.8.4.3,
//! with RFC 6638's scheduling parameters), read once where iCalendar comes
//! in and written once where it goes out.
//!
//! Lossless: a parameter Kairos does not interpret (`EMAIL`, `X-…`,
//! `SCHEDULE-AGENT`), and one it does whose value it cannot read
//! (`RSVP=MAYBE`, a `SENT-BY` that is no address, a repeated `CN`), is kept
//! in [`Attendee::other`] in the order written and goes back as it came.
//! Whoever sets a field drops the unreadable value of its name from there
//! (an answer drops an `RSVP=MAYBE` it replaces, see `Meeting::answered`).
//! A parameter absent is kept absent (`None`), not replaced by its default:
//! what the views reason with is [`Attendee::status`], [`Attendee::role`]
//! and [`Attendee::asks_answer`], which apply RFC 5545's defaults.
//!
//! The parameters Kairos interprets are written in one fixed order, so two
//! copies that differ only in how a server ordered them compare equal.

use super::calendar_user::{CalendarAddress, ParticipationStatus, Role};
use super::property::{Parameter, Property};

/// What kind of calendar user a participant is (CUTYPE).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum UserKind {
    /// A person (also what no CUTYPE means).
    Individual,
    /// A group of people (a mailing list).
    Group,
    /// A thing: a projector, a car.
    Resource,
    Room,
    Unknown,
    /// An extension's value, kept as written (upper case).
    Other(String),
}

impl UserKind {
    /// From the iCalendar keyword (any case).
    pub fn parse(text: &str) -> UserKind {
        match text.trim().to_ascii_uppercase().as_str() {
            "INDIVIDUAL" => UserKind::Individual,
            "GROUP" => UserKind::Group,
            "RESOURCE" => UserKind::Resource,
            "ROOM" => UserKind::Room,
            "UNKNOWN" => UserKind::Unknown,
            other => UserKind::Other(other.to_owned()),
        }
    }

    /// The iCalendar keyword.
    pub fn as_str(&self) -> &str {
        match self {
            UserKind::Individual => "INDIVIDUAL",
            UserKind::Group => "GROUP",
            UserKind::Resource => "RESOURCE",
            UserKind::Room => "ROOM",
            UserKind::Unknown => "UNKNOWN",
            UserKind::Other(s) => s,
        }
    }
}

/// One person (or room) invited (ATTENDEE).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attendee {
    pub address: CalendarAddress,
    /// CN.
    pub name: Option<String>,
    /// CUTYPE.
    pub kind: Option<UserKind>,
    /// ROLE.
    pub role: Option<Role>,
    /// PARTSTAT: the answer.
    pub status: Option<ParticipationStatus>,
    /// RSVP: whether the organiser asked for an answer.
    pub rsvp: Option<bool>,
    /// DELEGATED-TO: whom the attendee passed the invitation on to.
    pub delegated_to: Vec<CalendarAddress>,
    /// DELEGATED-FROM: who passed it on to the attendee.
    pub delegated_from: Vec<CalendarAddress>,
    /// SENT-BY: who acts for the attendee.
    pub sent_by: Option<CalendarAddress>,
    /// SCHEDULE-STATUS: how the server's delivery to the attendee went
    /// (RFC 6638 §7.3), as written (`1.2`, `3.7`).
    pub schedule_status: Vec<String>,
    /// Every other parameter, in the order written.
    pub other: Vec<Parameter>,
}

static NEEDS_ACTION: ParticipationStatus = ParticipationStatus::NeedsAction;
static REQUIRED: Role = Role::Required;

impl Attendee {
    /// An attendee named by address alone.
    pub fn new(address: CalendarAddress) -> Attendee {
        Attendee {
            address,
            name: None,
            kind: None,
            role: None,
            status: None,
            rsvp: None,
            delegated_to: Vec::new(),
            delegated_from: Vec::new(),
            sent_by: None,
            schedule_status: Vec::new(),
            other: Vec::new(),
        }
    }

    /// The name if there is one, else the address.
    pub fn shown(&self) -> &str {
        self.name.as_deref().unwrap_or(self.address.shown())
    }

    /// The answer; none written is "needs action" (RFC 5545).
    pub fn status(&self) -> &ParticipationStatus {
        self.status.as_ref().unwrap_or(&NEEDS_ACTION)
    }

    /// The role; none written is "required".
    pub fn role(&self) -> &Role {
        self.role.as_ref().unwrap_or(&REQUIRED)
    }

    /// Whether the server could not deliver the invitation to this
    /// attendee (RFC 6638 §7.3, SCHEDULE-STATUS): 3.7 (no such calendar
    /// user), 3.8 (no scheduling privileges) or 5.x (delivery failed).
    ///
    /// ```
    /// use kairos::model::{Attendee, CalendarAddress};
    /// let mut a = Attendee::new(CalendarAddress::parse("x@elsewhere.test").unwrap());
    /// assert!(!a.undelivered());
    /// a.schedule_status = vec!["1.2".into()];
    /// assert!(!a.undelivered());
    /// a.schedule_status = vec!["3.7".into()];
    /// assert!(a.undelivered());
    /// a.schedule_status = vec!["5.1".into()];
    /// assert!(a.undelivered());
    /// ```
    pub fn undelivered(&self) -> bool {
        self.schedule_status.iter().any(|code| {
            let code = code.trim();
            code == "3.7"
                || code == "3.8"
                || code.starts_with("3.7.")
                || code.starts_with("3.8.")
                || code.starts_with("5.")
        })
    }

    /// Whether an answer is asked for; none written is "no".
    pub fn asks_answer(&self) -> bool {
        self.rsvp == Some(true)
    }

    /// From an ATTENDEE property's value and parameters.
    pub fn read(address: CalendarAddress, params: Vec<Parameter>) -> Attendee {
        let mut a = Attendee::new(address);
        for p in params {
            let taken = match (p.name.as_str(), p.values.as_slice()) {
                ("CUTYPE", [kind]) if a.kind.is_none() => {
                    a.kind = Some(UserKind::parse(kind));
                    true
                }
                ("ROLE", [role]) if a.role.is_none() => {
                    a.role = Some(Role::parse(Some(role)));
                    true
                }
                ("PARTSTAT", [status]) if a.status.is_none() => {
                    a.status = Some(ParticipationStatus::parse(Some(status)));
                    true
                }
                ("RSVP", [rsvp]) if a.rsvp.is_none() => {
                    a.rsvp = boolean(rsvp);
                    a.rsvp.is_some()
                }
                ("DELEGATED-TO", values) if a.delegated_to.is_empty() => {
                    a.delegated_to = addresses(values).unwrap_or_default();
                    !a.delegated_to.is_empty()
                }
                ("DELEGATED-FROM", values) if a.delegated_from.is_empty() => {
                    a.delegated_from = addresses(values).unwrap_or_default();
                    !a.delegated_from.is_empty()
                }
                _ => take_shared(&p, &mut a.name, &mut a.sent_by, &mut a.schedule_status),
            };
            if !taken {
                a.other.push(p);
            }
        }
        a
    }

    /// The parameters, those Kairos interprets first in one order, then
    /// the others as they came.
    pub fn parameters(&self) -> Vec<Parameter> {
        let mut out = Vec::new();
        if let Some(name) = &self.name {
            out.push(Parameter::one("CN", name));
        }
        if let Some(kind) = &self.kind {
            out.push(Parameter::one("CUTYPE", kind.as_str()));
        }
        if let Some(role) = &self.role {
            out.push(Parameter::one("ROLE", role.as_str()));
        }
        if let Some(status) = &self.status {
            out.push(Parameter::one("PARTSTAT", status.as_str()));
        }
        if let Some(rsvp) = self.rsvp {
            out.push(Parameter::one("RSVP", if rsvp { "TRUE" } else { "FALSE" }));
        }
        for (name, list) in [
            ("DELEGATED-TO", &self.delegated_to),
            ("DELEGATED-FROM", &self.delegated_from),
        ] {
            if !list.is_empty() {
                out.push(Parameter {
                    name: name.to_owned(),
                    values: list.iter().map(|a| a.as_str().to_owned()).collect(),
                });
            }
        }
        write_shared(&mut out, &self.sent_by, &self.schedule_status);
        out.extend(self.other.iter().cloned());
        out
    }
}

impl Attendee {
    /// The ATTENDEE property, to write.
    pub fn property(&self) -> Property {
        written("ATTENDEE", self.parameters(), &self.address)
    }
}

impl Organizer {
    /// The ORGANIZER property, to write.
    pub fn property(&self) -> Property {
        written("ORGANIZER", self.parameters(), &self.address)
    }
}

fn written(name: &str, params: Vec<Parameter>, address: &CalendarAddress) -> Property {
    Property {
        name: name.to_owned(),
        params,
        value: address.as_str().to_owned(),
    }
}

/// Who organises a meeting (ORGANIZER).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Organizer {
    pub address: CalendarAddress,
    /// CN.
    pub name: Option<String>,
    /// SENT-BY: who acts for the organiser.
    pub sent_by: Option<CalendarAddress>,
    /// SCHEDULE-STATUS, as written.
    pub schedule_status: Vec<String>,
    /// Every other parameter, in the order written.
    pub other: Vec<Parameter>,
}

impl Organizer {
    /// An organiser named by address and, maybe, name.
    pub fn new(address: CalendarAddress, name: Option<String>) -> Organizer {
        Organizer {
            address,
            name,
            sent_by: None,
            schedule_status: Vec::new(),
            other: Vec::new(),
        }
    }

    /// The name if there is one, else the address.
    pub fn shown(&self) -> &str {
        self.name.as_deref().unwrap_or(self.address.shown())
    }

    /// From an ORGANIZER property's value and parameters.
    pub fn read(address: CalendarAddress, params: Vec<Parameter>) -> Organizer {
        let mut o = Organizer::new(address, None);
        for p in params {
            if !take_shared(&p, &mut o.name, &mut o.sent_by, &mut o.schedule_status) {
                o.other.push(p);
            }
        }
        o
    }

    /// The parameters, in the order [`Attendee::parameters`] describes.
    pub fn parameters(&self) -> Vec<Parameter> {
        let mut out = Vec::new();
        if let Some(name) = &self.name {
            out.push(Parameter::one("CN", name));
        }
        write_shared(&mut out, &self.sent_by, &self.schedule_status);
        out.extend(self.other.iter().cloned());
        out
    }
}

/// An ORGANIZER or an ATTENDEE property, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Participant {
    Organizer(Organizer),
    Attendee(Attendee),
}

impl Participant {
    /// Whether a property of this name is one (any case).
    pub fn is_named(name: &str) -> bool {
        name.eq_ignore_ascii_case("ORGANIZER") || name.eq_ignore_ascii_case("ATTENDEE")
    }

    /// Reads `property`; `None` when it is neither ORGANIZER nor ATTENDEE,
    /// or its value is no calendar user address (the caller keeps such a
    /// line as it came).
    ///
    /// ```
    /// use kairos::model::{Participant, Property, ParticipationStatus};
    /// let line = "ATTENDEE;X-A=1;PARTSTAT=accepted;RSVP=MAYBE:mailto:bob@example.org";
    /// let Some(Participant::Attendee(bob)) = Participant::read(Property::parse(line).unwrap())
    /// else { panic!() };
    /// assert_eq!(bob.status(), &ParticipationStatus::Accepted);
    /// assert!(!bob.asks_answer());
    /// // What it does not read goes back as written, after what it does.
    /// assert_eq!(
    ///     Participant::Attendee(bob).property().line(),
    ///     "ATTENDEE;PARTSTAT=ACCEPTED;X-A=1;RSVP=MAYBE:mailto:bob@example.org"
    /// );
    /// ```
    pub fn read(property: Property) -> Option<Participant> {
        let address = CalendarAddress::parse(&property.value)?;
        match property.name.as_str() {
            "ORGANIZER" => Some(Participant::Organizer(Organizer::read(
                address,
                property.params,
            ))),
            "ATTENDEE" => Some(Participant::Attendee(Attendee::read(
                address,
                property.params,
            ))),
            _ => None,
        }
    }

    /// The property, to write.
    pub fn property(&self) -> Property {
        match self {
            Participant::Organizer(o) => o.property(),
            Participant::Attendee(a) => a.property(),
        }
    }
}

/// Takes a parameter both an organiser and an attendee have (CN, SENT-BY,
/// SCHEDULE-STATUS) into its field; whether it did (not when the field
/// holds one already, or the value does not read).
fn take_shared(
    p: &Parameter,
    name: &mut Option<String>,
    sent_by: &mut Option<CalendarAddress>,
    schedule_status: &mut Vec<String>,
) -> bool {
    match (p.name.as_str(), p.values.as_slice()) {
        ("CN", [cn]) if name.is_none() && !cn.is_empty() => {
            *name = Some(cn.clone());
            true
        }
        ("SENT-BY", [by]) if sent_by.is_none() => {
            *sent_by = CalendarAddress::parse(by);
            sent_by.is_some()
        }
        ("SCHEDULE-STATUS", values) if schedule_status.is_empty() => {
            *schedule_status = values.to_vec();
            !values.is_empty()
        }
        _ => false,
    }
}

/// SENT-BY and SCHEDULE-STATUS, when set.
fn write_shared(
    out: &mut Vec<Parameter>,
    sent_by: &Option<CalendarAddress>,
    schedule_status: &[String],
) {
    if let Some(by) = sent_by {
        out.push(Parameter::one("SENT-BY", by.as_str()));
    }
    if !schedule_status.is_empty() {
        out.push(Parameter {
            name: "SCHEDULE-STATUS".into(),
            values: schedule_status.to_vec(),
        });
    }
}

fn boolean(text: &str) -> Option<bool> {
    if text.eq_ignore_ascii_case("TRUE") {
        Some(true)
    } else if text.eq_ignore_ascii_case("FALSE") {
        Some(false)
    } else {
        None
    }
}

/// Every value as an address, or `None` when one is not.
fn addresses(values: &[String]) -> Option<Vec<CalendarAddress>> {
    values.iter().map(|v| CalendarAddress::parse(v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Participant {
        Participant::read(Property::parse(line).unwrap()).unwrap()
    }

    #[test]
    fn every_parameter_is_read_or_kept_and_goes_back() {
        let line = "ATTENDEE;X-NUM-GUESTS=0;CN=\"Doe, J.\";CUTYPE=ROOM;ROLE=CHAIR;\
            PARTSTAT=DELEGATED;RSVP=false;DELEGATED-TO=\"mailto:a@x.org\",\"mailto:b@x.org\";\
            DELEGATED-FROM=\"mailto:c@x.org\";SENT-BY=\"mailto:d@x.org\";\
            SCHEDULE-STATUS=\"2.0;Success\",1.2;EMAIL=j@x.org;CN=Again:mailto:j@x.org";
        let Participant::Attendee(a) = read(line) else {
            panic!()
        };
        assert_eq!(a.name.as_deref(), Some("Doe, J."));
        assert_eq!(a.kind, Some(UserKind::Room));
        assert_eq!(a.role(), &Role::Chair);
        assert_eq!(a.status(), &ParticipationStatus::Delegated);
        assert_eq!(a.rsvp, Some(false));
        assert_eq!(a.delegated_to.len(), 2);
        assert_eq!(a.delegated_from[0].as_str(), "mailto:c@x.org");
        assert_eq!(a.sent_by.as_ref().unwrap().as_str(), "mailto:d@x.org");
        assert_eq!(a.schedule_status, ["2.0;Success", "1.2"]);
        let other: Vec<&str> = a.other.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(other, ["X-NUM-GUESTS", "EMAIL", "CN"]);
        let again = read(&Participant::Attendee(a.clone()).property().line());
        assert_eq!(again, Participant::Attendee(a));
    }

    #[test]
    fn absent_is_kept_absent_and_unreadable_values_are_kept_as_written() {
        let Participant::Attendee(a) = read("ATTENDEE;RSVP=MAYBE;SENT-BY=nobody:mailto:j@x.org")
        else {
            panic!()
        };
        assert_eq!(
            (a.status.clone(), a.role.clone(), a.rsvp),
            (None, None, None)
        );
        assert_eq!(a.status(), &ParticipationStatus::NeedsAction);
        assert_eq!(a.role(), &Role::Required);
        assert_eq!(
            Participant::Attendee(a.clone()).property().line(),
            "ATTENDEE;RSVP=MAYBE;SENT-BY=nobody:mailto:j@x.org"
        );
        let Participant::Organizer(o) = read("ORGANIZER;ROLE=CHAIR;CN=Al:MAILTO:al@x.org") else {
            panic!()
        };
        assert_eq!(o.shown(), "Al");
        assert_eq!(
            Participant::Organizer(o).property().line(),
            "ORGANIZER;CN=Al;ROLE=CHAIR:MAILTO:al@x.org"
        );
        assert!(Participant::read(Property::parse("ATTENDEE:nobody").unwrap()).is_none());
        assert!(Participant::read(Property::parse("X-A:mailto:a@x.org").unwrap()).is_none());
    }
}
