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
use crate::scene::{
    Color, Document, Hatch, Image, Item, Paint, Path, PathCmd, Raster, Shape, Stroke, Text,
};
use crate::units::{places, round_num, Rect, Size, Transform};

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
    #[error("{}", crate::exit::Exit::said(self))]
    Size(u32, u32),
    /// Encoding failed.
    #[error("{}", crate::exit::Exit::said(self))]
    Encode(#[from] png::EncodingError),
}

impl crate::exit::Exit for PngError {
    fn is_bad_input(&self) -> bool {
        // The page sizes have been checked before the previews are drawn.
        false
    }

    fn said(&self) -> crate::said::Said {
        use crate::said::Said;
        match self {
            PngError::Size(w, h) => Said::new("refuse-preview-size")
                .arg("width", w.to_string())
                .arg("height", h.to_string()),
            PngError::Encode(e) => Said::new("refuse-png-encode").arg("why", e.to_string()),
        }
    }
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
    draw(doc, index, pixmap.as_mut(), MAX_LAYER_PIXELS);

    // Opaque white sheet, so premultiplied RGBA is plain RGB: drop alpha in place, so a
    // large preview never holds a second full-page buffer.
    let mut px = pixmap.take();
    rgba_to_rgb(&mut px);
    let out = encode(&px[..len / 4 * 3], w, h, opts.dpi);
    *pixels = px;
    out
}

