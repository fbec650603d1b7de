//! Fonts, colors, named sizes and the style functions the views share.
//!
//! Every color is derived from the active iced palette (which follows the
//! system's light or dark preference) or from a calendar's own color, so
//! both themes stay legible.

use iced::font::Weight;
use iced::widget::{button, container, text};
use iced::{border, Background, Border, Color, Font, Theme};

pub mod glyph;
mod metrics;
mod shaping;

pub use metrics::{gap, pad, pad_small, size, spot};
pub use shaping::shaping;

/// The bundled font. iced ships none, and where no system fonts exist all
/// text would be invisible: it is loaded at start and made the default.
pub const FONT: Font = Font::with_name("Inter");
/// The same family, bold, for titles and today's date.
pub const BOLD: Font = Font {
    weight: Weight::Bold,
    ..FONT
};

/// The font files in `assets/fonts` (SIL Open Font License).
pub fn font_files() -> [&'static [u8]; 2] {
    [
        include_bytes!("../../../assets/fonts/Inter-Regular.ttf"),
        include_bytes!("../../../assets/fonts/Inter-Bold.ttf"),
    ]
}

/// A calendar's `#rrggbb` color. The store only accepts valid colors; a
/// value it cannot read is shown gray rather than hiding the calendar.
pub fn calendar_color(hex: &str) -> Color {
    let channel = |i: usize| {
        hex.get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
    };
    match (
        hex.len(),
        hex.starts_with('#'),
        channel(1),
        channel(3),
        channel(5),
    ) {
        (7, true, Some(r), Some(g), Some(b)) => Color::from_rgb8(r, g, b),
        _ => Color::from_rgb8(0x77, 0x76, 0x7b),
    }
}

fn dim(c: Color, alpha: f32) -> Color {
    Color { a: alpha, ..c }
}

fn mix(a: Color, b: Color, t: f32) -> Color {
    Color {
        r: a.r + (b.r - a.r) * t,
        g: a.g + (b.g - a.g) * t,
        b: a.b + (b.b - a.b) * t,
        a: a.a,
    }
}

fn text_on(c: Color) -> Color {
    // Perceived luminance: dark text on light calendar colors.
    let l = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
    if l > 0.62 {
        Color::from_rgb8(0x24, 0x24, 0x24)
    } else {
        Color::WHITE
    }
}

/// A listed event's line: plain text with a hover tint.
pub fn event_chip(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let bg = match status {
        button::Status::Hovered | button::Status::Pressed => {
            Some(Background::Color(palette.background.strong.color))
        }
        _ => None,
    };
    button::Style {
        background: bg,
        text_color: palette.background.base.text,
        border: border::rounded(4),
        ..button::Style::default()
    }
}

/// The outline of the event whose details are open: 2 pixels in the
/// text's color, which shows on every calendar color in both themes.
fn selection_border(theme: &Theme, radius: border::Radius) -> Border {
    Border {
        color: theme.extended_palette().background.base.text,
        width: 2.0,
        radius,
    }
}

/// An event's box (`style`), outlined when it is the open one (`on`);
/// unchanged otherwise.
pub fn selected_box(
    style: impl Fn(&Theme) -> container::Style,
    on: bool,
) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let mut s = style(theme);
        if on {
            s.border = selection_border(theme, s.border.radius);
        }
        s
    }
}

/// A timed event's line in the month grid: nothing drawn behind it,
/// unless it is the open one (`on`): then shaded and outlined.
pub fn event_chip_box(on: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        if on {
            container::Style {
                background: Some(Background::Color(
                    theme.extended_palette().background.strong.color,
                )),
                border: selection_border(theme, 4.0.into()),
                ..container::Style::default()
            }
        } else {
            container::Style::default()
        }
    }
}

/// A listed occurrence (agenda, search results): [`event_chip`], shaded
/// and outlined when it is the open one (`on`).
pub fn event_line(on: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let mut s = event_chip(theme, status);
        if on {
            s.background = Some(Background::Color(
                theme.extended_palette().background.strong.color,
            ));
            s.border = selection_border(theme, s.border.radius);
        }
        s
    }
}

/// A month day's "+N more": a text button, outlined when the open event
/// is among those it hides (`on`).
pub fn more_button(on: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let mut s = button::text(theme, status);
        if on {
            s.border = selection_border(theme, 4.0.into());
        }
        s
    }
}

/// The week grid's "+N" where more events overlap than fit side by side:
/// a shaded box over the hours they take, darker under the pointer.
pub fn more_marker(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let shade = match status {
        button::Status::Hovered | button::Status::Pressed => palette.background.strong.color,
        _ => palette.background.weak.color,
    };
    button::Style {
        background: Some(Background::Color(shade)),
        text_color: palette.background.base.text,
        border: Border {
            color: palette.background.strong.color,
            width: 1.0,
            radius: 4.0.into(),
        },
        ..button::Style::default()
    }
}

