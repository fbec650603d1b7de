//! The keyboard beyond the grid: F6 and Tab through the window's parts,
//! the header, the sidebar, the main view and the details panel.
//!
//! Why from the tree: what a screen reader can press in the header, the
//! sidebar and the details is exactly what the keyboard must reach, in the
//! order it is drawn. So a panel's stops are the usable parts of its
//! `heard` ([`Part::tab_stops`]), the ring is a part's key
//! ([`crate::ui::context::Context::ring`]), and Enter or Space sends what
//! a screen reader's click sends: a control a screen adds to its `heard`
//! is reached by the keyboard with no more code. F6 goes from part to part
//! (header → sidebar → main view → details); Tab goes through a part's
//! controls and, past the last, on to the next part, so it never traps
//! the keyboard. The arrows keep doing what they do over the window (←/→
//! the period, ↑/↓ from event to event), except on the mini-month, a
//! grid, where they go from day to day.

use iced::Task;

use super::{App, Message};
use crate::a11y::{Key, Part};
use crate::ui::keys::Shortcut;
use crate::ui::screen::{header, sidebar};

/// A part of the window the keyboard can be in, in F6's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Region {
    Header,
    Sidebar,
    /// The month, week or agenda (or the search's results).
    Body,
    Details,
}

const ORDER: [Region; 4] = [
    Region::Header,
    Region::Sidebar,
    Region::Body,
    Region::Details,
];

/// A stop: its key, and what taking the keyboard there sends (a field's
/// focus), when anything.
type Stop = (Key, Option<Message>);

impl App {
    /// Whether the sidebar is drawn (a narrow window folds it away).
    pub(super) fn sidebar_shown(&self) -> bool {
        !self.context.narrow() || self.frame.sidebar_open
    }

    /// The panel `region` as heard, when it is shown (the main view is
    /// not a panel: the grid keeps its own keyboard).
    fn panel(&self, region: Region) -> Option<Part<Message>> {
        let ctx = &self.context;
        match region {
            Region::Header => Some(self.header.heard(ctx).map(Message::Header)),
            Region::Sidebar => self
                .sidebar_shown()
                .then(|| self.sidebar.heard(ctx).map(Message::Sidebar)),
            Region::Details => self
                .details
                .as_ref()
                .map(|d| d.heard(ctx).map(Message::Details)),
            Region::Body => None,
        }
    }

    /// The stops of `region`, in order.
    fn stops(&self, region: Region) -> Vec<Stop> {
        self.panel(region).map_or_else(Vec::new, |p| {
            p.tab_stops()
                .into_iter()
                .map(|s| (s.key, s.on_focus.clone()))
                .collect()
        })
    }

    /// Where the keyboard is: the panel holding the ring, else the main
    /// view.
    pub(super) fn region(&self) -> Region {
        let Some(ring) = self.context.ring else {
            return Region::Body;
        };
        [Region::Header, Region::Sidebar, Region::Details]
            .into_iter()
            .find(|r| self.panel(*r).is_some_and(|p| p.find(ring).is_some()))
            .unwrap_or(Region::Body)
    }

    /// A ring left on a control that is gone (the panel closed, the
    /// button no longer offered) goes back to the main view.
    pub(super) fn ring_still_there(&mut self) {
        if self.context.ring.is_some() && self.region() == Region::Body {
            // The grid takes the keyboard; iced's focus was on no field.
            let _ = self.enter_body();
        }
    }

    /// The keyboard to the stop `stop`: the ring there, iced's focus onto
    /// it when it is a field and off every field otherwise, scrolled
    /// into view.
    fn ring_to(&mut self, (key, focus): Stop) -> Task<Message> {
        self.context.ring = Some(key);
        self.context.grid = None;
        match focus {
            Some(take) => self.update(take),
            None => iced::advanced::widget::operate(
                iced::advanced::widget::operation::focusable::unfocus(),
            )
            .chain(crate::ui::widget::reveal::reveal()),
        }
    }

