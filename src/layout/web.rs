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
    Ok(Document {
        title: format!("{} — rules", kit.game.name),
        pages,
        symbols: registry.into_vec(),
    })
}
