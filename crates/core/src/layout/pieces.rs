//! Piece sheets: every counter of both sides, set-up pieces and spares in separate labelled
//! blocks, packed on as few pages as the paper allows, with cut lines or cut circles.
//!
//! Square counters share their edges. The blocks of a page sit on one column grid, side by
//! side in shelves, so a trimmer cut along a row or column line runs straight across the
//! page; ticks outside the page's grid mark every cut. Colour runs past every outer cut edge
//! by the bleed.

use crate::art::{Art, Ink, BOX};
use crate::font::{self, Weight};
use crate::game::{Game, Look, SideStyle};
use crate::kit::Kit;
use crate::lang::Lang;
use crate::picture::{Fit, PiecePicture};
use crate::scene::{
    Anchor, CellBlock, Color, CutPlan, Group, Image, Item, Paint, Path, Shape, Stroke, Symbol,
    SymbolId, SymbolRange, Symbols, Tag, Use,
};
use crate::units::{pt, Point, Rect, Size, Transform};

use super::marks::{self, fill, CROP_LENGTH, CROP_WIDTH, SLOT, SLOT_2, SLOT_3};
use super::options::{CounterShape, LayoutError, Options, Selection, Spares};
use super::pack::{self, Fit as PackFit};
use super::plan::{board_square, piece_size, sizing};
use super::sheet::{content_area_under, cut_sheet, overhang_in, subtitle_width, Sheet};
use crate::paper::Orientation;

/// Gap between round pieces, mm, so neighbouring cut circles never touch.
pub const ROUND_GAP: f64 = 2.0;
/// Height of a block's two-line label, mm.
const LABEL_HEIGHT: f64 = 7.5;

/// Distance between counter origins on the sheet, with `bleed` mm of bleed: round counters
/// leave room for their bleed so it never reaches a neighbour's cut circle.
pub fn cell_size(size: f64, shape: CounterShape, bleed: f64) -> f64 {
    match shape {
        CounterShape::Square => size,
        CounterShape::Round => size + ROUND_GAP.max(bleed),
    }
}

/// A labelled group of counters of one side.
#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    /// The side the counters belong to.
    pub side: usize,
    /// True for the spares block.
    pub spare: bool,
    /// Whose and what, printed above the counters (e.g. "First player (sand) · the set").
    pub label: String,
    /// How many of each, printed under the label.
    pub detail: String,
    /// Piece index of every counter, in order.
    pub pieces: Vec<usize>,
}

/// A block to make: what it is called, whether it is spares, and (piece, count) pairs.
type BlockSpec = (&'static str, bool, Vec<(usize, u32)>);

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

/// The blocks of a game: per side, the pieces it starts with, then its spares; or, for a
/// selection of pieces, one block of replacements per chosen side.
pub fn blocks(game: &Game, spares: &Spares, selection: &Selection, look: &Look) -> Vec<Block> {
    let mut out = Vec::new();
    // Each group's label, formatted once for both sides.
    let mut labels: Vec<(&str, String)> = Vec::new();
    for (s, side) in game.sides.iter().enumerate() {
        if selection.side.is_some_and(|only| only != s) {
            continue;
        }
        let style = look.sides[s];
        let who = format!("{}{}", side.name, game.side_label_after(s, style));
        let groups: Vec<BlockSpec> = if selection.pieces.is_empty() {
            let start = (0..game.pieces.len())
                .map(|i| (i, game.pieces[i].count))
                .collect();
            let extra = (0..game.pieces.len())
                .map(|i| (i, spares.count(game, i)))
                .collect();
            vec![("set", false, start), ("spares", true, extra)]
        } else {
            let wanted = (0..game.pieces.len())
                .map(|i| {
                    let n = selection
                        .pieces
                        .iter()
                        .filter(|(id, _)| *id == game.pieces[i].id)
                        .map(|(_, n)| *n)
                        .sum();
                    (i, n)
                })
                .collect();
            vec![("replacements", true, wanted)]
        };
        for (what, spare, counts) in groups {
            let pieces: Vec<usize> = counts
                .iter()
                .flat_map(|&(i, n)| std::iter::repeat_n(i, n as usize))
                .collect();
            if pieces.is_empty() {
                continue;
            }
            let at = match labels.iter().position(|(w, _)| *w == what) {
                Some(i) => i,
                None => {
                    let args = [("who", SLOT.into()), ("group", what.into())];
                    labels.push((what, game.text("pieces-group", &args)));
                    labels.len() - 1
                }
            };
            out.push(Block {
                side: s,
                spare,
                label: fill(&labels[at].1, &[&who]),
                detail: count_phrase(game, &counts),
                pieces,
            });
        }
    }
    out
}

/// The label of a part of a block, with slots for the block's label, the part and the
/// number of parts ("Black (plain) · spares (2 of 3)").
pub fn part_label(lang: &Lang) -> String {
    lang.text(
        "pieces-block-part",
        &[
            ("label", SLOT.into()),
            ("part", SLOT_2.into()),
            ("parts", SLOT_3.into()),
        ],
    )
}

/// Symbol name of one side's piece.
pub fn symbol_name(game: &Game, side: usize, piece: usize) -> String {
    format!("{}-side{}", game.pieces[piece].id, side + 1)
}

/// The outline of a counter `size` mm across at the origin, grown by `grow` mm all round
/// (negative to shrink).
fn outline(size: f64, shape: CounterShape, grow: f64) -> Path {
    match shape {
        CounterShape::Square => Path::rect(Rect::new(
            -grow,
            -grow,
            size + 2.0 * grow,
            size + 2.0 * grow,
        )),
        CounterShape::Round => Path::circle(Point::new(size / 2.0, size / 2.0), size / 2.0 + grow),
    }
}

/// The colour at a counter's edge: what its bleed continues.
pub(crate) fn edge_paint(style: &SideStyle) -> Color {
    style.band.unwrap_or(style.face)
}

/// The colours a cut along a counter's edge runs over.
pub fn edge_faces(style: &SideStyle) -> Vec<Color> {
    let mut v = vec![style.face];
    v.extend(style.band);
    v
}

/// The share of a counter's width a picture's place takes: it leaves the side's band, ring
/// and a margin of its face colour showing all round, so the sides stay told apart.
pub const PICTURE_FILL: f64 = 0.66;

/// Where a picture of `w` x `h` pixels goes on a counter `size` mm across (top-left at the
/// origin): its rectangle, and the disc it is cut to on a round counter it covers.
pub fn picture_place(
    size: f64,
    shape: CounterShape,
    fit: Fit,
    w: u32,
    h: u32,
) -> (Rect, Option<Path>) {
    let side = size * PICTURE_FILL;
    let c = Point::new(size / 2.0, size / 2.0);
    let (w, h) = (w as f64, h as f64);
    let round = shape == CounterShape::Round;
    let k = match (fit, round) {
        (Fit::Cover, _) => side / w.min(h),
        (Fit::Contain, false) => side / w.max(h),
        (Fit::Contain, true) => side / w.hypot(h),
    };
    let rect = Rect::new(c.x - w * k / 2.0, c.y - h * k / 2.0, w * k, h * k);
    // A covering picture is cut to its place: the disc, or the square when the picture is
    // not square already (`picture.rs` crops it so).
    let clip = match (fit, round) {
        (Fit::Cover, true) => Some(Path::circle(c, side / 2.0)),
        (Fit::Cover, false) if w != h => Some(Path::rect(Rect::new(
            c.x - side / 2.0,
            c.y - side / 2.0,
            side,
            side,
        ))),
        _ => None,
    };
    (rect, clip)
}

/// How far inside a cut piece's edge its frame line lies (its centre), mm: 3 mm and more from
/// the cut with its width, so that the heaviest line at a piece's edge is the cut line.
pub const FRAME_INSET: f64 = 3.25;

/// One counter showing `art`, or `picture` when it has one, drawn with its top-left corner
/// at the origin, `size` mm across; `cut` when it is a piece to cut out.
pub fn counter(
    art: &Art,
    picture: Option<&PiecePicture>,
    style: &SideStyle,
    size: f64,
    shape: CounterShape,
    cut: bool,
) -> Vec<Item> {
    let mut items = Vec::new();
    // The icon fills most of the counter, centred; a disc has less room in its corners.
    let icon = size
        * match shape {
            CounterShape::Square => 0.64,
            CounterShape::Round => 0.58,
        };
    // A cut piece's frame line stands well inside its cut, where nobody takes it for the line
    // to cut on; on a piece too small for that, the piece has no frame line (a banded side
    // keeps its band). Diagram counters, never cut, keep their frame near the edge.
    let room = (size - icon) / 2.0;
    let (band, frame, line) = match (cut, room >= FRAME_INSET + 0.55) {
        (true, true) => (FRAME_INSET, FRAME_INSET, true),
        (true, false) => (size * 0.13, 0.0, false),
        (false, _) => (size * 0.13, size * 0.13 * 0.45, true),
    };
    match style.band {
        // A solid band in a mid grey: it reads at arm's length on a light square and on a
        // hatched dark one alike, where a hatched band would melt into the hatching.
        Some(ink) => {
            items.push(Item::fill(outline(size, shape, 0.0), Paint::Solid(ink)));
            items.push(Item::fill(
                outline(size, shape, -band),
                Paint::Solid(style.face),
            ));
            if line {
                items.push(Item::stroke(
                    outline(size, shape, -band),
                    Stroke::solid(style.edge, 0.5),
                ));
            }
        }
        None => {
            items.push(Item::fill(
                outline(size, shape, 0.0),
                Paint::Solid(style.face),
            ));
            if line {
                items.push(Item::stroke(
                    outline(size, shape, -frame),
                    Stroke::solid(style.edge, 0.3),
                ));
            }
        }
    }
    if let Some((raster, fit)) = picture.and_then(|p| Some((p.raster.clone()?, p.fit))) {
        let (rect, clip) = picture_place(size, shape, fit, raster.width, raster.height);
        items.push(Item::Image(Image {
            rect,
            clip,
            picture: raster,
        }));
        return items;
    }
    let color = |i: Ink| match i {
        Ink::Icon => style.icon,
        Ink::Face => style.face,
    };
    let art = art
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
        tag: None,
    }));
    items
}

