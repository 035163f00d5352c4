//! The rules pages, handouts and web page in French, German, Spanish and Dutch: no English
//! word left in what a reader reads or hears (page text, diagram descriptions, titles), and
//! the document says which language it is in (a PDF's `/Lang` and XMP, the page's `lang`).

use crate::common;

use std::path::{Path, PathBuf};

use common::pdf_pages;

/// The languages besides English, as `--lang` takes them and documents name them.
const LANGS: [&str; 4] = ["fr", "de", "es", "nl"];

/// English words that are not words of French, German, Spanish or Dutch ("page", "table"
/// and "large" are French, "half", "over", "taken" and "start" Dutch, so they are not here).
const ENGLISH: &[&str] = &[
    "the", "and", "with", "your", "you", "this", "print", "pieces", "board", "glue", "cut", "card",
    "squares", "side", "spares", "player", "each", "every", "must", "sheet", "rules", "handout",
    "booklet", "colour", "making", "move", "moves", "can", "cannot", "jumps", "endzone", "take",
    "cross", "marks", "then", "from",
];

/// Runs the binary; returns the PDFs and web pages it wrote, at least one.
fn run(dir: &Path, lang: &str, paper: &str, args: &[&str]) -> Vec<PathBuf> {
    let files = common::run_in(dir, lang, paper, args);
    assert!(
        !files.is_empty(),
        "boardgen {args:?} --lang {lang} wrote nothing"
    );
    files
}

/// The English words of `ENGLISH` in `text`, as whole words.
fn english_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// A page's text without the running footer's page count, which the page furniture
/// (src/layout/marks.rs) writes, not the rules pages.
fn without_page_count(page: &str) -> String {
    let mut text = page.to_string();
    for n in 1..=40 {
        for i in 1..=n {
            text = text.replace(&format!("page {i} of {n}"), "");
        }
    }
    text
}

/// What a reader of a web page reads or hears: its text, and its `aria-label`s and `alt`s
/// (the styles and the tags themselves left out).
fn html_words(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push(' ');
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
        let tag = &rest[open..close];
        for attr in ["aria-label=\"", "alt=\""] {
            if let Some(at) = tag.find(attr) {
                let v = &tag[at + attr.len()..];
                out.push_str(&v[..v.find('"').unwrap_or(v.len())]);
                out.push(' ');
            }
        }
        rest = &rest[close..];
        if tag.starts_with("<style") {
            rest = &rest[rest.find("</style>").unwrap_or(0)..];
        }
    }
    out.push_str(rest);
    out
}

/// The text of every structure element's `/Alt` in a tagged PDF (the diagrams'
/// descriptions) and its document title.
fn pdf_alts_and_title(pdf: &Path) -> String {
    let doc = lopdf::Document::load(pdf).unwrap();
    let mut out = Vec::new();
    for object in doc.objects.values() {
        if let Ok(d) = object.as_dict() {
            for key in [b"Alt".as_slice(), b"Title"] {
                if let Ok(lopdf::Object::String(bytes, _)) = d.get(key) {
                    out.push(decode(bytes));
                }
            }
        }
    }
    out.join("\n")
}

/// A PDF text string: UTF-16BE after its byte-order mark, else bytes as Latin-1.
fn decode(bytes: &[u8]) -> String {
    match bytes {
        [0xFE, 0xFF, rest @ ..] => {
            let units: Vec<u16> = rest
                .chunks(2)
                .map(|c| u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]))
                .collect();
            String::from_utf16_lossy(&units)
        }
        _ => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// The catalog's `/Lang` and the XMP packet's `dc:language` of a PDF.
fn pdf_languages(pdf: &Path) -> (String, String) {
    let doc = lopdf::Document::load(pdf).unwrap();
    let catalog = doc.catalog().unwrap();
    let lang = match catalog.get(b"Lang").unwrap() {
        lopdf::Object::String(b, _) => decode(b),
        other => panic!("/Lang is {other:?}"),
    };
    let meta = catalog.get(b"Metadata").unwrap().as_reference().unwrap();
    let xmp = doc.get_object(meta).unwrap().as_stream().unwrap();
    let xmp = String::from_utf8_lossy(&xmp.content).into_owned();
    let tag = "<dc:language><rdf:Bag><rdf:li>";
    let at = xmp.find(tag).expect("dc:language") + tag.len();
    let dc = xmp[at..].split('<').next().unwrap().to_string();
    (lang, dc)
}

