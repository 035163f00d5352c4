//! PNG previews: the scene drawn with tiny-skia at a chosen DPI that is stored in the file
//! (pHYs), on a white sheet.
//!
//! The pixels are those resvg draws from the SVG backend's output, made without writing and
//! parsing that SVG: every number is rounded as the SVG writer rounds it (see
//! [`places`]) and read as an SVG reader reads it, transforms compose in usvg's order, and
//! paint, strokes and hatch patterns go through the same tiny-skia calls resvg makes. Glyph
//! outlines become tiny-skia paths once per run instead of once per glyph drawn.

use std::sync::Arc;

use resvg::tiny_skia as sk;

use crate::font::{self, Weight};
use crate::scene::{Color, Document, Hatch, Item, Paint, Path, PathCmd, Shape, Stroke, Text};
use crate::units::{places, round_num, Size, Transform};

/// Knobs of the PNG backend.
#[derive(Debug, Clone, PartialEq)]
pub struct PngOptions {
    /// Pixels per inch.
    pub dpi: u32,
}

impl Default for PngOptions {
    fn default() -> Self {
        Self { dpi: 150 }
    }
}

/// Why a preview could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The pixel buffer could not be made (size out of range).
    #[error("cannot make a {0}x{1} pixel preview")]
    Size(u32, u32),
    /// Encoding failed.
    #[error("PNG encoding failed: {0}")]
    Encode(#[from] png::EncodingError),
}

/// Pixel size of a `size` mm page at `dpi`.
pub fn pixel_size(size: Size, dpi: u32) -> (u32, u32) {
    let px = |mm: f64| (mm / 25.4 * dpi as f64).round() as u32;
    (px(size.w), px(size.h))
}

/// Draws page `index` of `doc` as a PNG file.
pub fn render(doc: &Document, index: usize, opts: &PngOptions) -> Result<Vec<u8>, PngError> {
    render_reusing(doc, index, opts, &mut Vec::new())
}

/// As [`render`], drawing into `pixels`, a buffer kept from page to page: a new page-sized
/// buffer has to be zeroed (a pass over all its memory) before it is painted white.
pub fn render_reusing(
    doc: &Document,
    index: usize,
    opts: &PngOptions,
    pixels: &mut Vec<u8>,
) -> Result<Vec<u8>, PngError> {
    let page = &doc.pages[index];
    let (w, h) = pixel_size(page.size, opts.dpi);
    let int_size = sk::IntSize::from_wh(w, h).ok_or(PngError::Size(w, h))?;
    let len = w as usize * h as usize * 4;
    let mut buf = std::mem::take(pixels);
    buf.resize(len, 0); // nothing to do when the page size repeats
    let mut pixmap = sk::Pixmap::from_vec(buf, int_size).ok_or(PngError::Size(w, h))?;
    pixmap.fill(sk::Color::WHITE);
    if let Some(ts) = page_transform(page.size, w, h) {
        let mut painter = Painter {
            doc,
            pixmap: pixmap.as_mut(),
        };
        painter.items(&page.items, ts);
    }

    // Opaque white sheet, so premultiplied RGBA is plain RGB: drop alpha in place, so a
    // large preview never holds a second full-page buffer.
    let mut px = pixmap.take();
    rgba_to_rgb(&mut px);
    let out = encode(&px[..len / 4 * 3], w, h, opts.dpi);
    *pixels = px;
    out
}

/// Millimetres to pixels, as usvg maps the SVG page (`width="Wmm"` at its 96 dpi, then the
/// viewBox centred in it) and resvg scales that to the pixmap. None for an empty page.
fn page_transform(size: Size, w: u32, h: u32) -> Option<sk::Transform> {
    let (vw, vh) = (num(size.w, places::MM), num(size.h, places::MM));
    let (sw, sh) = (vw * 96.0 / 25.4, vh * 96.0 / 25.4);
    sk::Size::from_wh(sw, sh)?;
    let vb = sk::NonZeroRect::from_xywh(0.0, 0.0, vw, vh)?;
    // preserveAspectRatio="xMidYMid meet", as usvg's ViewBox::to_transform computes it.
    let (sx, sy) = (sw / vb.width(), sh / vb.height());
    let s = if sx > sy { sy } else { sx };
    let (x, y) = (-vb.x() * s, -vb.y() * s);
    let (dw, dh) = (sw - vb.width() * s, sh - vb.height() * s);
    let view_box = sk::Transform::from_row(s, 0.0, 0.0, s, x + dw / 2.0, y + dh / 2.0);
    Some(sk::Transform::from_scale(w as f32 / sw, h as f32 / sh).pre_concat(view_box))
}

