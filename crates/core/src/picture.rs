//! Users' raster pictures for the pieces (photos, scanned drawings): read and checked as
//! hostile input, decoded with `image` inside [`Limits`], turned upright by their EXIF
//! orientation, cropped, resampled once to print resolution and encoded once for the
//! backends. Layout decodes nothing: it places each picture from its size in pixels and
//! records the place it prints in (a [`crate::scene::Wanted`]); once the run's layout is
//! final, `product::pictures` makes each place's [`Raster`] from one decode of its file.

use std::io::Cursor;
use std::path::Path;

use image::imageops::FilterType;
use image::metadata::Orientation;
use image::{DynamicImage, ImageBuffer, ImageDecoder, ImageFormat, ImageReader, Limits};

use crate::quote::shown;
use crate::said::Said;
use crate::scene::Raster;

/// Largest picture file read, in bytes (32 MiB: a phone photo is 2 to 10 MB).
pub const MAX_BYTES: u64 = 32 << 20;
/// Most pixels a picture may declare along either side.
pub const MAX_SIDE: u32 = 12_000;
/// Fewest pixels a picture may have along either side.
pub const MIN_SIDE: u32 = 16;
/// Most memory the decoder may hold for one picture (its pixels included), in bytes.
pub const MAX_ALLOC: u64 = 192 << 20;
/// Largest EXIF block, in bytes (a camera's is a few KB; JPEG caps one segment at 64 KiB).
pub const MAX_EXIF: usize = 64 << 10;
/// The resolution pictures are resampled to at their printed size.
pub const PRINT_DPI: f64 = 300.0;
/// Below this a picture prints soft, and a note says so.
pub const LOW_DPI: f64 = 150.0;

/// How a picture fills its place on the piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Fit {
    /// Fills the place, cropping what sticks out (the centre is kept).
    #[default]
    Cover,
    /// Shows the whole picture, the side's face colour around it.
    Contain,
}

/// Which part of a picture a crop keeps: the centre, an edge (`top` keeps a portrait's head)
/// or a corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Anchor {
    /// The middle.
    #[default]
    #[serde(alias = "center")]
    Centre,
    /// The top edge, across the middle.
    Top,
    /// The bottom edge.
    Bottom,
    /// The left edge.
    Left,
    /// The right edge.
    Right,
    /// The top-left corner.
    TopLeft,
    /// The top-right corner.
    TopRight,
    /// The bottom-left corner.
    BottomLeft,
    /// The bottom-right corner.
    BottomRight,
}

impl Anchor {
    /// Every anchor, in the order messages list them.
    pub const ALL: [Anchor; 9] = [
        Anchor::Centre,
        Anchor::Top,
        Anchor::Bottom,
        Anchor::Left,
        Anchor::Right,
        Anchor::TopLeft,
        Anchor::TopRight,
        Anchor::BottomLeft,
        Anchor::BottomRight,
    ];

    /// Its name on the command line and in templates.
    pub fn name(self) -> &'static str {
        match self {
            Anchor::Centre => "centre",
            Anchor::Top => "top",
            Anchor::Bottom => "bottom",
            Anchor::Left => "left",
            Anchor::Right => "right",
            Anchor::TopLeft => "top-left",
            Anchor::TopRight => "top-right",
            Anchor::BottomLeft => "bottom-left",
            Anchor::BottomRight => "bottom-right",
        }
    }

    /// The share of what a crop cuts away that goes from the left and from the top.
    fn at(self) -> (f64, f64) {
        match self {
            Anchor::Centre => (0.5, 0.5),
            Anchor::Top => (0.5, 0.0),
            Anchor::Bottom => (0.5, 1.0),
            Anchor::Left => (0.0, 0.5),
            Anchor::Right => (1.0, 0.5),
            Anchor::TopLeft => (0.0, 0.0),
            Anchor::TopRight => (1.0, 0.0),
            Anchor::BottomLeft => (0.0, 1.0),
            Anchor::BottomRight => (1.0, 1.0),
        }
    }
}

/// The largest zoom: a quarter of the picture's width fills the place.
pub const MAX_ZOOM: f64 = 4.0;

/// A picture file, read and checked (format, size, orientation, frames) but not decoded.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    /// The name as the user wrote it (shown in messages).
    pub name: String,
    bytes: Vec<u8>,
    format: ImageFormat,
    orientation: Orientation,
    /// Width in pixels as it prints (after the EXIF orientation).
    pub width: u32,
    /// Height in pixels as it prints.
    pub height: u32,
    /// Width and height as stored in the file (before the EXIF orientation).
    stored: (u32, u32),
    /// A hash of the bytes: one picture however many names (or `--art` values) reach it.
    key: u64,
}

