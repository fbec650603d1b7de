//! `kairos subscribe NAME URL`: a read-only calendar fed by an .ics URL,
//! downloaded now and refreshed by every `kairos sync`.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::{open_store, user_error, BadInput};
use crate::sync::dav::Options;
use crate::sync::{subscribe, SyncError};

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
    subscribe::feed_url(&args.url).map_err(|e| BadInput(e.to_string()))?;
    let mut store = open_store(db)?;
    let options = Options {
        timeout: Duration::from_secs(args.timeout.max(1)),
        ..Options::default()
    };
    match subscribe::add(
        &mut store,
        &args.name,
        &args.url,
        args.color.as_deref(),
        options,
    ) {
        Ok(done) => {
            let report = crate::sync::FeedReport::new(&args.name, Ok(done));
            writeln!(out, "{}", report.summary())?;
            Ok(())
        }
        Err(SyncError::Store(e)) => Err(user_error(e)),
        Err(e) => {
            let reason = e.to_string();
            let name = args.name.as_str();
            Err(BadInput(crate::fl!(
                "cli-subscribe-failed",
                name = name,
                reason = reason
            ))
            .into())
        }
    }
}
