//! The duplex calibration sheet: printed on both sides once, held against the light, it
//! shows how far the printer puts the back off the front, to a tenth of a millimetre, on two
//! vernier scales (the main scales on the front, the verniers on the back, drawn mirrored so
//! that they read the right way through the paper), and says the `--backs duplex,offset=XxY` to pass.
//!
//! Each scale reads the correction itself: the main scale runs the way a correction moves
//! the back as seen from the front, so the reading is what to add to the offset printed.

use crate::font::Weight;
use crate::game::{Game, Look};
use crate::scene::{Anchor, Group, Item, Path, Stroke, Tag};
use crate::units::{fmt_num, pt, Point, Rect, Size, Transform};

use super::marks;
use super::options::{Duplex, Flip, Options};
use super::sheet::{back_sheet, content_area_under, cut_sheet, heading_overhang, Sheet};

/// Distance between the main scale's marks, mm.
pub const MAIN_PITCH: f64 = 1.0;
/// Distance between the vernier's marks, mm: ten of them span nine of the main scale's,
/// so the mark that lines up counts tenths.
pub const VERNIER_PITCH: f64 = 0.9;
/// The main scales run from -RANGE to +RANGE whole millimetres (and on for the vernier's
/// length).
pub const RANGE: i32 = 10;
/// Width of the verniers' marks, mm: fine, for a reading to a tenth.
const MARK: f64 = 0.15;
/// Width of the main scales' marks, mm: a little bolder, to stand out through the paper
/// from the verniers printed behind them.
const MAIN_MARK: f64 = 0.2;
/// How far each scale's marks run past its zero line into the other side's, mm: the
/// front's and the back's marks cross there, however far (up to this) the printer puts the
/// back off along the other axis, so the mark that lines up is found among crossing marks,
/// never across a gap.
pub const OVERLAP: f64 = 5.0;
/// Size of the scales' numbers: read against a window at arm's length.
const NUMBERS: f64 = 9.0;
/// Clear paper between the longest mark and the baseline of its numbers, mm.
const NUMBER_GAP: f64 = 1.5;
/// Where the front's instructions start, below the content area's top, mm: the scales
/// are laid out above them.
const INSTRUCTIONS: f64 = 115.0;
/// The instructions' line pitch, mm.
const LINE: f64 = 6.0;

/// Where the scales of a calibration sheet go, front coordinates, and which way each
/// reading grows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scales {
    /// The zero of the scale across: where its main marks end and the vernier's start.
    pub across: Point,
    /// The zero of the scale down.
    pub down: Point,
    /// +1 when the reading across grows to the right, -1 to the left.
    pub ux: f64,
    /// +1 when the reading down grows downwards, -1 upwards.
    pub uy: f64,
}

impl Scales {
    /// The scales of a sheet of `size` and content area `content` turned over as `d`
    /// says. A back moved by (dx, dy) in its own coordinates shows, seen from the front,
    /// moved the other way across when the sheet is mirrored across, and likewise down:
    /// each scale runs the way a correction moves it.
    pub fn of(size: Size, content: Rect, d: &Duplex) -> Scales {
        let mx = d.flip.mirrors_x(size);
        Scales {
            across: Point::new(content.x + content.w / 2.0 - 4.5, content.y + 22.0),
            down: Point::new(content.x + 28.0, content.y + 75.0),
            ux: if mx { 1.0 } else { -1.0 },
            uy: if mx { -1.0 } else { 1.0 },
        }
    }
}

/// The scales of the calibration sheet a run of `opts` prints under headings of one line
/// of subtitle each, and its paper and safe area.
pub fn layout_of(opts: &Options, d: &Duplex) -> (Size, Rect, Scales) {
    layout_under(opts, d, 0.0)
}

/// [`layout_of`] with the content area moved `overhang` mm down, under a subtitle broken
/// onto lines.
fn layout_under(opts: &Options, d: &Duplex, overhang: f64) -> (Size, Rect, Scales) {
    let size = opts.paper.oriented(crate::paper::Orientation::Portrait);
    let safe = crate::paper::safe_area(size, opts.margin);
    (
        size,
        safe,
        Scales::of(size, content_area_under(safe, overhang), d),
    )
}

/// Length of main mark `k` (the zero longest, every fifth longer), mm.
fn main_len(k: i32) -> f64 {
    match k {
        0 => 9.0,
        k if k % 5 == 0 => 7.0,
        _ => 5.0,
    }
}

/// Length of vernier mark `j`, mm: the zero longest, the fifth longer.
fn vernier_len(j: i32) -> f64 {
    match j {
        0 => 9.0,
        5 | 10 => 7.0,
        _ => 5.0,
    }
}

