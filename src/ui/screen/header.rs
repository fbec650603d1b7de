//! The header: Today, previous, next, the period's title, undo and redo,
//! the view switcher and the search field.

use crate::fl;
use iced::widget::text::Wrapping;
use iced::widget::{
    button, column, container, mouse_area, operation, row, space, text, text_input, tooltip, Id,
};
use iced::{Center, Fill, Task};

use crate::a11y::{Bounds, Key, Part, Role};
use crate::layout::ViewKind;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::placed::placed;
use crate::ui::widget::{self, fit, Element};

/// The header's height, for the month grid's arithmetic.
pub const HEIGHT: f32 = 56.0;

/// The search field's width on one line with everything else, when there
/// is room for it.
const SEARCH_WIDE: f32 = 220.0;
/// The narrowest the search field is drawn: its "Search events" still
/// shows whole, and a few words typed.
const SEARCH_NARROW: f32 = 160.0;

/// How the header is laid out in a window `ctx.width` wide, found from the
/// widths its words are drawn at in the window's language (German's
/// "Rückgängig" and "Wiederherstellen" need some 160 px more than "Undo"
/// and "Redo"; a week's title is longer than a month's), so the search
/// field never runs off the edge nor shrinks to a box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arrangement {
    /// One line, the search field this wide.
    OneLine { search: f32 },
    /// Two lines: the period above, the views, undo and search below;
    /// `compact`: undo and redo as arrows, where their words would leave
    /// the search field too little room.
    TwoLines { compact: bool },
}

/// How wide the header's parts are drawn.
struct Widths {
    /// The sidebar's button (narrow windows) and Today.
    navigation: f32,
    arrows: f32,
    /// The period's title at the one-line size.
    title: f32,
    /// Undo and Redo as words.
    history: f32,
    views: f32,
}

impl Widths {
    fn of(ctx: &Context) -> Widths {
        let button = |label: &str, pad: [f32; 2]| {
            (fit::label_width(label, size::BODY, theme::FONT) + 2.0 * pad[1]).ceil()
        };
        let menu = if ctx.narrow() {
            theme::spot::MENU_BAR[0] + 2.0 * theme::pad_small::HEADER_ARROW[1] + gap::SMALL
        } else {
            0.0
        };
        let arrow = fit::label_width("‹", size::HEADING, theme::FONT)
            + 2.0 * theme::pad_small::HEADER_ARROW[1];
        let views: f32 = [ViewKind::Month, ViewKind::Week, ViewKind::Agenda]
            .iter()
            .map(|k| button(&k.label(), theme::pad::BUTTON))
            .sum();
        Widths {
            navigation: menu + button(&fl!("action-today"), theme::pad::BUTTON),
            arrows: 2.0 * arrow.ceil(),
            title: (fit::label_width(&title(ctx), size::TITLE, theme::BOLD)
                + 2.0 * theme::pad_small::PILL[1])
                .ceil(),
            history: button(&fl!("action-undo"), theme::pad_small::COMPACT)
                + button(&fl!("header-redo"), theme::pad_small::COMPACT),
            views: views + 2.0 * gap::HAIRLINE,
        }
    }
}

/// How the header is laid out now (see [`Arrangement`]).
pub fn arrangement(ctx: &Context) -> Arrangement {
    let w = Widths::of(ctx);
    let sides = 2.0 * theme::spot::HEADER[1];
    // Seven parts on one line (a space between the title and undo): six
    // gaps.
    let fixed = sides + w.navigation + w.arrows + w.title + w.history + w.views + 6.0 * gap::SMALL;
    if ctx.width >= fixed + SEARCH_NARROW {
        let search = (ctx.width - fixed).min(SEARCH_WIDE).floor();
        return Arrangement::OneLine { search };
    }
    let second = sides + w.views + w.history + 2.0 * gap::SMALL;
    Arrangement::TwoLines {
        compact: ctx.width < second + SEARCH_NARROW,
    }
}

/// Whether the header takes two lines.
pub fn stacks(ctx: &Context) -> bool {
    matches!(arrangement(ctx), Arrangement::TwoLines { .. })
}

