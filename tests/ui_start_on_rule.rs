//! A new rule starts on the rule, in the window: a Saturday start with a
//! rule that leaves out Saturday starts on the rule's first day, and the
//! editor says so before saving; an event that came from elsewhere off its
//! rule keeps its start when saved without a new rule.

mod ui_support;

use kairos::draft::RepeatKind;
use kairos::layout::ViewKind;
use kairos::ui::editor::{self, CUSTOM_ID, START_DATE_ID, START_TIME_ID, TITLE_ID};
use kairos::ui::keys::Shortcut;
use kairos::ui::Message;
use ui_support::editing::{choose, fill, new_event};
use ui_support::*;

#[test]
fn a_saturday_event_every_other_tuesday_starts_on_the_tuesday_and_says_so() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    new_event(&mut app);
    fill(&mut app, TITLE_ID, "Review");
    fill(&mut app, START_DATE_ID, "2026-11-28");
    fill(&mut app, START_TIME_ID, "10:00");
    choose(&mut app, editor::Message::Repeat(RepeatKind::Weekly));
    fill(&mut app, "editor-interval", "2");
    // Saturday off, Tuesday on (Monday is 0).
    choose(&mut app, editor::Message::Weekday(5, false));
    choose(&mut app, editor::Message::Weekday(1, true));
    assert!(visible(&app, "Every 2 weeks on Tuesday"));
    // Said before saving.
    assert!(visible(
        &app,
        "Starts Tuesday, Dec 1, 2026: the first day the rule gives"
    ));
    click(&mut app, "Save");
    assert!(app.editing().is_none());
    assert_eq!(
        agenda(app.store(), BERLIN, "2026-11-01T00:00", "2027-01-01T00:00"),
        [
            "2026-12-01T10:00 Review",
            "2026-12-15T10:00 Review",
            "2026-12-29T10:00 Review"
        ]
    );
}

/// Monthly and yearly rules typed as a rule of one's own, each leaving out
/// Saturday 28 November: the start moves to the rule's first day.
#[test]
fn a_monthly_or_yearly_rule_off_the_start_starts_on_its_first_day() {
    for (rule, said, first) in [
        (
            "FREQ=MONTHLY;BYDAY=2MO",
            "Starts Monday, Dec 14, 2026: the first day the rule gives",
            ["2026-12-14T10:00 Planning", "2027-01-11T10:00 Planning"],
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=15",
            "Starts Tuesday, Dec 15, 2026: the first day the rule gives",
            ["2026-12-15T10:00 Planning", "2027-01-15T10:00 Planning"],
        ),
        (
            "FREQ=YEARLY;BYMONTH=3",
            "Starts Sunday, Mar 28, 2027: the first day the rule gives",
            ["2027-03-28T10:00 Planning", "2028-03-28T10:00 Planning"],
        ),
    ] {
        let db = TempDb::new();
        let mut app = app(db.open(), ViewKind::Month);
        new_event(&mut app);
        fill(&mut app, TITLE_ID, "Planning");
        fill(&mut app, START_DATE_ID, "2026-11-28");
        fill(&mut app, START_TIME_ID, "10:00");
        choose(&mut app, editor::Message::Repeat(RepeatKind::Custom));
        fill(&mut app, CUSTOM_ID, rule);
        assert!(visible(&app, said), "{rule}");
        click(&mut app, "Save");
        assert!(app.editing().is_none(), "{rule}");
        let shown = agenda(app.store(), BERLIN, "2026-11-01T00:00", "2028-04-01T00:00");
        assert_eq!(shown[..2], first, "{rule}");
    }
}

/// An event imported with a start its rule does not give (Saturday, and
/// every Tuesday) is opened, retitled and saved: its start stays, and the
/// editor never says it would move.
#[test]
fn an_imported_off_rule_event_saved_unchanged_keeps_its_start() {
    let db = TempDb::new();
    let mut store = db.open();
    let text = format!(
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n{}END:VCALENDAR\n",
        vevent(
            "off-rule@test",
            "DTSTART;TZID=Europe/Berlin:20261128T100000\nDURATION:PT30M\nRRULE:FREQ=WEEKLY;BYDAY=TU",
        )
        .replace("SUMMARY:off-rule@test", "SUMMARY:Planning")
    );
    import_text(&mut store, &text);
    let before = store.event("off-rule@test").unwrap().event.start;
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::Next));
    // The first of the two drawn: Saturday 28th's.
    click(&mut app, "10:00 Planning");
    click(&mut app, "Edit");
    let d = app.editing().expect("the editor opens");
    assert_eq!(d.start_date, "2026-11-28");
    assert!(!visible(&app, "the first day the rule gives"));
    fill(&mut app, TITLE_ID, "Planning (room 2)");
    assert!(!visible(&app, "the first day the rule gives"));
    click(&mut app, "Save");
    if app.prompting() {
        click(&mut app, "All events");
    }
    assert!(app.editing().is_none());
    let after = app.store().event("off-rule@test").unwrap().event;
    assert_eq!(after.summary, "Planning (room 2)");
    assert_eq!(after.start, before, "the start is kept");
}
