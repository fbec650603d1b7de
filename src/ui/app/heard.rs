//! The window as a screen reader hears it: the screens' parts put
//! together as the window lays them out, and a screen reader's actions
//! turned back into the messages a click would send.

use crate::a11y::{self, Bounds, GridActs, Key, Part, Role, Scene};
use crate::fl;
use crate::layout::{Item, Shape};
use crate::ui::screen::{details, month, sidebar, week};
use crate::ui::widget::placed::Places;

use super::{App, Body, Message};

/// The window's link to screen readers.
#[derive(Debug, Default)]
pub(super) struct Access {
    /// The AT-SPI adapter, once made (after the first frame).
    #[cfg(all(feature = "a11y", target_os = "linux"))]
    pub(super) publisher: Option<crate::ui::access::Publisher>,
    /// What the parts of the tree published last do.
    #[cfg(all(feature = "a11y", target_os = "linux"))]
    answers: a11y::Answers<Message>,
    /// The window has the keyboard.
    pub(super) focused: bool,
    /// A screen reader listens: the tree was built at the last publish.
    listening: bool,
    /// The parts of the last tree, and the one with the focus: where they
    /// are drawn is looked up after a change.
    keys: (Vec<Key>, Option<Key>),
    /// Where the controls were drawn at the last look, and the part that
    /// had the keyboard then.
    pub(super) places: (Option<Key>, Places),
}

impl App {
    /// The window as a screen reader hears it now.
    pub fn scene(&self) -> Scene<Message> {
        let mut scene = self.scene_unplaced();
        self.put_in_place(&mut scene.root, scene.focus);
        scene
    }

    /// The window as heard, its controls not yet where the last look
    /// found them.
    fn scene_unplaced(&self) -> Scene<Message> {
        let ctx = &self.context;
        let dialog = self.dialogs.title();
        let name = a11y::window_name(&ctx.period, &ctx.locale, dialog.as_deref());
        let size = self.frame.size;
        // The banner, when one shows, pushes everything below the header
        // down by its height (as the last look found it).
        let banner = self
            .error
            .as_ref()
            .and_then(|_| self.access.places.1.parts.get(&a11y::notice_key()))
            .map_or(0.0, |b| b.height);
        let header = f64::from(crate::ui::screen::header::height(ctx)) + banner;
        let mut left = 0.0;
        // Every control of the header, the sidebar and the details can be
        // given the keyboard (the grid's and the dialogs' parts say how).
        let focusable = |mut part: Part<Message>| {
            part.focus_by_key(&Message::FocusPart);
            part
        };
        let mut parts = vec![focusable(self.header.heard(ctx).map(Message::Header))];
        if self.sidebar_shown() {
            left = f64::from(sidebar::WIDTH);
            let bounds = Bounds::new(0.0, header, left, f64::from(size.height) - header);
            parts.push(focusable(self.sidebar.heard(ctx).map(Message::Sidebar)).bounds(bounds));
        }
        let body = Bounds::new(
            left,
            header,
            f64::from(ctx.main_width),
            (f64::from(size.height) - header).max(0.0),
        );
        if let Some(part) = self.body_heard(body) {
            parts.push(part);
        }
        if let Some(d) = &self.details {
            let x = left + f64::from(ctx.main_width);
            let bounds = Bounds::new(x, header, f64::from(details::WIDTH), body.height);
            parts.push(focusable(d.heard(ctx).map(Message::Details)).bounds(bounds));
        }
        // One polite live region, always there, so that what it says is
        // announced as it changes: the toast, else the banner. Nameless
        // while there is nothing to say (a change of name is spoken, and
        // the toast going away must say nothing).
        let mut notice = Part::new(a11y::notice_key(), Role::Status, "").live();
        if let Some(t) = &self.toast {
            notice.name = t.text.clone();
            notice = notice.children(t.heard(ctx).into_iter().map(|p| p.map(Message::Toast)));
        } else if let Some(e) = &self.error {
            notice.name = e.clone();
        }
        parts.push(notice);
        let (dialogs, focus) = self.dialogs.heard(ctx);
        parts.extend(dialogs);
        let ring = ctx
            .ring
            .filter(|k| parts.iter().any(|p| p.find(*k).is_some()));
        let focus = focus.or(ring).or_else(|| self.grid_focus_key());
        let window = Part::new(Key::of("window"), Role::Window, name)
            .bounds(Bounds::new(
                0.0,
                0.0,
                f64::from(size.width),
                f64::from(size.height),
            ))
            .children(parts);
        Scene::new(window, focus)
    }

