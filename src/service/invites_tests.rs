use super::*;
use crate::model::{CalendarAddress, CalendarId, Event, EventDuration, EventTime};
use crate::remind::{NotifyError, Subject};
use crate::store::Preferences;

/// Records what it was asked to show; fails while `failing`.
#[derive(Default)]
struct Recorder {
    invited: Vec<InvitationNotice>,
    plain: Vec<Notification>,
    withdrawn: Vec<Invited>,
    failing: bool,
}

impl Notifier for Recorder {
    fn notify(&mut self, n: &Notification) -> Result<(), NotifyError> {
        if self.failing {
            return Err(NotifyError("no server".into()));
        }
        self.plain.push(n.clone());
        Ok(())
    }

    fn withdraw(&mut self, _: &Subject) {}

    fn invite(&mut self, n: &InvitationNotice) -> Result<(), NotifyError> {
        if self.failing {
            return Err(NotifyError("no server".into()));
        }
        self.invited.push(n.clone());
        Ok(())
    }

    fn withdraw_invitation(&mut self, invited: &Invited) {
        self.withdrawn.push(invited.clone());
    }
}

fn now() -> DateTime<Utc> {
    "2027-03-01T08:00:00Z".parse().unwrap()
}

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("k.db")).unwrap();
    let mut chosen = Preferences::load(&store).unwrap();
    chosen.addresses = vec![CalendarAddress::parse("me@example.org").unwrap()];
    chosen.save(&mut store).unwrap();
    (dir, store)
}

/// Adds a meeting Gina organises, inviting me (not answered yet), starting
/// `days` after [`now`].
fn invite(store: &mut Store, title: &str, days: i64) -> String {
    let start = EventTime::Utc(now() + Duration::days(days));
    let mut event = Event::new("", title, start, EventDuration::Exact(Duration::hours(1)));
    event.meeting = crate::model::Meeting::from_lines([
        "ORGANIZER;CN=Gina Example:mailto:gina@example.org",
        "ATTENDEE;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:me@example.org",
    ])
    .0;
    store.create(CalendarId(1), event).unwrap()
}

fn look(a: &mut Announcer, store: &mut Store, n: &mut Recorder) -> Announced {
    a.announce(store, n, chrono_tz::UTC, &Locale::default(), now())
        .unwrap()
}

fn titles(n: &Recorder) -> Vec<String> {
    n.invited.iter().map(|i| i.summary.clone()).collect()
}

#[test]
fn the_first_look_announces_nothing_and_later_ones_each_new_invitation_once() {
    let (_dir, mut store) = store();
    invite(&mut store, "Old news", 2);
    let mut n = Recorder::default();
    let mut a = Announcer::default();
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 0);
    assert!(n.invited.is_empty() && n.plain.is_empty());

    let uid = invite(&mut store, "Planning", 3);
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 1);
    assert_eq!(titles(&n), ["Invitation: Planning"]);
    let shown = &n.invited[0];
    assert_eq!(shown.invited.uid, uid);
    assert_eq!(shown.invited.occurrence, None, "the series is answered");
    assert!(shown.invited.next.is_some(), "a click can show it");
    assert!(
        shown.body.starts_with("Gina Example invites you · "),
        "{}",
        shown.body
    );
    // Neither again, nor by another process (a fresh announcer: the
    // window after the daemon, a restart).
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 0);
    let mut other = Announcer::default();
    assert_eq!(look(&mut other, &mut store, &mut n).shown, 0);
    assert_eq!(n.invited.len(), 1);
}

#[test]
fn an_answered_invitation_is_taken_down_and_a_changed_one_asks_again() {
    let (_dir, mut store) = store();
    let mut n = Recorder::default();
    let mut a = Announcer::default();
    look(&mut a, &mut store, &mut n);
    let uid = invite(&mut store, "Planning", 3);
    look(&mut a, &mut store, &mut n);
    assert_eq!(n.invited.len(), 1);

    // Answered in the window: the notification goes.
    store
        .answer(&uid, ParticipationStatus::Accepted, None)
        .unwrap();
    let done = look(&mut a, &mut store, &mut n);
    assert_eq!(done.withdrawn, 1);
    assert_eq!(n.withdrawn[0].uid, uid);

    // The organiser moves it (a new SEQUENCE) and asks again: announced
    // again.
    let mut event = store.event(&uid).unwrap();
    event.event.meeting.attendees[0].status = Some(ParticipationStatus::NeedsAction);
    let changed = crate::store::IncomingEvent {
        event: event.event.clone(),
        sequence: event.sequence + 1,
        last_modified: None,
        created: None,
    };
    let into = crate::store::ImportInto::Calendar(CalendarId(1));
    store.import(into, vec![changed], "moved", false).unwrap();
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 1);
    assert_eq!(n.invited.len(), 2);
}

#[test]
fn many_at_once_are_one_summary_and_a_failed_one_is_tried_again() {
    let (_dir, mut store) = store();
    let mut n = Recorder::default();
    let mut a = Announcer::default();
    look(&mut a, &mut store, &mut n);
    for d in 0..=MOST_ONE_BY_ONE {
        invite(&mut store, &format!("Review {d}"), 2 + d as i64);
    }
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 1);
    assert!(n.invited.is_empty());
    assert_eq!(n.plain.len(), 1);
    assert_eq!(n.plain[0].summary, "4 new invitations");
    assert!(n.plain[0].body.contains("Review 0"), "{}", n.plain[0].body);

    // No notification server: nothing is marked announced, so the next
    // look (the server back) shows it.
    n.failing = true;
    invite(&mut store, "Retro", 9);
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 0);
    n.failing = false;
    invite(&mut store, "Another change", 10);
    assert_eq!(look(&mut a, &mut store, &mut n).shown, 2);
    assert_eq!(
        titles(&n),
        ["Invitation: Retro", "Invitation: Another change"]
    );
}

#[test]
fn accept_and_decline_from_a_notification_are_answers() {
    let (_dir, mut store) = store();
    let uid = invite(&mut store, "Planning", 3);
    let invited = Invited {
        uid: uid.clone(),
        occurrence: None,
        next: None,
    };
    let status = |store: &Store| {
        let me = store.identity(CalendarId(1)).unwrap();
        store
            .event(&uid)
            .unwrap()
            .event
            .meeting
            .me(&me)
            .unwrap()
            .status()
            .clone()
    };
    let act = |answer| InvitationAction {
        invited: invited.clone(),
        answer,
    };
    assert_eq!(
        answer(&mut store, &act(InvitationAnswer::Accept)).unwrap(),
        None
    );
    assert_eq!(status(&store), ParticipationStatus::Accepted);
    answer(&mut store, &act(InvitationAnswer::Decline)).unwrap();
    assert_eq!(status(&store), ParticipationStatus::Declined);
    // Undo takes it back, as any answer.
    store.undo().unwrap();
    assert_eq!(status(&store), ParticipationStatus::Accepted);
    // A meeting deleted meanwhile: a clear error, nothing written.
    store.delete(&uid, crate::model::Scope::All).unwrap();
    assert!(answer(&mut store, &act(InvitationAnswer::Accept)).is_err());
}
