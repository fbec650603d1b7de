//! Three-way merge of an event changed on both sides.
//!
//! Each property is taken from the side that changed it since the base
//! (the normal form both sides last agreed on). When both changed the same
//! property differently, nothing is merged: the caller keeps both versions
//! (the server's under the UID, the local one as a conflict copy). The
//! timing of a series — start, length, rule, extra and removed dates and the
//! overrides — is one property: half of one side's new schedule with half of
//! the other's could name occurrences neither side has.

use crate::model::{CalendarAddress, Event, Identity, Meeting, Reminders};
use crate::store::{IncomingEvent, StoredEvent};

/// Calls `$apply!` with the properties that merge one by one; the timing
/// merges as one, and acknowledgements, snoozes and unknown lines by rules
/// of their own. One list, so no property is left out of a merge.
macro_rules! plain_properties {
    ($apply:ident) => {
        $apply!(
            summary,
            description,
            location,
            reminders,
            categories,
            status,
            transparency,
            url
        )
    };
}

/// Merges `local` and `remote`, both changed since `base`; `None` when they
/// changed the same property differently (or there is no base).
pub fn merge(base: Option<&Event>, local: &Event, remote: &Event) -> Option<Event> {
    let base = base?;
    let mut merged = remote.clone();
    macro_rules! take {
        ($($field:ident),+) => {
            $(
                merged.$field = pick(&base.$field, &local.$field, &remote.$field)?;
            )+
        };
    }
    plain_properties!(take);
    set_timing(
        &mut merged,
        pick(&timing(base), &timing(local), &timing(remote))?,
    );
    keep_reminder_state(base, local, &mut merged);
    merged.extra_properties = merge_lines(
        &base.extra_properties,
        &local.extra_properties,
        &remote.extra_properties,
    );
    merged.meeting = merge_people(&base.meeting, &local.meeting, &remote.meeting)?;
    Some(merged)
}

/// Gives `merged` (the server's version, about to replace `local`) the
/// reminder state both sides agree on since `base`. An acknowledgement is
/// never a conflict: the later one holds; a snooze is the side's that
/// changed it, the later one when both did. So a reminder dismissed here
/// and not yet written to the server (a meeting's, see
/// `normal::with_agreed_reminder_state`) does not come back when the
/// server's copy is pulled over it.
pub fn keep_reminder_state(base: &Event, local: &Event, merged: &mut Event) {
    merged.acknowledged = local.acknowledged.max(merged.acknowledged);
    merged.snooze = pick(&base.snooze, &local.snooze, &merged.snooze).unwrap_or_else(|| {
        std::cmp::max_by_key(local.snooze, merged.snooze, |s| s.map(|s| s.until))
    });
}

/// For a meeting someone else organises, the reminders are the
/// attendee's own. A scheduling server that puts the organiser's new
/// version in place of my copy (sabre/dav does, after the organiser moves
/// it) leaves my VALARMs out: when `incoming` is such a version — a higher
/// SEQUENCE than `local`'s, which only the organiser raises — with no
/// reminders of its own, the local ones stay. (Reminders I remove on
/// another device come without a new SEQUENCE, and are taken.)
pub fn keep_my_reminders(local: &StoredEvent, incoming: &mut IncomingEvent, me: &Identity) {
    let none = matches!(&incoming.event.reminders, Reminders::Own(list) if list.is_empty());
    // Whose meeting it is is read only for such a version: most pulls
    // carry reminders or no new SEQUENCE.
    let newer = incoming.sequence > local.sequence;
    if none && newer && local.event.meeting.standing(me).is_theirs() {
        incoming.event.reminders = local.event.reminders.clone();
    }
}

/// Whether `local` changed nothing since `base` but my answers (the
/// series' or an occurrence's) to someone else's meeting that `remote`
/// has moved since: an answer to the old time, overtaken. The server's
/// version is then taken whole (the meeting asks me again); merging the
/// two would conflict wherever the organiser's server rewrote my line.
pub fn answer_overtaken(base: &Event, local: &Event, remote: &Event, me: &Identity) -> bool {
    let without_people = |e: &Event| {
        let mut e = e.clone();
        e.meeting = Meeting::default();
        for o in &mut e.overrides {
            o.details.meeting = None;
        }
        e.overrides.retain(|o| {
            !(o.details.is_empty()
                && o.change
                    == crate::model::OverrideChange::Moved {
                        start: o.recurrence_id.to_event_time(&e.start),
                        duration: e.duration,
                    })
        });
        e
    };
    local != base
        && without_people(local) == without_people(base)
        && local.meeting.standing(me).is_theirs()
        && base.moved_in(remote)
}

