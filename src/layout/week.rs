//! The week grid: an all-day lane of bars above seven day columns of 24
//! hours, where overlapping events sit side by side in sub-columns (as
//! GNOME Calendar and Google Calendar draw them).

use chrono::{Days, NaiveDate, NaiveTime, Timelike};

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

/// The week as drawn.
#[derive(Debug, Clone)]
pub struct WeekLayout {
    pub days: Vec<NaiveDate>,
    /// All-day and day-or-longer events, in lanes across the days.
    pub all_day: Vec<Bar>,
    /// How many all-day lanes there are.
    pub all_day_lanes: usize,
    /// Per day column, its timed blocks.
    pub columns: Vec<Vec<Block>>,
}

/// Lays out `items` on the `days` days from `first`. Blocks shorter than
/// `min_minutes` are treated as that long when deciding overlaps, so a
/// zero-length event still gets room for its title.
pub fn week(items: &[Item], first: NaiveDate, days: usize, min_minutes: u32) -> WeekLayout {
    let dates: Vec<NaiveDate> = (0..days as u64).map(|i| first + Days::new(i)).collect();
    let last = first + Days::new(days.saturating_sub(1) as u64);
    let (all_day, all_day_lanes) =
        bars_where(items, 0..items.len(), first, last, Item::in_all_day_lane);
    let columns = dates
        .iter()
        .map(|&day| column(items, day, min_minutes))
        .collect();
    WeekLayout {
        days: dates,
        all_day,
        all_day_lanes,
        columns,
    }
}

fn minutes(t: NaiveTime) -> u32 {
    t.hour() * 60 + t.minute()
}

fn column(items: &[Item], day: NaiveDate, min_minutes: u32) -> Vec<Block> {
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
    blocks
}

fn close_group(group: &mut [Block], columns: usize) {
    for b in group {
        b.columns = columns.max(1);
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
}