/// A number as the SVG backend writes it with `decimals` places, read back as `f32`.
fn num(v: f64, decimals: usize) -> f32 {
    round_num(v, decimals) as f32
}

/// A transform attribute as usvg reads it: the list of transforms multiplied in `f64` from
/// the identity (as svgtypes does), then made `f32`. None when usvg would hide the element
/// (a transform that collapses it).
fn svg_transform(list: &[[f64; 6]]) -> Option<sk::Transform> {
    let mut m = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];
    for n in list {
        m = [
            m[0] * n[0] + m[2] * n[1],
            m[1] * n[0] + m[3] * n[1],
            m[0] * n[2] + m[2] * n[3],
            m[1] * n[2] + m[3] * n[3],
            m[0] * n[4] + m[2] * n[5] + m[4],
            m[1] * n[4] + m[3] * n[5] + m[5],
        ];
    }
    let [a, b, c, d, e, f] = m.map(|v| v as f32);
    let t = sk::Transform::from_row(a, b, c, d, e, f);
    t.is_valid().then_some(t)
}

/// A group's or placement's transform, as the SVG backend writes it (`matrix(...)`, or no
/// attribute for the identity).
fn matrix(t: &Transform) -> Option<sk::Transform> {
    if t.is_identity() {
        return Some(sk::Transform::identity());
    }
    let (l, p) = (places::MATRIX, places::MM);
    svg_transform(&[[
        round_num(t.a, l),
        round_num(t.b, l),
        round_num(t.c, l),
        round_num(t.d, l),
        round_num(t.e, p),
        round_num(t.f, p),
    ]])
}

/// A scene path with every coordinate rounded to `decimals` places, built as usvg builds the
/// SVG path data; None where usvg draws nothing (fewer than two points, no bounds).
fn sk_path(path: &Path, decimals: usize) -> Option<sk::Path> {
    if !matches!(path.cmds.first(), Some(PathCmd::MoveTo(_))) {
        return None; // path data must start with a move
    }
    let mut b = sk::PathBuilder::with_capacity(path.cmds.len(), path.cmds.len() * 3);
    let n = |v: f64| num(v, decimals);
    for c in &path.cmds {
        // A line or curve after a close starts at the closed subpath's first point: tiny-skia
        // adds that move itself, as svgtypes does.
        match *c {
            PathCmd::MoveTo(p) => b.move_to(n(p.x), n(p.y)),
            PathCmd::LineTo(p) => b.line_to(n(p.x), n(p.y)),
            PathCmd::CubicTo(c1, c2, p) => {
                b.cubic_to(n(c1.x), n(c1.y), n(c2.x), n(c2.y), n(p.x), n(p.y))
            }
            PathCmd::Close => b.close(),
        }
    }
    let p = b.finish()?;
    // usvg keeps a path only with two segments or more and tight bounds.
    (p.len() >= 2 && p.compute_tight_bounds().is_some()).then_some(p)
}

/// A glyph's outline in font units as a tiny-skia path, made once per run; None for a
/// glyph that draws nothing.
fn glyph_path(weight: Weight, gid: u16) -> Option<Arc<sk::Path>> {
    static CACHE: font::GlyphCache<Arc<sk::Path>> = font::GlyphCache::new();
    CACHE.get(weight, gid, |outline| {
        sk_path(outline, places::FONT_UNITS).map(Arc::new)
    })
}

