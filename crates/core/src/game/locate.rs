//! Where a mistake is: a key's path in the template, found back as `FILE:LINE:COL`, and the
//! errors of a template.

use super::*;

/// One step of a path into a template, for pointing at a line and column.
#[derive(Debug, Clone, PartialEq)]
pub enum Seg {
    /// A fixed key.
    Key(&'static str),
    /// A key named by the template itself (a piece id in a set-up).
    Name(String),
    /// An array element.
    Idx(usize),
}

/// A rule broken by a parsed template: where, and what.
#[derive(Debug, Clone, PartialEq)]
pub struct Invalid {
    /// Path to the offending value.
    pub path: Vec<Seg>,
    /// A plain sentence.
    pub message: String,
}

/// Refuses empty or over-long (more than `max` characters) text, control and bidi-override
/// characters, and characters the embedded font cannot print.
pub fn check_text(text: &str, what: &str, max: usize, path: Vec<Seg>) -> Result<(), Invalid> {
    let shown = crate::quote::shown(text);
    let len = text.chars().count();
    let message = if text.trim().is_empty() {
        format!("{what} is empty")
    } else if len > max {
        format!("{what} '{shown}' is {len} characters long: the limit is {max}")
    } else if let Some(c) = text.chars().find(|&c| crate::quote::is_unsafe(c)) {
        format!(
            "{what} '{shown}' contains the control character U+{:04X}",
            c as u32
        )
    } else if let Some(c) = text
        .chars()
        .find(|&c| !crate::font::get(crate::font::Weight::Bold).covers(&c.to_string()))
    {
        format!(
            "{what} '{shown}' contains U+{:04X}, which the font cannot print",
            c as u32
        )
    } else {
        return Ok(());
    };
    Err(Invalid { path, message })
}

/// Byte span of the value at `path` in TOML `text` (the deepest part of the path that exists).
pub fn span_of(text: &str, path: &[Seg]) -> Option<std::ops::Range<usize>> {
    let doc = toml_edit::ImDocument::parse(text).ok()?;
    let mut item = doc.as_item();
    let mut best = None;
    for seg in path {
        let next = match seg {
            Seg::Key(k) => item.get(*k),
            Seg::Name(k) => item.get(k.as_str()),
            Seg::Idx(i) => item.get(*i),
        };
        match next {
            Some(n) => {
                item = n;
                best = n.span().or(best);
            }
            None => break,
        }
    }
    best
}

/// `file:line:col` of the value at `path` in `text`, or just `file` when it cannot be found.
pub fn locate(text: &str, file: &str, path: &[Seg]) -> String {
    match span_of(text, path) {
        Some(span) => {
            let (line, col) = line_col(text, span.start);
            format!("{file}:{line}:{col}")
        }
        None => file.to_string(),
    }
}

/// A template that could not be used.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// TOML syntax, a wrong type or an unknown key; the message carries line and column.
    #[error("{}", crate::exit::Exit::said(self))]
    Parse {
        /// Where the template came from.
        file: String,
        /// The parser's message, with line and column.
        message: String,
    },
    /// Parsed, but a value breaks a rule.
    #[error("{}", crate::exit::Exit::said(self))]
    Invalid {
        /// Where the template came from.
        file: String,
        /// What is wrong, in a plain sentence.
        message: String,
    },
    /// No built-in game of that name.
    #[error("{}", crate::exit::Exit::said(self))]
    Unknown(String, String),
}

impl crate::exit::Exit for GameError {
    fn is_bad_input(&self) -> bool {
        // A template that is not as the format says.
        true
    }

    fn said(&self) -> crate::said::Said {
        use crate::said::Said;
        match self {
            // The parser's and the format's own words stay English: they speak of the
            // template's keys, which are English too.
            GameError::Parse { file, message } | GameError::Invalid { file, message } => {
                Said::new("refuse-template")
                    .arg("file", file)
                    .arg("why", message)
            }
            GameError::Unknown(name, games) => Said::new("refuse-game-unknown")
                .arg("game", name)
                .arg("games", games),
        }
    }
}

