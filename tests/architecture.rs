//! The dependency rules of ARCHITECTURE.md, checked on the source text: the
//! core never imports a layer above it, nothing outside `src/ui` imports
//! iced, a screen never sees the app, and widgets and the theme never see a
//! screen. Comments and literals are skipped, `use` trees are flattened and
//! `super::` paths resolved, so a rule cannot be dodged by the spelling.

use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first. A module may use its own layer and those below.
const LAYERS: &[&[&str]] = &[
    &["model", "private", "i18n"],
    &["recur"],
    &["store", "ical"],
    &[
        "remind",
        "layout",
        "draft",
        "transfer",
        "mail",
        "sync",
        "instance",
        "viewer_zone",
    ],
    &["service", "a11y"],
    &["ui", "cli"],
];

fn level(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// Paths named in the code: (line number, segments).
type Found = Vec<(usize, Vec<String>)>;

/// A rule: why a path, written in a file, breaks it (`None`: it does not).
type Rule<'a> = &'a dyn Fn(&Source, &[String]) -> Option<String>;

/// One source file: its path from the package root, its module path, its
/// lines, and every path its code names.
struct Source {
    file: String,
    module: Vec<String>,
    lines: Vec<String>,
    paths: Found,
}

impl Source {
    fn parse(file: &str, text: &str) -> Source {
        let name = file.trim_start_matches("src/").trim_end_matches(".rs");
        let module = name
            .split('/')
            .filter(|s| !["mod", "lib", "main"].contains(s));
        let module: Vec<String> = module.map(str::to_owned).collect();
        let (file, lines) = (file.to_owned(), text.lines().map(str::to_owned).collect());
        let paths = paths(&tokens(text), &module);
        Source {
            file,
            module,
            lines,
            paths,
        }
    }

    fn under(&self, dir: &str) -> bool {
        self.file.starts_with(dir)
    }
}

fn word_char(ch: &char) -> bool {
    ch.is_alphanumeric() || *ch == '_'
}

fn is_word(tok: Option<&str>) -> bool {
    tok.is_some_and(|t| t.starts_with(|ch| word_char(&ch)))
}

/// The words and punctuation of the code, each with its line; comments,
/// strings and char literals are skipped.
fn tokens(text: &str) -> Vec<(usize, String)> {
    let c: Vec<char> = text.chars().collect();
    let breaks: Vec<usize> = (0..c.len()).filter(|&k| c[k] == '\n').collect();
    let line = |k: usize| breaks.partition_point(|&b| b < k) + 1;
    let find = |from: usize, pat: &[char]| {
        let at = (from..c.len()).find(|&k| c[k..].starts_with(pat));
        at.map_or(c.len(), |k| k + pat.len())
    };
    let (mut out, mut i) = (Vec::new(), 0);
    while i < c.len() {
        let hashes = c[i + 1..].iter().take_while(|&&h| h == '#').count();
        let len = c[i..].iter().take_while(|ch| word_char(ch)).count();
        i = match (c[i], c.get(i + 1), c.get(i + 2)) {
            ('/', Some('/'), _) => find(i, &['\n']),
            ('/', Some('*'), _) => find(i + 2, &['*', '/']),
            ('r', ..) if c.get(i + 1 + hashes) == Some(&'"') => {
                let close: Vec<char> = std::iter::once('"').chain(vec!['#'; hashes]).collect();
                find(i + hashes + 2, &close)
            }
            ('"', ..) => {
                let mut k = i + 1;
                while k < c.len() && c[k] != '"' {
                    k += if c[k] == '\\' { 2 } else { 1 };
                }
                k + 1
            }
            ('\'', Some('\\'), _) => find(i + 3, &['\'']),
            ('\'', _, Some('\'')) => i + 3,
            (ch, ..) if ch.is_whitespace() => i + 1,
            (ch, next, _) => {
                let len = match (ch, next) {
                    (':', Some(':')) => 2,
                    _ => len.max(1),
                };
                out.push((line(i), c[i..i + len].iter().collect()));
                i + len
            }
        };
    }
    out
}

/// Every path the tokens name, `use` trees flattened, resolved against the
/// module (inline ones included) when they start with `self` or `super`.
fn paths(toks: &[(usize, String)], module: &[String]) -> Found {
    let tok = |k: usize| toks.get(k).map(|t| t.1.as_str());
    let (mut out, mut inline, mut depth, mut i) = (Vec::new(), Vec::new(), 0, 0);
    while i < toks.len() {
        if tok(i) == Some("mod") && is_word(tok(i + 1)) && tok(i + 2) == Some("{") {
            depth += 1;
            inline.push((toks[i + 1].1.clone(), depth));
            i += 3;
        } else if is_word(tok(i)) {
            let here: Vec<&String> = module.iter().chain(inline.iter().map(|m| &m.0)).collect();
            let mut found = Vec::new();
            i = tree(toks, i, Vec::new(), &mut found);
            out.extend(found.into_iter().map(|(n, p)| (n, resolve(p, &here))));
        } else {
            depth += usize::from(tok(i) == Some("{"));
            if tok(i) == Some("}") {
                if inline.last().is_some_and(|m| m.1 == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            i += 1;
        }
    }
    out
}

/// Reads the path or `use` tree starting at `i` into `out`; returns where
/// it ends. An alias (`as Name`) is kept as a one-word path.
fn tree(toks: &[(usize, String)], mut i: usize, mut prefix: Vec<String>, out: &mut Found) -> usize {
    let tok = |k: usize| toks.get(k).map(|t| t.1.as_str());
    while is_word(tok(i)) || tok(i) == Some("*") {
        prefix.push(toks[i].1.clone());
        match (tok(i + 1), tok(i + 2)) {
            (Some("::"), Some("{")) => {
                i += 3;
                while !matches!(tok(i), Some("}") | None) {
                    if tok(i) == Some("as") && is_word(tok(i + 1)) {
                        out.push((toks[i + 1].0, vec![toks[i + 1].1.clone()]));
                        i += 2;
                    } else {
                        i = tree(toks, i, prefix.clone(), out).max(i + 1);
                    }
                }
                return i + 1;
            }
            (Some("::"), _) => i += 2,
            _ => {
                out.push((toks[i].0, prefix));
                return i + 1;
            }
        }
    }
    i
}

/// `self::x` and `super::x` as paths from the crate root (a lone `self`
/// is a value, not a module).
fn resolve(path: Vec<String>, here: &[&String]) -> Vec<String> {
    let ups = path.iter().take_while(|s| *s == "super").count();
    let skip = ups + usize::from(path[0] == "self");
    if skip == 0 || path.len() == 1 {
        return path;
    }
    let base = here[..here.len().saturating_sub(ups)]
        .iter()
        .map(|s| s.to_string());
    let root = std::iter::once("crate".to_owned());
    root.chain(base)
        .chain(path.into_iter().skip(skip))
        .collect()
}

/// (a) The core never imports a layer above it; `layout` and `draft` use
/// model types, not the store's, except that the loader reads the store.
fn layering(f: &Source, p: &[String]) -> Option<String> {
    let own = f.module.first()?;
    let (mine, theirs) = (level(own)?, level(p.get(1).filter(|_| p[0] == "crate")?)?);
    if theirs > mine {
        return Some(format!("{own} may not use {}", p[1]));
    }
    let loader = f.file == "src/layout/load.rs"
        && matches!(p, [_, _, t] if ["Store", "StoreError", "SearchQuery", "SearchOutcome", "SearchHit"].contains(&t.as_str()));
    let uses_store = matches!(own.as_str(), "layout" | "draft") && p[1] == "store";
    let why =
        "only src/layout/load.rs may use the store, and only Store, StoreError and the search's types";
    (uses_store && !loader).then(|| why.into())
}

/// Modules of the middle floor that use none of their neighbours: a
/// library the service layer ties to the others. (The reminders once
/// started the sync and formatted with the screens' locale.)
const SELF_CONTAINED: &[&str] = &["remind"];

/// (a') A self-contained module uses only the floors below its own.
fn sideways(f: &Source, p: &[String]) -> Option<String> {
    let own = f.module.first()?;
    let theirs = p.get(1).filter(|_| p[0] == "crate")?;
    let same_floor = level(own)? == level(theirs)? && own != theirs;
    (SELF_CONTAINED.contains(&own.as_str()) && same_floor)
        .then(|| format!("{own} uses only the floors below it, not {theirs}"))
}

/// Where iCalendar text is read and written: the files' and servers' own
/// doors. The store, the views' layout, the form and the command line
/// reason with the model's types (people parsed once, where they come in).
const NOT_ICALENDAR: &[&str] = &["store", "layout", "draft", "cli"];

/// (a'') The store, layout, the form and the CLI never use `ical`.
fn ical_outside_its_doors(f: &Source, p: &[String]) -> Option<String> {
    let own = f.module.first()?;
    let uses = p
        .get(1)
        .filter(|_| p[0] == "crate")
        .is_some_and(|m| m == "ical");
    (uses && NOT_ICALENDAR.contains(&own.as_str())).then(|| {
        format!("{own} may not use ical: read and write iCalendar in ical, transfer or sync")
    })
}

/// (b) Nothing outside `src/ui` imports iced.
fn iced_outside_ui(f: &Source, p: &[String]) -> Option<String> {
    let iced = p[0] == "iced" || p[0].starts_with("iced_");
    (iced && !f.under("src/ui/")).then(|| "only src/ui may use iced".into())
}

/// Names the app: its module, `App`, the `Message` ui re-exports from it,
/// or an alias such as `AppMessage`.
fn names_app(p: &[String]) -> bool {
    let app = |s: &String| {
        s.strip_prefix("App")
            .is_some_and(|r| !r.starts_with(char::is_lowercase))
    };
    matches!(p, [c, u, m, ..] if c == "crate" && u == "ui" && m == "Message")
        || (p.len() > 1 && p.iter().any(|s| s == "app"))
        || p.iter().any(app)
}

/// (c) A screen never sees the app.
fn screen_sees_app(f: &Source, p: &[String]) -> Option<String> {
    let why = "a screen may not refer to the app";
    (f.under("src/ui/screen/") && names_app(p)).then(|| why.into())
}

/// (d) Widgets and the theme never see a screen (`ui` re-exports each one
/// by name) or the app.
fn widget_sees_screen(screens: &[String], f: &Source, p: &[String]) -> Option<String> {
    let screen = (p.len() > 1 && p.iter().any(|s| s == "screen"))
        || matches!(p, [c, u, s, ..] if c == "crate" && u == "ui" && screens.contains(s));
    let shared = f.under("src/ui/widget/") || f.under("src/ui/theme/");
    let why = "widgets and the theme may not use a screen or the app";
    (shared && (screen || names_app(p))).then(|| why.into())
}

/// (e) A view's spacing and padding come from the theme: no number is
/// written straight into `.padding(..)` or `.spacing(..)` under `src/ui`
/// outside `theme/`. Returns the lines that do.
fn literal_metrics(file: &str, text: &str) -> Vec<usize> {
    if !file.starts_with("src/ui/") || file.starts_with("src/ui/theme/") {
        return Vec::new();
    }
    let toks = tokens(text);
    let word = |k: usize| toks.get(k).map_or("", |t| t.1.as_str());
    let number = |k: usize| word(k).starts_with(|c: char| c.is_ascii_digit());
    let mut lines = Vec::new();
    for (i, (line, _)) in toks.iter().enumerate() {
        if word(i) == "." && ["padding", "spacing"].contains(&word(i + 1)) && word(i + 2) == "(" {
            let at = if word(i + 3) == "[" { i + 4 } else { i + 3 };
            if number(at) {
                lines.push(*line);
            }
        }
    }
    lines
}

/// Each path of `f` the rule objects to: its line, and where, what and why.
fn violations(f: &Source, rule: Rule) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, p) in &f.paths {
        if let Some(why) = rule(f, p) {
            let (path, text) = (p.join("::"), f.lines[n - 1].trim());
            out.push((*n, format!("{}:{n}: `{path}`: {why}\n    {text}", f.file)));
        }
    }
    out
}

fn sources() -> Vec<Source> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for path in fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()) {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    files.sort();
    assert!(files.len() > 50, "only {} files under src/", files.len());
    let name = |p: &Path| {
        p.strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/")
    };
    let read = |p: &PathBuf| Source::parse(&name(p), &fs::read_to_string(p).unwrap());
    files.iter().map(read).collect()
}

