//! The header: Today, previous, next, the period's title, undo and redo,
//! the view switcher and the search field.

use crate::fl;
use iced::widget::text::Wrapping;
use iced::widget::{
    button, column, container, mouse_area, operation, row, space, text, text_input, Id,
};
use iced::{Center, Fill, Task};

use crate::layout::ViewKind;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::{self, Element};

/// The header's height, for the month grid's arithmetic.
pub const HEIGHT: f32 = 56.0;

/// Whether the header takes two lines in a window `ctx.width` wide: under
/// [`HEADER_STACKS`](crate::ui::context::HEADER_STACKS) with English's
/// words and a month's title, and wider for languages whose labels are
/// longer (German's "Rückgängig" and "Wiederherstellen" need some 160 px
/// more than "Undo" and "Redo") and for a week's longer title, so the
/// search field never runs off the edge.
pub fn stacks(ctx: &Context) -> bool {
    /// The labels' letters in English, for which the threshold was set.
    const ENGLISH: usize = 28;
    /// About one letter at the header's text size.
    const LETTER: f32 = 9.0;
    /// The longest month title ("September 2026"), for which the threshold
    /// was set: a week's ("November 30 – December 6, 2026") needs more.
    const MONTH_TITLE: usize = 14;
    /// About one letter of the title, bold and larger.
    const TITLE_LETTER: f32 = 12.0;
    let letters: usize = [
        fl!("action-today"),
        fl!("action-undo"),
        fl!("header-redo"),
        ViewKind::Month.label(),
        ViewKind::Week.label(),
        ViewKind::Agenda.label(),
    ]
    .iter()
    .map(|w| w.chars().count())
    .sum();
    let extra = letters.saturating_sub(ENGLISH) as f32 * LETTER
        + title(ctx).chars().count().saturating_sub(MONTH_TITLE) as f32 * TITLE_LETTER;
    ctx.width < crate::ui::context::HEADER_STACKS + extra
}

/// The header's height: two lines when the window is too narrow for one.
pub fn height(ctx: &Context) -> f32 {
    if stacks(ctx) {
        2.0 * HEIGHT - 8.0
    } else {
        HEIGHT
    }
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
            Message::NearSearch => Event::WillSearch,
        };
        (Task::none(), Some(event))
    }

    pub fn view(&self, ctx: &Context) -> Element<'_, Message> {
        let period = ctx.period;
        let switch = |kind: ViewKind| {
            let b = button(text(kind.label()).size(size::BODY))
                .padding(theme::pad::BUTTON)
                .on_press(Message::Show(kind));
            if period.kind == kind {
                b.style(button::primary)
            } else {
                b.style(button::secondary)
            }
        };
        let stacked = stacks(ctx);
        let mut navigation = row![].spacing(gap::SMALL).align_y(Center);
        if ctx.narrow() {
            navigation = navigation.push(
                button(widget::menu_icon())
                    .padding(crate::ui::theme::pad_small::HEADER_ARROW)
                    .style(button::text)
                    .on_press(Message::ToggleSidebar),
            );
        }
        navigation = navigation.push(
            button(text(fl!("action-today")).size(size::BODY))
                .padding(theme::pad::BUTTON)
                .style(button::secondary)
                .on_press(Message::Today),
        );
        let title = button(
            text(title(ctx))
                .size(if stacked { size::HEADING } else { size::TITLE })
                .font(theme::BOLD)
                .wrapping(Wrapping::None),
        )
        .padding(crate::ui::theme::pad_small::PILL)
        .style(button::text)
        .on_press(Message::PickDate);
        let arrows = row![
            button(text("‹").size(size::HEADING))
                .padding(crate::ui::theme::pad_small::HEADER_ARROW)
                .style(button::text)
                .on_press(Message::Previous),
            button(text("›").size(size::HEADING))
                .padding(crate::ui::theme::pad_small::HEADER_ARROW)
                .style(button::text)
                .on_press(Message::Next),
        ];
        let history = row![
            button(text(fl!("action-undo")).size(size::BODY))
                .padding(crate::ui::theme::pad_small::COMPACT)
                .style(button::text)
                .on_press_maybe(self.can_undo().then_some(Message::Undo)),
            button(text(fl!("header-redo")).size(size::BODY))
                .padding(crate::ui::theme::pad_small::COMPACT)
                .style(button::text)
                .on_press_maybe(self.can_redo().then_some(Message::Redo)),
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
            mouse_area(search).on_enter(Message::NearSearch)
        };
        let content: Element<'_, Message> = if stacked {
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
        } else {
            let width = if ctx.narrow() { 160 } else { 220 };
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
