//! `kairos subscribe` and `kairos sync` against a small local feed server
//! (Python's http.server with ETags): a feed is added whole, refreshed when
//! it changes, not downloaded again when its ETag is unchanged, and its
//! events cannot be edited; a bad address or feed adds nothing.

mod feed_support;
mod process_support;
mod store_support;

use feed_support::{feed, serve};

use process_support::{wait_for_value, DEADLINE};
use std::path::Path;
use store_support::*;

/// The feed server on `dir`, its request log, and its base URL.
fn titles(db: &Path) -> Vec<String> {
    let out = ok(
        db,
        &["agenda", "--json", "--from", "2026-12-01", "--days", "40"],
    );
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    items
        .iter()
        .map(|o| o["title"].as_str().unwrap().to_owned())
        .collect()
}

fn requests(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_feed_is_added_refreshed_when_changed_and_read_only() {
    let db = TempDb::new();
    let web = tempfile::tempdir().unwrap();
    let (_server, log, base) = serve(web.path());
    let file = web.path().join("holidays.ics");
    std::fs::write(
        &file,
        feed(&[
            ("xmas@feed", "20261225", "Christmas"),
            ("ny@feed", "20270101", "New Year"),
        ]),
    )
    .unwrap();
    let url = format!("{base}/holidays.ics");

    let said = ok(&db.path, &["subscribe", "Holidays", &url]);
    assert_eq!(said, "Holidays: 2 added, 0 updated, 0 removed\n");
    assert_eq!(titles(&db.path), ["Christmas", "New Year"]);

    // Unchanged: asked with the ETag, answered 304, nothing read.
    assert_eq!(ok(&db.path, &["sync"]), "Holidays: unchanged\n");
    // (The server logs after answering: wait for its line.)
    let seen = wait_for_value("the server to log the second request", DEADLINE, || {
        let r = requests(&log);
        (r.len() >= 2).then_some(r)
    });
    assert_eq!(
        seen,
        ["/holidays.ics 200", "/holidays.ics 304"],
        "one download, then one conditional request"
    );

    // Changed: one retitled, one gone, one new.
    std::fs::write(
        &file,
        feed(&[
            ("xmas@feed", "20261225", "Christmas Day"),
            ("epiphany@feed", "20270106", "Epiphany"),
        ]),
    )
    .unwrap();
    assert_eq!(
        ok(&db.path, &["sync"]),
        "Holidays: 1 added, 1 updated, 1 removed\n"
    );
    assert_eq!(titles(&db.path), ["Christmas Day", "Epiphany"]);

    // Read-only: no edit, delete or new event touches it.
    let before = dump(&db.path);
    for args in [
        vec!["edit", "xmas@feed", "--title", "Mine now"],
        vec!["delete", "xmas@feed"],
        vec![
            "add",
            "Party",
            "--start",
            "2026-12-24T20:00",
            "--calendar",
            "Holidays",
        ],
    ] {
        let r = kairos(&db.path, &args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("\"Holidays\" is a subscription"),
            "{}",
            r.stderr
        );
        assert_eq!(dump(&db.path), before, "{args:?} wrote something");
    }

    // A feed that went away: the sync says so (exit 1), the events stay.
    std::fs::remove_file(&file).unwrap();
    let r = kairos(&db.path, &["sync"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("Holidays: ") && r.stderr.contains("404"),
        "{}",
        r.stderr
    );
    assert_eq!(titles(&db.path), ["Christmas Day", "Epiphany"]);

    // Unsubscribing removes the calendar and its events.
    ok(&db.path, &["calendars", "delete", "Holidays"]);
    assert!(titles(&db.path).is_empty());
    assert!(!ok(&db.path, &["calendars"]).contains("Holidays"));
}

#[test]
fn a_bad_address_or_feed_adds_nothing() {
    let db = TempDb::new();
    let web = tempfile::tempdir().unwrap();
    let (_server, _log, base) = serve(web.path());
    std::fs::write(web.path().join("page.ics"), "<html>not a calendar</html>").unwrap();
    ok(&db.path, &["calendars"]);
    let before = dump(&db.path);
    for (url, says) in [
        (
            "http://example.com/feed.ics".to_owned(),
            "http:// only from this machine",
        ),
        (
            "ftp://example.com/feed.ics".to_owned(),
            "not an http(s) URL",
        ),
        (format!("{base}/missing.ics"), "404"),
        (format!("{base}/page.ics"), "not a calendar feed"),
    ] {
        let r = kairos(&db.path, &["subscribe", "Feed", &url]);
        assert_eq!(r.code, 2, "{url}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{url}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert_eq!(dump(&db.path), before, "{url} left something");
    }
    // webcal:// is https:// (here refused at the TLS step, not as a scheme).
    let r = kairos(
        &db.path,
        &["subscribe", "Feed", "webcal://127.0.0.1:9/x.ics"],
    );
    assert_eq!(r.code, 2);
    assert!(!r.stderr.contains("not an http(s) URL"), "{}", r.stderr);
    assert_eq!(dump(&db.path), before);
}
