//! User templates: every validation rule points at the exact line and column, the examples
//! render, built-in templates round-trip, and user text prints literally.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{boardgen, run_ok};

const BASE: &str = include_str!("../../examples/checkers.toml");

/// Line and column (1-based) where `needle` starts in `text`, at its `nth` occurrence.
fn pos(text: &str, needle: &str, nth: usize) -> (usize, usize) {
    let at = text
        .match_indices(needle)
        .nth(nth)
        .unwrap_or_else(|| panic!("{needle}"))
        .0;
    let line = text[..at].matches('\n').count() + 1;
    let col = text[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    (line, col)
}

/// Writes `text` as a template (with a drawing beside it) and runs `pdf` on it; returns
/// stderr after checking exit code 2 and that nothing was written.
fn refuse(text: &str) -> String {
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("game.toml");
    fs::write(&file, text).unwrap();
    fs::write(d.path().join("broken.svg"), "<svg").unwrap();
    let out_dir = d.path().join("out");
    let out = boardgen()
        .args(["pdf", "--game"])
        .arg(&file)
        .arg("--out")
        .arg(&out_dir)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!out_dir.exists(), "nothing may be written");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    err.trim_end()
        .trim_start_matches("error: ")
        .replace(&*file.to_string_lossy(), "game.toml")
}

/// Replaces the `nth` occurrence of `from` with `to`, then expects an error at the start of
/// `point` (its `pnth` occurrence in the changed text) that says `says`.
fn rule(from: &str, nth: usize, to: &str, point: &str, pnth: usize, says: &str) {
    let at = BASE
        .match_indices(from)
        .nth(nth)
        .unwrap_or_else(|| panic!("{from}"))
        .0;
    let text = format!("{}{}{}", &BASE[..at], to, &BASE[at + from.len()..]);
    let (line, col) = pos(&text, point, pnth);
    let err = refuse(&text);
    let want = format!("game.toml:{line}:{col}: ");
    assert!(err.starts_with(&want), "want {want}…{says}, got: {err}");
    assert!(err.contains(says), "want …{says}, got: {err}");
}

#[test]
fn wrong_type() {
    rule(
        "files = 8",
        0,
        "files = \"8\"",
        "\"8\"",
        0,
        "'files' is \"8\" (a text in quotes) where a whole number from 0 to 4294967295 is wanted",
    );
}

#[test]
fn unknown_key() {
    rule(
        "play_on = \"dark\"",
        0,
        "play_on = \"dark\"\nshape = \"hex\"",
        "shape",
        0,
        "unknown field `shape`",
    );
}

#[test]
fn board_too_large_or_small() {
    rule(
        "files = 8",
        0,
        "files = 27",
        "27",
        0,
        "board.files is 27: it must be 2 to 26",
    );
    rule(
        "ranks = 8",
        0,
        "ranks = 100",
        "100",
        0,
        "board.ranks is 100: it must be 2 to 99",
    );
    rule(
        "files = 8",
        0,
        "files = 1",
        "1\nranks",
        0,
        "board.files is 1",
    );
}

#[test]
fn setup_square_off_board_duplicated_or_light() {
    rule(
        "\"a1\", \"c1\"",
        0,
        "\"a9\", \"c1\"",
        "\"a9\"",
        0,
        "set-up square 'a9' is not on the 8x8 board",
    );
    rule(
        "\"a1\", \"c1\"",
        0,
        "\"c1\", \"c1\"",
        "\"c1\"",
        1,
        "set-up square 'c1' is already taken by Black's man",
    );
    rule(
        "\"b8\", \"d8\"",
        0,
        "\"a1\", \"d8\"",
        "\"a1\"",
        1,
        "set-up square 'a1' is already taken",
    );
    rule(
        "\"a1\", \"c1\"",
        0,
        "\"b1\", \"c1\"",
        "\"b1\"",
        0,
        "set-up square 'b1' is light, but play is on dark squares only",
    );
}

