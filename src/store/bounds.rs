//! Derived bounds: the span of time an event's occurrences can touch, kept
//! in indexed columns so a range query reads only the events that can
//! appear in it.
//!
//! Events are filed by how long that span is, in powers of two days. For a
//! level whose spans are at most `S`, an event overlapping `[from, to)` must
//! start in `[from - S, to)`: one index range per level, whatever the size of
//! the file. The last level holds long and unbounded series; there are few
//! of those.

use chrono::{DateTime, Duration, Utc};

use crate::model::{Event, OccurrenceTime};
use crate::recur::Series;

/// Span levels `0..LONG_LEVEL` hold spans of at most `2^level` days: a
/// query scans at most twice the span it needs at each level.
pub(crate) const LONG_LEVEL: i64 = 14;

/// Floating and all-day times land on the timeline in the viewer's zone:
/// anywhere within a day of their UTC reading.
const VIEWER_MARGIN_SECS: i64 = 26 * 3600;

/// Series with more occurrences than this are filed as unbounded rather than
/// walked on every save (a COUNT of a million seconds, say).
const WALK_LIMIT: usize = 100_000;

/// What the events table indexes for one event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub first_start_utc: Option<i64>,
    pub last_end_utc: Option<i64>,
    pub span_level: i64,
}

/// The longest span, in seconds, an event at `level` can have.
pub(crate) fn level_span_secs(level: i64) -> i64 {
    (1_i64 << level) * 86_400
}

/// The bounds of an event whose series is `series`.
pub(crate) fn bounds(event: &Event, series: &Series) -> Bounds {
    let margin = if event.start.zone().is_some() {
        0
    } else {
        VIEWER_MARGIN_SECS
    };
    let mut all = series.iter(chrono_tz::UTC);
    let Some(first) = all.next() else {
        // Every occurrence removed: nothing to find, file it as a point.
        let at = event.start.resolve().instant_in(chrono_tz::UTC).timestamp();
        return Bounds {
            first_start_utc: Some(at),
            last_end_utc: Some(at),
            span_level: 0,
        };
    };
    let first_start = utc(&first.start) - margin;
    let bounded = series.recurrence().is_none_or(|r| r.is_bounded());
    let mut last_end = bounded.then(|| utc(&first.end));
    if bounded {
        let mut walked = 1;
        for o in all.by_ref() {
            walked += 1;
            if walked > WALK_LIMIT {
                last_end = None;
                break;
            }
            last_end = last_end.max(Some(utc(&o.end)));
        }
    }
    let last_end = last_end.map(|t| t + margin);
    let span_level = match last_end {
        Some(end) => (0..LONG_LEVEL)
            .find(|&level| end - first_start <= level_span_secs(level))
            .unwrap_or(LONG_LEVEL),
        None => LONG_LEVEL,
    };
    Bounds {
        first_start_utc: Some(first_start),
        last_end_utc: last_end,
        span_level,
    }
}

fn utc(t: &OccurrenceTime) -> i64 {
    t.instant_in(chrono_tz::UTC).timestamp()
}

/// `[from, to)` widened to whole seconds, as the columns hold them.
pub(crate) fn range_secs(from: DateTime<Utc>, to: DateTime<Utc>) -> (i64, i64) {
    let to = to + Duration::nanoseconds(999_999_999);
    (from.timestamp(), to.timestamp())
}
