//! Pictures on the board (`--board-art`): where they print in the scene and in the files
//! written from it, grey in mono, refused where they cannot go, in the cut modes' print
//! layers only, and said on the making-the-set page.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use boardgen_core::scene::Item;
use boardgen_core::units::Rect;
use common::{boardgen, config, run_ok};

fn pictures() -> PathBuf {
    crate::common::root().join("tests/pictures")
}

fn place(what: &str, file: &str) -> String {
    format!("{what}={}", pictures().join(file).display())
}

/// Each page's pictures as the layout placed them: (page name, rectangle, clipped).
fn scene_pictures(cfg: &boardgen_core::config::Config) -> Vec<(String, Rect, bool)> {
    let kits = boardgen_core::product::load_kits(cfg, &boardgen::read::Disk).unwrap();
    let mut out = Vec::new();
    for kit in kits.iter() {
        let doc = boardgen_core::layout::kit_document(kit, &cfg.layout).unwrap();
        for page in &doc.pages {
            for (item, _) in boardgen_core::layout::page_bounds(&doc, page) {
                if let Item::Image(i) = item {
                    out.push((page.name.clone(), i.rect, i.clip.is_some()));
                }
            }
        }
    }
    out
}

fn near(a: Rect, b: Rect) -> bool {
    let d = [a.x - b.x, a.y - b.y, a.w - b.w, a.h - b.h];
    d.iter().all(|v| v.abs() < 0.01)
}

/// The pictures an SVG page places: each `<use>` of a picture's rectangle, in mm.
fn svg_pictures(text: &str) -> Vec<Rect> {
    let mut out = Vec::new();
    for part in text.split("<use ").skip(1) {
        let tag = &part[..part.find('>').unwrap()];
        if !tag.contains("href=\"#p") {
            continue;
        }
        let m = tag.split("matrix(").nth(1).unwrap();
        let v: Vec<f64> = m[..m.find(')').unwrap()]
            .split([' ', ','])
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        out.push(Rect::new(v[4], v[5], v[0], v[3]));
    }
    out
}

/// The pictures a PDF page draws: each `cm` just before a `/P…` `Do`, back in scene mm.
fn pdf_pictures(pdf: &lopdf::Document, page: lopdf::ObjectId) -> Vec<Rect> {
    let ops = lopdf::content::Content::decode(&pdf.get_page_content(page))
        .unwrap()
        .operations;
    let mut out = Vec::new();
    for w in ops.windows(2) {
        let named = w[1].operands.first().and_then(|o| o.as_name().ok());
        if w[1].operator != "Do" || !named.is_some_and(|n| n.starts_with(b"P")) {
            continue;
        }
        assert_eq!(w[0].operator, "cm");
        let v: Vec<f64> = w[0]
            .operands
            .iter()
            .map(|o| o.as_float().unwrap() as f64)
            .collect();
        // [w 0 0 -h x bottom], in the page's one flipped space.
        out.push(Rect::new(v[4], v[5] + v[3], v[0], -v[3]));
    }
    out
}

#[test]
fn board_pictures_print_where_the_scene_puts_them() {
    let frame = place("frame", "drawing.png");
    let zone = place("endzone", "photo.jpg");
    let back = place("background", "photo.jpg");
    for paper in ["a4", "letter"] {
        let args = |cmd| {
            vec![
                cmd,
                "--game",
                "royal-carpet",
                "--paper",
                paper,
                "--sheets",
                "board",
                "--board-art",
                &frame,
                "--board-art",
                &zone,
                "--board-art",
                &back,
            ]
        };
        let cfg = config(&args("svg"));
        let scene = scene_pictures(&cfg);
        // Halves on A4 and Letter: a frame picture, two endzone pictures and the
        // background on each.
        assert_eq!(scene.len(), 8, "{scene:?}");
        for (name, bytes) in boardgen_core::render(&cfg, &boardgen::read::Disk).unwrap() {
            let text = String::from_utf8(bytes).unwrap();
            let page = name.trim_end_matches(".svg");
            let want: Vec<Rect> = scene
                .iter()
                .filter(|(n, _, _)| page.ends_with(n.as_str()))
                .map(|s| s.1)
                .collect();
            let got = svg_pictures(&text);
            assert_eq!(got.len(), 4, "{name}");
            for r in &want {
                assert!(
                    got.iter().any(|g| near(*g, *r)),
                    "{name}: {r:?} not in {got:?}"
                );
            }
            // Each picture defined once on the page, the background clipped to the frame.
            assert_eq!(text.matches("<image").count(), 3, "{name}");
            assert!(text.contains("clip-path"), "{name}");
        }
        let cfg = config(&args("pdf"));
        let files = boardgen_core::render(&cfg, &boardgen::read::Disk).unwrap();
        let pdf = lopdf::Document::load_mem(&files[0].1).unwrap();
        let mut all = Vec::new();
        for (_, id) in pdf.get_pages() {
            let got = pdf_pictures(&pdf, id);
            assert_eq!(got.len(), 4);
            all.extend(got);
        }
        for (_, r, _) in &scene {
            assert!(
                all.iter().any(|g| near(*g, *r)),
                "{paper}: {r:?} not in {all:?}"
            );
        }
    }
}