#[test]
fn setup_counts_must_match_piece_counts() {
    rule(
        "\"a1\", \"c1\", ",
        0,
        "",
        "[\"e1\"",
        0,
        "Black: set-up places 10 men but the side has 12",
    );
    rule(
        "[sides.setup]\nman",
        1,
        "[sides.setup]\nking = [\"a5\"]\nman",
        "[\"a5\"]",
        0,
        "places 1 kings but the side has 0",
    );
}

#[test]
fn artwork_missing_or_unparsable() {
    rule(
        "builtin:king.svg",
        0,
        "missing.svg",
        "\"missing.svg\"",
        0,
        "cannot read artwork",
    );
    rule(
        "builtin:king.svg",
        0,
        "broken.svg",
        "\"broken.svg\"",
        0,
        "is not a readable SVG",
    );
    rule(
        "builtin:king.svg",
        0,
        "builtin:queen.svg",
        "\"builtin:queen.svg\"",
        0,
        "no built-in artwork",
    );
}

#[test]
fn duplicate_piece_ids_and_names() {
    rule(
        "id = \"king\"",
        0,
        "id = \"man\"",
        "\"man\"",
        2,
        "piece id 'man' is used twice",
    );
    rule(
        "name = \"king\"",
        0,
        "name = \"man\"",
        "\"man\"",
        2,
        "piece name 'man' is used twice",
    );
}

#[test]
fn invalid_colours() {
    rule(
        "\"#f4ead5\"",
        0,
        "\"sandy\"",
        "\"sandy\"",
        0,
        "'sandy' is not a colour: write it as #rrggbb",
    );
    rule(
        "\"#3f6b4a\"",
        0,
        "\"#3f6b4\"",
        "\"#3f6b4\"",
        0,
        "is not a colour",
    );
    rule(
        "dark = \"#e0e0e0\"",
        0,
        "dark = \"#e0e0f0\"",
        "\"#e0e0f0\"",
        0,
        "mono colour #e0e0f0 is not a grey",
    );
}

#[test]
fn control_characters_in_text() {
    rule(
        "name = \"Checkers\"",
        0,
        "name = \"Check\\u0007ers\"",
        "\"Check",
        0,
        "contains the control character U+0007",
    );
    rule(
        "name = \"Black\"",
        0,
        "name = \"Bl\\tack\"",
        "\"Bl",
        0,
        "control character U+0009",
    );
}

#[test]
fn unsupported_format_version() {
    rule(
        "format = 1",
        0,
        "format = 2",
        "2\n",
        0,
        "format 2 is not supported",
    );
}

#[test]
fn missing_template_file_is_named() {
    let out = boardgen()
        .args(["pdf", "--game", "/nonexistent/x.toml"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("/nonexistent/x.toml"), "{err}");
}

fn render_all(args: &[&str], dir: &Path) -> Vec<PathBuf> {
    let files = run_ok(dir, args);
    assert!(!files.is_empty());
    files
}

#[test]
fn examples_render_fully() {
    for ex in [
        "examples/checkers.toml",
        "examples/international-draughts.toml",
    ] {
        let d = tempfile::tempdir().unwrap();
        for args in [
            &["pdf", "--game", ex][..],
            &["pdf", "--mono", "--shape", "round", "--game", ex],
        ] {
            let f = render_all(args, d.path());
            let pdf = lopdf::Document::load(&f[0]).unwrap();
            assert!(pdf.get_pages().len() >= 3, "{ex}: board and pieces");
        }
    }
}

#[test]
fn dumped_builtin_templates_round_trip() {
    for game in ["camels-and-carpets", "royal-carpet"] {
        let out = boardgen().args(["template", game]).output().unwrap();
        assert!(out.status.success());
        let d = tempfile::tempdir().unwrap();
        let file = d.path().join("mine.toml");
        fs::write(&file, &out.stdout).unwrap();
        let a = run_ok(&d.path().join("a"), &["svg", "--game", game]);
        let b = run_ok(
            &d.path().join("b"),
            &["svg", "--game", file.to_str().unwrap()],
        );
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.file_name(), y.file_name());
            assert!(
                fs::read(x).unwrap() == fs::read(y).unwrap(),
                "{} differs",
                x.display()
            );
        }
    }
}

