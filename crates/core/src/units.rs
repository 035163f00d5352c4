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

/// Decimal places of the numbers the SVG backend writes. The PNG backend rounds its
/// coordinates to the same places, so it draws what a rasteriser of the SVG would.
pub mod places {
    /// Millimetre coordinates and lengths (0.001 mm).
    pub const MM: usize = 3;
    /// The linear part (a, b, c, d) of a transform matrix.
    pub const MATRIX: usize = 6;
    /// The scale from font units to millimetres.
    pub const TEXT_SCALE: usize = 9;
    /// Glyph outlines and pen positions, in font units.
    pub const FONT_UNITS: usize = 1;
    /// Angles, in degrees.
    pub const DEGREES: usize = 3;
}

/// Rounds to a fixed precision and formats without exponent form or `-0`.
/// Every number written to SVG goes through here so output is stable and compact.
pub fn fmt_num(v: f64, decimals: usize) -> String {
    let mut s = String::new();
    push_num(&mut s, v, decimals);
    s
}

/// Appends `v` as [`fmt_num`] formats it: the exact binary value rounded half to even at
/// `decimals` places (as `format!("{:.*}")` does), trailing zeros and a bare `.` trimmed, and
/// `-0` written as `0`. Integer arithmetic instead of the standard library's general float
/// formatter, which is most of the SVG backend's work otherwise.
pub fn push_num(out: &mut String, v: f64, decimals: usize) {
    let mut buf = [0; NUM_ROOM];
    match format_num(&mut buf, v, decimals) {
        // Only ASCII digits, a sign and a point: the check cannot fail.
        Some(b) => out.push_str(std::str::from_utf8(b).unwrap_or_default()),
        None => push_num_std(out, v, decimals),
    }
}

/// Appends `v` as [`push_num`] does, to bytes (the PDF content streams).
pub fn push_num_bytes(out: &mut Vec<u8>, v: f64, decimals: usize) {
    let mut buf = [0; NUM_ROOM];
    match format_num(&mut buf, v, decimals) {
        Some(b) => out.extend_from_slice(b),
        None => {
            let mut s = String::new();
            push_num_std(&mut s, v, decimals);
            out.extend_from_slice(s.as_bytes());
        }
    }
}

/// Room for one number of [`push_num`]'s integer path: a sign, at most 10 integer digits,
/// a point and 9 decimals.
const NUM_ROOM: usize = 24;

/// "00" to "99", for two digits at a time.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// `v` formatted as [`push_num`] describes, on the stack, written from the end backwards
/// (no intermediate string, no digit-at-a-time push); None where the general formatter
/// has to do it.
#[inline]
fn format_num(buf: &mut [u8; NUM_ROOM], v: f64, decimals: usize) -> Option<&[u8]> {
    let (q, p) = scaled(v, decimals)?;
    if q == 0 {
        buf[0] = b'0';
        return Some(&buf[..1]);
    }
    let (whole, f) = (q / p, q % p);
    let mut end = NUM_ROOM;
    let mut at = NUM_ROOM;
    if f != 0 {
        // All the places, then the trailing zeros dropped.
        at = digits(buf, at, f, decimals);
        while buf[end - 1] == b'0' {
            end -= 1;
        }
        at -= 1;
        buf[at] = b'.';
    }
    at = digits(buf, at, whole, 1);
    if v < 0.0 {
        at -= 1;
        buf[at] = b'-';
    }
    Some(&buf[at..end])
}

/// Writes `n` in decimal, zero-padded to at least `width` digits, to end before `at` (two
/// digits at a time); returns where it starts.
#[inline(always)]
fn digits(buf: &mut [u8; NUM_ROOM], mut at: usize, mut n: u64, width: usize) -> usize {
    let end = at;
    while n >= 100 {
        let d = (n % 100) as usize * 2;
        n /= 100;
        at -= 2;
        buf[at..at + 2].copy_from_slice(&PAIRS[d..d + 2]);
    }
    if n >= 10 {
        let d = n as usize * 2;
        at -= 2;
        buf[at..at + 2].copy_from_slice(&PAIRS[d..d + 2]);
    } else {
        at -= 1;
        buf[at] = b'0' + n as u8;
    }
    while end - at < width {
        at -= 1;
        buf[at] = b'0';
    }
    at
}

/// The number [`fmt_num`] writes, read back as an SVG reader reads it (the nearest `f64` to
/// the decimal): what a backend drawing straight from the scene uses to put every point
/// where a rasteriser of the SVG output would.
pub fn round_num(v: f64, decimals: usize) -> f64 {
    match scaled(v, decimals) {
        // Both exact in f64, so the division is the correctly rounded decimal.
        Some((q, p)) if q < 1 << 53 => {
            let r = q as f64 / p as f64;
            if q != 0 && v < 0.0 {
                -r
            } else {
                r
            }
        }
        _ => fmt_num(v, decimals).parse().unwrap_or(v),
    }
}

