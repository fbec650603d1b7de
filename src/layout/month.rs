//! The month grid: six weeks of seven days, multi-day events as bars in
//! lanes across each week, timed events as chips in their day, and "+N more"
//! where a day has more than fits.

use chrono::{Datelike, Days, NaiveDate};

use super::Item;

/// A multi-day or all-day event's bar within one week row (also the week
/// view's all-day lane).
#[derive(Debug, Clone)]
pub struct Bar {
    /// Index into the items the layout was built from.
    pub item: usize,
    /// Which lane (row) of the week it is drawn in, from 0.
    pub lane: usize,
    /// The first column (0..7) it covers in this week.
    pub first_col: usize,
    /// How many columns it covers.
    pub span: usize,
    /// It began before this week (draw the left end open).
    pub continues_before: bool,
    /// It goes on after this week.
    pub continues_after: bool,
}

impl Bar {
    /// Whether it covers day column `col` of its week.
    pub fn covers(&self, col: usize) -> bool {
        self.first_col <= col && col < self.first_col + self.span
    }
}

/// One day of the grid.
#[derive(Debug, Clone)]
pub struct DayCell {
    pub date: NaiveDate,
    /// In the month the grid is for (others are dimmed).
    pub in_month: bool,
    pub is_today: bool,
    /// Timed single-day events shown as chips, in start order (indexes into
    /// the items).
    pub chips: Vec<usize>,
    /// The bar lanes the first chips are drawn in, one per chip: lanes no
    /// bar takes on this day, so a day beside a long trip does not show an
    /// empty line above its own events. The chips after these are drawn
    /// below the lanes.
    pub chip_lanes: Vec<usize>,
    /// Events on this day that did not fit: bars in hidden lanes and chips
    /// cut off. Shown as "+N more".
    pub more: usize,
    /// The events counted in `more` (indexes into the items), for marking
    /// "+N more" when the selected event is among them. Occurrences the
    /// query left out are counted but not listed.
    pub hidden: Vec<usize>,
}

/// One week of the grid.
#[derive(Debug, Clone)]
pub struct WeekRow {
    pub days: Vec<DayCell>,
    /// Bars shown in this week (lanes below `lanes`).
    pub bars: Vec<Bar>,
    /// How many bar lanes are drawn.
    pub lanes: usize,
}

/// The whole grid.
#[derive(Debug, Clone)]
pub struct MonthLayout {
    pub weeks: Vec<WeekRow>,
}

/// Lays out `items` (in start order) on the six-week grid starting at
/// `grid_start` for the month containing `month_day`. Each cell has room for
/// `rows_per_cell` lines (bars and chips together; a "+N more" line takes one
/// when needed).
pub fn month(
    items: &[Item],
    grid_start: NaiveDate,
    month_day: NaiveDate,
    today: NaiveDate,
    rows_per_cell: usize,
) -> MonthLayout {
    let rows = rows_per_cell.max(1);
    // Each item is placed once into the weeks it touches, so a dense month
    // costs one pass over its items, not one per week.
    let mut per_week: Vec<Vec<usize>> = vec![Vec::new(); 6];
    for (i, item) in items.iter().enumerate() {
        let first = (item.first_day() - grid_start).num_days();
        let last = (item.last_day() - grid_start).num_days();
        if last < 0 || first > 41 {
            continue;
        }
        for week in (first.max(0) / 7)..=(last.min(41) / 7) {
            per_week[week as usize].push(i);
        }
    }
    let weeks = per_week
        .iter()
        .enumerate()
        .map(|(w, candidates)| {
            let first = grid_start + Days::new(7 * w as u64);
            week_row(items, candidates, first, month_day, today, rows)
        })
        .collect();
    MonthLayout { weeks }
}

