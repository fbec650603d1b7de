//! `kairos export`: the calendar as an .ics file.

use crate::fl;
use anyhow::Result;
use chrono::{Days, Utc};
use std::io::Write;
use std::path::PathBuf;

use super::parse::{local_value, zone_or_system, DayOrTime};
use super::{existing_store, store_from, user_error, BadInput};
use crate::model::local_to_utc;
use crate::transfer;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this calendar.
    #[arg(long)]
    calendar: Option<String>,
    /// Only events with an occurrence on or after this day (with --to).
    #[arg(long, requires = "to")]
    from: Option<String>,
    /// Only events with an occurrence on or before this day (with --from).
    #[arg(long, requires = "from")]
    to: Option<String>,
    /// Only this event.
    #[arg(long, conflicts_with_all = ["calendar", "from", "to"])]
    uid: Option<String>,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

fn day(flag: &str, text: &str) -> Result<chrono::NaiveDate, BadInput> {
    match local_value(flag, text)? {
        DayOrTime::Day(d) => Ok(d),
        DayOrTime::Time(_) => Err(BadInput(fl!("cli-expected-date", flag = flag, text = text))),
    }
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let existing = existing_store(&db)?;
    let range = match (&args.from, &args.to) {
        (Some(f), Some(t)) => {
            let (f, t) = (day("--from", f)?, day("--to", t)?);
            if t < f {
                return Err(BadInput(fl!("cli-to-before-from-plain")).into());
            }
            let tz = zone_or_system(None, existing.as_ref())?;
            let midnight =
                |d: chrono::NaiveDate| local_to_utc(tz, d.and_time(chrono::NaiveTime::MIN));
            Some((midnight(f), midnight(t + Days::new(1)), tz))
        }
        _ => None,
    };
    let store = store_from(existing, db)?;
    let events = match &args.uid {
        Some(uid) => vec![store.event(uid).map_err(user_error)?],
        None => {
            let calendar = match &args.calendar {
                Some(name) => Some(store.calendar_by_name(name).map_err(user_error)?.id),
                None => None,
            };
            transfer::events_to_export(&store, calendar, range).map_err(user_error)?
        }
    };
    let text = transfer::to_ics(&events, Utc::now().date_naive());
    match &args.output {
        None => out.write_all(text.as_bytes())?,
        Some(path) => transfer::write_file(path, &text)?,
    }
    Ok(())
}