/// A day cell of the month grid: today tinted, weekends shaded, other
/// months dimmed.
pub fn day_cell(in_month: bool, weekend: bool, today: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let palette = theme.extended_palette();
        let base = palette.background.base.color;
        // Other months recede: darker in both themes (in a dark theme the
        // palette's "weak" shades are lighter, which would make them stand
        // out).
        let shade = |amount: f32| {
            if palette.is_dark {
                mix(base, Color::BLACK, amount)
            } else {
                mix(base, palette.background.strong.color, amount * 2.0)
            }
        };
        let background = if today {
            dim(palette.primary.base.color, 0.12)
        } else if !in_month {
            shade(0.22)
        } else if weekend {
            shade(0.08)
        } else {
            base
        };
        container::Style {
            background: Some(Background::Color(background)),
            border: Border {
                color: palette.background.strong.color,
                width: 0.5,
                radius: 0.0.into(),
            },
            ..container::Style::default()
        }
    }
}

/// The colored disc beside a day number for today.
pub fn today_badge(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.primary.base.color)),
        text_color: Some(palette.primary.base.text),
        border: border::rounded(11),
        ..container::Style::default()
    }
}

/// Text color for days outside the shown month.
pub fn dimmed_text(theme: &Theme) -> Color {
    theme
        .extended_palette()
        .background
        .base
        .text
        .scale_alpha(0.45)
}

/// Secondary text (times, places).
pub fn secondary_text(theme: &Theme) -> Color {
    theme
        .extended_palette()
        .background
        .base
        .text
        .scale_alpha(0.7)
}

/// A small square of a calendar's color.
pub fn swatch(color: Color) -> impl Fn(&Theme) -> container::Style {
    move |_| container::Style {
        background: Some(Background::Color(color)),
        border: border::rounded(3),
        ..container::Style::default()
    }
}

/// The frame of a day in the week grid: its edges, the first and last
/// hour lines and the lines between days (with the next day's frame).
pub fn day_frame(theme: &Theme) -> container::Style {
    container::Style {
        border: Border {
            color: theme.extended_palette().background.strong.color,
            width: spot::HOUR_LINE,
            radius: 0.0.into(),
        },
        ..container::Style::default()
    }
}

/// A line between two hours of the week grid, across the week: as thick
/// as two days' frames side by side.
pub fn hour_line(theme: &Theme) -> container::Style {
    filled(theme.extended_palette().background.strong.color)
}

/// A bar of a drawn icon (the sidebar button's), in the text's color.
pub fn icon_bar(theme: &Theme) -> container::Style {
    filled(theme.palette().text)
}

/// The current-time line in the week grid.
pub fn now_line(theme: &Theme) -> container::Style {
    filled(theme.extended_palette().danger.base.color)
}

/// A box filled with `color` and nothing else (a line, a bar).
fn filled(color: Color) -> container::Style {
    container::Style {
        background: Some(Background::Color(color)),
        ..container::Style::default()
    }
}

/// Side panels and the header: one step off the page background.
pub fn panel(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.background.weak.color)),
        border: Border {
            color: palette.background.strong.color,
            width: 0.5,
            radius: 0.0.into(),
        },
        ..container::Style::default()
    }
}

/// The mini-month's days: the shown period highlighted, today in the accent.
pub fn mini_day(in_period: bool, today: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let palette = theme.extended_palette();
        let (bg, fg) = if today {
            (Some(palette.primary.base.color), palette.primary.base.text)
        } else if in_period {
            (
                Some(dim(palette.primary.base.color, 0.18)),
                palette.background.base.text,
            )
        } else {
            (None, palette.background.base.text)
        };
        let bg = match status {
            button::Status::Hovered if !today => Some(palette.background.strong.color),
            _ => bg,
        };
        button::Style {
            background: bg.map(Background::Color),
            text_color: fg,
            border: border::rounded(12),
            ..button::Style::default()
        }
    }
}

/// An error banner.
pub fn banner(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.danger.weak.color)),
        text_color: Some(palette.danger.weak.text),
        ..container::Style::default()
    }
}

/// Text that says what is wrong with a field.
pub fn error_text(theme: &Theme) -> Color {
    theme.extended_palette().danger.base.color
}

/// The dimmed page behind a dialog.
pub fn backdrop(_: &Theme) -> container::Style {
    container::Style {
        background: Some(Background::Color(Color::from_rgba(0.0, 0.0, 0.0, 0.35))),
        ..container::Style::default()
    }
}

/// A weekday toggle in the repeat editor: filled when on.
pub fn toggle(on: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let palette = theme.extended_palette();
        let (bg, fg) = if on {
            (palette.primary.base.color, palette.primary.base.text)
        } else if status == button::Status::Hovered {
            (
                palette.background.strong.color,
                palette.background.base.text,
            )
        } else {
            (palette.background.weak.color, palette.background.base.text)
        };
        button::Style {
            background: Some(Background::Color(bg)),
            text_color: fg,
            border: Border {
                color: palette.background.strong.color,
                width: 1.0,
                radius: 14.0.into(),
            },
            ..button::Style::default()
        }
    }
}