/// One symbol per side, piece kind and picture of its list, in a fixed order, drawing
/// `art` (one per piece kind) or the side's pictures of the piece, where `pictures` (per
/// piece kind) has them. Every kind gets as many symbols as the longest list has pictures
/// (a shorter list's start again), so that [`Counters`] finds each by its place.
pub fn symbols(
    g: &Game,
    art: &[Art],
    pictures: &[[Vec<PiecePicture>; 2]],
    size: f64,
    shape: CounterShape,
    look: &Look,
    cut: bool,
) -> Vec<Symbol> {
    let variants = variants(pictures);
    let mut out = Vec::new();
    for (s, style) in look.sides.iter().enumerate() {
        for (p, drawing) in art.iter().enumerate() {
            let list = pictures.get(p).map_or(&[][..], |x| &x[s][..]);
            for v in 0..variants {
                let picture = (!list.is_empty()).then(|| &list[v % list.len()]);
                let name = match v {
                    0 => symbol_name(g, s, p),
                    _ => format!("{}-{}", symbol_name(g, s, p), v + 1),
                };
                out.push(Symbol {
                    name,
                    items: counter(drawing, picture, style, size, shape, cut),
                });
            }
        }
    }
    out
}

/// How many symbols [`symbols`] makes for each side's piece kind: the longest list of
/// pictures, or 1.
pub fn variants(pictures: &[[Vec<PiecePicture>; 2]]) -> usize {
    pictures
        .iter()
        .flatten()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .max(1)
}

/// Name of a side's bleed symbol.
pub fn bleed_symbol_name(side: usize) -> String {
    format!("bleed-side{}", side + 1)
}

/// One bleed symbol per side: the counter's edge colour grown by the bleed, drawn under the
/// counters so colour runs past every outer cut.
pub(crate) fn bleed_symbols(
    size: f64,
    shape: CounterShape,
    look: &Look,
    bleed: f64,
) -> Vec<Symbol> {
    look.sides
        .iter()
        .enumerate()
        .map(|(s, style)| Symbol {
            name: bleed_symbol_name(s),
            items: vec![Item::fill(
                outline(size, shape, bleed),
                Paint::Solid(edge_paint(style)),
            )],
        })
        .collect()
}

/// Everything the packer needs to know about a sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// Where the blocks, their labels and the ticks go.
    pub area: Rect,
    /// Distance between counter origins, mm.
    pub cell: f64,
    /// Bleed, mm.
    pub bleed: f64,
    /// Counter outline: square counters get trimmer ticks, round ones none.
    pub shape: CounterShape,
}

impl Frame {
    /// Room outside the grid on the left, right and bottom: the ticks (none for discs).
    fn reach(&self) -> f64 {
        match self.shape {
            CounterShape::Square => marks::crop_reach(self.bleed),
            CounterShape::Round => self.bleed.max(CROP_WIDTH),
        }
    }
    /// Room above the first shelf's grid: ticks, then the label, then the bleed.
    fn top(&self) -> f64 {
        let ticks = match self.shape {
            CounterShape::Square => CROP_WIDTH / 2.0 + CROP_LENGTH + marks::BLEED_CLEARANCE,
            CounterShape::Round => 0.0,
        };
        ticks + LABEL_HEIGHT + self.bleed
    }
    /// Room between one shelf's grid and the next: bleed, label, bleed.
    fn between(&self) -> f64 {
        self.bleed + LABEL_HEIGHT + self.bleed
    }
    /// Columns that fit across.
    fn max_cols(&self) -> usize {
        ((self.area.w - 2.0 * self.reach()) / self.cell)
            .floor()
            .max(0.0) as usize
    }
    /// Rows that fit on an empty page.
    fn max_rows(&self) -> usize {
        ((self.area.h - self.top() - self.reach()) / self.cell)
            .floor()
            .max(0.0) as usize
    }
}

/// A block's counters placed on a page.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    /// The block's label.
    pub label: String,
    /// How many of each.
    pub detail: String,
    /// The counters' grid, `cols` x `rows` cells (the last row may be short).
    pub grid: Rect,
    /// Columns of the grid.
    pub cols: usize,
    /// (side, piece) of each counter, row by row.
    pub counters: Vec<(usize, usize)>,
    /// Colour of the cut lines over this block.
    pub line: Color,
    /// Width the label may take, from the grid's left edge, mm.
    pub label_width: f64,
}

impl Placed {
    /// Rows of the grid.
    pub fn rows(&self) -> usize {
        self.counters.len().div_ceil(self.cols)
    }
    /// True when the cell at (column, row) holds a counter.
    pub fn has(&self, c: usize, r: usize) -> bool {
        c < self.cols && r * self.cols + c < self.counters.len()
    }
}

/// The page's cut frame: where the ticks go, and the rows they mark.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Ticks {
    /// Left edge of the page's column grid.
    pub x: f64,
    /// Columns of the page grid.
    pub cols: usize,
    /// Top of the topmost label: the column ticks end above it.
    pub top: f64,
    /// Bottom of the last grid.
    pub bottom: f64,
    /// Every row line of every shelf, top to bottom.
    pub rows: Vec<f64>,
}

/// One page of placed blocks and its ticks.
#[derive(Debug, Clone, PartialEq)]
pub struct PiecePage {
    /// The blocks on the page.
    pub placed: Vec<Placed>,
    /// The cut frame (square counters only).
    pub ticks: Ticks,
}

/// Balanced grid shapes `(cols, rows)` for `n` counters at most `max_cols` wide: every row
/// full but the last, and the last never much shorter than the others (8 is 8, 4+4, 3+3+2,
/// 2+2+2+2 or a column, never 7+1).
pub fn shapes(n: usize, max_cols: usize) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (1..=n)
        .map(|rows| n.div_ceil(rows))
        .filter(|&c| c <= max_cols)
        .map(|c| (c, n.div_ceil(c)))
        .collect();
    out.dedup();
    out
}

/// Splits blocks too big for one page into balanced parts that each fit.
fn split_oversize(blocks: &[Block], f: &Frame, part: &dyn Fn() -> String) -> Vec<Block> {
    let cap = f.max_cols() * f.max_rows();
    let mut out = Vec::new();
    // "label (part of parts)", asked for once for every part of every block.
    let mut pattern = None;
    for b in blocks {
        let parts = b.pieces.len().div_ceil(cap.max(1));
        if parts <= 1 {
            out.push(b.clone());
            continue;
        }
        let pattern: &String = pattern.get_or_insert_with(part);
        let per = b.pieces.len().div_ceil(parts);
        for (i, chunk) in b.pieces.chunks(per).enumerate() {
            // Field by field: `..b.clone()` would copy every piece of the block per part.
            out.push(Block {
                side: b.side,
                spare: b.spare,
                label: fill(
                    pattern,
                    &[&b.label, &(i + 1).to_string(), &parts.to_string()],
                ),
                detail: b.detail.clone(),
                pieces: chunk.to_vec(),
            });
        }
    }
    out
}

/// Blocks with their chosen shapes, in shelves, in pages: `pages[p][s]` lists the shelf's
/// `(block, cols, rows)`.
type Packing = Vec<Vec<Vec<(usize, usize, usize)>>>;

