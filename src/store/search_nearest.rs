//! Which hits a search lists: the nearest to now each way, as many as a
//! list shows. Only those are copied and sorted; the memory's hits are cut
//! by their spots first, so only those are found whole.

use chrono::{DateTime, Utc};
use rustc_hash::FxHashSet as HashSet;

use super::search_memory::{Listed, Spot};

/// The hits to list, in start order: of `all`, the `wanted` earliest that
/// end after `now` and the `wanted` latest that start before it (all of
/// them when `wanted` is `None`). Only those kept are sorted.
pub(super) fn nearest(
    mut all: Vec<&Listed>,
    now: DateTime<Utc>,
    wanted: Option<usize>,
) -> Vec<&Listed> {
    if let Some(wanted) = wanted {
        let (mut coming, mut past): (Vec<&Listed>, Vec<&Listed>) = (Vec::new(), Vec::new());
        for &l in &all {
            if l.end > now {
                coming.push(l);
            }
            if l.start < now {
                past.push(l);
            }
        }
        keep_first(&mut coming, wanted, |a, b| a.order(b));
        // A list filled by what is coming shows nothing before today.
        let room = if coming.len() >= wanted { 0 } else { wanted };
        keep_first(&mut past, room, |a, b| b.order(a));
        // One that began before now and ends after it may be in both.
        let mut seen = HashSet::default();
        all = coming
            .into_iter()
            .chain(past)
            .filter(|l| seen.insert(*l as *const Listed))
            .collect();
    }
    all.sort_by(|a, b| a.order(b));
    all
}

/// Keeps the `n` first of `list` by `order` (in no particular order).
fn keep_first(
    list: &mut Vec<&Listed>,
    n: usize,
    order: impl Fn(&Listed, &Listed) -> std::cmp::Ordering,
) {
    if list.len() > n {
        if n > 0 {
            list.select_nth_unstable_by(n - 1, |a, b| order(a, b));
        }
        list.truncate(n);
    }
}

/// Of the memory's hits (by event), those that may be among the nearest:
/// the `wanted` earliest that end after `now` and the `wanted` latest that
/// start before it by start and end, with every hit tied with the last one
/// kept (the titles and uids that break ties are not in a spot). So
/// [`nearest`] over them, and the hits not in the memory, lists what it
/// would over all of them.
pub(super) fn nearest_spots(
    spots: Vec<(i64, Spot)>,
    now: DateTime<Utc>,
    wanted: Option<usize>,
) -> Vec<i64> {
    let Some(wanted) = wanted else {
        return spots.into_iter().map(|(id, _)| id).collect();
    };
    let key = |s: &Spot| (s.start, s.end);
    let mut coming: Vec<(i64, Spot)> = spots.iter().filter(|(_, s)| s.end > now).copied().collect();
    let mut past: Vec<(i64, Spot)> = spots
        .iter()
        .filter(|(_, s)| s.start < now)
        .copied()
        .collect();
    keep_first_tied(&mut coming, wanted, |a, b| key(a).cmp(&key(b)));
    keep_first_tied(&mut past, wanted, |a, b| key(b).cmp(&key(a)));
    let mut seen = HashSet::default();
    coming
        .into_iter()
        .chain(past)
        .map(|(id, _)| id)
        .filter(|id| seen.insert(*id))
        .collect()
}

/// Keeps the `n` first of `list` by `order`, and any tied with the last.
fn keep_first_tied(
    list: &mut Vec<(i64, Spot)>,
    n: usize,
    order: impl Fn(&Spot, &Spot) -> std::cmp::Ordering,
) {
    if list.len() <= n {
        return;
    }
    if n == 0 {
        list.clear();
        return;
    }
    list.select_nth_unstable_by(n - 1, |a, b| order(&a.1, &b.1));
    let last = list[n - 1].1;
    list.retain(|(_, s)| order(s, &last) != std::cmp::Ordering::Greater);
}
