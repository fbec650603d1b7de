//! Meetings in the window: the details panel lists the organiser and each
//! guest with their answer, offers Accept / Maybe / Decline when I am
//! invited (for one occurrence of a repeating meeting, or all of them), and
//! a meeting someone else organises cannot be moved or retitled here.

mod ui_support;

use kairos::layout::ViewKind;
use kairos::model::{CalendarAddress, MyAnswer, OccurrenceRef, ParticipationStatus, RecurrenceId};
use kairos::store::Store;
use kairos::ui::{details, editor, App, Message};
use ui_support::*;

fn with_meetings() -> (TempDb, Store, String, String) {
    let (db, mut store) = seeded();
    let (planning, standup) = seed_meetings(&mut store);
    (db, store, planning, standup)
}

fn open(app: &mut App, uid: &str, at: &str) {
    let _ = app.update(Message::Open(OccurrenceRef {
        uid: uid.to_owned(),
        recurrence_id: rid(at, BERLIN),
    }));
}

fn my_answer(app: &App, uid: &str, occurrence: Option<RecurrenceId>) -> ParticipationStatus {
    let me = kairos::model::Identity {
        addresses: vec![CalendarAddress::parse("me@example.org").unwrap()],
    };
    let event = app.store().event(uid).unwrap().event;
    event
        .meeting_at(occurrence)
        .me(&me)
        .expect("I am invited")
        .status()
        .clone()
}

#[test]
fn the_details_panel_lists_the_guests_and_takes_my_answer() {
    let (_db, store, planning, _) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    open(&mut app, &planning, "2026-10-21T14:00");
    assert_eq!(app.details_title(), Some("Planning"));
    for shown in [
        "Organiser",
        "Gina Example (gina@example.org)",
        "Hank",
        "not answered yet, you",
        "Ivy",
        "declined, optional",
        "accepted, organiser",
        "Your answer",
        "Accept",
        "Maybe",
        "Decline",
    ] {
        assert!(visible(&app, shown), "{shown:?} is not shown");
    }
    // Not a repeating meeting: no "only this occurrence".
    assert!(!visible(&app, "Only this occurrence"));

    click(&mut app, "Accept");
    assert_eq!(
        my_answer(&app, &planning, None),
        ParticipationStatus::Accepted
    );
    assert_eq!(app.toast(), Some("Accepted “Planning”"));
    assert!(visible(&app, "accepted, you"), "the panel shows it at once");
    // Undo takes the answer back, as any edit.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Undo));
    assert_eq!(
        my_answer(&app, &planning, None),
        ParticipationStatus::NeedsAction
    );
}

#[test]
fn an_answer_for_one_occurrence_leaves_the_others() {
    let (_db, store, _, standup) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    open(&mut app, &standup, "2026-10-21T08:00");
    assert!(visible(&app, "Only this occurrence"));
    click(&mut app, "Only this occurrence");
    click(&mut app, "Decline");
    let wednesday = rid("2026-10-21T08:00", BERLIN);
    let thursday = rid("2026-10-22T08:00", BERLIN);
    assert_eq!(
        my_answer(&app, &standup, Some(wednesday)),
        ParticipationStatus::Declined
    );
    assert_eq!(
        my_answer(&app, &standup, Some(thursday)),
        ParticipationStatus::NeedsAction
    );
    assert_eq!(
        my_answer(&app, &standup, None),
        ParticipationStatus::NeedsAction
    );
    // The whole series, from another day's panel.
    open(&mut app, &standup, "2026-10-22T08:00");
    click(&mut app, "Maybe");
    assert_eq!(
        my_answer(&app, &standup, Some(thursday)),
        ParticipationStatus::Tentative
    );
    assert_eq!(
        my_answer(&app, &standup, Some(wednesday)),
        ParticipationStatus::Tentative
    );
}

