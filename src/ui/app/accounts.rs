//! Accounts, subscriptions and syncing from the window.
//!
//! Everything that talks to a server runs off the window's thread (the
//! window never waits on the network) and comes back as [`Done`]; the
//! store is written here, on the window's thread, once the server said
//! yes, so a refused login or an unreadable feed leaves nothing behind.

use crate::fl;
use iced::Task;
use std::path::PathBuf;
use std::time::Duration;

use super::dialogs::Dialog;
use super::{App, Message};
use crate::store::{Store, Trouble};
use crate::sync::account::repair::Repair;
use crate::sync::account::{self as new_account, Checked, NewAccount, Password};
use crate::sync::credentials::Secret;
use crate::sync::{self, secrets, subscribe, Options, PassOptions, SyncLock};
use crate::ui::context::AccountStatus;
use crate::ui::screen::account::{self, in_words, sentence, AccountDialog, Managed, Mode};

/// The longest one request from the window may take: as long as a sync
/// pass allows.
const TIMEOUT: Duration = sync::REQUEST_TIMEOUT;

/// What work done off the window's thread found.
#[derive(Debug, Clone)]
pub enum Done {
    /// A new account was checked with the server.
    Checked(Result<Box<Checked>, (Trouble, String)>),
    /// A subscription was added and downloaded (its summary), or not.
    Subscribed(Result<String, String>),
    /// An account's new password or CA was checked (and the password
    /// kept), or not.
    Repaired(Result<Box<new_account::repair::Checked>, (Trouble, String)>),
    /// An OAuth account was signed in again (its token kept), or not.
    SignedIn {
        account: String,
        result: Result<(), (Trouble, String)>,
    },
    /// My answer went to the mail program (what the toast says), or not
    /// (why).
    Mailed(Result<String, String>),
    /// The browser sign-in under way asked the browser to open this
    /// address: the dialog shows it, to copy.
    SignInAt(String),
    /// The browser could not be opened (the program and why): the
    /// dialog says so at once; the sign-in still waits.
    NotOpened(String),
    /// A "Sync now" pass ended.
    Synced,
    /// The worker thread died without an answer.
    Lost,
}

impl App {
    /// The spinner turns; about once a second, whether a pass elsewhere
    /// ended is looked at.
    pub(super) fn spin(&mut self) -> Task<Message> {
        self.context.spin = self.context.spin.wrapping_add(1);
        if self.context.spin.is_multiple_of(8) {
            let accounts = self
                .store
                .conflict_copies()
                .and_then(|copies| self.read_accounts(&copies));
            if let Ok(accounts) = accounts {
                if accounts != self.context.accounts {
                    self.reload();
                }
            }
        }
        Task::none()
    }

    /// The accounts with their calendars and how their syncing goes.
    /// `copies`: the unsettled conflict copies, counted under their accounts.
    pub(super) fn read_accounts(
        &self,
        copies: &[crate::store::ConflictCopy],
    ) -> Result<Vec<AccountStatus>, crate::store::StoreError> {
        let mut out = Vec::new();
        // Asked of the lock only when a state says a sync began and did not
        // end: its process may have died.
        let mut held = None;
        for a in self.store.accounts()? {
            let state = self.store.sync_state(a.id)?;
            let syncing =
                state.running() && *held.get_or_insert_with(|| SyncLock::held(self.store.path()));
            let calendars: Vec<_> = self
                .store
                .synced_calendars(a.id)?
                .into_iter()
                .map(|c| c.calendar)
                .collect();
            let conflicts = copies
                .iter()
                .filter(|c| calendars.contains(&c.calendar))
                .map(|c| c.copy.clone())
                .collect();
            out.push(AccountStatus {
                id: a.id,
                name: a.name.clone(),
                calendars,
                pending: self.store.pending_changes(a.id)?,
                syncing,
                state,
                conflicts,
            });
        }
        Ok(out)
    }

    /// The account dialog on a new account, a subscription, or account `id`.
    pub(super) fn open_account(&mut self, mode: Option<Mode>, id: Option<i64>) -> Task<Message> {
        let mode = match (mode, id) {
            (Some(mode), _) => mode,
            (None, Some(id)) => match self.managed(id) {
                Ok(Some(m)) => Mode::Manage(m),
                Ok(None) => return Task::none(),
                Err(e) => {
                    let reason = e.to_string();
                    self.error = Some(fl!("app-cannot-read-account", reason = reason));
                    return Task::none();
                }
            },
            (None, None) => Mode::Add,
        };
        let dialog = AccountDialog::new(mode);
        let focus = dialog.focus_first();
        self.dialogs.open(Dialog::Account(dialog));
        focus
    }

