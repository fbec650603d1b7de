//! Why something in a file was left out, or read otherwise than written:
//! typed, so that a report says it in the user's language (the texts are
//! Fluent messages `ical-…`), and so that code and tests can tell one
//! reason from another without reading English.

use std::fmt;

use crate::fl;
use crate::model::CustomZoneError;
use crate::recur::RuleError;

/// A count or line number, typed for Fluent (plural rules apply to it).
fn number(n: usize) -> usize {
    n
}

/// `"text"`, quoted as the messages show what a file says.
fn quoted(text: &str) -> String {
    format!("{text:?}")
}

/// Why a value (a date, a date-time, a duration, a period) was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValueError {
    /// `VALUE=X` where a date or a date-time is needed.
    NotATimeType {
        value_type: String,
    },
    NotADateTime {
        text: String,
    },
    /// Not eight digits.
    NotADateLike {
        text: String,
    },
    /// Eight digits that are no day (`20261332`).
    NotADate {
        text: String,
    },
    NotADuration {
        text: String,
    },
    /// Longer than [`crate::model::LONGEST_DAYS`].
    TooLong {
        text: String,
    },
    NotAPeriod {
        text: String,
    },
    /// A period's start and end are of different kinds.
    PeriodKinds {
        text: String,
    },
    PeriodTooLong {
        text: String,
    },
    PeriodBackwards {
        text: String,
    },
    /// A date where the event's start is a date-time, or the reverse.
    MixedKinds,
    /// The time's zone cannot be used.
    Zone(Box<ZoneError>),
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let days = crate::model::LONGEST_DAYS;
        let text = match self {
            ValueError::NotATimeType { value_type } => {
                fl!("ical-not-a-time-type", value_type = value_type.as_str())
            }
            ValueError::NotADateTime { text } => fl!("ical-not-a-date-time", text = quoted(text)),
            ValueError::NotADateLike { text } => fl!("ical-not-a-date-like", text = quoted(text)),
            ValueError::NotADate { text } => fl!("ical-not-a-date", text = quoted(text)),
            ValueError::NotADuration { text } => fl!("ical-not-a-duration", text = quoted(text)),
            ValueError::TooLong { text } => {
                fl!("ical-too-long", text = quoted(text), days = days)
            }
            ValueError::NotAPeriod { text } => fl!("ical-not-a-period", text = quoted(text)),
            ValueError::PeriodKinds { text } => fl!("ical-period-kinds", text = quoted(text)),
            ValueError::PeriodTooLong { text } => {
                fl!("ical-period-too-long", text = quoted(text), days = days)
            }
            ValueError::PeriodBackwards { text } => {
                fl!("ical-period-backwards", text = quoted(text))
            }
            ValueError::MixedKinds => fl!("ical-mixed-kinds"),
            ValueError::Zone(e) => return e.fmt(f),
        };
        f.write_str(&text)
    }
}

impl From<ZoneError> for ValueError {
    fn from(e: ZoneError) -> ValueError {
        ValueError::Zone(Box::new(e))
    }
}

/// Why a TZID could not be resolved to a zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ZoneError {
    /// Not an IANA or Windows name, and the file does not define it.
    Unknown { tzid: String },
    /// The file's VTIMEZONE for it cannot be read.
    Definition {
        tzid: String,
        error: DefinitionError,
    },
    /// The file's VTIMEZONE cannot be kept as a zone of its own.
    Custom {
        tzid: String,
        error: CustomZoneError,
    },
    /// No IANA zone has the VTIMEZONE's rules around that day.
    NoMatch { tzid: String, near: String },
}

impl fmt::Display for ZoneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ZoneError::Unknown { tzid } => fl!("ical-zone-unknown", tzid = quoted(tzid)),
            ZoneError::Definition { tzid, error } => fl!(
                "ical-zone-unreadable",
                tzid = quoted(tzid),
                error = error.to_string()
            ),
            ZoneError::Custom { tzid, error } => fl!(
                "ical-zone-unreadable",
                tzid = quoted(tzid),
                error = error.to_string()
            ),
            ZoneError::NoMatch { tzid, near } => fl!(
                "ical-zone-no-match",
                tzid = quoted(tzid),
                near = near.as_str()
            ),
        };
        f.write_str(&text)
    }
}

/// What is wrong with a VTIMEZONE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DefinitionError {
    /// A STANDARD or DAYLIGHT without a property it needs.
    Missing {
        observance: String,
        property: &'static str,
    },
    /// A TZOFFSETFROM or TZOFFSETTO that is no offset.
    BadOffset { property: &'static str },
    /// An observance's DTSTART.
    Start(Box<ValueError>),
    /// An observance's RRULE.
    Rule(RuleError),
    /// No STANDARD or DAYLIGHT at all.
    NoObservance,
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            DefinitionError::Missing {
                observance,
                property,
            } => fl!(
                "ical-observance-missing",
                observance = observance.as_str(),
                property = property.to_string()
            ),
            DefinitionError::BadOffset { property } => {
                fl!("ical-bad-offset", property = property.to_string())
            }
            DefinitionError::Start(e) => return e.fmt(f),
            DefinitionError::Rule(e) => fl!("ical-observance-rule", error = e.to_string()),
            DefinitionError::NoObservance => fl!("ical-no-observance"),
        };
        f.write_str(&text)
    }
}

