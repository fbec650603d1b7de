//! Which server certificates are trusted: those a CA signed (the system's
//! roots and the CAs in `--ca-cert`, checked by webpki), and besides them
//! the server's own certificate when `--ca-cert` holds exactly it, as a
//! browser's exception does. That second way is what a self-signed
//! certificate needs: `openssl req -x509` marks it as a CA, which webpki
//! refuses as a server's certificate even when it is a trusted root.
//!
//! A pinned certificate is still checked for its dates and the server's
//! name, and the handshake must be signed with its key. Every refusal says
//! in words what was wrong (`Refusal`).

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::{CryptoProvider, WebPkiSupportedAlgorithms};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::server::ParsedCertificate;
use rustls::{CertificateError, DigitallySignedStruct, RootCertStore, SignatureScheme};

use crate::fl;

/// Checks a server's certificate the webpki way, then against the pins.
#[derive(Debug)]
pub struct Verifier {
    /// None when there is no root at all (no system CAs, no file).
    webpki: Option<Arc<WebPkiServerVerifier>>,
    pins: Option<Pins>,
    algorithms: WebPkiSupportedAlgorithms,
}

/// The certificates of `--ca-cert` (each also a root) and their file.
#[derive(Debug, Clone)]
pub struct Pins {
    pub file: PathBuf,
    pub certs: Vec<CertificateDer<'static>>,
}

impl Verifier {
    /// Trusts what `roots` sign, and the `pins` as the server's own.
    pub fn new(
        provider: Arc<CryptoProvider>,
        roots: RootCertStore,
        pins: Option<Pins>,
    ) -> Verifier {
        let algorithms = provider.signature_verification_algorithms;
        // The only failure without revocation lists is an empty store.
        let webpki = WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider)
            .build()
            .ok();
        Verifier {
            webpki,
            pins,
            algorithms,
        }
    }

    /// The server's certificate checked as a pin (it is one of `pins`).
    fn pinned(
        &self,
        cert: &CertificateDer<'_>,
        name: &ServerName<'_>,
        now: UnixTime,
    ) -> Result<(), Problem> {
        let (not_before, not_after) = validity(cert).ok_or(Problem::Unreadable)?;
        let now = i64::try_from(now.as_secs()).unwrap_or(i64::MAX);
        // As webpki: valid from not_before to not_after, both included.
        if now > not_after {
            return Err(Problem::Expired(Some(not_after)));
        }
        if now < not_before {
            return Err(Problem::NotYetValid(Some(not_before)));
        }
        let parsed = ParsedCertificate::try_from(cert).map_err(|_| Problem::Unreadable)?;
        rustls::client::verify_server_name(&parsed, name).map_err(|e| problem(e, None, name))
    }
}

impl ServerCertVerifier for Verifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let refused = match &self.webpki {
            Some(webpki) => {
                match webpki.verify_server_cert(
                    end_entity,
                    intermediates,
                    server_name,
                    ocsp_response,
                    now,
                ) {
                    Ok(verified) => return Ok(verified),
                    Err(e) => Some(e),
                }
            }
            None => None,
        };
        let pins = self.pins.as_ref();
        let pinned = pins.filter(|p| p.certs.iter().any(|c| c.as_ref() == end_entity.as_ref()));
        let refusal = if let Some(pins) = pinned {
            match self.pinned(end_entity, server_name, now) {
                Ok(()) => return Ok(ServerCertVerified::assertion()),
                Err(problem) => Refusal {
                    whose: Whose::Pinned(pins.file.clone()),
                    problem,
                },
            }
        } else {
            let file = pins.map(|p| p.file.as_path());
            Refusal {
                whose: Whose::Server,
                problem: refused.map_or(Problem::Untrusted(file.map(Path::to_owned)), |e| {
                    problem(e, file, server_name)
                }),
            }
        };
        log::debug!("TLS: {refusal}");
        Err(CertificateError::Other(rustls::OtherError(Arc::new(refusal))).into())
    }

    // The handshake's signatures, checked with the certificate's key
    // whichever way it was trusted.
    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.algorithms.supported_schemes()
    }
}

