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
        "invalid type: string \"8\", expected u32",
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
