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
    #[error("{file}: {message}")]
    Parse {
        /// Where the template came from.
        file: String,
        /// The parser's message, with line and column.
        message: String,
    },
    /// Parsed, but a value breaks a rule.
    #[error("{file}: {message}")]
    Invalid {
        /// Where the template came from.
        file: String,
        /// What is wrong, in a plain sentence.
        message: String,
    },
    /// No built-in game of that name.
    #[error("unknown game '{0}': built-in games are {1}")]
    Unknown(String, String),
}

impl crate::exit::Exit for GameError {
    fn is_bad_input(&self) -> bool {
        // A template that is not as the format says.
        true
    }
}
