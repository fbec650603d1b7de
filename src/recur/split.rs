//! Moving a series' exceptions with its start, and splitting a series in two
//! ("this and following").
//!
//! Exceptions are compared and moved on the series' own wall clock: an
//! EXDATE at 09:00 local stays attached to the 09:00 occurrence when the
//! series moves to 10:00, whatever the DST offset on that day.

use chrono::{Duration, NaiveDateTime, NaiveTime, TimeZone};

use super::{RRule, Recurrence, RuleError, Series, Until};
use crate::model::{Event, EventTime, OccurrenceTime, OverrideChange, RecurrenceId, ZonedTime};

/// The original start of occurrence `id`, written like the series' start.
pub(crate) fn rid_as_time(id: RecurrenceId, start: &EventTime) -> EventTime {
    id.to_event_time(start)
}

/// `time` on the wall clock of a series starting at `start`.
pub(crate) fn series_wall(time: &EventTime, start: &EventTime) -> NaiveDateTime {
    match (time, start) {
        (EventTime::Zoned { local, tz: a }, EventTime::Zoned { tz: b, .. }) if a == b => *local,
        (_, EventTime::Zoned { tz, .. }) if time.zone().is_some() => {
            let instant = time.resolve().instant_in(chrono_tz::UTC);
            instant.with_timezone(tz).naive_local()
        }
        (_, EventTime::Utc(_)) if time.zone().is_some() => {
            time.resolve().instant_in(chrono_tz::UTC).naive_utc()
        }
        _ => time.wall_clock(),
    }
}

fn rid_wall(id: RecurrenceId, start: &EventTime) -> NaiveDateTime {
    series_wall(&rid_as_time(id, start), start)
}

/// Moves times of a series whose start goes from `old` to `new`.
pub(crate) struct Retimer {
    old: EventTime,
    new: EventTime,
    delta: Duration,
}

impl Retimer {
    pub(crate) fn new(old: EventTime, new: EventTime) -> Retimer {
        Retimer {
            old,
            new,
            delta: new.wall_clock() - old.wall_clock(),
        }
    }

    /// Whether timed became all-day or the other way round.
    pub(crate) fn changes_kind(&self) -> bool {
        self.old.is_all_day() != self.new.is_all_day()
    }

    /// A time of the old series (EXDATE, RDATE, moved override) in the new.
    pub(crate) fn time(&self, time: &EventTime) -> EventTime {
        if let (EventTime::AllDay(d), false) = (time, self.old.is_all_day()) {
            // A whole-day EXDATE on a timed series stays a whole day.
            return EventTime::AllDay((d.and_time(NaiveTime::MIN) + self.delta).date());
        }
        like(&self.new, series_wall(time, &self.old) + self.delta)
    }

    pub(crate) fn rid(&self, id: RecurrenceId) -> RecurrenceId {
        RecurrenceId::from_event_time(&self.time(&rid_as_time(id, &self.old)))
    }

    /// The rule's UNTIL moved by the same amount, so that moving a series
    /// later does not drop its last occurrence.
    pub(crate) fn rule(&self, text: &str) -> Result<String, RuleError> {
        let mut rule: RRule = text.parse()?;
        if let Some(until) = rule.until {
            let wall = match until {
                Until::Local(l) => l,
                Until::Utc(u) => series_wall(&EventTime::Utc(u), &self.old),
                Until::Date(d) if self.old.is_all_day() => d.and_time(NaiveTime::MIN),
                // A date UNTIL on a timed series includes that whole day.
                Until::Date(d) => d.and_hms_opt(23, 59, 59).unwrap_or_default(),
            };
            rule.until = Some(until_at(wall + self.delta, &self.new));
        }
        Ok(rule.to_string())
    }
}

/// A wall-clock moment written like `start` (the same zone or kind).
fn like(start: &EventTime, wall: NaiveDateTime) -> EventTime {
    match *start {
        EventTime::Zoned { tz, .. } => EventTime::Zoned { local: wall, tz },
        EventTime::Utc(_) => EventTime::Utc(wall.and_utc()),
        EventTime::Floating(_) => EventTime::Floating(wall),
        EventTime::AllDay(_) => EventTime::AllDay(wall.date()),
    }
}

/// An UNTIL at wall-clock `wall`, in the form RFC 5545 requires for `start`:
/// a date for dates, UTC for zoned and UTC starts, local for floating ones.
fn until_at(wall: NaiveDateTime, start: &EventTime) -> Until {
    match like(start, wall).resolve() {
        OccurrenceTime::Zoned(z) => Until::Utc(z.instant()),
        OccurrenceTime::Floating(w) => Until::Local(w),
        OccurrenceTime::Date(d) => Until::Date(d),
    }
}

/// The last moment before occurrence `id`, as an UNTIL.
fn until_before(id: RecurrenceId, start: &EventTime) -> Until {
    match (id, start) {
        (RecurrenceId::Date(d), _) => Until::Date(d - Duration::days(1)),
        (RecurrenceId::Instant(t), EventTime::Zoned { .. } | EventTime::Utc(_)) => {
            Until::Utc(t - Duration::seconds(1))
        }
        _ => Until::Local(rid_wall(id, start) - Duration::seconds(1)),
    }
}

