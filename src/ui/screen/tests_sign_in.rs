//! The account dialog's browser sign-ins, without a window: a Google
//! account gathered and checked before anything is asked, and an OAuth
//! account's "Sign in again…".

use super::account::{self, AccountDialog, Event, Managed, Message, Mode};
use super::tests::ctx;
use crate::layout::ViewKind;
use crate::store::Trouble;
use crate::sync::credentials::Secret;
use crate::sync::oauth::google;
use crate::ui::widget::focus::{Stops, Target};

fn send(d: &mut AccountDialog, messages: Vec<Message>) -> Option<Event> {
    let c = ctx(ViewKind::Month);
    let mut last = None;
    for m in messages {
        last = d.update(m, &c).1;
    }
    last
}

#[test]
fn a_google_account_is_gathered_and_what_is_missing_is_said() {
    let mut d = AccountDialog::new(Mode::Add);
    // What was typed of the name carries over to Google's form.
    send(
        &mut d,
        vec![Message::Name("Personal".into()), Message::Google],
    );
    assert_eq!(d.mode(), &Mode::Google);
    assert_eq!(d.title(), "Add a Google account");
    assert_eq!(send(&mut d, vec![Message::Submit]), None, "no address yet");
    assert!(!d.checking());
    send(&mut d, vec![Message::User(" ann@gmail.com ".into())]);
    if !google::has_built_in_client() {
        // Without a client id of its own, this build needs the user's.
        assert_eq!(send(&mut d, vec![Message::Submit]), None);
        assert!(d.order().contains(&Target::Field(account::CLIENT_ID)));
    }
    let event = send(
        &mut d,
        vec![
            Message::ClientId("123.apps.googleusercontent.com".into()),
            Message::ClientSecret(Secret::new("s".into())),
            Message::Submit,
        ],
    );
    assert_eq!(
        event,
        Some(Event::AddGoogle {
            name: "Personal".into(),
            user: "ann@gmail.com".into(),
            client_id: Some("123.apps.googleusercontent.com".into()),
            client_secret: Some(Secret::new("s".into())),
        })
    );
    assert!(d.checking(), "the buttons wait for the browser");
    assert_eq!(send(&mut d, vec![Message::Submit]), None, "not twice");
}

#[test]
fn the_google_choice_is_reachable_by_tab_and_only_from_a_new_account() {
    let d = AccountDialog::new(Mode::Add);
    assert!(d.order().contains(&Target::Button("google")));
    let mut subscribe = AccountDialog::new(Mode::Subscribe);
    send(&mut subscribe, vec![Message::Google]);
    assert_eq!(subscribe.mode(), &Mode::Subscribe);
}

#[test]
fn an_oauth_account_is_signed_in_again_not_given_a_password() {
    let managed = Managed {
        name: "google".into(),
        url: google::principal_url("ann@gmail.com"),
        user: "ann@gmail.com".into(),
        calendars: 2,
        password_command: false,
        oauth: true,
        ca_cert: None,
        trouble: Some((Trouble::SignIn, "revoked".into())),
        identity: None,
    };
    let mut d = AccountDialog::new(Mode::Manage(managed));
    let order = d.order();
    assert!(!order.contains(&Target::Field(account::PASSWORD_ID)));
    assert!(!order.contains(&Target::Field(account::CA_ID)));
    assert_eq!(
        send(&mut d, vec![Message::Submit]),
        Some(Event::SignInAgain {
            account: "google".into()
        })
    );
}
