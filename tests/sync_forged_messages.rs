//! Anyone who can put a message in my schedule inbox (another user of the
//! server, an outside sender through its mail gateway) must not be able to
//! rewrite or cancel my events. On DAViCal, as frank: messages put in his
//! inbox by the test, from someone who is not the organiser, for his own
//! meeting, for a private event, for gina's meeting he is invited to and
//! for a meeting kept in a calendar of this computer only. Each is refused
//! (`sync --json`: `inbox.refused`), left in the inbox, and changes and
//! pushes nothing; gina's own update still applies.

mod sync_support;

use serde_json::Value;
use sync_support::{counts, davical, Device, Kairos};

/// frank's inbox.
fn inbox() -> String {
    format!("{}frank/.in/", davical())
}

/// Files `text` in frank's inbox as `name`, as a server delivering a
/// message would (frank's login: `frank:secret`).
fn deliver(name: &str, text: &str) {
    let url = format!("{}{name}.ics", inbox());
    let answer = ureq::put(&url)
        .header("Authorization", "Basic ZnJhbms6c2VjcmV0")
        .header("Content-Type", "text/calendar; charset=utf-8")
        .send(text)
        .unwrap_or_else(|e| panic!("PUT {url}: {e}"));
    assert!(answer.status().is_success(), "{url}: {}", answer.status());
}

/// An iTIP message about `uid` from `organizer`, with frank invited.
fn message(method: &str, uid: &str, organizer: &str, sequence: u32, summary: &str) -> String {
    let status = if method == "CANCEL" {
        "STATUS:CANCELLED\r\n"
    } else {
        ""
    };
    format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Kairos tests//EN\r\nMETHOD:{method}\r\n\
         BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270601T090000Z\r\n\
         DTEND:20270601T100000Z\r\nSUMMARY:{summary}\r\nSEQUENCE:{sequence}\r\n{status}\
         ORGANIZER:mailto:{organizer}\r\n\
         ATTENDEE;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:frank@example.org\r\n\
         END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// What `show --json` says of `uid`: title, start, status, organiser.
fn seen(kairos: &Kairos, uid: &str) -> (Value, Value, Value, Value) {
    let shown = json(&kairos.ok(&["show", uid, "--json"]));
    let store = kairos::store::Store::open(&kairos.db).unwrap();
    let status = format!("{:?}", store.event(uid).unwrap().event.status);
    (
        shown["title"].clone(),
        shown["start"].clone(),
        Value::String(status),
        shown["organizer"]["address"].clone(),
    )
}

#[test]
fn messages_from_someone_who_is_not_the_organiser_change_nothing() {
    let frank = Kairos::new();
    frank.add_account("frank", &davical(), &Device::at(&davical(), "frank"));
    let calendar = "Frank Example calendar";
    let add = |title: &str, more: &[&str]| {
        let mut args = vec!["add", title, "--start", "2027-06-01T09:00", "--tz", "UTC"];
        args.extend_from_slice(more);
        frank.ok(&args).trim().to_owned()
    };
    // frank's own meeting and a private event, synced.
    let own = add(
        "Board",
        &["--calendar", calendar, "--attendee", "ivan@example.org"],
    );
    let private = add("Dentist", &["--calendar", calendar]);
    // gina's meeting, from her invitation in the inbox.
    let ginas = "ginas-meeting@kairos.test";
    deliver(
        "invite",
        &message("REQUEST", ginas, "gina@example.org", 1, "Planning"),
    );
    frank.ok(&["sync", "--json", "--inbox"]);
    assert_eq!(seen(&frank, ginas).0, "Planning");
    // A meeting in a calendar of this computer only.
    let local = "local-meeting@kairos.test";
    let file = frank.db.with_file_name("local.ics");
    let text = message("REQUEST", local, "gina@example.org", 1, "Allotment")
        .replace("METHOD:REQUEST\r\n", "");
    std::fs::write(&file, text).unwrap();
    frank.ok(&["import", file.to_str().unwrap(), "--calendar", "Home"]);
    frank.sync();
    sync_support::assert_quiet(&frank.sync(), calendar);

    let targets = [own.as_str(), private.as_str(), ginas, local];
    let before: Vec<_> = targets.iter().map(|u| seen(&frank, u)).collect();
    let server = Device::at(&davical(), "frank");
    let on_server = || server.etags(&format!("{}frank/calendar/", davical()));
    let server_before = on_server();
    for (i, uid) in targets.iter().enumerate() {
        let dial_in = "Dial in at https://evil.test/join";
        deliver(
            &format!("forged-request-{i}"),
            &message("REQUEST", uid, "mallory@evil.test", 9, dial_in),
        );
        deliver(
            &format!("forged-cancel-{i}"),
            &message("CANCEL", uid, "mallory@evil.test", 10, dial_in),
        );
    }
    let out = frank.run(&["sync", "--json", "--inbox"]);
    let report = json(&String::from_utf8_lossy(&out.stdout));
    let refused = report[0]["inbox"]["refused"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(refused.len(), 8, "{report}");
    assert!(
        refused
            .iter()
            .all(|r| r.as_str().unwrap().contains("mallory@evil.test")),
        "{report}"
    );
    assert_eq!(counts(&report, calendar)["pushed"], 0, "{report}");
    let after: Vec<_> = targets.iter().map(|u| seen(&frank, u)).collect();
    assert_eq!(after, before, "a forged message changed an event");
    assert_eq!(on_server(), server_before, "something was sent");
    assert_eq!(server.etags(&inbox()).len(), 8, "refused messages stay");
    // Said again at the next read, still refused.
    let again = json(&frank.ok(&["sync", "--json", "--inbox"]));
    assert_eq!(
        again[0]["inbox"]["refused"].as_array().map(Vec::len),
        Some(8)
    );
    let said = frank.ok(&["sync", "--inbox"]);
    assert!(said.contains("refused “Dial in"), "{said}");

    // gina's own update applies.
    deliver(
        "update",
        &message("REQUEST", ginas, "gina@example.org", 2, "Planning moved")
            .replace("20270601T09", "20270602T09")
            .replace("20270601T10", "20270602T10"),
    );
    frank.ok(&["sync", "--json", "--inbox"]);
    let (title, start, _, organizer) = seen(&frank, ginas);
    assert_eq!(title, "Planning moved");
    assert_eq!(start, "2027-06-02T09:00:00Z");
    assert_eq!(organizer, "gina@example.org");
}
