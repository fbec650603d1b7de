//! The oauth2 crate's requests, sent by the CalDAV client (its timeouts,
//! body limit, retries of a busy server and verified TLS), never following
//! a redirect: a token endpoint that redirects is an error.

use oauth2::{HttpRequest, HttpResponse, SyncHttpClient};

use super::super::dav::{Client, DavError};

/// Sends oauth2's requests through a [`Client`] without a login.
pub struct Http<'a>(pub &'a Client);

impl SyncHttpClient for Http<'_> {
    type Error = DavError;

    fn call(&self, request: HttpRequest) -> Result<HttpResponse, DavError> {
        let (parts, body) = request.into_parts();
        let url = parts.uri;
        let body = String::from_utf8(body).map_err(|_| DavError::Bad {
            url: super::super::dav::redact(&url),
            reason: crate::fl!("oauth-body-not-text"),
        })?;
        let headers: Vec<(&str, String)> = parts
            .headers
            .iter()
            .filter_map(|(name, value)| Some((name.as_str(), value.to_str().ok()?.to_owned())))
            .collect();
        let reply = self
            .0
            .send(parts.method.as_str(), &url, &headers, Some(&body))?;
        // An error answer (400 invalid_grant) is an answer: the crate reads
        // its JSON.
        let mut response = HttpResponse::new(reply.body);
        *response.status_mut() =
            ureq::http::StatusCode::from_u16(reply.status).map_err(|_| DavError::Bad {
                url: super::super::dav::redact(&url),
                reason: crate::fl!("oauth-bad-status", status = u64::from(reply.status)),
            })?;
        *response.headers_mut() = reply.headers;
        Ok(response)
    }
}
