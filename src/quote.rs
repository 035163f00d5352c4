//! Showing a user's value inside a one-line message: elided to a readable length, with
//! control and bidirectional-formatting characters escaped so the terminal line stays intact.

/// Longest value echoed in a message, in characters (before the elision mark).
pub const SHOWN_CHARS: usize = 60;

/// True for characters that would break or reorder a terminal line.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'
            | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}' | '\u{FEFF}')
}

/// `s` with unsafe characters written as `\u{…}` (all of it, however long).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if is_unsafe(c) {
            out += &format!("\\u{{{:X}}}", c as u32);
        } else {
            out.push(c);
        }
    }
    out
}

/// `s` elided to about [`SHOWN_CHARS`] characters (the start kept, `…` and the count of
/// characters left out appended) and escaped with [`escape`].
pub fn shown(s: &str) -> String {
    let n = s.chars().count();
    if n <= SHOWN_CHARS {
        return escape(s);
    }
    let head: String = s.chars().take(SHOWN_CHARS).collect();
    format!("{}… ({n} characters)", escape(&head))
}

/// Longest line of a message printed whole, in characters; longer ones are elided.
pub const LINE_CHARS: usize = 500;

/// A message line escaped, and elided when a value it quotes made it longer than
/// [`LINE_CHARS`] (a safety net: values are elided where they are quoted).
pub fn shown_line(s: &str) -> String {
    let n = s.chars().count();
    if n <= LINE_CHARS {
        return escape(s);
    }
    let head: String = s.chars().take(LINE_CHARS).collect();
    format!("{}… ({n} characters)", escape(&head))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_values_are_elided_and_unsafe_characters_escaped() {
        assert_eq!(shown("abc"), "abc");
        let long = "9".repeat(5000);
        let s = shown(&long);
        assert!(s.chars().count() < 90, "{s}");
        assert!(s.contains("(5000 characters)"), "{s}");
        assert_eq!(shown("a\u{202E}b\nc"), "a\\u{202E}b\\u{A}c");
        assert_eq!(escape("é\u{301}"), "é\u{301}", "combining marks are kept");
    }
}