/// Where a picture is printed: a place `side` mm across (`aspect` its width over its height:
/// 1 for a piece's square, or the disc inscribed in it, `round`; a board frame's rectangle
/// for a background).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Target {
    /// Side of the place, mm.
    pub side: f64,
    /// The place is the disc inscribed in the square.
    pub round: bool,
    /// Cover or contain.
    pub fit: Fit,
    /// Convert to grey (luma).
    pub mono: bool,
    /// Which part a crop keeps.
    pub anchor: Anchor,
    /// How far in the picture is taken, 1 (all a fit shows) to [`MAX_ZOOM`].
    pub zoom: f64,
    /// The place's width over its height: a cover crop takes this shape.
    pub aspect: f64,
}

impl Target {
    /// The picture's size in pixels at [`PRINT_DPI`] (never more than it has) and the dpi it
    /// prints at, for a picture of `w` x `h` pixels.
    pub fn pixels(&self, w: u32, h: u32) -> ((u32, u32), f64) {
        let px = (self.side / 25.4 * PRINT_DPI).ceil();
        let (_, _, w, h) = crop_of(w, h, self);
        let (w, h) = (w as f64, h as f64);
        // The picture's printed extent, in the same unit as `side`, per source pixel.
        // A cover crop has the place's shape, so its width spans `side`.
        let across = match (self.fit, self.round) {
            (Fit::Cover, _) => w,
            (Fit::Contain, false) => w.max(h),
            (Fit::Contain, true) => w.hypot(h),
        };
        let dpi = across / (self.side / 25.4);
        let k = (px / across).min(1.0);
        let size = match self.fit {
            Fit::Cover | Fit::Contain => (
                (w * k).round().max(1.0) as u32,
                (h * k).round().max(1.0) as u32,
            ),
        };
        (size, dpi)
    }
}

fn limits(sides: bool) -> Limits {
    let mut l = Limits::default();
    if sides {
        l.max_image_width = Some(MAX_SIDE);
        l.max_image_height = Some(MAX_SIDE);
    }
    l.max_alloc = Some(MAX_ALLOC);
    l
}

fn format_name(f: ImageFormat) -> &'static str {
    match f {
        ImageFormat::Png => "PNG",
        ImageFormat::Jpeg => "JPEG",
        ImageFormat::WebP => "WebP",
        ImageFormat::Gif => "GIF",
        _ => "unsupported",
    }
}

/// Message `id` about the picture `name` (its value `name`, shown safely).
fn about(id: &'static str, name: &str) -> Said {
    Said::new(id).arg("name", shown(name))
}

/// The message for a picture whose pixels take more than the decoder may hold: the limit,
/// and how small to save it.
fn too_large(name: &str, w: u32, h: u32, bytes: u64) -> Said {
    let per_pixel = (bytes / (w as u64 * h as u64)).max(1);
    let most = MAX_ALLOC / per_pixel;
    about("refuse-pic-memory", name)
        .arg("width", w)
        .arg("height", h)
        .arg("need", bytes.div_ceil(1 << 20) as usize)
        .arg("limit", (MAX_ALLOC >> 20) as usize)
        .arg("megapixels", (most as f64 / 1e6).floor() as usize)
        .arg(
            "w",
            (((most as f64 * 4.0 / 3.0).sqrt() as u64) / 100 * 100) as usize,
        )
        .arg(
            "h",
            (((most as f64 * 3.0 / 4.0).sqrt() as u64) / 100 * 100) as usize,
        )
}

/// What a GIF's block structure says is wrong with it, read without decoding (each frame's
/// data is skipped by its sub-block lengths): `Err` for data cut short or damaged, `Ok(true)`
/// for more than one frame.
fn gif_fault(b: &[u8]) -> Result<bool, Said> {
    let cut = |at: Said| Err(Said::new("refuse-pic-gif-cut").arg("where", at));
    let table = |packed: u8| {
        if packed & 0x80 != 0 {
            3usize << ((packed & 7) + 1)
        } else {
            0
        }
    };
    let Some(&packed) = b.get(10) else {
        return cut(Said::new("refuse-pic-gif-header"));
    };
    let mut i = 13 + table(packed);
    // Skips the sub-blocks starting at `i`: the index after their terminator.
    let blocks = |mut i: usize| -> Option<usize> {
        loop {
            let n = *b.get(i)? as usize;
            i += 1 + n;
            if n == 0 {
                return Some(i);
            }
        }
    };
    let mut frames = 0usize;
    loop {
        match b.get(i) {
            // The trailer, or the end of a file whose last frame is whole.
            Some(0x3B) | None if frames > 0 => break,
            None => return cut(Said::new("refuse-pic-gif-header")),
            Some(0x21) => match blocks(i + 2) {
                Some(j) => i = j,
                None => return cut(Said::new("refuse-pic-gif-extension")),
            },
            Some(0x2C) => {
                frames += 1;
                let frame = || Said::new("refuse-pic-gif-frame").arg("frame", frames);
                let Some(&p) = b.get(i + 9) else {
                    return cut(frame());
                };
                match blocks(i + 10 + table(p) + 1) {
                    Some(j) if j <= b.len() => i = j,
                    _ if frames == 1 => return cut(Said::new("refuse-pic-gif-data")),
                    _ => return cut(frame()),
                }
            }
            Some(&other) => {
                return Err(Said::new("refuse-pic-gif-block")
                    .arg("kind", format!("0x{other:02X}"))
                    .arg("byte", i))
            }
        }
    }
    Ok(frames > 1)
}

