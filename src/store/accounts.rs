//! CalDAV accounts and the local calendars that are server calendars.
//!
//! An account row holds where the server is and who logs in, never a
//! password: that comes from the user's password command or the Secret
//! Service each time (see `sync::credentials`). Removing an account removes
//! its calendars and their events here, and nothing on the server.

use rusqlite::{params, OptionalExtension, TransactionBehavior};

use super::calendar_rows::{calendar_name, check_color, drop_calendar, insert_calendar};
use super::{Store, StoreError};
use crate::model::CalendarId;

/// The setting that holds [`Store::keyring_id`].
const KEYRING_ID: &str = "keyring_id";

/// A CalDAV account as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    /// Its row id.
    pub id: i64,
    /// The name the user gave it (`work`), unique.
    pub name: String,
    /// The URL the user gave (a server, a home set or a calendar).
    pub url: String,
    /// Who logs in.
    pub user: String,
    /// The command that prints the password, if the user gave one;
    /// otherwise the password is in the Secret Service.
    pub password_command: Option<String>,
    /// A CA certificate (PEM) trusted besides the system's roots.
    pub ca_cert: Option<String>,
    /// The calendar home discovery found (listed at every sync).
    pub home: String,
    /// How it signs in with OAuth 2.0 (a Google account), if it does: its
    /// refresh token is then in the Secret Service, not a password.
    pub oauth: Option<OAuthSettings>,
    /// The id of the database the account is in ([`Store::keyring_id`]):
    /// with its name, what its secret is kept under in the Secret Service.
    /// Not stored with the account: filled in as it is read.
    pub keyring_id: String,
}

/// Where and as which client an account signs in with OAuth 2.0. None of
/// it is a secret of the user's: the client's secret, if it has one, is the
/// application's (RFC 8252 §8.5: a desktop app cannot keep one), as a
/// distribution builds it in.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OAuthSettings {
    /// The authorization endpoint the browser is sent to.
    pub authorize_url: String,
    /// The token endpoint (code exchange and refresh).
    pub token_url: String,
    /// Where a removed account's token is revoked (RFC 7009), if anywhere.
    pub revocation_url: Option<String>,
    /// The scopes asked for, space-separated.
    pub scope: String,
    /// The application's client id at that server.
    pub client_id: String,
    /// The application's client secret, for servers that want one.
    pub client_secret: Option<String>,
    /// The provider's issuer identifier (OpenID Connect discovery's
    /// `issuer`): what its ID tokens and, per RFC 9207, its answers in the
    /// browser must name. Unknown for accounts added before it was kept.
    #[serde(default)]
    pub issuer: Option<String>,
    /// Whether the provider names itself (`iss`) in every answer in the
    /// browser (`authorization_response_iss_parameter_supported`), so
    /// that an answer without it is refused.
    #[serde(default)]
    pub issuer_in_answer: bool,
    /// Where the provider says who signed in, for a sign-in whose ID
    /// token does not (`userinfo_endpoint`).
    #[serde(default)]
    pub userinfo_url: Option<String>,
}

/// A local calendar that lives on a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncedCalendar {
    /// The local calendar.
    pub calendar: CalendarId,
    /// Its local name.
    pub name: String,
    /// The account it belongs to.
    pub account: i64,
    /// The collection's absolute URL on the server.
    pub href: String,
    /// The RFC 6578 sync token of the last complete sync.
    pub sync_token: Option<String>,
    /// The collection's `getctag` at the last complete sync.
    pub ctag: Option<String>,
}

/// A server calendar to add locally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoteCalendar {
    /// The collection's absolute URL.
    pub href: String,
    /// Its display name (the local calendar's name, made unique).
    pub name: String,
    /// `#rrggbb`.
    pub color: String,
}

impl Store {
    /// Adds an account and a local calendar for each of `calendars`, in one
    /// transaction. A calendar name already taken locally gets the account's
    /// name beside it (`Personal (work)`).
    pub fn add_account(
        &mut self,
        account: &Account,
        calendars: &[RemoteCalendar],
    ) -> Result<Vec<SyncedCalendar>, StoreError> {
        let name = calendar_name(&account.name)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if tx
            .query_row("SELECT 1 FROM accounts WHERE name = ?", [name], |_| Ok(()))
            .optional()?
            .is_some()
        {
            return Err(StoreError::DuplicateAccount(name.to_owned()));
        }
        tx.execute(
            "INSERT INTO accounts (name, url, user, password_command, ca_cert, home, oauth) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",
            params![
                name,
                account.url,
                account.user,
                account.password_command,
                account.ca_cert,
                account.home,
                account
                    .oauth
                    .as_ref()
                    .map(|o| serde_json::to_string(o).expect("settings serialize"))
            ],
        )?;
        let id = tx.last_insert_rowid();
        let mut added = Vec::new();
        for remote in calendars {
            added.push(insert_synced(&tx, id, name, remote)?);
        }
        tx.commit()?;
        self.local_writes += 1;
        Ok(added)
    }

