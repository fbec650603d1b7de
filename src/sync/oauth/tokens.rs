//! An account's tokens: the refresh token in the Secret Service (kept like
//! a password, see `sync::secrets`), access tokens in this process's memory
//! only, renewed before they expire and when a server refuses one.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use oauth2::basic::{BasicClient, BasicErrorResponseType};
use oauth2::{
    AuthType, ClientId, ClientSecret, RefreshToken, RequestTokenError, TokenResponse, TokenUrl,
};

use super::flow::SignIn;
use super::http::Http;
use super::{checked_url, plain_client, OAuthError, OAuthSettings};
use crate::fl;
use crate::store::Account;
use crate::sync::dav::{BearerSource, DavError, Options, TokenError};
use crate::sync::secrets::{self, Owner, SecretError};

/// How long before its expiry an access token is renewed: a request
/// started with it must still be accepted when the server reads it.
const RENEW_BEFORE: Duration = Duration::from_secs(60);

/// How long an access token is trusted when the server did not say.
const ASSUMED_LIFETIME: Duration = Duration::from_secs(3600);

struct Access {
    token: String,
    expires: Instant,
}

/// Access tokens by database and account: one process, every sync of it.
fn cache() -> &'static Mutex<HashMap<(String, String), Access>> {
    static CACHE: OnceLock<Mutex<HashMap<(String, String), Access>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn key(owner: Owner<'_>) -> (String, String) {
    (owner.database.to_owned(), owner.account.to_owned())
}

fn remember(owner: Owner<'_>, token: String, expires_in: Option<Duration>) {
    let expires = Instant::now() + expires_in.unwrap_or(ASSUMED_LIFETIME);
    let mut cache = cache().lock().unwrap_or_else(|p| p.into_inner());
    cache.insert(key(owner), Access { token, expires });
}

/// Keeps a new sign-in of an account: its refresh token in the Secret
/// Service, its access token in memory.
pub fn keep(owner: Owner<'_>, sign_in: &SignIn) -> Result<(), SecretError> {
    secrets::store(owner, sign_in.refresh_token.expose())?;
    remember(
        owner,
        sign_in.access_token.expose().to_owned(),
        sign_in.expires_in,
    );
    Ok(())
}

/// Forgets an account's access token in this process (a removed account).
pub fn forget_access(owner: Owner<'_>) {
    let mut cache = cache().lock().unwrap_or_else(|p| p.into_inner());
    cache.remove(&key(owner));
}

/// The bearer tokens of one OAuth account, for its CalDAV client.
pub struct AccountTokens {
    account: String,
    database: String,
    settings: OAuthSettings,
    timeout: Duration,
    ca_cert: Option<PathBuf>,
}

impl AccountTokens {
    /// The tokens of `account`, which signs in with `settings`.
    pub fn new(account: &Account, settings: OAuthSettings, timeout: Duration) -> AccountTokens {
        AccountTokens {
            account: account.name.clone(),
            database: account.keyring_id.clone(),
            settings,
            timeout,
            ca_cert: account.ca_cert.as_ref().map(PathBuf::from),
        }
    }