#[test]
fn a_meeting_someone_else_organises_is_not_retitled_or_moved_here() {
    let (db, store, planning, _) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    open(&mut app, &planning, "2026-10-21T14:00");
    assert!(visible(
        &app,
        "Its time, title, place and guests are the organiser’s: your answer, reminders and notes are yours."
    ));
    // The editor shows the organiser's fields greyed and takes no change
    // of them; reminders and notes stay mine.
    let _ = app.update(Message::Details(details::Message::Edit));
    assert!(visible(
        &app,
        "Organised by Gina Example: only they can change its time, title, place or guests. Your reminders and notes are yours."
    ));
    let before = dump(&db.path);
    let _ = app.update(Message::Editor(editor::Message::Title("Mine now".into())));
    let _ = app.update(Message::Editor(editor::Message::StartTime("16:00".into())));
    assert_eq!(app.editing().unwrap().title, "Planning");
    assert_eq!(app.editing().unwrap().start_time, "14:00");
    let snapshot = simulator(&app)
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    matches_snapshot("meeting-editor-locked-light", &snapshot);
    let _ = app.update(Message::Editor(editor::Message::AddPreset(60)));
    let _ = app.update(Message::Editor(editor::Message::Save));
    assert_eq!(app.error(), None);
    let saved = app.store().event(&planning).unwrap();
    assert_eq!(saved.event.summary, "Planning");
    assert_ne!(dump(&db.path), before, "the reminder was saved");

    // The store refuses what a drag or a script would change, naming the
    // organiser.
    let mut other = db.open();
    let moved = other.update(
        &planning,
        kairos::model::Scope::All,
        kairos::store::EventChanges {
            start: Some(zoned("2026-10-21T16:00", BERLIN)),
            ..Default::default()
        },
    );
    match moved {
        Err(e @ kairos::store::StoreError::NotOrganizer { .. }) => {
            assert!(e.to_string().contains("organised by Gina Example"), "{e}");
            assert!(e.is_bad_input());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_answer_is_offered_only_to_an_invited_guest() {
    // The update alone, without a window: an event that is no meeting
    // takes no answer.
    let (_db, store, _, _) = with_meetings();
    let app = app(store, ViewKind::Week);
    let mut shown = kairos::ui::details::Details::of(kairos::layout::EventDetails {
        what: OccurrenceRef {
            uid: "u".into(),
            recurrence_id: rid("2026-10-21T14:00", BERLIN),
        },
        title: "Lunch".into(),
        when: String::new(),
        own_time: None,
        repeats: None,
        reminders: Vec::new(),
        location: None,
        notes: None,
        calendar: String::new(),
        color: String::new(),
        recurring: false,
        read_only: false,
        conflict: false,
        differs: Vec::new(),
        copy: None,
        meeting: None,
        cancelled: false,
    });
    let ctx = app.context();
    let (_, event) = shown.update(details::Message::Answer(ParticipationStatus::Accepted), ctx);
    assert_eq!(event, None);
}

/// My answer to each Standup and Planning occurrence the view loaded, by
/// its start on the viewer's clock.
fn marks(app: &App) -> Vec<(String, Option<MyAnswer>)> {
    let loaded = app.loaded().expect("a view is loaded");
    loaded
        .items
        .iter()
        .filter(|i| matches!(i.headline.summary.as_str(), "Standup" | "Planning"))
        .map(|i| {
            let start = match i.span {
                kairos::layout::Span::Timed { start, .. } => start.format("%a %H:%M").to_string(),
                kairos::layout::Span::AllDay { first, .. } => first.to_string(),
            };
            (format!("{} {start}", i.headline.summary), i.my_answer)
        })
        .collect()
}

#[test]
fn views_mark_a_meeting_waiting_for_my_answer_and_one_i_declined() {
    let (_db, store, planning, standup) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    let waiting = Some(MyAnswer::Awaited);
    let all = marks(&app);
    assert_eq!(all.len(), 6, "{all:?}");
    assert!(all.iter().all(|(_, a)| *a == waiting), "{all:?}");
    // Wednesday's standup declined alone, the planning accepted.
    open(&mut app, &standup, "2026-10-21T08:00");
    click(&mut app, "Only this occurrence");
    click(&mut app, "Decline");
    open(&mut app, &planning, "2026-10-21T14:00");
    click(&mut app, "Accept");
    let _ = app.update(Message::Details(details::Message::Close));
    let all = marks(&app);
    let of = |what: &str| {
        all.iter()
            .find(|(w, _)| w == what)
            .unwrap_or_else(|| panic!("{what} is not loaded: {all:?}"))
            .1
    };
    assert_eq!(of("Standup Wed 08:00"), Some(MyAnswer::Declined));
    assert_eq!(of("Standup Tue 08:00"), waiting);
    assert_eq!(of("Standup Thu 08:00"), waiting);
    assert_eq!(of("Planning Wed 14:00"), Some(MyAnswer::Accepted));
    let snapshot = simulator(&app)
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    matches_snapshot("meeting-marks-week-light", &snapshot);
    // The month grid marks them alike; and a meeting I organise is not
    // marked at all.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Show(
        ViewKind::Month,
    )));
    assert_eq!(marks(&app).len(), 6);
    let snapshot = simulator(&app)
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    matches_snapshot("meeting-marks-month-light", &snapshot);
    let mut chosen = kairos::store::Preferences::load(app.store()).unwrap();
    chosen.addresses = vec![CalendarAddress::parse("gina@example.org").unwrap()];
    let mut store = Store::open(app.store().path()).unwrap();
    chosen.save(&mut store).unwrap();
    let _ = app.update(Message::Header(kairos::ui::header::Message::Show(
        ViewKind::Week,
    )));
    assert!(
        marks(&app).iter().all(|(_, a)| a.is_none()),
        "{:?}",
        marks(&app)
    );
}

