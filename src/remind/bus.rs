//! One connection to the session's notification server, and one thread
//! that hears every notification's actions.
//!
//! Why one connection for both: GNOME Shell sends `ActionInvoked` and
//! `NotificationClosed` to the connection that called `Notify` (unicast),
//! not to the bus; a listener on a connection of its own would hear
//! nothing there. Why one thread: a thread per notification shown, each
//! blocked until the user acts, grows with every reminder left up.
//!
//! The thread starts with the first notification and lives as long as the
//! process; each signal is matched to what is up by the server's id.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use futures_lite::StreamExt;
use zbus::message::Type;
use zbus::{Connection, MatchRule, MessageStream};

const SERVER: &str = "org.freedesktop.Notifications";
const PATH: &str = "/org/freedesktop/Notifications";

/// What the user did with notification `id`: an action's key, or
/// `None` when it closed.
pub(super) type OnSignal = Box<dyn Fn(Option<&str>) + Send>;

/// The session bus as notifications use it.
pub(super) struct NotificationBus {
    connection: Connection,
    /// What to tell of each notification still up, by the server's id.
    waiting: Arc<Mutex<HashMap<u32, OnSignal>>>,
}

/// What a notification is made of.
pub(super) struct Shown<'a> {
    pub summary: &'a str,
    pub body: &'a str,
    /// (key, label) pairs.
    pub actions: &'a [(&'a str, String)],
}

impl NotificationBus {
    /// Connects, and starts the thread that hears the actions.
    pub(super) fn connect() -> Result<NotificationBus, zbus::Error> {
        let (connection, signals) = zbus::block_on(async {
            let connection = Connection::session().await?;
            let rule = MatchRule::builder()
                .msg_type(Type::Signal)
                .interface(SERVER)
                .path(PATH)
                .build()?;
            // Subscribed before the first Notify: no action can be missed.
            let signals =
                MessageStream::for_match_rule(rule, &connection, std::num::NonZeroUsize::new(256))
                    .await?;
            Ok::<_, zbus::Error>((connection, signals))
        })?;
        let waiting: Arc<Mutex<HashMap<u32, OnSignal>>> = Arc::default();
        let heard = waiting.clone();
        std::thread::Builder::new()
            .name("kairos-notifications".into())
            .spawn(move || zbus::block_on(listen(signals, &heard)))
            .map_err(|e| zbus::Error::Failure(format!("no thread to hear the actions: {e}")))?;
        Ok(NotificationBus {
            connection,
            waiting,
        })
    }

    /// Shows `n`, staying until the user acts; `then` hears what they did
    /// (once: an action, or the close that follows it, ends the wait).
    /// Returns the server's id.
    pub(super) fn show(&self, n: &Shown<'_>, then: Option<OnSignal>) -> Result<u32, zbus::Error> {
        let actions: Vec<&str> = n
            .actions
            .iter()
            .flat_map(|(key, label)| [*key, label.as_str()])
            .collect();
        let hints: HashMap<&str, zbus::Variant<'_>> = HashMap::new();
        // The id is ours before any signal for it is read: the listener
        // takes the lock, and this holds it until the id is known.
        let mut waiting = self
            .waiting
            .lock()
            .map_err(|_| zbus::Error::Failure("the notification list was poisoned".into()))?;
        let reply = zbus::block_on(self.connection.call_method(
            Some(SERVER),
            PATH,
            Some(SERVER),
            "Notify",
            &(
                "Kairos",
                0u32,
                "x-office-calendar",
                n.summary,
                n.body,
                actions,
                hints,
                // Never expires: a reminder stays until the user acts.
                0i32,
            ),
        ))?;
        let id: u32 = reply.body().deserialize()?;
        if let Some(then) = then {
            waiting.insert(id, then);
        }
        Ok(id)
    }

    /// Takes notification `id` down (already gone is fine), and stops
    /// waiting for it.
    pub(super) fn close(&self, id: u32) -> Result<(), zbus::Error> {
        if let Ok(mut waiting) = self.waiting.lock() {
            waiting.remove(&id);
        }
        zbus::block_on(self.connection.call_method(
            Some(SERVER),
            PATH,
            Some(SERVER),
            "CloseNotification",
            &(id,),
        ))?;
        Ok(())
    }
}

/// Hears every signal of the server until the connection ends.
async fn listen(mut signals: MessageStream, waiting: &Mutex<HashMap<u32, OnSignal>>) {
    while let Some(message) = signals.next().await {
        let Ok(message) = message else {
            continue;
        };
        let header = message.header();
        let member = header.member().map(|m| m.as_str().to_owned());
        let body = message.body();
        let (id, action) = match member.as_deref() {
            Some("ActionInvoked") => match body.deserialize::<(u32, String)>() {
                Ok((id, key)) => (id, Some(key)),
                Err(_) => continue,
            },
            Some("NotificationClosed") => match body.deserialize::<(u32, u32)>() {
                Ok((id, _reason)) => (id, None),
                Err(_) => continue,
            },
            _ => continue,
        };
        // Told once: the close that follows an action is not an answer.
        let then = waiting.lock().ok().and_then(|mut w| w.remove(&id));
        if let Some(then) = then {
            then(action.as_deref());
        }
    }
    log::debug!("the session bus closed: notification actions are no longer heard");
}
