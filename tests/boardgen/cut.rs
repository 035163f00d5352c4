//! Files for cutting machines, from the real binary: the DXF read back with ezdxf and the
//! PDF's CutContour read back with lopdf, each compared with the cuts the layout gives the
//! same pages; cut SVGs checked against the SVG 1.1 DTD; beds, kerf and refusals.

use crate::common;

use std::process::Command;

use boardgen_core::kit::Kit;
use boardgen_core::layout::{kit_document, CounterShape, Options, SheetKind};
use boardgen_core::paper::Paper;
use boardgen_core::scene::{CutPath, Document};
use common::{boardgen, python_with, run_ok};

/// The layout the binary makes for `pdf --sheets board,pieces --paper a4 --shape SHAPE
/// --cut ...`, its cuts laid.
fn layout(id: &str, shape: CounterShape, bleed: f64) -> Document {
    let kit = Kit::builtin(id).unwrap();
    let opts = Options {
        paper: Paper::parse("a4").unwrap(),
        shape,
        bleed,
        sheets: vec![SheetKind::Board, SheetKind::Pieces],
        ..Options::default()
    };
    let mut doc = kit_document(&kit, &opts).unwrap();
    boardgen_core::cut::paths::lay_all(&mut doc);
    doc
}

/// Every entity of a DXF as ezdxf reads it: one line each, `KIND LAYER numbers...`, after a
/// first line with the version and the header variables the file writes that its version
/// does not define (ezdxf's table of each variable's first version), `-` for none.
const DUMP: &str = r#"
import sys, ezdxf
from ezdxf.sections.headervars import HEADER_VAR_MAP
doc = ezdxf.readfile(sys.argv[1])
lines = open(sys.argv[1]).read().split("\n")
names = [lines[i + 1] for i in range(0, len(lines) - 1, 2) if lines[i].strip() == "9"]
newer = [n for n in names if n not in HEADER_VAR_MAP or HEADER_VAR_MAP[n].mindxf > doc.dxfversion]
print(doc.dxfversion, ",".join(newer) or "-")
for e in doc.modelspace():
    t = e.dxftype()
    if t == "LINE":
        s, f = e.dxf.start, e.dxf.end
        print("LINE", e.dxf.layer, s.x, s.y, f.x, f.y)
    elif t == "CIRCLE":
        print("CIRCLE", e.dxf.layer, e.dxf.center.x, e.dxf.center.y, e.dxf.radius)
    elif t == "POLYLINE":
        pts = [c for v in e.vertices for c in (v.dxf.location.x, v.dxf.location.y)]
        print("POLYLINE", e.dxf.layer, int(e.is_closed), *pts)
    else:
        print("OTHER", t)
"#;

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-3
}

#[test]
fn dxf_reads_back_in_ezdxf_as_the_pages_cuts() {
    let Some(python) = python_with("ezdxf") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut compared = 0;
    for id in ["camels-and-carpets", "royal-carpet"] {
        for (shape, name) in [
            (CounterShape::Square, "square"),
            (CounterShape::Round, "round"),
        ] {
            let out = dir.path().join(format!("{id}-{name}"));
            let args = [
                "pdf",
                "--game",
                id,
                "--paper",
                "a4",
                "--shape",
                name,
                "--sheets",
                "board,pieces",
                "--cut",
                "dxf",
            ];
            let written = run_ok(&out, &args);
            let doc = layout(id, shape, 2.0);
            for page in doc.pages.iter().filter(|p| !p.cuts.is_empty()) {
                let file = format!("{id}-colour-{}-cut.dxf", page.name);
                let path = out.join(&file);
                assert!(written.contains(&path), "{file} not written: {written:?}");
                let o = Command::new(&python)
                    .args(["-c", DUMP])
                    .arg(&path)
                    .output()
                    .unwrap();
                assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
                let text = String::from_utf8(o.stdout).unwrap();
                let mut lines = text.lines();
                // R12, with no header variable R12 lacks (`$INSUNITS` came with R2000).
                assert_eq!(
                    lines.next(),
                    Some("AC1009 -"),
                    "{file}: version, newer variables"
                );
                let h = page.size.h;
                let mut entities = lines.map(|l| l.split(' ').collect::<Vec<&str>>());
                for cut in &page.cuts.paths {
                    let layer = format!("CUT-{}", cut.kind.name().to_uppercase());
                    let nums = |e: &[&str], from: usize| -> Vec<f64> {
                        e[from..].iter().map(|v| v.parse().unwrap()).collect()
                    };
                    match &cut.path {
                        CutPath::Circle { center, radius } => {
                            let e = entities.next().expect("an entity per cut");
                            assert_eq!(&e[..2], ["CIRCLE", layer.as_str()], "{file}");
                            let v = nums(&e, 2);
                            assert!(
                                near(v[0], center.x)
                                    && near(v[1], h - center.y)
                                    && near(v[2], *radius),
                                "{file}: {e:?} is not {cut:?}"
                            );
                        }
                        CutPath::Polyline {
                            points,
                            closed: true,
                        } => {
                            let e = entities.next().expect("an entity per cut");
                            assert_eq!(&e[..3], ["POLYLINE", layer.as_str(), "1"], "{file}");
                            let v = nums(&e, 3);
                            assert_eq!(v.len(), 2 * points.len(), "{file}");
                            for (p, xy) in points.iter().zip(v.chunks(2)) {
                                assert!(near(xy[0], p.x) && near(xy[1], h - p.y), "{file}");
                            }
                        }
                        CutPath::Polyline {
                            points,
                            closed: false,
                        } => {
                            for w in points.windows(2) {
                                let e = entities.next().expect("an entity per segment");
                                assert_eq!(&e[..2], ["LINE", layer.as_str()], "{file}");
                                let v = nums(&e, 2);
                                assert!(near(v[0], w[0].x) && near(v[1], h - w[0].y), "{file}");
                                assert!(near(v[2], w[1].x) && near(v[3], h - w[1].y), "{file}");
                            }
                        }
                    }
                    compared += 1;
                }
                let frame = entities.next().expect("the page's frame");
                assert_eq!(&frame[..3], ["POLYLINE", "PAGE", "1"], "{file}");
                assert!(entities.next().is_none(), "{file}: more entities than cuts");
            }
        }
    }
    assert!(compared > 50, "only {compared} cuts compared");
}

#[test]
fn cut_svgs_are_valid_svg_in_millimetres_with_a_cut_group() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "svg",
            "--game",
            "royal-carpet",
            "--shape",
            "round",
            "--cut",
            "svg,laser",
        ],
    );
    let cuts: Vec<_> = written
        .iter()
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.ends_with("-cut.svg") || n.ends_with("-laser.svg")
        })
        .collect();
    // Board (one page at this size or two halves) and one piece sheet, two SVGs each.
    assert!(cuts.len() >= 4, "{written:?}");
    for p in &cuts {
        let s = std::fs::read_to_string(p).unwrap();
        assert!(
            s.contains("width=\"210mm\"") || s.contains("width=\"297mm\""),
            "{p:?}"
        );
        let n = p.file_name().unwrap().to_string_lossy();
        if n.ends_with("-laser.svg") {
            assert!(s.contains("stroke=\"#ff0000\"") && s.contains("stroke-width=\"0.01\""));
        }
        assert!(s.contains("id=\"cut\""), "{p:?}");
    }
    for p in &cuts {
        common::check_svg11(p);
    }
}

/// An engrave image read back: width and height in pixels, pixels per mm, and true for
/// each black (engraved) pixel, row by row. It must be 1-bit greyscale: nothing grey for
/// laser software to dither, no white shape for it to drop.
fn engrave_bits(path: &std::path::Path) -> (usize, usize, f64, Vec<bool>) {
    let bytes = std::fs::read(path).unwrap();
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info().unwrap();
    let info = reader.info();
    assert_eq!(
        (info.color_type, info.bit_depth),
        (png::ColorType::Grayscale, png::BitDepth::One),
        "{path:?}"
    );
    let dims = info.pixel_dims.unwrap();
    assert_eq!(dims.unit, png::Unit::Meter);
    let per_mm = dims.xppu as f64 / 1000.0;
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    let (w, h) = (frame.width as usize, frame.height as usize);
    let black = buf[..w * h].iter().map(|&v| v < 128).collect();
    (w, h, per_mm, black)
}

