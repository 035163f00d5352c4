//! Cutting machines, all in one place and only at work when a run asks for a cut output:
//! which outputs a run adds (`--cut`), the cuts of each page worked out from what the layout
//! placed (`paths`), the kerf a laser burns away (`--kerf`), laser beds smaller than the page
//! (`--bed`), the pieces laid out again for Cricut's Print Then Cut (`cricut`), and the cut
//! files themselves (`files`: cut SVG, DXF, laser SVG).
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use std::collections::BTreeMap;

pub mod cricut;
pub mod files;
pub mod paths;

use crate::scene::{Cut, CutKind, CutPath, Cuts};
use crate::units::{Point, Rect, Size, Transform};

/// One kind of output `--cut` adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CutOutput {
    /// A cut-line SVG per page with cuts (cutting plotters).
    Svg,
    /// A DXF per page with cuts (CAM software).
    Dxf,
    /// A cut SVG in laser colours per page (or bed), and the art it cuts out, to engrave.
    Laser,
    /// The cuts stroked in the PDF as a CutContour spot colour (print shops).
    Contour,
    /// Print-and-cut registration marks (Silhouette type 1) on the print and in the cut
    /// files.
    Marks,
    /// The pieces laid out for Cricut's Print Then Cut, in print and cut layers.
    Cricut,
}

impl CutOutput {
    /// Every output, in the order `--help` lists them.
    pub const ALL: [CutOutput; 6] = [
        CutOutput::Svg,
        CutOutput::Dxf,
        CutOutput::Laser,
        CutOutput::Contour,
        CutOutput::Marks,
        CutOutput::Cricut,
    ];
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            CutOutput::Svg => "svg",
            CutOutput::Dxf => "dxf",
            CutOutput::Laser => "laser",
            CutOutput::Contour => "contour",
            CutOutput::Marks => "marks",
            CutOutput::Cricut => "cricut",
        }
    }
    /// True for an output of cut files made from each page's cuts (which `--kerf` and
    /// `--bed` change).
    pub fn is_file(self) -> bool {
        matches!(self, CutOutput::Svg | CutOutput::Dxf | CutOutput::Laser)
    }
}

/// What a run makes for cutting machines.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CutOptions {
    /// The outputs asked for, in `CutOutput` order, each once.
    pub outputs: Vec<CutOutput>,
    /// Width the laser burns away, mm: every closed cut moves out by half of it.
    pub kerf: f64,
    /// The largest sheet the machine takes, mm; None for the page.
    pub bed: Option<Size>,
    /// Room left free round each edge of a bed, mm (with `bed`).
    pub bed_margin: f64,
}

impl CutOptions {
    /// True when `o` was asked for.
    pub fn has(&self, o: CutOutput) -> bool {
        self.outputs.contains(&o)
    }
    /// True when cut files are written.
    pub fn files(&self) -> bool {
        self.outputs.iter().any(|o| o.is_file())
    }
}

/// A cut job that cannot be done as asked (exit code 2), with the value that would work.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct CutError(pub String);

impl crate::exit::Exit for CutError {
    fn is_bad_input(&self) -> bool {
        true
    }
}

/// The cuts with a laser's kerf taken into account: a round piece's circle and a board
/// part's trim moved out by half the kerf. Square pieces are laid out a kerf apart
/// (`layout::Options::kerf`), so their shared cuts and outlines already run down the middle
/// of the gaps the laser burns away, and stay as they are.
pub fn with_kerf(cuts: &Cuts, kerf: f64) -> Cuts {
    if kerf == 0.0 {
        return cuts.clone();
    }
    let k = kerf / 2.0;
    let paths = cuts
        .paths
        .iter()
        .map(|c| {
            let path = match (c.kind, &c.path) {
                (CutKind::Grid | CutKind::Outline, path) => path.clone(),
                (CutKind::Round | CutKind::Board, CutPath::Circle { center, radius }) => {
                    CutPath::Circle {
                        center: *center,
                        radius: radius + k,
                    }
                }
                (CutKind::Round | CutKind::Board, CutPath::Polyline { points, closed }) => {
                    CutPath::Polyline {
                        points: if *closed {
                            offset_polygon(points, k)
                        } else {
                            points.clone()
                        },
                        closed: *closed,
                    }
                }
            };
            Cut { path, ..c.clone() }
        })
        .collect();
    Cuts {
        paths,
        one_by_one: cuts.one_by_one,
        marks: cuts.marks.clone(),
        scores: cuts.scores.clone(),
        plan: cuts.plan.clone(),
    }
}

