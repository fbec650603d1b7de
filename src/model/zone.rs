//! Time zones, and turning a wall-clock time in one into an instant, with
//! the DST policy spelled out in the types.
//!
//! A [`Zone`] is an IANA zone (chrono-tz) or a zone a file defined for
//! itself ([`CustomZone`]); both answer chrono's [`TimeZone`] questions.
//!
//! A wall-clock time can name zero, one or two instants. Kairos resolves the
//! two awkward cases the way RFC 5545 clients do (and as `jiff`'s
//! `Disambiguation::Compatible` does):
//!
//! * **gap** (spring forward, or a skipped day such as Pacific/Apia on
//!   2011-12-30): the time moves forward by the length of the gap, i.e. it is
//!   read with the offset in force *before* the transition;
//! * **fold** (fall back): the earlier of the two instants is taken.
//!
//! [`LocalResolution`] keeps what happened so callers that care (the editor,
//! an importer report) can say so, while [`LocalResolution::instant`] applies
//! the policy.

use chrono::{
    DateTime, Datelike, Duration, FixedOffset, LocalResult, NaiveDate, NaiveDateTime, Offset,
    TimeZone, Utc,
};
use chrono_tz::{GapInfo, OffsetComponents, OffsetName, Tz, TzOffset};
use std::fmt;

use super::custom_zone::{CustomZone, CustomZoneId};

/// The zone an event's wall clock runs in.
///
/// ```
/// use chrono::{NaiveDate, TimeZone};
/// use kairos::model::{CustomZone, Observance, Zone};
///
/// let paris: Zone = chrono_tz::Europe::Paris.into();
/// assert_eq!(paris.name(), "Europe/Paris");
///
/// // A file's own zone: +02:45, with an hour of daylight time from UTC
/// // second 1e9 (2001-09-09T01:46:40Z) on.
/// let standard = Observance { offset: 9900, dst: false, name: Some("XST".into()) };
/// let daylight = Observance { offset: 13500, dst: true, name: Some("XDT".into()) };
/// let defined = CustomZone::new("Made-up", "", standard, vec![(1_000_000_000, daylight)]).unwrap();
/// let zone = Zone::custom(defined);
/// let t = zone.with_ymd_and_hms(2002, 1, 1, 12, 0, 0).unwrap();
/// assert_eq!(t.to_rfc3339(), "2002-01-01T12:00:00+03:45");
/// assert_eq!(t.format("%Z").to_string(), "XDT");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Zone {
    /// A zone of the tz database.
    Iana(Tz),
    /// A zone a file defined, kept as its own offset rules.
    Custom(CustomZoneId),
}

impl Zone {
    /// UTC.
    pub const UTC: Zone = Zone::Iana(Tz::UTC);

    /// Interns a file's zone (see [`CustomZoneId::intern`]).
    pub fn custom(zone: CustomZone) -> Zone {
        Zone::Custom(CustomZoneId::intern(zone))
    }

    /// Whether this is UTC under one of its names (`UTC`, `Etc/UTC`,
    /// `Etc/GMT`, `Zulu`…): a time in it is a UTC instant, and is written
    /// as one (`…Z`, RFC 5545 §3.3.5 forbids a TZID on those), so that two
    /// names of UTC never make two different events.
    pub fn is_utc(&self) -> bool {
        matches!(
            self.iana().map(|tz| tz.name()),
            Some(
                "UTC"
                    | "Etc/UTC"
                    | "Etc/UCT"
                    | "Etc/Universal"
                    | "Etc/Zulu"
                    | "UCT"
                    | "Universal"
                    | "Zulu"
                    | "Etc/GMT"
                    | "Etc/GMT0"
                    | "Etc/GMT+0"
                    | "Etc/GMT-0"
                    | "Etc/Greenwich"
                    | "GMT"
                    | "GMT0"
                    | "GMT+0"
                    | "GMT-0"
                    | "Greenwich"
            )
        )
    }