/// resvg's fill of a path: nothing for one with no area.
fn fill(pixmap: &mut sk::PixmapMut, path: &sk::Path, paint: &sk::Paint, ts: sk::Transform) {
    let b = path.bounds();
    if b.width() == 0.0 || b.height() == 0.0 {
        return;
    }
    pixmap.fill_path(path, paint, sk::FillRule::Winding, ts, None);
}

/// A solid paint as resvg sets it up for a colour fill or stroke.
fn solid(c: Color) -> sk::Paint<'static> {
    let mut paint = sk::Paint::default();
    paint.set_color_rgba8(c.r, c.g, c.b, 255);
    paint.anti_alias = true;
    paint.blend_mode = sk::BlendMode::SourceOver;
    paint
}

/// Draws items onto a page in the order, and with the calls, resvg would.
struct Painter<'a, 'p> {
    doc: &'a Document,
    pixmap: sk::PixmapMut<'p>,
}

impl Painter<'_, '_> {
    fn items(&mut self, items: &[Item], ts: sk::Transform) {
        for item in items {
            self.item(item, ts);
        }
    }

    fn item(&mut self, item: &Item, ts: sk::Transform) {
        match item {
            Item::Group(g) => {
                if let Some(t) = matrix(&g.transform) {
                    self.items(&g.items, ts.pre_concat(t));
                }
            }
            Item::Use(u) => {
                if let Some(t) = matrix(&u.transform) {
                    let doc = self.doc;
                    self.items(&doc.symbols[u.symbol].items, ts.pre_concat(t));
                }
            }
            Item::Shape(s) => self.shape(s, ts),
            Item::Text(t) => self.text(t, ts),
        }
    }

    fn shape(&mut self, s: &Shape, ts: sk::Transform) {
        let Some(path) = sk_path(&s.path, places::MM) else {
            return;
        };
        match s.fill {
            Some(Paint::Solid(c)) => self.fill(&path, &solid(c), ts),
            Some(Paint::Hatch(h)) => self.hatch(&path, &h, ts),
            None => {}
        }
        if let Some(st) = &s.stroke {
            self.stroke(&path, st, ts);
        }
    }

    fn fill(&mut self, path: &sk::Path, paint: &sk::Paint, ts: sk::Transform) {
        fill(&mut self.pixmap, path, paint, ts);
    }

    fn stroke(&mut self, path: &sk::Path, st: &Stroke, ts: sk::Transform) {
        let width = num(st.width, places::MM);
        if !(width > 0.0 && width.is_finite()) {
            return; // usvg drops a stroke of no width
        }
        let mut stroke = sk::Stroke {
            width,
            miter_limit: 4.0,
            line_cap: sk::LineCap::Butt,
            line_join: sk::LineJoin::Miter,
            dash: None,
        };
        if !st.dash.is_empty() {
            let mut dash: Vec<f32> = st.dash.iter().map(|&d| num(d, places::MM)).collect();
            let sum: f32 = dash.iter().sum();
            // usvg: a negative length or a zero sum (within 4 ulps) is a solid line, and an
            // odd list is repeated.
            if !dash.iter().any(|d| d.is_sign_negative()) && sum.to_bits() > 4 {
                if dash.len() % 2 == 1 {
                    dash.extend_from_within(..);
                }
                stroke.dash = sk::StrokeDash::new(dash, 0.0);
            }
        }
        self.pixmap
            .stroke_path(path, &solid(st.color), &stroke, ts, None);
    }

