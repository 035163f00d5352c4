//! The real binary: every subcommand, what it writes, and every bad-input path.

use crate::common;

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
        common::check_svg11(f);
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
        16,
        "9 Camels and Carpets pages (two piece sheets with 8 spares), 7 Royal Carpet pages"
    );
    for f in files {
        let (.., img) = common::rgb_pixels(&fs::read(&f).unwrap());
        let bad = img
            .iter()
            .filter(|p| !(p[0] == p[1] && p[1] == p[2]))
            .count();
        assert_eq!(bad, 0, "{} has {bad} coloured pixels", f.display());
        // Light on toner: the page's mean ink coverage, which toner use is proportional to
        // and which, unlike a count of dark pixels, does not change with the resolution. The
        // heaviest page, the banded pieces of 8 spares, covers 16.3 % with the #414141 rims
        // (15.4 % before rims, the other pages 2-10 %); black rims with a bleed carrying them
        // made it 21.5 %, which 20 % refuses.
        let ink = img.iter().map(|p| 255.0 - p[0] as f64).sum::<f64>() / 255.0;
        let coverage = ink / img.len() as f64;
        assert!(
            coverage < 0.20,
            "{}: too much ink, {:.1} % of the page",
            f.display(),
            coverage * 100.0
        );
    }
    let f = &run_ok(d.path(), &["png", "--dpi", "60", "--sheets", "board"])[0];
    let (.., img) = common::rgb_pixels(&fs::read(f).unwrap());
    assert!(img.iter().any(|p| p[0] != p[2]));
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
    refused(&["svg", "--square", "100000"], 2, "use 10 to 200 mm");
    refused(
        &["svg", "--square", "150", "--game", "camels-and-carpets"],
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
    let huge = [
        "png",
        "--paper",
        "1200x1200",
        "--dpi",
        "600",
        "--sheets",
        "board",
    ];
    refused(&huge, 2, "--dpi 600");
    // 1200 mm at 211 dpi is 9969 pixels a side: the largest under 100 million pixels.
    refused(&huge, 2, "use --dpi 211 or lower");
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
    // Making the set, board halves, one piece sheet, rules (4 pages).
    assert_eq!(pages(&[&["pdf"][..], &cc].concat()), 8);
    assert_eq!(
        pages(&[&["pdf", "--sheets", "board,pieces"][..], &cc].concat()),
        3
    );
    assert_eq!(pages(&[&["pdf", "--sheets", "rules"][..], &cc].concat()), 4);
    assert_eq!(pages(&[&["pdf", "--sheets", "board"][..], &cc].concat()), 2);
    assert_eq!(
        pages(&[&["pdf", "--sheets", "pieces", "--spares", "0"][..], &cc].concat()),
        1
    );
    assert_eq!(
        pages(&[&["pdf", "--sheets", "pieces,board"][..], &cc].concat()),
        3
    );
    assert_eq!(
        pages(&[&["pdf", "--sheets", "pieces", "--per-side"][..], &cc].concat()),
        2
    );
}