fn week_row(
    items: &[Item],
    candidates: &[usize],
    first: NaiveDate,
    month_day: NaiveDate,
    today: NaiveDate,
    rows: usize,
) -> WeekRow {
    let last = first + Days::new(6);
    let (bars, lane_count) =
        bars_where(items, candidates.iter().copied(), first, last, Item::is_bar);
    let mut days: Vec<DayCell> = (0..7)
        .map(|i| {
            let date = first + Days::new(i);
            DayCell {
                date,
                in_month: date.year() == month_day.year() && date.month() == month_day.month(),
                is_today: date == today,
                chips: Vec::new(),
                chip_lanes: Vec::new(),
                more: 0,
                hidden: Vec::new(),
            }
        })
        .collect();
    for &i in candidates {
        let item = &items[i];
        if item.is_bar() {
            continue;
        }
        let day = item.first_day();
        if first <= day && day <= last {
            days[(day - first).num_days() as usize].chips.push(i);
        }
    }
    // Bars take at most every row; when they would take every row and a
    // day has more than its bars (more lanes, or chips), the last row is
    // kept for its "+N more": a cell always says what it hides.
    let more_than_bars = lane_count > rows || days.iter().any(|d| !d.chips.is_empty());
    let lanes = if lane_count >= rows && more_than_bars {
        rows - 1
    } else {
        lane_count
    };
    let (shown, hidden): (Vec<Bar>, Vec<Bar>) = bars.into_iter().partition(|b| b.lane < lanes);
    for (col, cell) in days.iter_mut().enumerate() {
        let hidden_bars: Vec<usize> = hidden
            .iter()
            .filter(|b| b.covers(col))
            .map(|b| b.item)
            .collect();
        // What the query left out of a fast-repeating event's day.
        let left_out: usize = cell
            .chips
            .iter()
            .map(|&i| items[i].more_that_day as usize)
            .sum();
        // A chip takes a lane no bar takes on its day first, then a line
        // below the lanes.
        let free: Vec<usize> = (0..lanes)
            .filter(|&lane| !shown.iter().any(|b| b.lane == lane && b.covers(col)))
            .collect();
        let slots = free.len() + (rows - lanes);
        // A hidden bar is never drawn in a chip's place: counted always.
        // "+N more" takes the last line below the lanes (there is one
        // whenever something is hidden: see `lanes`).
        if !hidden_bars.is_empty() || cell.chips.len() > slots || left_out > 0 {
            let keep = slots.saturating_sub(1).min(cell.chips.len());
            cell.more = cell.chips.len() - keep + hidden_bars.len() + left_out;
            cell.hidden = cell.chips.split_off(keep);
            cell.hidden.extend(hidden_bars);
        }
        cell.chip_lanes = free.into_iter().take(cell.chips.len()).collect();
    }
    WeekRow {
        days,
        bars: shown,
        lanes,
    }
}

/// Bars for the `candidates` (indexes into `items`) that `wanted` picks
/// and that meet `first..=last`, with lanes assigned: earliest first, longer
/// first, each in the lowest lane free on all its days. Returns the bars and
/// the number of lanes.
pub(super) fn bars_where(
    items: &[Item],
    candidates: impl Iterator<Item = usize>,
    first: NaiveDate,
    last: NaiveDate,
    wanted: impl Fn(&Item) -> bool,
) -> (Vec<Bar>, usize) {
    let width = (last - first).num_days() as usize + 1;
    let mut bars: Vec<Bar> = candidates
        .map(|i| (i, &items[i]))
        .filter(|(_, it)| wanted(it) && it.first_day() <= last && it.last_day() >= first)
        .map(|(i, it)| {
            let start = it.first_day().max(first);
            let end = it.last_day().min(last);
            Bar {
                item: i,
                lane: 0,
                first_col: (start - first).num_days() as usize,
                span: (end - start).num_days() as usize + 1,
                continues_before: it.first_day() < first,
                continues_after: it.last_day() > last,
            }
        })
        .collect();
    bars.sort_by(|a, b| a.first_col.cmp(&b.first_col).then(b.span.cmp(&a.span)));
    let mut occupied: Vec<Vec<bool>> = Vec::new();
    for bar in &mut bars {
        let cols = bar.first_col..bar.first_col + bar.span;
        let lane = occupied
            .iter()
            .position(|lane| cols.clone().all(|c| !lane[c]))
            .unwrap_or_else(|| {
                occupied.push(vec![false; width]);
                occupied.len() - 1
            });
        for c in cols {
            occupied[lane][c] = true;
        }
        bar.lane = lane;
    }
    let lanes = occupied.len();
    (bars, lanes)
}

