//! WebDAV's XML: the request bodies Kairos sends and the `multistatus`
//! answers it reads. Answers are untrusted: anything that is not a
//! multistatus is an error naming what was wrong, never a panic.

use crate::fl;

/// `DAV:`.
pub const DAV: &str = "DAV:";
/// `urn:ietf:params:xml:ns:caldav`.
pub const CALDAV: &str = "urn:ietf:params:xml:ns:caldav";
/// Calendar server extensions (getctag).
pub const CS: &str = "http://calendarserver.org/ns/";
/// Apple's iCal namespace (calendar-color).
pub const ICAL: &str = "http://apple.com/ns/ical/";

/// One property found on a resource.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Prop {
    /// Its namespace and local name.
    pub name: (String, String),
    /// Its text (trimmed).
    pub text: String,
    /// Every `DAV:href` inside it.
    pub hrefs: Vec<String>,
    /// Its children's names, and the `name` attribute of each (a `comp`).
    pub children: Vec<(String, String, Option<String>)>,
}

/// One `response` of a multistatus.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Response {
    /// The resource, as the server wrote it (percent-encoded path or URL).
    pub href: String,
    /// The response's own status (a deleted member in a sync report).
    pub status: Option<u16>,
    /// Properties found (status 2xx).
    pub props: Vec<Prop>,
}

impl Response {
    /// The property `ns:name`, if found.
    pub fn prop(&self, ns: &str, name: &str) -> Option<&Prop> {
        self.props
            .iter()
            .find(|p| p.name.0 == ns && p.name.1 == name)
    }

    /// A property's text, if found and not empty.
    pub fn text(&self, ns: &str, name: &str) -> Option<&str> {
        self.prop(ns, name)
            .map(|p| p.text.as_str())
            .filter(|t| !t.is_empty())
    }
}

/// A multistatus answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Multistatus {
    pub responses: Vec<Response>,
    /// The new token of a `sync-collection` report.
    pub sync_token: Option<String>,
}

/// The most XML nodes one answer may have. A node costs about 64 bytes
/// parsed: a million keep any answer within the 64 MiB body cap under
/// 256 MB in all, where 15 million empty elements took 1.1 GB. A real
/// answer has about seven nodes a resource: a million is a listing of
/// 140,000 events, far beyond a person's calendar.
pub const MAX_NODES: u32 = 1_000_000;

/// Reads a multistatus body.
pub fn multistatus(body: &[u8]) -> Result<Multistatus, String> {
    let text = std::str::from_utf8(body).map_err(|_| fl!("dav-answer-not-utf8"))?;
    let doc = roxmltree::Document::parse_with_options(
        text,
        roxmltree::ParsingOptions {
            allow_dtd: false,
            nodes_limit: MAX_NODES,
            ..Default::default()
        },
    )
    .map_err(|e| match e {
        roxmltree::Error::NodesLimitReached => fl!("dav-answer-too-many-nodes", max = MAX_NODES),
        e => fl!("dav-answer-not-xml", error = e.to_string()),
    })?;
    let root = doc.root_element();
    if !is(root, DAV, "multistatus") {
        return Err(fl!(
            "dav-answer-not-multistatus",
            element = root.tag_name().name()
        ));
    }
    let mut out = Multistatus::default();
    for node in root.children().filter(|n| n.is_element()) {
        if is(node, DAV, "sync-token") {
            out.sync_token = Some(node.text().unwrap_or("").trim().to_owned());
        } else if is(node, DAV, "response") {
            out.responses.push(response(node)?);
        }
    }
    Ok(out)
}

fn response(node: roxmltree::Node<'_, '_>) -> Result<Response, String> {
    let mut r = Response::default();
    for child in node.children().filter(|n| n.is_element()) {
        if is(child, DAV, "href") && r.href.is_empty() {
            r.href = child.text().unwrap_or("").trim().to_owned();
        } else if is(child, DAV, "status") {
            r.status = status_code(child.text().unwrap_or(""));
        } else if is(child, DAV, "propstat") {
            let status = child
                .children()
                .find(|n| is(*n, DAV, "status"))
                .and_then(|n| status_code(n.text().unwrap_or("")));
            if !status.is_some_and(|s| (200..300).contains(&s)) {
                continue;
            }
            for prop in child.children().filter(|n| is(*n, DAV, "prop")) {
                for p in prop.children().filter(|n| n.is_element()) {
                    r.props.push(property(p));
                }
            }
        }
    }
    if r.href.is_empty() {
        return Err(fl!("dav-answer-no-href"));
    }
    Ok(r)
}

