//! Pieces for Cricut's Print Then Cut: Design Space prints its own marks round an image and
//! cuts round each shape in it, within a 6.75 x 9.25 in area. Each page here is that area,
//! the pieces (the piece sheets' own counters, at their size) in a grid with a gap between
//! them that Design Space's bleed and cut outline need, and nothing else printed.

use crate::kit::Kit;
use crate::scene::{Cut, CutKind, CutPath, CutPlan, Cuts, Document, Item, Page, Symbols, Use};
use crate::units::{Point, Rect, Size, Transform};

use crate::layout::pieces::{blocks, symbols, Counters};
use crate::layout::plan::{board_square, piece_size};
use crate::layout::{CounterShape, LayoutError, Options};

/// The largest image Design Space prints and cuts: 6.75 x 9.25 in, mm.
pub const CRICUT_AREA: Size = Size {
    w: 171.45,
    h: 234.95,
};
/// Gap between pieces, mm: a quarter inch, Design Space's own spacing, room for the bleed it
/// adds round each piece and a clean cut between neighbours.
pub const CRICUT_GAP: f64 = 6.35;

/// The game's pieces (as the piece sheets hold them: the set and spares, or replacements)
/// laid out for Print Then Cut, one Design Space image a page; each side on pages of its own
/// with `per_side`. Each page's cuts are the pieces' outlines.
pub fn print_then_cut(kit: &Kit, opts: &Options) -> Result<Document, LayoutError> {
    let game = &kit.game;
    let look = game.look(opts.mono);
    let (size, cols, rows) = grid(kit, opts)?;
    let step = size + CRICUT_GAP;
    let mut registry = Symbols::default();
    let counters = Counters::add(
        &mut registry,
        symbols(game, &kit.art, &kit.pictures, size, opts.shape, &look, true),
        game.pieces.len(),
    );
    let per_page = cols * rows;
    let images = images(kit, opts, per_page);
    // Each side's pieces of a kind take its pictures in order.
    let per_side = game.pieces.len();
    let mut taken = vec![0; 2 * per_side];
    // The grid centred in the area, so the image has the same gap all round.
    let x0 = (CRICUT_AREA.w - (cols as f64 * step - CRICUT_GAP)) / 2.0;
    let y0 = CRICUT_GAP / 2.0;
    let mut pages = Vec::new();
    for chunk in &images {
        let mut items = Vec::new();
        let mut paths = Vec::new();
        for (k, &(side, piece)) in chunk.iter().enumerate() {
            let o = Point::new(x0 + (k % cols) as f64 * step, y0 + (k / cols) as f64 * step);
            let list = kit.pictures.get(piece).map_or(0, |x| x[side].len()).max(1);
            let i = side * per_side + piece;
            taken[i] += 1;
            items.push(Item::Use(Use {
                symbol: counters.get_nth(side, piece, (taken[i] - 1) % list),
                transform: Transform::translate(o.x, o.y),
            }));
            paths.push(piece_cut(o, size, opts.shape, k));
        }
        let one_by_one = paths.iter().map(|c: &Cut| c.path.length()).sum();
        pages.push(Page {
            name: format!("cricut-{}", pages.len() + 1),
            size: CRICUT_AREA,
            trim: Rect::new(0.0, 0.0, CRICUT_AREA.w, CRICUT_AREA.h),
            bleed: 0.0,
            safe: Rect::new(0.0, 0.0, CRICUT_AREA.w, CRICUT_AREA.h),
            items,
            cuts: Cuts {
                paths,
                one_by_one,
                marks: Vec::new(),
                scores: Vec::new(),
                plan: CutPlan::None,
            },
        });
    }
    Ok(Document {
        title: format!("{} — pieces for Print Then Cut", game.name),
        pages,
        symbols: registry.into_vec(),
    })
}

/// The pieces' size on a Print Then Cut image of `kit` under `opts`, and the columns and
/// rows of them it holds; an error when not one fits.
fn grid(kit: &Kit, opts: &Options) -> Result<(f64, usize, usize), LayoutError> {
    let size = piece_size(board_square(&kit.game, opts)?);
    let step = size + CRICUT_GAP;
    let cols = ((CRICUT_AREA.w - CRICUT_GAP) / step).floor() as usize;
    let rows = ((CRICUT_AREA.h - CRICUT_GAP) / step).floor() as usize;
    if cols == 0 || rows == 0 {
        return Err(LayoutError::PiecesTooLarge {
            paper: "Cricut's 171.45x234.95 mm print area".into(),
            margin: CRICUT_GAP / 2.0,
            size,
        });
    }
    Ok((size, cols, rows))
}

/// How many pieces a Print Then Cut image holds for `kit` under `opts`.
pub fn per_image(kit: &Kit, opts: &Options) -> Result<usize, LayoutError> {
    grid(kit, opts).map(|(_, cols, rows)| cols * rows)
}

