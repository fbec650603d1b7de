//! One notifier per database: the lock is exclusive between handles and
//! processes, and freed when its holder dies.

mod process_support;

use kairos::remind::NotifierLock;
use process_support::Guarded;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// Child: takes the lock, says so, and holds it until killed.
#[test]
fn holder_child() {
    let Some(db) = std::env::var_os("KAIROS_LOCK_CHILD") else {
        return;
    };
    let _lock = NotifierLock::try_acquire(std::path::Path::new(&db))
        .unwrap()
        .expect("the lock is free");
    println!("holding");
    loop {
        std::thread::park();
    }
}

#[test]
fn only_one_holder_and_the_lock_outlives_no_one() {
    if std::env::var_os("KAIROS_LOCK_CHILD").is_some() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kairos.db");
    let first = NotifierLock::try_acquire(&db)
        .unwrap()
        .expect("free at first");
    assert!(NotifierLock::try_acquire(&db).unwrap().is_none(), "held");
    drop(first);
    let second = NotifierLock::try_acquire(&db)
        .unwrap()
        .expect("free once dropped");
    drop(second);

    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "holder_child", "--nocapture", "--test-threads=1"])
        .env("KAIROS_LOCK_CHILD", &db)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut child = Guarded::adopt(child, "the lock holder");
    let mut lines = BufReader::new(stdout).lines();
    // The harness prints "test holder_child ... " first, on the same line.
    // (A child that dies closes its output: no waiting forever.)
    assert!(lines.any(|l| l.unwrap().ends_with("holding")));
    assert!(
        NotifierLock::try_acquire(&db).unwrap().is_none(),
        "another process holds it"
    );
    child.kill(); // SIGKILL: no chance to clean up.
    assert!(
        NotifierLock::try_acquire(&db).unwrap().is_some(),
        "taken over after the holder died"
    );
}
