//! The week grid: an all-day lane of bars above seven day columns of 24
//! hours, where overlapping events sit side by side in sub-columns (as
//! GNOME Calendar and Google Calendar draw them).
//!
//! A day column holds at most [`SIDE_BY_SIDE`] sub-columns. When more
//! events overlap than that, the last sub-column says how many are not
//! drawn there ([`More`]) instead: a sliver a pixel wide tells nobody
//! anything, and a busy calendar (thousands of events a day) would
//! otherwise cost the window seconds and hundreds of megabytes to draw.

use chrono::{Days, NaiveDate, NaiveTime, Offset, TimeZone, Timelike};
use chrono_tz::Tz;

use super::month::{bars_where, Bar};
use super::{Item, Span};

/// Minutes in a day as the grid draws it (wall clock; a DST day is drawn
/// on the same 24 hours).
pub const DAY_MINUTES: u32 = 24 * 60;

/// A timed event's piece within one day column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Index into the items the layout was built from.
    pub item: usize,
    /// Minutes from the day's midnight where the piece starts.
    pub start_min: u32,
    /// Where it ends (at most [`DAY_MINUTES`]).
    pub end_min: u32,
    /// Which sub-column of its overlap group it sits in.
    pub column: usize,
    /// How many sub-columns its overlap group has.
    pub columns: usize,
    /// It began on an earlier day (crossing midnight).
    pub continues_before: bool,
    /// It goes on into the next day.
    pub continues_after: bool,
}

/// The most sub-columns a day column is split into; when more events
/// overlap, the last one holds [`More`] markers.
pub const SIDE_BY_SIDE: usize = 4;

/// The most rows the all-day area takes. When its bars need more lanes,
/// the last row says per day how many bars are not drawn
/// ([`WeekLayout::all_day_more`]): a busy calendar's all-day events (dozens
/// of lanes) would otherwise push the hours out of the window.
pub const ALL_DAY_ROWS: usize = 4;

/// Events of a day column not drawn because too many overlap: `count` of
/// them lie between `start_min` and `end_min`, in the last sub-column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct More {
    pub start_min: u32,
    pub end_min: u32,
    pub count: usize,
}

/// The week as drawn.
#[derive(Debug, Clone)]
pub struct WeekLayout {
    pub days: Vec<NaiveDate>,
    /// All-day and day-or-longer events, in lanes across the days.
    pub all_day: Vec<Bar>,
    /// How many all-day lanes are drawn (at most [`ALL_DAY_ROWS`]).
    pub all_day_lanes: usize,
    /// Per day column, how many all-day bars are in lanes not drawn (all
    /// zero when every lane is drawn).
    pub all_day_more: Vec<usize>,
    /// Per day column, its timed blocks.
    pub columns: Vec<Vec<Block>>,
    /// Per day column, what it does not draw for lack of room.
    pub more: Vec<Vec<More>>,
}

/// Lays out `items` on the `days` days from `first`. Blocks shorter than
/// `min_minutes` are treated as that long when deciding overlaps, so a
/// zero-length event still gets room for its title.
pub fn week(items: &[Item], first: NaiveDate, days: usize, min_minutes: u32) -> WeekLayout {
    let dates: Vec<NaiveDate> = (0..days as u64).map(|i| first + Days::new(i)).collect();
    let last = first + Days::new(days.saturating_sub(1) as u64);
    let (bars, lanes) = bars_where(items, 0..items.len(), first, last, Item::in_all_day_lane);
    // Every lane, or one row fewer than the most and a row of counts.
    let all_day_lanes = if lanes > ALL_DAY_ROWS {
        ALL_DAY_ROWS - 1
    } else {
        lanes
    };
    let (all_day, hidden): (Vec<Bar>, Vec<Bar>) =
        bars.into_iter().partition(|b| b.lane < all_day_lanes);
    let all_day_more = (0..days)
        .map(|col| hidden.iter().filter(|b| b.covers(col)).count())
        .collect();
    let (columns, more) = dates
        .iter()
        .map(|&day| column(items, day, min_minutes))
        .unzip();
    WeekLayout {
        days: dates,
        all_day,
        all_day_lanes,
        all_day_more,
        columns,
        more,
    }
}

fn minutes(t: NaiveTime) -> u32 {
    t.hour() * 60 + t.minute()
}

