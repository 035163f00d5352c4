//! The limits of one run: pages, drawn path segments and preview pixels, so that a
//! hostile template or option cannot make a run take minutes or gigabytes. Each is checked
//! on the laid-out scene before anything is drawn.

use crate::{export, scene, units};

/// Largest PNG preview, in pixels (A3 at 600 dpi is 70 million).
pub const MAX_PREVIEW_PIXELS: u64 = 100_000_000;

/// Most path segments one run may draw, all pages together, each placed drawing counted
/// every time it is placed (a glyph counts as 20): what bounds the time of the previews and
/// the size of the SVGs. The default set draws under 1 million.
pub const MAX_DRAWN_SEGMENTS: u64 = 8_000_000;
/// Most pixels of all the PNG previews of one run together, so the largest run finishes in
/// seconds: A3 at 600 dpi for both built-in games is some 1,050 million.
pub const MAX_RUN_PIXELS: u64 = 1_200_000_000;
/// Most pages in one document, copies of a class set included.
pub const MAX_PAGES: usize = 5_000;

/// Path segments drawn on `pages` of `doc`, each symbol counted every time it is placed.
fn drawn_segments(doc: &scene::Document, pages: &[scene::Page]) -> u64 {
    fn items(doc: &scene::Document, symbols: &mut [Option<u64>], list: &[scene::Item]) -> u64 {
        list.iter()
            .map(|i| match i {
                scene::Item::Group(g) => items(doc, symbols, &g.items),
                scene::Item::Shape(s) => s.path.cmds.len() as u64,
                scene::Item::Text(t) => 20 * t.text.chars().count() as u64,
                // A picture is drawn whole, from pixels resampled once per run.
                scene::Item::Image(_) => 4,
                scene::Item::Use(u) => match symbols.get(u.symbol.index()).copied().flatten() {
                    Some(n) => n,
                    None => {
                        let n = doc
                            .symbols
                            .get(u.symbol.index())
                            .map_or(0, |s| items(doc, symbols, &s.items));
                        if let Some(slot) = symbols.get_mut(u.symbol.index()) {
                            *slot = Some(n);
                        }
                        n
                    }
                },
            })
            .sum()
    }
    let mut symbols = vec![None; doc.symbols.len()];
    pages
        .iter()
        .map(|p| items(doc, &mut symbols, &p.items))
        .sum()
}

/// A run whose drawing would take too long or write too much.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct TooLarge(pub String);

impl crate::exit::Exit for TooLarge {
    fn is_bad_input(&self) -> bool {
        true
    }
}

/// Refuses previews of `pages` at `dpi` over [`MAX_RUN_PIXELS`], with the largest dpi
/// that keeps them within it.
pub fn check_run_pixels(pages: &[units::Size], dpi: u32) -> Result<(), TooLarge> {
    let total = |d: u32| -> u64 {
        pages
            .iter()
            .map(|s| {
                let (w, h) = export::png::pixel_size(*s, d);
                w as u64 * h as u64
            })
            .sum()
    };
    let pixels = total(dpi);
    if pixels <= MAX_RUN_PIXELS {
        return Ok(());
    }
    let way = match (30..dpi).rev().find(|&d| total(d) <= MAX_RUN_PIXELS) {
        Some(d) => format!("use --dpi {d} or lower, or fewer sheets (--sheets)"),
        None => "use fewer sheets (--sheets)".into(),
    };
    Err(TooLarge(format!(
        "--dpi {dpi}: the previews of this run would be {} million pixels, over the {} million pixel limit of a run; {way}",
        pixels / 1_000_000,
        MAX_RUN_PIXELS / 1_000_000
    )))
}

/// Refuses a document over [`MAX_PAGES`], or a run over [`MAX_DRAWN_SEGMENTS`] so far.
pub fn check_work(
    name: &str,
    doc: &scene::Document,
    drawn_pages: &[scene::Page],
    drawn: &mut u64,
) -> Result<(), TooLarge> {
    if doc.pages.len() > MAX_PAGES {
        return Err(TooLarge(format!(
            "{name}: {} pages, over the {MAX_PAGES}-page limit of one document; use fewer copies or a shorter rules text",
            doc.pages.len()
        )));
    }
    *drawn += drawn_segments(doc, drawn_pages);
    if *drawn > MAX_DRAWN_SEGMENTS {
        return Err(TooLarge(format!(
            "{name}: the set would draw over {} million path segments (pieces times the segments of their drawings, diagrams included); use simpler artwork, fewer pieces or fewer diagrams",
            MAX_DRAWN_SEGMENTS / 1_000_000
        )));
    }
    Ok(())
}

/// The largest whole dpi (at least 30) at which a page of `size` stays within
/// [`MAX_PREVIEW_PIXELS`].
pub fn largest_dpi(size: units::Size) -> u32 {
    (30..=600)
        .rev()
        .find(|&d| {
            let (w, h) = export::png::pixel_size(size, d);
            w as u64 * h as u64 <= MAX_PREVIEW_PIXELS
        })
        .unwrap_or(30)
}

/// A PNG preview that would take too much memory at the chosen dpi.
#[derive(Debug, thiserror::Error)]
#[error("--dpi {dpi}: a {w}x{h} pixel preview of a {page} page is over the 100 million pixel limit; use --dpi {largest} or lower")]
pub struct PreviewTooLarge {
    /// The dpi asked for.
    pub dpi: u32,
    /// Width in pixels at that dpi.
    pub w: u32,
    /// Height in pixels at that dpi.
    pub h: u32,
    /// The page size.
    pub page: String,
    /// The largest dpi that fits.
    pub largest: u32,
}

impl crate::exit::Exit for PreviewTooLarge {
    fn is_bad_input(&self) -> bool {
        true
    }
}
