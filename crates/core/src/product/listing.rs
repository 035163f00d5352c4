//! What the commands that print rather than write files print: `boardgen list`, `template`
//! and `art`.

use crate::exit::RunError;
use crate::kit::Kit;
use crate::layout::{self, Options, SheetKind};
use crate::{art, game, paper, quote};

/// What `boardgen list` prints: each built-in game with every sheet it makes and its page
/// count on `paper` (the default paper, chosen by `source`), then the example templates.
pub fn list(paper: &paper::Paper, source: &str) -> Result<String, RunError> {
    let from = if source == "built-in" {
        String::new()
    } else {
        format!(", from {source}")
    };
    let mut out = format!("Built-in games, with page counts on {paper}{from}:\n");
    for (id, _) in game::BUILTIN {
        let kit = Kit::builtin(id)?;
        let g = &kit.game;
        out += &format!(
            "\n{id}\n  {} — {}x{} board\n",
            g.name, g.board.files, g.board.ranks
        );
        for kind in SheetKind::ALL {
            let opts = Options {
                paper: paper.clone(),
                sheets: vec![kind],
                ..Options::default()
            };
            let doc = super::unit::laid(&kit, layout::kit_document(&kit, &opts))?;
            let what = match kind {
                SheetKind::Board if doc.pages.len() > 1 => "the board in two halves".to_string(),
                SheetKind::Board => "the board on one sheet".to_string(),
                SheetKind::Pieces => {
                    let pieces: Vec<String> = g
                        .pieces
                        .iter()
                        .map(|p| {
                            let name = if p.count == 1 { &p.name } else { &p.plural };
                            format!("{} {name}", p.count)
                        })
                        .collect();
                    format!("{} a side, plus spares", pieces.join(", "))
                }
                SheetKind::Rules => "the rules handout, with diagrams".to_string(),
                SheetKind::Assembly => "making the set".to_string(),
            };
            let n = doc.pages.len();
            let pages = format!("{n} page{}", if n == 1 { "" } else { "s" });
            out += &format!("  {:<9} {pages:<8} {what}\n", kind.name());
        }
    }
    out += "\nExample templates (`boardgen template NAME > NAME.toml`, then `boardgen pdf --game NAME.toml`):\n\n";
    for (id, text) in game::EXAMPLE_TEMPLATES {
        let g = game::Game::from_toml(text, &format!("examples/{id}.toml"))?;
        out += &format!(
            "  {id:<24} {} — {}x{} board\n",
            g.name, g.board.files, g.board.ranks
        );
    }
    Ok(out)
}

/// What `boardgen template NAME` prints: a built-in game's or an example's template.
pub fn template(name: &str) -> Result<String, RunError> {
    if let Some((_, text)) = game::EXAMPLE_TEMPLATES.iter().find(|(n, _)| *n == name) {
        return Ok(text.to_string());
    }
    Ok(Kit::builtin(name)?.source)
}

/// What `boardgen art NAME` prints: a built-in drawing's SVG.
pub fn art_svg(name: &str) -> Result<String, RunError> {
    let file = format!("{}.svg", name.trim_end_matches(".svg"));
    art::BUILTIN
        .iter()
        .find(|(n, _)| *n == file)
        .map(|(_, d)| String::from_utf8_lossy(d).into_owned())
        .ok_or_else(|| {
            let names: Vec<&str> = art::BUILTIN
                .iter()
                .map(|(n, _)| n.trim_end_matches(".svg"))
                .collect();
            RunError::from(UnknownName(format!(
                "no built-in drawing '{}': use {}",
                quote::shown(name),
                names.join(", ")
            )))
        })
}

/// A name on the command line that matches nothing built in.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UnknownName(pub String);

impl crate::exit::Exit for UnknownName {
    fn is_bad_input(&self) -> bool {
        true
    }
}