/// Next-fit packing of `blocks` with the given shapes: blocks side by side in a shelf while
/// they fit across and share a visible cut-line colour, shelves down the page while they fit.
fn pack(
    blocks: &[Block],
    faces: &dyn Fn(usize) -> Vec<Color>,
    shape: &[(usize, usize)],
    f: &Frame,
    per_side: bool,
) -> Packing {
    let (max_cols, room) = (f.max_cols(), f.area.h - f.top() - f.reach());
    let mut pages: Packing = vec![vec![]];
    let mut used = 0.0; // height of the current page's shelves, counter rows and gaps
    for (i, b) in blocks.iter().enumerate() {
        let (cols, rows) = shape[i];
        let new_side = i > 0 && blocks[i - 1].side != b.side;
        let page = pages.last_mut().expect("a page");
        if per_side && new_side && !page.is_empty() {
            pages.push(vec![]);
            used = 0.0;
        }
        let page = pages.last_mut().expect("a page");
        if let Some(shelf) = page.last_mut() {
            let width: usize = shelf.iter().map(|s| s.1).sum();
            let shelf_rows = shelf.iter().map(|s| s.2).max().unwrap_or(0);
            let mut fs: Vec<Color> = shelf.iter().flat_map(|s| faces(blocks[s.0].side)).collect();
            fs.extend(faces(b.side));
            let grows = rows.saturating_sub(shelf_rows) as f64 * f.cell;
            if width + cols <= max_cols
                && marks::shelf_line(&fs).is_some()
                && used + grows <= room + 1e-9
            {
                shelf.push((i, cols, rows));
                used += grows;
                continue;
            }
        }
        let need = rows as f64 * f.cell + if page.is_empty() { 0.0 } else { f.between() };
        if used + need > room + 1e-9 {
            pages.push(vec![vec![(i, cols, rows)]]);
            used = rows as f64 * f.cell;
        } else {
            page.push(vec![(i, cols, rows)]);
            used += need;
        }
    }
    pages
}

/// How good a packing looks: fewer pages, then fewer empty cells inside each shelf's box
/// (tidy, even blocks), then less height, then fewer shelves. The search computes it as it
/// goes; this is its definition, which the tests hold the search to.
#[cfg(test)]
fn score(blocks: &[Block], p: &Packing, f: &Frame) -> pack::Score {
    let shelves = p.iter().flatten();
    let waste = shelves
        .clone()
        .map(|shelf| {
            let cols: usize = shelf.iter().map(|s| s.1).sum();
            let rows = shelf.iter().map(|s| s.2).max().unwrap_or(0);
            cols * rows
                - shelf
                    .iter()
                    .map(|s| blocks[s.0].pieces.len())
                    .sum::<usize>()
        })
        .sum();
    let height: f64 = shelves
        .clone()
        .map(|shelf| shelf.iter().map(|s| s.2).max().unwrap_or(0) as f64 * f.cell + f.between())
        .sum();
    (p.len(), waste, (height * 1000.0) as i64, shelves.count())
}

/// Flows the blocks onto pages: the fewest pages, each block a balanced grid, blocks side by
/// side where they fit. None when not even one counter fits. `faces(side)` are the colours a
/// cut over that side's counters runs over. With `per_side`, each side starts a new page.
/// `part` gives the label of a part of a block too big for a page ([`part_label`]).
pub fn flow(
    blocks: &[Block],
    faces: &dyn Fn(usize) -> Vec<Color>,
    f: &Frame,
    per_side: bool,
    part: &dyn Fn() -> String,
) -> Option<Vec<PiecePage>> {
    if f.max_cols() == 0 || f.max_rows() == 0 {
        return None;
    }
    let blocks = split_oversize(blocks, f, part);
    let shape = best_shapes(&blocks, faces, f, per_side);
    let p = pack(&blocks, faces, &shape, f, per_side);
    Some(place(&blocks, faces, &p, f))
}

/// The balanced shapes each block may take on a page.
fn shape_options(blocks: &[Block], f: &Frame) -> Vec<Vec<(usize, usize)>> {
    let (max_cols, max_rows) = (f.max_cols(), f.max_rows());
    blocks
        .iter()
        .map(|b| {
            shapes(b.pieces.len(), max_cols)
                .into_iter()
                .filter(|s| s.1 <= max_rows)
                .collect()
        })
        .collect()
}

/// The shape of each block whose next-fit packing scores best (see [`score`]), found as
/// [`pack::best_shapes`] finds it: the first best in odometer order.
fn best_shapes(
    blocks: &[Block],
    faces: &dyn Fn(usize) -> Vec<Color>,
    f: &Frame,
    per_side: bool,
) -> Vec<(usize, usize)> {
    let options = shape_options(blocks, f);
    let fit = PackFit {
        max_cols: f.max_cols(),
        room: f.area.h - f.top() - f.reach(),
        cell: f.cell,
        between: f.between(),
        per_side,
    };
    let items: Vec<pack::Item> = blocks
        .iter()
        .map(|b| pack::Item {
            side: b.side,
            counters: b.pieces.len(),
        })
        .collect();
    // The cut line over a shelf depends on the set of its sides only (the worst contrast).
    let line_ok = |sides: u32| {
        let fs: Vec<Color> = (0..32)
            .filter(|s| sides & 1 << s != 0)
            .flat_map(|s| faces(s as usize))
            .collect();
        marks::shelf_line(&fs).is_some()
    };
    let picks = pack::best_shapes(&items, &options, &fit, &line_ok);
    picks.iter().zip(&options).map(|(&k, o)| o[k]).collect()
}

/// Positions a packing on its pages: the page grid centred in the area, each shelf centred
/// on it by whole columns so every column line runs straight down the page.
fn place(
    blocks: &[Block],
    faces: &dyn Fn(usize) -> Vec<Color>,
    packing: &Packing,
    f: &Frame,
) -> Vec<PiecePage> {
    packing
        .iter()
        .map(|shelves| {
            let cols = shelves
                .iter()
                .map(|s| s.iter().map(|b| b.1).sum::<usize>())
                .max()
                .unwrap_or(0);
            let x0 = f.area.x + (f.area.w - cols as f64 * f.cell) / 2.0;
            let top = f.area.y + f.top() - f.bleed - LABEL_HEIGHT;
            let mut y = f.area.y + f.top();
            let mut placed = Vec::new();
            let mut rows_at = Vec::new();
            for shelf in shelves {
                let width: usize = shelf.iter().map(|b| b.1).sum();
                let rows = shelf.iter().map(|b| b.2).max().unwrap_or(0);
                let fs: Vec<Color> = shelf.iter().flat_map(|b| faces(blocks[b.0].side)).collect();
                let line = marks::shelf_line(&fs).unwrap_or_else(|| Color::line_over(&fs));
                let mut x = x0 + ((cols - width) / 2) as f64 * f.cell;
                for (k, &(i, c, r)) in shelf.iter().enumerate() {
                    let b = &blocks[i];
                    let label_width = if k + 1 == shelf.len() {
                        f.area.right() - x
                    } else {
                        c as f64 * f.cell - 1.0
                    };
                    placed.push(Placed {
                        label: b.label.clone(),
                        detail: b.detail.clone(),
                        grid: Rect::new(x, y, c as f64 * f.cell, r as f64 * f.cell),
                        cols: c,
                        counters: b.pieces.iter().map(|&p| (b.side, p)).collect(),
                        line,
                        label_width,
                    });
                    x += c as f64 * f.cell;
                }
                rows_at.extend((0..=rows).map(|j| y + j as f64 * f.cell));
                y += rows as f64 * f.cell + f.between();
            }
            PiecePage {
                placed,
                ticks: Ticks {
                    x: x0,
                    cols,
                    top,
                    bottom: y - f.between(),
                    rows: rows_at,
                },
            }
        })
        .collect()
}

/// Trimmer ticks outside the page grid, clear of the bleed: above and below every column
/// line, left and right of every row line.
pub fn cut_ticks(t: &Ticks, cell: f64, bleed: f64, color: Color) -> Item {
    let a = marks::crop_offset(bleed);
    let right = t.x + t.cols as f64 * cell;
    let mut p = Path::new();
    let top_end = t.top - marks::BLEED_CLEARANCE;
    for i in 0..=t.cols {
        let x = t.x + i as f64 * cell;
        p = p
            .extend(Path::line(
                Point::new(x, top_end),
                Point::new(x, top_end - CROP_LENGTH),
            ))
            .extend(Path::line(
                Point::new(x, t.bottom + a),
                Point::new(x, t.bottom + a + CROP_LENGTH),
            ));
    }
    for &y in &t.rows {
        p = p
            .extend(Path::line(
                Point::new(t.x - a, y),
                Point::new(t.x - a - CROP_LENGTH, y),
            ))
            .extend(Path::line(
                Point::new(right + a, y),
                Point::new(right + a + CROP_LENGTH, y),
            ));
    }
    Item::stroke(p, Stroke::solid(color, CROP_WIDTH))
}

