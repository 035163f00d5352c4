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