#[cfg(test)]
mod tests {
    use super::super::item::tests::{all_day, timed};
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, day).unwrap()
    }

    #[test]
    fn bars_span_their_days_and_stack_in_lanes() {
        // Grid week Mon Nov 23 .. Sun Nov 29.
        let items = vec![
            all_day("Trip", d(24), d(27)),
            all_day("Holiday", d(26), d(26)),
            timed("Lunch", d(25), 12, 0, 60),
            timed("Overnight", d(28), 22, 0, 240),
        ];
        let layout = month(&items, d(23) - Days::new(28), d(21), d(21), 5);
        let week = &layout.weeks[4];
        assert_eq!(week.days[0].date, d(23));
        let trip = week.bars.iter().find(|b| b.item == 0).unwrap();
        assert_eq!((trip.first_col, trip.span, trip.lane), (1, 4, 0));
        let holiday = week.bars.iter().find(|b| b.item == 1).unwrap();
        assert_eq!((holiday.first_col, holiday.span, holiday.lane), (3, 1, 1));
        // Crossing midnight makes a timed event a two-day bar.
        let night = week.bars.iter().find(|b| b.item == 3).unwrap();
        assert_eq!((night.first_col, night.span, night.lane), (5, 2, 0));
        assert_eq!(week.days[2].chips, vec![2]);
        // Lunch's Wednesday has the trip in lane 0 and nothing in lane 1.
        assert_eq!(week.days[2].chip_lanes, vec![1]);
        assert_eq!(week.lanes, 2);
        assert!(week.days.iter().all(|c| c.more == 0));
    }

    /// A row too small for more than the bars: the bars give way to a
    /// "+N more" that counts them, rather than hiding the day's events
    /// without a word (500×400 has one line per cell).
    #[test]
    fn a_cell_full_of_bars_still_says_what_it_hides() {
        let items = vec![
            all_day("Trip", d(24), d(27)),
            timed("Dentist", d(25), 9, 0, 30),
        ];
        for rows in [1, 2] {
            let layout = month(&items, d(23) - Days::new(28), d(21), d(21), rows);
            let week = &layout.weeks[4];
            assert_eq!(week.lanes, rows - 1, "{rows} rows");
            let shown = |col: usize| {
                let cell = &week.days[col];
                let bars = week.bars.iter().filter(|b| b.covers(col)).count();
                (bars + cell.chips.len(), cell.more)
            };
            if rows == 1 {
                // Wednesday: the trip and the dentist, both in "+2 more".
                assert_eq!(shown(2), (0, 2));
                assert_eq!(shown(1), (0, 1));
            } else {
                assert_eq!(shown(2), (2, 0), "the bar and the chip fit");
            }
        }
        // With nothing beside the bars, every row is a bar.
        let layout = month(&items[..1], d(23) - Days::new(28), d(21), d(21), 1);
        assert_eq!(layout.weeks[4].lanes, 1);
        assert!(layout.weeks[4].days.iter().all(|c| c.more == 0));
    }

    /// A day beside a long bar draws its own events in the bar's line
    /// rather than under an empty one: at 800×600 (two lines a cell) a
    /// week with a trip left Friday's two events as "+2 more".
    #[test]
    fn a_day_beside_a_bar_uses_the_bars_line() {
        let items = vec![
            all_day("Trip", d(23), d(25)),
            timed("Dentist", d(27), 9, 0, 30),
            timed("Dinner", d(27), 19, 0, 90),
            timed("Lunch", d(24), 12, 0, 60),
        ];
        let layout = month(&items, d(23) - Days::new(28), d(21), d(21), 2);
        let week = &layout.weeks[4];
        assert_eq!(week.lanes, 1);
        let friday = &week.days[4];
        assert_eq!(friday.chips, vec![1, 2]);
        assert_eq!(friday.chip_lanes, vec![0], "the first in the free lane");
        assert_eq!((friday.more, friday.hidden.len()), (0, 0));
        // Tuesday's lane is the trip's: its lunch goes below.
        let tuesday = &week.days[1];
        assert_eq!(tuesday.chips, vec![3]);
        assert!(tuesday.chip_lanes.is_empty());
        assert_eq!(tuesday.more, 0);
    }

    /// What "+N more" hides is listed, so the selection can be marked on
    /// it: chips cut off and bars in hidden lanes, not occurrences the
    /// query never listed.
    #[test]
    fn what_more_hides_is_listed() {
        let mut items: Vec<Item> = (0..4)
            .map(|i| all_day(&format!("Day {i}"), d(25), d(25)))
            .collect();
        items.extend((0..3).map(|h| timed(&format!("Meeting {h}"), d(25), 9 + h, 0, 30)));
        items[6].more_that_day = 7;
        let layout = month(&items, d(26) - Days::new(31), d(21), d(21), 3);
        let cell = &layout.weeks[4].days[2];
        assert_eq!(layout.weeks[4].lanes, 2);
        assert!(cell.chips.is_empty());
        let mut hidden = cell.hidden.clone();
        hidden.sort_unstable();
        assert_eq!(hidden, vec![2, 3, 4, 5, 6]);
        assert_eq!(cell.more, 5 + 7);
    }

    #[test]
    fn bars_cut_at_week_edges_say_so() {
        let items = vec![all_day("Conference", d(27), d(30))];
        let layout = month(&items, d(26) - Days::new(31), d(21), d(21), 4);
        let (a, b) = (&layout.weeks[4], &layout.weeks[5]);
        let first = &a.bars[0];
        assert_eq!((first.first_col, first.span), (4, 3));
        assert!(!first.continues_before && first.continues_after);
        let second = &b.bars[0];
        assert_eq!((second.first_col, second.span), (0, 1));
        assert!(second.continues_before && !second.continues_after);
    }

    #[test]
    fn overflow_becomes_n_more() {
        let items: Vec<Item> = (0..6)
            .map(|h| timed(&format!("Meeting {h}"), d(25), 9 + h, 0, 30))
            .collect();
        let layout = month(&items, d(26) - Days::new(31), d(21), d(21), 4);
        let cell = &layout.weeks[4].days[2];
        assert_eq!(cell.date, d(25));
        assert_eq!(cell.chips, vec![0, 1, 2]);
        assert_eq!(cell.more, 3);
        // Exactly as many as fit: no "+N more".
        let layout = month(&items[..4], d(26) - Days::new(31), d(21), d(21), 4);
        assert_eq!(layout.weeks[4].days[2].chips.len(), 4);
        assert_eq!(layout.weeks[4].days[2].more, 0);
    }

    /// Occurrences the query left out of a fast-repeating event's day
    /// count in "+N more", also when what was listed fits.
    #[test]
    fn occurrences_left_out_by_the_query_are_counted_as_more() {
        let mut tick = timed("Tick", d(25), 9, 0, 1);
        tick.more_that_day = 500;
        let layout = month(&[tick], d(26) - Days::new(31), d(21), d(21), 4);
        let cell = &layout.weeks[4].days[2];
        assert_eq!(cell.chips, vec![0]);
        assert_eq!(cell.more, 500);
    }

    #[test]
    fn hidden_bar_lanes_are_counted_as_more() {
        let items: Vec<Item> = (0..5)
            .map(|i| all_day(&format!("Day {i}"), d(25), d(25)))
            .collect();
        let layout = month(&items, d(26) - Days::new(31), d(21), d(21), 3);
        let week = &layout.weeks[4];
        assert_eq!(week.lanes, 2);
        assert_eq!(week.bars.len(), 2);
        assert_eq!(week.days[2].more, 3);
        assert_eq!(week.days[1].more, 0);
    }

    #[test]
    fn dims_other_months_and_marks_today() {
        let layout = month(&[], d(26) - Days::new(31), d(21), d(21), 4);
        assert_eq!(
            layout.weeks[0].days[0].date,
            NaiveDate::from_ymd_opt(2026, 10, 26).unwrap()
        );
        assert!(!layout.weeks[0].days[0].in_month);
        assert!(layout.weeks[0].days[6].in_month);
        let today: Vec<_> = layout
            .weeks
            .iter()
            .flat_map(|w| &w.days)
            .filter(|c| c.is_today)
            .collect();
        assert_eq!(today.len(), 1);
        assert_eq!(today[0].date, d(21));
    }
}