#[test]
fn a_meetings_details_look_like_this() {
    let (_db, store, planning, _) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    open(&mut app, &planning, "2026-10-21T14:00");
    let snapshot = simulator(&app)
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    matches_snapshot("meeting-details-light", &snapshot);
    // Answered, in a calendar that delivers nothing: the mail button.
    click(&mut app, "Maybe");
    let snapshot = simulator(&app)
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    matches_snapshot("meeting-details-answered-light", &snapshot);
}

#[test]
fn my_addresses_are_set_in_preferences_and_a_bad_one_is_not_saved() {
    use kairos::ui::preferences::Message as Prefs;
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Sidebar(kairos::ui::sidebar::Message::Preferences));
    let _ = app.update(Message::Preferences(Prefs::AddressesTyped(
        "me@example.org, bob".into(),
    )));
    assert!(visible(&app, "Not an address: bob"));
    let _ = app.update(Message::Preferences(Prefs::Save));
    assert!(
        visible(&app, "My addresses"),
        "Save waits for good addresses"
    );
    assert!(kairos::store::Preferences::load(app.store())
        .unwrap()
        .addresses
        .is_empty());
    let _ = app.update(Message::Preferences(Prefs::AddressesTyped(
        "me@example.org; Me@Work.example".into(),
    )));
    let _ = app.update(Message::Preferences(Prefs::Save));
    let saved = kairos::store::Preferences::load(app.store())
        .unwrap()
        .addresses;
    let shown: Vec<&str> = saved.iter().map(|a| a.as_str()).collect();
    assert_eq!(shown, ["mailto:me@example.org", "mailto:Me@Work.example"]);
}

fn type_guest(app: &mut App, text: &str) {
    let _ = app.update(Message::Editor(editor::Message::GuestQuery(text.into())));
}

fn guests_of(app: &App, uid: &str) -> Vec<String> {
    let event = app.store().event(uid).unwrap().event;
    event
        .meeting
        .attendees
        .iter()
        .map(|a| a.address.shown().to_owned())
        .collect()
}

