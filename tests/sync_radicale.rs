//! Two-way sync against a real Radicale (started by `scripts/test`), with
//! Python's `caldav` as the other device. Each test logs in as its own user,
//! so the tests share the server and not their calendars.

mod sync_support;

use sync_support::{assert_quiet, counts, event, Device, Kairos, Server};

const SERIES: &str = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other Device//EN\r\n\
BEGIN:VEVENT\r\nUID:standup\r\nDTSTAMP:20261101T000000Z\r\n\
DTSTART;TZID=Europe/Paris:20261102T090000\r\nDURATION:PT30M\r\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4\r\n\
EXDATE;TZID=Europe/Paris:20261109T090000\r\nSUMMARY:Standup\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:standup\r\nDTSTAMP:20261101T000000Z\r\n\
RECURRENCE-ID;TZID=Europe/Paris:20261116T090000\r\nDTSTART;TZID=Europe/Paris:20261116T100000\r\n\
DURATION:PT30M\r\nSUMMARY:Standup (late)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

/// A series with an EXDATE and a moved, retitled occurrence arrives as one
/// event and expands as the other device wrote it; a second sync with
/// nothing changed writes nothing (every ETag on the server is unchanged).
#[test]
fn a_series_with_an_override_and_an_exdate_arrives_and_a_quiet_sync_writes_nothing() {
    let device = Device::new(Server::Radicale, "alice");
    let calendar = device.make_calendar("Work");
    device.put(&calendar, SERIES);
    let kairos = Kairos::new();
    let added = kairos.add_account("work", &Server::Radicale.url(), &device);
    assert!(added.contains("Work"), "{added}");
    let report = kairos.sync();
    assert_eq!(counts(&report, "Work")["pulled"], 1, "{report}");
    let agenda = kairos.ok(&[
        "agenda",
        "--from",
        "2026-11-01",
        "--days",
        "30",
        "--tz",
        "Europe/Paris",
    ]);
    let lines: Vec<&str> = agenda.lines().filter(|l| l.contains("Standup")).collect();
    assert_eq!(
        lines.len(),
        3,
        "4 occurrences less the EXDATE of 9 November:\n{agenda}"
    );
    assert!(agenda.contains("Monday, November 2, 2026"), "{agenda}");
    assert!(!agenda.contains("Monday, November 9, 2026"), "{agenda}");
    assert!(
        agenda.contains("10:00–10:30  Standup (late)"),
        "the override moved and retitled 16 November:\n{agenda}"
    );

    let before = device.etags(&calendar);
    let quiet = kairos.sync();
    assert_quiet(&quiet, "Work");
    assert_eq!(
        device.etags(&calendar),
        before,
        "a quiet sync wrote to the server"
    );
}

/// A local event is pushed; the other device's edit and delete arrive.
#[test]
fn local_events_are_pushed_and_remote_edits_and_deletes_arrive() {
    let device = Device::new(Server::Radicale, "bob");
    let calendar = device.make_calendar("Home");
    device.put(&calendar, &event("dentist", "Dentist", "20261203T090000Z"));
    device.put(&calendar, &event("gym", "Gym", "20261204T180000Z"));
    let kairos = Kairos::new();
    kairos.add_account("home", &Server::Radicale.url(), &device);
    kairos.sync();
    let uid = kairos
        .ok(&[
            "add",
            "Plumber",
            "--start",
            "2026-12-05T08:00",
            "--duration",
            "2h",
            "--calendar",
            "Home",
        ])
        .trim()
        .to_owned();
    device.replace(
        &calendar,
        "dentist",
        &event("dentist", "Dentist (moved)", "20261203T110000Z"),
    );
    device.delete(&calendar, "gym");
    let report = kairos.sync();
    let home = counts(&report, "Home");
    assert_eq!(home["pushed"], 1, "{report}");
    assert_eq!(home["pulled"], 1, "{report}");
    assert_eq!(home["deleted_local"], 1, "{report}");
    let there = device.get(&calendar, &uid);
    assert!(there.contains("SUMMARY:Plumber"), "{there}");
    let here = kairos.events("Home");
    assert_eq!(
        here.get("dentist").map(String::as_str),
        Some("Dentist (moved)")
    );
    assert!(!here.contains_key("gym"), "{here:?}");
    assert_eq!(here.len(), 2, "{here:?}");
}

