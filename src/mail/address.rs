//! The organiser's address as the mail program may get it: a bare
//! RFC 5322 addr-spec, read strictly ([`addr_spec`]). Apart from the rest
//! of `mail` because it is pure and the one gate an invitation's text
//! passes on its way to `xdg-email`.

/// The bare e-mail address an organiser's address (a `mailto:` URI, or
/// an address alone) names, for the mail program; `None` for anything
/// else. The organiser's address comes from an invitation anyone can
/// write, and `xdg-email` hands it on to the mail program in ways a
/// stray character turns into more: Thunderbird gets a compose line
/// `to='…',subject=…,attachment='…'`, where a quote in the address ends
/// the field and a comma starts the next one (an attachment, a Bcc).
///
/// `mailto:` (any case) is taken off, once or twice
/// (`MAILTO:mailto:a@example.org`). What is left must have no `?` (a
/// `mailto:` URI's header fields: `?bcc=`, `?attach=`), and is
/// percent-decoded once (`%2B` is `+`; a `%` not followed by two hex
/// digits, or escapes that are not UTF-8, are refused). The decoded text
/// must then be an RFC 5322 addr-spec, read strictly:
///
/// - `local-part "@" domain`, one `@`;
/// - the local part a dot-atom (atoms of `atext` joined by single dots),
///   at most 64 characters, without the `atext` characters that mean
///   something on the way to the mail program: `'` (Thunderbird's
///   quote), `%` (a second percent-decoding) and `?` (a `mailto:` URI's
///   headers); nor may it begin with `-`, which `xdg-email` takes for an
///   option;
/// - the domain host-name labels (letters, digits, inner `-`; 1 to 63
///   each) joined by dots;
/// - ASCII only and 254 characters at most, with no space, control
///   character, comma, `<>`, `\` or `"` anywhere.
///
/// Refused though RFC 5322 allows them: quoted-string local parts
/// (`"a b"@example.org`), domain-literals (`a@[192.0.2.1]`), comments and
/// folding white space, and internationalised addresses (RFC 6532; an
/// IDN domain can be written in its `xn--` form). No mail program would
/// get those through `xdg-email` intact anyway.
///
/// ```
/// use kairos::mail::addr_spec;
/// assert_eq!(addr_spec("MAILTO:Gina+cal@Example.org").as_deref(), Some("Gina+cal@Example.org"));
/// assert_eq!(addr_spec("mailto:gina%2Bcal@example.org").as_deref(), Some("gina+cal@example.org"));
/// assert_eq!(addr_spec("mailto:gina@example.org?bcc=eve@example.org"), None);
/// assert_eq!(addr_spec("gina',bcc='eve@example.org"), None);
/// ```
pub fn addr_spec(organizer: &str) -> Option<String> {
    let mut text = organizer;
    for _ in 0..2 {
        if let Some(rest) = strip_mailto(text) {
            text = rest;
        }
    }
    if text.contains('?') {
        return None;
    }
    let address = percent_decoded(text)?;
    let (local, domain) = address.split_once('@')?;
    let atext = |c: char| c.is_ascii_alphanumeric() || "!#$&*+-/=^_`{|}~".contains(c);
    let local_ok = local.len() <= 64
        && !local.starts_with('-')
        && local
            .split('.')
            .all(|atom| !atom.is_empty() && atom.chars().all(atext));
    let label = |l: &str| {
        (1..=63).contains(&l.len())
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    let domain_ok = domain.split('.').all(label);
    (address.len() <= 254 && local_ok && domain_ok).then_some(address)
}

/// `text` without a leading `mailto:` in any case.
fn strip_mailto(text: &str) -> Option<&str> {
    const SCHEME: &str = "mailto:";
    text.get(..SCHEME.len())
        .filter(|head| head.eq_ignore_ascii_case(SCHEME))
        .map(|_| &text[SCHEME.len()..])
}

/// `text` with each `%HH` decoded, once; `None` for a `%` without two hex
/// digits after it or bytes that are not UTF-8.
fn percent_decoded(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return None;
            }
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_organiser_is_a_plain_address_or_nothing() {
        for (organizer, bare) in [
            ("gina@example.org", "gina@example.org"),
            ("mailto:gina@example.org", "gina@example.org"),
            ("MAILTO:Gina@Example.ORG", "Gina@Example.ORG"),
            ("MailTo:mailto:gina@example.org", "gina@example.org"),
            (
                "mailto:gina+planning@example.org",
                "gina+planning@example.org",
            ),
            (
                "gina.m.example@mail.eu.example.org",
                "gina.m.example@mail.eu.example.org",
            ),
            (
                "mailto:gina%2Bplanning@example.org",
                "gina+planning@example.org",
            ),
            (
                "bounce=x=example.org@lists-1.example.org",
                "bounce=x=example.org@lists-1.example.org",
            ),
            (
                "o_k!#$&*/^`{|}~@xn--mnchen-3ya.de",
                "o_k!#$&*/^`{|}~@xn--mnchen-3ya.de",
            ),
            ("gina@localhost", "gina@localhost"),
        ] {
            assert_eq!(addr_spec(organizer).as_deref(), Some(bare), "{organizer}");
        }
        let long_local = format!("{}@example.org", "a".repeat(65));
        let long_label = format!("gina@{}.org", "a".repeat(64));
        for organizer in [
            // Issue 55: a compose line of its own for Thunderbird.
            "mailto:alice',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
            "alice',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
            "o'brien@example.org",
            "gina @example.org",
            " gina@example.org",
            "gina@example.org ",
            "gina@exa\tmple.org",
            "gina,eve@example.org",
            "gina@example.org,eve@example.org",
            "Gina <gina@example.org>",
            "<gina@example.org>",
            "gina@example.org\nbcc: eve@example.org",
            "gina@example.org\r",
            "gina\u{0}@example.org",
            "",
            "mailto:",
            "MAILTO:mailto:",
            "gina",
            "gina.example.org",
            "@example.org",
            "gina@",
            "gina@@example.org",
            "gina@eve@example.org",
            "\"gina@eve\"@example.org",
            "\"gina\"@example.org",
            "gina@[192.0.2.1]",
            "gina(comment)@example.org",
            "gina@example.org?bcc=eve@example.org",
            "mailto:gina@example.org?attach=/home/u/.ssh/id_rsa",
            "mailto:gina@example.org?",
            "gina?x@example.org",
            "gina%27@example.org",
            "gina%2C%20eve@example.org",
            "gina%40example.org%3Fbcc%3Deve@example.org",
            "gina%3F@example.org",
            "gina%2527@example.org",
            "gina%@example.org",
            "gina%2@example.org",
            "gina%zz@example.org",
            "gina%FF@example.org",
            "mailto:mailto:mailto:gina@example.org",
            "mailto:mailto:-gina@example.org",
            "-gina@example.org",
            "--attach@example.org",
            ".gina@example.org",
            "gina.@example.org",
            "gi..na@example.org",
            "gina@example..org",
            "gina@.example.org",
            "gina@example.org.",
            "gina@-example.org",
            "gina@example-.org",
            "gina@exa_mple.org",
            "gina\\@example.org",
            "gïna@example.org",
            "gina@münchen.de",
            "https://example.org/principals/gina",
            "tel:+15551234@example.org",
            &long_local,
            &long_label,
        ] {
            assert_eq!(addr_spec(organizer), None, "{organizer:?}");
        }
    }
}
