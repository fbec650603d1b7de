//! Each screen's `update`, without a window: what it asks the app to do
//! (its `Event`) and what it changes in itself.

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use std::sync::Arc;

use super::gesture::{Event as Grid, Grip};
use super::{account, agenda, header, month, prompt, quick, toast, transfer, week};
use crate::layout::{self, Item, Loaded, Locale, Period, Shape, Span, ViewKind};
use crate::model::{Calendar, CalendarId, Headline, OccurrenceRef, RecurrenceId, Scope};
use crate::ui::context::Context;
use crate::ui::widget::focus::Stops;

const BERLIN: chrono_tz::Tz = chrono_tz::Europe::Berlin;

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 10, d).unwrap()
}

fn now() -> DateTime<Utc> {
    BERLIN
        .with_ymd_and_hms(2026, 10, 21, 10, 0, 0)
        .unwrap()
        .to_utc()
}

pub(super) fn ctx(kind: ViewKind) -> Context {
    let mut ctx = Context::new(Locale::default(), BERLIN, now(), Period::new(kind, day(21)));
    ctx.calendars = vec![Calendar {
        id: CalendarId(1),
        name: "Personal".into(),
        color: "#3584e4".into(),
        visible: true,
        default_reminders: crate::model::DefaultReminders::default(),
    }];
    ctx
}

/// A one-hour meeting on the 21st at 10:00.
fn meeting() -> Item {
    let start = day(21).and_hms_opt(10, 0, 0).unwrap();
    Item {
        headline: Arc::new(Headline {
            uid: "meeting@test".into(),
            summary: "Meeting".into(),
            location: None,
            recurring: false,
            cancelled: false,
        }),
        recurrence_id: RecurrenceId::Instant(BERLIN.from_local_datetime(&start).unwrap().to_utc()),
        calendar: CalendarId(1),
        span: Span::Timed {
            start,
            end: start + chrono::Duration::hours(1),
        },
        more_that_day: 0,
        my_answer: None,
    }
}

fn week_screen() -> week::Week {
    let items = vec![meeting()];
    let shape = Shape::Week(layout::week(&items, day(19), 7, 20));
    week::Week::new(Loaded {
        days: (day(19), day(26)),
        items,
        shape,
    })
}

fn month_screen() -> month::Month {
    let items = vec![meeting()];
    let shape = Shape::Month(layout::month(
        &items,
        day(28) - chrono::Days::new(28),
        day(21),
        day(21),
        3,
    ));
    month::Month::new(Loaded {
        days: (day(1), day(31)),
        items,
        shape,
    })
}