/// True when a PNG is an animated PNG: an `acTL` chunk before its first `IDAT` declaring
/// more than one frame.
fn apng(b: &[u8]) -> bool {
    let mut i = 8;
    while let Some(head) = b.get(i..i + 8) {
        let len = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as usize;
        match &head[4..8] {
            b"IDAT" => return false,
            b"acTL" => {
                return b
                    .get(i + 8..i + 12)
                    .is_some_and(|f| u32::from_be_bytes([f[0], f[1], f[2], f[3]]) > 1)
            }
            _ => i = i.saturating_add(12).saturating_add(len),
        }
    }
    false
}

/// How many bytes of its data a lossy WebP frame that decodes without them does not need.
const VP8_SLACK: usize = 16;

/// A JPEG's pixels decoded in strict mode, where a damaged scan is an error rather than
/// grey, and the colour space they are in (CMYK and YCCK made RGB, grey kept grey).
fn jpeg_pixels(bytes: &[u8]) -> Result<(Vec<u8>, zune_core::colorspace::ColorSpace), String> {
    use zune_core::colorspace::ColorSpace as Zc;
    let options = zune_core::options::DecoderOptions::default()
        .set_strict_mode(true)
        .set_max_width(MAX_SIDE as usize)
        .set_max_height(MAX_SIDE as usize);
    let cursor = zune_core::bytestream::ZCursor::new(bytes);
    counted();
    let mut d = zune_jpeg::JpegDecoder::new_with_options(cursor, options);
    d.decode_headers().map_err(|e| e.to_string())?;
    let input = d.input_colorspace().unwrap_or(Zc::RGB);
    let out = match input {
        Zc::RGB | Zc::RGBA | Zc::Luma | Zc::LumaA => input,
        _ => Zc::RGB,
    };
    d.set_options(options.jpeg_set_out_colorspace(out));
    Ok((d.decode().map_err(|e| e.to_string())?, out))
}

/// A lossy WebP's VP8 frame decoded without its last bytes: a sound frame needs them all
/// (its coder reads to the end of its data), so when it decodes without them its coder
/// lost step, at a damaged byte, and what it drew from there is noise.
fn vp8_stops_early(b: &[u8]) -> bool {
    let mut i = 12;
    while let Some(head) = b.get(i..i + 8) {
        let len = u32::from_le_bytes([head[4], head[5], head[6], head[7]]) as usize;
        let data = b.get(i + 8..(i + 8).saturating_add(len));
        if &head[..4] == b"VP8 " {
            // A sound frame decodes without its last 3 bytes at most (the coder's flush);
            // one that decodes without its last 16 stopped early (damaged ones tried leave 40 to
            // 400 unread).
            return data.is_some_and(|d| {
                d.len() > 4 * VP8_SLACK
                    && counted()
                    && image_webp::vp8::Vp8Decoder::decode_frame(Cursor::new(
                        &d[..d.len() - VP8_SLACK],
                    ))
                    .is_ok()
            });
        }
        i = i.saturating_add(8).saturating_add(len + (len & 1));
    }
    false
}