/// The header's height: two lines when the window is too narrow for one.
pub fn height(ctx: &Context) -> f32 {
    if stacks(ctx) {
        2.0 * HEIGHT - 8.0
    } else {
        HEIGHT
    }
}
/// The key of the header's control `name` (its part for a screen
/// reader, and where the keyboard's ring is drawn).
pub fn key(name: &str) -> Key {
    Key::of(("header", name))
}

/// The id of the search field (Ctrl+F focuses it).
pub const SEARCH_ID: &str = "search";

/// What the header reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// Today was clicked.
    Today,
    /// ‹ was clicked.
    Previous,
    /// › was clicked.
    Next,
    /// A view in the switcher was clicked.
    Show(ViewKind),
    /// The search text changed.
    Search(String),
    /// Enter in the search field.
    Submit,
    /// The period's title was clicked: go to a date.
    PickDate,
    /// Undo was clicked.
    Undo,
    /// Redo was clicked.
    Redo,
    /// The folded sidebar's button.
    ToggleSidebar,
    /// The pointer came over the search field: a click into it may follow.
    NearSearch,
    /// The keyboard to the search field (Tab, F6 or a screen reader).
    FocusSearch,
}

/// Where the main view should go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Go {
    Today,
    Previous,
    Next,
    Show(ViewKind),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Move the main view.
    Go(Go),
    /// The search changed: search again.
    Searched,
    /// Enter in the search field: open the first result.
    OpenFirst,
    /// Open "go to a date".
    PickDate,
    /// Undo the last edit.
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// Show or hide the folded sidebar.
    ToggleSidebar,
    /// A search may start soon (the pointer is on the field): read ahead.
    WillSearch,
}

/// The search text and what undo and redo would do now.
#[derive(Debug, Clone, Default)]
pub struct Header {
    query: String,
    next_undo: Option<String>,
    next_redo: Option<String>,
    /// Ctrl+F asked for the field's focus, which iced gives on its next
    /// turn: text typed before then goes into the search, not lost.
    awaiting_focus: bool,
}

impl Header {
    /// The search text.
    pub fn query(&self) -> &str {
        &self.query
    }

    /// Clears the search; whether there was one.
    pub fn clear_search(&mut self) -> bool {
        !std::mem::take(&mut self.query).is_empty()
    }

    /// What undo and redo would do (journal labels), after a reload.
    pub fn set_history(&mut self, undo: Option<String>, redo: Option<String>) {
        self.next_undo = undo;
        self.next_redo = redo;
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.next_undo.is_some()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        self.next_redo.is_some()
    }

