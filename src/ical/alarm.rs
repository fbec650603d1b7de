//! VALARMs as reminders: the TRIGGER (relative to the start or the end, or
//! at a fixed time), and its repeats.
//!
//! A VALARM with `REPEAT:n` and `DURATION:d` is RFC 5545's shorthand for
//! n + 1 alarms d apart; it becomes that many reminders, each delivered (and
//! dismissed) on its own, and is exported as them. More than
//! [`MAX_REPEATS`] repeats are cut there with a note: a reminder must not
//! become a flood.

use chrono::Duration;

use super::component::Component;
use super::lines::Problem;
use super::reason::{AlarmError, Reason};
use super::values::{self, IcalTime};
use crate::model::Reminder;

/// The most repeats of one VALARM kept.
pub const MAX_REPEATS: u32 = 12;

/// The reminders a VALARM stands for: its trigger, then its repeats.
pub(super) fn reminders(
    a: &Component,
    notes: &mut Vec<Problem>,
) -> Result<Vec<Reminder>, AlarmError> {
    let first = first(a, notes)?;
    let repeat = a.property("REPEAT");
    let every = a.property("DURATION");
    let (repeat, every) = match (repeat, every) {
        (None, None) => return Ok(vec![first]),
        (Some(r), Some(d)) => (r, d),
        (Some(p), None) | (None, Some(p)) => {
            notes.push(Problem {
                line: p.line,
                what: Reason::RepeatWithoutDuration,
            });
            return Ok(vec![first]);
        }
    };
    let count: u32 = repeat
        .value
        .trim()
        .parse()
        .map_err(|_| AlarmError::RepeatNotCount {
            value: repeat.value.clone(),
        })?;
    let step = values::duration(&every.value)?;
    if step <= Duration::zero() {
        return Err(AlarmError::StepNotPositive {
            value: every.value.clone(),
        });
    }
    let kept = count.min(MAX_REPEATS);
    if kept < count {
        notes.push(Problem {
            line: repeat.line,
            what: Reason::RepeatsKept {
                count,
                max: MAX_REPEATS,
            },
        });
    }
    // `kept` is at most MAX_REPEATS: the cast cannot wrap.
    Ok((0..=kept as i32)
        .map(|k| {
            let later = step * k;
            match first {
                Reminder::Before(lead) => Reminder::Before(lead - later),
                Reminder::BeforeEnd(lead) => Reminder::BeforeEnd(lead - later),
                Reminder::At(t) => Reminder::At(t + later),
            }
        })
        .collect())
}

/// When the alarm was acknowledged (RFC 9074 `ACKNOWLEDGED`, UTC); a value
/// that is not a UTC time is left out, with a note.
pub(super) fn acknowledged(
    a: &Component,
    notes: &mut Vec<Problem>,
) -> Option<chrono::DateTime<chrono::Utc>> {
    let p = a.property("ACKNOWLEDGED")?;
    match values::time(&p.value, None, None) {
        Ok(IcalTime::Utc(t)) => Some(t),
        _ => {
            notes.push(Problem {
                line: p.line,
                what: Reason::AcknowledgedNotUtc {
                    value: p.value.clone(),
                },
            });
            None
        }
    }
}

/// The property naming the occurrence a snooze alarm is for (Kairos's
/// own: RFC 9074 relates a snooze to an alarm, not to an occurrence).
pub const SNOOZED_OCCURRENCE: &str = "X-KAIROS-OCCURRENCE";

/// A snooze alarm read: when it fires, and the occurrence it names if it
/// says.
pub(super) type SnoozeAlarm = (
    chrono::DateTime<chrono::Utc>,
    Option<crate::model::RecurrenceId>,
);

/// `Some` when the alarm is a snooze (`RELATED-TO;RELTYPE=SNOOZE`).
pub(super) fn snooze(a: &Component) -> Option<Result<SnoozeAlarm, AlarmError>> {
    a.properties.iter().find(|p| {
        p.name == "RELATED-TO"
            && p.param("RELTYPE")
                .is_some_and(|t| t.eq_ignore_ascii_case("SNOOZE"))
    })?;
    let trigger = match a.property("TRIGGER") {
        Some(t) => t,
        None => return Some(Err(AlarmError::NoTrigger)),
    };
    let until = match values::time(&trigger.value, None, None) {
        Ok(IcalTime::Utc(t)) => t,
        _ => return Some(Err(AlarmError::SnoozeNotUtc)),
    };
    let occurrence = a
        .property(SNOOZED_OCCURRENCE)
        .and_then(|p| p.value.trim().parse().ok());
    Some(Ok((until, occurrence)))
}

/// A VALARM's first reminder: a TRIGGER before or after the start (or the
/// end), or at a fixed time.
fn first(a: &Component, notes: &mut Vec<Problem>) -> Result<Reminder, AlarmError> {
    let trigger = a.property("TRIGGER").ok_or(AlarmError::NoTrigger)?;
    if trigger
        .param("VALUE")
        .is_some_and(|v| v.eq_ignore_ascii_case("DATE-TIME"))
    {
        return match values::time(&trigger.value, None, None)? {
            IcalTime::Utc(t) => Ok(Reminder::At(t)),
            _ => Err(AlarmError::AbsoluteNotUtc),
        };
    }
    let offset = match values::duration(&trigger.value) {
        Ok(offset) => offset,
        // `PT-2H`: the sign inside, where some writers put it, meaning
        // two hours before.
        Err(e) => match misplaced_sign(&trigger.value) {
            Some(fixed) => {
                let offset = values::duration(&fixed).map_err(|_| e)?;
                notes.push(Problem {
                    line: trigger.line,
                    what: Reason::TriggerReadAs {
                        written: trigger.value.clone(),
                        read: fixed,
                    },
                });
                offset
            }
            None => return Err(e.into()),
        },
    };
    let from_end = trigger
        .param("RELATED")
        .is_some_and(|r| r.eq_ignore_ascii_case("END"));
    // TRIGGER's offset is negative before; a reminder's lead is positive
    // before. After the start (`PT15M`) and after the end are kept too.
    Ok(if from_end {
        Reminder::BeforeEnd(-offset)
    } else {
        Reminder::Before(-offset)
    })
}

/// `PT-2H` / `P-1D` / `+PT-5M` → `-PT2H` / `-P1D` / `-PT5M`: a minus sign
/// written inside the duration instead of before it.
fn misplaced_sign(text: &str) -> Option<String> {
    let body = text.trim().trim_start_matches('+');
    let rest = body.strip_prefix('P')?;
    let (time, rest) = match rest.strip_prefix('T') {
        Some(r) => ("T", r),
        None => ("", rest),
    };
    let digits = rest.strip_prefix('-')?;
    (!digits.is_empty() && !digits.contains('-')).then(|| format!("-P{time}{digits}"))
}

#[cfg(test)]
mod tests {
    use super::misplaced_sign;

    #[test]
    fn a_minus_inside_a_duration_moves_in_front() {
        assert_eq!(misplaced_sign("PT-2H").as_deref(), Some("-PT2H"));
        assert_eq!(misplaced_sign("P-1D").as_deref(), Some("-P1D"));
        assert_eq!(misplaced_sign("+PT-15M").as_deref(), Some("-PT15M"));
        assert_eq!(misplaced_sign("-PT15M"), None);
        assert_eq!(misplaced_sign("PT15M"), None);
        assert_eq!(misplaced_sign("PT-"), None);
    }
}
