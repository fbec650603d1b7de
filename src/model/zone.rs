//! Turning a wall-clock time in a zone into an instant, with the DST policy
//! spelled out in the types.
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

use chrono::{DateTime, Duration, LocalResult, NaiveDateTime, Offset, TimeZone, Utc};
use chrono_tz::{GapInfo, Tz};

/// What a wall-clock time in a zone turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocalResolution {
    /// The wall-clock time names exactly one instant.
    Unique(DateTime<Tz>),
    /// The wall-clock time falls in a gap; `shifted` is the same time read with
    /// the offset from before the gap, which lands after it.
    Gap { shifted: DateTime<Tz> },
    /// The wall-clock time happens twice; both readings are kept.
    Fold {
        earlier: DateTime<Tz>,
        later: DateTime<Tz>,
    },
}

impl LocalResolution {
    /// The instant chosen by Kairos's policy: the shifted time for a gap, the
    /// earlier instant for a fold.
    pub fn instant(self) -> DateTime<Tz> {
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
pub fn resolve_local(tz: Tz, local: NaiveDateTime) -> LocalResolution {
    match tz.from_local_datetime(&local) {
        LocalResult::Single(t) => LocalResolution::Unique(t),
        LocalResult::Ambiguous(a, b) => {
            let (earlier, later) = if a <= b { (a, b) } else { (b, a) };
            LocalResolution::Fold { earlier, later }
        }
        LocalResult::None => {
            // Read the wall-clock time with the offset in force before the gap.
            let before = match GapInfo::new(&local, &tz).and_then(|g| g.begin) {
                Some((_, offset)) => offset.fix(),
                None => {
                    let probe = local.and_utc() - Duration::hours(GAP_PROBE_HOURS);
                    tz.offset_from_utc_datetime(&probe.naive_utc()).fix()
                }
            };
            let utc = local - Duration::seconds(i64::from(before.local_minus_utc()));
            LocalResolution::Gap {
                shifted: tz.from_utc_datetime(&utc),
            }
        }
    }
}

/// The instant Kairos's policy picks for `local` in `tz`, in UTC.
pub fn local_to_utc(tz: Tz, local: NaiveDateTime) -> DateTime<Utc> {
    resolve_local(tz, local).instant().with_timezone(&Utc)
}
