//! The schedule inbox (RFC 6638 §2.2): where a scheduling server files the
//! iTIP messages it delivers to the user — invitations and updates
//! (REQUEST), cancellations (CANCEL), attendees' answers to the user's
//! meetings (REPLY).
//!
//! Most servers (DAViCal, Nextcloud, SOGo) also apply each message to the
//! user's calendar themselves, and the inbox only fills up; some leave the
//! applying to the client. After the calendars are synced (so that what
//! the server applied is already here), each message is judged against
//! the local copy ([`judge`], pure, tested on its own): one already
//! reflected is removed from the inbox; an invitation (or a newer version
//! of one) that is not here is taken into the calendar — pushed by the
//! next sync, as any new event — and then removed; a cancellation of a
//! meeting I am invited to marks my copy cancelled (an update that moves
//! the meeting and still carries my old answer asks me again, as RFC 5546
//! wants of the organiser); anything else is left
//! in the inbox, untouched, and said in the report. A message is removed
//! only once what it says is here: nothing is ever lost by tidying. The
//! inbox itself is never a calendar (discovery leaves it out).
//!
//! Invitations and cancellations are applied as an import applies them
//! (`store::Importer::apply`, on `recur::scheduling::apply`): one about
//! some occurrences changes those alone.
//!
//! Not applied here (left in the inbox when the server did not apply it
//! either): an answer the organiser's copy does not show — writing it
//! there would make a scheduling server send the meeting to every
//! attendee again.

pub use super::inbox_reasons::{Left, Refusal};
use crate::fl;
use crate::ical::itip::{method_of, Method};
use crate::ical::Cancellation;
use crate::model::{Identity, OrganizerMessage, OrganizerSays, RecurrenceId};
use crate::store::{ImportInto, IncomingEvent, Store, StoreError, StoredEvent};

/// What to do with one inbox message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The local copy already shows it: remove it from the inbox.
    Reflected,
    /// An invitation not (or only in an older version) here: take it in,
    /// then remove it.
    TakeIn,
    /// The organiser cancelled the meeting, and my copy does not say so:
    /// mark it cancelled (at the message's SEQUENCE), then remove it.
    Cancel,
    /// Leave it in the inbox, for this reason.
    Keep(Left),
}

/// An inbox message, read.
#[derive(Debug, Clone)]
pub struct Message {
    pub method: Method,
    /// It names one occurrence (RECURRENCE-ID).
    pub one_occurrence: bool,
    /// The meeting it is about.
    pub uid: String,
    /// Its title, to say which message is meant.
    pub summary: String,
    /// A REQUEST or CANCEL: what the organiser says
    /// ([`crate::recur::scheduling::apply`] applies it).
    pub said: Option<OrganizerMessage>,
    /// A REQUEST or REPLY: its event (the message's VEVENTs of one UID).
    pub event: Option<IncomingEvent>,
}

impl Message {
    /// Reads an inbox resource; `None` for what is not an iTIP message
    /// about exactly one meeting.
    pub fn read(bytes: &[u8]) -> Option<Message> {
        let (method, one_occurrence) = method_of(bytes)?;
        let parsed = crate::ical::parse(bytes).ok()?;
        if method == Method::Cancel {
            return Message::cancel(one_occurrence, parsed.cancellations);
        }
        let [one] = <[_; 1]>::try_from(parsed.events).ok()?;
        let said = matches!(method, Method::Request).then(|| one.organizer_message());
        Some(Message {
            method,
            one_occurrence,
            uid: one.event.uid.clone(),
            summary: one.event.summary.clone(),
            said,
            event: Some(IncomingEvent {
                event: one.event,
                sequence: one.sequence,
                last_modified: one.last_modified,
                created: one.created,
            }),
        })
    }

