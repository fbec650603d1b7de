//! One occurrence in words, for the details panel: when (and when on the
//! event's own clock, if that is another zone), how it repeats, its
//! reminders, place and notes.
//!
//! Built here from plain data, like every other word a view shows, so the
//! window only reads the event and hands it over.

use crate::fl;
use chrono::{Days, NaiveTime};
use chrono_tz::Tz;

use super::{describe_rule, describe_time, Item, Locale, Span};
use crate::model::{Calendar, Event, EventTime, Identity, OccurrenceRef, OccurrenceTime};
use crate::recur::RRule;

/// One occurrence, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventDetails {
    pub what: OccurrenceRef,
    pub title: String,
    pub when: String,
    /// The time on the event's own clock, when its zone differs from the
    /// viewer's: "09:00 – 10:00 Sydney time".
    pub own_time: Option<String>,
    /// The repetition in words, for recurring events.
    pub repeats: Option<String>,
    pub reminders: Vec<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub calendar: String,
    pub color: String,
    /// Whether the event repeats (a delete then asks which occurrences).
    pub recurring: bool,
    /// It comes from a subscription's feed: no Edit or Delete, and why.
    pub read_only: bool,
    /// It is a conflict copy: this device's version of an event changed
    /// here and on the server at once.
    pub conflict: bool,
    /// What the two versions of a conflict differ in ("the time", "the
    /// place"), on the copy and on the server's version alike.
    pub differs: Vec<String>,
    /// The server's version of a conflict: its copy, to show.
    pub copy: Option<OccurrenceRef>,
    /// Who organises it and who comes, for a meeting.
    pub meeting: Option<super::MeetingDetails>,
    /// Its organiser cancelled it (STATUS:CANCELLED): said, and removing
    /// it is what is offered.
    pub cancelled: bool,
}

/// What the words of one occurrence are made from: plain data, read by
/// the caller (the window has the calendars and subscriptions loaded).
pub struct DetailsSource<'a> {
    /// The occurrence.
    pub what: &'a OccurrenceRef,
    /// Its event.
    pub event: &'a Event,
    /// The event's calendar, if it still has one.
    pub calendar: Option<&'a Calendar>,
    /// The calendar is a subscription's (read-only).
    pub read_only: bool,
    /// The event is a conflict copy.
    pub conflict: bool,
    /// The other version of a conflict: the server's, for a copy; the
    /// copy, for the server's version.
    pub other_version: Option<&'a Event>,
    /// The occurrence as laid out, when it is on screen; otherwise its time
    /// is worked out from the event (an Open from a notification for a day
    /// not shown yet).
    pub item: Option<&'a Item>,
    /// Who I am in the event's calendar (for a meeting).
    pub identity: &'a Identity,
    /// The calendar's server delivers invitations and answers itself.
    pub delivers: bool,
}

