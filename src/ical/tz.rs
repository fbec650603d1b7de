//! TZID → zone.
//!
//! In order: an IANA name (or one at the end of a path, as Evolution and
//! libical write `/softwarestudio.org/Tzfile/Europe/Paris`); a Windows name
//! (Outlook, Exchange) through CLDR's mapping; otherwise the file's own
//! VTIMEZONE, matched by its rules against every IANA zone around the time
//! it is used; and when no IANA zone has those rules, the VTIMEZONE itself,
//! kept as the file's own zone (RFC 5545: the definition is the truth for
//! the file's times). A TZID none of these resolve — the file neither names
//! a known zone nor defines it — is an error for the events that use it:
//! never silently UTC or floating.

use chrono::{Duration, NaiveDate, NaiveDateTime, Offset, TimeZone};
use chrono_tz::Tz;
use std::collections::HashMap;

use super::component::Component;
use super::lines::Problem;
use super::reason::{DefinitionError, Reason, ValueError, ZoneError};
use super::values::{self, IcalTime};
use super::windows_zones::WINDOWS_ZONES;
use crate::model::{CustomZone, EventTime, Observance, Zone, COMPILED_UNTIL_YEAR};
use crate::recur::Series;

/// Resolves the TZIDs of one file.
pub struct ZoneResolver<'a> {
    /// VTIMEZONEs by TZID (a file may define one TZID more than once).
    definitions: HashMap<String, Vec<&'a Component>>,
    resolved: HashMap<String, Result<Zone, ZoneError>>,
    /// Resolutions worth telling the user about.
    notes: Vec<Problem>,
}

