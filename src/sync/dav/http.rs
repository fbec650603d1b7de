//! HTTP for CalDAV: one blocking client with timeouts, bounded bodies,
//! retries of what a busy server asks to retry, and errors that name the
//! URL and what went wrong but never the credentials.

use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};
use ureq::http::{self, HeaderValue, Method, Request, Uri};
use ureq::unversioned::resolver::DefaultResolver;
use ureq::unversioned::transport::{ConnectProxyConnector, Connector, TcpConnector};

use super::DavError;
use crate::fl;

mod connector;
mod digest;
mod login;
mod pinned;

pub use login::{BearerSource, Login, TokenError};

use pinned::Pins;

/// The largest response body read (a multistatus of 100 events with long
/// notes is well under this); more is an error, not a bigger buffer.
pub const MAX_BODY_BYTES: u64 = 64 << 20;

/// How a client talks to one server.
#[derive(Clone)]
pub struct Options {
    /// The longest any request may take, from connecting to the last byte.
    pub timeout: Duration,
    /// Retries of a 429, 500, 502, 503 or 504 before giving up (a server
    /// that is busy or behind a gateway; a 501 or 505 will not change).
    pub retries: u32,
    /// The longest `Retry-After` honoured; a longer one is capped.
    pub max_pause: Duration,
    /// How the client waits before a retry (a test counts instead).
    pub pause: Arc<dyn Fn(Duration) + Send + Sync>,
    /// A PEM file of CAs trusted besides the system's roots, or of the
    /// server's own certificate (see `pinned`).
    pub ca_cert: Option<std::path::PathBuf>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            timeout: Duration::from_secs(60),
            retries: 3,
            max_pause: Duration::from_secs(60),
            pause: Arc::new(std::thread::sleep),
            ca_cert: None,
        }
    }
}

/// A response, read whole (bounded).
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: http::HeaderMap,
    pub body: Vec<u8>,
}

impl Reply {
    /// A header's value as text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

/// A blocking HTTP client for one account.
pub struct Client {
    plain: ureq::Agent,
    /// The https agent, or why there is none.
    tls: std::sync::OnceLock<Result<ureq::Agent, String>>,
    /// The certificates of `--ca-cert`.
    pins: Option<Pins>,
    login: Option<Login>,
    options: Options,
}

/// Kairos's settings for an agent: statuses are answers, not errors; any
/// method; no automatic redirects; deadlines on everything.
fn config(options: &Options) -> ureq::config::Config {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .allow_non_standard_methods(true)
        // Redirects are followed by discovery itself, which decides where
        // the login may go.
        .max_redirects(0)
        .timeout_global(Some(options.timeout))
        .timeout_connect(Some(options.timeout.min(Duration::from_secs(15))))
        .user_agent(concat!("Kairos/", env!("CARGO_PKG_VERSION")))
        .build()
}

/// The https agent: ureq's own connectors but for TLS, which trusts the
/// system's roots, the CAs of `pins` and the server's own certificate if it
/// is one of `pins`.
fn tls_agent(options: &Options, pins: Option<&Pins>) -> Result<ureq::Agent, String> {
    let mut roots = RootCertStore::empty();
    roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
    if let Some(pins) = pins {
        roots.add_parsable_certificates(pins.certs.iter().cloned());
    }
    // ring, as ureq's own TLS uses.
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = pinned::Verifier::new(provider.clone(), roots, pins.cloned());
    let tls = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        // Not less safe: the verifier is webpki's, and an exact pin.
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    // As ureq's default chain (proxies, TCP), with TLS of Kairos's own.
    let tcp = ().chain(ConnectProxyConnector::default()).chain(TcpConnector::default());
    let connector = tcp.chain(connector::Tls(Arc::new(tls)));
    Ok(ureq::Agent::with_parts(
        config(options),
        connector,
        DefaultResolver::default(),
    ))
}

/// The certificates of a PEM file.
fn read_ca(path: &std::path::Path) -> Result<Pins, DavError> {
    let pem = std::fs::read(path).map_err(|e| DavError::CaCert {
        path: path.to_owned(),
        reason: e.to_string(),
    })?;
    let certs: Vec<CertificateDer<'static>> = ureq::tls::parse_pem(&pem)
        .filter_map(|item| match item {
            Ok(ureq::tls::PemItem::Certificate(cert)) => Some(cert.der().to_vec().into()),
            _ => None,
        })
        .collect();
    if certs.is_empty() {
        return Err(DavError::CaCert {
            path: path.to_owned(),
            reason: fl!("dav-ca-no-pem"),
        });
    }
    Ok(Pins {
        file: path.to_owned(),
        certs,
    })
}

impl Client {
    /// A client that logs in with `login` (none for servers without auth).
    pub fn new(login: Option<Login>, options: Options) -> Result<Client, DavError> {
        // A named CA that cannot be read is an error now, not at the first
        // https request.
        let pins = match &options.ca_cert {
            Some(path) => Some(read_ca(path)?),
            None => None,
        };
        Ok(Client {
            plain: ureq::Agent::new_with_config(config(&options)),
            tls: std::sync::OnceLock::new(),
            pins,
            login,
            options,
        })
    }

