//! The random operations on the world: a user's edits and answers, undo,
//! imports, accounts, feeds and sync writes.

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Europe::Paris;
use kairos::model::{
    CalendarId, Event, EventChanges, Reminder, Reminders, Scope, StoredEvent, PALETTE,
};
use kairos::recur::Series;
use kairos::store::{
    Account, DeliveryState, ImportInto, RemoteCalendar, ResourceStatus, SyncWrite,
};

use super::{describe, incoming, shift, World, VIEWER};

impl World {
    /// One operation, chosen at random; returns what it did.
    pub fn operate(&mut self) -> String {
        let roll = self.rng.range(0, 99);
        match roll {
            0..=21 => self.create(),
            22..=35 => self.update(),
            36..=42 => self.delete(),
            43..=50 => self.calendar_op(),
            51..=58 => self.undo_redo(),
            59..=63 => self.import(),
            64..=67 => self.account_op(),
            68..=71 => self.feed_op(),
            72..=79 => self.sync_op(),
            80..=95 => self.answer(),
            _ => {
                self.restart();
                "restart the reminder service".to_string()
            }
        }
    }

    fn create(&mut self) -> String {
        let synced: Vec<CalendarId> = self.synced().into_iter().map(|c| c.0).collect();
        let choice = match self.rng.chance(30) {
            true if !synced.is_empty() => synced,
            _ => self.writable(),
        };
        let Some(&calendar) = self.rng.pick(&choice) else {
            return "create: no calendar".into();
        };
        let n = self.serial();
        let e = self.new_event(format!("u{n}@model"));
        let what = describe(&e);
        let r = self.writer().create(calendar, e);
        format!("create {what} in #{calendar}: {:?}", r.map(|_| ()))
    }

    /// An occurrence of `e` near now, if it repeats.
    fn occurrence(&mut self, e: &Event) -> Option<kairos::model::RecurrenceId> {
        let series = Series::new(e).ok()?;
        let now = self.now();
        let ids: Vec<_> = series
            .occurrences(now - Duration::days(1), now + Duration::days(10), VIEWER)
            .take(20)
            .map(|o| o.recurrence_id())
            .collect();
        self.rng.pick(&ids).copied()
    }

    fn scope(&mut self, e: &Event) -> Scope {
        if !e.is_recurring() || self.rng.chance(40) {
            return Scope::All;
        }
        match self.occurrence(e) {
            Some(id) if self.rng.chance(50) => Scope::This(id),
            Some(id) => Scope::Following(id),
            None => Scope::All,
        }
    }

    fn update(&mut self) -> String {
        let events = self.events();
        let Some(s) = self.rng.pick(&events).cloned() else {
            return "update: no event".into();
        };
        let scope = self.scope(&s.event);
        let mut changes = EventChanges::default();
        match self.rng.range(0, 4) {
            0 | 1 => {
                let from = match scope {
                    Scope::All => s.event.start,
                    Scope::This(id) | Scope::Following(id) => s.event.occurrence_time(id).0,
                };
                changes.start = Some(shift(from, self.rng.range(-36, 576) * 5));
            }
            2 => changes.reminders = Some(self.own_reminders()),
            3 if scope == Scope::All => changes.rrule = Some(self.rule()),
            _ => match self.rng.pick(&self.writable()) {
                Some(&c) if scope == Scope::All => changes.calendar = Some(c),
                _ => changes.summary = Some(format!("{} edited", s.event.summary)),
            },
        }
        let what = format!("update {} {scope:?} {changes:?}", s.event.summary);
        let r = self.writer().update(&s.event.uid, scope, changes);
        format!("{what}: {:?}", r.map(|_| ()))
    }

    fn delete(&mut self) -> String {
        let events = self.events();
        let Some(s) = self.rng.pick(&events).cloned() else {
            return "delete: no event".into();
        };
        let scope = self.scope(&s.event);
        let r = self.writer().delete(&s.event.uid, scope);
        format!("delete {} {scope:?}: {r:?}", s.event.summary)
    }

