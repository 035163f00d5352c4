//! A kit loaded with its rules text checked: every diagram line parsed against the game's
//! moves as the kit is loaded, so a mistake is reported at the text's `file:line:col` before
//! anything is drawn and before any picture is read. The constructors every caller uses live
//! here, beside the diagram language, so that loading (`kit.rs`) never imports the rules.

use std::path::Path;

use crate::files::{Files, RunFiles};
use crate::game::Game;
use crate::kit::{Kit, KitError};
use crate::lang::Lang;
use crate::quote::shown;
use crate::said::Said;

impl Kit {
    /// A built-in game, in English.
    pub fn builtin(id: &str) -> Result<Kit, KitError> {
        Kit::builtin_in(id, &Lang::default())
    }

    /// A built-in game in `lang` (its own words where it has no translation). Its rules
    /// texts are checked by the test `builtin_rules_pass_their_check`, in every shipped
    /// language, so a run does not check them again.
    pub fn builtin_in(id: &str, lang: &Lang) -> Result<Kit, KitError> {
        Kit::load_builtin(id, lang, |_, _, _| Ok(()))
    }

    /// A built-in game or an example template by name (`checkers`), in `lang`.
    pub fn named_in(id: &str, lang: &Lang) -> Result<Kit, KitError> {
        match crate::game::EXAMPLE_TEMPLATES
            .iter()
            .find(|(n, _)| *n == id)
        {
            Some((_, text)) => {
                Kit::from_bytes_in(text.as_bytes(), &format!("examples/{id}.toml"), None, lang)
            }
            None => Kit::builtin_in(id, lang),
        }
    }

    /// A user's template file, in English; artwork and rules paths are relative to it and
    /// must stay inside its folder.
    pub fn from_file(files: &dyn RunFiles, path: &Path) -> Result<Kit, KitError> {
        Kit::from_file_in(files, path, &Lang::default())
    }

    /// A user's template file in `lang` (its own words where it has no translation).
    pub fn from_file_in(files: &dyn RunFiles, path: &Path, lang: &Lang) -> Result<Kit, KitError> {
        Kit::load_file(files, path, lang, check_rules)
    }

    /// A template from its bytes, as read from `file` (named in errors); `dir` is the folder
    /// its artwork and rules paths are relative to, or `None` to allow only `builtin:` ones.
    pub fn from_bytes(data: &[u8], file: &str, dir: Option<&dyn Files>) -> Result<Kit, KitError> {
        Kit::from_bytes_in(data, file, dir, &Lang::default())
    }

    /// A template from its bytes, as [`Kit::from_bytes`], in `lang`.
    pub fn from_bytes_in(
        data: &[u8],
        file: &str,
        dir: Option<&dyn Files>,
        lang: &Lang,
    ) -> Result<Kit, KitError> {
        Kit::load_bytes(data, file, dir, (lang, check_rules))
    }
}

/// Most diagrams one rules text may draw.
pub const MAX_DIAGRAMS: usize = 100;
/// Most board squares all the diagrams of one rules text show together: 100 diagrams of a
/// 20x20 board, 15 of the largest (26x99), so the pages of diagrams stay quick to draw.
pub const MAX_DIAGRAM_SQUARES: usize = 40_000;

/// Checks every diagram line of a rules text now, so a mistake is reported at the text's
/// `file:line:col` before anything is drawn.
pub fn check_rules(game: &Game, rules: &str, file: &str) -> Result<(), KitError> {
    // SVG and HTML cannot hold a control character (other than tab and line ends), not
    // even escaped: XML readers refuse the file.
    for (n, line) in rules.lines().enumerate() {
        let bad = |c: char| {
            (c.is_control() && !matches!(c, '\t' | '\r')) || c > '\u{FFFD}' && c <= '\u{FFFF}'
        };
        if let Some((i, c)) = line.char_indices().find(|&(_, c)| bad(c)) {
            return Err(KitError::Text {
                at: format!("{file}:{}:{}", n + 1, line[..i].chars().count() + 1),
                message: Said::new("refuse-rules-control")
                    .arg("code", format!("U+{:04X}", c as u32)),
            });
        }
        // As names are checked (`game::check_text`): no bidirectional or format control
        // (it would reorder or hide text in the page and the PDF), and nothing the font has
        // no glyph for (it would print as an empty box).
        if let Some((i, c)) = line.char_indices().find(|&(_, c)| !printable(c)) {
            return Err(KitError::Text {
                at: format!("{file}:{}:{}", n + 1, line[..i].chars().count() + 1),
                message: unprintable(c),
            });
        }
    }
    let mut diagrams = 0;
    for (n, line) in rules.lines().enumerate() {
        let Some(d) = line.trim().strip_prefix('@') else {
            continue;
        };
        let at = || {
            let col = line.chars().take_while(|c| c.is_whitespace()).count() + 1;
            format!("{file}:{}:{col}", n + 1)
        };
        diagrams += 1;
        if diagrams > MAX_DIAGRAMS {
            return Err(KitError::Text {
                at: at(),
                message: Said::new("refuse-rules-diagrams").arg("most", MAX_DIAGRAMS),
            });
        }
        let squares = (game.board.files * game.board.ranks) as usize;
        if diagrams * squares > MAX_DIAGRAM_SQUARES {
            return Err(KitError::Text {
                at: at(),
                message: Said::new("refuse-rules-squares")
                    .arg("count", MAX_DIAGRAM_SQUARES / squares)
                    .arg(
                        "board",
                        format!("{}x{}", game.board.files, game.board.ranks),
                    )
                    .arg("most", MAX_DIAGRAM_SQUARES),
            });
        }
        let spec = d.split_once('|').map_or(d, |p| p.0).trim();
        if let Err(message) = super::diagram::parse(game, spec) {
            // The diagram's own message quotes the spec: show it elided and escaped.
            let message = if spec.is_empty() {
                message
            } else {
                message.map_text(&|t| t.replace(spec, &shown(spec)))
            };
            return Err(KitError::Text { at: at(), message });
        }
    }
    Ok(())
}

