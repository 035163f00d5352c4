//! Measures how thin the printed details of a drawing are, from its pixels rather than its
//! source: the shapes are rasterised at high resolution into a mask of icon ink, and a
//! morphological opening (erosion then dilation with a disc) shows what a printer cannot hold.
//!
//! A detail is thinner than `d` when opening with a disc of diameter `d` removes a connected
//! piece of ink (or, for a gap between inked shapes, of the face) larger than [`SPECK`]: a
//! sliver, dot or narrow notch the disc cannot enter. The tip of a corner of 50° or more loses
//! less than that to a 0.25 pt disc, so corners do not count as details.

use resvg::tiny_skia as sk;

use crate::scene::{Color, Item, Paint, PathCmd};
use crate::units::Transform;

/// Largest piece of ink or face an opening may remove without it counting as a detail, mm²:
/// the square inscribed in half a 0.25 pt disc's width, (0.0441 mm)².
pub const SPECK: f64 = (0.25 * 25.4 / 72.0 / 2.0) * (0.25 * 25.4 / 72.0 / 2.0);

/// Pixels per millimetre of the mask: 0.25 pt is some 13 pixels.
pub const PX_PER_MM: f64 = 150.0;

/// Icon ink (true) and face (false), one flag per pixel, with a margin of face all round.
#[derive(Debug, PartialEq)]
pub struct Mask {
    w: usize,
    h: usize,
    ink: Vec<bool>,
}

fn sk_path(cmds: &[PathCmd], t: &Transform) -> Option<sk::Path> {
    let mut b = sk::PathBuilder::new();
    for cmd in cmds {
        match cmd {
            PathCmd::MoveTo(p) => {
                let p = t.apply(*p);
                b.move_to(p.x as f32, p.y as f32)
            }
            PathCmd::LineTo(p) => {
                let p = t.apply(*p);
                b.line_to(p.x as f32, p.y as f32)
            }
            PathCmd::CubicTo(a, c, e) => {
                let (a, c, e) = (t.apply(*a), t.apply(*c), t.apply(*e));
                b.cubic_to(
                    a.x as f32, a.y as f32, c.x as f32, c.y as f32, e.x as f32, e.y as f32,
                )
            }
            PathCmd::Close => b.close(),
        }
    }
    b.finish()
}

impl Mask {
    /// Rasterises `items` (in mm, drawn in order): a shape painted with `ink` sets its
    /// pixels, one painted otherwise clears them. Aliased, so every pixel is one or the other.
    pub fn of(items: &[Item], ink: Color) -> Mask {
        type Drawn = (sk::Path, bool, Option<f64>);
        fn walk(items: &[Item], t: Transform, ink: Color, out: &mut Vec<Drawn>) {
            for item in items {
                match item {
                    Item::Group(g) => walk(&g.items, t.after(&g.transform), ink, out),
                    Item::Shape(s) => {
                        let Some(path) = sk_path(&s.path.cmds, &t) else {
                            continue;
                        };
                        if let Some(Paint::Solid(c)) = s.fill {
                            out.push((path.clone(), c == ink, None));
                        }
                        if let Some(st) = &s.stroke {
                            // Stroke widths scale with the transform (uniform in artwork).
                            let k = (t.a * t.d - t.b * t.c).abs().sqrt();
                            out.push((path, st.color == ink, Some(st.width * k)));
                        }
                    }
                    _ => {}
                }
            }
        }
        let mut shapes = Vec::new();
        walk(items, Transform::identity(), ink, &mut shapes);
        let bounds = shapes
            .iter()
            .map(|(p, ..)| p.bounds())
            .reduce(|a, b| {
                sk::Rect::from_ltrb(
                    a.left().min(b.left()),
                    a.top().min(b.top()),
                    a.right().max(b.right()),
                    a.bottom().max(b.bottom()),
                )
                .expect("finite")
            })
            .expect("something drawn");
        // A margin of face wider than any disc the measure uses.
        let margin = 0.6;
        let px = |v: f32| (v as f64 + 2.0 * margin) * PX_PER_MM;
        let (w, h) = (px(bounds.width()).ceil(), px(bounds.height()).ceil());
        let mut pixmap = sk::Pixmap::new(w as u32, h as u32).expect("a mask");
        let to_px = sk::Transform::from_scale(PX_PER_MM as f32, PX_PER_MM as f32)
            .pre_translate(margin as f32 - bounds.left(), margin as f32 - bounds.top());
        for (path, is_ink, stroke) in &shapes {
            let mut paint = sk::Paint {
                anti_alias: false,
                ..sk::Paint::default()
            };
            paint.set_color(if *is_ink {
                sk::Color::BLACK
            } else {
                sk::Color::WHITE
            });
            match stroke {
                None => pixmap.fill_path(path, &paint, sk::FillRule::Winding, to_px, None),
                Some(width) => {
                    let s = sk::Stroke {
                        width: *width as f32,
                        ..sk::Stroke::default()
                    };
                    pixmap.stroke_path(path, &paint, &s, to_px, None)
                }
            }
        }
        let ink = pixmap
            .pixels()
            .iter()
            .map(|p| p.alpha() > 0 && p.red() < 128)
            .collect();
        Mask {
            w: w as usize,
            h: h as usize,
            ink,
        }
    }

