//! Which text is shaped and which is drawn a glyph per letter.
//!
//! iced shapes every string that is not pure ASCII with HarfBuzz and font
//! fallback, the costliest part of laying out text; most of what Kairos
//! draws is Latin with accents, dashes and "…", which the bundled font
//! draws as it is.

/// How to shape `content` drawn in [`super::FONT`]: plainly (a glyph per
/// letter, as iced does for ASCII) when the bundled font has every letter
/// and none needs joining or reordering (Latin with its accents, the
/// dashes, quotes and "…" Kairos writes); with OpenType shaping and font
/// fallback otherwise (other scripts, emoji, combining marks). Shaping is
/// most of what laying out a line of text costs: an agenda's "09:00 –
/// 10:00" shaped fully took a dozen milliseconds of the first frame.
pub fn shaping(content: &str) -> iced::widget::text::Shaping {
    // Ranges the bundled Inter covers in full (its `cmap`, checked by a
    // test), whose letters need no shaping.
    let plain = |c: char| {
        matches!(c as u32,
            0x20..=0x7e | 0xa0..=0x148 | 0x14a..=0x17f | 0x2010..=0x2027 | 0x202f..=0x205f)
    };
    if content.chars().all(plain) {
        iced::widget::text::Shaping::Basic
    } else {
        iced::widget::text::Shaping::Advanced
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::theme::font_files;
    use iced::widget::text::Shaping;

    /// The glyph ranges of a TrueType font's Unicode `cmap` subtable
    /// (format 12, else format 4): `(first, last)` code points mapped to a
    /// glyph.
    fn mapped(font: &[u8]) -> Vec<(u32, u32)> {
        let u16_at = |o: usize| u16::from_be_bytes([font[o], font[o + 1]]) as usize;
        let u32_at =
            |o: usize| u32::from_be_bytes([font[o], font[o + 1], font[o + 2], font[o + 3]]);
        let tables = u16_at(4);
        let cmap = (0..tables)
            .map(|i| 12 + 16 * i)
            .find(|&r| &font[r..r + 4] == b"cmap")
            .map(|r| u32_at(r + 8) as usize)
            .expect("a cmap table");
        let subtables: Vec<usize> = (0..u16_at(cmap + 2))
            .map(|i| cmap + u32_at(cmap + 4 + 8 * i + 4) as usize)
            .collect();
        if let Some(&t) = subtables.iter().find(|&&t| u16_at(t) == 12) {
            return (0..u32_at(t + 12) as usize)
                .map(|g| (u32_at(t + 16 + 12 * g), u32_at(t + 20 + 12 * g)))
                .collect();
        }
        let t = *subtables
            .iter()
            .find(|&&t| u16_at(t) == 4)
            .expect("format 4");
        let segments = u16_at(t + 6) / 2;
        let ends = t + 14;
        let starts = ends + 2 * segments + 2;
        let deltas = starts + 2 * segments;
        let offsets = deltas + 2 * segments;
        let mut out = Vec::new();
        for s in 0..segments {
            let (first, last) = (u16_at(starts + 2 * s), u16_at(ends + 2 * s));
            for c in first..=last.min(0xfffe) {
                let glyph = match u16_at(offsets + 2 * s) {
                    0 => (c + u16_at(deltas + 2 * s)) & 0xffff,
                    o => u16_at(offsets + 2 * s + o + 2 * (c - first)),
                };
                if glyph != 0 {
                    out.push((c as u32, c as u32));
                }
            }
        }
        out
    }

    /// Whether `ranges` (of [`mapped`]) hold `c`.
    fn covers(ranges: &[(u32, u32)], c: char) -> bool {
        ranges.iter().any(|&(a, b)| a <= c as u32 && c as u32 <= b)
    }

    #[test]
    fn letters_drawn_plainly_are_all_in_the_bundled_font() {
        for font in font_files() {
            let ranges = mapped(font);
            let plain: Vec<char> = (0x20..0x3000)
                .filter_map(char::from_u32)
                .filter(|c| shaping(&c.to_string()) == Shaping::Basic)
                .collect();
            assert!(plain.len() > 300, "{}", plain.len());
            let missing: Vec<char> = plain.into_iter().filter(|&c| !covers(&ranges, c)).collect();
            assert!(missing.is_empty(), "not in the font: {missing:?}");
        }
    }

    #[test]
    fn the_windows_own_symbols_are_in_the_bundled_font() {
        for font in font_files() {
            let ranges = mapped(font);
            for symbol in crate::ui::theme::glyph::all() {
                let has = symbol.chars().all(|c| covers(&ranges, c));
                assert!(has, "{symbol} is not in the font");
            }
        }
        // The test can fail: the symbols used before were not in it.
        let ranges = mapped(font_files()[0]);
        for lacking in ['◂', '☰', '✕', '⣾'] {
            assert!(!covers(&ranges, lacking), "{lacking}");
        }
    }

    #[test]
    fn other_scripts_marks_and_symbols_are_shaped() {
        for plain in [
            "Standup",
            "Café Müller – 09:00 … «Łódź»",
            "7:00\u{202f}PM",
            "",
        ] {
            assert_eq!(shaping(plain), Shaping::Basic, "{plain}");
        }
        for shaped in ["اجتماع", "会議", "e\u{301}", "◂ Trip", "Party 🎉", "\t"] {
            assert_eq!(shaping(shaped), Shaping::Advanced, "{shaped}");
        }
    }
}
