//! Preferences as drawn: the choices in a card that fits the window,
//! Cancel and Save pinned under them.

use super::*;
use crate::ui::widget::focus::stop;
use crate::ui::widget::menu_esc::closes_on_esc;
use iced::widget::column;

impl PreferencesDialog {
    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        // The card fits the window: in a short one the choices scroll above
        // Cancel and Save, which stay in reach.
        iced::widget::responsive(move |window| {
            self.form_view(ctx, card_height(window.height, TALLEST))
        })
        .into()
    }

    /// The form in a card at most `height` tall.
    fn form_view<'a>(&'a self, ctx: &'a Context, height: f32) -> Element<'a, Message> {
        let f = &self.form;
        let o = self.options();
        let ring = |name| self.ring.is_on(name);
        let zone = choice(f.shared.zone, self.system_zone);
        let themes = row(THEMES
            .into_iter()
            .zip([
                fl!("prefs-theme-system"),
                fl!("prefs-theme-light"),
                fl!("prefs-theme-dark"),
            ])
            .enumerate()
            .map(|(i, (t, label))| {
                let style = if f.theme == t {
                    button::primary
                } else {
                    button::secondary
                };
                let on = self.ring.is_on_item(THEME, i);
                stop(
                    marked(
                        button(text(label).size(size::BODY))
                            .padding(crate::ui::theme::spot::SEGMENT)
                            .style(theme::focus_ring(style, on))
                            .on_press(Message::Theme(t)),
                        on,
                    ),
                    Target::Item(THEME, i),
                )
            }))
        .spacing(gap::HAIRLINE);
        let field =
            |label: String, input: Element<'static, Message>| -> Element<'static, Message> {
                row![text(label).size(size::BODY).width(190), input]
                    .spacing(gap::MEDIUM)
                    .align_y(Center)
                    .into()
            };
        let body = column![
            text(fl!("prefs-title"))
                .size(size::HEADING)
                .font(theme::BOLD),
            field(
                fl!("prefs-language"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(o.languages, Some(o.language), Message::Language)
                            .text_size(size::BODY)
                            .width(Fill)
                    ),
                    (ring(LANGUAGE), Target::Button(LANGUAGE))
                )
            ),
            field(
                fl!("prefs-first-weekday"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(o.weekdays, Some(o.weekday), Message::Weekday)
                            .text_size(size::BODY)
                            .width(Fill)
                    ),
                    (ring(WEEKDAY), Target::Button(WEEKDAY))
                )
            ),
            field(
                fl!("prefs-clock"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(o.clocks, Some(o.clock), Message::Clock)
                            .text_size(size::BODY)
                            .width(Fill)
                    ),
                    (ring(CLOCK), Target::Button(CLOCK))
                )
            ),
            field(
                fl!("prefs-open-in"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(o.views, Some(o.view), Message::StartView)
                            .text_size(size::BODY)
                            .width(Fill)
                    ),
                    (ring(OPEN_IN), Target::Button(OPEN_IN))
                )
            ),
            row![
                text(fl!("prefs-time-zone")).size(size::BODY).width(190),
                self.zone_field(zone)
            ]
            .spacing(gap::MEDIUM),
            row![
                text(fl!("prefs-my-addresses")).size(size::BODY).width(190),
                self.addresses_field()
            ]
            .spacing(gap::MEDIUM),
            field(
                fl!("prefs-event-length"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(o.lengths, Some(o.length), Message::Length)
                            .text_size(size::BODY)
                            .width(Fill)
                    ),
                    (ring(LENGTH), Target::Button(LENGTH))
                )
            ),
            field(
                fl!("prefs-new-calendar-reminder"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(o.reminders, Some(o.reminder), Message::Reminder)
                            .text_size(size::BODY)
                            .width(Fill)
                    ),
                    (ring(REMINDER), Target::Button(REMINDER))
                )
            ),
            field(
                fl!("prefs-new-calendar-all-day-reminder"),
                ringed(
                    closes_on_esc(
                        &ctx.esc_taken,
                        pick_list(
                            AllDayRemind::all(),
                            Some(o.all_day),
                            Message::AllDayReminder
                        )
                        .text_size(size::BODY)
                        .width(Fill)
                    ),
                    (ring(ALL_DAY_REMINDER), Target::Button(ALL_DAY_REMINDER))
                )
            ),
            field(
                fl!("prefs-week-numbers"),
                ringed(
                    toggler(f.shared.week_numbers)
                        .on_toggle(Message::WeekNumbers)
                        .size(20),
                    (ring(WEEK_NUMBERS), Target::Button(WEEK_NUMBERS))
                )
            ),
            field(fl!("prefs-appearance"), themes.into()),
            row![
                text(fl!("prefs-backups")).size(size::BODY).width(190),
                self.backups.view(ctx, (ring(RESTORE), ring(RESTORE_NOW)))
            ]
            .spacing(gap::MEDIUM),
        ]
        .spacing(gap::MEDIUM)
        .width(FORM_WIDTH)
        .padding(crate::ui::theme::spot::FORM);
        let buttons = marked(
            closing(
                None,
                cancel(&self.ring, Message::Cancel),
                Some(stop(
                    main(fl!("action-save"), self.ring.is_on(SAVE))
                        .on_press_maybe(self.bad_addresses.is_empty().then_some(Message::Save)),
                    Target::Button(SAVE),
                )),
            ),
            self.ring.is_on(CANCEL) || self.ring.is_on(SAVE),
        );
        dialog(scope(
            form_card(
                body,
                buttons,
                FORM_WIDTH + 2.0 * (gap::LARGE + crate::ui::theme::spot::FORM[1]),
                height,
            ),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }
}

