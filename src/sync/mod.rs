//! Two-way CalDAV sync: every server calendar is a local calendar, and no
//! edit made on either side is lost.
//!
//! # Why it is built this way
//!
//! - **Planning is pure** (`plan`): the status of each event after the last
//!   sync, and what each side holds now, decide one action per event. The
//!   rules are tested as a table, with no server and no database.
//! - **Comparison is by content, not by version** (`normal`): servers
//!   rewrite what they store, so each side's event is hashed in a normal
//!   form; an ETag that moved with the same hash is recorded, not synced
//!   back.
//! - **Nothing waits in a queue that could be lost**: a local change is a new
//!   event row, committed with the change itself; the sync finds it by
//!   comparing with the status (`store::sync_status`).
//! - **Conflicts keep both** (`merge`): changes to different properties
//!   merge; the same property changed on both sides keeps the server's
//!   version under the UID and the local one as a conflict copy.
//! - **The token is the last thing saved**: a sync that stops half-way
//!   (offline, killed) redoes the listing next time and finds what it
//!   already applied by its status, so it neither loses nor duplicates.
//!
//! Credentials come from the user's password command or the Secret Service
//! (`credentials`), never from the database, and never appear in a message;
//! an OAuth account's (Google's) refresh token is kept the same way
//! (`oauth`).

pub mod account;
mod act;
pub mod background;
mod calendar;
pub mod credentials;
mod cross_check;
pub mod dav;
pub mod inbox;
mod inbox_reasons;
mod lock;
pub mod merge;
pub mod network;
pub mod normal;
pub mod oauth;
pub mod outbox;
mod pace;
mod pass;
pub mod plan;
mod report;
mod resource;
pub mod secrets;
pub mod subscribe;

use chrono::NaiveDate;
use ureq::http::Uri;

pub use dav::{DavError, Options};
pub use lock::SyncLock;
pub use pace::Pace;
pub use pass::{
    refresh_feeds, run_pass, sync_accounts, FeedReport, PassOptions, PassReport, REQUEST_TIMEOUT,
};
pub use report::{AccountReport, CalendarReport};
pub use resource::new_href;

use crate::fl;
use crate::store::{
    Account, RemoteCalendar, ServerIdentity, Store, StoreError, SyncedCalendar, Trouble,
};
pub use dav::Login;
use dav::{same_path, CalendarInfo, Client, Dav};