/// Both sides changed the event: different properties merge; the same
/// property keeps both versions (the local one as a conflict copy, on both
/// sides). Deleted on one side and edited on the other: the edit wins.
#[test]
fn conflicts_merge_or_keep_both_and_an_edit_beats_a_delete() {
    let device = Device::new(Server::Radicale, "carol");
    let calendar = device.make_calendar("Team");
    for (uid, title) in [
        ("a", "Review"),
        ("b", "Retro"),
        ("c", "Planning"),
        ("d", "Demo"),
    ] {
        device.put(&calendar, &event(uid, title, "20261207T100000Z"));
    }
    let kairos = Kairos::new();
    kairos.add_account("team", &Server::Radicale.url(), &device);
    kairos.sync();

    // a: the phone retitles, Kairos sets the place: merged.
    device.replace(
        &calendar,
        "a",
        &event("a", "Design review", "20261207T100000Z"),
    );
    kairos.ok(&["edit", "a", "--location", "Room 4"]);
    // b: both retitle: both kept.
    device.replace(
        &calendar,
        "b",
        &event("b", "Retro (phone)", "20261207T100000Z"),
    );
    kairos.ok(&["edit", "b", "--title", "Retro (laptop)"]);
    // c: deleted here, edited there; d: deleted there, edited here.
    kairos.ok(&["delete", "c"]);
    device.replace(
        &calendar,
        "c",
        &event("c", "Planning (moved)", "20261208T100000Z"),
    );
    device.delete(&calendar, "d");
    kairos.ok(&["edit", "d", "--title", "Demo (rehearsed)"]);

    let report = kairos.sync();
    let team = counts(&report, "Team");
    assert_eq!(team["conflicts"], 1, "{report}");
    assert_eq!(team["merged"], 1, "{report}");

    let here = kairos.events("Team");
    assert_eq!(here["a"], "Design review");
    let merged_there = device.get(&calendar, "a");
    assert!(
        merged_there.contains("SUMMARY:Design review"),
        "{merged_there}"
    );
    assert!(merged_there.contains("LOCATION:Room 4"), "{merged_there}");
    let store = kairos::store::Store::open(&kairos.db).unwrap();
    assert_eq!(
        store.event("a").unwrap().event.location.as_deref(),
        Some("Room 4")
    );

    assert_eq!(
        here["b"], "Retro (phone)",
        "the server's version keeps the UID"
    );
    let copies: Vec<(&String, &String)> = here
        .iter()
        .filter(|(uid, _)| uid.starts_with("b-conflict-"))
        .collect();
    assert_eq!(copies.len(), 1, "{here:?}");
    assert_eq!(copies[0].1, "Retro (laptop) (conflict copy)");
    let copy_there = device.get(&calendar, copies[0].0);
    assert!(
        copy_there.contains("X-KAIROS-CONFLICT-OF:b"),
        "{copy_there}"
    );

    assert_eq!(
        here["c"], "Planning (moved)",
        "the remote edit beat the local delete"
    );
    assert_eq!(
        here["d"], "Demo (rehearsed)",
        "the local edit beat the remote delete"
    );
    assert!(device
        .get(&calendar, "d")
        .contains("SUMMARY:Demo (rehearsed)"));

    // And all of it is settled: the next sync has nothing to do.
    let quiet = kairos.sync();
    assert_quiet(&quiet, "Team");
}

/// An event moved to another server calendar is a PUT there and a DELETE
/// here: one event, same UID, on both sides.
#[test]
fn an_event_moved_between_calendars_is_not_duplicated() {
    let device = Device::new(Server::Radicale, "dave");
    let from = device.make_calendar("Old");
    let to = device.make_calendar("New");
    device.put(&from, &event("trip", "Trip", "20261210T080000Z"));
    let kairos = Kairos::new();
    kairos.add_account("mine", &Server::Radicale.url(), &device);
    kairos.sync();
    kairos.ok(&["edit", "trip", "--calendar", "New"]);
    kairos.sync();
    assert!(device.etags(&from).is_empty(), "{:?}", device.etags(&from));
    assert_eq!(device.etags(&to).len(), 1);
    assert!(device.get(&to, "trip").contains("UID:trip"));
    assert!(kairos.events("Old").is_empty());
    assert_eq!(kairos.events("New").len(), 1);
}

/// A sync token the server no longer accepts (Radicale answers 403) makes
/// the sync list everything instead, and the remote change still arrives.
#[test]
fn an_invalid_sync_token_falls_back_to_a_full_listing() {
    let device = Device::new(Server::Radicale, "erin");
    let calendar = device.make_calendar("Club");
    device.put(&calendar, &event("match", "Match", "20261212T150000Z"));
    let kairos = Kairos::new();
    kairos.add_account("club", &Server::Radicale.url(), &device);
    kairos.sync();
    let conn = rusqlite::Connection::open(&kairos.db).unwrap();
    let changed = conn
        .execute(
            "UPDATE synced_calendars SET sync_token = 'http://radicale.org/ns/sync/bogus'",
            [],
        )
        .unwrap();
    assert_eq!(changed, 1);
    device.replace(
        &calendar,
        "match",
        &event("match", "Match (away)", "20261212T150000Z"),
    );
    let report = kairos.sync();
    assert_eq!(counts(&report, "Club")["pulled"], 1, "{report}");
    assert_eq!(kairos.events("Club")["match"], "Match (away)");
}

