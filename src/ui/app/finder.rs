//! The search runs on a thread of its own, with its own connection to the
//! database: the window answers every keystroke at once while it works.
//!
//! Each search is numbered. Only the answer to the latest is shown; the
//! thread skips searches typed over before it got to them, and one it is
//! running stops between batches of events as soon as a newer one is
//! asked for (see [`crate::store::SearchOutcome::Superseded`]).

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};

use chrono::NaiveDate;
use chrono_tz::Tz;
use iced::futures::channel::oneshot;
use iced::Task;

use super::{App, Message};
use crate::layout::{self, Locale, SearchResults};
use crate::model::CalendarId;
use crate::store::{Store, StoreError};
use crate::ui::screen::search::{self, Search};

/// One search, owned so that it can cross to the thread.
#[derive(Debug, Clone)]
pub(super) struct Query {
    pub text: String,
    pub locale: Locale,
    pub viewer: Tz,
    pub today: NaiveDate,
    pub looking_at: NaiveDate,
    pub calendars: Vec<CalendarId>,
    pub expanded: Option<String>,
}

impl Query {
    fn request(&self) -> layout::SearchRequest<'_> {
        layout::SearchRequest {
            text: &self.text,
            locale: self.locale,
            viewer: self.viewer,
            today: self.today,
            looking_at: self.looking_at,
            calendars: &self.calendars,
            max_lines: search::LINES,
            expanded: self.expanded.as_deref(),
        }
    }

    fn run(
        &self,
        store: &Store,
        still_wanted: &dyn Fn() -> bool,
    ) -> Result<Option<SearchResults>, StoreError> {
        layout::search(store, &self.request(), still_wanted)
    }
}

/// Why a search has no answer.
#[derive(Debug, thiserror::Error)]
pub enum SearchFailed {
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The search thread could not be started.
    #[error(transparent)]
    Thread(std::io::Error),
}

/// What came back for one search.
pub type Answer = Result<SearchResults, Arc<SearchFailed>>;

/// What the thread is asked to do.
enum Work {
    /// Search, and answer.
    Search(Query, oneshot::Sender<Answer>),
    /// The search field opened: read what the searches of these days
    /// will need before the first key comes.
    Prepare(Query),
    /// The search closed: let go of the connection and what it read.
    Forget,
}

struct Job {
    number: u64,
    work: Work,
}

/// The search thread, started at the first search.
pub(super) struct Finder {
    /// The database the thread opens.
    path: PathBuf,
    /// The number of the latest search asked for.
    latest: Arc<AtomicU64>,
    jobs: Option<mpsc::Sender<Job>>,
}

impl Finder {
    pub fn new(path: PathBuf) -> Finder {
        Finder {
            path,
            latest: Arc::new(AtomicU64::new(0)),
            jobs: None,
        }
    }

