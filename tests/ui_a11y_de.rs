//! The tree in German: what a German screen reader user hears, from the
//! same models as the English words (its own process: the language is
//! chosen once per process).

mod ui_support;

use accesskit::Role;
use kairos::layout::ViewKind;
use ui_support::heard::{focused, heard, parts, press};
use ui_support::*;

#[test]
fn days_events_and_the_editor_are_named_in_german() {
    let requested = kairos::i18n::requested(|k| (k == "LANG").then(|| "de_DE.UTF-8".to_owned()));
    kairos::i18n::select(&requested);
    assert_eq!(kairos::i18n::language().to_string(), "de");
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    let has = |role: Role, name: &str| all.iter().any(|(r, n)| *r == role && n == name);
    assert!(has(Role::Window, "Kairos — Oktober 2026"), "{all:?}");
    assert!(
        has(Role::Cell, "Heute, Mittwoch, 21. Oktober, 2 Termine"),
        "{all:?}"
    );
    assert!(has(Role::Cell, "Donnerstag, 22. Oktober, keine Termine"));
    assert!(has(Role::Button, "10:00 bis 11:30, Design review, Work"));
    assert!(
        has(
            Role::Button,
            "18:00 bis 20:00, Book club, Library, Persönlich, wiederholt sich"
        ) || has(
            Role::Button,
            "18:00 bis 20:00, Book club, Library, Personal, wiederholt sich"
        )
    );
    assert!(has(Role::Toolbar, "Werkzeugleiste"));
    // Undo says what it undoes in German, on the viewer's clock (the
    // journal keeps its label in a form of its own).
    assert!(has(
        Role::Button,
        "„Book club“ am Do, 15. Okt., 19:00 bearbeiten rückgängig machen"
    ));
    press(&mut app, "Neuer Termin");
    let (tree, _) = heard(&app);
    assert_eq!(focused(&tree), Some((Role::TextInput, "Titel".to_owned())));
    let all = parts(&tree);
    assert!(
        all.iter()
            .any(|(r, n)| *r == Role::Button && n == "Speichern"),
        "{all:?}"
    );
}
