//! A randomized fault campaign: Kairos (the real binary, through a fault
//! proxy) and another device (Python's `caldav`, straight to the server)
//! edit the same two calendars at random while syncs fail in every way the
//! proxy knows (5xx, hangs, connections dropped mid-answer, a calendar
//! missing from the listing, `kill -9`, edits in the middle of a sync).
//! After healing and two syncs, the ledger of acknowledged edits must agree
//! with both sides:
//!
//! 1. the server and Kairos hold the same events, property for property;
//! 2. every acknowledged edit of either side is there (where both sides
//!    wrote one property concurrently, either may win, the other in a
//!    conflict copy);
//! 3. no deleted event came back unless the other side had edited it
//!    without seeing the delete;
//! 4. no conflict copy without such a concurrent write;
//! 5. no duplicates, no event that no one made.
//!
//! On Radicale (a process of the campaign's own) and Xandikos (scripts/test's),
//! with Kairos in Etc/UTC and Europe/Berlin.
//! `scripts/test` runs three seeds of each; `scripts/campaign.sh` runs
//! many.
//! Seeds: `KAIROS_CAMPAIGN_SEED=N` runs one, `KAIROS_CAMPAIGN_SEEDS=COUNT`
//! runs COUNT from `KAIROS_CAMPAIGN_FIRST` (default 1); `scripts/campaign.sh`
//! runs many. `KAIROS_CAMPAIGN_FAULTS=kill,drop,…` keeps only those faults
//! (status, drop, kill, hang, hide, interleave; `none` for clean syncs), to
//! chase one bug at a time.
//! `KAIROS_CAMPAIGN_BIN` drives another `kairos` build. A failure
//! prints the seed, what is wrong and the ledger's last steps
//! (`KAIROS_CAMPAIGN_VERBOSE=1` prints them for every seed, with every
//! request the proxy passed on).

mod campaign_support;
mod process_support;

use campaign_support::campaign::{test_name, verbose, Campaign, ROUNDS};
use campaign_support::proxy::filter_listing;
use campaign_support::Server;

/// Seeds per combination when none are asked for: the four together fit
/// in a few minutes on a 2-core machine.
const DEFAULT_SEEDS: u64 = 3;

fn number(var: &str) -> Option<u64> {
    std::env::var(var).ok().map(|v| {
        v.trim()
            .parse()
            .unwrap_or_else(|_| panic!("{var} must be a number, not {v:?}"))
    })
}

fn seeds() -> Vec<u64> {
    if let Some(seed) = number("KAIROS_CAMPAIGN_SEED") {
        return vec![seed];
    }
    let count = number("KAIROS_CAMPAIGN_SEEDS").unwrap_or(DEFAULT_SEEDS);
    let first = number("KAIROS_CAMPAIGN_FIRST").unwrap_or(1);
    (first..first + count).collect()
}

fn campaign(server: Server, zone: &'static str) {
    let name = test_name(server, zone);
    let running = server.start();
    let mut failed = Vec::new();
    for seed in seeds() {
        let verdict = Campaign::new(server, &running, zone, seed).run();
        if verdict.wrong.is_empty() {
            eprintln!(
                "campaign {name} seed {seed}: ok ({ROUNDS} rounds, {:.1} s)",
                verdict.seconds
            );
            if verbose() {
                eprintln!("{}\n", verdict.report);
            }
            continue;
        }
        eprintln!(
            "campaign {name} seed {seed}: FAILED ({:.1} s)\n{}\n{}\n",
            verdict.seconds,
            verdict.wrong.join("\n"),
            verdict.report
        );
        failed.push(format!("seed {seed}: {}", verdict.wrong.join("; ")));
    }
    assert!(
        failed.is_empty(),
        "campaign {name} failed for {} seed(s) (details above):\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn radicale_utc() {
    campaign(Server::Radicale, "Etc/UTC");
}

#[test]
fn radicale_berlin() {
    campaign(Server::Radicale, "Europe/Berlin");
}

#[test]
fn xandikos_utc() {
    campaign(Server::Xandikos, "Etc/UTC");
}

#[test]
fn xandikos_berlin() {
    campaign(Server::Xandikos, "Europe/Berlin");
}

/// The proxy drops exactly the calendar it hides from a listing, whatever
/// the namespace prefix.
#[test]
fn the_listing_filter_drops_only_what_it_hides() {
    let listing = r#"<?xml version="1.0"?><D:multistatus xmlns:D="DAV:">
<D:response><D:href>/u/</D:href><D:propstat/></D:response>
<D:response><D:href>/u/a/</D:href><D:propstat><D:prop><D:displayname>A</D:displayname></D:prop></D:propstat></D:response>
<D:response>
  <D:href>http://127.0.0.1:1/u/b/</D:href><D:propstat/></D:response>
</D:multistatus>"#;
    let kept = String::from_utf8(filter_listing(listing.as_bytes(), |h| h != "/u/b/")).unwrap();
    assert!(kept.contains("<D:href>/u/</D:href>"), "{kept}");
    assert!(kept.contains("<D:displayname>A</D:displayname>"), "{kept}");
    assert!(!kept.contains("/u/b/"), "{kept}");
    assert!(kept.trim_end().ends_with("</D:multistatus>"), "{kept}");
    let plain = "<multistatus><response><href>/x/</href></response></multistatus>";
    assert_eq!(
        String::from_utf8(filter_listing(plain.as_bytes(), |_| false)).unwrap(),
        "<multistatus></multistatus>"
    );
}
