//! Differential test against the engines our users' other calendars run:
//! libical (GNOME Calendar, Evolution; through its GObject binding) and
//! ical.js (Thunderbird). The same random rules as `differential_rrule.rs`
//! (its generator in `rule_cases`, widened to what the `rrule` crate cannot
//! take: all-day starts, BYWEEKNO without BYDAY and with INTERVAL, WKST,
//! mixed ordinal BYDAY lists, WEEKLY+BYSETPOS, YEARLY+BYMONTHDAY alone)
//! go through both engines and Kairos:
//!
//! - where libical and ical.js agree, Kairos must give the same list;
//! - where they disagree, nothing is asserted here: `edges.rs` and
//!   `engine_differences.rs` pin each family of such cases with the RFC 5545
//!   reading Kairos follows (README, "Recurrence semantics"). The run prints
//!   how many cases fell there.
//!
//! The rules are seeded: CI runs [`GATING_SEEDS`], `KAIROS_DIFF_SEED` picks
//! another seed (scripts/test runs one taken from the date as a report that
//! never fails the run). Every failure prints the rule, DTSTART, all three
//! lists and the command that replays its seed.
//! `KAIROS_DIFF_DUMP=PATH` writes the cases to PATH, the rules where the two
//! engines disagree to PATH.differ and every failure to PATH.fail.
//! scripts/test installs both engines: Debian's `gir1.2-ical-3.0` with
//! `python3-gi`, and ical.js from `tests/interop/icaljs/package-lock.json`.

mod common;
mod engines_support;
mod rule_cases;

use std::io::Write;

use engines_support::setpos::setpos_readings;
use engines_support::{agrees, case_lines, expected, icaljs, kairos, libical, listed};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use rule_cases::{case, Case, Space};

/// Rules per run, each sent to both engines.
const CASES: usize = 2000;
/// The seeds CI holds Kairos to: the first, and the one issue 56 was found
/// with (its disagreements triaged and each class pinned in `engine_differences.rs`).
const GATING_SEEDS: [u64; 2] = [0x6b61_6972_6f73, 1_314_421_482];

/// `KAIROS_DIFF_SEED`'s seed alone, or the gating seeds.
fn seeds() -> Vec<u64> {
    match std::env::var("KAIROS_DIFF_SEED") {
        Ok(s) => vec![s.parse().expect("KAIROS_DIFF_SEED must be a number")],
        Err(_) => GATING_SEEDS.to_vec(),
    }
}

/// The command that runs `seed` again and writes what it found.
fn replay(seed: u64) -> String {
    format!(
        "KAIROS_DIFF_SEED={seed} KAIROS_DIFF_DUMP=/tmp/kairos-diff-{seed} \
         cargo test --test differential_engines"
    )
}

fn cases(seed: u64) -> Vec<Case> {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &bytes);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let strategy = case(Space::Engines);
    (0..CASES)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .collect()
}

/// Families where libical 3.0 and ical.js 2.2 give the same list and both
/// drop what RFC 5545 says the rule means; Kairos keeps the RFC's reading,
/// pinned in `engine_differences.rs` and listed in README's "Recurrence semantics".
/// (BYSETPOS in DAILY and longer rules is compared through
/// [`setpos_readings`].)
fn both_engines_drop_a_part(case: &Case) -> Option<&'static str> {
    let freq = case.rule.split(';').next().unwrap_or_default();
    let negative_month_day = case
        .rule
        .split(';')
        .find_map(|p| p.strip_prefix("BYMONTHDAY="))
        .is_some_and(|days| days.contains('-'));
    if freq == "FREQ=DAILY" && negative_month_day {
        // §3.3.10: "-10 represents the tenth to the last day of the month";
        // both skip negative days in a DAILY rule.
        return Some("negative BYMONTHDAY in DAILY");
    }
    let sub_daily = matches!(freq, "FREQ=HOURLY" | "FREQ=MINUTELY" | "FREQ=SECONDLY");
    if sub_daily && case.rule.contains(";BYSETPOS=") {
        // §3.3.10: BYSETPOS picks from "the set of recurrence instances"
        // of each interval, whatever the frequency; both apply it only to
        // months and years (python-dateutil and the rrule crate do not).
        return Some("BYSETPOS below DAILY");
    }
    None
}