std::thread_local! {
    static DECODES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// What went wrong in a decoder, in a sentence a person can act on: the decoders' own words
/// name their internals ("Corrupt deflate stream. BadCodeLengthHuffmanTree", a CRC
/// mismatch as a debug struct, "Corrupt bitstream").
fn plain(format: ImageFormat, e: &image::ImageError) -> Said {
    let kind = format_name(format);
    match e {
        image::ImageError::Decoding(_) | image::ImageError::Parameter(_) => {
            Said::new("refuse-pic-does-not-decode").arg("format", kind)
        }
        image::ImageError::IoError(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
            Said::new("refuse-pic-data-cut").arg("format", kind)
        }
        image::ImageError::IoError(e) => decoder_says(&e.to_string()),
        image::ImageError::Unsupported(_) => Said::new("refuse-pic-unsupported")
            .arg("format", kind)
            .arg("quote", crate::quote::shown(&e.to_string())),
        image::ImageError::Limits(_) | image::ImageError::Encoding(_) => {
            decoder_says(&e.to_string())
        }
    }
}

/// A decoder's or encoder's own words, quoted as its (they are English).
fn decoder_says(words: &str) -> Said {
    Said::new("refuse-pic-decoder").arg("quote", crate::quote::shown(words))
}

/// Why a picture of `format` cannot be read, as its decoder found.
fn cannot_read(name: &str, format: ImageFormat, e: &image::ImageError) -> Said {
    about("refuse-pic-cannot-read", name).arg("why", plain(format, e))
}

/// Counts one decoder run (true, to sit in a condition).
fn counted() -> bool {
    DECODES.with(|d| d.set(d.get() + 1));
    true
}

/// How many times this thread has run a decoder over a whole picture (a damage check that
/// decodes counts too): a run decodes each file once, whatever names it and however many
/// sizes it prints at, and tests count it here.
pub fn decodes() -> usize {
    DECODES.with(|d| d.get())
}

impl Source {
    /// The same picture: the same bytes, however the file was named.
    pub fn same(&self, other: &Source) -> bool {
        self.key == other.key && self.bytes == other.bytes
    }

    /// Checks a picture's bytes, read from a file named `name`.
    pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Source, Said> {
        let n = name;
        let ext = Path::new(name)
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        let named = match ext.as_deref() {
            Some("png") => ImageFormat::Png,
            Some("jpg" | "jpeg") => ImageFormat::Jpeg,
            Some("webp") => ImageFormat::WebP,
            Some("gif") => ImageFormat::Gif,
            _ => return Err(about("refuse-pic-extension", n)),
        };
        let format = match image::guess_format(&bytes) {
            Ok(
                f @ (ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP | ImageFormat::Gif),
            ) => f,
            _ => return Err(about("refuse-pic-format", n)),
        };
        if format != named {
            return Err(about("refuse-pic-misnamed", n)
                .arg("format", format_name(format))
                .arg("named", format_name(named)));
        }
        // The JPEG decoder fills a file cut short with grey rather than failing: its scan data
        // (where FF D9 cannot occur) must be followed by the end-of-image marker.
        if format == ImageFormat::Jpeg {
            let scan = bytes.windows(2).position(|m| m == [0xFF, 0xDA]);
            let end = scan.and_then(|s| bytes[s..].windows(2).position(|m| m == [0xFF, 0xD9]));
            if end.is_none() {
                return Err(about("refuse-pic-jpeg-end", n));
            }
        }
        // A PNG ends with its end chunk: one cut short may still decode, its last rows
        // missing or grey.
        if format == ImageFormat::Png
            && !bytes.ends_with(&[0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82])
        {
            return Err(about("refuse-pic-png-end", n));
        }
        // Animation, one rule for all three formats that have it: the first frame alone
        // would print without a word, so the user saves the frame they mean.
        let animated =
            |f: ImageFormat| about("refuse-pic-animated", n).arg("format", format_name(f));
        if format == ImageFormat::Gif {
            match gif_fault(&bytes) {
                Ok(true) => return Err(animated(format)),
                Err(f) => return Err(about("refuse-pic-undecodable", n).arg("why", f)),
                Ok(false) => {}
            }
        }
        if format == ImageFormat::Png && apng(&bytes) {
            return Err(animated(format));
        }
        let mut reader = ImageReader::with_format(Cursor::new(&bytes[..]), format);
        reader.limits(limits(false));
        let mut decoder = reader
            .into_decoder()
            .map_err(|e| cannot_read(n, format, &e))?;
        let (w, h) = decoder.dimensions();
        let sized = |id| about(id, n).arg("width", w).arg("height", h);
        if w > MAX_SIDE || h > MAX_SIDE {
            return Err(sized("refuse-pic-side-large").arg("most", MAX_SIDE));
        }
        if w < MIN_SIDE || h < MIN_SIDE {
            return Err(sized("refuse-pic-side-small").arg("least", MIN_SIDE));
        }
        if decoder.total_bytes() > MAX_ALLOC {
            return Err(too_large(n, w, h, decoder.total_bytes()));
        }
        let exif = decoder
            .exif_metadata()
            .map_err(|e| cannot_read(n, format, &e))?;
        if let Some(x) = &exif {
            if x.len() > MAX_EXIF {
                return Err(about("refuse-pic-exif", n)
                    .arg("bytes", x.len())
                    .arg("most", MAX_EXIF));
            }
        }
        let orientation = exif
            .and_then(|x| Orientation::from_exif_chunk(&x))
            .unwrap_or(Orientation::NoTransforms);
        drop(decoder);
        if format == ImageFormat::WebP {
            let webp = image::codecs::webp::WebPDecoder::new(Cursor::new(&bytes[..]))
                .map_err(|e| cannot_read(n, format, &e))?;
            if webp.has_animation() {
                return Err(animated(format));
            }
        }
        // What libjpeg calls corrupt, found by walking the codes (no decode), once the size
        // is known to be sound: the decoder would print it with bands shifted or colours
        // washed.
        if format == ImageFormat::Jpeg {
            if let Err(fault) = crate::jpeg_scan::check(&bytes) {
                return Err(about("refuse-pic-corrupt-jpeg", n).arg("fault", Said::new(fault)));
            }
        }
        let (width, height) = match orientation {
            Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH => (h, w),
            _ => (w, h),
        };
        Ok(Source {
            name: name.to_string(),
            key: fnv64(&[&bytes]),
            bytes,
            format,
            orientation,
            width,
            height,
            stored: (w, h),
        })
    }

    /// Decodes the whole picture, upright: the one decode of this file in a run (counted by
    /// [`decodes`]). A decoder that stops early, at a damaged byte, is an error.
    pub fn decode(&self) -> Result<DynamicImage, Said> {
        let n = &self.name;
        let damaged = |what: Said| about("refuse-pic-damaged", n).arg("why", what);
        let mut img = match self.format {
            ImageFormat::Jpeg => self.decode_jpeg().map_err(damaged)?,
            ImageFormat::WebP if vp8_stops_early(&self.bytes) => {
                return Err(damaged(Said::new("refuse-pic-webp-stops")))
            }
            _ => {
                let mut reader =
                    ImageReader::with_format(Cursor::new(&self.bytes[..]), self.format);
                reader.limits(limits(true));
                counted();
                reader.decode().map_err(|e| match e {
                    image::ImageError::Limits(_) => {
                        let (w, h) = self.stored;
                        too_large(n, w, h, MAX_ALLOC + 1)
                    }
                    e => about("refuse-pic-undecodable", n).arg("why", plain(self.format, &e)),
                })?
            }
        };
        img.apply_orientation(self.orientation);
        Ok(img)
    }

    /// A JPEG decoded in strict mode, where a damaged scan is an error rather than grey: as
    /// `image` decodes it otherwise (CMYK and YCCK to RGB, grey kept grey).
    fn decode_jpeg(&self) -> Result<DynamicImage, Said> {
        use zune_core::colorspace::ColorSpace as Zc;
        let (px, out) = jpeg_pixels(&self.bytes).map_err(|e| decoder_says(&e))?;
        let (w, h) = self.stored;
        let wrong = || Said::new("refuse-pic-fill");
        Ok(match out {
            Zc::Luma => {
                DynamicImage::ImageLuma8(ImageBuffer::from_raw(w, h, px).ok_or_else(wrong)?)
            }
            Zc::LumaA => {
                DynamicImage::ImageLumaA8(ImageBuffer::from_raw(w, h, px).ok_or_else(wrong)?)
            }
            Zc::RGBA => {
                DynamicImage::ImageRgba8(ImageBuffer::from_raw(w, h, px).ok_or_else(wrong)?)
            }
            _ => DynamicImage::ImageRgb8(ImageBuffer::from_raw(w, h, px).ok_or_else(wrong)?),
        })
    }

    /// Decodes the picture and makes it ready to print at `target` (see [`Source::render`]).
    pub fn prepare(&self, target: &Target) -> Result<(Raster, f64), Said> {
        self.render(&self.decode()?, target)
    }

    /// The decoded picture `img` made ready to print at `target`: cropped (cover), grey for
    /// mono, resampled with Lanczos3 to at most [`PRINT_DPI`], and encoded (JPEG for a
    /// photo with no transparency: a JPEG file, or a picture of many colours with no few
    /// dominating, see [`photographic`]; else PNG, lossless). Also the dpi it prints at.
    pub fn render(&self, img: &DynamicImage, target: &Target) -> Result<(Raster, f64), Said> {
        let alpha = img.color().has_alpha();
        // 16-bit, palette and CMYK pictures arrive here as 8 or 16 bits a sample in grey or
        // RGB; everything is brought to 8 bits in the sheet's colours (with no copy when the
        // picture is so already).
        let wanted = match (target.mono, alpha) {
            (true, false) => image::ColorType::L8,
            (true, true) => image::ColorType::La8,
            (false, false) => image::ColorType::Rgb8,
            (false, true) => image::ColorType::Rgba8,
        };
        let converted;
        let img = if img.color() == wanted {
            img
        } else {
            converted = match wanted {
                image::ColorType::L8 => DynamicImage::ImageLuma8(img.to_luma8()),
                image::ColorType::La8 => DynamicImage::ImageLumaA8(img.to_luma_alpha8()),
                image::ColorType::Rgb8 => DynamicImage::ImageRgb8(img.to_rgb8()),
                _ => DynamicImage::ImageRgba8(img.to_rgba8()),
            };
            &converted
        };
        let ((w, h), dpi) = target.pixels(img.width(), img.height());
        let mut img = match img {
            DynamicImage::ImageLuma8(b) => DynamicImage::ImageLuma8(resample(b, target, w, h)),
            DynamicImage::ImageLumaA8(b) => {
                DynamicImage::ImageLumaA8(resample_alpha(b, target, w, h))
            }
            DynamicImage::ImageRgb8(b) => DynamicImage::ImageRgb8(resample(b, target, w, h)),
            DynamicImage::ImageRgba8(b) => {
                DynamicImage::ImageRgba8(resample_alpha(b, target, w, h))
            }
            _ => unreachable!("converted to 8 bits above"),
        };
        let channels = if target.mono { 1 } else { 3 };
        let raw = img.as_bytes();
        let stride = channels + alpha as usize;
        let mut pixels = Vec::with_capacity(raw.len() / stride * channels);
        let mut alphas = Vec::new();
        for px in raw.chunks_exact(stride) {
            pixels.extend_from_slice(&px[..channels]);
            if alpha {
                alphas.push(px[channels]);
            }
        }
        let alpha = (alpha && alphas.iter().any(|&a| a != 255)).then_some(alphas);
        let jpeg = alpha.is_none()
            && (self.format == ImageFormat::Jpeg || photographic(&pixels, channels));
        let mut encoded = Vec::new();
        let mut out = Cursor::new(&mut encoded);
        img = match (target.mono, alpha.is_some()) {
            (true, false) => DynamicImage::ImageLuma8(img.into_luma8()),
            (true, true) => DynamicImage::ImageLumaA8(img.into_luma_alpha8()),
            (false, false) => DynamicImage::ImageRgb8(img.into_rgb8()),
            (false, true) => DynamicImage::ImageRgba8(img.into_rgba8()),
        };
        let written = if jpeg {
            img.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(
                &mut out, 90,
            ))
        } else {
            img.write_with_encoder(image::codecs::png::PngEncoder::new(&mut out))
        };
        written.map_err(|e| {
            about("refuse-pic-encode", &self.name).arg("why", decoder_says(&e.to_string()))
        })?;
        let name = format!(
            "picture-{:016x}",
            fnv64(&[&pixels, alpha.as_deref().unwrap_or(&[]), &w.to_le_bytes()])
        );
        Ok((
            Raster {
                name,
                width: w,
                height: h,
                grey: target.mono,
                pixels,
                alpha,
                encoded,
                jpeg,
                // Fewer pixels than the place holds at print resolution: the printer enlarges
                // it, and smoothly, as the previews do.
                interpolate: dpi < PRINT_DPI - 0.5,
            },
            dpi,
        ))
    }
}

