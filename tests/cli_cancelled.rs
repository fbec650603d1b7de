//! Meetings from files on the command line: one its organiser cancelled
//! says so (`show` and `agenda`, text and `--json`) and reminds of
//! nothing; an update from someone who is not its organiser is taken only
//! on the user's word.

mod sync_support;

use serde_json::Value;
use sync_support::Kairos;

const CANCELLED: &str = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Kairos tests//EN\r\n\
BEGIN:VEVENT\r\nUID:off@kairos.test\r\nDTSTAMP:20270101T000000Z\r\n\
DTSTART:20270601T090000Z\r\nDTEND:20270601T100000Z\r\nSUMMARY:Offsite\r\n\
SEQUENCE:2\r\nSTATUS:CANCELLED\r\nORGANIZER:mailto:gina@example.org\r\n\
ATTENDEE;PARTSTAT=ACCEPTED:mailto:me@example.org\r\n\
BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Offsite\r\nTRIGGER:-PT30M\r\nEND:VALARM\r\n\
END:VEVENT\r\nEND:VCALENDAR\r\n";

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn a_cancelled_meeting_says_so_and_reminds_of_nothing() {
    let kairos = Kairos::new();
    let file = kairos.db.with_file_name("off.ics");
    std::fs::write(&file, CANCELLED).unwrap();
    kairos.ok(&["import", file.to_str().unwrap()]);
    let uid = "off@kairos.test";
    assert_eq!(
        json(&kairos.ok(&["show", uid, "--json"]))["status"],
        "cancelled"
    );
    assert!(kairos
        .ok(&["show", uid])
        .contains("cancelled by the organiser"));
    let day = json(&kairos.ok(&["agenda", "--from", "2027-06-01", "--days", "1", "--json"]));
    assert_eq!(day[0]["status"], "cancelled", "{day}");
    let text = kairos.ok(&["agenda", "--from", "2027-06-01", "--days", "1"]);
    assert!(text.contains("Offsite (cancelled)"), "{text}");
    let due = json(&kairos.ok(&["reminders", "--json", "--days", "400"]));
    assert!(
        due.as_array().unwrap().iter().all(|r| r["uid"] != uid),
        "a cancelled meeting reminds: {due}"
    );
}

/// A file that names someone else as the organiser of a meeting here, or
/// makes a meeting of a private event, updates neither unless the user
/// says so (`--other-organizers`).
#[test]
fn an_imported_update_from_another_organiser_waits_for_the_users_word() {
    let kairos = Kairos::new();
    let file = kairos.db.with_file_name("in.ics");
    let write = |text: &str| std::fs::write(&file, text).unwrap();
    let path = file.to_str().unwrap().to_owned();
    write(
        &CANCELLED
            .replace("STATUS:CANCELLED\r\n", "")
            .replace("SEQUENCE:2", "SEQUENCE:1"),
    );
    kairos.ok(&["import", &path]);
    let uid = "off@kairos.test";
    let forged = CANCELLED
        .replace("SEQUENCE:2", "SEQUENCE:9")
        .replace("gina@example.org", "mallory@evil.test")
        .replace("SUMMARY:Offsite", "SUMMARY:Dial in at https://evil.test");
    write(&forged);
    let said = kairos.ok(&["import", &path]);
    assert!(said.contains("mallory@evil.test"), "{said}");
    let shown = json(&kairos.ok(&["show", uid, "--json"]));
    assert_eq!(
        (&shown["title"], &shown["status"]),
        (&"Offsite".into(), &Value::Null)
    );
    // The real organiser's update is taken; another's, once the user says so.
    write(&CANCELLED.replace("SEQUENCE:2", "SEQUENCE:3"));
    kairos.ok(&["import", &path]);
    assert_eq!(
        json(&kairos.ok(&["show", uid, "--json"]))["status"],
        "cancelled"
    );
    write(&forged.replace("SEQUENCE:9", "SEQUENCE:10"));
    kairos.ok(&["import", &path, "--other-organizers"]);
    assert_eq!(
        json(&kairos.ok(&["show", uid, "--json"]))["title"],
        "Dial in at https://evil.test"
    );
}
