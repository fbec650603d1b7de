//! Checks made before iced starts, because winit panics (or aborts) where
//! there is no display or its libraries are missing: the user gets a
//! sentence naming what is missing instead.

use std::path::Path;
use thiserror::Error;

/// What stops the window from opening.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum DisplayProblem {
    #[error("{}", crate::fl!("window-no-display"))]
    NoDisplay,
    #[error(
        "{}",
        crate::fl!("window-missing-libraries", missing = .missing, debian = .debian, fedora = .fedora)
    )]
    MissingLibraries {
        missing: String,
        debian: String,
        fedora: String,
    },
}

/// A shared library winit loads at run time, and the packages that have it.
struct Library {
    file: &'static str,
    debian: &'static str,
    fedora: &'static str,
}

const X11: &[Library] = &[
    Library {
        file: "libX11.so.6",
        debian: "libx11-6",
        fedora: "libX11",
    },
    Library {
        file: "libX11-xcb.so.1",
        debian: "libx11-xcb1",
        fedora: "libX11-xcb",
    },
    Library {
        file: "libXcursor.so.1",
        debian: "libxcursor1",
        fedora: "libXcursor",
    },
    Library {
        file: "libXi.so.6",
        debian: "libxi6",
        fedora: "libXi",
    },
    Library {
        file: "libxkbcommon-x11.so.0",
        debian: "libxkbcommon-x11-0",
        fedora: "libxkbcommon-x11",
    },
];

const WAYLAND: &[Library] = &[
    Library {
        file: "libwayland-client.so.0",
        debian: "libwayland-client0",
        fedora: "libwayland-client",
    },
    Library {
        file: "libxkbcommon.so.0",
        debian: "libxkbcommon0",
        fedora: "libxkbcommon",
    },
];

/// Checks that a display is named and that the libraries for it exist.
pub fn check_display() -> Result<(), DisplayProblem> {
    let set = |k: &str| std::env::var_os(k).is_some_and(|v| !v.is_empty());
    let wayland = set("WAYLAND_DISPLAY");
    let x11 = set("DISPLAY");
    if !wayland && !x11 {
        return Err(DisplayProblem::NoDisplay);
    }
    let dirs = library_dirs();
    let missing_of = |libs: &'static [Library]| -> Vec<&'static Library> {
        libs.iter()
            .filter(|l| !dirs.iter().any(|d| Path::new(d).join(l.file).exists()))
            .collect()
    };
    // Wayland is tried first where both are set; either one working is
    // enough.
    let missing = match (wayland, x11) {
        (true, true) => {
            let w = missing_of(WAYLAND);
            if w.is_empty() {
                w
            } else {
                missing_of(X11)
            }
        }
        (true, false) => missing_of(WAYLAND),
        _ => missing_of(X11),
    };
    if missing.is_empty() {
        return Ok(());
    }
    let join = |f: fn(&Library) -> &'static str| {
        missing.iter().map(|l| f(l)).collect::<Vec<_>>().join(" ")
    };
    Err(DisplayProblem::MissingLibraries {
        missing: missing
            .iter()
            .map(|l| l.file)
            .collect::<Vec<_>>()
            .join(", "),
        debian: join(|l| l.debian),
        fedora: join(|l| l.fedora),
    })
}

/// Where the dynamic loader looks (LD_LIBRARY_PATH, then the usual
/// multiarch and plain directories).
fn library_dirs() -> Vec<String> {
    let mut dirs: Vec<String> = std::env::var("LD_LIBRARY_PATH")
        .unwrap_or_default()
        .split(':')
        .filter(|d| !d.is_empty())
        .map(str::to_owned)
        .collect();
    let arch = std::env::consts::ARCH;
    for base in ["/lib", "/usr/lib", "/usr/local/lib"] {
        dirs.push(format!("{base}/{arch}-linux-gnu"));
        dirs.push(base.to_owned());
    }
    dirs.extend(["/lib64".to_owned(), "/usr/lib64".to_owned()]);
    dirs
}
