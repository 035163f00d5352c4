//! PNG previews: the SVG backend's output rasterised with resvg, at a chosen DPI that is
//! stored in the file (pHYs), on a white sheet.

use crate::units::Size;

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
    /// The SVG did not parse.
    #[error("SVG for the preview did not parse: {0}")]
    Svg(#[from] resvg::usvg::Error),
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

/// Rasterises an SVG page of `size` mm.
pub fn render(svg: &str, size: Size, opts: &PngOptions) -> Result<Vec<u8>, PngError> {
    render_reusing(svg, size, opts, &mut Vec::new())
}

/// As [`render`], drawing into `pixels`, a buffer kept from page to page: a new page-sized
/// buffer has to be zeroed (a pass over all its memory) before it is painted white.
pub fn render_reusing(
    svg: &str,
    size: Size,
    opts: &PngOptions,
    pixels: &mut Vec<u8>,
) -> Result<Vec<u8>, PngError> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())?;
    let (w, h) = pixel_size(size, opts.dpi);
    let int_size = resvg::tiny_skia::IntSize::from_wh(w, h).ok_or(PngError::Size(w, h))?;
    let len = w as usize * h as usize * 4;
    let mut buf = std::mem::take(pixels);
    buf.resize(len, 0); // nothing to do when the page size repeats
    let mut pixmap =
        resvg::tiny_skia::Pixmap::from_vec(buf, int_size).ok_or(PngError::Size(w, h))?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    let ts = resvg::tiny_skia::Transform::from_scale(
        w as f32 / tree.size().width(),
        h as f32 / tree.size().height(),
    );
    resvg::render(&tree, ts, &mut pixmap.as_mut());
    drop(tree);

    // Opaque white sheet, so premultiplied RGBA is plain RGB: drop alpha in place, so a
    // large preview never holds a second full-page buffer.
    let mut px = pixmap.take();
    rgba_to_rgb(&mut px);
    let out = encode(&px[..len / 4 * 3], w, h, opts.dpi);
    *pixels = px;
    out
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
        let page = |w: u32| {
            format!(
                r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}mm" height="10mm" viewBox="0 0 {w} 10"><rect x="2" width="3" height="7" fill="#c03"/></svg>"##
            )
        };
        let opts = PngOptions { dpi: 100 };
        let mut pixels = Vec::new();
        for w in [20, 20, 12, 30] {
            let size = Size {
                w: w as f64,
                h: 10.0,
            };
            let svg = page(w);
            let reused = render_reusing(&svg, size, &opts, &mut pixels).unwrap();
            assert_eq!(reused, render(&svg, size, &opts).unwrap(), "{w} mm");
        }
    }

    #[test]
    fn renders_at_size_with_dpi() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20mm" height="10mm" viewBox="0 0 20 10"><rect width="10" height="10" fill="#000"/></svg>"##;
        let bytes = render(svg, Size { w: 20.0, h: 10.0 }, &PngOptions { dpi: 254 }).unwrap();
        let dec = png::Decoder::new(std::io::Cursor::new(&bytes));
        let reader = dec.read_info().unwrap();
        let info = reader.info();
        assert_eq!((info.width, info.height), (200, 100));
        assert_eq!(info.pixel_dims.unwrap().xppu, 10000);
        let mut reader = png::Decoder::new(std::io::Cursor::new(&bytes))
            .read_info()
            .unwrap();
        let mut px = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut px).unwrap();
        let at = |x: usize, y: usize| &px[(y * 200 + x) * 3..][..3];
        assert_eq!(at(50, 50), [0, 0, 0]);
        assert_eq!(at(150, 50), [255, 255, 255]);
    }
}
