//! A compact zoned instant for occurrences.
//!
//! A week view of ten years of data holds thousands of occurrences, each with
//! a start and an end. `chrono::DateTime<Tz>` is 48 bytes and building one
//! costs a calendar conversion; [`ZonedTime`] is the instant in seconds, the
//! UTC offset already resolved, and the zone — 24 bytes, built by integer
//! arithmetic. It becomes a `DateTime` only when something asks for one.

use chrono::{DateTime, FixedOffset, NaiveDateTime, Offset, TimeZone, Utc};
use std::cmp::Ordering;
use std::fmt;

use super::Zone;

/// An instant, with the zone and UTC offset it is shown in.
///
/// ```
/// use chrono::TimeZone;
/// use chrono_tz::Europe::Paris;
/// use kairos::model::ZonedTime;
///
/// let t = ZonedTime::new(Paris.with_ymd_and_hms(2026, 7, 14, 9, 30, 0).unwrap());
/// assert_eq!(t.to_string(), "2026-07-14T09:30:00+02:00");
/// assert_eq!(t.instant().to_rfc3339(), "2026-07-14T07:30:00+00:00");
/// assert_eq!(t.to_datetime().format("%Z").to_string(), "CEST");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ZonedTime {
    utc: i64,
    nanos: u32,
    /// Seconds east of UTC at this instant in `tz`.
    offset: i32,
    tz: Zone,
}

/// The seconds range `DateTime<Utc>` can hold; `ZonedTime`s stay inside it.
fn in_range(utc: i64, offset: i32) -> bool {
    let lo = DateTime::<Utc>::MIN_UTC.timestamp() + 86_400;
    let hi = DateTime::<Utc>::MAX_UTC.timestamp() - 86_400;
    (lo..=hi).contains(&utc) && offset.abs() < 86_400
}

impl ZonedTime {
    /// From a chrono date-time in an IANA zone or a [`Zone`].
    pub fn new<Z: TimeZone + Into<Zone>>(t: DateTime<Z>) -> ZonedTime {
        ZonedTime {
            utc: t.timestamp(),
            nanos: t.timestamp_subsec_nanos(),
            offset: t.offset().fix().local_minus_utc(),
            tz: t.timezone().into(),
        }
    }

    /// From UTC seconds and the offset `tz` has then (as a zone table knows
    /// it), or `None` outside the range chrono can represent.
    pub(crate) fn from_parts(utc: i64, nanos: u32, offset: i32, tz: Zone) -> Option<ZonedTime> {
        (in_range(utc, offset) && nanos < 1_000_000_000).then_some(ZonedTime {
            utc,
            nanos,
            offset,
            tz,
        })
    }

    /// The instant.
    pub fn instant(&self) -> DateTime<Utc> {
        // In range by construction (see `from_parts`).
        DateTime::from_timestamp(self.utc, self.nanos).unwrap_or(DateTime::<Utc>::MIN_UTC)
    }

    /// Whether both are the same instant (whatever their zones).
    pub fn same_instant(&self, other: &ZonedTime) -> bool {
        self.utc == other.utc && self.nanos == other.nanos
    }

    /// Seconds since 1970-01-01T00:00:00Z.
    pub fn timestamp(&self) -> i64 {
        self.utc
    }

    /// The zone it is shown in.
    pub fn timezone(&self) -> Zone {
        self.tz
    }

    /// Seconds east of UTC.
    pub fn offset_seconds(&self) -> i32 {
        self.offset
    }

    /// The wall-clock time in its zone.
    pub fn local(&self) -> NaiveDateTime {
        self.fixed().naive_local()
    }

    /// As a chrono date-time in its zone (with the zone's abbreviation).
    pub fn to_datetime(&self) -> DateTime<Zone> {
        self.tz.from_utc_datetime(&self.instant().naive_utc())
    }

    /// As a chrono date-time with a fixed offset.
    pub fn fixed(&self) -> DateTime<FixedOffset> {
        // Within ±24 h by construction, so `east_opt` succeeds.
        let offset = FixedOffset::east_opt(self.offset).unwrap_or(Utc.fix());
        self.instant().with_timezone(&offset)
    }
}

impl PartialOrd for ZonedTime {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for ZonedTime {
    /// By instant; equal instants in different zones order by zone.
    fn cmp(&self, other: &Self) -> Ordering {
        (self.utc, self.nanos, self.offset, self.tz.name()).cmp(&(
            other.utc,
            other.nanos,
            other.offset,
            other.tz.name(),
        ))
    }
}

impl fmt::Display for ZonedTime {
    /// RFC 3339 local time with offset: `2026-07-14T09:30:00+02:00`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.fixed().format("%Y-%m-%dT%H:%M:%S%:z"))
    }
}

#[cfg(test)]
mod tests {
    /// The size the module docs promise: an occurrence holds two.
    #[test]
    fn a_zoned_time_is_24_bytes() {
        assert_eq!(std::mem::size_of::<super::ZonedTime>(), 24);
        assert_eq!(std::mem::size_of::<super::Zone>(), 8);
    }
}
