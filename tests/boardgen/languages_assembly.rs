//! The making-the-set page in French, German, Spanish and Dutch: no English word left on it,
//! whichever options choose its sentences (backs folded or printed on both sides, a cut
//! contour, pictures on the pieces and the board, black and white, a run of some sheets, a
//! class set's copy, large print, the web page).

use crate::common;

use std::path::Path;

use boardgen_core::lang::Lang;
use common::pdf_pages;

/// The languages besides English, as `--lang` takes them.
const LANGS: [&str; 4] = ["fr", "de", "es", "nl"];

/// English words of the making-the-set page that are not words of French, German, Spanish
/// or Dutch ("set", "half", "over", "in", "is" and "printer" are Dutch, "page", "pages",
/// "table" and "instructions" French, "sand" and "man" German and Dutch, so they are not
/// here).
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "with",
    "your",
    "you",
    "this",
    "these",
    "to",
    "for",
    "from",
    "not",
    "are",
    "them",
    "they",
    "when",
    "what",
    "only",
    "each",
    "every",
    "must",
    "print",
    "printed",
    "piece",
    "pieces",
    "board",
    "glue",
    "cut",
    "card",
    "sheet",
    "sheets",
    "spare",
    "spares",
    "side",
    "sides",
    "player",
    "rules",
    "colour",
    "black",
    "white",
    "blue",
    "red",
    "plain",
    "banded",
    "fold",
    "both",
    "made",
    "whole",
    "first",
    "again",
    "turn",
    "edge",
    "halves",
    "line",
    "lines",
    "strip",
    "pictures",
    "show",
    "shows",
    "count",
    "paper",
    "run",
    "makes",
    "king",
    "kings",
    "carpet",
    "carpets",
    "crown",
    "crowns",
    "camel",
    "camels",
    "cockerel",
    "cockerels",
];

/// The games: both built in and the checkers example, each with a piece that takes a list
/// of pictures and a place on its board for one.
const GAMES: [(&str, &str, &str); 3] = [
    ("camels-and-carpets", "crown", "frame"),
    ("royal-carpet", "king", "endzone"),
    ("examples/checkers.toml", "king", "frame"),
];

/// The English words of `ENGLISH` in `text`, as whole words; command-line options
/// (`--backs duplex,flip=short`) are what is typed, in any language, and are left out,
/// even where a line ends after their dashes.
fn english_in(text: &str) -> Vec<String> {
    let mut joined = String::new();
    for line in text.lines() {
        joined.push_str(line.trim_start());
        if !line.ends_with("--") {
            joined.push('\n');
        }
    }
    joined
        .split_whitespace()
        .filter(|t| !t.starts_with("--") && !t.contains('='))
        .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// The runs for `game`: each set of options that changes the page's sentences.
fn runs(game: &str, piece: &str, place: &str) -> Vec<Vec<String>> {
    let pictures = "tests/pictures/photo.jpg,tests/pictures/drawing.png";
    let runs: [&[&str]; 7] = [
        &["pdf"],
        &[
            "pdf", "--mono", "--shape", "round", "--backs", "fold", "--bleed", "0",
        ],
        &[
            "pdf",
            "--backs",
            "duplex,flip=short,calibrate",
            "--cut",
            "contour",
            "--glue-tab",
            "--board",
            "halves",
        ],
        &["pdf", "--sheets", "pieces,assembly", "--side", "second"],
        &[
            "pdf",
            "--pieces",
            &format!("{piece}=3"),
            "--backs",
            "duplex",
            "--sheets",
            "pieces,assembly",
        ],
        &["handout", "--sheets", "rules,assembly", "--copies", "2"],
        &["handout", "--sheets", "rules,assembly", "--large-print"],
    ];
    let mut out: Vec<Vec<String>> = runs
        .iter()
        .map(|r| {
            let mut v: Vec<String> = r.iter().map(|s| s.to_string()).collect();
            v.extend(["--game".to_string(), game.to_string()]);
            v
        })
        .collect();
    out.push(
        [
            "pdf",
            "--game",
            game,
            "--art",
            &format!("{piece}={pictures}"),
            "--board-art",
            &format!("{place}=tests/pictures/drawing.png"),
        ]
        .map(str::to_string)
        .to_vec(),
    );
    out
}

/// Each making-the-set page of `pdf` (a page whose running heading names it, `fabrication
/// du jeu`), with the English words left on it.
fn assembly_pages(pdf: &Path, lang: &str) -> Option<Vec<(usize, Vec<String>)>> {
    let part = Lang::parse(lang)
        .unwrap()
        .text("handout-what", &[("kind", "assembly".into())]);
    let pages = pdf_pages(pdf)?;
    Some(
        pages
            .iter()
            .enumerate()
            .filter(|(_, p)| p.contains(&part))
            .map(|(i, p)| (i + 1, english_in(p)))
            .collect(),
    )
}

#[test]
fn the_making_the_set_page_has_no_english_left() {
    let mut bad = Vec::new();
    let mut pages = 0;
    for lang in LANGS {
        for paper in ["a4", "letter"] {
            for (game, piece, place) in GAMES {
                for args in runs(game, piece, place) {
                    let args: Vec<&str> = args.iter().map(String::as_str).collect();
                    let dir = tempfile::tempdir().unwrap();
                    for pdf in common::run_in(dir.path(), lang, paper, &args) {
                        let Some(found) = assembly_pages(&pdf, lang) else {
                            return;
                        };
                        assert!(!found.is_empty(), "{lang} {paper} {args:?}: no page found");
                        for (n, words) in found {
                            pages += 1;
                            if !words.is_empty() {
                                bad.push(format!("{lang} {paper} {args:?} page {n}: {words:?}"));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(pages >= 4 * 2 * 3 * 8, "{pages} pages checked");
    assert!(bad.is_empty(), "English left:\n{}", bad.join("\n"));
}

/// The check finds English where it is: every run's English page has words of the list.
#[test]
fn the_check_finds_the_english_page() {
    for (game, piece, place) in GAMES {
        for args in runs(game, piece, place) {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let dir = tempfile::tempdir().unwrap();
            for pdf in common::run_in(dir.path(), "en", "a4", &args) {
                let Some(found) = assembly_pages(&pdf, "en") else {
                    return;
                };
                assert!(!found.is_empty(), "{args:?}: no page found");
                assert!(
                    found.iter().all(|(_, w)| w.len() > 20),
                    "{args:?}: {found:?}"
                );
            }
        }
    }
}

#[test]
fn the_web_pages_making_the_set_text_has_no_english_left() {
    for lang in LANGS {
        for args in [
            &["html", "--sheets", "assembly"][..],
            &["html", "--sheets", "assembly", "--mono"],
        ] {
            let dir = tempfile::tempdir().unwrap();
            let pages = common::run_in(dir.path(), lang, "a4", args);
            assert!(!pages.is_empty(), "{lang} {args:?} wrote nothing");
            for page in pages {
                let html = std::fs::read_to_string(&page).unwrap();
                // The text between the tags, without the style sheet.
                let body = &html[html.find("</style>").unwrap_or(0)..];
                let mut text = String::new();
                for chunk in body.split('<') {
                    text.push(' ');
                    text.push_str(chunk.split_once('>').map_or(chunk, |(_, t)| t));
                }
                let words = english_in(&text);
                assert!(
                    words.is_empty(),
                    "{lang} {args:?} {}: {words:?}",
                    page.display()
                );
            }
        }
    }
}
