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
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
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
// of a rule whose instances are far apart: the cases run in a worker
// thread that is terminated (and replaced) when one takes longer than
// KAIROS_ORACLE_SECONDS (default 0.1); such a case is reported as an error
// and left out of the comparison.
if (!isMainThread) {
  for (const [name, text] of Object.entries(workerData.vtimezones)) registerZone(name, text);
  parentPort.on("message", (c) => {
    let result;
    try {
      result = expand(c);
    } catch (e) {
      // One bad case must not hide the others.
      result = { error: String(e && e.message ? e.message : e) };
    }
    parentPort.postMessage(result);
  });
} else {
  const seconds = Number(process.env.KAIROS_ORACLE_SECONDS ?? "0.1");
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let vtimezones = null;
  let worker = null;
  const start = () => new Worker(new URL(import.meta.url), { argv: [dir], workerData: { vtimezones } });
  const ask = (c) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        worker.removeAllListeners("message");
        worker.terminate();
        worker = start();
        resolve({ error: `no answer within ${seconds} s` });
      }, seconds * 1000);
      worker.once("message", (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      worker.postMessage(c);
    });
  for await (const line of lines) {
    if (!line.trim()) continue;
    if (vtimezones === null) {
      vtimezones = JSON.parse(line).vtimezones;
      worker = start();
      continue;
    }
    process.stdout.write(JSON.stringify(await ask(JSON.parse(line))) + "\n");
  }
  if (worker) await worker.terminate();
}
