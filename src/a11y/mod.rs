//! The window as a screen reader hears it: a tree of named parts, built
//! from what the screens show, with no iced types.
//!
//! Why not a tree of widgets: iced has no accessibility, and a dump of its
//! widgets would say "button, button, canvas". A calendar is heard the way
//! Orca users hear GNOME Calendar: a day as its date in words and how many
//! events it holds, an event as its time, title, calendar and facts
//! ("repeats", "invitation, not answered"). Those words come from the same
//! models the window draws ([`crate::layout`]), in the user's language, so
//! what is heard and what is seen never disagree.
//!
//! A [`Scene`] is plain data: parts with a role, a name, a value and the
//! message (`A`) a click or a typed value sends. [`Scene::publish`] turns
//! it into an AccessKit tree update and the table that maps an action a
//! screen reader asks for back to that message, so an action is the same
//! message a click would be. The window publishes it on the AT-SPI bus
//! (`accesskit_unix`) only while a screen reader listens.
//!
//! ```
//! use kairos::a11y::{Key, Part, Role, Scene};
//!
//! let save = Part::new(Key::of("save"), Role::Button, "Save").click("saved");
//! let window = Part::new(Key::of("window"), Role::Window, "Kairos").child(save);
//! let published = Scene::new(window, Some(Key::of("save"))).publish();
//! assert_eq!(published.update.nodes.len(), 2);
//! assert_eq!(published.answers.click(Key::of("save").node()), Some(&"saved"));
//! ```

mod calendar;
mod publish;
mod words;

#[cfg(test)]
mod tests;

pub use accesskit::{Role, TreeUpdate};
pub use calendar::{
    agenda_key, agenda_list, all_day_key, day_key, day_parts, event_key, event_name, heading_key,
    month_grid, notice_key, results_key, week_columns, Facts, GridActs, Lines,
};
pub use publish::{Answers, Published};
pub use words::{day_name, window_name};

use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A part's identity, the same from one update to the next (a screen
/// reader keeps its place across updates by it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(u64);

impl Key {
    /// The key of whatever `what` names (a path of plain values, such as
    /// `("day", date)`): the same value always gives the same key.
    pub fn of(what: impl Hash) -> Key {
        // Fx is deterministic (no random seed), so keys survive restarts
        // too; 0 is AccessKit's to avoid by convention.
        let mut hasher = rustc_hash::FxHasher::default();
        what.hash(&mut hasher);
        Key(hasher.finish().max(1))
    }

    /// The AccessKit node id of this part.
    pub fn node(self) -> accesskit::NodeId {
        accesskit::NodeId(self.0)
    }
}

/// A rectangle in window pixels (logical), from its top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Bounds {
    pub fn new(x: f64, y: f64, width: f64, height: f64) -> Bounds {
        Bounds {
            x,
            y,
            width,
            height,
        }
    }

    /// The smallest rectangle around this one and `other`.
    pub fn union(self, other: Bounds) -> Bounds {
        let (x0, y0) = (self.x.min(other.x), self.y.min(other.y));
        let x1 = (self.x + self.width).max(other.x + other.width);
        let y1 = (self.y + self.height).max(other.y + other.height);
        Bounds::new(x0, y0, x1 - x0, y1 - y0)
    }

    /// The part of this rectangle in row `row` of `rows` and column `col`
    /// of `cols`, all of equal size.
    pub fn cell(self, row: usize, rows: usize, col: usize, cols: usize) -> Bounds {
        let (w, h) = (
            self.width / cols.max(1) as f64,
            self.height / rows.max(1) as f64,
        );
        Bounds::new(self.x + w * col as f64, self.y + h * row as f64, w, h)
    }
}

/// What a text field sends when a screen reader sets its value.
#[derive(Clone)]
pub struct OnValue<A>(Arc<dyn Fn(String) -> A + Send + Sync>);

impl<A> OnValue<A> {
    pub fn new(set: impl Fn(String) -> A + Send + Sync + 'static) -> OnValue<A> {
        OnValue(Arc::new(set))
    }

    /// The message for the value `text`.
    pub fn send(&self, text: String) -> A {
        (self.0)(text)
    }
}