/// The image XObjects of a PDF file (not soft masks): their colour spaces.
fn pdf_spaces(path: &Path) -> Vec<String> {
    let doc = lopdf::Document::load(path).unwrap();
    let masks: Vec<lopdf::ObjectId> = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter_map(|s| s.dict.get(b"SMask").ok()?.as_reference().ok())
        .collect();
    let mut out: Vec<String> = doc
        .objects
        .iter()
        .filter(|(id, _)| !masks.contains(id))
        .filter_map(|(_, o)| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").ok().and_then(|n| n.as_name().ok()) == Some(b"Image"))
        .map(|s| {
            let n = s.dict.get(b"ColorSpace").unwrap().as_name().unwrap();
            String::from_utf8_lossy(n).into_owned()
        })
        .collect();
    out.sort();
    out
}

#[test]
fn mono_board_pictures_are_grey_and_colour_ones_are_not() {
    let dir = tempfile::tempdir().unwrap();
    let frame = place("frame", "drawing.png");
    let back = place("background", "photo.jpg");
    let base = [
        "--game",
        "camels-and-carpets",
        "--sheets",
        "board",
        "--board-art",
        &frame,
        "--board-art",
        &back,
    ];
    let colour = run_ok(&dir.path().join("c"), &[&["pdf"][..], &base].concat());
    assert_eq!(pdf_spaces(&colour[0]), ["DeviceRGB", "DeviceRGB"]);
    let mono = run_ok(
        &dir.path().join("m"),
        &[&["pdf", "--mono"][..], &base].concat(),
    );
    assert_eq!(pdf_spaces(&mono[0]), ["DeviceGray", "DeviceGray"]);
    // And in the preview: every pixel of the mono board grey.
    let png = run_ok(
        &dir.path().join("p"),
        &[&["png", "--mono", "--dpi", "40"][..], &base].concat(),
    );
    for f in &png {
        let (_, _, px) = common::rgb_pixels(&fs::read(f).unwrap());
        assert!(px.iter().all(|p| p[0] == p[1] && p[1] == p[2]), "{f:?}");
    }
}

/// Runs boardgen, expecting exit 2 and nothing written; returns the error line.
fn refused(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = boardgen()
        .args(args)
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        !dir.path().join("out").exists()
            || fs::read_dir(dir.path().join("out"))
                .unwrap()
                .next()
                .is_none()
    );
    err
}

#[test]
fn board_art_is_refused_where_it_cannot_go() {
    let crest = place("frame", "drawing.png");
    let cc = ["pdf", "--game", "camels-and-carpets"];
    fn with<'a>(cc: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
        [cc, extra].concat()
    }
    let e = refused(&with(&cc, &["--board-art", "frame=no-such-crest.png"]));
    assert!(
        e.contains("--board-art frame=no-such-crest.png") && e.contains("no-such-crest.png"),
        "{e}"
    );
    let zone = place("endzone", "drawing.png");
    let e = refused(&with(&cc, &["--board-art", &zone]));
    assert!(e.contains("Camels and Carpets has no endzones"), "{e}");
    let e = refused(&with(&cc, &["--board-art", "corner=crest.png"]));
    assert!(e.contains("'corner=crest.png' is not PLACE=FILE"), "{e}");
    let e = refused(&with(&cc, &["--board-art", "frame"]));
    assert!(e.contains("'frame' is not PLACE=FILE"), "{e}");
    let e = refused(&with(&cc, &["--board-art", "frame:first=crest.png"]));
    assert!(e.contains("only an endzone belongs to one side"), "{e}");
    let e = refused(&with(&cc, &["--board-art", "endzone:third=crest.png"]));
    assert!(e.contains("'third' is not a side"), "{e}");
    let e = refused(&with(&cc, &["--board-art", &crest, "--board-art", &crest]));
    assert!(e.contains("already puts a picture there"), "{e}");
    let rc = ["pdf", "--game", "royal-carpet"];
    let first = place("endzone:first", "photo.jpg");
    let e = refused(&[&rc[..], &["--board-art", &zone, "--board-art", &first]].concat());
    assert!(e.contains("already puts a picture there"), "{e}");
    // Where no board is made, it changes nothing.
    let e = refused(&with(&cc, &["--sheets", "pieces", "--board-art", &crest]));
    assert!(e.contains("--board-art"), "{e}");
    let e = refused(&["handout", "--board-art", &crest]);
    assert!(e.contains("--board-art"), "{e}");
    // Both sides' endzones given one by one, and one game of two with endzones: fine.
    let second = place("endzone:second", "drawing.png");
    let dir = tempfile::tempdir().unwrap();
    run_ok(
        dir.path(),
        &[
            "pdf",
            "--sheets",
            "board",
            "--board-art",
            &first,
            "--board-art",
            &second,
        ],
    );
}

