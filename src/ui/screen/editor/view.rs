//! Drawing the editor: one column of labelled fields, each with its
//! problem (if any) under it, and Save disabled while there is one.

use crate::fl;
use crate::i18n::dates;
use iced::widget::{
    button, checkbox, column, pick_list, row, space, text, text_editor, text_input, Column, Id,
};
use iced::{Center, Fill};

use super::label::{labelled, secondary, LABEL};
use super::reminders_view::reminder_section;
use super::{
    picker, DateField, Editor, Message, ALL_DAY, CALENDAR, CANCEL, COUNT_ID, CUSTOM_ID, DISCARD,
    ENDS, END_DATE_ID, END_TIME_ID, INTERVAL_ID, KEEP, LOCATION_ID, MONTHLY, NOTES_ID, REPEAT,
    RESTORE, SAVE, START_DATE_ID, START_TIME_ID, TITLE_ID, UNTIL_ID, WEEKDAY, ZONE_ID,
};
use crate::draft::{parse_date, EndsKind, Field, MonthlyBy, Problems, RepeatKind};
use crate::ui::context::Context;
use crate::ui::theme;
use crate::ui::widget::actions::action;
use crate::ui::widget::focus::{stop, Stops, Target};
use crate::ui::widget::menu_esc::closes_on_esc;
use crate::ui::widget::reveal::marked;
use crate::ui::widget::scope::scope;
use crate::ui::widget::{card, dialog, form_card, ringed, Element};

/// The card's width, and its greatest height.
const WIDTH: f32 = 560.0;
const HEIGHT: f32 = 744.0;

pub fn view<'a>(editor: &'a Editor, ctx: &'a Context) -> Element<'a, Message> {
    if editor.confirming_discard {
        return discard_view(editor);
    }
    // The card fits the window it is in: in a short window the form
    // scrolls above Cancel and Save rather than pushing them off the
    // bottom edge.
    iced::widget::responsive(move |window| {
        form_view(
            editor,
            ctx,
            crate::ui::widget::card_height(window.height, HEIGHT),
        )
    })
    .into()
}

