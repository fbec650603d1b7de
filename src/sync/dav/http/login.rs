//! The login sent with every request: HTTP Basic with a password, or an
//! OAuth 2.0 bearer token (RFC 6750) that is renewed once when the server
//! refuses it, since an access token can expire or be revoked between the
//! moment it was checked and the moment the server reads it.

use std::sync::Arc;

use ureq::http::HeaderValue;

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
    Basic(HeaderValue),
    Bearer(Arc<dyn BearerSource>),
}

impl Login {
    /// HTTP Basic: the only scheme every CalDAV server speaks (over TLS).
    pub fn basic(user: &str, password: &str) -> Login {
        let mut value =
            HeaderValue::from_str(&format!("Basic {}", base64(format!("{user}:{password}"))))
                .unwrap_or_else(|_| HeaderValue::from_static(""));
        value.set_sensitive(true);
        Login {
            kind: Kind::Basic(value),
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
    let mut value = HeaderValue::from_str(&format!("Bearer {token}")).map_err(|_| TokenError {
        reason: "the sign-in server gave an access token that is not text".into(),
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
