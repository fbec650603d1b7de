//! Working the editor as a person does: Ctrl+N, typing into its fields,
//! choosing from its pick lists.

use iced::keyboard::{self, Key, Modifiers};
use iced::Event;
use iced_test::selector;
use kairos::ui::editor;
use kairos::ui::keys::{shortcut, Shortcut};
use kairos::ui::{App, Message};

use super::window::key_press;
use super::{apply, simulator};

/// What choosing from a pick list sends (the simulator cannot see the
/// text a pick list draws, so its choice is sent as its message).
pub fn choose(app: &mut App, choice: editor::Message) {
    let _ = app.update(Message::Editor(choice));
}

/// Clicks the field `id`, selects all of it (Ctrl+A) and types `text`.
pub fn fill(app: &mut App, id: &'static str, text: &str) {
    let mut sim = simulator(app);
    sim.click(selector::id(id))
        .unwrap_or_else(|e| panic!("{id}: {e:?}"));
    // The field reads Ctrl from the modifier state, as on a real keyboard.
    let _ = sim.simulate([Event::Keyboard(keyboard::Event::ModifiersChanged(
        Modifiers::CTRL,
    ))]);
    let ctrl_a = key_press(Key::Character("a".into()), Modifiers::CTRL, None);
    let _ = sim.simulate([ctrl_a]);
    let _ = sim.simulate([Event::Keyboard(keyboard::Event::ModifiersChanged(
        Modifiers::empty(),
    ))]);
    sim.typewrite(text);
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(app, messages);
}

pub fn new_event(app: &mut App) {
    let ctrl_n = shortcut(&Key::Character("n".into()), Modifiers::CTRL).unwrap();
    assert_eq!(ctrl_n, Shortcut::New);
    let _ = app.update(Message::Shortcut(ctrl_n));
}
