//! Real processes in tests, on a machine that may be busy: wait for the
//! condition a step needs (never a fixed time), with a generous deadline
//! and a message that says what was awaited; and stop every process a test
//! starts, also when the test panics.
#![allow(dead_code)]

use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

/// How long a condition may take before the test fails. Generous: on a
/// loaded 2-core machine a window's first frame alone can take seconds.
pub const DEADLINE: Duration = Duration::from_secs(90);

/// Polls `condition` until it holds; panics naming `what` after `deadline`.
pub fn wait_for(what: &str, deadline: Duration, mut condition: impl FnMut() -> bool) {
    let begun = Instant::now();
    while !condition() {
        assert!(
            begun.elapsed() < deadline,
            "timed out after {deadline:?} waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Polls `probe` until it gives a value; panics naming `what` after
/// `deadline`.
pub fn wait_for_value<T>(
    what: &str,
    deadline: Duration,
    mut probe: impl FnMut() -> Option<T>,
) -> T {
    let begun = Instant::now();
    loop {
        if let Some(value) = probe() {
            return value;
        }
        assert!(
            begun.elapsed() < deadline,
            "timed out after {deadline:?} waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A child process killed (and reaped) when dropped, so that a failing
/// test leaves nothing running.
pub struct Guarded {
    child: Option<Child>,
    what: String,
}

impl Guarded {
    /// Starts `command`; `what` names it in messages.
    pub fn spawn(command: &mut Command, what: &str) -> Guarded {
        let child = command
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {what}: {e}"));
        Guarded {
            child: Some(child),
            what: what.to_owned(),
        }
    }

    /// Guards a child started elsewhere.
    pub fn adopt(child: Child, what: &str) -> Guarded {
        Guarded {
            child: Some(child),
            what: what.to_owned(),
        }
    }

    pub fn id(&self) -> u32 {
        self.child.as_ref().expect("running").id()
    }

    /// Whether it has exited (reaping it if so).
    pub fn exited(&mut self) -> Option<ExitStatus> {
        self.child
            .as_mut()
            .and_then(|c| c.try_wait().expect("try_wait"))
    }

    /// Sends SIGTERM and waits for a clean exit.
    pub fn stop(mut self) {
        let status = self.terminate();
        assert!(
            status.success(),
            "{} exits cleanly on SIGTERM: {status}",
            self.what
        );
    }

    /// Sends SIGTERM and waits for the exit, whatever its status.
    pub fn terminate(&mut self) -> ExitStatus {
        signal(self.id(), "TERM");
        let child = self.child.as_mut().expect("running");
        let what = self.what.clone();
        let status = wait_for_value(&format!("{what} to exit on SIGTERM"), DEADLINE, || {
            child.try_wait().expect("try_wait")
        });
        self.child = None;
        status
    }

    /// Waits for it to exit by itself (a child that does finite work).
    pub fn wait(&mut self) -> ExitStatus {
        let mut child = self.child.take().expect("running");
        child.wait().expect("wait")
    }

    /// Kills it now and reaps it.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Guarded {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A process this test did not start itself (a window a daemon opened),
/// killed by pid when dropped.
pub struct KillOnDrop(pub u32);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-KILL", &self.0.to_string()])
            .status();
    }
}

/// Sends `SIG<name>` to `pid`.
pub fn signal(pid: u32, name: &str) {
    let sent = Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .expect("kill");
    assert!(sent.success(), "kill -{name} {pid}");
}

/// Starts a server that takes its port on the command line (`command`
/// builds it for a port) on a free loopback port, and returns once the
/// server itself listens there.
///
/// A port found free can be taken before the server binds it (by another
/// test, or by our own probe: a connect to a port nobody listens on can,
/// rarely, pick that port as its source and connect to itself). So
/// "something answers on the port" is not enough: the listening socket
/// must belong to the child. If the child exits first (its port was
/// taken), it is started again on another port.
pub fn serve_on_free_port(what: &str, mut command: impl FnMut(u16) -> Command) -> (Guarded, u16) {
    for _ in 0..5 {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let mut server = Guarded::spawn(&mut command(port), what);
        let pid = server.id();
        let listening = wait_for_value(&format!("{what} to listen on {port}"), DEADLINE, || {
            if listens(pid, port) {
                Some(true)
            } else {
                server.exited().map(|_| false)
            }
        });
        if listening {
            return (server, port);
        }
    }
    panic!("{what} exited before listening, five times over");
}

/// Whether process `pid` holds a socket listening on TCP `port`
/// (/proc/net/tcp{,6} name the listening sockets' inodes; the process's
/// fds name its sockets).
pub fn listens(pid: u32, port: u16) -> bool {
    let suffix = format!(":{port:04X}");
    let mut inodes = Vec::new();
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        let text = std::fs::read_to_string(table).unwrap_or_default();
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            // local_address, state 0A (LISTEN), inode.
            if fields.len() > 9 && fields[1].ends_with(&suffix) && fields[3] == "0A" {
                inodes.push(format!("socket:[{}]", fields[9]));
            }
        }
    }
    if inodes.is_empty() {
        return false;
    }
    let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return false;
    };
    fds.flatten().any(|fd| {
        std::fs::read_link(fd.path())
            .is_ok_and(|target| inodes.iter().any(|i| target.as_os_str() == i.as_str()))
    })
}
