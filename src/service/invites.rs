//! New meeting invitations, announced once each by the process that
//! delivers reminders, with Accept and Decline on the notification.
//!
//! "New" is kept in the store (a setting: the invitations already
//! announced, each with the organiser's SEQUENCE), not in memory: a restart,
//! a second window or the daemon taking over never announces one twice, and
//! an invitation the organiser changed significantly (a new SEQUENCE, which
//! asks again) is announced again. The first look at a database announces
//! nothing and only records what waits: an upgrade, or a new account's first
//! sync of a year of meetings, must not flood the screen. More than a few
//! at once are one summary, as missed reminders are. An invitation answered
//! elsewhere (the window, another device, the CLI) has its notification
//! taken down.

use chrono::{DateTime, Duration, Utc};
use std::collections::BTreeSet;

use crate::fl;
use crate::i18n::{dates, Locale};
use crate::model::{OccurrenceRef, ParticipationStatus};
use crate::remind::{
    InvitationAction, InvitationAnswer, InvitationNotice, Invited, Notification, Notifier,
};
use crate::store::{ChangeStamp, Invitation, Store, StoreError};
use chrono_tz::Tz;

/// The setting holding what was announced.
const ANNOUNCED: &str = "invitations-announced";

/// More new invitations than this at once are announced as one summary.
pub const MOST_ONE_BY_ONE: usize = 3;

/// Announces invitations that arrived since it last looked.
#[derive(Debug, Default)]
pub struct Announcer {
    /// The database as it was when last looked at: unchanged, nothing to do.
    looked_at: Option<ChangeStamp>,
}

/// What one look did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Announced {
    /// Notifications shown (one each, or one summary).
    pub shown: usize,
    /// Notifications of invitations no longer waiting, taken down.
    pub withdrawn: usize,
}

/// The announced-set key of an invitation.
fn key(i: &Invitation) -> String {
    let occurrence = i.occurrence.map(|o| o.to_string()).unwrap_or_default();
    format!("{}\u{1f}{}\u{1f}{}", i.uid, occurrence, i.sequence)
}

fn invited(i: &Invitation) -> Invited {
    Invited {
        uid: i.uid.clone(),
        occurrence: i.occurrence,
        next: i.next_id.map(|recurrence_id| OccurrenceRef {
            uid: i.uid.clone(),
            recurrence_id,
        }),
    }
}

impl Announcer {
    /// Looks for invitations that arrived since the last look (nothing is
    /// read when the database did not change) and shows them through
    /// `notifier`, times on `viewer`'s clock written as `locale` says.
    pub fn announce<N: Notifier>(
        &mut self,
        store: &mut Store,
        notifier: &mut N,
        viewer: Tz,
        locale: &Locale,
        now: DateTime<Utc>,
    ) -> Result<Announced, StoreError> {
        let stamp = store.change_stamp()?;
        if self.looked_at == Some(stamp) {
            return Ok(Announced::default());
        }
        let waiting = store.invitations(now - Duration::days(1))?;
        let before: Option<BTreeSet<String>> = match store.setting(ANNOUNCED)? {
            Some(text) => Some(
                serde_json::from_str(&text)
                    .map_err(|e| StoreError::Corrupt(format!("setting {ANNOUNCED}: {e}")))?,
            ),
            None => None,
        };
        let mut done = Announced::default();
        let mut keep: BTreeSet<String> = BTreeSet::new();
        match &before {
            // The first look: what waits now is not news.
            None => keep.extend(waiting.iter().map(key)),
            Some(before) => {
                let fresh: Vec<&Invitation> = waiting
                    .iter()
                    .filter(|i| !before.contains(&key(i)))
                    .collect();
                keep.extend(waiting.iter().map(key).filter(|k| before.contains(k)));
                if fresh.len() > MOST_ONE_BY_ONE {
                    let n = summary(&fresh);
                    match notifier.notify(&n) {
                        Ok(()) => {
                            done.shown += 1;
                            keep.extend(fresh.iter().map(|i| key(i)));
                        }
                        Err(e) => log::warn!("invitations not shown (will retry): {e}"),
                    }
                } else {
                    for i in fresh {
                        match notifier.invite(&notice(i, viewer, locale)) {
                            Ok(()) => {
                                done.shown += 1;
                                keep.insert(key(i));
                            }
                            Err(e) => log::warn!("invitation not shown (will retry): {e}"),
                        }
                    }
                }
                // Answered, cancelled or deleted since: its notification
                // must not offer an answer any more.
                let still: BTreeSet<(String, Option<String>)> = waiting
                    .iter()
                    .map(|i| (i.uid.clone(), i.occurrence.map(|o| o.to_string())))
                    .collect();
                for gone in before.iter().filter(|k| !keep.contains(*k)) {
                    if let Some(invited) = parse_key(gone) {
                        let id = (
                            invited.uid.clone(),
                            invited.occurrence.map(|o| o.to_string()),
                        );
                        if !still.contains(&id) {
                            notifier.withdraw_invitation(&invited);
                            done.withdrawn += 1;
                        }
                    }
                }
            }
        }
        if before.as_ref() != Some(&keep) {
            let text = serde_json::to_string(&keep)
                .map_err(|e| StoreError::Corrupt(format!("setting {ANNOUNCED}: {e}")))?;
            store.set_setting(ANNOUNCED, &text)?;
        }
        self.looked_at = Some(store.change_stamp()?);
        Ok(done)
    }
}

