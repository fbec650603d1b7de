//! The campaign's edits, on either side, each recorded in the ledger once
//! acknowledged: a Kairos command that exited 0 (what it changed is read
//! back around it), a device save that returned (with what it read first).
//!
//! Every value written names its step, so no two writes are alike; a new
//! start is an instant of its own step, in the event's own zone.

use chrono::{DateTime, Duration, TimeZone, Utc};

use super::campaign::Campaign;
use super::ledger::Side;
use super::proxy::Held;
use super::world::{Prop, Props};

/// The properties an edit changes.
const EDITED: [Prop; 4] = [
    Prop::Summary,
    Prop::Location,
    Prop::Description,
    Prop::Start,
];

/// The start an edit at `step` writes: unique per step, in December 2026
/// (no DST change in Berlin).
fn instant(step: usize) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 2, 7, 0, 0).unwrap() + Duration::minutes(37 * step as i64)
}

fn stamp(t: DateTime<Utc>) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

/// `t` as a wall-clock time in `zone` (UTC when unknown).
fn wall(t: DateTime<Utc>, zone: &str) -> String {
    let format = "%Y-%m-%dT%H:%M:%S";
    match zone.parse::<chrono_tz::Tz>() {
        Ok(tz) => t.with_timezone(&tz).format(format).to_string(),
        Err(_) => t.format(format).to_string(),
    }
}

fn value(side: Side, step: usize, prop: Prop) -> String {
    let who = match side {
        Side::Kairos => "k",
        Side::Device => "d",
    };
    match prop {
        Prop::Summary => format!("{who}{step} title"),
        Prop::Location => format!("{who}{step} place"),
        Prop::Description => format!("{who}{step} notes"),
        Prop::Start => stamp(instant(step)),
        Prop::Rrule => unreachable!("no edit writes the rule"),
    }
}

/// How many occurrences a daily rule has from `start`.
fn occurrences(rrule: &str, start: DateTime<Utc>) -> usize {
    for part in rrule.split(';') {
        if let Some(n) = part.strip_prefix("COUNT=") {
            return n.parse().unwrap_or(0);
        }
        if let Some(until) = part.strip_prefix("UNTIL=") {
            let until = chrono::NaiveDateTime::parse_from_str(until, "%Y%m%dT%H%M%SZ")
                .map(|t| t.and_utc())
                .or_else(|_| {
                    chrono::NaiveDate::parse_from_str(until, "%Y%m%d")
                        .map(|d| d.and_hms_opt(23, 59, 59).unwrap().and_utc())
                });
            return match until {
                Ok(u) if u >= start => 1 + (u - start).num_days() as usize,
                _ => 0,
            };
        }
    }
    0
}

fn parse_stamp(text: &str) -> Option<DateTime<Utc>> {
    chrono::NaiveDateTime::parse_from_str(text, "%Y%m%dT%H%M%SZ")
        .ok()
        .map(|t| t.and_utc())
}

impl Campaign {
    /// `uid` was just made or edited on one side.
    fn remember(&mut self, on_kairos: bool, uid: &str) {
        let recent = &mut self.recent[usize::from(!on_kairos)];
        recent.retain(|u| u != uid);
        recent.push(uid.to_owned());
        if recent.len() > 4 {
            recent.remove(0);
        }
    }

    /// A new event on one side.
    pub(super) fn create(&mut self, on_kairos: bool, recurring: bool, calendar: usize) {
        let step = self.next_step();
        let cal = self.calendars[calendar].clone();
        let side = if on_kairos {
            Side::Kairos
        } else {
            Side::Device
        };
        let count = 4 + self.rng.below(5);
        let props = Props {
            summary: value(side, step, Prop::Summary),
            location: Some(value(side, step, Prop::Location)),
            description: Some(value(side, step, Prop::Description)),
            start: stamp(instant(step)),
            rrule: recurring.then(|| format!("COUNT={count};FREQ=DAILY")),
        };
        if on_kairos {
            let utc = self.rng.chance(20);
            let at = wall(instant(step), if utc { "UTC" } else { self.zone });
            let mut args = vec![
                "add".to_owned(),
                props.summary.clone(),
                "--start".into(),
                at,
                "--duration".into(),
                "1h".into(),
                "--calendar".into(),
                cal.name.clone(),
                "--location".into(),
                props.location.clone().unwrap(),
                "--notes".into(),
                props.description.clone().unwrap(),
            ];
            if recurring {
                args.extend(["--rrule".into(), format!("FREQ=DAILY;COUNT={count}")]);
            }
            if utc {
                args.extend(["--tz".into(), "UTC".into()]);
            }
            self.kairos_command(step, args);
            return;
        }
        let uid = format!("{}-d{step}", self.run);
        self.device_create(step, &uid, calendar, &props, count);
    }

