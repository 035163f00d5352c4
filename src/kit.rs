//! A game ready to lay out: its template plus the artwork of every piece.

use std::path::Path;

use crate::art::{Art, ArtError};
use crate::game::{locate, Game, GameError, Seg};

/// Prefix of artwork and text compiled into the binary, e.g. `builtin:crown.svg`.
pub const BUILTIN_ART: &str = "builtin:";

/// Handout texts compiled into the binary.
pub const BUILTIN_TEXT: &[(&str, &str)] = &[
    (
        "camels-and-carpets.md",
        include_str!("../templates/text/camels-and-carpets.md"),
    ),
    (
        "royal-carpet.md",
        include_str!("../templates/text/royal-carpet.md"),
    ),
    ("assembly.md", include_str!("../templates/text/assembly.md")),
];

/// A built-in handout text by file name.
pub fn builtin_text(name: &str) -> Option<&'static str> {
    BUILTIN_TEXT
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
}

/// A validated game and its pieces' drawings (same order as `game.pieces`).
#[derive(Debug, Clone, PartialEq)]
pub struct Kit {
    /// The template.
    pub game: Game,
    /// One drawing per piece kind.
    pub art: Vec<Art>,
    /// The template's text, for `boardgen template`.
    pub source: String,
    /// The rules handout's text, if the template names one.
    pub rules: Option<String>,
}

/// Why a kit could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum KitError {
    /// The template file could not be read.
    #[error("cannot read template '{file}': {source}")]
    Read {
        /// The path given.
        file: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// The template is wrong.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The rules text is missing.
    #[error("{at}: {message}")]
    Text {
        /// file:line:col of the `rules` value.
        at: String,
        /// What went wrong.
        message: String,
    },
    /// A drawing is missing or wrong.
    #[error("{at}: piece '{piece}': {message}")]
    Art {
        /// file:line:col of the piece's `art` value.
        at: String,
        /// The piece whose drawing failed.
        piece: String,
        /// What went wrong.
        message: String,
    },
}

impl Kit {
    /// A built-in game.
    pub fn builtin(id: &str) -> Result<Kit, KitError> {
        let game = Game::builtin(id)?;
        let (_, text) = crate::game::BUILTIN
            .iter()
            .find(|(n, _)| *n == game.id)
            .expect("builtin found");
        Kit::with_art(game, text, &format!("templates/games/{id}.toml"), None)
    }

    /// A user's template file; artwork paths are relative to it.
    pub fn from_file(path: &Path) -> Result<Kit, KitError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| KitError::Read {
            file: file.clone(),
            source,
        })?;
        let game = Game::from_toml(&text, &file)?;
        Kit::with_art(
            game,
            &text,
            &file,
            Some(path.parent().unwrap_or(Path::new("."))),
        )
    }

    fn with_art(game: Game, text: &str, file: &str, dir: Option<&Path>) -> Result<Kit, KitError> {
        let mut art = Vec::new();
        for (i, p) in game.pieces.iter().enumerate() {
            let fail = |message: String| {
                let path = [Seg::Key("pieces"), Seg::Idx(i), Seg::Key("art")];
                KitError::Art {
                    at: locate(text, file, &path),
                    piece: p.id.clone(),
                    message,
                }
            };
            let drawing = if let Some(name) = p.art.strip_prefix(BUILTIN_ART) {
                match Art::builtin(name) {
                    Some(r) => r.map_err(|e: ArtError| fail(e.to_string()))?,
                    None => {
                        let names: Vec<String> = crate::art::BUILTIN
                            .iter()
                            .map(|(n, _)| format!("{BUILTIN_ART}{n}"))
                            .collect();
                        return Err(fail(format!(
                            "no built-in artwork '{}': use {}",
                            p.art,
                            names.join(", ")
                        )));
                    }
                }
            } else {
                let Some(dir) = dir else {
                    return Err(fail(format!(
                        "built-in templates use {BUILTIN_ART} artwork, not '{}'",
                        p.art
                    )));
                };
                let path = dir.join(&p.art);
                let data = std::fs::read(&path)
                    .map_err(|e| fail(format!("cannot read artwork '{}': {e}", path.display())))?;
                Art::parse(&p.art, &data).map_err(|e| fail(e.to_string()))?
            };
            art.push(drawing);
        }
        let rules = match &game.rules {
            None => None,
            Some(r) => {
                let fail = |message: String| KitError::Text {
                    at: locate(text, file, &[Seg::Key("rules")]),
                    message,
                };
                Some(match (r.strip_prefix(BUILTIN_ART), dir) {
                    (Some(name), _) => builtin_text(name)
                        .ok_or_else(|| fail(format!("no built-in text '{r}'")))?
                        .to_string(),
                    (None, Some(dir)) => std::fs::read_to_string(dir.join(r))
                        .map_err(|e| fail(format!("cannot read rules '{r}': {e}")))?,
                    (None, None) => {
                        return Err(fail(format!(
                            "built-in templates use builtin: texts, not '{r}'"
                        )))
                    }
                })
            }
        };
        Ok(Kit {
            game,
            art,
            source: text.to_string(),
            rules,
        })
    }
}