fn column(items: &[Item], day: NaiveDate, min_minutes: u32) -> (Vec<Block>, Vec<More>) {
    let mut blocks: Vec<Block> = items
        .iter()
        .enumerate()
        .filter(|(_, it)| !it.in_all_day_lane() && it.covers(day))
        .filter_map(|(i, it)| {
            let Span::Timed { start, end } = it.span else {
                return None;
            };
            let continues_before = start.date() < day;
            let continues_after = end > (day + Days::new(1)).and_time(NaiveTime::MIN);
            let start_min = if continues_before {
                0
            } else {
                minutes(start.time())
            };
            let end_min = if end.date() > day {
                DAY_MINUTES
            } else {
                minutes(end.time())
            };
            Some(Block {
                item: i,
                start_min,
                end_min: end_min.max(start_min),
                column: 0,
                columns: 1,
                continues_before,
                continues_after,
            })
        })
        .collect();
    blocks.sort_by_key(|b| (b.start_min, std::cmp::Reverse(b.end_min)));
    // Sweep: a group is a run of transitively overlapping blocks; within it
    // each block takes the first sub-column whose last block has ended.
    let shown_end = |b: &Block| b.end_min.max(b.start_min + min_minutes);
    let mut group_start = 0;
    let mut group_end = 0;
    let mut column_ends: Vec<u32> = Vec::new();
    for i in 0..blocks.len() {
        if i > group_start && blocks[i].start_min >= group_end {
            close_group(&mut blocks[group_start..i], column_ends.len());
            group_start = i;
            column_ends.clear();
        }
        let start = blocks[i].start_min;
        let end = shown_end(&blocks[i]);
        let col = match column_ends.iter().position(|&e| e <= start) {
            Some(c) => {
                column_ends[c] = end;
                c
            }
            None => {
                column_ends.push(end);
                column_ends.len() - 1
            }
        };
        blocks[i].column = col;
        group_end = if i == group_start {
            end
        } else {
            group_end.max(end)
        };
    }
    let n = column_ends.len();
    close_group(&mut blocks[group_start..], n);
    let more = leave_out_crowded(&mut blocks, shown_end);
    (blocks, more)
}

fn close_group(group: &mut [Block], columns: usize) {
    for b in group {
        b.columns = columns.max(1);
    }
}

/// In groups of more than [`SIDE_BY_SIDE`] sub-columns, keeps the blocks
/// of the first `SIDE_BY_SIDE - 1` and takes the others out, returning them
/// as markers: one per run of overlapping left-out blocks. `blocks` is in
/// start order, and stays so.
fn leave_out_crowded(blocks: &mut Vec<Block>, shown_end: impl Fn(&Block) -> u32) -> Vec<More> {
    let crowded = |b: &Block| b.columns > SIDE_BY_SIDE && b.column >= SIDE_BY_SIDE - 1;
    let mut more: Vec<More> = Vec::new();
    for b in blocks.iter().filter(|b| crowded(b)) {
        let end = shown_end(b).min(DAY_MINUTES);
        match more.last_mut() {
            Some(run) if b.start_min < run.end_min => {
                run.end_min = run.end_min.max(end);
                run.count += 1;
            }
            _ => more.push(More {
                start_min: b.start_min,
                end_min: end,
                count: 1,
            }),
        }
    }
    blocks.retain(|b| !crowded(b));
    for b in blocks.iter_mut() {
        b.columns = b.columns.min(SIDE_BY_SIDE);
    }
    more
}