/// A TLS error in words: a `Refusal` as it says, anything else as rustls
/// says it.
pub fn describe(error: &rustls::Error) -> String {
    if let rustls::Error::InvalidCertificate(CertificateError::Other(other)) = error {
        if let Some(refusal) = other.0.downcast_ref::<Refusal>() {
            return refusal.to_string();
        }
    }
    error.to_string()
}

/// Why a server's certificate was not trusted.
#[derive(Debug)]
pub struct Refusal {
    whose: Whose,
    problem: Problem,
}

impl std::error::Error for Refusal {}

#[derive(Debug)]
enum Whose {
    Server,
    /// The server's certificate, found in this file.
    Pinned(PathBuf),
}

#[derive(Debug)]
enum Problem {
    /// No trusted CA signed it; it is not in the file, if any.
    Untrusted(Option<PathBuf>),
    /// The host reached, and the names it is for (none: unknown).
    OtherName {
        host: String,
        names: Vec<String>,
    },
    /// Unix seconds, when known.
    Expired(Option<i64>),
    NotYetValid(Option<i64>),
    Revoked,
    NotForServers,
    Unreadable,
    Other(String),
}

/// Each refusal is one message whose `$whose` chooses between the server's
/// certificate and the one in the file (`$file`): whole sentences, in each
/// language's order.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whose, file) = match &self.whose {
            Whose::Server => ("server", String::new()),
            Whose::Pinned(file) => ("pinned", file.display().to_string()),
        };
        let text = match &self.problem {
            Problem::Untrusted(Some(pins)) if matches!(self.whose, Whose::Server) => {
                fl!("tls-not-pinned", file = pins.display().to_string())
            }
            Problem::Untrusted(_) => fl!("tls-untrusted", whose = whose, file = file),
            Problem::OtherName { host, names } if names.is_empty() => fl!(
                "tls-other-name-unknown",
                whose = whose,
                file = file,
                host = host.as_str()
            ),
            Problem::OtherName { host, names } => {
                let names: Vec<&str> = names.iter().map(|n| plain(n)).collect();
                fl!(
                    "tls-other-name",
                    whose = whose,
                    file = file,
                    names = names.join(", "),
                    host = host.as_str()
                )
            }
            Problem::Expired(Some(at)) => fl!(
                "tls-expired-on",
                whose = whose,
                file = file,
                date = date(*at)
            ),
            Problem::Expired(None) => fl!("tls-expired", whose = whose, file = file),
            Problem::NotYetValid(Some(at)) => fl!(
                "tls-not-valid-before",
                whose = whose,
                file = file,
                date = date(*at)
            ),
            Problem::NotYetValid(None) => fl!("tls-not-valid-yet", whose = whose, file = file),
            Problem::Revoked => fl!("tls-revoked", whose = whose, file = file),
            Problem::NotForServers => fl!("tls-not-for-servers", whose = whose, file = file),
            Problem::Unreadable => fl!("tls-unreadable", whose = whose, file = file),
            Problem::Other(reason) => fl!(
                "tls-refused",
                whose = whose,
                file = file,
                reason = reason.as_str()
            ),
        };
        f.write_str(&text)
    }
}

