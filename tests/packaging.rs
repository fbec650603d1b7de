//! The desktop integration files pass the freedesktop validators
//! (installed by scripts/test), and name the icon that exists.

use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn run(tool: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new(tool)
        .args(args)
        .current_dir(root())
        .output()
        .unwrap_or_else(|e| panic!("{tool}: {e} (scripts/test installs it)"));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn metainfo_passes_appstreamcli_validate() {
    let (ok, text) = run(
        "appstreamcli",
        &[
            "validate",
            "--no-net",
            "packaging/io.github.kairos.Kairos.metainfo.xml",
        ],
    );
    assert!(ok, "{text}");
    assert!(!text.contains("E:") && !text.contains("W:"), "{text}");
}

#[test]
fn desktop_files_pass_desktop_file_validate() {
    for file in [
        "packaging/io.github.kairos.Kairos.desktop",
        "packaging/kairos-daemon.desktop",
    ] {
        let (ok, text) = run("desktop-file-validate", &[file]);
        assert!(ok && text.trim().is_empty(), "{file}: {text}");
    }
}

#[test]
fn desktop_entry_opens_calendars_and_names_the_bundled_icon() {
    let entry =
        std::fs::read_to_string(root().join("packaging/io.github.kairos.Kairos.desktop")).unwrap();
    assert!(entry.lines().any(|l| l == "MimeType=text/calendar;"));
    // A file opened with Kairos is passed on, and offered for import.
    assert!(entry.lines().any(|l| l == "Exec=kairos %f"));
    assert!(entry.lines().any(|l| l == "Icon=io.github.kairos.Kairos"));
    assert!(entry
        .lines()
        .any(|l| l == format!("StartupWMClass={}", kairos::ui::APP_ID)));
    assert!(root().join("assets/io.github.kairos.Kairos.svg").exists());
}
