//! The PNG backend draws the scene itself, and must draw exactly the pixels resvg draws from
//! the SVG backend's output of the same page with exact hatches (stripes clipped to their
//! shape, at the pitch the PDF has, where a `<pattern>` tile would be rounded to whole
//! pixels).

use crate::common;

use boardgen_core::export::{png, svg};
use boardgen_core::kit::Kit;
use boardgen_core::layout::{self, ClassSet, CounterShape, Options, SheetKind};
use boardgen_core::scene::Document;

/// Asserts that every page of `doc` comes out of both routes with the same RGB pixels.
fn same_pixels(doc: &Document, dpi: u32, what: &str) {
    let mut pixels = Vec::new();
    for (i, page) in doc.pages.iter().enumerate() {
        let direct = png::render_reusing(doc, i, &png::PngOptions { dpi }, &mut pixels).unwrap();
        let (w, h, got) = common::rgb_pixels(&direct);
        let opts = svg::SvgOptions {
            exact_hatch: true,
            ..Default::default()
        };
        let svg = svg::render(doc, i, &opts);
        let (ow, oh, want) = common::resvg_pixels(&svg, page.size, dpi);
        assert_eq!((w, h), (ow, oh), "{what}, {}: size", page.name);
        let differ: Vec<usize> = (0..got.len()).filter(|&k| got[k] != want[k]).collect();
        if let Some(&k) = differ.first() {
            let (x, y) = (k as u32 % w, k as u32 / w);
            panic!(
                "{what}, {} at {dpi} dpi: {} pixels differ, the first at ({x}, {y}): {:?}, resvg {:?}",
                page.name,
                differ.len(),
                got[k],
                want[k]
            );
        }
    }
}

fn kit(id: &str) -> Kit {
    Kit::builtin(id).unwrap()
}

const GAMES: [&str; 2] = ["camels-and-carpets", "royal-carpet"];

#[test]
fn every_page_of_the_default_kit_colour_and_mono() {
    for id in GAMES {
        for mono in [false, true] {
            let opts = Options {
                mono,
                ..Options::default()
            };
            let doc = layout::kit_document(&kit(id), &opts).unwrap();
            assert!(doc.pages.len() >= 5, "{id}: {} pages", doc.pages.len());
            same_pixels(&doc, 150, &format!("{id} {}", opts.variant()));
        }
    }
}

#[test]
fn piece_sheets_with_bleed_and_round_pieces() {
    for id in GAMES {
        for (bleed, shape, mono) in [
            (0.0, CounterShape::Square, false),
            (5.0, CounterShape::Square, true),
            (2.0, CounterShape::Round, false),
            (2.0, CounterShape::Round, true),
        ] {
            let opts = Options {
                mono,
                bleed,
                shape,
                sheets: vec![SheetKind::Pieces],
                ..Options::default()
            };
            let doc = layout::kit_document(&kit(id), &opts).unwrap();
            same_pixels(&doc, 150, &format!("{id} pieces, bleed {bleed}, {shape:?}"));
        }
    }
}

#[test]
fn handouts_two_up_and_booklets() {
    for (n_up, booklet) in [(2, false), (2, true)] {
        let set = ClassSet {
            copies: 1,
            n_up,
            booklet,
            two_sided: false,
        };
        let opts = Options {
            sheets: vec![SheetKind::Rules, SheetKind::Assembly],
            mono: booklet,
            ..Options::default()
        };
        let doc = layout::handout_document(&kit(GAMES[0]), &opts, set).unwrap();
        same_pixels(&doc, 150, &format!("handout {n_up}-up, booklet {booklet}"));
    }
}

#[test]
fn other_resolutions_and_paper() {
    let opts = Options {
        paper: boardgen_core::paper::Paper::parse("letter").unwrap(),
        mono: true,
        sheets: vec![SheetKind::Board, SheetKind::Pieces],
        ..Options::default()
    };
    let doc = layout::kit_document(&kit(GAMES[1]), &opts).unwrap();
    for dpi in [72, 300] {
        same_pixels(&doc, dpi, &format!("letter at {dpi} dpi"));
    }
}

#[test]
fn a_glue_tab_hatched_in_colour() {
    let opts = Options {
        glue_tab: true,
        sheets: vec![SheetKind::Board],
        ..Options::default()
    };
    let doc = layout::kit_document(&kit(GAMES[0]), &opts).unwrap();
    same_pixels(&doc, 150, "colour board with a glue tab");
}