/// The form in a card at most `height` tall.
fn form_view<'a>(editor: &'a Editor, ctx: &Context, height: f32) -> Element<'a, Message> {
    let d = &editor.draft;
    let (checked, problems) = match d.check() {
        Ok(checked) => (Some(checked), Problems::default()),
        Err(problems) => (None, problems),
    };
    let heading = if editor.origin.is_some() {
        fl!("editor-edit-title")
    } else {
        fl!("editor-new-title")
    };
    // A meeting someone else organises: their fields are shown greyed
    // (a field without `on_input` is disabled), and why.
    let open = editor.locked_by.is_none();
    let mut form = column![text(heading).size(theme::size::HEADING).font(theme::BOLD)]
        .spacing(crate::ui::theme::spot::CONTROLS);
    if let Some(organizer) = &editor.locked_by {
        form = form.push(
            text(fl!("editor-organised-by", organizer = organizer.as_str()))
                .size(theme::size::LABEL)
                .style(theme::secondary),
        );
    }
    form = form.push(
        text_input(&fl!("editor-title-placeholder"), &d.title)
            .id(Id::new(TITLE_ID))
            .on_input_maybe(open.then_some(Message::Title))
            .on_submit(Message::Save)
            .size(theme::size::LARGE)
            .padding(crate::ui::theme::spot::TITLE_FIELD),
    );
    if editor.says_title_problem() {
        form = with_problem(form, &problems, Field::Title);
    }
    form = form.push(labelled(
        fl!("editor-location"),
        text_input(&fl!("editor-location-placeholder"), &d.location)
            .id(Id::new(LOCATION_ID))
            .on_input_maybe(open.then_some(Message::Location))
            .on_submit(Message::Save)
            .size(theme::size::BODY)
            .into(),
    ));
    let calendars: Vec<CalendarChoice> = editor
        .calendars
        .iter()
        .map(|(id, name)| CalendarChoice(*id, name.clone()))
        .collect();
    let chosen = calendars.iter().find(|c| c.0 == d.calendar).cloned();
    let calendar_row = open.then(|| {
        labelled(
            fl!("editor-calendar"),
            row![
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(calendars, chosen, |c| Message::Calendar(c.0))
                            .text_size(theme::size::BODY)
                    ),
                    (editor.ring.is_on(CALENDAR), Target::Button(CALENDAR))
                ),
                space::horizontal(),
                ringed(
                    checkbox(d.all_day)
                        .label(fl!("editor-all-day"))
                        .on_toggle(Message::AllDay)
                        .text_size(theme::size::BODY),
                    (editor.ring.is_on(ALL_DAY), Target::Button(ALL_DAY))
                ),
            ]
            .align_y(Center)
            .into(),
        )
    });
    if let Some(calendar_row) = calendar_row {
        form = form.push(calendar_row);
    }
    form = form.push(when_row(editor, fl!("editor-starts"), DateField::Start));
    form = with_problem(form, &problems, Field::Start);
    form = form.push(when_row(editor, fl!("editor-ends"), DateField::End));
    form = with_problem(form, &problems, Field::End);
    if let Some((field, month)) = editor.picker {
        if field != DateField::Until {
            form = form.push(picker::month(month, field, editor));
        }
    }
    if !d.all_day && open {
        form = form.push(zone_section(editor));
    }
    if !d.all_day && !open {
        // Someone else's meeting: its zone is named, not chosen.
        let zone = d
            .zone
            .map_or_else(|| fl!("editor-floating"), |z| z.name().to_owned());
        form = form.push(labelled(
            fl!("editor-time-zone"),
            text(zone).size(theme::size::BODY).into(),
        ));
    }
    // A time in another zone is also said on the viewer's clock.
    if let Some(mine) = checked.as_ref().and_then(|c| {
        crate::layout::on_viewers_clock(&c.start, &c.duration, ctx.viewer, &ctx.locale)
    }) {
        form = form.push(row![
            space().width(LABEL + 8.0),
            text(mine).size(theme::size::LABEL).style(theme::secondary)
        ]);
    }
    if open {
        form = form.push(repeat_section(editor, ctx));
        form = with_problem(form, &problems, Field::Repeat);
    }
    if !d.removed.is_empty() && open {
        form = form.push(removed_section(editor));
    }
    if open || !d.guests.is_empty() {
        form = form.push(
            row![
                secondary(fl!("editor-guests")).width(LABEL),
                super::guests::section(editor)
            ]
            .spacing(theme::gap::SMALL),
        );
    }
    form = form.push(reminder_section(editor, ctx));
    form = form.push(labelled(
        fl!("editor-notes"),
        text_editor(&editor.notes)
            .id(Id::new(NOTES_ID))
            .on_action(Message::Notes)
            .height(90)
            .size(theme::size::BODY)
            .into(),
    ));
    let save = button(text(fl!("action-save")).size(theme::size::BODY))
        .padding(crate::ui::theme::spot::EDITOR_SAVE);
    let save = if problems.0.is_empty() {
        save.on_press(Message::Save)
            .style(theme::focus_ring(button::primary, editor.ring.is_on(SAVE)))
    } else {
        save.style(theme::focus_ring(
            button::secondary,
            editor.ring.is_on(SAVE),
        ))
    };
    let cancel_ringed = editor.ring.is_on(CANCEL);
    let buttons = row![
        space::horizontal(),
        stop(
            marked(
                action(
                    fl!("action-cancel"),
                    button::text,
                    cancel_ringed,
                    theme::pad::MAIN_BUTTON,
                )
                .on_press(Message::Cancel),
                cancel_ringed
            ),
            Target::Button(CANCEL)
        ),
        stop(marked(save, editor.ring.is_on(SAVE)), Target::Button(SAVE)),
    ]
    .spacing(theme::gap::SMALL);
    // The form scrolls under a height that leaves the buttons their room:
    // a long form (many removed dates, reminders) never pushes Save out.
    let form = form.padding(crate::ui::theme::spot::FORM);
    dialog(scope(
        form_card(form, buttons, WIDTH, height),
        editor.order(),
        editor.ring.current(),
        Message::Ring,
    ))
}

