//! Hatches keep their exact pitch (the PDF's geometry) when rasterised at any dpi: in PNG
//! previews, in the SVG backend's exact hatches, and on the real binary's board.

use crate::common;

use boardgen_core::export::{png, svg};
use boardgen_core::kit::Kit;
use boardgen_core::layout::{self, Options, SheetKind};
use boardgen_core::scene::{self, Color, Document, Hatch, Item, Page, Paint, Path, PathCmd};
use boardgen_core::units::{Rect, Size, Transform};

/// A page with one hatched square, 120 mm across.
fn page(angle: f64) -> Document {
    let size = Size { w: 140.0, h: 140.0 };
    Document {
        title: "hatch".into(),
        pages: vec![Page {
            name: "h".into(),
            size,
            trim: Rect::new(0.0, 0.0, size.w, size.h),
            bleed: 0.0,
            safe: Rect::new(0.0, 0.0, size.w, size.h),
            items: vec![Item::fill(
                Path::rect(Rect::new(10.0, 10.0, 120.0, 120.0)),
                Paint::Hatch(Hatch {
                    background: Color::WHITE,
                    ink: Color::BLACK,
                    spacing: 1.4,
                    width: 0.3,
                    angle,
                }),
            )],
            cuts: Default::default(),
        }],
        symbols: vec![],
    }
}

/// Distance in pixels between the first and last whole stripe crossed by `row` from `x0` to
/// `x1`, and how many pitches apart they are. Stripes are told by their darkness below the
/// brightest pixel of the stretch (the hatch's background); each is placed at its
/// darkness-weighted centre. The first stripe may be cut by `x0`, so it is left out.
fn stripe_span(row: &[[u8; 3]], x0: usize, x1: usize) -> (f64, usize) {
    let light = row[x0..x1].iter().map(|p| p[0]).max().unwrap_or(0);
    let mut centres = vec![];
    let (mut sum, mut weight) = (0.0, 0.0);
    for (x, p) in row.iter().enumerate().take(x1).skip(x0) {
        let dark = (light - p[0]) as f64;
        if dark > 0.0 {
            sum += dark * x as f64;
            weight += dark;
        } else if weight > 0.0 {
            centres.push(sum / weight);
            (sum, weight) = (0.0, 0.0);
        }
    }
    let n = centres.len();
    if n < 3 {
        return (0.0, 0);
    }
    (centres[n - 1] - centres[1], n - 2)
}

/// Mean stripe pitch in mm along the middle row of the hatched square, in a picture of
/// `doc`'s page at `dpi`.
fn pitch((w, h, img): (u32, u32, Vec<[u8; 3]>), dpi: u32) -> f64 {
    let px = 25.4 / dpi as f64;
    let y = (h / 2) as usize;
    let row = &img[y * w as usize..(y + 1) * w as usize];
    let (span, n) = stripe_span(row, (15.0 / px) as usize, (125.0 / px) as usize);
    assert!(n > 20, "{n} stripes at {dpi} dpi");
    span / n as f64 * px
}

fn assert_pitch(what: &str, measure: impl Fn(&Document, u32) -> f64, dpis: &[u32]) {
    for &dpi in dpis {
        let p = measure(&page(0.0), dpi);
        assert!(
            (p - 1.4).abs() < 0.005,
            "{what} at {dpi} dpi: pitch {p:.4} mm, not 1.4"
        );
        // At 45 degrees a row crosses the lines every spacing / cos 45.
        let p = measure(&page(45.0), dpi);
        let want = 1.4 * 2f64.sqrt();
        assert!(
            (p - want).abs() < 0.01,
            "{what} at {dpi} dpi, 45°: {p:.4} mm, not {want:.4}"
        );
    }
}

#[test]
fn png_previews_keep_the_hatch_pitch_at_any_dpi() {
    let render = |doc: &Document, dpi| {
        let bytes = png::render(doc, 0, &png::PngOptions { dpi }).unwrap();
        pitch(common::rgb_pixels(&bytes), dpi)
    };
    // 600 dpi draws the hatch in bands (see png.rs), which must keep the pitch too.
    assert_pitch("PNG", render, &[60, 100, 150, 300, 600]);
}

