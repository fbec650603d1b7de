//! Widgets more than one screen draws: the dialog frame, a calendar's
//! color swatch, the six-week day grid, a lane of event bars, and the
//! keyboard focus ring. A screen composes these; it does not define its own
//! copy of one.

pub mod actions;
pub mod board;
pub mod days;
pub mod fit;
pub mod focus;
pub mod heard;
pub mod lane;
pub mod listing;
pub mod menu_esc;
pub mod placed;
pub mod reveal;
pub mod scope;

use iced::widget::{container, opaque, rich_text, space, span};
use iced::{Color, Fill, Font};

use super::theme;
use crate::model::MyAnswer;

/// `content` as text, shaped as [`theme::shaping`] says.
pub fn words<'a>(content: String) -> iced::widget::Text<'a> {
    let shaping = theme::shaping(&content);
    iced::widget::text(content).shaping(shaping)
}

/// Three bars, the sign of the button that shows and hides the sidebar:
/// drawn, as the bundled font has no "☰" (see [`theme::glyph`]).
pub fn menu_icon<'a, M: 'a>() -> Element<'a, M> {
    let bar = || {
        container(space())
            .width(theme::spot::MENU_BAR[0])
            .height(theme::spot::MENU_BAR[1])
            .style(theme::icon_bar)
    };
    iced::widget::column![bar(), bar(), bar()]
        .spacing(theme::spot::MENU_BAR_GAP)
        .padding(theme::spot::MENU_SIGN)
        .into()
}

/// Short name for iced's element, fixed to our theme and renderer.
pub type Element<'a, Message> = iced::Element<'a, Message>;

/// How far below the window's top edge a dialog's card begins.
pub const DIALOG_TOP: f32 = 72.0;

/// `card` over the dimmed window; clicks do not reach the page.
///
/// The card is centered across and hangs from a fixed line near the top:
/// when a message appears inside it (a field's problem, an import's
/// report) it grows downwards, and nothing above moves under the pointer.
pub fn dialog<'a, M: 'a>(card: Element<'a, M>) -> Element<'a, M> {
    opaque(
        container(card)
            .width(Fill)
            .height(Fill)
            .align_x(iced::Center)
            .align_y(iced::Top)
            .padding(iced::Padding::default().top(DIALOG_TOP))
            .style(theme::backdrop),
    )
}

/// What a dialog's row of buttons takes of its card's height, with the
/// card's padding and the space above them (36 + 2 × 16 + 12, and a
/// little).
pub const BUTTONS_ROOM: f32 = 84.0;

/// The greatest height a dialog's card may take in a window `window_height`
/// tall, and at most `tallest`: what is left under [`DIALOG_TOP`], never
/// less than room for the buttons and as much again.
pub fn card_height(window_height: f32, tallest: f32) -> f32 {
    let room = window_height - DIALOG_TOP - theme::gap::TIGHT;
    room.clamp(BUTTONS_ROOM * 2.0, tallest.max(BUTTONS_ROOM * 2.0))
}

/// Every dialog's form: `content` scrolls under a height that leaves
/// `buttons` their room, in a card `width` wide and `height` tall at most
/// (see [`card_height`]). A long form or report (many removed dates, an
/// import of 2,000 events) never pushes the buttons off the card.
pub fn form_card<'a, M: 'a>(
    content: impl Into<Element<'a, M>>,
    buttons: impl Into<Element<'a, M>>,
    width: f32,
    height: f32,
) -> container::Container<'a, M> {
    let body = iced::widget::column![
        container(iced::widget::scrollable(content).height(iced::Shrink))
            .max_height(height - BUTTONS_ROOM),
        buttons.into()
    ]
    .spacing(theme::gap::MEDIUM);
    card(body).width(width).max_height(height)
}

/// A dialog's card: `content` padded on the panel background.
pub fn card<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> container::Container<'a, M> {
    container(content)
        .padding(theme::gap::LARGE)
        .style(theme::panel)
}

/// A square of a calendar's color, `side` pixels wide.
pub fn swatch<'a, M: 'a>(color: Color, side: f32) -> Element<'a, M> {
    container(space())
        .width(side)
        .height(side)
        .style(theme::swatch(color))
        .into()
}

/// A calendar's swatch for an occurrence: hollow while the meeting waits
/// for my answer.
pub fn answer_swatch<'a, M: 'a>(
    color: Color,
    side: f32,
    answer: Option<MyAnswer>,
) -> Element<'a, M> {
    container(space())
        .width(side)
        .height(side)
        .style(theme::answered_swatch(color, answer))
        .into()
}

/// An occurrence's title in `size` and `font`, wrapping: struck through
/// when I declined the meeting.
pub fn title<'a, M: 'a>(
    content: String,
    size: f32,
    font: Font,
    answer: Option<MyAnswer>,
) -> Element<'a, M> {
    if answer != Some(MyAnswer::Declined) {
        return words(content).size(size).font(font).into();
    }
    rich_text([span::<(), Font>(content).strikethrough(true)])
        .size(size)
        .font(font)
        .into()
}

/// `control` (a checkbox, a pick list), the dialog's stop `target`, with
/// the keyboard's ring when `on`.
pub fn ringed<'a, M: 'a>(
    control: impl Into<Element<'a, M>>,
    (on, target): (bool, focus::Target),
) -> Element<'a, M> {
    let control = reveal::marked(
        container(control)
            .padding(theme::spot::RING)
            .style(theme::control_ring(on)),
        on,
    );
    focus::stop(control, target)
}