    /// A hatch as resvg draws the SVG backend's `<pattern>`: one tile (a background square
    /// and a stripe, the pitch square, rotated by `patternTransform`) rendered at the
    /// device scale into a pixmap, repeated as a shader.
    fn hatch(&mut self, path: &sk::Path, h: &Hatch, ts: sk::Transform) {
        let side = num(h.spacing, places::MM);
        let Some(rect) = sk::NonZeroRect::from_xywh(0.0, 0.0, side, side) else {
            return; // usvg drops a pattern of no size, and the fill with it
        };
        let angle = round_num(h.angle, places::DEGREES).to_radians();
        let (sin, cos) = (angle.sin(), angle.cos());
        // usvg reads a collapsing patternTransform as none (a rotation never is).
        let rotate = svg_transform(&[[cos, sin, -sin, cos, 0.0, 0.0]]).unwrap_or_default();
        let (sx, sy) = ts.pre_concat(rotate).get_scale();
        let Some(mut tile) = sk::IntSize::from_wh(
            (rect.width() * sx).round() as u32,
            (rect.height() * sy).round() as u32,
        )
        .and_then(|s| sk::Pixmap::new(s.width(), s.height())) else {
            return;
        };
        let tile_ts = sk::Transform::from_scale(sx, sy);
        let stripe_x = num((h.spacing - h.width) / 2.0, places::MM);
        let tile_rects = [
            (0.0, side, h.background),
            (stripe_x, num(h.width, places::MM), h.ink),
        ];
        for (x, w, color) in tile_rects {
            if !(w > 0.0 && w.is_finite()) {
                continue; // usvg skips a `<rect>` of no width
            }
            if let Some(r) = sk::Rect::from_xywh(x, 0.0, w, side) {
                let rect = sk::PathBuilder::from_rect(r);
                fill(&mut tile.as_mut(), &rect, &solid(color), tile_ts);
            }
        }
        let shader_ts = sk::Transform::default()
            .pre_concat(rotate)
            .pre_translate(rect.x(), rect.y())
            .pre_scale(1.0 / sx, 1.0 / sy);
        let mut paint = solid(Color::BLACK);
        paint.shader = sk::Pattern::new(
            tile.as_ref(),
            sk::SpreadMode::Repeat,
            sk::FilterQuality::Bicubic,
            1.0,
            shader_ts,
        );
        self.fill(path, &paint, ts);
    }

    /// A line of text: a group placed at the baseline's start and scaled from font units,
    /// holding each glyph's outline moved along by its pen position.
    fn text(&mut self, t: &Text, ts: sk::Transform) {
        let f = font::get(t.weight);
        let scale = round_num(t.size / f.units_per_em(), places::TEXT_SCALE);
        let (x, y) = (
            round_num(t.start_x(), places::MM),
            round_num(t.pos.y, places::MM),
        );
        let Some(place) = svg_transform(&[
            [1.0, 0.0, 0.0, 1.0, x, y],
            [scale, 0.0, 0.0, scale, 0.0, 0.0],
        ]) else {
            return;
        };
        let ts = ts.pre_concat(place);
        let paint = solid(t.fill);
        for glyph in f.shape(&t.text) {
            if glyph.blank {
                continue;
            }
            let Some(outline) = glyph_path(t.weight, glyph.id) else {
                continue;
            };
            let gx = if glyph.x != 0.0 {
                num(glyph.x, places::FONT_UNITS)
            } else {
                0.0
            };
            self.fill(&outline, &paint, ts.pre_translate(gx, 0.0));
        }
    }
}

/// Encodes RGB pixels as PNG with the DPI in pHYs (the image crate's encoder cannot write
/// pHYs, so this uses the png crate it is built on).
fn encode(rgb: &[u8], w: u32, h: u32, dpi: u32) -> Result<Vec<u8>, PngError> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let ppm = (dpi as f64 / 0.0254).round() as u32;
    enc.set_pixel_dims(Some(png::PixelDimensions {
        xppu: ppm,
        yppu: ppm,
        unit: png::Unit::Meter,
    }));
    // Deflate (zlib-rs, level 2) after the `Up` filter. Against miniz_oxide level 1 with
    // adaptive filters this is a third less work for files a fifth smaller: the adaptive
    // choice tries five filters per row to gain about 3 %, and level 1 in zlib-rs uses fixed
    // Huffman codes, which makes files half as large again.
    enc.set_deflate_compression(png::DeflateCompression::Level(2));
    enc.set_filter(png::Filter::Up);
    let mut wr = enc.write_header()?;
    wr.write_image_data(rgb)?;
    wr.finish()?;
    Ok(out)
}