/// Pages of `doc` as a 1-bit PNG for a laser to engrave, `size` mm at `dpi` (stored in the
/// file, so laser software places it at its size): for each of `pieces`, its page (an
/// index) carried by its transform (page mm to sheet mm), black where the drawing inside its clip
/// (page mm) is darker than mid-grey; white everywhere else. One bit a pixel: nothing grey
/// for software to dither and no white shape over black for software that engraves by
/// colour to drop. Drawn without anti-aliasing (a pixel is in or out), each piece only over
/// its clip's box, and of the drawing only what reaches that box.
pub fn engrave(
    doc: &Document,
    size: Size,
    pieces: &[(usize, Transform, Path)],
    dpi: u32,
) -> Result<Vec<u8>, PngError> {
    let (w, h) = pixel_size(size, dpi);
    // Rows of bits, 1 for white (PNG's greyscale), each row whole bytes.
    let row = (w as usize).div_ceil(8);
    let mut bits = vec![0xffu8; row * h as usize];
    let px = dpi as f64 / 25.4;
    let mut pictures = Vec::new();
    // The colour and clip of a band, kept from piece to piece and image to image: a new
    // buffer is cleared (a pass over its memory) before it is painted white.
    let (mut colour, mut inside) = ENGRAVE_BUFFERS.take();
    for (index, place, clip) in pieces {
        let ts = sk_transform(&Transform::scale(px, px).after(place));
        let Some(clip) = sk_path(clip, places::MM).and_then(|p| p.transform(ts)) else {
            continue;
        };
        // The clip's pixels within the image, whole bytes of bits across.
        let b = clip.bounds();
        let span = |lo: f32, hi: f32, n: u32| {
            let lo = (lo.floor().max(0.0) as u32).min(n);
            (lo, (hi.ceil().max(0.0) as u32).clamp(lo, n))
        };
        let (x0, x1) = span(b.left(), b.right(), w);
        let (x0, x1) = (x0 / 8 * 8, x1.next_multiple_of(8).min(w));
        let (y0, y1) = span(b.top(), b.bottom(), h);
        if x0 == x1 || y0 == y1 {
            continue;
        }
        // Drawn in bands of rows: a large piece never holds its whole picture in colour.
        let width = (x1 - x0) as usize;
        let band = (ENGRAVE_BAND_PIXELS / (x1 - x0)).clamp(1, y1 - y0);
        let len = width * band as usize * 4;
        if colour.len() < len {
            colour.resize(len, 0);
        }
        // A clip that is a rectangle (a board's trim) covers whole rows alike: one row of
        // its coverage serves them all, without a mask.
        let rect = axis_rect(&clip).map(|r| {
            let px = |v: f32, lo: u32, hi: u32| (v.round().max(0.0) as u32).clamp(lo, hi);
            let (cx0, cx1) = (px(r.left(), x0, x1), px(r.right(), x0, x1));
            let mut line = vec![0u8; width];
            line[(cx0 - x0) as usize..(cx1 - x0) as usize].fill(255);
            (line, px(r.top(), y0, y1)..px(r.bottom(), y0, y1))
        });
        let mask_rows = if rect.is_some() { 1 } else { band };
        inside.resize(width * mask_rows as usize, 0);
        let mut mask = sk::Mask::from_vec(std::mem::take(&mut inside), size_of(width, mask_rows)?)
            .ok_or(PngError::Size(w, h))?;
        let outside = vec![0u8; if rect.is_some() { width } else { 0 }];
        let mut top = y0;
        while top < y1 {
            let rows = band.min(y1 - top);
            let shift = sk::Transform::from_translate(-(x0 as f32), -(top as f32));
            let mut pixmap = sk::PixmapMut::from_bytes(&mut colour[..len], x1 - x0, band)
                .ok_or(PngError::Size(w, h))?;
            pixmap.fill(sk::Color::WHITE);
            let mut painter = Painter {
                doc,
                pixmap,
                max_layer: MAX_LAYER_PIXELS,
                pictures: std::mem::take(&mut pictures),
                aa: false,
                cull: sk::Rect::from_ltrb(0.0, 0.0, width as f32, rows as f32),
            };
            painter.items(&doc.pages[*index].items, shift.pre_concat(ts));
            pictures = painter.pictures;
            if rect.is_none() {
                mask.clear();
                mask.fill_path(&clip, sk::FillRule::Winding, false, shift);
            }
            let lines = colour[..len].chunks_exact(width * 4).take(rows as usize);
            for (y, colour) in (top..).zip(lines) {
                let inside = match &rect {
                    Some((line, down)) if down.contains(&y) => line.as_slice(),
                    Some(_) => outside.as_slice(),
                    None => &mask.data()[(y - top) as usize * width..][..width],
                };
                let line = &mut bits[y as usize * row..][..row][x0 as usize / 8..];
                engrave_row(line, colour, inside);
            }
            top += rows;
        }
        inside = mask.take();
    }
    ENGRAVE_BUFFERS.set((colour, inside));
    let mut out = Vec::new();
    let mut enc = encoder(
        &mut out,
        (w, h),
        dpi,
        png::ColorType::Grayscale,
        png::BitDepth::One,
    );
    // Long runs of white and of black: the fastest deflate packs them about as well.
    enc.set_deflate_compression(png::DeflateCompression::Level(1));
    enc.set_filter(png::Filter::NoFilter);
    let mut wr = enc.write_header()?;
    wr.write_image_data(&bits)?;
    wr.finish()?;
    Ok(out)
}

/// The size of a buffer of `width` x `rows` pixels.
fn size_of(width: usize, rows: u32) -> Result<sk::IntSize, PngError> {
    let w = u32::try_from(width).map_err(|_| PngError::Size(u32::MAX, rows))?;
    sk::IntSize::from_wh(w, rows).ok_or(PngError::Size(w, rows))
}

/// The rectangle a path is, when it is one with sides along the axes: one subpath of four
/// corners (the first repeated at its end or not), each side across or down.
fn axis_rect(p: &sk::Path) -> Option<sk::Rect> {
    use sk::PathSegment as S;
    let mut pts = Vec::new();
    for (i, seg) in p.segments().enumerate() {
        match (i, seg) {
            (0, S::MoveTo(q)) | (1..=4, S::LineTo(q)) => pts.push(q),
            (4 | 5, S::Close) => {}
            _ => return None,
        }
    }
    if pts.len() == 5 && pts[4] == pts[0] {
        pts.pop();
    }
    let b = p.bounds();
    let corner = |q: &sk::Point| {
        (q.x == b.left() || q.x == b.right()) && (q.y == b.top() || q.y == b.bottom())
    };
    let along = (0..pts.len()).all(|i| {
        let (a, c) = (pts[i], pts[(i + 1) % pts.len()]);
        a.x == c.x || a.y == c.y
    });
    (pts.len() == 4 && pts.iter().all(corner) && along).then_some(b)
}

