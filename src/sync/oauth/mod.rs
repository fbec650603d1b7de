//! OAuth 2.0 sign-in for CalDAV accounts (Google, and any server that
//! takes bearer tokens): the authorization-code flow with PKCE in the
//! user's own browser, as Thunderbird, GNOME Online Accounts and DAVx5 do
//! it (RFC 8252), then `Authorization: Bearer` on every CalDAV request.
//!
//! # Why it is built this way
//!
//! - **The browser, not a form of ours**: the user types their password
//!   into the provider's own page (with its second factor, its passkeys),
//!   never into Kairos. The answer comes back to a one-shot listener on
//!   127.0.0.1 at a free port (`flow`).
//! - **PKCE and `state`**: a code seen by another program on this machine
//!   is useless without the verifier, and an answer to a request Kairos did
//!   not make is refused.
//! - **The sign-in must be the user's** ([`identity`]): both travel on the
//!   browser's command line, so another local user can sign in as
//!   themselves with them and answer first. The address the provider
//!   vouches for must be the one the user gave (or the account's), else
//!   the grant is revoked and nothing kept; an answer naming another
//!   issuer (RFC 9207) is refused before its code is used.
//! - **Only the refresh token is kept**, in the Secret Service like a
//!   password (`tokens`); access tokens live in memory, are renewed a
//!   minute before they expire, and once when a server refuses one. A
//!   refresh token the provider no longer honours makes the account's
//!   trouble "sign in again", and background sync leaves it alone.
//! - **Providers are configuration** ([`OAuthSettings`]): Google is one
//!   preset ([`google`]); any OpenID Connect issuer is read from its
//!   discovery document ([`discover_issuer`]).

mod flow;
pub mod google;
mod http;
pub mod identity;
mod tokens;

pub use flow::{open_browser, sign_in, Browser, SignIn};
pub use tokens::{forget_access, keep, revoke, revoke_token, AccountTokens, FirstToken};

use std::time::Duration;

use ureq::http::Uri;

use super::dav::{self, Client, DavError, Options};
use crate::fl;
pub use crate::store::OAuthSettings;