/// The box of every closed cut (outline, circle, board) of a cut SVG, mm: [x, y, w, h].
fn closed_cut_boxes(svg: &str) -> Vec<[f64; 4]> {
    let mut out = Vec::new();
    for el in svg.split('<').skip(1) {
        let attr = |name: &str| -> Option<String> {
            let at = el.find(&format!(" {name}=\""))? + name.len() + 3;
            Some(el[at..at + el[at..].find('"')?].to_string())
        };
        if el.starts_with("path ") {
            let d = attr("d").unwrap();
            if !d.ends_with('Z') {
                continue;
            }
            let v: Vec<f64> = d
                .split(['M', 'L', 'Z', ' '])
                .filter(|v| !v.is_empty())
                .map(|v| v.parse().unwrap())
                .collect();
            let xs = v.iter().step_by(2);
            let ys = v.iter().skip(1).step_by(2);
            let (x0, x1) = xs.fold((f64::MAX, f64::MIN), |a, &x| (a.0.min(x), a.1.max(x)));
            let (y0, y1) = ys.fold((f64::MAX, f64::MIN), |a, &y| (a.0.min(y), a.1.max(y)));
            out.push([x0, y0, x1 - x0, y1 - y0]);
        } else if el.starts_with("circle ") {
            let n = |k: &str| attr(k).unwrap().parse::<f64>().unwrap();
            let r = n("r");
            out.push([n("cx") - r, n("cy") - r, 2.0 * r, 2.0 * r]);
        }
    }
    out
}

/// The box of the black pixels of an engrave image, mm; None when nothing is engraved.
fn black_box(w: usize, per_mm: f64, black: &[bool]) -> Option<[f64; 4]> {
    let mut b: Option<[usize; 4]> = None;
    for (i, _) in black.iter().enumerate().filter(|p| *p.1) {
        let (x, y) = (i % w, i / w);
        b = Some(match b {
            None => [x, y, x, y],
            Some([a, c, d, e]) => [a.min(x), c.min(y), d.max(x), e.max(y)],
        });
    }
    b.map(|[x0, y0, x1, y1]| {
        [
            x0 as f64 / per_mm,
            y0 as f64 / per_mm,
            (x1 + 1 - x0) as f64 / per_mm,
            (y1 + 1 - y0) as f64 / per_mm,
        ]
    })
}

fn union(boxes: &[[f64; 4]]) -> [f64; 4] {
    let x0 = boxes.iter().map(|b| b[0]).fold(f64::MAX, f64::min);
    let y0 = boxes.iter().map(|b| b[1]).fold(f64::MAX, f64::min);
    let x1 = boxes.iter().map(|b| b[0] + b[2]).fold(f64::MIN, f64::max);
    let y1 = boxes.iter().map(|b| b[1] + b[3]).fold(f64::MIN, f64::max);
    [x0, y0, x1 - x0, y1 - y0]
}

/// The engrave image holds the art of the pieces (in black where the print is dark, at
/// 0.1 mm a pixel), and nothing else: rasterised, the print and the engraving agree inside
/// every piece, and nothing is engraved outside the pieces. In mono the second side's band
/// is engraved, so the sides differ.
#[test]
fn engrave_images_are_one_bit_and_engrave_the_piece_art() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "png", "--mono", "--sheets", "pieces", "--dpi", "254", "--cut", "laser",
        ],
    );
    let mut files = 0;
    for p in written
        .iter()
        .filter(|p| p.to_string_lossy().ends_with("-engrave.png"))
    {
        let (w, h, per_mm, black) = engrave_bits(p);
        assert!((per_mm - 10.0).abs() < 0.01, "{per_mm}");
        let print = std::fs::read(p.to_string_lossy().replace("-engrave.png", ".png")).unwrap();
        let (pw, ph, px) = common::rgb_pixels(&print);
        assert_eq!((pw as usize, ph as usize), (w, h));
        let laser =
            std::fs::read_to_string(p.to_string_lossy().replace("-engrave.png", "-laser.svg"))
                .unwrap();
        let boxes = closed_cut_boxes(&laser);
        assert!(!boxes.is_empty());
        // WCAG relative luminance, as boardgen decides what is dark.
        let lin = |v: u8| {
            let c = v as f64 / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let dark = |c: [u8; 3]| 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]) < 0.4;
        let (mut inside, mut agree, mut banded) = (0, 0, 0);
        for y in 0..h {
            for x in 0..w {
                let (mx, my) = ((x as f64 + 0.5) / per_mm, (y as f64 + 0.5) / per_mm);
                let i = y * w + x;
                // Inside a piece, clear of its edge by 0.3 mm (anti-aliasing).
                let within = |m: f64| {
                    boxes.iter().any(|b| {
                        mx > b[0] + m
                            && mx < b[0] + b[2] - m
                            && my > b[1] + m
                            && my < b[1] + b[3] - m
                    })
                };
                if !within(-0.15) {
                    assert!(!black[i], "{p:?}: engraved outside the pieces at {mx} {my}");
                    continue;
                }
                // Where the print changes colour it is anti-aliased, and the engraving is
                // not (a pixel is in or out): compared away from every drawn edge (a rim's
                // inner edge, the art's strokes).
                let flat = x > 0
                    && y > 0
                    && x + 1 < w
                    && y + 1 < h
                    && [i - 1, i + 1, i - w, i + w].iter().all(|&j| px[j] == px[i]);
                if within(0.3) && flat {
                    inside += 1;
                    agree += usize::from(black[i] == dark(px[i]));
                    banded += usize::from(px[i] == [0x8c, 0x8c, 0x8c] && black[i]);
                }
            }
        }
        let share = agree as f64 / inside as f64;
        assert!(share > 0.99, "{p:?}: {share}");
        assert!(banded > 0, "{p:?}: the mono band is engraved");
        files += 1;
    }
    assert_eq!(files, 2, "{written:?}");
}

/// Each bed's engrave image holds the art of the pieces cut on that bed and no other,
/// registered to that bed's cuts: round each group's outline, the engraving's extent is the
/// outline's (the pieces' printed edges are dark), the group turned to share the bed too.
#[test]
fn each_bed_engraves_what_it_cuts() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--cut",
            "laser",
            "--bed",
            "300x200",
        ],
    );
    let mut beds = 0;
    for p in written
        .iter()
        .filter(|p| p.to_string_lossy().ends_with("-engrave.png"))
    {
        let (w, h, per_mm, black) = engrave_bits(p);
        assert_eq!(
            (w, h),
            (3000, 2000),
            "{p:?}: the bed's size at 0.1 mm a pixel"
        );
        let laser =
            std::fs::read_to_string(p.to_string_lossy().replace("-engrave.png", "-laser.svg"))
                .unwrap();
        let outlines = closed_cut_boxes(&laser);
        assert_eq!(outlines.len(), 2, "both groups on the one bed");
        for cut in &outlines {
            // The pixels round this outline, 2 mm wider each way (the groups are further
            // apart than that).
            let at = |v: f64| (v * per_mm).round() as usize;
            let (x0, y0) = (at(cut[0] - 2.0), at(cut[1] - 2.0));
            let (x1, y1) = (
                at(cut[0] + cut[2] + 2.0).min(w),
                at(cut[1] + cut[3] + 2.0).min(h),
            );
            let near: Vec<bool> = (y0..y1)
                .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                .map(|(x, y)| black[y * w + x])
                .collect();
            let b = black_box(x1 - x0, per_mm, &near).expect("something engraved");
            let art = [
                b[0] + x0 as f64 / per_mm,
                b[1] + y0 as f64 / per_mm,
                b[2],
                b[3],
            ];
            // Each edge of the engraving on its cut, to a pixel and a half (0.15 mm).
            let edges = |b: &[f64; 4]| [b[0], b[1], b[0] + b[2], b[1] + b[3]];
            let (a, c) = (edges(&art), edges(cut));
            assert!(
                (0..4).all(|k| (a[k] - c[k]).abs() <= 0.15),
                "{p:?}: engraves {art:?}, cuts {cut:?}"
            );
        }
        // Nothing is engraved outside the outlines.
        let all = black_box(w, per_mm, &black).unwrap();
        let cut = union(&outlines);
        let inside = all[0] >= cut[0] - 0.15
            && all[1] >= cut[1] - 0.15
            && all[0] + all[2] <= cut[0] + cut[2] + 0.15
            && all[1] + all[3] <= cut[1] + cut[3] + 0.15;
        assert!(inside, "{all:?} {cut:?}");
        beds += 1;
    }
    assert_eq!(beds, 1, "{written:?}");
}