/// A filled event drawn as a box (drag handles wrap it, not a button).
pub fn event_box(color: Color) -> impl Fn(&Theme) -> container::Style {
    move |_| container::Style {
        background: Some(Background::Color(color)),
        text_color: Some(text_on(color)),
        border: border::rounded(4),
        ..container::Style::default()
    }
}

/// An event as drawn with my answer to it: a meeting still waiting for my
/// answer is outlined in its calendar's color on a faint wash (GNOME
/// Calendar's and Thunderbird's mark), a declined one faded; the rest
/// filled ([`event_box`]).
pub fn answered_box(
    color: Color,
    answer: Option<crate::model::MyAnswer>,
) -> impl Fn(&Theme) -> container::Style {
    use crate::model::MyAnswer;
    move |theme| match answer {
        Some(MyAnswer::Awaited) => container::Style {
            background: Some(Background::Color(dim(color, 0.14))),
            text_color: Some(theme.extended_palette().background.base.text),
            border: Border {
                color,
                width: 1.5,
                radius: 4.0.into(),
            },
            ..container::Style::default()
        },
        Some(MyAnswer::Declined) => container::Style {
            background: Some(Background::Color(dim(color, 0.30))),
            text_color: Some(dimmed_text(theme)),
            border: border::rounded(4),
            ..container::Style::default()
        },
        _ => event_box(color)(theme),
    }
}

/// A calendar's swatch beside a listed occurrence: hollow while the
/// meeting waits for my answer.
pub fn answered_swatch(
    color: Color,
    answer: Option<crate::model::MyAnswer>,
) -> impl Fn(&Theme) -> container::Style {
    move |theme| match answer {
        Some(crate::model::MyAnswer::Awaited) => container::Style {
            border: Border {
                color,
                width: 1.5,
                radius: 3.0.into(),
            },
            ..container::Style::default()
        },
        _ => swatch(color)(theme),
    }
}

/// A dragged event's outline where it would land, or hours being swept.
pub fn ghost(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(dim(palette.primary.base.color, 0.30))),
        text_color: Some(palette.background.base.text),
        border: Border {
            color: palette.primary.base.color,
            width: 1.5,
            radius: 4.0.into(),
        },
        ..container::Style::default()
    }
}

/// Secondary text (times, places, labels), as a text style.
pub fn secondary(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(secondary_text(theme)),
    }
}

/// Body text in the theme's own color, as a text style (for a choice
/// among styles).
pub fn plain(_: &Theme) -> text::Style {
    text::Style { color: None }
}

/// Dimmed text (days of other months), as a text style.
pub fn dimmed(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(dimmed_text(theme)),
    }
}

/// Text that says what is wrong, as a text style.
pub fn error(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(error_text(theme)),
    }
}

/// The ring drawn around the button the keyboard is on (Tab moved there):
/// the button's own style with a 2-pixel outline in the accent color.
pub fn focus_ring(
    style: impl Fn(&Theme, button::Status) -> button::Style,
    focused: bool,
) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let mut s = style(theme, status);
        if focused {
            let palette = theme.extended_palette();
            // A blue ring on a blue button (Save, Import) cannot be seen:
            // a button filled with the accent gets the text's color.
            let accent = [
                palette.primary.base.color,
                palette.primary.weak.color,
                palette.primary.strong.color,
            ];
            let filled = matches!(s.background, Some(Background::Color(c)) if accent.contains(&c));
            s.border = Border {
                color: if filled {
                    palette.background.base.text
                } else {
                    palette.primary.strong.color
                },
                width: 2.0,
                radius: s.border.radius,
            };
        }
        s
    }
}

/// The grid's keyboard ring (`on`) around a day, an event or an empty
/// hour, over what `style` draws: the ring the dialogs' controls wear.
pub fn grid_ring(
    style: impl Fn(&Theme) -> container::Style,
    on: bool,
) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let mut s = style(theme);
        if on {
            s.border = Border {
                color: theme.extended_palette().primary.strong.color,
                width: 2.0,
                radius: s.border.radius,
            };
        }
        s
    }
}

/// The keyboard's ring around a checkbox or a pick list (`on`), or the
/// same room left clear, so nothing moves as the ring comes and goes.
pub fn control_ring(on: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme| container::Style {
        border: Border {
            color: if on {
                theme.extended_palette().primary.strong.color
            } else {
                Color::TRANSPARENT
            },
            width: 2.0,
            radius: 6.0.into(),
        },
        ..container::Style::default()
    }
}

/// The toast: a raised, rounded bar over the page.
pub fn toast(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.background.strong.color)),
        text_color: Some(palette.background.strong.text),
        border: Border {
            color: palette.background.strong.color,
            width: 1.0,
            radius: 8.0.into(),
        },
        shadow: iced::Shadow {
            color: Color::from_rgba(0.0, 0.0, 0.0, 0.25),
            offset: iced::Vector::new(0.0, 2.0),
            blur_radius: 8.0,
        },
        ..container::Style::default()
    }
}
