//! Searching as the window needs it: on a thread of its own, with its own
//! connection to the database, so that every keystroke is answered at once
//! while it works — and below the window, so that it is tested without one.
//!
//! The thread keeps an index between searches (the events' folded texts
//! and the occurrence each is listed by: the store's search memory), read
//! ahead whenever the window asks ([`Searcher::prepare`]: when the search
//! field first takes the keyboard, then after every change and move) and
//! kept when a search closes, so the first key of every search is answered
//! as fast as the next ones. An event written by anyone changes what the
//! index is for, and the next preparation reads it again; other writes
//! leave it.
//!
//! Each search is numbered. Only the latest is worth an answer: the thread
//! skips searches typed over before it got to them, and one it is running
//! stops as soon as a newer one is asked for — between batches of events
//! (the store's `still_wanted`), and inside a statement reading a year of
//! rows, which SQLite interrupts ([`Store::stop_statements_when`]). A
//! search stopped so is answered by nobody: its reply is dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};

use chrono::NaiveDate;
use chrono_tz::Tz;

use crate::layout::{self, Locale, SearchResults};
use crate::model::CalendarId;
use crate::store::{Store, StoreError};

/// One search, owned so that it can cross to the thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Query {
    pub text: String,
    pub locale: Locale,
    pub viewer: Tz,
    pub today: NaiveDate,
    pub looking_at: NaiveDate,
    pub calendars: Vec<CalendarId>,
    /// The series (by uid) listed in full.
    pub expanded: Option<String>,
    /// The lines the results may show.
    pub max_lines: usize,
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
            max_lines: self.max_lines,
            expanded: self.expanded.as_deref(),
        }
    }

    /// Runs the search on `store` (the window's own, when it searches
    /// in-line); `None` when `still_wanted` stopped it.
    pub fn run(
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

/// Told the answer to one search; dropped unanswered when the search was
/// typed over.
pub type Reply = Box<dyn FnOnce(Answer) + Send>;

/// What the thread is asked to do.
enum Work {
    /// Search, and answer.
    Search(Query, Reply),
    /// Read what the searches of these days will need before the first
    /// key comes.
    Prepare(Query),
}

struct Job {
    number: u64,
    work: Work,
}

/// The search thread, started at the first search.
pub struct Searcher {
    /// The database the thread opens.
    path: PathBuf,
    /// The number of the latest search asked for.
    latest: Arc<AtomicU64>,
    jobs: Option<mpsc::Sender<Job>>,
}

impl Searcher {
    /// Searches of the database at `path`; no thread yet.
    pub fn new(path: PathBuf) -> Searcher {
        Searcher {
            path,
            latest: Arc::new(AtomicU64::new(0)),
            jobs: None,
        }
    }

    /// A new search's number: every earlier one is now stale (and a
    /// statement running for one stops).
    pub fn next_number(&self) -> u64 {
        self.latest.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Whether `number` is the latest search asked for.
    pub fn is_latest(&self, number: u64) -> bool {
        self.latest.load(Ordering::SeqCst) == number
    }

    /// Asks the thread for search `number`; `reply` is told its answer,
    /// or dropped when it was typed over.
    pub fn ask(&mut self, number: u64, query: Query, reply: Reply) -> Result<(), SearchFailed> {
        let job = Job {
            number,
            work: Work::Search(query, reply),
        };
        self.send(job).map_err(SearchFailed::Thread)
    }

    /// The window shows these days: the thread reads ahead what their
    /// searches need, unless it holds it already (stopping as soon as a
    /// search is asked for).
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

    /// Hands `job` to the thread, starting it (again, should it have died)
    /// when needed.
    fn send(&mut self, mut job: Job) -> std::io::Result<()> {
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
fn serve(path: &Path, latest: &Arc<AtomicU64>, incoming: &mpsc::Receiver<Job>) {
    let running = Arc::new(AtomicU64::new(0));
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
        running.store(number, Ordering::SeqCst);
        let wanted = || latest.load(Ordering::SeqCst) == number;
        match job.work {
            Work::Prepare(query) => {
                // Ahead of time: what fails here fails again, and is
                // shown, at the first search.
                if let Ok(s) = open(&mut store, path, latest, &running) {
                    let _ = layout::prepare_search(s, &query.request(), &wanted);
                }
            }
            Work::Search(query, reply) => {
                let found =
                    open(&mut store, path, latest, &running).and_then(|s| query.run(s, &wanted));
                match found {
                    Ok(Some(results)) => reply(Ok(results)),
                    // Superseded, between batches or inside a statement:
                    // the reply is dropped, nobody shows anything.
                    Ok(None) => {}
                    Err(e) if e.is_interrupted() && !wanted() => {}
                    Err(e) => reply(Err(Arc::new(e.into()))),
                }
            }
        }
    }
}

/// The thread's connection, opened at its first use, its statements
/// stopped when the search they run for is typed over.
fn open<'a>(
    store: &'a mut Option<Store>,
    path: &Path,
    latest: &Arc<AtomicU64>,
    running: &Arc<AtomicU64>,
) -> Result<&'a Store, StoreError> {
    let s = match store.take() {
        Some(s) => s,
        None => {
            let s = Store::open(path)?;
            let (latest, running) = (Arc::clone(latest), Arc::clone(running));
            s.stop_statements_when(move || {
                latest.load(Ordering::SeqCst) != running.load(Ordering::SeqCst)
            })?;
            s
        }
    };
    Ok(store.insert(s))
}

#[cfg(test)]
mod tests;