    /// A CANCEL of one meeting, whole or of the occurrences it lists.
    fn cancel(one_occurrence: bool, parts: Vec<Cancellation>) -> Option<Message> {
        let first = parts.first()?;
        if parts.iter().any(|p| p.uid != first.uid) {
            return None;
        }
        let (uid, summary) = (first.uid.clone(), first.summary.clone());
        let organizer = parts.iter().find_map(|p| p.organizer.clone());
        let sequence = parts.iter().map(|p| p.sequence).max().unwrap_or(0);
        let stamp = parts.iter().filter_map(|p| p.stamp).max();
        let occurrences: Option<Vec<_>> = parts.iter().map(|p| p.occurrence).collect();
        Some(Message {
            method: Method::Cancel,
            one_occurrence,
            said: Some(OrganizerMessage {
                uid: uid.clone(),
                organizer,
                sequence,
                stamp,
                says: match occurrences {
                    Some(times) => OrganizerSays::CancelOccurrences(times),
                    None => OrganizerSays::CancelMeeting,
                },
            }),
            uid,
            summary,
            event: None,
        })
    }

    /// Who it says sent it: the ORGANIZER of a REQUEST or CANCEL.
    fn sender(&self) -> Option<&crate::model::Organizer> {
        match (&self.said, &self.event) {
            (Some(said), _) => said.organizer.as_ref(),
            (None, Some(e)) => e.event.meeting.organizer.as_ref(),
            (None, None) => None,
        }
    }
}

/// Whether the sender of `message` may change what it names (RFC 5546
/// §3.2, and the trust a server's inbox deserves: anyone who can deliver
/// to it — another user of the server, an outside sender through its
/// mail gateway — can put a message there); `Err` with the reason it is
/// refused. `local` is the copy here, if any, and `in_account` whether it
/// is in a calendar of the account whose inbox carried the message.
///
/// - An invitation or cancellation changes only a meeting whose stored
///   ORGANIZER is the message's (addresses compared normalised; a
///   SENT-BY delegate writes under the organiser's ORGANIZER, as RFC 5546
///   has it, so it is the ORGANIZER that is compared), never one I
///   organise, and never an event that is no meeting.
/// - No message claiming to come from me is taken: I do not send myself
///   invitations, and one taken in would be sent on in my name.
/// - An answer changes nothing here (see the module's notes); it is only
///   tidied once the organiser's copy shows it.
pub fn may_change(
    message: &Message,
    local: Option<&StoredEvent>,
    me: &Identity,
    in_account: bool,
) -> Result<(), Refusal> {
    if !matches!(message.method, Method::Request | Method::Cancel) {
        return Ok(());
    }
    let Some(sender) = message.sender() else {
        return Err(Refusal::NoOrganizer);
    };
    if me.is_me(&sender.address) {
        return Err(Refusal::FromMe);
    }
    let Some(local) = local else {
        return Ok(());
    };
    if !in_account {
        return Err(Refusal::Elsewhere);
    }
    if !local.event.has_participants() {
        return Err(Refusal::NoMeeting);
    }
    match &local.event.meeting.organizer {
        None => Err(Refusal::MeetingWithoutOrganizer),
        Some(o) if me.is_me(&o.address) => Err(Refusal::MyMeeting),
        Some(o) if o.address != sender.address => Err(Refusal::NotTheOrganizer),
        Some(_) => Ok(()),
    }
}

/// What `message` means against `local`, the copy here (if any), for a
/// user who is `me`, once [`may_change`] let it.
pub fn judge(message: &Message, local: Option<&StoredEvent>, me: &Identity) -> Verdict {
    let Some(said) = &message.said else {
        return match (&message.method, &message.event) {
            (Method::Reply, Some(answer)) => judge_answer(answer, local),
            _ => Verdict::Keep(Left::OtherMethod),
        };
    };
    let sequence = said.sequence;
    match (&message.method, local) {
        // A version the server already applied, or a newer one is here.
        (Method::Request, Some(l)) if l.sequence >= sequence => Verdict::Reflected,
        (Method::Request, _) => {
            // Only an invitation to me: never a copy of someone else's.
            let invited = match &said.says {
                OrganizerSays::Meeting(e) | OrganizerSays::Occurrences(e) => {
                    e.meeting.me(me).is_some()
                        || e.overrides.iter().any(|o| {
                            o.details
                                .meeting
                                .as_ref()
                                .is_some_and(|m| m.me(me).is_some())
                        })
                }
                _ => false,
            };
            match (invited, local) {
                (true, _) => Verdict::TakeIn,
                // An update of my copy names me in the series, not here.
                (false, Some(l)) if message.one_occurrence && l.event.meeting.me(me).is_some() => {
                    Verdict::TakeIn
                }
                (false, _) => Verdict::Keep(Left::OtherAddress),
            }
        }
        // Gone here already (the server deleted my copy).
        (_, None) => Verdict::Reflected,
        (_, Some(l)) => {
            let applied = crate::recur::scheduling::apply(&l.event, &said.says, me) == l.event;
            if applied || l.sequence > sequence {
                Verdict::Reflected
            } else if l.sequence < sequence && l.event.meeting.me(me).is_some() {
                Verdict::Cancel
            } else {
                Verdict::Keep(Left::CancelNotApplied)
            }
        }
    }
}

