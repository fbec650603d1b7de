//! `kairos agenda`: the occurrences of a range of days, for people (grouped
//! by day) or for programs (`--json`).

use crate::fl;
use crate::i18n::{dates, Locale};
use anyhow::Result;
use chrono::{DateTime, Days, NaiveDate, Utc};
use chrono_tz::Tz;
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;

use super::parse::{local_value, zone_or_system, DayOrTime};
use super::{existing_store, store_from, user_error, BadInput};
use crate::model::{local_to_utc, CalendarId, OccurrenceTime};
use crate::store::EventOccurrence;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// First day (default: today in the viewer's zone).
    #[arg(long)]
    from: Option<String>,
    /// Last day, inclusive.
    #[arg(long, conflicts_with = "days")]
    to: Option<String>,
    /// How many days from --from (default 7).
    #[arg(long)]
    days: Option<u32>,
    /// Only these calendars (repeatable); default: every visible calendar.
    #[arg(long)]
    calendar: Vec<String>,
    /// The viewer's IANA time zone (default: TZ, else the system zone).
    #[arg(long)]
    tz: Option<String>,
    /// One JSON array of occurrences instead of text.
    #[arg(long)]
    json: bool,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let existing = existing_store(&db)?;
    let viewer = zone_or_system(args.tz.as_deref(), existing.as_ref())?;
    let locale = super::locale(existing.as_ref())?;
    let first = match &args.from {
        Some(text) => date("--from", text)?,
        None => Utc::now().with_timezone(&viewer).date_naive(),
    };
    let last = match (&args.to, args.days) {
        (Some(text), _) => date("--to", text)?,
        (None, Some(0)) => return Err(BadInput(fl!("cli-days-at-least-one")).into()),
        (None, days) => first + Days::new(u64::from(days.unwrap_or(7)) - 1),
    };
    if last < first {
        return Err(BadInput(fl!("cli-to-before-from-plain")).into());
    }
    let store = store_from(existing, db)?;
    let calendars = store.calendars().map_err(user_error)?;
    let filter: Option<Vec<CalendarId>> = if args.calendar.is_empty() {
        None
    } else {
        Some(
            args.calendar
                .iter()
                .map(|name| store.calendar_by_name(name).map(|c| c.id))
                .collect::<Result<_, _>>()
                .map_err(user_error)?,
        )
    };
    let from = midnight(first, viewer);
    let to = midnight(last + Days::new(1), viewer);
    let found = store
        .occurrences_in(from, to, filter.as_deref(), viewer)
        .map_err(user_error)?;
    let names: HashMap<CalendarId, &str> =
        calendars.iter().map(|c| (c.id, c.name.as_str())).collect();
    if args.json {
        let mut identities = super::meetings::Identities::default();
        let mut events: HashMap<String, crate::model::Event> = HashMap::new();
        let mut items: Vec<serde_json::Value> = Vec::with_capacity(found.len());
        for o in &found {
            let mut item = json(o, viewer, names.get(&o.calendar).copied().unwrap_or(""));
            if !events.contains_key(o.uid()) {
                let stored = store.event(o.uid()).map_err(user_error)?;
                events.insert(o.uid().to_owned(), stored.event);
            }
            let event = &events[o.uid()];
            item["status"] = super::show::status_word(event.status).into();
            // The occurrence's own people, also of an invitation to one
            // occurrence (an event whose only occurrence is overridden).
            let meeting = event.meeting_at(Some(o.occurrence.recurrence_id()));
            let standing = meeting.standing(identities.of(&store, o.calendar)?);
            super::meetings::add_meeting_fields(&mut item, meeting, &standing);
            items.push(item);
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&items)?)?;
    } else {
        text(&found, first, last, (viewer, locale), &names, out)?;
    }
    Ok(())
}

fn date(flag: &str, text: &str) -> Result<NaiveDate, BadInput> {
    match local_value(flag, text)? {
        DayOrTime::Day(d) => Ok(d),
        DayOrTime::Time(_) => Err(BadInput(fl!("cli-expected-date", flag = flag, text = text))),
    }
}

