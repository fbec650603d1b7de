//! RFC 5545 content lines: unfolding, names, parameters, values.
//!
//! Unfolding happens on bytes, before UTF-8 decoding, so a fold that splits
//! a multi-byte character (as some writers do) joins back into a valid one.
//! Tolerated, because real files do it: LF or CRLF line ends, a UTF-8 BOM,
//! lowercase names, blank lines, tabs as fold markers. Anything else that
//! does not parse is reported with its line number, never guessed at.

use std::fmt;

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

/// A property parameter: `TZID=Europe/Paris`, `MEMBER="a","b"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    pub name: String,
    pub values: Vec<String>,
}

impl ContentLine {
    /// The first value of parameter `name` (upper-case).
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.values.first())
            .map(String::as_str)
    }
}

/// Something in a file that could not be read, at a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub what: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

/// Splits `bytes` into unfolded content lines. Lines that cannot be read
/// are left out and reported.
pub fn content_lines(bytes: &[u8]) -> (Vec<ContentLine>, Vec<Problem>) {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut lines = Vec::new();
    let mut problems = Vec::new();
    // (first line number, unfolded bytes) of the logical line being built.
    let mut current: Option<(usize, Vec<u8>)> = None;
    for (index, physical) in physical_lines(bytes).enumerate() {
        let number = index + 1;
        if let Some(rest) = physical
            .strip_prefix(b" ")
            .or_else(|| physical.strip_prefix(b"\t"))
        {
            match &mut current {
                Some((_, logical)) => {
                    logical.extend_from_slice(rest);
                    continue;
                }
                None => {
                    problems.push(Problem {
                        line: number,
                        what: "a continuation line with nothing to continue".into(),
                    });
                    continue;
                }
            }
        }
        if let Some((start, logical)) = current.take() {
            finish(start, &logical, &mut lines, &mut problems);
        }
        if physical.iter().all(|b| b.is_ascii_whitespace()) {
            continue;
        }
        current = Some((number, physical.to_vec()));
    }
    if let Some((start, logical)) = current.take() {
        finish(start, &logical, &mut lines, &mut problems);
    }
    (lines, problems)
}

/// Lines ended by LF, CRLF, or (invalid, but seen) a lone CR.
fn physical_lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = bytes;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = rest.iter().position(|&b| b == b'\n' || b == b'\r');
        let (line, next) = match end {
            None => (rest, &rest[rest.len()..]),
            Some(i) if rest[i] == b'\r' && rest.get(i + 1) == Some(&b'\n') => {
                (&rest[..i], &rest[i + 2..])
            }
            Some(i) => (&rest[..i], &rest[i + 1..]),
        };
        rest = next;
        Some(line)
    })
}

fn finish(line: usize, bytes: &[u8], out: &mut Vec<ContentLine>, problems: &mut Vec<Problem>) {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => {
            problems.push(Problem {
                line,
                what: "not valid UTF-8 (the line was left out)".into(),
            });
            return;
        }
    };
    match parse_line(&text) {
        Ok((name, params, value)) => out.push(ContentLine {
            name,
            params,
            value,
            raw: text,
            line,
        }),
        Err(what) => problems.push(Problem { line, what }),
    }
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

/// `NAME *(";" param) ":" value`.
fn parse_line(text: &str) -> Result<(String, Vec<Param>, String), String> {
    let name_end = text
        .find(|c: char| !is_name_char(c))
        .ok_or_else(|| format!("{:?} has no ':' and value", short(text)))?;
    let name = &text[..name_end];
    if name.is_empty() {
        return Err(format!("{:?} has no property name", short(text)));
    }
    let mut rest = &text[name_end..];
    let mut params = Vec::new();
    while let Some(after) = rest.strip_prefix(';') {
        let (param, remaining) = parse_param(after)
            .ok_or_else(|| format!("{name}: a malformed parameter in {:?}", short(text)))?;
        params.push(param);
        rest = remaining;
    }
    let value = rest
        .strip_prefix(':')
        .ok_or_else(|| format!("{name}: expected ':' before the value in {:?}", short(text)))?;
    if value.chars().any(|c| c.is_control() && c != '\t') {
        return Err(format!("{name}: the value holds control characters"));
    }
    Ok((name.to_ascii_uppercase(), params, value.to_owned()))
}

/// `NAME "=" value *("," value)`, returning what follows it.
fn parse_param(text: &str) -> Option<(Param, &str)> {
    let name_end = text.find(|c: char| !is_name_char(c))?;
    let name = &text[..name_end];
    let mut rest = text[name_end..].strip_prefix('=')?;
    if name.is_empty() {
        return None;
    }
    let mut values = Vec::new();
    loop {
        let (value, remaining) = if let Some(quoted) = rest.strip_prefix('"') {
            let close = quoted.find('"')?;
            (&quoted[..close], &quoted[close + 1..])
        } else {
            let end = rest.find([',', ';', ':'])?;
            if rest[..end].contains('"') {
                return None;
            }
            (&rest[..end], &rest[end..])
        };
        if value.chars().any(|c| c.is_control() && c != '\t') {
            return None;
        }
        values.push(rfc6868_decode(value));
        rest = remaining;
        match rest.strip_prefix(',') {
            Some(more) => rest = more,
            None => break,
        }
    }
    Some((
        Param {
            name: name.to_ascii_uppercase(),
            values,
        },
        rest,
    ))
}

/// RFC 6868: `^n` newline, `^'` double quote, `^^` caret; any other `^` is
/// kept as it is.
fn rfc6868_decode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '^' {
            match chars.peek() {
                Some('n') => {
                    out.push('\n');
                    chars.next();
                }
                Some('\'') => {
                    out.push('"');
                    chars.next();
                }
                Some('^') => {
                    out.push('^');
                    chars.next();
                }
                _ => out.push('^'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn short(text: &str) -> String {
    text.chars().take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unfolds_on_bytes_and_reads_parameters() {
        // "é" is C3 A9: the fold splits it.
        let file = b"BEGIN:VEVENT\r\nSUMMARY:caf\xC3\r\n \xA9 ok\r\nattendee;CN=\"Doe, J\";ROLE=CHAIR:mailto:j@x\nX-A;X-P=a^nb^'c^^d^x:v\n\nEND:VEVENT";
        let (lines, problems) = content_lines(file);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(lines[1].value, "café ok");
        assert_eq!(lines[2].name, "ATTENDEE");
        assert_eq!(lines[2].param("CN"), Some("Doe, J"));
        assert_eq!(lines[2].value, "mailto:j@x");
        assert_eq!(lines[3].param("X-P"), Some("a\nb\"c^d^x"));
        assert_eq!(lines[4].line, 7);
    }

    #[test]
    fn reports_lines_it_cannot_read() {
        let (lines, problems) =
            content_lines(b" orphan\nBEGIN:VEVENT\nJUSTTEXT\nBAD;P:x\nOK:\xFF\nEND:VEVENT\n");
        assert_eq!(lines.len(), 2);
        let at: Vec<usize> = problems.iter().map(|p| p.line).collect();
        assert_eq!(at, [1, 3, 4, 5]);
    }
}
