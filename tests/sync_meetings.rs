//! Meetings through the real binary, two people each with their own
//! database: on DAViCal, which delivers invitations and answers itself
//! (CalDAV scheduling, RFC 6638), between its meeting users gina/hank,
//! ivan/judy, kate/liam and olga/piet (`scripts/lib/davical.sh` lets them deliver to
//! each other);
//! and on Radicale, which does no scheduling: attendees are kept and
//! shown, answers are written into the copy and not delivered.
//!
//! Each step waits for nothing but the commands before it: DAViCal
//! delivers inside the organiser's PUT, before it answers.

mod sync_support;

use serde_json::Value;
use sync_support::{assert_quiet, counts, davical, davical_person, Device, Kairos, Server};

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The occurrences `agenda --json` lists on `day` (and the days after).
fn agenda(kairos: &Kairos, day: &str, days: u32) -> Vec<Value> {
    let out = kairos.ok(&[
        "agenda",
        "--from",
        day,
        "--days",
        &days.to_string(),
        "--json",
    ]);
    json(&out).as_array().cloned().expect("an array")
}

/// [`agenda`] of one calendar.
fn agenda_in(kairos: &Kairos, calendar: &str, day: &str, days: u32) -> Vec<Value> {
    let days = days.to_string();
    let out = kairos.ok(&[
        "agenda",
        "--from",
        day,
        "--days",
        &days,
        "--calendar",
        calendar,
        "--json",
    ]);
    json(&out).as_array().cloned().expect("an array")
}

/// The answer of `address` among an item's attendees.
/// The organiser and attendees of the VEVENTs in `ics`, each as Kairos
/// reads it (every parameter, unknown ones in their order), sorted.
fn people_in(ics: &str) -> Vec<String> {
    let unfolded = ics.replace("\r\n ", "").replace("\n ", "");
    let mut people: Vec<String> = unfolded
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| {
            let upper = l.to_ascii_uppercase();
            upper.starts_with("ATTENDEE") || upper.starts_with("ORGANIZER")
        })
        .map(|l| {
            let p = kairos::model::Property::parse(l).unwrap();
            format!("{:?}", kairos::model::Participant::read(p).unwrap())
        })
        .collect();
    people.sort();
    people
}

fn status_of(item: &Value, address: &str) -> String {
    item["attendees"]
        .as_array()
        .expect("attendees")
        .iter()
        .find(|a| a["address"] == address)
        .unwrap_or_else(|| panic!("{address} is not invited: {item}"))["status"]
        .as_str()
        .expect("a status")
        .to_owned()
}

