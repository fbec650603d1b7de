//! Reaching the window open on a database through its socket: a request
//! reaches a listening window and is acknowledged; with no window, or only a
//! stale socket left by a crash, the sender learns at once that nobody took
//! it; a second window on the same file does not listen; nonsense is
//! refused without an acknowledgement and the listener keeps serving.

use kairos::instance::{send, socket_path, LinkError, Listener, Request};
use kairos::model::{OccurrenceRef, RecurrenceId};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::Path;

/// Occurrence `rid()` of the event `uid`.
fn at(uid: &str) -> OccurrenceRef {
    OccurrenceRef {
        uid: uid.to_owned(),
        recurrence_id: rid(),
    }
}

fn rid() -> RecurrenceId {
    "2026-11-23T08:00:00Z".parse().unwrap()
}

/// Sends `request` from another thread while `listener` takes it.
fn exchange(db: &Path, listener: &Listener, request: Request) -> (bool, OccurrenceRef) {
    std::thread::scope(|s| {
        let sender = s.spawn(|| send(db, &request));
        let received = listener.next().expect("a request");
        (sender.join().unwrap(), received)
    })
}

#[test]
fn a_request_reaches_the_listening_window_and_is_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    let listener = Listener::bind(&db)
        .unwrap()
        .expect("the first window listens");
    assert!(socket_path(&db).exists());
    let (taken, received) = exchange(&db, &listener, Request::open(&at("standup@example")));
    assert!(taken);
    assert_eq!(received, at("standup@example"));
    // A uid with any characters goes through whole.
    let odd = "tab\tnew\nline \"quoted\" é@example";
    let (taken, received) = exchange(&db, &listener, Request::open(&at(odd)));
    assert!(taken);
    assert_eq!(received.uid, odd);
    drop(listener);
    assert!(
        !socket_path(&db).exists(),
        "a closed window leaves no socket"
    );
}

#[test]
fn with_no_window_nobody_takes_the_request() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    assert!(!send(&db, &Request::open(&at("x"))));
    // A socket file left by a window that crashed: the file stays, with
    // nobody behind it.
    drop(std::os::unix::net::UnixListener::bind(socket_path(&db)).unwrap());
    assert!(socket_path(&db).exists(), "the stale file stays");
    assert!(!send(&db, &Request::open(&at("x"))));
    // The next window replaces it and is reached.
    let listener = Listener::bind(&db)
        .unwrap()
        .expect("a stale socket is replaced");
    let (taken, _) = exchange(&db, &listener, Request::open(&at("x")));
    assert!(taken);
}

#[test]
fn a_second_window_on_the_same_file_does_not_listen() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    let first = Listener::bind(&db).unwrap().unwrap();
    assert!(Listener::bind(&db).unwrap().is_none());
    // Another file's window listens on its own socket.
    let other = dir.path().join("other.db");
    assert!(Listener::bind(&other).unwrap().is_some());
    drop(first);
}

#[test]
fn nonsense_is_refused_and_the_listener_keeps_serving() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    let listener = Listener::bind(&db).unwrap().unwrap();
    for line in [
        "not json\n",
        "{\"open\":{\"uid\":\"x\",\"occurrence\":\"yesterday\"}}\n",
        "{\"close\":{}}\n",
    ] {
        let answer = std::thread::scope(|s| {
            let sender = s.spawn(|| {
                let mut stream = UnixStream::connect(socket_path(&db)).unwrap();
                stream.write_all(line.as_bytes()).unwrap();
                let mut answer = String::new();
                let _ = BufReader::new(stream).read_line(&mut answer);
                answer
            });
            match listener.next() {
                Err(LinkError::BadRequest(_)) => {}
                other => panic!("{line:?}: expected a bad request, got {other:?}"),
            }
            sender.join().unwrap()
        });
        assert_eq!(answer, "", "{line:?} is not acknowledged");
    }
    let (taken, received) = exchange(&db, &listener, Request::open(&at("after")));
    assert!(taken);
    assert_eq!(received.uid, "after");
}
