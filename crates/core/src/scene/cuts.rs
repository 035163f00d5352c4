//! What a page is cut along: what the layout placed to be cut out, the cut paths once laid,
//! and the registration marks.

use super::*;

/// What a cutting machine cuts on a page, in cutting order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Cuts {
    /// What the layout placed to be cut out; the paths are worked out from it only when a
    /// run asks for cut output (`crate::cut::paths::lay`).
    pub plan: CutPlan,
    /// The cuts, each edge once; empty until worked out from the plan.
    pub paths: Vec<Cut>,
    /// What cutting each piece out on its own would cut, mm: four sides a square piece,
    /// shared edges twice.
    pub one_by_one: f64,
    /// Print-and-cut registration marks printed on the page (filled rectangles, page mm),
    /// for the cut files to carry at the same places; empty without marks.
    pub marks: Vec<Rect>,
    /// Fold lines to score, never cut (a fold-over piece sheet's), page mm; empty on a
    /// sheet that is not folded.
    pub scores: Vec<[Point; 2]>,
}

/// What is cut out of a page, as the layout placed it.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum CutPlan {
    /// Nothing is cut out.
    #[default]
    None,
    /// A board part: one cut, its trim.
    Trim(Rect),
    /// Square pieces: blocks of cells `cell` mm apart.
    Cells {
        /// The blocks, in page order.
        blocks: Vec<CellBlock>,
        /// Distance between neighbouring cells' corners, mm.
        cell: f64,
    },
    /// Round pieces: a circle of `radius` round each centre.
    Circles {
        /// The pieces' centres, page mm.
        centres: Vec<Point>,
        /// The pieces' radius, mm.
        radius: f64,
    },
}

/// A block of square cells on a page: filled row by row from its grid's top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CellBlock {
    /// Top-left corner of the block's grid, page mm.
    pub origin: Point,
    /// Columns of the grid.
    pub cols: usize,
    /// Cells filled, row by row.
    pub count: usize,
}

/// Line width of the cuts in files for cutting plotters (and Print Then Cut), mm: thin
/// enough to read as a cut, wide enough to see. One definition for every file that draws
/// them.
pub const PLOTTER_LINE: f64 = 0.1;

impl Cuts {
    /// True when nothing is cut out of the page.
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty() && self.plan == CutPlan::None && self.scores.is_empty()
    }
    /// Total length cut, mm.
    pub fn length(&self) -> f64 {
        self.paths.iter().map(|c| c.path.length()).sum()
    }
    /// How far the knife travels up between cuts, from the page's top-left corner, mm.
    pub fn travel(&self) -> f64 {
        self.travel_from(Point::new(0.0, 0.0))
    }
    /// How far the knife travels up between cuts from `start` (page mm): a DXF's origin is
    /// the page's bottom-left corner, not the SVG's top-left.
    pub fn travel_from(&self, start: Point) -> f64 {
        let mut at = start;
        let mut total = 0.0;
        for c in &self.paths {
            total += at.dist(c.path.start());
            at = c.path.end();
        }
        total
    }
}

/// What a cut is for: cutting software keeps each kind apart (a DXF layer each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CutKind {
    /// A straight cut between square pieces of one group, shared by the pieces on both sides.
    Grid,
    /// The outline that frees a group of square pieces.
    Outline,
    /// The circle round one round piece.
    Round,
    /// The outline of a board part, at its trim (the bleed outside it).
    Board,
}

impl CutKind {
    /// Every kind, in the order their layers are listed.
    pub const ALL: [CutKind; 4] = [
        CutKind::Grid,
        CutKind::Outline,
        CutKind::Round,
        CutKind::Board,
    ];
    /// A short stable name: layer and group names in the cut files.
    pub fn name(self) -> &'static str {
        match self {
            CutKind::Grid => "grid",
            CutKind::Outline => "outline",
            CutKind::Round => "round",
            CutKind::Board => "board",
        }
    }
    /// True for a cut that frees a piece or a group: cut after the cuts inside it, so the
    /// sheet stays whole until then.
    pub fn frees(self) -> bool {
        !matches!(self, CutKind::Grid)
    }
}

/// The geometry of one cut, page millimetres.
#[derive(Debug, Clone, PartialEq)]
pub enum CutPath {
    /// Straight segments through `points`, back to the first when `closed`.
    Polyline {
        /// The corners, in cutting order.
        points: Vec<Point>,
        /// True for an outline that ends where it starts.
        closed: bool,
    },
    /// A whole circle, cut from its rightmost point.
    Circle {
        /// Its centre.
        center: Point,
        /// Its radius, mm.
        radius: f64,
    },
}

impl CutPath {
    /// The box round the cut, mm.
    pub fn bounds(&self) -> crate::units::Rect {
        match self {
            CutPath::Circle { center, radius } => crate::units::Rect::new(
                center.x - radius,
                center.y - radius,
                2.0 * radius,
                2.0 * radius,
            ),
            CutPath::Polyline { points, .. } => {
                bbox(points.iter().copied()).expect("a cut has points")
            }
        }
    }

    /// Where the knife goes down.
    pub fn start(&self) -> Point {
        match self {
            CutPath::Polyline { points, .. } => points[0],
            CutPath::Circle { center, radius } => Point::new(center.x + radius, center.y),
        }
    }
    /// Where the knife comes up.
    pub fn end(&self) -> Point {
        match self {
            CutPath::Polyline { points, closed } => {
                if *closed {
                    points[0]
                } else {
                    points[points.len() - 1]
                }
            }
            CutPath::Circle { .. } => self.start(),
        }
    }
    /// Length of the cut, mm.
    pub fn length(&self) -> f64 {
        match self {
            CutPath::Polyline { points, closed } => {
                let open: f64 = points.windows(2).map(|w| w[0].dist(w[1])).sum();
                match (closed, points.first(), points.last()) {
                    (true, Some(a), Some(b)) => open + a.dist(*b),
                    _ => open,
                }
            }
            CutPath::Circle { radius, .. } => 2.0 * std::f64::consts::PI * radius,
        }
    }
    /// The straight segments of a polyline (none for a circle).
    pub fn segments(&self) -> Vec<(Point, Point)> {
        match self {
            CutPath::Polyline { points, closed } => {
                let mut out: Vec<(Point, Point)> =
                    points.windows(2).map(|w| (w[0], w[1])).collect();
                if *closed && points.len() > 2 {
                    out.push((points[points.len() - 1], points[0]));
                }
                out
            }
            CutPath::Circle { .. } => Vec::new(),
        }
    }
    /// The same cut as a scene path (a circle as four cubic arcs), to stroke.
    pub fn to_path(&self) -> Path {
        match self {
            CutPath::Polyline {
                points,
                closed: true,
            } => Path::polygon(points),
            CutPath::Polyline { points, .. } => Path::polyline(points),
            CutPath::Circle { center, radius } => Path::circle(*center, *radius),
        }
    }
}

/// One cut a machine makes.
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    /// What it is for.
    pub kind: CutKind,
    /// Which group of pieces (or board part) on the page it belongs to: a group's cuts are
    /// made together, its outline last.
    pub group: usize,
    /// Where it runs.
    pub path: CutPath,
}