#[test]
fn agrees_with_libical_and_icaljs_where_they_agree() {
    let failed: Vec<String> = seeds()
        .into_iter()
        .filter_map(|seed| compare(seed).err())
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

/// Sends `seed`'s rules through both engines and Kairos; what went wrong,
/// with the command to replay it.
fn compare(seed: u64) -> Result<(), String> {
    let cases = cases(seed);
    if let Ok(path) = std::env::var("KAIROS_DIFF_DUMP") {
        std::fs::write(path, case_lines(&cases)).unwrap();
    }
    // One engine per core.
    let (lib, js) = std::thread::scope(|s| {
        let lib = s.spawn(|| libical(&cases));
        let js = icaljs(&cases);
        (lib.join().unwrap(), js)
    });
    assert_eq!(lib.len(), cases.len(), "libical answered every case");
    assert_eq!(js.len(), cases.len(), "ical.js answered every case");
    let (mut compared, mut differ, mut refused, mut setpos_days) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    let mut pinned = std::collections::BTreeMap::new();
    let mut sides = std::collections::BTreeMap::new();
    for ((case, lib), js) in cases.iter().zip(&lib).zip(&js) {
        let (Ok(lib), Ok(js)) = (lib, js) else {
            refused += 1;
            continue;
        };
        if lib != js {
            differ += 1;
            let ours = kairos(case).unwrap_or_default();
            let with = |engine: &[String]| {
                let listed = listed(case, engine);
                agrees(case, &listed, &expected(case, &listed), &ours)
            };
            let side = match (with(lib), with(js)) {
                (true, true) => "both",
                (true, false) => "libical",
                (false, true) => "ical.js",
                (false, false) => "neither",
            };
            *sides.entry(side).or_insert(0) += 1;
            if let Ok(path) = std::env::var("KAIROS_DIFF_DUMP") {
                let line = format!(
                    "{side}\t{}\t{lib:?}\t{js:?}\t{ours:?}\n",
                    case.describe().replace('\n', " ")
                );
                let mut f = std::fs::OpenOptions::new()
                    .append(true)
                    .create(true)
                    .open(format!("{path}.differ"))
                    .unwrap();
                f.write_all(line.as_bytes()).unwrap();
            }
            continue;
        }
        if let Some(family) = both_engines_drop_a_part(case) {
            *pinned.entry(family).or_insert(0) += 1;
            continue;
        }
        compared += 1;
        let ours = kairos(case);
        let listed = listed(case, lib);
        let expected = expected(case, &listed);
        let ok = ours
            .as_ref()
            .is_ok_and(|ours| agrees(case, &listed, &expected, ours));
        if !ok {
            // Where both engines read BYSETPOS their way (applied to days,
            // or ignored below MONTHLY), Kairos is held to RFC 5545's
            // reading of the same days instead.
            let readings = setpos_readings(case).filter(|r| r.engines_gave(case, lib, &listed));
            let failure = match readings {
                Some(r) if ours.as_ref().is_ok_and(|ours| r.kairos_gave(ours)) => {
                    setpos_days += 1;
                    continue;
                }
                Some(r) => format!(
                    "{}\n  both engines {lib:?}\n  (their reading of BYSETPOS; RFC 5545's of the same \
                     days: {:?})\n  Kairos       {ours:?}",
                    case.describe(),
                    r.rfc
                ),
                None => format!(
                    "{}\n  both engines {lib:?}\n  so expected  {expected:?}\n  Kairos       {ours:?}",
                    case.describe()
                ),
            };
            if let Ok(path) = std::env::var("KAIROS_DIFF_DUMP") {
                let mut f = std::fs::OpenOptions::new()
                    .append(true)
                    .create(true)
                    .open(format!("{path}.fail"))
                    .unwrap();
                writeln!(f, "{failure}").unwrap();
            }
            failures.push(failure);
        }
    }
    println!(
        "seed {seed}: {} rules; {compared} compared (both engines agree; in \
         {setpos_days} of them both apply BYSETPOS to days, or ignore it below MONTHLY, \
         and Kairos gives RFC 5545's reading of the same days), {differ} where they disagree, {refused} refused by one of them (or past the \
         time bound); agreeing but left to engine_differences.rs: {pinned:?}; where they disagree, \
         Kairos agrees with: {sides:?}",
        cases.len()
    );
    if !failures.is_empty() {
        return Err(format!(
            "seed {seed}: Kairos differs where libical and ical.js agree, in {} of {compared} \
             rules:\n{}\nreplay: {}",
            failures.len(),
            failures[..failures.len().min(15)].join("\n"),
            replay(seed)
        ));
    }
    // A run where the engines could not be asked proves nothing. With this
    // generator about 30% of the rules get the same list from both (the
    // rest: the two disagree, one refuses, or one searches past the bound).
    if compared < CASES / 5 {
        return Err(format!(
            "seed {seed}: only {compared} of {CASES} rules had an answer both engines agree \
             on\nreplay: {}",
            replay(seed)
        ));
    }
    Ok(())
}
