//! Golden SVG snapshots of every sheet. Review a changed snapshot by rendering it
//! (`cargo insta review`, then look at the PNG of the page) before accepting it.

use boardgen::export::svg::{render, SvgOptions};
use boardgen::game::Game;
use boardgen::layout::{board_document, Options};
use boardgen::paper::Paper;

fn sheets(mono: bool, glue_tab: bool) -> Vec<(String, String)> {
    let opts = Options {
        paper: Paper::parse("a4").unwrap(),
        margin: 10.0,
        square: None,
        mono,
        glue_tab,
    };
    let doc = board_document(&Game::builtin("camels-and-carpets").unwrap(), &opts).unwrap();
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
fn board_halves_colour() {
    for (name, svg) in sheets(false, false) {
        insta::assert_snapshot!(format!("colour-{name}"), svg);
    }
}

#[test]
fn board_halves_mono_with_glue_tab() {
    for (name, svg) in sheets(true, true) {
        insta::assert_snapshot!(format!("mono-glue-{name}"), svg);
    }
}
