"""The other device of the sync campaign (tests/sync_campaign.rs): Python's
caldav library, kept running for the whole campaign and driven by one JSON
request per line on stdin, one JSON answer per line on stdout.

    device.py URL USER PASSWORD        (an empty USER: no login, Xandikos)

Requests ({"op": ..., ...}) and answers:

    make name                    -> {"url": the new calendar's URL}
    create cal ics               -> {}            (saves a new event)
    modify cal uid prop value    -> {"observed": props} or {"missing": true}
    delete cal uid               -> {"observed": props} or {"missing": true}
    dump cal                     -> {"events": [{"href", "uid", "props"}],
                                     "others": [href, ...]}
    drop cal                     -> {}            (deletes the calendar)
    canon ics                    -> {"events": [{"uid", "props"}]}  (an export)

`props` are the properties the campaign compares, each as a string (or
null when absent): summary, location, description, start (the master's
DTSTART as a UTC instant, 20261203T090000Z; "floating:…" or "date:…"
otherwise) and rrule (its parts sorted); tz is DTSTART's TZID (or UTC), not
compared. `modify` reads the event, changes
one property of its master (moving DTEND along with DTSTART, in the zone
DTSTART was written in) and saves it; `observed` is what it read first.
Any failure is {"error": text}.
"""
import datetime
import json
import sys
import traceback
import urllib.parse

import caldav
import icalendar

UTC = datetime.timezone.utc


def canon_rrule(text):
    return ";".join(sorted(p for p in text.split(";") if p))


def master_of(calendar):
    for component in calendar.walk("VEVENT"):
        if "RECURRENCE-ID" not in component:
            return component
    return None


def text_of(component, name):
    value = component.get(name)
    return None if value is None else str(value)


def props_of(component):
    start = component.decoded("DTSTART")
    if isinstance(start, datetime.datetime):
        if start.tzinfo is None:
            start = "floating:" + start.strftime("%Y%m%dT%H%M%S")
        else:
            start = start.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    else:
        start = "date:" + start.strftime("%Y%m%d")
    rrule = component.get("RRULE")
    return {
        "summary": text_of(component, "SUMMARY") or "",
        "location": text_of(component, "LOCATION"),
        "description": text_of(component, "DESCRIPTION"),
        "start": start,
        "rrule": None if rrule is None else canon_rrule(rrule.to_ical().decode()),
        "tz": component["DTSTART"].params.get("TZID", "UTC"),
    }


def set_prop(component, prop, value):
    if prop in ("summary", "location", "description"):
        name = prop.upper()
        if name in component:
            del component[name]
        component.add(name, value)
        return
    if prop != "start":
        raise ValueError(f"cannot set {prop}")
    old = component.decoded("DTSTART")
    new = datetime.datetime.strptime(value, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
    if isinstance(old, datetime.datetime) and old.tzinfo is not None:
        # The zone it was written in (a TZID stays a TZID).
        new = new.astimezone(old.tzinfo)
    end = component.decoded("DTEND") if "DTEND" in component else None
    del component["DTSTART"]
    component.add("DTSTART", new)
    if end is not None and isinstance(old, datetime.datetime):
        del component["DTEND"]
        component.add("DTEND", new + (end - old))


def touch(component):
    """What a phone does on every save: a new DTSTAMP and SEQUENCE."""
    now = datetime.datetime.now(UTC).replace(microsecond=0)
    for name in ("DTSTAMP", "LAST-MODIFIED"):
        if name in component:
            del component[name]
    component.add("DTSTAMP", now)
    component.add("LAST-MODIFIED", now)
    sequence = int(component.get("SEQUENCE", 0)) + 1
    if "SEQUENCE" in component:
        del component["SEQUENCE"]
    component.add("SEQUENCE", sequence)


class Device:
    def __init__(self, url, user, password):
        if user:
            self.client = caldav.DAVClient(url, username=user, password=password)
        else:
            self.client = caldav.DAVClient(url)
        self.url = url

    def calendar(self, url):
        return self.client.calendar(url=url)

    def find(self, cal, uid):
        try:
            return self.calendar(cal).event_by_uid(uid)
        except caldav.lib.error.NotFoundError:
            return None

    def make(self, request):
        principal = self.client.principal()
        return {"url": str(principal.make_calendar(name=request["name"]).url)}

    def create(self, request):
        self.calendar(request["cal"]).save_event(request["ics"])
        return {}

    def modify(self, request):
        event = self.find(request["cal"], request["uid"])
        if event is None:
            return {"missing": True}
        parsed = icalendar.Calendar.from_ical(event.data)
        master = master_of(parsed)
        observed = props_of(master)
        set_prop(master, request["prop"], request["value"])
        touch(master)
        event.data = parsed.to_ical().decode()
        event.save()
        return {"observed": observed}

    def delete(self, request):
        event = self.find(request["cal"], request["uid"])
        if event is None:
            return {"missing": True}
        observed = props_of(master_of(icalendar.Calendar.from_ical(event.data)))
        event.delete()
        return {"observed": observed}

    def dump(self, request):
        events, others = [], []
        for item in self.calendar(request["cal"]).events():
            href = urllib.parse.urlparse(str(item.url)).path
            try:
                parsed = icalendar.Calendar.from_ical(item.data)
                master = master_of(parsed)
            except Exception:  # noqa: BLE001 - anything unreadable is reported
                master = None
            if master is None:
                others.append(href)
                continue
            events.append({"href": href, "uid": str(master.get("UID")), "props": props_of(master)})
        return {"events": events, "others": others}

    def canon(self, request):
        parsed = icalendar.Calendar.from_ical(request["ics"])
        masters = {}
        for component in parsed.walk("VEVENT"):
            uid = str(component.get("UID"))
            if "RECURRENCE-ID" not in component or uid not in masters:
                masters[uid] = component
        return {"events": [{"uid": u, "props": props_of(m)} for u, m in masters.items()]}

    def drop(self, request):
        self.calendar(request["cal"]).delete()
        return {}


def main():
    device = Device(*sys.argv[1:4])
    for line in sys.stdin:
        request = json.loads(line)
        try:
            answer = getattr(device, request["op"])(request)
        except Exception as e:  # noqa: BLE001 - every failure goes back as an answer
            answer = {"error": f"{type(e).__name__}: {e}\n{traceback.format_exc()}"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