    fn calendar_op(&mut self) -> String {
        let calendars = self.store.calendars().unwrap();
        let Some(c) = self.rng.pick(&calendars).cloned() else {
            return "no calendar".into();
        };
        let n = self.serial();
        let color = PALETTE[n as usize % PALETTE.len()];
        match self.rng.range(0, 5) {
            0 | 1 => {
                let r = self.writer().add_calendar(&format!("Cal{n}"), color);
                format!("add calendar Cal{n}: {r:?}")
            }
            2 => {
                let reminders = self.reminders(2);
                let r = self.writer().set_default_reminders(&c.name, &reminders);
                format!("defaults of {} := {reminders:?}: {r:?}", c.name)
            }
            3 => {
                let r = self.writer().delete_calendar(&c.name);
                format!("delete calendar {}: {r:?}", c.name)
            }
            4 => {
                let r = self.writer().set_calendar_visible(&c.name, !c.visible);
                format!("show {} = {}: {r:?}", c.name, !c.visible)
            }
            _ => {
                let r1 = self.writer().set_calendar_color(&c.name, color);
                let r2 = self.writer().rename_calendar(&c.name, &format!("Cal{n}r"));
                format!("recolor and rename {} to Cal{n}r: {r1:?} {r2:?}", c.name)
            }
        }
    }

    fn undo_redo(&mut self) -> String {
        if self.rng.chance(65) {
            let r = self.writer().undo();
            format!("undo: {:?}", r.map(|e| e.map(|e| e.label)))
        } else {
            let r = self.writer().redo();
            format!("redo: {:?}", r.map(|e| e.map(|e| e.label)))
        }
    }

    /// An .ics file through `kairos::transfer`, as `kairos import` reads it:
    /// new events, or a newer SEQUENCE of one imported before.
    fn import(&mut self) -> String {
        let n = self.serial();
        let mut text = String::from("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//model//EN\r\n");
        let mut uids = Vec::new();
        for i in 0..self.rng.range(1, 3) {
            let (uid, sequence) = if self.rng.chance(30) && n > 3 {
                (format!("ics{}-0@model", self.rng.range(1, n as i64 - 1)), n)
            } else {
                (format!("ics{n}-{i}@model"), 0)
            };
            if !uids.contains(&uid) {
                text.push_str(&self.vevent(&uid, sequence));
                uids.push(uid);
            }
        }
        text.push_str("END:VCALENDAR\r\n");
        let parsed = kairos::ical::parse(text.as_bytes()).unwrap();
        assert!(parsed.problems.is_empty(), "{:?}\n{text}", parsed.problems);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(format!("f{n}.ics"));
        std::fs::write(&path, &text).unwrap();
        let into = match self.rng.pick(&self.writable()) {
            Some(&c) if self.rng.chance(60) => ImportInto::Calendar(c),
            _ => ImportInto::NewCalendar {
                name: format!("Imported{n}"),
                color: "#33d17a".into(),
            },
        };
        let what = format!("import f{n}.ics into {into:?}");
        let paths = [path];
        let files = kairos::transfer::read_files(&paths).unwrap();
        let r = kairos::transfer::import(self.writer(), files, into, false, false, false)
            .map(|report| report.text());
        format!("{what}: {r:?}")
    }

    fn vevent(&mut self, uid: &str, sequence: u32) -> String {
        let at = self.now() + Duration::minutes(self.rng.range(-12, 1440) * 5);
        let stamp = |t: DateTime<Utc>| t.format("%Y%m%dT%H%M00Z").to_string();
        let mut v = format!(
            "BEGIN:VEVENT\r\nUID:{uid}\r\nSEQUENCE:{sequence}\r\nDTSTAMP:20260101T000000Z\r\n\
             SUMMARY:I{}\r\n",
            self.serial()
        );
        if self.rng.chance(25) {
            let day = at.with_timezone(&VIEWER).format("%Y%m%d");
            v.push_str(&format!("DTSTART;VALUE=DATE:{day}\r\nDURATION:P1D\r\n"));
        } else {
            let local = at.with_timezone(&Paris).format("%Y%m%dT%H%M00");
            v.push_str(&format!(
                "DTSTART;TZID=Europe/Paris:{local}\r\nDURATION:PT45M\r\n"
            ));
        }
        if self.rng.chance(40) {
            v.push_str("RRULE:FREQ=DAILY;COUNT=3\r\n");
        }
        let triggers = [
            "TRIGGER:-PT10M".to_string(),
            "TRIGGER:PT0S".to_string(),
            "TRIGGER;RELATED=END:-PT5M".to_string(),
            format!(
                "TRIGGER;VALUE=DATE-TIME:{}",
                stamp(at - Duration::minutes(30))
            ),
        ];
        for _ in 0..self.rng.range(0, 2) {
            let t = self.rng.pick(&triggers).unwrap();
            v.push_str(&format!(
                "BEGIN:VALARM\r\nACTION:DISPLAY\r\n{t}\r\nEND:VALARM\r\n"
            ));
        }
        v.push_str("END:VEVENT\r\n");
        v
    }

