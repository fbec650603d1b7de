//! Google Calendar: its OAuth endpoints and CalDAV addresses.
//!
//! From Google's documentation and the clients that sign in to it
//! (GNOME Online Accounts' `goagoogleprovider.c`, evolution-data-server's
//! `e-oauth2-service-google.c`, DAVx5's `OAuthGoogle.kt`, vdirsyncer's
//! `storage/google.py`): the v2 authorization endpoint, the
//! `oauth2.googleapis.com` token and revocation endpoints, the full
//! `calendar` scope (the one every CalDAV client asks; CalDAV takes no
//! narrower one), and the principal at `caldav/v2/{email}/user` whose
//! calendar home lists every calendar the user chose to sync
//! (calendar.google.com/calendar/syncselect).
//!
//! The client id: a distribution builds one in
//! (`KAIROS_GOOGLE_CLIENT_ID` / `KAIROS_GOOGLE_CLIENT_SECRET` at compile
//! time, as GNOME's are set in its build), else the user gives their own
//! ("Desktop app" in the Google Cloud console; README, "Google Calendar").
//! Google wants the secret of a Desktop client even with PKCE.

use super::{OAuthError, OAuthSettings};

pub const AUTHORIZE_URL: &str = "https://accounts.google.com/o/oauth2/v2/auth";
pub const TOKEN_URL: &str = "https://oauth2.googleapis.com/token";
pub const REVOCATION_URL: &str = "https://oauth2.googleapis.com/revoke";
/// The calendar, and who signed in (an ID token with the address).
pub const SCOPE: &str = "openid email https://www.googleapis.com/auth/calendar"; // i18n: not words
/// Google's issuer identifier, as its ID tokens name it.
pub const ISSUER: &str = "https://accounts.google.com";
/// Where Google says who signed in.
pub const USERINFO_URL: &str = "https://openidconnect.googleapis.com/v1/userinfo";
/// Where Google's CalDAV lives.
pub const CALDAV_ROOT: &str = "https://apidata.googleusercontent.com/caldav/v2/";

/// The client id built in by the distribution, if any.
pub fn built_in_client() -> Option<(String, Option<String>)> {
    let id = option_env!("KAIROS_GOOGLE_CLIENT_ID").filter(|s| !s.is_empty())?;
    let secret = option_env!("KAIROS_GOOGLE_CLIENT_SECRET").filter(|s| !s.is_empty());
    Some((id.to_owned(), secret.map(str::to_owned)))
}

/// Whether this build has a Google client id of its own.
pub fn has_built_in_client() -> bool {
    built_in_client().is_some()
}

/// Google's settings for `client_id` (the user's own), else the built-in
/// client; neither is an error that says what is missing.
pub fn settings(
    client_id: Option<String>,
    client_secret: Option<String>,
) -> Result<OAuthSettings, OAuthError> {
    let (client_id, client_secret) = match client_id {
        Some(id) => (id, client_secret),
        None => built_in_client().ok_or(OAuthError::NoClientId {
            provider: "Google".into(), // i18n: not words
        })?,
    };
    Ok(OAuthSettings {
        authorize_url: AUTHORIZE_URL.into(),
        token_url: TOKEN_URL.into(),
        revocation_url: Some(REVOCATION_URL.into()),
        scope: SCOPE.into(),
        client_id,
        client_secret,
        issuer: Some(ISSUER.into()),
        issuer_in_answer: false,
        userinfo_url: Some(USERINFO_URL.into()),
    })
}

/// `settings` of an account added before Kairos asked Google who signed
/// in: the same client, with today's scope, issuer and userinfo.
pub fn upgraded(settings: OAuthSettings) -> OAuthSettings {
    if !is_google(&settings) {
        return settings;
    }
    OAuthSettings {
        scope: SCOPE.into(),
        issuer: Some(ISSUER.into()),
        userinfo_url: Some(USERINFO_URL.into()),
        ..settings
    }
}

/// Whether `settings` are Google's (which wants `access_type=offline` for
/// a refresh token).
pub fn is_google(settings: &OAuthSettings) -> bool {
    settings.authorize_url == AUTHORIZE_URL
}

/// The CalDAV principal of the Google user `email`: discovery reads its
/// calendar home there.
pub fn principal_url(email: &str) -> String {
    // '@' and '+' are path characters (RFC 3986 pchar), as the other
    // clients write them; anything else outside the unreserved set is
    // escaped.
    let mut escaped = String::new();
    for b in email.trim().bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'@' | b'+' => {
                escaped.push(b as char)
            }
            _ => escaped.push_str(&format!("%{b:02X}")),
        }
    }
    format!("{CALDAV_ROOT}{escaped}/user")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_principal_is_under_caldav_v2() {
        // The shape DAVx5 (OAuthGoogle.baseUri), GNOME Online Accounts
        // (uri_caldav) and Thunderbird (attemptGoogleOauth) use.
        assert_eq!(
            principal_url("ann.lee@gmail.com"),
            "https://apidata.googleusercontent.com/caldav/v2/ann.lee@gmail.com/user"
        );
    }

    #[test]
    fn an_account_added_before_asks_who_signed_in_when_it_signs_in_again() {
        let old = OAuthSettings {
            scope: "https://www.googleapis.com/auth/calendar".into(),
            issuer: None,
            userinfo_url: None,
            ..settings(Some("1.apps".into()), Some("x".into())).unwrap()
        };
        let new = upgraded(old.clone());
        assert_eq!(new.scope, SCOPE);
        assert!(new.scope.split(' ').any(|s| s == "email"));
        assert_eq!(new.issuer.as_deref(), Some(ISSUER));
        assert_eq!(
            (&new.client_id, &new.client_secret),
            (&old.client_id, &old.client_secret)
        );
        let other = OAuthSettings {
            authorize_url: "https://id.example.org/auth".into(),
            ..old
        };
        assert_eq!(upgraded(other.clone()), other, "only Google's are Google's");
    }

    #[test]
    fn a_given_client_id_wins_and_none_says_what_is_missing() {
        let s = settings(
            Some("123.apps.googleusercontent.com".into()),
            Some("x".into()),
        )
        .unwrap();
        assert_eq!(s.client_id, "123.apps.googleusercontent.com");
        assert_eq!(s.scope, SCOPE);
        assert!(is_google(&s));
        if built_in_client().is_none() {
            let e = settings(None, None).unwrap_err();
            assert!(e.to_string().contains("--client-id"), "{e}");
        }
    }
}