#[test]
fn guests_are_invited_from_the_editor_with_completion_and_changed_later() {
    let (_db, store, _, _) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::New));
    let _ = app.update(Message::Editor(editor::Message::Title("Retro".into())));
    assert!(visible(&app, "Guests"));
    // Completion from the addresses the meetings name (by name or
    // address, mine left out).
    type_guest(&mut app, "iv");
    assert!(visible(&app, "Ivy <ivy@example.org>"));
    type_guest(&mut app, "me@");
    assert!(!visible(&app, "Hank <me@example.org>"), "my own address");
    type_guest(&mut app, "iv");
    click(&mut app, "Ivy <ivy@example.org>");
    assert!(visible(&app, "ivy@example.org"));
    assert!(
        !visible(&app, "Ivy <ivy@example.org>"),
        "invited: no longer offered"
    );
    // What is no address is refused, and says so; the guests stay.
    type_guest(&mut app, "nobody");
    let _ = app.update(Message::Editor(editor::Message::InviteTyped));
    assert!(visible(
        &app,
        "“nobody” is not an address (like name@example.org)"
    ));
    assert_eq!(app.editing().unwrap().guests.len(), 1);
    type_guest(&mut app, "zoe@example.org");
    let _ = app.update(Message::Editor(editor::Message::InviteTyped));
    type_guest(&mut app, "gi");
    assert!(visible(&app, "Gina Example <gina@example.org>"));
    // A local calendar: the form says nothing will be sent.
    assert!(visible(
        &app,
        "This calendar does not send invitations or answers: its server does no CalDAV scheduling."
    ));
    let snapshot = simulator(&app)
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    matches_snapshot("editor-guests-light", &snapshot);
    let _ = app.update(Message::Editor(editor::Message::Save));
    let retro = app
        .loaded()
        .expect("loaded")
        .items
        .iter()
        .find(|i| i.headline.summary == "Retro")
        .expect("saved and shown")
        .reference();
    let uid = retro.uid.clone();
    let event = app.store().event(&uid).unwrap().event;
    let meeting = event.meeting;
    assert_eq!(
        meeting.organizer.map(|o| o.address),
        CalendarAddress::parse("me@example.org"),
        "I organise it"
    );
    assert_eq!(
        guests_of(&app, &uid),
        ["me@example.org", "ivy@example.org", "zoe@example.org"]
    );

    // Edited later: Ivy is no longer invited, Gina is.
    let _ = app.update(Message::Open(retro));
    click(&mut app, "Edit");
    assert_eq!(
        app.editing().unwrap().guests.len(),
        2,
        "my own line is not a guest"
    );
    let _ = app.update(Message::Editor(editor::Message::Uninvite(0)));
    type_guest(&mut app, "gina");
    let _ = app.update(Message::Editor(editor::Message::InviteTyped));
    let _ = app.update(Message::Editor(editor::Message::Save));
    assert_eq!(
        guests_of(&app, &uid),
        ["me@example.org", "zoe@example.org", "gina@example.org"]
    );
    // Undo gives the old guests back, as for any edit.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Undo));
    assert_eq!(
        guests_of(&app, &uid),
        ["me@example.org", "ivy@example.org", "zoe@example.org"]
    );
}

#[test]
fn someone_elses_guests_are_shown_not_changed_in_the_editor() {
    let (_db, store, planning, _) = with_meetings();
    let mut app = app(store, ViewKind::Week);
    open(&mut app, &planning, "2026-10-21T14:00");
    click(&mut app, "Edit");
    assert!(visible(&app, "ivy@example.org"));
    type_guest(&mut app, "zoe@example.org");
    let _ = app.update(Message::Editor(editor::Message::InviteTyped));
    let _ = app.update(Message::Editor(editor::Message::Uninvite(0)));
    assert_eq!(
        app.editing().unwrap().guests.len(),
        2,
        "the organiser's list is as it was"
    );
}

