//! The display names Outlook writes as TZIDs ("(UTC-05:00) Eastern Time
//! (US & Canada)") → Windows zone names, which `windows_zones` maps to IANA
//! zones. Outlook usually sends a VTIMEZONE with them; when a file does not
//! (copied events, some exports), the name alone must say the zone.
//!
//! The display names of Windows' own zone list (`tzutil /l`), for the zones
//! people schedule meetings in most; the offset prefix is not part of the
//! key (it changes with Windows updates and between "UTC" and older "GMT").

/// `(display name without its offset prefix, Windows name)`.
const DISPLAY_NAMES: &[(&str, &str)] = &[
    ("International Date Line West", "Dateline Standard Time"),
    ("Coordinated Universal Time-11", "UTC-11"),
    ("Hawaii", "Hawaiian Standard Time"),
    ("Alaska", "Alaskan Standard Time"),
    ("Pacific Time (US & Canada)", "Pacific Standard Time"),
    ("Arizona", "US Mountain Standard Time"),
    ("Mountain Time (US & Canada)", "Mountain Standard Time"),
    ("Central Time (US & Canada)", "Central Standard Time"),
    ("Saskatchewan", "Canada Central Standard Time"),
    (
        "Guadalajara, Mexico City, Monterrey",
        "Central Standard Time (Mexico)",
    ),
    ("Central America", "Central America Standard Time"),
    ("Eastern Time (US & Canada)", "Eastern Standard Time"),
    ("Indiana (East)", "US Eastern Standard Time"),
    (
        "Bogota, Lima, Quito, Rio Branco",
        "SA Pacific Standard Time",
    ),
    ("Atlantic Time (Canada)", "Atlantic Standard Time"),
    ("Santiago", "Pacific SA Standard Time"),
    ("Newfoundland", "Newfoundland Standard Time"),
    ("Brasilia", "E. South America Standard Time"),
    ("City of Buenos Aires", "Argentina Standard Time"),
    ("Greenland", "Greenland Standard Time"),
    ("Azores", "Azores Standard Time"),
    ("Coordinated Universal Time", "UTC"),
    ("Dublin, Edinburgh, Lisbon, London", "GMT Standard Time"),
    ("Monrovia, Reykjavik", "Greenwich Standard Time"),
    (
        "Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna",
        "W. Europe Standard Time",
    ),
    (
        "Belgrade, Bratislava, Budapest, Ljubljana, Prague",
        "Central Europe Standard Time",
    ),
    (
        "Brussels, Copenhagen, Madrid, Paris",
        "Romance Standard Time",
    ),
    (
        "Sarajevo, Skopje, Warsaw, Zagreb",
        "Central European Standard Time",
    ),
    ("West Central Africa", "W. Central Africa Standard Time"),
    ("Athens, Bucharest", "GTB Standard Time"),
    ("Cairo", "Egypt Standard Time"),
    (
        "Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius",
        "FLE Standard Time",
    ),
    (
        "Helsinki, Kyev, Riga, Sofia, Tallinn, Vilnius",
        "FLE Standard Time",
    ),
    ("Jerusalem", "Israel Standard Time"),
    ("Harare, Pretoria", "South Africa Standard Time"),
    ("Istanbul", "Turkey Standard Time"),
    ("Moscow, St. Petersburg", "Russian Standard Time"),
    ("Kuwait, Riyadh", "Arab Standard Time"),
    ("Nairobi", "E. Africa Standard Time"),
    ("Tehran", "Iran Standard Time"),
    ("Abu Dhabi, Muscat", "Arabian Standard Time"),
    ("Kabul", "Afghanistan Standard Time"),
    ("Islamabad, Karachi", "Pakistan Standard Time"),
    ("Chennai, Kolkata, Mumbai, New Delhi", "India Standard Time"),
    ("Kathmandu", "Nepal Standard Time"),
    ("Dhaka", "Bangladesh Standard Time"),
    ("Bangkok, Hanoi, Jakarta", "SE Asia Standard Time"),
    (
        "Beijing, Chongqing, Hong Kong, Urumqi",
        "China Standard Time",
    ),
    ("Kuala Lumpur, Singapore", "Singapore Standard Time"),
    ("Perth", "W. Australia Standard Time"),
    ("Taipei", "Taipei Standard Time"),
    ("Osaka, Sapporo, Tokyo", "Tokyo Standard Time"),
    ("Seoul", "Korea Standard Time"),
    ("Adelaide", "Cen. Australia Standard Time"),
    ("Darwin", "AUS Central Standard Time"),
    ("Brisbane", "E. Australia Standard Time"),
    ("Canberra, Melbourne, Sydney", "AUS Eastern Standard Time"),
    ("Hobart", "Tasmania Standard Time"),
    ("Auckland, Wellington", "New Zealand Standard Time"),
];

/// The Windows zone name of an Outlook display name, with or without its
/// `(UTC±hh:mm) ` / `(GMT±hh:mm) ` / `(UTC) ` prefix.
pub(crate) fn windows_name(display: &str) -> Option<&'static str> {
    let text = display.trim();
    let name = match text.strip_prefix('(') {
        Some(rest) if rest.starts_with("UTC") || rest.starts_with("GMT") => {
            rest.split_once(')').map_or(text, |(_, name)| name.trim())
        }
        _ => text,
    };
    DISPLAY_NAMES
        .iter()
        .find(|(d, _)| d.eq_ignore_ascii_case(name))
        .map(|(_, windows)| *windows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_display_name_leads_to_a_windows_zone_cldr_knows() {
        for (display, windows) in DISPLAY_NAMES {
            assert!(
                super::super::windows_zones::WINDOWS_ZONES
                    .iter()
                    .any(|(w, _)| w == windows),
                "{display} → {windows}"
            );
        }
    }

    #[test]
    fn reads_the_prefix_forms() {
        for tzid in [
            "(UTC-05:00) Eastern Time (US & Canada)",
            "(GMT-05:00) Eastern Time (US & Canada)",
            "Eastern Time (US & Canada)",
        ] {
            assert_eq!(windows_name(tzid), Some("Eastern Standard Time"), "{tzid}");
        }
        assert_eq!(
            windows_name("(UTC) Coordinated Universal Time"),
            Some("UTC")
        );
        assert_eq!(windows_name("(UTC+01:00) Nowhere"), None);
    }
}