    /// Gives the parts the rectangles their controls were drawn in at the
    /// last look; the part with the keyboard, when nothing placed it, the
    /// ring's or the focused field's (a dialog's control, the week's
    /// event or hour).
    fn put_in_place(&self, window: &mut Part<Message>, focus: Option<Key>) {
        let (had_focus, places) = &self.access.places;
        if places.parts.is_empty() && places.focus.is_none() {
            return;
        }
        fn walk(part: &mut Part<Message>, places: &Places) {
            if let Some(at) = places.parts.get(&part.key) {
                part.bounds = Some(*at);
            }
            for c in &mut part.children {
                walk(c, places);
            }
        }
        walk(window, places);
        self.place_bars(window);
        window.enclose();
        if let (Some(key), Some(at)) = (focus.filter(|f| Some(*f) == *had_focus), places.focus) {
            if let Some(part) = window
                .part_mut(key)
                .filter(|p| !places.parts.contains_key(&p.key))
            {
                if part.bounds.is_none() {
                    part.bounds = Some(at);
                }
            }
        }
    }

    /// The week's all-day events on the lanes of their days' placed
    /// all-day cells (one bar is drawn across the days it is a part of).
    fn place_bars(&self, window: &mut Part<Message>) {
        let Some(loaded) = self.body.loaded().filter(|_| self.search.results.is_none()) else {
            return;
        };
        let Shape::Week(layout) = &loaded.shape else {
            return;
        };
        for (c, &day) in layout.days.iter().enumerate() {
            let Some(cell) = window.part_mut(a11y::all_day_key(day)) else {
                continue;
            };
            let Some(at) = cell.bounds else {
                continue;
            };
            let bars = layout
                .all_day
                .iter()
                .filter(|b| b.lane < layout.all_day_lanes && b.covers(c));
            for b in bars {
                let key = a11y::event_key(day, &loaded.items[b.item].reference());
                if let Some(event) = cell.children.iter_mut().find(|e| e.key == key) {
                    let (top, height) = week::lane_place(b.lane);
                    let y = at.y + f64::from(top);
                    event.bounds = Some(Bounds::new(at.x, y, at.width, f64::from(height)));
                }
            }
        }
    }

    /// The look for where the controls of the tree heard now are drawn
    /// (what the window runs after a change; public for the tests that lay
    /// the window out themselves).
    pub fn look(&self) -> crate::ui::widget::placed::Collect {
        let keys = self.scene_unplaced().root.unplaced();
        crate::ui::widget::placed::Collect::new(keys).with_ids(self.dialogs.stops())
    }

    /// Looks up where the tree's controls are drawn now, while a screen
    /// reader listens.
    pub(super) fn find_places(&self) -> iced::Task<Message> {
        if !self.access.listening {
            return iced::Task::none();
        }
        let (keys, focus) = self.access.keys.clone();
        let stops = self.dialogs.stops();
        crate::ui::widget::placed::find(keys, stops).map(move |p| Message::Placed(focus, p))
    }

    /// The main view's part: the search's results, else the month, week
    /// or agenda.
    fn body_heard(&self, bounds: Bounds) -> Option<Part<Message>> {
        let ctx = &self.context;
        let facts = ctx.facts();
        let show = |item: &Item| Message::Show(item.reference());
        let focus = |day, item: Option<&Item>| Message::FocusGrid(day, item.map(Item::reference));
        let whole = ctx.grid.as_ref().map(|g| g.day);
        if let Some(s) = &self.search.results {
            return Some(s.heard(ctx, bounds).map(Message::Search));
        }
        let loaded = self.body.loaded()?;
        let part = match (&self.body, &loaded.shape) {
            (Body::Month(_), Shape::Month(layout)) => {
                let mut grid = bounds;
                grid.y += f64::from(month::WEEKDAY_ROW);
                grid.height = (grid.height - f64::from(month::WEEKDAY_ROW)).max(0.0);
                if ctx.week_numbers {
                    grid.x += f64::from(month::WEEK_NUMBER);
                    grid.width = (grid.width - f64::from(month::WEEK_NUMBER)).max(0.0);
                }
                let day = |d| Message::Month(month::Message::ShowDay(d));
                let acts = GridActs {
                    day: &day,
                    event: &show,
                    focus: &focus,
                    whole,
                };
                let lines = a11y::Lines {
                    top: f64::from(month::DAY_NUMBER),
                    line: f64::from(month::LINE),
                };
                a11y::month_grid(loaded, layout, &facts, (grid, lines), &acts)
            }
            (Body::Week(_), Shape::Week(layout)) => {
                let day = |d| Message::Week(week::Message::ShowDay(d));
                let acts = GridActs {
                    day: &day,
                    event: &show,
                    focus: &focus,
                    whole,
                };
                let mut part = a11y::week_columns(loaded, layout, &facts, bounds, &acts);
                // The empty hour the keyboard is on, to be heard and used.
                if let Some(g) = ctx.grid.as_ref().filter(|g| g.event.is_none()) {
                    if let Some(cell) = part.part_mut(a11y::day_key(g.day)) {
                        cell.children.push(self.hour_slot(g.day, g.hour));
                    }
                }
                part
            }
            (Body::Agenda(_), Shape::Agenda(days)) => {
                let key = (a11y::agenda_key(), fl!("a11y-agenda"));
                a11y::agenda_list(key, &loaded.items, days, &facts, bounds, show)
            }
            _ => return None,
        };
        Some(part)
    }

