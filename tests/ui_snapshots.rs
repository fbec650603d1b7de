//! Pictures of each view, compared pixel for pixel with committed
//! baselines in `tests/snapshots/`.
//!
//! A missing baseline fails the test: iced's `matches_image` would create
//! it and pass, so a check without a committed picture would prove
//! nothing. Run with `UPDATE_SNAPSHOTS=1` to write new baselines after an
//! intended change, look at them, and commit them.

mod ui_support;

use iced::Theme;
use kairos::layout::ViewKind;
use std::path::{Path, PathBuf};
use ui_support::*;

fn check(name: &str, view: ViewKind, theme: Theme) {
    check_after(name, view, theme, &[]);
}

/// The picture after clicking each of `clicks` in turn.
fn check_after(name: &str, view: ViewKind, theme: Theme, clicks: &[&str]) {
    let db = TempDb::new();
    let mut store = db.open();
    seed(&mut store);
    let mut app = app(store, view);
    for target in clicks {
        let mut sim = simulator(&app);
        sim.click(*target).unwrap();
        let messages: Vec<kairos::ui::Message> = sim.into_messages().collect();
        apply(&mut app, messages);
    }
    let mut sim = simulator(&app);
    let snapshot = sim.snapshot(&theme).expect("renders");
    let base = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name);
    let file = PathBuf::from(format!("{}-tiny-skia.png", base.display()));
    let updating = std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|v| v == "1");
    if updating {
        let _ = std::fs::remove_file(&file);
    } else {
        assert!(
            file.exists(),
            "no baseline {}: run with UPDATE_SNAPSHOTS=1, look at it, commit it",
            file.display()
        );
    }
    assert!(
        snapshot.matches_image(&base).expect("compares"),
        "{name} differs from {}",
        file.display()
    );
    assert!(file.exists());
}

#[test]
fn month_view_light() {
    check("month-light", ViewKind::Month, Theme::Light);
}

#[test]
fn month_view_dark() {
    check("month-dark", ViewKind::Month, Theme::Dark);
}

#[test]
fn week_view_light() {
    check("week-light", ViewKind::Week, Theme::Light);
}

#[test]
fn agenda_view_light() {
    check("agenda-light", ViewKind::Agenda, Theme::Light);
}

#[test]
fn details_and_the_delete_dialog_light() {
    check_after(
        "delete-dialog-light",
        ViewKind::Month,
        Theme::Light,
        &["18:00 Book club", "Delete"],
    );
}

#[test]
fn the_editor_on_a_monthly_event_light() {
    // The weekly sync (Tuesday and Sunday) in the full editor: repeat
    // section with its weekday toggles and the rule in words.
    check_after(
        "editor-light",
        ViewKind::Month,
        Theme::Light,
        &["09:00 Weekly sync", "Edit"],
    );
}