impl<'a> ZoneResolver<'a> {
    /// A resolver knowing the file's VTIMEZONE components.
    pub fn new(vtimezones: impl IntoIterator<Item = &'a Component>) -> ZoneResolver<'a> {
        let mut definitions: HashMap<String, Vec<&'a Component>> = HashMap::new();
        for c in vtimezones {
            // TZID is a text property: Outlook escapes the comma in
            // `Pacific Time (US & Canada)\, Tijuana`, which DTSTART's TZID
            // parameter (quoted, never escaped) names without the backslash.
            if let Some(tzid) = c.property("TZID") {
                definitions
                    .entry(super::values::unescape(tzid.value.trim()))
                    .or_default()
                    .push(c);
            }
        }
        ZoneResolver {
            definitions,
            resolved: HashMap::new(),
            notes: Vec::new(),
        }
    }

    /// The zone `tzid` names, for a time around `near` (rules are matched
    /// around the times they are used).
    pub fn resolve(&mut self, tzid: &str, near: NaiveDateTime) -> Result<Zone, ZoneError> {
        let tzid = tzid.trim();
        if let Some(known) = self.resolved.get(tzid) {
            return known.clone();
        }
        let result = match (by_name(tzid), self.definitions.get(tzid).cloned()) {
            (Some(tz), _) => Ok(Zone::Iana(tz)),
            (None, Some(definitions)) => self.defined(tzid, &definitions, near),
            (None, None) => Err(ZoneError::Unknown {
                tzid: tzid.to_owned(),
            }),
        };
        self.resolved.insert(tzid.to_owned(), result.clone());
        result
    }

    /// The zone the file's VTIMEZONEs for `tzid` define: the IANA zone
    /// with their rules around `near`; else the IANA zone they name as
    /// their location; else the definition itself, as the file's own zone.
    fn defined(
        &mut self,
        tzid: &str,
        definitions: &[&Component],
        near: NaiveDateTime,
    ) -> Result<Zone, ZoneError> {
        let tzid_line = |d: &Component| d.property("TZID").map_or(d.line, |p| p.line);
        // `definitions` is never empty: a TZID is defined by at least one.
        let mut why = Unmatched::Unreadable(ZoneError::Unknown {
            tzid: tzid.to_owned(),
        });
        for definition in definitions {
            match by_rules(tzid, definition, near) {
                Ok((tz, note)) => {
                    if let Some(what) = note {
                        let line = tzid_line(definition);
                        self.notes.push(Problem { line, what });
                    }
                    return Ok(Zone::Iana(tz));
                }
                Err(e) => why = e,
            }
        }
        // Rules that match no zone exactly (a file written with an older tz
        // database), but a location that names one: that zone, said out
        // loud.
        if let Some((line, tz)) = named_location(definitions) {
            let what = Reason::ZoneByLocation {
                why: Box::new(why.into_error()),
                zone: tz.name().to_owned(),
            };
            self.notes.push(Problem { line, what });
            return Ok(Zone::Iana(tz));
        }
        // Rules no IANA zone has: the file's own zone.
        match (definitions.last(), why) {
            (Some(definition), Unmatched::NoZone(why)) => {
                let zone = own_zone(tzid, definition)?;
                let what = Reason::OwnZone { why: Box::new(why) };
                let line = tzid_line(definition);
                self.notes.push(Problem { line, what });
                Ok(zone)
            }
            (_, why) => Err(why.into_error()),
        }
    }

    /// What the resolver had to decide that the user should hear about.
    pub fn take_notes(&mut self) -> Vec<Problem> {
        std::mem::take(&mut self.notes)
    }

    /// An event time from a parsed value.
    /// Whether `tzid` names no zone at all: neither an IANA or Windows
    /// name nor one the file defines.
    pub fn is_unknown(&self, tzid: &str) -> bool {
        let tzid = tzid.trim();
        by_name(tzid).is_none() && !self.definitions.contains_key(tzid)
    }

    /// `time`, with a zone nobody defines (`TZID=US-Eastern` and no
    /// VTIMEZONE) read as the floating clock time it says, as libical
    /// reads it: the event is kept rather than lost.
    pub fn or_floating(&self, time: IcalTime) -> IcalTime {
        match time {
            IcalTime::Zoned(local, tzid) if self.is_unknown(&tzid) => IcalTime::Floating(local),
            t => t,
        }
    }

    pub fn event_time(&mut self, time: IcalTime) -> Result<EventTime, ValueError> {
        Ok(match self.or_floating(time) {
            IcalTime::Date(d) => EventTime::AllDay(d),
            IcalTime::Utc(t) => EventTime::Utc(t),
            IcalTime::Floating(t) => EventTime::Floating(t),
            IcalTime::Zoned(local, tzid) => {
                let tz = self.resolve(&tzid, local)?;
                if tz == Zone::UTC {
                    EventTime::Utc(local.and_utc())
                } else {
                    EventTime::Zoned { local, tz }
                }
            }
        })
    }
}

/// The IANA zone a VTIMEZONE names as its location (`X-LIC-LOCATION`, or a
/// `TZURL` ending in a zone name), with the line saying so.
fn named_location(definitions: &[&Component]) -> Option<(usize, Tz)> {
    definitions.iter().find_map(|d| {
        let location = d
            .property("X-LIC-LOCATION")
            .and_then(|p| p.value.trim().parse::<Tz>().ok().map(|tz| (p.line, tz)));
        location.or_else(|| {
            let url = d.property("TZURL")?;
            let tail = url.value.trim().trim_end_matches('/');
            let tz = by_name(tail.rsplit_once("zoneinfo/").map_or(tail, |(_, t)| t))?;
            Some((url.line, tz))
        })
    })
}

/// An IANA name, a path ending in one, a Windows name, or Outlook's
/// display name of one.
pub fn by_name(tzid: &str) -> Option<Tz> {
    let name = tzid.trim_matches('"');
    if let Ok(tz) = name.parse::<Tz>() {
        return Some(tz);
    }
    let segments: Vec<&str> = name.split('/').filter(|s| !s.is_empty()).collect();
    for take in [3, 2] {
        if segments.len() > take {
            let tail = segments[segments.len() - take..].join("/");
            if let Ok(tz) = tail.parse::<Tz>() {
                return Some(tz);
            }
        }
    }
    // A Windows name, or the display name Outlook writes for one.
    let windows = super::windows_display::windows_name(name).unwrap_or(name);
    WINDOWS_ZONES
        .iter()
        .find(|(w, _)| w.eq_ignore_ascii_case(windows))
        .and_then(|(_, iana)| iana.parse().ok())
}

/// One onset of an observance: from this instant on, `to` holds.
#[derive(Debug, Clone)]
struct Transition {
    at: i64,
    to: Observance,
}

/// The offsets a VTIMEZONE gives: its transitions in order, and the offset
/// before the first.
struct Rules {
    before: Observance,
    transitions: Vec<Transition>,
}

impl Rules {
    fn offset_at(&self, utc: i64) -> i32 {
        let i = self.transitions.partition_point(|t| t.at <= utc);
        if i == 0 {
            self.before.offset
        } else {
            self.transitions[i - 1].to.offset
        }
    }
}

/// Why [`by_rules`] found no IANA zone for a VTIMEZONE.
enum Unmatched {
    /// The definition cannot be read (a missing or bad offset, a bad rule).
    Unreadable(ZoneError),
    /// It reads, but no IANA zone has its rules: it can be the file's own.
    NoZone(ZoneError),
}

impl Unmatched {
    fn into_error(self) -> ZoneError {
        match self {
            Unmatched::Unreadable(why) | Unmatched::NoZone(why) => why,
        }
    }
}

/// The file's VTIMEZONE as a zone of its own: its rules compiled up to
/// [`COMPILED_UNTIL_YEAR`], its text kept for export.
fn own_zone(tzid: &str, definition: &Component) -> Result<Zone, ZoneError> {
    let until = NaiveDate::from_ymd_opt(COMPILED_UNTIL_YEAR, 12, 31)
        .and_then(|d| d.and_hms_opt(23, 59, 59))
        .unwrap_or(NaiveDateTime::MAX);
    let rules = rules(definition, until).map_err(|error| ZoneError::Definition {
        tzid: tzid.to_owned(),
        error,
    })?;
    let mut text = String::new();
    write_component(&mut text, definition);
    let transitions = rules
        .transitions
        .into_iter()
        .map(|t| (t.at, t.to))
        .collect();
    CustomZone::new(tzid, &text, rules.before, transitions)
        .map(Zone::custom)
        .map_err(|error| ZoneError::Custom {
            tzid: tzid.to_owned(),
            error,
        })
}

/// A component as unfolded content lines, as the file wrote them.
fn write_component(out: &mut String, c: &Component) {
    out.push_str(&format!("BEGIN:{}\n", c.name));
    for p in &c.properties {
        out.push_str(&p.raw);
        out.push('\n');
    }
    for child in &c.children {
        write_component(out, child);
    }
    out.push_str(&format!("END:{}\n", c.name));
}

/// `+0100`, `-0530`, `+013045` → seconds east of UTC.
fn utc_offset(text: &str) -> Option<i32> {
    let t = text.trim();
    let (sign, digits) = match t.as_bytes().first()? {
        b'+' => (1, &t[1..]),
        b'-' => (-1, &t[1..]),
        _ => return None,
    };
    if !(digits.len() == 4 || digits.len() == 6) || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = |r: std::ops::Range<usize>| digits.get(r).and_then(|s| s.parse::<i32>().ok());
    let secs = n(0..2)? * 3600 + n(2..4)? * 60 + if digits.len() == 6 { n(4..6)? } else { 0 };
    Some(sign * secs)
}

/// Reads a VTIMEZONE's observances up to `until` (wall-clock).
fn rules(definition: &Component, until: NaiveDateTime) -> Result<Rules, DefinitionError> {
    let mut transitions = Vec::new();
    let mut first: Option<(NaiveDateTime, Observance)> = None;
    for observance in &definition.children {
        if observance.name != "STANDARD" && observance.name != "DAYLIGHT" {
            continue;
        }
        let get = |property: &'static str| {
            observance
                .property(property)
                .map(|p| p.value.as_str())
                .ok_or_else(|| DefinitionError::Missing {
                    observance: observance.name.clone(),
                    property,
                })
        };
        let offset = |property: &'static str| {
            utc_offset(get(property)?).ok_or(DefinitionError::BadOffset { property })
        };
        let (from, to) = (offset("TZOFFSETFROM")?, offset("TZOFFSETTO")?);
        let observed = Observance {
            offset: to,
            dst: observance.name == "DAYLIGHT",
            name: observance
                .property("TZNAME")
                .map(|p| values::unescape(&p.value))
                .filter(|n| !n.trim().is_empty()),
        };
        // DTSTART is local time in the offset before the onset; some writers
        // add a Z anyway, which changes nothing about the wall-clock time.
        let start = match values::time(get("DTSTART")?, None, None)
            .map_err(|e| DefinitionError::Start(Box::new(e)))?
        {
            IcalTime::Floating(t) => t,
            IcalTime::Utc(t) => t.naive_utc(),
            IcalTime::Date(d) => values::midnight(d),
            IcalTime::Zoned(t, _) => t,
        };
        if first.as_ref().is_none_or(|(t, _)| start < *t) {
            // Before its first onset the zone keeps the offset that onset
            // leaves: all the file says about that time.
            let before = Observance {
                offset: from,
                dst: false,
                name: None,
            };
            first = Some((start, before));
        }
        let mut onsets = vec![start];
        if let Some(rule) = observance
            .property("RRULE")
            .filter(|r| !r.value.trim().is_empty())
        {
            let text = rule.value.replace(['Z', 'z'], "");
            let series = Series::with_rule(
                EventTime::Floating(start),
                crate::model::EventDuration::Exact(Duration::zero()),
                &text,
            )
            .map_err(DefinitionError::Rule)?;
            onsets = series
                .iter(chrono_tz::UTC)
                .map(|o| o.start.wall_clock())
                .take_while(|t| *t <= until)
                .take(2000)
                .collect();
        }
        for rdate in observance.all("RDATE") {
            for value in values::split_list(&rdate.value) {
                if let Ok(IcalTime::Floating(t) | IcalTime::Zoned(t, _)) =
                    values::time(value, None, None)
                {
                    onsets.push(t);
                }
            }
        }
        for onset in onsets {
            transitions.push(Transition {
                at: onset.and_utc().timestamp() - i64::from(from),
                to: observed.clone(),
            });
        }
    }
    let (_, before) = first.ok_or(DefinitionError::NoObservance)?;
    transitions.sort_by_key(|t| t.at);
    Ok(Rules {
        before,
        transitions,
    })
}