/// "Discard changes?": asked before an edited form is closed.
fn discard_view(editor: &Editor) -> Element<'_, Message> {
    let body = column![
        text(fl!("editor-discard-title"))
            .size(theme::size::HEADING)
            .font(theme::BOLD),
        text(fl!("editor-discard-explained")).size(theme::size::BODY),
        row![
            space::horizontal(),
            stop(
                button(text(fl!("editor-keep-editing")).size(theme::size::BODY))
                    .padding(theme::pad::MAIN_BUTTON)
                    .style(theme::focus_ring(
                        button::secondary,
                        editor.ring.is_on(KEEP)
                    ))
                    .on_press(Message::KeepEditing),
                Target::Button(KEEP)
            ),
            stop(
                button(text(fl!("editor-discard")).size(theme::size::BODY))
                    .padding(theme::pad::MAIN_BUTTON)
                    .style(theme::focus_ring(
                        button::danger,
                        editor.ring.is_on(DISCARD)
                    ))
                    .on_press(Message::Discard),
                Target::Button(DISCARD)
            ),
        ]
        .spacing(theme::gap::SMALL),
    ]
    .spacing(theme::gap::MEDIUM)
    .width(360);
    dialog(scope(
        card(body),
        editor.order(),
        editor.ring.current(),
        Message::Ring,
    ))
}

/// A calendar in the picker.
#[derive(Debug, Clone, PartialEq, Eq)]
struct CalendarChoice(crate::model::CalendarId, String);

impl std::fmt::Display for CalendarChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.1)
    }
}

/// A monthly choice, with its words for the start date.
#[derive(Debug, Clone, PartialEq, Eq)]
struct MonthlyChoice(MonthlyBy, String);

impl std::fmt::Display for MonthlyChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.1)
    }
}

/// How the repetition ends, in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct EndsChoice(EndsKind);

impl std::fmt::Display for EndsChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self.0 {
            EndsKind::Never => fl!("editor-never-ends"),
            EndsKind::OnDate => fl!("editor-ends-on"),
            EndsKind::After => fl!("editor-ends-after"),
        })
    }
}

fn with_problem<'a>(
    form: Column<'a, Message>,
    problems: &Problems,
    field: Field,
) -> Column<'a, Message> {
    match problems.field(field) {
        Some(message) => form.push(row![
            space().width(LABEL + 8.0),
            text(message.to_owned())
                .size(theme::size::LABEL)
                .style(theme::error)
        ]),
        None => form,
    }
}

/// What a text field sends as it is typed into.
type OnInput = fn(String) -> Message;

fn when_row<'a>(editor: &'a Editor, label: String, field: DateField) -> Element<'a, Message> {
    let d = &editor.draft;
    let (date, time, on_date, on_time): (_, _, OnInput, OnInput) = match field {
        DateField::End => (&d.end_date, &d.end_time, Message::EndDate, Message::EndTime),
        _ => (
            &d.start_date,
            &d.start_time,
            Message::StartDate,
            Message::StartTime,
        ),
    };
    let (date_id, time_id) = match field {
        DateField::End => (END_DATE_ID, END_TIME_ID),
        _ => (START_DATE_ID, START_TIME_ID),
    };
    let open = editor.locked_by.is_none();
    let mut line = row![text_input(&fl!("editor-date-placeholder"), date)
        .id(Id::new(date_id))
        .on_input_maybe(open.then_some(on_date))
        .size(theme::size::BODY)
        .width(120)]
    .spacing(theme::gap::TIGHT)
    .align_y(Center);
    if open {
        line = line.push(picker::opener(field));
    }
    if !d.all_day {
        line = line.push(space().width(8));
        line = line.push(
            text_input("09:00", time)
                .id(Id::new(time_id))
                .on_input_maybe(open.then_some(on_time))
                .on_submit(Message::Save)
                .size(theme::size::BODY)
                .width(100),
        );
    }
    labelled(label, line.into())
}