/// What an attendee's answer means against the organiser's copy `local`.
fn judge_answer(answer: &IncomingEvent, local: Option<&StoredEvent>) -> Verdict {
    let Some(l) = local else {
        // The meeting is gone: the answer has nothing to change.
        return Verdict::Reflected;
    };
    if l.sequence > answer.sequence {
        return Verdict::Reflected;
    }
    let said = &answer.event.meeting;
    // An answer for one occurrence shows in that occurrence's people.
    let occurrence = answer
        .event
        .overrides
        .first()
        .map(|_| RecurrenceId::from_event_time(&answer.event.start.named_like(&l.event.start)));
    let here = l.event.meeting_at(occurrence);
    let shown = !said.attendees.is_empty()
        && said.attendees.iter().all(|a| {
            here.attendees
                .iter()
                .any(|h| h.address == a.address && h.status() == a.status())
        });
    if shown {
        Verdict::Reflected
    } else {
        Verdict::Keep(Left::AnswerNotApplied)
    }
}

/// An attendee's answer (a REPLY) that my copy of the meeting does not
/// show, in words, one sentence per attendee it answers for. Writing it
/// into my copy would make a scheduling server send the meeting to every
/// attendee again, so it is said instead.
pub fn unshown_answers(message: &Message) -> Vec<String> {
    let (Method::Reply, Some(answer)) = (&message.method, &message.event) else {
        return Vec::new();
    };
    let title = message.summary.as_str();
    let occurrence = message
        .one_occurrence
        .then(|| RecurrenceId::from_event_time(&answer.event.start).to_string());
    answer
        .event
        .meeting
        .attendees
        .iter()
        .map(|a| {
            let who = a.address.shown();
            let said = crate::layout::answer_words(a.status());
            match &occurrence {
                Some(when) => fl!(
                    "sync-inbox-answer-not-shown-occurrence",
                    who = who,
                    title = title,
                    occurrence = when.as_str(),
                    answer = said
                ),
                None => fl!(
                    "sync-inbox-answer-not-shown",
                    who = who,
                    title = title,
                    answer = said
                ),
            }
        })
        .collect()
}

/// What the inbox pass did.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct InboxReport {
    /// Invitations taken into a calendar.
    #[serde(skip_serializing_if = "is_zero")]
    pub taken_in: usize,
    /// Meetings marked cancelled as their organiser said.
    #[serde(skip_serializing_if = "is_zero")]
    pub cancelled: usize,
    /// Messages removed from the inbox.
    #[serde(skip_serializing_if = "is_zero")]
    pub removed: usize,
    /// Messages left there, with why.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub kept: Vec<String>,
    /// Messages left there because their sender may not change what they
    /// name (see [`may_change`]), each with its summary, sender and why.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<String>,
    /// Attendees' answers to my meetings that the server left in the
    /// inbox without putting them in my copy (Cyrus does, for an answer
    /// to one occurrence), each said in words: who, what, and that it
    /// did not arrive in my copy.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unshown: Vec<String>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl InboxReport {
    pub fn is_empty(&self) -> bool {
        *self == InboxReport::default()
    }
}

