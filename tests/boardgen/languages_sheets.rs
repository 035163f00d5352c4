//! The kit's sheets in French, German, Spanish and Dutch: piece sheets (plain, with fold-over
//! and duplex backs, round and square), the duplex calibration sheet, the board sheets'
//! furniture (the 100 mm bar's caption, the footers) and the document's title print no
//! English word.

use crate::common;

use std::path::Path;

use common::run_ok;

/// English words that are no word of French, German, Spanish or Dutch: one of them on a
/// translated sheet is a sentence left in English.
const ENGLISH: &str = "\
    the and with your you this print pieces piece board glue cut card squares half side \
    spares player each every must sheet moves first along lines circles fold both turning \
    edge across down scales back colour kit actual size exactly bar replacement \
    replacements mirrored moved reading tenths whole";

/// The English words in `text`, each with the line it is on.
fn english_in(text: &str) -> Vec<String> {
    text.lines()
        .flat_map(|line| {
            line.split(|c: char| !c.is_alphabetic())
                .filter(|w| {
                    let w = w.to_lowercase();
                    ENGLISH.split_whitespace().any(|e| e == w)
                })
                .map(move |w| format!("'{w}' in '{}'", line.trim()))
        })
        .collect()
}

/// The document title of a PDF (its Info dictionary's).
fn title(pdf: &Path) -> String {
    let doc = lopdf::Document::load(pdf).unwrap();
    let info = doc.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let info = doc.get_dictionary(info).unwrap();
    lopdf::decode_text_string(info.get(b"Title").unwrap()).unwrap()
}

#[test]
fn translated_sheets_print_no_english() {
    let runs: &[&[&str]] = &[
        &["--sheets", "board,pieces"],
        &["--sheets", "pieces", "--mono", "--shape", "round"],
        &["--sheets", "pieces", "--backs", "fold"],
        &[
            "--sheets",
            "pieces",
            "--game",
            "royal-carpet",
            "--backs",
            "duplex,calibrate,flip=short",
        ],
        &["--sheets", "pieces", "--game", "examples/checkers.toml"],
    ];
    let mut bad = Vec::new();
    let mut pages = 0;
    for lang in ["fr", "de", "es", "nl"] {
        for paper in ["a4", "letter"] {
            for extra in runs {
                let dir = tempfile::tempdir().unwrap();
                let mut args = vec!["pdf", "--lang", lang, "--paper", paper];
                args.extend_from_slice(extra);
                for pdf in run_ok(dir.path(), &args) {
                    let Some(text) = common::pdf_pages(&pdf) else {
                        return;
                    };
                    pages += text.len();
                    let what = format!("{lang} {paper} {extra:?}");
                    for (i, page) in text.iter().enumerate() {
                        for word in english_in(page) {
                            bad.push(format!("{what}, page {}: {word}", i + 1));
                        }
                    }
                    for word in english_in(&title(&pdf)) {
                        bad.push(format!("{what}, title: {word}"));
                    }
                }
            }
        }
    }
    assert!(pages > 100, "only {pages} pages were read");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn english_sheets_keep_their_words() {
    // The same check catches English where it belongs: it cannot pass on any text.
    let dir = tempfile::tempdir().unwrap();
    let files = run_ok(
        dir.path(),
        &["pdf", "--sheets", "pieces", "--game", "royal-carpet"],
    );
    let Some(text) = common::pdf_pages(&files[0]) else {
        return;
    };
    let words = english_in(&text.concat());
    for want in ["'Glue'", "'colour'", "'spares'", "'exactly'"] {
        assert!(
            words.iter().any(|w| w.starts_with(want)),
            "{want}: {words:?}"
        );
    }
    assert_eq!(title(&files[0]), "Royal Carpet — colour kit");
}

#[test]
fn piece_sheets_read_in_the_language_with_a_decimal_comma() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, want) in [
        (
            "fr",
            [
                "Premier joueur (sable) · le jeu",
                "pour des cases de 30,5 mm",
            ],
        ),
        (
            "de",
            [
                "Erster Spieler (sandfarben) · Spielsatz",
                "für Felder von 30,5 mm",
            ],
        ),
    ] {
        let files = run_ok(
            dir.path(),
            &[
                "pdf",
                "--lang",
                lang,
                "--sheets",
                "pieces",
                "--game",
                "camels-and-carpets",
            ],
        );
        let Some(text) = common::pdf_pages(&files[0]) else {
            return;
        };
        let flat = text
            .concat()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for w in want {
            assert!(flat.contains(w), "{lang}: {w}: {flat}");
        }
    }
}

/// No sheet in any language (the pseudo-language too) prints a sentence cut short: a
/// subtitle too long for its line breaks onto more (no message holds "…", so one printed
/// is a cut).
#[test]
fn no_sheet_prints_a_sentence_cut_short() {
    let runs: &[&[&str]] = &[
        &[],
        &["--backs", "fold"],
        &["--backs", "duplex,calibrate"],
        &["--backs", "duplex,calibrate,flip=short"],
        &["--mono"],
    ];
    let mut bad = Vec::new();
    let mut pages = 0;
    // And the pseudo-language, longer than any of them.
    for lang in ["en", "fr", "de", "es", "nl", "qps-ploc"] {
        for paper in ["a4", "letter"] {
            for extra in runs {
                let dir = tempfile::tempdir().unwrap();
                let mut args = vec!["pdf", "--lang", lang, "--paper", paper];
                args.extend_from_slice(extra);
                for pdf in run_ok(dir.path(), &args) {
                    let Some(text) = common::pdf_pages(&pdf) else {
                        return;
                    };
                    pages += text.len();
                    for (i, page) in text.iter().enumerate() {
                        for line in page.lines().filter(|l| l.contains('…')) {
                            bad.push(format!(
                                "{lang} {paper} {extra:?}, page {}: {}",
                                i + 1,
                                line.trim()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(pages > 500, "only {pages} pages were read");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
