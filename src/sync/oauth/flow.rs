//! The sign-in itself: the authorization-code flow with PKCE (RFC 7636)
//! through the user's browser and a one-shot listener on 127.0.0.1
//! (RFC 8252 §7.3: the port is any free one, so nothing else on the
//! machine has to give way).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use oauth2::basic::{
    BasicErrorResponse, BasicRevocationErrorResponse, BasicTokenIntrospectionResponse,
    BasicTokenType,
};
use oauth2::{
    AuthType, AuthUrl, AuthorizationCode, Client, ClientId, ClientSecret, CsrfToken,
    ExtraTokenFields, PkceCodeChallenge, RedirectUrl, RequestTokenError, Scope,
    StandardRevocableToken, StandardTokenResponse, TokenResponse, TokenUrl,
};

use super::http::Http;
use super::{checked_url, identity, plain_client, OAuthError, OAuthSettings};
use crate::fl;
use crate::sync::credentials::Secret;
use crate::sync::dav::Options;

/// What a finished sign-in gives: the refresh token (for the Secret
/// Service), a first access token (for the first requests), and the
/// address the provider vouched for, if it did (see `identity`).
#[derive(Debug)]
pub struct SignIn {
    pub refresh_token: Secret,
    pub access_token: Secret,
    pub expires_in: Option<Duration>,
    /// The e-mail address of whoever signed in, as the ID token or the
    /// userinfo endpoint gave it.
    pub vouched: Option<String>,
}

/// The token endpoint's answer, with the ID token an OpenID Connect
/// provider adds when `openid` was asked.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
struct IdToken {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id_token: Option<String>,
}

impl ExtraTokenFields for IdToken {}

type TokenAnswer = StandardTokenResponse<IdToken, BasicTokenType>;

type SignInClient = Client<
    BasicErrorResponse,
    TokenAnswer,
    BasicTokenIntrospectionResponse,
    StandardRevocableToken,
    BasicRevocationErrorResponse,
>;

/// How the browser is opened: told the authorization URL, it shows it to
/// the user (the window's dialog, the command line's message) and opens a
/// browser ([`open_browser`]). An error ends the sign-in; a caller that
/// shows the address returns `Ok` even when no browser opened, so that the
/// user can open it themselves while the sign-in waits.
pub type Browser<'a> = &'a dyn Fn(&str) -> Result<(), OAuthError>;

/// The largest request line and headers read from the browser.
const MAX_REQUEST: usize = 16 * 1024;

/// Signs in with `settings` in the user's browser: waits up to `timeout`
/// for the answer (or until `cancel` is set), then exchanges the code.
/// Nothing is kept here; the caller keeps the refresh token.
pub fn sign_in(
    settings: &OAuthSettings,
    browser: Browser<'_>,
    timeout: Duration,
    cancel: &AtomicBool,
    options: Options,
) -> Result<SignIn, OAuthError> {
    checked_url(&settings.authorize_url)?;
    checked_url(&settings.token_url)?;
    let listener = TcpListener::bind(("127.0.0.1", 0)).map_err(OAuthError::Listen)?;
    let port = listener.local_addr().map_err(OAuthError::Listen)?.port();
    let redirect = format!("http://127.0.0.1:{port}/");
    let bad = |url: &str| OAuthError::BadUrl(url.to_owned());
    let mut client = SignInClient::new(ClientId::new(settings.client_id.clone()))
        .set_auth_uri(
            AuthUrl::new(settings.authorize_url.clone())
                .map_err(|_| bad(&settings.authorize_url))?,
        )
        .set_token_uri(
            TokenUrl::new(settings.token_url.clone()).map_err(|_| bad(&settings.token_url))?,
        )
        .set_redirect_uri(RedirectUrl::new(redirect.clone()).map_err(|_| bad(&redirect))?);
    if let Some(secret) = &settings.client_secret {
        // In the form, as Google documents it; every server takes it there.
        client = client
            .set_client_secret(ClientSecret::new(secret.clone()))
            .set_auth_type(AuthType::RequestBody);
    }
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let mut request = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(
            settings
                .scope
                .split_whitespace()
                .map(|s| Scope::new(s.to_owned())),
        )
        .set_pkce_challenge(challenge)
        // A refresh token every time, also for an account signed in before.
        .add_extra_param("prompt", "consent");
    if super::google::is_google(settings) {
        request = request.add_extra_param("access_type", "offline");
    }
    let (url, state) = request.url();
    browser(url.as_str())?;
    let answer = wait_for_code(
        &listener,
        state.secret(),
        Instant::now() + timeout,
        timeout,
        cancel,
    )?;
    // Before the code goes anywhere: an answer from another provider
    // (a mix-up) is not sent to this one's token endpoint.
    check_issuer(settings, answer.issuer.as_deref())?;
    let http_client = plain_client(options.clone())?;
    let token = client
        .exchange_code(AuthorizationCode::new(answer.code))
        .set_pkce_verifier(verifier)
        .request(&Http(&http_client))
        .map_err(refused)?;
    let refresh_token = token
        .refresh_token()
        .map(|t| Secret::new(t.secret().clone()))
        .ok_or(OAuthError::NoRefreshToken)?;
    let access_token = Secret::new(token.access_token().secret().clone());
    let vouched = match &token.extra_fields().id_token {
        Some(id_token) => identity::from_id_token(id_token, settings),
        None => Ok(None),
    }
    .and_then(|found| match found {
        Some(email) => Ok(Some(email)),
        None => identity::from_userinfo(access_token.expose(), settings, options.clone()),
    });
    let vouched = match vouched {
        Ok(vouched) => vouched,
        Err(e) => {
            // A sign-in that cannot be vouched for leaves nothing behind.
            if let Err(why) = super::revoke_token(refresh_token.expose(), settings, options) {
                log::warn!("a sign-in not vouched for was not revoked: {why}");
            }
            return Err(e);
        }
    };
    Ok(SignIn {
        refresh_token,
        access_token,
        expires_in: token.expires_in(),
        vouched,
    })
}

