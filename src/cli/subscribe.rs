//! `kairos subscribe NAME URL`: a read-only calendar fed by an .ics URL,
//! downloaded now and refreshed by every `kairos sync`.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::{open_store, user_error, BadInput};
use crate::sync::dav::Options;
use crate::sync::subscribe;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The calendar's name here.
    name: String,
    /// The feed: `https://…` or `webcal://…` (`http://` only to this machine).
    url: String,
    /// Its color, #rrggbb (default: the next of a palette).
    #[arg(long)]
    color: Option<String>,
    /// The longest the download may take, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    timeout: u64,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let url = subscribe::feed_url(&args.url).map_err(|e| BadInput(e.to_string()))?;
    let mut store = open_store(db)?;
    let color = match &args.color {
        Some(c) => c.clone(),
        None => crate::model::next_color(store.calendars().map_err(user_error)?.len()).to_owned(),
    };
    let calendar = store
        .add_subscription(&args.name, &url.to_string(), &color)
        .map_err(user_error)?;
    let sub = store
        .subscriptions()
        .map_err(user_error)?
        .into_iter()
        .find(|s| s.calendar == calendar)
        .ok_or_else(|| anyhow::anyhow!("the subscription just added is gone"))?;
    let options = Options {
        timeout: Duration::from_secs(args.timeout.max(1)),
        ..Options::default()
    };
    match subscribe::refresh(&mut store, &sub, options) {
        Ok(done) => {
            writeln!(out, "{}", super::sync::subscribe_line(&args.name, done))?;
            Ok(())
        }
        Err(e) => {
            // Nothing half-made: a feed that cannot be read is not kept.
            store.delete_calendar(&args.name).map_err(user_error)?;
            Err(BadInput(format!("{}: {e}; nothing was added", args.name)).into())
        }
    }
}
