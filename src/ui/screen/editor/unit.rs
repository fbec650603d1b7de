//! A custom reminder's unit: minutes, hours or days before the start, or
//! minutes or hours after it.

use crate::fl;

/// The unit of a custom reminder, and which side of the start it is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Minutes,
    Hours,
    Days,
    /// Minutes after the start ("check the oven 15 minutes in").
    MinutesAfter,
    /// Hours after the start.
    HoursAfter,
}

impl Unit {
    pub const ALL: [Unit; 5] = [
        Unit::Minutes,
        Unit::Hours,
        Unit::Days,
        Unit::MinutesAfter,
        Unit::HoursAfter,
    ];

    /// Minutes before the start per unit (negative: after it).
    fn minutes(self) -> i64 {
        match self {
            Unit::Minutes => 1,
            Unit::Hours => 60,
            Unit::Days => 1440,
            Unit::MinutesAfter => -1,
            Unit::HoursAfter => -60,
        }
    }
}

impl std::fmt::Display for Unit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            Unit::Minutes => fl!("editor-unit-minutes-before"),
            Unit::Hours => fl!("editor-unit-hours-before"),
            Unit::Days => fl!("editor-unit-days-before"),
            Unit::MinutesAfter => fl!("editor-unit-minutes-after"),
            Unit::HoursAfter => fl!("editor-unit-hours-after"),
        })
    }
}

/// A custom reminder of `amount` `unit`s, in minutes before the start
/// (negative: after it), when the amount is a whole number from 0 to four
/// weeks.
pub(super) fn custom_minutes(amount: &str, unit: Unit) -> Option<i64> {
    let n: i64 = amount.trim().parse().ok()?;
    if !(0..=28 * 1440).contains(&n.checked_mul(unit.minutes().abs())?) {
        return None;
    }
    // Zero after the start is "at the start", as zero before it is.
    Some(n * unit.minutes())
}
