//! libX11's compose table, kept between starts.
//!
//! When the window opens on X11, winit opens the X input method, and
//! libX11's built-in one reads the locale's whole Compose file (thousands
//! of lines for a UTF-8 locale) on the window's thread: 10–25 ms before
//! the first frame, at every start. libX11 can keep the table it built in
//! a cache folder and map it back in well under a millisecond; it makes the
//! cache again when the Compose file is newer or the cache a day old, and
//! uses it only when the folder and file are the user's own and nobody
//! else can write them. It looks in `$XCOMPOSECACHE`, else in a
//! system-wide folder a distribution may make and in `~/.compose-cache`,
//! but Debian and most others make neither. So when the user has chosen
//! nothing, the window points it at a folder of Kairos's cache directory.
//! (libX11 keeps no cache for root, whatever the setting.)

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// libX11's own places for the cache: the system-wide folder (as Debian
/// builds it) and the one in the home folder.
const SYSTEM_CACHE: &str = "/var/cache/libx11/compose";
const HOME_CACHE: &str = ".compose-cache";

/// Where libX11 should keep the compose cache, if Kairos should say:
/// `None` when the user set `XCOMPOSECACHE` or libX11 already has a folder
/// of its own to use.
fn folder_to_choose(
    set: Option<&OsStr>,
    home: Option<&Path>,
    cache: Option<&Path>,
    is_dir: impl Fn(&Path) -> bool,
) -> Option<PathBuf> {
    if set.is_some() || is_dir(Path::new(SYSTEM_CACHE)) {
        return None;
    }
    if home.is_some_and(|home| is_dir(&home.join(HOME_CACHE))) {
        return None;
    }
    cache.map(|cache| cache.join("compose"))
}

/// Points libX11's compose cache at Kairos's cache directory unless the
/// user or the system chose a place. Must run before any other thread
/// starts: it changes the process's environment, which libc does not
/// guard against a concurrent read. A folder that cannot be made leaves
/// libX11 as it was (it parses the file, as before).
pub fn choose() {
    // Without an X display there is no X input method to open.
    if std::env::var_os("DISPLAY").is_none() {
        return;
    }
    let dirs = directories::ProjectDirs::from("", "", "kairos");
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let folder = folder_to_choose(
        std::env::var_os("XCOMPOSECACHE").as_deref(),
        home.as_deref(),
        dirs.as_ref().map(|d| d.cache_dir()),
        Path::is_dir,
    );
    if let Some(folder) = folder {
        // libX11 refuses a folder that others can write, and so does
        // `own_dir`: it makes the folder owner-only or tightens it.
        if crate::private::own_dir(&folder).is_ok() {
            std::env::set_var("XCOMPOSECACHE", &folder);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choose_with(set: Option<&str>, dirs: &[&str]) -> Option<PathBuf> {
        folder_to_choose(
            set.map(OsStr::new),
            Some(Path::new("/home/ann")),
            Some(Path::new("/home/ann/.cache/kairos")),
            |p| dirs.iter().any(|d| Path::new(d) == p),
        )
    }

    #[test]
    fn with_nothing_chosen_the_cache_goes_in_kaiross_cache_directory() {
        assert_eq!(
            choose_with(None, &[]),
            Some(PathBuf::from("/home/ann/.cache/kairos/compose"))
        );
    }

    #[test]
    fn the_users_setting_and_libx11s_own_folders_are_left_alone() {
        assert_eq!(choose_with(Some("/elsewhere"), &[]), None);
        assert_eq!(choose_with(None, &["/home/ann/.compose-cache"]), None);
        assert_eq!(choose_with(None, &[SYSTEM_CACHE]), None);
    }

    #[test]
    fn without_a_cache_directory_nothing_is_chosen() {
        assert_eq!(folder_to_choose(None, None, None, |_| false), None);
    }
}