    /// Every account, by name.
    pub fn accounts(&self) -> Result<Vec<Account>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT id, name, url, user, password_command, ca_cert, home, oauth, \
             (SELECT value FROM settings WHERE key = 'keyring_id') FROM accounts ORDER BY name",
        )?;
        let rows = q
            .query_map([], |r| {
                Ok(Account {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    url: r.get(2)?,
                    user: r.get(3)?,
                    password_command: r.get(4)?,
                    ca_cert: r.get(5)?,
                    home: r.get(6)?,
                    oauth: r
                        .get::<_, Option<String>>(7)?
                        .map(|text| {
                            serde_json::from_str(&text).map_err(|e| {
                                rusqlite::Error::FromSqlConversionFailure(
                                    7,
                                    rusqlite::types::Type::Text,
                                    Box::new(e),
                                )
                            })
                        })
                        .transpose()?,
                    keyring_id: r.get(8)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// This database's id in the Secret Service (made when the database
    /// was): an account's secret is kept under it and the account's name.
    /// A copy of the file shares it; a restored backup keeps it.
    pub fn keyring_id(&self) -> Result<String, StoreError> {
        self.setting(KEYRING_ID)?
            .ok_or_else(|| StoreError::Corrupt(format!("the setting {KEYRING_ID} is missing")))
    }

    /// Replaces how account `id` signs in (a provider's settings brought
    /// up to date when it signs in again).
    pub fn set_account_oauth(
        &mut self,
        id: i64,
        settings: &OAuthSettings,
    ) -> Result<(), StoreError> {
        let text = serde_json::to_string(settings).expect("settings serialize");
        self.conn.execute(
            "UPDATE accounts SET oauth = ? WHERE id = ?",
            params![text, id],
        )?;
        self.local_writes += 1;
        Ok(())
    }

    /// The account called `name`.
    pub fn account(&self, name: &str) -> Result<Account, StoreError> {
        self.accounts()?
            .into_iter()
            .find(|a| a.name == name)
            .ok_or_else(|| StoreError::UnknownAccount(name.to_owned()))
    }

    /// The calendars of `account`, by name.
    pub fn synced_calendars(&self, account: i64) -> Result<Vec<SyncedCalendar>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT s.calendar_id, c.name, s.account_id, s.href, s.sync_token, s.ctag \
             FROM synced_calendars s JOIN calendars c ON c.id = s.calendar_id \
             WHERE s.account_id = ? ORDER BY c.position",
        )?;
        let rows = q
            .query_map([account], |r| {
                Ok(SyncedCalendar {
                    calendar: CalendarId(r.get(0)?),
                    name: r.get(1)?,
                    account: r.get(2)?,
                    href: r.get(3)?,
                    sync_token: r.get(4)?,
                    ctag: r.get(5)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Whether `calendar` lives on a server.
    pub fn is_synced(&self, calendar: CalendarId) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT 1 FROM synced_calendars WHERE calendar_id = ?",
                [calendar.0],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// A calendar that appeared on the server since the account was added.
    pub fn add_synced_calendar(
        &mut self,
        account: &Account,
        remote: &RemoteCalendar,
    ) -> Result<SyncedCalendar, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let added = insert_synced(&tx, account.id, &account.name, remote)?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(added)
    }

    /// Removes a local calendar that is gone from its server, with its
    /// events: the server no longer has it, so there is nothing to keep
    /// in step with. Returns how many events it held.
    pub fn remove_synced_calendar(&mut self, calendar: CalendarId) -> Result<usize, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let removed = drop_calendar(&tx, calendar.0)?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(removed)
    }

    /// Removes the account `name`, its calendars and their events (here
    /// only). Returns how many calendars and events went.
    pub fn remove_account(&mut self, name: &str) -> Result<(usize, usize), StoreError> {
        let account = self.account(name)?;
        let calendars = self.synced_calendars(account.id)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut events = 0;
        for c in &calendars {
            events += drop_calendar(&tx, c.calendar.0)?;
        }
        tx.execute("DELETE FROM accounts WHERE id = ?", [account.id])?;
        tx.commit()?;
        self.local_writes += 1;
        Ok((calendars.len(), events))
    }

    /// Trusts the CA certificate at `path` (or only the system's roots,
    /// `None`) for the account `name`.
    pub fn set_account_ca(&mut self, name: &str, path: Option<&str>) -> Result<(), StoreError> {
        let n = self.conn.execute(
            "UPDATE accounts SET ca_cert = ? WHERE name = ?",
            rusqlite::params![path, name],
        )?;
        if n == 0 {
            return Err(StoreError::UnknownAccount(name.to_owned()));
        }
        Ok(())
    }

    /// Saves how far a complete sync of `calendar` got.
    pub fn save_sync_point(
        &mut self,
        calendar: CalendarId,
        sync_token: Option<&str>,
        ctag: Option<&str>,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE synced_calendars SET sync_token = ?, ctag = ? WHERE calendar_id = ?",
            params![sync_token, ctag, calendar.0],
        )?;
        self.local_writes += 1;
        Ok(())
    }
}

/// Adds the local calendar for `remote`, named uniquely.
fn insert_synced(
    tx: &rusqlite::Connection,
    account: i64,
    account_name: &str,
    remote: &RemoteCalendar,
) -> Result<SyncedCalendar, StoreError> {
    check_color(&remote.color)?;
    let wanted = calendar_name(&remote.name).unwrap_or("Calendar");
    let taken = |name: &str| -> Result<bool, StoreError> {
        Ok(tx
            .query_row("SELECT 1 FROM calendars WHERE name = ?", [name], |_| Ok(()))
            .optional()?
            .is_some())
    };
    let mut name = wanted.to_owned();
    let mut n = 1;
    while taken(&name)? {
        name = if n == 1 {
            format!("{wanted} ({account_name})")
        } else {
            format!("{wanted} ({account_name} {n})")
        };
        n += 1;
    }
    let calendar = insert_calendar(tx, &name, &remote.color)?;
    tx.execute(
        "INSERT INTO synced_calendars (calendar_id, account_id, href) VALUES (?, ?, ?)",
        params![calendar, account, remote.href],
    )?;
    Ok(SyncedCalendar {
        calendar: CalendarId(calendar),
        name,
        account,
        href: remote.href.clone(),
        sync_token: None,
        ctag: None,
    })
}