#[test]
fn user_text_prints_literally() {
    let text = BASE.replace("name = \"Checkers\"", "name = \"<b>&\\\"'\"");
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("odd.toml");
    fs::write(&file, text).unwrap();
    let svgs = run_ok(
        d.path(),
        &["svg", "--sheets", "board", "--game", file.to_str().unwrap()],
    );
    let svg = fs::read_to_string(&svgs[0]).unwrap();
    assert!(
        svg.contains("<title>&lt;b&gt;&amp;\"' — colour kit"),
        "{}",
        &svg[..400]
    );
    assert!(!svg.contains("<b>"));
    let pdfs = run_ok(
        d.path(),
        &["pdf", "--sheets", "board", "--game", file.to_str().unwrap()],
    );
    let pdf = lopdf::Document::load(&pdfs[0]).unwrap();
    let info = pdf.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let title = pdf.get_dictionary(info).unwrap().get(b"Title").unwrap();
    assert_eq!(
        lopdf::decode_text_string(title).unwrap(),
        "<b>&\"' — colour kit"
    );
}

#[test]
fn list_and_template_and_art() {
    let out = boardgen().arg("list").output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("camels-and-carpets") && text.contains("royal-carpet"));
    assert!(text.contains("board     the board in two halves"));
    let out = boardgen().args(["art", "crown"]).output().unwrap();
    assert!(String::from_utf8(out.stdout).unwrap().contains("<svg"));
    let out = boardgen().args(["template", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("'chess'"));
}

/// The teacher's path, from the README: each command's help lists what it takes; the
/// examples are made by name; a built-in rules text that does not fit a template is
/// refused at the template's `rules` line, saying how to start one's own, which `boardgen
/// rules` prints; a diagram on a light square of a dark-square board is refused.
#[test]
fn handout_and_html_help_list_their_own_options() {
    let help = |cmd: &str| {
        let out = boardgen().args([cmd, "--help"]).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    // The options a help lists, each at the start of its line.
    let lists = |text: &str, option: &str| {
        text.lines()
            .any(|l| l.trim_start().starts_with(option.trim_end()))
    };
    let kit_only = [
        "--spares",
        "--side",
        "--pieces",
        "--board-art",
        "--cut",
        "--kerf",
        "--bed",
        "--mark-inset",
    ];
    for cmd in ["handout", "html"] {
        let text = help(cmd);
        for option in kit_only {
            assert!(
                !lists(&text, option),
                "{cmd} --help lists {option}:\n{text}"
            );
        }
        // What changes only the making-the-set page is under a heading of its own.
        let heading = text
            .find("For the making-the-set page (--sheets assembly):")
            .unwrap_or_else(|| panic!("{cmd}:\n{text}"));
        for option in ["--square", "--shape", "--art"] {
            assert!(text.find(option).unwrap() > heading, "{cmd}: {option}");
        }
        // Hidden is not accepted: given, one still gets the refusal saying why.
        let d = tempfile::tempdir().unwrap();
        let out = boardgen()
            .args([cmd, "--kerf", "0.2", "--out"])
            .arg(d.path())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("--kerf"));
    }
    assert!(!lists(&help("html"), "--backs"));
    assert!(lists(&help("handout"), "--backs"));
    // The full kit's commands still list every option.
    for option in kit_only {
        assert!(lists(&help("pdf"), option), "pdf --help lacks {option}");
    }
}