/// One occurrence in words, for the details panel, for a viewer in
/// `viewer`.
pub fn event_details(source: DetailsSource<'_>, viewer: Tz, locale: &Locale) -> EventDetails {
    let DetailsSource {
        what,
        event,
        calendar,
        read_only,
        conflict,
        other_version,
        item,
        identity,
        delivers,
    } = source;
    let own = event
        .overrides
        .iter()
        .find(|o| o.recurrence_id == what.recurrence_id)
        .map(|o| o.details.clone())
        .unwrap_or_default();
    let when = match item.map(|i| i.span) {
        Some(Span::AllDay { first, last }) => describe_time(
            first.and_time(NaiveTime::MIN),
            (last + Days::new(1)).and_time(NaiveTime::MIN),
            true,
            locale,
        ),
        Some(Span::Timed { start, end }) => describe_time(start, end, false, locale),
        None => {
            let (start, duration) = event.occurrence_time(what.recurrence_id);
            let begin = start.resolve();
            let end = begin.plus(duration);
            let local = |t: OccurrenceTime| match t {
                OccurrenceTime::Floating(l) => l,
                other => other
                    .instant_in(viewer)
                    .with_timezone(&viewer)
                    .naive_local(),
            };
            describe_time(
                local(begin),
                local(end),
                matches!(start, EventTime::AllDay(_)),
                locale,
            )
        }
    };
    let own_time = own_time(event, what, viewer, locale);
    let repeats = event
        .rrule
        .as_deref()
        .map(|text| match text.parse::<RRule>() {
            Ok(rule) => describe_rule(&rule, &event.start),
            // Stored rules were validated; one that no longer parses is
            // still a repetition, named as the unknown kind.
            Err(_) => super::custom(),
        });
    let repeats = match (repeats, event.rdates.is_empty()) {
        (Some(r), true) => Some(r),
        (Some(r), false) => Some(fl!(
            "details-and-more-dates",
            rule = r,
            count = event.rdates.len()
        )),
        (None, false) => Some(fl!("details-more-dates", count = event.rdates.len())),
        (None, true) => None,
    };
    let defaults = calendar.map_or(&[][..], |c| c.default_reminders.for_start(&event.start));
    EventDetails {
        what: what.clone(),
        title: own.summary.unwrap_or_else(|| event.summary.clone()),
        when,
        own_time,
        repeats,
        reminders: event
            .reminders
            .effective(defaults)
            .iter()
            .map(|r| super::describe_reminder_for(r, event.start.is_all_day(), viewer, locale))
            .collect(),
        location: own
            .location
            .or_else(|| event.location.clone())
            .filter(|l| !l.trim().is_empty()),
        notes: own
            .description
            .or_else(|| event.description.clone())
            .filter(|n| !n.trim().is_empty()),
        calendar: calendar.map(|c| c.name.clone()).unwrap_or_default(),
        color: calendar.map(|c| c.color.clone()).unwrap_or_default(),
        recurring: event.is_recurring(),
        cancelled: event.status == Some(crate::model::EventStatus::Cancelled),
        read_only,
        conflict,
        differs: other_version.map_or_else(Vec::new, |other| differences(event, other, defaults)),
        // The copy's first occurrence: a copy is of one event, not of a
        // day.
        copy: other_version
            .filter(|_| !conflict)
            .map(|copy| OccurrenceRef {
                uid: copy.uid.clone(),
                recurrence_id: crate::model::RecurrenceId::from_event_time(&copy.start),
            }),
        meeting: {
            // An occurrence's own people, also of an invitation to one
            // occurrence (an event whose only occurrence is overridden).
            let mut meeting = super::meeting_details(
                event.meeting_at(Some(what.recurrence_id)),
                identity,
                delivers,
            );
            // The organiser cancelled it: nothing to answer (the store
            // refuses an answer too).
            if event.status == Some(crate::model::EventStatus::Cancelled) {
                if let Some(m) = &mut meeting {
                    m.mine = None;
                }
            }
            meeting
        },
    }
}

/// What two versions of an event differ in, in words, in the order the
/// panel lists them. Reminders are compared as they remind, with the
/// calendar's `defaults`: the calendar's none and an explicit none are
/// the same silence.
fn differences(a: &Event, b: &Event, defaults: &[crate::model::Reminder]) -> Vec<String> {
    use crate::model::conflict::unmarked_title;
    let mut out = Vec::new();
    if unmarked_title(&a.summary) != unmarked_title(&b.summary) {
        out.push(fl!("details-part-title"));
    }
    if a.start != b.start || a.duration != b.duration {
        out.push(fl!("details-part-time"));
    }
    let blank = |t: &Option<String>| {
        t.as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
    };
    if blank(&a.location) != blank(&b.location) {
        out.push(fl!("details-part-place"));
    }
    if blank(&a.description) != blank(&b.description) {
        out.push(fl!("details-part-notes"));
    }
    if a.rrule != b.rrule || a.rdates != b.rdates || a.exdates != b.exdates {
        out.push(fl!("details-part-repeat"));
    }
    let reminding = |e: &Event| -> std::collections::HashSet<crate::model::Reminder> {
        e.reminders.effective(defaults).into_iter().collect()
    };
    if reminding(a) != reminding(b) {
        out.push(fl!("details-part-reminders"));
    }
    out
}