/// A closed polygon moved `d` mm outward, corner by corner (mitred): the corners of a
/// polygon that winds clockwise on the page (y down), as every outline does.
fn offset_polygon(points: &[Point], d: f64) -> Vec<Point> {
    let n = points.len();
    // Signed area: positive for clockwise with y down, so the outside is to the left.
    let area: f64 = (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let s = if area > 0.0 { 1.0 } else { -1.0 };
    // The outward normal of the edge from a to b.
    let normal = |a: Point, b: Point| {
        let l = a.dist(b);
        Point::new(s * (b.y - a.y) / l, -s * (b.x - a.x) / l)
    };
    (0..n)
        .map(|i| {
            let (prev, p, next) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            let (n1, n2) = (normal(prev, p), normal(p, next));
            // The mitre: where the two moved edges meet.
            let sum = Point::new(n1.x + n2.x, n1.y + n2.y);
            let dot = n1.x * n2.x + n1.y * n2.y;
            let scale = d / (1.0 + dot);
            Point::new(p.x + sum.x * scale, p.y + sum.y * scale)
        })
        .collect()
}

/// The box round a group's cuts.
fn bounds(cuts: &[&Cut]) -> Rect {
    cuts.iter()
        .map(|c| c.path.bounds())
        .reduce(|a, b| a.union(&b))
        .expect("a group has cuts")
}

/// The clear gap between the closest two groups of cuts, mm (infinite for one group):
/// the largest kerf that keeps them apart. Boxes for outlines, exact for circles.
pub fn largest_kerf(cuts: &Cuts) -> f64 {
    let groups = groups(cuts);
    let mut gap = f64::INFINITY;
    for (i, a) in groups.iter().enumerate() {
        for b in &groups[i + 1..] {
            let d = match (&a[..], &b[..]) {
                (
                    [Cut {
                        path:
                            CutPath::Circle {
                                center: c1,
                                radius: r1,
                            },
                        ..
                    }],
                    [Cut {
                        path:
                            CutPath::Circle {
                                center: c2,
                                radius: r2,
                            },
                        ..
                    }],
                ) => c1.dist(*c2) - r1 - r2,
                _ => {
                    let (p, q) = (bounds(a), bounds(b));
                    let dx = (q.x - p.right()).max(p.x - q.right()).max(0.0);
                    let dy = (q.y - p.bottom()).max(p.y - q.bottom()).max(0.0);
                    dx.hypot(dy)
                }
            };
            gap = gap.min(d);
        }
    }
    gap
}

/// The cuts grouped by the group they free, in cutting order of their first cut.
fn groups(cuts: &Cuts) -> Vec<Vec<&Cut>> {
    let mut order = Vec::new();
    let mut by: BTreeMap<usize, Vec<&Cut>> = BTreeMap::new();
    for c in &cuts.paths {
        if !by.contains_key(&c.group) {
            order.push(c.group);
        }
        by.entry(c.group).or_default().push(c);
    }
    order
        .into_iter()
        .map(|g| by.remove(&g).expect("listed"))
        .collect()
}

/// Room left free round a bed's edge by default, mm (`--bed-margin`): the first cut is
/// not on the edge of the material, where a laser's frame or a clamp sits.
pub const BED_MARGIN: f64 = 5.0;

/// One bed's share of a page: the groups of pieces it holds, placed on the bed, turned a
/// quarter when only that makes them fit.
#[derive(Debug, Clone, PartialEq)]
pub struct Bed {
    /// Page mm to bed mm: a move, after a quarter turn clockwise when `turned`.
    pub place: Transform,
    /// True when this bed's groups are turned 90° to fit it.
    pub turned: bool,
    /// The groups of the page's cuts this bed holds (`Cut::group`).
    pub groups: Vec<usize>,
    /// The cuts, bed mm, in the page's cutting order.
    pub cuts: Vec<Cut>,
}

/// Splits a page's cuts onto beds of `bed` mm with `margin` mm free round each edge, whole
/// groups only: each bed is a window of the page from the top-left of what is left,
/// holding every group that lies inside it. A group that fits only turned goes on beds of
/// turned groups after the others. Refused when a group fits neither way, with the
/// smallest bed that takes every group as it lies.
pub fn beds(cuts: &Cuts, bed: Size, margin: f64) -> Result<Vec<Bed>, CutError> {
    let room = Size {
        w: bed.w - 2.0 * margin,
        h: bed.h - 2.0 * margin,
    };
    let groups: Vec<(usize, Rect)> = groups(cuts)
        .into_iter()
        .map(|g| (g[0].group, bounds(&g)))
        .collect();
    let fits = |w: f64, h: f64| w <= room.w + 1e-9 && h <= room.h + 1e-9;
    if let Some((_, big)) = groups
        .iter()
        .find(|(_, b)| !fits(b.w, b.h) && !fits(b.h, b.w))
    {
        let w = groups.iter().map(|g| g.1.w).fold(0.0, f64::max) + 2.0 * margin;
        let h = groups.iter().map(|g| g.1.h).fold(0.0, f64::max) + 2.0 * margin;
        return Err(CutError(format!(
            "--bed {}x{}: a group of pieces here is {} x {} mm, which fits neither way inside a {} mm margin; use a bed of at least {}x{} mm",
            num(bed.w),
            num(bed.h),
            num(big.w),
            num(big.h),
            num(margin),
            num((w * 10.0).ceil() / 10.0),
            num((h * 10.0).ceil() / 10.0)
        )));
    }
    let (straight, turned): (Vec<_>, Vec<_>) =
        groups.into_iter().partition(|(_, b)| fits(b.w, b.h));
    let quarter = Transform::rotate(90.0);
    let turned = turned
        .into_iter()
        .map(|(g, b)| {
            let corners = [Point::new(b.x, b.y), Point::new(b.right(), b.bottom())];
            let r =
                crate::scene::bbox(corners.iter().map(|&p| quarter.apply(p))).expect("two corners");
            (g, r)
        })
        .collect();
    let mut out = Vec::new();
    for (set, turn) in [(straight, None), (turned, Some(quarter))] {
        for (window, held) in windows(set, room) {
            let shift = Transform::translate(margin - window.x, margin - window.y);
            let place = match turn {
                Some(q) => shift.after(&q),
                None => shift,
            };
            let cuts = cuts
                .paths
                .iter()
                .filter(|c| held.contains(&c.group))
                .map(|c| placed(c, &place))
                .collect();
            out.push(Bed {
                place,
                turned: turn.is_some(),
                groups: held,
                cuts,
            });
        }
    }
    Ok(out)
}

/// Groups (id, box) gathered into windows of `room`: each window from the top-left of
/// what is left, holding every group inside it; the windows and the groups each holds.
fn windows(mut left: Vec<(usize, Rect)>, room: Size) -> Vec<(Rect, Vec<usize>)> {
    let mut out = Vec::new();
    while !left.is_empty() {
        let top = left.iter().map(|g| g.1.y).fold(f64::INFINITY, f64::min);
        let fits_down = |r: &Rect| r.bottom() <= top + room.h + 1e-9;
        let x = left
            .iter()
            .filter(|g| fits_down(&g.1))
            .map(|g| g.1.x)
            .fold(f64::INFINITY, f64::min);
        let window = Rect::new(x, top, room.w, room.h);
        let inside = |r: &Rect| fits_down(r) && r.x >= x - 1e-9 && r.right() <= x + room.w + 1e-9;
        let (take, keep): (Vec<_>, Vec<_>) = left.into_iter().partition(|g| inside(&g.1));
        left = keep;
        out.push((window, take.into_iter().map(|g| g.0).collect()));
    }
    out
}

/// A cut carried by `t` (a move or a quarter turn): a circle stays a circle.
pub fn placed(c: &Cut, t: &Transform) -> Cut {
    let path = match &c.path {
        CutPath::Circle { center, radius } => CutPath::Circle {
            center: t.apply(*center),
            radius: *radius,
        },
        CutPath::Polyline { points, closed } => CutPath::Polyline {
            points: points.iter().map(|p| t.apply(*p)).collect(),
            closed: *closed,
        },
    };
    Cut { path, ..c.clone() }
}

/// A length for a message: at most two decimals, no trailing zeros.
fn num(v: f64) -> String {
    crate::units::fmt_num(v, 2)
}

/// The run's `note:` for a page's cuts: how much is cut, how far the knife travels to and
/// between cuts, and, on a sheet of pieces, what cutting each piece out on its own would cut.
pub fn note(what: &str, cuts: &Cuts) -> String {
    let m = |v: f64| format!("{:.2} m", v / 1000.0);
    let n = cuts.paths.len();
    let mut line = format!(
        "cuts of {what}: {n} cut{}, {} long, {} of travel to and between them",
        if n == 1 { "" } else { "s" },
        m(cuts.length()),
        m(cuts.travel()),
    );
    if cuts.one_by_one > cuts.length() + 1.0 {
        line += &format!(
            "; each piece cut out on its own would be {} long",
            m(cuts.one_by_one)
        );
    }
    line
}

#[cfg(test)]
mod tests {
    use super::paths::{round_cuts, square_cuts};
    use super::*;
    use crate::scene::CellBlock;

    #[test]
    fn kerf_leaves_square_cuts_in_their_gaps_and_moves_a_trim_out() {
        let cuts = square_cuts(
            &[CellBlock {
                origin: Point::new(10.0, 10.0),
                cols: 2,
                count: 4,
            }],
            25.2,
        );
        assert_eq!(with_kerf(&cuts, 0.2), cuts);
        let trim = with_kerf(&paths::board_cut(Rect::new(10.0, 10.0, 50.0, 30.0)), 0.2);
        let CutPath::Polyline { points, .. } = &trim.paths[0].path else {
            panic!()
        };
        let b = crate::scene::bbox(points.iter().copied()).unwrap();
        assert!((b.x - 9.9).abs() < 1e-9 && (b.w - 50.2).abs() < 1e-9);
        assert!((b.y - 9.9).abs() < 1e-9 && (b.h - 30.2).abs() < 1e-9);
    }

    #[test]
    fn an_outline_moved_out_moves_every_edge_of_a_stepped_outline() {
        let cuts = square_cuts(
            &[CellBlock {
                origin: Point::new(0.0, 0.0),
                cols: 3,
                count: 5,
            }],
            10.0,
        );
        let outline = cuts
            .paths
            .iter()
            .find(|c| c.kind == CutKind::Outline)
            .unwrap();
        let CutPath::Polyline { points, .. } = &outline.path else {
            panic!()
        };
        let moved = CutPath::Polyline {
            points: offset_polygon(points, 0.5),
            closed: true,
        };
        // Each of the six edges moves out by 0.5; the perimeter of a rectilinear polygon
        // grows by 8 x 0.5 however many steps it has.
        assert!((moved.length() - (outline.path.length() + 4.0)).abs() < 1e-9);
    }

    #[test]
    fn round_pieces_grow_by_half_the_kerf_and_allow_their_gap() {
        let cuts = round_cuts([Point::new(20.0, 20.0), Point::new(47.0, 20.0)], 12.5);
        assert!((largest_kerf(&cuts) - 2.0).abs() < 1e-9);
        let k = with_kerf(&cuts, 0.4);
        assert!(
            matches!(k.paths[0].path, CutPath::Circle { radius, .. } if (radius - 12.7).abs() < 1e-9)
        );
    }

    #[test]
    fn beds_hold_whole_groups_and_refuse_a_group_too_large() {
        let centres: Vec<Point> = (0..6)
            .map(|i| Point::new(20.0 + 30.0 * i as f64, 20.0))
            .collect();
        let cuts = round_cuts(centres, 12.5);
        let beds = beds(&cuts, Size { w: 100.0, h: 50.0 }, 0.0).unwrap();
        assert_eq!(beds.len(), 2);
        assert_eq!(beds.iter().map(|b| b.cuts.len()).sum::<usize>(), 6);
        for b in &beds {
            for c in &b.cuts {
                let CutPath::Circle { center, radius } = c.path else {
                    panic!()
                };
                assert!(center.x - radius >= -1e-9 && center.x + radius <= 100.0 + 1e-9);
            }
        }
        let e = super::beds(&cuts, Size { w: 20.0, h: 50.0 }, 0.0).unwrap_err();
        assert!(e.0.contains("at least 25x25 mm"), "{}", e.0);
    }

    #[test]
    fn a_group_that_fits_only_turned_is_turned_and_the_margin_kept() {
        let board = paths::board_cut(Rect::new(10.0, 20.0, 262.3, 131.15));
        let b = beds(&board, Size { w: 200.0, h: 300.0 }, 5.0).unwrap();
        assert_eq!(b.len(), 1);
        assert!(b[0].turned);
        let CutPath::Polyline { points, .. } = &b[0].cuts[0].path else {
            panic!()
        };
        let r = crate::scene::bbox(points.iter().copied()).unwrap();
        assert!(
            (r.x - 5.0).abs() < 1e-9 && (r.y - 5.0).abs() < 1e-9,
            "{r:?}"
        );
        assert!(
            (r.w - 131.15).abs() < 1e-9 && (r.h - 262.3).abs() < 1e-9,
            "{r:?}"
        );
        // Straight when it fits so, and refused when the margin leaves too little room.
        assert!(!beds(&board, Size { w: 300.0, h: 200.0 }, 5.0).unwrap()[0].turned);
        let e = beds(&board, Size { w: 140.0, h: 270.0 }, 5.0).unwrap_err();
        assert!(e.0.contains("at least 272.3x141.2 mm"), "{}", e.0);
    }
}
