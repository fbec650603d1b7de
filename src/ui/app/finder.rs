//! The window's side of the search: what the field asks for, and the
//! answers shown. The searching itself — a thread of its own with its own
//! connection, stale searches dropped and a running one stopped — is
//! [`crate::service::search`], below the window.

use std::path::PathBuf;
use std::sync::Arc;

use iced::futures::channel::oneshot;
use iced::Task;

use super::{App, Message};
pub(super) use crate::service::search::Answer;
use crate::service::search::{Query, Reply, Searcher};
use crate::ui::screen::search::{self, Search};

/// Asks `searcher` for search `number`; the answer comes back as
/// [`Message::Searched`], or not at all when it was typed over.
fn ask(searcher: &mut Searcher, number: u64, query: Query) -> Task<Message> {
    let (answer, answered) = oneshot::channel();
    let reply: Reply = Box::new(move |a| {
        let _ = answer.send(a);
    });
    match searcher.ask(number, query, reply) {
        Ok(()) => Task::perform(answered, move |answer| match answer {
            Ok(answer) => Message::Searched(number, answer),
            // Skipped for a newer search: nothing to show.
            Err(_) => Message::SearchDropped(number),
        }),
        Err(e) => Task::done(Message::Searched(number, Err(Arc::new(e)))),
    }
}

/// The search: what it shows, the thread it runs on, and what is asked
/// of it next.
pub(super) struct Searching {
    /// The results, shown instead of the body while the search field
    /// holds text.
    pub(super) results: Option<Search>,
    /// The thread searches run on.
    pub(super) finder: Searcher,
    /// The series (by uid) the results list in full.
    pub(super) expanded: Option<String>,
    /// The calendars or the text changed since the last search was asked.
    pub(super) due: bool,
    /// The search field has taken the keyboard once: the thread's index
    /// is kept warm from then on.
    pub(super) warm: bool,
}

impl Searching {
    /// A search on the database at `path`, not yet asked anything.
    pub(super) fn new(path: PathBuf) -> Searching {
        Searching {
            results: None,
            finder: Searcher::new(path),
            expanded: None,
            due: false,
            warm: false,
        }
    }
}

impl App {
    /// What the search field asks for now, if anything.
    fn search_query(&self) -> Option<Query> {
        let text = self.header.query().trim();
        (!text.is_empty()).then(|| self.query_of(text))
    }

    /// A search for `text` over what the window shows now.
    fn query_of(&self, text: &str) -> Query {
        Query {
            text: text.to_owned(),
            locale: self.context.locale,
            viewer: self.context.viewer,
            today: self.context.today,
            looking_at: self.context.period.anchor,
            calendars: self
                .context
                .calendars
                .iter()
                .filter(|c| c.visible)
                .map(|c| c.id)
                .collect(),
            expanded: self.search.expanded.clone(),
            max_lines: search::LINES,
        }
    }

    /// The search field took the keyboard (Ctrl+F, a click, typing
    /// ahead): the search thread reads ahead for the searches to come, and
    /// from now on keeps its index warm (see `prepare_search`).
    pub(super) fn search_focused(&mut self) {
        self.search.warm = true;
        self.prepare_search();
    }

    /// Keeps the search thread's index warm for what the window shows,
    /// once a search field has taken the keyboard: after every change and
    /// move (`reload` asks for a search, which asks for this while the
    /// field is empty). The thread reads ahead in the background, so the
    /// first key of every later search finds it ready; when nothing
    /// changed it has nothing to do. Not from the window's start: at a
    /// hundred thousand events the index and the thread's heap cost the
    /// window some 20 MB (BENCHMARKS.md), which a window never searched
    /// need not pay.
    pub(super) fn prepare_search(&mut self) {
        if !self.work.inline
            && self.search.warm
            && self.frame.first_shown
            && self.header.query().trim().is_empty()
        {
            let query = self.query_of("");
            self.search.finder.prepare(query);
        }
    }

    /// Searches again for what the field holds (after a keystroke, or a
    /// change to the calendars): the last results stay until the new
    /// ones come.
    pub(super) fn search_again(&mut self) -> Task<Message> {
        let number = self.search.finder.next_number();
        let Some(query) = self.search_query() else {
            self.search.results = None;
            self.search.expanded = None;
            // What was searched for is stale now; the thread reads ahead
            // for the next search instead (nothing, when nothing changed).
            self.prepare_search();
            return Task::none();
        };
        // Searching at all (typed ahead, say) keeps the index warm after.
        self.search.warm = true;
        if self.work.inline {
            match query.run(&self.store, &|| true) {
                Ok(Some(found)) => self.searched(number, Ok(found)),
                // Always wanted, never superseded.
                Ok(None) => {}
                Err(e) => self.searched(number, Err(Arc::new(e.into()))),
            }
            return Task::none();
        }
        ask(&mut self.search.finder, number, query)
    }

    /// Search `number` answered: shown when it is the latest.
    pub(super) fn searched(&mut self, number: u64, answer: Answer) {
        if !self.search.finder.is_latest(number) || self.header.query().trim().is_empty() {
            return;
        }
        match answer {
            Ok(results) => {
                self.search.results = Some(Search::new(results));
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(crate::fl!("app-cannot-read-calendars", reason = reason));
            }
        }
    }
}
