//! "The network is back": the XDG desktop portal's NetworkMonitor says
//! when connectivity changes (it follows NetworkManager, or the kernel's
//! routes, for sandboxed and plain apps alike, on the session bus), so the
//! background sync can try at once instead of waiting out its backoff.
//! Without a portal nothing is heard, and the backoff still retries.

use futures_lite::StreamExt;

const PORTAL: &str = "org.freedesktop.portal.Desktop";
const PATH: &str = "/org/freedesktop/portal/desktop";
const MONITOR: &str = "org.freedesktop.portal.NetworkMonitor";

/// Calls `changed` at each change the portal on the bus at `address`
/// (`None`: the session's) announces, until it returns false or the bus
/// goes away. Blocks: run it on a thread of its own.
pub fn watch(address: Option<&str>, changed: &(dyn Fn() -> bool + Sync)) {
    zbus::block_on(async {
        let connected = match address {
            None => zbus::Connection::session().await,
            Some(a) => zbus::connection::Builder::address(a).build().await,
        };
        let Ok(bus) = connected else { return };
        let Ok(rule) = zbus::MatchRule::builder()
            .msg_type(zbus::message::Type::Signal)
            .sender(PORTAL)
            .path(PATH)
            .interface(MONITOR)
            .member("changed")
            .build()
        else {
            return;
        };
        let Ok(mut stream) =
            zbus::MessageStream::for_match_rule(rule, &bus, std::num::NonZeroUsize::new(4)).await
        else {
            return;
        };
        while let Some(Ok(_)) = stream.next().await {
            if !changed() {
                return;
            }
        }
    });
}
