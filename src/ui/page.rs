//! The whole window: header, banner, sidebar, the view, the side panel,
//! the toast, and the dialogs over everything (editor, quick create, scope).

use iced::widget::{column, container, row, stack, text};
use iced::Fill;

use super::app::{App, Message, Panel};
use super::widget::Element;
use super::{
    agenda, details, editor, header, month, prompt, quick, sidebar, theme, transfer, week,
};
use crate::layout::Shape;

impl App {
    /// Draws the window.
    pub fn view(&self) -> Element<'_, Message> {
        let body: Element<'_, Message> = match self.loaded.as_ref().map(|l| &l.shape) {
            Some(Shape::Month(m)) => month::view(self, m).map(Message::Month),
            Some(Shape::Week(w)) => week::view(self, w).map(Message::Week),
            Some(Shape::Agenda(days)) => agenda::view(self, days).map(Message::Agenda),
            None => container(text("Nothing to show")).center(Fill).into(),
        };
        let mut main = row![
            sidebar::view(self).map(Message::Sidebar),
            container(body).width(Fill).height(Fill)
        ];
        if let Some(panel) = &self.panel {
            let panel = match panel {
                Panel::Event(d) => details::view(d, self),
                Panel::Day(day) => details::day_view(*day, self),
            };
            main = main.push(panel.map(Message::Details));
        }
        let mut page = column![header::view(self).map(Message::Header)];
        if let Some(e) = &self.error {
            page = page.push(
                container(text(e.clone()))
                    .padding(8)
                    .width(Fill)
                    .style(theme::banner),
            );
        }
        page = page.push(main);
        if let Some(bar) = self.toast_bar() {
            page = page.push(bar);
        }
        let mut layers = stack![page];
        if let Some(e) = &self.editor {
            layers = layers.push(editor::view(e).map(Message::Editor));
        }
        if let Some(q) = &self.quick {
            layers = layers.push(quick::view(q).map(Message::Quick));
        }
        if let Some(t) = &self.transfer {
            layers = layers.push(transfer::view(t, self).map(Message::Transfer));
        }
        if let Some(p) = &self.prompt {
            layers = layers.push(prompt::view(p).map(Message::Prompt));
        }
        layers.into()
    }
}
