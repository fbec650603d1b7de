//! Who signed in: the identity a provider vouches for after a code
//! exchange, and whether it is the person the account is for.
//!
//! # Why
//!
//! PKCE and `state` bind the browser's answer to the request Kairos made,
//! but both are in the address the browser is started with, which other
//! users of the machine can read (`/proc/PID/cmdline`). Another user can
//! start the same request as themselves and answer the loopback listener
//! first: the exchange succeeds and yields *their* tokens. What tells that
//! sign-in apart is the person it is for, so the e-mail address the
//! provider vouches for — in the ID token, else at its userinfo endpoint,
//! else the CalDAV principal's own address — must be the address the user
//! gave (signing in again: the account's). Anything else is refused and
//! the grant revoked.
//!
//! The ID token comes straight from the token endpoint over a verified
//! TLS connection (http only on this computer), so its signature is not
//! checked (OpenID Connect Core §3.1.3.7, 6.); its issuer, audience and
//! expiry are.

use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine;

use super::{checked_url, plain_client, OAuthError, OAuthSettings};
use crate::fl;
use crate::model::CalendarAddress;
use crate::sync::dav::Options;

/// The largest ID token or userinfo answer read.
const MAX_CLAIMS: usize = 64 * 1024;

/// How far a clock may be off when an ID token's expiry is read.
const CLOCK_SKEW_SECS: i64 = 300;

/// Google's ID tokens may name the issuer without its scheme.
const GOOGLE_ISSUERS: [&str; 2] = ["https://accounts.google.com", "accounts.google.com"];

/// The e-mail address an ID token vouches for, if it names one that is not
/// marked unverified. A token for another issuer or client, or expired,
/// is refused: it is not this sign-in's.
pub fn from_id_token(token: &str, settings: &OAuthSettings) -> Result<Option<String>, OAuthError> {
    let bad = OAuthError::BadIdToken;
    if token.len() > MAX_CLAIMS {
        return Err(bad(fl!("oauth-id-token-too-large")));
    }
    let payload = token
        .split('.')
        .nth(1)
        .ok_or_else(|| bad(fl!("oauth-id-token-not-jwt")))?;
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload.trim_end_matches('='))
        .map_err(|_| bad(fl!("oauth-id-token-not-base64")))?;
    let claims: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|_| bad(fl!("oauth-id-token-not-json")))?;
    let issuer = claims["iss"]
        .as_str()
        .ok_or_else(|| bad(fl!("oauth-no-issuer")))?;
    if let Some(expected) = &settings.issuer {
        let google = super::google::is_google(settings) && GOOGLE_ISSUERS.contains(&issuer);
        if issuer != expected && !google {
            return Err(bad(fl!(
                "oauth-id-token-other-issuer",
                issuer = format!("{issuer:?}"),
                expected = format!("{expected:?}")
            )));
        }
    }
    let audience = match &claims["aud"] {
        serde_json::Value::String(one) => one == &settings.client_id,
        serde_json::Value::Array(many) => {
            many.iter().any(|a| a.as_str() == Some(&settings.client_id))
        }
        _ => false,
    };
    if !audience {
        return Err(bad(fl!("oauth-id-token-other-client")));
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    match claims["exp"].as_i64() {
        Some(exp) if exp + CLOCK_SKEW_SECS >= now => {}
        Some(_) => return Err(bad(fl!("oauth-id-token-expired"))),
        None => return Err(bad(fl!("oauth-id-token-no-expiry"))),
    }
    Ok(email_of(&claims))
}

/// The e-mail address the provider's userinfo endpoint gives for
/// `access_token`, if it gives one.
pub fn from_userinfo(
    access_token: &str,
    settings: &OAuthSettings,
    options: Options,
) -> Result<Option<String>, OAuthError> {
    let Some(url) = &settings.userinfo_url else {
        return Ok(None);
    };
    let uri = checked_url(url)?;
    let client = plain_client(options)?;
    let headers = [
        ("accept", "application/json".to_owned()),
        ("authorization", format!("Bearer {access_token}")), // i18n: not words
    ];
    let reply = client.send("GET", &uri, &headers, None)?;
    if reply.status != 200 {
        return Err(OAuthError::Refused(fl!(
            "oauth-userinfo-status",
            status = u64::from(reply.status)
        )));
    }
    if reply.body.len() > MAX_CLAIMS {
        return Err(OAuthError::Refused(fl!("oauth-userinfo-too-large")));
    }
    let claims: serde_json::Value = serde_json::from_slice(&reply.body)
        .map_err(|_| OAuthError::Refused(fl!("oauth-userinfo-not-json")))?;
    Ok(email_of(&claims))
}

/// The `email` claim unless `email_verified` says it was not checked.
fn email_of(claims: &serde_json::Value) -> Option<String> {
    let email = claims["email"].as_str()?.trim();
    let unverified = claims["email_verified"].as_bool() == Some(false);
    (!email.is_empty() && !unverified).then(|| email.to_owned())
}

