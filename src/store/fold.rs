//! Text matching that ignores case and accents, as people type a search.
//!
//! Someone looking for "Café Müller" types "cafe muller": Kairos ships in
//! German, French, Spanish and Portuguese, and lowercasing alone does not
//! find it. Both sides are folded the same way: canonical decomposition
//! (NFD, so "é" is "e" and a combining acute), the combining marks
//! dropped, full lowercase, and the few letters whose plain form is two
//! letters spelt out ("ß" is "ss", "æ" is "ae", "œ" is "oe", "ø" is "o",
//! "ł" is "l", "đ" is "d").
//!
//! Most calendar text is ASCII; it is compared in place, without folding a
//! copy, so a search over a hundred thousand titles allocates only for the
//! few that are not.
//!
//! ```
//! use kairos::store::fold::Needle;
//!
//! let needle = Needle::new("cafe MULLER").expect("not blank");
//! assert!(needle.found_in("Lunch at Café Müller"));
//! assert!(Needle::new("strasse").unwrap().found_in("Hauptstraße 5"));
//! assert!(!needle.found_in("Cafeteria"));
//! assert!(Needle::new("   ").is_none());
//! ```

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// `text` folded: no accents, lowercase, ligatures and "ß" spelt out.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.nfd() {
        if is_combining_mark(c) {
            continue;
        }
        match c {
            'ß' | 'ẞ' => out.push_str("ss"),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            'ø' | 'Ø' => out.push('o'),
            'ł' | 'Ł' => out.push('l'),
            'đ' | 'Đ' => out.push('d'),
            'ı' => out.push('i'),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// What a search looks for, folded once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Needle {
    folded: String,
}

impl Needle {
    /// The needle for `text` with its ends trimmed; `None` when nothing
    /// is left to look for.
    pub fn new(text: &str) -> Option<Needle> {
        let folded = fold(text.trim());
        (!folded.is_empty()).then_some(Needle { folded })
    }

    /// The needle found in every text: what a search prepares with.
    pub(crate) fn everything() -> Needle {
        Needle {
            folded: String::new(),
        }
    }

    /// The folded text looked for.
    pub fn as_str(&self) -> &str {
        &self.folded
    }

    /// Whether `haystack`, folded the same way, contains the needle.
    pub fn found_in(&self, haystack: &str) -> bool {
        if self.folded.is_empty() {
            // [`Needle::everything`].
            return true;
        }
        if haystack.is_ascii() {
            // An ASCII haystack folds to its lowercase: a needle with
            // anything else in it cannot be there.
            let needle = self.folded.as_bytes();
            return self.folded.is_ascii()
                && haystack
                    .as_bytes()
                    .windows(needle.len())
                    .any(|w| w.eq_ignore_ascii_case(needle));
        }
        fold(haystack).contains(&self.folded)
    }

    /// Whether `folded`, a text already folded with [`fold`], contains the
    /// needle.
    pub fn found_in_folded(&self, folded: &str) -> bool {
        folded.contains(self.folded.as_str())
    }

    /// [`Needle::found_in`] for a text that may be absent.
    pub fn found_in_any(&self, haystack: Option<&str>) -> bool {
        haystack.is_some_and(|h| self.found_in(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finds(needle: &str, haystack: &str) -> bool {
        Needle::new(needle).expect(needle).found_in(haystack)
    }

    #[test]
    fn accents_and_case_are_ignored_on_both_sides() {
        assert!(finds("cafe", "CAFÉ de Flore"));
        assert!(finds("CAFÉ", "cafe de flore"));
        assert!(finds("muller", "Frau Müller"));
        assert!(finds("peña", "Reunión en la PENA"));
        assert!(finds("sao paulo", "Voo para São Paulo"));
        assert!(finds("cestina", "Čeština"));
        assert!(finds("ecole", "ÉCOLE"));
        // A precomposed letter and its decomposed spelling are one letter.
        assert!(finds("caf\u{e9}", "cafe\u{301}"));
    }

    #[test]
    fn letters_without_a_plain_form_are_spelt_out() {
        assert!(finds("strasse", "Hauptstraße"));
        assert!(finds("STRASSE", "HAUPTSTRASSE"));
        assert!(finds("Straße", "hauptstrasse"));
        assert!(finds("oeuvre", "Chef-d'œuvre"));
        assert!(finds("lodz", "Łódź"));
        assert!(finds("kobenhavn", "København"));
    }

    #[test]
    fn what_is_not_there_is_not_found() {
        assert!(!finds("cafe", "Caff"));
        assert!(!finds("é", "plain ascii"));
        assert!(!finds("東京", "Tokyo"));
        assert!(finds("東京", "会議 東京"));
        assert!(!finds("longer than it", "it"));
    }

    #[test]
    fn a_blank_needle_looks_for_nothing() {
        assert!(Needle::new("").is_none());
        assert!(Needle::new(" \t ").is_none());
        // Only combining marks fold to nothing.
        assert!(Needle::new("\u{301}").is_none());
        assert_eq!(Needle::new(" Café ").unwrap().as_str(), "cafe");
    }
}
