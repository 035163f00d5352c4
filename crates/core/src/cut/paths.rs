//! What a cutting machine cuts on a page, each edge once: square pieces as long shared
//! straight cuts plus one outline per group of touching pieces, round pieces as circles,
//! a board part as its trim. Cuts come in the order a machine makes them: inside a group
//! before the outline that frees it, each next cut the nearest to where the last ended.

use std::collections::{BTreeMap, BTreeSet};

use crate::scene::{CellBlock, Cut, CutKind, CutPath, CutPlan, Cuts, Document};
use crate::units::{Point, Rect};

/// A lattice cell: (column, row) on its shelf's grid.
type Cell = (i64, i64);

/// The cuts of square pieces in `blocks`, `cell` mm apart. Blocks that share a top edge
/// share a grid (a shelf) when they are whole cells apart; pieces that touch, in one block
/// or two, make one group with one outline.
pub fn square_cuts(blocks: &[CellBlock], cell: f64) -> Cuts {
    // Shelves by their top edge, in page order.
    let mut shelves: Vec<(f64, f64, Vec<&CellBlock>)> = Vec::new();
    for b in blocks {
        match shelves.iter_mut().find(|s| {
            s.0 == b.origin.y && {
                let k = (b.origin.x - s.1) / cell;
                (k - k.round()).abs() < 1e-6
            }
        }) {
            Some(s) => s.2.push(b),
            None => shelves.push((b.origin.y, b.origin.x, vec![b])),
        }
    }
    let mut cuts = Vec::new();
    let mut group = 0;
    for (y0, x0, shelf) in shelves {
        let mut cells = BTreeSet::new();
        for b in shelf {
            let c0 = ((b.origin.x - x0) / cell).round() as i64;
            for k in 0..b.count {
                cells.insert((c0 + (k % b.cols) as i64, (k / b.cols) as i64));
            }
        }
        let at = |(c, r): Cell| Point::new(x0 + c as f64 * cell, y0 + r as f64 * cell);
        for region in regions(&cells) {
            let mut inner: Vec<Cut> = inner_runs(&region)
                .into_iter()
                .map(|(a, b)| Cut {
                    kind: CutKind::Grid,
                    group,
                    path: CutPath::Polyline {
                        points: vec![at(a), at(b)],
                        closed: false,
                    },
                })
                .collect();
            cuts.append(&mut inner);
            for outline in outlines(&region) {
                cuts.push(Cut {
                    kind: CutKind::Outline,
                    group,
                    path: CutPath::Polyline {
                        points: outline.into_iter().map(at).collect(),
                        closed: true,
                    },
                });
            }
            group += 1;
        }
    }
    let pieces: usize = blocks.iter().map(|b| b.count).sum();
    Cuts {
        paths: order(cuts),
        one_by_one: pieces as f64 * 4.0 * cell,
        marks: Vec::new(),
        scores: Vec::new(),
        plan: CutPlan::None,
    }
}

/// The cuts of round pieces: a circle of `radius` round each centre, each its own group.
pub fn round_cuts(centres: impl IntoIterator<Item = Point>, radius: f64) -> Cuts {
    let cuts: Vec<Cut> = centres
        .into_iter()
        .enumerate()
        .map(|(group, center)| Cut {
            kind: CutKind::Round,
            group,
            path: CutPath::Circle { center, radius },
        })
        .collect();
    let one_by_one = cuts.iter().map(|c| c.path.length()).sum();
    Cuts {
        paths: order(cuts),
        one_by_one,
        marks: Vec::new(),
        scores: Vec::new(),
        plan: CutPlan::None,
    }
}

/// The cut of a board part: its trim, from the top-left corner round clockwise.
pub fn board_cut(trim: Rect) -> Cuts {
    let paths = vec![Cut {
        kind: CutKind::Board,
        group: 0,
        path: CutPath::Polyline {
            points: vec![
                Point::new(trim.x, trim.y),
                Point::new(trim.right(), trim.y),
                Point::new(trim.right(), trim.bottom()),
                Point::new(trim.x, trim.bottom()),
            ],
            closed: true,
        },
    }];
    Cuts {
        paths,
        one_by_one: 2.0 * (trim.w + trim.h),
        marks: Vec::new(),
        scores: Vec::new(),
        plan: CutPlan::None,
    }
}