    fn managed(&self, id: i64) -> Result<Option<Managed>, crate::store::StoreError> {
        let Some(a) = self.store.accounts()?.into_iter().find(|a| a.id == id) else {
            return Ok(None);
        };
        Ok(Some(Managed {
            calendars: self.store.synced_calendars(a.id)?.len(),
            trouble: self.store.sync_state(a.id)?.error,
            identity: self.store.server_identity(a.id)?,
            password_command: a.password_command.is_some(),
            oauth: a.oauth.is_some(),
            ca_cert: a.ca_cert,
            name: a.name,
            url: a.url,
            user: a.user,
        }))
    }

    pub(super) fn account_message(&mut self, m: account::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.account_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        let task = task.map(Message::Account);
        match event {
            Some(e) => Task::batch([task, self.on_account(e)]),
            None => task,
        }
    }

    fn refuse(&mut self, why: String) {
        if let Some(d) = self.dialogs.account_mut() {
            d.refused(why);
        }
    }

    /// What the account dialog asked for.
    fn on_account(&mut self, event: account::Event) -> Task<Message> {
        match event {
            account::Event::Cancel => {
                self.cancel_sign_in();
                self.dialogs.take_account();
                Task::none()
            }
            account::Event::AddGoogle {
                name,
                user,
                client_id,
                client_secret,
            } => self.add_google(name, user, client_id, client_secret),
            account::Event::SignInAgain { account } => self.sign_in_again(account),
            account::Event::Add {
                name,
                url,
                user,
                password,
                ca_cert,
            } => self.check_account(name, url, user, password, ca_cert),
            account::Event::Subscribe { name, url } => {
                if let Err(e) = subscribe::feed_url(&url) {
                    self.refuse(sentence(&e.to_string()));
                    return Task::none();
                }
                let db = self.store.path().to_owned();
                self.off_thread(move || {
                    let options = Options {
                        timeout: TIMEOUT,
                        ..Options::default()
                    };
                    let done =
                        Store::open(&db)
                            .map_err(sync::SyncError::from)
                            .and_then(|mut store| {
                                subscribe::add(&mut store, &name, &url, None, options)
                            });
                    Done::Subscribed(match done {
                        Ok(subscribe::Refreshed::Replaced(r)) => Ok(fl!(
                            "app-subscribed-events",
                            name = name.as_str(),
                            count = r.added
                        )),
                        Ok(subscribe::Refreshed::Unchanged) => {
                            Ok(fl!("app-subscribed", name = name.as_str()))
                        }
                        Err(e) => Err(sentence(&e.to_string())),
                    })
                })
            }
            account::Event::Repair {
                account,
                password,
                ca_cert,
            } => self.repair(account, password, ca_cert),
            account::Event::Remove(name) => {
                self.dialogs.take_account();
                let removed = self.store.account(&name).ok();
                let secret = removed
                    .as_ref()
                    .is_some_and(|a| a.password_command.is_none());
                let keyring_id = removed.as_ref().map(|a| a.keyring_id.clone());
                let oauth = removed.and_then(|a| a.oauth);
                match self.store.remove_account(&name) {
                    Ok(_) => {
                        self.reload();
                        self.show_toast(fl!("app-account-removed", name = name.as_str()), false);
                        if secret {
                            // The keyring may be locked or gone: the
                            // account is removed all the same.
                            let keyring_id = keyring_id.unwrap_or_default();
                            return self.off_thread(move || {
                                let owner = secrets::Owner {
                                    database: &keyring_id,
                                    account: &name,
                                };
                                // The provider forgets the sign-in too.
                                if let Some(settings) = oauth {
                                    let options = Options {
                                        timeout: TIMEOUT,
                                        ..Options::default()
                                    };
                                    if let Err(e) = sync::oauth::revoke(owner, &settings, options) {
                                        log::warn!("the sign-in of {name} was not revoked: {e}");
                                    }
                                }
                                if let Err(e) = secrets::forget(owner) {
                                    log::warn!("the password of {name} stays in the keyring: {e}");
                                }
                                Done::Synced
                            });
                        }
                    }
                    Err(e) => {
                        let reason = e.to_string();
                        self.error = Some(fl!(
                            "app-cannot-remove",
                            name = name.as_str(),
                            reason = reason
                        ));
                    }
                }
                Task::none()
            }
        }
    }

    /// Checks a new account with the server (and keeps its password in
    /// the Secret Service when the server took it).
    fn check_account(
        &mut self,
        name: String,
        url: String,
        user: String,
        password: Password,
        ca_cert: Option<String>,
    ) -> Task<Message> {
        let new = NewAccount {
            name,
            url,
            user,
            ca_cert: ca_cert.map(PathBuf::from),
        };
        let prepared = match new_account::prepare(&self.store, new) {
            Ok(prepared) => prepared,
            Err(e) => return self.refused_now(e.to_string()),
        };
        self.off_thread(move || {
            let options = Options {
                timeout: TIMEOUT,
                ..Options::default()
            };
            let checked = new_account::check(prepared, password, options)
                .map(Box::new)
                .map_err(|e| (e.trouble(), e.to_string()));
            Done::Checked(checked)
        })
    }