    /// A new search's number: every earlier one is now stale.
    pub fn next_number(&self) -> u64 {
        self.latest.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Whether `number` is the latest search asked for.
    pub fn is_latest(&self, number: u64) -> bool {
        self.latest.load(Ordering::SeqCst) == number
    }

    /// Asks the thread for search `number`; the answer comes back as
    /// [`Message::Searched`], or not at all when it was typed over.
    fn ask(&mut self, number: u64, query: Query) -> Task<Message> {
        let (answer, answered) = oneshot::channel();
        let job = Job {
            number,
            work: Work::Search(query, answer),
        };
        match self.send(job) {
            Ok(()) => Task::perform(answered, move |answer| match answer {
                Ok(answer) => Message::Searched(number, answer),
                // Skipped for a newer search: nothing to show.
                Err(_) => Message::SearchDropped(number),
            }),
            Err(e) => {
                let reason = Arc::new(SearchFailed::Thread(e));
                Task::done(Message::Searched(number, Err(reason)))
            }
        }
    }

    /// The search field opened on these days: the thread reads ahead
    /// (stopping as soon as a search is asked for).
    pub fn prepare(&mut self, query: Query) {
        let number = self.latest.load(Ordering::SeqCst);
        let job = Job {
            number,
            work: Work::Prepare(query),
        };
        // Only ahead of time: a thread that cannot start says so at the
        // first search.
        let _ = self.send(job);
    }

    /// The search closed: the thread lets go of what it read (its own
    /// connection's cache, the texts and occurrences kept between keys).
    pub fn forget(&mut self) {
        if self.jobs.is_none() {
            return;
        }
        let job = Job {
            number: self.next_number(),
            work: Work::Forget,
        };
        let _ = self.send(job);
    }

    /// Hands `job` to the thread, starting it (again, should it have died)
    /// when needed.
    fn send(&mut self, mut job: Job) -> std::io::Result<()> {
        // A thread that died (it never should) is started again.
        for _ in 0..2 {
            let jobs = match &self.jobs {
                Some(jobs) => jobs,
                None => self.jobs.insert(self.start()?),
            };
            match jobs.send(job) {
                Ok(()) => return Ok(()),
                Err(mpsc::SendError(back)) => {
                    job = back;
                    self.jobs = None;
                }
            }
        }
        // Started twice, and gone both times.
        Err(std::io::Error::other(crate::fl!("app-search-not-started")))
    }

    fn start(&self) -> std::io::Result<mpsc::Sender<Job>> {
        let (jobs, incoming) = mpsc::channel::<Job>();
        let path = self.path.clone();
        let latest = Arc::clone(&self.latest);
        std::thread::Builder::new()
            .name("kairos-search".into())
            .spawn(move || serve(&path, &latest, &incoming))?;
        Ok(jobs)
    }
}

/// The thread: answers the newest job waiting, drops the others.
fn serve(path: &std::path::Path, latest: &AtomicU64, incoming: &mpsc::Receiver<Job>) {
    let mut store: Option<Store> = None;
    while let Ok(mut job) = incoming.recv() {
        // Typed over while waiting: only the newest is worth running.
        while let Ok(newer) = incoming.try_recv() {
            job = newer;
        }
        let number = job.number;
        if latest.load(Ordering::SeqCst) != number {
            continue;
        }
        let wanted = || latest.load(Ordering::SeqCst) == number;
        match job.work {
            Work::Forget => store = None,
            Work::Prepare(query) => {
                // Ahead of time: what fails here fails again, and is
                // shown, at the first search.
                if let Ok(s) = open(&mut store, path) {
                    let _ = layout::prepare_search(s, &query.request(), &wanted);
                }
            }
            Work::Search(query, answer) => {
                match open(&mut store, path).and_then(|s| query.run(s, &wanted)) {
                    Ok(Some(results)) => {
                        let _ = answer.send(Ok(results));
                    }
                    // Superseded: the sender is dropped, nobody shows
                    // anything.
                    Ok(None) => {}
                    Err(e) => {
                        let _ = answer.send(Err(Arc::new(e.into())));
                    }
                }
            }
        }
    }
}

/// The thread's connection, opened at its first use.
fn open<'a>(store: &'a mut Option<Store>, path: &std::path::Path) -> Result<&'a Store, StoreError> {
    let s = match store.take() {
        Some(s) => s,
        None => Store::open(path)?,
    };
    Ok(store.insert(s))
}

/// The search: what it shows, the thread it runs on, and what is asked
/// of it next.
pub(super) struct Searching {
    /// The results, shown instead of the body while the search field
    /// holds text.
    pub(super) results: Option<Search>,
    /// The thread searches run on.
    pub(super) finder: Finder,
    /// The series (by uid) the results list in full.
    pub(super) expanded: Option<String>,
    /// The calendars or the text changed since the last search was asked.
    pub(super) due: bool,
}

impl Searching {
    /// A search on the database at `path`, not yet asked anything.
    pub(super) fn new(path: PathBuf) -> Searching {
        Searching {
            results: None,
            finder: Finder::new(path),
            expanded: None,
            due: false,
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
        }
    }

    /// The search field took the keyboard: the search thread reads ahead
    /// for the searches to come.
    pub(super) fn prepare_search(&mut self) {
        if !self.work.inline && self.header.query().trim().is_empty() {
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
            self.search.finder.forget();
            return Task::none();
        };
        if self.work.inline {
            match query.run(&self.store, &|| true) {
                Ok(Some(found)) => self.searched(number, Ok(found)),
                // Always wanted, never superseded.
                Ok(None) => {}
                Err(e) => self.searched(number, Err(Arc::new(e.into()))),
            }
            return Task::none();
        }
        self.search.finder.ask(number, query)
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