/// True when 8-bit samples (`channels` a pixel) look like a photograph rather than line art
/// or flat colour: many distinct colours (512, or 96 greys), and the 16 commonest cover
/// under a third of the pixels (a drawing's ground and inks, or a screenshot's flat
/// colours, cover half or more; photos tried, 0 to 25 %). JPEG suits the
/// one; the other keeps its edges crisp only without loss.
pub fn photographic(pixels: &[u8], channels: usize) -> bool {
    let mut counts = std::collections::HashMap::new();
    for px in pixels.chunks_exact(channels) {
        let key = px.iter().fold(0u32, |k, &v| k << 8 | v as u32);
        *counts.entry(key).or_insert(0usize) += 1;
    }
    let many = if channels == 1 { 96 } else { 512 };
    if counts.len() < many {
        return false;
    }
    let mut n: Vec<usize> = counts.into_values().collect();
    n.sort_unstable_by(|a, b| b.cmp(a));
    let top: usize = n.iter().take(16).sum();
    let total = pixels.len() / channels;
    top * 3 < total
}

/// Where a picture of `iw` x `ih` pixels is cut for its place: a square (cover) or the
/// picture's own shape (contain), the zoom's share of its size, where the anchor says.
fn crop_of(iw: u32, ih: u32, t: &Target) -> (u32, u32, u32, u32) {
    let (cw, ch) = match t.fit {
        Fit::Cover if t.aspect == 1.0 => (iw.min(ih), iw.min(ih)),
        // The widest part of the picture that has the place's shape.
        Fit::Cover if (iw as f64) > ih as f64 * t.aspect => {
            (((ih as f64 * t.aspect).round() as u32).clamp(1, iw), ih)
        }
        Fit::Cover => (iw, ((iw as f64 / t.aspect).round() as u32).clamp(1, ih)),
        Fit::Contain => (iw, ih),
    };
    let part = |v: u32, most: u32| ((v as f64 / t.zoom).round() as u32).clamp(1, most);
    let (cw, ch) = (part(cw, iw), part(ch, ih));
    let (ax, ay) = t.anchor.at();
    let from = |spare: u32, a: f64| (spare as f64 * a).floor() as u32;
    (from(iw - cw, ax), from(ih - ch, ay), cw, ch)
}

