//! The desktop's Secret Service (org.freedesktop.secrets: GNOME Keyring,
//! KeePassXC, KWallet's bridge), where an account's password lives when the
//! user gave no password command.
//!
//! Spoken directly over the session bus with `zbus` (already what the
//! notifications use) in the spec's "plain" session: the secret crosses
//! the user's own session bus only, as with every local client that does
//! not negotiate encryption. An item is found by the attributes
//! `application=kairos`, `database=ID` (the database's
//! [`keyring_id`](crate::store::Store::keyring_id)) and `account=NAME`:
//! two databases with an account of one name keep two items, so neither
//! can send the other's password to its own server.
//!
//! Items an earlier Kairos kept without `database` are adopted by the
//! first database that looks for that account: kept again under its id,
//! and the old item deleted (which database it belonged to cannot be
//! known; a second one is told the password is missing, not given the
//! first one's).

use std::collections::HashMap;

use zbus::{OwnedObjectPath, OwnedVariant as OwnedValue, Variant as Value};

use crate::store::Account;

use crate::fl;

const SERVICE: &str = "org.freedesktop.secrets";
const PATH: &str = "/org/freedesktop/secrets";
const IFACE: &str = "org.freedesktop.Secret.Service";

/// Why the Secret Service could not give or keep a password.
#[derive(Debug, thiserror::Error)]
pub enum SecretError {
    /// No Secret Service on the bus (why, as the bus says it).
    #[error("{}", fl!("secret-unavailable", reason = .0.as_str()))]
    Unavailable(String),
    /// No item for the account.
    #[error("{}", fl!("secret-missing", account = .0.as_str()))]
    Missing(String),
    #[error("{}", fl!("secret-locked"))]
    Locked,
    /// The service has no default collection to keep a new item in.
    #[error("{}", fl!("secret-no-default-keyring"))]
    NoDefaultKeyring,
    /// The item holds bytes that are no text.
    #[error("{}", fl!("secret-not-text"))]
    NotText,
    /// The service answered with an error (its words).
    #[error("{}", fl!("secret-failed", reason = .0.as_str()))]
    Failed(String),
}

/// A Secret Service secret: (session, parameters, value, content type).
type Secret = (OwnedObjectPath, Vec<u8>, Vec<u8>, String);

/// Whose secret an item holds: an account of one database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Owner<'a> {
    /// The database's id ([`crate::store::Store::keyring_id`]).
    pub database: &'a str,
    /// The account's name.
    pub account: &'a str,
}

impl<'a> From<&'a Account> for Owner<'a> {
    fn from(account: &'a Account) -> Owner<'a> {
        Owner {
            database: &account.keyring_id,
            account: &account.name,
        }
    }
}

impl Owner<'_> {
    fn attributes(&self) -> HashMap<&str, &str> {
        HashMap::from([
            ("application", "kairos"),
            ("database", self.database),
            ("account", self.account),
        ])
    }

    /// What an earlier Kairos's item of this account was found by.
    fn legacy_attributes(&self) -> HashMap<&str, &str> {
        HashMap::from([("application", "kairos"), ("account", self.account)])
    }
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

/// The items found by `attributes`: (unlocked, locked).
async fn search(
    bus: &zbus::Connection,
    attributes: HashMap<&str, &str>,
) -> Result<(Vec<OwnedObjectPath>, Vec<OwnedObjectPath>), SecretError> {
    let reply = bus
        .call_method(
            Some(SERVICE),
            PATH,
            Some(IFACE),
            "SearchItems",
            &(attributes,),
        )
        .await
        .map_err(|e| SecretError::Unavailable(e.to_string()))?;
    reply.body().deserialize().map_err(failed)
}

/// The items an earlier Kairos kept for this account, with no database
/// named (a search by some attributes also finds items with more).
async fn legacy(
    bus: &zbus::Connection,
    owner: Owner<'_>,
) -> Result<(Vec<OwnedObjectPath>, Vec<OwnedObjectPath>), SecretError> {
    let (unlocked, locked) = search(bus, owner.legacy_attributes()).await?;
    let mut kept = (Vec::new(), Vec::new());
    for (items, into) in [(unlocked, &mut kept.0), (locked, &mut kept.1)] {
        for item in items {
            let reply = bus
                .call_method(
                    Some(SERVICE),
                    item.as_str(),
                    Some("org.freedesktop.DBus.Properties"),
                    "Get",
                    &("org.freedesktop.Secret.Item", "Attributes"),
                )
                .await
                .map_err(failed)?;
            let value: OwnedValue = reply.body().deserialize().map_err(failed)?;
            let attributes: HashMap<String, String> = HashMap::try_from(value).map_err(failed)?;
            if !attributes.contains_key("database") {
                into.push(item);
            }
        }
    }
    Ok(kept)
}