/// One row of an engraving: `colour` (premultiplied RGBA) and `inside` (the clip's
/// coverage) of the same pixels into `line`, the row's bits from its first pixel on, each
/// engraved pixel's bit cleared.
fn engrave_row(line: &mut [u8], colour: &[u8], inside: &[u8]) {
    // Eight pixels to a byte of bits, the first in its highest bit; the last byte of an
    // image whose width is not a multiple of 8 on its own.
    let (colour8, inside8) = (colour.chunks_exact(32), inside.chunks_exact(8));
    let rest = (colour8.remainder(), inside8.remainder());
    let mut bytes = line.iter_mut();
    for ((byte, colour), inside) in (&mut bytes).zip(colour8).zip(inside8) {
        let (colour, inside): (&[u8; 32], &[u8; 8]) = (
            colour.try_into().expect("32 bytes"),
            inside.try_into().expect("8 bytes"),
        );
        // Most runs of eight are all white, or all black inside the clip.
        let word = |k: usize| u64::from_le_bytes(colour[8 * k..8 * k + 8].try_into().expect("8"));
        let all = |v: u64| (0..4).all(|k| word(k) == v);
        if all(u64::MAX) {
            continue;
        }
        if u64::from_le_bytes(*inside) == u64::MAX && all(OPAQUE_BLACK) {
            *byte = 0;
            continue;
        }
        let mut dark = 0u8;
        for k in 0..8 {
            dark |= u8::from(engraved(&colour[4 * k..4 * k + 4], inside[k])) << (7 - k);
        }
        *byte &= !dark;
    }
    if let Some(byte) = bytes.next() {
        for (k, (c, m)) in rest.0.chunks_exact(4).zip(rest.1).enumerate() {
            *byte &= !(u8::from(engraved(c, *m)) << (7 - k));
        }
    }
}

/// Two opaque black pixels (premultiplied RGBA) as one little-endian word.
const OPAQUE_BLACK: u64 = 0xff00_0000_ff00_0000;

/// True for a pixel of an engraving: inside the clip (`inside`, its coverage) and darker
/// than mid-grey, weighted as luminance (x 10000). Opaque on white, so the premultiplied
/// channels of `c` are the colour.
#[inline(always)]
fn engraved(c: &[u8], inside: u8) -> bool {
    let grey = c[0] as u32 * 2126 + c[1] as u32 * 7152 + c[2] as u32 * 722;
    inside >= 128 && grey < 128 * 10000
}

/// The part `view` of page `index` of `doc` as a PNG at `dpi` (stored in the file) on a
/// transparent sheet: for software that cuts round what an uploaded picture draws.
pub fn cutout(doc: &Document, index: usize, view: Rect, dpi: u32) -> Result<Vec<u8>, PngError> {
    let (w, h) = pixel_size(
        Size {
            w: view.w,
            h: view.h,
        },
        dpi,
    );
    let mut pixmap = sk::Pixmap::new(w, h).ok_or(PngError::Size(w, h))?;
    let px = dpi as f64 / 25.4;
    let t = Transform::scale(px, px).after(&Transform::translate(-view.x, -view.y));
    let mut painter = Painter {
        doc,
        pixmap: pixmap.as_mut(),
        max_layer: MAX_LAYER_PIXELS,
        pictures: Vec::new(),
        aa: true,
        cull: None,
    };
    painter.items(&doc.pages[index].items, sk_transform(&t));
    let rgba: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    let mut out = Vec::new();
    let enc = encoder(
        &mut out,
        (w, h),
        dpi,
        png::ColorType::Rgba,
        png::BitDepth::Eight,
    );
    let mut wr = enc.write_header()?;
    wr.write_image_data(&rgba)?;
    wr.finish()?;
    Ok(out)
}

