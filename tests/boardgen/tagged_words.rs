//! What a screen reader is told beyond the text: the words a figure prints are in its Alt.

use boardgen_core::kit::Kit;
use boardgen_core::lang::Lang;
use boardgen_core::layout::{kit_document, Options, SheetKind};
use boardgen_core::scene::{Item, Tag};

/// The lines of words under `items` (coordinates, single letters and numbers, aside).
fn words(items: &[Item], out: &mut Vec<String>) {
    for i in items {
        match i {
            Item::Text(t) if t.text.trim().contains(' ') => out.push(t.text.trim().to_string()),
            Item::Group(g) => words(&g.items, out),
            _ => {}
        }
    }
}

/// A board's lettering is an artifact (a figure's text is not read again), so every line
/// of words it prints (whose endzone it is, what the kings do there, which edge to cut
/// exactly) is said by its Alt: in every language, halves and whole boards.
#[test]
fn a_boards_printed_words_are_in_its_alt() {
    let mut checked = 0;
    for lang in ["en", "fr", "de", "es", "nl"] {
        let lang = Lang::parse(lang).unwrap();
        for id in ["royal-carpet", "camels-and-carpets"] {
            let kit = Kit::builtin_in(id, &lang).unwrap();
            for paper in ["a4", "a3"] {
                let o = Options {
                    paper: boardgen_core::paper::Paper::parse(paper).unwrap(),
                    sheets: vec![SheetKind::Board],
                    lang: lang.clone(),
                    ..Options::default()
                };
                let doc = kit_document(&kit, &o).unwrap();
                for page in &doc.pages {
                    for item in &page.items {
                        let Item::Group(g) = item else { continue };
                        let Some(Tag::Figure { alt, .. }) = &g.tag else {
                            continue;
                        };
                        let mut lines = Vec::new();
                        words(&g.items, &mut lines);
                        assert!(!lines.is_empty(), "{}: a board prints words", lang.tag());
                        let lower = alt.to_lowercase();
                        for l in lines {
                            assert!(
                                lower.contains(&l.to_lowercase()),
                                "{} {id} {paper}: '{l}' is printed on the board, not in its Alt: {alt}",
                                lang.tag()
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked >= 40, "{checked}");
}

/// One top element of a tagged PDF's structure as pdfinfo reads it.
#[derive(Debug)]
struct Top {
    /// Its type: `P`, `L`, `H2`, `Div`...
    kind: String,
    /// Whether a figure is in it (a diagram with its caption).
    figure: bool,
    /// Its words (a heading's, a paragraph's, a figure's caption).
    words: String,
}

/// The top elements of a tagged PDF's structure as `pdfinfo -struct-text` reads them, in
/// order; None (after a skip) when pdfinfo is not installed.
fn top_elements(pdf: &std::path::Path) -> Option<Vec<Top>> {
    let pdfinfo = crate::common::checker("pdfinfo")?;
    let o = std::process::Command::new(pdfinfo)
        .arg("-struct-text")
        .arg(pdf)
        .output()
        .unwrap();
    assert!(o.status.success());
    let mut out: Vec<Top> = Vec::new();
    for line in String::from_utf8(o.stdout).unwrap().lines() {
        let depth = line.len() - line.trim_start().len();
        let text = line.trim();
        if depth == 2 {
            let kind = text.split(' ').next().unwrap().to_string();
            out.push(Top {
                kind,
                figure: false,
                words: String::new(),
            });
        } else if let Some(last) = out.last_mut().filter(|_| depth > 2) {
            last.figure |= text.starts_with("Figure");
            if text.starts_with('"') {
                last.words.push_str(text.trim_matches('"'));
                last.words.push(' ');
            }
        }
    }
    Some(out)
}

/// A paragraph or a list broken by a page turn is one element (its marked content on two
/// pages), the bullets of a run one list (a bullet its diagrams follow too), and a diagram
/// put off to the head of the next page is read in its own section: as many paragraphs
/// and lists as the rules text has, each diagram's caption under the heading it is written
/// under, on A4 and Letter, regular and large print.
#[test]
fn paragraphs_and_lists_across_pages_are_one_element_and_figures_stay_in_their_section() {
    let d = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for (game, source) in [
        (
            "royal-carpet",
            include_str!("../../templates/text/royal-carpet.md"),
        ),
        (
            "camels-and-carpets",
            include_str!("../../templates/text/camels-and-carpets.md"),
        ),
    ] {
        // The source's paragraphs, lists (runs of bullets) and each caption's section.
        let (mut paras, mut lists, mut in_list) = (0, 0, false);
        let mut section = String::new();
        let mut captions = Vec::new();
        for line in source.lines().filter(|l| !l.trim().is_empty()) {
            let bullet = line.starts_with("- ");
            if bullet && !in_list {
                lists += 1;
            }
            in_list = bullet;
            if let Some(h) = line.strip_prefix("## ") {
                section = h.trim().to_string();
            } else if let Some((_, caption)) =
                line.strip_prefix('@').and_then(|l| l.split_once('|'))
            {
                // What a diagram line says after its bar is its caption (a letter alone
                // labels a diagram without one).
                let caption = caption.trim();
                if caption.contains(' ') {
                    captions.push((caption.to_string(), section.clone()));
                }
            } else if !bullet && !line.starts_with('#') && !line.starts_with('@') {
                paras += 1;
            }
        }
        for paper in ["a4", "letter"] {
            for large in [false, true] {
                let out = d.path().join(format!("{game}-{paper}-{large}"));
                let mut args = vec!["handout", "--game", game, "--paper", paper];
                if large {
                    args.push("--large-print");
                }
                let files = crate::common::run_ok(&out, &args);
                let Some(tops) = top_elements(&files[0]) else {
                    return;
                };
                let at = format!("{game} {paper} large {large}");
                let count = |k: &str| tops.iter().filter(|t| t.kind == k).count();
                assert_eq!(count("P"), paras, "{at}: paragraphs {tops:?}");
                assert_eq!(count("L"), lists, "{at}: lists {tops:?}");
                for (caption, want) in &captions {
                    let i = tops
                        .iter()
                        .position(|t| t.kind == "Div" && t.words.trim() == caption.as_str())
                        .unwrap_or_else(|| panic!("{at}: no figure captioned '{caption}'"));
                    let under = tops[..i]
                        .iter()
                        .rev()
                        .find(|t| t.kind == "H2")
                        .map_or("", |t| t.words.trim());
                    assert_eq!(under, want, "{at}: '{caption}' read under '{under}'");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 20, "{checked}");
}

/// The first words of the sentence that explains the square names, in each language's rules
/// of both games (`templates/text/`).
const SQUARE_NAMES_EXPLAINED: [(&str, &str); 5] = [
    ("en", "Each square is named by its letter"),
    ("fr", "Chaque case a pour nom sa lettre"),
    ("de", "Jedes Feld wird nach seinem Buchstaben"),
    ("es", "Cada casilla se nombra con su letra"),
    ("nl", "Een veld noem je naar zijn letter"),
];

/// The first square a text names (`d4`: a file's letter and a rank's number, a word of
/// its own), where it starts.
fn first_square(text: &str) -> Option<usize> {
    text.char_indices()
        .filter(|&(i, _)| i == 0 || !text[..i].ends_with(char::is_alphanumeric))
        .find(|&(i, _)| {
            let w: Vec<char> = text[i..]
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .collect();
            w.len() == 2 && ('a'..='h').contains(&w[0]) && ('1'..='8').contains(&w[1])
        })
        .map(|(i, _)| i)
}

/// A screen reader meets the square names explained before the first diagram (#57.8), and
/// before the text names any square: in the five shipped languages, both games, A4 and
/// Letter, regular and large print, read back from the written tagged PDFs in reading
/// order.
#[test]
fn square_names_are_explained_before_the_first_diagram() {
    assert!(first_square("Black's kings start on a1, c1") == Some(23));
    assert!(first_square("a10 or ba1 or rank 4").is_none());
    let d = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for (lang, opening) in SQUARE_NAMES_EXPLAINED {
        for paper in ["a4", "letter"] {
            for large in [false, true] {
                let out = d.path().join(format!("{lang}-{paper}-{large}"));
                let mut args = vec!["handout"];
                if large {
                    args.push("--large-print");
                }
                for f in crate::common::run_in(&out, lang, paper, &args) {
                    let name = f.file_name().unwrap().to_string_lossy().to_string();
                    let Some(read) = top_elements(&f) else {
                        return;
                    };
                    let said = read
                        .iter()
                        .position(|t| t.words.contains(opening))
                        .unwrap_or_else(|| panic!("{name} ({paper}): '{opening}' not read"));
                    let figure = read.iter().position(|t| t.figure).expect("a figure");
                    assert!(
                        said < figure,
                        "{name} ({paper}): the square names are explained after the first diagram"
                    );
                    let at = read[said].words.find(opening).unwrap();
                    let before = read[..said]
                        .iter()
                        .map(|t| t.words.as_str())
                        .chain([&read[said].words[..at]]);
                    for t in before {
                        assert!(
                            first_square(t).is_none(),
                            "{name} ({paper}): a square named before the names are explained: {t}"
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 5 * 2 * 2 * 2, "files read");
}
