//! Scrolling what the keyboard is on into view.
//!
//! Tab moves the ring (see [`super::focus`]) to a control that may lie
//! below the fold of a dialog that scrolls (Preferences with its zone
//! suggestions, a long event form). iced moves no scrollable to a focused
//! widget, and the ring on a button is not iced's focus at all, so a
//! keyboard user would press Enter on a control they cannot see. The
//! control the ring is on is [`marked`]; [`reveal`] finds it (or the text
//! field iced has focused), and scrolls its innermost scrollable just far
//! enough to show it whole.
//!
//! The event whose details are open is marked too, with [`selected`]
//! wherever a view draws it; [`reveal_selected`] scrolls the first place
//! it is drawn into view the same way (a day list, the week's hours, the
//! search results).

use iced::advanced::widget::operate;
use iced::advanced::widget::operation::scrollable::AbsoluteOffset;
use iced::advanced::widget::operation::{Focusable, Operation, Outcome, Scrollable};
use iced::widget::{container, Id};
use iced::{Rectangle, Task, Vector};

use super::Element;

/// The id of the container around the control the ring is on.
pub const MARK: &str = "kairos-keyboard-ring";

/// The id of the container around the event whose details are open.
pub const SELECTED: &str = "kairos-selected-event";

/// Room left between a revealed control and the scrollable's edge.
const MARGIN: f32 = 8.0;

/// `control`, marked as where the ring is when `on`, for [`reveal`].
pub fn marked<'a, M: 'a>(control: impl Into<Element<'a, M>>, on: bool) -> Element<'a, M> {
    let control = control.into();
    if on {
        // A container shares its content's widget state: wrapping the
        // control when the ring arrives keeps a pick list's state.
        container(control).id(Id::new(MARK)).into()
    } else {
        control
    }
}

/// `event`, marked as the one whose details are open when `on`, for
/// [`reveal_selected`].
pub fn selected<'a, M: 'a>(event: impl Into<Element<'a, M>>, on: bool) -> Element<'a, M> {
    let event = event.into();
    if on {
        container(event).id(Id::new(SELECTED)).into()
    } else {
        event
    }
}

/// Scrolls the control the ring is on, else the focused text field, into
/// view within its innermost scrollable. Does nothing when it is already
/// in view or in no scrollable.
pub fn reveal<M: Send + 'static>() -> Task<M> {
    operate(Find::new(MARK, true)).discard()
}

/// Scrolls the first place the open event is drawn ([`selected`]) into
/// view within its innermost scrollable; nothing when it is in view, in
/// no scrollable, or not drawn.
pub fn reveal_selected<M: Send + 'static>() -> Task<M> {
    operate(Find::new(SELECTED, false)).discard()
}

/// The offset a scrollable showing `view` of content that starts at
/// `content.y`, now scrolled by `scrolled`, needs so that `target` is
/// inside the view; `None` when it already is.
pub fn offset_to_show(
    view: Rectangle,
    content: Rectangle,
    scrolled: f32,
    target: Rectangle,
) -> Option<f32> {
    // In the content's own coordinates (before scrolling).
    let top = target.y - content.y;
    let bottom = top + target.height;
    let max = (content.height - view.height).max(0.0);
    let wanted = if top < scrolled {
        top - MARGIN
    } else if bottom > scrolled + view.height {
        // A control taller than the view shows its top.
        (bottom + MARGIN - view.height).min(top - MARGIN)
    } else {
        return None;
    };
    let wanted = wanted.clamp(0.0, max);
    ((wanted - scrolled).abs() >= 0.5).then_some(wanted)
}

/// A scrollable met on the way down the tree: its place in traversal
/// order and what it shows.
#[derive(Debug, Clone, Copy)]
struct Frame {
    index: usize,
    view: Rectangle,
    content: Rectangle,
    /// How far it is scrolled down.
    scrolled: f32,
}