/// The cuts of a page's plan, each edge once, in cutting order, with its marks and plan;
/// cuts with no plan (Print Then Cut's, laid out with their pages) as they are.
pub fn lay(cuts: &Cuts) -> Cuts {
    let laid = match &cuts.plan {
        CutPlan::None => return cuts.clone(),
        CutPlan::Trim(trim) => board_cut(*trim),
        CutPlan::Cells { blocks, cell } => square_cuts(blocks, *cell),
        CutPlan::Circles { centres, radius } => round_cuts(centres.iter().copied(), *radius),
    };
    Cuts {
        plan: cuts.plan.clone(),
        marks: cuts.marks.clone(),
        scores: cuts.scores.clone(),
        ..laid
    }
}

/// Lays the cuts of every page of `doc` (see [`lay`]): only a run that asks for cut output
/// does this work.
pub fn lay_all(doc: &mut Document) {
    for page in &mut doc.pages {
        page.cuts = lay(&page.cuts);
    }
}

/// The 4-connected groups of `cells`, each in lattice order.
fn regions(cells: &BTreeSet<Cell>) -> Vec<BTreeSet<Cell>> {
    let mut left = cells.clone();
    let mut out = Vec::new();
    while let Some(&first) = left.iter().next() {
        let mut region = BTreeSet::new();
        let mut stack = vec![first];
        left.remove(&first);
        while let Some((c, r)) = stack.pop() {
            region.insert((c, r));
            for n in [(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)] {
                if left.remove(&n) {
                    stack.push(n);
                }
            }
        }
        out.push(region);
    }
    out
}

/// The cuts inside a group: every lattice edge with a cell of the group on both sides, as
/// maximal straight runs (lattice corners, start to end).
fn inner_runs(region: &BTreeSet<Cell>) -> Vec<(Cell, Cell)> {
    let has = |c: i64, r: i64| region.contains(&(c, r));
    let (c_min, c_max) = (
        region.iter().map(|x| x.0).min().unwrap_or(0),
        region.iter().map(|x| x.0).max().unwrap_or(0),
    );
    let (r_min, r_max) = (
        region.iter().map(|x| x.1).min().unwrap_or(0),
        region.iter().map(|x| x.1).max().unwrap_or(0),
    );
    let mut runs = Vec::new();
    // Row lines between row j-1 and row j, then column lines between column i-1 and i.
    for j in r_min + 1..=r_max {
        let on = |c: i64| has(c, j - 1) && has(c, j);
        runs.extend(spans(c_min..=c_max, on).map(|(a, b)| ((a, j), (b, j))));
    }
    for i in c_min + 1..=c_max {
        let on = |r: i64| has(i - 1, r) && has(i, r);
        runs.extend(spans(r_min..=r_max, on).map(|(a, b)| ((i, a), (i, b))));
    }
    runs
}

/// The runs of consecutive `k` where `on(k)`, as (first, one past the last).
fn spans(
    range: std::ops::RangeInclusive<i64>,
    on: impl Fn(i64) -> bool,
) -> impl Iterator<Item = (i64, i64)> {
    let mut out = Vec::new();
    let mut start = None;
    for k in range.clone() {
        match (on(k), start) {
            (true, None) => start = Some(k),
            (false, Some(s)) => {
                out.push((s, k));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, range.end() + 1));
    }
    out.into_iter()
}

/// The closed outlines of a group: its boundary edges chained clockwise (y down), corners
/// only, each starting at its top-left corner. A corner where the group touches itself
/// diagonally turns right, so each outline stays simple.
fn outlines(region: &BTreeSet<Cell>) -> Vec<Vec<Cell>> {
    // Directed boundary edges, the group on their right: from corner to corner.
    let mut next: BTreeMap<Cell, Vec<Cell>> = BTreeMap::new();
    for &(c, r) in region {
        let free = |dc: i64, dr: i64| !region.contains(&(c + dc, r + dr));
        let mut add = |a: Cell, b: Cell| next.entry(a).or_default().push(b);
        if free(0, -1) {
            add((c, r), (c + 1, r));
        }
        if free(1, 0) {
            add((c + 1, r), (c + 1, r + 1));
        }
        if free(0, 1) {
            add((c + 1, r + 1), (c, r + 1));
        }
        if free(-1, 0) {
            add((c, r + 1), (c, r));
        }
    }
    let mut loops = Vec::new();
    while let Some((&start, _)) = next.iter().find(|(_, v)| !v.is_empty()) {
        let mut corners = vec![start];
        let mut at = start;
        let mut dir = (0, 0);
        loop {
            let outs = next
                .get_mut(&at)
                .expect("a boundary edge leaves every corner reached");
            // The sharpest right turn first: right, straight, left.
            let right = (-dir.1, dir.0);
            let pick = outs
                .iter()
                .position(|&b| (b.0 - at.0, b.1 - at.1) == right)
                .or_else(|| outs.iter().position(|&b| (b.0 - at.0, b.1 - at.1) == dir))
                .unwrap_or(0);
            let b = outs.remove(pick);
            dir = (b.0 - at.0, b.1 - at.1);
            at = b;
            if at == start {
                break;
            }
            corners.push(at);
        }
        loops.push(simplify(corners));
    }
    loops
}