/// The pieces of each Print Then Cut image, `(side, piece)` in sheet order, `per_page` at
/// most an image. Each side has images of its own with `per_side`, and also without it
/// where that takes no more images; otherwise each image is filled before the next starts,
/// so the sides share one image at most.
pub fn images(kit: &Kit, opts: &Options, per_page: usize) -> Vec<Vec<(usize, usize)>> {
    let look = kit.game.look(opts.mono);
    let mut sides: Vec<Vec<(usize, usize)>> = vec![Vec::new(), Vec::new()];
    for b in blocks(&kit.game, &opts.spares, &opts.selection, &look) {
        sides[b.side].extend(b.pieces.iter().map(|&p| (b.side, p)));
    }
    let per_page = per_page.max(1);
    let apart: usize = sides.iter().map(|s| s.len().div_ceil(per_page)).sum();
    let together = sides.iter().map(Vec::len).sum::<usize>().div_ceil(per_page);
    let runs = if opts.per_side || apart == together {
        sides
    } else {
        vec![sides.concat()]
    };
    runs.iter()
        .flat_map(|r| r.chunks(per_page).map(<[_]>::to_vec))
        .collect()
}

/// Each image's pieces by side: `(side, how many)`, in the images' order.
pub fn image_sides(images: &[Vec<(usize, usize)>]) -> Vec<Vec<(usize, usize)>> {
    images
        .iter()
        .map(|image| {
            let mut by: Vec<(usize, usize)> = Vec::new();
            for &(side, _) in image {
                match by.last_mut() {
                    Some((s, n)) if *s == side => *n += 1,
                    _ => by.push((side, 1)),
                }
            }
            by
        })
        .collect()
}

/// What a Print Then Cut page's pieces cover, mm: the box round their cuts.
pub fn extent(page: &Page) -> Rect {
    page.cuts
        .paths
        .iter()
        .map(|c| c.path.bounds())
        .reduce(|a, b| a.union(&b))
        .unwrap_or(page.media())
}

/// The outline of the piece whose box starts at `o`: its own group, cut whole.
fn piece_cut(o: Point, size: f64, shape: CounterShape, group: usize) -> Cut {
    let path = match shape {
        CounterShape::Round => CutPath::Circle {
            center: Point::new(o.x + size / 2.0, o.y + size / 2.0),
            radius: size / 2.0,
        },
        CounterShape::Square => CutPath::Polyline {
            points: vec![
                o,
                Point::new(o.x + size, o.y),
                Point::new(o.x + size, o.y + size),
                Point::new(o.x, o.y + size),
            ],
            closed: true,
        },
    };
    Cut {
        kind: CutKind::Outline,
        group,
        path,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::testutil::opts;

    /// Images are filled one after another; a side has images of its own when that takes
    /// no more of them, and the sides share one image at most.
    #[test]
    fn images_fill_in_turn_and_keep_the_sides_apart_where_that_costs_nothing() {
        let kit = Kit::builtin("camels-and-carpets").unwrap();
        let o = opts("a4");
        // 24 a side: two images of 35 hold them, one side each.
        for per_page in [24, 30, 35, 48, 20, 7] {
            let images = images(&kit, &o, per_page);
            let sides = image_sides(&images);
            let total: usize = images.iter().map(Vec::len).sum();
            assert_eq!(total, 48);
            let apart = 2 * 24usize.div_ceil(per_page);
            let together = 48usize.div_ceil(per_page);
            let shared = sides.iter().filter(|s| s.len() > 1).count();
            if apart == together {
                assert_eq!(shared, 0, "{per_page}: {sides:?}");
                assert_eq!(images.len(), apart);
            } else {
                assert!(shared <= 1, "{per_page}: {sides:?}");
                assert_eq!(images.len(), together, "{per_page}");
                // Every image but the last full.
                for image in &images[..images.len() - 1] {
                    assert_eq!(image.len(), per_page, "{per_page}: {sides:?}");
                }
            }
        }
    }

    #[test]
    fn every_piece_once_inside_the_area_with_the_gap_between() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let kit = Kit::builtin(id).unwrap();
            for shape in [CounterShape::Square, CounterShape::Round] {
                for per_side in [false, true] {
                    let o = Options {
                        shape,
                        per_side,
                        ..opts("a4")
                    };
                    let doc = print_then_cut(&kit, &o).unwrap();
                    let want: usize =
                        blocks(&kit.game, &o.spares, &o.selection, &kit.game.look(false))
                            .iter()
                            .map(|b| b.pieces.len())
                            .sum();
                    let got: usize = doc.pages.iter().map(|p| p.items.len()).sum();
                    assert_eq!(got, want, "{id} {shape:?}");
                    let area = Rect::new(0.0, 0.0, CRICUT_AREA.w, CRICUT_AREA.h);
                    for page in &doc.pages {
                        assert_eq!(page.items.len(), page.cuts.paths.len());
                        let boxes: Vec<Rect> =
                            page.cuts.paths.iter().map(|c| c.path.bounds()).collect();
                        for (i, a) in boxes.iter().enumerate() {
                            assert!(area.inflate(-CRICUT_GAP / 2.0 + 1e-9).contains(a), "{a:?}");
                            for b in &boxes[i + 1..] {
                                let gap = (b.x - a.right())
                                    .max(a.x - b.right())
                                    .max(b.y - a.bottom())
                                    .max(a.y - b.bottom());
                                assert!(gap >= CRICUT_GAP - 1e-9, "{id}: {a:?} {b:?}");
                            }
                        }
                    }
                    if per_side {
                        assert!(doc.pages.len() >= 2);
                    }
                }
            }
        }
    }
}