/// Drops every fourth byte in place: RGBA pixels become RGB in the first three quarters.
fn rgba_to_rgb(px: &mut [u8]) {
    let n = px.len() / 4;
    // Four pixels at a time: the destination of group i ends before its source begins
    // (12i + 12 <= 16i + 16 and each group is read whole before it is written).
    for i in 0..n / 4 {
        let s: [u8; 16] = px[16 * i..16 * i + 16].try_into().unwrap_or([0; 16]);
        px[12 * i..12 * i + 12].copy_from_slice(&[
            s[0], s[1], s[2], s[4], s[5], s[6], s[8], s[9], s[10], s[12], s[13], s[14],
        ]);
    }
    for i in n / 4 * 4..n {
        px.copy_within(4 * i..4 * i + 3, 3 * i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Page;
    use crate::units::{Point, Rect};

    /// A page `w` x 10 mm with a black `rect`.
    fn page(w: f64, rect: Rect) -> Document {
        let size = Size { w, h: 10.0 };
        Document {
            title: "t".into(),
            pages: vec![Page {
                name: "p".into(),
                size,
                trim: Rect::new(0.0, 0.0, w, 10.0),
                bleed: 0.0,
                safe: Rect::new(0.0, 0.0, w, 10.0),
                items: vec![Item::fill(Path::rect(rect), Paint::Solid(Color::BLACK))],
            }],
            symbols: vec![],
        }
    }

    #[test]
    fn pixel_size_follows_dpi() {
        let a4 = Size { w: 210.0, h: 297.0 };
        assert_eq!(pixel_size(a4, 150), (1240, 1754));
        assert_eq!(pixel_size(a4, 72), (595, 842));
    }

    #[test]
    fn alpha_is_dropped_in_place() {
        for n in [0, 1, 3, 4, 5, 9, 17] {
            let mut px: Vec<u8> = (0..n * 4).map(|i| i as u8).collect();
            let want: Vec<u8> = px.chunks(4).flat_map(|p| p[..3].to_vec()).collect();
            rgba_to_rgb(&mut px);
            assert_eq!(&px[..n * 3], &want[..], "{n} pixels");
        }
    }

    #[test]
    fn a_reused_buffer_draws_what_a_fresh_one_does() {
        let opts = PngOptions { dpi: 100 };
        let mut pixels = Vec::new();
        for w in [20.0, 20.0, 12.0, 30.0] {
            let doc = page(w, Rect::new(2.0, 0.0, 3.0, 7.0));
            let reused = render_reusing(&doc, 0, &opts, &mut pixels).unwrap();
            assert_eq!(reused, render(&doc, 0, &opts).unwrap(), "{w} mm");
        }
    }

    #[test]
    fn renders_at_size_with_dpi() {
        let doc = page(20.0, Rect::new(0.0, 0.0, 10.0, 10.0));
        let bytes = render(&doc, 0, &PngOptions { dpi: 254 }).unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(&bytes))
            .read_info()
            .unwrap();
        let info = reader.info();
        assert_eq!((info.width, info.height), (200, 100));
        assert_eq!(info.pixel_dims.unwrap().xppu, 10000);
        let mut px = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut px).unwrap();
        let at = |x: usize, y: usize| &px[(y * 200 + x) * 3..][..3];
        assert_eq!(at(50, 50), [0, 0, 0]);
        assert_eq!(at(150, 50), [255, 255, 255]);
    }

    #[test]
    fn numbers_are_read_as_the_svg_writes_them() {
        // A path point at 1/3 mm lands where "0.333" does.
        let p = sk_path(
            &Path::line(Point::new(1.0 / 3.0, 0.0), Point::new(2.0, 2.0)),
            places::MM,
        )
        .unwrap();
        assert_eq!(p.points()[0].x, "0.333".parse::<f32>().unwrap());
        // A path that does not start with a move draws nothing, as SVG path data.
        let stray = Path {
            cmds: vec![PathCmd::LineTo(Point::new(1.0, 1.0))],
        };
        assert!(sk_path(&stray, places::MM).is_none());
        // A transform that collapses what it holds hides it.
        assert!(matrix(&Transform::scale(0.0, 1.0)).is_none());
        assert_eq!(
            matrix(&Transform::translate(1.0, 2.0)),
            Some(sk::Transform::from_translate(1.0, 2.0))
        );
    }
}