/// A closed lattice loop without its straight-through corners, from its top-left corner.
fn simplify(points: Vec<Cell>) -> Vec<Cell> {
    let n = points.len();
    let kept: Vec<Cell> = (0..n)
        .filter(|&i| {
            let (a, b, c) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            (b.0 - a.0) * (c.1 - b.1) != (b.1 - a.1) * (c.0 - b.0)
        })
        .map(|i| points[i])
        .collect();
    let first = (0..kept.len())
        .min_by_key(|&i| (kept[i].1, kept[i].0))
        .unwrap_or(0);
    kept[first..]
        .iter()
        .chain(&kept[..first])
        .copied()
        .collect()
}

/// Cuts in a machine's order: group by group, the next group the one whose first cut is
/// nearest; inside a group its inner cuts first (each the nearest, run either way), its
/// outlines last, starting at the corner nearest the knife.
pub fn order(cuts: Vec<Cut>) -> Vec<Cut> {
    let mut groups: BTreeMap<usize, Vec<Cut>> = BTreeMap::new();
    for c in cuts {
        groups.entry(c.group).or_default().push(c);
    }
    let mut groups: Vec<Vec<Cut>> = groups.into_values().collect();
    let mut knife = Point::new(0.0, 0.0);
    let mut out = Vec::new();
    while !groups.is_empty() {
        let near = |g: &Vec<Cut>| {
            g.iter()
                .map(|c| nearest_start(&c.path, knife).1)
                .fold(f64::INFINITY, f64::min)
        };
        let i = (0..groups.len())
            .min_by(|&a, &b| near(&groups[a]).total_cmp(&near(&groups[b])))
            .expect("a group is left");
        let mut group = groups.swap_remove(i);
        for frees in [false, true] {
            let mut left: Vec<Cut> = group.extract_if(.., |c| c.kind.frees() == frees).collect();
            while !left.is_empty() {
                let k = (0..left.len())
                    .min_by(|&a, &b| {
                        let d = |i: usize| nearest_start(&left[i].path, knife).1;
                        d(a).total_cmp(&d(b))
                    })
                    .expect("a cut is left");
                let mut cut = left.swap_remove(k);
                cut.path = start_near(cut.path, knife);
                knife = cut.path.end();
                out.push(cut);
            }
        }
    }
    out
}

/// Where a cut would best start from `knife`: a line's nearer end, a closed outline's
/// nearest corner, a circle's start; with its distance.
fn nearest_start(path: &CutPath, knife: Point) -> (usize, f64) {
    match path {
        CutPath::Polyline { points, closed } => {
            let ends: Vec<usize> = if *closed {
                (0..points.len()).collect()
            } else {
                vec![0, points.len() - 1]
            };
            ends.into_iter()
                .map(|i| (i, points[i].dist(knife)))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .unwrap_or((0, f64::INFINITY))
        }
        CutPath::Circle { .. } => (0, path.start().dist(knife)),
    }
}

/// `path` run from the start [`nearest_start`] picks.
fn start_near(path: CutPath, knife: Point) -> CutPath {
    let (i, _) = nearest_start(&path, knife);
    match path {
        CutPath::Polyline { mut points, closed } => {
            if closed {
                points.rotate_left(i);
            } else if i != 0 {
                points.reverse();
            }
            CutPath::Polyline { points, closed }
        }
        circle => circle,
    }
}

#[cfg(test)]
mod tests {
    // The tests walk the scene's items; the rule is for sheet kinds, formats and products.
    #![allow(clippy::wildcard_enum_match_arm)]

