//! Cut files: the page's cuts (see `scene::Cuts`) for cutting machines, on the printed
//! page's size and origin so they register one to one. SVG 1.1 in millimetres (cut lines
//! only, or in the laser colour convention) and DXF R12 in millimetres with a layer per kind
//! of cut and true circles.

use std::fmt::Write as _;

use svg::node::element::{Circle, Group, Path as SvgPath, Rectangle, Title};
use svg::Node;

use crate::scene::{Cut, CutKind, CutPath, PLOTTER_LINE};
use crate::units::{fmt_num, places, Point, Rect, Size};

/// What a cut file holds besides the cuts.
#[derive(Debug, Clone, PartialEq)]
pub struct CutFile<'a> {
    /// Title of the file (the SVG `<title>`).
    pub title: &'a str,
    /// The sheet, mm: the printed page's, or a laser bed's.
    pub size: Size,
    /// The cuts, in cutting order, in the sheet's millimetres (origin top-left, y down).
    pub cuts: &'a [Cut],
    /// Registration marks to draw as filled rectangles (print-and-cut), sheet mm.
    pub marks: &'a [Rect],
    /// Fold lines to score, never cut, sheet mm.
    pub scores: &'a [[Point; 2]],
}

/// How the SVG's cuts are coloured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SvgStyle {
    /// Cutting-plotter software (Silhouette Studio, Design Space, ScanNCut): thin black lines.
    Plotter,
    /// Laser software (LightBurn, Glowforge, xTool): one colour per operation, cuts in red
    /// hairlines.
    Laser,
}

/// The laser convention's colour for cutting through.
pub const LASER_CUT: &str = "#ff0000";
/// The laser convention's colour for scoring (a shallow pass that does not cut through).
pub const LASER_SCORE: &str = "#0000ff";
/// The plotter file's score lines' dashes, mm: a score reads apart from a cut at a glance.
const SCORE_DASH: &str = "2 1";
/// Line width of a laser file's cuts, mm: a hairline, as laser software wants its vectors.
pub const LASER_HAIRLINE: f64 = 0.01;

/// The cut file as SVG 1.1: a `cut` group holding the cuts in cutting order, each run of
/// one kind in a group of its class (`cut-grid` ...), and, with marks, a `regmarks` group.
pub fn svg(file: &CutFile, style: SvgStyle) -> String {
    let n = |v: f64| fmt_num(v, places::MM);
    let (color, width) = match style {
        SvgStyle::Plotter => ("#000000", PLOTTER_LINE),
        SvgStyle::Laser => (LASER_CUT, LASER_HAIRLINE),
    };
    let mut cut = Group::new()
        .set("id", "cut")
        .set("fill", "none")
        .set("stroke", color)
        .set("stroke-width", n(width))
        .set("stroke-linejoin", "miter");
    // The cutting order is the file's order (the knife follows it), so a kind's cuts are
    // grouped only where they come one after another; a kind recurs, hence a class.
    let mut run: Option<(CutKind, Group)> = None;
    for c in file.cuts {
        let el: Box<dyn Node> = match &c.path {
            CutPath::Circle { center, radius } => Box::new(
                Circle::new()
                    .set("cx", n(center.x))
                    .set("cy", n(center.y))
                    .set("r", n(*radius)),
            ),
            CutPath::Polyline { points, closed } => {
                let mut d = String::new();
                for (i, p) in points.iter().enumerate() {
                    d += if i == 0 { "M" } else { "L" };
                    d += &format!("{} {}", n(p.x), n(p.y));
                }
                if *closed {
                    d += "Z";
                }
                Box::new(SvgPath::new().set("d", d))
            }
        };
        match &mut run {
            Some((kind, g)) if *kind == c.kind => g.append(el),
            _ => {
                if let Some((_, g)) = run.take() {
                    cut.append(g);
                }
                let mut g = Group::new().set("class", format!("cut-{}", c.kind.name()));
                g.append(el);
                run = Some((c.kind, g));
            }
        }
    }
    if let Some((_, g)) = run {
        cut.append(g);
    }
    let mut root = svg::Document::new()
        .set("version", "1.1")
        .set("width", format!("{}mm", n(file.size.w)))
        .set("height", format!("{}mm", n(file.size.h)))
        .set(
            "viewBox",
            format!("0 0 {} {}", n(file.size.w), n(file.size.h)),
        )
        .add(Title::new(file.title.to_string()))
        .add(cut);
    if !file.scores.is_empty() {
        root.append(score_group(file.scores, style));
    }
    if !file.marks.is_empty() {
        let mut g = Group::new().set("id", "regmarks").set("fill", "#000000");
        for r in file.marks {
            g.append(
                Rectangle::new()
                    .set("x", n(r.x))
                    .set("y", n(r.y))
                    .set("width", n(r.w))
                    .set("height", n(r.h)),
            );
        }
        root.append(g);
    }
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n{root}\n")
}

