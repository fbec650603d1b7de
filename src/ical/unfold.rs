//! Content lines read from a stream, a line at a time: a file of any size
//! costs the memory of its longest line.
//!
//! Unfolding happens on bytes, before UTF-8 decoding, so a fold that splits
//! a multi-byte character (as some writers do) joins back into a valid one.
//! Tolerated, because real files do it: LF, CRLF or lone CR line ends, a
//! UTF-8 BOM, a UTF-16 file with its BOM, blank lines, tabs as fold
//! markers.

use std::io::{BufRead, Read};

use super::lines::{take, windows_1252_note, ContentLine, Problem};
use super::reason::Reason;

/// A logical line (unfolded) longer than this is left out with a problem:
/// no calendar property needs it, and a file of one endless line must not
/// cost its size in memory.
pub const MAX_LINE: usize = 4 << 20;

/// Unfolded, parsed content lines of a stream, in order; what could not be
/// read is in `problems`, how the text was decoded in `notes`.
pub struct LineReader<'a> {
    input: Box<dyn BufRead + 'a>,
    /// Physical lines read so far.
    number: usize,
    /// (first line number, unfolded bytes, too long) of the logical line
    /// being built.
    current: Option<(usize, Vec<u8>, bool)>,
    /// Lines parsed; the last may still take a bare line of its text.
    held: Vec<ContentLine>,
    pub problems: Vec<Problem>,
    pub notes: Vec<Problem>,
    /// Lines read as Windows-1252 (the first few), and how many.
    windows_1252: Vec<usize>,
    windows_1252_count: usize,
    /// The stream failed: what is read so far is all there is.
    pub error: Option<std::io::Error>,
    ended: bool,
}

impl<'a> LineReader<'a> {
    pub fn new(input: impl BufRead + 'a) -> LineReader<'a> {
        let mut input: Box<dyn BufRead + 'a> = Box::new(input);
        // The first three bytes, however few each read gives: a byte-order
        // mark says how the rest is encoded.
        let mut head = Vec::with_capacity(3);
        let mut byte = [0; 1];
        while head.len() < 3 {
            match input.read(&mut byte) {
                Ok(0) => break,
                Ok(_) => head.push(byte[0]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                // Met again, and kept, by the first line's read.
                Err(_) => break,
            }
        }
        let mut notes = Vec::new();
        let utf16 = match head.get(..2) {
            Some([0xFF, 0xFE]) => Some(true),
            Some([0xFE, 0xFF]) => Some(false),
            _ => None,
        };
        let input: Box<dyn BufRead + 'a> = if let Some(little_endian) = utf16 {
            let rest = std::io::Cursor::new(head[2..].to_vec()).chain(input);
            notes.push(Problem {
                line: 1,
                what: Reason::Utf16,
            });
            Box::new(std::io::BufReader::new(Utf16 {
                chars: char::decode_utf16(Units {
                    input: Box::new(rest),
                    little_endian,
                }),
                stash: [0; 4],
                stashed: 0..0,
            }))
        } else if head == b"\xEF\xBB\xBF" {
            input
        } else {
            Box::new(std::io::Cursor::new(head).chain(input))
        };
        LineReader {
            input,
            number: 0,
            current: None,
            held: Vec::new(),
            problems: Vec::new(),
            notes,
            windows_1252: Vec::new(),
            windows_1252_count: 0,
            error: None,
            ended: false,
        }
    }

    /// The next physical line (ended by LF, CRLF, or a lone CR), and
    /// whether it was cut at [`MAX_LINE`]; `None` at the end.
    fn physical(&mut self) -> Option<(Vec<u8>, bool)> {
        let mut line = Vec::new();
        let mut too_long = false;
        let mut any = false;
        let mut keep = |line: &mut Vec<u8>, bytes: &[u8]| {
            let room = MAX_LINE.saturating_sub(line.len());
            too_long |= bytes.len() > room;
            line.extend_from_slice(&bytes[..bytes.len().min(room)]);
        };
        loop {
            let buf = match self.input.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.error = Some(e);
                    break;
                }
            };
            if buf.is_empty() {
                break;
            }
            any = true;
            match buf.iter().position(|&b| b == b'\n' || b == b'\r') {
                Some(i) => {
                    let cr = buf[i] == b'\r';
                    keep(&mut line, &buf[..i]);
                    self.input.consume(i + 1);
                    if cr
                        && self
                            .input
                            .fill_buf()
                            .is_ok_and(|b| b.first() == Some(&b'\n'))
                    {
                        self.input.consume(1);
                    }
                    return Some((line, too_long));
                }
                None => {
                    let n = buf.len();
                    keep(&mut line, buf);
                    self.input.consume(n);
                }
            }
        }
        any.then_some((line, too_long))
    }

    /// Parses the logical line being built (if any) into `held`.
    fn finish_current(&mut self) {
        let Some((start, logical, too_long)) = self.current.take() else {
            return;
        };
        if too_long {
            self.problems.push(Problem {
                line: start,
                what: Reason::LineTooLong {
                    mib: MAX_LINE >> 20,
                },
            });
            return;
        }
        let mut windows_1252 = Vec::new();
        take(
            start,
            &logical,
            &mut self.held,
            &mut self.problems,
            &mut self.notes,
            &mut windows_1252,
        );
        self.windows_1252_count += windows_1252.len();
        if self.windows_1252.len() < 10 {
            self.windows_1252.extend(windows_1252);
        }
    }

    /// Reads physical lines until a parsed line is final (or the end).
    fn advance(&mut self) {
        while self.held.len() < 2 {
            let Some((physical, too_long)) = self.physical() else {
                self.finish_current();
                if let Some(note) = windows_1252_note(&self.windows_1252, self.windows_1252_count) {
                    self.notes.push(note);
                }
                self.ended = true;
                return;
            };
            self.number += 1;
            let number = self.number;
            if let Some(rest) = physical
                .strip_prefix(b" ")
                .or_else(|| physical.strip_prefix(b"\t"))
            {
                match &mut self.current {
                    Some((_, logical, long)) => {
                        let room = MAX_LINE.saturating_sub(logical.len());
                        *long |= too_long || rest.len() > room;
                        logical.extend_from_slice(&rest[..rest.len().min(room)]);
                    }
                    None => self.problems.push(Problem {
                        line: number,
                        what: Reason::OrphanContinuation,
                    }),
                }
                continue;
            }
            self.finish_current();
            if physical.iter().all(|b| b.is_ascii_whitespace()) && !too_long {
                continue;
            }
            self.current = Some((number, physical, too_long));
        }
    }
}

