//! An event as a resource on the server: one read from it (`Fetched`), and
//! the href a new one is given (`new_href`). Both the cycle that fetches
//! (`calendar`) and the writes that create (`act`) use them, so they live
//! apart from both and the cycle depends on `act`, never the other way.

use super::normal::{self, Normal};

use super::plan::Remote;
use crate::store::{IncomingEvent, ResourceStatus};

/// A fetched server event.
pub(super) struct Fetched {
    pub(super) href: String,
    pub(super) etag: Option<String>,
    pub(super) incoming: IncomingEvent,
    pub(super) normal: Normal,
}

impl Fetched {
    /// The server's side of this event for the planner, against the
    /// status the last sync left (`None`: none): whether what changed
    /// since is attendees' answers alone.
    pub(super) fn remote(&self, status: Option<&ResourceStatus>) -> Remote {
        Remote {
            href: self.href.clone(),
            etag: self.etag.clone(),
            hash: self.normal.hash.clone(),
            answers_only: status.is_some_and(|s| normal::answers_only(&s.base, &self.normal.text)),
        }
    }
}

/// Where a new event goes: its UID made safe for a path (`@` and `/` have
/// broken other clients), hashed when it is long or had to change much.
pub fn new_href(calendar: &str, uid: &str) -> String {
    let safe: String = uid
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let name = if safe.len() > 120 || uid.contains('/') {
        use sha2::{Digest, Sha256};
        normal::hex(&Sha256::digest(uid.as_bytes())[..16])
    } else {
        safe
    };
    format!("{}/{name}.ics", calendar.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::new_href;

    #[test]
    fn new_hrefs_are_safe_paths() {
        assert_eq!(
            new_href("/cal/alice/work/", "abc@example.com"),
            "/cal/alice/work/abc_example.com.ics"
        );
        let odd = new_href("/c/", "a/b");
        assert!(odd.starts_with("/c/") && odd.ends_with(".ics") && !odd[3..].contains('/'));
    }
}