/// Which zone the hours of `days` are in, short enough for the hour
/// column: the tz database's abbreviation where it has a word ("CEST",
/// "JST"), else the offset ("UTC+5:30"); both where the days cross a
/// change ("CEST/CET").
///
/// ```
/// use chrono::NaiveDate;
/// use kairos::layout::zone_label;
/// let day = |d| NaiveDate::from_ymd_opt(2026, 10, d).unwrap();
/// let week: Vec<_> = (19..=25).map(day).collect();
/// assert_eq!(zone_label(chrono_tz::Asia::Tokyo, &week), "JST");
/// assert_eq!(zone_label(chrono_tz::Asia::Kolkata, &week), "IST");
/// assert_eq!(zone_label(chrono_tz::Asia::Kathmandu, &week), "UTC+5:45");
/// assert_eq!(zone_label(chrono_tz::America::Sao_Paulo, &week), "UTC−3");
/// let turning: Vec<_> = (22..=28).map(day).collect();
/// assert_eq!(zone_label(chrono_tz::Europe::Berlin, &turning), "CEST/CET");
/// ```
pub fn zone_label(viewer: Tz, days: &[NaiveDate]) -> String {
    let at = |day: &NaiveDate| {
        let noon = day.and_time(NaiveTime::from_hms_opt(12, 0, 0).unwrap_or(NaiveTime::MIN));
        let local = viewer.from_local_datetime(&noon).earliest()?;
        let name = local.format("%Z").to_string();
        if name.chars().all(|c| c.is_ascii_alphabetic()) {
            return Some(name);
        }
        let seconds = local.offset().fix().local_minus_utc();
        let sign = if seconds < 0 { '−' } else { '+' };
        let (hours, minutes) = (seconds.abs() / 3600, seconds.abs() % 3600 / 60);
        Some(match minutes {
            0 => format!("UTC{sign}{hours}"),
            _ => format!("UTC{sign}{hours}:{minutes:02}"),
        })
    };
    let first = days.first().and_then(at);
    let last = days.last().and_then(at);
    match (first, last) {
        (Some(a), Some(b)) if a != b => format!("{a}/{b}"),
        (Some(a), _) | (None, Some(a)) => a,
        (None, None) => viewer.name().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::item::tests::{all_day, timed};
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, day).unwrap()
    }

    #[test]
    fn overlapping_events_sit_side_by_side() {
        let items = vec![
            timed("A", d(23), 9, 0, 60),
            timed("B", d(23), 9, 30, 60),
            timed("C", d(23), 10, 0, 30),
            timed("D", d(23), 13, 0, 60),
        ];
        let w = week(&items, d(23), 7, 20);
        let col = &w.columns[0];
        let by = |i: usize| col.iter().find(|b| b.item == i).unwrap();
        // A and B overlap; C starts when A ends, so it reuses A's column.
        assert_eq!((by(0).column, by(0).columns), (0, 2));
        assert_eq!((by(1).column, by(1).columns), (1, 2));
        assert_eq!((by(2).column, by(2).columns), (0, 2));
        // D is alone.
        assert_eq!((by(3).column, by(3).columns), (0, 1));
        assert_eq!((by(0).start_min, by(0).end_min), (540, 600));
    }

    #[test]
    fn crossing_midnight_is_drawn_on_both_days() {
        let items = vec![timed("Night shift", d(24), 22, 0, 240)];
        let w = week(&items, d(23), 7, 20);
        assert_eq!(
            w.columns[1],
            vec![Block {
                item: 0,
                start_min: 22 * 60,
                end_min: DAY_MINUTES,
                column: 0,
                columns: 1,
                continues_before: false,
                continues_after: true,
            }]
        );
        assert_eq!(
            (w.columns[2][0].start_min, w.columns[2][0].end_min),
            (0, 120)
        );
        assert!(w.columns[2][0].continues_before && !w.columns[2][0].continues_after);
        assert!(w.all_day.is_empty());
    }

    #[test]
    fn all_day_and_day_long_events_go_to_the_lane() {
        let items = vec![
            all_day("Holiday", d(25), d(26)),
            timed("Retreat", d(27), 9, 0, 48 * 60),
            timed("Ends at midnight", d(28), 23, 0, 60),
        ];
        let w = week(&items, d(23), 7, 20);
        assert_eq!(w.all_day.len(), 2);
        assert_eq!(w.all_day_lanes, 1);
        assert_eq!(w.all_day_more, vec![0; 7]);
        assert!(w.columns[2].is_empty());
        let late = &w.columns[5];
        assert_eq!(late.len(), 1);
        assert_eq!(
            (late[0].end_min, late[0].continues_after),
            (DAY_MINUTES, false)
        );
        assert!(w.columns[6].is_empty());
    }

    #[test]
    fn all_day_lanes_beyond_the_area_are_counted_per_day() {
        // Four lanes fit: all drawn, nothing counted.
        let four: Vec<Item> = (0..4).map(|_| all_day("Trip", d(23), d(30))).collect();
        let w = week(&four, d(23), 7, 20);
        assert_eq!((w.all_day.len(), w.all_day_lanes), (4, ALL_DAY_ROWS));
        assert_eq!(w.all_day_more, vec![0; 7]);
        // Six whole-week bars and two on Wednesday and Thursday need eight
        // lanes: three are drawn, the rest counted on the days they cover.
        let mut items: Vec<Item> = (0..6).map(|_| all_day("Trip", d(23), d(30))).collect();
        items.push(all_day("Holiday", d(25), d(26)));
        items.push(all_day("Fair", d(25), d(26)));
        let w = week(&items, d(23), 7, 20);
        assert_eq!(w.all_day_lanes, ALL_DAY_ROWS - 1);
        assert!(w.all_day.iter().all(|b| b.lane < ALL_DAY_ROWS - 1));
        assert_eq!(w.all_day.len(), 3);
        assert_eq!(w.all_day_more, vec![3, 3, 5, 5, 3, 3, 3]);
        // Every bar is drawn or counted on each of its days.
        for col in 0..7 {
            let on = |b: &&Bar| b.covers(col);
            let covering = items
                .iter()
                .filter(|it| {
                    it.first_day() <= d(23 + col as u32) && d(23 + col as u32) <= it.last_day()
                })
                .count();
            assert_eq!(
                w.all_day.iter().filter(on).count() + w.all_day_more[col],
                covering
            );
        }
    }

    #[test]
    fn short_events_get_room_when_deciding_overlap() {
        let items = vec![
            timed("Call", d(23), 9, 0, 0),
            timed("Standup", d(23), 9, 10, 5),
        ];
        let w = week(&items, d(23), 7, 20);
        assert_eq!(w.columns[0][0].columns, 2);
        let w = week(&items, d(23), 7, 5);
        assert_eq!(w.columns[0][0].columns, 1);
    }

    #[test]
    fn a_crowded_hour_draws_three_events_and_says_how_many_more() {
        let mut items: Vec<Item> = (0..6).map(|i| timed("Busy", d(23), 9, 0, 60 + i)).collect();
        items.push(timed("Later", d(23), 9, 30, 120));
        items.push(timed("Alone", d(23), 14, 0, 30));
        let w = week(&items, d(23), 7, 20);
        let col = &w.columns[0];
        // Longest first at the same start: the three longest of the 9:00
        // events are drawn, in four sub-columns.
        let drawn: Vec<usize> = col.iter().map(|b| b.item).collect();
        assert_eq!(drawn, vec![5, 4, 3, 7]);
        assert!(col[..3].iter().all(|b| b.columns == SIDE_BY_SIDE));
        assert_eq!((col[3].column, col[3].columns), (0, 1));
        assert_eq!(
            w.more[0],
            vec![More {
                start_min: 540,
                end_min: 690,
                count: 4
            }]
        );
        assert!(w.more[1].is_empty());
    }

    #[test]
    fn four_overlapping_events_are_all_drawn() {
        let items: Vec<Item> = (0..4).map(|i| timed("Busy", d(23), 9, 0, 60 + i)).collect();
        let w = week(&items, d(23), 7, 20);
        assert_eq!(w.columns[0].len(), 4);
        assert!(w.more[0].is_empty());
    }

    /// Random days: every timed event is either drawn or counted in a
    /// marker, once; drawn events never overlap in one sub-column, and no
    /// marker overlaps a drawn event of its sub-column.
    #[test]
    fn every_event_is_drawn_or_counted_and_nothing_overlaps() {
        let seed: u64 = std::env::var("KAIROS_WEEK_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5eed_2026);
        let mut state = seed;
        let mut next = |n: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        for round in 0..200 {
            let count = next(40) as usize;
            let items: Vec<Item> = (0..count)
                .map(|_| {
                    let hour = next(24) as u32;
                    let minute = next(4) as u32 * 15;
                    timed("E", d(23), hour, minute, next(240) as i64)
                })
                .collect();
            let w = week(&items, d(23), 1, 20);
            let (col, more) = (&w.columns[0], &w.more[0]);
            let counted: usize = more.iter().map(|m| m.count).sum();
            assert_eq!(col.len() + counted, count, "seed {seed} round {round}");
            let mut seen: Vec<usize> = col.iter().map(|b| b.item).collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), col.len(), "seed {seed} round {round}");
            let shown = |b: &Block| (b.start_min, b.end_min.max(b.start_min + 20));
            for (i, a) in col.iter().enumerate() {
                assert!(a.column < a.columns && a.columns <= SIDE_BY_SIDE);
                for b in &col[i + 1..] {
                    let (a0, a1) = shown(a);
                    let (b0, b1) = shown(b);
                    let overlap = a0 < b1 && b0 < a1;
                    assert!(
                        !(overlap && a.column == b.column),
                        "seed {seed} round {round}: {a:?} and {b:?}"
                    );
                }
                for m in more {
                    let (a0, a1) = shown(a);
                    let overlap = a0 < m.end_min && m.start_min < a1;
                    assert!(
                        !(overlap && a.column == SIDE_BY_SIDE - 1),
                        "seed {seed} round {round}: {a:?} under {m:?}"
                    );
                }
            }
        }
    }
}
