//! RFC 5545 content lines: names, parameters, values (unfolding, and
//! reading a file into lines, is `unfold`'s).
//!
//! Tolerated, because real files do it: lowercase names, bare lines of a
//! broken text value. Anything else that does not parse is reported with
//! its line number, never guessed at.

use std::fmt;

use super::reason::Reason;
use crate::model::Property;

/// One unfolded content line: `NAME;PARAM=value:value`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentLine {
    /// Upper-cased name (`DTSTART`, `X-WR-CALNAME`).
    pub name: String,
    /// Parameters in order, names upper-cased, values unquoted and RFC 6868
    /// decoded.
    pub params: Vec<Param>,
    /// The raw value (still escaped, for text values).
    pub value: String,
    /// The line, unfolded, exactly as written (for properties kept verbatim).
    pub raw: String,
    /// 1-based number of the line it starts on.
    pub line: usize,
}

/// A property parameter (the model's: participants keep theirs).
pub use crate::model::Parameter as Param;

impl ContentLine {
    /// The first value of parameter `name` (upper-case).
    pub fn param(&self, name: &str) -> Option<&str> {
        crate::model::first_value(&self.params, name)
    }
}

/// Something in a file that could not be read, at a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub what: Reason,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

/// The note for lines read as Windows-1252 (what Outlook and older
/// Thunderbird exports on Windows are in) instead of being left out:
/// `first` (up to ten) of `count` such lines.
pub(super) fn windows_1252_note(first: &[usize], count: usize) -> Option<Problem> {
    let &line = first.first()?;
    Some(Problem {
        line,
        what: Reason::Windows1252 {
            lines: first.iter().take(10).copied().collect(),
            count,
        },
    })
}

/// Windows-1252: Latin-1, but for 0x80–0x9F (curly quotes, €, dashes…).
fn decode_windows_1252(bytes: &[u8]) -> String {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9F => HIGH[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

/// A logical line, decoded (noting a line read as Windows-1252) and parsed;
/// on failure, its text and what is wrong with it.
fn finish(
    line: usize,
    bytes: &[u8],
    windows_1252: &mut Vec<usize>,
) -> Result<ContentLine, (String, Reason)> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => {
            windows_1252.push(line);
            decode_windows_1252(bytes)
        }
    };
    match parse_line(&text) {
        Ok((name, params, value)) => Ok(ContentLine {
            name,
            params,
            value,
            raw: text,
            line,
        }),
        Err(what) => Err((text, what)),
    }
}

/// Text properties whose writers (Outlook's Zoom and Teams invitations)
/// break long values into bare lines instead of folding them.
const BROKEN_TEXT: [&str; 4] = ["DESCRIPTION", "SUMMARY", "LOCATION", "COMMENT"];

/// Properties the RFCs define (5545, 7986, 9073, 9074, 9253, 7953, 7808,
/// vCalendar 1.0's alarms, EXRULE): a line named otherwise right after a
/// text property is more likely a bare line of its text
/// (`Passcode: 123456`, `https://zoom.us/j/1`) than a property.
const KNOWN: &[&str] = &[
    "BEGIN",
    "END",
    "PRODID",
    "VERSION",
    "CALSCALE",
    "METHOD",
    "NAME",
    "REFRESH-INTERVAL",
    "SOURCE",
    "COLOR",
    "IMAGE",
    "CONFERENCE",
    "ATTACH",
    "CATEGORIES",
    "CLASS",
    "COMMENT",
    "DESCRIPTION",
    "GEO",
    "LOCATION",
    "PERCENT-COMPLETE",
    "PRIORITY",
    "RESOURCES",
    "STATUS",
    "SUMMARY",
    "COMPLETED",
    "DTEND",
    "DUE",
    "DTSTART",
    "DURATION",
    "FREEBUSY",
    "TRANSP",
    "TZID",
    "TZNAME",
    "TZOFFSETFROM",
    "TZOFFSETTO",
    "TZURL",
    "TZUNTIL",
    "TZID-ALIAS-OF",
    "ATTENDEE",
    "CONTACT",
    "ORGANIZER",
    "RECURRENCE-ID",
    "RELATED-TO",
    "URL",
    "UID",
    "EXDATE",
    "EXRULE",
    "RDATE",
    "RRULE",
    "ACTION",
    "REPEAT",
    "TRIGGER",
    "CREATED",
    "DTSTAMP",
    "LAST-MODIFIED",
    "SEQUENCE",
    "REQUEST-STATUS",
    "STYLED-DESCRIPTION",
    "STRUCTURED-DATA",
    "PARTICIPANT-TYPE",
    "CALENDAR-ADDRESS",
    "LOCATION-TYPE",
    "RESOURCE-TYPE",
    "ACKNOWLEDGED",
    "PROXIMITY",
    "BUSYTYPE",
    "LINK",
    "REFID",
    "CONCEPT",
    "AALARM",
    "DALARM",
    "MALARM",
    "PALARM",
];

