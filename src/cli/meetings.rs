//! Meetings from the command line: `kairos reply`, `kairos invitations`,
//! the guests of `add --attendee` and `edit --attendee/--remove-attendee`,
//! and the meeting fields of `show --json` and `agenda --json`.

use crate::fl;
use anyhow::Result;
use chrono::{Duration, Utc};
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;

use super::{open_store, user_error, BadInput};
use crate::model::{
    CalendarAddress, CalendarId, Identity, Meeting, ParticipationStatus, RecurrenceId, Standing,
};
use crate::store::Store;

#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("answer").required(true).args(["accept", "tentative", "decline"])))]
#[command(group(clap::ArgGroup::new("sent").args(["itip", "email"])))]
pub struct ReplyArgs {
    /// The meeting's uid.
    uid: String,
    /// I will come.
    #[arg(long)]
    accept: bool,
    /// Maybe.
    #[arg(long)]
    tentative: bool,
    /// I will not come.
    #[arg(long)]
    decline: bool,
    /// Answer for this occurrence only (as `agenda --json` prints its
    /// recurrence_id); default: the whole series.
    #[arg(long, value_name = "RID")]
    occurrence: Option<String>,
    /// Also write the answer as an iTIP reply (RFC 5546 METHOD:REPLY) to
    /// this file (`-`: standard output), for sending to the organiser by
    /// mail where the calendar's server does not deliver it.
    #[arg(long, value_name = "FILE")]
    itip: Option<PathBuf>,
    /// Also open the mail program (`xdg-email`) on a new mail to the
    /// organiser with the iTIP reply attached (kept beside the database,
    /// in `replies/`).
    #[arg(long, conflicts_with = "itip")]
    email: bool,
    /// A note to the organiser, in the iTIP reply.
    #[arg(long, value_name = "TEXT", requires = "sent")]
    comment: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct InvitationsArgs {
    /// One JSON array instead of text.
    #[arg(long)]
    json: bool,
}

/// `kairos reply`: my answer, written into my copy of the meeting; a
/// scheduling server delivers it to the organiser at the next sync.
pub(super) fn run_reply(args: &ReplyArgs, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let status = if args.accept {
        ParticipationStatus::Accepted
    } else if args.tentative {
        ParticipationStatus::Tentative
    } else {
        ParticipationStatus::Declined
    };
    let occurrence = super::parse::occurrence(args.occurrence.as_deref())?;
    let mut store = open_store(db)?;
    let stored = store.event(&args.uid).map_err(user_error)?;
    // The reply is made first, from my copy as the answer leaves it: an
    // answer that cannot be replied (no organiser) writes nothing at all.
    let itip = match &args.itip {
        Some(path) => itip_reply(&store, &stored, &status, occurrence, args)?
            .map(|(text, organizer)| (path, text, organizer)),
        None => None,
    };
    if args.email {
        itip_reply(&store, &stored, &status, occurrence, args)?;
    }
    store
        .answer(&args.uid, status.clone(), occurrence)
        .map_err(user_error)?;
    if let Some((path, text, _)) = &itip {
        if path.as_os_str() == "-" {
            write!(out, "{text}")?;
            return Ok(());
        }
        crate::transfer::write_file(path, text)?;
    }
    let title = stored.event.summary;
    let answer = status.json_word();
    writeln!(
        out,
        "{}",
        fl!("cli-replied", title = title, answer = answer)
    )?;
    if args.email {
        let program = std::path::Path::new(crate::mail::XDG_EMAIL);
        let comment = args.comment.as_deref();
        let (mail, file) =
            crate::mail::send_answer(&store, program, &args.uid, occurrence, comment, Utc::now())
                .map_err(|e| anyhow::anyhow!(fl!("app-cannot-mail", reason = e.to_string())))?;
        let path = file.display().to_string();
        let organizer = mail.to.as_str();
        writeln!(
            out,
            "{}",
            fl!("cli-reply-mailed", path = path, organizer = organizer)
        )?;
    } else if let Some((path, _, organizer)) = &itip {
        let path = path.display().to_string();
        let organizer = organizer.as_str();
        writeln!(
            out,
            "{}",
            fl!("cli-reply-written", path = path, organizer = organizer)
        )?;
    } else if !store
        .delivers_answers(stored.calendar)
        .map_err(user_error)?
    {
        writeln!(out, "{}", fl!("cli-reply-not-delivered"))?;
    }
    Ok(())
}

/// The iTIP reply `kairos reply --itip` writes, and whom to send it to
/// ([`crate::transfer::reply_file`]).
fn itip_reply(
    store: &Store,
    stored: &crate::model::StoredEvent,
    status: &ParticipationStatus,
    occurrence: Option<RecurrenceId>,
    args: &ReplyArgs,
) -> Result<Option<(String, String)>> {
    let comment = args.comment.as_deref();
    match crate::transfer::reply_file(store, stored, status, occurrence, comment, Utc::now()) {
        Err(crate::transfer::TransferError::NoOrganizer) => {
            Err(BadInput(fl!("cli-reply-no-organizer")).into())
        }
        other => Ok(other?),
    }
}

/// `kairos invitations`: meetings someone else organises that I have not
/// answered, which have an occurrence from today on.
pub(super) fn run_invitations(
    args: &InvitationsArgs,
    db: Option<PathBuf>,
    out: &mut dyn Write,
) -> Result<()> {
    let store = open_store(db)?;
    let now = Utc::now();
    let found = store
        .invitations(now - Duration::days(1))
        .map_err(user_error)?;
    if args.json {
        let items: Vec<serde_json::Value> = found
            .iter()
            .map(|i| {
                serde_json::json!({
                    "uid": i.uid,
                    "title": i.title,
                    "next": i.next.map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string()),
                    "organizer": i.organizer.as_ref().map(|o| o.address.shown().to_owned()),
                    "organizer_name": i.organizer.as_ref().and_then(|o| o.name.clone()),
                    "calendar": i.calendar,
                })
            })
            .collect();
        writeln!(out, "{}", serde_json::to_string_pretty(&items)?)?;
        return Ok(());
    }
    if found.is_empty() {
        writeln!(out, "{}", fl!("cli-no-invitations"))?;
        return Ok(());
    }
    for i in &found {
        let from = i.organizer.as_ref().map_or("", |o| o.shown());
        let when = i
            .next
            .map(|t| t.format("%Y-%m-%d %H:%MZ").to_string()) // i18n: not words
            .unwrap_or_default();
        writeln!(out, "{when:<18} {}  ({from})  {}", i.title, i.uid)?;
    }
    Ok(())
}