    /// The main view takes the keyboard: the grid on its day (today, or
    /// the period's first), the ring drawn; the agenda's ↑/↓ step its
    /// events.
    fn enter_body(&mut self) -> Task<Message> {
        self.context.ring = None;
        let day = self.first_grid_day();
        self.grid_on(day);
        self.show_ring();
        // The search field lets go of the keyboard.
        iced::advanced::widget::operate(iced::advanced::widget::operation::focusable::unfocus())
    }

    /// The keyboard into the part after (`backward`: before) `from` that
    /// is shown and has something to reach: on its first stop, or with
    /// Shift+Tab (`last`) its last.
    pub(super) fn next_region(
        &mut self,
        from: Region,
        backward: bool,
        last: bool,
    ) -> Task<Message> {
        let at = ORDER.iter().position(|r| *r == from).unwrap_or(0);
        for step in 1..=ORDER.len() {
            let i = if backward {
                (at + ORDER.len() * 2 - step) % ORDER.len()
            } else {
                (at + step) % ORDER.len()
            };
            let region = ORDER[i];
            if region == Region::Body {
                return self.enter_body();
            }
            let stops = self.stops(region);
            let stop = if last { stops.last() } else { stops.first() };
            if let Some(stop) = stop.cloned() {
                return self.ring_to(stop);
            }
        }
        Task::none()
    }

    /// F6 (Shift+F6): the next (previous) part of the window.
    pub(super) fn f6(&mut self, backward: bool) -> Task<Message> {
        if self.dialog_open() {
            return Task::none();
        }
        let from = self.region();
        self.next_region(from, backward, false)
    }

    /// A key while the ring is in a panel; `None` when the panel does
    /// not take it.
    pub(super) fn panel_key(&mut self, key: Shortcut) -> Option<Task<Message>> {
        let ring = self.context.ring?;
        if self.dialog_open() {
            return None;
        }
        let region = self.region();
        if region == Region::Body {
            return None;
        }
        let on_mini_month = ring == self.sidebar.cursor_key();
        let task = match key {
            Shortcut::Tab { backward } => self.panel_step(region, backward),
            Shortcut::Left | Shortcut::Right | Shortcut::Up | Shortcut::Down if on_mini_month => {
                let days = match key {
                    Shortcut::Left => -1,
                    Shortcut::Right => 1,
                    Shortcut::Up => -7,
                    _ => 7,
                };
                let moved = self.update(Message::Sidebar(sidebar::Message::Move(days)));
                self.context.ring = Some(self.sidebar.cursor_key());
                moved
            }
            Shortcut::Enter | Shortcut::Space => {
                let pressed = self
                    .panel(region)
                    .and_then(|p| p.find(ring).and_then(|s| s.on_click.clone()));
                match pressed {
                    Some(message) => self.update(message),
                    None => Task::none(),
                }
            }
            _ => return None,
        };
        Some(task)
    }

    /// Tab to the next stop of `region`; past its last, on to the next
    /// part.
    fn panel_step(&mut self, region: Region, backward: bool) -> Task<Message> {
        let stops = self.stops(region);
        let at = stops.iter().position(|s| Some(s.0) == self.context.ring);
        let next = match (at, backward) {
            (Some(i), false) => Some(i + 1),
            (Some(i), true) => i.checked_sub(1),
            (None, _) => None,
        };
        match next.and_then(|i| stops.get(i).cloned()) {
            Some(stop) => self.ring_to(stop),
            None => self.next_region(region, backward, backward),
        }
    }

    /// A screen reader put the keyboard on the panel's control `key`.
    pub(super) fn focus_part(&mut self, key: Key) -> Task<Message> {
        let stop = [Region::Header, Region::Sidebar, Region::Details]
            .into_iter()
            .filter_map(|r| self.panel(r))
            .find_map(|p| p.find(key).map(|s| (s.key, s.on_focus.clone())));
        match stop {
            Some(stop) => self.ring_to(stop),
            None => Task::none(),
        }
    }

    /// The search field has the keyboard (typed into, Ctrl+F, Tab): the
    /// ring is there.
    pub(super) fn ring_on_search(&mut self) {
        self.context.ring = Some(header::key("search"));
        self.context.grid = None;
    }
}