/// Whether `text` (a line that is no property, or one of a name no
/// standard defines) right after `previous` is a bare line of its text.
fn continues(previous: &ContentLine, text: &str, parsed_name: Option<&str>) -> bool {
    let unknown = |name: &str| !name.starts_with("X-") && !KNOWN.contains(&name);
    // A known property whose parameters are broken is a broken property.
    let named = || {
        let end = text.find(|c: char| !is_name_char(c)).unwrap_or(text.len());
        let name = text[..end].to_ascii_uppercase();
        !name.is_empty() && text[end..].starts_with([';', ':']) && !unknown(&name)
    };
    BROKEN_TEXT.contains(&previous.name.as_str())
        && !text.chars().any(|c| c.is_control() && c != '\t')
        && match parsed_name {
            Some(name) => unknown(name),
            None => !named(),
        }
}

/// Adds logical line `number` to `lines`, or, when it is a bare line of
/// the text before it, to that text (with a note); else reports it.
pub(super) fn take(
    number: usize,
    bytes: &[u8],
    lines: &mut Vec<ContentLine>,
    problems: &mut Vec<Problem>,
    notes: &mut Vec<Problem>,
    windows_1252: &mut Vec<usize>,
) {
    // (its text, why it is no property; `None`: it parsed as one).
    let (text, what) = match finish(number, bytes, windows_1252) {
        Ok(line) => {
            let bare = lines
                .last()
                .is_some_and(|prev| continues(prev, &line.raw, Some(&line.name)));
            if !bare {
                lines.push(line);
                return;
            }
            (line.raw, None)
        }
        Err((text, what)) => (text, Some(what)),
    };
    match (lines.last_mut(), what) {
        (Some(previous), what) if what.is_none() || continues(previous, &text, None) => {
            previous.value.push_str("\\n");
            previous.value.push_str(&text);
            previous.raw.push_str("\\n");
            previous.raw.push_str(&text);
            notes.push(Problem {
                line: number,
                what: Reason::BareLine {
                    property: previous.name.clone(),
                    line: previous.line,
                },
            });
        }
        (_, Some(what)) => problems.push(Problem { line: number, what }),
        // A parsed line with nothing before it to continue.
        (_, None) => {}
    }
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

/// `NAME *(";" param) ":" value`.
fn parse_line(text: &str) -> Result<(String, Vec<Param>, String), Reason> {
    use crate::model::PropertyError as E;
    let p = Property::parse(text).map_err(|e| match e {
        E::NoValue { text } => Reason::NoValue { text },
        E::NoName { text } => Reason::NoPropertyName { text },
        E::BadParameter { name, text } => Reason::BadParameter { name, text },
        E::NoColon { name, text } => Reason::NoColon { name, text },
        E::ControlCharacters { name } => Reason::ControlCharacters { name },
    })?;
    Ok((p.name, p.params, p.value))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_sign_inside_a_duration_is_not_taken_for_granted() {
        // Tested through the reader in tests/ical_real_world.rs; here the
        // parser stays strict.
        assert!(super::super::values::duration("PT-2H").is_err());
    }
}
