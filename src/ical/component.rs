//! Content lines → components (`BEGIN:X` … `END:X`), each handed on with
//! its tree as it ends.

use std::collections::VecDeque;

use super::lines::{ContentLine, Problem};
use super::reason::Reason;
use super::unfold::LineReader;

/// A component: its properties and sub-components, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Component {
    /// Upper-cased name (`VEVENT`, `VTIMEZONE`, `STANDARD`, `VALARM`).
    pub name: String,
    pub properties: Vec<ContentLine>,
    pub children: Vec<Component>,
    /// The line of its `BEGIN`.
    pub line: usize,
    /// Whether its `END` was found (a truncated file leaves the last
    /// components open; their contents may be incomplete).
    pub ended: bool,
}

impl Component {
    /// The first property called `name`.
    pub fn property(&self, name: &str) -> Option<&ContentLine> {
        self.properties.iter().find(|p| p.name == name)
    }

    /// Every property called `name`.
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a ContentLine> + 'a {
        self.properties.iter().filter(move |p| p.name == name)
    }
}

/// Where a component was found: in the n-th top-level VCALENDAR (TZIDs are
/// defined per VCALENDAR), or outside any (files without the wrapper).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    Calendar(usize),
    Bare,
}

/// A component (with what it holds) larger than this is left out with a
/// problem: no event needs it, and reading it must not cost a file's size.
pub const MAX_COMPONENT: usize = 16 << 20;

/// Components as they end, read from content lines: each child of a
/// top-level VCALENDAR, and each top-level component outside one, with its
/// whole tree. A component the file never ends is closed at the end of the
/// file and reported; an END that matches nothing open is reported and
/// ignored; properties outside any component are reported and ignored.
/// Problems go to the line reader's.
pub struct ComponentReader<'a> {
    pub lines: LineReader<'a>,
    stack: Vec<Component>,
    calendars: usize,
    last_line: usize,
    ready: VecDeque<(Scope, Component)>,
    /// Bytes the component being read holds so far.
    size: usize,
    /// The first VCALENDAR's METHOD (upper case): an iTIP message's.
    method: Option<String>,
}

impl<'a> ComponentReader<'a> {
    pub fn new(lines: LineReader<'a>) -> ComponentReader<'a> {
        ComponentReader {
            lines,
            stack: Vec::new(),
            calendars: 0,
            last_line: 0,
            ready: VecDeque::new(),
            size: 0,
            method: None,
        }
    }

    /// How many top-level VCALENDARs have begun.
    pub fn calendars(&self) -> usize {
        self.calendars
    }

    /// The METHOD of the first VCALENDAR read so far (upper case): an
    /// iTIP message's (RFC 5546), which writers put before its components.
    pub fn method(&self) -> Option<&str> {
        self.method.as_deref()
    }

    /// Where in the stack the component being read (the one to hand on)
    /// is.
    fn item(&self) -> usize {
        usize::from(self.stack.first().is_some_and(|c| c.name == "VCALENDAR"))
    }

    fn scope(&self) -> Scope {
        match self.item() {
            1 => Scope::Calendar(self.calendars - 1),
            _ => Scope::Bare,
        }
    }

    fn take_line(&mut self, line: ContentLine) {
        self.last_line = line.line;
        match line.name.as_str() {
            "BEGIN" => {
                let name = line.value.trim().to_ascii_uppercase();
                if self.stack.is_empty() && name == "VCALENDAR" {
                    self.calendars += 1;
                }
                if self.stack.len() == self.item() {
                    self.size = 0;
                }
                self.size += line.raw.len();
                self.stack.push(Component {
                    name,
                    properties: Vec::new(),
                    children: Vec::new(),
                    line: line.line,
                    ended: false,
                });
            }
            "END" => {
                let name = line.value.trim().to_ascii_uppercase();
                match self.stack.iter().rposition(|c| c.name == name) {
                    Some(at) => {
                        // Components opened inside it and never ended.
                        while self.stack.len() > at + 1 {
                            let unclosed = self.stack.pop().expect("non-empty");
                            self.lines.problems.push(Problem {
                                line: unclosed.line,
                                what: Reason::NeverEndedClosedBy {
                                    component: unclosed.name.clone(),
                                    by: name.clone(),
                                },
                            });
                            self.attach(unclosed);
                        }
                        let mut done = self.stack.pop().expect("found above");
                        done.ended = true;
                        self.attach(done);
                    }
                    None => self.lines.problems.push(Problem {
                        line: line.line,
                        what: Reason::EndWithoutBegin { name },
                    }),
                }
            }
            _ => {
                let item = self.item();
                let depth = self.stack.len();
                match self.stack.last_mut() {
                    // A VCALENDAR's own properties are of no use to import,
                    // but for the METHOD of an iTIP message.
                    Some(_) if depth == item => {
                        if line.name == "METHOD" && self.calendars == 1 && self.method.is_none() {
                            self.method = Some(line.value.trim().to_ascii_uppercase());
                        }
                    }
                    Some(open) => {
                        self.size += line.raw.len() + line.value.len();
                        if self.size <= MAX_COMPONENT {
                            open.properties.push(line);
                        }
                    }
                    None => self.lines.problems.push(Problem {
                        line: line.line,
                        what: Reason::OutsideComponent { name: line.name },
                    }),
                }
            }
        }
    }

    /// Puts `done` in its parent, or hands it on if it is an item.
    fn attach(&mut self, done: Component) {
        let item = self.item();
        if self.stack.len() > item {
            let parent = self.stack.last_mut().expect("non-empty");
            parent.children.push(done);
        } else if self.stack.is_empty() && done.name == "VCALENDAR" {
            // Its children were handed on as they ended.
        } else if self.size > MAX_COMPONENT {
            self.lines.problems.push(Problem {
                line: done.line,
                what: Reason::TooBig {
                    component: done.name.clone(),
                    mib: MAX_COMPONENT >> 20,
                },
            });
        } else {
            self.ready.push_back((self.scope(), done));
        }
    }
}

impl Iterator for ComponentReader<'_> {
    type Item = (Scope, Component);

    fn next(&mut self) -> Option<(Scope, Component)> {
        while self.ready.is_empty() {
            match self.lines.next() {
                Some(line) => self.take_line(line),
                None => {
                    let unclosed = self.stack.pop()?;
                    self.lines.problems.push(Problem {
                        line: self.last_line,
                        what: Reason::NeverEnded {
                            component: unclosed.name.clone(),
                            begun: unclosed.line,
                        },
                    });
                    self.attach(unclosed);
                }
            }
        }
        self.ready.pop_front()
    }
}

/// Every component of `text` (see [`ComponentReader`]).
#[cfg(test)]
pub fn components(text: &[u8]) -> Vec<Component> {
    ComponentReader::new(LineReader::new(text))
        .map(|(_, c)| c)
        .collect()
}