/// The meeting fields of an event's JSON: `organizer`, `attendees`,
/// `my_status` (null where I am not invited).
pub(super) fn meeting_json(meeting: &Meeting, standing: &Standing) -> serde_json::Value {
    serde_json::json!({
        "organizer": meeting.organizer.as_ref().map(|o| serde_json::json!({
            "address": o.address.shown(),
            "name": o.name,
        })),
        "attendees": meeting.attendees.iter().map(|a| serde_json::json!({
            "address": a.address.shown(),
            "name": a.name,
            "status": a.status().json_word(),
            "role": a.role().json_word(),
            "undelivered": a.undelivered(),
        })).collect::<Vec<_>>(),
        "my_status": standing.my_status().map(ParticipationStatus::json_word),
        "organized_by_me": matches!(standing, Standing::Organizer),
    })
}

/// Adds the meeting fields of `meeting_json` to `item`.
pub(super) fn add_meeting_fields(
    item: &mut serde_json::Value,
    meeting: &Meeting,
    standing: &Standing,
) {
    if let (Some(target), serde_json::Value::Object(fields)) =
        (item.as_object_mut(), meeting_json(meeting, standing))
    {
        target.extend(fields);
    }
}

/// Who I am in each calendar, asked once per calendar.
#[derive(Default)]
pub(super) struct Identities(HashMap<CalendarId, Identity>);

impl Identities {
    pub(super) fn of(&mut self, store: &Store, calendar: CalendarId) -> Result<&Identity> {
        use std::collections::hash_map::Entry;
        Ok(match self.0.entry(calendar) {
            Entry::Occupied(known) => known.into_mut(),
            Entry::Vacant(new) => new.insert(store.identity(calendar).map_err(user_error)?),
        })
    }
}

/// `--attendee` values: addresses, each checked.
pub(super) fn guests(flag: &str, values: &[String]) -> Result<Vec<CalendarAddress>, BadInput> {
    values
        .iter()
        .map(|text| {
            CalendarAddress::parse(text)
                .ok_or_else(|| BadInput(fl!("cli-bad-address", flag = flag, text = text.clone())))
        })
        .collect()
}
