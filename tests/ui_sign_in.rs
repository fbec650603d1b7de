//! A browser sign-in from the window whose browser does not open: the
//! dialog says so at once, shows the address with Copy (which puts it on
//! the clipboard), and keeps waiting; once the wait ends, what it showed
//! goes with it.

mod ui_support;

use std::time::Duration;

use kairos::layout::ViewKind;
use kairos::sync::credentials::Secret;
use kairos::ui::account::Message as Dialog;
use kairos::ui::{App, Message};
use ui_support::*;

/// Whether a text or a field holding `wanted` is drawn.
fn drawn(app: &App, wanted: &str) -> bool {
    simulator(app).find(wanted).is_ok()
}

/// What `task` writes to the clipboard, if anything.
fn clipboard_of(task: iced::Task<Message>) -> Option<String> {
    let stream = iced_runtime::task::into_stream(task)?;
    let actions: Vec<_> = futures_lite::future::block_on(futures_lite::StreamExt::collect(stream));
    actions.into_iter().find_map(|action| match action {
        iced_runtime::Action::Clipboard(iced_runtime::clipboard::Action::Write {
            contents,
            ..
        }) => Some(contents),
        _ => None,
    })
}

/// "Add account…", Google, a name, an address and a client, submitted:
/// the sign-in starts (and, working inline, ends).
fn start_google_sign_in(app: &mut App) {
    click(app, "Add account…");
    for m in [
        Dialog::Google,
        Dialog::Name("Google".into()),
        Dialog::User("ann@gmail.com".into()),
        Dialog::ClientId("123.apps.googleusercontent.com".into()),
        Dialog::ClientSecret(Secret::new("s".into())),
        Dialog::Submit,
    ] {
        let _ = app.update(Message::Account(m));
    }
}

#[test]
fn a_browser_that_cannot_be_opened_is_said_and_its_address_copied() {
    // No browser, and no desktop portal is asked: $BROWSER comes first.
    std::env::set_var("BROWSER", "/nonexistent/kairos-browser");
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month)
        .working_inline()
        .signing_in_within(Duration::from_millis(300));
    start_google_sign_in(&mut app);
    let mut done = app.finished_work();
    assert_eq!(done.len(), 3, "the address, the failure, the answer");
    let answer = done.pop().unwrap();
    apply(&mut app, done);
    assert!(drawn(&app, "Waiting for you to sign in in the browser…"));
    assert!(
        drawn(&app, "If no browser opened, open this address in one:"),
        "the address is offered"
    );
    let address = app
        .account_dialog()
        .and_then(|d| d.sign_in_address())
        .expect("the address the browser was asked to open")
        .to_owned();
    assert!(
        address.starts_with("https://accounts.google.com/o/oauth2/v2/auth?"),
        "{address}"
    );
    assert!(
        address.contains("redirect_uri=http%3A%2F%2F127.0.0.1"),
        "{address}"
    );
    assert!(drawn(&app, &address), "shown whole in its field");
    let said = "The browser could not be opened (/nonexistent/kairos-browser:";
    assert!(
        texts(&mut simulator(&app))
            .iter()
            .any(|(t, _)| t.starts_with(said)),
        "said at once"
    );
    // Copy puts it on the clipboard, and says so.
    let task = app.update(Message::Account(Dialog::CopyAddress));
    assert_eq!(clipboard_of(task), Some(address.clone()));
    assert!(drawn(&app, "Copied"));
    // The wait ends (no one signed in): said, and the address goes.
    apply(&mut app, vec![answer]);
    assert!(!drawn(&app, &address));
    assert!(!drawn(&app, "Waiting for you to sign in in the browser…"));
    assert!(app.store().accounts().unwrap().is_empty(), "nothing kept");
}

#[test]
fn esc_ends_the_sign_in_as_cancel_does() {
    std::env::set_var("BROWSER", "/nonexistent/kairos-browser");
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month)
        .working_inline()
        .signing_in_within(Duration::from_millis(50));
    start_google_sign_in(&mut app);
    assert!(app.sign_in_waiting());
    let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::Escape));
    assert!(app.account_dialog().is_none(), "Esc closed the dialog");
    assert!(!app.sign_in_waiting(), "and ended the sign-in");
}