#[test]
fn the_examples_are_made_by_name() {
    let d = tempfile::tempdir().unwrap();
    for game in ["checkers", "international-draughts"] {
        let files = run_ok(d.path(), &["handout", "--game", game]);
        assert_eq!(
            files[0].file_name().unwrap().to_string_lossy(),
            format!("{game}-handout-colour.pdf")
        );
    }
    let readme = include_str!("../../README.md");
    assert!(readme.contains("`boardgen pdf --game checkers`"));
}

/// Checkers on a 6x6 board: its own set-up fits, the built-in rules' diagrams do not.
fn six_by_six(rules: &str) -> String {
    BASE.replacen("files = 8", "files = 6", 1)
        .replacen("ranks = 8", "ranks = 6", 1)
        .replacen("count = 12", "count = 6", 1)
        .replace(
            "[\"a1\", \"c1\", \"e1\", \"g1\", \"b2\", \"d2\", \"f2\", \"h2\", \"a3\", \"c3\", \"e3\", \"g3\"]",
            "[\"a1\", \"c1\", \"e1\", \"b2\", \"d2\", \"f2\"]",
        )
        .replace(
            "[\"b8\", \"d8\", \"f8\", \"h8\", \"a7\", \"c7\", \"e7\", \"g7\", \"b6\", \"d6\", \"f6\", \"h6\"]",
            "[\"b6\", \"d6\", \"f6\", \"a5\", \"c5\", \"e5\"]",
        )
        .replacen("rules = \"builtin:checkers.md\"", rules, 1)
}

