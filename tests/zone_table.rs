//! The offset table agrees with chrono-tz for every zone: instants → offsets,
//! and wall-clock times → instants (gaps, folds and all), sampled every few
//! hours and at every second around each transition.

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone, Utc};
use chrono_tz::{Tz, TZ_VARIANTS};
use kairos::model::{resolve_local, LocalResolution, ZoneCursor, ZoneOffset, ZoneTable};

fn at(secs: i64) -> NaiveDateTime {
    DateTime::<Utc>::from_timestamp(secs, 0)
        .unwrap()
        .naive_utc()
}

fn same(a: LocalResolution, b: LocalResolution) -> bool {
    use LocalResolution::*;
    match (a, b) {
        (Unique(x), Unique(y)) => x == y && x.offset() == y.offset(),
        (Gap { shifted: x }, Gap { shifted: y }) => x == y && x.offset() == y.offset(),
        (
            Fold {
                earlier: a1,
                later: a2,
            },
            Fold {
                earlier: b1,
                later: b2,
            },
        ) => a1 == b1 && a2 == b2,
        _ => false,
    }
}

fn check_local(cursor: &mut ZoneCursor, tz: Tz, local: NaiveDateTime) {
    assert!(
        same(cursor.resolve(local), resolve_local(tz, local)),
        "{tz} local {local}"
    );
}

fn check_zone(tz: Tz) {
    let table = ZoneTable::of(tz);
    let mut cursor = ZoneCursor::new(&table);
    let lo = Utc
        .with_ymd_and_hms(1900, 1, 2, 0, 0, 0)
        .unwrap()
        .timestamp();
    let hi = Utc
        .with_ymd_and_hms(2099, 12, 30, 0, 0, 0)
        .unwrap()
        .timestamp();
    // Daily samples (plus 17 minutes, to move through the hours) catch any
    // offset change the weekly-probed table could have missed.
    let step = 24 * 3600 + 17 * 60;
    let mut t = lo;
    let mut prev = tz.offset_from_utc_datetime(&at(lo));
    while t < hi {
        let utc = at(t);
        let expected = tz.from_utc_datetime(&utc);
        let got = cursor.at_utc(utc);
        assert_eq!(got, expected, "{tz} at {utc}");
        assert_eq!(
            *got.offset(),
            ZoneOffset::Iana(*expected.offset()),
            "{tz} offset at {utc}"
        );
        check_local(
            &mut cursor,
            tz,
            utc + Duration::seconds(3_600 * ((t / step) % 27 - 13)),
        );
        let off = *expected.offset();
        if off != prev {
            // Find the transition to the second, then check the wall-clock
            // times around it: its gap or fold and both edges.
            let (mut a, mut b) = (t - step, t);
            while b - a > 1 {
                let mid = a + (b - a) / 2;
                if tz.offset_from_utc_datetime(&at(mid)) == prev {
                    a = mid;
                } else {
                    b = mid;
                }
            }
            let edge = at(b);
            for d in (-4 * 3600..4 * 3600).step_by(300) {
                check_local(&mut cursor, tz, edge + Duration::seconds(d));
            }
            use chrono::Offset;
            for off in [prev.fix().local_minus_utc(), off.fix().local_minus_utc()] {
                for d in -2..=2 {
                    check_local(
                        &mut cursor,
                        tz,
                        edge + Duration::seconds(i64::from(off) + d),
                    );
                }
            }
            assert_eq!(
                cursor.at_utc(edge),
                tz.from_utc_datetime(&edge),
                "{tz} at transition {edge}"
            );
            prev = off;
        }
        t += step;
    }
}

#[test]
fn table_matches_chrono_tz_for_every_zone() {
    for tz in TZ_VARIANTS {
        check_zone(tz);
    }
}

#[test]
fn policy_resolution_and_instants_outside_the_table_fall_back_to_chrono_tz() {
    use chrono::Offset;
    let tz = chrono_tz::America::New_York;
    let table = ZoneTable::of(tz);
    let mut cursor = ZoneCursor::new(&table);
    for local in [
        "1850-06-01T12:00:00",
        "2024-03-10T02:30:00", // in a gap, inside the table
        "2024-11-03T01:30:00", // in a fold
        "2150-03-09T02:30:00", // in a gap, after the table
        "2150-07-01T12:00:00",
    ] {
        let naive = NaiveDateTime::parse_from_str(local, "%Y-%m-%dT%H:%M:%S").unwrap();
        let expected = resolve_local(tz, naive);
        let got = cursor.resolve_policy(naive.and_utc().timestamp()).unwrap();
        assert_eq!(got.utc, expected.instant().timestamp(), "{local}");
        assert_eq!(
            got.offset,
            expected.instant().offset().fix().local_minus_utc(),
            "{local}"
        );
        assert_eq!(
            got.in_gap,
            matches!(expected, LocalResolution::Gap { .. }),
            "{local}"
        );
        let at = cursor.zoned_at(got.utc).unwrap();
        assert_eq!(at.to_datetime(), expected.instant(), "{local}");
    }
}
