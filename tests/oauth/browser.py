#!/usr/bin/env python3
"""A stand-in for the user's web browser in Kairos's OAuth tests (stdlib only).

    KAIROS_TEST_BROWSER=approve|deny|wrong-state|wrong-iss|close python3 browser.py URL

Opens the authorization URL like a person would with provider.mjs's
devInteractions pages: signs in as `alice` (or $KAIROS_TEST_BROWSER_LOGIN:
another person, who may have read the URL from /proc), then approves (or,
in `deny`, clicks Cancel), and finally GETs the provider's redirect to the
loopback redirect_uri. `wrong-state` swaps the state parameter in that last
redirect, `wrong-iss` its RFC 9207 issuer; `close` does nothing (the user
closed the browser).

Like xdg-open, it returns at once and does the work in a detached child, so a
parent that waits for it cannot deadlock with its own loopback listener
(KAIROS_TEST_BROWSER_FOREGROUND=1 keeps it in the foreground). One line per run
goes to $KAIROS_TEST_BROWSER_LOG if set. Codes and tokens are never printed.
"""
import html
import html.parser
import http.cookiejar
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

TIMEOUT = 10  # seconds per request; the whole run is bounded by MAX_STEPS of these
MAX_STEPS = 20
SECRETS = []  # values to scrub from anything logged (the authorization code)


class Page(html.parser.HTMLParser):
    """Collects the forms (action + inputs) and links of a page."""

    def __init__(self):
        super().__init__()
        self.forms, self.links = [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.forms.append({"action": attrs.get("action", ""), "fields": {}})
        elif tag == "input" and self.forms and attrs.get("name"):
            self.forms[-1]["fields"][attrs["name"]] = attrs.get("value") or ""
        elif tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])


class NoRedirect(urllib.request.HTTPRedirectHandler):
    # Redirects are followed by hand, to spot the one to the loopback redirect_uri.
    def redirect_request(self, *args, **kwargs):
        return None


def log(line):
    for secret in SECRETS:
        line = line.replace(secret, "<redacted>")
    path = os.environ.get("KAIROS_TEST_BROWSER_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(line.replace("\n", " ") + "\n")


def page_text(body):
    """The visible text of a provider page (its error message), tags dropped."""
    body = re.sub(r"(?is)<(head|style|script)\b.*?</\1>", " ", body)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def request(opener, url, form=None):
    """Returns (status, headers, body text) without raising on HTTP errors."""
    data = urllib.parse.urlencode(form).encode() if form is not None else None
    try:
        with opener.open(url, data=data, timeout=TIMEOUT) as resp:
            return resp.status, resp.headers, resp.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read().decode("utf-8", "replace")


def origin(url):
    parts = urllib.parse.urlsplit(url)
    return (parts.scheme, parts.netloc)


def run(mode, url):
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    redirect_uri = query.get("redirect_uri", [""])[0]
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect())

    form = None
    for _ in range(MAX_STEPS):
        status, headers, body = request(opener, url, form)
        form = None
        if status in (301, 302, 303, 307, 308):
            url = urllib.parse.urljoin(url, headers.get("Location", ""))
            if redirect_uri and origin(url) == origin(redirect_uri):
                return finish(mode, url)
            continue
        page = Page()
        page.feed(body)
        prompts = [f for f in page.forms if "prompt" in f["fields"]]
        if status != 200 or not prompts:
            return log(f"{mode}: provider page {status} without a form: {page_text(body)[:200]}") or 1
        fields = prompts[0]["fields"]
        if fields["prompt"] == "login":
            login = os.environ.get("KAIROS_TEST_BROWSER_LOGIN", "alice")
            form = {**fields, "login": login, "password": "any"}
        elif fields["prompt"] == "consent" and mode == "deny":
            aborts = [link for link in page.links if link.rstrip("/").endswith("/abort")]
            if not aborts:
                return log(f"{mode}: consent page has no Cancel link") or 1
            url = urllib.parse.urljoin(url, aborts[0])
            continue
        else:
            form = fields  # the consent form: just press Continue
        url = urllib.parse.urljoin(url, prompts[0]["action"])
    return log(f"{mode}: gave up after {MAX_STEPS} steps") or 1


def finish(mode, url):
    """GETs the final redirect to the loopback listener, as the browser would."""
    parts = urllib.parse.urlsplit(url)
    params = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    SECRETS.extend(v for k, v in params if k == "code" and v)
    swapped = {"wrong-state": "state", "wrong-iss": "iss"}.get(mode)
    if swapped:
        if not any(k == swapped for k, _ in params):
            log(f"{mode}: the redirect has no {swapped} to swap")
            return 1
        params = [(k, "http://not-the-one-kairos-asked.invalid" if k == swapped else v) for k, v in params]
        url = urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(params)))
    opener = urllib.request.build_opener(NoRedirect())
    status, _, body = request(opener, url)
    log(f"{mode}: loopback answered {status}: {body[:200]}")
    return 0


def main():
    mode = os.environ.get("KAIROS_TEST_BROWSER", "approve")
    if len(sys.argv) != 2 or mode not in ("approve", "deny", "wrong-state", "wrong-iss", "close"):
        print("usage: KAIROS_TEST_BROWSER=approve|deny|wrong-state|wrong-iss|close browser.py URL", file=sys.stderr)
        return 2
    if mode == "close":
        log("close: did nothing")
        return 0
    if os.environ.get("KAIROS_TEST_BROWSER_FOREGROUND") != "1":
        if os.fork() > 0:
            return 0  # the parent returns at once, like xdg-open
        os.setsid()
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):  # let go of the parent's pipes
            os.dup2(devnull, fd)
    started = time.monotonic()
    try:
        return run(mode, sys.argv[1])
    except Exception as err:  # noqa: BLE001 - a test aid: report any failure in the log
        log(f"{mode}: error after {time.monotonic() - started:.1f}s: {type(err).__name__}: {err}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
