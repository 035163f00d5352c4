//! The SVG backend's exact hatches (lines clipped to their shape, not a `<pattern>`) keep
//! their pitch when rasterised at any dpi.

mod common;

use boardgen::export::svg;
use boardgen::scene::{Color, Document, Hatch, Item, Page, Paint, Path};
use boardgen::units::{Rect, Size};

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
        }],
        symbols: vec![],
    }
}

/// Mean distance in mm between stripe centres along the row through the middle.
fn pitch(doc: &Document, dpi: u32) -> f64 {
    let opts = svg::SvgOptions {
        exact_hatch: true,
        ..Default::default()
    };
    let s = svg::render(doc, 0, &opts);
    // Black stripes on white: the red channel is the grey level.
    let (w, h, img) = common::resvg_pixels(&s, doc.pages[0].size, dpi);
    let px = 25.4 / dpi as f64;
    let y = h / 2;
    let (x0, x1) = ((15.0 / px) as u32, (125.0 / px) as u32);
    // Darkness-weighted centre of each dark run.
    let mut centres = vec![];
    let (mut sum, mut weight) = (0.0, 0.0);
    for x in x0..x1 {
        let dark = 255.0 - img[(y * w + x) as usize][0] as f64;
        if dark > 0.0 {
            sum += dark * x as f64;
            weight += dark;
        } else if weight > 0.0 {
            centres.push(sum / weight);
            (sum, weight) = (0.0, 0.0);
        }
    }
    let n = centres.len();
    assert!(n > 20, "{n} stripes at {dpi} dpi");
    (centres[n - 1] - centres[1]) / (n - 2) as f64 * px
}

#[test]
fn exact_hatches_keep_their_pitch_at_any_dpi() {
    for dpi in [60, 100, 150, 300] {
        let p = pitch(&page(0.0), dpi);
        assert!(
            (p - 1.4).abs() < 0.005,
            "{dpi} dpi: pitch {p:.4} mm, not 1.4"
        );
        // At 45 degrees a row crosses the lines every spacing / cos 45.
        let p = pitch(&page(45.0), dpi);
        let want = 1.4 * 2f64.sqrt();
        assert!(
            (p - want).abs() < 0.01,
            "{dpi} dpi at 45°: {p:.4} mm, not {want:.4}"
        );
    }
}
