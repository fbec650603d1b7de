//! The keyboard in the month and week grids.
//!
//! Why a cursor of its own: the grids are drawn, not made of focusable
//! widgets, and a day or an empty hour is nothing iced could focus. So the
//! window keeps where the keyboard is ([`GridFocus`], in the context the
//! grids draw their ring from and the accessibility tree takes its focus
//! from): ←/→ a day, ↑/↓ a week (in the week, an hour), Tab and Shift+Tab
//! the day's events (past the last, out of the grid: it never traps the
//! keyboard), Enter opens the event or makes one on the empty day or hour,
//! `e` edits, `n` makes one, Delete asks to delete, Home is today. F6 and
//! Tab past the day's last event go on to the window's other parts
//! (`panels`). Outside the grid the keys do what they did before it
//! existed.

use chrono::{Days, NaiveDate};
use iced::Task;

use super::panels::Region;
use super::{App, Body, Message};
use crate::layout::{Item, Period, ViewKind};
use crate::model::OccurrenceRef;
use crate::ui::context::GridFocus;
use crate::ui::keys::Shortcut;
use crate::ui::screen::gesture;

impl App {
    /// Whether the grid has the keyboard now: the month or the week is
    /// shown (not the search's results) and no dialog is open.
    pub(super) fn grid_has_keys(&self) -> bool {
        self.context.grid.is_some()
            && self.search.results.is_none()
            && !self.dialog_open()
            && matches!(self.body, Body::Month(_) | Body::Week(_))
    }

    /// Puts the grid's keyboard on `day` (today at start and after Home),
    /// on its first event, for the views that have a grid.
    pub(super) fn grid_on(&mut self, day: NaiveDate) {
        if !matches!(self.context.period.kind, ViewKind::Month | ViewKind::Week) {
            self.context.grid = None;
            return;
        }
        let mut focus = GridFocus::on(day);
        focus.event = self.events_on(day).first().cloned();
        self.context.grid = Some(focus);
    }

    /// After a navigation: the grid's keyboard stays on its day when that
    /// is still shown, else goes to the period's first day; the agenda has
    /// none, and a grid `entered` from it starts on today (or the first
    /// day shown).
    pub(super) fn grid_follows(&mut self, entered: bool) {
        let period = self.context.period;
        if !matches!(period.kind, ViewKind::Month | ViewKind::Week) {
            self.context.grid = None;
            return;
        }
        let locale = &self.context.locale;
        match &self.context.grid {
            Some(g) if period.contains(g.day, locale, 7) => {
                // Its event may be gone (deleted, hidden, moved away).
                let event = g.event.clone();
                let gone = event.is_some_and(|e| !self.events_on(g.day).contains(&e));
                if gone {
                    if let Some(g) = &mut self.context.grid {
                        g.event = None;
                    }
                }
            }
            Some(g) => {
                let (shown, hour) = (g.shown, g.hour);
                let day = match period.kind {
                    ViewKind::Week => period.week_start(locale),
                    _ => period.anchor,
                };
                self.grid_on(day);
                if let Some(g) = &mut self.context.grid {
                    g.shown = shown;
                    g.hour = hour;
                }
            }
            None if entered => {
                let day = self.first_grid_day();
                self.grid_on(day);
            }
            None => {}
        }
    }

    /// Today when it is shown, else the period's first day.
    pub(super) fn first_grid_day(&self) -> NaiveDate {
        let period = self.context.period;
        let locale = &self.context.locale;
        if period.contains(self.context.today, locale, 7) {
            self.context.today
        } else if period.kind == ViewKind::Week {
            period.week_start(locale)
        } else {
            period.anchor
        }
    }

    /// An event was selected (clicked, or stepped to): the grid's
    /// keyboard goes to it, so Enter and `e` act on what is shown.
    pub(super) fn grid_to_selected(&mut self, what: &OccurrenceRef) {
        let Some(g) = &self.context.grid else {
            return;
        };
        let day = g.day;
        let on_day = self.events_on(day).contains(what);
        let first = self.body.loaded().and_then(|l| {
            let item = l.items.iter().find(|i| i.is(what))?;
            let first = item.first_day().max(l.days.0);
            Some(first)
        });
        if let Some(g) = &mut self.context.grid {
            if !on_day {
                if let Some(first) = first {
                    g.day = first;
                }
            }
            g.event = Some(what.clone());
        }
    }

    /// The events on `day` in the order the tree lists them: start order,
    /// all-day ones first.
    fn events_on(&self, day: NaiveDate) -> Vec<OccurrenceRef> {
        self.body.loaded().map_or_else(Vec::new, |l| {
            l.items
                .iter()
                .filter(|i| i.covers(day))
                .map(Item::reference)
                .collect()
        })
    }