/// What webpki's refusal means; `file` is where the certificate was not.
fn problem(error: rustls::Error, file: Option<&Path>, name: &ServerName<'_>) -> Problem {
    let rustls::Error::InvalidCertificate(error) = error else {
        return Problem::Other(error.to_string());
    };
    match error {
        CertificateError::ExpiredContext { not_after, .. } => {
            Problem::Expired(i64::try_from(not_after.as_secs()).ok())
        }
        CertificateError::Expired => Problem::Expired(None),
        CertificateError::NotValidYetContext { not_before, .. } => {
            Problem::NotYetValid(i64::try_from(not_before.as_secs()).ok())
        }
        CertificateError::NotValidYet => Problem::NotYetValid(None),
        CertificateError::NotValidForNameContext { presented, .. } => Problem::OtherName {
            host: name.to_str().into_owned(),
            names: presented,
        },
        CertificateError::NotValidForName => Problem::OtherName {
            host: name.to_str().into_owned(),
            names: Vec::new(),
        },
        CertificateError::Revoked => Problem::Revoked,
        CertificateError::InvalidPurpose | CertificateError::InvalidPurposeContext { .. } => {
            Problem::NotForServers
        }
        CertificateError::BadEncoding => Problem::Unreadable,
        // No issuer among the roots, a chain that does not verify, or a
        // CA's certificate (a self-signed one) as the server's (webpki's
        // CaUsedAsEndEntity, which rustls passes on as Other).
        CertificateError::UnknownIssuer
        | CertificateError::BadSignature
        | CertificateError::Other(_) => Problem::Untrusted(file.map(Path::to_owned)),
        other => Problem::Other(rustls::Error::InvalidCertificate(other).to_string()),
    }
}

/// A name as webpki lists it (`DnsName("a.example")`, `IpAddress(1.2.3.4)`),
/// as people write it.
fn plain(name: &str) -> &str {
    [("DnsName(\"", "\")"), ("IpAddress(", ")")]
        .iter()
        .find_map(|(open, close)| name.strip_prefix(open)?.strip_suffix(close))
        .unwrap_or(name)
}

fn date(unix: i64) -> String {
    chrono::DateTime::from_timestamp(unix, 0)
        .map(|t| t.format("%Y-%m-%d %H:%M UTC").to_string()) // i18n: not words
        .unwrap_or_else(|| fl!("tls-date-seconds", seconds = unix))
}

/// A certificate's notBefore and notAfter, in Unix seconds: webpki does
/// not say them for a certificate it will not take as a server's.
fn validity(der: &[u8]) -> Option<(i64, i64)> {
    const SEQUENCE: u8 = 0x30;
    let (tag, cert, _) = tlv(der)?;
    let (tbs_tag, mut tbs, _) = tlv(cert)?;
    if tag != SEQUENCE || tbs_tag != SEQUENCE {
        return None;
    }
    // The explicit version [0] is optional; then serialNumber, signature
    // and issuer come before the validity.
    if tbs.first() == Some(&0xa0) {
        tbs = tlv(tbs)?.2;
    }
    for _ in 0..3 {
        tbs = tlv(tbs)?.2;
    }
    let (SEQUENCE, validity, _) = tlv(tbs)? else {
        return None;
    };
    let (before_tag, before, rest) = tlv(validity)?;
    let (after_tag, after, _) = tlv(rest)?;
    Some((time(before_tag, before)?, time(after_tag, after)?))
}

/// One DER element: its tag, its contents and what follows it.
fn tlv(input: &[u8]) -> Option<(u8, &[u8], &[u8])> {
    let (&tag, rest) = input.split_first()?;
    let (&first, rest) = rest.split_first()?;
    let (len, rest) = if first < 0x80 {
        (usize::from(first), rest)
    } else {
        let count = usize::from(first & 0x7f);
        if count == 0 || count > 4 || rest.len() < count {
            return None;
        }
        let (bytes, rest) = rest.split_at(count);
        let len = bytes.iter().fold(0usize, |n, b| (n << 8) | usize::from(*b));
        (len, rest)
    };
    (rest.len() >= len).then(|| (tag, &rest[..len], &rest[len..]))
}