/// `|v|` rounded half to even at `decimals` places, as an integer count of `10^-decimals`,
/// and that power of ten; None where the general formatter has to do it.
fn scaled(v: f64, decimals: usize) -> Option<(u64, u64)> {
    assert!(v.is_finite(), "non-finite number reached an exporter");
    // v = m · 2^e exactly; m · 10^d fits in a u128 (m < 2^53, 10^d < 2^30) and the scaled
    // value m · 10^d · 2^e rounds with a shift. |v| < 1e9 keeps the result below 1e18 < 2^64.
    // Larger values and precisions (never in a drawing) take the standard formatter.
    const POW10: [u64; 10] = [
        1,
        10,
        100,
        1_000,
        10_000,
        100_000,
        1_000_000,
        10_000_000,
        100_000_000,
        1_000_000_000,
    ];
    if decimals >= POW10.len() || v.abs() >= 1e9 {
        return None;
    }
    let bits = v.to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = if exp_bits == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), exp_bits - 1075)
    };
    let scaled = m as u128 * POW10[decimals] as u128;
    let q: u128 = if e >= 0 {
        scaled << e // not reached: |v| < 1e9 means e < -22
    } else if e <= -100 {
        0 // scaled < 2^83 is below half of 2^-e: rounds to zero
    } else {
        let shift = (-e) as u32;
        let q = scaled >> shift;
        let rem = scaled & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    Some((q as u64, POW10[decimals])) // q <= 1e9 · 1e9 < 2^64
}

/// The general path of [`push_num`]: the standard formatter, trimmed.
fn push_num_std(out: &mut String, v: f64, decimals: usize) {
    let s = format!("{:.*}", decimals, v);
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        &s
    };
    out.push_str(if s == "-0" { "0" } else { s });
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
    /// Straight-line distance to `o`, mm.
    pub fn dist(self, o: Point) -> f64 {
        (self.x - o.x).hypot(self.y - o.y)
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

    /// The formatter `push_num` replaced, kept as the reference it must match.
    fn fmt_num_reference(v: f64, decimals: usize) -> String {
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

    #[test]
    fn fmt_num_matches_the_standard_formatter() {
        let mut values = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            1.5,
            2.5,
            -2.5,
            0.125,
            0.375,
            -0.0625,
            0.0005,
            0.0015,
            -0.0005,
            1.0005,
            2.675,
            1e-300,
            -1e-300,
            f64::MIN_POSITIVE,
            5e-324,
            1e-9,
            4.9999999e-10,
            5e-10,
            123456789.0,
            999999.9995,
            -999999.9995,
            1e14 + 0.5,
            999_999_999_999_999.0,
            1e15,
            -1e15,
            1e15 + 0.5,
            1e300,
            f64::MAX,
            f64::MIN,
            std::f64::consts::PI,
            210.0 / 3.0,
            297.0 / 7.0,
        ];
        // Every multiple of 1/1024 (exact binary ties at many precisions), both signs.
        values.extend((-4096..4096).map(|i| i as f64 / 1024.0));
        // Decimal ties as they come out of layout arithmetic.
        values.extend((0..20_000).map(|i| i as f64 * 0.0005 - 5.0));
        values.extend((0..2_000).map(|i| (i as f64 * 0.37).sin() * 10f64.powi(i % 17 - 6)));
        for v in values {
            for d in 0..=12 {
                let s = fmt_num(v, d);
                assert_eq!(s, fmt_num_reference(v, d), "{v:e} at {d}");
                let back: f64 = s.parse().unwrap();
                assert_eq!(round_num(v, d).to_bits(), back.to_bits(), "{v:e} at {d}");
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(20_000))]
        #[test]
        fn fmt_num_matches_the_standard_formatter_anywhere(
            bits in proptest::prelude::any::<u64>(),
            small in -1e7f64..1e7,
            k in proptest::prelude::any::<i32>(),
            d in 0usize..=10,
        ) {
            let v = f64::from_bits(bits);
            if v.is_finite() {
                proptest::prop_assert_eq!(fmt_num(v, d), fmt_num_reference(v, d));
                let back: f64 = fmt_num(v, d).parse().unwrap();
                proptest::prop_assert_eq!(round_num(v, d).to_bits(), back.to_bits());
            }
            let back: f64 = fmt_num(small, d).parse().unwrap();
            proptest::prop_assert_eq!(round_num(small, d).to_bits(), back.to_bits());
            proptest::prop_assert_eq!(fmt_num(small, d), fmt_num_reference(small, d));
            // Near-ties: halfway between two printable values, as decimals compute it.
            let tie = (k as f64 + 0.5) / 10f64.powi(d as i32);
            proptest::prop_assert_eq!(fmt_num(tie, d), fmt_num_reference(tie, d));
        }
    }

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