#[test]
fn an_invitation_is_answered_moved_refused_to_the_attendee_and_cancelled() {
    let (gina, gina_cal) = davical_person("gina");
    let (hank, hank_cal) = davical_person("hank");
    // Who gina is, as DAViCal says: her address (the principal's path it
    // also lists is no calendar user address), and it delivers.
    let listed = json(&gina.ok(&["accounts", "list", "--json"]));
    assert_eq!(
        listed[0]["addresses"],
        serde_json::json!(["gina@example.org"]),
        "{listed}"
    );
    assert_eq!(listed[0]["scheduling"], true, "{listed}");
    assert!(gina
        .ok(&["accounts", "list"])
        .contains("You are gina@example.org there"));
    // An event of hank's own: a calendar the server suddenly lists as
    // empty is refused (sync_radicale's empty listing), and the meeting
    // is cancelled below.
    hank.ok(&[
        "add",
        "Dentist",
        "--start",
        "2027-02-01T08:00",
        "--tz",
        "UTC",
        "--calendar",
        &hank_cal,
    ]);
    assert_eq!(counts(&hank.sync(), &hank_cal)["pushed"], 1);

    // gina invites hank.
    let uid = gina
        .ok(&[
            "add",
            "Budget review",
            "--start",
            "2027-03-01T10:00",
            "--tz",
            "UTC",
            "--calendar",
            &gina_cal,
            "--attendee",
            "hank@example.org",
            "--remind",
            "15m",
        ])
        .trim()
        .to_owned();
    let shown = json(&gina.ok(&["show", &uid, "--json"]));
    assert_eq!(shown["organizer"]["address"], "gina@example.org", "{shown}");
    assert_eq!(shown["organized_by_me"], true, "{shown}");
    assert_eq!(status_of(&shown, "hank@example.org"), "needs-action");
    assert_eq!(counts(&gina.sync(), &gina_cal)["pushed"], 1);

    // hank's copy arrives with the invitation; it waits for his answer.
    // DAViCal also filed the invitation in his schedule inbox: applied
    // already (the copy is here), it is taken out of the inbox.
    let inbox =
        |user: &str| Device::at(&davical(), user).etags(&format!("{}{user}/.in/", davical()));
    assert_eq!(inbox("hank").len(), 1, "DAViCal files the invitation");
    let synced = hank.sync();
    assert_eq!(counts(&synced, &hank_cal)["pulled"], 1);
    assert!(inbox("hank").is_empty(), "{synced}");
    let waiting = json(&hank.ok(&["invitations", "--json"]));
    assert_eq!(waiting.as_array().map(Vec::len), Some(1), "{waiting}");
    assert_eq!(waiting[0]["uid"], uid.as_str());
    assert_eq!(waiting[0]["organizer"], "gina@example.org");
    let day = agenda(&hank, "2027-03-01", 1);
    assert_eq!(day.len(), 1, "{day:?}");
    assert_eq!(day[0]["my_status"], "needs-action", "{}", day[0]);
    assert_eq!(day[0]["organized_by_me"], false);

    // hank accepts; gina sees it after her next sync.
    let said = hank.ok(&["reply", &uid, "--accept"]);
    assert!(said.contains("Budget review"), "{said}");
    assert!(
        !said.contains("does not deliver"),
        "DAViCal delivers: {said}"
    );
    assert_eq!(counts(&hank.sync(), &hank_cal)["pushed"], 1);
    assert_eq!(inbox("gina").len(), 1, "DAViCal files hank's answer");
    let synced = gina.sync();
    assert_eq!(counts(&synced, &gina_cal)["pulled"], 1);
    assert!(inbox("gina").is_empty(), "the answer shows here: {synced}");
    let shown = json(&gina.ok(&["show", &uid, "--json"]));
    assert_eq!(status_of(&shown, "hank@example.org"), "accepted", "{shown}");
    // What DAViCal wrote into gina's copy (hank's answer, its delivery
    // status, its own parameters) is what her Kairos holds and writes out.
    let home = format!("{}gina/calendar/", davical());
    let server = Device::at(&davical(), "gina").get(&home, &uid);
    let here = gina.ok(&["export", "--uid", &uid]);
    assert!(server.contains("SCHEDULE-STATUS"), "{server}");
    assert_eq!(people_in(&here), people_in(&server), "{server}\n{here}");
    assert!(json(&hank.ok(&["invitations", "--json"]))
        .as_array()
        .unwrap()
        .is_empty());

    // hank may not move gina's meeting: refused, nothing changed.
    let refused = hank.run(&["edit", &uid, "--start", "2027-03-01T12:00"]);
    assert_eq!(refused.status.code(), Some(2));
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("gina@example.org"), "{why}");
    assert_eq!(
        agenda(&hank, "2027-03-01", 1)[0]["start"],
        "2027-03-01T10:00:00+00:00"
    );
    // (The server may have rewritten hank's copy after his answer — it
    // does, with its delivery status — but nothing goes from here.)
    assert_eq!(counts(&hank.sync(), &hank_cal)["pushed"], 0);

    // A reminder dismissed sends nothing to anyone (RFC 9074 state is no
    // scheduling change, and DAViCal delivers on every write of a
    // meeting's copy): neither hank's dismissal nor gina's is written to
    // the server, so no inbox gets a message and no copy changes.
    let boxes = || {
        let inbox =
            |user: &str| Device::at(&davical(), user).etags(&format!("{}{user}/.in/", davical()));
        let copy = |user: &str| {
            Device::at(&davical(), user).etags(&format!("{}{user}/calendar/", davical()))
        };
        (inbox("gina"), inbox("hank"), copy("gina"), copy("hank"))
    };
    let before = boxes();
    let acknowledge = |kairos: &Kairos| {
        let mut store = kairos::store::Store::open(&kairos.db).expect("open");
        assert!(store
            .acknowledge(&uid, chrono::Utc::now(), None)
            .expect("acknowledge"));
    };
    acknowledge(&hank);
    assert_eq!(counts(&hank.sync(), &hank_cal)["pushed"], 0);
    acknowledge(&gina);
    assert_eq!(counts(&gina.sync(), &gina_cal)["pushed"], 0);
    assert_quiet(&gina.sync(), &gina_cal);
    assert_quiet(&hank.sync(), &hank_cal);
    assert_eq!(boxes(), before, "a dismissal went to the server");
    let shown = json(&gina.ok(&["show", &uid, "--json"]));
    assert_eq!(status_of(&shown, "hank@example.org"), "accepted", "{shown}");
    let acknowledged = |kairos: &Kairos| {
        kairos::store::Store::open(&kairos.db)
            .expect("open")
            .event(&uid)
            .expect("the meeting")
            .event
            .acknowledged
    };
    let reminders =
        |kairos: &Kairos| json(&kairos.ok(&["show", &uid, "--json"]))["reminders"].clone();
    assert_eq!(reminders(&gina), reminders(&hank), "both copies remind");
    assert!(!reminders(&hank).as_array().expect("a list").is_empty());
    let hank_dismissed = acknowledged(&hank);
    assert!(hank_dismissed.is_some());

    // gina moves it: hank's copy moves, and asks him again (the server
    // resets his answer, as RFC 6638 servers do on a significant change).
    gina.ok(&["edit", &uid, "--start", "2027-03-02T15:00"]);
    assert_eq!(counts(&gina.sync(), &gina_cal)["pushed"], 1);
    assert_eq!(counts(&hank.sync(), &hank_cal)["pulled"], 1);
    let moved = agenda(&hank, "2027-03-02", 1);
    assert_eq!(moved.len(), 1, "{moved:?}");
    assert_eq!(moved[0]["start"], "2027-03-02T15:00:00+00:00");
    // The dismissal kept here outlives the organiser's new version.
    assert_eq!(acknowledged(&hank), hank_dismissed);
    assert_eq!(moved[0]["my_status"], "needs-action", "{}", moved[0]);
    assert_eq!(
        json(&hank.ok(&["invitations", "--json"]))
            .as_array()
            .map(Vec::len),
        Some(1)
    );

    // gina cancels: hank's copy goes.
    gina.ok(&["delete", &uid]);
    let g = gina.sync();
    let h = hank.sync();
    assert!(
        agenda(&hank, "2027-03-01", 7).is_empty(),
        "{g} {h} {:?}",
        agenda(&hank, "2027-03-01", 7)
    );
    assert!(json(&hank.ok(&["invitations", "--json"]))
        .as_array()
        .unwrap()
        .is_empty());
}

