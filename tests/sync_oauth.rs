//! Accounts that sign in with OAuth 2.0 (as Google's do), against a real
//! authorization server: oidc-provider (tests/oauth/provider.mjs, pinned),
//! with a proxy in front of Radicale that lets through only the bearer
//! tokens the provider issued. The browser is `tests/oauth/browser.py`,
//! run by Kairos as `$BROWSER`: it fills the provider's login and consent
//! forms as a person would. The refresh token lives in the Secret Service
//! (gnome-keyring on the tests' bus) and nowhere else.

mod oauth_support;
mod process_support;
mod sync_support;
mod ui_support;

use std::path::Path;

use kairos::store::{Store, Trouble};
use kairos::sync::background;
use oauth_support::{
    add_args, nothing_kept, pass, secret_service, text, token_only_in_the_secret_service, Browser,
    Provider, CONFIDENTIAL, PUBLIC,
};
use sync_support::{event, Device, Kairos, Server};

#[test]
fn signing_in_in_the_browser_adds_the_account_and_syncs_with_bearer_tokens() {
    secret_service();
    let device = Device::new(Server::Radicale, "oscar");
    let calendar = device.make_calendar("Cloud");
    device.put(&calendar, &event("o1", "Via OAuth", "20261215T100000Z"));
    let provider = Provider::start("oscar");
    let k = Kairos::new();
    let browser = Browser::new();
    let mut printed = Vec::new();

    let added = browser.kairos(&k, "approve", &add_args("cloud", &provider, PUBLIC));
    printed.push(text(&added));
    assert!(added.status.success(), "{}", text(&added));
    // The user is told where to sign in, should no browser open.
    assert!(
        text(&added).contains(&format!("{}/auth?", provider.issuer)),
        "{}",
        text(&added)
    );
    assert!(text(&added).contains("Cloud"), "{}", text(&added));
    assert_eq!(provider.stats()["code_exchanges"], 1);

    let listed = k.ok(&["accounts", "list", "--json"]);
    assert!(listed.contains("\"oauth\""), "{listed}");
    // No other process shares this one's access token: the sync refreshes
    // (the provider rotates refresh tokens, so the new one must be kept).
    let synced = browser.kairos(&k, "close", &["sync", "--json"]);
    printed.push(text(&synced));
    assert!(synced.status.success(), "{}", text(&synced));
    assert_eq!(k.events("Cloud")["o1"], "Via OAuth");
    assert_eq!(provider.stats()["refreshes"], 1);
    // A second sync refreshes with the rotated token: had the old one been
    // kept, the provider would revoke the whole grant.
    let again = browser.kairos(&k, "close", &["sync", "--json"]);
    printed.push(text(&again));
    assert!(again.status.success(), "{}", text(&again));
    assert_eq!(provider.stats()["refreshes"], 2);
    assert_eq!(provider.stats()["failed_grants"], 0);
    token_only_in_the_secret_service(&k, "cloud", &printed);

    // Removing the account revokes the sign-in at the provider.
    let removed = k.ok(&["accounts", "remove", "cloud", "--yes"]);
    assert!(!removed.contains("could not be revoked"), "{removed}");
    assert_eq!(provider.stats()["revocations"], 1);
    assert!(nothing_kept(&k, "cloud"));
    let before = provider.stats();
    let readded = browser.kairos(&k, "approve", &add_args("cloud", &provider, PUBLIC));
    assert!(readded.status.success(), "{}", text(&readded));
    assert_eq!(
        provider.stats()["code_exchanges"],
        before["code_exchanges"].as_u64().unwrap() + 1
    );
    k.ok(&["accounts", "remove", "cloud", "--yes"]);
}