/// A group that fits the bed only turned is turned, its engraving with it, and the run
/// says so; every bed keeps its margin free (5 mm, or `--bed-margin`).
#[test]
fn a_board_half_that_fits_turned_is_turned_inside_the_bed_margin() {
    for (margin, at) in [(None, 5.0), (Some("0"), 0.0), (Some("12.5"), 12.5)] {
        let dir = tempfile::tempdir().unwrap();
        let mut cmd = boardgen();
        cmd.args([
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "board",
            "--cut",
            "laser",
            "--bed",
            "200x300",
            "--out",
        ])
        .arg(dir.path());
        if let Some(m) = margin {
            cmd.args(["--bed-margin", m]);
        }
        let o = cmd.output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{err}");
        assert_eq!(
            err.matches("turned 90° to fit the 200x300 mm bed").count(),
            2,
            "{err}"
        );
        for half in 1..=2 {
            let f = |what: &str| {
                dir.path()
                    .join(format!("camels-and-carpets-colour-bed-{half}-{what}"))
            };
            let laser = std::fs::read_to_string(f("laser.svg")).unwrap();
            assert!(laser.contains("viewBox=\"0 0 200 300\""));
            let cut = union(&closed_cut_boxes(&laser));
            let want = [at, at, 131.15, 262.3];
            assert!((0..4).all(|k| (cut[k] - want[k]).abs() < 1e-3), "{cut:?}");
            let (w, h, per_mm, black) = engrave_bits(&f("engrave.png"));
            assert_eq!((w, h), (2000, 3000));
            let art = black_box(w, per_mm, &black).unwrap();
            // The board's dark squares and its frame reach the trim all round.
            assert!((0..4).all(|k| (art[k] - want[k]).abs() <= 0.3), "{art:?}");
        }
    }
}

/// The operands of every path operator between `/OC /CutContour BDC` and `EMC`, in mm.
fn contour_points(content: &[u8]) -> Vec<Vec<f64>> {
    let ops = lopdf::content::Content::decode(content).unwrap().operations;
    // Marked-content depth, and the depth at which the CutContour layer opened.
    let (mut depth, mut layer) = (0, None);
    let mut out = Vec::new();
    for op in ops {
        let inside = layer.is_some();
        match op.operator.as_str() {
            "BDC" | "BMC" => {
                depth += 1;
                let cut = op
                    .operands
                    .iter()
                    .any(|o| o.as_name().is_ok_and(|n| n == b"CutContour"));
                if op.operator == "BDC" && cut && layer.is_none() {
                    layer = Some(depth);
                }
            }
            "EMC" => {
                if layer == Some(depth) {
                    layer = None;
                }
                depth -= 1;
            }
            // A rectangle as the writer shortens it: its four corners, as drawn.
            "re" if inside => {
                let v: Vec<f64> = op
                    .operands
                    .iter()
                    .map(|o| o.as_float().map(f64::from).unwrap())
                    .collect();
                let (x, y, w, h) = (v[0], v[1], v[2], v[3]);
                out.extend([
                    vec![x, y],
                    vec![x + w, y],
                    vec![x + w, y + h],
                    vec![x, y + h],
                ]);
            }
            "m" | "l" | "c" if inside => out.push(
                op.operands
                    .iter()
                    .map(|o| o.as_float().map(f64::from).unwrap())
                    .collect(),
            ),
            _ => {}
        }
    }
    out
}

#[test]
fn pdf_cut_contour_is_a_separation_overprinted_on_its_own_layer_over_the_cuts() {
    let dir = tempfile::tempdir().unwrap();
    for (shape, name) in [
        (CounterShape::Square, "square"),
        (CounterShape::Round, "round"),
    ] {
        let out = dir.path().join(name);
        let id = "camels-and-carpets";
        run_ok(
            &out,
            &[
                "pdf",
                "--game",
                id,
                "--paper",
                "a4",
                "--shape",
                name,
                "--sheets",
                "board,pieces",
                "--cut",
                "contour",
            ],
        );
        let pdf = lopdf::Document::load(out.join(format!("{id}-colour-board+pieces.pdf"))).unwrap();
        // The layer, listed and on.
        let catalog = pdf.catalog().unwrap();
        let ocp = catalog.get(b"OCProperties").unwrap().as_dict().unwrap();
        let ocg_ref = ocp.get(b"OCGs").unwrap().as_array().unwrap()[0]
            .as_reference()
            .unwrap();
        let ocg = pdf.get_dictionary(ocg_ref).unwrap();
        assert_eq!(ocg.get(b"Type").unwrap().as_name().unwrap(), b"OCG");
        assert_eq!(ocg.get(b"Name").unwrap().as_str().unwrap(), b"CutContour");
        let pages: Vec<_> = pdf.get_pages().into_values().collect();
        let res = common::inherited(&pdf, pages[0], b"Resources");
        let res = match res {
            lopdf::Object::Reference(r) => pdf.get_dictionary(r).unwrap().clone(),
            lopdf::Object::Dictionary(d) => d,
            o => panic!("resources {o:?}"),
        };
        // The Separation: CutContour, alternate CMYK, full tint 100 % magenta.
        let cs = res.get(b"ColorSpace").unwrap().as_dict().unwrap();
        let sep = pdf
            .dereference(cs.get(b"CSCut").unwrap())
            .unwrap()
            .1
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(sep[0].as_name().unwrap(), b"Separation");
        assert_eq!(sep[1].as_name().unwrap(), b"CutContour");
        assert_eq!(sep[2].as_name().unwrap(), b"DeviceCMYK");
        let c1: Vec<f32> = sep[3]
            .as_dict()
            .unwrap()
            .get(b"C1")
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_float().unwrap())
            .collect();
        assert_eq!(c1, [0.0, 1.0, 0.0, 0.0]);
        // Overprint on, for stroke and fill.
        let gs = res.get(b"ExtGState").unwrap().as_dict().unwrap();
        let gs = pdf
            .dereference(gs.get(b"GSCut").unwrap())
            .unwrap()
            .1
            .as_dict()
            .unwrap()
            .clone();
        assert!(gs.get(b"OP").unwrap().as_bool().unwrap());
        assert!(gs.get(b"op").unwrap().as_bool().unwrap());
        // The layer is the OCG the content names.
        let props = res.get(b"Properties").unwrap().as_dict().unwrap();
        assert_eq!(
            props.get(b"CutContour").unwrap().as_reference().unwrap(),
            ocg_ref
        );
        // On each cut page, the contour's path is the page's cuts.
        let doc = layout(id, shape, 2.0);
        assert_eq!(doc.pages.len(), pages.len());
        for (page, &pid) in doc.pages.iter().zip(&pages) {
            let content = pdf.get_page_content(pid);
            let got = contour_points(&content);
            let want: Vec<Vec<f64>> = page
                .cuts
                .paths
                .iter()
                .flat_map(|c| {
                    c.path.to_path().cmds.into_iter().filter_map(|cmd| {
                        use boardgen_core::scene::PathCmd;
                        match cmd {
                            PathCmd::MoveTo(p) | PathCmd::LineTo(p) => Some(vec![p.x, p.y]),
                            PathCmd::CubicTo(a, b, p) => Some(vec![a.x, a.y, b.x, b.y, p.x, p.y]),
                            PathCmd::Close => None,
                        }
                    })
                })
                .collect();
            assert_eq!(got.len(), want.len(), "{name} {}", page.name);
            for (g, w) in got.iter().zip(&want) {
                assert_eq!(g.len(), w.len());
                for (a, b) in g.iter().zip(w) {
                    assert!(
                        (a - b).abs() < 0.002,
                        "{name} {}: {g:?} vs {w:?}",
                        page.name
                    );
                }
            }
            assert!(!got.is_empty(), "{name} {}: no contour", page.name);
        }
    }
}

#[test]
fn without_contour_the_pdf_has_no_spot_colour_or_layer() {
    let dir = tempfile::tempdir().unwrap();
    run_ok(
        dir.path(),
        &["pdf", "--game", "royal-carpet", "--sheets", "pieces"],
    );
    let bytes = std::fs::read(dir.path().join("royal-carpet-colour-pieces.pdf")).unwrap();
    let pdf = lopdf::Document::load_mem(&bytes).unwrap();
    assert!(pdf.catalog().unwrap().get(b"OCProperties").is_err());
}

#[test]
fn beds_split_the_cuts_and_each_bed_holds_its_cuts() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--cut",
            "laser,dxf",
            "--bed",
            "200x120",
            "--kerf",
            "0.2",
        ],
    );
    let beds: Vec<_> = written
        .iter()
        .filter(|p| p.to_string_lossy().ends_with("-laser.svg"))
        .collect();
    assert_eq!(beds.len(), 2, "{written:?}");
    for (i, p) in beds.iter().enumerate() {
        assert!(p
            .to_string_lossy()
            .contains(&format!("colour-bed-{}-laser", i + 1)));
        let s = std::fs::read_to_string(p).unwrap();
        assert!(s.contains("width=\"200mm\" ") || s.contains("width=\"200mm\""));
        assert!(s.contains("viewBox=\"0 0 200 120\""));
    }
}

fn refused(args: &[&str], says: &str) {
    let dir = tempfile::tempdir().unwrap();
    let o = boardgen()
        .args(args)
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(
        err.starts_with("error: ") && err.contains(says),
        "{args:?}: {err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "{args:?} wrote files"
    );
}

