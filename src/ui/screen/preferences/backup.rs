//! Preferences' backup row: when Kairos last backed the calendar up, and a
//! restore in two steps (Restore…, then Restore and reopen, which says
//! what will happen first: the window closes, the backup takes the file's
//! place, the file is kept beside it, and the window opens again).

use chrono::{DateTime, Utc};
use iced::widget::{button, column, row, text};
use iced::{Center, Fill};
use std::path::PathBuf;

use super::Message;
use crate::fl;
use crate::i18n::dates;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::focus::{stop, Target};
use crate::ui::widget::reveal::marked;
use crate::ui::widget::Element;

/// The newest backup, as Preferences shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastBackup {
    /// When it was made.
    pub made: DateTime<Utc>,
    /// Its file.
    pub path: PathBuf,
}

/// The row's state: the newest backup, and whether the restore awaits its
/// confirmation.
#[derive(Debug, Clone, Default)]
pub(super) struct Backups {
    pub(super) latest: Option<LastBackup>,
    pub(super) confirming: bool,
}

impl Backups {
    /// "Nov 28, 2026 08:30" in the viewer's zone and the user's clock.
    fn when(made: DateTime<Utc>, ctx: &Context) -> String {
        let local = made.with_timezone(&ctx.viewer);
        let day = dates::format(&local.date_naive(), &fl!("date-long"));
        format!("{day} {}", ctx.locale.time(local.time()))
    }

    /// The row: what there is, and the restore's buttons (`on`: which the
    /// keyboard is on).
    pub(super) fn view(&self, ctx: &Context, on: (bool, bool)) -> Element<'_, Message> {
        let Some(latest) = &self.latest else {
            return text(fl!("prefs-backup-none"))
                .size(size::BODY)
                .style(theme::secondary)
                .into();
        };
        let when = Backups::when(latest.made, ctx);
        let said = text(fl!("prefs-backup-last", when = when)).size(size::BODY);
        let restore = stop(
            marked(
                button(text(fl!("prefs-backup-restore")).size(size::BODY))
                    .padding(theme::spot::SEGMENT)
                    .style(theme::focus_ring(button::secondary, on.0))
                    .on_press(Message::Restore),
                on.0,
            ),
            Target::Button(super::RESTORE),
        );
        let mut list = column![row![said, restore].spacing(gap::MEDIUM).align_y(Center)]
            .spacing(gap::TIGHT)
            .width(Fill);
        if self.confirming {
            // Its name only: the folder is `backups/` beside the file.
            let file = latest
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            list = list.push(
                text(fl!(
                    "prefs-backup-what-happens",
                    when = Backups::when(latest.made, ctx),
                    file = file
                ))
                .size(size::SMALL)
                .style(theme::secondary),
            );
            list = list.push(stop(
                marked(
                    button(text(fl!("prefs-backup-restore-now")).size(size::BODY))
                        .padding(theme::spot::SEGMENT)
                        .style(theme::focus_ring(button::danger, on.1))
                        .on_press(Message::RestoreNow),
                    on.1,
                ),
                Target::Button(super::RESTORE_NOW),
            ));
        }
        list.into()
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Event, Message, PreferencesDialog, RESTORE, RESTORE_NOW};
    use super::LastBackup;
    use crate::layout::{Locale, ViewKind};
    use crate::ui::screen::tests::ctx;
    use crate::ui::widget::focus::{Stops, Target};
    use chrono::TimeZone;

    fn dialog(latest: Option<LastBackup>) -> PreferencesDialog {
        let berlin = chrono_tz::Europe::Berlin;
        PreferencesDialog::new(Default::default(), Locale::default(), berlin, latest)
    }

    #[test]
    fn a_restore_is_asked_first_then_handed_over_with_its_backup() {
        let latest = LastBackup {
            made: chrono::Utc.with_ymd_and_hms(2026, 10, 20, 8, 0, 0).unwrap(),
            path: "/data/backups/kairos-20261020T080000Z.db".into(),
        };
        let mut d = dialog(Some(latest.clone()));
        let ctx = ctx(ViewKind::Month);
        // "Restore and reopen" is neither shown nor reachable before
        // "Restore…", and does nothing then.
        assert!(d.order().contains(&Target::Button(RESTORE)));
        assert!(!d.order().contains(&Target::Button(RESTORE_NOW)));
        assert_eq!(d.update(Message::RestoreNow, &ctx).1, None);
        assert_eq!(d.update(Message::Restore, &ctx).1, None);
        assert!(d.order().contains(&Target::Button(RESTORE_NOW)));
        assert!(matches!(d.press(RESTORE_NOW), Some(Message::RestoreNow)));
        let asked = d.update(Message::RestoreNow, &ctx).1;
        assert_eq!(asked, Some(Event::Restore(latest.path)));
        // "Restore…" again takes the question back.
        assert_eq!(d.update(Message::Restore, &ctx).1, None);
        assert_eq!(d.update(Message::RestoreNow, &ctx).1, None);
    }

    #[test]
    fn without_a_backup_no_restore_is_offered() {
        let mut d = dialog(None);
        let ctx = ctx(ViewKind::Month);
        assert!(!d.order().contains(&Target::Button(RESTORE)));
        let _ = d.update(Message::Restore, &ctx);
        assert_eq!(d.update(Message::RestoreNow, &ctx).1, None);
    }
}
