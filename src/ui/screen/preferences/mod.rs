//! Preferences: language, first weekday, clock, the view the window opens in, time
//! zone, how long a new event is, what a new calendar reminds of, week
//! numbers, and light or dark. Each choice that follows the locale or the
//! system says what that currently is, so "Locale's" is never a mystery.
//! Below them, when Kairos last backed the calendar up, and a restore.

use crate::fl;
use crate::i18n;
use chrono::Weekday;
use chrono_tz::Tz;
use iced::widget::{button, pick_list, row, text, text_input, toggler};
use iced::{Center, Fill, Task};

use crate::layout::{HourCycle, Locale, ViewKind};
use crate::ui::context::Context;
use crate::ui::settings::{Choices, ThemeChoice, EVENT_LENGTHS, REMINDER_CHOICES};
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::actions::{cancel, closing, main};
use crate::ui::widget::focus::{neighbour, Ring, Spoken, Stops, Target};
use crate::ui::widget::reveal::{marked, reveal};
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card_height, dialog, form_card, ringed, Element};

mod backup;
mod choices;
mod heard;
mod view;
pub use backup::LastBackup;
pub use choices::{AllDayRemind, Choice, LanguageChoice, Minutes, Remind};

/// What the dialog reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// A language was picked.
    Language(LanguageChoice),
    /// A first weekday was picked.
    Weekday(Choice<Weekday>),
    /// A clock was picked.
    Clock(Choice<HourCycle>),
    /// The view to open in was picked.
    StartView(Choice<ViewKind>),
    /// A time zone was picked (a suggestion clicked, or Enter on one).
    Zone(Choice<Tz>),
    /// Text typed into the zone's search field.
    ZoneTyped(String),
    /// Enter in the zone's search field: the first suggestion.
    ZoneFirst,
    /// Text typed into "My addresses".
    AddressesTyped(String),
    /// A new event's length was picked.
    Length(Minutes),
    /// A new calendar's reminder was picked.
    Reminder(Remind),
    /// A new calendar's reminder of all-day events was picked.
    AllDayReminder(AllDayRemind),
    /// Week numbers on or off.
    WeekNumbers(bool),
    /// Light, dark or the system's.
    Theme(ThemeChoice),
    /// Save was clicked.
    Save,
    /// Cancel: nothing changes.
    Cancel,
    /// Tab moved the keyboard to this stop.
    Ring(Target),
    /// "Restore…": what a restore does is said, and asked to confirm.
    Restore,
    /// "Restore and reopen": confirmed.
    RestoreNow,
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Save these preferences and apply them.
    Save(Box<Choices>),
    /// Close without changing anything.
    Cancel,
    /// Close the window, put this backup in the file's place, and open the
    /// window again.
    Restore(std::path::PathBuf),
}

/// How wide the choices are.
const FORM_WIDTH: f32 = 520.0;
/// The tallest the card grows in a tall window.
const TALLEST: f32 = 1000.0;

const SAVE: &str = "save";
const CANCEL: &str = "cancel";
/// The controls Tab reaches besides the buttons.
const LANGUAGE: &str = "language";
/// The zone's search field (a widget id) and its suggestions (a row).
pub const ZONE_ID: &str = "prefs-zone";
const ZONE_SUGGESTIONS: &str = "zone-suggestions";
/// "My addresses" (a widget id).
pub const ADDRESSES_ID: &str = "prefs-addresses";
/// How many zones a typed text suggests at most.
const SUGGESTED: usize = 6;
const WEEKDAY: &str = "weekday";
const CLOCK: &str = "clock";
const OPEN_IN: &str = "open-in";
const LENGTH: &str = "length";
const REMINDER: &str = "reminder";
const ALL_DAY_REMINDER: &str = "all-day-reminder";
const WEEK_NUMBERS: &str = "week-numbers";
/// The three appearance buttons, a row.
const THEME: &str = "theme";
const THEMES: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];
/// "Restore…" and "Restore and reopen".
const RESTORE: &str = "restore";
const RESTORE_NOW: &str = "restore-now";

/// Every pick list's choices, and which is chosen.
struct Options {
    languages: Vec<LanguageChoice>,
    language: LanguageChoice,
    weekdays: Vec<Choice<Weekday>>,
    weekday: Choice<Weekday>,
    clocks: Vec<Choice<HourCycle>>,
    clock: Choice<HourCycle>,
    views: Vec<Choice<ViewKind>>,
    view: Choice<ViewKind>,
    lengths: Vec<Minutes>,
    length: Minutes,
    reminders: Vec<Remind>,
    reminder: Remind,
    all_day: AllDayRemind,
}

/// The form, and what the locale and system say.
#[derive(Debug, Clone)]
pub struct PreferencesDialog {
    form: Choices,
    base: Locale,
    system_zone: Tz,
    /// What is typed into the zone's search field.
    zone_query: String,
    /// The zones it matches, worked out once per keystroke (the view and
    /// the Tab order read them on every frame).
    zone_matches: Vec<Choice<Tz>>,
    /// "My addresses" as typed, and the words in it that are no address
    /// (Save waits until there are none).
    addresses_text: String,
    bad_addresses: Vec<String>,
    /// The newest backup, and the restore's confirmation.
    backups: backup::Backups,
    ring: Ring,
}