impl<A> std::fmt::Debug for OnValue<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OnValue")
    }
}

/// One thing a screen reader can find: a button, a day, an event, a field.
#[derive(Debug, Clone)]
pub struct Part<A> {
    pub key: Key,
    pub role: Role,
    /// What it is called, as heard.
    pub name: String,
    /// What a field holds, or a list's chosen item.
    pub value: Option<String>,
    /// Heard after the name and value: a hint, or why it is disabled.
    pub description: Option<String>,
    /// A check box's or toggle's state.
    pub toggled: Option<bool>,
    /// Whether it is the one chosen among its siblings (the view shown,
    /// the open event).
    pub selected: Option<bool>,
    /// It cannot be used now.
    pub disabled: bool,
    /// A change to it is announced without moving the focus (toasts, the
    /// banner).
    pub live: bool,
    /// Where it is drawn.
    pub bounds: Option<Bounds>,
    /// What a click (AT-SPI's "click" action) sends.
    pub on_click: Option<A>,
    /// What setting a field's value sends.
    pub on_value: Option<OnValue<A>>,
    /// What taking the keyboard focus sends.
    pub on_focus: Option<A>,
    /// Pressing it shows more (`Some(false)`: a day's "+N more", a
    /// series' "show all") or less (`Some(true)`: "each series once"):
    /// heard as collapsed or expanded, and a screen reader's Expand or
    /// Collapse presses it.
    pub expanded: Option<bool>,
    /// Tab stops on it when it can be used. A grid's days are not: one
    /// of them is, and the arrows reach the rest.
    pub tab_stop: bool,
    pub children: Vec<Part<A>>,
}

impl<A> Part<A> {
    /// A part with nothing but its identity, role and name.
    pub fn new(key: Key, role: Role, name: impl Into<String>) -> Part<A> {
        Part {
            key,
            role,
            name: name.into(),
            value: None,
            description: None,
            toggled: None,
            selected: None,
            disabled: false,
            live: false,
            bounds: None,
            on_click: None,
            on_value: None,
            on_focus: None,
            expanded: None,
            tab_stop: true,
            children: Vec::new(),
        }
    }

    /// A text field holding `value`, set through `on_value`.
    pub fn field(
        key: Key,
        name: impl Into<String>,
        value: &str,
        on_value: impl Fn(String) -> A + Send + Sync + 'static,
    ) -> Part<A> {
        let mut part = Part::new(key, Role::TextInput, name);
        part.value = Some(value.to_owned());
        part.on_value = Some(OnValue::new(on_value));
        part
    }

    /// Pressing it sends `message`.
    pub fn click(mut self, message: A) -> Part<A> {
        self.on_click = Some(message);
        self
    }

    /// Focusing it sends `message`.
    pub fn focus(mut self, message: A) -> Part<A> {
        self.on_focus = Some(message);
        self
    }

    pub fn value(mut self, value: impl Into<String>) -> Part<A> {
        self.value = Some(value.into());
        self
    }

    pub fn description(mut self, description: impl Into<String>) -> Part<A> {
        self.description = Some(description.into());
        self
    }

    pub fn toggled(mut self, on: bool) -> Part<A> {
        self.toggled = Some(on);
        self
    }

    pub fn selected(mut self, on: bool) -> Part<A> {
        self.selected = Some(on);
        self
    }

    pub fn disabled(mut self, disabled: bool) -> Part<A> {
        self.disabled = disabled;
        self
    }

    /// Pressing it shows more of what it is part of.
    pub fn expands(mut self) -> Part<A> {
        self.expanded = Some(false);
        self
    }

    /// Pressing it shows less of what it is part of.
    pub fn collapses(mut self) -> Part<A> {
        self.expanded = Some(true);
        self
    }

    /// Tab passes it by (the arrows reach it).
    pub fn off_tab(mut self) -> Part<A> {
        self.tab_stop = false;
        self
    }

    /// Changes to it are announced politely.
    pub fn live(mut self) -> Part<A> {
        self.live = true;
        self
    }

    pub fn bounds(mut self, bounds: Bounds) -> Part<A> {
        self.bounds = Some(bounds);
        self
    }

