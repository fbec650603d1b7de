//! A rule chosen on the command line that does not give the start day
//! starts the event on the rule's first day, and says so on standard error
//! (the uid stays the only output); `--keep-start` keeps it; an off-rule
//! event from elsewhere, edited without a new rule, keeps its start.

mod store_support;

use store_support::*;

fn start_of(db: &TempDb, uid: &str) -> String {
    let shown: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", uid, "--json"])).unwrap();
    shown["start"].as_str().unwrap().to_owned()
}

/// `kairos add` on Saturday 28 Nov 2026 at 10:00 in Berlin with `rule`
/// (and `more`): the uid and what standard error said.
fn add_on_saturday(db: &TempDb, rule: &str, more: &[&str]) -> (String, String) {
    let mut args = vec![
        "add",
        "Planning",
        "--start",
        "2026-11-28T10:00",
        "--tz",
        "Europe/Berlin",
        "--rrule",
        rule,
    ];
    args.extend(more);
    let run = kairos(&db.path, &args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    (run.stdout.trim().to_owned(), run.stderr)
}

#[test]
fn a_rule_that_leaves_out_the_start_day_starts_on_its_first_day() {
    for (rule, first, said) in [
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
            "2026-12-01T10:00:00 Europe/Berlin",
            "Starts Tuesday, Dec 1, 2026",
        ),
        (
            "FREQ=MONTHLY;BYDAY=2MO",
            "2026-12-14T10:00:00 Europe/Berlin",
            "Starts Monday, Dec 14, 2026",
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=15",
            "2026-12-15T10:00:00 Europe/Berlin",
            "Starts Tuesday, Dec 15, 2026",
        ),
        (
            "FREQ=YEARLY;BYMONTH=3",
            "2027-03-28T10:00:00 Europe/Berlin",
            "Starts Sunday, Mar 28, 2027",
        ),
    ] {
        let db = TempDb::new();
        let (uid, stderr) = add_on_saturday(&db, rule, &[]);
        assert!(uid.ends_with("@kairos") && !uid.contains('\n'), "{uid}");
        assert!(stderr.contains(said), "{rule}: {stderr}");
        assert_eq!(start_of(&db, &uid), first, "{rule}");
    }
    // A rule that gives the day says nothing and moves nothing.
    let db = TempDb::new();
    let (uid, stderr) = add_on_saturday(&db, "FREQ=WEEKLY;BYDAY=SA,TU", &[]);
    assert_eq!(stderr, "");
    assert_eq!(start_of(&db, &uid), "2026-11-28T10:00:00 Europe/Berlin");
}

#[test]
fn keep_start_keeps_an_off_rule_first_occurrence() {
    let db = TempDb::new();
    let (uid, stderr) = add_on_saturday(&db, "FREQ=WEEKLY;BYDAY=TU", &["--keep-start"]);
    assert_eq!(stderr, "");
    assert_eq!(start_of(&db, &uid), "2026-11-28T10:00:00 Europe/Berlin");
    // Without a rule there is nothing to keep it from.
    let refused = kairos(
        &db.path,
        &["add", "X", "--start", "2026-11-28T10:00", "--keep-start"],
    );
    assert_eq!(refused.code, 2, "{}", refused.stderr);
}

#[test]
fn an_imported_off_rule_event_keeps_its_start_until_a_rule_is_chosen() {
    let db = TempDb::new();
    let file = write_ics(
        db.dir.path(),
        "off-rule.ics",
        &vevent(
            "off-rule@test",
            "DTSTART;TZID=Europe/Berlin:20261128T100000\nDURATION:PT30M\nRRULE:FREQ=WEEKLY;BYDAY=TU",
        ),
    );
    ok(&db.path, &["import", &file]);
    let uid = "off-rule@test";
    let run = kairos(&db.path, &["edit", uid, "--title", "Planning (room 2)"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    assert_eq!(start_of(&db, uid), "2026-11-28T10:00:00 Europe/Berlin");
    // A new rule chosen for it starts it on that rule.
    let run = kairos(&db.path, &["edit", uid, "--rrule", "FREQ=WEEKLY;BYDAY=WE"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("Starts Wednesday, Dec 2, 2026"),
        "{}",
        run.stderr
    );
    assert_eq!(start_of(&db, uid), "2026-12-02T10:00:00 Europe/Berlin");
}