/// A signed whole number as the scales print it: `−5`, `0`, `+5`.
fn signed(k: i32) -> String {
    match k.signum() {
        -1 => format!("\u{2212}{}", -k),
        1 => format!("+{k}"),
        _ => "0".into(),
    }
}

fn label(at: Point, text: &str, anchor: Anchor, ink: crate::scene::Color) -> Item {
    Item::text(at, text, pt(NUMBERS), anchor, Weight::Regular, ink)
}

/// A scale's name, bold and larger than its numbers.
fn heading(at: Point, text: &str, ink: crate::scene::Color) -> Item {
    Item::text(at, text, pt(11.0), Anchor::Middle, Weight::Bold, ink)
}

/// How far a number's baseline sits beyond the end of the longest mark across a scale
/// (under the mark, to the baseline, for numbers below it): the gap, plus the cap height
/// for numbers below.
fn number_offset(below: bool) -> f64 {
    let cap = pt(NUMBERS) * 0.72;
    main_len(0) + NUMBER_GAP + if below { cap } else { 0.0 }
}

/// The front's main scales.
fn main_scales(s: &Scales, ink: crate::scene::Color) -> Vec<Item> {
    let mut lines = Path::new();
    let mut items = Vec::new();
    for k in -RANGE..=2 * RANGE {
        let len = main_len(k);
        let x = s.across.x + k as f64 * MAIN_PITCH * s.ux;
        lines = lines.extend(Path::line(
            Point::new(x, s.across.y - len),
            Point::new(x, s.across.y + OVERLAP),
        ));
        let y = s.down.y + k as f64 * MAIN_PITCH * s.uy;
        lines = lines.extend(Path::line(
            Point::new(s.down.x - len, y),
            Point::new(s.down.x + OVERLAP, y),
        ));
        // Across, numbers 5 mm apart would touch at this size: every tenth is numbered, the
        // fives told by their longer marks.
        if k % 10 == 0 && k.abs() <= RANGE {
            items.push(label(
                Point::new(x, s.across.y - number_offset(false)),
                &signed(k),
                Anchor::Middle,
                ink,
            ));
        }
        if k % 5 == 0 && k.abs() <= RANGE {
            items.push(label(
                Point::new(s.down.x - number_offset(false), y + pt(NUMBERS) * 0.36),
                &signed(k),
                Anchor::End,
                ink,
            ));
        }
    }
    items.push(Item::stroke(lines, Stroke::solid(ink, MAIN_MARK)));
    items
}

/// The verniers, in front coordinates (the back page mirrors them into place).
fn verniers(s: &Scales, ink: crate::scene::Color) -> Vec<Item> {
    let mut lines = Path::new();
    let mut items = Vec::new();
    for j in 0..=10 {
        let len = vernier_len(j);
        let x = s.across.x + j as f64 * VERNIER_PITCH * s.ux;
        lines = lines.extend(Path::line(
            Point::new(x, s.across.y - OVERLAP),
            Point::new(x, s.across.y + len),
        ));
        let y = s.down.y + j as f64 * VERNIER_PITCH * s.uy;
        lines = lines.extend(Path::line(
            Point::new(s.down.x - OVERLAP, y),
            Point::new(s.down.x + len, y),
        ));
        if j % 5 == 0 {
            items.push(label(
                Point::new(x, s.across.y + number_offset(true)),
                &j.to_string(),
                Anchor::Middle,
                ink,
            ));
            items.push(label(
                Point::new(s.down.x + number_offset(false), y + pt(NUMBERS) * 0.36),
                &j.to_string(),
                Anchor::Start,
                ink,
            ));
        }
    }
    items.push(Item::stroke(lines, Stroke::solid(ink, MARK)));
    items
}

