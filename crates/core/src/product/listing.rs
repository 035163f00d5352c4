//! What the commands that print rather than write files print: `boardgen list`, `template`
//! and `art`.

use crate::exit::RunError;
use crate::kit::Kit;
use crate::layout::{self, Options, SheetKind};
use crate::{art, game, paper, quote};

/// What `boardgen list` prints: each built-in game with its board on `paper` (the default
/// paper, chosen by `source`: one sheet or two halves, and the square), what each sheet
/// holds, then the example templates. It reads only the templates and the board's plan, so
/// it costs what it prints; a run prints the page counts of what it makes.
pub fn list(paper: &paper::Paper, source: &str) -> Result<String, RunError> {
    let from = if source == "built-in" {
        String::new()
    } else {
        format!(", from {source}")
    };
    let mut out = format!("Built-in games, with the board on {paper}{from}:\n");
    let opts = Options {
        paper: paper.clone(),
        ..Options::default()
    };
    for (id, text) in game::BUILTIN {
        // Checked when it was built (every test loads it): read, not checked again.
        let g = game::Game::read_builtin(text)?;
        let plan = layout::board_plan(&g, &opts)?;
        out += &format!(
            "\n{id}\n  {} — {}x{} board\n",
            g.name, g.board.files, g.board.ranks
        );
        for kind in SheetKind::ALL {
            let what = match kind {
                SheetKind::Board if plan.parts.len() > 1 => {
                    format!("the board in two halves, {} mm squares", plan.square)
                }
                SheetKind::Board => format!("the board on one sheet, {} mm squares", plan.square),
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
            out += &format!("  {:<9} {what}\n", kind.name());
        }
    }
    out += "\nExample templates (`boardgen pdf --game NAME`; `boardgen template NAME > NAME.toml` to make your own):\n\n";
    for (id, text) in game::EXAMPLE_TEMPLATES {
        let g = game::Heading::read(text)?;
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
            RunError::from(UnknownName(
                crate::said::Said::new("refuse-no-drawing")
                    .arg("name", quote::shown(name))
                    .arg("names", names.join(", ")),
            ))
        })
}

/// The built-in rules texts a template can name (`rules = "builtin:NAME.md"`), by the name
/// `boardgen rules` takes: `checkers`, `fr/checkers`, …
pub fn rules_names() -> impl Iterator<Item = &'static str> {
    crate::kit::BUILTIN_TEXT
        .iter()
        .filter_map(|(n, _)| n.strip_suffix(".md"))
        .filter(|n| !n.ends_with("assembly"))
}

/// What `boardgen rules NAME` prints: a built-in rules text (`checkers`, `fr/checkers`; a
/// template's `builtin:checkers.md` too), to edit into one's own.
pub fn rules_text(name: &str) -> Result<String, RunError> {
    let stem = name.trim_start_matches(crate::kit::BUILTIN_ART);
    let stem = stem.trim_end_matches(".md");
    rules_names()
        .find(|n| *n == stem)
        .and_then(|n| crate::kit::builtin_text(&format!("{n}.md")))
        .map(str::to_string)
        .ok_or_else(|| {
            let names: Vec<&str> = rules_names().collect();
            RunError::from(UnknownName(
                crate::said::Said::new("refuse-no-rules-text")
                    .arg("name", quote::shown(name))
                    .arg("names", names.join(", ")),
            ))
        })
}

/// A name on the command line that matches nothing built in.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UnknownName(pub crate::said::Said);

impl crate::exit::Exit for UnknownName {
    fn is_bad_input(&self) -> bool {
        true
    }

    fn said(&self) -> crate::said::Said {
        self.0.clone()
    }
}
