//! The symbols the window draws as text, all from the bundled font.
//!
//! A symbol Inter lacks is drawn from whatever system font has it: on the
//! first frame that reads and parses a fallback font file (DejaVu, Noto
//! Symbols), and where no installed font has it the user sees an empty
//! box. So the window's own symbols are chosen from Inter's, and a test
//! holds every one of them to the font files.

/// Before a bar's title: the event began before the first day shown.
pub const CONTINUES: &str = "‹";
/// A dialog's close button.
pub const CLOSE: &str = "×";
/// The date picker's opener.
pub const OPEN_PICKER: &str = "▼";
/// Undo and Redo in a header too narrow for their words.
pub const UNDO: &str = "↩";
pub const REDO: &str = "↪";
/// The frames of the spinner beside an account that syncs: a dot going
/// back and forth (each frame as wide as the others).
pub const SPINNER: [&str; 4] = ["•··", "·•·", "··•", "·•·"];

/// Every symbol above, for the test that checks the font has them.
#[cfg(test)]
pub fn all() -> Vec<&'static str> {
    let mut all = vec![CONTINUES, CLOSE, OPEN_PICKER, UNDO, REDO];
    all.extend(SPINNER);
    all
}