    /// Squared distance from every pixel to the nearest pixel where `off` holds (none:
    /// infinite), exact Euclidean (Felzenszwalb and Huttenlocher's two-pass transform).
    fn distance2(&self, off: &[bool]) -> Vec<f64> {
        const FAR: f64 = 1e20;
        let (w, h) = (self.w, self.h);
        let mut d: Vec<f64> = off.iter().map(|&o| if o { 0.0 } else { FAR }).collect();
        let mut f = vec![0.0; w.max(h)];
        let mut out = vec![0.0; w.max(h)];
        for x in 0..w {
            for y in 0..h {
                f[y] = d[y * w + x];
            }
            edt_1d(&f[..h], &mut out[..h]);
            for y in 0..h {
                d[y * w + x] = out[y];
            }
        }
        for y in 0..h {
            f[..w].copy_from_slice(&d[y * w..(y + 1) * w]);
            edt_1d(&f[..w], &mut out[..w]);
            d[y * w..(y + 1) * w].copy_from_slice(&out[..w]);
        }
        d
    }

    /// The pixels of `set` an opening with a disc of radius `r` pixels removes.
    fn residue(&self, set: &[bool], r: f64) -> Vec<bool> {
        let off: Vec<bool> = set.iter().map(|&s| !s).collect();
        let eroded: Vec<bool> = self.distance2(&off).iter().map(|&d| d > r * r).collect();
        let opened = self.distance2(&eroded);
        set.iter()
            .zip(&opened)
            .map(|(&s, &d)| s && d > r * r)
            .collect()
    }