/// The secret of the first of `items`.
async fn secret_of(
    bus: &zbus::Connection,
    session: &OwnedObjectPath,
    items: &[OwnedObjectPath],
    owner: Owner<'_>,
) -> Result<String, SecretError> {
    let reply = bus
        .call_method(
            Some(SERVICE),
            PATH,
            Some(IFACE),
            "GetSecrets",
            &(&items[..1], session),
        )
        .await
        .map_err(failed)?;
    let secrets: HashMap<OwnedObjectPath, Secret> = reply.body().deserialize().map_err(failed)?;
    let (_, _, value, _) = secrets
        .into_values()
        .next()
        .ok_or_else(|| SecretError::Missing(owner.account.to_owned()))?;
    String::from_utf8(value).map_err(|_| SecretError::NotText)
}

async fn delete(bus: &zbus::Connection, items: &[OwnedObjectPath]) -> Result<(), SecretError> {
    for item in items {
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
}

/// The password kept for `owner`.
pub fn lookup(owner: Owner<'_>) -> Result<String, SecretError> {
    zbus::block_on(async {
        let (bus, session) = session().await?;
        let (unlocked, locked) = search(&bus, owner.attributes()).await?;
        if !unlocked.is_empty() {
            return secret_of(&bus, &session, &unlocked, owner).await;
        }
        if !locked.is_empty() {
            return Err(SecretError::Locked);
        }
        let (unlocked, locked) = legacy(&bus, owner).await?;
        if unlocked.is_empty() {
            return Err(if locked.is_empty() {
                SecretError::Missing(owner.account.to_owned())
            } else {
                SecretError::Locked
            });
        }
        // Adopted: kept under this database, then the old item deleted,
        // so that it is never found for another database.
        let password = secret_of(&bus, &session, &unlocked, owner).await?;
        create(&bus, session, owner, &password).await?;
        delete(&bus, &unlocked).await?;
        Ok(password)
    })
}

/// Deletes the password kept for `owner` (an account removed), and an
/// earlier Kairos's item of its name not yet adopted; nothing kept is not
/// an error.
pub fn forget(owner: Owner<'_>) -> Result<(), SecretError> {
    zbus::block_on(async {
        let bus = zbus::Connection::session()
            .await
            .map_err(|e| SecretError::Unavailable(e.to_string()))?;
        let (unlocked, locked) = search(&bus, owner.attributes()).await?;
        delete(&bus, &unlocked).await?;
        delete(&bus, &locked).await?;
        let (unlocked, locked) = legacy(&bus, owner).await?;
        delete(&bus, &unlocked).await?;
        delete(&bus, &locked).await
    })
}

/// Keeps `password` for `owner` in the default collection (replacing
/// an older one).
pub fn store(owner: Owner<'_>, password: &str) -> Result<(), SecretError> {
    zbus::block_on(async {
        let (bus, session) = session().await?;
        create(&bus, session, owner, password).await
    })
}

async fn create(
    bus: &zbus::Connection,
    session: OwnedObjectPath,
    owner: Owner<'_>,
    password: &str,
) -> Result<(), SecretError> {
    let reply = bus
        .call_method(Some(SERVICE), PATH, Some(IFACE), "ReadAlias", &("default",))
        .await
        .map_err(failed)?;
    let collection: OwnedObjectPath = reply.body().deserialize().map_err(failed)?;
    if collection.as_str() == "/" {
        return Err(SecretError::NoDefaultKeyring);
    }
    let label = fl!("secret-item-label", account = owner.account);
    let properties: HashMap<&str, Value<'_>> = HashMap::from([
        ("org.freedesktop.Secret.Item.Label", Value::from(label)),
        (
            "org.freedesktop.Secret.Item.Attributes",
            Value::from(owner.attributes()),
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
}