/// A transform in tiny-skia's single precision.
fn sk_transform(t: &Transform) -> sk::Transform {
    sk::Transform::from_row(
        t.a as f32, t.b as f32, t.c as f32, t.d as f32, t.e as f32, t.f as f32,
    )
}

thread_local! {
    /// [`engrave`]'s colour and clip buffers, kept from one image to the next.
    static ENGRAVE_BUFFERS: std::cell::Cell<(Vec<u8>, Vec<u8>)> = const {
        std::cell::Cell::new((Vec::new(), Vec::new()))
    };
}

/// Most pixels of one band of an engrave image drawn at a time.
const ENGRAVE_BAND_PIXELS: u32 = 4 << 20;

/// Draws page `index` of `doc` on a white sheet, drawing hatches in layers of at most
/// `max_layer` pixels.
fn draw(doc: &Document, index: usize, mut pixmap: sk::PixmapMut, max_layer: u32) {
    pixmap.fill(sk::Color::WHITE);
    let page = &doc.pages[index];
    let (w, h) = (pixmap.width(), pixmap.height());
    if let Some(ts) = page_transform(page.size, w, h) {
        let mut painter = Painter {
            doc,
            pixmap,
            max_layer,
            pictures: Vec::new(),
            aa: true,
            cull: None,
        };
        painter.items(&page.items, ts);
    }
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
fn solid(c: Color, aa: bool) -> sk::Paint<'static> {
    let mut paint = sk::Paint::default();
    paint.set_color_rgba8(c.r, c.g, c.b, 255);
    paint.anti_alias = aa;
    paint.blend_mode = sk::BlendMode::SourceOver;
    paint
}

/// The most pixels of a hatch's layer drawn at once: 31 MB with its mask (5 bytes a pixel).
/// resvg draws a clipped group in one layer as large as the shape, which for a board's dark
/// squares at 600 dpi is more than half the page again. A larger layer is drawn in bands of
/// rows, with the same pixels except along stripe edges that cross a band's top: the
/// rasteriser starts such an edge afresh there, rounded differently, so some of its
/// anti-aliased pixels move by a step of 1/16 coverage (a few by up to 4).
const MAX_LAYER_PIXELS: u32 = 6 << 20;

/// Where resvg draws a clipped hatch group: the device box of its layer and the offset of
/// the layer's origin, computed as usvg and resvg compute them (the same `f32` rectangle
/// conversions, so the box is the same to the pixel). None where resvg draws nothing.
fn hatch_layer(
    clip: &sk::Path,
    stripes: &sk::Path,
    rotate: sk::Transform,
    ts: sk::Transform,
    page: (u32, u32),
) -> Option<(sk::IntRect, (f32, f32))> {
    // usvg: the stripes' box, through their rotation, cut to the clip path's box.
    let s = stripes.compute_tight_bounds()?;
    let content =
        sk::NonZeroRect::from_ltrb(s.left(), s.top(), s.right(), s.bottom())?.transform(rotate)?;
    let layer = content
        .to_rect()
        .intersect(&clip.compute_tight_bounds()?)?
        .to_non_zero_rect()?;
    // resvg: that box in device pixels, 2 more on each side for anti-aliasing, kept within
    // the page and twice its size around it.
    let bbox = layer.transform(ts)?;
    let ibox = sk::IntRect::from_xywh(
        (bbox.x().floor() as i32).checked_sub(2)?,
        (bbox.y().floor() as i32).checked_sub(2)?,
        (bbox.width().ceil() as u32).checked_add(4)?,
        (bbox.height().ceil() as u32).checked_add(4)?,
    )?;
    let (w, h) = (page.0 as i32, page.1 as i32); // a page pixmap's sides fit an i32
    let ibox = sk::IntRect::from_ltrb(
        ibox.left().max(w.saturating_mul(-2)),
        ibox.top().max(h.saturating_mul(-2)),
        ibox.right().min(w.saturating_mul(3)),
        ibox.bottom().min(h.saturating_mul(3)),
    )?;
    // The layer's origin, as resvg computes it (not always exactly the whole pixel).
    let dx = bbox.x() - (bbox.x() - ibox.x() as f32);
    let dy = bbox.y() - (bbox.y() - ibox.y() as f32);
    Some((ibox, (dx, dy)))
}