#[test]
fn cut_options_that_change_nothing_or_cannot_work_are_refused() {
    refused(
        &["svg", "--cut", "contour"],
        "use `boardgen pdf --cut contour`",
    );
    refused(
        &["pdf", "--kerf", "0.1"],
        "--kerf has no effect without cut files",
    );
    refused(
        &["pdf", "--cut", "contour", "--bed", "300x200"],
        "--bed has no effect",
    );
    refused(
        &["pdf", "--cut", "svg", "--sheets", "rules"],
        "--cut has no effect",
    );
    refused(&["handout", "--cut", "svg"], "nothing on a handout is cut");
    refused(&["pdf", "--cut", "svg,svg"], "--cut names svg twice");
    refused(
        &["pdf", "--cut", "plotter"],
        "use svg, dxf, laser, contour, marks",
    );
    refused(
        &["pdf", "--mark-inset", "15x20"],
        "--mark-inset has no effect without --cut marks",
    );
    refused(
        &["pdf", "--cut", "marks", "--mark-inset", "3x20"],
        "5 to 40 mm",
    );
    refused(
        &["pdf", "--cut", "marks,svg", "--bed", "300x200"],
        "use one or the other",
    );
    refused(&["pdf", "--cut", "dxf", "--kerf", "6"], "0 to 5 mm");
    refused(
        &["pdf", "--cut", "laser", "--bed-margin", "3"],
        "--bed-margin has no effect without --bed",
    );
    refused(
        &[
            "pdf",
            "--cut",
            "laser",
            "--bed",
            "20x40",
            "--bed-margin",
            "10",
        ],
        "--bed-margin 10: a 20x40 mm bed has no room inside it; use less than 10 mm",
    );
    refused(
        &[
            "pdf",
            "--cut",
            "laser",
            "--bed",
            "300x200",
            "--bed-margin",
            "51",
        ],
        "0 to 50 mm",
    );
    // Round pieces with no bleed stand 2 mm apart: a 3 mm kerf would make their cuts meet.
    refused(
        &[
            "pdf", "--sheets", "pieces", "--shape", "round", "--bleed", "0", "--cut", "dxf",
            "--kerf", "3",
        ],
        "use --kerf 1.99 or less",
    );
    refused(
        &[
            "pdf",
            "--paper",
            "150x200",
            "--margin",
            "5",
            "--sheets",
            "board,pieces",
            "--cut",
            "marks",
            "--mark-inset",
            "40x40",
        ],
        "the board does not fit inside the registration marks on 150x200 (150x200 mm); use --mark-inset 25.5x25.5 or nearer the edges",
    );
    refused(
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--cut",
            "dxf",
            "--bed",
            "100x100",
        ],
        "which fits neither way inside a 5 mm margin; use a bed of at least 160x110 mm",
    );
    refused(
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "board",
            "--cut",
            "laser",
            "--bed",
            "300x200",
            "--bed-margin",
            "20",
        ],
        "--bed 300x200: the board half of camels-and-carpets board-half-1 is 262.3 x 131.15 mm, which fits neither way inside a 20 mm margin; use a bed of at least 302.3x171.2 mm",
    );
}

/// The numbers of every `name="..."` attribute of each `<rect` element of an SVG.
fn svg_rects(svg: &str) -> Vec<[f64; 4]> {
    let attr = |el: &str, name: &str| -> f64 {
        let at = el.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        el[at..at + el[at..].find('"').unwrap()].parse().unwrap()
    };
    svg.split("<rect")
        .skip(1)
        .map(|el| {
            let el = &el[..el.find("/>").unwrap()];
            [
                attr(el, "x"),
                attr(el, "y"),
                attr(el, "width"),
                attr(el, "height"),
            ]
        })
        .collect()
}

fn same_rect(a: [f64; 4], r: &boardgen_core::units::Rect) -> bool {
    (a[0] - r.x).abs() <= 0.05
        && (a[1] - r.y).abs() <= 0.05
        && (a[2] - r.w).abs() <= 0.05
        && (a[3] - r.h).abs() <= 0.05
}

#[test]
fn registration_marks_are_where_they_say_in_the_pdf_the_svgs_and_the_dxf() {
    use boardgen_core::layout::marks::registration_marks;
    use boardgen_core::layout::MarkInset;
    let dir = tempfile::tempdir().unwrap();
    let id = "royal-carpet";
    let inset = MarkInset {
        left: 12.5,
        top: 18.0,
    };
    let common = [
        "--game",
        id,
        "--paper",
        "letter",
        "--sheets",
        "pieces",
        "--cut",
        "marks,svg,dxf",
        "--mark-inset",
        "12.5x18",
    ];
    let pdf_dir = dir.path().join("pdf");
    run_ok(&pdf_dir, &[&["pdf"][..], &common].concat());
    let svg_dir = dir.path().join("svg");
    run_ok(&svg_dir, &[&["svg"][..], &common].concat());
    let pdf = lopdf::Document::load(pdf_dir.join(format!("{id}-colour-pieces.pdf"))).unwrap();
    let pages: Vec<_> = pdf.get_pages().into_values().collect();
    assert_eq!(pages.len(), 1);
    let ops = lopdf::content::Content::decode(&pdf.get_page_content(pages[0]))
        .unwrap()
        .operations;
    let res: Vec<[f64; 4]> = ops
        .iter()
        .filter(|o| o.operator == "re")
        .map(|o| {
            let v: Vec<f64> = o
                .operands
                .iter()
                .map(|x| x.as_float().unwrap() as f64)
                .collect();
            [v[0], v[1], v[2], v[3]]
        })
        .collect();
    let media = common::inherited(&pdf, pages[0], b"MediaBox");
    let media: Vec<f64> = media
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_float().unwrap() as f64)
        .collect();
    let size = boardgen_core::units::Size {
        w: media[2] / 72.0 * 25.4,
        h: media[3] / 72.0 * 25.4,
    };
    let marks = registration_marks(size, inset);
    assert!((marks[0].x - 12.5).abs() < 1e-9 && (marks[0].y - 18.0).abs() < 1e-9);
    for m in &marks {
        assert!(
            res.iter().any(|r| same_rect(*r, m)),
            "PDF: no mark at {m:?}"
        );
    }
    // The print SVG draws each mark as its rectangle's path, in a group after the print.
    let print = std::fs::read_to_string(svg_dir.join(format!("{id}-colour-pieces-1.svg"))).unwrap();
    let groups = (
        print.find("<g id=\"print\""),
        print.find("<g id=\"regmarks\""),
    );
    assert!(matches!(groups, (Some(p), Some(r)) if p < r), "{groups:?}");
    for m in &marks {
        let d = boardgen_core::export::svg::path_data(&boardgen_core::scene::Path::rect(*m), 3);
        assert!(
            print.contains(&format!("d=\"{d}\"")),
            "print SVG: no mark at {m:?}"
        );
    }
    // The cut SVG: a regmarks group of the same rectangles.
    let cut =
        std::fs::read_to_string(svg_dir.join(format!("{id}-colour-pieces-1-cut.svg"))).unwrap();
    let got = svg_rects(&cut[cut.find("id=\"regmarks\"").unwrap()..]);
    assert_eq!(got.len(), marks.len());
    for (g, m) in got.iter().zip(&marks) {
        assert!(same_rect(*g, m), "cut SVG: {g:?} is not {m:?}");
    }
    // The DXF, read by ezdxf: a closed outline per mark on REGMARKS, y up from the bottom.
    let Some(python) = python_with("ezdxf") else {
        return;
    };
    let o = Command::new(&python)
        .args(["-c", DUMP])
        .arg(svg_dir.join(format!("{id}-colour-pieces-1-cut.dxf")))
        .output()
        .unwrap();
    let text = String::from_utf8(o.stdout).unwrap();
    let outlines: Vec<Vec<f64>> = text
        .lines()
        .filter(|l| l.starts_with("POLYLINE REGMARKS 1 "))
        .map(|l| l.split(' ').skip(3).map(|v| v.parse().unwrap()).collect())
        .collect();
    assert_eq!(outlines.len(), marks.len(), "{text}");
    for (v, m) in outlines.iter().zip(&marks) {
        let (xs, ys): (Vec<f64>, Vec<f64>) = v.chunks(2).map(|p| (p[0], size.h - p[1])).unzip();
        let lo = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = |v: &[f64]| v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let r = [lo(&xs), lo(&ys), hi(&xs) - lo(&xs), hi(&ys) - lo(&ys)];
        assert!(same_rect(r, m), "DXF: {r:?} is not {m:?}");
    }
}

