//! My answers for single occurrences of someone else's meeting, also
//! posted to the schedule outbox as iTIP REPLYs.
//!
//! Why: a scheduling server hears an attendee's answer when the attendee
//! writes their copy (RFC 6638 §3.2.2), and should tell the organiser per
//! occurrence. DAViCal 1.1 does not: it takes the last of my ATTENDEE
//! lines in the copy, wherever it stands, writes it onto the whole series
//! of the organiser's copy, and files a REPLY without RECURRENCE-ID
//! (`do_scheduling_reply` keeps the last line; AWL's `GetItip` drops
//! RECURRENCE-ID). What it does deliver whole is a REPLY posted to the
//! outbox (the scheduling draft RFC 6638 grew from); so an answer that
//! differs for one occurrence is also posted there, one REPLY per
//! occurrence, and the copy is written with the series last (see
//! `normal::export_resource`), so that the organiser's copy keeps my
//! answer for the series. The organiser's Kairos shows a REPLY that its
//! copy does not ([`super::inbox::unshown_answers`]).
//!
//! A server that refuses such a POST (it is outside RFC 6638, which posts
//! only free-busy queries) loses nothing: its own scheduling carried the
//! answer, or did not, as before. A server that takes it and also
//! carried the answer gives the organiser the same REPLY twice, which
//! changes nothing the second time.

use crate::model::{Event, Identity, OverrideChange, RecurrenceId, Standing};

/// An answer of mine to one occurrence, pushed with my copy in this sync.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OccurrenceAnswer {
    /// My copy as pushed.
    pub event: Event,
    /// Its SEQUENCE.
    pub sequence: u32,
    /// The occurrence.
    pub occurrence: RecurrenceId,
}

/// The occurrences of `after` (my copy of someone else's meeting, as
/// pushed) where my answer is one of its own and differs from `before`
/// (what the server had; `None`: nothing).
pub fn answered_occurrences(
    before: Option<&Event>,
    after: &Event,
    me: &Identity,
) -> Vec<RecurrenceId> {
    if !matches!(after.meeting.standing(me), Standing::Invited(_)) {
        return Vec::new();
    }
    after
        .overrides
        .iter()
        .filter(|o| matches!(o.change, OverrideChange::Moved { .. }))
        .filter(|o| o.details.meeting.is_some())
        .map(|o| o.recurrence_id)
        .filter(|id| {
            let mine = after.meeting_at(Some(*id)).standing(me);
            let series = after.meeting.standing(me);
            let was = before.map(|b| b.meeting_at(Some(*id)).standing(me));
            matches!(mine, Standing::Invited(_)) && mine != series && was != Some(mine)
        })
        .collect()
}

/// Posts each of `answers` to `outbox` as a REPLY stamped `now`; what
/// could not be posted, in words for the log.
pub fn deliver(
    dav: &mut super::dav::Dav,
    outbox: &str,
    answers: &[OccurrenceAnswer],
    me: &Identity,
    now: chrono::DateTime<chrono::Utc>,
) -> Vec<String> {
    let mut failed = Vec::new();
    for answer in answers {
        let Ok(text) = crate::ical::itip::reply_with_start(
            &answer.event,
            answer.sequence,
            Some(answer.occurrence),
            me,
            now,
        ) else {
            continue;
        };
        if let Err(e) = dav.post_to_outbox(outbox, &text) {
            failed.push(format!("{} ({}): {e}", answer.event.uid, answer.occurrence));
        }
    }
    failed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        CalendarAddress, EventDuration, EventTime, Meeting, Override, OverrideDetails,
    };

    fn me() -> Identity {
        Identity {
            addresses: vec![CalendarAddress::parse("judy@example.org").unwrap()],
        }
    }

    fn people(judy: &str) -> Meeting {
        let judy = format!("ATTENDEE;PARTSTAT={judy}:mailto:judy@example.org");
        Meeting::from_lines(["ORGANIZER:mailto:ivan@example.org", judy.as_str()]).0
    }

    fn weekly(judy: &str) -> Event {
        let start = EventTime::Utc("2027-04-05T09:00:00Z".parse().unwrap());
        let mut e = Event::new(
            "w@x",
            "Weekly",
            start,
            EventDuration::Exact(chrono::Duration::hours(1)),
        );
        e.rrule = Some("FREQ=WEEKLY;COUNT=4".into());
        e.meeting = people(judy);
        e
    }

    fn answered(mut e: Event, week: u32, judy: &str) -> Event {
        let start = EventTime::Utc(
            format!("2027-04-{:02}T09:00:00Z", 5 + 7 * week)
                .parse()
                .unwrap(),
        );
        e.overrides.push(Override {
            recurrence_id: RecurrenceId::from_event_time(&start),
            change: OverrideChange::Moved {
                start,
                duration: e.duration,
            },
            details: OverrideDetails {
                meeting: Some(people(judy)),
                ..OverrideDetails::default()
            },
        });
        e
    }

    #[test]
    fn an_answer_of_its_own_for_one_occurrence_is_posted_once() {
        let before = weekly("NEEDS-ACTION");
        let after = answered(weekly("NEEDS-ACTION"), 1, "DECLINED");
        let ids = answered_occurrences(Some(&before), &after, &me());
        assert_eq!(ids.len(), 1);
        assert_eq!(ids[0].to_string(), "2027-04-12T09:00:00Z");
        // Pushed again unchanged: nothing new to post.
        assert_eq!(answered_occurrences(Some(&after), &after, &me()), []);
        // New to the server: posted.
        assert_eq!(answered_occurrences(None, &after, &me()).len(), 1);
    }

    #[test]
    fn answers_like_the_series_and_meetings_of_mine_post_nothing() {
        // The same answer as the series: the copy carries it.
        let same = answered(weekly("ACCEPTED"), 1, "ACCEPTED");
        assert_eq!(answered_occurrences(None, &same, &me()), []);
        // My own meeting: the server sends what I write.
        let ivan = Identity {
            addresses: vec![CalendarAddress::parse("ivan@example.org").unwrap()],
        };
        let mine = answered(weekly("NEEDS-ACTION"), 1, "DECLINED");
        assert_eq!(answered_occurrences(None, &mine, &ivan), []);
    }
}
