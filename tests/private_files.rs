//! A calendar is private: what Kairos creates is owner-only whatever the
//! umask (directories 0700, files 0600: database, WAL/SHM, notifier lock,
//! log, export, the window's socket); an existing database others can read
//! is tightened once, and said so; a file that is not Kairos's is left as it
//! is; the window's socket refuses another user's process (run as `nobody`
//! through `setpriv`, which needs root: CI runs as root).

mod process_support;

use kairos::instance::{send, socket_path, LinkError, Listener, Request};
use kairos::remind::NotifierLock;
use kairos::store::Store;
use process_support::{wait_for, Guarded, DEADLINE};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

fn set_mode(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// `kairos ARGS` under `umask`, with a private home (so that the default
/// data and state directories are the test's) and no KAIROS_DB.
fn kairos_under_umask(umask: &str, home: &Path, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("umask {umask} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_kairos"))
        .args(args)
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_STATE_HOME", home.join("state"))
        .env_remove("KAIROS_DB")
        .env("TZ", "UTC")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

const ADD: [&str; 4] = ["add", "Dentist", "--start", "2026-11-25T10:00"];

#[test]
fn a_fresh_database_its_directory_and_wal_are_owner_only_under_any_umask() {
    for umask in ["022", "000"] {
        let home = tempfile::tempdir().unwrap();
        let data = home.path().join("data");
        let stderr = ok(&kairos_under_umask(umask, home.path(), &ADD));
        assert_eq!(stderr, "", "nothing to tighten on a fresh database");
        let dir = data.join("kairos");
        // The data home Kairos had to create is private too.
        assert_eq!(mode(&data), 0o700, "umask {umask}: {}", data.display());
        assert_eq!(mode(&dir), 0o700, "umask {umask}");
        assert_eq!(mode(&dir.join("kairos.db")), 0o600, "umask {umask}");
        // The WAL and shared memory exist while a connection is open.
        let store = Store::open(dir.join("kairos.db")).unwrap();
        assert!(store.tightened().is_empty());
        store.default_calendar().unwrap();
        for suffix in ["-wal", "-shm"] {
            let file = dir.join(format!("kairos.db{suffix}"));
            assert_eq!(mode(&file), 0o600, "umask {umask}: {}", file.display());
        }
        drop(store);
        // An export Kairos writes is the calendar too.
        let export = home.path().join("out.ics");
        let target = export.to_str().unwrap();
        ok(&kairos_under_umask(
            umask,
            home.path(),
            &["export", "-o", target],
        ));
        assert_eq!(mode(&export), 0o600, "umask {umask}");
    }
}

#[test]
fn the_daemon_log_state_directory_and_notifier_lock_are_owner_only() {
    let home = tempfile::tempdir().unwrap();
    let state = home.path().join("state");
    ok(&kairos_under_umask("000", home.path(), &ADD));
    let daemon = Guarded::spawn(
        Command::new("sh")
            .arg("-c")
            .arg("umask 000 && exec \"$0\" daemon")
            .arg(env!("CARGO_BIN_EXE_kairos"))
            .env("HOME", home.path())
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env("XDG_STATE_HOME", &state)
            .env_remove("KAIROS_DB")
            .env_remove("DBUS_SESSION_BUS_ADDRESS")
            .env("TZ", "UTC")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
        "kairos daemon",
    );
    let log = state.join("kairos").join("kairos-daemon.log");
    let db = home.path().join("data/kairos/kairos.db");
    let lock = NotifierLock::path_for(&db);
    wait_for("the daemon to take the notifier lock", DEADLINE, || {
        std::fs::read_to_string(&log).is_ok_and(|l| l.contains("delivering reminders"))
            && lock.exists()
    });
    assert_eq!(mode(&state), 0o700);
    assert_eq!(mode(&state.join("kairos")), 0o700);
    assert_eq!(mode(&log), 0o600);
    assert_eq!(mode(&lock), 0o600);
    daemon.stop();
}

#[test]
fn a_database_others_can_read_is_tightened_once_and_said_so() {
    let home = tempfile::tempdir().unwrap();
    let shared = home.path().join("shared");
    std::fs::create_dir(&shared).unwrap();
    set_mode(&shared, 0o755);
    let db = shared.join("kairos.db");
    let db_arg = db.to_str().unwrap();
    let mut args = ADD.to_vec();
    args.extend(["--db", db_arg]);
    ok(&kairos_under_umask("022", home.path(), &args));
    // As an older Kairos left it: readable by everyone, WAL included (a
    // connection held open keeps the WAL there).
    let held = Store::open(&db).unwrap();
    held.default_calendar().unwrap();
    let wal = shared.join("kairos.db-wal");
    set_mode(&db, 0o644);
    set_mode(&wal, 0o644);

    let agenda = ["agenda", "--from", "2026-11-23", "--db", db_arg];
    let stderr = ok(&kairos_under_umask("022", home.path(), &agenda));
    assert!(
        stderr.contains(&format!(
            "kairos: {db_arg} could be read by other users (mode 0644); made it owner-only (0600)"
        )),
        "{stderr}"
    );
    assert!(stderr.contains("kairos.db-wal could be read"), "{stderr}");
    assert_eq!(mode(&db), 0o600);
    assert_eq!(mode(&wal), 0o600);
    // A folder the user named stays as it is.
    assert_eq!(mode(&shared), 0o755);
    // Said once: the next open finds it private.
    let stderr = ok(&kairos_under_umask("022", home.path(), &agenda));
    assert_eq!(stderr, "");
    drop(held);
}

#[test]
fn the_default_data_directory_others_can_enter_is_tightened() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("data/kairos");
    std::fs::create_dir_all(&dir).unwrap();
    set_mode(&dir, 0o755);
    let stderr = ok(&kairos_under_umask("022", home.path(), &ADD));
    assert!(
        stderr.contains("could be read by other users (mode 0755); made it owner-only (0700)"),
        "{stderr}"
    );
    assert_eq!(mode(&dir), 0o700);
}