impl PreferencesDialog {
    /// The window's title while the dialog is on top.
    pub fn title(&self) -> String {
        fl!("prefs-title")
    }

    /// The dialog on `current`, with the locale's and system's own values
    /// to name, and the newest backup (if any) to offer.
    pub fn new(
        current: Choices,
        base: Locale,
        system_zone: Tz,
        latest: Option<LastBackup>,
    ) -> PreferencesDialog {
        let addresses: Vec<&str> = current.shared.addresses.iter().map(|a| a.shown()).collect();
        PreferencesDialog {
            addresses_text: addresses.join(", "),
            bad_addresses: Vec::new(),
            form: current,
            base,
            system_zone,
            zone_query: String::new(),
            zone_matches: Vec::new(),
            backups: backup::Backups {
                latest,
                confirming: false,
            },
            ring: Ring::on(Target::Button(SAVE)),
        }
    }

    /// The preferences as the form has them now.
    pub fn form(&self) -> &Choices {
        &self.form
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let f = &mut self.form;
        let event = match message {
            Message::Language(c) => {
                f.shared.language = c.0;
                None
            }
            Message::Weekday(c) => {
                f.shared.first_weekday = c.chosen();
                None
            }
            Message::Clock(c) => {
                f.shared.clock = c.chosen();
                None
            }
            Message::StartView(c) => {
                f.start_view = c.chosen();
                None
            }
            Message::Zone(c) => {
                f.shared.zone = c.chosen();
                self.zone_query.clear();
                self.zone_matches.clear();
                // The suggestion it was on is gone: Tab goes on from the
                // field.
                if matches!(self.ring.current(), Some(Target::Item(ZONE_SUGGESTIONS, _))) {
                    self.ring.set(Target::Field(ZONE_ID));
                }
                None
            }
            Message::ZoneTyped(typed) => {
                self.zone_matches = matching_zones(&typed, self.system_zone);
                self.zone_query = typed;
                self.ring.set(Target::Field(ZONE_ID));
                None
            }
            Message::ZoneFirst => {
                if let Some(first) = self.zone_matches.first().copied() {
                    self.form.shared.zone = first.chosen();
                    self.zone_query.clear();
                    self.zone_matches.clear();
                }
                None
            }
            Message::AddressesTyped(typed) => {
                let (good, bad) = addresses_in(&typed);
                f.shared.addresses = good;
                self.bad_addresses = bad;
                self.addresses_text = typed;
                self.ring.set(Target::Field(ADDRESSES_ID));
                None
            }
            Message::Length(m) => {
                f.shared.event_minutes = m.0;
                None
            }
            Message::Reminder(r) => {
                f.shared.new_calendar_reminder = r.0;
                None
            }
            Message::AllDayReminder(r) => {
                f.shared.new_calendar_all_day_reminder = r.0;
                None
            }
            Message::WeekNumbers(on) => {
                f.shared.week_numbers = on;
                None
            }
            Message::Theme(t) => {
                f.theme = t;
                None
            }
            Message::Save if !self.bad_addresses.is_empty() => None,
            Message::Save => Some(Event::Save(Box::new(self.form.clone()))),
            Message::Cancel => Some(Event::Cancel),
            Message::Ring(target) => {
                self.ring.set(target);
                return (reveal(), None);
            }
            Message::Restore => {
                self.backups.confirming = !self.backups.confirming;
                None
            }
            Message::RestoreNow => match (&self.backups.latest, self.backups.confirming) {
                (Some(latest), true) => Some(Event::Restore(latest.path.clone())),
                _ => None,
            },
        };
        (Task::none(), event)
    }

    /// The pick lists' choices for the form as it is.
    fn options(&self) -> Options {
        let f = &self.form;
        let weekdays: Vec<Choice<Weekday>> =
            std::iter::once(Choice::Default(self.base.first_weekday))
                .chain(
                    [Weekday::Mon, Weekday::Sat, Weekday::Sun]
                        .into_iter()
                        .map(Choice::Set),
                )
                .collect();
        let languages: Vec<LanguageChoice> = std::iter::once(LanguageChoice(None))
            .chain(
                i18n::available()
                    .iter()
                    .map(|l| LanguageChoice(Some(l.to_string()))),
            )
            .collect();
        Options {
            languages,
            language: LanguageChoice(f.shared.language.clone()),
            weekdays,
            weekday: choice(f.shared.first_weekday, self.base.first_weekday),
            clocks: vec![
                Choice::Default(self.base.hour_cycle),
                Choice::Set(HourCycle::H12),
                Choice::Set(HourCycle::H24),
            ],
            clock: choice(f.shared.clock, self.base.hour_cycle),
            views: vec![
                Choice::Default(ViewKind::Month),
                Choice::Set(ViewKind::Month),
                Choice::Set(ViewKind::Week),
                Choice::Set(ViewKind::Agenda),
            ],
            view: choice(f.start_view, ViewKind::Month),
            lengths: EVENT_LENGTHS.iter().map(|m| Minutes(*m)).collect(),
            length: Minutes(f.shared.event_minutes),
            reminders: std::iter::once(Remind(None))
                .chain(REMINDER_CHOICES.iter().map(|m| Remind(Some(*m))))
                .collect(),
            reminder: Remind(f.shared.new_calendar_reminder),
            all_day: AllDayRemind(f.shared.new_calendar_all_day_reminder),
        }
    }
}

