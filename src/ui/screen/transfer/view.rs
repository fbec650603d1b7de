//! The import and export dialog as drawn: the file, the calendar and
//! the check's report in a card that fits the window, Check, Cancel and
//! Import pinned under them.

use super::*;
use crate::ui::widget::focus::stop;
use iced::widget::column;

impl Transfer {
    /// The calendars offered, by id (`None`: all of them).
    pub fn targets(&self) -> Vec<Option<CalendarId>> {
        self.choices.iter().map(|c| c.0).collect()
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        // The card fits the window it is in: a long report scrolls above
        // Check, Cancel and Import, which stay in reach.
        let taken = &ctx.esc_taken;
        iced::widget::responsive(move |window| {
            self.form_view(card_height(window.height, HEIGHT), taken)
        })
        .into()
    }

    fn form_view(&self, height: f32, taken: &EscTaken) -> Element<'_, Message> {
        let t = self;
        let (heading, run) = match t.kind {
            Kind::Import => (fl!("transfer-import-title"), fl!("transfer-import")),
            Kind::Export => (fl!("transfer-export-title"), fl!("transfer-export")),
        };
        let chosen = t.choices.iter().find(|c| c.0 == t.calendar).cloned();
        let mut body = column![
            text(heading).size(size::HEADING).font(theme::BOLD),
            row![
                text_input(&fl!("transfer-path-example"), &t.path)
                    .id(Id::new(PATH_ID))
                    .on_input(Message::Path)
                    .on_submit(Message::Run)
                    .size(size::BODY)
                    .width(Fill),
                stop(
                    button(text(fl!("transfer-browse")).size(size::BODY))
                        .style(theme::focus_ring(button::secondary, t.ring.is_on(BROWSE)))
                        .on_press(Message::Browse),
                    Target::Button(BROWSE)
                ),
            ]
            .spacing(theme::gap::SMALL)
            .align_y(Center),
            row![
                text(if t.kind == Kind::Import {
                    fl!("transfer-into")
                } else {
                    fl!("transfer-calendar")
                })
                .size(size::BODY)
                .width(80),
                ringed(
                    closes_on_esc(
                        taken,
                        pick_list(t.choices.clone(), chosen, |c| Message::Calendar(c.0))
                            .text_size(size::BODY)
                    ),
                    (t.ring.is_on(CALENDAR), Target::Button(CALENDAR))
                ),
            ]
            .spacing(theme::gap::SMALL)
            .align_y(Center),
        ]
        .spacing(theme::gap::MEDIUM);
        if t.kind == Kind::Export {
            body = body.push(
                row![
                    text(fl!("transfer-days")).size(size::BODY).width(80),
                    text_input(&fl!("transfer-from-example"), &t.from)
                        .id(Id::new(FROM_ID))
                        .on_input(Message::From)
                        .size(size::BODY)
                        .width(150),
                    text("–").size(size::BODY),
                    text_input(&fl!("transfer-to-example"), &t.to)
                        .id(Id::new(TO_ID))
                        .on_input(Message::To)
                        .size(size::BODY)
                        .width(150),
                    text(fl!("transfer-days-empty")).size(size::SMALL),
                ]
                .spacing(theme::gap::SMALL)
                .align_y(Center),
            );
        }
        match &t.report {
            Some(Ok(report)) => body = body.push(report_table(report)),
            Some(Err(e)) => body = body.push(text(e.clone()).size(size::LABEL).style(theme::error)),
            None => {}
        }
        let ready = t.ready();
        let mut buttons = row![].spacing(theme::gap::SMALL).align_y(Center);
        // Why Import is greyed: it imports what Check showed, and only that.
        if t.kind == Kind::Import && !ready && !matches!(t.report, Some(Err(_))) {
            let why = if t.checked.is_some() {
                fl!("transfer-why-check-again")
            } else {
                fl!("transfer-why-check-first")
            };
            buttons = buttons.push(text(why).size(size::LABEL).style(theme::secondary));
        }
        buttons = buttons.push(space::horizontal());
        if t.kind == Kind::Import {
            buttons = buttons.push(stop(
                button(text(fl!("transfer-check")).size(size::BODY))
                    .style(theme::focus_ring(button::secondary, t.ring.is_on(CHECK)))
                    .on_press(Message::Check),
                Target::Button(CHECK),
            ));
        }
        buttons = buttons
            .push(stop(
                button(text(fl!("action-cancel")).size(size::BODY))
                    .style(theme::focus_ring(button::text, t.ring.is_on(CANCEL)))
                    .on_press(Message::Close),
                Target::Button(CANCEL),
            ))
            .push(stop(
                button(text(run).size(size::BODY))
                    .padding(crate::ui::theme::pad_small::WIDE)
                    .style(theme::focus_ring(button::primary, t.ring.is_on(RUN)))
                    .on_press_maybe(ready.then_some(Message::Run)),
                Target::Button(RUN),
            ));
        dialog(scope(
            form_card(body, buttons, WIDTH, height),
            t.order(),
            t.ring.current(),
            Message::Ring,
        ))
    }
}

/// The check's report as a table: per file, what an import would add,
/// update, leave unchanged and skip (with the reason), and notes.
fn report_table(report: &ImportReport) -> Element<'_, Message> {
    let mut list = column![].spacing(gap::SMALL);
    for f in &report.files {
        let events = f.added + f.updated + f.unchanged;
        let file = std::path::Path::new(&f.name)
            .file_name()
            .map_or(f.name.clone(), |n| n.to_string_lossy().into_owned());
        let summary = fl!(
            "transfer-report-summary",
            file = file,
            events = events,
            added = f.added,
            updated = f.updated,
            unchanged = f.unchanged,
            skipped = f.skipped
        );
        list = list.push(text(summary).size(size::LABEL).font(theme::BOLD));
        for row in &f.rows {
            let style = match row.kind {
                RowKind::Skipped => theme::error,
                RowKind::Note | RowKind::Ignored | RowKind::Unchanged => theme::secondary,
                RowKind::Added | RowKind::Updated | RowKind::Cancelled => theme::plain,
            };
            let what = match row.kind {
                RowKind::Added => fl!("action-add"),
                RowKind::Updated => fl!("transfer-row-update"),
                RowKind::Cancelled => fl!("import-row-cancelled"),
                RowKind::Unchanged => fl!("transfer-row-unchanged"),
                RowKind::Skipped => fl!("transfer-row-skip"),
                RowKind::Note => fl!("transfer-row-note"),
                RowKind::Ignored => fl!("transfer-row-ignore"),
            };
            let detail = match (&row.why, row.line) {
                (Some(why), Some(l)) => fl!("transfer-row-why-at-line", why = why, line = l),
                (Some(why), None) => why.clone(),
                (None, Some(l)) => fl!("transfer-row-line", line = l),
                (None, None) => String::new(),
            };
            list = list.push(
                row![
                    text(what).size(size::SMALL).style(style).width(80),
                    text(row.what.clone())
                        .size(size::SMALL)
                        .width(Fill)
                        .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                    text(detail)
                        .size(size::SMALL)
                        .style(theme::secondary)
                        .width(iced::Length::FillPortion(1)),
                ]
                .spacing(gap::SMALL),
            );
        }
        if f.more > 0 {
            list = list.push(
                text(fl!("import-more-rows", count = f.more))
                    .size(size::SMALL)
                    .style(theme::secondary),
            );
        }
    }
    if report.dry_run {
        list = list.push(
            text(fl!("transfer-dry-run"))
                .size(size::SMALL)
                .style(theme::secondary),
        );
    }
    list.into()
}
