//! The real binary: every subcommand, what it writes, and every bad-input path.

mod common;

use std::fs;
use std::process::Command;

use common::{boardgen, checker, run_ok};

#[test]
fn help_explains_every_option_with_examples() {
    let out = boardgen().arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for word in ["pdf", "svg", "png", "Examples:", "--mono --paper letter"] {
        assert!(text.contains(word), "--help lacks {word}:\n{text}");
    }
    let out = boardgen().args(["png", "--help"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    for opt in [
        "--paper",
        "--margin",
        "--square",
        "--mono",
        "--glue-tab",
        "--out",
        "--dpi",
    ] {
        assert!(text.contains(opt), "png --help lacks {opt}:\n{text}");
    }
}

#[test]
fn pdf_writes_one_file_per_variant_and_passes_external_checks() {
    let d = tempfile::tempdir().unwrap();
    let colour = run_ok(d.path(), &["pdf"]);
    let mono = run_ok(d.path(), &["pdf", "--mono", "--paper", "letter"]);
    assert_eq!(colour.len(), 2, "one PDF per game");
    assert!(colour[0].ends_with("camels-and-carpets-colour.pdf"));
    assert!(colour[1].ends_with("royal-carpet-colour.pdf"));
    assert!(mono[0].ends_with("camels-and-carpets-mono.pdf"));
    assert!(mono[1].ends_with("royal-carpet-mono.pdf"));
    for p in colour.iter().chain(&mono) {
        assert!(fs::metadata(p).unwrap().len() > 1000);
        if let Some(qpdf) = checker("qpdf") {
            let o = Command::new(qpdf).arg("--check").arg(p).output().unwrap();
            let all = format!(
                "{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            assert!(o.status.success(), "qpdf --check {}: {all}", p.display());
            assert!(!all.to_lowercase().contains("warning"), "qpdf warns: {all}");
        }
        if let Some(pdffonts) = checker("pdffonts") {
            let o = Command::new(pdffonts).arg(p).output().unwrap();
            let text = String::from_utf8_lossy(&o.stdout);
            let rows: Vec<&str> = text.lines().skip(2).collect();
            assert!(!rows.is_empty(), "no fonts listed: {text}");
            for row in rows {
                let cols: Vec<&str> = row.split_whitespace().collect();
                // name type... emb sub uni id gen: emb and sub must both be "yes".
                let n = cols.len();
                assert_eq!(
                    (cols[n - 5], cols[n - 4]),
                    ("yes", "yes"),
                    "font not embedded as a subset: {row}"
                );
            }
        }
    }
}

#[test]
fn svg_writes_one_valid_file_per_page() {
    let d = tempfile::tempdir().unwrap();
    let files = run_ok(
        d.path(),
        &[
            "svg",
            "--glue-tab",
            "--shape",
            "round",
            "--game",
            "camels-and-carpets",
        ],
    );
    let names: Vec<String> = files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into())
        .collect();
    assert_eq!(
        names,
        [
            "camels-and-carpets-colour-assembly-1.svg",
            "camels-and-carpets-colour-board-half-1.svg",
            "camels-and-carpets-colour-board-half-2.svg",
            "camels-and-carpets-colour-pieces-1.svg",
            "camels-and-carpets-colour-pieces-2.svg",
            "camels-and-carpets-colour-rules-1.svg",
            "camels-and-carpets-colour-rules-2.svg",
            "camels-and-carpets-colour-rules-3.svg",
            "camels-and-carpets-colour-rules-4.svg"
        ]
    );
    for f in &files {
        let text = fs::read_to_string(f).unwrap();
        assert!(text.starts_with("<?xml"));
        let landscape =
            text.contains("width=\"297mm\"") && text.contains("viewBox=\"0 0 297 210\"");
        let portrait = text.contains("width=\"210mm\"") && text.contains("viewBox=\"0 0 210 297\"");
        assert!(landscape || portrait, "{}", f.display());
        assert!(!text.contains("<text"), "text must be glyph outlines");
        if let Some(xmllint) = checker("xmllint") {
            let dtd = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd";
            if std::path::Path::new(dtd).exists()
                || std::env::var("BOARDGEN_REQUIRE_CHECKERS").as_deref() == Ok("1")
            {
                let o = Command::new(xmllint)
                    .args(["--noout", "--dtdvalid", dtd])
                    .arg(f)
                    .output()
                    .unwrap();
                assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            }
        }
    }
}

fn png_info(path: &std::path::Path) -> (u32, u32, u32) {
    let dec = png::Decoder::new(std::io::BufReader::new(fs::File::open(path).unwrap()));
    let r = dec.read_info().unwrap();
    let i = r.info();
    let dims = i.pixel_dims.expect("pHYs chunk");
    assert_eq!(dims.unit, png::Unit::Meter);
    assert_eq!(dims.xppu, dims.yppu);
    (i.width, i.height, dims.xppu)
}

#[test]
fn png_previews_have_paper_size_times_dpi_and_store_the_dpi() {
    let d = tempfile::tempdir().unwrap();
    let files = run_ok(
        d.path(),
        &[
            "png",
            "--dpi",
            "100",
            "--sheets",
            "board",
            "--game",
            "camels-and-carpets",
        ],
    );
    assert_eq!(files.len(), 2);
    for f in &files {
        // A4 landscape at 100 dpi: 297 mm and 210 mm.
        assert_eq!(png_info(f), (1169, 827, 3937));
    }
    let files = run_ok(
        d.path(),
        &[
            "png",
            "--paper",
            "letter",
            "--sheets",
            "board",
            "--game",
            "camels-and-carpets",
        ],
    );
    // Letter landscape at the default 150 dpi: 11 in x 8.5 in.
    assert_eq!(png_info(&files[0]), (1650, 1275, 5906));
}

#[test]
fn mono_png_is_grey_in_every_pixel_and_colour_is_not() {
    let d = tempfile::tempdir().unwrap();
    let files = run_ok(
        d.path(),
        &[
            "png",
            "--mono",
            "--glue-tab",
            "--dpi",
            "60",
            "--shape",
            "round",
            "--spares",
            "8",
        ],
    );
    assert_eq!(
        files.len(),
        17,
        "9 Camels and Carpets pages, 8 Royal Carpet pages"
    );
    for f in files {
        let img = image::open(&f).unwrap().to_rgb8();
        let bad = img
            .pixels()
            .filter(|p| !(p[0] == p[1] && p[1] == p[2]))
            .count();
        assert_eq!(bad, 0, "{} has {bad} coloured pixels", f.display());
        // Light on ink: the page is mostly white or light grey.
        let dark = img.pixels().filter(|p| p[0] < 64).count();
        assert!(
            (dark as f64) < 0.05 * img.pixels().len() as f64,
            "too much black ink"
        );
    }
    let f = &run_ok(d.path(), &["png", "--dpi", "60", "--sheets", "board"])[0];
    let img = image::open(f).unwrap().to_rgb8();
    assert!(img.pixels().any(|p| p[0] != p[2]));
}

#[test]
fn same_arguments_give_the_same_bytes() {
    for args in [&["pdf", "--mono"][..], &["svg"], &["png", "--dpi", "40"]] {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let fa = run_ok(a.path(), args);
        let fb = run_ok(b.path(), args);
        assert_eq!(fa.len(), fb.len());
        for (x, y) in fa.iter().zip(&fb) {
            assert!(
                fs::read(x).unwrap() == fs::read(y).unwrap(),
                "{args:?}: {} differs",
                x.display()
            );
        }
    }
}

/// Runs with bad arguments into a folder holding a precious file: the run must fail with
/// `code`, print one line naming `names`, and leave the folder exactly as it was.
fn refused(args: &[&str], code: i32, names: &str) {
    let d = tempfile::tempdir().unwrap();
    let keep = d.path().join("camels-and-carpets-colour.pdf");
    fs::write(&keep, b"precious").unwrap();
    let out = boardgen()
        .args(args)
        .arg("--out")
        .arg(d.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert!(
        err.contains(names),
        "{args:?}: error does not name '{names}': {err}"
    );
    assert!(
        err.trim_end().lines().count() <= 3,
        "{args:?}: error is not short: {err}"
    );
    assert!(out.stdout.is_empty());
    let left: Vec<_> = fs::read_dir(d.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 1, "{args:?} left files behind: {left:?}");
    assert_eq!(fs::read(&keep).unwrap(), b"precious");
}

#[test]
fn bad_paper_is_refused() {
    refused(&["pdf", "--paper", "b5"], 2, "b5");
    refused(&["pdf", "--paper", "0x300"], 2, "0x300");
    refused(&["pdf", "--paper", "nanx300"], 2, "nan");
    refused(&["pdf", "--paper", "99999x300"], 2, "99999");
}

#[test]
fn bad_square_is_refused() {
    refused(&["pdf", "--square", "abc"], 2, "abc");
    refused(&["pdf", "--square", "NaN"], 2, "NaN");
    refused(&["pdf", "--square", "-3"], 2, "-3");
    refused(&["pdf", "--square", "0"], 2, "0");
    refused(&["pdf", "--square", "2"], 2, "2 mm is too small");
    refused(
        &["svg", "--square", "100000"],
        2,
        "largest square that fits is",
    );
    refused(&["pdf", "--square", "inf"], 2, "inf");
}

#[test]
fn bad_dpi_and_margin_are_refused() {
    refused(&["png", "--dpi", "0"], 2, "0");
    refused(&["png", "--dpi", "100000"], 2, "100000");
    refused(&["png", "--dpi", "7.5"], 2, "7.5");
    refused(
        &[
            "png",
            "--paper",
            "1200x1200",
            "--dpi",
            "600",
            "--sheets",
            "board",
        ],
        2,
        "--dpi 600",
    );
    refused(&["pdf", "--margin", "2"], 2, "2");
    refused(&["pdf", "--margin", "x"], 2, "x");
    refused(
        &["pdf", "--paper", "130x130", "--margin", "40"],
        2,
        "too small",
    );
}

#[test]
fn bad_pieces_options_are_refused() {
    refused(&["pdf", "--spares", "9"], 2, "'9'");
    refused(&["pdf", "--spares", "-1"], 2, "-1");
    refused(&["pdf", "--spares", "lots"], 2, "lots");
    refused(&["pdf", "--spares", "crown=9"], 2, "'9'");
    refused(&["pdf", "--spares", "=3"], 2, "=3");
    refused(
        &["pdf", "--spares", "carpet=2"],
        2,
        "'carpet' is not a piece with spares",
    );
    refused(&["pdf", "--shape", "hexagon"], 2, "hexagon");
    refused(&["pdf", "--sheets", "board,dice"], 2, "dice");
    refused(&["pdf", "--game", "chess"], 2, "chess");
    refused(
        &["pdf", "--game", "royal-carpet", "--spares", "crown=2"],
        2,
        "'crown'",
    );
    refused(
        &[
            "pdf", "--paper", "130x130", "--sheets", "pieces", "--square", "60",
        ],
        2,
        "60",
    );
}

#[test]
fn sheets_choose_what_the_pdf_holds() {
    let d = tempfile::tempdir().unwrap();
    let pages = |args: &[&str]| {
        let f = run_ok(d.path(), args);
        lopdf::Document::load(&f[0]).unwrap().get_pages().len()
    };
    let cc = ["--game", "camels-and-carpets"];
    // Making the set, board halves, piece sheets, rules (4 pages).
    assert_eq!(pages(&[&["pdf"][..], &cc].concat()), 9);
    assert_eq!(
        pages(&[&["pdf", "--sheets", "board,pieces"][..], &cc].concat()),
        4
    );
    assert_eq!(pages(&[&["pdf", "--sheets", "rules"][..], &cc].concat()), 4);
    assert_eq!(pages(&[&["pdf", "--sheets", "board"][..], &cc].concat()), 2);
    assert_eq!(
        pages(&[&["pdf", "--sheets", "pieces", "--spares", "0"][..], &cc].concat()),
        1
    );
    assert_eq!(
        pages(&[&["pdf", "--sheets", "pieces,board"][..], &cc].concat()),
        4
    );
}

#[test]
fn game_chooses_which_kits_are_written() {
    let d = tempfile::tempdir().unwrap();
    let names = |args: &[&str]| -> Vec<String> {
        run_ok(d.path(), args)
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(
        names(&["pdf", "--game", "royal-carpet", "--mono"]),
        ["royal-carpet-mono.pdf"]
    );
    assert_eq!(
        names(&[
            "svg",
            "--game",
            "royal-carpet",
            "--paper",
            "a3",
            "--sheets",
            "board,pieces"
        ]),
        [
            "royal-carpet-colour-board.svg",
            "royal-carpet-colour-pieces-1.svg"
        ]
    );
    assert_eq!(
        names(&["svg", "--game", "royal-carpet", "--sheets", "board"]),
        [
            "royal-carpet-colour-board-half-1.svg",
            "royal-carpet-colour-board-half-2.svg"
        ]
    );
    assert_eq!(
        names(&["pdf", "--game", "all"]),
        ["camels-and-carpets-colour.pdf", "royal-carpet-colour.pdf"]
    );
    // Spares by name apply to whichever game has that piece.
    assert_eq!(names(&["pdf", "--spares", "checker=8,camel=1"]).len(), 2);
}

#[test]
fn handout_makes_class_sets_that_share_their_pages() {
    let d = tempfile::tempdir().unwrap();
    let load = |args: &[&str]| {
        let f = run_ok(d.path(), args);
        assert_eq!(f.len(), 1);
        assert!(f[0]
            .to_string_lossy()
            .ends_with("camels-and-carpets-handout-colour.pdf"));
        lopdf::Document::load(&f[0]).unwrap()
    };
    let cc = ["--game", "camels-and-carpets"];
    let one = load(&[&["handout"][..], &cc].concat());
    let per_copy = one.get_pages().len();
    assert_eq!(per_copy, 4, "the rules handout is four A4 pages");
    let thirty = load(&[&["handout", "--copies", "30"][..], &cc].concat());
    assert_eq!(thirty.get_pages().len(), 30 * per_copy);
    let two_up = load(&[&["handout", "--copies", "30", "--n-up", "2"][..], &cc].concat());
    let sheets = two_up.get_pages();
    assert_eq!(sheets.len() % 15, 0, "15 sheets per handout page");
    // Copies share their content streams: as many distinct streams as handout pages.
    for doc in [&thirty, &two_up] {
        let mut streams: Vec<lopdf::ObjectId> = doc
            .get_pages()
            .values()
            .map(|p| {
                doc.get_dictionary(*p)
                    .unwrap()
                    .get(b"Contents")
                    .unwrap()
                    .as_reference()
                    .unwrap()
            })
            .collect();
        let total = streams.len();
        streams.sort();
        streams.dedup();
        assert_eq!(streams.len() * (total / streams.len()), total);
        assert!(
            streams.len() <= per_copy + 2,
            "{} distinct streams for {total} pages",
            streams.len()
        );
    }
    // Two A5 handouts on A4 landscape.
    let (_, first) = sheets.iter().next().unwrap();
    let mb = two_up
        .get_dictionary(*first)
        .unwrap()
        .get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()
        .clone();
    assert!((mb[2].as_float().unwrap() - 841.89).abs() < 0.1, "{mb:?}");
    let both = run_ok(
        d.path(),
        &[
            "handout",
            "--sheets",
            "rules,assembly",
            "--n-up",
            "2",
            "--paper",
            "letter",
        ],
    );
    assert_eq!(both.len(), 2, "one handout per game");
}

#[test]
fn booklet_folds_a5_pages_from_a4_sheets_for_a_class() {
    let d = tempfile::tempdir().unwrap();
    fn args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
        [
            &["handout", "--game", "royal-carpet", "--booklet"][..],
            extra,
        ]
        .concat()
    }
    let f = run_ok(d.path(), &args(&[]));
    assert_eq!(f.len(), 1);
    assert!(f[0]
        .to_string_lossy()
        .ends_with("royal-carpet-booklet-colour.pdf"));
    let one = lopdf::Document::load(&f[0]).unwrap();
    let sides = one.get_pages().len();
    assert!(
        sides >= 2 && sides.is_multiple_of(2),
        "both sides of whole sheets"
    );
    for (_, id) in one.get_pages() {
        let mb = one
            .get_dictionary(id)
            .unwrap()
            .get(b"MediaBox")
            .unwrap()
            .as_array()
            .unwrap()
            .clone();
        // A4 landscape: two A5 pages side by side.
        assert!((mb[2].as_float().unwrap() - 841.89).abs() < 0.1, "{mb:?}");
    }
    let f = run_ok(d.path(), &args(&["--copies", "3", "--paper", "letter"]));
    let class = lopdf::Document::load(&f[0]).unwrap();
    assert!(class.get_pages().len().is_multiple_of(3), "three booklets");
}

#[test]
fn bad_handout_options_are_refused() {
    refused(&["handout", "--copies", "0"], 2, "'0'");
    refused(&["handout", "--copies", "201"], 2, "'201'");
    refused(&["handout", "--copies", "many"], 2, "many");
    refused(&["handout", "--n-up", "4"], 2, "'4'");
    refused(&["handout", "--sheets", "board"], 2, "rules");
    refused(
        &["handout", "--n-up", "2", "--paper", "160x200"],
        2,
        "too small",
    );
}

#[test]
fn unwritable_output_fails_cleanly() {
    let out = boardgen()
        .args(["pdf", "--out", "/dev/full"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0));
    assert!(err.contains("/dev/full"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");

    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("plain-file");
    fs::write(&file, b"keep").unwrap();
    let under = file.join("sub");
    let out = boardgen()
        .args(["svg", "--out"])
        .arg(&under)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0));
    assert!(err.contains("plain-file/sub"), "{err}");
    assert_eq!(fs::read(&file).unwrap(), b"keep");
}

#[test]
fn missing_subcommand_is_a_usage_error() {
    let out = boardgen().output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
