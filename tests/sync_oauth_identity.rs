//! A sign-in is the user's. The whole sign-in address, `state` and PKCE
//! challenge included, is on the browser's command line, where another
//! user of the machine can read it; they can sign in as themselves with
//! it and answer Kairos's loopback listener first. Kairos then holds a
//! token that works, for the wrong person: the address the provider
//! vouches for must be the one the user gave (signing in again: the
//! account's), else the grant is revoked and nothing is kept. An answer
//! naming another issuer (RFC 9207) is refused before its code is used.
//! Two databases with an account of one name keep separate keyring
//! items. Against oidc-provider, in front of Radicale, with
//! gnome-keyring on the tests' bus.

mod oauth_support;
mod process_support;
mod sync_support;

use oauth_support::{
    add_args, kept, nothing_kept, secret_service, text, Browser, Provider, PUBLIC,
};
use sync_support::{event, Device, Kairos, Server};

/// `kairos ARGS…` with alice's browser in `mode`, expected to succeed.
fn as_alice(k: &Kairos, mode: &str, args: &[&str]) -> String {
    let out = Browser::new().kairos(k, mode, args);
    assert!(out.status.success(), "{args:?}: {}", text(&out));
    text(&out)
}

/// The provider's count `what`.
fn count(provider: &Provider, what: &str) -> u64 {
    provider.stats()[what].as_u64().unwrap()
}

#[test]
fn someone_elses_sign_in_is_refused_revoked_and_nothing_is_kept() {
    secret_service();
    let device = Device::new(Server::Radicale, "cleo");
    let calendar = device.make_calendar("Mine");
    device.put(&calendar, &event("m1", "Mine", "20261215T100000Z"));
    let provider = Provider::start("cleo");
    let k = Kairos::new();
    let args = add_args("mine", &provider, PUBLIC);

    // Mallory answers the listener first, signed in as herself.
    let out = Browser::of("mallory").kairos(&k, "approve", &args);
    assert!(!out.status.success(), "{}", text(&out));
    let said = text(&out);
    assert!(
        said.contains("not as alice@example.org") && said.contains("mallory@example.org"),
        "{said}"
    );
    assert_eq!(k.ok(&["accounts", "list", "--json"]).trim(), "[]");
    assert!(nothing_kept(&k, "mine"));
    assert_eq!(count(&provider, "code_exchanges"), 1);
    // Her grant is revoked, and her token never reached the server.
    assert_eq!(count(&provider, "revocations"), 1);
    assert_eq!(count(&provider, "forwarded"), 0);

    // An answer that names another issuer: its code is never exchanged.
    let out = Browser::new().kairos(&k, "wrong-iss", &args);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("RFC 9207"), "{}", text(&out));
    assert_eq!(count(&provider, "code_exchanges"), 1);
    assert!(nothing_kept(&k, "mine"));

    // Alice herself.
    as_alice(&k, "approve", &args);
    as_alice(&k, "close", &["sync"]);
    assert_eq!(k.events("Mine")["m1"], "Mine");
    let token = kept(&k, "mine").unwrap();

    // Signing in again as someone else is refused: the account keeps its
    // own sign-in, and the other one is revoked.
    let out = Browser::of("mallory").kairos(&k, "approve", &["accounts", "sign-in", "mine"]);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("not as alice@example.org"),
        "{}",
        text(&out)
    );
    assert_eq!(kept(&k, "mine").unwrap(), token);
    assert_eq!(count(&provider, "revocations"), 2);
    device.put(&calendar, &event("m2", "Still mine", "20261216T100000Z"));
    as_alice(&k, "close", &["sync"]);
    assert_eq!(k.events("Mine")["m2"], "Still mine");

    // Signing in again as the account's own person is taken.
    as_alice(&k, "approve", &["accounts", "sign-in", "mine"]);
    assert_ne!(kept(&k, "mine").unwrap(), token);
    as_alice(&k, "close", &["sync"]);
    k.ok(&["accounts", "remove", "mine", "--yes"]);
}

/// A provider whose ID tokens carry no address (oidc-provider's default
/// for the code flow): the address at its userinfo endpoint is checked.
#[test]
fn without_an_address_in_the_id_token_the_userinfo_address_is_checked() {
    secret_service();
    let device = Device::new(Server::Radicale, "dov");
    device.make_calendar("Userinfo");
    let provider = Provider::start_with("dov", &[("ID_TOKEN_EMAIL", "0")]);
    let k = Kairos::new();
    let args = add_args("info", &provider, PUBLIC);
    let out = Browser::of("mallory").kairos(&k, "approve", &args);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("mallory@example.org"), "{}", text(&out));
    assert!(nothing_kept(&k, "info"));
    assert_eq!(count(&provider, "revocations"), 1);
    let added = as_alice(&k, "approve", &args);
    assert!(added.contains("Userinfo"), "{added}");
    assert!(kept(&k, "info").is_ok());
    k.ok(&["accounts", "remove", "info", "--yes"]);
}

#[test]
fn two_databases_with_one_account_name_keep_their_own_sign_ins() {
    secret_service();
    let device = Device::new(Server::Radicale, "ezra");
    let calendar = device.make_calendar("Shared name");
    let provider = Provider::start("ezra");
    let (first, second) = (Kairos::new(), Kairos::new());
    let args = add_args("shared", &provider, PUBLIC);
    as_alice(&first, "approve", &args);
    as_alice(&second, "approve", &args);
    let (a, b) = (
        kept(&first, "shared").unwrap(),
        kept(&second, "shared").unwrap(),
    );
    assert_ne!(a, b, "two databases share one keyring item");

    // Removing the account from one database leaves the other's alone.
    second.ok(&["accounts", "remove", "shared", "--yes"]);
    assert!(nothing_kept(&second, "shared"));
    assert_eq!(kept(&first, "shared").unwrap(), a);
    device.put(&calendar, &event("s1", "After", "20261217T100000Z"));
    as_alice(&first, "close", &["sync"]);
    assert_eq!(first.events("Shared name")["s1"], "After");
    first.ok(&["accounts", "remove", "shared", "--yes"]);
}
