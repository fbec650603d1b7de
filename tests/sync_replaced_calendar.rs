//! A sync token's answer is checked against what the server holds. A
//! calendar deleted and made again at the same address (or a server
//! restored from a backup) may answer an old token it never issued with
//! "nothing changed" (sabre/dav's PDO backend does) or with part of what
//! changed. A proxy before Radicale answers Kairos's token so, while the
//! other device has replaced the calendar: a token that moved on with an
//! empty answer, and the daily whole listing, bring both sides together —
//! the old events gone here too, the new ones fetched.

mod dav_support;
mod sync_support;

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use dav_support::{multistatus, radicale, reply, Answer, Http, XML};
use kairos::store::Store;
use sync_support::{event, path_of, Device, Kairos, Server};

/// How the proxy answers a sync-collection REPORT that carries a token.
#[derive(Clone)]
enum Token {
    /// Passed on to Radicale.
    Honest,
    /// "Nothing changed", with a new token.
    Nothing,
    /// Only this href changed, with a new token.
    Only(String),
}

struct TokenProxy {
    proxy: Http,
    mode: Arc<Mutex<Token>>,
}

impl TokenProxy {
    fn start() -> TokenProxy {
        let mode = Arc::new(Mutex::new(Token::Honest));
        let m = mode.clone();
        let proxy = Http::start(move |req| {
            let body = String::from_utf8_lossy(&req.body);
            let with_token = req.method == "REPORT"
                && body.contains("sync-collection")
                && body.contains("sync-token>http");
            match (&*m.lock().unwrap(), with_token) {
                (Token::Nothing, true) => reply(207, XML, &multistatus("", 99)),
                (Token::Only(href), true) => {
                    let one = format!(
                        "<response><href>{href}</href><propstat><prop><getetag>\"x\"</getetag>\
                         </prop><status>HTTP/1.1 200 OK</status></propstat></response>"
                    );
                    reply(207, XML, &multistatus(&one, 98))
                }
                _ => Answer::Forward(radicale()),
            }
        });
        TokenProxy { proxy, mode }
    }
}

/// yves's calendar `name` with three events, an account on it through
/// `proxy`, synced; then the other device replaces the calendar at the
/// same address with two new events. The calendar's URL and the database.
fn replaced(name: &str, proxy: &TokenProxy) -> (Device, String, Kairos) {
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar(name);
    for i in 1..=3 {
        device.put(
            &calendar,
            &event(&format!("old-{i}@{name}"), "Old", "20261201T090000Z"),
        );
    }
    let kairos = Kairos::new();
    let url = format!("{}{}", proxy.proxy.url, &path_of(&calendar)[1..]);
    kairos.add_account("replaced", &url, &device);
    kairos.sync();
    assert_eq!(kairos.events(name).len(), 3);
    device.remake_calendar(&calendar, name);
    for i in 1..=2 {
        device.put(
            &calendar,
            &event(&format!("new-{i}@{name}"), "New", "20261202T090000Z"),
        );
    }
    (device, calendar, kairos)
}

fn uids(kairos: &Kairos, name: &str) -> BTreeSet<String> {
    kairos.events(name).into_keys().collect()
}

fn expected(name: &str) -> BTreeSet<String> {
    (1..=2).map(|i| format!("new-{i}@{name}")).collect()
}

#[test]
fn a_token_that_moved_on_with_nothing_listed_is_checked_by_a_whole_listing() {
    let proxy = TokenProxy::start();
    let name = "Replaced quietly";
    let (_device, _calendar, kairos) = replaced(name, &proxy);
    *proxy.mode.lock().unwrap() = Token::Nothing;
    kairos.sync();
    assert_eq!(uids(&kairos, name), expected(name));
    sync_support::assert_quiet(&kairos.sync(), name);
}

#[test]
fn a_token_whose_answer_leaves_things_out_is_found_out_within_a_day() {
    let proxy = TokenProxy::start();
    let name = "Replaced partly";
    let (device, calendar, kairos) = replaced(name, &proxy);
    let first_new = device
        .etags(&calendar)
        .into_keys()
        .find(|h| h.contains("new-1"))
        .expect("the new event's href");
    *proxy.mode.lock().unwrap() = Token::Only(first_new);
    kairos.sync();
    // The token's answer named one new event: taken, the rest unseen.
    let mut diverged: BTreeSet<String> = (1..=3).map(|i| format!("old-{i}@{name}")).collect();
    diverged.insert(format!("new-1@{name}"));
    assert_eq!(uids(&kairos, name), diverged);
    // The next day's sync lists the calendar whole (the day it last did
    // is kept in this setting; set back a day here).
    let mut store = Store::open(&kairos.db).unwrap();
    let id = store.calendar_by_name(name).unwrap().id;
    store
        .set_setting(&format!("sync-full-listing:{}", id.0), "2000-01-01")
        .unwrap();
    drop(store);
    kairos.sync();
    assert_eq!(uids(&kairos, name), expected(name));
}
