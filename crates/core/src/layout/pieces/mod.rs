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
    Anchor, CellBlock, Color, CutPlan, Group, Image, Item, Paint, Path, PictureSlot, Pixels, Shape,
    Stroke, Symbol, SymbolId, SymbolRange, Symbols, Tag, Use, Wanted,
};
use crate::units::{pt, Point, Rect, Size, Transform};

use super::marks::{self, fill, CROP_LENGTH, CROP_WIDTH, SLOT, SLOT_2, SLOT_3};
use super::options::{CounterShape, LayoutError, Options, Selection, Spares};
use super::pack::{self, Fit as PackFit};
use super::plan::{board_square, piece_size, sizing};
use super::sheet::{content_area_under, cut_sheet, overhang_in, subtitle_width, Sheet};
use crate::paper::Orientation;

mod arrange;
mod counter;
mod cuts;
mod sheets;
pub use arrange::*;
pub use counter::*;
pub use cuts::*;
pub(crate) use sheets::*;

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

/// Smallest size of a label's first line (whose pieces, what they are), mm.
const LABEL_MIN: f64 = 7.0 * 25.4 / 72.0;
/// Smallest size of a label's counts line, mm.
const COUNTS_MIN: f64 = 6.5 * 25.4 / 72.0;

/// A block's two-line label above its grid, clear of the bleed, left-aligned.
/// `counts` is `pieces-group-counts` with the slots for what the group is and its counts.
fn label(p: &Placed, bleed: f64, ink: Color, counts: &str) -> Vec<Item> {
    let regular = font::get(Weight::Regular);
    let s2 = pt(7.0);
    let base2 = p.grid.y - bleed - 0.5 - regular.descent(s2);
    let base1 = base2 - regular.ascent(s2) - 0.6;
    let [(first, w1), (second, w2)] = label_lines(p, counts);
    vec![
        Item::text(
            Point::new(p.grid.x, base1),
            first,
            w1,
            Anchor::Start,
            Weight::Bold,
            ink,
        ),
        Item::text(
            Point::new(p.grid.x, base2),
            second,
            w2,
            Anchor::Start,
            Weight::Regular,
            ink,
        ),
    ]
}

/// A label's two lines and their sizes, each within the block's grid: "whose · what" over
/// the counts, every group of every sheet alike, each line shrunk a little where it must.
/// Only where "whose · what" would be too small does a narrow block ("Black (plain) ·
/// spares" over one column) put whose pieces they are on its first line and what they are,
/// with the counts, on the second. A line too long even then runs on past the grid, as far
/// as the sheet allows: every word of the label is on the page.
fn label_lines(p: &Placed, counts: &str) -> [(String, f64); 2] {
    let bold = font::get(Weight::Bold);
    let (s1, s2) = (pt(8.0), pt(7.0));
    let grid_w = p.label_width.min(p.grid.w - 1.0);
    let fitted = |t: &str, weight: Weight, size: f64, min: f64| {
        let s = marks::fit(t, size, weight, grid_w);
        if s >= min - 1e-9 {
            s
        } else {
            marks::fit(t, min, weight, p.label_width.max(grid_w))
        }
    };
    let whole = marks::fit(&p.label, s1, Weight::Bold, grid_w) >= LABEL_MIN - 1e-9
        && marks::fit(&p.detail, s2, Weight::Regular, grid_w) >= COUNTS_MIN - 1e-9;
    let split = p
        .label
        .rsplit_once(" · ")
        .filter(|(who, _)| !whole && bold.measure(who, LABEL_MIN) <= grid_w);
    let (first, second) = match split {
        Some((who, what)) => (who.to_string(), fill(counts, &[what, &p.detail])),
        None => (p.label.clone(), p.detail.clone()),
    };
    let w1 = fitted(&first, Weight::Bold, s1, LABEL_MIN);
    let w2 = fitted(&second, Weight::Regular, s2, COUNTS_MIN);
    [(first, w1), (second, w2)]
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
                    // The face (or band) just inside the rim: the bleed continues it beyond
                    // the cut, and the printed line is chosen against it.
                    let Item::Shape(Shape {
                        fill: Some(Paint::Solid(edge)),
                        ..
                    }) = &sym.items[1]
                    else {
                        panic!("{} has its face inside its rim", sym.name)
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
            // Inside the rim both sides share (black in mono), the outer colour of each.
            let outer = |s: &crate::game::SideStyle| s.band.unwrap_or(s.face);
            let rims: Vec<Color> = g.sides.iter().map(|s| outer(&s.mono)).collect();
            // The two sides' outer colours differ clearly from each other...
            assert!(rims[0].contrast(rims[1]) >= 3.0, "{id}: {rims:?}");
            // ...and the banded side's band stands out from both kinds of square alike, so
            // on a hatched dark square it does not melt into the hatching (the plain side is
            // white with a dark ring: it shows on both by its ring).
            for s in g.sides.iter().filter(|s| s.mono.band.is_some()) {
                let rim = outer(&s.mono);
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

    /// Every line of every group's label stays within its group's width, in every language,
    /// colour and black and white: none runs on into the next group or the trimmer ticks
    /// ("el juego: 8 alfombras, 2 coronas, 1 gallo, 1 camello" over two columns).
    #[test]
    fn every_label_fits_its_group_in_every_language() {
        let mut bad = Vec::new();
        let mut seen = 0;
        for lang in ["en", "fr", "de", "es", "nl"] {
            let tag = Lang::parse(lang).unwrap();
            for id in [
                "camels-and-carpets",
                "royal-carpet",
                "checkers",
                "international-draughts",
            ] {
                let k = Kit::named_in(id, &tag).unwrap();
                for (mono, paper) in [
                    (false, "a4"),
                    (true, "a4"),
                    (false, "letter"),
                    (true, "letter"),
                ] {
                    let o = Options {
                        mono,
                        sheets: vec![SheetKind::Pieces],
                        ..opts(paper)
                    };
                    let look = k.game.look(mono);
                    let fronts = Fronts {
                        areas: &|area| [Some(area), None],
                        glue: "",
                        clear: &|_| 0.0,
                    };
                    let mut registry = Symbols::default();
                    let (_, laid) = piece_sheets_in(&k, &o, &look, &mut registry, &fronts).unwrap();
                    let counts = k.game.text(
                        "pieces-group-counts",
                        &[("group", SLOT.into()), ("counts", SLOT_2.into())],
                    );
                    for p in laid.pages.iter().flat_map(|pg| &pg.placed) {
                        for (weight, (text, size)) in [Weight::Bold, Weight::Regular]
                            .into_iter()
                            .zip(label_lines(p, &counts))
                        {
                            seen += 1;
                            let w = font::get(weight).measure(&text, size);
                            if w > p.grid.w + 1e-6 {
                                bad.push(format!(
                                    "{lang} {id} mono {mono} {paper}: '{text}' is {:.1} mm over its {:.1} mm group",
                                    w - p.grid.w,
                                    p.grid.w
                                ));
                            }
                        }
                    }
                }
            }
        }
        assert!(seen > 400, "{seen} lines");
        assert!(
            bad.is_empty(),
            "labels past their group:\n{}",
            bad.join("\n")
        );
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