    /// The empty hour `hour` of `day`, as heard ("09:00 to 10:00, free");
    /// pressed, an event is made there.
    fn hour_slot(&self, day: chrono::NaiveDate, hour: u32) -> Part<Message> {
        let time = |h: u32| {
            let t = chrono::NaiveTime::from_hms_opt(h % 24, 0, 0).unwrap_or_default();
            self.context.locale.time(t)
        };
        let (start, end) = (time(hour), time(hour + 1));
        let name = fl!("a11y-free-hour", start = start, end = end);
        let new_here = Message::Pressed(Some(crate::ui::keys::Shortcut::NewHere), None);
        Part::new(Key::of(("slot", day, hour)), Role::Button, name).click(new_here)
    }

    /// The part the grid's keyboard is on, when the grid has it.
    fn grid_focus_key(&self) -> Option<Key> {
        if !self.grid_has_keys() {
            return None;
        }
        let g = self.context.grid.as_ref()?;
        Some(match (&g.event, self.context.period.kind) {
            (Some(what), _) => a11y::event_key(g.day, what),
            (None, crate::layout::ViewKind::Week) => Key::of(("slot", g.day, g.hour)),
            (None, _) => a11y::day_key(g.day),
        })
    }

    /// Publishes the tree, when a screen reader listens.
    pub(super) fn publish(&mut self) {
        #[cfg(all(feature = "a11y", target_os = "linux"))]
        if let Some(publisher) = self.access.publisher.clone() {
            let mut answers = None;
            let mut keys = None;
            publisher.update(|| {
                let mut scene = self.scene_unplaced();
                keys = Some((scene.root.unplaced(), scene.focus));
                self.put_in_place(&mut scene.root, scene.focus);
                let published = scene.publish();
                answers = Some(published.answers);
                published.update
            });
            // The tree is built only while a screen reader listens.
            self.access.listening = answers.is_some();
            if let Some(a) = answers {
                self.access.answers = a;
            }
            if let Some(k) = keys {
                self.access.keys = k;
            }
        }
    }

    /// What a screen reader's action on the part `request` names sends.
    #[cfg(all(feature = "a11y", target_os = "linux"))]
    pub(super) fn action_message(&self, request: &accesskit::ActionRequest) -> Option<Message> {
        self.access.answers.answer(request)
    }
}

impl App {
    /// Tells the adapter where the window is (screen coordinates for
    /// AT-SPI; X11 says, Wayland does not).
    pub(super) fn place_tree(&self) {
        #[cfg(all(feature = "a11y", target_os = "linux"))]
        if let (Some(p), Some(at)) = (&self.access.publisher, self.frame.position) {
            p.place(at, self.frame.size);
        }
    }

    /// What a screen reader asked: the adapter is made, the tree is
    /// wanted (published after this message, as after every one), or an
    /// action, which sends what a click would.
    #[cfg(all(feature = "a11y", target_os = "linux"))]
    pub(super) fn asked(&mut self, asked: crate::ui::access::Asked) -> iced::Task<Message> {
        use crate::ui::access::Asked;
        match asked {
            Asked::Ready(publisher) => {
                publisher.focused(self.access.focused);
                self.access.publisher = Some(publisher);
                self.place_tree();
                iced::Task::none()
            }
            Asked::Tree => iced::Task::none(),
            Asked::Action(request) => match self.action_message(&request) {
                Some(message) => self.update(message),
                None => iced::Task::none(),
            },
        }
    }
}
