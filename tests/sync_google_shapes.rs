//! Google's CalDAV as other clients captured it (tests/fixtures/google,
//! with their sources): discovery from Google's root and from the
//! principal address Kairos gives a Google account, the calendar list with
//! its names, shared holiday calendars and colors, and the scheduling
//! collections left out. Replayed by a server of the test's own, which
//! also checks that every request carries the bearer token.

mod dav_support;
mod sync_support;

use std::sync::Arc;
use std::time::Duration;

use dav_support::{reply, Answer, Http, Req};
use kairos::sync::dav::Login;
use kairos::sync::oauth::{google, FirstToken};
use kairos::sync::{discover_with, Options};

const ROOT: &str = include_str!("fixtures/google/root-principal.xml");
const PRINCIPAL: &str = include_str!("fixtures/google/principal-home-set.xml");
const LISTING: &str = include_str!("fixtures/google/home-listing.xml");
const COLORED: &str = include_str!("fixtures/google/listing-with-color.xml");

const XML: &str = "Content-Type: text/xml; charset=UTF-8\r\n";

/// The home's Depth 0 answer: its own response only.
fn home_only() -> String {
    let end = LISTING.find("</D:response>").unwrap() + "</D:response>".len();
    format!("{}\n</D:multistatus>\n", &LISTING[..end])
}

/// Google as the captures show it; anything else is a 404 (as Google's
/// GData error is).
fn google(req: &Req) -> Answer {
    if req.method != "PROPFIND" {
        return reply(404, "", "");
    }
    // Google writes the address's '@' as %40; Kairos may send either.
    let path = req.path.replace("%40", "@");
    let depth = req.header("depth").unwrap_or("0");
    match (path.as_str(), depth) {
        ("/caldav/v2/", _) => reply(207, XML, ROOT),
        ("/caldav/v2/machinag1@gmail.com/user", _) => reply(207, XML, PRINCIPAL),
        ("/caldav/v2/machinag1@gmail.com/", "1") => reply(207, XML, LISTING),
        ("/caldav/v2/machinag1@gmail.com/", _) => reply(207, XML, &home_only()),
        ("/caldav/v2/gavindi@gmail.com/events/", _) => reply(207, XML, COLORED),
        _ => reply(404, "", ""),
    }
}

fn bearer() -> Option<Login> {
    Some(Login::bearer(Arc::new(FirstToken(
        "ya29.test-token".into(),
    ))))
}

fn options() -> Options {
    Options {
        timeout: Duration::from_secs(30),
        ..Options::default()
    }
}

fn all_bearer(server: &Http) {
    let seen = server.seen();
    assert!(!seen.is_empty());
    for req in seen {
        assert_eq!(
            req.header("authorization"),
            Some("Bearer ya29.test-token"),
            "{} {}",
            req.method,
            req.path
        );
    }
}

#[test]
fn discovery_from_googles_root_finds_the_home_and_its_calendars() {
    let server = Http::start(google);
    let found = discover_with(&format!("{}caldav/v2/", server.url), bearer(), options()).unwrap();
    assert!(
        found.home.ends_with("/caldav/v2/machinag1%40gmail.com/"),
        "{}",
        found.home
    );
    let mut names: Vec<(&str, &str)> = found
        .calendars
        .iter()
        .map(|c| (c.name.as_str(), c.href.as_str()))
        .collect();
    names.sort();
    // The principal, the home, the inbox and the outbox are no calendars;
    // the shared holiday calendar is one.
    assert_eq!(
        names,
        [
            (
                "Holidays in China",
                "/caldav/v2/cln2sor8d5n628r8dtm6ip31f506esjfelo2sthecdgmopbechgn4bj7dtnmer355phmur8%40virtual/events/"
            ),
            (
                "machinag1@gmail.com",
                "/caldav/v2/machinag1%40gmail.com/events/"
            ),
        ]
    );
    // Google gives every calendar a sync token: RFC 6578 is used.
    assert!(found.calendars.iter().all(|c| c.sync_token.is_some()));
    all_bearer(&server);
}

#[test]
fn a_google_accounts_address_is_its_principal_and_leads_to_the_same_home() {
    let server = Http::start(google);
    let address = google::principal_url("machinag1@gmail.com");
    assert_eq!(
        address,
        "https://apidata.googleusercontent.com/caldav/v2/machinag1@gmail.com/user"
    );
    let here = address.replace(google::CALDAV_ROOT, &format!("{}caldav/v2/", server.url));
    let found = discover_with(&here, bearer(), options()).unwrap();
    assert!(found.home.ends_with("/caldav/v2/machinag1%40gmail.com/"));
    assert_eq!(found.calendars.len(), 2);
    all_bearer(&server);
}

#[test]
fn googles_calendar_color_with_alpha_is_read() {
    let server = Http::start(google);
    let url = format!("{}caldav/v2/gavindi@gmail.com/events/", server.url);
    let found = discover_with(&url, bearer(), options()).unwrap();
    assert_eq!(found.calendars.len(), 1);
    assert_eq!(found.calendars[0].name, "gavindi@gmail.com");
    assert_eq!(found.calendars[0].color.as_deref(), Some("#9fe1e7"));
}

#[test]
fn a_refused_token_is_said_as_sign_in_again_not_as_a_password() {
    let server = Http::start(|_: &Req| {
        reply(
            401,
            "WWW-Authenticate: Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\"\r\n",
            "",
        )
    });
    let e = discover_with(&format!("{}caldav/v2/", server.url), bearer(), options()).unwrap_err();
    assert_eq!(e.trouble(), kairos::store::Trouble::SignIn, "{e}");
    // Once with the token, once more after asking for a new one (which a
    // first sign-in's token cannot get): never a loop.
    assert_eq!(server.seen().len(), 1);
}
