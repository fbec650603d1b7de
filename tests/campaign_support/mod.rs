//! The sync campaign's machinery (`tests/sync_campaign.rs`): the fault
//! proxy, the two devices, the ledger of acknowledged edits, and the
//! campaign itself (random edits on both sides, syncs under faults, then
//! the checks).

pub mod campaign;
mod http;
pub mod ledger;
mod ops;
pub mod proxy;
pub mod world;

use crate::process_support::{serve_on_free_port, Guarded};

/// A small deterministic generator (xorshift64*, seeded through
/// splitmix64), so that a seed replays the same choices.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// 0 ≤ n < `below`.
    pub fn below(&mut self, below: usize) -> usize {
        (self.next() % below.max(1) as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// One of `items`, each as likely as its weight; `None` if there are
    /// none.
    pub fn weighted<T: Copy>(&mut self, items: &[(T, usize)]) -> Option<T> {
        let total: usize = items.iter().map(|i| i.1).sum();
        let mut roll = self.below(total.max(1));
        for &(item, weight) in items {
            if roll < weight {
                return Some(item);
            }
            roll -= weight;
        }
        None
    }
}

/// A server the campaign runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Server {
    /// Radicale, a process of the campaign's own (no login, its own
    /// storage): every user of scripts/test's Radicale belongs to a test.
    Radicale,
    /// scripts/test's Xandikos (no login); its one home is shared with the
    /// other tests (which add their accounts by a calendar's URL), so the
    /// proxy shows Kairos only the campaign's calendars.
    Xandikos,
}

/// A running server and how to log in.
pub struct Running {
    pub url: String,
    pub user: &'static str,
    _process: Option<Guarded>,
    _storage: Option<tempfile::TempDir>,
}

impl Server {
    pub fn start(self) -> Running {
        match self {
            Server::Xandikos => Running {
                url: std::env::var("KAIROS_XANDIKOS_URL").unwrap_or_else(|_| {
                    panic!(
                        "KAIROS_XANDIKOS_URL is not set: run through ./scripts/test or \
                         scripts/campaign.sh, which start the servers"
                    )
                }),
                user: "",
                _process: None,
                _storage: None,
            },
            Server::Radicale => {
                let storage = tempfile::tempdir().expect("temp dir");
                let (process, port) = serve_on_free_port("Radicale", |port| {
                    let mut command = std::process::Command::new(python());
                    command
                        .args(["-m", "radicale", "--server-hosts"])
                        .arg(format!("127.0.0.1:{port}"))
                        .args(["--auth-type", "none", "--logging-level", "warning"])
                        .arg("--storage-filesystem-folder")
                        .arg(storage.path())
                        .stdout(std::process::Stdio::null())
                        .stderr(std::process::Stdio::null());
                    command
                });
                Running {
                    url: format!("http://127.0.0.1:{port}/"),
                    user: "campaign",
                    _process: Some(process),
                    _storage: Some(storage),
                }
            }
        }
    }
}

/// The Python with `caldav`.
pub fn python() -> String {
    std::env::var("KAIROS_SYNC_PYTHON").unwrap_or_else(|_| {
        panic!("KAIROS_SYNC_PYTHON is not set: run through ./scripts/test or scripts/campaign.sh")
    })
}
