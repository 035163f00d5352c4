//! The memory a render takes, known before it starts: a picture's pixels from its header
//! (a 600 KB PNG may hold 12000 x 12000 pixels), a PNG page's from its paper and dpi. All
//! renders together are held to one budget: a render that would pass it waits a moment for
//! others to finish, and one that alone would pass it is refused.

use boardgen_core::said::Said;
use std::io::Cursor;

use boardgen_core::args;
use boardgen_core::product::limits::MAX_PREVIEW_PIXELS;
use boardgen_form::Sent;
use image::ImageDecoder;

/// How long a request may wait for a render to start (its place, its memory) before it is
/// told the server is busy. Here, below the server and the body reader that both wait.
pub const QUEUE_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// What a run takes besides its largest picture and its page: its games laid out, the
/// files it makes held until they are sent (a PDF, SVG pages, a zip of them).
pub const BASE: u64 = 32 << 20;

/// The memory one render may take, and what takes most of it.
#[derive(Debug, Default)]
pub struct Cost {
    /// Bytes, all told.
    pub bytes: u64,
    /// The largest picture: its field, its name, its size in pixels and what it takes.
    pub picture: Option<(String, String, (u32, u32), u64)>,
    /// A PNG page at its dpi: the dpi and what the page's pixels take.
    pub page: Option<(u32, u64)>,
}

/// A picture's size in pixels and what decoding it takes, from its header alone; `None`
/// for a file that is not a picture (the run refuses it, or it is a template's text).
pub fn picture(bytes: &[u8]) -> Option<((u32, u32), u64)> {
    let reader = image::ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .ok()?;
    let decoder = reader.into_decoder().ok()?;
    let (w, h) = decoder.dimensions();
    let pixels = u64::from(w) * u64::from(h);
    // The one decode (a JPEG's damage check walks its codes, decoding nothing), and the copy
    // in the sheet's colours (at most 4 bytes a pixel, RGBA).
    let decoded = decoder.total_bytes();
    Some(((w, h), decoded + pixels * 4))
}

/// What the render of `sent` takes: a run decodes one picture at a time, so its largest
/// one; a PNG download (`preview` false) draws one page at a time at its dpi.
pub fn of(sent: &Sent, preview: bool) -> Cost {
    let mut cost = Cost::default();
    for (field, name, bytes) in &sent.uploads {
        if let Some((size, b)) = picture(bytes) {
            if cost.picture.as_ref().is_none_or(|p| b > p.3) {
                cost.picture = Some((field.clone(), name.clone(), size, b));
            }
        }
    }
    let f = &sent.fields;
    if !preview && f.get("command") == Some("png") {
        // A value the run will refuse costs nothing: it draws no page.
        let dpi = f.get("dpi").map_or(Ok(150), args::dpi).unwrap_or(0);
        let papers: Vec<_> = match f.get("paper") {
            Some(p) => args::paper(p).into_iter().collect(),
            // The server's paper, A4 or Letter.
            None => ["a4", "letter"]
                .iter()
                .filter_map(|p| args::paper(p).ok())
                .collect(),
        };
        let pixels = papers
            .iter()
            .map(|p| {
                let (w, h) = boardgen_core::export::png::pixel_size(p.size, dpi);
                (u64::from(w) * u64::from(h)).min(MAX_PREVIEW_PIXELS)
            })
            .max()
            .unwrap_or(0);
        if pixels > 0 {
            cost.page = Some((dpi, pixels * 4));
        }
    }
    cost.bytes = BASE + cost.picture.as_ref().map_or(0, |p| p.3) + cost.page.map_or(0, |p| p.1);
    cost
}

/// MiB, rounded up: how a cost is said and counted.
pub fn mib(bytes: u64) -> u64 {
    bytes.div_ceil(1 << 20)
}

impl Cost {
    /// Why a render of this cost is refused when the server's whole budget (`budget`
    /// bytes) cannot hold it: the field at fault and the words beside it.
    pub fn refusal(&self, budget: u64) -> (String, Said) {
        let (field, said) = match (&self.picture, self.page) {
            (Some((field, name, (w, h), b)), page) if page.is_none_or(|p| *b >= p.1) => (
                field.clone(),
                Said::new("refuse-memory-picture")
                    .arg("file", boardgen_core::quote::shown(name))
                    .arg("width", w.to_string())
                    .arg("height", h.to_string()),
            ),
            (_, Some((dpi, _))) => (
                "dpi".into(),
                Said::new("refuse-memory-dpi").arg("dpi", dpi.to_string()),
            ),
            (_, None) => (String::new(), Said::new("refuse-memory-set")),
        };
        let said = said
            .arg("need", mib(self.bytes).to_string())
            .arg("budget", mib(budget).to_string());
        (field, said)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grey PNG of `w` x `h` pixels, all black.
    fn grey_png(w: u32, h: u32) -> Vec<u8> {
        let mut out = Vec::new();
        image::ImageEncoder::write_image(
            image::codecs::png::PngEncoder::new(&mut out),
            &vec![0u8; (w * h) as usize],
            w,
            h,
            image::ExtendedColorType::L8,
        )
        .unwrap();
        out
    }

    #[test]
    fn a_pictures_cost_is_read_from_its_header() {
        let png = grey_png(300, 200);
        assert_eq!(picture(&png), Some(((300, 200), 300 * 200 * 5)));
        assert_eq!(picture(b"[game]\nid = 'x'\n"), None);
        let mut sent = Sent::default();
        sent.upload("art-king", "small.png", grey_png(20, 20));
        sent.upload("art-crown", "large.png", png);
        let c = of(&sent, false);
        let (field, name, size, _) = c.picture.clone().unwrap();
        assert_eq!(
            (field.as_str(), name.as_str(), size),
            ("art-crown", "large.png", (300, 200))
        );
        assert_eq!(c.bytes, BASE + 300 * 200 * 5);
        let (beside, says) = c.refusal(1 << 20);
        let says = says.to_string();
        assert_eq!(beside, "art-crown");
        assert!(
            says.starts_with("picture 'large.png' is 300 x 200 pixels: "),
            "{says}"
        );
    }

    #[test]
    fn a_png_pages_cost_is_its_paper_at_its_dpi() {
        let mut sent = Sent::default();
        for (k, v) in [("command", "png"), ("dpi", "600"), ("paper", "a3")] {
            sent.fields.0.push((k.into(), v.into()));
        }
        let c = of(&sent, false);
        let (w, h) = (297.0 / 25.4 * 600.0, 420.0 / 25.4 * 600.0);
        let page = c.page.unwrap();
        assert_eq!(page.0, 600);
        assert!((page.1 as f64 - w * h * 4.0).abs() < 1e6, "{page:?}");
        assert_eq!(of(&sent, true).bytes, BASE, "a preview's pages are small");
        assert_eq!(c.refusal(1 << 20).0, "dpi");
    }
}
