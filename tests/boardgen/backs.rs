//! Pieces with backs, read back from what was written: duplex backs from the PDF's content
//! streams, fold-over backs from the SVG, the fold in the cut files, and the calibration
//! sheet from its rendered pages.

use crate::common;

use std::path::Path;

use common::{boardgen, run_ok};

/// Each `Do` of a page's content stream: the form's name and the `cm` just before it (page
/// millimetres, y down: the page's own transform comes first).
fn placed_forms(doc: &lopdf::Document, page: lopdf::ObjectId) -> Vec<(String, [f64; 6])> {
    let content = doc.get_and_decode_page_content(page).unwrap();
    let mut last = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];
    let mut out = Vec::new();
    for op in content.operations {
        match op.operator.as_str() {
            "cm" => {
                let n: Vec<f64> = op
                    .operands
                    .iter()
                    .map(|o| o.as_float().map(f64::from).unwrap())
                    .collect();
                last = [n[0], n[1], n[2], n[3], n[4], n[5]];
            }
            "Do" => {
                let name = String::from_utf8(op.operands[0].as_name().unwrap().to_vec()).unwrap();
                out.push((name, last));
            }
            _ => {}
        }
    }
    out
}

/// Where a transform puts the centre of a symbol `size` mm across drawn at its origin.
fn centre(m: &[f64; 6], size: f64) -> (f64, f64) {
    let h = size / 2.0;
    (m[0] * h + m[2] * h + m[4], m[1] * h + m[3] * h + m[5])
}

