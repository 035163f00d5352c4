//! The making-the-set page: its text, filled in for this kit and these options.

use crate::kit::Kit;

use super::pieces;
use super::plan::board_plan;
use super::{LayoutError, Options};

/// Fills `{name}` variables of the assembly text from the kit and options.
pub fn assembly_text(kit: &Kit, opts: &Options) -> Result<String, LayoutError> {
    let game = &kit.game;
    let on_kit_paper = Options {
        paper: opts.kit_paper.clone().unwrap_or_else(|| opts.paper.clone()),
        ..opts.clone()
    };
    let plan = board_plan(game, &on_kit_paper)?;
    let halves = plan.parts.len() > 1;
    let board_sheets = if halves {
        "two board sheets (the halves)"
    } else {
        "one board sheet"
    };
    let piece_sheets = match pieces::piece_sheets(kit, &on_kit_paper, 0)?.0.len() {
        1 => "one piece sheet".to_string(),
        2 => "two piece sheets".to_string(),
        n => format!("{n} piece sheets"),
    };
    let board_steps = match (halves, opts.glue_tab) {
        (false, _) => "The board is on a single sheet, ready to mount.".to_string(),
        (true, true) => "Half 1 has a shaded glue strip beyond its joining edge: glue half 2 over the strip, its edge on the line, with the half-diamonds meeting as whole diamonds.".to_string(),
        (true, false) => "Nothing is printed along the edge where the halves meet: cut it exactly on the crop marks. Lay the two halves edge to edge: the half-diamonds on their joining edges make whole diamonds when they line up. Tape them together on the back.".to_string(),
    };
    let cut_pieces = match opts.shape {
        pieces::CounterShape::Square => "Cut across the sheet first, along each row line, using the ticks at its left and right edges (a paper trimmer takes a whole row at once); then cut each strip apart on its printed lines.",
        pieces::CounterShape::Round => "Cut around each circle; cut the sheet into strips first to make it quicker.",
    };
    let sides: Vec<String> = game
        .sides
        .iter()
        .map(|s| {
            let st = if opts.mono { &s.mono } else { &s.colour };
            if st.label.eq_ignore_ascii_case(&s.name) {
                s.name.clone()
            } else {
                format!("{} — {}", s.name, st.label)
            }
        })
        .collect();
    let (variant, note) = if opts.mono {
        ("black-and-white", "It uses greys only, with light hatching instead of solid black to save ink; one side's pieces are plain white with a dark ring, the other's have a solid grey band.")
    } else {
        ("colour", "The two sides differ in lightness as well as colour, so they stay apart for colour-blind players and on a greyscale copy. For a black-and-white printer, make the set again with --mono.")
    };
    let bleed_note = if opts.bleed > 0.0 {
        format!(
            "The colour runs on {} mm past every edge you cut, so a cut a little off the line shows no white paper.",
            opts.bleed
        )
    } else {
        "Cut exactly on the lines: the colour stops at them.".to_string()
    };
    let text = crate::kit::builtin_text("assembly.md").expect("assembly text is built in");
    Ok(text
        .replace("{game}", &game.name)
        .replace("{board_sheets}", board_sheets)
        .replace("{piece_sheets}", &piece_sheets)
        .replace("{board_steps}", &board_steps)
        .replace("{bleed_note}", &bleed_note)
        .replace("{cut_pieces}", cut_pieces)
        .replace("{sides}", &sides.join("; "))
        .replace("{variant}", variant)
        .replace("{variant_note}", note))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::testutil::{kit, opts};

    #[test]
    fn the_text_counts_the_sheets_and_describes_the_bleed() {
        let t = assembly_text(&kit(), &opts("a4")).unwrap();
        assert!(
            t.contains("two board sheets (the halves), one piece sheet"),
            "{t}"
        );
        assert!(t.contains("2 mm past every edge"), "{t}");
        assert!(t.contains("Nothing is printed along the edge where the halves meet"));
        let o = Options {
            bleed: 0.0,
            per_side: true,
            ..opts("a4")
        };
        let t = assembly_text(&kit(), &o).unwrap();
        assert!(
            t.contains("two piece sheets") && t.contains("the colour stops at them"),
            "{t}"
        );
    }
}
