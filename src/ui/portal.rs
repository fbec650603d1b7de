//! The desktop's light or dark preference, read from the XDG desktop
//! portal (`org.freedesktop.appearance` `color-scheme`) and followed live
//! through its `SettingChanged` signal, both ways.
//!
//! iced reads the window system's theme once, at start; GNOME and KDE
//! switch at sunset, so a window must follow without a restart. The signal
//! is matched on the portal's bus name: another program cannot flip the
//! theme by emitting it.

use iced::futures::StreamExt;
use iced::Subscription;
use zbus::Variant as Value;

use super::background::thread_stream;

const PORTAL: &str = "org.freedesktop.portal.Desktop";
const PATH: &str = "/org/freedesktop/portal/desktop";
const SETTINGS: &str = "org.freedesktop.portal.Settings";
const NAMESPACE: &str = "org.freedesktop.appearance";
const KEY: &str = "color-scheme";
/// How long the first read may take before the window goes on without it.
const READ_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// What the desktop prefers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorScheme {
    /// The user chose neither (the app's default, light, applies).
    NoPreference,
    Dark,
    Light,
}

impl ColorScheme {
    /// The portal's number: 0 none, 1 dark, 2 light.
    fn from_portal(n: u32) -> Option<ColorScheme> {
        match n {
            0 => Some(ColorScheme::NoPreference),
            1 => Some(ColorScheme::Dark),
            2 => Some(ColorScheme::Light),
            _ => None,
        }
    }
}

/// The scheme in a portal value (`Read` wraps it in one variant more than
/// `ReadOne` does).
fn scheme_in(value: &Value<'_>) -> Option<ColorScheme> {
    match value {
        Value::U32(n) => ColorScheme::from_portal(*n),
        Value::Variant(inner) => scheme_in(inner),
        _ => None,
    }
}

/// Calls `send` with the scheme now (`None`: no portal, or it does not
/// know), then with each change, until `send` returns false or the bus
/// goes away. Blocks: run it on a thread of its own.
pub fn watch_color_scheme(send: &(dyn Fn(Option<ColorScheme>) -> bool + Sync)) {
    watch_color_scheme_on(None, send);
}

/// [`watch_color_scheme`] on the bus at `address` (`None`: the session's).
pub fn watch_color_scheme_on(
    address: Option<&str>,
    send: &(dyn Fn(Option<ColorScheme>) -> bool + Sync),
) {
    zbus::block_on(async {
        let connected = match address {
            None => zbus::Connection::session().await,
            Some(a) => zbus::connection::Builder::address(a).build().await,
        };
        let Ok(bus) = connected else {
            send(None);
            return;
        };
        // Listen before reading, so a change in between is not lost.
        let rule = zbus::MatchRule::builder()
            .msg_type(zbus::message::Type::Signal)
            .sender(PORTAL)
            .path(PATH)
            .interface(SETTINGS)
            .member("SettingChanged")
            .build();
        let stream = match rule {
            Ok(rule) => {
                zbus::MessageStream::for_match_rule(rule, &bus, std::num::NonZeroUsize::new(16))
                    .await
                    .ok()
            }
            Err(_) => None,
        };
        // A portal that never answers must not keep the changes away.
        let (ring, rung) = iced::futures::channel::oneshot::channel::<()>();
        let _ = std::thread::Builder::new()
            .name("kairos-portal-timer".into())
            .spawn(move || {
                std::thread::sleep(READ_TIMEOUT);
                let _ = ring.send(());
            });
        let now = match iced::futures::future::select(Box::pin(read(&bus)), rung).await {
            iced::futures::future::Either::Left((scheme, _)) => scheme,
            iced::futures::future::Either::Right(_) => None,
        };
        if !send(now) {
            return;
        }
        let Some(mut stream) = stream else {
            return;
        };
        while let Some(Ok(message)) = stream.next().await {
            let body = message.body();
            let Ok((namespace, key, value)) = body.deserialize::<(String, String, Value<'_>)>()
            else {
                continue;
            };
            if namespace == NAMESPACE && key == KEY {
                if let Some(scheme) = scheme_in(&value) {
                    if !send(Some(scheme)) {
                        return;
                    }
                }
            }
        }
    });
}

/// The scheme the portal has now: `ReadOne` (portal version 2), else the
/// older `Read`.
async fn read(bus: &zbus::Connection) -> Option<ColorScheme> {
    // D-Bus method names.
    let methods = ["ReadOne", "Read"]; // i18n: not words
    for method in methods {
        let reply = bus
            .call_method(
                Some(PORTAL),
                PATH,
                Some(SETTINGS),
                method,
                &(NAMESPACE, KEY),
            )
            .await;
        if let Ok(reply) = reply {
            let body = reply.body();
            if let Ok(value) = body.deserialize::<Value<'_>>() {
                return scheme_in(&value);
            }
        }
    }
    None
}

/// The desktop's scheme, now and at each change, for the window.
pub fn subscription() -> Subscription<Option<ColorScheme>> {
    Subscription::run(|| thread_stream("kairos-portal", |send| watch_color_scheme(send)))
}