fn zone_section(editor: &Editor) -> Element<'_, Message> {
    let current = match editor.draft.zone {
        Some(tz) => tz.name().to_owned(),
        None => fl!("editor-floating"),
    };
    let mut section = column![row![
        text(current).size(theme::size::BODY).width(Fill),
        text_input(&fl!("editor-search-zones"), &editor.zone_query)
            .id(Id::new(ZONE_ID))
            .on_input(Message::ZoneQuery)
            .size(theme::size::LABEL)
            .width(200),
    ]
    .spacing(theme::gap::SMALL)
    .align_y(Center)]
    .spacing(theme::gap::HAIRLINE);
    let matches = editor.zone_matches(6);
    for tz in matches {
        section = section.push(
            button(text(tz.name()).size(theme::size::LABEL))
                .style(button::text)
                .padding(crate::ui::theme::pad_small::PILL)
                .on_press(Message::Zone(Some(tz))),
        );
    }
    // Typing (the start of) the word for "floating" offers it.
    let query = editor.zone_query.trim().to_lowercase();
    if !query.is_empty()
        && fl!("editor-floating-keyword")
            .to_lowercase()
            .contains(query.as_str())
    {
        section = section.push(
            button(text(fl!("editor-floating-choice")).size(theme::size::LABEL))
                .style(button::text)
                .padding(crate::ui::theme::pad_small::PILL)
                .on_press(Message::Zone(None)),
        );
    }
    labelled(fl!("editor-time-zone"), section.into())
}