fn check(what: &str, rule: Rule) {
    let all = sources();
    let bad: Vec<String> = all
        .iter()
        .flat_map(|f| violations(f, rule))
        .map(|v| v.1)
        .collect();
    assert!(bad.is_empty(), "{what}:\n{}", bad.join("\n"));
}

#[test]
fn core_modules_do_not_import_layers_above_them() {
    let all = sources();
    let unplaced = all
        .iter()
        .filter(|f| f.module.first().is_some_and(|m| level(m).is_none()));
    let unplaced: Vec<&str> = unplaced.map(|f| f.file.as_str()).collect();
    assert!(unplaced.is_empty(), "add to LAYERS: {unplaced:?}");
    check("layering", &layering);
}

#[test]
fn the_store_layout_form_and_cli_read_no_icalendar() {
    check("ical outside its doors", &ical_outside_its_doors);
}

#[test]
fn the_reminders_use_nothing_beside_them() {
    assert!(sources().iter().any(|f| f.under("src/remind/")));
    check("remind -> its floor", &sideways);
}

#[test]
fn the_windows_numbers_come_from_the_theme() {
    let all = sources();
    let bad: Vec<String> = all
        .iter()
        .flat_map(|f| {
            let text = f.lines.join("\n");
            let lines = literal_metrics(&f.file, &text);
            lines
                .into_iter()
                .map(move |n| format!("{}:{n}: {}", f.file, f.lines[n - 1].trim()))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "name these in src/ui/theme/metrics.rs:\n{}",
        bad.join("\n")
    );
    // The check itself, on fabricated lines.
    let text = "c.padding([6, 12])\n.spacing(gap::SMALL)\n// .padding(4)\nx.spacing(8)";
    assert_eq!(literal_metrics("src/ui/screen/x.rs", text), [1, 4]);
    assert!(literal_metrics("src/ui/theme/metrics.rs", text).is_empty());
}

#[test]
fn only_ui_imports_iced() {
    check("iced outside src/ui", &iced_outside_ui);
}

#[test]
fn screens_do_not_see_the_app() {
    assert!(sources().iter().any(|f| f.under("src/ui/screen/")));
    check("screen -> app", &screen_sees_app);
}

#[test]
fn widgets_and_theme_do_not_see_screens() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/screen");
    let names = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path());
    let names = names.map(|p| p.file_stem().unwrap().to_string_lossy().into_owned());
    let screens: Vec<String> = names.filter(|n| n != "mod").collect();
    assert!(screens.iter().any(|s| s == "month"), "screens: {screens:?}");
    check("widget/theme -> screen", &|f, p| {
        widget_sees_screen(&screens, f, p)
    });
}