/// The cut lines of a block of square counters: every cell edge, once, and only where a
/// counter is on at least one side of it (no outlined empty cells).
pub fn cut_lines(placed: &Placed, cell: f64) -> Path {
    let (g, rows) = (placed.grid, placed.rows());
    let mut cuts = Path::new();
    // Horizontal lines, run by run along each row line.
    for j in 0..=rows {
        let y = g.y + j as f64 * cell;
        let on = |c: usize| (j > 0 && placed.has(c, j - 1)) || placed.has(c, j);
        let mut c = 0;
        while c < placed.cols {
            if on(c) {
                let start = c;
                while c < placed.cols && on(c) {
                    c += 1;
                }
                cuts = cuts.extend(Path::line(
                    Point::new(g.x + start as f64 * cell, y),
                    Point::new(g.x + c as f64 * cell, y),
                ));
            } else {
                c += 1;
            }
        }
    }
    // Vertical lines, likewise down each column line.
    for i in 0..=placed.cols {
        let x = g.x + i as f64 * cell;
        let on = |r: usize| (i > 0 && placed.has(i - 1, r)) || placed.has(i, r);
        let mut r = 0;
        while r < rows {
            if on(r) {
                let start = r;
                while r < rows && on(r) {
                    r += 1;
                }
                cuts = cuts.extend(Path::line(
                    Point::new(x, g.y + start as f64 * cell),
                    Point::new(x, g.y + r as f64 * cell),
                ));
            } else {
                r += 1;
            }
        }
    }
    cuts
}

/// Where the counters of a placed block go: the origin of each counter's box.
pub(crate) fn origins(placed: &Placed, size: f64, cell: f64) -> impl Iterator<Item = Point> + '_ {
    let inset = (cell - size) / 2.0;
    (0..placed.counters.len()).map(move |k| {
        let (c, r) = (k % placed.cols, k / placed.cols);
        Point::new(
            placed.grid.x + c as f64 * cell + inset,
            placed.grid.y + r as f64 * cell + inset,
        )
    })
}

/// The centres of a placed block's counters.
fn centres(placed: &Placed, size: f64, cell: f64) -> impl Iterator<Item = Point> + '_ {
    origins(placed, size, cell).map(move |o| Point::new(o.x + size / 2.0, o.y + size / 2.0))
}

/// What a machine would cut on a page of placed blocks: the printed cut lines or circles
/// (the paths are worked out from it only when a run asks for cuts).
pub fn page_cut_plan(page: &PiecePage, size: f64, f: &Frame) -> CutPlan {
    match f.shape {
        CounterShape::Square => CutPlan::Cells {
            blocks: page
                .placed
                .iter()
                .map(|p| CellBlock {
                    origin: Point::new(p.grid.x, p.grid.y),
                    cols: p.cols,
                    count: p.counters.len(),
                })
                .collect(),
            cell: f.cell,
        },
        CounterShape::Round => CutPlan::Circles {
            centres: page
                .placed
                .iter()
                .flat_map(|p| centres(p, size, f.cell))
                .collect(),
            radius: size / 2.0,
        },
    }
}

/// The counter symbols of one look, size and shape: one per side, piece kind and picture
/// of its list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counters {
    range: SymbolRange,
    per_side: usize,
    variants: usize,
}

impl Counters {
    /// Adds `symbols` as made by [`symbols`]: each side's, its pieces in template order,
    /// each piece's pictures in their order.
    pub fn add(registry: &mut Symbols, symbols: Vec<Symbol>, per_side: usize) -> Self {
        let variants = (symbols.len() / (2 * per_side)).max(1);
        Counters {
            range: registry.add_all(symbols),
            per_side,
            variants,
        }
    }

    /// The symbol of `side`'s `piece` (its first picture).
    pub fn get(self, side: usize, piece: usize) -> SymbolId {
        self.get_nth(side, piece, 0)
    }

    /// The symbol of `side`'s `piece` showing picture `v` of its list.
    pub fn get_nth(self, side: usize, piece: usize, v: usize) -> SymbolId {
        assert!(piece < self.per_side, "piece {piece} of {}", self.per_side);
        self.range
            .get((side * self.per_side + piece) * self.variants + v % self.variants)
    }
}

/// The symbols a piece page draws with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SymbolIndex {
    /// The counters.
    pub counters: Counters,
    /// Each side's bleed symbol, when there is bleed.
    pub bleed: Option<SymbolRange>,
}

/// Draws a page of placed blocks: bleed underneath, counters, cut lines or circles, labels
/// and (for square counters) the trimmer ticks.
pub fn draw_page(
    page: &PiecePage,
    index: &SymbolIndex,
    size: f64,
    f: &Frame,
    (ink, tick): (Color, Color),
    counts: &str,
    mut nth: Option<&mut dyn FnMut(usize, usize) -> usize>,
) -> Vec<Item> {
    let cell = f.cell;
    let mut items = Vec::new();
    // Bleed first, so every counter covers its neighbours' bleed and only the outer edges show it.
    if let Some(bleed) = index.bleed {
        for p in &page.placed {
            for (k, o) in origins(p, size, cell).enumerate() {
                let (c, r) = (k % p.cols, k / p.cols);
                let outer = match f.shape {
                    CounterShape::Round => true,
                    CounterShape::Square => {
                        c == 0 || r == 0 || !p.has(c + 1, r) || !p.has(c, r + 1)
                    }
                };
                if outer {
                    items.push(Item::Use(Use {
                        symbol: bleed.get(p.counters[k].0),
                        transform: Transform::translate(o.x, o.y),
                    }));
                }
            }
        }
    }
    for p in &page.placed {
        for (k, o) in origins(p, size, cell).enumerate() {
            let (side, piece) = p.counters[k];
            items.push(Item::Use(Use {
                symbol: match nth.as_mut() {
                    Some(nth) => index.counters.get_nth(side, piece, nth(side, piece)),
                    None => index.counters.get(side, piece),
                },
                transform: Transform::translate(o.x, o.y),
            }));
        }
    }
    for p in &page.placed {
        let cuts = match f.shape {
            CounterShape::Square => cut_lines(p, cell),
            CounterShape::Round => centres(p, size, cell).fold(Path::new(), |acc, c| {
                acc.extend(Path::circle(c, size / 2.0))
            }),
        };
        items.push(Item::stroke(
            cuts,
            Stroke::solid(p.line, marks::HAIRLINE * 1.2),
        ));
        items.extend(label(p, f.bleed, ink, counts));
    }
    if f.shape == CounterShape::Square && !page.placed.is_empty() {
        items.push(cut_ticks(&page.ticks, cell, f.bleed, tick));
    }
    items
}

/// A block's two-line label above its grid, clear of the bleed, left-aligned.
/// `counts` is `pieces-group-counts` with the slots for what the group is and its counts.
fn label(p: &Placed, bleed: f64, ink: Color, counts: &str) -> Vec<Item> {
    let (bold, regular) = (font::get(Weight::Bold), font::get(Weight::Regular));
    let (s1, s2) = (pt(8.0), pt(7.0));
    let base2 = p.grid.y - bleed - 0.5 - regular.descent(s2);
    let base1 = base2 - regular.ascent(s2) - 0.6;
    // Over its own grid: a label too long for a narrow block ("Black (plain) · spares" over
    // one column) puts whose pieces they are on its first line and what they are, with the
    // counts, on the second. Only a line that does not fit runs on past the grid, as far as
    // the sheet allows: every word of the label is on the page.
    let grid_w = p.label_width.min(p.grid.w - 1.0);
    let split = p.label.rsplit_once(" · ").filter(|(who, _)| {
        bold.measure(&p.label, s1) > grid_w && bold.measure(who, pt(7.0)) <= grid_w
    });
    let (first, second) = match split {
        Some((who, what)) => (who.to_string(), fill(counts, &[what, &p.detail])),
        None => (p.label.clone(), p.detail.clone()),
    };
    let within = |t: &str, f: &crate::font::Font| {
        if f.measure(t, pt(7.0)) <= grid_w {
            grid_w
        } else {
            p.label_width.max(grid_w)
        }
    };
    let (w1, w2) = (within(&first, bold), within(&second, regular));
    vec![
        Item::text(
            Point::new(p.grid.x, base1),
            first.clone(),
            marks::fit(&first, s1, Weight::Bold, w1),
            Anchor::Start,
            Weight::Bold,
            ink,
        ),
        Item::text(
            Point::new(p.grid.x, base2),
            second.clone(),
            marks::fit(&second, s2, Weight::Regular, w2),
            Anchor::Start,
            Weight::Regular,
            ink,
        ),
    ]
}

/// The piece sheets of a game, and the counter symbols they place.
pub(crate) fn piece_sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
) -> Result<(Vec<Sheet>, Counters), LayoutError> {
    let one = |area: Rect| [Some(area), None];
    let fronts = Fronts {
        areas: &one,
        glue: &kit.game.text("pieces-glue", &[]),
        clear: &|_| 0.0,
    };
    piece_sheets_in(kit, opts, look, registry, &fronts).map(|(s, laid)| (s, laid.index.counters))
}

