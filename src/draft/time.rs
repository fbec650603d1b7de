//! Reading the dates and times people type into the editor.
//!
//! Dates are ISO (`2026-11-09`): unambiguous in every locale, and the date
//! picker fills them in. Times are read in both clocks, whichever the
//! locale shows: `9`, `09:30`, `9.30`, `930`, `9:30 pm`, `12am`.

use chrono::{NaiveDate, NaiveTime};

/// `YYYY-MM-DD`, the form the date fields use.
pub fn format_date(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// A date typed as `YYYY-MM-DD` (surrounding spaces allowed).
///
/// ```
/// use kairos::draft::parse_date;
/// assert_eq!(parse_date(" 2026-11-09 "), chrono::NaiveDate::from_ymd_opt(2026, 11, 9));
/// assert_eq!(parse_date("2026-02-30"), None);
/// ```
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").ok()
}

/// A time of day typed on a 24- or 12-hour clock.
///
/// ```
/// use kairos::draft::parse_time;
/// let t = |h, m| chrono::NaiveTime::from_hms_opt(h, m, 0);
/// assert_eq!(parse_time("17:30"), t(17, 30));
/// assert_eq!(parse_time("5:30 PM"), t(17, 30));
/// assert_eq!(parse_time("12am"), t(0, 0));
/// assert_eq!(parse_time("930"), t(9, 30));
/// assert_eq!(parse_time("25:00"), None);
/// assert_eq!(parse_time("13 pm"), None);
/// assert_eq!(parse_time("é9"), None);
/// ```
pub fn parse_time(text: &str) -> Option<NaiveTime> {
    let lower = text.trim().to_ascii_lowercase();
    let (digits, half) = if let Some(rest) = lower.strip_suffix("am") {
        (rest.trim_end(), Some(false))
    } else if let Some(rest) = lower.strip_suffix("pm") {
        (rest.trim_end(), Some(true))
    } else {
        (lower.as_str(), None)
    };
    let (hour, minute) = match digits.split_once([':', '.']) {
        Some((h, m)) if m.len() == 2 => (h.parse::<u32>().ok()?, m.parse::<u32>().ok()?),
        Some(_) => return None,
        None if digits.len() <= 2 => (digits.parse::<u32>().ok()?, 0),
        // Byte slicing: only on ASCII ("é9" is three bytes, not a time).
        None if digits.len() <= 4 && digits.is_ascii() => {
            let (h, m) = digits.split_at(digits.len() - 2);
            (h.parse::<u32>().ok()?, m.parse::<u32>().ok()?)
        }
        None => return None,
    };
    if !digits
        .chars()
        .all(|c| c.is_ascii_digit() || c == ':' || c == '.')
    {
        return None;
    }
    let hour = match half {
        None => hour,
        Some(_) if !(1..=12).contains(&hour) => return None,
        Some(pm) => hour % 12 + if pm { 12 } else { 0 },
    };
    NaiveTime::from_hms_opt(hour, minute, 0)
}
