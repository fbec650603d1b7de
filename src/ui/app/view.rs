//! The whole window: header, banner, sidebar, the main view, the side
//! panel, and over them the toast and the dialogs, in the order they
//! opened.

use crate::fl;
use iced::widget::{column, container, row, stack, text};
use iced::Fill;

use super::{App, Body, Message};
use crate::ui::theme;
use crate::ui::widget::Element;

impl App {
    /// Draws the window.
    pub fn view(&self) -> Element<'_, Message> {
        let ctx = &self.context;
        let body: Element<'_, Message> = match (&self.search.results, &self.body) {
            (Some(s), _) => s.view(ctx).map(Message::Search),
            (None, body) => match body {
                Body::Month(m) => m.view(ctx).map(Message::Month),
                Body::Week(w) => w.view(ctx).map(Message::Week),
                Body::Agenda(a) => a.view(ctx).map(Message::Agenda),
                Body::Nothing => container(text(fl!("agenda-nothing-to-show")))
                    .center(Fill)
                    .into(),
            },
        };
        let mut main = row![];
        if !ctx.narrow() || self.frame.sidebar_open {
            main = main.push(self.sidebar.view(ctx).map(Message::Sidebar));
        }
        main = main.push(container(body).width(Fill).height(Fill));
        if let Some(d) = &self.details {
            main = main.push(d.view(ctx).map(Message::Details));
        }
        let mut page = column![self.header.view(ctx).map(Message::Header)];
        if let Some(e) = &self.error {
            page = page.push(crate::ui::widget::placed::placed(
                container(text(e.clone()))
                    .padding(theme::gap::SMALL)
                    .width(Fill)
                    .style(theme::banner),
                crate::a11y::notice_key(),
            ));
        }
        let mut layers = stack![page.push(main)];
        // The toast floats: it never takes room from what is under it.
        if let Some(t) = &self.toast {
            layers = layers.push(t.view(ctx).map(Message::Toast));
        }
        // While someone else's meeting is dragged, why it stays: over the
        // grid, above where toasts are, taking no events (the release
        // must reach the grid).
        if let Some(title) = self.body.held().filter(|_| self.search.results.is_none()) {
            let hint = container(text(fl!("app-drag-held", title = title)).size(theme::size::BODY))
                .padding(theme::spot::TOAST)
                .max_width(640)
                .style(theme::toast);
            layers = layers.push(
                container(hint)
                    .width(Fill)
                    .height(Fill)
                    .align_x(iced::Center)
                    .align_y(iced::Bottom)
                    .padding(theme::gap::LARGE * 5.0),
            );
        }
        for dialog in self.dialogs.views(ctx) {
            layers = layers.push(dialog);
        }
        layers.into()
    }
}