    pub fn child(mut self, child: Part<A>) -> Part<A> {
        self.children.push(child);
        self
    }

    pub fn children(mut self, children: impl IntoIterator<Item = Part<A>>) -> Part<A> {
        self.children.extend(children);
        self
    }

    /// The same part sending `f`'s messages (a screen's part inside the
    /// window's).
    pub fn map<B>(self, f: impl Fn(A) -> B + Clone + Send + Sync + 'static) -> Part<B>
    where
        A: 'static,
    {
        let on_value = self.on_value.map(|set| {
            let f = f.clone();
            OnValue::new(move |text| f(set.send(text)))
        });
        Part {
            key: self.key,
            role: self.role,
            name: self.name,
            value: self.value,
            description: self.description,
            toggled: self.toggled,
            selected: self.selected,
            disabled: self.disabled,
            live: self.live,
            bounds: self.bounds,
            on_click: self.on_click.map(&f),
            on_value,
            on_focus: self.on_focus.map(&f),
            expanded: self.expanded,
            tab_stop: self.tab_stop,
            children: self
                .children
                .into_iter()
                .map(|c| c.map(f.clone()))
                .collect(),
        }
    }

    /// The keys of this part and those below it that do not know where
    /// they are drawn (the window looks them up).
    pub fn unplaced(&self) -> Vec<Key> {
        fn walk<A>(part: &Part<A>, out: &mut Vec<Key>) {
            if part.bounds.is_none() {
                out.push(part.key);
            }
            for c in &part.children {
                walk(c, out);
            }
        }
        let mut out = Vec::new();
        walk(self, &mut out);
        out
    }

    /// The part keyed `key`, this one or below it.
    pub fn find(&self, key: Key) -> Option<&Part<A>> {
        if self.key == key {
            return Some(self);
        }
        self.children.iter().find_map(|c| c.find(key))
    }

    /// Whether it can be used: pressed or typed into, and not disabled.
    pub fn usable(&self) -> bool {
        !self.disabled && (self.on_click.is_some() || self.on_value.is_some())
    }

    /// Tab's stops, this part and those below it, in the order they are
    /// heard (the order they are drawn in).
    pub fn tab_stops(&self) -> Vec<&Part<A>> {
        fn walk<'a, A>(part: &'a Part<A>, out: &mut Vec<&'a Part<A>>) {
            if part.tab_stop && part.usable() {
                out.push(part);
            }
            for c in &part.children {
                walk(c, out);
            }
        }
        let mut out = Vec::new();
        walk(self, &mut out);
        out
    }

    /// Every usable part below and at this one that does not say what
    /// taking the focus sends gets `focus(its key)`.
    pub fn focus_by_key(&mut self, focus: &impl Fn(Key) -> A) {
        if self.on_focus.is_none() && self.usable() {
            self.on_focus = Some(focus(self.key));
        }
        for c in &mut self.children {
            c.focus_by_key(focus);
        }
    }

    /// A part that does not know where it is drawn but holds parts that do
    /// (a group, a list, a row, a dialog) is where they are together: the
    /// smallest rectangle around them. Below this part, children first.
    pub fn enclose(&mut self) {
        let mut around: Option<Bounds> = None;
        for c in &mut self.children {
            c.enclose();
            if let Some(b) = c.bounds {
                around = Some(around.map_or(b, |a| a.union(b)));
            }
        }
        if self.bounds.is_none() {
            self.bounds = around;
        }
    }

    /// The part keyed `key`, this one or below it, to change.
    pub fn part_mut(&mut self, key: Key) -> Option<&mut Part<A>> {
        if self.key == key {
            return Some(self);
        }
        self.children.iter_mut().find_map(|c| c.part_mut(key))
    }
}

/// The whole window at one moment: its parts and which has the keyboard.
#[derive(Debug, Clone)]
pub struct Scene<A> {
    pub root: Part<A>,
    /// The part with the keyboard focus (`None`: the window itself).
    pub focus: Option<Key>,
}

impl<A> Scene<A> {
    pub fn new(root: Part<A>, focus: Option<Key>) -> Scene<A> {
        Scene { root, focus }
    }
}
