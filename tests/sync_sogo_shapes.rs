//! SOGo 5 types every user's main calendar (`personal`, where its web mail
//! files invitations) both `calendar` and `schedule-outbox`, and names no
//! scheduling mailbox on the principal. A proxy in front of Radicale
//! writes Radicale's listings that way: the calendar is listed, and events
//! sync into it and out of it.

mod dav_support;
mod sync_support;

use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::sync::Arc;

use dav_support::{forward, radicale, reply, Answer, Http};
use sync_support::{event, Device, Kairos, Server};

/// Radicale's answers with every calendar also typed a scheduling outbox,
/// as SOGo types its main calendar; how many answers were so rewritten.
fn as_sogo_types_it() -> (Http, Arc<AtomicUsize>) {
    let rewritten = Arc::new(AtomicUsize::new(0));
    let count = rewritten.clone();
    let proxy = Http::start(move |req| {
        if req.method != "PROPFIND" {
            return Answer::Forward(radicale());
        }
        let (head, body) = forward(&radicale(), req);
        let body = String::from_utf8(body).expect("Radicale writes UTF-8");
        let typed = body.replace("<C:calendar />", "<C:calendar /><C:schedule-outbox />");
        if typed != body {
            count.fetch_add(1, SeqCst);
        }
        let (status, headers) = head.split_once("\r\n").expect("a status line");
        let status = status.split(' ').nth(1).unwrap().parse().unwrap();
        reply(status, headers, &typed)
    });
    (proxy, rewritten)
}

#[test]
fn a_main_calendar_typed_an_outbox_too_is_listed_and_syncs() {
    let device = Device::new(Server::Radicale, "gil");
    let personal = device.make_calendar("Personal Calendar");
    device.put(
        &personal,
        &event("p1", "From the web mail", "20261215T100000Z"),
    );
    let (proxy, rewritten) = as_sogo_types_it();
    let kairos = Kairos::new();
    let added = kairos.add_account("sogo", &proxy.url, &device);
    assert!(added.contains("Personal Calendar"), "{added}");
    assert!(rewritten.load(SeqCst) > 0, "no listing was typed as SOGo's");

    kairos.sync();
    assert_eq!(
        kairos.events("Personal Calendar")["p1"],
        "From the web mail"
    );
    let args = [
        "add",
        "From Kairos",
        "--start",
        "2026-12-16T09:00",
        "--calendar",
        "Personal Calendar",
    ];
    kairos.ok(&args);
    let report = kairos.sync();
    assert_eq!(
        sync_support::counts(&report, "Personal Calendar")["pushed"],
        1,
        "{report}"
    );
    assert_eq!(device.etags(&personal).len(), 2);
}