/// How long a quiet account's inbox goes unread at most. A server that
/// applies what it delivers changes a calendar too, and then the inbox is
/// read at once; this bounds the wait on one that only fills the inbox,
/// while a quiet sync stays one request.
pub const LOOK_AT_LEAST_EVERY: chrono::Duration = chrono::Duration::hours(1);

/// The setting holding when an account's inbox was last read.
fn looked_key(account: i64) -> String {
    format!("schedule-inbox-read:{account}") // i18n: not words
}

/// Whether to read the inbox after a sync that `changed` something (or
/// not), last read at `last` (never: `None`), at `now`.
pub fn inbox_due(
    changed: bool,
    last: Option<chrono::DateTime<chrono::Utc>>,
    now: chrono::DateTime<chrono::Utc>,
) -> bool {
    changed || last.is_none_or(|t| now - t >= LOOK_AT_LEAST_EVERY || t > now)
}

/// After an account's calendars are synced: its schedule inbox, where
/// its server does scheduling — when the sync changed something, the
/// inbox was not read for [`LOOK_AT_LEAST_EVERY`], or `now_anyway` (the
/// user asked). What fails here is said in the report; the calendars'
/// sync stands.
pub(super) fn after_sync(
    store: &mut Store,
    dav: &mut super::dav::Dav,
    account: &crate::store::Account,
    now_anyway: bool,
    report: &mut super::AccountReport,
) -> Result<(), StoreError> {
    if !store
        .server_identity(account.id)?
        .is_some_and(|s| s.scheduling)
    {
        return Ok(());
    }
    let now = chrono::Utc::now();
    let key = looked_key(account.id);
    let last = store
        .setting(&key)?
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(&t).ok())
        .map(|t| t.with_timezone(&chrono::Utc));
    if !now_anyway && !inbox_due(report.changed(), last, now) {
        return Ok(());
    }
    store.set_setting(&key, &now.to_rfc3339())?;
    let ours: Vec<crate::model::CalendarId> = store
        .synced_calendars(account.id)?
        .iter()
        .map(|c| c.calendar)
        .collect();
    if ours.is_empty() {
        return Ok(());
    }
    let inbox = match dav.principal(&account.home) {
        Ok(p) => p.inbox,
        Err(e) => {
            report
                .inbox
                .kept
                .push(fl!("sync-inbox-not-found", reason = e.to_string()));
            return Ok(());
        }
    };
    let Some(inbox) = inbox else {
        return Ok(());
    };
    match tidy(store, dav, &inbox, &ours) {
        Ok(done) => {
            report.inbox = done;
            // Said once each, as refusals are (the window says them).
            let inbox = &report.inbox;
            let said: Vec<String> = inbox
                .refused
                .iter()
                .chain(&inbox.unshown)
                .cloned()
                .collect();
            record_refused(store, account.id, &said)?;
        }
        Err(e) => {
            let reason = e.to_string();
            report
                .inbox
                .kept
                .push(fl!("sync-inbox-failed", reason = reason))
        }
    }
    if !report.inbox.is_empty() {
        log::info!("schedule inbox of {}: {:?}", account.name, report.inbox);
    }
    Ok(())
}

/// The setting holding the messages an account's inbox refused at its
/// last reading, and the one holding those the window said.
fn refused_keys(account: i64) -> (String, String) {
    (
        format!("schedule-inbox-refused:{account}"), // i18n: not words
        format!("schedule-inbox-refused-said:{account}"), // i18n: not words
    )
}

/// Keeps what the inbox refused at this reading, for the window to say
/// (whichever process read it).
pub fn record_refused(
    store: &mut Store,
    account: i64,
    refused: &[String],
) -> Result<(), StoreError> {
    let (key, _) = refused_keys(account);
    let text = serde_json::to_string(refused).unwrap_or_default();
    if store.setting(&key)?.as_deref() != Some(text.as_str()) {
        store.set_setting(&key, &text)?;
    }
    Ok(())
}