impl Iterator for LineReader<'_> {
    type Item = ContentLine;

    fn next(&mut self) -> Option<ContentLine> {
        if !self.ended {
            self.advance();
        }
        if self.held.len() >= 2 || (self.ended && !self.held.is_empty()) {
            Some(self.held.remove(0))
        } else {
            None
        }
    }
}

/// UTF-16 code units of a stream (an odd last byte is dropped).
struct Units<'a> {
    input: Box<dyn BufRead + 'a>,
    little_endian: bool,
}

impl Iterator for Units<'_> {
    type Item = u16;

    fn next(&mut self) -> Option<u16> {
        let mut pair = [0; 2];
        self.input.read_exact(&mut pair).ok()?;
        Some(if self.little_endian {
            u16::from_le_bytes(pair)
        } else {
            u16::from_be_bytes(pair)
        })
    }
}

/// A UTF-16 stream as UTF-8 bytes (unpaired surrogates as U+FFFD).
struct Utf16<'a> {
    chars: std::char::DecodeUtf16<Units<'a>>,
    stash: [u8; 4],
    stashed: std::ops::Range<usize>,
}

impl Read for Utf16<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let mut n = 0;
        while n < buf.len() {
            if let Some(i) = self.stashed.next() {
                buf[n] = self.stash[i];
                n += 1;
                continue;
            }
            let Some(c) = self.chars.next() else {
                break;
            };
            let c = c.unwrap_or(char::REPLACEMENT_CHARACTER);
            self.stashed = 0..c.encode_utf8(&mut self.stash).len();
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ical::reason::Reason;

    /// Splits `bytes` into unfolded content lines. Lines that cannot be read
    /// are left out and reported.
    fn content_lines(bytes: &[u8]) -> (Vec<ContentLine>, Vec<Problem>) {
        let (lines, problems, _) = read_lines(bytes);
        (lines, problems)
    }

    /// [`content_lines`], with notes on how the text was decoded (see
    /// [`LineReader`]).
    fn read_lines(bytes: &[u8]) -> (Vec<ContentLine>, Vec<Problem>, Vec<Problem>) {
        let mut reader = LineReader::new(bytes);
        let lines: Vec<ContentLine> = reader.by_ref().collect();
        (lines, reader.problems, reader.notes)
    }

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
        assert_eq!(lines.len(), 3);
        let at: Vec<usize> = problems.iter().map(|p| p.line).collect();
        assert_eq!(at, [1, 3, 4]);
    }

    /// A byte that is not UTF-8 makes its line Windows-1252 (0x80–0x9F
    /// included), noted by line; UTF-16 with a byte-order mark is decoded.
    #[test]
    fn reads_windows_1252_lines_and_utf16_files() {
        let (lines, problems, notes) = read_lines(b"A:ok\nB:\x80 \x93x\x94 \xe9\nC:\xff\n");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(lines[1].value, "€ “x” é");
        assert_eq!(lines[2].value, "ÿ");
        assert_eq!(notes.len(), 1);
        assert!(
            notes[0].what.to_string().contains("lines 2, 3"),
            "{}",
            notes[0].what
        );

        let mut utf16 = vec![0xFF, 0xFE];
        utf16.extend("X:é€\r\n".encode_utf16().flat_map(u16::to_le_bytes));
        let (lines, _, notes) = read_lines(&utf16);
        assert_eq!(lines[0].value, "é€");
        assert_eq!(notes[0].what, Reason::Utf16);
    }

    /// (line, name, value) of each line; the problems; the notes.
    type Read = (Vec<(usize, String, String)>, Vec<Problem>, Vec<Problem>);

    fn read(input: impl BufRead) -> Read {
        let mut reader = LineReader::new(input);
        let lines = reader.by_ref().map(|l| (l.line, l.name, l.value)).collect();
        (lines, reader.problems, reader.notes)
    }

    /// Line ends of every kind, folds by space and tab, a fold inside a
    /// multi-byte character, a BOM: read the same whatever the reader's
    /// buffer size (a CRLF or a character split between two reads).
    #[test]
    fn lines_read_the_same_through_any_buffer() {
        let text: &[u8] =
            b"\xEF\xBB\xBFBEGIN:VEVENT\r\nSUMMARY:caf\xC3\r\n \xA9\rX-A:1\nX-B:2\r\n\tgo\r\n\r\nEND:VEVENT";
        let whole = read(text);
        assert_eq!(
            whole.0,
            [
                (1, "BEGIN".into(), "VEVENT".into()),
                (2, "SUMMARY".into(), "café".into()),
                (4, "X-A".into(), "1".into()),
                (5, "X-B".into(), "2go".into()),
                (8, "END".into(), "VEVENT".into()),
            ]
        );
        for capacity in 1..8 {
            assert_eq!(
                read(std::io::BufReader::with_capacity(capacity, text)),
                whole,
                "{capacity}"
            );
        }
    }

    /// Big-endian UTF-16 is decoded as it is read; an unpaired surrogate
    /// becomes U+FFFD.
    #[test]
    fn utf16_big_endian_is_decoded_as_it_is_read() {
        let mut bytes = vec![0xFE, 0xFF];
        bytes.extend("X:é€𝄞\r\nY:".encode_utf16().flat_map(u16::to_be_bytes));
        bytes.extend([0xD8, 0x00, 0x00, 0x41]);
        let (lines, problems, notes) = read(std::io::BufReader::with_capacity(3, &bytes[..]));
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(lines[0].2, "é€𝄞");
        assert_eq!(lines[1].2, "\u{FFFD}A");
        assert_eq!(notes[0].what, Reason::Utf16);
    }

    /// A line past [`MAX_LINE`] (folded or not) is left out, reported at
    /// its first line; the lines around it are read.
    #[test]
    fn a_line_too_long_is_left_out() {
        let mut text = b"A:1\r\nB:".to_vec();
        text.extend(std::iter::repeat_n(b'x', MAX_LINE / 2));
        text.extend(b"\r\n ");
        text.extend(std::iter::repeat_n(b'x', MAX_LINE / 2));
        text.extend(b"\r\nC:3\r\n");
        let (lines, problems, _) = read(&text[..]);
        let names: Vec<&str> = lines.iter().map(|l| l.1.as_str()).collect();
        assert_eq!(names, ["A", "C"]);
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].line, 2);
        assert_eq!(problems[0].what, Reason::LineTooLong { mib: 4 });
    }
}