    use super::*;

    fn block(x: f64, y: f64, cols: usize, count: usize) -> CellBlock {
        CellBlock {
            origin: Point::new(x, y),
            cols,
            count,
        }
    }

    #[test]
    fn a_full_block_is_shared_lines_and_one_outline() {
        let cuts = square_cuts(&[block(10.0, 20.0, 4, 8)], 25.0).paths;
        let grid: Vec<&Cut> = cuts.iter().filter(|c| c.kind == CutKind::Grid).collect();
        let outline: Vec<&Cut> = cuts.iter().filter(|c| c.kind == CutKind::Outline).collect();
        // One row line across, three column lines down.
        assert_eq!(grid.len(), 4);
        assert_eq!(outline.len(), 1);
        assert_eq!(outline[0].path.segments().len(), 4);
        assert!((outline[0].path.length() - 2.0 * (100.0 + 50.0)).abs() < 1e-9);
        // The outline comes last, after every cut inside it.
        assert_eq!(cuts.last().unwrap().kind, CutKind::Outline);
    }

    #[test]
    fn a_short_last_row_makes_a_stepped_outline() {
        let cuts = square_cuts(&[block(0.0, 0.0, 3, 5)], 10.0).paths;
        let outline = cuts.iter().find(|c| c.kind == CutKind::Outline).unwrap();
        assert_eq!(outline.path.segments().len(), 6);
        assert!((outline.path.length() - 100.0).abs() < 1e-9);
    }

    #[test]
    fn touching_blocks_make_one_group_and_separate_ones_two() {
        let touching = square_cuts(&[block(0.0, 0.0, 2, 4), block(20.0, 0.0, 1, 1)], 10.0).paths;
        assert_eq!(touching.iter().filter(|c| c.kind.frees()).count(), 1);
        // The row line runs on across both blocks where both have a second row: it does not.
        let apart = square_cuts(&[block(0.0, 0.0, 2, 4), block(0.0, 40.0, 2, 2)], 10.0).paths;
        assert_eq!(apart.iter().filter(|c| c.kind.frees()).count(), 2);
    }

    #[test]
    fn order_starts_each_cut_where_the_knife_is_nearest() {
        let cuts = square_cuts(&[block(0.0, 0.0, 3, 9)], 10.0).paths;
        let mut knife = Point::new(0.0, 0.0);
        for c in &cuts {
            if let CutPath::Polyline {
                points,
                closed: false,
            } = &c.path
            {
                assert!(points[0].dist(knife) <= points[1].dist(knife) + 1e-9);
            }
            knife = c.path.end();
        }
    }

    /// Straight segments of a path's subpaths (moves and lines only).
    fn path_segments(path: &crate::scene::Path) -> Vec<(Point, Point)> {
        use crate::scene::PathCmd;
        let (mut out, mut at, mut first) = (vec![], Point::default(), Point::default());
        for c in &path.cmds {
            match *c {
                PathCmd::MoveTo(p) => (at, first) = (p, p),
                PathCmd::LineTo(p) => {
                    out.push((at, p));
                    at = p;
                }
                PathCmd::Close => out.push((at, first)),
                PathCmd::CubicTo(..) => panic!("a curve in a straight cut line"),
            }
        }
        out
    }

    /// Axis-aligned segments as merged intervals per line: (horizontal, the line's
    /// coordinate to 0.01 mm) -> sorted intervals, and whether any two overlapped.
    type Lines = BTreeMap<(bool, i64), Vec<(f64, f64)>>;

    fn lines(segs: &[(Point, Point)]) -> (Lines, bool) {
        let mut by: Lines = BTreeMap::new();
        for &(a, b) in segs {
            let horizontal = (a.y - b.y).abs() < 1e-6;
            assert!(
                horizontal || (a.x - b.x).abs() < 1e-6,
                "slanted cut {a:?} {b:?}"
            );
            let (k, lo, hi) = if horizontal {
                (a.y, a.x.min(b.x), a.x.max(b.x))
            } else {
                (a.x, a.y.min(b.y), a.y.max(b.y))
            };
            by.entry((horizontal, (k * 100.0).round() as i64))
                .or_default()
                .push((lo, hi));
        }
        let mut overlap = false;
        for v in by.values_mut() {
            v.sort_by(|a, b| a.0.total_cmp(&b.0));
            let mut merged: Vec<(f64, f64)> = Vec::new();
            for &(lo, hi) in v.iter() {
                match merged.last_mut() {
                    Some(last) if lo <= last.1 + 0.01 => {
                        overlap |= lo < last.1 - 0.01;
                        last.1 = last.1.max(hi);
                    }
                    _ => merged.push((lo, hi)),
                }
            }
            *v = merged;
        }
        (by, overlap)
    }