    /// The agent for `url`: TLS (with the system's roots, read once, only
    /// when an https URL is first used) or plain.
    fn agent(&self, url: &Uri) -> Result<&ureq::Agent, DavError> {
        if url.scheme_str() != Some("https") {
            return Ok(&self.plain);
        }
        let tls = self
            .tls
            .get_or_init(|| tls_agent(&self.options, self.pins.as_ref()));
        tls.as_ref().map_err(|reason| DavError::Tls {
            url: redact(url),
            reason: reason.clone(),
        })
    }

    /// Sends one request, retrying what the server asks to retry.
    pub fn send(
        &self,
        method: &str,
        url: &Uri,
        headers: &[(&str, String)],
        body: Option<&str>,
    ) -> Result<Reply, DavError> {
        let mut attempt = 0;
        let mut renewed = false;
        loop {
            let (authorization, token) = self.authorization(method, url, None)?;
            let mut reply = self.send_once(method, url, authorization, headers, body)?;
            if let (401, Some(login::Kind::Password(password))) =
                (reply.status, self.login.as_ref().map(|l| &l.kind))
            {
                // A server that wants Digest (Baïkal's default): answered
                // once; a refusal of that answer is the server's to say.
                let asked = reply.headers.get_all("www-authenticate");
                if password.challenged(asked.iter().filter_map(|v| v.to_str().ok())) {
                    let (authorization, _) = self.authorization(method, url, None)?;
                    reply = self.send_once(method, url, authorization, headers, body)?;
                }
            }
            if let (401, Some(token)) = (reply.status, token) {
                // An access token expired or revoked since it was checked:
                // renewed once; a new one refused too means the sign-in no
                // longer opens this server.
                if renewed {
                    return Err(DavError::Token(token_refused(url)));
                }
                renewed = true;
                let (authorization, _) = self.authorization(method, url, Some(&token))?;
                reply = self.send_once(method, url, authorization, headers, body)?;
                if reply.status == 401 {
                    return Err(DavError::Token(token_refused(url)));
                }
            }
            let busy = matches!(reply.status, 429 | 500 | 502 | 503 | 504);
            let retry = busy && attempt < self.options.retries;
            if !retry {
                return Ok(reply);
            }
            let backoff = Duration::from_secs(1 << attempt.min(5));
            let asked = reply
                .header("retry-after")
                .and_then(|v| v.trim().parse::<u64>().ok())
                .map(Duration::from_secs);
            let pause = asked.unwrap_or(backoff).min(self.options.max_pause);
            log::info!(
                "{method} {}: {} from the server; retrying in {} s",
                redact(url),
                reply.status,
                pause.as_secs()
            );
            (self.options.pause)(pause);
            attempt += 1;
        }
    }

    /// The `Authorization` value for the next request, and the bearer
    /// token in it; `refused`: the token the server just refused.
    fn authorization(
        &self,
        method: &str,
        url: &Uri,
        refused: Option<&str>,
    ) -> Result<(Option<HeaderValue>, Option<String>), DavError> {
        match self.login.as_ref().map(|l| &l.kind) {
            None => Ok((None, None)),
            Some(login::Kind::Password(password)) => {
                let uri = url.path_and_query().map_or("/", |p| p.as_str());
                Ok((Some(password.header(method, uri)), None))
            }
            Some(login::Kind::Bearer(source)) => {
                let token = match refused {
                    Some(refused) => source.renew(refused),
                    None => source.token(),
                }
                .map_err(DavError::Token)?;
                let value = login::bearer_header(&token).map_err(DavError::Token)?;
                Ok((Some(value), Some(token)))
            }
        }
    }