#[test]
fn an_expired_access_token_is_renewed_and_a_revoked_sign_in_waits_for_the_user() {
    secret_service();
    let device = Device::new(Server::Radicale, "quinn");
    let calendar = device.make_calendar("Renewed");
    device.put(&calendar, &event("r1", "Renewed", "20261216T100000Z"));
    let provider = Provider::start("quinn");
    let k = Kairos::new();
    let browser = Browser::new();
    let added = browser.kairos(&k, "approve", &add_args("renewed", &provider, CONFIDENTIAL));
    assert!(added.status.success(), "{}", text(&added));

    // One process, as the window or the daemon: the access token is
    // refreshed once, then reused.
    let mut store = Store::open(&k.db).unwrap();
    let first = pass(&mut store);
    assert_eq!(first.failure(), None, "{first:?}");
    assert_eq!(k.events("Renewed")["r1"], "Renewed");
    let second = pass(&mut store);
    assert_eq!(second.failure(), None, "{second:?}");
    assert_eq!(provider.stats()["refreshes"], 1);

    // The provider forgets every access token: the next request is
    // refused, the token renewed, the pass goes on without the user.
    provider.admin("POST", "expire-access");
    let rejected = provider.stats()["rejected"].as_u64().unwrap();
    device.put(&calendar, &event("r2", "After expiry", "20261217T100000Z"));
    let renewed = pass(&mut store);
    assert_eq!(renewed.failure(), None, "{renewed:?}");
    assert_eq!(k.events("Renewed")["r2"], "After expiry");
    assert_eq!(provider.stats()["refreshes"], 2);
    assert!(provider.stats()["rejected"].as_u64().unwrap() > rejected);

    // The sign-in is revoked: the account says "sign in again", and the
    // background leaves it alone.
    provider.admin("POST", "revoke-grants");
    let revoked = pass(&mut store);
    let (trouble, said) = revoked.failure().expect("a revoked sign-in fails");
    assert_eq!(trouble, Trouble::SignIn, "{said}");
    let account = store.account("renewed").unwrap();
    assert!(matches!(
        store.sync_state(account.id).unwrap().error,
        Some((Trouble::SignIn, _))
    ));
    assert!(background::unattended_accounts(&store).unwrap().is_empty());
    let forwarded = provider.stats()["forwarded"].as_u64().unwrap();

    // Signing in again mends it; sync resumes.
    let again = browser.kairos(&k, "approve", &["accounts", "sign-in", "renewed"]);
    assert!(again.status.success(), "{}", text(&again));
    assert_eq!(store.sync_state(account.id).unwrap().error, None);
    assert_eq!(background::unattended_accounts(&store).unwrap().len(), 1);
    device.put(
        &calendar,
        &event("r3", "Signed in again", "20261218T100000Z"),
    );
    let resumed = pass(&mut store);
    assert_eq!(resumed.failure(), None, "{resumed:?}");
    assert_eq!(k.events("Renewed")["r3"], "Signed in again");
    assert!(provider.stats()["forwarded"].as_u64().unwrap() > forwarded);
    token_only_in_the_secret_service(&k, "renewed", &[text(&added), text(&again)]);
    k.ok(&["accounts", "remove", "renewed", "--yes"]);
}

