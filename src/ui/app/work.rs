//! Work in flight: what runs off the window's thread (a server asked, the
//! mail program started) and how it comes back.

use iced::Task;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::accounts::Done;
use super::{App, Message};

/// The window's work under way.
#[derive(Debug)]
pub(super) struct Work {
    /// Work meant for another thread runs at once, its answers kept in
    /// `finished` (tests, which have no runtime to run tasks).
    pub(super) inline: bool,
    /// The answers of work run inline, not yet fed back.
    pub(super) finished: Vec<Message>,
    /// The browser sign-in under way, if any: Cancel sets it.
    pub(super) sign_in: Option<Arc<AtomicBool>>,
    /// What opens the mail composer ("E-mail my answer").
    pub(super) mail_program: PathBuf,
    /// A "Sync now" pass of this window's is under way.
    pub(super) syncing: bool,
}

impl Default for Work {
    fn default() -> Work {
        Work {
            inline: false,
            finished: Vec::new(),
            sign_in: None,
            mail_program: crate::mail::XDG_EMAIL.into(),
            syncing: false,
        }
    }
}

impl App {
    /// Runs the work meant for other threads (asking a server) at once,
    /// keeping what it answers for [`App::finished_work`]: for tests.
    pub fn working_inline(mut self) -> App {
        self.work.inline = true;
        self
    }

    /// Opens the mail composer with `program` instead of `xdg-email`: for
    /// tests.
    pub fn mailing_with(mut self, program: PathBuf) -> App {
        self.work.mail_program = program;
        self
    }

    /// The answers of work run inline since the last call, to feed back
    /// through `update`.
    pub fn finished_work(&mut self) -> Vec<Message> {
        std::mem::take(&mut self.work.finished)
    }

    /// Runs `job` off the window's thread; its answer comes back as
    /// [`Message::Done`]. (Tests run it at once instead: see
    /// [`App::working_inline`].)
    pub(super) fn off_thread(
        &mut self,
        job: impl FnOnce() -> Done + Send + 'static,
    ) -> Task<Message> {
        if self.work.inline {
            let done = job();
            self.work.finished.push(Message::Done(done));
            return Task::none();
        }
        Task::perform(crate::ui::background::off_thread(job), |done| {
            Message::Done(done.unwrap_or(Done::Lost))
        })
    }
}
