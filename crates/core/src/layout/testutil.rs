//! Helpers shared by the layout tests.

use crate::game::Game;
use crate::kit::Kit;
use crate::paper::Paper;
use crate::scene::Document;

use super::options::Options;
use super::sheet::page_bounds;

pub(crate) fn opts(paper: &str) -> Options {
    Options {
        paper: Paper::parse(paper).unwrap(),
        ..Options::default()
    }
}

pub(crate) fn game() -> Game {
    Game::builtin("camels-and-carpets").unwrap()
}

pub(crate) fn kit() -> Kit {
    Kit::builtin("camels-and-carpets").unwrap()
}

pub(crate) fn check_inside_safe_area(doc: &Document, what: &str) {
    for page in &doc.pages {
        if page.is_cut() {
            assert!(page.safe.contains(&page.trim), "{what} {}", page.name);
        }
        for (item, b) in page_bounds(doc, page) {
            assert!(
                page.safe.contains(&b),
                "{what} {}: {item:?} at {b:?} outside {:?}",
                page.name,
                page.safe
            );
        }
    }
}

/// Counters of `per_side` kinds per side, the first symbols of a document (ids `side *
/// per_side + piece`), drawing nothing.
pub(crate) fn counters(per_side: usize) -> super::pieces::Counters {
    let blank = |i: usize| crate::scene::Symbol {
        name: format!("counter-{i}"),
        items: Vec::new(),
    };
    let mut registry = crate::scene::Symbols::default();
    super::pieces::Counters::add(
        &mut registry,
        (0..2 * per_side).map(blank).collect(),
        per_side,
    )
}
