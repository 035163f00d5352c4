//! The rules as a web page: each text (the rules, making the set) flowed once onto one
//! endless page, as tagged as a handout's, for the HTML backend to read in order. No page
//! headers or footers: a web page has none.
// Every match over a tag or a sheet kind names each case, so a new one is a compile
// error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::kit::Kit;
use crate::paper::Paper;
use crate::scene::{Anchor, Document, Group, Item, Page, Symbols, Tag};
use crate::units::{Point, Rect, Size};

use super::handout::flow;
use super::marks::Type;
use super::options::{LayoutError, Options, SheetKind};

/// Height of the page each text is flowed onto, mm: longer than any rules text runs.
const ENDLESS: f64 = 50_000.0;

/// The texts of `opts.sheets` (rules first, then making the set), one page each, each
/// opening with its title as a level-1 heading; diagrams at the size a handout on
/// `opts.paper` gives them.
pub fn web_document(kit: &Kit, opts: &Options) -> Result<Document, LayoutError> {
    let look = kit.game.look(opts.mono);
    let width = opts.paper.size.w.min(opts.paper.size.h);
    let web = Options {
        paper: Paper {
            name: opts.paper.name.clone(),
            size: Size {
                w: width,
                h: ENDLESS,
            },
        },
        kit_paper: Some(opts.paper.clone()),
        web: true,
        ..opts.clone()
    };
    let mut registry = Symbols::default();
    let mut pages = Vec::new();
    for kind in [SheetKind::Rules, SheetKind::Assembly] {
        if !opts.sheets.contains(&kind) {
            continue;
        }
        let text = match kind {
            SheetKind::Rules => match &kit.rules {
                Some(r) => r.clone(),
                None => continue,
            },
            SheetKind::Assembly => super::assembly::assembly_text(kit, &web, &look, &[])?,
            // Drawings, not text: the loop above never asks for them.
            SheetKind::Board | SheetKind::Pieces => continue,
        };
        let (laid, title, _) = flow(kit, &web, &look, kind, &text, &mut registry, None)?;
        let mut items = vec![Group::tagged(
            Tag::Heading(1),
            vec![Item::text(
                Point::new(0.0, 0.0),
                title,
                Type::title(),
                Anchor::Start,
                crate::font::Weight::Bold,
                look.palette.ink,
            )],
        )];
        items.extend(laid.pages.into_iter().flatten());
        let size = Size {
            w: width,
            h: ENDLESS,
        };
        pages.push(Page {
            name: kind.name().to_string(),
            size,
            trim: Rect::new(0.0, 0.0, size.w, size.h),
            bleed: 0.0,
            safe: Rect::new(0.0, 0.0, size.w, size.h),
            items,
            cuts: Default::default(),
        });
    }
    if pages.is_empty() {
        return Err(LayoutError::NoRules {
            game: kit.game.name.clone(),
        });
    }
    // Titled what it holds.
    let holds = pages.iter().map(|p| p.name.as_str()).collect::<Vec<_>>();
    let what = match holds.as_slice() {
        [_, _] => "both",
        ["assembly"] => "assembly",
        _ => "rules",
    };
    Ok(Document {
        title: kit.game.text(
            "web-title",
            &[
                ("game", kit.game.name.as_str().into()),
                ("holds", what.into()),
            ],
        ),
        pages,
        symbols: registry.into_vec(),
    })
}

#[cfg(test)]
mod tests {
    // The tests walk the scene's items; the rule is for tags and sheet kinds.
    #![allow(clippy::wildcard_enum_match_arm)]

    use super::*;
    use crate::layout::testutil::*;
    use crate::scene::reading_text;

    /// The web page is what a teacher links for students and parents: it speaks to a reader
    /// who holds neither the program nor the printed kit, and is titled what it holds.
    #[test]
    fn the_web_page_speaks_to_its_reader_and_is_titled_what_it_holds() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = crate::kit::Kit::builtin(id).unwrap();
            for mono in [false, true] {
                let o = Options {
                    mono,
                    sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                    ..opts("a4")
                };
                let doc = web_document(&k, &o).unwrap();
                let name = &k.game.name;
                assert_eq!(doc.title, format!("{name} — rules and making the set"));
                let words: Vec<String> = doc
                    .pages
                    .iter()
                    .flat_map(|p| reading_text(&p.items))
                    .collect();
                let words = words.join(" ");
                for never in ["boardgen", "--mono", "kit's", "this run", "--"] {
                    assert!(
                        !words.contains(never),
                        "{id} mono {mono}: '{never}' in {words}"
                    );
                }
                assert!(words.contains("the set's first page"), "{id}: {words}");
                for (sheets, what) in [
                    (vec![SheetKind::Rules], "rules"),
                    (vec![SheetKind::Assembly], "making the set"),
                ] {
                    let o = Options {
                        sheets,
                        ..o.clone()
                    };
                    assert_eq!(
                        web_document(&k, &o).unwrap().title,
                        format!("{name} — {what}")
                    );
                }
            }
        }
    }
}