#[test]
fn cricut_images_hold_every_piece_in_print_and_cut_groups_at_design_spaces_size() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "svg",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--cut",
            "cricut",
            "--shape",
            "round",
        ],
    );
    let images: Vec<_> = written
        .iter()
        .filter(|p| {
            let n = p.to_string_lossy();
            n.contains("-cricut-") && n.ends_with(".svg")
        })
        .collect();
    assert_eq!(images.len(), 2, "{written:?}");
    let mut circles = 0;
    for p in &images {
        let s = std::fs::read_to_string(p).unwrap();
        assert!(s.contains("width=\"171.45mm\"") && s.contains("height=\"234.95mm\""));
        assert!(s.contains("viewBox=\"0 0 171.45 234.95\""));
        let print = s.find("<g id=\"print\"").expect("a print group");
        let cut = s.find("id=\"cut\"").expect("a cut group");
        assert!(print < cut);
        circles += s[cut..].matches("<path d=").count();
    }
    // 24 pieces a side: 8 carpets, 2 crowns, 1 cockerel, 1 camel and 4 spares of three kinds.
    assert_eq!(circles, 48);
    for p in &images {
        common::check_svg11(p);
    }
    refused(
        &["pdf", "--cut", "cricut", "--sheets", "board"],
        "it lays out the pieces",
    );
}

/// What a piece comes out at once cut with a kerf: read from the written files, the print's
/// counters (SVG) and the DXF's cuts as ezdxf reads them. A piece between two cuts keeps
/// what lies between the burnt halves of the kerf: square pieces are printed a kerf apart
/// with the cuts down the middle of each gap, round ones inside circles half a kerf out.
#[test]
fn with_a_kerf_every_piece_comes_out_at_its_size() {
    let Some(python) = python_with("ezdxf") else {
        return;
    };
    let kerf = 0.2;
    for shape in ["square", "round"] {
        let dir = tempfile::tempdir().unwrap();
        run_ok(
            dir.path(),
            &[
                "svg",
                "--game",
                "camels-and-carpets",
                "--sheets",
                "pieces",
                "--shape",
                shape,
                "--cut",
                "dxf",
                "--kerf",
                "0.2",
            ],
        );
        let print =
            std::fs::read_to_string(dir.path().join("camels-and-carpets-colour-pieces-1.svg"))
                .unwrap();
        // Each counter's top-left corner: the placements of the counter symbols.
        let counters: Vec<(f64, f64)> = print
            .split("<use ")
            .skip(1)
            .filter(|u| !u.contains("href=\"#g") && !u.contains("bleed"))
            .map(|u| {
                let m = &u[u.find("matrix(").unwrap() + 7..];
                let v: Vec<f64> = m[..m.find(')').unwrap()]
                    .split(' ')
                    .map(|n| n.parse().unwrap())
                    .collect();
                (v[4], v[5])
            })
            .collect();
        assert_eq!(counters.len(), 48, "{shape}");
        let dxf = dir
            .path()
            .join("camels-and-carpets-colour-pieces-1-cut.dxf");
        let o = Command::new(&python)
            .args(["-c", DUMP])
            .arg(&dxf)
            .output()
            .unwrap();
        let dump = String::from_utf8(o.stdout).unwrap();
        let h = 297.0;
        // Straight cuts, page mm (y down): (x0, y0, x1, y1).
        let mut segs: Vec<[f64; 4]> = Vec::new();
        let mut circles: Vec<(f64, f64, f64)> = Vec::new();
        for line in dump.lines().skip(1) {
            let f: Vec<&str> = line.split(' ').collect();
            let n = |i: usize| f[i].parse::<f64>().unwrap();
            match f[0] {
                "LINE" if f[1] != "PAGE" => segs.push([n(2), h - n(3), n(4), h - n(5)]),
                "POLYLINE" if f[1] != "PAGE" => {
                    let pts: Vec<(f64, f64)> = (3..f.len())
                        .step_by(2)
                        .map(|i| (n(i), h - n(i + 1)))
                        .collect();
                    for i in 0..pts.len() {
                        let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                        segs.push([a.0, a.1, b.0, b.1]);
                    }
                }
                "CIRCLE" => circles.push((n(2), h - n(3), n(4))),
                _ => {}
            }
        }
        for &(x, y) in &counters {
            let (cx, cy) = (x + 12.5, y + 12.5);
            let width = if shape == "round" {
                let c = circles
                    .iter()
                    .find(|c| (c.0 - cx).abs() < 1e-3 && (c.1 - cy).abs() < 1e-3)
                    .expect("a circle round each round piece");
                2.0 * c.2 - kerf
            } else {
                // The nearest vertical cuts left and right of the piece's middle, across it.
                let across = |s: &&[f64; 4]| {
                    (s[0] - s[2]).abs() < 1e-9 && s[1].min(s[3]) < cy && s[1].max(s[3]) > cy
                };
                let xs: Vec<f64> = segs.iter().filter(across).map(|s| s[0]).collect();
                let left = xs
                    .iter()
                    .copied()
                    .filter(|&v| v < cx)
                    .fold(f64::MIN, f64::max);
                let right = xs
                    .iter()
                    .copied()
                    .filter(|&v| v > cx)
                    .fold(f64::MAX, f64::min);
                // What is left between the two cuts once each burns half the kerf away.
                (right - kerf / 2.0) - (left + kerf / 2.0)
            };
            assert!(
                (width - 25.0).abs() < 1e-3,
                "{shape} piece at {x} {y}: {width} mm"
            );
        }
    }
}

/// Design Space sizes an upload by what it draws and handles `<use>` clones badly: each
/// Print Then Cut SVG draws out to its whole area (the frame in its cut group) with no
/// symbol or use, and a transparent PNG of the pieces alone, at 300 dpi, is as large as the
/// pieces' cuts, which the run's note gives in inches.
#[test]
fn cricut_files_draw_their_whole_area_without_clones_and_come_as_pictures_too() {
    let dir = tempfile::tempdir().unwrap();
    let o = boardgen()
        .args([
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--cut",
            "cricut",
            "--out",
        ])
        .arg(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    for k in 1..=2 {
        let svg = dir
            .path()
            .join(format!("camels-and-carpets-colour-cricut-{k}.svg"));
        let s = std::fs::read_to_string(&svg).unwrap();
        assert!(!s.contains("<use") && !s.contains("<symbol"), "{svg:?}");
        let tree = resvg::usvg::Tree::from_str(&s, &resvg::usvg::Options::default()).unwrap();
        let b = tree.root().abs_bounding_box();
        let got = [b.x(), b.y(), b.width(), b.height()];
        // usvg's user units: CSS pixels, 96 to the inch.
        let want = [0.0, 0.0, 171.45, 234.95].map(|mm: f64| mm / 25.4 * 96.0);
        assert!(
            (0..4).all(|i| (got[i] as f64 - want[i]).abs() < 0.01),
            "{svg:?}: {got:?}"
        );
        // The pieces draw as they do on the piece sheets: glyphs and counters inline.
        assert!(s.matches("<path").count() > 100);
        let png = dir
            .path()
            .join(format!("camels-and-carpets-colour-cricut-{k}.png"));
        let bytes = std::fs::read(&png).unwrap();
        let dec = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = dec.read_info().unwrap();
        let info = reader.info().clone();
        assert_eq!(info.color_type, png::ColorType::Rgba);
        assert_eq!(info.pixel_dims.unwrap().xppu, 11811, "300 dpi");
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut buf).unwrap();
        let boxes = closed_cut_boxes(&s[s.find("id=\"cut\"").unwrap()..]);
        // The frame is the first closed path; the pieces' cuts follow it.
        let pieces = union(&boxes[1..]);
        let px = |mm: f64| (mm / 25.4 * 300.0).round() as u32;
        assert_eq!(
            (info.width, info.height),
            (px(pieces[2]), px(pieces[3])),
            "{png:?}"
        );
        // Transparent between the pieces (the first two 25 mm pieces, 6.35 mm apart), opaque
        // in them.
        let alpha = |x: f64, y: f64| buf[((px(y) * info.width + px(x)) * 4 + 3) as usize];
        assert_eq!(alpha(28.175, 12.5), 0, "{png:?}");
        assert_eq!(alpha(12.5, 12.5), 255, "{png:?}");
        let inch = format!("set its width to {:.2} in", pieces[2] / 25.4);
        assert!(err.contains(&inch), "{err}");
        // One side an image, as two images hold them anyway, and the note says which.
        let side = ["First player (sand)", "Second player (blue)"][k - 1];
        let says = format!("cricut-{k}.svg: 24 pieces of {side};");
        assert!(err.contains(&says), "{err}");
    }
}

