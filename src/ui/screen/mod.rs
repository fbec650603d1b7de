//! The screens: each owns its state and its `Message`, reacts in
//! `update(&mut self, message, &Context) -> (Task<Message>, Option<Event>)`
//! and draws in `view(&self, &Context)`. A screen never sees the app: what
//! it needs to read is in the [`Context`](crate::ui::context::Context), and
//! what it needs done to the calendar it asks for with an `Event`.

pub mod account;
pub mod agenda;
pub mod calendar;
pub mod details;
pub mod editor;
pub mod gesture;
pub mod goto;
pub mod header;
pub mod month;
pub mod preferences;
pub mod prompt;
pub mod quick;
pub mod search;
pub mod sidebar;
pub mod toast;
pub mod transfer;
pub mod trouble;
pub mod week;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_sign_in;