    /// An event no edit touches, in calendar `calendar`.
    pub(super) fn anchor(&mut self, calendar: usize) {
        let step = self.next_step();
        let uid = format!("{}-anchor-{}", self.run, self.calendars[calendar].label);
        let props = Props {
            summary: value(Side::Device, step, Prop::Summary),
            location: Some(value(Side::Device, step, Prop::Location)),
            description: Some(value(Side::Device, step, Prop::Description)),
            start: stamp(instant(step)),
            rrule: None,
        };
        self.device_create(step, &uid, calendar, &props, 0);
        self.anchors.push(uid);
    }

    /// Saves a new event on the device (daily `count` times, if any).
    fn device_create(
        &mut self,
        step: usize,
        uid: &str,
        calendar: usize,
        props: &Props,
        count: usize,
    ) {
        let cal = self.calendars[calendar].clone();
        let recurring = props.rrule.is_some();
        let berlin = self.rng.chance(50);
        let time = |t: DateTime<Utc>| {
            if berlin {
                format!(
                    ";TZID=Europe/Berlin:{}",
                    t.with_timezone(&chrono_tz::Europe::Berlin)
                        .format("%Y%m%dT%H%M%S")
                )
            } else {
                format!(":{}", stamp(t))
            }
        };
        let ics = format!(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Campaign device//EN\r\nBEGIN:VEVENT\r\n\
             UID:{uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART{}\r\nDTEND{}\r\n{}SUMMARY:{}\r\n\
             LOCATION:{}\r\nDESCRIPTION:{}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            time(instant(step)),
            time(instant(step) + Duration::hours(1)),
            if recurring {
                format!("RRULE:FREQ=DAILY;COUNT={count}\r\n")
            } else {
                String::new()
            },
            props.summary,
            props.location.as_deref().unwrap_or_default(),
            props.description.as_deref().unwrap_or_default(),
        );
        match self.device.create(&cal.url, &ics) {
            Ok(()) => {
                self.note(format!(
                    "step {step}: device creates {uid} in {} ({:?}{})",
                    cal.label,
                    props.summary,
                    if recurring { ", daily" } else { "" }
                ));
                self.ledger
                    .created(step, Side::Device, uid, &cal.label, props);
                self.remember(false, uid);
            }
            Err(e) => self.note(format!("step {step}: device create failed: {e}")),
        }
    }

    /// Runs a Kairos command; once it exits 0, what it changed goes in the
    /// ledger.
    fn kairos_command(&mut self, step: usize, args: Vec<String>) {
        let before = self.local();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = self.kairos.run(&args);
        let shown = args
            .iter()
            .map(|a| {
                if a.contains(' ') {
                    format!("{a:?}")
                } else {
                    a.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        if !out.status.success() {
            self.note(format!(
                "step {step}: kairos {shown} → failed (not acknowledged): {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
            return;
        }
        let after = self.local();
        self.note(format!("step {step}: kairos {shown}"));
        self.ledger.kairos_did(step, &before, &after);
        for uid in after.events.keys() {
            if !before.events.contains_key(uid) {
                self.remember(true, uid);
            }
        }
    }

    /// An edit of `uid` on Kairos (`prop`), or a split, or a delete.
    fn kairos_edit(&mut self, uid: &str, what: Option<Prop>, split: bool) {
        let step = self.next_step();
        self.touched.push(uid.to_owned());
        self.remember(true, uid);
        let local = self.local();
        let Some((_, props)) = local.events.get(uid).cloned() else {
            self.note(format!("step {step}: {uid} is not here any more"));
            return;
        };
        let Some(prop) = what else {
            self.kairos_command(step, vec!["delete".into(), uid.into()]);
            return;
        };
        let mut args = vec!["edit".to_owned(), uid.to_owned()];
        if split {
            let start = parse_stamp(&props.start);
            let n = match (&props.rrule, start) {
                (Some(rule), Some(s)) if rule.contains("FREQ=DAILY") => occurrences(rule, s),
                _ => 0,
            };
            if n < 2 {
                self.note(format!("step {step}: {uid} has no occurrence to split at"));
                return;
            }
            let k = 1 + self.rng.below(n - 1);
            let rid = start.unwrap() + Duration::days(k as i64);
            args.extend([
                "--scope".into(),
                "following".into(),
                "--occurrence".into(),
                rid.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
            ]);
        }
        let flag = match prop {
            Prop::Summary => "--title",
            Prop::Location => "--location",
            Prop::Description => "--notes",
            _ => "--start",
        };
        if prop == Prop::Start {
            let zone = local.zone(uid).to_owned();
            args.extend([
                "--start".into(),
                wall(instant(step), &zone),
                "--tz".into(),
                zone,
            ]);
        } else {
            args.extend([flag.into(), value(Side::Kairos, step, prop)]);
        }
        self.kairos_command(step, args);
    }

    /// An edit of `uid` on the device (`None`: a delete).
    fn device_edit(&mut self, uid: &str, what: Option<Prop>) {
        let step = self.next_step();
        self.touched.push(uid.to_owned());
        self.remember(false, uid);
        let server = self.server();
        let Some((label, _)) = server.events.get(uid).cloned() else {
            self.note(format!("step {step}: {uid} is not on the server any more"));
            return;
        };
        let url = self
            .calendars
            .iter()
            .find(|c| c.label == label)
            .map(|c| c.url.clone())
            .unwrap();
        let result = match what {
            Some(prop) => {
                let new = value(Side::Device, step, prop);
                self.device
                    .modify(&url, uid, prop, &new)
                    .map(|seen| seen.map(|s| (s, Some((prop, new)))))
            }
            None => self
                .device
                .delete(&url, uid)
                .map(|seen| seen.map(|s| (s, None))),
        };
        match result {
            Ok(Some((seen, Some((prop, new))))) => {
                self.note(format!(
                    "step {step}: device sets {uid}.{} = {new:?}",
                    prop.name()
                ));
                self.ledger
                    .wrote(step, Side::Device, uid, prop, Some(new), &seen);
            }
            Ok(Some((seen, None))) => {
                self.note(format!("step {step}: device deletes {uid}"));
                self.ledger.deleted(step, Side::Device, uid, &seen);
            }
            Ok(None) => self.note(format!("step {step}: device found no {uid}")),
            Err(e) => self.note(format!("step {step}: device failed: {e}")),
        }
    }

    /// The events one side holds that the ledger knows, oldest first.
    fn targets(&mut self, on_kairos: bool) -> Vec<(String, Props)> {
        let replica = if on_kairos {
            self.local()
        } else {
            self.server()
        };
        self.ledger
            .in_order(replica.events.keys())
            .into_iter()
            .filter(|u| !self.anchors.contains(u))
            .map(|u| {
                let props = replica.events[&u].1.clone();
                (u, props)
            })
            .collect()
    }

    /// One random edit on a random side.
    pub(super) fn random_op(&mut self) {
        let on_kairos = self.rng.chance(55);
        let targets = self.targets(on_kairos);
        let roll = self.rng.below(100);
        if targets.is_empty() || roll < 15 {
            let recurring = self.rng.chance(35);
            let calendar = self.rng.below(self.calendars.len());
            self.create(on_kairos, recurring, calendar);
            return;
        }
        // Often what the other side made or edited last.
        let theirs: Vec<(String, Props)> = targets
            .iter()
            .filter(|(u, _)| self.recent[usize::from(on_kairos)].contains(u))
            .cloned()
            .collect();
        let (uid, props) = if !theirs.is_empty() && self.rng.chance(40) {
            self.rng.pick(&theirs).clone()
        } else {
            self.rng.pick(&targets).clone()
        };
        if roll < 25 {
            return self.edit(on_kairos, &uid, None, false);
        }
        let prop = *self.rng.pick(&EDITED);
        let split = on_kairos && roll < 35 && props.rrule.is_some() && prop != Prop::Start;
        self.edit(on_kairos, &uid, Some(prop), split);
    }

    fn edit(&mut self, on_kairos: bool, uid: &str, prop: Option<Prop>, split: bool) {
        if on_kairos {
            self.kairos_edit(uid, prop, split);
        } else {
            self.device_edit(uid, prop);
        }
    }

    /// The device edits or deletes one of `sent` (what a failed sync was
    /// sending) that it holds.
    pub(super) fn after_failure(&mut self, sent: &[String]) {
        let held: Vec<String> = self
            .targets(false)
            .into_iter()
            .map(|(u, _)| u)
            .filter(|u| sent.contains(u))
            .collect();
        if held.is_empty() {
            return;
        }
        let uid = self.rng.pick(&held).clone();
        let what = (!self.rng.chance(30)).then(|| *self.rng.pick(&EDITED));
        self.note(format!("  the device acts on {uid} after the failed sync"));
        self.device_edit(&uid, what);
    }

    /// Both sides edit one event before the next sync: the same property
    /// (a conflict) or two (a merge).
    pub(super) fn pair_op(&mut self) {
        let targets = self.targets(true);
        if targets.is_empty() {
            return;
        }
        let (uid, _) = self.rng.pick(&targets).clone();
        let first = *self.rng.pick(&EDITED);
        let second = if self.rng.chance(50) {
            first
        } else {
            *self.rng.pick(&EDITED)
        };
        self.note(format!("  a pair of edits on {uid}"));
        self.kairos_edit(&uid, Some(first), false);
        self.device_edit(&uid, Some(second));
    }

    /// An edit while the sync waits on `held`: most often of the event it
    /// is sending.
    pub(super) fn interleaved_op(&mut self, held: &Held) {
        let on_kairos = self.rng.chance(60);
        let prop = *self.rng.pick(&EDITED);
        match &held.uid {
            Some(uid) if self.ledger.knows(uid) && self.rng.chance(70) => {
                let uid = uid.clone();
                self.edit(on_kairos, &uid, Some(prop), false);
            }
            _ => self.random_op(),
        }
    }
}