/// The occurrence on its event's own clock, when that is another zone
/// with another offset than the viewer's at the time: "Tue, Nov 24, 09:00 –
/// 10:00 Sydney time" (the day only when it is not the viewer's day).
fn own_time(event: &Event, what: &OccurrenceRef, viewer: Tz, locale: &Locale) -> Option<String> {
    let zone = event.start.zone()?;
    // A time in UTC is an instant, not somebody's clock: feeds write their
    // times so, and "14:30 – 16:30 UTC time" would only repeat the line
    // above in another form.
    let universal = zone.iana().is_some_and(|z| {
        matches!(
            z.name(),
            "UTC"
                | "Etc/UTC"
                | "UCT"
                | "Etc/UCT"
                | "Universal"
                | "Etc/Universal"
                | "Zulu"
                | "Etc/Zulu"
                | "GMT"
                | "Etc/GMT"
                | "GMT0"
                | "Etc/GMT0"
                | "Etc/GMT+0"
                | "Etc/GMT-0"
                | "GMT+0"
                | "GMT-0"
                | "Greenwich"
                | "Etc/Greenwich"
        )
    });
    if universal {
        return None;
    }
    let (start, duration) = event.occurrence_time(what.recurrence_id);
    let Clocks {
        there,
        here,
        there_end: end,
        ..
    } = clocks(&start, &duration, zone, viewer)?;
    let place = zone
        .name()
        .rsplit('/')
        .next()
        .unwrap_or("")
        .replace('_', " ");
    let place = if place.is_empty() || zone.iana().is_none() {
        zone.name().to_owned()
    } else {
        place
    };
    let day = if there.date_naive() == here.date_naive() {
        String::new()
    } else {
        locale.day(there.date_naive(), here.date_naive())
    };
    let (start, end) = (locale.time(there.time()), locale.time(end.time()));
    Some(if day.is_empty() {
        fl!("details-own-time", start = start, end = end, place = place)
    } else {
        fl!(
            "details-own-time-day",
            date = day,
            start = start,
            end = end,
            place = place
        )
    })
}

/// A time on its own zone's clock and on the viewer's, start and end.
struct Clocks {
    there: chrono::DateTime<crate::model::Zone>,
    there_end: chrono::DateTime<crate::model::Zone>,
    here: chrono::DateTime<Tz>,
    here_end: chrono::DateTime<Tz>,
}

/// `start` (lasting `duration`) on `zone`'s clock and the viewer's, when
/// `zone` is not the viewer's and has another offset at the time; else
/// `None` (one clock says it all).
fn clocks(
    start: &crate::model::EventTime,
    duration: &crate::model::EventDuration,
    zone: crate::model::Zone,
    viewer: Tz,
) -> Option<Clocks> {
    use chrono::Offset;
    if zone.iana() == Some(viewer) {
        return None;
    }
    let begin = start.resolve();
    let (from, to) = (
        begin.instant_in(viewer),
        begin.plus(*duration).instant_in(viewer),
    );
    let clocks = Clocks {
        there: from.with_timezone(&zone),
        there_end: to.with_timezone(&zone),
        here: from.with_timezone(&viewer),
        here_end: to.with_timezone(&viewer),
    };
    (clocks.there.offset().fix() != clocks.here.offset().fix()).then_some(clocks)
}

