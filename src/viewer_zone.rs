//! The zone the user sees times in: the one chosen in Preferences, else
//! the system's, read afresh each time it is asked for.
//!
//! Read afresh because a laptop travels: the system zone changes under a
//! running daemon or window (a new `/etc/localtime`), and floating and
//! all-day reminders must follow it. `TZ`, when set, names the zone for
//! the process's whole life, as it does for every program.

use chrono_tz::Tz;
use thiserror::Error;

use crate::fl;

/// Why the system's zone cannot be told.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SystemZoneError {
    /// `TZ` is set to something that is not an IANA zone name.
    #[error("{}", fl!("cli-bad-tz-variable", value = .0.as_str()))]
    BadTzVariable(String),
    /// `/etc/localtime` exists but names no zone.
    #[error("{}", fl!("cli-no-system-zone", reason = .0.as_str()))]
    Unreadable(String),
    /// The system names a zone the tz database does not have.
    #[error("{}", fl!("cli-unknown-system-zone", name = .0.as_str()))]
    Unknown(String),
}

/// The system's zone: `TZ` when set, else what `/etc/localtime` names. A
/// `TZ` that names no IANA zone is an error, not UTC.
pub fn system() -> Result<Tz, SystemZoneError> {
    if let Ok(value) = std::env::var("TZ") {
        let name = value.strip_prefix(':').unwrap_or(&value);
        let name = name.strip_prefix("/usr/share/zoneinfo/").unwrap_or(name);
        if !name.is_empty() {
            return name
                .parse::<Tz>()
                .map_err(|_| SystemZoneError::BadTzVariable(value.clone()));
        }
    }
    let name = match iana_time_zone::get_timezone() {
        Ok(name) => name,
        // With no TZ and no /etc/localtime the C library itself runs in UTC
        // (minimal containers): that is the system's zone, not a guess.
        Err(_) if !std::path::Path::new("/etc/localtime").exists() => "UTC".to_owned(),
        Err(e) => return Err(SystemZoneError::Unreadable(e.to_string())),
    };
    name.parse::<Tz>()
        .map_err(|_| SystemZoneError::Unknown(name))
}
