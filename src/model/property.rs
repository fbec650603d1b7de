//! The text form of one iCalendar property (RFC 5545 §3.1): a name,
//! parameters, a value.
//!
//! Why here and not in `ical`: the model holds an organiser's and each
//! attendee's parameters losslessly ([`Parameter`], the bag of those Kairos
//! does not interpret), and the store must read the participant lines that
//! databases of earlier versions hold, once, when it upgrades them. Both
//! need this much of iCalendar's syntax and no more; reading whole files
//! (unfolding, components, values) stays `ical`'s.

use std::fmt;

/// A property parameter: `TZID=Europe/Paris`, `MEMBER="a","b"`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Parameter {
    /// The name, upper case.
    pub name: String,
    /// The values, unquoted and RFC 6868 decoded.
    pub values: Vec<String>,
}

impl Parameter {
    /// A parameter with one value.
    pub fn one(name: &str, value: impl Into<String>) -> Parameter {
        Parameter {
            name: name.to_owned(),
            values: vec![value.into()],
        }
    }
}

/// One unfolded property: `NAME;PARAM=value:value`.
///
/// ```
/// use kairos::model::Property;
/// let p = Property::parse(r#"attendee;CN="Doe, J.";X-A=1:mailto:j@example.org"#).unwrap();
/// assert_eq!(p.name, "ATTENDEE");
/// assert_eq!(p.params[0].values, ["Doe, J."]);
/// assert_eq!(p.line(), r#"ATTENDEE;CN="Doe, J.";X-A=1:mailto:j@example.org"#);
/// assert!(Property::parse("ATTENDEE;CN=a").is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Property {
    /// The name, upper case.
    pub name: String,
    /// The parameters in order.
    pub params: Vec<Parameter>,
    /// The value as written (still escaped, for text values).
    pub value: String,
}

/// Why a line is not a property.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PropertyError {
    /// Nothing but a name.
    NoValue { text: String },
    /// No name before the parameters or the value.
    NoName { text: String },
    /// A parameter that does not parse.
    BadParameter { name: String, text: String },
    /// No `:` before the value.
    NoColon { name: String, text: String },
    /// Control characters in the value.
    ControlCharacters { name: String },
}

impl fmt::Display for PropertyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PropertyError::NoValue { text } => write!(f, "no value in {text:?}"),
            PropertyError::NoName { text } => write!(f, "no property name in {text:?}"),
            PropertyError::BadParameter { name, text } => {
                write!(f, "a parameter of {name} does not parse in {text:?}")
            }
            PropertyError::NoColon { name, text } => write!(f, "no ':' after {name} in {text:?}"),
            PropertyError::ControlCharacters { name } => {
                write!(f, "control characters in the value of {name}")
            }
        }
    }
}

impl std::error::Error for PropertyError {}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

fn short(text: &str) -> String {
    text.chars().take(40).collect()
}

impl Property {
    /// Reads one unfolded line: `NAME *(";" param) ":" value`.
    pub fn parse(text: &str) -> Result<Property, PropertyError> {
        let name_end = text
            .find(|c: char| !is_name_char(c))
            .ok_or_else(|| PropertyError::NoValue { text: short(text) })?;
        let name = &text[..name_end];
        if name.is_empty() {
            return Err(PropertyError::NoName { text: short(text) });
        }
        let mut rest = &text[name_end..];
        let mut params = Vec::new();
        while let Some(after) = rest.strip_prefix(';') {
            let (param, remaining) =
                parse_param(after).ok_or_else(|| PropertyError::BadParameter {
                    name: name.to_owned(),
                    text: short(text),
                })?;
            params.push(param);
            rest = remaining;
        }
        let value = rest
            .strip_prefix(':')
            .ok_or_else(|| PropertyError::NoColon {
                name: name.to_owned(),
                text: short(text),
            })?;
        if value.chars().any(|c| c.is_control() && c != '\t') {
            return Err(PropertyError::ControlCharacters {
                name: name.to_owned(),
            });
        }
        Ok(Property {
            name: name.to_ascii_uppercase(),
            params,
            value: value.to_owned(),
        })
    }

    /// The first value of parameter `name` (upper case).
    pub fn param(&self, name: &str) -> Option<&str> {
        first_value(&self.params, name)
    }

    /// The unfolded line, parameter values quoted where RFC 5545 wants it.
    pub fn line(&self) -> String {
        let mut out = self.name.clone();
        for p in &self.params {
            out.push(';');
            out.push_str(&p.name);
            out.push('=');
            let values: Vec<String> = p.values.iter().map(|v| param_value(v)).collect();
            out.push_str(&values.join(","));
        }
        out.push(':');
        out.push_str(&self.value);
        out
    }
}

/// `NAME "=" value *("," value)`, returning what follows it.
fn parse_param(text: &str) -> Option<(Parameter, &str)> {
    let name_end = text.find(|c: char| !is_name_char(c))?;
    let name = &text[..name_end];
    let mut rest = text[name_end..].strip_prefix('=')?;
    if name.is_empty() {
        return None;
    }
    let mut values = Vec::new();
    loop {
        let (value, remaining) = if let Some(quoted) = rest.strip_prefix('"') {
            let close = quoted.find('"')?;
            (&quoted[..close], &quoted[close + 1..])
        } else {
            let end = rest.find([',', ';', ':'])?;
            if rest[..end].contains('"') {
                return None;
            }
            (&rest[..end], &rest[end..])
        };
        if value.chars().any(|c| c.is_control() && c != '\t') {
            return None;
        }
        values.push(rfc6868_decode(value));
        rest = remaining;
        match rest.strip_prefix(',') {
            Some(more) => rest = more,
            None => break,
        }
    }
    Some((
        Parameter {
            name: name.to_ascii_uppercase(),
            values,
        },
        rest,
    ))
}

/// RFC 6868: `^n` newline, `^'` double quote, `^^` caret; any other `^` is
/// kept as it is.
fn rfc6868_decode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '^' {
            match chars.peek() {
                Some('n') => {
                    out.push('\n');
                    chars.next();
                }
                Some('\'') => {
                    out.push('"');
                    chars.next();
                }
                Some('^') => {
                    out.push('^');
                    chars.next();
                }
                _ => out.push('^'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The first value of parameter `name` (upper case) among `params`.
pub fn first_value<'a>(params: &'a [Parameter], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.values.first())
        .map(String::as_str)
}

/// A parameter value, quoted where RFC 5545 wants it (`:`, `;`, `,`) and
/// a double quote written as RFC 6868's `^'`.
pub fn param_value(text: &str) -> String {
    let text = text
        .replace('^', "^^")
        .replace('"', "^'")
        .replace("\r\n", "^n")
        .replace(['\r', '\n'], "^n");
    if text.contains([':', ';', ',']) {
        format!("\"{text}\"")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_quoted_listed_and_rfc6868_read_back() {
        let line = "ATTENDEE;DELEGATED-TO=\"mailto:a@x.org\",\"mailto:b@x.org\";CN=^'Al^' ^^ B:mailto:c@x.org";
        let p = Property::parse(line).unwrap();
        assert_eq!(p.params[0].values, ["mailto:a@x.org", "mailto:b@x.org"]);
        assert_eq!(p.param("CN"), Some("\"Al\" ^ B"));
        assert_eq!(Property::parse(&p.line()).unwrap(), p);
        for bad in [
            "",
            ";X=1:v",
            "NAME",
            "N;X:v",
            "N;X=\"a:v",
            "N;X=a",
            "N:\u{7}",
        ] {
            assert!(Property::parse(bad).is_err(), "{bad:?}");
        }
    }
}
