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
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())?;
    let (w, h) = pixel_size(size, opts.dpi);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h).ok_or(PngError::Size(w, h))?;
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
    for i in 0..(w as usize * h as usize) {
        px.copy_within(i * 4..i * 4 + 3, i * 3);
    }
    px.truncate(w as usize * h as usize * 3);
    px.shrink_to_fit();
    let rgb = image::RgbImage::from_raw(w, h, px).ok_or(PngError::Size(w, h))?;
    // The image crate's PNG encoder cannot write pHYs, so use the png crate it is built on.
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let ppm = (opts.dpi as f64 / 0.0254).round() as u32;
        enc.set_pixel_dims(Some(png::PixelDimensions {
            xppu: ppm,
            yppu: ppm,
            unit: png::Unit::Meter,
        }));
        let mut wr = enc.write_header()?;
        wr.write_image_data(rgb.as_raw())?;
        wr.finish()?;
    }
    Ok(out)
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
    fn renders_at_size_with_dpi() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20mm" height="10mm" viewBox="0 0 20 10"><rect width="10" height="10" fill="#000"/></svg>"##;
        let bytes = render(svg, Size { w: 20.0, h: 10.0 }, &PngOptions { dpi: 254 }).unwrap();
        let dec = png::Decoder::new(std::io::Cursor::new(&bytes));
        let reader = dec.read_info().unwrap();
        let info = reader.info();
        assert_eq!((info.width, info.height), (200, 100));
        assert_eq!(info.pixel_dims.unwrap().xppu, 10000);
        let img = image::load_from_memory(&bytes).unwrap().to_rgb8();
        assert_eq!(img.get_pixel(50, 50).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(150, 50).0, [255, 255, 255]);
    }
}