/// The lines `rule` reports in `text`, written as `file`.
fn lines(file: &str, text: &str, rule: Rule) -> Vec<usize> {
    violations(&Source::parse(file, text), rule)
        .iter()
        .map(|v| v.0)
        .collect()
}

#[test]
fn the_checker_reports_fabricated_violations() {
    let widget = |f: &Source, p: &[String]| widget_sees_screen(&["month".into()], f, p);
    let cases: [(&str, &str, Rule, &[usize]); 10] = [
        (
            "src/store/x.rs",
            "use crate::model::Meeting;\nuse crate::ical::participants;\n\
             fn f() { crate::ical::parse(b\"\"); }",
            &ical_outside_its_doors,
            &[2, 3],
        ),
        (
            "src/transfer.rs",
            "use crate::ical::{self, Source};",
            &ical_outside_its_doors,
            &[],
        ),
        (
            "src/remind/x.rs",
            "use crate::sync::background;\nfn f(l: crate::layout::Locale) {}\n\
             use crate::store::Store;\nuse super::scheduler::Tick;\nuse crate::i18n::Locale;",
            &sideways,
            &[1, 2],
        ),
        (
            "src/remind/x.rs",
            "fn f() { crate::service::serve(); }",
            &layering,
            &[1],
        ),
        (
            "src/ui/screen/x.rs",
            "use crate::ui::App;\nuse super::super::app::Message as M;\n\
             use crate::ui::{context::Context, Message as AppMessage};",
            &screen_sees_app,
            &[1, 2, 3, 3],
        ),
        (
            "src/recur/x.rs",
            "use crate::{\n    model::Event,\n    store::Store,\n};\n\
             fn f() { super::super::ui::run(); }",
            &layering,
            &[3, 5],
        ),
        (
            "src/layout/month.rs",
            "fn f(s: &crate::store::Store) {}",
            &layering,
            &[1],
        ),
        (
            "src/layout/month.rs",
            "\nuse iced::Task;",
            &iced_outside_ui,
            &[2],
        ),
        (
            "src/layout/load.rs",
            "use crate::store::{Store, StoreError};\nuse crate::store::Query;",
            &layering,
            &[2],
        ),
        (
            "src/ui/widget/x.rs",
            "use super::super::screen::week;\nuse crate::ui::month::Month;",
            &widget,
            &[1, 2],
        ),
    ];
    for (file, text, rule, expected) in cases {
        assert_eq!(lines(file, text, rule), expected, "{file}:\n{text}");
    }
}