/// The refused messages of `account`'s inbox not said yet, now marked
/// said: the window says each once, not at every reading that finds it
/// still there. One no longer refused (gone from the inbox) is forgotten.
pub fn unsaid_refusals(store: &mut Store, account: i64) -> Result<Vec<String>, StoreError> {
    let (key, said_key) = refused_keys(account);
    let read = |text: Option<String>| -> Vec<String> {
        text.and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default()
    };
    let refused = read(store.setting(&key)?);
    let said = read(store.setting(&said_key)?);
    let new: Vec<String> = refused
        .iter()
        .filter(|r| !said.contains(r))
        .cloned()
        .collect();
    if refused != said {
        let text = serde_json::to_string(&refused).unwrap_or_default();
        store.set_setting(&said_key, &text)?;
    }
    Ok(new)
}

/// Judges every message in the inbox at `inbox` and acts on it; new
/// invitations go into the first of `ours` (the account's calendars), or
/// where their UID already is.
pub(super) fn tidy(
    store: &mut Store,
    dav: &mut super::dav::Dav,
    inbox: &str,
    ours: &[crate::model::CalendarId],
) -> Result<InboxReport, super::SyncError> {
    let mut report = InboxReport::default();
    let Some(&calendar) = ours.first() else {
        return Ok(report);
    };
    let me = store.identity(calendar)?;
    // Each message is small; a hostile inbox is bounded by the client's
    // limits on a response.
    for found in dav.query_all(inbox)? {
        let Some(message) = Message::read(&found.body) else {
            report
                .kept
                .push(fl!("sync-inbox-not-itip", href = found.href.as_str()));
            continue;
        };
        let uid = message.uid.clone();
        let local = match store.event(&uid) {
            Ok(l) => Some(l),
            Err(StoreError::UnknownEvent(_)) => None,
            Err(e) => return Err(e.into()),
        };
        let in_account = local.as_ref().is_some_and(|l| ours.contains(&l.calendar));
        if let Err(why) = may_change(&message, local.as_ref(), &me, in_account) {
            let sender = message.sender().map_or_else(
                || fl!("sync-inbox-no-one"),
                |o| o.address.shown().to_owned(),
            );
            let title = message.summary.as_str();
            let why = why.to_string();
            report.refused.push(fl!(
                "sync-inbox-refused-message",
                title = title,
                sender = sender,
                why = why
            ));
            continue;
        }
        match judge(&message, local.as_ref(), &me) {
            Verdict::Keep(why) => {
                if why == Left::AnswerNotApplied {
                    report.unshown.extend(unshown_answers(&message));
                }
                report.kept.push(format!("{}: {why}", found.href));
                continue;
            }
            Verdict::TakeIn | Verdict::Cancel => {
                let Some(mut said) = message.said else {
                    continue;
                };
                let into = ImportInto::Calendar(local.as_ref().map_or(calendar, |l| l.calendar));
                // The organiser's new version keeps my dismissed and
                // snoozed reminders, and my reminders themselves (see
                // `keep_my_reminders`).
                if let (Some(l), OrganizerSays::Meeting(event)) = (&local, &mut said.says) {
                    let mut incoming = IncomingEvent {
                        event: event.clone(),
                        sequence: said.sequence,
                        last_modified: None,
                        created: None,
                    };
                    let mine = incoming.event.clone();
                    super::merge::keep_reminder_state(&mine, &l.event, &mut incoming.event);
                    super::merge::keep_my_reminders(l, &mut incoming, &me);
                    *event = incoming.event;
                }
                let cancel = said.is_cancel();
                // One place applies it, as an import does (a version that
                // moves the meeting asks me again).
                let label = if cancel { "cancelled" } else { "invitation" };
                store.import_each(into, label, false, |importer| {
                    importer.apply(said).map(|_| ())
                })?;
                if cancel {
                    report.cancelled += 1;
                } else {
                    report.taken_in += 1;
                }
            }
            Verdict::Reflected => {}
        }
        dav.delete(&found.href, found.etag.as_deref())?;
        report.removed += 1;
    }
    Ok(report)
}

#[cfg(test)]
#[path = "inbox_tests.rs"]
mod tests;
