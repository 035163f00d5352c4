//! The words of real runs, as a reader meets them: every kit, handout and web page made in
//! French, German, Spanish and Dutch, read back as text. The sentences boardgen assembles
//! from parts (a side's look after "are", a game's name after "the rules of", a range of
//! pages) are only seen here, never in one message alone.

use crate::common;

use std::sync::OnceLock;

/// The languages besides English, as `--lang` takes them.
const LANGS: [&str; 4] = ["fr", "de", "es", "nl"];

/// Every game, built in and example, named as `--game` takes them.
const GAMES: [&str; 4] = [
    "camels-and-carpets",
    "royal-carpet",
    "checkers",
    "international-draughts",
];

/// The runs read back: each kind of output a teacher or a pupil meets, with the options
/// that change its sentences. A handout's runs are marked: they are read by pupils.
const RUNS: [(&[&str], bool); 9] = [
    (&["pdf"], false),
    (&["pdf", "--mono", "--backs", "fold"], false),
    (&["pdf", "--backs", "duplex,calibrate"], false),
    (&["pdf", "--sheets", "assembly,pieces"], false),
    (&["handout", "--sheets", "rules,assembly"], true),
    (&["handout", "--sheets", "rules,assembly", "--mono"], true),
    (
        &["handout", "--sheets", "rules,assembly", "--backs", "duplex"],
        true,
    ),
    (
        &["handout", "--sheets", "rules,assembly", "--large-print"],
        true,
    ),
    (&["html"], true),
];

/// One run's text in one language.
pub struct Read {
    /// The language, as `--lang` takes it.
    pub lang: &'static str,
    /// The run's options.
    pub run: String,
    /// True for a handout or a web page, read by pupils.
    pub pupils: bool,
    /// Its text: a PDF's pages as pdftotext lays them out, a web page's text between its
    /// tags.
    pub text: String,
}

/// The text of a web page: what is between its tags, without its style sheet.
fn html_text(html: &str) -> String {
    let body = &html[html.find("</style>").unwrap_or(0)..];
    let mut text = String::new();
    for chunk in body.split('<') {
        text.push(' ');
        text.push_str(chunk.split_once('>').map_or(chunk, |(_, t)| t));
    }
    text.replace("&nbsp;", "\u{a0}")
}

/// Every run of [`RUNS`] in every language of [`LANGS`], each game, read once for every test
/// of this module; None when pdftotext is not installed (the tests skip).
pub fn every_run() -> Option<&'static [Read]> {
    static READ: OnceLock<Option<Vec<Read>>> = OnceLock::new();
    READ.get_or_init(|| {
        common::checker("pdftotext")?;
        let mut out = Vec::new();
        for lang in LANGS {
            for (args, pupils) in RUNS {
                let mut all = args.to_vec();
                for g in GAMES {
                    all.extend(["--game", g]);
                }
                let dir = tempfile::tempdir().unwrap();
                for file in common::run_in(dir.path(), lang, "a4", &all) {
                    let text = if file.extension().is_some_and(|e| e == "html") {
                        html_text(&std::fs::read_to_string(&file).unwrap())
                    } else {
                        common::pdf_pages(&file)?.join("\n")
                    };
                    out.push(Read {
                        lang,
                        run: format!("{args:?} {}", file.file_name().unwrap().to_string_lossy()),
                        pupils,
                        text,
                    });
                }
            }
        }
        Some(out)
    })
    .as_deref()
}

/// `text` with its lines joined and its spaces (no-break too) made single.
fn flat(text: &str) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The word for "pages", the word between the first and last page of a range and the word
/// between two pages, by language.
fn page_words(lang: &str) -> (&'static str, &'static str, &'static str) {
    match lang {
        "fr" => ("Pages", "à", "et"),
        "de" => ("Seiten", "bis", "und"),
        "es" => ("Páginas", "a", "y"),
        "nl" => ("Pagina’s", "tot en met", "en"),
        _ => ("Pages", "to", "and"),
    }
}

/// The two-page ranges of `text` in `lang`: ("Pages 2 to 3", whether it is said as a range
/// rather than as two pages).
fn two_page_ranges(lang: &str, text: &str) -> Vec<(String, bool)> {
    let (pages, range, two) = page_words(lang);
    let text = flat(text);
    let mut found = Vec::new();
    for (at, _) in text.match_indices(&format!("{pages} ")) {
        let rest = &text[at + pages.len() + 1..];
        let first: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let Ok(a) = first.parse::<usize>() else {
            continue;
        };
        let rest = &rest[first.len()..];
        for (word, ranged) in [(range, true), (two, false)] {
            let Some(after) = rest.strip_prefix(&format!(" {word} ")) else {
                continue;
            };
            let last: String = after.chars().take_while(char::is_ascii_digit).collect();
            if last.parse::<usize>().is_ok_and(|b| b == a + 1) {
                found.push((format!("{pages} {a} {word} {last}"), ranged));
            }
        }
    }
    found
}

/// Two pages are "Pages 2 and 3", never a range "Pages 2 to 3", in every language.
#[test]
fn two_pages_are_never_a_range() {
    let Some(reads) = every_run() else {
        return;
    };
    let mut bad = Vec::new();
    let mut good = 0;
    for r in reads {
        for (said, ranged) in two_page_ranges(r.lang, &r.text) {
            if ranged {
                bad.push(format!("{} {}: {said}", r.lang, r.run));
            } else {
                good += 1;
            }
        }
    }
    assert!(good >= 4 * 4, "{good} two-page entries read");
    assert!(
        bad.is_empty(),
        "two pages said as a range:\n{}",
        bad.join("\n")
    );
}

/// The check sees a two-page range for what it is, and leaves longer ranges alone.
#[test]
fn the_check_finds_a_two_page_range() {
    assert_eq!(
        two_page_ranges(
            "fr",
            "• Pages 2 à 3\u{a0}: le plateau.\n• Pages 5 à 7 : les règles"
        ),
        vec![("Pages 2 à 3".to_string(), true)]
    );
    assert_eq!(
        two_page_ranges("nl", "Pagina’s 2 tot en\nmet 3: het bord"),
        vec![("Pagina’s 2 tot en met 3".to_string(), true)]
    );
    assert_eq!(
        two_page_ranges("de", "Seiten 2 und 3: das Brett"),
        vec![("Seiten 2 und 3".to_string(), false)]
    );
}

/// What a pupil reads speaks of the game and of making it, never of a command: no
/// `boardgen` and no option (`--mono`) on a handout or the web page, in any language.
#[test]
fn a_pupils_page_names_no_command() {
    let Some(reads) = every_run() else {
        return;
    };
    let mut bad = Vec::new();
    let mut read = 0;
    for r in reads.iter().filter(|r| r.pupils) {
        read += 1;
        let text = flat(&r.text);
        for w in text.split(' ') {
            if w.contains("boardgen") || w.starts_with("--") {
                bad.push(format!("{} {}: '{w}'", r.lang, r.run));
            }
        }
    }
    assert!(read >= 4 * 5 * 4, "{read} pupils' runs read");
    bad.dedup();
    assert!(
        bad.is_empty(),
        "commands on a pupil's page:\n{}",
        bad.join("\n")
    );
}

/// The check finds a command in a sentence.
#[test]
fn the_check_finds_a_command() {
    let text = flat("Pour une imprimante noir et blanc, imprime le jeu avec boardgen pdf --mono.");
    assert!(text.split(' ').any(|w| w.contains("boardgen")));
    assert!(text.split(' ').any(|w| w.starts_with("--")));
}
