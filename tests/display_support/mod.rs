//! The X display `scripts/test` starts (Xvfb), seen through xdotool: which
//! windows a process has mapped. A window is counted once it is mapped,
//! never merely created: winit creates it hidden and maps it after the
//! renderer and fonts are ready, seconds later on a busy machine.
#![allow(dead_code)]

use std::process::{Command, Output};

pub fn display() -> String {
    std::env::var("DISPLAY")
        .expect("no X display: run the tests through scripts/test, which starts Xvfb")
}

pub fn xdotool(args: &[&str]) -> Output {
    Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display())
        .output()
        .expect("xdotool is installed by scripts/test")
}

/// The mapped windows titled "Kairos" that process `pid` owns.
pub fn mapped_windows_of(pid: u32) -> Vec<String> {
    let out = xdotool(&[
        "search",
        "--onlyvisible",
        "--pid",
        &pid.to_string(),
        "--name",
        "^Kairos$",
    ]);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}