/// `layer` cut into bands of whole rows, each at most `max_pixels` (one row at least).
fn bands(layer: sk::IntRect, max_pixels: u32) -> impl Iterator<Item = sk::IntRect> {
    let rows = (max_pixels / layer.width()).max(1);
    (0..layer.height())
        .step_by(rows as usize)
        .filter_map(move |y| {
            sk::IntRect::from_xywh(
                layer.x(),
                layer.y() + y as i32,
                layer.width(),
                rows.min(layer.height() - y),
            )
        })
}

/// Draws items onto a page in the order, and with the calls, resvg would.
struct Painter<'a, 'p> {
    doc: &'a Document,
    pixmap: sk::PixmapMut<'p>,
    /// [`MAX_LAYER_PIXELS`], smaller in tests.
    max_layer: u32,
    /// Each picture drawn on the page, as premultiplied pixels made once.
    pictures: Vec<(Arc<Raster>, sk::Pixmap)>,
    /// True to anti-alias edges, as resvg does; false for a picture of whole pixels.
    aa: bool,
    /// The pixels drawn to, device space, for skipping shapes that lie wholly outside;
    /// None to draw every shape (as resvg does).
    cull: Option<sk::Rect>,
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
            Item::Image(i) => self.image(i, ts),
        }
    }

    /// A picture: its outline (its rectangle, or its clip) filled with the pixels mapped
    /// onto the rectangle, sampled bicubically.
    fn image(&mut self, i: &Image, ts: sk::Transform) {
        let p = i.raster();
        let k = match self.pictures.iter().position(|(r, _)| Arc::ptr_eq(r, p)) {
            Some(k) => k,
            None => {
                let Some(px) = pixmap(p) else { return };
                self.pictures.push((p.clone(), px));
                self.pictures.len() - 1
            }
        };
        let r = i.rect;
        let outline = match &i.clip {
            Some(c) => sk_path(c, places::MM),
            None => sk_path(&Path::rect(r), places::MM),
        };
        let Some(outline) = outline else { return };
        if self.outside(outline.bounds(), 0.0, ts) {
            return;
        }
        let place = sk::Transform::from_row(
            (r.w / p.width as f64) as f32,
            0.0,
            0.0,
            (r.h / p.height as f64) as f32,
            r.x as f32,
            r.y as f32,
        );
        let paint = sk::Paint {
            shader: sk::Pattern::new(
                self.pictures[k].1.as_ref(),
                sk::SpreadMode::Pad,
                sk::FilterQuality::Bicubic,
                1.0,
                place,
            ),
            anti_alias: self.aa,
            ..Default::default()
        };
        fill(&mut self.pixmap, &outline, &paint, ts);
    }

    fn shape(&mut self, s: &Shape, ts: sk::Transform) {
        let Some(path) = sk_path(&s.path, places::MM) else {
            return;
        };
        // A stroke's mitres reach at most twice its width beyond the path.
        let reach = s.stroke.as_ref().map_or(0.0, |st| 2.0 * st.width as f32);
        if self.outside(path.bounds(), reach, ts) {
            return;
        }
        match s.fill {
            Some(Paint::Solid(c)) => self.fill(&path, &solid(c, self.aa), ts),
            Some(Paint::Hatch(h)) => self.hatch(&path, &s.path, &h, ts),
            None => {}
        }
        if let Some(st) = &s.stroke {
            self.stroke(&path, st, ts);
        }
    }

    fn fill(&mut self, path: &sk::Path, paint: &sk::Paint, ts: sk::Transform) {
        fill(&mut self.pixmap, path, paint, ts);
    }

    /// True when `bounds` grown by `reach` (both in user space), carried by `ts`, lie
    /// wholly outside the pixels drawn to (with culling on).
    fn outside(&self, bounds: sk::Rect, reach: f32, ts: sk::Transform) -> bool {
        let Some(cull) = self.cull else {
            return false;
        };
        match bounds.outset(reach, reach).and_then(|b| b.transform(ts)) {
            Some(b) => {
                b.right() < cull.left() - 1.0
                    || b.left() > cull.right() + 1.0
                    || b.bottom() < cull.top() - 1.0
                    || b.top() > cull.bottom() + 1.0
            }
            None => false,
        }
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
            .stroke_path(path, &solid(st.color, self.aa), &stroke, ts, None);
    }

    /// A hatch at its exact pitch, as resvg draws the SVG backend's `exact_hatch` output:
    /// the shape in the background colour, then a clipped group holding the stripes
    /// ([`Hatch::stripes`], rotated by the hatch angle). resvg draws that group into a layer
    /// the size of its device box (the shape's box, clipped), masks the layer with the
    /// shape's coverage and lays it over the page. A tiled `<pattern>` would be rendered at
    /// a whole number of pixels per tile, which changes the pitch.
    fn hatch(&mut self, path: &sk::Path, shape: &Path, h: &Hatch, ts: sk::Transform) {
        self.fill(path, &solid(h.background, self.aa), ts);
        let Some(stripes) = h.stripes(shape).and_then(|s| sk_path(&s, places::MM)) else {
            return;
        };
        let angle = round_num(h.angle, places::DEGREES).to_radians();
        let (sin, cos) = (angle.sin(), angle.cos());
        // usvg reads a collapsing transform as none (a rotation never is).
        let rotate = svg_transform(&[[cos, sin, -sin, cos, 0.0, 0.0]]).unwrap_or_default();
        let page = (self.pixmap.width(), self.pixmap.height());
        let Some((ibox, shift)) = hatch_layer(path, &stripes, rotate, ts, page) else {
            return;
        };
        let ink = solid(h.ink, self.aa);
        for band in bands(ibox, self.max_layer) {
            // This band's rows of the layer: its origin moved down by the rows above it.
            let layer_ts =
                sk::Transform::from_translate(-shift.0, -shift.1 - (band.y() - ibox.y()) as f32)
                    .pre_concat(ts);
            let Some(mut pixels) = sk::Pixmap::new(band.width(), band.height()) else {
                return;
            };
            fill(
                &mut pixels.as_mut(),
                &stripes,
                &ink,
                layer_ts.pre_concat(rotate),
            );
            // resvg clears the shape out of an opaque sheet and inverts its alpha: that is
            // the shape's coverage, which a mask holds in a quarter of the memory.
            let Some(mut mask) = sk::Mask::new(band.width(), band.height()) else {
                return;
            };
            mask.fill_path(path, sk::FillRule::Winding, self.aa, layer_ts);
            pixels.apply_mask(&mask);
            let paint = sk::Paint {
                shader: sk::Pattern::new(
                    pixels.as_ref(),
                    sk::SpreadMode::Pad,
                    sk::FilterQuality::Bilinear,
                    1.0,
                    sk::Transform::from_translate(band.x() as f32, band.y() as f32),
                ),
                anti_alias: self.aa,
                ..Default::default()
            };
            let rect = sk::PathBuilder::from_rect(band.to_rect());
            self.pixmap.fill_path(
                &rect,
                &paint,
                sk::FillRule::Winding,
                sk::Transform::identity(),
                None,
            );
        }
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
        let paint = solid(t.fill, self.aa);
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
            let at = ts.pre_translate(gx, 0.0);
            if self.outside(outline.bounds(), 0.0, at) {
                continue;
            }
            self.fill(&outline, &paint, at);
        }
    }
}