/// The IANA zone whose offsets equal the VTIMEZONE's for the year from
/// `near` on: at each transition and every fortnight between. (A file's
/// zone often carries rules only for when it was written, as Lotus Notes'
/// pre-2007 US rules do: they match New York in 2005, not in 2008.)
///
/// A VTIMEZONE whose first onset falls inside that year says nothing about
/// the time before it (RFC 2445's own example defines US-Eastern only from
/// October 1998 and uses it in March): it is matched on the part it
/// defines, and the note returned says that the zone found is also used
/// for the earlier times.
fn by_rules(
    tzid: &str,
    definition: &Component,
    near: NaiveDateTime,
) -> Result<(Tz, Option<Reason>), Unmatched> {
    let window = (near - Duration::days(30), near + Duration::days(366));
    let rules = rules(definition, window.1).map_err(|error| {
        Unmatched::Unreadable(ZoneError::Definition {
            tzid: tzid.to_owned(),
            error,
        })
    })?;
    let (lo, hi) = (
        window.0.and_utc().timestamp(),
        window.1.and_utc().timestamp(),
    );
    let mut samples: Vec<i64> = (0..)
        .map(|k| lo + k * 14 * 86_400)
        .take_while(|t| *t < hi)
        .collect();
    for t in rules.transitions.iter().filter(|t| t.at > lo && t.at < hi) {
        samples.extend([t.at - 3600, t.at + 3600]);
    }
    // Before its first onset a VTIMEZONE only extends that onset's
    // TZOFFSETFROM, which is no rule at all: compare from just before it.
    let defined_from = rules
        .transitions
        .first()
        .map(|t| t.at)
        .filter(|&first| first > lo && first < hi);
    if let Some(first) = defined_from {
        samples.retain(|&t| t >= first - 3600);
    }
    let expected: Vec<i32> = samples.iter().map(|&t| rules.offset_at(t)).collect();
    let matches = |tz: &Tz| {
        samples.iter().zip(&expected).all(|(&t, &offset)| {
            tz.offset_from_utc_datetime(
                &chrono::DateTime::from_timestamp(t, 0)
                    .unwrap_or_default()
                    .naive_utc(),
            )
            .fix()
            .local_minus_utc()
                == offset
        })
    };
    let mut candidates: Vec<Tz> = chrono_tz::TZ_VARIANTS
        .iter()
        .copied()
        .filter(matches)
        .collect();
    candidates.sort_by_key(|tz| (preference(tzid, tz.name()), tz.name()));
    let tz = candidates.into_iter().next().ok_or_else(|| {
        Unmatched::NoZone(ZoneError::NoMatch {
            tzid: tzid.to_owned(),
            near: near.date().to_string(),
        })
    })?;
    let note = defined_from.map(|first| {
        let day = chrono::DateTime::from_timestamp(first, 0)
            .unwrap_or_default()
            .date_naive();
        Reason::ZoneDefinedFrom {
            tzid: tzid.to_owned(),
            day: day.to_string(),
            zone: tz.name().to_owned(),
        }
    });
    Ok((tz, note))
}