/// A time being edited on the viewer's clock, when its zone has another
/// offset than the viewer's then: "17:00 – 18:00 your time (Asia/Tokyo)",
/// with the day when it is another (the editor shows both times).
pub fn on_viewers_clock(
    start: &crate::model::EventTime,
    duration: &crate::model::EventDuration,
    viewer: Tz,
    locale: &Locale,
) -> Option<String> {
    let Clocks {
        there,
        here,
        here_end: end,
        ..
    } = clocks(start, duration, start.zone()?, viewer)?;
    let (start, end) = (locale.time(here.time()), locale.time(end.time()));
    let zone = viewer.name();
    Some(if there.date_naive() == here.date_naive() {
        fl!("editor-your-time", start = start, end = end, zone = zone)
    } else {
        let date = locale.day(here.date_naive(), there.date_naive());
        fl!(
            "editor-your-time-day",
            date = date,
            start = start,
            end = end,
            zone = zone
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{CalendarId, EventDuration, RecurrenceId, Reminder};
    use chrono::{Duration, NaiveDate, TimeZone};

    #[test]
    fn a_time_in_another_zone_is_also_on_the_viewers_clock() {
        crate::i18n::choose(Some("en-US"));
        let local = NaiveDate::from_ymd_opt(2026, 11, 24)
            .unwrap()
            .and_hms_opt(9, 0, 0)
            .unwrap();
        let sydney = EventTime::Zoned {
            local,
            tz: chrono_tz::Australia::Sydney.into(),
        };
        let hour = EventDuration::Exact(Duration::hours(1));
        let locale = Locale::default();
        // 09:00 in Sydney is 23:00 the day before in Berlin.
        assert_eq!(
            on_viewers_clock(&sydney, &hour, chrono_tz::Europe::Berlin, &locale).as_deref(),
            Some("Mon, Nov 23, 23:00 – 00:00 your time (Europe/Berlin)")
        );
        assert_eq!(
            on_viewers_clock(&sydney, &hour, chrono_tz::Australia::Sydney, &locale),
            None
        );
        // Brisbane keeps Sydney's winter offset: in November it differs.
        let brisbane = on_viewers_clock(&sydney, &hour, chrono_tz::Australia::Brisbane, &locale);
        assert_eq!(
            brisbane.as_deref(),
            Some("08:00 – 09:00 your time (Australia/Brisbane)")
        );
    }

    #[test]
    fn the_calendars_none_and_an_explicit_none_are_no_difference() {
        crate::i18n::choose(Some("en-US"));
        let start = EventTime::Utc(chrono::Utc.with_ymd_and_hms(2026, 11, 24, 9, 0, 0).unwrap());
        let mine = Event::new(
            "c@x",
            "Call",
            start,
            EventDuration::Exact(Duration::hours(1)),
        );
        let mut theirs = mine.clone();
        theirs.reminders = crate::model::Reminders::Own(Vec::new());
        assert!(differences(&mine, &theirs, &[]).is_empty());
        // Where the calendar reminds, one side reminds and the other not.
        let ten = [Reminder::Before(Duration::minutes(10))];
        assert_eq!(differences(&mine, &theirs, &ten), ["the reminders"]);
        // The calendar's ten minutes and an own ten minutes remind alike.
        theirs.reminders = crate::model::Reminders::Own(ten.to_vec());
        assert!(differences(&mine, &theirs, &ten).is_empty());
    }

    #[test]
    fn a_weekly_sydney_meeting_in_words_for_a_viewer_in_berlin() {
        crate::i18n::choose(Some("en-US"));
        let local = NaiveDate::from_ymd_opt(2026, 11, 24)
            .unwrap()
            .and_hms_opt(9, 0, 0)
            .unwrap();
        let sydney = chrono_tz::Australia::Sydney;
        let start = EventTime::Zoned {
            local,
            tz: sydney.into(),
        };
        let mut event = Event::new(
            "m@x",
            "Stand-up",
            start,
            EventDuration::Exact(Duration::hours(1)),
        );
        event.rrule = Some("FREQ=WEEKLY".into());
        event.location = Some("  ".into());
        let calendar = Calendar {
            id: CalendarId(1),
            name: "Work".into(),
            color: "#3584e4".into(),
            visible: true,
            default_reminders: crate::model::DefaultReminders {
                timed: vec![Reminder::Before(Duration::minutes(10))],
                all_day: Vec::new(),
            },
        };
        let what = OccurrenceRef {
            uid: "m@x".into(),
            recurrence_id: RecurrenceId::from_event_time(&start),
        };
        let source = DetailsSource {
            what: &what,
            event: &event,
            calendar: Some(&calendar),
            read_only: true,
            conflict: false,
            other_version: None,
            item: None,
            identity: &Identity::default(),
            delivers: false,
        };
        let d = event_details(source, chrono_tz::Europe::Berlin, &Locale::default());
        // 09:00 in Sydney (UTC+11) is 23:00 the day before in Berlin.
        assert!(d.when.contains("23:00"), "{}", d.when);
        let own = d.own_time.expect("another zone, another offset");
        assert!(own.contains("09:00") && own.contains("Sydney"), "{own}");
        assert!(d.repeats.is_some() && d.recurring);
        assert_eq!(d.reminders.len(), 1, "the calendar's default");
        assert_eq!(d.location, None, "a blank place is no place");
        assert_eq!((d.calendar.as_str(), d.read_only), ("Work", true));
    }

    #[test]
    fn a_cancelled_meeting_offers_no_answer() {
        crate::i18n::choose(Some("en-US"));
        let start = EventTime::Utc(chrono::Utc.with_ymd_and_hms(2027, 3, 1, 10, 0, 0).unwrap());
        let mut event = Event::new(
            "m@x",
            "Review",
            start,
            EventDuration::Exact(Duration::hours(1)),
        );
        (event.meeting, _) = crate::model::Meeting::from_lines([
            "ORGANIZER:mailto:gina@example.org",
            "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:me@example.org",
        ]);
        let me = Identity {
            addresses: vec![crate::model::CalendarAddress::parse("me@example.org").unwrap()],
        };
        let what = OccurrenceRef {
            uid: "m@x".into(),
            recurrence_id: RecurrenceId::from_event_time(&start),
        };
        let details = |event: &Event| {
            let source = DetailsSource {
                what: &what,
                event,
                calendar: None,
                read_only: false,
                conflict: false,
                other_version: None,
                item: None,
                identity: &me,
                delivers: true,
            };
            event_details(source, chrono_tz::UTC, &Locale::default())
        };
        let live = details(&event);
        assert!(live.meeting.expect("a meeting").mine.is_some());
        event.status = Some(crate::model::EventStatus::Cancelled);
        let cancelled = details(&event);
        assert!(cancelled.cancelled);
        let meeting = cancelled.meeting.expect("still shows its people");
        assert_eq!(meeting.mine, None, "no Accept, Maybe or Decline");
    }

    #[test]
    fn a_feeds_utc_time_gets_no_line_of_its_own() {
        crate::i18n::choose(Some("en-US"));
        let instant = chrono::Utc
            .with_ymd_and_hms(2026, 11, 24, 14, 30, 0)
            .unwrap();
        for start in [
            EventTime::Utc(instant),
            EventTime::Zoned {
                local: instant.naive_utc(),
                tz: chrono_tz::Etc::UTC.into(),
            },
        ] {
            let event = Event::new(
                "feed@x",
                "Launch",
                start,
                EventDuration::Exact(Duration::hours(2)),
            );
            let what = OccurrenceRef {
                uid: "feed@x".into(),
                recurrence_id: RecurrenceId::from_event_time(&start),
            };
            let source = DetailsSource {
                what: &what,
                event: &event,
                calendar: None,
                read_only: true,
                conflict: false,
                other_version: None,
                item: None,
                identity: &Identity::default(),
                delivers: false,
            };
            let d = event_details(source, chrono_tz::Europe::Berlin, &Locale::default());
            assert!(d.when.contains("15:30"), "{}", d.when);
            assert_eq!(d.own_time, None, "{start:?}");
        }
    }
}