    fn account_op(&mut self) -> String {
        let accounts = self.store.accounts().unwrap();
        if !accounts.is_empty() && self.rng.chance(30) {
            let a = self.rng.pick(&accounts).unwrap().name.clone();
            let r = self.writer().remove_account(&a);
            return format!("remove account {a}: {r:?}");
        }
        let n = self.serial();
        let account = Account {
            id: 0,
            name: format!("acct{n}"),
            url: "https://dav.example.com/".into(),
            user: "ana".into(),
            password_command: Some("echo secret".into()),
            ca_cert: None,
            home: "/dav/ana/".into(),
            oauth: None,
            keyring_id: String::new(),
        };
        let remotes: Vec<RemoteCalendar> = (0..self.rng.range(1, 2))
            .map(|i| RemoteCalendar {
                href: format!("https://dav.example.com/dav/ana/c{n}-{i}/"),
                name: format!("Remote{n}"),
                color: "#3584e4".into(),
            })
            .collect();
        let r = self.writer().add_account(&account, &remotes);
        format!("add account acct{n}: {:?}", r.map(|c| c.len()))
    }

    /// A subscribed feed: added, refreshed (its events replaced whole) or
    /// unsubscribed.
    fn feed_op(&mut self) -> String {
        let feeds = self.store.subscriptions().unwrap();
        let n = self.serial();
        let Some(feed) = self
            .rng
            .pick(&feeds)
            .cloned()
            .filter(|_| self.rng.chance(70))
        else {
            let color = PALETTE[n as usize % PALETTE.len()];
            let url = format!("https://feeds.example.com/{n}.ics");
            let r = self
                .writer()
                .add_subscription(&format!("Feed{n}"), &url, color);
            return format!("subscribe Feed{n}: {r:?}");
        };
        if self.rng.chance(20) {
            let r = self.writer().delete_calendar(&feed.name);
            return format!("unsubscribe {}: {r:?}", feed.name);
        }
        let mut events = Vec::new();
        for i in 0..self.rng.range(0, 3) {
            let mut e = self.new_event(format!("feed{}-{i}@model", feed.calendar));
            if e.reminders == Reminders::CalendarDefault {
                e.reminders = Reminders::Own(vec![Reminder::Before(Duration::minutes(30))]);
            }
            events.push(incoming(e, 0));
        }
        let what = format!("refresh {} with {} events", feed.name, events.len());
        let r = self
            .writer()
            .replace_subscribed(feed.calendar, events, None, None);
        format!("{what}: {r:?}")
    }

    /// What a sync pass writes: the server's new or changed event, or its
    /// deletion, through `Store::apply_sync`.
    pub fn sync_op(&mut self) -> String {
        let synced = self.synced();
        let Some((calendar, href)) = self.rng.pick(&synced).cloned() else {
            return self.account_op();
        };
        let here: Vec<StoredEvent> = self
            .events()
            .into_iter()
            .filter(|s| s.calendar == calendar)
            .collect();
        let n = self.serial();
        let existing = self
            .rng
            .pick(&here)
            .cloned()
            .filter(|_| self.rng.chance(60));
        let write = match existing {
            Some(s) if self.rng.chance(30) => SyncWrite::DeleteLocal {
                uid: s.event.uid.clone(),
                expected: self.store.event_version(&s.event.uid).unwrap().unwrap().1,
                href: format!("{href}{}.ics", s.event.uid),
            },
            Some(s) => {
                let mut e = s.event.clone();
                if self.rng.chance(40) {
                    // Dismissed on another device, a while ago.
                    let at = self.now() - Duration::minutes(self.rng.range(0, 360));
                    e.acknowledged = e.acknowledged.max(Some(at));
                } else if self.rng.chance(50) {
                    e.start = shift(e.start, self.rng.range(-12, 288) * 5);
                } else {
                    e.reminders = self.own_reminders();
                }
                let version = self.store.event_version(&e.uid).unwrap().map(|v| v.1);
                pull(e, s.sequence + 1, version, &href)
            }
            None => {
                let e = self.new_event(format!("sync{n}@model"));
                pull(e, 0, None, &href)
            }
        };
        let what = format!("sync into #{calendar}: {}", sync_words(&write));
        let r = self.writer().apply_sync(calendar, vec![write]);
        format!("{what}: {r:?}")
    }

