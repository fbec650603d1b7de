//! Sync from the window, against the real Radicale `scripts/test` starts
//! (the other device is Python's `caldav`) and a local feed server: an
//! account added through its dialog (a wrong password said and nothing
//! written), its events shown; a conflict copy shown and settled, the
//! choice synced; a subscription added from the window, read-only; and the
//! background sync of the reminder service bringing the other device's
//! event to the window with no user action.
//!
//! The window's server work runs inline here (`App::working_inline`):
//! the same code, without iced's runtime to run tasks.

mod feed_support;
mod process_support;
mod sync_support;
mod ui_support;

use kairos::layout::ViewKind;
use kairos::model::OccurrenceRef;
use kairos::store::{conflict_of, Account, RemoteCalendar, Store};
use kairos::sync::credentials::Secret;
use kairos::ui::account::Message as Dialog;
use kairos::ui::{details, App, Message};
use process_support::{wait_for_value, DEADLINE};
use sync_support::{event, Device, Server};
use ui_support::*;

/// Feeds the answers of the work the app ran inline back into it, until
/// there are none (an answer may start more work: a sync after an add).
fn settle(app: &mut App) {
    loop {
        let done = app.finished_work();
        if done.is_empty() {
            return;
        }
        apply(app, done);
    }
}

/// Every text the window draws (for failure messages).
fn drawn(app: &App) -> Vec<String> {
    texts(&mut simulator(app))
        .into_iter()
        .map(|(t, _)| t)
        .collect()
}

fn dialog(app: &mut App, messages: Vec<Dialog>) {
    for m in messages {
        let _ = app.update(Message::Account(m));
    }
    settle(app);
}

/// An account of `device` on `store` (as `kairos accounts add` makes it,
/// its password from a command), with every calendar the server has.
fn account_of(store: &mut Store, name: &str, device: &Device) {
    let found = kairos::sync::discover(
        &device.url,
        &device.user,
        "secret",
        kairos::sync::Options::default(),
    )
    .unwrap();
    let account = Account {
        id: 0,
        name: name.into(),
        url: device.url.clone(),
        user: device.user.clone(),
        password_command: Some("echo secret".into()),
        ca_cert: None,
        home: found.home.clone(),
        oauth: None,
        keyring_id: String::new(),
    };
    let remote: Vec<RemoteCalendar> = found
        .calendars
        .iter()
        .map(|c| kairos::sync::remote_calendar(c, kairos::model::PALETTE[1]))
        .collect();
    store.add_account(&account, &remote).unwrap();
}

#[test]
fn an_account_is_added_in_the_window_and_a_wrong_password_writes_nothing() {
    let device = Device::new(Server::Radicale, "olivia");
    let team = device.make_calendar("Team");
    device.put(
        &team,
        &event("planning@other", "Planning", "20261022T070000Z"),
    );
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    click(&mut app, "Add account…");
    assert_eq!(app.title(), "Add an account — Kairos");

    // Nothing typed: said, nothing asked.
    dialog(&mut app, vec![Dialog::Submit]);
    assert!(visible(&app, "Fill in a name for the account, like Work."));
    dialog(
        &mut app,
        vec![
            Dialog::Name("olivia-team".into()),
            Dialog::Url(Server::Radicale.url()),
            Dialog::User("olivia".into()),
            Dialog::Password(Secret::new("wrong".into())),
            Dialog::Submit,
        ],
    );
    assert!(visible(&app, "The server refused the password."));
    assert!(
        app.store().accounts().unwrap().is_empty(),
        "nothing written"
    );
    assert_eq!(app.title(), "Add an account — Kairos", "the form stays");

    dialog(
        &mut app,
        vec![
            Dialog::Password(Secret::new("secret".into())),
            Dialog::Submit,
        ],
    );
    assert_eq!(app.title(), "Kairos", "{:?}", drawn(&app));
    assert_eq!(app.toast(), Some("Added “olivia-team”: 1 calendar"));
    // The password is in the keyring, never in the file.
    let account = app.store().account("olivia-team").unwrap();
    assert_eq!(
        kairos::sync::secrets::lookup((&account).into()).unwrap(),
        "secret"
    );
    assert_eq!(account.password_command, None);
    // The sync that followed brought the other device's event.
    assert!(visible(&app, "09:00 Planning"));
    assert!(visible(&app, "olivia-team"));
    assert!(visible(&app, "Synced just now"));

    // A local edit waits, counted, until it is sent.
    let team_here = app.store().calendar_by_name("Team").unwrap().id;
    let mut store = Store::open(app.store().path()).unwrap();
    store
        .create(
            team_here,
            kairos::model::Event::new("", "Retro", zoned("2026-10-23T14:00", BERLIN), minutes(30)),
        )
        .unwrap();
    let _ = app.update(Message::Tick(now()));
    let _ = app.update(Message::Tick(now() + chrono::Duration::seconds(30)));
    assert!(visible(&app, "1 change to send"));
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Sync));
    settle(&mut app);
    assert!(!visible(&app, "1 change to send"));
    assert_eq!(device.etags(&team).len(), 2, "Retro is on the server");

    // The keyring's password goes stale: the account says so, and a new
    // one typed in its dialog connects it again (and is kept).
    kairos::sync::secrets::store((&account).into(), "stale").unwrap();
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Sync));
    settle(&mut app);
    assert!(visible(&app, "The server refused the password."));
    let id = account.id;
    let _ = app.update(Message::Sidebar(kairos::ui::sidebar::Message::Account(id)));
    assert_eq!(app.title(), "Account — Kairos");
    dialog(&mut app, vec![Dialog::Submit]);
    assert!(visible(
        &app,
        "Enter the new password, or the CA file to trust."
    ));
    dialog(
        &mut app,
        vec![
            Dialog::Password(Secret::new("still wrong".into())),
            Dialog::Submit,
        ],
    );
    assert!(visible(&app, "The server refused the password."));
    assert_eq!(
        kairos::sync::secrets::lookup((&account).into()).unwrap(),
        "stale",
        "a password the server refused is not kept"
    );
    dialog(
        &mut app,
        vec![
            Dialog::Password(Secret::new("secret".into())),
            Dialog::Submit,
        ],
    );
    assert_eq!(app.toast(), Some("“olivia-team” is connected again"));
    assert_eq!(app.title(), "Kairos");
    assert_eq!(
        kairos::sync::secrets::lookup((&account).into()).unwrap(),
        "secret"
    );
    assert!(!visible(&app, "The server refused the password."));

    // Removing the account asks, then leaves the server as it was.
    let _ = app.update(Message::Sidebar(kairos::ui::sidebar::Message::Account(id)));
    assert_eq!(app.title(), "Account — Kairos");
    click(&mut app, "Remove account…");
    click(&mut app, "Remove");
    settle(&mut app);
    assert!(app.store().accounts().unwrap().is_empty());
    assert!(!visible(&app, "09:00 Planning"));
    assert_eq!(device.etags(&team).len(), 2);
}

