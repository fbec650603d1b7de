//! The screens' messages: each screen updates itself, and what its event
//! asks of the window is done here (or in the file of that concern).

use iced::Task;

use super::body::Body;
use super::{mapped, App, Message};
use crate::ui::screen::{
    agenda, details, editor, header, month, prompt, quick, search, sidebar, toast, transfer, week,
};

impl App {
    pub(super) fn header_message(&mut self, m: header::Message) -> Task<Message> {
        if matches!(m, header::Message::Search(_) | header::Message::FocusSearch) {
            self.ring_on_search();
        }
        let (task, event) = mapped(self.header.update(m, &self.context), Message::Header);
        self.then(task, event, App::on_header)
    }

    pub(super) fn sidebar_message(&mut self, m: sidebar::Message) -> Task<Message> {
        let step = self.sidebar.update(m, &self.context);
        let (task, event) = mapped(step, Message::Sidebar);
        self.then(task, event, App::on_sidebar)
    }

    pub(super) fn month_message(&mut self, m: month::Message) -> Task<Message> {
        let Body::Month(screen) = &mut self.body else {
            return Task::none();
        };
        let (task, event) = mapped(screen.update(m, &self.context), Message::Month);
        self.then(task, event, App::on_grid)
    }

    pub(super) fn week_message(&mut self, m: week::Message) -> Task<Message> {
        let Body::Week(screen) = &mut self.body else {
            return Task::none();
        };
        let (task, event) = mapped(screen.update(m, &self.context), Message::Week);
        self.then(task, event, App::on_grid)
    }

    pub(super) fn agenda_message(&mut self, m: agenda::Message) -> Task<Message> {
        let Body::Agenda(screen) = &mut self.body else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        let task = task.map(Message::Agenda);
        match event {
            Some(agenda::Event::Select(what)) => self.select(what),
            Some(agenda::Event::Grew) => self.reload(),
            None => {}
        }
        task
    }

    pub(super) fn search_message(&mut self, m: search::Message) -> Task<Message> {
        let Some(screen) = &mut self.search.results else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        match event {
            Some(search::Event::Select(what)) => self.select(what),
            Some(search::Event::Expand(uid)) => {
                self.search.expanded = uid;
                self.search.due = true;
            }
            None => {}
        }
        task.map(Message::Search)
    }

    pub(super) fn details_message(&mut self, m: details::Message) -> Task<Message> {
        let Some(screen) = &mut self.details else {
            return Task::none();
        };
        let (task, event) = mapped(screen.update(m, &self.context), Message::Details);
        self.then(task, event, App::on_details)
    }

    pub(super) fn prompt_message(&mut self, m: prompt::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.prompt_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        match event {
            Some(prompt::Event::Answer(scope)) => {
                if let Some(p) = self.dialogs.take_prompt() {
                    self.answer(p, scope);
                }
            }
            Some(prompt::Event::Cancel) => {
                self.dialogs.take_prompt();
            }
            None => {}
        }
        task.map(Message::Prompt)
    }

    pub(super) fn editor_message(&mut self, m: editor::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.editor_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        match event {
            Some(editor::Event::Save) => self.save_editor(),
            Some(editor::Event::Close) => {
                self.dialogs.take_editor();
            }
            Some(editor::Event::WantsAddresses) => self.give_known_addresses(),
            None => {}
        }
        task.map(Message::Editor)
    }

    pub(super) fn quick_message(&mut self, m: quick::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.quick_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        let task = task.map(Message::Quick);
        match event {
            Some(quick::Event::Save(draft)) => {
                self.create(&draft);
                task
            }
            Some(quick::Event::More(draft)) => self.open_editor(*draft, None),
            Some(quick::Event::Cancel) => {
                self.dialogs.take_quick();
                task
            }
            None => task,
        }
    }

    pub(super) fn transfer_message(&mut self, m: transfer::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.transfer_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        if let Some(e) = event {
            self.on_transfer(e);
        }
        task.map(Message::Transfer)
    }

    pub(super) fn toast_message(&mut self, m: toast::Message) -> Task<Message> {
        let Some(screen) = &mut self.toast else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        if event == Some(toast::Event::Undo) {
            self.toast = None;
            self.undo_or_redo(true);
        }
        task.map(Message::Toast)
    }
}