/// The front's instructions, line by line; a line that carries on a step is indented.
fn instructions(d: &Duplex, game: &Game) -> Vec<String> {
    // The offsets are values of the command line: they keep their decimal point.
    let (ox, oy) = (fmt_num(d.offset.0, 2), fmt_num(d.offset.1, 2));
    let flip_set = match d.flip {
        Flip::Long => "",
        Flip::Short => ",flip=short",
    };
    let flip = [("flip", d.flip.name().into())];
    let offsets = [("x", ox.as_str().into()), ("y", oy.as_str().into())];
    let step4 = [
        ("x", ox.as_str().into()),
        ("y", oy.as_str().into()),
        ("flip_set", flip_set.into()),
    ];
    [
        ("", game.text("calibration-step-print", &flip)),
        ("", game.text("calibration-step-window", &[])),
        // Tenths first, then the whole millimetres counted back from the mark that lines up:
        // near a whole millimetre the back's 0 sits as close to the next front mark as the 9
        // or 10 does to theirs, and any mark that lines up gives the reading so.
        ("", game.text("calibration-step-tenths", &[])),
        ("    ", game.text("calibration-step-whole", &[])),
        ("    ", game.text("calibration-step-example", &[])),
        ("", game.text("calibration-step-offset", &step4)),
        ("    ", game.text("calibration-step-sum", &offsets)),
        ("", game.text("calibration-note", &[])),
    ]
    .into_iter()
    .map(|(indent, line)| format!("{indent}{line}"))
    .collect()
}

/// The calibration sheet: its front (main scales, instructions) and its back (the
/// verniers, mirrored and moved by the offset as every back page is).
pub(crate) fn sheets(game: &Game, opts: &Options, look: &Look, d: &Duplex) -> Vec<Sheet> {
    let pal = look.palette;
    let name = [("game", game.name.as_str().into())];
    let flip = [("flip", d.flip.name().into())];
    let title = game.text("calibration-title", &name);
    let subtitle = game.text("calibration-subtitle", &flip);
    let back_subtitle = game.text("calibration-back-subtitle", &flip);
    // The verniers on the back lie behind the scales: both headings are cleared.
    let width = layout_of(opts, d).1.w;
    let overhang = heading_overhang(&subtitle, width, &game.print).max(heading_overhang(
        &back_subtitle,
        width,
        &game.print,
    ));
    let (size, safe, s) = layout_under(opts, d, overhang);
    let content = content_area_under(safe, overhang);
    let mut front = cut_sheet(
        "calibration",
        size,
        safe,
        &title,
        &subtitle,
        (pal, &game.print),
    );
    let mut scale = main_scales(&s, pal.ink);
    scale.push(heading(
        Point::new(s.across.x, s.across.y - number_offset(false) - 6.0),
        &game.text("calibration-across", &[]),
        pal.ink,
    ));
    scale.push(heading(
        // Beyond the scale's − end, clear of its marks.
        Point::new(s.down.x, s.down.y - 14.0 * s.uy + 3.0 * (1.0 - s.uy) / 2.0),
        &game.text("calibration-down", &[]),
        pal.ink,
    ));
    front.items.push(Group::tagged(
        Tag::Figure {
            title: game.text("calibration-figure", &[]),
            alt: game.text("calibration-figure-alt", &[]),
        },
        scale,
    ));
    let mut y = content.y + INSTRUCTIONS;
    for line in instructions(d, game) {
        let size = marks::fit(&line, pt(9.0), Weight::Regular, content.w);
        front.items.push(Group::tagged(
            Tag::Para,
            vec![Item::text(
                Point::new(content.x, y),
                line,
                size,
                Anchor::Start,
                Weight::Regular,
                pal.ink,
            )],
        ));
        y += LINE;
    }
    let mirror = if d.flip.mirrors_x(size) {
        Transform {
            a: -1.0,
            e: size.w,
            ..Transform::identity()
        }
    } else {
        Transform {
            d: -1.0,
            f: size.h,
            ..Transform::identity()
        }
    };
    let place = Transform::translate(d.offset.0, d.offset.1).after(&mirror);
    let (p, q) = (
        place.apply(Point::new(safe.x, safe.y)),
        place.apply(Point::new(safe.right(), safe.bottom())),
    );
    let back_safe = Rect::new(p.x.min(q.x), p.y.min(q.y), safe.w, safe.h);
    let mut back = back_sheet(
        "calibration-back",
        size,
        back_safe,
        &game.text("calibration-back-title", &name),
        &back_subtitle,
        (pal, &game.print),
    );
    back.items.push(Item::Group(Group {
        transform: place,
        items: verniers(&s, pal.ink),
        tag: Some(Tag::Figure {
            title: game.text("calibration-verniers", &[]),
            alt: game.text("calibration-verniers-alt", &[]),
        }),
    }));
    let label = super::sheet::footer_label(game, &game.text("calibration-part", &[]), look);
    vec![
        Sheet {
            page: front,
            label: label.clone(),
            ink: pal.ink,
            fur: marks::Furniture::regular(),
        },
        Sheet {
            page: back,
            label: game.text(
                "calibration-back-label",
                &[("label", label.as_str().into())],
            ),
            ink: pal.ink,
            fur: marks::Furniture::regular(),
        },
    ]
}