/// The `score` group of an SVG cut file: each fold line a path, in the laser's score colour
/// or, for a plotter, dashed, so that it is never taken for a cut.
fn score_group(scores: &[[Point; 2]], style: SvgStyle) -> Group {
    let n = |v: f64| fmt_num(v, places::MM);
    let mut g = Group::new().set("id", "score").set("fill", "none");
    g = match style {
        SvgStyle::Plotter => g
            .set("stroke", "#000000")
            .set("stroke-width", n(PLOTTER_LINE))
            .set("stroke-dasharray", SCORE_DASH),
        SvgStyle::Laser => g
            .set("stroke", LASER_SCORE)
            .set("stroke-width", n(LASER_HAIRLINE)),
    };
    for [a, b] in scores {
        let d = format!("M{} {}L{} {}", n(a.x), n(a.y), n(b.x), n(b.y));
        g.append(SvgPath::new().set("d", d));
    }
    g
}

/// The DXF layer of a kind of cut.
pub fn layer(kind: CutKind) -> String {
    format!("CUT-{}", kind.name().to_ascii_uppercase())
}

/// The DXF layer of fold lines to score, never cut: listed only in a file that has one.
pub const SCORE_LAYER: &str = "SCORE";

/// The DXF layer of registration marks.
pub const MARKS_LAYER: &str = "REGMARKS";

/// The DXF layer of the sheet's frame, (0, 0)-(w, h): software that places a DXF by its
/// extents (Inkscape's import, most CAM software) would otherwise place the cuts by their
/// own box and lose the registration with the print. Not to be cut.
pub const PAGE_LAYER: &str = "PAGE";

/// AutoCAD colour index of each layer, so CAM software shows the kinds apart.
fn aci(kind: CutKind) -> u8 {
    match kind {
        CutKind::Grid => 1,
        CutKind::Outline => 5,
        CutKind::Round => 3,
        CutKind::Board => 6,
    }
}