/// Accounts list their calendars, refuse a wrong password with a message
/// that does not contain it, and removing one drops its calendars here only.
/// A calendar nobody named: Radicale gives its path ("anna/team-…") as
/// its name, and every such calendar read "user/something". Kairos names
/// it by its last segment, as it names any calendar without a name.
#[test]
fn a_calendar_nobody_named_is_named_by_its_last_segment() {
    let device = Device::new(Server::Radicale, "anna");
    let id = format!("team-{}", std::process::id());
    let calendar = device.make_unnamed_calendar(&id);
    device.put(&calendar, &event("standup", "Standup", "20261214T090000Z"));
    let kairos = Kairos::new();
    kairos.add_account("anna", &Server::Radicale.url(), &device);
    kairos.sync();
    let listed: serde_json::Value =
        serde_json::from_str(&kairos.ok(&["accounts", "list", "--json"])).unwrap();
    let names: Vec<&str> = listed[0]["calendars"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert!(names.contains(&id.as_str()), "{names:?}");
    assert!(names.iter().all(|n| !n.contains('/')), "{names:?}");
    assert_eq!(kairos.events(&id).len(), 1);
}

#[test]
fn accounts_are_listed_refused_and_removed() {
    let device = Device::new(Server::Radicale, "frank");
    let calendar = device.make_calendar("Chores");
    device.put(&calendar, &event("bins", "Bins", "20261214T070000Z"));
    let kairos = Kairos::new();
    let wrong = kairos.run(&[
        "accounts",
        "add",
        "x",
        "--url",
        &Server::Radicale.url(),
        "--user",
        "frank",
        "--password-command",
        "echo hunter2-wrong",
    ]);
    assert!(!wrong.status.success());
    let stderr = String::from_utf8_lossy(&wrong.stderr);
    assert!(stderr.contains("refused the login"), "{stderr}");
    assert!(!stderr.contains("hunter2"), "{stderr}");
    assert!(kairos.ok(&["accounts", "list"]).contains("No accounts"));

    kairos.add_account("chores", &Server::Radicale.url(), &device);
    kairos.sync();
    let listed: serde_json::Value =
        serde_json::from_str(&kairos.ok(&["accounts", "list", "--json"])).unwrap();
    assert_eq!(listed[0]["name"], "chores");
    assert_eq!(listed[0]["calendars"][0]["name"], "Chores");
    assert!(!kairos
        .ok(&["accounts", "list", "--json"])
        .contains("secret"));

    let refused = kairos.run(&["accounts", "remove", "chores"]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        kairos.events("Chores").len(),
        1,
        "nothing removed without --yes"
    );
    let removed = kairos.ok(&["accounts", "remove", "chores", "--yes"]);
    assert!(removed.contains("1 calendar and 1 event"), "{removed}");
    assert!(kairos
        .ok(&["calendars"])
        .lines()
        .all(|l| !l.contains("Chores")));
    assert_eq!(
        device.etags(&calendar).len(),
        1,
        "the server keeps its events"
    );
}

/// A calendar the server suddenly lists as empty, though events were
/// synced, is not taken as "delete everything": the sync says so and
/// changes nothing, until the user confirms with --allow-empty.
#[test]
fn an_empty_listing_deletes_nothing_unless_confirmed() {
    let device = Device::new(Server::Radicale, "mallory");
    let calendar = device.make_calendar("Shared");
    device.put(&calendar, &event("one", "One", "20261216T090000Z"));
    device.put(&calendar, &event("two", "Two", "20261217T090000Z"));
    let kairos = Kairos::new();
    kairos.add_account("shared", &Server::Radicale.url(), &device);
    kairos.sync();
    device.delete(&calendar, "one");
    device.delete(&calendar, "two");

    let refused = kairos.run(&["sync"]);
    assert_eq!(refused.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("lists no events in Shared"), "{stderr}");
    assert!(stderr.contains("--allow-empty"), "{stderr}");
    assert_eq!(kairos.events("Shared").len(), 2, "nothing deleted");

    let out = kairos.ok(&["sync", "--allow-empty", "--json"]);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(counts(&report, "Shared")["deleted_local"], 2, "{report}");
    assert!(kairos.events("Shared").is_empty());
}
