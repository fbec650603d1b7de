//! A window kept between frames, for what lives in the widget tree:
//! events go through the view, `update` runs, and the tasks it returns
//! (widget operations: focus, scrolling) run against the next view, as
//! iced runs them. The simulator builds a fresh tree each time.

use iced::mouse;
use iced::widget::Id;
use iced::Event;
use kairos::ui::App;

/// The window's widget tree kept between frames, as the real window keeps
/// it: what a scrollable has scrolled to survives the next view.
pub struct Window {
    renderer: iced::Renderer,
    cache: iced_runtime::user_interface::Cache,
    size: iced::Size,
}

impl Window {
    pub fn new(width: f32, height: f32) -> Window {
        use iced::advanced::renderer::Headless;
        // The simulator loads the app's fonts into the shared font system.
        let app_fonts = iced_test::Simulator::<()>::with_size(
            kairos::ui::settings(),
            iced::Size::new(width, height),
            iced::widget::space(),
        );
        drop(app_fonts);
        let renderer = futures_lite::future::block_on(iced::Renderer::new(
            kairos::ui::settings().default_font,
            iced::Pixels(16.0),
            None,
        ))
        .expect("a headless renderer");
        Window {
            renderer,
            cache: iced_runtime::user_interface::Cache::default(),
            size: iced::Size::new(width, height),
        }
    }

    /// `events` through the app's view as it is; the messages it sends go
    /// to `update`, and the tasks `update` returns are run against the
    /// view drawn after it, widget operations and all, as iced runs them.
    pub fn send(&mut self, app: &mut App, events: &[Event]) {
        use iced_runtime::user_interface::UserInterface;
        let mut messages = Vec::new();
        {
            let mut ui = UserInterface::build(
                app.view(),
                self.size,
                std::mem::take(&mut self.cache),
                &mut self.renderer,
            );
            let mut clipboard = iced::advanced::clipboard::Null;
            let _ = ui.update(
                events,
                mouse::Cursor::Unavailable,
                &mut self.renderer,
                &mut clipboard,
                &mut messages,
            );
            self.cache = ui.into_cache();
        }
        let tasks: Vec<_> = messages.into_iter().map(|m| app.update(m)).collect();
        for task in tasks {
            let Some(mut stream) = iced_runtime::task::into_stream(task) else {
                continue;
            };
            // One action at a time: an operation's task ends only once the
            // operation has run (and is dropped), and a chained task only
            // then yields its next one.
            while let Some(action) =
                futures_lite::future::block_on(futures_lite::StreamExt::next(&mut stream))
            {
                if let iced_runtime::Action::Widget(operation) = action {
                    self.operate(app, operation);
                }
            }
        }
    }

    fn operate(&mut self, app: &App, operation: Box<dyn iced::advanced::widget::Operation>) {
        use iced::advanced::widget::operation::Outcome;
        use iced_runtime::user_interface::UserInterface;
        let mut ui = UserInterface::build(
            app.view(),
            self.size,
            std::mem::take(&mut self.cache),
            &mut self.renderer,
        );
        let mut next = Some(operation);
        while let Some(mut operation) = next.take() {
            ui.operate(&self.renderer, operation.as_mut());
            if let Outcome::Chain(then) = operation.finish() {
                next = Some(then);
            }
        }
        self.cache = ui.into_cache();
    }

    /// Whether the text `content` is drawn whole inside the window (not
    /// scrolled out of its scrollable, nor below the window's edge).
    pub fn shows(&mut self, app: &App, content: &str) -> bool {
        use iced::advanced::widget::operation::{black_box, Operation, Outcome};
        use iced_runtime::user_interface::UserInterface;
        use iced_test::selector::{Candidate, Selector};
        let size = self.size;
        let mut ui = UserInterface::build(
            app.view(),
            size,
            std::mem::take(&mut self.cache),
            &mut self.renderer,
        );
        let window = iced::Rectangle::with_size(size);
        let wanted = content.to_owned();
        let mut find = (move |c: Candidate<'_>| match c {
            Candidate::Text {
                content,
                bounds,
                visible_bounds,
                ..
            } if content == wanted => Some(visible_bounds.is_some_and(|v| {
                v.height >= bounds.height - 0.5
                    && window.contains(v.position())
                    && v.y + v.height <= size.height
            })),
            _ => None,
        })
        .find();
        ui.operate(&self.renderer, &mut black_box(&mut find));
        self.cache = ui.into_cache();
        matches!(find.finish(), Outcome::Some(Some(true)))
    }
}

impl Window {
    /// Whether what the keyboard is on (the control the ring marks, else
    /// the focused field) is drawn whole inside the window; `None` when
    /// neither is found.
    pub fn ring_in_view(&mut self, app: &App) -> Option<bool> {
        use iced::advanced::widget::operation::{black_box, Operation, Outcome};
        use iced_runtime::user_interface::UserInterface;
        use iced_test::selector::{Candidate, Selector};
        let size = self.size;
        let mut ui = UserInterface::build(
            app.view(),
            size,
            std::mem::take(&mut self.cache),
            &mut self.renderer,
        );
        let mark = Id::new(kairos::ui::widget::reveal::MARK);
        let whole = move |bounds: iced::Rectangle, visible: Option<iced::Rectangle>| {
            visible.is_some_and(|v| {
                v.height >= bounds.height - 0.5 && v.y >= 0.0 && v.y + v.height <= size.height
            })
        };
        let mut find = (move |c: Candidate<'_>| match c {
            Candidate::Container {
                id: Some(id),
                bounds,
                visible_bounds,
            } if *id == mark => Some(whole(bounds, visible_bounds)),
            Candidate::Focusable {
                bounds,
                visible_bounds,
                state,
                ..
            } if state.is_focused() => Some(whole(bounds, visible_bounds)),
            _ => None,
        })
        .find();
        ui.operate(&self.renderer, &mut black_box(&mut find));
        self.cache = ui.into_cache();
        match find.finish() {
            Outcome::Some(found) => found,
            _ => None,
        }
    }

    /// Tabs once round the open dialog (`stops` of them), checking at
    /// each stop that what the keyboard is on is in view.
    pub fn tab_round(&mut self, app: &mut App, stops: usize) {
        for _ in 0..stops {
            self.send(app, &tab(false));
            let on = app.focused();
            assert_eq!(
                self.ring_in_view(app),
                Some(true),
                "Tab reached {on:?}: it is not drawn in view"
            );
        }
    }
}

/// A Tab (Shift+Tab when `backward`) key press.
pub fn tab(backward: bool) -> Vec<Event> {
    use iced::keyboard::{self, key::Named, Key, Modifiers};
    let modifiers = if backward {
        Modifiers::SHIFT
    } else {
        Modifiers::default()
    };
    vec![Event::Keyboard(keyboard::Event::KeyPressed {
        key: Key::Named(Named::Tab),
        modified_key: Key::Named(Named::Tab),
        physical_key: keyboard::key::Physical::Unidentified(
            keyboard::key::NativeCode::Unidentified,
        ),
        location: keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    })]
}