    /// Ctrl+F: the search field takes the keyboard.
    pub fn focus_search<M: Send + 'static>(&mut self) -> Task<M> {
        self.awaiting_focus = true;
        operation::focus(Id::new(SEARCH_ID))
    }

    /// Text typed right after Ctrl+F, before the field had the focus:
    /// added to the search; whether it was.
    pub fn type_ahead(&mut self, text: &str) -> bool {
        if self.awaiting_focus {
            self.query.push_str(text);
        }
        self.awaiting_focus
    }

    /// Something else took the user's attention (a click, another key):
    /// text is no longer typed ahead into the search.
    pub fn stop_awaiting_focus(&mut self) {
        self.awaiting_focus = false;
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        if let Message::FocusSearch = message {
            return (self.focus_search(), Some(Event::WillSearch));
        }
        self.awaiting_focus = false;
        let event = match message {
            Message::Today => Event::Go(Go::Today),
            Message::Previous => Event::Go(Go::Previous),
            Message::Next => Event::Go(Go::Next),
            Message::Show(kind) => Event::Go(Go::Show(kind)),
            Message::Search(q) => {
                self.query = q;
                Event::Searched
            }
            Message::Submit => Event::OpenFirst,
            Message::PickDate => Event::PickDate,
            Message::Undo => Event::Undo,
            Message::Redo => Event::Redo,
            Message::ToggleSidebar => Event::ToggleSidebar,
            Message::NearSearch | Message::FocusSearch => Event::WillSearch,
        };
        (Task::none(), Some(event))
    }

    pub fn view(&self, ctx: &Context) -> Element<'_, Message> {
        let period = ctx.period;
        let ring = |name: &str| ctx.ringed(key(name));
        let switch = |kind: ViewKind| {
            let b = button(text(kind.label()).size(size::BODY))
                .padding(theme::pad::BUTTON)
                .on_press(Message::Show(kind));
            let on = ring(kind.name());
            let b = if period.kind == kind {
                b.style(theme::focus_ring(button::primary, on))
            } else {
                b.style(theme::focus_ring(button::secondary, on))
            };
            placed(b, key(kind.name()))
        };
        let arrangement = arrangement(ctx);
        let stacked = matches!(arrangement, Arrangement::TwoLines { .. });
        let compact = arrangement == Arrangement::TwoLines { compact: true };
        let mut navigation = row![].spacing(gap::SMALL).align_y(Center);
        if ctx.narrow() {
            navigation = navigation.push(placed(
                button(widget::menu_icon())
                    .padding(crate::ui::theme::pad_small::HEADER_ARROW)
                    .style(theme::focus_ring(button::text, ring("sidebar")))
                    .on_press(Message::ToggleSidebar),
                key("sidebar"),
            ));
        }
        navigation = navigation.push(placed(
            button(text(fl!("action-today")).size(size::BODY))
                .padding(theme::pad::BUTTON)
                .style(theme::focus_ring(button::secondary, ring("today")))
                .on_press(Message::Today),
            key("today"),
        ));
        let title = button(
            text(title(ctx))
                .size(if stacked { size::HEADING } else { size::TITLE })
                .font(theme::BOLD)
                .wrapping(Wrapping::None),
        )
        .padding(crate::ui::theme::pad_small::PILL)
        .style(theme::focus_ring(button::text, ring("title")))
        .on_press(Message::PickDate);
        let title = placed(title, key("title"));
        let arrows = row![
            placed(
                button(text("‹").size(size::HEADING))
                    .padding(crate::ui::theme::pad_small::HEADER_ARROW)
                    .style(theme::focus_ring(button::text, ring("previous")))
                    .on_press(Message::Previous),
                key("previous")
            ),
            placed(
                button(text("›").size(size::HEADING))
                    .padding(crate::ui::theme::pad_small::HEADER_ARROW)
                    .style(theme::focus_ring(button::text, ring("next")))
                    .on_press(Message::Next),
                key("next")
            ),
        ];
        let history = row![
            self.history_button(fl!("action-undo"), theme::glyph::UNDO, compact, true, ctx),
            self.history_button(fl!("header-redo"), theme::glyph::REDO, compact, false, ctx),
        ];
        let views = row![
            switch(ViewKind::Month),
            switch(ViewKind::Week),
            switch(ViewKind::Agenda)
        ]
        .spacing(gap::HAIRLINE);
        let search = text_input(&fl!("header-search"), &self.query)
            .id(Id::new(SEARCH_ID))
            .on_input(Message::Search)
            .on_submit(Message::Submit)
            .padding(crate::ui::theme::pad_small::TOOL)
            .size(size::BODY);
        // A click into the field gives it the keyboard without a message;
        // the pointer arriving on it is the hint that a search may start,
        // as Ctrl+F is.
        let near = |search: iced::widget::TextInput<'static, Message>| {
            placed(
                mouse_area(search).on_enter(Message::NearSearch),
                key("search"),
            )
        };
        let content: Element<'_, Message> =
            if let Arrangement::OneLine { search: width } = arrangement {
                row![
                    navigation,
                    arrows,
                    title,
                    space::horizontal(),
                    history,
                    views,
                    near(search.width(width))
                ]
                .spacing(gap::SMALL)
                .align_y(Center)
                .into()
            } else {
                column![
                    row![navigation, arrows, title, space::horizontal()]
                        .spacing(gap::TIGHT)
                        .align_y(Center),
                    row![views, history, near(search.width(Fill))]
                        .spacing(gap::SMALL)
                        .align_y(Center),
                ]
                .spacing(gap::TIGHT)
                .into()
            };
        container(content)
            .padding(crate::ui::theme::spot::HEADER)
            .height(height(ctx))
            .width(Fill)
            .align_y(Center)
            .style(theme::panel)
            .into()
    }
}

