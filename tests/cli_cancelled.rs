//! A meeting its organiser cancelled says so on the command line (`show`
//! and `agenda`, text and `--json`) and reminds of nothing.

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
