//! Where the window's controls are drawn, for a screen reader.
//!
//! The accessibility tree is built from the screens' state, but only iced
//! knows where a button ends up once the header, the sidebar or a dialog is
//! laid out (a German "Rückgängig" is wider than "Undo"; a sidebar scrolls).
//! So a control is drawn [`placed`]: wrapped in a container whose id is its
//! part's key. After a change, [`find`] walks the laid-out widgets once and
//! reports each placed control's rectangle as it is drawn (scrolling
//! counted), and the rectangle of the control the keyboard is on (the
//! ring's mark, or the focused field), which is all a dialog needs. The
//! window puts them on the parts (`App::scene`), so a magnifier following
//! focus and a click through AT-SPI land on the control.

use iced::advanced::widget::operate;
use iced::advanced::widget::operation::{Focusable, Operation, Outcome, Scrollable};
use iced::widget::{container, Id};
use iced::{Rectangle, Task, Vector};
use rustc_hash::FxHashMap;

use super::Element;
use crate::a11y::{Bounds, Key};

/// The id of the container around the control of part `key`.
pub fn id(key: Key) -> Id {
    Id::from(format!("a11y-{}", key.node().0))
}

/// `control`, to be found where it is drawn as the part `key`.
pub fn placed<'a, M: 'a>(control: impl Into<Element<'a, M>>, key: Key) -> Element<'a, M> {
    container(control).id(id(key)).into()
}

/// Where the placed controls are drawn, in window pixels.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Places {
    pub parts: FxHashMap<Key, Bounds>,
    /// The control the keyboard is on: the ring's mark, else the text
    /// field iced has focused.
    pub focus: Option<Bounds>,
}

/// Finds where the controls of the parts `keys` are drawn now, and the
/// controls drawn with the ids `also` (a dialog's stops) of the parts
/// they are.
pub fn find(
    keys: impl IntoIterator<Item = Key>,
    also: impl IntoIterator<Item = (Id, Key)>,
) -> Task<Places> {
    operate(Collect::new(keys).with_ids(also))
}

/// The walk: each placed control's rectangle, moved by the scrolling of
/// the scrollables it is in.
pub struct Collect {
    wanted: FxHashMap<Id, Key>,
    /// The scroll of the scrollable just reported, whose children come
    /// next.
    pending: Option<Vector>,
    /// How far what is being visited is scrolled, all scrollables around
    /// it together.
    scrolled: Vec<Vector>,
    found: Places,
    mark: Option<Bounds>,
    field: Option<Bounds>,
}

impl Collect {
    pub fn new(keys: impl IntoIterator<Item = Key>) -> Collect {
        Collect {
            wanted: keys.into_iter().map(|k| (id(k), k)).collect(),
            pending: None,
            scrolled: Vec::new(),
            found: Places::default(),
            mark: None,
            field: None,
        }
    }

    /// Also the controls drawn with the ids `also`, as the parts keyed.
    pub fn with_ids(mut self, also: impl IntoIterator<Item = (Id, Key)>) -> Collect {
        self.wanted.extend(also);
        self
    }

    /// `bounds` as drawn, in window pixels.
    fn drawn(&self, bounds: Rectangle) -> Bounds {
        let by = self.scrolled.last().copied().unwrap_or(Vector::ZERO);
        Bounds::new(
            f64::from(bounds.x - by.x),
            f64::from(bounds.y - by.y),
            f64::from(bounds.width),
            f64::from(bounds.height),
        )
    }
}

impl Operation<Places> for Collect {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<Places>)) {
        let outer = self.scrolled.last().copied().unwrap_or(Vector::ZERO);
        let inner = outer + self.pending.take().unwrap_or(Vector::ZERO);
        self.scrolled.push(inner);
        operate(self);
        self.scrolled.pop();
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        self.pending = None;
        let Some(id) = id else {
            return;
        };
        if let Some(key) = self.wanted.get(id).copied() {
            let at = self.drawn(bounds);
            self.found.parts.entry(key).or_insert(at);
        } else if self.mark.is_none() && *id == Id::new(super::reveal::MARK) {
            self.mark = Some(self.drawn(bounds));
        }
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _content: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.pending = Some(translation);
    }

    fn focusable(&mut self, id: Option<&Id>, bounds: Rectangle, state: &mut dyn Focusable) {
        self.pending = None;
        if let Some(key) = id.and_then(|id| self.wanted.get(id)).copied() {
            let at = self.drawn(bounds);
            self.found.parts.entry(key).or_insert(at);
        }
        if self.field.is_none() && state.is_focused() {
            self.field = Some(self.drawn(bounds));
        }
    }

    fn finish(&self) -> Outcome<Places> {
        let mut found = self.found.clone();
        found.focus = self.mark.or(self.field);
        Outcome::Some(found)
    }
}