#[test]
fn a_file_that_is_not_a_kairos_database_is_left_as_it_was() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("notes.db");
    std::fs::write(&file, "not a database, just text that is long enough").unwrap();
    set_mode(&file, 0o644);
    let out = kairos_under_umask(
        "022",
        home.path(),
        &["agenda", "--db", file.to_str().unwrap()],
    );
    assert!(!out.status.success());
    assert_eq!(mode(&file), 0o644, "untouched");
    assert!(!home.path().join("notes.db-wal").exists());
}

#[test]
fn the_window_socket_and_lock_are_owner_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    let listener = Listener::bind(&db).unwrap().unwrap();
    assert_eq!(mode(&socket_path(&db)), 0o600);
    let lock = NotifierLock::try_acquire(&db).unwrap().unwrap();
    assert_eq!(mode(lock.path()), 0o600);
    drop(listener);
}

/// Runs a Python client as `nobody` that connects to `socket`, sends an
/// Open request and prints what it was answered (or the connect error).
fn connect_as_nobody(socket: &Path) -> String {
    let client = r#"
import socket, sys
s = socket.socket(socket.AF_UNIX)
try:
    s.connect(sys.argv[1])
except OSError as e:
    print("connect failed:", e.strerror)
    sys.exit(0)
try:
    s.sendall(b'{"open":{"uid":"x","occurrence":"2026-11-23T08:00:00Z"}}\n')
    answer = s.recv(100)
except (BrokenPipeError, ConnectionResetError):
    answer = b""
print("answer:", repr(answer))
"#;
    let root = rustix::process::getuid().is_root();
    let mut command = if root {
        Command::new("setpriv")
    } else {
        let mut sudo = Command::new("sudo");
        sudo.args(["-n", "setpriv"]);
        sudo
    };
    let out = command
        .args([
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            "/usr/bin/python3",
            "-c",
            client,
        ])
        .arg(socket)
        .current_dir("/")
        .stdin(Stdio::null())
        .output()
        .expect("setpriv (util-linux)");
    assert!(
        out.status.success(),
        "running a client as nobody needs root (CI runs as root) or passwordless sudo: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

#[test]
fn another_user_cannot_reach_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    let listener = Listener::bind(&db).unwrap().unwrap();
    let socket = socket_path(&db);
    // Let `nobody` walk to the socket, as in a folder others can enter.
    set_mode(dir.path(), 0o711);

    // The socket's mode keeps them out.
    let said = connect_as_nobody(&socket);
    assert_eq!(said, "connect failed: Permission denied");

    // Where the mode does not (loosened here), the window refuses them
    // unread, acts on nothing, and goes on serving its own user.
    set_mode(&socket, 0o666);
    let (said, refused) = std::thread::scope(|s| {
        let client = s.spawn(|| connect_as_nobody(&socket));
        let refused = listener.next();
        (client.join().unwrap(), refused)
    });
    assert!(
        matches!(refused, Err(LinkError::OtherUser(65534))),
        "{refused:?}"
    );
    assert_eq!(said, "answer: b''", "no ok for another user");
    let mine = kairos::model::OccurrenceRef {
        uid: "mine".into(),
        recurrence_id: "2026-11-23T08:00:00Z".parse().unwrap(),
    };
    let taken = std::thread::scope(|s| {
        let sender = s.spawn(|| send(&db, &Request::open(&mine)));
        let got = listener.next().expect("this user's request");
        assert_eq!(got.uid, "mine");
        sender.join().unwrap()
    });
    assert!(taken);
}
