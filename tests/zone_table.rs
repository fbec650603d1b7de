//! The offset table agrees with chrono-tz for every zone: instants → offsets,
//! and wall-clock times → instants (gaps, folds and all), sampled every few
//! hours and at every second around each transition.

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone, Utc};
use chrono_tz::{Tz, TZ_VARIANTS};
use kairos::model::{resolve_local, LocalResolution, ZoneCursor, ZoneTable};

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
        assert_eq!(got.offset(), expected.offset(), "{tz} offset at {utc}");
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