/// Whether `given` (what the user typed, or the account's user) and
/// `vouched` (an address the provider or server gave) are one address:
/// case and a `mailto:` aside.
pub fn same_person(given: &str, vouched: &str) -> bool {
    match (
        CalendarAddress::parse(given),
        CalendarAddress::parse(vouched),
    ) {
        (Some(given), Some(vouched)) => given == vouched,
        _ => false,
    }
}

/// Whether the sign-in is `given`'s: the address the provider `vouched`
/// for, else one of the CalDAV principal's own `addresses`; neither is
/// refused, as nothing tells whose the sign-in is.
pub fn confirm(
    given: &str,
    vouched: Option<&str>,
    addresses: &[CalendarAddress],
) -> Result<(), OAuthError> {
    let not_you = |other: &str| OAuthError::NotYou {
        given: given.trim().to_owned(),
        vouched: other.to_owned(),
    };
    match vouched {
        Some(v) if same_person(given, v) => Ok(()),
        Some(v) => Err(not_you(v)),
        None if addresses.is_empty() => Err(OAuthError::NoIdentity),
        None if addresses.iter().any(|a| same_person(given, a.as_str())) => Ok(()),
        None => Err(not_you(
            addresses[0].email().unwrap_or(addresses[0].as_str()),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> OAuthSettings {
        OAuthSettings {
            authorize_url: "https://id.example.org/auth".into(),
            token_url: "https://id.example.org/token".into(),
            revocation_url: None,
            scope: "openid email caldav".into(),
            client_id: "kairos".into(),
            client_secret: None,
            issuer: Some("https://id.example.org".into()),
            issuer_in_answer: true,
            userinfo_url: None,
        }
    }

    fn token(claims: serde_json::Value) -> String {
        let b64 = |v: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v);
        format!(
            "{}.{}.{}",
            b64(br#"{"alg":"RS256"}"#),
            b64(claims.to_string().as_bytes()),
            b64(b"signature")
        )
    }

    fn later() -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64
            + 600
    }

    #[test]
    fn an_id_token_vouches_for_its_verified_address_only_for_this_client() {
        let s = settings();
        let good = serde_json::json!({
            "iss": "https://id.example.org", "aud": "kairos", "exp": later(),
            "sub": "1", "email": "Ann@Example.org", "email_verified": true,
        });
        assert_eq!(
            from_id_token(&token(good.clone()), &s).unwrap().as_deref(),
            Some("Ann@Example.org")
        );
        let mut unverified = good.clone();
        unverified["email_verified"] = false.into();
        assert_eq!(from_id_token(&token(unverified), &s).unwrap(), None);
        let mut none = good.clone();
        none.as_object_mut().unwrap().remove("email");
        assert_eq!(from_id_token(&token(none), &s).unwrap(), None);
        let mut many = good.clone();
        many["aud"] = serde_json::json!(["other", "kairos"]);
        assert!(from_id_token(&token(many), &s).unwrap().is_some());

        for (field, value) in [
            ("iss", serde_json::json!("https://evil.example.org")),
            ("aud", serde_json::json!("another-client")),
            ("exp", serde_json::json!(1_000_000)),
        ] {
            let mut bad = good.clone();
            bad[field] = value;
            let e = from_id_token(&token(bad), &s).unwrap_err();
            assert!(matches!(e, OAuthError::BadIdToken(_)), "{field}: {e}");
        }
        for garbage in ["", "a.b", "a.!!!.c", "a.e30K.c"] {
            assert!(from_id_token(garbage, &s).is_err(), "{garbage:?}");
        }
    }

    #[test]
    fn one_address_whatever_its_case_or_scheme() {
        assert!(same_person("ann@example.org", "MAILTO:Ann@Example.org"));
        assert!(same_person(" ann@example.org ", "ann@example.org"));
        assert!(!same_person("ann@example.org", "mallory@example.org"));
        assert!(!same_person("", ""));
        assert!(!same_person("ann@example.org", "ann@example.org.evil"));
    }

    #[test]
    fn the_provider_or_else_the_principal_must_name_the_given_person() {
        let ann = CalendarAddress::parse("mailto:ann@example.org").unwrap();
        let bob = CalendarAddress::parse("mailto:bob@example.org").unwrap();
        assert!(confirm("ann@example.org", Some("ANN@example.org"), &[]).is_ok());
        // What the provider vouched for wins over the principal's list.
        let e = confirm(
            "ann@example.org",
            Some("bob@example.org"),
            std::slice::from_ref(&ann),
        )
        .unwrap_err();
        assert!(e.to_string().contains("bob@example.org"), "{e}");
        assert!(confirm("ann@example.org", None, &[bob.clone(), ann]).is_ok());
        let e = confirm("ann@example.org", None, &[bob]).unwrap_err();
        assert!(matches!(e, OAuthError::NotYou { .. }), "{e}");
        let e = confirm("ann@example.org", None, &[]).unwrap_err();
        assert!(matches!(e, OAuthError::NoIdentity), "{e}");
    }
}
