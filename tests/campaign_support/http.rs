//! The proxy's HTTP/1.1: reading requests and answers (lengths, chunks),
//! passing a request on, and the listing filter.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

/// One request from Kairos.
pub(super) struct Request {
    pub(super) method: String,
    pub(super) path: String,
    pub(super) headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl Request {
    pub(super) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Reads a message's head: its first line and headers; `None` at EOF.
pub(super) fn read_head(reader: &mut impl BufRead) -> Option<(String, Vec<(String, String)>)> {
    let mut first = String::new();
    if reader.read_line(&mut first).ok()? == 0 {
        return None;
    }
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            headers.push((name.trim().to_owned(), value.trim().to_owned()));
        }
    }
    Some((first.trim_end().to_owned(), headers))
}

/// Reads a body as `headers` say: chunked, a length, or (`to_eof`) all.
pub(super) fn read_body(
    reader: &mut impl BufRead,
    headers: &[(String, String)],
    to_eof: bool,
) -> Option<Vec<u8>> {
    let get = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.to_ascii_lowercase())
    };
    let mut body = Vec::new();
    if get("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).ok()?;
            let size = usize::from_str_radix(size.trim().split(';').next()?, 16).ok()?;
            if size == 0 {
                // Trailers, then the blank line.
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).ok()? == 0 || line.trim().is_empty() {
                        return Some(body);
                    }
                }
            }
            let start = body.len();
            body.resize(start + size, 0);
            reader.read_exact(&mut body[start..]).ok()?;
            let mut crlf = String::new();
            reader.read_line(&mut crlf).ok()?;
        }
    }
    if let Some(length) = get("content-length") {
        body.resize(length.trim().parse().ok()?, 0);
        reader.read_exact(&mut body).ok()?;
    } else if to_eof {
        reader.read_to_end(&mut body).ok()?;
    }
    Some(body)
}

/// The server's answer.
pub(super) struct Answer {
    pub(super) status_line: String,
    pub(super) headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl Answer {
    pub(super) fn status(code: u16) -> Answer {
        Answer {
            status_line: format!("HTTP/1.1 {code} Injected"),
            // No pause before Kairos's retry.
            headers: vec![("Retry-After".into(), "0".into())],
            body: Vec::new(),
        }
    }

    pub(super) fn bytes(&self) -> Vec<u8> {
        let mut out = format!("{}\r\n", self.status_line);
        for (name, value) in &self.headers {
            let skip = [
                "content-length",
                "transfer-encoding",
                "connection",
                "keep-alive",
            ];
            if !skip.iter().any(|s| name.eq_ignore_ascii_case(s)) {
                out.push_str(&format!("{name}: {value}\r\n"));
            }
        }
        out.push_str(&format!(
            "Content-Length: {}\r\nConnection: keep-alive\r\n\r\n",
            self.body.len()
        ));
        let mut bytes = out.into_bytes();
        bytes.extend_from_slice(&self.body);
        bytes
    }
}

/// Passes `request` on to the server on a connection of its own.
pub(super) fn forward(upstream: &str, request: &Request) -> Answer {
    let failed = |why: String| Answer {
        status_line: "HTTP/1.1 599 Proxy Failed".into(),
        headers: Vec::new(),
        body: why.into_bytes(),
    };
    let mut server = match TcpStream::connect(upstream) {
        Ok(s) => s,
        Err(e) => return failed(e.to_string()),
    };
    let mut head = format!(
        "{} {} HTTP/1.1\r\nHost: {upstream}\r\n",
        request.method, request.path
    );
    for (name, value) in &request.headers {
        let skip = [
            "host",
            "connection",
            "keep-alive",
            "content-length",
            "transfer-encoding",
            "expect",
        ];
        if !skip.iter().any(|s| name.eq_ignore_ascii_case(s)) {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
    }
    head.push_str(&format!(
        "Content-Length: {}\r\nConnection: close\r\n\r\n",
        request.body.len()
    ));
    if let Err(e) = server
        .write_all(head.as_bytes())
        .and_then(|_| server.write_all(&request.body))
    {
        return failed(e.to_string());
    }
    let mut reader = BufReader::new(server);
    let Some((status_line, headers)) = read_head(&mut reader) else {
        return failed("no answer".into());
    };
    let code: u16 = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = if request.method == "HEAD" || code == 204 || code == 304 {
        Vec::new()
    } else {
        read_body(&mut reader, &headers, true).unwrap_or_default()
    };
    Answer {
        status_line,
        headers,
        body,
    }
}

/// The UID a PUT's body carries.
pub(super) fn uid_in(body: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(body);
    text.lines()
        .find_map(|l| l.strip_prefix("UID:"))
        .map(|u| u.trim().to_owned())
}

/// `body` (a multistatus) without the `<response>`s whose `<href>` is not
/// wanted.
pub fn filter_listing(body: &[u8], keep: impl Fn(&str) -> bool) -> Vec<u8> {
    let text = String::from_utf8_lossy(body).into_owned();
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(start) = find_tag(rest, "response", false) {
        let Some(end_tag) = find_tag(&rest[start..], "response", true) else {
            break;
        };
        let close = rest[start + end_tag..]
            .find('>')
            .map_or(rest.len(), |i| start + end_tag + i + 1);
        let element = &rest[start..close];
        out.push_str(&rest[..start]);
        let href = find_tag(element, "href", false)
            .and_then(|s| {
                let from = s + element[s..].find('>')? + 1;
                let to = from + element[from..].find('<')?;
                Some(element[from..to].trim().to_owned())
            })
            .unwrap_or_default();
        let path = href
            .split_once("://")
            .map_or(href.as_str(), |(_, r)| r.find('/').map_or("/", |i| &r[i..]));
        if keep(path) {
            out.push_str(element);
        }
        rest = &rest[close..];
    }
    out.push_str(rest);
    out.into_bytes()
}

/// Where `<name …>` (or `</name>`), with any namespace prefix, starts.
fn find_tag(text: &str, name: &str, closing: bool) -> Option<usize> {
    let open = if closing { "</" } else { "<" };
    let mut from = 0;
    while let Some(i) = text[from..].find(open) {
        let at = from + i;
        let tag = &text[at + open.len()..];
        let local = tag
            .split(|c: char| c == '>' || c == '/' || c.is_whitespace())
            .next()
            .unwrap_or("");
        let local = local.rsplit(':').next().unwrap_or("");
        if local == name {
            return Some(at);
        }
        from = at + open.len();
    }
    None
}

pub(super) fn same_path(a: &str, b: &str) -> bool {
    a.trim_end_matches('/') == b.trim_end_matches('/')
}