fn repeat_section<'a>(editor: &'a Editor, ctx: &Context) -> Element<'a, Message> {
    let d = &editor.draft;
    let r = &d.repeat;
    let date = parse_date(&d.start_date).unwrap_or_default();
    let mut section = column![ringed(
        closes_on_esc(
            &ctx.esc_taken,
            pick_list(RepeatKind::ALL, Some(r.kind), Message::Repeat).text_size(theme::size::BODY)
        ),
        (editor.ring.is_on(REPEAT), Target::Button(REPEAT))
    )]
    .spacing(theme::gap::SMALL);
    // The unit agrees with the number typed before it.
    let n: i64 = r.interval.trim().parse().unwrap_or(2);
    let unit = match r.kind {
        RepeatKind::Daily => Some(fl!("editor-every-days", count = n)),
        RepeatKind::Weekly | RepeatKind::Weekdays => Some(fl!("editor-every-weeks", count = n)),
        RepeatKind::Monthly => Some(fl!("editor-every-months", count = n)),
        RepeatKind::Yearly => Some(fl!("editor-every-years", count = n)),
        RepeatKind::Never | RepeatKind::Custom => None,
    };
    if let (Some(unit), false) = (unit, r.kind == RepeatKind::Weekdays) {
        section = section.push(
            row![
                text(fl!("editor-every")).size(theme::size::BODY),
                text_input("1", &r.interval)
                    .id(Id::new(INTERVAL_ID))
                    .on_input(Message::Interval)
                    .size(theme::size::BODY)
                    .width(60),
                text(unit).size(theme::size::BODY),
            ]
            .spacing(theme::gap::SMALL)
            .align_y(Center),
        );
    }
    if r.kind == RepeatKind::Weekly {
        let days = d.locale.weekdays();
        section = section.push(
            row(days.iter().map(|day| {
                let i = day.num_days_from_monday() as usize;
                let on = r.weekdays[i];
                let ringed = editor.ring.is_on_item(WEEKDAY, i);
                let toggle = marked(
                    button(
                        text(fl!(
                            "editor-weekday-toggle",
                            day = crate::layout::weekday_key(*day)
                        ))
                        .size(theme::size::SMALL)
                        .center()
                        .width(Fill),
                    )
                    .width(36)
                    .padding(crate::ui::theme::spot::NARROW_FIELD)
                    .style(theme::focus_ring(theme::toggle(on), ringed))
                    .on_press(Message::Weekday(i, !on)),
                    ringed,
                );
                stop(toggle, Target::Item(WEEKDAY, i))
            }))
            .spacing(theme::gap::TIGHT),
        );
    }
    if r.kind == RepeatKind::Monthly {
        let choices: Vec<MonthlyChoice> = MonthlyBy::ALL
            .iter()
            .map(|by| MonthlyChoice(*by, by.label(date)))
            .collect();
        let chosen = choices.iter().find(|c| c.0 == r.monthly).cloned();
        section = section.push(ringed(
            closes_on_esc(
                &ctx.esc_taken,
                pick_list(choices, chosen, |c| Message::Monthly(c.0)).text_size(theme::size::BODY),
            ),
            (editor.ring.is_on(MONTHLY), Target::Button(MONTHLY)),
        ));
    }
    if r.kind == RepeatKind::Custom {
        section = section.push(secondary(fl!("editor-advanced-rule")));
        section = section.push(
            text_input("FREQ=MONTHLY;BYDAY=2MO", &r.custom)
                .id(Id::new(CUSTOM_ID))
                .on_input(Message::Custom)
                .size(theme::size::BODY),
        );
    } else if r.kind != RepeatKind::Never {
        let ends = [EndsKind::Never, EndsKind::OnDate, EndsKind::After].map(EndsChoice);
        let mut line = row![ringed(
            closes_on_esc(
                &ctx.esc_taken,
                pick_list(ends, Some(EndsChoice(r.ends)), |e| Message::Ends(e.0))
                    .text_size(theme::size::BODY)
            ),
            (editor.ring.is_on(ENDS), Target::Button(ENDS))
        )]
        .spacing(theme::gap::SMALL)
        .align_y(Center);
        match r.ends {
            EndsKind::Never => {}
            EndsKind::OnDate => {
                line = line.push(
                    text_input(&fl!("editor-date-placeholder"), &r.until)
                        .id(Id::new(UNTIL_ID))
                        .on_input(Message::Until)
                        .size(theme::size::BODY)
                        .width(120),
                );
                line = line.push(picker::opener(DateField::Until));
            }
            EndsKind::After => {
                line = line.push(
                    text_input("10", &r.count)
                        .id(Id::new(COUNT_ID))
                        .on_input(Message::Count)
                        .size(theme::size::BODY)
                        .width(70),
                );
                let count: i64 = r.count.trim().parse().unwrap_or(2);
                line = line.push(text(fl!("editor-times", count = count)).size(theme::size::BODY));
            }
        }
        section = section.push(line);
        if let Some((DateField::Until, month)) = editor.picker {
            section = section.push(picker::month(month, DateField::Until, editor));
        }
    }
    if let Some(Ok(words)) = d.summary() {
        section = section.push(secondary(words));
    }
    // A new rule that does not give the chosen day starts the event on
    // its first day: said before saving.
    if let Some(note) = d.start_note(editor.origin.as_ref()) {
        section = section.push(secondary(note));
    }
    labelled(fl!("editor-repeat"), section.into())
}

fn removed_section(editor: &Editor) -> Element<'_, Message> {
    let d = &editor.draft;
    let mut list = column![secondary(fl!("editor-removed-dates"))].spacing(theme::gap::TIGHT);
    for (i, r) in d.removed.iter().enumerate() {
        let day = dates::format(&r.start.wall_clock().date(), &fl!("date-editor-removed"));
        list = list.push(ringed(
            checkbox(r.restore)
                .label(day)
                .on_toggle(move |on| Message::Restore(i, on))
                .text_size(theme::size::BODY),
            (editor.ring.is_on_item(RESTORE, i), Target::Item(RESTORE, i)),
        ));
    }
    labelled(fl!("editor-exceptions"), list.into())
}
