//! Where a mistake is: a key's path in the template, found back as `FILE:LINE:COL`, and the
//! errors of a template.

use super::*;
use crate::said::Said;

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
    /// What is wrong, as a message with its values.
    pub message: Said,
}

/// Refuses empty or over-long (more than `max` characters) text, control and bidi-override
/// characters, and characters the embedded font cannot print. `what` is the message naming
/// the text (`refuse-what-piece-name`: "piece name").
pub fn check_text(
    text: &str,
    what: &'static str,
    max: usize,
    path: Vec<Seg>,
) -> Result<(), Invalid> {
    let said = |id| {
        Said::new(id)
            .arg("what", Said::new(what))
            .arg("value", crate::quote::shown(text))
    };
    let code = |c: char| format!("U+{:04X}", c as u32);
    let len = text.chars().count();
    let message = if text.trim().is_empty() {
        said("refuse-text-empty")
    } else if len > max {
        said("refuse-text-long").arg("count", len).arg("most", max)
    } else if let Some(c) = text.chars().find(|&c| crate::quote::is_unsafe(c)) {
        said("refuse-text-control").arg("code", code(c))
    } else if let Some(c) = text
        .chars()
        .find(|&c| !crate::font::get(crate::font::Weight::Bold).covers(&c.to_string()))
    {
        said("refuse-text-font").arg("code", code(c))
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
        /// What the parser found, in boardgen's words or quoting the parser's.
        message: Said,
    },
    /// Parsed, but a value breaks a rule.
    #[error("{}", crate::exit::Exit::said(self))]
    Invalid {
        /// Where the template came from.
        file: String,
        /// What is wrong.
        message: Said,
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
            // The template's keys stay as written (English); the sentences round them are
            // in the reader's language, and the parser's own words are quoted.
            GameError::Parse { file, message } | GameError::Invalid { file, message } => {
                Said::new("refuse-template")
                    .arg("file", file)
                    .arg("why", message.clone())
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
/// takes, serde lists the words the key takes. The kinds of message the crate's text says
/// (it has no kinds to match) are boardgen's own messages; any other is quoted whole as the
/// parser's words, which are English.
pub fn toml_message(
    text: &str,
    span: Option<std::ops::Range<usize>>,
    message: &str,
    reparse: &dyn Fn(&str) -> Option<String>,
) -> Said {
    let message = message.trim();
    let at = span.clone().and_then(|s| text.get(s.start..)).unwrap_or("");
    let key = match span.as_ref().and_then(|s| key_before(text, s.start)) {
        Some(k) => Said::new("refuse-toml-key").arg("key", crate::quote::shown(k)),
        None => Said::new("refuse-toml-no-key"),
    };
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
            Some(c) if c.is_control() => {
                Said::new("refuse-toml-control").arg("char", crate::quote::escape(&c.to_string()))
            }
            _ => Said::new("refuse-toml-here"),
        },
        // The parser's word for an integer over 64 bits names no value: show it.
        m if m.contains("too large to fit") || m.contains("too small to fit") => {
            let end = at
                .find(|c: char| !(c.is_ascii_alphanumeric() || "+-_.".contains(c)))
                .unwrap_or(at.len());
            Said::new("refuse-toml-number").arg("value", crate::quote::shown(&at[..end]))
        }
        "wanted string or table" => {
            let words = span.as_ref().and_then(|s| {
                let swapped = format!("{}\"\\u0001\"{}", &text[..s.start], &text[s.end..]);
                let m = reparse(&swapped)?;
                let expected = m.split_once("expected ")?.1;
                let names: Vec<String> = expected
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .map(|n| format!("`{n}`"))
                    .collect();
                (!names.is_empty()).then(|| names.join(", "))
            });
            let said = match words {
                Some(w) => Said::new("refuse-toml-words").arg("words", w),
                None => Said::new("refuse-toml-word"),
            };
            said.arg("key", key).arg("value", value())
        }
        // serde's words for a key no table takes, or one it needs: the key and the keys
        // it takes are values, the rest is boardgen's.
        m if m.starts_with("unknown field `") || m.starts_with("unknown variant `") => {
            let names: Vec<&str> = m.split('`').skip(1).step_by(2).collect();
            match names.split_first() {
                Some((name, taken)) if !taken.is_empty() => {
                    Said::new(if m.starts_with("unknown field") {
                        "refuse-toml-unknown-key"
                    } else {
                        "refuse-toml-unknown-word"
                    })
                    .arg("name", crate::quote::shown(name))
                    .arg(
                        "names",
                        taken
                            .iter()
                            .map(|t| format!("`{t}`"))
                            .collect::<Vec<_>>()
                            .join(", "),
                    )
                }
                _ => Said::new("refuse-toml-parser").arg("quote", shorten_quoted(m)),
            }
        }
        m if m.starts_with("missing field `") => {
            let name = m.split('`').nth(1).unwrap_or("");
            Said::new("refuse-toml-missing-key").arg("name", crate::quote::shown(name))
        }
        "recursion limit exceeded" => Said::new("refuse-toml-deep").arg("key", key),
        m if m.starts_with("invalid type: ") => {
            let m = &m["invalid type: ".len()..];
            let (got, wanted) = m.split_once(", expected ").unwrap_or((m, "another type"));
            let got = got.split(['`', '"']).next().unwrap_or(got).trim();
            Said::new("refuse-toml-type")
                .arg("key", key)
                .arg("value", value())
                .arg("got", type_words(got))
                .arg("wanted", type_words(wanted))
        }
        m => Said::new("refuse-toml-parser").arg("quote", shorten_quoted(&m.replace('\n', " "))),
    }
}

/// The key a value at `at` belongs to: the bare or quoted key before `=` on its line.
fn key_before(text: &str, at: usize) -> Option<&str> {
    let line = &text[text[..at].rfind('\n').map_or(0, |i| i + 1)..at];
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches('"');
    (!key.is_empty()).then_some(key)
}

/// A type as serde names it, in words (serde's own words quoted, for a type it names
/// otherwise).
fn type_words(t: &str) -> Said {
    let whole = |max: u64| Said::new("refuse-type-whole").arg("most", max.to_string());
    match t.trim() {
        "u8" => whole(u8::MAX.into()),
        "u16" => whole(u16::MAX.into()),
        "u32" => whole(u32::MAX.into()),
        "u64" | "usize" => whole(u64::MAX),
        "i8" | "i16" | "i32" | "i64" | "isize" | "integer" => Said::new("refuse-type-integer"),
        "f32" | "f64" | "floating point" => Said::new("refuse-type-decimal"),
        "boolean" | "a boolean" => Said::new("refuse-type-bool"),
        "string" | "a string" => Said::new("refuse-type-text"),
        "sequence" | "a sequence" => Said::new("refuse-type-list"),
        "map" | "a map" => Said::new("refuse-type-table"),
        "another type" => Said::new("refuse-type-other"),
        other => Said::new("refuse-type-parser").arg("quote", shorten_quoted(other)),
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