/// A character of rules text that prints: no control of the terminal's or bidi's (the
/// characters names refuse), and one both faces of the font have.
fn printable(c: char) -> bool {
    use crate::font::{get, Weight};
    let mut buf = [0; 4];
    let s = c.encode_utf8(&mut buf);
    matches!(c, '\t' | '\r')
        || !crate::quote::is_unsafe(c) && Weight::ALL.iter().all(|&w| get(w).covers(s))
}

/// Why `c` cannot be in rules text: it named, with its script where it is one the font
/// lacks.
fn unprintable(c: char) -> Said {
    let code = format!("U+{:04X}", c as u32);
    if crate::quote::is_unsafe(c) || matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}') {
        return Said::new("refuse-rules-bidi").arg("code", code);
    }
    match script_of(c) {
        None => Said::new("refuse-rules-glyph").arg("code", code),
        Some(script) => Said::new("refuse-rules-glyph-script")
            .arg("code", code)
            .arg("char", c.to_string())
            .arg("script", Said::new(script)),
    }
}

/// The script (or kind) of a character the font lacks, as the message naming it; `None`
/// for one of no script (private use, or one not listed).
fn script_of(c: char) -> Option<&'static str> {
    Some(match c as u32 {
        0x0590..=0x05FF | 0xFB1D..=0xFB4F => "refuse-script-hebrew",
        0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => {
            "refuse-script-arabic"
        }
        0x0900..=0x097F => "refuse-script-devanagari",
        0x0E00..=0x0E7F => "refuse-script-thai",
        0x1100..=0x11FF | 0xAC00..=0xD7AF => "refuse-script-korean",
        0x3040..=0x30FF => "refuse-script-japanese",
        0x2E80..=0x2FDF
        | 0x3000..=0x303F
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0x20000..=0x3FFFF => "refuse-script-chinese",
        0x1F000..=0x1FAFF | 0x2600..=0x27BF => "refuse-script-emoji",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in games' rules texts, which a run loads unchecked, pass the check in
    /// every shipped language.
    #[test]
    fn builtin_rules_pass_their_check() {
        for (id, _) in crate::game::BUILTIN {
            for shipped in crate::lang::Shipped::ALL {
                let lang = Lang::of(shipped);
                if let Err(e) = Kit::load_builtin(id, &lang, check_rules) {
                    panic!("{id} in {}: {e}", shipped.code());
                }
            }
        }
    }

    /// Every way a kit is loaded checks its rules text's diagrams, and the check is what
    /// refuses: a template whose built-in rules show another game's pieces.
    #[test]
    fn every_loader_checks_the_diagrams() {
        let toml = include_str!("../../../../examples/checkers.toml")
            .replace("builtin:checkers.md", "builtin:royal-carpet.md");
        // Said at the template's `rules` line: the built-in text is not the user's file.
        let want = |file: &str| {
            format!(
                "{file}:14:9: the built-in rules text 'royal-carpet.md' does not fit this game: \
                 on its line 23, 'checker' is not a piece id. To write rules of your own from \
                 it: `boardgen rules royal-carpet > rules.md`, edit rules.md beside the \
                 template, and set rules = \"rules.md\""
            )
        };
        let e = Kit::from_bytes(toml.as_bytes(), "c.toml", None).unwrap_err();
        assert_eq!(e.to_string(), want("c.toml"));
        let mut files = crate::files::Memory::default();
        files.insert("games/c.toml", toml.clone().into_bytes());
        let path = Path::new("games/c.toml");
        assert_eq!(
            Kit::from_file(&files, path).unwrap_err().to_string(),
            want("games/c.toml")
        );
        let cfg = crate::config::Config::new(
            crate::args::Make::Svg,
            crate::args::SetOptions::default(),
            &crate::config::Defaults::default(),
        )
        .unwrap();
        let e = crate::render_template_bytes(toml.as_bytes(), "c.toml", &cfg).unwrap_err();
        assert_eq!(e.to_string(), want("c.toml"));
        // Without the check the same template loads.
        assert!(Kit::load_bytes(
            toml.as_bytes(),
            "c.toml",
            None,
            (&Lang::default(), |_, _, _| Ok(()))
        )
        .is_ok());
    }
}