impl Header {
    /// Undo (`undo`) or Redo: its word, or in a `compact` header its arrow
    /// with the word as a tooltip.
    fn history_button(
        &self,
        word: String,
        arrow: &'static str,
        compact: bool,
        undo: bool,
        ctx: &Context,
    ) -> Element<'_, Message> {
        let (message, able, name) = if undo {
            (Message::Undo, self.can_undo(), "undo")
        } else {
            (Message::Redo, self.can_redo(), "redo")
        };
        let label = if compact {
            arrow.to_owned()
        } else {
            word.clone()
        };
        let pressed = button(text(label).size(size::BODY))
            .padding(crate::ui::theme::pad_small::COMPACT)
            .style(theme::focus_ring(button::text, ctx.ringed(key(name))))
            .on_press_maybe(able.then_some(message));
        let pressed = placed(pressed, key(name));
        if compact {
            tooltip(
                pressed,
                container(text(word).size(size::SMALL))
                    .padding(crate::ui::theme::spot::TIP)
                    .style(theme::toast),
                tooltip::Position::Bottom,
            )
            .into()
        } else {
            pressed
        }
    }
}

/// The period's title, with its week number in the week view when week
/// numbers are on: "Week 48 · Nov 23 – 29, 2026".
pub fn title(ctx: &Context) -> String {
    let period = ctx.period;
    let title = period.title(&ctx.locale);
    if ctx.week_numbers && period.kind == ViewKind::Week {
        let number = ctx.locale.week_number(period.week_start(&ctx.locale));
        fl!("header-week-title", number = number, title = title)
    } else {
        title
    }
}

impl Header {
    /// The header as a screen reader hears it: a toolbar.
    pub fn heard(&self, ctx: &Context) -> Part<Message> {
        let button = |name: &str, words: String, message: Message| {
            Part::new(key(name), Role::Button, words).click(message)
        };
        let history = |name: &str, what: &Option<String>, message: Message| {
            // The journal's label, in the user's words and on their clock.
            let said =
                |w: &str| crate::layout::edit_in_words(w, ctx.viewer, &ctx.locale, ctx.today);
            let words = match (what, name) {
                (Some(w), "undo") => fl!("a11y-undo-what", what = said(w)),
                (Some(w), _) => fl!("a11y-redo-what", what = said(w)),
                (None, "undo") => fl!("action-undo"),
                (None, _) => fl!("header-redo"),
            };
            button(name, words, message).disabled(what.is_none())
        };
        let views = [ViewKind::Month, ViewKind::Week, ViewKind::Agenda].map(|kind| {
            let on = ctx.period.kind == kind;
            Part::new(key(kind.name()), Role::RadioButton, kind.label())
                .toggled(on)
                .selected(on)
                .click(Message::Show(kind))
        });
        let mut parts = Vec::new();
        if ctx.narrow() {
            parts.push(button(
                "sidebar",
                fl!("a11y-sidebar"),
                Message::ToggleSidebar,
            ));
        }
        let period = title(ctx);
        parts.extend([
            button("today", fl!("action-today"), Message::Today),
            button("previous", fl!("a11y-previous"), Message::Previous),
            button("next", fl!("a11y-next"), Message::Next),
            button(
                "title",
                fl!("a11y-go-to", period = period),
                Message::PickDate,
            ),
            history("undo", &self.next_undo, Message::Undo),
            history("redo", &self.next_redo, Message::Redo),
            Part::new(key("views"), Role::RadioGroup, fl!("a11y-views")).children(views),
            Part::field(
                key("search"),
                fl!("header-search"),
                &self.query,
                Message::Search,
            )
            .focus(Message::FocusSearch),
        ]);
        Part::new(key("toolbar"), Role::Toolbar, fl!("a11y-toolbar"))
            .bounds(Bounds::new(
                0.0,
                0.0,
                f64::from(ctx.width),
                f64::from(height(ctx)),
            ))
            .children(parts)
    }
}