    /// A key in the grid; `None` when the grid does not take it (then it
    /// does what it does over the window).
    pub(super) fn grid_key(&mut self, key: Shortcut) -> Option<Task<Message>> {
        if let Shortcut::Region { backward } = key {
            return Some(self.f6(backward));
        }
        if !self.grid_has_keys() {
            return None;
        }
        let week = self.context.period.kind == ViewKind::Week;
        let moves = matches!(
            key,
            Shortcut::Left | Shortcut::Right | Shortcut::Up | Shortcut::Down
        );
        let task = match key {
            Shortcut::Left => self.grid_move(-1),
            Shortcut::Right => self.grid_move(1),
            Shortcut::Up if week => self.grid_hour(-1),
            Shortcut::Down if week => self.grid_hour(1),
            Shortcut::Up => self.grid_move(-7),
            Shortcut::Down => self.grid_move(7),
            Shortcut::Tab { backward } => return self.grid_tab(backward),
            Shortcut::Enter => self.grid_enter(),
            Shortcut::NewHere => self.grid_create(),
            Shortcut::Edit => {
                let what = self.context.grid.as_ref()?.event.clone()?;
                self.open_editor_on(&what)
            }
            Shortcut::Delete => {
                let what = self.context.grid.as_ref()?.event.clone()?;
                self.select(what);
                self.start_delete();
                Task::none()
            }
            Shortcut::Home => {
                let today = self.context.today;
                let task = self.go(Period::new(self.context.period.kind, today));
                self.grid_on(today);
                self.show_ring();
                task
            }
            _ => return None,
        };
        // The week's hours scroll to where the keyboard went.
        if week && moves {
            return Some(task.chain(crate::ui::widget::reveal::reveal()));
        }
        Some(task)
    }

    /// A screen reader put the keyboard on `day` (or on `event` of it):
    /// the grid takes it there, ring drawn.
    pub(super) fn focus_grid(&mut self, day: NaiveDate, event: Option<OccurrenceRef>) {
        let hour = self.context.grid.as_ref().map_or(9, |g| g.hour);
        let event = event.filter(|e| self.events_on(day).contains(e));
        self.context.grid = Some(GridFocus {
            day,
            event,
            hour,
            shown: true,
        });
    }

    /// The ring is drawn from now on: the keyboard is in use.
    pub(super) fn show_ring(&mut self) {
        if let Some(g) = &mut self.context.grid {
            g.shown = true;
        }
    }

    /// ←/→ (a day) or ↑/↓ in the month (a week): to the day `days` away,
    /// showing its period when it lies outside the one shown.
    fn grid_move(&mut self, days: i64) -> Task<Message> {
        let Some(g) = &self.context.grid else {
            return Task::none();
        };
        let (day, hour) = (g.day, g.hour);
        let moved = if days >= 0 {
            day.checked_add_days(Days::new(days.unsigned_abs()))
        } else {
            day.checked_sub_days(Days::new(days.unsigned_abs()))
        };
        let Some(to) = moved else {
            return Task::none();
        };
        let period = self.context.period;
        let task = if period.contains(to, &self.context.locale, 7) {
            Task::none()
        } else {
            self.go(Period::new(period.kind, to))
        };
        self.grid_on(to);
        if let Some(g) = &mut self.context.grid {
            // Days move on the same hour; the hour's slot, not an event.
            g.hour = hour;
            if period.kind == ViewKind::Week {
                g.event = None;
            }
        }
        self.show_ring();
        task
    }

    /// ↑/↓ in the week: the hour before or after, on no event.
    fn grid_hour(&mut self, by: i32) -> Task<Message> {
        if let Some(g) = &mut self.context.grid {
            g.hour = g.hour.saturating_add_signed(by).min(23);
            g.event = None;
        }
        self.show_ring();
        Task::none()
    }

    /// Tab (Shift+Tab) between the day's events; past the last (or
    /// before the first), out of the grid to the search field.
    fn grid_tab(&mut self, backward: bool) -> Option<Task<Message>> {
        let g = self.context.grid.clone()?;
        let events = self.events_on(g.day);
        let at = g
            .event
            .as_ref()
            .and_then(|e| events.iter().position(|x| x == e));
        let next = match (at, backward) {
            (None, false) => events.first(),
            (None, true) => None,
            (Some(i), false) => events.get(i + 1),
            (Some(0), true) => {
                // Back from the first event: the day itself.
                if let Some(g) = &mut self.context.grid {
                    g.event = None;
                }
                self.show_ring();
                return Some(Task::none());
            }
            (Some(i), true) => events.get(i - 1),
        };
        match next.cloned() {
            Some(e) => {
                if let Some(g) = &mut self.context.grid {
                    g.event = Some(e);
                }
                self.show_ring();
                Some(crate::ui::widget::reveal::reveal())
            }
            // Out of the grid, to the next part of the window.
            None => Some(self.next_region(Region::Body, backward, backward)),
        }
    }

    /// Enter: the event's details (the editor when they are open
    /// already, as Enter did before the grid had keys), or a new event on
    /// the empty day or hour.
    fn grid_enter(&mut self) -> Task<Message> {
        match self.context.grid.as_ref().and_then(|g| g.event.clone()) {
            Some(what) if self.selected() == Some(&what) => self.enter_over_window(),
            Some(what) => {
                self.select(what);
                Task::none()
            }
            None => self.grid_create(),
        }
    }

    /// A new event where the keyboard is: the day (all day, in the month)
    /// or the hour (in the week), as a click there would make.
    fn grid_create(&mut self) -> Task<Message> {
        let Some(g) = self.context.grid.clone() else {
            return Task::none();
        };
        let event = if self.context.period.kind == ViewKind::Week {
            let from = i64::from(g.hour) * 60;
            gesture::Event::CreateTimed(g.day, from, from + self.context.event_minutes)
        } else {
            gesture::Event::CreateAllDay(g.day)
        };
        self.on_grid(event)
    }
}