/// A UTCTime (0x17, two-digit years, 1950–2049) or GeneralizedTime
/// (0x18), in Unix seconds; certificates use only the `Z` forms.
fn time(tag: u8, bytes: &[u8]) -> Option<i64> {
    let text = std::str::from_utf8(bytes).ok()?;
    let full = match tag {
        0x17 => {
            let year: u32 = text.get(..2)?.parse().ok()?;
            format!("{}{text}", if year < 50 { "20" } else { "19" })
        }
        0x18 => text.to_owned(),
        _ => return None,
    };
    let parsed = chrono::NaiveDateTime::parse_from_str(&full, "%Y%m%d%H%M%SZ").ok()?;
    Some(parsed.and_utc().timestamp())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// `openssl req -x509` (so CA:TRUE) for localhost and 127.0.0.1, valid
    /// from 2026-11-25 18:39:37 to 2126-11-01 18:39:37 UTC.
    const HERE: &str = "-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUCWZr6mRdh5kppV++fZvDtgerorkwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNTE4MzkzN1oYDzIxMjYxMTAx
MTgzOTM3WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASYHiCPuSNXQ50CWzUiyNxAyS7scvvtNABBBAIsdlOj3HNbrOy+AoTQ
epxmO74twrm4fnwKAwCXp4/FE0+ek9j2o28wbTAdBgNVHQ4EFgQUnrD/Gk21F8Oj
GXQfSE/C/hdwUUcwHwYDVR0jBBgwFoAUnrD/Gk21F8OjGXQfSE/C/hdwUUcwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSAAwRQIgGNc/UjiibysxvoTYxeNxpnASlPYJ/8WIub2+h2bBb94CIQCl
fR9mkGN/eNxYHF9LQNAPUZM4NZtJRUDukpVZnw7Fww==
-----END CERTIFICATE-----
";

    /// The same kind, for elsewhere.example only.
    const ELSEWHERE: &str = "-----BEGIN CERTIFICATE-----
MIIBrDCCAVOgAwIBAgIUX+yprAFGsj0IdDg0d7kUKczvMOUwCgYIKoZIzj0EAwIw
HDEaMBgGA1UEAwwRZWxzZXdoZXJlLmV4YW1wbGUwIBcNMjYxMTI1MTgzOTM3WhgP
MjEyNjExMDExODM5MzdaMBwxGjAYBgNVBAMMEWVsc2V3aGVyZS5leGFtcGxlMFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEsY0JBGvBgCfj7++VbkUQUMJ3DFd0KWW5
MbxEzhblpdLRfCTx5oUgeaXVh1EZFvRDN720nqAKgCJ31W7J/yBB06NxMG8wHQYD
VR0OBBYEFENBtSRwcoE69YMfDHz4ggxcrC6mMB8GA1UdIwQYMBaAFENBtSRwcoE6
9YMfDHz4ggxcrC6mMA8GA1UdEwEB/wQFMAMBAf8wHAYDVR0RBBUwE4IRZWxzZXdo
ZXJlLmV4YW1wbGUwCgYIKoZIzj0EAwIDRwAwRAIgLU5MZp6ZXpG23+9MCTRdpHeN
m/7Vd7ilcLQzY/s/tyQCIDPP0Cdasf+Kjocc5kRgZ5FNYsBQGPiNQQdx1ygbuTyZ
-----END CERTIFICATE-----
";

    const FROM: i64 = 1_795_631_977;
    const UNTIL: i64 = 4_949_231_977;
    /// January 2027, when both are valid.
    const NOW: i64 = 1_800_000_000;

    fn der(pem: &str) -> CertificateDer<'static> {
        match ureq::tls::parse_pem(pem.as_bytes()).next() {
            Some(Ok(ureq::tls::PemItem::Certificate(c))) => CertificateDer::from(c.der().to_vec()),
            _ => panic!("a PEM certificate"),
        }
    }

    /// A verifier trusting only the certificates of `file` (no system roots).
    fn verifier(file: &[&str]) -> Verifier {
        let certs: Vec<CertificateDer<'static>> = file.iter().map(|pem| der(pem)).collect();
        let mut roots = RootCertStore::empty();
        roots.add_parsable_certificates(certs.clone());
        let pins = (!certs.is_empty()).then(|| Pins {
            file: PathBuf::from("/k/server.pem"),
            certs,
        });
        Verifier::new(
            Arc::new(rustls::crypto::ring::default_provider()),
            roots,
            pins,
        )
    }

    /// The server at `host` shows `cert` at `now`: trusted, or why not.
    fn shown(verifier: &Verifier, cert: &str, host: &str, now: i64) -> Result<(), String> {
        let name = ServerName::try_from(host).unwrap().to_owned();
        let now = UnixTime::since_unix_epoch(Duration::from_secs(now as u64));
        (verifier.verify_server_cert(&der(cert), &[], &name, &[], now))
            .map(|_| ())
            .map_err(|e| describe(&e))
    }

    #[test]
    fn the_servers_own_certificate_is_trusted_though_it_is_a_ca() {
        let pinned = verifier(&[ELSEWHERE, HERE]);
        assert_eq!(shown(&pinned, HERE, "127.0.0.1", NOW), Ok(()));
        assert_eq!(shown(&pinned, HERE, "localhost", NOW), Ok(()));
    }

    #[test]
    fn another_certificate_or_none_is_refused_in_words() {
        assert_eq!(
            shown(&verifier(&[ELSEWHERE]), HERE, "127.0.0.1", NOW).unwrap_err(),
            "the server's certificate is not the one in /k/server.pem and no trusted CA signed it"
        );
        assert_eq!(
            shown(&verifier(&[]), HERE, "127.0.0.1", NOW).unwrap_err(),
            "the server's certificate is not signed by a trusted CA"
        );
    }

    #[test]
    fn a_pinned_certificate_for_another_name_is_refused() {
        assert_eq!(
            shown(&verifier(&[ELSEWHERE]), ELSEWHERE, "127.0.0.1", NOW).unwrap_err(),
            "the certificate in /k/server.pem is for another name: elsewhere.example, not 127.0.0.1"
        );
        assert_eq!(
            shown(&verifier(&[HERE]), HERE, "calendar.example", NOW).unwrap_err(),
            "the certificate in /k/server.pem is for another name: localhost, 127.0.0.1, \
             not calendar.example"
        );
    }

    #[test]
    fn a_pinned_certificate_is_trusted_only_while_it_is_valid() {
        let pinned = verifier(&[HERE]);
        assert_eq!(shown(&pinned, HERE, "127.0.0.1", FROM), Ok(()));
        assert_eq!(shown(&pinned, HERE, "127.0.0.1", UNTIL), Ok(()));
        assert_eq!(
            shown(&pinned, HERE, "127.0.0.1", UNTIL + 1).unwrap_err(),
            "the certificate in /k/server.pem expired on 2126-11-01 18:39 UTC"
        );
        assert_eq!(
            shown(&pinned, HERE, "127.0.0.1", FROM - 1).unwrap_err(),
            "the certificate in /k/server.pem is not valid before 2026-11-25 18:39 UTC"
        );
    }

    #[test]
    fn validity_reads_both_time_forms_and_never_overreads() {
        // notBefore is a UTCTime, notAfter (after 2049) a GeneralizedTime.
        let cert = der(HERE);
        assert_eq!(validity(&cert), Some((FROM, UNTIL)));
        for end in 0..cert.len() {
            assert_eq!(validity(&cert[..end]), None, "cut at {end}");
        }
        assert_eq!(time(0x17, b"491231235959Z"), Some(2_524_607_999));
        assert_eq!(time(0x17, b"500101000000Z"), Some(-631_152_000));
        assert_eq!(time(0x18, b"2026"), None);
    }

    #[test]
    fn other_tls_errors_pass_through() {
        let error = rustls::Error::InvalidCertificate(CertificateError::UnknownIssuer);
        assert_eq!(describe(&error), error.to_string());
    }
}
