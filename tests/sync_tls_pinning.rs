//! A self-hosted server's own certificate given with --ca-cert: trusted
//! when it is exactly the server's, though `openssl req -x509` marks it as
//! a CA (webpki alone refuses that as a server's certificate); refused, in
//! words, when it is another one, for another name, or not given. A real
//! CA in the file still signs servers' certificates as before. The server
//! is a small Python TLS server of the test's own on loopback.

mod process_support;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use kairos::sync::{self, DavError, Options, SyncError};
use process_support::Guarded;

/// Answers every PROPFIND with a multistatus that makes `/cal/` a calendar.
const SERVER: &str = r#"
import http.server, ssl, sys
cert, key = sys.argv[1:3]
BODY = b'''<?xml version="1.0"?><multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
<response><href>/cal/</href><propstat><prop><resourcetype><collection/><C:calendar/></resourcetype>
<displayname>Pinned</displayname></prop><status>HTTP/1.1 200 OK</status></propstat></response>
</multistatus>'''
class Handler(http.server.BaseHTTPRequestHandler):
    def do_PROPFIND(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.send_response(207)
        self.send_header("Content-Type", "application/xml; charset=utf-8")
        self.send_header("Content-Length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
"#;

const PASSWORD: &str = "hunter2-not-in-messages";

fn python() -> String {
    std::env::var("KAIROS_SYNC_PYTHON").unwrap_or_else(|_| "python3".to_owned())
}

fn openssl(args: &[&str]) {
    let made = Command::new("openssl")
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("openssl runs");
    assert!(made.success(), "openssl {args:?}");
}

/// A path in `dir` as text.
fn at(dir: &Path, file: &str) -> String {
    dir.join(file).to_str().unwrap().to_owned()
}

/// A self-signed EC certificate for `san` (CA:TRUE, as `req -x509` makes
/// it): `name.pem`, `name-key.pem`.
fn self_signed(dir: &Path, name: &str, san: &str) -> (String, String) {
    let (cert, key) = (
        at(dir, &format!("{name}.pem")),
        at(dir, &format!("{name}-key.pem")),
    );
    let san = format!("subjectAltName={san}");
    openssl(&[
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        &format!("/CN={name}"),
        "-addext",
        &san,
        "-keyout",
        &key,
        "-out",
        &cert,
    ]);
    (cert, key)
}

/// The test server with `cert`, listening; its URL.
fn serve(cert: &str, key: &str) -> (Guarded, String) {
    let mut child = Command::new(python())
        .args(["-c", SERVER, cert, key])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("python runs");
    let stdout = child.stdout.take().unwrap();
    let server = Guarded::adopt(child, "the TLS server");
    // It prints its port once it listens.
    let mut port = String::new();
    BufReader::new(stdout).read_line(&mut port).unwrap();
    let port: u16 = (port.trim().parse()).unwrap_or_else(|_| panic!("a port, not {port:?}"));
    (server, format!("https://127.0.0.1:{port}/cal/"))
}

/// Discovery at `url` trusting `ca_cert`: the calendars' names, or the
/// TLS error's words.
fn discover(url: &str, ca_cert: Option<&str>) -> Result<Vec<String>, String> {
    let options = Options {
        ca_cert: ca_cert.map(Into::into),
        ..Options::default()
    };
    match sync::discover(url, "alice", PASSWORD, options) {
        Ok(found) => Ok(found.calendars.into_iter().map(|c| c.name).collect()),
        Err(e @ SyncError::Dav(DavError::Tls { .. })) => {
            let message = e.to_string();
            assert!(!message.contains(PASSWORD), "{message}");
            Err(message)
        }
        Err(e) => panic!("not a TLS error: {e}"),
    }
}

#[test]
fn the_servers_own_self_signed_certificate_is_trusted_and_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let (cert, key) = (
        at(dir.path(), "server.pem"),
        at(dir.path(), "server-key.pem"),
    );
    // The usual way to make one, which marks it CA:TRUE.
    openssl(&[
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        &key,
        "-out",
        &cert,
    ]);
    let (stranger, _) = self_signed(dir.path(), "stranger", "IP:127.0.0.1");
    let (_server, url) = serve(&cert, &key);

    assert_eq!(discover(&url, Some(&cert)), Ok(vec!["Pinned".to_owned()]));
    // Among other certificates in one file.
    let bundle = at(dir.path(), "bundle.pem");
    let both =
        std::fs::read_to_string(&stranger).unwrap() + &std::fs::read_to_string(&cert).unwrap();
    std::fs::write(&bundle, both).unwrap();
    assert_eq!(discover(&url, Some(&bundle)), Ok(vec!["Pinned".to_owned()]));

    let refused = discover(&url, Some(&stranger)).unwrap_err();
    assert!(
        refused.contains(&format!(
            "the server's certificate is not the one in {stranger} and no trusted CA signed it"
        )),
        "{refused}"
    );
    let refused = discover(&url, None).unwrap_err();
    assert!(
        refused.contains("the server's certificate is not signed by a trusted CA"),
        "{refused}"
    );
    assert!(refused.contains("--ca-cert"), "{refused}");
}

#[test]
fn a_pinned_certificate_for_another_name_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (cert, key) = self_signed(dir.path(), "elsewhere", "DNS:elsewhere.example");
    let (_server, url) = serve(&cert, &key);
    let refused = discover(&url, Some(&cert)).unwrap_err();
    assert!(
        refused.contains(&format!(
            "the certificate in {cert} is for another name: elsewhere.example, not 127.0.0.1"
        )),
        "{refused}"
    );
}

/// A CA in the file is a root, as before: the server's certificate (not a
/// CA, not in the file) is trusted because the CA signed it.
#[test]
fn a_ca_in_the_file_still_signs_servers_certificates() {
    let dir = tempfile::tempdir().unwrap();
    let (ca, ca_key) = self_signed(dir.path(), "ca", "DNS:ca.example");
    let (cert, key, csr, ext) = (
        at(dir.path(), "leaf.pem"),
        at(dir.path(), "leaf-key.pem"),
        at(dir.path(), "leaf.csr"),
        at(dir.path(), "leaf.ext"),
    );
    std::fs::write(&ext, "subjectAltName=IP:127.0.0.1\n").unwrap();
    openssl(&[
        "req",
        "-new",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-subj",
        "/CN=127.0.0.1",
        "-keyout",
        &key,
        "-out",
        &csr,
    ]);
    openssl(&[
        "x509",
        "-req",
        "-in",
        &csr,
        "-CA",
        &ca,
        "-CAkey",
        &ca_key,
        "-CAcreateserial",
        "-days",
        "2",
        "-extfile",
        &ext,
        "-out",
        &cert,
    ]);
    let (_server, url) = serve(&cert, &key);
    assert_eq!(discover(&url, Some(&ca)), Ok(vec!["Pinned".to_owned()]));
    let refused = discover(&url, None).unwrap_err();
    assert!(
        refused.contains("the server's certificate is not signed by a trusted CA"),
        "{refused}"
    );
}
