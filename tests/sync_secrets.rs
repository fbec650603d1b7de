//! Passwords in the desktop's Secret Service: `accounts add` without a
//! password command asks on the terminal and keeps it there; sync finds it;
//! nothing of it reaches the database. `scripts/test` runs gnome-keyring
//! on the tests' private session bus for this.

mod process_support;
mod sync_support;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

use kairos::sync::secrets::{self, Owner, SecretError};
use sync_support::{event, Device, Kairos, Server};

fn secret_service() {
    assert!(
        std::env::var_os("KAIROS_SECRET_SERVICE").is_some(),
        "no Secret Service: run the sync tests through ./scripts/test, which starts gnome-keyring"
    );
}

/// What the Secret Service keeps for `account` of `kairos`'s database.
fn lookup(kairos: &Kairos, account: &str) -> Result<String, SecretError> {
    let database = kairos::store::Store::open(&kairos.db)
        .unwrap()
        .keyring_id()
        .unwrap();
    secrets::lookup(Owner {
        database: &database,
        account,
    })
}

/// Runs `kairos ARGS…` on a real terminal (a pty, through `script`) and
/// types `answer` once `prompt` shows, as a person would: whether it
/// succeeded, and what the terminal showed.
fn typed(kairos: &Kairos, args: &[&str], prompt: &str, answer: &str) -> (bool, String) {
    let command = format!(
        "{} --db {} {}",
        env!("CARGO_BIN_EXE_kairos"),
        kairos.db.display(),
        args.iter()
            .map(|a| format!("'{a}'"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let mut child = Command::new("script")
        .args(["-q", "-e", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    let mut stdout = child.stdout.take().unwrap();
    let shown = Arc::new(Mutex::new(Vec::new()));
    let reader = {
        let shown = shown.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 256];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                shown.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        })
    };
    process_support::wait_for("the password prompt", process_support::DEADLINE, || {
        String::from_utf8_lossy(&shown.lock().unwrap()).contains(prompt)
    });
    let line = format!("{answer}\n");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(line.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    reader.join().unwrap();
    let shown = String::from_utf8_lossy(&shown.lock().unwrap()).into_owned();
    (out.status.success(), shown)
}

/// Typed at the terminal's prompt (a real pty, through `script`), kept in
/// the Secret Service, used by the next sync, and never in the database.
#[test]
fn a_typed_password_is_kept_in_the_secret_service_and_used_to_sync() {
    secret_service();
    let device = Device::new(Server::Radicale, "judy");
    let calendar = device.make_calendar("Keyring");
    device.put(&calendar, &event("k", "Kept", "20261215T100000Z"));
    let kairos = Kairos::new();
    let url = Server::Radicale.url();
    let args = [
        "accounts", "add", "keyring", "--url", &url, "--user", "judy",
    ];
    let (ok, shown) = typed(&kairos, &args, "Password for judy", "secret");
    assert!(ok, "{shown}");
    assert!(shown.contains("Password for judy (keyring):"), "{shown}");
    assert!(shown.contains("Keyring"), "{shown}");
    assert!(
        !shown.contains("secret"),
        "the password was echoed: {shown}"
    );

    assert_eq!(lookup(&kairos, "keyring").unwrap(), "secret");
    let listed = kairos.ok(&["accounts", "list", "--json"]);
    assert!(listed.contains("\"secret-service\""), "{listed}");
    let report = kairos.sync();
    assert_eq!(
        sync_support::counts(&report, "Keyring")["pulled"],
        1,
        "{report}"
    );
    kairos.ok(&["accounts", "remove", "keyring", "--yes"]);
    assert!(matches!(
        lookup(&kairos, "keyring"),
        Err(SecretError::Missing(_))
    ));
    for file in [kairos.db.clone(), kairos::store::beside(&kairos.db, "-wal")] {
        let bytes = std::fs::read(&file).unwrap_or_default();
        assert!(
            !bytes.windows(6).any(|w| w == b"secret"),
            "{} holds the password",
            file.display()
        );
    }
}

/// No Secret Service, no terminal: clear messages that say what to do.
#[test]
fn without_a_secret_service_or_a_terminal_the_message_says_what_to_do() {
    let kairos = Kairos::new();
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .arg("--db")
        .arg(&kairos.db)
        .args([
            "accounts",
            "add",
            "nokey",
            "--url",
            "https://dav.example.com",
            "--user",
            "x",
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no terminal"), "{stderr}");
    assert!(stderr.contains("--password-command"), "{stderr}");

    {
        let mut store = kairos::store::Store::open(&kairos.db).unwrap();
        let account = kairos::store::Account {
            id: 0,
            name: "nokey".into(),
            url: "https://dav.example.com/".into(),
            user: "x".into(),
            password_command: None,
            ca_cert: None,
            home: "/dav/".into(),
            oauth: None,
            keyring_id: String::new(),
        };
        store.add_account(&account, &[]).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .arg("--db")
        .arg(&kairos.db)
        .arg("sync")
        .env("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("nokey: no Secret Service"), "{stderr}");
    assert!(stderr.contains("--password-command"), "{stderr}");
}

/// The Secret Service's own calls, for the tests to keep and find items as
/// an earlier Kairos did (`application=kairos account=NAME`, no database).
mod earlier {
    use std::collections::HashMap;
    use zbus::{Connection, OwnedObjectPath, OwnedVariant, Variant};

    const SERVICE: &str = "org.freedesktop.secrets";
    const PATH: &str = "/org/freedesktop/secrets";
    const IFACE: &str = "org.freedesktop.Secret.Service";

    pub fn keep(account: &str, password: &str) {
        zbus::block_on(async {
            let bus = Connection::session().await.unwrap();
            let reply = bus
                .call_method(
                    Some(SERVICE),
                    PATH,
                    Some(IFACE),
                    "OpenSession",
                    &("plain", Variant::from("")),
                )
                .await
                .unwrap();
            let (_, session): (OwnedVariant, OwnedObjectPath) = reply.body().deserialize().unwrap();
            let reply = bus
                .call_method(Some(SERVICE), PATH, Some(IFACE), "ReadAlias", &("default",))
                .await
                .unwrap();
            let collection: OwnedObjectPath = reply.body().deserialize().unwrap();
            let attributes = HashMap::from([("application", "kairos"), ("account", account)]);
            let properties: HashMap<&str, Variant<'_>> = HashMap::from([
                ("org.freedesktop.Secret.Item.Label", Variant::from("Kairos")),
                (
                    "org.freedesktop.Secret.Item.Attributes",
                    Variant::from(attributes),
                ),
            ]);
            let secret = (
                session,
                Vec::<u8>::new(),
                password.as_bytes().to_vec(),
                "text/plain".to_owned(),
            );
            bus.call_method(
                Some(SERVICE),
                collection.as_str(),
                Some("org.freedesktop.Secret.Collection"),
                "CreateItem",
                &(properties, secret, true),
            )
            .await
            .unwrap();
        })
    }

    /// How many items of `account` name no database.
    pub fn count(account: &str) -> usize {
        zbus::block_on(async {
            let bus = Connection::session().await.unwrap();
            let attributes = HashMap::from([("application", "kairos"), ("account", account)]);
            let reply = bus
                .call_method(
                    Some(SERVICE),
                    PATH,
                    Some(IFACE),
                    "SearchItems",
                    &(attributes,),
                )
                .await
                .unwrap();
            let (unlocked, locked): (Vec<OwnedObjectPath>, Vec<OwnedObjectPath>) =
                reply.body().deserialize().unwrap();
            let mut count = 0;
            for item in unlocked.iter().chain(&locked) {
                let reply = bus
                    .call_method(
                        Some(SERVICE),
                        item.as_str(),
                        Some("org.freedesktop.DBus.Properties"),
                        "Get",
                        &("org.freedesktop.Secret.Item", "Attributes"),
                    )
                    .await
                    .unwrap();
                let value: OwnedVariant = reply.body().deserialize().unwrap();
                let attributes: HashMap<String, String> = HashMap::try_from(value).unwrap();
                count += usize::from(!attributes.contains_key("database"));
            }
            count
        })
    }
}

/// An account whose password an earlier Kairos kept (no database named in
/// the item): the first database to sync it adopts the item under its own
/// id; another database with an account of that name is told the password
/// is missing, never given the first one's.
#[test]
fn an_earlier_kaiross_password_is_adopted_by_one_database_only() {
    secret_service();
    let device = Device::new(Server::Radicale, "fay");
    let calendar = device.make_calendar("Adopted");
    device.put(&calendar, &event("a", "Adopted", "20261215T100000Z"));
    earlier::keep("legacy", "secret");
    assert_eq!(earlier::count("legacy"), 1);
    let in_the_keyring = |kairos: &Kairos| {
        kairos.add_account("legacy", &Server::Radicale.url(), &device);
        // As an account added with a typed password is stored.
        let conn = rusqlite::Connection::open(&kairos.db).unwrap();
        conn.execute("UPDATE accounts SET password_command = NULL", [])
            .unwrap();
    };
    let first = Kairos::new();
    in_the_keyring(&first);
    let report = first.sync();
    assert_eq!(
        sync_support::counts(&report, "Adopted")["pulled"],
        1,
        "{report}"
    );
    assert_eq!(lookup(&first, "legacy").unwrap(), "secret");
    assert_eq!(earlier::count("legacy"), 0, "the old item stays for others");

    let second = Kairos::new();
    in_the_keyring(&second);
    let out = second.run(&["sync"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("holds no password for account legacy"),
        "{said}"
    );
    first.ok(&["accounts", "remove", "legacy", "--yes"]);
    assert!(matches!(
        lookup(&first, "legacy"),
        Err(SecretError::Missing(_))
    ));
}

/// `accounts repair`: the command line's twin of the window's "connect
/// again". A stale password in the keyring fails the sync; a new one typed
/// is kept only once the server takes it; a CA file that cannot be read
/// or a password for an account whose password is a command changes
/// nothing.
#[test]
fn an_account_is_repaired_from_the_command_line_with_a_new_password() {
    secret_service();
    let device = Device::new(Server::Radicale, "hal");
    let calendar = device.make_calendar("Repaired");
    device.put(&calendar, &event("r", "Repaired", "20261215T100000Z"));
    let kairos = Kairos::new();
    let url = Server::Radicale.url();
    let add = ["accounts", "add", "mended", "--url", &url, "--user", "hal"];
    let (ok, shown) = typed(&kairos, &add, "Password for hal", "secret");
    assert!(ok, "{shown}");
    let database = kairos::store::Store::open(&kairos.db)
        .unwrap()
        .keyring_id()
        .unwrap();
    let owner = Owner {
        database: &database,
        account: "mended",
    };
    secrets::store(owner, "stale").unwrap();
    assert!(!kairos.run(&["sync"]).status.success());

    let repair = ["accounts", "repair", "mended", "--password"];
    let (ok, shown) = typed(&kairos, &repair, "Password for hal", "still wrong");
    assert!(!ok, "{shown}");
    assert!(shown.contains("refused"), "{shown}");
    assert_eq!(lookup(&kairos, "mended").unwrap(), "stale");
    let missing = kairos.run(&[
        "accounts",
        "repair",
        "mended",
        "--ca-cert",
        "/no/such/ca.pem",
    ]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("/no/such/ca.pem"));

    let (ok, shown) = typed(&kairos, &repair, "Password for hal", "secret");
    assert!(ok, "{shown}");
    assert!(shown.contains("mended is connected again"), "{shown}");
    assert_eq!(lookup(&kairos, "mended").unwrap(), "secret");
    let report = kairos.sync();
    assert_eq!(
        sync_support::counts(&report, "Repaired")["pulled"],
        1,
        "{report}"
    );

    // An account whose password comes from a command takes no typed one.
    let other = Kairos::new();
    other.add_account("commanded", &url, &device);
    let out = other.run(&["accounts", "repair", "commanded", "--password"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("comes from its password command"), "{said}");
    assert!(matches!(
        lookup(&other, "commanded"),
        Err(SecretError::Missing(_))
    ));
    kairos.ok(&["accounts", "remove", "mended", "--yes"]);
}