/// The Print Then Cut notes count with each language's plural forms: `--spares 8` leaves
/// one piece of the first side on the second image, "1 piece", never "1 pieces".
#[test]
fn print_then_cut_notes_count_one_piece_in_the_singular() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, one, many) in [
        (
            "en",
            "1 piece of First player (sand), then 34 pieces of",
            "1 pieces",
        ),
        (
            "fr",
            "1 pièce de Premier joueur (sable), puis 34 pièces de",
            "1 pièces",
        ),
        ("de", "1 Figur von Erster Spieler", "1 Figuren"),
        ("es", "1 pieza de ", "1 piezas"),
        ("nl", "1 stuk van ", "1 stukken"),
    ] {
        let o = boardgen()
            .args(["pdf", "--game", "camels-and-carpets", "--sheets", "pieces"])
            .args(["--spares", "8", "--cut", "cricut", "--lang", lang, "--out"])
            .arg(dir.path().join(lang))
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.contains(one), "{lang}: {err}");
        assert!(!err.contains(many), "{lang}: {err}");
        // The note itself is in the run's language too, with the counts as the sheets'.
        assert!(
            err.contains("Print Then Cut") && err.contains("72 "),
            "{lang}: {err}"
        );
    }
}

/// Laser software engraves whatever is filled, so a laser cut file holds strokes only: the
/// registration marks of `--cut marks` go into the print-and-cut files, never the laser's.
#[test]
fn laser_files_with_marks_hold_no_filled_shape() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "pdf",
            "--game",
            "royal-carpet",
            "--paper",
            "a4",
            "--sheets",
            "pieces",
            "--cut",
            "laser,marks,svg",
        ],
    );
    let read = |end: &str| -> Vec<String> {
        written
            .iter()
            .filter(|p| p.to_string_lossy().ends_with(end))
            .map(|p| std::fs::read_to_string(p).unwrap())
            .collect()
    };
    let (laser, cut) = (read("-laser.svg"), read("-cut.svg"));
    assert!(!laser.is_empty() && !cut.is_empty(), "{written:?}");
    for s in &laser {
        assert!(!s.contains("<rect") && !s.contains("regmarks"), "{s}");
        assert!(!s.contains("fill=\"#"), "a filled shape: {s}");
    }
    // The plotter's file keeps them.
    for s in &cut {
        assert!(s.contains("id=\"regmarks\"") && s.contains("<rect"), "{s}");
    }
}

/// A cut's first and last point, mm.
type Ends = ((f64, f64), (f64, f64));

/// How far a knife travels from the sheet's top-left corner through paths each given by
/// its first and last point, in the order given, mm.
fn travel_through(paths: &[Ends], from: (f64, f64)) -> f64 {
    let mut at = from;
    let mut total = 0.0;
    for &(start, end) in paths {
        total += (start.0 - at.0).hypot(start.1 - at.1);
        at = end;
    }
    total
}

/// The first and last point of every cut of a cut SVG, in the file's order: a path's first
/// and last coordinates (back to the first when closed), a circle from its rightmost point.
fn svg_cut_ends(svg: &str) -> Vec<Ends> {
    let cut = &svg[svg.find("id=\"cut\"").unwrap()..];
    let cut = &cut[..cut.find("id=\"regmarks\"").unwrap_or(cut.len())];
    let attr = |el: &str, name: &str| -> String {
        let at = el.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        el[at..at + el[at..].find('"').unwrap()].to_string()
    };
    let mut ends = Vec::new();
    let mut rest = cut;
    while let Some(i) = rest.find('<') {
        rest = &rest[i..];
        let el = &rest[..rest.find('>').unwrap()];
        if el.starts_with("<path ") {
            let d = attr(el, "d");
            let nums: Vec<f64> = d
                .split(['M', 'L', 'Z', ' '])
                .filter(|v| !v.is_empty())
                .map(|v| v.parse().unwrap())
                .collect();
            let first = (nums[0], nums[1]);
            let last = if d.ends_with('Z') {
                first
            } else {
                (nums[nums.len() - 2], nums[nums.len() - 1])
            };
            ends.push((first, last));
        } else if el.starts_with("<circle ") {
            let v = |n| attr(el, n).parse::<f64>().unwrap();
            let p = (v("cx") + v("r"), v("cy"));
            ends.push((p, p));
        }
        rest = &rest[1..];
    }
    ends
}

/// The note's travel is the knife's in the files themselves: the cut SVG and the DXF hold
/// the cuts in the one cutting order the note measures, a note to each bed with beds.
#[test]
fn the_notes_travel_is_the_travel_of_the_written_svg_and_dxf() {
    let python = python_with("ezdxf");
    let dir = tempfile::tempdir().unwrap();
    let mut compared = 0;
    for (k, (id, shape, more)) in [
        ("camels-and-carpets", "square", &[][..]),
        ("royal-carpet", "square", &[]),
        ("royal-carpet", "round", &[]),
        ("camels-and-carpets", "square", &["--bed", "300x200"]),
        ("camels-and-carpets", "square", &["--bed", "200x300"]),
        (
            "royal-carpet",
            "round",
            &["--bed", "300x200", "--kerf", "0.2"],
        ),
        (
            "camels-and-carpets",
            "round",
            &["--bed", "200x150", "--kerf", "0.2"],
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let out = dir.path().join(format!("{id}-{shape}-{k}"));
        let args = [
            "pdf", "--game", id, "--paper", "a4", "--shape", shape, "--sheets", "pieces", "--cut",
            "svg,dxf",
        ];
        let o = boardgen()
            .args(args)
            .args(more)
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let err = String::from_utf8(o.stderr).unwrap();
        for line in err.lines().filter(|l| l.starts_with("note: cuts of ")) {
            // "note: cuts of ID PAGE: N cuts, L m long, T m of travel ..."
            let page = line["note: cuts of ".len()..].split(':').next().unwrap();
            let page = page.split(' ').nth(1).unwrap();
            let said: f64 = line
                .split(" m of travel")
                .next()
                .unwrap()
                .rsplit(' ')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            // "... from the top-left corner (the SVG's origin), D m from the bottom-left
            // corner (the DXF's origin)": a machine starts at its file's own origin.
            let from_dxf: f64 = line
                .split(" m from the bottom-left corner (the DXF's origin)")
                .next()
                .filter(|l| l.len() < line.len())
                .unwrap_or_else(|| panic!("no travel from the DXF's origin: {line}"))
                .rsplit(' ')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            let near = |mm: f64, said: f64, what: &str| {
                let m = mm / 1000.0;
                assert!(
                    (m - said).abs() <= (0.01 * m).max(0.005),
                    "{id} {shape} {page}: the note says {said} m of travel, the {what} {m:.3} m"
                );
            };
            let svg =
                std::fs::read_to_string(out.join(format!("{id}-colour-{page}-cut.svg"))).unwrap();
            near(travel_through(&svg_cut_ends(&svg), (0.0, 0.0)), said, "SVG");
            compared += 1;
            let Some(python) = &python else {
                continue;
            };
            let o = Command::new(python)
                .args(["-c", DUMP])
                .arg(out.join(format!("{id}-colour-{page}-cut.dxf")))
                .output()
                .unwrap();
            let text = String::from_utf8(o.stdout).unwrap();
            let mut ends = Vec::new();
            for l in text.lines().skip(1) {
                let e: Vec<&str> = l.split(' ').collect();
                let v: Vec<f64> = e[2..].iter().map(|v| v.parse().unwrap()).collect();
                match e[0] {
                    "LINE" => ends.push(((v[0], v[1]), (v[2], v[3]))),
                    "CIRCLE" => ends.push(((v[0] + v[2], v[1]), (v[0] + v[2], v[1]))),
                    // A closed outline, back to its first corner; marks on their own layer.
                    "POLYLINE" if e[1].starts_with("CUT-") => {
                        ends.push(((v[1], v[2]), (v[1], v[2])))
                    }
                    _ => {}
                }
            }
            // The DXF's origin, (0, 0), is the page's bottom-left corner.
            near(travel_through(&ends, (0.0, 0.0)), from_dxf, "DXF");
            if shape == "square" && more.is_empty() && id == "camels-and-carpets" {
                // The two origins are far apart here: the figures are not the same.
                assert!((from_dxf - said).abs() > 0.05, "{line}");
            }
        }
    }
    assert!(compared >= 8, "{compared} pages compared");
}

/// With `--kerf`, the note's cut length is that of the cuts the files hold: round pieces
/// at their radii moved out by half the kerf.
#[test]
fn the_notes_cut_length_is_the_kerf_compensated_files() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "pdf",
        "--game",
        "royal-carpet",
        "--shape",
        "round",
        "--sheets",
        "pieces",
        "--cut",
        "svg",
        "--kerf",
        "0.2",
        "--out",
    ];
    let o = boardgen().args(args).arg(dir.path()).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8(o.stderr).unwrap();
    let line = err
        .lines()
        .find(|l| l.starts_with("note: cuts of royal-carpet pieces-1:"))
        .expect(&err);
    let said: f64 = line
        .split(" m long")
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let svg =
        std::fs::read_to_string(dir.path().join("royal-carpet-colour-pieces-1-cut.svg")).unwrap();
    let mut length = 0.0;
    for el in svg.split("<circle ").skip(1) {
        let r = el[el.find(" r=\"").unwrap() + 4..]
            .split('"')
            .next()
            .unwrap();
        length += 2.0 * std::f64::consts::PI * r.parse::<f64>().unwrap();
    }
    assert!(length > 0.0, "{svg}");
    assert!(
        (said - length / 1000.0).abs() <= 0.005,
        "the note says {said} m, the file cuts {:.3} m",
        length / 1000.0
    );
}