fn midnight(day: NaiveDate, tz: Tz) -> DateTime<Utc> {
    local_to_utc(tz, day.and_time(chrono::NaiveTime::MIN))
}

/// A time as the agenda prints it: RFC 3339 in the viewer's zone, or a date.
fn stamp(t: &OccurrenceTime, viewer: Tz) -> String {
    match t {
        OccurrenceTime::Date(d) => d.format("%Y-%m-%d").to_string(),
        other => other
            .instant_in(viewer)
            .with_timezone(&viewer)
            .format("%Y-%m-%dT%H:%M:%S%:z")
            .to_string(),
    }
}

fn json(o: &EventOccurrence, viewer: Tz, calendar: &str) -> serde_json::Value {
    let mut item = serde_json::json!({
        "uid": o.uid(),
        "recurrence_id": o.occurrence.recurrence_id().to_string(),
        "title": o.summary(),
        "start": stamp(&o.occurrence.start, viewer),
        "end": stamp(&o.occurrence.end, viewer),
        "all_day": matches!(o.occurrence.start, OccurrenceTime::Date(_)),
        "calendar": calendar,
        "location": o.location(),
    });
    // Only where the listing left occurrences out (a rule faster than a
    // view can show).
    if o.more_that_day > 0 {
        item["more_that_day"] = o.more_that_day.into();
    }
    item
}

/// Day headings, then each occurrence touching that day.
fn text(
    found: &[EventOccurrence],
    first: NaiveDate,
    last: NaiveDate,
    (viewer, locale): (Tz, Locale),
    names: &HashMap<CalendarId, &str>,
    out: &mut dyn Write,
) -> Result<()> {
    if found.is_empty() {
        let pattern = fl!("date-cli-range");
        let (first, last) = (
            dates::format(&first, &pattern),
            dates::format(&last, &pattern),
        );
        writeln!(
            out,
            "{}",
            fl!("cli-agenda-nothing", first = first, last = last)
        )?;
        return Ok(());
    }
    let mut day = first;
    let mut printed_any = false;
    while day <= last {
        let (from, to) = (midnight(day, viewer), midnight(day + Days::new(1), viewer));
        let today: Vec<&EventOccurrence> = found
            .iter()
            .filter(|o| o.occurrence.overlaps(from, to, viewer))
            .collect();
        if !today.is_empty() {
            if printed_any {
                writeln!(out)?;
            }
            printed_any = true;
            writeln!(out, "{}", dates::format(&day, &fl!("date-cli-agenda-day")))?;
            for o in today {
                let when = match (o.occurrence.start, o.occurrence.end) {
                    (OccurrenceTime::Date(_), _) => fl!("cli-agenda-all-day"),
                    (start, end) => {
                        let s = start.instant_in(viewer);
                        let e = end.instant_in(viewer);
                        let starts = if s < from {
                            "…".to_string()
                        } else {
                            locale.time(s.with_timezone(&viewer).time())
                        };
                        let ends = if e > to {
                            "…".to_string()
                        } else {
                            locale.time(e.with_timezone(&viewer).time())
                        };
                        format!("{starts}–{ends}")
                    }
                };
                let place = o
                    .location()
                    .filter(|l| !l.is_empty())
                    .map(|l| format!(" · {l}"))
                    .unwrap_or_default();
                let calendar = names.get(&o.calendar).copied().unwrap_or("");
                let off = if o.headline.cancelled {
                    format!(" ({})", fl!("cli-agenda-cancelled"))
                } else {
                    String::new()
                };
                writeln!(
                    out,
                    "  {when:<12} {}{off}{place}  [{calendar}]",
                    o.summary()
                )?;
                if o.more_that_day > 0 {
                    let line = fl!(
                        "cli-agenda-more",
                        count = o.more_that_day,
                        title = o.summary()
                    );
                    writeln!(out, "  {:<12} {line}", "")?;
                }
            }
        }
        day = day + Days::new(1);
    }
    Ok(())
}