#[test]
fn built_in_rules_that_do_not_fit_are_refused_at_the_rules_line() {
    let text = six_by_six("rules = \"builtin:checkers.md\"");
    assert_ne!(text, BASE);
    let err = refuse(&text);
    let (line, col) = pos(&text, "\"builtin:checkers.md\"", 0);
    assert!(
        err.starts_with(&format!(
            "game.toml:{line}:{col}: the built-in rules text 'checkers.md'"
        )),
        "{err}"
    );
    assert!(!err.contains("templates/text"), "{err}");
    // Which line of the text, what fails there, and how to start one's own.
    assert!(err.contains("on its line "), "{err}");
    assert!(err.contains("cannot jump"), "{err}");
    assert!(
        err.contains("`boardgen rules checkers > rules.md`"),
        "{err}"
    );
    // That command prints the built-in text, which, edited down to what fits, is taken.
    let out = boardgen().args(["rules", "checkers"]).output().unwrap();
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    assert!(printed.starts_with("# How to play Checkers"));
    let own: String = printed
        .lines()
        .filter(|l| !l.trim_start().starts_with('@'))
        .map(|l| format!("{l}\n"))
        .collect();
    let d = tempfile::tempdir().unwrap();
    fs::write(
        d.path().join("game.toml"),
        six_by_six("rules = \"rules.md\""),
    )
    .unwrap();
    fs::write(d.path().join("rules.md"), own).unwrap();
    let game = d.path().join("game.toml");
    let files = run_ok(
        &d.path().join("out"),
        &["handout", "--game", game.to_str().unwrap()],
    );
    assert_eq!(files.len(), 1);
    // Each language's text too, by the name a template gives it; a wrong name is refused
    // with the names there are.
    let out = boardgen()
        .args(["rules", "fr/checkers.md"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("# Comment jouer"));
    let out = boardgen().args(["rules", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fr/checkers"));
}

#[test]
fn a_diagram_on_a_light_square_is_refused() {
    let d = tempfile::tempdir().unwrap();
    let text = BASE.replacen("rules = \"builtin:checkers.md\"", "rules = \"rules.md\"", 1);
    fs::write(d.path().join("game.toml"), &text).unwrap();
    for (diagram, square) in [
        ("@moves man c4", "c4"),
        ("@jump first man c3 over second:man@d4 to e6", "e6"),
        ("@moves man d4", ""),
    ] {
        let rules = format!("# Rules\n\nText.\n\n{diagram} | A caption.\n");
        fs::write(d.path().join("rules.md"), rules).unwrap();
        let out = boardgen()
            .args(["pdf", "--game"])
            .arg(d.path().join("game.toml"))
            .arg("--out")
            .arg(d.path().join("out"))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        if square.is_empty() {
            assert!(out.status.success(), "{diagram}: {err}");
            continue;
        }
        assert_eq!(out.status.code(), Some(2), "{diagram}: {err}");
        assert!(
            err.contains(&format!(
                "rules.md:5:1: '{}': {square} is a light square, but play is on dark squares only",
                &diagram[1..]
            )),
            "{err}"
        );
    }
}

/// A game whose name holds a soft hyphen (`Kamel\u{AD}teppich`), printed in bold in
/// headings: the PDF's text reads as drawn, the name whole and every sentence after it
/// intact (a reader copies, searches and hears the same words).
#[test]
fn a_soft_hyphen_in_a_bold_name_keeps_the_text_layer() {
    let text = BASE.replace("name = \"Checkers\"", "name = \"Kamel\\u00adteppich\"");
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("kamel.toml");
    fs::write(&file, text).unwrap();
    let pdfs = run_ok(d.path(), &["pdf", "--game", file.to_str().unwrap()]);
    let Some(pages) = common::pdf_pages(&pdfs[0]) else {
        return;
    };
    let all = pages.join("\n");
    assert!(all.contains("Kamelteppich"), "{all}");
    assert!(!all.contains('\u{AD}'), "{all}");
    assert!(
        all.contains("Everything you need comes out of one print run"),
        "{all}"
    );
}

/// Noncharacters (U+FFFF, U+FDD0, U+1FFFE) have no glyph, whatever the font's character map
/// says: refused as any character the font cannot print, in the same words.
#[test]
fn noncharacters_are_refused_as_characters_the_font_lacks() {
    for (escape, code) in [
        ("\\uFFFF", "U+FFFF"),
        ("\\uFDD0", "U+FDD0"),
        ("\\U0001FFFE", "U+1FFFE"),
        ("\\u4E00", "U+4E00"),
    ] {
        let text = BASE.replace(
            "name = \"Checkers\"",
            &format!("name = \"Check{escape}ers\""),
        );
        let err = refuse(&text);
        assert!(
            err.contains(&format!("contains {code}, which the font cannot print")),
            "{err}"
        );
    }
}

/// A refusal of a template says what is wrong, where, and what would be accepted: the key
/// named, a long value shortened (never 309 digits or a 1,000-character name in full), a
/// type in words, and for a key that takes one of a few words, those words.
#[test]
fn template_refusals_name_the_key_shorten_the_value_and_list_what_is_taken() {
    let cases = [
        ("files = 8", "files = 1e308".to_string(), "'files' is 1e308 (a number with a decimal point) where a whole number from 0 to 4294967295 is wanted"),
        ("play_on = \"dark\"", "play_on = 1".into(), "'play_on' is 1: it takes one of `dark`, `all`, in quotes"),
        ("split = \"auto\"", "split = true".into(), "'split' is true: it takes one of `halves`, `auto`, in quotes"),
        (
            "play_on = \"dark\"",
            format!("play_on = {}{}", "[".repeat(100), "]".repeat(100)),
            "'play_on' nests lists or tables more than 80 deep",
        ),
        (
            "play_on = \"dark\"",
            format!("play_on = \"dark\"\n{} = 1", "z".repeat(1000)),
            "… (1000 characters)`, expected one of `files`",
        ),
    ];
    for (from, to, says) in cases {
        let err = refuse(&BASE.replace(from, &to));
        assert!(err.contains(says), "{to:.40}: {err}");
        assert!(err.len() < 400, "{err}");
    }
}

/// The built-in drawings a run reads ready-made (`crates/core/src/art/prepared.rs`) are
/// written from `templates/art/*.svg` as they parse today: `BOARDGEN_PREPARE=1` writes the
/// file again after a drawing changed.
#[test]
fn prepared_art_is_written_from_the_files() {
    let path = crate::common::root().join("crates/core/src/art/prepared.rs");
    let want = prepared_source();
    if std::env::var_os("BOARDGEN_PREPARE").is_some() {
        fs::write(&path, &want).unwrap();
    }
    assert!(
        fs::read_to_string(&path).unwrap() == want,
        "templates/art changed: BOARDGEN_PREPARE=1 cargo test --release --test boardgen prepared_art"
    );
}

/// The built-in games' prepared JSON (`crates/core/src/game/prepared/`), which a run reads in
/// place of their TOML, is written from the TOML (under `BOARDGEN_PREPARE=1`) and fails
/// while the two differ.
#[test]
fn prepared_games_are_written_from_the_templates() {
    let dir = crate::common::root().join("crates/core/src/game/prepared");
    for (id, text) in boardgen_core::game::BUILTIN {
        let want = boardgen_core::game::prepared_json(text).unwrap();
        let path = dir.join(format!("{id}.json"));
        if std::env::var_os("BOARDGEN_PREPARE").is_some() {
            fs::write(&path, &want).unwrap();
        }
        assert!(
            fs::read_to_string(&path).unwrap() == want,
            "templates/games/{id}.toml changed: BOARDGEN_PREPARE=1 cargo test --release \
             --test boardgen prepared_games"
        );
    }
}

/// `crates/core/src/art/prepared.rs` as the built-in files parse today.
fn prepared_source() -> String {
    use boardgen_core::art::{Art, Ink, BUILTIN};
    use boardgen_core::scene::PathCmd;
    use boardgen_core::units::Point;
    let num = |v: f64| format!("{v:?}");
    let pt = |p: &Point| format!("p({}, {})", num(p.x), num(p.y));
    let ink = |i: &Ink| format!("{i:?}");
    let mut s = String::from(PREPARED_HEAD);
    for (name, data) in BUILTIN {
        let art = Art::parse(name, data).unwrap();
        s += &format!("    (\"{name}\", &[\n");
        for part in &art.parts {
            let fill = part
                .fill
                .as_ref()
                .map_or("None".into(), |i| format!("Some({})", ink(i)));
            let stroke = part.stroke.as_ref().map_or("None".into(), |(i, w)| {
                format!("Some(({}, {}))", ink(i), num(*w))
            });
            let cmds: Vec<String> = part
                .path
                .cmds
                .iter()
                .map(|c| match c {
                    PathCmd::MoveTo(a) => format!("MoveTo({})", pt(a)),
                    PathCmd::LineTo(a) => format!("LineTo({})", pt(a)),
                    PathCmd::CubicTo(a, b, c) => {
                        format!("CubicTo({}, {}, {})", pt(a), pt(b), pt(c))
                    }
                    PathCmd::Close => "Close".into(),
                })
                .collect();
            s += &format!("        ({fill}, {stroke}, &[{}]),\n", cmds.join(", "));
        }
        s += "    ]),\n";
    }
    s + "];\n"
}

const PREPARED_HEAD: &str =
    "//! The built-in drawings (`templates/art/*.svg`) as `Art::parse` makes them, so that a
//! run neither parses nor checks them. Written by the test
//! `prepared_art_is_written_from_the_files` (tests/boardgen/templates.rs) when
//! `BOARDGEN_PREPARE=1 cargo test --release --test boardgen prepared_art`; it fails while a
//! drawing and this file differ, and so does the core's `prepared_art_is_the_parsed_art`.

use super::Ink::{self, Face, Icon};
use crate::scene::PathCmd::{self, Close, CubicTo, LineTo, MoveTo};
use crate::units::Point;

const fn p(x: f64, y: f64) -> Point {
    Point { x, y }
}

/// A part: its fill, its stroke and its path.
pub(super) type Part = (Option<Ink>, Option<(Ink, f64)>, &'static [PathCmd]);

/// Each built-in file's parts, in painting order.
pub(super) static PREPARED: &[(&str, &[Part])] = &[
";