/// RFC 9207: an answer that names an issuer must name this provider's; a
/// provider that always names itself must have named itself.
fn check_issuer(settings: &OAuthSettings, named: Option<&str>) -> Result<(), OAuthError> {
    match (named, &settings.issuer) {
        (Some(named), Some(expected)) if named != expected => Err(OAuthError::IssuerMismatch {
            expected: expected.clone(),
            named: Some(named.to_owned()),
        }),
        (None, Some(expected)) if settings.issuer_in_answer => Err(OAuthError::IssuerMismatch {
            expected: expected.clone(),
            named: None,
        }),
        _ => Ok(()),
    }
}

/// What the browser brought back: the code, and the issuer that answered
/// if it said (RFC 9207).
#[derive(Debug)]
struct Answer {
    code: String,
    issuer: Option<String>,
}

/// A token endpoint's refusal in words (never the token or code).
pub(super) fn refused<E: std::error::Error>(
    e: RequestTokenError<E, oauth2::basic::BasicErrorResponse>,
) -> OAuthError {
    match e {
        RequestTokenError::ServerResponse(r) => OAuthError::Refused(match r.error_description() {
            Some(d) => format!("{} ({d})", r.error()),
            None => r.error().to_string(),
        }),
        RequestTokenError::Request(e) => OAuthError::Refused(e.to_string()),
        RequestTokenError::Parse(e, _) => {
            OAuthError::Refused(fl!("oauth-not-a-token", error = e.to_string()))
        }
        RequestTokenError::Other(e) => OAuthError::Refused(e),
    }
}

/// Waits for the browser to come back with `?code=…&state=…`; other
/// requests (a favicon) are answered 404 and waited past.
fn wait_for_code(
    listener: &TcpListener,
    state: &str,
    deadline: Instant,
    timeout: Duration,
    cancel: &AtomicBool,
) -> Result<Answer, OAuthError> {
    listener.set_nonblocking(true).map_err(OAuthError::Listen)?;
    loop {
        if cancel.load(Ordering::Relaxed) {
            return Err(OAuthError::Cancelled);
        }
        if Instant::now() >= deadline {
            return Err(OAuthError::TimedOut(timeout));
        }
        let mut stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                // Polled: the cancel flag and the deadline are checked
                // between connections.
                std::thread::sleep(Duration::from_millis(50));
                continue;
            }
            Err(e) => return Err(OAuthError::Listen(e)),
        };
        let Some(target) = read_target(&mut stream) else {
            continue;
        };
        let Some(query) = target
            .strip_prefix("/?")
            .or_else(|| target.strip_prefix("?"))
        else {
            let page = fl!("oauth-page-not-here");
            answer(&mut stream, "404 Not Found", &page); // i18n: not words
            continue;
        };
        let params: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
        let get = |name: &str| {
            params
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        };
        if get("state").as_deref() != Some(state) {
            answer(&mut stream, BAD_REQUEST, &fl!("oauth-page-mismatch"));
            return Err(OAuthError::StateMismatch);
        }
        if let Some(error) = get("error") {
            answer(&mut stream, "200 OK", &fl!("oauth-page-declined"));
            return Err(OAuthError::Declined(error));
        }
        match get("code") {
            Some(code) if !code.is_empty() => {
                answer(&mut stream, "200 OK", &fl!("oauth-page-done"));
                return Ok(Answer {
                    code,
                    issuer: get("iss"),
                });
            }
            _ => {
                answer(&mut stream, BAD_REQUEST, &fl!("oauth-page-mismatch"));
                return Err(OAuthError::Refused(fl!("oauth-no-code")));
            }
        }
    }
}