    /// While this computer slept, another device showed a reminder of a
    /// synced event and the user dismissed it there; the acknowledgement
    /// arrives (by a sync pull, or another process's write) before the
    /// service here ticks.
    pub fn acknowledge_elsewhere(&mut self, since: DateTime<Utc>) -> String {
        let now = self.now();
        let synced: Vec<CalendarId> = self.synced().into_iter().map(|c| c.0).collect();
        let mut dues = Vec::new();
        for (s, reminders) in self.store.reminding_events().unwrap() {
            if !synced.contains(&s.calendar) {
                continue;
            }
            let Ok(series) = Series::new(&s.event) else {
                continue;
            };
            for d in kairos::remind::dues_between(&s.event, &series, &reminders, since, now, VIEWER)
            {
                dues.push((s.clone(), d.at));
            }
        }
        let Some((s, due)) = self.rng.pick(&dues).cloned() else {
            return "acknowledge elsewhere: nothing came due".into();
        };
        let at = due + Duration::seconds(self.rng.range(0, (now - due).num_seconds()));
        let uid = s.event.uid.clone();
        if self.rng.chance(50) {
            let r = self.other.acknowledge(&uid, at, None);
            return format!("acknowledged {uid} at {at} elsewhere (written directly): {r:?}");
        }
        let href = self
            .synced()
            .into_iter()
            .find(|c| c.0 == s.calendar)
            .unwrap()
            .1;
        let mut e = s.event;
        e.acknowledged = e.acknowledged.max(Some(at));
        let version = self.store.event_version(&uid).unwrap().map(|v| v.1);
        let write = pull(e, s.sequence + 1, version, &href);
        let r = self.other.apply_sync(s.calendar, vec![write]);
        format!("acknowledged {uid} at {at} elsewhere (sync pull): {r:?}")
    }

    /// The user answers a notification still on screen: Dismiss or Snooze.
    fn answer(&mut self) -> String {
        let recent = self.rec.since(self.rec.len().saturating_sub(12));
        let mut open = Vec::new();
        for (_, n) in recent {
            let Some(s) = n.subject else { continue };
            let row = self
                .store
                .delivery(&s.occurrence.uid, s.occurrence.recurrence_id, &s.reminder)
                .unwrap();
            if let Some(row) =
                row.filter(|r| matches!(r.state, DeliveryState::Shown | DeliveryState::Missed))
            {
                open.push(row);
            }
        }
        let Some(row) = self.rng.pick(&open).cloned() else {
            return "answer: nothing on screen".into();
        };
        let subject = format!("{} {} {}", row.uid, row.recurrence_id, row.reminder);
        if self.rng.chance(50) {
            self.sched.dismiss(&mut self.store, &row).unwrap();
            format!("dismiss {subject}")
        } else {
            self.sched.snooze(&mut self.store, &row).unwrap();
            format!("snooze {subject}")
        }
    }
}

fn pull(
    e: Event,
    sequence: u32,
    expected: Option<kairos::store::EventVersion>,
    href: &str,
) -> SyncWrite {
    let status = ResourceStatus {
        href: format!("{href}{}.ics", e.uid),
        uid: Some(e.uid.clone()),
        etag: Some(format!("\"{sequence}\"")),
        hash: String::new(),
        local_version: None,
        base: String::new(),
    };
    SyncWrite::Pull {
        incoming: incoming(e, sequence),
        expected,
        status,
    }
}

fn sync_words(w: &SyncWrite) -> String {
    match w {
        SyncWrite::Pull { incoming, .. } => format!("pull {}", describe(&incoming.event)),
        SyncWrite::DeleteLocal { uid, .. } => format!("delete {uid}"),
        _ => "other".into(),
    }
}