/// The number of black (engraved) pixels of an engrave image.
fn engraved(path: &Path) -> usize {
    let mut dec = png::Decoder::new(std::io::Cursor::new(fs::read(path).unwrap()));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    let n = (frame.width * frame.height) as usize;
    buf[..n].iter().filter(|&&v| v < 128).count()
}

#[test]
fn cut_files_print_the_pictures_and_never_cut_them() {
    let dir = tempfile::tempdir().unwrap();
    // A light background over the dark frame, so the engraving shows it (the frame's
    // colour engraves; the picture's light pixels do not).
    let light = dir.path().join("light.png");
    image::RgbImage::from_pixel(64, 48, image::Rgb([240, 235, 220]))
        .save(&light)
        .unwrap();
    let back = format!("background={}", light.display());
    let frame = place("frame", "photo.jpg");
    let base = [
        "pdf",
        "--game",
        "royal-carpet",
        "--sheets",
        "board",
        "--cut",
        "svg,dxf,laser,contour",
    ];
    let plain = run_ok(&dir.path().join("plain"), &base);
    let art = run_ok(
        &dir.path().join("art"),
        &[&base[..], &["--board-art", &back, "--board-art", &frame]].concat(),
    );
    let named = |files: &[PathBuf], end: &str| -> Vec<PathBuf> {
        files
            .iter()
            .filter(|p| p.to_string_lossy().ends_with(end))
            .cloned()
            .collect()
    };
    // The print (with its CutContour layer) carries both pictures.
    let pdf = &named(&art, ".pdf")[0];
    assert_eq!(pdf_spaces(pdf).len(), 2);
    // The cut files are the same cuts, with no picture.
    for end in ["-cut.svg", "-cut.dxf", "-laser.svg"] {
        let (a, p) = (named(&art, end), named(&plain, end));
        assert!(!a.is_empty(), "{end}");
        for (a, p) in a.iter().zip(&p) {
            let text = fs::read_to_string(a).unwrap();
            assert!(!text.contains("<image") && !text.contains("IMAGE"), "{a:?}");
            assert_eq!(text, fs::read_to_string(p).unwrap(), "{a:?}");
        }
    }
    // The engraving, where the board goes, shows the light frame: less to engrave.
    let (a, p) = (named(&art, "-engrave.png"), named(&plain, "-engrave.png"));
    assert_eq!(a.len(), 2);
    for (a, p) in a.iter().zip(&p) {
        assert!(engraved(a) < engraved(p), "{a:?}");
    }
}

#[test]
fn one_file_on_pieces_and_board_is_decoded_once() {
    let dir = tempfile::tempdir().unwrap();
    let photo = dir.path().join("photo.jpg");
    fs::write(&photo, common::grainy_photo(800, 600, 3)).unwrap();
    let crown = format!("crown={}", photo.display());
    let frame = format!("frame={}", photo.display());
    let back = format!("background={}/./photo.jpg", dir.path().display());
    let cfg = config(&[
        "pdf",
        "--game",
        "camels-and-carpets",
        "--art",
        &crown,
        "--board-art",
        &frame,
        "--board-art",
        &back,
    ]);
    let before = boardgen_core::picture::decodes();
    boardgen_core::render(&cfg, &boardgen::read::Disk).unwrap();
    assert_eq!(boardgen_core::picture::decodes() - before, 1);
}

