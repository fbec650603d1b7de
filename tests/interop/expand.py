"""Expand an .ics file with an independent implementation.

Reads FILE with the `icalendar` package and expands it with
`recurring-ical-events` over [FROM, TO) (UTC, ISO dates), printing one line
per occurrence, sorted:

    <uid> Z:<start as UTC instant>   for zoned and UTC times
    <uid> F:<start wall-clock time>  for floating times
    <uid> D:<start date>             for all-day events

Used by tests/ical_interop.rs to check that what Kairos exports is read the
same way by another calendar library.
"""

import datetime
import sys

import icalendar
import recurring_ical_events


def main() -> None:
    path, start, end = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(path, "rb") as f:
        calendar = icalendar.Calendar.from_ical(f.read())
    begin = datetime.datetime.fromisoformat(start).replace(tzinfo=datetime.timezone.utc)
    finish = datetime.datetime.fromisoformat(end).replace(tzinfo=datetime.timezone.utc)
    lines = []
    for event in recurring_ical_events.of(calendar).between(begin, finish):
        uid = str(event["UID"])
        value = event["DTSTART"].dt
        if isinstance(value, datetime.datetime):
            if value.tzinfo is None:
                lines.append(f"{uid} F:{value.strftime('%Y-%m-%dT%H:%M:%S')}")
            else:
                utc = value.astimezone(datetime.timezone.utc)
                lines.append(f"{uid} Z:{utc.strftime('%Y-%m-%dT%H:%M:%S')}")
        else:
            lines.append(f"{uid} D:{value.isoformat()}")
    for line in sorted(lines):
        print(line)


if __name__ == "__main__":
    main()
