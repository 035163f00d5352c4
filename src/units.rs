//! Millimetre geometry shared by layout and every backend.

use std::fmt;

/// Millimetres per PostScript point.
pub const MM_PER_PT: f64 = 25.4 / 72.0;

/// Tolerance for comparing millimetre values.
pub const EPS: f64 = 1e-6;

/// True when two lengths are equal within [`EPS`].
pub fn approx_eq(a: f64, b: f64) -> bool {
    (a - b).abs() <= EPS
}

/// Converts points to millimetres.
pub fn pt(points: f64) -> f64 {
    points * MM_PER_PT
}

/// Rounds to a fixed precision and formats without exponent form or `-0`.
/// Every number written to SVG goes through here so output is stable and compact.
pub fn fmt_num(v: f64, decimals: usize) -> String {
    assert!(v.is_finite(), "non-finite number reached an exporter");
    let s = format!("{:.*}", decimals, v);
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
    if s == "-0" {
        "0".to_string()
    } else {
        s
    }
}

/// A length that was refused: NaN, infinite, or not greater than zero.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{what} must be a finite number greater than 0, got {value}")]
pub struct BadLength {
    /// What the length was for, e.g. "paper width".
    pub what: &'static str,
    /// The refused value.
    pub value: f64,
}

/// Checks that a length is finite and positive.
pub fn positive(what: &'static str, value: f64) -> Result<f64, BadLength> {
    if value.is_finite() && value > 0.0 {
        Ok(value)
    } else {
        Err(BadLength { what, value })
    }
}

/// A point in millimetres, origin top-left, y down.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Point {
    /// Distance from the left edge.
    pub x: f64,
    /// Distance from the top edge.
    pub y: f64,
}

impl Point {
    /// A point at (x, y) mm.
    pub const fn new(x: f64, y: f64) -> Self {
        Self { x, y }
    }
}

/// A width and height in millimetres, both positive.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Size {
    /// Horizontal extent.
    pub w: f64,
    /// Vertical extent.
    pub h: f64,
}

impl Size {
    /// A size that refuses NaN, infinities and values <= 0.
    pub fn new(w: f64, h: f64) -> Result<Self, BadLength> {
        Ok(Self {
            w: positive("width", w)?,
            h: positive("height", h)?,
        })
    }

    /// The same size turned a quarter.
    pub fn rotated(self) -> Self {
        Self {
            w: self.h,
            h: self.w,
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{} mm", fmt_num(self.w, 2), fmt_num(self.h, 2))
    }
}

/// An axis-aligned rectangle in millimetres.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width (>= 0).
    pub w: f64,
    /// Height (>= 0).
    pub h: f64,
}

impl Rect {
    /// A rectangle from its top-left corner and size.
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Self {
        Self { x, y, w, h }
    }
    /// Right edge.
    pub fn right(&self) -> f64 {
        self.x + self.w
    }
    /// Bottom edge.
    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }
    /// Centre point.
    pub fn center(&self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    /// Grown by `d` on every side (shrunk when negative).
    pub fn inflate(&self, d: f64) -> Rect {
        Rect::new(self.x - d, self.y - d, self.w + 2.0 * d, self.h + 2.0 * d)
    }
    /// True when `other` lies inside this rectangle (within [`EPS`]).
    pub fn contains(&self, other: &Rect) -> bool {
        other.x >= self.x - EPS
            && other.y >= self.y - EPS
            && other.right() <= self.right() + EPS
            && other.bottom() <= self.bottom() + EPS
    }
    /// True when the interiors overlap (touching edges do not count).
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.right() - EPS
            && other.x < self.right() - EPS
            && self.y < other.bottom() - EPS
            && other.y < self.bottom() - EPS
    }
    /// The smallest rectangle holding both.
    pub fn union(&self, other: &Rect) -> Rect {
        let x = self.x.min(other.x);
        let y = self.y.min(other.y);
        Rect::new(
            x,
            y,
            self.right().max(other.right()) - x,
            self.bottom().max(other.bottom()) - y,
        )
    }
}

