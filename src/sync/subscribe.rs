//! Subscriptions: a read-only calendar fed by an .ics URL (`https://`, or
//! `webcal://`, which is the same over TLS), refreshed with the sync. A
//! conditional GET (`If-None-Match`, `If-Modified-Since`) keeps an
//! unchanged feed from being downloaded again.

use ureq::http::Uri;

use super::dav::{Client, Options};
use super::SyncError;
use crate::fl;
use crate::store::{Replaced, Store, Subscription};

/// What a refresh did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refreshed {
    /// The server said the feed has not changed (304): nothing was read.
    Unchanged,
    /// The feed was read and the calendar now holds what it says.
    Replaced(Replaced),
}

/// A feed's address, checked: `webcal://` becomes `https://`; plain
/// `http://` only to this machine (a test server, a local proxy), never
/// across a network.
pub fn feed_url(text: &str) -> Result<Uri, SyncError> {
    let text = text.trim();
    let https = match text.strip_prefix("webcal://") {
        Some(rest) => format!("https://{rest}"),
        None => text.to_owned(),
    };
    let uri = super::parse_url(&https)?;
    if uri.scheme_str() == Some("http") {
        let host = uri.host().unwrap_or("");
        let local = matches!(host, "localhost" | "127.0.0.1" | "[::1]" | "::1");
        if !local {
            return Err(SyncError::Insecure(text.to_owned()));
        }
    }
    Ok(uri)
}

/// Downloads `sub`'s feed unless unchanged, and makes its calendar hold
/// exactly what the feed says. A feed that cannot be read or is not
/// iCalendar changes nothing (the reason is recorded for the window).
pub fn refresh(
    store: &mut Store,
    sub: &Subscription,
    options: Options,
) -> Result<Refreshed, SyncError> {
    let result = fetch(store, sub, options);
    if let Err(e) = &result {
        store.note_refresh(sub.calendar, Some(&e.to_string()))?;
    }
    result
}

fn fetch(store: &mut Store, sub: &Subscription, options: Options) -> Result<Refreshed, SyncError> {
    let url = feed_url(&sub.url)?;
    let client = Client::new(None, options)?;
    let mut headers = vec![("accept", "text/calendar".to_owned())];
    if let Some(etag) = &sub.etag {
        headers.push(("if-none-match", etag.clone()));
    }
    if let Some(since) = &sub.last_modified {
        headers.push(("if-modified-since", since.clone()));
    }
    let reply = client.send("GET", &url, &headers, None)?;
    let shown = super::dav::redact(&url);
    match reply.status {
        304 => {
            store.note_refresh(sub.calendar, None)?;
            Ok(Refreshed::Unchanged)
        }
        200 => {
            let parsed = crate::ical::parse(&reply.body).map_err(|e| SyncError::BadFeed {
                url: shown.clone(),
                reason: fl!("feed-bad-line", line = e.line, problem = e.what.to_string()),
            })?;
            let events = crate::transfer::incoming(&parsed.events);
            let replaced = store.replace_subscribed(
                sub.calendar,
                events,
                reply.header("etag"),
                reply.header("last-modified"),
            )?;
            Ok(Refreshed::Replaced(replaced))
        }
        status => Err(SyncError::BadFeed {
            url: shown,
            reason: fl!("feed-status", status = u64::from(status)),
        }),
    }
}

/// Subscribes to the feed at `url` as the calendar `name`: adds it, then
/// downloads it. A feed that cannot be read is not kept: nothing is left
/// half-made.
pub fn add(
    store: &mut Store,
    name: &str,
    url: &str,
    color: Option<&str>,
    options: Options,
) -> Result<Refreshed, SyncError> {
    let url = feed_url(url)?;
    let color = match color {
        Some(c) => c.to_owned(),
        None => crate::model::next_color(store.calendars()?.len()).to_owned(),
    };
    let calendar = store.add_subscription(name, &url.to_string(), &color)?;
    let sub = store
        .subscriptions()?
        .into_iter()
        .find(|s| s.calendar == calendar)
        .ok_or_else(|| SyncError::Store(crate::store::StoreError::UnknownCalendar(name.into())))?;
    match refresh(store, &sub, options) {
        Ok(done) => Ok(done),
        Err(e) => {
            store.delete_calendar(name)?;
            Err(e)
        }
    }
}