/// Why a sign-in or a token did not come.
#[derive(Debug, thiserror::Error)]
pub enum OAuthError {
    #[error("{}", fl!("oauth-insecure", url = format!("{:?}", .0)))]
    Insecure(String),
    #[error("{}", fl!("oauth-bad-url", url = format!("{:?}", .0)))]
    BadUrl(String),
    #[error("{}", fl!("oauth-no-client-id", provider = .provider.as_str()))]
    NoClientId { provider: String },
    #[error("{}", fl!("oauth-listen", reason = .0.to_string()))]
    Listen(std::io::Error),
    #[error("{}", fl!("oauth-browser", reason = .0.as_str()))]
    Browser(String),
    #[error("{}", fl!("oauth-timed-out", seconds = .0.as_secs()))]
    TimedOut(Duration),
    #[error("{}", fl!("oauth-cancelled"))]
    Cancelled,
    #[error("{}", fl!("oauth-declined", reason = .0.as_str()))]
    Declined(String),
    #[error("{}", fl!("oauth-state-mismatch"))]
    StateMismatch,
    #[error("{}", fl!("oauth-refused", reason = .0.as_str()))]
    Refused(String),
    #[error("{}", fl!("oauth-no-refresh-token"))]
    NoRefreshToken,
    #[error("{0}")]
    Server(#[from] DavError),
    #[error("{}", fl!("oauth-discovery", issuer = .issuer.as_str(), reason = .reason.as_str()))]
    Discovery { issuer: String, reason: String },
    #[error("{}", issuer_mismatch(.expected, .named.as_deref()))]
    IssuerMismatch {
        expected: String,
        named: Option<String>,
    },
    #[error("{}", fl!("oauth-bad-id-token", reason = .0.as_str()))]
    BadIdToken(String),
    #[error("{}", fl!("oauth-not-you", vouched = .vouched.as_str(), given = .given.as_str()))]
    NotYou { given: String, vouched: String },
    #[error("{}", fl!("oauth-no-identity"))]
    NoIdentity,
}

/// An answer from another issuer than `expected`, or from one that did not
/// say its name (RFC 9207).
fn issuer_mismatch(expected: &str, named: Option<&str>) -> String {
    match named {
        Some(named) => fl!("oauth-issuer-mismatch", named = named, expected = expected),
        None => fl!("oauth-issuer-unnamed", expected = expected),
    }
}

/// Checks that `url` is https, or http on this computer (a test's server).
pub fn checked_url(url: &str) -> Result<Uri, OAuthError> {
    let uri: Uri = url
        .parse()
        .map_err(|_| OAuthError::BadUrl(url.to_owned()))?;
    let local = matches!(
        uri.host(),
        Some("127.0.0.1" | "localhost" | "[::1]" | "::1")
    );
    match uri.scheme_str() {
        Some("https") if uri.host().is_some() => Ok(uri),
        Some("http") if local => Ok(uri),
        Some("http") => Err(OAuthError::Insecure(url.to_owned())),
        _ => Err(OAuthError::BadUrl(url.to_owned())),
    }
}

/// The settings of an OpenID Connect issuer (`https://id.example.com`),
/// from its discovery document, for `client_id` asking `scope`.
pub fn discover_issuer(
    issuer: &str,
    client_id: String,
    client_secret: Option<String>,
    scope: String,
    options: Options,
) -> Result<OAuthSettings, OAuthError> {
    let base = issuer.trim_end_matches('/');
    let url = checked_url(&format!("{base}/.well-known/openid-configuration"))?;
    let client = Client::new(None, options)?;
    let reply = client.send("GET", &url, &[("accept", "application/json".into())], None)?;
    let discovery = |reason: String| OAuthError::Discovery {
        issuer: issuer.to_owned(),
        reason,
    };
    if reply.status != 200 {
        return Err(discovery(fl!(
            "oauth-discovery-status",
            status = u64::from(reply.status)
        )));
    }
    let doc: serde_json::Value =
        serde_json::from_slice(&reply.body).map_err(|e| discovery(e.to_string()))?;
    let field = |name: &str| doc.get(name).and_then(|v| v.as_str()).map(str::to_owned);
    let endpoint = |name: &str| -> Result<String, OAuthError> {
        let url =
            field(name).ok_or_else(|| discovery(fl!("oauth-discovery-missing", name = name)))?;
        checked_url(&url)?;
        Ok(url)
    };
    let optional = |name: &str| -> Result<Option<String>, OAuthError> {
        field(name)
            .map(|url| checked_url(&url).map(|_| url))
            .transpose()
    };
    // OpenID Connect Discovery §4.3: the document must name the issuer it
    // was asked for, or it may be another's.
    let named = field("issuer").ok_or_else(|| discovery(fl!("oauth-no-issuer")))?;
    if named.trim_end_matches('/') != base {
        return Err(discovery(fl!(
            "oauth-discovery-other-issuer",
            named = format!("{named:?}")
        )));
    }
    let supported: Option<Vec<String>> = doc.get("scopes_supported").and_then(|v| {
        v.as_array().map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect()
        })
    });
    Ok(OAuthSettings {
        authorize_url: endpoint("authorization_endpoint")?,
        token_url: endpoint("token_endpoint")?,
        revocation_url: optional("revocation_endpoint")?,
        scope: with_identity_scopes(&scope, supported.as_deref()),
        client_id,
        client_secret,
        issuer: Some(named),
        issuer_in_answer: doc
            .get("authorization_response_iss_parameter_supported")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false),
        userinfo_url: optional("userinfo_endpoint")?,
    })
}

/// `scope` with `openid` and `email` added where the provider has them
/// (every OpenID Connect provider has `openid`): the sign-in then says
/// who signed in (see `identity`).
fn with_identity_scopes(scope: &str, supported: Option<&[String]>) -> String {
    let mut scopes: Vec<&str> = scope.split_whitespace().collect();
    for wanted in ["openid", "email"] {
        let offered = supported.is_none_or(|s| s.iter().any(|x| x == wanted));
        if offered && !scopes.contains(&wanted) {
            scopes.push(wanted);
        }
    }
    scopes.join(" ")
}

/// The `dav::Client` every OAuth request goes through: the CalDAV
/// client's timeouts, bounded bodies and verified TLS, without a login
/// and without retries.
fn plain_client(options: Options) -> Result<Client, OAuthError> {
    // Never retried: a code is single-use, and a rotating refresh token
    // the server spent before failing would void the whole sign-in if sent
    // again.
    let options = Options {
        retries: 0,
        ..options
    };
    Ok(dav::Client::new(None, options)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_are_https_but_on_this_computer() {
        assert!(checked_url("https://oauth2.googleapis.com/token").is_ok());
        assert!(checked_url("http://127.0.0.1:8080/token").is_ok());
        assert!(checked_url("http://localhost/token").is_ok());
        assert!(matches!(
            checked_url("http://id.example.com/token"),
            Err(OAuthError::Insecure(_))
        ));
        assert!(matches!(
            checked_url("ftp://id.example.com/"),
            Err(OAuthError::BadUrl(_))
        ));
    }

    #[test]
    fn the_scopes_that_say_who_signed_in_are_asked_where_offered() {
        assert_eq!(with_identity_scopes("caldav", None), "caldav openid email");
        let offered = ["openid".to_owned(), "caldav".to_owned()];
        assert_eq!(
            with_identity_scopes("caldav", Some(&offered)),
            "caldav openid"
        );
        assert_eq!(
            with_identity_scopes("email openid caldav", None),
            "email openid caldav"
        );
    }
}