impl PreferencesDialog {
    /// The zone: the one in use, a search field, and the zones that match
    /// what is typed there, each a button (Tab reaches them; Enter in the
    /// field takes the first).
    fn zone_field(&self, zone: Choice<Tz>) -> Element<'_, Message> {
        let field = text_input(&fl!("prefs-zone-placeholder"), &self.zone_query)
            .id(iced::widget::Id::new(ZONE_ID))
            .on_input(Message::ZoneTyped)
            .on_submit(Message::ZoneFirst)
            .size(size::BODY)
            .width(Fill);
        let current = text(zone.to_string()).size(size::BODY);
        let mut list = column![current, field].spacing(gap::TIGHT);
        let suggested = self.zone_matches.iter().copied();
        if self.zone_matches.is_empty() && !self.zone_query.trim().is_empty() {
            list = list.push(
                text(fl!("prefs-no-zone-matches"))
                    .size(size::SMALL)
                    .style(theme::secondary),
            );
        }
        for (i, z) in suggested.into_iter().enumerate() {
            let on = self.ring.is_on_item(ZONE_SUGGESTIONS, i);
            list = list.push(stop(
                marked(
                    button(text(z.to_string()).size(size::BODY))
                        .width(Fill)
                        .padding(crate::ui::theme::pad_small::ROW)
                        .style(theme::focus_ring(button::text, on))
                        .on_press(Message::Zone(z)),
                    on,
                ),
                Target::Item(ZONE_SUGGESTIONS, i),
            ));
        }
        list.width(Fill).into()
    }
}

impl PreferencesDialog {
    /// "My addresses": the field, what it is for, and the words in it that
    /// are no address.
    fn addresses_field(&self) -> Element<'_, Message> {
        let field = text_input(&fl!("prefs-my-addresses-placeholder"), &self.addresses_text)
            .id(iced::widget::Id::new(ADDRESSES_ID))
            .on_input(Message::AddressesTyped)
            .size(size::BODY)
            .width(Fill);
        let note = if self.bad_addresses.is_empty() {
            text(fl!("prefs-my-addresses-hint"))
                .size(size::SMALL)
                .style(theme::secondary)
        } else {
            let words = self.bad_addresses.join(", ");
            text(fl!("prefs-not-an-address", text = words))
                .size(size::SMALL)
                .style(theme::error)
        };
        column![field, note].spacing(gap::TIGHT).width(Fill).into()
    }
}
