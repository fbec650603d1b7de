"""Expand recurrence rules with libical, the engine GNOME/Evolution runs.

Reads one JSON object per line on stdin:

    {"start": "20240129T090000" | "20240129", "zone": "Europe/Berlin" | "UTC",
     "rule": "FREQ=...", "take": 40}

and writes one JSON object per line on stdout, in the same order:

    {"ok": ["20240129T080000Z", ...]}   instants in UTC, or dates for a date start
    {"error": "..."}                    libical refused the rule, or gave no
                                        answer within the time bound

libical searches without a bound for the next instance of a rule whose
instances are far apart (a MINUTELY rule limited to one day a year walks
minute by minute), so the cases run in a child process that is killed
(and replaced) when one takes longer than KAIROS_ORACLE_SECONDS (default
0.25); such a case is reported as an error and left out of the comparison.

With `--vtimezone NAME` it prints libical's VTIMEZONE for NAME instead (the
ical.js oracle has no zone data of its own and is given these).

Used by tests/differential_engines.rs through libical's GObject binding
(Debian: gir1.2-ical-3.0 and python3-gi, installed by scripts/test).
"""

import json
import os
import select
import signal
import sys

import gi

gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib  # noqa: E402


def zone_of(name):
    if name == "UTC":
        return ICalGLib.Timezone.get_utc_timezone()
    zone = ICalGLib.Timezone.get_builtin_timezone(name)
    if zone is None:
        raise ValueError(f"libical has no zone {name}")
    return zone


def expand(case):
    ICalGLib.error_clear_errno()
    rule = ICalGLib.Recurrence.new_from_string(case["rule"])
    if rule is None or ICalGLib.errno_return() != ICalGLib.ErrorEnum.NO_ERROR:
        return {"error": "rule not parsed"}
    is_date = len(case["start"]) == 8
    start = ICalGLib.Time.new_from_string(case["start"])
    utc = ICalGLib.Timezone.get_utc_timezone()
    if not is_date:
        start.set_timezone(zone_of(case["zone"]))
    iterator = ICalGLib.RecurIterator.new(rule, start)
    if iterator is None:
        return {"error": "iterator refused the rule"}
    out = []
    while len(out) < case["take"]:
        t = iterator.next()
        if t is None or t.is_null_time():
            break
        if is_date:
            out.append(f"{t.get_year():04}{t.get_month():02}{t.get_day():02}")
        else:
            t.convert_to_zone_inplace(utc)
            out.append(
                f"{t.get_year():04}{t.get_month():02}{t.get_day():02}"
                f"T{t.get_hour():02}{t.get_minute():02}{t.get_second():02}Z"
            )
    return {"ok": out}


class Worker:
    """A forked child that expands cases one by one; killed and replaced
    when one takes longer than the bound."""

    def __init__(self):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            os.close(self.to_child)
            os.close(self.from_child)
            requests = os.fdopen(to_child_r, "r")
            replies = os.fdopen(from_child_w, "w")
            replies.write("ready\n")
            replies.flush()
            for line in requests:
                try:
                    result = expand(json.loads(line))
                except Exception as e:  # reported, not raised: the next case goes on
                    result = {"error": str(e)}
                replies.write(json.dumps(result) + "\n")
                replies.flush()
            os._exit(0)
        os.close(to_child_r)
        os.close(from_child_w)
        self.replies = os.fdopen(self.from_child, "r")
        # The bound counts from a worker that is running, so that starting
        # a replacement on a busy machine never counts against a case.
        self.replies.readline()

    def ask(self, line, seconds):
        os.write(self.to_child, (line.strip() + "\n").encode())
        ready, _, _ = select.select([self.from_child], [], [], seconds)
        if not ready:
            return None
        return json.loads(self.replies.readline())

    def kill(self):
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.to_child)
        self.replies.close()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--vtimezone":
        print(zone_of(sys.argv[2]).get_component().as_ical_string())
        return
    seconds = float(os.environ.get("KAIROS_ORACLE_SECONDS", "0.25"))
    worker = Worker()
    for line in sys.stdin:
        if not line.strip():
            continue
        result = worker.ask(line, seconds)
        if result is None:
            worker.kill()
            worker = Worker()
            result = {"error": f"no answer within {seconds} s"}
        sys.stdout.write(json.dumps(result) + "\n")
    sys.stdout.flush()
    worker.kill()


if __name__ == "__main__":
    main()
