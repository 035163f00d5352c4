//! Games as data: the serde types of `templates/games/*.toml` and their validation.

use serde::{Deserialize, Deserializer};

use crate::scene::Color;

/// The template format this build reads.
pub const FORMAT: u32 = 1;

/// The built-in games, embedded so a bare binary works anywhere: (id, TOML text).
pub const BUILTIN: &[(&str, &str)] = &[(
    "camels-and-carpets",
    include_str!("../templates/games/camels-and-carpets.toml"),
)];

/// One game's printable description.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// Template format version; must equal [`FORMAT`].
    pub format: u32,
    /// Short name used in file names, e.g. `camels-and-carpets`.
    pub id: String,
    /// The game's printed name.
    pub name: String,
    /// The board.
    pub board: Board,
    /// Palette for colour printers.
    pub colour: Palette,
    /// Palette for black-and-white printers: greys only.
    pub mono: Palette,
}

/// Squares that take part in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayOn {
    /// Only dark squares are used (checkers family).
    Dark,
    /// Every square is used.
    All,
}

/// How the board is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Split {
    /// Always two halves, each on its own page, joined on card.
    Halves,
}

/// Board geometry.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// Number of files (columns, lettered from a).
    pub files: u32,
    /// Number of ranks (rows, numbered from 1 at the first player's side).
    pub ranks: u32,
    /// Which squares are used in play.
    pub play_on: PlayOn,
    /// How the board is split across pages.
    pub split: Split,
}

/// The colours one printer variant uses.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Palette {
    /// Light squares.
    #[serde(deserialize_with = "color")]
    pub light: Color,
    /// Dark squares (a1 is dark).
    #[serde(deserialize_with = "color")]
    pub dark: Color,
    /// Lines hatched over dark squares, for light-ink mono boards.
    #[serde(default, deserialize_with = "opt_color")]
    pub dark_hatch: Option<Color>,
    /// The board's frame, where coordinates are printed.
    #[serde(deserialize_with = "color")]
    pub frame: Color,
    /// File letters and rank numbers on the frame.
    #[serde(deserialize_with = "color")]
    pub frame_text: Color,
    /// Outlines: board edge, cut lines, crop marks.
    #[serde(deserialize_with = "color")]
    pub line: Color,
    /// Alignment marks and glue tabs.
    #[serde(deserialize_with = "color")]
    pub accent: Color,
    /// Page text: headings, ruler, footer.
    #[serde(deserialize_with = "color")]
    pub ink: Color,
}

impl Palette {
    /// Every colour of the palette.
    pub fn colors(&self) -> Vec<Color> {
        let mut v = vec![
            self.light,
            self.dark,
            self.frame,
            self.frame_text,
            self.line,
            self.accent,
            self.ink,
        ];
        v.extend(self.dark_hatch);
        v
    }
}

fn color<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
    let s = String::deserialize(d)?;
    Color::parse(&s).ok_or_else(|| {
        serde::de::Error::custom(format!("'{s}' is not a colour: write it as #rrggbb"))
    })
}

fn opt_color<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
    color(d).map(Some)
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

impl Game {
    /// Parses and validates a template; `file` names it in errors.
    pub fn from_toml(text: &str, file: &str) -> Result<Game, GameError> {
        let game: Game = toml::from_str(text).map_err(|e| GameError::Parse {
            file: file.to_string(),
            message: e.to_string().trim_end().replace('\n', " "),
        })?;
        game.validate().map_err(|message| GameError::Invalid {
            file: file.to_string(),
            message,
        })?;
        Ok(game)
    }

    /// A built-in game by id.
    pub fn builtin(id: &str) -> Result<Game, GameError> {
        let (name, text) = BUILTIN.iter().find(|(n, _)| *n == id).ok_or_else(|| {
            let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
            GameError::Unknown(id.to_string(), names.join(", "))
        })?;
        Game::from_toml(text, &format!("templates/games/{name}.toml"))
    }

    fn validate(&self) -> Result<(), String> {
        if self.format != FORMAT {
            return Err(format!(
                "format {} is not supported: this boardgen reads format {FORMAT}",
                self.format
            ));
        }
        let id_ok = !self.id.is_empty()
            && self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            return Err(format!(
                "id '{}' must be lowercase letters, digits and '-' (it names files)",
                self.id
            ));
        }
        if self.name.trim().is_empty() || self.name.chars().any(char::is_control) {
            return Err("name must be non-empty text without control characters".into());
        }
        let b = &self.board;
        if !(2..=26).contains(&b.files) {
            return Err(format!("board.files is {}: it must be 2 to 26", b.files));
        }
        if !(2..=99).contains(&b.ranks) {
            return Err(format!("board.ranks is {}: it must be 2 to 99", b.ranks));
        }
        if let Some(c) = self.mono.colors().iter().find(|c| !c.is_grey()) {
            return Err(format!(
                "mono palette colour {c} is not a grey: black-and-white sheets use R = G = B"
            ));
        }
        Ok(())
    }

    /// File letter for a 0-based file index.
    pub fn file_name(i: u32) -> char {
        (b'a' + i as u8) as char
    }

    /// True when the square at 0-based (file, rank) is dark; a1 is dark.
    pub fn is_dark(file: u32, rank: u32) -> bool {
        (file + rank).is_multiple_of(2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_games_load() {
        for (id, _) in BUILTIN {
            let g = Game::builtin(id).unwrap();
            assert_eq!(&g.id, id);
        }
        let g = Game::builtin("camels-and-carpets").unwrap();
        assert_eq!((g.board.files, g.board.ranks), (8, 8));
        assert_eq!(g.board.play_on, PlayOn::Dark);
    }

    #[test]
    fn a1_is_dark_and_colours_alternate() {
        assert!(Game::is_dark(0, 0));
        assert!(!Game::is_dark(1, 0));
        assert!(!Game::is_dark(0, 1));
        assert!(Game::is_dark(7, 7));
    }

    fn with(replace: &str, by: &str) -> Result<Game, GameError> {
        let text = BUILTIN[0].1;
        assert!(text.contains(replace), "{replace}");
        Game::from_toml(&text.replacen(replace, by, 1), "t.toml")
    }

    #[test]
    fn bad_templates_are_refused_with_a_place() {
        let e = with("files = 8", "files = 27").unwrap_err().to_string();
        assert!(e.contains("board.files is 27"), "{e}");
        let e = with("files = 8", "files = 8\nsize = 3")
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown field") && e.contains("line"), "{e}");
        let e = with("ranks = 8", "ranks = \"8\"").unwrap_err().to_string();
        assert!(e.contains("line"), "{e}");
        let e = with("\"#ffffff\"", "\"white\"").unwrap_err().to_string();
        assert!(e.contains("'white' is not a colour"), "{e}");
        let e = with("format = 1", "format = 2").unwrap_err().to_string();
        assert!(e.contains("format 2"), "{e}");
    }

    #[test]
    fn mono_palette_must_be_grey() {
        let text = BUILTIN[0].1;
        let i = text.find("[mono]").unwrap();
        let (head, tail) = text.split_at(i);
        let tail = tail.replacen("light = \"#ffffff\"", "light = \"#fffff0\"", 1);
        let e = Game::from_toml(&format!("{head}{tail}"), "t.toml")
            .unwrap_err()
            .to_string();
        assert!(e.contains("#fffff0 is not a grey"), "{e}");
    }
}