#[test]
fn a_conflict_copy_is_shown_and_settled_and_the_choice_syncs() {
    let device = Device::new(Server::Radicale, "peggy");
    let cal = device.make_calendar("Home");
    device.put(&cal, &event("dinner@other", "Dinner", "20261022T170000Z"));
    let (_db, mut store) = seeded();
    account_of(&mut store, "peggy-home", &device);
    let mut app = app(store, ViewKind::Agenda).working_inline();
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Sync));
    settle(&mut app);
    assert!(visible(&app, "Dinner"));

    // The same title changed here and on the phone before a sync.
    let mut store = Store::open(app.store().path()).unwrap();
    store
        .update(
            "dinner@other",
            kairos::store::Scope::All,
            kairos::store::EventChanges {
                summary: Some("Dinner at Ana's".into()),
                ..Default::default()
            },
        )
        .unwrap();
    device.replace(
        &cal,
        "dinner@other",
        &event("dinner@other", "Dinner at Bo's", "20261022T170000Z"),
    );
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Sync));
    settle(&mut app);
    // Said once, marked on both versions, counted in the sidebar.
    assert_eq!(
        app.toast(),
        Some(
            "An event changed here and on the server at once: both versions were kept. \
             Settle it from the sidebar."
        )
    );
    assert!(visible(&app, "⚠ Dinner at Bo's"));
    assert!(visible(&app, "⚠ Dinner at Ana's (conflict copy)"));
    let copy = app
        .store()
        .events(None)
        .unwrap()
        .into_iter()
        .find(|e| conflict_of(e) == Some("dinner@other"))
        .expect("a conflict copy");
    // The server's version says it has a copy, and what differs.
    click(&mut app, "⚠ Dinner at Bo's");
    assert!(visible(&app, "⚠ Conflict"));
    assert!(visible(&app, "Differs in the title."));
    assert!(!visible(&app, "Keep the server's"), "settled on the copy");
    click(&mut app, "Show the copy");
    assert_eq!(
        app.selected().map(|s| s.uid.as_str()),
        Some(copy.event.uid.as_str())
    );
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Escape));
    click(&mut app, "⚠ 1 conflict to settle");
    assert_eq!(
        app.selected().map(|s| s.uid.as_str()),
        Some(copy.event.uid.as_str())
    );
    assert!(visible(&app, "⚠ Conflict"));
    assert!(visible(&app, "Differs in the title."));
    assert!(visible(&app, "Keep the server's"));
    click(&mut app, "Keep this");
    assert!(app.store().event(&copy.event.uid).is_err(), "the copy goes");
    assert_eq!(
        app.store().event("dinner@other").unwrap().event.summary,
        "Dinner at Ana's"
    );
    assert_eq!(app.toast(), Some("Kept this computer's version"));
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Sync));
    settle(&mut app);
    let there = device.get(&cal, "dinner@other");
    assert!(there.contains("SUMMARY:Dinner at Ana's"), "{there}");
    assert_eq!(device.etags(&cal).len(), 1, "no copy left on the server");
    // A details panel that is no conflict offers no settling.
    let _ = app.update(Message::Open(OccurrenceRef {
        uid: "dinner@other".into(),
        recurrence_id: kairos::model::RecurrenceId::Instant(
            "2026-10-22T17:00:00Z".parse().unwrap(),
        ),
    }));
    assert!(!visible(&app, "⚠ Conflict"));
    let before = app.store().events(None).unwrap().len();
    let _ = app.update(Message::Details(details::Message::Settle(
        kairos::store::Settle::KeepBoth,
    )));
    assert_eq!(app.store().events(None).unwrap().len(), before);
}