const NONE: [usize; 0] = [];

#[test]
fn the_checker_skips_comments_literals_and_allowed_names() {
    let quiet = r###"// use crate::ui::App;
/// iced::Task
/* crate::store iced */
const S: &str = "crate::ui::app iced::x \" App";
const R: &str = r##"App "#iced"##;
const C: char = '"'; const Q: char = '\''; fn f<'a>(s: &'a str) {}
enum M { Apply, Append }
mod tests { use super::super::*; }"###;
    assert_eq!(lines("src/model/x.rs", quiet, &layering), NONE);
    assert_eq!(lines("src/model/x.rs", quiet, &iced_outside_ui), NONE);
    let screen = format!("{quiet}\nuse super::gesture::{{self, Gesture}};\nuse crate::ui::theme;");
    assert_eq!(lines("src/ui/screen/x.rs", &screen, &screen_sees_app), NONE);
    let week = "mod t { use super::super::item::timed; }";
    let week = Source::parse("src/layout/week.rs", week);
    let resolved = week.paths.iter().find(|(_, p)| p.len() > 1).unwrap();
    assert_eq!(resolved.1, ["crate", "layout", "item", "timed"]);
}

/// The fields of `struct NAME` in the source text `source`, from its
/// opening brace to its closing one (doc comments and attributes aside).
fn fields_of(source: &str, name: &str) -> Vec<String> {
    let start = source
        .find(&format!("pub struct {name} {{"))
        .unwrap_or_else(|| panic!("no struct {name}"));
    let body = &source[start..];
    let end = body.find("\n}").expect("the struct closes");
    body[..end]
        .lines()
        .skip(1)
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split_once(':').map(|(f, _)| f.trim().to_owned()))
        .collect()
}