/// The addresses in `typed` (separated by commas, semicolons or spaces),
/// and the words that are none.
fn addresses_in(typed: &str) -> (Vec<crate::model::CalendarAddress>, Vec<String>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for word in typed.split([',', ';', ' ', '\t']).filter(|w| !w.is_empty()) {
        match crate::model::CalendarAddress::parse(word) {
            Some(a) if !good.contains(&a) => good.push(a),
            Some(_) => {}
            None => bad.push(word.to_owned()),
        }
    }
    (good, bad)
}

/// The zones whose names hold every word of `typed` (case, accents and
/// underscores aside), the system's first; none before anything is typed.
fn matching_zones(typed: &str, system_zone: Tz) -> Vec<Choice<Tz>> {
    let fold = |t: &str| crate::store::fold::fold(&t.replace('_', " "));
    let words: Vec<String> = fold(typed).split_whitespace().map(str::to_owned).collect();
    if words.is_empty() {
        return Vec::new();
    }
    std::iter::once(Choice::Default(system_zone))
        .chain(chrono_tz::TZ_VARIANTS.iter().map(|z| Choice::Set(*z)))
        .filter(|c| {
            let name = fold(&c.to_string());
            words.iter().all(|w| name.contains(w.as_str()))
        })
        .take(SUGGESTED)
        .collect()
}

fn choice<T: Copy>(set: Option<T>, default: T) -> Choice<T> {
    set.map_or(Choice::Default(default), Choice::Set)
}

impl Stops for PreferencesDialog {
    type Message = Message;

    fn spoken(&self, target: Target, ctx: &Context) -> Option<Spoken<Message>> {
        self.spoken_stop(target, ctx)
    }

    fn order(&self) -> Vec<Target> {
        let mut order: Vec<Target> = [LANGUAGE, WEEKDAY, CLOCK, OPEN_IN]
            .into_iter()
            .map(Target::Button)
            .collect();
        order.push(Target::Field(ZONE_ID));
        let suggested = self.zone_matches.len();
        order.extend((0..suggested).map(|i| Target::Item(ZONE_SUGGESTIONS, i)));
        order.push(Target::Field(ADDRESSES_ID));
        order.extend([LENGTH, REMINDER, ALL_DAY_REMINDER, WEEK_NUMBERS].map(Target::Button));
        order.extend((0..THEMES.len()).map(|i| Target::Item(THEME, i)));
        if self.backups.latest.is_some() {
            order.push(Target::Button(RESTORE));
            if self.backups.confirming {
                order.push(Target::Button(RESTORE_NOW));
            }
        }
        order.extend([Target::Button(CANCEL), Target::Button(SAVE)]);
        order
    }

    fn ring(&self) -> &Ring {
        &self.ring
    }

    fn ring_mut(&mut self) -> &mut Ring {
        &mut self.ring
    }

    fn press(&self, name: &'static str) -> Option<Message> {
        match name {
            SAVE => Some(Message::Save),
            CANCEL => Some(Message::Cancel),
            RESTORE => Some(Message::Restore),
            RESTORE_NOW => Some(Message::RestoreNow),
            WEEK_NUMBERS => Some(Message::WeekNumbers(!self.form.shared.week_numbers)),
            // Enter or Space on a pick list: its next choice.
            _ => self.choose(name, false),
        }
    }

    fn press_item(&self, name: &'static str, index: usize) -> Option<Message> {
        match name {
            THEME => THEMES.get(index).map(|t| Message::Theme(*t)),
            ZONE_SUGGESTIONS => self.zone_matches.get(index).copied().map(Message::Zone),
            _ => None,
        }
    }

    fn choose(&self, name: &'static str, backward: bool) -> Option<Message> {
        let o = self.options();
        match name {
            LANGUAGE => neighbour(&o.languages, &o.language, backward).map(Message::Language),
            WEEKDAY => neighbour(&o.weekdays, &o.weekday, backward).map(Message::Weekday),
            CLOCK => neighbour(&o.clocks, &o.clock, backward).map(Message::Clock),
            OPEN_IN => neighbour(&o.views, &o.view, backward).map(Message::StartView),
            LENGTH => neighbour(&o.lengths, &o.length, backward).map(Message::Length),
            REMINDER => neighbour(&o.reminders, &o.reminder, backward).map(Message::Reminder),
            ALL_DAY_REMINDER => {
                neighbour(&AllDayRemind::all(), &o.all_day, backward).map(Message::AllDayReminder)
            }
            _ => None,
        }
    }
}