    /// Circles of a path of circles, as (centre, radius) from each subpath's box.
    fn circles(path: &crate::scene::Path) -> Vec<(Point, f64)> {
        use crate::scene::PathCmd;
        let mut out = vec![];
        let mut pts: Vec<Point> = vec![];
        for c in &path.cmds {
            match *c {
                PathCmd::MoveTo(p) => pts = vec![p],
                PathCmd::CubicTo(_, _, p) | PathCmd::LineTo(p) => pts.push(p),
                PathCmd::Close => {
                    let b = crate::scene::bbox(pts.iter().copied()).unwrap();
                    out.push((Point::new(b.x + b.w / 2.0, b.y + b.h / 2.0), b.w / 2.0));
                }
            }
        }
        out
    }

    fn sorted(mut v: Vec<(Point, f64)>) -> Vec<(Point, f64)> {
        v.sort_by(|a, b| (a.0.y, a.0.x).partial_cmp(&(b.0.y, b.0.x)).unwrap());
        v
    }

    /// The page's printed cut lines (piece sheets) or crop-mark frame (boards) against its
    /// cuts: the same lines to 0.01 mm, each edge cut once, every outline after its inner cuts.
    fn check_page(page: &crate::scene::Page, what: &str) {
        use crate::layout::marks::HAIRLINE;
        use crate::scene::{Item, Shape};
        // What is drawn, whatever it is to a reader (a piece sheet's grid is a figure).
        let items = crate::scene::untag(&page.items);
        let printed: Vec<&crate::scene::Path> = items
            .iter()
            .filter_map(|i| match i {
                Item::Shape(Shape {
                    path,
                    stroke: Some(st),
                    ..
                }) if (st.width - HAIRLINE * 1.2).abs() < 1e-9 => Some(path),
                _ => None,
            })
            .collect();
        let round: Vec<(Point, f64)> = page
            .cuts
            .paths
            .iter()
            .filter_map(|c| match c.path {
                CutPath::Circle { center, radius } => Some((center, radius)),
                _ => None,
            })
            .collect();
        let straight: Vec<(Point, Point)> = page
            .cuts
            .paths
            .iter()
            .flat_map(|c| c.path.segments())
            .collect();
        let (cut_lines, overlap) = lines(&straight);
        assert!(!overlap, "{what}: two cuts overlap");
        if page.cuts.paths.iter().any(|c| c.kind == CutKind::Board) {
            // A board part: one cut, the trim, which the crop marks continue.
            assert_eq!(page.cuts.paths.len(), 1, "{what}");
            let b = crate::scene::bbox(straight.iter().map(|s| s.0)).unwrap();
            assert!((b.x - page.trim.x).abs() < 0.01 && (b.w - page.trim.w).abs() < 0.01);
            assert!((b.y - page.trim.y).abs() < 0.01 && (b.h - page.trim.h).abs() < 0.01);
            return;
        }
        let printed_circles = sorted(printed.iter().flat_map(|p| circles(p)).collect());
        if !round.is_empty() {
            let round = sorted(round);
            assert_eq!(round.len(), printed_circles.len(), "{what}");
            for (a, b) in round.iter().zip(&printed_circles) {
                assert!(a.0.dist(b.0) < 0.01 && (a.1 - b.1).abs() < 0.01, "{what}");
            }
            return;
        }
        let printed_segs: Vec<(Point, Point)> =
            printed.iter().flat_map(|p| path_segments(p)).collect();
        let (printed_lines, _) = lines(&printed_segs);
        assert_eq!(
            printed_lines.keys().collect::<Vec<_>>(),
            cut_lines.keys().collect::<Vec<_>>(),
            "{what}"
        );
        for (k, v) in &printed_lines {
            let c = &cut_lines[k];
            assert_eq!(v.len(), c.len(), "{what} line {k:?}: {v:?} vs {c:?}");
            for (a, b) in v.iter().zip(c) {
                assert!(
                    (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01,
                    "{what}"
                );
            }
        }
        // Inner cuts of a group before its outline.
        for (i, c) in page.cuts.paths.iter().enumerate() {
            if c.kind == CutKind::Grid {
                assert!(
                    !page.cuts.paths[..i]
                        .iter()
                        .any(|o| o.group == c.group && o.kind.frees()),
                    "{what}: an inner cut after its outline"
                );
            }
        }
    }

    #[test]
    fn cuts_are_the_printed_lines_each_edge_once() {
        use crate::layout::kit::kit_document;
        use crate::layout::options::{BoardChoice, CounterShape, Options, SheetKind};
        let mut checked = [0; 2];
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = crate::kit::Kit::builtin(id).unwrap();
            for paper in ["a4", "letter", "a3"] {
                for board in [BoardChoice::Halves, BoardChoice::Whole] {
                    for shape in [CounterShape::Square, CounterShape::Round] {
                        for bleed in [0.0, 3.0] {
                            let o = Options {
                                paper: crate::paper::Paper::parse(paper).unwrap(),
                                board: Some(board),
                                shape,
                                bleed,
                                sheets: vec![SheetKind::Board, SheetKind::Pieces],
                                ..Options::default()
                            };
                            let Ok(mut doc) = kit_document(&k, &o) else {
                                assert!(board == BoardChoice::Whole && paper != "a3");
                                continue;
                            };
                            lay_all(&mut doc);
                            for page in &doc.pages {
                                assert_eq!(page.is_cut(), !page.cuts.is_empty());
                                let what = format!(
                                    "{id} {paper} {board:?} {shape:?} bleed {bleed} {}",
                                    page.name
                                );
                                check_page(page, &what);
                            }
                            checked[(board == BoardChoice::Whole) as usize] += 1;
                        }
                    }
                }
            }
        }
        assert!(checked[0] >= 24 && checked[1] >= 8, "{checked:?}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
        /// Any shelves of blocks, side by side as the packer places them: the cuts are the
        /// printed cut lines, each edge once, every group closed by one outline after its
        /// inner cuts.
        #[test]
        fn any_blocks_cut_as_printed(
            shelves in proptest::collection::vec(
                proptest::collection::vec((1usize..6, 1usize..30), 1..4),
                1..3,
            ),
        ) {
            use crate::layout::pieces::{cut_lines, Placed};
            let cell = 12.5;
            let mut placed = Vec::new();
            let mut blocks = Vec::new();
            let mut y = 7.0;
            for shelf in &shelves {
                let mut x = 3.0;
                let mut rows = 0;
                for &(cols, n) in shelf {
                    let r = n.div_ceil(cols);
                    blocks.push(CellBlock { origin: Point::new(x, y), cols, count: n });
                    placed.push(Placed {
                        label: String::new(),
                        detail: String::new(),
                        grid: Rect::new(x, y, cols as f64 * cell, r as f64 * cell),
                        cols,
                        counters: vec![(0, 0); n],
                        line: crate::scene::Color::BLACK,
                        label_width: 0.0,
                    });
                    x += cols as f64 * cell;
                    rows = rows.max(r);
                }
                y += rows as f64 * cell + 9.0;
            }
            let cuts = square_cuts(&blocks, cell);
            let printed: Vec<(Point, Point)> = placed
                .iter()
                .flat_map(|p| path_segments(&cut_lines(p, cell)))
                .collect();
            let straight: Vec<(Point, Point)> =
                cuts.paths.iter().flat_map(|c| c.path.segments()).collect();
            let (want, _) = lines(&printed);
            let (got, overlap) = lines(&straight);
            proptest::prop_assert!(!overlap);
            proptest::prop_assert_eq!(want.len(), got.len());
            for (k, v) in &want {
                let g = &got[k];
                proptest::prop_assert_eq!(v.len(), g.len());
                for (a, b) in v.iter().zip(g) {
                    proptest::prop_assert!((a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01);
                }
            }
            let groups: BTreeSet<usize> = cuts.paths.iter().map(|c| c.group).collect();
            for g in groups {
                let of: Vec<&Cut> = cuts.paths.iter().filter(|c| c.group == g).collect();
                let outlines = of.iter().filter(|c| c.kind == CutKind::Outline).count();
                proptest::prop_assert_eq!(outlines, 1);
                proptest::prop_assert_eq!(of.last().map(|c| c.kind), Some(CutKind::Outline));
            }
        }
    }
}
