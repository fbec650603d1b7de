//! A dialog as a screen reader hears it, from its keyboard stops: every
//! field, button and list the keyboard reaches is a part, in the same
//! order, and the ring's stop is the focus.
//!
//! Why from the stops: they already list what a keyboard user can reach
//! and what pressing each sends ([`Stops::press`]), so a screen reader's
//! click is exactly a keyboard user's Enter, and a dialog that gains a
//! control gains its part with its stop.

use crate::a11y::{Key, Part, Role};
use crate::fl;
use crate::ui::context::Context;

use super::focus::{Spoken, Stops, Target};

/// What every dialog with stops answers a screen reader.
pub trait Heard: Stops + Sized {
    /// The dialog (of kind `kind`, titled `title`) as a screen reader
    /// hears it, and the part the keyboard is on.
    fn heard_as(
        &self,
        kind: &str,
        title: String,
        ctx: &Context,
    ) -> (Part<Self::Message>, Option<Key>) {
        dialog(self, kind, title, ctx)
    }
}

impl<D: Stops> Heard for D {}

/// The part of the stop `target` in the dialog `kind`.
pub fn key(kind: &str, target: Target) -> Key {
    Key::of(("stop", kind, target))
}

/// The dialog `d` (of kind `kind`, titled `title`) and the key of the
/// stop the keyboard is on.
pub fn dialog<D: Stops>(
    d: &D,
    kind: &str,
    title: String,
    ctx: &Context,
) -> (Part<D::Message>, Option<Key>) {
    let stops = d.order().into_iter().map(|t| stop(d, kind, t, ctx));
    let mut part = Part::new(Key::of(("dialog", kind)), Role::Dialog, title).children(stops);
    part.description = d.said();
    let focus = d.ring().current().map(|t| key(kind, t));
    (part, focus)
}

/// One stop's part: as the dialog speaks it, else named from its kind.
fn stop<D: Stops>(d: &D, kind: &str, target: Target, ctx: &Context) -> Part<D::Message> {
    let spoken = d.spoken(target, ctx).unwrap_or_else(|| plain(target));
    let pressed = match target {
        Target::Button(name) => d.press(name),
        Target::Item(name, index) => d.press_item(name, index),
        Target::Field(_) => None,
    };
    let mut part = Part::new(key(kind, target), spoken.role, spoken.name);
    part.value = spoken.value;
    part.toggled = spoken.toggled;
    part.on_value = spoken.on_value;
    if !matches!(target, Target::Field(_)) {
        part.disabled = pressed.is_none();
    }
    part.on_click = pressed;
    part
}

/// A stop the dialog does not describe: the usual buttons by their
/// words, others by their name.
fn plain<M>(target: Target) -> Spoken<M> {
    let words = |name: &str| match name {
        "cancel" => fl!("action-cancel"),
        "save" => fl!("action-save"),
        "delete" => fl!("action-delete"),
        "close" => fl!("action-close"),
        "keep" | "keep-editing" => fl!("editor-keep-editing"),
        "discard" => fl!("editor-discard"),
        other => other.replace('-', " "),
    };
    match target {
        Target::Field(id) => Spoken {
            role: Role::TextInput,
            ..Spoken::button(words(id))
        },
        Target::Button(name) => Spoken::button(words(name)),
        Target::Item(name, index) => Spoken::button(format!("{} {}", words(name), index + 1)),
    }
}
