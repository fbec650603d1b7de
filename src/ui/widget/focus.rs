//! Keyboard focus through a dialog's fields *and* buttons.
//!
//! iced focuses text fields only; a GNOME or Thunderbird user expects Tab to
//! reach the buttons too, see where it is, and press it with Enter or
//! Space. So each dialog lists its stops in order ([`Target`]) and keeps a
//! [`Ring`]: a field stop is handed to iced's focus, a button stop is
//! remembered here and drawn with [`crate::ui::theme::focus_ring`]. Tab
//! itself is taken in the widget tree by [`super::scope`], which starts
//! from the field iced says has the focus (one the user clicked into),
//! else from the ring.

use iced::advanced::widget::operate;
use iced::advanced::widget::operation::focusable;
use iced::widget::{operation, Id};
use iced::Task;

use crate::a11y::{OnValue, Role};
use crate::ui::context::Context;

/// One stop of a dialog's keyboard order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// A text field, by its widget id: iced focuses it.
    Field(&'static str),
    /// A button, a checkbox or a pick list, by a name the dialog gives
    /// it: the ring marks it; Enter or Space presses, ticks or steps it,
    /// ↑ and ↓ step a pick list's choice.
    Button(&'static str),
    /// One of a row of like controls (the weekdays' toggles, a list's ×
    /// buttons), by the row's name and its place in the row.
    Item(&'static str, usize),
}

/// The id of the container a dialog draws its stop `target` in
/// ([`stop`]): the window finds where it is drawn by it. The same for a
/// stop of any dialog: only the top one's are looked for.
pub fn stop_id(target: Target) -> Id {
    match target {
        Target::Field(id) => Id::new(id),
        Target::Button(name) => Id::from(format!("stop-{name}")), // i18n: not words
        Target::Item(name, index) => Id::from(format!("stop-{name}-{index}")), // i18n: not words
    }
}

/// `control`, the dialog's stop `target`, drawn where a screen reader can
/// be told it is (a text field needs none: its own id says).
pub fn stop<'a, M: 'a>(
    control: impl Into<super::Element<'a, M>>,
    target: Target,
) -> super::Element<'a, M> {
    iced::widget::container(control).id(stop_id(target)).into()
}

/// How one stop is heard.
#[derive(Debug, Clone)]
pub struct Spoken<M> {
    pub role: Role,
    pub name: String,
    pub value: Option<String>,
    pub toggled: Option<bool>,
    /// What setting a field's value sends.
    pub on_value: Option<OnValue<M>>,
}

impl<M> Spoken<M> {
    /// A button called `name`.
    pub fn button(name: String) -> Spoken<M> {
        Spoken {
            role: Role::Button,
            name,
            value: None,
            toggled: None,
            on_value: None,
        }
    }

    /// A one-line field called `name`, holding `value`, set by `set`.
    pub fn field(
        name: String,
        value: &str,
        set: impl Fn(String) -> M + Send + Sync + 'static,
    ) -> Spoken<M> {
        Spoken {
            role: Role::TextInput,
            value: Some(value.to_owned()),
            on_value: Some(OnValue::new(set)),
            ..Spoken::button(name)
        }
    }

    /// A check box called `name`, ticked or not.
    pub fn check(name: String, on: bool) -> Spoken<M> {
        Spoken {
            role: Role::CheckBox,
            toggled: Some(on),
            ..Spoken::button(name)
        }
    }

    /// A list to choose from called `name`, showing `chosen`.
    pub fn choice(name: String, chosen: String) -> Spoken<M> {
        Spoken {
            role: Role::ComboBox,
            value: Some(chosen),
            ..Spoken::button(name)
        }
    }

    /// Text that cannot be typed into here, read as a field.
    pub fn text(name: String, value: String) -> Spoken<M> {
        Spoken {
            role: Role::TextInput,
            value: Some(value),
            ..Spoken::button(name)
        }
    }
}

/// Where the keyboard is in one dialog.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ring {
    on: Option<Target>,
}

