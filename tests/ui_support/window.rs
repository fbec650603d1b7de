//! A window kept between frames, for what lives in the widget tree:
//! events go through the view, `update` runs, and the tasks it returns
//! (widget operations: focus, scrolling) run against the next view, as
//! iced runs them. The simulator builds a fresh tree each time.

use iced::advanced::widget::operation::{Operation, Outcome};
use iced::mouse;
use iced::widget::Id;
use iced::Event;
use iced_test::selector::Candidate;
use kairos::ui::{App, Message};

/// The app's widget tree as iced's runtime holds it.
type Ui<'a> = iced_runtime::user_interface::UserInterface<'a, Message, iced::Theme, iced::Renderer>;

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

    /// The app's view built on the kept tree, handed to `f`, and the
    /// tree kept again.
    fn with_ui<T>(
        &mut self,
        app: &App,
        f: impl FnOnce(&mut Ui<'_>, &mut iced::Renderer) -> T,
    ) -> T {
        let mut ui = Ui::build(
            app.view(),
            self.size,
            std::mem::take(&mut self.cache),
            &mut self.renderer,
        );
        let out = f(&mut ui, &mut self.renderer);
        self.cache = ui.into_cache();
        out
    }

    /// `events` through the app's view as it is; the messages it sends go
    /// to `update`, and the tasks `update` returns are run against the
    /// view drawn after it, widget operations and all, as iced runs them.
    pub fn send(&mut self, app: &mut App, events: &[Event]) {
        self.route(app, events, false, mouse::Cursor::Unavailable);
    }

    /// A click of the left button at `at`, as [`Window::send`] sends
    /// events.
    pub fn click_at(&mut self, app: &mut App, at: iced::Point) {
        let button = mouse::Button::Left;
        let events = [
            Event::Mouse(mouse::Event::CursorMoved { position: at }),
            Event::Mouse(mouse::Event::ButtonPressed(button)),
            Event::Mouse(mouse::Event::ButtonReleased(button)),
        ];
        self.route(app, &events, false, mouse::Cursor::Available(at));
    }

    /// Where the text `content` is drawn first, in the view as it is.
    pub fn text_bounds(&mut self, app: &App, content: &str) -> Option<iced::Rectangle> {
        let content = content.to_owned();
        self.find(app, move |c: Candidate<'_>| match c {
            Candidate::Text {
                content: drawn,
                bounds,
                ..
            } if drawn == content => Some(bounds),
            _ => None,
        })
    }

    /// As [`Window::send`], and key presses also go where the window's
    /// keyboard subscription sends them (`kairos::ui::app::key_event`,
    /// with whether a widget took the key).
    pub fn keys(&mut self, app: &mut App, events: &[Event]) {
        self.route(app, events, true, mouse::Cursor::Unavailable);
    }

    fn route(&mut self, app: &mut App, events: &[Event], keys: bool, cursor: mouse::Cursor) {
        let mut messages = Vec::new();
        self.with_ui(app, |ui, renderer| {
            let mut clipboard = iced::advanced::clipboard::Null;
            let (_, statuses) = ui.update(events, cursor, renderer, &mut clipboard, &mut messages);
            if keys {
                for (event, status) in events.iter().zip(statuses) {
                    let window = iced::window::Id::unique();
                    messages.extend(kairos::ui::app::key_event(event.clone(), status, window));
                }
            }
        });
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
                    self.with_ui(app, |ui, renderer| {
                        let mut next = Some(operation);
                        while let Some(mut operation) = next.take() {
                            ui.operate(renderer, operation.as_mut());
                            if let Outcome::Chain(then) = operation.finish() {
                                next = Some(then);
                            }
                        }
                    });
                }
            }
        }
    }

    /// What `select` answers for the first widget it answers for, in the
    /// view as drawn now.
    fn find<T: Clone + Send + 'static>(
        &mut self,
        app: &App,
        select: impl FnMut(Candidate<'_>) -> Option<T> + Send,
    ) -> Option<T> {
        use iced::advanced::widget::operation::black_box;
        use iced_test::selector::Selector;
        self.with_ui(app, |ui, renderer| {
            let mut find = select.find();
            ui.operate(renderer, &mut black_box(&mut find));
            match find.finish() {
                Outcome::Some(found) => found,
                _ => None,
            }
        })
    }

    /// Whether `visible`, the part of `bounds` drawn, is all of it and
    /// inside the window.
    fn whole(&self, bounds: iced::Rectangle, visible: Option<iced::Rectangle>) -> bool {
        visible.is_some_and(|v| {
            v.height >= bounds.height - 0.5
                && v.x >= 0.0
                && v.y >= 0.0
                && v.y + v.height <= self.size.height
        })
    }

    /// Whether the text `content` is drawn whole inside the window (not
    /// scrolled out of its scrollable, nor below the window's edge).
    pub fn shows(&mut self, app: &App, content: &str) -> bool {
        let wanted = content.to_owned();
        let drawn = self.find(app, move |c| match c {
            Candidate::Text {
                content,
                bounds,
                visible_bounds,
                ..
            } if content == wanted => Some((bounds, visible_bounds)),
            _ => None,
        });
        drawn.is_some_and(|(bounds, visible)| self.whole(bounds, visible))
    }

    /// Whether what the keyboard is on (the control the ring marks, else
    /// the focused field) is drawn whole inside the window; `None` when
    /// neither is found.
    pub fn ring_in_view(&mut self, app: &App) -> Option<bool> {
        self.mark_in_view(app, kairos::ui::widget::reveal::MARK, true)
    }

    /// Whether the first place the open event is marked
    /// (`reveal::SELECTED`) is drawn whole inside the window; `None` when
    /// it is marked nowhere.
    pub fn selection_in_view(&mut self, app: &App) -> Option<bool> {
        self.mark_in_view(app, kairos::ui::widget::reveal::SELECTED, false)
    }

    /// Whether the first container marked `mark` (else, with `fields`,
    /// the focused field) is drawn whole inside the window.
    fn mark_in_view(&mut self, app: &App, mark: &'static str, fields: bool) -> Option<bool> {
        let mark = Id::new(mark);
        let drawn = self.find(app, move |c| match c {
            Candidate::Container {
                id: Some(id),
                bounds,
                visible_bounds,
            } if *id == mark => Some((bounds, visible_bounds)),
            Candidate::Focusable {
                bounds,
                visible_bounds,
                state,
                ..
            } if fields && state.is_focused() => Some((bounds, visible_bounds)),
            _ => None,
        });
        drawn.map(|(bounds, visible)| self.whole(bounds, visible))
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

/// A key press as the keyboard sends it: `key` with `modifiers`, and the
/// `text` it types.
pub fn key_press(
    key: iced::keyboard::Key,
    modifiers: iced::keyboard::Modifiers,
    text: Option<&str>,
) -> Event {
    use iced::keyboard;
    Event::Keyboard(keyboard::Event::KeyPressed {
        modified_key: key.clone(),
        key,
        physical_key: keyboard::key::Physical::Unidentified(
            keyboard::key::NativeCode::Unidentified,
        ),
        location: keyboard::Location::Standard,
        modifiers,
        text: text.map(Into::into),
        repeat: false,
    })
}

/// A Tab (Shift+Tab when `backward`) key press.
pub fn tab(backward: bool) -> Vec<Event> {
    use iced::keyboard::{key::Named, Key, Modifiers};
    let modifiers = if backward {
        Modifiers::SHIFT
    } else {
        Modifiers::default()
    };
    vec![key_press(Key::Named(Named::Tab), modifiers, None)]
}
