//! What each calendar view shows, computed from the store's occurrences:
//! plain data, no iced.
//!
//! The window draws these models and nothing else, so everything a user
//! could get wrong about a calendar view — which days a bar spans, which
//! events share a column in the week grid, what "+3 more" counts, what the
//! agenda calls "Tomorrow" — is decided here, where it is unit-tested and
//! benchmarked without a window.
//!
//! All positions are in the *viewer's* wall-clock time: an occurrence is
//! placed on the days and hours the person looking at the screen lives in.
//!
//! ```
//! use chrono::NaiveDate;
//! use kairos::layout::{Locale, Period, ViewKind};
//!
//! let day = NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
//! let week = Period::new(ViewKind::Week, day);
//! let locale = Locale::default(); // weeks start on Monday, 24-hour clock
//! assert_eq!(week.title(&locale), "Nov 23 – 29, 2026");
//! assert_eq!(week.next().title(&locale), "Nov 30 – Dec 6, 2026");
//! ```

mod agenda;
pub(crate) mod describe;
mod details;
mod item;
mod load;
mod meeting;
mod month;
mod period;
mod reminder_words;
mod search;
mod week;
mod words;

/// The screens' locale, which lives beside the messages it formats with.
pub use crate::i18n::{HourCycle, Locale};
pub use agenda::{agenda, AgendaDay, AgendaEntry};
pub use describe::{custom, describe_rule, describe_time, weekday_key};
pub use details::{event_details, on_viewers_clock, DetailsSource, EventDetails};
pub use item::{Item, Span};
pub use load::{
    load, prepare_search, search, Loaded, Request, SearchRequest, Shape, AGENDA_FIRST_READ,
    WEEK_MIN_MINUTES,
};
pub use meeting::{answer_words, meeting_details, Guest, MeetingDetails};
pub use month::{month, Bar, DayCell, MonthLayout, WeekRow};
pub use period::{Period, ViewKind};
pub use reminder_words::{
    amount, describe_all_day_reminder, describe_reminder, describe_reminder_for,
};
pub use search::{search_days, SearchResults, SEARCH_MONTHS};
pub use week::{week, zone_label, Block, More, WeekLayout, DAY_MINUTES, SIDE_BY_SIDE};
pub use words::edit_in_words;