/// Moves every exception of `event` from its old start to its new one.
pub(crate) fn move_exceptions(event: &mut Event, retimer: &Retimer, new_duration_if_same: bool) {
    for exdate in &mut event.exdates {
        *exdate = retimer.time(exdate);
    }
    for rdate in &mut event.rdates {
        rdate.start = retimer.time(&rdate.start);
    }
    let duration = event.duration;
    for o in &mut event.overrides {
        let old_id = o.recurrence_id;
        o.recurrence_id = retimer.rid(old_id);
        if let OverrideChange::Moved { start, duration: d } = &mut o.change {
            if retimer.changes_kind() {
                // Its own time means nothing in the other kind: keep only
                // its text changes, at the occurrence's new time.
                *start = retimer.time(&rid_as_time(old_id, &retimer.old));
                *d = duration;
            } else {
                *start = retimer.time(start);
                if new_duration_if_same {
                    *d = duration;
                }
            }
        }
    }
}

/// Whether the rule and RDATEs of `event` (exceptions aside) produce an
/// occurrence `id`.
pub(crate) fn produces(event: &Event, id: RecurrenceId) -> Result<bool, RuleError> {
    Ok(has(&plain_series(event)?, id))
}

/// The series of `event`'s rule and RDATEs alone.
fn plain_series(event: &Event) -> Result<Series, RuleError> {
    let mut plain = event.clone();
    plain.exdates.clear();
    plain.overrides.clear();
    Series::new(&plain)
}

fn has(series: &Series, id: RecurrenceId) -> bool {
    let at = id.instant_in(chrono_tz::UTC);
    series
        .starting_in(at, at + Duration::seconds(1), chrono_tz::UTC)
        .any(|o| RecurrenceId::of(&o.start) == id)
}

/// Drops EXDATEs and overrides that name no occurrence of `event` any more
/// (after its rule or start changed).
pub(crate) fn drop_orphans(event: &mut Event) -> Result<(), RuleError> {
    let series = plain_series(event)?;
    let timed = !event.start.is_all_day();
    event.exdates.retain(|exdate| {
        (timed && exdate.is_all_day()) || has(&series, RecurrenceId::from_event_time(exdate))
    });
    event.overrides.retain(|o| has(&series, o.recurrence_id));
    Ok(())
}

/// Splits `event` at occurrence `id` (not its first): returns the part
/// before it, ending just before `id`, and the part from it on, starting at
/// `id`'s original time and taking the later exceptions. The second part
/// keeps the uid of `event`; the caller gives it a new one.
pub(crate) fn split(event: &Event, id: RecurrenceId) -> Result<(Event, Event), RuleError> {
    let start = event.start;
    let at = rid_wall(id, &start);
    let mut before = event.clone();
    let mut after = event.clone();
    after.start = rid_as_time(id, &start);
    if let Some(text) = &event.rrule {
        let rule: RRule = text.parse()?;
        let recurrence = Recurrence::new(rule.clone(), &start)?;
        let (mut early, mut late) = (rule.clone(), rule);
        match rule_count(&recurrence) {
            Some(total) => {
                let series = Series::from_parts(start, event.duration, Some(recurrence));
                let n = series
                    .iter(chrono_tz::UTC)
                    .take_while(|o| occurrence_wall(&o.start, &start) < at)
                    .count() as u32;
                early.count = Some(n.max(1));
                late.count = Some(total.saturating_sub(n));
                before.rrule = (n > 0).then(|| early.to_string());
                after.rrule = (total > n).then(|| late.to_string());
            }
            None => {
                early.until = Some(until_before(id, &start));
                before.rrule = Some(early.to_string());
                after.rrule = Some(late.to_string());
            }
        }
    }
    let is_before = |t: &EventTime| series_wall(t, &start) < at;
    before.rdates.retain(|r| is_before(&r.start));
    after
        .rdates
        .retain(|r| !is_before(&r.start) && series_wall(&r.start, &start) != at);
    before.exdates.retain(&is_before);
    after.exdates.retain(|t| !is_before(t));
    before
        .overrides
        .retain(|o| rid_wall(o.recurrence_id, &start) < at);
    after
        .overrides
        .retain(|o| rid_wall(o.recurrence_id, &start) >= at);
    Ok((before, after))
}

fn rule_count(recurrence: &Recurrence) -> Option<u32> {
    recurrence.count()
}

fn occurrence_wall(t: &OccurrenceTime, start: &EventTime) -> NaiveDateTime {
    match t {
        OccurrenceTime::Zoned(z) => zoned_wall(z, start),
        other => other.wall_clock(),
    }
}

fn zoned_wall(z: &ZonedTime, start: &EventTime) -> NaiveDateTime {
    match start {
        EventTime::Zoned { tz, .. } => tz.from_utc_datetime(&z.instant().naive_utc()).naive_local(),
        _ => z.instant().naive_utc(),
    }
}
