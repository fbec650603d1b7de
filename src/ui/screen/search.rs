//! Search results, in place of the main view while the search field holds
//! text: the coming matches by day, then the past ones (newest first,
//! marked as past). The search covers a year back and a year ahead of
//! today, and of the period the view shows when that is further. A series
//! is one line, its next match, with a button that lists all of it.

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Center, Fill, Task};

use crate::a11y::{day_parts, Bounds, Key, Part, Role};
use crate::fl;
use crate::layout::{AgendaDay, Item, SearchResults};
use crate::model::OccurrenceRef;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::placed::placed;
use crate::ui::widget::{actions, listing, Element};

/// The most lines listed: widgets are drawn for each.
pub const LINES: usize = 400;

/// What the results react to.
#[derive(Debug, Clone)]
pub enum Message {
    /// A result was clicked: show its details.
    Select(OccurrenceRef),
    /// "Show all" on a series (its uid), or "each series once" (`None`).
    Expand(Option<String>),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Show this occurrence's details.
    Select(OccurrenceRef),
    /// Search again listing this series (by uid) in full; `None`: every
    /// series once.
    Expand(Option<String>),
}

/// The results of the search in the header's field.
#[derive(Debug, Clone)]
pub struct Search {
    results: SearchResults,
}

/// The key of "show all" on the series `uid`.
pub fn show_all_key(uid: &str) -> Key {
    Key::of(("show-all", uid))
}

impl Search {
    /// The results as a screen reader hears them, drawn in `bounds`: a
    /// list (its count said with it) under a heading per day; a series'
    /// "show all" expands it, "each series once" collapses it again; the
    /// past ones under their heading.
    pub fn heard(&self, ctx: &Context, bounds: Bounds) -> Part<Message> {
        let r = &self.results;
        let list = crate::a11y::results_key();
        let facts = ctx.facts();
        let select = |i: &Item| Message::Select(i.reference());
        let show_all = |i: usize| {
            let item = r.items.get(i)?;
            r.series.get(i).copied().unwrap_or(false).then(|| {
                let uid = item.headline.uid.clone();
                Part::new(
                    show_all_key(&uid),
                    Role::Button,
                    fl!("search-every-occurrence"),
                )
                .click(Message::Expand(Some(uid)))
                .expands()
            })
        };
        let mut parts = Vec::new();
        if r.expanded.is_some() {
            parts.push(
                Part::new(
                    Key::of("each-series-once"),
                    Role::Button,
                    fl!("search-each-series-once"),
                )
                .click(Message::Expand(None))
                .collapses(),
            );
        }
        for day in &r.upcoming {
            parts.extend(day_parts(list, (&r.items, day), &facts, &select, show_all));
        }
        if !r.past.is_empty() {
            parts.push(Part::new(
                Key::of("search-past"),
                Role::Heading,
                fl!("search-past"),
            ));
            for day in &r.past {
                parts.extend(day_parts(list, (&r.items, day), &facts, &select, show_all));
            }
        }
        Part::new(list, Role::List, fl!("a11y-search-results"))
            .description(self.count_line())
            .bounds(bounds)
            .children(parts)
    }

    /// "12 matches for “lunch”".
    fn count_line(&self) -> String {
        let r = &self.results;
        let n = r.lines();
        if r.cut {
            fl!("search-first-matches", count = n, text = r.text.as_str())
        } else {
            fl!("search-matches", count = n, text = r.text.as_str())
        }
    }

    pub fn new(results: SearchResults) -> Search {
        Search { results }
    }

    /// What is listed.
    pub fn results(&self) -> &SearchResults {
        &self.results
    }

    /// The item for `what`, when it is listed.
    pub fn item(&self, what: &OccurrenceRef) -> Option<&Item> {
        self.results.items.iter().find(|i| i.is(what))
    }

    /// Every result, in the order listed (the coming ones, then the
    /// past ones).
    pub fn in_order(&self) -> Vec<OccurrenceRef> {
        let r = &self.results;
        r.upcoming
            .iter()
            .chain(&r.past)
            .flat_map(|d| d.entries.iter().map(|e| r.items[e.item].reference()))
            .collect()
    }

    /// Enter in the field: the first result (the next to come, else the
    /// latest past one).
    pub fn first(&self) -> Option<OccurrenceRef> {
        self.results.first().map(Item::reference)
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        match message {
            Message::Select(what) => (Task::none(), Some(Event::Select(what))),
            Message::Expand(uid) => (Task::none(), Some(Event::Expand(uid))),
        }
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        let r = &self.results;
        if r.upcoming.is_empty() && r.past.is_empty() {
            let (first, end) = r.days;
            let last = end.pred_opt().unwrap_or(end);
            let message = fl!(
                "search-none",
                text = r.text.as_str(),
                first = ctx.locale.long_date(first),
                last = ctx.locale.long_date(last)
            );
            return container(text(message).size(size::LARGE).style(theme::secondary))
                .center(Fill)
                .padding(gap::LARGE)
                .into();
        }
        let mut list = column![text(self.count_line())
            .size(size::LABEL)
            .style(theme::secondary)]
        .spacing(crate::ui::theme::spot::GROUPS)
        .padding([gap::LARGE, 24.0]);
        if r.expanded.is_some() {
            list = list.push(placed(
                actions::action(
                    fl!("search-each-series-once"),
                    button::text,
                    false,
                    crate::ui::theme::pad_small::ROW,
                )
                .on_press(Message::Expand(None)),
                Key::of("each-series-once"),
            ));
        }
        for day in &r.upcoming {
            list = list.push(self.day(day, false, ctx));
        }
        if !r.past.is_empty() {
            list = list.push(placed(
                text(fl!("search-past"))
                    .size(size::HEADING)
                    .font(theme::BOLD)
                    .style(theme::secondary),
                Key::of("search-past"),
            ));
            for day in &r.past {
                list = list.push(self.day(day, true, ctx));
            }
        }
        scrollable(list.width(Fill)).width(Fill).height(Fill).into()
    }

    fn day<'a>(&'a self, day: &'a AgendaDay, past: bool, ctx: &'a Context) -> Element<'a, Message> {
        let heading = text(day.label.clone()).size(size::LARGE).font(theme::BOLD);
        let heading = if past {
            heading.style(theme::secondary)
        } else {
            heading
        };
        let heading = crate::ui::widget::placed::placed(
            heading,
            crate::a11y::heading_key(crate::a11y::results_key(), day.date),
        );
        let mut group = column![heading].spacing(gap::TIGHT);
        for entry in &day.entries {
            let item = &self.results.items[entry.item];
            let select = Message::Select(item.reference());
            let line = listing::line(ctx, (item, day.date), entry.when.clone(), past, select);
            if self
                .results
                .series
                .get(entry.item)
                .copied()
                .unwrap_or(false)
            {
                let all = actions::action(
                    fl!("search-every-occurrence"),
                    button::text,
                    false,
                    crate::ui::theme::pad_small::ROW,
                )
                .on_press(Message::Expand(Some(item.headline.uid.clone())));
                let all = placed(all, show_all_key(&item.headline.uid));
                group = group.push(
                    row![line, all]
                        .spacing(crate::ui::theme::spot::CONTROLS)
                        .align_y(Center),
                );
            } else {
                group = group.push(line);
            }
        }
        group.into()
    }
}