/// The status line of an answer the browser should not have sent.
const BAD_REQUEST: &str = "400 Bad Request"; // i18n: not words

/// The request target of a GET, read within bounds (size and time).
fn read_target(stream: &mut TcpStream) -> Option<String> {
    stream.set_nonblocking(false).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let mut buf = Vec::new();
    let mut chunk = [0u8; 2048];
    while !buf.windows(4).any(|w| w == b"\r\n\r\n") && buf.len() < MAX_REQUEST {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
    }
    let text = String::from_utf8_lossy(&buf);
    let line = text.lines().next()?;
    let mut words = line.split(' ');
    match (words.next(), words.next()) {
        (Some("GET"), Some(target)) => Some(target.to_owned()),
        _ => None,
    }
}

/// Answers the browser with `status` and a page that says `text` (in the
/// user's language, escaped for HTML).
fn answer(stream: &mut TcpStream, status: &str, text: &str) {
    let text = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let body = format!("<!doctype html><meta charset=utf-8><title>Kairos</title><p>{text}</p>"); // i18n: not words
    let _ = write!(
        stream,
        concat!(
            "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\n",
            "Content-Length: {length}\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n",
            "{body}",
        ),
        status = status,
        length = body.len(),
        body = body,
    );
    let _ = stream.flush();
}

/// Opens `url` in the user's browser: `$BROWSER` if set (as xdg-utils
/// reads it: `%s` is the address, else it goes last), else the desktop
/// portal's OpenURI (sandboxed or not), else `xdg-open`. A program that
/// cannot be started is an error at once; one that starts and then fails
/// (xdg-open finding no browser exits non-zero) is told to `failed`, from
/// another thread, with the program and its exit status, whenever it ends.
pub fn open_browser(
    url: &str,
    failed: impl FnOnce(String) + Send + 'static,
) -> Result<(), OAuthError> {
    if let Some(browser) = std::env::var("BROWSER")
        .ok()
        .filter(|b| !b.trim().is_empty())
    {
        let command = browser.split(':').next().unwrap_or_default();
        let mut words: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
        if words.iter().any(|w| w.contains("%s")) {
            words.iter_mut().for_each(|w| *w = w.replace("%s", url));
        } else {
            words.push(url.to_owned());
        }
        return spawn(&words, failed);
    }
    if portal_open(url).is_ok() {
        return Ok(());
    }
    spawn(&["xdg-open".to_owned(), url.to_owned()], failed)
}

/// Starts `words` without waiting for it (a browser may run for hours);
/// a thread reaps it, and tells `failed` if it failed.
fn spawn(words: &[String], failed: impl FnOnce(String) + Send + 'static) -> Result<(), OAuthError> {
    let (program, args) = words
        .split_first()
        .ok_or_else(|| OAuthError::Browser(fl!("oauth-browser-empty")))?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .map_err(|e| OAuthError::Browser(format!("{program}: {e}")))?;
    let program = program.clone();
    std::thread::spawn(move || match child.wait() {
        Ok(status) if status.success() => {}
        Ok(status) => failed(format!("{program}: {status}")),
        Err(e) => failed(format!("{program}: {e}")),
    });
    Ok(())
}

