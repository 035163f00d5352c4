//! Paths: the commands of an outline in millimetres, and the shapes built of them.

use super::*;

/// One drawing command of a path.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PathCmd {
    /// Starts a new subpath.
    MoveTo(Point),
    /// Straight segment.
    LineTo(Point),
    /// Cubic Bézier segment: two control points, then the end point.
    CubicTo(Point, Point, Point),
    /// Closes the current subpath.
    Close,
}

/// A path made of lines and cubic curves.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Path {
    /// The commands, in order.
    pub cmds: Vec<PathCmd>,
}

/// Magic number for approximating a quarter circle with one cubic.
pub(super) const KAPPA: f64 = 0.552_284_749_8;

impl Path {
    /// An empty path.
    pub fn new() -> Self {
        Self::default()
    }
    /// Starts a subpath.
    pub fn move_to(mut self, x: f64, y: f64) -> Self {
        self.cmds.push(PathCmd::MoveTo(Point::new(x, y)));
        self
    }
    /// Adds a straight segment.
    pub fn line_to(mut self, x: f64, y: f64) -> Self {
        self.cmds.push(PathCmd::LineTo(Point::new(x, y)));
        self
    }
    /// Adds a cubic segment.
    pub fn cubic_to(mut self, c1: Point, c2: Point, end: Point) -> Self {
        self.cmds.push(PathCmd::CubicTo(c1, c2, end));
        self
    }
    /// Closes the subpath.
    pub fn close(mut self) -> Self {
        self.cmds.push(PathCmd::Close);
        self
    }
    /// A single straight line.
    pub fn line(a: Point, b: Point) -> Self {
        Self::new().move_to(a.x, a.y).line_to(b.x, b.y)
    }
    /// An open polyline through `pts`.
    pub fn polyline(pts: &[Point]) -> Self {
        let mut p = Self::new();
        for (i, q) in pts.iter().enumerate() {
            p = if i == 0 {
                p.move_to(q.x, q.y)
            } else {
                p.line_to(q.x, q.y)
            };
        }
        p
    }
    /// A closed polygon through `pts`.
    pub fn polygon(pts: &[Point]) -> Self {
        Self::polyline(pts).close()
    }
    /// A closed rectangle.
    pub fn rect(r: Rect) -> Self {
        Self::polygon(&[
            Point::new(r.x, r.y),
            Point::new(r.right(), r.y),
            Point::new(r.right(), r.bottom()),
            Point::new(r.x, r.bottom()),
        ])
    }
    /// A closed circle of four cubic arcs.
    pub fn circle(c: Point, r: f64) -> Self {
        Self::ellipse(c, r, r)
    }
    /// A closed axis-aligned ellipse of four cubic arcs.
    pub fn ellipse(c: Point, rx: f64, ry: f64) -> Self {
        let (kx, ky) = (rx * KAPPA, ry * KAPPA);
        let p = |x: f64, y: f64| Point::new(c.x + x, c.y + y);
        Self::new()
            .move_to(c.x + rx, c.y)
            .cubic_to(p(rx, ky), p(kx, ry), p(0.0, ry))
            .cubic_to(p(-kx, ry), p(-rx, ky), p(-rx, 0.0))
            .cubic_to(p(-rx, -ky), p(-kx, -ry), p(0.0, -ry))
            .cubic_to(p(kx, -ry), p(rx, -ky), p(rx, 0.0))
            .close()
    }
    /// Appends another path's subpaths.
    pub fn extend(mut self, other: Path) -> Self {
        self.cmds.extend(other.cmds);
        self
    }
    /// Every point the path names (end and control points): a conservative hull. (No
    /// allocation per command: a figure's box walks every point of its drawing.)
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        self.cmds.iter().flat_map(|c| {
            let (points, n) = match *c {
                PathCmd::MoveTo(p) | PathCmd::LineTo(p) => ([p; 3], 1),
                PathCmd::CubicTo(a, b, p) => ([a, b, p], 3),
                PathCmd::Close => ([Point::new(0.0, 0.0); 3], 0),
            };
            points.into_iter().take(n)
        })
    }
    /// Bounding box of the control hull under `t`, or None for an empty path.
    pub fn bounds(&self, t: &Transform) -> Option<Rect> {
        bbox(self.points().map(|p| t.apply(p)))
    }
}

/// The smallest rectangle around some points.
pub fn bbox(points: impl Iterator<Item = Point>) -> Option<Rect> {
    let mut r: Option<(f64, f64, f64, f64)> = None;
    for p in points {
        r = Some(match r {
            None => (p.x, p.y, p.x, p.y),
            Some((a, b, c, d)) => (a.min(p.x), b.min(p.y), c.max(p.x), d.max(p.y)),
        });
    }
    r.map(|(a, b, c, d)| Rect::new(a, b, c - a, d - b))
}