fn property(node: roxmltree::Node<'_, '_>) -> Prop {
    let name = node.tag_name();
    let text: String = node
        .descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect();
    Prop {
        name: (
            name.namespace().unwrap_or("").to_owned(),
            name.name().to_owned(),
        ),
        text: text.trim().to_owned(),
        hrefs: node
            .descendants()
            .filter(|n| is(*n, DAV, "href"))
            .map(|n| n.text().unwrap_or("").trim().to_owned())
            .collect(),
        children: node
            .children()
            .filter(|n| n.is_element())
            .map(|n| {
                let t = n.tag_name();
                (
                    t.namespace().unwrap_or("").to_owned(),
                    t.name().to_owned(),
                    n.attribute("name").map(str::to_owned),
                )
            })
            .collect(),
    }
}

fn is(node: roxmltree::Node<'_, '_>, ns: &str, name: &str) -> bool {
    node.is_element() && node.tag_name().name() == name && node.tag_name().namespace() == Some(ns)
}

/// `HTTP/1.1 404 Not Found` → 404.
fn status_code(line: &str) -> Option<u16> {
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Escapes text for an XML element.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A PROPFIND body asking for `props` (`(prefix, name)` with prefixes
/// `d`, `c`, `cs`, `ic`).
pub fn propfind(props: &[(&str, &str)]) -> String {
    let mut body = String::from(concat!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:propfind xmlns:d=\"DAV:\" ",
        "xmlns:c=\"urn:ietf:params:xml:ns:caldav\" xmlns:cs=\"http://calendarserver.org/ns/\" ",
        "xmlns:ic=\"http://apple.com/ns/ical/\"><d:prop>",
    ));
    for (prefix, name) in props {
        body.push_str(&format!("<{prefix}:{name}/>"));
    }
    body.push_str("</d:prop></d:propfind>");
    body
}

/// A `sync-collection` report from `token` (`None`: everything).
pub fn sync_collection(token: Option<&str>) -> String {
    format!(
        concat!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:sync-collection xmlns:d=\"DAV:\">",
            "<d:sync-token>{}</d:sync-token><d:sync-level>1</d:sync-level>",
            "<d:prop><d:getetag/></d:prop></d:sync-collection>",
        ),
        escape(token.unwrap_or(""))
    )
}

/// A `calendar-query` report for every VEVENT resource, with its body.
pub fn query_events() -> String {
    concat!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<c:calendar-query xmlns:d=\"DAV:\" ",
        "xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><d:prop><d:getetag/><c:calendar-data/></d:prop>",
        "<c:filter><c:comp-filter name=\"VCALENDAR\"><c:comp-filter name=\"VEVENT\"/>",
        "</c:comp-filter></c:filter></c:calendar-query>",
    )
    .to_owned()
}

/// A `calendar-multiget` report for `hrefs`.
pub fn multiget(hrefs: &[String]) -> String {
    let mut body = String::from(concat!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<c:calendar-multiget xmlns:d=\"DAV:\" ",
        "xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><d:prop><d:getetag/><c:calendar-data/></d:prop>",
    ));
    for href in hrefs {
        body.push_str(&format!("<d:href>{}</d:href>", escape(href)));
    }
    body.push_str("</c:calendar-multiget>");
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_sync_report() {
        let body = br#"<?xml version="1.0"?>
<multistatus xmlns="DAV:"><response><href>/c/a.ics</href><propstat><prop><getetag>"1"</getetag></prop>
<status>HTTP/1.1 200 OK</status></propstat></response>
<response><href>/c/b.ics</href><status>HTTP/1.1 404 Not Found</status></response>
<sync-token>http://x/sync/7</sync-token></multistatus>"#;
        let m = multistatus(body).unwrap();
        assert_eq!(m.sync_token.as_deref(), Some("http://x/sync/7"));
        assert_eq!(m.responses.len(), 2);
        assert_eq!(m.responses[0].text(DAV, "getetag"), Some("\"1\""));
        assert_eq!(m.responses[1].status, Some(404));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(multistatus(b"<html><body>502</body></html>").is_err());
        assert!(multistatus(b"\xff\xfe").is_err());
        assert!(multistatus(b"<multistatus xmlns=\"DAV:\"><response>").is_err());
        // Entity expansion is refused outright.
        let bomb = b"<?xml version=\"1.0\"?><!DOCTYPE l [<!ENTITY a \"aaaa\">]><multistatus xmlns=\"DAV:\">&a;</multistatus>";
        assert!(multistatus(bomb).is_err());
    }

    /// An answer of more nodes than the budget is refused (in bounded
    /// memory: scripts/bench-bad-input.sh measures it); one within it reads.
    #[test]
    fn an_answer_past_the_node_budget_is_an_error() {
        let answer = |nodes: u32| {
            let mut body = b"<multistatus xmlns=\"DAV:\">".to_vec();
            for _ in 0..nodes {
                body.extend_from_slice(b"<a/>");
            }
            body.extend_from_slice(b"</multistatus>");
            multistatus(&body)
        };
        assert!(answer(MAX_NODES - 10).is_ok());
        let e = answer(MAX_NODES + 1).unwrap_err();
        assert!(e.contains("more than 1000000 XML nodes"), "{e}");
    }
}