#[test]
fn an_answer_given_offline_before_the_meeting_moved_is_asked_again_not_sent() {
    let (olga, olga_cal) = davical_person("olga");
    let (piet, piet_cal) = davical_person("piet");
    let uid = olga
        .ok(&[
            "add",
            "Roadmap",
            "--start",
            "2027-05-03T10:00",
            "--tz",
            "UTC",
            "--calendar",
            &olga_cal,
            "--attendee",
            "piet@example.org",
        ])
        .trim()
        .to_owned();
    olga.sync();
    assert_eq!(counts(&piet.sync(), &piet_cal)["pulled"], 1);
    // piet accepts, offline: nothing is synced yet.
    piet.ok(&["reply", &uid, "--accept"]);
    // olga moves it meanwhile; DAViCal updates piet's copy.
    olga.ok(&["edit", &uid, "--start", "2027-05-04T15:00"]);
    assert_eq!(counts(&olga.sync(), &olga_cal)["pushed"], 1);
    let copy = |user: &str| {
        let home = format!("{}{user}/calendar/", davical());
        Device::at(&davical(), user).etags(&home)
    };
    let before = copy("piet");
    // piet's answer was to the old time: not sent as one to the new time.
    let synced = piet.sync();
    assert_eq!(counts(&synced, &piet_cal)["pushed"], 0, "{synced}");
    assert_eq!(copy("piet"), before, "nothing written: {synced}");
    let day = agenda(&piet, "2027-05-04", 1);
    assert_eq!(day.len(), 1, "{day:?}");
    assert_eq!(day[0]["my_status"], "needs-action", "{}", day[0]);
    let waiting = json(&piet.ok(&["invitations", "--json"]));
    assert_eq!(waiting[0]["uid"], uid.as_str(), "asked again: {waiting}");
    olga.sync();
    let shown = json(&olga.ok(&["show", &uid, "--json"]));
    assert_eq!(
        status_of(&shown, "piet@example.org"),
        "needs-action",
        "{shown}"
    );
}