/// Lower is better, among zones whose rules all match: a Windows zone whose
/// city the TZID names (`Canberra, Melbourne, Sydney`); the zone of a
/// Windows name the TZID begins (Lotus Notes writes `Eastern` for "Eastern
/// Standard Time") or whose one word it has (`US-Eastern`); other Region/City zones the TZID names; zones Windows
/// names map to; Region/City names; then the rest (aliases such as
/// `US/Eastern`, `Etc/GMT+5`).
fn preference(tzid: &str, name: &str) -> u8 {
    const REGIONS: [&str; 9] = [
        "Africa/",
        "America/",
        "Antarctica/",
        "Asia/",
        "Atlantic/",
        "Australia/",
        "Europe/",
        "Indian/",
        "Pacific/",
    ];
    let plain = |text: &str| text.trim().to_ascii_lowercase().replace(['_', '-'], " ");
    let tzid = plain(tzid);
    let region = REGIONS.iter().any(|r| name.starts_with(r));
    let windows = WINDOWS_ZONES.iter().any(|(_, iana)| *iana == name);
    let city = plain(name.rsplit('/').next().unwrap_or(name));
    let named_city = region && tzid.contains(&city);
    // `Eastern…` (Lotus Notes) or `US-Eastern` (RFC 2445's examples) name
    // "Eastern Standard Time".
    let words: Vec<&str> = tzid.split_whitespace().collect();
    let named_windows = !tzid.is_empty()
        && WINDOWS_ZONES.iter().any(|(w, iana)| {
            let w = plain(w);
            let one_word = w
                .strip_suffix(" standard time")
                .filter(|x| !x.contains(' '))
                .is_some_and(|x| words.contains(&x));
            *iana == name && (w.starts_with(&tzid) || one_word)
        });
    match (named_city, named_windows, windows, region) {
        (true, _, true, _) => 0,
        (_, true, _, _) => 1,
        (true, _, _, _) => 2,
        (_, _, true, _) => 3,
        (_, _, _, true) => 4,
        _ => 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_paths_and_windows_names() {
        assert_eq!(by_name("Europe/Paris"), Some(chrono_tz::Europe::Paris));
        assert_eq!(
            by_name("/softwarestudio.org/Tzfile/America/New_York"),
            Some(chrono_tz::America::New_York)
        );
        assert_eq!(
            by_name("/mozilla.org/20050126_1/Europe/London"),
            Some(chrono_tz::Europe::London)
        );
        assert_eq!(
            by_name("W. Europe Standard Time"),
            Some(chrono_tz::Europe::Berlin)
        );
        assert_eq!(by_name("Nowhere Standard Time"), None);
        assert_eq!(utc_offset("+0530"), Some(19_800));
        assert_eq!(utc_offset("-013045"), Some(-(3600 + 30 * 60 + 45)));
        assert_eq!(utc_offset("0530"), None);
    }
}

#[cfg(test)]
mod rule_tests {
    use super::*;
    use crate::ical::component::components;

    fn zone_of(text: &str, near: &str) -> Result<Zone, ZoneError> {
        let top = components(text.as_bytes());
        let mut r = ZoneResolver::new(top.iter());
        let near = NaiveDateTime::parse_from_str(near, "%Y-%m-%dT%H:%M").unwrap();
        let tzid = top[0].property("TZID").unwrap().value.clone();
        r.resolve(&tzid, near)
    }

    #[test]
    fn lotus_notes_eastern_is_new_york() {
        let vtz = "BEGIN:VTIMEZONE\nTZID:Eastern\nBEGIN:STANDARD\nDTSTART:19501029T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nRRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=-1SU;BYMONTH=10\nEND:STANDARD\nBEGIN:DAYLIGHT\nDTSTART:19500402T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nRRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=1SU;BYMONTH=4\nEND:DAYLIGHT\nEND:VTIMEZONE\n";
        assert_eq!(
            zone_of(vtz, "2005-04-11T09:00"),
            Ok(Zone::Iana(chrono_tz::America::New_York))
        );
        // The same rules match nothing after 2007 (the US moved its
        // changes): the file's own zone, which keeps the old dates.
        let own = zone_of(vtz, "2009-04-11T09:00").unwrap();
        assert_eq!(own.name(), "Eastern");
        assert!(own.iana().is_none());
        let offset = |day: &str| {
            let local = NaiveDateTime::parse_from_str(day, "%Y-%m-%dT%H:%M").unwrap();
            own.offset_from_local_datetime(&local)
                .single()
                .unwrap()
                .fix()
                .local_minus_utc()
                / 3600
        };
        // New York was on EDT from March 8, 2009; the file's rules from
        // April 5.
        assert_eq!(offset("2009-03-20T12:00"), -5);
        assert_eq!(offset("2009-04-11T09:00"), -4);
        assert_eq!(offset("2009-10-20T09:00"), -4);
        assert_eq!(offset("2009-10-26T09:00"), -5);
    }
}

#[cfg(test)]
mod partial_tests {
    use super::*;
    use crate::ical::component::components;

    /// RFC 2445's example: US-Eastern defined only from October 1998, used
    /// in March 1998.
    const LATE_RULES: &str = "BEGIN:VTIMEZONE\r\nTZID:US-Eastern\r\nBEGIN:STANDARD\r\nDTSTART:19981025T020000\r\nRDATE:19981025T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\nEND:STANDARD\r\nBEGIN:DAYLIGHT\r\nDTSTART:19990404T020000\r\nRDATE:19990404T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n";

    /// When the event is: 1998-03-12 08:30.
    fn near() -> NaiveDateTime {
        NaiveDateTime::parse_from_str("1998-03-12T08:30", "%Y-%m-%dT%H:%M").unwrap()
    }

    /// "US-Eastern" as `vtimezone` defines it, for an event at [`near`],
    /// and the notes the resolver made.
    fn resolve(vtimezone: &str) -> Result<(Zone, Vec<Problem>), ZoneError> {
        let top = components(vtimezone.as_bytes());
        let mut r = ZoneResolver::new(top.iter());
        let tz = r.resolve("US-Eastern", near())?;
        Ok((tz, r.take_notes()))
    }

    #[test]
    fn a_zone_defined_from_later_on_is_matched_where_defined_and_said() {
        let (tz, notes) = resolve(LATE_RULES).unwrap();
        // "Eastern Standard Time"'s zone; March 12, 1998 is EST there.
        assert_eq!(tz, Zone::Iana(chrono_tz::America::New_York));
        let offset = tz
            .offset_from_local_datetime(&near())
            .single()
            .unwrap()
            .fix()
            .local_minus_utc();
        assert_eq!(offset, -5 * 3600, "{}", tz.name());
        assert_eq!(notes.len(), 1);
        assert!(
            notes[0]
                .what
                .to_string()
                .starts_with("time zone \"US-Eastern\" defines its offsets only from 1998-10-25;"),
            "{}",
            notes[0].what
        );
    }

    #[test]
    fn rules_that_contradict_every_zone_are_kept_as_the_files_own() {
        // The same onsets with a 3-hour jump: nowhere on Earth.
        let odd = LATE_RULES.replace("TZOFFSETTO:-0500", "TZOFFSETTO:-0700");
        let (zone, notes) = resolve(&odd).unwrap();
        assert_eq!(zone.name(), "US-Eastern");
        let own = zone.definition().unwrap();
        assert!(own.definition().contains("TZOFFSETTO:-0700"));
        // Before its first onset the file's zone keeps what that onset
        // leaves (-04:00); from 1998-10-25 its -07:00.
        let at = |day: &str| {
            let local = NaiveDateTime::parse_from_str(day, "%Y-%m-%dT%H:%M").unwrap();
            zone.from_local_datetime(&local).single().unwrap()
        };
        assert_eq!(
            at("1998-03-12T08:30").to_rfc3339(),
            "1998-03-12T08:30:00-04:00"
        );
        let winter = at("1998-12-01T08:30");
        assert_eq!(winter.to_rfc3339(), "1998-12-01T08:30:00-07:00");
        assert_eq!(winter.format("%Z").to_string(), "EST");
        assert_eq!(notes.len(), 1);
        assert!(
            notes[0].what.to_string().contains("match no known zone")
                && notes[0]
                    .what
                    .to_string()
                    .ends_with("kept as the file's own time zone"),
            "{}",
            notes[0].what
        );
    }

    #[test]
    fn a_broken_definition_is_still_an_error() {
        let broken = LATE_RULES.replace("TZOFFSETTO:-0500", "TZOFFSETTO:-5");
        let err = resolve(&broken).unwrap_err();
        assert!(
            matches!(
                &err,
                ZoneError::Definition {
                    error: DefinitionError::BadOffset {
                        property: "TZOFFSETTO"
                    },
                    ..
                }
            ),
            "{err:?}"
        );
        assert!(err.to_string().contains("bad TZOFFSETTO"), "{err}");
        let far = LATE_RULES.replace("TZOFFSETTO:-0500", "TZOFFSETTO:-2500");
        let err = resolve(&far).unwrap_err();
        assert!(
            matches!(
                &err,
                ZoneError::Custom {
                    error: crate::model::CustomZoneError::OffsetOutOfRange(_),
                    ..
                }
            ),
            "{err:?}"
        );
    }
}