    /// Area in pixels of the largest 8-connected piece of `set`.
    fn largest_piece(&self, set: &[bool]) -> usize {
        let (w, h) = (self.w as i64, self.h as i64);
        let mut seen = vec![false; set.len()];
        let mut largest = 0;
        let mut stack = Vec::new();
        for start in 0..set.len() {
            if !set[start] || seen[start] {
                continue;
            }
            seen[start] = true;
            stack.push(start);
            let mut area = 0;
            while let Some(i) = stack.pop() {
                area += 1;
                let (x, y) = ((i as i64) % w, (i as i64) / w);
                for (dx, dy) in [
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                    (-1, 0),
                    (1, 0),
                    (-1, 1),
                    (0, 1),
                    (1, 1),
                ] {
                    let (nx, ny) = (x + dx, y + dy);
                    if nx < 0 || ny < 0 || nx >= w || ny >= h {
                        continue;
                    }
                    let j = (ny * w + nx) as usize;
                    if set[j] && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            largest = largest.max(area);
        }
        largest
    }

    /// True when no detail of ink, and no gap of face between inked shapes, is thinner than
    /// `d` mm: see the module's description.
    pub fn holds(&self, d: f64) -> bool {
        let r = d * PX_PER_MM / 2.0;
        let face: Vec<bool> = self.ink.iter().map(|&i| !i).collect();
        [&self.ink, &face].iter().all(|set| {
            self.largest_piece(&self.residue(set, r)) as f64 <= SPECK * PX_PER_MM * PX_PER_MM
        })
    }

    /// The thinnest detail, mm: the widest disc `holds` passes, to within 0.005 mm. Beyond
    /// some 0.19 mm the tips of right-angled corners lose more than a [`SPECK`] and count too,
    /// so a larger result means "no detail under this", not the width of one.
    pub fn thinnest(&self) -> f64 {
        let (mut lo, mut hi) = (0.0, 0.5);
        while hi - lo > 0.005 {
            let mid = (lo + hi) / 2.0;
            if self.holds(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }
}

/// One-dimensional squared distance transform of `f` into `d` (lower envelope of parabolas).
fn edt_1d(f: &[f64], d: &mut [f64]) {
    let n = f.len();
    let mut v = vec![0usize; n];
    let mut z = vec![0.0f64; n + 1];
    let mut k = 0;
    z[0] = f64::NEG_INFINITY;
    z[1] = f64::INFINITY;
    let sq = |q: usize| (q * q) as f64;
    for q in 1..n {
        loop {
            let p = v[k];
            let s = ((f[q] + sq(q)) - (f[p] + sq(p))) / (2.0 * q as f64 - 2.0 * p as f64);
            if s <= z[k] && k > 0 {
                k -= 1;
            } else {
                k += 1;
                v[k] = q;
                z[k] = s;
                z[k + 1] = f64::INFINITY;
                break;
            }
        }
    }
    k = 0;
    for (q, out) in d.iter_mut().enumerate() {
        while z[k + 1] < q as f64 {
            k += 1;
        }
        let p = v[k];
        *out = (q as f64 - p as f64).powi(2) + f[p];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Path;
    use crate::units::{Point, Rect};

    fn mask(items: Vec<Item>) -> Mask {
        Mask::of(&items, Color::BLACK)
    }

    #[test]
    fn a_bar_is_as_thin_as_it_is_wide() {
        for w in [0.06, 0.1, 0.15] {
            let m = mask(vec![Item::fill(
                Path::rect(Rect::new(0.0, 0.0, 2.0, w)),
                Paint::Solid(Color::BLACK),
            )]);
            let t = m.thinnest();
            assert!((t - w).abs() <= 0.015, "{w} mm bar measured {t}");
        }
    }

    #[test]
    fn thin_gaps_and_dots_count_and_corners_do_not() {
        let black = Paint::Solid(Color::BLACK);
        // A square with a 0.05 mm slit of face across it.
        let slit = mask(vec![
            Item::fill(Path::rect(Rect::new(0.0, 0.0, 2.0, 2.0)), black),
            Item::fill(
                Path::rect(Rect::new(0.0, 1.0, 2.0, 0.05)),
                Paint::Solid(Color::WHITE),
            ),
        ]);
        assert!(!slit.holds(0.0882));
        // A dot 0.06 mm across beside a solid square.
        let dot = mask(vec![
            Item::fill(Path::rect(Rect::new(0.0, 0.0, 2.0, 2.0)), black),
            Item::fill(Path::circle(Point::new(3.0, 1.0), 0.03), black),
        ]);
        assert!(!dot.holds(0.0882));
        // A bold triangle with 60° corners.
        let mut tri = Path::new();
        tri.cmds = vec![
            PathCmd::MoveTo(Point::new(0.0, 2.0)),
            PathCmd::LineTo(Point::new(2.0, 2.0)),
            PathCmd::LineTo(Point::new(1.0, 2.0 - 3f64.sqrt())),
            PathCmd::Close,
        ];
        assert!(mask(vec![Item::fill(tri, black)]).holds(0.0882));
    }
}