/// An answer given here (offline) to a meeting the organiser has moved
/// since (`merged` has their new time; `base` is what I answered): it was
/// an answer to the old time, so it is not sent as one to the new time.
/// My answer goes back to "not answered" (and the meeting asks me again);
/// whether it did.
pub fn asked_again(base: &Event, local: &Event, merged: &mut Event, me: &Identity) -> bool {
    let mine = |e: &Event| e.meeting.me(me).map(|a| a.status().clone());
    let answered_here = mine(local) != mine(base);
    answered_here
        && local.meeting.standing(me).is_theirs()
        && !base.moved_in(local)
        && base.ask_again(merged, me)
}

/// A series' timing, which merges as one property.
type Timing = (
    crate::model::EventTime,
    crate::model::EventDuration,
    Option<String>,
    Vec<crate::model::RecurrenceDate>,
    Vec<crate::model::EventTime>,
    Vec<crate::model::Override>,
);

fn timing(e: &Event) -> Timing {
    (
        e.start,
        e.duration,
        e.rrule.clone(),
        e.rdates.clone(),
        e.exdates.clone(),
        e.overrides.clone(),
    )
}

fn set_timing(e: &mut Event, timing: Timing) {
    (
        e.start,
        e.duration,
        e.rrule,
        e.rdates,
        e.exdates,
        e.overrides,
    ) = timing;
}

/// The value of one property: the side that changed it, or `None` when
/// both did, differently.
fn pick<T: PartialEq + Clone>(base: &T, local: &T, remote: &T) -> Option<T> {
    if local == remote || local == base {
        Some(remote.clone())
    } else if remote == base {
        Some(local.clone())
    } else {
        None
    }
}

/// The people merged one by one: the organiser as a property, each
/// attendee (by address) as one — my answer given here and another's
/// arriving there both stay; one attendee changed differently on both
/// sides is a conflict. The server's order, then those added here.
fn merge_people(base: &Meeting, local: &Meeting, remote: &Meeting) -> Option<Meeting> {
    let organizer = pick(&base.organizer, &local.organizer, &remote.organizer)?;
    let find =
        |m: &Meeting, a: &CalendarAddress| m.attendees.iter().find(|x| &x.address == a).cloned();
    let mut addresses: Vec<&CalendarAddress> =
        remote.attendees.iter().map(|a| &a.address).collect();
    for a in &local.attendees {
        if !addresses.contains(&&a.address) {
            addresses.push(&a.address);
        }
    }
    let mut attendees = Vec::new();
    for address in addresses {
        let (b, l, r) = (
            find(base, address),
            find(local, address),
            find(remote, address),
        );
        attendees.extend(pick(&b, &l, &r)?);
    }
    Some(Meeting {
        organizer,
        attendees,
    })
}

