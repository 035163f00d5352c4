//! A game ready to lay out: its template plus the artwork of every piece.

use crate::art::{Art, ArtError};
use crate::game::{Game, GameError};

/// A validated game and its pieces' drawings (same order as `game.pieces`).
#[derive(Debug, Clone, PartialEq)]
pub struct Kit {
    /// The template.
    pub game: Game,
    /// One drawing per piece kind.
    pub art: Vec<Art>,
}

/// Why a kit could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum KitError {
    /// The template is wrong.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A drawing is wrong.
    #[error("{file}: piece '{piece}': {source}")]
    Art {
        /// The template that names the drawing.
        file: String,
        /// The piece whose drawing failed.
        piece: String,
        /// What went wrong.
        source: ArtError,
    },
    /// A drawing that is not built in.
    #[error("{file}: piece '{piece}': no built-in artwork named '{art}'")]
    MissingArt {
        /// The template.
        file: String,
        /// The piece.
        piece: String,
        /// The drawing's name.
        art: String,
    },
}

impl Kit {
    /// A built-in game with built-in artwork.
    pub fn builtin(id: &str) -> Result<Kit, KitError> {
        let game = Game::builtin(id)?;
        let file = format!("templates/games/{id}.toml");
        let art = game
            .pieces
            .iter()
            .map(|p| match Art::builtin(&p.art) {
                Some(Ok(a)) => Ok(a),
                Some(Err(source)) => Err(KitError::Art {
                    file: file.clone(),
                    piece: p.id.clone(),
                    source,
                }),
                None => Err(KitError::MissingArt {
                    file: file.clone(),
                    piece: p.id.clone(),
                    art: p.art.clone(),
                }),
            })
            .collect::<Result<_, _>>()?;
        Ok(Kit { game, art })
    }
}