#[test]
fn rules_pages_and_handouts_have_no_english_left() {
    let runs: &[&[&str]] = &[
        &["pdf", "--sheets", "rules"],
        &["pdf", "--sheets", "rules", "--mono"],
        &[
            "pdf",
            "--sheets",
            "rules",
            "--game",
            "examples/checkers.toml",
        ],
        // A man has a king on its back: the rules gain a section saying so.
        &[
            "pdf",
            "--sheets",
            "rules,pieces",
            "--game",
            "examples/checkers.toml",
            "--backs",
            "fold",
        ],
        &["handout"],
        &["handout", "--large-print"],
        &["handout", "--copies", "2", "--n-up", "2"],
    ];
    let mut bad = Vec::new();
    for lang in LANGS {
        for paper in ["a4", "letter"] {
            for args in runs {
                let dir = tempfile::tempdir().unwrap();
                for pdf in run(dir.path(), lang, paper, args) {
                    let what = format!("{lang} {paper} {args:?} {}", pdf.display());
                    let Some(pages) = pdf_pages(&pdf) else {
                        return;
                    };
                    for (i, page) in pages.iter().enumerate() {
                        let words = english_in(&without_page_count(page));
                        if !words.is_empty() {
                            bad.push(format!("{what} page {}: {words:?}", i + 1));
                        }
                    }
                    let words = english_in(&pdf_alts_and_title(&pdf));
                    if !words.is_empty() {
                        bad.push(format!("{what}, descriptions and title: {words:?}"));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "English left:\n{}", bad.join("\n"));
}

#[test]
fn the_web_page_has_no_english_left_and_says_its_language() {
    for lang in LANGS {
        for paper in ["a4", "letter"] {
            let dir = tempfile::tempdir().unwrap();
            for page in run(dir.path(), lang, paper, &["html", "--sheets", "rules"]) {
                let html = std::fs::read_to_string(&page).unwrap();
                assert!(
                    html.contains(&format!("<html lang=\"{lang}\">")),
                    "{lang} {}",
                    page.display()
                );
                let words = english_in(&html_words(&html));
                assert!(
                    words.is_empty(),
                    "{lang} {paper} {}: {words:?}",
                    page.display()
                );
            }
        }
    }
    let dir = tempfile::tempdir().unwrap();
    for page in run(dir.path(), "en", "a4", &["html", "--sheets", "rules"]) {
        let html = std::fs::read_to_string(&page).unwrap();
        assert!(html.contains("<html lang=\"en-GB\">"), "{}", page.display());
        // The words the check looks for are there in English: it can find them.
        assert!(!english_in(&html_words(&html)).is_empty());
    }
}

#[test]
fn a_pdf_names_the_language_of_its_words() {
    for (lang, want) in [
        ("en", "en-GB"),
        ("fr", "fr"),
        ("de", "de"),
        ("es", "es"),
        ("nl", "nl"),
    ] {
        for args in [&["pdf", "--sheets", "rules"][..], &["handout"]] {
            let dir = tempfile::tempdir().unwrap();
            for pdf in run(dir.path(), lang, "a4", args) {
                assert_eq!(
                    pdf_languages(&pdf),
                    (want.to_string(), want.to_string()),
                    "{lang} {args:?} {}",
                    pdf.display()
                );
            }
        }
    }
}

/// A page of backs is described with what each back shows, in every language, folded or
/// duplex: a reader hears that each back is the piece again, not only that backs are there.
#[test]
fn a_page_of_backs_says_what_each_back_shows() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, says) in [
        ("en", "each piece has the same picture on its back"),
        ("fr", "chaque pièce porte le même dessin au dos"),
        ("de", "jede Figur zeigt auf der Rückseite dasselbe Bild"),
        ("es", "cada pieza lleva el mismo dibujo en el reverso"),
        ("nl", "elk stuk heeft dezelfde tekening op de achterkant"),
    ] {
        for backs in ["fold", "duplex"] {
            let out = dir.path().join(format!("{lang}-{backs}"));
            let args = [
                "pdf",
                "--game",
                "camels-and-carpets",
                "--sheets",
                "pieces",
                "--backs",
                backs,
            ];
            let files = run(&out, lang, "a4", &args);
            let alts = pdf_alts_and_title(&files[0]);
            assert!(alts.contains(says), "{lang} {backs}: {alts}");
        }
    }
}

/// Royal Carpet's board is described with its start rings, in every language: the squares
/// each side's kings start on, as the dashed rings show them.
#[test]
fn a_boards_alt_names_its_start_rings() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, says) in [
        (
            "en",
            "Dashed rings mark the squares where the pieces start: Black on a1, c1, f1 and h1",
        ),
        (
            "fr",
            "Des cercles en tirets marquent les cases où les pièces commencent",
        ),
        (
            "de",
            "Gestrichelte Ringe zeigen die Felder, auf denen die Figuren anfangen",
        ),
        (
            "es",
            "Unos círculos discontinuos marcan las casillas donde empiezan las piezas",
        ),
        (
            "nl",
            "Gestippelde ringen tonen de velden waar de stukken beginnen",
        ),
    ] {
        let out = dir.path().join(lang);
        let args = ["pdf", "--game", "royal-carpet", "--sheets", "board"];
        let files = run(&out, lang, "a4", &args);
        let alts = pdf_alts_and_title(&files[0]);
        assert!(alts.contains(says), "{lang}: {alts}");
        assert!(alts.contains("a8, c8, f8"), "{lang}: {alts}");
    }
}
