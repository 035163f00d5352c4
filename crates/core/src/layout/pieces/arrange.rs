//! Arranging blocks of counters on pages: the frame a page offers, the shapes a block may
//! take, the packing search and the placing of each block on the page's column grid.

use super::*;

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
    pub(super) fn reach(&self) -> f64 {
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
    pub(super) fn max_cols(&self) -> usize {
        ((self.area.w - 2.0 * self.reach()) / self.cell)
            .floor()
            .max(0.0) as usize
    }
    /// Rows that fit on an empty page.
    pub(super) fn max_rows(&self) -> usize {
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
pub(super) fn split_oversize(blocks: &[Block], f: &Frame, part: &dyn Fn() -> String) -> Vec<Block> {
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
pub(super) type Packing = Vec<Vec<Vec<(usize, usize, usize)>>>;

/// Next-fit packing of `blocks` with the given shapes: blocks side by side in a shelf while
/// they fit across and share a visible cut-line colour, shelves down the page while they fit.
pub(super) fn pack(
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
pub(super) fn score(blocks: &[Block], p: &Packing, f: &Frame) -> pack::Score {
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
/// side where they fit. None when not even one counter fits. `faces(side)` are that side's
/// face colours ([`edge_faces`]): they decide the sides a shelf may hold and the colour of
/// its printed cut line, which runs between the rim and the bleed that continues the face.
/// With `per_side`, each side starts a new page.
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
pub(super) fn shape_options(blocks: &[Block], f: &Frame) -> Vec<Vec<(usize, usize)>> {
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
pub(super) fn best_shapes(
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
pub(super) fn place(
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
                // The line runs over the bleed, which continues the pieces' faces.
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