/// What a sync can fail with.
#[derive(Debug, thiserror::Error)]
pub enum SyncError {
    #[error(transparent)]
    Dav(#[from] DavError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Credentials(#[from] credentials::CredentialError),
    #[error("{}", fl!("sync-bad-url", url = format!("{:?}", .0)))]
    BadUrl(String),
    #[error("{}", fl!("sync-user-in-url"))]
    UserInUrl,
    #[error("{}", fl!("sync-empty-listing", calendar = .calendar.as_str(), synced = (*.synced)))]
    EmptyListing { calendar: String, synced: usize },
    #[error("{}", fl!("sync-no-calendars"))]
    NoCalendars,
    #[error("{}", fl!("feed-insecure", url = format!("{:?}", .0)))]
    Insecure(String),
    #[error("{}", fl!("feed-bad", url = .url.as_str(), reason = .reason.as_str()))]
    BadFeed { url: String, reason: String },
}

impl SyncError {
    /// What would fix it.
    pub fn trouble(&self) -> Trouble {
        match self {
            SyncError::Dav(e) => dav_trouble(e),
            SyncError::Credentials(_) => Trouble::Password,
            _ => Trouble::Server,
        }
    }
}

/// What would fix a failed request.
pub fn dav_trouble(e: &DavError) -> Trouble {
    match e {
        DavError::Unauthorized { .. } => Trouble::Password,
        DavError::Token(t) if t.sign_in_again => Trouble::SignIn,
        DavError::Token(t) if t.offline => Trouble::Offline,
        DavError::Tls { .. } | DavError::CaCert { .. } => Trouble::Certificate,
        DavError::Unreachable { .. } | DavError::Timeout { .. } => Trouble::Offline,
        _ => Trouble::Server,
    }
}

/// An account's address, checked.
pub fn parse_url(url: &str) -> Result<Uri, SyncError> {
    let uri: Uri = url.parse().map_err(|_| SyncError::BadUrl(url.to_owned()))?;
    if !matches!(uri.scheme_str(), Some("http" | "https")) || uri.host().is_none() {
        return Err(SyncError::BadUrl(url.to_owned()));
    }
    if uri.authority().is_some_and(|a| a.as_str().contains('@')) {
        return Err(SyncError::UserInUrl);
    }
    Ok(uri)
}

/// What discovery found for a new account.
#[derive(Debug, Clone)]
pub struct Discovered {
    /// The calendar home.
    pub home: String,
    /// Its calendars that hold events.
    pub calendars: Vec<CalendarInfo>,
    /// Who the user is there (`None`: the server could not say now).
    pub identity: Option<ServerIdentity>,
}

/// What the server's principal says, as the store keeps it (addresses that
/// are no calendar user address, such as a bare path, are left out).
fn server_identity(principal: dav::Principal) -> ServerIdentity {
    ServerIdentity {
        addresses: principal
            .addresses
            .iter()
            .filter_map(|a| crate::model::CalendarAddress::parse(a))
            .collect(),
        scheduling: principal.scheduling,
    }
}

/// Asks who the user is; a failure is logged and leaves it unknown (the
/// next sync asks again): meetings need it, syncing does not.
fn ask_identity(dav: &mut Dav, home: &str) -> Option<ServerIdentity> {
    match dav.principal(home) {
        Ok(p) => Some(server_identity(p)),
        Err(e) => {
            log::warn!("could not ask the server who the user is: {e}");
            None
        }
    }
}

fn connect(
    account_url: &str,
    login: Option<Login>,
    options: Options,
) -> Result<(Uri, Dav), SyncError> {
    let url = parse_url(account_url)?;
    let client = Client::new(login, options)?;
    let dav = Dav::new(client, &url);
    Ok((url, dav))
}

/// HTTP Basic as `user` (none without a user name).
fn basic(user: &str, password: &str) -> Option<Login> {
    (!user.is_empty()).then(|| Login::basic(user, password))
}

/// Finds the calendar home and calendars at `url`.
pub fn discover(
    url: &str,
    user: &str,
    password: &str,
    options: Options,
) -> Result<Discovered, SyncError> {
    discover_with(url, basic(user, password), options)
}

/// [`discover`] with any login (an OAuth account's bearer tokens).
pub fn discover_with(
    url: &str,
    login: Option<Login>,
    options: Options,
) -> Result<Discovered, SyncError> {
    let (url, mut dav) = connect(url, login, options)?;
    let home = dav.discover(&url)?;
    // A home that is itself a calendar is all the account has; asking for
    // its members would list every event.
    let mut calendars = dav.calendars(&home, 0)?;
    if calendars.is_empty() {
        calendars = dav.calendars(&home, 1)?;
    }
    let calendars = calendars.into_iter().filter(|c| c.events).collect();
    let identity = ask_identity(&mut dav, &home);
    Ok(Discovered {
        home,
        calendars,
        identity,
    })
}

/// The local calendar for a server calendar; `fallback` is its color
/// when the server gives none (the next of the palette, as a new local
/// calendar's: several calendars without one are told apart).
pub fn remote_calendar(info: &CalendarInfo, fallback: &str) -> RemoteCalendar {
    RemoteCalendar {
        href: info.href.clone(),
        name: info.name.clone(),
        color: info.color.clone().unwrap_or_else(|| fallback.to_owned()),
    }
}

/// How one run syncs.
#[derive(Debug, Clone, Copy)]
pub struct Run {
    /// Today, in the user's zone (bounds the time zone definitions sent).
    pub today: NaiveDate,
    /// Accept a calendar the server lists as empty after it had events.
    pub allow_empty: bool,
    /// Read the schedule inbox whatever changed (see [`inbox`]).
    pub read_inbox: bool,
}

/// Syncs every calendar of `account`; failures are in the report, with
/// nothing lost.
pub fn sync_account(
    store: &mut Store,
    account: &Account,
    password: &str,
    options: Options,
    run: Run,
) -> AccountReport {
    sync_account_with(store, account, basic(&account.user, password), options, run)
}

/// [`sync_account`] with any login (an OAuth account's bearer tokens).
pub fn sync_account_with(
    store: &mut Store,
    account: &Account,
    login: Option<Login>,
    options: Options,
    run: Run,
) -> AccountReport {
    let mut report = AccountReport {
        account: account.name.clone(),
        ..Default::default()
    };
    if let Err(e) = sync_calendars(store, account, login, options, run, &mut report) {
        report.error = Some(e.to_string());
        report.trouble = Some(e.trouble());
    }
    report
}

fn sync_calendars(
    store: &mut Store,
    account: &Account,
    login: Option<Login>,
    options: Options,
    run: Run,
    report: &mut AccountReport,
) -> Result<(), SyncError> {
    normal::rebase(store)?;
    let (_, mut dav) = connect(&account.url, login, options)?;
    // Accounts added before Kairos knew meetings: asked once.
    if store.server_identity(account.id)?.is_none() {
        if let Some(identity) = ask_identity(&mut dav, &account.home) {
            store.set_server_identity(account.id, &identity)?;
        }
    }
    let mut local = store.synced_calendars(account.id)?;
    // An account that is one calendar (added by the calendar's own URL)
    // is listed alone: its members are the events, not calendars.
    let depth = match local.as_slice() {
        [only] if same_path(&only.href, &account.home) => 0,
        _ => 1,
    };
    let mut listed: Vec<CalendarInfo> = dav
        .calendars(&account.home, depth)?
        .into_iter()
        .filter(|c| c.events)
        .collect();
    // Without RFC 6578 the ctag tells whether to list a calendar at all.
    for info in listed.iter_mut().filter(|i| i.sync_token.is_none()) {
        info.ctag = dav.ctag(&info.href)?;
    }
    if listed.is_empty() && !local.is_empty() {
        return Err(SyncError::NoCalendars);
    }
    // Calendars that appeared or went since the last sync.
    for info in &listed {
        if !local.iter().any(|c| same_path(&c.href, &info.href)) {
            let fallback = crate::model::next_color(store.calendars()?.len());
            let added = store.add_synced_calendar(account, &remote_calendar(info, fallback))?;
            report.added.push(added.name.clone());
            local.push(added);
        }
    }
    let missing: Vec<SyncedCalendar> = local
        .iter()
        .filter(|c| !listed.iter().any(|i| same_path(&i.href, &c.href)))
        .cloned()
        .collect();
    for gone in &missing {
        vanished(store, &mut dav, account, gone, report)?;
    }
    local.retain(|c| listed.iter().any(|i| same_path(&i.href, &c.href)));
    // Two passes at most: an event moved between two of these calendars
    // on the server waits in the second until the first let it go.
    let mut pending: Vec<usize> = (0..local.len()).collect();
    let mut reports: Vec<Option<CalendarReport>> = vec![None; local.len()];
    for _pass in 0..2 {
        let mut again = Vec::new();
        // As saved now (a first pass may have moved a token on).
        let saved = store.synced_calendars(account.id)?;
        for &i in &pending {
            let synced = saved
                .iter()
                .find(|c| c.calendar == local[i].calendar)
                .cloned()
                .unwrap_or_else(|| local[i].clone());
            let Some(info) = listed
                .iter()
                .find(|info| same_path(&info.href, &synced.href))
            else {
                continue;
            };
            let cycle = calendar::Cycle {
                store,
                dav: &mut dav,
                synced: &synced,
                info,
                today: run.today,
                allow_empty: run.allow_empty,
            };
            let result = match cycle.run() {
                Ok(r) => r,
                Err(e) => CalendarReport {
                    calendar: synced.name.clone(),
                    error: Some(e.to_string()),
                    trouble: Some(e.trouble()),
                    ..Default::default()
                },
            };
            if result.deferred {
                again.push(i);
            }
            reports[i] = Some(merge_reports(reports[i].take(), result));
        }
        if again.is_empty() {
            break;
        }
        // The server's listing is as it was; refresh the cycle's view of it.
        pending = again;
    }
    // After the notes on calendars that went missing.
    report.calendars.extend(reports.into_iter().flatten());
    report.trouble = report.calendars.iter().find_map(|c| c.trouble);
    post_answers(store, &mut dav, account, report)?;
    inbox::after_sync(store, &mut dav, account, run.read_inbox, report)?;
    Ok(())
}

/// My answers for single occurrences written in this sync, posted to the
/// account's schedule outbox too ([`outbox`]); a failure is logged, as the
/// copy itself was written.
fn post_answers(
    store: &mut Store,
    dav: &mut Dav,
    account: &Account,
    report: &mut AccountReport,
) -> Result<(), StoreError> {
    let answers: Vec<outbox::OccurrenceAnswer> = report
        .calendars
        .iter_mut()
        .flat_map(|c| std::mem::take(&mut c.answers))
        .collect();
    let server = store.server_identity(account.id)?;
    let Some(server) = server.filter(|s| s.scheduling && !answers.is_empty()) else {
        return Ok(());
    };
    let me = crate::model::Identity {
        addresses: server.addresses,
    }
    .with(&crate::store::preferences::my_addresses(store)?);
    let outbox = match dav.principal(&account.home) {
        Ok(p) => p.outbox,
        Err(e) => {
            log::warn!("could not find the schedule outbox: {e}");
            return Ok(());
        }
    };
    if let Some(outbox) = outbox {
        for failed in outbox::deliver(dav, &outbox, &answers, &me, chrono::Utc::now()) {
            log::info!("answer for one occurrence not posted to the outbox: {failed}");
        }
    }
    Ok(())
}

/// A calendar missing from the account's listing: removed only once it
/// says itself that it is gone (404 or 410); a listing that merely left it
/// out (a glitch, a hostile or truncated answer) changes nothing. Events
/// not sent yet stay, in a local calendar named after it.
fn vanished(
    store: &mut Store,
    dav: &mut Dav,
    account: &Account,
    gone: &SyncedCalendar,
    report: &mut AccountReport,
) -> Result<(), SyncError> {
    if dav.still_there(&gone.href)? {
        report.calendars.push(CalendarReport {
            calendar: gone.name.clone(),
            notes: vec![fl!("sync-note-unlisted-but-there")],
            ..Default::default()
        });
        return Ok(());
    }
    let sent: std::collections::HashMap<String, Option<crate::store::EventVersion>> = store
        .sync_status(gone.calendar)?
        .into_iter()
        .filter_map(|s| Some((s.uid?, s.local_version)))
        .collect();
    let unsent: Vec<String> = store
        .calendar_versions(gone.calendar)?
        .into_iter()
        .filter(|(uid, version)| sent.get(uid) != Some(&Some(*version)))
        .map(|(uid, _)| uid)
        .collect();
    let (name, account_name) = (gone.name.as_str(), account.name.as_str());
    let keep_as = fl!("sync-calendar-kept-as", name = name, account = account_name);
    let removal = store.remove_vanished_calendar(gone.calendar, &unsent, &keep_as)?;
    report.removed.push(gone.name.clone());
    if let Some((kept, count)) = removal.kept {
        report.calendars.push(CalendarReport {
            calendar: gone.name.clone(),
            notes: vec![crate::fl!(
                "sync-kept-unsent",
                count = count,
                kept = kept.as_str()
            )],
            ..Default::default()
        });
    }
    Ok(())
}

fn merge_reports(old: Option<CalendarReport>, new: CalendarReport) -> CalendarReport {
    let Some(mut old) = old else { return new };
    old.pulled += new.pulled;
    old.pushed += new.pushed;
    old.deleted_local += new.deleted_local;
    old.deleted_remote += new.deleted_remote;
    old.conflicts += new.conflicts;
    old.merged += new.merged;
    old.notes.extend(new.notes);
    // Each round plans every change again: the last says what stays unsent.
    old.unsent = new.unsent;
    old.error = new.error;
    old.trouble = new.trouble;
    old.deferred = new.deferred;
    old
}