/// The picture cropped for its place and resampled with Lanczos3 to `w` x `h`: one pass
/// over a view of the original, with no copy of the crop.
fn resample<P>(img: &ImageBuffer<P, Vec<u8>>, t: &Target, w: u32, h: u32) -> ImageBuffer<P, Vec<u8>>
where
    P: image::Pixel<Subpixel = u8> + 'static,
{
    let (iw, ih) = img.dimensions();
    let (x, y, cw, ch) = crop_of(iw, ih, t);
    let view = image::imageops::crop_imm(img, x, y, cw, ch);
    image::imageops::resize(&*view, w, h, FilterType::Lanczos3)
}

/// [`resample`] for a picture with alpha, which resampling needs premultiplied: transparent
/// pixels' colours must not bleed into the picture's edges. The crop is copied to be
/// premultiplied, since the decoded picture serves every size the run prints it at.
fn resample_alpha<P>(
    img: &ImageBuffer<P, Vec<u8>>,
    t: &Target,
    w: u32,
    h: u32,
) -> ImageBuffer<P, Vec<u8>>
where
    P: image::Pixel<Subpixel = u8> + 'static,
{
    let (iw, ih) = img.dimensions();
    let (x, y, cw, ch) = crop_of(iw, ih, t);
    let mut crop = image::imageops::crop_imm(img, x, y, cw, ch).to_image();
    let stride = P::CHANNEL_COUNT as usize;
    premultiply(&mut crop, stride, true);
    let mut out = image::imageops::resize(&crop, w, h, FilterType::Lanczos3);
    premultiply(&mut out, stride, false);
    out
}