    fn owner(&self) -> Owner<'_> {
        Owner {
            database: &self.database,
            account: &self.account,
        }
    }

    fn options(&self) -> Options {
        Options {
            timeout: self.timeout,
            ca_cert: self.ca_cert.clone(),
            ..Options::default()
        }
    }

    /// A new access token from the refresh token; a rotated refresh token
    /// replaces the old one in the Secret Service.
    fn refresh(&self) -> Result<Access, TokenError> {
        let refresh = secrets::lookup(self.owner()).map_err(|e| TokenError {
            sign_in_again: matches!(e, SecretError::Missing(_)),
            offline: false,
            reason: e.to_string(),
        })?;
        let token_url = TokenUrl::new(self.settings.token_url.clone()).map_err(|_| TokenError {
            reason: OAuthError::BadUrl(self.settings.token_url.clone()).to_string(),
            sign_in_again: false,
            offline: false,
        })?;
        let mut client = BasicClient::new(ClientId::new(self.settings.client_id.clone()))
            .set_token_uri(token_url);
        if let Some(secret) = &self.settings.client_secret {
            client = client
                .set_client_secret(ClientSecret::new(secret.clone()))
                .set_auth_type(AuthType::RequestBody);
        }
        let http = plain_client(self.options()).map_err(|e| TokenError {
            reason: e.to_string(),
            sign_in_again: false,
            offline: false,
        })?;
        let got = client
            .exchange_refresh_token(&RefreshToken::new(refresh.clone()))
            .request(&Http(&http));
        let token = match got {
            Ok(token) => token,
            Err(RequestTokenError::ServerResponse(r))
                if matches!(
                    r.error(),
                    BasicErrorResponseType::InvalidGrant
                        | BasicErrorResponseType::UnauthorizedClient
                ) =>
            {
                return Err(TokenError {
                    reason: fl!(
                        "oauth-sign-in-expired",
                        account = self.account.as_str(),
                        error = r.error().to_string()
                    ),
                    sign_in_again: true,
                    offline: false,
                });
            }
            Err(RequestTokenError::Request(
                e @ (DavError::Unreachable { .. } | DavError::Timeout { .. }),
            )) => {
                return Err(TokenError {
                    reason: e.to_string(),
                    sign_in_again: false,
                    offline: true,
                })
            }
            Err(e) => {
                return Err(TokenError {
                    reason: super::flow::refused(e).to_string(),
                    sign_in_again: false,
                    offline: false,
                })
            }
        };
        if let Some(rotated) = token.refresh_token() {
            if rotated.secret() != &refresh {
                // The old one may already be void: the new one must be kept,
                // or the next sync could not sign in.
                secrets::store(self.owner(), rotated.secret()).map_err(|e| TokenError {
                    reason: e.to_string(),
                    sign_in_again: false,
                    offline: false,
                })?;
            }
        }
        Ok(Access {
            token: token.access_token().secret().clone(),
            expires: Instant::now() + token.expires_in().unwrap_or(ASSUMED_LIFETIME),
        })
    }

    /// The cached token unless it is `refused` or about to expire; else a
    /// new one. The lock is held across the refresh so that two requests
    /// of one process never spend the refresh token twice.
    fn current(&self, refused: Option<&str>) -> Result<String, TokenError> {
        let mut cache = cache().lock().unwrap_or_else(|p| p.into_inner());
        let key = key(self.owner());
        if let Some(access) = cache.get(&key) {
            let fresh = access.expires > Instant::now() + RENEW_BEFORE;
            if fresh && refused != Some(access.token.as_str()) {
                return Ok(access.token.clone());
            }
        }
        cache.remove(&key);
        let access = self.refresh()?;
        let token = access.token.clone();
        cache.insert(key, access);
        Ok(token)
    }
}

impl BearerSource for AccountTokens {
    fn token(&self) -> Result<String, TokenError> {
        self.current(None)
    }

    fn renew(&self, refused: &str) -> Result<String, TokenError> {
        self.current(Some(refused))
    }
}

/// The first access token of a sign-in not kept yet, for asking the
/// server once (discovery): nothing renews it.
pub struct FirstToken(pub String);

impl BearerSource for FirstToken {
    fn token(&self) -> Result<String, TokenError> {
        Ok(self.0.clone())
    }

    fn renew(&self, _: &str) -> Result<String, TokenError> {
        Err(TokenError {
            reason: fl!("oauth-new-sign-in-refused"),
            sign_in_again: true,
            offline: false,
        })
    }
}

/// Revokes an account's refresh token at its provider (RFC 7009, a form
/// POST, by hand: the crate's would refuse a test's http provider), for an
/// account being removed. Nothing kept or nowhere to revoke is not an
/// error; a provider that refuses is.
pub fn revoke(
    owner: Owner<'_>,
    settings: &OAuthSettings,
    options: Options,
) -> Result<(), OAuthError> {
    forget_access(owner);
    let Some(url) = &settings.revocation_url else {
        return Ok(());
    };
    checked_url(url)?;
    match secrets::lookup(owner) {
        Ok(token) => revoke_token(&token, settings, options),
        Err(SecretError::Missing(_)) => Ok(()),
        Err(e) => Err(OAuthError::Refused(e.to_string())),
    }
}

/// Revokes `refresh` at the provider of `settings` (RFC 7009).
pub fn revoke_token(
    refresh: &str,
    settings: &OAuthSettings,
    options: Options,
) -> Result<(), OAuthError> {
    let Some(url) = &settings.revocation_url else {
        return Ok(());
    };
    let http = plain_client(options)?;
    let mut form = url::form_urlencoded::Serializer::new(String::new());
    form.append_pair("token", refresh)
        .append_pair("token_type_hint", "refresh_token")
        .append_pair("client_id", &settings.client_id);
    if let Some(secret) = &settings.client_secret {
        form.append_pair("client_secret", secret);
    }
    let body = form.finish();
    let headers = [(
        "content-type",
        "application/x-www-form-urlencoded".to_owned(),
    )];
    let reply = http.send("POST", &checked_url(url)?, &headers, Some(&body))?;
    match reply.status {
        200 => Ok(()),
        status => Err(OAuthError::Refused(fl!(
            "oauth-revoke-status",
            status = u64::from(status),
            url = url.as_str()
        ))),
    }
}