impl Ring {
    /// A ring on `target` (a dialog opens with its first field focused).
    pub fn on(target: Target) -> Ring {
        Ring { on: Some(target) }
    }

    /// The stop the keyboard is on, as far as the ring knows.
    pub fn current(&self) -> Option<Target> {
        self.on
    }

    /// Whether the keyboard is on button `name` (draw its ring).
    pub fn is_on(&self, name: &'static str) -> bool {
        self.on == Some(Target::Button(name))
    }

    /// Whether the keyboard is on control `index` of the row `name`.
    pub fn is_on_item(&self, name: &'static str, index: usize) -> bool {
        self.on == Some(Target::Item(name, index))
    }

    /// The keyboard is now on `target` (a field was typed into).
    pub fn set(&mut self, target: Target) {
        self.on = Some(target);
    }

    /// Tab (or Shift+Tab) through `order`, from `from`, the field iced
    /// says has the focus, else from the button the ring is on. Returns the
    /// task that moves iced's focus: onto the field, or off every field
    /// when the stop is a button.
    pub fn step<M: Send + 'static>(
        &mut self,
        order: &[Target],
        from: Option<&Id>,
        backward: bool,
    ) -> Task<M> {
        let Some(next) = self.next(order, from, backward) else {
            return Task::none();
        };
        self.go(next)
    }

    /// The keyboard to `target` (a screen reader put it there): iced's
    /// focus onto it when it is a field, off every field otherwise, and
    /// brought into view.
    pub fn go<M: Send + 'static>(&mut self, target: Target) -> Task<M> {
        self.on = Some(target);
        let focus = match target {
            Target::Field(id) => operation::focus(Id::new(id)),
            Target::Button(_) | Target::Item(..) => operate(focusable::unfocus()),
        };
        // Then, with the ring drawn where it went, bring it into view.
        focus.chain(super::reveal::reveal())
    }

    /// The stop after (or before) the current one, wrapping around.
    fn next(&self, order: &[Target], from: Option<&Id>, backward: bool) -> Option<Target> {
        next_stop(order, from, self.on, backward)
    }
}

/// The stop after (or before) `from`, the focused field, else `on`, the
/// ring's stop, in `order`, wrapping around.
pub fn next_stop(
    order: &[Target],
    from: Option<&Id>,
    on: Option<Target>,
    backward: bool,
) -> Option<Target> {
    {
        let n = order.len();
        if n == 0 {
            return None;
        }
        let field = from.and_then(|id| {
            order
                .iter()
                .position(|t| matches!(t, Target::Field(f) if Id::new(f) == *id))
        });
        let current = field.or_else(|| on.and_then(|on| order.iter().position(|t| *t == on)));
        let i = match (current, backward) {
            (None, false) => 0,
            (None, true) => n - 1,
            (Some(i), false) => (i + 1) % n,
            (Some(i), true) => (i + n - 1) % n,
        };
        Some(order[i])
    }
}

/// The choice before (`backward`) or after `current` in a pick list's
/// `all`, wrapping around; `None` when `current` is not among them.
pub fn neighbour<T: PartialEq + Clone>(all: &[T], current: &T, backward: bool) -> Option<T> {
    let n = all.len();
    let i = all.iter().position(|c| c == current)?;
    Some(
        all[if backward {
            (i + n - 1) % n
        } else {
            (i + 1) % n
        }]
        .clone(),
    )
}

/// A dialog the keyboard can go through: its stops in order, its ring,
/// and what each of its buttons sends. Tab, a click's report and
/// Enter/Space work the same in every dialog from these.
pub trait Stops {
    /// The dialog's own message.
    type Message: Send + 'static;

    /// The stops shown now, in keyboard order.
    fn order(&self) -> Vec<Target>;

    /// Where the keyboard is.
    fn ring(&self) -> &Ring;

    /// Where the keyboard is, to move it.
    fn ring_mut(&mut self) -> &mut Ring;

