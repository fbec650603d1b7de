//! The login sent with every request: HTTP Basic with a password, or an
//! OAuth 2.0 bearer token (RFC 6750) that is renewed once when the server
//! refuses it, since an access token can expire or be revoked between the
//! moment it was checked and the moment the server reads it.

use std::sync::{Arc, Mutex};

use ureq::http::HeaderValue;

use super::digest::{self, Challenge};

/// Where an account's bearer tokens come from (its OAuth 2.0 sign-in).
pub trait BearerSource: Send + Sync {
    /// The token for the next request (renewed first when about to expire).
    fn token(&self) -> Result<String, TokenError>;
    /// The server refused `refused`: a new token, or why there is none.
    fn renew(&self, refused: &str) -> Result<String, TokenError>;
}

/// Why no access token could be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct TokenError {
    /// In words, without any token.
    pub reason: String,
    /// The sign-in itself is gone (revoked, expired): only the user
    /// signing in again in the browser mends it.
    pub sign_in_again: bool,
    /// The token endpoint could not be reached: it passes.
    pub offline: bool,
}

/// The login sent with every request.
#[derive(Clone)]
pub struct Login {
    pub(super) kind: Kind,
}

#[derive(Clone)]
pub(super) enum Kind {
    Password(Password),
    Bearer(Arc<dyn BearerSource>),
}

/// A user name and password: HTTP Basic, or Digest once the server asked
/// for it (see `digest`).
#[derive(Clone)]
pub(super) struct Password {
    basic: HeaderValue,
    user: String,
    password: String,
    /// The server's Digest challenge and how often its nonce was used.
    digest: Arc<Mutex<Option<(Challenge, u32)>>>,
}

impl Password {
    /// The `Authorization` value for a request of `method` to `uri` (its
    /// path and query): Digest once a challenge is known, else Basic.
    pub(super) fn header(&self, method: &str, uri: &str) -> HeaderValue {
        let mut known = self.digest.lock().unwrap_or_else(|e| e.into_inner());
        let Some((challenge, used)) = known.as_mut() else {
            return self.basic.clone();
        };
        *used += 1;
        let cnonce = uuid::Uuid::new_v4().simple().to_string();
        let text = digest::authorization(
            challenge,
            &self.user,
            &self.password,
            method,
            uri,
            *used,
            &cnonce,
        );
        let mut value = HeaderValue::from_str(&text).unwrap_or_else(|_| self.basic.clone());
        value.set_sensitive(true);
        value
    }

    /// The server answered 401 with `challenges` (its `WWW-Authenticate`
    /// values): whether a new Digest answer is worth sending — a first
    /// challenge, or a known one whose nonce went stale. A refusal of an
    /// answer to a fresh nonce is a wrong password, not tried again.
    pub(super) fn challenged<'a>(&self, challenges: impl IntoIterator<Item = &'a str>) -> bool {
        let Some(challenge) = digest::best_challenge(challenges) else {
            return false;
        };
        let mut known = self.digest.lock().unwrap_or_else(|e| e.into_inner());
        let again = known.is_none() || challenge.stale;
        if again {
            *known = Some((challenge, 0));
        }
        again
    }
}

impl Login {
    /// A user name and password: HTTP Basic (the scheme every CalDAV
    /// server speaks, over TLS), or Digest where the server asks for it.
    pub fn basic(user: &str, password: &str) -> Login {
        let basic = format!("Basic {}", base64(format!("{user}:{password}"))); // i18n: not words
        let mut value =
            HeaderValue::from_str(&basic).unwrap_or_else(|_| HeaderValue::from_static(""));
        value.set_sensitive(true);
        Login {
            kind: Kind::Password(Password {
                basic: value,
                user: user.to_owned(),
                password: password.to_owned(),
                digest: Arc::default(),
            }),
        }
    }

    /// OAuth 2.0: `Authorization: Bearer` with tokens from `source`.
    pub fn bearer(source: Arc<dyn BearerSource>) -> Login {
        Login {
            kind: Kind::Bearer(source),
        }
    }
}

/// An `Authorization: Bearer` value; a token that is no header value is
/// the token endpoint's error, said as such.
pub(super) fn bearer_header(token: &str) -> Result<HeaderValue, TokenError> {
    let header = format!("Bearer {token}"); // i18n: not words
    let mut value = HeaderValue::from_str(&header).map_err(|_| TokenError {
        reason: crate::fl!("oauth-token-not-text"),
        sign_in_again: true,
        offline: false,
    })?;
    value.set_sensitive(true);
    Ok(value)
}

impl std::fmt::Debug for Login {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Login(..)")
    }
}

/// Base64 (RFC 4648, padded), for Basic auth.
fn base64(text: String) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_rfc_4648() {
        assert_eq!(base64("".into()), "");
        assert_eq!(base64("f".into()), "Zg==");
        assert_eq!(base64("fo".into()), "Zm8=");
        assert_eq!(base64("foo".into()), "Zm9v");
        assert_eq!(base64("alice:secret".into()), "YWxpY2U6c2VjcmV0");
    }
}