#[test]
fn a_subscription_is_added_from_the_window_and_a_bad_feed_adds_nothing() {
    let web = tempfile::tempdir().unwrap();
    let (_server, _log, base) = feed_support::serve(web.path());
    std::fs::write(
        web.path().join("holidays.ics"),
        feed_support::feed(&[("unity@feed", "20261003", "German Unity Day")]),
    )
    .unwrap();
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    click(&mut app, "Subscribe…");
    assert_eq!(app.title(), "Subscribe to a calendar — Kairos");
    dialog(
        &mut app,
        vec![
            Dialog::Name("Holidays".into()),
            Dialog::Url(format!("{base}/missing.ics")),
            Dialog::Submit,
        ],
    );
    assert!(
        visible(
            &app,
            &format!("{base}/missing.ics is not a calendar feed: the server answered 404.")
        ),
        "{:?}",
        drawn(&app)
    );
    assert!(app.store().calendar_by_name("Holidays").is_err());
    dialog(
        &mut app,
        vec![Dialog::Url(format!("{base}/holidays.ics")), Dialog::Submit],
    );
    assert_eq!(app.toast(), Some("Subscribed to “Holidays”: 1 event"));
    assert!(visible(&app, "Subscriptions"));
    assert!(visible(&app, "German Unity Day"));
    click(&mut app, "German Unity Day");
    assert!(visible(
        &app,
        "From the subscription “Holidays”: it changes with its feed, not here."
    ));
    assert!(!visible(&app, "Edit"));
}

#[test]
fn the_background_sync_brings_the_other_devices_event_to_the_window() {
    use kairos::service::{serve, Host};
    use kairos::sync::background::{Progress, SYNC_INTERVAL};
    let device = Device::new(Server::Radicale, "rupert");
    let cal = device.make_calendar("Club");
    let (db, mut store) = seeded();
    account_of(&mut store, "rupert-club", &device);
    store.set_setting(SYNC_INTERVAL, "1").unwrap();
    let mut app = app(store, ViewKind::Month);

    // The reminder service, as the window runs it, with its sync.
    let (waker, wake) = std::sync::mpsc::channel();
    let (told, heard) = std::sync::mpsc::channel::<Progress>();
    let path = db.path.clone();
    let stop = waker.clone();
    let service = std::thread::spawn(move || {
        let told = std::sync::Mutex::new(told);
        let synced = |p: Progress| {
            let _ = told.lock().unwrap().send(p);
        };
        serve(
            &path,
            BERLIN,
            Host {
                wake,
                waker,
                open: None,
                synced: Some(&synced),
            },
        )
        .unwrap();
    });
    device.put(
        &cal,
        &event("chess@other", "Chess night", "20261023T170000Z"),
    );
    // Each pass the service reports reaches the window as it would.
    wait_for_value("a pass to bring Chess night", DEADLINE, || {
        let p = heard.recv_timeout(std::time::Duration::from_secs(1)).ok()?;
        let _ = app.update(Message::Heard(kairos::ui::Heard::Sync(p)));
        visible(&app, "19:00 Chess night").then_some(())
    });

    // An edit here reaches the server within seconds, unasked.
    let mut other = Store::open(&db.path).unwrap();
    other
        .update(
            "chess@other",
            kairos::store::Scope::All,
            kairos::store::EventChanges {
                summary: Some("Chess and pizza".into()),
                ..Default::default()
            },
        )
        .unwrap();
    wait_for_value("the edit to reach the server", DEADLINE, || {
        device
            .get(&cal, "chess@other")
            .contains("SUMMARY:Chess and pizza")
            .then_some(())
    });
    stop.send(kairos::service::Wake::Stop).unwrap();
    service.join().unwrap();
}