    /// What pressing the button `name` sends (`None`: disabled).
    fn press(&self, name: &'static str) -> Option<Self::Message>;

    /// What pressing control `index` of the row `name` sends.
    fn press_item(&self, _name: &'static str, _index: usize) -> Option<Self::Message> {
        None
    }

    /// ↑ (`backward`) or ↓ on the control `name`: a pick list's previous
    /// or next choice. `None`: the control has no choices.
    fn choose(&self, _name: &'static str, _backward: bool) -> Option<Self::Message> {
        None
    }

    /// ↑ or ↓ on the control the keyboard is on.
    fn step_choice(&self, backward: bool) -> Option<Self::Message> {
        match self.ring().current()? {
            Target::Button(name) => self.choose(name, backward),
            Target::Field(_) | Target::Item(..) => None,
        }
    }

    /// ← (`backward`) or → on the control `name`: the one beside it, in a
    /// dialog laid out as a grid. `None`: nothing is beside it.
    fn beside(&self, _name: &'static str, _backward: bool) -> Option<Self::Message> {
        None
    }

    /// ← or → on the control the keyboard is on.
    fn step_beside(&self, backward: bool) -> Option<Self::Message> {
        match self.ring().current()? {
            Target::Button(name) => self.beside(name, backward),
            Target::Field(_) | Target::Item(..) => None,
        }
    }

    /// Tab (or Shift+Tab, ↓ or ↑) from the field `from`, else from the
    /// ring.
    fn tab(&mut self, from: Option<&Id>, backward: bool) -> Task<Self::Message> {
        let order = self.order();
        self.ring_mut().step(&order, from, backward)
    }

    /// Enter with the ring on the field `id` while no field has iced's
    /// focus (a dialog just opened on it, or a click elsewhere): what Enter
    /// in that field sends. `None`: nothing.
    fn submit(&self, _id: &'static str) -> Option<Self::Message> {
        None
    }

    /// How the stop `target` is heard by a screen reader: its role, its
    /// words and value. `None`: as [`super::heard`] names it from its
    /// kind (the usual buttons) or its name.
    fn spoken(&self, _target: Target, _ctx: &Context) -> Option<Spoken<Self::Message>> {
        None
    }

    /// What the dialog says besides its controls (its question), read
    /// with the dialog by a screen reader.
    fn said(&self) -> Option<String> {
        None
    }

    /// Enter: the button the keyboard is on, or the field's submit.
    fn on_enter(&self) -> Option<Self::Message> {
        match self.ring().current()? {
            Target::Field(id) => self.submit(id),
            _ => self.activate(),
        }
    }

    /// Enter or Space: the button the keyboard is on.
    fn activate(&self) -> Option<Self::Message> {
        match self.ring().current()? {
            Target::Button(name) => self.press(name),
            Target::Item(name, index) => self.press_item(name, index),
            Target::Field(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDER: [Target; 3] = [
        Target::Field("title"),
        Target::Field("place"),
        Target::Button("save"),
    ];

    #[test]
    fn tab_goes_from_the_focused_field_and_wraps() {
        let mut ring = Ring::on(Target::Field("title"));
        let _: Task<()> = ring.step(&ORDER, Some(&Id::new("place")), false);
        assert!(ring.is_on("save"));
        // From a button no field has the focus: the ring knows where it is.
        let _: Task<()> = ring.step(&ORDER, None, false);
        assert_eq!(ring.current(), Some(Target::Field("title")));
        let _: Task<()> = ring.step(&ORDER, Some(&Id::new("title")), true);
        assert!(ring.is_on("save"));
    }

    #[test]
    fn a_ring_on_a_stop_no_longer_shown_starts_over() {
        let mut ring = Ring::on(Target::Button("gone"));
        let _: Task<()> = ring.step(&ORDER, None, false);
        assert_eq!(ring.current(), Some(Target::Field("title")));
        let mut ring = Ring::default();
        let _: Task<()> = ring.step(&ORDER, None, true);
        assert!(ring.is_on("save"));
    }
}