/// Properties Kairos does not interpret, merged as a set: what either side
/// added stays, what either side removed goes.
fn merge_lines(base: &[String], local: &[String], remote: &[String]) -> Vec<String> {
    let mut out: Vec<String> = remote
        .iter()
        .filter(|l| local.contains(l) || !base.contains(l))
        .cloned()
        .collect();
    for line in local {
        if !base.contains(line) && !out.contains(line) {
            out.push(line.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventDuration, EventTime};
    use chrono::{Duration, NaiveDate};

    fn base() -> Event {
        let start = EventTime::Floating(
            NaiveDate::from_ymd_opt(2026, 11, 23)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
        );
        Event::new(
            "e",
            "Review",
            start,
            EventDuration::Exact(Duration::hours(1)),
        )
    }

    /// sabre/dav puts the organiser's moved version in place of my copy,
    /// without my VALARM: my reminder stays. My own removal on another
    /// device (no new SEQUENCE), and reminders of a meeting I organise,
    /// are taken as they come.
    #[test]
    fn an_attendees_reminders_outlive_the_organisers_new_version() {
        use crate::model::{CalendarAddress, CalendarId, Reminder};
        let me = Identity {
            addresses: vec![CalendarAddress::parse("noah@example.org").unwrap()],
        };
        let meeting = |organizer: &str, reminders: Vec<Reminder>| {
            let mut e = base();
            let organizer = format!("ORGANIZER:mailto:{organizer}");
            e.meeting = Meeting::from_lines([
                organizer.as_str(),
                "ATTENDEE;PARTSTAT=ACCEPTED:mailto:noah@example.org",
            ])
            .0;
            e.reminders = Reminders::Own(reminders);
            e
        };
        let mine = vec![Reminder::Before(Duration::minutes(45))];
        let stored = |event: Event| StoredEvent {
            event,
            calendar: CalendarId(1),
            sequence: 1,
            created: chrono::Utc::now(),
            modified: chrono::Utc::now(),
        };
        let incoming = |event: Event, sequence: u32| IncomingEvent {
            event,
            sequence,
            last_modified: None,
            created: None,
        };
        let local = stored(meeting("mona@example.org", mine.clone()));
        let mut moved = incoming(meeting("mona@example.org", vec![]), 2);
        keep_my_reminders(&local, &mut moved, &me);
        assert_eq!(moved.event.reminders, Reminders::Own(mine.clone()));
        let mut removed = incoming(meeting("mona@example.org", vec![]), 1);
        keep_my_reminders(&local, &mut removed, &me);
        assert_eq!(removed.event.reminders, Reminders::Own(vec![]));
        let own = stored(meeting("noah@example.org", mine));
        let mut mine_moved = incoming(meeting("noah@example.org", vec![]), 2);
        keep_my_reminders(&own, &mut mine_moved, &me);
        assert_eq!(mine_moved.event.reminders, Reminders::Own(vec![]));
    }

    /// An answer given here and another's arriving there both stay; one
    /// attendee answered differently on both sides is a conflict.
    #[test]
    fn each_attendees_answer_merges_on_its_own() {
        use crate::model::ParticipationStatus as Ps;
        let people = |bob: &str, carol: &str| {
            let mut e = base();
            let (bob, carol) = (
                format!("ATTENDEE;PARTSTAT={bob}:mailto:bob@example.org"),
                format!("ATTENDEE;PARTSTAT={carol}:mailto:carol@example.org"),
            );
            e.meeting = Meeting::from_lines([
                "ORGANIZER:mailto:ann@example.org",
                bob.as_str(),
                carol.as_str(),
            ])
            .0;
            e
        };
        let base_event = people("NEEDS-ACTION", "NEEDS-ACTION");
        let local = people("ACCEPTED", "NEEDS-ACTION");
        let remote = people("NEEDS-ACTION", "DECLINED");
        let merged = merge(Some(&base_event), &local, &remote).expect("no conflict");
        let status = |i: usize| merged.meeting.attendees[i].status().clone();
        assert_eq!((status(0), status(1)), (Ps::Accepted, Ps::Declined));
        let other = people("TENTATIVE", "NEEDS-ACTION");
        assert_eq!(merge(Some(&base_event), &local, &other), None);
    }

    #[test]
    fn an_answer_given_offline_to_a_meeting_moved_since_is_asked_again() {
        let me = hank();
        let base_ = invited("NEEDS-ACTION", "2027-03-01T10:00:00Z");
        let accepted = invited("ACCEPTED", "2027-03-01T10:00:00Z");
        let moved = invited("NEEDS-ACTION", "2027-03-02T15:00:00Z");
        let mut merged = merge(Some(&base_), &accepted, &moved).unwrap();
        assert!(asked_again(&base_, &accepted, &mut merged, &me));
        assert_eq!(merged, moved, "nothing of the old answer is sent");
        // The organiser kept the time: the answer stands.
        let retitled = {
            let mut e = invited("NEEDS-ACTION", "2027-03-01T10:00:00Z");
            e.summary = "Budget".into();
            e
        };
        let mut merged = merge(Some(&base_), &accepted, &retitled).unwrap();
        assert!(!asked_again(&base_, &accepted, &mut merged, &me));
        assert!(matches!(
            merged.meeting.standing(&me),
            crate::model::Standing::Invited(crate::model::ParticipationStatus::Accepted)
        ));
        // No answer given here: nothing to ask again.
        let mut merged = merge(Some(&base_), &base_, &moved).unwrap();
        assert!(!asked_again(&base_, &base_, &mut merged, &me));
    }

    fn hank() -> Identity {
        Identity {
            addresses: vec![CalendarAddress::parse("hank@example.org").unwrap()],
        }
    }

    /// gina's meeting at `start`, with hank's answer `status`.
    fn invited(status: &str, start: &str) -> Event {
        let mut e = base();
        e.start = EventTime::Utc(start.parse().unwrap());
        (e.meeting, _) = Meeting::from_lines(
            [
                "ORGANIZER:mailto:gina@example.org".to_owned(),
                format!("ATTENDEE;PARTSTAT={status}:mailto:hank@example.org"),
            ]
            .iter()
            .map(String::as_str),
        );
        e
    }

    #[test]
    fn an_answer_overtaken_by_a_move_gives_way_to_the_server() {
        let me = hank();
        let base_ = invited("NEEDS-ACTION", "2027-03-01T10:00:00Z");
        let accepted = invited("ACCEPTED", "2027-03-01T10:00:00Z");
        let moved = invited("NEEDS-ACTION", "2027-03-02T15:00:00Z");
        assert!(answer_overtaken(&base_, &accepted, &moved, &me));
        // Not moved: the answer is merged as usual.
        let mut retitled = base_.clone();
        retitled.summary = "Budget".into();
        assert!(!answer_overtaken(&base_, &accepted, &retitled, &me));
        // More than an answer changed here: merged as usual.
        let mut noted = accepted.clone();
        noted.description = Some("bring the figures".into());
        assert!(!answer_overtaken(&base_, &noted, &moved, &me));
        // My own meeting: not an answer.
        let mine = Identity {
            addresses: vec![CalendarAddress::parse("gina@example.org").unwrap()],
        };
        assert!(!answer_overtaken(&base_, &accepted, &moved, &mine));
    }

    #[test]
    fn different_properties_merge() {
        let base = base();
        let mut local = base.clone();
        local.location = Some("Room 4".into());
        let mut remote = base.clone();
        remote.summary = "Design review".into();
        remote.duration = EventDuration::Exact(Duration::minutes(90));
        let merged = merge(Some(&base), &local, &remote).expect("no overlap");
        assert_eq!(merged.summary, "Design review");
        assert_eq!(merged.location.as_deref(), Some("Room 4"));
        assert_eq!(merged.duration, EventDuration::Exact(Duration::minutes(90)));
    }

    #[test]
    fn the_same_property_changed_twice_does_not_merge() {
        let base = base();
        let mut local = base.clone();
        local.summary = "Review (local)".into();
        let mut remote = base.clone();
        remote.summary = "Review (phone)".into();
        assert_eq!(merge(Some(&base), &local, &remote), None);
        // The same change on both sides is no conflict.
        assert!(merge(Some(&base), &local, &local.clone()).is_some());
        // Without a base nothing can be told apart.
        assert_eq!(merge(None, &local, &remote), None);
    }

    /// Merges as the sync does after a lost answer that arrived: the
    /// status is as of that write, whose base is what it was made from
    /// (the version pushed, or the local side of a merge).
    fn merge_after(sent_from: &Event, local: &Event, remote: &Event) -> Option<Event> {
        merge(Some(sent_from), local, remote)
    }

    #[test]
    fn a_lost_push_answer_is_merged_from_what_was_sent() {
        // Agreed; sent: a new title and place (the answer was lost).
        let agreed = base();
        let mut sent = agreed.clone();
        sent.summary = "Design review".into();
        sent.location = Some("Room 4".into());
        // It arrived; then the phone moved it to another room.
        let mut remote = sent.clone();
        remote.location = Some("Room 9".into());
        assert_eq!(merge(Some(&agreed), &sent, &remote), None, "the old base");
        let merged = merge_after(&sent, &sent, &remote).expect("later there");
        assert_eq!(merged.location.as_deref(), Some("Room 9"));
        // This computer changed the place again since: a conflict; the
        // notes: no conflict.
        let mut local = sent.clone();
        local.location = Some("Room 7".into());
        assert_eq!(merge_after(&sent, &local, &remote), None);
        let mut local = sent.clone();
        local.description = Some("Agenda".into());
        let merged = merge_after(&sent, &local, &remote).expect("no conflict");
        assert_eq!(merged.description.as_deref(), Some("Agenda"));
        assert_eq!(merged.location.as_deref(), Some("Room 9"));
        assert_eq!(merged.summary, "Design review");
    }

    #[test]
    fn a_lost_merge_answer_keeps_the_later_change_there() {
        // Here the notes changed, there the length: the merge of both was
        // sent, its answer lost (the local event is still unmerged), and
        // the phone then changed the notes.
        let agreed = base();
        let mut local = agreed.clone();
        local.description = Some("Here".into());
        let mut then = agreed.clone();
        then.duration = EventDuration::Exact(Duration::minutes(30));
        let sent = merge(Some(&agreed), &local, &then).expect("merges");
        let mut remote = sent.clone();
        remote.description = Some("Phone".into());
        let merged = merge_after(&local, &local, &remote).expect("later there");
        assert_eq!(merged.description.as_deref(), Some("Phone"));
        assert_eq!(merged.duration, then.duration, "the length the merge took");
        // An edit made here meanwhile still counts.
        let mut edited = local.clone();
        edited.location = Some("Room 2".into());
        let merged = merge_after(&local, &edited, &remote).expect("merges");
        assert_eq!(merged.location.as_deref(), Some("Room 2"));
        assert_eq!(merged.duration, then.duration);
        assert_eq!(merged.description.as_deref(), Some("Phone"));
    }

    /// Campaign seed 475552382: here the title, there the place; the merge
    /// of both was sent and its answer lost, so this computer still had its
    /// own place when it changed the place again. That edit never saw the
    /// other device's place: both are kept (a conflict), neither lost.
    #[test]
    fn an_edit_here_to_what_the_lost_merge_took_from_there_is_a_conflict() {
        let agreed = base();
        let mut local = agreed.clone();
        local.summary = "Here".into();
        let mut then = agreed.clone();
        then.location = Some("Phone's room".into());
        let sent = merge(Some(&agreed), &local, &then).expect("merges");
        assert_eq!(sent.location.as_deref(), Some("Phone's room"));
        // The phone then wrote the notes on top of what was sent.
        let mut remote = sent.clone();
        remote.description = Some("Phone".into());
        let mut edited = local.clone();
        edited.location = Some("Room 2".into());
        assert_eq!(merge_after(&local, &edited, &remote), None);
        // The same edit to what was this computer's own merges.
        let mut edited = local.clone();
        edited.summary = "Here, later".into();
        let merged = merge_after(&local, &edited, &remote).expect("merges");
        assert_eq!(merged.summary, "Here, later");
        assert_eq!(merged.location.as_deref(), Some("Phone's room"));
        // A place set here to what the merge took is no conflict.
        let mut edited = local.clone();
        edited.location = sent.location.clone();
        assert!(merge_after(&local, &edited, &remote).is_some());
    }

    #[test]
    fn acknowledgements_and_snoozes_never_conflict() {
        use crate::model::{RecurrenceId, Snooze};
        let at = |h: u32| {
            NaiveDate::from_ymd_opt(2026, 11, 23)
                .unwrap()
                .and_hms_opt(h, 0, 0)
                .unwrap()
                .and_utc()
        };
        let base = base();
        let snooze = |h| Snooze {
            occurrence: RecurrenceId::Instant(at(9)),
            until: at(h),
        };
        let mut local = base.clone();
        local.acknowledged = Some(at(9));
        local.snooze = Some(snooze(10));
        local.location = Some("Room 4".into());
        let mut remote = base.clone();
        remote.acknowledged = Some(at(11));
        remote.snooze = Some(snooze(12));
        let merged = merge(Some(&base), &local, &remote).expect("no conflict");
        assert_eq!(merged.acknowledged, Some(at(11)), "the later one");
        assert_eq!(merged.snooze, Some(snooze(12)), "the later one");
        assert_eq!(merged.location.as_deref(), Some("Room 4"));
    }

    #[test]
    fn unknown_properties_merge_as_a_set() {
        let base = vec!["X-A:1".to_string(), "X-B:1".to_string()];
        let local = vec!["X-A:1".to_string(), "X-C:1".to_string()];
        let remote = vec![
            "X-A:1".to_string(),
            "X-B:1".to_string(),
            "X-D:1".to_string(),
        ];
        assert_eq!(
            merge_lines(&base, &local, &remote),
            vec![
                "X-A:1".to_string(),
                "X-D:1".to_string(),
                "X-C:1".to_string()
            ]
        );
    }
}
