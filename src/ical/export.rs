//! Events → an iCalendar file that other calendars read back.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use std::collections::HashMap;
use std::fmt::Write as _;

use super::values::{escape, param_value};
use crate::model::{
    CustomZone, Event, EventDuration, EventTime, OverrideChange, RecurrenceId, Reminder, Reminders,
    Transparency, Zone, ZoneTable,
};

/// An event to write, with the versioning iCalendar carries.
#[derive(Debug, Clone, Copy)]
pub struct ExportEvent<'a> {
    pub event: &'a Event,
    pub sequence: u32,
    pub created: DateTime<Utc>,
    pub modified: DateTime<Utc>,
}

/// Years after the last bounded date (or today) that a VTIMEZONE covers for
/// series that never end.
const OPEN_ENDED_YEARS: i32 = 20;

/// The whole file: VCALENDAR, a VTIMEZONE per zone used, the events and
/// their overrides. `today` bounds the zone definitions of open-ended series.
pub fn export(events: &[ExportEvent<'_>], today: NaiveDate) -> String {
    write(events, today, true, false)
}

/// Like [`export`], with each series after its occurrences of their own:
/// for a copy of someone else's meeting written to a scheduling server
/// that reads my answer from my last ATTENDEE line (DAViCal 1.1), so that
/// the organiser's copy gets my answer to the series, not to whichever
/// occurrence came last. The order of components means nothing in
/// iCalendar (RFC 5545 §3.6).
pub fn export_series_last(events: &[ExportEvent<'_>], today: NaiveDate) -> String {
    write(events, today, true, true)
}

/// Like [`export`], but with a VTIMEZONE only for zones a file defined
/// for itself: IANA zones are named by their TZID alone, which Kairos reads
/// back by name. For comparing events (sync's normal form), where
/// generating decades of transitions per event would cost more than the
/// rest of the work.
pub fn export_compact(events: &[ExportEvent<'_>], today: NaiveDate) -> String {
    write(events, today, false, false)
}

fn write(
    events: &[ExportEvent<'_>],
    today: NaiveDate,
    iana_zones: bool,
    series_last: bool,
) -> String {
    let mut out = Writer::default();
    out.line("BEGIN:VCALENDAR");
    out.line("VERSION:2.0");
    out.line(&format!(
        "PRODID:-//Kairos//Kairos {}//EN",
        env!("CARGO_PKG_VERSION")
    ));
    out.line("CALSCALE:GREGORIAN");
    let zones = zones_used(events, today);
    out.tzids = tzids(zones.keys());
    let mut listed: Vec<_> = zones.into_iter().collect();
    listed.sort_by(|(a, _), (b, _)| out.tzid(a).cmp(out.tzid(b)));
    for (zone, (first, last)) in listed {
        match zone.definition() {
            Some(own) => own_vtimezone(&mut out, own, zone),
            None if iana_zones => vtimezone(&mut out, zone, first, last),
            None => {}
        }
    }
    for e in events {
        vevent(&mut out, e, series_last);
    }
    out.line("END:VCALENDAR");
    out.text
}

/// Each zone used, with the years it must cover.
fn zones_used(events: &[ExportEvent<'_>], today: NaiveDate) -> HashMap<Zone, (i32, i32)> {
    let mut zones: HashMap<Zone, (i32, i32)> = HashMap::new();
    let mut note = |t: &EventTime, open: bool| {
        if let EventTime::Zoned { local, tz } = t {
            let year = local.year();
            let last = if open {
                today.year().max(year) + OPEN_ENDED_YEARS
            } else {
                year + 1
            };
            let span = zones.entry(*tz).or_insert((year, last));
            span.0 = span.0.min(year);
            span.1 = span.1.max(last);
        }
    };
    for e in events {
        let ev = e.event;
        let open = ev.rrule.as_deref().is_some_and(|r| {
            let upper = r.to_ascii_uppercase();
            !upper.contains("UNTIL=") && !upper.contains("COUNT=")
        });
        note(&ev.start, open);
        if let (Some(until), EventTime::Zoned { tz, .. }) = (until_year(ev), ev.start) {
            let local = NaiveDate::from_ymd_opt(until, 1, 1)
                .and_then(|d| d.and_hms_opt(0, 0, 0))
                .unwrap_or_default();
            note(&EventTime::Zoned { local, tz }, false);
        }
        for r in &ev.rdates {
            note(&r.start, false);
        }
        for x in &ev.exdates {
            note(x, false);
        }
        for o in &ev.overrides {
            if let OverrideChange::Moved { start, .. } = &o.change {
                note(start, false);
            }
        }
    }
    zones.retain(|zone, _| !zone.is_utc());
    zones
}

/// The TZID each zone is written with: its name, unless two zones a file
/// defined for itself share one (two files, each with its own "Custom"),
/// when each gets its key's hash added, so that a TZID names one
/// definition.
fn tzids<'z>(zones: impl Iterator<Item = &'z Zone>) -> HashMap<Zone, String> {
    let zones: Vec<Zone> = zones.copied().collect();
    let mut by_name: HashMap<&str, usize> = HashMap::new();
    for z in &zones {
        *by_name.entry(z.name()).or_default() += 1;
    }
    zones
        .iter()
        .map(|z| {
            let name = match z.definition() {
                Some(own) if by_name[z.name()] > 1 => own.key().to_owned(),
                _ => z.name().to_owned(),
            };
            (*z, name)
        })
        .collect()
}

/// A zone the file it came from defined: that definition, as written
/// (only its TZID changed where [`tzids`] had to).
fn own_vtimezone(out: &mut Writer, own: &CustomZone, zone: Zone) {
    let tzid = out.tzid(&zone).to_owned();
    for line in own.definition().lines() {
        let name = line.split([':', ';']).next().unwrap_or("");
        if name.eq_ignore_ascii_case("TZID") {
            out.line(&format!("TZID:{}", escape(&tzid)));
        } else {
            out.line(line);
        }
    }
}

fn until_year(e: &Event) -> Option<i32> {
    let rule: crate::recur::RRule = e.rrule.as_deref()?.parse().ok()?;
    Some(match rule.until? {
        crate::recur::Until::Date(d) => d.year(),
        crate::recur::Until::Local(t) => t.year(),
        crate::recur::Until::Utc(t) => t.year(),
    })
}

/// A VTIMEZONE from the tz database: one observance per offset change in
/// the years `first..=last`, each with its exact onset.
fn vtimezone(out: &mut Writer, tz: Zone, first: i32, last: i32) {
    let year_start = |y: i32| {
        NaiveDate::from_ymd_opt(y, 1, 1)
            .map(|d| {
                d.and_hms_opt(0, 0, 0)
                    .unwrap_or_default()
                    .and_utc()
                    .timestamp()
            })
            .unwrap_or(0)
    };
    let table = ZoneTable::of(tz);
    let (initial, changes) = table.transitions(year_start(first - 1), year_start(last + 1));
    out.line("BEGIN:VTIMEZONE");
    out.line(&format!("TZID:{}", escape(out.tzid(&tz))));
    for t in std::iter::once(&initial).chain(&changes) {
        let kind = if t.dst { "DAYLIGHT" } else { "STANDARD" };
        // DTSTART of an observance is local time in the offset before it.
        let local = DateTime::from_timestamp(t.utc + i64::from(t.from), 0)
            .unwrap_or_default()
            .naive_utc();
        out.line(&format!("BEGIN:{kind}"));
        out.line(&format!("DTSTART:{}", local.format("%Y%m%dT%H%M%S")));
        out.line(&format!("TZOFFSETFROM:{}", offset(t.from)));
        out.line(&format!("TZOFFSETTO:{}", offset(t.to)));
        if let Some(name) = &t.name {
            out.line(&format!("TZNAME:{}", escape(name)));
        }
        out.line(&format!("END:{kind}"));
    }
    out.line("END:VTIMEZONE");
}

fn offset(secs: i32) -> String {
    let sign = if secs < 0 { '-' } else { '+' };
    let a = secs.abs();
    if a % 60 == 0 {
        format!("{sign}{:02}{:02}", a / 3600, a % 3600 / 60)
    } else {
        format!("{sign}{:02}{:02}{:02}", a / 3600, a % 3600 / 60, a % 60)
    }
}

/// `;TZID=…:20261123T090000`, `:20261123T080000Z`, `;VALUE=DATE:20261123`.
fn time_value(out: &Writer, t: &EventTime) -> String {
    match t {
        // UTC by another name: a UTC instant, with no TZID.
        EventTime::Zoned { local, tz } if tz.is_utc() => {
            format!(":{}", local.format("%Y%m%dT%H%M%SZ"))
        }
        EventTime::Zoned { local, tz } => format!(
            ";TZID={}:{}",
            param_value(out.tzid(tz)),
            local.format("%Y%m%dT%H%M%S")
        ),
        EventTime::Utc(u) => format!(":{}", u.format("%Y%m%dT%H%M%SZ")),
        EventTime::Floating(l) => format!(":{}", l.format("%Y%m%dT%H%M%S")),
        EventTime::AllDay(d) => format!(";VALUE=DATE:{}", d.format("%Y%m%d")),
    }
}

fn stamp(t: DateTime<Utc>) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

/// `PT1H30M`, `P2D`.
fn duration_value(d: EventDuration) -> String {
    match d {
        EventDuration::Days(n) => format!("P{n}D"),
        EventDuration::Exact(d) => {
            let secs = d.num_seconds();
            let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
            let mut text = String::from("PT");
            if h > 0 {
                let _ = write!(text, "{h}H");
            }
            if m > 0 {
                let _ = write!(text, "{m}M");
            }
            if s > 0 || (h == 0 && m == 0) {
                let _ = write!(text, "{s}S");
            }
            text
        }
    }
}

/// DTEND when it can be written exactly (same zone, whole days, a year
/// iCalendar can write: 9999 at most), else DURATION.
fn end_line(start: &EventTime, duration: EventDuration) -> String {
    use chrono::Datelike;
    match (start, duration) {
        (EventTime::AllDay(d), EventDuration::Days(n)) => {
            match d.checked_add_days(chrono::Days::new(u64::from(n))) {
                Some(end) if end.year() <= 9999 => {
                    format!("DTEND;VALUE=DATE:{}", end.format("%Y%m%d"))
                }
                _ => format!("DURATION:{}", duration_value(duration)),
            }
        }
        (EventTime::Utc(u), EventDuration::Exact(d)) => match u.checked_add_signed(d) {
            Some(end) if end.year() <= 9999 => {
                format!("DTEND:{}", end.format("%Y%m%dT%H%M%SZ"))
            }
            _ => format!("DURATION:{}", duration_value(duration)),
        },
        (_, d) => format!("DURATION:{}", duration_value(d)),
    }
}

fn rid_value(out: &Writer, id: &RecurrenceId, start: &EventTime) -> String {
    time_value(out, &id.to_event_time(start))
}

/// The event's components: the series, then its occurrences of their
/// own; or those first, where `series_last`.
fn vevent(out: &mut Writer, e: &ExportEvent<'_>, series_last: bool) {
    if series_last {
        occurrences(out, e);
        series(out, e);
    } else {
        series(out, e);
        occurrences(out, e);
    }
}

fn series(out: &mut Writer, e: &ExportEvent<'_>) {
    let ev = e.event;
    out.line("BEGIN:VEVENT");
    out.line(&format!("UID:{}", ev.uid));
    out.line(&format!("DTSTAMP:{}", stamp(e.modified)));
    out.line(&format!("CREATED:{}", stamp(e.created)));
    out.line(&format!("LAST-MODIFIED:{}", stamp(e.modified)));
    out.line(&format!("SEQUENCE:{}", e.sequence));
    out.line(&format!("DTSTART{}", time_value(out, &ev.start)));
    out.line(&end_line(&ev.start, ev.duration));
    if let Some(rule) = &ev.rrule {
        out.line(&format!("RRULE:{rule}"));
    }
    for r in &ev.rdates {
        match r.duration {
            Some(EventDuration::Exact(d)) if !r.start.is_all_day() => {
                let written = time_value(out, &r.start);
                let (params, value) = split_value(&written);
                out.line(&format!(
                    "RDATE;VALUE=PERIOD{params}:{value}/{}",
                    duration_value(EventDuration::Exact(d))
                ));
            }
            _ => out.line(&format!("RDATE{}", time_value(out, &r.start))),
        }
    }
    let cancelled = ev
        .overrides
        .iter()
        .filter(|o| matches!(o.change, OverrideChange::Cancelled))
        .map(|o| o.recurrence_id.to_event_time(&ev.start));
    for x in ev.exdates.iter().copied().chain(cancelled) {
        out.line(&format!("EXDATE{}", time_value(out, &x)));
    }
    texts(
        out,
        ev,
        &ev.summary,
        ev.description.as_deref(),
        ev.location.as_deref(),
    );
    alarms(out, ev, true);
    ev.meeting.lines().iter().for_each(|line| out.line(line));
    for line in &ev.extra_properties {
        out.line(line);
    }
    out.line("END:VEVENT");
}

fn occurrences(out: &mut Writer, e: &ExportEvent<'_>) {
    let ev = e.event;
    for o in &ev.overrides {
        let OverrideChange::Moved { start, duration } = &o.change else {
            continue;
        };
        out.line("BEGIN:VEVENT");
        out.line(&format!("UID:{}", ev.uid));
        out.line(&format!("DTSTAMP:{}", stamp(e.modified)));
        out.line(&format!("SEQUENCE:{}", e.sequence));
        out.line(&format!(
            "RECURRENCE-ID{}",
            rid_value(out, &o.recurrence_id, &ev.start)
        ));
        out.line(&format!("DTSTART{}", time_value(out, start)));
        out.line(&end_line(start, *duration));
        let summary = o.details.summary.as_deref().unwrap_or(&ev.summary);
        let description = o
            .details
            .description
            .as_deref()
            .or(ev.description.as_deref());
        let location = o.details.location.as_deref().or(ev.location.as_deref());
        texts(out, ev, summary, description, location);
        alarms(out, ev, false);
        // Every component of a meeting names its people (RFC 6638 §3.1):
        // this occurrence's own answers, else the series'.
        let people = o.details.meeting.as_ref().unwrap_or(&ev.meeting);
        people.lines().iter().for_each(|line| out.line(line));
        out.line("END:VEVENT");
    }
}

/// `;TZID=X:value` → (`;TZID=X`, `value`).
fn split_value(text: &str) -> (&str, &str) {
    match text.rfind(':') {
        Some(i) => (&text[..i], &text[i + 1..]),
        None => ("", text),
    }
}

fn texts(
    out: &mut Writer,
    ev: &Event,
    summary: &str,
    description: Option<&str>,
    location: Option<&str>,
) {
    out.line(&format!("SUMMARY:{}", escape(summary)));
    if let Some(d) = description.filter(|d| !d.is_empty()) {
        out.line(&format!("DESCRIPTION:{}", escape(d)));
    }
    if let Some(l) = location.filter(|l| !l.is_empty()) {
        out.line(&format!("LOCATION:{}", escape(l)));
    }
    if !ev.categories.is_empty() {
        let list: Vec<String> = ev.categories.iter().map(|c| escape(c)).collect();
        out.line(&format!("CATEGORIES:{}", list.join(",")));
    }
    if let Some(s) = ev.status {
        out.line(&format!("STATUS:{}", s.as_str()));
    }
    if ev.transparency == Transparency::Transparent {
        out.line("TRANSP:TRANSPARENT");
    }
    if let Some(u) = &ev.url {
        out.line(&format!("URL:{u}"));
    }
}

/// The event's alarms; in the master (`master`), its snooze alarm too
/// (RFC 9074: related to the first alarm, which then carries a UID).
fn alarms(out: &mut Writer, ev: &Event, master: bool) {
    let Reminders::Own(list) = &ev.reminders else {
        return;
    };
    let snooze = ev.snooze.filter(|_| master && !list.is_empty());
    let first_uid = format!("{}-alarm", ev.uid);
    for (i, r) in list.iter().enumerate() {
        out.line("BEGIN:VALARM");
        if i == 0 && snooze.is_some() {
            out.line(&format!("UID:{first_uid}"));
        }
        out.line("ACTION:DISPLAY");
        out.line("DESCRIPTION:Reminder");
        match r {
            Reminder::Before(d) => out.line(&format!("TRIGGER:{}", trigger_offset(-*d))),
            Reminder::BeforeEnd(d) => {
                out.line(&format!("TRIGGER;RELATED=END:{}", trigger_offset(-*d)));
            }
            Reminder::At(t) => out.line(&format!("TRIGGER;VALUE=DATE-TIME:{}", stamp(*t))),
        }
        if let Some(t) = ev.acknowledged {
            out.line(&format!("ACKNOWLEDGED:{}", stamp(t)));
        }
        out.line("END:VALARM");
    }
    if let Some(s) = snooze {
        out.line("BEGIN:VALARM");
        out.line(&format!("UID:{}-snooze", ev.uid));
        out.line("ACTION:DISPLAY");
        out.line("DESCRIPTION:Reminder");
        out.line(&format!("TRIGGER;VALUE=DATE-TIME:{}", stamp(s.until)));
        out.line(&format!("RELATED-TO;RELTYPE=SNOOZE:{first_uid}"));
        out.line(&format!(
            "{}:{}",
            super::alarm::SNOOZED_OCCURRENCE,
            s.occurrence
        ));
        if let Some(t) = ev.acknowledged.filter(|t| *t >= s.until) {
            out.line(&format!("ACKNOWLEDGED:{}", stamp(t)));
        }
        out.line("END:VALARM");
    }
}

/// A TRIGGER's signed offset: `PT0S`, `-PT15M` (before), `PT15M` (after).
fn trigger_offset(d: Duration) -> String {
    if d.is_zero() {
        "PT0S".into()
    } else if d < Duration::zero() {
        format!("-{}", duration_value(EventDuration::Exact(-d)))
    } else {
        duration_value(EventDuration::Exact(d))
    }
}

/// Writes content lines folded at 75 octets, never inside a character.
#[derive(Default)]
struct Writer {
    text: String,
    /// The TZID of each zone used (see [`tzids`]).
    tzids: HashMap<Zone, String>,
}

impl Writer {
    fn tzid(&self, zone: &Zone) -> &str {
        self.tzids.get(zone).map_or(zone.name(), String::as_str)
    }

    fn line(&mut self, line: &str) {
        push_folded(&mut self.text, line);
    }
}

/// Appends content line `line` to `text`, folded at 75 octets (never inside
/// a character), with its CRLF.
pub(super) fn push_folded(text: &mut String, line: &str) {
    let mut width = 0;
    for c in line.chars() {
        let len = c.len_utf8();
        if width + len > 75 {
            text.push_str("\r\n ");
            width = 1;
        }
        text.push(c);
        width += len;
    }
    text.push_str("\r\n");
}

#[cfg(test)]
mod tests {
    use super::Writer;

    #[test]
    fn folds_at_75_octets_without_splitting_characters() {
        let mut w = Writer::default();
        let long = format!("SUMMARY:{}", "é".repeat(60));
        w.line(&long);
        for physical in w.text.split("\r\n").filter(|l| !l.is_empty()) {
            assert!(physical.len() <= 75, "{} octets", physical.len());
        }
        let unfolded = w.text.replace("\r\n ", "");
        assert_eq!(unfolded, format!("{long}\r\n"));
    }
}