/// Asks the desktop portal (org.freedesktop.portal.OpenURI) to open `url`.
fn portal_open(url: &str) -> Result<(), zbus::Error> {
    use std::collections::HashMap;
    zbus::block_on(async {
        let bus = zbus::Connection::session().await?;
        let options: HashMap<&str, zbus::Variant<'_>> = HashMap::new();
        bus.call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.portal.OpenURI"),
            "OpenURI",
            &("", url, options),
        )
        .await?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A browser program that fails after it started is told, with its
    /// exit status; one that succeeds tells nothing; one that cannot be
    /// started is an error at once.
    #[test]
    fn a_browser_that_fails_is_told() {
        let (tell, told) = std::sync::mpsc::channel();
        spawn(&["false".into()], move |why| tell.send(why).unwrap()).unwrap();
        let why = told.recv_timeout(Duration::from_secs(60)).unwrap();
        assert!(why.starts_with("false: "), "{why}");
        let (tell, told) = std::sync::mpsc::channel::<String>();
        spawn(&["true".into()], move |why| tell.send(why).unwrap()).unwrap();
        assert_eq!(
            told.recv_timeout(Duration::from_secs(60)),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected)
        );
        let missing = spawn(&["/nonexistent/kairos-browser".into()], |_| ());
        assert!(matches!(missing, Err(OAuthError::Browser(_))));
    }

    fn get(port: u16, target: &str) -> String {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        write!(s, "GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut out = String::new();
        let _ = s.read_to_string(&mut out);
        out
    }

    fn listen() -> (TcpListener, u16) {
        let l = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = l.local_addr().unwrap().port();
        (l, port)
    }

    fn wait(l: &TcpListener) -> Result<Answer, OAuthError> {
        let far = Instant::now() + Duration::from_secs(60);
        wait_for_code(
            l,
            "s1",
            far,
            Duration::from_secs(60),
            &AtomicBool::new(false),
        )
    }

    #[test]
    fn the_code_comes_back_past_other_requests() {
        let (l, port) = listen();
        let browser = std::thread::spawn(move || {
            let favicon = get(port, "/favicon.ico");
            let done = get(port, "/?code=abc%2Fd&state=s1");
            (favicon, done)
        });
        let got = wait(&l).unwrap();
        assert_eq!((got.code.as_str(), got.issuer), ("abc/d", None));
        let (favicon, done) = browser.join().unwrap();
        assert!(favicon.starts_with("HTTP/1.1 404"), "{favicon}");
        assert!(done.contains("signed in"), "{done}");
    }

    #[test]
    fn a_foreign_state_or_a_refusal_keeps_nothing() {
        let (l, port) = listen();
        let t = std::thread::spawn(move || get(port, "/?code=abc&state=other"));
        assert!(matches!(wait(&l), Err(OAuthError::StateMismatch)));
        assert!(t.join().unwrap().starts_with("HTTP/1.1 400"));
        let (l, port) = listen();
        let t = std::thread::spawn(move || get(port, "/?error=access_denied&state=s1"));
        assert!(matches!(wait(&l), Err(OAuthError::Declined(e)) if e == "access_denied"));
        t.join().unwrap();
    }

    #[test]
    fn an_answer_from_another_issuer_is_refused_before_its_code_is_used() {
        let mut s = OAuthSettings {
            authorize_url: "https://id.example.org/auth".into(),
            token_url: "https://id.example.org/token".into(),
            revocation_url: None,
            scope: "openid email".into(),
            client_id: "kairos".into(),
            client_secret: None,
            issuer: Some("https://id.example.org".into()),
            issuer_in_answer: false,
            userinfo_url: None,
        };
        assert!(check_issuer(&s, Some("https://id.example.org")).is_ok());
        assert!(
            check_issuer(&s, None).is_ok(),
            "not every provider names itself"
        );
        let e = check_issuer(&s, Some("https://evil.example.org")).unwrap_err();
        assert!(e.to_string().contains("evil.example.org"), "{e}");
        s.issuer_in_answer = true;
        assert!(matches!(
            check_issuer(&s, None),
            Err(OAuthError::IssuerMismatch { named: None, .. })
        ));
        s.issuer = None;
        assert!(check_issuer(&s, Some("https://any.example.org")).is_ok());
    }

    #[test]
    fn waiting_ends_at_the_deadline_or_on_cancel() {
        let (l, _) = listen();
        let now = Instant::now();
        let e = wait_for_code(
            &l,
            "s",
            now,
            Duration::from_secs(300),
            &AtomicBool::new(false),
        );
        assert!(matches!(e, Err(OAuthError::TimedOut(_))));
        assert!(e.unwrap_err().to_string().contains("(300 s)"));
        let e = wait_for_code(
            &l,
            "s",
            now + Duration::from_secs(60),
            Duration::from_secs(60),
            &AtomicBool::new(true),
        );
        assert!(matches!(e, Err(OAuthError::Cancelled)));
    }
}
