//! `kairos occurrences`: expand a rule from the command line, for users and
//! for checking the engine from outside.

use crate::fl;
use anyhow::Result;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use std::io::Write;

use super::parse::{local_value, problem, zone, DayOrTime};
use super::BadInput;
use crate::model::{local_to_utc, EventDuration, EventTime, OccurrenceTime};
use crate::recur::{Exhaustion, Recurrence, Series};

/// How many starts an unbounded rule prints when nothing else bounds it.
const DEFAULT_LIMIT: usize = 1000;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// First occurrence: a local date-time (1997-09-02T09:00:00) or a date
    /// (1997-09-02) for an all-day series, in --tz.
    #[arg(long)]
    start: String,
    /// IANA time zone of --start; without it the times float (same wall time
    /// everywhere); UTC for UTC.
    #[arg(long)]
    tz: Option<String>,
    /// The RRULE value, e.g. 'FREQ=MONTHLY;BYDAY=-1FR'.
    #[arg(long)]
    rrule: Option<String>,
    /// An occurrence to remove, written like --start (repeatable).
    #[arg(long)]
    exdate: Vec<String>,
    /// An extra occurrence, written like --start (repeatable).
    #[arg(long)]
    rdate: Vec<String>,
    /// Print occurrences starting at or after this local time (in --tz).
    #[arg(long)]
    from: Option<String>,
    /// Print occurrences starting before this local time (in --tz).
    #[arg(long)]
    to: Option<String>,
    /// Stop after this many lines.
    #[arg(long)]
    limit: Option<usize>,
    /// Print instants in UTC (1997-09-02T13:00:00Z) instead of local time.
    #[arg(long)]
    utc: bool,
}

/// An argument written like `--start`, as an event time of the same kind.
fn event_time(
    flag: &str,
    text: &str,
    tz: Option<Tz>,
    all_day: bool,
) -> Result<EventTime, BadInput> {
    let value = local_value(flag, text)?;
    match (value, tz) {
        (DayOrTime::Day(d), _) => Ok(EventTime::AllDay(d)),
        (DayOrTime::Time(_), _) if all_day => Err(BadInput(fl!(
            "cli-series-all-day",
            flag = flag,
            text = text
        ))),
        (DayOrTime::Time(t), Some(chrono_tz::UTC)) => Ok(EventTime::Utc(t.and_utc())),
        (DayOrTime::Time(t), Some(tz)) => Ok(EventTime::Zoned {
            local: t,
            tz: tz.into(),
        }),
        (DayOrTime::Time(t), None) => Ok(EventTime::Floating(t)),
    }
}

fn format_time(t: &OccurrenceTime, utc: bool, viewer: Tz) -> String {
    if utc {
        return t
            .instant_in(viewer)
            .format("%Y-%m-%dT%H:%M:%SZ")
            .to_string();
    }
    match t {
        OccurrenceTime::Date(d) => d.format("%Y-%m-%d").to_string(),
        other => other.wall_clock().format("%Y-%m-%dT%H:%M:%S").to_string(),
    }
}

fn bound(flag: &str, text: &Option<String>, viewer: Tz) -> Result<Option<DateTime<Utc>>, BadInput> {
    text.as_deref()
        .map(|t| local_value(flag, t).map(|v| local_to_utc(viewer, v.as_date_time())))
        .transpose()
}

pub fn run(args: &Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
    let tz = args.tz.as_deref().map(zone).transpose()?;
    let start = event_time("--start", &args.start, tz, false)?;
    if args.utc && tz.is_none() {
        return Err(BadInput(fl!("cli-utc-needs-tz")).into());
    }
    let all_day = start.is_all_day();
    // Floating and all-day series are placed in --tz (or UTC when none).
    let viewer = tz.unwrap_or(chrono_tz::UTC);
    let duration = if all_day {
        EventDuration::Days(1)
    } else {
        EventDuration::Exact(Duration::zero())
    };
    let recurrence = match &args.rrule {
        Some(text) => {
            let rule = text
                .parse()
                .map_err(|e: crate::recur::RuleError| problem("--rrule", text, e.to_string()))?;
            Some(
                Recurrence::new(rule, &start)
                    .map_err(|e| problem("--rrule", text, e.to_string()))?,
            )
        }
        None => None,
    };
    let bounded_rule = recurrence.as_ref().is_none_or(Recurrence::is_bounded);
    let mut series = Series::from_parts(start, duration, recurrence);
    for text in &args.exdate {
        series.add_exdate(event_time("--exdate", text, tz, all_day)?);
    }
    for text in &args.rdate {
        series.add_rdate(event_time("--rdate", text, tz, all_day)?, duration);
    }
    let from = bound("--from", &args.from, viewer)?;
    let to = bound("--to", &args.to, viewer)?;
    if let (Some(f), Some(t)) = (from, to) {
        if t < f {
            let (to, from) = (
                args.to.as_deref().unwrap_or_default(),
                args.from.as_deref().unwrap_or_default(),
            );
            return Err(BadInput(fl!("cli-to-before-from", to = to, from = from)).into());
        }
    }
    let capped = args.limit.is_none() && to.is_none() && !bounded_rule;
    let limit = args
        .limit
        .unwrap_or(if capped { DEFAULT_LIMIT } else { usize::MAX });

    let mut occurrences = match (from, to) {
        (Some(f), Some(t)) => series.occurrences(f, t, viewer),
        (Some(f), None) => series.occurrences(f, DateTime::<Utc>::MAX_UTC, viewer),
        (None, Some(t)) => series.occurrences(DateTime::<Utc>::MIN_UTC, t, viewer),
        (None, None) => series.iter(viewer),
    };
    let mut printed = 0;
    let mut text = String::new();
    while printed < limit {
        let Some(o) = occurrences.next() else { break };
        if from.is_some_and(|f| o.start.instant_in(viewer) < f) {
            continue;
        }
        text.push_str(&format_time(&o.start, args.utc, viewer));
        text.push('\n');
        printed += 1;
    }
    out.write_all(text.as_bytes())?;
    if capped && printed == limit {
        let said = fl!("cli-rule-has-no-end", count = DEFAULT_LIMIT);
        writeln!(err, "kairos: {said}")?; // i18n: not words
    }
    if occurrences.rule_exhaustion() == Some(Exhaustion::NeverAgain) {
        writeln!(err, "kairos: {}", fl!("cli-rule-exhausted"))?; // i18n: not words
    }
    Ok(())
}
