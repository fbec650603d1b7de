//! The desktop's Secret Service (org.freedesktop.secrets: GNOME Keyring,
//! KeePassXC, KWallet's bridge), where an account's password lives when the
//! user gave no password command.
//!
//! Spoken directly over the session bus with `zbus` (already what the
//! notifications use) in the spec's "plain" session: the secret crosses
//! the user's own session bus only, as with every local client that does
//! not negotiate encryption. An item is found by the attributes
//! `application=kairos` and `account=NAME`.

use std::collections::HashMap;

use zbus::{OwnedObjectPath, OwnedVariant as OwnedValue, Variant as Value};

const SERVICE: &str = "org.freedesktop.secrets";
const PATH: &str = "/org/freedesktop/secrets";
const IFACE: &str = "org.freedesktop.Secret.Service";

/// Why the Secret Service could not give or keep a password.
#[derive(Debug, thiserror::Error)]
pub enum SecretError {
    #[error(
        "no Secret Service on the session bus ({0}); give the account a --password-command instead"
    )]
    Unavailable(String),
    #[error("the Secret Service holds no password for account {0}; add it again, or give a --password-command")]
    Missing(String),
    #[error("the keyring is locked; unlock it (log in to the desktop) and sync again")]
    Locked,
    #[error("the Secret Service failed: {0}")]
    Failed(String),
}

/// A Secret Service secret: (session, parameters, value, content type).
type Secret = (OwnedObjectPath, Vec<u8>, Vec<u8>, String);

fn attributes(account: &str) -> HashMap<&str, &str> {
    HashMap::from([("application", "kairos"), ("account", account)])
}

fn failed(e: zbus::Error) -> SecretError {
    SecretError::Failed(e.to_string())
}

async fn session() -> Result<(zbus::Connection, OwnedObjectPath), SecretError> {
    let bus = zbus::Connection::session()
        .await
        .map_err(|e| SecretError::Unavailable(e.to_string()))?;
    let reply = bus
        .call_method(
            Some(SERVICE),
            PATH,
            Some(IFACE),
            "OpenSession",
            &("plain", Value::from("")),
        )
        .await
        .map_err(|e| SecretError::Unavailable(e.to_string()))?;
    let (_, session): (OwnedValue, OwnedObjectPath) = reply.body().deserialize().map_err(failed)?;
    Ok((bus, session))
}

/// The items kept for `account`: (unlocked, locked).
async fn search(
    bus: &zbus::Connection,
    account: &str,
) -> Result<(Vec<OwnedObjectPath>, Vec<OwnedObjectPath>), SecretError> {
    let reply = bus
        .call_method(
            Some(SERVICE),
            PATH,
            Some(IFACE),
            "SearchItems",
            &(attributes(account),),
        )
        .await
        .map_err(|e| SecretError::Unavailable(e.to_string()))?;
    reply.body().deserialize().map_err(failed)
}

/// The password kept for `account`.
pub fn lookup(account: &str) -> Result<String, SecretError> {
    zbus::block_on(async {
        let (bus, session) = session().await?;
        let (unlocked, locked) = search(&bus, account).await?;
        if unlocked.is_empty() {
            return Err(if locked.is_empty() {
                SecretError::Missing(account.to_owned())
            } else {
                SecretError::Locked
            });
        }
        let reply = bus
            .call_method(
                Some(SERVICE),
                PATH,
                Some(IFACE),
                "GetSecrets",
                &(&unlocked[..1], &session),
            )
            .await
            .map_err(failed)?;
        let secrets: HashMap<OwnedObjectPath, Secret> =
            reply.body().deserialize().map_err(failed)?;
        let (_, _, value, _) = secrets
            .into_values()
            .next()
            .ok_or_else(|| SecretError::Missing(account.to_owned()))?;
        String::from_utf8(value)
            .map_err(|_| SecretError::Failed("the stored password is not UTF-8".into()))
    })
}

/// Deletes the password kept for `account` (an account removed); nothing
/// kept is not an error.
pub fn forget(account: &str) -> Result<(), SecretError> {
    zbus::block_on(async {
        let bus = zbus::Connection::session()
            .await
            .map_err(|e| SecretError::Unavailable(e.to_string()))?;
        let (unlocked, locked) = search(&bus, account).await?;
        for item in unlocked.iter().chain(&locked) {
            bus.call_method(
                Some(SERVICE),
                item.as_str(),
                Some("org.freedesktop.Secret.Item"),
                "Delete",
                &(),
            )
            .await
            .map_err(failed)?;
        }
        Ok(())
    })
}

/// Keeps `password` for `account` in the default collection (replacing
/// an older one).
pub fn store(account: &str, password: &str) -> Result<(), SecretError> {
    zbus::block_on(async {
        let (bus, session) = session().await?;
        let reply = bus
            .call_method(Some(SERVICE), PATH, Some(IFACE), "ReadAlias", &("default",))
            .await
            .map_err(failed)?;
        let collection: OwnedObjectPath = reply.body().deserialize().map_err(failed)?;
        if collection.as_str() == "/" {
            return Err(SecretError::Failed("there is no default keyring".into()));
        }
        let label = format!("Kairos CalDAV account {account}");
        let properties: HashMap<&str, Value<'_>> = HashMap::from([
            ("org.freedesktop.Secret.Item.Label", Value::from(label)),
            (
                "org.freedesktop.Secret.Item.Attributes",
                Value::from(attributes(account)),
            ),
        ]);
        let secret: Secret = (
            session,
            Vec::new(),
            password.as_bytes().to_vec(),
            "text/plain".to_owned(),
        );
        let reply = bus
            .call_method(
                Some(SERVICE),
                collection.as_str(),
                Some("org.freedesktop.Secret.Collection"),
                "CreateItem",
                &(properties, secret, true),
            )
            .await
            .map_err(failed)?;
        let (_, prompt): (OwnedObjectPath, OwnedObjectPath) =
            reply.body().deserialize().map_err(failed)?;
        if prompt.as_str() != "/" {
            return Err(SecretError::Locked);
        }
        Ok(())
    })
}