/// The first pass: where the marked control (or the focused field) is,
/// and the scrollable it is in.
struct Find {
    /// The id of the mark looked for.
    mark: &'static str,
    /// Whether a focused text field stands in when nothing is marked.
    fields: bool,
    /// Scrollables seen so far (their traversal index).
    scrollables: usize,
    /// The scrollable just reported, whose children come next.
    pending: Option<Frame>,
    /// The scrollables enclosing the widget being visited.
    inside: Vec<Option<Frame>>,
    marked: Option<(Option<Frame>, Rectangle)>,
    focused: Option<(Option<Frame>, Rectangle)>,
}

impl Find {
    fn new(mark: &'static str, fields: bool) -> Find {
        Find {
            mark,
            fields,
            scrollables: 0,
            pending: None,
            inside: Vec::new(),
            marked: None,
            focused: None,
        }
    }

    fn enclosing(&self) -> Option<Frame> {
        self.inside.iter().rev().find_map(|f| *f)
    }
}

impl Operation for Find {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let frame = self.pending.take();
        self.inside.push(frame);
        operate(self);
        self.inside.pop();
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        self.pending = None;
        // The first: an event drawn on several days shows where it begins.
        if self.marked.is_none() && id == Some(&Id::new(self.mark)) {
            self.marked = Some((self.enclosing(), bounds));
        }
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        view: Rectangle,
        content: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.pending = Some(Frame {
            index: self.scrollables,
            view,
            content,
            scrolled: translation.y,
        });
        self.scrollables += 1;
    }

    fn focusable(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn Focusable) {
        self.pending = None;
        if self.fields && state.is_focused() {
            self.focused = Some((self.enclosing(), bounds));
        }
    }

    fn finish(&self) -> Outcome<()> {
        let Some((Some(frame), target)) = self.marked.or(self.focused) else {
            return Outcome::None;
        };
        match offset_to_show(frame.view, frame.content, frame.scrolled, target) {
            Some(y) => Outcome::Chain(Box::new(ScrollNth {
                index: frame.index,
                seen: 0,
                y,
            })),
            None => Outcome::None,
        }
    }
}

/// The second pass: scrolls the `index`th scrollable (in traversal
/// order, the same tree as the first pass) to `y`. By place, not by id, so
/// no scrollable needs one.
struct ScrollNth {
    index: usize,
    seen: usize,
    y: f32,
}

impl Operation for ScrollNth {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _view: Rectangle,
        _content: Rectangle,
        _translation: Vector,
        state: &mut dyn Scrollable,
    ) {
        if self.seen == self.index {
            state.scroll_to(AbsoluteOffset {
                x: None,
                y: Some(self.y),
            });
        }
        self.seen += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(y: f32, height: f32) -> Rectangle {
        Rectangle {
            x: 0.0,
            y,
            width: 100.0,
            height,
        }
    }

    #[test]
    fn a_control_in_view_needs_no_scroll() {
        let view = rect(100.0, 300.0);
        let content = rect(100.0, 900.0);
        assert_eq!(offset_to_show(view, content, 0.0, rect(150.0, 30.0)), None);
        assert_eq!(
            offset_to_show(view, content, 200.0, rect(400.0, 30.0)),
            None
        );
    }

    #[test]
    fn a_control_below_is_brought_up_to_the_bottom_edge() {
        let view = rect(100.0, 300.0);
        let content = rect(100.0, 900.0);
        // 500..530 in the content: its bottom plus the margin at the view's bottom.
        assert_eq!(
            offset_to_show(view, content, 0.0, rect(600.0, 30.0)),
            Some(530.0 + MARGIN - 300.0)
        );
    }

    #[test]
    fn a_control_above_is_brought_down_to_the_top_edge() {
        let view = rect(100.0, 300.0);
        let content = rect(100.0, 900.0);
        assert_eq!(
            offset_to_show(view, content, 400.0, rect(150.0, 30.0)),
            Some(50.0 - MARGIN)
        );
        // Near the start the offset stops at zero.
        assert_eq!(
            offset_to_show(view, content, 400.0, rect(102.0, 30.0)),
            Some(0.0)
        );
    }

    #[test]
    fn the_offset_never_passes_the_end_of_the_content() {
        let view = rect(0.0, 300.0);
        let content = rect(0.0, 400.0);
        assert_eq!(
            offset_to_show(view, content, 0.0, rect(380.0, 20.0)),
            Some(100.0)
        );
    }
}