/// A PNG encoder of `size` pixels with the DPI in pHYs, which print and laser software
/// read to import the picture at its size.
fn encoder(
    out: &mut Vec<u8>,
    (w, h): (u32, u32),
    dpi: u32,
    color: png::ColorType,
    depth: png::BitDepth,
) -> png::Encoder<'_, &mut Vec<u8>> {
    let mut enc = png::Encoder::new(out, w, h);
    enc.set_color(color);
    enc.set_depth(depth);
    let ppm = (dpi as f64 / 0.0254).round() as u32;
    enc.set_pixel_dims(Some(png::PixelDimensions {
        xppu: ppm,
        yppu: ppm,
        unit: png::Unit::Meter,
    }));
    enc
}

/// Encodes RGB pixels as PNG with the DPI in pHYs (the image crate's encoder cannot write
/// pHYs, so this uses the png crate it is built on).
fn encode(rgb: &[u8], w: u32, h: u32, dpi: u32) -> Result<Vec<u8>, PngError> {
    let mut out = Vec::new();
    let mut enc = encoder(
        &mut out,
        (w, h),
        dpi,
        png::ColorType::Rgb,
        png::BitDepth::Eight,
    );
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

/// A picture as premultiplied RGBA pixels.
fn pixmap(p: &Raster) -> Option<sk::Pixmap> {
    let n = p.width as usize * p.height as usize;
    let step = if p.grey { 1 } else { 3 };
    let mut data = Vec::with_capacity(n * 4);
    for i in 0..n {
        let c = &p.pixels[i * step..i * step + step];
        let a = p.alpha.as_ref().map_or(255, |a| a[i]) as u32;
        let pre = |v: u8| ((v as u32 * a + 127) / 255) as u8;
        let (r, g, b) = if p.grey {
            (c[0], c[0], c[0])
        } else {
            (c[0], c[1], c[2])
        };
        data.extend_from_slice(&[pre(r), pre(g), pre(b), a as u8]);
    }
    sk::Pixmap::from_vec(data, sk::IntSize::from_wh(p.width, p.height)?)
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
                cuts: Default::default(),
            }],
            symbols: vec![],
        }
    }

    #[test]
    fn bands_cover_the_layer_row_by_row() {
        let layer = sk::IntRect::from_xywh(-3, 5, 100, 37).unwrap();
        for (max, rows) in [
            (1000, vec![10, 10, 10, 7]),
            (99, vec![1; 37]),
            (u32::MAX, vec![37]),
        ] {
            let got: Vec<sk::IntRect> = bands(layer, max).collect();
            assert_eq!(got.iter().map(|b| b.height()).collect::<Vec<_>>(), rows);
            let mut y = layer.y();
            for b in got {
                assert_eq!((b.x(), b.y(), b.width()), (-3, y, 100));
                y = b.bottom();
            }
        }
    }

    #[test]
    fn a_hatch_drawn_in_bands_differs_only_at_a_few_stripe_edges() {
        let mut doc = page(60.0, Rect::new(0.0, 0.0, 1.0, 1.0));
        let hatch = Hatch {
            background: Color::grey(0xe0),
            ink: Color::grey(0x20),
            spacing: 1.4,
            width: 0.3,
            angle: 45.0,
        };
        let square = Path::rect(Rect::new(3.3, 0.7, 53.1, 8.6));
        doc.pages[0].items = vec![Item::fill(square, Paint::Hatch(hatch))];
        let (w, h) = pixel_size(doc.pages[0].size, 600);
        let draw_with = |max_layer| {
            let mut pixmap = sk::Pixmap::new(w, h).unwrap();
            draw(&doc, 0, pixmap.as_mut(), max_layer);
            pixmap
        };
        let whole = draw_with(u32::MAX);
        // Bands of 7 rows: an edge that crosses a band's top is restarted there.
        let banded = draw_with(w * 7);
        let (mut differ, mut most) = (0, 0);
        for (a, b) in whole.pixels().iter().zip(banded.pixels()) {
            if a != b {
                differ += 1;
                most = most.max(a.red().abs_diff(b.red()));
            }
        }
        // An edge moved by a quarter-pixel on some of a pixel's four sub-rows: steps of 1/16
        // of the contrast, at most four of them (and 1 for rounding), in under 0.1 % of the
        // pixels (0.04 % when this was written).
        assert!(most <= (0xe0 - 0x20) / 4 + 1, "{most}");
        assert!(differ * 1000 < w * h, "{differ} of {} pixels", w * h);
        assert!(differ > 0, "no band boundary crossed a stripe edge");
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
