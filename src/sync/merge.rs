//! Three-way merge of an event changed on both sides.
//!
//! Each property is taken from the side that changed it since the base
//! (the normal form both sides last agreed on). When both changed the same
//! property differently, nothing is merged: the caller keeps both versions
//! (the server's under the UID, the local one as a conflict copy). The
//! timing of a series — start, length, rule, extra and removed dates and the
//! overrides — is one property: half of one side's new schedule with half of
//! the other's could name occurrences neither side has.

use crate::model::Event;

/// Merges `local` and `remote`, both changed since `base`; `None` when they
/// changed the same property differently (or there is no base).
pub fn merge(base: Option<&Event>, local: &Event, remote: &Event) -> Option<Event> {
    let base = base?;
    let mut merged = remote.clone();
    macro_rules! take {
        ($($field:ident),+) => {
            $(
                merged.$field = pick(&base.$field, &local.$field, &remote.$field)?;
            )+
        };
    }
    take!(
        summary,
        description,
        location,
        reminders,
        categories,
        status,
        transparency,
        url
    );
    let timing = |e: &Event| {
        (
            e.start,
            e.duration,
            e.rrule.clone(),
            e.rdates.clone(),
            e.exdates.clone(),
            e.overrides.clone(),
        )
    };
    let (start, duration, rrule, rdates, exdates, overrides) =
        pick(&timing(base), &timing(local), &timing(remote))?;
    merged.start = start;
    merged.duration = duration;
    merged.rrule = rrule;
    merged.rdates = rdates;
    merged.exdates = exdates;
    merged.overrides = overrides;
    // An acknowledgement is never a conflict: the later one holds; and so
    // does the later snooze.
    merged.acknowledged = local.acknowledged.max(remote.acknowledged);
    merged.snooze = pick(&base.snooze, &local.snooze, &remote.snooze).unwrap_or_else(|| {
        std::cmp::max_by_key(local.snooze, remote.snooze, |s| s.map(|s| s.until))
    });
    merged.extra_properties = merge_lines(
        &base.extra_properties,
        &local.extra_properties,
        &remote.extra_properties,
    );
    Some(merged)
}

/// The value of one property: the side that changed it, or `None` when
/// both did, differently.
fn pick<T: PartialEq + Clone>(base: &T, local: &T, remote: &T) -> Option<T> {
    if local == remote || local == base {
        Some(remote.clone())
    } else if remote == base {
        Some(local.clone())
    } else {
        None
    }
}

/// Properties Kairos does not interpret, merged as a set: what either side
/// added stays, what either side removed goes.
fn merge_lines(base: &[String], local: &[String], remote: &[String]) -> Vec<String> {
    let mut out: Vec<String> = remote
        .iter()
        .filter(|l| local.contains(l) || !base.contains(l))
        .cloned()
        .collect();
    for line in local {
        if !base.contains(line) && !out.contains(line) {
            out.push(line.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventDuration, EventTime};
    use chrono::{Duration, NaiveDate};

    fn base() -> Event {
        let start = EventTime::Floating(
            NaiveDate::from_ymd_opt(2026, 11, 23)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
        );
        Event::new(
            "e",
            "Review",
            start,
            EventDuration::Exact(Duration::hours(1)),
        )
    }

    #[test]
    fn different_properties_merge() {
        let base = base();
        let mut local = base.clone();
        local.location = Some("Room 4".into());
        let mut remote = base.clone();
        remote.summary = "Design review".into();
        remote.duration = EventDuration::Exact(Duration::minutes(90));
        let merged = merge(Some(&base), &local, &remote).expect("no overlap");
        assert_eq!(merged.summary, "Design review");
        assert_eq!(merged.location.as_deref(), Some("Room 4"));
        assert_eq!(merged.duration, EventDuration::Exact(Duration::minutes(90)));
    }

    #[test]
    fn the_same_property_changed_twice_does_not_merge() {
        let base = base();
        let mut local = base.clone();
        local.summary = "Review (local)".into();
        let mut remote = base.clone();
        remote.summary = "Review (phone)".into();
        assert_eq!(merge(Some(&base), &local, &remote), None);
        // The same change on both sides is no conflict.
        assert!(merge(Some(&base), &local, &local.clone()).is_some());
        // Without a base nothing can be told apart.
        assert_eq!(merge(None, &local, &remote), None);
    }

    #[test]
    fn acknowledgements_and_snoozes_never_conflict() {
        use crate::model::{RecurrenceId, Snooze};
        let at = |h: u32| {
            NaiveDate::from_ymd_opt(2026, 11, 23)
                .unwrap()
                .and_hms_opt(h, 0, 0)
                .unwrap()
                .and_utc()
        };
        let base = base();
        let snooze = |h| Snooze {
            occurrence: RecurrenceId::Instant(at(9)),
            until: at(h),
        };
        let mut local = base.clone();
        local.acknowledged = Some(at(9));
        local.snooze = Some(snooze(10));
        local.location = Some("Room 4".into());
        let mut remote = base.clone();
        remote.acknowledged = Some(at(11));
        remote.snooze = Some(snooze(12));
        let merged = merge(Some(&base), &local, &remote).expect("no conflict");
        assert_eq!(merged.acknowledged, Some(at(11)), "the later one");
        assert_eq!(merged.snooze, Some(snooze(12)), "the later one");
        assert_eq!(merged.location.as_deref(), Some("Room 4"));
    }

    #[test]
    fn unknown_properties_merge_as_a_set() {
        let base = vec!["X-A:1".to_string(), "X-B:1".to_string()];
        let local = vec!["X-A:1".to_string(), "X-C:1".to_string()];
        let remote = vec![
            "X-A:1".to_string(),
            "X-B:1".to_string(),
            "X-D:1".to_string(),
        ];
        assert_eq!(
            merge_lines(&base, &local, &remote),
            vec![
                "X-A:1".to_string(),
                "X-D:1".to_string(),
                "X-C:1".to_string()
            ]
        );
    }
}
