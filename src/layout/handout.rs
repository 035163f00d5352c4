//! Text pages (rules, making the set): marked-up text flowed onto portrait pages with its
//! diagrams.

use crate::kit::Kit;
use crate::paper::{safe_area, Orientation};
use crate::units::Size;

use super::{content_area, diagram, pieces, sheet, text, LayoutError, Options, Sheet, SheetKind};

/// A handout: `text` in the markup of [`text::parse`], flowed onto portrait pages with its
/// diagrams; returns the sheets and the diagram counters it places.
pub(crate) fn handout_sheets(
    kit: &Kit,
    opts: &Options,
    kind: SheetKind,
    text: &str,
    symbol_base: usize,
) -> Result<(Vec<Sheet>, Vec<crate::scene::Symbol>), LayoutError> {
    let game = &kit.game;
    let pal = if opts.mono { &game.mono } else { &game.colour };
    let blocks = text::parse(text);
    let title = blocks
        .iter()
        .find_map(|b| match b {
            text::Block::Heading(1, t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_else(|| format!("{} — {}", game.name, kind.name()));
    let paper = opts.paper.oriented(Orientation::Portrait);
    let safe = safe_area(paper, opts.margin);
    let area = content_area(safe);
    let sq = diagram::square_for(game, area.w);
    let size = sq * pieces::PIECE_FILL;
    let has_diagrams = blocks.iter().any(|b| matches!(b, text::Block::Diagram(..)));
    let mut symbols = if has_diagrams {
        pieces::symbols(kit, size, pieces::CounterShape::Round, opts.mono)
    } else {
        Vec::new()
    };
    for s in &mut symbols {
        s.name = format!("diagram-{}", s.name);
    }
    let per_side = game.pieces.len();
    let index = |side: usize, piece: usize| symbol_base + side * per_side + piece;
    let failure = std::cell::RefCell::new(None);
    let draw = |spec: &str| match diagram::parse(game, spec) {
        Ok(sp) => diagram::draw(game, opts.mono, &sp, sq, size, &index),
        Err(e) => {
            failure.borrow_mut().get_or_insert(e);
            text::Drawn {
                items: Vec::new(),
                size: Size { w: 1.0, h: 1.0 },
            }
        }
    };
    let pages = text::Flow::new(area, pal.ink, &draw).run(&blocks);
    if let Some(message) = failure.into_inner() {
        return Err(LayoutError::Handout {
            game: game.name.clone(),
            message,
        });
    }
    let n = pages.len();
    let what = match kind {
        SheetKind::Rules => "rules",
        _ => "making the set",
    };
    let sheets = pages
        .into_iter()
        .enumerate()
        .map(|(i, items)| {
            let label = if n == 1 {
                what.to_string()
            } else {
                format!("{what}, page {} of {n}", i + 1)
            };
            let subtitle = format!("{} · {label}", game.name);
            let mut page = sheet(
                &format!("{}-{}", kind.name(), i + 1),
                paper,
                opts.margin,
                &title,
                &subtitle,
                pal,
            );
            page.items.extend(items);
            Sheet {
                page,
                label: format!("{} · {label} · {}", game.name, opts.variant()),
                ink: pal.ink,
            }
        })
        .collect();
    Ok((sheets, symbols))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::testutil::*;
    use crate::layout::*;
    use crate::scene::Item;
    use crate::units::pt;
    use crate::{kit::Kit, paper::Paper};

    #[test]
    fn handouts_fit_every_paper_and_half_paper() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter", "a3", "legal", "150x200"] {
                for n_up in [1, 2] {
                    let Ok(p) = handout_paper(&Paper::parse(paper).unwrap(), n_up, 10.0) else {
                        assert_eq!(
                            (paper, n_up),
                            ("150x200", 2),
                            "only too-narrow halves are refused"
                        );
                        continue;
                    };
                    let o = Options {
                        kit_paper: Some(Paper::parse(paper).unwrap()),
                        paper: p,
                        sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                        mono: n_up == 2,
                        ..opts(paper)
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    assert!(doc.pages.len() >= 2);
                    check_inside_safe_area(&doc, &format!("{id} {paper} n-up {n_up}"));
                    // Body text is at least 9 pt (diagram coordinates, ruler and footer aside).
                    for page in &doc.pages {
                        for item in &page.items {
                            if let Item::Text(t) = item {
                                let is_frame = t.size < pt(9.0) - 1e-9;
                                let at_foot = t.pos.y > content_area(page.safe).bottom();
                                let at_head = t.pos.y < content_area(page.safe).y;
                                assert!(
                                    !is_frame || at_foot || at_head || t.text == "•",
                                    "{id} {paper}: '{}' is {} mm",
                                    t.text,
                                    t.size
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}