#[test]
fn the_making_of_the_set_says_which_picture_is_where() {
    let dir = tempfile::tempdir().unwrap();
    let frame = place("frame", "drawing.png");
    let zone = place("endzone:second", "photo.jpg");
    let svgs = run_ok(
        dir.path(),
        &[
            "svg",
            "--game",
            "royal-carpet",
            "--sheets",
            "assembly,board",
            "--board-art",
            &frame,
            "--board-art",
            &zone,
        ],
    );
    let text = svgs
        .iter()
        .filter(|p| p.to_string_lossy().contains("assembly"))
        .map(|p| fs::read_to_string(p).unwrap())
        .collect::<String>();
    assert!(
        text.contains("The board shows drawing.png in the middle of the frame's lettered edges (between d and e) and photo.jpg on both sides of the label of Red's endzone."),
        "{text}"
    );
}

#[test]
fn pictures_that_may_not_read_get_a_note() {
    let dir = tempfile::tempdir().unwrap();
    // Dark ink on the dark frame; a background as dark as the frame's letters are light.
    let frame = place("frame", "drawing.png");
    let dark = dir.path().join("light.png");
    image::RgbImage::from_pixel(64, 48, image::Rgb([250, 250, 245]))
        .save(&dark)
        .unwrap();
    let back = format!("background={}", dark.display());
    let out = boardgen()
        .args(["pdf", "--game", "royal-carpet", "--sheets", "board"])
        .args(["--board-art", &frame, "--board-art", &back])
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("drawing.png' may not show on the Royal Carpet board's frame"),
        "{err}"
    );
    assert!(
        err.contains("light.png' may hide the Royal Carpet board's letters and numbers"),
        "{err}"
    );
    assert!(
        err.contains("prints at"),
        "a 64-pixel background is soft: {err}"
    );
}

/// The Camels and Carpets template with `lines` added to its `[board]`, in `dir`.
fn template_with(dir: &Path, lines: &str) -> PathBuf {
    let text = boardgen_core::template("camels-and-carpets")
        .unwrap()
        .replacen("[board]\n", &format!("[board]\n{lines}\n"), 1);
    let path = dir.join("game.toml");
    fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_template_names_its_board_pictures() {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(pictures().join("drawing.png"), dir.path().join("crest.png")).unwrap();
    fs::copy(pictures().join("photo.jpg"), dir.path().join("oak.jpg")).unwrap();
    let t = template_with(
        dir.path(),
        "frame_picture = \"crest.png\"\nframe_background = \"oak.jpg\"",
    );
    let game = t.to_str().unwrap();
    let svgs = run_ok(
        &dir.path().join("out"),
        &["svg", "--game", game, "--sheets", "board"],
    );
    for f in &svgs {
        let text = fs::read_to_string(f).unwrap();
        assert_eq!(text.matches("<image").count(), 2, "{f:?}");
        assert_eq!(svg_pictures(&text).len(), 2, "{f:?}");
    }
    // --board-art replaces the template's picture in its place.
    let other = place("frame", "photo.jpg");
    let cfg = config(&[
        "svg",
        "--game",
        game,
        "--sheets",
        "board",
        "--board-art",
        &other,
    ]);
    let kits = boardgen_core::product::load_kits(&cfg, &boardgen::read::Disk).unwrap();
    let b = &kits[0].board_pictures;
    assert!(b
        .frame
        .as_ref()
        .unwrap()
        .source
        .name
        .ends_with("tests/pictures/photo.jpg"));
    assert_eq!(b.background.as_ref().unwrap().source.name, "oak.jpg");
    // A missing file, and endzones on a board without them, refused at their key.
    let t = template_with(dir.path(), "frame_picture = \"gone.png\"");
    let e = refused(&["pdf", "--game", t.to_str().unwrap()]);
    let line = fs::read_to_string(&t)
        .unwrap()
        .lines()
        .position(|l| l.starts_with("frame_picture"))
        .unwrap()
        + 1;
    assert!(
        e.contains(&format!("game.toml:{line}:17: board.frame_picture")) && e.contains("gone.png"),
        "{e}"
    );
    let t = template_with(dir.path(), "endzone_picture = \"crest.png\"");
    let e = refused(&["pdf", "--game", t.to_str().unwrap()]);
    assert!(
        e.contains("board.endzone_picture: the board has no endzones"),
        "{e}"
    );
}
