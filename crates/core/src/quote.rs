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

/// A path's characters one by one, each as printed: unsafe characters as with [`escape`],
/// bytes that are not UTF-8 (a Unix path may hold any) as `\x{…}`.
fn path_units(p: &std::path::Path) -> Vec<String> {
    #[cfg(unix)]
    let bytes = std::os::unix::ffi::OsStrExt::as_bytes(p.as_os_str()).to_vec();
    #[cfg(not(unix))]
    let bytes = p.to_string_lossy().into_owned().into_bytes();
    let mut out = Vec::new();
    for chunk in bytes.utf8_chunks() {
        out.extend(
            chunk
                .valid()
                .chars()
                .map(|c| escape(c.encode_utf8(&mut [0; 4]))),
        );
        out.extend(chunk.invalid().iter().map(|b| format!("\\x{{{b:02X}}}")));
    }
    out
}

/// A path on one line, exactly: control and bidirectional-formatting characters as
/// `\u{…}` (as [`escape`] writes them) and bytes that are not UTF-8 as `\x{…}`; the same
/// path always prints the same way, and two paths never print alike. How boardgen prints the
/// paths it wrote, and a location's file.
pub fn path_text(p: &std::path::Path) -> String {
    path_units(p).concat()
}

/// A path as [`path_text`] writes it, elided to about [`SHOWN_CHARS`] characters as
/// [`shown`] elides values, but keeping its end: the file or folder at fault is the last
/// part of a path (`…` in place of its start).
pub fn shown_path(p: &std::path::Path) -> String {
    let units = path_units(p);
    if units.len() <= SHOWN_CHARS {
        return units.concat();
    }
    format!("…{}", units[units.len() - SHOWN_CHARS..].concat())
}

/// Length in bytes of the `FILE:LINE:COL` a message starts with, if it does.
fn location_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 0;
    while let Some(off) = s[i..].find(':') {
        let at = i + off;
        // `:LINE:COL` after the file name: digits, a colon, digits, then `:` or the end.
        let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
        let l = digits(at + 1);
        if l > 0 && b.get(at + 1 + l) == Some(&b':') {
            let c = digits(at + 2 + l);
            let end = at + 2 + l + c;
            if c > 0 && (end == b.len() || b[end] == b':') {
                return Some(end);
            }
        }
        i = at + 1;
    }
    None
}

/// A number a user gave, as a message shows it: as Rust prints it when short, else in
/// scientific notation (`1e308`, never 309 digits).
pub fn number(v: f64) -> String {
    let plain = v.to_string();
    if plain.len() <= 20 {
        plain
    } else {
        format!("{v:e}")
    }
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
    // A location at the start is kept whole, however long its file's path, and so is the
    // end, where the cause is ("File name too long").
    let keep = location_len(s).map_or(0, |l| s[..l].chars().count());
    let head = (LINE_CHARS - TAIL_CHARS).max(keep);
    let tail: String = s.chars().skip(head.max(n - TAIL_CHARS)).collect();
    let head: String = s.chars().take(head).collect();
    let left_out = n - head.chars().count() - tail.chars().count();
    if left_out == 0 {
        return escape(s);
    }
    format!(
        "{}… ({left_out} of {n} characters left out) …{}",
        escape(&head),
        escape(&tail)
    )
}

/// The end of a long message line kept by [`shown_line`], in characters.
const TAIL_CHARS: usize = 120;

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

    #[test]
    fn numbers_are_short() {
        assert_eq!(number(1e308), "1e308");
        assert_eq!(number(-2.5e-300), "-2.5e-300");
        assert_eq!(number(30.5), "30.5");
        assert_eq!(number(1e6), "1000000");
    }

    #[test]
    fn paths_print_on_one_line_exactly() {
        use std::path::Path;
        assert_eq!(path_text(Path::new("out/a b.pdf")), "out/a b.pdf");
        assert_eq!(path_text(Path::new("a\nb/c.pdf")), "a\\u{A}b/c.pdf");
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            let p = Path::new(std::ffi::OsStr::from_bytes(b"x\xdf\xffy/\xc3\xa9"));
            assert_eq!(path_text(p), "x\\x{DF}\\x{FF}y/é");
        }
        let long = Path::new("d").join("e".repeat(100));
        // The end is kept: the file or folder at fault is the last part.
        let end = format!("…{}", "e".repeat(SHOWN_CHARS));
        assert_eq!(shown_path(&long), end);
        let tail = long.join("nowhere");
        assert!(shown_path(&tail).ends_with("eee/nowhere"));
    }

    #[test]
    fn a_long_line_keeps_its_location_whole() {
        let file = format!("/{}/game.toml", "d".repeat(900));
        let line = format!("{file}:12:9: board.files is 30: {}", "x".repeat(600));
        let shown = shown_line(&line);
        assert!(shown.starts_with(&format!("{file}:12:9")), "{shown}");
        assert!(shown.chars().count() < line.chars().count());
        assert_eq!(location_len("a:b:1:2: x"), Some(7));
        // The cause at the end of a long line is kept.
        let line = format!(
            "cannot read template '{}': File name too long",
            "d/".repeat(400)
        );
        let shown = shown_line(&line);
        assert!(shown.ends_with("': File name too long"), "{shown}");
        assert!(shown.chars().count() <= LINE_CHARS + 40, "{shown}");
        assert_eq!(location_len("no location: here"), None);
    }
}
