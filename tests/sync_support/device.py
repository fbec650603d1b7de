"""The other device in the sync tests: Python's caldav library (pinned by
scripts/lib/caldav.sh) doing what a phone or another calendar would.

    device.py make URL USER PASS NAME          -> prints the new calendar's URL
    device.py make-unnamed URL USER PASS ID    -> the same, with no name at all
    device.py put CAL USER PASS < event.ics    -> saves a new event
    device.py remake CAL USER PASS NAME        -> deletes CAL, makes it again
    device.py replace CAL USER PASS UID < ics  -> overwrites event UID
    device.py delete CAL USER PASS UID         -> deletes event UID
    device.py get CAL USER PASS UID            -> prints event UID's text
    device.py drop CAL USER PASS               -> deletes the whole calendar
    device.py list CAL USER PASS               -> JSON {href: etag} (PROPFIND)

An empty USER means a server without login (Xandikos).
"""
import json
import re
import sys
import urllib.request

import caldav


def client(url, user, password):
    if user:
        return caldav.DAVClient(url, username=user, password=password)
    return caldav.DAVClient(url)


def calendar(url, user, password):
    return client(url, user, password).calendar(url=url)


def main():
    op, url, user, password = sys.argv[1:5]
    rest = sys.argv[5:]
    if op == "make":
        principal = client(url, user, password).principal()
        print(principal.make_calendar(name=rest[0]).url)
    elif op == "make-unnamed":
        principal = client(url, user, password).principal()
        print(principal.make_calendar(cal_id=rest[0]).url)
    elif op == "put":
        calendar(url, user, password).save_event(sys.stdin.read())
    elif op == "replace":
        event = calendar(url, user, password).event_by_uid(rest[0])
        event.data = sys.stdin.read()
        event.save()
    elif op == "delete":
        calendar(url, user, password).event_by_uid(rest[0]).delete()
    elif op == "remake":
        # Deleted and made again at the same address, empty.
        calendar(url, user, password).delete()
        cal_id = url.rstrip("/").rsplit("/", 1)[1]
        root = "/".join(url.split("/")[:3]) + "/"
        principal = client(root, user, password).principal()
        print(principal.make_calendar(name=rest[0], cal_id=cal_id).url)
    elif op == "drop":
        calendar(url, user, password).delete()
    elif op == "get":
        print(calendar(url, user, password).event_by_uid(rest[0]).data)
    elif op == "list":
        body = (b'<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop>'
                b"</propfind>")
        request = urllib.request.Request(url, data=body, method="PROPFIND",
                                         headers={"Depth": "1", "Content-Type": "application/xml"})
        if user:
            import base64
            token = base64.b64encode(f"{user}:{password}".encode()).decode()
            request.add_header("Authorization", f"Basic {token}")
        text = urllib.request.urlopen(request).read().decode()
        found = {}
        for response in re.findall(r"<(?:\w+:)?response\b.*?</(?:\w+:)?response>", text, re.S):
            href = re.search(r"<(?:\w+:)?href>(.*?)</", response).group(1)
            etag = re.search(r"<(?:\w+:)?getetag>(.*?)</", response)
            if etag and not href.endswith("/"):
                found[href] = etag.group(1).replace("&quot;", '"')
        print(json.dumps(found, sort_keys=True))
    else:
        sys.exit(f"unknown operation {op}")


if __name__ == "__main__":
    main()
