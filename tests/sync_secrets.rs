//! Passwords in the desktop's Secret Service: `accounts add` without a
//! password command asks on the terminal and keeps it there; sync finds it;
//! nothing of it reaches the database. `scripts/test` runs gnome-keyring
//! on the tests' private session bus for this.

mod process_support;
mod sync_support;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

use sync_support::{event, Device, Kairos, Server};

fn secret_service() {
    assert!(
        std::env::var_os("KAIROS_SECRET_SERVICE").is_some(),
        "no Secret Service: run the sync tests through ./scripts/test, which starts gnome-keyring"
    );
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
    let command = format!(
        "{} --db {} accounts add keyring --url {} --user judy",
        env!("CARGO_BIN_EXE_kairos"),
        kairos.db.display(),
        Server::Radicale.url()
    );
    let mut child = Command::new("script")
        .args(["-q", "-e", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    // Typed once the prompt shows, as a person would.
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
        String::from_utf8_lossy(&shown.lock().unwrap()).contains("Password for judy")
    });
    child.stdin.take().unwrap().write_all(b"secret\n").unwrap();
    let out = child.wait_with_output().unwrap();
    reader.join().unwrap();
    let shown = String::from_utf8_lossy(&shown.lock().unwrap()).into_owned();
    assert!(out.status.success(), "{shown}");
    assert!(shown.contains("Password for judy (keyring):"), "{shown}");
    assert!(shown.contains("Keyring"), "{shown}");
    assert!(
        !shown.contains("secret"),
        "the password was echoed: {shown}"
    );

    assert_eq!(kairos::sync::secrets::lookup("keyring").unwrap(), "secret");
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
        kairos::sync::secrets::lookup("keyring"),
        Err(kairos::sync::secrets::SecretError::Missing(_))
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
