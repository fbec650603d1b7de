//! An account's address means what it says, against the real Radicale
//! (which lets each user read only their own calendars): another user's
//! calendar (403) or a calendar that is not there (404) is an error in
//! words, with nothing stored — not all of the user's own calendars; the
//! server's root and its `/.well-known/caldav` still find them.

mod sync_support;

use sync_support::{Device, Kairos, Server};

/// `kairos accounts add bea --url URL` as bea: success, and what it said.
fn add(kairos: &Kairos, url: &str) -> (bool, String) {
    let out = kairos.run(&[
        "accounts",
        "add",
        "bea",
        "--url",
        url,
        "--user",
        "bea",
        "--password-command",
        "echo secret",
    ]);
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), said)
}

fn accounts(kairos: &Kairos) -> usize {
    let store = kairos::store::Store::open(&kairos.db).unwrap();
    store.accounts().unwrap().len()
}

#[test]
fn a_refused_or_missing_calendar_address_is_said_and_nothing_is_added() {
    let bea = Device::new(Server::Radicale, "bea");
    let own = bea.make_calendar("Bea's own");
    let root = Server::Radicale.url();
    let zoe = Device::new(Server::Radicale, "zoe").make_calendar("Zoe's diary");

    let kairos = Kairos::new();
    let (ok, said) = add(&kairos, &zoe);
    assert!(!ok, "another user's calendar was added: {said}");
    assert!(
        said.contains("refused access to this calendar (HTTP 403)"),
        "{said}"
    );
    assert!(!said.contains("password"), "the password was right: {said}");
    assert_eq!(accounts(&kairos), 0);

    let typo = format!("{}{}", own.trim_end_matches('/'), "-typo/");
    let (ok, said) = add(&kairos, &typo);
    assert!(!ok, "a typo was taken for the home: {said}");
    assert!(
        said.contains("has no calendar at this address (HTTP 404)"),
        "{said}"
    );
    assert_eq!(accounts(&kairos), 0);

    for url in [
        root.clone(),
        format!("{root}.well-known/caldav"),
        own.clone(),
    ] {
        let kairos = Kairos::new();
        let (ok, said) = add(&kairos, &url);
        assert!(ok, "{url}: {said}");
        assert!(kairos.events("Bea's own").is_empty());
    }
}
