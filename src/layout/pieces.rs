//! Piece sheets: every counter of both sides, set-up pieces and spares in separate labelled
//! blocks, packed on as few pages as the paper allows, with cut lines or cut circles.

use crate::art::{Ink, BOX};
use crate::font::Weight;
use crate::game::{Game, SideStyle};
use crate::kit::Kit;
use crate::scene::{Anchor, Color, Group, Hatch, Item, Paint, Path, Shape, Stroke, Symbol, Use};
use crate::units::{pt, Point, Rect, Transform};

use super::marks::{self, CROP_LENGTH, CROP_OFFSET, CROP_REACH, CROP_WIDTH};
use super::plan::board_square;
use super::{content_area, sheet, LayoutError, Options, Sheet};
use crate::paper::{safe_area, Orientation};

/// Share of a board square a piece may fill: the rest is a margin all round.
pub const PIECE_FILL: f64 = 0.82;
/// Gap between round pieces, mm, so neighbouring cut circles never touch.
pub const ROUND_GAP: f64 = 2.0;
/// Height of a block's label line, mm.
const LABEL_HEIGHT: f64 = 5.0;

/// The outline of a counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterShape {
    /// Squares on a shared grid, cut with full-length straight cuts.
    Square,
    /// Discs with a circular cut guide each.
    Round,
}

/// Spares per side of every spare-able piece.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Spares {
    /// Count for every spare-able piece, overriding the template's default.
    pub all: Option<u32>,
    /// Counts for named pieces, overriding `all`.
    pub per_piece: Vec<(String, u32)>,
}

impl Spares {
    /// Spares per side of `piece` in `game`.
    pub fn count(&self, game: &Game, piece: usize) -> u32 {
        let p = &game.pieces[piece];
        if !p.spares {
            return 0;
        }
        self.per_piece
            .iter()
            .find(|(id, _)| *id == p.id)
            .map(|(_, n)| *n)
            .or(self.all)
            .unwrap_or(game.default_spares)
    }
}

/// Side of a counter (or disc diameter) for a board square of `square` mm:
/// the largest half millimetre within [`PIECE_FILL`] of the square.
pub fn piece_size(square: f64) -> f64 {
    (square * PIECE_FILL * 2.0).floor() / 2.0
}

/// Distance between counter origins on the sheet.
pub fn cell_size(size: f64, shape: CounterShape) -> f64 {
    match shape {
        CounterShape::Square => size,
        CounterShape::Round => size + ROUND_GAP,
    }
}

/// A labelled group of counters of one side.
#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    /// The side the counters belong to.
    pub side: usize,
    /// True for the spares block.
    pub spare: bool,
    /// Printed above the counters.
    pub label: String,
    /// Piece index of every counter, in order.
    pub pieces: Vec<usize>,
}