    fn send_once(
        &self,
        method: &str,
        url: &Uri,
        authorization: Option<HeaderValue>,
        headers: &[(&str, String)],
        body: Option<&str>,
    ) -> Result<Reply, DavError> {
        let method = Method::from_bytes(method.as_bytes()).map_err(|_| DavError::Bad {
            url: redact(url),
            reason: fl!("dav-bad-method", method = method),
        })?;
        let mut request = Request::builder().method(method.clone()).uri(url.clone());
        if let Some(authorization) = authorization {
            request = request.header("authorization", authorization);
        }
        for (name, value) in headers {
            request = request.header(*name, value.as_str());
        }
        let request = request
            .body(body.unwrap_or("").to_owned())
            .map_err(|e| DavError::Bad {
                url: redact(url),
                reason: e.to_string(),
            })?;
        let response = self
            .agent(url)?
            .run(request)
            .map_err(|e| transport(url, e))?;
        let status = response.status();
        let (parts, mut body) = response.into_parts();
        let bytes = body
            .with_config()
            .limit(MAX_BODY_BYTES)
            .read_to_vec()
            .map_err(|e| match e {
                ureq::Error::BodyExceedsLimit(_) => DavError::TooLarge {
                    url: redact(url),
                    limit: MAX_BODY_BYTES,
                },
                other => transport(url, other),
            })?;
        Ok(Reply {
            status: status.as_u16(),
            headers: parts.headers,
            body: bytes,
        })
    }
}

/// `url` refused a renewed access token: only signing in again mends it.
fn token_refused(url: &Uri) -> TokenError {
    TokenError {
        reason: fl!("dav-token-refused", url = redact(url)),
        sign_in_again: true,
        offline: false,
    }
}

/// A URL as it may appear in a message: without any userinfo.
pub fn redact(url: &Uri) -> String {
    match (url.scheme_str(), url.host()) {
        (Some(scheme), Some(host)) => {
            let port = url.port_u16().map(|p| format!(":{p}")).unwrap_or_default();
            format!("{scheme}://{host}{port}{}", url.path())
        }
        _ => url.path().to_owned(),
    }
}

fn transport(url: &Uri, e: ureq::Error) -> DavError {
    let url = redact(url);
    match e {
        ureq::Error::Timeout(_) => DavError::Timeout { url },
        ureq::Error::Tls(reason) => DavError::Tls {
            url,
            reason: reason.to_owned(),
        },
        // A host no certificate can name (connector's own refusal).
        ureq::Error::Other(e) if e.is::<connector::NotAName>() => DavError::Tls {
            url,
            reason: e.to_string(),
        },
        ureq::Error::Rustls(e) => DavError::Tls {
            url,
            reason: pinned::describe(&e),
        },
        ureq::Error::HostNotFound => DavError::Unreachable {
            url,
            reason: fl!("dav-host-not-found"),
        },
        // A refused handshake comes back as an I/O error around rustls's.
        ureq::Error::Io(e) => match e.get_ref().and_then(|i| i.downcast_ref::<rustls::Error>()) {
            Some(tls) => DavError::Tls {
                url,
                reason: pinned::describe(tls),
            },
            None => DavError::Unreachable {
                url,
                reason: e.to_string(),
            },
        },
        ureq::Error::ConnectionFailed => DavError::Unreachable {
            url,
            reason: fl!("dav-connection-failed"),
        },
        other => DavError::Bad {
            url,
            reason: other.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_login_never_prints() {
        let login = Login::basic("alice", "hunter2");
        assert!(!format!("{login:?}").contains("hunter2"));
        let url: Uri = "https://alice:hunter2@example.com/dav/".parse().unwrap();
        assert_eq!(redact(&url), "https://example.com/dav/");
    }
}
