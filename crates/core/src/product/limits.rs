//! The limits of one run: pages, drawn path segments and preview pixels, so that a
//! hostile template or option cannot make a run take minutes or gigabytes. Each is checked
//! on the laid-out scene before anything is drawn.

use crate::said::Said;
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
pub struct TooLarge(pub Said);

impl crate::exit::Exit for TooLarge {
    fn is_bad_input(&self) -> bool {
        true
    }

    fn said(&self) -> Said {
        self.0.clone()
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
        Some(d) => Said::new("refuse-pixels-way-dpi").arg("dpi", d.to_string()),
        None => Said::new("refuse-pixels-way-sheets"),
    };
    Err(TooLarge(
        Said::new("refuse-run-pixels")
            .arg("dpi", dpi.to_string())
            .arg("pixels", (pixels / 1_000_000).to_string())
            .arg("limit", (MAX_RUN_PIXELS / 1_000_000).to_string())
            .arg("way", way),
    ))
}

/// Refuses a document over [`MAX_PAGES`], or a run over [`MAX_DRAWN_SEGMENTS`] so far.
pub fn check_work(
    name: &str,
    doc: &scene::Document,
    drawn_pages: &[scene::Page],
    drawn: &mut u64,
) -> Result<(), TooLarge> {
    if doc.pages.len() > MAX_PAGES {
        return Err(TooLarge(
            Said::new("refuse-pages")
                .arg("name", name)
                .arg("pages", doc.pages.len().to_string())
                .arg("limit", MAX_PAGES.to_string()),
        ));
    }
    *drawn += drawn_segments(doc, drawn_pages);
    if *drawn > MAX_DRAWN_SEGMENTS {
        return Err(TooLarge(
            Said::new("refuse-segments")
                .arg("name", name)
                .arg("limit", (MAX_DRAWN_SEGMENTS / 1_000_000).to_string()),
        ));
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
#[error("{}", crate::exit::Exit::said(self))]
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

    fn said(&self) -> Said {
        Said::new("refuse-preview-pixels")
            .arg("dpi", self.dpi.to_string())
            .arg("width", self.w.to_string())
            .arg("height", self.h.to_string())
            .arg("page", &self.page)
            .arg("largest", self.largest.to_string())
    }
}

/// Most work of drawing one run's PNG previews, in [`preview_work`] units: what bounds their
/// time, where segments alone do not (the same drawing costs more the more pixel rows it
/// spans). The largest run accepted takes some seconds; see `docs/templates.md`.
pub const MAX_PREVIEW_WORK: u64 = 500_000_000;

/// The work of drawing `pages` of `doc` as PNG at `dpi`: for every path segment the pixel
/// rows it spans (the rasteriser meets it on each), plus every shape's and picture's box in
/// pixels over 16 (the rows it fills); a glyph counts as 20 segments over the text's height.
/// An estimate that errs high, not a count of what the rasteriser does.
pub fn preview_work(doc: &scene::Document, pages: &[scene::Page], dpi: u32) -> u64 {
    let px = dpi as f64 / 25.4;
    let rows = |lo: f64, hi: f64| ((hi - lo) * px).ceil().max(0.0) as u64 + 1;
    let area = |r: units::Rect| ((r.w * px).ceil() * (r.h * px).ceil()).max(0.0) as u64 / 16;
    fn walk(
        doc: &scene::Document,
        list: &[scene::Item],
        t: &units::Transform,
        cost: &mut dyn FnMut(&scene::Item, &units::Transform),
    ) {
        for item in list {
            match item {
                scene::Item::Group(g) => walk(doc, &g.items, &t.after(&g.transform), cost),
                scene::Item::Use(u) => {
                    if let Some(s) = doc.symbols.get(u.symbol.index()) {
                        walk(doc, &s.items, &t.after(&u.transform), cost);
                    }
                }
                scene::Item::Shape(_) | scene::Item::Text(_) | scene::Item::Image(_) => {
                    cost(item, t)
                }
            }
        }
    }
    let mut work = 0u64;
    let mut cost = |item: &scene::Item, t: &units::Transform| {
        work = work.saturating_add(match item {
            scene::Item::Shape(s) => {
                let mut last = units::Point::default();
                let mut n = 0u64;
                for cmd in &s.path.cmds {
                    let (lo, hi, end) = match *cmd {
                        scene::PathCmd::MoveTo(p) => {
                            last = t.apply(p);
                            continue;
                        }
                        scene::PathCmd::Close => continue,
                        scene::PathCmd::LineTo(p) => {
                            let p = t.apply(p);
                            (last.y.min(p.y), last.y.max(p.y), p)
                        }
                        scene::PathCmd::CubicTo(a, b, p) => {
                            let ys = [last.y, t.apply(a).y, t.apply(b).y, t.apply(p).y];
                            let lo = ys.iter().copied().fold(f64::INFINITY, f64::min);
                            let hi = ys.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                            (lo, hi, t.apply(p))
                        }
                    };
                    n = n.saturating_add(rows(lo, hi));
                    last = end;
                }
                // A stroke is drawn as the outline of both its sides.
                let passes = s.fill.is_some() as u64 + 2 * s.stroke.is_some() as u64;
                let boxed = s.path.bounds(t).map_or(0, area);
                n.saturating_add(boxed).saturating_mul(passes.max(1))
            }
            scene::Item::Text(x) => {
                let scale = (t.a * t.d - t.b * t.c).abs().sqrt();
                let glyph = rows(0.0, x.size * scale);
                20 * x.text.chars().count() as u64 * glyph
            }
            scene::Item::Image(i) => {
                let corners = [
                    units::Point::new(i.rect.x, i.rect.y),
                    units::Point::new(i.rect.x + i.rect.w, i.rect.y + i.rect.h),
                    units::Point::new(i.rect.x, i.rect.y + i.rect.h),
                    units::Point::new(i.rect.x + i.rect.w, i.rect.y),
                ];
                let path = scene::Path {
                    cmds: corners.iter().map(|p| scene::PathCmd::LineTo(*p)).collect(),
                };
                path.bounds(t).map_or(0, area) * 16
            }
            scene::Item::Group(_) | scene::Item::Use(_) => 0,
        });
    };
    for page in pages {
        walk(doc, &page.items, &units::Transform::identity(), &mut cost);
    }
    work
}

/// Refuses PNG previews whose drawing, with the run's earlier documents (`work` so far),
/// would be over [`MAX_PREVIEW_WORK`], saying what to lower: the largest dpi that fits, if
/// any does.
pub fn check_preview_work(
    name: &str,
    doc: &scene::Document,
    dpi: u32,
    work: &mut u64,
) -> Result<(), TooLarge> {
    let this = preview_work(doc, &doc.pages, dpi);
    let before = *work;
    *work = work.saturating_add(this);
    if *work <= MAX_PREVIEW_WORK {
        return Ok(());
    }
    // The work grows with the dpi: the largest that fits, by halving.
    let fits = |d: u32| before.saturating_add(preview_work(doc, &doc.pages, d)) <= MAX_PREVIEW_WORK;
    let (mut lo, mut hi) = (30, dpi);
    let way = if fits(lo) {
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if fits(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Said::new("refuse-work-way-dpi").arg("dpi", lo.to_string())
    } else {
        Said::new("refuse-work-way")
    };
    Err(TooLarge(
        Said::new("refuse-preview-work")
            .arg("name", name)
            .arg("dpi", dpi.to_string())
            .arg("work", (*work / 1_000_000).to_string())
            .arg("limit", (MAX_PREVIEW_WORK / 1_000_000).to_string())
            .arg("way", way),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{Color, Document, Item, Page, Paint, Path, PathCmd};
    use crate::units::{Point, Rect, Size};

    /// A page with one filled zigzag of `n` segments, each spanning `h` mm.
    fn zigzag(n: usize, h: f64) -> Document {
        let mut cmds = vec![PathCmd::MoveTo(Point::new(0.0, 0.0))];
        cmds.extend(
            (1..=n).map(|i| PathCmd::LineTo(Point::new(i as f64 * 0.01, h * (i % 2) as f64))),
        );
        Document {
            title: "t".into(),
            pages: vec![Page {
                name: "p".into(),
                size: Size { w: 100.0, h: 100.0 },
                trim: Rect::new(0.0, 0.0, 100.0, 100.0),
                bleed: 0.0,
                safe: Rect::new(0.0, 0.0, 100.0, 100.0),
                items: vec![Item::fill(Path { cmds }, Paint::Solid(Color::BLACK))],
                cuts: Default::default(),
            }],
            symbols: vec![],
        }
    }

    #[test]
    fn preview_work_is_segments_times_the_rows_they_span() {
        let doc = zigzag(1000, 25.4);
        // 1000 segments over 101 rows at 100 dpi (an inch of them), the box over 16 besides.
        let w = preview_work(&doc, &doc.pages, 100);
        assert!((101_000..103_000).contains(&w), "{w}");
        // Twice the dpi, about twice the work: each segment spans twice the rows.
        let w2 = preview_work(&doc, &doc.pages, 200);
        assert!(w2 > 19 * w / 10 && w2 < 21 * w / 10, "{w} {w2}");
        let mut work = MAX_PREVIEW_WORK - w + 1;
        let e = check_preview_work("G", &doc, 100, &mut work).unwrap_err();
        assert!(e.0.to_string().contains("use --dpi 99 or lower"), "{e}");
        let mut work = 0;
        assert!(check_preview_work("G", &doc, 600, &mut work).is_ok());
    }
}
