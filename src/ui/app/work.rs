//! Work in flight: what runs off the window's thread (a server asked, the
//! mail program started) and how it comes back.

use iced::Task;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use super::accounts::Done;
use super::{App, Message};

/// How long the window waits for the browser's answer to a sign-in.
const SIGN_IN_WAIT: Duration = Duration::from_secs(300);

/// Tells the window of progress from work off its thread (before the work's
/// answer).
pub(super) type Tell = iced::futures::channel::mpsc::UnboundedSender<Done>;

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
    /// How long a browser sign-in waits for the browser's answer.
    pub(super) sign_in_wait: Duration,
}

impl Default for Work {
    fn default() -> Work {
        Work {
            inline: false,
            finished: Vec::new(),
            sign_in: None,
            mail_program: crate::mail::XDG_EMAIL.into(),
            syncing: false,
            sign_in_wait: SIGN_IN_WAIT,
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

    /// Waits `wait` for a browser sign-in's answer instead of five
    /// minutes: for tests.
    pub fn signing_in_within(mut self, wait: Duration) -> App {
        self.work.sign_in_wait = wait;
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

    /// As [`App::off_thread`], for work that tells of its progress on the
    /// way ([`Tell`]): each is a [`Message::Done`] before the answer.
    /// Whatever is told after the answer (a browser failing late) is
    /// dropped.
    pub(super) fn off_thread_telling(
        &mut self,
        job: impl FnOnce(&Tell) -> Done + Send + 'static,
    ) -> Task<Message> {
        let (tell, mut told) = iced::futures::channel::mpsc::unbounded();
        if self.work.inline {
            let done = job(&tell);
            tell.close_channel();
            while let Ok(progress) = told.try_recv() {
                self.work.finished.push(Message::Done(progress));
            }
            self.work.finished.push(Message::Done(done));
            return Task::none();
        }
        let progress = Task::run(told, Message::Done);
        let answer = self.off_thread(move || {
            let done = job(&tell);
            // Ends the progress; a reaper thread may hold a sender for
            // hours.
            tell.close_channel();
            done
        });
        Task::batch([progress, answer])
    }
}