/// The piece size of a run, as the sheet's heading prints it ("Each piece is 25 mm").
fn printed_size(text: &str) -> f64 {
    let at = text
        .find("Each piece is ")
        .expect("the heading gives the size")
        + 14;
    // The size and its unit are joined by a no-break space.
    text[at..]
        .split([' ', '\u{a0}'])
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

fn pdftotext(pdf: &Path) -> Option<String> {
    let out = std::process::Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn duplex_backs_sit_on_their_fronts_mirrored_plus_the_offset() {
    let tmp = tempdir("duplex");
    let cases: &[&[&str]] = &[
        &["--game", "camels-and-carpets", "--paper", "a4"],
        &[
            "--game",
            "royal-carpet",
            "--paper",
            "letter",
            "--shape",
            "round",
            "--mono",
        ],
        &["--game", "camels-and-carpets", "--paper", "a3", "short"],
        &[
            "--game",
            "camels-and-carpets",
            "--paper",
            "a4",
            "--side",
            "second",
            "--pieces",
            "carpet=3,camel=1",
        ],
        &[
            "--game",
            "examples/checkers.toml",
            "--paper",
            "148x210",
            "short",
            "--shape",
            "round",
            "--side",
            "first",
        ],
    ];
    for (i, extra) in cases.iter().enumerate() {
        let dir = tmp.join(i.to_string());
        let offset = [
            (1.5, -0.8),
            (-2.25, 3.0),
            (0.0, 0.0),
            (0.4, 0.4),
            (-10.0, 10.0),
        ][i];
        // "short" in a case is the printer's edge, said in --backs.
        let short = extra.contains(&"short");
        let backs = format!(
            "duplex,offset={}x{}{}",
            offset.0,
            offset.1,
            if short { ",flip=short" } else { "" }
        );
        let mut args = vec!["pdf", "--sheets", "pieces", "--backs", &backs];
        args.extend(extra.iter().filter(|a| **a != "short"));
        let files = run_ok(&dir, &args);
        let pdf = &files[0];
        let Some(text) = pdftotext(pdf) else {
            common::skip("pdftotext", "apt-get install poppler-utils");
            return;
        };
        let size = printed_size(&text.replace('\n', " "));
        let doc = lopdf::Document::load(pdf).unwrap();
        let pages: Vec<lopdf::ObjectId> = doc.get_pages().into_values().collect();
        assert!(
            pages.len() >= 2 && pages.len().is_multiple_of(2),
            "{extra:?}: {} pages",
            pages.len()
        );
        for pair in pages.chunks(2) {
            let (front, back) = (placed_forms(&doc, pair[0]), placed_forms(&doc, pair[1]));
            let media = common::inherited(&doc, pair[0], b"MediaBox");
            let m: Vec<f64> = media
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o.as_float().map(f64::from).unwrap() / 72.0 * 25.4)
                .collect();
            let (w, h) = (m[2], m[3]);
            // A back page is the sides' bleed under every back, then the backs.
            let n = back.len() / 2;
            let bleed: Vec<&String> = back[..n].iter().map(|b| &b.0).collect();
            let fronts: Vec<_> = front.iter().filter(|f| !bleed.contains(&&f.0)).collect();
            assert_eq!(fronts.len(), n, "{extra:?}: a back for every front");
            let mirrors_x = (w <= h) != short;
            for (f, b) in fronts.iter().zip(&back[n..]) {
                let (cx, cy) = centre(&f.1, size);
                let (mx, my) = if mirrors_x {
                    (w - cx, cy)
                } else {
                    (cx, h - cy)
                };
                let (bx, by) = centre(&b.1, size);
                // Mirrored top to bottom, a back is turned half round to read upright when
                // the piece is turned over sideways.
                let turned = if mirrors_x { 1.0 } else { -1.0 };
                assert_eq!((b.1[0], b.1[3]), (turned, turned), "{extra:?}");
                assert!(
                    (bx - mx - offset.0).abs() < 0.05 && (by - my - offset.1).abs() < 0.05,
                    "{extra:?}: front at ({cx}, {cy}) has its back at ({bx}, {by}), not ({}, {})",
                    mx + offset.0,
                    my + offset.1
                );
            }
            let kinds: std::collections::BTreeSet<&String> = fronts.iter().map(|f| &f.0).collect();
            if extra.contains(&"examples/checkers.toml") && kinds.len() > 1 {
                // The set's men come first, the spare kings last: a man's back is a king.
                let (man, king) = (&fronts[0].0, &fronts[fronts.len() - 1].0);
                assert_ne!(man, king);
                assert_eq!(&back[n].0, king, "a man's back shows its king");
            }
        }
    }
}

/// A placed symbol: its id and its transform (a b c d e f), mm.
type Placed = (String, [f64; 6]);

/// `<use>`s of an SVG page as (symbol id, transform), split at the backs' figure.
fn svg_uses(svg: &str) -> (Vec<Placed>, Vec<Placed>) {
    let parse = |part: &str| {
        part.split("<use ")
            .skip(1)
            .filter_map(|u| {
                let u = &u[..u.find('>').unwrap()];
                let m = u.split("matrix(").nth(1)?;
                let n: Vec<f64> = m[..m.find(')')?]
                    .split(' ')
                    .map(|v| v.parse().unwrap())
                    .collect();
                let id = u.split("href=\"#").nth(1)?;
                let id = id[..id.find('"')?].to_string();
                Some((id, [n[0], n[1], n[2], n[3], n[4], n[5]]))
            })
            // Counters only: not the side's bleed, nor a picture placed inside a counter.
            .filter(|(id, _)| !id.contains("bleed") && !id.starts_with('p'))
            .collect::<Vec<_>>()
    };
    let at = svg.find("<title>Backs</title>").expect("a backs figure");
    (parse(&svg[..at]), parse(&svg[at..]))
}

/// The fold line of an SVG page: (across, at), from its dashed line.
fn fold_line(svg: &str) -> (bool, f64) {
    let at = svg
        .find("stroke-dasharray=\"3 1.5\"")
        .expect("a dashed fold line");
    let start = svg[..at].rfind("<path").unwrap();
    let d = svg[start..].split("d=\"").nth(1).unwrap();
    let d = &d[..d.find('"').unwrap()];
    let n: Vec<f64> = d
        .trim_start_matches('M')
        .split(['L', ' '])
        .filter(|v| !v.is_empty())
        .map(|v| v.parse().unwrap())
        .collect();
    if (n[1] - n[3]).abs() < 1e-9 {
        (true, n[1])
    } else {
        (false, n[0])
    }
}

#[test]
fn fold_over_backs_mirror_their_fronts_across_the_fold_with_the_card() {
    let tmp = tempdir("fold");
    let cases: &[(&[&str], f64)] = &[
        (&["--game", "camels-and-carpets", "--paper", "a4"], 1.0),
        (
            &[
                "--game",
                "royal-carpet",
                "--paper",
                "letter",
                "--shape",
                "round",
            ],
            2.0,
        ),
        (
            &[
                "--game",
                "examples/checkers.toml",
                "--paper",
                "a4",
                "--mono",
            ],
            0.5,
        ),
        (
            &[
                "--game",
                "camels-and-carpets",
                "--paper",
                "legal",
                "--side",
                "first",
                "--pieces",
                "crown=2",
            ],
            1.0,
        ),
        // A list of pictures: each back shows the picture on its own front.
        (
            &[
                "--game",
                "camels-and-carpets",
                "--art",
                "crown=tests/pictures/photo.jpg,tests/pictures/drawing.png,tests/pictures/photo.webp",
            ],
            1.0,
        ),
    ];
    for (i, (extra, card)) in cases.iter().enumerate() {
        let dir = tmp.join(i.to_string());
        let backs = format!("fold,card={card}");
        let mut args = vec!["svg", "--sheets", "pieces", "--backs", &backs];
        args.extend_from_slice(extra);
        let files = run_ok(&dir, &args);
        assert!(!files.is_empty());
        for f in &files {
            let svg = std::fs::read_to_string(f).unwrap();
            let desc = &svg[svg.find("<desc>").unwrap()..svg.find("</desc>").unwrap()];
            let size = printed_size(&desc.replace('\n', " "));
            let (fronts, backs) = svg_uses(&svg);
            let (across, at) = fold_line(&svg);
            assert_eq!(fronts.len(), backs.len(), "{extra:?}");
            let c = 2.0 * at + card;
            for (f, b) in fronts.iter().zip(&backs) {
                let (cx, cy) = centre(&f.1, size);
                let (mx, my) = if across { (cx, c - cy) } else { (c - cx, cy) };
                let (bx, by) = centre(&b.1, size);
                let turned = if across { -1.0 } else { 1.0 };
                assert_eq!((b.1[0], b.1[3]), (turned, turned), "{extra:?}");
                assert!(
                    (bx - mx).abs() < 0.05 && (by - my).abs() < 0.05,
                    "{extra:?}: back at ({bx}, {by}), not ({mx}, {my})"
                );
                // Fronts on one side of the fold, their backs on the other, clear of it.
                let (fa, ba) = if across { (cy, by) } else { (cx, bx) };
                assert!(
                    fa + size / 2.0 < at && ba - size / 2.0 > at + card,
                    "{extra:?}"
                );
                if f.0.contains("-man-") {
                    assert!(b.0.contains("-king-"), "a man's back is its king: {}", b.0);
                } else {
                    assert_eq!(f.0, b.0, "every other piece shows itself again");
                }
            }
        }
    }
}

#[test]
fn the_fold_is_a_score_line_on_its_own_layer_and_no_cut_crosses_a_back() {
    let tmp = tempdir("score");
    for (i, shape) in ["square", "round"].iter().enumerate() {
        let dir = tmp.join(i.to_string());
        let files = run_ok(
            &dir,
            &[
                "svg",
                "--sheets",
                "pieces",
                "--backs",
                "fold",
                "--shape",
                shape,
                "--cut",
                "svg,dxf,laser",
            ],
        );
        let page = files
            .iter()
            .find(|f| f.to_string_lossy().ends_with("pieces-1.svg"))
            .unwrap();
        let svg = std::fs::read_to_string(page).unwrap();
        let (across, at) = fold_line(&svg);
        let name = |end: &str| {
            files
                .iter()
                .find(|f| f.to_string_lossy().ends_with(end))
                .unwrap_or_else(|| panic!("{end} in {files:?}"))
        };
        let cut = std::fs::read_to_string(name("pieces-1-cut.svg")).unwrap();
        let score_at = cut.find("id=\"score\"").expect("a score group");
        let (cuts, score) = cut.split_at(cut[..score_at].rfind("<g").unwrap());
        assert!(score.contains("stroke-dasharray") && !cuts.contains("stroke-dasharray"));
        assert_eq!(score.matches("<path").count(), 1, "one score line");
        // Every cut coordinate lies on the fronts' side of the fold.
        let coord = if across { "cy=\"" } else { "cx=\"" };
        for c in cuts.split(coord).skip(1) {
            let v: f64 = c[..c.find('"').unwrap()].parse().unwrap();
            assert!(v < at, "a circle cut at {v} crosses the fold at {at}");
        }
        for d in cuts.split(" d=\"").skip(1) {
            let d = &d[..d.find('"').unwrap()];
            let nums: Vec<f64> = d
                .split(['M', 'L', 'Z', ' '])
                .filter(|s| !s.is_empty())
                .map(|v| v.parse().unwrap())
                .collect();
            for p in nums.chunks(2) {
                let v = if across { p[1] } else { p[0] };
                assert!(v < at, "a cut at {v} crosses the fold at {at}");
            }
        }
        let laser = std::fs::read_to_string(name("pieces-1-laser.svg")).unwrap();
        assert!(
            laser.contains("stroke=\"#0000ff\""),
            "the laser file scores in blue"
        );
        let dxf = std::fs::read_to_string(name("pieces-1-cut.dxf")).unwrap();
        let entities = &dxf[dxf.find("ENTITIES").unwrap()..];
        let on_score = entities.matches("\n  8\nSCORE\n").count();
        assert_eq!(on_score, 1, "one LINE on the SCORE layer");
        assert!(dxf[..dxf.find("ENTITIES").unwrap()].contains("\n  2\nSCORE\n"));
    }
    // No fold, no score layer: the plain cut files are as they were.
    let dir = tmp.join("plain");
    let files = run_ok(&dir, &["svg", "--sheets", "pieces", "--cut", "svg,dxf"]);
    for f in files
        .iter()
        .filter(|f| f.to_string_lossy().contains("-cut."))
    {
        let text = std::fs::read_to_string(f).unwrap();
        assert!(!text.contains("score") && !text.contains("SCORE"), "{f:?}");
    }
}

#[test]
fn options_that_change_nothing_are_refused() {
    let tmp = tempdir("refused");
    let cases: &[(&[&str], &str)] = &[
        (
            &["pdf", "--backs", "duplex,card=1"],
            "card goes with fold backs only",
        ),
        (
            &["pdf", "--backs", "fold,flip=short"],
            "flip goes with duplex backs only",
        ),
        (
            &["pdf", "--backs", "fold,offset=1x1"],
            "offset goes with duplex backs only",
        ),
        (
            &["pdf", "--backs", "fold,calibrate"],
            "calibrate goes with duplex backs only",
        ),
        (
            &["pdf", "--backs", "duplex,calibrate,calibrate"],
            "names calibrate twice",
        ),
        (
            &["pdf", "--backs", "duplex,colour=red"],
            "'colour=red' is not a --backs setting",
        ),
        (&["handout", "--backs", "fold"], "--backs has no effect"),
        (&["html", "--backs", "duplex"], "--backs has no effect"),
        (
            &["pdf", "--sheets", "board,rules", "--backs", "duplex"],
            "--backs has no effect on `pdf --sheets board,rules`: it changes only the pieces and \
             assembly sheets, and the rules printed with the pieces",
        ),
        (
            &["pdf", "--backs", "fold", "--cut", "marks,svg"],
            "--backs fold with --cut marks",
        ),
        (
            &["pdf", "--backs", "fold", "--cut", "svg", "--bed", "300x200"],
            "--backs fold with --bed",
        ),
        (
            &["pdf", "--backs", "twice"],
            "'twice' is not a way to print backs",
        ),
        (&["pdf", "--backs", "duplex,offset=11x0"], "-10 to 10"),
        (
            &["pdf", "--backs", "duplex,offset=1,1"],
            "'1' is not offset=XxY",
        ),
        (&["pdf", "--backs", "fold,card=6"], "out of range"),
        (
            &["pdf", "--backs", "duplex,flip=top"],
            "use flip=long or flip=short",
        ),
        (
            &["pdf", "--backs", "duplex", "--cut", "svg,cricut"],
            "--backs duplex with --cut cricut",
        ),
        (
            &["pdf", "--backs", "fold,card=2", "--cut", "cricut"],
            "--backs fold with --cut cricut",
        ),
        (
            &["pdf", "--sheets", "calibration"],
            "--sheets calibration needs --backs duplex",
        ),
        (
            &["pdf", "--sheets", "calibration", "--backs", "fold"],
            "--sheets calibration needs --backs duplex",
        ),
        (
            &["pdf", "--sheets", "calibration,board", "--backs", "duplex"],
            "goes alone or with pieces, not with board",
        ),
        (
            &[
                "pdf",
                "--sheets",
                "calibration",
                "--backs",
                "duplex",
                "--shape",
                "round",
            ],
            "--shape has no effect on `pdf --sheets calibration`",
        ),
        (
            &["html", "--sheets", "calibration", "--backs", "duplex"],
            "html --sheets calibration: the calibration sheet is printed from",
        ),
        (
            &[
                "pdf",
                "--sheets",
                "calibration,calibration",
                "--backs",
                "duplex",
            ],
            "--sheets names calibration twice",
        ),
    ];
    for (args, says) in cases {
        let out = boardgen()
            .args(*args)
            .arg("--out")
            .arg(&tmp)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!tmp.exists() || std::fs::read_dir(&tmp).unwrap().next().is_none());
    }
}

