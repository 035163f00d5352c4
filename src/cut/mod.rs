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

use crate::scene::{Cut, CutPath, Cuts};
use crate::units::{Point, Rect, Size};

/// One kind of output `--cut` adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CutOutput {
    /// A cut-line SVG per page with cuts (cutting plotters).
    Svg,
    /// A DXF per page with cuts (CAM software).
    Dxf,
    /// A cut SVG in laser colours per page (or bed), and the page's art to engrave.
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

/// The cuts with a laser's kerf taken into account: every closed cut (outline, circle,
/// board part) moved out by half the kerf, and each straight cut inside a group run on by
/// half the kerf at both ends so it still meets the moved outline. A shared straight cut
/// cannot be moved for both its pieces: each loses half the kerf on that edge.
pub fn with_kerf(cuts: &Cuts, kerf: f64) -> Cuts {
    if kerf == 0.0 {
        return cuts.clone();
    }
    let k = kerf / 2.0;
    let paths = cuts
        .paths
        .iter()
        .map(|c| {
            let path = match &c.path {
                CutPath::Circle { center, radius } => CutPath::Circle {
                    center: *center,
                    radius: radius + k,
                },
                CutPath::Polyline {
                    points,
                    closed: true,
                } => CutPath::Polyline {
                    points: offset_polygon(points, k),
                    closed: true,
                },
                CutPath::Polyline { points, .. } => CutPath::Polyline {
                    points: extend_ends(points, k),
                    closed: false,
                },
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

/// An open polyline run on by `d` mm at both ends, along its end segments.
fn extend_ends(points: &[Point], d: f64) -> Vec<Point> {
    let mut out = points.to_vec();
    let n = out.len();
    let push = |from: Point, to: Point| {
        let l = from.dist(to);
        Point::new(
            to.x + (to.x - from.x) / l * d,
            to.y + (to.y - from.y) / l * d,
        )
    };
    out[0] = push(points[1], points[0]);
    out[n - 1] = push(points[n - 2], points[n - 1]);
    out
}

/// The box round a group's cuts.
fn bounds(cuts: &[&Cut]) -> Rect {
    cuts.iter()
        .map(|c| match &c.path {
            CutPath::Circle { center, radius } => Rect::new(
                center.x - radius,
                center.y - radius,
                2.0 * radius,
                2.0 * radius,
            ),
            CutPath::Polyline { points, .. } => {
                crate::scene::bbox(points.iter().copied()).expect("a cut has points")
            }
        })
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

/// One bed's share of a page: the window of the page it covers and its cuts, moved so the
/// window's top-left corner is the bed's.
#[derive(Debug, Clone, PartialEq)]
pub struct Bed {
    /// The part of the page this bed holds, page mm.
    pub window: Rect,
    /// The cuts, bed mm.
    pub cuts: Vec<Cut>,
}

/// Splits a page's cuts onto beds of `bed` mm, whole groups only: each bed is a window of
/// the page from the top-left of what is left, holding every group that lies inside it.
/// Refused when a group is larger than the bed, with the smallest bed that takes it.
pub fn beds(cuts: &Cuts, bed: Size) -> Result<Vec<Bed>, CutError> {
    let groups: Vec<(Rect, Vec<&Cut>)> =
        groups(cuts).into_iter().map(|g| (bounds(&g), g)).collect();
    let (mut w, mut h) = (0.0f64, 0.0f64);
    for (b, _) in &groups {
        w = w.max(b.w);
        h = h.max(b.h);
    }
    if w > bed.w + 1e-9 || h > bed.h + 1e-9 {
        return Err(CutError(format!(
            "--bed {}x{}: a group of pieces here is {} x {} mm; use a bed of at least {}x{} mm",
            num(bed.w),
            num(bed.h),
            num(w),
            num(h),
            num((w * 10.0).ceil() / 10.0),
            num((h * 10.0).ceil() / 10.0)
        )));
    }
    let mut left: Vec<(Rect, Vec<&Cut>)> = groups;
    let mut out = Vec::new();
    while !left.is_empty() {
        let top = left.iter().map(|g| g.0.y).fold(f64::INFINITY, f64::min);
        let fits_down = |r: &Rect| r.bottom() <= top + bed.h + 1e-9;
        let x = left
            .iter()
            .filter(|g| fits_down(&g.0))
            .map(|g| g.0.x)
            .fold(f64::INFINITY, f64::min);
        let window = Rect::new(x, top, bed.w, bed.h);
        let inside = |r: &Rect| fits_down(r) && r.x >= x - 1e-9 && r.right() <= x + bed.w + 1e-9;
        let (take, keep): (Vec<_>, Vec<_>) = left.into_iter().partition(|g| inside(&g.0));
        left = keep;
        let cuts = take
            .into_iter()
            .flat_map(|(_, g)| g)
            .map(|c| moved(c, -window.x, -window.y))
            .collect();
        out.push(Bed { window, cuts });
    }
    Ok(out)
}

/// A cut moved by (dx, dy).
pub fn moved(c: &Cut, dx: f64, dy: f64) -> Cut {
    let m = |p: &Point| Point::new(p.x + dx, p.y + dy);
    let path = match &c.path {
        CutPath::Circle { center, radius } => CutPath::Circle {
            center: m(center),
            radius: *radius,
        },
        CutPath::Polyline { points, closed } => CutPath::Polyline {
            points: points.iter().map(m).collect(),
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
    use crate::scene::CutKind;

    #[test]
    fn kerf_keeps_a_square_outline_square_and_half_a_kerf_out() {
        let cuts = square_cuts(
            &[CellBlock {
                origin: Point::new(10.0, 10.0),
                cols: 2,
                count: 4,
            }],
            25.0,
        );
        let k = with_kerf(&cuts, 0.2);
        let outline = k.paths.iter().find(|c| c.kind == CutKind::Outline).unwrap();
        let CutPath::Polyline { points, .. } = &outline.path else {
            panic!()
        };
        let b = crate::scene::bbox(points.iter().copied()).unwrap();
        assert!((b.x - 9.9).abs() < 1e-9 && (b.w - 50.2).abs() < 1e-9);
        assert!((b.y - 9.9).abs() < 1e-9 && (b.h - 50.2).abs() < 1e-9);
        // Inner cuts reach the moved outline.
        for c in k.paths.iter().filter(|c| c.kind == CutKind::Grid) {
            let CutPath::Polyline { points, .. } = &c.path else {
                panic!()
            };
            assert!((points[0].dist(points[1]) - 50.2).abs() < 1e-9);
        }
    }

    #[test]
    fn kerf_on_a_stepped_outline_moves_every_edge_out() {
        let cuts = square_cuts(
            &[CellBlock {
                origin: Point::new(0.0, 0.0),
                cols: 3,
                count: 5,
            }],
            10.0,
        );
        let k = with_kerf(&cuts, 1.0);
        let o = |c: &Cuts| {
            c.paths
                .iter()
                .find(|c| c.kind == CutKind::Outline)
                .unwrap()
                .path
                .length()
        };
        // Each of the six edges moves out by 0.5; the perimeter of a rectilinear polygon
        // grows by 8 x 0.5 however many steps it has.
        assert!((o(&k) - (o(&cuts) + 4.0)).abs() < 1e-9);
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
        let beds = beds(&cuts, Size { w: 100.0, h: 50.0 }).unwrap();
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
        let e = super::beds(&cuts, Size { w: 20.0, h: 50.0 }).unwrap_err();
        assert!(e.0.contains("at least 25x25 mm"), "{}", e.0);
    }
}