/// The invitation a key names (without its next occurrence, which
/// withdrawing does not need).
fn parse_key(key: &str) -> Option<Invited> {
    let mut parts = key.split('\u{1f}');
    let uid = parts.next()?.to_owned();
    let occurrence = match parts.next()? {
        "" => None,
        text => Some(text.parse().ok()?),
    };
    Some(Invited {
        uid,
        occurrence,
        next: None,
    })
}

/// "Invitation: Planning" / "Gina Example invites you · Tue, Dec 1, 14:00".
fn notice(i: &Invitation, viewer: Tz, locale: &Locale) -> InvitationNotice {
    let title = i.title.clone();
    let mut body = match &i.organizer {
        Some(o) => fl!("invitation-from", organizer = o.shown()),
        None => fl!("invitation-no-organizer"),
    };
    if let Some(next) = i.next {
        let at = next.with_timezone(&viewer).naive_local();
        let date = dates::format(&at, &fl!("date-notification-day"));
        let time = locale.time(at.time());
        body.push_str(" · ");
        body.push_str(&fl!("notification-due", date = date, time = time));
    }
    InvitationNotice {
        summary: fl!("invitation-summary", title = title),
        body,
        invited: invited(i),
    }
}

/// One notification for many new invitations: how many, and their titles.
fn summary(fresh: &[&Invitation]) -> Notification {
    let count = fresh.len();
    let titles: Vec<&str> = fresh.iter().map(|i| i.title.as_str()).collect();
    Notification {
        summary: fl!("invitations-new", count = count),
        body: titles.join("\n"),
        subject: None,
    }
}

/// Carries out an answer given on an invitation's notification: Accept or
/// Decline is written as an answer from the window would be (journaled;
/// the next sync delivers it). Returns the occurrence to show for Open.
pub fn answer(
    store: &mut Store,
    action: &InvitationAction,
) -> Result<Option<OccurrenceRef>, StoreError> {
    let status = match action.answer {
        InvitationAnswer::Accept => ParticipationStatus::Accepted,
        InvitationAnswer::Decline => ParticipationStatus::Declined,
        InvitationAnswer::Open => return Ok(action.invited.next.clone()),
    };
    let i = &action.invited;
    store.answer(&i.uid, status.clone(), i.occurrence)?;
    log::info!(
        "answered {} to invitation {} from its notification",
        status.json_word(),
        i.uid
    );
    Ok(None)
}

#[cfg(test)]
#[path = "invites_tests.rs"]
mod tests;