    /// The IANA name, or the TZID a file gave its own zone.
    pub fn name(&self) -> &'static str {
        match self {
            Zone::Iana(tz) => tz.name(),
            Zone::Custom(id) => id.get().tzid(),
        }
    }

    /// The IANA zone, unless it is a file's own.
    pub fn iana(&self) -> Option<Tz> {
        match self {
            Zone::Iana(tz) => Some(*tz),
            Zone::Custom(_) => None,
        }
    }

    /// The file's definition, for a file's own zone.
    pub fn definition(&self) -> Option<&'static CustomZone> {
        match self {
            Zone::Iana(_) => None,
            Zone::Custom(id) => Some(id.get()),
        }
    }

    /// `t`, or where it lies past the years the zone's offsets are known
    /// for and daylight saving time goes on, the same wall-clock or UTC
    /// time in the latest known year that has the same calendar (the same
    /// weekday on January 1st, and the same leap day).
    ///
    /// chrono-tz's tables end with 2099, a file's zone is compiled up to
    /// [`COMPILED_UNTIL_YEAR`](super::COMPILED_UNTIL_YEAR), and after that
    /// both would keep their last offset for ever: New York in EST all of
    /// 2100's summer. DST rules are stated in weekdays of months ("the
    /// second Sunday of March"), so a year with the same calendar has the
    /// same transitions on the same dates, as the tz database's own rules
    /// go on (zic's POSIX TZ string). A zone whose offset no longer changes
    /// at the end of its table (Casablanca's listed Ramadan changes stop in
    /// 2087) keeps its last offset, as the tz database says.
    fn in_known_years(&self, t: NaiveDateTime) -> NaiveDateTime {
        let last = match self {
            Zone::Iana(_) => 2099,
            Zone::Custom(_) => super::COMPILED_UNTIL_YEAR,
        };
        if t.year() <= last {
            return t;
        }
        let mid_month = |month| {
            NaiveDate::from_ymd_opt(last, month, 15).map(|d| d.and_time(chrono::NaiveTime::MIN))
        };
        let (Some(january), Some(july)) = (mid_month(1), mid_month(7)) else {
            return t;
        };
        let offset = |at: &NaiveDateTime| self.offset_from_utc_datetime(at).fix();
        if offset(&january) == offset(&july) {
            return t;
        }
        let calendar = |year| {
            let first = NaiveDate::from_ymd_opt(year, 1, 1).map(|d| d.weekday());
            (first, NaiveDate::from_ymd_opt(year, 2, 29).is_some())
        };
        // The 56 years before the end hold two whole 28-year cycles of the
        // calendar (no century year skips a leap day there).
        (last - 55..=last)
            .rev()
            .find(|year| calendar(*year) == calendar(t.year()))
            .and_then(|year| t.with_year(year))
            .unwrap_or(t)
    }

    fn custom_offset(id: CustomZoneId, index: Option<usize>) -> ZoneOffset {
        let offset = id.get().observance(index).offset;
        ZoneOffset::Custom {
            zone: id,
            // Within a day by `CustomZone::new`.
            offset: FixedOffset::east_opt(offset).unwrap_or(Utc.fix()),
            index: index.map_or(u32::MAX, |i| i as u32),
        }
    }
}

impl From<Tz> for Zone {
    fn from(tz: Tz) -> Zone {
        Zone::Iana(tz)
    }
}

impl fmt::Debug for Zone {
    /// `Europe/Paris`, or `"Made-up" (the file's own)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Zone::Iana(tz) => write!(f, "{tz:?}"),
            Zone::Custom(id) => write!(f, "{:?} (the file's own)", id.get().tzid()),
        }
    }
}

impl fmt::Display for Zone {
    /// Its name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A [`Zone`]'s offset at some instant, with its abbreviation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZoneOffset {
    /// An IANA zone's.
    Iana(TzOffset),
    /// A file's zone's: the offset, and which of its observances.
    Custom {
        zone: CustomZoneId,
        offset: FixedOffset,
        /// The transition index, `u32::MAX` before the first.
        index: u32,
    },
}

impl ZoneOffset {
    fn observance(&self) -> Option<&'static super::custom_zone::Observance> {
        match *self {
            ZoneOffset::Iana(_) => None,
            ZoneOffset::Custom { zone, index, .. } => Some(
                zone.get()
                    .observance((index != u32::MAX).then_some(index as usize)),
            ),
        }
    }

    /// Its abbreviation (`CEST`), where the zone gives one.
    pub fn abbreviation(&self) -> Option<&str> {
        match self {
            ZoneOffset::Iana(o) => o.abbreviation(),
            ZoneOffset::Custom { .. } => self.observance().and_then(|o| o.name.as_deref()),
        }
    }

    /// Whether daylight saving time is in force.
    pub fn is_dst(&self) -> bool {
        match self {
            ZoneOffset::Iana(o) => !o.dst_offset().is_zero(),
            ZoneOffset::Custom { .. } => self.observance().is_some_and(|o| o.dst),
        }
    }
}

impl Offset for ZoneOffset {
    fn fix(&self) -> FixedOffset {
        match self {
            ZoneOffset::Iana(o) => o.fix(),
            ZoneOffset::Custom { offset, .. } => *offset,
        }
    }
}

impl fmt::Display for ZoneOffset {
    /// The abbreviation, or the offset (`+02:45`) where there is none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.abbreviation() {
            Some(name) => f.write_str(name),
            None => write!(f, "{}", self.fix()),
        }
    }
}

impl TimeZone for Zone {
    type Offset = ZoneOffset;

    fn from_offset(offset: &ZoneOffset) -> Zone {
        match *offset {
            ZoneOffset::Iana(o) => Zone::Iana(Tz::from_offset(&o)),
            ZoneOffset::Custom { zone, .. } => Zone::Custom(zone),
        }
    }

    fn offset_from_local_date(&self, local: &NaiveDate) -> LocalResult<ZoneOffset> {
        self.offset_from_local_datetime(&local.and_time(chrono::NaiveTime::MIN))
    }

