use super::*;
use crate::model::{Event, EventDuration, EventTime};
use crate::store::{ImportInto, IncomingEvent};
use chrono::{Duration, TimeZone, Utc};

/// A database of `n` events titled "Gym N", a day apart from today on.
fn gyms(n: usize) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let mut store = Store::open(&path).unwrap();
    let calendar = store.default_calendar().unwrap().id;
    let first = Utc.with_ymd_and_hms(2026, 11, 23, 18, 0, 0).unwrap();
    let events = (0..n)
        .map(|i| IncomingEvent {
            event: Event::new(
                format!("gym-{i}"),
                format!("Gym {i}"),
                EventTime::Utc(first + Duration::hours(i as i64 * 7)),
                EventDuration::Exact(Duration::hours(1)),
            ),
            sequence: 0,
            last_modified: None,
            created: None,
        })
        .collect();
    store
        .import(ImportInto::Calendar(calendar), events, "test", false)
        .unwrap();
    (dir, path)
}

fn query(text: &str) -> Query {
    Query {
        text: text.into(),
        locale: Locale::default(),
        viewer: chrono_tz::UTC,
        today: NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
        looking_at: NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
        calendars: vec![CalendarId(1)],
        expanded: None,
        max_lines: 50,
    }
}

/// A reply that hands its answer to the returned receiver; the receiver
/// sees the sender gone when the reply is dropped unanswered.
fn reply() -> (Reply, mpsc::Receiver<Answer>) {
    let (tx, rx) = mpsc::channel();
    (Box::new(move |a| tx.send(a).unwrap()), rx)
}

/// Searches typed over before the thread got to them are dropped: only
/// the newest is run and answered.
#[test]
fn only_the_latest_search_waiting_is_run_and_answered() {
    let (_dir, path) = gyms(20);
    let latest = Arc::new(AtomicU64::new(3));
    let (jobs, incoming) = mpsc::channel();
    let mut answers = Vec::new();
    for number in 1..=3 {
        let (r, answered) = reply();
        let work = Work::Search(query(&format!("Gym {number}")), r);
        jobs.send(Job { number, work }).unwrap();
        answers.push(answered);
    }
    drop(jobs);
    serve(&path, &latest, &incoming);
    assert!(answers[0].recv().is_err(), "typed over: dropped");
    assert!(answers[1].recv().is_err(), "typed over: dropped");
    let found = answers[2].recv().unwrap().unwrap();
    assert!(found.lines() >= 1, "{found:?}");
}

/// A statement running for a search typed over is stopped by SQLite, in
/// the middle of its rows; the same search, still wanted, is answered.
#[test]
fn a_statement_stops_when_its_search_is_typed_over() {
    let (_dir, path) = gyms(3000);
    let store = Store::open(&path).unwrap();
    store.stop_statements_when(|| true).unwrap();
    let stopped = query("Gym").run(&store, &|| true).unwrap_err();
    assert!(stopped.is_interrupted(), "{stopped:?}");
    store.stop_statements_when(|| false).unwrap();
    let found = query("Gym").run(&store, &|| true).unwrap().unwrap();
    assert!(found.lines() > 0);
}

/// Through the thread: the answer to the latest search comes back; one
/// stopped by SQLite because a newer one was asked is not an error.
#[test]
fn the_thread_answers_and_a_stopped_search_is_no_error() {
    let (_dir, path) = gyms(3000);
    let mut searcher = Searcher::new(path);
    let first = searcher.next_number();
    let (r1, answered1) = reply();
    searcher.ask(first, query("Gym"), r1).unwrap();
    let second = searcher.next_number();
    let (r2, answered2) = reply();
    searcher.ask(second, query("Gym 1"), r2).unwrap();
    let deadline = std::time::Duration::from_secs(120);
    let found = answered2.recv_timeout(deadline).unwrap().unwrap();
    assert!(found.lines() > 0);
    // The first was skipped, stopped between batches, stopped inside a
    // statement, or (on a fast machine) finished before the second was
    // asked: never answered with an error.
    if let Ok(answer) = answered1.recv_timeout(deadline) {
        assert!(answer.is_ok(), "{answer:?}");
    }
    assert!(searcher.is_latest(second));
}

/// How much SQLite work `f` makes `store` do, in thousands of steps of
/// its machine.
fn steps(store: &Store, f: impl FnOnce()) -> u64 {
    let ticks = Arc::new(AtomicU64::new(0));
    let counted = Arc::clone(&ticks);
    store
        .stop_statements_when(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            false
        })
        .unwrap();
    f();
    ticks.load(Ordering::SeqCst)
}

/// Prepared once, the index stays: searches after it read only the few
/// events they list (by id), not every event of the days searched, however
/// many searches come and go, and preparing again with nothing changed
/// reads nothing, nor after a write that is no event's. An event written
/// by another connection makes the next preparation read everything again,
/// and the search after it finds what was written.
#[test]
fn a_prepared_index_answers_without_reading_every_event_until_a_write() {
    use crate::store::{EventChanges, Scope};
    let (_dir, path) = gyms(3000);
    let search = |s: &Store, text: &str| {
        let found = query(text).run(s, &|| true).unwrap().unwrap();
        assert!(found.lines() > 0, "{text}: {found:?}");
    };
    let unprepared = Store::open(&path).unwrap();
    let cold = steps(&unprepared, || search(&unprepared, "Gym 1"));

    let store = Store::open(&path).unwrap();
    let prepare = |s: &Store| {
        let done = layout::prepare_search(s, &query("").request(), &|| true).unwrap();
        assert!(done);
    };
    let preparing = steps(&store, || prepare(&store));
    assert!(preparing >= cold, "{preparing} < {cold}");
    for text in ["Gym 1", "Gym 22", "g", "Gym 1200", "Gym 1"] {
        let warm = steps(&store, || search(&store, text));
        assert!(warm * 4 < cold, "{text}: {warm} steps warm, {cold} cold");
    }
    assert_eq!(steps(&store, || prepare(&store)), 0, "nothing changed");
    // A write that is not an event's (the view shown, say) leaves it.
    let mut writer = Store::open(&path).unwrap();
    writer.set_setting("view", "Week").unwrap();
    assert!(
        steps(&store, || prepare(&store)) * 4 < cold,
        "only a setting"
    );
    assert!(steps(&store, || search(&store, "Gym 1")) * 4 < cold);

    let changes = EventChanges {
        summary: Some("Swim".to_owned()),
        ..Default::default()
    };
    writer.update("gym-7", Scope::All, changes).unwrap();
    let again = steps(&store, || prepare(&store));
    assert!(again >= cold, "a write: read again ({again} < {cold})");
    let found = query("Swim").run(&store, &|| true).unwrap().unwrap();
    assert_eq!(found.lines(), 1, "{found:?}");
    assert!(steps(&store, || search(&store, "Gym 2")) * 4 < cold);
}