/// Multiplies (or, with `on` false, divides) each colour sample of 8-bit pixels of `stride`
/// samples, alpha last, by its alpha.
fn premultiply(bytes: &mut [u8], stride: usize, on: bool) {
    for px in bytes.chunks_exact_mut(stride) {
        let a = px[stride - 1] as u32;
        for c in &mut px[..stride - 1] {
            let v = *c as u32;
            *c = match (on, a) {
                (true, _) => ((v * a + 127) / 255) as u8,
                (false, 0) => 0,
                (false, _) => ((v * 255 + a / 2) / a).min(255) as u8,
            };
        }
    }
}

fn fnv64(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for p in parts {
        for &b in *p {
            h ^= b as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

/// A picture a piece (or a board) shows: its file, where it was named and how it fits.
#[derive(Debug, Clone, PartialEq)]
pub struct PiecePicture {
    /// The checked file, shared by every piece and game that names it.
    pub source: std::sync::Arc<Source>,
    /// The file's name as given for this place (one file may be given under two names).
    pub name: String,
    /// Cover or contain.
    pub fit: Fit,
    /// Which part a crop keeps.
    pub anchor: Anchor,
    /// How far in it is taken (1: all its fit shows).
    pub zoom: f64,
    /// How an error about it starts: `FILE:LINE:COL: piece 'ID'` of the template key, or
    /// `--art VALUE`.
    pub at: String,
}

impl PiecePicture {
    /// Where it prints in the place `w` layout gave it, in grey for `mono`.
    pub fn target(&self, w: &crate::scene::Wanted, mono: bool) -> Target {
        Target {
            side: w.side,
            round: w.round,
            fit: self.fit,
            mono,
            anchor: self.anchor,
            zoom: self.zoom,
            aspect: w.aspect,
        }
    }

    /// Its size in pixels in the place `w`: the shape of the raster the run makes for it,
    /// known without decoding it.
    pub fn pixels_at(&self, place: &crate::scene::Wanted) -> (u32, u32) {
        let (w, h) = (self.source.width, self.source.height);
        self.target(place, false).pixels(w, h).0
    }
}

/// The pictures on a game's board (`--board-art`): one in the frame's outer bands, one in
/// each side's endzone, and one filling the frame behind its letters. None: the plain board.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BoardPictures {
    /// Shown whole in the middle of each outer band of the frame (a crest, a logo).
    pub frame: Option<PiecePicture>,
    /// Shown whole beside the label of each side's endzone, by the side that owns it.
    pub endzones: [Option<PiecePicture>; 2],
    /// Fills the frame (cover), under its letters and numbers.
    pub background: Option<PiecePicture>,
}

impl BoardPictures {
    /// True when the board shows no picture.
    pub fn is_empty(&self) -> bool {
        self.frame.is_none()
            && self.background.is_none()
            && self.endzones.iter().all(Option::is_none)
    }
}

/// A picture that could not be used, with where it was named (exit code 2).
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::exit::Exit::said(self))]
pub struct PictureError {
    /// `FILE:LINE:COL` of the template key, or `--art VALUE`.
    pub at: String,
    /// Why.
    pub message: Said,
}

impl crate::exit::Exit for PictureError {
    fn is_bad_input(&self) -> bool {
        // A picture file that cannot be used.
        true
    }

    fn said(&self) -> crate::said::Said {
        crate::said::Said::new("refuse-picture")
            .arg("at", &self.at)
            .arg("why", self.message.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A TIFF block (as EXIF holds it) with one tag: orientation `o`.
    fn exif(o: u16) -> Vec<u8> {
        let mut t = b"MM\0\x2a\0\0\0\x08\0\x01".to_vec();
        t.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1]);
        t.extend_from_slice(&o.to_be_bytes());
        t.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
        t
    }

    /// 40 x 20 pixels: red on the left half, blue on the right.
    fn halves() -> image::RgbImage {
        image::RgbImage::from_fn(40, 20, |x, _| {
            if x < 20 {
                image::Rgb([220, 0, 0])
            } else {
                image::Rgb([0, 0, 220])
            }
        })
    }