/// Why a VALARM was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AlarmError {
    NoTrigger,
    /// An absolute TRIGGER that is not in UTC.
    AbsoluteNotUtc,
    /// A snooze's TRIGGER that is not a UTC time.
    SnoozeNotUtc,
    RepeatNotCount {
        value: String,
    },
    /// DURATION between repeats of zero or less.
    StepNotPositive {
        value: String,
    },
    /// The TRIGGER or DURATION value.
    Value(ValueError),
}

impl fmt::Display for AlarmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            AlarmError::NoTrigger => fl!("ical-alarm-no-trigger"),
            AlarmError::AbsoluteNotUtc => fl!("ical-alarm-absolute-not-utc"),
            AlarmError::SnoozeNotUtc => fl!("ical-alarm-snooze-not-utc"),
            AlarmError::RepeatNotCount { value } => {
                fl!("ical-alarm-repeat-not-count", value = quoted(value))
            }
            AlarmError::StepNotPositive { value } => {
                fl!("ical-alarm-step-not-positive", value = value.as_str())
            }
            AlarmError::Value(e) => return e.fmt(f),
        };
        f.write_str(&text)
    }
}

impl From<ValueError> for AlarmError {
    fn from(e: ValueError) -> AlarmError {
        AlarmError::Value(e)
    }
}

