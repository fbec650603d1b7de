//! `kairos occurrences` run as a real process.

use std::process::{Command, Output};

fn kairos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(args)
        .env_remove("TZ")
        .output()
        .expect("run kairos")
}

fn lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

const NY: [&str; 4] = ["--start", "1997-09-02T09:00:00", "--tz", "America/New_York"];

fn with_ny<'a>(rest: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec!["occurrences"];
    v.extend(NY);
    v.extend(rest);
    v
}

#[test]
fn prints_local_and_utc_starts() {
    let out = kairos(&with_ny(&["--rrule", "FREQ=DAILY;COUNT=3"]));
    assert!(out.status.success());
    assert_eq!(
        lines(&out),
        [
            "1997-09-02T09:00:00",
            "1997-09-03T09:00:00",
            "1997-09-04T09:00:00"
        ]
    );
    let out = kairos(&with_ny(&["--rrule", "FREQ=DAILY;COUNT=2", "--utc"]));
    assert_eq!(
        lines(&out),
        ["1997-09-02T13:00:00Z", "1997-09-03T13:00:00Z"]
    );
}

#[test]
fn exdate_rdate_from_to_and_limit() {
    let out = kairos(&with_ny(&[
        "--rrule",
        "FREQ=WEEKLY;BYDAY=TU,TH",
        "--exdate",
        "1997-09-04T09:00:00",
        "--rdate",
        "1997-09-05T12:00:00",
        "--from",
        "1997-09-02T09:00:00",
        "--to",
        "1997-09-10T00:00:00",
    ]));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        lines(&out),
        [
            "1997-09-02T09:00:00",
            "1997-09-05T12:00:00",
            "1997-09-09T09:00:00"
        ]
    );
    let out = kairos(&with_ny(&["--rrule", "FREQ=DAILY", "--limit", "2"]));
    assert_eq!(lines(&out).len(), 2);
    assert!(out.stderr.is_empty());
}

#[test]
fn unbounded_rule_prints_1000_and_says_so() {
    let out = kairos(&with_ny(&["--rrule", "FREQ=DAILY"]));
    assert!(out.status.success());
    assert_eq!(lines(&out).len(), 1000);
    assert!(String::from_utf8_lossy(&out.stderr).contains("first 1000"));
}

#[test]
fn all_day_floating_and_utc_starts() {
    let out = kairos(&[
        "occurrences",
        "--start",
        "2024-02-29",
        "--rrule",
        "FREQ=YEARLY;COUNT=2",
    ]);
    assert_eq!(lines(&out), ["2024-02-29", "2028-02-29"]);
    let out = kairos(&[
        "occurrences",
        "--start",
        "2024-01-01T09:00:00",
        "--rrule",
        "FREQ=DAILY;COUNT=1",
    ]);
    assert_eq!(lines(&out), ["2024-01-01T09:00:00"]);
    let out = kairos(&[
        "occurrences",
        "--start",
        "2024-01-01T09:00:00",
        "--tz",
        "UTC",
        "--rrule",
        "FREQ=DAILY;COUNT=1",
        "--utc",
    ]);
    assert_eq!(lines(&out), ["2024-01-01T09:00:00Z"]);
}

#[test]
fn bad_input_exits_2_with_one_line_and_no_output() {
    let cases: [(&[&str], &str); 9] = [
        (&["--tz", "Mars/Olympus"], "--tz"),
        (&["--rrule", "FREQ=DAILY;BYMONTHDAY=32"], "BYMONTHDAY"),
        (&["--rrule", "FREQ=DAILY;UNTIL=19970101T000000Z"], "UNTIL"),
        (&["--rrule", "FREQ=MONTHLY;BYWEEKNO=3"], "BYWEEKNO"),
        (&["--rrule", "FREQ=DAILY;BYHOUR=25"], "BYHOUR"),
        (&["--rrule", "FREQ=SOMETIMES"], "FREQ"),
        (
            &["--rrule", "FREQ=DAILY", "--exdate", "yesterday"],
            "--exdate",
        ),
        (
            &[
                "--rrule",
                "FREQ=DAILY",
                "--from",
                "1997-09-10",
                "--to",
                "1997-09-01",
            ],
            "--to",
        ),
        (&["--rrule", "FREQ=DAILY", "--bogus"], "--bogus"),
    ];
    for (rest, needle) in cases {
        let mut args = vec!["occurrences", "--start", "1997-09-02T09:00:00"];
        if !rest.contains(&"--tz") {
            args.extend(["--tz", "America/New_York"]);
        }
        args.extend(rest);
        let out = kairos(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.contains(needle),
            "{args:?}: {err:?} should mention {needle}"
        );
    }
    let out = kairos(&["occurrences", "--start", "1997-09-02T09:00:00", "--utc"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn help_lists_the_subcommands() {
    // With no subcommand `kairos` opens the window (tests/window_xvfb.rs).
    let out = kairos(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("occurrences") && text.contains("daemon"),
        "{text}"
    );
}