#[test]
fn exact_svg_hatches_keep_their_pitch_at_any_dpi() {
    let render = |doc: &Document, dpi| {
        let opts = svg::SvgOptions {
            exact_hatch: true,
            ..Default::default()
        };
        let s = svg::render(doc, 0, &opts);
        pitch(common::resvg_pixels(&s, doc.pages[0].size, dpi), dpi)
    };
    assert_pitch("SVG", render, &[60, 100, 150, 300]);
}

/// The subpaths of `path` (each starts with a move).
fn subpaths(path: &Path) -> Vec<Path> {
    let mut out: Vec<Path> = vec![];
    for c in &path.cmds {
        match (c, out.last_mut()) {
            (PathCmd::MoveTo(_), _) | (_, None) => out.push(Path { cmds: vec![*c] }),
            (_, Some(last)) => last.cmds.push(*c),
        }
    }
    out
}

#[test]
fn the_binary_draws_the_board_hatch_at_its_pitch() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "png",
        "--mono",
        "--dpi",
        "100",
        "--game",
        "camels-and-carpets",
        "--sheets",
        "board",
    ];
    let files = common::run_ok(dir.path(), &args);
    let file = files
        .iter()
        .find(|f| f.to_string_lossy().ends_with("-board-half-1.png"))
        .expect("a first board half");
    let (w, h, img) = common::rgb_pixels(&std::fs::read(file).unwrap());

    // The same page from the library: where its hatched dark squares are.
    let opts = Options {
        mono: true,
        sheets: vec![SheetKind::Board],
        ..Options::default()
    };
    let kit = Kit::builtin("camels-and-carpets").unwrap();
    let doc = layout::kit_document(&kit, &opts).unwrap();
    let page = doc.pages.iter().find(|p| p.name == "board-half-1").unwrap();
    assert_eq!((w, h), png::pixel_size(page.size, 100), "the same page");
    let mut squares = vec![];
    let mut hatch = None;
    scene::visit(&doc, &page.items, Transform::identity(), &mut |item, t| {
        if let Item::Shape(s) = item {
            if let Some(Paint::Hatch(hh)) = s.fill {
                assert!(
                    t.b == 0.0 && t.c == 0.0 && t.a == 1.0 && t.d == 1.0,
                    "{t:?}"
                );
                hatch = Some(hh);
                // Whole squares, not the strips of bleed past a joining edge.
                squares.extend(
                    subpaths(&s.path)
                        .iter()
                        .filter_map(|p| p.bounds(&t))
                        .filter(|r| (r.w - r.h).abs() < 1e-6),
                );
            }
        }
    });
    let hatch = hatch.expect("a hatched shape on the mono board");
    // The rank of the first dark square: the row through its middle, across every dark
    // square of that rank (1 mm in from each edge, clear of outlines).
    let first = squares.first().expect("dark squares");
    let y_mm = first.y + first.h / 2.0;
    let k = w as f64 / page.size.w; // pixels per mm
    let row = &img[(y_mm * k) as usize * w as usize..][..w as usize];
    let (mut span, mut n) = (0.0, 0);
    let rank: Vec<&Rect> = squares.iter().filter(|r| r.y == first.y).collect();
    assert!(rank.len() >= 3, "{} dark squares in the rank", rank.len());
    for r in rank {
        let (s, m) = stripe_span(
            row,
            ((r.x + 1.0) * k) as usize,
            ((r.right() - 1.0) * k) as usize,
        );
        assert!(m >= 4, "{m} stripes in the square at x = {:.1} mm", r.x);
        span += s;
        n += m;
    }
    let got = span / n as f64 / k;
    let want = hatch.spacing / hatch.angle.to_radians().cos().abs();
    assert!(
        (got - want).abs() < 0.01,
        "board hatch at 100 dpi: {got:.4} mm along a row, not {want:.4}"
    );
}