/// What a problem (something left out) or a note (something read
/// otherwise than written) says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    // Content lines.
    /// No `:` and value.
    NoValue {
        text: String,
    },
    NoPropertyName {
        text: String,
    },
    BadParameter {
        name: String,
        text: String,
    },
    NoColon {
        name: String,
        text: String,
    },
    ControlCharacters {
        name: String,
    },
    OrphanContinuation,
    LineTooLong {
        mib: usize,
    },
    /// A bare line read as part of the text property at `line`.
    BareLine {
        property: String,
        line: usize,
    },
    /// Lines read as Windows-1252: the first few listed, and how many.
    Windows1252 {
        lines: Vec<usize>,
        count: usize,
    },
    Utf16,
    // Components.
    NeverEndedClosedBy {
        component: String,
        by: String,
    },
    NeverEnded {
        component: String,
        begun: usize,
    },
    EndWithoutBegin {
        name: String,
    },
    OutsideComponent {
        name: String,
    },
    TooBig {
        component: String,
        mib: usize,
    },
    // The file.
    NotICalendar,
    /// The file could not be read (the system's words).
    CannotRead {
        error: String,
    },
    TooManyZones {
        max: usize,
    },
    SecondMaster {
        uid: String,
    },
    SecondOverride {
        id: String,
    },
    ThisAndFuture {
        error: RuleError,
    },
    // An event.
    CutOff,
    NoStart,
    /// A VEVENT of a METHOD:CANCEL without a UID: it names nothing.
    CancelWithoutUid,
    /// A property whose value could not be read (`DTSTART: …`).
    Value {
        property: String,
        error: ValueError,
    },
    Rule {
        error: RuleError,
    },
    RuleUnsupported {
        error: RuleError,
    },
    RuleBeforeStart {
        error: RuleError,
    },
    MoreThanOneRule,
    /// An RDATE or EXDATE value left out.
    DateLeftOut {
        property: &'static str,
        value: String,
        error: ValueError,
    },
    SequenceNotNumber {
        value: String,
    },
    StatusUnknown {
        value: String,
    },
    SnoozeLeftOut {
        error: AlarmError,
    },
    AlarmLeftOut {
        error: AlarmError,
    },
    InsideEvent {
        component: String,
    },
    UnknownZone {
        property: String,
        tzid: String,
    },
    EndBeforeStart,
    EndKinds,
    EndTooLong,
    DurationNegative,
    // Alarms.
    RepeatWithoutDuration,
    RepeatsKept {
        count: u32,
        max: u32,
    },
    AcknowledgedNotUtc {
        value: String,
    },
    TriggerReadAs {
        written: String,
        read: String,
    },
    // Zones.
    ZoneDefinedFrom {
        tzid: String,
        day: String,
        zone: String,
    },
    ZoneByLocation {
        why: Box<ZoneError>,
        zone: String,
    },
    OwnZone {
        why: Box<ZoneError>,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Reason as R;
        let s = |text: &str| text.to_owned();
        let text = match self {
            R::NoValue { text } => fl!("ical-no-value", text = quoted(text)),
            R::NoPropertyName { text } => fl!("ical-no-property-name", text = quoted(text)),
            R::BadParameter { name, text } => {
                fl!("ical-bad-parameter", name = s(name), text = quoted(text))
            }
            R::NoColon { name, text } => fl!("ical-no-colon", name = s(name), text = quoted(text)),
            R::ControlCharacters { name } => fl!("ical-control-characters", name = s(name)),
            R::OrphanContinuation => fl!("ical-orphan-continuation"),
            R::LineTooLong { mib } => fl!("ical-line-too-long", mib = mib.to_string()),
            R::BareLine { property, line } => {
                fl!(
                    "ical-bare-line",
                    property = s(property),
                    line = number(*line)
                )
            }
            R::Windows1252 { lines, count } => {
                let listed: Vec<String> = lines.iter().map(usize::to_string).collect();
                let more = if *count > lines.len() { ", …" } else { "" };
                fl!(
                    "ical-windows-1252",
                    count = number(*count),
                    lines = format!("{}{more}", listed.join(", "))
                )
            }
            R::Utf16 => fl!("ical-utf16"),
            R::NeverEndedClosedBy { component, by } => fl!(
                "ical-never-ended-closed-by",
                component = s(component),
                by = s(by)
            ),
            R::NeverEnded { component, begun } => {
                fl!(
                    "ical-never-ended",
                    component = s(component),
                    begun = number(*begun)
                )
            }
            R::EndWithoutBegin { name } => fl!("ical-end-without-begin", name = s(name)),
            R::OutsideComponent { name } => fl!("ical-outside-component", name = s(name)),
            R::TooBig { component, mib } => {
                fl!("ical-too-big", component = s(component), mib = number(*mib))
            }
            R::NotICalendar => fl!("ical-not-icalendar"),
            R::CannotRead { error } => fl!("ical-cannot-read", error = s(error)),
            R::TooManyZones { max } => fl!("ical-too-many-zones", max = number(*max)),
            R::SecondMaster { uid } => fl!("ical-second-master", uid = s(uid)),
            R::SecondOverride { id } => fl!("ical-second-override", id = s(id)),
            R::ThisAndFuture { error } => fl!("ical-this-and-future", error = error.to_string()),
            R::CutOff => fl!("ical-cut-off"),
            R::NoStart => fl!("ical-no-start"),
            R::CancelWithoutUid => fl!("ical-cancel-without-uid"),
            R::Value { property, error } => {
                fl!(
                    "ical-value",
                    property = s(property),
                    error = error.to_string()
                )
            }
            R::Rule { error } => fl!("ical-rule", error = error.to_string()),
            R::RuleUnsupported { error } => {
                fl!("ical-rule-unsupported", error = error.to_string())
            }
            R::RuleBeforeStart { error } => {
                fl!("ical-rule-before-start", error = error.to_string())
            }
            R::MoreThanOneRule => fl!("ical-more-than-one-rule"),
            R::DateLeftOut {
                property,
                value,
                error,
            } => fl!(
                "ical-date-left-out",
                property = property.to_string(),
                value = quoted(value),
                error = error.to_string()
            ),
            R::SequenceNotNumber { value } => {
                fl!("ical-sequence-not-number", value = quoted(value))
            }
            R::StatusUnknown { value } => fl!("ical-status-unknown", value = quoted(value)),
            R::SnoozeLeftOut { error } => fl!("ical-snooze-left-out", error = error.to_string()),
            R::AlarmLeftOut { error } => fl!("ical-alarm-left-out", error = error.to_string()),
            R::InsideEvent { component } => fl!("ical-inside-event", component = s(component)),
            R::UnknownZone { property, tzid } => fl!(
                "ical-unknown-zone",
                property = s(property),
                tzid = quoted(tzid)
            ),
            R::EndBeforeStart => fl!("ical-end-before-start"),
            R::EndKinds => fl!("ical-end-kinds"),
            R::EndTooLong => fl!("ical-end-too-long", days = crate::model::LONGEST_DAYS),
            R::DurationNegative => fl!("ical-duration-negative"),
            R::RepeatWithoutDuration => fl!("ical-repeat-without-duration"),
            R::RepeatsKept { count, max } => {
                fl!(
                    "ical-repeats-kept",
                    count = number(*count as usize),
                    max = number(*max as usize)
                )
            }
            R::AcknowledgedNotUtc { value } => {
                fl!("ical-acknowledged-not-utc", value = quoted(value))
            }
            R::TriggerReadAs { written, read } => {
                fl!("ical-trigger-read-as", written = s(written), read = s(read))
            }
            R::ZoneDefinedFrom { tzid, day, zone } => fl!(
                "ical-zone-defined-from",
                tzid = quoted(tzid),
                day = s(day),
                zone = s(zone)
            ),
            R::ZoneByLocation { why, zone } => {
                fl!(
                    "ical-zone-by-location",
                    why = why.to_string(),
                    zone = s(zone)
                )
            }
            R::OwnZone { why } => fl!("ical-own-zone", why = why.to_string()),
        };
        f.write_str(&text)
    }
}