/// The window's state stays small (ARCHITECTURE.md): what belongs
/// together is grouped under its owner (the search, the frame, work in
/// flight), as halloy's `App` does, so each new feature adds to a group,
/// not to `App`.
#[test]
fn the_window_state_has_at_most_twenty_fields() {
    let source = fs::read_to_string("src/ui/app/mod.rs").unwrap();
    let fields = fields_of(&source, "App");
    assert!(fields.len() >= 10, "the counter broke: {fields:?}");
    assert!(
        fields.len() <= 20,
        "App has {} fields: {fields:?}",
        fields.len()
    );
    let made_up = "pub struct App {\n    a: u8,\n    /// b: no\n    b: Vec<(u8, u8)>,\n}\n";
    assert_eq!(fields_of(made_up, "App"), ["a", "b"]);
}

/// The file each crate path of each source names: the source whose module
/// is the longest prefix of the path. Edges between a module's `mod.rs`
/// and the files below it are left out (the façade re-exports what its
/// children define, and they use each other through it).
fn file_edges(all: &[Source]) -> Vec<(usize, usize)> {
    let facade_of = |parent: &Source, child: &Source| {
        parent.file.ends_with("/mod.rs") && child.module.starts_with(&parent.module)
    };
    let mut edges = Vec::new();
    for (from, f) in all.iter().enumerate() {
        for (_, p) in &f.paths {
            if p.first().map(String::as_str) != Some("crate") {
                continue;
            }
            let named = all
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.module.is_empty() && p[1..].starts_with(&s.module))
                .max_by_key(|(_, s)| s.module.len());
            let Some((to, target)) = named else { continue };
            if to != from && !facade_of(target, f) && !facade_of(f, target) {
                edges.push((from, to));
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    edges
}

/// The circles among `edges` (each once, as its files in order): every
/// set of files that reach each other.
fn circles(files: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let reach = |from: usize| {
        let mut seen = vec![false; files];
        let mut todo = vec![from];
        while let Some(at) = todo.pop() {
            for &(_, b) in edges.iter().filter(|e| e.0 == at) {
                if !seen[b] {
                    seen[b] = true;
                    todo.push(b);
                }
            }
        }
        seen
    };
    let reaches: Vec<Vec<bool>> = (0..files).map(reach).collect();
    let mut out: Vec<Vec<usize>> = Vec::new();
    for (a, from_a) in reaches.iter().enumerate() {
        if !from_a[a] || out.iter().any(|c| c.contains(&a)) {
            continue;
        }
        let circle: Vec<usize> = (0..files).filter(|&b| from_a[b] && reaches[b][a]).collect();
        out.push(circle);
    }
    out
}

/// No two files import each other, directly or round a longer circle
/// (ARCHITECTURE.md): a helper two files share lives in a file of its own
/// below both.
#[test]
fn no_files_import_each_other() {
    let all = sources();
    let found = circles(all.len(), &file_edges(&all));
    let named: Vec<Vec<&str>> = found
        .iter()
        .map(|c| c.iter().map(|&i| all[i].file.as_str()).collect())
        .collect();
    assert!(named.is_empty(), "files in circles: {named:#?}");
    // The check itself, on fabricated files.
    let a = Source::parse("src/x/a.rs", "use super::b::B;\n");
    let b = Source::parse("src/x/b.rs", "use crate::x::a::A;\n");
    let facade = Source::parse("src/x/mod.rs", "pub use a::A;\nuse self::b::B;\n");
    let c = Source::parse("src/x/c.rs", "use super::A;\n");
    let made_up = [a, b, facade, c];
    assert_eq!(circles(4, &file_edges(&made_up)), [vec![0, 1]]);
}
