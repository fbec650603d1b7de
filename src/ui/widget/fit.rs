//! Text that fits: a title too long for its box ends with "…" instead of
//! being cut through a letter.
//!
//! iced 0.14 clips text but cannot ellipsize it. So the text is measured
//! with the same text engine that draws it (a paragraph shaped with the
//! bundled fonts), and the longest start that fits with "…" is kept.

use iced::advanced::text::Paragraph as _;
use iced::widget::text::{LineHeight, Wrapping};
use iced::widget::{responsive, rich_text, span};
use iced::{alignment, Font, Pixels, Size};

use super::Element;

type Paragraph = <iced::Renderer as iced::advanced::text::Renderer>::Paragraph;

/// How wide `s` is drawn at `size` in `font`, in logical pixels.
///
/// Measured with the bundled fonts loaded first: a layout decided before
/// the window's first frame (the header's lines, which set how many lines
/// a month cell has) must not be decided with another font than the one
/// it is drawn with.
pub fn width_of(s: &str, size: f32, font: Font) -> f32 {
    static LOADED: std::sync::Once = std::sync::Once::new();
    LOADED.call_once(|| {
        let mut fonts = iced::advanced::graphics::text::font_system()
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for file in crate::ui::theme::font_files() {
            fonts.load_font(std::borrow::Cow::Borrowed(file));
        }
    });
    Paragraph::with_text(iced::advanced::Text {
        content: s,
        bounds: Size::INFINITE,
        size: Pixels(size),
        line_height: LineHeight::default(),
        font,
        align_x: iced::advanced::text::Alignment::Default,
        align_y: alignment::Vertical::Top,
        shaping: crate::ui::theme::shaping(s),
        wrapping: Wrapping::None,
    })
    .min_width()
}

thread_local! {
    static WIDTHS: std::cell::RefCell<std::collections::HashMap<(String, u32, Font), f32>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// [`width_of`], remembered: for the few labels measured at every view
/// (the header's words, which decide its lines), shaped once each.
pub fn label_width(s: &str, size: f32, font: Font) -> f32 {
    let key = (s.to_owned(), size.to_bits(), font);
    if let Some(hit) = WIDTHS.with(|w| w.borrow().get(&key).copied()) {
        return hit;
    }
    let width = width_of(s, size, font);
    WIDTHS.with(|w| {
        let mut w = w.borrow_mut();
        if w.len() >= REMEMBERED {
            w.clear();
        }
        w.insert(key, width);
    });
    width
}

/// How many answers [`ellipsize`] remembers: a view is laid out again at
/// every message, with the same titles in the same boxes.
const REMEMBERED: usize = 4096;

type Key = (String, u32, u32, Font);

thread_local! {
    static FITTED: std::cell::RefCell<std::collections::HashMap<Key, String>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// `s` as it fits in `width` pixels at `size`: whole, or cut with "…"
/// (only "…" when not even one letter fits). Remembered, so a relayout
/// shapes nothing it shaped before.
pub fn ellipsize(s: &str, size: f32, width: f32, font: Font) -> String {
    let key: Key = (s.to_owned(), width.to_bits(), size.to_bits(), font);
    if let Some(hit) = FITTED.with(|f| f.borrow().get(&key).cloned()) {
        return hit;
    }
    let fitted = measure_and_cut(s, size, width, font);
    FITTED.with(|f| {
        let mut f = f.borrow_mut();
        if f.len() >= REMEMBERED {
            f.clear();
        }
        f.insert(key, fitted.clone());
    });
    fitted
}

fn measure_and_cut(s: &str, size: f32, width: f32, font: Font) -> String {
    if width_of(s, size, font) <= width {
        return s.to_owned();
    }
    let bounds: Vec<usize> = s.char_indices().map(|(i, _)| i).skip(1).collect();
    // The longest start that fits with "…", by bisection over char
    // boundaries (widths only grow with more letters).
    let fits = |end: usize| width_of(&format!("{}…", s[..end].trim_end()), size, font) <= width;
    let (mut lo, mut hi) = (0usize, bounds.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(bounds[mid - 1]) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let end = if lo == 0 { 0 } else { bounds[lo - 1] };
    format!("{}…", s[..end].trim_end())
}

/// One line of `content` at `size`, ending with "…" when it does not fit
/// the width it is given. Fills the space it is in: give it a box with a
/// height.
pub fn line<'a, M: 'a>(content: String, size: f32, font: Font) -> Element<'a, M> {
    responsive(move |space| {
        super::words(ellipsize(&content, size, space.width, font))
            .size(size)
            .font(font)
            .wrapping(Wrapping::None)
            .into()
    })
    .into()
}

/// [`line`], struck through when `struck` (a meeting I declined).
pub fn struck_line<'a, M: 'a>(
    content: String,
    size: f32,
    font: Font,
    struck: bool,
) -> Element<'a, M> {
    if !struck {
        return line(content, size, font);
    }
    responsive(move |space| {
        let fitted = ellipsize(&content, size, space.width, font);
        rich_text([span::<(), Font>(fitted).strikethrough(true)])
            .size(size)
            .font(font)
            .wrapping(Wrapping::None)
            .into()
    })
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_titles_stay_long_ones_end_with_an_ellipsis() {
        let font = Font::DEFAULT;
        assert_eq!(ellipsize("Standup", 12.0, 200.0, font), "Standup");
        let long = "Quarterly planning with the whole team";
        let cut = ellipsize(long, 12.0, 100.0, font);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(cut.len() < long.len());
        assert!(width_of(&cut, 12.0, font) <= 100.0, "{cut}");
        // One letter more would not have fitted.
        let kept = cut.trim_end_matches('…').chars().count();
        let more: String = long.chars().take(kept + 1).collect();
        assert!(width_of(&format!("{}…", more.trim_end()), 12.0, font) > 100.0);
        assert_eq!(ellipsize("Standup", 12.0, 1.0, font), "…");
    }
}
