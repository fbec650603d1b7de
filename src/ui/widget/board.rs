//! Children laid over one another (each placed by a `pin`), drawn in one
//! layer.
//!
//! iced's `stack` draws every child after the first in a layer of its
//! own, and the software renderer clears and refills a clip mask the size
//! of the window for each layer it draws. A week's day columns hold a few
//! hundred pinned events on a busy calendar: as a stack they took the
//! first frame tens of milliseconds of mask filling. A board draws its
//! children in order in the layer it is in. In one layer every background
//! is drawn before any text, so a board is for children that do not
//! overlap (the events of a day column), or whose lower ones are bare
//! backgrounds (the week's hour lines under its days); what must cover
//! them (the current-time line, a drag's outline) goes in a stack over
//! the board.
//! Events reach the children as in a stack: the last child first.

use iced::advanced::layout;
use iced::advanced::mouse;
use iced::advanced::overlay;
use iced::advanced::renderer;
use iced::advanced::widget::{tree, Operation, Tree};
use iced::advanced::{Clipboard, Layout, Shell, Widget};
use iced::{Event, Length, Rectangle, Renderer, Size, Theme, Vector};

use super::Element;

/// `children` over one another in a box `width` × `height`, each laid out
/// in the whole box (place them with `pin`).
pub fn board<'a, M: 'a>(
    children: Vec<Element<'a, M>>,
    width: impl Into<Length>,
    height: impl Into<Length>,
) -> Element<'a, M> {
    Element::new(Board {
        children,
        width: width.into(),
        height: height.into(),
    })
}

struct Board<'a, M> {
    children: Vec<Element<'a, M>>,
    width: Length,
    height: Length,
}

impl<M> Widget<M, Theme, Renderer> for Board<'_, M> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::stateless()
    }

    fn children(&self) -> Vec<Tree> {
        self.children.iter().map(Tree::new).collect()
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&self.children);
    }

    fn size(&self) -> Size<Length> {
        Size::new(self.width, self.height)
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let size = limits.width(self.width).height(self.height).resolve(
            self.width,
            self.height,
            Size::ZERO,
        );
        let inside = layout::Limits::new(Size::ZERO, size);
        let nodes = self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .map(|(child, tree)| child.as_widget_mut().layout(tree, renderer, &inside))
            .collect();
        layout::Node::with_children(size, nodes)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        operation.container(None, layout.bounds());
        operation.traverse(&mut |operation| {
            for ((child, tree), layout) in self
                .children
                .iter_mut()
                .zip(&mut tree.children)
                .zip(layout.children())
            {
                child
                    .as_widget_mut()
                    .operate(tree, layout, renderer, operation);
            }
        });
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        mut cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        let over = cursor.is_over(layout.bounds());
        for ((child, tree), layout) in self
            .children
            .iter_mut()
            .rev()
            .zip(tree.children.iter_mut().rev())
            .zip(layout.children().rev())
        {
            child.as_widget_mut().update(
                tree, event, layout, cursor, renderer, clipboard, shell, viewport,
            );
            if shell.is_event_captured() {
                return;
            }
            // What lies under a child the pointer is on sees the pointer
            // as above it, as in a stack.
            if over
                && !cursor.is_levitating()
                && child
                    .as_widget()
                    .mouse_interaction(tree, layout, cursor, viewport, renderer)
                    != mouse::Interaction::None
            {
                cursor = cursor.levitate();
            }
        }
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.children
            .iter()
            .rev()
            .zip(tree.children.iter().rev())
            .zip(layout.children().rev())
            .map(|((child, tree), layout)| {
                child
                    .as_widget()
                    .mouse_interaction(tree, layout, cursor, viewport, renderer)
            })
            .find(|&interaction| interaction != mouse::Interaction::None)
            .unwrap_or_default()
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
        for ((child, tree), layout) in self
            .children
            .iter()
            .zip(&tree.children)
            .zip(layout.children())
        {
            child
                .as_widget()
                .draw(tree, renderer, theme, style, layout, cursor, viewport);
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        overlay::from_children(
            &mut self.children,
            tree,
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
