//! Golden SVG snapshots of every sheet. Review a changed snapshot by rendering it
//! (`cargo insta review`, then look at the PNG of the page) before accepting it.

use boardgen_core::export::svg::{render, SvgOptions};
use boardgen_core::kit::Kit;
use boardgen_core::layout::CounterShape;
use boardgen_core::layout::{kit_document, Options};

fn sheets(game: &str, mono: bool, glue_tab: bool, shape: CounterShape) -> Vec<(String, String)> {
    let opts = Options {
        mono,
        glue_tab,
        shape,
        ..Options::default()
    };
    let doc = kit_document(&Kit::builtin(game).unwrap(), &opts).unwrap();
    (0..doc.pages.len())
        .map(|i| {
            (
                doc.pages[i].name.clone(),
                render(&doc, i, &SvgOptions::default()),
            )
        })
        .collect()
}

#[test]
fn colour_kit_square_pieces() {
    for (name, svg) in sheets("camels-and-carpets", false, false, CounterShape::Square) {
        insta::assert_snapshot!(format!("colour-{name}"), svg);
    }
}

#[test]
fn mono_kit_glue_tab_round_pieces() {
    for (name, svg) in sheets("camels-and-carpets", true, true, CounterShape::Round) {
        insta::assert_snapshot!(format!("mono-glue-{name}"), svg);
    }
}

#[test]
fn royal_carpet_colour_and_mono() {
    for (name, svg) in sheets("royal-carpet", false, false, CounterShape::Square) {
        insta::assert_snapshot!(format!("rc-colour-{name}"), svg);
    }
    for (name, svg) in sheets("royal-carpet", true, false, CounterShape::Round) {
        insta::assert_snapshot!(format!("rc-mono-{name}"), svg);
    }
}

/// The cut files of the piece sheets (a cut SVG and a DXF): square pieces as shared lines
/// and group outlines, round pieces as circles.
#[test]
fn cut_files_of_the_piece_sheets() {
    use boardgen_core::cut::files::{dxf, svg, CutFile, SvgStyle};
    for (game, shape, tag) in [
        ("camels-and-carpets", CounterShape::Square, "square"),
        ("royal-carpet", CounterShape::Round, "round"),
    ] {
        let opts = Options {
            shape,
            ..Options::default()
        };
        let mut doc = kit_document(&Kit::builtin(game).unwrap(), &opts).unwrap();
        boardgen_core::cut::paths::lay_all(&mut doc);
        let page = doc.pages.iter().find(|p| p.name == "pieces-1").unwrap();
        let file = CutFile {
            title: "cuts",
            size: page.size,
            cuts: &page.cuts.paths,
            marks: &page.cuts.marks,
            scores: &page.cuts.scores,
        };
        insta::assert_snapshot!(
            format!("cut-{game}-{tag}-svg"),
            svg(&file, SvgStyle::Plotter)
        );
        insta::assert_snapshot!(format!("cut-{game}-{tag}-dxf"), dxf(&file));
    }
}
