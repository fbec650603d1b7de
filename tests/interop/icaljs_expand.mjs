// Expand recurrence rules with ical.js, the engine Thunderbird runs.
//
//   node icaljs_expand.mjs ICALJS_DIR < cases.jsonl > results.jsonl
//
// ICALJS_DIR holds node_modules/ical.js (scripts/test installs the version
// pinned in tests/interop/icaljs/package-lock.json there).
//
// The first line on stdin is {"vtimezones": {"Europe/Berlin": "BEGIN:VTIMEZONE…"}}:
// ical.js has no zone data of its own, and is given libical's. Every
// following line is a case, as for libical_expand.py:
//
//   {"start": "20240129T090000" | "20240129", "zone": "Europe/Berlin" | "UTC",
//    "rule": "FREQ=...", "take": 40}
//
// and gets one line back, in the same order:
//
//   {"ok": ["20240129T080000Z", ...]}   instants in UTC, or dates for a date start
//   {"error": "..."}                    ical.js refused the rule
//
// Used by tests/differential_engines.rs.

import { createInterface } from "node:readline";
import { fork } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const dir = process.argv[2];
const ICAL = (
  await import(pathToFileURL(path.join(dir, "node_modules/ical.js/dist/ical.js")).href)
).default;

function registerZone(name, text) {
  const component = new ICAL.Component(ICAL.parse(text));
  // libical names its zones /freeassociation.sourceforge.net/…; the
  // cases use the Olson name.
  component.updatePropertyWithValue("tzid", name);
  ICAL.TimezoneService.register(new ICAL.Timezone(component), name);
}

function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}

function expand(c) {
  const recur = ICAL.Recur.fromString(c.rule);
  const isDate = c.start.length === 8;
  const y = +c.start.slice(0, 4);
  const mo = +c.start.slice(4, 6);
  const d = +c.start.slice(6, 8);
  let start;
  if (isDate) {
    start = new ICAL.Time({ year: y, month: mo, day: d, isDate: true });
  } else {
    const zone =
      c.zone === "UTC" ? ICAL.Timezone.utcTimezone : ICAL.TimezoneService.get(c.zone);
    if (!zone) throw new Error(`no zone ${c.zone}`);
    start = new ICAL.Time(
      {
        year: y,
        month: mo,
        day: d,
        hour: +c.start.slice(9, 11),
        minute: +c.start.slice(11, 13),
        second: +c.start.slice(13, 15),
      },
      zone,
    );
  }
  const iterator = recur.iterator(start);
  const out = [];
  // ical.js gives up on rules that never match after its own bound; a
  // rule with nothing to give ends the list rather than looping.
  for (let next; out.length < c.take && (next = iterator.next()); ) {
    if (isDate) {
      out.push(`${pad(next.year, 4)}${pad(next.month)}${pad(next.day)}`);
    } else {
      const u = next.convertToZone(ICAL.Timezone.utcTimezone);
      out.push(
        `${pad(u.year, 4)}${pad(u.month)}${pad(u.day)}T${pad(u.hour)}${pad(u.minute)}${pad(u.second)}Z`,
      );
    }
  }
  return { ok: out };
}

// ical.js, like libical, searches without a bound for the next instance
// of a rule whose instances are far apart: the cases run in a child process
// that is killed (and replaced) when one takes longer than
// KAIROS_ORACLE_SECONDS (default 0.25); such a case is reported as an error
// and left out of the comparison. (A worker thread terminated mid-search
// can abort V8 itself; a process killed is simply gone.) The bound counts
// from when a child that is ready (ical.js loaded, zones registered) is
// given the case, so a replacement's start-up on a busy machine never
// counts against a case.
if (process.argv[3] === "--child") {
  process.once("message", ({ vtimezones }) => {
    for (const [name, text] of Object.entries(vtimezones)) registerZone(name, text);
    process.on("message", (c) => {
      let result;
      try {
        result = expand(c);
      } catch (e) {
        // One bad case must not hide the others.
        result = { error: String(e && e.message ? e.message : e) };
      }
      process.send(result);
    });
    process.send({ ready: true });
  });
} else {
  const seconds = Number(process.env.KAIROS_ORACLE_SECONDS ?? "0.25");
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let vtimezones = null;
  // A child that has said it is ready.
  const start = () =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [dir, "--child"], {
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      });
      child.once("error", reject);
      child.once("message", () => resolve(child));
      child.send({ vtimezones });
    });
  let child = null;
  const ask = async (c) => {
    const answer = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), seconds * 1000);
      child.once("message", (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      child.send(c);
    });
    if (answer !== null) return answer;
    child.removeAllListeners("message");
    child.kill("SIGKILL");
    child = await start();
    return { error: `no answer within ${seconds} s` };
  };
  for await (const line of lines) {
    if (!line.trim()) continue;
    if (vtimezones === null) {
      vtimezones = JSON.parse(line).vtimezones;
      child = await start();
      continue;
    }
    process.stdout.write(JSON.stringify(await ask(JSON.parse(line))) + "\n");
  }
  if (child) child.kill("SIGKILL");
}