#[test]
fn a_back_naming_no_piece_is_refused_with_its_place() {
    let tmp = tempdir("template");
    std::fs::create_dir_all(&tmp).unwrap();
    let text = std::fs::read_to_string(crate::common::root().join("examples/checkers.toml"))
        .unwrap()
        .replace("back = \"king\"", "back = \"queen\"");
    let line = text.lines().position(|l| l == "back = \"queen\"").unwrap() + 1;
    let t = tmp.join("t.toml");
    std::fs::write(&t, text).unwrap();
    let out = boardgen()
        .args(["pdf", "--game"])
        .arg(&t)
        .arg("--out")
        .arg(tmp.join("out"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(&format!("t.toml:{line}:8")), "{err}");
    assert!(
        err.contains("back 'queen' is not same, plain or a piece of this game (man, king)"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

/// The calibration sheet, printed with a known error in the back's place, read as its
/// instructions say: the offset it gives undoes the error.
#[test]
fn the_calibration_sheet_reads_the_printers_offset_back() {
    use boardgen_core::layout::{calibration, Flip};
    use boardgen_core::scene::{Group, Item};
    use boardgen_core::units::Transform;
    let kit = boardgen_core::kit::Kit::builtin("camels-and-carpets").unwrap();
    for (flip, paper, offset, error) in [
        (Flip::Long, "a4", (0.0, 0.0), (1.3, -2.7)),
        (Flip::Short, "letter", (0.5, -0.4), (-3.6, 0.8)),
        (Flip::Long, "a4", (-1.0, 2.0), (0.2, 4.1)),
        // A printer far off along both axes: the scales still cross.
        (Flip::Long, "letter", (0.0, 0.0), (5.0, -5.0)),
        (Flip::Long, "a4", (0.0, 0.0), (-4.9, -4.9)),
        (Flip::Short, "a4", (0.3, 0.2), (-5.0, 5.0)),
        (Flip::Short, "letter", (0.0, 0.0), (4.9, 4.9)),
        // Near a whole millimetre: the back's 0, 9 and 10 all within 0.05 mm of a front mark.
        (Flip::Long, "a4", (0.0, 0.0), (4.95, -4.95)),
    ] {
        let (d, opts) = calibration_options(flip, offset, paper);
        let mut doc = boardgen_core::layout::kit_document(&kit, &opts).unwrap();
        assert_eq!(doc.pages[0].name, "calibration");
        assert_eq!(doc.pages[1].name, "calibration-back");
        // The printer puts the whole back off by `error`.
        let items = std::mem::take(&mut doc.pages[1].items);
        doc.pages[1].items = vec![Item::Group(Group {
            transform: Transform::translate(error.0, error.1),
            items,
            tag: None,
        })];
        let dpi = 400;
        let render = |i: usize| {
            let png = boardgen_core::export::png::render(
                &doc,
                i,
                &boardgen_core::export::png::PngOptions { dpi },
            )
            .unwrap();
            common::rgb_pixels(&png)
        };
        let (w, h, front) = render(0);
        let (_, _, back) = render(1);
        let (size, _, s) = calibration::layout_of(&opts, &d);
        let mirrors_x = flip.mirrors_x(size);
        // Seen through the paper from the front: the back, mirrored.
        let seen = |x: u32, y: u32| {
            let (x, y) = if mirrors_x {
                (w - 1 - x, y)
            } else {
                (x, h - 1 - y)
            };
            back[(y * w + x) as usize]
        };
        let at = |x: u32, y: u32| front[(y * w + x) as usize];
        let px = dpi as f64 / 25.4;
        let dark = |p: [u8; 3]| p.iter().map(|&v| v as u32).sum::<u32>() < 3 * 128;
        // Marks across a line of the page, where a scale runs: their centres (mm) and lengths.
        let marks = |along_x: bool,
                     run: (f64, f64),
                     band: (f64, f64),
                     pixel: &dyn Fn(u32, u32) -> [u8; 3]| {
            let mut found: Vec<(f64, f64)> = Vec::new();
            let mut cur: Vec<(f64, f64)> = Vec::new();
            let (r0, r1) = ((run.0 * px) as u32, (run.1 * px) as u32);
            for i in r0..r1 {
                let n = ((band.0 * px) as u32..(band.1 * px) as u32)
                    .filter(|&j| dark(if along_x { pixel(i, j) } else { pixel(j, i) }))
                    .count() as f64
                    / px;
                if n > 3.0 {
                    cur.push(((i as f64 + 0.5) / px, n));
                } else if !cur.is_empty() {
                    let c = cur.iter().map(|c| c.0).sum::<f64>() / cur.len() as f64;
                    let len = cur.iter().map(|c| c.1).fold(0.0, f64::max);
                    found.push((c, len));
                    cur.clear();
                }
            }
            found
        };
        // Where a mark at `at` (mm along the scale) is dark across it, within `band`: the
        // first and last dark millimetre.
        let extent =
            |along_x: bool, at: f64, band: (f64, f64), pixel: &dyn Fn(u32, u32) -> [u8; 3]| {
                let i = (at * px) as u32;
                let dark_at: Vec<f64> = ((band.0 * px) as u32..(band.1 * px) as u32)
                    .filter(|&j| dark(if along_x { pixel(i, j) } else { pixel(j, i) }))
                    .map(|j| j as f64 / px)
                    .collect();
                (dark_at[0], dark_at[dark_at.len() - 1])
            };
        // The zero marks of front and back cross by 3 mm or more, whatever the error across
        // them: the mark that lines up is read among crossing marks, not across a gap.
        let crossing = |along_x: bool, main: &[(f64, f64)], vernier: &[(f64, f64)], zero: f64| {
            let longest = |m: &[(f64, f64)]| {
                m.iter()
                    .max_by(|a, b| a.1.partial_cmp(&b.1).unwrap())
                    .unwrap()
                    .0
            };
            let f = extent(along_x, longest(main), (zero - 12.0, zero + 8.0), &at);
            let b = extent(along_x, longest(vernier), (zero - 12.0, zero + 20.0), &seen);
            let both = f.1.min(b.1) - f.0.max(b.0);
            assert!(
                both >= 3.0,
                "{flip:?} on {paper} off by {error:?}: front mark {f:?}, back mark {b:?}"
            );
        };
        let ux_run = (s.across.x - 16.0, s.across.x + 26.0);
        let (lo, hi) = if s.ux > 0.0 {
            ux_run
        } else {
            (s.across.x - 26.0, s.across.x + 16.0)
        };
        let main = marks(true, (lo, hi), (s.across.y - 9.5, s.across.y - 0.3), &at);
        let vernier = marks(
            true,
            (lo, hi),
            (s.across.y - 12.0, s.across.y + 17.0),
            &seen,
        );
        crossing(true, &main, &vernier, s.across.y);
        let across = vernier_reading(main, vernier, s.ux);
        let (lo, hi) = if s.uy > 0.0 {
            (s.down.y - 16.0, s.down.y + 26.0)
        } else {
            (s.down.y - 26.0, s.down.y + 16.0)
        };
        let main = marks(false, (lo, hi), (s.down.x - 9.5, s.down.x - 0.3), &at);
        let vernier = marks(false, (lo, hi), (s.down.x - 12.0, s.down.x + 17.0), &seen);
        crossing(false, &main, &vernier, s.down.x);
        let down = vernier_reading(main, vernier, s.uy);
        // The sheet says: pass the offset printed on it plus the readings.
        let pass = (offset.0 + across, offset.1 + down);
        assert!(
            (pass.0 + error.0).abs() < 0.051 && (pass.1 + error.1).abs() < 0.051,
            "{flip:?} on {paper}: printed {offset:?} off by {error:?}, read {across}, {down}: pass {pass:?}"
        );
    }
}

/// A vernier read as the calibration sheet says, from the marks found on a scale (centre,
/// length; the zero the longest) and which way its reading grows, by the back's mark that
/// lines up best.
fn vernier_reading(main: Vec<(f64, f64)>, vernier: Vec<(f64, f64)>, u: f64) -> f64 {
    vernier_readings(&main, &vernier, u)
        .into_iter()
        .min_by(|a, b| a.1.partial_cmp(&b.1).unwrap())
        .unwrap()
        .0
}

/// What a scale reads by each of the back's marks 0 to 10 taken as the one that lines up,
/// as the sheet says (tenths: its number; whole millimetres: from the front mark it lines
/// up with, that many front marks back), with how far it is from that front mark, mm.
/// Marks are (centre along the scale, length), the zero of each the longest.
fn vernier_readings(main: &[(f64, f64)], vernier: &[(f64, f64)], u: f64) -> Vec<(f64, f64)> {
    let zero = |m: &[(f64, f64)]| {
        m.iter()
            .max_by(|a, b| a.1.partial_cmp(&b.1).unwrap())
            .unwrap()
            .0
    };
    let (mz, vz) = (zero(main), zero(vernier));
    // Each front mark by its number, each back mark by where it lies from the front's 0.
    let front: Vec<(f64, f64)> = main
        .iter()
        .map(|m| ((m.0 - mz) * u, ((m.0 - mz) * u).round()))
        .collect();
    let mut back: Vec<f64> = vernier
        .iter()
        .map(|m| (m.0 - vz) * u)
        .filter(|&x| x > -0.5)
        .collect();
    back.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let v0 = (vz - mz) * u;
    back.iter()
        .take(11)
        .enumerate()
        .map(|(j, &at)| {
            let at = v0 + at;
            let (pos, k) = front
                .iter()
                .min_by(|a, b| (a.0 - at).abs().partial_cmp(&(b.0 - at).abs()).unwrap())
                .unwrap();
            (k - j as f64 + j as f64 / 10.0, (pos - at).abs())
        })
        .collect()
}

/// The straight lines stroked `width` mm wide in `items`, page mm.
fn stroked_lines(
    items: &[boardgen_core::scene::Item],
    t: boardgen_core::units::Transform,
    width: f64,
    out: &mut Vec<[boardgen_core::units::Point; 2]>,
) {
    use boardgen_core::scene::{Item, PathCmd};
    for item in items {
        if let Item::Group(g) = item {
            stroked_lines(&g.items, t.after(&g.transform), width, out);
        }
        let Item::Shape(s) = item else { continue };
        if !s
            .stroke
            .as_ref()
            .is_some_and(|k| (k.width - width).abs() < 1e-9)
        {
            continue;
        }
        let mut at = None;
        for c in &s.path.cmds {
            if let PathCmd::MoveTo(p) = c {
                at = Some(t.apply(*p));
            }
            if let PathCmd::LineTo(p) = c {
                let q = t.apply(*p);
                out.push([at.unwrap(), q]);
                at = Some(q);
            }
        }
    }
}

/// The calibration sheet read at every printer error on a 0.05 mm grid from −5 to +5 mm
/// across and down, both flips, from its written geometry (the front's bold marks, the
/// back's fine ones seen through the paper): taking as lined up any of the back's marks
/// within 0.05 mm of a front mark (near a whole millimetre, three do), the reading the
/// sheet's words give is within 0.05 mm of the truth, and the zero marks cross.
#[test]
fn the_calibration_sheet_reads_right_at_every_error_to_5_mm() {
    use boardgen_core::layout::{calibration, Flip};
    use boardgen_core::units::{Point, Transform};
    let kit = boardgen_core::kit::Kit::builtin("royal-carpet").unwrap();
    let mut read = 0;
    for (flip, paper) in [(Flip::Long, "a4"), (Flip::Short, "letter")] {
        let (d, opts) = calibration_options(flip, (0.0, 0.0), paper);
        let doc = boardgen_core::layout::kit_document(&kit, &opts).unwrap();
        let (size, _, s) = calibration::layout_of(&opts, &d);
        let (mut front, mut back) = (Vec::new(), Vec::new());
        stroked_lines(&doc.pages[0].items, Transform::identity(), 0.2, &mut front);
        stroked_lines(&doc.pages[1].items, Transform::identity(), 0.15, &mut back);
        let mirrors_x = flip.mirrors_x(size);
        // Marks crossing a scale's line: across, upright lines over y = across.y near its
        // zero; down, level lines over x = down.x. (centre along the scale, length, ends).
        let marks = |lines: &[[Point; 2]], along_x: bool| -> Vec<(f64, f64, f64, f64)> {
            lines
                .iter()
                .filter_map(|[a, b]| {
                    let (pa, pb, qa, qb, zero, line) = if along_x {
                        (a.x, b.x, a.y, b.y, s.across.x, s.across.y)
                    } else {
                        (a.y, b.y, a.x, b.x, s.down.y, s.down.x)
                    };
                    let (lo, hi) = (qa.min(qb), qa.max(qb));
                    ((pa - pb).abs() < 1e-9
                        && (pa - zero).abs() < 30.0
                        && lo <= line + 6.0
                        && hi >= line - 6.0)
                        .then_some((pa, hi - lo, lo, hi))
                })
                .collect()
        };
        let main = [marks(&front, true), marks(&front, false)];
        assert!(main.iter().all(|m| m.len() >= 31), "{:?}", main[0].len());
        let steps: Vec<f64> = (-100..=100).map(|i| i as f64 * 0.05).collect();
        for &ex in &steps {
            for &ey in &steps {
                // The printer moves the back by (ex, ey) on its own page; seen through the
                // paper from the front, the back is mirrored.
                let seen: Vec<[Point; 2]> = back
                    .iter()
                    .map(|l| {
                        l.map(|p| {
                            let (x, y) = (p.x + ex, p.y + ey);
                            if mirrors_x {
                                Point::new(size.w - x, y)
                            } else {
                                Point::new(x, size.h - y)
                            }
                        })
                    })
                    .collect();
                for (i, (u, truth)) in [(s.ux, -ex), (s.uy, -ey)].into_iter().enumerate() {
                    let vernier = marks(&seen, i == 0);
                    assert_eq!(vernier.len(), 11, "{flip:?} ({ex}, {ey}) scale {i}");
                    // The zero marks cross by 3 mm or more.
                    let longest = |m: &[(f64, f64, f64, f64)]| {
                        *m.iter()
                            .max_by(|a, b| a.1.partial_cmp(&b.1).unwrap())
                            .unwrap()
                    };
                    let (f, b) = (longest(&main[i]), longest(&vernier));
                    assert!(
                        f.3.min(b.3) - f.2.max(b.2) >= 3.0,
                        "{flip:?} ({ex:.2}, {ey:.2}) scale {i}: zeros {f:?} {b:?}"
                    );
                    let pairs = |m: &[(f64, f64, f64, f64)]| -> Vec<(f64, f64)> {
                        m.iter().map(|m| (m.0, m.1)).collect()
                    };
                    let readings = vernier_readings(&pairs(&main[i]), &pairs(&vernier), u);
                    let best = readings.iter().map(|r| r.1).fold(f64::MAX, f64::min);
                    for (j, (r, off)) in readings.iter().enumerate() {
                        if *off > best.max(0.05) + 1e-9 {
                            continue;
                        }
                        read += 1;
                        assert!(
                            (r - truth).abs() <= 0.05 + 1e-9,
                            "{flip:?} on {paper}, off by ({ex:.2}, {ey:.2}), scale {i}: the back's {j} lined up reads {r:.2}, not {truth:.2}"
                        );
                    }
                }
            }
        }
    }
    assert!(read >= 2 * 201 * 201 * 2, "{read}");
}

/// The text of pages `from` to `to` of a PDF (all with 0), its lines joined by spaces.
fn pdf_words(pdf: &Path, from: u32, to: u32) -> Option<String> {
    let mut c = std::process::Command::new("pdftotext");
    if from > 0 {
        c.args(["-f", &from.to_string(), "-l", &to.to_string()]);
    }
    let out = c.arg(pdf).arg("-").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    out.status
        .success()
        .then(|| text.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[test]
fn the_rules_say_a_back_turns_a_piece_into_another_for_fold_and_duplex_only() {
    let tmp = tempdir("rules");
    std::fs::create_dir_all(&tmp).unwrap();
    let checkers =
        std::fs::read_to_string(crate::common::root().join("examples/checkers.toml")).unwrap();
    let plain = tmp.join("plain.toml");
    std::fs::write(
        &plain,
        checkers.replace("back = \"king\"", "back = \"plain\""),
    )
    .unwrap();
    let same = tmp.join("same.toml");
    std::fs::write(
        &same,
        checkers.replace("back = \"king\"", "back = \"same\""),
    )
    .unwrap();
    let plain = plain.to_str().unwrap();
    let same = same.to_str().unwrap();
    let cases: &[(&[&str], bool)] = &[
        (
            &["--game", "examples/checkers.toml", "--backs", "fold"],
            true,
        ),
        (
            &["--game", "examples/checkers.toml", "--backs", "fold,card=2"],
            true,
        ),
        (
            &["--game", "examples/checkers.toml", "--backs", "duplex"],
            true,
        ),
        (&["--game", "examples/checkers.toml"], false),
        (&["--game", plain, "--backs", "fold"], false),
        (&["--game", same, "--backs", "duplex"], false),
        (&["--game", "camels-and-carpets", "--backs", "fold"], false),
    ];
    for (i, (extra, note)) in cases.iter().enumerate() {
        let mut args = vec!["pdf", "--sheets", "pieces,rules"];
        args.extend_from_slice(extra);
        let files = run_ok(&tmp.join(i.to_string()), &args);
        let Some(text) = pdf_words(&files[0], 0, 0) else {
            common::skip("pdftotext", "apt-get install poppler-utils");
            return;
        };
        assert_eq!(text.contains("Pieces with backs"), *note, "{extra:?}");
        if *note {
            assert!(
                text.contains("Each man has a king on its back: when it becomes one, turn it over"),
                "{extra:?}"
            );
        }
    }
}

/// The making-the-set page alone, in a kit or a handout, tells how to print the backs the
/// set will have: `--backs` changes it, so it is taken there.
#[test]
fn the_making_the_set_page_alone_takes_backs() {
    let tmp = tempdir("assembly-alone");
    let cases: &[(&[&str], &str)] = &[
        (
            &["pdf", "--sheets", "assembly", "--backs", "fold"],
            "Crease it on its dashed line",
        ),
        (
            &["handout", "--sheets", "assembly", "--backs", "duplex"],
            "printed on the other side of the same sheet",
        ),
    ];
    for (i, (args, says)) in cases.iter().enumerate() {
        let mut args = args.to_vec();
        args.extend_from_slice(&["--game", "camels-and-carpets"]);
        let files = run_ok(&tmp.join(i.to_string()), &args);
        assert_eq!(files.len(), 1, "{args:?}");
        let Some(text) = pdf_words(&files[0], 0, 0) else {
            common::skip("pdftotext", "apt-get install poppler-utils");
            return;
        };
        assert!(text.contains(says), "{args:?}: {text}");
    }
}

/// The making-the-set page of a duplex set counts the sheets a person holds, one printed
/// on both sides, and its list of pages points at the pages that are there.
#[test]
fn making_the_set_counts_sheets_as_held_and_lists_their_pages() {
    let tmp = tempdir("making");
    let game = ["--game", "examples/checkers.toml"];
    // (--backs, the count it says, its list of the pieces' pages, the pieces' first page)
    let cases = [
        (
            "duplex",
            "two board sheets (the halves), one piece sheet printed on both sides and these instructions",
            // The list's line for a blank page before the board takes the instructions onto
            // a second page, which is then the blank page; each board sheet has a blank
            // back, and the pieces start on a sheet's front.
            vec![
                "Pages 1 and 2: these instructions",
                "Pages 3 to 6: the board, in two parts, each on a sheet of its own with nothing on its back",
                "Pages 7 and 8: the pieces, on one sheet printed on both sides (each page of backs on the back of the page before it)",
            ],
            7,
        ),
        (
            "duplex,calibrate,flip=short",
            "one piece sheet printed on both sides and these instructions",
            vec![
                "Pages 7 and 8: the calibration sheet, to print on both sides once",
                "Pages 9 and 10: the pieces, on one sheet printed on both sides",
            ],
            9,
        ),
        (
            "fold",
            "two board sheets (the halves), two piece sheets and these instructions",
            vec!["Pages 4 and 5: the pieces, each sheet to fold round card, glue and cut out"],
            4,
        ),
    ];
    for (i, (backs, count, list, first)) in cases.iter().enumerate() {
        let mut args = vec!["pdf", "--backs", backs];
        args.extend_from_slice(&game);
        let files = run_ok(&tmp.join(i.to_string()), &args);
        let Some(text) = pdf_words(&files[0], 1, 2) else {
            common::skip("pdftotext", "apt-get install poppler-utils");
            return;
        };
        assert!(text.contains(count), "{backs}: {text}");
        assert!(!text.contains("four piece sheets"), "{backs}");
        for l in list {
            assert!(text.contains(l), "{backs}: {l} in {text}");
        }
        let page = |n: u32| pdf_words(&files[0], n, n).unwrap();
        assert!(
            page(*first).contains("Each piece is"),
            "{backs}: page {first}"
        );
        if backs.starts_with("duplex") {
            assert!(page(first + 1).contains("backs of pieces"), "{backs}");
        }
        if backs.contains("calibrate") {
            assert!(page(7).contains("duplex calibration"));
        }
    }
    // A run of the pieces alone says what it made the same way.
    let files = run_ok(
        &tmp.join("run"),
        &[
            "pdf",
            "--sheets",
            "assembly,pieces",
            "--backs",
            "duplex",
            "--game",
            "examples/checkers.toml",
        ],
    );
    let text = pdf_words(&files[0], 1, 2).unwrap();
    assert!(
        text.contains(
            "This run made only one piece sheet printed on both sides and these instructions"
        ),
        "{text}"
    );
}

/// The making-the-set page names the command that prints the calibration sheet alone, and
/// that command writes its two pages and nothing else.
#[test]
fn the_calibration_sheet_prints_alone_by_the_command_the_set_names() {
    let tmp = tempdir("alone");
    for (i, (backs, paper)) in [
        ("duplex", "a4"),
        ("duplex,flip=short,offset=1x-2", "letter"),
    ]
    .iter()
    .enumerate()
    {
        let dir = tmp.join(i.to_string());
        let files = run_ok(
            &dir.join("set"),
            &[
                "pdf",
                "--game",
                "royal-carpet",
                "--backs",
                backs,
                "--paper",
                paper,
            ],
        );
        let Some(text) = pdf_words(&files[0], 1, 2) else {
            common::skip("pdftotext", "apt-get install poppler-utils");
            return;
        };
        let at = text
            .find("boardgen pdf --sheets calibration")
            .unwrap_or_else(|| panic!("{backs}: no command in {text}"));
        let command: Vec<&str> = text[at..]
            .split_once(", print")
            .unwrap()
            .0
            .split(' ')
            .collect();
        let flip = if backs.contains("short") {
            ",flip=short"
        } else {
            ""
        };
        let expected =
            format!("boardgen pdf --sheets calibration --backs duplex{flip} --paper {paper}");
        assert_eq!(command.join(" "), expected, "{backs}");
        let mut args = command[1..].to_vec();
        args.extend(["--game", "royal-carpet"]);
        let alone = run_ok(&dir.join("calibration"), &args);
        assert_eq!(alone.len(), 1, "{alone:?}");
        assert!(alone[0].ends_with("royal-carpet-colour-calibration.pdf"));
        let doc = lopdf::Document::load(&alone[0]).unwrap();
        assert_eq!(doc.get_pages().len(), 2);
        let text = pdf_words(&alone[0], 0, 0).unwrap();
        assert!(text.contains("duplex calibration") && !text.contains("Each piece is"));
    }
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("boardgen-backs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// Printed double-sided as a whole file, every page of backs lands on the back of its own
/// fronts: each is on an even page, right after its fronts (the calibration sheet's back
/// after its front likewise), a blank page saying so put in where the pieces would
/// otherwise start on the back of a page; for both games, every paper and the options that
/// change what comes before the pieces.
#[test]
fn every_page_of_backs_is_on_an_even_page_behind_its_fronts() {
    let dir = tempfile::tempdir().unwrap();
    let mut checked = 0;
    let mut blanks = 0;
    let sheets: [&[&str]; 5] = [
        &[],
        &["--sheets", "pieces"],
        &["--sheets", "assembly,pieces"],
        &["--sheets", "board,pieces,rules"],
        &[
            "--mono",
            "--shape",
            "round",
            "--sheets",
            "assembly,board,pieces",
        ],
    ];
    for (k, more) in sheets.iter().enumerate() {
        for paper in ["a4", "letter", "a3"] {
            for backs in ["duplex", "duplex,calibrate,flip=short"] {
                let out = dir.path().join(format!("{k}-{paper}-{backs}"));
                let args = [&["pdf", "--backs", backs, "--paper", paper][..], more].concat();
                let written = run_ok(&out, &args);
                for pdf in written
                    .iter()
                    .filter(|p| p.extension().is_some_and(|e| e == "pdf"))
                {
                    let Some(pages) = common::pdf_pages(pdf) else {
                        return;
                    };
                    let back = |t: &str| {
                        t.contains("— backs of pieces") || t.contains("duplex calibration, back")
                    };
                    for (i, text) in pages.iter().enumerate() {
                        let number = i + 1;
                        if text.contains("This page is left blank") {
                            blanks += 1;
                            assert!(number % 2 == 0, "{args:?} {pdf:?}: a blank page {number}");
                        }
                        if !back(text) {
                            continue;
                        }
                        checked += 1;
                        assert!(
                            number % 2 == 0,
                            "{args:?} {pdf:?}: backs on page {number}, the front of a sheet"
                        );
                        let front = &pages[i - 1];
                        assert!(
                            !back(front)
                                && (front.contains("— pieces")
                                    || front.contains("— duplex calibration")),
                            "{args:?} {pdf:?}: page {number}'s fronts are not before it"
                        );
                    }
                }
            }
        }
    }
    assert!(checked >= 60, "{checked} pages of backs checked");
    assert!(blanks > 0, "no case needed a blank page");
}

/// Every fold-over sheet shows, beside its ruler, how the card goes in: its edge on the
/// dashed line, the backs wrapped over it; the making-the-set page says the same.
#[test]
fn fold_over_sheets_draw_the_card_against_the_line() {
    use boardgen_core::layout::{marks, Backs, Options, SheetKind};
    use boardgen_core::scene::{Item, Tag};
    use boardgen_core::units::Rect;
    // Each figure's title and the ink it draws (groups at the top of a page hold them).
    fn figures(bounds: &[Option<Rect>], items: &[Item], out: &mut Vec<(String, Rect)>) {
        for i in items {
            if let Item::Group(g) = i {
                if let Some(Tag::Figure { title, .. }) = &g.tag {
                    let t = boardgen_core::units::Transform::identity();
                    let b = boardgen_core::scene::ink(bounds, std::slice::from_ref(i), t).unwrap();
                    out.push((title.clone(), b));
                }
                figures(bounds, &g.items, out);
            }
        }
    }
    for game in ["camels-and-carpets", "royal-carpet"] {
        for lang in ["en", "de"] {
            let lang_of = boardgen_core::lang::Lang::parse(lang).unwrap();
            let kit = boardgen_core::kit::Kit::builtin_in(game, &lang_of).unwrap();
            for paper in ["a4", "letter", "a3", "legal"] {
                let opts = Options {
                    paper: boardgen_core::paper::Paper::parse(paper).unwrap(),
                    lang: lang_of.clone(),
                    sheets: vec![SheetKind::Pieces, SheetKind::Assembly],
                    backs: Some(Backs::Fold { card: 1.0 }),
                    ..Options::default()
                };
                let doc = boardgen_core::layout::kit_document(&kit, &opts).unwrap();
                let bounds = boardgen_core::scene::symbol_bounds(&doc);
                let title = kit.game.text("backs-fold-drawing-title", &[]);
                let pieces: Vec<_> = doc
                    .pages
                    .iter()
                    .filter(|p| p.name.starts_with("pieces"))
                    .collect();
                assert!(!pieces.is_empty());
                for page in pieces {
                    let mut found = Vec::new();
                    figures(&bounds, &page.items, &mut found);
                    let drawn: Vec<_> = found.iter().filter(|f| f.0 == title).collect();
                    assert_eq!(drawn.len(), 1, "{game} on {paper} in {lang}: {}", page.name);
                    let b = drawn[0].1;
                    let safe = page.safe;
                    let what = format!(
                        "{game} on {paper} in {lang}, {}: {b:?} in {safe:?}",
                        page.name
                    );
                    // Inside the page's safe area, past the ruler's bar, below everything else.
                    assert!(
                        b.x >= safe.x + marks::RULER_LENGTH + 5.0
                            && b.right() <= safe.right() + 1e-6,
                        "{what}"
                    );
                    assert!(b.bottom() <= safe.bottom() && b.h > 6.0, "{what}");
                    for (t, other) in found.iter().filter(|f| f.0 != title) {
                        assert!(other.bottom() <= b.y, "{what} overlaps {t}: {other:?}");
                    }
                }
                let assembly = doc
                    .pages
                    .iter()
                    .find(|p| p.name.starts_with("assembly"))
                    .unwrap();
                fn texts(items: &[Item], out: &mut String) {
                    for i in items {
                        match i {
                            Item::Group(g) => texts(&g.items, out),
                            Item::Text(t) => {
                                out.push_str(&t.text);
                                out.push(' ');
                            }
                            Item::Shape(_) | Item::Use(_) | Item::Image(_) => {}
                        }
                    }
                }
                let mut words = String::new();
                texts(&assembly.items, &mut words);
                // Lines joined again, words broken at a line's end mended.
                let words = words.replace("\u{ad}", "").replace("- ", "");
                let says = match lang {
                    "de" => "seine Kante genau in den Knick",
                    _ => "with its edge exactly in the crease",
                };
                assert!(words.contains(says), "{game} on {paper} in {lang}: {words}");
            }
        }
    }
}

/// A whole duplex kit printed double-sided: every board sheet (glued on card) is on a
/// front, its back blank, and the pieces start on a front with their backs behind them;
/// on Letter and A4, square and round pieces, both games. The contents list those pages.
#[test]
fn a_duplex_kit_printed_double_sided_puts_nothing_behind_a_board_sheet() {
    let dir = tempfile::tempdir().unwrap();
    for (paper, shape) in [("letter", "square"), ("a4", "square"), ("letter", "round")] {
        let out = dir.path().join(format!("{paper}-{shape}"));
        let files = run_ok(
            &out,
            &[
                "pdf", "--backs", "duplex", "--paper", paper, "--shape", shape,
            ],
        );
        for f in files {
            let Some(pages) = common::pdf_pages(&f) else {
                return;
            };
            let heads: Vec<&str> = pages
                .iter()
                .map(|p| {
                    p.lines()
                        .find(|l| !l.trim().is_empty())
                        .unwrap_or("")
                        .trim()
                })
                .collect();
            let mut boards = 0;
            for (i, head) in heads.iter().enumerate() {
                if head.contains("board, half") {
                    boards += 1;
                    assert!(i % 2 == 0, "{}: {head} on page {}", f.display(), i + 1);
                    assert_eq!(heads[i + 1], "This page is left blank", "{}", f.display());
                }
                if *head == "This page is left blank" {
                    assert!(
                        pages[i].contains("nothing prints on the back of a board sheet")
                            || pages[i].contains("each page of backs")
                    );
                }
                if head.ends_with("— pieces") {
                    assert!(i % 2 == 0, "{}: pieces on page {}", f.display(), i + 1);
                    assert!(heads[i + 1].contains("backs of pieces"), "{}", f.display());
                }
            }
            assert_eq!(boards, 2, "{}", f.display());
            let first = pages[..2]
                .join(" ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            assert!(first.contains("Pages 3 to 6: the board, in two parts, each on a sheet of its own with nothing on its back"), "{first}");
        }
    }
}

/// A calibration sheet's duplex settings and the options of a run that prints it with the
/// pieces, for a printer flipping `flip` that is off by `offset` mm, on `paper`.
fn calibration_options(
    flip: boardgen_core::layout::Flip,
    offset: (f64, f64),
    paper: &str,
) -> (
    boardgen_core::layout::Duplex,
    boardgen_core::layout::Options,
) {
    use boardgen_core::layout::{Backs, Duplex, Options, SheetKind};
    let d = Duplex {
        flip,
        offset,
        calibrate: true,
        calibration_only: false,
    };
    let opts = Options {
        paper: boardgen_core::paper::Paper::parse(paper).unwrap(),
        sheets: vec![SheetKind::Pieces],
        backs: Some(Backs::Duplex(d)),
        ..Options::default()
    };
    (d, opts)
}