fn count_phrase(game: &Game, counts: &[(usize, u32)]) -> String {
    counts
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(i, n)| {
            let p = &game.pieces[i];
            format!("{n} {}", if n == 1 { &p.name } else { &p.plural })
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The blocks of a game: per side, the pieces it starts with, then its spares.
pub fn blocks(game: &Game, spares: &Spares, mono: bool) -> Vec<Block> {
    let mut out = Vec::new();
    for (s, side) in game.sides.iter().enumerate() {
        let style = if mono { &side.mono } else { &side.colour };
        let who = if style.label.eq_ignore_ascii_case(&side.name) {
            side.name.clone()
        } else {
            format!("{} ({})", side.name, style.label)
        };
        let start: Vec<(usize, u32)> = (0..game.pieces.len())
            .map(|i| (i, game.pieces[i].count))
            .collect();
        let extra: Vec<(usize, u32)> = (0..game.pieces.len())
            .map(|i| (i, spares.count(game, i)))
            .collect();
        for (spare, counts) in [(false, start), (true, extra)] {
            let pieces: Vec<usize> = counts
                .iter()
                .flat_map(|&(i, n)| std::iter::repeat_n(i, n as usize))
                .collect();
            if pieces.is_empty() {
                continue;
            }
            let what = if spare { "spares" } else { "the set" };
            out.push(Block {
                side: s,
                spare,
                label: format!("{who}: {what} — {}", count_phrase(game, &counts)),
                pieces,
            });
        }
    }
    out
}

/// Symbol name of one side's piece.
pub fn symbol_name(game: &Game, side: usize, piece: usize) -> String {
    format!("{}-side{}", game.pieces[piece].id, side + 1)
}

/// One counter drawn with its top-left corner at the origin, `size` mm across.
pub fn counter(
    kit: &Kit,
    piece: usize,
    style: &SideStyle,
    size: f64,
    shape: CounterShape,
) -> Vec<Item> {
    let outline = |inset: f64| match shape {
        CounterShape::Square => Path::rect(Rect::new(
            inset,
            inset,
            size - 2.0 * inset,
            size - 2.0 * inset,
        )),
        CounterShape::Round => Path::circle(Point::new(size / 2.0, size / 2.0), size / 2.0 - inset),
    };
    let mut items = Vec::new();
    let band = size * 0.13;
    match style.band {
        Some(ink) => {
            items.push(Item::fill(
                outline(0.0),
                Paint::Hatch(Hatch {
                    background: style.face,
                    ink,
                    spacing: 1.0,
                    width: 0.25,
                    angle: 45.0,
                }),
            ));
            items.push(Item::fill(outline(band), Paint::Solid(style.face)));
            items.push(Item::stroke(outline(band), Stroke::solid(style.edge, 0.5)));
        }
        None => {
            items.push(Item::fill(outline(0.0), Paint::Solid(style.face)));
            items.push(Item::stroke(
                outline(band * 0.45),
                Stroke::solid(style.edge, 0.3),
            ));
        }
    }
    // The icon fills most of the counter, centred; a disc has less room in its corners.
    let icon = size
        * match shape {
            CounterShape::Square => 0.64,
            CounterShape::Round => 0.58,
        };
    let color = |i: Ink| match i {
        Ink::Icon => style.icon,
        Ink::Face => style.face,
    };
    let art = kit.art[piece]
        .parts
        .iter()
        .map(|p| {
            Item::Shape(Shape {
                path: p.path.clone(),
                fill: p.fill.map(|i| Paint::Solid(color(i))),
                stroke: p.stroke.map(|(i, w)| Stroke::solid(color(i), w)),
            })
        })
        .collect();
    let k = icon / BOX;
    items.push(Item::Group(Group {
        transform: Transform::translate((size - icon) / 2.0, (size - icon) / 2.0)
            .after(&Transform::scale(k, k)),
        items: art,
    }));
    items
}

/// One symbol per side and piece kind, in a fixed order.
pub fn symbols(kit: &Kit, size: f64, shape: CounterShape, mono: bool) -> Vec<Symbol> {
    let g = &kit.game;
    let mut out = Vec::new();
    for (s, side) in g.sides.iter().enumerate() {
        let style = if mono { &side.mono } else { &side.colour };
        for p in 0..g.pieces.len() {
            out.push(Symbol {
                name: symbol_name(g, s, p),
                items: counter(kit, p, style, size, shape),
            });
        }
    }
    out
}

/// A block's counters placed on a page, possibly a slice of the whole block.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    /// The block's label (with "continued" when it is not the first slice).
    pub label: String,
    /// The counters' grid, `cols` x `rows` cells.
    pub grid: Rect,
    /// Columns of the grid.
    pub cols: usize,
    /// (side, piece) of each counter, row by row.
    pub counters: Vec<(usize, usize)>,
}

/// Height a slice of `rows` rows takes on the page, mm.
fn slice_height(rows: usize, cell: f64) -> f64 {
    LABEL_HEIGHT + CROP_REACH + rows as f64 * cell + CROP_REACH
}

/// Flows the blocks into an `area`: each page a list of placed slices. None when not even
/// one counter fits. When the set needs more than one page anyway and giving each side its
/// own pages costs no extra page, each side starts on a new page: one sheet per player.
pub fn flow(blocks: &[Block], area: Rect, cell: f64) -> Option<Vec<Vec<Placed>>> {
    let packed = flow_with(blocks, area, cell, false)?;
    if packed.len() > 1 {
        let by_side = flow_with(blocks, area, cell, true)?;
        if by_side.len() <= packed.len() {
            return Some(by_side);
        }
    }
    Some(packed)
}

fn flow_with(
    blocks: &[Block],
    area: Rect,
    cell: f64,
    side_breaks: bool,
) -> Option<Vec<Vec<Placed>>> {
    let cols = ((area.w - 2.0 * CROP_REACH) / cell).floor() as usize;
    if cols == 0 || slice_height(1, cell) > area.h {
        return None;
    }
    let mut pages: Vec<Vec<Placed>> = vec![Vec::new()];
    let mut y = area.y;
    for (i, b) in blocks.iter().enumerate() {
        let new_side = i > 0 && blocks[i - 1].side != b.side;
        if side_breaks && new_side && pages.last().is_some_and(|p| !p.is_empty()) {
            pages.push(Vec::new());
            y = area.y;
        }
        let mut rest: &[usize] = &b.pieces;
        let mut first = true;
        while !rest.is_empty() {
            let rows_left = ((area.bottom() - y - slice_height(0, cell)) / cell).floor();
            if rows_left < 1.0 {
                pages.push(Vec::new());
                y = area.y;
                continue;
            }
            let rows_needed = rest.len().div_ceil(cols);
            let rows = rows_needed.min(rows_left as usize);
            let take = (rows * cols).min(rest.len());
            let used_cols = cols.min(take);
            let w = used_cols as f64 * cell;
            let grid = Rect::new(
                area.x + (area.w - w) / 2.0,
                y + LABEL_HEIGHT + CROP_REACH,
                w,
                rows as f64 * cell,
            );
            let label = if first {
                b.label.clone()
            } else {
                format!("{} (continued)", b.label)
            };
            pages.last_mut().expect("a page").push(Placed {
                label,
                grid,
                cols: used_cols,
                counters: rest[..take].iter().map(|&p| (b.side, p)).collect(),
            });
            rest = &rest[take..];
            first = false;
            y += slice_height(rows, cell) + 2.0;
        }
    }
    Some(pages)
}

/// Tick marks outside `grid` in line with every cut: above and below each column line,
/// left and right of each row line.
pub fn cut_ticks(grid: Rect, cols: usize, rows: usize, cell: f64, color: Color) -> Item {
    let (a, b) = (CROP_OFFSET, CROP_OFFSET + CROP_LENGTH);
    let mut p = Path::new();
    for i in 0..=cols {
        let x = grid.x + i as f64 * cell;
        p = p
            .extend(Path::line(
                Point::new(x, grid.y - a),
                Point::new(x, grid.y - b),
            ))
            .extend(Path::line(
                Point::new(x, grid.bottom() + a),
                Point::new(x, grid.bottom() + b),
            ));
    }
    for j in 0..=rows {
        let y = grid.y + j as f64 * cell;
        p = p
            .extend(Path::line(
                Point::new(grid.x - a, y),
                Point::new(grid.x - b, y),
            ))
            .extend(Path::line(
                Point::new(grid.right() + a, y),
                Point::new(grid.right() + b, y),
            ));
    }
    Item::stroke(p, Stroke::solid(color, CROP_WIDTH))
}

/// Draws a placed slice: label, counters, and the cut aids for the shape.
pub fn draw(
    placed: &Placed,
    symbol_index: &dyn Fn(usize, usize) -> usize,
    size: f64,
    shape: CounterShape,
    line: Color,
    ink: Color,
    width: f64,
) -> Vec<Item> {
    let cell = cell_size(size, shape);
    let rows = placed.counters.len().div_ceil(placed.cols);
    let g = placed.grid;
    let label_y = g.y - CROP_REACH - 1.2;
    let mut items = vec![Item::text(
        Point::new(g.center().x, label_y),
        placed.label.clone(),
        marks::fit(&placed.label, pt(9.0), Weight::Bold, width),
        Anchor::Middle,
        Weight::Bold,
        ink,
    )];
    let inset = (cell - size) / 2.0;
    for (k, &(side, piece)) in placed.counters.iter().enumerate() {
        let (c, r) = (k % placed.cols, k / placed.cols);
        items.push(Item::Use(Use {
            symbol: symbol_index(side, piece),
            transform: Transform::translate(
                g.x + c as f64 * cell + inset,
                g.y + r as f64 * cell + inset,
            ),
        }));
    }
    match shape {
        CounterShape::Square => {
            // Full-length cuts along every grid line, over the whole slice.
            let mut cuts = Path::new();
            for i in 0..=placed.cols {
                let x = g.x + i as f64 * cell;
                cuts = cuts.extend(Path::line(Point::new(x, g.y), Point::new(x, g.bottom())));
            }
            for j in 0..=rows {
                let y = g.y + j as f64 * cell;
                cuts = cuts.extend(Path::line(Point::new(g.x, y), Point::new(g.right(), y)));
            }
            items.push(Item::stroke(
                cuts,
                Stroke::solid(line, marks::HAIRLINE * 1.2),
            ));
            items.push(cut_ticks(g, placed.cols, rows, cell, line));
        }
        CounterShape::Round => {
            let mut circles = Path::new();
            for k in 0..placed.counters.len() {
                let (c, r) = (k % placed.cols, k / placed.cols);
                let centre =
                    Point::new(g.x + (c as f64 + 0.5) * cell, g.y + (r as f64 + 0.5) * cell);
                circles = circles.extend(Path::circle(centre, size / 2.0));
            }
            items.push(Item::stroke(
                circles,
                Stroke::solid(line, marks::HAIRLINE * 1.2),
            ));
            items.extend(marks::crop_marks(g, line));
        }
    }
    items
}

/// The piece sheets of a game, and the counter symbols they place.
pub(crate) fn piece_sheets(
    kit: &Kit,
    opts: &Options,
    symbol_base: usize,
) -> Result<(Vec<Sheet>, Vec<crate::scene::Symbol>), LayoutError> {
    let game = &kit.game;
    let pal = if opts.mono { &game.mono } else { &game.colour };
    let square = board_square(game, opts)?;
    let size = piece_size(square);
    let cell = cell_size(size, opts.shape);
    let blocks = blocks(game, &opts.spares, opts.mono);
    // The orientation that needs fewer pages; portrait on a tie.
    let (size_paper, pages) = [Orientation::Portrait, Orientation::Landscape]
        .into_iter()
        .filter_map(|o| {
            let paper = opts.paper.oriented(o);
            let area = content_area(safe_area(paper, opts.margin));
            flow(&blocks, area, cell).map(|p| (paper, p))
        })
        .min_by_key(|(_, p)| p.len())
        .ok_or_else(|| LayoutError::PiecesTooLarge {
            paper: opts.paper.to_string(),
            margin: opts.margin,
            size,
        })?;
    let n = pages.len();
    let per_side = game.pieces.len();
    let index = |side: usize, piece: usize| symbol_base + side * per_side + piece;
    let first = &game.sides[0];
    let first_label = if opts.mono {
        &first.mono.label
    } else {
        &first.colour.label
    };
    let how = match opts.shape {
        CounterShape::Square => "cut along the lines (a paper trimmer makes it quick)",
        CounterShape::Round => "cut around the circles",
    };
    let sheets = pages
        .iter()
        .enumerate()
        .map(|(i, placed)| {
            let label = if n == 1 { "pieces".to_string() } else { format!("pieces, sheet {} of {n}", i + 1) };
            let title = format!("{} — {label}", game.name);
            // "Black moves first", not "Black (black)"; "The first player (sand)".
            let who = super::text::in_sentence(&first.name);
            let who = if first_label.eq_ignore_ascii_case(&first.name) {
                who
            } else {
                format!("{who} ({first_label})")
            };
            let mut c = who.chars();
            let who: String = c.next().map_or_else(String::new, |f| f.to_uppercase().chain(c).collect());
            let subtitle = format!(
                "Paste on card, then {how}. Each piece fits a board square of {square} mm. {who} moves first."
            );
            let name = format!("pieces-{}", i + 1);
            let mut page = sheet(&name, size_paper, opts.margin, &title, &subtitle, pal);
            let mut trim: Option<Rect> = None;
            for p in placed {
                page.items.extend(draw(p, &index, size, opts.shape, pal.line, pal.ink, page.safe.w));
                trim = Some(trim.map_or(p.grid, |t| t.union(&p.grid)));
            }
            if let Some(t) = trim {
                page.trim = t;
            }
            Sheet {
                page,
                label: format!("{} · {label} · {}", game.name, opts.variant()),
                ink: pal.ink,
            }
        })
        .collect();
    Ok((sheets, symbols(kit, size, opts.shape, opts.mono)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::Kit;
    use crate::layout::testutil::{check_inside_safe_area, opts};
    use crate::layout::*;
    use crate::layout::{kit_document, SheetKind};

    fn kit() -> Kit {
        Kit::builtin("camels-and-carpets").unwrap()
    }

    #[test]
    fn blocks_hold_the_template_counts_plus_spares() {
        let k = kit();
        for n in 0..=8 {
            let spares = Spares {
                all: Some(n),
                per_piece: vec![],
            };
            let bs = blocks(&k.game, &spares, false);
            for side in 0..2 {
                for (p, piece) in k.game.pieces.iter().enumerate() {
                    let count = |spare: bool| {
                        bs.iter()
                            .filter(|b| b.side == side && b.spare == spare)
                            .flat_map(|b| &b.pieces)
                            .filter(|&&q| q == p)
                            .count() as u32
                    };
                    assert_eq!(count(false), piece.count);
                    assert_eq!(count(true), if piece.spares { n } else { 0 });
                }
            }
        }
        let spares = Spares {
            all: Some(2),
            per_piece: vec![("camel".into(), 7)],
        };
        let camel = k.game.pieces.iter().position(|p| p.id == "camel").unwrap();
        assert_eq!(spares.count(&k.game, camel), 7);
        assert_eq!(spares.count(&k.game, 0), 0, "carpets have no spares");
        assert_eq!(
            Spares::default().count(&k.game, camel),
            4,
            "template default"
        );
    }

    #[test]
    fn every_sheet_is_one_page_per_side_when_two_are_needed() {
        let k = kit();
        let bs = blocks(&k.game, &Spares::default(), false);
        let pages = flow(&bs, Rect::new(10.0, 25.0, 190.0, 235.0), 25.0).unwrap();
        assert_eq!(pages.len(), 2);
        for (s, page) in pages.iter().enumerate() {
            assert!(page.iter().all(|p| p.counters.iter().all(|c| c.0 == s)));
        }
    }

    #[test]
    fn pieces_fit_a_board_square_with_a_margin() {
        for s in [10.0, 19.5, 25.0, 30.5, 47.0] {
            let p = piece_size(s);
            assert!(
                p <= s * PIECE_FILL && p > s * PIECE_FILL - 0.5,
                "{s} -> {p}"
            );
        }
    }

    #[test]
    fn flow_keeps_every_counter_once_and_inside_the_area() {
        let k = kit();
        let bs = blocks(
            &k.game,
            &Spares {
                all: Some(8),
                per_piece: vec![],
            },
            false,
        );
        let total: usize = bs.iter().map(|b| b.pieces.len()).sum();
        for (w, h, cell) in [
            (190.0, 240.0, 25.0),
            (100.0, 60.0, 21.0),
            (277.0, 150.0, 12.0),
        ] {
            let area = Rect::new(10.0, 20.0, w, h);
            let pages = flow(&bs, area, cell).unwrap();
            let placed: usize = pages.iter().flatten().map(|p| p.counters.len()).sum();
            assert_eq!(placed, total);
            for page in &pages {
                for (i, p) in page.iter().enumerate() {
                    let rows = p.counters.len().div_ceil(p.cols);
                    assert!((p.grid.h - rows as f64 * cell).abs() < 1e-9);
                    let reach = p.grid.inflate(CROP_REACH);
                    assert!(area.contains(&reach), "{reach:?} outside {area:?}");
                    for q in &page[i + 1..] {
                        assert!(!reach.overlaps(&q.grid.inflate(CROP_REACH)));
                    }
                }
            }
        }
        assert!(flow(&bs, Rect::new(0.0, 0.0, 20.0, 20.0), 25.0).is_none());
    }

    #[test]
    fn piece_sheets_hold_every_piece_once_without_overlap_on_every_paper() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            piece_sheets_of(&Kit::builtin(id).unwrap());
        }
    }

    fn piece_sheets_of(k: &Kit) {
        use pieces::CounterShape::{Round, Square};
        for paper in ["a4", "letter", "a3", "legal", "150x200", "400x300"] {
            for (n, shape, mono) in [
                (0, Square, false),
                (4, Round, true),
                (8, Square, true),
                (8, Round, false),
            ] {
                let o = Options {
                    mono,
                    shape,
                    spares: pieces::Spares {
                        all: Some(n),
                        per_piece: vec![],
                    },
                    sheets: vec![SheetKind::Pieces],
                    ..opts(paper)
                };
                let what = format!("{} {paper} {n} {shape:?} mono={mono}", k.game.id);
                let doc = kit_document(k, &o).unwrap();
                check_inside_safe_area(&doc, &what);
                let square = board_square(&k.game, &o).unwrap();
                let size = pieces::piece_size(square);
                // Count placed counters per (side, piece) and collect their boxes.
                let mut seen = std::collections::BTreeMap::new();
                for page in &doc.pages {
                    let mut boxes: Vec<Rect> = Vec::new();
                    for item in &page.items {
                        if let Item::Use(u) = item {
                            *seen
                                .entry(doc.symbols[u.symbol].name.clone())
                                .or_insert(0u32) += 1;
                            let r = Rect::new(u.transform.e, u.transform.f, size, size);
                            assert!(
                                boxes.iter().all(|b| !b.overlaps(&r)),
                                "{what}: overlap at {r:?}"
                            );
                            boxes.push(r);
                        }
                    }
                }
                for (s, _) in k.game.sides.iter().enumerate() {
                    for (p, piece) in k.game.pieces.iter().enumerate() {
                        let want = piece.count + if piece.spares { n } else { 0 };
                        let got = seen
                            .get(&pieces::symbol_name(&k.game, s, p))
                            .copied()
                            .unwrap_or(0);
                        assert_eq!(got, want, "{what}: side {s} {}", piece.id);
                    }
                }
                // Every counter, drawn, fits inside one board square.
                for sym in &doc.symbols {
                    let mut b: Option<Rect> = None;
                    crate::scene::visit(
                        &doc,
                        &sym.items,
                        crate::units::Transform::identity(),
                        &mut |i, t| {
                            if let Some(r) = crate::scene::leaf_bounds(i, &t) {
                                b = Some(b.map_or(r, |x| x.union(&r)));
                            }
                        },
                    );
                    let b = b.unwrap();
                    assert!(
                        b.w <= square * pieces::PIECE_FILL + 1e-9
                            && b.h <= square * pieces::PIECE_FILL + 1e-9,
                        "{what}: {b:?}"
                    );
                }
            }
        }
    }
}