/// A sheet a game cannot make is refused, naming the game and the sheet, and leaves
/// nothing behind: never a file of no pages.
#[test]
fn a_sheet_a_game_cannot_make_is_refused() {
    let d = tempfile::tempdir().unwrap();
    // The checkers example, without any rules text.
    let text: String = stdout_of(&["template", "checkers"])
        .lines()
        .filter(|l| !l.starts_with("rules ="))
        .map(|l| format!("{l}\n"))
        .collect();
    let file = d.path().join("no-rules.toml");
    fs::write(&file, text).unwrap();
    let game = file.to_str().unwrap();
    for sheets in ["rules", "board,rules", "rules,assembly"] {
        refused(
            &["pdf", "--game", game, "--sheets", sheets],
            2,
            "Checkers has no rules sheet",
        );
    }
    refused(
        &["handout", "--game", game],
        2,
        "Checkers has no rules text",
    );
    // Asked for nothing in particular, the kit holds what the game makes.
    let out = run_ok(d.path(), &["pdf", "--game", game]);
    assert_eq!(out.len(), 1);
    assert!(lopdf::Document::load(&out[0]).unwrap().get_pages().len() >= 3);
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
    let mb = common::inherited(&two_up, *first, b"MediaBox")
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
        let mb = common::inherited(&one, id, b"MediaBox")
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

/// `--two-sided`: a class set copied double-sided starts every copy on a sheet of its own,
/// one page at a time, two to a sheet or as booklets: each copy (each pair, two to a sheet)
/// has an even number of pages, a copy of an odd number ending on a page that says it is
/// blank on purpose.
#[test]
fn a_two_sided_class_set_starts_every_copy_on_a_sheet_of_its_own() {
    let d = tempfile::tempdir().unwrap();
    let mut padded = 0;
    for game in ["royal-carpet", "camels-and-carpets"] {
        for (k, mode) in [&[][..], &["--n-up", "2"], &["--booklet"]]
            .iter()
            .enumerate()
        {
            for sheets in ["rules", "rules,assembly"] {
                let base = [
                    &["handout", "--game", game, "--copies", "3"][..],
                    mode,
                    &["--sheets", sheets],
                ]
                .concat();
                let pages = |two_sided: bool| {
                    let dir = d.path().join(format!("{game}-{k}-{sheets}-{two_sided}"));
                    let args = [
                        &base[..],
                        if two_sided { &["--two-sided"][..] } else { &[] },
                    ]
                    .concat();
                    let f = run_ok(&dir, &args);
                    common::pdf_pages(&f[0])
                };
                let (Some(plain), Some(two)) = (pages(false), pages(true)) else {
                    return;
                };
                // Runs of pages one after another: copies, or pairs of them two to a sheet.
                let runs = if k == 1 { 2 } else { 3 };
                assert_eq!(two.len() % runs, 0, "{base:?}");
                let (was, per) = (plain.len() / runs, two.len() / runs);
                assert!(per.is_multiple_of(2), "{base:?}: {per} pages a copy");
                assert_eq!(per, was + was % 2, "{base:?}");
                for r in 0..runs {
                    assert_eq!(
                        two[r * per],
                        two[0],
                        "{base:?}: copy {r} starts as the first"
                    );
                }
                if was % 2 == 1 {
                    padded += 1;
                    assert!(two[per - 1].contains("This page is left blank"), "{base:?}");
                }
            }
        }
    }
    assert!(padded >= 2, "{padded} class sets padded");
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
    // Large print takes a whole sheet per page: it is not imposed two to a sheet.
    refused(&["handout", "--large-print", "--n-up", "2"], 2, "--n-up 2");
    refused(&["handout", "--large-print", "--booklet"], 2, "--booklet");
    // A refusal of large print names the one option to change, once: the margin when a
    // smaller one fits, else the paper.
    refused(
        &["handout", "--large-print", "--paper", "140x190"],
        2,
        "error: Camels and Carpets: --paper 140x190: large print does not fit 140x190 even with a 5 mm margin; use larger paper",
    );
    refused(
        &["handout", "--large-print", "--paper", "170x220", "--game", "camels-and-carpets"],
        2,
        "error: Camels and Carpets: --margin 10: large print does not fit 170x220 with a 10 mm margin; use --margin 8 or less, or larger paper\n",
    );
    // A web page holds the text sheets: what changes only the cut sheets is refused.
    refused(&["html", "--side", "second"], 2, "--side");
    refused(&["html", "--sheets", "pieces"], 2, "web page");
    refused(
        &["html", "--sheets", "rules", "--glue-tab"],
        2,
        "--glue-tab",
    );
}

#[test]
fn large_print_handouts_have_their_own_names_and_more_pages() {
    let d = tempfile::tempdir().unwrap();
    let regular = run_ok(d.path(), &["handout", "--game", "royal-carpet"]);
    let large = run_ok(
        d.path(),
        &[
            "handout",
            "--game",
            "royal-carpet",
            "--large-print",
            "--copies",
            "2",
            "--mono",
        ],
    );
    assert_eq!(
        large[0].file_name().unwrap(),
        "royal-carpet-handout-large-mono.pdf"
    );
    let pages = |p: &std::path::Path| lopdf::Document::load(p).unwrap().get_pages().len();
    let (one, two) = (pages(&regular[0]), pages(&large[0]));
    assert!(
        two % 2 == 0 && two / 2 > one,
        "{one} pages, large print {two} for two copies"
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

/// An option that takes a value, followed by another option, is missing its value, said as
/// such: the next option is never taken as its value (nor its value left as a stray).
#[test]
fn an_option_is_never_taken_as_a_value() {
    let d = tempfile::tempdir().unwrap();
    for (args, option) in [
        (&["pdf", "--paper", "--out", "x"][..], "'--paper'"),
        (&["pdf", "--paper", "--mono"], "'--paper'"),
        (&["png", "--dpi", "--mono"], "'--dpi'"),
        (&["pdf", "--out", "--mono"], "'--out'"),
        (&["handout", "--mono", "--copies"], "'--copies'"),
    ] {
        let out = boardgen()
            .current_dir(d.path())
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("error: {option} is missing its value")),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    assert_eq!(fs::read_dir(d.path()).unwrap().count(), 0);
    // A value that starts with a dash but not two is still a value, checked as one.
    usage_error(&["pdf", "--margin", "-5"], "-5 is out of range");
}

/// Clap's usage errors are one line too: the error, its tip, and which help to read.
#[test]
fn usage_errors_are_one_line() {
    for (args, says) in [
        (
            &["pdf", "--papr", "a4"][..],
            "a similar argument exists: '--paper'",
        ),
        (&["pdf", "stray"], "unexpected argument 'stray'"),
        (&["frob"], "unrecognized subcommand 'frob'"),
    ] {
        let out = boardgen().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains(says) && err.contains("--help'"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn missing_subcommand_is_a_usage_error() {
    let out = boardgen().output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// A command that writes no files refused with exit code 2 and a message naming `names`.
fn usage_error(args: &[&str], names: &str) {
    let out = boardgen().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(
        err.contains(names),
        "{args:?}: error does not name '{names}': {err}"
    );
    assert!(out.stdout.is_empty());
}

fn stdout_of(args: &[&str]) -> String {
    let out = boardgen().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "boardgen {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn file_names(files: &[std::path::PathBuf]) -> Vec<String> {
    files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn completions_for_every_shell_know_the_commands() {
    let bash = stdout_of(&["completions", "bash"]);
    for word in ["pdf", "handout", "completions", "--sheets", "--paper"] {
        assert!(bash.contains(word), "bash completion lacks {word}");
    }
    assert!(stdout_of(&["completions", "zsh"]).starts_with("#compdef boardgen"));
    for shell in ["fish", "powershell", "elvish"] {
        let text = stdout_of(&["completions", shell]);
        assert!(text.contains("handout"), "{shell} completion lacks handout");
    }
    usage_error(&["completions", "tcsh"], "tcsh");
}

#[test]
fn man_prints_the_page_or_writes_one_per_command() {
    let page = stdout_of(&["man"]);
    assert!(page.contains(".TH boardgen 1"), "{page}");
    for word in ["handout", "completions"] {
        assert!(page.contains(word), "man page lacks {word}");
    }
    let d = tempfile::tempdir().unwrap();
    let files = file_names(&run_ok(d.path(), &["man"]));
    assert_eq!(files[0], "boardgen.1");
    for cmd in ["pdf", "svg", "png", "handout", "list", "template", "art"] {
        let name = format!("boardgen-{cmd}.1");
        assert!(files.contains(&name), "{name} missing from {files:?}");
    }
    let pdf = fs::read_to_string(d.path().join("boardgen-pdf.1")).unwrap();
    assert!(pdf.contains(".TH boardgen-pdf 1") && pdf.contains("glue\\-tab"));
    assert!(!files.contains(&"boardgen-help.1".to_string()));
}

#[test]
fn a_partial_run_never_replaces_the_full_kit() {
    let d = tempfile::tempdir().unwrap();
    let cc = ["--game", "camels-and-carpets"];
    let full = run_ok(d.path(), &[&["pdf"][..], &cc].concat());
    assert_eq!(file_names(&full), ["camels-and-carpets-colour.pdf"]);
    let kit = fs::read(&full[0]).unwrap();
    let names = |args: &[&str]| file_names(&run_ok(d.path(), &[args, &cc].concat()));
    assert_eq!(
        names(&["pdf", "--sheets", "pieces"]),
        ["camels-and-carpets-colour-pieces.pdf"]
    );
    assert_eq!(
        names(&["pdf", "--sheets", "rules,board", "--mono"]),
        ["camels-and-carpets-mono-board+rules.pdf"]
    );
    // Every sheet named is the full kit, whatever the order.
    assert_eq!(
        names(&["pdf", "--sheets", "assembly,rules,pieces,board"]),
        ["camels-and-carpets-colour.pdf"]
    );
    assert_eq!(fs::read(&full[0]).unwrap(), kit, "the kit is unchanged");
    assert_eq!(
        names(&["handout"]),
        ["camels-and-carpets-handout-colour.pdf"]
    );
    assert_eq!(
        names(&["handout", "--sheets", "rules,assembly"]),
        ["camels-and-carpets-handout-colour-assembly+rules.pdf"]
    );
    assert_eq!(
        names(&["handout", "--sheets", "assembly"]),
        ["camels-and-carpets-handout-colour-assembly.pdf"]
    );
    // Per-page files name their sheet and page, in every selection.
    assert_eq!(
        names(&["svg", "--sheets", "pieces", "--per-side"]),
        [
            "camels-and-carpets-colour-pieces-1.svg",
            "camels-and-carpets-colour-pieces-2.svg"
        ]
    );
    // Besides the folder's manifest of which files each set is.
    let pdfs = fs::read_dir(d.path()).unwrap().count() - 1;
    assert_eq!(pdfs, 8, "every run above wrote its own files");
}

#[test]
fn nothing_is_silently_ignored() {
    refused(
        &["pdf", "--spares", "crown=6,crown=2"],
        2,
        "crown is named twice",
    );
    refused(&["pdf", "--spares", "crown=6,crown=2"], 2, "--spares");
    refused(&["pdf", "--spares", "2,3"], 2, "--spares");
    refused(
        &["pdf", "--sheets", "board,board"],
        2,
        "--sheets names board twice",
    );
    refused(
        &["pdf", "--sheets", "board", "--sheets", "board"],
        2,
        "--sheets names board twice",
    );
    refused(
        &["handout", "--sheets", "pieces,rules"],
        2,
        "--sheets pieces",
    );
    refused(&["handout", "--sheets", "board"], 2, "--sheets board");
    for opt in [
        &["--glue-tab"][..],
        &["--shape", "round"],
        &["--spares", "2"],
        &["--square", "20"],
    ] {
        refused(&[&["handout"][..], opt].concat(), 2, opt[0]);
    }
    refused(
        &["pdf", "--sheets", "rules", "--glue-tab"],
        2,
        "--glue-tab has no effect on `pdf --sheets rules`",
    );
    refused(
        &["svg", "--sheets", "board,assembly", "--spares", "2"],
        2,
        "it changes only the pieces sheets",
    );
    refused(
        &["pdf", "--game", "royal-carpet", "--game", "royal-carpet"],
        2,
        "--game names royal-carpet twice",
    );
    refused(
        &["pdf", "--game", "all", "--game", "royal-carpet"],
        2,
        "--game names royal-carpet twice",
    );
    // Two templates with one id would write the same file names.
    let d = tempfile::tempdir().unwrap();
    let mine = d.path().join("mine.toml");
    fs::write(&mine, stdout_of(&["template", "royal-carpet"])).unwrap();
    let mine = mine.to_str().unwrap();
    refused(
        &["pdf", "--game", "royal-carpet", "--game", mine],
        2,
        "two games have the id 'royal-carpet'",
    );
    // An option is welcome where some chosen sheet uses it.
    let ok = |args: &[&str]| assert_eq!(run_ok(d.path(), args).len(), 1, "{args:?}");
    ok(&[
        "handout",
        "--sheets",
        "rules,assembly",
        "--glue-tab",
        "--game",
        "royal-carpet",
    ]);
    ok(&[
        "pdf",
        "--sheets",
        "pieces",
        "--spares",
        "1",
        "--game",
        "royal-carpet",
    ]);
    let two = run_ok(
        d.path(),
        &[
            "pdf",
            "--game",
            "examples/checkers.toml",
            "--game",
            "royal-carpet",
            "--sheets",
            "board",
        ],
    );
    assert_eq!(
        file_names(&two),
        ["checkers-colour-board.pdf", "royal-carpet-colour-board.pdf"]
    );
}

#[test]
fn errors_point_the_way() {
    // Royal Carpet's largest square on A4 is 28 mm; Camels and Carpets' is 30.5 mm.
    refused(&["pdf", "--square", "30"], 2, "does not fit Royal Carpet");
    refused(&["pdf", "--square", "30"], 2, "--square 28 (the largest");
    refused(&["pdf", "--square", "30"], 2, "--game camels-and-carpets");
    refused(&["pdf", "--square", "250"], 2, "use 10 to 200 mm");
    usage_error(&["template", "chess"], "international-draughts");
    usage_error(&["art", "dragon"], "cockerel");
}

#[test]
fn help_and_readme_agree_on_every_range() {
    let readme = fs::read_to_string(crate::common::root().join("README.md")).unwrap();
    let ranges = |text: &str| -> Vec<String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        words
            .windows(3)
            .filter(|w| w[1] == "to" && w[0].trim_start_matches('(').parse::<f64>().is_ok())
            .map(|w| {
                let hi: String = w[2].chars().take_while(|c| c.is_ascii_digit()).collect();
                format!("{} to {hi}", w[0].trim_start_matches('('))
            })
            .collect()
    };
    let mut checked = 0;
    for row in readme.lines().filter(|l| l.starts_with("| `--")) {
        let opt: String = row[3..]
            .chars()
            .take_while(|c| *c != ' ' && *c != '`')
            .collect();
        let cmd = match opt.as_str() {
            "--dpi" => "png",
            "--copies" | "--n-up" => "handout",
            _ => "pdf",
        };
        let help = stdout_of(&[cmd, "--help"]);
        let at = help
            .find(&format!("{opt} "))
            .unwrap_or_else(|| panic!("{opt}"));
        let rest = &help[at + 2..];
        let end = ["\n      --", "\n  -"]
            .iter()
            .filter_map(|m| rest.find(m))
            .min()
            .map_or(help.len(), |e| at + 2 + e);
        let in_help = ranges(&help[at..end]);
        for r in ranges(row) {
            assert!(
                in_help.contains(&r),
                "README says {opt} {r}; help: {in_help:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 6, "only {checked} ranges found in the README");
}

#[test]
fn list_shows_every_sheet_its_board_and_the_examples() {
    let text = stdout_of(&["list"]);
    assert!(
        text.contains("on a4 (210x297 mm), from PAPERSIZE"),
        "{text}"
    );
    for line in [
        "camels-and-carpets",
        "  board     the board in two halves, 30.5 mm squares",
        "  pieces    8 carpets, 2 crowns, 1 cockerel, 1 camel a side, plus spares",
        "  rules     the rules handout",
        "  assembly  making the set",
        "royal-carpet",
        "checkers",
        "international-draughts",
    ] {
        assert!(text.contains(line), "list lacks {line:?}:\n{text}");
    }
    // On A3 Royal Carpet's board fits one sheet.
    let out = boardgen()
        .arg("list")
        .env("PAPERSIZE", "a3")
        .output()
        .unwrap();
    let a3 = String::from_utf8(out.stdout).unwrap();
    let rc = &a3[a3.find("royal-carpet").unwrap()..];
    assert!(
        rc.contains("board     the board on one sheet, 28 mm squares"),
        "{a3}"
    );
    // Every example template is built in and is the file in examples/.
    for name in ["checkers", "international-draughts"] {
        let path = crate::common::root().join(format!("examples/{name}.toml"));
        assert_eq!(
            stdout_of(&["template", name]),
            fs::read_to_string(path).unwrap()
        );
    }
    assert!(stdout_of(&["art", "crown.svg"]).contains("<svg"));
}

#[test]
fn help_lists_accepted_names_and_commands_in_order() {
    let help = stdout_of(&["template", "--help"]);
    for name in [
        "camels-and-carpets",
        "royal-carpet",
        "checkers",
        "international-draughts",
    ] {
        assert!(help.contains(name), "template --help lacks {name}:\n{help}");
    }
    let help = stdout_of(&["art", "--help"]);
    for name in ["carpet", "crown", "cockerel", "camel", "king", "checker"] {
        assert!(help.contains(name), "art --help lacks {name}:\n{help}");
    }
    let help = stdout_of(&["--help"]);
    let commands = &help[help.find("Commands:").unwrap()..help.find("Options:").unwrap()];
    let order: Vec<&str> = commands
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(
        order,
        [
            "pdf",
            "svg",
            "png",
            "handout",
            "html",
            "list",
            "serve",
            "template",
            "art",
            "rules",
            "completions",
            "man",
            "help"
        ]
    );
}

#[test]
fn default_paper_comes_from_the_environment_and_paper_wins() {
    let d = tempfile::tempdir().unwrap();
    let width = |env: &str, args: &[&str]| -> f32 {
        let out = boardgen()
            .args(["pdf", "--game", "camels-and-carpets", "--sheets", "rules"])
            .args(args)
            .arg("--out")
            .arg(d.path())
            .env("PAPERSIZE", env)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let path = String::from_utf8(out.stdout).unwrap();
        let doc = lopdf::Document::load(path.trim()).unwrap();
        let (_, page) = doc.get_pages().into_iter().next().unwrap();
        let mb = common::inherited(&doc, page, b"MediaBox")
            .as_array()
            .unwrap()
            .clone();
        mb[2].as_float().unwrap()
    };
    assert!(
        (width("letter", &[]) - 612.0).abs() < 0.1,
        "Letter is 8.5 in wide"
    );
    assert!((width("Letter", &["--paper", "a4"]) - 595.28).abs() < 0.1);
    assert!((width("a4", &[]) - 595.28).abs() < 0.1);
    let help = |env: &str| {
        let out = boardgen()
            .args(["pdf", "--help"])
            .env("PAPERSIZE", env)
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(help("letter").contains("[default: letter (from PAPERSIZE)]"));
    // A paper the environment names but boardgen does not know: refused unless --paper.
    let out = boardgen()
        .args(["pdf", "--out"])
        .arg(d.path())
        .env("PAPERSIZE", "b5")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("PAPERSIZE") && err.contains("'b5'") && err.contains("--paper"));
    assert!((width("b5", &["--paper", "a4"]) - 595.28).abs() < 0.1);
    // With no PAPERSIZE and no papersize file, the locale decides.
    if !std::path::Path::new("/etc/papersize").exists() {
        let out = boardgen()
            .args(["pdf", "--help"])
            .env_remove("PAPERSIZE")
            .env_remove("LC_ALL")
            .env("LC_PAPER", "es_MX.UTF-8")
            .output()
            .unwrap();
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(
            help.contains("[default: letter (from LC_PAPER=es_MX.UTF-8)]"),
            "{help}"
        );
    }
}

#[test]
fn readme_screenshots_match_what_the_code_draws() {
    let root = crate::common::root().display();
    let list = fs::read_to_string(format!("{root}/docs/screenshots.txt")).unwrap();
    let mut n = 0;
    for line in list
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut words = line.split_whitespace();
        let (image, made) = (words.next().unwrap(), words.next().unwrap());
        let args: Vec<&str> = words.collect();
        assert!(args.contains(&"--paper"), "{image}: pin the paper");
        let d = tempfile::tempdir().unwrap();
        run_ok(d.path(), &args);
        let fresh = fs::read(d.path().join(made)).unwrap();
        let kept = fs::read(format!("{root}/docs/{image}")).unwrap();
        assert!(
            fresh == kept,
            "docs/{image} is not what the code draws now: run `bash docs/screenshots.sh`"
        );
        let readme = fs::read_to_string(format!("{root}/README.md")).unwrap();
        assert!(
            readme.contains(&format!("(docs/{image})")),
            "README lacks {image}"
        );
        n += 1;
    }
    assert!(n >= 3);
}

#[test]
fn bad_bleed_board_side_and_replacements_are_refused() {
    refused(&["pdf", "--bleed", "6"], 2, "6");
    refused(&["pdf", "--bleed", "-1"], 2, "-1");
    refused(&["pdf", "--bleed", "NaN"], 2, "NaN");
    refused(&["pdf", "--board", "diagonal"], 2, "diagonal");
    refused(
        &["pdf", "--board", "whole", "--game", "camels-and-carpets"],
        2,
        "fits on a3",
    );
    refused(&["pdf", "--side", "third"], 2, "third");
    refused(&["pdf", "--pieces", "carpet=0"], 2, "'0'");
    refused(&["pdf", "--pieces", "carpet"], 2, "carpet");
    refused(
        &["pdf", "--pieces", "dragon=2", "--game", "royal-carpet"],
        2,
        "'dragon'",
    );
    // A carpet is a Camels and Carpets piece, not a Royal Carpet one.
    refused(&["pdf", "--pieces", "carpet=3"], 2, "Royal Carpet");
    refused(
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--pieces",
            "carpet=1,carpet=2",
        ],
        2,
        "twice",
    );
}

#[test]
fn replacement_pieces_get_their_own_file_name() {
    let d = tempfile::tempdir().unwrap();
    let files = run_ok(
        d.path(),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--side",
            "second",
            "--pieces",
            "carpet=3",
        ],
    );
    let names: Vec<String> = files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["camels-and-carpets-colour-replacements.pdf"]);
    let pdf = lopdf::Document::load(&files[0]).unwrap();
    assert_eq!(pdf.get_pages().len(), 1, "only the piece sheet");
}

#[test]
fn a_smaller_square_than_usual_is_noted_on_stderr() {
    let d = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = boardgen()
            .args(args)
            .arg("--out")
            .arg(d.path())
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    let err = run(&["pdf", "--game", "royal-carpet", "--glue-tab"]);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("26 mm") && err.contains("28 mm of a plain") && err.contains("--glue-tab"),
        "{err}"
    );
    let err = run(&["pdf", "--game", "camels-and-carpets", "--margin", "50"]);
    assert!(
        err.contains("14.5 mm") && err.contains("--margin 50"),
        "{err}"
    );
    assert_eq!(run(&["pdf"]), "", "nothing to say at the usual size");
    assert_eq!(
        run(&["pdf", "--square", "20"]),
        "",
        "a square asked for is no surprise"
    );
}

/// Kits in two languages, and with and without backs, made one after the other into one
/// folder, are all there: each file's name says its language (English names stay as they
/// are) and its backs.
#[test]
fn kits_in_two_languages_and_with_backs_sit_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    let runs: [&[&str]; 5] = [
        &["--lang", "fr"],
        &["--lang", "de"],
        &["--lang", "en"],
        &["--lang", "fr", "--backs", "fold"],
        &["--lang", "fr", "--backs", "duplex"],
    ];
    let mut made = Vec::new();
    for extra in runs {
        let mut args = vec!["pdf", "--game", "royal-carpet", "--sheets", "pieces"];
        args.extend_from_slice(extra);
        let files = run_ok(dir.path(), &args);
        assert_eq!(files.len(), 1, "{extra:?}: {files:?}");
        made.push(files[0].file_name().unwrap().to_string_lossy().into_owned());
    }
    assert_eq!(
        made,
        [
            "royal-carpet-colour-fr-pieces.pdf",
            "royal-carpet-colour-de-pieces.pdf",
            "royal-carpet-colour-pieces.pdf",
            "royal-carpet-colour-fr-fold-pieces.pdf",
            "royal-carpet-colour-fr-duplex-pieces.pdf",
        ]
    );
    let mut there: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pdf"))
        .collect();
    there.sort();
    let mut want = made.clone();
    want.sort();
    assert_eq!(there, want, "every kit is still in the folder");
}