/// The cut file as DXF R12 (AC1009), units millimetres (said in a comment: R12 has no
/// header variable for units, `$INSUNITS` came with R2000): a LINE per
/// straight cut, a closed POLYLINE per outline, a CIRCLE per round piece, each kind on its
/// own layer; registration marks as closed polylines on `REGMARKS`, and the sheet's frame on
/// `PAGE`. DXF's y runs up, so the page's bottom-left corner is the origin and the page lies
/// in (0, 0)-(w, h).
pub fn dxf(file: &CutFile) -> String {
    let h = file.size.h;
    let mut out = String::new();
    let n = |v: f64| fmt_num(v, 4);
    let mut pair = |code: u32, value: &str| {
        let _ = writeln!(out, "{code:>3}\n{value}");
    };
    pair(999, "Units: millimetres");
    pair(0, "SECTION");
    pair(2, "HEADER");
    pair(9, "$ACADVER");
    pair(1, "AC1009");
    pair(9, "$EXTMIN");
    pair(10, "0");
    pair(20, "0");
    pair(30, "0");
    pair(9, "$EXTMAX");
    pair(10, &n(file.size.w));
    pair(20, &n(h));
    pair(30, "0");
    pair(0, "ENDSEC");
    pair(0, "SECTION");
    pair(2, "TABLES");
    pair(0, "TABLE");
    pair(2, "LTYPE");
    pair(70, "1");
    pair(0, "LTYPE");
    pair(2, "CONTINUOUS");
    pair(70, "0");
    pair(3, "Solid line");
    pair(72, "65");
    pair(73, "0");
    pair(40, "0");
    pair(0, "ENDTAB");
    pair(0, "TABLE");
    pair(2, "LAYER");
    let score = (!file.scores.is_empty()).then(|| (SCORE_LAYER.to_string(), 4));
    pair(
        70,
        &(CutKind::ALL.len() + 2 + usize::from(score.is_some())).to_string(),
    );
    let layers = CutKind::ALL
        .iter()
        .map(|&k| (layer(k), aci(k)))
        .chain(score)
        .chain([(MARKS_LAYER.to_string(), 7), (PAGE_LAYER.to_string(), 8)]);
    for (name, color) in layers {
        pair(0, "LAYER");
        pair(2, &name);
        pair(70, "0");
        pair(62, &color.to_string());
        pair(6, "CONTINUOUS");
    }
    pair(0, "ENDTAB");
    pair(0, "ENDSEC");
    pair(0, "SECTION");
    pair(2, "ENTITIES");
    let polyline = |pair: &mut dyn FnMut(u32, &str), layer: &str, pts: &[(f64, f64)]| {
        pair(0, "POLYLINE");
        pair(8, layer);
        pair(66, "1");
        pair(10, "0");
        pair(20, "0");
        pair(30, "0");
        pair(70, "1");
        for &(x, y) in pts {
            pair(0, "VERTEX");
            pair(8, layer);
            pair(10, &n(x));
            pair(20, &n(h - y));
            pair(30, "0");
        }
        pair(0, "SEQEND");
        pair(8, layer);
    };
    for c in file.cuts {
        let l = layer(c.kind);
        match &c.path {
            CutPath::Circle { center, radius } => {
                pair(0, "CIRCLE");
                pair(8, &l);
                pair(10, &n(center.x));
                pair(20, &n(h - center.y));
                pair(30, "0");
                pair(40, &n(*radius));
            }
            CutPath::Polyline { points, closed } => {
                if *closed {
                    let pts: Vec<(f64, f64)> = points.iter().map(|p| (p.x, p.y)).collect();
                    polyline(&mut pair, &l, &pts);
                } else {
                    for w in points.windows(2) {
                        pair(0, "LINE");
                        pair(8, &l);
                        pair(10, &n(w[0].x));
                        pair(20, &n(h - w[0].y));
                        pair(30, "0");
                        pair(11, &n(w[1].x));
                        pair(21, &n(h - w[1].y));
                        pair(31, "0");
                    }
                }
            }
        }
    }
    for [a, b] in file.scores {
        pair(0, "LINE");
        pair(8, SCORE_LAYER);
        pair(10, &n(a.x));
        pair(20, &n(h - a.y));
        pair(30, "0");
        pair(11, &n(b.x));
        pair(21, &n(h - b.y));
        pair(31, "0");
    }
    for r in file.marks {
        let pts = [
            (r.x, r.y),
            (r.right(), r.y),
            (r.right(), r.bottom()),
            (r.x, r.bottom()),
        ];
        polyline(&mut pair, MARKS_LAYER, &pts);
    }
    let w = file.size.w;
    polyline(
        &mut pair,
        PAGE_LAYER,
        &[(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)],
    );
    pair(0, "ENDSEC");
    pair(0, "EOF");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cuts() -> Vec<Cut> {
        vec![
            Cut {
                kind: CutKind::Grid,
                group: 0,
                path: CutPath::Polyline {
                    points: vec![Point::new(10.0, 20.0), Point::new(30.0, 20.0)],
                    closed: false,
                },
            },
            Cut {
                kind: CutKind::Round,
                group: 1,
                path: CutPath::Circle {
                    center: Point::new(50.0, 60.0),
                    radius: 12.5,
                },
            },
        ]
    }

    #[test]
    fn dxf_flips_y_about_the_page_and_keeps_true_circles() {
        let cuts = cuts();
        let d = dxf(&CutFile {
            title: "t",
            size: Size { w: 210.0, h: 297.0 },
            cuts: &cuts,
            marks: &[],
            scores: &[],
        });
        assert!(d.starts_with("999\nUnits: millimetres\n"));
        assert!(!d.contains("$INSUNITS") && !d.contains("$MEASUREMENT"));
        assert!(d.contains("  0\nLINE\n  8\nCUT-GRID\n 10\n10\n 20\n277\n"));
        assert!(d.contains("  0\nCIRCLE\n  8\nCUT-ROUND\n 10\n50\n 20\n237\n 30\n0\n 40\n12.5\n"));
        assert!(d.ends_with("  0\nEOF\n"));
    }

    #[test]
    fn svg_groups_cuts_by_kind_in_millimetres() {
        let cuts = cuts();
        let s = svg(
            &CutFile {
                title: "t",
                size: Size { w: 210.0, h: 297.0 },
                cuts: &cuts,
                marks: &[Rect::new(15.0, 20.0, 5.0, 5.0)],
                scores: &[],
            },
            SvgStyle::Laser,
        );
        assert!(s.contains("width=\"210mm\""));
        assert!(s.contains("class=\"cut-grid\"") && s.contains("class=\"cut-round\""));
        assert!(!s.contains("cut-outline"));
        // In cutting order: the grid line, then the circle.
        assert!(s.find("<path").unwrap() < s.find("<circle").unwrap());
        assert!(s.contains("stroke=\"#ff0000\""));
        assert!(s.contains("<circle cx=\"50\" cy=\"60\" r=\"12.5\"/>"));
        assert!(s.contains("id=\"regmarks\""));
    }
}