/// The cuts of a DXF as ezdxf reads them ([`DUMP`]'s lines), those on a cut layer only.
fn dxf_cuts(python: &str, path: &std::path::Path) -> Vec<String> {
    let o = Command::new(python)
        .args(["-c", DUMP])
        .arg(path)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    text.lines()
        .skip(1)
        .filter(|l| l.split(' ').nth(1).is_some_and(|k| k.starts_with("CUT-")))
        .map(str::to_string)
        .collect()
}

/// A cut of [`DUMP`]'s as its kind and layer, its size (either way round, to 0.01 mm: what
/// stays the same when a bed moves or turns it), and its x then its y coordinates.
fn dxf_piece(l: &str) -> (String, [i64; 2], Vec<f64>) {
    let e: Vec<&str> = l.split(' ').collect();
    let v: Vec<f64> = e[2..].iter().map(|v| v.parse().unwrap()).collect();
    let (xs, ys): (Vec<f64>, Vec<f64>) = match e[0] {
        "CIRCLE" => (
            vec![v[0] - v[2], v[0] + v[2]],
            vec![v[1] - v[2], v[1] + v[2]],
        ),
        "LINE" => (vec![v[0], v[2]], vec![v[1], v[3]]),
        _ => (
            v[1..].iter().step_by(2).copied().collect(),
            v[2..].iter().step_by(2).copied().collect(),
        ),
    };
    let span = |v: &[f64]| {
        let (lo, hi) = v
            .iter()
            .fold((f64::MAX, f64::MIN), |a, &x| (a.0.min(x), a.1.max(x)));
        ((hi - lo) * 100.0).round() as i64
    };
    let (a, b) = (span(&xs), span(&ys));
    (
        format!("{} {}", e[0], e[1]),
        [a.min(b), a.max(b)],
        [xs, ys].concat(),
    )
}

/// Beds are shared: the groups of pieces and the board halves of a kit go onto as few beds
/// as hold them, turned where that helps, and the run says what went where. Read back with
/// ezdxf, every piece of every page (each outline, circle and trim, and every grid cut) is
/// on exactly one bed, inside the bed's margin.
#[test]
fn beds_are_shared_and_every_piece_is_on_exactly_one_inside_its_margin() {
    let Some(python) = python_with("ezdxf") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // (game, options, bed, margin, beds for the kit)
    for (k, (id, more, bed, margin, want)) in [
        // A half leaves a strip too narrow for a group of square pieces: a bed each.
        ("camels-and-carpets", &[][..], "300x200", 5.0, 3),
        ("camels-and-carpets", &["--mono"], "300x200", 5.0, 3),
        ("camels-and-carpets", &[], "200x300", 12.5, 3),
        ("royal-carpet", &[], "300x200", 5.0, 3),
        // Round pieces, each cut out alone, fill the strips beside the halves.
        (
            "royal-carpet",
            &["--shape", "round", "--kerf", "0.2"],
            "300x200",
            5.0,
            2,
        ),
        (
            "camels-and-carpets",
            &["--shape", "round", "--kerf", "0.2"],
            "300x200",
            5.0,
            2,
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let out = dir.path().join(format!("{k}"));
        let whole = out.join("whole");
        let args = [
            "pdf",
            "--game",
            id,
            "--sheets",
            "board,pieces",
            "--cut",
            "dxf",
        ];
        run_ok(&whole, &[&args[..], more].concat());
        let mut cmd = boardgen();
        cmd.args(args)
            .args(more)
            .args(["--bed", bed, "--bed-margin"]);
        let o = cmd
            .arg(margin.to_string())
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{err}");
        let (bw, bh): (f64, f64) = {
            let (w, h) = bed.split_once('x').unwrap();
            (w.parse().unwrap(), h.parse().unwrap())
        };
        let prefix = format!(
            "{id}-{}",
            if more.contains(&"--mono") {
                "mono"
            } else {
                "colour"
            }
        );
        let mut expected = Vec::new();
        for page in ["pieces-1", "board-half-1", "board-half-2"] {
            expected.extend(
                dxf_cuts(&python, &whole.join(format!("{prefix}-{page}-cut.dxf")))
                    .iter()
                    .map(|l| {
                        let (kind, size, _) = dxf_piece(l);
                        (kind, size)
                    }),
            );
        }
        let mut found = Vec::new();
        let mut beds = 0;
        for n in 1.. {
            let file = out.join(format!("{prefix}-bed-{n}-cut.dxf"));
            if !file.exists() {
                break;
            }
            beds += 1;
            assert!(
                err.contains(&format!("note: {id} bed-{n} holds ")),
                "bed {n}: what went where: {err}"
            );
            for l in dxf_cuts(&python, &file) {
                let (kind, size, coords) = dxf_piece(&l);
                let (xs, ys) = coords.split_at(coords.len() / 2);
                for (v, side) in xs.iter().map(|x| (x, bw)).chain(ys.iter().map(|y| (y, bh))) {
                    assert!(
                        *v >= margin - 1e-3 && *v <= side - margin + 1e-3,
                        "{id} {more:?} bed {n}: {l} outside the {margin} mm margin"
                    );
                }
                found.push((kind, size));
            }
        }
        assert_eq!(beds, want, "{id} {more:?} {bed}: beds for the kit");
        expected.sort();
        found.sort();
        assert_eq!(
            found, expected,
            "{id} {more:?} {bed}: each piece on one bed"
        );
    }
}

/// Inkscape's DXF import and most CAM software place a drawing by its extents, not its
/// origin: every DXF's extents are its page, so it lands one to one on the print (a
/// landscape board half, cut alone, would otherwise land by the box of its trim).
#[test]
fn a_dxf_placed_by_its_extents_lands_on_its_page() {
    let Some(python) = python_with("ezdxf") else {
        return;
    };
    const EXTENTS: &str = r#"
import sys, ezdxf
from ezdxf import bbox
doc = ezdxf.readfile(sys.argv[1])
b = bbox.extents(doc.modelspace())
print(b.extmin.x, b.extmin.y, b.extmax.x, b.extmax.y)
"#;
    let dir = tempfile::tempdir().unwrap();
    let id = "camels-and-carpets";
    run_ok(
        dir.path(),
        &[
            "pdf",
            "--game",
            id,
            "--paper",
            "a4",
            "--sheets",
            "board,pieces",
            "--cut",
            "dxf",
        ],
    );
    let doc = layout(id, CounterShape::Square, 2.0);
    let mut landscape = 0;
    for page in doc.pages.iter().filter(|p| !p.cuts.is_empty()) {
        let path = dir
            .path()
            .join(format!("{id}-colour-{}-cut.dxf", page.name));
        let o = Command::new(&python)
            .args(["-c", EXTENTS])
            .arg(&path)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v: Vec<f64> = String::from_utf8(o.stdout)
            .unwrap()
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect();
        let want = [0.0, 0.0, page.size.w, page.size.h];
        assert!(
            v.iter().zip(want).all(|(a, b)| near(*a, b)),
            "{}: extents {v:?}, page {want:?}",
            page.name
        );
        landscape += usize::from(page.size.w > page.size.h);
    }
    assert!(landscape > 0, "no landscape page with cuts");
}

/// The cell of the first piece sheet of `sheets` with these marks, mm.
fn piece_cell(sheets: Vec<SheetKind>, marks: Option<boardgen_core::layout::MarkInset>) -> f64 {
    let kit = Kit::builtin("camels-and-carpets").unwrap();
    let opts = Options {
        paper: Paper::parse("a4").unwrap(),
        sheets,
        marks,
        ..Options::default()
    };
    let doc = kit_document(&kit, &opts).unwrap();
    doc.pages
        .iter()
        .find_map(|p| match &p.cuts.plan {
            boardgen_core::scene::CutPlan::Cells { cell, .. } => Some(*cell),
            _ => None,
        })
        .expect("a sheet of square pieces")
}

/// Registration marks shrink a board that no longer fits inside them, and the pieces with
/// it: pieces printed with marks without their board (a sheet of pieces, replacements) come
/// at the marked kit's size, to match it, and the note says so against the size of a plain
/// kit on that paper; a square asked for, which only the board could not take, is not
/// refused.
#[test]
fn pieces_printed_with_marks_match_the_marked_kit() {
    let marks = Some(boardgen_core::layout::MarkInset {
        left: 15.0,
        top: 20.0,
    });
    let pieces = || vec![SheetKind::Pieces];
    let both = || vec![SheetKind::Board, SheetKind::Pieces];
    let marked = piece_cell(both(), marks);
    assert!(marked < piece_cell(both(), None));
    assert_eq!(piece_cell(pieces(), marks), marked);
    let dir = tempfile::tempdir().unwrap();
    let kit = [
        "pdf",
        "--game",
        "camels-and-carpets",
        "--paper",
        "a4",
        "--cut",
        "marks",
    ];
    let says =
        "using 24.5 mm squares (pieces 20 mm) instead of the 30.5 mm of a plain a4 (210x297 mm) kit";
    for (extra, shrinks) in [
        (&[][..], true),
        (&["--sheets", "pieces"][..], true),
        (&["--side", "second", "--pieces", "carpet=3"][..], true),
        (&["--sheets", "pieces", "--square", "30.5"][..], false),
    ] {
        let args = [&kit[..], extra].concat();
        let o = boardgen()
            .args(&args)
            .arg("--out")
            .arg(dir.path())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{args:?}: {err}");
        if shrinks {
            assert!(err.contains(says), "{args:?}: {err}");
        } else {
            assert!(!err.contains("using "), "{args:?} shrank: {err}");
        }
    }
}

/// Silhouette Studio cuts round every closed shape it opens, the file's own registration
/// marks too: they sit in a group of their own, apart from the cuts, and docs/cutting.md's
/// print-and-cut steps say to delete that group once Studio's marks are on.
#[test]
fn the_files_marks_can_be_deleted_in_one_and_the_docs_say_to() {
    let dir = tempfile::tempdir().unwrap();
    let written = run_ok(
        dir.path(),
        &[
            "pdf",
            "--game",
            "royal-carpet",
            "--paper",
            "a4",
            "--sheets",
            "pieces",
            "--cut",
            "marks,svg",
        ],
    );
    let cut = written
        .iter()
        .find(|p| p.to_string_lossy().ends_with("-cut.svg"))
        .expect("a cut SVG");
    let s = std::fs::read_to_string(cut).unwrap();
    let (cuts, marks) = s.split_at(s.find("<g fill=\"#000000\" id=\"regmarks\"").unwrap());
    assert!(!cuts.contains("<rect"), "a mark among the cuts");
    assert!(marks.contains("<rect"), "no marks");
    let readme = std::fs::read_to_string(crate::common::root().join("docs/cutting.md")).unwrap();
    let steps = &readme[readme.find("- **Print-and-cut**").unwrap()..];
    let steps = &steps[..steps.find("\n- **").unwrap()];
    let steps = steps.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        steps.contains(
            "delete the file's own marks (the `regmarks` group, or the `REGMARKS` layer)"
        ),
        "{steps}"
    );
}

