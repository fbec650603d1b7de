//! Keyboard shortcuts: key presses that no widget took become these.

use iced::keyboard::{key::Named, Key, Modifiers};

use crate::layout::ViewKind;

/// A keyboard shortcut, decided from a key press nothing else took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    Today,
    Previous,
    Next,
    Show(ViewKind),
    Search,
    /// Leave what is open: a drag, a dialog (one press, even from inside
    /// a field), the details panel, the search.
    Escape,
    Undo,
    Redo,
    /// Delete the selected event.
    Delete,
    /// A new event in the full editor.
    New,
    /// "Go to a date".
    GoTo,
    /// Sync every account now (F5, Ctrl+R).
    Sync,
    /// Preferences (Ctrl+,).
    Preferences,
    /// Import a file (Ctrl+I).
    Import,
    /// Export a calendar (Ctrl+E).
    Export,
    /// Enter that no field took: presses the button the keyboard is on,
    /// or saves a dialog whose title is still taking the focus (typed
    /// ahead with its title).
    Enter,
    /// Space that no field took: presses the button the keyboard is on.
    Space,
    /// Tab (`backward`: Shift+Tab): the next stop of a dialog.
    Tab {
        backward: bool,
    },
    /// ↑: the previous choice of the scope question or of a dialog's
    /// list; over the window, the previous event.
    Up,
    /// ↓: the next choice, or the next event.
    Down,
    /// ←: in the grid, the day before; in a dialog, the control to the
    /// left; else the previous period.
    Left,
    /// →: the day after, the control to the right, or the next period.
    Right,
    /// Home: today (in the grid, today's cell).
    Home,
    /// F6 (`backward`: Shift+F6): the keyboard to the next part of the
    /// window: the grid, the search field.
    Region {
        backward: bool,
    },
    /// `e` in the grid: edit the event the keyboard is on.
    Edit,
    /// `n` in the grid: a new event on the day (or hour) the keyboard is
    /// on.
    NewHere,
}

/// The window's one keymap (README: "Keys"). `t` or Home today; ←/→ and
/// PageUp/PageDown step (in the grid, ←/→/↑/↓ move between days and hours,
/// Tab between a day's events, Enter opens, `e` edits, `n` creates);
/// F6 moves between the grid and the search; `m`/`w`/`a` switch views;
/// Ctrl+F search; Ctrl+G go to a date; Ctrl+, Preferences; Ctrl+I import,
/// Ctrl+E export; F5 or Ctrl+R sync now; Esc closes what is open; Ctrl+Z undo, Ctrl+Shift+Z (or
/// Ctrl+Y) redo; ↑ ↓ go from event to event, Enter edits the one shown,
/// Delete removes it; Ctrl+N a new event;
/// Tab, Shift+Tab, ↑, ↓, Enter and Space work the dialogs.
pub fn shortcut(key: &Key, modifiers: Modifiers) -> Option<Shortcut> {
    let letter = match key.as_ref() {
        Key::Character(c) => Some(c.to_lowercase()),
        _ => None,
    };
    if modifiers.command() && !modifiers.alt() {
        match letter.as_deref() {
            Some("z") if modifiers.shift() => return Some(Shortcut::Redo),
            Some("z") => return Some(Shortcut::Undo),
            Some("y") => return Some(Shortcut::Redo),
            Some("n") => return Some(Shortcut::New),
            Some("g") => return Some(Shortcut::GoTo),
            Some("r") => return Some(Shortcut::Sync),
            Some(",") => return Some(Shortcut::Preferences),
            Some("i") => return Some(Shortcut::Import),
            Some("e") => return Some(Shortcut::Export),
            _ => {}
        }
    }
    let plain = !modifiers.command() && !modifiers.alt();
    match key.as_ref() {
        Key::Named(Named::PageUp) => Some(Shortcut::Previous),
        Key::Named(Named::PageDown) => Some(Shortcut::Next),
        Key::Named(Named::ArrowLeft) if plain => Some(Shortcut::Left),
        Key::Named(Named::ArrowRight) if plain => Some(Shortcut::Right),
        Key::Named(Named::Home) if plain => Some(Shortcut::Home),
        Key::Named(Named::F6) => Some(Shortcut::Region {
            backward: modifiers.shift(),
        }),
        Key::Named(Named::ArrowUp) if plain => Some(Shortcut::Up),
        Key::Named(Named::ArrowDown) if plain => Some(Shortcut::Down),
        Key::Named(Named::Escape) => Some(Shortcut::Escape),
        Key::Named(Named::F5) => Some(Shortcut::Sync),
        Key::Named(Named::Delete) => Some(Shortcut::Delete),
        Key::Named(Named::Enter) if plain => Some(Shortcut::Enter),
        Key::Named(Named::Space) if plain => Some(Shortcut::Space),
        Key::Named(Named::Tab) if plain => Some(Shortcut::Tab {
            backward: modifiers.shift(),
        }),
        Key::Character("f") if modifiers.command() => Some(Shortcut::Search),
        _ if modifiers.command() || modifiers.alt() => None,
        Key::Character("t") => Some(Shortcut::Today),
        Key::Character("m") => Some(Shortcut::Show(ViewKind::Month)),
        Key::Character("w") => Some(Shortcut::Show(ViewKind::Week)),
        Key::Character("a") => Some(Shortcut::Show(ViewKind::Agenda)),
        Key::Character("e") => Some(Shortcut::Edit),
        Key::Character("n") => Some(Shortcut::NewHere),
        _ => None,
    }
}
