//! A pick list whose open menu Esc closes, and only the menu.
//!
//! iced 0.14's pick list ignores Esc: its menu stays open and the key goes
//! on to the window, where Esc closes the dialog the list is in, when the
//! user meant only the menu (as in every desktop toolkit). This wrapper
//! knows its list's menu is open (a list has an overlay only then); on Esc
//! it forgets the list's state, which closes the menu, takes the key, and
//! marks the window's [`EscTaken`] so that the window does not also act
//! on it (iced hands a taken Esc on, for the text fields that take it to
//! let go of the focus).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use iced::advanced::layout;
use iced::advanced::mouse;
use iced::advanced::overlay;
use iced::advanced::renderer;
use iced::advanced::widget::operation::Operation;
use iced::advanced::widget::{tree, Tree};
use iced::advanced::{Clipboard, Layout, Shell, Widget};
use iced::keyboard::{self, key::Named, Key};
use iced::{Event, Length, Rectangle, Renderer, Size, Theme, Vector};

use super::Element;

/// Whether a menu took the last Esc. Shared by the window and the menus it
/// draws: set by a menu in the same event as the key, read (and cleared)
/// by the window when the key reaches it.
#[derive(Debug, Clone, Default)]
pub struct EscTaken(Arc<AtomicBool>);

impl EscTaken {
    /// The last Esc closed a menu: the window must not act on it too.
    /// Clears the mark.
    pub fn take(&self) -> bool {
        self.0.swap(false, Ordering::AcqRel)
    }

    fn mark(&self) {
        self.0.store(true, Ordering::Release);
    }
}

/// `list` (a pick list), whose open menu Esc closes without the key going
/// on to close the dialog.
pub fn closes_on_esc<'a, M: 'a>(
    taken: &EscTaken,
    list: impl Into<Element<'a, M>>,
) -> Element<'a, M> {
    Element::new(MenuEsc {
        content: list.into(),
        taken: taken.clone(),
    })
}

struct MenuEsc<'a, M> {
    content: Element<'a, M>,
    taken: EscTaken,
}

/// Whether the list had its menu open when last asked for its overlay.
#[derive(Default)]
struct Open(bool);

impl<M> Widget<M, Theme, Renderer> for MenuEsc<'_, M> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<Open>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(Open::default())
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        let escape = matches!(
            event,
            Event::Keyboard(keyboard::Event::KeyPressed { key, .. })
                if key.as_ref() == Key::Named(Named::Escape)
        );
        if escape && tree.state.downcast_ref::<Open>().0 {
            // A list's state fresh from the widget is a closed list.
            tree.children[0] = Tree::new(&self.content);
            tree.state.downcast_mut::<Open>().0 = false;
            self.taken.mark();
            shell.capture_event();
            shell.invalidate_layout();
            shell.request_redraw();
            return;
        }
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.content.as_widget().mouse_interaction(
            &tree.children[0],
            layout,
            cursor,
            viewport,
            renderer,
        )
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.content.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        let (state, children) = (&mut tree.state, &mut tree.children);
        let menu = self.content.as_widget_mut().overlay(
            &mut children[0],
            layout,
            renderer,
            viewport,
            translation,
        );
        state.downcast_mut::<Open>().0 = menu.is_some();
        menu
    }
}