/// A group a laser cuts out: its box, and a circle's centre and radius.
type LaserGroup = ([f64; 4], Option<(f64, f64, f64)>);

/// The closed cuts of a laser SVG (outlines, trims) and its circles: each a group that
/// comes out on its own, as its box and, for a circle, its centre and radius.
fn laser_groups(svg: &str) -> Vec<LaserGroup> {
    // closed_cut_boxes lists closed paths and circles in file order.
    let mut kinds = svg
        .split('<')
        .skip(1)
        .filter(|e| e.starts_with("circle ") || (e.starts_with("path ") && e.contains("Z\"")))
        .map(|e| e.starts_with("circle "));
    closed_cut_boxes(svg)
        .into_iter()
        .map(|b| {
            let round = kinds.next().expect("a cut of the file");
            (
                b,
                round.then(|| (b[0] + b[2] / 2.0, b[1] + b[3] / 2.0, b[2] / 2.0)),
            )
        })
        .collect()
}

/// A kit's laser beds hold its pages together: pieces of every page and the board halves
/// share beds wherever they fit, on as few beds as the areas of the groups need (the sum of
/// their boxes over a bed's room inside its margin, rounded up), and `--per-side` keeps each
/// side's pieces on beds of their own. Read back from the laser SVGs: every group inside the
/// margin, no two closer than the kerf.
#[test]
fn laser_beds_hold_a_kit_on_as_few_beds_as_its_areas_need() {
    let dir = tempfile::tempdir().unwrap();
    let spares = ["--sheets", "pieces", "--spares", "8", "--kerf", "0.15"];
    let whole = ["--paper", "a4", "--sheets", "board,pieces"];
    let round = ["--shape", "round", "--kerf", "0.2"];
    // (game, options, bed, beds)
    let cases: [(&str, Vec<&str>, &str, usize); 6] = [
        ("camels-and-carpets", spares.to_vec(), "400x300", 1),
        ("royal-carpet", spares.to_vec(), "400x300", 1),
        ("camels-and-carpets", whole.to_vec(), "600x400", 1),
        ("royal-carpet", whole.to_vec(), "600x400", 1),
        (
            "camels-and-carpets",
            [&whole[..], &round].concat(),
            "300x200",
            2,
        ),
        ("royal-carpet", [&whole[..], &round].concat(), "300x200", 2),
    ];
    for (k, (id, more, bed, want)) in cases.into_iter().enumerate() {
        let out = dir.path().join(k.to_string());
        let args = [
            &["pdf", "--game", id, "--cut", "laser", "--bed", bed][..],
            &more,
        ]
        .concat();
        let written = run_ok(&out, &args);
        let (bw, bh): (f64, f64) = {
            let (w, h) = bed.split_once('x').unwrap();
            (w.parse().unwrap(), h.parse().unwrap())
        };
        let kerf: f64 = more
            .iter()
            .position(|a| *a == "--kerf")
            .map_or(0.0, |i| more[i + 1].parse().unwrap());
        let mut area = 0.0;
        let mut beds = 0;
        for p in written
            .iter()
            .filter(|p| p.to_string_lossy().ends_with("-laser.svg"))
        {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                name.starts_with(&format!("{id}-colour-bed-")),
                "{name}: one set of beds for the kit"
            );
            beds += 1;
            let groups = laser_groups(&std::fs::read_to_string(p).unwrap());
            for (i, (b, c)) in groups.iter().enumerate() {
                area += b[2] * b[3];
                let inside = b[0] >= 5.0 - 1e-3
                    && b[1] >= 5.0 - 1e-3
                    && b[0] + b[2] <= bw - 5.0 + 1e-3
                    && b[1] + b[3] <= bh - 5.0 + 1e-3;
                assert!(inside, "{name}: {b:?} outside the 5 mm margin");
                for (o, d) in &groups[i + 1..] {
                    let apart = match (c, d) {
                        (Some(c), Some(d)) => (c.0 - d.0).hypot(c.1 - d.1) - c.2 - d.2,
                        _ => {
                            let dx = (o[0] - b[0] - b[2]).max(b[0] - o[0] - o[2]).max(0.0);
                            let dy = (o[1] - b[1] - b[3]).max(b[1] - o[1] - o[3]).max(0.0);
                            dx.hypot(dy)
                        }
                    };
                    assert!(
                        apart > kerf,
                        "{name}: {b:?} and {o:?} are {apart} mm apart, the kerf {kerf}"
                    );
                }
            }
        }
        let least = (area / ((bw - 10.0) * (bh - 10.0))).ceil() as usize;
        assert_eq!(
            beds, least,
            "{id} {more:?} {bed}: beds, and what their areas need"
        );
        assert_eq!(beds, want, "{id} {more:?} {bed}");
    }
    // With --per-side, each side's pieces stay on beds of their own, apart from the board.
    let out = dir.path().join("per-side");
    let o = boardgen()
        .args(["pdf", "--game", "camels-and-carpets", "--paper", "a4"])
        .args(["--sheets", "board,pieces", "--per-side", "--cut", "laser"])
        .args(["--bed", "600x400", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    let holds: Vec<&str> = err.lines().filter(|l| l.contains(" holds ")).collect();
    assert_eq!(holds.len(), 3, "{err}");
    for l in &holds {
        let pages = ["board-half-1", "board-half-2", "pieces-1", "pieces-2"]
            .iter()
            .filter(|p| l.contains(&format!("printed page {p}")))
            .map(|p| p.starts_with("board"))
            .collect::<Vec<_>>();
        assert!(
            pages.iter().all(|&b| b) || pages == [false],
            "a bed of one side's pieces, or of the board: {l}"
        );
    }
}
