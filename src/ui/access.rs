//! The accessibility tree on the AT-SPI bus, where Orca reads it
//! (`accesskit_unix`; Linux only).
//!
//! The adapter is made once the first frame is drawn (no D-Bus on the way
//! to the first frame) and stays inactive until an assistive technology
//! turns `org.a11y.Status.IsEnabled` on; until then publishing costs
//! nothing. What a screen reader asks (the tree, an action) arrives on the
//! adapter's thread and reaches the window as a message, through a
//! subscription that wakes it (nothing polls).

use std::sync::{Arc, Mutex};

use accesskit::{ActionHandler, ActionRequest, ActivationHandler, DeactivationHandler, TreeUpdate};
use iced::futures::channel::mpsc::UnboundedSender;
use iced::futures::{SinkExt, Stream, StreamExt};
use iced::Subscription;

/// What a screen reader asked of the window.
#[derive(Debug, Clone)]
pub enum Asked {
    /// The adapter is made: the window keeps it to publish through.
    Ready(Publisher),
    /// A screen reader began listening: publish the whole tree now.
    Tree,
    /// Do this to a part (press, focus, set a field's value).
    Action(ActionRequest),
}

/// The adapter, shared between the window and the subscription that made
/// it.
#[derive(Clone, Debug)]
pub struct Publisher(Arc<Mutex<accesskit_unix::Adapter>>);

impl Publisher {
    /// Publishes what `tree` builds, only while a screen reader listens.
    pub fn update(&self, tree: impl FnOnce() -> TreeUpdate) {
        if let Ok(mut adapter) = self.0.lock() {
            adapter.update_if_active(tree);
        }
    }

    /// The window gained or lost the keyboard.
    pub fn focused(&self, focused: bool) {
        if let Ok(mut adapter) = self.0.lock() {
            adapter.update_window_focus_state(focused);
        }
    }

    /// Where the window is on the screen (X11), for screen coordinates.
    pub fn place(&self, at: iced::Point, size: iced::Size) {
        let rect = accesskit::Rect::new(
            f64::from(at.x),
            f64::from(at.y),
            f64::from(at.x + size.width),
            f64::from(at.y + size.height),
        );
        if let Ok(mut adapter) = self.0.lock() {
            adapter.set_root_window_bounds(rect, rect);
        }
    }
}

/// Hands what the adapter's thread hears to the window.
struct Forward(UnboundedSender<Asked>);

impl ActivationHandler for Forward {
    fn request_initial_tree(&mut self) -> Option<TreeUpdate> {
        // The tree is the window's to build, on its own thread: asked for,
        // it is published with the next update the message causes.
        let _ = self.0.unbounded_send(Asked::Tree);
        None
    }
}

impl ActionHandler for Forward {
    fn do_action(&mut self, request: ActionRequest) {
        let _ = self.0.unbounded_send(Asked::Action(request));
    }
}

impl DeactivationHandler for Forward {
    fn deactivate_accessibility(&mut self) {}
}

/// The adapter, made when this subscription starts, and what screen
/// readers ask of it.
pub fn subscription() -> Subscription<Asked> {
    Subscription::run(listen)
}

fn listen() -> impl Stream<Item = Asked> {
    iced::stream::channel(16, async move |mut output| {
        let (asked, mut heard) = iced::futures::channel::mpsc::unbounded();
        let adapter = accesskit_unix::Adapter::new(
            Forward(asked.clone()),
            Forward(asked.clone()),
            Forward(asked),
        );
        let publisher = Publisher(Arc::new(Mutex::new(adapter)));
        if output.send(Asked::Ready(publisher)).await.is_err() {
            return;
        }
        while let Some(a) = heard.next().await {
            if output.send(a).await.is_err() {
                break;
            }
        }
    })
}