/// An affine transform `[a b c d e f]`, mapping (x, y) to (a·x + c·y + e, b·x + d·y + f).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Transform {
    /// Matrix entry a.
    pub a: f64,
    /// Matrix entry b.
    pub b: f64,
    /// Matrix entry c.
    pub c: f64,
    /// Matrix entry d.
    pub d: f64,
    /// Translation x.
    pub e: f64,
    /// Translation y.
    pub f: f64,
}

impl Default for Transform {
    fn default() -> Self {
        Self::identity()
    }
}

impl Transform {
    /// The transform that changes nothing.
    pub const fn identity() -> Self {
        Self {
            a: 1.0,
            b: 0.0,
            c: 0.0,
            d: 1.0,
            e: 0.0,
            f: 0.0,
        }
    }
    /// A move by (dx, dy) mm.
    pub const fn translate(dx: f64, dy: f64) -> Self {
        Self {
            e: dx,
            f: dy,
            ..Self::identity()
        }
    }
    /// A scale about the origin.
    pub const fn scale(sx: f64, sy: f64) -> Self {
        Self {
            a: sx,
            d: sy,
            ..Self::identity()
        }
    }
    /// A rotation about the origin by `deg` degrees, clockwise on the page (y down).
    pub fn rotate(deg: f64) -> Self {
        let (s, c) = deg.to_radians().sin_cos();
        Self {
            a: c,
            b: s,
            c: -s,
            d: c,
            e: 0.0,
            f: 0.0,
        }
    }
    /// `self` applied after `inner`: `self.then_after(inner)(p) = self(inner(p))`.
    pub fn after(&self, inner: &Transform) -> Transform {
        Transform {
            a: self.a * inner.a + self.c * inner.b,
            b: self.b * inner.a + self.d * inner.b,
            c: self.a * inner.c + self.c * inner.d,
            d: self.b * inner.c + self.d * inner.d,
            e: self.a * inner.e + self.c * inner.f + self.e,
            f: self.b * inner.e + self.d * inner.f + self.f,
        }
    }
    /// Maps a point.
    pub fn apply(&self, p: Point) -> Point {
        Point::new(
            self.a * p.x + self.c * p.y + self.e,
            self.b * p.x + self.d * p.y + self.f,
        )
    }
    /// True for the identity (within [`EPS`]).
    pub fn is_identity(&self) -> bool {
        approx_eq(self.a, 1.0)
            && approx_eq(self.b, 0.0)
            && approx_eq(self.c, 0.0)
            && approx_eq(self.d, 1.0)
            && approx_eq(self.e, 0.0)
            && approx_eq(self.f, 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fmt_num_rounds_and_trims() {
        assert_eq!(fmt_num(1.23456, 3), "1.235");
        assert_eq!(fmt_num(2.0, 3), "2");
        assert_eq!(fmt_num(-0.0001, 3), "0");
        assert_eq!(fmt_num(1e-12, 3), "0");
        assert_eq!(fmt_num(123456789.0, 3), "123456789");
    }

    #[test]
    fn size_refuses_bad_lengths() {
        assert!(Size::new(f64::NAN, 1.0).is_err());
        assert!(Size::new(1.0, 0.0).is_err());
        assert!(Size::new(-3.0, 1.0).is_err());
        assert!(Size::new(f64::INFINITY, 1.0).is_err());
        assert!(Size::new(210.0, 297.0).is_ok());
    }

    #[test]
    fn transforms_compose() {
        let t = Transform::translate(10.0, 5.0).after(&Transform::scale(2.0, 2.0));
        assert_eq!(t.apply(Point::new(1.0, 1.0)), Point::new(12.0, 7.0));
        let r = Transform::rotate(90.0).apply(Point::new(1.0, 0.0));
        assert!(approx_eq(r.x, 0.0) && approx_eq(r.y, 1.0));
    }

    #[test]
    fn rect_relations() {
        let a = Rect::new(0.0, 0.0, 10.0, 10.0);
        assert!(a.contains(&Rect::new(1.0, 1.0, 9.0, 9.0)));
        assert!(!a.contains(&Rect::new(1.0, 1.0, 10.0, 9.0)));
        assert!(!a.overlaps(&Rect::new(10.0, 0.0, 5.0, 5.0)));
        assert!(a.overlaps(&Rect::new(9.0, 9.0, 5.0, 5.0)));
    }
}
