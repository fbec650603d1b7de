//! The user's answers to a reminder (snooze, dismiss) and the answers
//! other devices sent (an acknowledgement read from a sync): each closes
//! deliveries, here and, through the event's `ACKNOWLEDGED`, everywhere.

use chrono::{DateTime, Utc};

use super::{Scheduler, SchedulerError};
use crate::model::{OccurrenceRef, Snooze};
use crate::remind::{Clock, Notifier, Subject};
use crate::store::{Delivery, DeliveryState, Store};

impl<C: Clock, N: Notifier> Scheduler<C, N> {
    /// Closes the open deliveries of events acknowledged since they were
    /// shown (on another device, or another process here): withdrawn from
    /// the screen, and not shown again.
    pub(super) fn close_acknowledged(&mut self, store: &mut Store) -> Result<(), SchedulerError> {
        for (uid, at) in std::mem::take(&mut self.cache.acknowledged) {
            for row in store.open_deliveries(&uid)? {
                // A shown one is due when it was; a snoozed or failed one
                // holds when it is due again, so its trigger is not known.
                let trigger = match row.state {
                    DeliveryState::Shown | DeliveryState::Missed => row.due,
                    _ => row.shown.unwrap_or(row.due),
                };
                if !self.closed_by(&row, trigger, Some(at)) {
                    continue;
                }
                self.notifier.withdraw(&subject_of(&row));
                store.put_delivery(&Delivery {
                    state: DeliveryState::Dismissed,
                    ..row
                })?;
            }
        }
        Ok(())
    }

    /// Whether an acknowledgement at `acknowledged` closes `row`, whose
    /// reminder triggered at `trigger`. A snooze here acknowledges the
    /// reminder everywhere else at the moment it was snoozed; only a later
    /// acknowledgement (dismissed on another device) ends the snooze.
    pub(super) fn closed_by(
        &self,
        row: &Delivery,
        trigger: DateTime<Utc>,
        acknowledged: Option<DateTime<Utc>>,
    ) -> bool {
        let Some(at) = acknowledged else {
            return false;
        };
        match row.state {
            DeliveryState::Snoozed => at > row.due - self.config.snooze,
            _ => trigger <= at,
        }
    }

    /// Puts a shown reminder off by [`Config::snooze`]. In a synced
    /// calendar the snooze is written into the event (RFC 9074), so every
    /// device shows it again then, and this delivery is done with;
    /// elsewhere it is this delivery, due again.
    pub fn snooze(&mut self, store: &mut Store, delivery: &Delivery) -> Result<(), SchedulerError> {
        let now = self.clock.now();
        let until = now + self.config.snooze;
        let snooze = Snooze {
            occurrence: delivery.recurrence_id,
            until,
        };
        let synced = store.acknowledge(&delivery.uid, now, Some(snooze))?;
        store.put_delivery(&if synced {
            Delivery {
                state: DeliveryState::Dismissed,
                ..delivery.clone()
            }
        } else {
            Delivery {
                state: DeliveryState::Snoozed,
                due: until,
                ..delivery.clone()
            }
        })?;
        self.notifier.withdraw(&subject_of(delivery));
        Ok(())
    }

    /// Marks a shown reminder dismissed.
    pub fn dismiss(
        &mut self,
        store: &mut Store,
        delivery: &Delivery,
    ) -> Result<(), SchedulerError> {
        store.put_delivery(&Delivery {
            state: DeliveryState::Dismissed,
            ..delivery.clone()
        })?;
        self.notifier.withdraw(&subject_of(delivery));
        // The user's other devices learn it at the next sync.
        store.acknowledge(&delivery.uid, self.clock.now(), None)?;
        Ok(())
    }
}

/// The subject a delivery row is about.
pub(super) fn subject_of(d: &Delivery) -> Subject {
    Subject {
        occurrence: OccurrenceRef {
            uid: d.uid.clone(),
            recurrence_id: d.recurrence_id,
        },
        reminder: d.reminder.clone(),
    }
}
