//! A dialog's keyboard scope: Tab and Shift+Tab handled inside the widget
//! tree, in the same event as the key, so the keys typed right after Tab
//! already reach the field Tab went to.
//!
//! A subscription would see the Tab only after the event loop has gone on
//! delivering the next keys to the field being left (on a busy machine,
//! "Dentist⇥Main Street" became a title "DentistMain"). Here the focused
//! field is found, the next stop chosen and iced's focus moved before the
//! next event is looked at; the dialog is then told where its ring is.

use iced::advanced::layout;
use iced::advanced::mouse;
use iced::advanced::overlay;
use iced::advanced::renderer;
use iced::advanced::widget::operation::{focusable, Focusable, Operation};
use iced::advanced::widget::{tree, Tree};
use iced::advanced::{Clipboard, Layout, Shell, Widget};
use iced::keyboard::{self, key::Named, Key};
use iced::widget::Id;
use iced::{Event, Length, Rectangle, Renderer, Size, Theme, Vector};

use super::focus::{next_stop, Target};
use super::Element;

/// `content` whose Tab order is `order`, the ring now on `current`;
/// `on_move` tells the dialog where Tab put it.
pub fn scope<'a, M: Clone + 'a>(
    content: impl Into<Element<'a, M>>,
    order: Vec<Target>,
    current: Option<Target>,
    on_move: fn(Target) -> M,
) -> Element<'a, M> {
    Element::new(Scope {
        content: content.into(),
        order,
        current,
        on_move,
    })
}

struct Scope<'a, M> {
    content: Element<'a, M>,
    order: Vec<Target>,
    current: Option<Target>,
    on_move: fn(Target) -> M,
}

/// Finds the focused text field's id.
struct FindFocused(Option<Id>);

impl Operation for FindFocused {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn focusable(&mut self, id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        if state.is_focused() {
            self.0 = id.cloned();
        }
    }
}

impl<M: Clone> Scope<'_, M> {
    fn operate_content(
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
}

impl<M: Clone> Widget<M, Theme, Renderer> for Scope<'_, M> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::stateless()
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
        self.operate_content(tree, layout, renderer, operation);
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
        if let Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) = event {
            if key.as_ref() == Key::Named(Named::Tab) && !modifiers.command() && !modifiers.alt() {
                let mut found = FindFocused(None);
                self.operate_content(tree, layout, renderer, &mut found);
                let next = next_stop(
                    &self.order,
                    found.0.as_ref(),
                    self.current,
                    modifiers.shift(),
                );
                if let Some(next) = next {
                    match next {
                        Target::Field(id) => {
                            let mut focus = focusable::focus(Id::new(id));
                            self.operate_content(tree, layout, renderer, &mut focus);
                        }
                        Target::Button(_) | Target::Item(..) => {
                            let mut unfocus = focusable::unfocus();
                            self.operate_content(tree, layout, renderer, &mut unfocus);
                        }
                    }
                    self.current = Some(next);
                    shell.publish((self.on_move)(next));
                    shell.request_redraw();
                }
                shell.capture_event();
                return;
            }
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
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