/// The TOML parser's (or serde's) `message` about the value at `span` of `text`, as a
/// sentence a person can act on: the key named, long values shortened, types in words, and
/// for a value that must be one of a few words, those words. `reparse` parses a text as the
/// template was parsed and gives its message: with the value swapped for a word no key
/// takes, serde lists the words the key takes.
pub fn toml_message(
    text: &str,
    span: Option<std::ops::Range<usize>>,
    message: &str,
    reparse: &dyn Fn(&str) -> Option<String>,
) -> String {
    let message = message.trim();
    let at = span.clone().and_then(|s| text.get(s.start..)).unwrap_or("");
    let key = span
        .as_ref()
        .and_then(|s| key_before(text, s.start))
        .map(|k| format!("'{}' ", crate::quote::shown(k)))
        .unwrap_or_default();
    // The value at the span, to its end or the line's.
    let value = || {
        let v = span
            .clone()
            .and_then(|s| text.get(s.clone()))
            .unwrap_or(at)
            .lines()
            .next()
            .unwrap_or("")
            .trim();
        crate::quote::shown(v)
    };
    match message {
        // The parser says nothing of a control character (even in a comment).
        "" => match at.chars().next() {
            Some(c) if c.is_control() => format!(
                "the control character {} is not allowed in TOML, not even in a comment",
                crate::quote::escape(&c.to_string())
            ),
            _ => "not valid TOML here".into(),
        },
        // The parser's word for an integer over 64 bits names no value: show it.
        m if m.contains("too large to fit") || m.contains("too small to fit") => {
            let end = at
                .find(|c: char| !(c.is_ascii_alphanumeric() || "+-_.".contains(c)))
                .unwrap_or(at.len());
            format!(
                "the number '{}' is out of range: use one in the range this key takes (see docs/templates.md)",
                crate::quote::shown(&at[..end])
            )
        }
        "wanted string or table" => {
            let words = span.as_ref().and_then(|s| {
                let swapped = format!("{}\"\\u0001\"{}", &text[..s.start], &text[s.end..]);
                let m = reparse(&swapped)?;
                Some(m.split_once("expected ")?.1.trim().to_string())
            });
            match words {
                Some(w) => format!("{key}is {}: it takes {w}, in quotes", value()),
                None => format!("{key}is {}: it takes a word in quotes", value()),
            }
        }
        "recursion limit exceeded" => format!(
            "{key}nests lists or tables more than 80 deep, where the parser stops; no key of a template nests more than 3"
        ),
        m if m.starts_with("invalid type: ") => {
            let m = &m["invalid type: ".len()..];
            let (got, wanted) = m.split_once(", expected ").unwrap_or((m, "another type"));
            let got = got.split(['`', '"']).next().unwrap_or(got).trim();
            format!(
                "{key}is {} ({}) where {} is wanted",
                value(),
                type_words(got),
                type_words(wanted)
            )
        }
        m => shorten_quoted(&m.replace('\n', " ")),
    }
}

/// The key a value at `at` belongs to: the bare or quoted key before `=` on its line.
fn key_before(text: &str, at: usize) -> Option<&str> {
    let line = &text[text[..at].rfind('\n').map_or(0, |i| i + 1)..at];
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches('"');
    (!key.is_empty()).then_some(key)
}

/// A type as serde names it, in words.
fn type_words(t: &str) -> String {
    let whole = |max: u64| format!("a whole number from 0 to {max}");
    match t.trim() {
        "u8" => whole(u8::MAX.into()),
        "u16" => whole(u16::MAX.into()),
        "u32" => whole(u32::MAX.into()),
        "u64" | "usize" => whole(u64::MAX),
        "i8" | "i16" | "i32" | "i64" | "isize" | "integer" => "a whole number".into(),
        "f32" | "f64" | "floating point" => "a number with a decimal point".into(),
        "boolean" | "a boolean" => "true or false".into(),
        "string" | "a string" => "a text in quotes".into(),
        "sequence" | "a sequence" => "a list [ … ]".into(),
        "map" | "a map" => "a table".into(),
        other => shorten_quoted(other),
    }
}

/// `message` with each value between backticks shortened as a value shown in a message is.
fn shorten_quoted(message: &str) -> String {
    let mut out = String::new();
    for (i, part) in message.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        if i % 2 == 1 {
            out += &crate::quote::shown(part);
        } else {
            out += part;
        }
    }
    out
}
