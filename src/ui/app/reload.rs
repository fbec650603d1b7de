//! Reading what the window shows: the calendars, the history, and the
//! visible days laid out, handed to the screens; after every change.

use crate::fl;

use super::{App, Body};
use crate::layout::{self, Shape, ViewKind};
use crate::model::CalendarId;
use crate::store::StoreError;
use crate::ui::screen::agenda::{self, Agenda};
use crate::ui::screen::header;
use crate::ui::screen::month::{self, Month};
use crate::ui::screen::week::Week;

impl App {
    /// Lines of events that fit in one month cell at the window's height.
    pub(super) fn rows_per_cell(&self) -> usize {
        let banner = if self.error.is_some() { 30.0 } else { 0.0 };
        month::rows_per_cell(self.frame.size.height - header::height(&self.context) - banner)
    }

    /// Re-reads the calendars, the history and the visible days, and hands
    /// them to the screens.
    pub(super) fn reload(&mut self) {
        if let Err(e) = self.try_reload() {
            let reason = e.to_string();
            self.error = Some(fl!("app-cannot-read-calendars", reason = reason));
        } else {
            // While a check says the file is damaged, the banner says so
            // (and where the backup is) whatever else happened.
            self.error = crate::store::health::Health::read(self.store.path())
                .filter(|h| h.is_damaged())
                .map(|h| {
                    let problem = h.problem().unwrap_or_default();
                    StoreError::damaged(self.store.path(), problem).to_string()
                });
        }
        // The grid's keyboard stays on what is still there.
        self.grid_follows(false);
    }

    fn try_reload(&mut self) -> Result<(), StoreError> {
        self.context.calendars = self.store.calendars()?;
        // Read once: counted under the accounts, and marked in the views.
        let copies = self.store.conflict_copies()?;
        self.context.accounts = self.read_accounts(&copies)?;
        // A sync (here or in the daemon) that kept both versions says so
        // once; the sidebar keeps the count until they are settled.
        let conflicts: usize = self
            .context
            .accounts
            .iter()
            .map(|a| a.conflicts.len())
            .sum();
        if self.conflicts_seen.is_some_and(|seen| conflicts > seen) {
            self.show_toast(fl!("app-conflict-kept"), false);
        }
        self.conflicts_seen = Some(conflicts);
        // A message a schedule inbox refused (someone who may not change
        // that event), said once, by whichever process read the inbox.
        let ids: Vec<i64> = self.context.accounts.iter().map(|a| a.id).collect();
        for id in ids {
            let refused = crate::sync::inbox::unsaid_refusals(&mut self.store, id)?;
            if let Some(first) = refused.first() {
                let toast = fl!(
                    "app-inbox-refused",
                    count = refused.len(),
                    first = first.as_str()
                );
                self.show_toast(toast, false);
            }
        }
        // Both versions of every conflict are marked wherever drawn.
        self.context.conflicted = copies
            .into_iter()
            .flat_map(|c| [c.copy, c.original])
            .collect();
        self.context.subscriptions = self
            .store
            .subscriptions()?
            .into_iter()
            .map(|s| s.calendar)
            .collect();
        let shown: Vec<CalendarId> = self
            .context
            .calendars
            .iter()
            .filter(|c| c.visible)
            .map(|c| c.id)
            .collect();
        let period = self.context.period;
        if period.kind == ViewKind::Agenda && !matches!(self.body, Body::Agenda(_)) {
            self.body = Body::Agenda(Agenda::default());
        }
        let (agenda_days, agenda_lines) = match &self.body {
            Body::Agenda(a) => (a.days_wanted(), a.lines_wanted()),
            _ => (agenda::DAYS, agenda::LINES),
        };
        let request = layout::Request {
            period,
            locale: self.context.locale,
            viewer: self.context.viewer,
            today: self.context.today,
            agenda_days,
            agenda_entries: agenda_lines,
            rows_per_cell: self.rows_per_cell(),
            calendars: &shown,
        };
        self.stamp = Some(self.store.change_stamp()?);
        let undo = self.store.next_undo()?.map(|e| e.label);
        let redo = self.store.next_redo()?.map(|e| e.label);
        self.header.set_history(undo, redo);
        let loaded = layout::load(&self.store, &request)?;
        self.context.shown = loaded.days;
        if let Some(d) = &mut self.details {
            d.refresh(&loaded.items);
        }
        self.body = match (
            std::mem::replace(&mut self.body, Body::Nothing),
            &loaded.shape,
        ) {
            (Body::Month(mut m), Shape::Month(_)) => {
                m.show(loaded);
                Body::Month(m)
            }
            (Body::Week(mut w), Shape::Week(_)) => {
                w.show(loaded);
                Body::Week(w)
            }
            (Body::Agenda(mut a), Shape::Agenda(_)) => {
                a.show(loaded);
                Body::Agenda(a)
            }
            (_, Shape::Month(_)) => Body::Month(Month::new(loaded)),
            (_, Shape::Week(_)) => Body::Week(Week::new(loaded)),
            (_, Shape::Agenda(_)) => {
                let mut a = Agenda::default();
                a.show(loaded);
                Body::Agenda(a)
            }
        };
        // The results follow the calendars too; they are searched for off
        // this thread (see `finder`), the last ones shown meanwhile.
        if self.header.query().trim().is_empty() {
            self.search.results = None;
        }
        self.search.due = true;
        Ok(())
    }
}