/// Where a piece sheet's fronts go and what its heading asks first: what sheets with backs
/// change.
pub(crate) struct Fronts<'a> {
    /// The areas of a sheet's content area the fronts may take, each a way to lay the sheet
    /// out: the way that needs the fewest pages is kept (the first on a tie).
    pub(crate) areas: &'a dyn Fn(Rect) -> [Option<Rect>; 2],
    /// The heading's first step, before the cutting ("Glue on card").
    pub(crate) glue: &'a str,
    /// How far below one line of subtitle the fronts keep on a sheet of this size, for a
    /// heading other than the sheet's own that they must clear (a duplex back's).
    pub(crate) clear: &'a dyn Fn(Size) -> f64,
}

/// How the piece sheets were laid out, for drawing their backs.
pub(crate) struct Laid {
    /// Each sheet's placed blocks.
    pub(crate) pages: Vec<PiecePage>,
    /// The frame they were flowed into.
    pub(crate) frame: Frame,
    /// How far the content area was moved down for a subtitle broken onto lines, mm.
    pub(crate) overhang: f64,
    /// The pieces' size, mm.
    pub(crate) size: f64,
    /// The symbols the sheets draw with.
    pub(crate) index: SymbolIndex,
}

/// The words of `n` piece sheets, formatted once for all of them: the part of the title
/// (with a slot for the sheet's number) and a label's "group: counts" (with slots for
/// both).
fn sheet_words(game: &Game, opts: &Options, n: usize) -> (String, String) {
    let replacements = if opts.selection.is_partial() {
        "yes"
    } else {
        "no"
    };
    // The sheets' words, formatted once for every sheet: each page fills in its number.
    let part = game.text(
        "pieces-part",
        &[
            ("replacements", replacements.into()),
            ("several", if n > 1 { "yes" } else { "no" }.into()),
            ("sheet", SLOT.into()),
            ("sheets", n.into()),
        ],
    );
    let counts = game.text(
        "pieces-group-counts",
        &[("group", SLOT.into()), ("counts", SLOT_2.into())],
    );
    (part, counts)
}

/// The piece sheets' subtitle: how to make them, the pieces' size and who starts.
fn subtitle(
    game: &Game,
    opts: &Options,
    look: &Look,
    fronts: &Fronts,
    (size, square): (f64, f64),
) -> String {
    let shape = match opts.shape {
        CounterShape::Square => "square",
        CounterShape::Round => "round",
    };
    // "Black moves first", not "Black (black)"; "The first player (sand)"; "Les Noirs
    // (unis) commencent".
    let who = format!(
        "{}{}",
        game.side_subject(0),
        game.side_label_after(0, look.sides[0])
    );
    let mut c = who.chars();
    let who: String = c
        .next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect());
    game.text(
        "pieces-subtitle",
        &[
            ("glue", fronts.glue.into()),
            ("shape", shape.into()),
            ("size", game.print.display(size).into()),
            ("square", game.print.display(square).into()),
            ("first", who.into()),
            (
                "plural",
                if game.side_is_plural(0) { "yes" } else { "no" }.into(),
            ),
        ],
    )
}

/// A piece page's blocks for its description, in the language's own punctuation: each
/// block's "group: counts", French "le jeu : 8 tapis ; rechange : …".
fn alt_list(game: &Game, placed: &[Placed]) -> String {
    let alt: Vec<String> = placed
        .iter()
        .map(|p| {
            game.text(
                "pieces-group-counts",
                &[
                    ("group", p.label.as_str().into()),
                    ("counts", p.detail.as_str().into()),
                ],
            )
        })
        .collect();
    let semicolon = match game.print.messages() {
        crate::lang::Shipped::French => "\u{a0}; ",
        crate::lang::Shipped::English
        | crate::lang::Shipped::German
        | crate::lang::Shipped::Spanish
        | crate::lang::Shipped::Dutch => "; ",
    };
    alt.join(semicolon)
}

