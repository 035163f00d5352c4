//! A piece page's cuts: the ticks outside its grid, the shared cut lines, the centres of
//! round pieces, and the order a machine cuts them in.

use super::*;

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
pub(super) fn centres(placed: &Placed, size: f64, cell: f64) -> impl Iterator<Item = Point> + '_ {
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
