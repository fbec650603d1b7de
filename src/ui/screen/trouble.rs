//! A sync failure in words: what went wrong as a person reads it (the
//! sidebar's account status, the account dialog), and what to do about it.

use crate::fl;
use crate::store::Trouble;

/// A sync failure as a person reads it.
pub fn in_words(trouble: Trouble, detail: &str) -> String {
    match trouble {
        Trouble::Password => fl!("account-error-password"),
        Trouble::SignIn => fl!("account-error-sign-in"),
        Trouble::Certificate => fl!("account-error-certificate", detail = short(detail)),
        Trouble::Offline => fl!("account-error-offline", detail = short(detail)),
        Trouble::Server => sentence(detail),
    }
}

/// What the user can do about it, as a button's label.
pub fn fix_of(trouble: Trouble) -> Option<String> {
    match trouble {
        Trouble::Password => Some(fl!("account-fix-password")),
        Trouble::SignIn => Some(fl!("account-fix-sign-in")),
        Trouble::Certificate => Some(fl!("account-fix-certificate")),
        Trouble::Offline | Trouble::Server => None,
    }
}

/// The cause, without the hint meant for the command line, and in words
/// where it is one of the network's usual answers rather than the system's
/// own text ("Connection refused (os error 111)").
fn short(detail: &str) -> String {
    let cut = crate::sync::dav::tls_cause(detail).unwrap_or(detail);
    let cause = cut.rsplit(" failed: ").next().unwrap_or(cut);
    if let Some(words) = network_words(cause) {
        return words;
    }
    // Whatever else the system said, without its error number.
    let number = " (os error "; // i18n: not words
    let cause = match cause.find(number) {
        Some(at) if cause.ends_with(')') => &cause[..at],
        _ => cause,
    };
    sentence(cause)
}

/// How the system words the usual reasons a server cannot be reached:
/// matched in its error text, never shown.
#[rustfmt::skip]
const SAID: [&[&str]; 5] = [
    &["connection refused"], // i18n: not words
    &["timed out", "timeout"], // i18n: not words
    &["name or service not known", "failed to lookup address", "no address associated", "temporary failure in name resolution"], // i18n: not words
    &["network is unreachable", "no route to host"], // i18n: not words
    &["connection reset", "broken pipe"], // i18n: not words
];

/// The usual reasons a server cannot be reached, in the user's language.
fn network_words(cause: &str) -> Option<String> {
    let c = cause.to_lowercase();
    let reason = SAID
        .iter()
        .position(|parts| parts.iter().any(|p| c.contains(p)))?;
    Some(match reason {
        0 => fl!("account-why-refused"),
        1 => fl!("account-why-timed-out"),
        2 => fl!("account-why-unknown-name"),
        3 => fl!("account-why-no-network"),
        _ => fl!("account-why-dropped"),
    })
}

/// `s` as a sentence: a capital first, a full stop last.
pub fn sentence(s: &str) -> String {
    let mut out: String = s.trim().to_owned();
    let starts_with_address = out
        .split_whitespace()
        .next()
        .is_some_and(|w| w.contains("://"));
    if let Some(first) = out.get(..1).filter(|_| !starts_with_address) {
        out = first.to_uppercase() + &out[1..];
    }
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_read_as_sentences_with_their_fix() {
        assert_eq!(
            in_words(Trouble::Password, "x refused the login (HTTP 401)"),
            "The server refused the password."
        );
        assert_eq!(
            fix_of(Trouble::Password).as_deref(),
            Some("Re-enter the password…")
        );
        assert_eq!(
            in_words(
                Trouble::Certificate,
                "TLS with https://dav.example.com/ failed: invalid peer certificate: UnknownIssuer (a self-hosted server's own certificate or its CA can be trusted with --ca-cert)"
            ),
            "Certificate not trusted: Invalid peer certificate: UnknownIssuer."
        );
        assert_eq!(fix_of(Trouble::Offline), None);
        // The network's usual answers in words, not the system's text.
        assert_eq!(
            in_words(
                Trouble::Offline,
                "GET http://127.0.0.1:5232/ failed: Connection refused (os error 111)"
            ),
            "Cannot reach the server: nothing answers at the server’s address (is the server running?)."
        );
        assert_eq!(
            in_words(Trouble::Offline, "dns failed: failed to lookup address information: Name or service not known"),
            "Cannot reach the server: the server’s name is not known (check the address, or the network)."
        );
        // Another system error: its text, without the number.
        assert_eq!(
            in_words(
                Trouble::Offline,
                "x failed: Permission denied (os error 13)"
            ),
            "Cannot reach the server: Permission denied."
        );
    }
}
