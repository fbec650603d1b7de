//! Content lines → a tree of components (`BEGIN:X` … `END:X`).

use super::lines::{ContentLine, Problem};

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

/// Builds the component tree. Top-level components are returned as found:
/// VCALENDARs, or bare VEVENTs in files without the wrapper. A component
/// the file never ends is closed at the end of the file and reported;
/// an END that matches nothing open is reported and ignored; properties
/// outside any component are reported and ignored.
pub fn components(lines: Vec<ContentLine>, problems: &mut Vec<Problem>) -> Vec<Component> {
    let mut top = Vec::new();
    let mut stack: Vec<Component> = Vec::new();
    let mut last_line = 0;
    for line in lines {
        last_line = line.line;
        match line.name.as_str() {
            "BEGIN" => stack.push(Component {
                name: line.value.trim().to_ascii_uppercase(),
                properties: Vec::new(),
                children: Vec::new(),
                line: line.line,
                ended: false,
            }),
            "END" => {
                let name = line.value.trim().to_ascii_uppercase();
                match stack.iter().rposition(|c| c.name == name) {
                    Some(at) => {
                        // Components opened inside it and never ended.
                        while stack.len() > at + 1 {
                            let unclosed = stack.pop().expect("non-empty");
                            problems.push(Problem {
                                line: unclosed.line,
                                what: format!(
                                    "{} is never ended (END:{name} closes it)",
                                    unclosed.name
                                ),
                            });
                            attach(unclosed, &mut stack, &mut top);
                        }
                        let mut done = stack.pop().expect("found above");
                        done.ended = true;
                        attach(done, &mut stack, &mut top);
                    }
                    None => problems.push(Problem {
                        line: line.line,
                        what: format!("END:{name} without a BEGIN:{name}"),
                    }),
                }
            }
            _ => match stack.last_mut() {
                Some(open) => open.properties.push(line),
                None => problems.push(Problem {
                    line: line.line,
                    what: format!("{} outside any component", line.name),
                }),
            },
        }
    }
    while let Some(unclosed) = stack.pop() {
        problems.push(Problem {
            line: last_line,
            what: format!(
                "{} begun at line {} is never ended",
                unclosed.name, unclosed.line
            ),
        });
        attach(unclosed, &mut stack, &mut top);
    }
    top
}

fn attach(done: Component, stack: &mut [Component], top: &mut Vec<Component>) {
    match stack.last_mut() {
        Some(parent) => parent.children.push(done),
        None => top.push(done),
    }
}