    fn contain(mono: bool) -> Target {
        Target {
            side: 10.0,
            round: false,
            fit: Fit::Contain,
            mono,
            anchor: Anchor::Centre,
            zoom: 1.0,
            aspect: 1.0,
        }
    }

    #[test]
    fn exif_orientation_turns_the_picture_upright() {
        // A JPEG with an APP1 EXIF segment saying "rotate 90 degrees clockwise".
        let mut jpeg = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 95)
            .encode_image(&halves())
            .unwrap();
        let mut app1 = vec![0xFF, 0xE1];
        let body = [&b"Exif\0\0"[..], &exif(6)].concat();
        app1.extend_from_slice(&(body.len() as u16 + 2).to_be_bytes());
        app1.extend_from_slice(&body);
        jpeg.splice(2..2, app1);
        let s = Source::from_bytes("turned.jpg", jpeg).unwrap();
        assert_eq!((s.width, s.height), (20, 40));
        let (r, _) = s.prepare(&contain(false)).unwrap();
        assert_eq!((r.width, r.height), (20, 40));
        // The left half (red) is now on top.
        let at = |x: u32, y: u32| &r.pixels[((y * r.width + x) * 3) as usize..][..3];
        assert!(at(10, 5)[0] > 180 && at(10, 5)[2] < 60, "{:?}", at(10, 5));
        assert!(
            at(10, 35)[2] > 180 && at(10, 35)[0] < 60,
            "{:?}",
            at(10, 35)
        );
        assert!(r.jpeg && r.encoded.starts_with(&[0xFF, 0xD8]));
    }

    #[test]
    fn mono_is_luma_and_alpha_is_kept() {
        let img = image::RgbaImage::from_fn(32, 32, |x, _| {
            image::Rgba([200, 40, 10, if x < 16 { 0 } else { 255 }])
        });
        let mut png = Vec::new();
        img.write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
            .unwrap();
        let s = Source::from_bytes("a.png", png).unwrap();
        let (r, _) = s.prepare(&contain(true)).unwrap();
        assert!(r.grey && !r.jpeg);
        assert_eq!(r.pixels.len(), (r.width * r.height) as usize);
        let alpha = r.alpha.as_ref().expect("transparency kept");
        assert_eq!(alpha[0], 0);
        assert_eq!(alpha[alpha.len() - 1], 255);
        // The opaque half keeps its colour's luma, unbled by the transparent half.
        let v = r.pixels[r.pixels.len() - 1];
        let luma = image::Rgb([200u8, 40, 10]);
        let want = image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(1, 1, luma))
            .into_luma8()
            .into_raw()[0];
        assert!(v.abs_diff(want) <= 1, "{v} {want}");
    }

    #[test]
    fn pictures_are_resampled_to_300_dpi_at_most_and_never_enlarged() {
        let t = Target {
            side: 16.5,
            round: false,
            fit: Fit::Cover,
            mono: false,
            anchor: Anchor::Centre,
            zoom: 1.0,
            aspect: 1.0,
        };
        // 16.5 mm at 300 dpi: 195 pixels; a 4000 x 3000 photo's centre square shrinks to it.
        assert_eq!(t.pixels(4000, 3000).0, (195, 195));
        assert!((t.pixels(4000, 3000).1 - 3000.0 / (16.5 / 25.4)).abs() < 1e-6);
        // A small one keeps its pixels and prints below 150 dpi.
        let ((w, h), dpi) = t.pixels(60, 80);
        assert_eq!((w, h), (60, 60));
        assert!(dpi < LOW_DPI);
        // Contain on a disc: the whole picture's diagonal fits the place.
        let round = Target {
            round: true,
            fit: Fit::Contain,
            ..t
        };
        let ((w, h), _) = round.pixels(4000, 3000);
        assert!(((w as f64).hypot(h as f64) - 195.0).abs() <= 1.0, "{w}x{h}");
    }

    #[test]
    fn a_cover_crop_takes_the_shape_of_its_place() {
        // A board frame 200 x 100 mm: a 4000 x 3000 photo gives its middle 4000 x 2000.
        let t = Target {
            side: 200.0,
            round: false,
            fit: Fit::Cover,
            mono: false,
            anchor: Anchor::Centre,
            zoom: 1.0,
            aspect: 2.0,
        };
        assert_eq!(crop_of(4000, 3000, &t), (0, 500, 4000, 2000));
        // 200 mm at 300 dpi: 2363 pixels; the crop's 4000 shrink to that, keeping 2:1.
        assert_eq!(t.pixels(4000, 3000).0, (2363, 1182));
        // A tall place takes a tall slice out of the middle.
        let tall = Target { aspect: 0.5, ..t };
        assert_eq!(crop_of(4000, 3000, &tall), (1250, 0, 1500, 3000));
    }
}