    pub(super) fn refused_now(&mut self, why: String) -> Task<Message> {
        self.refuse(sentence(&why));
        Task::none()
    }

    /// Checks an account's new password or CA with the server.
    fn repair(
        &mut self,
        name: String,
        password: Option<Secret>,
        ca_cert: Option<String>,
    ) -> Task<Message> {
        let account = match self.store.account(&name) {
            Ok(a) => a,
            Err(e) => return self.refused_now(e.to_string()),
        };
        // The dialog shows the account's CA: what it holds is the choice.
        let repair = Repair {
            password,
            ca_cert: Some(ca_cert.map(PathBuf::from)),
        };
        self.off_thread(move || {
            let options = Options {
                timeout: TIMEOUT,
                ..Options::default()
            };
            let result = new_account::repair::check(account, repair, options)
                .map(Box::new)
                .map_err(|e| (e.trouble(), e.to_string()));
            Done::Repaired(result)
        })
    }

    /// What came back from off the window's thread.
    pub(super) fn done(&mut self, done: Done) -> Task<Message> {
        match done {
            Done::Checked(checked) => match checked {
                Err((trouble, detail)) => self.refused_now(in_words(trouble, &detail)),
                Ok(checked) => match new_account::save(&mut self.store, *checked) {
                    Ok(added) => {
                        self.dialogs.take_account();
                        self.reload();
                        self.show_toast(
                            fl!(
                                "app-account-added",
                                name = added.account.name.as_str(),
                                count = added.calendars.len()
                            ),
                            false,
                        );
                        self.sync_now()
                    }
                    Err(e) => self.refused_now(e.to_string()),
                },
            },
            Done::Subscribed(Ok(summary)) => {
                self.dialogs.take_account();
                self.reload();
                self.show_toast(summary, false);
                Task::none()
            }
            Done::Subscribed(Err(why)) => self.refused_now(why),
            Done::Repaired(result) => match result {
                Err((trouble, detail)) => self.refused_now(in_words(trouble, &detail)),
                Ok(checked) => match new_account::repair::save(&mut self.store, *checked) {
                    Ok(account) => {
                        self.dialogs.take_account();
                        self.reload();
                        let name = account.name.as_str();
                        self.show_toast(fl!("app-connected-again", name = name), false);
                        self.sync_now()
                    }
                    Err(e) => self.refused_now(e.to_string()),
                },
            },
            Done::SignedIn { account, result } => match result {
                Err((trouble, detail)) => self.refused_now(in_words(trouble, &detail)),
                Ok(()) => {
                    self.dialogs.take_account();
                    self.show_toast(fl!("app-signed-in-again", name = account.as_str()), false);
                    self.sync_now()
                }
            },
            Done::SignInAt(url) => {
                if let Some(d) = self.dialogs.account_mut() {
                    d.signing_in_at(url);
                }
                Task::none()
            }
            Done::NotOpened(why) => {
                if let Some(d) = self.dialogs.account_mut() {
                    d.browser_not_opened(why);
                }
                Task::none()
            }
            Done::Mailed(Ok(said)) => {
                self.show_toast(said, false);
                Task::none()
            }
            Done::Mailed(Err(reason)) => {
                self.error = Some(fl!("app-cannot-mail", reason = reason));
                Task::none()
            }
            Done::Synced => {
                self.work.syncing = false;
                self.reload();
                Task::none()
            }
            Done::Lost => {
                self.work.syncing = false;
                self.refuse(fl!("app-server-went-wrong"));
                Task::none()
            }
        }
    }

    /// Syncs every account and subscription now (Sync now, F5, Ctrl+R),
    /// after any sync under way in another process.
    pub(super) fn sync_now(&mut self) -> Task<Message> {
        if self.work.syncing {
            return Task::none();
        }
        self.work.syncing = true;
        let db = self.store.path().to_owned();
        let task = self.off_thread(move || {
            if let Err(e) = sync_everything(&db) {
                log::warn!("sync now: {e}");
            }
            Done::Synced
        });
        self.reload();
        task
    }
}

/// One pass over everything, as `kairos sync` does it.
fn sync_everything(db: &std::path::Path) -> Result<(), Box<dyn std::error::Error>> {
    let mut store = Store::open(db)?;
    let _lock = SyncLock::acquire(db)?;
    let accounts = store.accounts()?;
    let options = PassOptions {
        timeout: TIMEOUT,
        allow_empty: false,
        today: chrono::Local::now().date_naive(),
        // Sync now: the user asked, the inboxes too.
        read_inbox: true,
    };
    let subscriptions = store.subscriptions()?;
    sync::run_pass(&mut store, &accounts, &subscriptions, options)?;
    Ok(())
}