#[test]
fn month_a_click_on_an_empty_cell_creates_and_a_drag_moves_by_days() {
    let ctx = ctx(ViewKind::Month);
    let mut m = month_screen();
    assert_eq!(
        m.update(month::Message::Press(day(22)), &ctx).1,
        None,
        "no event yet"
    );
    let (task, event) = m.update(month::Message::Release, &ctx);
    assert_eq!(task.units(), 0);
    assert_eq!(event, Some(Grid::CreateAllDay(day(22))));
    // Pressed on one cell and let go over another: not a click.
    assert_eq!(
        m.update(month::Message::Press(day(22)), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(
        m.update(month::Message::Hover(day(23)), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(m.update(month::Message::Release, &ctx).1, None);
    // A chip dragged two days on moves by two days.
    let what = meeting().reference();
    assert_eq!(
        m.update(month::Message::Grab(what.clone(), day(21)), &ctx)
            .1,
        None,
        "no event yet"
    );
    assert_eq!(
        m.update(month::Message::Hover(day(23)), &ctx).1,
        None,
        "no event yet"
    );
    let event = m.update(month::Message::Release, &ctx).1;
    assert_eq!(event, Some(Grid::MoveDays(what, 2)));
    // Esc lets go of a drag: the release then asks nothing.
    assert_eq!(
        m.update(month::Message::Grab(meeting().reference(), day(21)), &ctx)
            .1,
        None,
        "no event yet"
    );
    assert!(m.pressing());
    m.cancel();
    assert_eq!(m.update(month::Message::Release, &ctx).1, None);
}

#[test]
fn week_a_drag_retimes_snapped_and_a_sweep_creates() {
    let mut ctx = ctx(ViewKind::Week);
    let mut w = week_screen();
    let what = meeting().reference();
    let at = |minutes: f32| minutes / 60.0 * week::HOUR_HEIGHT;
    assert_eq!(
        w.update(week::Message::Grab(what.clone(), Grip::Body), &ctx)
            .1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Pointer(day(21), at(600.0)), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Pointer(day(22), at(637.0)), &ctx).1,
        None,
        "no event yet"
    );
    let event = w.update(week::Message::Release, &ctx).1;
    // 37 minutes snap to 30; a day later.
    let start = day(22).and_hms_opt(10, 30, 0).unwrap();
    let end = day(22).and_hms_opt(11, 30, 0).unwrap();
    assert_eq!(
        event,
        Some(Grid::Retime(what.clone(), Grip::Body, start, end))
    );
    // With Shift, to the minute.
    ctx.fine_snap = true;
    assert_eq!(
        w.update(week::Message::Grab(what.clone(), Grip::Bottom), &ctx)
            .1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Pointer(day(21), at(660.0)), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Pointer(day(21), at(667.0)), &ctx).1,
        None,
        "no event yet"
    );
    let event = w.update(week::Message::Release, &ctx).1;
    let end = day(21).and_hms_opt(11, 7, 0).unwrap();
    let start = day(21).and_hms_opt(10, 0, 0).unwrap();
    assert_eq!(
        event,
        Some(Grid::Retime(what.clone(), Grip::Bottom, start, end))
    );
    // Grabbed and let go without moving: a click selects.
    assert_eq!(
        w.update(week::Message::Grab(what.clone(), Grip::Body), &ctx)
            .1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Release, &ctx).1,
        Some(Grid::Select(what))
    );
    // A sweep over empty hours, 14:05 to 15:20: 14:00–15:15.
    assert_eq!(
        w.update(week::Message::Pointer(day(23), at(845.0)), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Press(day(23)), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(
        w.update(week::Message::Pointer(day(23), at(920.0)), &ctx).1,
        None,
        "no event yet"
    );
    let event = w.update(week::Message::Release, &ctx).1;
    assert_eq!(event, Some(Grid::CreateTimed(day(23), 840, 915)));
    // A double click: an hour from the half hour the pointer is in.
    let event = w.update(week::Message::DoubleClick(day(23)), &ctx).1;
    assert_eq!(event, Some(Grid::CreateTimed(day(23), 900, 960)));
}

/// A quick drag: the pointer was seen on the event before the press, and
/// the first motion after it is already half an hour on. The move counts
/// from the press, not from that first motion.
#[test]
fn week_a_quick_drag_keeps_its_first_step() {
    let ctx = ctx(ViewKind::Week);
    let mut w = week_screen();
    let what = meeting().reference();
    let at = |minutes: f32| minutes / 60.0 * week::HOUR_HEIGHT;
    // Over the meeting (10:00–11:00) at 10:10, pressed, then at 10:40.
    let _ = w.update(week::Message::Pointer(day(21), at(610.0)), &ctx);
    let _ = w.update(week::Message::Grab(what.clone(), Grip::Body), &ctx);
    let _ = w.update(week::Message::Pointer(day(21), at(640.0)), &ctx);
    let event = w.update(week::Message::Release, &ctx).1;
    let start = day(21).and_hms_opt(10, 30, 0).unwrap();
    let end = day(21).and_hms_opt(11, 30, 0).unwrap();
    assert_eq!(
        event,
        Some(Grid::Retime(what.clone(), Grip::Body, start, end))
    );
    // Last seen elsewhere (another day): measured from the first motion.
    let _ = w.update(week::Message::Pointer(day(23), at(610.0)), &ctx);
    let _ = w.update(week::Message::Grab(what.clone(), Grip::Body), &ctx);
    let _ = w.update(week::Message::Pointer(day(21), at(640.0)), &ctx);
    let event = w.update(week::Message::Release, &ctx).1;
    assert_eq!(event, Some(Grid::Select(what)));
}

/// A bar pressed on the day the pointer was over moves from that day,
/// though the first day seen after the press is further on.
#[test]
fn month_a_quick_bar_drag_keeps_its_first_day() {
    let ctx = ctx(ViewKind::Month);
    let mut m = month_screen();
    let what = meeting().reference();
    let _ = m.update(month::Message::Hover(day(21)), &ctx);
    let _ = m.update(month::Message::GrabBar(what.clone()), &ctx);
    let _ = m.update(month::Message::Hover(day(24)), &ctx);
    let event = m.update(month::Message::Release, &ctx).1;
    assert_eq!(event, Some(Grid::MoveDays(what, 3)));
}

#[test]
fn agenda_grows_only_when_scrolled_to_its_end() {
    let ctx = ctx(ViewKind::Agenda);
    let mut a = agenda::Agenda::default();
    let items = vec![meeting()];
    let shape = Shape::Agenda(layout::agenda(
        &items,
        (day(21), day(22)),
        day(21),
        &ctx.locale,
        300,
    ));
    a.show(Loaded {
        days: (day(21), day(22)),
        items,
        shape,
    });
    assert_eq!(a.update(agenda::Message::Scrolled(0.5), &ctx).1, None);
    assert_eq!(a.days_wanted(), agenda::DAYS);
    assert_eq!(
        a.update(agenda::Message::Scrolled(0.95), &ctx).1,
        Some(agenda::Event::Grew)
    );
    assert_eq!(a.days_wanted(), 2 * agenda::DAYS);
    let what = meeting().reference();
    let event = a.update(agenda::Message::Select(what.clone()), &ctx).1;
    assert_eq!(event, Some(agenda::Event::Select(what)));
}

#[test]
fn header_keeps_the_search_and_asks_for_navigation() {
    let ctx = ctx(ViewKind::Month);
    let mut h = header::Header::default();
    let (_, event) = h.update(header::Message::Search("dentist".into()), &ctx);
    assert_eq!(event, Some(header::Event::Searched));
    assert_eq!(h.query(), "dentist");
    let event = h.update(header::Message::Show(ViewKind::Week), &ctx).1;
    assert_eq!(
        event,
        Some(header::Event::Go(header::Go::Show(ViewKind::Week)))
    );
    assert!(h.clear_search());
    assert!(!h.clear_search(), "cleared once");
    assert!(!h.can_undo());
    h.set_history(Some("Create “x”".into()), None);
    assert!(h.can_undo() && !h.can_redo());
}

fn delete_prompt() -> prompt::ScopePrompt {
    let what = OccurrenceRef {
        uid: "series@test".into(),
        recurrence_id: RecurrenceId::Date(day(21)),
    };
    prompt::ScopePrompt::new(what, "Standup".into(), prompt::Pending::Delete)
}

#[test]
fn the_scope_prompt_answers_by_digit_and_by_the_focused_choice() {
    let ctx = ctx(ViewKind::Month);
    let mut p = delete_prompt();
    let rid = RecurrenceId::Date(day(21));
    let chosen = p.digit("2").expect("2 is a choice");
    assert_eq!(
        p.update(chosen, &ctx).1,
        Some(prompt::Event::Answer(Scope::Following(rid)))
    );
    assert!(p.digit("7").is_none());
    // The keyboard starts on the first choice; ↓ twice is "All events".
    assert_eq!(
        p.update(p.activate().unwrap(), &ctx).1,
        Some(prompt::Event::Answer(Scope::This(rid)))
    );
    let task = p.tab(None, false);
    assert!(task.units() > 0, "off the fields");
    let _ = p.tab(None, false);
    assert_eq!(
        p.update(p.activate().unwrap(), &ctx).1,
        Some(prompt::Event::Answer(Scope::All))
    );
    assert_eq!(
        p.update(prompt::Message::Cancel, &ctx).1,
        Some(prompt::Event::Cancel)
    );
}

#[test]
fn transfer_checks_before_it_imports_and_refuses_a_bad_range() {
    let ctx = ctx(ViewKind::Month);
    let (mut t, task) = transfer::Transfer::new(transfer::Kind::Import, None, &ctx);
    assert!(task.units() > 0, "the file field takes the focus");
    assert_eq!(t.first_check(), None, "no file yet");
    // Run before a check asks for the check; an empty path is refused.
    assert_eq!(t.update(transfer::Message::Run, &ctx).1, None);
    assert!(matches!(t.report, Some(Err(_))));
    assert_eq!(
        t.update(transfer::Message::Path("/tmp/a.ics".into()), &ctx)
            .1,
        None,
        "no event yet"
    );
    let event = t.update(transfer::Message::Run, &ctx).1;
    assert_eq!(
        event,
        Some(transfer::Event::Check("/tmp/a.ics".into(), CalendarId(1)))
    );
    let report = crate::transfer::ImportReport {
        files: Vec::new(),
        dry_run: true,
    };
    t.checked("/tmp/a.ics".into(), CalendarId(1), Ok(report));
    let event = t.update(transfer::Message::Run, &ctx).1;
    assert_eq!(
        event,
        Some(transfer::Event::Import("/tmp/a.ics".into(), CalendarId(1)))
    );

    // Another calendar after the check: checked again for it at once.
    let event = t.update(transfer::Message::Calendar(Some(CalendarId(2))), &ctx);
    assert_eq!(
        event.1,
        Some(transfer::Event::Check("/tmp/a.ics".into(), CalendarId(2)))
    );

    let (mut t, _) = transfer::Transfer::new(transfer::Kind::Export, None, &ctx);
    assert_eq!(
        t.update(transfer::Message::From("2026-10-31".into()), &ctx)
            .1,
        None,
        "no event yet"
    );
    assert_eq!(
        t.update(transfer::Message::To("2026-10-01".into()), &ctx).1,
        None,
        "no event yet"
    );
    assert_eq!(t.update(transfer::Message::Run, &ctx).1, None);
    assert_eq!(
        t.report,
        Some(Err("The range ends before it starts".into()))
    );
}

#[test]
fn quick_saves_only_with_a_title_and_the_toast_undoes_only_its_edit() {
    let ctx = ctx(ViewKind::Month);
    let draft = crate::draft::Draft::all_day(day(22), day(22), None, CalendarId(1), ctx.locale);
    let (mut q, task) = quick::Quick::new(draft);
    assert!(task.units() > 0, "the title takes the focus");
    assert_eq!(q.update(quick::Message::Save, &ctx).1, None, "no title");
    assert_eq!(
        q.update(quick::Message::Title("Lunch".into()), &ctx).1,
        None,
        "no event yet"
    );
    assert!(
        matches!(q.update(quick::Message::Save, &ctx).1, Some(quick::Event::Save(d)) if d.title == "Lunch")
    );

    let mut t = toast::Toast::new("Nothing to undo".into(), false, now());
    assert_eq!(t.update(toast::Message::Undo, &ctx).1, None);
    let mut t = toast::Toast::new("“x” deleted".into(), true, now());
    assert_eq!(
        t.update(toast::Message::Undo, &ctx).1,
        Some(toast::Event::Undo)
    );
    assert!(!t.expired(now()));
    assert!(!t.expired(now() + chrono::Duration::milliseconds(4_999)));
    assert!(t.expired(now() + chrono::Duration::seconds(5)));
}

/// An import offers only the calendars Kairos can write; an export offers
/// every calendar, and all of them at once.
#[test]
fn an_import_offers_no_subscription() {
    let mut ctx = ctx(ViewKind::Month);
    let feed = Calendar {
        id: CalendarId(2),
        name: "Holidays".into(),
        color: "#33d17a".into(),
        visible: true,
        default_reminders: crate::model::DefaultReminders::default(),
    };
    ctx.calendars.push(feed);
    ctx.subscriptions = vec![CalendarId(2)];
    let (import, _) = transfer::Transfer::new(transfer::Kind::Import, None, &ctx);
    assert_eq!(import.targets(), [Some(CalendarId(1))]);
    assert_eq!(import.calendar, Some(CalendarId(1)));
    let (export, _) = transfer::Transfer::new(transfer::Kind::Export, None, &ctx);
    assert_eq!(
        export.targets(),
        [None, Some(CalendarId(1)), Some(CalendarId(2))]
    );
}

/// A new account with its name, server and user filled in.
fn new_account() -> account::AccountDialog {
    use account::Message::*;
    let c = ctx(ViewKind::Month);
    let mut d = account::AccountDialog::new(account::Mode::Add);
    for m in [
        Name("Work".into()),
        Url("https://dav.example.com/".into()),
        User("ana".into()),
    ] {
        let _ = d.update(m, &c);
    }
    d
}

fn added(password: crate::sync::account::Password) -> Option<account::Event> {
    Some(account::Event::Add {
        name: "Work".into(),
        url: "https://dav.example.com/".into(),
        user: "ana".into(),
        password,
        ca_cert: None,
    })
}

#[test]
fn a_new_account_takes_a_typed_password_or_a_command_that_prints_it() {
    use crate::sync::account::Password;
    use crate::sync::credentials::Secret;
    let c = ctx(ViewKind::Month);
    // Neither: nothing is sent, the dialog says what is missing.
    let mut d = new_account();
    let (_, e) = d.update(account::Message::Submit, &c);
    assert_eq!(e, None);
    assert!(!d.checking());
    // A command: the account uses it, whatever was typed as a password.
    let mut d = new_account();
    let _ = d.update(account::Message::Password(Secret::new("typed".into())), &c);
    let _ = d.update(account::Message::Command("  pass show work ".into()), &c);
    let (_, e) = d.update(account::Message::Submit, &c);
    assert_eq!(e, added(Password::Command("pass show work".into())));
    assert!(d.checking());
    // Only a password: typed, for the keyring.
    let mut d = new_account();
    let _ = d.update(account::Message::Password(Secret::new("s3cret".into())), &c);
    let _ = d.update(account::Message::Command("   ".into()), &c);
    let (_, e) = d.update(account::Message::Submit, &c);
    assert_eq!(e, added(Password::Typed(Secret::new("s3cret".into()))));
}

#[test]
fn tab_reaches_the_password_command_after_the_password() {
    use crate::ui::widget::focus::Target;
    let d = new_account();
    let order = d.order();
    let at = |id| order.iter().position(|t| *t == Target::Field(id));
    assert_eq!(
        at(account::COMMAND_ID),
        at(account::PASSWORD_ID).map(|p| p + 1),
        "{order:?}"
    );
    assert_eq!(at(account::CA_ID), at(account::COMMAND_ID).map(|p| p + 1));
}

#[test]
fn arrows_in_go_to_stop_at_its_years_and_leave_other_buttons_alone() {
    use super::goto::{GoTo, Message};
    use crate::ui::widget::focus::Target;
    let c = ctx(ViewKind::Month);
    let mut g = GoTo::new(NaiveDate::from_ymd_opt(1, 2, 1).unwrap());
    // ↑ from February of year 1 would leave the years ‹ and › reach.
    let up = g.step_choice(true).expect("↑ on a month moves");
    let _ = g.update(up, &c);
    assert_eq!(g.year(), 1);
    assert!(g.ring().is_on("m2"));
    // ← from February is January, same year.
    let left = g.step_beside(true).expect("← on a month moves");
    let _ = g.update(left, &c);
    assert!(g.ring().is_on("m1"));
    // On Today the arrows do nothing.
    let _ = g.update(Message::Ring(Target::Button("today")), &c);
    assert!(g.step_beside(false).is_none());
    assert!(g.step_choice(false).is_none());
}
