//! The file's health and its backups in the window, driven through
//! `iced_test::Simulator` and `App::update` on seeded temp databases: a
//! file a check found damaged says so in the banner, naming its backup;
//! Preferences shows the newest backup and asks before a restore.

mod ui_support;

use chrono::{TimeZone, Utc};
use iced::Size;
use iced_test::Simulator;
use kairos::layout::ViewKind;
use kairos::store::backup::{self, BackupKind};
use kairos::store::health::{Health, Verdict};
use kairos::ui::{App, Message};
use ui_support::*;

/// Tall enough for the whole Preferences card.
fn tall(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        kairos::ui::settings(),
        Size::new(1100.0, 1600.0),
        app.view(),
    )
}

fn drawn(app: &App) -> Vec<String> {
    texts(&mut tall(app)).into_iter().map(|(t, _)| t).collect()
}

#[test]
fn a_damaged_file_says_so_in_the_banner_with_its_backup() {
    let (db, store) = seeded();
    let made = backup::make(&db.path, Utc::now(), BackupKind::Regular).unwrap();
    let found = Health::after(
        None,
        Utc::now(),
        Verdict::Damaged(vec!["Page 27: btreeInitPage() returns error code 11".into()]),
    );
    found.write(&db.path).unwrap();
    let app = app(store, ViewKind::Month);
    let all = drawn(&app);
    let banner = all
        .iter()
        .find(|t| t.contains("is damaged"))
        .unwrap_or_else(|| panic!("no banner in {all:?}"));
    assert!(banner.contains("Page 27"), "{banner}");
    assert!(
        banner.contains(&made.path.display().to_string()),
        "{banner}"
    );
    // Found sound again (a full check, or a restore): the banner goes at
    // the next read of the calendars.
    Health::after(Some(&found), Utc::now(), Verdict::Sound)
        .write(&db.path)
        .unwrap();
    let mut app = app;
    let _ = app.update(Message::Heard(kairos::ui::Heard::Damaged));
    assert!(!drawn(&app).iter().any(|t| t.contains("is damaged")));
}

#[test]
fn preferences_show_the_newest_backup_and_a_restore_asks_first() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    click(&mut app, "Preferences");
    assert!(drawn(&app).iter().any(|t| t.starts_with("None yet")));
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Escape));
    // 20 October 2026, 08:00 UTC: 10:00 in Berlin.
    let made = Utc.with_ymd_and_hms(2026, 10, 20, 8, 0, 0).unwrap();
    backup::make(&db.path, made, BackupKind::Regular).unwrap();
    click(&mut app, "Preferences");
    let all = drawn(&app);
    assert!(
        all.iter().any(|t| t == "Last: Oct 20, 2026 10:00"),
        "{all:?}"
    );
    assert!(!all.iter().any(|t| t == "Restore and reopen"));
    let mut sim = tall(&app);
    sim.click("Restore…").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    let all = drawn(&app);
    assert!(all.iter().any(|t| t == "Restore and reopen"), "{all:?}");
    assert!(
        all.iter().any(|t| t.starts_with("Kairos closes")),
        "{all:?}"
    );
    let size = Size::new(1100.0, 900.0);
    let mut sim = Simulator::with_size(kairos::ui::settings(), size, app.view());
    let snapshot = sim.snapshot(&iced::Theme::Light).unwrap();
    matches_snapshot("preferences-restore-1100x900-light", &snapshot);
}

/// The bytes of the database and its WAL.
fn bytes_of(db: &std::path::Path) -> (Vec<u8>, Vec<u8>) {
    let wal = std::fs::read(format!("{}-wal", db.display())).unwrap_or_default();
    (std::fs::read(db).unwrap(), wal)
}

#[test]
fn the_window_writes_nothing_to_a_file_found_damaged() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let found = Health::after(
        None,
        Utc::now(),
        Verdict::Damaged(vec!["database disk image is malformed".into()]),
    );
    found.write(&db.path).unwrap();
    let before = bytes_of(&db.path);
    let _ = app.update(Message::Month(kairos::ui::month::Message::Press(day(
        10, 22,
    ))));
    let _ = app.update(Message::Month(kairos::ui::month::Message::Release));
    let _ = app.update(Message::Quick(kairos::ui::quick::Message::Title(
        "Lunch".into(),
    )));
    let _ = app.update(Message::Quick(kairos::ui::quick::Message::Save));
    assert_ne!(app.toast(), Some("“Lunch” created"));
    let all = drawn(&app);
    assert!(all.iter().any(|t| t.contains("is damaged")), "{all:?}");
    assert_eq!(bytes_of(&db.path), before, "written");
    assert!(app
        .store()
        .events(None)
        .unwrap()
        .iter()
        .all(|e| e.event.summary != "Lunch"));
}