/// [`piece_sheets`] with the fronts placed as `fronts` says, and how they were laid.
pub(crate) fn piece_sheets_in(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
    fronts: &Fronts,
) -> Result<(Vec<Sheet>, Laid), LayoutError> {
    let game = &kit.game;
    let pal = look.palette;
    let square = board_square(game, &sizing(opts))?;
    let size = piece_size(square);
    let bleed = opts.bleed;
    // Square pieces a laser's kerf apart, burnt away by the cut down the middle of the gap
    // (round ones are apart already, and their circles move out by half the kerf).
    let kerf = if opts.shape == CounterShape::Square {
        opts.kerf
    } else {
        0.0
    };
    let cell = cell_size(size, opts.shape, bleed) + kerf;
    let blocks = blocks(game, &opts.spares, &opts.selection, look);
    // Formatted the first time a block is split, once for every layout tried.
    let part_words = std::cell::OnceCell::new();
    let part = || part_words.get_or_init(|| part_label(&game.print)).clone();
    let faces = |s: usize| edge_faces(look.sides[s]);
    let subtitle = subtitle(game, opts, look, fronts, (size, square));
    let natural = subtitle_width(&subtitle);
    // The orientation that needs fewer pages; portrait on a tie.
    let (size_paper, frame, pages, overhang) = [Orientation::Portrait, Orientation::Landscape]
        .into_iter()
        .flat_map(|o| {
            let paper = opts.paper.oriented(o);
            let safe = opts.cut_margins().safe(paper);
            let overhang =
                overhang_in(&subtitle, natural, safe.w, &game.print).max((fronts.clear)(paper));
            (fronts.areas)(content_area_under(safe, overhang))
                .into_iter()
                .flatten()
                .map(move |area| (paper, area, overhang))
        })
        .filter_map(|(paper, area, overhang)| {
            let f = Frame {
                area,
                cell,
                bleed,
                shape: opts.shape,
            };
            flow(&blocks, &faces, &f, opts.per_side, &part).map(|p| (paper, f, p, overhang))
        })
        .min_by_key(|(_, _, p, _)| p.len())
        .ok_or_else(|| LayoutError::PiecesTooLarge {
            paper: opts.paper.to_string(),
            margin: opts.cut_margin(),
            size,
        })?;
    let n = pages.len();
    let counters = symbols(
        &kit.game,
        &kit.art,
        &kit.pictures,
        size,
        opts.shape,
        look,
        true,
    );
    let index = SymbolIndex {
        counters: Counters::add(registry, counters, game.pieces.len()),
        bleed: (bleed > 0.0)
            .then(|| registry.add_all(bleed_symbols(size, opts.shape, look, bleed))),
    };
    let (part, counts) = sheet_words(game, opts, n);
    // Each side's pieces of a kind take its pictures in order, sheet by sheet (when a kind
    // has a list of them: otherwise every piece of a kind is the one symbol).
    let per_side = game.pieces.len();
    let mut taken = vec![0; 2 * per_side];
    let mut nth = |s: usize, p: usize| {
        let list = kit.pictures.get(p).map_or(0, |x| x[s].len()).max(1);
        let i = s * per_side + p;
        taken[i] += 1;
        (taken[i] - 1) % list
    };
    let lists = variants(&kit.pictures) > 1;
    let sheets = pages
        .iter()
        .enumerate()
        .map(|(i, page_blocks)| {
            let label = fill(&part, &[&(i + 1).to_string()]);
            let title = format!("{} — {label}", game.name);
            let name = format!("pieces-{}", i + 1);
            let safe = opts.cut_margins().safe(size_paper);
            let mut page = cut_sheet(
                &name,
                size_paper,
                safe,
                &title,
                &subtitle,
                (pal, &game.print),
            );
            let alt = alt_list(game, &page_blocks.placed);
            let figure = Tag::Figure {
                title: super::text::sentence_start(&label),
                alt: format!("{}. {}.", super::text::sentence_start(&label), alt),
            };
            page.items.push(Group::tagged(
                figure,
                draw_page(
                    page_blocks,
                    &index,
                    size,
                    &frame,
                    (pal.ink, pal.line),
                    &counts,
                    lists.then_some(&mut nth as &mut dyn FnMut(usize, usize) -> usize),
                ),
            ));
            if let Some(t) = page_blocks
                .placed
                .iter()
                .map(|p| p.grid)
                .reduce(|a, b| a.union(&b))
            {
                page.trim = t;
                page.bleed = bleed;
                page.cuts.plan = page_cut_plan(page_blocks, size, &frame);
                marks::add_registration(&mut page, opts.marks);
            }
            Sheet {
                page,
                label: super::sheet::footer_label(game, &label, look),
                ink: pal.ink,
                fur: marks::Furniture::regular(),
            }
        })
        .collect();
    let laid = Laid {
        pages,
        frame,
        overhang,
        size,
        index,
    };
    Ok((sheets, laid))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::Kit;
    use crate::layout::marks::MIN_CUT_CONTRAST;
    use crate::layout::plan::PIECE_FILL;
    use crate::layout::testutil::{check_inside_safe_area, opts};
    use crate::layout::*;
    use crate::layout::{kit_document, SheetKind};
    use crate::scene::{Document, Page};

    fn kit() -> Kit {
        Kit::builtin("camels-and-carpets").unwrap()
    }

    fn only_pieces(paper: &str) -> Options {
        Options {
            sheets: vec![SheetKind::Pieces],
            ..opts(paper)
        }
    }

    #[test]
    fn blocks_hold_the_template_counts_plus_spares() {
        let k = kit();
        for n in 0..=8 {
            let spares = Spares {
                all: Some(n),
                per_piece: vec![],
            };
            let bs = blocks(&k.game, &spares, &Selection::default(), &k.game.look(false));
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
    fn piece_size_is_82_percent_rounded_down_to_a_tenth() {
        for (s, want) in [
            (30.5, 25.0),
            (28.0, 22.9),
            (28.5, 23.3),
            (10.0, 8.2),
            (47.0, 38.5),
        ] {
            assert_eq!(piece_size(s), want, "{s}");
        }
        for h in 20..=400 {
            let s = h as f64 / 2.0;
            let p = piece_size(s);
            assert!(
                p <= s * PIECE_FILL + 1e-9 && p > s * PIECE_FILL - 0.1,
                "{s} -> {p}"
            );
            assert!(((p * 10.0).round() - p * 10.0).abs() < 1e-9);
        }
    }

    #[test]
    fn shapes_never_leave_a_lone_leftover_row() {
        assert_eq!(shapes(8, 7), [(4, 2), (3, 3), (2, 4), (1, 8)]);
        assert_eq!(shapes(8, 8)[0], (8, 1));
        for n in 1..=40 {
            for max in 1..=12 {
                for (c, r) in shapes(n, max) {
                    assert!(c <= max && c * r >= n);
                    // Balanced: as many rows as needed, and no narrower grid has as few rows.
                    assert_eq!(c, n.div_ceil(r), "{n} in {c}x{r}");
                    // The last row is short by less than one cell per row.
                    assert!(c * r - n < r, "{n}: {c}x{r}");
                }
            }
        }
    }

    /// Counters on a page: (box, symbol name, colour at the counter's edge).
    fn counters(doc: &Document, page: &Page, size: f64) -> Vec<(Rect, String, Color)> {
        crate::scene::untag(&page.items)
            .iter()
            .filter_map(|i| match i {
                Item::Use(u) if !doc.symbols[u.symbol].name.starts_with("bleed") => {
                    let sym = &doc.symbols[u.symbol];
                    let Item::Shape(Shape {
                        fill: Some(Paint::Solid(edge)),
                        ..
                    }) = &sym.items[0]
                    else {
                        panic!("{} starts with its edge colour", sym.name)
                    };
                    Some((
                        Rect::new(u.transform.e, u.transform.f, size, size),
                        sym.name.clone(),
                        *edge,
                    ))
                }
                _ => None,
            })
            .collect()
    }

    /// Straight segments of the cut-line strokes on a page.
    fn cut_segments(page: &Page) -> Vec<(Point, Point, Color)> {
        let mut out = vec![];
        for i in &crate::scene::untag(&page.items) {
            if let Item::Shape(Shape {
                path,
                stroke: Some(st),
                ..
            }) = i
            {
                if (st.width - marks::HAIRLINE * 1.2).abs() > 1e-9 {
                    continue;
                }
                let mut at = Point::default();
                for c in &path.cmds {
                    match *c {
                        crate::scene::PathCmd::MoveTo(p) => at = p,
                        crate::scene::PathCmd::LineTo(p) => {
                            out.push((at, p, st.color));
                            at = p;
                        }
                        _ => {}
                    }
                }
            }
        }
        out
    }

    fn on_edge(r: &Rect, p: Point) -> bool {
        let e = 1e-6;
        let inside =
            p.x >= r.x - e && p.x <= r.right() + e && p.y >= r.y - e && p.y <= r.bottom() + e;
        let edge = (p.x - r.x).abs() < e
            || (p.x - r.right()).abs() < e
            || (p.y - r.y).abs() < e
            || (p.y - r.bottom()).abs() < e;
        inside && edge
    }

    #[test]
    fn the_default_sets_take_one_piece_sheet_on_a4_and_letter() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter"] {
                for mono in [false, true] {
                    let o = Options {
                        mono,
                        ..only_pieces(paper)
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    assert_eq!(doc.pages.len(), 1, "{id} {paper} mono={mono}");
                }
            }
        }
    }

    #[test]
    fn per_side_gives_each_side_its_own_sheets() {
        let k = kit();
        let o = Options {
            per_side: true,
            ..only_pieces("a4")
        };
        let doc = kit_document(&k, &o).unwrap();
        assert_eq!(doc.pages.len(), 2);
        for (s, page) in doc.pages.iter().enumerate() {
            let names: Vec<String> = counters(&doc, page, 25.0)
                .into_iter()
                .map(|c| c.1)
                .collect();
            assert_eq!(names.len(), 24);
            assert!(
                names.iter().all(|n| n.ends_with(&format!("side{}", s + 1))),
                "{names:?}"
            );
        }
    }

    #[test]
    fn replacements_hold_only_what_was_asked() {
        let k = kit();
        let o = Options {
            selection: Selection {
                side: Some(1),
                pieces: vec![("carpet".into(), 3), ("camel".into(), 1)],
            },
            ..only_pieces("a4")
        };
        let doc = kit_document(&k, &o).unwrap();
        assert_eq!(doc.pages.len(), 1);
        let size = piece_size(board_square(&k.game, &o).unwrap());
        let mut names: Vec<String> = counters(&doc, &doc.pages[0], size)
            .into_iter()
            .map(|c| c.1)
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "camel-side2",
                "carpet-side2",
                "carpet-side2",
                "carpet-side2"
            ]
        );
        let flat = crate::scene::untag(&doc.pages[0].items);
        let texts: Vec<&str> = flat
            .iter()
            .filter_map(|i| match i {
                Item::Text(t) => Some(t.text.as_str()),
                _ => None,
            })
            .collect();
        assert!(
            texts.contains(&"Second player (blue) · replacements"),
            "{texts:?}"
        );
        assert!(texts.contains(&"3 carpets, 1 camel"), "{texts:?}");
        assert!(
            texts.iter().any(|t| t.contains("replacement pieces")),
            "{texts:?}"
        );
    }

    #[test]
    fn large_spares_and_squares_flow_onto_more_sheets() {
        let k = kit();
        let o = Options {
            spares: Spares {
                all: Some(8),
                per_piece: vec![],
            },
            ..only_pieces("a4")
        };
        assert_eq!(kit_document(&k, &o).unwrap().pages.len(), 2);
        // Larger squares: fewer fit a sheet.
        let big = Options {
            square: Some(30.0),
            ..o.clone()
        };
        let small = Options {
            square: Some(20.0),
            ..o
        };
        assert!(
            kit_document(&k, &big).unwrap().pages.len()
                > kit_document(&k, &small).unwrap().pages.len()
        );
    }

    /// The packer as it was: every combination of shapes tried in odometer order (the first
    /// block's shape turning fastest), the first best kept. None past `limit` combinations.
    fn every_combination(
        blocks: &[Block],
        faces: &dyn Fn(usize) -> Vec<Color>,
        f: &Frame,
        per_side: bool,
        limit: usize,
    ) -> Option<Vec<(usize, usize)>> {
        let options = shape_options(blocks, f);
        let tries = options
            .iter()
            .try_fold(1usize, |n, o| n.checked_mul(o.len()))?;
        if tries > limit {
            return None;
        }
        let mut best: Option<(Vec<(usize, usize)>, pack::Score)> = None;
        let mut pick = vec![0usize; blocks.len()];
        loop {
            let shape: Vec<(usize, usize)> =
                pick.iter().zip(&options).map(|(&k, o)| o[k]).collect();
            let s = score(blocks, &pack(blocks, faces, &shape, f, per_side), f);
            if best.as_ref().is_none_or(|b| s < b.1) {
                best = Some((shape, s));
            }
            let mut k = 0;
            loop {
                if k == pick.len() {
                    return best.map(|b| b.0);
                }
                pick[k] += 1;
                if pick[k] < options[k].len() {
                    break;
                }
                pick[k] = 0;
                k += 1;
            }
        }
    }

    #[test]
    fn the_search_keeps_what_trying_every_combination_keeps() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        let (mut same, mut better) = (0, 0);
        for case in 0..600 {
            let f = Frame {
                area: Rect::new(0.0, 0.0, 60.0 + next(240) as f64, 60.0 + next(300) as f64),
                cell: 6.0 + next(250) as f64 / 10.0,
                bleed: next(4) as f64,
                shape: if next(2) == 0 {
                    CounterShape::Square
                } else {
                    CounterShape::Round
                },
            };
            if f.max_cols() == 0 || f.max_rows() == 0 {
                continue;
            }
            let n = 1 + next(7) as usize;
            let blocks: Vec<Block> = (0..n)
                .map(|i| {
                    let most = if next(3) == 0 { 120 } else { 30 };
                    let side = if next(4) == 0 {
                        next(2) as usize
                    } else {
                        i * 2 / n
                    };
                    Block {
                        side,
                        spare: false,
                        label: String::new(),
                        detail: String::new(),
                        pieces: vec![0; 1 + next(most) as usize],
                    }
                })
                .collect();
            // Light and dark faces share no cut line: such sides never share a shelf.
            let mixed_ok = next(2) == 0;
            let faces = move |s: usize| match (s, mixed_ok) {
                (0, _) => vec![Color::WHITE],
                (_, true) => vec![Color::grey(0xe0)],
                (_, false) => vec![Color::BLACK],
            };
            let per_side = next(3) == 0;
            let blocks = split_oversize(&blocks, &f, &|| part_label(&Lang::default()));
            let found = best_shapes(&blocks, &faces, &f, per_side);
            let scored = |shape: &[(usize, usize)]| {
                score(&blocks, &pack(&blocks, &faces, shape, &f, per_side), &f)
            };
            match every_combination(&blocks, &faces, &f, per_side, 20_000) {
                Some(want) => {
                    assert_eq!(found, want, "case {case}: {f:?} {blocks:?}");
                    same += 1;
                }
                None => {
                    // Too many to try here: at least as good as each block at its widest.
                    let widest: Vec<_> = shape_options(&blocks, &f).iter().map(|o| o[0]).collect();
                    assert!(scored(&found) <= scored(&widest), "case {case}");
                    better += 1;
                }
            }
        }
        assert!(
            same > 300 && better > 10,
            "{same} compared, {better} too many to try"
        );
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
            &Selection::default(),
            &k.game.look(false),
        );
        let faces = |_: usize| vec![Color::WHITE];
        let total: usize = bs.iter().map(|b| b.pieces.len()).sum();
        for (w, h, cell) in [
            (190.0, 240.0, 25.0),
            (100.0, 80.0, 21.0),
            (277.0, 150.0, 12.0),
        ] {
            for shape in [CounterShape::Square, CounterShape::Round] {
                let f = Frame {
                    area: Rect::new(10.0, 20.0, w, h),
                    cell,
                    bleed: 2.0,
                    shape,
                };
                let pages = flow(&bs, &faces, &f, false, &|| part_label(&Lang::default())).unwrap();
                let placed: usize = pages
                    .iter()
                    .flat_map(|p| &p.placed)
                    .map(|p| p.counters.len())
                    .sum();
                assert_eq!(placed, total);
                for page in &pages {
                    for (i, p) in page.placed.iter().enumerate() {
                        assert!((p.grid.h - p.rows() as f64 * cell).abs() < 1e-9);
                        // Every block keeps clear of the area's edges by its reach.
                        assert!(f.area.contains(&p.grid.inflate(f.reach() - 1e-9)), "{p:?}");
                        for q in &page.placed[i + 1..] {
                            assert!(!p.grid.inflate(-1e-9).overlaps(&q.grid), "{p:?} {q:?}");
                        }
                        // Balanced: no lone leftover row.
                        assert_eq!(p.cols, p.counters.len().div_ceil(p.rows()));
                    }
                }
            }
        }
        let f = Frame {
            area: Rect::new(0.0, 0.0, 20.0, 20.0),
            cell: 25.0,
            bleed: 2.0,
            shape: CounterShape::Square,
        };
        assert!(flow(&bs, &faces, &f, false, &|| part_label(&Lang::default())).is_none());
    }

    #[test]
    fn cut_lines_show_on_every_face_and_outline_no_empty_cell() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for (mono, spares) in [
                (false, None),
                (true, None),
                (false, Some(3)),
                (true, Some(5)),
            ] {
                let o = Options {
                    mono,
                    spares: Spares {
                        all: spares,
                        per_piece: vec![],
                    },
                    ..only_pieces("a4")
                };
                let doc = kit_document(&k, &o).unwrap();
                let size = piece_size(board_square(&k.game, &o).unwrap());
                for page in &doc.pages {
                    let cs = counters(&doc, page, size);
                    let segs = cut_segments(page);
                    assert!(!segs.is_empty());
                    for (a, b, color) in segs {
                        let mid = Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
                        let touching: Vec<_> = cs.iter().filter(|c| on_edge(&c.0, mid)).collect();
                        assert!(
                            !touching.is_empty(),
                            "{id}: a cut at {mid:?} borders no piece"
                        );
                        for (_, name, face) in touching {
                            let c = color.contrast(*face);
                            assert!(
                                c >= MIN_CUT_CONTRAST,
                                "{id} mono={mono}: {color} on {name}'s {face}: {c:.2}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn colour_runs_past_every_outer_cut_by_the_bleed() {
        for shape in [CounterShape::Square, CounterShape::Round] {
            for bleed in [0.0, 1.0, 2.0, 5.0] {
                let k = kit();
                let o = Options {
                    bleed,
                    shape,
                    ..only_pieces("a4")
                };
                let doc = kit_document(&k, &o).unwrap();
                let size = piece_size(board_square(&k.game, &o).unwrap());
                let page = &doc.pages[0];
                let bleeds: Vec<Rect> = crate::scene::untag(&page.items)
                    .iter()
                    .filter_map(|i| match i {
                        Item::Use(u) if doc.symbols[u.symbol].name.starts_with("bleed") => {
                            Some(Rect::new(u.transform.e, u.transform.f, size, size).inflate(bleed))
                        }
                        _ => None,
                    })
                    .collect();
                assert_eq!(bleeds.is_empty(), bleed == 0.0);
                let cs = counters(&doc, page, size);
                // Just inside the bleed, beside the middle of each edge of every counter:
                // another counter or the bleed.
                let d = bleed - 1e-3;
                for (r, name, _) in &cs {
                    let c = r.center();
                    for p in [
                        Point::new(c.x, r.y - d),
                        Point::new(c.x, r.bottom() + d),
                        Point::new(r.x - d, c.y),
                        Point::new(r.right() + d, c.y),
                    ] {
                        let inside = |q: &Rect| {
                            p.x > q.x && p.x < q.right() && p.y > q.y && p.y < q.bottom()
                        };
                        if bleed > 0.0 {
                            assert!(
                                cs.iter().any(|o| inside(&o.0)) || bleeds.iter().any(inside),
                                "{shape:?} {bleed}: no colour at {p:?} beside {name}"
                            );
                        }
                    }
                }
                // Ticks start clear of the bleed.
                for i in &crate::scene::untag(&page.items) {
                    if let Item::Shape(Shape {
                        stroke: Some(st),
                        path,
                        ..
                    }) = i
                    {
                        if (st.width - CROP_WIDTH).abs() < 1e-9 {
                            assert_eq!(shape, CounterShape::Square, "round pieces get no ticks");
                            for p in path.points() {
                                let hit = |q: &Rect| q.inflate(CROP_WIDTH / 2.0).inflate(-1e-6);
                                assert!(
                                    !bleeds.iter().any(|q| {
                                        let q = hit(q);
                                        p.x > q.x
                                            && p.x < q.right()
                                            && p.y > q.y
                                            && p.y < q.bottom()
                                    }),
                                    "tick at {p:?} in the bleed"
                                );
                            }
                        }
                    }
                }
                assert_eq!(page.bleed, bleed);
            }
        }
    }

    #[test]
    fn a_picture_leaves_the_sides_band_and_face_showing() {
        for shape in [CounterShape::Square, CounterShape::Round] {
            for fit in [Fit::Cover, Fit::Contain] {
                for (w, h) in [(400, 300), (300, 400), (50, 50)] {
                    let size = 25.0;
                    let (r, clip) = picture_place(size, shape, fit, w, h);
                    // What shows of the picture: its clip, or its rectangle.
                    let shown = clip
                        .as_ref()
                        .and_then(|c| c.bounds(&Transform::identity()))
                        .unwrap_or(r);
                    let free = size * (1.0 - PICTURE_FILL) / 2.0;
                    assert!(
                        shown.x >= free - 1e-9 && shown.right() <= size - free + 1e-9,
                        "{shape:?} {fit:?} {w}x{h}: {shown:?}"
                    );
                    assert!(shown.y >= free - 1e-9 && shown.bottom() <= size - free + 1e-9);
                    // Cover fills its place; contain keeps the picture's shape.
                    match fit {
                        Fit::Cover => assert!((shown.w - size * PICTURE_FILL).abs() < 1e-9),
                        Fit::Contain => {
                            assert!((r.w / r.h - w as f64 / h as f64).abs() < 1e-9)
                        }
                    }
                    // On a round counter a contained picture's corners stay inside the disc.
                    if shape == CounterShape::Round && fit == Fit::Contain {
                        assert!(r.w.hypot(r.h) <= size * PICTURE_FILL + 1e-9);
                    }
                    // The band is more than the picture's margin would cover: 13 % of the
                    // counter, then face colour out to the picture.
                    assert!(free > size * 0.13);
                }
            }
        }
    }

    /// The heaviest line at a piece's edge is the one to cut: no line is printed inside a
    /// piece within 3 mm of its cut edge, on any piece of the default sets (both games,
    /// colour and mono, square and round, A4 and Letter); the cut line is the only line there.
    #[test]
    fn nothing_inside_a_piece_looks_like_its_cut_line() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter"] {
                for mono in [false, true] {
                    for shape in [CounterShape::Square, CounterShape::Round] {
                        let o = Options {
                            mono,
                            shape,
                            sheets: vec![SheetKind::Pieces],
                            ..opts(paper)
                        };
                        let doc = kit_document(&k, &o).unwrap();
                        let mut counters = 0;
                        for sym in doc.symbols.iter().filter(|s| s.name.contains("-side")) {
                            if sym.name.starts_with("bleed") {
                                continue;
                            }
                            // The piece's own outline: its first fill.
                            let Some(piece) = sym.items.iter().find_map(|i| match i {
                                Item::Shape(sh) if sh.fill.is_some() => {
                                    sh.path.bounds(&Transform::identity())
                                }
                                _ => None,
                            }) else {
                                continue;
                            };
                            counters += 1;
                            for i in &sym.items {
                                // Every line drawn on the piece (the icon sits in its middle).
                                let (b, half) = match i {
                                    Item::Shape(sh) => {
                                        match (&sh.stroke, sh.path.bounds(&Transform::identity())) {
                                            (Some(st), Some(b)) => (b, st.width / 2.0),
                                            _ => continue,
                                        }
                                    }
                                    _ => continue,
                                };
                                let inset = (b.x - piece.x)
                                    .min(b.y - piece.y)
                                    .min(piece.right() - b.right())
                                    .min(piece.bottom() - b.bottom());
                                assert!(
                                    inset - half >= 3.0 - 1e-9,
                                    "{id} {paper} mono {mono} {shape:?} {}: a line {:.2} mm inside the cut",
                                    sym.name,
                                    inset - half
                                );
                            }
                        }
                        assert!(counters >= 4, "{id}: {counters} counters checked");
                    }
                }
            }
        }
    }

    #[test]
    fn mono_sides_stand_apart_on_light_and_hatched_dark_squares() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let g = Kit::builtin(id).unwrap().game;
            let pal = &g.mono;
            // A hatched square seen from arm's length: its inks mixed by area.
            let dark = match crate::layout::board::dark_paint(pal) {
                Paint::Solid(c) => c,
                Paint::Hatch(h) => {
                    let k = h.width / h.spacing;
                    let mix = |a: u8, b: u8| (a as f64 * (1.0 - k) + b as f64 * k).round() as u8;
                    Color::rgb(
                        mix(h.background.r, h.ink.r),
                        mix(h.background.g, h.ink.g),
                        mix(h.background.b, h.ink.b),
                    )
                }
            };
            let rims: Vec<Color> = g.sides.iter().map(|s| edge_paint(&s.mono)).collect();
            // The two sides' rims differ clearly from each other...
            assert!(rims[0].contrast(rims[1]) >= 3.0, "{id}: {rims:?}");
            // ...and the banded side's rim stands out from both kinds of square alike, so on
            // a hatched dark square it does not melt into the hatching (the plain side is
            // white with a dark ring: it shows on both by its ring).
            for s in g.sides.iter().filter(|s| s.mono.band.is_some()) {
                let rim = edge_paint(&s.mono);
                for square in [pal.light, dark] {
                    assert!(rim.contrast(square) >= 2.0, "{id}: rim {rim} on {square}");
                }
            }
        }
    }

    #[test]
    fn piece_sheets_hold_every_piece_once_without_overlap_on_every_paper() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            piece_sheets_of(&Kit::builtin(id).unwrap());
        }
    }

    fn piece_sheets_of(k: &Kit) {
        use CounterShape::{Round, Square};
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
                    spares: Spares {
                        all: Some(n),
                        per_piece: vec![],
                    },
                    ..only_pieces(paper)
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
                    for (r, name, _) in counters(&doc, page, size) {
                        *seen.entry(name).or_insert(0u32) += 1;
                        assert!(
                            boxes.iter().all(|b| !b.inflate(-1e-9).overlaps(&r)),
                            "{what}: overlap at {r:?}"
                        );
                        boxes.push(r);
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
                for sym in doc.symbols.iter().filter(|s| !s.name.starts_with("bleed")) {
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
                        b.w <= square * PIECE_FILL + 1e-9 && b.h <= square * PIECE_FILL + 1e-9,
                        "{what}: {b:?}"
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod label_tests {
    use super::*;
    use crate::layout::testutil::opts;
    use crate::layout::{kit_document, SheetKind};

    /// A block's label stays over its own grid: on one column, whose pieces they are goes on
    /// the first line and what they are on the second, both at 7 pt or more.
    #[test]
    fn a_narrow_blocks_label_stays_over_its_grid() {
        let placed = |label: &str, detail: &str, cols: usize| Placed {
            label: label.into(),
            detail: detail.into(),
            grid: Rect::new(10.0, 50.0, cols as f64 * 24.9, 49.8),
            cols,
            counters: vec![(0, 1), (0, 1)],
            line: Color::BLACK,
            // The last block of its shelf: the sheet's edge is 80 mm away.
            label_width: 80.0,
        };
        for (p, lines) in [
            (
                placed("Black (plain) · spares", "2 checkers", 1),
                ["Black (plain)", "spares: 2 checkers"],
            ),
            (
                placed("Black (plain) · the set", "4 kings, 4 checkers", 4),
                ["Black (plain) · the set", "4 kings, 4 checkers"],
            ),
        ] {
            let counts = Lang::default().text(
                "pieces-group-counts",
                &[("group", SLOT.into()), ("counts", SLOT_2.into())],
            );
            let items = label(&p, 2.0, Color::BLACK, &counts);
            let texts: Vec<&crate::scene::Text> = items
                .iter()
                .filter_map(|i| match i {
                    Item::Text(t) => Some(t),
                    _ => None,
                })
                .collect();
            assert_eq!(
                texts.iter().map(|t| t.text.as_str()).collect::<Vec<_>>(),
                lines
            );
            for t in texts {
                let w = font::get(t.weight).measure(&t.text, t.size);
                assert!(
                    w <= p.grid.w - 1.0 + 1e-9,
                    "'{}' is {w:.1} mm over a {} mm grid",
                    t.text,
                    p.grid.w
                );
                assert!(t.size >= pt(7.0) - 1e-9, "'{}' at {} mm", t.text, t.size);
            }
        }
    }

    /// Every line of a piece sheet's labels is on the page, in every language, colour and
    /// black and white: whose pieces, what they are and how many ("8 alfombras, 2 coronas,
    /// 1 gallo, 1 camello" under a label that takes two lines).
    #[test]
    fn every_label_line_is_on_the_page_in_every_language() {
        let mut bad = Vec::new();
        for lang in ["en", "fr", "de", "es", "nl"] {
            let tag = Lang::parse(lang).unwrap();
            for id in ["camels-and-carpets", "royal-carpet"] {
                let k = Kit::builtin_in(id, &tag).unwrap();
                for mono in [false, true] {
                    for paper in ["a4", "letter"] {
                        let o = Options {
                            mono,
                            sheets: vec![SheetKind::Pieces],
                            ..opts(paper)
                        };
                        let doc = kit_document(&k, &o).unwrap();
                        let texts: Vec<String> = doc
                            .pages
                            .iter()
                            .flat_map(|p| crate::scene::untag(&p.items))
                            .filter_map(|i| match i {
                                Item::Text(t) => Some(t.text.clone()),
                                _ => None,
                            })
                            .collect();
                        let look = k.game.look(mono);
                        for b in blocks(&k.game, &o.spares, &o.selection, &look) {
                            let who = b.label.rsplit_once(" · ").map_or(&*b.label, |(w, _)| w);
                            for want in [who, b.detail.as_str()] {
                                if !texts.iter().any(|t| t.contains(want)) {
                                    bad.push(format!("{lang} {id} mono {mono} {paper}: '{want}'"));
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(bad.is_empty(), "label lines missing:\n{}", bad.join("\n"));
    }

    #[test]
    fn group_labels_stay_readable() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter", "a3", "legal"] {
                for (mono, shape, spares, per_side) in [
                    (false, CounterShape::Square, None, false),
                    (true, CounterShape::Round, Some(8), false),
                    (true, CounterShape::Square, Some(1), true),
                    (false, CounterShape::Square, Some(0), false),
                ] {
                    let o = Options {
                        mono,
                        shape,
                        per_side,
                        spares: Spares {
                            all: spares,
                            per_piece: vec![],
                        },
                        sheets: vec![SheetKind::Pieces],
                        ..opts(paper)
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    for page in &doc.pages {
                        for i in &crate::scene::untag(&page.items) {
                            if let Item::Text(t) = i {
                                assert!(
                                    t.size >= pt(6.0) - 1e-9,
                                    "{id} {paper} {shape:?} {spares:?}: '{}' at {:.1} pt",
                                    t.text,
                                    t.size / pt(1.0)
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}
