//! A dialog's buttons and its "are you sure?" card: the same shape in
//! every dialog, so they are drawn here, once.

use iced::widget::{button, column, row, space, text, Button};
use iced::Theme;

use super::focus::{stop, Ring, Target};
use super::Element;
use crate::ui::theme::{self, gap, size};

/// A button labelled `label` in the body size, padded by `pad` (see
/// [`theme::pad`]), styled `style`, with the keyboard's ring on it when
/// `ringed`. What it sends is the caller's `on_press`.
pub fn action<'a, M: Clone + 'a>(
    label: String,
    style: impl Fn(&Theme, button::Status) -> button::Style + 'a,
    ringed: bool,
    pad: [f32; 2],
) -> Button<'a, M> {
    button(text(label).size(size::BODY))
        .padding(pad)
        .style(theme::focus_ring(style, ringed))
}

/// What a confirmation asks, and its two answers.
pub struct Confirm<M> {
    /// The question, as a heading ("Delete the calendar “Work”?").
    pub question: String,
    /// What it means, in a sentence.
    pub explained: String,
    /// Stepping back (Keep), with its ring.
    pub keep: (String, bool, M),
    /// Doing it (Delete, Remove): the destructive answer, with its ring.
    pub confirm: (String, bool, M),
    /// The card's width.
    pub width: f32,
    /// The stops Keep and the destructive answer are.
    pub stops: [Target; 2],
}

/// The body of a confirmation card: the question, what it means, and
/// Keep beside the destructive answer, on the right.
pub fn confirm<'a, M: Clone + 'a>(c: Confirm<M>) -> Element<'a, M> {
    let (keep, keep_ringed, keep_message) = c.keep;
    let (doit, doit_ringed, doit_message) = c.confirm;
    column![
        text(c.question).size(size::HEADING).font(theme::BOLD),
        text(c.explained).size(size::BODY),
        row![
            space::horizontal(),
            stop(
                action(keep, button::secondary, keep_ringed, theme::pad::BUTTON)
                    .on_press(keep_message),
                c.stops[0]
            ),
            stop(
                action(doit, button::danger, doit_ringed, theme::pad::MAIN_BUTTON)
                    .on_press(doit_message),
                c.stops[1]
            ),
        ]
        .spacing(gap::SMALL),
    ]
    .spacing(gap::MEDIUM)
    .width(c.width)
    .into()
}

/// The name every dialog gives its Cancel stop.
pub const CANCEL: &str = "cancel";

/// Cancel, as every dialog shows it: quiet, drawn as its stop, with the
/// ring when the dialog's `ring` is on it.
pub fn cancel<'a, M: Clone + 'a>(ring: &Ring, message: M) -> Element<'a, M> {
    let button = action(
        crate::fl!("action-cancel"),
        button::text,
        ring.is_on(CANCEL),
        theme::pad::BUTTON,
    )
    .on_press(message);
    stop(button, Target::Button(CANCEL))
}

/// The button a dialog is for (Save, Add, Connect), with its ring; what
/// it sends is the caller's `on_press`.
pub fn main<'a, M: Clone + 'a>(label: String, ringed: bool) -> Button<'a, M> {
    action(label, button::primary, ringed, theme::pad::MAIN_BUTTON)
}

/// A dialog's last row: `left` (a destructive or secondary action) on the
/// left, then Cancel and the main button on the right (each drawn as its
/// stop, [`super::focus::stop`]).
pub fn closing<'a, M: Clone + 'a>(
    left: Option<Element<'a, M>>,
    cancel: Element<'a, M>,
    main: Option<Element<'a, M>>,
) -> Element<'a, M> {
    let mut r = row![].spacing(gap::SMALL).align_y(iced::Center);
    if let Some(l) = left {
        r = r.push(l);
    }
    r = r.push(space::horizontal()).push(cancel);
    if let Some(m) = main {
        r = r.push(m);
    }
    r.into()
}