/// A mail program stand-in that keeps its arguments in `args` beside it
/// and ends with `status`.
fn mail_program(dir: &std::path::Path, status: i32) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let program = dir.join("xdg-email");
    let seen = dir.join("args");
    std::fs::write(
        &program,
        format!(
            "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\nexit {status}\n",
            seen.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    program
}

fn run_finished_work(app: &mut App) {
    loop {
        let done = app.finished_work();
        if done.is_empty() {
            return;
        }
        for message in done {
            let _ = app.update(message);
        }
    }
}

#[test]
fn an_answer_a_local_calendar_cannot_deliver_is_emailed_to_the_organiser() {
    let (db, store, planning, _) = with_meetings();
    let mail = tempfile::tempdir().unwrap();
    let mut app = app(store, ViewKind::Week)
        .working_inline()
        .mailing_with(mail_program(mail.path(), 0));
    open(&mut app, &planning, "2026-10-21T14:00");
    // Nothing to send before I answer.
    assert!(!visible(&app, "E-mail my answer…"));
    click(&mut app, "Maybe");
    click(&mut app, "E-mail my answer…");
    run_finished_work(&mut app);
    assert_eq!(app.error(), None);
    let toast = app.toast().expect("a toast says where the answer is");
    assert!(toast.contains("gina@example.org"), "{toast}");
    let args: Vec<String> = std::fs::read_to_string(mail.path().join("args"))
        .expect("the mail program was run")
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(
        args[..4],
        ["--utf8", "--subject", "Tentative: Planning", "--attach"]
    );
    assert_eq!(args[5], "gina@example.org");
    let file = std::path::Path::new(&args[4]);
    assert!(file.starts_with(db.dir.path().join("replies")), "{args:?}");
    let reply = std::fs::read_to_string(file).unwrap().replace("\r\n ", "");
    assert!(reply.contains("METHOD:REPLY\r\n"), "{reply}");
    assert!(reply.contains(&format!("UID:{planning}\r\n")), "{reply}");
    assert!(reply.contains("PARTSTAT=TENTATIVE"), "{reply}");
    assert!(reply.contains("mailto:me@example.org"), "{reply}");

    // A mail program that is not there: the banner says so in words.
    let mut app = app.mailing_with(mail.path().join("no-such-program"));
    click(&mut app, "E-mail my answer…");
    run_finished_work(&mut app);
    let error = app.error().expect("the failure is said");
    assert!(error.starts_with("Cannot e-mail your answer"), "{error}");
}

#[test]
fn the_email_button_is_offered_only_where_it_can_send_something() {
    let (_db, store, planning, _) = with_meetings();
    let mail = tempfile::tempdir().unwrap();
    let mut app = app(store, ViewKind::Week)
        .working_inline()
        .mailing_with(mail_program(mail.path(), 0));
    open(&mut app, &planning, "2026-10-21T14:00");
    // Not answered yet: the message (a stale click) does nothing.
    let _ = app.update(Message::Details(details::Message::EmailAnswer));
    run_finished_work(&mut app);
    assert_eq!(app.toast(), None);
    assert_eq!(app.error(), None);
    assert!(!mail.path().join("args").exists(), "no mail was opened");
}

/// A meeting its organiser cancelled says so, reminds of nothing, and
/// offers to remove it rather than to edit it.
#[test]
fn a_cancelled_meeting_says_so_and_offers_to_remove_it() {
    let (_db, mut store, planning, _) = with_meetings();
    let stored = store.event(&planning).unwrap();
    let mut cancelled = stored.event.clone();
    cancelled.status = Some(kairos::model::EventStatus::Cancelled);
    let incoming = kairos::store::IncomingEvent {
        event: cancelled,
        sequence: stored.sequence + 1,
        last_modified: None,
        created: Some(stored.created),
    };
    let into = kairos::store::ImportInto::Calendar(stored.calendar);
    store
        .import(into, vec![incoming], "cancelled", false)
        .unwrap();
    let mut app = app(store, ViewKind::Week);
    open(&mut app, &planning, "2026-10-21T14:00");
    assert!(visible(&app, "Cancelled by the organiser"));
    assert!(!visible(&app, "Edit"), "a cancelled meeting is not edited");
    click(&mut app, "Remove from my calendar");
    assert!(app.store().event(&planning).is_err(), "removed");
}

/// A message the schedule inbox refused (recorded by whichever process
/// read the inbox) is said by the window once, not at every reload.
#[test]
fn a_refused_inbox_message_is_said_once() {
    let (_db, mut store, _, _) = with_meetings();
    let account = kairos::store::Account {
        id: 0,
        name: "work".into(),
        url: "https://dav.example.org/".into(),
        user: "me".into(),
        password_command: Some("echo secret".into()),
        ca_cert: None,
        home: "/cal/".into(),
        oauth: None,
        keyring_id: String::new(),
    };
    store.add_account(&account, &[]).unwrap();
    let id = store.account("work").unwrap().id;
    let refused = ["“Board” from mallory@evil.test: names a meeting I organise".to_owned()];
    kairos::sync::inbox::record_refused(&mut store, id, &refused).unwrap();
    let app = app(store, ViewKind::Week);
    assert_eq!(
        app.toast(),
        Some(
            "A message in your schedule inbox was refused: “Board” from mallory@evil.test: \
             names a meeting I organise"
        )
    );
    // Said: a window opened later (or a reload) does not say it again.
    let store = Store::open(app.store().path()).unwrap();
    drop(app);
    let again = ui_support::app(store, ViewKind::Week);
    assert_eq!(again.toast(), None);
}