#[test]
fn an_invitation_the_server_cannot_deliver_says_so_beside_that_guest() {
    let (olga, olga_cal) = davical_person("olga");
    let uid = olga
        .ok(&[
            "add",
            "Offsite",
            "--start",
            "2027-06-01T10:00",
            "--tz",
            "UTC",
            "--calendar",
            &olga_cal,
            "--attendee",
            "nobody@elsewhere.example",
        ])
        .trim()
        .to_owned();
    olga.sync();
    // DAViCal writes how each delivery went into the organiser's copy.
    olga.sync();
    let shown = json(&olga.ok(&["show", &uid, "--json"]));
    let undelivered = |address: &str| {
        shown["attendees"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["address"] == address)
            .unwrap_or_else(|| panic!("{address}: {shown}"))["undelivered"]
            .clone()
    };
    assert_eq!(undelivered("nobody@elsewhere.example"), true, "{shown}");
    // (No other guest: piet's mailbox is the offline test's.)
    let others: Vec<_> = shown["attendees"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["address"] != "nobody@elsewhere.example")
        .collect();
    assert!(others.iter().all(|a| a["undelivered"] == false), "{shown}");
    let text = olga.ok(&["show", &uid]);
    let line = text
        .lines()
        .find(|l| l.contains("nobody@elsewhere.example"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(line.contains("could not be delivered"), "{text}");
}

#[test]
fn an_answer_for_one_occurrence_of_a_weekly_meeting_reaches_the_organizer() {
    let (ivan, ivan_cal) = davical_person("ivan");
    let (judy, judy_cal) = davical_person("judy");
    let uid = ivan
        .ok(&[
            "add",
            "Weekly sync",
            "--start",
            "2027-04-05T09:00",
            "--tz",
            "UTC",
            "--rrule",
            "FREQ=WEEKLY;COUNT=4",
            "--calendar",
            &ivan_cal,
            "--attendee",
            "judy@example.org",
        ])
        .trim()
        .to_owned();
    ivan.sync();
    assert_eq!(counts(&judy.sync(), &judy_cal)["pulled"], 1);
    let weeks = agenda(&judy, "2027-04-05", 28);
    assert_eq!(weeks.len(), 4, "{weeks:?}");
    let second = weeks[1]["recurrence_id"].as_str().unwrap().to_owned();

    // An occurrence that is not one is refused, and nothing changes.
    let refused = judy.run(&[
        "reply",
        &uid,
        "--decline",
        "--occurrence",
        "2027-04-06T09:00:00Z",
    ]);
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    assert_eq!(counts(&judy.sync(), &judy_cal)["pushed"], 0);

    judy.ok(&["reply", &uid, "--decline", "--occurrence", &second]);
    let weeks = agenda(&judy, "2027-04-05", 28);
    let mine: Vec<&str> = weeks
        .iter()
        .map(|w| w["my_status"].as_str().unwrap())
        .collect();
    assert_eq!(
        mine,
        ["needs-action", "declined", "needs-action", "needs-action"]
    );
    assert_eq!(counts(&judy.sync(), &judy_cal)["pushed"], 1);

    let report = ivan.sync();
    let weeks = agenda(&ivan, "2027-04-05", 28);
    assert_eq!(weeks.len(), 4, "{weeks:?}");
    // DAViCal 1.1.12 writes the last of judy's lines onto ivan's whole
    // series and makes no override: judy's copy puts her answer to the
    // series last, so ivan's copy keeps it for every week...
    let judy_in = |w: &Value| status_of(w, "judy@example.org");
    let shown: Vec<String> = weeks.iter().map(judy_in).collect();
    assert_eq!(shown, ["needs-action"; 4], "{weeks:?}");
    // ...and the decline of the second week, posted to judy's outbox as
    // its own REPLY, reaches ivan's inbox and is said for that week.
    let unshown: Vec<String> = report
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|a| {
            a["inbox"]["unshown"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .map(|s| s.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(unshown.len(), 1, "{report}");
    for words in ["judy@example.org", "Weekly sync", &second, "declined"] {
        assert!(unshown[0].contains(words), "{words}: {}", unshown[0]);
    }
    // A second sync leaves ivan's copy as it is.
    let again = ivan.sync();
    let weeks = agenda(&ivan, "2027-04-05", 28);
    let shown: Vec<String> = weeks.iter().map(judy_in).collect();
    assert_eq!(shown, ["needs-action"; 4], "{again}");
}

#[test]
fn radicale_keeps_attendees_and_says_that_answers_are_not_delivered() {
    let device = Device::new(Server::Radicale, "zoe");
    // Its own calendar each run: a server kept from an earlier run (a
    // developer's) holds that run's answers.
    let run = std::process::id();
    let calendar = device.make_calendar(&format!("Meetings {run}"));
    let kairos = Kairos::new();
    kairos.add_account("club", &Server::Radicale.url(), &device);
    let listed = json(&kairos.ok(&["accounts", "list", "--json"]));
    assert_eq!(listed[0]["addresses"], serde_json::json!([]), "{listed}");
    assert_eq!(listed[0]["scheduling"], false, "{listed}");
    // Radicale gives no address: who zoe is comes from Preferences.
    let mut store = kairos::store::Store::open(&kairos.db).expect("open");
    let mut chosen = kairos::store::Preferences::load(&store).unwrap();
    chosen.addresses = vec![kairos::model::CalendarAddress::parse("zoe@example.org").unwrap()];
    chosen.save(&mut store).unwrap();
    drop(store);

    // An invitation another client wrote, weekly.
    let uid = format!("club-night-{run}");
    device.put(
        &calendar,
        &format!(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//EN\r\nBEGIN:VEVENT\r\n\
         UID:club-night-{run}\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270503T190000Z\r\n\
         DURATION:PT2H\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nSUMMARY:Club night\r\n\
         ORGANIZER;CN=Boss:mailto:boss@example.org\r\n\
         ATTENDEE;CN=Boss;PARTSTAT=ACCEPTED;ROLE=CHAIR:mailto:boss@example.org\r\n\
         ATTENDEE;CN=Zoe;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;X-KEPT=yes:mailto:zoe@example.org\r\n\
         END:VEVENT\r\nEND:VCALENDAR\r\n"
        ),
    );
    kairos.sync();
    let waiting = json(&kairos.ok(&["invitations", "--json"]));
    let ours = waiting
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["uid"] == uid.as_str())
        .unwrap_or_else(|| panic!("{waiting}"));
    assert_eq!(ours["organizer_name"], "Boss", "{waiting}");

    let name = format!("Meetings {run}");
    let weeks = agenda_in(&kairos, &name, "2027-05-03", 21);
    assert_eq!(weeks.len(), 3);
    let second = weeks[1]["recurrence_id"].as_str().unwrap().to_owned();
    let said = kairos.ok(&["reply", &uid, "--accept"]);
    assert!(said.contains("does not deliver"), "{said}");
    let said = kairos.ok(&["reply", &uid, "--tentative", "--occurrence", &second]);
    assert!(said.contains("does not deliver"), "{said}");
    kairos.sync();

    // The server's copy: zoe's answer in the series and, for the second
    // week, in an occurrence of its own; what Kairos does not know kept.
    let text = device.get(&calendar, &uid).replace("\r\n ", "");
    assert_eq!(text.matches("BEGIN:VEVENT").count(), 2, "{text}");
    assert!(text.contains("RECURRENCE-ID"), "{text}");
    assert!(text.contains("PARTSTAT=TENTATIVE"), "{text}");
    assert!(text.contains("X-KEPT=yes"), "{text}");
    assert!(!text.contains("NEEDS-ACTION"), "{text}");
    assert!(
        text.contains("ORGANIZER;CN=Boss:mailto:boss@example.org"),
        "{text}"
    );

    // Another device of zoe's reads the same answers back.
    let other = Kairos::new();
    other.add_account("club", &Server::Radicale.url(), &device);
    let mut store = kairos::store::Store::open(&other.db).expect("open");
    let mut chosen = kairos::store::Preferences::load(&store).unwrap();
    chosen.addresses = vec![kairos::model::CalendarAddress::parse("ZOE@example.org").unwrap()];
    chosen.save(&mut store).unwrap();
    drop(store);
    other.sync();
    let weeks = agenda_in(&other, &name, "2027-05-03", 21);
    let mine: Vec<&str> = weeks
        .iter()
        .map(|w| w["my_status"].as_str().unwrap())
        .collect();
    assert_eq!(mine, ["accepted", "tentative", "accepted"]);
    assert_eq!(status_of(&weeks[0], "boss@example.org"), "accepted");

    // zoe is not the organiser: the time is Boss's.
    let refused = other.run(&["edit", &uid, "--title", "Mine now"]);
    assert_eq!(refused.status.code(), Some(2));
}

/// A server that files an invitation in the schedule inbox only (RFC 6638
/// leaves applying it to the client): the next sync takes it into the
/// calendar, pushes it there, and empties the inbox. (DAViCal applies what
/// it delivers itself; the message is put in erin's inbox by hand, as such
/// a server would.)
#[test]
fn an_invitation_only_in_the_schedule_inbox_is_taken_into_the_calendar() {
    let (erin, erin_cal) = davical_person("erin");
    let device = Device::at(&davical(), "erin");
    let inbox_url = format!("{}erin/.in/", davical());
    let message = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Kairos tests//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "UID:inbox-only@kairos.test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270401T100000Z",
        "DTEND:20270401T110000Z",
        "SUMMARY:Only in the inbox",
        "SEQUENCE:0",
        "ORGANIZER;CN=Ivan:mailto:ivan@example.org",
        "ATTENDEE;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:erin@example.org",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
    ]
    .join("\r\n");
    device.put(&inbox_url, &message);
    assert_eq!(device.etags(&inbox_url).len(), 1);

    let report = erin.sync();
    assert_eq!(report[0]["inbox"]["taken_in"], 1, "{report}");
    assert!(device.etags(&inbox_url).is_empty(), "{report}");
    let day = agenda(&erin, "2027-04-01", 1);
    assert_eq!(day.len(), 1, "{day:?}");
    assert_eq!(day[0]["title"], "Only in the inbox");
    assert_eq!(day[0]["my_status"], "needs-action", "{}", day[0]);
    // The next sync puts it in the calendar on the server.
    assert_eq!(counts(&erin.sync(), &erin_cal)["pushed"], 1);
    let on_server = device.etags(&format!("{}erin/calendar/", davical()));
    assert!(
        on_server.keys().any(|href| href.contains("inbox-only")),
        "{on_server:?}"
    );

    // Ivan cancels, and again only the inbox hears of it: erin's copy is
    // marked cancelled, her reminders and all, and the message goes.
    let cancel = message
        .replace("METHOD:REQUEST", "METHOD:CANCEL")
        .replace("SEQUENCE:0", "SEQUENCE:1\r\nSTATUS:CANCELLED");
    device.put(&inbox_url, &cancel);
    // Nothing else changed, and the inbox was read within the hour: a
    // sync leaves it for later, `sync --inbox` reads it now.
    assert!(erin.sync()[0].get("inbox").is_none());
    let report = json(&erin.ok(&["sync", "--json", "--inbox"]));
    assert_eq!(report[0]["inbox"]["cancelled"], 1, "{report}");
    assert!(device.etags(&inbox_url).is_empty(), "{report}");
    let copy = kairos::store::Store::open(&erin.db)
        .expect("open")
        .event("inbox-only@kairos.test")
        .expect("still there, cancelled");
    assert_eq!(
        copy.event.status,
        Some(kairos::model::EventStatus::Cancelled)
    );
    assert!(copy.sequence >= 1, "{}", copy.sequence);
    assert_eq!(counts(&erin.sync(), &erin_cal)["pushed"], 1);
}

/// The organiser deletes a meeting after an attendee answered (DAViCal
/// wrote the answer into her copy, so its ETag moved on): the delete is of
/// the answered version, the server's copy goes and the attendee hears of
/// it. Before, the DELETE carried the ETag from before the answer, the
/// server refused it (412) and every later sync said "up to date".
#[test]
fn a_meeting_deleted_after_an_answer_arrived_is_deleted_on_the_server() {
    let (kate, kate_cal) = davical_person("kate");
    let (liam, liam_cal) = davical_person("liam");
    // An event of liam's own: his calendar is not emptied when DAViCal
    // deletes his copy (an empty listing is refused, see above).
    liam.ok(&[
        "add",
        "Gym",
        "--start",
        "2027-05-01T08:00",
        "--tz",
        "UTC",
        "--calendar",
        &liam_cal,
    ]);
    assert_eq!(counts(&liam.sync(), &liam_cal)["pushed"], 1);
    let uid = kate
        .ok(&[
            "add",
            "Retrospective",
            "--start",
            "2027-05-03T10:00",
            "--tz",
            "UTC",
            "--calendar",
            &kate_cal,
            "--attendee",
            "liam@example.org",
        ])
        .trim()
        .to_owned();
    assert_eq!(counts(&kate.sync(), &kate_cal)["pushed"], 1);
    assert_eq!(counts(&liam.sync(), &liam_cal)["pulled"], 1);
    let calendar = format!("{}kate/calendar/", davical());
    let before = Device::at(&davical(), "kate").etags(&calendar);
    liam.ok(&["reply", &uid, "--accept"]);
    assert_eq!(counts(&liam.sync(), &liam_cal)["pushed"], 1);
    let answered = Device::at(&davical(), "kate").etags(&calendar);
    assert_ne!(
        before, answered,
        "DAViCal writes the answer into kate's copy"
    );

    // kate deletes it before she syncs again.
    kate.ok(&["delete", &uid]);
    let out = kate.run(&["sync", "--json"]);
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{report} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        counts(&json(&report), &kate_cal)["deleted_remote"],
        1,
        "{report}"
    );
    let file = kairos::sync::new_href("", &uid);
    assert!(answered.keys().any(|h| h.ends_with(&file)), "{answered:?}");
    let left = Device::at(&davical(), "kate").etags(&calendar);
    assert!(
        !left.keys().any(|h| h.ends_with(&file)),
        "the meeting is still on the server: {left:?}"
    );
    assert_quiet(&kate.sync(), &kate_cal);
    // liam hears that it is off.
    liam.ok(&["sync", "--inbox"]);
    let day = agenda(&liam, "2027-05-03", 1);
    assert!(day.is_empty() || day[0]["status"] == "cancelled", "{day:?}");
}
