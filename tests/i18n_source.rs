//! No words a person reads are written into the window's, the command
//! line's or sync's code: each comes from a message (`fl!`). A scan of
//! `src/ui`, `src/cli` and `src/sync` (outside tests) for string
//! literals that look like words — a capitalized word ("Save") or two
//! words ("no events") — anywhere but in calls that are for programs, not
//! people (log lines, ids, panics). A literal passed to `text(…)`,
//! `button(…)`, a placeholder, a helper that draws a label, or returned
//! from a function that names something for the screen all fail here. A
//! literal for a program that happens to read like a word (a D-Bus method
//! name) is marked `// i18n: not words` on its line.

use std::path::{Path, PathBuf};

/// Calls whose string arguments are not read by a person.
const FOR_PROGRAMS: &[&str] = &[
    "fl!",
    "log::trace!",
    "log::debug!",
    "log::info!",
    "log::warn!",
    "log::error!",
    "trace!",
    "debug!",
    "info!",
    "warn!",
    "error!",
    "expect",
    "panic!",
    "unreachable!",
    "assert!",
    "assert_eq!",
    "debug_assert!",
    "Id::new",
    "with_name",
    "env::var",
    "var",
    "var_os",
    "setting",
    "set_setting",
    "concat!",
    "include_bytes!",
    "include_str!",
    // The window's diagnostics on stderr are log lines.
    "eprintln!",
    // D-Bus method names.
    "call_method",
    "call",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether a literal reads as words for a person.
fn looks_like_words(s: &str) -> bool {
    // Placeholders and their contents are not words.
    let mut plain = String::new();
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    // Dotted and slashed names (app ids, D-Bus names, paths) and Rust
    // paths (`Vec::is_empty` in a serde attribute) are not words.
    if !s.contains(char::is_whitespace) && (s.contains(['.', '/']) || s.contains("::")) {
        return false;
    }
    let words: Vec<&str> = plain
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let capitalized = words.iter().any(|w| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase)
            && w.chars().count() >= 3
            && cs.all(char::is_lowercase)
    });
    let two_words = plain
        .split_whitespace()
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count()
        >= 2;
    // A format string with a word in it ("{} more") is a sentence too.
    let sentence = s.contains('{') && words.iter().any(|w| w.chars().count() >= 2);
    capitalized || two_words || sentence
}

/// A call being read: the path written before its `(`.
struct Frame {
    callee: String,
}

/// `(line, literal, the calls around it, innermost last)` for every string
/// literal in `code`, skipping comments and char literals.
fn literals(code: &str) -> Vec<(usize, String, Vec<String>)> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // The identifier path just before the cursor (for `foo::bar!(`).
    let mut path = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
        }
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                if chars[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('a', '\n', '\u{..}'), or a lifetime.
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                continue;
            }
            i += 1;
            continue;
        }
        let raw =
            c == 'r' && (next == Some('"') || next == Some('#')) && !path_char_before(&chars, i);
        if c == '"' || raw {
            let start_line = line;
            let mut hashes = 0;
            let mut j = i;
            if raw {
                j += 1;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) != Some(&'"') {
                    path.push(c);
                    i += 1;
                    continue;
                }
            }
            j += 1;
            let mut text = String::new();
            while let Some(&d) = chars.get(j) {
                if d == '\n' {
                    line += 1;
                }
                if !raw && d == '\\' {
                    if let Some(&e) = chars.get(j + 1) {
                        text.push(match e {
                            'n' => '\n',
                            other => other,
                        });
                    }
                    j += 2;
                    continue;
                }
                if d == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                text.push(d);
                j += 1;
            }
            out.push((
                start_line,
                text,
                stack.iter().map(|f| f.callee.clone()).collect(),
            ));
            path.clear();
            i = j;
            continue;
        }
        if c.is_alphanumeric() || c == '_' || c == ':' || c == '!' {
            path.push(c);
        } else if c == '(' || c == '[' || c == '{' {
            stack.push(Frame {
                callee: if c == '(' {
                    path.clone()
                } else {
                    String::new()
                },
            });
            path.clear();
        } else if c == ')' || c == ']' || c == '}' {
            stack.pop();
            path.clear();
        } else if !c.is_whitespace() {
            // `.`, operators and the like end a path.
            path.clear();
        }
        i += 1;
    }
    out
}

fn path_char_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

fn for_programs(callee: &str) -> bool {
    FOR_PROGRAMS
        .iter()
        .any(|p| callee == *p || callee.ends_with(&format!("::{p}")))
}

#[test]
fn no_words_are_written_into_the_window_or_the_command_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/ui"), &mut files);
    rust_files(&root.join("src/cli"), &mut files);
    rust_files(&root.join("src/sync"), &mut files);
    files.sort();
    assert!(
        files.len() > 50,
        "the window's, the command line's and sync's sources"
    );
    let mut found = Vec::new();
    for file in &files {
        // Unit test modules (tests.rs, tests_*.rs, *_tests.rs) assert
        // English output.
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name == "tests.rs" || name.starts_with("tests_") || name.ends_with("_tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        // Unit tests at the end of a file assert English output.
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let lines: Vec<&str> = code.lines().collect();
        for (line, literal, calls) in literals(code) {
            if calls.iter().any(|c| for_programs(c)) || !looks_like_words(&literal) {
                continue;
            }
            // A name for a program that reads like a word says so.
            if lines
                .get(line - 1)
                .is_some_and(|l| l.contains("// i18n: not words"))
            {
                continue;
            }
            let name = file.strip_prefix(root).unwrap().display();
            found.push(format!("{name}:{line}: {literal:?}"));
        }
    }
    assert!(
        found.is_empty(),
        "{} literal words in src/ui, src/cli and src/sync; put them in i18n/en-US/kairos.ftl and use fl!:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_words_and_only_words() {
    assert!(looks_like_words("Save"));
    assert!(looks_like_words("no events"));
    assert!(looks_like_words("Imported {count} events"));
    assert!(looks_like_words("{} more"));
    assert!(!looks_like_words("{} – {}"));
    assert!(!looks_like_words("editor-title"));
    assert!(!looks_like_words("system"));
    assert!(!looks_like_words("#3584e4"));
    assert!(!looks_like_words("org.freedesktop.portal.Desktop"));
    assert!(!looks_like_words("Vec::is_empty"));
    let code = r#"
        // text("In a comment")
        let a = text("Save");
        log::warn!("cannot save: {e}");
        let b = button(text(fl!("action-save")));
        let c = '"';
        let d = format!("{} more", n);
    "#;
    let words: Vec<(usize, String)> = literals(code)
        .into_iter()
        .filter(|(_, l, calls)| !calls.iter().any(|c| for_programs(c)) && looks_like_words(l))
        .map(|(line, l, _)| (line, l))
        .collect();
    assert_eq!(words, [(3, "Save".to_owned()), (7, "{} more".to_owned())]);
}

/// Month and weekday names come from a `date-…` pattern through
/// `i18n::dates::format`: chrono's own `format("%B")` is always English.
#[test]
fn no_english_month_or_weekday_names_in_the_window() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/ui"), &mut files);
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for (line, literal, calls) in literals(code) {
            let names = ["%A", "%a", "%B", "%b"].iter().any(|n| literal.contains(n));
            if names && calls.iter().any(|c| c.ends_with("format")) {
                let name = file.strip_prefix(root).unwrap().display();
                found.push(format!("{name}:{line}: {literal:?}"));
            }
        }
    }
    assert!(found.is_empty(), "English names:\n{}", found.join("\n"));
}