    fn offset_from_local_datetime(&self, local: &NaiveDateTime) -> LocalResult<ZoneOffset> {
        match *self {
            Zone::Iana(tz) => tz
                .offset_from_local_datetime(&self.in_known_years(*local))
                .map(ZoneOffset::Iana),
            Zone::Custom(id) => {
                let local = self.in_known_years(*local);
                let spans = id.get().spans_at_local(local.and_utc().timestamp());
                let at = |i: Option<usize>| Zone::custom_offset(id, i);
                match spans.as_slice() {
                    [] => LocalResult::None,
                    [one] => LocalResult::Single(at(*one)),
                    [first, .., last] => LocalResult::Ambiguous(at(*first), at(*last)),
                }
            }
        }
    }

    fn offset_from_utc_date(&self, utc: &NaiveDate) -> ZoneOffset {
        self.offset_from_utc_datetime(&utc.and_time(chrono::NaiveTime::MIN))
    }

    fn offset_from_utc_datetime(&self, utc: &NaiveDateTime) -> ZoneOffset {
        let utc = self.in_known_years(*utc);
        match *self {
            Zone::Iana(tz) => ZoneOffset::Iana(tz.offset_from_utc_datetime(&utc)),
            Zone::Custom(id) => {
                Zone::custom_offset(id, id.get().index_at_utc(utc.and_utc().timestamp()))
            }
        }
    }
}

/// What a wall-clock time in a zone turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocalResolution {
    /// The wall-clock time names exactly one instant.
    Unique(DateTime<Zone>),
    /// The wall-clock time falls in a gap; `shifted` is the same time read with
    /// the offset from before the gap, which lands after it.
    Gap { shifted: DateTime<Zone> },
    /// The wall-clock time happens twice; both readings are kept.
    Fold {
        earlier: DateTime<Zone>,
        later: DateTime<Zone>,
    },
}

impl LocalResolution {
    /// The instant chosen by Kairos's policy: the shifted time for a gap, the
    /// earlier instant for a fold.
    pub fn instant(self) -> DateTime<Zone> {
        match self {
            LocalResolution::Unique(t) => t,
            LocalResolution::Gap { shifted } => shifted,
            LocalResolution::Fold { earlier, .. } => earlier,
        }
    }
}

/// Where chrono-tz cannot say where a gap began (before its first
/// transition), how far back to look for the offset in force before it.
const GAP_PROBE_HOURS: i64 = 48;

/// Resolves `local` in `tz`, reporting gaps and folds.
///
/// ```
/// use chrono::NaiveDate;
/// use chrono_tz::America::New_York;
/// use kairos::model::{resolve_local, LocalResolution};
///
/// // 02:30 on 2024-03-10 does not exist in New York: it moves forward an hour.
/// let gap = NaiveDate::from_ymd_opt(2024, 3, 10).unwrap().and_hms_opt(2, 30, 0).unwrap();
/// let r = resolve_local(New_York, gap);
/// assert!(matches!(r, LocalResolution::Gap { .. }));
/// assert_eq!(r.instant().to_rfc3339(), "2024-03-10T03:30:00-04:00");
///
/// // 01:30 on 2024-11-03 happens twice: the earlier (EDT) reading wins.
/// let fold = NaiveDate::from_ymd_opt(2024, 11, 3).unwrap().and_hms_opt(1, 30, 0).unwrap();
/// assert_eq!(resolve_local(New_York, fold).instant().to_rfc3339(), "2024-11-03T01:30:00-04:00");
/// ```
pub fn resolve_local(zone: impl Into<Zone>, local: NaiveDateTime) -> LocalResolution {
    let tz: Zone = zone.into();
    match tz.from_local_datetime(&local) {
        LocalResult::Single(t) => LocalResolution::Unique(t),
        LocalResult::Ambiguous(a, b) => {
            let (earlier, later) = if a <= b { (a, b) } else { (b, a) };
            LocalResolution::Fold { earlier, later }
        }
        LocalResult::None => {
            // Read the wall-clock time with the offset in force before the gap.
            let known = tz.in_known_years(local);
            let before = match tz {
                Zone::Iana(iana) => match GapInfo::new(&known, &iana).and_then(|g| g.begin) {
                    Some((_, offset)) => offset.fix().local_minus_utc(),
                    None => {
                        let probe = known.and_utc() - Duration::hours(GAP_PROBE_HOURS);
                        iana.offset_from_utc_datetime(&probe.naive_utc())
                            .fix()
                            .local_minus_utc()
                    }
                },
                Zone::Custom(id) => id.get().offset_before_gap(known.and_utc().timestamp()),
            };
            let utc = local - Duration::seconds(i64::from(before));
            LocalResolution::Gap {
                shifted: tz.from_utc_datetime(&utc),
            }
        }
    }
}

/// The instant Kairos's policy picks for `local` in `tz`, in UTC.
pub fn local_to_utc(tz: impl Into<Zone>, local: NaiveDateTime) -> DateTime<Utc> {
    resolve_local(tz, local).instant().with_timezone(&Utc)
}