/// The window: a revoked sign-in says so in the sidebar with "Sign in
/// again…", whose dialog signs in in the browser; the account syncs again.
#[test]
fn the_window_signs_a_revoked_account_in_again() {
    use kairos::layout::ViewKind;
    use kairos::ui::account::Message as Dialog;
    use kairos::ui::Message;
    secret_service();
    let device = Device::new(Server::Radicale, "xavier");
    let calendar = device.make_calendar("Window");
    let provider = Provider::start("xavier");
    let k = Kairos::new();
    let browser = Browser::new();
    let added = browser.kairos(&k, "approve", &add_args("window", &provider, PUBLIC));
    assert!(added.status.success(), "{}", text(&added));
    provider.admin("POST", "revoke-grants");
    let mut store = Store::open(&k.db).unwrap();
    let (trouble, _) = pass(&mut store).failure().expect("revoked");
    assert_eq!(trouble, Trouble::SignIn);

    // The window's sign-in opens the browser as the command line's does.
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oauth/browser.py");
    std::env::set_var(
        "BROWSER",
        format!("{} {}", sync_support::python(), script.display()),
    );
    std::env::set_var("KAIROS_TEST_BROWSER", "approve");
    let mut app = ui_support::app(Store::open(&k.db).unwrap(), ViewKind::Month).working_inline();
    assert!(ui_support::visible(
        &app,
        "The sign-in has expired or was revoked: sign in again."
    ));
    ui_support::click(&mut app, "Sign in again…");
    assert_eq!(app.title(), "Account — Kairos");
    assert!(ui_support::visible(
        &app,
        "Signs in through the browser; its token is in the Secret Service."
    ));
    let exchanges = provider.stats()["code_exchanges"].as_u64().unwrap();
    device.put(&calendar, &event("w1", "Back again", "20261021T080000Z"));
    let _ = app.update(Message::Account(Dialog::Submit));
    loop {
        let done = app.finished_work();
        if done.is_empty() {
            break;
        }
        ui_support::apply(&mut app, done);
    }
    assert_eq!(app.title(), "Kairos");
    assert_eq!(app.toast(), Some("“window” is signed in again."));
    assert_eq!(
        provider.stats()["code_exchanges"].as_u64().unwrap(),
        exchanges + 1
    );
    let account = store.account("window").unwrap();
    assert_eq!(store.sync_state(account.id).unwrap().error, None);
    // The sync that followed brought the other device's event.
    assert_eq!(k.events("Window")["w1"], "Back again");
    k.ok(&["accounts", "remove", "window", "--yes"]);
}

#[test]
fn a_declined_foreign_or_unanswered_sign_in_keeps_nothing() {
    secret_service();
    let device = Device::new(Server::Radicale, "uma");
    device.make_calendar("Nothing");
    let provider = Provider::start("uma");
    let k = Kairos::new();
    let browser = Browser::new();
    let cases = [
        ("deny", "declined (access_denied)"),
        ("wrong-state", "state mismatch"),
        ("close", "no answer came from the browser"),
    ];
    for (mode, said) in cases {
        let name = format!("nothing-{mode}");
        let mut args = add_args(&name, &provider, PUBLIC);
        args.extend(["--sign-in-timeout", "5"]);
        let out = browser.kairos(&k, mode, &args);
        assert!(!out.status.success(), "{mode}: {}", text(&out));
        assert!(text(&out).contains(said), "{mode}: {}", text(&out));
        assert_eq!(k.ok(&["accounts", "list", "--json"]).trim(), "[]", "{mode}");
        assert!(nothing_kept(&k, &name), "{mode}: something was kept");
    }
    assert_eq!(provider.stats()["code_exchanges"], 0);
    assert_eq!(provider.stats()["forwarded"], 0);

    // Signed in, but the server refuses the token (a scope without
    // `caldav`): nothing kept here, and the sign-in is given back.
    let mut args = add_args("unscoped", &provider, PUBLIC);
    let at = args.iter().position(|a| *a == "caldav").unwrap();
    args[at] = "openid offline_access";
    let out = browser.kairos(&k, "approve", &args);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("refused the new sign-in"),
        "{}",
        text(&out)
    );
    assert_eq!(k.ok(&["accounts", "list", "--json"]).trim(), "[]");
    assert!(nothing_kept(&k, "unscoped"));
    assert_eq!(provider.stats()["code_exchanges"], 1);
    assert_eq!(provider.stats()["revocations"], 1);

    // A client the provider does not know: refused at the token endpoint
    // or the authorization page, nothing kept.
    let mut args = add_args("stranger", &provider, &["--client-id", "nobody"]);
    args.extend(["--sign-in-timeout", "5"]);
    let out = browser.kairos(&k, "approve", &args);
    assert!(!out.status.success(), "{}", text(&out));
    assert_eq!(k.ok(&["accounts", "list", "--json"]).trim(), "[]");

    // Google without a client id (none built in): says what is missing
    // before any browser opens.
    if option_env!("KAIROS_GOOGLE_CLIENT_ID").is_none() {
        let out = browser.kairos(
            &k,
            "approve",
            &[
                "accounts",
                "add",
                "g",
                "--google",
                "--user",
                "ann@gmail.com",
            ],
        );
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains("--client-id"), "{}", text(&out));
    }
}
